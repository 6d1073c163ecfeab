package cli

import (
	"errors"
	"flag"
	"fmt"
	"strings"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/exchange"
	"arbiter/tournament/store"
)

func init() {
	Register(Command{Name: "pair-trf", Usage: "pair-trf IN.trf|- [--round N] [--system dutch|dubov|burstein]", Run: runPairTRF})
}

// pairTRFOptions are pair-trf's: the report, the round to pair (0: the
// next) and the system asked for.
type pairTRFOptions struct {
	in     string
	round  int
	system systemOption
}

func runPairTRF(env *Env, args []string) error {
	fs := NewFlags("pair-trf")
	var o pairTRFOptions
	fs.IntVar(&o.round, "round", 0, "round to pair (default: the one after the last in the file)")
	o.system.register(fs)
	pos, err := ParseExact(fs, args, "IN.trf")
	if err != nil {
		return err
	}
	o.in = pos[0]
	o.system.given = flagGiven(fs, "system")
	return pairTRF(env, o)
}

// pairTRF pairs a round of a report as import, then pair would (the one
// door, store.PairReport), and prints it as the pairing programs do: the
// number of pairs, then "white black" per board in board order, the
// pairing-allocated bye as "number 0", in the report's starting numbers.
// A bye asked for is no pair.
func pairTRF(env *Env, o pairTRFOptions) error {
	rep, err := readSwissReport(env, o.in, o.system)
	if err != nil {
		return err
	}
	round := o.round
	if round == 0 {
		round = tournament.NextRound(rep.Event)
	}
	ev, paired, err := store.PairReport(rep, round)
	if err != nil {
		return err
	}
	number := tournament.StartNumbers(ev)
	var b strings.Builder
	n := 0
	for _, p := range paired.Round.Pairings {
		switch {
		case !p.IsBye():
			fmt.Fprintf(&b, "%d %d\n", number[p.White], number[p.Black])
		case p.Bye == tournament.ByePairingAllocated:
			fmt.Fprintf(&b, "%d 0\n", number[p.White])
		default:
			continue
		}
		n++
	}
	if n == 0 {
		return errCLI("swiss.err.nobody", "round", round)
	}
	_, err = fmt.Fprintf(env.Stdout, "%d\n%s", n, b.String())
	return err
}

// systemOption is --system of the commands that read a report by a FIDE
// Swiss system: the system's name, and whether it was given.
type systemOption struct {
	name  string
	given bool
}

func (s *systemOption) register(fs *flag.FlagSet) {
	fs.StringVar(&s.name, "system", "dutch", "the FIDE Swiss system where the report names none: dutch (C.04.3), dubov (C.04.4.1, 2026) or burstein (C.04.4.2, 2026)")
}

// swissByName are the systems --system names.
var swissByName = map[string]tournament.System{
	"dutch": tournament.SwissDutch, "dubov": tournament.SwissDubov, "burstein": tournament.SwissBurstein,
}

// flagGiven reports whether the command line set the option name.
func flagGiven(fs *flag.FlagSet, name string) bool {
	given := false
	fs.Visit(func(f *flag.Flag) { given = given || f.Name == name })
	return given
}

// readSwissReport imports the report at path into an event in memory, as
// `import` reads it (exchange.ReadTRFReport), to be paired or checked by
// a FIDE Swiss system: the one its record 192 (else 092) names, which a
// --system naming another contradicts and is refused; where it names
// none, --system's (the Dutch by default), and the import's guess from
// the games is not said. A report naming another kind of event, or a
// team report, is refused by its line. The import's notes, what it read otherwise than
// written, go to standard error.
func readSwissReport(env *Env, path string, system systemOption) (*exchange.TRFReport, error) {
	sys, ok := swissByName[system.name]
	if !ok {
		return nil, usagef("swisssystems.usage.system", "value", system.name)
	}
	data, err := readInput(path)
	if err != nil {
		return nil, err
	}
	rep, err := exchange.ReadTRFReport(data)
	if m := (*engine.Message)(nil); errors.As(err, &m) && m.Key == "event.err.trf.team.line" {
		// A team report is import's, into a team event.
		return nil, errCLI("swisssystems.err.trf.team", "line", m.Args["line"])
	}
	if err != nil {
		return nil, err
	}
	named := rep.Event.Settings.System
	switch {
	case rep.SystemLine == 0:
		rep.Event.Settings.System = sys
	case !named.IndividualSwiss():
		return nil, errCLI("swisssystems.err.trf.notswiss", "line", rep.SystemLine, "system", env.Cat.T("event.system."+string(named)))
	case system.given && named != sys:
		return nil, usagef("swisssystems.err.trf.system", "value", system.name, "line", rep.SystemLine, "system", env.Cat.T("event.system."+string(named)))
	}
	for _, n := range rep.Notes {
		if rep.SystemLine == 0 && inferredSystem(n) {
			continue // --system decided it, not the games
		}
		fmt.Fprintln(env.Stderr, env.Cat.Message(n))
	}
	return rep, nil
}

// inferredSystem reports whether note n says which system the import
// read from the games of a report that names none.
func inferredSystem(n engine.Message) bool {
	return strings.HasPrefix(n.Key, "event.trf.system.") && n.Key != "event.trf.system.unknown" && n.Key != "event.trf.system.unknowncode"
}
