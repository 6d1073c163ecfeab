package team

import (
	"slices"
	"strings"
	"testing"

	"arbiter/tournament"
	"arbiter/tournament/standings"
)

// TestTeamCrosstableRoundUnderWay: a team round robin's crosstable with
// the last round under way shows the matches of that round already
// finished, so its match and game points and its order count them too,
// and it says which round is under way: two matches of three finished.
// Its points and places were those of the rounds before, beside cells
// showing the last round's finished matches.
func TestTeamCrosstableRoundUnderWay(t *testing.T) {
	ev := rr6(t)
	last := ev.PairedRounds()
	of := 0
	open := false
	for _, m := range ev.Matches {
		if m.Round != last || m.IsBye() {
			continue
		}
		of++
		if !open && m.Forfeit == tournament.NoResult {
			g := gamesOf(ev, m)
			for b := range g {
				g[b].Result = tournament.NoResult
			}
			open = true
		}
	}
	ct := TeamCrosstable(ev)
	if want := []standings.RoundProgress{{Round: last, Done: of - 1, Of: of}}; ct.Complete != last-1 || !slices.Equal(ct.Partial, want) {
		t.Errorf("complete %d, partial %v; want %d and %v", ct.Complete, ct.Partial, last-1, want)
	}
	for i, r := range ct.Rows {
		mp, gp := 0, tournament.Points(0)
		for _, c := range r.Matches {
			if c.Finished {
				mp, gp = mp+c.Match, gp+c.Games
			}
		}
		if mp != r.MatchPoints || gp.Float() != r.GamePoints {
			t.Errorf("%s: %d MP %v GP in the row, its cells %d and %v", r.Name, r.MatchPoints, r.GamePoints, mp, gp)
		}
		if i > 0 && r.MatchPoints > ct.Rows[i-1].MatchPoints {
			t.Errorf("%s (%d MP) placed %s below %s (%d MP)", r.Name, r.MatchPoints, r.Place, ct.Rows[i-1].Name, ct.Rows[i-1].MatchPoints)
		}
	}
	// The standings stay at the last complete round.
	if st := TeamStandings(ev); st.Rounds != last-1 {
		t.Errorf("standings over %d rounds, want %d", st.Rounds, last-1)
	}
}

// TestTeamSwissCrosstableRoundUnderWay: a team Swiss's points are those of
// its complete rounds, so a round under way shows its pairings without a
// score, its finished matches too: a cell's score agrees with the totals
// beside it. Its finished matches showed their game points, which the
// totals left out.
func TestTeamSwissCrosstableRoundUnderWay(t *testing.T) {
	ev := readTeamReport(t, teamsDir, "arbiter-swiss10").Event
	last := ev.PairedRounds()
	for _, m := range ev.Matches {
		if m.Round == last && !m.IsBye() && m.Forfeit == tournament.NoResult {
			gamesOf(ev, m)[0].Result = tournament.NoResult
			break
		}
	}
	ct := TeamCrosstable(ev)
	if ct.Complete != last-1 || ct.Partial != nil {
		t.Errorf("complete %d, partial %v; want %d and none", ct.Complete, ct.Partial, last-1)
	}
	text := func(key string, args ...any) string { return key }
	for _, r := range ct.Rows {
		mp, gp := 0, tournament.Points(0)
		for _, c := range r.Matches {
			if c.Finished {
				mp, gp = mp+c.Match, gp+c.Games
			}
			if c.Round == last && (c.Finished || !strings.HasSuffix(c.Text(text), "…")) {
				t.Errorf("%s round %d: %q, finished %v; want the pairing without a score", r.Name, last, c.Text(text), c.Finished)
			}
		}
		if mp != r.MatchPoints || gp.Float() != r.GamePoints {
			t.Errorf("%s: %d MP %v GP in the row, its cells %d and %v", r.Name, r.MatchPoints, r.GamePoints, mp, gp)
		}
	}
}
