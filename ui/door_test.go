package ui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/checkin"
	"arbiter/tournament/store"
)

// The player form's drop-downs that share a row with a neighbour (sex
// beside the title, category beside the club) show every choice whole
// within the box of a 1024×700 window in every language: the Finnish
// sex read "ei ilmoit…", Fyne's drop-down being only as wide as its
// placeholder.
func TestPlayerFormChoicesWhole(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris"))
	room := smallestRoom(s)
	for _, l := range i18n.All {
		s.SetLanguage(l)
		shownView[*playersView](s, areaPlayers).openDialog(tournament.Player{})
		pickers := overlayParts[*picker](s)
		if len(pickers) != 3 { // title, sex, category
			t.Fatalf("%s: %d drop-downs in the player form, want 3", l, len(pickers))
		}
		for _, sel := range pickers[1:] {
			for _, o := range sel.Options {
				need := fyne.MeasureText(o, theme.TextSize(), fyne.TextStyle{}).Width + theme.IconInlineSize() + 4*theme.Padding()
				if got := sel.Size().Width; got < need {
					t.Errorf("%s: %q needs %.0f px, its drop-down is %.0f wide", l, o, need, got)
				}
			}
		}
		checkFits(t, s, room, fmt.Sprintf("%s, the player form", l))
		// Within the box's 960 pixels: the choices made whole in half a
		// row each widened the box past the window's edge.
		box := openModals[s.win.Canvas()]
		if w := box[len(box)-1].pop.Content.MinSize().Width; w > 960 {
			t.Errorf("%s: the player form needs %.0f px, more than its box's 960", l, w)
		}
		closeBoxes(s)
	}
}

// A round robin's check-in lists the players in their seats' order, as
// the players' view and the pairings number them, so the Nro column reads
// 1, 2, 3… down the list at the door (it listed them in the order they
// were entered, the drawn seats jumbled beside them).
func TestCheckInOfARoundRobinInSeatOrder(t *testing.T) {
	file := newSystemFile(t, tournament.RoundRobin, 6, 0)
	seats := []int{4, 2, 6, 1, 5, 3}
	st, err := store.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	ev, err := st.Event()
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range ev.Players {
		p.Seat = seats[i]
		if err := st.UpdatePlayer(p); err != nil {
			t.Fatal(err)
		}
	}
	st.Close()
	s := openShell(t, file)
	b := s.openCheckIn()
	if b == nil {
		t.Fatalf("no check-in box: %q", topMessage(s))
	}
	var got []string
	for _, r := range b.grid.rows {
		got = append(got, r[0]+" "+r[1])
	}
	want := "[1 Player 4 2 Player 2 3 Player 6 4 Player 1 5 Player 5 6 Player 3]"
	if fmt.Sprint(got) != want {
		t.Errorf("the check-in's rows: %q, want %s", got, want)
	}
	// Enter on the first row checks in the player shown there.
	pressEnter(b.search)
	if c, _ := checkin.Of(&s.doc.event, 1); !c.In(b.all[0].ID) || b.all[0].Name != "Player 4" {
		t.Errorf("Enter on the first row: %+v, the row's player %q", c, b.all[0].Name)
	}
}
