package tournament

import (
	"arbiter/engine"
	"arbiter/internal/lazy"
	"cmp"
	"slices"
	"sort"
	"strings"
)

// SwissOptions are a Swiss event's pairing options beyond the settings.
type SwissOptions struct {
	// Baku applies Baku acceleration (FIDE C.04.7) to the first half of
	// the rounds.
	Baku bool `json:"baku,omitempty"`
	// Forbidden lists pairs of player ids who must never be paired with
	// each other (family members, for instance).
	Forbidden [][2]int64 `json:"forbidden,omitempty"`
	// ForbiddenFrom is the round each pair of Forbidden kept apart only
	// from a round after the first is kept apart from (KeptApartFrom):
	// the next round to pair when the arbiter forbade it, or a report's
	// 260 first round. Before it the pair was free to meet.
	ForbiddenFrom []PairFrom `json:"forbidden_from,omitempty"`
	// InitialBlack gives the top-ranked player Black in round 1 (the
	// initial colour is drawn by lot before round 1); White otherwise.
	InitialBlack bool `json:"initial_black,omitempty"`
	// Accelerations are the fictitious points an imported report gives
	// its players round by round (JaVaFo's XXA, TRF-2026's 250 records
	// other than Baku's), kept so that the event is paired and checked
	// as the report's program paired it.
	Accelerations []Acceleration `json:"accelerations,omitempty"`
	// Uncoloured are the games an imported report wrote without colours
	// (a forfeit "  12 - +", as FIDE's example report and Swiss-Manager
	// write it), which the event keeps with the lower number White: a
	// check judges them on their pairing only, as bbpPairings' checker
	// does, since the pairing gave them no colours. A round taken back
	// takes its own with it (the store's takenBackFrom).
	Uncoloured []UncolouredGame `json:"uncoloured,omitempty"`
	// ForfeitByes are the byes an imported report wrote as a forfeit win
	// without opponent ("0000 - +", as some programs write the
	// pairing-allocated bye), each {round, player}: the event keeps them
	// as the full-point byes they score, and the export writes them back
	// as written while they stand; a round taken back takes its own with
	// it.
	ForfeitByes [][2]int64 `json:"forfeit_byes,omitempty"`
}

// UncolouredGame is a game of a round between two players, in either
// order, whose colours the pairing did not give.
type UncolouredGame struct {
	Round   int      `json:"round"`
	Players [2]int64 `json:"players"`
}

// IsUncoloured reports whether p is a game the options say was paired
// without colours.
func (o SwissOptions) IsUncoloured(p Pairing) bool {
	return slices.ContainsFunc(o.Uncoloured, func(u UncolouredGame) bool {
		return u.Round == p.Round && (u.Players == [2]int64{p.White, p.Black} || u.Players == [2]int64{p.Black, p.White})
	})
}

// Acceleration is the fictitious points of one player, round 1 first.
type Acceleration struct {
	Player int64     `json:"player"`
	Points []float64 `json:"points"`
}

// Without returns the options with player id in no forbidden pair,
// acceleration, game without colours or forfeit bye. A player removed
// from the event takes them with him; left behind they would name a
// player who is not there.
func (o SwissOptions) Without(id int64) SwissOptions {
	var forbidden [][2]int64
	for _, p := range o.Forbidden {
		if p[0] != id && p[1] != id {
			forbidden = append(forbidden, p)
		}
	}
	o.Forbidden = forbidden
	var gone [][2]int64
	for _, f := range o.ForbiddenFrom {
		if f.Pair[0] == id || f.Pair[1] == id {
			gone = append(gone, f.Pair)
		}
	}
	o.ForbiddenFrom = withoutFrom(o.ForbiddenFrom, gone...)
	o.Accelerations = slices.DeleteFunc(slices.Clone(o.Accelerations), func(a Acceleration) bool { return a.Player == id })
	o.Uncoloured = slices.DeleteFunc(slices.Clone(o.Uncoloured), func(u UncolouredGame) bool { return u.Players[0] == id || u.Players[1] == id })
	o.ForfeitByes = slices.DeleteFunc(slices.Clone(o.ForfeitByes), func(b [2]int64) bool { return b[1] == id })
	return o
}

// titleOrder ranks titles for the initial ranking list (FIDE C.04.2):
// stronger titles first among equally rated players.
var titleOrder = lazy.Value[map[string]int]{Make: func() map[string]int {
	return map[string]int{"GM": 1, "IM": 2, "WGM": 3, "FM": 4, "WIM": 5, "CM": 6, "WFM": 7, "WCM": 8}
}}

func titleRank(t string) int {
	if r, ok := titleOrder.Get()[strings.ToUpper(strings.TrimSpace(t))]; ok {
		return r
	}
	return len(titleOrder.Get()) + 1
}

// SwissRating is p's rating as a Swiss pairing of system sys reads it:
// his rating, else, under the Dubov system, the provisional rating the
// arbiter gave him for the pairing (PairingRating, C.04.4.1 1.1.2); 0
// where he has neither. The pairing numbers rank him by it (SwissNumbers)
// and the Dubov pairing pairs him by it (pairing.dubovRated).
func (p *Player) SwissRating(sys System) int {
	if p.Rating == 0 && sys == SwissDubov {
		return p.PairingRating
	}
	return p.Rating
}

// SwissNumbers returns the players' pairing numbers, 1 first: in the
// order of the seats when every player has his own (numberedSeats: 1…n,
// or a report's starting numbers with gaps), otherwise the initial ranking list of
// FIDE C.04.2 — rating as the pairing reads it (SwissRating, highest
// first), then title, then family name and given names in the
// alphabetical order of the event's language (NameOrderIn). A late entry
// therefore takes the place his rating gives him and the others move down.
func (ev *Event) SwissNumbers() []int64 {
	// Pointers are sorted, not the players: a 2,000-player field's sort
	// moved whole Player values hundreds of thousands of times.
	ps := make([]*Player, len(ev.Players))
	for i := range ev.Players {
		ps[i] = &ev.Players[i]
	}
	if numberedSeats(ev.Players) {
		sort.Slice(ps, func(i, j int) bool { return ps[i].Seat < ps[j].Seat })
	} else {
		byName := NameOrderIn(ev.Settings.Language)
		sys := ev.Settings.System
		slices.SortStableFunc(ps, func(a, b *Player) int {
			return cmp.Or(cmp.Compare(b.SwissRating(sys), a.SwissRating(sys)), cmp.Compare(titleRank(a.Title), titleRank(b.Title)), byName(a, b))
		})
	}
	ids := make([]int64, len(ps))
	for i, p := range ps {
		ids[i] = p.ID
	}
	return ids
}

// ForbidPair returns opts with players a and b forbidden to meet (forbid)
// or allowed again, the list kept sorted and unique; allowed, they lose
// the round they were kept apart from (the store gives a pair forbidden
// its round: FromNext).
func (opts SwissOptions) ForbidPair(a, b int64, forbid bool) SwissOptions {
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
	} else {
		opts.ForbiddenFrom = withoutFrom(opts.ForbiddenFrom, pair)
	}
	slices.SortFunc(out, func(a, b [2]int64) int { return cmp.Or(cmp.Compare(a[0], b[0]), cmp.Compare(a[1], b[1])) })
	opts.Forbidden = out
	return opts
}

// CheckSwissOptions refuses options the event cannot take instead of old:
// Baku acceleration, an imported acceleration and the initial colour are
// fixed once a round is paired, and a forbidden pair or an acceleration
// names players of the event.
func (ev *Event) CheckSwissOptions(old, opts SwissOptions) error {
	paired := ev.PairedRounds() > 0
	if paired && opts.Baku != old.Baku {
		return engine.NewMessage("swisscli.err.bakupaired")
	}
	sameAcceleration := func(a, b Acceleration) bool { return a.Player == b.Player && slices.Equal(a.Points, b.Points) }
	if paired && !slices.EqualFunc(opts.Accelerations, old.Accelerations, sameAcceleration) {
		return engine.NewMessage("swisscli.err.accelpaired")
	}
	for _, a := range opts.Accelerations {
		if _, ok := ev.Player(a.Player); !ok {
			return engine.NewMessage("swisscli.err.player", "id", a.Player)
		}
	}
	if paired && opts.InitialBlack != old.InitialBlack {
		return engine.NewMessage("swisscli.err.colourpaired")
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
				return engine.NewMessage("swisscli.err.player", "id", id)
			}
		}
		if f[0] == f[1] {
			p, _ := ev.Player(f[0])
			return engine.NewMessage("swisscli.err.forbidself", "name", p.Name)
		}
	}
	return nil
}
