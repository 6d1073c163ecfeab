package printing

import (
	"io"

	"arbiter/tournament"
	"arbiter/tournament/norms"
	"arbiter/words"
)

// NormForecast prints the norm forecast: for every player, the FIDE title
// norms and the 1953 categories he can still make, and what each needs in
// his remaining games, as tournament and tournament/norms forecast them
// and words words them (the window and the command line say the same).
// With no game left it prints the verdicts, and says so. Of what the
// event gives no norms (norms.Scope), or where no player can have the
// games a title norm needs (norms.NoneCanCount), it says why once, in
// place of its table.
func NormForecast(w io.Writer, ev *tournament.Event, opts tournament.RatingOptions, opt Options) error {
	scope := norms.ScopeOf(ev)
	if err := scope.NoNorm(); err != nil {
		return err
	}
	var titles []norms.TitleForecast
	fc := &norms.Forecast{}
	var err error
	if scope.Titles == nil {
		if titles, err = norms.TitleNormForecasts(ev, opts); err != nil {
			return err
		}
	}
	if scope.Categories == nil {
		if fc, err = norms.ForecastEvent(ev); err != nil {
			return err
		}
	}
	return render(w, ev, opt, func(s *sheet) error {
		s.title = s.t("forecast.title")
		s.addPage()
		p := s.pdf
		if _, err := norms.CompletionOf(ev); err != nil {
			return err
		}
		for _, line := range words.ForecastWeighs(s.cat, ev, 0) {
			s.note(line)
		}
		number := ev.StartNumbers()
		p.Ln(2)
		// Each norm and each category is a row of its own (whoCells). The
		// two tables' number and name columns are alike, so that a name
		// keeps its place and size.
		titleRows := s.titleForecastRows(titles, func(id int64) string { return words.Number(number[id]) })
		// Why the title norms' table is not drawn, said once under its
		// heading: the event gives none (scope), or no player can have the
		// games a norm needs, which every row would say.
		noTitles := ""
		if scope.Titles != nil || norms.NoneCanCount(titles) {
			noTitles, titleRows = words.NoTitleNorms(s.cat, ev), nil
		}
		var categoryRows [][]string
		for _, pf := range fc.Players {
			pl, _ := ev.Player(pf.ID)
			for i, r := range words.CategoryForecastRows(s.cat, pf) {
				row := append(whoCells(i == 0, words.Number(pf.No), pf.Name), "", r.Goal, r.State)
				if i == 0 {
					row[2] = words.CategoryLabel(s.cat, pl.Category)
				}
				categoryRows = append(categoryRows, row)
			}
		}
		tables := []*table{s.titleForecastTable(8, 5), s.newTable([]column{
			{head: "#", width: 6, align: "C"},
			{head: s.t("norms.col.name"), width: 40, align: "L", bold: true, wrap: true, names: true},
			{head: s.t("norms.col.category"), width: 12, align: "C"},
			{head: s.t("forecast.col.goal"), width: 42, align: "L", wrap: true},
			{head: s.t("forecast.sheet.col"), width: 80, align: "L", wrap: true},
		}, 8, 5)}
		sameSize(1, tables, [][][]string{titleRows, categoryRows})
		for i, part := range []struct {
			head string
			rows [][]string
			no   string
		}{{s.t("forecast.titles"), titleRows, noTitles}, {s.t("forecast.classification"), categoryRows, s.cat.Error(scope.Categories)}} {
			if i > 0 {
				p.Ln(3)
			}
			if part.no != "" {
				s.heading(part.head, 20)
				s.note(part.no)
				continue
			}
			s.heading(part.head, max(20, tables[i].lead(part.rows)))
			tables[i].draw(part.rows)
		}
		s.signOff()
		return nil
	})
}

// titleForecastTable is the table of the title norms' forecast: a player,
// each norm he may make, its state and the verdict B.01 gives at the score
// needed, a row a norm (titleForecastRows); size and rowH as newTable's,
// those of the tables on its page.
func (s *sheet) titleForecastTable(size, rowH float64) *table {
	return s.newTable([]column{
		{head: "#", width: 6, align: "C"},
		{head: s.t("norms.col.name"), width: 40, align: "L", bold: true, wrap: true, names: true},
		{head: s.t("forecast.col.norm"), width: 12, align: "C", bold: true},
		{head: s.t("forecast.sheet.col"), width: 62, align: "L", wrap: true},
		{head: s.t("forecast.col.verdict"), width: 60, align: "L", wrap: true},
	}, size, rowH)
}

// titleForecastRows are titleForecastTable's rows, each player named in
// the "#" column by ref.
func (s *sheet) titleForecastRows(titles []norms.TitleForecast, ref func(id int64) string) [][]string {
	var rows [][]string
	for _, f := range titles {
		for i, r := range words.TitleForecastRows(s.cat, f) {
			rows = append(rows, append(whoCells(i == 0, ref(f.ID), f.Name), r.Title, r.State, r.Verdict))
		}
	}
	return rows
}

// whoCells are a forecast row's number and name cells: the player's on his
// first row, blank on the rest (a line a statement broke early named the
// norm twice).
func whoCells(first bool, ref, name string) []string {
	if !first {
		return []string{"", ""}
	}
	return []string{ref, name}
}
