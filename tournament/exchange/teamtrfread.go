package exchange

import (
	"cmp"
	"fmt"
	"maps"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/schedule"
	"arbiter/tournament/teamgames"
	"arbiter/tournament/tiebreak"
	"arbiter/tournament/trf"
)

// Reading a team event's TRF report from its model (trf.TeamReport): the
// teams of the TRF-2026 310 records (or, without them, TRF-16's 013), the
// players' 001 records, the boards (352), the match points (362), a
// bye's score (320), forfeited matches (330) and line-ups out of board
// order (300). Each round's matches are found from the players' games
// (a match one team left every board of empty, from its 300 records):
// the team with White on board 1 is the match's White; a team's players
// sit on the boards in its board order unless a 300 record places them.
// Whatever is not kept is a note.

// TeamReport is an imported team report: the event and what the import
// did not keep or read as written.
type TeamReport struct {
	Event *tournament.Event
	Notes []engine.Message
	// TieBreaksStated: the report states the event's tie-breaks (202
	// or 212); where not, the event has its system's own.
	TieBreaksStated bool
}

// teamRead is what a team report's reading carries from record to
// record: the team records, each player's team, the board orders (300) by
// round and team number, the forfeited matches (330) by round and teams,
// and the byes by round and team number.
type teamRead struct {
	t        *trf.Tournament
	pr       *trf.Problem
	records  []trf.Team
	team     map[int]int // TRF player number → team index
	byNumber map[int]*trf.Player
	ooo      map[[2]int][]int
	// named is, by round and team number, the opponent a 300 record
	// names and the record's place among them: a match whose boards one
	// team left all empty has no game to name it, and its White team's
	// record comes first (lineupRecords).
	named    map[[2]int][2]int
	forfeits map[[3]int]tournament.Result
	byes     map[[2]int]tournament.ByeKind
	// byGames: the report's TRF-16 team lists (013) are in no board
	// order its games fit (listsFitGames), so each match's boards are
	// taken from its games (lineupsFromGames); fromGames counts them.
	byGames   bool
	fromGames int
	// reversed counts, by round, the boards whose game the players'
	// records give the colours the other way round from the event's
	// boards (TeamOptions.WhiteTeamOnBoard): kept as the boards have them.
	reversed map[int]int
}

// readTeamLines reads the records of a team report beside the teams' own:
// the boards (352) and match points (362), each round's board order
// (300), the forfeited matches (330), the bye's points and teams (320) and
// Arbiter's spelling of team names (XXM) and its teams' withdrawals (XXD); it notes in rep what it does not
// read as written.
func (rd *teamRead) readTeamLines(tr *trf.TeamReport, ev *tournament.Event, o *teamOptionsRead, rep *TeamReport) error {
	if c := tr.BoardColours; c != "" {
		o.Boards = len(c)
		switch {
		case c == (tournament.TeamOptions{Boards: o.Boards}).BoardPattern():
			// The boards alternate, as an event's do unless its options say otherwise.
		case o.FitsBoardColours(c):
			o.BoardColours = c
		default:
			rep.Notes = append(rep.Notes, note("teams.trf.pattern", "value", c))
		}
	}
	readMatchPoints(tr.MatchPoints, o)
	rd.ooo, rd.named = map[[2]int][]int{}, map[[2]int][2]int{}
	for k, l := range tr.Lineups {
		rd.ooo[[2]int{l.Round, l.Team}] = l.Players
		rd.named[[2]int{l.Round, l.Team}] = [2]int{l.Opponent, k}
	}
	rd.forfeits = map[[3]int]tournament.Result{}
	for _, f := range tr.Forfeits {
		rd.forfeits[[3]int{f.Round, f.White, f.Black}] = map[string]tournament.Result{"+-": tournament.WhiteForfeitWin, "-+": tournament.BlackForfeitWin, "--": tournament.DoubleForfeit}[f.Kind]
	}
	for _, sp := range tr.NameSpellings {
		i := indexOfTeam(rd.records, sp.ID)
		if i < 0 {
			return engine.NewMessage("event.err.trf.name", "value", fmt.Sprintf("%s %d %q", trfTeamNameTag, sp.ID, sp.Name))
		}
		// The record's name is the spelling's in ASCII, or its start cut
		// to the record's columns.
		if spelt, read := input.ASCIIName(sp.Name), input.ASCIIName(ev.Teams[i].Name); spelt == read ||
			read != "" && strings.HasPrefix(spelt, read) && trf.FitTeamName(spelt) != spelt {
			ev.Teams[i].Name = sp.Name
		}
	}
	for _, w := range tr.Withdrawals {
		i := indexOfTeam(rd.records, w.ID)
		if i < 0 || w.After < 1 {
			return engine.NewMessage("teams.err.trf.withdrawal", "value", fmt.Sprintf("%s %d %d", trfTeamWithdrawalTag, w.ID, w.After))
		}
		ev.Teams[i].WithdrawnAfter = w.After
	}
	if b := tr.Bye; b != nil {
		if b.HasPoints {
			o.pab = &[2]float64{b.MatchPoints, b.GamePoints}
		}
		for r, no := range b.Teams {
			if no > 0 {
				o.pabTeams[[2]int{r + 1, no}] = true
			}
		}
	}
	return nil
}

// readTeamTRF reads a team event's TRF report.
func readTeamTRF(t *trf.Tournament) (*TeamReport, error) {
	tr, err := t.Teams()
	if err != nil {
		return nil, err
	}
	records := tr.Teams
	if len(records) == 1 {
		// Named with its record's line, the 310 of TRF-2026 or the 013
		// of TRF-16, as the team reader found it (the parser leaves team
		// records untagged, so t.Line knows none of them).
		return nil, engine.NewMessage("teams.err.trf.oneteam", "team", records[0].Name, "line", records[0].Line)
	}
	if len(records) < 2 {
		return nil, engine.NewMessage("teams.err.pair.few")
	}
	won := emptyBoardWins(t, tr)
	rd := &teamRead{t: t, pr: t.Problem(), records: records}
	rep, err := readTeamPlayers(t, rd.pr)
	if err != nil {
		return nil, err
	}
	rep.Notes = append(rep.Notes, won...)
	ev := rep.Event
	typ := strings.ToUpper(t.TypeCode + " " + t.Type)
	gpFirst, secondary := teamScoreCode(t.TypeCode)
	gpFirst = gpFirst || standingsGamePointsFirst(t)
	rep.readTeamSettings(t, typ, gpFirst)
	if err := rd.readTeams(ev, tr.Lineups, rep); err != nil {
		return nil, err
	}
	o := teamOptionsRead{TeamOptions: ev.Settings.System.DefaultTeamOptions(0), pabTeams: map[[2]int]bool{}}
	if err := rd.readTeamLines(tr, ev, &o, rep); err != nil {
		return nil, err
	}
	rep.readTeamOptions(&o, records, rd.boardsPlayed())
	ev.TeamOptions.InitialBlack = ev.Settings.System == tournament.TeamSwiss && t.InitialColour == 'B'
	if ev.Settings.System == tournament.TeamSwiss {
		kind := teamColourCode(t.TypeCode, typ)
		ev.TeamOptions = ev.TeamOptions.WithColourPreferences(kind)
		switch {
		case kind == "none" && !tr.NoColourPreferences:
			rep.Notes = append(rep.Notes, note("teams.trf.no-colours", "line", t.Line("192"), "value", t.TypeCode))
		case kind != "none" && tr.NoColourPreferences:
			// 192 (or 092) names a type: the record saying none is not kept.
			rep.Notes = append(rep.Notes, note("event.trf.notkept", "record", "XXK none"))
		}
	}
	ev.TeamOptions.GamePointsFirst = gpFirst
	if !secondary {
		rep.Notes = append(rep.Notes, note("teams.trf.no-secondary", "line", t.Line("192"), "value", t.TypeCode))
	}
	if read := strings.ToUpper(strings.TrimSpace(t.TypeCode)); read != "" {
		if written := teamTypeCode(ev.Settings.System, ev.TeamOptions); read != written {
			rep.Notes = append(rep.Notes, note("teams.trf.code-written", "line", t.Line("192"), "value", t.TypeCode, "written", written))
		}
	}
	rep.Notes = append(rep.Notes, readTeamForbidden(ev, t, records)...)
	if rd.byes, err = readTeamByes(ev, t, records); err != nil {
		return nil, err
	}
	for key := range o.pabTeams {
		rd.byes[key] = tournament.NoBye
	}
	rep.Notes = append(rep.Notes, accelerationNotes(t, typ)...)
	rd.byGames = t.Line("310") == 0 && !rd.listsFitGames(ev.TeamOptions)
	rd.reversed = map[int]int{}
	if err := rd.readTeamRounds(rep); err != nil {
		return nil, err
	}
	rep.Notes = append(rep.Notes, rd.reversedNotes(ev.TeamOptions.BoardPattern())...)
	schedule.DropEventDay(ev)
	if rd.fromGames > 0 {
		rep.Notes = append(rep.Notes, note("teams.trf.lineups.games", "n", rd.fromGames))
	}
	rd.readTeamRequests(ev)
	// A line-up out of its team's board order (300) is another program's
	// event rule: the event keeps it, as it keeps the line-ups taken
	// from the games.
	if n := lineupsOutOfOrder(ev); n > 0 {
		ev.TeamOptions.FreeLineupOrder = true
		key := "teamrules.trf.lineup.free"
		if rd.fromGames > 0 {
			key = "teamrules.trf.lineup.free.games"
		}
		rep.Notes = append(rep.Notes, note(key, "n", n))
	}
	rep.checkTeamPoints(records)
	rep.checkTeamStrength(records)
	rep.Notes = append(rep.Notes, teamRecordsNotKept(tr)...)
	if err := ev.TeamOptions.Validate(); err != nil {
		return nil, err
	}
	return rep, nil
}

// reversedNotes names the rounds whose boards were played against the
// report's 352 pattern (each game kept on its board, its colours the
// pattern's) and counts their boards; none where every round follows it.
func (rd *teamRead) reversedNotes(pattern string) []engine.Message {
	if len(rd.reversed) == 0 {
		return nil
	}
	var rounds []string
	boards := 0
	for _, r := range slices.Sorted(maps.Keys(rd.reversed)) {
		rounds = append(rounds, strconv.Itoa(r))
		boards += rd.reversed[r]
	}
	return []engine.Message{note("teams.trf.colours.reversed", "n", len(rounds), "rounds", strings.Join(rounds, ", "),
		"boards", boards, "value", pattern)}
}

// readTeamPlayers reads the players as an individual report reads them
// (names, federations, ratings, with the notes on what was not read as
// written) and Arbiter's own records, the names and texts as spelt; their
// games are the teams'.
func readTeamPlayers(t *trf.Tournament, pr *trf.Problem) (*TeamReport, error) {
	players, notes, err := fromTRF(t, pr)
	if err != nil {
		return nil, err
	}
	ext := &TRFReport{Event: players}
	if err := ext.readExtensions(t); err != nil {
		return nil, err
	}
	for _, o := range t.LeftOut {
		ext.notKept(leftOutRecord(o.ID, o.Rounds)) // a team's player is left out by his line-up
	}
	rep := &TeamReport{Event: &tournament.Event{Settings: players.Settings, Players: players.Players}}
	for _, n := range append(notes, ext.Notes...) {
		if n.Kind != blankByesNote {
			rep.Notes = append(rep.Notes, n)
		}
	}
	return rep, nil
}

// readTeamSettings reads the system, rounds and tie-breaks of a report
// whose event type (192 and 092) is typ.
func (rep *TeamReport) readTeamSettings(t *trf.Tournament, typ string, gpFirst bool) {
	s := &rep.Event.Settings
	sys := tournament.TeamSwiss
	if strings.Contains(typ, "ROBIN") || strings.Contains(typ, "BERGER") {
		sys = tournament.TeamRoundRobin
	}
	// A new event's tie-breaks and withdrawal rule of the system.
	s.SetSystem(sys)
	s.TieBreaks = sys.DefaultTieBreaks()
	s.Rounds = max(t.Rounds, t.PairedRounds())
	codes := append(append([]string{}, t.TieBreaks...), t.StandingsTieBreaks...)
	if rep.TieBreaksStated = len(codes) > 0; !rep.TieBreaksStated {
		return
	}
	s.TieBreaks = nil
	// A list that names the primary score PTS names it as a tie-break by
	// its own code (MPTS with match points first), as the export writes
	// tie-breaks that begin with it; alone, that code is the primary score.
	pts := slices.ContainsFunc(codes, func(c string) bool { return strings.ToUpper(strings.TrimSpace(c)) == "PTS" })
	for _, code := range codes {
		id, ok := TeamTieBreakFromCode(code, gpFirst)
		if ok && id == "" && pts && strings.ToUpper(strings.TrimSpace(code)) != "PTS" {
			id = "mp"
			if gpFirst {
				id = "gp"
			}
		}
		switch {
		case ok && id != "" && tiebreak.ValidateTeam(append(slices.Clone(s.TieBreaks), id), gpFirst) == nil:
			// A tie-break read already is not read twice: 212 repeats
			// 202's, and "BH" is "BH:GP" with game points first.
			s.TieBreaks = append(s.TieBreaks, id)
		case !ok:
			rep.Notes = append(rep.Notes, note("teams.trf.tiebreak", "code", code))
		}
	}
}

// readTeams makes the event's teams of the team records: a player in one
// team at most, and every team's player a player of the report.
func (rd *teamRead) readTeams(ev *tournament.Event, lineups []trf.TeamLineup, rep *TeamReport) error {
	rd.team = map[int]int{}
	for i, tr := range rd.records {
		ev.Teams = append(ev.Teams, tournament.Team{ID: int64(i + 1), Seat: tr.No, Name: tr.Name, ShortName: tr.Short, Players: []int64{}})
		for _, n := range tr.Players {
			if _, dup := rd.team[n]; dup || !slices.ContainsFunc(ev.Players, func(p tournament.Player) bool { return p.ID == int64(n) }) {
				return engine.NewMessage("teams.err.trf.member", "number", n, "team", tr.Name, "line", tr.Line)
			}
			rd.team[n] = i
			ev.Teams[i].Players = append(ev.Teams[i].Players, int64(n))
		}
	}
	rd.byNumber = map[int]*trf.Player{}
	for _, tp := range rd.t.Players {
		rd.byNumber[tp.ID] = tp
	}
	for _, p := range ev.Players {
		if _, ok := rd.team[int(p.ID)]; !ok {
			rep.Notes = append(rep.Notes, rd.reserveOrOutside(ev, lineups, int(p.ID), p.Name))
		}
	}
	return nil
}

// reserveOrOutside reads a player of no team record (Sharly-Chess lists
// a reserve who came in later in no 310): the first line-up (300) that
// places him makes him its team's player, last in its board order, as a
// late reserve joins; in none, he is a player of no team.
func (rd *teamRead) reserveOrOutside(ev *tournament.Event, lineups []trf.TeamLineup, n int, name string) engine.Message {
	for _, l := range lineups {
		if i := indexOfTeam(rd.records, l.Team); i >= 0 && slices.Contains(l.Players, n) {
			rd.team[n] = i
			rd.records[i].Players = append(rd.records[i].Players, n)
			ev.Teams[i].Players = append(ev.Teams[i].Players, int64(n))
			return note("teams.trf.noteam.lineup", "number", n, "name", name, "team", rd.records[i].Name, "round", l.Round)
		}
	}
	return rd.outsideTeams(lineups, n, name)
}

// outsideTeams keeps a player of no team record and no line-up as a
// player of no team, and leaves out his games: a team event's game is a
// match's board, and his is on none. His opponent's cell is emptied too,
// and the opponent's seat in a line-up (300) of that round, so his team is
// neither read as meeting no team nor as winning a board left empty; the
// note names the rounds left out.
func (rd *teamRead) outsideTeams(lineups []trf.TeamLineup, n int, name string) engine.Message {
	var rounds []string
	for k, g := range rd.byNumber[n].Games {
		if g.Opponent == 0 && g.Result == ' ' {
			continue
		}
		rounds = append(rounds, strconv.Itoa(k+1))
		if o, ok := rd.byNumber[g.Opponent]; ok && len(o.Games) > k && o.Games[k].Opponent == n {
			o.Games[k] = trf.Game{Colour: ' ', Result: ' '}
			for _, l := range lineups {
				if l.Round == k+1 {
					if at := slices.Index(l.Players, g.Opponent); at >= 0 {
						l.Players[at] = 0
					}
				}
			}
		}
	}
	if len(rounds) == 0 {
		return note("teams.trf.noteam", "number", n, "name", name)
	}
	return note("teams.trf.noteam.games", "number", n, "name", name, "n", len(rounds), "rounds", strings.Join(rounds, ", "))
}

// readTeamOptions settles the boards, when no 352 states them, and says
// so: the most boards a match was played on (played), else, no game
// played, the longest team; and the bye's outcomes.
func (rep *TeamReport) readTeamOptions(o *teamOptionsRead, records []trf.Team, played int) {
	if o.Boards == 0 {
		o.Boards = played
		key := "teams.trf.boards"
		if played == 0 {
			for _, tr := range records {
				o.Boards = max(o.Boards, min(len(tr.Players), tournament.MaxBoards))
			}
			key = "teams.trf.boards.lists"
		}
		rep.Notes = append(rep.Notes, note(key, "boards", o.Boards))
	}
	if o.pab != nil {
		if !o.setBye(o.pab[0], o.pab[1]) {
			rep.Notes = append(rep.Notes, note("teams.trf.pab", "mp", o.pab[0], "gp", o.pab[1]))
		}
		o.pab = nil
	}
	rep.Event.TeamOptions = o.TeamOptions
}

// readTeamRounds reads the matches of every round paired, and notes the
// teams that sat rounds out with nothing.
func (rd *teamRead) readTeamRounds(rep *TeamReport) error {
	ev := rep.Event
	paired := rd.t.PairedRounds()
	absentIn := map[int][]string{} // team index → the rounds it sat out with nothing
	blankIn := map[int][]int{}     // … with blank cells
	for r := 1; r <= paired; r++ {
		ms, games, absent, err := rd.readTeamRound(ev, r)
		if err != nil {
			return err
		}
		ev.Rounds = append(ev.Rounds, tournament.Round{Number: r, Date: rd.t.DateOfRound(r), Pairings: games})
		// A game cell without a result (Sharly-Chess's "   1 b" mid-event)
		// is a game of the round in play, its result still to come.
		if n := len(slices.DeleteFunc(slices.Clone(games), func(g tournament.Pairing) bool { return !g.Unfinished() })); n > 0 {
			rep.Notes = append(rep.Notes, note("teams.trf.inplay", "round", r, "n", n))
		}
		for _, i := range absent {
			if rd.blank(i, r) {
				blankIn[i] = append(blankIn[i], r)
			} else {
				absentIn[i] = append(absentIn[i], strconv.Itoa(r))
			}
		}
		ev.Matches = append(ev.Matches, ms...)
	}
	for i, tr := range rd.records {
		if rounds := absentIn[i]; len(rounds) > 0 {
			rep.Notes = append(rep.Notes, note("teams.trf.absent", "team", tr.Name, "n", len(rounds), "rounds", strings.Join(rounds, ", ")))
		}
		if rounds := blankIn[i]; len(rounds) > 0 {
			rep.Notes = append(rep.Notes, rd.withdrawnWhereBlank(ev, i, rounds, paired)...)
		}
	}
	return nil
}

// blank reports whether team i has no entry on any player's line in
// round r.
func (rd *teamRead) blank(i, r int) bool {
	return !slices.ContainsFunc(rd.records[i].Players, func(n int) bool { return rd.pr.Entry(n, r) })
}

// readTeamRequests keeps the byes asked for rounds not paired yet as
// requests.
func (rd *teamRead) readTeamRequests(ev *tournament.Event) {
	paired := rd.t.PairedRounds()
	for key, kind := range rd.byes {
		if key[0] > paired && kind.Requested() {
			ev.Requests = append(ev.Requests, tournament.PlannedBye{Team: ev.Teams[indexOfTeam(rd.records, key[1])].ID, Round: key[0], Kind: kind})
		}
	}
	sort.Slice(ev.Requests, func(i, j int) bool {
		a, b := ev.Requests[i], ev.Requests[j]
		return a.Round < b.Round || a.Round == b.Round && a.Team < b.Team
	})
}

// checkTeamPoints notes the teams whose points as the file states them
// are not the results'.
func (rep *TeamReport) checkTeamPoints(records []trf.Team) {
	ev := rep.Event
	mp, gp := ev.TeamPoints(ev.PairedRounds())
	for i, tr := range records {
		id := ev.Teams[i].ID
		if tr.HasPoints && (tr.MatchPoints != float64(mp[id]) || tr.GamePoints != gp[id].Float()) {
			rep.Notes = append(rep.Notes, note("teams.trf.points", "team", tr.Name, "mp", tr.MatchPoints, "gp", tr.GamePoints,
				"rmp", mp[id], "rgp", gp[id].Float()))
		}
	}
}

// checkTeamStrength notes the teams whose rating as the file states it
// (310) is not the one the event reckons from their players
// (Event.TeamRating), which the event shows and the export writes.
func (rep *TeamReport) checkTeamStrength(records []trf.Team) {
	ev := rep.Event
	for i, tr := range records {
		stated := strings.TrimSpace(tr.Strength)
		own := ev.TeamRating(ev.Teams[i])
		if n, err := strconv.Atoi(stated); stated == "" || err == nil && n == own {
			continue
		}
		if own == 0 {
			rep.Notes = append(rep.Notes, note("teams.trf.strength.none", "team", tr.Name, "file", stated))
			continue
		}
		rep.Notes = append(rep.Notes, note("teams.trf.strength", "team", tr.Name, "file", stated, "rating", own,
			"n", ev.TeamOptions.Boards))
	}
}

// teamRecordsNotKept names what the report holds that the event does not
// keep: each 299 record's points given outside the games (Arbiter's team
// standings count the games' results only), and the other records not
// read, one note a kind of record with their count and first line.
func teamRecordsNotKept(tr *trf.TeamReport) []engine.Message {
	var out []engine.Message
	for _, a := range tr.Abnormal {
		teams := make([]string, len(a.Teams))
		for i, n := range a.Teams {
			teams[i] = strconv.Itoa(n)
		}
		// The kind stands before the points, a space between; a blank
		// kind (the points' own sign) leaves neither.
		kind := strings.TrimSpace(string(a.Kind))
		if kind != "" {
			kind += " "
		}
		out = append(out, note("teams.trf.abnormal", "line", a.Line, "kind", kind, "mp", a.MatchPoints,
			"gp", a.GamePoints, "round", a.Round, "teams", strings.Join(teams, ", ")))
	}
	var order []string
	byID := map[string][]trf.UnreadLine{}
	for _, l := range tr.Unread {
		id := trf.Tag(l.Text)
		if _, ok := trf.OldWithdrawalRule(l.Text); ok {
			continue // the withdrawal rule of older files, read with Arbiter's records
		}
		if id == "" {
			// A line naming no record (a column ruler) is said by its
			// text, as an individual report's is: grouped, it named nothing.
			out = append(out, note("event.trf.notkept", "record", l.Text))
			continue
		}
		if byID[id] == nil {
			order = append(order, id)
		}
		byID[id] = append(byID[id], l)
	}
	for _, id := range order {
		ls := byID[id]
		out = append(out, note("teams.trf.notkept", "record", id, "n", len(ls), "line", ls[0].Line))
	}
	return out
}

// lineupsOutOfOrder counts the line-ups that put players out of their
// team's board order.
func lineupsOutOfOrder(ev *tournament.Event) int {
	n := 0
	for _, m := range ev.Matches {
		for _, team := range []int64{m.White, m.Black} {
			if t, ok := ev.Team(team); ok && !m.IsBye() && !t.InBoardOrder(m.Lineup(ev, team)) {
				n++
			}
		}
	}
	return n
}

// readTeamForbidden keeps a team Swiss's prohibited pairings (260, team
// numbers) as forbidden pairs from the first round of a pair's earliest
// record to the last of the event (TeamOptions.ForbiddenFrom), and says so
// of a record that ends before the last round, or names a team the
// report does not have.
func readTeamForbidden(ev *tournament.Event, t *trf.Tournament, records []trf.Team) (notes []engine.Message) {
	type first struct {
		ids   []int64
		round int
	}
	var firsts []first
	for _, f := range t.Prohibitions {
		var ids []int64
		var nos []string
		for _, n := range f.Players {
			nos = append(nos, strconv.Itoa(n))
			if i := indexOfTeam(records, n); i >= 0 {
				ids = append(ids, ev.Teams[i].ID)
			} else {
				notes = append(notes, note("teams.trf.forbidden.team", "team", n))
			}
		}
		if ev.Settings.System != tournament.TeamSwiss {
			notes = append(notes, note("teams.trf.forbidden.rr", "teams", strings.Join(nos, ", ")))
			continue
		}
		last := cmp.Or(f.LastRound, f.FirstRound)
		if last < ev.Settings.Rounds {
			notes = append(notes, note("teams.trf.forbidden.rounds", "teams", strings.Join(nos, ", "), "from", f.FirstRound, "to", last))
		}
		for i := range ids {
			for j := i + 1; j < len(ids); j++ {
				ev.TeamOptions = ev.TeamOptions.ForbidTeams(ids[i], ids[j], true)
			}
		}
		firsts = append(firsts, first{ids, f.FirstRound})
	}
	// A pair's earliest record says from which round it is kept apart.
	for _, pair := range ev.TeamOptions.Forbidden {
		r := 0
		for _, f := range firsts {
			if slices.Contains(f.ids, pair[0]) && slices.Contains(f.ids, pair[1]) && (r == 0 || f.round < r) {
				r = f.round
			}
		}
		if r > 1 {
			ev.TeamOptions.ForbiddenFrom = append(ev.TeamOptions.ForbiddenFrom, keptFromReport(pair, r, t.PairedRounds()+1))
		}
	}
	return notes
}

// teamOptionsRead are the options as a report states them, with the
// pairing-allocated bye's points until they are read into outcomes.
type teamOptionsRead struct {
	tournament.TeamOptions
	pab      *[2]float64
	pabTeams map[[2]int]bool // round, team number: the 320 record's bye
}

// setBye reads a bye's match and game points as outcomes; false when they
// are no outcome of the options.
func (o *teamOptionsRead) setBye(mp, gp float64) bool {
	var m, g tournament.Outcome
	for _, oc := range []tournament.Outcome{tournament.OutcomeWin, tournament.OutcomeDraw, tournament.OutcomeLoss} {
		if float64(o.MatchPoints(oc)) == mp {
			m = oc
		}
		if oc.Points().Float()*float64(o.Boards) == gp {
			g = oc
		}
	}
	if m == "" || g == "" {
		return false
	}
	o.ByeMatch, o.ByeGame = m, g
	return true
}

// readMatchPoints keeps a 362 record's match points that are whole
// numbers.
func readMatchPoints(mps []trf.MatchPoint, o *teamOptionsRead) {
	for _, mp := range mps {
		if mp.Points != float64(int(mp.Points)) {
			continue
		}
		switch mp.Code {
		case 'W':
			o.MatchWin = int(mp.Points)
		case 'D':
			o.MatchDraw = int(mp.Points)
		case 'L':
			o.MatchLoss = int(mp.Points)
		}
	}
}

// TeamTieBreakFromCode reads a tie-break code of a report: "" for the
// primary score the standings always rank by first, which is game points
// where gpFirst: "PTS" and game points are then the primary score, and a
// score a code names (BH:MP) stays named.
func TeamTieBreakFromCode(code string, gpFirst bool) (string, bool) {
	code = strings.ToUpper(strings.TrimSpace(code))
	switch {
	case code == "PTS", !gpFirst && (code == "MPTS" || code == "MP"), gpFirst && (code == "GPTS" || code == "GP"):
		return "", true
	case code == "GP":
		return "gp", true
	case code == "MP":
		return "mp", true
	}
	parts := strings.Split(code, "/")
	base, named := strings.CutSuffix(parts[0], ":MP")
	for id, c := range teamTRFCodes.Get() {
		if c == base {
			if named && gpFirst {
				id += ":mp"
			}
			for _, p := range parts[1:] {
				id += "-" + strings.ToLower(p)
			}
			return id, tiebreak.ValidateTeam([]string{id}, gpFirst) == nil
		}
	}
	return "", false
}

// roundSide is one team's part in a round as its players' games state it.
type roundSide struct {
	players []int // in board order
	// spare are the players with a forfeit and no opponent: a board the
	// team left empty, or a reserve some programs write so.
	spare     []int
	opp       int  // the other team's index, -1 none
	white     bool // White on board 1 (a forfeited match's)
	forfeited bool // its match is forfeited as a whole (330)
	wins      bool // a spare player has a forfeit win
	bye       bool
}

// sides reads each team's side of round r, of a match over boards, from
// its players' games and the forfeited matches.
func (rd *teamRead) sides(r, boards int) ([]roundSide, error) {
	sides := make([]roundSide, len(rd.records))
	for i, tr := range rd.records {
		s := &sides[i]
		s.opp = -1
		for _, n := range tr.Players {
			g := rd.byNumber[n].Game(r)
			switch {
			case g.Opponent != 0:
				o := rd.team[g.Opponent]
				if s.opp >= 0 && s.opp != o {
					return nil, engine.NewMessage("teams.err.trf.twoteams", "round", r, "team", tr.Name)
				}
				s.opp = o
				s.players = append(s.players, n)
			case g.Code() == trf.ResultPairingBye:
				s.bye = true
			case g.Code() == trf.ResultForfeitWin || g.Code() == trf.ResultForfeitLoss:
				s.spare = append(s.spare, n)
				s.wins = s.wins || g.Code() == trf.ResultForfeitWin
			}
		}
	}
	for key := range rd.forfeits {
		if key[0] != r {
			continue
		}
		w, b := indexOfTeam(rd.records, key[1]), indexOfTeam(rd.records, key[2])
		if w < 0 || b < 0 {
			return nil, engine.NewMessage("teams.err.trf.forfeit", "round", r)
		}
		sides[w].opp, sides[b].opp = b, w
		sides[w].white = true
		sides[w].forfeited, sides[b].forfeited = true, true
	}
	// Two teams whose players met no one, a 300 record naming the one
	// the other's opponent: their match, one team's boards all left
	// empty.
	for i := range sides {
		named, ok := rd.named[[2]int{r, rd.records[i].No}]
		if j := indexOfTeam(rd.records, named[0]); ok && j >= 0 && j != i && sides[i].opp < 0 && sides[j].opp < 0 {
			sides[i].opp, sides[j].opp = j, i
		}
	}
	// A team's boards without a game are filled from its spare players,
	// in its board order, when no 300 record places them: the boards it
	// left empty. A whole match forfeited (330) takes them all. A forfeit
	// lost without an opponent ("0000 - -") in a match played is no
	// board: a TRF-16 team list's reserves who sat the round out are
	// written so, and the board a team left empty is the other's forfeit
	// win ("0000 - +", emptyBoards).
	for i := range sides {
		s := &sides[i]
		for _, n := range s.spare {
			switch {
			case s.forfeited || rd.ooo[[2]int{r, rd.records[i].No}] != nil:
			case len(s.players) >= boards:
				continue
			case s.opp >= 0 && rd.byNumber[n].Game(r).Code() != trf.ResultForfeitWin:
				continue
			}
			s.players = append(s.players, n)
		}
	}
	return sides, nil
}

// boardsPlayed is the most boards a team's players took in one round: a
// game, or a forfeit won over a board left empty ("0000 - +"). A team's
// list (013) also holds its reserves, who sat the round out ("0000 - -"),
// so its length says nothing of the boards.
func (rd *teamRead) boardsPlayed() int {
	most := 0
	for r := 1; r <= rd.t.PairedRounds(); r++ {
		for _, tr := range rd.records {
			n := 0
			for _, p := range tr.Players {
				if g := rd.byNumber[p].Game(r); g.Opponent != 0 || g.Code() == trf.ResultForfeitWin {
					n++
				}
			}
			most = max(most, min(n, tournament.MaxBoards))
		}
	}
	return most
}

// readTeamRound finds round r's matches from the players' games; absent
// are the teams that sat it out with nothing.
func (rd *teamRead) readTeamRound(ev *tournament.Event, r int) (out []tournament.TeamMatch, games []tournament.Pairing, absent []int, err error) {
	sides, err := rd.sides(r, ev.TeamOptions.Boards)
	if err != nil {
		return nil, nil, nil, err
	}
	boards := map[int64][]tournament.Pairing{} // each match's games, by its White team
	done := map[int]bool{}
	order := make([]int, len(rd.records))
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(a, b int) bool { return rd.records[order[a]].No < rd.records[order[b]].No })
	for _, i := range order {
		if done[i] {
			continue
		}
		done[i] = true
		if ev.Teams[i].GoneBefore(r) && sides[i].opp < 0 && !rd.hasBye(r, i) && rd.blank(i, r) {
			// Withdrawn (XXD) and blank: out of the round's pairing, as
			// the event left it, not a round sat out with nothing.
			continue
		}
		if sides[i].opp < 0 || rd.hasBye(r, i) {
			m, isAbsent, err := rd.unpaired(ev, r, i, sides[i])
			if err != nil {
				return nil, nil, nil, err
			}
			if isAbsent {
				absent = append(absent, i)
			}
			out = append(out, m)
			continue
		}
		done[sides[i].opp] = true
		m, gs, err := rd.match(ev, r, i, sides)
		if err != nil {
			return nil, nil, nil, err
		}
		boards[m.White] = gs
		out = append(out, m)
	}
	sort.SliceStable(out, func(a, b int) bool { return out[a].IsBye() != out[b].IsBye() && !out[a].IsBye() })
	for k := range out {
		out[k].Number = k + 1
	}
	return out, teamgames.Lay(r, out, func(m tournament.TeamMatch) []tournament.Pairing { return boards[m.White] }), absent, nil
}

func (rd *teamRead) hasBye(r, i int) bool {
	_, ok := rd.byes[[2]int{r, rd.records[i].No}]
	return ok
}

// unpaired is team i's match of round r without an opponent: a bye of
// the 240 or 320 record, the pairing-allocated bye of its players' cells,
// a round robin's free round, or a round it sat out with nothing (absent).
func (rd *teamRead) unpaired(ev *tournament.Event, r, i int, s roundSide) (m tournament.TeamMatch, absent bool, err error) {
	m = tournament.TeamMatch{Round: r, White: ev.Teams[i].ID}
	name := rd.records[i].Name
	if kind, ok := rd.byes[[2]int{r, rd.records[i].No}]; ok {
		// A bye of the 240 or 320 record: its players have no game.
		if s.opp >= 0 {
			return m, false, engine.NewMessage("teams.err.trf.byegame", "round", r, "team", name)
		}
		m.Bye = kind
		return m, false, nil
	}
	switch {
	case s.bye || ev.Settings.System == tournament.TeamRoundRobin:
		return m, false, nil
	case s.wins: // forfeit wins with no opponent team: no match to keep
		return m, false, engine.NewMessage("teams.err.trf.noopponent", "round", r, "team", name)
	case len(s.players) > 0 || rd.blank(i, r):
		// Every player absent ("0000 - -"), or no entry on any player's
		// line, and no bye record: the team sat the round out with
		// nothing, as FIDE's tie-break program reads it, and as a
		// player's blank round is read.
		m.Bye = tournament.ByeZeroPoint
		return m, true, nil
	}
	return m, false, engine.NewMessage("teams.err.trf.absent", "round", r, "team", name)
}

// match is team i's match of round r against the team its players met,
// and its games in board order (a forfeited match's holding its forfeit).
func (rd *teamRead) match(ev *tournament.Event, r, i int, sides []roundSide) (tournament.TeamMatch, []tournament.Pairing, error) {
	j := sides[i].opp
	noI, noJ := rd.records[i].No, rd.records[j].No
	lineups := rd.emptyBoards(r, rd.ooo[[2]int{r, noI}] == nil && rd.ooo[[2]int{r, noJ}] == nil,
		[2][]int{boardOrder(rd.records[i], sides[i].players, rd.ooo[[2]int{r, noI}]), boardOrder(rd.records[j], sides[j].players, rd.ooo[[2]int{r, noJ}])})
	res, forfeited := forfeitFor(rd.forfeits, r, noI, noJ)
	if rd.byGames && !forfeited && rd.ooo[[2]int{r, noI}] == nil && rd.ooo[[2]int{r, noJ}] == nil {
		if l, ok := rd.lineupsFromGames(r, sides[i], sides[j], ev.TeamOptions); ok {
			lineups = l
			rd.fromGames++
		}
	}
	w, b := i, j
	// The team with White on board 1 is the match's White: a forfeited
	// match's as the 330 record says; else its board-1 player's colour,
	// or, that board left empty, the first board played (White on the odd
	// boards).
	swap, known := swapColours(rd.byNumber, r, lineups, ev.TeamOptions)
	namedI, okI := rd.named[[2]int{r, noI}]
	namedJ, okJ := rd.named[[2]int{r, noJ}]
	if !known && okI && okJ {
		// No board has a colour: one team's boards were all left
		// empty, and the White team's 300 record is the first.
		swap = namedJ[1] < namedI[1]
	}
	if forfeited && !sides[i].white || !forfeited && swap {
		w, b = j, i
		lineups[0], lineups[1] = lineups[1], lineups[0]
	}
	m := tournament.TeamMatch{Round: r, White: ev.Teams[w].ID, Black: ev.Teams[b].ID, Forfeit: res}
	games := teamgames.Boards(ev.TeamOptions, ids(lineups[0]), ids(lineups[1]))
	if forfeited {
		return m, teamgames.Forfeit(ev.TeamOptions, games, res), nil
	}
	for k := range games {
		bd := &games[k]
		if bd.White == 0 || bd.Black == 0 {
			continue
		}
		// A forfeit written without colours ("  26 - +", as Sharly-Chess
		// and an individual report may write it; trf.Check has both
		// cells so) takes its board's colour: it was not played, and
		// its place in the match is what the board says.
		wg := rd.byNumber[int(bd.White)].Game(r)
		if wg.Opponent != int(bd.Black) {
			return m, nil, engine.NewMessage("teams.err.trf.board", "round", r, "white", rd.records[w].Name, "black", rd.records[b].Name, "board", bd.Board)
		}
		if wg.ColourCode() == 'b' {
			// Played the other way round from the event's boards (a
			// round written before the report's 352, or by another
			// pattern): the game keeps the board's colours, and a note
			// names its round.
			rd.reversed[r]++
		}
		bg := rd.byNumber[int(bd.Black)].Game(r)
		var err error
		if bd.Result, _, err = resultFromTRF(wg.Code(), bg.Code()); err != nil {
			return m, nil, err
		}
	}
	return m, games, nil
}

// listsFitGames reports whether every match the players' games make
// pairs the teams' line-ups board by board, in their lists' order or as
// a 300 record places them: else the lists are no board order (TRF-16's
// 013 as Swiss Perfect writes them, alphabetical).
func (rd *teamRead) listsFitGames(o tournament.TeamOptions) bool {
	for r := 1; r <= rd.t.PairedRounds(); r++ {
		sides, err := rd.sides(r, o.Boards)
		if err != nil {
			return true // the reading of the round says what is wrong
		}
		for i, s := range sides {
			if j := s.opp; j > i && !s.forfeited {
				a := boardOrder(rd.records[i], s.players, rd.ooo[[2]int{r, rd.records[i].No}])
				b := boardOrder(rd.records[j], sides[j].players, rd.ooo[[2]int{r, rd.records[j].No}])
				listed := rd.ooo[[2]int{r, rd.records[i].No}] == nil && rd.ooo[[2]int{r, rd.records[j].No}] == nil
				if !rd.aligned(r, rd.emptyBoards(r, listed, [2][]int{a, b}), o) {
					return false
				}
			}
		}
	}
	return true
}

// emptyBoards leaves empty, in each line-up, the board facing a player of
// the other's who has no opponent in round r while the player there has
// one: the board the team left empty, forfeited ("0000 - +" on the line
// of the player who faced no one). TRF-16 names no absent player, and
// without the gap every board below it would hold the wrong game
// (Swiss-Manager's team report of a board forfeited in the middle of a
// line-up). Line-ups a 300 record places (listed false) are as placed.
func (rd *teamRead) emptyBoards(r int, listed bool, lineups [2][]int) [2][]int {
	if !listed {
		return lineups
	}
	unpaired := func(n int) bool { return n != 0 && rd.byNumber[n].Game(r).Opponent == 0 }
	for k := 0; k < max(len(lineups[0]), len(lineups[1])); k++ {
		for s := range 2 {
			mine, theirs := lineups[s], lineups[1-s]
			if k >= len(mine) || k >= len(theirs) || !unpaired(mine[k]) || theirs[k] == 0 || unpaired(theirs[k]) {
				continue
			}
			lineups[1-s] = slices.Insert(theirs, k, 0)
		}
	}
	return lineups
}

// aligned reports whether each board of a match's line-ups holds two
// players who met in round r (or an empty seat), with the colours of the
// event's boards (TeamOptions.WhiteTeamOnBoard) or alternating from board
// to board (a round written before the report's 352 record).
func (rd *teamRead) aligned(r int, lineups [2][]int, o tournament.TeamOptions) bool {
	fits := func(o tournament.TeamOptions) bool {
		var firstWhite, seen bool // the first line-up's colour on board 1
		for k := range min(len(lineups[0]), len(lineups[1])) {
			a, b := lineups[0][k], lineups[1][k]
			if a == 0 || b == 0 {
				continue
			}
			g := rd.byNumber[a].Game(r)
			if g.Opponent != b {
				return false
			}
			if c := g.ColourCode(); c != '-' {
				white := (c == 'w') == o.WhiteTeamOnBoard(k+1)
				if seen && white != firstWhite {
					return false
				}
				firstWhite, seen = white, true
			}
		}
		return true
	}
	return fits(o) || fits(tournament.TeamOptions{Boards: o.Boards})
}

// lineupsFromGames places a match's games on its boards, for a TRF-16
// report whose team lists (013) hold no board order (Swiss Perfect lists
// the players alphabetically): the games by the higher rating of their
// players, highest first (then the lower number), the colours as the
// event's boards have them (the first game's White team White where
// TeamOptions.WhiteTeamOnBoard says), and after them each team's player
// without an opponent, facing an empty seat. Colours that fit no such
// order leave the match unplaced.
func (rd *teamRead) lineupsFromGames(r int, a, b roundSide, o tournament.TeamOptions) ([2][]int, bool) {
	type game struct{ mine, theirs, white, strength, low int }
	var games []game
	var spare [2][]int
	for _, n := range a.players {
		g := rd.byNumber[n].Game(r)
		if g.Opponent == 0 {
			spare[0] = append(spare[0], n)
			continue
		}
		white := n
		if g.ColourCode() == 'b' {
			white = g.Opponent
		}
		games = append(games, game{n, g.Opponent, white, max(rd.byNumber[n].Rating, rd.byNumber[g.Opponent].Rating), min(n, g.Opponent)})
	}
	for _, n := range b.players {
		if rd.byNumber[n].Game(r).Opponent == 0 {
			spare[1] = append(spare[1], n)
		}
	}
	if len(games) == 0 || len(games)+len(spare[1]) != len(b.players) {
		return [2][]int{}, false
	}
	sort.Slice(games, func(x, y int) bool {
		return cmp.Or(cmp.Compare(games[y].strength, games[x].strength), cmp.Compare(games[x].low, games[y].low)) < 0
	})
	firstWhite := games[0].white == games[0].mine // team a has White on board 1
	var same, other []game                        // team a's colour on board 1, the other
	for _, g := range games {
		if (g.white == g.mine) == firstWhite {
			same = append(same, g)
		} else {
			other = append(other, g)
		}
	}
	if n := strings.Count(o.BoardPattern()[:min(len(games), o.Boards)], "W"); len(games) > o.Boards || len(same) != n || len(other) != len(games)-n {
		return [2][]int{}, false
	}
	var out [2][]int
	for k := range games {
		var g game
		if o.WhiteTeamOnBoard(k + 1) {
			g, same = same[0], same[1:]
		} else {
			g, other = other[0], other[1:]
		}
		out[0], out[1] = append(out[0], g.mine), append(out[1], g.theirs)
	}
	for _, n := range spare[0] {
		out[0], out[1] = append(out[0], n), append(out[1], 0)
	}
	for _, n := range spare[1] {
		out[0], out[1] = append(out[0], 0), append(out[1], n)
	}
	return out, true
}

// withdrawnWhereBlank says what was read of team i's rounds without an
// entry on any of its players' lines (blank, before the rounds not yet
// paired), as a player's blank rounds are read (trf.Problem: Absent,
// Withdrawn): absences without points, kept as zero-point byes; and when
// they run to the last round paired after an entry, a team withdrawn
// after its last entry. TRF has no team withdrawal (Arbiter's own XXD
// aside, whose rounds readTeamRound leaves out), so it is given a
// zero-point bye request in each round left that has none, which leaves
// it out of their pairings.
func (rd *teamRead) withdrawnWhereBlank(ev *tournament.Event, i int, blank []int, paired int) []engine.Message {
	var rounds []string
	for _, r := range blank {
		rounds = append(rounds, strconv.Itoa(r))
	}
	name := rd.records[i].Name
	out := []engine.Message{note("teams.trf.blank", "team", name, "n", len(blank), "rounds", strings.Join(rounds, ", "))}
	last := paired // the team's last round with an entry
	for last > 0 && slices.Contains(blank, last) {
		last--
	}
	if last == paired || last == 0 || ev.Settings.System != tournament.TeamSwiss || paired >= ev.Settings.Rounds {
		return out
	}
	var asked []string
	for r := paired + 1; r <= ev.Settings.Rounds; r++ {
		if !rd.hasBye(r, i) {
			ev.Requests = append(ev.Requests, tournament.PlannedBye{Team: ev.Teams[i].ID, Round: r, Kind: tournament.ByeZeroPoint})
			asked = append(asked, strconv.Itoa(r))
		}
	}
	if len(asked) > 0 {
		out = append(out, note("teams.trf.blank.withdrawn", "team", name, "round", last, "n", len(asked), "rounds", strings.Join(asked, ", ")))
	}
	return out
}

func indexOfTeam(records []trf.Team, no int) int {
	return slices.IndexFunc(records, func(tr trf.Team) bool { return tr.No == no })
}

func forfeitFor(forfeits map[[3]int]tournament.Result, r, a, b int) (tournament.Result, bool) {
	if res, ok := forfeits[[3]int{r, a, b}]; ok {
		return res, true
	}
	res, ok := forfeits[[3]int{r, b, a}]
	return res, ok
}

// boardOrder places a team's players of a round on the boards: as its 300
// record says, else in the team's board order (0 for an empty board).
func boardOrder(tr trf.Team, players []int, ooo []int) []int {
	if ooo != nil {
		out := append([]int{}, ooo...)
		for len(out) > 0 && out[len(out)-1] == 0 {
			out = out[:len(out)-1]
		}
		return out
	}
	var out []int
	for _, n := range tr.Players {
		if slices.Contains(players, n) {
			out = append(out, n)
		}
	}
	return out
}

func ids(ns []int) []int64 {
	out := make([]int64, len(ns))
	for i, n := range ns {
		out[i] = int64(n)
	}
	return out
}

// IsTeamTRF reports whether a TRF report is a team event's: it has team
// records (310 or 013).
func IsTeamTRF(data []byte) bool {
	text, _ := decodeText(data)
	return trf.HasTeamRecords(text)
}

// ReadTeamTRFReport reads a team event's TRF report in whatever encoding
// its program wrote (as ReadTRFReport does).
func ReadTeamTRFReport(data []byte) (*TeamReport, error) {
	t, read, err := parseTRF(data)
	if err != nil {
		return nil, err
	}
	rep, err := readTeamTRF(t)
	if err != nil {
		return nil, err
	}
	rep.Notes = append(read, rep.Notes...)
	return rep, nil
}

// readTeamByes reads the teams' requested byes (240 records, by team
// number) by round and team number: a team Swiss's only.
func readTeamByes(ev *tournament.Event, t *trf.Tournament, records []trf.Team) (map[[2]int]tournament.ByeKind, error) {
	kinds := map[byte]tournament.ByeKind{'F': tournament.ByeFullPoint, 'H': tournament.ByeHalfPoint, 'Z': tournament.ByeZeroPoint}
	out := map[[2]int]tournament.ByeKind{}
	for _, b := range t.Byes {
		if ev.Settings.System != tournament.TeamSwiss {
			return nil, engine.NewMessage("teams.err.bye.system")
		}
		for _, n := range b.Players {
			if indexOfTeam(records, n) < 0 {
				return nil, engine.NewMessage("teams.err.trf.byeteam", "round", b.Round, "team", n)
			}
			out[[2]int{b.Round, n}] = kinds[b.Kind]
		}
	}
	return out, nil
}

// accelerationNotes say that a report's acceleration (250 records, or a
// 192 code naming Baku) is not kept: Arbiter's team Swiss pairs without
// acceleration, so a round it pairs, or checks, is paired without it.
func accelerationNotes(t *trf.Tournament, typ string) []engine.Message {
	if len(t.Accelerations) == 0 && !strings.Contains(typ, "BAKU") {
		return nil
	}
	return []engine.Message{note("teams.trf.acceleration", "n", len(t.Accelerations))}
}

// swapColours reports whether the second of a match's line-ups is the
// team with White on board 1, from the first board whose player has a
// colour; known is false where no board's player has one.
func swapColours(byNumber map[int]*trf.Player, r int, lineups [2][]int, o tournament.TeamOptions) (swap, known bool) {
	for k := 0; k < max(len(lineups[0]), len(lineups[1])); k++ {
		for side, l := range lineups {
			if k >= len(l) || l[k] == 0 {
				continue
			}
			c := byNumber[l[k]].Game(r).ColourCode()
			if c == '-' {
				continue
			}
			firstWhite := (c == 'w') == o.WhiteTeamOnBoard(k+1)
			return firstWhite == (side == 1), true
		}
	}
	return false, false
}

// standingsGamePointsFirst reports whether a report whose 192 code names
// no score (a round robin's, or none in TRF-16) ranks by game points
// first: its standings (212) start with them, as Arbiter writes such an
// event (teamTRFWriter.header).
func standingsGamePointsFirst(t *trf.Tournament) bool {
	for _, f := range strings.Split(strings.ToUpper(t.TypeCode), "_") {
		if f == "MP" || f == "GP" {
			return false
		}
	}
	if len(t.StandingsTieBreaks) == 0 {
		return false
	}
	first := strings.ToUpper(strings.TrimSpace(t.StandingsTieBreaks[0]))
	return first == "GPTS" || first == "GP"
}

// teamColourCode reads the type of colour preferences (C.04.6 art. 1.7)
// of record 192's team code, as FIDE's Tournament Type Code Table gives
// it and FIDE's tie-break program reads it: TYPEA type A, TYPEB type B, a
// code naming a score but neither of them ("FIDE_TEAM_MP_GP") no colour
// preferences; FIDE_TEAM and FIDE_TEAM_BAKU, which name no score either,
// and a report with no 192 code, type A, the default. typ is the report's
// 192 and 092 together, for a 092 naming type B.
func teamColourCode(code, typ string) string {
	code = strings.ToUpper(strings.TrimSpace(code))
	switch {
	case strings.Contains(typ, "TYPEB"):
		return "b"
	case strings.Contains(code, "TYPEA"):
		return "a"
	}
	for _, f := range strings.Split(code, "_") {
		if f == "MP" || f == "GP" {
			return "none"
		}
	}
	return "a"
}

// teamScoreCode reads the scores of record 192's team code
// (FIDE_TEAM[_TYPEA|_TYPEB][_MP|_GP|_MP_GP|_GP_MP][_BAKU], the primary
// first): whether game points are the primary score, and whether the
// other one is used in the colours (C.04.6 art. 1.2), as a code naming
// both says and one naming no score (match points first) has it by
// default. Arbiter's team Swiss always uses it (art. 4.2.2).
func teamScoreCode(code string) (gpFirst, secondary bool) {
	var scores []string
	for _, f := range strings.Split(strings.ToUpper(strings.TrimSpace(code)), "_") {
		if f == "MP" || f == "GP" {
			scores = append(scores, f)
		}
	}
	return len(scores) > 0 && scores[0] == "GP", len(scores) != 1
}

// emptyBoardWins reads as a forfeit win ("0000 - +") a cell written
// "0000 - -" that the player's points column counts as a win: Swiss-Manager's
// TRF-16 team report writes so the board the other team left empty, the
// point in the points column and the cell as the reserves' who sat the
// round out. A cell is read so where the player's team met a team that
// round, fewer of its players took a board than the boards a match is
// played on (the most a team took in one round), and the player's points
// column exceeds his cells by a forfeit win for each such cell of his; a
// report that places its line-ups (300) names its empty boards itself.
// Each cell read so is a note; any other difference between the points
// column and the cells is left to the import's note on it.
func emptyBoardWins(t *trf.Tournament, tr *trf.TeamReport) []engine.Message {
	sc := t.PointSystem()
	gain := sc.Win - sc.Absence
	if len(tr.Lineups) > 0 || gain <= 0 {
		return nil
	}
	team := map[int]int{}
	for i, rec := range tr.Teams {
		for _, n := range rec.Players {
			team[n] = i
		}
	}
	byID := map[int]*trf.Player{}
	for _, p := range t.Players {
		byID[p.ID] = p
	}
	rounds := t.PairedRounds()
	// took[r][i] is how many of team i's players took a board in round
	// r+1, opp[r][i] the team they met (-1 none).
	took, opp := make([][]int, rounds), make([][]int, rounds)
	boards := 0
	for r := range rounds {
		took[r], opp[r] = make([]int, len(tr.Teams)), make([]int, len(tr.Teams))
		for i, rec := range tr.Teams {
			opp[r][i] = -1
			for _, n := range rec.Players {
				p := byID[n]
				if p == nil {
					continue
				}
				g := p.Game(r + 1)
				if g.Opponent != 0 || g.Code() == trf.ResultForfeitWin {
					took[r][i]++
				}
				if o, ok := team[g.Opponent]; ok && g.Opponent != 0 && o != i {
					opp[r][i] = o
				}
			}
			boards = max(boards, took[r][i])
		}
	}
	type cell struct {
		p     *trf.Player
		round int
	}
	var read []cell
	left := map[[2]int]int{} // empty boards left to read, by round and team
	for _, p := range t.Players {
		i, ok := team[p.ID]
		if !ok {
			continue
		}
		var mine []int
		for r := 1; r <= rounds; r++ {
			if g := p.Game(r); g.Opponent == 0 && g.Code() == trf.ResultForfeitLoss && opp[r-1][i] >= 0 && took[r-1][i] < boards {
				mine = append(mine, r)
			}
		}
		if len(mine) == 0 || math.Abs(p.Points-p.Scored(sc)-float64(len(mine))*gain) > 1e-6 {
			continue
		}
		for _, r := range mine {
			key := [2]int{r, i}
			if _, seen := left[key]; !seen {
				left[key] = boards - took[r-1][i]
			}
			left[key]--
			read = append(read, cell{p, r})
		}
	}
	var notes []engine.Message
	for _, c := range read {
		i := team[c.p.ID]
		if left[[2]int{c.round, i}] < 0 {
			continue // more such cells than boards left empty: not read so
		}
		c.p.Games[c.round-1].Result = trf.ResultForfeitWin
		var named tournament.Player // named as the import names him
		named.SetNames(input.SplitFamilyFirst(c.p.Name))
		notes = append(notes, note("teams.trf.emptyboard", "number", c.p.ID, "name", named.Normalized().Name, "round", c.round,
			"team", tr.Teams[opp[c.round-1][i]].Name))
	}
	return notes
}
