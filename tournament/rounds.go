package tournament

import "slices"

// Where an event stands in its rounds is answered here and nowhere else:
// the window, the desk, the venue pages, the command line, the TRF report
// and the paper all ask these functions. Event.Rounds holds paired rounds
// only; a bye asked for a round not yet paired is a request
// (Event.Requests), never a round.

// CompletedRounds is the number of rounds, from the first on, in which
// every game that counts has its final result: the n of "standings after
// round n". A round with a game still pending or adjourned is not
// complete, whatever the results of its other boards. A team event's
// games are its rounds' as an individual event's are, a forfeited match's
// holding its forfeit and a bye match none, so that a round is complete
// when its matches are. Each game is read as it counts
// (withdrawals.game) up to the first unfinished one, not the effective
// view of every round made for it.
func (ev *Event) CompletedRounds() int {
	w := ev.withdrawals()
	for i, rd := range ev.Rounds {
		for _, p := range rd.Pairings {
			if g := w.game(rd.Number, p); g.Counts() && g.Unfinished() {
				return i
			}
		}
	}
	return len(ev.Rounds)
}

// PairedRounds is the number of the last round paired, 0 before round 1:
// the round whose pairings (a team event's: matches) the players look
// for.
func (ev *Event) PairedRounds() int { return len(ev.Rounds) }

// NextRound is the round an event pairs next, one after the last paired;
// it may be past the event's last round, which the pairing refuses.
func (ev *Event) NextRound() int { return ev.PairedRounds() + 1 }

// RoundInPlay is the round whose results are being entered: the first
// paired round with a game still to be finished (a team event's: a match),
// else the last paired round; 0 before round 1 is paired. A game that a
// withdrawal leaves unplayed waits for nothing: the withdrawal rule has
// settled it, as it has for CompletedRounds.
func (ev *Event) RoundInPlay() int { return min(ev.CompletedRounds()+1, ev.PairedRounds()) }

// RoundBeingPlayed is the round the arbiter is at in the window: the
// newest paired round with a game still to be finished (a team event's: a
// match), else the last paired round; 0 before round 1 is paired. It
// differs from RoundInPlay only where an older game waits, postponed or
// adjourned, while a later round waits too (the 1953 code's §22 note 4):
// the round in play is then the older game's, the one standings and
// deputies hold to, and the round being played is the newer. A game that a withdrawal
// leaves unplayed waits for nothing, as for CompletedRounds.
func (ev *Event) RoundBeingPlayed() int {
	w := ev.withdrawals()
	for i := len(ev.Rounds) - 1; i >= 0; i-- {
		rd := ev.Rounds[i]
		for _, p := range rd.Pairings {
			if g := w.game(rd.Number, p); g.Counts() && g.Unfinished() {
				return i + 1
			}
		}
	}
	return ev.PairedRounds()
}

// FieldAt is the event with the field that round r was paired with: for
// a round already paired, the players with a board or a bye in it or in
// an earlier round, since every player in a Swiss has one in each round he
// is in and a late entry has none before the round he joined; for the
// round to pair, every player. Checking a paired round after a late entry
// thus numbers and pairs the field of that round, not today's.
// A late entry's byes of the rounds before he joined (Player.Entered), the
// points given for missing them, are no place in their field: those
// rounds' field is without him and them.
// A team event's field is its teams, a late team having no match before
// the round it joined.
func (ev *Event) FieldAt(r int) *Event {
	if r > ev.PairedRounds() {
		return ev
	}
	late := map[int64]bool{}
	for _, p := range ev.Players {
		if p.LateFor(r) {
			late[p.ID] = true
		}
	}
	in, teamIn := map[int64]bool{}, map[int64]bool{}
	for _, rd := range ev.Rounds[:min(r, len(ev.Rounds))] {
		for _, p := range rd.Pairings {
			if !late[p.White] {
				in[p.White], in[p.Black] = true, true
			}
		}
	}
	for _, m := range ev.Matches {
		if m.Round <= r {
			teamIn[m.White], teamIn[m.Black] = true, true
		}
	}
	cp := *ev
	// A team event's field is its teams, its players all kept (a
	// reserve who has not played yet is a team's); an individual event's
	// is its players.
	var teamsLeft, playersLeft bool
	cp.Teams, teamsLeft = inField(ev.Teams, func(t Team) bool { return teamIn[t.ID] })
	cp.Players, playersLeft = inField(ev.Players, func(p Player) bool {
		_, ok := ev.TeamOf(p.ID)
		return ok || in[p.ID]
	})
	if !teamsLeft && !playersLeft {
		return ev
	}
	if len(late) > 0 {
		cp.Rounds = make([]Round, len(ev.Rounds))
		for i, rd := range ev.Rounds {
			cp.Rounds[i] = rd
			if rd.Number <= r {
				cp.Rounds[i].Pairings = slices.DeleteFunc(slices.Clone(rd.Pairings), func(p Pairing) bool { return late[p.White] })
			}
		}
	}
	return &cp
}

// inField is those of all in the field, and whether any is not.
func inField[T any](all []T, in func(T) bool) ([]T, bool) {
	out := make([]T, 0, len(all))
	for _, x := range all {
		if in(x) {
			out = append(out, x)
		}
	}
	return out, len(out) < len(all)
}

// AfterRound is the event as it stood when round n was over: the rounds
// (a team event's matches) up to n, and players and teams who withdrew
// later still in play. Standings, crosstables and pairing lists of an earlier round
// are computed from it. n beyond the paired rounds gives the event as it
// is.
func (ev *Event) AfterRound(n int) *Event {
	cp := &Event{Settings: ev.Settings, Teams: slices.Clone(ev.Teams), TeamOptions: ev.TeamOptions}
	for i := range cp.Teams {
		if cp.Teams[i].WithdrawnAfter > n {
			cp.Teams[i].WithdrawnAfter = 0
		}
	}
	for _, r := range ev.Rounds {
		if r.Number <= n {
			cp.Rounds = append(cp.Rounds, r)
		}
	}
	for _, m := range ev.Matches {
		if m.Round <= n {
			cp.Matches = append(cp.Matches, m)
		}
	}
	cp.Players = append([]Player(nil), ev.Players...)
	for i := range cp.Players {
		if cp.Players[i].WithdrawnAfter > n {
			cp.Players[i].WithdrawnAfter = 0
		}
	}
	return cp
}
