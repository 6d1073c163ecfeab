package team

import (
	"arbiter/internal/testfield"
	"arbiter/internal/testform"
	"arbiter/tournament"
	"arbiter/tournament/exchange"
	"arbiter/tournament/teamgames"
	"fmt"
	"slices"
	"strings"
	"testing"
)

// swissRounds is a team Swiss of five teams of five players over four
// boards with round 1 paired ("1-3", "4-2", bye 5) and played, White
// winning every board, and round 2 paired.
func swissRounds(t *testing.T) *tournament.Event {
	t.Helper()
	ev := teamSwiss(5, 5, 4)
	addRound(ev, pairRound(t, ev, 1))
	for k := range ev.Rounds[0].Pairings {
		ev.Rounds[0].Pairings[k].Result = tournament.WhiteWins
	}
	addRound(ev, pairRound(t, ev, 2))
	return ev
}

func findingKeys(found []error) []string {
	var keys []string
	for _, f := range found {
		keys = append(keys, testform.KeyOf(f))
	}
	return keys
}

// The editor's changes: two teams trade places (a bye included), a
// match's colours swap, a team takes the bye; each refuses what it
// cannot do. The verdict names the absolute criteria broken (C.04.6
// art. 2: [C1] a second meeting, [C2] a second bye, a forbidden pair).
func TestTeamPairingEditsC04_6Art2(t *testing.T) {
	ev := swissRounds(t)
	two := ev.RoundMatches(2)
	if found, err := CheckEditedTeamRound(ev, two); err != nil || len(found) != 0 {
		t.Fatalf("round 2 as paired: %v %v", findingKeys(found), err)
	}
	byeTeam := two[len(two)-1].White
	met := ev.RoundMatches(1)[0] // 1–3 met in round 1
	for _, tc := range []struct {
		name string
		edit func([]tournament.TeamMatch) ([]tournament.TeamMatch, error)
		err  string
		keys []string // findings that must be among the verdict's
	}{
		{"C1: teams that met in round 1 meet again", func(ms []tournament.TeamMatch) ([]tournament.TeamMatch, error) {
			i, _ := teamSide(ms, met.White)
			var other int64
			if ms[i].White == met.White {
				other = ms[i].Black
			} else {
				other = ms[i].White
			}
			return ExchangeTeams(ev, ms, other, met.Black)
		}, "", []string{"teams.check.swiss.c1"}},
		{"C2: the bye to the team that had it in round 1", func(ms []tournament.TeamMatch) ([]tournament.TeamMatch, error) {
			return GiveTeamBye(ev, ms, 5)
		}, "", []string{"teams.check.swiss.c2"}},
		{"colours swapped", func(ms []tournament.TeamMatch) ([]tournament.TeamMatch, error) { return SwapTeamColours(ev, ms, 1) }, "", []string{"teams.check.swiss.colours"}},
		{"a team against its own opponent", func(ms []tournament.TeamMatch) ([]tournament.TeamMatch, error) {
			return ExchangeTeams(ev, ms, ms[0].White, ms[0].Black)
		}, "teampairedit.err.opponents", nil},
		{"a team with itself", func(ms []tournament.TeamMatch) ([]tournament.TeamMatch, error) { return ExchangeTeams(ev, ms, 1, 1) }, "teampairedit.err.same", nil},
		{"the bye's colours", func(ms []tournament.TeamMatch) ([]tournament.TeamMatch, error) {
			return SwapTeamColours(ev, ms, len(ms))
		}, "teampairedit.err.byecolours", nil},
		{"no such match", func(ms []tournament.TeamMatch) ([]tournament.TeamMatch, error) { return SwapTeamColours(ev, ms, 9) }, "teams.error.no-match", nil},
		{"the bye to the team that has it", func(ms []tournament.TeamMatch) ([]tournament.TeamMatch, error) { return GiveTeamBye(ev, ms, byeTeam) }, "teams.error.has-bye", nil},
		{"a team not in the event", func(ms []tournament.TeamMatch) ([]tournament.TeamMatch, error) { return ExchangeTeams(ev, ms, 1, 99) }, "teams.error.not-paired", nil},
	} {
		got, err := tc.edit(slices.Clone(two))
		if testform.KeyOf(err) != tc.err {
			t.Errorf("%s: error %v, want %q", tc.name, err, tc.err)
			continue
		}
		if err != nil {
			continue
		}
		found, err := CheckEditedTeamRound(ev, got)
		keys := findingKeys(found)
		for _, k := range tc.keys {
			if err != nil || !slices.Contains(keys, k) {
				t.Errorf("%s: verdict %v %v, want %s among it", tc.name, keys, err, k)
			}
		}
		if err := ValidateEditedTeamRound(ev, 2, got); err != nil {
			t.Errorf("%s: the edited round is refused: %v", tc.name, err)
		}
	}
	// A forbidden pair met as edited.
	ev.TeamOptions = ev.TeamOptions.ForbidTeams(two[0].White, two[0].Black, true)
	found, err := CheckEditedTeamRound(ev, two)
	if keys := findingKeys(found); err != nil || !slices.Contains(keys, "teams.check.swiss.forbidden") {
		t.Errorf("a forbidden pair: %v %v", keys, err)
	}
}

// A team keeps its line-up for the round when it changes match or
// colour, board for board (an empty board stays empty); a team from the
// bye plays its default line-up; a match with a result is never changed.
func TestLayTeamRound(t *testing.T) {
	ev := teamEvent(tournament.TeamRoundRobin, 5, 6, 4)
	ms := pairRound(t, ev, 1)
	// Match 1's White team fields its players 2, 4, nobody, 5.
	w := ms[0].White
	tw, _ := ev.Team(w)
	addRound(ev, ms)
	g := gamesOf(ev, ms[0])
	for k, b := range teamgames.Boards(tournament.TeamOptions{Boards: 4}, []int64{tw.Players[1], tw.Players[3], 0, tw.Players[4]}, ms[0].Lineup(ev, ms[0].Black)) {
		g[k].White, g[k].Black, g[k].Result = b.White, b.Black, b.Result
	}
	bye := ms[len(ms)-1].White
	got, err := ExchangeTeams(ev, ms, w, bye)
	if err != nil {
		t.Fatal(err)
	}
	if from := TeamsFromBye(ev, got); !slices.Equal(from, []int64{bye}) {
		t.Errorf("teams from the bye %v, want [%d]", from, bye)
	}
	if got[len(got)-1].White != w || !got[len(got)-1].IsBye() {
		t.Errorf("the bye: %+v", got[len(got)-1])
	}
	tb, _ := ev.Team(bye)
	if l := got[0].Lineup(laid(ev, got), bye); !slices.Equal(l, tb.Players[:4]) {
		t.Errorf("the team from the bye plays %v, want its first four %v", l, tb.Players[:4])
	}
	// Back into match 2 in place of its White team, now with Black.
	got, err = SwapTeamColours(ev, got, 2)
	if err != nil {
		t.Fatal(err)
	}
	got, err = ExchangeTeams(ev, got, got[1].Black, w)
	if err != nil {
		t.Fatal(err)
	}
	m := got[1]
	if m.Black != w {
		t.Fatalf("match 2: %+v", m)
	}
	want := []int64{tw.Players[1], tw.Players[3], 0, tw.Players[4]}
	games := laid(ev, got).MatchGames(m)
	for k, b := range games {
		p := b.Black
		if !ev.TeamOptions.WhiteTeamOnBoard(k + 1) {
			p = b.White
		}
		if p != want[k] {
			t.Errorf("board %d: %d, want %d (the line-up kept board for board)", k+1, p, want[k])
		}
	}
	if games[2].Result != tournament.WhiteForfeitWin {
		t.Errorf("the board left empty has %v", games[2].Result)
	}
	// A result in match 1 fixes it.
	gamesOf(ev, ev.Matches[0])[0].Result = tournament.Draw
	if _, err := SwapTeamColours(ev, ev.RoundMatches(1), 1); testform.KeyOf(err) != "teampairedit.err.result" {
		t.Errorf("colours of a match with a result: %v", err)
	}
	if _, err := ExchangeTeams(ev, ev.RoundMatches(1), ev.Matches[1].White, ev.Matches[0].Black); testform.KeyOf(err) != "teampairedit.err.result" {
		t.Errorf("a team out of a match with a result: %v", err)
	}
}

// In a round of eight teams, which has no bye, a team is given the bye
// by hand: it leaves its match for the bye, its opponent has one too
// (it was refused, and the window closed on it), the other matches keep
// their numbers and games, the editor names both teams, the check says
// neither bye is the rules', and the store takes the round. A match with
// a result keeps its teams.
func TestGiveTeamByeInAnEvenRound(t *testing.T) {
	ev := teamSwiss(8, 4, 4)
	addRound(ev, pairRound(t, ev, 1))
	ms := ev.RoundMatches(1)
	if len(ms) != 4 || slices.ContainsFunc(ms, tournament.TeamMatch.IsBye) {
		t.Fatalf("round 1 of eight teams: %+v", ms)
	}
	given, opponent := ms[1].White, ms[1].Black
	if other, both := ByeFrom(ms, given); other != opponent || !both {
		t.Errorf("the team moved with the bye: %d %v, want %d, its opponent", other, both, opponent)
	}
	got, err := GiveTeamBye(ev, ms, given)
	if err != nil {
		t.Fatalf("the bye given in a round without one: %v", err)
	}
	want := []tournament.TeamMatch{ms[0], {Round: 1, Number: 2, White: given}, ms[2], ms[3], {Round: 1, Number: 5, White: opponent}}
	if len(got) != len(want) {
		t.Fatalf("edited round %+v", got)
	}
	for i := range want {
		if got[i].Number != want[i].Number || got[i].White != want[i].White || got[i].Black != want[i].Black || got[i].Bye != tournament.NoBye {
			t.Errorf("entry %d: %+v, want %+v", i, got[i], want[i])
		}
	}
	if _, games := LayTeamRound(ev, got); len(games) != 3*4 {
		t.Errorf("%d games laid, want three matches of four boards", len(games))
	}
	if moved := TeamsToBye(ev, got); !slices.Equal(moved, []int64{given, opponent}) {
		t.Errorf("the teams to the bye: %v, want %d and %d", moved, given, opponent)
	}
	if from := TeamsFromBye(ev, got); len(from) != 0 {
		t.Errorf("teams from the bye: %v", from)
	}
	found, err := CheckEditedTeamRound(ev, got)
	keys := findingKeys(found)
	if err != nil || slices.Index(keys, "teams.check.swiss.bye.none") < 0 || slices.Contains(keys, "teams.check.swiss.bye") || !slices.Contains(keys, "teams.check.swiss.missing") {
		t.Errorf("the verdict: %v %v", keys, err)
	}
	if err := ValidateEditedTeamRound(ev, 1, got); err != nil {
		t.Errorf("the round with two byes given by hand is refused: %v", err)
	}
	// Its opponent has the bye already.
	if again, _ := ByeFrom(got, opponent); again != 0 {
		t.Errorf("the team that has the bye moves %d", again)
	}
	if _, err := GiveTeamBye(ev, got, opponent); testform.KeyOf(err) != "teams.error.has-bye" {
		t.Errorf("the bye to the team that has the second: %v", err)
	}
	if other, both := ByeFrom(got, ms[0].White); other != given || both {
		t.Errorf("the bye of an edited round: %d %v, want %d's taken over", other, both, given)
	}
	// A match with a result keeps its teams.
	gamesOf(ev, ms[0])[0].Result = tournament.WhiteWins
	if _, err := GiveTeamBye(ev, ms, ms[0].Black); testform.KeyOf(err) != "teampairedit.err.result" {
		t.Errorf("the bye to a team of a match with a result: %v", err)
	}
}

// The second bye of an even round, the opponent a bye given by hand left
// without a match, scores what the arbiter chooses: the event's
// pairing-allocated bye, or a zero-point bye, which the store takes
// though the team asked for none, and which the round saved so keeps
// when it is laid again. Only a team of the two byes is scored so, and
// only with those kinds.
func TestScoreSecondByes(t *testing.T) {
	ev := teamSwiss(8, 4, 4)
	one := pairRound(t, ev, 1)
	addRound(ev, one)
	ms := ev.RoundMatches(1)
	if got := secondByes(ms); got != nil {
		t.Errorf("second byes of the round as paired: %v", got)
	}
	given, opponent := ms[0].White, ms[0].Black
	two, err := GiveTeamBye(ev, ms, given)
	if err != nil {
		t.Fatal(err)
	}
	if got := secondByes(two); !slices.Equal(got, []int64{given, opponent}) {
		t.Fatalf("second byes %v, want %d and %d", got, given, opponent)
	}
	if _, err := ScoreSecondByes(ev, two, []int64{ms[1].White}, tournament.ByeZeroPoint); testform.KeyOf(err) != "teampairedit.err.second" {
		t.Errorf("a team in a match scored as a second bye: %v", err)
	}
	if _, err := ScoreSecondByes(ev, two, []int64{opponent}, tournament.ByeFullPoint); testform.KeyOf(err) != "teams.err.bye.kind" {
		t.Errorf("a full point given to the team left over: %v", err)
	}
	kept, err := ScoreSecondByes(ev, two, []int64{opponent}, tournament.NoBye)
	if err != nil || !slices.Equal(kept, two) {
		t.Errorf("the pairing-allocated bye kept: %+v %v", kept, err)
	}
	zero, err := ScoreSecondByes(ev, two, []int64{opponent}, tournament.ByeZeroPoint)
	if err != nil {
		t.Fatal(err)
	}
	scores := map[int64]int{}
	for _, m := range zero {
		if m.IsBye() {
			w, _ := m.Score(ev.TeamOptions, nil)
			scores[m.White] = w.Match
		}
	}
	if scores[given] != ev.TeamOptions.MatchPoints(ev.TeamOptions.ByeMatch) || scores[opponent] != ev.TeamOptions.MatchLoss {
		t.Errorf("match points of the byes %v: the team given the bye %d, its opponent %d", scores, scores[given], scores[opponent])
	}
	if err := ValidateEditedTeamRound(ev, 1, zero); err != nil {
		t.Errorf("the zero-point bye chosen is refused: %v", err)
	}
	// Saved with the pairing-allocated bye, then scored nothing: the
	// bye laid keeps the kind chosen, not the one stored.
	addRound(ev, two)
	again, err := ScoreSecondByes(ev, ev.RoundMatches(1), []int64{opponent}, tournament.ByeZeroPoint)
	if err != nil {
		t.Fatal(err)
	}
	if laid, _ := LayTeamRound(ev, again); laid[len(laid)-1].White != opponent || laid[len(laid)-1].Bye != tournament.ByeZeroPoint {
		t.Errorf("the round laid again: %+v", laid)
	}
}

// The zero-point bye the arbiter scores a team left without a match with
// is his (LeftOut), not the team's request: saved, the editor opened
// again changes it as any bye given by hand, the team into a match, its
// score back to the event's bye; only a zero-point bye of a Swiss is his.
func TestZeroPointByeLeftOutIsTheArbiters(t *testing.T) {
	ev := teamSwiss(8, 4, 4)
	addRound(ev, pairRound(t, ev, 1))
	ms := ev.RoundMatches(1)
	given, opponent, other := ms[0].White, ms[0].Black, ms[1].Black
	two, err := GiveTeamBye(ev, ms, given)
	if err == nil {
		two, err = ScoreSecondByes(ev, two, []int64{opponent}, tournament.ByeZeroPoint)
	}
	if err != nil {
		t.Fatal(err)
	}
	addRound(ev, two)
	stored := ev.RoundMatches(1)
	last := stored[len(stored)-1]
	if last.White != opponent || last.Bye != tournament.ByeZeroPoint || !last.LeftOut || last.Requested() {
		t.Fatalf("the zero-point bye saved: %+v", last)
	}
	if got := byesIn(ev, 1); len(got) != 0 {
		t.Errorf("requested byes of the round: %v", got)
	}
	// Its score is a zero-point bye's, which the report writes as before
	// the mark: a TRF the same byte for byte.
	asked := *ev
	asked.Matches = slices.Clone(ev.Matches)
	asked.Matches[len(asked.Matches)-1].LeftOut = false
	if got, want := exchange.ExportTRF(ev, exchange.TRFOptions{}), exchange.ExportTRF(&asked, exchange.TRFOptions{}); string(got) != string(want) || !strings.Contains(string(got), "240 Z") {
		t.Errorf("the report of the arbiter's zero-point bye:\n%s\nwant:\n%s", got, want)
	}
	if got := secondByes(stored); !slices.Equal(got, []int64{given, opponent}) {
		t.Errorf("second byes %v, want %d and %d", got, given, opponent)
	}
	moved, err := ExchangeTeams(ev, stored, opponent, other)
	if err != nil {
		t.Fatalf("the team left out cannot be moved into a match: %v", err)
	}
	if m := moved[len(moved)-1]; m.White != other || !m.LeftOut {
		t.Errorf("the team moved into the arbiter's bye: %+v", m)
	}
	if _, err := GiveTeamBye(ev, stored, opponent); testform.KeyOf(err) != "teams.error.has-bye" {
		t.Errorf("the bye given to the team that has one: %v", err)
	}
	back, err := ScoreSecondByes(ev, stored, []int64{opponent}, tournament.NoBye)
	if err != nil {
		t.Fatal(err)
	}
	if m := back[len(back)-1]; m.Bye != tournament.NoBye || m.LeftOut {
		t.Errorf("the score taken back: %+v", m)
	}
	// Saved, the two byes keep the scores chosen: only a team moved into
	// one, or a score changed, is yet to be chosen.
	for _, c := range []struct {
		ms   []tournament.TeamMatch
		want []int64
	}{{stored, nil}, {moved, []int64{other}}, {back, []int64{opponent}}} {
		if got := NewSecondByes(ev, c.ms); !slices.Equal(got, c.want) {
			t.Errorf("new second byes %v, want %v", got, c.want)
		}
	}
	for _, ms := range [][]tournament.TeamMatch{back, stored} {
		if err := ValidateEditedTeamRound(ev, 1, ms); err != nil {
			t.Errorf("%+v refused: %v", ms, err)
		}
	}
	// The mark on any other match is no arbiter's bye.
	for _, edit := range []func(ms []tournament.TeamMatch){
		func(ms []tournament.TeamMatch) { ms[len(ms)-1].Bye = tournament.ByeHalfPoint },
		func(ms []tournament.TeamMatch) { ms[len(ms)-1].Bye = tournament.ByeFullPoint },
		func(ms []tournament.TeamMatch) { ms[1].LeftOut = true },
	} {
		ms := slices.Clone(stored)
		edit(ms)
		if err := ValidateEditedTeamRound(ev, 1, ms); testform.KeyOf(err) != "teampairedit.err.requested.new" {
			t.Errorf("%+v: %v", ms, err)
		}
	}
}

// The rule the store saves an edited team round by: each break refused
// with its own message.
func TestValidateEditedTeamRound(t *testing.T) {
	ev := swissRounds(t)
	two := ev.RoundMatches(2)
	var err error
	byeAt := len(two) - 1
	for _, tc := range []struct {
		name  string
		round int
		edit  func([]tournament.TeamMatch) []tournament.TeamMatch
		want  string
	}{
		{"as paired", 2, func(ms []tournament.TeamMatch) []tournament.TeamMatch { return ms }, ""},
		{"a round before the last", 1, func([]tournament.TeamMatch) []tournament.TeamMatch { return ev.RoundMatches(1) }, "teampairedit.err.last"},
		{"a round not paired", 3, func(ms []tournament.TeamMatch) []tournament.TeamMatch { return ms }, "teampairedit.err.last"},
		{"a match fewer", 2, func(ms []tournament.TeamMatch) []tournament.TeamMatch { return ms[:byeAt] }, "teams.error.not-paired"},
		{"numbers out of order", 2, func(ms []tournament.TeamMatch) []tournament.TeamMatch { ms[0].Number, ms[1].Number = 2, 1; return ms }, "teampairedit.err.numbers"},
		{"a team against itself", 2, func(ms []tournament.TeamMatch) []tournament.TeamMatch { ms[0].Black = ms[0].White; return ms }, "teampairedit.err.self"},
		{"a team in two matches", 2, func(ms []tournament.TeamMatch) []tournament.TeamMatch { ms[1].White = ms[0].White; return ms }, "teampairedit.err.twice"},
		{"a team paired twice in the round", 2, func(ms []tournament.TeamMatch) []tournament.TeamMatch { ms[byeAt].White = ms[0].Black; return ms }, "teampairedit.err.twice"},
		{"a team unknown", 2, func(ms []tournament.TeamMatch) []tournament.TeamMatch { ms[0].White = 99; return ms }, "teams.err.bye.team"},
		{"a match more", 2, func(ms []tournament.TeamMatch) []tournament.TeamMatch {
			return append(ms, tournament.TeamMatch{Round: 2, Number: len(ms) + 1, White: 1})
		}, "teampairedit.err.twice"},
		{"three byes", 2, func(ms []tournament.TeamMatch) []tournament.TeamMatch {
			black := ms[1].Black
			ms[1].Black = 0
			return append(ms, tournament.TeamMatch{Round: 2, Number: len(ms) + 1, White: black})
		}, "teampairedit.err.byes"},
		{"a requested bye made up", 2, func(ms []tournament.TeamMatch) []tournament.TeamMatch {
			ms[byeAt].Bye = tournament.ByeFullPoint
			return ms
		}, "teampairedit.err.requested.new"},
	} {
		err = ValidateEditedTeamRound(ev, tc.round, tc.edit(slices.Clone(two)))
		if testform.KeyOf(err) != tc.want {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
	// A team left out: in a round of four teams a match made a bye.
	rr := teamEvent(tournament.TeamRoundRobin, 4, 2, 2)
	addRound(rr, pairRound(t, rr, 1))
	ms := rr.RoundMatches(1)
	left := ms[1].Black
	ms[1].Black = 0
	if err := ValidateEditedTeamRound(rr, 1, ms); testform.KeyOf(err) != "teams.error.not-paired" || !strings.Contains(fmt.Sprint(err), rr.TeamName(left)) {
		t.Errorf("a team left out: %v", err)
	}
}

// A requested bye stays as asked, and a match with a result keeps its
// teams and colours.
func TestValidateEditedTeamRoundKeeps(t *testing.T) {
	ev := teamSwiss(6, 4, 2)
	testfield.RequestBye(t, ev, tournament.PlannedBye{Team: 2, Round: 1, Kind: tournament.ByeHalfPoint})
	ms := pairRound(t, ev, 1)
	addRound(ev, ms)
	ev.Requests = nil
	asked, _ := teamSide(ms, 2)
	alloc := slices.IndexFunc(ms, func(m tournament.TeamMatch) bool { return m.IsBye() && m.Bye == tournament.NoBye })
	if _, err := GiveTeamBye(ev, ms, 2); testform.KeyOf(err) != "teampairedit.err.requested" {
		t.Errorf("the team of a requested bye given the other: %v", err)
	}
	edited := slices.Clone(ms)
	edited[asked].White, edited[alloc].White = edited[alloc].White, edited[asked].White
	if err := ValidateEditedTeamRound(ev, 1, edited); testform.KeyOf(err) != "teampairedit.err.requested.new" {
		t.Errorf("a requested bye moved to another team: %v", err)
	}
	gamesOf(ev, ev.Matches[0])[1].Result = tournament.BlackWins
	edited = slices.Clone(ev.Matches)
	edited[0].White, edited[0].Black = edited[0].Black, edited[0].White
	if err := ValidateEditedTeamRound(ev, 1, edited); testform.KeyOf(err) != "teampairedit.err.result" {
		t.Errorf("a match with a result turned round: %v", err)
	}
}
