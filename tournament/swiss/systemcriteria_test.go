package swiss

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"arbiter/i18n"
)

// exchange is a change by hand of a system's round: the opponents of two
// of its boards exchanged, A-B, C-D becoming A-D, C-B, or A-C, B-D when
// whites is set.
type exchange struct {
	in     Input
	pairs  []Pair
	i, j   int
	whites bool
}

func (e exchange) apply() []Pair {
	out := append([]Pair(nil), e.pairs...)
	p, q := e.pairs[e.i], e.pairs[e.j]
	if e.whites {
		out[e.i], out[e.j] = Pair{White: p.White, Black: q.White}, Pair{White: p.Black, Black: q.Black}
	} else {
		out[e.i].Black, out[e.j].Black = q.Black, p.Black
	}
	return out
}

// granted counts the players of a pair who get their colour preference:
// both when their preferences differ or neither has one, else one.
func granted(pref func(*pstate) (Colour, int), x, y *pstate) int {
	a, _ := pref(x)
	b, _ := pref(y)
	if a != b || a == None {
		return 2
	}
	return 1
}

// systemExchanges walks the corpus rounds that from takes, on the
// system's own pairing (which the check compares with), and offers every
// exchange of two boards' opponents that makes no second game to keep,
// which counts those it checked: the walk stops at perKind of them, and
// fails when it found none.
func systemExchanges(t *testing.T, dir string, pair func(Input) ([]Pair, error), from func(Input) bool, keep func(d *dutch, e exchange) bool) {
	t.Helper()
	checked := 0
	defer func() {
		if checked == 0 {
			t.Fatalf("no exchange in testdata/%s of the kind wanted", dir)
		}
	}()
	for rr := range referenceRounds(t, corpusFiles(t, dir), 2) {
		in := rr.in
		if !from(in) {
			continue
		}
		pairs, err := pair(in)
		if err != nil {
			continue
		}
		d := mustDutch(t, in)
		for i := range pairs {
			for j := i + 1; j < len(pairs); j++ {
				if pairs[i].Black == 0 || pairs[j].Black == 0 {
					continue
				}
				for _, whites := range []bool{false, true} {
					e := exchange{in, pairs, i, j, whites}
					again := false
					for _, k := range []int{i, j} {
						p := e.apply()[k]
						again = again || slices.Contains(d.byID[p.White].opponents, p.Black)
					}
					if !again && keep(d, e) {
						if checked++; checked == perKind {
							return
						}
					}
				}
			}
		}
	}
}

// perKind is how many exchanges of each kind a test weighs.
const perKind = 20

// weighed checks an exchange: exactly one finding, of rule citing
// article, naming a player of the bracket with the system's partner and
// the given one, and its text in every language citing the article.
func weighed(t *testing.T, check func(Input, []Pair) ([]Finding, error), e exchange, rule, article string) {
	t.Helper()
	given := e.apply()
	fs, err := check(e.in, given)
	if err != nil || len(fs) != 1 || fs[0].Rule != rule || fs[0].Args["article"] != article {
		t.Fatalf("round %d, boards %d and %d exchanged: findings %v %v, want %s by %s", e.in.Round, e.i+1, e.j+1, rulesOf(fs), err, rule, article)
	}
	partner := func(ps []Pair, id int) int {
		for _, p := range ps {
			switch id {
			case p.White:
				return p.Black
			case p.Black:
				return p.White
			}
		}
		return -1
	}
	a := fs[0].Args
	player := a["player"].(int)
	if a["partner"] != partner(e.pairs, player) || a["given"] != partner(given, player) || a["partner"] == a["given"] {
		t.Errorf("%s: player %v, the system's partner %v, the given %v: not the two pairings", rule, player, a["partner"], a["given"])
	}
	for _, lang := range i18n.Complete {
		text := i18n.For(lang).Message(fs[0])
		if !strings.HasPrefix(text, article+": ") || strings.Contains(text, "{") || !strings.Contains(text, fmt.Sprint(a["given"])) {
			t.Errorf("%s: %q", lang, text)
		}
	}
}

// absolute tells whether the check finds an exchange against an absolute
// criterion ([C1], [C3]), which it names before weighing any bracket.
func absolute(check func(Input, []Pair) ([]Finding, error), e exchange) bool {
	fs, err := check(e.in, e.apply())
	return err == nil && len(fs) > 0 && strings.HasPrefix(fs[0].Key, "systemcheck.")
}

// scoreOf is a player's score for the brackets.
func scoreOf(d *dutch, id int) int { return d.accScore(d.byID[id], 0) }

// weighCases finds, in a system's corpus, the three kinds of exchange
// whose weighing is known from the text alone, and checks each:
//   - two boards of two scores, both pairs within their score: the higher
//     bracket loses its pair to two floaters ([C5], 2.3.1);
//   - two boards of one score whose exchange grants fewer colour
//     preferences, no floater changed (colour is [C7] 2.3.3 in Dubov's
//     text, [C8] 2.3.4 in Burstein's);
//   - two boards of one score whose exchange grants as many: as good on
//     every criterion, the system's taken by its order rules.
func weighCases(t *testing.T, dir string, pair func(Input) ([]Pair, error), from func(Input) bool,
	check func(Input, []Pair) ([]Finding, error), pref func(*pstate) (Colour, int), system, code, colour, order string) {
	t.Run("C5", func(t *testing.T) {
		systemExchanges(t, dir, pair, from, func(d *dutch, e exchange) bool {
			p, q := e.pairs[e.i], e.pairs[e.j]
			s, u := scoreOf(d, p.White), scoreOf(d, q.White)
			if s == u || s != scoreOf(d, p.Black) || u != scoreOf(d, q.Black) || s < u {
				return false
			}
			if absolute(check, e) {
				return false
			}
			weighed(t, check, e, system+".C5", code+" 2.3.1 [C5]")
			return true
		})
	})
	same := func(worse bool, rule, article string) func(t *testing.T) {
		return func(t *testing.T) {
			systemExchanges(t, dir, pair, from, func(d *dutch, e exchange) bool {
				p, q := e.pairs[e.i], e.pairs[e.j]
				s := scoreOf(d, p.White)
				if s != scoreOf(d, p.Black) || s != scoreOf(d, q.White) || s != scoreOf(d, q.Black) {
					return false
				}
				at := func(id int) *pstate { return d.byID[id] }
				ex := e.apply()
				x, y := ex[e.i], ex[e.j]
				before := granted(pref, at(p.White), at(p.Black)) + granted(pref, at(q.White), at(q.Black))
				after := granted(pref, at(x.White), at(x.Black)) + granted(pref, at(y.White), at(y.Black))
				if worse != (after < before) || after > before {
					return false
				}
				if absolute(check, e) {
					return false
				}
				weighed(t, check, e, rule, article)
				return true
			})
		}
	}
	t.Run("colour", same(true, system+"."+colour[:strings.Index(colour, " ")], code+" "+colour[strings.Index(colour, " ")+1:]))
	t.Run("equal", same(false, "order."+system, code+" "+order))
}

// TestCheckDubovWeighsCriteriaC04041: a Dubov round changed by hand is
// explained by the first quality criterion of 2.3 on which it does worse
// than the system's pairing, or as equally good and second in the order
// of 3.2.
func TestCheckDubovWeighsCriteriaC04041(t *testing.T) {
	weighCases(t, "dubov", DubovPairing, func(Input) bool { return true }, CheckDubov,
		dubovColourPreference, "dubov", "C.04.4.1", "C7 2.3.3 [C7]", "3.2")
}

// TestCheckBursteinWeighsCriteriaC04042: the same for a Burstein round
// after the seeding rounds (1.6); equal pairings are ordered by 3.2.2
// (article 4).
func TestCheckBursteinWeighsCriteriaC04042(t *testing.T) {
	weighCases(t, "burstein", BursteinPairing, func(in Input) bool { return !burstein1_6Seeding(in.Round, in.TotalRounds) },
		CheckBurstein, burstein1_5Colour, "burstein", "C.04.4.2", "C8 2.3.4 [C8]", "3.2.2")
}
