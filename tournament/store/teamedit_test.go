package store

import (
	"fmt"
	"slices"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testform"
	"arbiter/tournament"
	"arbiter/tournament/replay"
	"arbiter/tournament/team"
)

// A team's details change as one action the store judges: another team's
// name is refused, also spelled with other accents (and found so), an
// unknown team is refused, and Undo brings the old name back.
func TestUpdateTeam(t *testing.T) {
	s, teams := newTeamEvent(t, 3, 2, 2)
	for _, c := range []struct {
		name string
		team tournament.Team
		want string
	}{
		{"another team's name", tournament.Team{ID: teams[0], Name: "team b"}, "teams.err.name.twice"},
		{"another team's name spelled with an accent", tournament.Team{ID: teams[0], Name: "Téam B"}, "event.err.player.dup_folded"},
		{"a short name that is another team's name with an accent", tournament.Team{ID: teams[0], Name: "Team A", ShortName: "TEAM Ç"}, "event.err.player.dup_folded"},
		{"no name", tournament.Team{ID: teams[0], Name: "  "}, "teams.err.name.empty"},
		{"no such team", tournament.Team{ID: 999, Name: "Team Z"}, "teams.error.no-team"},
		{"a new name", tournament.Team{ID: teams[0], Name: "Kotka SK", ShortName: "KSK", Captain: "Virtanen, Ville"}, ""},
	} {
		if err := s.UpdateTeam(c.team); testform.KeyOf(err) != c.want {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	ev := eventOf(t, s)
	if tm, ok := ev.TeamByName("Téam  b"); !ok || tm.ID != teams[1] {
		t.Errorf("Team B typed with an accent found %+v, %v", tm, ok)
	}
	tm, _ := ev.Team(teams[0])
	if tm.Name != "Kotka SK" || tm.ShortName != "KSK" || tm.Captain != "Virtanen, Ville" || tm.Seat != 1 || len(tm.Players) != 2 {
		t.Errorf("team after the change: %+v", *tm)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	ev, _ = s.Event()
	if tm, _ := ev.Team(teams[0]); tm.Name != "Team A" {
		t.Errorf("after Undo the team is %q", tm.Name)
	}
}

// A team event's first options are part of making it: Undo right after
// does not take its boards away, while a later change of its options is
// undone.
func TestTeamOptionsOfCreationStay(t *testing.T) {
	s, _ := newTeamEvent(t, 2, 1, 4)
	for {
		if _, err := s.Undo(); err != nil {
			break
		}
	}
	ev := eventOf(t, s)
	if ev.TeamOptions.Boards != 4 {
		t.Fatalf("after undoing everything the event has %d boards", ev.TeamOptions.Boards)
	}
	o := ev.TeamOptions
	o.MatchWin = 3
	if err := s.Batch(func(tx *Tx) error { return tx.SetTeamOptions(o) }); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if ev, _ := s.Event(); ev.TeamOptions.MatchWin != 2 || ev.TeamOptions.Boards != 4 {
		t.Errorf("after undoing 3/1/0: %+v", ev.TeamOptions)
	}
}

// A team's player removed before round 1 leaves his team, and Undo brings
// him back to his place in its board order; once round 1 is paired he
// cannot be removed.
func TestTeamPlayerRemoved(t *testing.T) {
	s, teams := newTeamEvent(t, 2, 3, 2)
	players := func() []int64 {
		ev := eventOf(t, s)
		tm, _ := ev.Team(teams[0])
		return tm.Players
	}
	before := players()
	if err := s.DeletePlayer(before[1]); err != nil {
		t.Fatal(err)
	}
	if got := players(); len(got) != 2 || got[1] != before[2] {
		t.Errorf("after removing the second player: %v", got)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if got := players(); len(got) != 3 || got[1] != before[1] {
		t.Errorf("after Undo: %v, want %v", got, before)
	}
	pairRound(t, s, 1)
	if err := s.DeletePlayer(before[2]); testform.KeyOf(err) == "" {
		t.Errorf("a team's player removed after round 1 was paired: %v", err)
	}
}

// A team's board order changes freely before round 1 is paired, each
// change one action Undo takes back; an order that leaves out or repeats
// a player is refused, and once round 1 is paired every change is, the
// rule named (the order handed in before the start stays), while a late
// player still joins at the end.
func TestBoardOrder(t *testing.T) {
	s, teams := newTeamEvent(t, 4, 4, 4)
	order := func() []int64 {
		t.Helper()
		ev := eventOf(t, s)
		tm, _ := ev.Team(teams[0])
		return tm.Players
	}
	was := order()
	a, b, c, d := was[0], was[1], was[2], was[3]
	for _, tt := range []struct {
		name  string
		order []int64
		key   string
		want  []int64
	}{
		{"fourth to the top", []int64{d, a, b, c}, "", []int64{d, a, b, c}},
		{"swap the first two", []int64{a, d, b, c}, "", []int64{a, d, b, c}},
		{"one left out", []int64{a, b, c}, "teams.err.order.players", []int64{a, d, b, c}},
		{"one twice", []int64{a, a, b, c}, "teams.err.order.players", []int64{a, d, b, c}},
		{"another team's player", []int64{a, b, c, order()[0] + 100}, "teams.err.order.players", []int64{a, d, b, c}},
	} {
		err := s.SetBoardOrder(teams[0], tt.order)
		if testform.KeyOf(err) != tt.key && !(tt.key == "" && err == nil) {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.key)
		}
		if got := order(); !slices.Equal(got, tt.want) {
			t.Errorf("%s: order %v, want %v", tt.name, got, tt.want)
		}
	}
	if e, err := s.NextUndo(); err != nil || e.Steps[0].Action != "team.order" {
		t.Fatalf("logged as %+v, %v", e, err)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if got := order(); !slices.Equal(got, []int64{d, a, b, c}) {
		t.Errorf("undone: %v", got)
	}
	pairRound(t, s, 1)
	if err := s.SetBoardOrder(teams[0], []int64{a, b, c, d}); testform.KeyOf(err) != "teams.err.order.fixed" {
		t.Errorf("round 1 paired: %v", err)
	}
	late, err := s.AddTeamPlayer(teams[0], tournament.Player{Name: "Late Reserve"})
	if err != nil {
		t.Fatal(err)
	}
	if got := order(); !slices.Equal(got, []int64{d, a, b, c, late}) {
		t.Errorf("with the late reserve: %v", got)
	}
}

// The arbiter's pairing of a team round is saved as one action the store
// judges on the file's own event, each rule with its refusal and nothing
// saved: the last round only, every team in one match or bye, one
// pairing-allocated bye, requested byes as asked, a match with a result
// as it is. What it saves has the boards the teams' line-ups give, the
// changes in the audit log, and Undo brings the round back.
func TestSaveEditedTeamRound(t *testing.T) {
	s := newTeamSwissEvent(t, 6)
	ev, _ := s.Event()
	ids := []int64{}
	for _, tm := range ev.Teams {
		ids = append(ids, tm.ID)
	}
	if err := s.RequestBye(tournament.PlannedBye{Team: ids[5], Round: 1, Kind: tournament.ByeHalfPoint}); err != nil {
		t.Fatal(err)
	}
	paired := pairRound(t, s, 1).Matches
	// Match 1's White team fields its second player only: board 2 empty.
	w := paired[0].White
	wt, _ := ev.Team(w)
	if _, err := s.SetLineup(1, w, []int64{wt.Players[1]}); err != nil {
		t.Fatal(err)
	}
	ev, _ = s.Event()
	stored, was := ev.RoundMatches(1), ev
	alloc := slices.IndexFunc(stored, func(m tournament.TeamMatch) bool { return m.IsBye() && m.Bye == tournament.NoBye })
	asked := slices.IndexFunc(stored, func(m tournament.TeamMatch) bool { return m.IsBye() && m.Bye == tournament.ByeHalfPoint })
	if alloc < 0 || asked < 0 {
		t.Fatalf("round 1: %+v", stored)
	}
	for _, c := range []struct {
		name  string
		round int
		edit  func([]tournament.TeamMatch) []tournament.TeamMatch
		want  string
	}{
		{"a round not paired", 2, func(ms []tournament.TeamMatch) []tournament.TeamMatch { return ms }, "teampairedit.err.last"},
		{"a match left out", 1, func(ms []tournament.TeamMatch) []tournament.TeamMatch { return ms[:len(ms)-1] }, "teams.error.not-paired"},
		{"matches renumbered", 1, func(ms []tournament.TeamMatch) []tournament.TeamMatch { ms[0].Number = 7; return ms }, "teampairedit.err.numbers"},
		{"a team against itself", 1, func(ms []tournament.TeamMatch) []tournament.TeamMatch { ms[0].Black = ms[0].White; return ms }, "teampairedit.err.self"},
		{"a team in two matches", 1, func(ms []tournament.TeamMatch) []tournament.TeamMatch { ms[1].Black = ms[0].White; return ms }, "teampairedit.err.twice"},
		{"a team in a match and the bye", 1, func(ms []tournament.TeamMatch) []tournament.TeamMatch { ms[alloc].White = ms[0].Black; return ms }, "teampairedit.err.twice"},
		{"an unknown team", 1, func(ms []tournament.TeamMatch) []tournament.TeamMatch { ms[0].White = 999; return ms }, "teams.err.bye.team"},
		{"three byes", 1, func(ms []tournament.TeamMatch) []tournament.TeamMatch {
			black := ms[1].Black
			ms[1].Black = 0
			return append(ms, tournament.TeamMatch{Round: 1, Number: len(ms) + 1, White: black})
		}, "teampairedit.err.byes"},
		{"a requested bye moved", 1, func(ms []tournament.TeamMatch) []tournament.TeamMatch {
			ms[alloc].White, ms[asked].White = ms[asked].White, ms[alloc].White
			return ms
		}, "teampairedit.err.requested.new"},
		{"a requested bye played", 1, func(ms []tournament.TeamMatch) []tournament.TeamMatch {
			ms[asked].White, ms[1].Black = ms[1].Black, ms[asked].White
			return ms
		}, "teampairedit.err.requested.new"},
	} {
		if err := s.SaveEditedTeamRound(c.round, c.edit(slices.Clone(stored)), nil); testform.KeyOf(err) != c.want {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	checkTeamRoundsRefused(t)
	if after, _ := s.Event(); !slices.EqualFunc(after.RoundMatches(1), stored, func(a, b tournament.TeamMatch) bool {
		return a.White == b.White && a.Black == b.Black && slices.Equal(after.MatchGames(a), was.MatchGames(b))
	}) {
		t.Fatal("a refused pairing changed the round")
	}

	// Match 1's White team goes to the bye, the team that had it to
	// match 1, then on to match 2 in place of its Black team, which takes
	// the bye: it keeps its line-up there (board 2 empty), with Black; the
	// team from the bye plays its default line-up in match 1.
	x, y := stored[alloc].White, stored[1].Black
	edited, err := team.ExchangeTeams(ev, stored, w, x)
	if err == nil {
		edited, err = team.ExchangeTeams(ev, edited, w, y)
	}
	if err != nil {
		t.Fatal(err)
	}
	edited[0].White, edited[0].Black = edited[0].Black, edited[0].White
	edits := []Step{{Action: "teampairedit.exchange", Args: map[string]any{"round": 1, "a": "A", "b": "B"}}}
	if err := s.SaveEditedTeamRound(1, edited, edits); err != nil {
		t.Fatal(err)
	}
	ev, _ = s.Event()
	got := ev.RoundMatches(1)
	if got[alloc].White != y || got[1].Black != w || got[0].Black != x {
		t.Fatalf("saved round %+v", got)
	}
	if b := ev.MatchGames(got[1])[1]; b.White != 0 || b.Result != tournament.BlackForfeitWin {
		t.Errorf("board 2, left empty by the moved team: %+v", b)
	}
	if l := got[1].Lineup(ev, w); !slices.Equal(l, []int64{wt.Players[1]}) {
		t.Errorf("the moved team's line-up %v", l)
	}
	from, _ := ev.Team(x)
	if l := got[0].Lineup(ev, x); !slices.Equal(l, from.Players[:2]) {
		t.Errorf("the team from the bye plays %v, want %v", l, from.Players[:2])
	}
	log, err := s.AuditLog()
	if err != nil {
		t.Fatal(err)
	}
	var steps []string
	for _, st := range log[len(log)-1].Steps {
		steps = append(steps, st.Action)
	}
	if !slices.Equal(steps, []string{"teampairedit.exchange", "team.repair"}) {
		t.Errorf("audit steps %v", steps)
	}

	checkResultKeepsMatchThenUndo(t, s, was, stored)
}

// checkTeamRoundsRefused checks two refusals of TestSaveEditedTeamRound on
// events of their own: a requested bye made the pairing's, a team left out.
func checkTeamRoundsRefused(t *testing.T) {
	t.Helper()
	// A requested bye made the odd team's bye: seven teams, one asking,
	// six paired and no bye of the pairing's own.
	seven := newTeamSwissEvent(t, 7)
	sev, _ := seven.Event()
	if err := seven.RequestBye(tournament.PlannedBye{Team: sev.Teams[0].ID, Round: 1, Kind: tournament.ByeZeroPoint}); err != nil {
		t.Fatal(err)
	}
	sevenMatches := pairRound(t, seven, 1).Matches
	sevenMatches[len(sevenMatches)-1].Bye = tournament.NoBye
	if err := seven.SaveEditedTeamRound(1, sevenMatches, nil); testform.KeyOf(err) != "teampairedit.err.requested" {
		t.Errorf("a requested bye made the pairing's: %v", err)
	}
	// A team left out: a round robin of four, a match made a bye.
	rr, rrTeams := newTeamEvent(t, 4, 2, 2)
	rrMatches := pairRound(t, rr, 1).Matches
	rrMatches[1].Black = 0
	if err := rr.SaveEditedTeamRound(1, rrMatches, nil); testform.KeyOf(err) != "teams.error.not-paired" {
		t.Errorf("a team left out (of %v): %v", rrTeams, err)
	}
}

// checkResultKeepsMatchThenUndo checks that a match with a result keeps
// its teams and colours, and that Undo brings round 1 back to stored.
func checkResultKeepsMatchThenUndo(t *testing.T, s *Store, was *tournament.Event, stored []tournament.TeamMatch) {
	t.Helper()
	// With a result in match 1 it keeps its teams and colours.
	if err := setMatchBoard(t, s, 1, 1, 2, tournament.Draw); err != nil {
		t.Fatal(err)
	}
	ev, _ := s.Event()
	turned := slices.Clone(ev.RoundMatches(1))
	turned[0].White, turned[0].Black = turned[0].Black, turned[0].White
	if err := s.SaveEditedTeamRound(1, turned, nil); testform.KeyOf(err) != "teampairedit.err.result" {
		t.Errorf("a match with a result turned round: %v", err)
	}
	if _, err := s.Undo(); err != nil { // the result
		t.Fatal(err)
	}
	if _, err := s.Undo(); err != nil { // the edited pairing
		t.Fatal(err)
	}
	ev, _ = s.Event()
	back := ev.RoundMatches(1)
	if !slices.EqualFunc(back, stored, func(a, b tournament.TeamMatch) bool {
		return a.White == b.White && a.Black == b.Black && a.Bye == b.Bye && slices.Equal(ev.MatchGames(a), was.MatchGames(b))
	}) {
		t.Errorf("after undo %+v, want %+v", back, stored)
	}
}

// A match with a game recorded at the game desk on one of its boards
// keeps its teams and colours: the game would be left with other players.
// A game opened there without a move holds nothing and is no bar.
func TestSaveEditedTeamRoundKeepsRecordedGames(t *testing.T) {
	s, _ := pairedTeamEvent(t, 4, 2, 2)
	// Game 1 is match 1's board 1; game 3 match 2's board 1.
	if _, err := s.SaveGame(&replay.GameRecord{Round: 1, Board: 1}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.SaveGame(&replay.GameRecord{Round: 1, Board: 3, Moves: []replay.RecordedMove{{Ply: 1, UCI: "e2e4", SAN: "e4"}}}); err != nil {
		t.Fatal(err)
	}
	ev, _ := s.Event()
	ms := ev.RoundMatches(1)
	turned := slices.Clone(ms)
	turned[1].White, turned[1].Black = turned[1].Black, turned[1].White
	if err := s.SaveEditedTeamRound(1, turned, nil); testform.KeyOf(err) != "store.error.game-in-play.match" {
		t.Errorf("match 2, with a game of one move, turned round: %v", err)
	}
	turned = slices.Clone(ms)
	turned[0].White, turned[0].Black = turned[0].Black, turned[0].White
	if err := s.SaveEditedTeamRound(1, turned, nil); err != nil {
		t.Errorf("match 1, with a game opened without a move, turned round: %v", err)
	}
}

// A zero-point bye the arbiter scores a team left without a match with is
// his, not the team's request: saved and read back as his, a round taken
// back and paired again pairs the team (it asked for nothing) while a real
// request keeps its bye, and the editor may take his bye back, the two
// teams of the second byes paired again.
func TestTeamZeroPointByeLeftOutIsNoRequest(t *testing.T) {
	s := newTeamSwissEvent(t, 7)
	ev, _ := s.Event()
	asker := ev.Teams[6].ID
	if err := s.RequestBye(tournament.PlannedBye{Team: asker, Round: 1, Kind: tournament.ByeHalfPoint}); err != nil {
		t.Fatal(err)
	}
	// leftOut saves round 1 with match 1's White team given the bye by
	// hand and its opponent scored a zero-point bye; it returns the two.
	leftOut := func() (int64, int64) {
		t.Helper()
		pairRound(t, s, 1)
		ev, _ := s.Event()
		ms := ev.RoundMatches(1)
		given, opponent := ms[0].White, ms[0].Black
		two, err := team.GiveTeamBye(ev, ms, given)
		if err == nil {
			two, err = team.ScoreSecondByes(ev, two, []int64{opponent}, tournament.ByeZeroPoint)
		}
		if err == nil {
			err = s.SaveEditedTeamRound(1, two, nil)
		}
		if err != nil {
			t.Fatal(err)
		}
		return given, opponent
	}
	// bye is team id's bye match in round 1 as stored.
	bye := func(id int64) (tournament.TeamMatch, bool) {
		ev, _ := s.Event()
		for _, m := range ev.RoundMatches(1) {
			if m.IsBye() && m.White == id {
				return m, true
			}
		}
		return tournament.TeamMatch{}, false
	}
	_, opponent := leftOut()
	if m, ok := bye(opponent); !ok || m.Bye != tournament.ByeZeroPoint || !m.LeftOut || m.Requested() {
		t.Fatalf("the zero-point bye saved reads %+v", m)
	}
	if m, ok := bye(asker); !ok || !m.Requested() {
		t.Fatalf("the requested bye saved reads %+v", m)
	}
	if err := s.Unpair(1, false); err != nil {
		t.Fatal(err)
	}
	ev, _ = s.Event()
	if want := []tournament.PlannedBye{{Team: asker, Round: 1, Kind: tournament.ByeHalfPoint}}; !slices.Equal(ev.Requests, want) {
		t.Errorf("requests after the round is taken back: %+v, want %+v", ev.Requests, want)
	}
	pairRound(t, s, 1)
	if m, ok := bye(opponent); ok {
		t.Errorf("paired again, the team left out has a bye it did not ask for: %+v", m)
	}
	if m, ok := bye(asker); !ok || m.Bye != tournament.ByeHalfPoint || !m.Requested() {
		t.Errorf("paired again, the team that asked has %+v, want its half-point bye", m)
	}

	// The editor opened again: the two teams of the second byes play
	// each other after all, which is saved.
	if err := s.Unpair(1, false); err != nil {
		t.Fatal(err)
	}
	given, opponent := leftOut()
	ev, _ = s.Event()
	paired, err := team.PairTeams(ev, ev.RoundMatches(1), given, opponent)
	if err != nil {
		t.Fatalf("the arbiter's zero-point bye cannot be taken back: %v", err)
	}
	if err := s.SaveEditedTeamRound(1, paired, nil); err != nil {
		t.Fatal(err)
	}
	if m, ok := bye(opponent); ok {
		t.Errorf("the team paired again keeps a bye: %+v", m)
	}
}

// A file made before the arbiter's zero-point bye was told from a
// request opens, its team's zero-point bye read as the request it was
// read as before.
func TestOlderFilesTeamZeroPointByes(t *testing.T) {
	s := newTeamSwissEvent(t, 6)
	pairRound(t, s, 1)
	ev, _ := s.Event()
	ms := ev.RoundMatches(1)
	two, err := team.GiveTeamBye(ev, ms, ms[0].White)
	if err == nil {
		two, err = team.ScoreSecondByes(ev, two, []int64{ms[0].Black}, tournament.ByeZeroPoint)
	}
	if err == nil {
		err = s.SaveEditedTeamRound(1, two, nil)
	}
	if err != nil {
		t.Fatal(err)
	}
	path := closedFile(s)
	handEdit(t, path, fmt.Sprintf(`ALTER TABLE matches DROP COLUMN left_out; ALTER TABLE pairings DROP COLUMN check_in; ALTER TABLE players DROP COLUMN entered; ALTER TABLE settings DROP COLUMN max_half_byes; ALTER TABLE settings DROP COLUMN no_half_bye_rounds; ALTER TABLE settings DROP COLUMN late_entry_byes; ALTER TABLE settings DROP COLUMN unrated_rating; ALTER TABLE teams DROP COLUMN withdrawn_after; ALTER TABLE players DROP COLUMN pairing_rating; ALTER TABLE moves DROP COLUMN clock_control; PRAGMA user_version = %d`, slices.Index(migrations, schemaByesWhoAsked)))
	ev, err = openUpgraded(t, path).Event()
	if err != nil {
		t.Fatal(err)
	}
	got := ev.RoundMatches(1)
	if last := got[len(got)-1]; last.White != ms[0].Black || last.Bye != tournament.ByeZeroPoint || !last.Requested() {
		t.Errorf("the older file's zero-point bye reads %+v", last)
	}
}

// A captain put right is named in the history, before and after, in the
// reader's words: the step said "Team X changed: X", the team twice and
// nothing of what changed.
func TestUpdateTeamNamesTheDetailChanged(t *testing.T) {
	s, teams := newTeamEvent(t, 2, 2, 2)
	ev := eventOf(t, s)
	tm, _ := ev.Team(teams[0])
	changed := *tm
	changed.Captain = "Antti Mäkinen"
	if err := s.UpdateTeam(changed); err != nil {
		t.Fatal(err)
	}
	steps := newestEntry(t, s).Steps
	for lang, want := range map[i18n.Lang]string{
		i18n.English: tm.Name + ": captain “Antti Mäkinen” (was “”)",
		i18n.Finnish: tm.Name + ": kapteeni ”Antti Mäkinen” (oli ””)",
	} {
		if got := i18n.Join(i18n.For(lang), steps, "; "); got != want {
			t.Errorf("%s: the captain put right is logged %q, want %q", lang, got, want)
		}
	}
}
