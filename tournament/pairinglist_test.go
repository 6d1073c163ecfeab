package tournament_test

import (
	"fmt"
	"slices"
	"testing"

	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/pairing"
)

// The pairing list of a round: its boards with what the withdrawal policy
// made of a game, then the byes in pairing order, then the players left
// out or withdrawn before the round, by number, each with its reason.
func TestRoundListGivesBoardsAndThePlayersWithoutAGame(t *testing.T) {
	ev := tournament.Constructed(tournament.SwissDutch, 7, nil,
		[]tournament.Pairing{tournament.G(1, 2, tournament.WhiteWins), tournament.G(3, 4, tournament.Draw), tournament.G(5, 6, tournament.BlackWins), tournament.ByeBoard(7, tournament.ByePairingAllocated)},
		[]tournament.Pairing{tournament.G(1, 3, tournament.NoResult), tournament.G(2, 6, tournament.NoResult), tournament.ByeBoard(5, tournament.ByeHalfPoint)},
	)
	ev.Settings.WithdrawalPolicy = tournament.WithdrawalUSSR1953
	ev.Players[5].WithdrawnAfter = 1 // 106, still paired in round 2
	ev.Players[6].WithdrawnAfter = 1 // 107, not paired
	// The list is by number, not by the order the players were entered.
	slices.Reverse(ev.Players)
	if n := tournament.StartNumbers(ev); n[104] >= n[107] {
		t.Fatalf("numbers %v: the test needs 104 before 107", n)
	}
	boards, out, ok := pairing.RoundList(ev, 2)
	if !ok || len(boards) != 2 {
		t.Fatalf("round 2: ok %v, %d boards", ok, len(boards))
	}
	if b := boards[0]; b.Board != 1 || b.White != 101 || b.Black != 103 || b.Shown != tournament.NoResult || b.Void {
		t.Errorf("board 1: %+v", b)
	}
	if b := boards[1]; b.Board != 2 || !b.Void && b.Shown == tournament.NoResult {
		t.Errorf("board 2, against the withdrawn player: %+v, want what the 1953 rule makes of it", b)
	}
	key := func(k string, args ...any) string { return fmt.Sprint(append([]any{k}, args...)...) }
	var got []string
	for _, a := range out {
		reason, pts := a.Text(key)
		got = append(got, fmt.Sprintf("%d %s %s", a.Player, reason, pts))
	}
	want := []string{"105 print.bye.half ½", "104 print.pairings.absent ", "107 print.pairings.withdrawnround1 "}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("without a game: %q, want %q", got, want)
	}
	if _, _, ok := pairing.RoundList(ev, 3); ok {
		t.Error("a round the event does not have")
	}
}

// The list by name has every player once, in the language's alphabetical
// order, the paired ones with board, colour and opponent.
func TestNameListHasEveryPlayerOnceInAlphabeticalOrder(t *testing.T) {
	ev := tournament.Constructed(tournament.SwissDutch, 4, nil, []tournament.Pairing{tournament.G(1, 2, tournament.NoResult), tournament.ByeBoard(3, tournament.ByeHalfPoint)})
	for i, name := range []string{"Ülo Öhman", "Jüri Saar", "Anna Šmigun", "Mati Zõrin"} {
		ev.Players[i].Name = name
		ev.Players[i].FamilyName, ev.Players[i].GivenNames = input.SplitName(name)
	}
	for lang, want := range map[string]string{
		"et": "[102:1b101 103:0 104:0 101:1w102]", // Saar, Šmigun, Zõrin, Öhman: Š and Z before Ö
		"en": "[101:1w102 102:1b101 103:0 104:0]", // Öhman as O first
	} {
		list, ok := pairing.NameList(ev, 1, lang)
		if !ok {
			t.Fatal("round 1")
		}
		var got []string
		for _, e := range list {
			s := fmt.Sprintf("%d:%d", e.Player, e.Board)
			if e.Board > 0 {
				c := "b"
				if e.White {
					c = "w"
				}
				s += fmt.Sprintf("%s%d", c, e.Opponent)
			}
			got = append(got, s)
		}
		if fmt.Sprint(got) != want {
			t.Errorf("%s: %v, want %s", lang, got, want)
		}
	}
}
