package swiss

import (
	"slices"
	"strconv"

	"arbiter/engine"
)

// Finding is one way a round's pairing departs from the Dutch rules: the
// engine's one keyed error (key swiss.check.<Rule>) with the rule or
// quality criterion it names.
type Finding struct {
	Rule string
	engine.Message
}

// Error gives the English text, as the keyed error does.
func (f Finding) Error() string { return f.Message.Error() }

// MessageKey names the message in the catalogues.
func (f Finding) MessageKey() string { return f.Key }

// MessageArgs returns the message arguments.
func (f Finding) MessageArgs() map[string]any { return f.Args }

// finding makes a Finding. Its text is the catalogue's. Values after args
// are ignored: calls written with an English format there still compile.
func finding(rule string, args map[string]any, _ ...any) Finding {
	return Finding{Rule: rule, Message: engine.Message{Key: "swiss.check." + rule, Args: args}}
}

func points(tenths int) string {
	// As every score in the app reads: 3, 2½, ½; "3.0" read as English in
	// the Finnish and Estonian texts.
	switch whole, rest := tenths/10, tenths%10; {
	case rest == 0:
		return strconv.Itoa(whole)
	case rest == 5 && whole == 0:
		return "½"
	case rest == 5:
		return strconv.Itoa(whole) + "½"
	}
	return strconv.FormatFloat(float64(tenths)/10, 'f', 1, 64)
}

// Check verifies the pairing of in.Round against the Dutch rules and explains
// every deviation: players missing or paired twice, absolute criteria
// (meeting twice, forbidden pairs, absolute colour conflicts, an ineligible
// bye), colour allocation on each board, and — at the first bracket where
// the pairing differs from the one the rules prescribe — the highest
// quality criterion it does worse on, or that it only loses on the order
// of exchanges and transpositions. An empty result means the pairing is
// the one the rules prescribe.
func Check(in Input, pairs []Pair) ([]Finding, error) {
	d, err := newDutch(in)
	if err != nil {
		return nil, err
	}
	out := d.checkBoards(pairs, func(id int) []Finding {
		return []Finding{finding("bye-ineligible", map[string]any{"player": id})}
	}, func(w, b *pstate, args map[string]any) []Finding {
		switch {
		case w.met(b) && playedAgainst(w, b.id):
			return []Finding{finding("rematch", args)}
		case w.met(b):
			return []Finding{finding("forbidden", args)}
		case !d.compatible(w, b):
			return []Finding{finding("colour-conflict", args)}
		case d.in.uncoloured(w.id, b.id):
			return nil
		}
		hi, lo := w, b
		if d.higher(b, w) {
			hi, lo = b, w
		}
		if want := d.colourOf(hi, lo); (want == White) != (hi == w) {
			return []Finding{finding("colour-allocation", args)}
		}
		return nil
	})
	// Quality can only be compared for a valid pairing; wrong colours do
	// not stop the comparison.
	for _, f := range out {
		if f.Rule != "colour-allocation" {
			return out, nil
		}
	}
	if _, err := d.run(); err != nil {
		return nil, err
	}
	if f, ok := d.explain(pairs); ok {
		out = append(out, f)
	}
	return out, nil
}

// checkBoards checks that every player to be paired is on one board or
// has the bye, once, and that there is one bye at most, as every Swiss
// system requires; each bye a player who may not get it has (when someone
// may) is judged by ineligible, each game by game.
func (d *dutch) checkBoards(pairs []Pair, ineligible func(id int) []Finding, game func(w, b *pstate, args map[string]any) []Finding) []Finding {
	var out []Finding
	seen := map[int]bool{}
	byes := 0
	mark := func(id int) bool {
		s := d.byID[id]
		switch {
		case s == nil:
			out = append(out, finding("unknown", map[string]any{"player": id}))
		case s.p.Absent:
			out = append(out, finding("absent", map[string]any{"player": id}))
		case seen[id]:
			out = append(out, finding("twice", map[string]any{"player": id}))
		default:
			seen[id] = true
			return true
		}
		return false
	}
	// With nobody eligible the bye still has to go to someone.
	anyEligible := false
	for _, s := range d.sorted {
		anyEligible = anyEligible || s.eligible
	}
	for _, p := range pairs {
		okW := mark(p.White)
		if p.Black == 0 {
			byes++
			if okW && !d.byID[p.White].eligible && anyEligible {
				out = append(out, ineligible(p.White)...)
			}
			continue
		}
		okB := mark(p.Black)
		if okW && okB {
			out = append(out, game(d.byID[p.White], d.byID[p.Black], map[string]any{"white": p.White, "black": p.Black})...)
		}
	}
	for _, s := range d.sorted {
		if !seen[s.id] {
			out = append(out, finding("unpaired", map[string]any{"player": s.id}))
		}
	}
	if byes > 1 || byes == 1 && len(d.sorted)%2 == 0 {
		out = append(out, finding("byes", map[string]any{"count": byes, "players": len(d.sorted)}))
	}
	return out
}

// explain compares the given pairing with the engine's at the first
// bracket where they differ.
func (d *dutch) explain(pairs []Pair) (Finding, bool) {
	vertex := map[int]int{}
	for v, s := range d.sorted {
		vertex[s.id] = v
	}
	actual := slices.Repeat([]int{-1}, len(d.sorted))
	for _, p := range pairs {
		if p.Black != 0 {
			a, b := vertex[p.White], vertex[p.Black]
			actual[a], actual[b] = b, a
		}
	}
	for _, t := range d.trace {
		differs := false
		for _, v := range t.pbi[:t.nsgBegin] {
			if actual[v] != d.partner[v] {
				differs = true
			}
		}
		if !differs {
			continue
		}
		d.singleIsBye = t.singleIsBye
		mine, rules := d.bracketCriteria(t, actual), d.bracketCriteria(t, d.partner)
		score := points(d.score[t.pbi[t.sgBegin%len(t.pbi)]])
		for i := range mine.names {
			name := mine.names[i]
			if name == "order" {
				continue
			}
			switch c := mine.vals[i].Cmp(rules.vals[i]); {
			case c < 0:
				return finding(name, map[string]any{"score": score}), true
			case c > 0:
				return finding("unexplained", map[string]any{"score": score}), true
			}
		}
		return finding("order", map[string]any{"score": score}), true
	}
	return Finding{}, false
}

// bracketCriteria sums the criteria fields of the pairs a partner array
// makes inside a traced bracket.
func (d *dutch) bracketCriteria(t bracketTrace, partner []int) field {
	var sum field
	pos := map[int]int{}
	for i, v := range t.pbi {
		pos[v] = i
	}
	for l := t.sgBegin; l < len(t.pbi); l++ {
		for h := 0; h < l; h++ {
			if partner[t.pbi[h]] != t.pbi[l] {
				continue
			}
			f, ok := d.criteria(t.pbi[h], t.pbi[l], l < t.nsgBegin, l >= t.nsgBegin, true)
			if !ok {
				continue
			}
			if sum.names == nil {
				sum.names = f.names
				sum.vals = make([]wt, len(f.vals))
			}
			for i := range f.vals {
				sum.vals[i] = sum.vals[i].Add(f.vals[i])
			}
		}
	}
	if sum.names == nil {
		f, _ := d.emptyCriteria()
		sum = f
	}
	return sum
}

// emptyCriteria gives the field names with zero values (a bracket where no
// pair is made).
func (d *dutch) emptyCriteria() (field, bool) {
	for a := 0; a < len(d.sorted); a++ {
		for b := a + 1; b < len(d.sorted); b++ {
			if f, ok := d.criteria(a, b, false, false, true); ok {
				for i := range f.vals {
					f.vals[i] = wt{}
				}
				return f, true
			}
		}
	}
	return field{}, false
}
