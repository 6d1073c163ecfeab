package ui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/pairing"
	"arbiter/words"
)

// A withdrawn player chosen in the players' list has Reinstate in
// Withdraw's place, which Tab from the list reaches and Space presses; it
// asks first, saying from which round he is paired
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
		// Tab from the list reaches Reinstate, and Space presses it.
		c := s.win.Canvas()
		c.Focus(v.grid.table)
		for i := 0; i < 20 && c.Focused() != fyne.Focusable(v.reinstate); i++ {
			c.FocusNext()
		}
		if c.Focused() != fyne.Focusable(v.reinstate) {
			t.Fatalf("%s: Tab from the list does not reach Reinstate", l)
		}
		pressKey(s, fyne.KeySpace)
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

// A player added once round 1 is paired is asked, below the form, the
// points of the rounds he missed; "1" there is refused below the field,
// nothing added, and ½ then Enter adds him with a half-point bye in
// round 1, which the box after it says, in the window's language; the form
// with its extra row still fits a 1024×700 window. Before, the late entry
// started on 0 with no way to give him the event's bye.
func TestLateEntryBoxAsksForTheRoundsMissed(t *testing.T) {
	s, _ := roundOfTwelve(t)
	room := smallestRoom(s)
	for i, l := range i18n.Complete {
		s.SetLanguage(l)
		v, _ := newPlayerBox(s)
		checkFits(t, s, room, string(l)+", the late entry's form")
		f := v.search.f
		if f.missed == nil {
			t.Fatalf("%s: the form of a player added after round 1 is paired does not ask for the round missed", l)
		}
		name := fmt.Sprintf("Tulija%d", i)
		f.family.SetText(name)
		f.given.SetText("Myöhä")
		f.missed.SetText("1")
		s.win.Canvas().Focus(f.missed)
		pressKey(s, fyne.KeyReturn)
		want := s.t("event.err.missed.value", "value", "1")
		if got := topMessage(s); !strings.Contains(got, want) {
			t.Errorf("%s: \"1\" for the round missed: the box says\n%s\nwant %q", l, got, want)
		}
		f.missed.SetText("½")
		p, bye := lateEntryByEnter(t, s, l)
		if p.Entered != 2 || bye.White != p.ID || bye.Bye != tournament.ByeHalfPoint {
			t.Errorf("%s: %s entered in round %d, round 1's last board %+v", l, p.Name, p.Entered, bye)
		}
		said := strings.Join(words.MissedRounds(s.cat, &s.doc.event, p.ID, true), "\n")
		if got := topMessage(s); said == "" || !strings.Contains(got, said) {
			t.Errorf("%s: after the late entry the window says\n%s\nwant %q", l, got, said)
		}
		closeBoxes(s)
	}
}

// A player added once round 1 is played with nothing typed for the round
// he missed, the event's setting giving none, is told he enters in round
// 2 with no points and no result for round 1, as the command line tells
// it: the window said only that the player was added.
func TestLateEntryWithNothingTypedIsToldHeGetsNothing(t *testing.T) {
	s, _ := roundOfTwelve(t)
	for _, p := range s.doc.event.Rounds[0].Pairings {
		if !s.act(func() error { return s.doc.st.SetResult(1, p.Board, tournament.Draw) }) {
			t.Fatalf("board %d: %s", p.Board, s.status.Text)
		}
	}
	for i, l := range i18n.Complete {
		p, _ := lateEntryUntyped(t, s, l, fmt.Sprintf("Tyhjä%d", i))
		want := s.t("event.late.missed.none", "name", p.Name, "round", 2)
		if got := topMessage(s); !strings.Contains(got, want) {
			t.Errorf("%s: after the late entry with nothing typed the window says\n%s\nwant %q", l, got, want)
		}
		closeBoxes(s)
	}
}

// lateEntryUntyped adds the late entry family, Myöhä, in language l with
// nothing typed for the rounds he missed, by Enter in the players' box,
// and returns him and round 1's last board (lateEntryByEnter).
func lateEntryUntyped(t *testing.T, s *Shell, l i18n.Lang, family string) (tournament.Player, tournament.Pairing) {
	t.Helper()
	s.SetLanguage(l)
	v, _ := newPlayerBox(s)
	f := v.search.f
	f.family.SetText(family)
	f.given.SetText("Myöhä")
	s.win.Canvas().Focus(f.family)
	return lateEntryByEnter(t, s, l)
}

// lateEntryByEnter presses Enter in the late entry's form, open in
// language l, then Escape in the box it leaves open for the next, whose
// closing says what the window has to say of him, and returns the player
// it adds and round 1's last board, where his bye for it lies.
func lateEntryByEnter(t *testing.T, s *Shell, l i18n.Lang) (tournament.Player, tournament.Pairing) {
	t.Helper()
	n := len(s.doc.event.Players)
	pressKey(s, fyne.KeyReturn)
	if len(s.doc.event.Players) != n+1 {
		t.Fatalf("%s: Enter did not add the late entry:\n%s", l, topMessage(s))
	}
	s.win.Canvas().Focus(shownView[*playersView](s, areaPlayers).search.f.family)
	pressKey(s, fyne.KeyEscape)
	round := s.doc.event.Rounds[0].Pairings
	return s.doc.event.Players[n], round[len(round)-1]
}

// A late entry's half-point byes for the rounds he missed are within the
// event's limit of half-point byes: where none is given in round 1 (one
// of the last rounds that give none), ½ is refused below the field of
// the rounds missed, naming the limit, in each language, and nothing is
// added; 0 adds him.
func TestLateEntryBoxKeepsTheLimitOfHalfPointByes(t *testing.T) {
	s, _ := roundOfTwelve(t)
	st := s.doc.event.Settings
	st.NoHalfByeRounds = st.Rounds
	if err := s.doc.st.UpdateSettings(st); err != nil {
		t.Fatal(err)
	}
	s.reload()
	n := len(s.doc.event.Players)
	// enter types a late entry with missed for round 1 in language l,
	// and Enter; it gives the form.
	enter := func(l i18n.Lang, missed string) *playerFields {
		s.SetLanguage(l)
		v, _ := newPlayerBox(s)
		f := v.search.f
		f.family.SetText("Tulija")
		f.given.SetText("Myöhä")
		f.missed.SetText(missed)
		s.win.Canvas().Focus(f.missed)
		pressKey(s, fyne.KeyReturn)
		return f
	}
	for _, l := range i18n.Complete {
		f := enter(l, "½")
		want := i18n.UpperFirst(s.t("byes.err.half.last", "round", 1, "last", st.Rounds))
		if n := f.notes[f.missed]; !strings.Contains(n.problem, want) || !n.fits() {
			t.Errorf("%s: ½ for round 1, which gives none: below the rounds missed %q (in %d lines: %v), want %q", l, n.problem, n.lines, n.fits(), want)
		}
		if len(s.doc.event.Players) != n {
			t.Fatalf("%s: the late entry was added", l)
		}
		closeBoxes(s)
	}
	enter(i18n.English, "0")
	if len(s.doc.event.Players) != n+1 {
		t.Errorf("0 for round 1: not added:\n%s", topMessage(s))
	}
}

// The event's setting for a late entry's missed rounds is shown and
// saved in the settings, open in a Swiss; set to a zero-point bye, a
// player added after round 1 with nothing typed for the round he missed
// gets a zero-point bye in it, and the box after it says the setting gave
// it, in the window's language. A round robin chosen shuts it at typed.
func TestSettingsLateEntryByesGiveTheRoundsMissed(t *testing.T) {
	s, _ := roundOfTwelve(t)
	v := shownView[*settingsView](s, areaSettings)
	v.revert()
	if v.lateByes.value() != string(tournament.LateByesTyped) || v.lateByes.sel.Disabled() {
		t.Fatalf("a new Swiss: %q, shut %v; want typed for each entry, open", v.lateByes.value(), v.lateByes.sel.Disabled())
	}
	v.lateByes.set(string(tournament.LateByesZero))
	if got, want := v.lateByes.sel.Selected, s.t("event.latebyes.zero"); got != want {
		t.Errorf("the setting shows %q, want %q", got, want)
	}
	saveSettings(t, v, "late entries' zero-point byes")
	if got := s.doc.event.Settings.LateEntryByes; got != tournament.LateByesZero {
		t.Fatalf("saved %q, want zero", got)
	}
	v.revert()
	if v.lateByes.value() != string(tournament.LateByesZero) {
		t.Errorf("shown again: %q", v.lateByes.value())
	}
	for i, l := range i18n.Complete {
		p, bye := lateEntryUntyped(t, s, l, fmt.Sprintf("Asetus%d", i))
		if bye.White != p.ID || bye.Bye != tournament.ByeZeroPoint {
			t.Errorf("%s: %s with nothing typed: round 1's last board %+v, want his zero-point bye", l, p.Name, bye)
		}
		zero, _ := pairing.ByeText(tournament.ByeZeroPoint, s.t)
		want := s.t("event.late.missed.setting", "name", p.Name, "n", 1, "first", 1, "last", 1, "bye", zero)
		if got := topMessage(s); !strings.Contains(got, want) || strings.Count(got, zero) != 1 {
			t.Errorf("%s: after the late entry the window says\n%s\nwant round 1's bye once: %q", l, got, want)
		}
		closeBoxes(s)
	}
	v = shownView[*settingsView](s, areaSettings)
	v.system.set(string(tournament.RoundRobin))
	if v.lateByes.value() != string(tournament.LateByesTyped) || !v.lateByes.sel.Disabled() {
		t.Errorf("a round robin chosen: %q, shut %v", v.lateByes.value(), v.lateByes.sel.Disabled())
	}
}

// The line under a late entry's rounds missed says what a blank field
// gives: where the event's setting gives a half-point or zero-point bye
// for each round missed, that bye, in every language, and the form still
// fits. It said "blank: no points, no result" whatever the setting, and the
// arbiter who left it blank was given the setting's ½ all the same.
func TestLateEntryBoxSaysWhatTheSettingGivesForABlank(t *testing.T) {
	s, _ := roundOfTwelve(t)
	room := smallestRoom(s)
	for _, setting := range []tournament.LateEntryByes{tournament.LateByesHalf, tournament.LateByesZero, tournament.LateByesTyped} {
		st := s.doc.event.Settings
		st.LateEntryByes = setting
		if err := s.doc.st.UpdateSettings(st); err != nil {
			t.Fatal(err)
		}
		s.reload()
		for _, l := range i18n.Complete {
			s.SetLanguage(l)
			v, _ := newPlayerBox(s)
			checkFits(t, s, room, fmt.Sprintf("%s, the late entry's form, setting %q", l, setting))
			f := v.search.f
			if f.missed == nil {
				t.Fatalf("%s: the late entry's form does not ask for the round missed", l)
			}
			blank := s.t("ui.players.field.missed.blank")
			if setting != tournament.LateByesTyped {
				blank = s.t("ui.players.field.missed.blank.setting", "setting", s.t(setting.NameKey()))
			}
			want := s.t("ui.players.field.missed.hint", "blank", blank)
			got := f.notes[f.missed].text()
			if setting != tournament.LateByesTyped && !strings.Contains(got, s.t(setting.NameKey())) {
				t.Errorf("%s, setting %q: under the rounds missed %q, which does not name the setting's %q", l, setting, got, s.t(setting.NameKey()))
			}
			if got != want {
				t.Errorf("%s, setting %q: under the rounds missed %q, want %q", l, setting, got, want)
			}
			closeBoxes(s)
		}
	}
}
