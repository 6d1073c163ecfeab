package ui

import (
	"bytes"
	"cmp"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/i18n"
	"arbiter/internal/fileio"
	"arbiter/printing"
	"arbiter/tournament"
	"arbiter/tournament/checkin"
	"arbiter/tournament/norms"
	"arbiter/tournament/prizes"
	"arbiter/tournament/standings"
	"arbiter/ui/button"
	"arbiter/ui/look"
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

// name is the document's own word, where its file's is shared (the
// blank and the filled scoresheet): its catalogue key's last word.
func (d printDoc) name() string { return d.key[strings.LastIndexByte(d.key, '.')+1:] }

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
	{"ui.printing.doc.norm-forecast", false, "norm-forecast", withRatings(printing.NormForecast), false, false},
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
		return printing.ArbiterReportOf(w, &d.event, d.st, opt)
	}, false, false},
}

// teamPrintDocs are a team event's documents: its round pack, its
// rounds' pairing lists, match result sheets and line-up forms, and its
// standings and crosstable (as they stood after a round chosen, as the
// command line prints them too), board results, and the players' rating report, their games rated
// board by board; and the individual event's sheets of the players and
// their games, a team event's rows of its rounds' pairings as an
// individual event's are, and the prize list, whose prizes go to the
// teams down the team standings, with the board prizes
// (team.PrizeTable). The individual event's standings and
// crosstable are no team event's.
var teamPrintDocs = append([]printDoc{
	{"teams.ui.print.round-pack", true, packFile, perRound(printing.RoundPack), false, false},
	{"ui.printing.doc.pairings", true, "pairings", perRound(printing.TeamPairings), false, false},
	{"teams.ui.print.sheets", true, "match-sheets", perRound(printing.MatchSheets), false, false},
	{"teams.ui.print.lineups", true, "lineup-forms", perRound(printing.LineupForms), false, false},
	{"ui.printing.doc.standings", false, "standings", afterRound(printing.TeamStandings), true, false},
	{"ui.printing.doc.crosstable", false, "crosstable", afterRound(printing.TeamCrosstable), true, false},
	{"teams.ui.print.boards", false, "boards", whole(printing.BoardResults), false, false},
	{"ui.printing.doc.ratings", false, "ratings", withRatings(printing.Ratings), false, false},
}, gameDocs("slips", "scoresheets", "players", "schedule", "arbiter-report", "prizes")...)

// gameDocs are the individual event's documents of these file names.
func gameDocs(files ...string) []printDoc {
	var out []printDoc
	for _, d := range printDocs {
		if slices.Contains(files, d.file) {
			out = append(out, d)
		}
	}
	return out
}

// printDocs are the documents of the open event.
func (s *Shell) printDocs() []printDoc {
	if s.doc != nil && s.doc.event.Settings.System.Team() {
		return teamPrintDocs
	}
	return printDocs
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
	// parts are the round pack's parts to print, one check each.
	parts  packChecks
	status *widget.Label
	viewContent
}

func newPrintingView(s *Shell) view {
	v := &printingView{s: s}
	docs := s.printDocs()
	names := make([]string, len(docs))
	for i, d := range docs {
		names[i] = s.t(d.key)
	}
	v.docs = s.newPicker(names, func(string) { v.updateRound() })
	v.docs.SetSelected(names[0])
	v.round = s.newPicker(nil, func(string) { v.updateBoards() })
	v.board = s.newPicker(nil, nil)
	v.after = s.newPicker(nil, nil)
	// The round pickers are as wide as their longest choice: Fyne's were
	// as wide as the placeholder and cut "6. voor" to "6. v…".
	v.round.Fit, v.after.Fit = true, true
	v.lang = languageChoice(s)
	v.paper = s.newChoice([]string{"A4", "Letter"}, []string{"A4", "Letter"})
	var partsRow fyne.CanvasObject
	v.parts, partsRow = s.newPackChecks(nil)
	v.status = wrapped("")
	save := newButtonWithIcon(s.t("ui.printing.save"), theme.DocumentSaveIcon(), s.guard("save-pdf", v.save))
	printBtn := primary(newButtonWithIcon(s.t("live.print"), theme.DocumentPrintIcon(), s.guard("print", func() {
		s.openPrintDialog(v.job())
	})))
	s.printers[s.building] = v.job
	form := widget.NewForm(
		s.item("ui.printing.document", v.docs),
		// Round, board and "after round" share a row: a document takes at
		// most two of them, and the window keeps its height.
		s.item("ui.printing.round", container.NewHBox(v.round,
			widget.NewLabel(s.t("ui.printing.board")), v.board,
			widget.NewLabel(s.t("ui.printing.after-round")), v.after)),
		s.item("ui.printing.parts", partsRow),
		s.item("ui.printing.language", v.lang.sel),
		s.item("ui.printing.paper", v.paper.sel),
	)
	v.content = look.Border(viewTitle(s.t("ui.nav.printing")), nil, nil, nil,
		container.NewVBox(form, look.Border(nil, nil, container.NewHBox(printBtn, save), nil, v.status)))
	return v
}

// pairedRounds are the names of the paired rounds, as the choices of a
// round offer them.
func (v *printingView) pairedRounds() []string {
	ev := &v.s.doc.event
	names := make([]string, len(ev.Rounds))
	for i, r := range ev.Rounds {
		names[i] = v.s.t("ui.rounds.round", "n", r.Number)
	}
	return names
}

func (v *printingView) refresh() {
	v.setRounds()
	// Standings and crosstable are printed from the event as it is, first
	// in the list (round 0), as the command line prints them, unless the
	// arbiter picked a round of the same list: they were printed after the
	// latest completed round, leaving out a round robin's results of the
	// round under way and heading a Swiss's "after round 4" beside the
	// command line's "round 5 in play".
	after := append([]string{v.s.t("ui.printing.after-round.now")}, v.pairedRounds()...)
	keep := v.after.SelectedIndex()
	if len(after) != len(v.after.Options) {
		keep = 0
	}
	v.after.Options = after
	v.after.SetSelectedIndex(max(keep, 0))
	opt := v.s.eventPrintOptions()
	v.lang.set(string(opt.Lang))
	v.paper.set(opt.Paper)
	v.updateRound()
}

// place and setPlace keep the document chosen over a language switch,
// with its round, board and "after round": the document by its file, the
// rounds by their place in their lists, the board by its number.
func (v *printingView) place() string {
	return strings.Join([]string{v.selected().file, strconv.Itoa(v.round.SelectedIndex()), v.board.Selected,
		strconv.Itoa(v.after.SelectedIndex())}, "|")
}

func (v *printingView) setPlace(p string) {
	f := strings.Split(p, "|") // only ever place's own text
	for _, d := range v.s.printDocs() {
		if d.file == f[0] {
			v.docs.SetSelected(v.s.t(d.key))
		}
	}
	// The lists are filled as the view's refresh fills them, which keeps
	// what is chosen in them when it comes.
	v.refresh()
	for _, c := range []struct {
		p *picker
		i string
	}{{v.round, f[1]}, {v.after, f[3]}} {
		if i, err := strconv.Atoi(c.i); err == nil && i >= 0 && i < len(c.p.Options) {
			c.p.SetSelectedIndex(i)
		}
	}
	if slices.Contains(v.board.Options, f[2]) {
		v.board.SetSelected(f[2])
	}
}

func (v *printingView) selected() printDoc {
	docs := v.s.printDocs()
	for i, d := range docs {
		if v.s.t(d.key) == v.docs.Selected {
			return docs[i]
		}
	}
	return docs[0]
}

// setRounds offers the paired rounds and, for the round pack of an
// individual event, the next round too, not yet paired: its check-in list
// is printed for the door before the pairing (only paired rounds were
// offered). The arbiter's choice stays while the rounds offered are the
// same; else the latest paired round is the one to print, or the next
// before any is paired.
func (v *printingView) setRounds() {
	ev := &v.s.doc.event
	opts := v.pairedRounds()
	if next, err := checkin.Round(ev); v.selected().file == packFile && err == nil && next > len(ev.Rounds) {
		opts = append(opts, v.s.t("ui.printing.round.next", "n", next))
	}
	keep := v.round.SelectedIndex()
	if !slices.Equal(opts, v.round.Options) {
		keep = -1
	}
	v.round.Options = opts
	switch {
	case keep >= 0 && keep < len(opts):
		v.round.SetSelectedIndex(keep)
	case len(ev.Rounds) > 0:
		v.round.SetSelectedIndex(len(ev.Rounds) - 1)
	case len(opts) > 0:
		v.round.SetSelectedIndex(0)
	default:
		v.round.ClearSelected()
	}
}

func (v *printingView) updateRound() {
	if v.round != nil {
		if v.s.doc != nil {
			v.setRounds()
		}
		for _, c := range v.parts.checks {
			look.SetEnabled(c, v.selected().file == packFile)
		}
		look.SetEnabled(v.round, v.selected().perRound)
		look.SetEnabled(v.after, v.selected().after && len(v.after.Options) > 0)
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
	look.SetEnabled(v.board, v.selected().perBoard && len(opts) > 0)
}

// job is the document chosen, with its round, board, language and paper.
func (v *printingView) job() printJob {
	round := v.round.SelectedIndex() + 1
	if v.selected().after {
		round = max(v.after.SelectedIndex(), 0) // 0: the event as it is
	}
	board, _ := strconv.Atoi(v.board.Selected)
	doc := v.selected()
	if doc.file == packFile {
		doc = packDoc(v.parts.chosen())
	}
	return printJob{doc: doc, round: round, board: board,
		opt: printing.Options{Lang: i18n.Lang(v.lang.value()), Paper: v.paper.value(), Address: v.s.venueAddress()}}
}

// packDoc is the round pack of the parts given (of the event's pack's);
// with none it refuses to print, rather than print a blank page.
func packDoc(parts []string) printDoc {
	doc := printDocs[0]
	doc.write = func(d *document, w io.Writer, round, _ int, opt printing.Options) error {
		if len(parts) == 0 {
			return uiError("printdialog.parts.none")
		}
		return printing.RoundPackOf(w, &d.event, round, parts, opt)
	}
	return doc
}

// save asks where to write the PDF and writes it there.
func (v *printingView) save() {
	j := v.job()
	left := ""
	if v.selected().file == packFile {
		left = packLeftOut(v.s, v.parts.chosen(), j.round)
	}
	v.s.savePDF(j, nil, func(path string) {
		v.status.SetText(strings.TrimSpace(v.s.t("ui.printing.saved", "file", path) + " " + left))
	})
}

// packLeftOut says why a round pack of parts leaves some out
// (printing.PackLeftOut: the check-in list of a round that is not the one
// a check-in is for, the standings before round 1), as the command line
// does; "" when it prints them all.
func packLeftOut(s *Shell, parts []string, round int) string {
	return strings.Join(printing.PackLeftOut(s.cat, &s.doc.event, round, parts), " ")
}

// printJob is one document of the event ready to be printed or saved:
// the view's own, or the one chosen in the Printing view.
type printJob struct {
	doc          printDoc
	round, board int // for a document printed per round (or after one) or per board
	opt          printing.Options
	name         string // the file's name where the document's own is not it (a ranking group's standings)
}

// makePDF writes the job's PDF from doc and names its file in lang: a
// document that cannot be made (no round paired, no norm to certify)
// says so before anything is asked or sent. It touches nothing of the
// window, so that printing may make it off the window's goroutine.
func makePDF(doc *document, lang i18n.Lang, j printJob) (name string, pdf []byte, err error) {
	d := j.doc
	if d.perRound && j.round == 0 {
		return "", nil, uiError("ui.printing.no-round")
	}
	if d.perBoard && j.board == 0 {
		return "", nil, uiError("ui.printing.no-board")
	}
	switch {
	case d.perBoard:
		name = printing.FileName(lang, d.file, j.round, j.board, false)
	case j.round == 0 && slices.Contains(standingFiles, d.file): // as the event is now
		name = printing.FileNameAsNow(lang, d.file, standings.ProgressOf(&doc.event))
	case j.standingAfter(&doc.event):
		// After a round not complete they stand after the one before,
		// that round in play, as their paper's heading says: the file
		// was named after the round picked, which the sheet does not count.
		name = printing.FileNameAsNow(lang, d.file, standings.ProgressOf(doc.event.AfterRound(j.round)))
	case d.perRound || d.after:
		name = printing.FileName(lang, d.file, j.round, 0, d.after)
	default:
		name = printing.FileName(lang, d.file, 0, 0, false)
	}
	name = cmp.Or(j.name, name)
	var buf bytes.Buffer
	j.opt.State = doc.state
	if err := d.write(doc, &buf, j.round, j.board, j.opt); err != nil {
		return "", nil, err
	}
	return name, buf.Bytes(), nil
}

// standingAfter reports whether j is a table of the event's standing
// printed after a round paired, headed as the event stood then.
func (j printJob) standingAfter(ev *tournament.Event) bool {
	return j.doc.after && slices.Contains(standingFiles, j.doc.file) && j.round > 0 && j.round <= len(ev.Rounds)
}

// finalAfter reports whether j's table, printed after its round, is
// headed final: the last round was over then (standings.Over).
func (j printJob) finalAfter(ev *tournament.Event) bool {
	return j.standingAfter(ev) && standings.Over(ev.AfterRound(j.round))
}

// standingFiles are the documents of the event's standing, an individual
// event's and a team event's: printed as the event is now (for no earlier
// round) or after a round, their file's name says the rounds they count
// (printing.FileNameAsNow), as their paper's heading does.
var standingFiles = []string{"standings", "crosstable"}

// saveMade asks where to write a PDF already made and writes it there;
// it returns the box that asks.
func (s *Shell) saveMade(name string, pdf []byte, done func(path string)) *modal {
	return s.chooseFile(s.t("ui.printing.save"), chooseSave, s.doc.dir(), ".pdf", name, func(path string) {
		if err := fileio.Write(path, func(w io.Writer) error { _, err := w.Write(pdf); return err }); err != nil {
			s.showError(err)
			return
		}
		done(path)
		if err := s.openFile(path); err != nil {
			s.setProblem(s.t("ui.printing.not-opened", "file", path, "error", err.Error()))
		}
	})
}

// print sends a job to a printer (lp, or the Windows print verbs) as
// the print dialog asked. The PDF goes first to the user's cache folder,
// from which the printer's spooler reads it. When no printer takes it the
// arbiter is told why and asked where to save the PDF instead: nothing
// made is lost. Making a large round's sheets takes a third of a second,
// so it runs off the window's goroutine, from the event as it was when
// asked (the document replaces its event on every change, never edits
// it), while the status says the sheets are being made.
func (s *Shell) print(j printJob, to printTarget) {
	s.setStatus(s.t("live.print.making"))
	doc, lang := s.doc, s.lang
	snap := s.snapshot()
	s.background(func() {
		// The whole PDF: the printer is given the pages to print.
		path, pdf, err := writePrintFile(snap, lang, j, nil)
		if n := printing.PageCount(pdf); err == nil && to.pages.beyond(n) > 0 {
			err = to.pages.refusal(n)
		}
		var sent error
		if err == nil {
			sent = s.printFile(path, to)
		}
		name := filepath.Base(path)
		fyne.Do(func() {
			switch {
			case s.doc != doc:
				return // the file was closed meanwhile
			case err != nil:
				s.setStatus("") // no PDF is being made any more
				s.showError(err)
			case sent != nil:
				why := s.cat.Error(sent)
				s.setProblem(s.t("live.print.failed", "file", name, "error", why))
				s.saveMade(name, pdf, func(path string) {
					s.setProblem(s.t("live.print.saved-instead", "file", path, "error", why))
				})
			case to.printer != "":
				s.setStatus(s.t("printdialog.sent", "file", name, "printer", to.printer, "copies", max(to.copies, 1)))
			default:
				s.setStatus(s.t("live.print.sent", "file", name))
			}
		})
	})
}

// snapshot is the open document as it is now, for work off the window's
// goroutine: the document replaces its event on every change.
func (s *Shell) snapshot() *document {
	return &document{st: s.doc.st, event: s.doc.event, gen: s.doc.gen, readOnly: s.doc.readOnly}
}

// writePrintFile makes a job's PDF, of only the pages given (all when
// none are), and writes it where documents wait for the printer (and for
// the preview), returning its path and bytes.
func writePrintFile(doc *document, lang i18n.Lang, j printJob, pages pageRanges) (path string, pdf []byte, err error) {
	name, pdf, err := makePDF(doc, lang, j)
	if err == nil {
		pdf, err = pages.cut(pdf)
	}
	if err != nil {
		return "", nil, err
	}
	path = filepath.Join(printFolder(), name)
	err = fileio.Write(path, func(w io.Writer) error { _, err := w.Write(pdf); return err })
	return path, pdf, err
}

// printFolder is where documents wait for the printer: the user's cache
// folder, else the system's temporary one.
func printFolder() string {
	dir, err := os.UserCacheDir()
	if err != nil {
		dir = os.TempDir()
	}
	dir = filepath.Join(dir, "arbiter", "print")
	_ = os.MkdirAll(dir, 0o755) // a failure shows when the file is written
	return dir
}

// printButton is the Save PDF action of a view: it saves the view's own
// document (printDocs entry with that file stem) in the event's language
// and paper, for the round the view shows when the document needs one.
// The view's first such document is also the one Print (Ctrl+P) prints
// while the view is on screen.
func (s *Shell) printButton(file string, round func() int) *button.Button {
	return s.printAction("ui.print-view", file, round)
}

// printButtonNamed is printButton for a view that prints more than one
// document, each button named for its document.
func (s *Shell) printButtonNamed(file, labelKey string) *button.Button {
	return s.printAction(labelKey, file, nil)
}

func (s *Shell) printAction(labelKey, file string, round func() int) *button.Button {
	job := func() printJob {
		j := s.printJobOf(file)
		if round != nil {
			j.round = round()
		}
		return j
	}
	if s.printers[s.building] == nil {
		s.printers[s.building] = job
	}
	return s.printJobButton(labelKey, job)
}

// printJobOf is the event's document of the file word file, with the
// event's print options.
func (s *Shell) printJobOf(file string) printJob {
	var doc printDoc
	for _, d := range s.printDocs() {
		if d.file == file {
			doc = d
		}
	}
	return printJob{doc: doc, opt: s.eventPrintOptions()}
}

// printJobButton is a Save PDF button of the job that job gives when it
// is pressed; it is not the view's Print (Ctrl+P), which the view sets.
func (s *Shell) printJobButton(labelKey string, job func() printJob) *button.Button {
	return newButtonWithIcon(s.t(labelKey), theme.DocumentSaveIcon(), func() {
		s.savePDF(job(), nil, func(path string) {
			s.setStatus(s.t("ui.printing.saved", "file", path))
		})
	})
}

// groupStandingsJob prints the standings of ranking group g as the
// standings view shows it chosen (printing.GroupStandings: the players,
// or a team event's teams, of the group), in a file named for the group.
func (s *Shell) groupStandingsJob(g prizes.Group) printJob {
	j := s.printJobOf("standings")
	j.doc.write = func(d *document, w io.Writer, _, _ int, opt printing.Options) error {
		r, err := d.st.PrizeRules()
		if err != nil {
			return err
		}
		return printing.GroupStandings(w, &d.event, r, []string{g.ID}, opt)
	}
	j.name = fileio.Stem(s.t("print.file.standings")+"-"+g.Name) + ".pdf"
	return j
}

// eventPrintOptions are a document's options unless the arbiter chooses
// others: the event's print language and paper, as the Printing view
// starts from them.
func (s *Shell) eventPrintOptions() printing.Options {
	set := s.doc.event.Settings
	return printing.Options{Lang: i18n.Lang(set.Language), Paper: set.PaperSize, Address: s.venueAddress()}
}

// printView opens the print dialog (Print, Ctrl+P) for the document of
// the view on screen; a view without one says where documents are
// printed, the desk without a game open how to open one. A dialog
// already open is left alone.
func (s *Shell) printView() {
	if s.doc == nil || len(openModals[s.win.Canvas()]) > 0 {
		return
	}
	if why := s.notPrintable(s.area); why != "" {
		s.setProblem(why)
		return
	}
	s.openPrintDialog(s.printers[s.area]())
}

// sometimesPrinted is a view whose document is there to print at times
// only (the desk's scoresheet, while a game is open): why it is not now,
// "" while it is.
type sometimesPrinted interface {
	notPrintable() string
}

// notPrintable is why area a's view has nothing for Print (Ctrl+P) to
// print now, "" when it has.
func (s *Shell) notPrintable(a area) string {
	if s.printers[a] == nil {
		return s.t("live.print.none")
	}
	if v, ok := s.views[a].(sometimesPrinted); ok {
		return v.notPrintable()
	}
	return ""
}

// showPrintable turns the toolbar's Print on while the view shown has a
// document to print, and takes away Ctrl+P's refusal that it had none: it
// stayed in red under the desk's game opened since.
func (s *Shell) showPrintable() {
	printable := s.notPrintable(s.area) == ""
	if s.printBtn != nil {
		look.SetEnabled(s.printBtn, printable)
	}
	if printable {
		s.refusalGone("print")
	}
}

// titleBar is a view's title with actions at its right.
func titleBar(title string, actions ...fyne.CanvasObject) fyne.CanvasObject {
	return look.Border(nil, nil, viewTitle(title), container.NewHBox(actions...))
}
