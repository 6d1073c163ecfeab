package pairing

import (
	"errors"
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/internal/lazy"
	"arbiter/tournament"
	"arbiter/tournament/swiss"
	"arbiter/tournament/teamgames"
	"arbiter/tournament/trf"
	"arbiter/tournament/trfevent"
)

// requestedIn returns the players with a requested bye in round r: its
// bye boards once it is paired, else the requests for it.
func requestedIn(ev *tournament.Event, r int) []int64 {
	var out []int64
	if r <= len(ev.Rounds) {
		for _, p := range ev.Rounds[r-1].Pairings {
			if p.IsBye() && p.Bye.Requested() {
				out = append(out, p.White)
			}
		}
		return out
	}
	for _, b := range ev.RequestsFor(r) {
		out = append(out, b.Player)
	}
	return out
}

// swissInput describes round r to the Dutch system: the rounds before it
// as the TRF report has them (the report's conversion is the one place
// that turns results, byes and withdrawals into per-player entries), the
// players who are not to be paired (withdrawn, requested byes in round r),
// forbidden pairs and Baku acceleration. ids[k-1] is the player with
// pairing number k.
func swissInput(ev *tournament.Event, r int, opts tournament.SwissOptions) (swiss.Input, []int64, error) {
	if !ev.Settings.System.IndividualSwiss() {
		return swiss.Input{}, nil, engine.NewMessage("swisscli.err.system", "system", ev.Settings.System.Name())
	}
	total := ev.Settings.Rounds
	if total < 1 {
		return swiss.Input{}, nil, engine.NewMessage("swisscli.err.norounds")
	}
	if r < 1 || r > total {
		return swiss.Input{}, nil, engine.NewMessage("swisscli.err.range", "round", r, "total", total)
	}
	if r > len(ev.Rounds)+1 {
		return swiss.Input{}, nil, engine.NewMessage("swisscli.err.skip", "round", r, "next", ev.NextRound())
	}
	ev, err := dubovRated(ev.FieldAt(r), r)
	if err != nil {
		return swiss.Input{}, nil, err
	}
	ids := ev.SwissNumbers()
	number := make(map[int64]int, len(ids))
	for i, id := range ids {
		number[id] = i + 1
	}
	// The report of the rounds before r, with the players numbered as
	// pairing numbers (a copy: the event keeps its seats).
	cp := *ev
	cp.Players = append([]tournament.Player(nil), ev.Players...)
	for i := range cp.Players {
		cp.Players[i].Seat = number[cp.Players[i].ID]
	}
	cp.Rounds, cp.Requests = ev.Rounds[:r-1], nil
	// No ranks: the pairing reads the games and the points, never the
	// rank column, and the standings' tie-breaks cost a small round's
	// pairing time again.
	t := trfevent.ToTRF(&cp, nil)
	for _, f := range opts.Forbidden {
		_, okA := ev.Player(f[0])
		_, okB := ev.Player(f[1])
		if !okA || !okB {
			// A file from before removals took their pairs along may
			// name a player no longer in the event: no pairing can meet
			// him, so the pair constrains nothing (addSwissRecords
			// leaves it out).
			continue
		}
		if number[f[0]] == 0 || number[f[1]] == 0 {
			return swiss.Input{}, nil, engine.NewMessage("swisscli.err.forbidden", "a", f[0], "b", f[1])
		}
	}
	trfevent.AddSwissRecords(t, ev, number, opts)
	var absent []int
	for _, p := range ev.Players {
		if p.GoneBefore(r) {
			absent = append(absent, number[p.ID])
		}
	}
	for _, id := range requestedIn(ev, r) {
		absent = append(absent, number[id])
	}
	if len(absent) > 0 {
		t.Byes = append(t.Byes, trf.Bye{Kind: 'Z', Round: r, Players: absent})
	}
	in, err := swiss.FromTRF(t, r)
	if err != nil {
		return in, nil, err
	}
	// The report leaves a game without result blank, which reads as no
	// game; a round paired over unfinished games (the arbiter's override)
	// still has them as games for colours and for meeting only once.
	slot := make(map[int]*swiss.Player, len(in.Players))
	for i := range in.Players {
		slot[in.Players[i].ID] = &in.Players[i]
	}
	for _, p := range ev.Unfinished(r) {
		w, b := slot[number[p.White]], slot[number[p.Black]]
		w.History[p.Round-1] = swiss.Round{Kind: swiss.Played, Opponent: b.ID, Colour: swiss.White}
		b.History[p.Round-1] = swiss.Round{Kind: swiss.Played, Opponent: w.ID, Colour: swiss.Black}
	}
	return in, ids, nil
}

// dubovRated is field ev of a Dubov round, to pair or to check, as its
// pairing reads it: C.04.4.1 1.1.1 gives every player a rating, and 1.1.2
// has the arbiter assign an unrated player a provisional one, which the
// pairing alone reads (tournament.Player.SwissRating) and takes here for
// his rating in a copy of the field, as the pairing numbers rank him. A player of the round left without
// either is refused: neither the pairing nor its check assumes one for
// him. Another system's field is ev itself.
func dubovRated(ev *tournament.Event, r int) (*tournament.Event, error) {
	if ev.Settings.System != tournament.SwissDubov {
		return ev, nil
	}
	cp := *ev
	cp.Players = append([]tournament.Player(nil), ev.Players...)
	for i, p := range cp.Players {
		if p.Rating > 0 || p.GoneBefore(r) {
			continue
		}
		if p.SwissRating(ev.Settings.System) == 0 {
			return nil, engine.NewMessage("swisssystems.err.unrated", "number", ev.StartNumbers()[p.ID], "name", p.Name)
		}
		cp.Players[i].Rating = p.SwissRating(ev.Settings.System)
	}
	return &cp, nil
}

// swissRules is an individual Swiss system's pairing and the check of a
// round by it.
type swissRules struct {
	pair  func(swiss.Input) ([]swiss.Pair, error)
	check func(swiss.Input, []swiss.Pair) ([]swiss.Finding, error)
}

// swissSystems lists the systems other than the Dutch, which serves every
// system not listed.
var swissSystems = lazy.Value[map[tournament.System]swissRules]{Make: func() map[tournament.System]swissRules {
	return map[tournament.System]swissRules{
		tournament.SwissDubov:    {swiss.DubovPairing, swiss.CheckDubov},
		tournament.SwissBurstein: {swiss.BursteinPairing, swiss.CheckBurstein},
	}
}}

// swissRulesOf is the pairing and check of system sys.
func swissRulesOf(sys tournament.System) swissRules {
	if r, ok := swissSystems.Get()[sys]; ok {
		return r
	}
	return swissRules{swiss.Pairing, swiss.Check}
}

// PairSwiss pairs round r of a Swiss event by its FIDE system (Dutch,
// Dubov or Burstein). The
// round must be the next one; the byes requested for it follow the games
// and the pairing-allocated bye. Boards come in the order the rules give
// them.
func PairSwiss(ev *tournament.Event, r int, opts tournament.SwissOptions) (tournament.Round, error) {
	if r <= len(ev.Rounds) {
		return tournament.Round{}, engine.NewMessage("swisscli.err.exists", "round", r)
	}
	in, ids, err := swissInput(ev, r, opts)
	if err != nil {
		return tournament.Round{}, err
	}
	// A field of one or none is refused as a round robin's and a team
	// event's are: it paired an empty round 1, counted as played.
	if len(ev.Players) < 2 {
		return tournament.Round{}, engine.NewMessage("event.err.pair.few")
	}
	pairs, err := swissRulesOf(ev.Settings.System).pair(in)
	if np := (*swiss.NoPairing)(nil); errors.As(err, &np) {
		// The refusal names the players as every list of the event does.
		number := ev.StartNumbers()
		return tournament.Round{}, np.Named(func(n int) int { return number[ids[n-1]] }, func(n int) string {
			return ev.PlayerName(ids[n-1])
		})
	}
	if err != nil {
		return tournament.Round{}, err
	}
	rd := tournament.Round{Number: r}
	add := func(p tournament.Pairing) {
		p.Round, p.Board = r, len(rd.Pairings)+1
		rd.Pairings = append(rd.Pairings, p)
	}
	for _, p := range pairs {
		if p.Black == 0 {
			add(tournament.Pairing{White: ids[p.White-1], Bye: tournament.ByePairingAllocated})
			continue
		}
		add(tournament.Pairing{White: ids[p.White-1], Black: ids[p.Black-1]})
	}
	for _, b := range ev.RequestsFor(r) {
		add(tournament.Pairing{White: b.Player, Bye: b.Kind, CheckIn: b.CheckIn})
	}
	return rd, nil
}

// CheckSwiss checks round r of a Swiss event as stored against its
// system's rules and explains every deviation by the system's articles
// (swiss.Check, swiss.CheckDubov, swiss.CheckBurstein). Player numbers in
// the findings are pairing numbers: SwissNumbers(ev)[k-1] is player k.
func CheckSwiss(ev *tournament.Event, r int, opts tournament.SwissOptions) ([]swiss.Finding, error) {
	if r < 1 || r > len(ev.Rounds) {
		return nil, engine.NewMessage("swisscli.err.notpaired", "round", r)
	}
	in, ids, err := swissInput(ev, r, opts)
	if err != nil {
		return nil, err
	}
	number := make(map[int64]int, len(ids))
	for i, id := range ids {
		number[id] = i + 1
	}
	var pairs []swiss.Pair
	for _, p := range ev.Rounds[r-1].Pairings {
		switch {
		case !p.IsBye():
			pairs = append(pairs, swiss.Pair{White: number[p.White], Black: number[p.Black]})
			if opts.IsUncoloured(p) {
				in.Uncoloured = append(in.Uncoloured, [2]int{number[p.White], number[p.Black]})
			}
		case !p.Bye.Requested():
			pairs = append(pairs, swiss.Pair{White: number[p.White]})
		}
	}
	return swissRulesOf(ev.Settings.System).check(in, pairs)
}

// SwapColours returns round r with the colours of a board exchanged, as
// the arbiter's manual change; a board with a result is refused, and so
// is a bye's number, on no board as the lists number them (FindPairing).
func SwapColours(ev *tournament.Event, r, board int) (tournament.Round, error) {
	p, err := ev.FindPairing(r, board)
	if err != nil {
		return tournament.Round{}, err
	}
	if p.Result != tournament.NoResult {
		return tournament.Round{}, engine.NewMessage("swisscli.err.swapresult", "round", r, "board", board)
	}
	rd := ev.Rounds[r-1]
	rd.Pairings = append([]tournament.Pairing(nil), rd.Pairings...)
	for i := range rd.Pairings {
		if rd.Pairings[i].Board == board {
			rd.Pairings[i].White, rd.Pairings[i].Black = rd.Pairings[i].Black, rd.Pairings[i].White
		}
	}
	return rd, nil
}

// UnpairRefusal is why CanUnpair refuses, the Kind of its message. A
// round with results is taken back only when forced, and each front end
// has its own way to force it: the message's words give the command
// line's (--force), and the window, which asks before it forces, words
// the same refusal (UnpairHasResults, its round and board) as what its
// confirmation does.
type UnpairRefusal int

// The refusals of CanUnpair.
const (
	UnpairNotLast    UnpairRefusal = iota + 1 // only the last round paired is taken back
	UnpairHasResults                          // the round has results, which un-pairing loses
)

// CanUnpair reports why round r may not be removed: only the last round
// can be, and only before it has results unless force is given.
func CanUnpair(ev *tournament.Event, r int, force bool) error {
	if last := ev.PairedRounds(); last < 1 || r != last {
		e := engine.NewMessage("swisscli.err.unpairlast", "round", r, "last", last)
		e.Kind = UnpairNotLast
		return e
	}
	if force {
		return nil
	}
	// Every board whose result would go is named, not the first alone.
	var boards []string
	for _, p := range ev.Rounds[r-1].Pairings {
		if p.Result == tournament.NoResult {
			continue
		}
		if m, b, ok := teamgames.MatchBoardOf(ev, r, p.Board); ok { // a team game: its match and board there
			e := engine.NewMessage("swisscli.err.unpairresults.match", "round", r, "match", m, "board", b, "n", 1)
			e.Kind = UnpairHasResults
			return e
		}
		boards = append(boards, strconv.Itoa(p.Board))
	}
	if len(boards) == 0 {
		return nil
	}
	e := engine.NewMessage("swisscli.err.unpairresults", "round", r, "n", len(boards), "board", strings.Join(boards, ", "))
	e.Kind = UnpairHasResults
	return e
}

// CheckKey is the message key, in the event's system, of one of the
// verdicts of a round check written for the Dutch system (swisscli.check.ok,
// swisscli.check.deviations, swisscli.err.check, swisscli.ui.checking):
// the Dubov and Burstein checks name their own system.
func CheckKey(sys tournament.System, key string) string {
	switch sys {
	case tournament.SwissDubov:
		return "systemcheck." + strings.TrimPrefix(key, "swisscli.") + ".dubov"
	case tournament.SwissBurstein:
		return "systemcheck." + strings.TrimPrefix(key, "swisscli.") + ".burstein"
	}
	return key
}
