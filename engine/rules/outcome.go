package rules

import (
	"slices"

	"arbiter/engine"
)

// Laws are the parameters of the ruleset that the engine applies by itself:
// position equality, the automatic draws, the 1953 material list and the
// long-win extension of the fifty-move claim.
func (r *Ruleset) Laws() engine.Laws {
	l := engine.Laws{Equality: engine.SameFIDE, Fivefold: engine.FivefoldNone, SeventyFive: r.AutomaticRepetitionDraws}
	if r.AutomaticRepetitionDraws {
		l.Fivefold = engine.FivefoldAny
		if r.FivefoldConsecutive {
			l.Fivefold = engine.FivefoldConsecutive
		}
	}
	if !r.FIDE {
		// USSR 1953 §18g compares the placement only; §18a–b list the drawn
		// material; §18f extends the count for a long win.
		l.Equality, l.MaterialList, l.LongWin = engine.SamePlacement, true, true
	}
	return l
}

// OutcomeTopic is the topic that covers an outcome the engine found at
// position p (which tells the 1953 material draws apart), or "" for none.
func OutcomeTopic(o engine.Outcome, p *engine.Position) Topic {
	switch o {
	case engine.OutcomeCheckmate:
		return TopicMate
	case engine.OutcomeStalemate:
		return TopicStalemate
	case engine.OutcomeDead:
		return TopicDeadPosition
	case engine.OutcomeInsufficient:
		return ussrMaterialDraw(p)
	case engine.OutcomeFivefold:
		return TopicFivefold
	case engine.OutcomeSeventyFive:
		return TopicSeventyFive
	}
	return ""
}

// OutcomeArticle returns the ruleset's article for an outcome found at
// position p, or "" when it has none.
func (r *Ruleset) OutcomeArticle(o engine.Outcome, p *engine.Position) string {
	return r.Articles[OutcomeTopic(o, p)]
}

// ClaimRuling is the engine's check of a draw claim with the ruleset and
// the articles it rests on, ready for JSON.
type ClaimRuling struct {
	engine.ClaimRuling
	Ruleset  RulesetID `json:"ruleset"`
	Articles []string  `json:"articles"`
}

// CheckClaim checks the threefold-repetition or fifty-move claim of the
// incident on the game's current position, with the claimant's written
// move (engine.NoMove for a claim on the position on the board), and sets
// the incident's Correct and Intended for Decide. Its articles are the
// claim's, most specific first, and for a repetition the definition of the
// same position.
func CheckClaim(rs RulesetID, g *engine.Game, in *Incident, intended engine.Move) (ClaimRuling, error) {
	r, ok := Get(rs)
	if !ok {
		return ClaimRuling{}, newError("rules.error.unknown-ruleset", map[string]any{"name": rs, "known": joinIDs()})
	}
	kind, topics := engine.ClaimThreefold, []Topic{TopicThreefoldNow, TopicThreefold, TopicPositionEquality}
	if intended != engine.NoMove {
		topics[0] = TopicThreefoldIntend
	}
	longWin := false
	switch c := (*in).(type) {
	case ClaimThreefold:
	case ClaimFifty:
		longWin = c.LongWin
		kind, topics = engine.ClaimFifty, []Topic{TopicFiftyNow, TopicFiftyMoves}
		if intended != engine.NoMove {
			topics[0] = TopicFiftyIntend
		}
	default:
		return ClaimRuling{}, newError("rules.error.not-a-claim", map[string]any{"incident": string((*in).Kind())})
	}
	cr, err := g.Claim(kind, engine.ClaimOptions{Laws: r.Laws(), Intended: intended, LongWinShown: longWin})
	if err != nil {
		return ClaimRuling{}, err
	}
	out := ClaimRuling{ClaimRuling: cr, Ruleset: rs, Articles: []string{}}
	// The specific article stands for the general one where the ruleset
	// has it (FIDE 9.2.1.1 within 9.2.1); 1953 has one article a claim.
	if ref, ok := r.Articles[topics[0]]; ok {
		out.Articles = append(out.Articles, ref)
		topics = topics[2:]
	} else {
		topics = topics[1:]
	}
	for _, t := range topics {
		if ref, ok := r.Articles[t]; ok && !slices.Contains(out.Articles, ref) {
			out.Articles = append(out.Articles, ref)
		}
	}
	switch c := (*in).(type) {
	case ClaimThreefold:
		c.Correct, c.Intended = cr.Valid, intended != engine.NoMove
		*in = c
	case ClaimFifty:
		c.Correct, c.Intended = cr.Valid, intended != engine.NoMove
		*in = c
	}
	return out, nil
}
