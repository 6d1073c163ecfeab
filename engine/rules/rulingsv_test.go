package rules

import (
	"slices"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/internal/testform"
)

// TestUSSR1953_21_ConsentedAdjournmentBeforeControlChargesNothing: §21
// makes the sealer take the rest of the session only "when the control
// moves have been made by both players"; adjourning before the control is
// allowed only with the arbiter's consent, and then nothing is charged: in
// the code's own figures (40 moves in 2 h, 4 h session, White 1:35, Black
// 1:20 used) Black's envelope keeps 1:20, not 2:25.
func TestUSSR1953_21_ConsentedAdjournmentBeforeControlChargesNothing(t *testing.T) {
	used := [2]*time.Duration{new(95 * time.Minute), new(80 * time.Minute)}
	d := decide(t, USSR1953, std, midgame, Adjourn{Player: B, Session: 4 * time.Hour, Used: used, Control: ControlNotReached, ArbiterConsent: true})
	if d.Continuation != Seal || d.TimeAdjust != (Sides{}) || d.ExplanationKey != "rules.ruling.ussr-adjourn-consented" {
		t.Fatalf("before the control, consented: %s %+v %s, want a seal charging nothing", d.Continuation, d.TimeAdjust, d.ExplanationKey)
	}
	if d.Envelope == nil || d.Envelope.UsedText(B, keyOnly) != "1:20:00" || d.Envelope.UsedText(W, keyOnly) != "1:35:00" {
		t.Fatalf("envelope %+v, want the times used (1:35, 1:20)", d.Envelope)
	}
	if !slices.Contains(d.Articles, "§21") {
		t.Errorf("articles %v, want §21", d.Articles)
	}
	// Once both have made the control's moves the worked example holds.
	d = decide(t, USSR1953, std, midgame, Adjourn{Player: B, Session: 4 * time.Hour, Used: used, Control: ControlReached, ArbiterConsent: true})
	if d.TimeAdjust != (Sides{Black: -65 * 60}) || d.Envelope.UsedText(B, keyOnly) != "2:25:00" {
		t.Errorf("after the control: %+v, envelope %+v, want Black charged 1:05 (2:25 used)", d.TimeAdjust, d.Envelope)
	}
}

// TestFIBlitz2018_A_4_2_1_UnsupervisedIllegalMove: the Finnish blitz rules
// number the illegal-move article A.4.2.1; they have no A.4.2.
func TestFIBlitz2018_A_4_2_1_UnsupervisedIllegalMove(t *testing.T) {
	for _, in := range []Incident{IllegalMove{Player: W}, IllegalMove{Player: B, OpponentMoved: true}} {
		d := decide(t, FIBlitz2018, blitzUnsup, midgame, in)
		if !slices.Contains(d.Articles, "A.4.2.1") || slices.Contains(d.Articles, "A.4.2") {
			t.Errorf("%+v: articles %v, want A.4.2.1 and no A.4.2", in, d.Articles)
		}
	}
}

// TestUSSR1953_22_TimeAddedInAResumedGame: the clocks of a resumed game are
// §22's: set wrong, they are corrected towards more time only. An addition
// cites §22, not §19 alone; a reduction is refused under §22.
func TestUSSR1953_22_TimeAddedInAResumedGame(t *testing.T) {
	d := decide(t, USSR1953, std, midgame, ClockCorrection{Correction: [2]time.Duration{5 * time.Minute, 0}, Resumed: true})
	if !slices.Equal(d.Articles, []string{"§22"}) || d.TimeAdjust != (Sides{White: 300}) {
		t.Errorf("addition: %v %+v, want §22 and five minutes to White", d.Articles, d.TimeAdjust)
	}
	// Black's clock alone set short: White's correction of nothing is no
	// reduction.
	d = decide(t, USSR1953, std, midgame, ClockCorrection{Correction: [2]time.Duration{0, 5 * time.Minute}, Resumed: true})
	if !slices.Equal(d.Articles, []string{"§22"}) || d.TimeAdjust != (Sides{Black: 300}) {
		t.Errorf("addition to Black: %v %+v %s, want §22 and five minutes to Black", d.Articles, d.TimeAdjust, d.ExplanationKey)
	}
	d = decide(t, USSR1953, std, midgame, ClockCorrection{Correction: [2]time.Duration{-5 * time.Minute, 0}, Resumed: true})
	if !slices.Equal(d.Articles, []string{"§22"}) || d.TimeAdjust != (Sides{}) || d.ExplanationKey != "rules.ruling.ussr-correction-resumed" {
		t.Errorf("reduction: %v %+v %s, want §22 refusing it", d.Articles, d.TimeAdjust, d.ExplanationKey)
	}
	// Not resumed: §19 as before.
	d = decide(t, USSR1953, std, midgame, ClockCorrection{Correction: [2]time.Duration{5 * time.Minute, 0}})
	if !slices.Equal(d.Articles, []string{"§19"}) {
		t.Errorf("not resumed: %v, want §19", d.Articles)
	}
}

// TestFIDE_8_3_FaultyElectronicScoresheetDevice: "if an electronic
// scoresheet device is obviously faulty, the arbiter shall replace it"
// (8.3 of the 2023 Laws, their second sentence). The 2018 Laws' 8.3 says
// only that the scoresheets are the organiser's, and their 8.1.1 knows only
// the paper scoresheet, so the 2018 Laws, the Finnish blitz rules over them,
// the 2014 Laws and the 1953 code do not cover the device.
func TestFIDE_8_3_FaultyElectronicScoresheetDevice(t *testing.T) {
	for _, c := range []struct {
		rs      RulesetID
		ev      Event
		covered bool
	}{{FIDE2023, std, true}, {FIDE2018, std, false}, {FIBlitz2018, blitzUnsup, false}, {FIDE2014, std, false}, {USSR1953, std, false}} {
		d := decide(t, c.rs, c.ev, midgame, ScoresheetDevice{Player: W})
		switch {
		case c.covered && (!slices.Contains(d.Articles, "8.3") || d.Continuation != Continue || d.Result != Ongoing):
			t.Errorf("%s: %v %s %s, want 8.3, the device replaced, play on", c.rs, d.Articles, d.Result, d.Continuation)
		case !c.covered && d.Continuation != NotCovered:
			t.Errorf("%s: %s, want not covered", c.rs, d.Continuation)
		}
	}
	in, err := ParseIncident([]byte(`{"kind":"scoresheet-device","player":1}`))
	if err != nil || in != (ScoresheetDevice{Player: B}) {
		t.Errorf("parse: %+v %v", in, err)
	}
}

// TestFIDE_I_4_OfferAfterSealingDeclinedByTouch: I.4 (2014 E.4) keeps an
// offer made after the opponent sealed valid until he accepts it or rejects
// it "as in Article 9.1", where touching a piece with the intention of
// moving or capturing it rejects it (9.1.2.1, 2014 9.1.b(1)); the touch then
// binds him. Accepted and declined by a touch at once is refused, not
// ruled on one of the two.
func TestFIDE_I_4_OfferAfterSealingDeclinedByTouch(t *testing.T) {
	for rs, want := range map[RulesetID][]string{
		FIDE2023: {"I.4", "9.1.2.1", "4.3.1"}, FIDE2018: {"I.4", "9.1.2.1", "4.3.1"}, FIDE2014: {"E.4", "9.1.b", "4.3.a"},
	} {
		d := decide(t, rs, std, midgame, DrawOffer{Player: W, AfterSealing: true, DeclinedByTouch: true})
		if d.Result != Ongoing || d.Continuation != MoveTouched || d.ExplanationKey != "rules.ruling.offer-after-sealing-declined" {
			t.Errorf("%s: %s %s %s, want the offer declined and the touch binding", rs, d.Result, d.Continuation, d.ExplanationKey)
		}
		citesAll(t, string(rs), d, want)
		for _, in := range []DrawOffer{
			{Player: W, AfterSealing: true, DeclinedByTouch: true, OfferAccepted: true},
			{Player: W, DeclinedByTouch: true, OfferAccepted: true},
		} {
			_, err := Decide(Event{Ruleset: rs, Type: Standard}, midgame, in)
			if testform.KeyOf(err) != "rules.error.offer-accepted-and-declined" {
				t.Errorf("%s %+v: %v, want the contradiction refused", rs, in, err)
			}
		}
	}
}

// TestFIDE_6_7_LateStartByClockTime: the commentary on 6.7 has the arbiter
// note when the round actually started: begun at 15.15 instead of 15.00,
// with half an hour's default time, whoever arrives after 15.45 loses. The
// lateness is given as the clock times as well as a duration, and the two
// must agree.
func TestFIDE_6_7_LateStartByClockTime(t *testing.T) {
	half := 30 * time.Minute
	ev := Event{Type: Standard, Lateness: &half}
	for _, c := range []struct {
		arrived ClockTime
		result  engine.Result
	}{{"15:45", Ongoing}, {"15:46", BlackWins}} {
		d := decide(t, FIDE2023, ev, midgame, Lateness{Player: W, Started: "15:15", Arrived: c.arrived})
		if d.Result != c.result || !slices.Contains(d.Articles, "6.7.1") {
			t.Errorf("arrived %s: %s %v, want %s under 6.7.1", c.arrived, d.Result, d.Articles, c.result)
		}
		if !hasNote(d, "late-by-clock") {
			t.Errorf("arrived %s: notes %v, want the times stated", c.arrived, d.Notes)
		}
		// The same by duration, under the 1953 code's hour as well.
		byTime := decide(t, USSR1953, std, midgame, Lateness{Player: W, Started: "15:15", Arrived: "16:16"})
		byDuration := decide(t, USSR1953, std, midgame, Lateness{Player: W, Late: 61 * time.Minute})
		if byTime.Result != byDuration.Result || byTime.Result != BlackWins {
			t.Errorf("1953 §17c: by time %s, by duration %s, want both a loss", byTime.Result, byDuration.Result)
		}
	}
	for _, in := range []Lateness{
		{Player: W, Arrived: "15:46"},
		{Player: W, Started: "15:15", Arrived: "15:00"},
		{Player: W, Started: "15:15", Arrived: "15:46", Late: 10 * time.Minute},
		{Player: W, Started: "3 pm", Arrived: "15:46"},
	} {
		if _, err := Decide(Event{Ruleset: FIDE2023, Type: Standard, Lateness: &half}, midgame, in); err == nil {
			t.Errorf("%+v: ruled, want it refused", in)
		}
	}
}

// TestFIDE_6_7_ClockTimesOfTheWholeDay: the times of day the arbiter notes
// for a late start run from 0:00 to 23:59, written back with two digits;
// an hour or minute past them is refused, not read as another time.
func TestFIDE_6_7_ClockTimesOfTheWholeDay(t *testing.T) {
	for text, want := range map[ClockTime]string{"0:00": "00:00", "9:05": "09:05", "23:59": "23:59", "12:00": "12:00"} {
		if _, err := text.clock(); err != nil || text.String() != want {
			t.Errorf("%q: %q, %v; want %q", string(text), text.String(), err, want)
		}
	}
	for _, text := range []ClockTime{"24:00", "12:60", "-1:30", "12:5", "noon"} {
		if _, err := text.clock(); err == nil || text.String() != string(text) {
			t.Errorf("%q read as %q, want it refused", string(text), text.String())
		}
	}
}

// TestFIDE_6_7_ArrivedAsTheRoundStartedIsNotLate: 6.7.1 forfeits a player
// who arrives after the start; one whose arrival the arbiter notes at the
// very minute the round started is not late at all, with a default time of
// zero too, and his arrival is no contradiction of the times.
func TestFIDE_6_7_ArrivedAsTheRoundStartedIsNotLate(t *testing.T) {
	d := decide(t, FIDE2023, std, midgame, Lateness{Player: W, Started: "15:15", Arrived: "15:15"})
	if d.Result != Ongoing {
		t.Errorf("arrived as the round started: %s %v, want the game to go on", d.Result, d.Articles)
	}
}

// TestFIDE_8_4_FiveMinutesLeftStillRecords: the relief of 8.4 (2018, 2023)
// is for less than five minutes left without an increment of 30 seconds;
// with five minutes exactly the player still records (8.1.1).
func TestFIDE_8_4_FiveMinutesLeftStillRecords(t *testing.T) {
	for _, rs := range []RulesetID{FIDE2018, FIDE2023} {
		d := decide(t, rs, std, midgame, ScoresheetDuty{Player: W, Remaining: 5 * time.Minute})
		if d.ExplanationKey != "rules.ruling.scoresheet-required" || slices.Contains(d.Articles, "8.4") {
			t.Errorf("%s, five minutes left: %v %s, want the duty without 8.4's relief", rs, d.Articles, d.ExplanationKey)
		}
	}
}
