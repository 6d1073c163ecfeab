package tournament

import (
	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/tournament/berger"
	"cmp"
	"errors"
	"slices"
)

// MissingRounds reports whether the settings are of a Swiss event without
// its number of rounds, or of a match without its games: their length is
// the arbiter's choice (RoundsFromField), nothing suggests one, and an
// event of no rounds can never be paired (a match made without its games
// was refused at its first pairing as having no round 1).
func (s Settings) MissingRounds() bool {
	return !s.System.RoundsFromField() && s.Rounds < 1
}

// RoundsFromField reports whether the system makes its number of rounds
// from the field entered (TotalRounds: a round robin's n−1 a cycle), so
// that a number of rounds given for it is not the arbiter's to set: the
// window offers no field for it, the command line says it is not kept.
func (s System) RoundsFromField() bool {
	return s == RoundRobin || s == DoubleRoundRobin || s == TeamRoundRobin
}

// TotalRounds returns the number of rounds the event's system makes for its
// players: n−1 per cycle of a round robin (n the table size), the agreed
// number of games of a match, and Settings.Rounds for a Swiss.
func (ev *Event) TotalRounds() int {
	n := max(berger.TableSize(len(ev.Players)), 1) // no players: no rounds yet
	switch ev.Settings.System {
	case RoundRobin:
		return n - 1
	case DoubleRoundRobin:
		return 2 * (n - 1)
	case TeamRoundRobin:
		return max(berger.TableSize(len(ev.Teams)), 1) - 1
	}
	return ev.Settings.Rounds
}

// SeatsWanted reports whether pairing waits on a seat draw: a round robin
// or match whose seats are not yet 1…n. Front ends ask before pairing to
// say where the seats are drawn.
func (ev *Event) SeatsWanted() bool {
	sys := ev.Settings.System
	return (sys == RoundRobin || sys == DoubleRoundRobin || sys == Match) && checkSeats(ev) != nil
}

// checkSeats verifies that the seats are exactly 1…n.
func checkSeats(ev *Event) error {
	used := make([]bool, len(ev.Players)+1)
	for _, p := range ev.Players {
		if p.Seat < 1 || p.Seat > len(ev.Players) || used[p.Seat] {
			return engine.NewMessage("event.err.seats.notdrawn")
		}
		used[p.Seat] = true
	}
	return nil
}

// PairRoundRobin makes the pairings of round r from the seats: the Berger
// table for a (double) round robin, alternating colours for a match. It
// refuses a round that exists already or comes after a round not yet
// paired; whether earlier games are finished is ReadyToPair's question.
// Withdrawn players stay in the table: their games are settled by
// EffectiveResults.
func (ev *Event) PairRoundRobin(r int) (Round, error) {
	sys := ev.Settings.System
	if sys != RoundRobin && sys != DoubleRoundRobin && sys != Match {
		return Round{}, engine.NewMessage("event.err.pair.system", "system", sys.Name())
	}
	if sys == Match && len(ev.Players) != 2 {
		return Round{}, engine.NewMessage("event.err.pair.match", "players", len(ev.Players))
	}
	// The games after a concession (1953 §27) are not played.
	if by, ok := ev.MatchConcession(); ok {
		return Round{}, engine.NewMessage("event.err.match.conceded", "name", by.Name, "round", by.WithdrawnAfter)
	}
	if len(ev.Players) < 2 {
		return Round{}, engine.NewMessage("event.err.pair.few")
	}
	if err := checkSeats(ev); err != nil {
		return Round{}, err
	}
	total := ev.TotalRounds()
	if r < 1 || r > total {
		return Round{}, engine.NewMessage("event.err.pair.range", "round", r, "total", total)
	}
	if r <= len(ev.Rounds) {
		return Round{}, engine.NewMessage("event.err.pair.exists", "round", r)
	}
	if r > len(ev.Rounds)+1 {
		return Round{}, engine.NewMessage("event.err.pair.skip", "round", r, "next", len(ev.Rounds)+1)
	}
	bySeat := map[int]int64{}
	for _, p := range ev.Players {
		bySeat[p.Seat] = p.ID
	}
	var pairs []berger.SeatPair
	switch sys {
	case Match:
		pairs = []berger.SeatPair{{White: 1, Black: 2}}
		if r%2 == 0 {
			pairs[0] = berger.SeatPair{White: 2, Black: 1}
		}
	default:
		pairs = berger.Play(berger.TableSize(len(ev.Players)), r, ev.exchangedCycle())
	}
	round := Round{Number: r}
	boards, bye := berger.Seated(pairs, bySeat)
	for _, sp := range boards {
		round.Pairings = append(round.Pairings, Pairing{Round: r, Board: len(round.Pairings) + 1, White: bySeat[sp.White], Black: bySeat[sp.Black]})
	}
	if bye != 0 {
		round.Pairings = append(round.Pairings, Pairing{Round: r, Board: len(round.Pairings) + 1, White: bySeat[bye], Bye: ByeRoundRobin})
	}
	return round, nil
}

// exchangedCycle tells whether the round robin plays its first cycle's
// last two rounds exchanged (berger.Play): as its round n−2 was paired
// where it was, so that a file paired in either order keeps it; a double
// round robin not yet that far does (FIDE C.05 Annex 1), a single one
// not.
func (ev *Event) exchangedCycle() bool {
	seat := map[int64]int{}
	for _, p := range ev.Players {
		seat[p.ID] = p.Seat
	}
	n := berger.TableSize(len(ev.Players))
	ex, told := berger.Exchanged(n, func(a, b int) bool {
		for _, rd := range ev.Rounds {
			if rd.Number != n-2 {
				continue
			}
			for _, g := range rd.Pairings {
				if w, bl := seat[g.White], seat[g.Black]; !g.IsBye() && (w == a && bl == b || w == b && bl == a) {
					return true
				}
			}
		}
		return false
	})
	if !told {
		return ev.Settings.System == DoubleRoundRobin
	}
	return ex
}

// Unfinished lists the games of rounds before r that have no final result
// in the effective view (pending or adjourned), in round and board order.
// Games a withdrawal settles or annuls do not count. Nor does a void game
// of a round robin, whose table keeps a withdrawn player in every later
// round; a Swiss pairs him no more, so its void game without a result was
// paired before he left and its opponent is owed a forfeit.
//
// Each game is read as it counts and let go (withdrawals.game): the
// effective view of every round, which the pairing asks this of three
// times, was most of what it cost.
func (ev *Event) Unfinished(r int) []Pairing {
	w := ev.withdrawals()
	swiss := ev.Settings.System.IndividualSwiss()
	var out []Pairing
	for _, rd := range ev.Rounds {
		if rd.Number >= r {
			continue
		}
		for _, p := range rd.Pairings {
			g := w.game(rd.Number, p)
			settled := g.Status == Annulled || g.Status == Void && !(swiss && g.Recorded == NoResult)
			if !settled && g.Unfinished() {
				out = append(out, g.Pairing)
			}
		}
	}
	slices.SortStableFunc(out, func(a, b Pairing) int {
		return cmp.Or(cmp.Compare(a.Round, b.Round), cmp.Compare(a.Board, b.Board))
	})
	return out
}

// ReadyToPair reports why round r may not be paired yet: an earlier round
// with unfinished games (1953 §22 note 4). The arbiter may override it;
// the caller then records the override in the audit log.
func (ev *Event) ReadyToPair(r int) error {
	open := ev.Unfinished(r)
	if len(open) == 0 {
		return nil
	}
	e := engine.NewMessage("event.err.pair.unfinished", "round", r, "games", gamesInWords(ev, open))
	e.Kind = unfinishedRefusal
	return e
}

// pairRefusal is the Kind of a refusal to pair that a front end answers
// with more than the refusal (asked by IsUnfinished).
type pairRefusal int

// unfinishedRefusal is ReadyToPair's refusal: earlier games unfinished,
// which the arbiter's results or override settle.
const unfinishedRefusal pairRefusal = 1

// IsUnfinished reports whether err is ReadyToPair's refusal.
func IsUnfinished(err error) bool {
	var m *engine.Message
	return errors.As(err, &m) && m.Kind == unfinishedRefusal
}

// LastRoundWaits is the refusal of an override of ReadyToPair: under the
// USSR 1953 code every game of the earlier rounds is finished before a
// tournament's last round (§22 note 4), whatever the arbiter says; nil
// where an override may stand (a match is no tournament).
func (ev *Event) LastRoundWaits(r int) error {
	id, err := ev.Settings.RulesetID()
	if err != nil || id != rules.USSR1953 || ev.Settings.System == Match || r != ev.TotalRounds() {
		return nil
	}
	open := ev.Unfinished(r)
	if len(open) == 0 {
		return nil
	}
	return engine.NewMessage("event.err.pair.unfinished-last", "round", r, "games", gamesInWords(ev, open))
}

// gamesInWords are games each in words with its players, as the window's
// override box names them; "1.4 (round.board)" was a code to decode.
func gamesInWords(ev *Event, open []Pairing) []*engine.Message {
	games := make([]*engine.Message, len(open))
	for i, p := range open {
		games[i] = engine.NewMessage("live.adjourned.game", "round", p.Round, "board", p.Board,
			"white", ev.PlayerName(p.White), "black", ev.PlayerName(p.Black))
	}
	return games
}
