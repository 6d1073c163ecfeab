package cmdline

import (
	"cmp"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/internal/lazy"
	"arbiter/tournament"
	"arbiter/tournament/conduct"
	"arbiter/tournament/trf"
)

// trfArgs are the options of pair-trf and check-trf alike: the report,
// the system asked for and whether to print JSON.
type trfArgs struct {
	in     string
	system systemOption
	json   bool
}

// parse adds a's options to fs's own and reads args into them.
func (a *trfArgs) parse(fs *flag.FlagSet, args []string) error {
	a.system.register(fs)
	fs.BoolVar(&a.json, "json", false, "print JSON")
	pos, err := ParseExact(fs, args, "IN.trf")
	if err != nil {
		return err
	}
	a.in = pos[0]
	a.system.given = GivenFlags(fs)["system"]
	return nil
}

// pairTRFOptions are pair-trf's: those of every TRF command, and the round
// to pair (0: the next).
type pairTRFOptions struct {
	trfArgs
	round int
}

func runPairTRF(env *Env, args []string) error {
	fs := NewFlags("pair-trf")
	var o pairTRFOptions
	fs.IntVar(&o.round, "round", 0, "round to pair (default: the one after the last in the file)")
	if err := o.parse(fs, args); err != nil {
		return err
	}
	return pairTRF(env, o)
}

// pairTRF pairs a round of a report as import, then pair would (the one
// door, conduct.PairReport), and prints it as the pairing programs do: the
// number of pairs, then "white black" per board in board order, the
// pairing-allocated bye as "number 0", in the report's starting numbers.
// A bye asked for is no pair.
func pairTRF(env *Env, o pairTRFOptions) error {
	rep, err := o.readReport(env)
	if err != nil {
		return err
	}
	round := cmp.Or(o.round, rep.Event.NextRound())
	ev, paired, err := conduct.PairReport(rep, round)
	if err != nil {
		return unratedHint(err)
	}
	if ev.Settings.System.Team() {
		return pairTeamTRF(env, ev, paired, o)
	}
	number := ev.StartNumbers()
	out := pairTRFRound{Round: round}
	for _, p := range paired.Round.Pairings {
		switch {
		case !p.IsBye():
			out.Pairs = append(out.Pairs, [2]int{number[p.White], number[p.Black]})
		case p.Bye == tournament.ByePairingAllocated:
			out.Pairs = append(out.Pairs, [2]int{number[p.White], 0})
		}
	}
	return out.write(env, o.json)
}

// pairTRFRound is the round pair-trf prints: the pairs in board order
// (White, Black; 0 the pairing-allocated bye) in the report's numbers, or
// a team report's matches (White on board 1, Black; 0 the bye) by the
// teams' numbers, each with its boards by the players'. A bye asked for
// is no pair.
type pairTRFRound struct {
	Round   int            `json:"round"`
	Pairs   [][2]int       `json:"pairs,omitempty"`
	Matches []pairTRFMatch `json:"matches,omitempty"`
}

type pairTRFMatch struct {
	White  int      `json:"white"`
	Black  int      `json:"black"`
	Boards [][2]int `json:"boards,omitempty"` // 0: a board left empty
}

// write prints the round as JSON, or as the pairing programs do: the
// number of pairs (matches), then "white black" each, a match's boards
// under it indented.
func (r pairTRFRound) write(env *Env, asJSON bool) error {
	if len(r.Pairs)+len(r.Matches) == 0 {
		return Error("swiss.err.nobody", "round", r.Round)
	}
	if asJSON {
		return WriteJSON(env.Stdout, r)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d\n", len(r.Pairs)+len(r.Matches))
	for _, p := range r.Pairs {
		fmt.Fprintf(&b, "%d %d\n", p[0], p[1])
	}
	for _, m := range r.Matches {
		fmt.Fprintf(&b, "%d %d\n", m.White, m.Black)
		for _, bd := range m.Boards {
			fmt.Fprintf(&b, "  %d %d\n", bd[0], bd[1])
		}
	}
	_, err := io.WriteString(env.Stdout, b.String())
	return err
}

// pairTeamTRF prints a team report's round paired as import, then pair
// would (conduct.PairReport): the teams by their numbers in the report,
// the players by theirs.
func pairTeamTRF(env *Env, ev *tournament.Event, paired conduct.Paired, o pairTRFOptions) error {
	out := pairTRFRound{Round: paired.Round.Number}
	for _, m := range paired.Matches {
		if m.IsBye() && m.Bye != tournament.NoBye {
			continue
		}
		w, _ := ev.Team(m.White)
		pm := pairTRFMatch{White: w.Seat}
		if b, ok := ev.Team(m.Black); ok {
			pm.Black = b.Seat
		}
		for _, g := range paired.Round.Pairings {
			if g.Match == m.Number {
				pm.Boards = append(pm.Boards, [2]int{int(g.White), int(g.Black)})
			}
		}
		out.Matches = append(out.Matches, pm)
	}
	return out.write(env, o.json)
}

// systemOption is --system of the commands that read a report by a FIDE
// Swiss system: the system's name, and whether it was given.
type systemOption struct {
	name  string
	given bool
	// ratings are the provisional ratings --rating gives unrated players
	// by their numbers in the report (C.04.4.1 1.1.2: the Dubov system
	// has the arbiter assign them), which the report itself cannot hold.
	ratings provisionalRatings
}

func (s *systemOption) register(fs *flag.FlagSet) {
	fs.StringVar(&s.name, "system", "dutch", "the FIDE Swiss system where the report names none: dutch (C.04.3), dubov (C.04.4.1, 2026) or burstein (C.04.4.2, 2026)")
	fs.Var(&s.ratings, "rating", "NO=RATING: a provisional rating for the unrated player numbered NO in the report, as the Dubov system needs one for every player (C.04.4.1 1.1.2), in place of the report's own (XXE); repeat for each")
}

// provisionalRatings are --rating's NO=RATING, by the report's numbers.
type provisionalRatings map[int]int

func (r *provisionalRatings) String() string { return "" }

func (r *provisionalRatings) Set(v string) error {
	no, rating, ok := strings.Cut(v, "=")
	n, err1 := strconv.Atoi(strings.TrimSpace(no))
	x, err2 := strconv.Atoi(strings.TrimSpace(rating))
	if !ok || err1 != nil || err2 != nil || n < 1 || x < 1 || x > 3500 {
		return Error("swisssystems.usage.rating", "value", v)
	}
	if *r == nil {
		*r = provisionalRatings{}
	}
	(*r)[n] = x
	return nil
}

// give sets the provisional ratings on ev's players as their pairing
// ratings, numbered as the report numbers them: only an unrated player
// takes one, and a number the report does not have is refused. One that
// replaces the report's own (its XXE record) is said on env's error
// output.
func (r provisionalRatings) give(env *Env, ev *tournament.Event) error {
	number := ev.StartNumbers()
	for n, rating := range r {
		i := slices.IndexFunc(ev.Players, func(p tournament.Player) bool { return number[p.ID] == n })
		switch {
		case i < 0:
			return Usagef("swisssystems.err.rating.none", "number", n)
		case ev.Players[i].Rating != 0:
			return Usagef("swisssystems.err.rating.rated", "number", n, "name", ev.Players[i].Name, "rating", ev.Players[i].Rating)
		}
		if was := ev.Players[i].PairingRating; was != 0 && was != rating {
			fmt.Fprintln(env.Stderr, env.Cat.T("swisssystems.note.rating.replaced", "number", n, "name", ev.Players[i].Name, "was", was, "rating", rating))
		}
		ev.Players[i].PairingRating = rating
	}
	return nil
}

// unratedHint is the Dubov system's refusal of an unrated player with the
// option that gives him his provisional rating, for a report read by
// pair-trf or check-trf, which has no other way to give one.
func unratedHint(err error) error {
	var m *engine.Message
	if errors.As(err, &m) && m.Key == "swisssystems.err.unrated" {
		return Error("swisssystems.err.unrated.trf", "number", m.Args["number"], "name", m.Args["name"])
	}
	return err
}

// swissByName are the systems --system names.
var swissByName = lazy.Value[map[string]tournament.System]{Make: func() map[string]tournament.System {
	return map[string]tournament.System{
		"dutch": tournament.SwissDutch, "dubov": tournament.SwissDubov, "burstein": tournament.SwissBurstein,
	}
}}

// GivenFlags is the set of the options the command line gave.
func GivenFlags(fs *flag.FlagSet) map[string]bool {
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	return given
}

// readReport imports the report a names (a file, or - standard input) into an event in memory as `import`
// reads it (conduct.ReadReport), to be paired or checked by its system. A
// team report names its system (192, 092): --system, of the individual
// Swiss systems, is refused. An individual report is paired by a FIDE
// Swiss system: the one its record 192 (else 092) names, which a --system
// naming another contradicts and is refused; where it names none,
// --system's (the Dutch by default), and the import's guess from the
// games is not said. A report naming another kind of event is refused by
// its line. The import's notes, what it read otherwise than written, go
// to standard error.
func (a trfArgs) readReport(env *Env) (conduct.Imported, error) {
	data, err := ReadInput(a.in)
	if err != nil {
		return conduct.Imported{}, err
	}
	sys, ok := swissByName.Get()[a.system.name]
	if !ok {
		return conduct.Imported{}, Refusef("swisssystems.usage.system", "value", a.system.name)
	}
	rep, err := conduct.ReadReport(data)
	if err != nil {
		return conduct.Imported{}, err
	}
	named := rep.Event.Settings.System
	switch {
	case named.Team() && a.system.given:
		line := 0
		if t, err := trf.Parse(data); err == nil {
			line = cmp.Or(t.Line("192"), t.Line("092"))
		}
		return conduct.Imported{}, Refusef("swisssystems.err.trf.system", "value", a.system.name, "line", line, "system", env.Cat.T(named.NameKey()))
	case named.Team():
	case rep.SystemLine == 0:
		rep.Event.Settings.System = sys
	case !named.IndividualSwiss():
		return conduct.Imported{}, notSwissReport{Error("swisssystems.err.trf.notswiss", "line", rep.SystemLine, "system", env.Cat.T(named.NameKey()))}
	case a.system.given && named != sys:
		return conduct.Imported{}, Refusef("swisssystems.err.trf.system", "value", a.system.name, "line", rep.SystemLine, "system", env.Cat.T(named.NameKey()))
	}
	if err := a.system.ratings.give(env, rep.Event); err != nil {
		return conduct.Imported{}, err
	}
	for _, n := range rep.Notes {
		if rep.SystemLine == 0 && !named.Team() && inferredSystem(n) {
			continue // --system decided it, not the games
		}
		fmt.Fprintln(env.Stderr, env.Cat.Message(n))
	}
	return rep, nil
}

// notSwissReport is the refusal of a report whose system no Swiss command
// pairs or checks (a round robin's, say). It exits with a status of its
// own, 3, so that a script running check-trf over files tells a report
// not checked from a round found wrong (1).
type notSwissReport struct{ error }

func (e notSwissReport) Unwrap() error { return e.error }

// inferredSystem reports whether note n says which system the import
// read from the games of a report that names none.
func inferredSystem(n engine.Message) bool {
	return strings.HasPrefix(n.Key, "event.trf.system.") && n.Key != "event.trf.system.unknown" && n.Key != "event.trf.system.unknowncode"
}
