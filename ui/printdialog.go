package ui

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/i18n"
	"arbiter/printing"
	"arbiter/ui/look"
	"arbiter/ui/radio"
)

// The print dialog's choices kept for the next print: the round pack's
// parts ticked (a team pack's apart, prefPrintParts ".team": its parts
// are others), the printer, and whether the view's sheet or the pack
// was printed, so that Ctrl+P and Enter repeat the arbiter's habit.
// Whether the pack was printed is kept per document of the view
// (prefPrintWhat, a dot, the document's name: its catalogue key's last
// word): the pack printed from Rounds must not put itself before the
// standings on the Standings view, nor the pack printed from the blank
// scoresheet before a game's filled one at the desk (both files are
// "scoresheet").
const (
	prefPrintParts   = "print-parts"
	prefPrintPrinter = "print-printer"
	prefPrintWhat    = "print-what"
)

// maxCopies bounds the copies of one print run: a typing slip ("20" for
// "2") should not empty the paper tray.
const maxCopies = 99

// printTarget is where and how a PDF is printed.
type printTarget struct {
	printer string // "" for the system's default
	copies  int
	pages   pageRanges // the pages asked; none for every page
	paper   string     // "A4" or "Letter"
}

// printDialog is Print (Ctrl+P, the toolbar's Print): what to print (the
// view's own sheet, or the parts of the round pack, ticked as last time),
// the printer (the system's list, its default or the one used last), the
// copies, the pages and the paper; Preview shows the PDF in the system's
// viewer, Save as PDF writes it where the arbiter chooses. Without a
// printer, Print saves the PDF and says why.
type printDialog struct {
	s         *Shell
	m         *modal
	jobs      []printJob // the choices of what, as the radio lists them
	packIndex int        // the round pack's place in jobs; -1 when none is offered
	whatPref  string     // where the choice of the view's sheet or the pack is kept, for the view's document
	what      *radio.Group
	parts     packChecks
	printer   *choice
	listed    bool // the printer list has come; until then Print goes to the default printer
	copies    *field
	pages     *field
	lang      *choice
	paper     *choice
	count     *fieldNote        // the pages the choice prints, or in red why it cannot be made
	pageCount int               // the pages of the choice once counted; 0 until then
	whatRow   fyne.CanvasObject // what to print, with the pack's parts
	notes     formNotes         // below the fields that can be refused
	problem   *fieldNote        // beside the buttons: one of no field (the viewer's)
	gen       int               // counts the choices, so that a page count made for an older one is dropped
}

// openPrintDialog shows the print dialog for the view's document, with
// the round pack of the view's round (else the latest) beside it.
func (s *Shell) openPrintDialog(view printJob) {
	ev := &s.doc.event
	d := &printDialog{s: s, packIndex: -1, jobs: []printJob{view}, whatPref: prefPrintWhat + "." + view.doc.name()}
	labels := []string{s.jobLabel(view)}
	if len(ev.Rounds) > 0 && view.doc.file != packFile {
		round := len(ev.Rounds)
		if view.doc.perRound && view.round > 0 {
			round = view.round
		}
		d.packIndex = len(d.jobs)
		d.jobs = append(d.jobs, printJob{doc: packDoc(printing.PackPartsOf(ev)), round: round, opt: s.eventPrintOptions()})
		labels = append(labels, s.t("printdialog.what.pack", "n", round))
	}
	prefs := s.app.Preferences()
	var partsRow fyne.CanvasObject
	d.parts, partsRow = s.newPackChecks(func() { d.recount() })
	if d.packIndex < 0 {
		partsRow.Hide()
	}
	d.what = newRadio(labels, func(string) { d.whatChanged() })
	chosen := 0
	if d.packIndex >= 0 && prefs.String(d.whatPref) == "pack" {
		chosen = d.packIndex
	}
	d.what.Selected = labels[chosen]

	d.printer = s.newChoice(nil, nil)
	d.printer.sel.PlaceHolder = s.t("printdialog.printer.looking")
	d.copies = s.newField()
	d.copies.SetText("1")
	d.pages = s.hintField(s.t("printdialog.pages.all"))
	d.pages.OnChanged = func(string) { d.showCount() }
	// The language the view's document carries: the event's print
	// language, or the one chosen in the Printing view.
	d.lang = languageChoice(s)
	d.lang.set(string(view.opt.Lang))
	d.lang.sel.OnChanged = func(string) { d.recount() } // a language's words may take another page
	d.paper = s.newChoice([]string{"A4", "Letter"}, []string{"A4", "Letter"})
	d.paper.set(d.jobs[chosen].opt.Paper)
	if d.paper.value() == "" {
		d.paper.set("A4")
	}
	d.paper.sel.OnChanged = func(string) { d.recount() }
	// Wrapped within the box, in room kept for the longest reason: a
	// rapid event's norms, which cannot be made, stood on one line as
	// wide as the window, cut off at its edge.
	d.count = newFieldNote("")
	d.count.lines = countLines
	// Each problem of a field is said below it, all at once.
	d.notes, d.problem = formNotes{}, newFieldNote("")
	d.whatRow = container.NewVBox(d.what, partsRow)
	form := widget.NewForm(
		d.notes.item(s.t("printdialog.what"), d.whatRow, ""),
		s.item("printdialog.printer", d.printer.sel),
		d.notes.item(s.t("printdialog.copies"), d.copies, ""),
		d.notes.item(s.t("printdialog.pages"), d.pages, ""),
		s.item("ui.printing.language", d.lang.sel),
		s.item("printdialog.paper", d.paper.sel),
	)
	cancel := newButton(s.t("ui.cancel"), func() { d.m.hide() })
	preview := newButtonWithIcon(s.t("printdialog.preview"), theme.VisibilityIcon(), s.guard("print-preview", d.preview))
	save := newButtonWithIcon(s.t("printdialog.save"), theme.DocumentSaveIcon(), s.guard("save-pdf", d.save))
	printBtn := primary(newButtonWithIcon(s.t("live.print"), theme.DocumentPrintIcon(), s.guard("print", d.print)))
	d.m = s.newFormModal(s.t("printdialog.title"), container.NewVBox(form, d.count), d.problem, 600, cancel, preview, save, printBtn)
	// Why the choice cannot be made, found as its pages are counted (a
	// FIDE-rated event's classification norms, which also say where its
	// title norms are), may take more than the count's lines: the box
	// grows around it as around its problem.
	d.count.spare, d.count.grown = d.problem.spare, d.m.widen
	d.whatChanged()
	d.m.show()
	s.win.Canvas().Focus(d.copies)
	s.background(func() {
		names, def := s.listPrinters()
		fyne.Do(func() { d.setPrinters(names, def) })
	})
}

// packChecks are the parts of the event's round pack
// (printing.PackPartsOf), one check each, in their order.
type packChecks struct {
	parts  []string
	pref   string // where the parts ticked are kept
	checks []*tickBox
}

// newPackChecks makes the checks of the event's pack's parts in a row,
// ticked as they were at the last print of such a pack; changed hears
// every tick.
func (s *Shell) newPackChecks(changed func()) (packChecks, fyne.CanvasObject) {
	p := packChecks{parts: printing.PackParts(), pref: prefPrintParts}
	ticks := printing.DefaultPackParts()
	if s.doc != nil && s.doc.event.Settings.System.Team() {
		p = packChecks{parts: printing.TeamPackParts(), pref: prefPrintParts + ".team"}
		ticks = printing.TeamPackParts()
	}
	ticked := s.app.Preferences().StringListWithFallback(p.pref, ticks)
	row := container.NewHBox()
	for _, part := range p.parts {
		c := newTickBox(s.t("ui.printing.part." + part))
		c.Checked = slices.Contains(ticked, part)
		if changed != nil {
			c.OnChanged = func(bool) { changed() }
		}
		p.checks = append(p.checks, c)
		row.Add(c)
	}
	return p, row
}

// chosen are the parts ticked.
func (p packChecks) chosen() []string {
	var parts []string
	for i, c := range p.checks {
		if c.Checked {
			parts = append(parts, p.parts[i])
		}
	}
	return parts
}

// jobLabel names a document with its round, and its board where it is
// a board's (a game's scoresheet), as the dialog offers it; a table
// printed after the last round is named final, as its sheet is headed.
func (s *Shell) jobLabel(j printJob) string {
	name := s.t(j.doc.key)
	switch {
	case j.doc.perBoard && j.round > 0 && j.board > 0:
		return s.t("printdialog.what.board", "doc", name, "n", j.round, "board", j.board)
	case j.doc.after && j.round > 0 && s.doc != nil && j.finalAfter(&s.doc.event):
		return s.t("printdialog.what.final", "doc", name)
	case j.doc.after && j.round > 0:
		return s.t("printdialog.what.after", "doc", name, "n", j.round)
	case j.doc.perRound && j.round > 0:
		return s.t("printdialog.what.round", "doc", name, "n", j.round)
	}
	return name
}

// setPrinters offers the system's printers, the one used last chosen,
// else the system's default, else the first.
func (d *printDialog) setPrinters(names []string, def string) {
	d.listed = true
	labels := make([]string, len(names))
	for i, n := range names {
		labels[i] = n
		if n == def {
			labels[i] = d.s.t("printdialog.printer.default", "name", n)
		}
	}
	d.printer.values, d.printer.sel.Options = names, labels
	if len(names) == 0 {
		d.printer.sel.PlaceHolder = d.s.t("printdialog.printer.none")
		d.printer.sel.ClearSelected()
		d.printer.sel.Disable()
		return
	}
	d.printer.set(names[0])
	if slices.Contains(names, def) {
		d.printer.set(def)
	}
	if last := d.s.app.Preferences().String(prefPrintPrinter); slices.Contains(names, last) {
		d.printer.set(last)
	}
}

// whatChanged lets the pack's parts be ticked while the pack is chosen.
func (d *printDialog) whatChanged() {
	pack := d.packIndex >= 0 && d.chosen() == d.packIndex
	for _, c := range d.parts.checks {
		look.SetEnabled(c, pack)
	}
	d.recount()
}

func (d *printDialog) chosen() int { return max(d.what.SelectedIndex(), 0) }

// job is the document chosen, with the parts ticked and the paper.
func (d *printDialog) job() (printJob, error) {
	i := d.chosen()
	j := d.jobs[i]
	if i == d.packIndex {
		parts := d.parts.chosen()
		if len(parts) == 0 {
			return j, uiError("printdialog.parts.none")
		}
		j.doc = packDoc(parts)
	}
	j.opt.Paper = d.paper.value()
	if l := d.lang.value(); l != "" {
		j.opt.Lang = i18n.Lang(l)
	}
	return j, nil
}

// countPause is how long the page count waits: the dialog is drawn
// first, and ticks in quick succession are counted once, since making a
// 1,000-player pack takes the machine's cores for a moment (counting at
// once put 200 ms before the dialog showed).
const countPause = 150 * time.Millisecond

// recount shows how many pages the choice prints, counted off the
// window's goroutine after countPause, unless the choice changed again
// meanwhile.
func (d *printDialog) recount() {
	d.gen++
	gen := d.gen
	d.pageCount = 0
	j, err := d.job()
	if err != nil {
		// The choice's own problem (no part ticked), which Print says in
		// red below it.
		d.count.tell(d.s.cat.Error(err))
		return
	}
	d.count.tell(d.s.t("printdialog.counting"))
	snap, lang := d.s.snapshot(), d.s.lang
	d.s.background(func() {
		time.Sleep(countPause)
		current := false
		fyne.DoAndWait(func() { current = gen == d.gen })
		if !current {
			return
		}
		_, pdf, err := makePDF(snap, lang, j)
		fyne.Do(func() {
			if gen != d.gen {
				return
			}
			if err != nil {
				d.count.refuse(d.s.cat.Error(err))
				return
			}
			d.pageCount = printing.PageCount(pdf)
			d.showCount()
		})
	})
}

// countLines are the lines the count keeps room for: why a rapid event's
// norms cannot be made takes three in every language
// (TestPrintDialogSaysWhyTheDocumentCannotBeMadeWithinTheBox).
const countLines = 3

// showCount says how many pages the choice prints once they are
// counted: the pages asked of all, else all. Pages that are no list, or
// past the end, are refused in red by Print; here the count says how
// many there are.
func (d *printDialog) showCount() {
	if d.pageCount == 0 {
		return // still counting, or the choice cannot be made
	}
	text := d.s.t("printdialog.count", "pages", d.pageCount)
	if pages, err := readPages(d.pages.Text); err == nil && len(pages) > 0 && pages.beyond(d.pageCount) == 0 {
		text = d.s.t("printdialog.count.some", "chosen", len(pages.of(d.pageCount)), "pages", d.pageCount)
	}
	if i := d.chosen(); i == d.packIndex {
		if left := packLeftOut(d.s, d.parts.chosen(), d.jobs[i].round); left != "" {
			text += " · " + left
		}
	}
	d.count.tell(text)
}

// target reads the printer, copies, pages and paper, adding to bad the
// problem of copies that are no number of copies and of pages that are
// no list of pages.
func (d *printDialog) target(bad map[fyne.CanvasObject]error) printTarget {
	to := printTarget{printer: d.printer.value(), paper: d.paper.value()}
	copies, err := d.copies.number(1, "printdialog.copies.bad", "max", maxCopies)
	if err == nil && (copies < 1 || copies > maxCopies) {
		err = uiError("printdialog.copies.bad", "max", maxCopies, "text", strings.TrimSpace(d.copies.Text))
	}
	if err != nil {
		bad[d.copies] = err
	}
	to.copies = copies
	if to.pages, err = d.readPages(); err != nil {
		bad[d.pages] = err
	}
	return to
}

// readPages reads the pages asked; pages past the end are refused once
// the pages are counted. Not yet: print checks them on the PDF it makes.
func (d *printDialog) readPages() (pageRanges, error) {
	pages, err := readPages(d.pages.Text)
	if err == nil && d.pageCount > 0 && pages.beyond(d.pageCount) > 0 {
		err = pages.refusal(d.pageCount)
	}
	return pages, err
}

// choice is the document and the target chosen, or false after saying
// in the dialog, each below its field, every problem with them.
func (d *printDialog) choice() (printJob, printTarget, bool) {
	var to printTarget
	j, ok := d.checkedJob(func(bad map[fyne.CanvasObject]error) { to = d.target(bad) })
	return j, to, ok
}

// checkedJob is the document chosen, or false after saying in the
// dialog, each below its field, every problem with it and those check
// finds in the other fields it reads.
func (d *printDialog) checkedJob(check func(bad map[fyne.CanvasObject]error)) (printJob, bool) {
	bad := map[fyne.CanvasObject]error{}
	j, err := d.job()
	if err != nil {
		bad[d.whatRow] = err
	}
	check(bad)
	d.problem.say("")
	return j, !d.notes.showNamed(d.s, bad)
}

// print sends the choice to the printer chosen, keeping the choices for
// the next print; without a printer it saves the PDF and says why.
func (d *printDialog) print() {
	j, to, ok := d.choice()
	if !ok {
		return
	}
	d.remember(to)
	d.m.hide()
	s := d.s
	if d.listed && len(d.printer.values) == 0 {
		s.setProblem(s.t("printdialog.no-printer"))
		if m := s.savePDF(j, to.pages, func(path string) { s.setProblem(s.t("printdialog.no-printer.saved", "file", path)) }); m != nil {
			// The status asked where to save; closed without a file, it
			// says nothing was, not the question still.
			m.dismissed = func() { s.setProblem(s.t("printdialog.no-printer.not-saved")) }
		}
		return
	}
	s.print(j, to)
}

// remember keeps the parts ticked, the printer and what was printed.
func (d *printDialog) remember(to printTarget) {
	prefs := d.s.app.Preferences()
	prefs.SetStringList(d.parts.pref, d.parts.chosen())
	if to.printer != "" {
		prefs.SetString(prefPrintPrinter, to.printer)
	}
	what := "view"
	if d.chosen() == d.packIndex {
		what = "pack"
	}
	prefs.SetString(d.whatPref, what)
}

// save writes the choice, only the pages asked, where the arbiter says,
// as Save PDF does.
func (d *printDialog) save() {
	j, to, ok := d.choice()
	if !ok {
		return
	}
	d.m.hide()
	d.s.savePDF(j, to.pages, func(path string) { d.s.setStatus(d.s.t("ui.printing.saved", "file", path)) })
}

// savePDF asks where to write a job's PDF, of only the pages asked (all
// when none are), writes it there and shows it in the system's PDF
// viewer; done hears the path written. Pages the PDF does not have are
// refused before anything is asked. It returns the box that asks, nil
// where none opened.
func (s *Shell) savePDF(j printJob, pages pageRanges, done func(path string)) *modal {
	name, pdf, err := makePDF(s.doc, s.lang, j)
	if err == nil {
		pdf, err = pages.cut(pdf)
	}
	if err != nil {
		s.showError(err)
		return nil
	}
	return s.saveMade(name, pdf, done)
}

// preview makes the PDF of the pages asked where documents wait for the
// printer, off the window's goroutine as printing does, and shows it in
// the system's viewer; the dialog stays open to print it. Pages past the
// end are refused below their field, as Print refuses them, saying how
// many there are: once counted at once, else when the PDF is made (the
// refusal went to the line beside the buttons).
func (d *printDialog) preview() {
	var pages pageRanges
	j, ok := d.checkedJob(func(bad map[fyne.CanvasObject]error) {
		var err error
		if pages, err = d.readPages(); err != nil {
			bad[d.pages] = err
		}
	})
	if !ok {
		return
	}
	d.count.tell(d.s.t("live.print.making"))
	snap, lang := d.s.snapshot(), d.s.lang
	d.s.background(func() {
		path, _, err := writePrintFile(snap, lang, j, pages)
		fyne.Do(func() {
			if err == nil {
				err = d.s.openFile(path)
			}
			if err != nil {
				d.count.tell("")
				d.notes.saidInPlace(d.s, d.problem, byKey(map[string]owner{"printdialog.pages.beyond": {w: d.pages}}))(err)
				return
			}
			d.count.tell(d.s.t("printdialog.previewed", "file", path))
		})
	})
}

// pageRanges are the pages asked of a print, first and last page of
// each range in the order typed ("7,2" is {7,7},{2,2}); none is every
// page.
type pageRanges [][2]int

// cups is the list as CUPS takes it ("1-3,5").
func (r pageRanges) cups() string {
	out := make([]string, len(r))
	for i, p := range r {
		out[i] = strconv.Itoa(p[0])
		if p[1] != p[0] {
			out[i] += "-" + strconv.Itoa(p[1])
		}
	}
	return strings.Join(out, ",")
}

// beyond is the first page asked that a document of count pages does
// not have ("20-25" of 16 pages: 20), 0 when it has them all.
func (r pageRanges) beyond(count int) int {
	first := 0
	for _, p := range r {
		if p[1] > count && (first == 0 || max(p[0], count+1) < first) {
			first = max(p[0], count+1)
		}
	}
	return first
}

// refusal says that a document of count pages lacks a page asked.
func (r pageRanges) refusal(count int) error {
	return uiError("printdialog.pages.beyond", "count", count, "page", r.beyond(count))
}

// of are the pages printed of a document of count pages, each once and
// in the document's order, as a printer prints them.
func (r pageRanges) of(count int) []int {
	var pages []int
	for n := 1; n <= count; n++ {
		if slices.ContainsFunc(r, func(p [2]int) bool { return p[0] <= n && n <= p[1] }) {
			pages = append(pages, n)
		}
	}
	return pages
}

// cut is the PDF with only the pages asked, the whole PDF when none
// are, or the refusal of a page it does not have.
func (r pageRanges) cut(pdf []byte) ([]byte, error) {
	if len(r) == 0 {
		return pdf, nil
	}
	count := printing.PageCount(pdf)
	if r.beyond(count) > 0 {
		return nil, r.refusal(count)
	}
	return printing.KeepPages(pdf, r.of(count))
}

// readPages reads a list of pages as print dialogs take it ("1-3, 5"),
// or refuses it; empty is every page.
func readPages(text string) (pageRanges, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return nil, nil
	}
	bad := uiError("printdialog.pages.bad", "text", text)
	var out pageRanges
	for _, part := range strings.Split(text, ",") {
		part = strings.TrimSpace(part)
		from, to, isRange := strings.Cut(strings.ReplaceAll(part, "–", "-"), "-")
		a, errA := strconv.Atoi(strings.TrimSpace(from))
		b := a
		var errB error
		if isRange {
			b, errB = strconv.Atoi(strings.TrimSpace(to))
		}
		if errA != nil || errB != nil || a < 1 || b < a {
			return nil, bad
		}
		out = append(out, [2]int{a, b})
	}
	return out, nil
}
