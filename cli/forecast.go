package cli

import (
	"fmt"
	"io"

	"arbiter/cli/cmdline"
	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/norms"
	"arbiter/tournament/store"
	"arbiter/words"
)

// forecastReport is the norm forecast as the command line prints it: the
// title norms (B.01) and the 1953 categories where the event gives them
// (norms.Scope), else why not; why not also where no player can have the
// games a title norm needs (norms.NoneCanCount).
type forecastReport struct {
	Titles           []norms.TitleForecast `json:"title_norms"`
	NoTitles         *noteJSON             `json:"no_title_norms,omitempty"`
	Classification   *norms.Forecast       `json:"classification,omitempty"`
	NoClassification *noteJSON             `json:"no_classification,omitempty"`
}

func runForecast(env *cmdline.Env, path string, asJSON bool) error {
	ev, opts, err := eventWith(path, (*store.Store).RatingOptions)
	if err != nil {
		return err
	}
	scope := norms.ScopeOf(ev)
	if err := scope.NoNorm(); err != nil {
		return err
	}
	rep := forecastReport{NoTitles: errorNote(env.Cat, scope.Titles), NoClassification: errorNote(env.Cat, scope.Categories)}
	if scope.Titles == nil {
		if rep.Titles, err = norms.TitleNormForecasts(ev, opts); err != nil {
			return err
		}
		// As the sheet: where no player can have the games a norm needs,
		// that once, not on every player's every norm.
		if norms.NoneCanCount(rep.Titles) {
			rep.Titles, rep.NoTitles = nil, &noteJSON{Key: "ratings.norms.none", Text: words.NoTitleNorms(env.Cat, ev)}
		}
	}
	if scope.Categories == nil {
		if rep.Classification, err = norms.ForecastEvent(ev); err != nil {
			return err
		}
	}
	if asJSON {
		return cmdline.WriteJSON(env.Stdout, rep)
	}
	writeForecast(env.Stdout, env.Cat, ev, rep)
	return nil
}

// writeForecast prints the forecast as the sheet does: the games still
// to play and what the forecast weighs of them (a withdrawal not yet
// recorded would change it), then each norm's state, or why the event
// gives none.
func writeForecast(w io.Writer, cat *i18n.Catalog, ev *tournament.Event, rep forecastReport) {
	fmt.Fprintf(w, "%s — %s\n\n", cat.T("forecast.title"), ev.Settings.Name)
	for _, line := range words.ForecastWeighs(cat, ev, 0) {
		fmt.Fprintln(w, line)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, cat.T("forecast.titles"))
	if rep.NoTitles != nil {
		fmt.Fprintf(w, "  %s\n", rep.NoTitles.Text)
	}
	writeTitleForecast(w, cat, rep.Titles)
	fmt.Fprintln(w, cat.T("forecast.classification"))
	if rep.Classification == nil {
		if rep.NoClassification != nil {
			fmt.Fprintf(w, "  %s\n", rep.NoClassification.Text)
		}
		return
	}
	for _, p := range rep.Classification.Players {
		for _, line := range words.CategoryForecastLines(cat, p) {
			fmt.Fprintf(w, "  %d %s, %s\n", p.No, p.Name, line)
		}
	}
}

// writeTitleForecast lists the title norms' forecast, a line a norm.
func writeTitleForecast(w io.Writer, cat *i18n.Catalog, titles []norms.TitleForecast) {
	for _, f := range titles {
		for _, line := range words.TitleForecastLines(cat, f) {
			fmt.Fprintf(w, "  %s, %s\n", f.Name, line)
		}
	}
}
