//go:build !windows

package ui

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/i18n"
	"arbiter/internal/pdftext"
	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/printing"
	"arbiter/tournament"
	"arbiter/tournament/norms"
	"arbiter/ui/button"
	"arbiter/ui/radio"
)

// recordPrints has s print into a cache of the test's own and, in place
// of the printer, add the path of each document sent to printed.
func recordPrints(t *testing.T, s *Shell, printed *[]string) {
	t.Helper()
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	s.printFile = func(path string, _ printTarget) error { *printed = append(*printed, path); return nil }
}

// printingRoundOfTwelve is roundOfTwelve printing as the window does on
// the system, documents waiting in a cache of the test's own, through an
// lpstat and an lp put on PATH before the system's own: the lpstat lists
// the printers given (the first the default), the lp records its
// arguments, one call a line, and keeps a copy of each file sent.
func printingRoundOfTwelve(t *testing.T, printers ...string) (s *Shell, calls, sent string) {
	t.Helper()
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	dir := t.TempDir()
	calls, sent = filepath.Join(dir, "calls"), filepath.Join(dir, "sent")
	if err := os.Mkdir(sent, 0o755); err != nil {
		t.Fatal(err)
	}
	list, def := "exit 1", "echo 'no system default destination'"
	if len(printers) > 0 {
		list = "printf '" + strings.Join(printers, `\n`) + `\n'`
		def = "echo 'system default destination: " + printers[0] + "'"
	}
	standInLpstat(t, dir, list, "exit 1", def)
	lp := "#!/bin/sh\nprintf '%s\\n' \"$*\" >> '" + calls + "'\n" +
		"for last; do :; done\ncp \"$last\" '" + sent + "/'\n"
	if err := os.WriteFile(filepath.Join(dir, "lp"), []byte(lp), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir+":"+os.Getenv("PATH"))
	s, _ = roundOfTwelve(t)
	s.listPrinters, s.printFile = systemPrinters, printWithSystem
	return s, calls, sent
}

// printDialogParts are the open print dialog's controls.
type printDialogParts struct {
	what                 *radio.Group
	parts                map[string]*widget.Check
	printer, lang, paper *picker
	copies, pages        *field
}

// pressedPrint opens the print dialog by Ctrl+P and gives its controls.
func pressedPrint(t *testing.T, s *Shell) printDialogParts {
	t.Helper()
	pressShortcut(s, ctrl(fyne.KeyP))
	return openedPrintDialog(t, s)
}

// openedPrintDialog gives the controls of the print dialog open, failing
// the test where it has not the controls it is made of.
func openedPrintDialog(t *testing.T, s *Shell) printDialogParts {
	t.Helper()
	var d printDialogParts
	radios := overlayParts[*radio.Group](s)
	pickers, fields := overlayParts[*picker](s), overlayParts[*field](s)
	if len(radios) != 1 || len(pickers) != 3 || len(fields) != 2 {
		t.Fatalf("the print dialog has %d choices of what, %d drop-downs, %d fields", len(radios), len(pickers), len(fields))
	}
	d.what, d.printer, d.lang, d.paper, d.copies, d.pages = radios[0], pickers[0], pickers[1], pickers[2], fields[0], fields[1]
	d.parts = map[string]*widget.Check{}
	for _, c := range overlayParts[*widget.Check](s) {
		d.parts[c.Text] = c
	}
	return d
}

// Ctrl+P opens the print dialog; with two printers it prints the parts
// chosen to the printer chosen, the copies and pages asked, and the next
// Ctrl+P has the same choices ticked. What is not a number of copies or a
// list of pages is refused in the dialog, and pages past the PDF's end
// are not sent.
func TestPrintDialogPrintsTheChoiceToThePrinterChosen(t *testing.T) {
	s, calls, sent := printingRoundOfTwelve(t, "Office", "Hall_Laser")

	d := pressedPrint(t, s)
	if want := []string{s.t("printdialog.what.round", "doc", s.t("ui.printing.doc.pairings"), "n", 1),
		s.t("printdialog.what.pack", "n", 1)}; !slices.Equal(d.what.Options, want) || d.what.Selected != want[0] {
		t.Fatalf("what: %q, chosen %q; want %q, the view's sheet chosen", d.what.Options, d.what.Selected, want)
	}
	if want := []string{s.t("printdialog.printer.default", "name", "Office"), "Hall_Laser"}; !slices.Equal(d.printer.Options, want) ||
		d.printer.Selected != want[0] {
		t.Fatalf("printers %q, chosen %q; want %q, the default chosen", d.printer.Options, d.printer.Selected, want)
	}
	if d.paper.Selected != "A4" || d.copies.Text != "1" {
		t.Errorf("paper %q, copies %q; want the event's A4 and 1", d.paper.Selected, d.copies.Text)
	}
	d.what.SetSelected(d.what.Options[1])
	d.parts[s.t("ui.printing.part.scoresheets")].SetChecked(false)
	d.parts[s.t("ui.printing.part.standings")].SetChecked(false)
	d.printer.SetSelected("Hall_Laser")

	// One step off: copies and pages that are not numbers.
	for _, c := range []struct{ copies, pages, key string }{
		{"0", "", "printdialog.copies.bad"},
		{"kaksi", "", "printdialog.copies.bad"},
		{"2", "3-1", "printdialog.pages.bad"},
		{"2", "1,x", "printdialog.pages.bad"},
	} {
		d.copies.SetText(c.copies)
		d.pages.SetText(c.pages)
		test.Tap(defaultButton(t, s))
		if _, err := os.Stat(calls); err == nil {
			t.Fatalf("copies %q, pages %q went to the printer", c.copies, c.pages)
		}
		if !overlayLabels(s, strings.SplitN(s.t(c.key, "max", maxCopies, "text", "§"), "§", 2)[0]) {
			t.Errorf("copies %q, pages %q: no %s in the dialog", c.copies, c.pages, c.key)
		}
	}
	d.copies.SetText("3")
	d.pages.SetText("1 – 2")
	test.Tap(defaultButton(t, s))
	got, _ := os.ReadFile(calls)
	file := filepath.Join(printFolder(), "round-1.pdf")
	if want := "-d Hall_Laser -n 3 -P 1-2 -o media=A4 -- " + file + "\n"; string(got) != want {
		t.Fatalf("lp was called with %q, want %q", got, want)
	}
	pdf := testdir.Read(t, filepath.Join(sent, "round-1.pdf"))
	pages := strings.Count(pdftext.Text(t, pdf), "\f")
	text := pdftext.Text(t, pdf)
	for key, want := range map[string]bool{"print.pairings.title": true, "print.slips.forfeits": true, "print.scoresheet.title": false} {
		if strings.Contains(text, s.t(key)) != want {
			t.Errorf("%s in what was printed: %v, want %v", key, !want, want)
		}
	}
	if want := s.t("printdialog.sent", "file", "round-1.pdf", "printer", "Hall_Laser", "copies", 3); s.status.Text != want {
		t.Errorf("status %q, want %q", s.status.Text, want)
	}

	// The next print starts from the same choices.
	d = pressedPrint(t, s)
	ticked := map[string]bool{}
	for name, c := range d.parts {
		ticked[name] = c.Checked
	}
	if d.what.Selected != d.what.Options[1] || d.printer.Selected != "Hall_Laser" || !ticked[s.t("ui.printing.part.slips")] ||
		ticked[s.t("ui.printing.part.scoresheets")] {
		t.Errorf("the second Ctrl+P: %q to %q, parts %v", d.what.Selected, d.printer.Selected, ticked)
	}
	// The dialog counts the pages; one past the end is not sent.
	if !overlayLabels(s, s.t("printdialog.count", "pages", pages)) {
		t.Errorf("the dialog does not say the pack of pairings and slips has %d pages", pages)
	}
	d.pages.SetText(strconv.Itoa(pages + 1))
	test.Tap(defaultButton(t, s))
	if got2, _ := os.ReadFile(calls); string(got2) != string(got) {
		t.Errorf("page %d of %d went to the printer: %q", pages+1, pages, got2)
	}
	if !overlayLabels(s, s.t("printdialog.pages.beyond", "count", pages, "page", pages+1)) {
		t.Errorf("no word that the PDF has %d pages", pages)
	}
}

// Without a printer Print saves the PDF where the arbiter says, and the
// status says why, in the window's language.
func TestPrintDialogWithoutPrinterSavesThePDF(t *testing.T) {
	s, calls, _ := printingRoundOfTwelve(t)
	s.SetLanguage("fi")
	s.show(areaRounds)
	d := pressedPrint(t, s)
	if !d.printer.Disabled() || d.printer.PlaceHolder != s.t("printdialog.printer.none") {
		t.Errorf("the printer: %q, off %v", d.printer.PlaceHolder, d.printer.Disabled())
	}
	test.Tap(defaultButton(t, s))
	if s.status.Text != s.t("printdialog.no-printer") || s.status.Importance != widget.DangerImportance {
		t.Errorf("status %q", s.status.Text)
	}
	// The save box is the window's, in its words, whatever the language
	// the paper is printed in (the event's, English here); the name it
	// proposes is in the window's language too (printing.FileName).
	if s.doc.event.Settings.Language == "fi" {
		t.Fatal("the event prints in the window's language: the test needs another")
	}
	for _, want := range []string{s.t("ui.printing.save"), s.t("ui.cancel"), s.t("ui.save")} {
		if !overlayLabels(s, want) && !slices.ContainsFunc(overlayParts[*widget.Button](s), func(b *widget.Button) bool { return b.Text == want }) {
			t.Errorf("the save box does not say %q", want)
		}
	}
	path := saveProposed(t, s, "paritukset-1.pdf")
	checkPDF(t, "the PDF saved", path)
	if want := s.t("printdialog.no-printer.saved", "file", path); s.status.Text != want {
		t.Errorf("status %q, want %q", s.status.Text, want)
	}
	if _, err := os.Stat(calls); err == nil {
		t.Error("lp was called without a printer")
	}
}

// Without a printer, the save box closed by Escape or Cancel leaves no
// word that still asks where to save: the status went on saying "choose
// where to save the PDF" with nothing saved and no box open. It says the
// PDF was not saved.
func TestPrintWithoutPrinterSaysWhenTheSaveIsCancelled(t *testing.T) {
	s, _, _ := printingRoundOfTwelve(t)
	for _, close := range []string{"Escape", "Cancel"} {
		s.setStatus("")
		s.show(areaRounds)
		pressShortcut(s, ctrl(fyne.KeyP))
		openedPrintDialog(t, s)
		test.Tap(defaultButton(t, s))
		if s.status.Text != s.t("printdialog.no-printer") {
			t.Fatalf("%s: status %q before the save box closed", close, s.status.Text)
		}
		if close == "Escape" {
			pressKey(s, fyne.KeyEscape)
		} else {
			test.Tap(boxButton(t, s, s.t("ui.cancel")))
		}
		if s.win.Canvas().Overlays().Top() != nil {
			t.Fatalf("%s left a box open", close)
		}
		if want := s.t("printdialog.no-printer.not-saved"); s.status.Text != want || s.status.Importance != widget.DangerImportance {
			t.Errorf("after %s the status says %q, want %q", close, s.status.Text, want)
		}
	}
}

// The pages asked are the pages saved, whether Print saves the PDF for
// want of a printer or Save as PDF is chosen: the saved PDF has pages 2
// and 3 of the round pack, and the dialog said so before ("2 of N").
func TestSavedPDFHasThePagesAsked(t *testing.T) {
	for _, button := range []string{"live.print", "printdialog.save"} {
		t.Run(button, func(t *testing.T) {
			s, _, _ := printingRoundOfTwelve(t)
			s.openFile = func(string) error { return nil }
			s.SetLanguage("et")
			s.show(areaRounds)
			d := pressedPrint(t, s)
			d.what.SetSelected(d.what.Options[1]) // the round pack, the parts ticked at first
			// What the dialog prints: the pack of round 1 as the event prints it
			// (the check-in list, which comes before the pairing, unticked).
			name, whole, err := makePDF(s.doc, s.lang, printJob{doc: packDoc(printing.DefaultPackParts()), round: 1, opt: s.eventPrintOptions()})
			if err != nil {
				t.Fatal(err)
			}
			n := printing.PageCount(whole)
			if n < 4 {
				t.Fatalf("the pack has %d pages; the test needs 4", n)
			}
			d.pages.SetText("2-3")
			if want := s.t("printdialog.count.some", "chosen", 2, "pages", n); !overlayLabels(s, want) {
				t.Errorf("the dialog does not say %q", want)
			}
			test.Tap(findButton(t, s, s.t(button)))
			test.Tap(defaultButton(t, s)) // the file chooser's Save
			pdf := testdir.Read(t, filepath.Join(s.doc.dir(), name))
			got, all := strings.Split(pdftext.Text(t, pdf), "\f"), strings.Split(pdftext.Text(t, whole), "\f")
			if len(got) != 3 || got[0] != all[1] || got[1] != all[2] {
				t.Errorf("the saved PDF has %d pages, want pages 2 and 3 of %d", len(got)-1, n)
			}
		})
	}
}

// Ctrl+P chooses the document of the view on screen: the round pack
// printed last from Rounds is chosen again on Rounds, never on Standings,
// where the standings are.
func TestPrintDialogChoosesTheViewsDocument(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	s, _ := roundOfTwelve(t)
	s.printFile = func(string, printTarget) error { return nil }
	s.SetLanguage("et")
	s.show(areaRounds)
	d := pressedPrint(t, s)
	d.what.SetSelected(d.what.Options[1]) // the round pack
	test.Tap(defaultButton(t, s))
	for _, c := range []struct {
		area area
		want string
	}{
		{areaStandings, s.t("ui.printing.doc.standings")}, // no round completed: the standings as they are
		{areaRounds, s.t("printdialog.what.pack", "n", 1)},
	} {
		s.show(c.area)
		if got := pressedPrint(t, s).what.Selected; got != c.want {
			t.Errorf("%s: Ctrl+P chose %q, want %q", s.t(areaInfo[c.area].key), got, c.want)
		}
		pressKey(s, fyne.KeyEscape)
	}
}

// The dialog prints in the language the Printing view starts from, the
// event's print language, and prints in the one chosen instead.
func TestPrintDialogLanguage(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	s, _ := roundOfTwelve(t)
	var sent []string
	s.printFile = func(path string, _ printTarget) error { sent = append(sent, path); return nil }
	s.SetLanguage("fi")
	settings := s.doc.event.Settings
	settings.Language = "et"
	if !s.act(func() error { return s.doc.st.UpdateSettings(settings) }) {
		t.Fatal("the event's print language was not set")
	}
	printingLang := shownView[*printingView](s, areaPrinting).lang.value()
	s.show(areaRounds)
	d := pressedPrint(t, s)
	if printingLang != "et" || d.lang.Selected != i18n.Estonian.Name() {
		t.Fatalf("the dialog starts in %q, the Printing view in %q; want the event's Estonian", d.lang.Selected, printingLang)
	}
	d.lang.SetSelected(i18n.English.Name())
	test.Tap(defaultButton(t, s))
	if len(sent) != 1 {
		t.Fatalf("printed %v", sent)
	}
	en, fi := i18n.For(i18n.English), i18n.For(i18n.Finnish)
	if text := pdftext.File(t, sent[0]); !strings.Contains(text, en.T("print.pairings.title")) {
		t.Errorf("the pairings are not printed in English (%q, the window's %q)", en.T("print.pairings.title"), fi.T("print.pairings.title"))
	}
}

// overlayLabels tells whether a label of the topmost dialog, or the
// error box over it, holds text.
func overlayLabels(s *Shell, text string) bool {
	for _, l := range overlayParts[*widget.Label](s) {
		if strings.Contains(l.Text, text) {
			return true
		}
	}
	// A field's note says its problem as a sentence, after the field's
	// label where the problem does not name it.
	for _, n := range overlayParts[*fieldNote](s) {
		if strings.Contains(strings.ToLower(n.text()), strings.ToLower(text)) {
			return true
		}
	}
	return false
}

// readPages takes pages as print dialogs do and refuses the rest; of a
// 16-page document it names the first page missing and the pages that
// are printed.
func TestReadPages(t *testing.T) {
	for _, c := range []struct {
		in, cups string
		beyond   int
		printed  []int
		bad      bool
	}{
		{"", "", 0, nil, false},
		{" 3 ", "3", 0, []int{3}, false},
		{"1-3, 5", "1-3,5", 0, []int{1, 2, 3, 5}, false},
		{"2–4", "2-4", 0, []int{2, 3, 4}, false},
		{"7,2,2-3", "7,2,2-3", 0, []int{2, 3, 7}, false},
		{"20-25", "20-25", 20, nil, false},
		{"15-25", "15-25", 17, []int{15, 16}, false},
		{"30,1,18-19", "30,1,18-19", 18, []int{1}, false},
		{"0", "", 0, nil, true},
		{"3-1", "", 0, nil, true},
		{"1-", "", 0, nil, true},
		{"a", "", 0, nil, true},
		{"1,,2", "", 0, nil, true},
	} {
		got, err := readPages(c.in)
		if (err != nil) != c.bad || got.cups() != c.cups || got.beyond(16) != c.beyond || !slices.Equal(got.of(16), c.printed) {
			t.Errorf("readPages(%q) = %q, beyond %d, printed %v, %v", c.in, got.cups(), got.beyond(16), got.of(16), err)
		}
	}
}

// Pages past the PDF's end are refused in the dialog once the pages are
// counted, and before that by the print itself, on the PDF it made:
// nothing goes to the printer, and the status no longer says a PDF is
// being made.
func TestPagesPastTheEndAreNotPrinted(t *testing.T) {
	s, _ := roundOfTwelve(t)
	var printed []string
	recordPrints(t, s, &printed)
	pastTheEnd(t, s, func(counted bool, d printDialogParts, pages int, beyond string, queued *[]func()) {
		// A range past the end names its first page missing, not its last.
		d.pages.SetText(strconv.Itoa(pages+1) + "-" + strconv.Itoa(pages+5))
		test.Tap(defaultButton(t, s))
		for _, f := range *queued {
			f()
		}
		if len(printed) != 0 || !overlayLabels(s, beyond) {
			t.Errorf("counted %v: printed %v, no word that the pairing list has %d pages", counted, printed, pages)
		}
		if s.status.Text == s.t("live.print.making") {
			t.Errorf("counted %v: the status still says the PDF is being made", counted)
		}
	})
}

// pastTheEnd opens the print dialog on the pairing list twice: with its
// pages counted in the background before the dialog is used, and not yet
// counted; each time try is given the dialog, the list's page count, the
// refusal of the page after the last, and the dialog's queued background
// work (run it to finish what the dialog started). The dialog and every
// box over it are closed after each try.
func pastTheEnd(t *testing.T, s *Shell, try func(counted bool, d printDialogParts, pages int, beyond string, queued *[]func())) {
	_, pdf, err := makePDF(s.doc, s.lang, s.printers[areaRounds]())
	if err != nil {
		t.Fatal(err)
	}
	pages := printing.PageCount(pdf)
	beyond := s.t("printdialog.pages.beyond", "count", pages, "page", pages+1)
	for _, counted := range []bool{true, false} {
		var queued []func()
		s.background = func(f func()) { queued = append(queued, f) }
		pressShortcut(s, ctrl(fyne.KeyP))
		if counted {
			for _, f := range queued {
				f()
			}
		}
		queued = nil
		try(counted, openedPrintDialog(t, s), pages, beyond, &queued)
		closeBoxes(s)
	}
}

// Preview shows the choice in the system's viewer and leaves the dialog
// open to print it; a viewer that does not start is said in the dialog.
func TestPrintDialogPreview(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	s, _ := roundOfTwelve(t)
	var shown []string
	s.openFile = func(path string) error { shown = append(shown, path); return nil }
	d := pressedPrint(t, s)
	d.what.SetSelected(d.what.Options[1]) // the round pack, the parts ticked at first
	test.Tap(findButton(t, s, s.t("printdialog.preview")))
	if len(shown) != 1 || filepath.Base(shown[0]) != "round-1.pdf" {
		t.Fatalf("the viewer was given %v, want round-1.pdf", shown)
	}
	if text := pdftext.File(t, shown[0]); !strings.Contains(text, s.t("print.scoresheet.title")) {
		t.Error("the preview is not the whole round pack")
	}
	if s.win.Canvas().Overlays().Top() == nil || !overlayLabels(s, s.t("printdialog.previewed", "file", shown[0])) {
		t.Error("the dialog closed, or does not say where the preview is")
	}
	// The pages asked are the pages previewed: page 1, the pairing list.
	d.pages.SetText("1")
	test.Tap(findButton(t, s, s.t("printdialog.preview")))
	if text := pdftext.File(t, shown[1]); strings.Count(text, "\f") != 1 || !strings.Contains(text, s.t("print.pairings.title")) {
		t.Errorf("the preview of page 1 has %d pages", strings.Count(text, "\f"))
	}
	d.pages.SetText("")
	s.openFile = func(string) error { return errors.New("no viewer") }
	test.Tap(findButton(t, s, s.t("printdialog.preview")))
	if !overlayLabels(s, "no viewer") {
		t.Error("a viewer that did not start is not said in the dialog")
	}
}

// A round pack with no part ticked is refused, in the Printing view as
// in the print dialog, rather than printed as a blank page.
func TestRoundPackWithoutPartsIsRefused(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	s, _ := roundOfTwelve(t)
	v := shownView[*printingView](s, areaPrinting)
	v.docs.SetSelected(s.t("ui.printing.doc.round-pack"))
	for _, c := range v.parts.checks {
		c.SetChecked(false)
	}
	v.save()
	if !overlayLabels(s, s.cat.Sentence(uiError("printdialog.parts.none"))) {
		t.Error("the Printing view's pack of no part was not refused")
	}
	pressKey(s, fyne.KeyEscape)
	for _, c := range pressedPrint(t, s).parts {
		c.SetChecked(false)
	}
	test.Tap(defaultButton(t, s))
	if !overlayLabels(s, s.cat.Sentence(uiError("printdialog.parts.none"))) {
		t.Error("the print dialog's pack of no part was not refused")
	}
}

// Preview refuses a page past the end as Print does: below the pages
// field, saying how many pages there are, the dialog open and no viewer
// started, whether the pages were counted yet or not.
func TestPreviewRefusesPagesPastTheEnd(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	s, _ := roundOfTwelve(t)
	var opened []string
	s.openFile = func(path string) error { opened = append(opened, path); return nil }
	pastTheEnd(t, s, func(counted bool, d printDialogParts, pages int, beyond string, queued *[]func()) {
		box := s.win.Canvas().Overlays().Top()
		d.pages.SetText(strconv.Itoa(pages + 1))
		for _, b := range overlayParts[*button.Button](s) {
			if b.Text == s.t("printdialog.preview") {
				test.Tap(b)
			}
		}
		for _, f := range *queued {
			f()
		}
		// A field's note knows its label; the line beside the buttons,
		// where the refusal went, none.
		var below, beside []string
		for _, n := range overlayParts[*fieldNote](s) {
			if n.problem != "" && n.label != "" {
				below = append(below, n.problem)
			} else if n.problem != "" {
				beside = append(beside, n.problem)
			}
		}
		if len(opened) != 0 || s.win.Canvas().Overlays().Top() != box || len(below) != 1 || !strings.Contains(below[0], beyond) || len(beside) != 0 {
			t.Errorf("counted %v: viewer started on %v, dialog open %v, below a field %q, beside the buttons %q; want %q below the pages",
				counted, opened, s.win.Canvas().Overlays().Top() == box, below, beside, beyond)
		}
	})
}

// Print on the norms of a rapid event, which no norm is earned in, says
// why in the box, wrapped within its width, in every language at
// 1024×700: the reason stood on one line in place of the page count, the
// box as wide as the window and the end of the reason cut off at its edge.
func TestPrintDialogSaysWhyTheDocumentCannotBeMadeWithinTheBox(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	path := filepath.Join(t.TempDir(), "rapid.arbiter")
	settings := tournament.DefaultSettings()
	settings.Name, settings.TimeControl = "Club rapid", "15+10"
	createEvent(t, path, settings, seatedPlayers("Anna", "Boris", "Carl", "Dana")...)
	s := openShell(t, path)
	s.win.Resize(fyne.NewSize(1024, 700))
	inEachLanguage(s, func(l i18n.Lang) {
		s.show(areaNorms)
		pressedPrint(t, s)
		why := s.cat.Error(norms.StandardOnly(&s.doc.event))
		var said *fieldNote
		for _, n := range overlayParts[*fieldNote](s) {
			if n.text() == why {
				said = n
			}
		}
		boxes := openModals[s.win.Canvas()]
		if len(boxes) == 0 {
			t.Fatalf("%s: no box", l)
		}
		switch box := boxes[len(boxes)-1].pop.Content; {
		case box.Size().Width > 600:
			t.Errorf("%s: the box is %v wide in a window of %v", l, box.Size().Width, s.win.Canvas().Size().Width)
		case said == nil:
			t.Errorf("%s: the box does not say %q", l, why)
		case !said.fits():
			t.Errorf("%s: %q does not fit its %d lines in %v", l, why, said.lines, said.Size().Width)
		}
		closeBoxes(s)
	})
}

// Why a document cannot be made, found as its pages are counted, is said
// whole: the Norms view's Ctrl+P in an Estonian FIDE-rated round robin
// said why no 1953 category is earned under the FIDE Laws in the count's
// three lines, cut with "…" before it named where the title norms are.
func TestPrintDialogSaysTheCountsRefusalWhole(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	path := filepath.Join(t.TempDir(), "fide.arbiter")
	settings := tournament.DefaultSettings()
	settings.Name, settings.TimeControl, settings.Rules.FIDERated = "Club", "90+30", true
	createEvent(t, path, settings, seatedPlayers("Anna", "Boris", "Carl", "Dana")...)
	s := openShell(t, path)
	s.background = func(f func()) { f() } // the count is there as the dialog opens
	s.win.Resize(fyne.NewSize(1024, 700))
	inEachLanguage(s, func(l i18n.Lang) {
		s.show(areaNorms)
		pressedPrint(t, s)
		var said *fieldNote
		for _, n := range overlayParts[*fieldNote](s) {
			if n.problem != "" {
				said = n
			}
		}
		switch {
		case said == nil:
			t.Errorf("%s: the print dialog of the Norms view refuses nothing", l)
		case !said.fits():
			t.Errorf("%s: %q does not fit its %d lines in %v", l, said.problem, said.lines, said.Size().Width)
		}
		closeBoxes(s)
	})
}

// TestTablesAfterTheLastRoundNamedFinal: the print dialog names the
// standings printed after the last round final, as the sheet is headed
// (standings.Over), and those after an earlier round after it.
func TestTablesAfterTheLastRoundNamedFinal(t *testing.T) {
	s := openShell(t, testevent.File(t, 12, 7, 7, 0))
	standingsDoc := printDocs[slices.IndexFunc(printDocs, func(d printDoc) bool { return d.file == "standings" })]
	name := s.t(standingsDoc.key)
	for round, want := range map[int]string{6: s.t("printdialog.what.after", "doc", name, "n", 6), 7: s.t("printdialog.what.final", "doc", name)} {
		if got := s.jobLabel(printJob{doc: standingsDoc, round: round}); got != want {
			t.Errorf("the standings after round %d named %q, want %q", round, got, want)
		}
	}
}
