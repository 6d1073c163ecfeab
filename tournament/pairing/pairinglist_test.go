package pairing

import (
	"fmt"
	"slices"
	"testing"

	"arbiter/engine/rules"
	"arbiter/internal/testfield"
	"arbiter/tournament"
)

// listEvent is a Swiss of seven players (ids 101…107, numbers 1…7) with
// round 1 played (1–2 1-0, 3–4 ½-½, 5–6 0-1, 7 the pairing-allocated bye)
// and round 2 played (1–3 ½-½, 2–6 without a result, 5's half-point bye,
// 4 left out): 106 and 107 withdrew after round 1, 106 still paired in
// round 2; 104 withdraws after round 2. The players are entered in reverse, so that an order by
// number is not the order of entry.
func listEvent() *tournament.Event {
	g, b := testfield.Game, testfield.Bye
	ev := testfield.Constructed(tournament.SwissDutch, 7, nil,
		[]tournament.Pairing{g(1, 2, tournament.WhiteWins), g(3, 4, tournament.Draw), g(5, 6, tournament.BlackWins), b(7, tournament.ByePairingAllocated)},
		[]tournament.Pairing{g(1, 3, tournament.Draw), g(2, 6, tournament.NoResult), b(5, tournament.ByeHalfPoint)})
	ev.Settings.Rounds = 5
	ev.Players[3].WithdrawnAfter = 2
	ev.Players[5].WithdrawnAfter = 1
	ev.Players[6].WithdrawnAfter = 1
	slices.Reverse(ev.Players)
	return ev
}

// keyText stands for a catalogue: a message as its key and arguments.
func keyText(key string, args ...any) string { return fmt.Sprint(append([]any{key}, args...)...) }

// The points beside each name are those of the rounds before the list's
// round: before round 2, round 1's (the pairing-allocated bye a win);
// before round 1, none; before round 3, round 2's draw and half-point bye
// added, the game against the withdrawn player worth nothing.
func TestPointsBeforeTheRound(t *testing.T) {
	ev := listEvent()
	for _, c := range []struct {
		round int
		want  map[int64]tournament.Points // in half points
	}{
		{1, map[int64]tournament.Points{101: 0, 102: 0, 103: 0, 104: 0, 105: 0, 106: 0, 107: 0}},
		{2, map[int64]tournament.Points{101: 2, 102: 0, 103: 1, 104: 1, 105: 0, 106: 2, 107: 2}},
		{3, map[int64]tournament.Points{101: 3, 102: 0, 103: 2, 104: 1, 105: 1, 106: 2, 107: 2}},
	} {
		got := PointsBefore(ev, c.round)
		for id, want := range c.want {
			if got[id] != want {
				t.Errorf("before round %d, %d has %v, want %v", c.round, id, got[id], want)
			}
		}
	}
}

// Under the 1953 code a round is paired while a game of the round before
// is adjourned (§22 note 4): the points beside each name on the next
// round's list are every result entered before it, the adjourned game
// counting for neither side until it is finished, as the crosstable
// counts them; they were those of the last round complete, round 1's
// winner 0 beside his win.
func TestPointsBeforeARoundPairedOverAnAdjournedGame(t *testing.T) {
	ev := testfield.Field(6, tournament.RoundRobin)
	ev.Settings.SetRuleset(rules.USSR1953)
	testfield.Play(t, ev, [][]tournament.Result{{tournament.WhiteWins, tournament.Adjourned, tournament.Draw}, {}})
	// Round 1 is 1–6 1-0, 2–5 adjourned, 3–4 ½-½; in half points:
	want := map[int64]tournament.Points{101: 2, 106: 0, 102: 0, 105: 0, 103: 1, 104: 1}
	got := PointsBefore(ev, 2)
	for id, w := range want {
		if got[id] != w {
			t.Errorf("before round 2, %d has %v, want %v", id, got[id], w)
		}
	}
}

// A bye is named and scored as the event's rules score it: the
// pairing-allocated and the full-point bye a win, the half-point bye ½,
// the zero-point bye 0, a round robin's free round nothing ("–").
func TestByeTextScoresEachKind(t *testing.T) {
	for k, want := range map[tournament.ByeKind]string{
		tournament.ByePairingAllocated: "print.bye.pairing 1",
		tournament.ByeFullPoint:        "print.bye.full 1",
		tournament.ByeHalfPoint:        "print.bye.half ½",
		tournament.ByeZeroPoint:        "print.bye.zero 0",
		tournament.ByeRoundRobin:       "print.bye.free –",
	} {
		if name, pts := ByeText(k, keyText); name+" "+pts != want {
			t.Errorf("bye kind %d: %s %s, want %s", k, name, pts, want)
		}
	}
}

// The pairing list of a round: its boards, a game against a player
// withdrawn before it shown as not played (a Swiss keeps results as
// played, so it counts for nobody); then the byes; then, by number, the
// players left out, one withdrawn only after the round among them, and
// those withdrawn before it, with the round they withdrew after.
func TestRoundListShowsBoardsByesAndAbsences(t *testing.T) {
	ev := listEvent()
	boards, out, ok := RoundList(ev, 2)
	if !ok || len(boards) != 2 {
		t.Fatalf("round 2: ok %v, boards %+v", ok, boards)
	}
	if b := boards[0]; b.Board != 1 || b.White != 101 || b.Black != 103 || b.Shown != tournament.Draw || b.Void {
		t.Errorf("board 1, drawn: %+v", b)
	}
	if b := boards[1]; b.Board != 2 || b.White != 102 || b.Black != 106 || b.Shown != tournament.NoResult || !b.Void {
		t.Errorf("board 2, against 106 withdrawn after round 1: %+v, want void", b)
	}
	var got []string
	for _, a := range out {
		reason, pts := a.Text(keyText)
		got = append(got, fmt.Sprintf("%d %s %s", a.Player, reason, pts))
	}
	want := []string{"105 print.bye.half ½", "104 print.pairings.absent ", "107 print.pairings.withdrawnround1 "}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("without a game: %q, want %q", got, want)
	}
	// Round 1's results as recorded.
	boards, out, ok = RoundList(ev, 1)
	if !ok || len(boards) != 3 || boards[2].Shown != tournament.BlackWins || boards[2].Void || len(out) != 1 || out[0].Player != 107 {
		t.Errorf("round 1: %v %+v %+v", ok, boards, out)
	}
	if _, _, ok := RoundList(ev, 3); ok {
		t.Error("round 3, not paired, has a list")
	}
}

// A late entry is no absentee of the rounds before he joined: a list of
// those rounds printed again after his entry does not name him "absent,
// not paired", in the round list nor by name; the rounds he is in list
// him as any other. A player with no game yet since round 1, a no-show
// not yet paired again, is still listed absent.
func TestRoundListLeavesOutALateEntryBeforeHeJoined(t *testing.T) {
	g, b := testfield.Game, testfield.Bye
	// 106 joined in round 2; 107 has had no game since the start.
	ev := testfield.Constructed(tournament.SwissDutch, 7, nil,
		[]tournament.Pairing{g(1, 2, tournament.WhiteWins), g(3, 4, tournament.Draw), b(5, tournament.ByePairingAllocated)},
		[]tournament.Pairing{g(1, 3, tournament.Draw), g(2, 6, tournament.BlackWins), g(4, 5, tournament.Draw)})
	ev.Settings.Rounds = 5
	absent := func(r int) []int64 {
		_, out, ok := RoundList(ev, r)
		if !ok {
			t.Fatalf("round %d has no list", r)
		}
		var ids []int64
		for _, a := range out {
			if !a.IsBye {
				ids = append(ids, a.Player)
			}
		}
		return ids
	}
	if got := absent(1); !slices.Equal(got, []int64{107}) {
		t.Errorf("round 1, before 106 joined: left out %v, want [107]", got)
	}
	if got := absent(2); !slices.Equal(got, []int64{107}) {
		t.Errorf("round 2: left out %v, want [107]", got)
	}
	names, _ := NameList(ev, 1, "en")
	for _, e := range names {
		if e.Player == 106 {
			t.Errorf("round 1's list by name names the late entry: %+v", e)
		}
	}
}

// The list by name has every player of the round's list once, in the
// alphabetical order of the reader's language, each paired one with his
// board, colour and opponent; namesakes stay in the pairing list's order,
// the lower board first, so that each is found where his board is.
func TestNameListIsAlphabeticalAndKeepsNamesakesInBoardOrder(t *testing.T) {
	ev := listEvent()
	for id, name := range map[int64][2]string{
		101: {"Öhman", "Ülo"}, 102: {"Saar", "Jüri"}, 103: {"Saar", "Jüri"}, 104: {"Šmigun", "Anna"},
		105: {"Zõrin", "Mati"}, 106: {"Aas", "Tiit"}, 107: {"Kask", "Mari"},
	} {
		p, _ := ev.Player(id)
		p.SetNames(name[0], name[1])
	}
	for lang, want := range map[string]string{
		// Estonian: Š and Z after S, Ö after Z.
		"et": "[106:2b102 107:0 103:1b101 102:2w106 104:0 105:0 101:1w103]",
		// English: Ö as O, Š as S after Saar.
		"en": "[106:2b102 107:0 101:1w103 103:1b101 102:2w106 104:0 105:0]",
	} {
		list, ok := NameList(ev, 2, lang)
		if !ok {
			t.Fatal("round 2")
		}
		var got []string
		for _, e := range list {
			s := fmt.Sprintf("%d:%d", e.Player, e.Board)
			if e.Board > 0 {
				s += fmt.Sprintf("%s%d", map[bool]string{true: "w", false: "b"}[e.White], e.Opponent)
			}
			got = append(got, s)
		}
		if fmt.Sprint(got) != want {
			t.Errorf("%s: %v, want %s", lang, got, want)
		}
	}
	if _, ok := NameList(ev, 3, "en"); ok {
		t.Error("round 3, not paired, has a list")
	}
}

// A board the withdrawal rule decided is withdrawn whatever the arbiter
// recorded on it: in a round robin of four under the 1953 code (§27), 4
// leaves after round 2 having played two of his three games, so round 3's
// game against him counts as a forfeit to his opponent; recorded as that
// forfeit, it is no more a game to play (no slip, no scoresheet) than
// left empty. The other board of the round is a game as any other.
func TestRoundListBoardDecidedByAWithdrawalWhateverItHolds(t *testing.T) {
	g := testfield.Game
	for _, recorded := range []tournament.Result{tournament.NoResult, tournament.WhiteForfeitWin} {
		ev := testfield.Constructed(tournament.RoundRobin, 4, nil,
			[]tournament.Pairing{g(1, 2, tournament.Draw), g(3, 4, tournament.Draw)},
			[]tournament.Pairing{g(1, 3, tournament.Draw), g(4, 2, tournament.Draw)},
			[]tournament.Pairing{g(1, 4, recorded), g(2, 3, tournament.NoResult)})
		ev.Settings.WithdrawalPolicy = tournament.WithdrawalUSSR1953
		ev.Players[3].WithdrawnAfter = 2
		boards, _, ok := RoundList(ev, 3)
		if !ok || len(boards) != 2 {
			t.Fatalf("round 3: ok %v, boards %+v", ok, boards)
		}
		for i, want := range []bool{true, false} {
			if b := boards[i]; b.Withdrawn() != want || b.Void {
				t.Errorf("board %d (%d–%d, recorded %v, shown %v): withdrawn %v, want %v", b.Board, b.White, b.Black, b.Result, b.Shown, b.Withdrawn(), want)
			}
		}
		if boards[0].Shown != tournament.WhiteForfeitWin {
			t.Errorf("board 1 recorded %v shows %v, want the forfeit", recorded, boards[0].Shown)
		}
	}
}

// A player struck from the table (1953 §27, fewer than half his games
// played) had his games annulled: the rounds' lists give a game he played
// with its result, marked annulled, and one he never played as not
// played. The list said "not played" of a game won 1–0 over the board.
func TestRoundListGivesAStruckPlayersGameItsResultAnnulled(t *testing.T) {
	ev := testfield.SixPlayers(t, tournament.WithdrawalUSSR1953, 2)
	if !ev.EffectiveResults().Struck[106] {
		t.Fatal("seat 6, 2 of 5 games played, is not struck")
	}
	words := func(key string, args ...any) string { return fmt.Sprint(append([]any{key}, args...)...) }
	boards, _, _ := RoundList(ev, 1) // 1–6 1-0, played
	if got, want := boards[0].Text(words), words("print.result.annulled", "result", "1–0"); got != want {
		t.Errorf("round 1, board 1, 1–0 played and annulled: %q, want %q", got, want)
	}
	boards, _, _ = RoundList(ev, 3) // 2–6 without a result, after he left
	if got, want := boards[0].Text(words), words("print.result.not-played"); got != want {
		t.Errorf("round 3, board 1, never played: %q, want %q", got, want)
	}
}
