package printing

import (
	"fmt"
	"io"
	"strings"

	"arbiter/tournament"
	"arbiter/tournament/norms"
	"arbiter/words"
)

// Norms prints the classification norms report (USSR 1953) that
// tournament/norms computed: the coefficient's arithmetic as a table, the
// table row(s) and norms that apply with their sources, the master and
// candidate-master field checks, and every player's points needed per
// category, verdict and validity. The texts are the norms catalogue's, so
// the sheet and the command line say the same.
func Norms(w io.Writer, ev *tournament.Event, rep *norms.Report, opt Options) error {
	return render(w, ev, opt, func(s *sheet) error {
		s.title = s.t("print.norms.title")
		s.addPage()
		s.normWarnings(ev)
		s.normCoefficient(rep)
		s.pdf.Ln(3)
		s.normsApplied(rep)
		s.pdf.Ln(3)
		s.normPlayers(ev, rep)
		s.normGroups(rep)
		s.signOff()
		return nil
	})
}

// normWarnings says, above all else, that norms count only at the end of
// the event, and only under the code that defines them.
func (s *sheet) normWarnings(ev *tournament.Event) {
	p := s.pdf
	if warnings := words.NormWarnings(s.cat, ev); len(warnings) > 0 {
		s.font("B", 9)
		p.SetTextColor(160, 0, 0)
		p.SetX(margin)
		p.MultiCell(s.contentWidth(), 4.5, strings.Join(warnings, "\n"), "1", "L", false)
		p.SetTextColor(0, 0, 0)
		p.Ln(3)
	}
}

// normCoefficient is the event's coefficient: categories × indices,
// summed, divided; the indices and the kind of norms under it.
func (s *sheet) normCoefficient(rep *norms.Report) {
	p := s.pdf
	s.heading(s.t("norms.coefficient"), 30)
	t := s.newTableAt(margin, 110, []column{
		{head: s.t("norms.col.category"), width: 12, align: "C", bold: true},
		{head: s.t("print.norms.count"), width: 12, align: "C"},
		{head: s.t("print.norms.index"), width: 12, align: "C"},
		{head: "×", width: 12, align: "C"},
	}, 9, 5.5)
	var counts [][]string
	for _, c := range rep.Counts {
		counts = append(counts, []string{words.CategoryLabel(s.cat, c.Category), fmt.Sprint(c.Count), fmt.Sprint(c.Index), fmt.Sprint(c.Count * c.Index)})
	}
	t.draw(append(counts, []string{"Σ", fmt.Sprint(rep.Participants), "", fmt.Sprint(rep.IndexSum)}))
	p.Ln(1.5)
	s.font("B", 10)
	p.SetX(margin)
	p.CellFormat(s.contentWidth(), 6, s.t("print.norms.coefficient", "sum", rep.IndexSum,
		"n", rep.Participants, "c", s.cat.Decimal(rep.Coefficient.String())), "", 1, "L", false, 0, "")
	s.font("", 9)
	p.SetX(margin)
	p.MultiCell(s.contentWidth(), 4.5, strings.Join(words.NormBasis(s.cat, rep), "\n"), "", "L", false)
}

// normsApplied lists the norms that apply, with where each comes from,
// and whether the field holds the masters and candidates they ask.
func (s *sheet) normsApplied(rep *norms.Report) {
	p := s.pdf
	s.heading(s.t("norms.norms"), 20)
	nt := s.newTable([]column{
		{head: s.t("norms.col.category"), width: 12, align: "C", bold: true},
		{head: "%", width: 10, align: "C", bold: true},
		{head: s.t("print.norms.source"), width: 78, align: "L", wrap: true},
	}, 9, 4.5)
	var normRows [][]string
	for _, n := range rep.Norms {
		src := s.normSource(n.Source)
		if n.Other != nil {
			src += "\n" + s.t("norms.other", "source", s.normSource(n.Other.Source), "pct", n.Other.Pct, "used", s.normSource(n.Source))
		}
		normRows = append(normRows, []string{words.CategoryLabel(s.cat, n.Category), fmt.Sprint(n.Pct), src})
	}
	nt.draw(normRows)
	p.Ln(2)
	if fields := words.NormFields(s.cat, rep); len(fields) > 0 {
		s.note(strings.Join(fields, "\n"))
	}
}

// normPlayers is every player: what each category needs and the verdict.
func (s *sheet) normPlayers(ev *tournament.Event, rep *norms.Report) {
	s.heading(s.t("print.norms.players"), 20)
	cols := []column{
		{head: "#", width: 5, align: "C"},
		{head: s.t("norms.col.name"), width: 32, align: "L", bold: true, wrap: true, names: true},
		{head: s.t("norms.col.category"), width: 7, align: "C"},
		{head: s.t("norms.col.games"), width: 8, align: "C"},
		{head: s.t("norms.col.points"), width: 8, align: "C", bold: true},
	}
	for _, n := range rep.Norms {
		cols = append(cols, column{head: words.CategoryLabel(s.cat, n.Category), width: 8, align: "C"})
	}
	// Until the last game is played each row gives the forecast, as
	// the window's norms view does; without one (a Swiss round not
	// paired) the warning above says the norms are provisional.
	tab := words.NewNormsTable(ev, rep)
	cols = append(cols, column{head: s.t(tab.LastColumn()), width: 30, align: "L", wrap: true})
	// Players by their starting numbers, as every other sheet
	// numbers them (norms.FromEvent orders them so).
	// A player struck by his withdrawal (§27) keeps his row, as in
	// the window: who he is and his forecast.
	var rows [][]string
	withdrawn, met := false, false
	for _, r := range tab.Rows(s.cat, rep.Players) {
		pr := r.Player
		// Marked as on every sheet: the verdict of the last column need
		// not say it.
		withdrawn = withdrawn || r.Withdrawn
		cells := r.Cells(s.cat, len(rep.Norms))
		if r.Struck {
			rows = append(rows, append(cells, r.Cell))
			continue
		}
		cell := r.Cell
		if r.Verdict {
			cell = strings.Join(words.Verdict(s.cat, pr), "\n") // a line each
		}
		for _, need := range pr.Needs {
			mark := ""
			if need.Met {
				mark, met = " "+words.NeedMet, true
			}
			cells = append(cells, need.Points.String()+mark)
		}
		rows = append(rows, append(cells, cell))
	}
	pt := s.newTable(cols, 8.5, 4.5)
	// A number and a norm's points with its mark keep one line: the
	// columns take what they need from the name's.
	for c := range cols {
		if c == 0 || c >= 5 && c < len(cols)-1 {
			pt.widen(c, 1, columnOf(rows, c))
		}
	}
	pt.tail = signOffH
	var notes []string
	if met {
		notes = append(notes, words.NeedMetLegend(s.cat))
	}
	if withdrawn {
		notes = append(notes, s.withdrawnLegend("print.legend.withdrawn"))
	}
	pt.drawNoted(rows, notes)
}

// normGroups gives the master and candidate-master norms, group by group.
func (s *sheet) normGroups(rep *norms.Report) {
	var groups []string
	for _, pr := range rep.Players {
		for _, g := range []*norms.GroupResult{pr.Master, pr.Candidate} {
			if g == nil {
				continue
			}
			var parts []string
			for _, l := range g.Lines {
				parts = append(parts, s.t("norms.group-line", "group", s.t("norms.group."+l.Group), "points", l.Points,
					"games", l.Games, "pct", l.Pct, "needed", l.Needed))
			}
			groups = append(groups, pr.Name+": "+strings.Join(parts, "; "))
		}
	}
	if len(groups) > 0 {
		s.pdf.Ln(2)
		s.note(strings.Join(groups, "\n"))
	}
}

// normSource says where a norm comes from.
func (s *sheet) normSource(src norms.Source) string { return words.NormSource(s.cat, src) }

func columnOf(rows [][]string, c int) []string {
	out := make([]string, len(rows))
	for i, r := range rows {
		out[i] = r[c]
	}
	return out
}
