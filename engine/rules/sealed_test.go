package rules

import (
	"errors"
	"testing"

	"arbiter/engine"
)

// sealedCase is a sealed move written in a language's letters and what
// InterpretSealed must make of it.
type sealedCase struct {
	name, fen, text string
	lang            engine.Lang
	want            SealedStatus
	move            string // the move meant, from-to, when one is
}

// checkSealed holds InterpretSealed to each case.
func checkSealed(t *testing.T, cases []sealedCase) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			p := *pos(t, tt.fen)
			m, got := InterpretSealed(p, tt.text, tt.lang)
			if got != tt.want {
				t.Fatalf("%s = %s, want %s", tt.text, got, tt.want)
			}
			if tt.move != "" && m.From().String()+m.To().String() != tt.move {
				t.Errorf("%s means %s%s, want %s", tt.text, m.From(), m.To(), tt.move)
			}
		})
	}
}

// TestInterpretSealed follows the worked examples of the 1953 code (§23),
// in Estonian letters (O bishop, R knight, L queen, V rook).
func TestInterpretSealed(t *testing.T) {
	const inLanguage = "SealedMoveReadInEventLanguage_I8_Par23/"
	checkSealed(t, []sealedCase{
		{"clear", "6k1/8/8/8/8/8/8/1B2K3 w - - 0 40", "Ob1—f5", engine.Estonian, sealedClear, "b1f5"},
		{"bishop can reach g6 and h7: ambiguous", "6k1/8/8/8/8/8/8/1B2K3 w - - 0 40", "Ob1—g7", engine.Estonian, sealedAmbiguous, ""},
		{"knight e7 moves on the f-file only to f5", "4k3/4N3/8/8/8/8/8/4K3 w - - 0 40", "Re7—f4", engine.Estonian, sealedSlip, "e7f5"},
		{"another knight reaches f4: ambiguous", "4k3/4N3/8/8/8/3N4/8/4K3 w - - 0 40", "Re7—f4", engine.Estonian, sealedAmbiguous, ""},
		{"queen from c7, written d7", "4k3/2Q5/8/8/8/8/8/4K3 w - - 0 40", "Ld7—f4", engine.Estonian, sealedSlip, "c7f4"},
		{"no rook can get there: illegal", "6k1/8/8/8/8/8/8/1B2K3 w - - 0 40", "Vb1—b5", engine.Estonian, sealedIllegal, ""},
		{"scrawl: illegible", "6k1/8/8/8/8/8/8/1B2K3 w - - 0 40", "O??", engine.Estonian, sealedIllegible, ""},
		{"scrawl ending in a file letter, no square: illegible", "6k1/8/8/8/8/8/8/1B2K3 w - - 0 40", "O?b", engine.Estonian, sealedIllegible, ""},
		{"no rook on the a-file: illegal", "6k1/8/8/8/8/8/8/1B2K3 w - - 0 40", "Va1—a8", engine.Estonian, sealedIllegal, ""},
		{"no rook on the h-file: illegal", "6k1/8/8/8/8/8/8/1B2K3 w - - 0 40", "Vh1—h8", engine.Estonian, sealedIllegal, ""},
		{"no rook on the first rank: illegal", "6k1/8/8/8/8/8/8/1B2K3 w - - 0 40", "Va1—h1", engine.Estonian, sealedIllegal, ""},
		{"no rook on the eighth rank: illegal", "6k1/8/8/8/8/8/8/1B2K3 w - - 0 40", "Va8—h8", engine.Estonian, sealedIllegal, ""},
		{"no pawn on a2: illegal", "6k1/8/8/8/8/8/8/1B2K3 w - - 0 40", "a2—a4", engine.Estonian, sealedIllegal, ""},
		{"pawn move in full notation", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 40", "e2—e4", engine.Estonian, sealedClear, "e2e4"},
		// SealedMoveReadInEventLanguage_I8_Par23: a sealed move is read in the
		// event's notation only. FIDE 2023 I.8.1 loses the game for an ambiguous
		// sealed move; a Finnish "Lf4" (L, lähetti: bishop) where only the bishop
		// reaches f4 as a bishop is clear, though an Estonian L (lipp: queen) could
		// also go there. 1953 §23 loses the game when the arbiter cannot establish
		// the move's meaning "with full certainty"; an Estonian "Rf3" (R, ratsu:
		// knight) with no knight able to reach f3 is illegal, not an English rook
		// move.
		{inLanguage + "FIDE 2023 I.8.1, Finnish L is the bishop, not the Estonian queen", "4k3/8/8/8/8/8/1Q6/2B1K3 w - - 0 40", "Lf4", engine.Finnish, sealedClear, "c1f4"},
		{inLanguage + "FIDE 2023 I.8.1, Finnish D is the queen", "4k3/8/8/8/8/8/1Q6/2B1K3 w - - 0 40", "Df6", engine.Finnish, sealedClear, "b2f6"},
		{inLanguage + "1953 §23, Estonian R is a knight: no knight reaches f3", "4k3/8/8/8/8/8/8/4K2R w - - 0 40", "Rf3", engine.Estonian, sealedIllegal, ""},
		{inLanguage + "1953 §23, Estonian V is the rook", "4k3/8/8/8/8/8/8/4K2R w - - 0 40", "Vh3", engine.Estonian, sealedClear, "h1h3"},
		{inLanguage + "1953 §23, English R in an English event is the rook", "4k3/8/8/8/8/8/8/4K2R w - - 0 40", "Rh3", engine.English, sealedClear, "h1h3"},
		{inLanguage + "1953 §23 slip in Finnish letters: Re7—f4 for the knight on e7", "4k3/4N3/8/8/8/8/8/4K3 w - - 0 40", "Re7—f4", engine.Finnish, sealedSlip, "e7f5"},
	})
}

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
		Adjourn{Player: W}, SealedMove{Player: W, Sealed: sealedClear}, Resumption{Player: W, AnswererPresent: true, SealerPresent: true},
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
		c, err := Compare(ev, midgame, SealedMove{Player: W, Sealed: sealedClear}, nil)
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
		if _, err := Decide(blitzUnsup, midgame, in); err != nil {
			t.Errorf("blitz %s: %v", in.Kind(), err)
		}
	}
}
