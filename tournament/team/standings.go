package team

import (
	"arbiter/tournament"
	"arbiter/tournament/seats"
	"arbiter/tournament/standings"
	"arbiter/tournament/tiebreak"
	"cmp"
	"math"
	"slices"
	"sort"
	"strings"
)

// Team standings: match points, game points and the team tie-breaks, as
// FIDE's tie-break program (TieBreakServer 1.9.57) computes them for team
// events under the edition of the Tie-Break Regulations in force at the
// event's start (TieBreakRules). The ids are that program's codes in lower
// case.

type TeamTable struct {
	Rules      string   `json:"tiebreak_rules"`
	EarlyStart string   `json:"early_start,omitempty"` // standings.EarlyStart
	TieBreaks  []string `json:"tiebreaks"`
	// Progress is the event's: the rounds paired and the last complete
	// round, the rounds a Swiss's TeamStandings counts; a round robin's
	// counts every round paired and names the rounds under way (Partial).
	standings.Progress
	Rows []TeamRow `json:"rows"`
}

// TeamRow is one team's line of the standings.
type TeamRow struct {
	Place       string               `json:"place"`
	Rank        int                  `json:"rank"`
	TeamID      int64                `json:"-"`
	No          int                  `json:"no"`
	Name        string               `json:"name"`
	MatchPoints int                  `json:"match_points"`
	GamePoints  float64              `json:"game_points"`
	TieBreaks   []standings.TieValue `json:"tiebreaks"`
	// Withdrawn: the team has withdrawn (tournament.Team.WithdrawnAfter),
	// marked at every door as a withdrawn player is (words.WithdrawnName).
	Withdrawn bool `json:"withdrawn,omitempty"`
}

// tround is one round of one team in the standings.
type tround struct {
	tournament.MatchScore
	bye  bool               // the team had a bye
	kind tournament.ByeKind // its kind (TeamMatch.Bye)
	met  bool               // the team was in a match or had a bye this round
}

// vur is a voluntarily unplayed round: a match not played that the team
// did not win (its forfeit, or every board forfeited), a half- or
// zero-point bye it asked for (as a player's, C.07 art. 16), or a round
// it was not in at all.
func (r tround) vur() bool {
	if r.bye {
		return r.kind == tournament.ByeHalfPoint || r.kind == tournament.ByeZeroPoint
	}
	return !r.met || (!r.Played && r.Outcome != tournament.OutcomeWin)
}

// teamStanding is the working state of the team standings.
type teamStanding struct {
	ev     *tournament.Event
	rr     bool
	capped bool
	rounds int
	teams  []tournament.Team
	idx    map[int64]int
	games  [][]tround // [team][round-1]
	// mp and gp are each team's points by team id (Event.TeamPoints),
	// which a team report states too.
	mp map[int64]int
	gp map[int64]tournament.Points
	// adjusted are each team's match and game points as its opponents'
	// tie-breaks read them (art. 16: rounds after its last round not
	// voluntarily unplayed count as draws in a Swiss).
	adjMP, adjGP []float64
}

// newTeamStanding counts the finished matches of rounds 1 to rounds.
func newTeamStanding(ev *tournament.Event, rounds int) *teamStanding {
	s := &teamStanding{ev: ev, rr: ev.Settings.System == tournament.TeamRoundRobin, capped: standings.TieBreakRules(ev) == standings.TieBreakRules2026,
		rounds: rounds, teams: ev.Teams, idx: map[int64]int{}}
	for i, t := range s.teams {
		s.idx[t.ID] = i
	}
	s.games = make([][]tround, len(s.teams))
	for i := range s.games {
		s.games[i] = make([]tround, s.rounds)
	}
	for _, m := range ev.FinishedMatches(s.rounds) {
		w, b := m.Score(ev.TeamOptions, ev.MatchGames(m))
		s.games[s.idx[m.White]][m.Round-1] = tround{MatchScore: w, bye: m.IsBye(), kind: m.Bye, met: true}
		if !m.IsBye() {
			s.games[s.idx[m.Black]][m.Round-1] = tround{MatchScore: b, met: true}
		}
	}
	s.mp, s.gp = ev.TeamPoints(s.rounds)
	s.adjMP, s.adjGP = make([]float64, len(s.teams)), make([]float64, len(s.teams))
	boards := float64(ev.TeamOptions.Boards)
	for i, rs := range s.games {
		last := 0 // the last round not voluntarily unplayed
		for r, g := range rs {
			if !g.vur() {
				last = r + 1
			}
		}
		for r, g := range rs {
			if r+1 <= last || g.Opponent != 0 {
				s.adjMP[i] += float64(g.Match)
				s.adjGP[i] += g.Games.Float()
			} else if !s.rr {
				s.adjMP[i] += float64(ev.TeamOptions.MatchDraw)
				s.adjGP[i] += boards / 2
			}
		}
	}
	return s
}

// scores are the event's primary score and the other one: 'm' match
// points, 'g' game points (TeamOptions.GamePointsFirst).
func (s *teamStanding) scores() (primary, other byte) {
	if s.ev.TeamOptions.GamePointsFirst {
		return 'g', 'm'
	}
	return 'm', 'g'
}

// matchPoints are team i's match and game points.
func (s *teamStanding) matchPoints(i int) (mp int, gp tournament.Points) {
	id := s.teams[i].ID
	return s.mp[id], s.gp[id]
}

// value computes tie-break id of team i.
func (s *teamStanding) value(id string, i int) float64 {
	base, mod := tiebreak.SplitTeam(id)
	mp, gp := s.matchPoints(i)
	switch {
	case base == "mp", base == "mpvgp" && s.ev.TeamOptions.GamePointsFirst: // mpvgp: the score that is not the primary one
		return float64(mp)
	case base == "gp", base == "mpvgp":
		return gp.Float()
	case base == "bc":
		return s.boardCount(i)
	}
	switch base {
	case "fb", "fb:gp":
		// As a player's Fore Buchholz: the event's last round counted
		// drawn, and before it is in the standings the Buchholz.
		mod.Fore = s.rounds >= s.ev.TotalRounds()
		base = "bh" + strings.TrimPrefix(base, "fb")
	}
	// Without a score named, a Buchholz-type tie-break reads the primary
	// score, and the extended SB the other one for the team's own, as
	// FIDE's program does; "bh:mp" names match points.
	mpNamed := strings.Contains(strings.SplitN(id, "-", 2)[0], ":mp")
	if base == "aob" || base == "aob:gp" {
		// The opponents' Buchholz on the score named: "aob:mp" the
		// Buchholz on match points ("bh:mp") with game points first.
		bh := "bh" + strings.TrimPrefix(base, "aob")
		if mpNamed {
			bh += ":mp"
		}
		return s.averageBuchholz(i, bh, mod)
	}
	p, o := s.scores()
	if mpNamed {
		p = 'm'
	}
	kinds := map[string][2]byte{"bh": {p, 0}, "bh:gp": {'g', 0}, "sb": {p, p}, "emmsb": {'m', 'm'},
		"esb": {p, o}, "emgsb": {'m', 'g'}, "egmsb": {'g', 'm'}, "eggsb": {'g', 'g'}}
	k := kinds[base]
	return s.buchholz(i, k[0], k[1], mod)
}

// averageBuchholz is the average of the Buchholz (bh, bh:mp or bh:gp, with mod)
// of the teams played over the board, to two decimals rounded half up, as
// FIDE's program gives it; 0 for a team that played no match.
func (s *teamStanding) averageBuchholz(i int, bh string, mod tiebreak.TeamModifier) float64 {
	sum, n := 0.0, 0
	for _, g := range s.games[i] {
		if g.Opponent != 0 && g.Played {
			sum += s.value(bh+mod.Suffix(), s.idx[g.Opponent])
			n++
		}
	}
	if n == 0 {
		return 0
	}
	return math.Floor(sum/float64(n)*100+0.5) / 100
}

// buchholz sums the opponents' scores (opp: 'm' match points, 'g' game
// points), each multiplied by the team's own score in that match (own:
// 'm', 'g', or 0 for the plain Buchholz). In a round robin a match counts
// as played, forfeited or not, and a bye counts nothing. In a Swiss a
// round without a match played (unless mod counts forfeits as played)
// counts the team's own score as recorded as the dummy opponent's, which
// the 2026 rules cap at the opponent's score (a forfeit) or at a draw in every
// round (no opponent). mod's cuts drop the lowest rounds, a voluntarily
// unplayed round first, and the highest, as FIDE's program does.
func (s *teamStanding) buchholz(i int, opp, own byte, mod tiebreak.TeamModifier) float64 {
	adj := s.adjMP
	draw := float64(s.ev.TeamOptions.MatchDraw)
	if opp == 'g' {
		adj, draw = s.adjGP, float64(s.ev.TeamOptions.Boards)/2
	}
	// dummy is the dummy opponent's score: the team's own score as
	// recorded, not adjusted for its rounds after its last (as FIDE's
	// program reads art. 16), the last round a draw for the Fore Buchholz.
	mp, gp := s.matchPoints(i)
	dummy := float64(mp)
	if opp == 'g' {
		dummy = gp.Float()
	}
	if mod.Fore {
		adj = s.foreScores(opp, draw)
		if s.rounds > 0 && s.games[i][s.rounds-1].Opponent != 0 {
			dummy = adj[i]
		}
	}
	var es []standings.Entry
	for r, g := range s.games[i] {
		e := standings.Entry{VUR: g.vur()}
		last := mod.Fore && r == s.rounds-1
		switch {
		case g.Opponent != 0 && (g.Played || s.rr || mod.AsPlayed || last):
			e.Score, e.VUR = adj[s.idx[g.Opponent]], false
		case s.rr:
			continue // a round-robin bye: no match
		default:
			e.Score = dummy
			if s.capped && g.Opponent != 0 {
				e.Score = math.Min(e.Score, adj[s.idx[g.Opponent]])
			} else if s.capped {
				e.Score = math.Min(e.Score, draw*float64(s.rounds))
			}
		}
		e.Value = e.Score
		switch own {
		case 'm':
			e.Value *= float64(g.Match)
		case 'g':
			e.Value *= g.Games.Float()
		}
		es = append(es, e)
	}
	return standings.CutSum(es, mod.Low, mod.High)
}

// foreScores are the teams' scores (opp: 'm' match points, 'g' game
// points) as the Fore Buchholz reads them: a team paired in the last round
// has every round counted as recorded and the last one as a draw; any
// other team as the Buchholz reads it.
func (s *teamStanding) foreScores(opp byte, draw float64) []float64 {
	out := slices.Clone(s.adjMP)
	if opp == 'g' {
		out = slices.Clone(s.adjGP)
	}
	if s.rounds == 0 {
		return out
	}
	for i, rs := range s.games {
		last := rs[s.rounds-1]
		if last.Opponent == 0 {
			continue
		}
		out[i] = draw
		for _, g := range rs[:s.rounds-1] {
			if opp == 'g' {
				out[i] += g.Games.Float()
			} else {
				out[i] += float64(g.Match)
			}
		}
	}
	return out
}

// boardCount is Σ board number × the team's points on that board; a match
// not played over the board counts its outcome on every board (as FIDE's
// tie-break program does), a bye what the event gives it on each board.
func (s *teamStanding) boardCount(i int) float64 {
	sum := 0.0
	for _, g := range s.games[i] {
		for b, p := range g.Boards {
			sum += float64(b+1) * s.boardPoints(g, p)
		}
	}
	return sum
}

// boardPoints is a team's points on a board of a round as the board-based
// tie-breaks count them: a match not played over the board counts its
// outcome on every board (as FIDE's tie-break program does).
func (s *teamStanding) boardPoints(g tround, p tournament.Points) float64 {
	if !g.bye && !g.Played {
		return g.Outcome.Points().Float()
	}
	return p.Float()
}

// TeamStandings ranks the teams by the event's primary score (match
// points, or game points where TeamOptions.GamePointsFirst) and then the event's
// tie-breaks in the arbiter's order, over the rounds whose every match is
// finished. Each tie-break orders the teams still equal on everything
// before it; direct encounter, the top-board result and the bottom-board
// elimination are a place inside such a group (1 for its best, 0 and
// written blank when it separates no one). Teams equal in all of them share a place.
// A round robin's count the finished matches of a round under way too,
// which its progress names (standings.ProgressOf), as its crosstable shows them and an
// individual round robin's standings count every result: the standings
// and the crosstable beside them give each team one score and one place.
func TeamStandings(ev *tournament.Event) TeamTable {
	if ev.Settings.System != tournament.TeamRoundRobin {
		return teamTable(ev, ev.CompletedRounds())
	}
	return teamTable(ev, ev.PairedRounds())
}

// teamTable ranks the teams over the finished matches of rounds 1 to
// rounds: a Swiss's complete rounds, or a round robin's every round
// paired (TeamStandings).
func teamTable(ev *tournament.Event, rounds int) TeamTable {
	s := newTeamStanding(ev, rounds)
	ids := ev.Settings.TieBreaks
	t := TeamTable{Rules: standings.TieBreakRules(ev), EarlyStart: standings.EarlyStart(ev), TieBreaks: append([]string{}, ids...), Progress: standings.ProgressOf(ev), Rows: []TeamRow{}}
	n := len(s.teams)
	mp := make([]int, n)
	gp := make([]tournament.Points, n)
	values := make([][]standings.TieValue, n)
	order := make([]int, n)
	for i := range s.teams {
		mp[i], gp[i] = s.matchPoints(i)
		values[i] = make([]standings.TieValue, len(ids))
		order[i] = i
	}
	number := seats.TeamNumbers(ev)
	// primary is the score the teams are ranked by first.
	primary := func(i int) float64 { return float64(mp[i]) }
	if p, _ := s.scores(); p == 'g' {
		primary = func(i int) float64 { return gp[i].Float() }
	}
	slices.SortStableFunc(order, func(a, b int) int {
		return cmp.Or(cmp.Compare(primary(b), primary(a)), cmp.Compare(number[s.teams[a].ID], number[s.teams[b].ID]))
	})
	groups := splitGroups(order, func(i int) float64 { return -primary(i) })
	for k, id := range ids {
		var next [][]int
		var encounter map[int]int
		if base, mod := tiebreak.SplitTeam(id); slices.Contains(tiebreak.EncounterIDs, base) {
			encounter = s.encounterPlaces(base, mod.AsPlayed, groups)
		}
		for _, g := range groups {
			key := map[int]float64{}
			if encounter != nil {
				for _, i := range g {
					key[i] = float64(encounter[i])
				}
			} else if inTieGroup(id) {
				for j, r := range s.groupRanks(id, g) {
					key[g[j]] = float64(r)
				}
			} else {
				for _, i := range g {
					key[i] = s.value(id, i)
					if !lowerIsBetter(id) {
						key[i] = -key[i]
					}
				}
			}
			for _, i := range g {
				v := math.Abs(key[i])
				text := standings.FormatFraction(v)
				if isAverage(id) {
					text = standings.FormatAverage(v)
				}
				if v == 0 && inTieGroup(id) {
					text = "" // no place: blank, as the individual standings' direct encounter
				}
				values[i][k] = standings.TieValue{ID: id, Value: v, Text: text}
			}
			sort.SliceStable(g, func(x, y int) bool { return key[g[x]] < key[g[y]] })
			next = append(next, splitGroups(g, func(i int) float64 { return key[i] })...)
		}
		groups = next
	}
	var ranks []int
	order = order[:0]
	for _, g := range groups {
		for range g {
			ranks = append(ranks, len(order)+1)
		}
		order = append(order, g...)
	}
	places := standings.PlaceLabels(ranks)
	for pos, i := range order {
		tm := s.teams[i]
		t.Rows = append(t.Rows, TeamRow{Place: places[pos], Rank: ranks[pos], TeamID: tm.ID, No: number[tm.ID], Name: tm.Name,
			MatchPoints: mp[i], GamePoints: gp[i].Float(), TieBreaks: values[i], Withdrawn: tm.Withdrawn()})
	}
	return t
}

// splitGroups cuts sorted members into runs of equal key.
func splitGroups(sorted []int, key func(int) float64) [][]int {
	var out [][]int
	for lo, hi := range standings.Runs(len(sorted), func(a, b int) bool { return key(sorted[a]) == key(sorted[b]) }) {
		out = append(out, append([]int{}, sorted[lo:hi]...))
	}
	return out
}

// groupRanks places the teams of a tied group (in the group's order) by
// the top-board result or the bottom-board elimination (id): 1 for the
// best, equal places shared, and 0 for every team when it separates none.
func (s *teamStanding) groupRanks(id string, g []int) []int {
	keys := make([][]float64, len(g))
	for j, i := range g {
		keys[j] = s.boardKeys(id, i)
	}
	ranks := competitionRanks(len(g), func(a, b int) int { return slices.Compare(keys[b], keys[a]) })
	if !slices.ContainsFunc(ranks, func(r int) bool { return r != 1 }) {
		return make([]int, len(g))
	}
	return ranks
}

// competitionRanks ranks n members by cmp (negative: a before b): 1, 1,
// 3 for two equal first.
func competitionRanks(n int, cmp func(a, b int) int) []int {
	idx := make([]int, n)
	for j := range idx {
		idx[j] = j
	}
	sort.SliceStable(idx, func(x, y int) bool { return cmp(idx[x], idx[y]) < 0 })
	ranks := make([]int, n)
	for pos, j := range idx {
		ranks[j] = pos + 1
		if pos > 0 && cmp(idx[pos-1], j) == 0 {
			ranks[j] = ranks[idx[pos-1]]
		}
	}
	return ranks
}

// boardKeys are what the top-board result compares (the points of board
// 1, then board 2, …) and the bottom-board elimination (the game points
// less the last board's, then less the last two boards', …), board points
// counted as the board count counts them.
func (s *teamStanding) boardKeys(id string, i int) []float64 {
	boards := make([]float64, s.ev.TeamOptions.Boards)
	for _, g := range s.games[i] {
		for b, p := range g.Boards {
			boards[b] += s.boardPoints(g, p)
		}
	}
	if id == "tbr" {
		return boards
	}
	total := 0.0
	for _, p := range boards {
		total += p
	}
	keys := make([]float64, len(boards))
	for k := range keys {
		total -= boards[len(boards)-1-k]
		keys[k] = total
	}
	return keys
}

// TieBreakOrder says which way a team tie-break's values rank, as the
// legends under the standings say it: lower is better for the board
// count, and a place within the tied group (1 the best) for the
// tie-breaks that rank inside it; else higher is better.
func TieBreakOrder(id string) (lower, place bool) {
	return lowerIsBetter(id), inTieGroup(id)
}

// lowerIsBetter: the board count is lower for the team whose points came
// on the higher boards; the places inside a tied group count up.
func lowerIsBetter(id string) bool {
	base, _ := tiebreak.SplitTeam(id)
	return base == "bc" || inTieGroup(id)
}

// isAverage reports the average of the opponents' Buchholz, written with
// two decimals (standings.FormatAverage) as an individual event's is.
func isAverage(id string) bool {
	base, _ := tiebreak.SplitTeam(id)
	return base == "aob" || base == "aob:gp"
}

// inTieGroup reports the tie-breaks that are a place inside a group of
// teams equal so far.
func inTieGroup(id string) bool {
	base, _ := tiebreak.SplitTeam(id)
	return base == "tbr" || base == "bbe" || slices.Contains(tiebreak.EncounterIDs, base)
}

// Ranks are the teams' places by team id over every finished match, a
// round's in play among them, which a team event's TRF report writes
// (exchange.TRFOptions.TeamRanks) beside the match and game points it
// states for them: the table of the last complete round (TeamStandings)
// would contradict those points in the middle of a round, as
// standings.Entered ranks an individual report's players.
func Ranks(ev *tournament.Event) map[int64]int {
	out := map[int64]int{}
	for _, row := range teamTable(ev, ev.PairedRounds()).Rows {
		out[row.TeamID] = row.Rank
	}
	return out
}
