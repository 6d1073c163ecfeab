package cli

import (
	"fmt"

	"arbiter/tournament/conduct"
)

func init() {
	Register(Command{Name: "check-trf", Usage: "check-trf IN.trf|- [--system dutch|dubov|burstein] [--rating NO=RATING]... [--json]", Run: runCheckTRF})
}

// checkTRFOptions are check-trf's: those of every TRF command.
type checkTRFOptions struct{ trfArgs }

func runCheckTRF(env *Env, args []string) error {
	fs := NewFlags("check-trf")
	var o checkTRFOptions
	if err := o.parse(fs, args); err != nil {
		return err
	}
	return checkTRF(env, o)
}

// checkTRFJSON is what `check-trf --json` prints: the system checked by,
// whether every round is its pairing, the first round that is not, and
// each round's check as `check --json` prints it.
type checkTRFJSON struct {
	System string      `json:"system"`
	OK     bool        `json:"ok"`
	First  int         `json:"first,omitempty"`
	Rounds []checkJSON `json:"rounds"`
}

// checkTRF is FIDE's free pairings checker: every round of a report,
// imported as `import` reads it (trfArgs.readReport), judged by its system's
// rules as `check` judges a round of a file (conduct.CheckRound: a team
// Swiss's rounds by C.04.6, paired as conduct.PairReport pairs them). It
// fails with the first round that is not the system's pairing.
func checkTRF(env *Env, o checkTRFOptions) error {
	rep, err := o.readReport(env)
	if err != nil {
		return err
	}
	ev, opts := rep.Event, rep.Swiss
	out := checkTRFJSON{System: string(ev.Settings.System), OK: true, Rounds: []checkJSON{}}
	var first error
	for r := 1; r <= ev.PairedRounds(); r++ {
		c, err := conduct.CheckRound(ev, r, opts)
		if err != nil {
			return unratedHint(err)
		}
		if len(c.Findings) > 0 && first == nil {
			first, out.OK, out.First = c.Verdict, false, r
		}
		if o.json {
			out.Rounds = append(out.Rounds, checkJSONOf(env, c))
			continue
		}
		printCheck(env, c)
	}
	if ev.PairedRounds() == 0 && !o.json {
		fmt.Fprintln(env.Stdout, env.Cat.T("swisssystems.checktrf.none"))
	}
	if o.json {
		if err := writeJSON(env.Stdout, out); err != nil {
			return err
		}
	}
	return first
}
