package pairing

import (
	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/swiss"
)

// The arbiter's changes to a round's pairings, made on a copy of the round
// before anything is saved: each returns the edited round, which
// CheckSwissRound judges by the Dutch rules so that the arbiter sees the
// verdict before saving. Boards with a result are never changed.

// editable returns a copy of rd's pairings and the index of the pairing
// that holds player id (-1 when the player is not paired in rd).
func editable(rd tournament.Round, id int64) ([]tournament.Pairing, int) {
	ps := append([]tournament.Pairing(nil), rd.Pairings...)
	for i, p := range ps {
		if p.White == id || (!p.IsBye() && p.Black == id) {
			return ps, i
		}
	}
	return ps, -1
}

// numbered returns rd with ps as its boards, numbered from 1.
func numbered(rd tournament.Round, ps []tournament.Pairing) tournament.Round {
	for i := range ps {
		ps[i].Round, ps[i].Board = rd.Number, i+1
	}
	rd.Pairings = ps
	return rd
}

func untouchable(p tournament.Pairing) error {
	if p.Result != tournament.NoResult {
		return engine.NewMessage("pairedit.err.result", "round", p.Round, "board", p.Board)
	}
	return nil
}

// inEvent refuses an id that is not a player of the event, before any
// message names him (a nil player's name was read, a panic).
func inEvent(ev *tournament.Event, ids ...int64) error {
	for _, id := range ids {
		if _, ok := ev.Player(id); !ok {
			return engine.NewMessage("swisscli.err.player", "id", id)
		}
	}
	return nil
}

// mayPair refuses player id a game or the bye by hand in rd when he is
// paired there already (at, his pairing's index in ps, is not -1) or
// withdrawn before it: a game or a bye by hand is his playing the round.
func mayPair(ev *tournament.Event, rd tournament.Round, ps []tournament.Pairing, at int, id int64) error {
	p, _ := ev.Player(id)
	switch {
	case at >= 0:
		return engine.NewMessage("pairedit.err.paired", "name", p.Name, "round", rd.Number, "board", ps[at].Board)
	case p.GoneBefore(rd.Number):
		return engine.NewMessage("swisscli.err.withdrawn", "name", p.Name)
	}
	return nil
}

func notPaired(ev *tournament.Event, r int, id int64) error {
	p, _ := ev.Player(id)
	return engine.NewMessage("pairedit.err.unpaired", "name", p.Name, "round", r)
}

// ExchangeOpponents gives players a and b each other's opponents in rd,
// each keeping their colour: A–X and B–Y become A–Y and B–X. A player
// with the pairing-allocated bye may take part: the other player then has
// the bye.
func ExchangeOpponents(ev *tournament.Event, rd tournament.Round, a, b int64) (tournament.Round, error) {
	if err := inEvent(ev, a, b); err != nil {
		return rd, err
	}
	ps, i := editable(rd, a)
	_, j := editable(rd, b)
	if i < 0 {
		return rd, notPaired(ev, rd.Number, a)
	}
	if j < 0 {
		return rd, notPaired(ev, rd.Number, b)
	}
	if i == j {
		return rd, engine.NewMessage("pairedit.err.same")
	}
	for _, k := range []int{i, j} {
		if err := untouchable(ps[k]); err != nil {
			return rd, err
		}
		if ps[k].IsBye() && ps[k].Bye != tournament.ByePairingAllocated {
			return rd, engine.NewMessage("pairedit.err.requested", "round", rd.Number, "board", ps[k].Board)
		}
	}
	// slot points at the player's own place on the board; the opponent is
	// the other place (0 for the bye).
	swapOut := func(p *tournament.Pairing, own, newOpp int64) {
		if p.White == own {
			p.Black = newOpp
		} else {
			p.White = newOpp
		}
	}
	opp := func(p tournament.Pairing, own int64) int64 {
		if p.White == own {
			return p.Black
		}
		return p.White
	}
	x, y := opp(ps[i], a), opp(ps[j], b)
	swapOut(&ps[i], a, y)
	swapOut(&ps[j], b, x)
	for _, k := range []int{i, j} {
		// A board left with only a black player gives him the bye.
		if ps[k].White == 0 {
			ps[k].White, ps[k].Black = ps[k].Black, 0
		}
		if ps[k].IsBye() {
			ps[k].Bye = tournament.ByePairingAllocated
		} else {
			ps[k].Bye = tournament.NoBye
		}
	}
	return numbered(rd, ps), nil
}

// PairByHand adds the game white–black to rd; neither player may be
// paired in it already.
func PairByHand(ev *tournament.Event, rd tournament.Round, white, black int64) (tournament.Round, error) {
	if white == black {
		return rd, engine.NewMessage("pairedit.err.same")
	}
	if err := inEvent(ev, white, black); err != nil {
		return rd, err
	}
	ps, i := editable(rd, white)
	_, j := editable(rd, black)
	for _, k := range []struct {
		at int
		id int64
	}{{i, white}, {j, black}} {
		if err := mayPair(ev, rd, ps, k.at, k.id); err != nil {
			return rd, err
		}
	}
	// Games before the byes, as the pairing lists them.
	at := len(ps)
	for k, p := range ps {
		if p.IsBye() {
			at = k
			break
		}
	}
	ps = append(ps[:at], append([]tournament.Pairing{{White: white, Black: black}}, ps[at:]...)...)
	return numbered(rd, ps), nil
}

// GiveBye gives player id, not paired in rd nor withdrawn before it, the
// pairing-allocated bye.
func GiveBye(ev *tournament.Event, rd tournament.Round, id int64) (tournament.Round, error) {
	if err := inEvent(ev, id); err != nil {
		return rd, err
	}
	ps, i := editable(rd, id)
	if err := mayPair(ev, rd, ps, i, id); err != nil {
		return rd, err
	}
	ps = append(ps, tournament.Pairing{White: id, Bye: tournament.ByePairingAllocated})
	return numbered(rd, ps), nil
}

// RemoveBoard takes a board without a result out of rd; its players are
// then not paired until paired by hand.
func RemoveBoard(rd tournament.Round, board int) (tournament.Round, error) {
	var ps []tournament.Pairing
	found := false
	for _, p := range rd.Pairings {
		if p.Board == board {
			if err := untouchable(p); err != nil {
				return rd, err
			}
			found = true
			continue
		}
		ps = append(ps, p)
	}
	if !found {
		return rd, rd.NoBoard(board)
	}
	return numbered(rd, ps), nil
}

// Unpaired lists the players who take part in round r (not withdrawn
// before it) but have no board in rd, in pairing-number order: late
// entries, and the players of a removed board.
func Unpaired(ev *tournament.Event, rd tournament.Round) []int64 {
	in := map[int64]bool{}
	for _, p := range rd.Pairings {
		in[p.White], in[p.Black] = true, true
	}
	var out []int64
	for _, id := range ev.SwissNumbers() {
		p, _ := ev.Player(id)
		if !in[id] && !p.GoneBefore(rd.Number) {
			out = append(out, id)
		}
	}
	return out
}

// CheckSwissRound checks rd, a round of ev as edited but not saved,
// against the Dutch rules, as CheckSwiss checks a stored one.
func CheckSwissRound(ev *tournament.Event, rd tournament.Round, opts tournament.SwissOptions) ([]swiss.Finding, error) {
	r := rd.Number
	if r < 1 || r > len(ev.Rounds)+1 {
		return nil, engine.NewMessage("swisscli.err.notpaired", "round", r)
	}
	return CheckSwiss(withRound(ev, rd), r, opts)
}

// CheckRoster names the players a check of round rd numbers (CheckSwiss,
// CheckSwissRound): the field rd was paired with (FieldAt), rd standing
// for its round, numbered as the check numbers them.
func CheckRoster(ev *tournament.Event, rd tournament.Round) Roster {
	if rd.Number < 1 || rd.Number > len(ev.Rounds)+1 {
		return NewRoster(ev)
	}
	return NewRoster(withRound(ev, rd).FieldAt(rd.Number))
}

// withRound is ev with rd as its round and none after it.
func withRound(ev *tournament.Event, rd tournament.Round) *tournament.Event {
	cp := *ev
	cp.Rounds = append(append([]tournament.Round(nil), ev.Rounds[:rd.Number-1]...), rd)
	return &cp
}
