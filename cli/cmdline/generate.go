package cmdline

import (
	"cmp"
	"fmt"

	"arbiter/i18n"
	"arbiter/tournament/exchange"
	"arbiter/tournament/pairing"
	"arbiter/tournament/trf"
)

// generateOptions are generate's: the tournament to make (a
// pairing.Generation, its system by name) and where to write it.
type generateOptions struct {
	gen        pairing.Generation
	system     string
	trfVersion string
	out        string
}

func runGenerate(env *Env, args []string) error {
	fs := NewFlags("generate")
	var o generateOptions
	g := &o.gen
	fs.StringVar(&o.system, "system", "dutch", "the FIDE Swiss system: dutch (C.04.3), dubov (C.04.4.1, 2026) or burstein (C.04.4.2, 2026)")
	fs.IntVar(&g.Players, "players", 0, "number of players")
	fs.IntVar(&g.Rounds, "rounds", 0, "number of rounds")
	fs.Uint64Var(&g.Seed, "seed", 1, "the seed: the same seed and options give the same tournament")
	fs.Float64Var(&g.Draws, "draws", 0.3, "a game's chance of a draw (as far as the players' ratings allow)")
	fs.Float64Var(&g.Forfeits, "forfeits", 0.02, "a game's chance of a forfeit")
	fs.Float64Var(&g.Byes, "byes", 1.0/150, "a player's chance, each round, of asking for a half-point bye")
	fs.Float64Var(&g.Withdrawals, "withdrawals", 1.0/250, "a player's chance, after each round, of withdrawing")
	fs.Float64Var(&g.Late, "late", 0, "a player's chance of entering late (absent in the first rounds)")
	fs.StringVar(&o.trfVersion, "trf-version", "2026", "the TRF edition written: 2026 or 16")
	fs.StringVar(&o.out, "o", "", "the report to write (- for standard output)")
	if _, err := ParseExact(fs, args); err != nil {
		return err
	}
	return generate(env, o)
}

// generate writes the random tournament o describes as a TRF report, as
// `export trf` writes an event (exchange.ExportTRF), with the Swiss
// options it was paired with. A tournament stopped by a round without a
// legal pairing is written up to the round before, and said so, so that
// another program can be asked to pair that round; it still fails.
func generate(env *Env, o generateOptions) error {
	sys, ok := swissByName.Get()[o.system]
	if !ok {
		return Refusef("swisssystems.usage.system", "value", o.system)
	}
	version, ok := trf.ParseVersion(cmp.Or(o.trfVersion, "2026"))
	if !ok {
		return Refusef("app.usage.trfversion", "value", o.trfVersion)
	}
	if o.out == "" {
		return Usagef("swisssystems.usage.generate.out")
	}
	for _, p := range []struct {
		name string
		v    float64
	}{{"draws", o.gen.Draws}, {"forfeits", o.gen.Forfeits}, {"byes", o.gen.Byes}, {"withdrawals", o.gen.Withdrawals}, {"late", o.gen.Late}} {
		if p.v < 0 || p.v > 1 {
			return Usagef("swisssystems.usage.generate.chance", "option", p.name, "value", p.v)
		}
	}
	o.gen.System = sys
	ev, opts, err := pairing.Generate(o.gen)
	if err != nil && ev == nil {
		return err
	}
	if werr := WriteOutput(env, o.out, exchange.ExportTRF(ev, exchange.TRFOptions{Swiss: opts, Version: version})); werr != nil {
		return werr
	}
	if err != nil {
		fmt.Fprintln(env.Stderr, env.Cat.T("swisssystems.generate.stopped", "round", len(ev.Rounds)+1, "played", len(ev.Rounds), "file", i18n.Shown(o.out)))
	}
	return err
}
