package norms

import (
	"encoding/json"
	"slices"
	"testing"

	"arbiter/engine/rules"
	"arbiter/internal/testevent"
	"arbiter/internal/testfield"
	"arbiter/tournament"
)

// TestVerdictIsPendingUntilTheEnd_1953: with 8 of 9 rounds of a 1953 round
// robin played, the player who has 3½ of 8 (III as the event stands) but
// needs ½ point of his last game for III of 9 has no verdict yet: the
// report, its JSON and the forecast's report say provisional, pending, III
// reachable with ½ point, and his needs are the points at the end,
// unmarked. Once the last round is in, the same player has confirmed III,
// final. The report said "confirmed III" before the last round.
func TestVerdictIsPendingUntilTheEnd_1953(t *testing.T) {
	player := func(rep *Report) PlayerResult {
		t.Helper()
		for _, p := range rep.Players {
			if p.No == testevent.Norm1953Player {
				return p
			}
		}
		t.Fatalf("no player %d", testevent.Norm1953Player)
		return PlayerResult{}
	}
	ev := testevent.Norm1953(t, true)
	rep, err := ForEvent(ev)
	if err != nil {
		t.Fatal(err)
	}
	fc, err := ForecastEvent(ev)
	if err != nil {
		t.Fatal(err)
	}
	for name, r := range map[string]*Report{"ForEvent": rep, "ForecastEvent": fc.Report} {
		pendingWithOutlook(t, name, r, player(r))
	}
	jsonPending(t, rep)

	rep, err = ForEvent(testevent.Norm1953(t, false))
	if err != nil {
		t.Fatal(err)
	}
	p := player(rep)
	if rep.Certainty != Final || p.Certainty != Final || p.Verdict != Confirmed || p.Result != tournament.CategoryIII || p.Expires == nil {
		t.Errorf("the event over: report %s, %s: %s %s %s", rep.Certainty, p.Name, p.Certainty, p.Verdict, p.Result)
	}
}

// pendingWithOutlook checks the player p of report r (made by name) a
// round before the end: pending and provisional, category III reachable
// with ½ point, 4 of 9 needed and not yet met.
func pendingWithOutlook(t *testing.T, name string, r *Report, p PlayerResult) {
	t.Helper()
	if r.Certainty != Provisional || p.Certainty != Provisional || p.Verdict != Pending || p.Result != 0 || p.Expires != nil || p.ValidYears != 0 {
		t.Errorf("%s, a round to play: report %s, %s: %s %s %s %v", name, r.Certainty, p.Name, p.Certainty, p.Verdict, p.Result, p.Expires)
	}
	var iii *CategoryForecast
	for i, c := range p.Outlook {
		if c.Category == tournament.CategoryIII {
			iii = &p.Outlook[i]
		}
	}
	if iii == nil || iii.State != ForecastReachable || iii.NeedHalf != 1 {
		t.Errorf("%s: %s's outlook %+v, want III reachable with ½ point", name, p.Name, p.Outlook)
	}
	for _, n := range p.Needs {
		if n.Category == tournament.CategoryIII && (n.Met || n.Points != 8) {
			t.Errorf("%s: %s needs %s for III, met %v; want 4 of 9, not met", name, p.Name, n.Points, n.Met)
		}
	}
}

// jsonPending checks the JSON of rep before the end: a verdict of none.
func jsonPending(t *testing.T, rep *Report) {
	t.Helper()
	data, err := json.Marshal(rep)
	if err != nil {
		t.Fatal(err)
	}
	var js struct {
		Certainty string `json:"certainty"`
		Players   []struct {
			Verdict   string `json:"verdict"`
			Certainty string `json:"certainty"`
		} `json:"players"`
	}
	if err := json.Unmarshal(data, &js); err != nil {
		t.Fatal(err)
	}
	for _, p := range js.Players {
		if js.Certainty != "provisional" || p.Verdict != "pending" || p.Certainty != "provisional" {
			t.Errorf("the JSON before the end: %s, a player %s %s", js.Certainty, p.Certainty, p.Verdict)
		}
	}
}

// TestCertaintyWaitsForEveryGameThatCounts_1953_27: the event is
// provisional while a game that counts has no result, final once every one
// has, a withdrawn player's games left without one counting as the
// forfeits §27 makes them.
func TestCertaintyWaitsForEveryGameThatCounts_1953_27(t *testing.T) {
	ev := testevent.Withdrawal1953(t, 4)
	if got := CertaintyOf(ev); got != Provisional {
		t.Errorf("the last round to play: %s", got)
	}
	last := &ev.Rounds[len(ev.Rounds)-1]
	for i := range last.Pairings {
		if g := &last.Pairings[i]; g.White != 1 && g.Black != 1 {
			g.Result = tournament.Draw
		}
	}
	if got := CertaintyOf(ev); got != Final {
		t.Errorf("every game that counts played: %s", got)
	}
	other := slices.IndexFunc(last.Pairings, func(g tournament.Pairing) bool { return g.White != 1 && g.Black != 1 })
	last.Pairings[other].Result = tournament.NoResult
	if got := CertaintyOf(ev); got != Provisional {
		t.Errorf("a game left: %s", got)
	}
}

// TestConcededMatchIsFinal_1953_27: a match of six games conceded after
// the second (§27's last paragraph: its further games are not played, and
// no round after can be paired) is over once its two games are played, as
// its standings are headed final; it was provisional for ever, waiting
// for four games that would never come.
func TestConcededMatchIsFinal_1953_27(t *testing.T) {
	ev := testfield.Field(2, tournament.Match)
	ev.Settings.Rounds, ev.Settings.WithdrawalPolicy = 6, tournament.WithdrawalUSSR1953
	testfield.Play(t, ev, [][]tournament.Result{{tournament.WhiteWins}, {tournament.Draw}})
	if got := CertaintyOf(ev); got != Provisional {
		t.Errorf("two games of six played, nobody withdrawn: %s", got)
	}
	ev.Players[1].WithdrawnAfter = 2
	if got := CertaintyOf(ev); got != Final {
		t.Errorf("conceded after the second game: %s", got)
	}
}

// TestNeedsAtEndCountTheForfeitsToCome_1953_27: a player withdrawn after
// half of his games (§27) leaves his later games to his opponents as
// forfeits, in rounds not yet paired as well; an opponent's needs at the
// end count that game, as his forecast does. Mid-event (six players, seat 6
// gone after round 3, rounds 4 and 5 not paired) the norms' table asked
// seats 3 and 5, who meet him in those rounds, for the points of four
// games, where the event gives them five and the forecast counted five.
func TestNeedsAtEndCountTheForfeitsToCome_1953_27(t *testing.T) {
	ev := testfield.Field(6, tournament.RoundRobin)
	ev.Settings.SetRuleset(rules.USSR1953)
	ev.Settings.WithdrawalPolicy = tournament.WithdrawalUSSR1953
	for i := range ev.Players {
		ev.Players[i].Category = tournament.CategoryIII
	}
	win := []tournament.Result{tournament.WhiteWins, tournament.WhiteWins, tournament.WhiteWins}
	testfield.Play(t, ev, [][]tournament.Result{win, win, win})
	ev.Players[5].WithdrawnAfter = 3
	rep, err := ForEvent(ev)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Certainty != Provisional {
		t.Fatalf("two rounds to play: %s", rep.Certainty)
	}
	for _, p := range rep.Players {
		if p.ID == ev.Players[5].ID {
			continue
		}
		for _, n := range p.Needs {
			if want, _ := neededPoints(5, n.Pct); n.Points != want {
				t.Errorf("%s, %s: needs %v at the end, want %v (%d %% of the 5 games the event gives him)", p.Name, n.Category, n.Points, want, n.Pct)
			}
		}
	}
}
