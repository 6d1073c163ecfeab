package team

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"arbiter/internal/testform"
	"arbiter/tournament"
	"arbiter/tournament/ratingreport"
	"arbiter/tournament/seats"
	"arbiter/tournament/standings"
	"arbiter/tournament/teamgames"
)

// rr6 is the six-team round robin of the team reports' test data.
func rr6(t *testing.T) *tournament.Event {
	return readTeamReport(t, teamsDir, "arbiter-rr6").Event
}

// The team crosstable agrees with the matches it is made of: each cell's
// game points are the match's for that team, a meeting is seen from both
// sides with the points adding up to the boards, and the rows are in the
// standings' order.
func TestTeamCrosstable(t *testing.T) {
	ev := rr6(t)
	ct := TeamCrosstable(ev)
	st := TeamStandings(ev)
	if len(ct.Rows) != len(st.Rows) || ct.Rounds != ev.PairedRounds() {
		t.Fatalf("%d rows, %d rounds", len(ct.Rows), ct.Rounds)
	}
	boards := tournament.Points(2 * ev.TeamOptions.Boards)
	for i, r := range ct.Rows {
		if r.TeamID != st.Rows[i].TeamID || r.Place != st.Rows[i].Place {
			t.Errorf("row %d is %s, the standings' is %s", i, r.Name, st.Rows[i].Name)
		}
		if r.AgainstText(r.TeamID) != "×" {
			t.Errorf("%s against itself: %q", r.Name, r.AgainstText(r.TeamID))
		}
		for _, o := range ct.Rows {
			mine, theirs := r.Against(o.TeamID), o.Against(r.TeamID)
			if len(mine) != len(theirs) {
				t.Errorf("%s–%s: %d meetings one way, %d the other", r.Name, o.Name, len(mine), len(theirs))
				continue
			}
			for k := range mine {
				if mine[k].Finished && mine[k].Games+theirs[k].Games > boards {
					t.Errorf("%s–%s round %d: %v + %v over %d boards", r.Name, o.Name, mine[k].Round, mine[k].Games, theirs[k].Games, boards/2)
				}
				if mine[k].White == theirs[k].White {
					t.Errorf("%s–%s round %d: both have White on board 1", r.Name, o.Name, mine[k].Round)
				}
			}
		}
	}
}

// A line-up typed as numbers: separators of every kind, and a number that
// is no player of the team refused by its rule.
func TestLineupNumbers(t *testing.T) {
	team := tournament.Team{Name: "Kotka", Players: []int64{11, 12, 13, 14, 15}}
	for _, c := range []struct {
		text string
		want []int64
		err  string
	}{
		{"1,2,3,4", []int64{11, 12, 13, 14}, ""},
		{" 1 2;4\t5 ", []int64{11, 12, 14, 15}, ""},
		{"", nil, ""},
		{"1,6", nil, "teams.err.lineup.number"},
		{"0", nil, "teams.err.lineup.number"},
		{"1,a", nil, "teams.err.lineup.number"},
	} {
		got, err := teamgames.LineupNumbers(team, c.text)
		if testform.KeyOf(err) != c.err || !slices.Equal(got, c.want) {
			t.Errorf("%q: %v %v, want %v %q", c.text, got, err, c.want, c.err)
		}
	}
}

// Plain match and game points have the table's own columns; every other
// tie-break has one of its own.
func TestTeamTieBreakColumns(t *testing.T) {
	for _, c := range []struct {
		ids  []string
		want []int
	}{
		{[]string{"gp", "sb", "bc"}, []int{1, 2}},
		{[]string{"mp", "gp"}, nil},
		{[]string{"bh:gp", "gp", "esb"}, []int{0, 2}},
		{[]string{"mpvgp", "edet-p", "bh:mp-c1-p"}, []int{1, 2}},
	} {
		if got := (TeamTable{TieBreaks: c.ids}).TieBreakColumns(); !slices.Equal(got, c.want) {
			t.Errorf("%v: %v, want %v", c.ids, got, c.want)
		}
	}
}

// A team event's players are rated on their games board by board, as
// individual games: each player's average opponent and performance in the
// rating report are his results by board over all his boards, a game that
// ended before a move (TRF W, D, L: played, not rated) left out of both.
func TestTeamGamesRated(t *testing.T) {
	for _, unrated := range []bool{false, true} {
		ev := rr6(t)
		if ev.CompletedRounds() != ev.PairedRounds() {
			t.Fatal("the report's rounds are not all complete")
		}
		ev.Rounds[0].Pairings[0].Unrated = unrated
		all := map[int64]BoardRecord{}
		for _, r := range BoardRecords(ev) {
			if r.Board == 0 {
				all[r.ID] = r
			}
		}
		rated := 0
		for _, row := range ratingreport.Of(ev, tournament.RatingOptions{}) {
			r := all[row.ID]
			if row.ARO != r.ARO || row.TPR != r.TPR {
				t.Errorf("round 1's board 1 not rated %v: %s: rating report ARO %d TPR %d, results by board %d %d", unrated, row.Name, row.ARO, row.TPR, r.ARO, r.TPR)
			}
			if row.ARO > 0 {
				rated++
			}
		}
		if rated == 0 {
			t.Error("no player of the team event has a rated game")
		}
	}
}

// A team event stands in its rounds as its matches do: a round with a
// board still to play is not complete.
func TestCompletedRoundsOfATeamEvent(t *testing.T) {
	ev := rr6(t)
	last := ev.PairedRounds()
	if got := ev.CompletedRounds(); got != last {
		t.Fatalf("every match finished: %d rounds complete, want %d", got, last)
	}
	for _, m := range ev.Matches {
		if g := gamesOf(ev, m); m.Round == last && !m.IsBye() && m.Forfeit == tournament.NoResult && g[0].Seated() {
			g[0].Result = tournament.NoResult
			break
		}
	}
	if got := ev.CompletedRounds(); got != last-1 {
		t.Errorf("a board of round %d to play: %d rounds complete", last, got)
	}
}

// A whole match forfeited is marked in the crosstable as the individual
// crosstable marks a forfeited game: "+" for the side that won it, "−" for
// the side that lost it (both sides of a double forfeit), after the game
// points; a match decided on the boards has no mark.
func TestTeamCrosstableForfeitMark(t *testing.T) {
	text := func(key string, args ...any) string {
		return map[string]string{"teams.cell.white": "w", "teams.cell.black": "b"}[key]
	}
	for _, tc := range []struct {
		name         string
		forfeit      tournament.Result
		white, black string // the mark of the team with White on board 1, of the other
	}{
		{"white team wins by forfeit", tournament.WhiteForfeitWin, "+", "−"},
		{"black team wins by forfeit", tournament.BlackForfeitWin, "−", "+"},
		{"double forfeit", tournament.DoubleForfeit, "−", "−"},
		{"decided on the boards", tournament.NoResult, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ev := rr6(t)
			i := slices.IndexFunc(ev.Matches, func(m tournament.TeamMatch) bool { return m.Round == 1 && !m.IsBye() })
			ev.Matches[i].Forfeit = tc.forfeit
			m := ev.Matches[i]
			ct := TeamCrosstable(ev)
			num := seats.TeamNumbers(ev)
			for _, side := range []struct {
				id, opp int64
				mark    string
			}{{m.White, m.Black, tc.white}, {m.Black, m.White, tc.black}} {
				r := ct.Rows[slices.IndexFunc(ct.Rows, func(r TeamCrossRow) bool { return r.TeamID == side.id })]
				c := r.Matches[0]
				if c.Mark != side.mark || c.Forfeit != (tc.forfeit != tournament.NoResult) {
					t.Errorf("team %d: mark %q forfeit %v, want %q", num[side.id], c.Mark, c.Forfeit, side.mark)
				}
				if !c.Finished {
					t.Fatalf("team %d: round 1 not finished", num[side.id])
				}
				want := c.Games.String() + side.mark
				if got := r.AgainstText(side.opp); got != want {
					t.Errorf("team %d: round robin cell %q, want %q", num[side.id], got, want)
				}
				colour := "b"
				if c.White {
					colour = "w"
				}
				if got, want := c.Text(text), strconv.Itoa(num[side.opp])+colour+" "+want; got != want {
					t.Errorf("team %d: Swiss cell %q, want %q", num[side.id], got, want)
				}
			}
		})
	}
}

// TestTeamCrosstableRoundUnderWay: a team round robin's crosstable with
// the last round under way shows the matches of that round already
// finished, so its match and game points and its order count them too,
// and it says which round is under way: two matches of three finished.
// Its points and places were those of the rounds before, beside cells
// showing the last round's finished matches. The standings count the same
// matches: a team round robin's table, as an individual one's, counts
// every result its crosstable shows.
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
		rowSumsItsCells(t, r)
		if i > 0 && r.MatchPoints > ct.Rows[i-1].MatchPoints {
			t.Errorf("%s (%d MP) placed %s below %s (%d MP)", r.Name, r.MatchPoints, r.Place, ct.Rows[i-1].Name, ct.Rows[i-1].MatchPoints)
		}
	}
	// The standings are the crosstable's: the same places and points, the
	// round under way named alike. They stayed at the last complete round,
	// so that the standings placed a team on fewer match points than the
	// crosstable beside them gave it.
	st := TeamStandings(ev)
	if st.Complete != last-1 || !slices.Equal(st.Partial, ct.Partial) {
		t.Errorf("standings complete %d, partial %v; want the crosstable's %d and %v", st.Complete, st.Partial, ct.Complete, ct.Partial)
	}
	for i, r := range st.Rows {
		if c := ct.Rows[i]; r.Name != c.Name || r.Place != c.Place || r.MatchPoints != c.MatchPoints || r.GamePoints != c.GamePoints {
			t.Errorf("standings row %d: %s %s, %d MP, %v GP; the crosstable's: %s %s, %d MP, %v GP", i+1,
				r.Place, r.Name, r.MatchPoints, r.GamePoints, c.Place, c.Name, c.MatchPoints, c.GamePoints)
		}
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
		rowSumsItsCells(t, r)
		for _, c := range r.Matches {
			if c.Round == last && (c.Finished || !strings.HasSuffix(c.Text(text), "…")) {
				t.Errorf("%s round %d: %q, finished %v; want the pairing without a score", r.Name, last, c.Text(text), c.Finished)
			}
		}
	}
}

// rowSumsItsCells checks that a crosstable row's match and game points are
// those of its finished matches' cells.
func rowSumsItsCells(t *testing.T, r TeamCrossRow) {
	t.Helper()
	mp, gp := 0, tournament.Points(0)
	for _, c := range r.Matches {
		if c.Finished {
			mp, gp = mp+c.Match, gp+c.Games
		}
	}
	if mp != r.MatchPoints || gp.Float() != r.GamePoints {
		t.Errorf("%s: %d MP %v GP in the row, its cells %d and %v", r.Name, r.MatchPoints, r.GamePoints, mp, gp)
	}
}

// TestTeamRoundRobinPlayersTableNamesNoRoundUnderWay: the players' table
// of a team round robin (standings.Of) counts its complete rounds only,
// so it names no round under way, where the team tables name the matches
// finished in it.
func TestTeamRoundRobinPlayersTableNamesNoRoundUnderWay(t *testing.T) {
	ev := rr6(t)
	last := ev.PairedRounds()
	for _, m := range ev.Matches {
		if m.Round == last && !m.IsBye() && m.Forfeit == tournament.NoResult {
			gamesOf(ev, m)[0].Result = tournament.NoResult
			break
		}
	}
	if p := TeamStandings(ev).Progress; len(p.Partial) != 1 || !p.Teams {
		t.Fatalf("the team standings' progress %+v: want round %d under way, by its matches", p, last)
	}
	if p := standings.Of(ev).Progress; p.Complete != last-1 || p.Partial != nil {
		t.Errorf("the players' table: complete %d, partial %v; want %d and none", p.Complete, p.Partial, last-1)
	}
}
