// Package testclock is the time source the tests of the chess clock and
// of the desk move by hand: code under test takes its "now" as a function
// (Manual.Now), and the test says when time passes (Manual.Advance).
package testclock

import "time"

// Manual is a time source that stands still until the test advances it.
type Manual struct{ t time.Time }

// New is a Manual that reads start until advanced.
func New(start time.Time) *Manual { return &Manual{t: start} }

// Now is the time the source shows.
func (m *Manual) Now() time.Time { return m.t }

// Advance moves the source on by d.
func (m *Manual) Advance(d time.Duration) { m.t = m.t.Add(d) }
