package ui

import (
	"bytes"
	"io"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/i18n"
	"arbiter/internal/fileio"
	"arbiter/printing"
	"arbiter/tournament"
	"arbiter/tournament/norms"
)

// printDoc is one printable document: its catalogue key, whether it is
// printed per round, its file word (print.file.<file>, for
// printing.FileName), and how it is written. A document
// printed after a round (standings, crosstable) takes the round it is
// printed after; round 0 is the event as it is. A document printed per
// board (perBoard, with perRound) takes the board too.
type printDoc struct {
	key      string
	perRound bool
	file     string
	write    func(d *document, w io.Writer, round, board int, opt printing.Options) error
	after    bool
	perBoard bool
}

// perRound and whole adapt the printing functions to printDoc.write.
func perRound(f func(io.Writer, *tournament.Event, int, printing.Options) error) func(*document, io.Writer, int, int, printing.Options) error {
	return func(d *document, w io.Writer, round, _ int, opt printing.Options) error {
		return f(w, &d.event, round, opt)
	}
}

// afterRound prints f from the event as it stood after the round.
func afterRound(f func(io.Writer, *tournament.Event, printing.Options) error) func(*document, io.Writer, int, int, printing.Options) error {
	return func(d *document, w io.Writer, round, _ int, opt printing.Options) error {
		ev, err := printing.AfterRound(&d.event, round)
		if err != nil {
			return err
		}
		return f(w, ev, opt)
	}
}

func whole(f func(io.Writer, *tournament.Event, printing.Options) error) func(*document, io.Writer, int, int, printing.Options) error {
	return func(d *document, w io.Writer, _, _ int, opt printing.Options) error { return f(w, &d.event, opt) }
}

// withRatings prints f with the file's rating options (K set per player,
// the norm exemption, the national list).
func withRatings(f func(io.Writer, *tournament.Event, tournament.RatingOptions, printing.Options) error) func(*document, io.Writer, int, int, printing.Options) error {
	return func(d *document, w io.Writer, _, _ int, opt printing.Options) error {
		o, err := d.st.RatingOptions()
		if err != nil {
			return err
		}
		return f(w, &d.event, o, opt)
	}
}

// packFile is the round pack's file word; the printing view prints the
// parts of it the arbiter checks.
const packFile = "round"

var printDocs = []printDoc{
	{"ui.printing.doc.round-pack", true, packFile, perRound(printing.RoundPack), false, false},
	{"ui.printing.doc.pairings", true, "pairings", perRound(printing.Pairings), false, false},
	{"ui.printing.doc.slips", true, "slips", perRound(printing.Slips), false, false},
	{"ui.printing.doc.scoresheets", true, "scoresheets", perRound(printing.Scoresheets), false, false},
	{"ui.printing.doc.standings", false, "standings", afterRound(printing.Standings), true, false},
	{"ui.printing.doc.crosstable", false, "crosstable", afterRound(printing.Crosstable), true, false},
	{"ui.printing.doc.players", false, "players", whole(printing.PlayerList), false, false},
	{"ui.printing.doc.norms", false, "norms", func(d *document, w io.Writer, _, _ int, opt printing.Options) error {
		rep, err := norms.ForEvent(&d.event)
		if err != nil {
			return err
		}
		return printing.Norms(w, &d.event, rep, opt)
	}, false, false},
	{"ui.printing.doc.ratings", false, "ratings", withRatings(printing.Ratings), false, false},
	{"ui.printing.doc.norm-certificates", false, "norm-certificates", withRatings(printing.NormCertificates), false, false},
	{"ui.printing.doc.schedule", false, "schedule", whole(printing.Schedule), false, false},
	{"prizes.title", false, "prizes", func(d *document, w io.Writer, _, _ int, opt printing.Options) error {
		r, err := d.st.PrizeRules()
		if err != nil {
			return err
		}
		return printing.PrizeList(w, &d.event, r, nil, opt)
	}, false, false},
	{"ui.printing.doc.blank-scoresheet", false, "scoresheet", whole(printing.BlankScoresheet), false, false},
	{"ui.printing.doc.blank-envelope", true, "envelope", func(d *document, w io.Writer, round, board int, opt printing.Options) error {
		return printing.BlankEnvelope(w, &d.event, round, board, opt)
	}, false, true},
	{"ui.printing.doc.arbiter-report", false, "arbiter-report", func(d *document, w io.Writer, _, _ int, opt printing.Options) error {
		rulings, err := d.st.Rulings()
		if err != nil {
			return err
		}
		return printing.ArbiterReport(w, &d.event, rulings, opt)
	}, false, false},
}

// printingView saves the event's documents as PDF files: the arbiter picks
// a document, a round where it needs one, the language and the paper.
type printingView struct {
	s     *Shell
	docs  *picker // a list: too many documents for radio buttons in 700 pixels
	round *picker
	board *picker
	after *picker
	lang  *choice
	paper *choice
	// parts are the round pack's parts to print (printing.PackParts),
	// one check each.
	parts   []*widget.Check
	status  *widget.Label
	content fyne.CanvasObject
}

func newPrintingView(s *Shell) view {
	v := &printingView{s: s}
	names := make([]string, len(printDocs))
	for i, d := range printDocs {
		names[i] = s.t(d.key)
	}
	v.docs = s.newPicker(names, func(string) { v.updateRound() })
	v.docs.SetSelected(names[0])
	v.round = s.newPicker(nil, func(string) { v.updateBoards() })
	v.board = s.newPicker(nil, nil)
	v.after = s.newPicker(nil, nil)
	var langValues, langLabels []string
	for _, l := range i18n.All {
		langValues = append(langValues, string(l))
		langLabels = append(langLabels, l.Name())
	}
	v.lang = s.newChoice(langValues, langLabels)
	v.paper = s.newChoice([]string{"A4", "Letter"}, []string{"A4", "Letter"})
	partsRow := container.NewHBox()
	for _, part := range printing.PackParts {
		c := widget.NewCheck(s.t("ui.printing.part."+part), nil)
		c.SetChecked(true)
		v.parts = append(v.parts, c)
		partsRow.Add(c)
	}
	v.status = widget.NewLabel("")
	v.status.Wrapping = fyne.TextWrapWord
	save := widget.NewButtonWithIcon(s.t("ui.printing.save"), theme.DocumentSaveIcon(), s.guard("print", v.save))
	save.Importance = widget.HighImportance
	form := widget.NewForm(
		widget.NewFormItem(s.t("ui.printing.document"), v.docs),
		// Round, board and "after round" share a row: a document takes at
		// most two of them, and the window keeps its height.
		widget.NewFormItem(s.t("ui.printing.round"), container.NewHBox(v.round,
			widget.NewLabel(s.t("ui.printing.board")), v.board,
			widget.NewLabel(s.t("ui.printing.after-round")), v.after)),
		widget.NewFormItem(s.t("ui.printing.parts"), partsRow),
		widget.NewFormItem(s.t("ui.printing.language"), v.lang.sel),
		widget.NewFormItem(s.t("ui.printing.paper"), v.paper.sel),
	)
	v.content = container.NewBorder(viewTitle(s.t("ui.nav.printing")), nil, nil, nil,
		container.NewVBox(form, container.NewBorder(nil, nil, save, nil, v.status)))
	return v
}

func (v *printingView) object() fyne.CanvasObject { return v.content }

func (v *printingView) refresh() {
	ev := &v.s.doc.event
	opts := make([]string, len(ev.Rounds))
	for i, r := range ev.Rounds {
		opts[i] = v.s.t("ui.rounds.round", "n", r.Number)
	}
	// The arbiter's choice stays while the rounds are the same; a newly
	// paired round is the one to print.
	keep := v.round.SelectedIndex()
	if len(opts) != len(v.round.Options) {
		keep = -1
	}
	v.round.Options = opts
	switch {
	case keep >= 0 && keep < len(opts):
		v.round.SetSelectedIndex(keep)
	case len(opts) > 0:
		v.round.SetSelectedIndex(len(opts) - 1)
	default:
		v.round.ClearSelected()
	}
	// Standings and crosstable are printed after the latest completed
	// round unless the arbiter picked another of the same rounds.
	keep = v.after.SelectedIndex()
	if len(opts) != len(v.after.Options) {
		keep = -1
	}
	v.after.Options = opts
	switch done := tournament.CompletedRounds(ev); {
	case keep >= 0 && keep < len(opts):
		v.after.SetSelectedIndex(keep)
	case done > 0:
		v.after.SetSelectedIndex(done - 1)
	default:
		v.after.ClearSelected()
	}
	v.lang.set(ev.Settings.Language)
	v.paper.set(ev.Settings.PaperSize)
	v.updateRound()
}

func (v *printingView) selected() printDoc {
	for i, d := range printDocs {
		if v.s.t(d.key) == v.docs.Selected {
			return printDocs[i]
		}
	}
	return printDocs[0]
}

func (v *printingView) updateRound() {
	if v.round != nil {
		for _, c := range v.parts {
			setEnabled(c, v.selected().file == packFile)
		}
		setEnabled(v.round, v.selected().perRound)
		setEnabled(v.after, v.selected().after && len(v.after.Options) > 0)
		v.updateBoards()
	}
}

// updateBoards offers the boards of the chosen round that have a game,
// for a document printed per board; the board chosen stays while it is
// offered.
func (v *printingView) updateBoards() {
	if v.board == nil || v.s.doc == nil {
		return
	}
	var opts []string
	if i := v.round.SelectedIndex(); i >= 0 && i < len(v.s.doc.event.Rounds) {
		for _, pr := range v.s.doc.event.Rounds[i].Pairings {
			if !pr.IsBye() {
				opts = append(opts, strconv.Itoa(pr.Board))
			}
		}
	}
	keep := v.board.Selected
	v.board.Options = opts
	v.board.ClearSelected()
	for _, o := range opts {
		if o == keep {
			v.board.SetSelected(o)
		}
	}
	if v.board.Selected == "" && len(opts) > 0 {
		v.board.SetSelected(opts[0])
	}
	setEnabled(v.board, v.selected().perBoard && len(opts) > 0)
}

// save asks where to write the PDF and writes it there.
func (v *printingView) save() {
	round := v.round.SelectedIndex() + 1
	if v.selected().after {
		round = v.after.SelectedIndex() + 1
	}
	board, _ := strconv.Atoi(v.board.Selected)
	opt := printing.Options{Lang: i18n.Lang(v.lang.value()), Paper: v.paper.value(), Address: v.s.venueAddress()}
	doc := v.selected()
	if doc.file == packFile {
		// The pack holds the parts checked.
		var parts []string
		for i, c := range v.parts {
			if c.Checked {
				parts = append(parts, printing.PackParts[i])
			}
		}
		doc.write = func(d *document, w io.Writer, round, _ int, opt printing.Options) error {
			return printing.RoundPackOf(w, &d.event, round, parts, opt)
		}
	}
	v.s.savePDF(doc, round, board, opt, func(path string) {
		v.status.SetText(v.s.t("ui.printing.saved", "file", path))
	})
}

// savePDF asks where to write document d (of round and board, when it is
// printed per round or board), writes it there and shows it in the
// system's PDF viewer, from which the arbiter prints; done hears the path
// written.
func (s *Shell) savePDF(d printDoc, round, board int, opt printing.Options, done func(path string)) {
	if d.perRound && round == 0 {
		s.showError(uiError("ui.printing.no-round"))
		return
	}
	if d.perBoard && board == 0 {
		s.showError(uiError("ui.printing.no-board"))
		return
	}
	var name string
	switch {
	case d.perBoard:
		name = printing.FileName(s.lang, d.file, round, board, false)
	case d.perRound || d.after:
		name = printing.FileName(s.lang, d.file, round, 0, d.after)
	default:
		name = printing.FileName(s.lang, d.file, 0, 0, false)
	}
	// The document is made first, so that one that cannot be made (no
	// norm to certify) says so before the arbiter picks a file for it.
	var pdf bytes.Buffer
	if err := d.write(s.doc, &pdf, round, board, opt); err != nil {
		s.showError(err)
		return
	}
	s.chooseFile(s.t("ui.printing.save"), chooseSave, s.doc.dir(), ".pdf", name, func(path string) {
		if err := fileio.Write(path, func(w io.Writer) error { _, err := w.Write(pdf.Bytes()); return err }); err != nil {
			s.showError(err)
			return
		}
		done(path)
		if err := s.openFile(path); err != nil {
			s.setStatus(s.t("ui.printing.not-opened", "file", path, "error", err.Error()))
		}
	})
}

// printButton is the Save PDF action of a view: it saves the view's own
// document (printDocs entry with that file stem) in the event's language
// and paper, for the round the view shows when the document needs one.
func (s *Shell) printButton(file string, round func() int) *widget.Button {
	return s.printAction("ui.print-view", file, round)
}

// printButtonNamed is printButton for a view that prints more than one
// document, each button named for its document.
func (s *Shell) printButtonNamed(file, labelKey string) *widget.Button {
	return s.printAction(labelKey, file, nil)
}

func (s *Shell) printAction(labelKey, file string, round func() int) *widget.Button {
	var doc printDoc
	for _, d := range printDocs {
		if d.file == file {
			doc = d
		}
	}
	return widget.NewButtonWithIcon(s.t(labelKey), theme.DocumentPrintIcon(), func() {
		r := 0
		if round != nil {
			r = round()
		}
		set := s.doc.event.Settings
		s.savePDF(doc, r, 0, printing.Options{Lang: i18n.Lang(set.Language), Paper: set.PaperSize, Address: s.venueAddress()}, func(path string) {
			s.setStatus(s.t("ui.printing.saved", "file", path))
		})
	})
}

// titleBar is a view's title with actions at its right.
func titleBar(title string, actions ...fyne.CanvasObject) fyne.CanvasObject {
	return container.NewBorder(nil, nil, viewTitle(title), container.NewHBox(actions...))
}
