package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/i18n"
	"arbiter/tournament"
)

// The withdrawal box asks the store before it closes and says its refusal
// in place, the box open on the round typed, in every language at
// 1024×700: below the round when the file (changed beside the window, as
// another program would) has the player's later game played, beside the
// buttons when it has him withdrawn already. The box closed first, and
// the refusal opened a box of its own once the round typed was gone.
func TestWithdrawalBoxShowsTheStoresRefusalInPlace(t *testing.T) {
	s, names, ids, r2 := withdrawalEvent(t)
	save := func() *widget.Button { return defaultButton(t, s) }
	open := func(name string) *field {
		v := shownView[*playersView](s, areaPlayers)
		for row, p := range v.players {
			if p.Name == name {
				v.grid.table.Select(widget.TableCellID{Row: row, Col: 1})
			}
		}
		v.confirmWithdraw()
		return overlayParts[*field](s)[0]
	}
	for i, l := range i18n.Complete {
		s.SetLanguage(l)
		where := string(l)
		// His game of round 2 played beside the window: the round typed
		// is refused below its field, which it names.
		played := r2.Pairings[i]
		after := open(names[2*i])
		got := inPlace(t, s, where+", played", save, func() {
			after.SetText("1")
			if err := s.doc.st.SetResult(2, played.Board, tournament.WhiteWins); err != nil {
				t.Fatal(err)
			}
		}, 1)
		want := s.t("event.err.withdraw.played", "name", names[2*i], "played", 2, "round", 1)
		if len(got) != 1 || !strings.Contains(got[0], want) || after.Text != "1" {
			t.Errorf("%s: the store's refusal of round 1: %q, want %q below the field, which keeps %q", where, got, want, after.Text)
		}
		formsNameTheirFields(t, s, where)
		closeBoxes(s)
		// Withdrawn beside the window: the box says so beside its
		// buttons, and keeps the round typed.
		gone := names[2*(i+3)]
		after = open(gone)
		got = inPlace(t, s, where+", withdrawn", save, func() {
			after.SetText("2")
			if err := s.doc.st.WithdrawPlayer(ids[gone], 1); err != nil {
				t.Fatal(err)
			}
		}, 1)
		if want := s.t("event.err.withdraw.again", "name", gone, "round", 1); len(got) != 1 || !strings.Contains(got[0], want) || after.Text != "2" {
			t.Errorf("%s: the store's refusal of %s: %q, want %q, the field keeping %q", where, gone, got, want, after.Text)
		}
		if n := len(openModals[s.win.Canvas()]); n != 1 {
			t.Errorf("%s: %d boxes open after the store's refusal", where, n)
		}
		closeBoxes(s)
		s.reload()
	}
	// Put right, the withdrawal is recorded and the box closes on its
	// outcome.
	s.SetLanguage(i18n.English)
	open(names[1]).SetText("2")
	test.Tap(save())
	if p, _ := s.doc.event.Player(ids[names[1]]); p.WithdrawnAfter != 2 {
		t.Errorf("%s withdrawn after %d, want 2", names[1], p.WithdrawnAfter)
	}
}

// A failure of the file that is no message of the program's (the store
// gone under the box, as a disk that fails) is said in the withdrawal box
// as its refusals are, the box open on the round typed: it opened a
// second box over it.
func TestWithdrawalBoxSaysAFailureInPlace(t *testing.T) {
	s, _, _, _ := withdrawalEvent(t)
	v := shownView[*playersView](s, areaPlayers)
	v.grid.table.Select(widget.TableCellID{Row: 0, Col: 1})
	v.confirmWithdraw()
	overlayParts[*field](s)[0].SetText("1")
	if err := s.doc.st.Close(); err != nil {
		t.Fatal(err)
	}
	test.Tap(defaultButton(t, s))
	if n := len(openModals[s.win.Canvas()]); n != 1 {
		t.Fatalf("%d boxes open after the failure, want the withdrawal box alone", n)
	}
	said := fieldProblems(s.win.Canvas().Overlays().Top())
	if len(said) != 1 || overlayParts[*field](s)[0].Text != "1" {
		t.Errorf("the box says %q, its round reads %q", said, overlayParts[*field](s)[0].Text)
	}
}

// withdrawalEvent is a Swiss of twelve players, Player A to L, in a
// window of 1024×700, round 1 played (all drawn) and round 2 paired (r2):
// its players' names and their ids.
func withdrawalEvent(t *testing.T) (s *Shell, names []string, ids map[string]int64, r2 tournament.Round) {
	names = make([]string, 12)
	for i := range names {
		names[i] = fmt.Sprintf("Player %c", 'A'+i)
	}
	s = openShell(t, newEventFile(t, names...))
	s.win.Resize(fyne.NewSize(1024, 700))
	ids = map[string]int64{}
	for _, p := range s.doc.event.Players {
		ids[p.Name] = p.ID
	}
	r1 := tournament.Round{Number: 1}
	r2 = tournament.Round{Number: 2}
	for b := range 6 {
		r1.Pairings = append(r1.Pairings, tournament.Pairing{Round: 1, Board: b + 1, White: ids[names[2*b]], Black: ids[names[2*b+1]], Result: tournament.Draw})
		r2.Pairings = append(r2.Pairings, tournament.Pairing{Round: 2, Board: b + 1, White: ids[names[2*b]], Black: ids[names[(2*b+3)%12]]})
	}
	saveSwissRounds(t, s, r1, r2)
	return s, names, ids, r2
}
