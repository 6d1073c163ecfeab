package words

import (
	"fmt"

	"arbiter/i18n"
	"arbiter/tournament/norms"
)

// HalfPoints writes a score in half points as points: 3½, ½.
func HalfPoints(h int) string {
	if h%2 == 0 {
		return fmt.Sprint(h / 2)
	}
	if h < 2 {
		return "½"
	}
	return fmt.Sprintf("%d½", h/2)
}

// ForecastState words a norm forecast: held whatever happens, out of
// reach, or the score the remaining games must give (and whether it
// depends on which are won), for the sheet, the window, the venue and the
// command line alike.
func ForecastState(cat *i18n.Catalog, state string, need int, byScore bool, games int) string {
	switch {
	case games == 0:
		// Nothing left to play: the forecast is the verdict.
		return cat.T("forecast.state.final." + state)
	case state == norms.ForecastReachable && !byScore:
		return cat.T("forecast.state.depends", "points", HalfPoints(need), "games", games)
	case state == norms.ForecastReachable:
		return cat.T("forecast.state.reachable", "points", HalfPoints(need), "games", games)
	}
	return cat.T("forecast.state." + state)
}

// TitleForecastLines are a player's title norms, one line each: the norm,
// its state, and the verdict B.01 gives at the score needed (or with every
// game won): what else it asks, the wins it may leave out.
func TitleForecastLines(cat *i18n.Catalog, f norms.TitleForecast) []string {
	var out []string
	for _, n := range f.Norms {
		line := n.Title + ": " + ForecastState(cat, n.State, n.NeedHalf, n.ByScoreAlone, len(f.Remaining))
		if n.Judged {
			line += " — " + NormLine(cat, n.Verdict)
		}
		out = append(out, line)
	}
	return out
}

// CategoryForecastLines are a player's 1953 categories, one line each.
func CategoryForecastLines(cat *i18n.Catalog, p norms.PlayerForecast) []string {
	var out []string
	for _, c := range p.Categories {
		out = append(out, cat.T("norms.verdict."+string(c.Verdict), "category", cat.T("print.category."+c.Category.String()))+": "+
			ForecastState(cat, c.State, c.NeedHalf, c.ByScoreAlone, len(p.Remaining)))
	}
	return out
}
