package store

import (
	"cmp"
	"database/sql"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/teamgames"
)

// AsPaired is an event as it stood when one of its rounds was paired, for
// judging that round by what its pairing read (FIDE C.04: a result
// corrected after the next round is paired leaves that pairing as it is),
// and what was corrected in the file since, to be said before the verdict.
type AsPaired struct {
	// Event is the event with the earlier rounds' results and what the
	// players' pairing numbers are drawn from (rating, title, name,
	// starting number) and its team options as they were when the round
	// was paired; the round itself and everything else as they are now.
	Event *tournament.Event
	// Options are the Swiss options the round was paired by (the file
	// keeps them apart from the event), today's where Since says the file
	// cannot tell.
	Options tournament.SwissOptions
	// Since, where not nil, says that the round is judged as it was
	// paired, Corrected listing each of those figures corrected since; or
	// that the file does not tell how the event stood then, Event being
	// the event as it is now.
	Since     *engine.Message
	Corrected []engine.Message
}

// AsPaired rewinds ev, the event as the file holds it now, to how it
// stood when round r was paired (or imported, or paired again after it
// was taken back), the round's own boards as they are now: the audit
// log's before-images of every action in force since then give the
// results of earlier rounds, the players' figures and the options the
// pairing read. A restore or a schema upgrade since, or a log that does
// not reach the round's pairing, leaves nothing to rewind by: the event
// and the options are judged as they are, and Since says so. A system
// that pairs no round by the results before it (a round robin's table)
// was paired on nothing the file corrects: its round is judged as the
// event is, nothing said. ev is not changed; what differs is a copy.
func (s *Store) AsPaired(ev *tournament.Event, r int) (AsPaired, error) {
	return readResult(s, func(q queryer) (AsPaired, error) {
		if !ev.Settings.System.PairedByScores() {
			opts, err := loadSwissOptions(q)
			return AsPaired{Event: ev, Options: opts}, err
		}
		return asPaired(q, ev, r)
	})
}

// CorrectedSincePaired lists, by round, what each stored round of a
// Swiss was paired by and was corrected since (AsPaired's Corrected): a
// TRF report holds the figures as they are now, so that a check of it
// judges those rounds by them, which the export says; round 1 too, paired
// on the ratings and names of the initial ranking. Empty for a system
// whose pairings do not follow the scores (a round robin's table).
func (s *Store) CorrectedSincePaired(ev *tournament.Event) (map[int][]engine.Message, error) {
	return readResult(s, func(q queryer) (map[int][]engine.Message, error) {
		out := map[int][]engine.Message{}
		if !ev.Settings.System.PairedByScores() {
			return out, nil
		}
		for r := 1; r <= ev.PairedRounds(); r++ {
			then, err := asPaired(q, ev, r)
			if err != nil {
				return nil, err
			}
			if len(then.Corrected) > 0 {
				out[r] = then.Corrected
			}
		}
		return out, nil
	})
}

// asPaired is AsPaired read through q.
func asPaired(q queryer, ev *tournament.Event, r int) (AsPaired, error) {
	opts, err := loadSwissOptions(q)
	if err != nil {
		return AsPaired{}, err
	}
	since, known, err := sincePaired(q, r)
	if err != nil {
		return AsPaired{}, err
	}
	if !known {
		return AsPaired{Event: ev, Options: opts, Since: &engine.Message{Key: "swisscli.check.since.unknown", Args: map[string]any{"round": r}}}, nil
	}
	b := before{results: map[[2]int]*imaged{}, matches: map[[2]int]*imaged{}, players: map[int64]*imaged{}, options: map[string]*imaged{}, round: r}
	for _, e := range since {
		if inForce(e) {
			b.take(e, r)
		}
	}
	copied := *ev
	copied.Rounds = slices.Clone(ev.Rounds)
	copied.Players = slices.Clone(ev.Players)
	copied.Matches = slices.Clone(ev.Matches)
	// The options' pairs are named as the players and teams are named now.
	then, optsSaid := b.rewindSwissOptions(ev, opts)
	out := AsPaired{Event: ev, Options: opts, Corrected: slices.Concat(optsSaid, b.rewindTeamOptions(&copied),
		b.rewindResults(&copied), b.rewindForfeits(&copied), b.rewindPlayers(&copied))}
	if len(out.Corrected) > 0 {
		out.Event, out.Options = &copied, then
		out.Since = &engine.Message{Key: "swisscli.check.since", Args: map[string]any{"round": r, "count": len(out.Corrected)}}
	}
	return out, nil
}

// schemaForbiddenFromFromLog gives the pairs kept apart (the Swiss
// options' players, a team Swiss's teams) of a file upgraded past
// schemaForbiddenFrom the round each is kept apart from, where its log
// tells it: the one after the last round whose pairing, as AsPaired
// rewinds it, left them free to meet. An older build kept no round and
// wrote it so from the log into a report's 260; the upgrade's own entry
// ends the log's rewinding, so the round is read once, here, and the
// file keeps it from then on.
func schemaForbiddenFromFromLog(tx *sql.Tx) error {
	ev, err := loadEvent(tx)
	if err != nil {
		return err
	}
	opts, err := loadSwissOptions(tx)
	if err != nil {
		return err
	}
	team := ev.Settings.System == tournament.TeamSwiss
	// One kind of pair only: a player's id and a team's may be alike.
	kept := func(o tournament.SwissOptions, ev *tournament.Event) [][2]int64 {
		if team {
			return ev.TeamOptions.Forbidden
		}
		return o.Forbidden
	}
	open := slices.Clone(kept(opts, ev))
	var from []tournament.PairFrom
	for r := ev.PairedRounds(); r >= 1 && len(open) > 0; r-- {
		then, err := asPaired(tx, ev, r)
		if err != nil {
			// A log this build cannot read (edited by hand) tells no
			// more: its pairs are kept apart from round 1, and the file
			// opens, as it did.
			break
		}
		was := kept(then.Options, then.Event)
		open = slices.DeleteFunc(open, func(p [2]int64) bool {
			if slices.Contains(was, p) {
				return false
			}
			from = append(from, tournament.PairFrom{Pair: p, Round: r + 1})
			return true
		})
	}
	switch {
	case len(from) == 0:
		return nil
	case team:
		o := ev.TeamOptions
		o.ForbiddenFrom = from
		return writeMetaJSON(tx, teamOptionsKey, o)
	}
	opts.ForbiddenFrom = from
	return writeMetaJSON(tx, swissOptionsKey, opts)
}

// imaged is a row as it was before the first action since the pairing
// changed it, and the last action that did.
type imaged struct {
	row  Row
	last AuditEntry
}

// before gathers the first before-images, since a round was paired, of
// the earlier rounds' boards and matches and of the players, in the order
// first met, and of the options kept in the meta rows (their key's).
type before struct {
	results   map[[2]int]*imaged
	boards    [][2]int
	matches   map[[2]int]*imaged
	matchKeys [][2]int
	players   map[int64]*imaged
	ids       []int64
	options   map[string]*imaged
	round     int // the round whose pairing is rewound to
}

// take gathers the images of entry e, an action in force since round r
// was paired; round r's boards and later rounds' are the round's own.
func (b *before) take(e AuditEntry, r int) {
	for _, c := range e.Changes {
		if key, _ := c.Key["key"].(string); c.Table == "meta" && (key == swissOptionsKey || key == teamOptionsKey) {
			var row Row // an options row the action made: none then
			if len(c.Before) > 0 {
				row = c.Before[0]
			}
			firstImage(b.options, nil, key, row, e)
		}
		for _, row := range c.Before {
			switch c.Table {
			case "pairings":
				if k := [2]int{intOf(row["round"]), intOf(row["board"])}; k[0] < r {
					firstImage(b.results, &b.boards, k, row, e)
				}
			case "matches":
				if k := [2]int{intOf(row["round"]), intOf(row["number"])}; k[0] < r {
					firstImage(b.matches, &b.matchKeys, k, row, e)
				}
			case "players":
				// A Swiss's numbers fixed (Tx.fixNumbers) change nothing a
				// round read: the row's corrections keep their own action.
				if id := int64(intOf(row["id"])); !numbersFixedOnly(c) || b.players[id] == nil {
					firstImage(b.players, &b.ids, id, row, e)
				}
			}
		}
	}
}

// numbersFixedOnly reports whether c gave a player the seat of the number
// he had and changed nothing else of him (Tx.fixNumbers).
func numbersFixedOnly(c Change) bool {
	if c.Table != "players" || len(c.Before) != 1 || len(c.After) != 1 || intOf(c.Before[0]["seat"]) != 0 {
		return false
	}
	for k, v := range c.Before[0] {
		if k != "seat" && !reflect.DeepEqual(v, c.After[0][k]) {
			return false
		}
	}
	return true
}

// firstImage records row as k's image in images where it is the first
// met (its key appended to order, where there is one), e as the last
// action that changed it.
func firstImage[K comparable](images map[K]*imaged, order *[]K, k K, row Row, e AuditEntry) {
	if images[k] == nil {
		images[k] = &imaged{row: row}
		if order != nil {
			*order = append(*order, k)
		}
	}
	images[k].last = e
}

// rewindResults gives ev's earlier boards the results they had when the
// round was paired, and says each result changed since.
func (b *before) rewindResults(ev *tournament.Event) []engine.Message {
	var out []engine.Message
	for _, k := range b.boards {
		if k[0] < 1 || k[0] > len(ev.Rounds) {
			continue
		}
		rd := &ev.Rounds[k[0]-1]
		i := slices.IndexFunc(rd.Pairings, func(p tournament.Pairing) bool { return p.Board == k[1] })
		text, _ := b.results[k].row["result"].(string)
		then, err := tournament.ParseResult(text)
		if i < 0 || err != nil || rd.Pairings[i].Result == then {
			continue
		}
		now := rd.Pairings[i].Result
		rd.Pairings = slices.Clone(rd.Pairings)
		rd.Pairings[i].Result = then
		what, where := "result", []any{"round", k[0], "board", k[1]}
		if m, board, ok := teamgames.MatchBoardOf(ev, k[0], k[1]); ok {
			// A team game by its match and its board there, as every
			// other door names it.
			what, where = "result.match", []any{"round", k[0], "match", m, "board", board}
		}
		out = append(out, corrected(b.results[k].last, what, append(where, "was", resultArg(then.String()), "result", resultArg(now.String()))...))
	}
	return out
}

// rewindForfeits gives ev's earlier team matches the forfeits they had
// when the round was paired (their games' results are rewindResults'),
// and says each changed since.
func (b *before) rewindForfeits(ev *tournament.Event) []engine.Message {
	var out []engine.Message
	for _, k := range b.matchKeys {
		i := slices.IndexFunc(ev.Matches, func(m tournament.TeamMatch) bool { return m.Round == k[0] && m.Number == k[1] })
		text, _ := b.matches[k].row["forfeit"].(string)
		then, err := tournament.ParseResult(text)
		if i < 0 || err != nil || ev.Matches[i].Forfeit == then {
			continue
		}
		out = append(out, corrected(b.matches[k].last, "forfeit", "round", k[0], "match", k[1], "was", resultArg(then.String()), "result", resultArg(ev.Matches[i].Forfeit.String())))
		ev.Matches[i].Forfeit = then
	}
	return out
}

// rewindPlayers gives ev's players what their pairing numbers were
// drawn from when the round was paired (C.04.2: rating, title, name; or
// the starting numbers) and whether they were withdrawn, and says each
// changed since.
func (b *before) rewindPlayers(ev *tournament.Event) []engine.Message {
	var out []engine.Message
	for _, id := range b.ids {
		i := slices.IndexFunc(ev.Players, func(p tournament.Player) bool { return p.ID == id })
		if i < 0 {
			continue // added since: the round was paired without him
		}
		p, row, last := &ev.Players[i], b.players[id].row, b.players[id].last
		if then := intOf(row["rating"]); then != p.Rating {
			out = append(out, corrected(last, "rating", "name", p.Name, "was", then, "rating", p.Rating))
			p.Rating = then
		}
		if then, _ := row["title"].(string); then != p.Title {
			out = append(out, corrected(last, "title", "name", p.Name, "was", cmp.Or(then, "–"), "title", cmp.Or(p.Title, "–")))
			p.Title = then
		}
		if then := intOf(row["seat"]); then != p.Seat {
			// A Swiss's numbers fixed since (a seat written where
			// there was none, pairing.NumbersFixed) are the numbers
			// the ratings gave: no correction to say.
			if then != 0 {
				out = append(out, corrected(last, "seat", "name", p.Name, "was", then, "seat", p.Seat))
			}
			p.Seat = then
		}
		if then := intOf(row["withdrawn_after"]); then != p.WithdrawnAfter {
			// Said only where it changes whether he was in the round:
			// one withdrawn after it, or after a later round, played it
			// either way.
			if (tournament.Player{WithdrawnAfter: then}).GoneBefore(b.round) != p.GoneBefore(b.round) {
				out = append(out, corrected(last, withdrawalKey(then, p.WithdrawnAfter), "name", p.Name, "was", then, "round", p.WithdrawnAfter))
			}
			p.WithdrawnAfter = then
		}
		then := *p
		then.Name, _ = row["name"].(string)
		then.FamilyName, _ = row["family_name"].(string)
		then.GivenNames, _ = row["given_names"].(string)
		then.SetNames(then.Names())
		if then.Name != p.Name || then.FamilyName != p.FamilyName || then.GivenNames != p.GivenNames {
			out = append(out, corrected(last, "name", "name", p.Name, "was", then.Name))
			p.Name, p.FamilyName, p.GivenNames = then.Name, then.FamilyName, then.GivenNames
		}
	}
	return out
}

// optionsThen reads into v the options of meta row key as they were when
// the round was paired, and returns the last action that changed them
// since: nil where none did, v left as it is. An image without the row
// leaves v as it is too (no options then); one that cannot be read is
// said by err.
func (b *before) optionsThen(key string, v any) (*AuditEntry, error) {
	img := b.options[key]
	if img == nil {
		return nil, nil
	}
	if img.row == nil {
		return &img.last, nil
	}
	text, _ := img.row["value"].(string)
	return &img.last, json.Unmarshal([]byte(text), v)
}

// rewindSwissOptions gives the Swiss options the round was paired by,
// now being today's, and says each changed since: the pairs forbidden or
// allowed (named by ev's players), Baku acceleration, the initial colour
// and an imported report's own. Options the log does not keep readably
// are today's, and it says so.
func (b *before) rewindSwissOptions(ev *tournament.Event, now tournament.SwissOptions) (tournament.SwissOptions, []engine.Message) {
	var then tournament.SwissOptions
	last, err := b.optionsThen(swissOptionsKey, &then)
	switch {
	case last == nil:
		return now, nil
	case err != nil:
		return now, []engine.Message{corrected(*last, "options.unknown")}
	}
	out := forbiddenSince(*last, then.Forbidden, now.Forbidden, ev.PlayerName)
	out = append(out, optionSince(*last, "swisscli.baku", yesNo(then.Baku), yesNo(now.Baku))...)
	out = append(out, optionSince(*last, "swisscli.initial", colourWord(then.InitialBlack), colourWord(now.InitialBlack))...)
	if !sameList(then.Accelerations, now.Accelerations) || !sameList(b.upToRound(then.Uncoloured), b.upToRound(now.Uncoloured)) {
		out = append(out, corrected(*last, "imported"))
	}
	return then, out
}

// upToRound is the games without colours of the rounds up to the one
// rewound to, those its check reads: a later round's went as it was taken
// back (takenBackFrom), which changed nothing the round was paired by.
func (b *before) upToRound(games []tournament.UncolouredGame) []tournament.UncolouredGame {
	return slices.DeleteFunc(slices.Clone(games), func(u tournament.UncolouredGame) bool { return u.Round > b.round })
}

// rewindTeamOptions gives ev the team options its round was paired by
// and says each a check reads that changed since: the teams kept apart,
// the match points, the bye's score, the line-up order and those fixed
// once a round is paired. The fewest games for a board prize, which no
// pairing reads, stays. Options the log does not keep readably are
// today's, and it says so.
func (b *before) rewindTeamOptions(ev *tournament.Event) []engine.Message {
	var then tournament.TeamOptions
	last, err := b.optionsThen(teamOptionsKey, &then)
	switch {
	case last == nil:
		return nil
	case err != nil:
		return []engine.Message{corrected(*last, "options.unknown")}
	}
	now := ev.TeamOptions
	then.BoardPrizeMinGames = now.BoardPrizeMinGames
	points := func(o tournament.TeamOptions) string {
		return fmt.Sprintf("%d/%d/%d", o.MatchWin, o.MatchDraw, o.MatchLoss)
	}
	bye := func(o tournament.TeamOptions) engine.Message {
		return engine.Message{Key: "teams.cli.bye." + o.ByeScoring()}
	}
	order := func(o tournament.TeamOptions) engine.Message {
		return engine.Message{Key: "teamrules.cli.lineup-order." + o.LineupOrder()}
	}
	primary := func(o tournament.TeamOptions) engine.Message {
		return engine.Message{Key: "teams.cli.primary." + o.Primary()}
	}
	preferences := func(o tournament.TeamOptions) engine.Message {
		return engine.Message{Key: "teams.cli.preferences." + o.ColourPreferences()}
	}
	out := slices.Concat(forbiddenSince(*last, then.Forbidden, now.Forbidden, ev.TeamName),
		optionSince(*last, "teams.cli.matchpoints", points(then), points(now)),
		optionSince(*last, "teams.cli.bye", bye(then), bye(now)),
		optionSince(*last, "teamrules.cli.lineup-order", order(then), order(now)),
		optionSince(*last, "teams.cli.boards", then.Boards, now.Boards),
		optionSince(*last, "teams.cli.primary", primary(then), primary(now)),
		optionSince(*last, "teams.cli.initial", colourWord(then.InitialBlack), colourWord(now.InitialBlack)),
		optionSince(*last, "teams.cli.preferences", preferences(then), preferences(now)))
	ev.TeamOptions = then
	return out
}

// forbiddenSince says each pair kept apart now and not when paired, and
// each kept apart then and no longer, name naming its two.
func forbiddenSince(e AuditEntry, then, now [][2]int64, name func(int64) string) []engine.Message {
	var out []engine.Message
	for _, p := range now {
		if !slices.Contains(then, p) {
			out = append(out, corrected(e, "forbidden", "a", name(p[0]), "b", name(p[1])))
		}
	}
	for _, p := range then {
		if !slices.Contains(now, p) {
			out = append(out, corrected(e, "allowed", "a", name(p[0]), "b", name(p[1])))
		}
	}
	return out
}

// optionSince says option (its label's key) was then when paired and is
// now, where they differ.
func optionSince(e AuditEntry, option string, then, now any) []engine.Message {
	if reflect.DeepEqual(then, now) {
		return nil
	}
	return []engine.Message{corrected(e, "option", "option", engine.Message{Key: option}, "was", then, "now", now)}
}

// yesNo is a yes or no option's word.
func yesNo(on bool) engine.Message {
	return engine.Message{Key: map[bool]string{false: "swisscli.no", true: "swisscli.yes"}[on]}
}

// colourWord is an initial colour's word: Black where black, White otherwise.
func colourWord(black bool) engine.Message {
	return engine.Message{Key: map[bool]string{false: "swisscli.white", true: "swisscli.black"}[black]}
}

// sameList reports whether two of an option's lists hold the same, an
// empty one and none alike.
func sameList[T any](a, b []T) bool { return len(a) == 0 && len(b) == 0 || reflect.DeepEqual(a, b) }

// withdrawalKey is the word of a withdrawal changed since the pairing:
// made (after round now), taken back, or moved to another round.
func withdrawalKey(then, now int) string {
	switch {
	case then == 0:
		return "withdrawn"
	case now == 0:
		return "withdrawn.back"
	}
	return "withdrawn.moved"
}

// corrected says a figure the pairing read and was changed since, last
// by action e: swisscli.check.since.WHAT with args, and the action.
func corrected(e AuditEntry, what string, args ...any) engine.Message {
	return engine.Message{Key: "swisscli.check.since." + what, Args: engine.Args(append(args, "entry", e.ID, "at", when(e))...)}
}

// sincePaired reads the audit log back from its newest entry to the
// action in force that paired round r, and returns the entries
// after that one, oldest first (only those images are read: a large
// event's are megabytes), and whether the log tells how the event stood
// then: no restore or schema upgrade came after it (their entries hold no
// images to rewind by). A round the making of the file brought (an import
// into a new file) stands as it was made.
func sincePaired(q queryer, r int) (since []AuditEntry, known bool, err error) {
	rows, err := q.Query(auditSelect + ` ORDER BY id DESC`)
	if err != nil {
		return nil, false, err
	}
	defer rows.Close()
	for rows.Next() {
		e, err := scanAudit(rows)
		if err != nil {
			return nil, false, err
		}
		if e.Changes == nil {
			made := len(e.Steps) > 0 && e.Steps[0].Action != "restore" && e.Steps[0].Action != "migrate"
			slices.Reverse(since)
			return since, made, nil
		}
		if inForce(e) && pairsRound(e, r) {
			slices.Reverse(since)
			return since, true, nil
		}
		since = append(since, e)
	}
	return nil, false, rows.Err()
}

// pairsRound reports whether entry e paired round r: it made the round's
// row, which an edit of the round's boards (a swap of colours, the pairing
// editor) keeps, so that an edit is judged by what the pairing read too.
func pairsRound(e AuditEntry, r int) bool {
	for _, c := range e.Changes {
		if c.Table == "rounds" && intOf(c.Key["number"]) == r && len(c.Before) == 0 {
			return true
		}
	}
	return false
}

// inForce reports whether entry e's changes stand in the file: neither an
// undo or a redo (whose images only move another entry's back and forth)
// nor undone.
func inForce(e AuditEntry) bool { return e.Undoes == 0 && e.UndoneBy == 0 }

// intOf is an image's or key's integer (fixNumbers' int64), 0 for any
// other value.
func intOf(v any) int {
	n, _ := v.(int64)
	return int(n)
}

// when is the local time of an entry as the log lists it.
func when(e AuditEntry) engine.Moment {
	return engine.Moment(e.At.Local().Format("2006-01-02 15:04"))
}
