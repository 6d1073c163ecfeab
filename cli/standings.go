package cli

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"arbiter/cli/cmdline"
	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/ratingreport"
	"arbiter/tournament/standings"
	"arbiter/words"
)

func init() {
	provide("standings", runStandings)
	provide("crosstable", runCrosstable)
}

func runStandings(env *cmdline.Env, args []string) error {
	ev, asJSON, err := readFileJSON("standings", args)
	if err != nil {
		return err
	}
	if ev.Settings.System.Team() {
		return runTeamStandings(env, ev, asJSON)
	}
	t := standings.Of(ev)
	if asJSON {
		return cmdline.WriteJSON(env.Stdout, t)
	}
	fmt.Fprintln(env.Stdout, standingsHeading(env.Cat, ev.Settings.Name, t.Progress))
	writeStandingsRows(env, ev, t)
	return nil
}

// standingsHeading is the line above standings: whose they are (the
// event's name, a ranking group's) and the title the paper, the venue and
// the window give them (words.StandingsTitle), "Standings" while no round
// is complete; the title alone for an event not named yet.
func standingsHeading(cat *i18n.Catalog, name string, p standings.Progress) string {
	if name == "" {
		return words.StandingsTitle(cat, p)
	}
	return name + " — " + words.StandingsTitle(cat, p)
}

// writeStandingsRows prints the players' standings table and its
// footnotes: the event's, or a ranking group's (a team event's go by
// writeTeamTable).
func writeStandingsRows(env *cmdline.Env, ev *tournament.Event, t standings.Table) {
	cat := env.Cat
	// The title, club, federation and rating columns are the paper's
	// (words.IdentityOf): an imported field with titles and no clubs read
	// "GM Mirzoev Azer AZE" on paper and "Mirzoev Azer" under an empty club
	// column here, and a field without ratings an empty rating column. The
	// games column is the games played over the board (Event.GamesPlayed),
	// as the paper, the window and the venue give them and the
	// withdrawal's notice counts them: a forfeit is no game played.
	id := words.IdentityOf(ev)
	head := id.Cells([]string{cat.T("event.col.place"), cat.T("event.col.seat")},
		cat.T("event.col.title"), cat.T("event.col.name"), cat.T("event.col.club"), cat.T("event.col.fed"))
	var left []int // the identity's columns, text
	for c := 2; c < len(head); c++ {
		left = append(left, c)
	}
	if id.Ratings {
		head = append(head, cat.T("event.col.rating"))
	}
	head = append(head, cat.T("event.col.points"), cat.T("print.col.games"))
	head = append(head, words.TieBreakHeads(cat, t.TieBreaks)...)
	// The final standings' performance, as the paper gives it beside the
	// tie-breaks (ratingreport.StandingsPerformance).
	perf := ratingreport.StandingsPerformance(ev, t)
	if perf != nil {
		head = append(head, words.RatedShort(cat, words.RatedPerformance))
	}
	rows := [][]string{head}
	for _, r := range t.Rows {
		cells := id.Cells([]string{r.Place, words.Number(r.No)}, r.Title, words.WithdrawnName(cat, r.Name, r.Withdrawn), r.Club, r.Federation)
		if id.Ratings {
			cells = append(cells, words.Number(r.Rating))
		}
		cells = append(cells, r.Points.String(), strconv.Itoa(r.Played))
		cells = append(cells, words.TieBreakTexts(r.TieBreaks)...)
		if perf != nil {
			cells = append(cells, words.Number(perf[r.ID]))
		}
		rows = append(rows, cells)
	}
	writeTable(env.Stdout, rows, left...)
	var legend []string
	if perf != nil {
		legend = append(legend, words.RatedLegend(cat, words.RatedPerformance))
	}
	writeFootnotes(env.Stdout, cat, t, legend, anyWithdrawn(t), t.Unknown)
}

// writeTable prints rows in columns, numbers right-aligned and the text
// columns given left-aligned, counting characters rather than bytes.
func writeTable(w io.Writer, rows [][]string, left ...int) {
	var width []int
	for _, r := range rows {
		for i, c := range r {
			if i >= len(width) {
				width = append(width, 0)
			}
			width[i] = max(width[i], utf8.RuneCountInString(c))
		}
	}
	isLeft := map[int]bool{}
	for _, i := range left {
		isLeft[i] = true
	}
	for _, r := range rows {
		var b strings.Builder
		for i, c := range r {
			pad := strings.Repeat(" ", width[i]-utf8.RuneCountInString(c))
			if i > 0 {
				b.WriteString("  ")
			}
			if isLeft[i] {
				b.WriteString(c + pad)
			} else {
				b.WriteString(pad + c)
			}
		}
		fmt.Fprintln(w, strings.TrimRight(b.String(), " "))
	}
}

// writeFootnotes explains the table ranked as t: the rules it follows
// (words.RuleNotes), a match's own result and the players struck
// (words.OutcomeNotes), what legend adds (the performance's head), the
// mark of the withdrawn players when a row carries it, and tie-breaks
// unknown.
func writeFootnotes(w io.Writer, cat *i18n.Catalog, t standings.Table, legend []string, withdrawn bool, unknown []string) {
	for _, note := range append(words.TableNotes(cat, t), legend...) {
		fmt.Fprintln(w, note)
	}
	if withdrawn {
		fmt.Fprintln(w, words.WithdrawnLegend(cat, "print.legend.withdrawn"))
	}
	if len(unknown) > 0 {
		fmt.Fprintln(w, cat.T("event.cli.tb.unknown", "ids", strings.Join(unknown, ", ")))
	}
}

// anyWithdrawn tells whether a row of the standings is a withdrawn
// player's.
func anyWithdrawn(t standings.Table) bool {
	return slices.ContainsFunc(t.Rows, func(r standings.Row) bool { return r.Withdrawn })
}

func runCrosstable(env *cmdline.Env, args []string) error {
	ev, asJSON, err := readFileJSON("crosstable", args)
	if err != nil {
		return err
	}
	if ev.Settings.System.Team() {
		return runTeamCrosstable(env, ev, asJSON)
	}
	if ev.Settings.System.IndividualSwiss() {
		return writeSwissCrosstable(env, standings.SwissCrosstable(ev), asJSON)
	}
	ct := standings.Crosstable(ev)
	if asJSON {
		return cmdline.WriteJSON(env.Stdout, ct)
	}
	cat := env.Cat
	// The heading says after which round, as the paper's title and the
	// standings', and the round in play or the rounds under way, which
	// count in the points, places and tie-breaks as their results are
	// entered.
	if ct.Rounds > 0 {
		fmt.Fprintln(env.Stdout, words.CrossTitle(cat, ct.Progress, false))
	}
	head := []string{cat.T("event.col.seat"), cat.T("event.col.name")}
	for _, no := range ct.Columns() {
		head = append(head, strconv.Itoa(no))
	}
	head = append(head, cat.T("event.col.points"), cat.T("event.col.place"))
	head = append(head, words.TieBreakHeads(cat, ct.Ranking.TieBreaks)...)
	rows := [][]string{head}
	for _, r := range ct.Rows {
		cells := []string{strconv.Itoa(r.No), words.WithdrawnName(cat, r.Name, r.Withdrawn)}
		for j := range r.Cells {
			cells = append(cells, r.Cell(j))
		}
		cells = append(cells, r.PointsText(), r.Place)
		rows = append(rows, append(cells, words.TieBreakTexts(r.TieBreaks)...))
	}
	writeTable(env.Stdout, rows, 1)
	for _, line := range words.CrossLegend(cat, ct) {
		fmt.Fprintln(env.Stdout, line)
	}
	// Ranking holds the rows' players, so it says whether any is marked.
	writeFootnotes(env.Stdout, cat, ct.Ranking, nil, anyWithdrawn(ct.Ranking), nil)
	return nil
}

// writeSwissCrosstable prints the round-by-round table of a Swiss, as the
// window and the paper show it, under the heading that says after which
// round and the round in play, as the paper's and the venue page's title
// and the round robin's.
func writeSwissCrosstable(env *cmdline.Env, ct standings.SwissTable, asJSON bool) error {
	if asJSON {
		return cmdline.WriteJSON(env.Stdout, ct)
	}
	cat := env.Cat
	if ct.Rounds > 0 {
		fmt.Fprintln(env.Stdout, words.CrossTitle(cat, ct.Progress, false))
	}
	head := []string{cat.T("event.col.place"), cat.T("event.col.seat"), cat.T("event.col.name")}
	for i := range ct.Rounds {
		head = append(head, cat.T("print.col.round-n", "n", i+1))
	}
	head = append(head, cat.T("event.col.points"))
	head = append(head, words.TieBreakHeads(cat, ct.TieBreaks)...)
	rows := [][]string{head}
	for i, r := range ct.Rows {
		cells := []string{r.Place, words.Number(r.No), words.WithdrawnName(cat, r.Name, r.Withdrawn)}
		cells = append(append(cells, words.SwissCells(cat, ct.Cells[i])...), r.Points.String())
		rows = append(rows, append(cells, words.TieBreakTexts(r.TieBreaks)...))
	}
	writeTable(env.Stdout, rows, 2)
	for _, l := range words.SwissLegend(cat, ct) {
		fmt.Fprintln(env.Stdout, l)
	}
	writeFootnotes(env.Stdout, cat, ct.Table, nil, anyWithdrawn(ct.Table), ct.Unknown)
	return nil
}

// --- import and export ---------------------------------------------------
