package tournament

import (
	"slices"
	"strings"
)

// Check-in is the arbiter's roll-call before a round: which players are
// at the venue to play it. It is opened for the round the event pairs
// next, players are marked in (or out again) from the desk, the command
// line or the venue's entrance tablet, and closing it decides what the
// players who did not check in get: a zero-point bye for the round, for
// the round and every later one, or nothing (they are paired as usual).
// The byes are requested byes (RequestBye), so that the pairing leaves
// the absent out by the rule it already has for a requested bye, and the
// arbiter can cancel one as any other. A player who arrives late checks
// in for the next round; if closing gave him byes for the rest of the
// event, checking in takes back those of the rounds still to be paired.

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

// absentRules are the rules a check-in closes with, in the order offered.
var absentRules = []AbsentRule{AbsentBye, AbsentByeRest, AbsentNone}

// AbsentRulesFor are the rules a check-in of system sys closes with: only
// an individual Swiss takes requested byes (RequestBye), so a round
// robin's absent get none; their games are settled as results.
func AbsentRulesFor(sys System) []AbsentRule {
	if !sys.IndividualSwiss() {
		return []AbsentRule{AbsentNone}
	}
	return absentRules
}

// ParseAbsentRule reads an AbsentRule as the command line and the file
// write it.
func ParseAbsentRule(s string) (AbsentRule, error) {
	r := AbsentRule(strings.TrimSpace(s))
	if slices.Contains(absentRules, r) {
		return r, nil
	}
	return "", errorf("checkin.err.absent", []any{"value", s})
}

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

// CheckInOf returns the check-in of round r, if it was opened.
func CheckInOf(ev *Event, r int) (CheckIn, bool) {
	for _, c := range ev.CheckIns {
		if c.Round == r {
			return c, true
		}
	}
	return CheckIn{}, false
}

// CheckInFor is the check-in's rule of the event's kind (ForKind): a
// check-in is an individual event's, as a team event's line-ups say who
// plays.
func CheckInFor(sys System) error {
	if ForKind(sys, false, "") != nil {
		return errorf("checkin.err.team", nil)
	}
	return nil
}

// OpenCheckIn returns the check-in of the next round to be paired, as
// opening it makes it: an individual event's, for a round of the event,
// not opened before.
func OpenCheckIn(ev *Event) (CheckIn, error) {
	if err := CheckInFor(ev.Settings.System); err != nil {
		return CheckIn{}, err
	}
	// A round robin's rounds are its schedule's, not the Swiss count of
	// its settings (0): "all 0 rounds are paired" refused its check-in.
	r := NextRound(ev)
	if total := TotalRounds(ev); r > total {
		return CheckIn{}, errorf("checkin.err.over", []any{"rounds", total})
	}
	if c, ok := CheckInOf(ev, r); ok {
		if c.Open() {
			return CheckIn{}, errorf("checkin.err.isopen", []any{"round", r})
		}
		return CheckIn{}, errorf("checkin.err.closed", []any{"round", r})
	}
	return CheckIn{Round: r}, nil
}

// OpenCheckInNow returns the check-in open now, or a message saying none
// is.
func OpenCheckInNow(ev *Event) (CheckIn, error) {
	for _, c := range ev.CheckIns {
		if c.Open() {
			return c, nil
		}
	}
	return CheckIn{}, errorf("checkin.err.notopen", []any{"round", NextRound(ev)})
}

// Expected reports whether player p is expected at round r: in the event
// and not withdrawn before it.
func Expected(p Player, r int) bool { return !p.Withdrawn() || p.WithdrawnAfter >= r }

// MarkPresence returns the open check-in with player id marked in or out
// by who, and the event's bye requests as they then stand: a player
// checking in takes back the zero-point byes a closing "for the rest"
// gave him in the rounds from this one on.
func MarkPresence(ev *Event, id int64, in bool, by string) (CheckIn, []PlannedBye, error) {
	c, err := OpenCheckInNow(ev)
	if err != nil {
		return CheckIn{}, nil, err
	}
	p, ok := ev.Player(id)
	if !ok {
		return CheckIn{}, nil, errorf("swisscli.err.player", []any{"id", id})
	}
	if !Expected(*p, c.Round) {
		return CheckIn{}, nil, errorf("swisscli.err.withdrawn", []any{"name", p.Name})
	}
	marks := slices.Clone(c.Marks)
	if i := slices.IndexFunc(marks, func(m Presence) bool { return m.Player == id }); i >= 0 {
		marks[i] = Presence{id, in, by}
	} else {
		marks = append(marks, Presence{id, in, by})
	}
	c.Marks = marks
	reqs := ev.Requests
	if in {
		reqs = restOfEventByesTaken(ev, id, c.Round)
	}
	return c, reqs, nil
}

// restOfEventByesTaken returns the requests without player id's zero-point
// byes from round r on that a check-in closed for the rest of the event
// gave him while he was absent.
func restOfEventByesTaken(ev *Event, id int64, r int) []PlannedBye {
	since := 0
	for _, c := range ev.CheckIns {
		if c.Absent == AbsentByeRest && c.Round < r && !c.In(id) && (since == 0 || c.Round < since) {
			since = c.Round
		}
	}
	if since == 0 {
		return ev.Requests
	}
	var out []PlannedBye
	for _, b := range ev.Requests {
		if !(b.Player == id && b.Round >= r && b.Kind == ByeZeroPoint) {
			out = append(out, b)
		}
	}
	return out
}

// Absentees are the players expected at the check-in's round who have not
// checked in, in the event's order.
func Absentees(ev *Event, c CheckIn) []Player {
	var out []Player
	for _, p := range ev.Players {
		if Expected(p, c.Round) && !c.In(p.ID) {
			out = append(out, p)
		}
	}
	return out
}

// CloseCheckIn returns the open check-in closed with rule, the event's bye
// requests as closing leaves them, and the players it gave a bye. A bye is
// a zero-point requested bye, judged by RequestBye as one the arbiter
// asks for (so only a Swiss takes them); a player who already asked for a
// bye in a round keeps his own there.
func CloseCheckIn(ev *Event, rule AbsentRule) (CheckIn, []PlannedBye, []Player, error) {
	c, err := OpenCheckInNow(ev)
	if err != nil {
		return CheckIn{}, nil, nil, err
	}
	if !slices.Contains(absentRules, rule) {
		return CheckIn{}, nil, nil, errorf("checkin.err.absent", []any{"value", string(rule)})
	}
	c.Absent = rule
	reqs := ev.Requests
	if rule == AbsentNone {
		return c, reqs, nil, nil
	}
	last := c.Round
	if rule == AbsentByeRest {
		last = TotalRounds(ev)
	}
	cp := *ev
	var given []Player
	for _, p := range Absentees(ev, c) {
		added := false
		for r := c.Round; r <= last; r++ {
			if !Expected(p, r) || slices.ContainsFunc(reqs, func(b PlannedBye) bool { return b.Player == p.ID && b.Round == r }) {
				continue
			}
			cp.Requests = reqs
			if reqs, err = RequestBye(&cp, PlannedBye{Player: p.ID, Round: r, Kind: ByeZeroPoint}); err != nil {
				return CheckIn{}, nil, nil, err
			}
			added = true
		}
		if added {
			given = append(given, p)
		}
	}
	return c, reqs, given, nil
}

// CheckInPending refuses the pairing of round r while its check-in is
// open: the absent are not known yet.
func CheckInPending(ev *Event, r int) error {
	if c, ok := CheckInOf(ev, r); ok && c.Open() {
		return errorf("checkin.err.pending", []any{"round", r, "absent", len(Absentees(ev, c))})
	}
	return nil
}
