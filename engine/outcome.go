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
func (o Outcome) String() string { return nameOf(outcomeNames[:], o) }

// nameOf is v's name among names, "" for a value past them.
func nameOf[T ~uint8](names []string, v T) string {
	if int(v) < len(names) {
		return names[v]
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

// positionOutcome returns how the position ends by itself under the laws:
// checkmate, stalemate (a mate on the 75th move stands, 9.6.2), the 75-move
// rule by the position's half-move clock, then a dead position (FIDE:
// neither side can mate by any series of legal moves, decided within budget)
// or the USSR 1953 material list.
func positionOutcome(p Position, laws Laws, budget int) OutcomeReport {
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
// the laws: the position's own outcome (see positionOutcome), then the
// fivefold repetition.
func (g *Game) Outcome(laws Laws, budget int) OutcomeReport {
	r := positionOutcome(g.Position(), laws, budget)
	if r.Outcome != OutcomeNone {
		return r
	}
	if g.fivefoldAt(g.Ply(), laws) {
		return drawn(OutcomeFivefold)
	}
	return r
}

// fivefoldAt reports whether the position after ply half-moves stood for
// the fifth time as the laws count it (FIDE 9.6.1; 2014: by consecutive
// alternate moves).
func (g *Game) fivefoldAt(ply int, laws Laws) bool {
	switch laws.Fivefold {
	case FivefoldAny:
		return len(g.Repetitions(ply, SameFIDE)) >= 5
	case FivefoldConsecutive:
		return consecutiveFivefold(g.ids, g.halfmoves, ply)
	}
	return false
}

// RuleEnd is where a record ended by rule: after Ply half-moves, with the
// outcome. Moves recorded after it were played in a game already over.
type RuleEnd struct {
	Ply int
	OutcomeReport
}

// RuleEnd returns the first ply at which the record ended by rule under the
// laws (checkmate, stalemate, fivefold repetition, the 75-move rule, a dead
// position, or the 1953 material list), with its outcome; the outcome is
// none when no position of the record ended the game, Undetermined when the
// dead-position analysis of the last position ran out of budget.
//
// What is checked where, and why: the cheap checks (mate, stalemate, the
// 75-move count, the material list, the fivefold count, which scans back
// only to the last capture or pawn move) run on every position. The
// dead-position analysis (within budget) runs once, on the last position
// not ended otherwise, and only if that one is dead, a binary search over the
// earlier ones (log2 of the plies): a dead position stays dead whatever is
// played, so the dead positions of a record are its tail, and none comes
// before a mate.
func (g *Game) RuleEnd(laws Laws, budget int) RuleEnd {
	end := RuleEnd{Ply: g.Ply(), OutcomeReport: OutcomeReport{Outcome: OutcomeNone, Result: Ongoing}}
	for ply := 0; ply <= g.Ply(); ply++ {
		r := terminalOutcome(g.positions[ply], laws)
		if r.Outcome == OutcomeNone && g.fivefoldAt(ply, laws) {
			r = drawn(OutcomeFivefold)
		}
		if r.Outcome != OutcomeNone {
			end = RuleEnd{Ply: ply, OutcomeReport: r}
			break
		}
	}
	if laws.MaterialList || end.Outcome == OutcomeCheckmate {
		return end
	}
	last := end.Ply
	if end.Outcome != OutcomeNone {
		last-- // the last position the other checks left open
	}
	if last < 0 {
		return end
	}
	dead := func(ply int) OutcomeReport { return deadOutcome(AnalyseSides(g.positions[ply], budget)) }
	r := dead(last)
	if r.Outcome != OutcomeDead {
		end.Undetermined = end.Outcome == OutcomeNone && r.Undetermined
		return end
	}
	// The first dead position lies in [lo, last].
	lo := 0
	for lo < last {
		mid := (lo + last) / 2
		if dead(mid).Outcome == OutcomeDead {
			last = mid
		} else {
			lo = mid + 1
		}
	}
	return RuleEnd{Ply: last, OutcomeReport: r}
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
