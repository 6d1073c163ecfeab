package rules

import (
	"time"

	"arbiter/engine"
)

// ScoresheetsBehind.rule: scoresheets left behind under 8.4 are completed
// once a flag has fallen: by both from the arbiter's or the opponent's
// record when neither kept his (8.5.1, the arbiter stopping the clock), by
// the one behind before his next move otherwise (8.5.2); with no complete
// scoresheet the game is reconstructed on a second board (8.5.3); and when
// the completed scoresheets cannot show that a player overstepped the
// time, the next move starts the next period unless more moves are shown
// (8.6). In rapid and in blitz the players need not record (A.2). The 1953
// code establishes an overstepping by the moves made alone, whatever the
// scoresheets say, the arbiter stopping the clocks to count them (§20).
func (in ScoresheetsBehind) rule(b *builder, ev Event, f Facts) {
	switch {
	case !b.r.FIDE:
		b.cite(topicScoresheet).explain("ussr-scoresheets-behind")
	case ev.Type == Rapid || !ev.supervised():
		b.citeRapid(ev, topicScoresheetFree).explain("scoresheets-not-kept")
	case in.FlagUnproven:
		b.cite(topicFlagUnproven).explain("scoresheets-flag-unproven")
	case in.NoCompleteRecord:
		b.cite(topicReconstruct).result(Ongoing, ReconstructGame).explain("scoresheets-reconstruct")
	case in.BothPlayers:
		b.cite(topicScoresheetsBoth).result(Ongoing, CompleteScoresheets).explain("scoresheets-both")
	default:
		b.cite(topicScoresheetsOne).result(Ongoing, CompleteScoresheets).explain("scoresheets-one", "player", sideKey(in.Player))
	}
}

// LeftVenue.rule: leaving the playing venue, or the playing area while
// having the move, needs the arbiter's permission (11.2.3.1, 11.2.3.2;
// 2014 11.2 a, b); without it the breach is penalised under 12.9 (11.6).
// The player not on move may leave the playing area. The 1953 code names
// no such permission.
func (in LeftVenue) rule(b *builder, ev Event, f Facts) {
	if !b.r.FIDE {
		b.notCovered(topicLeaveVenue)
		return
	}
	topic := topicLeaveVenue
	if in.AreaOnly {
		topic = topicLeaveArea
	}
	b.cite(topic)
	switch {
	case in.Permitted:
		b.explain("left-venue-permitted")
	case in.AreaOnly && !onMove(f, in.Player, in.OnMove):
		b.explain("left-area-not-on-move")
	default:
		b.cite(topicBreachPenalised, topicPenalties).warn(in.Player, "left-venue").explain("left-venue-penalty")
	}
}

// Disturbance.rule: the arbiter may give either player extra time when
// something outside the game disturbed it (12.5); what he gives is added
// to the clocks. A spectator who interfered may be expelled from the
// playing venue, at the arbiter's choice (12.7). The 1953 code leaves it
// to the arbiter (§26h).
func (in Disturbance) rule(b *builder, ev Event, f Facts) {
	if !b.citeCovered(topicDisturbanceTime) {
		return
	}
	if in.Spectator {
		b.cite(topicSpectators).note("spectator-expel")
	}
	if in.Extra == [2]time.Duration{} {
		b.explain("disturbance-no-extra")
		return
	}
	b.addTime(engine.White, in.Extra[engine.White]).addTime(engine.Black, in.Extra[engine.Black])
	b.explain("disturbance-extra-time")
}

// EnvelopeLost.rule: a missing envelope does not end the game: it goes on
// from the adjourned position with the times used at the adjournment, the
// arbiter setting the clocks when they cannot be re-established, and the
// player who sealed makes the move he sealed on the board (I.12.1; 2014
// E.12.a); a position that cannot be re-established annuls the game, and a
// new one is played (I.12.2). Under 1953 §22 the game goes on, with times
// the arbiter sets, only when the players restore it and the arbiter has
// no doubt about the sealed move; otherwise a new game is played.
func (in EnvelopeLost) rule(b *builder, ev Event, f Facts) {
	if !b.r.FIDE {
		if in.PositionLost || in.SealedInDoubt {
			b.cite(topicEnvelopeNewGame).result(Ongoing, NewGame).explain("ussr-envelope-lost-new-game")
			return
		}
		b.cite(topicEnvelopeLost).result(Ongoing, ResumeAdjourned).explain("ussr-envelope-lost-resume")
		return
	}
	if in.PositionLost {
		b.cite(topicEnvelopeNewGame).result(Ongoing, NewGame).explain("envelope-lost-new-game")
		return
	}
	b.cite(topicEnvelopeLost).result(Ongoing, ResumeAdjourned)
	if in.TimesUnknown {
		b.explain("envelope-lost-arbiter-clocks", "player", sideKey(in.Player))
		return
	}
	b.explain("envelope-lost-resume", "player", sideKey(in.Player))
}

// matchWithdrawal.rule: a match participant who refuses to play the
// further games of the match thereby concedes it (1953 §27, last
// paragraph): he loses the match whatever its score, the games played
// stand as played, and the games not yet played are not played. They are
// not forfeits: the "+" and "−" of §24 are for a tournament's unplayed
// games, which §27 counts as won by the opponents; of a match it says only
// that the match is lost. The Estonian text has the refusal "with an
// excusing reason" where the sense asks for "without"; either way the
// refusal concedes, so no reason is asked. The Laws of Chess leave a
// match's regulations to its organiser.
func (in matchWithdrawal) rule(b *builder, ev Event, f Facts) {
	if !b.citeCovered(topicMatchConceded) {
		return
	}
	b.result(Ongoing, MatchConceded).explain("ussr-match-conceded", "player", sideKey(in.Player))
}
