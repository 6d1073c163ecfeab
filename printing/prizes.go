package printing

import (
	"io"
	"slices"

	"arbiter/tournament"
)

// PrizeList prints the prize list (tournament.PrizeList: each prize with
// its winner, his points and the money after any sharing, and the prizes
// no one took), then the standings of the ranking groups named in groups,
// each on a page of its own; groups empty prints every group's.
func PrizeList(w io.Writer, ev *tournament.Event, rules tournament.PrizeRules, groups []string, opt Options) error {
	return render(w, ev, opt, func(s *sheet) error {
		s.prizeList(rules)
		for _, g := range rules.Groups {
			if len(groups) > 0 && !slices.Contains(groups, g.ID) {
				continue
			}
			s.standingsHeaded(tournament.GroupStandings(s.ev, g), g.Name)
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
				s.standingsHeaded(tournament.GroupStandings(s.ev, g), g.Name)
			}
		}
		return nil
	})
}

func (s *sheet) prizeList(rules tournament.PrizeRules) {
	s.title = s.t("prizes.title")
	s.addPage()
	if p := PrizesProvisional(s.cat, s.ev); p != "" {
		s.note(p)
		s.pdf.Ln(2)
	}
	awards := tournament.PrizeList(s.ev, rules)
	t := s.newTable([]column{
		{head: s.t("prizes.col.prize"), width: 40, align: "L", bold: true, wrap: true},
		{head: s.t("print.col.seat"), width: 7, align: "C"},
		{head: s.t("print.col.player"), width: 45, align: "L", bold: true, wrap: true},
		{head: s.t("print.col.points"), width: 10, align: "C"},
		{head: s.t("prizes.col.money"), width: 30, align: "R", bold: true, wrap: true},
	}, 9, 6)
	t.head()
	given := map[tournament.Prize]bool{}
	for _, a := range awards {
		given[a.Prize] = true
		t.row(PrizeName(s.cat, rules, a.Prize), numberText(a.No), a.Name, a.Points.String(), AwardMoney(s.cat, a))
	}
	for _, p := range rules.Prizes {
		if !given[p] {
			t.row(PrizeName(s.cat, rules, p), "", s.t("prizes.not-given"), "", AwardMoney(s.cat, tournament.Award{Prize: p, Money: p.Amount}))
		}
	}
	var legend []string
	if rules.Order == tournament.PrizeByListed {
		legend = append(legend, s.t("prizes.legend.listed"))
	} else {
		legend = append(legend, s.t("prizes.legend.value"))
	}
	if rules.Hort {
		legend = append(legend, s.t("prizes.legend.hort"))
	} else {
		legend = append(legend, s.t("prizes.legend.shared"))
	}
	s.pdf.Ln(2)
	for _, l := range legend {
		s.note(l)
	}
}
