package ui

import (
	"testing"

	"arbiter/i18n"
	"arbiter/tournament/prizes"
)

// The window made again in another language comes back on what the
// arbiter was looking at: the area shown, the standings' prize list and
// the rounds view's earlier round, not each view's first choice.
func TestLanguageSwitchKeepsViewsChoices(t *testing.T) {
	s := fiveWithRoundOneWon(t)
	pairRoundRobin(t, s, 2)
	setPrizeRules(t, s, prizes.Rules{Prizes: []prizes.Prize{{Place: 1, Amount: 10000}}, Currency: "EUR"})
	s.reload()
	rounds := shownView[*roundsView](s, areaRounds)
	rounds.pick.SetSelectedIndex(0)
	if rounds.round != 1 {
		t.Fatalf("the rounds view shows round %d, want 1 of 2", rounds.round)
	}
	shownView[*standingsView](s, areaStandings).show.set(prizeListShow)

	s.SetLanguage(i18n.Finnish)
	if s.area != areaStandings {
		t.Errorf("the window shows area %d after the switch, want the standings", s.area)
	}
	standings := s.areaView(areaStandings).(*standingsView)
	if got := standings.show.value(); got != prizeListShow {
		t.Errorf("the standings show %q after the switch, want the prize list", got)
	}
	if standings.printPrizes.Hidden {
		t.Error("the standings offer the standings' PDF after the switch, not the prize list's")
	}
	if got := shownView[*roundsView](s, areaRounds).round; got != 1 {
		t.Errorf("the rounds view shows round %d after the switch, want 1", got)
	}
	if got, want := s.areaView(areaRounds).(*roundsView).pick.Selected, s.t("ui.rounds.round", "n", 1); got != want {
		t.Errorf("the round picker says %q after the switch, want %q", got, want)
	}
}

// A team event's standings on the boards stay on them in another language.
func TestLanguageSwitchKeepsTeamBoards(t *testing.T) {
	s, _ := pairedTeamRound(t, 4, 4)
	shownView[*teamStandingsView](s, areaStandings).show.set(showBoards)
	s.SetLanguage(i18n.Estonian)
	v := s.areaView(areaStandings).(*teamStandingsView)
	if got := v.show.value(); got != showBoards {
		t.Errorf("the team standings show %q after the switch, want the boards", got)
	}
	if v.printBoards.Hidden {
		t.Error("the team standings offer the teams' PDF after the switch, not the boards'")
	}
}

// The printing view on a board's blank envelope of round 1 stays on it,
// its round and board too, in another language.
func TestLanguageSwitchKeepsThePrintedDocument(t *testing.T) {
	s, round := fiveWithRoundOne(t)
	pairRoundRobin(t, s, 2)
	s.reload()
	v := shownView[*printingView](s, areaPrinting)
	v.docs.SetSelected(s.t("ui.printing.doc.blank-envelope"))
	v.round.SetSelectedIndex(0)
	board := lastGameBoard(round)
	v.board.SetSelected(board)
	s.SetLanguage(i18n.Finnish)
	v = s.areaView(areaPrinting).(*printingView)
	if got, want := v.docs.Selected, s.t("ui.printing.doc.blank-envelope"); got != want {
		t.Errorf("the printing view shows %q after the switch, want %q", got, want)
	}
	if got := v.round.SelectedIndex(); got != 0 {
		t.Errorf("round %d chosen after the switch, want round 1", got+1)
	}
	if v.board.Selected != board {
		t.Errorf("board %q chosen after the switch, want %q", v.board.Selected, board)
	}
}
