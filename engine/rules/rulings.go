package rules

import (
	"time"

	"arbiter/engine"
)

func (b *builder) notCovered(topic Topic) {
	b.cite(topicGeneral).result(Ongoing, NotCovered).explain("not-covered", "topic", topicKey(topic))
}

// citeCovered cites topic's article and reports true or, where the
// ruleset has none, rules the incident not covered and reports false.
func (b *builder) citeCovered(topic Topic) bool {
	if _, ok := b.r.Articles[topic]; !ok {
		b.notCovered(topic)
		return false
	}
	b.cite(topic)
	return true
}

func seconds(d time.Duration) int { return int(d / time.Second) }

func minMoves(f Facts) int { return min(f.Moves.White, f.Moves.Black) }

// penalty is the time penalty of Laws 7 and 9 for the event's game type,
// citing the article that sets it.
func (b *builder) penalty(ev Event) time.Duration {
	r := b.r
	switch ev.Type {
	case Rapid:
		if r.RapidPenalty > 0 {
			b.cite(topicRapidPenalty)
			return r.RapidPenalty
		}
	case Blitz:
		if r.BlitzPenaltySupervisedAmbiguous && ev.Supervised {
			b.cite(topicSupervisedBlitz)
			if ev.SupervisedBlitzPenalty > 0 {
				b.note("supervised-blitz-setting", "seconds", seconds(ev.SupervisedBlitzPenalty))
				return ev.SupervisedBlitzPenalty
			}
			b.note("supervised-blitz-default")
			return time.Minute
		}
		if r.BlitzPenalty > 0 {
			b.cite(topicBlitzPenalty, topicRapidPenalty)
			return r.BlitzPenalty
		}
	}
	return r.Penalty
}

// lossUnlessCannotMate ends the game against loser, explained by lossKey,
// or drawn, explained by drawKey, when his opponent cannot checkmate by
// any series of legal moves; args fill either explanation.
func (b *builder) lossUnlessCannotMate(loser engine.Color, f Facts, drawKey, lossKey string, args ...any) {
	switch f.canMate(loser.Other()) {
	case CannotMate:
		b.draw().explain(drawKey, args...)
		return
	case Undetermined:
		b.note("can-mate-undetermined", "player", sideKey(loser.Other()))
	}
	b.win(loser.Other()).explain(lossKey, args...)
}

func (in IllegalMove) rule(b *builder, ev Event, f Facts) {
	r, p := b.r, in.Player
	if !r.FIDE {
		ruleIllegal1953(b, in)
		return
	}
	kindTopic, cont := in.kind()
	if (in.Illegal == IllegalClockNoMove || in.Illegal == IllegalTwoHands) && !r.ExtendedIllegal {
		// Before 2018 these were breaches of 6.2 and 4.1, not illegal moves:
		// a legal move made with two hands stands.
		if in.Illegal == IllegalTwoHands {
			cont = Continue
		}
		b.cite(kindTopic, topicPenalties).warn(p, string(in.Illegal)).result(Ongoing, cont).
			explain("not-illegal-penalty", "what", "rules.illegal."+string(in.Illegal))
		return
	}
	if in.Illegal == IllegalKingCapture && r.Articles[topicKingCapture] != r.Articles[topicIllegalRestore] {
		// FI 1 makes capturing the king an illegal move; 7.5.1 then deals
		// with it like any other.
		b.cite(topicKingCapture)
		kindTopic = topicIllegalRestore
	}
	if in.AfterGame {
		// 7.5.1 puts right what is found during the game only.
		b.cite(topicIllegalRestore).result(Ongoing, ResultStands).explain("illegal-after-game")
		return
	}
	// FI 3 lets the event's rules make the first illegal move lose; a
	// FIDE-rated game is played under the Laws (A.4.2 → 7.5.5), so the
	// event's rule is set aside, and said so.
	eventFirstLoses := ev.FirstIllegalLoses
	if eventFirstLoses && ev.FIDERated {
		eventFirstLoses = false
		b.note("event-first-illegal-loses-rated")
	}
	ruled := in.supervisedRule
	if !ev.supervised() {
		ruled = in.unsupervisedRule
	}
	if !ruled(b, ev, f, eventFirstLoses) {
		in.penalise(b, ev, f, kindTopic, cont)
	}
}

// kind is the article of the kind of illegal move and how play goes on
// after it.
func (in IllegalMove) kind() (Topic, Continuation) {
	switch in.Illegal {
	case IllegalNoPromotion:
		return topicNoPromotion, PromoteToQueen
	case IllegalClockNoMove:
		return topicClockWithoutMove, MakeAMove
	case IllegalTwoHands:
		return topicTwoHands, RestorePosition
	case IllegalKingCapture:
		return topicKingCapture, RestorePosition
	case IllegalCastling:
		return topicIllegalRestore, MoveKing
	}
	return topicIllegalRestore, RestorePosition
}

// unsupervisedRule rules what unsupervised rapid and blitz decide of
// their own (A.4.2): a move that stands once the opponent has moved, and
// a first illegal move that loses where the rules or the event say so; it
// reports whether that decided the incident.
func (in IllegalMove) unsupervisedRule(b *builder, ev Event, f Facts, eventFirstLoses bool) bool {
	r := b.r
	b.citeRapid(ev, topicUnsupervised)
	if in.OpponentMoved {
		b.result(Ongoing, Continue).explain("illegal-stands")
		return true
	}
	firstLoses := r.FirstIllegalLosesUnsupervised || eventFirstLoses
	if r.FirstIllegalLosesUnsupervised && ev.National == "FI" && ev.Type == Rapid && !ev.FIDERated {
		firstLoses = false
		b.note("fi-rapid-2014")
	}
	if eventFirstLoses && !r.FirstIllegalLosesUnsupervised {
		b.cite(topicFirstIllegalLoses).note("event-first-illegal-loses")
	}
	if firstLoses {
		illegalLoses(b, f, f.IllegalMoves, in.Player, "illegal-unsupervised-draw")
	}
	return firstLoses
}

// supervisedRule cites the supervised rapid or blitz article, and rules a
// first illegal move the event makes lose (FI 3, supervised or not); it
// reports whether that decided the incident.
func (in IllegalMove) supervisedRule(b *builder, ev Event, f Facts, eventFirstLoses bool) bool {
	if ev.Type == Rapid {
		b.cite(topicSupervisedRapid)
	} else if ev.Type == Blitz {
		b.cite(topicSupervisedBlitz)
	}
	if _, ok := b.r.Articles[topicFirstIllegalLoses]; ok && eventFirstLoses {
		b.cite(topicFirstIllegalLoses).note("event-first-illegal-loses")
		illegalLoses(b, f, f.IllegalMoves, in.Player, "illegal-event-draw")
		return true
	}
	return false
}

// penalise counts the illegal move: the first adds time to the opponent's
// clock (7.5.5), the second loses unless the opponent cannot mate.
func (in IllegalMove) penalise(b *builder, ev Event, f Facts, kindTopic Topic, cont Continuation) {
	p, count := in.Player, f.IllegalMoves
	count.Add(p, 1)
	b.d.IllegalMoves = &count
	b.cite(kindTopic)
	if in.Illegal == IllegalCastling {
		// 7.5.1 restores the position and 4.3 applies to the move that
		// replaces it: the king was touched, so the king moves (4.4.3).
		b.cite(topicIllegalCastling)
	}
	b.cite(topicIllegalPenalty)
	if count.Get(p) == 1 {
		// The action 7.5.1 to 7.5.4 call for is the kind's own, and the
		// explanation says it as the continuation does.
		key := "illegal-first"
		switch cont {
		case PromoteToQueen:
			key = "illegal-first-promote"
		case MakeAMove:
			key = "illegal-first-move"
		}
		pen := b.penalty(ev)
		b.addTime(p.Other(), pen).result(Ongoing, cont).explain(key, "seconds", seconds(pen))
		return
	}
	b.lossUnlessCannotMate(p, f, "illegal-second-draw", "illegal-second-loss")
}

// illegalLoses rules an illegal move that loses at once: counted, and a
// loss unless the opponent cannot mate (drawKey).
func illegalLoses(b *builder, f Facts, count Sides, p engine.Color, drawKey string) {
	count.Add(p, 1)
	b.d.IllegalMoves = &count
	b.lossUnlessCannotMate(p, f, drawKey, "illegal-unsupervised-loss")
}

// ruleIllegal1953: §15 replays the game from the illegal move, found before
// the next round (not in the last round); no time penalty exists.
func ruleIllegal1953(b *builder, in IllegalMove) {
	switch in.Illegal {
	case IllegalClockNoMove:
		b.cite(topicClockWithoutMove).result(Ongoing, MakeAMove).explain("ussr-clock-without-move")
		return
	case IllegalTwoHands:
		b.notCovered(topicTwoHands)
		return
	case IllegalCastling:
		if !in.AfterGame {
			// §10: king and rook go back and the king moves; any piece
			// if the king has no move. No replay, no penalty.
			b.cite(topicIllegalCastling).result(Ongoing, MoveKing).explain("ussr-castling-illegal")
			return
		}
	case IllegalNoPromotion:
		b.cite(topicNoPromotion)
		if !in.AfterGame {
			// §9 note 2: the move is not made until the pawn is replaced,
			// and the pawn may not go to another square.
			b.result(Ongoing, EndPromotion).explain("ussr-promotion-incomplete")
			return
		}
	}
	b.cite(topicIllegalReplay)
	if replayTooLate(b, in.AfterGame, in.NextRoundStarted, in.LastRound) {
		return
	}
	b.result(Ongoing, ReplayFromError).explain("ussr-illegal-replay")
}

// replayTooLate rules, under the 1953 code, a game found wrong only after
// it ended once the next round has begun or in the last round: too late
// to replay it, the result stands (§15); it reports whether it so ruled.
func replayTooLate(b *builder, afterGame, nextRoundStarted, lastRound bool) bool {
	if !afterGame || !nextRoundStarted && !lastRound {
		return false
	}
	b.cite(topicReplayDeadline).result(Ongoing, ResultStands).explain("ussr-illegal-too-late")
	return true
}

// CallsFlag reports whether a fallen flag counts without a claim: under
// supervision (6.8), and without it where the arbiter calls it (2018
// A.4.5, 2023 A.5.5) unless the event set the other practice FI 2 allows.
func (r *Ruleset) CallsFlag(ev Event) bool {
	return ev.supervised() || r.ArbiterCallsFlagUnsupervised && !(ev.FlagClaimOnly && r.ID == FIBlitz2018)
}

// flagCalled is CallsFlag, citing and saying the event's other practice
// where it is what leaves the flag to a claim.
func (b *builder) flagCalled(ev Event) bool {
	called := b.r.CallsFlag(ev)
	switch {
	case !called && b.r.ArbiterCallsFlagUnsupervised:
		b.cite(topicArbiterCallsFlag).note("event-flag-claim-only")
	case called && ev.FlagClaimOnly && !ev.supervised() && ev.Type == Blitz:
		// FI 2's other practice is the Finnish blitz rules' alone: the
		// Laws have the arbiter call the flag he sees (2018 A.4.5, 2023
		// A.5.5), and the event's setting is not read, which is said.
		b.note("event-flag-claim-only-unread")
	}
	return called
}

func (in FlagFall) rule(b *builder, ev Event, f Facts) {
	r, p := b.r, in.Player
	if endedBefore(b, f, topicFlag, "flag-after-end") {
		// Under the Laws a flag that fell before the mate or the dead
		// position counts only from its notice or claim (6.8), after it.
		if r.FIDE {
			b.cite(topicFlagEstablished)
		}
		return
	}
	if in.ControlMet {
		b.cite(topicMoveCount, topicClockCorrection).result(Ongoing, Continue).explain("flag-control-met")
		return
	}
	if !ev.supervised() {
		callsFlag := b.flagCalled(ev)
		switch {
		case callsFlag:
			b.citeRapid(ev, topicArbiterCallsFlag, topicFlagClaim)
		case !in.Claimed:
			b.citeRapid(ev, topicFlagClaim).result(Ongoing, Continue).explain("flag-not-called")
			if r.ID == FIDE2014 && ev.Type == Rapid {
				// The 2016 commentary would have the arbiter call it; the
				// 2014 text does not (docs/rulings.md, Readings).
				b.note("commentary-2016-flag")
			}
			return
		default:
			b.citeRapid(ev, topicFlagClaim)
			if in.ClaimantFlagDown {
				b.result(Ongoing, Continue).explain("flag-claimant-down")
				return
			}
		}
	} else {
		b.cite(topicFlagEstablished)
	}
	if in.ClaimantFlagDown {
		// Only a claim where the arbiter does not call flags (2014 A.4.c)
		// fails by it; here the flag named is ruled on, and the other
		// flag is said to be down, not passed over.
		b.note("flag-claimant-down-unread")
	}
	if !r.FIDE {
		b.win(p.Other()).explain("flag-loss")
		return
	}
	b.lossUnlessCannotMate(p, f, "flag-draw-cannot-mate", "flag-loss")
}

// flagFirst: a flag the clock shows fallen (Facts.FlagFallen) counts once
// the arbiter sees it (6.8; 2018 A.4.5, 2023 A.5.5 without adequate
// supervision, by B.3 in blitz; 1953 §19 from its fall), so a ruling he
// gives with it in front of him that would have the game go on, time
// added to the player whose flag fell or not, gives way to the flag: the
// game is lost on time, or drawn where the opponent cannot mate (6.9), and
// the ruling says it was the flag, not the incident, that decided. Where
// only the opponent's claim makes a flag count (2014 A.4.c, the event's
// other practice of FI 2), the incident's ruling stands and says the flag
// is down. The flag's own incidents, an agreement (which reads the flag
// itself), a clock correction (the clock that showed the flag was wrong:
// 6.10.2), scoresheets behind (whose record cannot show the flag: 8.6)
// and a breach of conduct (ruled whatever the result) are ruled as they
// are. A draw claim whose ruling ends the game is weighed against the
// flag by claimedFirst.
func flagFirst(b *builder, ev Event, f Facts, in Incident) *builder {
	if f.FlagFallen == nil {
		return b
	}
	if b.d.Result != Ongoing {
		return claimedFirst(b, ev, f, in)
	}
	switch in.(type) {
	case FlagFall, BothFlags, Agreement, ClockCorrection, ScoresheetsBehind, Conduct:
		return b
	}
	p := *f.FlagFallen
	if !b.flagCalled(ev) {
		b.citeRapid(ev, topicFlagClaim).note("flag-down-unclaimed", "player", sideKey(p))
		return b
	}
	flag := newBuilder(b.r, ev, in)
	FlagFall{Player: p}.rule(flag, ev, f)
	flag.note("flag-before-incident", "player", sideKey(p))
	return flag
}

// claimedFirst: a correct draw claim (9.2, 9.3) ruled with a flag down on
// the clock. Under the Laws a flag counts as fallen from when the arbiter
// notices it or a player claims it, not from its fall (6.8); the claim is
// made by stopping the clock (9.5.1), before the arbiter comes to see the
// flag, and a correct one draws at once (9.5.2): the draw stands, and the
// ruling says the flag was down and why it does not decide. The 1953 code
// fixes the overstepping at the flag's fall (§19) and spares only a flag
// that falls while a correct repetition claim is checked (§18g): a flag
// down before the claim decides the game. A quickplay finish's claim is
// one made before the claimant's flag falls (III.5, III.6.1; 2014 G.5,
// G.6; FI 7.0), its fall, not its notice: with his own flag down he has
// none, and the flag decides.
func claimedFirst(b *builder, ev Event, f Facts, in Incident) *builder {
	p := *f.FlagFallen
	if b.d.Result != Draw {
		return b
	}
	switch c := in.(type) {
	case ClaimThreefold:
		if c.FlagDuringCheck {
			return b
		}
	case ClaimFifty:
	case QuickplayClaim:
		if p != c.Player {
			return b
		}
		topic := topicQuickplayClaim
		if c.ArbiterAbsent {
			topic = topicQuickplayAbsent
		}
		flag := newBuilder(b.r, ev, in)
		FlagFall{Player: p}.rule(flag.cite(topic), ev, f)
		return flag.note("quickplay-claim-after-flag", "player", sideKey(p))
	default:
		return b
	}
	if b.r.FIDE {
		return b.cite(topicFlagEstablished).note("flag-down-claim-first", "player", sideKey(p))
	}
	flag := newBuilder(b.r, ev, in)
	FlagFall{Player: p}.rule(flag, ev, f)
	flag.note("ussr-flag-before-claim", "player", sideKey(p))
	return flag
}

// endedBefore rules on an incident of topic: the position's own ending
// first, when the game had ended before it (explained by afterEnd, and
// true), then the topic's article either way.
func endedBefore(b *builder, f Facts, topic Topic, afterEnd string) bool {
	over := ended(b, f)
	b.cite(topic)
	if over {
		b.explain(afterEnd)
	}
	return over
}

// ended rules when the position had already ended the game (mate,
// stalemate, dead position, the 1953 material draws), which takes
// precedence over a flag fall (6.9) or a resignation. A mate on the 75th
// move also cites 9.6.2 (2014: 9.6.b), the article that puts it first.
func ended(b *builder, f Facts) bool {
	switch {
	case f.Checkmate:
		b.cite(topicMate).win(f.Turn.Other())
		if b.r.AutomaticRepetitionDraws && f.Halfmoves >= 150 {
			b.cite(topicSeventyFive)
		}
	case f.Stalemate:
		b.cite(topicStalemate).draw()
	case b.r.FIDE && f.DeadPosition:
		// The article alone does not tell the arbiter, or the player
		// shown the ruling, why the game ended.
		b.cite(topicDeadPosition).draw().note("dead-position")
	case !b.r.FIDE && ussrMaterialDraw(f.Position) != "":
		b.cite(ussrMaterialDraw(f.Position)).draw()
	case !b.r.FIDE && f.PerpetualCheck:
		// §18 d: the game is ended by the perpetual check the arbiter states.
		b.cite(topicPerpetual).draw()
	default:
		return false
	}
	return true
}

// ussrMaterialDraw returns §18 a (a lone king against king or king and a
// minor piece) or §18 b (king and bishop each, bishops on squares of one
// colour), or "" when neither holds.
func ussrMaterialDraw(p *engine.Position) Topic {
	switch {
	case p == nil || !engine.InsufficientUSSR1953(p):
		return ""
	case p.Occupied().Count() == 4:
		return topicSameBishops
	}
	return topicInsufficient
}

func (in BothFlags) rule(b *builder, ev Event, f Facts) {
	r := b.r
	if !b.citeCovered(topicBothFlags) {
		return
	}
	if r.ID == FIBlitz2018 && ev.BothZeroDraw {
		b.draw().note("event-both-zero-draw").explain("both-flags-event-draw")
		return
	}
	if in.OrderKnown {
		b.cite(topicFlag)
		b.lossUnlessCannotMate(in.FirstFlag, f, "both-flags-first-cannot-mate", "both-flags-first-loses", "first", sideKey(in.FirstFlag))
		return
	}
	if r.ID == FIBlitz2018 {
		// FI 6 decides by the order the electronic clock records and
		// knows no draw unless the event's rules make one.
		b.result(Ongoing, NotCovered).explain("both-flags-fi6-order")
		return
	}
	if r.ID != FIDE2014 && (ev.Type == Blitz || in.HasIncrement) {
		// III.2.2: the Guidelines are for standard and rapid play without
		// increment only, announced or not; that is the reason to give.
		b.cite(topicQuickplay, topicQuickplayScope).result(Ongoing, NotCovered).explain("both-flags-quickplay-scope")
		return
	}
	if r.ID != FIDE2014 && !ev.QuickplayFinish {
		// 2018 and 2023 answer this only for quickplay finishes.
		b.cite(topicQuickplay).result(Ongoing, NotCovered).explain("both-flags-no-rule")
		return
	}
	if in.FinalPeriod {
		b.cite(topicBothFlagsDraw).draw().explain("both-flags-final-draw")
		return
	}
	b.cite(topicBothFlagsGoOn).result(Ongoing, Continue).explain("both-flags-continue")
}

// drawClaim is a threefold-repetition or fifty-move claim: the two kinds
// share their ruling, with the details of both.
type drawClaim struct {
	Player                                           engine.Color
	Correct, Intended, TouchedPiece, FlagDuringCheck bool
	LongWin, Moved, RightsDiffer                     bool
}

func (in ClaimThreefold) rule(b *builder, ev Event, f Facts) {
	drawClaim{in.Player, in.Correct, in.Intended, in.TouchedPiece, in.FlagDuringCheck, false, in.Moved, in.RightsDiffer}.rule(b, ev, f, topicThreefold)
}

func (in ClaimFifty) rule(b *builder, ev Event, f Facts) {
	drawClaim{in.Player, in.Correct, in.Intended, in.TouchedPiece, false, in.LongWin, in.Moved, false}.rule(b, ev, f, topicFiftyMoves)
}

func (in drawClaim) rule(b *builder, ev Event, f Facts, topic Topic) {
	r, p := b.r, in.Player
	if ended(b, f) {
		// A mate, stalemate or dead position on the board ended the game
		// (5.1.1, 5.2.1, 5.2.2); there is no game left to draw.
		b.cite(topic).explain("claim-after-end")
		return
	}
	kind := map[Topic]engine.ClaimKind{topicThreefold: engine.ClaimThreefold, topicFiftyMoves: engine.ClaimFifty}[topic]
	if unrecorded(kind, f.Moves.White+f.Moves.Black, f.Halfmoves) {
		// No move recorded (9.5; A.2): the claim is as the arbiter states it.
		b.note("claim-unrecorded")
	}
	switch {
	case !r.FIDE:
		// §18g counts the placement alone: other castling or en passant
		// possibilities do not make it another position.
		in.Correct = in.Correct || in.RightsDiffer
		b.cite(topic, claimTopic(topic, in.Intended))
	case in.RightsDiffer && !claimantMoved(f, p, in.Moved) && !in.TouchedPiece:
		// A claim on the move that fails only on 9.2.2's proviso fails
		// on 9.2.2, not on the claim's own article.
		b.cite(topicPositionEquality)
	default:
		b.cite(topic, claimTopic(topic, in.Intended))
	}
	if !r.FIDE {
		claim1953(b, topic, f, in)
		return
	}
	if claimantMoved(f, in.Player, in.Moved) {
		// 9.2.1, 9.3: only a claim by the player having the move can
		// be correct; the other player's claim is found incorrect
		// (9.5.3) and, unfounded, disturbs his opponent (11.5).
		b.cite(topicClaimIncorrect, topicDisturbing)
		pen := b.penalty(ev)
		b.addTime(p.Other(), pen).result(Ongoing, Continue).explain("claim-not-on-move", "seconds", seconds(pen))
		return
	}
	if in.TouchedPiece {
		b.cite(topicTouchedPiece).result(Ongoing, Continue).explain("claim-after-touch")
		return
	}
	if in.Correct {
		b.cite(topicClaimCorrect).draw().explain("claim-correct")
		return
	}
	b.cite(topicClaimIncorrect)
	pen := b.penalty(ev)
	cont := Continue
	if in.Intended {
		cont = PlayIntended
	}
	key := "claim-incorrect"
	if in.RightsDiffer {
		key = "claim-rights-differ"
	}
	b.addTime(p.Other(), pen).result(Ongoing, cont).explain(key, "seconds", seconds(pen))
}

// claimTopic is the sub-article a claim is made under: on a written,
// intended move or on the position on the board.
func claimTopic(topic Topic, intended bool) Topic {
	switch {
	case topic == topicThreefold && intended:
		return topicThreefoldIntend
	case topic == topicThreefold:
		return topicThreefoldNow
	case intended:
		return topicFiftyIntend
	}
	return topicFiftyNow
}

// claimantMoved reports whether the claimant has already made his move on
// the board: the record says so when it is at hand (he is not on move),
// otherwise the arbiter states it.
func claimantMoved(f Facts, p engine.Color, moved bool) bool {
	if f.Position != nil {
		return f.Position.Turn() != p
	}
	return moved
}

// onMove reports whether p is on move, not having made his move: the
// record says so when it is at hand, otherwise the arbiter states it
// (stated), as for a claim (claimantMoved).
func onMove(f Facts, p engine.Color, stated bool) bool {
	return !claimantMoved(f, p, !stated)
}

// claim1953: §18g — a false repetition claim loses, and a flag falling
// while a correct claim is checked does not; §18f — the fifty-move claim.
func claim1953(b *builder, topic Topic, f Facts, in drawClaim) {
	p := in.Player
	if topic == topicThreefold {
		switch {
		case !in.Correct:
			b.win(p.Other()).explain("ussr-threefold-false")
		case claimantMoved(f, in.Player, in.Moved):
			// §18g: the position did repeat, but the player who has made
			// his next move on the board has lost the right to claim until
			// it repeats anew.
			b.result(Ongoing, Continue).explain("ussr-threefold-after-move")
		case in.FlagDuringCheck:
			b.draw().explain("ussr-threefold-flag-during-check")
		default:
			b.draw().explain("claim-correct")
		}
		return
	}
	switch {
	case in.Correct && in.LongWin:
		b.result(Ongoing, Continue).explain("ussr-fifty-long-win")
	case in.Correct:
		b.draw().explain("claim-correct")
	default:
		b.result(Ongoing, Continue).explain("ussr-fifty-false")
	}
}

func (in DrawOffer) rule(b *builder, ev Event, f Facts) {
	r, p := b.r, in.Player
	in.OnMove = onMove(f, p, in.OnMove)
	b.cite(topicDrawOffer)
	if ev.NoDrawBefore > 0 && minMoves(f) < ev.NoDrawBefore && r.FIDE {
		b.cite(topicOfferRestriction).explain("offer-forbidden", "moves", ev.NoDrawBefore)
		return
	}
	if in.AfterSealing {
		// I.4: an offer made after the opponent has sealed his move stands
		// until he accepts or rejects it as 9.1 says. The 1953 code names
		// no such offer.
		if !b.citeCovered(topicOfferAfterSeal) {
			return
		}
		switch {
		case in.OfferAccepted:
			b.cite(topicAgreement).draw().explain("offer-accepted")
		case in.DeclinedByTouch:
			// I.4 sends the answer to 9.1, where touching a piece with
			// the intention of moving or capturing it rejects the offer;
			// the touch binds him (4.3) when he moves.
			b.cite(topicTouchOwn, topicTouchOpponent).result(Ongoing, MoveTouched).explain("offer-after-sealing-declined")
		default:
			b.result(Ongoing, OfferStands).explain("offer-after-sealing")
			if in.Withdrawn {
				b.note("offer-not-withdrawn")
			}
		}
		return
	}
	if r.OfferOnlyOnMove {
		switch {
		case !in.OnMove:
			b.explain("ussr-offer-not-on-move")
		case f.LastDeclinedOfferBy != nil && *f.LastDeclinedOfferBy == p:
			b.explain("ussr-offer-repeat")
		case in.DeclinedByTouch:
			// §18e: the reply move declines the offer; §14 makes the
			// touched piece the one that replies.
			b.cite(topicTouchOwn).result(Ongoing, MoveTouched).explain("ussr-offer-declined-by-move")
		case in.OfferAccepted:
			b.draw().explain("ussr-offer-accepted")
		default:
			// §18e asks for no record of the offer; "(=)" in §20 means
			// an equal position.
			b.result(Ongoing, OfferStands).explain("ussr-offer-valid")
			if in.Withdrawn {
				// §18e says nothing of taking an offer back: the reply move
				// alone ends it.
				b.note("ussr-offer-withdrawn")
			}
		}
		return
	}
	if r.DrawNeedsMoves && minMoves(f) < 1 {
		b.cite(topicAgreement).explain("offer-before-moves")
		return
	}
	b.d.Record = "(=)"
	if ev.Type == Rapid || !ev.supervised() {
		// A.2, as ScoresheetDuty reads it: the players keep no scoresheet
		// to write (=) on, and the ruling does not tell them to.
		b.citeRapid(ev, topicScoresheetFree).result(Ongoing, OfferStands).explain("offer-valid-no-scoresheet")
	} else {
		b.cite(topicOfferRecord, topicOfferScoresheet).result(Ongoing, OfferStands).explain("offer-valid")
	}
	if in.Withdrawn {
		// 9.1.2.1: the offer cannot be withdrawn; it stands until answered.
		b.explain("offer-not-withdrawn")
	}
	switch {
	case in.DeclinedByTouch:
		// 9.1.2.1: the offer stands until the opponent rejects it by
		// touching a piece with the intention of moving or capturing it;
		// that touch binds him (4.3), and nothing is accepted after it.
		b.cite(topicTouchOwn, topicTouchOpponent).result(Ongoing, MoveTouched).explain("offer-declined-by-touch")
	case in.OfferAccepted:
		b.cite(topicAgreement).draw().explain("offer-accepted")
	}
	// 9.1.2.1: an offer before his move or after his press is valid, but
	// it breaches 11.5, and a breach is penalised (11.6) with a penalty
	// of 12.9 the arbiter chooses.
	switch {
	case in.OnMove:
		b.cite(topicDisturbing, topicBreachPenalised).choosePenalty().note("offer-timing")
	case in.AfterPress:
		b.cite(topicDisturbing, topicBreachPenalised).choosePenalty().note("offer-after-press")
	}
}

func (in Agreement) rule(b *builder, ev Event, f Facts) {
	r := b.r
	if !in.FlagDown && f.FlagFallen != nil {
		// The flag the facts show down is the agreement's own (the
		// command line's --flag-down).
		in.FlagDown, in.Flag = true, *f.FlagFallen
	}
	if in.FlagDown {
		side := sideKey(in.Flag)
		if in.AgreedFirst && !r.FIDE {
			// §19 fixes the overstepping at the moment the flag falls,
			// noticed or not: the agreement came after it.
			b.note("ussr-flag-at-fall", "player", side)
		}
		if in.AgreedFirst && r.FIDE {
			// 6.8: the flag had not fallen, for no one had noticed or
			// claimed it; the agreement ended the game (5.2.3).
			b.cite(topicFlagEstablished).note("agreement-before-flag", "player", side)
		} else {
			// The flag is ruled on first: a flag the arbiter notices
			// decides the game before the agreement he is told of after.
			FlagFall{Player: in.Flag, ControlMet: in.ControlMet}.rule(b, ev, f)
			if b.d.Continuation == GameOver {
				b.note("agreement-after-flag", "player", side)
				return
			}
			// It did not count: the moves were made, or only the
			// opponent's claim makes it count and none came (6.8).
			if !in.ControlMet {
				b.cite(topicFlagEstablished)
			}
			b.note("agreement-flag-not-counted", "player", side)
		}
	}
	b.cite(topicAgreement)
	switch {
	case r.FIDE && ev.NoDrawBefore > 0 && minMoves(f) < ev.NoDrawBefore:
		b.cite(topicOfferRestriction).explain("offer-forbidden", "moves", ev.NoDrawBefore)
	case r.DrawNeedsMoves && minMoves(f) < 1:
		b.explain("agreement-too-early")
	default:
		b.draw().explain("agreement")
	}
}

func (in resignation) rule(b *builder, ev Event, f Facts) {
	r, p := b.r, in.Player
	if endedBefore(b, f, topicResignation, "resign-after-end") {
		return
	}
	if r.ResignDeadIsDraw {
		b.lossUnlessCannotMate(p, f, "resign-cannot-mate-draw", "resign")
		return
	}
	b.win(p.Other()).explain("resign")
}

func (in BoardPosition) rule(b *builder, ev Event, f Facts) {
	r := b.r
	if !r.FIDE && f.PerpetualCheck && !f.Checkmate && !f.Stalemate {
		b.cite(topicPerpetual).draw().explain("position-perpetual")
		return
	}
	if ended(b, f) {
		b.explain("position-ended")
		return
	}
	if !r.FIDE {
		if f.PerpetualChecks > 0 {
			// The record shows it; the arbiter confirms the king had no
			// way out, or overrules.
			b.cite(topicPerpetual).draw().note("perpetual-confirm").
				explain("position-perpetual-record", "player", sideKey(f.Turn.Other()), "checks", f.PerpetualChecks)
			return
		}
		b.cite(topicInsufficient, topicSameBishops, topicPerpetual).result(Ongoing, Continue).explain("position-continues")
		if f.DeadPosition {
			b.note("ussr-dead-not-automatic")
		}
		if f.Repetitions >= 3 || f.Halfmoves >= 100 {
			b.note("ussr-claim-only")
		}
		return
	}
	fivefold := f.Repetitions >= 5 && (!r.FivefoldConsecutive || f.Consecutive)
	switch {
	case fivefold:
		b.cite(topicFivefold).draw().explain("position-fivefold")
	case f.Halfmoves >= 150:
		b.cite(topicSeventyFive).draw().explain("position-seventy-five")
	default:
		b.cite(topicDeadPosition, topicFivefold, topicSeventyFive).result(Ongoing, Continue).explain("position-continues")
		if r.FivefoldConsecutive && f.Repetitions >= 5 {
			b.note("fivefold-not-consecutive")
		}
		// Play goes on because the position was not proved dead; where no
		// side was proved able to mate, the side the analysis left open
		// is the arbiter's to judge, as after a flag fall.
		if f.WhiteCanMate != CanMate && f.BlackCanMate != CanMate {
			for _, c := range []engine.Color{engine.White, engine.Black} {
				if f.canMate(c) == Undetermined {
					b.note("can-mate-undetermined", "player", sideKey(c))
				}
			}
		}
	}
}

// lateness returns the default time that applies, or nil when the Laws
// leave it to the event and the event states none.
func (b *builder) lateness(ev Event) *time.Duration {
	if !b.r.FIDE {
		// §17c fixes the hour itself and leaves the event no time of its
		// own; an event that states another is told it does not apply.
		if ev.Lateness != nil && *ev.Lateness != *b.r.DefaultLateness {
			b.note("ussr-lateness-fixed", "minutes", int(*ev.Lateness/time.Minute))
		}
		return b.r.DefaultLateness
	}
	if ev.Lateness != nil {
		return ev.Lateness
	}
	if b.r.FIDE && ev.National == "FI" {
		b.note("fi-lateness")
		return minutes(30)
	}
	return b.r.DefaultLateness
}

func (in Lateness) rule(b *builder, ev Event, f Facts) {
	r, p := b.r, in.Player
	b.cite(topicLateness)
	allowed := b.lateness(ev)
	if allowed == nil {
		b.note("lateness-unset").result(Ongoing, NotCovered).explain("lateness-no-default")
		return
	}
	late, _ := in.lateBy() // Decide has refused what does not read
	if in.Arrived != "" {
		b.note("late-by-clock", "started", in.Started.String(), "arrived", in.Arrived.String(), "late", int(late/time.Minute))
	}
	args := []any{"late", int(late / time.Minute), "allowed", int(*allowed / time.Minute)}
	excused := !r.FIDE && in.ValidExcuse || r.FIDE && in.ArbiterExcuses
	switch {
	case late > *allowed && !excused:
		b.win(p.Other()).unplayed().explain("late-forfeit", args...)
	case in.flagFell(late, f):
		in.lostOnTime(b, late, f)
	case late <= *allowed:
		b.explain("late-within", args...)
	case !r.FIDE:
		b.cite(topicBothAbsent).explain("ussr-late-excused", args...)
	default:
		b.explain("late-excused", args...)
	}
}

// flagFell reports whether the late player's clock ran out while he was
// away: a default time longer than the game's own time (Finnish practice's
// 30 minutes at 3+2) does not give him more time on his clock.
func (in Lateness) flagFell(late time.Duration, f Facts) bool {
	return in.FirstMove > 0 && late >= in.FirstMove && f.Moves.Get(in.Player) == 0
}

// lostOnTime rules on a late player whose flag fell before he came (6.9,
// 1953 §19): the game is lost, or under the Laws drawn where the opponent
// cannot mate; without a record the game is at its start, where he can.
func (in Lateness) lostOnTime(b *builder, late time.Duration, f Facts) {
	p := in.Player
	b.cite(topicFlag)
	if p == engine.Black {
		// Black's clock starts as White presses his after the first move.
		b.note("late-black-clock")
	}
	// The late player made no move: the game counts but is not rated
	// (tournament.Pairing.Unrated), which the arbiter marks on its board.
	b.note("late-unrated")
	args := []any{"late", int(late / time.Minute), "time", int(in.FirstMove / time.Minute)}
	switch {
	case !b.r.FIDE || f.Position == nil && f.canMate(p.Other()) == Undetermined:
		b.win(p.Other()).explain("late-flag-fallen", args...)
	default:
		b.lossUnlessCannotMate(p, f, "late-flag-draw", "late-flag-fallen", args...)
	}
}

func (in BothAbsent) rule(b *builder, ev Event, f Facts) {
	r := b.r
	allowed := b.lateness(ev)
	b.cite(topicBothAbsent)
	switch excused := r.FIDE && in.ArbiterExcuses || !r.FIDE && in.ValidExcuse; {
	case allowed != nil && in.Late > *allowed && !excused:
		b.cite(topicLateness).result(doubleLoss, GameOver).unplayed().explain("both-forfeit")
		if in.flagFell(*allowed, f) && r.CallsFlag(ev) {
			// 6.9 lost White's game before the default time (6.7.1) lost
			// both; which decides the Laws do not say. A flag that counts
			// only once claimed was never claimed.
			b.note("both-absent-flag-before-default", "time", int(in.FirstMove/time.Minute),
				"article", Cite{Ruleset: r.ID, Articles: []string{r.Articles[topicFlag]}})
		}
	case r.FIDE && allowed == nil:
		// 2014 6.7.b runs White's clock only under a default time other
		// than zero, which the event must state (6.7.a) and has not.
		b.cite(topicLateness).note("lateness-unset").result(Ongoing, NotCovered).explain("lateness-no-default")
	case r.FIDE && *allowed == 0:
		b.cite(topicLateness).result(doubleLoss, GameOver).unplayed().explain("both-forfeit")
	case in.flagFell(in.Late, f):
		in.whiteOutOfTime(b, ev, *allowed, f)
	case !r.FIDE:
		b.result(Ongoing, StartWhiteClock).explain("ussr-both-absent")
	default:
		b.result(Ongoing, StartWhiteClock).explain("both-absent-white-clock")
		if in.FirstMove > 0 {
			b.note("both-absent-time-left", "left", engine.FormatClock(in.FirstMove-in.Late, engine.ClockShort))
		}
	}
}

// flagFell reports whether White's clock, which runs against him until he
// comes (6.7.2, 1953 §19), had run out in the time elapsed.
func (in BothAbsent) flagFell(elapsed time.Duration, f Facts) bool {
	return Lateness{Player: engine.White, FirstMove: in.FirstMove}.flagFell(elapsed, f)
}

// whiteOutOfTime rules on both players absent once White's clock has run
// out: his flag has fallen and he has lost on time (6.9, 1953 §19), or
// the game is drawn where Black cannot mate; his clock is not started
// again. Black, absent too, has until the default time: the result waits
// on him, and where he does not come the Laws do not say whether White's
// loss still gives him the game or the default time loses it for him as
// well (6.7.1), which the note says for the arbiter to decide. Where the
// flag counts only once claimed (2014 A.4.c, FI 2's other practice) it is
// Black's to claim on coming; not come, nobody claimed, and both lose.
func (in BothAbsent) whiteOutOfTime(b *builder, ev Event, allowed time.Duration, f Facts) {
	b.cite(topicFlag).result(Ongoing, Postponed)
	args := []any{"late", int(in.Late / time.Minute), "time", int(in.FirstMove / time.Minute)}
	defaultTime := []any{"allowed", int(allowed / time.Minute), "article", Cite{Ruleset: b.r.ID, Articles: []string{b.r.Articles[topicLateness]}}}
	switch black := f.canMate(engine.Black); {
	case !b.flagCalled(ev):
		b.citeRapid(ev, topicFlagClaim).explain("both-absent-flag-unclaimed", args...).note("both-absent-black-to-claim", defaultTime...)
	case b.r.FIDE && black == CannotMate:
		b.explain("both-absent-flag-draw", args...).note("both-absent-black-awaited", defaultTime...)
	default:
		if b.r.FIDE && black == Undetermined && f.Position != nil {
			b.note("can-mate-undetermined", "player", sideKey(engine.Black))
		}
		b.explain("both-absent-flag-fallen", args...).note("both-absent-black-awaited", defaultTime...)
	}
	b.note("late-unrated")
}

func (in ColoursReversed) rule(b *builder, ev Event, f Facts) {
	r := b.r
	b.cite(topicColours)
	switch {
	case in.AfterGame:
		// 7.3 (§15) stops a game in progress; a finished game's result
		// stands in every edition.
		b.result(Ongoing, ResultStands).explain("colours-after-game")
	case !r.FIDE:
		b.explain("colours-continue")
	case r.ColoursTenMoves && !in.AfterGame && minMoves(f) < 10:
		b.result(Ongoing, NewGame).explain("colours-new-game")
		if f.MovesUnknown {
			// Ruled as found before the tenth moves, which is said.
			b.note("moves-unknown-colours")
		}
	case r.ColoursTenMoves:
		b.explain("colours-continue-ten")
	default:
		b.explain("colours-continue-unless").note("colours-early")
	}
}

func (in WrongSetup) rule(b *builder, ev Event, f Facts) {
	r := b.r
	if in.AfterGame && (r.FIDE || in.BoardTurned) {
		// 7.2.1 and 7.2.2 (2014 7.2.a, 7.2.b) apply "during the game", as
		// the 2016 commentary stresses: a finished game stands in every
		// edition, even before the next round. A turned board (1953 §15)
		// leaves no game to go on with either.
		topic := topicWrongSetup
		switch _, adjourned := r.Articles[topicResumption]; {
		case in.BoardTurned:
			topic = topicBoardOrientation
		case in.Resumed && adjourned:
			// The position set up at the resumption is I.5's.
			topic = topicResumeClocks
		}
		b.cite(topic).result(Ongoing, ResultStands).explain("setup-after-game")
		return
	}
	if r.FIDE && !ev.supervised() && minMoves(f) >= 10 {
		// A.5.1.2 (2014 A.4.a) bars a claim on the board's orientation as
		// on the set-up of the pieces.
		key := "setup-too-late"
		if in.BoardTurned {
			key = "board-turned-too-late"
		}
		b.citeRapid(ev, topicTenMovesSetup).explain(key)
		return
	}
	if r.FIDE && !ev.supervised() && f.MovesUnknown && !in.AfterGame {
		// Ruled as found before the tenth moves, which is said, with the
		// article that bars the claim after them.
		b.citeRapid(ev, topicTenMovesSetup).note("moves-unknown-setup")
	}
	if in.BoardTurned {
		b.cite(topicBoardOrientation).result(Ongoing, TransferPosition).explain("board-turned")
		return
	}
	if in.Resumed {
		setupResumed(b, in)
		return
	}
	b.cite(topicWrongSetup)
	if in.Chess960 && !b.citeCovered(topicChess960Setup) {
		return
	}
	if !r.FIDE && replayTooLate(b, in.AfterGame, in.NextRoundStarted, in.LastRound) {
		return
	}
	b.result(Ongoing, NewGame).explain("setup-new-game")
}

// setupResumed rules a wrong position found after the resumption of an
// adjourned game: 1953 §15 replays from the adjourned position (within the
// note's deadline); the FIDE Laws set up the position before the sealed
// move (I.5) and, like any irregularity, put it back with the clocks the
// arbiter sets (7.1).
func setupResumed(b *builder, in WrongSetup) {
	if !b.r.FIDE {
		b.cite(topicWrongSetup)
		if replayTooLate(b, in.AfterGame, in.NextRoundStarted, in.LastRound) {
			return
		}
		b.result(Ongoing, ReplayFromAdjourned).explain("ussr-setup-resumed")
		return
	}
	b.cite(topicResumeClocks, topicIrregularity).result(Ongoing, RestorePosition).explain("setup-resumed-restore")
}

func (in IllegalPosition) rule(b *builder, ev Event, f Facts) {
	r := b.r
	switch {
	case !r.FIDE:
		b.cite(topicIllegalReplay).result(Ongoing, ReplayFromError).explain("ussr-illegal-replay")
	case ev.Type == Standard:
		b.cite(topicIllegalRestore).result(Ongoing, RestorePosition).explain("illegal-position-restore")
	case ev.supervised():
		b.cite(topicIllegalRestore).result(Ongoing, RestorePosition).explain("illegal-position-supervised")
	case in.StillAfterNextMove:
		b.citeRapid(ev, topicIllegalPosition).draw().explain("illegal-position-draw")
	default:
		b.citeRapid(ev, topicIllegalPosition).result(Ongoing, WaitNextMove).explain("illegal-position-wait")
	}
}

func (in ClockCorrection) rule(b *builder, ev Event, f Facts) {
	r := b.r
	if in.Resumed {
		resumedClocks(b, in)
		return
	}
	b.cite(topicClockCorrection)
	switch {
	case r.FIDE && !ev.supervised() && minMoves(f) >= 10:
		// A.5.1.1 (2014 A.4.a) forbids the change after ten moves each
		// "unless the event schedule would be adversely affected".
		b.citeRapid(ev, topicTenMoves)
		if !in.ScheduleAffected {
			b.explain("clock-too-late")
			return
		}
	case r.FIDE && !ev.supervised() && f.MovesUnknown && !in.ScheduleAffected:
		// Ruled as before the tenth moves, which is said, with the
		// article that forbids the change after them.
		b.citeRapid(ev, topicTenMoves).note("moves-unknown")
	}
	decrease := in.Correction[engine.White] < 0 || in.Correction[engine.Black] < 0
	if !r.FIDE && decrease {
		if in.BeforeFirstControl {
			// §19: a decrease only if each player keeps 15 minutes. A
			// reading not stated (0) is not taken as none left: a stated
			// one under 15 minutes refuses, else the readings are asked for.
			short, unstated := false, false
			for _, after := range in.After {
				short = short || after > 0 && after < 15*time.Minute
				unstated = unstated || after == 0
			}
			switch {
			case short:
				b.explain("ussr-correction-15")
				return
			case unstated:
				b.result(Ongoing, NotCovered).explain("ussr-correction-readings")
				return
			}
		}
	}
	b.addTime(engine.White, in.Correction[engine.White]).addTime(engine.Black, in.Correction[engine.Black]).
		explain("clock-corrected")
}

// resumedClocks rules used times set wrongly at the resumption of an
// adjourned game. I.13 (2014 E.13) governs, not 6.10.2: the error is
// corrected if either player points it out before making his first move,
// else play goes on without it unless the arbiter decides otherwise. §22
// corrects it only towards more time before the control.
func resumedClocks(b *builder, in ClockCorrection) {
	r := b.r
	if !b.citeCovered(topicResumeClockError) {
		return
	}
	switch {
	case !r.FIDE && (in.Correction[engine.White] < 0 || in.Correction[engine.Black] < 0):
		b.explain("ussr-correction-resumed")
		return
	case r.FIDE && in.AfterFirstMove:
		b.explain("resume-clock-uncorrected")
		return
	}
	b.addTime(engine.White, in.Correction[engine.White]).addTime(engine.Black, in.Correction[engine.Black]).
		explain("clock-corrected")
}

// quickplayApplies checks the conditions of Guideline III / Appendix G and
// reports whether the request may proceed.
// quickplayRequest is what a quickplay request and a quickplay claim
// share: who makes it, his time left, whether the control has an
// increment, and whether he has already moved.
type quickplayRequest struct {
	Player       engine.Color
	Remaining    time.Duration
	HasIncrement bool
	Moved        bool
}

func quickplayApplies(b *builder, ev Event, f Facts, in quickplayRequest) bool {
	switch why := quickplayOut(b.r, ev, in.HasIncrement); {
	case why == quickplayNone:
		b.notCovered(topicQuickplay)
	case why == "quickplay-not-in-force":
		b.cite(topicQuickplay).explain(why)
	case why != "":
		b.cite(topicQuickplayScope).explain(why)
	case in.Remaining >= 2*time.Minute:
		b.cite(topicQuickplaySwitch, topicQuickplayClaim).explain("quickplay-too-early", "seconds", 120)
	case claimantMoved(f, in.Player, in.Moved):
		// III.4, III.5 (2014 G.4, G.5): the request and the claim are the
		// right of the player having the move.
		b.cite(topicQuickplaySwitch, topicQuickplayClaim).explain("quickplay-not-on-move")
	default:
		if !ev.QuickplayFinish {
			b.note("fi-appendix-g")
		}
		return true
	}
	return false
}

// quickplayNone is quickplayOut's answer where the ruleset has no
// quickplay finish at all.
const quickplayNone = "none"

// quickplayOut is why Guideline III (2014 Appendix G) cannot apply to a
// game of the event, whoever asks and whenever: the ruleset has none, the
// game is blitz or its control has an increment (III.2.2), or the event
// has not put it in force (III.2.1; 2014 FI practice applies it unless the
// event says otherwise); "" where it can. The scope comes first: to a game
// with an increment, announcing the Guidelines would not bring them in.
func quickplayOut(r *Ruleset, ev Event, hasIncrement bool) string {
	switch {
	case !r.HasQuickplayFinish():
		return quickplayNone
	case ev.Type == Blitz:
		return "quickplay-not-blitz"
	case hasIncrement:
		return "quickplay-has-increment"
	case !ev.QuickplayFinish && (r.ID != FIDE2014 || ev.National != "FI" || ev.NoQuickplayFinish):
		return "quickplay-not-in-force"
	}
	return ""
}

// QuickplayInForce reports whether the quickplay finish can apply to a
// game of the event played with or without an increment: the desk offers
// its switch only there.
func QuickplayInForce(ev Event, hasIncrement bool) bool {
	r, ok := Get(ev.Ruleset)
	return ok && quickplayOut(r, ev, hasIncrement) == ""
}

func (in QuickplaySwitch) rule(b *builder, ev Event, f Facts) {
	if b.r.QuickplayBlitzFixed {
		// The Finnish blitz rules give no increment: their quickplay
		// finish is the claim of FI 7.0, in a game without increment only.
		key := "quickplay-switch-fi-blitz"
		if in.HasIncrement {
			key = "quickplay-has-increment"
		}
		b.cite(topicQuickplayClaim).explain(key)
		return
	}
	if !quickplayApplies(b, ev, f, quickplayRequest{in.Player, in.Remaining, in.HasIncrement, in.Moved}) {
		return
	}
	b.cite(topicQuickplaySwitch)
	switch {
	case in.OfferAccepted:
		b.cite(topicAgreement).draw().explain("quickplay-offer-accepted")
	case !in.ArbiterAgrees:
		b.explain("quickplay-switch-refused")
	default:
		b.d.IncrementSwitchSeconds = 5
		b.addTime(in.Player.Other(), 2*time.Minute).result(Ongoing, SwitchIncrement).explain("quickplay-switch")
	}
}

func (in QuickplayClaim) rule(b *builder, ev Event, f Facts) {
	r := b.r
	if r.QuickplayBlitzFixed {
		b.cite(topicQuickplayClaim)
		switch {
		case in.HasIncrement:
			b.explain("quickplay-has-increment")
		case in.Remaining >= 30*time.Second:
			b.explain("quickplay-too-early", "seconds", 30)
		case claimantMoved(f, in.Player, in.Moved):
			b.explain("quickplay-not-on-move") // FI 7.0: the player on move
		default:
			quickplayFinding(b, in.Player.Other(), in.Finding, time.Minute, 0)
		}
		return
	}
	if !quickplayApplies(b, ev, f, quickplayRequest{in.Player, in.Remaining, in.HasIncrement, in.Moved}) {
		return
	}
	if in.ArbiterAbsent {
		b.cite(topicQuickplayAbsent)
		if in.Finding == FindingDraw {
			b.draw().explain("quickplay-draw")
			return
		}
		b.result(Ongoing, Postponed).explain("quickplay-absent-refer")
		return
	}
	b.cite(topicQuickplayClaim)
	quickplayFinding(b, in.Player.Other(), in.Finding, 2*time.Minute, 2*time.Minute)
}

// quickplayFinding applies the arbiter's finding: a draw, a postponement
// (the opponent may get extra time), or a rejection (with a bonus to the
// opponent where the rule gives one).
func quickplayFinding(b *builder, opp engine.Color, finding Finding, postponeBonus, rejectBonus time.Duration) {
	switch finding {
	case FindingDraw:
		b.cite(topicQuickplayDraw).draw().explain("quickplay-draw")
	case FindingPostpone:
		b.cite(topicQuickplayPostpone).addTime(opp, postponeBonus).result(Ongoing, Postponed).explain("quickplay-postpone", "seconds", seconds(postponeBonus))
	case FindingReject:
		b.cite(topicQuickplayReject).addTime(opp, rejectBonus).explain("quickplay-reject", "seconds", seconds(rejectBonus))
	default:
		// The finding is the arbiter's alone (III.5, FI 7.1): unstated,
		// the claim is neither granted nor rejected for him.
		b.result(Ongoing, NotCovered).explain("quickplay-finding-needed")
	}
}

func (in Adjourn) rule(b *builder, ev Event, f Facts) {
	r, p := b.r, in.Player
	b.cite(topicSeal, topicEnvelope)
	used := in.Used
	// The session's time left is stated, or worked out from both times
	// used; with one of them unknown it is not, and the ruling says so.
	left, leftKnown := in.SessionLeft, in.SessionLeft > 0 || in.Session == 0
	if !leftKnown && used[engine.White] != nil && used[engine.Black] != nil {
		left, leftKnown = max(0, in.Session-*used[engine.White]-*used[engine.Black]), true
	}
	key := "adjourn"
	if !r.FIDE {
		// §21: adjourning before the control moves are made needs the
		// arbiter's consent. Unstated, the adjournment goes ahead and the
		// ruling says what to confirm. The sealer takes the rest of the
		// session on his clock only once both players have made the
		// control's moves: before them, with consent, each keeps his time.
		switch {
		case in.Control == ControlNotReached && !in.ArbiterConsent:
			b.cite(topicSealEarly).explain("ussr-adjourn-needs-consent")
			return
		case in.Control == ControlUnstated && !in.ArbiterConsent:
			b.note("ussr-adjourn-control-unstated")
		case in.Control != ControlReached:
			b.cite(topicSealEarly)
			left, leftKnown, key = 0, true, "ussr-adjourn-consented"
		}
	}
	if !leftKnown {
		key = "adjourn-session-left-unknown"
	}
	if left > 0 {
		b.cite(topicSealEarly)
		if used[p] != nil {
			used[p] = new(*used[p] + left)
		}
		b.addTime(p, -left)
	}
	// The seconds as every envelope writes them (engine.ClockShort rounds).
	knownSeconds := func(d *time.Duration) *int {
		if d == nil {
			return nil
		}
		return new(seconds(d.Round(time.Second)))
	}
	b.d.Envelope = &Envelope{
		UsedWhiteSeconds: knownSeconds(used[engine.White]),
		UsedBlackSeconds: knownSeconds(used[engine.Black]),
		Fields:           envelopeFields(r),
	}
	b.result(Ongoing, Seal).explain(key, "minutes", int(left/time.Minute))
}

func (in SealedMove) rule(b *builder, ev Event, f Facts) {
	b.cite(topicSealedFault)
	switch in.Sealed {
	case sealedClear:
		b.result(Ongoing, Continue).explain("sealed-clear")
	case sealedSlip:
		b.result(Ongoing, Continue).explain("sealed-slip")
	default:
		if in.AlreadyEnded {
			b.result(Ongoing, ResultStands).explain("sealed-fault-game-ended")
			return
		}
		// The sub-point that makes the fault a loss (I.8.1–I.8.3).
		b.cite(map[SealedStatus]Topic{sealedAmbiguous: topicSealedAmbiguous, sealedIllegible: topicSealedIllegible,
			sealedIllegal: topicSealedIllegal}[in.Sealed])
		b.win(in.Player.Other()).explain("sealed-fault-loss", "status", "rules.sealed."+string(in.Sealed))
	}
}

func (in Resumption) rule(b *builder, ev Event, f Facts) {
	r := b.r
	// Player is the one who must answer the sealed move; Late is how late
	// he came, SealerLate how late the player who sealed came. I.10 (2014
	// E.10, 1953 §17c at §22) makes either lose; otherwise who is present
	// decides the steps, each by its own sub-article of I.9 (2014 E.9).
	allowed := b.lateness(ev)
	for _, late := range []struct {
		player engine.Color
		by     time.Duration
		key    string
	}{{in.Player, in.Late, "resume-late"}, {in.Player.Other(), in.SealerLate, "resume-sealer-late"}} {
		if allowed == nil || late.by <= *allowed || !r.FIDE && in.ValidExcuse {
			continue
		}
		switch {
		case !r.FIDE:
			b.cite(topicResumeLate, topicLateness)
		case in.ArbiterExcuses:
			// I.10 (2014 E.10): the late player loses "unless the arbiter
			// decides otherwise"; the resumption goes on.
			b.cite(topicResumeLate).note("resume-late-excused")
			continue
		default:
			b.cite(topicResumeLate)
		}
		if in.AlreadyEnded {
			b.result(Ongoing, ResultStands).explain("resume-late-sealed-ended")
			return
		}
		b.win(late.player.Other()).explain(late.key, "player", sideKey(late.player))
		return
	}
	switch {
	case in.AnswererPresent && in.SealerPresent:
		b.cite(topicResumeClocks, topicResumeAnswerer).result(Ongoing, OpenEnvelope).explain("resume-open")
	case in.AnswererPresent:
		b.cite(topicResumeSealer).result(Ongoing, SealReply).explain("resume-sealer-absent")
	default:
		b.cite(topicResumeAbsent).result(Ongoing, StartClockWait).explain("resume-answerer-absent")
	}
}

func (in device) rule(b *builder, ev Event, f Facts) {
	r, p := b.r, in.Player
	if !r.FIDE {
		b.cite(topicPenalties)
		b.notCovered(topicDevice)
		return
	}
	b.cite(topicDevice)
	policy := ev.DevicePolicy
	if policy == "" && ev.National == "FI" && r.ID == FIDE2014 {
		policy = "warning-first"
		b.note("fi-device-2014")
	}
	if policy == "warning-first" && r.ID == FIDE2023 && ev.National == "FI" && (ev.FIDERated || ev.Championship) {
		policy = "loss"
		b.note("fi-device-2023-not-allowed")
	}
	warnings := f.DeviceWarnings
	if policy == "warning-first" && warnings.Get(p) == 0 {
		warnings.Add(p, 1)
		b.d.DeviceWarnings = &warnings
		b.warn(p, "device").explain("device-warning")
		return
	}
	b.d.DeviceWarnings = &warnings
	b.win(p.Other()).explain("device-loss")
}

func (in ScoresheetRequest) rule(b *builder, ev Event, f Facts) {
	r, p := b.r, in.Player
	topic := topicScoresheetRequest
	if ev.Type == Blitz {
		topic = topicBlitzSheetRequest
	}
	if _, ok := r.Articles[topic]; !ok || ev.Type == Standard || !ev.Supervised {
		b.notCovered(topic)
		return
	}
	b.cite(topic)
	if in.PriorRequests < 5 {
		b.explain("scoresheet-request-ok", "count", in.PriorRequests+1)
		return
	}
	b.cite(topicPenalties).warn(p, "disturbing").explain("scoresheet-request-too-many")
}

func (in adjustPieces) rule(b *builder, ev Event, f Facts) {
	r, p := b.r, in.Player
	if !r.FIDE {
		// §14 asks only that "kohendan" be said before the touch; it
		// names no penalty, and a touch without the word binds.
		b.cite(topicTouchAdjust).explain("ussr-adjust-announce")
		return
	}
	b.cite(topicAdjustPieces)
	if r.ID != FIBlitz2018 {
		b.cite(topicPenalties).warn(p, "adjust").explain("adjust-penalty")
		return
	}
	if f.AdjustWarnings.Get(p) == 0 {
		b.warn(p, "adjust").explain("adjust-warning")
		return
	}
	b.win(p.Other()).explain("adjust-loss")
}

// ScoresheetDuty.rule: must the player record his moves now? FIDE: yes
// (8.1.1), except with under five minutes left in a period and less than
// 30 seconds increment (8.4); rapid players need not (A.2, supervised or
// not), nor blitz players without adequate supervision (B.3 or B.4 refer to
// A.2). 1953: always (§20).
func (in ScoresheetDuty) rule(b *builder, ev Event, f Facts) {
	r := b.r
	switch {
	case !r.FIDE:
		b.cite(topicScoresheet).explain("scoresheet-required")
	case ev.Type == Rapid || !ev.supervised():
		b.citeRapid(ev, topicScoresheetFree).explain("scoresheet-not-required")
		return
	case in.Remaining < 5*time.Minute && in.Increment < 30*time.Second:
		b.cite(topicScoresheet, topicScoresheetRelief).explain("scoresheet-relief")
		return
	default:
		b.cite(topicScoresheet).explain("scoresheet-required")
	}
	b.d.Duty = "rules.duty.record"

}

// Chess960Castling.rule: castling in Chess960 must end with king and rook
// on the squares they take in standard chess (II.3); a castling that does
// not is dealt with as an illegal move (Correct false).
// Conduct.rule: a breach of the players' conduct (1953 §28: advice,
// written material, analysing on a board, pointing at squares, disturbing;
// FIDE 11). The arbiter chooses the penalty; loss of the game is one of
// them (1953 §28, §17; FIDE 12.9).
func (in Conduct) rule(b *builder, ev Event, f Facts) {
	p := in.Player
	b.cite(topicConduct)
	if in.ArbiterForfeits {
		// The loss is one penalty of the list (12.9.6); the 1953 code's
		// list has no sub-points.
		if _, ok := b.r.Articles[topicForfeitPenalty]; !ok {
			b.cite(topicPenalties)
		}
		b.cite(topicForfeitPenalty).win(p.Other()).explain("conduct-loss")
		return
	}
	b.cite(topicPenalties)
	b.warn(p, "conduct").explain("conduct-penalty")
}

func (in Chess960Castling) rule(b *builder, ev Event, f Facts) {
	if !b.citeCovered(topicChess960Castling) {
		return
	}
	if in.Correct {
		b.explain("chess960-castling-correct")
		return
	}
	IllegalMove{Player: in.Player, OpponentMoved: in.OpponentMoved, AfterGame: in.AfterGame,
		NextRoundStarted: in.NextRoundStarted, LastRound: in.LastRound}.rule(b, ev, f)
}
