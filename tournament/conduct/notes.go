package conduct

import (
	"slices"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/berger"
	"arbiter/tournament/standings"
)

// RoundNotes are what round r of ev, as paired, says besides its boards,
// where it is paired and on the paper alike: a match decided before it
// (its games then played only as the match's regulations set), and a
// double round robin's first-cycle round that plays the other of the
// table's last two rounds (FIDE C.05 Annex 1), which an arbiter checking
// the Berger table would otherwise take for a mistake.
func RoundNotes(ev *tournament.Event, r int) []engine.Message {
	var out []engine.Message
	if n := decidedBefore(ev, r); n != nil {
		out = append(out, *n)
	}
	if n := exchangedRound(ev, r); n != nil {
		out = append(out, *n)
	}
	return out
}

// decidedBefore says that the match was won by the games before round r,
// which is one of its scheduled games.
func decidedBefore(ev *tournament.Event, r int) *engine.Message {
	if r < 1 || len(ev.Rounds) < r-1 {
		return nil
	}
	before := *ev
	before.Rounds = ev.Rounds[:r-1]
	m, ok := standings.MatchStanding(&before)
	if !ok || m.Outcome != standings.MatchWon || r > m.Games {
		return nil
	}
	return engine.NewMessage("match.decided", "winner", m.Name(m.Winner), "score", m.Score(), "round", r)
}

// exchangedRound names the table's round that round r of a double round
// robin plays where it is not its own (berger.Play exchanged).
func exchangedRound(ev *tournament.Event, r int) *engine.Message {
	n := berger.TableSize(len(ev.Players))
	if ev.Settings.System != tournament.DoubleRoundRobin || r < 1 || r > len(ev.Rounds) {
		return nil
	}
	plain, exchanged := berger.Play(n, r, false), berger.Play(n, r, true)
	if slices.Equal(plain, exchanged) || !playsTable(ev, ev.Rounds[r-1], exchanged) {
		return nil
	}
	return engine.NewMessage("event.roundrobin.exchanged", "round", r, "table", 2*(n-1)-1-r)
}

// playsTable reports whether round rd holds a game of the table's pairs
// (seats), either colour: a round robin's rounds share no pair.
func playsTable(ev *tournament.Event, rd tournament.Round, pairs []berger.SeatPair) bool {
	seat := map[int64]int{}
	for _, p := range ev.Players {
		seat[p.ID] = p.Seat
	}
	for _, g := range rd.Pairings {
		if g.IsBye() {
			continue
		}
		w, b := seat[g.White], seat[g.Black]
		for _, sp := range pairs {
			if sp.White == w && sp.Black == b || sp.White == b && sp.Black == w {
				return true
			}
		}
	}
	return false
}
