package ui

import (
	"encoding/json"
	"fmt"
	"image"
	"slices"
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
	// Each name that holds another's comes before it.
	names := []string{"Timo Hämäläinen", "Jussi Laine", "Kari Nieminen", "Matti Niemi", "Liisa Salonen", "Pekka Salo"}
	w := checkInOpen(t, "en", image.Pt(1024, 700), "checkinrank", names)
	in := checkedIn
	w.checkInTyped(names, []typedCheckIn{
		{"laine", "Jussi Laine"},
		{"niemi", "Matti Niemi"},
		{"salo", "Pekka Salo"},
		{"laine", "Jussi Laine"}, // in already: Enter leaves him in and says so
		{"hama", "Timo Hämäläinen"},
	})
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

// TestEndToEndCheckInOfAFieldByNameParts checks 20 of 24 players in at
// the real window's check-in by the keys alone, each by a part of his
// name and Enter, in each language, where names hold one another
// (Laine in Hämäläinen, Salo in Salonen, Tamm in Tammsaare, Õun in
// Õunapuu, Tõnis in Tõnisson), each holder listed before the name it
// holds, a part is the start of the family name or of the given name,
// and accents are not typed ("tonis" for Tõnis). "laine" typed again
// leaves Laine in. After each Enter the file holds exactly the players
// meant; at the end the command line reads them back. The languages
// other than English walk the first steps, which hold the part typed
// twice. ARBITER_E2E_SHOTS=folder keeps the pictures.
func TestEndToEndCheckInOfAFieldByNameParts(t *testing.T) {
	// Beside the other window tests: run in turn, its sizes' runs side by
	// side held every test without a window back until the last ended.
	sideBySide(t)
	// Each name that holds another's comes before it; the last four are
	// not checked in.
	names := []string{
		"Timo Hämäläinen", "Jussi Laine", "Liisa Salonen", "Pekka Salo", "Kari Nieminen", "Matti Niemi",
		"Jari Mäkinen", "Anna Mäki", "Outi Koskinen", "Eero Koski", "Sanna Ahonen", "Ville Aho",
		"Tiina Lehtonen", "Mika Lehto", "Jüri Tõnisson", "Tõnis Õunapuu", "Jaan Tammsaare", "Mati Tamm",
		"Tõnu Õun", "Peeter Kivi", "Kadri Kivistik", "Reet Põldma", "Märt Põld", "Aino Virtanen",
	}
	steps := []typedCheckIn{
		{"laine", "Jussi Laine"},
		{"hama", "Timo Hämäläinen"},
		{"salo", "Pekka Salo"},
		{"tonis", "Tõnis Õunapuu"},
		{"laine", "Jussi Laine"}, // in already: Enter leaves him in and says so
		{"oun", "Tõnu Õun"},
		{"tamm", "Mati Tamm"},
		{"maki", "Anna Mäki"},
		{"liisa", "Liisa Salonen"},
		{"niemi", "Matti Niemi"},
		{"kari", "Kari Nieminen"},
		{"jari", "Jari Mäkinen"},
		{"koski", "Eero Koski"},
		{"outi", "Outi Koskinen"},
		{"aho", "Ville Aho"},
		{"ahon", "Sanna Ahonen"},
		{"lehto", "Mika Lehto"},
		{"tiin", "Tiina Lehtonen"},
		{"juri", "Jüri Tõnisson"},
		{"tammsa", "Jaan Tammsaare"},
		{"kivi", "Peeter Kivi"},
	}
	for _, c := range []struct {
		lang  string
		size  image.Point
		steps int
	}{
		{"en", image.Pt(1024, 700), len(steps)},
		{"fi", image.Pt(1024, 700), 8},
		{"et", image.Pt(1024, 700), 8},
		{widestLang, windowSizes[1], 8},
	} {
		t.Run(sized(c.lang, c.size), func(t *testing.T) {
			w := checkInOpen(t, c.lang, c.size, "checkinfield-"+sized(c.lang, c.size), names)
			in := w.checkInTyped(names, steps[:c.steps])
			// The command line reads the same players back.
			out := readOnly(t, w.bin, append(appEnv(w.home, c.lang), displayEnv(t)...), []string{"checkin", w.file, "--list", "--json"})
			var list struct {
				Round   int
				Open    bool
				Players []struct {
					Name string
					In   bool
				}
			}
			if err := json.Unmarshal([]byte(out), &list); err != nil {
				t.Fatalf("checkin --list --json: %v\n%s", err, out)
			}
			var got []string
			for _, p := range list.Players {
				if p.In {
					got = append(got, p.Name)
				}
			}
			slices.Sort(got)
			slices.Sort(in)
			if list.Round != 1 || !list.Open || len(list.Players) != len(names) || !slices.Equal(got, in) {
				t.Errorf("checkin --list: round %d open %v, %d players, in %q; want round 1 open, %d players, in %q",
					list.Round, list.Open, len(list.Players), got, len(names), in)
			}
		})
	}
}

// checkInOpen makes a round robin of names, seated in their order and
// rated in it, opens it in the window in lang at size (keeping its
// pictures under shots), and opens round 1's check-in from the rounds
// view by the keys, as at the door.
func checkInOpen(t *testing.T, lang string, size image.Point, shots string, names []string) *window {
	t.Helper()
	w := eventOnScreen(t, lang, size, "names.arbiter", "round robin of "+strings.Join(names, ", "), shots, func(cli func(args ...string), file string) {
		cli("new", file, "--name", "Names", "--system", "round-robin", "--lang", lang)
		addRated(cli, file, names...)
		cli("draw", file, "--seats", strings.Join(names, ","))
	})
	w.changed("ctrl+2")
	w.keys("shift+Tab")
	w.changed("space")
	w.await("round 1's check-in open", checkedIn())
	return w
}

// typedCheckIn is a step of a check-in by the keys: a part of a name
// typed into the search, and Enter, which checks in takes, or leaves him
// in and says so where he is in already.
type typedCheckIn struct{ typed, takes string }

// checkInTyped walks steps in the check-in's search, which has the
// keyboard, and after each waits until the file holds exactly the
// players taken so far checked in, of names (the event's players in
// their order); it returns them. A player in already is said so in red
// and leaves the search as typed, which is cleared by hand, the word with
// it.
func (w *window) checkInTyped(names []string, steps []typedCheckIn) []string {
	w.t.Helper()
	taken := map[string]bool{}
	var in []string
	for _, step := range steps {
		// Its picture once the window shows what was typed: a shot
		// taken at once could settle before the app drew the first key.
		w.keepShot("typed-"+step.typed, w.after(func() { w.typeText(step.typed) }, step.typed))
		again := taken[step.takes]
		taken[step.takes] = true
		in = slices.DeleteFunc(slices.Clone(names), func(n string) bool { return !taken[n] })
		if again {
			// The box says so in red; the file is read once it has. The
			// search cleared takes the word away: it stayed while the
			// next name was typed.
			// Waited for as a picture with the word: the first picture
			// that differs can be drawn before the Enter's.
			w.keys("Return")
			w.awaitPicture(fmt.Sprintf("%q again and Enter: the word that %s is in already", step.typed, step.takes), "already-in",
				func(img image.Image) error {
					if redLines(img) == 0 {
						return fmt.Errorf("no red line")
					}
					return nil
				})
			w.await(fmt.Sprintf("%q again and Enter", step.typed), checkedIn(in...))
			w.keys("ctrl+a", "BackSpace")
			w.awaitPicture("the word on "+step.takes+" gone with the search", "search-cleared", func(img image.Image) error {
				if n := redLines(img); n > 0 {
					return fmt.Errorf("%d red lines", n)
				}
				return nil
			})
			continue
		}
		w.keys("Return")
		w.await(fmt.Sprintf("%q and Enter", step.typed), checkedIn(in...))
	}
	return in
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
