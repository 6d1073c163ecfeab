package swiss

import "arbiter/engine"

// A round of the Dubov (C.04.4.1) or Burstein (C.04.4.2) system is
// checked against the system's own pairing of it: the boards as every
// system requires them (checkBoards), the absolute criteria by the
// system's articles, then every difference from the system's pairing —
// the bye by the order of 3.1, a pair by the bracket that pairs it (3.2),
// colours by the allocation rules (5.2). The quality criteria of a
// bracket that pairs otherwise are not weighed one by one: such a bracket
// is named with the pair the system makes instead, never passed.

// sysCheck is what differs between the two systems' checks.
type sysCheck struct {
	code   string // the handbook's number, cited before each article
	byeArt string // the article of [C2], the bye's absolute criterion
	pair   func(Input) ([]Pair, error)
	colour func(*pstate) (Colour, int) // the colour preference and its strength, 3 absolute
}

// CheckDubov checks the pairing of in.Round against the Dubov system
// (C.04.4.1, 2026) and explains every deviation by its articles. An empty
// result means the pairing is the system's own, colours included.
func CheckDubov(in Input, pairs []Pair) ([]Finding, error) {
	return checkSystem(in, pairs, sysCheck{code: "C.04.4.1", byeArt: "3.1.1 [C2]", pair: DubovPairing, colour: dubovColourPreference})
}

// CheckBurstein checks the pairing of in.Round against the Burstein
// system (C.04.4.2, 2026): its seeding rounds are the Dutch system's
// (1.6) and are checked by Check, the later ones against its own pairing
// as CheckDubov does.
func CheckBurstein(in Input, pairs []Pair) ([]Finding, error) {
	if burstein1_6Seeding(in.Round, in.TotalRounds) {
		return Check(in, pairs)
	}
	return checkSystem(in, pairs, sysCheck{code: "C.04.4.2", byeArt: "2.1.2 [C2]", pair: BursteinPairing, colour: burstein1_5Colour})
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
		case w.opponents[b.id] && wasOpponent(w, b.id):
			return []Finding{sysFinding("rematch", art("2.1.1 [C1]"), args)}
		case w.opponents[b.id]:
			return []Finding{sysFinding("forbidden", art("2.1.1 [C1]"), args)}
		case ws == bs && wn == 3 && bn == 3:
			return []Finding{sysFinding("colour-conflict", art("2.1.3 [C3]"), args)}
		}
		return nil
	})
	if len(out) > 0 {
		return out, nil
	}
	want, err := c.pair(in)
	if err != nil {
		return nil, err
	}
	return append(out, d.differences(pairs, want, art)...), nil
}

// differences explains where pairs is not the system's pairing want: the
// bye, then the first player in the order of scores and ranks whose
// opponent differs, then the colours of every board both make.
func (d *dutch) differences(pairs, want []Pair, art func(string) string) []Finding {
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
	for _, s := range d.sorted {
		g, okG := got[s.id]
		r, okR := rule[s.id]
		if !okG || !okR || g == r {
			continue
		}
		out = append(out, sysFinding("pair", art("3.2"), map[string]any{
			"score": points(d.accScore(s, 0)), "player": s.id, "partner": r, "given": g}))
		break
	}
	for _, p := range pairs {
		for _, q := range want {
			if p.Black != 0 && p.White == q.Black && p.Black == q.White {
				out = append(out, sysFinding("colour", art("5.2"), map[string]any{"white": p.White, "black": p.Black}))
			}
		}
	}
	return out
}
