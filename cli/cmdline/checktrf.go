package cmdline

import (
	"fmt"
	"strings"

	"arbiter/tournament/conduct"
)

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

// CheckTRFJSON is what `check-trf --json` prints: the system checked by,
// whether every round is its pairing, the first round that is not, and
// each round's check as `check --json` prints it.
type CheckTRFJSON struct {
	System string      `json:"system"`
	OK     bool        `json:"ok"`
	First  int         `json:"first,omitempty"`
	Rounds []CheckJSON `json:"rounds"`
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
	ev := rep.Event
	out := CheckTRFJSON{System: string(ev.Settings.System), OK: true, Rounds: []CheckJSON{}}
	var first error
	for r := 1; r <= ev.PairedRounds(); r++ {
		c, err := conduct.CheckRound(ev, r, rep.Swiss)
		if err != nil {
			return unratedHint(err)
		}
		if len(c.Findings) > 0 && first == nil {
			first, out.OK, out.First = c.Verdict, false, r
		}
		if o.json {
			out.Rounds = append(out.Rounds, CheckJSONOf(env, c))
			continue
		}
		PrintCheck(env, c)
	}
	if ev.PairedRounds() == 0 && !o.json {
		fmt.Fprintln(env.Stdout, env.Cat.T("swisssystems.checktrf.none"))
	}
	if o.json {
		if err := WriteJSON(env.Stdout, out); err != nil {
			return err
		}
	}
	return first
}

// CheckJSONOf is a round's check as `check --json` and `check-trf --json`
// print it.
func CheckJSONOf(env *Env, c conduct.Check) CheckJSON {
	out := CheckJSON{Round: c.Round, OK: len(c.Findings) == 0, Findings: []findingJSON{}}
	if c.Since != nil {
		out.Since = env.Cat.Error(c.Since)
	}
	for _, m := range c.Corrected {
		out.Corrected = append(out.Corrected, env.Cat.Error(&m))
	}
	for _, m := range c.MeetAgain {
		out.MeetAgain = append(out.MeetAgain, env.Cat.Message(m))
	}
	for _, f := range c.Findings {
		fj := findingJSON{Rule: f.Rule, Message: env.Cat.Error(f.Err), Players: []PlayerRefJSON{}}
		for _, p := range f.Players {
			fj.Players = append(fj.Players, PlayerRefJSON{ID: p.ID, Number: p.Number, Name: p.Name})
		}
		out.Findings = append(out.Findings, fj)
	}
	return out
}

// PrintCheck prints a round's check: what was corrected since the round
// was paired, if anything, then its verdict where the round is the
// system's pairing, else the heading and each departure explained.
func PrintCheck(env *Env, c conduct.Check) {
	if c.Since != nil {
		fmt.Fprintln(env.Stdout, env.Cat.Error(c.Since))
		for _, m := range c.Corrected {
			fmt.Fprintln(env.Stdout, "    "+env.Cat.Error(&m))
		}
	}
	if len(c.Findings) == 0 {
		fmt.Fprintln(env.Stdout, env.Cat.Error(c.Verdict))
		for _, m := range c.MeetAgain {
			fmt.Fprintln(env.Stdout, env.Cat.Message(m))
		}
		return
	}
	if c.Heading != nil {
		fmt.Fprintln(env.Stdout, env.Cat.Error(c.Heading))
	}
	for _, line := range explainFindings(env, c.Findings) {
		fmt.Fprintln(env.Stdout, line)
	}
}

// CheckJSON is what `check --json` prints: the round, whether it is the
// pairing the rules prescribe, what was corrected since it was paired (or
// that the file cannot tell), and each deviation with its criterion and
// the players it names.
type CheckJSON struct {
	Round     int           `json:"round"`
	OK        bool          `json:"ok"`
	Since     string        `json:"since,omitempty"`
	Corrected []string      `json:"corrected,omitempty"`
	Findings  []findingJSON `json:"findings"`
	// MeetAgain: those the round pairs again after games or matches not
	// played (conduct.Check.MeetAgain).
	MeetAgain []string `json:"meet_again,omitempty"`
}

type findingJSON struct {
	Rule    string          `json:"rule"`
	Message string          `json:"message"`
	Players []PlayerRefJSON `json:"players"`
}

// explainFindings writes each finding's message in the reader's language,
// as the window does, followed by the names of the players it mentions by
// pairing number; the rule's id (English, for programs) is --json's alone.
func explainFindings(env *Env, findings []conduct.Finding) []string {
	var out []string
	for _, f := range findings {
		out = append(out, env.Cat.Error(f.Err))
		var names []string
		for _, p := range f.Players {
			names = append(names, fmt.Sprintf("%d = %s", p.Number, p.Name))
		}
		if len(names) > 0 {
			out = append(out, "    "+strings.Join(names, ", "))
		}
	}
	return out
}

// PlayerRefJSON is a player as the commands' JSON names one: id, pairing
// number and name.
type PlayerRefJSON struct {
	ID     int64  `json:"id"`
	Number int    `json:"number"`
	Name   string `json:"name"`
}
