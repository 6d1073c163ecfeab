package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/ui/radio"
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
	ids := s.doc.event.SwissNumbers()
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
		formsNameTheirFields(t, s, where)
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

// The requested bye refuses, below the player, a half-point bye over the
// event's limit, naming it in every language, and below the round one in
// the last rounds that give none; a zero-point bye there is recorded.
func TestByeBoxSaysTheLimitOfHalfPointByes(t *testing.T) {
	s, v := roundOfTwelve(t)
	s.win.Resize(fyne.NewSize(1024, 700))
	st := s.doc.event.Settings
	st.MaxHalfByes, st.NoHalfByeRounds = 1, 1
	if err := s.doc.st.UpdateSettings(st); err != nil {
		t.Fatal(err)
	}
	ids := s.doc.event.SwissNumbers()
	if err := s.doc.st.RequestBye(tournament.PlannedBye{Player: ids[0], Round: 3, Kind: tournament.ByeHalfPoint}); err != nil {
		t.Fatal(err)
	}
	s.reload()
	p, _ := s.doc.event.Player(ids[0])
	save := func() *widget.Button { return defaultButton(t, s) }
	for _, l := range i18n.Complete {
		closeBoxes(s)
		s.SetLanguage(l)
		v.swiss.requestBye()
		pickers := overlayParts[*picker](s)
		got := inPlace(t, s, string(l), save, func() {
			choosePlayer(t, pickers[0], p.Name)
			pickers[1].SetSelectedIndex(3) // round 5, the last
		}, 2)
		max := i18n.UpperFirst(s.t("byes.err.half.max", "name", p.Name, "had", 1, "max", 1))
		last := i18n.UpperFirst(s.t("byes.err.half.last", "round", 5, "last", 1))
		if !slices.ContainsFunc(got, func(g string) bool { return strings.Contains(g, max) }) || !slices.ContainsFunc(got, func(g string) bool { return strings.Contains(g, last) }) {
			t.Errorf("%s: %q, want %q and %q", l, got, max, last)
		}
	}
	closeBoxes(s)
	s.SetLanguage(i18n.English)
	v.swiss.requestBye()
	pickers := overlayParts[*picker](s)
	choosePlayer(t, pickers[0], p.Name)
	pickers[1].SetSelectedIndex(3)
	overlayParts[*radio.Group](s)[0].SetSelected(byeText(s, tournament.ByeZeroPoint))
	save().OnTapped()
	if reqs := s.doc.event.Requests; len(reqs) != 2 || reqs[1].Kind != tournament.ByeZeroPoint || reqs[1].Round != 5 {
		t.Errorf("a zero-point bye in the last round: requests %+v", reqs)
	}
}

// The Swiss options say each problem below the row it is about, in every
// language at 1024×700, and keep their place: a pair forbidden without
// its two players (Forbid did nothing, unsaid) or with one player twice,
// and the store's refusal of a change the file no longer allows (round 1
// paired beside the window) below the acceleration, with the box open.
// A planned bye is cancelled in the open box, what was changed there
// kept: the box closed and opened again on the stored options.
func TestSwissOptionsShowEveryProblemInPlace(t *testing.T) {
	for _, l := range i18n.Complete {
		where := string(l)
		s := openShell(t, newSwissFile(t, 8, 5))
		s.win.Resize(fyne.NewSize(1024, 700))
		s.SetLanguage(l)
		v := shownView[*roundsView](s, areaRounds)
		ids := s.doc.event.SwissNumbers()
		if err := s.doc.st.RequestBye(tournament.PlannedBye{Player: ids[2], Round: 3, Kind: tournament.ByeHalfPoint}); err != nil {
			t.Fatal(err)
		}
		s.reload()
		v.swiss.editOptions()
		forbid := func() *widget.Button { return findButton(t, s, s.t("swissopt.forbidden.add")) }
		got := inPlace(t, s, where, forbid, func() {}, 1)
		if want := s.t("swissopt.forbidden.choose"); len(got) != 1 || got[0] != want {
			t.Errorf("%s: Forbid with no players: %q, want %q", where, got, want)
		}
		pickers := overlayParts[*picker](s)
		got = inPlace(t, s, where, forbid, func() {
			pickers[0].SetSelectedIndex(1)
			pickers[1].SetSelectedIndex(1)
		}, 1)
		p, _ := s.doc.event.Player(ids[1])
		if len(got) != 1 || !strings.Contains(got[0], p.Name) {
			t.Errorf("%s: a player forbidden to meet himself: %q", where, got)
		}
		formsNameTheirFields(t, s, where)

		// The planned bye goes at once; the ticked Baku stays ticked.
		baku := overlayParts[*widget.Check](s)[0]
		baku.SetChecked(true)
		test.Tap(findButton(t, s, s.t("swissopt.byes.cancel")))
		if n := len(s.doc.event.Requests); n != 0 || len(openModals[s.win.Canvas()]) != 1 || !baku.Checked {
			t.Errorf("%s: after cancelling the bye: %d requests, %d boxes, Baku ticked %v", where, n, len(openModals[s.win.Canvas()]), baku.Checked)
		}

		// Round 1 paired beside the window: Baku can no longer change.
		if err := s.doc.pair(false); err != nil {
			t.Fatal(err)
		}
		got = inPlaceByDefault(t, s, where, func() {}, 1)
		if want := s.cat.Error(&engine.Message{Key: "swisscli.err.bakupaired"}); len(got) != 1 || !strings.Contains(strings.ToLower(got[0]), strings.ToLower(want)) {
			t.Errorf("%s: the store's refusal: %q, want %q", where, got, want)
		}
		if o, err := s.doc.st.SwissOptions(); err != nil || o.Baku {
			t.Errorf("%s: saved %+v %v", where, o, err)
		}
	}
}

// Ctrl+W opens the withdrawal of the player chosen in the players' list
// from any view, as Ctrl+R opens the pairing (the box had no key), and
// says in the window's language why it does not: no player chosen, or
// one withdrawn already. Enter in the box withdraws him.
func TestCtrlWWithdrawsTheChosenPlayer(t *testing.T) {
	s, _ := roundOfTwelve(t)
	inEachLanguage(s, func(l i18n.Lang) {
		s.show(areaRounds)
		v := s.areaView(areaPlayers).(*playersView)
		v.grid.table.UnselectAll()
		v.selected = -1
		pressShortcut(s, ctrl(fyne.KeyW))
		if want := s.t("ui.keys.withdraw.choose"); s.area != areaPlayers || s.status.Text != want || len(openModals[s.win.Canvas()]) != 0 {
			t.Errorf("%s: Ctrl+W with no player chosen: area %d, status %q, want %q", l, s.area, s.status.Text, want)
		}
		row := slices.IndexFunc(v.players, func(p tournament.Player) bool { return !p.Withdrawn() })
		v.grid.selectRow(row)
		id := v.players[row].ID
		s.show(areaRounds)
		pressShortcut(s, ctrl(fyne.KeyW))
		if n := len(openModals[s.win.Canvas()]); n != 1 || !strings.Contains(topMessage(s), v.players[row].Name) {
			t.Fatalf("%s: Ctrl+W on %s: %d boxes:\n%s", l, v.players[row].Name, n, topMessage(s))
		}
		overlayParts[*field](s)[0].SetText("1")
		pressKey(s, fyne.KeyReturn)
		if p, _ := s.doc.event.Player(id); !p.Withdrawn() {
			t.Fatalf("%s: Enter in the box did not withdraw %s:\n%s", l, p.Name, topMessage(s))
		}
		closeBoxes(s) // what the withdrawal did
		v.grid.selectRow(slices.IndexFunc(v.players, func(p tournament.Player) bool { return p.ID == id }))
		pressShortcut(s, ctrl(fyne.KeyW))
		p, _ := s.doc.event.Player(id)
		if want := s.t("ui.keys.withdraw.already", "name", p.Name); s.status.Text != want || len(openModals[s.win.Canvas()]) != 0 {
			t.Errorf("%s: Ctrl+W on a withdrawn player: %q, want %q", l, s.status.Text, want)
		}
	})
}

// The withdrawal box proposes a round the rules take: with round 1
// paired and no game finished it proposed 0, which every withdrawal is
// refused (a paired round is the least), so the arbiter's Enter left the
// box open with its refusal and the window's keys typed next (Ctrl+2,
// Ctrl+R) were refused under it, lost to the arbiter. Enter on what the box
// proposes withdraws the player; the box says what it did, Enter closes
// that, and Ctrl+2 then shows the rounds.
func TestEnterOnTheProposedRoundWithdrawsBeforeAGameIsPlayed(t *testing.T) {
	s, _ := roundOfTwelve(t)
	runKey(t, s, viewKeys[areaPlayers].shortcut())
	v := s.areaView(areaPlayers).(*playersView)
	v.grid.selectRow(2)
	p := v.players[v.selected]
	runKey(t, s, ctrl(fyne.KeyW))
	c := s.win.Canvas()
	if n := len(openModals[c]); n != 1 {
		t.Fatalf("Ctrl+W on %s: %d boxes", p.Name, n)
	}
	pressKey(s, fyne.KeyReturn)
	if got, _ := s.doc.event.Player(p.ID); !got.Withdrawn() {
		t.Fatalf("Enter on the round proposed did not withdraw %s:\n%s", p.Name, topMessage(s))
	}
	if n := len(openModals[c]); n != 1 || !strings.Contains(topMessage(s), p.Name) {
		t.Fatalf("after the withdrawal %d boxes:\n%s", n, topMessage(s))
	}
	pressKey(s, fyne.KeyReturn)
	if n := len(openModals[c]); n != 0 {
		t.Fatalf("Enter on what the withdrawal did left %d boxes:\n%s", n, topMessage(s))
	}
	pressShortcut(s, viewKeys[areaRounds].shortcut())
	if s.area != areaRounds {
		t.Errorf("Ctrl+2 after the withdrawal shows area %d, status %q", s.area, s.status.Text)
	}
}

// The arrows move the players' list's chosen player, on whom Enter, Edit,
// Withdraw and Ctrl+W act: they moved a cursor of the table's own, and
// Ctrl+W asked to withdraw the player Space had chosen rows above it.
func TestArrowsChooseThePlayerCtrlWWithdraws(t *testing.T) {
	s, _ := roundOfTwelve(t)
	runKey(t, s, viewKeys[areaPlayers].shortcut())
	v := s.areaView(areaPlayers).(*playersView)
	for _, k := range []fyne.KeyName{fyne.KeySpace, fyne.KeyDown, fyne.KeyDown, fyne.KeyDown, fyne.KeyUp} {
		pressKey(s, k)
	}
	want := v.players[v.grid.shown[2]]
	if v.selected < 0 || v.players[v.selected].ID != want.ID {
		t.Fatalf("Space, Down ×3, Up chose row %d, want the third (%s)", v.selected, want.Name)
	}
	runKey(t, s, ctrl(fyne.KeyW))
	if !strings.Contains(topMessage(s), want.Name) {
		t.Errorf("Ctrl+W on the third player asks:\n%s", topMessage(s))
	}
}

// refusedCtrlW has Ctrl+W refused from the rounds' view with no player
// chosen in the players' list, which it shows: the list's view and the
// refusal. (In the list, Ctrl+W means the keyboard's ring's row.)
func refusedCtrlW(t *testing.T, s *Shell) (*playersView, string) {
	t.Helper()
	runKey(t, s, viewKeys[areaPlayers].shortcut())
	v := s.areaView(areaPlayers).(*playersView)
	v.grid.table.UnselectAll()
	v.selected = -1
	runKey(t, s, viewKeys[areaRounds].shortcut())
	runKey(t, s, ctrl(fyne.KeyW))
	refusal := s.t("ui.keys.withdraw.choose")
	if s.status.Text != refusal {
		t.Fatalf("Ctrl+W with no player chosen says %q", s.status.Text)
	}
	return v, refusal
}

// Ctrl+W in the players' list with no player chosen withdraws the player
// the keyboard's ring stands on, as Enter opens him: it said "choose the
// player first" of the row Enter would take.
func TestCtrlWInTheListMeansTheRingsRow(t *testing.T) {
	s, _ := roundOfTwelve(t)
	runKey(t, s, viewKeys[areaPlayers].shortcut())
	v := s.areaView(areaPlayers).(*playersView)
	v.grid.table.UnselectAll()
	v.selected = -1
	s.win.Canvas().Focus(v.grid.table)
	row := v.grid.ringRow()
	if row < 0 {
		t.Fatal("the list has the keyboard and no ring")
	}
	runKey(t, s, ctrl(fyne.KeyW))
	if n := len(openModals[s.win.Canvas()]); n != 1 || !strings.Contains(topMessage(s), v.players[row].Name) {
		t.Errorf("Ctrl+W with the ring on %s: %d boxes, status %q:\n%s", v.players[row].Name, n, s.status.Text, topMessage(s))
	}
}

// Ctrl+W's refusal goes once Ctrl+W acts: "choose the player first"
// stayed red below the withdrawal box the next Ctrl+W opened for the player
// chosen since.
func TestCtrlWRefusalGoesWhenItActs(t *testing.T) {
	s, _ := roundOfTwelve(t)
	v, refusal := refusedCtrlW(t, s)
	v.grid.selectRow(0)
	runKey(t, s, ctrl(fyne.KeyW))
	if n := len(openModals[s.win.Canvas()]); n != 1 {
		t.Fatalf("Ctrl+W on the first player: %d boxes", n)
	}
	if s.status.Text == refusal {
		t.Errorf("the withdrawal box open, the status still says %q", refusal)
	}
}

// Ctrl+W's "choose the player first" goes as a player is chosen in the
// players' list: it stayed red under the list with the player chosen, and
// through the edit box Enter then opened and closed, saying what was no
// longer so.
func TestCtrlWRefusalGoesWhenAPlayerIsChosen(t *testing.T) {
	s, _ := roundOfTwelve(t)
	v, refusal := refusedCtrlW(t, s)
	pressKey(s, fyne.KeyDown)
	if v.selected < 0 {
		t.Fatal("Down chose no player")
	}
	if s.status.Text == refusal {
		t.Errorf("%s chosen, the status still says %q", v.players[v.selected].Name, refusal)
	}
}

// A window key's refusal belongs to the view it was said in: Ctrl+W's
// "choose the player first", said over the players' list, stayed red at
// the window's foot through the standings and the rounds shown after it,
// where it spoke of nothing on screen. Ctrl+P's "nothing to print here"
// goes so too; a word said since (a backup's) stays.
func TestKeyRefusalGoesWithItsView(t *testing.T) {
	s, _ := roundOfTwelve(t)
	_, refusal := refusedCtrlW(t, s)
	runKey(t, s, viewKeys[areaStandings].shortcut())
	if s.status.Text == refusal {
		t.Errorf("the standings shown, the status still says %q", refusal)
	}
	s.show(areaFile)
	runKey(t, s, ctrl(fyne.KeyP))
	said := s.status.Text
	if said == "" {
		t.Fatal("Ctrl+P in the file's view says nothing")
	}
	s.show(areaAudit)
	if s.status.Text == said {
		t.Errorf("the audit log shown, the status still says %q", said)
	}
	s.show(areaFile)
	runKey(t, s, ctrl(fyne.KeyP))
	s.setStatus("kept")
	s.show(areaAudit)
	if s.status.Text != "kept" {
		t.Errorf("a word said after the refusal went with the view: the status says %q", s.status.Text)
	}
}
