package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/ui/dropdown"
)

// At the desk at 1024×700 the board chosen is read whole in every
// language, in a team event and an individual one: its picker's field
// draws its text uncut, and both players (in a team event with their
// teams) are shown whole. The closed field read "Ottelu 1, pöytä 1:
// Pelaaja26 Mäkelä (Pärnu Ratsu) – Pelaa…", the black player and his
// team cut.
func TestTheDesksBoardChosenReadsWhole(t *testing.T) {
	long := []string{"Hämäläinen-Korhonen, Aleksanteri", "Vähämäki-Lindqvist, Kristiina",
		"Saarinen-Õunapuu, Maria-Magdaleena", "Kuusksalu-Heinänen, Joonas-Aleksander"}
	for _, c := range []struct {
		name  string
		shell func(t *testing.T) *Shell
	}{
		{"team Swiss", teamSwissOfLongNames},
		{"individual", func(t *testing.T) *Shell {
			s := openShell(t, newEventFile(t, long...))
			pairRoundRobin(t, s, 1)
			return s
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := c.shell(t)
			s.win.Resize(fyne.NewSize(1024, 700))
			ev := s.doc.event
			p, err := ev.FindPairing(1, 1)
			if err != nil {
				t.Fatal(err)
			}
			// Both players and, in a team event, their teams.
			var want []string
			for _, id := range []int64{p.White, p.Black} {
				pl, _ := ev.Player(id)
				want = append(want, pl.Name)
				if tm, ok := ev.TeamOf(id); ok {
					want = append(want, tm.Name)
				}
			}
			inEachLanguage(s, func(lang i18n.Lang) {
				s.show(areaDesk)
				d := s.areaView(areaDesk).(*deskSlot).view
				pick, ok := d.KeyHome().(*dropdown.Select)
				if !ok || pick.Selected == "" {
					t.Fatalf("%s: the desk's board picker has no board chosen", lang)
				}
				for _, o := range drawnObjects(pick) {
					if x, ok := o.(*canvas.Text); ok && strings.HasSuffix(x.Text, "…") {
						t.Errorf("%s: the board picker draws %q of %q, cut to its width %v", lang, x.Text, pick.Selected, pick.Size().Width)
					}
				}
				if !shownWhole(d.Object(), want) {
					t.Errorf("%s: no line of the desk names the board chosen whole, %q", lang, want)
				}
			})
			// Its game open, the desk's title names both players whole, in
			// a team event with their teams, and every control of the desk
			// stays within the window: the title above the board took three
			// lines of the board's column, the result's row (Result, Enter
			// result, Import PGN) went below the window's edge, and a team
			// event's title left the teams out for the same reason.
			s.openAtDesk(1, 1)
			room := smallestRoom(s)
			inEachLanguage(s, func(lang i18n.Lang) {
				if !shownWhole(s.areaView(areaDesk).(*deskSlot).view.Object(), want) {
					t.Errorf("%s: no line of the desk names the game open whole, %q", lang, want)
				}
				what := fmt.Sprintf("%s, %s, a game open at the desk", c.name, lang)
				checkFits(t, s, room, what)
				checkViewFits(t, s, what)
			})
		})
	}
}

// shownWhole tells whether a label shown in o, cut by no ellipsis, holds
// every one of texts.
func shownWhole(o fyne.CanvasObject, texts []string) bool {
	for _, x := range drawnObjects(o) {
		l, ok := x.(*widget.Label)
		if !ok || !l.Visible() || l.Truncation != fyne.TextTruncateOff && l.Wrapping == fyne.TextWrapOff {
			continue
		}
		all := true
		for _, s := range texts {
			all = all && strings.Contains(l.Text, s)
		}
		if all {
			return true
		}
	}
	return false
}

// teamSwissOfLongNames is a shell on testevent.LongNamedTeamsFile,
// round 1 paired.
func teamSwissOfLongNames(t *testing.T) *Shell {
	t.Helper()
	s := openShell(t, testevent.LongNamedTeamsFile(t))
	test.Tap(shownView[*matchesView](s, areaRounds).pairBtn)
	if len(s.doc.event.Rounds) != 1 {
		t.Fatal("round 1 not paired")
	}
	return s
}
