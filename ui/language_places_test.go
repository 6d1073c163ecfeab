package ui

import (
	"testing"

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/prizes"
)

// The window made again in another language comes back on what the
// arbiter was looking at: the area shown, the standings' prize list and
// the rounds view's earlier round, not each view's first choice.
func TestLanguageSwitchKeepsViewsChoices(t *testing.T) {
	s, round := fiveWithRoundOne(t)
	for _, pr := range round.Pairings {
		if !pr.IsBye() && !s.act(func() error { return s.doc.setResult(1, pr.Board, tournament.WhiteWins) }) {
			t.Fatal("result not saved")
		}
	}
	second, err := s.doc.event.PairRoundRobin(2)
	if err != nil {
		t.Fatal(err)
	}
	if !s.act(func() error { return s.doc.st.SaveRound(second) }) {
		t.Fatal("round 2 not saved")
	}
	rules := prizes.Rules{Prizes: []prizes.Prize{{Place: 1, Amount: 10000}}, Currency: "EUR"}
	if !s.act(func() error { return s.doc.st.SetPrizeRules(rules) }) {
		t.Fatal("rules not saved")
	}
	s.reload()
	s.show(areaRounds)
	rounds := s.areaView(areaRounds).(*roundsView)
	rounds.pick.SetSelectedIndex(0)
	if rounds.round != 1 {
		t.Fatalf("the rounds view shows round %d, want 1 of 2", rounds.round)
	}
	s.show(areaStandings)
	s.areaView(areaStandings).(*standingsView).show.set(prizeListShow)

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
	s.show(areaRounds)
	if got := s.areaView(areaRounds).(*roundsView).round; got != 1 {
		t.Errorf("the rounds view shows round %d after the switch, want 1", got)
	}
	if got, want := s.areaView(areaRounds).(*roundsView).pick.Selected, s.t("ui.rounds.round", "n", 1); got != want {
		t.Errorf("the round picker says %q after the switch, want %q", got, want)
	}
}

// A team event's standings on the boards stay on them in another language.
func TestLanguageSwitchKeepsTeamBoards(t *testing.T) {
	s, _ := pairedTeamRound(t, 4, 4)
	s.show(areaStandings)
	s.areaView(areaStandings).(*teamStandingsView).show.set(showBoards)
	s.SetLanguage(i18n.Estonian)
	v := s.areaView(areaStandings).(*teamStandingsView)
	if got := v.show.value(); got != showBoards {
		t.Errorf("the team standings show %q after the switch, want the boards", got)
	}
	if v.printBoards.Hidden {
		t.Error("the team standings offer the teams' PDF after the switch, not the boards'")
	}
}
