package tournament

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
)

// Points returns what a bye scores.
func (b ByeKind) Points() Points {
	switch b {
	case ByePairingAllocated:
		return 2
	case ByeHalfPoint:
		return 1
	}
	return 0
}

// TieValue is one tie-break of one player.
type TieValue struct {
	ID    string  `json:"id"`
	Value float64 `json:"value"`
	Text  string  `json:"text"` // as printed: "12¼", "1905", "" when undefined
}

// Row is one line of the standings, ready to show.
type Row struct {
	Place     string     `json:"place"` // "3" or "3–4" for a shared place
	Rank      int        `json:"rank"`  // first place of the row's group
	ID        int64      `json:"id"`
	No        int        `json:"no"` // starting number (StartNumbers)
	Name      string     `json:"name"`
	Club      string     `json:"club,omitempty"`
	Rating    int        `json:"rating,omitempty"`
	Category  Category   `json:"category"`
	Points    Points     `json:"-"`
	Score     float64    `json:"points"`
	Games     int        `json:"games"` // games that count, played or not
	Played    int        `json:"played"`
	Withdrawn bool       `json:"withdrawn,omitempty"`
	TieBreaks []TieValue `json:"tiebreaks"`
}

// Struck is a player who left the table under the 1953 rule.
type Struck struct {
	ID     int64  `json:"id"`
	Name   string `json:"name"`
	After  int    `json:"after_round"`
	Played int    `json:"played"`
}

// Table is the standings: rows in order of place, the tie-breaks used (in
// the arbiter's order) and the withdrawal policy the results follow.
type Table struct {
	Policy    WithdrawalPolicy `json:"withdrawal_policy"`
	TieBreaks []string         `json:"tiebreaks"`
	Unknown   []string         `json:"unknown_tiebreaks,omitempty"`
	Rounds    int              `json:"rounds"`   // rounds paired so far
	Complete  int              `json:"complete"` // rounds with every game decided
	Rows      []Row            `json:"rows"`
	Struck    []Struck         `json:"struck,omitempty"`
}

// pgame is one round of one player, from the effective view.
type pgame struct {
	round  int
	opp    int64 // 0: bye
	white  bool
	result Result
	pts    Points
	bye    ByeKind
}

func (g pgame) played() bool { return g.opp != 0 && g.result.Played() }

// vur reports a voluntarily unplayed round: the player's own forfeit
// loss, a requested bye (C.07 2023, art. 16).
func (g pgame) vur() bool {
	if g.opp == 0 {
		return g.bye == ByeHalfPoint || g.bye == ByeZeroPoint
	}
	switch g.result {
	case DoubleForfeit:
		return true
	case WhiteForfeitWin:
		return !g.white
	case BlackForfeitWin:
		return g.white
	}
	return false
}

// standing is the working state of the standings computation.
type standing struct {
	eff      Effective
	rr       bool
	ids      []int64 // players in the table
	idx      map[int64]int
	player   map[int64]*Player // every player, struck ones too
	games    [][]pgame
	points   []Points
	adjusted []float64 // opponents' score as BH and SB use it
	maxGames int
}

func newStanding(ev *Event) *standing {
	s := &standing{eff: EffectiveResults(ev), idx: map[int64]int{}, player: make(map[int64]*Player, len(ev.Players))}
	for i := range ev.Players {
		s.player[ev.Players[i].ID] = &ev.Players[i]
	}
	switch ev.Settings.System {
	case RoundRobin, DoubleRoundRobin, Match:
		s.rr = true
	}
	for _, p := range ev.Players {
		if !s.eff.Struck[p.ID] {
			s.idx[p.ID] = len(s.ids)
			s.ids = append(s.ids, p.ID)
		}
	}
	s.games = make([][]pgame, len(s.ids))
	s.points = make([]Points, len(s.ids))
	for _, rd := range s.eff.Rounds {
		for _, g := range rd.Games {
			if !g.Counts() || g.Result == Adjourned {
				continue
			}
			if g.IsBye() {
				if i, ok := s.idx[g.White]; ok {
					s.games[i] = append(s.games[i], pgame{round: rd.Number, white: true, bye: g.Bye, pts: g.Bye.Points()})
				}
				continue
			}
			if !g.Result.Finished() {
				continue
			}
			for _, side := range []bool{true, false} {
				me, opp := g.White, g.Black
				if !side {
					me, opp = opp, me
				}
				if i, ok := s.idx[me]; ok {
					s.games[i] = append(s.games[i], pgame{round: rd.Number, opp: opp, white: side,
						result: g.Result, pts: PointsFor(g.Result, side)})
				}
			}
		}
	}
	for i, gs := range s.games {
		for _, g := range gs {
			s.points[i] += g.pts
		}
	}
	s.adjusted = make([]float64, len(s.ids))
	for i := range s.ids {
		s.adjusted[i] = s.points[i].Float()
		if p := s.player[s.ids[i]]; !s.rr && p.Withdrawn() {
			// C.07 16.3: rounds after a withdrawal count as draws for the
			// opponents' Buchholz in a Swiss.
			adj := 0.0
			for _, g := range s.games[i] {
				if g.round <= p.WithdrawnAfter {
					adj += g.pts.Float()
				}
			}
			s.adjusted[i] = adj + 0.5*float64(max(0, len(s.eff.Rounds)-p.WithdrawnAfter))
		}
	}
	// Koya's limit is half the maximum possible score so far: a point per
	// round paired, in a round robin at most the games a player has.
	s.maxGames = len(s.eff.Rounds)
	if s.rr {
		s.maxGames = min(s.maxGames, ScheduledGames(ev)-len(s.eff.Struck)*cycles(ev))
	}
	return s
}

func cycles(ev *Event) int {
	if ev.Settings.System == DoubleRoundRobin {
		return 2
	}
	return 1
}

// TieBreakIDs lists the tie-breaks Standings computes, in a sensible
// default order for menus.
var TieBreakIDs = []string{"sb", "de", "wins", "koya", "black", "bh", "bh-c1", "bh-c2", "bh-m1", "bh-m2", "aro", "tpr"}

// ValidateTieBreaks checks a list of tie-break ids: each known, none twice.
func ValidateTieBreaks(ids []string) error {
	seen := map[string]bool{}
	for _, id := range ids {
		if !knownTieBreak(id) {
			return errorf("event.err.tiebreak.unknown", []any{"id", id, "known", strings.Join(TieBreakIDs, ", ")},
				"tie-break %q is not one of %s", id, strings.Join(TieBreakIDs, ", "))
		}
		if seen[id] {
			return errorf("event.err.tiebreak.twice", []any{"id", id}, "tie-break %q is listed twice", id)
		}
		seen[id] = true
	}
	return nil
}

func knownTieBreak(id string) bool {
	for _, k := range TieBreakIDs {
		if k == id {
			return true
		}
	}
	return false
}

// Standings ranks the players by points and then by the event's
// tie-breaks in the arbiter's order (see docs/tiebreaks.md). Players equal
// on everything share a place. Results are the effective ones: the
// withdrawal policy applies, and players struck from the table are listed
// apart.
func Standings(ev *Event) Table {
	s := newStanding(ev)
	t := Table{Policy: s.eff.Policy, Rounds: len(ev.Rounds), Complete: completeRounds(s.eff)}
	for _, id := range ev.Settings.TieBreaks {
		if knownTieBreak(id) {
			t.TieBreaks = append(t.TieBreaks, id)
		} else {
			t.Unknown = append(t.Unknown, id)
		}
	}
	order := make([]int, len(s.ids))
	for i := range order {
		order[i] = i
	}
	number := StartNumbers(ev)
	seat := func(i int) int { return number[s.ids[i]] }
	sort.SliceStable(order, func(a, b int) bool {
		if s.points[order[a]] != s.points[order[b]] {
			return s.points[order[a]] > s.points[order[b]]
		}
		return seat(order[a]) < seat(order[b])
	})
	values := make([][]TieValue, len(s.ids))
	// Groups of players still tied; each tie-break is computed and then
	// orders within the groups, since direct encounter depends on them.
	tied := func(a, b int) bool {
		if s.points[a] != s.points[b] {
			return false
		}
		for k := range values[a] {
			if values[a][k].Value != values[b][k].Value {
				return false
			}
		}
		return true
	}
	for k, id := range t.TieBreaks {
		var col []TieValue
		if id == "de" {
			col = s.directEncounter(order, tied)
		} else {
			col = make([]TieValue, len(s.ids))
			for i := range s.ids {
				col[i] = s.compute(id, i)
			}
		}
		for i := range values {
			values[i] = append(values[i], col[i])
		}
		for lo := 0; lo < len(order); {
			hi := lo + 1
			for hi < len(order) && s.points[order[hi]] == s.points[order[lo]] && sameValues(values[order[hi]][:k], values[order[lo]][:k]) {
				hi++
			}
			group := order[lo:hi]
			sort.SliceStable(group, func(a, b int) bool { return values[group[a]][k].Value > values[group[b]][k].Value })
			lo = hi
		}
	}
	for pos, i := range order {
		p := s.player[s.ids[i]]
		played := 0
		for _, g := range s.games[i] {
			if g.played() {
				played++
			}
		}
		row := Row{Rank: pos + 1, ID: p.ID, No: number[p.ID], Name: p.Name, Club: p.Club, Rating: p.Rating,
			Category: p.Category, Points: s.points[i], Score: s.points[i].Float(), Games: countGames(s.games[i]),
			Played: played, Withdrawn: p.Withdrawn(), TieBreaks: values[i]}
		if values[i] == nil {
			row.TieBreaks = []TieValue{}
		}
		if pos > 0 && tied(order[pos-1], i) {
			row.Rank = t.Rows[pos-1].Rank
		}
		t.Rows = append(t.Rows, row)
	}
	for lo := 0; lo < len(t.Rows); {
		hi := lo + 1
		for hi < len(t.Rows) && t.Rows[hi].Rank == t.Rows[lo].Rank {
			hi++
		}
		place := strconv.Itoa(lo + 1)
		if hi-lo > 1 {
			place = fmt.Sprintf("%d–%d", lo+1, hi)
		}
		for k := lo; k < hi; k++ {
			t.Rows[k].Place = place
		}
		lo = hi
	}
	for _, p := range ev.Players {
		if s.eff.Struck[p.ID] {
			t.Struck = append(t.Struck, Struck{ID: p.ID, Name: p.Name, After: p.WithdrawnAfter, Played: GamesPlayedBefore(ev, p)})
		}
	}
	return t
}

// completeRounds counts the rounds from the first on in which every game
// that counts has its final result.
func completeRounds(eff Effective) int {
	for i, rd := range eff.Rounds {
		for _, g := range rd.Games {
			if g.Counts() && !g.IsBye() && !g.Result.Finished() {
				return i
			}
		}
	}
	return len(eff.Rounds)
}

func sameValues(a, b []TieValue) bool {
	for k := range a {
		if a[k].Value != b[k].Value {
			return false
		}
	}
	return true
}

func countGames(gs []pgame) int {
	n := 0
	for _, g := range gs {
		if g.opp != 0 {
			n++
		}
	}
	return n
}

// compute returns tie-break id of player i (all but direct encounter).
func (s *standing) compute(id string, i int) TieValue {
	v := TieValue{ID: id}
	switch {
	case id == "sb":
		v.Value = sum(s.opponentValues(i, true))
		v.Text = FormatFraction(v.Value)
	case id == "wins":
		for _, g := range s.games[i] {
			if g.pts == 2 {
				v.Value++
			}
		}
		v.Text = FormatFraction(v.Value)
	case id == "black":
		for _, g := range s.games[i] {
			if g.played() && !g.white {
				v.Value++
			}
		}
		v.Text = FormatFraction(v.Value)
	case id == "koya":
		for _, g := range s.games[i] {
			if o, ok := s.idx[g.opp]; ok && g.opp != 0 && int(s.points[o]) >= s.maxGames {
				v.Value += g.pts.Float()
			}
		}
		v.Text = FormatFraction(v.Value)
	case strings.HasPrefix(id, "bh"):
		entries := s.opponentValues(i, false)
		low, high := 0, 0
		switch id {
		case "bh-c1":
			low = 1
		case "bh-c2":
			low = 2
		case "bh-m1":
			low, high = 1, 1
		case "bh-m2":
			low, high = 2, 2
		}
		v.Value = sum(cut(entries, low, high))
		v.Text = FormatFraction(v.Value)
	case id == "aro" || id == "tpr":
		var total, n int
		var score Points
		for _, g := range s.games[i] {
			if !g.played() {
				continue
			}
			if p, ok := s.player[g.opp]; ok && p.Rating > 0 {
				total += p.Rating
				n++
				score += g.pts
			}
		}
		if n == 0 {
			return v
		}
		aro := int(math.Floor(float64(total)/float64(n) + 0.5))
		v.Value = float64(aro)
		if id == "tpr" {
			pct := int(math.Floor(float64(score)*50/float64(n) + 0.5))
			v.Value = float64(aro + scoreToDP[pct])
		}
		v.Text = strconv.Itoa(int(v.Value))
	}
	return v
}

// entry is one round's contribution to Buchholz or Sonneborn-Berger.
type entry struct {
	value float64
	vur   bool
}

// opponentValues lists player i's Buchholz entries (or Sonneborn-Berger
// entries, each multiplied by the player's result). In a round robin an
// unplayed game adds 0 and a bye nothing; in a Swiss an unplayed round is
// a game against a dummy opponent with the player's own score (C.07 16.4).
func (s *standing) opponentValues(i int, sb bool) []entry {
	var out []entry
	own := s.points[i].Float()
	for _, g := range s.games[i] {
		var val float64
		switch {
		case g.played():
			val = s.adjusted[s.idx[g.opp]]
		case s.rr && g.opp == 0:
			continue
		case s.rr:
			val = 0
		default:
			val = own
		}
		if sb {
			val *= g.pts.Float()
		}
		out = append(out, entry{value: val, vur: g.vur()})
	}
	if !s.rr {
		// Rounds without any pairing (not entered, after withdrawal) are
		// unplayed rounds of the participant too.
		for r := len(s.games[i]); r < len(s.eff.Rounds); r++ {
			val := own
			if sb {
				val = 0
			}
			out = append(out, entry{value: val, vur: true})
		}
	}
	return out
}

// cut removes the low least significant entries (voluntarily unplayed
// rounds first, C.07 16.5) and the high most significant ones.
func cut(es []entry, low, high int) []entry {
	es = append([]entry(nil), es...)
	for ; low > 0 && len(es) > 0; low-- {
		k := -1
		for j, e := range es {
			if e.vur && (k < 0 || e.value < es[k].value) {
				k = j
			}
		}
		if k < 0 {
			for j, e := range es {
				if k < 0 || e.value < es[k].value {
					k = j
				}
			}
		}
		es = append(es[:k], es[k+1:]...)
	}
	for ; high > 0 && len(es) > 0; high-- {
		k := 0
		for j, e := range es {
			if e.value > es[k].value {
				k = j
			}
		}
		es = append(es[:k], es[k+1:]...)
	}
	return es
}

func sum(es []entry) float64 {
	t := 0.0
	for _, e := range es {
		t += e.value
	}
	return t
}

// directEncounter computes DE for every group of players still tied: when
// every two of the group have met, each one's points against the others
// (the average where two met more than once, C.07 6.1.2); otherwise the
// tie-break does not separate the group and is 0 for all.
func (s *standing) directEncounter(order []int, tied func(a, b int) bool) []TieValue {
	col := make([]TieValue, len(s.ids))
	for i := range col {
		col[i] = TieValue{ID: "de"}
	}
	for lo := 0; lo < len(order); {
		hi := lo + 1
		for hi < len(order) && tied(order[lo], order[hi]) {
			hi++
		}
		group := order[lo:hi]
		lo = hi
		if len(group) < 2 {
			continue
		}
		in := map[int64]bool{}
		for _, i := range group {
			in[s.ids[i]] = true
		}
		type tally struct {
			pts Points
			n   int
		}
		met := make([]map[int64]*tally, len(group))
		complete := true
		for gi, i := range group {
			met[gi] = map[int64]*tally{}
			for _, g := range s.games[i] {
				if g.opp != 0 && in[g.opp] {
					t := met[gi][g.opp]
					if t == nil {
						t = &tally{}
						met[gi][g.opp] = t
					}
					t.pts += g.pts
					t.n++
				}
			}
			if len(met[gi]) != len(group)-1 {
				complete = false
			}
		}
		if !complete {
			continue
		}
		for gi, i := range group {
			v := 0.0
			for _, t := range met[gi] {
				v += t.pts.Float() / float64(t.n)
			}
			col[i].Value = v
			col[i].Text = FormatFraction(v)
		}
	}
	return col
}

// FormatFraction writes a tie-break value with the fractions a crosstable
// uses: 12, 12½, 12¼, 12¾; other values with two decimals.
func FormatFraction(v float64) string {
	whole := math.Floor(v)
	frac := v - whole
	var f string
	switch frac {
	case 0:
	case 0.25:
		f = "¼"
	case 0.5:
		f = "½"
	case 0.75:
		f = "¾"
	default:
		return strconv.FormatFloat(v, 'f', 2, 64)
	}
	if whole == 0 && f != "" {
		return f
	}
	return strconv.FormatFloat(whole, 'f', 0, 64) + f
}

// scoreToDP is the FIDE table of rating difference by percentage score
// (B.02, 8.1.a), index = percentage 0…100.
var scoreToDP = [101]int{-800,
	-677, -589, -538, -501, -470, -444, -422, -401, -383, -366,
	-351, -336, -322, -309, -296, -284, -273, -262, -251, -240,
	-230, -220, -211, -202, -193, -184, -175, -166, -158, -149,
	-141, -133, -125, -117, -110, -102, -95, -87, -80, -72,
	-65, -57, -50, -43, -36, -29, -21, -14, -7, 0,
	7, 14, 21, 29, 36, 43, 50, 57, 65, 72,
	80, 87, 95, 102, 110, 117, 125, 133, 141, 149,
	158, 166, 175, 184, 193, 202, 211, 220, 230, 240,
	251, 262, 273, 284, 296, 309, 322, 336, 351, 366,
	383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
}
