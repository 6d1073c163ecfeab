package rules

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// checked is an incident whose statements can contradict each other; Decide
// refuses such an incident, naming the contradiction, rather than ruling on
// one of its statements and dropping the other.
type checked interface {
	check() error
}

// ClockTime is a time of day as the arbiter notes it, "15:45".
type ClockTime string

// clock reads the time of day as a duration since midnight.
func (c ClockTime) clock() (time.Duration, error) {
	h, m, ok := strings.Cut(strings.TrimSpace(string(c)), ":")
	hh, err1 := strconv.Atoi(h)
	mm, err2 := strconv.Atoi(m)
	if !ok || err1 != nil || err2 != nil || hh < 0 || hh > 23 || mm < 0 || mm > 59 || len(m) != 2 {
		return 0, newError("rules.error.clock-time", map[string]any{"text": string(c)})
	}
	return time.Duration(hh)*time.Hour + time.Duration(mm)*time.Minute, nil
}

// String is the time as "15:45".
func (c ClockTime) String() string {
	d, err := c.clock()
	if err != nil {
		return string(c)
	}
	return fmt.Sprintf("%02d:%02d", int(d/time.Hour), int(d%time.Hour/time.Minute))
}

func (in DrawOffer) check() error {
	if in.OfferAccepted && in.DeclinedByTouch {
		// 9.1.2.1: a touch with intent to move rejects the offer, and
		// nothing is accepted after it; both cannot be true of one offer.
		return newError("rules.error.offer-accepted-and-declined", nil)
	}
	if in.OnMove && in.AfterPress {
		// Before his move he has no press of his own to offer after.
		return newError("rules.error.offer-on-move-after-press", nil)
	}
	return nil
}

func (in ClaimThreefold) check() error {
	if in.Correct && in.RightsDiffer {
		// Under the Laws the proviso of 9.2.2 makes the claim incorrect.
		return newError("rules.error.correct-and-rights-differ", nil)
	}
	return nil
}

func (in SealedMove) check() error {
	if in.Sealed == "" {
		// Only a move found ambiguous, illegible or illegal loses (I.8):
		// an unstated reading is no finding to rule on.
		return newError("rules.error.sealed-unstated", nil)
	}
	return nil
}

func (in Chess960Castling) check() error {
	switch {
	case !in.Correct && !in.Incorrect:
		// Whether the castling ended on II.3's squares is the arbiter's
		// finding, as a sealed move's reading is: unstated, it is not
		// ruled an illegal move.
		return newError("rules.error.castling-unstated", nil)
	case in.Correct && in.Incorrect:
		return newError("rules.error.castling-correct-and-incorrect", nil)
	}
	return nil
}

func (in ClockCorrection) check() error {
	if in.AfterFirstMove && !in.Resumed {
		// I.13's first move is the first after the resumption.
		return newError("rules.error.first-move-not-resumed", nil)
	}
	return nil
}

func (in Lateness) check() error {
	_, err := in.lateBy()
	return err
}

// lateBy is how late the player is: Late as stated, or the time between
// the round's actual start and his arrival (the commentary on 6.7: the
// default time runs from when the round started, not from the schedule).
func (in Lateness) lateBy() (time.Duration, error) {
	if in.Arrived == "" && in.Started == "" {
		return in.Late, nil
	}
	if in.Arrived == "" || in.Started == "" {
		return 0, newError("rules.error.late-both-times", map[string]any{"started": string(in.Started), "arrived": string(in.Arrived)})
	}
	start, err := in.Started.clock()
	if err != nil {
		return 0, err
	}
	arrived, err := in.Arrived.clock()
	if err != nil {
		return 0, err
	}
	late := arrived - start
	switch {
	case late < 0:
		return 0, newError("rules.error.late-before-start", map[string]any{"started": in.Started.String(), "arrived": in.Arrived.String()})
	case in.Late != 0 && in.Late != late:
		return 0, newError("rules.error.late-disagrees", map[string]any{"started": in.Started.String(), "arrived": in.Arrived.String(),
			"late": int(in.Late / time.Minute), "by": int(late / time.Minute)})
	}
	return late, nil
}

// ScoresheetDevice.rule: an obviously faulty electronic scoresheet device is
// replaced by the arbiter (8.3 from 2018); the 2014 Laws, the 1953 code and
// blitz, where no scoresheet is kept, name none.
func (in ScoresheetDevice) rule(b *builder, ev Event, f Facts) {
	if !b.citeCovered(topicScoresheetDevice) {
		return
	}
	b.result(Ongoing, Continue).explain("scoresheet-device-replaced", "player", sideKey(in.Player))
}
