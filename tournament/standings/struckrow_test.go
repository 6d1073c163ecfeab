package standings_test

import (
	"strings"
	"testing"

	"arbiter/engine/rules"
	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/standings"
)

// tenWithdrawnAfterFour is a double round robin of ten (ids 101…110,
// seats 1…10) with rounds 1–6 played, White winning every game, whose
// seat 10 withdrew after round 4: 4 of his 18 games played, fewer than
// half, so that the half-games rule counts them for nobody. His games of
// rounds 5 and 6 stay without a result.
func tenWithdrawnAfterFour(t *testing.T) *tournament.Event {
	t.Helper()
	ev := testfield.Field(10, tournament.DoubleRoundRobin)
	var results [][]tournament.Result
	for range 6 {
		results = append(results, []tournament.Result{tournament.WhiteWins, tournament.WhiteWins, tournament.WhiteWins, tournament.WhiteWins, tournament.WhiteWins})
	}
	testfield.Play(t, ev, results)
	for r := 5; r <= 6; r++ {
		for b := range ev.Rounds[r-1].Pairings {
			if p := &ev.Rounds[r-1].Pairings[b]; p.White == 110 || p.Black == 110 {
				p.Result = tournament.NoResult
			}
		}
	}
	ev.Players[9].WithdrawnAfter = 4
	return ev
}

// TestFIDEHalfGamesRuleKeepsTheRowInTheCrosstable: under FIDE's rule (a
// round robin's own) the player who withdrew having played fewer than
// half of his games is left out of the standings, but the crosstable
// keeps his row with his results, his unplayed games − and his opponents'
// +, counted for nobody: no place, his points in brackets, and his
// opponents' points without their games against him.
func TestFIDEHalfGamesRuleKeepsTheRowInTheCrosstable(t *testing.T) {
	ev := tenWithdrawnAfterFour(t)
	if ev.Settings.Ruleset != rules.FIDE2023 || ev.WithdrawalRule() != tournament.WithdrawalUSSR1953 {
		t.Fatalf("ruleset %s, rule %s: not FIDE's half-games rule", ev.Settings.Ruleset, ev.WithdrawalRule())
	}
	st := standings.Of(ev)
	if len(st.Rows) != 9 {
		t.Errorf("the standings have %d rows, want the 9 who did not withdraw", len(st.Rows))
	}
	if len(st.Struck) != 1 || st.Struck[0].ID != 110 || !st.Struck[0].Kept {
		t.Errorf("the standings list apart %+v, want seat 10 kept in the crosstable", st.Struck)
	}
	points := map[int64]tournament.Points{}
	for _, r := range st.Rows {
		points[r.ID] = r.Points
	}
	ct := standings.Crosstable(ev)
	if len(ct.Rows) != 10 {
		t.Fatalf("the crosstable has %d rows, want all 10", len(ct.Rows))
	}
	gone := ct.Rows[9]
	if gone.ID != 110 || !gone.Withdrawn || !gone.Uncounted || gone.Place != "" {
		t.Errorf("row 10: id %d, withdrawn %v, uncounted %v, place %q; want 110 marked withdrawn, uncounted and without a place",
			gone.ID, gone.Withdrawn, gone.Uncounted, gone.Place)
	}
	if len(gone.TieBreaks) != len(ct.Ranking.TieBreaks) {
		t.Errorf("row 10 has %d tie-break cells, the table %d", len(gone.TieBreaks), len(ct.Ranking.TieBreaks))
	}
	for _, v := range gone.TieBreaks {
		if v.Text != "" {
			t.Errorf("row 10 shows tie-break %s %q, want none", v.ID, v.Text)
		}
	}
	// His results as the rounds gave them: played in rounds 1–4, − in 5
	// and 6 (his opponents' +); every one counted for nobody.
	want := map[int64][2][]string{} // opponent → his symbols, the opponent's
	mine := tournament.Points(0)
	for _, rd := range ev.Rounds {
		for _, g := range rd.Pairings {
			if g.White != 110 && g.Black != 110 {
				continue
			}
			opp, white := g.Black, true
			if g.Black == 110 {
				opp, white = g.White, false
			}
			his, theirs := "1", "0"
			if !white {
				his, theirs = "0", "1"
			}
			if rd.Number > 4 {
				his, theirs = "−", "+"
			} else if white {
				mine += 2
			}
			w := want[opp]
			want[opp] = [2][]string{append(w[0], his), append(w[1], theirs)}
		}
	}
	for j, r := range ct.Rows {
		if r.ID == 110 {
			continue
		}
		w := want[r.ID]
		if got := gone.Cell(j); got != strings.Join(w[0], " ") {
			t.Errorf("row 10 against seat %d: %q, want %q", r.No, got, strings.Join(w[0], " "))
		}
		if got := r.Cell(9); got != strings.Join(w[1], " ") {
			t.Errorf("seat %d against row 10: %q, want %q", r.No, got, strings.Join(w[1], " "))
		}
		if r.Points != points[r.ID] || r.Place == "" {
			t.Errorf("seat %d: %s points, place %q in the crosstable; the standings give %s", r.No, r.Points, r.Place, points[r.ID])
		}
	}
	if gone.Points != mine || gone.PointsText() != "("+mine.String()+")" {
		t.Errorf("row 10's points %s shown %q, want his %s in brackets", gone.Points, gone.PointsText(), mine)
	}
	if ct.Rows[0].PointsText() != ct.Rows[0].Points.String() {
		t.Errorf("seat 1's points shown %q, want %s", ct.Rows[0].PointsText(), ct.Rows[0].Points)
	}
}

// TestUSSR1953StrikesTheRowFromTheCrosstable: under the 1953 code (§27)
// the same player is struck from the table, his row and column gone.
func TestUSSR1953StrikesTheRowFromTheCrosstable(t *testing.T) {
	ev := tenWithdrawnAfterFour(t)
	ev.Settings.SetRuleset(rules.USSR1953)
	ct := standings.Crosstable(ev)
	if len(ct.Rows) != 9 {
		t.Fatalf("the crosstable has %d rows, want the 9 left", len(ct.Rows))
	}
	for _, r := range ct.Rows {
		if r.ID == 110 || len(r.Cells) != 9 {
			t.Errorf("row of %d with %d columns: seat 10 is to be struck", r.ID, len(r.Cells))
		}
	}
	if len(ct.Struck) != 1 || ct.Struck[0].Kept {
		t.Errorf("struck %+v, want seat 10 struck and not kept", ct.Struck)
	}
}
