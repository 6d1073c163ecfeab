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
)

// The print dialog's choices kept for the next print: the round pack's
// parts ticked, the printer, and whether the view's sheet or the pack
// was printed, so that Ctrl+P and Enter repeat the arbiter's habit.
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
	pages   string // the pages as CUPS writes them ("1-3,5"); "" for every page
	last    int    // the highest page asked; 0 for every page
	paper   string // "A4" or "Letter"
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
	what      *widget.RadioGroup
	parts     packChecks
	printer   *choice
	listed    bool // the printer list has come; until then Print goes to the default printer
	copies    *field
	pages     *field
	paper     *choice
	count     *widget.Label
	pageCount int // the pages of the choice once counted; 0 until then
	problem   *widget.Label
	gen       int // counts the choices, so that a page count made for an older one is dropped
}

// openPrintDialog shows the print dialog for the view's document, with
// the round pack of the view's round (else the latest) beside it.
func (s *Shell) openPrintDialog(view printJob) {
	ev := &s.doc.event
	d := &printDialog{s: s, packIndex: -1, jobs: []printJob{view}}
	labels := []string{s.jobLabel(view)}
	if len(ev.Rounds) > 0 && view.doc.file != packFile {
		round := len(ev.Rounds)
		if view.doc.perRound && view.round > 0 {
			round = view.round
		}
		set := ev.Settings
		d.packIndex = len(d.jobs)
		d.jobs = append(d.jobs, printJob{doc: packDoc(printing.PackParts), round: round,
			opt: printing.Options{Lang: i18n.Lang(set.Language), Paper: set.PaperSize, Address: s.venueAddress()}})
		labels = append(labels, s.t("printdialog.what.pack", "n", round))
	}
	prefs := s.app.Preferences()
	var partsRow fyne.CanvasObject
	d.parts, partsRow = s.newPackChecks(func() { d.recount() })
	d.what = widget.NewRadioGroup(labels, func(string) { d.whatChanged() })
	d.what.Required = true
	chosen := 0
	if d.packIndex >= 0 && prefs.String(prefPrintWhat) == "pack" {
		chosen = d.packIndex
	}
	d.what.Selected = labels[chosen]

	d.printer = s.newChoice(nil, nil)
	d.printer.sel.PlaceHolder = s.t("printdialog.printer.looking")
	d.copies = s.newField()
	d.copies.SetText("1")
	d.pages = s.newField()
	d.pages.SetPlaceHolder(s.t("printdialog.pages.all"))
	d.paper = s.newChoice([]string{"A4", "Letter"}, []string{"A4", "Letter"})
	d.paper.set(d.jobs[chosen].opt.Paper)
	if d.paper.value() == "" {
		d.paper.set("A4")
	}
	d.paper.sel.OnChanged = func(string) { d.recount() }
	d.count = widget.NewLabel("")
	d.count.Importance = widget.LowImportance
	d.problem = errorLine()
	form := widget.NewForm(
		widget.NewFormItem(s.t("printdialog.what"), container.NewVBox(d.what, partsRow)),
		widget.NewFormItem(s.t("printdialog.printer"), d.printer.sel),
		widget.NewFormItem(s.t("printdialog.copies"), d.copies),
		widget.NewFormItem(s.t("printdialog.pages"), d.pages),
		widget.NewFormItem(s.t("printdialog.paper"), d.paper.sel),
	)
	cancel := widget.NewButton(s.t("ui.cancel"), func() { d.m.hide() })
	preview := widget.NewButtonWithIcon(s.t("printdialog.preview"), theme.VisibilityIcon(), s.guard("print-preview", d.preview))
	save := widget.NewButtonWithIcon(s.t("printdialog.save"), theme.DocumentSaveIcon(), s.guard("save-pdf", d.save))
	printBtn := widget.NewButtonWithIcon(s.t("live.print"), theme.DocumentPrintIcon(), s.guard("print", d.print))
	printBtn.Importance = widget.HighImportance
	d.m = s.newModal(s.t("printdialog.title"), container.NewVBox(form, d.count, d.problem), 600, cancel, preview, save, printBtn)
	d.whatChanged()
	d.m.show()
	s.win.Canvas().Focus(d.copies)
	s.background(func() {
		names, def := s.listPrinters()
		fyne.Do(func() { d.setPrinters(names, def) })
	})
}

// packChecks are the round pack's parts (printing.PackParts), one check
// each, in their order.
type packChecks []*widget.Check

// newPackChecks makes the checks of the pack's parts in a row, ticked as
// they were at the last print; changed hears every tick.
func (s *Shell) newPackChecks(changed func()) (packChecks, fyne.CanvasObject) {
	ticked := s.app.Preferences().StringListWithFallback(prefPrintParts, printing.PackParts)
	var checks packChecks
	row := container.NewHBox()
	for _, part := range printing.PackParts {
		c := widget.NewCheck(s.t("ui.printing.part."+part), nil)
		c.Checked = slices.Contains(ticked, part)
		if changed != nil {
			c.OnChanged = func(bool) { changed() }
		}
		checks = append(checks, c)
		row.Add(c)
	}
	return checks, row
}

// chosen are the parts ticked.
func (p packChecks) chosen() []string {
	var parts []string
	for i, c := range p {
		if c.Checked {
			parts = append(parts, printing.PackParts[i])
		}
	}
	return parts
}

// jobLabel names a document with its round, as the dialog offers it.
func (s *Shell) jobLabel(j printJob) string {
	name := s.t(j.doc.key)
	switch {
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
	for _, c := range d.parts {
		setEnabled(c, pack)
	}
	d.recount()
}

func (d *printDialog) chosen() int {
	for i, o := range d.what.Options {
		if o == d.what.Selected {
			return i
		}
	}
	return 0
}

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
		d.count.SetText(d.s.cat.Error(err))
		return
	}
	d.count.SetText(d.s.t("printdialog.counting"))
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
				d.count.SetText(d.s.cat.Error(err))
				return
			}
			d.pageCount = printing.PageCount(pdf)
			d.count.SetText(d.s.t("printdialog.count", "pages", d.pageCount))
		})
	})
}

// target reads the printer, copies, pages and paper, refusing what is
// not a number of copies or a list of pages.
func (d *printDialog) target() (printTarget, error) {
	to := printTarget{printer: d.printer.value(), paper: d.paper.value()}
	copies, err := d.copies.number(1, "printdialog.copies.bad", "max", maxCopies)
	if err == nil && (copies < 1 || copies > maxCopies) {
		err = uiError("printdialog.copies.bad", "max", maxCopies, "text", strings.TrimSpace(d.copies.Text))
	}
	if err != nil {
		return to, err
	}
	to.copies = copies
	if to.pages, to.last, err = readPages(d.pages.Text); err == nil && d.pageCount > 0 && to.last > d.pageCount {
		// Counted: said here. Not yet: print checks it on the PDF it makes.
		err = uiError("printdialog.pages.beyond", "count", d.pageCount, "page", to.last)
	}
	return to, err
}

// print sends the choice to the printer chosen, keeping the choices for
// the next print; without a printer it saves the PDF and says why.
func (d *printDialog) print() {
	j, err := d.job()
	var to printTarget
	if err == nil {
		to, err = d.target()
	}
	if err != nil {
		d.m.fail(d.problem, d.s.cat.Sentence(err))
		return
	}
	d.remember(to)
	d.m.hide()
	s := d.s
	if d.listed && len(d.printer.values) == 0 {
		s.setProblem(s.t("printdialog.no-printer"))
		s.savePDF(j, func(path string) { s.setProblem(s.t("printdialog.no-printer.saved", "file", path)) })
		return
	}
	s.print(j, to)
}

// remember keeps the parts ticked, the printer and what was printed.
func (d *printDialog) remember(to printTarget) {
	prefs := d.s.app.Preferences()
	prefs.SetStringList(prefPrintParts, d.parts.chosen())
	if to.printer != "" {
		prefs.SetString(prefPrintPrinter, to.printer)
	}
	what := "view"
	if d.chosen() == d.packIndex {
		what = "pack"
	}
	prefs.SetString(prefPrintWhat, what)
}

// save writes the choice where the arbiter says, as Save PDF does.
func (d *printDialog) save() {
	j, err := d.job()
	if err != nil {
		d.m.fail(d.problem, d.s.cat.Sentence(err))
		return
	}
	d.m.hide()
	d.s.savePDF(j, func(path string) { d.s.setStatus(d.s.t("ui.printing.saved", "file", path)) })
}

// preview makes the PDF where documents wait for the printer, off the
// window's goroutine as printing does, and shows it in the system's
// viewer; the dialog stays open to print it.
func (d *printDialog) preview() {
	j, err := d.job()
	if err != nil {
		d.m.fail(d.problem, d.s.cat.Sentence(err))
		return
	}
	d.problem.Hide()
	d.count.SetText(d.s.t("live.print.making"))
	snap, lang := d.s.snapshot(), d.s.lang
	d.s.background(func() {
		path, _, err := writePrintFile(snap, lang, j)
		fyne.Do(func() {
			if err == nil {
				err = d.s.openFile(path)
			}
			if err != nil {
				d.count.SetText("")
				d.m.fail(d.problem, d.s.cat.Sentence(err))
				return
			}
			d.count.SetText(d.s.t("printdialog.previewed", "file", path))
		})
	})
}

// readPages reads a list of pages as print dialogs take it ("1-3, 5"):
// the list as CUPS writes it, its highest page, or a refusal; empty is
// every page.
func readPages(text string) (pages string, last int, err error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return "", 0, nil
	}
	bad := uiError("printdialog.pages.bad", "text", text)
	var out []string
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
			return "", 0, bad
		}
		if isRange {
			out = append(out, strconv.Itoa(a)+"-"+strconv.Itoa(b))
		} else {
			out = append(out, strconv.Itoa(a))
		}
		last = max(last, b)
	}
	return strings.Join(out, ","), last, nil
}
