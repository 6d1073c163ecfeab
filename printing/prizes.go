package printing

import (
	"io"
	"slices"

	"arbiter/tournament"
	"arbiter/words"
)

// PrizeList prints the prize list (tournament.PrizeList: each prize with
// its winner, his points and the money after any sharing, the prizes no
// one took, and the account of the fund in the event's currency with the
// remainder), then the standings of the ranking groups named in groups,
// each on a page of its own; groups empty prints every group's.
func PrizeList(w io.Writer, ev *tournament.Event, rules tournament.PrizeRules, groups []string, opt Options) error {
	return render(w, ev, opt, func(s *sheet) error {
		s.prizeList(rules)
		for _, g := range rules.Groups {
			if len(groups) > 0 && !slices.Contains(groups, g.ID) {
				continue
			}
			s.standingsHeaded(tournament.GroupStandings(s.ev, g), g.Name, 0)
		}
		return nil
	})
}

// GroupStandings prints the standings of the ranking groups named (every
// group when none is), each on a page of its own.
func GroupStandings(w io.Writer, ev *tournament.Event, rules tournament.PrizeRules, groups []string, opt Options) error {
	return render(w, ev, opt, func(s *sheet) error {
		for _, g := range rules.Groups {
			if len(groups) == 0 || slices.Contains(groups, g.ID) {
				s.standingsHeaded(tournament.GroupStandings(s.ev, g), g.Name, 0)
			}
		}
		return nil
	})
}

// prizeList prints tournament.PrizeList as PrizeRows and PrizeAccount
// word it, then PrizeLegend.
func (s *sheet) prizeList(rules tournament.PrizeRules) {
	s.title = s.t("prizes.title")
	s.addPage()
	if p := words.PrizesProvisional(s.cat, s.ev); p != "" {
		s.note(p)
		s.pdf.Ln(2)
	}
	list := tournament.PrizeList(s.ev, rules)
	t := s.newTable([]column{
		{head: s.t("prizes.col.prize"), width: 40, align: "L", bold: true, wrap: true},
		{head: s.t("print.col.seat"), width: 7, align: "C"},
		{head: s.t("print.col.player"), width: 45, align: "L", bold: true, wrap: true},
		{head: s.t("print.col.points"), width: 10, align: "C"},
		{head: words.PrizeMoneyHead(s.cat, list.Currency), width: 30, align: "R", bold: true, wrap: true},
	}, 9, 6)
	var rows [][]string
	for _, r := range append(words.PrizeRows(s.cat, rules, list), words.PrizeAccount(s.cat, list)...) {
		rows = append(rows, r.Cells())
	}
	legend := words.PrizeLegend(s.cat, rules)
	t.tail = 2 + s.notesHeight(legend...)
	t.draw(rows)
	s.notes(legend)
}
