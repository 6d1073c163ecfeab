package cli

import (
	"fmt"
	"io"

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/norms"
	"arbiter/tournament/store"
	"arbiter/words"
)

// forecastReport is the norm forecast as the command line prints it: the
// title norms (B.01) and, where the event has two players or more, the
// 1953 categories.
type forecastReport struct {
	Titles         []tournament.TitleForecast `json:"title_norms"`
	Classification *norms.Forecast            `json:"classification,omitempty"`
}

func runForecast(env *Env, path string, asJSON bool) error {
	var ev *tournament.Event
	var opts tournament.RatingOptions
	if err := withStoreRO(path, func(s *store.Store) (err error) {
		if ev, err = s.Event(); err != nil {
			return err
		}
		opts, err = s.RatingOptions()
		return err
	}); err != nil {
		return err
	}
	titles, err := tournament.TitleNormForecasts(ev, opts)
	if err != nil {
		return err
	}
	rep := forecastReport{Titles: titles}
	if rep.Classification, err = norms.ForecastEvent(ev); err != nil {
		return err
	}
	if asJSON {
		return writeJSON(env.Stdout, rep)
	}
	writeForecast(env.Stdout, env.Cat, ev, rep)
	return nil
}

// half writes half points as points: 3½.
func half(h int) string {
	s := fmt.Sprint(h / 2)
	if h%2 == 1 {
		if h < 2 {
			return "½"
		}
		s += "½"
	}
	return s
}

func writeForecast(w io.Writer, cat *i18n.Catalog, ev *tournament.Event, rep forecastReport) {
	fmt.Fprintf(w, "%s — %s\n\n", cat.T("forecast.title"), ev.Settings.Name)
	fmt.Fprintln(w, cat.T("forecast.titles"))
	for _, f := range rep.Titles {
		for _, n := range f.Norms {
			fmt.Fprintf(w, "  %s, %s: %s\n", f.Name, n.Title, forecastLine(cat, n.State, n.NeedHalf, n.ByScoreAlone, len(f.Remaining)))
			if n.Judged {
				// The verdict at the least score that gives the norm, or
				// with every game won: what else it asks, the wins left out.
				fmt.Fprintf(w, "      %s — ARO %d, TPR %d\n", words.NormLine(cat, n.Verdict), n.Verdict.ARO, n.Verdict.TPR)
			}
		}
	}
	if rep.Classification == nil {
		return
	}
	fmt.Fprintln(w, cat.T("forecast.classification"))
	for _, p := range rep.Classification.Players {
		for _, c := range p.Categories {
			fmt.Fprintf(w, "  %d %s, %s: %s\n", p.No, p.Name, cat.T("norms.verdict."+string(c.Verdict), "category", c.Category.String()),
				forecastLine(cat, c.State, c.NeedHalf, c.ByScoreAlone, len(p.Remaining)))
		}
	}
}

// forecastLine words a forecast's state and the score it needs.
func forecastLine(cat *i18n.Catalog, state string, need int, byScore bool, games int) string {
	switch {
	case state == tournament.ForecastReachable && !byScore:
		return cat.T("forecast.state.depends", "points", half(need), "games", games)
	case state == tournament.ForecastReachable:
		return cat.T("forecast.state.reachable", "points", half(need), "games", games)
	}
	return cat.T("forecast.state." + state)
}
