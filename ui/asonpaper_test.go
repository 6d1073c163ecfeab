package ui

import (
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/norms"
	"arbiter/tournament/pairing"
	"arbiter/words"
)

// A withdrawn player's name bears in the window the mark the paper, the
// venue's pages and the command line give it (words.WithdrawnName), with
// its legend under the tables: the standings and crosstable said
// "Anna (withdrawn)" where every other front end said "Anna (w/d)", and the
// Rounds view named her without a mark in a round she had left before,
// where the paper's pairing list and the venue's round page mark her.
func TestWithdrawnMarkAsOnPaper(t *testing.T) {
	// Her results stand as played: she stays in the tables.
	s, rounds := fourAfterRoundOne(t, true)
	test.Tap(rounds.pairBtn)        // round 2, Anna paired in it
	withdrawnAfterRoundOne(t, s, 0) // Anna
	marked := words.WithdrawnName(s.cat, "Anna", true)
	legend := words.WithdrawnLegend(s.cat, "print.legend.withdrawn")
	column := func(g *grid, col int) []string {
		var names []string
		for r := range g.rows {
			names = append(names, g.cell(r, col))
		}
		return names
	}
	for _, a := range []area{areaStandings, areaCrosstable} {
		f := reportFrameOf(t, s, a)
		s.areaView(a).refresh()
		col := 1 // the round robin's crosstable: number, name
		if a == areaStandings {
			col = 2
		}
		if names := column(f.grid, col); !slices.Contains(names, marked) {
			t.Errorf("view %d names %q, not %q", a, names, marked)
		}
		if !strings.Contains(f.note.Text, legend) {
			t.Errorf("view %d's notes %q do not say %q", a, f.note.Text, legend)
		}
	}
	rounds.refresh()
	names := append(column(rounds.grid, 2), column(rounds.grid, 5)...)
	if !slices.Contains(names, marked) {
		t.Errorf("round 2 names %q, not %q", names, marked)
	}
}

// A withdrawn player's status in the Players view says what the paper's
// pairing list, the venue's round pages and the command line's player
// list say of him (pairing.Absence's text): the Finnish window said
// "keskeytti kierroksen 3 jälkeen" where every other front end said
// "keskeytti 3. kierroksen jälkeen", one status in two wordings.
func TestPlayersViewSaysAWithdrawalAsOnPaper(t *testing.T) {
	s, _ := fourAfterRoundOne(t, true)
	anna := withdrawnAfterRoundOne(t, s, 0)
	inEachLanguage(s, func(lang i18n.Lang) {
		v := shownView[*playersView](s, areaPlayers)
		v.refresh()
		want, _ := pairing.Absence{Player: anna.ID, WithdrawnAfter: 1}.Text(s.t)
		found := false
		for r := range v.grid.rows {
			if v.grid.cell(r, 1) == "Anna" {
				found = true
				if got := v.grid.cell(r, 7); got != want {
					t.Errorf("%s: Anna's status %q, the paper's %q", lang, got, want)
				}
			}
		}
		if !found {
			t.Fatalf("%s: no row of Anna in the Players view", lang)
		}
	})
}

// The norms view dates a category's validity as the printed norms report
// and the window's other dates do (words.Date, "22.11.2029" in Finnish):
// it wrote the ISO date, "voimassa 2029-11-22 asti", beside the paper's
// "voimassa 22.11.2029 asti".
func TestNormsViewDatesTheValidityAsOnPaper(t *testing.T) {
	s := openShell(t, testevent.Norm1953File(t, false))
	rep, err := norms.ForEvent(&s.doc.event)
	if err != nil {
		t.Fatal(err)
	}
	s.SetLanguage(i18n.Finnish)
	s.show(areaNorms)
	v := s.areaView(areaNorms).(*normsView)
	dated := 0
	for i, r := range v.grid.rows {
		p := rep.Players[i]
		if p.Expires == nil {
			continue
		}
		dated++
		iso := p.Expires.Format(time.DateOnly)
		if cell := r[len(r)-1]; !strings.Contains(cell, s.t("norms.until", "date", words.Date(s.cat, iso))) {
			t.Errorf("%s: %q does not date the validity %s", p.Name, cell, words.Date(s.cat, iso))
		}
	}
	if dated == 0 {
		t.Fatal("no verdict with a date of expiry: the event tests nothing")
	}
}

// fourAfterRoundOne opens an event of Anna, Boris, Carl and Dana with
// round 1 paired and drawn on both boards; asPlayed keeps a withdrawn
// player's results as played, her open games forfeited.
func fourAfterRoundOne(t *testing.T, asPlayed bool) (*Shell, *roundsView) {
	t.Helper()
	s := openShell(t, newEventFile(t, "Anna", "Boris", "Carl", "Dana"))
	st := s.doc.event.Settings
	st.WithdrawalPolicy = tournament.WithdrawalUSSR1953
	if asPlayed {
		st.WithdrawalPolicy = tournament.WithdrawalAsPlayed
	}
	if st.WithdrawalPolicy != s.doc.event.Settings.WithdrawalPolicy {
		if err := s.doc.updateSettings(st, nil, nil); err != nil {
			t.Fatal(err)
		}
	}
	rounds := s.areaView(areaRounds).(*roundsView)
	test.Tap(rounds.pairBtn)
	roundOneInFile(t, s, 2, tournament.Draw)
	return s, rounds
}

// withdrawnAfterRoundOne withdraws the event's i-th player after round 1
// in the file and shows it: that player as he was.
func withdrawnAfterRoundOne(t *testing.T, s *Shell, i int) tournament.Player {
	t.Helper()
	p := s.doc.event.Players[i]
	if err := s.doc.st.WithdrawPlayer(p.ID, 1); err != nil {
		t.Fatal(err)
	}
	s.reload()
	return p
}

// A round's players without a game and without a bye (one who withdrew
// before it, one left out) are named in the Rounds view as the paper's
// pairing list names them under "Not paired" (pairing.RoundList), with
// why: the window listed the round's boards and byes only, and a player
// who had withdrawn after round 1 was in no row of round 2 there, while
// the printed list of the same round said "withdrew after round 1".
func TestRoundsViewNamesThePlayersNotPairedAsOnPaper(t *testing.T) {
	s := openShell(t, newSwissFile(t, 6, 5))
	rounds := shownView[*roundsView](s, areaRounds)
	test.Tap(rounds.pairBtn)
	roundOneInFile(t, s, 3, tournament.Draw)
	if rounds.unpaired.Visible() {
		t.Errorf("round 1, every player paired, says %q", rounds.unpaired.Text)
	}
	gone := withdrawnAfterRoundOne(t, s, 2)
	test.Tap(rounds.pairBtn)
	if n := len(s.doc.event.Rounds); n != 2 {
		t.Fatalf("%d rounds paired, want 2", n)
	}
	rounds.refresh()
	reason, _ := pairing.Absence{Player: gone.ID, WithdrawnAfter: 1}.Text(s.t)
	if !rounds.unpaired.Visible() || !strings.Contains(rounds.unpaired.Text, gone.Name) || !strings.Contains(rounds.unpaired.Text, reason) {
		t.Errorf("round 2 says %q (shown %v), want %s and %q", rounds.unpaired.Text, rounds.unpaired.Visible(), gone.Name, reason)
	}
	// The bye has its row; it is not said twice.
	bye, _ := pairing.ByeText(tournament.ByePairingAllocated, s.t)
	if strings.Contains(rounds.unpaired.Text, bye) {
		t.Errorf("round 2 says the bye again under the boards: %q", rounds.unpaired.Text)
	}
}
