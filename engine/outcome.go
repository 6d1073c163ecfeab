package engine

// Laws are the parameters of a rule book that the engine applies by itself:
// how positions compare, which draws end the game automatically and how the
// fifty-move count may be extended. Package rules owns the rule books, their
// names and articles, and gives each one's Laws; the engine reports what
// happened (an Outcome, a ClaimRuling), never which article applies.
type Laws struct {
	// Equality compares positions for repetitions: SameFIDE (FIDE 9.2.2) or
	// SamePlacement (USSR 1953 §18g: the same placement, the same side to
	// move).
	Equality Equality
	// Fivefold says how the automatic fivefold draw is counted; FivefoldNone
	// for a rule book without it.
	Fivefold FivefoldRule
	// SeventyFive: 75 moves by each player without a pawn move or capture
	// end the game (FIDE 9.6.2).
	SeventyFive bool
	// MaterialList: the game is drawn by the fixed material list of USSR 1953
	// §18a–b (InsufficientUSSR1953) instead of by a dead position.
	MaterialList bool
	// LongWin: a win shown to need more than fifty moves extends the
	// fifty-move claim to a hundred moves (USSR 1953 §18f).
	LongWin bool
}

// Outcome is how a game or position ends by rule, without any claim.
type Outcome uint8

// Outcomes; OutcomeNone means play goes on.
const (
	OutcomeNone Outcome = iota
	OutcomeCheckmate
	OutcomeStalemate
	OutcomeDead         // no series of legal moves can mate (FIDE dead position)
	OutcomeInsufficient // USSR 1953 §18 a, b material list
	OutcomeFivefold
	OutcomeSeventyFive
)

var outcomeNames = [...]string{"none", "checkmate", "stalemate", "dead", "insufficient", "fivefold", "seventy-five"}

// String returns the JSON name: "none", "checkmate", "stalemate", "dead",
// "insufficient", "fivefold" or "seventy-five".
func (o Outcome) String() string {
	if int(o) < len(outcomeNames) {
		return outcomeNames[o]
	}
	return ""
}

// MarshalText writes the JSON name.
func (o Outcome) MarshalText() ([]byte, error) { return []byte(o.String()), nil }

// OutcomeReport is how the game or position ends by itself: the
// termination and the result it gives.
type OutcomeReport struct {
	Outcome Outcome `json:"outcome"`
	// Result is the checkmating side's win, a draw for every other
	// outcome, and Ongoing when play goes on.
	Result Result `json:"result"`
	// Undetermined is set when the dead-position analysis ran out of budget,
	// so "none" may hide a dead position.
	Undetermined bool `json:"undetermined,omitempty"`
}

// PositionOutcome returns how the position ends by itself under the laws:
// checkmate, stalemate (a mate on the 75th move stands, 9.6.2), the 75-move
// rule by the position's half-move clock, then a dead position (FIDE:
// neither side can mate by any series of legal moves, decided within budget)
// or the USSR 1953 material list.
func PositionOutcome(p Position, laws Laws, budget int) OutcomeReport {
	if r := terminalOutcome(p, laws); r.Outcome != OutcomeNone || laws.MaterialList {
		return r
	}
	return deadOutcome(AnalyseSides(p, budget))
}

// terminalOutcome decides what needs no mate analysis: checkmate,
// stalemate, the 75-move rule and the USSR 1953 material list.
func terminalOutcome(p Position, laws Laws) OutcomeReport {
	switch {
	case p.IsCheckmate():
		return OutcomeReport{Outcome: OutcomeCheckmate, Result: Win(p.Turn().Other())}
	case p.IsStalemate():
		return drawn(OutcomeStalemate)
	case laws.SeventyFive && p.Halfmoves() >= 150:
		return drawn(OutcomeSeventyFive)
	case laws.MaterialList && InsufficientUSSR1953(&p):
		return drawn(OutcomeInsufficient)
	}
	return OutcomeReport{Outcome: OutcomeNone, Result: Ongoing}
}

// deadOutcome turns the analyses of both sides into the dead-position
// outcome (FIDE rulesets), or none.
func deadOutcome(w, b MateAnalysis) OutcomeReport {
	if w.Verdict == CannotMate && b.Verdict == CannotMate {
		return drawn(OutcomeDead)
	}
	return OutcomeReport{Outcome: OutcomeNone, Result: Ongoing, Undetermined: w.Verdict == Undetermined || b.Verdict == Undetermined}
}

// Outcome returns how the game ends by itself at its current position under
// the laws: the position's own outcome (see PositionOutcome), then the
// fivefold repetition.
func (g *Game) Outcome(laws Laws, budget int) OutcomeReport {
	r := PositionOutcome(g.Position(), laws, budget)
	if r.Outcome != OutcomeNone {
		return r
	}
	n := g.Ply()
	switch laws.Fivefold {
	case FivefoldAny:
		if len(g.Repetitions(n, SameFIDE)) >= 5 {
			return drawn(OutcomeFivefold)
		}
	case FivefoldConsecutive:
		if consecutiveFivefold(g.ids, g.halfmoves, n) {
			return drawn(OutcomeFivefold)
		}
	}
	return r
}

// drawn reports an outcome that draws the game.
func drawn(o Outcome) OutcomeReport { return OutcomeReport{Outcome: o, Result: Draw} }

// InsufficientUSSR1953 reports the fixed list of the 1953 code: one side has
// only the king and the other the king alone or with one knight or one
// bishop (§18a), or each side has king and one bishop, the bishops on
// squares of the same colour (§18b).
func InsufficientUSSR1953(p *Position) bool {
	lone := func(c Color) bool { return p.ByColor(c).Count() == 1 }
	minor := func(c Color) bool {
		own := p.ByColor(c)
		return own.Count() == 2 && own&(p.ByRole(Knight)|p.ByRole(Bishop)) != 0
	}
	for c := White; c <= Black; c++ {
		if lone(c) && (lone(c.Other()) || minor(c.Other())) {
			return true
		}
	}
	bishops := p.ByRole(Bishop)
	if p.Occupied().Count() == 4 && bishops.Count() == 2 &&
		(bishops&p.ByColor(White)).Count() == 1 {
		return bishops&darkSquares == 0 || bishops&^darkSquares == 0
	}
	return false
}
