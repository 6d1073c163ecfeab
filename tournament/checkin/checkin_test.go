package checkin

import (
	"errors"
	"slices"
	"testing"

	"arbiter/engine"
	"arbiter/internal/testform"
	"arbiter/tournament"
)

// swissEvent is a Swiss of the given rounds with the first paired rounds
// played, and players 1..n (player w withdrawn after round after, for each
// pair {w, after} in withdrawn).
func swissEvent(rounds, paired, n int, withdrawn ...[2]int) *tournament.Event {
	ev := &tournament.Event{Settings: tournament.DefaultSettings()}
	ev.Settings.System, ev.Settings.Rounds = tournament.SwissDutch, rounds
	for id := 1; id <= n; id++ {
		ev.Players = append(ev.Players, tournament.Player{ID: int64(id), Name: string(rune('A' + id - 1))})
	}
	for _, w := range withdrawn {
		ev.Players[w[0]-1].WithdrawnAfter = w[1]
	}
	for r := 1; r <= paired; r++ {
		ev.Rounds = append(ev.Rounds, tournament.Round{Number: r})
	}
	return ev
}

// ids are the players' ids.
func ids(ps []tournament.Player) []int64 {
	var out []int64
	for _, p := range ps {
		out = append(out, p.ID)
	}
	return out
}

// TestOpenIsForTheNextRoundOnce: a check-in opens for the round the event
// pairs next, once, and not past the last round; a round robin's rounds
// are its schedule's.
func TestOpenIsForTheNextRoundOnce(t *testing.T) {
	ev := swissEvent(5, 2, 4)
	c, err := Open(ev)
	if err != nil || c.Round != 3 || !c.Open() {
		t.Fatalf("Open = %+v, %v; want round 3, open", c, err)
	}
	ev.CheckIns = []tournament.CheckIn{c}
	if _, err := Open(ev); testform.KeyOf(err) != "checkin.err.isopen" {
		t.Errorf("Open while round 3's is open: %v, want checkin.err.isopen", err)
	}
	ev.CheckIns[0].Absent = tournament.AbsentNone
	if _, err := Open(ev); testform.KeyOf(err) != "checkin.err.closed" {
		t.Errorf("Open after round 3's closed: %v, want checkin.err.closed", err)
	}
	if c, err := Open(swissEvent(5, 4, 4)); err != nil || c.Round != 5 {
		t.Errorf("Open before the last round = %+v, %v; want round 5", c, err)
	}
	if _, err := Open(swissEvent(5, 5, 4)); testform.KeyOf(err) != "checkin.err.over" {
		t.Errorf("Open after the last round: %v, want checkin.err.over", err)
	}
	rr := swissEvent(0, 2, 4)
	rr.Settings.System = tournament.RoundRobin
	if c, err := Open(rr); err != nil || c.Round != 3 {
		t.Errorf("a round robin of 4 after round 2: %+v, %v; want round 3 of its 3", c, err)
	}
	rr.Rounds = append(rr.Rounds, tournament.Round{Number: 3})
	if _, err := Open(rr); testform.KeyOf(err) != "checkin.err.over" {
		t.Errorf("a round robin of 4 after its 3 rounds: %v, want checkin.err.over", err)
	}
}

// TestRoundIsNoneOnceEveryRoundIsPaired: a check-in is for the next round
// to pair; after the last round is paired there is no round to check in
// for (the pack printed the last round's list, already played), and a
// team event has no check-in.
func TestRoundIsNoneOnceEveryRoundIsPaired(t *testing.T) {
	if r, err := Round(swissEvent(3, 2, 4)); err != nil || r != 3 {
		t.Errorf("Round before the last of 3 = %d, %v; want 3", r, err)
	}
	if r, err := Round(swissEvent(3, 3, 4)); testform.KeyOf(err) != "checkin.err.over" {
		t.Errorf("Round after the last of 3 = %d, %v; want checkin.err.over", r, err)
	}
	team := swissEvent(3, 1, 4)
	team.Settings.System = tournament.TeamSwiss
	if _, err := Round(team); testform.KeyOf(err) != "checkin.err.team" {
		t.Errorf("Round of a team Swiss: %v, want checkin.err.team", err)
	}
}

// TestOfAndOpenNowFindTheirRound: Of finds a round's check-in, open or
// closed; OpenNow the one open, whichever round it is.
func TestOfAndOpenNowFindTheirRound(t *testing.T) {
	ev := swissEvent(5, 2, 4)
	if _, err := OpenNow(ev); testform.KeyOf(err) != "checkin.err.notopen" {
		t.Errorf("OpenNow with none: %v, want checkin.err.notopen", err)
	}
	ev.CheckIns = []tournament.CheckIn{{Round: 1, Absent: tournament.AbsentBye}, {Round: 2, Absent: tournament.AbsentNone}, {Round: 3}}
	for r, want := range map[int]bool{1: true, 2: true, 3: true, 4: false} {
		if c, ok := Of(ev, r); ok != want || ok && c.Round != r {
			t.Errorf("Of(round %d) = %+v, %v; want %v", r, c, ok, want)
		}
	}
	if c, err := OpenNow(ev); err != nil || c.Round != 3 {
		t.Errorf("OpenNow = %+v, %v; want round 3", c, err)
	}
}

// TestExpectedUntilTheRoundAfterWithdrawal: a player is expected in every
// round up to the one he withdrew after, and not after it.
func TestExpectedUntilTheRoundAfterWithdrawal(t *testing.T) {
	p := tournament.Player{ID: 1}
	for r := 1; r <= 5; r++ {
		if !Expected(p, r) {
			t.Errorf("a player who has not withdrawn is not expected in round %d", r)
		}
	}
	p.WithdrawnAfter = 3
	for r, want := range map[int]bool{2: true, 3: true, 4: false, 5: false} {
		if Expected(p, r) != want {
			t.Errorf("withdrawn after round 3: expected in round %d is %v", r, !want)
		}
	}
}

// TestExpectedFromTheRoundALateEntryJoined: a late entry is expected
// from the round he joined in, not at the check-ins of the rounds paired
// before (round 1's list counted one who joined after it as not checked in).
func TestExpectedFromTheRoundALateEntryJoined(t *testing.T) {
	p := tournament.Player{ID: 1, Entered: 3}
	for r, want := range map[int]bool{1: false, 2: false, 3: true, 4: true} {
		if Expected(p, r) != want {
			t.Errorf("joined in round 3: expected in round %d is %v", r, !want)
		}
	}
	ev := swissEvent(7, 1, 4)
	ev.Players[3].Entered = 2
	c := tournament.CheckIn{Round: 1, Marks: []tournament.Presence{{Player: 1, In: true}}}
	if got := ids(Absentees(ev, c)); !slices.Equal(got, []int64{2, 3}) {
		t.Errorf("round 1's absentees are %v, want [2 3] without the late entry", got)
	}
}

// TestMarkInAndOutKeepsOnePresenceEach: a player's mark is changed in
// place, in the order of first marks, with who marked it; a player not in
// the event or withdrawn before the round is refused, and nothing is
// marked without an open check-in.
func TestMarkInAndOutKeepsOnePresenceEach(t *testing.T) {
	ev := swissEvent(5, 2, 4, [2]int{4, 2})
	if _, _, err := Mark(ev, 1, true, ""); testform.KeyOf(err) != "checkin.err.notopen" {
		t.Errorf("a mark with no check-in open: %v, want checkin.err.notopen", err)
	}
	ev.CheckIns = []tournament.CheckIn{{Round: 3}}
	for _, m := range []tournament.Presence{{Player: 2, In: true, By: "tablet"}, {Player: 1, In: true}, {Player: 2, In: false, By: "deputy"}} {
		c, _, err := Mark(ev, m.Player, m.In, m.By)
		if err != nil {
			t.Fatal(err)
		}
		ev.CheckIns[0] = c
	}
	want := []tournament.Presence{{Player: 2, In: false, By: "deputy"}, {Player: 1, In: true}}
	if got := ev.CheckIns[0].Marks; !slices.Equal(got, want) {
		t.Errorf("marks %+v, want %+v", got, want)
	}
	if !ev.CheckIns[0].In(1) || ev.CheckIns[0].In(2) || ev.CheckIns[0].In(3) {
		t.Errorf("in: 1 %v, 2 %v, 3 %v; want only 1", ev.CheckIns[0].In(1), ev.CheckIns[0].In(2), ev.CheckIns[0].In(3))
	}
	if _, _, err := Mark(ev, 9, true, ""); testform.KeyOf(err) != "swisscli.err.player" {
		t.Errorf("a mark of no player: %v, want swisscli.err.player", err)
	}
	if _, _, err := Mark(ev, 4, true, ""); testform.KeyOf(err) != "swisscli.err.withdrawn" {
		t.Errorf("a mark of a player withdrawn after round 2, in round 3: %v, want swisscli.err.withdrawn", err)
	}
	if got := ids(Absentees(ev, ev.CheckIns[0])); !slices.Equal(got, []int64{2, 3}) {
		t.Errorf("absentees %v, want [2 3] (1 in, 4 withdrawn)", got)
	}
}

// TestCloseGivesTheAbsentTheirByes: closing gives each player expected and
// not checked in a zero-point requested bye in the round ("bye"), or in it
// and every later round he is expected in ("bye-rest"), keeps a bye a
// player asked for himself, and gives none with "none"; a rule not offered
// is refused.
func TestCloseGivesTheAbsentTheirByes(t *testing.T) {
	zero := tournament.ByeZeroPoint
	own := tournament.PlannedBye{Player: 3, Round: 4, Kind: tournament.ByeHalfPoint}
	for _, c := range []struct {
		rule  tournament.AbsentRule
		given []int64
		byes  []tournament.PlannedBye
	}{
		{tournament.AbsentNone, nil, []tournament.PlannedBye{own}},
		{tournament.AbsentBye, []int64{2, 3}, []tournament.PlannedBye{{Player: 2, Round: 3, Kind: zero, CheckIn: 3}, {Player: 3, Round: 3, Kind: zero, CheckIn: 3}, own}},
		{tournament.AbsentByeRest, []int64{2, 3}, []tournament.PlannedBye{
			{Player: 2, Round: 3, Kind: zero, CheckIn: 3}, {Player: 3, Round: 3, Kind: zero, CheckIn: 3}, own, {Player: 2, Round: 4, Kind: zero, CheckIn: 3},
			{Player: 2, Round: 5, Kind: zero, CheckIn: 3}, {Player: 3, Round: 5, Kind: zero, CheckIn: 3}}},
	} {
		// 1 checked in, 2 and 3 absent, 4 withdrawn after round 2, 5
		// absent and withdrawn after round 3 (expected in round 3 only).
		ev := swissEvent(5, 2, 5, [2]int{4, 2}, [2]int{5, 3})
		ev.Requests = []tournament.PlannedBye{own, {Player: 5, Round: 3, Kind: zero}}
		ev.CheckIns = []tournament.CheckIn{{Round: 3, Marks: []tournament.Presence{{Player: 1, In: true}}}}
		closed, reqs, given, err := Close(ev, c.rule)
		if err != nil {
			t.Fatalf("%s: %v", c.rule, err)
		}
		if closed.Absent != c.rule || closed.Open() {
			t.Errorf("%s: closed as %q", c.rule, closed.Absent)
		}
		if got := ids(given); !slices.Equal(got, c.given) {
			t.Errorf("%s: byes given to %v, want %v", c.rule, got, c.given)
		}
		wantReqs := append([]tournament.PlannedBye{{Player: 5, Round: 3, Kind: zero}}, c.byes...)
		sortByes(reqs)
		sortByes(wantReqs)
		if !slices.Equal(reqs, wantReqs) {
			t.Errorf("%s: requests %+v,\nwant %+v", c.rule, reqs, wantReqs)
		}
	}
	ev := swissEvent(5, 2, 3)
	ev.CheckIns = []tournament.CheckIn{{Round: 3}}
	if _, _, _, err := Close(ev, "later"); testform.KeyOf(err) != "checkin.err.absent" {
		t.Errorf("closing with a rule not offered: %v, want checkin.err.absent", err)
	}
	if _, _, _, err := Close(swissEvent(5, 2, 3), tournament.AbsentBye); testform.KeyOf(err) != "checkin.err.notopen" {
		t.Errorf("closing with none open: %v, want checkin.err.notopen", err)
	}
}

// sortByes orders requests by round, then player.
func sortByes(bs []tournament.PlannedBye) {
	slices.SortFunc(bs, func(a, b tournament.PlannedBye) int {
		if a.Round != b.Round {
			return a.Round - b.Round
		}
		return int(a.Player - b.Player)
	})
}

// TestCheckingInTakesBackTheRestOfEventByes: a player given byes for the
// rest of the event by an earlier check-in who checks in now gets back the
// byes that closing gave him from this round on; the byes he asked for
// himself (of any kind, a zero-point one too) and the byes of rounds
// before stay, as do other players'. It took back his own zero-point
// bye too, as the requests did not say who asked for them.
func TestCheckingInTakesBackTheRestOfEventByes(t *testing.T) {
	zero := tournament.ByeZeroPoint
	ev := swissEvent(7, 3, 3)
	ev.CheckIns = []tournament.CheckIn{
		{Round: 2, Absent: tournament.AbsentByeRest, Marks: []tournament.Presence{{Player: 1, In: true}, {Player: 3, In: true}}},
		{Round: 3, Absent: tournament.AbsentBye, Marks: []tournament.Presence{{Player: 1, In: true}, {Player: 2, In: true}}},
		{Round: 4},
	}
	ev.Requests = []tournament.PlannedBye{
		{Player: 2, Round: 2, Kind: zero, CheckIn: 2}, {Player: 3, Round: 3, Kind: zero, CheckIn: 3},
		{Player: 2, Round: 4, Kind: zero, CheckIn: 2}, {Player: 2, Round: 5, Kind: tournament.ByeHalfPoint},
		{Player: 2, Round: 6, Kind: zero}, {Player: 2, Round: 7, Kind: zero, CheckIn: 2},
		{Player: 3, Round: 4, Kind: zero},
	}
	_, reqs, err := Mark(ev, 2, true, "")
	if err != nil {
		t.Fatal(err)
	}
	want := []tournament.PlannedBye{{Player: 2, Round: 2, Kind: zero, CheckIn: 2}, {Player: 3, Round: 3, Kind: zero, CheckIn: 3},
		{Player: 2, Round: 5, Kind: tournament.ByeHalfPoint}, {Player: 2, Round: 6, Kind: zero}, {Player: 3, Round: 4, Kind: zero}}
	if !slices.Equal(reqs, want) {
		t.Errorf("player 2 checked in for round 4: requests %+v,\nwant %+v", reqs, want)
	}
	// Player 3 asked for round 4's bye himself: checking in does not
	// touch it.
	if _, reqs, _ := Mark(ev, 3, true, ""); !slices.Equal(reqs, ev.Requests) {
		t.Errorf("player 3 checked in: requests %+v, want them unchanged", reqs)
	}
	// Marked out, nobody's byes change.
	if _, reqs, _ := Mark(ev, 2, false, ""); !slices.Equal(reqs, ev.Requests) {
		t.Errorf("player 2 marked out: requests %+v, want them unchanged", reqs)
	}
}

// TestPendingRefusesThePairingWhileOpen: the round's pairing waits while
// its check-in is open, the message counting the absent so far; a closed
// check-in, or none, lets it go.
func TestPendingRefusesThePairingWhileOpen(t *testing.T) {
	ev := swissEvent(5, 2, 4)
	if err := Pending(ev, 3); err != nil {
		t.Errorf("no check-in: %v", err)
	}
	ev.CheckIns = []tournament.CheckIn{{Round: 3, Marks: []tournament.Presence{{Player: 1, In: true}}}}
	var m *engine.Message
	if err := Pending(ev, 3); !errors.As(err, &m) || m.Key != "checkin.err.pending" || m.Args["absent"] != 3 {
		t.Errorf("round 3's check-in open, 1 of 4 in: %v, want checkin.err.pending with 3 absent", err)
	}
	if err := Pending(ev, 4); err != nil {
		t.Errorf("round 4 has no check-in: %v", err)
	}
	ev.CheckIns[0].Absent = tournament.AbsentNone
	if err := Pending(ev, 3); err != nil {
		t.Errorf("round 3's check-in closed: %v", err)
	}
}

// TestAbsentRulesOfEachSystem: only an individual Swiss closes with byes;
// the rules read back as written, and another word is refused.
func TestAbsentRulesOfEachSystem(t *testing.T) {
	if got := AbsentRulesFor(tournament.SwissDubov); !slices.Equal(got, []tournament.AbsentRule{tournament.AbsentBye, tournament.AbsentByeRest, tournament.AbsentNone}) {
		t.Errorf("a Swiss closes with %v", got)
	}
	if got := AbsentRulesFor(tournament.RoundRobin); !slices.Equal(got, []tournament.AbsentRule{tournament.AbsentNone}) {
		t.Errorf("a round robin closes with %v", got)
	}
	for _, s := range []string{"bye", " bye-rest ", "none"} {
		if r, err := ParseAbsentRule(s); err != nil || string(r) == "" {
			t.Errorf("ParseAbsentRule(%q) = %q, %v", s, r, err)
		}
	}
	if _, err := ParseAbsentRule("rest"); testform.KeyOf(err) != "checkin.err.absent" {
		t.Errorf("ParseAbsentRule(rest): %v, want checkin.err.absent", err)
	}
}

// TestCloseLeavesAPlayerWithHisOwnByeOutOfTheAbsent: a player not checked
// in who asked for a bye in the round (a half-point one) is not absent: he
// keeps his bye and closing, even for the rest of the event, gives him
// none; a bye an earlier closing gave him in the round excuses no one.
func TestCloseLeavesAPlayerWithHisOwnByeOutOfTheAbsent(t *testing.T) {
	ev := swissEvent(5, 2, 4)
	half := tournament.PlannedBye{Player: 3, Round: 3, Kind: tournament.ByeHalfPoint}
	earlier := tournament.PlannedBye{Player: 4, Round: 3, Kind: tournament.ByeZeroPoint, CheckIn: 2}
	ev.Requests = []tournament.PlannedBye{half, earlier}
	ev.CheckIns = []tournament.CheckIn{{Round: 3, Marks: []tournament.Presence{{Player: 1, In: true}}}}
	absent, excused := Absent(ev, ev.CheckIns[0])
	if !slices.Equal(ids(absent), []int64{2, 4}) || !slices.Equal(ids(excused), []int64{3}) {
		t.Errorf("absent %v, excused %v; want [2 4] and [3]", ids(absent), ids(excused))
	}
	_, reqs, given, err := Close(ev, tournament.AbsentByeRest)
	if err != nil {
		t.Fatal(err)
	}
	if got := ids(given); !slices.Equal(got, []int64{2, 4}) {
		t.Errorf("byes given to %v, want [2 4]", got)
	}
	for _, b := range reqs {
		if b.Player == 3 && b != half {
			t.Errorf("the player with his own bye in round 3 was given %+v", b)
		}
	}
}

// TestAPlayerInWithHisOwnByeIsExcused: a player checked in whose own bye
// of the round stands keeps it (Mark) and is said apart with those not in
// who keep theirs: closing said that every player was in and no one had a
// bye, and the pairing gave him his.
func TestAPlayerInWithHisOwnByeIsExcused(t *testing.T) {
	ev := swissEvent(5, 2, 4)
	ev.Requests = []tournament.PlannedBye{{Player: 1, Round: 3, Kind: tournament.ByeZeroPoint}}
	ev.CheckIns = []tournament.CheckIn{{Round: 3, Marks: []tournament.Presence{{Player: 1, In: true}, {Player: 2, In: true}}}}
	absent, excused := Absent(ev, ev.CheckIns[0])
	if !slices.Equal(ids(absent), []int64{3, 4}) || !slices.Equal(ids(excused), []int64{1}) {
		t.Errorf("absent %v, excused %v; want [3 4] and [1]", ids(absent), ids(excused))
	}
}

// TestOwnByeIsTheByeAskedFor: a player who asked for a bye in the
// check-in's round has it as his reason for not being there, whatever its
// kind; a bye a closing gave, or one of another round, is none.
func TestOwnByeIsTheByeAskedFor(t *testing.T) {
	ev := swissEvent(5, 2, 4)
	ev.Requests = []tournament.PlannedBye{
		{Player: 1, Round: 3, Kind: tournament.ByeHalfPoint},
		{Player: 2, Round: 3, Kind: tournament.ByeZeroPoint},
		{Player: 3, Round: 3, Kind: tournament.ByeZeroPoint, CheckIn: 2},
		{Player: 4, Round: 4, Kind: tournament.ByeHalfPoint},
	}
	c := tournament.CheckIn{Round: 3}
	for _, tc := range []struct {
		id   int64
		kind tournament.ByeKind
		ok   bool
	}{{1, tournament.ByeHalfPoint, true}, {2, tournament.ByeZeroPoint, true}, {3, tournament.NoBye, false}, {4, tournament.NoBye, false}} {
		if kind, ok := OwnBye(ev, c, tc.id); kind != tc.kind || ok != tc.ok {
			t.Errorf("player %d: OwnBye %v, %v; want %v, %v", tc.id, kind, ok, tc.kind, tc.ok)
		}
	}
}

// TestTeamEventHasNoCheckIn: a team event's line-ups say who plays, so its
// check-in is refused with the kind's one message.
func TestTeamEventHasNoCheckIn(t *testing.T) {
	ev := &tournament.Event{Settings: tournament.DefaultSettings()}
	ev.Settings.System = tournament.TeamSwiss
	_, err := Open(ev)
	if testform.KeyOf(err) != "checkin.err.team" {
		t.Fatalf("Open(team event) = %v, want checkin.err.team", err)
	}
}

// The players not checked in are listed by starting number, as the
// check-in's list runs at the door and the pairings number them: the
// window's closing question named them in the order they were entered,
// jumbled beside the list, and so did the byes it gave.
func TestAbsenteesInStartingNumberOrder(t *testing.T) {
	ev := swissEvent(5, 0, 4)
	for i, rating := range []int{1500, 2000, 1800, 1700} {
		ev.Players[i].Rating = rating
	}
	ev.CheckIns = []tournament.CheckIn{{Round: 1}}
	want := []int64{2, 3, 4, 1}
	c, _ := Of(ev, 1)
	absent, _ := Absent(ev, c)
	if got := ids(Absentees(ev, c)); !slices.Equal(got, want) || !slices.Equal(ids(absent), want) {
		t.Errorf("absentees %v, absent %v, want %v", got, ids(absent), want)
	}
	_, _, given, err := Close(ev, tournament.AbsentBye)
	if err != nil {
		t.Fatal(err)
	}
	if got := ids(given); !slices.Equal(got, want) {
		t.Errorf("byes given to %v, want %v", got, want)
	}
}

// With no check-in open, OpenNow advises opening the next round's only
// where it can be opened: once round 3's was closed it said "open the
// check-in for round 3 first", which Open then refused as closed already
// (the entrance tablet showed the advice to the players).
func TestOpenNowAdvisesOnlyACheckInThatCanOpen(t *testing.T) {
	ev := swissEvent(5, 2, 4)
	if _, err := OpenNow(ev); testform.KeyOf(err) != "checkin.err.notopen" {
		t.Errorf("OpenNow before round 3's is opened: %v, want checkin.err.notopen", err)
	}
	ev.CheckIns = []tournament.CheckIn{{Round: 3, Absent: tournament.AbsentNone}}
	if _, err := OpenNow(ev); testform.KeyOf(err) != "checkin.err.closed" {
		t.Errorf("OpenNow after round 3's closed: %v, want checkin.err.closed", err)
	}
	if _, err := OpenNow(swissEvent(5, 5, 4)); testform.KeyOf(err) != "checkin.err.over" {
		t.Errorf("OpenNow after the last round: %v, want checkin.err.over", err)
	}
}
