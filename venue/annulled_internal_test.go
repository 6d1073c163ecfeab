package venue

import (
	"testing"

	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/tournament"
)

// A 1953 round robin whose player 1 withdrew after round 2, before half
// his games, his games annulled: the points his page and round 2's page
// give add up the results they show, a game annulled counting nothing
// ("½, annulled"). His page gave round 1 "not played" beside a running
// total of ½, and round 2's page gave him and his
// round-1 opponent ½ before the round, which the standings no longer
// count.
func TestAnnulledGamesPointsAddUpTheResultsShown(t *testing.T) {
	ev := testevent.Withdrawal1953(t, 2)
	ev.Settings.Ruleset = rules.USSR1953
	if eff := ev.EffectiveResults(); !eff.Struck[1] {
		t.Fatal("player 1's games are not annulled")
	}
	cat := i18n.For(i18n.English)
	notPlayed := cat.T("print.result.not-played")
	annulled := func(result string) string { return cat.T("print.result.annulled", "result", result) }
	// value is what a shown result gives the player: the pages show
	// draws and annulled games only, an annulled draw with its result.
	value := func(shown string) tournament.Points {
		switch shown {
		case tournament.Draw.Text(cat.T), tournament.Symbol(tournament.Draw, true):
			return tournament.Points(1)
		case notPlayed, "", annulled(tournament.Draw.Text(cat.T)), annulled(tournament.Symbol(tournament.Draw, true)):
			return 0
		}
		t.Fatalf("a result the test does not read: %q", shown)
		return 0
	}
	// Round 1's page, then round 2's points before the round.
	r1, _ := roundData(ev, cat, 1)
	want := map[string]tournament.Points{}
	for _, b := range r1.Boards {
		want[b.White.Name] += value(b.Result)
		want[b.Black.Name] += value(b.Result)
	}
	r2, _ := roundData(ev, cat, 2)
	for _, b := range r2.Boards {
		for _, side := range []struct{ name, pts string }{{b.White.Name, b.WPts}, {b.Black.Name, b.BPts}} {
			if got := want[side.name].String(); got != side.pts && !(side.pts == "0" && got == "") {
				t.Errorf("round 2's page: %s has %s before the round, round 1's page shows him %s", side.name, side.pts, got)
			}
		}
	}
	// Player 1's page: each total is the results shown so far.
	page, _ := playerData(newFacts(ev, Rules{}), cat, 1)
	var sum tournament.Points
	for _, g := range page.Games {
		sum += value(g.Result)
		if g.Total != "" && g.Total != sum.String() {
			t.Errorf("player 1's page: round %d %q, total %s, where the results shown make %s", g.Round, g.Result, g.Total, sum)
		}
	}
}
