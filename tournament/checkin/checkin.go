// Package checkin is the arbiter's roll-call before a round: which players
// are at the venue to play it. It is opened for the round the event pairs
// next, players are marked in (or out again) from the window's check-in
// box, the command line or the venue's entrance tablet, and closing it
// decides what the players who did not check in get: a zero-point bye for
// the round, for the round and every later one, or nothing (they are
// paired as usual).
// The byes are requested byes (tournament.Event.RequestBye), so that the pairing
// leaves the absent out by the rule it already has for a requested bye,
// and the arbiter can cancel one as any other. A player who arrives late
// checks in for the next round; if closing gave him byes for the rest of
// the event, checking in takes back those of the rounds still to be
// paired, and keeps the byes he asked for himself (each bye says which
// check-in gave it, tournament.PlannedBye.CheckIn). The check-ins
// themselves are the event's (Event.CheckIns); the store saves what these
// functions return.
package checkin

import (
	"arbiter/engine"
	"arbiter/tournament"
	"slices"
	"strings"
)

// absentRules are the rules a check-in closes with, in the order offered.
var absentRules = []tournament.AbsentRule{tournament.AbsentBye, tournament.AbsentByeRest, tournament.AbsentNone}

// AbsentRulesFor are the rules a check-in of system sys closes with: only
// an individual Swiss takes requested byes (RequestBye), so a round
// robin's absent get none; their games are settled as results.
func AbsentRulesFor(sys tournament.System) []tournament.AbsentRule {
	if !sys.IndividualSwiss() {
		return []tournament.AbsentRule{tournament.AbsentNone}
	}
	return absentRules
}

// ParseAbsentRule reads an AbsentRule as the command line and the file
// write it.
func ParseAbsentRule(s string) (tournament.AbsentRule, error) {
	r := tournament.AbsentRule(strings.TrimSpace(s))
	if slices.Contains(absentRules, r) {
		return r, nil
	}
	return "", engine.NewMessage("checkin.err.absent", "value", s)
}

// Of returns the check-in of round r, if it was opened.
func Of(ev *tournament.Event, r int) (tournament.CheckIn, bool) {
	for _, c := range ev.CheckIns {
		if c.Round == r {
			return c, true
		}
	}
	return tournament.CheckIn{}, false
}

// For is the check-in's rule of the event's kind (ForKind): a
// check-in is an individual event's, as a team event's line-ups say who
// plays.
func For(sys tournament.System) error {
	if tournament.ForKind(sys, false, "") != nil {
		return engine.NewMessage("checkin.err.team")
	}
	return nil
}

// Round is the round a check-in is for now, the one place that decides
// it for the window, the command line, the venue and the pack: the next
// round to be paired, of an individual event, or the round of a check-in
// open still, which a round un-paired below it (by Unpair or Undo) left
// ahead of the next: its players checked in, it stays the one check-in,
// where a second was opened beside it for the round un-paired. Once every
// round is paired there is none: the last round's check-in is over with
// its pairing.
func Round(ev *tournament.Event) (int, error) {
	if err := For(ev.Settings.System); err != nil {
		return 0, err
	}
	for _, c := range ev.CheckIns {
		if c.Open() {
			return c.Round, nil
		}
	}
	// A round robin's rounds are its schedule's, not the Swiss count of
	// its settings (0): "all 0 rounds are paired" refused its check-in.
	// A round robin with no player has no round yet, not all 0 paired.
	r := ev.NextRound()
	switch total := ev.TotalRounds(); {
	case total == 0:
		return 0, engine.NewMessage("event.err.pair.few")
	case r > total:
		return 0, engine.NewMessage("checkin.err.over", "rounds", total)
	}
	return r, nil
}

// Open returns the check-in of the round in play (Round), as opening it
// makes it: not opened before.
func Open(ev *tournament.Event) (tournament.CheckIn, error) {
	r, err := Round(ev)
	if err != nil {
		return tournament.CheckIn{}, err
	}
	if c, ok := Of(ev, r); ok {
		if c.Open() {
			return tournament.CheckIn{}, engine.NewMessage("checkin.err.isopen", "round", r)
		}
		return tournament.CheckIn{}, engine.NewMessage("checkin.err.closed", "round", r)
	}
	return tournament.CheckIn{Round: r}, nil
}

// OpenNow returns the check-in open now, or a message saying none is:
// that the next round's is to be opened first, or, where it cannot be
// (closed already, past the last round), Open's reason.
func OpenNow(ev *tournament.Event) (tournament.CheckIn, error) {
	for _, c := range ev.CheckIns {
		if c.Open() {
			return c, nil
		}
	}
	if _, err := Open(ev); err != nil {
		return tournament.CheckIn{}, err
	}
	return tournament.CheckIn{}, engine.NewMessage("checkin.err.notopen", "round", ev.NextRound())
}

// Expected reports whether player p is expected at round r: in the event
// by then (a late entry from the round he joined in) and not withdrawn
// before it.
func Expected(p tournament.Player, r int) bool { return !p.LateFor(r) && !p.GoneBefore(r) }

// Mark returns the open check-in with player id marked in or out
// by who, and the event's bye requests as they then stand: a player
// checking in takes back the byes a closing gave him in the rounds from
// this one on, never one he asked for himself.
func Mark(ev *tournament.Event, id int64, in bool, by string) (tournament.CheckIn, []tournament.PlannedBye, error) {
	c, err := OpenNow(ev)
	if err != nil {
		return tournament.CheckIn{}, nil, err
	}
	p, ok := ev.Player(id)
	if !ok {
		return tournament.CheckIn{}, nil, engine.NewMessage("swisscli.err.player", "id", id)
	}
	if !Expected(*p, c.Round) {
		return tournament.CheckIn{}, nil, engine.NewMessage("swisscli.err.withdrawn", "name", p.Name)
	}
	marks := slices.Clone(c.Marks)
	if i := slices.IndexFunc(marks, func(m tournament.Presence) bool { return m.Player == id }); i >= 0 {
		marks[i] = tournament.Presence{Player: id, In: in, By: by}
	} else {
		marks = append(marks, tournament.Presence{Player: id, In: in, By: by})
	}
	c.Marks = marks
	reqs := ev.Requests
	if in {
		reqs = restOfEventByesTaken(ev, id, c.Round)
	}
	return c, reqs, nil
}

// restOfEventByesTaken returns the requests without player id's byes
// from round r on that an earlier check-in's closing gave him while he was
// absent; the byes he asked for himself stay.
func restOfEventByesTaken(ev *tournament.Event, id int64, r int) []tournament.PlannedBye {
	return slices.DeleteFunc(slices.Clone(ev.Requests), func(b tournament.PlannedBye) bool {
		return b.Player == id && b.Round >= r && b.CheckIn != 0
	})
}

// Absentees are the players expected at the check-in's round who have not
// checked in, by starting number (tournament.Event.ByStartNumber), as the
// check-in's list runs: named in the order they were entered, they read
// jumbled beside it.
func Absentees(ev *tournament.Event, c tournament.CheckIn) []tournament.Player {
	var out []tournament.Player
	for _, p := range ev.ByStartNumber(ev.StartNumbers()) {
		if Expected(*p, c.Round) && !c.In(p.ID) {
			out = append(out, *p)
		}
	}
	return out
}

// Absent divides the players expected at the check-in's round as closing
// it does: those who asked for a bye of their own in its round (any kind,
// not one a closing gave) keep it (excused), checked in or not, as the
// check-in does not take it back (Mark): not in, that bye says why they
// are not here; in, it leaves them unpaired all the same. The rest not
// checked in (Absentees) are the absent, whom the closing's rule concerns.
func Absent(ev *tournament.Event, c tournament.CheckIn) (absent, excused []tournament.Player) {
	for _, p := range ev.ByStartNumber(ev.StartNumbers()) {
		if !Expected(*p, c.Round) {
			continue
		}
		if _, own := OwnBye(ev, c, p.ID); own {
			excused = append(excused, *p)
		} else if !c.In(p.ID) {
			absent = append(absent, *p)
		}
	}
	return absent, excused
}

// Tally counts the players expected at the check-in's round as every
// list of it does: those checked in, those not in who asked for a bye of
// their own in its round (excused, not awaited: counted among the not
// in, two players out of fourteen read as two awaited where one was),
// and the rest not in (awaited).
func Tally(ev *tournament.Event, c tournament.CheckIn) (in, excused, awaited int) {
	for _, p := range ev.Players {
		switch _, own := OwnBye(ev, c, p.ID); {
		case !Expected(p, c.Round):
		case c.In(p.ID):
			in++
		case own:
			excused++
		default:
			awaited++
		}
	}
	return in, excused, awaited
}

// OwnBye is the bye player id asked for himself (or the arbiter for him)
// in the check-in's round, of any kind, not one a closing gave: it says
// why he is not there, and the check-in's lists show it beside his name.
func OwnBye(ev *tournament.Event, c tournament.CheckIn, id int64) (tournament.ByeKind, bool) {
	i := slices.IndexFunc(ev.Requests, func(b tournament.PlannedBye) bool {
		return b.Player == id && b.Round == c.Round && b.CheckIn == 0
	})
	if i < 0 {
		return tournament.NoBye, false
	}
	return ev.Requests[i].Kind, true
}

// ClosedOut is the round whose check-in closed without player id, the
// next to pair, where the closing gave him a bye: a late arrival, who
// plays it once that bye is cancelled.
func ClosedOut(ev *tournament.Event, id int64) (int, bool) {
	r, err := Round(ev)
	if c, ok := Of(ev, r); err != nil || !ok || c.Open() {
		return 0, false
	}
	return r, slices.ContainsFunc(ev.Requests, func(b tournament.PlannedBye) bool {
		return b.Player == id && b.Round == r && b.CheckIn == r
	})
}

// Close returns the open check-in closed with rule, the event's bye
// requests as closing leaves them, and the players it gave a bye. A bye is
// a zero-point requested bye, judged by RequestBye as one the arbiter
// asks for (so only a Swiss takes them); a player who already asked for a
// bye in a round keeps his own there, and one who asked for a bye in the
// check-in's round is not absent (Absent) and gets none.
func Close(ev *tournament.Event, rule tournament.AbsentRule) (tournament.CheckIn, []tournament.PlannedBye, []tournament.Player, error) {
	c, err := OpenNow(ev)
	if err != nil {
		return tournament.CheckIn{}, nil, nil, err
	}
	if !slices.Contains(absentRules, rule) {
		return tournament.CheckIn{}, nil, nil, engine.NewMessage("checkin.err.absent", "value", string(rule))
	}
	c.Absent = rule
	reqs := ev.Requests
	if rule == tournament.AbsentNone {
		return c, reqs, nil, nil
	}
	last := c.Round
	if rule == tournament.AbsentByeRest {
		last = ev.TotalRounds()
	}
	cp := *ev
	var given []tournament.Player
	absent, _ := Absent(ev, c)
	for _, p := range absent {
		added := false
		for r := c.Round; r <= last; r++ {
			if !Expected(p, r) || slices.ContainsFunc(reqs, func(b tournament.PlannedBye) bool { return b.Player == p.ID && b.Round == r }) {
				continue
			}
			cp.Requests = reqs
			if reqs, err = cp.RequestBye(tournament.PlannedBye{Player: p.ID, Round: r, Kind: tournament.ByeZeroPoint, CheckIn: c.Round}); err != nil {
				return tournament.CheckIn{}, nil, nil, err
			}
			added = true
		}
		if added {
			given = append(given, p)
		}
	}
	return c, reqs, given, nil
}

// Pending refuses the pairing of round r while its check-in is
// open: the absent are not known yet.
func Pending(ev *tournament.Event, r int) error {
	if c, ok := Of(ev, r); ok && c.Open() {
		return engine.NewMessage("checkin.err.pending", "round", r, "absent", len(Absentees(ev, c)))
	}
	return nil
}
