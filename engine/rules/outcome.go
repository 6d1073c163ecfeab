package rules

import "arbiter/engine"

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

// outcomeTopic is the topic that covers an outcome the engine found at
// position p (which tells the 1953 material draws apart), or "" for none.
func outcomeTopic(o engine.Outcome, p *engine.Position) Topic {
	switch o {
	case engine.OutcomeCheckmate:
		return topicMate
	case engine.OutcomeStalemate:
		return topicStalemate
	case engine.OutcomeDead:
		return topicDeadPosition
	case engine.OutcomeInsufficient:
		return ussrMaterialDraw(p)
	case engine.OutcomeFivefold:
		return topicFivefold
	case engine.OutcomeSeventyFive:
		return topicSeventyFive
	}
	return ""
}

// OutcomeArticle returns the ruleset's article for an outcome found at
// position p, or "" when it has none.
func (r *Ruleset) OutcomeArticle(o engine.Outcome, p *engine.Position) string {
	return r.Articles[outcomeTopic(o, p)]
}

// ClaimRuling is the engine's check of a draw claim under a ruleset, ready
// for JSON. It names no articles: those are the decision's (Decide on the
// checked incident), so the check and the ruling cite alike.
type ClaimRuling struct {
	engine.ClaimRuling
	Ruleset RulesetID `json:"ruleset"`
	// Unrecorded says no move of the game is recorded: the record shows
	// nothing of the claim (no arbiter saw the moves of an unsupervised
	// blitz game), which is left as the arbiter states it, unchecked.
	Unrecorded bool `json:"unrecorded,omitempty"`
}

// CheckClaim checks the threefold-repetition or fifty-move claim of the
// incident on the game's current position, with the claimant's written
// move (engine.NoMove for a claim on the position on the board), and sets
// the incident's Correct and Intended, and for a repetition whether it
// fails only on the castling or en passant possibilities (9.2.2), for
// Decide. A claim by a move not written first (ClaimUnwritten) or by the
// sealed move (SealedClaim) is a claim by that move (9.2.1.1, 9.3.1; I.1.1):
// the claimant on move, it is intended, which an error asks for when it
// is not given; not on move, he has made it since (the sealed move made at
// the resumption), and it is the record's last move, no other to be given,
// which ClaimUnwritten's MoveMade then says. A repetition or fifty-move
// claim of a game with no move recorded is not checked (Unrecorded): an
// empty record is no evidence (unrecorded).
func CheckClaim(rs RulesetID, g *engine.Game, in *Incident, intended engine.Move) (ClaimRuling, error) {
	r, ok := Get(rs)
	if !ok {
		return ClaimRuling{}, newError("rules.error.unknown-ruleset", map[string]any{"name": rs, "known": engine.NameList(IDs())})
	}
	kind, longWin := engine.ClaimThreefold, false
	var claimant engine.Color
	switch c := (*in).(type) {
	case ClaimThreefold:
	case ClaimFifty:
		kind, longWin = engine.ClaimFifty, c.LongWin
	case ClaimUnwritten:
		if c.Fifty {
			kind = engine.ClaimFifty
		}
		claimant = c.Player
	case SealedClaim:
		claimant = c.Player
	default:
		return ClaimRuling{}, newError("rules.error.not-a-claim", map[string]any{"incident": engine.NewMessage((*in).Kind().Key())})
	}
	switch (*in).(type) {
	case ClaimThreefold, ClaimFifty:
		if p := g.Position(); unrecorded(kind, g.Ply(), p.Halfmoves()) {
			return ClaimRuling{Ruleset: rs, Unrecorded: true}, nil
		}
	}
	moved := false
	switch (*in).(type) {
	case ClaimUnwritten, SealedClaim:
		p := g.Position()
		switch {
		case p.Turn() == claimant && intended == engine.NoMove:
			return ClaimRuling{}, newError("rules.error.claim-move-needed", map[string]any{"incident": engine.NewMessage((*in).Kind().Key())})
		case p.Turn() != claimant && intended != engine.NoMove:
			return ClaimRuling{}, newError("rules.error.claim-move-made", map[string]any{"incident": engine.NewMessage((*in).Kind().Key())})
		case p.Turn() != claimant && g.Ply() > 0:
			moved, intended = true, g.Moves()[g.Ply()-1].Move
			g = g.Head(g.Ply() - 1)
		}
	}
	cr, err := g.Claim(kind, engine.ClaimOptions{Laws: r.Laws(), Intended: intended, LongWinShown: longWin})
	if err != nil {
		return ClaimRuling{}, err
	}
	switch c := (*in).(type) {
	case ClaimThreefold:
		c.Correct, c.Intended, c.RightsDiffer = cr.Valid, intended != engine.NoMove, cr.RightsDiffer
		*in = c
	case ClaimFifty:
		c.Correct, c.Intended = cr.Valid, intended != engine.NoMove
		*in = c
	case ClaimUnwritten:
		c.Correct, c.MoveMade = cr.Valid, moved
		*in = c
	case SealedClaim:
		c.Correct = cr.Valid
		*in = c
	}
	return ClaimRuling{ClaimRuling: cr, Ruleset: rs}, nil
}

// ClaimUnrecorded says the game's record shows nothing of a repetition or
// fifty-move claim of kind k (unrecorded), so that the claim is as the
// arbiter states it; false for any other kind. The front ends ask here
// whether to ask him.
func ClaimUnrecorded(k IncidentKind, g *engine.Game) bool {
	kind, ok := map[IncidentKind]engine.ClaimKind{KindClaimThreefold: engine.ClaimThreefold, KindClaimFifty: engine.ClaimFifty}[k]
	p := g.Position()
	return ok && unrecorded(kind, g.Ply(), p.Halfmoves())
}

// unrecorded says a record of ply moves shows nothing of a claim of kind:
// no move is recorded, and for the fifty-move rule the start position
// counts no move without a capture or a pawn move either (a set-up
// position's halfmove clock does).
func unrecorded(kind engine.ClaimKind, ply, halfmoves int) bool {
	return ply == 0 && (kind == engine.ClaimThreefold || halfmoves == 0)
}

// RecordEnd is where a record ended by rule before its last move: the
// moves recorded after it stay in the record as what they are, moves made
// in a game already over, and change nothing.
type RecordEnd struct {
	// Ply is the number of half-moves played when the game ended.
	Ply int `json:"ply"`
	// Move is the move that ended it as the record writes moves
	// ("41...Kf7"), "" when the record's start position had.
	Move    string         `json:"move,omitempty"`
	Outcome engine.Outcome `json:"outcome"`
	Result  engine.Result  `json:"result"`
	// Topic and Article are the ruleset's for the outcome, Article cited
	// in English ("USSR 1953, §18a"); cite is it for the reader's words.
	Topic   Topic  `json:"topic"`
	Article string `json:"article"`
	cite    Cite
	// After is the number of half-moves recorded after the end.
	After int `json:"after"`
}

// EndOfRecord returns where the record ended by rule under the ruleset
// (engine.Game.RuleEnd, the dead-position analysis within budget nodes),
// or nil when no position before its last ended the game.
func EndOfRecord(rs RulesetID, g *engine.Game, budget int) (*RecordEnd, error) {
	e, err := EndOfGame(rs, g, budget)
	if e != nil && e.After == 0 {
		return nil, err
	}
	return e, err
}

// EndOfGame is EndOfRecord that also returns an end in the record's last
// position (After 0): a file's result is judged against the mate its last
// move gives as against an earlier end.
func EndOfGame(rs RulesetID, g *engine.Game, budget int) (*RecordEnd, error) {
	r, ok := Get(rs)
	if !ok {
		return nil, newError("rules.error.unknown-ruleset", map[string]any{"name": rs, "known": engine.NameList(IDs())})
	}
	end := g.RuleEnd(r.Laws(), budget)
	if end.Outcome == engine.OutcomeNone {
		return nil, nil
	}
	p := g.PositionAt(end.Ply)
	e := &RecordEnd{Ply: end.Ply, Outcome: end.Outcome, Result: end.Result, Topic: outcomeTopic(end.Outcome, &p), After: g.Ply() - end.Ply}
	e.cite = Cite{Ruleset: r.ID, Articles: []string{r.Articles[e.Topic]}}
	e.Article = citeText(r.Name, e.cite.Articles...)
	if end.Ply > 0 {
		e.Move = g.MoveLabel(end.Ply)
	}
	return e, nil
}

// Message says where and how the game ended and that the moves after it
// do not change the result; its topic argument is a catalogue key, which
// Decision.Localize and Text translate.
func (e *RecordEnd) Message() engine.Message {
	key := "rules.note.ended-by-rule"
	if e.After == 0 { // no moves after it to speak of
		key = "rules.note.ends-by-rule"
	}
	if e.Move == "" {
		key += "-start"
	}
	return engine.Message{Key: key, Args: engine.Args("move", e.Move, "outcome", topicKey(e.Topic), "article", e.cite, "after", e.After, "result", e.Result.Shown())}
}

// Text is the message in a catalogue's words.
func (e *RecordEnd) Text(t func(key string, args map[string]any) string) string {
	m := e.Message()
	return t(m.Key, localArgs(m.Args, t))
}
