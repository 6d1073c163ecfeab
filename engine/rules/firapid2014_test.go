package rules

import (
	"slices"
	"testing"

	"arbiter/engine"
)

// TestFIDE2014_A_4_b_FinnishRapidExceptionOnlyWhenNotFIDERated: under the
// 2014 Laws an illegal move completed in unsupervised rapid loses (A.4.b);
// Finnish practice makes only the second one lose, in rapid events that
// are not FIDE-rated. Every condition of the exception is a branch: a
// FIDE-rated Finnish event, a blitz game, an event of another country keep
// the first illegal move's loss.
func TestFIDE2014_A_4_b_FinnishRapidExceptionOnlyWhenNotFIDERated(t *testing.T) {
	illegal := IllegalMove{Player: W}
	for _, tc := range []struct {
		name      string
		ev        Event
		exception bool
	}{
		{"Finnish rapid, not FIDE-rated", with(rapidUnsup, func(e *Event) { e.National = "FI" }), true},
		{"Finnish rapid, FIDE-rated", with(rapidUnsup, func(e *Event) { e.National = "FI"; e.FIDERated = true }), false},
		{"Finnish blitz, not FIDE-rated", with(blitzUnsup, func(e *Event) { e.National = "FI" }), false},
		{"Estonian rapid, not FIDE-rated", with(rapidUnsup, func(e *Event) { e.National = "EE" }), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := decide(t, FIDE2014, tc.ev, midgame, illegal)
			noted := slices.ContainsFunc(d.Notes, func(m engine.Message) bool { return m.Key == "rules.note.fi-rapid-2014" })
			if noted != tc.exception {
				t.Errorf("Finnish rapid note %v, want %v (notes %v)", noted, tc.exception, d.Notes)
			}
			if tc.exception && (d.Result != Ongoing || d.Continuation != RestorePosition) {
				t.Errorf("first illegal move under the exception: %s %s, want the position restored", d.Result, d.Continuation)
			}
			if !tc.exception && (d.Result != BlackWins || d.ExplanationKey != "rules.ruling.illegal-unsupervised-loss") {
				t.Errorf("first illegal move: %s %s, want 0-1 under A.4.b", d.Result, d.ExplanationKey)
			}
		})
	}
}
