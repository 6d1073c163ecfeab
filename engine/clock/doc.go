// Package clock models time controls and the chess clock.
//
// A TimeControl is a list of periods ("40 moves in 2 hours, then 20 moves
// in 1 hour, then 30 minutes"), each with an optional Fischer increment or
// Bronstein delay; it has a compact text form that parses with precise
// errors and formats back. Clock is the two-dial clock as a state machine:
// it reads the time only through an injected Source, computes every
// reading from integer durations (no ticking, no drift), detects flag falls
// at their exact instant, and keeps the time used per move for the
// scoresheet. What a flag fall or a penalty means is decided by package
// rules; this package only keeps time.
//
// Errors carry a message key ("clock.…") and named arguments so that callers
// can translate them; their Error method renders English.
//
// `engine/clock`: time controls and the clock state machine with an injected time source.
package clock
