package swiss

import (
	"cmp"
	"slices"
)

// floatDir is the float a player received in a round.
type floatDir int8

const (
	floatNone floatDir = iota
	floatDown
	floatUp
)

// pstate is a player's derived data for the round being paired.
type pstate struct {
	p     *Player
	id    int
	rank  int // effective pairing number, 0-based, among players taking part; -1 for an absent player who never took part
	score int // tenths, without acceleration

	imbalance int // |whites - blacks| over played games
	pref      Colour
	repeated  Colour // colour of the last two (or more) played games if equal
	strong    bool
	played    int // number of played games
	eligible  bool
	// opponents are the ids of the players met and of those forbidden,
	// one slice of the round's (see read), an id repeated where met twice.
	opponents []int
}

func (s *pstate) absImbalance() bool { return s.imbalance > 1 }
func (s *pstate) absolute() bool     { return s.imbalance > 1 || s.repeated != None }

// prefStrength grades a player's colour preference, as the Dubov (1.6) and
// Burstein (1.5) rules word it alike: 3 absolute, 2 strong, 1 mild.
func (s *pstate) prefStrength() int {
	switch {
	case s.absolute():
		return 3
	case s.strong:
		return 2
	}
	return 1
}

// ctx holds the derived data of all players for one round.
type ctx struct {
	in     *Input
	byID   map[int]*pstate
	played int // rounds before the one being paired
	// states and ids are the players' states and in's players by id, kept
	// for the next round read into the same ctx (ReportRounds).
	states []pstate
	ids    []*Player
}

func newCtx(in *Input) *ctx { return readCtx(in, true) }

// readCtx is newCtx; without opponents it leaves each player's opponents
// (and the pairs forbidden) out, which only a pairing asks: Boards reads
// the scores and pairing numbers alone.
func readCtx(in *Input, opponents bool) *ctx {
	c := &ctx{}
	c.read(in, opponents)
	return c
}

// read is readCtx into c, whose map and slices the round read before
// leaves for it: a report's rounds read one after another (ReportRounds)
// make them once. The states of the round before are gone.
func (c *ctx) read(in *Input, opponents bool) {
	c.in, c.played = in, in.Round-1
	if c.byID == nil {
		c.byID = make(map[int]*pstate, len(in.Players))
	} else {
		clear(c.byID)
	}
	ids := c.ids[:0]
	for i := range in.Players {
		ids = append(ids, &in.Players[i])
	}
	c.ids = ids
	slices.SortFunc(ids, func(a, b *Player) int { return cmp.Compare(a.ID, b.ID) })
	if cap(c.states) < len(ids) {
		c.states = make([]pstate, len(ids))
	}
	c.states = c.states[:len(ids)]
	// Each player's opponents lie in one array, each his own part of it
	// (a map a player was a tenth of a 30-player pair-trf's allocations
	// in the pairing); a forbidden pair appended past it moves his.
	var met []int
	if opponents {
		games := 0
		for _, p := range ids {
			games += len(p.History)
		}
		met = make([]int, 0, games)
	}
	rank := 0
	for i, p := range ids {
		s := &c.states[i]
		*s = pstate{p: p, id: p.ID, eligible: true}
		start := len(met)
		var participated bool
		met, participated = s.readHistory(p, in, met, opponents)
		// Players who have never taken part and are absent now do not
		// occupy a pairing number for colour allocation.
		if !p.Absent || participated {
			s.rank = rank
			rank++
		} else {
			s.rank = -1
		}
		if opponents {
			s.opponents = met[start:len(met):len(met)]
		}
		c.byID[p.ID] = s
	}
	if !opponents {
		return
	}
	for _, f := range in.Forbidden {
		if a, b := c.byID[f[0]], c.byID[f[1]]; a != nil && b != nil {
			a.opponents = append(a.opponents, f[1])
			b.opponents = append(b.opponents, f[0])
		}
	}
}

// readHistory is read's walk of p's history into s: his score, games
// played, colours' imbalance and run, the preference they give (A.6's
// strong and absolute), and whether he may have a pairing bye; the
// opponents he played are appended to met where asked. It reports
// whether he took part in any round (a game, a forfeit or the bye).
func (s *pstate) readHistory(p *Player, in *Input, met []int, opponents bool) ([]int, bool) {
	participated := false
	var whites, blacks, consecutive int
	for _, r := range p.History {
		s.score += r.Points
		switch r.Kind {
		case Played:
			s.played++
			if opponents {
				met = append(met, r.Opponent)
			}
			if r.Colour == White {
				whites++
			} else {
				blacks++
			}
			if consecutive == 0 || r.Colour != s.repeated {
				consecutive = 1
			} else {
				consecutive++
			}
			s.repeated = r.Colour
			participated = true
		case ForfeitWin, ForfeitLoss, DoubleForfeit, PairingBye:
			participated = true
		}
		if r.Kind != Played && r.Points >= in.Scoring.Win {
			s.eligible = false
		}
	}
	lower := White
	if whites > blacks {
		lower = Black
		s.imbalance = whites - blacks
	} else {
		s.imbalance = blacks - whites
	}
	switch {
	case s.imbalance > 1:
		s.pref = lower
	case consecutive > 1:
		s.pref = s.repeated.invert()
	case s.imbalance > 0:
		s.pref = lower
	case consecutive > 0:
		s.pref = s.repeated.invert()
	}
	if consecutive <= 1 {
		s.repeated = None
	}
	s.strong = !s.absolute() && s.imbalance > 0
	return met, participated
}

// met reports whether a has met b or may not meet him (a forbidden pair).
func (a *pstate) met(b *pstate) bool { return slices.Contains(a.opponents, b.id) }

// acceleration of s in round index r (0-based).
func (s *pstate) acceleration(r int) int {
	if r >= 0 && r < len(s.p.Acceleration) {
		return s.p.Acceleration[r]
	}
	return 0
}

// accScore is the accelerated score roundsBack rounds before the current
// round.
func (c *ctx) accScore(s *pstate, roundsBack int) int {
	score := s.score
	r := c.played
	for ; roundsBack > 0; roundsBack-- {
		r--
		score -= s.p.History[r].Points
	}
	return score + s.acceleration(r)
}

// float returns the float s received roundsBack rounds before the current
// one: a downfloat for any unplayed round worth more than a loss, none for
// other unplayed rounds (a forfeit is no game), otherwise by comparing the
// scores of the two players before that round.
func (c *ctx) float(s *pstate, roundsBack int) floatDir {
	r := s.p.History[c.played-roundsBack]
	if r.Kind != Played {
		if r.Points > c.in.Scoring.Loss {
			return floatDown
		}
		return floatNone
	}
	opp := c.byID[r.Opponent]
	if opp == nil {
		return floatNone
	}
	a, b := c.accScore(s, roundsBack), c.accScore(opp, roundsBack)
	switch {
	case a > b:
		return floatDown
	case a < b:
		return floatUp
	}
	return floatNone
}

// compatible reports whether two players may meet at all: they have not
// played each other, are not a forbidden pair, and do not share an absolute
// colour preference — unless, in the last round, one of them is a
// topscorer (more than half the maximum score).
func (c *ctx) compatible(a, b *pstate) bool {
	if a.met(b) {
		return false
	}
	return a.pref != b.pref || !c.colourBound(a) || !c.colourBound(b)
}

// colourBound reports whether p's absolute colour preference bars it from
// meeting a player with the same one: always, but in the last round for a
// topscorer (more than half the maximum score).
func (c *ctx) colourBound(p *pstate) bool {
	if !p.absolute() {
		return false
	}
	best := max(c.in.Scoring.Draw, c.in.Scoring.Win)
	threshold := c.played * best / 2
	return c.played < c.in.TotalRounds-1 || c.accScore(p, 0) <= threshold
}

// higher reports whether a is ranked above b for pairing (accelerated score,
// then pairing number).
func (c *ctx) higher(a, b *pstate) bool {
	sa, sb := c.accScore(a, 0), c.accScore(b, 0)
	if sa != sb {
		return sa > sb
	}
	return a.rank < b.rank
}

// colourOf returns the colour given to player when meeting opponent: grant
// both preferences, else the stronger one (absolute, wider imbalance,
// strong), else alternate from the most recent round where their colours
// differed, else the higher ranked player's preference, else by the higher
// ranked player's pairing number and the initial colour.
func (c *ctx) colourOf(player, opponent *pstate) Colour {
	if col := neutralColour(player, opponent); col != None {
		return col
	}
	init := c.in.InitialColour
	if init == None {
		init = White
	}
	playerLower := c.higher(opponent, player)
	if player.pref == None {
		if playerLower {
			if opponent.rank&1 == 1 {
				return init
			}
			return init.invert()
		}
		if player.rank&1 == 1 {
			return init.invert()
		}
		return init
	}
	if playerLower {
		return opponent.pref.invert()
	}
	return player.pref
}

func prefsCompatible(a, b Colour) bool { return a != b || a == None || b == None }

func neutralColour(p, o *pstate) Colour {
	switch {
	case prefsCompatible(p.pref, o.pref):
		if p.pref != None {
			return p.pref
		}
		if o.pref != None {
			return o.pref.invert()
		}
		return None
	case p.absolute() && (p.imbalance > o.imbalance || !o.absolute()):
		return p.pref
	case o.absolute() && (o.imbalance > p.imbalance || !p.absolute()):
		return o.pref.invert()
	case p.strong && !o.strong:
		return p.pref
	case o.strong && !p.strong:
		return o.pref.invert()
	}
	pc, oc := firstColourDifference(p, o)
	if pc != None && oc != None {
		return oc
	}
	return None
}

// firstColourDifference walks both players' played games backwards until
// their colours differ.
func firstColourDifference(p, o *pstate) (Colour, Colour) {
	i, j := len(p.p.History)-1, len(o.p.History)-1
	skip := func(h []Round, k int) int {
		for k >= 0 && h[k].Kind != Played {
			k--
		}
		return k
	}
	i, j = skip(p.p.History, i), skip(o.p.History, j)
	for i >= 0 && j >= 0 && p.p.History[i].Colour == o.p.History[j].Colour {
		i, j = skip(p.p.History, i-1), skip(o.p.History, j-1)
	}
	var pc, oc Colour
	if i >= 0 {
		pc = p.p.History[i].Colour
	}
	if j >= 0 {
		oc = o.p.History[j].Colour
	}
	return pc, oc
}
