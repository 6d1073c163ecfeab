package store

import (
	"database/sql"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"arbiter/engine"
	"arbiter/internal/sqlitefile"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/replay"
)

// A problem is one thing wrong in a file that SQLite finds sound but that
// was edited outside Arbiter: a pairing with a player who does not exist,
// a player twice in a round, a rating out of range. It is an
// engine.Message (store.problem.*) saying what and where, its Kind the
// problemKind; RestoreFile branches on ProblemTableMissing. ProblemKind
// is what a problem finds wrong ("table-missing", "twice").
type problemKind string

// problemTableMissing is a table of the schema that the file lacks: such a
// file is not restored over.
const problemTableMissing problemKind = "table-missing"

// maxProblems is how many problems a report lists before it says how many
// more there are.
const maxProblems = 20

// problems collects a check's findings.
type problems []engine.Message

// add records a problem; args alternate names and values. Its text is
// the catalogue's.
func (ps *problems) add(kind problemKind, args ...any) {
	*ps = append(*ps, engine.Message{Key: "store.problem." + string(kind), Args: engine.Args(args...), Kind: kind})
}

// checkConsistency looks, at the current schema version, for what no
// action of Arbiter writes but a hand edit can: tables missing, references
// to rows that do not exist, a player paired twice in a round or with
// himself, results, byes and categories Arbiter cannot read, and values
// out of range. The file is refused with all of them listed (the first
// maxProblems), so that nothing is computed from it, or written to it,
// silently.
func (s *Store) checkConsistency() error {
	var ps problems
	err := s.read(func(q queryer) error {
		if missing, err := missingTables(q, &ps); err != nil || missing {
			return err
		}
		// A value too long to read is not read by the checks after.
		if err := checkSizes(q, &ps); err != nil || len(ps) > 0 {
			return err
		}
		for _, check := range []func(queryer, *problems) error{checkSettings, checkReferences, checkPairings, checkPlayers} {
			if err := check(q, &ps); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return s.damaged(err)
	}
	if len(ps) == 0 {
		return nil
	}
	if len(ps) > maxProblems {
		ps = append(ps[:maxProblems:maxProblems], engine.Message{Key: "store.problem.more",
			Args: map[string]any{"count": len(ps) - maxProblems}, Kind: problemKind("more")})
	}
	fe := fileError(Inconsistent, s.path, "")
	fe.Args["problems"] = []engine.Message(ps) // the type openInconsistent reads
	return fe
}

// missingTables reports the tables of the schema that the file lacks.
func missingTables(q queryer, ps *problems) (bool, error) {
	names, err := queryAll(q, scanOne[string], `SELECT name FROM sqlite_schema WHERE type = 'table'`)
	if err != nil {
		return false, err
	}
	have := map[string]bool{}
	for _, name := range names {
		have[name] = true
	}
	// The tables the schema's steps leave, as the schema check reads
	// them (run once a process): a table a later step adds is not yet
	// expected of a file made before it.
	tables, err := stepsTables(migrations)
	if err != nil {
		return false, err
	}
	missing := false
	for _, t := range tables {
		if !have[t] {
			ps.add(problemTableMissing, "table", t)
			missing = true
		}
	}
	return missing, nil
}

// stepsTables are the tables the steps leave, sorted: those of the
// schema they write (sqlitefile.Reference), SQLite's own aside.
func stepsTables(steps []string) ([]string, error) {
	ref, err := sqlitefile.Reference(steps)
	if err != nil {
		return nil, err
	}
	var tables []string
	for _, o := range ref {
		if o.Kind == "table" && !strings.HasPrefix(o.Name, "sqlite_") {
			tables = append(tables, o.Name)
		}
	}
	slices.Sort(tables)
	return tables, nil
}

// checkSettings reports a settings row that is missing or a tie-break
// order that is not the list Arbiter writes.
func checkSettings(q queryer, ps *problems) error {
	var tb, gameType string
	err := q.QueryRow(`SELECT tie_breaks, game_type FROM settings WHERE id = 1`).Scan(&tb, &gameType)
	if errors.Is(err, sql.ErrNoRows) {
		ps.add("settings-missing")
		return nil
	}
	if err != nil {
		return err
	}
	var ids []string
	if json.Unmarshal([]byte(tb), &ids) != nil {
		ps.add("tie-breaks", "value", tb)
	}
	// A type no ruleset knows ("bullet") would read as the time
	// control's, and a save of the settings would drop it.
	if _, err := storedGameType(gameType); err != nil {
		ps.add("game-type", "value", gameType)
	}
	if err := checkLateEntryByes(q, ps); err != nil {
		return err
	}
	return checkMetaJSON(q, ps)
}

// checkLateEntryByes lists a late entries' setting no build writes
// ("full"), which would read as none: they would get nothing for their
// missed rounds, unsaid. The column comes with its schema step, and so
// does its check (a test's imitation of an older build has neither).
func checkLateEntryByes(q queryer, ps *problems) error {
	if !slices.Contains(migrations, schemaLateEntryByes) {
		return nil
	}
	var value string
	if err := q.QueryRow(`SELECT late_entry_byes FROM settings WHERE id = 1`).Scan(&value); err != nil {
		return err
	}
	if !slices.Contains(tournament.LateEntryByesChoices, tournament.LateEntryByes(value)) {
		ps.add("late-entry-byes", "value", value)
	}
	return nil
}

// metaJSON gives each JSON row of the meta table the type it is read
// into, so that a hand edit that breaks one is listed when the file is
// opened rather than met later as a raw decoding error in some view.
var metaJSON = []struct {
	like string // a LIKE pattern of keys
	into func() any
}{
	{swissOptionsKey, func() any { return new(tournament.SwissOptions) }},
	{ruleOptionsKey, func() any { return new(tournament.RuleOptions) }},
	{ratingOptionsKey, func() any { return new(tournament.RatingOptions) }},
	{teamOptionsKey, func() any { return new(tournament.TeamOptions) }},
	{officialsKey, func() any { return new(officials) }},
	{ratingSourceKey, func() any { return new(storedRatingLists) }},
	{playoffsKey, func() any { return new([][]int64) }},
	{playoffGamesKey, func() any { return new([]tournament.Pairing) }},
	{"clock.game.%", func() any { return new(replay.ClockState) }},
}

// checkMetaJSON reports meta rows whose JSON does not read.
func checkMetaJSON(q queryer, ps *problems) error {
	for _, m := range metaJSON {
		var key, value string
		if err := eachRow(q, []any{&key, &value}, func() {
			if json.Unmarshal([]byte(value), m.into()) != nil {
				ps.add("meta-json", "key", key, "value", value)
			}
		}, `SELECT key, value FROM meta WHERE key LIKE ? ORDER BY key`, m.like); err != nil {
			return err
		}
	}
	return nil
}

// checkReferences reports rows that refer to rows that do not exist, as
// SQLite's foreign key check finds them; a pairing names its board.
func checkReferences(q queryer, ps *problems) error {
	var table, parent string
	var round, board, player, rowid int64
	return eachRow(q, []any{&table, &parent, &round, &board, &player, &rowid}, func() {
		switch {
		case table == "pairings" && parent == "players":
			ps.add("no-player",
				"round", round, "board", board, "id", player)
		case table == "pairings" && parent == "rounds":
			ps.add("no-round",
				"round", round, "board", board)
		default:
			ps.add("reference",
				"table", table, "row", rowid, "parent", parent)
		}
	}, `SELECT fk."table", fk.parent, coalesce(p.round, 0), coalesce(p.board, 0),
			coalesce(CASE WHEN fk.parent = 'players' THEN
				(CASE WHEN p.white NOT IN (SELECT id FROM players) THEN p.white ELSE p.black END) END, 0),
			coalesce(fk.rowid, 0)
		FROM pragma_foreign_key_check AS fk
		LEFT JOIN pairings p ON fk."table" = 'pairings' AND p.rowid = fk.rowid
		ORDER BY 1, 3, 4, 6`)
}

// checkPairings reports players paired with themselves or twice in a
// round, and results and byes Arbiter cannot read.
func checkPairings(q queryer, ps *problems) error {
	var round, board, id int64
	var name string
	if err := eachRow(q, []any{&round, &board, &id, &name}, func() {
		ps.add("self",
			"round", round, "board", board, "name", name, "id", id)
	}, `SELECT p.round, p.board, p.white, coalesce(pl.name, '') FROM pairings p
		LEFT JOIN players pl ON pl.id = p.white WHERE p.white = p.black ORDER BY 1, 2`); err != nil {
		return err
	}
	// Whether a player is twice in a round is asked first without the
	// names and the boards in order, which take a large event's whole
	// field through two sorts: half the cost of opening the file, for a
	// list that is almost always empty.
	var twice bool
	if err := q.QueryRow(`SELECT EXISTS (SELECT 1 FROM (SELECT round, white AS player FROM pairings WHERE white IS NOT NULL
			UNION ALL SELECT round, black FROM pairings WHERE black IS NOT NULL AND black IS NOT white)
		GROUP BY round, player HAVING count(*) > 1)`).Scan(&twice); err != nil {
		return err
	}
	if twice {
		if err := checkTwice(q, ps); err != nil {
			return err
		}
	}
	return checkResultsAndByes(q, ps)
}

// checkTwice lists each player paired twice in a round, with the boards.
func checkTwice(q queryer, ps *problems) error {
	var round, id int64
	var name, boards string
	return eachRow(q, []any{&round, &id, &name, &boards}, func() {
		ps.add("twice",
			"round", round, "name", name, "id", id, "boards", boards)
	}, `SELECT s.round, s.player, coalesce(pl.name, ''), group_concat(s.board, ', ')
		FROM (SELECT round, board, white AS player FROM pairings WHERE white IS NOT NULL
			UNION ALL SELECT round, board, black FROM pairings WHERE black IS NOT NULL AND black IS NOT white
			ORDER BY round, board) s
		LEFT JOIN players pl ON pl.id = s.player
		GROUP BY s.round, s.player HAVING count(*) > 1 ORDER BY 1, 2`)
}

// checkResultsAndByes lists the results and byes that cannot be read. The
// few distinct values are read first: a large event's tens of thousands
// of boards are gone through one by one only when one of them is wrong.
func checkResultsAndByes(q queryer, ps *problems) error {
	readable := func(query string, read func(string) error) (bool, error) {
		var v string
		all := true
		err := eachRow(q, []any{&v}, func() { all = all && read(v) == nil }, query)
		return all, err
	}
	results, err := readable(`SELECT DISTINCT result FROM pairings`, func(v string) error { _, err := tournament.ParseResult(v); return err })
	if err != nil {
		return err
	}
	byes, err := readable(`SELECT DISTINCT bye FROM pairings`, func(v string) error { _, err := parseBye(v); return err })
	if err != nil || (results && byes) {
		return err
	}
	var round, board int64
	var result, bye string
	return eachRow(q, []any{&round, &board, &result, &bye}, func() {
		if _, err := tournament.ParseResult(result); err != nil {
			ps.add("result",
				"round", round, "board", board, "value", result)
		}
		if _, err := parseBye(bye); err != nil {
			ps.add("bye",
				"round", round, "board", board, "value", bye)
		}
	}, `SELECT round, board, result, bye FROM pairings ORDER BY round, board`)
}

// checkPlayers reports values of a player out of the range Arbiter
// accepts when the player is entered, and categories it cannot read.
func checkPlayers(q queryer, ps *problems) error {
	var id, rating, withdrawn, seat int64
	var name, club, category, earned string
	return eachRow(q, []any{&id, &name, &club, &rating, &withdrawn, &seat, &category, &earned}, func() {
		// A name or club no action writes (ESC, BEL, NUL from a crafted
		// file) is refused, and named in the message only by its id and
		// character, so that none of it reaches a terminal.
		for _, col := range []struct{ column, value string }{{"name", name}, {"club", club}} {
			if !utf8.ValidString(col.value) {
				ps.add("text", "id", id, "column", col.column, "char", "UTF-8")
			} else if char, bad := input.HiddenChar(col.value); bad {
				ps.add("text", "id", id, "column", col.column, "char", char)
			}
		}
		name = strings.Map(func(r rune) rune {
			if _, bad := input.HiddenChar(string(r)); bad || r == utf8.RuneError {
				return -1
			}
			return r
		}, name)
		if rating < 0 || rating > tournament.MaxRating {
			ps.add("rating",
				"name", name, "id", id, "rating", rating, "max", tournament.MaxRating)
		}
		if withdrawn < 0 {
			ps.add("withdrawn",
				"name", name, "id", id, "round", withdrawn)
		}
		if seat < 0 {
			ps.add("seat", "name", name, "id", id, "seat", seat)
		}
		if _, err := tournament.ParseCategory(category); err != nil {
			ps.add("category",
				"name", name, "id", id, "value", category)
		}
		if _, err := time.Parse(time.RFC3339, earned); earned != "" && err != nil {
			ps.add("category-date",
				"name", name, "id", id, "value", earned)
		}
	}, `SELECT id, name, club, rating, withdrawn_after, seat, category, category_earned FROM players ORDER BY id`)
}
