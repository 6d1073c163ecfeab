package words

import (
	"slices"

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/pairing"
)

// Renumbering is what changed the field's order: players added (the zero
// value), the details of player Edited corrected (his rating, title or
// name reorder the list as a newcomer's do), player Removed (his name)
// deleted, or a change undone or redone (History: a late entry or a
// correction taken back or made again).
type Renumbering struct {
	Edited  int64
	Removed string
	History bool
}

// Renumbered says whose pairing numbers a change of the field gave new
// ones, once rounds are paired (before are the numbers they had): a
// Swiss's numbers follow the initial ranking list (FIDE C.04.2), so a late
// entry rated above others moves them down, and the sheets already posted
// show the old numbers. The first line says so, one line follows per
// player, in the order of the new numbers; none before round 1 or when no
// number changed. The first line names the cause. The window and the
// command line say it alike.
func Renumbered(cat *i18n.Catalog, ev *tournament.Event, before map[int64]int, cause Renumbering) []string {
	if !ev.Started() {
		return nil
	}
	now := ev.StartNumbers()
	var moved []tournament.Player
	added := 0 // the new players the first line speaks of: one, or a list's
	for _, p := range ev.Players {
		if was, ok := before[p.ID]; !ok {
			added++
		} else if was != 0 && now[p.ID] != was {
			moved = append(moved, p)
		}
	}
	if len(moved) == 0 {
		return nil
	}
	slices.SortFunc(moved, func(a, b tournament.Player) int { return now[a.ID] - now[b.ID] })
	lines := []string{cat.T("live.renumber.text", "n", len(moved), "rounds", len(ev.Rounds), "added", added)}
	if p, ok := ev.Player(cause.Edited); ok {
		lines[0] = cat.T("live.renumber.edited", "name", p.Name, "n", len(moved), "rounds", len(ev.Rounds))
	} else if cause.Removed != "" {
		lines[0] = cat.T("live.renumber.removed", "name", cause.Removed, "n", len(moved), "rounds", len(ev.Rounds))
	} else if cause.History {
		lines[0] = cat.T("live.renumber.history", "n", len(moved), "rounds", len(ev.Rounds))
	}
	for _, p := range moved {
		lines = append(lines, cat.T("live.renumber.line", "name", p.Name, "was", before[p.ID], "now", now[p.ID]))
	}
	return lines
}

// NumbersKept says why a change moved no pairing number once a Swiss's
// numbers are fixed (pairing.NumbersFixed, FIDE C.04.2.B.3), where it
// would have before: the player cause.Edited keeps his number though his
// corrected details place him elsewhere on the initial ranking list, and
// each player added since before (the numbers the players had) takes the
// number after the last. None while the numbers follow the list. The
// window and the command line say it alike.
func NumbersKept(cat *i18n.Catalog, ev *tournament.Event, before map[int64]int, cause Renumbering) []string {
	if !pairing.NumbersFixed(ev) {
		return nil
	}
	now := ev.StartNumbers()
	if p, ok := ev.Player(cause.Edited); ok {
		if place := pairing.RankingNumbers(ev)[p.ID]; place != now[p.ID] {
			return []string{cat.T("live.renumber.fixed.edited", "name", p.Name, "place", place, "no", now[p.ID])}
		}
		return nil
	}
	var lines []string
	for _, p := range ev.Players {
		if _, was := before[p.ID]; !was {
			lines = append(lines, cat.T("live.renumber.fixed.late", "name", p.Name, "no", now[p.ID]))
		}
	}
	return lines
}

// SeatsSwapped says whose starting number a player's change of seat gave
// away (the store's swap, tournament.SeatTaken): each player but edited
// whose seat in ev is not the one he had among the players before, one
// line each; none when no one else's moved. The window and the command
// line say it alike.
func SeatsSwapped(cat *i18n.Catalog, ev *tournament.Event, before []tournament.Player, edited int64) []string {
	var lines []string
	for _, was := range before {
		// A seat given where there was none is a Swiss's number kept
		// (NumbersKept), not a swap.
		if p, ok := ev.Player(was.ID); ok && p.ID != edited && was.Seat != 0 && p.Seat != was.Seat {
			lines = append(lines, cat.T("event.seat.swapped", "name", p.Name, "was", was.Seat, "now", p.Seat))
		}
	}
	return lines
}

// LateEntries says of each player added since before (the numbers the
// players had) what he was given for the rounds paired before he entered
// (MissedRounds: typed, the arbiter typed those points, for a player
// added by hand; else the event's setting gave any he has, as it does a
// list imported), then lateEntry of him, or, where neither says a word of
// a late entry, that the rounds before give him nothing (the window said
// nothing of a round already played): the lines a line each, none for a
// player with nothing to say.
func LateEntries(cat *i18n.Catalog, ev *tournament.Event, before map[int64]int, typed bool) []string {
	var lines []string
	for _, p := range ev.Players {
		if _, was := before[p.ID]; !was {
			missed := MissedRounds(cat, ev, p.ID, typed)
			lines = append(lines, missed...)
			if l := lateEntry(cat, ev, p.ID); l != "" {
				lines = append(lines, l)
			} else if len(missed) == 0 && p.Entered > 1 {
				lines = append(lines, cat.T("event.late.missed.none", "name", p.Name, "round", p.Entered))
			}
		}
	}
	return lines
}

// MissedRounds says what late entry id was given for the rounds paired
// before he entered (tournament.Player.MissedRounds, kept as his byes of
// those rounds) and why, a line for each run of rounds given the same
// bye: typed, the arbiter typed them; else the event's setting gave them,
// nothing being typed (tournament.Settings.MissedRoundsFor). None where
// he was given nothing. Every door that adds a late entry says it so:
// the command line, the players' box, the pairing editor and a list's
// import.
func MissedRounds(cat *i18n.Catalog, ev *tournament.Event, id int64, typed bool) []string {
	p, ok := ev.Player(id)
	if !ok || p.Entered < 2 {
		return nil
	}
	key := "event.late.missed.setting"
	if typed {
		key = "event.late.missed.typed"
	}
	type run struct {
		first, last int
		bye         tournament.ByeKind
	}
	var runs []run
	for _, rd := range ev.Rounds[:min(p.Entered-1, len(ev.Rounds))] {
		for _, g := range rd.Pairings {
			if !g.IsBye() || g.White != id {
				continue
			}
			if n := len(runs); n > 0 && runs[n-1].bye == g.Bye && runs[n-1].last == rd.Number-1 {
				runs[n-1].last = rd.Number
			} else {
				runs = append(runs, run{rd.Number, rd.Number, g.Bye})
			}
		}
	}
	lines := make([]string, 0, len(runs))
	for _, r := range runs {
		// The bye's name gives its points ("half-point bye").
		bye, _ := pairing.ByeText(r.bye, cat.T)
		lines = append(lines, cat.T(key, "name", p.Name, "n", r.last-r.first+1, "first", r.first, "last", r.last, "bye", bye))
	}
	return lines
}

// lateEntry says of player id, just added to a Swiss whose last round
// is paired and still being played without him, that the round goes on
// without him (its lists show him absent, with no points), that he is
// paired from the next, and how to play him in it; "" when no round is
// in play, he has a board or a bye in it, or no round follows it (a
// player added once the round's games are over simply starts with the
// next). The window and the command line say it alike.
func lateEntry(cat *i18n.Catalog, ev *tournament.Event, id int64) string {
	n := len(ev.Rounds)
	p, ok := ev.Player(id)
	if !ok || n == 0 || n >= ev.Settings.Rounds || !ev.Settings.System.IndividualSwiss() {
		return ""
	}
	inPlay := false
	for _, pr := range ev.Rounds[n-1].Pairings {
		if pr.White == id || pr.Black == id {
			return ""
		}
		inPlay = inPlay || pr.Unfinished()
	}
	if !inPlay {
		return ""
	}
	return cat.T("live.late.unpaired", "name", p.Name, "round", n, "next", n+1)
}
