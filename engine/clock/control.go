package clock

import (
	"slices"
	"time"

	"arbiter/engine"
)

// Period is one stage of a time control.
type Period struct {
	// Moves is the number of moves to make in this period; 0 means all the
	// remaining moves (sudden death).
	Moves int `json:"moves"`
	// Time is added to the player's clock when the period begins; time
	// saved in earlier periods carries over (FIDE 6.3.2, 1953 §19).
	Time time.Duration `json:"time"`
	// Increment is added after each move made in this period (Fischer).
	Increment time.Duration `json:"increment,omitempty"`
	// Delay is the per-move time that passes before the main thinking time
	// starts to run (Bronstein delay as described in FIDE 6.3.2).
	Delay time.Duration `json:"delay,omitempty"`
	// Repeat makes the last period recur, as in the 1953 controls
	// ("16 moves in every following hour").
	Repeat bool `json:"repeat,omitempty"`
}

// TimeControl is the sequence of periods of a game.
type TimeControl struct {
	Periods []Period `json:"periods"`
}

// Validate reports the first structural problem of the control.
func (tc TimeControl) Validate() error {
	if len(tc.Periods) == 0 {
		return newError("clock.control.empty", nil)
	}
	for i, p := range tc.Periods {
		n := i + 1
		last := i == len(tc.Periods)-1
		switch {
		case p.Moves < 0:
			return newError("clock.control.negative-moves", map[string]any{"period": n})
		case p.Time < 0 || p.Increment < 0 || p.Delay < 0:
			return newError("clock.control.negative-time", map[string]any{"period": n})
		case p.Increment > 0 && p.Delay > 0:
			return newError("clock.control.increment-and-delay", map[string]any{"period": n})
		case p.Moves == 0 && !last:
			return newError("clock.control.sudden-death-not-last", map[string]any{"period": n})
		case p.Repeat && (!last || p.Moves == 0):
			return newError("clock.control.bad-repeat", map[string]any{"period": n})
		case last && p.Moves > 0 && !p.Repeat:
			return newError("clock.control.no-final-period", map[string]any{"period": n})
		case i == 0 && p.Time == 0 && p.Increment == 0 && p.Delay == 0:
			return newError("clock.control.no-time", map[string]any{"period": n})
		}
	}
	return nil
}

// stage is the index of a period instance: beyond the listed periods a
// repeating last period yields further instances.
func (tc TimeControl) period(stage int) Period {
	if len(tc.Periods) == 0 {
		return Period{} // an empty control gives no time; Validate rejects it
	}
	if stage >= len(tc.Periods) {
		return tc.Periods[len(tc.Periods)-1]
	}
	return tc.Periods[stage]
}

// StageOf returns the period instance (0-based) that move number move
// (1-based, counted per player) belongs to, and the number of moves a
// player must have completed when that period ends (0 for sudden death).
func (tc TimeControl) StageOf(move int) (stage, controlAt int) {
	done := 0
	for stage = 0; ; stage++ {
		p := tc.period(stage)
		if p.Moves == 0 {
			return stage, 0
		}
		if move <= done+p.Moves {
			return stage, done + p.Moves
		}
		done += p.Moves
	}
}

// Allotted is the total time credited to a player who has completed moves
// moves: the time of every period begun (the one holding his next move
// included) plus the increments earned. Used time subtracted from it gives
// the reading of his clock, which is how clocks are set from an adjournment
// envelope (FIDE I.5, 1953 §22).
func (tc TimeControl) Allotted(moves int) time.Duration {
	stage, _ := tc.StageOf(moves + 1)
	var total time.Duration
	for s := 0; s <= stage; s++ {
		total += tc.period(s).Time
	}
	for m := 1; m <= moves; m++ {
		st, _ := tc.StageOf(m)
		total += tc.period(st).Increment
	}
	return total
}

// FirstMove is the time a player's clock gives him for his first move:
// the first period's time and its delay; an increment is added only once
// a move is made.
func (tc TimeControl) FirstMove() time.Duration { return tc.Allotted(0) + tc.period(0).Delay }

// ClassTime is the time the FIDE definitions of rapid and blitz (A.1, B.1)
// measure: what a player has for 60 moves, the base time plus 60 times the
// increment for a single period. Delay counts like increment. Periods that
// begin within the first 60 moves add their time.
func (tc TimeControl) ClassTime() time.Duration {
	stage, _ := tc.StageOf(60)
	var total time.Duration
	for s := 0; s <= stage; s++ {
		total += tc.period(s).Time
	}
	for m := 1; m <= 60; m++ {
		st, _ := tc.StageOf(m)
		p := tc.period(st)
		total += p.Increment + p.Delay
	}
	return total
}

// HasIncrement reports whether any period adds time per move (increment or
// delay); Guideline III and Appendix G apply only to controls without.
func (tc TimeControl) HasIncrement() bool {
	return slices.ContainsFunc(tc.Periods, func(p Period) bool { return p.Increment > 0 || p.Delay > 0 })
}

func newError(key string, args map[string]any) *engine.Message {
	return &engine.Message{Key: key, Args: args}
}
