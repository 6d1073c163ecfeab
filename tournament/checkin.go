package tournament

// A round's check-in as the event holds it; the roll-call itself (open,
// mark, close) is tournament/checkin.

// AbsentRule is what closing a check-in gives the players who did not
// check in.
type AbsentRule string

const (
	// AbsentBye gives each a zero-point bye in the round.
	AbsentBye AbsentRule = "bye"
	// AbsentByeRest gives each a zero-point bye in the round and in every
	// later round of the event.
	AbsentByeRest AbsentRule = "bye-rest"
	// AbsentNone records nothing: the absent are paired as usual.
	AbsentNone AbsentRule = "none"
)

// Presence is one player's mark in a check-in: in (at the venue) or out
// (marked in, then out again), and who marked it ("" the arbiter at his
// desk; a deputy or the entrance tablet as the venue pages name them).
type Presence struct {
	Player int64
	In     bool
	By     string
}

// CheckIn is the check-in of one round.
type CheckIn struct {
	Round int
	// Absent is the rule it was closed with; "" while it is open.
	Absent AbsentRule
	// Marks are the players marked, in or out, in the order of their
	// first mark.
	Marks []Presence
}

// Open reports whether players may still check in.
func (c CheckIn) Open() bool { return c.Absent == "" }

// In reports whether player id is checked in.
func (c CheckIn) In(id int64) bool {
	for _, m := range c.Marks {
		if m.Player == id {
			return m.In
		}
	}
	return false
}
