package words

import (
	"slices"
	"strings"

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/norms"
)

// forecastState words a norm forecast: held whatever happens, out of
// reach, the score the remaining games must give (and whether it depends
// on which are won), or not forecast (too many ways for 1.4.2b to go, or
// too many outcomes to weigh one by one for 1.4.1e),
// for the sheet, the window, the venue and the command line alike. Made
// or not made only once the event is over (c, norms.Certainty): a player
// whose own games are over has, until then, a norm held or out of reach.
func forecastState(cat *i18n.Catalog, c norms.Certainty, state string, need int, byScore bool, games int) string {
	switch {
	case state == norms.ForecastNotComputed:
		return cat.T("forecast.state.not-computed", "most", norms.MaxExclusionCases)
	case state == norms.ForecastNotComputedRuns:
		return cat.T("forecast.state.not-computed-runs", "most", norms.MaxRunOutcomes)
	case games == 0 && state == norms.ForecastReachable:
		// His games are over; others' games decide whether an unrated
		// opponent of his is left out (B.01 1.4.2b).
		return cat.T("forecast.state.final.depends")
	case c == norms.Final:
		// Nothing left to play: the forecast is the verdict.
		return cat.T("forecast.state.final." + state)
	case state == norms.ForecastReachable && !byScore:
		return cat.T("forecast.state.depends", "points", tournament.Points(need).String(), "games", games)
	case state == norms.ForecastReachable:
		// half lets a language word one point apart from the rest.
		return cat.T("forecast.state.reachable", "points", tournament.Points(need).String(), "half", need, "games", games)
	}
	return cat.T("forecast.state." + state)
}

// ForecastWeighs says what a norm forecast of ev weighs, for every front
// end that gives one: the games still to play, whose results it weighs, a
// withdrawal not yet recorded changing it; with none left, only that these
// are the verdicts (no game remains to weigh, no withdrawal to change
// them); nothing where there is no forecast (a Swiss round not yet
// paired, said elsewhere). Of one player's forecast (player not 0), his
// own games: a page of his is no place for the event's count.
func ForecastWeighs(cat *i18n.Catalog, ev *tournament.Event, player int64) []string {
	c, err := norms.CompletionOf(ev)
	if err != nil {
		return nil
	}
	left := c.ToPlay()
	if player != 0 && len(left) > 0 {
		if own := slices.DeleteFunc(left, func(g norms.RemainingGame) bool { return g.White != player && g.Black != player }); len(own) > 0 {
			return []string{cat.T("forecast.player.games-left", "games", len(own))}
		}
		return []string{cat.T("forecast.player.none-left")}
	}
	if len(left) > 0 {
		return []string{cat.T("forecast.sheet.games-left", "games", len(left))}
	}
	return []string{cat.T("forecast.sheet.over")}
}

// TitleForecastRow is one title norm of a player's forecast as a table's
// cells: the norm, its state, and the verdict B.01 gives at the score
// needed (or with every game won): what else it asks, the wins it may
// leave out; out of reach and never judged, that too few of his games can
// count (a forfeit lost, a withdrawal); else empty.
type TitleForecastRow struct{ Title, State, Verdict string }

// TitleForecastRows are a player's title norms, one row each.
func TitleForecastRows(cat *i18n.Catalog, f norms.TitleForecast) []TitleForecastRow {
	var out []TitleForecastRow
	for _, n := range f.Norms {
		r := TitleForecastRow{Title: n.Title, State: forecastState(cat, f.Certainty, n.State, n.NeedHalf, n.ByScoreAlone, len(f.Remaining))}
		if n.OverTheBoard {
			// A forfeit giving the score would miss the norm.
			r.State = cat.T("forecast.state.over-the-board", "state", r.State)
		}
		switch {
		case n.Judged:
			r.Verdict = normNote(cat, n.Verdict)
		case n.State == norms.ForecastOut:
			r.Verdict = tooFewGames(cat)
		}
		out = append(out, r)
	}
	return out
}

// TitleForecastLines are a player's title norms, one line each: a row of
// TitleForecastRows, the norm named once.
func TitleForecastLines(cat *i18n.Catalog, f norms.TitleForecast) []string {
	var out []string
	for _, r := range TitleForecastRows(cat, f) {
		out = append(out, titleLine(r.Title, r.State, r.Verdict))
	}
	return out
}

// titleLine is one title norm's forecast or verdict as one line, the norm
// named once: "GM: made — a norm (counts as 9 games)"; NormLine's too.
func titleLine(title, state, verdict string) string {
	line := title + ": " + state
	if verdict != "" {
		line += " — " + verdict
	}
	return line
}

// TitleForecastCell is a player's title norms in short before the event
// ends, for a table's cell, as CategoryForecastCell gives his 1953
// categories ("IM: held; GM: needs 1 of 1"); the whole of it in
// TitleForecastLines.
func TitleForecastCell(cat *i18n.Catalog, f norms.TitleForecast) string {
	var parts []string
	// The norms out of reach come last: the column cuts the cell at its
	// width, and a GM norm out of reach hid the IM norm still to play for.
	var open, out []norms.TitleNormForecast
	for _, n := range f.Norms {
		if n.State == norms.ForecastOut {
			out = append(out, n)
		} else {
			open = append(open, n)
		}
	}
	for _, n := range append(open, out...) {
		state := n.State
		switch {
		case state == norms.ForecastNotComputed || state == norms.ForecastNotComputedRuns:
			state = "not-computed"
		case state == norms.ForecastReachable && len(f.Remaining) == 0:
			state = "others" // his games are over (ForecastState)
		case state == norms.ForecastReachable && !n.ByScoreAlone:
			state = "depends"
		}
		parts = append(parts, cat.T("forecast.cell."+state, "category", n.Title, "points", tournament.Points(n.NeedHalf).String(), "games", len(f.Remaining)))
	}
	return strings.Join(parts, "; ")
}

// CategoryForecastRow is one 1953 category of a player's forecast as a
// table's cells: the category to earn or confirm, and its forecast. A
// player struck from the table (§27) has one row, with no goal.
type CategoryForecastRow struct{ Goal, State string }

// CategoryForecastRows are a player's 1953 categories, one row each. A
// withdrawn player's rows say so (1953 §27): struck from the table, he has
// one; with his later games counted lost, what they leave him.
func CategoryForecastRows(cat *i18n.Catalog, p norms.PlayerForecast) []CategoryForecastRow {
	if p.Struck {
		return []CategoryForecastRow{{State: cat.T("forecast.withdrawn.struck")}}
	}
	var out []CategoryForecastRow
	for _, c := range p.Categories {
		state := forecastState(cat, p.Certainty, c.State, c.NeedHalf, c.ByScoreAlone, len(p.Remaining))
		if p.Withdrawn && len(p.Remaining) == 0 {
			// Made or not only once the event is over, as ForecastState;
			// held over the games he played where they alone count.
			key := "forecast.state.withdrawn."
			if p.Certainty == norms.Final {
				key += "final."
			}
			if !p.Forfeited && c.State == norms.ForecastMet {
				key += "played."
			}
			state = cat.T(key + c.State)
		}
		out = append(out, CategoryForecastRow{cat.T("forecast.goal."+string(c.Goal), "category", CategoryName(cat, c.Category)), state})
	}
	return out
}

// CategoryForecastLines are a player's 1953 categories, one line each: a
// row of CategoryForecastRows as one statement.
func CategoryForecastLines(cat *i18n.Catalog, p norms.PlayerForecast) []string {
	var out []string
	for _, r := range CategoryForecastRows(cat, p) {
		if r.Goal == "" {
			out = append(out, r.State)
			continue
		}
		out = append(out, r.Goal+": "+r.State)
	}
	return out
}

// categoryForecastCell is a player's 1953 categories in short, for a
// table's cell: each category with its state ("II: needs 1½ of 3"), the
// whole of it in CategoryForecastLines.
func categoryForecastCell(cat *i18n.Catalog, p norms.PlayerForecast) string {
	if p.Struck {
		return cat.T("forecast.cell.struck")
	}
	var parts []string
	for _, c := range p.Categories {
		state := c.State
		if state == norms.ForecastReachable && !c.ByScoreAlone {
			state = "depends"
		}
		parts = append(parts, cat.T("forecast.cell."+state, "category", CategoryName(cat, c.Category),
			"points", tournament.Points(c.NeedHalf).String(), "games", len(p.Remaining)))
	}
	cell := strings.Join(parts, "; ")
	if len(parts) == 0 {
		// No norm of the event is for his category, whatever happens.
		cell = cat.T("norms.verdict." + string(norms.NotApplicable))
	}
	if p.Withdrawn {
		cell = cat.T("forecast.cell.withdrawn", "forecast", cell)
	}
	return cell
}

// CategoryName is a USSR 1953 category as the language abbreviates it:
// the Roman numerals as they are, the master titles in the language's own
// letters (Finnish ME, UM, SM; Estonian MK), for every front end.
func CategoryName(cat *i18n.Catalog, c tournament.Category) string {
	return cat.T("print.category." + c.String())
}
