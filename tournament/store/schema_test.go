package store

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"arbiter/engine/rules"
	"arbiter/internal/sqlitefile"
	"arbiter/internal/testdir"
	"arbiter/tournament"
	"arbiter/tournament/team"
	"arbiter/tournament/teamgames"
)

// oldByes reads the requested byes of a file of schema 13 past Arbiter,
// from its two tables, in the order they were asked for.
func oldByes(t *testing.T, path string) []tournament.PlannedBye {
	t.Helper()
	return readOld(t, path, func(rows *sql.Rows) (b tournament.PlannedBye, err error) {
		var kind string
		if err = rows.Scan(&b.Player, &b.Team, &b.Round, &kind); err == nil {
			b.Kind, err = parseBye(kind)
		}
		return b, err
	}, `SELECT player, 0, round, kind FROM bye_requests ORDER BY round, rowid`,
		`SELECT 0, team, round, kind FROM team_bye_requests ORDER BY round, rowid`)
}

// readOld reads a file as a build before the upgrade left it, before it
// is opened: the rows of each query in turn, as scan reads one.
func readOld[T any](t *testing.T, path string, scan func(*sql.Rows) (T, error), queries ...string) []T {
	t.Helper()
	db := sqlOf(t, path, "mode=ro")
	defer db.Close()
	var out []T
	for _, q := range queries {
		rows, err := db.Query(q)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			v, err := scan(rows)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, v)
		}
		rows.Close()
	}
	return out
}

// upgradedFrom copies testdata's file of an older schema, reads what the
// old build kept there with read, n items as the file's README says, and
// opens the copy upgraded.
func upgradedFrom[T any](t *testing.T, file string, n int, read func(*testing.T, string) []T) (*Store, []T) {
	t.Helper()
	path := copiedFile(t, filepath.Join("testdata", file))
	old := read(t, path)
	if len(old) != n {
		t.Fatalf("the old file holds %d %T, its README says %d", len(old), old, n)
	}
	return openUpgraded(t, path), old
}

// TestOneByesTableCarriesOlderFiles opens files of schema 13, made by that
// build, whose players' and teams' requested byes had a table each: once
// upgraded, the one table holds every request, same entrant, round and
// kind, and the rules and undo work on it for both kinds of entrant.
func TestOneByesTableCarriesOlderFiles(t *testing.T) {
	for _, c := range []struct {
		file  string
		count int
	}{{"v13-team-byes.arbiter", 4}, {"v13-player-byes.arbiter", 3}} {
		t.Run(c.file, func(t *testing.T) {
			s, want := upgradedFrom(t, c.file, c.count, oldByes)
			ev := eventOf(t, s)
			if !reflect.DeepEqual(ev.Requests, want) {
				t.Errorf("requests after the upgrade %+v, want %+v", ev.Requests, want)
			}
			if err := s.Check(); err != nil {
				t.Errorf("the upgraded file: %v", err)
			}
			byesAfterUpgrade(t, s, ev, want)
		})
	}
}

// byesAfterUpgrade asks for one more bye in the upgraded file, cancels an
// old one, and undoes both back to the requests the old file held.
func byesAfterUpgrade(t *testing.T, s *Store, ev *tournament.Event, want []tournament.PlannedBye) {
	t.Helper()
	more := tournament.PlannedBye{Player: ev.Players[0].ID, Round: 5, Kind: tournament.ByeHalfPoint}
	if ev.Settings.System.Team() {
		more = tournament.PlannedBye{Team: ev.Teams[len(ev.Teams)-1].ID, Round: 5, Kind: tournament.ByeHalfPoint}
	}
	if err := s.RequestBye(more); err != nil {
		t.Fatal(err)
	}
	if err := s.CancelBye(want[0]); err != nil {
		t.Fatal(err)
	}
	got, _ := s.Event()
	if len(got.Requests) != len(want) || got.Requests[len(got.Requests)-1] != more {
		t.Errorf("requests after one more and one cancelled: %+v", got.Requests)
	}
	for range 2 {
		if _, err := s.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if got, _ := s.Event(); !reflect.DeepEqual(got.Requests, want) {
		t.Errorf("requests after undoing both: %+v, want %+v", got.Requests, want)
	}
}

// TestOneByesEitherEntrant: a request names a player or a team, never
// both nor neither, and each only once a round; the file refuses the rest.
func TestOneByesEitherEntrant(t *testing.T) {
	s := newTeamSwissEvent(t, 4)
	ev, _ := s.Event()
	team, player := ev.Teams[0].ID, ev.Players[0].ID
	for _, q := range []struct {
		what string
		args []any
	}{
		{"both", []any{player, team}},
		{"neither", []any{nil, nil}},
		{"twice", []any{nil, team}},
	} {
		_, err := s.db.Exec(`INSERT INTO bye_requests(player, team, round, kind) VALUES (?, ?, 2, 'half-point')`, q.args...)
		if q.what == "twice" {
			if err != nil {
				t.Fatal(err)
			}
			_, err = s.db.Exec(`INSERT INTO bye_requests(player, team, round, kind) VALUES (?, ?, 2, 'zero-point')`, q.args...)
		}
		if err == nil {
			t.Errorf("a request naming %s taken", q.what)
		}
	}
}

// oldBoard is one board of a team match as a file before schema 15 held
// it, in match_boards, with its match's forfeit.
type oldBoard struct {
	round, match, board int
	white, black        int64
	result              string
	forfeit             tournament.Result
}

func oldBoards(t *testing.T, path string) []oldBoard {
	t.Helper()
	return readOld(t, path, func(rows *sql.Rows) (b oldBoard, err error) {
		var forfeit string
		if err = rows.Scan(&b.round, &b.match, &b.board, &b.white, &b.black, &b.result, &forfeit); err == nil {
			b.forfeit, err = tournament.ParseResult(forfeit)
		}
		return b, err
	}, `SELECT b.round, b.match, b.board, coalesce(b.white, 0), coalesce(b.black, 0), b.result, m.forfeit
		FROM match_boards b JOIN matches m ON m.round = b.round AND m.number = b.match ORDER BY 1, 2, 3`)
}

// TestTeamGamesMigrateToPairings opens team events made by the builds of
// schemas 13 and 14, whose games were boards of their matches in a table
// of their own: once upgraded (after a backup, in one transaction), every
// board is a row of the pairings table, which holds an individual event's
// games, with its players (a seat left empty holds none) and its result
// (a forfeited match's boards its forfeit), numbered on through the
// round's matches; the old table is gone and the standings are the old
// build's.
func TestTeamGamesMigrateToPairings(t *testing.T) {
	for _, c := range []struct {
		file   string
		boards int
	}{{"v13-team-byes.arbiter", 4}, {"v14-team-played.arbiter", 24}} {
		t.Run(c.file, func(t *testing.T) {
			s, old := upgradedFrom(t, c.file, c.boards, oldBoards)
			if bs, err := s.Backups(); err != nil || !slices.ContainsFunc(bs, func(b BackupFile) bool { return strings.Contains(b.Path, "before-upgrade") }) {
				t.Errorf("no backup before the upgrade: %+v %v", bs, err)
			}
			var gone bool
			if err := s.db.QueryRow(`SELECT NOT EXISTS (SELECT 1 FROM sqlite_schema WHERE name = 'match_boards')`).Scan(&gone); err != nil || !gone {
				t.Errorf("match_boards still in the file (%v)", err)
			}
			ev := eventOf(t, s)
			n := map[int]int{} // the games of each round so far
			for _, b := range old {
				n[b.round]++
				p, err := ev.FindPairing(b.round, n[b.round])
				if err != nil {
					t.Fatalf("round %d match %d board %d: %v", b.round, b.match, b.board, err)
				}
				want := b.result
				if b.forfeit != tournament.NoResult {
					want = teamgames.Forfeit(tournament.TeamOptions{}, make([]tournament.Pairing, b.board), b.forfeit)[b.board-1].Result.String()
				}
				if p.Match != b.match || p.White != b.white || p.Black != b.black || p.Result.String() != want || p.IsBye() {
					t.Errorf("round %d match %d board %d (%d–%d %s): game %+v, want result %s", b.round, b.match, b.board, b.white, b.black, b.result, p, want)
				}
				if m, board, ok := teamgames.MatchBoardOf(ev, b.round, p.Board); !ok || m != b.match || board != b.board {
					t.Errorf("game %d of round %d: match %d board %d", p.Board, b.round, m, board)
				}
			}
			if err := s.Check(); err != nil {
				t.Errorf("the upgraded file: %v", err)
			}
		})
	}
}

// TestTeamEventOfTheLastBuildKeepsItsStandings: a 6-team, 4-board team
// Swiss made by the build of schema 14 with round 1 played (a board left
// empty, a board forfeited, a match forfeited whole) and round 2 paired
// holds round 1's 12 games in the pairings table once upgraded, and shows
// the standings that build printed (its "standings --json").
func TestTeamEventOfTheLastBuildKeepsItsStandings(t *testing.T) {
	s := openUpgraded(t, copiedFile(t, filepath.Join("testdata", "v14-team-played.arbiter")))
	var games int
	if err := s.db.QueryRow(`SELECT count(*) FROM pairings WHERE round = 1 AND match IS NOT NULL`).Scan(&games); err != nil || games != 12 {
		t.Errorf("round 1's games in the pairings table: %d (%v), want 12", games, err)
	}
	data := testdir.Read(t, filepath.Join("testdata", "v14-team-played.standings.json"))
	var want struct {
		Rounds int            `json:"rounds"`
		Rows   []team.TeamRow `json:"rows"`
	}
	if err := json.Unmarshal(data, &want); err != nil {
		t.Fatal(err)
	}
	ev := eventOf(t, s)
	got := team.TeamStandings(ev)
	for i := range got.Rows {
		got.Rows[i].TeamID = 0
	}
	// The last build's "rounds" were the rounds its standings counted,
	// the Complete of today's.
	if got.Complete != want.Rounds || !reflect.DeepEqual(got.Rows, want.Rows) {
		t.Errorf("standings after %d rounds:\n%+v\nwant after %d:\n%+v", got.Complete, got.Rows, want.Rounds, want.Rows)
	}
	// The upgraded file's games take their results on the one path, and
	// give them back with Undo.
	m := ev.RoundMatches(2)[0]
	g := ev.MatchGames(m)[0]
	setResult(t, s, 2, g.Board, tournament.Draw)
	if p, _ := eventOf(t, s).FindPairing(2, g.Board); p.Result != tournament.Draw {
		t.Errorf("round 2 game %d after a draw entered: %+v", g.Board, p)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if p, _ := eventOf(t, s).FindPairing(2, g.Board); p.Result != tournament.NoResult {
		t.Errorf("round 2 game %d after Undo: %+v", g.Board, p)
	}
}

// TestGameTypeUpgrade: a file of before the game type was the control's
// held "standard" for every event; opened, a blitz control makes blitz,
// a standard control standard, and a type the arbiter chose stays his.
func TestGameTypeUpgrade(t *testing.T) {
	for _, c := range []struct {
		stored, control string
		want            rules.GameType
		overridden      bool
	}{
		{"standard", `3'+2"`, rules.Blitz, false},
		{"standard", "90+30", rules.Standard, false},
		{"rapid", "90+30", rules.Rapid, true},
		{"blitz", `3'+2"`, rules.Blitz, true},
	} {
		s := upgraded(t, slices.Index(migrations, schemaGameTypeFromControl), `UPDATE settings SET game_type = '`+c.stored+`', time_control = '`+strings.ReplaceAll(c.control, "'", "''")+`'`)
		st := eventOf(t, s).Settings
		g, err := st.GameTypeInForce()
		if err != nil || g.Type != c.want || g.Overridden != c.overridden {
			t.Errorf("stored %q, control %q: read %q, in force %+v, %v; want %q, overridden %v", c.stored, c.control, st.GameType, g, err, c.want, c.overridden)
		}
	}
}

// TestMadeSchemaIsWhatTheStepsMake makes one empty file by the schema's
// steps, one by the statements a new file is made with
// (sqlitefile.Made): the two hold the same objects with the same texts in
// the same order (the order the restore copies tables in), and the same
// rows but for the event's random identity.
func TestMadeSchemaIsWhatTheStepsMake(t *testing.T) {
	made, err := sqlitefile.Made(migrations)
	if err != nil {
		t.Fatal(err)
	}
	files := map[string][]string{"by the steps": migrations, "as made": made}
	got := map[string][]string{}
	for how, stmts := range files {
		db := sqlOf(t, filepath.Join(t.TempDir(), "event.arbiter"), "")
		db.SetMaxOpenConns(1)
		for _, stmt := range stmts {
			if _, err := db.Exec(stmt); err != nil {
				t.Fatalf("%s: %v", how, err)
			}
		}
		rows, err := db.Query(`SELECT type, name, tbl_name, coalesce(sql, '') FROM sqlite_schema ORDER BY rowid`)
		if err != nil {
			t.Fatal(err)
		}
		var tables []string
		for rows.Next() {
			var kind, name, table, text string
			if err := rows.Scan(&kind, &name, &table, &text); err != nil {
				t.Fatal(err)
			}
			got[how] = append(got[how], strings.Join([]string{kind, name, table, text}, " | "))
			if kind == "table" {
				tables = append(tables, name)
			}
		}
		rows.Close()
		for _, table := range tables {
			var n int
			if err := db.QueryRow(`SELECT count(*) FROM ` + quoteIdent(table)).Scan(&n); err != nil {
				t.Fatal(err)
			}
			got[how] = append(got[how], fmt.Sprintf("%s: %d rows", table, n))
		}
		keys, err := queryAll(db, scanOne[string], `SELECT key FROM meta ORDER BY key`)
		if err != nil {
			t.Fatal(err)
		}
		got[how] = append(got[how], "meta keys: "+strings.Join(keys, ", "))
	}
	if !slices.Equal(got["by the steps"], got["as made"]) {
		t.Errorf("the file the steps make:\n%s\nthe file made:\n%s", strings.Join(got["by the steps"], "\n"), strings.Join(got["as made"], "\n"))
	}
	if !slices.Contains(got["as made"], "meta keys: event, revision") {
		t.Errorf("the made file's meta keys are not the event's identity and revision:\n%s", strings.Join(got["as made"], "\n"))
	}
}

// TestOpenSaysItUpgraded: opening a file an older Arbiter wrote upgrades
// it, after which that Arbiter cannot open it; the front ends said
// nothing of it (a report command upgraded the file silently). Open now
// tells them the versions and the backup of the file as it was, and a
// file opened again, already upgraded, tells nothing.
func TestOpenSaysItUpgraded(t *testing.T) {
	path := copiedFile(t, filepath.Join("testdata", "v13-player-byes.arbiter"))
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	u := s.Upgraded()
	if u == nil || u.From != 13 || u.To != SchemaVersion() || !strings.Contains(u.Backup, "before-upgrade-to-v") {
		t.Errorf("the upgrade of a version 13 file: %+v", u)
	} else if _, err := os.Stat(u.Backup); err != nil {
		t.Errorf("the backup named: %v", err)
	}
	s.Close()
	s = testdir.Opened(t, Open, path)
	if u := s.Upgraded(); u != nil {
		t.Errorf("a file of this version opened again says it was upgraded: %+v", u)
	}
}
