package rules

import (
	"slices"
	"testing"

	"arbiter/engine"
)

// irregularity is one incident under one ruleset and what it must decide.
type irregularity struct {
	name     string
	rs       RulesetID
	ev       Event
	f        Facts
	in       Incident
	result   engine.Result
	cont     Continuation
	articles []string
	key      string
	warned   bool
}

func runIrregularities(t *testing.T, cases []irregularity) {
	t.Helper()
	catalogue := loadCatalogue(t, "en")
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := decide(t, c.rs, c.ev, c.f, c.in)
			if d.Result != c.result || d.Continuation != c.cont || d.ExplanationKey != "rules.ruling."+c.key || (len(d.Warnings) > 0) != c.warned {
				t.Errorf("%s %s %s warnings %v, want %s %s %s warned %v", d.Result, d.Continuation, d.ExplanationKey, d.Warnings,
					c.result, c.cont, c.key, c.warned)
			}
			citesAll(t, "", d, c.articles)
			checkKeys(t, catalogue, d)
		})
	}
}

// TestFIDE_9_1_2_1_OfferDeclinedByTouchingAPiece: an offer stands "until
// the opponent accepts it, rejects it orally, rejects it by touching a
// piece with the intention of moving or capturing it" (9.1.2.1; 2014
// 9.1.b(1)): declined, and the touch binds him (4.3). Under 1953 §18e "a
// reply move means refusal", and the touched piece makes it (§14).
func TestFIDE_9_1_2_1_OfferDeclinedByTouchingAPiece(t *testing.T) {
	in := DrawOffer{Player: W, DeclinedByTouch: true}
	onMove := in
	onMove.OnMove = true
	runIrregularities(t, []irregularity{
		{"2023 declined by a touch", FIDE2023, std, midgame, in, Ongoing, MoveTouched, []string{"9.1.2.1", "4.3.1"}, "offer-declined-by-touch", false},
		{"2014 declined by a touch", FIDE2014, std, midgame, in, Ongoing, MoveTouched, []string{"9.1.b", "4.3.a"}, "offer-declined-by-touch", false},
		{"1953 the touched piece's move declines", USSR1953, std, midgame, onMove, Ongoing, MoveTouched, []string{"§18e", "§14"}, "ussr-offer-declined-by-move", false},
	})
}

// TestFIDE_7_4_7_6_DisplacedPieces: "if a player displaces one or more
// pieces, he shall re-establish the correct position in his own time"
// (7.4.1), either player may stop the clock for the arbiter (7.4.2), the
// arbiter may penalise the player who displaced them (7.4.3; 2014 7.4 in
// one); FI 5 makes it a warning, then the game. A piece found off its
// square during the game: "the position before the irregularity shall be
// restored" (7.6). The 1953 code names neither: the arbiter decides (§26h).
func TestFIDE_7_4_7_6_DisplacedPieces(t *testing.T) {
	displaced := Displaced{Player: W}
	pressed := displaced
	pressed.NotRestored = true
	later := displaced
	later.FoundLater = true
	warnedOnce := midgame
	warnedOnce.AdjustWarnings = Sides{White: 1}
	runIrregularities(t, []irregularity{
		{"2023 restored on his own time", FIDE2023, std, midgame, displaced, Ongoing, RestoreOwnTime, []string{"7.4.1", "7.4.2"}, "displaced", false},
		{"2023 clock pressed without restoring", FIDE2023, std, midgame, pressed, Ongoing, RestoreOwnTime, []string{"7.4.3", "12.9"}, "displaced-not-restored", true},
		{"2014 clock pressed without restoring", FIDE2014, std, midgame, pressed, Ongoing, RestoreOwnTime, []string{"7.4", "12.9"}, "displaced-not-restored", true},
		{"2023 found later", FIDE2023, std, midgame, later, Ongoing, RestorePosition, []string{"7.6"}, "displaced-found-later", false},
		{"2014 found later", FIDE2014, std, midgame, later, Ongoing, RestorePosition, []string{"7.6"}, "displaced-found-later", false},
		{"FI 5 first time a warning", FIBlitz2018, blitzUnsup, midgame, pressed, Ongoing, RestoreOwnTime, []string{"FI 5"}, "adjust-warning", true},
		{"FI 5 second time the game", FIBlitz2018, blitzUnsup, warnedOnce, pressed, BlackWins, GameOver, []string{"FI 5"}, "adjust-loss", false},
		{"FI blitz rated: the Laws", FIBlitz2018, fideRated(blitzUnsup), warnedOnce, pressed, Ongoing, RestoreOwnTime, []string{"7.4.3"}, "displaced-not-restored", true},
		{"1953 not covered", USSR1953, std, midgame, displaced, Ongoing, NotCovered, []string{"§26h"}, "not-covered", false},
	})
}

// TestFIDE_6_11_4_ClockStoppedWithoutValidReason: a player may stop the
// clock only to seek the arbiter's assistance (6.11.2; 2014 6.12.b); "if
// it is obvious that the player had no valid reason for stopping the
// clock, the player shall be penalised" under 12.9 (6.11.4; 2014 6.12.d).
func TestFIDE_6_11_4_ClockStoppedWithoutValidReason(t *testing.T) {
	stopped := ClockStopped{Player: B}
	valid := stopped
	valid.ValidReason = true
	runIrregularities(t, []irregularity{
		{"2023 no valid reason", FIDE2023, std, midgame, stopped, Ongoing, Continue, []string{"6.11.4", "12.9"}, "clock-stopped-penalty", true},
		{"2023 a valid reason", FIDE2023, std, midgame, valid, Ongoing, Continue, []string{"6.11.2"}, "clock-stopped-valid", false},
		{"2014 no valid reason", FIDE2014, std, midgame, stopped, Ongoing, Continue, []string{"6.12.d", "12.9"}, "clock-stopped-penalty", true},
		{"1953 not covered", USSR1953, std, midgame, stopped, Ongoing, NotCovered, []string{"§26h"}, "not-covered", false},
	})
}

// TestFIDE_11_7_11_8_PersistentRefusal: a player who persistently refuses
// to comply with the Laws "is declared to have lost the game", the arbiter
// deciding the opponent's score (11.7; the Finnish 2014 text: "may be
// declared"); both refusing, "the game is declared lost by both" (11.8).
func TestFIDE_11_7_11_8_PersistentRefusal(t *testing.T) {
	one := Refusal{Player: B}
	both := Refusal{Player: B, BothPlayers: true}
	runIrregularities(t, []irregularity{
		{"2023 the refusing player loses", FIDE2023, std, midgame, one, WhiteWins, GameOver, []string{"11.7"}, "refusal-loss", false},
		{"2023 both refuse: both lose", FIDE2023, std, midgame, both, doubleLoss, GameOver, []string{"11.7", "11.8"}, "refusal-both", false},
		{"2014 the arbiter may declare the loss", FIDE2014, std, midgame, one, WhiteWins, GameOver, []string{"11.7"}, "refusal-may-lose", false},
		{"2014 both refuse: both lose", FIDE2014, std, midgame, both, doubleLoss, GameOver, []string{"11.8"}, "refusal-both", false},
		{"1953 not covered", USSR1953, std, midgame, one, Ongoing, NotCovered, []string{"§26h"}, "not-covered", false},
	})
}

// TestFIDE_3_7_3_3_UpsideDownRookIsARook: the pawn is exchanged "for a
// new queen, rook, bishop or knight" (3.7.3.3; 2014 3.7.e); a rook put
// upside down is a rook, as FIDE's commentary reads it: no illegal move
// (no 7.5), the arbiter turns it and may penalise (12.9).
func TestFIDE_3_7_3_3_UpsideDownRookIsARook(t *testing.T) {
	rook := upsideDownRook{Player: W}
	runIrregularities(t, []irregularity{
		{"2023 a rook", FIDE2023, std, midgame, rook, Ongoing, Continue, []string{"3.7.3.3", "12.9"}, "upside-down-rook", false},
		{"2014 a rook", FIDE2014, std, midgame, rook, Ongoing, Continue, []string{"3.7.e"}, "upside-down-rook", false},
		{"1953 not covered", USSR1953, std, midgame, rook, Ongoing, NotCovered, []string{"§26h"}, "not-covered", false},
	})
	d := decide(t, FIDE2023, std, midgame, rook)
	if slices.Contains(d.Articles, "7.5.1") || d.IllegalMoves != nil || len(d.Notes) != 1 {
		t.Errorf("an upside-down rook counted as an illegal move or without its reading: %v %v %v", d.Articles, d.IllegalMoves, d.Notes)
	}
}
