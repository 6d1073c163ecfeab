package cli

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"arbiter/cli/cmdline"
	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/norms"
	"arbiter/words"
)

func init() {
	provide("norms", runNorms)
}

func runNorms(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("norms")
	asJSON := fs.Bool("json", false, "print JSON")
	forecast := fs.Bool("forecast", false, "what each player can still make of the title norms and the 1953 categories, and what it needs")
	pos, err := cmdline.ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	if *forecast {
		return runForecast(env, pos[0], *asJSON)
	}
	ev, err := loadEvent(pos[0])
	if err != nil {
		return err
	}
	rep, err := norms.ForEvent(ev)
	if err != nil {
		return err
	}
	if *asJSON {
		// NoOutlook says why every player's outlook is empty, as the
		// text says it: no forecast (a Swiss round not yet paired).
		_, ferr := rep.Forecast()
		return cmdline.WriteJSON(env.Stdout, struct {
			*norms.Report
			NoOutlook *noteJSON `json:"no_outlook,omitempty"`
		}{rep, errorNote(env.Cat, ferr)})
	}
	writeNorms(env.Stdout, env.Cat, ev, rep)
	return nil
}

// errorNote is why a JSON report holds nothing of a part, as a note: the
// message's key and arguments and its text in the user's language; nil
// for no error.
func errorNote(cat *i18n.Catalog, err error) *noteJSON {
	if err == nil {
		return nil
	}
	n := noteJSON{Text: cat.Error(err)}
	if m, ok := errors.AsType[*engine.Message](err); ok {
		n.Key, n.Args = m.Key, m.Args
	}
	return &n
}

// CoefficientArithmetic writes the coefficient's sum the way the 1953
// code's worked example does: (2×1 + 5×2 + …) / 16 = 45 / 16 = 2.81, with
// the language's decimal point.
func coefficientArithmetic(cat *i18n.Catalog, rep *norms.Report) string {
	terms := make([]string, len(rep.Counts))
	for i, c := range rep.Counts {
		terms[i] = fmt.Sprintf("%d×%d", c.Count, c.Index)
	}
	return fmt.Sprintf("(%s) / %d = %d / %d = %s", strings.Join(terms, " + "), rep.Participants,
		rep.IndexSum, rep.Participants, cat.Decimal(rep.Coefficient.String()))
}

func writeNorms(w io.Writer, cat *i18n.Catalog, ev *tournament.Event, rep *norms.Report) {
	fmt.Fprintf(w, "%s — %s\n\n", cat.T("norms.title"), ev.Settings.Name)
	// Until the event is over the verdicts are none (the report's
	// certainty): the sheet's warning, and the forecast's refusal.
	tab := words.NewNormsTable(ev, rep)
	for _, l := range words.NormWarnings(cat, ev) {
		fmt.Fprintln(w, l)
	}
	if tab.Err != nil {
		fmt.Fprintln(w, cat.Error(tab.Err))
	}
	fmt.Fprintf(w, "%s: %s\n", cat.T("norms.coefficient"), coefficientArithmetic(cat, rep))
	for _, l := range words.NormBasis(cat, rep) {
		fmt.Fprintln(w, l)
	}
	fmt.Fprintf(w, "%s:\n", cat.T("norms.norms"))
	for _, n := range rep.Norms {
		fmt.Fprintf(w, "  %-3s %3d %%  (%s)\n", words.CategoryLabel(cat, n.Category), n.Pct, words.NormSource(cat, n.Source))
		if n.Other != nil {
			fmt.Fprintf(w, "            %s\n", cat.T("norms.other", "source", words.NormSource(cat, n.Other.Source),
				"pct", n.Other.Pct, "used", words.NormSource(cat, n.Source)))
		}
	}
	for _, l := range words.NormFields(cat, rep) {
		fmt.Fprintln(w, l)
	}
	fmt.Fprintln(w)

	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	head := []string{"#", cat.T("norms.col.name"), cat.T("norms.col.category"), cat.T("norms.col.games"), cat.T("norms.col.points")}
	for _, n := range rep.Norms {
		head = append(head, words.CategoryLabel(cat, n.Category))
	}
	head = append(head, cat.T(tab.LastColumn()))
	fmt.Fprintln(tw, strings.Join(head, "\t"))
	withdrawn, met := false, false
	for _, r := range tab.Rows(cat, rep.Players) {
		p := r.Player
		withdrawn = withdrawn || r.Withdrawn
		row := r.Cells(cat, len(rep.Norms))
		for _, need := range p.Needs {
			mark := " "
			if need.Met {
				mark, met = words.NeedMet, true
			}
			row = append(row, need.Points.String()+" "+mark)
		}
		cell := r.Cell
		if r.Verdict {
			cell = strings.Join(words.Verdict(cat, p), ", ")
		}
		row = append(row, cell)
		fmt.Fprintln(tw, strings.Join(row, "\t"))
	}
	tw.Flush()
	if met {
		fmt.Fprintln(w, words.NeedMetLegend(cat))
	}
	if withdrawn {
		fmt.Fprintln(w, words.WithdrawnLegend(cat, "print.legend.withdrawn"))
	}
	for _, p := range rep.Players {
		for _, g := range []*norms.GroupResult{p.Master, p.Candidate} {
			if g == nil {
				continue
			}
			lines := make([]string, len(g.Lines))
			for i, l := range g.Lines {
				lines[i] = cat.T("norms.group-line", "group", cat.T("norms.group."+l.Group), "points", l.Points,
					"games", l.Games, "pct", l.Pct, "needed", l.Needed)
			}
			fmt.Fprintf(w, "%s: %s\n", p.Name, strings.Join(lines, "; "))
		}
	}
}
