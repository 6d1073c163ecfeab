package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"arbiter/i18n"
	"arbiter/tournament"
)

// Undo and Redo name the steps they would take back, and at the narrowest
// window a long step (a rating update, longest in Finnish) leaves the
// toolbar within 1,024 pixels: a name that does not fit ends at a word
// with an ellipsis, never cut inside one (Redo, after Undo, may be left
// with its label alone), and is whole on the status line
// while the pointer is on the button, which says again what it said
// before when the pointer leaves.
func TestUndoAndRedoNameLongStepsWhole(t *testing.T) {
	for _, lang := range i18n.Complete {
		t.Run(string(lang), func(t *testing.T) {
			s := openShell(t, newEventFile(t, "Väinö Höglund", "Sanna Nieminen", "Ülle Müür", "Tõnu Õunapuu"))
			s.win.Resize(fyne.NewSize(1024, 700))
			s.SetLanguage(lang)
			for _, list := range []string{"FIDE Standard Rating List", "Suomen Shakkiliiton vahvuuslukulista"} {
				ps := s.doc.event.Players
				for i := range ps {
					ps[i].Rating += 7
				}
				src := tournament.RatingLists{{List: list, Date: "2026-11-01"}}
				if !s.act(func() error { return s.doc.st.UpdateRatings(src, ps) }) {
					t.Fatalf("ratings from %s not saved", list)
				}
			}
			redone, _ := s.doc.st.NextUndo()
			s.undo()
			undone, _ := s.doc.st.NextUndo()
			if w, room := s.win.Content().MinSize().Width, s.contentSize(smallest).Width; w > room {
				t.Errorf("the window's content needs %.0f pixels, wider than the %.0f it has at 1024", w, room)
			}
			for _, c := range []struct {
				b     fyne.CanvasObject
				text  func() string
				label string
				step  string
				named bool // names at least a word of its step
			}{
				{s.undoBtn, func() string { return s.undoBtn.Text }, s.t("ui.undo"), s.describe(undone), true},
				{s.redoBtn, func() string { return s.redoBtn.Text }, s.t("ui.redo"), s.describe(redone), false},
			} {
				whole := c.label + ": " + c.step
				shown, named := strings.CutPrefix(c.text(), c.label+": ")
				switch {
				case !named && (c.text() != c.label || c.named):
					t.Errorf("button %q, want it to name %q", c.text(), whole)
				case named && shown != c.step:
					part, cut := strings.CutSuffix(shown, " …")
					rest, inStep := strings.CutPrefix(c.step, part)
					if !cut || part == "" || !inStep || !strings.HasPrefix(strings.TrimLeft(rest, ",:;–-"), " ") {
						t.Errorf("button %q: %q is not whole words of %q followed by \" …\"", c.text(), shown, c.step)
					}
				}
				before := s.status.Text
				c.b.(desktop.Hoverable).MouseIn(&desktop.MouseEvent{})
				if s.status.Text != whole {
					t.Errorf("under the pointer the status says %q, want %q", s.status.Text, whole)
				}
				c.b.(desktop.Hoverable).MouseOut()
				if s.status.Text != before {
					t.Errorf("after the pointer left the status says %q, want %q again", s.status.Text, before)
				}
			}
		})
	}
}

// A withdrawal that forfeits the player's open game is one action, named
// in Undo by the withdrawal: the button said "Round 2, board 1: result
// + : –", as if Undo took back a result alone.
func TestUndoNamesAWithdrawalWithItsForfeit(t *testing.T) {
	// Her results stand as played: her open game is forfeited.
	s, rounds := fourAfterRoundOne(t, true)
	test.Tap(rounds.pairBtn) // round 2, Anna's game open
	anna := s.doc.event.Players[0]
	if !s.act(func() error { return s.doc.st.WithdrawPlayer(anna.ID, 1) }) {
		t.Fatal("the withdrawal was not saved")
	}
	e, _ := s.doc.st.NextUndo()
	forfeits := 0
	for _, st := range e.Steps {
		if st.Action == "result" {
			forfeits++
		}
	}
	want := s.t("store.audit.player.withdraw", "round", 1, "name", "Anna")
	if got := s.describe(e); got != want || forfeits != 1 {
		t.Errorf("Undo names %q (%d forfeits in the action), want %q", got, forfeits, want)
	}
	if !strings.Contains(s.undoBtn.Text, "Anna") {
		t.Errorf("the Undo button reads %q", s.undoBtn.Text)
	}
}

// A round paired with byes, a requested one and the pairing's own, is one
// change whose row in the history begins with what the change was, the
// words of Undo and the status line ("Round 1 paired (5 boards)"), its
// byes after: the row began with the byes and, cut at 1,024 pixels, did
// not say the round was paired.
func TestHistoryRowOfARoundPairedBeginsWithTheRound(t *testing.T) {
	s := openShell(t, newSwissFile(t, 12, 5))
	s.win.Resize(fyne.NewSize(1024, 700))
	ps := s.doc.event.Players
	if err := s.doc.st.RequestBye(tournament.PlannedBye{Player: ps[0].ID, Round: 1, Kind: tournament.ByeHalfPoint}); err != nil {
		t.Fatal(err)
	}
	s.reload()
	rounds := s.areaView(areaRounds).(*roundsView)
	test.Tap(rounds.pairBtn)
	e, err := s.doc.st.NextUndo()
	if err != nil {
		t.Fatal(err)
	}
	byes := 0
	for _, st := range e.Steps {
		if st.Action == "round.bye" {
			byes++
		}
	}
	paired := s.t("store.audit.round.save", "round", 1, "boards", 5)
	if got := s.describe(e); got != paired || byes != 2 {
		t.Fatalf("Undo names %q (%d byes in the change), want %q with 2 byes", got, byes, paired)
	}
	s.show(areaAudit)
	row := shownView[*auditView](s, areaAudit).grid.cell(0, 3)
	if !strings.HasPrefix(row, paired+"; ") {
		t.Errorf("the history's row of the pairing is %q, want it to begin with %q", row, paired)
	}
	if !strings.Contains(row, ps[0].Name) {
		t.Errorf("the history's row of the pairing %q does not name %s's bye", row, ps[0].Name)
	}
}
