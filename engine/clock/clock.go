package clock

import (
	"time"

	"arbiter/engine"
)

// Source tells the current time; the clock never reads the system time
// itself, so tests and replays drive it exactly.
type Source func() time.Time

// Status is the state of the clock as a whole.
type Status uint8

// Clock states.
const (
	NotStarted Status = iota
	Running
	Paused
)

func (s Status) String() string {
	return [...]string{"not-started", "running", "paused"}[s]
}

// MarshalText writes the status name.
func (s Status) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// Flag records a flag fall: the side and the exact instant its time ran out.
type Flag struct {
	Side  engine.Color `json:"side"`
	At    time.Time    `json:"at"`
	Moves int          `json:"moves"` // moves the side had completed
	Stage int          `json:"stage"` // period instance the side was in
	Final bool         `json:"final"` // that period was for all remaining moves
}

// MoveTime is one completed move as the scoresheet records its time.
type MoveTime struct {
	Side      engine.Color  `json:"side"`
	Number    int           `json:"number"`    // the side's move number, from 1
	Used      time.Duration `json:"used"`      // thinking time, pauses excluded
	Remaining time.Duration `json:"remaining"` // after increment and any new period
}

// Clock is a chess clock running a time control.
type Clock struct {
	tc        TimeControl
	now       Source
	status    Status
	turn      engine.Color
	main      [2]time.Duration // side on move: main time at the start of its turn
	credited  [2]time.Duration // all time ever given to the side
	moves     [2]int
	flagged   [2]bool
	used      time.Duration // time of the current turn before segStart
	segStart  time.Time     // when the clock last started running
	startedAt time.Time
	bonus     time.Duration // per-move increment for both after a quickplay switch
	flags     []Flag
	history   []MoveTime
}

// New returns a clock set to the first period of tc for both players, White
// on move, not yet started.
func New(tc TimeControl, now Source) (*Clock, error) {
	if err := tc.Validate(); err != nil {
		return nil, err
	}
	c := &Clock{tc: tc, now: now}
	c.main[engine.White] = tc.period(0).Time
	c.main[engine.Black] = tc.period(0).Time
	c.credited = c.main
	return c, nil
}

// Control returns the time control the clock runs.
func (c *Clock) Control() TimeControl { return c.tc }

// Start starts the clock of the side on move (White, FIDE 6.6) at the
// given instant, which may lie in the past: White's clock runs from the
// scheduled start even when the arbiter presses it later, so a late or
// absent player loses the time until he arrives (6.7.2, 1953 §19).
func (c *Clock) Start(at time.Time) error {
	if c.status != NotStarted {
		return newError("clock.error.started", nil)
	}
	if at.After(c.now()) {
		return newError("clock.error.start-future", nil)
	}
	c.status = Running
	c.segStart = at
	c.startedAt = at
	return nil
}

// SetTurn chooses the side whose clock starts; only before the start, as
// when an adjourned game resumes with the sealed move's answer due.
func (c *Clock) SetTurn(side engine.Color) error {
	if c.status != NotStarted {
		return newError("clock.error.started", nil)
	}
	c.turn = side
	return nil
}

// Press completes a move of side, which must be on move: its clock stops,
// the increment of the move's period and any quickplay bonus are added, the
// next period's time is added when the move reaches a control, and the
// opponent's clock starts. A side whose flag has fallen stays at zero.
func (c *Clock) Press(side engine.Color) (MoveTime, error) {
	if err := c.requireRunning(); err != nil {
		return MoveTime{}, err
	}
	if side != c.turn {
		return MoveTime{}, newError("clock.error.not-on-move", map[string]any{"side": side})
	}
	now := c.now()
	c.observe(now)
	elapsed := c.elapsed(now)
	n := c.moves[side] + 1
	stage, controlAt := c.tc.StageOf(n)
	if c.flagged[side] {
		c.main[side] = 0
	} else {
		p := c.tc.period(stage)
		gain := p.Increment + c.bonus
		if n == controlAt {
			gain += c.tc.period(stage + 1).Time
		}
		c.main[side] += gain - consumed(elapsed, p.Delay)
		c.credited[side] += gain
	}
	c.moves[side] = n
	mt := MoveTime{Side: side, Number: n, Used: elapsed, Remaining: c.main[side]}
	c.history = append(c.history, mt)
	c.turn = side.Other()
	c.used = 0
	c.segStart = now
	return mt, nil
}

// Pause stops the running clock, as the arbiter does to rule on a claim.
func (c *Clock) Pause() error {
	if err := c.requireRunning(); err != nil {
		return err
	}
	now := c.now()
	c.observe(now)
	c.used = c.elapsed(now)
	c.status = Paused
	return nil
}

// Resume restarts a paused clock for the side on move.
func (c *Clock) Resume() error {
	if c.status != Paused {
		return newError("clock.error.not-paused", nil)
	}
	c.segStart = c.now()
	c.status = Running
	return nil
}

// Adjust adds delta (negative to deduct) to side's remaining time: a
// time bonus or a penalty under 12.9. A deduction may not take the clock
// to zero or below, and a fallen flag must be ruled on (or the clock
// corrected with Set) before its time changes.
func (c *Clock) Adjust(side engine.Color, delta time.Duration) error {
	now := c.now()
	c.observe(now)
	if c.flagged[side] {
		return newError("clock.error.flag-fallen", map[string]any{"side": side})
	}
	if rem := c.remaining(side, now); rem+delta <= 0 {
		// Both times as messages write a clock's (a time used or added);
		// the time left cut to the second, as the dial shows it.
		return newError("clock.error.below-zero", map[string]any{"side": side,
			"remaining": engine.FormatClock(rem.Truncate(time.Second), engine.ClockShort), "amount": engine.FormatClock(-delta, engine.ClockShort)})
	}
	c.main[side] += delta
	c.credited[side] += delta
	return nil
}

// Set corrects side's clock to the given remaining time and number of
// completed moves (6.10.2: wrong settings found during play), or sets it
// from an adjournment envelope. The side's used time then counts from the
// control's schedule (TimeControl.Allotted). It clears the side's fallen
// flag when the time set is above zero; the flag stays in Flags. A time
// set to zero is a fallen flag (6.1: the flag falls when the allotted time
// ends), as the reading of a game left with a flag down is restored.
func (c *Clock) Set(side engine.Color, remaining time.Duration, moves int) error {
	if remaining < 0 || moves < 0 {
		return newError("clock.error.negative-setting", nil)
	}
	now := c.now()
	c.observe(now)
	c.main[side] = remaining
	if side == c.turn && c.status != NotStarted {
		// Keep the turn's elapsed time: the reading is remaining now.
		stage, _ := c.tc.StageOf(moves + 1)
		c.main[side] += consumed(c.elapsed(now), c.tc.period(stage).Delay)
	}
	c.moves[side] = moves
	c.credited[side] = c.tc.Allotted(moves)
	switch {
	case remaining > 0:
		c.flagged[side] = false
	case !c.flagged[side]:
		stage, controlAt := c.tc.StageOf(moves + 1)
		c.flagged[side] = true
		c.flags = append(c.flags, Flag{Side: side, At: now, Moves: moves, Stage: stage, Final: controlAt == 0})
	}
	return nil
}

// QuickplaySwitch gives both players bonus seconds per move from now on
// (Guideline III.4, Appendix G.4: 5 seconds).
func (c *Clock) QuickplaySwitch(bonus time.Duration) {
	c.observe(c.now())
	c.bonus = bonus
}

// Reading is one side's dial.
type Reading struct {
	Remaining time.Duration `json:"remaining"`
	Moves     int           `json:"moves"` // completed
	Stage     int           `json:"stage"` // period instance of the next move, from 0
	// ToControl is the number of moves still to make before the next
	// control; 0 in a period for all remaining moves.
	ToControl int  `json:"to_control"`
	Final     bool `json:"final"` // the period is for all remaining moves
	Flagged   bool `json:"flagged"`
}

// State is a snapshot of the clock.
type State struct {
	Status  Status        `json:"status"`
	Turn    engine.Color  `json:"turn"`
	Side    [2]Reading    `json:"sides"`   // indexed by engine.Color
	Elapsed time.Duration `json:"elapsed"` // since the start
	Bonus   time.Duration `json:"bonus,omitempty"`
	Flags   []Flag        `json:"flags,omitempty"` // in the order they fell
}

// State reads the clock now.
func (c *Clock) State() State {
	now := c.now()
	c.observe(now)
	s := State{Status: c.status, Turn: c.turn, Bonus: c.bonus, Flags: append([]Flag(nil), c.flags...)}
	if c.status != NotStarted {
		s.Elapsed = now.Sub(c.startedAt)
	}
	for side := engine.White; side <= engine.Black; side++ {
		stage, controlAt := c.tc.StageOf(c.moves[side] + 1)
		r := Reading{
			Remaining: c.remaining(side, now),
			Moves:     c.moves[side],
			Stage:     stage,
			Final:     controlAt == 0,
			Flagged:   c.flagged[side],
		}
		if controlAt > 0 {
			r.ToControl = controlAt - c.moves[side]
		}
		s.Side[side] = r
	}
	return s
}

// Remaining reads one side's time now.
func (c *Clock) Remaining(side engine.Color) time.Duration {
	now := c.now()
	c.observe(now)
	return c.remaining(side, now)
}

// Used is the thinking time side has used so far, as the adjournment
// envelope records it: all time credited to the side (periods begun,
// increments, bonuses granted) minus what remains.
func (c *Clock) Used(side engine.Color) time.Duration {
	now := c.now()
	c.observe(now)
	return c.credited[side] - c.remaining(side, now)
}

// Flags lists the flag falls in the order they happened.
func (c *Clock) Flags() []Flag {
	c.observe(c.now())
	return append([]Flag(nil), c.flags...)
}

// History lists the completed moves with their times, for the scoresheet.
func (c *Clock) History() []MoveTime { return append([]MoveTime(nil), c.history...) }

func (c *Clock) requireRunning() error {
	switch c.status {
	case NotStarted:
		return newError("clock.error.not-started", nil)
	case Paused:
		return newError("clock.error.paused", nil)
	}
	return nil
}

// elapsed is the time the side on move has used in this turn.
func (c *Clock) elapsed(now time.Time) time.Duration {
	if c.status == Running {
		return c.used + now.Sub(c.segStart)
	}
	return c.used
}

func (c *Clock) remaining(side engine.Color, now time.Time) time.Duration {
	if c.flagged[side] {
		return 0
	}
	if side != c.turn || c.status == NotStarted {
		return c.main[side]
	}
	stage, _ := c.tc.StageOf(c.moves[side] + 1)
	return max(0, c.main[side]-consumed(c.elapsed(now), c.tc.period(stage).Delay))
}

// observe records the flag of the side on move if its time has run out,
// at the exact instant it did.
func (c *Clock) observe(now time.Time) {
	side := c.turn
	if c.status == NotStarted || c.flagged[side] {
		return
	}
	stage, controlAt := c.tc.StageOf(c.moves[side] + 1)
	delay := c.tc.period(stage).Delay
	if consumed(c.elapsed(now), delay) < c.main[side] {
		return
	}
	// The flag fell when the turn's elapsed time reached main + delay.
	at := c.segStart.Add(c.main[side] + delay - c.used)
	if c.status == Paused {
		at = now
	}
	c.flagged[side] = true
	c.flags = append(c.flags, Flag{Side: side, At: at, Moves: c.moves[side], Stage: stage, Final: controlAt == 0})
}

// consumed is the main time an elapsed turn uses up after the delay.
func consumed(elapsed, delay time.Duration) time.Duration {
	return max(0, elapsed-delay)
}
