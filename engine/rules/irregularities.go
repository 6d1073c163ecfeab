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
		b.notCovered(topicDisplaced)
		return
	}
	if in.FoundLater {
		b.cite(topicDisplacedFound).result(Ongoing, RestorePosition).explain("displaced-found-later")
		return
	}
	b.cite(topicDisplaced, topicDisplacedHelp).result(Ongoing, RestoreOwnTime)
	if !in.NotRestored {
		b.explain("displaced")
		return
	}
	b.cite(topicDisplacedPenalty)
	if r.ID == FIBlitz2018 {
		adjustPieces{Player: in.Player}.rule(b, ev, f)
		if !b.d.Ends() {
			b.d.Continuation = RestoreOwnTime
		}
		return
	}
	b.cite(topicPenalties).warn(p, "displaced").explain("displaced-not-restored")
}

// ClockStopped.rule: a player stopped the clocks to call the arbiter (he
// may, 6.11.2; 2014 6.12.b); without a valid reason he is penalised under
// 12.9 (6.11.4, 2014 6.12.d), and a warning is proposed. The 1953 code
// names no such stop.
func (in ClockStopped) rule(b *builder, ev Event, f Facts) {
	if !b.r.FIDE {
		b.notCovered(topicClockStopped)
		return
	}
	b.cite(topicClockStopHelp, topicClockStopped)
	if in.ValidReason {
		b.explain("clock-stopped-valid")
		return
	}
	b.cite(topicPenalties).warn(in.Player, "clock-stopped").explain("clock-stopped-penalty")
}

// upsideDownRook.rule: a rook put upside down on the promotion square is a
// rook: the pawn was exchanged for one of the pieces 3.7.3.3 (2014 3.7.e)
// names, so no illegal move was made; the arbiter turns it the right way
// up and may penalise (12.9). This is how FIDE's commentary on the Laws
// reads them, which the note says; the 1953 code does not name it.
func (in upsideDownRook) rule(b *builder, ev Event, f Facts) {
	if !b.citeCovered(topicPromotionPiece) {
		return
	}
	b.cite(topicPenalties).note("upside-down-commentary").explain("upside-down-rook")
}

// Refusal.rule: a player who persistently refuses to comply with the Laws
// loses the game, the arbiter deciding the opponent's score (11.7; the
// Finnish 2014 text says he "may" be declared to have lost); both refusing,
// both lose (11.8). The 1953 code names no such refusal.
func (in Refusal) rule(b *builder, ev Event, f Facts) {
	if !b.citeCovered(topicRefusal) {
		return
	}
	switch {
	case in.BothPlayers:
		b.cite(topicRefusalBoth).result(doubleLoss, GameOver).explain("refusal-both")
	case b.r.ID == FIDE2014:
		b.win(in.Player.Other()).note("refusal-opponent-score").explain("refusal-may-lose")
	default:
		b.win(in.Player.Other()).note("refusal-opponent-score").explain("refusal-loss")
	}
}

// ClaimUnwritten.rule: a claim by a move the player intends to make is a
// claim only once he has written the move, which he may not then change,
// on his scoresheet and declared his intention to the arbiter (FIDE
// 9.2.1.1, 9.3.1; 2014 9.2.a, 9.3.a), the one case besides sealing where a
// move may be written in advance (8.1.2; 2014 8.1.a). Unwritten, it is not
// a claim by an intended move: the arbiter has him write the move and then
// checks the claim, and nothing is penalised, no claim having been made.
// Made on the board since, the move leaves him without the move to claim
// on, and the claim is ruled as a claim by a player not on move. The 1953
// code asks no writing: the player claims "without making his move on the
// board" (§18g), and the claim is ruled as made.
func (in ClaimUnwritten) rule(b *builder, ev Event, f Facts) {
	topic := topicThreefold
	if in.Fifty {
		topic = topicFiftyMoves
	}
	if !b.r.FIDE || in.MoveMade {
		drawClaim{Player: in.Player, Correct: in.Correct, Intended: true, Moved: in.MoveMade}.rule(b, ev, f, topic)
		return
	}
	b.cite(claimTopic(topic, true), topicWriteInAdvance).result(Ongoing, Continue).explain("claim-unwritten")
	if ev.Type == Rapid || !ev.supervised() {
		// A player who keeps no scoresheet keeps his claims: he has the
		// arbiter give him one to write the move on (A.2).
		b.citeRapid(ev, topicScoresheetFree).note("claim-unwritten-sheet")
	}
}

// TwoHands.rule: a move is made with one hand only (4.1). Once the player
// has pressed his clock, a move made with two hands is dealt with as an
// illegal move (7.5.4, from 2018; in 2014 a breach of 4.1 the arbiter
// penalises, the move standing), as IllegalMove rules it; before that, the
// arbiter may penalise the breach of 4.1 with one of 12.9's penalties, a
// warning proposed. The 1953 code has no such rule.
func (in TwoHands) rule(b *builder, ev Event, f Facts) {
	if !b.citeCovered(topicOneHand) {
		return
	}
	if in.ClockPressed {
		IllegalMove{Player: in.Player, Illegal: IllegalTwoHands}.rule(b, ev, f)
		return
	}
	b.choosePenalty().warn(in.Player, "two-hands").result(Ongoing, Continue).explain("two-hands-not-pressed")
}

// clockOtherHand.rule: the clock is pressed with the hand that made the
// move (6.2.3; 2014 6.2.b); pressing it with the other is a breach the
// arbiter may penalise with one of 12.9's penalties, a warning proposed,
// and the move stands. The 1953 code asks only that the clock be pressed
// after the move (§19).
func (in clockOtherHand) rule(b *builder, ev Event, f Facts) {
	if !b.citeCovered(topicClockSameHand) {
		return
	}
	b.choosePenalty().warn(in.Player, "clock-other-hand").result(Ongoing, Continue).explain("clock-other-hand")
}

// SealedClaim.rule: the sealed move is written on the scoresheet and cannot
// be changed once the clocks are stopped (I.1.1; 2014 E.1.a; 1953 §21), so
// the player who seals may claim a repetition with it as the move he
// intends to make (9.2.1.1; 1953 §18g: "without making his move on the
// board"), declaring the claim to the arbiter as he seals. Declared, the
// claim is checked as a claim by an intended move: correct, the game is
// drawn; incorrect, the opponent has the claim's time and the game resumes
// with the sealed move (1953: a false repetition claim loses). Not
// declared, the clocks were stopped without a claim: at the resumption the
// sealed move is made on the board and the opponent has the move, so the
// sealer claims as a player not on move. Who has the move is the
// incident's to say, not the record's: the record ends before the sealed
// move.
func (in SealedClaim) rule(b *builder, ev Event, f Facts) {
	b.cite(topicSeal)
	f.Position = nil
	drawClaim{Player: in.Player, Correct: in.Correct, Intended: true, Moved: !in.Declared}.rule(b, ev, f, topicThreefold)
	if in.Declared {
		b.note("sealed-claim-declared")
	} else {
		b.note("sealed-claim-undeclared")
	}
}
