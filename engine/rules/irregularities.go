package rules

// Displaced.rule: a player displaced pieces (Player). He re-establishes the
// position on his own time and either player may stop the clock for the
// arbiter's help (7.4.1, 7.4.2; 2014 7.4; FI 5); pressing the clock
// without doing so is what the arbiter may penalise (7.4.3; FI 5: a
// warning, the game the second time, as FI 4). Pieces found later off
// their squares are put back as they stood before the irregularity (7.6).
// The 1953 code names neither.
func (in Displaced) rule(b *builder, ev Event, f Facts) {
	r, p := b.r, in.Player
	if !r.FIDE {
		b.notCovered(TopicDisplaced)
		return
	}
	if in.FoundLater {
		b.cite(TopicDisplacedFound).result(Ongoing, RestorePosition).explain("displaced-found-later")
		return
	}
	b.cite(TopicDisplaced, TopicDisplacedHelp).result(Ongoing, RestoreOwnTime)
	if !in.NotRestored {
		b.explain("displaced")
		return
	}
	b.cite(TopicDisplacedPenalty)
	if r.ID == FIBlitz2018 {
		AdjustPieces{Player: in.Player}.rule(b, ev, f)
		if !b.d.Ends() {
			b.d.Continuation = RestoreOwnTime
		}
		return
	}
	b.cite(TopicPenalties).warn(p, "displaced").explain("displaced-not-restored")
}

// ClockStopped.rule: a player stopped the clocks to call the arbiter (he
// may, 6.11.2; 2014 6.12.b); without a valid reason he is penalised under
// 12.9 (6.11.4, 2014 6.12.d), and a warning is proposed. The 1953 code
// names no such stop.
func (in ClockStopped) rule(b *builder, ev Event, f Facts) {
	if !b.r.FIDE {
		b.notCovered(TopicClockStopped)
		return
	}
	b.cite(TopicClockStopHelp, TopicClockStopped)
	if in.ValidReason {
		b.explain("clock-stopped-valid")
		return
	}
	b.cite(TopicPenalties).warn(in.Player, "clock-stopped").explain("clock-stopped-penalty")
}

// UpsideDownRook.rule: a rook put upside down on the promotion square is a
// rook: the pawn was exchanged for one of the pieces 3.7.3.3 (2014 3.7.e)
// names, so no illegal move was made; the arbiter turns it the right way
// up and may penalise (12.9). This is how FIDE's commentary on the Laws
// reads them, which the note says; the 1953 code does not name it.
func (in UpsideDownRook) rule(b *builder, ev Event, f Facts) {
	if !b.r.FIDE {
		b.notCovered(TopicPromotionPiece)
		return
	}
	b.cite(TopicPromotionPiece, TopicPenalties).note("upside-down-commentary").explain("upside-down-rook")
}

// Refusal.rule: a player who persistently refuses to comply with the Laws
// loses the game, the arbiter deciding the opponent's score (11.7; the
// Finnish 2014 text says he "may" be declared to have lost); both refusing,
// both lose (11.8). The 1953 code names no such refusal.
func (in Refusal) rule(b *builder, ev Event, f Facts) {
	if !b.r.FIDE {
		b.notCovered(TopicRefusal)
		return
	}
	b.cite(TopicRefusal)
	switch {
	case in.BothPlayers:
		b.cite(TopicRefusalBoth).result(DoubleLoss, GameOver).explain("refusal-both")
	case b.r.ID == FIDE2014:
		b.win(in.Player.Other()).note("refusal-opponent-score").explain("refusal-may-lose")
	default:
		b.win(in.Player.Other()).note("refusal-opponent-score").explain("refusal-loss")
	}
}
