package ui

import (
	"fmt"
	"image"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"arbiter/tournament"
	"arbiter/tournament/checkin"
)

// TestEndToEndCheckInTakesTheNameTyped checks players in at the real
// window's check-in by parts of their names and Enter, where Finnish
// names hold one another and the player holding the part comes first in
// the list: "laine" marked Timo Hämäläinen, not Jussi Laine, and Enter on
// a player already in marked him absent. After each Enter the file read
// back has exactly the players meant checked in; "laine" typed again
// leaves Laine in. Space in the list takes a check-in back only when the
// question that follows is answered. ARBITER_E2E_SHOTS=folder keeps the
// pictures.
func TestEndToEndCheckInTakesTheNameTyped(t *testing.T) {
	size := image.Pt(1024, 700)
	dir, bin, home, cli := appOnScreen(t, "en", size)
	file := filepath.Join(dir, "names.arbiter")
	cli("new", file, "--name", "Names", "--system", "round-robin", "--lang", "en")
	// Each name that holds another's comes before it.
	names := []string{"Timo Hämäläinen", "Jussi Laine", "Kari Nieminen", "Matti Niemi", "Liisa Salonen", "Pekka Salo"}
	for i, n := range names {
		cli("player", "add", file, "--name", n, "--rating", strconv.Itoa(2300-20*i))
	}
	cli("draw", file, "--seats", strings.Join(names, ","))
	w := openAt(t, bin, home, "en", file, shotsIn(t, "checkinrank"), size)
	w.awaitHeld()
	in := checkedIn
	// The check-in, from the rounds view by the keys as at the door.
	w.changed("ctrl+2")
	w.keys("shift+Tab")
	w.changed("space")
	w.await("round 1's check-in open", in())
	for _, step := range []struct {
		typed string
		in    []string
	}{
		{"laine", []string{"Jussi Laine"}},
		{"niemi", []string{"Jussi Laine", "Matti Niemi"}},
		{"salo", []string{"Jussi Laine", "Matti Niemi", "Pekka Salo"}},
		// Laine, in, typed again: Enter leaves him in and says so; the
		// search stays, so it is cleared by hand.
		{"laine", []string{"Jussi Laine", "Matti Niemi", "Pekka Salo"}},
		{"hama", []string{"Timo Hämäläinen", "Jussi Laine", "Matti Niemi", "Pekka Salo"}},
	} {
		w.typeText(step.typed)
		w.shot("typed-" + step.typed)
		w.keys("Return")
		w.await(fmt.Sprintf("%q and Enter", step.typed), in(step.in...))
		if step.typed == "laine" && len(step.in) > 1 {
			w.shot("already-in")
			w.keys("ctrl+a", "BackSpace")
		}
	}
	// Space in the list on a player in asks before it takes his check-in
	// back (it marked him absent without a word): Escape keeps him in,
	// Enter on the question marks him out, and Space on one not in checks
	// him in without a question.
	w.keys("Tab") // the list, its cursor on the first row: Hämäläinen
	w.changed("space")
	w.shot("checkout-asked")
	w.changed("Escape")
	w.await("Space and Escape on a player in", in("Timo Hämäläinen", "Jussi Laine", "Matti Niemi", "Pekka Salo"))
	w.changed("space") // the list keeps the keyboard
	w.changed("Return")
	w.await("Space and Enter on a player in", in("Jussi Laine", "Matti Niemi", "Pekka Salo"))
	w.keys("Tab", "space")
	w.await("Space on a player not in", in("Timo Hämäläinen", "Jussi Laine", "Matti Niemi", "Pekka Salo"))
}

// checkedIn is a state of the file read back for await: round 1's
// check-in open with exactly the players names checked in, in the event's
// order.
func checkedIn(names ...string) func(*tournament.Event) error {
	return func(ev *tournament.Event) error {
		c, ok := checkin.Of(ev, 1)
		if !ok || !c.Open() {
			return fmt.Errorf("round 1's check-in is not open: %+v", ev.CheckIns)
		}
		var got []string
		for _, p := range ev.Players {
			if c.In(p.ID) {
				got = append(got, p.Name)
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(names) {
			return fmt.Errorf("checked in: %q, want %q", got, names)
		}
		return nil
	}
}
