package ui

import (
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/tournament/prizes"
	"arbiter/tournament/ratingreport"
	"arbiter/tournament/standings"
	"arbiter/tournament/team"
	"arbiter/ui/button"
	"arbiter/ui/look"
	"arbiter/words"
)

// standingsView ranks the players by points and the event's tie-breaks,
// re-read after every result; or the players of a ranking group, or the
// prize list, as the arbiter chooses.
type standingsView struct {
	prizeChoice
	// printStandings saves the standings, or the ranking group's shown;
	// the prize list has its own button, shown in its place: side by
	// side they would not fit 1024 px.
	printStandings *button.Button
	// playoff records a play-off's order (start numbers, winner first),
	// or a match's play-off games of the type chosen in playoffType, an
	// armageddon where playoffArmageddon is ticked, its draw winning for
	// the side chosen in playoffDrawOdds (shown while it is ticked),
	// offered under the event's own standings once the last round is
	// over: Enter in its field or its button records it.
	playoff           *field
	playoffType       *choice
	playoffArmageddon *tickBox
	playoffDrawOdds   *choice
	recordPlayoff     *button.Button
	playoffRow        fyne.CanvasObject
}

func newStandingsView(s *Shell) view {
	v := &standingsView{}
	v.prizeChoice = newPrizeChoice(s, []string{""}, []string{s.t("prizes.ui.all")}, v.refresh)
	// Half the room around each cell's text, as the team rounds' tables
	// have it: the final standings' twelve columns (a FIDE-rated Swiss's
	// performance beside four tie-breaks) needed 802 px where the Finnish
	// table has 772 at 1024×700, and a name is not to be cut for the air
	// between figures.
	v.grid.setCompact()
	v.printStandings = v.printShown("ui.print-view", func(string) printJob { return s.printJobOf("standings") })
	v.playoff = s.hintField(s.t("ui.standings.playoff.hint"))
	v.playoff.OnSubmitted = func(string) { s.guard("playoff", v.savePlayoff)() }
	v.recordPlayoff = button.New(s.t("ui.standings.playoff.record"), s.guard("playoff", v.savePlayoff))
	v.playoffType = keyedChoice(s, []rules.GameType{rules.Rapid, rules.Blitz, rules.Standard}, rules.GameType.NameKey, nil)
	v.playoffType.set(string(rules.Rapid))
	v.playoffType.sel.Fit = true // "Nopea shakki" whole
	v.playoffArmageddon = newTickBox(s.t("ui.standings.playoff.armageddon"))
	v.playoffDrawOdds = keyedChoice(s, []string{engine.Black.String(), engine.White.String()},
		func(odds string) string { return "ui.standings.playoff.draw-odds." + odds }, nil)
	v.playoffDrawOdds.set(engine.Black.String()) // FIDE's usual rule
	v.playoffDrawOdds.sel.Fit = true
	v.playoffArmageddon.OnChanged = func(bool) { v.showDrawOdds() }
	v.playoffRow = look.Border(nil, nil, nil, container.NewHBox(v.playoffType.sel, v.recordPlayoff), v.playoff)
	// The tick box under the field: beside it the field's hint would be
	// cut at 1024 px.
	v.content = look.Border(v.titleBar(v.printStandings), container.NewVBox(v.playoffRow,
		container.NewHBox(v.playoffArmageddon, v.playoffDrawOdds.sel), v.note), nil, nil, v.grid.table)
	return v
}

// showDrawOdds shows the armageddon's draw odds while its tick box is
// ticked and shown, set back to Black's when it is not: a game that is no
// armageddon has none.
func (v *standingsView) showDrawOdds() {
	shown := v.playoffArmageddon.Visible() && v.playoffArmageddon.Checked
	if !shown {
		v.playoffDrawOdds.setQuietly(engine.Black.String())
	}
	look.SetVisible(v.playoffDrawOdds.sel, shown)
}

// savePlayoff records the order typed in the play-off's field, or a
// match's play-off games typed there ("2-1 1-0; 1-2 ½-½", a result
// after the numbers) of the type chosen, an armageddon where ticked (its
// draw the chosen side's), added after the games recorded while those
// stand level; the store's refusal (players not level, a number no
// player has) is shown.
func (v *standingsView) savePlayoff() {
	s := v.s
	ev := &s.doc.event
	var record func() error
	// A game names its players White-Black; an order lists numbers alone.
	if strings.Contains(v.playoff.Text, "-") {
		odds := engine.Black
		if v.playoffDrawOdds.value() == engine.White.String() {
			odds = engine.White
		}
		games, err := standings.ReadPlayoffGames(ev, strings.Split(v.playoff.Text, ";"), rules.GameType(v.playoffType.value()), v.playoffArmageddon.Checked, odds)
		if err != nil {
			s.showError(err)
			return
		}
		record = func() error { return s.doc.st.SetPlayoffGames(games) }
	} else {
		ids, err := standings.PlayoffOrder(ev, v.playoff.Text)
		if err != nil {
			s.showError(err)
			return
		}
		record = func() error { return s.doc.st.SetPlayoff(ids) }
	}
	if s.act(record) {
		v.playoff.SetText("")
		v.playoffArmageddon.SetChecked(false)
	}
}

func (v *standingsView) refresh() {
	s := v.s
	rules, shown, done := v.showChosen()
	look.SetVisible(v.printStandings, !done)
	ev := &s.doc.event
	look.SetVisible(v.playoffRow, shown == "" && !ev.Settings.System.Team() && standings.Over(ev))
	// A match's play-off is typed as its games (or an order); a
	// tournament's as its order alone.
	_, match := standings.MatchStanding(ev)
	look.SetVisible(v.playoffType.sel, match)
	look.SetVisible(v.playoffArmageddon, match && v.playoffRow.Visible())
	v.showDrawOdds()
	hint := "ui.standings.playoff.hint"
	if match {
		hint = "ui.standings.playoff.match-hint"
	}
	v.playoff.SetPlaceHolder(s.t(hint))
	if done {
		return
	}
	if g, ok := rules.Group(shown); ok && g.Kind == prizes.GroupClubs {
		v.showClubs(g)
		return
	}
	t := standings.Of(&s.doc.event)
	if g, ok := rules.Group(shown); ok {
		t = prizes.GroupStandings(&s.doc.event, team.PrizeTable(&s.doc.event), g)
	}
	// The club, as Swiss-Manager's lists have it, when any player has
	// one.
	clubs := slices.ContainsFunc(t.Rows, func(r standings.Row) bool { return r.Club != "" })
	cols := []column{s.placeCol(64), s.seatCol(48), s.nameCol(0)}
	// The name and the club are read whole where the window has room;
	// where it is narrow the club gives up its room first, then the name,
	// so that 1024 px still show every column.
	v.grid.yields = []yielding{{2, nameMin}}
	if clubs {
		cols = append(cols, column{s.t("ui.players.col.club"), 0, fyne.TextAlignLeading})
		v.grid.yields = []yielding{{3, yieldMin}, {2, nameMin}}
	}
	cols = append(cols,
		// Finnish "Vahvuusluku" alone took the room of a club column.
		column{s.t("ui.standings.col.rating"), 72, fyne.TextAlignTrailing},
		s.pointsCol(72),
		column{s.t("ui.standings.col.games"), 72, fyne.TextAlignTrailing})
	cols = append(cols, tieBreakColumns(s, t.TieBreaks)...)
	// The final standings' performance, as the paper, the venue's page
	// and the command line give it beside the tie-breaks.
	perf := ratingreport.StandingsPerformance(&s.doc.event, t)
	if perf != nil {
		cols = append(cols, column{words.RatedShort(s.cat, words.RatedPerformance), 0, fyne.TextAlignTrailing})
	}
	v.grid.setColumns(cols)
	rows := make([][]string, len(t.Rows))
	for i, r := range t.Rows {
		row := []string{r.Place, words.Number(r.No), rowName(s, r.Name, r.Withdrawn)}
		if clubs {
			row = append(row, r.Club)
		}
		row = append(row, words.Number(r.Rating), r.Points.String(), strconv.Itoa(r.Played))
		row = append(row, words.TieBreakTexts(r.TieBreaks)...)
		if perf != nil {
			row = append(row, words.Number(perf[r.ID]))
		}
		rows[i] = row
	}
	v.grid.set(rows)
	notes := append([]string{roundNote(s, t.Progress)}, rankedNotes(s, t)...)
	if perf != nil {
		notes = append(notes, words.RatedLegend(s.cat, words.RatedPerformance))
	}
	withdrawn := slices.ContainsFunc(t.Rows, func(r standings.Row) bool { return r.Withdrawn })
	v.setNotes(withWithdrawnLegend(s, notes, withdrawn))
}

// reportFrame is the frame of the standings and crosstable views: a title
// bar with the view's Save PDF action, the table, and notes under it.
type reportFrame struct {
	s    *Shell
	grid *grid
	note *look.Hint
	bar  fyne.CanvasObject // the title bar
	// beyond names the columns past the table's right edge, over the
	// table, shown only while there are such.
	beyond *look.Hint
	viewContent
}

func newReportFrame(s *Shell, titleKey, printFile string) reportFrame {
	f := reportFrame{s: s, grid: newGrid(nil, nil), note: look.NewHint("")}
	// A row chosen shows its texts cut short whole on the status line: a
	// narrow window cuts the clubs and the names, and a table has no
	// tooltips.
	f.grid.onSelect = func(row int) {
		if whole := f.grid.wholeCut(row); whole != "" {
			s.say(widget.MediumImportance, whole)
		}
	}
	f.bar = titleBar(s.t(titleKey), s.printButton(printFile, nil))
	f.beyond = look.NewHint("")
	f.beyond.Hide()
	f.grid.onBeyond = func(heads []string) {
		f.beyond.SetText(s.t("ui.table.beyond", "columns", strings.Join(heads, ", ")))
		look.SetVisible(f.beyond, len(heads) > 0)
	}
	f.lay(f.grid.table)
	return f
}

// lay sets the frame's content: the title bar and what lies beyond the
// table's edge over table, the notes under it.
func (f *reportFrame) lay(table fyne.CanvasObject) {
	f.content = look.Border(container.NewVBox(f.bar, f.beyond), f.note, nil, nil, table)
}

// setTight gives the table the Tight theme, the lines between its
// columns as well as the room in its cells: a Swiss of nine rounds at
// 1024×700 left its tie-breaks beyond the window's edge in the room
// around its figures.
func (f *reportFrame) setTight() {
	f.grid.theme = look.Tight{}
	f.lay(container.NewThemeOverride(f.grid.table, f.grid.theme))
}

// focus puts the keyboard on the table, where the arrows and Page Down
// go through it.
func (f reportFrame) focus() fyne.Focusable { return f.grid.table }

// roundNote is the first note under the standings (a team event's too,
// and the prizes'): which round they are after and the round in play, as
// the paper, the command line and the venue's pages head them
// (words.StandingsTitle). The window said "After 0 rounds" while round 1
// was played, and nothing of a round under way.
func roundNote(s *Shell, p standings.Progress) string { return words.StandingsTitle(s.cat, p) + "." }

// setNotes shows the notes, a line each; no notes hide the line. Their
// marks are drawn as the table's cells draw them (drawable): the
// crosstable's legend showed the forfeit's minus sign, which the window's
// fonts have not, beside cells showing the dash they draw.
func (f reportFrame) setNotes(notes []string) {
	f.note.SetText(drawable(strings.Join(notes, "\n")))
	f.note.Hidden = len(notes) == 0
}

// rankedNotes are the notes under a table ranked as t: what the heads of
// its tie-break columns stand for, as the paper says it, then the rules it
// is ranked by, as every front end names them (words.RuleNotes), on one
// line, so that the notes leave the table the rows they took before the
// withdrawal rule was among them (twelve players at 1024×700); then a
// match's own result and the players struck, a line each, as every front
// end says them (words.OutcomeNotes).
func rankedNotes(s *Shell, t standings.Table) []string {
	var notes []string
	if len(t.TieBreaks) > 0 {
		notes = append(notes, words.TieBreakLegend(s.cat, t.TieBreaks))
	}
	return append(append(notes, strings.Join(words.RuleNotes(s.cat, t), " ")), words.OutcomeNotes(s.cat, t)...)
}

// rowName is a player's name in a row of the standings or a crosstable,
// marked when he has withdrawn as paper, the venue's pages and the
// command line mark him.
func rowName(s *Shell, name string, withdrawn bool) string {
	return words.WithdrawnName(s.cat, name, withdrawn)
}

// withWithdrawnLegend is notes with the legend of rowName's mark when a
// row bears it, said as under the printed table.
func withWithdrawnLegend(s *Shell, notes []string, marked bool) []string {
	if marked {
		notes = append(notes, words.WithdrawnLegend(s.cat, "print.legend.withdrawn"))
	}
	return notes
}

// tieBreakColumns are the columns of the tie-breaks ids, each under its
// short title, as the paper heads it.
func tieBreakColumns(s *Shell, ids []string) []column {
	var cols []column
	for _, id := range ids {
		cols = append(cols, column{words.TieBreakShort(s.cat, id), 80, fyne.TextAlignTrailing})
	}
	return cols
}
