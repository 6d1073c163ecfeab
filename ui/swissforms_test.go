package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"arbiter/i18n"
	"arbiter/tournament"
)

// choosePlayer chooses the player named name in a drop-down of players.
func choosePlayer(t *testing.T, p *picker, name string) {
	t.Helper()
	i := slices.IndexFunc(p.Options, func(o string) bool { return strings.HasSuffix(o, " "+name) })
	if i < 0 {
		t.Fatalf("%s is not offered: %q", name, p.Options)
	}
	p.SetSelectedIndex(i)
}

// The requested bye says its problem below the field it is about, the
// window's (no player chosen) and the store's alike, in every language at
// 1024×700, and stays open on what was chosen: the store's refusal (the
// file changed beside the window) opened a box of its own once this one
// had closed, and what was chosen was gone.
func TestByeBoxShowsEveryProblemInPlace(t *testing.T) {
	s, v := roundOfTwelve(t)
	s.win.Resize(fyne.NewSize(1024, 700))
	ids := tournament.SwissNumbers(&s.doc.event)
	name := func(id int64) string { p, _ := s.doc.event.Player(id); return p.Name }
	save := func() *widget.Button { return defaultButton(t, s) }
	for i, l := range i18n.Complete {
		closeBoxes(s)
		s.SetLanguage(l)
		where := string(l)
		v.swiss.requestBye()
		pickers := overlayParts[*picker](s)
		player, round := pickers[0], pickers[1]
		got := inPlace(t, s, where, save, func() {}, 1)
		if want := i18n.UpperFirst(s.cat.Error(uiError("swisscli.ui.bye.noplayer"))); len(got) != 1 || got[0] != want {
			t.Errorf("%s: no player chosen: %q, want %q", where, got, want)
		}
		// The file changed beside the window, which has not read it: a
		// player left after round 1, and the store refuses his bye in
		// round 4.
		late := ids[5+i]
		if err := s.doc.st.WithdrawPlayer(late, 1); err != nil {
			t.Fatal(err)
		}
		got = inPlace(t, s, where, save, func() {
			choosePlayer(t, player, name(late))
			round.SetSelectedIndex(2)
		}, 1)
		if len(got) != 1 || !strings.Contains(got[0], name(late)) {
			t.Errorf("%s: the store's refusal of %s's bye: %q", where, name(late), got)
		}
		if len(openModals[s.win.Canvas()]) != 1 || player.Selected == "" || round.SelectedIndex() != 2 {
			t.Errorf("%s: after the store's refusal: %d boxes, %q in round %q", where, len(openModals[s.win.Canvas()]), player.Selected, round.Selected)
		}
		for _, f := range overlayParts[*widget.Form](s) {
			namesItsField(t, f, where)
		}
		s.reload()
	}
	if reqs := s.doc.event.Requests; len(reqs) != 0 {
		t.Errorf("requests saved: %+v", reqs)
	}
	// Put right, the bye is recorded and the box closes.
	closeBoxes(s)
	s.SetLanguage(i18n.English)
	v.swiss.requestBye()
	pickers := overlayParts[*picker](s)
	choosePlayer(t, pickers[0], name(ids[0]))
	pickers[1].SetSelectedIndex(1)
	save().OnTapped()
	if reqs := s.doc.event.Requests; len(reqs) != 1 || reqs[0].Player != ids[0] || reqs[0].Round != 3 {
		t.Errorf("requests %+v, want %s's in round 3", reqs, name(ids[0]))
	}
	if n := len(openModals[s.win.Canvas()]); n != 0 {
		t.Errorf("%d boxes open after the bye was recorded", n)
	}
}
