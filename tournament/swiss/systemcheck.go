package swiss

import (
	"strconv"

	"arbiter/engine"
)

// A round of the Dubov (C.04.4.1) or Burstein (C.04.4.2) system is
// checked against the system's own pairing of it: the boards as every
// system requires them (checkBoards), the absolute criteria by the
// system's articles, then every difference from the system's pairing —
// the bye by the order of 3.1, colours by the allocation rules (5.2), and
// the first bracket that pairs otherwise by the quality criteria of 2.3
// ([C5]–[C10] in Dubov's, [C5]–[C8] in Burstein's text): the given
// pairing and the system's are weighed on the bracket's own graph, and
// the first criterion on which the given one does worse is named with its
// article; a pairing as good on every criterion is said to be so, the
// system's being the first in the order of its rules (Dubov 3.2: 4.2,
// 4.3, 4.4; Burstein 3.2.2: 4.3). A bracket that pairs otherwise is never
// passed.

// sysCheck is what differs between the two systems' checks.
type sysCheck struct {
	system   string // "dubov" or "burstein", as its messages' keys name it
	code     string // the handbook's number, cited before each article
	byeArt   string // the article of [C2], the bye's absolute criterion
	orderArt string // the article that takes the first of equal pairings
	pair     func(Input, *[]systemBracket) ([]Pair, error)
	colour   func(*pstate) (Colour, int) // the colour preference and its strength, 3 absolute
}

// CheckDubov checks the pairing of in.Round against the Dubov system
// (C.04.4.1, 2026) and explains every deviation by its articles. An empty
// result means the pairing is the system's own, colours included.
func CheckDubov(in Input, pairs []Pair) ([]Finding, error) {
	return checkSystem(in, pairs, sysCheck{system: "dubov", code: "C.04.4.1", byeArt: "3.1.1 [C2]", orderArt: "3.2",
		pair: dubovPairing, colour: dubovColourPreference})
}

// CheckBurstein checks the pairing of in.Round against the Burstein
// system (C.04.4.2, 2026): its seeding rounds are the Dutch system's
// (1.6) and are checked by Check, the later ones against its own pairing
// as CheckDubov does.
func CheckBurstein(in Input, pairs []Pair) ([]Finding, error) {
	if burstein1_6Seeding(in.Round, in.TotalRounds) {
		return Check(in, pairs)
	}
	return checkSystem(in, pairs, sysCheck{system: "burstein", code: "C.04.4.2", byeArt: "2.1.2 [C2]", orderArt: "3.2.2",
		pair: bursteinPairing, colour: burstein1_5Colour})
}

func sysFinding(rule, article string, args map[string]any) Finding {
	args["article"] = article
	return Finding{Rule: rule, Message: engine.Message{Key: "systemcheck." + rule, Args: args}}
}

func checkSystem(in Input, pairs []Pair, c sysCheck) ([]Finding, error) {
	d, err := newDutch(in)
	if err != nil {
		return nil, err
	}
	art := func(a string) string { return c.code + " " + a }
	out := d.checkBoards(pairs, func(id int) []Finding {
		// [C2]: no second pairing-allocated bye or point without playing.
		return []Finding{sysFinding("bye-ineligible", art(c.byeArt), map[string]any{"player": id})}
	}, func(w, b *pstate, args map[string]any) []Finding {
		ws, wn := c.colour(w)
		bs, bn := c.colour(b)
		switch {
		case w.met(b) && playedAgainst(w, b.id):
			return []Finding{sysFinding("rematch", art("2.1.1 [C1]"), args)}
		case w.met(b):
			return []Finding{sysFinding("forbidden", art("2.1.1 [C1]"), args)}
		case ws == bs && wn == 3 && bn == 3:
			return []Finding{sysFinding("colour-conflict", art("2.1.3 [C3]"), args)}
		}
		return nil
	})
	if len(out) > 0 {
		return out, nil
	}
	var trace []systemBracket
	want, err := c.pair(in, &trace)
	if err != nil {
		return nil, err
	}
	return append(out, d.differences(pairs, want, art, func(given, rule map[int]int) (Finding, bool) {
		return c.weigh(given, rule, trace, art)
	})...), nil
}

// differences explains where pairs is not the system's pairing want: the
// bye, then the first bracket that pairs otherwise (weigh, given each
// player's opponent in pairs and in want, when both give the same bye,
// else the first player in the order of scores and ranks whose opponent
// differs), then the colours of every board both make.
func (d *dutch) differences(pairs, want []Pair, art func(string) string, weigh func(given, rule map[int]int) (Finding, bool)) []Finding {
	var out []Finding
	mate := func(ps []Pair) (map[int]int, int) {
		m, bye := map[int]int{}, 0
		for _, p := range ps {
			if p.Black == 0 {
				bye = p.White
				continue
			}
			m[p.White], m[p.Black] = p.Black, p.White
		}
		return m, bye
	}
	got, gotBye := mate(pairs)
	rule, ruleBye := mate(want)
	if gotBye != ruleBye && gotBye != 0 && ruleBye != 0 {
		g, r := d.byID[gotBye], d.byID[ruleBye]
		args := map[string]any{"player": gotBye, "other": ruleBye}
		switch gs, rs := d.accScore(g, 0), d.accScore(r, 0); {
		case gs > rs:
			out = append(out, sysFinding("bye-score", art("3.1.3"), args))
		case gs == rs && g.played < r.played:
			out = append(out, sysFinding("bye-games", art("3.1.4"), args))
		default:
			out = append(out, sysFinding("bye", art("3.1"), args))
		}
	}
	// A bracket weighed, or (the byes differing, so that no bracket's
	// graph holds both pairings) the first player paired otherwise.
	f, weighed := Finding{}, false
	if gotBye == ruleBye {
		f, weighed = weigh(got, rule)
	}
	if weighed {
		out = append(out, f)
	} else {
		out = append(out, d.firstOtherPair(got, rule, art)...)
	}
	for _, p := range pairs {
		for _, q := range want {
			if p.Black != 0 && p.White == q.Black && p.Black == q.White && !d.in.uncoloured(p.White, p.Black) {
				out = append(out, sysFinding("colour", art("5.2"), map[string]any{"white": p.White, "black": p.Black}))
			}
		}
	}
	return out
}

// firstOtherPair names the first player in the order of scores and ranks
// whose opponent is not the system's (3.2).
func (d *dutch) firstOtherPair(got, rule map[int]int, art func(string) string) []Finding {
	for _, s := range d.sorted {
		g, okG := got[s.id]
		r, okR := rule[s.id]
		if !okG || !okR || g == r {
			continue
		}
		return []Finding{sysFinding("pair", art("3.2"), map[string]any{
			"score": points(d.accScore(s, 0)), "player": s.id, "partner": r, "given": g})}
	}
	return nil
}

// weigh finds the first bracket the system paired otherwise than the
// checked pairing (trace, in the order the system pairs them; given and
// rule, each player's opponent in the checked pairing and in the
// system's) and compares the two pairings of its graph criterion by
// criterion, from [C5] down: the first on which the checked one does
// worse is named with its article; none, and the system's pairing is the
// first of equal ones in the order of its rules. It finds nothing when
// every bracket pairs as the system does.
func (c sysCheck) weigh(given, rule map[int]int, trace []systemBracket, art func(string) string) (Finding, bool) {
	for _, t := range trace {
		b := t.b
		player := b.otherResident(t.mate, given, rule)
		if player < 0 {
			continue
		}
		at := map[int]int{}
		for i, p := range b.ps {
			at[p.s.id] = i
		}
		var mine, sys wt
		for i, p := range b.ps {
			j, ok := at[given[p.s.id]]
			if !ok {
				return Finding{}, false // paired outside the bracket's graph: the bye differs
			}
			if i < j {
				mine = mine.Add(b.weight(i, j))
			}
			if k := t.mate[i]; i < k {
				sys = sys.Add(b.weight(i, k))
			}
		}
		// The system's partner: for a floater, whom a later bracket gave him.
		id := b.ps[player].s.id
		args := map[string]any{"score": points(t.score), "player": id, "partner": rule[id], "given": given[id]}
		pos := spansWidth(b.spans)
		for _, sp := range b.spans {
			pos -= sp.width
			if sp.name == "C4" || sp.name == "order" {
				continue
			}
			// Every field above this one compared equal: the first
			// difference of the two from here up is this field's.
			switch mine.Shr(uint(pos)).Cmp(sys.Shr(uint(pos))) {
			case -1:
				n, _ := strconv.Atoi(sp.name[1:])
				return criterionFinding(c.system+"."+sp.name, art("2.3."+strconv.Itoa(n-4)+" ["+sp.name+"]"), args), true
			case 1:
				return criterionFinding("unexplained", art(c.orderArt), args), true
			}
		}
		return criterionFinding("order."+c.system, art(c.orderArt), args), true
	}
	return Finding{}, false
}

// otherResident is the first resident of the bracket (in the system's
// order) whose opponent in given is not the one the system pairs him with
// in this bracket, or -1. A resident the system floats (Burstein's
// brackets pair residents only) differs when given pairs him here with
// another than rule, his opponent in the system's pairing: a floater's
// partner is a later bracket's choice (Burstein 4.2), which may be a
// resident floated with him.
func (b *dubovBracket) otherResident(mate []int, given, rule map[int]int) int {
	at := map[int]int{}
	for i, p := range b.ps {
		at[p.s.id] = i
	}
	floated := -1
	for i, p := range b.ps {
		if !b.resident[i] {
			continue
		}
		j, ok := at[given[p.s.id]]
		// A resident matched with himself has no opponent in the bracket:
		// his partner below is the next bracket's choice (Burstein 4.2).
		switch here := mate[i] != i && b.pairsHere(i, mate[i]); {
		case here && (!ok || j != mate[i]):
			return i
		case !here && ok && b.pairsHere(i, j) && given[p.s.id] != rule[p.s.id] && floated < 0:
			floated = i
		}
	}
	return floated
}

// criterionFinding is a finding of the weighing of a bracket, its key
// under systemcriteria.
func criterionFinding(rule, article string, args map[string]any) Finding {
	args["article"] = article
	return Finding{Rule: rule, Message: engine.Message{Key: "systemcriteria." + rule, Args: args}}
}
