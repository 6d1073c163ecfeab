package rules_test

import (
	"fmt"

	"arbiter/engine"
	"arbiter/engine/rules"
)

// A second illegal move loses, unless the opponent cannot mate: here he
// cannot, so the game is drawn.
func ExampleDecide() {
	ev := rules.Event{Ruleset: rules.FIDE2023, Type: rules.Standard}
	facts := rules.Facts{
		IllegalMoves: rules.Sides{White: 1},
		BlackCanMate: rules.CannotMate,
	}
	d, err := rules.Decide(ev, facts, rules.IllegalMove{Player: engine.White})
	if err != nil {
		panic(err)
	}
	fmt.Println(d.Result, d.CitationText(), d.ExplanationKey)
	// Output: 1/2-1/2 FIDE 2023, 7.5.1, 7.5.5 rules.ruling.illegal-second-draw
}
