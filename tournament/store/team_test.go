package store

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/testdir"
	"arbiter/internal/testform"
	"arbiter/tournament"
	"arbiter/tournament/conduct"
	"arbiter/tournament/exchange"
	"arbiter/tournament/replay"
	"arbiter/tournament/standings"
	"arbiter/tournament/team"
	"arbiter/tournament/teamgames"
)

// newTeamEvent creates a team round robin of n teams of size players over
// boards boards, seats drawn in the order of entry; it returns the store
// and the teams' ids.
func newTeamEvent(t *testing.T, n, size, boards int) (*Store, []int64) {
	t.Helper()
	st := testSettings()
	st.System = tournament.TeamRoundRobin
	s, teams, names := createdTeams(t, st, boards, n, size, func(i, b int) tournament.Player {
		return tournament.Player{FIDEID: fmt.Sprint(1000*i + b), Rating: 2000 - 10*b}
	}, "FIN")
	if err := conduct.AssignSeats(s, &tournament.Event{Settings: st}, names); err != nil {
		t.Fatal(err)
	}
	return s, teams
}

// pairedTeamEvent is newTeamEvent with round 1 paired.
func pairedTeamEvent(t *testing.T, n, size, boards int) (*Store, []int64) {
	t.Helper()
	s, teams := newTeamEvent(t, n, size, boards)
	pairRound(t, s, 1)
	return s, teams
}

// newTeamSwissEvent creates a team Swiss of five rounds and n teams of two
// players over two boards.
func newTeamSwissEvent(t *testing.T, n int) *Store {
	t.Helper()
	st := testSettings()
	st.System, st.Rounds = tournament.TeamSwiss, 5
	s, _, _ := createdTeams(t, st, 2, n, 2, func(i, b int) tournament.Player {
		return tournament.Player{Rating: 2000 - 10*i - b}
	}, "")
	return s
}

// createdTeams creates the team event of st, with its system's tie-breaks
// and team options over boards boards, and enters n teams, "Team A"… of
// federation fed, of size players each, "Player A1"…, whose other fields
// player(team, board) gives; it returns the store and the teams' ids and
// names.
func createdTeams(t *testing.T, st tournament.Settings, boards, n, size int, player func(i, b int) tournament.Player, fed string) (*Store, []int64, []string) {
	t.Helper()
	st.TieBreaks = st.System.DefaultTieBreaks()
	s, err := CreateWith(filepath.Join(t.TempDir(), "teams.arbiter"), st, func(tx *Tx) error {
		return tx.SetTeamOptions(st.System.DefaultTeamOptions(boards))
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	var teams []int64
	var names []string
	for i := 1; i <= n; i++ {
		name := fmt.Sprintf("Team %c", 'A'+i-1)
		id, err := s.AddTeam(tournament.Team{Name: name, Federation: fed})
		if err != nil {
			t.Fatal(err)
		}
		teams, names = append(teams, id), append(names, name)
		for b := 1; b <= size; b++ {
			p := player(i, b)
			p.Name = fmt.Sprintf("Player %c%d", 'A'+i-1, b)
			if _, err := s.AddTeamPlayer(id, p); err != nil {
				t.Fatal(err)
			}
		}
	}
	return s, teams, names
}

// The store judges a team event's rules whichever front end asks: a
// player in one team only, line-ups in board order and fixed once the
// match has a result, a board left empty keeps its forfeit; and every
// change is undone as one action.
func TestTeamEventRules(t *testing.T) {
	s, teams := newTeamEvent(t, 4, 5, 4)
	if _, err := s.AddTeamPlayer(teams[1], tournament.Player{Name: "Someone Else", FIDEID: "1001"}); testform.KeyOf(err) != "teams.err.player.fideid" {
		t.Errorf("a FIDE id of team A in team B: %v", err)
	}
	if _, err := s.AddTeam(tournament.Team{Name: "team a"}); testform.KeyOf(err) != "teams.err.name.twice" {
		t.Errorf("a second team A: %v", err)
	}
	if _, err := s.AddPlayer(tournament.Player{Name: "Loose Player"}); err != nil {
		t.Fatal(err) // the store's individual action still adds a player…
	}
	ms := pairRound(t, s, 1).Matches
	if len(ms) != 2 || ms[0].White != teams[0] || ms[0].Black != teams[3] {
		t.Fatalf("round 1: %+v", ms)
	}
	if _, err := s.AddTeam(tournament.Team{Name: "Latecomers"}); testform.KeyOf(err) != "teams.error.paired" {
		t.Errorf("a team after round 1 is paired: %v", err)
	}
	ev := eventOf(t, s)
	a, _ := ev.Team(teams[0])
	d, _ := ev.Team(teams[3])
	playTeamRulesRound1(t, s, teams, a, d)
	s = reopened(t, s) // the consistency check passes the team tables
	table := func(s *Store) ([]string, error) {
		ev, err := s.Event()
		if err != nil {
			return nil, err
		}
		var out []string
		for _, r := range team.TeamStandings(ev).Rows {
			out = append(out, fmt.Sprintf("%s %d %s", r.Name, r.MatchPoints, standings.FormatFraction(r.GamePoints)))
		}
		return out, nil
	}
	got, _ := table(s)
	// A–D 2½–1½, board 4 won by forfeit; B forfeits to C: all four boards.
	want := []string{"Team C 2 4", "Team A 2 2½", "Team D 0 1½", "Team B 0 0"}
	if !slices.Equal(got, want) {
		t.Errorf("standings %v, want %v", got, want)
	}
	if _, err := s.Undo(); err != nil { // the match forfeit
		t.Fatal(err)
	}
	// Round 1 is under way again: a round robin's standings count the match
	// finished in it, A–D, as its crosstable does, and B–C not at all.
	if got, _ := table(s); !slices.Equal(got, []string{"Team A 2 2½", "Team D 0 1½", "Team B 0 0", "Team C 0 0"}) {
		t.Errorf("after undoing the forfeit: %v", got)
	}
	matches := func() string {
		ev := eventOf(t, s)
		return fmt.Sprint(ev.Matches)
	}
	before := matches()
	// Deleting round 1 and undoing that brings its matches back.
	if err := s.DeleteRound(1); err != nil {
		t.Fatal(err)
	}
	if ev, _ := s.Event(); len(ev.Matches) != 0 {
		t.Errorf("round 1 deleted: %d matches left", len(ev.Matches))
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if got := matches(); got != before {
		t.Errorf("round 1 back: %v, want %v", got, before)
	}
	if err := s.DeletePlayer(a.Players[0]); testform.KeyOf(err) != "event.err.delete.started" {
		t.Errorf("deleting a player on a board: %v", err)
	}
}

// playTeamRulesRound1 plays round 1 of TestTeamEventRules through the
// store's rules: line-ups, an empty board, results, a match forfeit.
func playTeamRulesRound1(t *testing.T, s *Store, teams []int64, a, d *tournament.Team) {
	t.Helper()
	// Team A: its board 2 player out, the reserve in.
	if _, err := s.SetLineup(1, teams[0], []int64{a.Players[1], a.Players[0]}); testform.KeyOf(err) != "teams.err.lineup.order" {
		t.Errorf("line-up out of order: %v", err)
	}
	m, err := s.SetLineup(1, teams[0], []int64{a.Players[0], a.Players[2], a.Players[3], a.Players[4]})
	if err != nil {
		t.Fatal(err)
	}
	if g := eventOf(t, s).MatchGames(m); g[1].Black != a.Players[2] || g[3].Black != a.Players[4] {
		t.Errorf("team A's line-up on the boards: %+v", g)
	}
	// Team D fields three: its board 4 is A's forfeit win.
	m, err = s.SetLineup(1, teams[3], d.Players[:3])
	if err != nil {
		t.Fatal(err)
	}
	if g := eventOf(t, s).MatchGames(m)[3]; g.White != 0 || g.Result != tournament.BlackForfeitWin || g.IsBye() {
		t.Errorf("the empty board 4: %+v", g)
	}
	if err := setMatchBoard(t, s, 1, 1, 4, tournament.Draw); testform.KeyOf(err) != "teams.err.result.empty" {
		t.Errorf("a draw on the empty board: %v", err)
	}
	for b, r := range []tournament.Result{tournament.WhiteWins, tournament.Draw, tournament.BlackWins} {
		if err := setMatchBoard(t, s, 1, 1, b+1, r); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.SetLineup(1, teams[0], a.Players[:4]); testform.KeyOf(err) != "teams.error.lineup-fixed" {
		t.Errorf("a line-up after a result: %v", err)
	}
	if err := s.SetMatchForfeit(1, 1, tournament.WhiteForfeitWin); testform.KeyOf(err) != "teams.err.forfeit.played" {
		t.Errorf("forfeiting a match with games: %v", err)
	}
	if err := s.SetMatchForfeit(1, 2, tournament.BlackForfeitWin); err != nil {
		t.Fatal(err)
	}
	if err := setMatchBoard(t, s, 1, 2, 1, tournament.Draw); testform.KeyOf(err) != "teams.err.result.forfeited" {
		t.Errorf("a board of a forfeited match: %v", err)
	}
	if m, ok := errors.AsType[*engine.Message](setMatchBoard(t, s, 1, 3, 1, tournament.Draw)); !ok || m.Key != "teams.err.result.match" || m.Args["last"] != 2 {
		t.Errorf("a match that is not paired (the round's are 1–2): %v", m)
	}
	if err := setMatchBoard(t, s, 2, 1, 1, tournament.Draw); testform.KeyOf(err) != "event.err.result.round" {
		t.Errorf("a match of a round not paired: %v", err)
	}
}

// importedTeamEvent imports the team report rep into a new file at path
// and checks that the file's team standings are the report's; it returns
// the file's event.
func importedTeamEvent(t *testing.T, path string, rep *exchange.TeamReport) *tournament.Event {
	t.Helper()
	s, err := CreateImported(path, rep.Event, true, tournament.SwissOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ev := eventOf(t, s)
	if a, b := fmt.Sprint(team.TeamStandings(ev).Rows), fmt.Sprint(team.TeamStandings(rep.Event).Rows); a != b {
		t.Errorf("imported standings:\n%s\nthe report's:\n%s", a, b)
	}
	// The rounds' dates (132) go into the file with their rounds.
	for _, r := range rep.Event.Rounds {
		if got, ok := ev.Round(r.Number); !ok {
			t.Errorf("round %d of the report is not in the file", r.Number)
		} else if got.Date != r.Date {
			t.Errorf("round %d: dated %q in the file, %q in the report", r.Number, got.Date, r.Date)
		}
	}
	return ev
}

// A team action in an individual event is refused by name.
func TestTeamActionInIndividualEvent(t *testing.T) {
	s, _ := newEvent(t, 4)
	if _, err := s.AddTeam(tournament.Team{Name: "Team"}); testform.KeyOf(err) != "teams.error.not-team" {
		t.Errorf("a team in an individual event: %v", err)
	}
}

// A team report is imported through the rules of every change: one whose
// line-ups break their team's board order (the first two players of a
// team swapped in its record) is refused with that rule and leaves no
// file; the report as written imports whole.
func TestCreateTeamImported(t *testing.T) {
	data := testdir.Read(t, filepath.Join("..", "testdata", "teams", "arbiter-rr6.trf"))
	dir := t.TempDir()
	rep, err := exchange.ReadTeamTRFReport(data)
	if err != nil {
		t.Fatal(err)
	}
	order := rep.Event.Teams[0].Players
	order[0], order[1] = order[1], order[0]
	path := filepath.Join(dir, "swapped.arbiter")
	if _, err := CreateImported(path, rep.Event, true, tournament.SwissOptions{}); testform.KeyOf(err) != "teams.err.lineup.order" {
		t.Errorf("a line-up out of board order imported: %v", err)
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Errorf("a refused import left %s: %v", path, err)
	}
	rep, err = exchange.ReadTeamTRFReport(data)
	if err != nil {
		t.Fatal(err)
	}
	importedTeamEvent(t, filepath.Join(dir, "league.arbiter"), rep)
}

// setMatchBoard enters a board of a match's result as the command line
// and the Matches view do: the game named by teamgames.MatchGame, entered
// by the one path of a game's result.
func setMatchBoard(t *testing.T, s *Store, r, match, board int, res tournament.Result) error {
	t.Helper()
	ev := eventOf(t, s)
	n, err := teamgames.MatchGame(ev, r, match, board)
	if err != nil {
		return err
	}
	return s.SetResult(r, n, res)
}

// A game named as the event's games number it (the game desk's round and
// board) takes its result through the team result in a team event: match
// 2's board 1 is game 3 of a round of two matches of two boards. The
// result reaches the board and the game recorded on it, logged as the
// Matches view's entry; a board typed there reaches the recorded game
// too; Undo takes both back; a game number past the round's is refused.
func TestSetResultInTeamEvent(t *testing.T) {
	s, _ := pairedTeamEvent(t, 4, 2, 2)
	rec := &replay.GameRecord{Round: 1, Board: 3}
	if _, err := s.SaveGame(rec); err != nil {
		t.Fatal(err)
	}
	setResult(t, s, 1, 3, tournament.Draw)
	board := func() (tournament.Result, tournament.Result) {
		t.Helper()
		ev := eventOf(t, s)
		g, err := s.GameAt(1, 3)
		if err != nil {
			t.Fatal(err)
		}
		return ev.MatchGames(ev.RoundMatches(1)[1])[0].Result, g.Result
	}
	if b, g := board(); b != tournament.Draw || g != tournament.Draw {
		t.Errorf("game 3 drawn: match 2 board 1 holds %v, the game %v", b, g)
	}
	if e, err := s.NextUndo(); err != nil || e.Steps[0].Action != "team.result" {
		t.Errorf("logged as %+v, %v", e, err)
	}
	if err := setMatchBoard(t, s, 1, 2, 1, tournament.WhiteWins); err != nil {
		t.Fatal(err)
	}
	if b, g := board(); b != tournament.WhiteWins || g != tournament.WhiteWins {
		t.Errorf("typed 1-0: match 2 board 1 holds %v, the game %v", b, g)
	}
	for range 2 {
		if _, err := s.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if b, g := board(); b != tournament.NoResult || g != tournament.NoResult {
		t.Errorf("undone: match 2 board 1 holds %v, the game %v", b, g)
	}
	if err := s.SetResult(1, 5, tournament.Draw); testform.KeyOf(err) != "event.err.result.board" {
		t.Errorf("game 5 of four: %v", err)
	}
}

// In an individual event a game's result is the board's (SetResult).
func TestSetResultInIndividualEvent(t *testing.T) {
	s, ids := newEvent(t, 2)
	if err := s.SaveRound(tournament.Round{Number: 1, Pairings: []tournament.Pairing{{Round: 1, Board: 1, White: ids[0], Black: ids[1]}}}); err != nil {
		t.Fatal(err)
	}
	setResult(t, s, 1, 1, tournament.BlackWins)
	if p, err := s.Pairing(1, 1); err != nil || p.Result != tournament.BlackWins {
		t.Errorf("board 1: %+v, %v", p, err)
	}
	if e, err := s.NextUndo(); err != nil || e.Steps[0].Action != "result" {
		t.Errorf("logged as %+v, %v", e, err)
	}
}

// A line-up is fixed once play in its match has begun at the game desk:
// a game of the match with moves recorded refuses a change of either
// team's line-up, naming the match and the board; a game opened without
// a move, or moves in another match, do not; setting the line-up the
// match already has changes nothing and is no change refused.
func TestLineupFixedOnceMovesRecordedAtDesk(t *testing.T) {
	s, teams := pairedTeamEvent(t, 4, 5, 4)
	ev := eventOf(t, s)
	a, _ := ev.Team(teams[0]) // match 1 with team D: games 1–4
	b, _ := ev.Team(teams[1]) // match 2 with team C: games 5–8
	d, _ := ev.Team(teams[3])
	reserveIn := func(tm *tournament.Team) []int64 {
		return []int64{tm.Players[0], tm.Players[1], tm.Players[2], tm.Players[4]}
	}
	// Game 2 (match 1, board 2) opened at the desk, no move yet.
	rec := &replay.GameRecord{Round: 1, Board: 2}
	if _, err := s.SaveGame(rec); err != nil {
		t.Fatal(err)
	}
	if _, err := s.SetLineup(1, teams[0], reserveIn(a)); err != nil {
		t.Errorf("a line-up change before any move: %v", err)
	}
	if err := s.AppendMove(rec.ID, replay.RecordedMove{Ply: 1, UCI: "e2e4", SAN: "e4"}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name    string
		team    int64
		players []int64
		key     string
	}{
		{"team A back to its first four", teams[0], a.Players[:4], "teams.error.lineup-in-play"},
		{"team D, the other team of the match", teams[3], reserveIn(d), "teams.error.lineup-in-play"},
		{"team A's line-up as it stands", teams[0], reserveIn(a), ""},
		{"team B of match 2, no move there", teams[1], reserveIn(b), ""},
	} {
		_, err := s.SetLineup(1, c.team, c.players)
		if testform.KeyOf(err) != c.key || (c.key == "" && err != nil) {
			t.Errorf("%s: %v, want %q", c.name, err, c.key)
			continue
		}
		var m *engine.Message
		if c.key != "" && errors.As(err, &m) && (fmt.Sprint(m.Args["match"]) != "1" || fmt.Sprint(m.Args["board"]) != "2") {
			t.Errorf("%s: refused naming match %v board %v, want match 1 board 2", c.name, m.Args["match"], m.Args["board"])
		}
	}
	after := eventOf(t, s)
	if got := after.RoundMatches(1)[0].Lineup(after, teams[0]); !slices.Equal(got, reserveIn(a)) {
		t.Errorf("team A's line-up after the refusals: %v, want %v", got, reserveIn(a))
	}
	// A ruling at game 6 (match 2, board 2), no move there: play in match
	// 2 has begun all the same.
	if _, err := s.AddRuling(replay.Ruling{Round: 1, Board: 6, Incident: "device", Side: "black"}); err != nil {
		t.Fatal(err)
	}
	_, err := s.SetLineup(1, teams[1], b.Players[:4])
	var m *engine.Message
	if testform.KeyOf(err) != "teams.error.lineup-in-play.ruled" || !errors.As(err, &m) || fmt.Sprint(m.Args["match"], m.Args["board"]) != "2 2" {
		t.Errorf("team B's line-up after a ruling in its match: %v, want refused naming match 2, board 2", err)
	}
}

// A line-up set again as the match has it changes nothing and is no
// action: Enter pressed twice in the window's line-up field left an
// action "line-up of Team A" in the history, whose Undo undid nothing.
func TestSameLineupAgainIsNoAction(t *testing.T) {
	s, teams := pairedTeamEvent(t, 4, 5, 4)
	ev := eventOf(t, s)
	a, _ := ev.Team(teams[0])
	lineup := []int64{a.Players[0], a.Players[1], a.Players[2], a.Players[4]}
	if _, err := s.SetLineup(1, teams[0], lineup); err != nil {
		t.Fatal(err)
	}
	set, err := s.NextUndo()
	if err != nil {
		t.Fatal(err)
	}
	// Team A's line-up as it was just set, and team D's (match 1's other
	// team) as the pairing made it.
	for _, again := range []struct {
		team    int64
		players []int64
	}{{teams[0], lineup}, {teams[3], ev.RoundMatches(1)[0].Lineup(ev, teams[3])}} {
		if _, err := s.SetLineup(1, again.team, again.players); err != nil {
			t.Fatal(err)
		}
		if last, err := s.NextUndo(); err != nil || last.ID != set.ID {
			t.Errorf("team %d's line-up %v set again: the last action is #%d %+v (%v), want #%d", again.team, again.players, last.ID, last.Steps, err, set.ID)
		}
	}
}

// A team Swiss takes a late team as it takes a late player: paired from
// the next round on, with the byes it asks for the rounds to come, and the
// rounds paired before it joined checked with the field they were paired
// with. (A team round robin refuses it: TestTeamEventRules.)
func TestLateTeamInATeamSwiss(t *testing.T) {
	s := newTeamSwissEvent(t, 5)
	pairRound(t, s, 1)
	ev := eventOf(t, s)
	for _, m := range ev.RoundMatches(1) {
		for b := range ev.MatchGames(m) {
			if !m.IsBye() {
				if err := setMatchBoard(t, s, 1, m.Number, b+1, tournament.WhiteWins); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	late, err := s.AddTeam(tournament.Team{Name: "Late"})
	if err != nil {
		t.Fatalf("a late team refused: %v", err)
	}
	for b := 1; b <= 2; b++ {
		if _, err := s.AddTeamPlayer(late, tournament.Player{Name: "Late " + string(rune('0'+b)), Rating: 2100}); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.RequestBye(tournament.PlannedBye{Team: late, Round: 3, Kind: tournament.ByeHalfPoint}); err != nil {
		t.Fatal(err)
	}
	ms := pairRound(t, s, 2).Matches
	paired := false
	for _, m := range ms {
		paired = paired || m.White == late || m.Black == late
	}
	if !paired {
		t.Errorf("the late team is not in round 2: %+v", ms)
	}
	if ev, err = s.Event(); err != nil {
		t.Fatal(err)
	}
	for r := 1; r <= 2; r++ {
		findings, err := team.CheckTeamRound(ev, r)
		if err != nil || len(findings) > 0 {
			t.Errorf("round %d checked: %v %v", r, findings, err)
		}
	}
	for _, m := range ev.RoundMatches(2) {
		for b := range ev.MatchGames(m) {
			if !m.IsBye() {
				if err := setMatchBoard(t, s, 2, m.Number, b+1, tournament.Draw); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	ms = pairRound(t, s, 3).Matches
	var bye *tournament.TeamMatch
	for i, m := range ms {
		if m.White == late {
			bye = &ms[i]
		}
	}
	if bye == nil || bye.Bye != tournament.ByeHalfPoint {
		t.Errorf("the late team's requested bye in round 3: %+v", bye)
	}

}

// A team board's result reads its match and its games, not the whole
// event: the key read every player, round, team and match in its
// transaction, 85 to 300 ms a key in a large team event where an
// individual event's took 50. Three hundred more players leave what a
// result costs as it was.
func TestTeamResultReadsItsMatchAlone(t *testing.T) {
	s, teams := pairedTeamEvent(t, 4, 2, 2)
	cost := func() float64 {
		i := 0
		return testing.AllocsPerRun(20, func() {
			res := []tournament.Result{tournament.WhiteWins, tournament.NoResult}[i%2]
			setResult(t, s, 1, 1, res)
			i++
		})
	}
	before := cost()
	if err := s.Batch(func(tx *Tx) error {
		for k := range 300 {
			if _, err := tx.AddTeamPlayer(teams[k%4], tournament.Player{Name: fmt.Sprintf("Reserve %d", k), Rating: 1500}); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if after := cost(); after > before*1.1+20 {
		t.Errorf("a result cost %.0f allocations, %.0f with 300 players more: it reads them all", before, after)
	}
}

// A line-up typed for a round not paired yet, or beyond the event, is
// refused as a result for it is ("round 3 has not been paired"): it said
// "Team A has no match in round 3", and the arbiter looked for the match.
// A team paired in the round and without a match (a bye) is still told so.
func TestALineupForARoundNotPairedSaysTheRoundIsNotPaired(t *testing.T) {
	s, teams := pairedTeamEvent(t, 4, 5, 4)
	ev := eventOf(t, s)
	a, _ := ev.Team(teams[0])
	for _, r := range []int{2, 9} {
		_, err := s.SetLineup(r, teams[0], a.Players[:4])
		if testform.KeyOf(err) != "event.err.result.round" {
			t.Errorf("a line-up for round %d: %v, want the round not paired", r, err)
		}
	}
}

// A round paired with a bye says how many matches are played and that a
// team has the bye: the undo button and the status line of a Swiss of
// five teams said "Round 1 paired: 3 matches", two matches and the bye
// counted as three.
func TestATeamRoundPairedWithAByeCountsItsMatchesApart(t *testing.T) {
	s := newTeamSwissEvent(t, 5)
	pairRound(t, s, 1)
	step := newestEntry(t, s).Steps[0]
	got := i18n.For(i18n.English).TMap(step.MessageKey(), step.MessageArgs())
	if want := "Round 1 paired: 2 matches and a bye"; got != want {
		t.Errorf("the pairing is said as %q, want %q", got, want)
	}
}

// A player added to a team is one step of the history, naming the team
// and his place in its board order: each such row read "Player A1 added
// to Team A at board order 1; Player added: Player A1", the player named
// twice.
func TestATeamPlayerAddedIsToldOnce(t *testing.T) {
	s, teams := newTeamEvent(t, 2, 4, 4)
	if _, err := s.AddTeamPlayer(teams[0], tournament.Player{Name: "Rein Reserve"}); err != nil {
		t.Fatal(err)
	}
	var said []string
	for _, st := range newestEntry(t, s).Told() {
		said = append(said, i18n.For(i18n.English).TMap(st.MessageKey(), st.MessageArgs()))
	}
	if want := []string{"Rein Reserve added to Team A at board order 5"}; !slices.Equal(said, want) {
		t.Errorf("the history says %q, want %q", said, want)
	}
}

// An event whose boards' colours are WBBW (TRF-2026 record 352, kept in
// its options) lays each match's boards so, through the store's pairing;
// once round 1 is paired the colours stay as they are.
func TestTeamBoardColoursKeptAndFixedOncePaired(t *testing.T) {
	s, _ := newTeamEvent(t, 4, 4, 4)
	o := eventOf(t, s).TeamOptions
	o.BoardColours = "WBBW"
	if err := s.Batch(func(tx *Tx) error { return tx.SetTeamOptions(o) }); err != nil {
		t.Fatal(err)
	}
	pairRound(t, s, 1)
	ev := eventOf(t, s)
	if ev.TeamOptions.BoardColours != "WBBW" {
		t.Fatalf("boards' colours %q, want WBBW kept", ev.TeamOptions.BoardColours)
	}
	for _, m := range ev.Matches {
		for k, g := range ev.MatchGames(m) {
			mine := g.Black
			if "WBBW"[k] == 'W' {
				mine = g.White
			}
			if team, ok := ev.TeamOf(mine); !ok || team.ID != m.White {
				t.Errorf("match %d board %d: %d–%d, want the White team's player %s", m.Number, k+1, g.White, g.Black, map[bool]string{true: "White", false: "Black"}["WBBW"[k] == 'W'])
			}
		}
	}
	o.BoardColours = ""
	if err := s.Batch(func(tx *Tx) error { return tx.SetTeamOptions(o) }); testform.KeyOf(err) != "teams.error.board-colours-fixed" {
		t.Errorf("boards' colours changed once round 1 is paired: %v", err)
	}
	o.BoardColours = "WBB"
	if err := o.Validate(); testform.KeyOf(err) != "teams.err.board-colours" {
		t.Errorf("three colours for four boards: %v", err)
	}
}
