package norms

import (
	"arbiter/engine"
	"arbiter/tournament"
)

// RemainingGame is a game of the event still to be played: in a round
// already paired and not yet finished, or in a round robin's round not yet
// paired, as its table will pair it.
type RemainingGame struct {
	Round, Board int
	White, Black int64
}

// Completion is the event as it stands and the games still to play in it,
// the ground of the norm forecast: each possible set of results of those
// games gives an event the norm verdicts judge as they judge a finished one.
type Completion struct {
	ev        *tournament.Event
	Remaining []RemainingGame
}

// unpaired is the Kind of ErrUnpaired.
type unpaired struct{}

// ErrUnpaired matches (errors.Is) CompletionOf's refusal of a Swiss whose
// last round is not paired yet, naming that round: the arbiter is told to
// forecast once it is paired, a player at the venue only that the
// forecast comes then.
var ErrUnpaired = &engine.Message{Key: "forecast.err.unpaired", Kind: unpaired{}}

// CompletionOf finds the games still to play. Those of a Swiss round not
// yet paired are unknown until its last round is paired (each pairing
// follows the results before it): the forecast is refused, naming the
// last round, since pairing the next one would only move the refusal on.
func CompletionOf(ev *tournament.Event) (*Completion, error) {
	c := &Completion{ev: copyRounds(ev)}
	for _, rd := range c.ev.Rounds {
		for _, g := range rd.Pairings {
			if !g.IsBye() && !g.Result.Finished() {
				c.Remaining = append(c.Remaining, RemainingGame{Round: g.Round, Board: g.Board, White: g.White, Black: g.Black})
			}
		}
	}
	total := ev.TotalRounds()
	if len(c.ev.Rounds) >= total {
		return c, nil
	}
	switch ev.Settings.System {
	case tournament.RoundRobin, tournament.DoubleRoundRobin:
	default:
		err := *ErrUnpaired
		err.Args = engine.Args("round", total)
		return nil, &err
	}
	for r := len(c.ev.Rounds) + 1; r <= total; r++ {
		rd, err := c.ev.PairRoundRobin(r)
		if err != nil {
			return nil, err
		}
		for i := range rd.Pairings {
			rd.Pairings[i].Round = r
			if g := rd.Pairings[i]; !g.IsBye() {
				c.Remaining = append(c.Remaining, RemainingGame{Round: r, Board: g.Board, White: g.White, Black: g.Black})
			}
		}
		c.ev.Rounds = append(c.ev.Rounds, rd)
	}
	return c, nil
}

// With is the event with the remaining games given results (by their index
// in Remaining); a game given NoResult stays unplayed. The event returned
// is a copy: the one the completion was made from is not touched.
func (c *Completion) With(results []tournament.Result) *tournament.Event {
	ev := copyRounds(c.ev)
	for i, g := range c.Remaining {
		if i >= len(results) || results[i] == tournament.NoResult {
			continue
		}
		if rd, ok := ev.Round(g.Round); ok {
			for j := range rd.Pairings {
				if p := &rd.Pairings[j]; p.White == g.White && p.Black == g.Black {
					p.Result = results[i]
				}
			}
		}
	}
	return ev
}

// Event is the event as it stands, its remaining rounds paired.
func (c *Completion) Event() *tournament.Event { return c.ev }

// ToPlay are the games still to be played (stillToPlay): Remaining less
// those a withdrawal settles (1953 §27), which are given results as the
// rest are but will not be played.
func (c *Completion) ToPlay() []RemainingGame { return stillToPlay(c.ev.EffectiveResults()) }

// copyRounds copies the event with rounds of its own, so that results can
// be set in them.
func copyRounds(ev *tournament.Event) *tournament.Event {
	cp := *ev
	cp.Rounds = make([]tournament.Round, len(ev.Rounds))
	for i, rd := range ev.Rounds {
		rd.Pairings = append([]tournament.Pairing(nil), rd.Pairings...)
		cp.Rounds[i] = rd
	}
	return &cp
}
