package trf

import (
	"cmp"
	"math"
	"slices"
	"strings"
)

// Problem is what a report says about pairing beyond its games, read once
// for every reader: the import that makes an event of the report and the
// pairing and checking of the report as it stands (swiss.FromTRF) both
// take it from here, so that a report paired as read and a report
// imported, then paired, are the same problem by construction.
type Problem struct {
	// Round is the round to pair (RoundToPair): the rounds before it are
	// held, its column and the later ones hold only byes asked for.
	Round int
	// Rounds is the number of rounds (142 or XXR, else the rounds the
	// lines hold).
	Rounds int
	// InitialColour is 'W' or 'B': 152 or XXC, else the colour of the
	// highest-ranked player who had one in round 1, White if none did.
	InitialColour byte
	// Requests are the byes asked for the round to pair and later rounds,
	// by round then player: a cell without opponent that is no pairing
	// (H, F, Z, a forfeit loss, "0000 -" without result) and the 240
	// records, the cell first. Players withdrawn before the round ask
	// nothing.
	Requests []Request
	// Withdrawn is the round after which each withdrawn player left, as
	// Arbiter's XXW records state it. A line that ends before the last
	// round held is no withdrawal: TRF-2026 reads a blank cell as "0000 -
	// Z", so its missing rounds are absences (Absent) and the player is
	// paired in the round to pair, as bbpPairings pairs him.
	Withdrawn map[int]int
	// Absent lists, per player, the rounds held that his line leaves
	// without an entry (a late entry's first rounds, a round missed, the
	// rounds after a line that ends early): absences without points.
	Absent map[int][]int
	// BlankByes are the points given to byes written without a result
	// ("0000 -  ", Swiss Perfect's "     -  "): what the points column
	// leaves over the line's other cells, by player and round.
	BlankByes map[int]map[int]float64
	// Disagree names the players whose points column is not what their
	// cells score, however their blank byes are counted.
	Disagree map[int]bool

	t    *Tournament
	sc   Score
	byID map[int]*Player // the players by starting rank, read once
}

// Request is a bye a player asked for: Kind 'H', 'F' or 'Z'.
type Request struct {
	ID, Round int
	Kind      byte
}

// Problem reads the pairing problem the report states.
func (t *Tournament) Problem() *Problem {
	p := &Problem{Round: t.RoundToPair(), Rounds: t.Rounds, InitialColour: t.InitialColour,
		Withdrawn: map[int]int{}, Absent: map[int][]int{},
		BlankByes: map[int]map[int]float64{}, Disagree: map[int]bool{}, t: t, sc: t.PointSystem(),
		byID: make(map[int]*Player, len(t.Players))}
	for _, tp := range t.Players {
		if p.byID[tp.ID] == nil {
			p.byID[tp.ID] = tp // the first of a repeated number, as PlayerByID
		}
	}
	p.Rounds = cmp.Or(p.Rounds, t.PlayedRounds())
	p.InitialColour = cmp.Or(p.InitialColour, t.firstRoundColour())
	for _, w := range t.Withdrawals {
		p.Withdrawn[w.ID] = w.After
	}
	held := p.Round - 1
	for _, tp := range t.Players {
		p.readHeld(tp, held)
	}
	p.readRequests()
	return p
}

// readHeld reads player tp's line over the rounds held: whether its points
// column agrees with its cells, its blank byes, and the rounds it has no
// entry in.
func (p *Problem) readHeld(tp *Player, held int) {
	blank, ok := blankByePoints(tp, p.sc)
	if !ok && math.Abs(tp.Scored(p.sc)-p.byesAhead(tp)-tp.Points) > 1e-6 {
		p.Disagree[tp.ID] = true
	}
	if len(blank) > 0 {
		p.BlankByes[tp.ID] = blank
	}
	for r := 1; r <= held; r++ {
		if !p.entry(tp, r) && !p.withdrawnBefore(tp.ID, r) {
			p.Absent[tp.ID] = append(p.Absent[tp.ID], r)
		}
	}
}

// readRequests reads the byes asked for from the round to pair on: the
// absent cells ahead on the players' lines, then the 240 (and XXZ) records' byes
// those cells do not already give, sorted by round and player.
func (p *Problem) readRequests() {
	for _, tp := range p.t.Players {
		for r := p.Round; r <= len(tp.Games); r++ {
			if p.cellAbsent(tp, r) && !p.withdrawnBefore(tp.ID, r) {
				kind := p.Bye(tp.ID, r)
				if kind != 'H' && kind != 'F' {
					kind = 'Z'
				}
				p.Requests = append(p.Requests, Request{ID: tp.ID, Round: r, Kind: kind})
			}
		}
	}
	for _, b := range p.byes() {
		for _, id := range b.Players {
			if b.Round >= p.Round && !p.withdrawnBefore(id, b.Round) && !slices.ContainsFunc(p.Requests, func(q Request) bool {
				return q.ID == id && q.Round == b.Round
			}) {
				p.Requests = append(p.Requests, Request{ID: id, Round: b.Round, Kind: b.Kind})
			}
		}
	}
	slices.SortStableFunc(p.Requests, func(a, b Request) int {
		if a.Round != b.Round {
			return a.Round - b.Round
		}
		return a.ID - b.ID
	})
}

// entry reports whether player tp's line has an entry in round: a game,
// a bye or a forfeit.
func (p *Problem) entry(tp *Player, round int) bool {
	return tp.Game(round).Opponent != 0 || p.Bye(tp.ID, round) != 0
}

// Entry reports whether player id's line has an entry in round, as
// Withdrawn and Absent read it: a team report's team without one on any
// of its players' lines is absent or withdrawn in that round the same way.
func (p *Problem) Entry(id, round int) bool {
	tp := p.byID[id]
	return tp != nil && p.entry(tp, round)
}

func (p *Problem) withdrawnBefore(id, round int) bool {
	after, ok := p.Withdrawn[id]
	return ok && after < round
}

// Bye is what player id's cell in round stands for when it names no
// opponent: 'U' the pairing-allocated bye, 'F' a full point (also a
// forfeit win without opponent), 'H' half a point (also "0000 - =" and
// a draw), 'Z' nothing (a forfeit loss, an absence), each as its code
// scores (Game.Points); a cell without result the bye its points
// (BlankByes) make it; 0 no entry. A cell with an opponent is 0 too.
func (p *Problem) Bye(id, round int) byte {
	tp := p.byID[id]
	if tp == nil {
		return 0
	}
	g := tp.Game(round)
	if g.Opponent != 0 {
		return 0
	}
	switch g.Code() {
	case ResultPairingBye:
		return 'U'
	case resultFullBye, ResultForfeitWin, resultWin, resultWinUnrated:
		return 'F'
	case resultHalfBye, resultDrawUnrated:
		return 'H'
	case ResultZeroBye, ResultForfeitLoss, resultLoss, resultLossUnrated:
		return 'Z'
	}
	switch p.BlankByes[id][round] {
	case 0.5:
		return 'H'
	case 1:
		return 'F'
	}
	return 0
}

// cellAbsent reports whether tp's cell in round takes him out of its
// pairing, as the pairing programs read a round's column: no opponent
// and a requested bye, a forfeit loss, or the colour '-' without result;
// or a game's result without opponent, which scores as one of those byes
// (Bye: a win, a draw, a loss, rated or not, as the same cell in a round
// held is read) and which the points column counts. (A forfeit win
// without opponent, "0000 - +", is no request: it makes its round one
// held, as some programs write the pairing-allocated bye.)
func (p *Problem) cellAbsent(tp *Player, round int) bool {
	g := tp.Game(round)
	return g.Opponent == 0 && (strings.IndexByte("HFZ-10WDL", g.Code()) >= 0 || g.Code() == ' ' && g.Colour == '-')
}

// AbsentIn reports whether player id is not to be paired in round: he
// withdrew before it, his cell in it takes him out, a round held leaves
// him without an entry (Absent), or a 240 record gives him a bye in it.
func (p *Problem) AbsentIn(id, round int) bool {
	if p.withdrawnBefore(id, round) || slices.Contains(p.Absent[id], round) {
		return true
	}
	if tp := p.byID[id]; tp != nil && p.cellAbsent(tp, round) {
		return true
	}
	return slices.ContainsFunc(p.byes(), func(b Bye) bool { return b.Round == round && slices.Contains(b.Players, id) })
}

// byes are the byes the records give: the 240 records', and JaVaFo's XXZ
// records' absences from the round to pair as its zero-point byes.
func (p *Problem) byes() []Bye {
	if len(p.t.NotPaired) == 0 {
		return p.t.Byes
	}
	byes := slices.Clone(p.t.Byes)
	for _, ids := range p.t.NotPaired {
		byes = append(byes, Bye{Kind: 'Z', Round: p.Round, Players: ids})
	}
	return byes
}

// Forbidden returns the pairs who must not meet in round: JaVaFo's XXP
// groups, in every round, and the 260 records in force in it.
func (p *Problem) Forbidden(round int) [][2]int {
	var out [][2]int
	add := func(group []int) {
		for i, a := range group {
			for _, b := range group[i+1:] {
				out = append(out, [2]int{a, b})
			}
		}
	}
	for _, g := range p.t.ForbiddenGroups {
		add(g)
	}
	for _, f := range p.t.Prohibitions {
		if round >= f.FirstRound && round <= f.LastRound {
			add(f.Players)
		}
	}
	return out
}

// Score is the point system the problem is scored in (PointSystem).
func (p *Problem) Score() Score { return p.sc }

// firstRoundColour is the colour of the highest-ranked player who played
// in round 1 (the rule for files without record 152), White if none did.
func (t *Tournament) firstRoundColour() byte {
	best, col := -1, byte('W')
	for _, p := range t.Players {
		g := p.Game(1)
		if g.Opponent == 0 || (best >= 0 && p.ID > best) {
			continue
		}
		switch g.ColourCode() {
		case 'w':
			best, col = p.ID, 'W'
		case 'b':
			best, col = p.ID, 'B'
		}
	}
	return col
}

// byesAhead are the points of the byes a line enters for the round to
// pair and later: a points column may count them (JaVaFo's samples) or
// not yet (py4swiss's fixtures), and either agrees with the line.
func (p *Problem) byesAhead(tp *Player) float64 {
	sum := 0.0
	for r := p.Round; r <= len(tp.Games); r++ {
		if g := tp.Game(r); g.Opponent == 0 {
			sum += g.Points(p.sc)
		}
	}
	return sum
}

// blankByePoints gives the byes a player line leaves without a result
// ("0000 -  ", and Swiss Perfect's "     -  ") what the line's points
// column leaves over its other cells: half a point each in round order,
// then a whole one, as far as the column goes; a bye given nothing stays
// no entry. It reports false when the column does not equal the other
// cells (Player.Scored) with what the blank byes can make up, a line
// whose points disagree with its results.
func blankByePoints(tp *Player, sc Score) (map[int]float64, bool) {
	var blank []int
	for i, g := range tp.Games {
		if g.Opponent == 0 && g.Colour == '-' && g.Result == ' ' {
			blank = append(blank, i+1)
		}
	}
	halves := (tp.Points - tp.Scored(sc)) * 2
	n := int(math.Round(halves))
	if math.Abs(halves-float64(n)) > 1e-6 || n < 0 || n > 2*len(blank) {
		return nil, false
	}
	if n == 0 {
		return nil, true
	}
	points := map[int]float64{}
	for n > 0 {
		for _, r := range blank {
			if n > 0 {
				points[r] += 0.5
				n--
			}
		}
	}
	return points, true
}
