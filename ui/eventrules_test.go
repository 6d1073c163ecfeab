package ui

import (
	"fmt"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/i18n"
	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/store"
)

// TestWindowRefusedPlayedResultAfterWithdrawal: the window's result entry
// meets the same refusal of a played result for a game after a withdrawal
// as the desk, the command line and the store itself.
func TestWindowRefusedPlayedResultAfterWithdrawal(t *testing.T) {
	path, round, board := testevent.WithdrawnGame(t)
	d := reloaded(t, &document{st: testevent.Open(t, path)})
	testevent.CheckWithdrawnRefusal(t, "window", d.setResult(round, board, tournament.Draw))
	// The store's own answer, whatever the window asked first.
	testevent.CheckWithdrawnRefusal(t, "store under the window", d.st.SetResult(round, board, tournament.Draw))
}

// TestCopyAfterEachWindowActionHoldsIt: while the window holds the event
// open, a copy of the .arbiter file alone, taken after each of 100 actions
// made through the window (players, pairing, results, undo), opens with
// every one of them: the same history and the same event.
func TestCopyAfterEachWindowActionHoldsIt(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris", "Carl", "Dana", "Eero", "Fanny"))
	copied := filepath.Join(t.TempDir(), "copy.arbiter")
	results := []tournament.Result{tournament.WhiteWins, tournament.Draw, tournament.BlackWins}
	actions := 0
	act := func(action func() error) {
		t.Helper()
		if !s.act(action) {
			t.Fatalf("action %d refused", actions+1)
		}
		actions++
		data := testdir.Read(t, s.doc.st.Path())
		testdir.Write(t, copied, data)
		c, err := store.OpenReadOnly(copied)
		if err != nil {
			t.Fatalf("the copy after action %d: %v", actions, err)
		}
		defer c.Close()
		got := testevent.Event(t, c)
		gotLog, _ := c.Audit()
		wantLog, _ := s.doc.st.Audit()
		if len(gotLog) != len(wantLog) || !reflect.DeepEqual(*got, s.doc.event) {
			t.Fatalf("the copy after action %d holds %d of %d history entries, or another event", actions, len(gotLog), len(wantLog))
		}
	}
	act(func() error { return s.doc.pair(false) })
	for i := 0; actions < 100; i++ {
		switch i % 3 {
		case 0:
			act(func() error { return s.doc.setResult(1, 1+i%3, results[i%3]) })
		case 1:
			p := s.doc.event.Players[i%6]
			p.Club = fmt.Sprintf("Club %d", i)
			act(func() error { return s.doc.savePlayer(p) })
		default:
			act(func() error { _, err := s.doc.st.Undo(); return err })
		}
	}
}

// TestWindowRefusedImpossibleWithdrawal: the window's withdrawal meets the
// store's refusals of a withdrawal before a round the player played and
// after a round not paired, and the player stays in the event.
func TestWindowRefusedImpossibleWithdrawal(t *testing.T) {
	path, id := testevent.PlayedLater(t)
	d := reloaded(t, &document{st: testevent.Open(t, path)})
	testevent.CheckRefusal(t, "window, after round 1", d.st.WithdrawPlayer(id, 1), testevent.PlayedLaterKey)
	testevent.CheckRefusal(t, "window, after round 9", d.st.WithdrawPlayer(id, 9), testevent.UnpairedRoundKey)
	reloaded(t, d)
	if p, _ := d.event.Player(id); p.Withdrawn() {
		t.Errorf("the player withdrew after round %d", p.WithdrawnAfter)
	}
}

// reloaded is d with its event read again from its store.
func reloaded(t *testing.T, d *document) *document {
	t.Helper()
	if err := d.reload(); err != nil {
		t.Fatal(err)
	}
	return d
}

// TestWindowRefusedLateEntry: once a round robin is paired the window's
// new player meets the store's refusal, and nobody joins.
func TestWindowRefusedLateEntry(t *testing.T) {
	path, _ := testevent.PlayedLater(t)
	d := reloaded(t, &document{st: testevent.Open(t, path)})
	testevent.CheckRefusal(t, "window", d.savePlayer(tournament.Player{Name: "Eero Ek"}), testevent.LateEntryKey)
	reloaded(t, d)
	if n := len(d.event.Players); n != 4 {
		t.Errorf("%d players, want the 4 the event started with", n)
	}
}

// TestWindowRefusesRoundOneForMoreRoundsThanTheFieldPlays: the window's
// Pair button meets the refusal the command line meets for a Swiss set for
// nine rounds with five players, in the user's language, naming the five
// rounds the field can play, and nothing is paired; with the rounds set
// to five in the settings, round 1 pairs.
func TestWindowRefusesRoundOneForMoreRoundsThanTheFieldPlays(t *testing.T) {
	s := openShell(t, newSwissFile(t, 5, 9))
	s.SetLanguage(i18n.Estonian)
	v := shownView[*roundsView](s, areaRounds)
	test.Tap(v.pairBtn)
	want := s.t("event.err.pair.rounds.players", "rounds", 9, "n", 5, "max", 5)
	if msg := topMessage(s); !strings.Contains(msg, want) || !strings.Contains(want, "kõige rohkem 5 vooru") || len(s.doc.event.Rounds) != 0 {
		t.Fatalf("pairing nine rounds of five: %q, %d rounds; want %q", msg, len(s.doc.event.Rounds), want)
	}
	test.Tap(defaultButton(t, s))
	settings := s.areaView(areaSettings).(*settingsView)
	settings.revert()
	settings.rounds.SetText("5")
	settings.save()
	if said := settingsSaid(settings); said != "" || s.doc.event.Settings.Rounds != 5 {
		t.Fatalf("five rounds: %q, stored %d", said, s.doc.event.Settings.Rounds)
	}
	test.Tap(v.pairBtn)
	if len(s.doc.event.Rounds) != 1 {
		t.Errorf("round 1 of five rounds not paired: %q", topMessage(s))
	}
}
