package words

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/norms"
	"arbiter/tournament/rating"
	"arbiter/tournament/ratingreport"
)

// normNote is NormLine for a line or cell that has named the norm already
// (a forecast's, after its title): "a norm (counts as 9 games)", "½ point
// short", with the same notes.
func normNote(cat *i18n.Catalog, r rating.NormResult) string {
	var line string
	switch {
	case r.Met:
		line = cat.T("forecast.verdict.met", "games", r.CountsAs)
	case len(r.CannotJudge) > 0:
		line = cat.T("forecast.verdict.cannot-judge", "why", cannotJudge(cat, r))
	default:
		line = shortfalls(cat, r)
	}
	return line + normNotes(cat, r)
}

// cannotJudge is why a norm cannot be judged: the requirements not
// implemented that decide it.
func cannotJudge(cat *i18n.Catalog, r rating.NormResult) string {
	why := make([]string, 0, len(r.CannotJudge))
	for _, c := range r.CannotJudge {
		why = append(why, cat.T("ratings.judge."+c.Kind, "rule", c.Rule))
	}
	return strings.Join(why, "; ")
}

// shortfalls is everything a missed norm misses.
func shortfalls(cat *i18n.Catalog, r rating.NormResult) string {
	parts := make([]string, 0, len(r.Short))
	for _, s := range r.Short {
		parts = append(parts, shortfall(cat, r, s))
	}
	return strings.Join(parts, "; ")
}

// shortfall says what one requirement of a norm misses, and by how much.
func shortfall(cat *i18n.Catalog, r rating.NormResult, s rating.Shortfall) string {
	args := []any{"have", s.Have, "need", s.Need, "federation", s.Federation, "rule", s.Rule, "games", r.Games}
	switch s.Kind {
	case rating.ShortPoints:
		if s.Need < 0 {
			return cat.T("ratings.short.unreachable", "tpr", r.NeedTPR)
		}
		short := tournament.Points(s.Need - s.Have)
		key := "ratings.short.points.many"
		switch short {
		case 1:
			key = "ratings.short.points.half"
		case 2:
			key = "ratings.short.points.one"
		}
		return cat.T(key, "short", short.String(), "need", tournament.Points(s.Need).String(), "games", r.Games)
	case rating.ShortLevel:
		n, _ := rating.NormFor(r.Title)
		return cat.T("ratings.short.level-titles", append(args, "titles", strings.Join(n.Level, "/"))...)
	}
	return cat.T("ratings.short."+s.Kind, args...)
}

// NormLine says in one line what the ended event gives a player for one
// title norm, with the rating floor raised, the wins left out and the
// exemption from the federation rules: made, not made and what it misses,
// or not judged where a requirement not implemented decides, in the words
// of the forecast's verdict (TitleForecastLines), so that the rating
// report and the forecast say one fact alike.
func NormLine(cat *i18n.Catalog, n rating.NormResult) string {
	return titleLine(n.Title, normVerdict(cat, normState(n)), normNote(cat, n))
}

// normState is an ended norm's verdict: made, not made, or not judged
// where a requirement not implemented decides.
func normState(n rating.NormResult) string {
	switch {
	case n.Met:
		return norms.ForecastMet
	case len(n.CannotJudge) > 0:
		return norms.ForecastCannotJudge
	}
	return norms.ForecastOut
}

// normVerdict words an ended norm's verdict (normState): "made".
func normVerdict(cat *i18n.Catalog, state string) string {
	return forecastState(cat, norms.Final, state, 0, true, 0)
}

// normMarks mark an ended norm's verdict (normState) in a table's cell
// too narrow for its words: a woman's four verdicts worded took some
// 500 px in Finnish, where the Ratings table at 1024×700 leaves the
// cell under 300.
var normMarks = []struct{ state, mark string }{
	{norms.ForecastMet, "✓"}, {norms.ForecastOut, "✗"}, {norms.ForecastCannotJudge, "?"},
}

// NormMark is an ended norm's verdict in short, for a table's cell: "GM ✓";
// NormMarkLegend words its mark.
func NormMark(n rating.NormResult) string {
	state := normState(n)
	for _, m := range normMarks {
		if m.state == state {
			return n.Title + " " + m.mark
		}
	}
	return n.Title
}

// NormMarkLegend words the marks NormMark gives the norms ns in the
// verdicts' own words (NormLine's): "✓ = made · ✗ = not made", each mark
// once, only those given; "" where ns has none.
func NormMarkLegend(cat *i18n.Catalog, ns []rating.NormResult) string {
	var parts []string
	for _, m := range normMarks {
		if slices.ContainsFunc(ns, func(n rating.NormResult) bool { return normState(n) == m.state }) {
			parts = append(parts, m.mark+" = "+normVerdict(cat, m.state))
		}
	}
	return strings.Join(parts, " · ")
}

// NormTooFewGames is the verdict, once the event is over, on every title
// norm of a player with too few games that can count: not made, and why;
// the forecast's words of him (TitleForecastRows).
func NormTooFewGames(cat *i18n.Catalog) string {
	return normVerdict(cat, norms.ForecastOut) + " — " + tooFewGames(cat)
}

// tooFewGames is why no title norm of a player can be made: fewer games
// than a norm needs can count (B.01 1.4.1, 1.4.2).
func tooFewGames(cat *i18n.Catalog) string {
	return cat.T("forecast.verdict.too-few-games", "games", rating.NormGames)
}

// normNotes are the notes of a norm's line: the later rounds left out
// (1.4.1e), an opponent's rating raised, games dropped, an exemption.
func normNotes(cat *i18n.Catalog, n rating.NormResult) string {
	line := ""
	if n.Through > 0 {
		line += " · " + cat.T("ratings.norms.through", "round", n.Through)
	}
	if n.Raised != nil {
		line += " · " + cat.T("ratings.norms.raised", "from", n.Raised.From, "to", n.Raised.To)
	}
	if len(n.Dropped) > 0 {
		line += " · " + cat.T("ratings.norms.dropped", "count", len(n.Dropped))
	}
	if n.Exempt {
		line += " · " + cat.T("ratings.norms.exempt")
	}
	return line
}

// RatedFigure is one of the rating report's figures of a player: his
// rated opponents' average (ratingreport.Row.ARO) or his performance
// against them (Row.TPR, the final standings' Perf.). They count the rated
// games only, a game ended before a move left out, where the ARO and TPR
// tie-breaks count it played (C.07, docs/tiebreaks.md): so every door
// heads them with words of their own, never the tie-breaks'.
type RatedFigure string

const (
	RatedAverage     RatedFigure = "opp-average"
	RatedPerformance RatedFigure = "performance"
)

// RatedShort is a rating-report figure's column head: "Avg. opp.", "Perf.".
func RatedShort(cat *i18n.Catalog, f RatedFigure) string { return cat.T("print.col." + string(f)) }

// RatedLegend says what the figures' heads (RatedShort) stand for and
// which games they count, as TieBreakLegend says the tie-breaks'.
func RatedLegend(cat *i18n.Catalog, figures ...RatedFigure) string {
	parts := make([]string, len(figures))
	for i, f := range figures {
		parts[i] = RatedShort(cat, f) + " = " + cat.T("print.rated."+string(f))
	}
	return cat.T("print.legend.rated", "figures", strings.Join(parts, " · "))
}

// KText is a rated player's K with its reason, "20 (under 2400)", and the
// K the 700 rule leaves when it does: "40 (new player), 38 by the 700
// rule"; empty for an unrated player.
func KText(cat *i18n.Catalog, r ratingreport.Row) string {
	if r.Rating == 0 {
		return ""
	}
	if r.K != r.KRule {
		return cat.T("ratings.k.capped", "before", r.KRule, "reason", KReason(cat, r.KReason), "k", r.K)
	}
	return KOf(cat, rating.PlayerK{K: r.K, Reason: r.KReason})
}

// KOf is a K with its reason, "20 (under 2400)", as KText writes it where
// the 700 rule leaves it.
func KOf(cat *i18n.Catalog, k rating.PlayerK) string {
	return strconv.Itoa(k.K) + " " + KReason(cat, k.Reason)
}

// KDateNote says on which date ages for K were judged when the event has
// no dates of its own (ratingreport.KAgeDate); "" when it has them. A sheet
// writes the date its language's way (date); nil keeps it ISO.
func KDateNote(cat *i18n.Catalog, ev *tournament.Event, date func(iso string) string) string {
	d, given := ratingreport.KAgeDate(ev)
	if given {
		return ""
	}
	if date != nil {
		d = date(d)
	}
	return cat.T("ratings.k.date-assumed", "date", d)
}

// ChangeText is a rated player's change ("+9.6", "+9,6") or the initial
// rating an unrated one achieves, said as published or not yet.
func ChangeText(cat *i18n.Catalog, r ratingreport.Row) string {
	if r.Rating > 0 {
		return cat.Decimal(fmt.Sprintf("%+.1f", r.Change.Change))
	}
	if in := r.Initial; in != nil {
		if in.Published {
			return cat.T("ratings.initial", "rating", in.Rating)
		}
		return cat.T("ratings.initial.pending", "rating", in.Rating)
	}
	return ""
}

// Hundredths writes a sum of probabilities kept in hundredths: 102 → 1.02.
func Hundredths(h rating.Hundredths) string { return fmt.Sprintf("%d.%02d", h/100, h%100) }

// KReason names why a K factor applies.
func KReason(cat *i18n.Catalog, r rating.KReason) string { return cat.T("ratings.k." + string(r)) }

// NationalCells is a player's line on the national list: number, name,
// rating, games, score, expected score, change and new rating; a player
// not on the list has only number, name and "not on the list".
func NationalCells(cat *i18n.Catalog, r ratingreport.NationalRow) []string {
	if r.Rating == 0 {
		return []string{strconv.Itoa(r.Number), r.Name, cat.T("ratings.national.off-list"), "", "", "", "", ""}
	}
	return []string{strconv.Itoa(r.Number), r.Name, strconv.Itoa(r.Rating), strconv.Itoa(r.Games), tournament.Points(r.Points).String(),
		cat.Decimal(Hundredths(r.Expected)), cat.Decimal(fmt.Sprintf("%+.1f", r.Change.Change)), NationalNew(cat, r)}
}

// NationalTitle heads a national list's report: its name, the federation
// whose players it rates (none for a list of every player), K and floor.
func NationalTitle(cat *i18n.Catalog, n rating.NationalList) string {
	if n.Federation == "" {
		return cat.T("ratings.national.title", "name", n.Name, "k", n.K, "floor", n.Floor)
	}
	return cat.T("ratings.national.title.federation", "name", n.Name, "federation", n.Federation, "k", n.K, "floor", n.Floor)
}

// NationalOffGames says under a national list's table whose games
// against opponents off the list it does not count, and how many: each
// player as refs names him, with his number of such games; "" for none.
func NationalOffGames(cat *i18n.Catalog, rows []ratingreport.NationalRow, refs map[int64]string) string {
	var names []string
	for _, r := range rows {
		if r.OffList > 0 {
			names = append(names, fmt.Sprintf("%s %s (%d)", refs[r.ID], r.Name, r.OffList))
		}
	}
	if len(names) == 0 {
		return ""
	}
	return cat.T("ratings.national.off-games", "players", strings.Join(names, ", "))
}

// NationalUnlisted names the players no national list rates, each with
// his federation, as refs names him; "" for none.
func NationalUnlisted(cat *i18n.Catalog, rows []ratingreport.NationalRow, refs map[int64]string) string {
	var names []string
	for _, r := range rows {
		names = append(names, strings.TrimSpace(fmt.Sprintf("%s %s %s", refs[r.ID], r.Name, r.Federation)))
	}
	if len(names) == 0 {
		return ""
	}
	return cat.T("ratings.national.unlisted", "players", strings.Join(names, ", "))
}

// NationalNew is a player's new rating on the national list, marked where
// the list's floor, not his change, gave it: the change beside it does
// not add up to it.
func NationalNew(cat *i18n.Catalog, r ratingreport.NationalRow) string {
	if r.Floored {
		return cat.T("ratings.national.floored", "new", r.New)
	}
	return strconv.Itoa(r.New)
}

// Provisional says that the norms are provisional while rounds remain to
// be completed; "" once the event is over.
func Provisional(cat *i18n.Catalog, ev *tournament.Event) string {
	return provisional(cat, ev, "print.norms.provisional")
}

// RatingsProvisional says above a rating report, in the window, on paper
// and from the command line, that its rating changes, performances and
// title norms are provisional while rounds remain: only where the report's
// certainty (ratingreport.Certainty) is provisional, nothing where the
// event gives no FIDE figure (not FIDE-rated, so no change and no title
// norm), where it would call provisional what cannot be given.
func RatingsProvisional(cat *i18n.Catalog, ev *tournament.Event) string {
	if ratingreport.Certainty(ev) != norms.Provisional {
		return ""
	}
	return provisional(cat, ev, "ratings.provisional")
}

// NormWarnings are the lines above every report of the 1953 norms, in
// the window, on paper and from the command line: that they are
// provisional while rounds remain (Provisional). An event that is not
// played under the 1953 code has no such report (norms.Scope).
func NormWarnings(cat *i18n.Catalog, ev *tournament.Event) []string {
	var lines []string
	if p := Provisional(cat, ev); p != "" {
		lines = append(lines, p)
	}
	return lines
}

// NoNorms says why no FIDE title norm can be made in the event
// (norms.Scope: its games are rapid or blitz, or it is not FIDE-rated),
// for the reports that would list them; "" where norms can be made.
func NoNorms(cat *i18n.Catalog, ev *tournament.Event) string {
	return cat.Error(norms.ScopeOf(ev).Titles)
}

// NoChanges says why the event gives no FIDE rating changes (norms.Scope:
// it is not FIDE-rated), for the reports that would list them; "" where
// it gives them.
func NoChanges(cat *i18n.Catalog, ev *tournament.Event) string {
	return cat.Error(norms.ScopeOf(ev).Changes)
}

// NoTitleNorms is what a rating report's title norms say where they list
// no norm and forecast none, in the window's words for a player: why none
// can be made (NoNorms: a rapid or blitz event, or one not FIDE-rated), else that no player
// has the games a norm needs.
func NoTitleNorms(cat *i18n.Catalog, ev *tournament.Event) string {
	if no := NoNorms(cat, ev); no != "" {
		return no
	}
	return cat.T("ratings.norms.none")
}

// NoNormListed is the line under a rating report's title norms where
// rows list no verdict, so that the heading never stands empty: why none
// can be made (NoNorms), that the players with the games hold the titles
// a norm could lead to, that none has the games yet while the forecast
// (open: norms.AnyOpen) follows or while rounds remain without one, or
// that none has them (NoTitleNorms).
func NoNormListed(cat *i18n.Catalog, ev *tournament.Event, rows []ratingreport.Row, open bool) string {
	switch {
	case NoNorms(cat, ev) != "":
		return NoNorms(cat, ev)
	case slices.ContainsFunc(rows, func(r ratingreport.Row) bool { return len(r.NormGames) > 0 }):
		return cat.T("ratings.norms.none-left")
	case open:
		return cat.T("ratings.norms.none-yet", "done", ev.CompletedRounds(), "total", ev.TotalRounds())
	case norms.CertaintyOf(ev) != norms.Final && ev.TotalRounds() >= 9:
		// Rounds remain with no forecast (a Swiss round not yet paired):
		// none has the games yet, which is no verdict; an event of fewer
		// rounds than a norm's 9 games never gives them (ratings.norms.none).
		return cat.T("ratings.norms.none-so-far", "done", ev.CompletedRounds(), "total", ev.TotalRounds())
	}
	return NoTitleNorms(cat, ev)
}

// NormsTooFewGames is the line under a rating report's title norms that
// names the players who may earn a norm but have too few games for one
// (Row.NormTooFewGames), each by refs and name, and their verdict
// (NormTooFewGames); "" where none is left out, or none is judged
// (NoNormListed says it of all).
func NormsTooFewGames(cat *i18n.Catalog, rows []ratingreport.Row, refs map[int64]string) string {
	if !slices.ContainsFunc(rows, func(r ratingreport.Row) bool { return len(r.NormGames) > 0 }) {
		return ""
	}
	var names []string
	for _, r := range rows {
		if r.NormTooFewGames {
			names = append(names, refs[r.ID]+" "+r.Name)
		}
	}
	if len(names) == 0 {
		return ""
	}
	return cat.T("ratings.norms.too-few-games", "verdict", NormTooFewGames(cat), "names", strings.Join(names, ", "))
}

// PrizesProvisional says the same of the prize list.
func PrizesProvisional(cat *i18n.Catalog, ev *tournament.Event) string {
	return provisional(cat, ev, "prizes.provisional")
}

// provisional is the note of key while the event's verdicts are
// provisional (norms.CertaintyOf, the one definition of an event over).
func provisional(cat *i18n.Catalog, ev *tournament.Event, key string) string {
	if norms.CertaintyOf(ev) != norms.Final {
		return cat.T(key, "done", ev.CompletedRounds(), "total", ev.TotalRounds())
	}
	return ""
}
