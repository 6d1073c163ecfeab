package rules

import (
	"fmt"
	"slices"
	"testing"

	"arbiter/engine"
	"arbiter/internal/testform"
)

// ruledCase is an incident decided under one ruleset, and what the ruling
// must say: the articles among its citations, its result and explanation.
type ruledCase struct {
	rs       RulesetID
	ev       Event
	in       Incident
	articles []string
	result   engine.Result
	explain  string
	// penalty: the arbiter chooses from 12.9's list; opponentTime, the
	// seconds the opponent of the incident's player is given.
	penalty      bool
	opponentTime int
}

func checkRuled(t *testing.T, cases []ruledCase) {
	t.Helper()
	for _, c := range cases {
		d := decide(t, c.rs, c.ev, Facts{}, c.in)
		p, _ := c.in.Side()
		citesAll(t, fmt.Sprint(c.rs, " ", c.in.Kind()), d, c.articles)
		if d.Result != c.result || d.ExplanationKey != "rules.ruling."+c.explain || d.PenaltyChoice != c.penalty ||
			d.TimeAdjust.Get(p.Other()) != c.opponentTime {
			t.Errorf("%s %+v: %s %s, penalty choice %v, time %+v; want %s %s, %v, %d s to the opponent",
				c.rs, c.in, d.Result, d.ExplanationKey, d.PenaltyChoice, d.TimeAdjust, c.result, c.explain, c.penalty, c.opponentTime)
		}
	}
}

// TestRuling_FIDE2023_4_1_TwoHands_NotPressed: "a move must be made with
// one hand only" (4.1, every FIDE edition): before the clock is pressed
// it is no illegal move, and the arbiter chooses a 12.9 penalty. The 1953
// code has no such rule.
func TestRuling_FIDE2023_4_1_TwoHands_NotPressed(t *testing.T) {
	in := TwoHands{Player: engine.Black}
	checkRuled(t, []ruledCase{
		{FIDE2023, std, in, []string{"4.1", "12.9"}, Ongoing, "two-hands-not-pressed", true, 0},
		{FIDE2018, std, in, []string{"4.1", "12.9"}, Ongoing, "two-hands-not-pressed", true, 0},
		{FIDE2014, std, in, []string{"4.1", "12.9"}, Ongoing, "two-hands-not-pressed", true, 0},
		{FIBlitz2018, blitzUnsup, in, []string{"4.1", "12.9"}, Ongoing, "two-hands-not-pressed", true, 0},
		{USSR1953, std, in, []string{"§26h"}, Ongoing, "not-covered", false, 0},
	})
}

// TestRuling_FIDE2023_7_5_4_TwoHands_ClockPressed: with the clock pressed
// the move is dealt with as an illegal move (2018 and 2023 7.5.4: the
// opponent's two minutes); the 2014 Laws had no 7.5.4, and the move made
// stands as a breach of 4.1.
func TestRuling_FIDE2023_7_5_4_TwoHands_ClockPressed(t *testing.T) {
	in := TwoHands{Player: engine.White, ClockPressed: true}
	checkRuled(t, []ruledCase{
		{FIDE2023, std, in, []string{"4.1", "7.5.4"}, Ongoing, "illegal-first", false, 120},
		{FIDE2018, std, in, []string{"4.1", "7.5.4"}, Ongoing, "illegal-first", false, 120},
		{FIDE2014, std, in, []string{"4.1", "12.9"}, Ongoing, "not-illegal-penalty", false, 0},
	})
}

// TestRuling_FIDE2023_6_2_3_ClockOtherHand: the clock is pressed with the
// hand that made the move (2018, 2023 and the Finnish blitz rules 6.2.3;
// 2014 6.2.b); the move stands and the arbiter chooses a 12.9 penalty.
func TestRuling_FIDE2023_6_2_3_ClockOtherHand(t *testing.T) {
	in := clockOtherHand{Player: engine.White}
	checkRuled(t, []ruledCase{
		{FIDE2023, std, in, []string{"6.2.3", "12.9"}, Ongoing, "clock-other-hand", true, 0},
		{FIDE2018, std, in, []string{"6.2.3", "12.9"}, Ongoing, "clock-other-hand", true, 0},
		{FIDE2014, std, in, []string{"6.2.b", "12.9"}, Ongoing, "clock-other-hand", true, 0},
		{FIBlitz2018, blitzUnsup, in, []string{"6.2.3", "12.9"}, Ongoing, "clock-other-hand", true, 0},
		{USSR1953, std, in, []string{"§26h"}, Ongoing, "not-covered", false, 0},
	})
}

// TestRuling_FIDE2023_9_2_1_1_ClaimWithoutWritingTheMove: a claim by an
// intended move needs the move written first (9.2.1.1, 9.3.1; 2014 9.2.a,
// 9.3.a; 8.1.2 lets it be written in advance): unwritten, it is no claim
// yet and nothing is penalised; the move made since, the claimant no
// longer has the move (9.5.3, 11.5). The 1953 code asks no writing (§18g):
// the claim is ruled as made, a false one losing.
func TestRuling_FIDE2023_9_2_1_1_ClaimWithoutWritingTheMove(t *testing.T) {
	in := ClaimUnwritten{Player: engine.White, Correct: true}
	fifty := ClaimUnwritten{Player: engine.White, Fifty: true, Correct: true}
	made := ClaimUnwritten{Player: engine.White, Correct: true, MoveMade: true}
	checkRuled(t, []ruledCase{
		{FIDE2023, std, in, []string{"9.2.1.1", "8.1.2"}, Ongoing, "claim-unwritten", false, 0},
		{FIDE2023, std, fifty, []string{"9.3.1", "8.1.2"}, Ongoing, "claim-unwritten", false, 0},
		{FIDE2018, std, in, []string{"9.2.1.1", "8.1.2"}, Ongoing, "claim-unwritten", false, 0},
		{FIDE2014, std, in, []string{"9.2.a", "8.1.a"}, Ongoing, "claim-unwritten", false, 0},
		{FIBlitz2018, blitzUnsup, in, []string{"9.2.1.1", "8.1.2"}, Ongoing, "claim-unwritten", false, 0},
		{FIDE2023, std, made, []string{"9.5.3", "11.5"}, Ongoing, "claim-not-on-move", false, 120},
		{USSR1953, std, in, []string{"§18g"}, Draw, "claim-correct", false, 0},
		{USSR1953, std, ClaimUnwritten{Player: engine.White}, []string{"§18g"}, engine.BlackWins, "ussr-threefold-false", false, 0},
	})
}

// TestRuling_FIDE2023_A_2_UnwrittenClaimWithoutAScoresheet: a rapid
// player, or a blitz player without adequate supervision, keeps no
// scoresheet (A.2; B.3) and yet keeps his claims: one who claims by a move
// not written has nothing to write it on, and the arbiter gives him a
// scoresheet to write it (A.2), which the ruling says. It said only
// "write the move on the scoresheet", citing 9.2.1.1 and 8.1.2 as for
// standard play. Supervised blitz keeps its scoresheets (B.2.2).
func TestRuling_FIDE2023_A_2_UnwrittenClaimWithoutAScoresheet(t *testing.T) {
	in := ClaimUnwritten{Player: engine.White, Correct: true}
	for _, c := range []struct {
		rs    RulesetID
		ev    Event
		sheet bool
	}{
		{FIDE2023, rapidUnsup, true}, {FIDE2023, rapidSup, true}, {FIDE2023, blitzUnsup, true},
		{FIDE2018, rapidUnsup, true}, {FIDE2014, blitzUnsup, true}, {FIBlitz2018, blitzUnsup, true},
		{FIDE2023, blitzSup, false}, {FIDE2023, std, false},
	} {
		d := decide(t, c.rs, c.ev, Facts{}, in)
		r, _ := Get(c.rs)
		want := r.Articles[topicScoresheetFree]
		if want == "" {
			t.Fatalf("%s names no article that players need not record", c.rs)
		}
		if got := slices.Contains(d.Articles, want) && hasNote(d, "claim-unwritten-sheet"); got != c.sheet {
			t.Errorf("%s %s supervised %v: articles %v, notes %v; want A.2's scoresheet said: %v", c.rs, c.ev.Type, c.ev.Supervised, d.Articles, d.Notes, c.sheet)
		}
	}
}

// TestRuling_FIDE2023_I_1_1_SealedMoveRepetitionClaim: the player who
// seals may claim a repetition by his sealed move, written and not to be
// changed once the clocks stop (I.1.1; 2014 E.1.a; 1953 §21), declaring
// it to the arbiter as he seals (9.2.1.1; 1953 §18g). Undeclared, the
// sealed move is made at the resumption and the opponent has the move.
// A blitz game is not adjourned (TestAdjournmentRefusedOutsideStandard_I_1_1).
func TestRuling_FIDE2023_I_1_1_SealedMoveRepetitionClaim(t *testing.T) {
	correct := SealedClaim{Player: engine.Black, Declared: true, Correct: true}
	wrong := SealedClaim{Player: engine.Black, Declared: true}
	late := SealedClaim{Player: engine.Black, Correct: true}
	checkRuled(t, []ruledCase{
		{FIDE2023, std, correct, []string{"I.1.1", "9.2.1.1", "9.5.2"}, Draw, "claim-correct", false, 0},
		{FIDE2023, std, wrong, []string{"I.1.1", "9.2.1.1", "9.5.3"}, Ongoing, "claim-incorrect", false, 120},
		{FIDE2023, std, late, []string{"I.1.1", "9.5.3"}, Ongoing, "claim-not-on-move", false, 120},
		{FIDE2018, std, correct, []string{"I.1.1", "9.2.1.1"}, Draw, "claim-correct", false, 0},
		{FIDE2014, std, correct, []string{"E.1.a", "9.2.a"}, Draw, "claim-correct", false, 0},
		{USSR1953, std, correct, []string{"§21", "§18g"}, Draw, "claim-correct", false, 0},
		{USSR1953, std, wrong, []string{"§21", "§18g"}, engine.WhiteWins, "ussr-threefold-false", false, 0},
		{USSR1953, std, late, []string{"§21", "§18g"}, Ongoing, "ussr-threefold-after-move", false, 0},
	})
	d := decide(t, FIDE2023, std, Facts{}, wrong)
	if d.Continuation != PlayIntended || !hasNote(d, "sealed-claim-declared") {
		t.Errorf("an incorrect sealed claim: %s, notes %v; want the sealed move played", d.Continuation, d.Notes)
	}
}

// TestCheckClaim_FIDE2023_9_2_1_1_ClaimByAMoveJudgedByTheRecord: a claim on
// a move not written first (9.2.1.1, 9.3.1) and one by the sealed move
// (I.1.1, the sealed move being the written move 9.2.1.1 asks) are judged
// on the record, as stated or not: by the move the claimant intends while
// he has the move, by his last move once he has made it (8.1.2 lets only
// these two be written in advance). Without the move, on move, there is
// nothing to judge and the check asks for it.
func TestCheckClaim_FIDE2023_9_2_1_1_ClaimByAMoveJudgedByTheRecord(t *testing.T) {
	// The knights out and back: Black's Ng8 would stand the start position
	// a third time; White's Ng1 stood its position a second time only.
	shuffle := []string{"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"}
	g := playGame(t, "", shuffle...)
	move := func(g *engine.Game, san string) engine.Move {
		t.Helper()
		p := g.Position()
		m, err := p.ParseLenient(san)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	for _, c := range []struct {
		name    string
		g       *engine.Game
		in      Incident
		move    string
		want    Incident
		explain string
	}{
		{"unwritten, a repeating move intended", g, ClaimUnwritten{Player: engine.Black}, "Ng8",
			ClaimUnwritten{Player: engine.Black, Correct: true}, "claim-unwritten"},
		{"unwritten, stated correct, a move that repeats nothing", g, ClaimUnwritten{Player: engine.Black, Correct: true}, "Nc6",
			ClaimUnwritten{Player: engine.Black}, "claim-unwritten"},
		{"unwritten fifty, stated correct, eight half-moves", g, ClaimUnwritten{Player: engine.Black, Fifty: true, Correct: true}, "Ng8",
			ClaimUnwritten{Player: engine.Black, Fifty: true}, "claim-unwritten"},
		{"unwritten, stated correct, the move made since repeating nothing", g, ClaimUnwritten{Player: engine.White, Correct: true}, "",
			ClaimUnwritten{Player: engine.White, MoveMade: true}, "claim-not-on-move"},
		{"sealed, declared, stated correct, a move that repeats nothing", g, SealedClaim{Player: engine.Black, Declared: true, Correct: true}, "Nc6",
			SealedClaim{Player: engine.Black, Declared: true}, "claim-incorrect"},
		{"sealed, declared, a repeating move", g, SealedClaim{Player: engine.Black, Declared: true}, "Ng8",
			SealedClaim{Player: engine.Black, Declared: true, Correct: true}, "claim-correct"},
		{"sealed, the sealed move made at the resumption", playGame(t, "", append(shuffle, "Ng8")...), SealedClaim{Player: engine.Black}, "",
			SealedClaim{Player: engine.Black, Correct: true}, "claim-not-on-move"},
	} {
		in, m := c.in, engine.NoMove
		if c.move != "" {
			m = move(c.g, c.move)
		}
		if _, err := CheckClaim(FIDE2023, c.g, &in, m); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if in != c.want {
			t.Errorf("%s: checked %+v, want %+v", c.name, in, c.want)
		}
		f := factsFrom(t, FIDE2023, c.g, 0)
		if d := decide(t, FIDE2023, std, f, in); d.ExplanationKey != "rules.ruling."+c.explain {
			t.Errorf("%s: ruled %s, want %s", c.name, d.ExplanationKey, c.explain)
		}
	}
	for _, in := range []Incident{ClaimUnwritten{Player: engine.Black, Correct: true}, SealedClaim{Player: engine.Black, Declared: true, Correct: true}} {
		_, err := CheckClaim(FIDE2023, g, &in, engine.NoMove)
		if testform.KeyOf(err) != "rules.error.claim-move-needed" {
			t.Errorf("%s on move, no move given: %v, want the move asked for", in.Kind(), err)
		}
	}
}
