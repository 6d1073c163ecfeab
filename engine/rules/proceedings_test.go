package rules

import (
	"slices"
	"testing"
	"time"

	"arbiter/engine"
)

// TestFIDE_8_5_8_6_ScoresheetsAfterATimeScramble: once a flag has fallen,
// scoresheets left behind under 8.4 are completed, by both from the
// arbiter's or the opponent's record (8.5.1, the arbiter stopping the
// clock), by the one behind before his next move (8.5.2); with none
// complete the game is reconstructed on a second board (8.5.3); when they
// cannot show an overstepped time the next move starts the next period
// (8.6). Rapid and blitz keep no scoresheet to complete (A.2); 1953 §20
// counts the moves made, whatever the scoresheets say.
func TestFIDE_8_5_8_6_ScoresheetsAfterATimeScramble(t *testing.T) {
	both := ScoresheetsBehind{Player: W, BothPlayers: true}
	one := ScoresheetsBehind{Player: B}
	none := ScoresheetsBehind{Player: W, NoCompleteRecord: true}
	unproven := ScoresheetsBehind{Player: W, FlagUnproven: true}
	runIrregularities(t, []irregularity{
		{"2023 neither kept", FIDE2023, std, midgame, both, Ongoing, CompleteScoresheets, []string{"8.5.1"}, "scoresheets-both", false},
		{"2023 one behind", FIDE2023, std, midgame, one, Ongoing, CompleteScoresheets, []string{"8.5.2"}, "scoresheets-one", false},
		{"2023 no complete scoresheet", FIDE2023, std, midgame, none, Ongoing, ReconstructGame, []string{"8.5.3"}, "scoresheets-reconstruct", false},
		{"2023 no flag shown", FIDE2023, std, midgame, unproven, Ongoing, Continue, []string{"8.6"}, "scoresheets-flag-unproven", false},
		{"2018 neither kept", FIDE2018, std, midgame, both, Ongoing, CompleteScoresheets, []string{"8.5.1"}, "scoresheets-both", false},
		{"2014 neither kept", FIDE2014, std, midgame, both, Ongoing, CompleteScoresheets, []string{"8.5.a"}, "scoresheets-both", false},
		{"2014 one behind", FIDE2014, std, midgame, one, Ongoing, CompleteScoresheets, []string{"8.5.b"}, "scoresheets-one", false},
		{"2014 no complete scoresheet", FIDE2014, std, midgame, none, Ongoing, ReconstructGame, []string{"8.5.c"}, "scoresheets-reconstruct", false},
		{"2014 no flag shown", FIDE2014, std, midgame, unproven, Ongoing, Continue, []string{"8.6"}, "scoresheets-flag-unproven", false},
		{"2023 rapid keeps none", FIDE2023, rapidSup, midgame, both, Ongoing, Continue, []string{"A.2"}, "scoresheets-not-kept", false},
		{"FI blitz keeps none", FIBlitz2018, blitzUnsup, midgame, one, Ongoing, Continue, []string{"A.2"}, "scoresheets-not-kept", false},
		{"1953 the moves made decide", USSR1953, std, midgame, unproven, Ongoing, Continue, []string{"§20"}, "ussr-scoresheets-behind", false},
	})
}

// TestFIDE_11_2_3_LeavingTheVenueWithoutPermission: a player leaves the
// playing venue, and the player having the move the playing area, only
// with the arbiter's permission (11.2.3.1, 11.2.3.2; 2014 11.2 a, b);
// a breach is penalised under 12.9 (11.6). The player not on move may
// leave the playing area. The 1953 code leaves it to the arbiter (§26h).
func TestFIDE_11_2_3_LeavingTheVenueWithoutPermission(t *testing.T) {
	venue := LeftVenue{Player: W}
	areaOnMove := LeftVenue{Player: W, AreaOnly: true, OnMove: true}
	areaOffMove := LeftVenue{Player: W, AreaOnly: true}
	permitted := LeftVenue{Player: W, Permitted: true}
	runIrregularities(t, []irregularity{
		{"2023 left the venue", FIDE2023, std, midgame, venue, Ongoing, Continue, []string{"11.2.3.1", "11.6", "12.9"}, "left-venue-penalty", true},
		{"2023 left the area on move", FIDE2023, std, midgame, areaOnMove, Ongoing, Continue, []string{"11.2.3.2", "11.6", "12.9"}, "left-venue-penalty", true},
		{"2023 left the area off move", FIDE2023, std, midgame, areaOffMove, Ongoing, Continue, []string{"11.2.3.2"}, "left-area-not-on-move", false},
		{"2023 with permission", FIDE2023, std, midgame, permitted, Ongoing, Continue, []string{"11.2.3.1"}, "left-venue-permitted", false},
		{"2018 left the venue", FIDE2018, std, midgame, venue, Ongoing, Continue, []string{"11.2.3.1", "11.6"}, "left-venue-penalty", true},
		{"2014 left the venue", FIDE2014, std, midgame, venue, Ongoing, Continue, []string{"11.2.a", "11.6", "12.9"}, "left-venue-penalty", true},
		{"2014 left the area on move", FIDE2014, std, midgame, areaOnMove, Ongoing, Continue, []string{"11.2.b", "11.6"}, "left-venue-penalty", true},
		{"FI blitz left the venue", FIBlitz2018, blitzUnsup, midgame, venue, Ongoing, Continue, []string{"11.2.3.1"}, "left-venue-penalty", true},
		{"1953 the arbiter judges", USSR1953, std, midgame, venue, Ongoing, NotCovered, []string{"§26h"}, "not-covered", false},
	})
}

// TestFIDE_12_5_ExtraTimeAfterAnOutsideDisturbance: the arbiter may give
// either player extra time when something outside the game disturbed it
// (12.5 in 2014 and 2023); the time stated goes on the clocks.
func TestFIDE_12_5_ExtraTimeAfterAnOutsideDisturbance(t *testing.T) {
	given := Disturbance{Extra: [2]time.Duration{5 * time.Minute, 3 * time.Minute}}
	runIrregularities(t, []irregularity{
		{"2023 extra time", FIDE2023, std, midgame, given, Ongoing, Continue, []string{"12.5"}, "disturbance-extra-time", false},
		{"2023 none stated", FIDE2023, std, midgame, Disturbance{}, Ongoing, Continue, []string{"12.5"}, "disturbance-no-extra", false},
		{"2014 extra time", FIDE2014, rapidSup, midgame, given, Ongoing, Continue, []string{"12.5"}, "disturbance-extra-time", false},
		{"FI blitz extra time", FIBlitz2018, blitzUnsup, midgame, given, Ongoing, Continue, []string{"12.5"}, "disturbance-extra-time", false},
		{"1953 the arbiter judges", USSR1953, std, midgame, given, Ongoing, NotCovered, []string{"§26h"}, "not-covered", false},
	})
	for _, rs := range []RulesetID{FIDE2023, FIDE2018, FIDE2014} {
		if d := decide(t, rs, std, midgame, given); d.TimeAdjust != (Sides{White: 300, Black: 180}) {
			t.Errorf("%s: time %+v, want White +300 s, Black +180 s", rs, d.TimeAdjust)
		}
	}
}

// TestFIDE_12_7_SpectatorInterferenceMayBeExpelled: a spectator who
// interferes in a game breaches 12.7, and the arbiter may expel him from
// the playing venue. Ruled as an outside disturbance it cited 12.5 alone
// and said nothing of him; it now cites 12.7 beside 12.5 and notes the
// expulsion as the arbiter's choice (12.7 in 2014 too). The 1953 code
// leaves it to the arbiter.
func TestFIDE_12_7_SpectatorInterferenceMayBeExpelled(t *testing.T) {
	spectator := Disturbance{Spectator: true}
	runIrregularities(t, []irregularity{
		{"2023 a spectator", FIDE2023, std, midgame, spectator, Ongoing, Continue, []string{"12.5", "12.7"}, "disturbance-no-extra", false},
		{"2014 a spectator", FIDE2014, rapidSup, midgame, spectator, Ongoing, Continue, []string{"12.5", "12.7"}, "disturbance-no-extra", false},
		{"FI blitz a spectator", FIBlitz2018, blitzUnsup, midgame, spectator, Ongoing, Continue, []string{"12.5", "12.7"}, "disturbance-no-extra", false},
		{"1953 the arbiter judges", USSR1953, std, midgame, spectator, Ongoing, NotCovered, []string{"§26h"}, "not-covered", false},
	})
	for _, rs := range []RulesetID{FIDE2023, FIDE2018, FIDE2014} {
		d := decide(t, rs, std, midgame, spectator)
		if !slices.ContainsFunc(d.Notes, func(m engine.Message) bool { return m.Key == "rules.note.spectator-expel" }) {
			t.Errorf("%s: notes %v, want rules.note.spectator-expel", rs, d.Notes)
		}
	}
	if d := decide(t, FIDE2023, std, midgame, Disturbance{}); slices.Contains(d.Articles, "12.7") {
		t.Errorf("no spectator: articles %v cite 12.7", d.Articles)
	}
}

// TestFIDE_I_4_DrawOfferAfterTheSealedMove: an offer made after the
// opponent has sealed his move stands until he accepts or rejects it as
// 9.1 says (I.4; 2014 E.4). The 1953 code names none.
func TestFIDE_I_4_DrawOfferAfterTheSealedMove(t *testing.T) {
	offer := DrawOffer{Player: W, AfterSealing: true}
	accepted := DrawOffer{Player: W, AfterSealing: true, OfferAccepted: true}
	runIrregularities(t, []irregularity{
		{"2023 the offer stands", FIDE2023, std, midgame, offer, Ongoing, OfferStands, []string{"I.4"}, "offer-after-sealing", false},
		{"2023 accepted", FIDE2023, std, midgame, accepted, Draw, GameOver, []string{"I.4", "5.2.3"}, "offer-accepted", false},
		{"2018 the offer stands", FIDE2018, std, midgame, offer, Ongoing, OfferStands, []string{"I.4"}, "offer-after-sealing", false},
		{"2014 the offer stands", FIDE2014, std, midgame, offer, Ongoing, OfferStands, []string{"E.4"}, "offer-after-sealing", false},
		{"1953 the arbiter judges", USSR1953, std, midgame, offer, Ongoing, NotCovered, []string{"§26h"}, "not-covered", false},
	})
}

// TestFIDE_I_12_1953_22_TheEnvelopeIsMissing: a missing envelope does not
// end the game: it goes on from the adjourned position with the times used
// at the adjournment (the arbiter sets them when they cannot be
// re-established), the player who sealed making his sealed move on the
// board (I.12.1; 2014 E.12.a); a position that cannot be re-established
// annuls the game (I.12.2, E.12.b). 1953 §22: the game goes on, with times
// the arbiter sets, only if the players restore it and the arbiter has no
// doubt about the sealed move; else a new game.
func TestFIDE_I_12_1953_22_TheEnvelopeIsMissing(t *testing.T) {
	lost := EnvelopeLost{Player: B}
	unknown := EnvelopeLost{Player: B, TimesUnknown: true}
	position := EnvelopeLost{Player: B, PositionLost: true}
	doubt := EnvelopeLost{Player: B, SealedInDoubt: true}
	runIrregularities(t, []irregularity{
		{"2023 resumed", FIDE2023, std, midgame, lost, Ongoing, ResumeAdjourned, []string{"I.12.1"}, "envelope-lost-resume", false},
		{"2023 times unknown", FIDE2023, std, midgame, unknown, Ongoing, ResumeAdjourned, []string{"I.12.1"}, "envelope-lost-arbiter-clocks", false},
		{"2023 position lost", FIDE2023, std, midgame, position, Ongoing, NewGame, []string{"I.12.2"}, "envelope-lost-new-game", false},
		{"2023 doubt is no ground", FIDE2023, std, midgame, doubt, Ongoing, ResumeAdjourned, []string{"I.12.1"}, "envelope-lost-resume", false},
		{"2018 resumed", FIDE2018, std, midgame, lost, Ongoing, ResumeAdjourned, []string{"I.12.1"}, "envelope-lost-resume", false},
		{"2014 resumed", FIDE2014, std, midgame, lost, Ongoing, ResumeAdjourned, []string{"E.12.a"}, "envelope-lost-resume", false},
		{"2014 position lost", FIDE2014, std, midgame, position, Ongoing, NewGame, []string{"E.12.b"}, "envelope-lost-new-game", false},
		{"1953 restored", USSR1953, std, midgame, lost, Ongoing, ResumeAdjourned, []string{"§22"}, "ussr-envelope-lost-resume", false},
		{"1953 sealed move in doubt", USSR1953, std, midgame, doubt, Ongoing, NewGame, []string{"§22"}, "ussr-envelope-lost-new-game", false},
		{"1953 not restored", USSR1953, std, midgame, position, Ongoing, NewGame, []string{"§22"}, "ussr-envelope-lost-new-game", false},
	})
}

// TestFIDE2014_6_7_b_BothAbsentWithNoDefaultTimeStated: 2014 6.7.b runs
// White's clock only where the event states a default time other than
// zero; the 2014 Laws name no default (6.7.a: the event must state one),
// so with none stated the arbiter decides and is asked to set it; from
// 2018 an unstated default time is zero, and both lose.
func TestFIDE2014_6_7_b_BothAbsentWithNoDefaultTimeStated(t *testing.T) {
	absent := BothAbsent{Late: 10 * time.Minute}
	runIrregularities(t, []irregularity{
		{"2014 none stated", FIDE2014, std, Facts{}, absent, Ongoing, NotCovered, []string{"6.7.b", "6.7.a"}, "lateness-no-default", false},
		{"2014 30 minutes stated", FIDE2014, with(std, func(e *Event) { e.Lateness = dur(30 * time.Minute) }), Facts{}, absent, Ongoing, StartWhiteClock, []string{"6.7.b"}, "both-absent-white-clock", false},
		{"2014 zero stated", FIDE2014, with(std, func(e *Event) { e.Lateness = dur(0) }), Facts{}, absent, doubleLoss, GameOver, []string{"6.7.b", "6.7.a"}, "both-forfeit", false},
		{"2014 Finnish practice: 30 minutes", FIDE2014, finnish(std), Facts{}, absent, Ongoing, StartWhiteClock, []string{"6.7.b"}, "both-absent-white-clock", false},
		{"2023 none stated is zero", FIDE2023, std, Facts{}, absent, doubleLoss, GameOver, []string{"6.7.2", "6.7.1"}, "both-forfeit", false},
	})
}

// TestFIDE_III_5_FI_7_1_TheFindingIsTheArbiters: a quickplay claim is
// granted, postponed or rejected by the arbiter's finding (III.5, 2014
// G.5, FI 7.1); with none stated the ruling asks for it instead of
// rejecting the claim for him.
func TestFIDE_III_5_FI_7_1_TheFindingIsTheArbiters(t *testing.T) {
	qp := quickplay(std)
	unstated := QuickplayClaim{Player: W, Remaining: time.Minute}
	runIrregularities(t, []irregularity{
		{"2023 unstated", FIDE2023, qp, midgame, unstated, Ongoing, NotCovered, []string{"III.5"}, "quickplay-finding-needed", false},
		{"2014 unstated", FIDE2014, qp, midgame, unstated, Ongoing, NotCovered, []string{"G.5"}, "quickplay-finding-needed", false},
		{"FI blitz unstated", FIBlitz2018, blitzUnsup, midgame, QuickplayClaim{Player: W, Remaining: 20 * time.Second}, Ongoing, NotCovered, []string{"FI 7.0"}, "quickplay-finding-needed", false},
		{"FI blitz rejected", FIBlitz2018, blitzUnsup, midgame, QuickplayClaim{Player: W, Remaining: 20 * time.Second, Finding: FindingReject}, Ongoing, Continue, []string{"FI 7.1"}, "quickplay-reject", false},
		{"2023 a finding the rules do not know", FIDE2023, qp, midgame, QuickplayClaim{Player: W, Remaining: time.Minute, Finding: "maybe"}, Ongoing, NotCovered, []string{"III.5"}, "quickplay-finding-needed", false},
	})
}

// TestUSSR1953_27_MatchWithdrawalConcedesTheMatch: a match participant who
// refuses to play the further games of the match thereby concedes it
// (1953 §27, last paragraph): he loses the match, the games not yet played
// are not played, and nothing about the game itself changes. The Laws of
// Chess leave a match's regulations to its organiser: the arbiter judges.
func TestUSSR1953_27_MatchWithdrawalConcedesTheMatch(t *testing.T) {
	white, black := matchWithdrawal{Player: W}, matchWithdrawal{Player: B}
	runIrregularities(t, []irregularity{
		{"1953 White refuses", USSR1953, std, midgame, white, Ongoing, MatchConceded, []string{"§27"}, "ussr-match-conceded", false},
		{"1953 Black refuses", USSR1953, std, midgame, black, Ongoing, MatchConceded, []string{"§27"}, "ussr-match-conceded", false},
		{"2023 the arbiter judges", FIDE2023, std, midgame, white, Ongoing, NotCovered, []string{"Preface"}, "not-covered", false},
		{"2014 the arbiter judges", FIDE2014, std, midgame, white, Ongoing, NotCovered, []string{"Preface"}, "not-covered", false},
		{"FI blitz the arbiter judges", FIBlitz2018, blitzUnsup, midgame, black, Ongoing, NotCovered, []string{"Preface"}, "not-covered", false},
	})
	d := decide(t, USSR1953, std, midgame, black)
	if d.ExplanationArgs["player"] != sideKey(B) {
		t.Errorf("the ruling names %v, want Black", d.ExplanationArgs)
	}
}
