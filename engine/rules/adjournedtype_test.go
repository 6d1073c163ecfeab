package rules

import (
	"errors"
	"testing"

	"arbiter/engine"
)

// TestAdjournmentRefusedOutsideStandard_I_1_1: the adjournment
// (Guidelines I, 2014 Appendix E) is for a game "not finished at the end
// of the time prescribed for play" (I.1.1); the rapid and blitz
// appendices, which have every move made in a fixed time (A.1, B.1), and
// the Finnish blitz rules provide none. A ruling on a sealed move, an
// envelope or a resumption in a rapid or blitz game is refused naming the
// type, not given as if the game were standard; a blitz sealed move was
// ruled clear without a word.
func TestAdjournmentRefusedOutsideStandard_I_1_1(t *testing.T) {
	incidents := []Incident{
		Adjourn{Player: W}, SealedMove{Player: W, Sealed: SealedClear}, Resumption{Player: W, AnswererPresent: true, SealerPresent: true},
		EnvelopeLost{Player: W}, SealedClaim{Player: W, Declared: true, Correct: true},
		DrawOffer{Player: W, AfterSealing: true}, WrongSetup{Resumed: true}, ClockCorrection{Resumed: true},
	}
	for _, ev := range []Event{
		{Ruleset: FIDE2023, Type: Blitz}, {Ruleset: FIDE2023, Type: Rapid, Supervised: true},
		{Ruleset: FIDE2018, Type: Rapid}, {Ruleset: FIDE2014, Type: Blitz}, {Ruleset: FIBlitz2018},
		{Ruleset: FIBlitz2018, FIDERated: true},
	} {
		for _, in := range incidents {
			d, err := Decide(ev, midgame, in)
			var e *engine.Message
			if !errors.As(err, &e) || e.Key != "rules.error.not-adjourned" {
				t.Errorf("%s %s %s: %v (%s), want the error rules.error.not-adjourned", ev.Ruleset, ev.Type, in.Kind(), err, d.ExplanationKey)
				continue
			}
			want := ev.Type
			if want == "" {
				want = Blitz
			}
			if typ, _ := e.Args["type"].(engine.Message); typ.Key != want.Key() {
				t.Errorf("%s %s %s: the refusal names %v, want %s", ev.Ruleset, ev.Type, in.Kind(), e.Args["type"], want.Key())
			}
		}
		c, err := Compare(ev, midgame, SealedMove{Player: W, Sealed: SealedClear}, nil)
		if e := (*engine.Message)(nil); !errors.As(err, &e) || e.Key != "rules.error.not-adjourned" {
			t.Errorf("%s %s: the comparison gave %v, %d editions; want the refusal", ev.Ruleset, ev.Type, err, len(c.Editions))
		}
	}
	// A standard game is adjourned as before, and a draw offer, a wrong
	// set-up or a clock correction not after an adjournment is ruled in
	// blitz.
	for _, in := range incidents {
		if _, err := Decide(std, midgame, in); err != nil {
			t.Errorf("standard %s: %v", in.Kind(), err)
		}
	}
	for _, in := range []Incident{DrawOffer{Player: W}, WrongSetup{}, ClockCorrection{}} {
		if _, err := Decide(Event{Type: Blitz}, midgame, in); err != nil {
			t.Errorf("blitz %s: %v", in.Kind(), err)
		}
	}
}
