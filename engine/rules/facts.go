package rules

import (
	"arbiter/engine"
)

// verdictOf converts the engine's mate analysis verdict.
func verdictOf(v engine.Verdict) Verdict {
	switch v {
	case engine.CanMate:
		return CanMate
	case engine.CannotMate:
		return CannotMate
	}
	return Undetermined
}

// AnalyseMates sets whether each side can still checkmate from p, by the
// engine's analysis within budget nodes (0 is the engine's default), and
// so whether the position is dead; a position already mate or stalemate
// needs none.
func (f *Facts) AnalyseMates(p engine.Position, budget int) {
	if f.Checkmate || f.Stalemate {
		return
	}
	white, black := engine.AnalyseSides(p, budget)
	f.WhiteCanMate, f.BlackCanMate = verdictOf(white.Verdict), verdictOf(black.Verdict)
	f.DeadPosition = f.WhiteCanMate == CannotMate && f.BlackCanMate == CannotMate
}

// FactsFromGame reads what a game record says under a ruleset: moves made
// per player, mate and stalemate, the halfmove clock, how often the current
// position has occurred (by the ruleset's equality: FIDE 9.2.2 or 1953
// §18g), for 1953 a perpetual check the record shows (§18d), whether each side can still checkmate (the engine's analysis
// within budget nodes; 0 is the engine's default) and so whether the
// position is dead, and for 1953 who made the last declined draw offer.
// A record that ended by rule before its last move (EndOfRecord) is read
// up to that point, and Ended says where.
func FactsFromGame(rs RulesetID, g *engine.Game, budget int) (Facts, error) {
	r, ok := Get(rs)
	if !ok {
		return Facts{}, newError("rules.error.unknown-ruleset", map[string]any{"name": rs, "known": engine.NameList(IDs())})
	}
	end, err := EndOfRecord(rs, g, budget)
	if err != nil {
		return Facts{}, err
	}
	if end != nil {
		f, err := FactsFromGame(rs, g.Head(end.Ply), budget)
		if end.Outcome == engine.OutcomeDead {
			// Proved by the search for the end, whatever budget the
			// analysis of the position itself had.
			f.WhiteCanMate, f.BlackCanMate, f.DeadPosition = CannotMate, CannotMate, true
		}
		f.Ended = end
		return f, err
	}
	laws := r.Laws()
	p := g.Position()
	f := Facts{
		Turn:      p.Turn(),
		Checkmate: p.IsCheckmate(),
		Stalemate: p.IsStalemate(),
		Halfmoves: p.Halfmoves(),
		Position:  &p,
	}
	start := g.Start()
	mover := start.Turn()
	for range g.Moves() {
		f.Moves.Add(mover, 1)
		mover = mover.Other()
	}
	f.Repetitions = len(g.Repetitions(g.Ply(), laws.Equality))
	if r.FivefoldConsecutive && f.Repetitions >= 5 {
		// The engine's outcome applies the consecutive-moves test; the mate
		// analysis it also runs gets the least budget, as only the
		// repetition matters here.
		f.Consecutive = g.Outcome(laws, 1).Outcome == engine.OutcomeFivefold
	}
	f.AnalyseMates(p, budget)
	if !r.FIDE {
		f.PerpetualChecks = perpetualInRecord(g, laws.Equality)
		// The opponent's reply move declines an offer (§18e note).
		incidents := g.Incidents()
		for i := len(incidents) - 1; i >= 0; i-- {
			if in := incidents[i]; in.Kind == engine.IncidentDrawOffer {
				replyPly := in.Ply + 1 // the ply of the opponent's next move
				if at := g.PositionAt(in.Ply); at.Turn() == in.By {
					replyPly++
				}
				if g.Ply() >= replyPly {
					by := in.By
					f.LastDeclinedOfferBy = &by
				}
				break
			}
		}
	}
	return f, nil
}

// perpetualInRecord returns the run of checks the record shows as
// perpetual check (1953 §18d: one player checks with consecutive moves and
// the checked king cannot hide): the side that moved last has checked with
// each of its last three or more moves, and the position now on the board
// occurred before within that run, so the king went back where the checks
// came from. It returns 0 when the record shows no such run; whether the
// king truly had no escape the arbiter confirms.
func perpetualInRecord(g *engine.Game, eq engine.Equality) int {
	ply := g.Ply()
	checks, first := 0, ply
	for at := ply; at >= 1; at -= 2 {
		if p := g.PositionAt(at); !p.IsCheck() {
			break
		}
		checks, first = checks+1, at
	}
	if checks < 3 {
		return 0
	}
	for _, at := range g.Repetitions(ply, eq) {
		if at >= first && at < ply {
			return checks
		}
	}
	return 0
}
