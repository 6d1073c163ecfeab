package rules

import (
	"errors"
	"testing"

	"arbiter/engine"
)

// TestSealedMoveUnstatedRefused_I_8 checks that a sealed move whose
// reading is not stated is refused, not ruled a loss: I.8 makes the
// player lose only when the move is "epäselvä", "merkitty sellaisella
// tavalla, ettei sen todellista merkitystä saada selville" or "laiton"
// (I.8.1–I.8.3; 2014 E.8, 1953 §23), which is for the arbiter to find. The desk asked for the move; a ruling from the command line or a
// JSON file without it had the sealer lose.
func TestSealedMoveUnstatedRefused_I_8(t *testing.T) {
	for _, id := range []RulesetID{FIDE2023, FIDE2018, FIDE2014, USSR1953} {
		d, err := Decide(Event{Ruleset: id, Type: Standard}, midgame, SealedMove{Player: W})
		var e *engine.Message
		if !errors.As(err, &e) || e.Key != "rules.error.sealed-unstated" {
			t.Errorf("%s: unstated sealed move gave %v (%s), want the error rules.error.sealed-unstated", id, err, d.Result)
		}
	}
	// A stated reading still rules.
	if d, err := Decide(std, midgame, SealedMove{Player: W, Sealed: SealedIllegible}); err != nil || d.Result != BlackWins {
		t.Errorf("illegible sealed move: %v, %v; want Black to win", d.Result, err)
	}
}
