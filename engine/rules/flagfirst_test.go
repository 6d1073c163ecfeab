package rules

import (
	"slices"
	"testing"
	"time"

	"arbiter/engine"
)

// flagDown is facts with side's flag shown fallen on the clock.
func flagDown(side engine.Color, f Facts) Facts {
	f.FlagFallen = &side
	return f
}

// TestWrongClaimWithTheOpponentsFlagFallenIsRuledAsTheFlag_6_8_6_9_A_5_5_B_3:
// White's flag is down on the clock when Black, not on move, claims a
// repetition (or Black makes an illegal move, or under 1953 a wrong
// fifty-move claim). The ruling would add time to White and play on; the
// arbiter sees the flag as he rules (6.8; without supervision 2018 A.4.5,
// 2023 A.5.5 by B.3/B.4; FI 2; 1953 §19), so White loses on time, or
// draws where Black cannot mate (6.9), with the articles cited, no time
// given and the ruling saying why.
func TestWrongClaimWithTheOpponentsFlagFallenIsRuledAsTheFlag_6_8_6_9_A_5_5_B_3(t *testing.T) {
	wrongClaim := ClaimThreefold{Player: B, Moved: true}
	for _, c := range []struct {
		name     string
		rs       RulesetID
		ev       Event
		f        Facts
		in       Incident
		result   engine.Result
		articles []string
	}{
		{"2023 unsupervised blitz", FIDE2023, blitzUnsup, midgame, wrongClaim, BlackWins, []string{"6.9", "A.5.5", "B.3"}},
		{"2023 unsupervised blitz, Black cannot mate", FIDE2023, blitzUnsup, blackBare, wrongClaim, Draw, []string{"6.9", "A.5.5", "B.3"}},
		{"2023 unsupervised blitz, an illegal move", FIDE2023, blitzUnsup, midgame, IllegalMove{Player: B}, BlackWins, []string{"6.9", "A.5.5", "B.3"}},
		{"2023 unsupervised rapid", FIDE2023, rapidUnsup, midgame, wrongClaim, BlackWins, []string{"6.9", "A.5.5"}},
		{"2023 supervised blitz", FIDE2023, blitzSup, midgame, wrongClaim, BlackWins, []string{"6.8", "6.9"}},
		{"2023 standard", FIDE2023, std, midgame, wrongClaim, BlackWins, []string{"6.8", "6.9"}},
		{"2018 unsupervised blitz", FIDE2018, blitzUnsup, midgame, wrongClaim, BlackWins, []string{"6.9", "A.4.5", "B.4"}},
		{"2014 standard", FIDE2014, std, midgame, wrongClaim, BlackWins, []string{"6.8", "6.9"}},
		{"Finnish blitz", FIBlitz2018, blitzUnsup, midgame, wrongClaim, BlackWins, []string{"FI 2"}},
		{"1953, a wrong fifty-move claim", USSR1953, std, midgame, ClaimFifty{Player: B, Moved: true}, BlackWins, []string{"§19"}},
	} {
		before := decide(t, c.rs, c.ev, c.f, c.in)
		if before.Result != Ongoing {
			t.Fatalf("%s: without a flag down the ruling is %s; the case needs one that plays on", c.name, before.Result)
		}
		d := decide(t, c.rs, c.ev, flagDown(W, c.f), c.in)
		if d.Result != c.result || d.Continuation != GameOver || d.TimeAdjust != (Sides{}) || !hasNote(d, "flag-before-incident") {
			t.Errorf("%s: with White's flag down, %s %s, time %+v, notes %v; want %s on the flag, no time given",
				c.name, d.Result, d.Continuation, d.TimeAdjust, d.Notes, c.result)
		}
		citesAll(t, c.name, d, c.articles)
		if d.Incident != c.in.Kind() {
			t.Errorf("%s: the ruling is on %s, want the incident ruled, %s", c.name, d.Incident, c.in.Kind())
		}
	}
}

// TestWrongClaimWithAFlagFallenUnclaimedStandsAndSaysTheFlag_2014_A_4_c_FI_2:
// where only the opponent's claim makes a fallen flag count (2014 A.4.c
// without supervision; the event's other practice FI 2 allows), Black's
// wrong claim with White's flag down is ruled as it is, the flag said to
// be down and the article that leaves it to a claim cited.
func TestWrongClaimWithAFlagFallenUnclaimedStandsAndSaysTheFlag_2014_A_4_c_FI_2(t *testing.T) {
	for _, c := range []struct {
		name    string
		rs      RulesetID
		ev      Event
		article string
	}{
		{"2014 unsupervised blitz", FIDE2014, blitzUnsup, "A.4.c"},
		{"2014 unsupervised rapid", FIDE2014, rapidUnsup, "A.4.c"},
		{"Finnish blitz, flags claimed only", FIBlitz2018, with(blitzUnsup, func(e *Event) { e.FlagClaimOnly = true }), "FI 2"},
	} {
		in := ClaimThreefold{Player: B, Moved: true}
		want := decide(t, c.rs, c.ev, midgame, in)
		d := decide(t, c.rs, c.ev, flagDown(W, midgame), in)
		if d.Result != Ongoing || d.TimeAdjust != want.TimeAdjust || d.ExplanationKey != want.ExplanationKey || !hasNote(d, "flag-down-unclaimed") {
			t.Errorf("%s: %s, time %+v, %s, notes %v; want the claim's own ruling, %+v, the flag said", c.name, d.Result, d.TimeAdjust, d.ExplanationKey, d.Notes, want.TimeAdjust)
		}
		if !slices.Contains(d.Articles, c.article) {
			t.Errorf("%s: articles %v lack %s", c.name, d.Articles, c.article)
		}
	}
}

// TestClockCorrectedOrFlagUnprovenWithAFlagDownIsRuledAsItself_6_10_2_8_6:
// the arbiter corrects a clock that went wrong, White's flag down on it,
// or finds the scoresheets cannot show whether the flag fell before the
// moves were made. The correction is of the reading that shows the flag
// (6.10.2, 2014 6.10.b, 1953 §19), and 8.6 says what follows a flag the
// record cannot prove, so each is ruled as without the flag, not as a
// loss on time.
func TestClockCorrectedOrFlagUnprovenWithAFlagDownIsRuledAsItself_6_10_2_8_6(t *testing.T) {
	for _, in := range []Incident{
		ClockCorrection{Correction: [2]time.Duration{5 * time.Minute, 0}},
		ScoresheetsBehind{Player: W, FlagUnproven: true},
	} {
		for _, rs := range []RulesetID{FIDE2023, FIDE2014, USSR1953} {
			want := decide(t, rs, std, midgame, in)
			d := decide(t, rs, std, flagDown(W, midgame), in)
			if d.Result != want.Result || d.Continuation != want.Continuation || d.TimeAdjust != want.TimeAdjust || !slices.Equal(d.Articles, want.Articles) {
				t.Errorf("%s %s: with White's flag down, %s %s %+v %v; want %s %s %+v %v", rs, in.Kind(),
					d.Result, d.Continuation, d.TimeAdjust, d.Articles, want.Result, want.Continuation, want.TimeAdjust, want.Articles)
			}
		}
	}
}

// TestCorrectDrawClaimMadeWithAFlagDownDrawsSayingWhy_6_8_9_2_9_3_9_5_2:
// White, on the move, claims a repetition or fifty moves correctly with a
// flag down on the clock that nobody had noticed: his own, or Black's.
// Under the Laws a flag counts as fallen from when the arbiter notices it
// or a player claims it, not from its fall (6.8), and a correct claim,
// made by stopping the clock (9.5.1), draws at once (9.5.2): the draw
// stands in every game type, and the ruling cites 6.8 and says the flag was
// down and why it does not decide. The 1953 code fixes the overstepping
// at the flag's fall (§19): a flag down before the claim decides, unless
// it fell while the claim was checked (§18g).
func TestCorrectDrawClaimMadeWithAFlagDownDrawsSayingWhy_6_8_9_2_9_3_9_5_2(t *testing.T) {
	for _, c := range []struct {
		name string
		rs   RulesetID
		ev   Event
		in   Incident
	}{
		{"2023 standard, repetition", FIDE2023, std, ClaimThreefold{Player: W, Correct: true}},
		{"2023 standard, fifty moves", FIDE2023, std, ClaimFifty{Player: W, Correct: true}},
		{"2023 unsupervised rapid", FIDE2023, rapidUnsup, ClaimThreefold{Player: W, Correct: true}},
		{"2023 unsupervised blitz", FIDE2023, blitzUnsup, ClaimThreefold{Player: W, Correct: true}},
		{"2023 supervised blitz", FIDE2023, blitzSup, ClaimFifty{Player: W, Correct: true}},
		{"2014 standard", FIDE2014, std, ClaimThreefold{Player: W, Correct: true}},
		{"Finnish blitz", FIBlitz2018, blitzUnsup, ClaimThreefold{Player: W, Correct: true}},
	} {
		for _, side := range []engine.Color{W, B} {
			d := decide(t, c.rs, c.ev, flagDown(side, midgame), c.in)
			if d.Result != Draw || !hasNote(d, "flag-down-claim-first") || !slices.Contains(d.Articles, "6.8") {
				t.Errorf("%s: %s, articles %v, notes %v; want the draw, 6.8 cited and the flag said", c.name, d.Result, d.Articles, d.Notes)
			}
		}
	}
	d := decide(t, USSR1953, std, flagDown(W, midgame), ClaimThreefold{Player: W, Correct: true})
	if d.Result != BlackWins || !hasNote(d, "ussr-flag-before-claim") || !slices.Contains(d.Articles, "§19") {
		t.Errorf("1953, White's flag down before his claim: %s, articles %v, notes %v; want 0-1 on §19", d.Result, d.Articles, d.Notes)
	}
	d = decide(t, USSR1953, std, flagDown(W, midgame), ClaimThreefold{Player: W, Correct: true, FlagDuringCheck: true})
	if d.Result != Draw {
		t.Errorf("1953, White's flag fell while his claim was checked: %s; want the draw of §18g", d.Result)
	}
}

// TestQuickplayDrawClaimWithTheClaimantsOwnFlagDownIsRuledAsTheFlag_III_5_G_5_FI_7_0:
// White, on move in a quickplay finish, claims a draw because Black is not
// trying to win by normal means, his own flag already down on the clock,
// and the arbiter finds for him. The claim is one made before the
// claimant's flag falls (III.5, III.6.1; 2014 G.5; FI 7.0), and the
// desk granted the draw: with his flag down he has no such claim, so he
// loses on time, or draws where Black cannot mate (6.9). Black's flag down
// instead leaves the claim as ruled.
func TestQuickplayDrawClaimWithTheClaimantsOwnFlagDownIsRuledAsTheFlag_III_5_G_5_FI_7_0(t *testing.T) {
	for _, c := range []struct {
		name    string
		rs      RulesetID
		ev      Event
		in      QuickplayClaim
		article string
	}{
		{"2023 standard", FIDE2023, quickplay(std), QuickplayClaim{Player: W, Remaining: time.Minute, Finding: FindingDraw}, "III.5"},
		{"2023 standard, no arbiter present", FIDE2023, quickplay(std), QuickplayClaim{Player: W, Remaining: time.Minute, Finding: FindingDraw, ArbiterAbsent: true}, "III.6"},
		{"2014 standard", FIDE2014, quickplay(std), QuickplayClaim{Player: W, Remaining: time.Minute, Finding: FindingDraw}, "G.5"},
		{"Finnish blitz", FIBlitz2018, blitzSup, QuickplayClaim{Player: W, Remaining: 20 * time.Second, Finding: FindingDraw}, "FI 7.0"},
	} {
		if d := decide(t, c.rs, c.ev, midgame, c.in); d.Result != Draw {
			t.Fatalf("%s: without a flag down the claim is ruled %s; the case needs one granted", c.name, d.Result)
		}
		for _, f := range []Facts{midgame, blackBare} {
			d := decide(t, c.rs, c.ev, flagDown(W, f), c.in)
			want := BlackWins
			if f.BlackCanMate == CannotMate {
				want = Draw
			}
			if d.Result != want || !hasNote(d, "quickplay-claim-after-flag") || !slices.Contains(d.Articles, c.article) {
				t.Errorf("%s, Black can mate %v: %s, articles %v, notes %v; want %s on the flag, %s cited", c.name, f.BlackCanMate, d.Result, d.Articles, d.Notes, want, c.article)
			}
		}
		if d := decide(t, c.rs, c.ev, flagDown(B, midgame), c.in); d.Result != Draw || hasNote(d, "quickplay-claim-after-flag") {
			t.Errorf("%s, Black's flag down: %s, notes %v; want the claim's draw", c.name, d.Result, d.Notes)
		}
	}
}

// TestFlagFallNoticedOnlyAfterAMateLetsTheMateStandCiting_6_8_6_9_5_1_1:
// White's flag falls unnoticed, White mates on his next move, and only
// then Black points to the flag. A flag counts as fallen once noticed or
// claimed (6.8), and 6.9 yields to the mate (5.1.1): White wins, and the
// ruling cites 6.8, the article that puts the mate first, which it left
// out, saying only that the game had ended before the flag fell.
func TestFlagFallNoticedOnlyAfterAMateLetsTheMateStandCiting_6_8_6_9_5_1_1(t *testing.T) {
	mated := Facts{Moves: Sides{White: 30, Black: 29}, Checkmate: true, Turn: B}
	for _, c := range []struct {
		rs RulesetID
		ev Event
	}{{FIDE2023, std}, {FIDE2023, blitzUnsup}, {FIDE2014, std}, {FIDE2018, rapidUnsup}} {
		d := decide(t, c.rs, c.ev, mated, FlagFall{Player: W, Claimed: true})
		mate := rulesets.Get()[c.rs].Articles[topicMate]
		if d.Result != WhiteWins || !slices.Contains(d.Articles, "6.8") || !slices.Contains(d.Articles, mate) {
			t.Errorf("%s %s: %s, articles %v; want 1-0 on the mate with 6.8 and %s cited", c.rs, c.ev.Type, d.Result, d.Articles, mate)
		}
	}
}
