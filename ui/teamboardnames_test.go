package ui

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"fyne.io/fyne/v2"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/tournament"
)

// longNamedLeague is the Cretan league of eight teams (heltour-crete2025)
// with every player and every team named in 30 characters, half of them
// in Greek, and no short names: the names the results by board cut with
// "…" at 1024×700 ("Konstantinos Emm…", "Σ.Α.ΓΑΖΙ…").
func longNamedLeague(t *testing.T) *tournament.Event {
	t.Helper()
	ev := testevent.TeamReport(t, "heltour-crete2025").Event
	// Families of 22 characters and given names of 7, so that each name
	// is 30, every one its own: the store refuses a namesake.
	latin := [2][]string{
		{"Georgakopoulos-Vlachos", "Papadopoulos-Manolakis", "Emmanouilidis-Kalogera", "Tsarouchas-Karavitakis",
			"Kalogerakis-Psentelidi", "Petrakis-Charalambidis"},
		{"Nikolas", "Stavros", "Michail", "Georgia", "Dimitra", "Antonis", "Vasilis", "Ioannis",
			"Giorgos", "Andreas", "Marinos", "Kyriaki", "Dimitri", "Evgenia", "Yiannis", "Manolis"},
	}
	greek := [2][]string{
		{"Χατζηγεωργίου-Παπαδάκη", "Παπαδοπούλου-Μανωλάκης", "Καραβιτάκης-Τσαρουχάκη", "Εμμανουηλίδης-Βλαχάκης",
			"Σγουράκης-Μαγουλιανάκη", "Στεφανάτος-Μαγουλιανός", "Σφηνιάς-Κωνσταντινίδης"},
		{"Ευανθία", "Σταύρος", "Μιχάλης", "Νικόλας", "Βασίλης", "Ιωάννης", "Γιώργος", "Ανδρέας",
			"Μαρίνος", "Κυριακή", "Δήμητρα", "Αντώνης", "Ευγενία", "Μανώλης", "Στέλιος"},
	}
	for i := range ev.Players {
		names := [2][2][]string{latin, greek}[i%2]
		k := i / 2
		ev.Players[i].SetNames(names[0][k%len(names[0])], names[1][k/len(names[0])])
	}
	teams := []string{"Chess Club of Heraklion No. %02d", "Σ.Α.ΓΑΖΙΟΥ ΗΡΑΚΛΕΙΟΥ ΚΡΗΤΗΣ %02d"}
	for i := range ev.Teams {
		ev.Teams[i].Name = fmt.Sprintf(teams[i%2], i+1)
		ev.Teams[i].ShortName = ""
	}
	var names []string
	for _, p := range ev.Players {
		names = append(names, p.Name)
	}
	for _, tm := range ev.Teams {
		names = append(names, tm.Name)
	}
	for _, name := range names {
		if n := utf8.RuneCountInString(name); n != 30 {
			t.Fatalf("%q is %d characters, not 30", name, n)
		}
	}
	return ev
}

// An arbiter who opens a team event's results by board at 1024×700 reads
// every name and every team whole, in every language, as the team and
// the individual standings give them, and the table needs no sideways
// scroll: names and teams of 30 characters, Greek among them, read
// "Konstantinos Emm…" and "Σ.Α.ΓΑΖΙ…". They go onto as few lines as let
// them be read whole; a short name beside them stays on one.
func TestTeamBoardsGiveLongNamesWholeAt1024(t *testing.T) {
	ev := longNamedLeague(t)
	short := &ev.Players[0]
	short.SetNames("Naoum", "Spyridon")
	s := openShell(t, testevent.EventFile(t, ev))
	room := smallestRoom(s)
	inEachLanguage(s, func(lang i18n.Lang) {
		v := shownView[*teamStandingsView](s, areaStandings)
		v.show.set(showBoards)
		g := v.grid
		if len(g.rows) == 0 {
			t.Fatalf("%s: no results by board", lang)
		}
		checkFits(t, s, room, string(lang)+", the results by board")
		checkViewFits(t, s, string(lang)+", the results by board")
		if need, has := laidOut(g), g.table.Size().Width; need > has {
			t.Errorf("%s: the columns take %.0f px, the table is %.0f wide: %v %v", lang, need, has, headings(g), g.widths)
		}
		for _, col := range []int{1, 2} {
			for i, r := range g.rows {
				if g.truncation(col, drawable(g.drawn(i, col)), fyne.TextStyle{}) != fyne.TextTruncateOff {
					t.Errorf("%s: row %d's %q cut short in %.0f px, drawn %q (%v %v)", lang, i+1, r[col], g.widths[col], g.drawn(i, col), headings(g), g.widths)
					break
				}
			}
			// Drawn on its lines, every character of each text shows.
			unbroken := strings.NewReplacer(" ", "", "\n", "")
			for _, c := range drawnCells(g, col) {
				if unbroken.Replace(c.text) != unbroken.Replace(c.shown) {
					t.Errorf("%s: %q drawn %q", lang, c.text, c.shown)
					break
				}
			}
		}
		if g.lines < 2 {
			t.Errorf("%s: the rows are %d line high", lang, g.lines)
		}
		for i, r := range g.rows {
			if r[1] == short.Name && g.drawn(i, 1) != short.Name {
				t.Errorf("%s: %q drawn %q", lang, short.Name, g.drawn(i, 1))
			}
		}
	})
	// Where the window has the room each text is on one line again, the
	// rows one line high.
	s.win.Resize(fyne.NewSize(1600, 900))
	g := shownView[*teamStandingsView](s, areaStandings).grid
	one := newGrid(nil, nil)
	one.setCompact()
	if g.lines != 1 || g.broken != nil || g.rowPitch() != one.rowPitch() {
		t.Errorf("at 1600×900 the rows are %d lines high, %.0f px apart", g.lines, g.rowPitch())
	}
	for i := range g.rows {
		if text := g.drawn(i, 1); strings.Contains(text, "\n") {
			t.Errorf("at 1600×900 %q is drawn on lines", text)
			break
		}
	}
}
