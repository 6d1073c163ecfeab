package store

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"arbiter/tournament"
	"arbiter/tournament/checkin"
	"arbiter/tournament/conduct"
)

// Check-in of a 40-player Swiss: 30 check in, closing with a bye for the
// round gives the 10 others zero-point requested byes, the pairing of
// round 1 leaves them out, and each step is one action Undo takes back.
func TestCheckInCloseWithByes(t *testing.T) {
	s, ids, _ := swissEvent(t, 40)
	if _, err := s.MarkPresence(ids[0], true); err == nil {
		t.Fatal("a player checked in before check-in was opened")
	}
	c, err := s.OpenCheckIn()
	if err != nil || c.Round != 1 {
		t.Fatalf("opened %+v, %v", c, err)
	}
	if _, err := s.OpenCheckIn(); err == nil {
		t.Error("check-in opened twice")
	}
	for _, id := range ids[:30] {
		if _, err := s.MarkPresence(id, true); err != nil {
			t.Fatal(err)
		}
	}
	// One marked in, then out again: absent.
	if _, err := s.MarkPresence(ids[29], false); err != nil {
		t.Fatal(err)
	}
	if _, err := s.MarkPresence(ids[29], true); err != nil {
		t.Fatal(err)
	}
	if _, err := s.MarkPresence(999, true); err == nil {
		t.Error("an unknown player checked in")
	}
	ev, _ := s.Event()
	if _, err := conduct.Pair(s, ev, 1, false); err == nil {
		t.Fatal("round 1 paired while its check-in is open")
	}
	// A bye the player asked for himself stays his.
	if err := s.RequestBye(tournament.PlannedBye{Player: ids[35], Round: 1, Kind: tournament.ByeHalfPoint}); err != nil {
		t.Fatal(err)
	}
	c, given, err := s.CloseCheckIn(tournament.AbsentBye)
	if err != nil || c.Open() || len(given) != 9 {
		t.Fatalf("closed %+v, %d given, %v", c, len(given), err)
	}
	s = reopened(t, s)
	ev, _ = s.Event()
	if len(ev.CheckIns) != 1 || ev.CheckIns[0].Absent != tournament.AbsentBye || len(ev.CheckIns[0].Marks) != 30 {
		t.Fatalf("check-ins read back %+v", ev.CheckIns)
	}
	if _, err := s.MarkPresence(ids[31], true); err == nil {
		t.Error("checked in after closing")
	}
	if _, err := conduct.Pair(s, ev, 1, false); err != nil {
		t.Fatal(err)
	}
	ev, _ = s.Event()
	byes := map[int64]tournament.ByeKind{}
	for _, p := range ev.Rounds[0].Pairings {
		if p.IsBye() {
			byes[p.White] = p.Bye
		}
	}
	if len(byes) != 10 {
		t.Fatalf("round 1 byes %v", byes)
	}
	for _, id := range ids[30:] {
		want := tournament.ByeZeroPoint
		if id == ids[35] {
			want = tournament.ByeHalfPoint
		}
		if byes[id] != want {
			t.Errorf("player %d: bye %v, want %v", id, byes[id], want)
		}
	}
	// Late arrival: the check-in of round 2 is open while round 1 is in play.
	if c, err := s.OpenCheckIn(); err != nil || c.Round != 2 {
		t.Fatalf("round 2's check-in: %+v, %v", c, err)
	}
}

// Closing for the rest of the event gives byes in every round left; a
// player who arrives for a later round checks in and gets his games back
// from that round on. Undo takes the closing back whole.
func TestCheckInRestOfEvent(t *testing.T) {
	s, ids, _ := swissEvent(t, 8)
	checkedIn(t, s, ids[:6]...)
	before, _ := s.Event()
	if _, given, err := s.CloseCheckIn(tournament.AbsentByeRest); err != nil || len(given) != 2 {
		t.Fatalf("%d given, %v", len(given), err)
	}
	ev, _ := s.Event()
	if len(ev.Requests) != 10 { // 2 players × 5 rounds
		t.Fatalf("requests %+v", ev.Requests)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if ev, _ := s.Event(); !reflect.DeepEqual(ev.CheckIns, before.CheckIns) || len(ev.Requests) != 0 {
		t.Fatalf("after undo: %+v, %+v", ev.CheckIns, ev.Requests)
	}
	if _, err := s.Redo(); err != nil {
		t.Fatal(err)
	}
	pairRound(t, s, 1)
	checkedIn(t, s, ids[7])
	ev, _ = s.Event()
	var left []tournament.PlannedBye
	for _, b := range ev.Requests {
		if b.Player == ids[7] {
			left = append(left, b)
		}
	}
	if len(left) != 0 || len(ev.Requests) != 4 {
		t.Errorf("after the late arrival: his %+v, all %+v", left, ev.Requests)
	}
	// He is in round 2's check-in, and the action's record says how many
	// byes were taken back: rounds 2 to 5.
	if c, ok := checkin.Of(ev, 2); !ok || !c.In(ids[7]) {
		t.Errorf("the late arrival is not marked in round 2's check-in: %+v", c)
	}
	steps := newestEntry(t, s).Steps
	if len(steps) != 2 || steps[0].Action != "checkin.in" || steps[1].Action != "checkin.late" || fmt.Sprint(steps[1].Args["byes"]) != "4" {
		t.Errorf("the late arrival's record %+v, want checkin.in, then checkin.late with 4 byes", steps)
	}
}

// closeForTheRest opens the check-in of the next round, marks the players
// present in and closes it giving the absent byes for the rest of the event.
func closeForTheRest(t *testing.T, s *Store, present []int64) {
	t.Helper()
	checkedIn(t, s, present...)
	if _, _, err := s.CloseCheckIn(tournament.AbsentByeRest); err != nil {
		t.Fatal(err)
	}
}

// checkedIn opens the next round's check-in and checks the players
// present in; a refusal fails the test.
func checkedIn(t *testing.T, s *Store, present ...int64) {
	t.Helper()
	if _, err := s.OpenCheckIn(); err != nil {
		t.Fatal(err)
	}
	for _, id := range present {
		if _, err := s.MarkPresence(id, true); err != nil {
			t.Fatal(err)
		}
	}
}

// A late arrival keeps the zero-point bye he asked for himself: the file
// says of each bye which check-in gave it, and checking in takes back only
// those. It took his own bye back with the closing's, and the file read
// again must say the same.
func TestALateArrivalKeepsTheByeHeAskedFor(t *testing.T) {
	s, ids, _ := swissEvent(t, 8)
	late := ids[7]
	own := tournament.PlannedBye{Player: late, Round: 4, Kind: tournament.ByeZeroPoint}
	if err := s.RequestBye(own); err != nil {
		t.Fatal(err)
	}
	closeForTheRest(t, s, ids[:7])
	pairRound(t, s, 1)
	checkedIn(t, s, late)
	ev, _ := reopened(t, s).Event()
	if !reflect.DeepEqual(ev.Requests, []tournament.PlannedBye{own}) {
		t.Errorf("after the late arrival: requests %+v, want his own %+v alone", ev.Requests, own)
	}
}

// A bye a check-in's closing gave stays the check-in's through its round
// taken back: a late arrival checked in for that round paired again takes
// it back, as he would have before it was paired. It came back as his own
// request, which he kept.
func TestACheckInsByeTakenBackWithItsRound(t *testing.T) {
	s, ids, _ := swissEvent(t, 8)
	late := ids[7]
	closeForTheRest(t, s, ids[:7])
	pairRound(t, s, 1)
	drawRound(t, s, 1)
	pairRound(t, s, 2)
	if err := s.Unpair(2, false); err != nil {
		t.Fatal(err)
	}
	ev, _ := s.Event()
	if want := []tournament.PlannedBye{{Player: late, Round: 2, Kind: tournament.ByeZeroPoint, CheckIn: 1}}; !reflect.DeepEqual(ev.Requests[:1], want) {
		t.Errorf("requests after round 2 is taken back: %+v, want first %+v", ev.Requests, want)
	}
	checkedIn(t, s, late)
	if ev, _ = s.Event(); len(ev.Requests) != 0 {
		t.Errorf("the late arrival keeps %+v", ev.Requests)
	}
}

// An older file's byes are marked as a check-in's where the rule before
// the mark would have taken them back: a player's zero-point byes from a
// rest-of-event closing that found him absent on; a half-point request,
// and the byes of a player who was in at that closing, stay his own.
func TestOlderFilesByesGivenByACheckIn(t *testing.T) {
	s, ids, _ := swissEvent(t, 8)
	late, asked := ids[7], ids[6]
	for _, b := range []tournament.PlannedBye{{Player: late, Round: 3, Kind: tournament.ByeHalfPoint}, {Player: asked, Round: 2, Kind: tournament.ByeZeroPoint}} {
		if err := s.RequestBye(b); err != nil {
			t.Fatal(err)
		}
	}
	closeForTheRest(t, s, ids[:7])
	path := closedFile(s)
	handEdit(t, path, fmt.Sprintf(`ALTER TABLE bye_requests DROP COLUMN check_in; ALTER TABLE matches DROP COLUMN left_out; ALTER TABLE pairings DROP COLUMN check_in; ALTER TABLE players DROP COLUMN entered; ALTER TABLE settings DROP COLUMN max_half_byes; ALTER TABLE settings DROP COLUMN no_half_bye_rounds; ALTER TABLE settings DROP COLUMN late_entry_byes; ALTER TABLE settings DROP COLUMN unrated_rating; ALTER TABLE teams DROP COLUMN withdrawn_after; ALTER TABLE players DROP COLUMN pairing_rating; ALTER TABLE moves DROP COLUMN clock_control; PRAGMA user_version = %d`, slices.Index(migrations, schemaByesGivenByCheckIn)))
	ev, err := openUpgraded(t, path).Event()
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range ev.Requests {
		want := 0
		if b.Player == late && b.Kind == tournament.ByeZeroPoint {
			want = 1
		}
		if b.CheckIn != want {
			t.Errorf("%+v: given by check-in %d, want %d", b, b.CheckIn, want)
		}
	}
	if len(ev.Requests) != 6 { // his own of round 3, the closing's of 1, 2, 4, 5; the other's
		t.Errorf("requests %+v", ev.Requests)
	}
}

// A round robin has no requested byes: closing its check-in with byes is
// refused and nothing changes; closing with none is taken.
func TestCheckInRoundRobin(t *testing.T) {
	s, ids := newEvent(t, 6)
	checkedIn(t, s, ids[0])
	if _, _, err := s.CloseCheckIn(tournament.AbsentBye); err == nil {
		t.Fatal("byes given in a round robin")
	}
	if ev, _ := s.Event(); !ev.CheckIns[0].Open() || len(ev.Requests) != 0 {
		t.Fatalf("after the refusal: %+v", ev.CheckIns)
	}
	if _, _, err := s.CloseCheckIn(tournament.AbsentNone); err != nil {
		t.Fatal(err)
	}
	// A player leaving the event takes his marks with him.
	if err := s.DeletePlayer(ids[0]); err != nil {
		t.Fatal(err)
	}
	if ev, _ := s.Event(); len(ev.CheckIns[0].Marks) != 0 {
		t.Errorf("marks of a removed player: %+v", ev.CheckIns[0].Marks)
	}
}

// A round robin made in the window has no Swiss round count (0): its
// check-in opens for the next round of its schedule, and is refused only
// once every round of the schedule is paired, naming their number. It was
// refused with "all 0 rounds are paired" while the window offered it.
func TestCheckInRoundRobinOpensByItsSchedule(t *testing.T) {
	s, _ := newEvent(t, 4)
	settings := testSettings()
	settings.System, settings.Rounds = tournament.RoundRobin, 0
	if err := s.UpdateSettings(settings); err != nil {
		t.Fatal(err)
	}
	c, err := s.OpenCheckIn()
	if err != nil || c.Round != 1 {
		t.Fatalf("opened %+v, %v", c, err)
	}
	if got := checkin.AbsentRulesFor(tournament.RoundRobin); !reflect.DeepEqual(got, []tournament.AbsentRule{tournament.AbsentNone}) {
		t.Errorf("a round robin's check-in closes with %v", got)
	}
	if _, _, err := s.CloseCheckIn(tournament.AbsentNone); err != nil {
		t.Fatal(err)
	}
	for r := 1; r <= 3; r++ {
		pairRound(t, s, r)
		for b := 1; b <= 2; b++ {
			setResult(t, s, r, b, tournament.Draw)
		}
	}
	if _, err := s.OpenCheckIn(); err == nil || !strings.Contains(err.Error(), "all 3 rounds") {
		t.Errorf("with the schedule's 3 rounds paired: %v", err)
	}
}
