package rules

import (
	"slices"
	"testing"
	"time"

	"arbiter/engine"
)

// blackToMove is a record's facts with Black on move: White has just
// moved.
func blackToMove(t *testing.T) Facts {
	t.Helper()
	return factsFrom(t, FIDE2023, playGame(t, "", "e4"), 0)
}

// TestFIDE_9_2_1_ClaimOnlyByThePlayerHavingTheMove: the game is drawn "if
// the player having the move" claims correctly (9.2.1 and 9.3; 2014 9.2
// and 9.3), so a claim by the player who has just moved, correct position
// or not, is a claim found incorrect: his opponent gets two minutes (9.5.3,
// 2014 9.5.b; one minute in blitz, and in 2023 rapid, where the Laws say
// so), and the unfounded claim disturbs (11.5). The record at hand says he
// is not on move, or the arbiter states that he has moved.
func TestFIDE_9_2_1_ClaimOnlyByThePlayerHavingTheMove(t *testing.T) {
	for _, c := range []struct {
		rs                 RulesetID
		ev                 Event
		incorrect, disturb string
		seconds            int
	}{
		{FIDE2014, std, "9.5.b", "11.5", 120},
		{FIDE2018, std, "9.5.3", "11.5", 120},
		{FIDE2023, std, "9.5.3", "11.5", 120},
		{FIDE2023, rapidSup, "9.5.3", "11.5", 60},
		{FIDE2014, blitzSup, "9.5.b", "11.5", 60},
	} {
		rs := c.rs
		for _, claim := range []struct{ record, stated, onMove Incident }{
			{ClaimThreefold{Player: W, Correct: true}, ClaimThreefold{Player: W, Correct: true, Moved: true}, ClaimThreefold{Player: B, Correct: true}},
			{ClaimFifty{Player: W, Correct: true}, ClaimFifty{Player: W, Correct: true, Moved: true}, ClaimFifty{Player: B, Correct: true}},
		} {
			kind := claim.record.Kind()
			for _, f := range []struct {
				name string
				f    Facts
				in   Incident
			}{
				{"record", blackToMove(t), claim.record},
				{"stated", midgame, claim.stated},
			} {
				d := decide(t, rs, c.ev, f.f, f.in)
				if d.Result != Ongoing || d.Continuation != Continue || d.ExplanationKey != "rules.ruling.claim-not-on-move" ||
					d.TimeAdjust != (Sides{Black: c.seconds}) || !slices.Contains(d.Articles, c.incorrect) || !slices.Contains(d.Articles, c.disturb) {
					t.Errorf("%s %s %s %s: %s %s %s %+v %v", rs, c.ev.Type, kind, f.name, d.Result, d.Continuation, d.ExplanationKey, d.TimeAdjust, d.Articles)
				}
			}
			// The player on move claims correctly: a draw.
			if d := decide(t, rs, c.ev, blackToMove(t), claim.onMove); d.Result != Draw {
				t.Errorf("%s %s on move: %s", rs, kind, d.Result)
			}
		}
	}
}

// TestUSSR1953_18g_RepeatingMoveMadeLosesTheRight: "if the move is made
// contrary to the above, the player loses the right to claim", restored
// when the position repeats anew: no draw, and no loss either (the loss is
// for a claim found false). §18f names no such condition for the
// fifty-move claim.
func TestUSSR1953_18g_RepeatingMoveMadeLosesTheRight(t *testing.T) {
	d := decide(t, USSR1953, std, blackToMove(t), ClaimThreefold{Player: W, Correct: true})
	if d.Result != Ongoing || d.Continuation != Continue || !slices.Contains(d.Articles, "§18g") || d.ExplanationKey != "rules.ruling.ussr-threefold-after-move" {
		t.Errorf("after the move: %s %s %v %s", d.Result, d.Continuation, d.Articles, d.ExplanationKey)
	}
	if d := decide(t, USSR1953, std, blackToMove(t), ClaimFifty{Player: W, Correct: true}); d.Result != Draw {
		t.Errorf("§18f: %s", d.Result)
	}
}

// TestFIDE_5_2_3_AcceptedDrawOfferIsADraw: the game is drawn "upon
// agreement between the two players" (5.2.3; 1953 §18e: one offers and the
// other accepts); an offer the event forbids (9.1.1) stays no draw.
func TestFIDE_5_2_3_AcceptedDrawOfferIsADraw(t *testing.T) {
	for _, c := range []struct {
		rs      RulesetID
		ev      Event
		want    engine.Result
		article string
	}{
		{FIDE2023, std, Draw, "5.2.3"},
		{FIDE2018, std, Draw, "5.2.3"},
		{FIDE2014, std, Draw, "5.2.c"},
		{USSR1953, std, Draw, "§18e"},
		{FIBlitz2018, blitzUnsup, Draw, "5.2.3"},
		{FIDE2023, with(std, func(e *Event) { e.NoDrawBefore = 30 }), Ongoing, "9.1.1"},
	} {
		d := decide(t, c.rs, c.ev, midgame, DrawOffer{Player: W, OnMove: true, OfferAccepted: true})
		if d.Result != c.want || !slices.Contains(d.Articles, c.article) {
			t.Errorf("%s: %s %v, want %s citing %s", c.rs, d.Result, d.Articles, c.want, c.article)
		}
	}
}

// TestFIBlitz_Annex_InterpretationsNotInFIDERatedEvents: the annex's
// interpretations "may be used mainly in national events that are not
// FIDE-rated": in a FIDE-rated event the first illegal move is not made a
// loss by FI 3, nor a second adjusting offence by FI 4–5; the Laws decide.
func TestFIBlitz_Annex_InterpretationsNotInFIDERatedEvents(t *testing.T) {
	firstLoses := firstIllegalLoses(blitzSup)
	if d := decide(t, FIBlitz2018, firstLoses, midgame, IllegalMove{Player: W}); d.Result != BlackWins {
		t.Errorf("FI 3, not rated: %s", d.Result)
	}
	d := decide(t, FIBlitz2018, fideRated(firstLoses), midgame, IllegalMove{Player: W})
	if d.Result != Ongoing || slices.Contains(d.Articles, "FI 3") || !slices.Contains(d.Articles, "7.5.5") || d.Ruleset != FIBlitz2018 {
		t.Errorf("FI 3, rated: %s %v %s", d.Result, d.Articles, d.Ruleset)
	}
	once := midgame
	once.AdjustWarnings = Sides{White: 1}
	if d := decide(t, FIBlitz2018, blitzUnsup, once, adjustPieces{Player: W}); d.Result != BlackWins {
		t.Errorf("FI 4–5, not rated: %s", d.Result)
	}
	if d := decide(t, FIBlitz2018, fideRated(blitzUnsup), once, adjustPieces{Player: W}); d.Result != Ongoing || slices.Contains(d.Articles, "FI 4–5") {
		t.Errorf("FI 4–5, rated: %s %v", d.Result, d.Articles)
	}
}

// TestFIDE2023_III_2_2_BothFlagsNotInBlitzOrWithIncrement: the Guidelines
// "apply only to standard and rapid play without increment and not to
// blitz": their both-flags draw (III.3.1.2) is not given there.
func TestFIDE2023_III_2_2_BothFlagsNotInBlitzOrWithIncrement(t *testing.T) {
	for _, c := range []struct {
		name string
		rs   RulesetID
		ev   Event
		inc  bool
		want engine.Result
	}{
		{"2023 rapid, no increment", FIDE2023, quickplay(rapidSup), false, Draw},
		{"2023 rapid with increment", FIDE2023, quickplay(rapidSup), true, Ongoing},
		{"2023 blitz", FIDE2023, quickplay(blitzSup), false, Ongoing},
		{"2018 blitz", FIDE2018, quickplay(blitzUnsup), false, Ongoing},
		{"2018 standard with increment", FIDE2018, quickplay(std), true, Ongoing},
	} {
		d := decide(t, c.rs, c.ev, midgame, BothFlags{FinalPeriod: true, HasIncrement: c.inc})
		if d.Result != c.want {
			t.Errorf("%s: %s %v", c.name, d.Result, d.Articles)
		}
		if c.want == Ongoing && !slices.Contains(d.Articles, "III.2.2") {
			t.Errorf("%s: articles %v lack III.2.2", c.name, d.Articles)
		}
	}
}

// TestFIBlitz_FI6_BothFlagsByTheClocksRecord: with both clocks at 0.00
// "the result is decided by the order of events the clock shows"; only the
// event's rules may make it a draw. Without a known order the rule gives no
// draw: the arbiter reads the clock.
func TestFIBlitz_FI6_BothFlagsByTheClocksRecord(t *testing.T) {
	d := decide(t, FIBlitz2018, blitzUnsup, midgame, BothFlags{FinalPeriod: true})
	if d.Result != Ongoing || !slices.Contains(d.Articles, "FI 6") || d.ExplanationKey != "rules.ruling.both-flags-fi6-order" {
		t.Errorf("order unknown: %s %v %s", d.Result, d.Articles, d.ExplanationKey)
	}
	if d := decide(t, FIBlitz2018, blitzUnsup, midgame, BothFlags{OrderKnown: true, FirstFlag: B}); d.Result != WhiteWins {
		t.Errorf("Black's flag first: %s", d.Result)
	}
	if d := decide(t, FIBlitz2018, with(blitzUnsup, func(e *Event) { e.BothZeroDraw = true }), midgame, BothFlags{}); d.Result != Draw {
		t.Errorf("event's draw: %s", d.Result)
	}
}

// TestCompare_USSR1953_20_FIDE_8_4_DutyDiffers: with three minutes left the
// 1953 code still has the player record (§20) and FIDE 8.4 relieves him:
// the same result and continuation, but opposite duties, which the
// comparison names.
func TestCompare_USSR1953_20_FIDE_8_4_DutyDiffers(t *testing.T) {
	c := compare(t, Event{Ruleset: FIDE2023, Type: Standard}, midgame, ScoresheetDuty{Player: W, Remaining: 3 * time.Minute})
	for _, e := range c.Editions {
		if e.Ruleset == USSR1953 && !slices.Contains(e.Differs, "duty") {
			t.Errorf("1953 differs %v, want duty", e.Differs)
		}
		if e.Ruleset == FIDE2018 && len(e.Differs) != 0 {
			t.Errorf("2018 differs %v", e.Differs)
		}
	}
}

// TestFIDE2023_SubArticlesCited: a rejected quickplay claim is III.5.3 (two
// minutes to the opponent), a postponed one III.5.2; a set-up claim after
// ten moves each is A.5.1.2 (2018 A.4.1.2), a clock setting A.5.1.1; the
// 1953 code's adjusting is §14 ("kohendan" first), not a gap.
func TestFIDE2023_SubArticlesCited(t *testing.T) {
	qp := quickplay(rapidSup)
	ten := Facts{Moves: Sides{White: 12, Black: 12}}
	checkCited(t, []citedCase{
		{FIDE2023, qp, midgame, QuickplayClaim{Player: W, Remaining: time.Minute, Finding: FindingReject}, "III.5.3"},
		{FIDE2023, qp, midgame, QuickplayClaim{Player: W, Remaining: time.Minute, Finding: FindingPostpone}, "III.5.2"},
		{FIDE2023, rapidUnsup, ten, WrongSetup{}, "A.5.1.2"},
		{FIDE2018, rapidUnsup, ten, WrongSetup{}, "A.4.1.2"},
		{FIDE2023, rapidUnsup, ten, ClockCorrection{Correction: [2]time.Duration{time.Minute, 0}}, "A.5.1.1"},
		{USSR1953, std, midgame, adjustPieces{Player: W}, "§14"},
	})
}

// TestFIDE2023_I_10_SealerLateAtResumption: "a player who arrives at the
// resumption later than the default time loses" — either player, the one
// who sealed too, unless the arbiter decides otherwise; a sealed move that
// ended the game stands. Under 1953 the sealer's lateness is §17c's.
func TestFIDE2023_I_10_SealerLateAtResumption(t *testing.T) {
	hour := with(std, func(e *Event) { e.Lateness = dur(time.Hour) })
	// White answers the sealed move; Black sealed it and comes 2 hours late.
	in := Resumption{Player: W, AnswererPresent: true, SealerLate: 2 * time.Hour}
	for _, c := range []struct {
		rs      RulesetID
		article string
	}{{FIDE2023, "I.10"}, {FIDE2014, "E.10"}, {USSR1953, "§17c"}} {
		d := decide(t, c.rs, hour, midgame, in)
		if d.Result != WhiteWins || !slices.Contains(d.Articles, c.article) || d.ExplanationKey != "rules.ruling.resume-sealer-late" {
			t.Errorf("%s: %s %v %s", c.rs, d.Result, d.Articles, d.ExplanationKey)
		}
	}
	excused := in
	excused.ArbiterExcuses = true
	if d := decide(t, FIDE2023, hour, midgame, excused); d.Result != Ongoing || d.Continuation != SealReply {
		t.Errorf("excused: %s %s", d.Result, d.Continuation)
	}
	ended := in
	ended.AlreadyEnded = true
	if d := decide(t, FIDE2023, hour, midgame, ended); d.Continuation != ResultStands {
		t.Errorf("sealed move ended the game: %s", d.Continuation)
	}
	// Within the default time the sealer's absence is I.9.3's.
	on := in
	on.SealerLate = 30 * time.Minute
	if d := decide(t, FIDE2023, hour, midgame, on); d.Result != Ongoing || d.Continuation != SealReply {
		t.Errorf("within the time: %s %s", d.Result, d.Continuation)
	}
}

// TestFIDE2023_III_4_III_5_QuickplayOnlyByThePlayerHavingTheMove: "if
// the player having the move has less than two minutes left" he may ask
// for an increment (III.4) or claim a draw (III.5); FI 7.0 likewise with 30
// seconds. The player who has just moved may not.
func TestFIDE2023_III_4_III_5_QuickplayOnlyByThePlayerHavingTheMove(t *testing.T) {
	qp := quickplay(rapidSup)
	for _, c := range []struct {
		rs        RulesetID
		ev        Event
		in, moved Incident
	}{
		{FIDE2023, qp, QuickplayClaim{Player: W, Remaining: time.Minute, Finding: FindingDraw}, QuickplayClaim{Player: W, Remaining: time.Minute, Finding: FindingDraw, Moved: true}},
		{FIDE2023, qp, QuickplaySwitch{Player: W, Remaining: time.Minute, ArbiterAgrees: true}, QuickplaySwitch{Player: W, Remaining: time.Minute, ArbiterAgrees: true, Moved: true}},
		{FIDE2014, qp, QuickplayClaim{Player: W, Remaining: time.Minute, Finding: FindingDraw}, QuickplayClaim{Player: W, Remaining: time.Minute, Finding: FindingDraw, Moved: true}},
		{FIBlitz2018, blitzUnsup, QuickplayClaim{Player: W, Remaining: 20 * time.Second, Finding: FindingDraw}, QuickplayClaim{Player: W, Remaining: 20 * time.Second, Finding: FindingDraw, Moved: true}},
	} {
		moved := c.moved
		if d := decide(t, c.rs, c.ev, midgame, moved); d.Result != Ongoing || d.TimeAdjust != (Sides{}) || d.IncrementSwitchSeconds != 0 || d.ExplanationKey != "rules.ruling.quickplay-not-on-move" {
			t.Errorf("%s %s after moving: %s %+v %s", c.rs, c.in.Kind(), d.Result, d.TimeAdjust, d.ExplanationKey)
		}
		if d := decide(t, c.rs, c.ev, midgame, c.in); d.ExplanationKey == "rules.ruling.quickplay-not-on-move" {
			t.Errorf("%s %s on move refused", c.rs, c.in.Kind())
		}
	}
}

// TestFIBlitz_FI3_NotInAFIDERatedEvent_A_4_2: FI 3 lets the event's rules
// make the first illegal move lose, "mainly in national events that are
// not FIDE-rated"; a FIDE-rated game, supervised or not, is played under
// the Laws: without adequate supervision A.4.2 sends the first illegal move
// to 7.5.5 (restored, one minute to the opponent in blitz). The event's
// rule is set aside with a note, under any ruleset.
func TestFIBlitz_FI3_NotInAFIDERatedEvent_A_4_2(t *testing.T) {
	for _, c := range []struct {
		rs   RulesetID
		ev   Event
		cite string
	}{
		{FIBlitz2018, fideRated(firstIllegalLoses(blitzUnsup)), "A.4.2.1"},
		{FIBlitz2018, fideRated(firstIllegalLoses(blitzSup)), "B.3"},
		{FIDE2023, fideRated(firstIllegalLoses(blitzUnsup)), "A.5.2"},
	} {
		d := decide(t, c.rs, c.ev, midgame, IllegalMove{Player: W})
		noted := hasNote(d, "event-first-illegal-loses-rated")
		if d.Result != Ongoing || d.TimeAdjust != (Sides{Black: 60}) || slices.Contains(d.Articles, "FI 3") ||
			!slices.Contains(d.Articles, "7.5.5") || !slices.Contains(d.Articles, c.cite) || !noted {
			t.Errorf("%s %+v: %s %+v %v %v", c.rs, c.ev, d.Result, d.TimeAdjust, d.Articles, d.Notes)
		}
	}
	notRated := firstIllegalLoses(blitzUnsup)
	if d := decide(t, FIBlitz2018, notRated, midgame, IllegalMove{Player: W}); d.Result != BlackWins {
		t.Errorf("not rated: %s, want the event's rule applied", d.Result)
	}
}

// TestFIDE2023_A_5_5_ClaimantsOwnFlagDownIsSaid: where the arbiter calls
// flags (2023 A.5.5, blitz by B.3; standard by 6.9) the claimant's own
// flag being down too changes nothing in the flag ruled on, and the
// ruling said nothing of it: it notes that both flags are down. Under
// 2014 A.4.c the claim fails by it, as before, with no note.
func TestFIDE2023_A_5_5_ClaimantsOwnFlagDownIsSaid(t *testing.T) {
	noted := func(d Decision) bool { return hasNote(d, "flag-claimant-down-unread") }
	in := FlagFall{Player: W, Claimed: true, ClaimantFlagDown: true}
	for _, ev := range []Event{blitzUnsup, std} {
		d := decide(t, FIDE2023, ev, midgame, in)
		if !noted(d) {
			t.Errorf("2023 %s: %s %v, notes %v: the claimant's flag is not said", ev.Type, d.Result, d.Articles, d.Notes)
		}
		in.ClaimantFlagDown = false
		if d := decide(t, FIDE2023, ev, midgame, in); noted(d) {
			t.Errorf("2023 %s: noted without the claimant's flag down", ev.Type)
		}
		in.ClaimantFlagDown = true
	}
	if d := decide(t, FIDE2014, blitzUnsup, midgame, in); d.Result != Ongoing || noted(d) {
		t.Errorf("2014 A.4.c: %s, notes %v", d.Result, d.Notes)
	}
}

// TestFIDE_9_5_ClaimOfAGameWithNoMoveRecordedIsTheArbitersToEstablish: a
// repetition or fifty-move claim is decided on the record (9.5), and in
// unsupervised blitz there is often none (A.2): with no move recorded the
// record shows nothing of the claim, so whether it is correct is a fact
// the arbiter must establish, and the ruling says that it takes the claim
// as he states it. The desk checked its empty record and found "the
// position occurred only once", adding a minute to the opponent, where the
// command line ruled the same claim a draw on the arbiter's word.
func TestFIDE_9_5_ClaimOfAGameWithNoMoveRecordedIsTheArbitersToEstablish(t *testing.T) {
	hasNote := func(d Decision) bool {
		return slices.ContainsFunc(d.Notes, func(m engine.Message) bool { return m.Key == "rules.note.claim-unrecorded" })
	}
	for _, rs := range []RulesetID{FIDE2023, FIBlitz2018, USSR1953} {
		ev := blitzUnsup
		if rs == USSR1953 {
			ev = std
		}
		for _, in := range []Incident{ClaimThreefold{Player: W}, ClaimThreefold{Player: W, Correct: true}, ClaimFifty{Player: W, Correct: true}} {
			if d := decide(t, rs, ev, Facts{}, in); !hasNote(d) {
				t.Errorf("%s %+v, no move recorded: notes %v, want the claim said to be the arbiter's to establish", rs, in, d.Notes)
			}
			if d := decide(t, rs, ev, midgame, in); hasNote(d) {
				t.Errorf("%s %+v on a record: notes %v, want no word of an unrecorded claim", rs, in, d.Notes)
			}
		}
		// The empty record leaves the claim as stated, for either answer.
		for _, correct := range []bool{true, false} {
			var in Incident = ClaimThreefold{Player: W, Correct: correct}
			cr, err := CheckClaim(rs, engine.NewGame(engine.StartPosition()), &in, engine.NoMove)
			if err != nil {
				t.Fatal(err)
			}
			if !cr.Unrecorded || in.(ClaimThreefold).Correct != correct {
				t.Errorf("%s: the empty record's check %+v made the claim stated %v %+v", rs, cr, correct, in)
			}
		}
	}
}
