package engine

// RulesetID names a rule book. The string values are the ruleset ids used
// across Arbiter ("FIDE2023" is the default).
type RulesetID string

// The rule books Arbiter knows.
const (
	FIDE2014    RulesetID = "FIDE2014"
	FIDE2018    RulesetID = "FIDE2018"
	FIDE2023    RulesetID = "FIDE2023"
	USSR1953    RulesetID = "USSR1953"
	FIBlitz2018 RulesetID = "FI-BLITZ2018"
)

// Rulesets lists every known ruleset id.
var Rulesets = []RulesetID{FIDE2014, FIDE2018, FIDE2023, USSR1953, FIBlitz2018}

// ParseRulesetID checks a ruleset id string.
func ParseRulesetID(s string) (RulesetID, bool) {
	for _, r := range Rulesets {
		if string(r) == s {
			return r, true
		}
	}
	return "", false
}

// Rule is a rule of play that a ruling may cite.
type Rule uint8

// The rules with articles in the table below.
const (
	RuleCheckmate Rule = iota
	RuleStalemate
	RuleDeadPosition
	RuleInsufficientMaterial // the fixed material list of USSR 1953 §18 a, b
	RuleFivefold
	RuleSeventyFive
	RuleThreefoldIntended // claim with a written, intended move
	RuleThreefoldAppeared // claim on a position that has just appeared
	RuleFiftyIntended
	RuleFiftyCompleted
	RulePositionEquality
	RuleFlagFall
	RuleResignation
	ruleCount
)

// articles maps each ruleset to the article of every rule; "" means the
// ruleset has no such rule. FI-BLITZ2018 plays by the 2018 Laws.
var articles = map[RulesetID][ruleCount]string{
	FIDE2014:    {"5.1.a", "5.2.a", "5.2.b", "", "9.6.a", "9.6.b", "9.2.a", "9.2.b", "9.3.a", "9.3.b", "9.2", "6.9", "5.1.b"},
	FIDE2018:    {"5.1.1", "5.2.1", "5.2.2", "", "9.6.1", "9.6.2", "9.2.1.1", "9.2.1.2", "9.3.1", "9.3.2", "9.2.2", "6.9", "5.1.2"},
	FIDE2023:    {"5.1.1", "5.2.1", "5.2.2", "", "9.6.1", "9.6.2", "9.2.1.1", "9.2.1.2", "9.3.1", "9.3.2", "9.2.2", "6.9", "5.1.2"},
	USSR1953:    {"§17a", "§18c", "", "§18a-b", "", "", "§18g", "§18g", "§18f", "§18f", "§18g", "§19", "§17b"},
	FIBlitz2018: {"5.1.1", "5.2.1", "5.2.2", "", "9.6.1", "9.6.2", "9.2.1.1", "9.2.1.2", "9.3.1", "9.3.2", "9.2.2", "6.9", "5.1.2"},
}

// Article returns the article of rule r in ruleset rs, or "" when that
// ruleset has no such rule (or rs is unknown).
func Article(rs RulesetID, r Rule) string {
	t, ok := articles[rs]
	if !ok || r >= ruleCount {
		return ""
	}
	return t[r]
}

// EqualityFor returns the position equality of the ruleset.
func EqualityFor(rs RulesetID) Equality {
	if rs == USSR1953 {
		return SamePlacement
	}
	return SameFIDE
}

// FivefoldFor returns how the ruleset counts the automatic fivefold draw.
// The 2014 and 2018 Laws need consecutive alternate moves; 2023 any five.
func FivefoldFor(rs RulesetID) FivefoldRule {
	switch rs {
	case USSR1953:
		return FivefoldNone
	case FIDE2014, FIDE2018, FIBlitz2018:
		return FivefoldConsecutive
	}
	return FivefoldAny
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

// OutcomeReport is the outcome with its rule and article.
type OutcomeReport struct {
	Outcome Outcome `json:"outcome"`
	// Winner is "white" or "black" after a checkmate, else "".
	Winner  string `json:"winner,omitempty"`
	Rule    Rule   `json:"-"`
	Article string `json:"article,omitempty"`
	// Undetermined is set when the dead-position analysis ran out of budget,
	// so "none" may hide a dead position.
	Undetermined bool `json:"undetermined,omitempty"`
}

func outcomeReport(rs RulesetID, o Outcome, r Rule) OutcomeReport {
	return OutcomeReport{Outcome: o, Rule: r, Article: Article(rs, r)}
}

// PositionOutcome returns how the position ends by itself under ruleset rs:
// checkmate, stalemate (a mate on the 75th move stands, 9.6.2), the 75-move
// rule by the position's half-move clock, then a dead position (FIDE:
// neither side can mate by any series of legal moves, decided within budget)
// or the USSR 1953 material list.
func PositionOutcome(p Position, rs RulesetID, budget int) OutcomeReport {
	if r := terminalOutcome(p, rs); r.Outcome != OutcomeNone || rs == USSR1953 {
		return r
	}
	return deadOutcome(rs, AnalyseMate(p, White, budget), AnalyseMate(p, Black, budget))
}

// terminalOutcome decides what needs no mate analysis: checkmate,
// stalemate, the 75-move rule and the USSR 1953 material list.
func terminalOutcome(p Position, rs RulesetID) OutcomeReport {
	switch {
	case p.IsCheckmate():
		r := outcomeReport(rs, OutcomeCheckmate, RuleCheckmate)
		r.Winner = p.Turn().Other().String()
		return r
	case p.IsStalemate():
		return outcomeReport(rs, OutcomeStalemate, RuleStalemate)
	case Article(rs, RuleSeventyFive) != "" && p.Halfmoves() >= 150:
		return outcomeReport(rs, OutcomeSeventyFive, RuleSeventyFive)
	case rs == USSR1953 && InsufficientUSSR1953(&p):
		return outcomeReport(rs, OutcomeInsufficient, RuleInsufficientMaterial)
	}
	return OutcomeReport{Outcome: OutcomeNone}
}

// deadOutcome turns the analyses of both sides into the dead-position
// outcome (FIDE rulesets), or none.
func deadOutcome(rs RulesetID, w, b MateAnalysis) OutcomeReport {
	if w.Verdict == CannotMate && b.Verdict == CannotMate {
		return outcomeReport(rs, OutcomeDead, RuleDeadPosition)
	}
	return OutcomeReport{Outcome: OutcomeNone, Undetermined: w.Verdict == Undetermined || b.Verdict == Undetermined}
}

// Outcome returns how the game ends by itself at its current position under
// ruleset rs: the position's own outcome (see PositionOutcome), then the
// fivefold repetition.
func (g *Game) Outcome(rs RulesetID, budget int) OutcomeReport {
	r := PositionOutcome(g.Position(), rs, budget)
	if r.Outcome != OutcomeNone {
		return r
	}
	n := g.Ply()
	switch FivefoldFor(rs) {
	case FivefoldAny:
		if len(g.Repetitions(n, SameFIDE)) >= 5 {
			return outcomeReport(rs, OutcomeFivefold, RuleFivefold)
		}
	case FivefoldConsecutive:
		if consecutiveFivefold(g.ids, g.halfmoves, n) {
			return outcomeReport(rs, OutcomeFivefold, RuleFivefold)
		}
	}
	return r
}

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
