package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arbiter/i18n"
	"arbiter/tournament"
)

// A withdrawn player chosen in the players' list has Reinstate in
// Withdraw's place; it asks first, saying from which round he is paired
// again, Enter takes the withdrawal back, and the status line says what
// was saved, in the window's language. Before, only Undo while the
// withdrawal was the newest change brought him back.
func TestReinstateTakesAWithdrawalBack(t *testing.T) {
	s, _ := roundOfTwelve(t)
	for i, l := range i18n.Complete {
		s.SetLanguage(l) // the views made again in the language
		s.show(areaPlayers)
		v := s.areaView(areaPlayers).(*playersView)
		row := slices.IndexFunc(v.players, func(p tournament.Player) bool { return !p.Withdrawn() })
		p := v.players[row]
		if !s.act(func() error { return s.doc.st.WithdrawPlayer(p.ID, 1) }) {
			t.Fatalf("%s: %s was not withdrawn", l, p.Name)
		}
		// Another change after it: Undo would take back that one.
		if !s.act(func() error { return s.doc.st.SetResult(1, i+2, tournament.WhiteWins) }) {
			t.Fatalf("%s: the result was not saved", l)
		}
		v.grid.selectRow(slices.IndexFunc(v.players, func(q tournament.Player) bool { return q.ID == p.ID }))
		if v.withdraw.Visible() || !v.reinstate.Visible() || v.reinstate.Disabled() {
			t.Fatalf("%s: %s withdrawn, chosen: Withdraw shown %v, Reinstate shown %v", l, p.Name, v.withdraw.Visible(), v.reinstate.Visible())
		}
		test.Tap(v.reinstate)
		want := s.t("ui.players.reinstate.explain", "name", p.Name, "after", 1, "round", 2)
		if n := len(openModals[s.win.Canvas()]); n != 1 || !strings.Contains(topMessage(s), want) {
			t.Fatalf("%s: Reinstate asks (%d boxes):\n%s\nwant %q", l, n, topMessage(s), want)
		}
		pressKey(s, fyne.KeyReturn)
		if q, _ := s.doc.event.Player(p.ID); q.Withdrawn() {
			t.Fatalf("%s: Enter did not reinstate %s:\n%s", l, p.Name, topMessage(s))
		}
		said := s.t("ui.saved", "what", s.t("store.audit.player.reinstate", "round", 2, "name", p.Name))
		if s.status.Text != said {
			t.Errorf("%s: the status line says %q, want %q", l, s.status.Text, said)
		}
		if !v.withdraw.Visible() || v.reinstate.Visible() {
			t.Errorf("%s: %s back: Withdraw shown %v, Reinstate shown %v", l, p.Name, v.withdraw.Visible(), v.reinstate.Visible())
		}
		// Undone, the withdrawal stands again.
		if !s.act(func() error { _, err := s.doc.st.Undo(); return err }) {
			t.Fatalf("%s: undo failed", l)
		}
		if q, _ := s.doc.event.Player(p.ID); !q.Withdrawn() {
			t.Errorf("%s: Undo did not take the reinstatement back", l)
		}
		if !s.act(func() error { return s.doc.st.ReinstatePlayer(p.ID) }) {
			t.Fatalf("%s: reinstating again failed", l)
		}
	}
}
