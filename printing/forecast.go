package printing

import (
	"io"
	"strconv"
	"strings"

	"arbiter/tournament"
	"arbiter/tournament/norms"
	"arbiter/words"
)

// NormForecast prints the norm forecast: for every player, the FIDE title
// norms and the 1953 categories he can still make, and what each needs in
// his remaining games, as tournament and tournament/norms forecast them
// and words words them (the window and the command line say the same).
// With no game left it prints the verdicts, and says so.
func NormForecast(w io.Writer, ev *tournament.Event, opts tournament.RatingOptions, opt Options) error {
	titles, err := norms.TitleNormForecasts(ev, opts)
	if err != nil {
		return err
	}
	fc, err := norms.ForecastEvent(ev)
	if err != nil {
		return err
	}
	return render(w, ev, opt, func(s *sheet) error {
		s.title = s.t("forecast.title")
		s.addPage()
		p := s.pdf
		c, err := tournament.CompletionOf(ev)
		if err != nil {
			return err
		}
		s.note(s.t("forecast.sheet.games-left", "games", len(c.Remaining)))
		if len(c.Remaining) == 0 {
			s.note(s.t("forecast.sheet.over"))
		}
		number := tournament.StartNumbers(ev)
		p.Ln(2)
		s.heading(s.t("forecast.titles"), 20)
		tt := s.newTable([]column{
			{head: "#", width: 6, align: "C"},
			{head: s.t("norms.col.name"), width: 34, align: "L", bold: true, wrap: true},
			{head: s.t("forecast.sheet.col"), width: 140, align: "L", wrap: true},
		}, 8, 4)
		var rows [][]string
		for _, f := range titles {
			if lines := words.TitleForecastLines(s.cat, f); len(lines) > 0 {
				rows = append(rows, []string{numberText(number[f.ID]), f.Name, strings.Join(lines, "\n")})
			}
		}
		tt.draw(rows)
		p.Ln(3)
		s.heading(s.t("forecast.classification"), 20)
		ct := s.newTable([]column{
			{head: "#", width: 6, align: "C"},
			{head: s.t("norms.col.name"), width: 34, align: "L", bold: true, wrap: true},
			{head: s.t("norms.col.category"), width: 14, align: "C"},
			{head: s.t("forecast.sheet.col"), width: 126, align: "L", wrap: true},
		}, 8, 4)
		rows = nil
		for _, pf := range fc.Players {
			if lines := words.CategoryForecastLines(s.cat, pf); len(lines) > 0 {
				pl, _ := ev.Player(pf.ID)
				rows = append(rows, []string{numberText(pf.No), pf.Name, categoryLabel(s, pl.Category), strings.Join(lines, "\n")})
			}
		}
		ct.draw(rows)
		s.signOff()
		return nil
	})
}

// numberText is a starting number, empty for a player without one.
func numberText(n int) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n)
}
