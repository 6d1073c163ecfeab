package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"arbiter/tournament"
	"arbiter/ui/radio"
)

// radioDialogs are the dialog boxes with a radio choice: each opens its
// box and reads what the box saved, and say which way the arrows go from
// the choice the box opens on to another.
var radioDialogs = []struct {
	name string
	open func(t *testing.T) (s *Shell, saved func() string)
	// arrow moves from the choice the box opens on to want, which Enter
	// saves as saved gives it.
	arrow fyne.KeyName
	want  string
}{
	{"the bye kind", func(t *testing.T) (*Shell, func() string) {
		s := openShell(t, newSwissFile(t, 8, 5))
		s.show(areaRounds)
		s.views[areaRounds].(*roundsView).swiss.requestBye()
		for _, p := range overlayParts[*picker](s) {
			if len(p.Options) == 8 {
				p.SetSelectedIndex(2)
			}
		}
		return s, func() string {
			var kinds []tournament.ByeKind
			for _, r := range s.doc.event.Requests {
				kinds = append(kinds, r.Kind)
			}
			return fmt.Sprint(kinds)
		}
	}, fyne.KeyDown, fmt.Sprint([]tournament.ByeKind{tournament.ByeZeroPoint})},
	{"the initial colour", func(t *testing.T) (*Shell, func() string) {
		s := openShell(t, newSwissFile(t, 8, 5))
		s.show(areaRounds)
		s.views[areaRounds].(*roundsView).swiss.editOptions()
		return s, func() string {
			opts, err := s.doc.st.SwissOptions()
			if err != nil {
				t.Fatal(err)
			}
			return fmt.Sprint("initial black ", opts.InitialBlack)
		}
	}, fyne.KeyRight, "initial black true"},
	{"the team match forfeit", func(t *testing.T) (*Shell, func() string) {
		s := openShell(t, newTeamFile(t, 2, 2, 2))
		if err := s.doc.st.AssignTeamSeats([]string{"Team A", "Team B"}); err != nil {
			t.Fatal(err)
		}
		s.reload()
		s.show(areaRounds)
		v := s.views[areaRounds].(*matchesView)
		v.pairBtn.OnTapped()
		v.forfeitMatch()
		return s, func() string { return fmt.Sprint(s.doc.event.RoundMatches(1)[0].Forfeit) }
	}, fyne.KeyUp, fmt.Sprint(tournament.DoubleForfeit)},
	{"the print dialog", func(t *testing.T) (*Shell, func() string) {
		t.Setenv("XDG_CACHE_HOME", t.TempDir())
		calls, _ := standInPrinters(t, "Office")
		s, _ := roundOfTwelve(t)
		s.listPrinters, s.printFile = systemPrinters, printWithSystem
		pressShortcut(s, ctrl(fyne.KeyP))
		return s, func() string {
			got, _ := os.ReadFile(calls)
			f := strings.Fields(string(got))
			if len(f) == 0 {
				return "nothing printed"
			}
			return filepath.Base(f[len(f)-1])
		}
	}, fyne.KeyDown, "round-1.pdf"},
}

// dialogRadio is the radio choice of the box open, given the keyboard.
func dialogRadio(t *testing.T, s *Shell) *radio.Group {
	t.Helper()
	radios := overlayParts[*radio.Group](s)
	if len(radios) != 1 {
		t.Fatalf("the box has %d radio choices", len(radios))
	}
	s.win.Canvas().Focus(radios[0])
	if s.win.Canvas().Focused() != radios[0] {
		t.Fatal("the radio choice does not take the keyboard")
	}
	return radios[0]
}

// In each box with a radio choice, the arrows move on the choice and
// Space picks the option moved to; then Enter takes the box's default
// action, as after typing in a field, and Escape closes the box with
// nothing saved.
func TestRadioChoiceKeysInEveryDialog(t *testing.T) {
	for _, d := range radioDialogs {
		t.Run(d.name+" Enter", func(t *testing.T) {
			s, saved := d.open(t)
			before := saved()
			g := dialogRadio(t, s)
			first := g.Selected
			pressKey(s, d.arrow)
			if g.Selected != first {
				t.Fatalf("an arrow alone picked %q", g.Selected)
			}
			keystroke(s, fyne.KeySpace, ' ')
			if g.Selected == first || g.Selected == "" {
				t.Fatalf("the arrow and Space left %q picked", g.Selected)
			}
			if saved() != before {
				t.Fatalf("a pick alone saved %s", saved())
			}
			pressKey(s, fyne.KeyReturn)
			if n := len(openModals[s.win.Canvas()]); n != 0 {
				t.Fatalf("Enter on the radio choice left %d boxes open", n)
			}
			if got := saved(); got != d.want {
				t.Errorf("Enter saved %q, want %q", got, d.want)
			}
		})
		t.Run(d.name+" Escape", func(t *testing.T) {
			s, saved := d.open(t)
			before := saved()
			dialogRadio(t, s)
			pressKey(s, d.arrow)
			keystroke(s, fyne.KeySpace, ' ')
			pressKey(s, fyne.KeyEscape)
			if n := len(openModals[s.win.Canvas()]); n != 0 {
				t.Fatalf("Escape on the radio choice left %d boxes open", n)
			}
			if got := saved(); got != before {
				t.Errorf("Escape saved %q, before %q", got, before)
			}
		})
	}
}
