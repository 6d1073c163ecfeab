package tournament

import "slices"

// PairFrom is a pair kept apart (SwissOptions.Forbidden, a team Swiss's
// TeamOptions.Forbidden) only from a round after the first: forbidden by
// the arbiter once an earlier round was paired, or so read from an
// imported report's 260 record. The rounds before were paired with the
// pair free to meet, and are judged so.
type PairFrom struct {
	Pair  [2]int64 `json:"pair"`
	Round int      `json:"round"`
	// Fixed: Round was a round after the next round to pair when the
	// pair was kept apart (a report's 260 record starting later), and
	// stays Round when rounds are taken back. Otherwise Round was the
	// next round to pair then, or one before it: the pair was kept apart
	// from then on, and a round taken back before Round is paired again
	// with the pair kept apart, its Round following (the store's
	// takenBackFrom).
	Fixed bool `json:"fixed,omitempty"`
}

// entryOf is the entry of pair p, in either order, in from, as p; a pair
// without one is kept apart from round 1.
func entryOf(from []PairFrom, p [2]int64) PairFrom {
	if i := slices.IndexFunc(from, func(f PairFrom) bool { return f.Pair == p || f.Pair == [2]int64{p[1], p[0]} }); i >= 0 {
		f := from[i]
		f.Pair, f.Round = p, max(1, f.Round)
		return f
	}
	return PairFrom{Pair: p, Round: 1}
}

// keptFrom is the round the pair p, in either order, is kept apart from
// by from: its own round there, else the first.
func keptFrom(from []PairFrom, p [2]int64) int { return entryOf(from, p).Round }

// forRound is forbidden without the pairs that from keeps apart only
// from a round after r: the pairs kept apart in round r.
func forRound(forbidden [][2]int64, from []PairFrom, r int) [][2]int64 {
	return slices.DeleteFunc(slices.Clone(forbidden), func(p [2]int64) bool { return keptFrom(from, p) > r })
}

// fromNext is the rounds the pairs of forbidden are kept apart from,
// where old were the pairs kept apart before: a pair kept apart before
// keeps its round, one forbidden now is kept apart from round next at the
// earliest (the next round to pair), the rounds already paired having
// been paired with the pair free to meet. Only rounds after the first
// are listed, and only for pairs still kept apart; each keeps whether
// its round is fixed.
func fromNext(forbidden, old [][2]int64, from []PairFrom, next int) []PairFrom {
	var out []PairFrom
	for _, p := range forbidden {
		f := entryOf(from, p)
		if !slices.Contains(old, p) && !slices.Contains(old, [2]int64{p[1], p[0]}) {
			f.Round = max(f.Round, next)
		}
		if f.Round > 1 {
			out = append(out, f)
		}
	}
	return out
}

// withoutFrom is from without the round of pair p, allowed to meet again.
func withoutFrom(from []PairFrom, p ...[2]int64) []PairFrom {
	out := slices.DeleteFunc(slices.Clone(from), func(f PairFrom) bool { return slices.Contains(p, f.Pair) })
	if len(out) == 0 {
		return nil
	}
	return out
}

// KeptApartFrom is the round pair p of the options' forbidden pairs is
// kept apart from: 1 unless it was forbidden once an earlier round was
// paired, or a report said so (ForbiddenFrom).
func (o SwissOptions) KeptApartFrom(p [2]int64) int { return keptFrom(o.ForbiddenFrom, p) }

// KeptFromAFixedRound reports whether the pair p, in either order, is
// kept apart from a round that stays when rounds are taken back
// (PairFrom.Fixed).
func (o SwissOptions) KeptFromAFixedRound(p [2]int64) bool { return entryOf(o.ForbiddenFrom, p).Fixed }

// ForRound is the options round r is paired and judged by: without the
// pairs kept apart only from a later round, who were free to meet then.
func (o SwissOptions) ForRound(r int) SwissOptions {
	o.Forbidden = forRound(o.Forbidden, o.ForbiddenFrom, r)
	return o
}

// FromNext is the options with each pair forbidden that old did not
// forbid kept apart from round next, the next round to pair, where a
// round before it has been paired (fromNext).
func (o SwissOptions) FromNext(old SwissOptions, next int) SwissOptions {
	o.ForbiddenFrom = fromNext(o.Forbidden, old.Forbidden, o.ForbiddenFrom, next)
	return o
}

// KeptApartFrom is the round teams p of the options' forbidden pairs are
// kept apart from, as SwissOptions.KeptApartFrom.
func (o TeamOptions) KeptApartFrom(p [2]int64) int { return keptFrom(o.ForbiddenFrom, p) }

// ForRound is the options round r is paired and judged by, as
// SwissOptions.ForRound.
func (o TeamOptions) ForRound(r int) TeamOptions {
	o.Forbidden = forRound(o.Forbidden, o.ForbiddenFrom, r)
	return o
}

// FromNext is the options with each pair of teams forbidden that old did
// not forbid kept apart from round next, as SwissOptions.FromNext.
func (o TeamOptions) FromNext(old TeamOptions, next int) TeamOptions {
	o.ForbiddenFrom = fromNext(o.Forbidden, old.Forbidden, o.ForbiddenFrom, next)
	return o
}
