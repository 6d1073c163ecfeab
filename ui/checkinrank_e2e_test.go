package ui

import (
	"encoding/json"
	"fmt"
	"image"
	"slices"
	"strings"

	"arbiter/tournament"
	"arbiter/tournament/checkin"
)

// checkInRankNames are the players of checkInRankEvent: each name that
// holds another's comes before it.
var checkInRankNames = []string{"Timo Hämäläinen", "Jussi Laine", "Kari Nieminen", "Matti Niemi", "Liisa Salonen", "Pekka Salo"}

// checkInRankEvent is the round robin of checkInRankNames that
// checkInTakesTheNameTyped checks in.
var checkInRankEvent = roundRobinOf("checkinrank", checkInRankNames)

// checkInTakesTheNameTyped checks players in at the real window's
// check-in in English at 1024×700 (TestEndToEndBoxesByKeys, on
// checkInRankEvent) by parts of their names and Enter, where Finnish
// names hold one another and the player holding the part comes first in
// the list: "laine" marked Timo Hämäläinen, not Jussi Laine, and Enter on
// a player already in marked him absent. After each Enter the file read
// back has exactly the players meant checked in; "laine" typed again
// leaves Laine in. Space in the list takes a check-in back only when the
// question that follows is answered. ARBITER_E2E_SHOTS=folder keeps the
// pictures.
func checkInTakesTheNameTyped(w *window, _ string, _ image.Point) {
	names := checkInRankNames
	w.checkInOpened()
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
	w.changed("space") // the question answered, the list still has the keyboard
	w.await("Space on a player not in", in("Timo Hämäläinen", "Jussi Laine", "Matti Niemi", "Pekka Salo"))
	w.closeCheckIn()
}

// checkInFieldNames are the players of checkInFieldEvent: each name that
// holds another's comes before it; the last four are not checked in.
var checkInFieldNames = []string{
	"Timo Hämäläinen", "Jussi Laine", "Liisa Salonen", "Pekka Salo", "Kari Nieminen", "Matti Niemi",
	"Jari Mäkinen", "Anna Mäki", "Outi Koskinen", "Eero Koski", "Sanna Ahonen", "Ville Aho",
	"Tiina Lehtonen", "Mika Lehto", "Jüri Tõnisson", "Tõnis Õunapuu", "Jaan Tammsaare", "Mati Tamm",
	"Tõnu Õun", "Peeter Kivi", "Kadri Kivistik", "Reet Põldma", "Märt Põld", "Aino Virtanen",
}

// checkInFieldEvent is the round robin of checkInFieldNames that
// checkInOfAFieldByNameParts checks in.
var checkInFieldEvent = roundRobinOf("checkinfield", checkInFieldNames)

// checkInOfAFieldByNameParts checks 20 of 24 players in at the real
// window's check-in by the keys alone (TestEndToEndBoxesByKeys, on
// checkInFieldEvent, in each language and size), each by a part of his
// name and Enter, where names hold one another
// (Laine in Hämäläinen, Salo in Salonen, Tamm in Tammsaare, Õun in
// Õunapuu, Tõnis in Tõnisson), each holder listed before the name it
// holds, a part is the start of the family name or of the given name,
// and accents are not typed ("tonis" for Tõnis). "laine" typed again
// leaves Laine in. After each Enter the file holds exactly the players
// meant; at the end the command line reads them back. The languages
// other than English walk the first steps, which hold the part typed
// twice. ARBITER_E2E_SHOTS=folder keeps the pictures.
func checkInOfAFieldByNameParts(w *window, lang string, _ image.Point) {
	names := checkInFieldNames
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
	if lang != "en" {
		steps = steps[:8]
	}
	w.checkInOpened()
	in := w.checkInTyped(names, steps)
	// The command line reads the same players back.
	out := readOnly(w.t, w.bin, append(appEnv(w.home, lang), displayEnv(w.t)...), []string{"checkin", w.file, "--list", "--json"})
	var list struct {
		Round   int
		Open    bool
		Players []struct {
			Name string
			In   bool
		}
	}
	if err := json.Unmarshal([]byte(out), &list); err != nil {
		w.t.Fatalf("checkin --list --json: %v\n%s", err, out)
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
		w.t.Errorf("checkin --list: round %d open %v, %d players, in %q; want round 1 open, %d players, in %q",
			list.Round, list.Open, len(list.Players), got, len(names), in)
	}
	w.closeCheckIn()
}

// roundRobinOf is the walkEvent name, a round robin of names, seated in
// their order and rated in it.
func roundRobinOf(name string, names []string) walkEvent {
	return walkEvent{name, "round robin of " + strings.Join(names, ", "), func(cli func(args ...string), file, lang string) {
		cli("new", file, "--name", "Names", "--system", "round-robin", "--lang", lang)
		addRated(cli, file, names...)
		cli("draw", file, "--seats", strings.Join(names, ","))
	}}
}

// checkInOpened opens round 1's check-in from the rounds view by the
// keys, as at the door, and waits until the file has it open with no one
// in.
func (w *window) checkInOpened() {
	w.t.Helper()
	w.changed("ctrl+2")
	// Back from the result box to the check-in's button: the board field
	// is off and the list of boards hidden while no round is paired.
	w.tab(-1)
	w.changed("space")
	w.await("round 1's check-in open", checkedIn())
}

// closeCheckIn closes the check-in's box by Escape, which leaves the
// check-in open, as the arbiter steps away from the door: the walk after
// it in the same app (walkInOneApp) starts with no box over the window.
func (w *window) closeCheckIn() {
	w.t.Helper()
	w.changed("Escape")
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
