package rules

import (
	"testing"

	"arbiter/engine"
)

// BenchmarkDecide rules on every casebook incident once per iteration.
func BenchmarkDecide(b *testing.B) {
	cases := casebook(b)
	b.ResetTimer()
	for range b.N {
		for _, c := range cases {
			ev := c.ev
			ev.Ruleset = c.rs
			if _, err := Decide(ev, c.f, c.in); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkFactsFromGame reads the facts of a middlegame record, mate
// analysis of both sides included.
func BenchmarkFactsFromGame(b *testing.B) {
	p := engine.StartPosition()
	g := engine.NewGame(p)
	for _, s := range []string{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3", "d6", "c3", "O-O"} {
		q := g.Position()
		m, err := q.ParseLenient(s, engine.English)
		if err != nil {
			b.Fatal(err)
		}
		if err := g.Play(m); err != nil {
			b.Fatal(err)
		}
	}
	b.ResetTimer()
	for range b.N {
		if _, err := FactsFromGame(FIDE2023, g, 0); err != nil {
			b.Fatal(err)
		}
	}
}
