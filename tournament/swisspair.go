package tournament

import (
	"slices"
	"sort"
	"strings"

	"arbiter/tournament/swiss"
	"arbiter/tournament/trf"
)

// SwissOptions are a Swiss event's pairing options beyond the settings.
type SwissOptions struct {
	// Baku applies Baku acceleration (FIDE C.04.7) to the first half of
	// the rounds.
	Baku bool `json:"baku,omitempty"`
	// Forbidden lists pairs of player ids who must never be paired with
	// each other (family members, for instance).
	Forbidden [][2]int64 `json:"forbidden,omitempty"`
	// InitialBlack gives the top-ranked player Black in round 1 (the
	// initial colour is drawn by lot before round 1); White otherwise.
	InitialBlack bool `json:"initial_black,omitempty"`
	// Accelerations are the fictitious points an imported report gives
	// its players round by round (JaVaFo's XXA, TRF-2026's 250 records
	// other than Baku's), kept so that the event is paired and checked
	// as the report's program paired it.
	Accelerations []Acceleration `json:"accelerations,omitempty"`
}

// Acceleration is the fictitious points of one player, round 1 first.
type Acceleration struct {
	Player int64     `json:"player"`
	Points []float64 `json:"points"`
}

// PlannedBye is a player's request for a half-point, zero-point or
// full-point bye in a round not yet paired (Event.Requests); in a team
// event, a team's (Team set, Player 0).
type PlannedBye struct {
	Player int64   `json:"player"`
	Team   int64   `json:"team,omitempty"`
	Round  int     `json:"round"`
	Kind   ByeKind `json:"kind"`
}

// Without returns the options with player id in no forbidden pair. A
// player removed from the event takes his pairs with him; left behind
// they would name a player who is not there.
func (o SwissOptions) Without(id int64) SwissOptions {
	var forbidden [][2]int64
	for _, p := range o.Forbidden {
		if p[0] != id && p[1] != id {
			forbidden = append(forbidden, p)
		}
	}
	o.Forbidden = forbidden
	o.Accelerations = slices.DeleteFunc(slices.Clone(o.Accelerations), func(a Acceleration) bool { return a.Player == id })
	return o
}

// requestedIn returns the players with a requested bye in round r: its
// bye boards once it is paired, else the requests for it.
func requestedIn(ev *Event, r int) []int64 {
	var out []int64
	if r <= len(ev.Rounds) {
		for _, p := range ev.Rounds[r-1].Pairings {
			if p.IsBye() && RequestedBye(p.Bye) {
				out = append(out, p.White)
			}
		}
		return out
	}
	for _, b := range requestsFor(ev, r) {
		out = append(out, b.Player)
	}
	return out
}

// requestsFor returns the byes requested for round r whose players have
// not withdrawn before it.
func requestsFor(ev *Event, r int) []PlannedBye {
	var out []PlannedBye
	for _, b := range ev.Requests {
		if p, ok := ev.Player(b.Player); b.Round == r && ok && (!p.Withdrawn() || p.WithdrawnAfter >= r) {
			out = append(out, b)
		}
	}
	return out
}

// titleOrder ranks titles for the initial ranking list (FIDE C.04.2):
// stronger titles first among equally rated players.
var titleOrder = map[string]int{"GM": 1, "IM": 2, "WGM": 3, "FM": 4, "WIM": 5, "CM": 6, "WFM": 7, "WCM": 8}

func titleRank(t string) int {
	if r, ok := titleOrder[strings.ToUpper(strings.TrimSpace(t))]; ok {
		return r
	}
	return len(titleOrder) + 1
}

// SwissNumbers returns the players' pairing numbers, 1 first: in the
// order of the seats when every player has his own (numberedSeats: 1…n,
// or a report's starting numbers with gaps), otherwise the initial ranking list of
// FIDE C.04.2 — rating (highest first), then title, then family name and
// given names in the alphabetical order of the event's language
// (NameOrder). A late entry therefore takes the place his rating gives him
// and the others move down.
func SwissNumbers(ev *Event) []int64 {
	// Pointers are sorted, not the players: a 2,000-player field's sort
	// moved whole Player values hundreds of thousands of times.
	ps := make([]*Player, len(ev.Players))
	for i := range ev.Players {
		ps[i] = &ev.Players[i]
	}
	if numberedSeats(ev) {
		sort.Slice(ps, func(i, j int) bool { return ps[i].Seat < ps[j].Seat })
	} else {
		byName := NameOrder(ev)
		sort.SliceStable(ps, func(i, j int) bool {
			a, b := ps[i], ps[j]
			if a.Rating != b.Rating {
				return a.Rating > b.Rating
			}
			if ta, tb := titleRank(a.Title), titleRank(b.Title); ta != tb {
				return ta < tb
			}
			return byName(a, b) < 0
		})
	}
	ids := make([]int64, len(ps))
	for i, p := range ps {
		ids[i] = p.ID
	}
	return ids
}

// RequestedBye reports whether a bye kind is one a player asked for
// (half-point or zero-point) rather than one the pairing gave.
func RequestedBye(b ByeKind) bool { return b == ByeHalfPoint || b == ByeZeroPoint || b == ByeFullPoint }

// swissInput describes round r to the Dutch system: the rounds before it
// as the TRF report has them (the report's conversion is the one place
// that turns results, byes and withdrawals into per-player entries), the
// players who are not to be paired (withdrawn, requested byes in round r),
// forbidden pairs and Baku acceleration. ids[k-1] is the player with
// pairing number k.
func swissInput(ev *Event, r int, opts SwissOptions) (swiss.Input, []int64, error) {
	if !ev.Settings.System.IndividualSwiss() {
		return swiss.Input{}, nil, errorf("swisscli.err.system", []any{"system", string(ev.Settings.System)})
	}
	total := ev.Settings.Rounds
	if total < 1 {
		return swiss.Input{}, nil, errorf("swisscli.err.norounds", nil)
	}
	if r < 1 || r > total {
		return swiss.Input{}, nil, errorf("swisscli.err.range", []any{"round", r, "total", total})
	}
	if r > len(ev.Rounds)+1 {
		return swiss.Input{}, nil, errorf("swisscli.err.skip", []any{"round", r, "next", NextRound(ev)})
	}
	ev = FieldAt(ev, r)
	ids := SwissNumbers(ev)
	number := make(map[int64]int, len(ids))
	for i, id := range ids {
		number[id] = i + 1
	}
	// The report of the rounds before r, with the players numbered as
	// pairing numbers (a copy: the event keeps its seats).
	cp := *ev
	cp.Players = append([]Player(nil), ev.Players...)
	for i := range cp.Players {
		cp.Players[i].Seat = number[cp.Players[i].ID]
	}
	cp.Rounds, cp.Requests = ev.Rounds[:r-1], nil
	t := ToTRF(&cp)
	for _, f := range opts.Forbidden {
		_, okA := ev.Player(f[0])
		_, okB := ev.Player(f[1])
		if !okA || !okB {
			// A file from before removals took their pairs along may
			// name a player no longer in the event: no pairing can meet
			// him, so the pair constrains nothing (AddSwissRecords
			// leaves it out).
			continue
		}
		if number[f[0]] == 0 || number[f[1]] == 0 {
			return swiss.Input{}, nil, errorf("swisscli.err.forbidden", []any{"a", f[0], "b", f[1]})
		}
	}
	AddSwissRecords(t, ev, number, opts)
	var absent []int
	for _, p := range ev.Players {
		if p.Withdrawn() && p.WithdrawnAfter < r {
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
	for _, p := range Unfinished(ev, r) {
		w, b := slot[number[p.White]], slot[number[p.Black]]
		w.History[p.Round-1] = swiss.Round{Kind: swiss.Played, Opponent: b.ID, Colour: swiss.White}
		b.History[p.Round-1] = swiss.Round{Kind: swiss.Played, Opponent: w.ID, Colour: swiss.Black}
	}
	return in, ids, nil
}

// BakuLastGA is the pairing number of the last player of Baku group A.
// The group is fixed by the players who started in round 1; a late entry
// ranked above its last member joins it.
func BakuLastGA(ev *Event, number map[int64]int) int {
	started := ev.Players
	if len(ev.Rounds) > 0 {
		started = nil
		in := map[int64]bool{}
		for _, p := range ev.Rounds[0].Pairings {
			in[p.White], in[p.Black] = true, true
		}
		for _, p := range ev.Players {
			if in[p.ID] {
				started = append(started, p)
			}
		}
	}
	nums := make([]int, len(started))
	for i, p := range started {
		nums[i] = number[p.ID]
	}
	sort.Ints(nums)
	k := swiss.BakuLastGA(len(nums))
	if k > len(nums) {
		k = len(nums)
	}
	if k == 0 {
		return 0
	}
	return nums[k-1]
}

// swissPairing is the pairing function of an individual Swiss system.
func swissPairing(sys System) func(swiss.Input) ([]swiss.Pair, error) {
	switch sys {
	case SwissDubov:
		return swiss.DubovPairing
	case SwissBurstein:
		return swiss.BursteinPairing
	}
	return swiss.Pairing
}

// PairSwiss pairs round r of a Swiss event by its FIDE system (Dutch,
// Dubov or Burstein). The
// round must be the next one; the byes requested for it follow the games
// and the pairing-allocated bye. Boards come in the order the rules give
// them.
func PairSwiss(ev *Event, r int, opts SwissOptions) (Round, error) {
	if r <= len(ev.Rounds) {
		return Round{}, errorf("swisscli.err.exists", []any{"round", r})
	}
	in, ids, err := swissInput(ev, r, opts)
	if err != nil {
		return Round{}, err
	}
	if ev.Settings.System == SwissDubov {
		// C.04.4.1 1.1: every player needs a rating, an unrated one a
		// provisional rating the chief arbiter gives; the pairing never
		// assumes one.
		for _, p := range FieldAt(ev, r).Players {
			if p.Rating == 0 && !(p.Withdrawn() && p.WithdrawnAfter < r) {
				return Round{}, errorf("swisssystems.err.unrated", []any{"name", p.Name})
			}
		}
	}
	pairs, err := swissPairing(ev.Settings.System)(in)
	if err != nil {
		return Round{}, err
	}
	rd := Round{Number: r}
	add := func(p Pairing) {
		p.Round, p.Board = r, len(rd.Pairings)+1
		rd.Pairings = append(rd.Pairings, p)
	}
	for _, p := range pairs {
		if p.Black == 0 {
			add(Pairing{White: ids[p.White-1], Bye: ByePairingAllocated})
			continue
		}
		add(Pairing{White: ids[p.White-1], Black: ids[p.Black-1]})
	}
	for _, b := range requestsFor(ev, r) {
		add(Pairing{White: b.Player, Bye: b.Kind})
	}
	return rd, nil
}

// CheckSwiss checks round r of a Swiss event as stored against its
// system's rules and explains every deviation by the system's articles
// (swiss.Check, swiss.CheckDubov, swiss.CheckBurstein). Player numbers in
// the findings are pairing numbers: SwissNumbers(ev)[k-1] is player k.
func CheckSwiss(ev *Event, r int, opts SwissOptions) ([]swiss.Finding, error) {
	if r < 1 || r > len(ev.Rounds) {
		return nil, errorf("swisscli.err.notpaired", []any{"round", r})
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
		case !RequestedBye(p.Bye):
			pairs = append(pairs, swiss.Pair{White: number[p.White]})
		}
	}
	return swissCheck(ev.Settings.System)(in, pairs)
}

// swissCheck is the check of a round by the event's system.
func swissCheck(s System) func(swiss.Input, []swiss.Pair) ([]swiss.Finding, error) {
	switch s {
	case SwissDubov:
		return swiss.CheckDubov
	case SwissBurstein:
		return swiss.CheckBurstein
	}
	return swiss.Check
}

// RequestBye returns the event's requests with b, a player's or a
// team's (b.Team set) request for a bye of kind b.Kind in round b.Round,
// a round not yet paired; a request of the same entrant for the same
// round is replaced. It is the one rule for both kinds of entrant, which
// the store judges every request by (the window, the command line and an
// import alike); the pairing of the round turns it into a bye board or a
// bye match.
func RequestBye(ev *Event, b PlannedBye) ([]PlannedBye, error) {
	if err := checkEntrant(ev, b); err != nil {
		return nil, err
	}
	if !RequestedBye(b.Kind) {
		if b.Team != 0 {
			return nil, errorf("teams.err.bye.kind", nil)
		}
		return nil, errorf("swisscli.err.byekind", nil)
	}
	if total := TotalRounds(ev); b.Round < 1 || b.Round > total {
		return nil, errorf("swisscli.err.range", []any{"round", b.Round, "total", total})
	}
	if err := checkWithdrawn(ev, b); err != nil {
		return nil, err
	}
	if next := NextRound(ev); b.Round < next {
		return nil, errorf("swisscli.err.byepaired", []any{"round", b.Round, "next", next})
	}
	return setRequest(ev.Requests, b, true), nil
}

// CancelBye returns the requests without b's entrant's request for
// b.Round, refused when there is none in a round not yet paired.
func CancelBye(ev *Event, b PlannedBye) ([]PlannedBye, error) {
	for _, o := range ev.Requests {
		if o.Player == b.Player && o.Team == b.Team && o.Round == b.Round && b.Round >= NextRound(ev) {
			return setRequest(ev.Requests, b, false), nil
		}
	}
	return nil, errorf("byes.err.none", []any{"name", EntrantName(ev, b), "round", b.Round})
}

// EntrantName is the name of the player or the team a request is of.
func EntrantName(ev *Event, b PlannedBye) string {
	if b.Team != 0 {
		return teamName(ev, b.Team)
	}
	if p, ok := ev.Player(b.Player); ok {
		return p.Name
	}
	return ""
}

// checkEntrant is what a request requires of the event and the entrant:
// a team in a team Swiss, a player in an individual Swiss.
func checkEntrant(ev *Event, b PlannedBye) error {
	if b.Team != 0 {
		if ev.Settings.System != TeamSwiss {
			return errorf("teams.err.bye.system", nil)
		}
		if _, ok := ev.Team(b.Team); !ok {
			return errorf("teams.err.bye.team", []any{"team", b.Team})
		}
		return nil
	}
	if !ev.Settings.System.IndividualSwiss() {
		return errorf("swisscli.err.system", []any{"system", string(ev.Settings.System)})
	}
	if _, ok := ev.Player(b.Player); !ok {
		return errorf("swisscli.err.player", []any{"id", b.Player})
	}
	return nil
}

// checkWithdrawn refuses a player's request for a round after his
// withdrawal.
func checkWithdrawn(ev *Event, b PlannedBye) error {
	if p, ok := ev.Player(b.Player); ok && b.Team == 0 && p.Withdrawn() && p.WithdrawnAfter < b.Round {
		return errorf("swisscli.err.withdrawn", []any{"name", p.Name})
	}
	return nil
}

// setRequest returns reqs with the player's (or team's) request for
// b.Round replaced by b (add) or dropped, in round order.
func setRequest(reqs []PlannedBye, b PlannedBye, add bool) []PlannedBye {
	var out []PlannedBye
	for _, o := range reqs {
		if o.Player != b.Player || o.Team != b.Team || o.Round != b.Round {
			out = append(out, o)
		}
	}
	if add {
		out = append(out, b)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Round < out[j].Round })
	return out
}

// SwapColours returns round r with the colours of a board exchanged, as
// the arbiter's manual change; a bye or a board with a result is refused.
func SwapColours(ev *Event, r, board int) (Round, error) {
	p, err := FindPairing(ev, r, board)
	if err != nil {
		return Round{}, err
	}
	if p.IsBye() {
		return Round{}, errorf("swisscli.err.swapbye", []any{"round", r, "board", board})
	}
	if p.Result != NoResult {
		return Round{}, errorf("swisscli.err.swapresult", []any{"round", r, "board", board})
	}
	rd := ev.Rounds[r-1]
	rd.Pairings = append([]Pairing(nil), rd.Pairings...)
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
func CanUnpair(ev *Event, r int, force bool) error {
	if last := PairedRounds(ev); last < 1 || r != last {
		e := errorf("swisscli.err.unpairlast", []any{"round", r, "last", last})
		e.Kind = UnpairNotLast
		return e
	}
	if force {
		return nil
	}
	for _, p := range ev.Rounds[r-1].Pairings {
		if p.Result != NoResult {
			e := errorf("swisscli.err.unpairresults", []any{"round", r, "board", p.Board})
			e.Kind = UnpairHasResults
			return e
		}
	}
	return nil
}

// UnpairedRequests returns the requests as they stand once round r, the
// last paired, is taken back: its requested byes asked for again, so that
// they survive a re-pairing.
func UnpairedRequests(ev *Event, r int) []PlannedBye {
	reqs := ev.Requests
	if r < 1 || r > len(ev.Rounds) {
		return reqs
	}
	for _, p := range ev.Rounds[r-1].Pairings {
		if p.IsBye() && RequestedBye(p.Bye) {
			reqs = setRequest(reqs, PlannedBye{Player: p.White, Round: r, Kind: p.Bye}, true)
		}
	}
	return reqs
}

// ForbidPair returns opts with players a and b forbidden to meet (forbid)
// or allowed again, the list kept sorted and unique.
func ForbidPair(opts SwissOptions, a, b int64, forbid bool) SwissOptions {
	if a > b {
		a, b = b, a
	}
	pair := [2]int64{a, b}
	var out [][2]int64
	for _, p := range opts.Forbidden {
		if p != pair {
			out = append(out, p)
		}
	}
	if forbid {
		out = append(out, pair)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i][0] != out[j][0] {
			return out[i][0] < out[j][0]
		}
		return out[i][1] < out[j][1]
	})
	opts.Forbidden = out
	return opts
}

// CheckSwissOptions refuses options the event cannot take instead of old:
// Baku acceleration, an imported acceleration and the initial colour are
// fixed once a round is paired, and a forbidden pair or an acceleration
// names players of the event.
func CheckSwissOptions(ev *Event, old, opts SwissOptions) error {
	paired := PairedRounds(ev) > 0
	if paired && opts.Baku != old.Baku {
		return errorf("swisscli.err.bakupaired", nil)
	}
	sameAcceleration := func(a, b Acceleration) bool { return a.Player == b.Player && slices.Equal(a.Points, b.Points) }
	if paired && !slices.EqualFunc(opts.Accelerations, old.Accelerations, sameAcceleration) {
		return errorf("swisscli.err.accelpaired", nil)
	}
	for _, a := range opts.Accelerations {
		if _, ok := ev.Player(a.Player); !ok {
			return errorf("swisscli.err.player", []any{"id", a.Player})
		}
	}
	if paired && opts.InitialBlack != old.InitialBlack {
		return errorf("swisscli.err.colourpaired", nil)
	}
	for _, f := range opts.Forbidden {
		if slices.Contains(old.Forbidden, f) {
			// Kept from before, perhaps naming a player removed by an
			// older build: it constrains nothing and must not block
			// the arbiter's other changes.
			continue
		}
		for _, id := range f {
			if _, ok := ev.Player(id); !ok {
				return errorf("swisscli.err.player", []any{"id", id})
			}
		}
		if f[0] == f[1] {
			p, _ := ev.Player(f[0])
			return errorf("swisscli.err.forbidself", []any{"name", p.Name})
		}
	}
	return nil
}

// CheckKey is the message key, in the event's system, of one of the
// verdicts of a round check written for the Dutch system (swisscli.check.ok,
// swisscli.check.deviations, swisscli.err.check, swisscli.ui.checking):
// the Dubov and Burstein checks name their own system.
func CheckKey(sys System, key string) string {
	switch sys {
	case SwissDubov:
		return "systemcheck." + strings.TrimPrefix(key, "swisscli.") + ".dubov"
	case SwissBurstein:
		return "systemcheck." + strings.TrimPrefix(key, "swisscli.") + ".burstein"
	}
	return key
}
