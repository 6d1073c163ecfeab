// Package testpairs pairs a round of a report straight from its reading
// (swiss.FromTRF) and prints it as the pairing programs do: the reference
// the tests hold the command line's and the import's pairing to, which
// go through the import (conduct.PairReport) instead.
package testpairs

import (
	"fmt"
	"strings"

	"arbiter/engine"
	"arbiter/tournament/swiss"
	"arbiter/tournament/trf"
)

// Text is the pairing of round by the system's pairing function as text:
// the number of pairs on the first line, then "white black" per board in
// board order, the pairing-allocated bye as "id 0". Players whose column
// in round is an absence or a requested bye are not paired; a round after
// the round to pair (RoundToPair) or after the rounds the report declares
// is refused, and so is one with nobody to pair, each as the import
// refuses it.
func Text(t *trf.Tournament, round int, pairing func(swiss.Input) ([]swiss.Pair, error)) (string, error) {
	if next := t.RoundToPair(); round > next {
		return "", engine.NewMessage("swisscli.err.skip", "round", round, "next", next)
	}
	if t.Rounds > 0 && round > t.Rounds {
		return "", engine.NewMessage("swisscli.err.range", "round", round, "total", t.Rounds)
	}
	in, err := swiss.FromTRF(t, round)
	if err != nil {
		return "", err
	}
	pairs, err := pairing(in)
	if err != nil {
		return "", err
	}
	if len(pairs) == 0 {
		return "", engine.NewMessage("swiss.err.nobody", "round", round)
	}
	return Format(pairs), nil
}

// Format prints pairs as the pairing programs do.
func Format(pairs []swiss.Pair) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d\n", len(pairs))
	for _, p := range pairs {
		fmt.Fprintf(&b, "%d %d\n", p.White, p.Black)
	}
	return b.String()
}
