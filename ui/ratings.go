package ui

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/norms"
	"arbiter/tournament/rating"
	"arbiter/tournament/ratingreport"
	"arbiter/ui/button"
	"arbiter/ui/look"
	"arbiter/words"
)

// ratingsView answers the questions players of a FIDE-rated event ask the
// same evening: each player's rating change with K and its reason (which
// the arbiter can set), the average of the opponents and the performance,
// and the verdict on each title norm with what it misses. The selected
// player's norms are spelt out under the table: while games remain, each
// norm's forecast in place of its verdict so far.
type ratingsView struct {
	s         *Shell
	grid      *grid
	rows      []ratingreport.Row
	refs      map[int64]string // each player as --k names him (ratingreport.PlayerRefs)
	opts      tournament.RatingOptions
	selected  int
	exemption *choice
	// exempt is the exemption's label; certs the certificates' button
	// (nil in a team event): shown, with the norms column, only where a
	// norm can be judged (showNorms).
	exempt *widget.Label
	certs  fyne.CanvasObject
	cols   []column // every column, the title norms' third
	setK   *button.Button
	detail *widget.Label
	// split parts the table from the detail under it, which scrolls in
	// its part where it is longer than the room the table's three rows
	// leave (share), Tab from the table then giving it the keyboard
	// (scrollPart); the arbiter may move it.
	split   *container.Split
	shared  float64           // the split's share last set by share
	scroll  *container.Scroll // the detail's
	warning *widget.Label     // provisional while rounds remain
	source  *look.Hint        // the rating list the ratings came from
	legend  *look.Hint        // the norms' marks worded, under the table
	legends fyne.CanvasObject // the legend's line, hidden where it has none
	// titles are the players' title-norm forecasts while games remain, by
	// ID: none once the event is over or where no norm is judged.
	titles map[int64]norms.TitleForecast
	// unrated: the event is not FIDE-rated, and the list gives no FIDE
	// figure (norms.Scope; the warning says why).
	unrated bool
	// judged: some player has the games a norm needs (refresh).
	judged bool
	viewContent
}

// ratingFigures are the rating report's figures the view's last columns
// give: the opponents' average rating and the performance.
var ratingFigures = []words.RatedFigure{words.RatedAverage, words.RatedPerformance}

func newRatingsView(s *Shell) view {
	v := &ratingsView{s: s, selected: -1}
	v.cols = []column{
		s.seatCol(40),
		{s.t("ratings.col.name"), 180, fyne.TextAlignLeading},
		{s.t("ratings.norms.title"), 150, fyne.TextAlignLeading},
		{"FIDE", 56, fyne.TextAlignTrailing},
		{"K", 64, fyne.TextAlignTrailing},
		// The score over the games ("10½/18") is never long: as wide as
		// it is, where a cap cut a double round robin's in English.
		{s.t("ratings.col.score"), 0, fyne.TextAlignTrailing},
		{s.t("ratings.col.change"), 120, fyne.TextAlignTrailing},
		// Headed apart from the ARO and TPR tie-breaks, which count a
		// game ended before a move; said under the table until a player
		// is chosen, whose figures it then words.
		{words.RatedShort(s.cat, ratingFigures[0]), 52, fyne.TextAlignTrailing},
		{words.RatedShort(s.cat, ratingFigures[1]), 52, fyne.TextAlignTrailing},
	}
	v.grid = newActiveGrid(v.cols, v.pick, func(row int) { v.pick(row); v.editK() })
	// The norms ("GM ✗, IM ✗, WGM ✗, WIM ✓" of a woman) and the name are
	// read whole where the window has room, the norms giving it up first
	// where it has not: capped, four verdicts were cut beside the room
	// left empty at 1024 px.
	v.grid.yields = []yielding{{2, yieldMin}, {1, nameMin}}
	v.detail = wrapped("")
	v.exemption = choiceOf(s, rating.NormExemptions, func(e string) string { return s.t("ui.ratings.exemption." + exemptionKey(e)) })
	v.exemption.sel.OnChanged = func(string) { v.saveExemption() }
	v.setK = newButtonWithIcon(s.t("ui.ratings.set-k"), theme.DocumentCreateIcon(), v.editK)
	v.setK.Disable()
	edition := look.NewHint(s.t("ratings.edition") + " · " + s.t("ratings.norms.edition"))
	national := newButtonWithIcon(s.t("ui.ratings.national"), theme.ListIcon(), v.editNational)
	actions := []fyne.CanvasObject{national, s.printButton("ratings", nil)}
	// A team event has no certificates (printDocs): their button there
	// had no document to make.
	if slices.ContainsFunc(s.printDocs(), func(d printDoc) bool { return d.file == "norm-certificates" }) {
		v.certs = s.printButtonNamed("norm-certificates", "ui.ratings.certificates")
		actions = append(actions, v.certs)
	}
	bar := titleBar(s.t("ui.nav.ratings"), actions...)
	v.warning = dangerLabel("")
	// The exemption's choices are long sentences: the list gets the whole
	// width under its label, not what a label beside it leaves.
	v.source = look.NewHint("")
	v.exempt = widget.NewLabel(s.t("ui.ratings.exemption"))
	top := container.NewVBox(bar, v.warning, edition, v.source, v.exempt, v.exemption.sel)
	// The table gets the room the selected player's norms leave under it,
	// beside the K button (which acts on that player), down to three rows
	// (share): an unrated woman's four verdicts at 1024×700 took some
	// twenty lines, which cut the detail below the window's edge and left
	// the table one row.
	detail := newScrollPart(v.detail)
	v.scroll = detail.scroll
	under := look.Border(nil, nil, nil, container.NewVBox(v.setK), detail)
	v.split = container.NewVSplit(v.grid.table, under)
	// The legend's line in half the room around it: the detail of a
	// player's one norm at 1024×700 fitted above it then, in Finnish.
	v.legend = look.NewHint("")
	v.legends = look.Compacted(v.legend)
	v.content = look.Border(top, v.legends, nil, nil, container.New(sharing{v.share}, v.split))
	return v
}

// share gives the detail the room it needs under the table, the table
// keeping its heading and three rows; a longer detail scrolls in the rest.
// A share the arbiter dragged stays until the detail changes.
func (v *ratingsView) share() {
	room := splitRoom(v.split)
	if room <= 0 {
		return
	}
	// The detail's lines as wrapped at its width, once laid out.
	need := v.detail.MinSize().Height
	least := v.grid.rowPitch()*4 + v.grid.headExtra // the heading and three rows
	setShare(v.split, &v.shared, max(room-need, least)/room)
	v.scroll.Refresh() // the detail's new lines laid out, where the share stayed
}

// showNorms shows the title norms' column, exemption and certificates
// only where a norm can be judged (words.NoNorms): a rapid event's view
// kept them, blank, under the warning that no norm can be made.
func (v *ratingsView) showNorms(on bool) {
	look.SetVisible(v.exempt, on)
	look.SetVisible(v.exemption.sel, on)
	if v.certs != nil {
		look.SetVisible(v.certs, on)
	}
	cols, yields := v.cols, []yielding{{2, yieldMin}, {1, nameMin}}
	if !on {
		cols, yields = slices.Delete(slices.Clone(cols), 2, 3), []yielding{{1, nameMin}}
	}
	if len(cols) != len(v.grid.cols) {
		v.grid.yields = yields
		v.grid.setColumns(cols)
	}
}

// exemptionKey names an exemption in the catalogue ("" is none).
func exemptionKey(e string) string {
	if e == "" {
		return "none"
	}
	return e
}

// focus puts the keyboard on the players' list.
func (v *ratingsView) focus() fyne.Focusable { return v.grid.table }

func (v *ratingsView) refresh() {
	s := v.s
	opts, err := s.doc.st.RatingOptions()
	if err != nil {
		s.showError(err)
	}
	v.opts = opts
	// "None" names the Swiss field's exemption (1.4.3d) only in a Swiss,
	// the one system whose norms judge it: the demo's round robin named it.
	none := "ui.ratings.exemption.none"
	if !s.doc.event.Settings.System.IndividualSwiss() {
		none = "ui.ratings.exemption.none.closed"
	}
	v.exemption.sel.Options[slices.Index(v.exemption.values, "")] = s.t(none)
	v.exemption.sel.OnChanged = nil
	v.exemption.set(opts.NormExemption)
	v.exemption.sel.OnChanged = func(string) { v.saveExemption() }
	lists, err := s.doc.st.RatingLists()
	if err != nil {
		s.showError(err)
	}
	source := "ui.ratinglist.source"
	if len(lists) > 1 {
		source += ".lists"
	}
	v.source.SetText(s.t(source, "list", words.WithRatingsTaken(s.cat, s.doc.event.Settings, lists.String())))
	if len(lists) == 0 {
		// Typed in or read from a club's file: which ratings they are, as
		// the rating report and "arbiter event" say.
		v.source.SetText(s.t("print.form.rating-list") + ": " + words.WithRatingsTaken(s.cat, s.doc.event.Settings, s.t("print.form.rating-list.none")))
	}
	noNorms := words.NoNorms(s.cat, &s.doc.event) != ""
	v.showNorms(!noNorms)
	v.unrated = words.NoChanges(s.cat, &s.doc.event) != ""
	kDate := "" // no K where nothing is rated, as "arbiter ratings" and the paper say none
	if !v.unrated {
		kDate = words.KDateNote(s.cat, &s.doc.event, nil)
	}
	v.warning.SetText(words.Join("\n", words.RatingsProvisional(s.cat, &s.doc.event), words.NoChanges(s.cat, &s.doc.event), words.NoNorms(s.cat, &s.doc.event), kDate))
	v.warning.Hidden = v.warning.Text == ""
	v.rows = ratingreport.Of(&s.doc.event, opts)
	v.refs = ratingreport.PlayerRefs(&s.doc.event)
	v.titles = map[int64]norms.TitleForecast{}
	var titles []norms.TitleForecast
	var noForecast error
	if words.NoNorms(s.cat, &s.doc.event) == "" && norms.CertaintyOf(&s.doc.event) != norms.Final {
		titles, noForecast = norms.TitleNormForecasts(&s.doc.event, opts)
		for _, f := range titles {
			v.titles[f.ID] = f
		}
	}
	// A title norms column blank for every player says why above it, as
	// the command line and the sheet say it under their heading; where
	// none can be made the warning says so already.
	if words.NoNorms(s.cat, &s.doc.event) == "" && len(titles) == 0 && !slices.ContainsFunc(v.rows, func(r ratingreport.Row) bool { return len(r.Norms) > 0 }) {
		why := []string{words.NoNormListed(s.cat, &s.doc.event, v.rows, false)}
		if noForecast != nil {
			why = append(why, s.cat.Error(noForecast))
		}
		v.warning.SetText(words.Join("\n", v.warning.Text, strings.Join(why, " ")))
		v.warning.Hidden = false
	}
	// Too few games is said beside a player where others have enough, as
	// the report's line under its norms says it: where nobody has, the
	// warning says it once, not a column of it.
	v.judged = slices.ContainsFunc(v.rows, func(r ratingreport.Row) bool { return len(r.NormGames) > 0 })
	cells := make([][]string, len(v.rows))
	given := make([]string, len(v.rows)) // the norms column's
	for i, r := range v.rows {
		cells[i] = v.cells(r)
		given[i] = cells[i][2]
		if noNorms {
			cells[i] = slices.Delete(cells[i], 2, 3)
			given[i] = ""
		}
	}
	v.grid.set(cells)
	v.setLegend(given)
	if v.selected < 0 || v.selected >= len(v.rows) {
		// The table chooses the row the detail opens on, as a pick would:
		// "Set K…" and Enter act on the player the detail names.
		v.selected = slices.IndexFunc(v.rows, func(r ratingreport.Row) bool { return len(r.Norms) > 0 })
		v.grid.selectRow(v.selected)
	}
	v.showDetail()
}

// cells is one player's row: the norms in short (their forecast while
// games remain and no norm is judged yet), K, the change (or the initial
// rating of an unrated player); K's reason is spelt out under the table
// for the selected player.
func (v *ratingsView) cells(r ratingreport.Row) []string {
	s := v.s
	row := []string{v.refs[r.ID], r.Name, "", words.Number(r.Rating), "", "", "", "", ""}
	if v.unrated {
		// Not FIDE-rated: no FIDE figure, neither K and change nor the
		// rated games' score, ARO and TPR, as the warning above says and
		// "arbiter ratings" and the printed report list none; the player
		// is listed to be picked for his national list's line.
		return row
	}
	// The score over the rated games: "4/9".
	row[5], row[6] = tournament.Points(r.Points).String()+"/"+strconv.Itoa(r.Games), words.ChangeText(s.cat, r)
	if r.Rating > 0 {
		row[4] = strconv.Itoa(r.K) // after the 700 rule; the detail says why
	}
	if r.TPR > 0 {
		row[7], row[8] = strconv.Itoa(r.ARO), strconv.Itoa(r.TPR)
	}
	var ns []string
	for _, n := range r.Norms {
		ns = append(ns, words.NormMark(n)) // worded by the legend under the table
	}
	row[2] = strings.Join(ns, ", ")
	if r.NormTooFewGames && v.judged { // the detail says why, as the report's line does
		row[2] = v.tooFewCell()
	}
	if f, ok := v.titles[r.ID]; ok && len(ns) == 0 {
		row[2] = words.TitleForecastCell(s.cat, f)
	}
	return row
}

// setLegend words the marks the norms column gives (given, its cells),
// each in the verdict's own words, as the detail and every other door say
// it: the cells are too narrow for a woman's four verdicts worded. Hidden
// where the column gives none.
func (v *ratingsView) setLegend(given []string) {
	s := v.s
	var ns []rating.NormResult
	for i, r := range v.rows {
		if given[i] != "" {
			ns = append(ns, r.Norms...)
		}
	}
	legend := []string{words.NormMarkLegend(s.cat, ns)}
	if tooFew := v.tooFewCell(); slices.Contains(given, tooFew) {
		legend = append(legend, tooFew+" = "+words.NormTooFewGames(s.cat))
	}
	v.legend.SetText(words.Join(" · ", legend...))
	look.SetVisible(v.legends, v.legend.Text != "")
}

// tooFewCell is the norms cell of a player with too few games to count.
func (v *ratingsView) tooFewCell() string {
	return v.s.t("ui.ratings.too-few-cell", "games", rating.NormGames)
}

func (v *ratingsView) pick(row int) {
	v.selected = row
	v.showDetail()
}

// showDetail spells out the selected player's K and norms: each verdict
// (or, while games remain, its forecast) with what it misses, the average
// and performance it rests on, the rating floor raised, the wins left out
// and the games counted.
func (v *ratingsView) showDetail() {
	s := v.s
	// Another player's detail is read from its first line, in the room
	// it now needs.
	defer func() { v.scroll.ScrollToTop(); v.share() }()
	if v.selected < 0 || v.selected >= len(v.rows) {
		v.setK.Disable()
		pick := "ui.ratings.pick"
		if words.NoNorms(s.cat, &s.doc.event) != "" {
			pick += ".no-norms"
		}
		v.detail.SetText(s.t(pick) + "\n" + words.RatedLegend(s.cat, ratingFigures...))
		return
	}
	v.setK.Enable()
	r := v.rows[v.selected]
	lines := []string{fmt.Sprintf("%s — %s", r.Name, words.RatingOrUnrated(s.cat, r.Rating))}
	if no := words.NoChanges(s.cat, &s.doc.event); no != "" {
		lines = append(lines, no)
	} else if r.Rating > 0 {
		lines[0] += " · K " + words.KText(s.cat, r) + " · " + words.ChangeText(s.cat, r)
	}
	reports, unlisted := ratingreport.NationalReports(&s.doc.event, v.opts)
	for _, rep := range reports {
		for _, nr := range rep.Players {
			if nr.ID != r.ID {
				continue
			}
			if n := rep.List; nr.Rating == 0 {
				lines = append(lines, n.Name+": "+s.t("ratings.national.off-list"))
			} else {
				lines = append(lines, s.t("ui.ratings.national-line", "name", n.Name, "rating", nr.Rating, "new", words.NationalNew(s.cat, nr), "change", s.cat.Decimal(fmt.Sprintf("%+.1f", nr.Change.Change))))
				// What the list leaves out, as the command line and the
				// sheet say it under the list's table.
				if off := words.NationalOffGames(s.cat, []ratingreport.NationalRow{nr}, ratingreport.PlayerRefs(&s.doc.event)); off != "" {
					lines = append(lines, n.Name+": "+off)
				}
			}
		}
	}
	for _, nr := range unlisted {
		if nr.ID == r.ID {
			lines = append(lines, s.t("ui.ratings.national-unlisted", "federation", nr.Federation))
		}
	}
	// While games remain, each norm's forecast stands in for its verdict
	// on the games so far, in the words of the Norms view, the sheet and
	// the pages: both said much the same, and together they overflowed
	// the view at 1024×700; the table gives his average and performance.
	// A Swiss round not yet paired leaves it to them to say why there is
	// none.
	no := words.NoNorms(s.cat, &s.doc.event)
	var forecast []string
	if f, ok := v.titles[r.ID]; ok {
		forecast = words.TitleForecastLines(s.cat, f)
	}
	switch {
	case no != "": // rapid or blitz: no norm is judged, whatever the games
		lines = append(lines, no)
	case len(r.Norms) > 0:
	case r.NormTooFewGames: // the event over, as the report's line says it
		lines = append(lines, words.NormTooFewGames(s.cat))
	case len(r.NormGames) > 0: // enough games, but no norm left to earn
		lines = append(lines, s.t("ui.ratings.no-norm-left"))
	case len(forecast) > 0: // it says what his remaining games can give
	default: // the report lists no games below the 1.4.1 minimum
		lines = append(lines, s.t("ui.ratings.no-norms", "need", rating.NormGames))
	}
	if len(forecast) > 0 {
		lines = append(append(append(lines, s.t("forecast.title")), words.ForecastWeighs(s.cat, &s.doc.event, 0)...), forecast...)
	} else {
		for _, n := range r.Norms {
			lines = append(lines, words.NormLine(s.cat, n)+" — "+s.t("ui.ratings.norm-figures", "aro", n.ARO, "min", n.MinARO, "tpr", n.TPR, "need", n.NeedTPR))
		}
	}
	if len(r.NormGames) > 0 {
		var gs []string
		for _, nr := range r.NormRounds() {
			g := nr.Game
			if g == nil { // won without play, as the certificate lists it
				gs = append(gs, fmt.Sprintf("%d. %s", nr.Round, s.t("print.certificate.unplayed")))
				continue
			}
			gs = append(gs, strings.Join(strings.Fields(fmt.Sprintf("%d. %s %s %s %s %s", g.Round, g.Name, g.Title, g.Federation, words.Number(g.Rating), tournament.Points(g.HalfPoints).String())), " "))
		}
		lines = append(lines, s.t("ui.ratings.games")+": "+strings.Join(gs, " · "))
	}
	v.detail.SetText(strings.Join(lines, "\n"))
}

// editK sets the selected player's K and its reason, or gives the player
// back the K the rule derives.
func (v *ratingsView) editK() {
	s := v.s
	if v.selected < 0 || v.selected >= len(v.rows) {
		return
	}
	r := v.rows[v.selected]
	if r.Rating == 0 {
		s.showMessage(s.t("ui.ratings.set-k"), s.t("ui.ratings.unrated-k", "name", r.Name))
		return
	}
	k := v.s.newField()
	k.SetText(strconv.Itoa(r.KRule))
	reasons := []rating.KReason{rating.KNew, rating.KJunior, rating.KStandard, rating.KElite, rating.KSet}
	reason := choiceOf(s, reasons, func(why rating.KReason) string { return words.KReason(s.cat, why) })
	reason.set(string(r.KReason))
	notes, problem := formNotes{}, newFieldNote("")
	form := widget.NewForm(notes.item("K", k, ""), s.item("ui.ratings.reason", reason.sel))
	var m *modal
	save := primary(newButton(s.t("ui.save"), func() {
		bad := map[fyne.CanvasObject]error{}
		kv, err := strconv.Atoi(strings.TrimSpace(k.Text))
		if err != nil {
			bad[k] = uiError("ui.ratings.bad-k", "value", k.Text)
		}
		o := v.optsCopy()
		o.K[r.ID] = rating.PlayerK{K: kv, Reason: rating.KReason(reason.value())}
		v.saveOptions(m, notes, problem, o, bad, func(o *tournament.RatingOptions) func(*engine.Message) (owner, bool) {
			return byKey(map[string]owner{"ratings.err.k": {k, func() { o.K[r.ID] = rating.PlayerK{K: 20, Reason: rating.KSet} }}})
		})
	}))
	byRule := newButton(s.t("ui.ratings.k-rule"), func() {
		o := v.optsCopy()
		delete(o.K, r.ID)
		v.saveOptions(m, notes, problem, o, map[fyne.CanvasObject]error{}, nil)
	})
	if _, set := v.opts.K[r.ID]; !set {
		byRule.Disable()
	}
	cancel := newButton(s.t("ui.cancel"), func() { m.hide() })
	note := look.NewHint(s.t("ui.ratings.k-note"))
	m = s.newFormModal(s.t("ui.ratings.k-title", "name", r.Name), container.NewVBox(form, note), problem, 520, byRule, cancel, save)
	m.resize()
	m.show()
	s.win.Canvas().Focus(k)
}

// saveOptions saves o as one undoable action and closes m. Fields the
// dialog could not read (bad), and options the event refuses
// (tournament.RatingOptions.Check, asked again with each field refused set
// aside as ownerOf says), keep m open with every problem below its field;
// a problem of no field is said beside the buttons.
func (v *ratingsView) saveOptions(m *modal, notes formNotes, problem *fieldNote, o tournament.RatingOptions, bad map[fyne.CanvasObject]error,
	ownerOf func(*tournament.RatingOptions) func(*engine.Message) (owner, bool)) {
	if ownerOf == nil {
		ownerOf = func(*tournament.RatingOptions) func(*engine.Message) (owner, bool) { return byKey(nil) }
	}
	asked := o
	asked.K, asked.NationalLists = maps.Clone(o.K), slices.Clone(o.NationalLists)
	for i := range asked.NationalLists {
		asked.NationalLists[i].Ratings = maps.Clone(o.NationalLists[i].Ratings)
	}
	err := notes.everyProblem(bad, func() error { return asked.Check() }, ownerOf(&asked))
	if notes.sayAll(v.s, problem, bad, err) {
		return
	}
	if v.s.actSaying(func() error { return v.s.doc.st.SetRatingOptions(o) }, notes.saidInPlace(v.s, problem, ownerOf(&o))) {
		m.hide()
	}
}

// optsCopy is the stored options with a K map of their own to change.
func (v *ratingsView) optsCopy() tournament.RatingOptions {
	o := v.opts
	o.K = make(map[int64]rating.PlayerK, len(v.opts.K)+1)
	for id, k := range v.opts.K {
		o.K[id] = k
	}
	return o
}

// saveExemption stores the event's exemption from the federation rules.
func (v *ratingsView) saveExemption() {
	o := v.optsCopy()
	o.NormExemption = v.exemption.value()
	if o.NormExemption == v.opts.NormExemption {
		return
	}
	v.s.act(func() error { return v.s.doc.st.SetRatingOptions(o) })
}

// editNational sets the event's first national list, or its one list
// when it has none yet (editNationalList).
func (v *ratingsView) editNational() { v.editNationalList(0) }

// editNationalList sets the event's national list at, or a new one at
// the end: its name, the federation whose players it rates, K and floor,
// and each player's rating on it (empty: not on the list). Unticked, K 0
// switches it off, its ratings kept. Where the event has a list, a
// drop-down above picks the list the box edits (the others kept as they
// are) or a new one: picking one opens its box in place of this one,
// what was typed here not saved, as Cancel leaves it.
func (v *ratingsView) editNationalList(at int) {
	s := v.s
	lists := v.opts.NationalLists
	at = min(max(at, 0), len(lists))
	var n rating.NationalList
	if at < len(lists) {
		n = lists[at]
	}
	name, fed, k, floor := v.s.newField(), v.s.newField(), v.s.newField(), v.s.newField()
	name.SetText(n.Name)
	name.SetPlaceHolder(s.t("ui.ratings.national-name-hint"))
	fed.SetText(n.Federation)
	k.setNumber(n.K, 0)
	floor.SetText(strconv.Itoa(n.Floor))
	on := newTickBox(s.t("ui.ratings.national-on"))
	on.SetChecked(n.On())
	notes, problem := formNotes{}, newFieldNote("")
	form := widget.NewForm(notes.item(s.t("ui.ratings.national-name"), name, ""),
		notes.item("K", k, ""), notes.item(s.t("ui.ratings.national-floor"), floor, ""),
		// The federation's hint, longer than its field in Finnish and
		// Estonian, stands under it, where it wraps, and not in it, cut.
		notes.item(s.t("ui.ratings.national-federation"), fed, s.t("ui.ratings.national-federation-hint")))
	// The rows are made first and the form once: each AppendItem lays out
	// and refreshes every row before it, work that grows as the square of
	// the players.
	var rows []*widget.FormItem
	entries, labels := map[int64]*field{}, map[int64]string{}
	for _, r := range v.rows {
		e := v.s.newField()
		e.setNumber(n.Ratings[r.ID], 0)
		entries[r.ID] = e
		labels[r.ID] = strings.TrimSpace(v.refs[r.ID] + " " + r.Name)
		rows = append(rows, notes.item(labels[r.ID], e, ""))
	}
	list := container.NewVScroll(widget.NewForm(rows...))
	// Room for four players' rows: the box, with the federation's row and
	// the lists' drop-down, stays inside 1024×700.
	list.SetMinSize(fyne.NewSize(0, 170))
	var m *modal
	save := primary(newButton(s.t("ui.save"), func() {
		o := v.optsCopy()
		bad := map[fyne.CanvasObject]error{}
		nl := rating.NationalList{Name: strings.TrimSpace(name.Text), Federation: strings.ToUpper(strings.TrimSpace(fed.Text)), Ratings: map[int64]int{}}
		nl.K = k.readNumber(0, "K", bad)
		nl.Floor = floor.readNumber(0, s.t("ui.ratings.national-floor"), bad)
		for _, r := range v.rows {
			if rt := entries[r.ID].readNumber(0, labels[r.ID], bad); rt > 0 {
				nl.Ratings[r.ID] = rt
			}
		}
		if bad[k] == nil && on.Checked && nl.K == 0 {
			bad[k] = uiError("ui.ratings.national-needs-k")
		}
		if !on.Checked {
			nl.K = 0
		}
		o.NationalLists = slices.Clone(lists)
		if at < len(lists) {
			o.NationalLists[at] = nl
		} else {
			o.NationalLists = append(o.NationalLists, nl)
		}
		v.saveOptions(m, notes, problem, o, bad, func(o *tournament.RatingOptions) func(*engine.Message) (owner, bool) {
			return func(msg *engine.Message) (owner, bool) {
				n := &o.NationalLists[at]
				switch msg.Key {
				case "ratings.err.national-k":
					// Aside at a K that keeps the list on, so that its
					// name is still asked for.
					return owner{k, func() { n.K = 1 }}, true
				case "ratings.err.floor":
					return owner{floor, func() { n.Floor = 0 }}, true
				case "ratings.err.national-name":
					return owner{name, func() { n.Name = "?" }}, true
				case "ratings.err.national-twice":
					return owner{name, func() { n.Name += "?" }}, true
				case "ratings.err.national-federation", "ratings.err.national-federation-twice":
					return owner{fed, func() { n.Federation += "?" }}, true
				case "ratings.err.national-rating":
					// The player's rating told by its value, in the list's order.
					for _, r := range v.rows {
						if rt, ok := n.Ratings[r.ID]; ok && msg.Args["value"] == rt {
							return owner{entries[r.ID], func() { delete(n.Ratings, r.ID) }}, true
						}
					}
				}
				return owner{}, false
			}
		})
	}))
	cancel := newButton(s.t("ui.cancel"), func() { m.hide() })
	note := look.NewHint(s.t("ui.ratings.national-note"))
	head := container.NewVBox(on, form, note)
	if len(lists) > 0 {
		var choices []string
		for _, l := range lists {
			choices = append(choices, words.Join(" · ", l.Name, l.Federation))
		}
		which := s.newPicker(append(choices, s.t("ui.ratings.national-new")), nil)
		which.SetSelectedIndex(at)
		which.OnChanged = func(string) {
			if i := which.SelectedIndex(); i != at {
				m.hide()
				v.editNationalList(i)
			}
		}
		head = container.NewVBox(container.NewBorder(nil, nil, widget.NewLabel(s.t("ui.ratings.national-which")), nil, which), on, form, note)
	}
	body := look.Border(head, nil, nil, nil, list)
	m = s.newFormModal(s.t("ui.ratings.national-title"), body, problem, 560, cancel, save)
	m.resize()
	m.show()
}
