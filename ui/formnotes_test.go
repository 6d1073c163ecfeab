package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/i18n"
	"arbiter/tournament"
)

// The settings' name, site, organiser and chief arbiter are free text the
// event refuses with a hidden character in it (input.ValidateText): each
// says so below itself, all at once, naming the field, in every language
// at 1024×700, and nothing is saved. They had no note: the first of them
// was said beside the buttons, naming no field.
func TestSettingsTextFieldsShowTheirProblemsInPlace(t *testing.T) {
	s := smallShell(t)
	was := s.doc.event.Settings
	for _, l := range i18n.Complete {
		v := settingsIn(s, l)
		typed := map[*field]string{
			v.name: "Open\u200b", v.site: "Tampere\u202e", v.organiser: "Club\u00ad", v.chief: "Arbiter\u200d",
		}
		for f, n := range saveTyped(t, l, v, typed) {
			if text := typed[f]; !strings.Contains(n.problem, strings.TrimRightFunc(text, func(r rune) bool { return r > 0x7f })) || !strings.Contains(strings.ToLower(n.problem), strings.ToLower(n.label)) {
				t.Errorf("%s: below %q (%s): %q", l, text, n.label, n.problem)
			}
		}
		if v.problem.problem != "" {
			t.Errorf("%s: beside the buttons: %q", l, v.problem.problem)
		}
		if st := s.doc.event.Settings; st.Name != was.Name || st.Site != was.Site || st.Organiser != was.Organiser || st.ChiefArbiter != was.ChiefArbiter {
			t.Errorf("%s: settings saved: %+v", l, st)
		}
	}
	s.SetLanguage(i18n.English)
}

// The venue's form adding a deputy arbiter says at once that his name
// holds a ";" and his FIDE id is no number, each below its field and
// naming it, in every language at 1024×700; nothing moves and nobody is
// added. A name the store refuses (another deputy's, added beside the
// window) is said below the name, what was typed kept. The form said one
// problem at a time in a box over the view.
func TestDeputyFormShowsEveryProblemAtOnceInPlace(t *testing.T) {
	s := smallShell(t)
	inEachLanguage(s, func(l i18n.Lang) {
		v := shownView[*venueView](s, areaVenue)
		v.refresh()
		// Typed into from the keyboard, which brings the form into
		// sight (a refused form out of sight is brought into it).
		s.win.Canvas().Focus(v.name)
		before := controlPositions(v.box)
		v.name.SetText("Kask; Mets")
		v.fide.SetText("12a")
		venueButton(t, v.box, s.t("ui.deputies.add")).OnTapped()
		got := fieldProblems(v.box)
		if len(got) != 2 || !strings.Contains(got[0], ";") || !strings.Contains(got[1], "12a") {
			t.Errorf("%s: below the fields: %q", l, got)
		}
		for _, f := range drawnObjects(v.box) {
			if f, ok := f.(*widget.Form); ok {
				namesItsField(t, f, string(l))
			}
		}
		for _, o := range drawnObjects(v.box) {
			if n, ok := o.(*fieldNote); ok && !n.fits() {
				t.Errorf("%s: %q wraps to more than %d lines in %v points", l, n.problem, n.lines, n.Size().Width)
			}
		}
		if after := controlPositions(v.box); !slices.Equal(before, after) {
			t.Errorf("%s: the view's fields, labels and buttons moved", l)
		}
		if len(openModals[s.win.Canvas()]) != 0 {
			t.Errorf("%s: a box opened: %s", l, topMessage(s))
		}
		if ds, _ := s.doc.st.Deputies(); len(ds) != 0 {
			t.Fatalf("%s: deputies %v", l, ds)
		}
	})
	// The store judges the name against the deputies it holds, which the
	// view has not shown yet.
	v := s.areaView(areaVenue).(*venueView)
	if _, err := s.doc.st.AddDeputy(tournament.Deputy{Name: "Kask"}, false); err != nil {
		t.Fatal(err)
	}
	v.name.SetText("kask")
	v.fide.SetText("501234")
	venueButton(t, v.box, s.t("ui.deputies.add")).OnTapped()
	if got := fieldProblems(v.box); len(got) != 1 || !strings.Contains(got[0], "kask") || len(openModals[s.win.Canvas()]) != 0 {
		t.Errorf("the store's refusal: %q, %d boxes", got, len(openModals[s.win.Canvas()]))
	}
	if v.name.Text != "kask" || v.fide.Text != "501234" {
		t.Errorf("typed text lost: %q, %q", v.name.Text, v.fide.Text)
	}
}

// The prize editor says at once that a group's line, a prize's line and
// the currency are refused, each below its field, in every language at
// 1024×700; nothing moves, the box fits and nothing is saved. The event's
// rule (prizes.Check) is asked again past a refused field: a band upside
// down and a prize of a group that does not exist are said together. The
// editor said one problem a Save on a line that appeared below the form.
func TestPrizeEditorShowsEveryProblemAtOnceInPlace(t *testing.T) {
	s := smallShell(t)
	v := s.areaView(areaStandings).(*standingsView)
	inEachLanguage(s, func(l i18n.Lang) {
		v.editPrizes()
		// groups, prizes, currency
		fields := overlayParts[*field](s)
		got := inPlaceByDefault(t, s, string(l), func() {
			fields[0].SetText("u1800:rating:x:Under 1800")
			fields[1].SetText("1=300\n2=lots")
			fields[2].SetText("EUR\u200b")
		}, 3)
		saysEach(t, string(l), got, "u1800:rating:x", "2=lots", `EUR\u200b`)
		formsNameTheirFields(t, s, string(l))
		fields[0].SetText("u1800:rating:1800-1000:Band")
		fields[1].SetText("1=300\nu2000:1=50")
		fields[2].SetText("EUR")
		test.Tap(defaultButton(t, s))
		if got := fieldProblems(s.win.Canvas().Overlays().Top()); len(got) != 2 || !strings.Contains(got[0], "1800") || !strings.Contains(got[1], "u2000") {
			t.Errorf("%s: the event's rule past a refused field: %q", l, got)
		}
		if r, err := s.doc.st.PrizeRules(); err != nil || len(r.Groups)+len(r.Prizes) > 0 || r.Currency != "" {
			t.Fatalf("%s: saved %+v, %v", l, r, err)
		}
		closeBoxes(s)
	})
}

// The national list's box says at once that its K and floor are out of
// range, its name missing, one player's rating out of range and
// another's no number, each below its field, in every language at
// 1024×700; a K out of range says so below K. Nothing moves, the boxes
// fit and nothing is saved. The boxes said the first problem only, on a
// line that appeared below them.
func TestRatingFormsShowEveryProblemAtOnceInPlace(t *testing.T) {
	s := smallShell(t)
	v := shownView[*ratingsView](s, areaRatings)
	was := v.opts
	inEachLanguage(s, func(l i18n.Lang) {
		v.editNational()
		overlayParts[*widget.Check](s)[0].SetChecked(true)
		// name, K, floor, federation, each player's rating
		fields := overlayParts[*field](s)
		got := inPlaceByDefault(t, s, string(l), func() {
			fields[0].SetText("")
			fields[1].SetText("200")
			fields[2].SetText("-5")
			fields[4].SetText("4000")
			fields[5].SetText("x")
		}, 5)
		saysEach(t, string(l), got, "200", "-5", "4000", quotedAs(l, "x"))
		formsNameTheirFields(t, s, string(l))
		closeBoxes(s)
		v.pick(0)
		v.editK()
		got = inPlaceByDefault(t, s, string(l), func() {
			overlayParts[*field](s)[0].SetText("45")
		}, 1)
		if !strings.Contains(got[0], "45") {
			t.Errorf("%s: below K: %q", l, got)
		}
		closeBoxes(s)
		if o, err := s.doc.st.RatingOptions(); err != nil || len(o.K) != len(was.K) || len(o.NationalOn()) > 0 {
			t.Fatalf("%s: saved %+v, %v", l, o, err)
		}
	})
}

// Print says at once that the round pack has no part ticked, the copies
// are no number and the pages no list, each below its field, in every
// language at 1024×700; nothing moves, the box fits and nothing is
// printed. It said the first of them only, on a line that appeared below
// the box.
func TestPrintDialogShowsEveryProblemAtOnceInPlace(t *testing.T) {
	s, _ := roundOfTwelve(t)
	s.win.Resize(fyne.NewSize(1024, 700))
	var printed []string
	recordPrints(t, s, &printed)
	inEachLanguage(s, func(l i18n.Lang) {
		s.show(areaRounds)
		d := pressedPrint(t, s)
		d.what.SetSelected(d.what.Options[1])
		got := inPlaceByDefault(t, s, string(l), func() {
			for _, c := range d.parts {
				c.SetChecked(false)
			}
			d.copies.SetText("kaksi")
			d.pages.SetText("3-1")
		}, 3)
		saysEach(t, string(l), got, s.cat.Sentence(uiError("printdialog.parts.none")), "kaksi", "3-1")
		formsNameTheirFields(t, s, string(l))
		if len(printed) > 0 {
			t.Fatalf("%s: printed %q", l, printed)
		}
		closeBoxes(s)
	})
}

// A refused field below the settings view's edge at 1024×700 is brought
// into sight, its label and its problem with it, and has the keyboard,
// in every language: the time control's problem was said out of sight,
// and nothing seemed to change. A form whose first problem is in sight
// does not move, nor takes the keyboard from where it was: the name's,
// at the top, nor the time control's saved again where it shows.
func TestARefusedFieldOutOfSightIsBroughtIntoIt(t *testing.T) {
	s := smallShell(t)
	for _, l := range i18n.Complete {
		v := settingsIn(s, l)
		scroll := settingsScroll(t, v, l)
		shown := func(f *field) bool {
			_, _, ok := inSight(v, scroll, f)
			return ok
		}
		if shown(v.timeControl) {
			t.Fatalf("%s: the time control is in sight before the view scrolls: the test shows nothing", l)
		}
		v.timeControl.SetText("90++30")
		v.save()
		if v.notes[v.timeControl].problem == "" {
			t.Fatalf("%s: 90++30 not refused", l)
		}
		if !shown(v.timeControl) || s.win.Canvas().Focused() != v.timeControl {
			t.Errorf("%s: after Save the view stands at %v, the time control in sight %v, the keyboard on %T", l, scroll.Offset, shown(v.timeControl), s.win.Canvas().Focused())
		}
		at := scroll.Offset
		v.save()
		if scroll.Offset != at {
			t.Errorf("%s: saved again, the view moved from %v to %v with the problem in sight", l, at, scroll.Offset)
		}
		v.revert()
		scroll.ScrollToTop()
		s.win.Canvas().Focus(v.site)
		v.name.SetText("Open\u200b")
		v.save()
		if scroll.Offset.Y != 0 || s.win.Canvas().Focused() != v.site {
			t.Errorf("%s: the name refused at the top: the view at %v, the keyboard on %T", l, scroll.Offset, s.win.Canvas().Focused())
		}
	}
	s.SetLanguage(i18n.English)
}

// A field's placeholder is not the example its note says below it: the
// event's host federation, the chief arbiter's FIDE id and the deputies
// in the settings, and a player's birth date in the player's form, said
// the same words twice, one above the other.
func TestNoFieldSaysItsExampleTwice(t *testing.T) {
	s, _ := roundOfTwelve(t)
	for w, n := range shownView[*settingsView](s, areaSettings).notes {
		if f, ok := w.(*field); ok && f.PlaceHolder != "" && f.PlaceHolder == n.example {
			t.Errorf("settings, %s: the placeholder and the note both say %q", n.label, n.example)
		}
	}
	shownView[*playersView](s, areaPlayers).openDialog(tournament.Player{})
	for _, n := range overlayParts[*fieldNote](s) {
		for _, f := range overlayParts[*field](s) {
			if f.PlaceHolder != "" && f.PlaceHolder == n.example {
				t.Errorf("player's form: a placeholder and a note both say %q", n.example)
			}
		}
	}
}

// Tab through the settings view at 1024×700 keeps the field with the
// keyboard in sight, with its note, in every language: from the chief arbiter's FIDE ID
// on, Tab went on through fields, drop-downs and tick boxes below the
// window's foot while the view stood still, so that the time control and
// the game type were typed blind.
func TestTabKeepsTheSettingsFieldInSight(t *testing.T) {
	s := smallShell(t)
	for _, l := range i18n.Complete {
		v := settingsIn(s, l)
		scroll := settingsScroll(t, v, l)
		scroll.ScrollToTop()
		c := s.win.Canvas()
		c.Focus(v.name)
		reached := map[string]bool{}
		for i := 0; i < 80; i++ {
			c.FocusNext()
			f := c.Focused()
			o, ok := f.(fyne.CanvasObject)
			if f == v.name {
				break // round the window and back
			}
			if !ok || !shownIn(scroll, o) {
				continue // a field's own button (the time control's presets), Save, or the window's other parts
			}
			if top, view, ok := inSight(v, scroll, o); !ok {
				t.Errorf("%s: Tab %d put the keyboard on a %T at %v, out of the view's %v–%v", l, i+1, f, top, view, view+scroll.Size().Height)
			}
			switch f {
			case v.timeControl:
				reached["time control"] = true
			case v.gameType.sel:
				reached["game type"] = true
			case v.rules.flagClaimOnly:
				reached["flag claimed only"] = true
			}
		}
		for _, want := range []string{"time control", "game type", "flag claimed only"} {
			if !reached[want] {
				t.Errorf("%s: Tab from the name never reached the %s", l, want)
			}
		}
	}
	s.SetLanguage(i18n.English)
}

// inSight is whether o, with its note below it where it has one, stands
// within the settings' scroll's view; top is o's and view the view's top.
func inSight(v *settingsView, scroll *container.Scroll, o fyne.CanvasObject) (top, view float32, ok bool) {
	d := fyne.CurrentApp().Driver()
	top, view = d.AbsolutePositionForObject(o).Y, d.AbsolutePositionForObject(scroll).Y
	bottom := top + o.Size().Height
	if n := v.notes[o]; n != nil {
		bottom = d.AbsolutePositionForObject(n).Y + n.Size().Height
	}
	return top, view, top >= view && bottom <= view+scroll.Size().Height
}

// settingsScroll is the scroll the settings view's fields move in.
func settingsScroll(t *testing.T, v *settingsView, l i18n.Lang) *container.Scroll {
	t.Helper()
	var scroll *container.Scroll
	walkShown(v.content, func(o fyne.CanvasObject, _ fyne.Position, _ []fyne.CanvasObject) bool {
		scroll, _ = o.(*container.Scroll)
		return scroll != nil
	})
	if scroll == nil {
		t.Fatalf("%s: the settings have no scroll", l)
	}
	return scroll
}

// quotedAs is what was typed, quoted in a message as language l quotes.
func quotedAs(l i18n.Lang, typed string) string {
	marks := map[i18n.Lang][2]string{i18n.Finnish: {"”", "”"}, i18n.Estonian: {"„", "“"}}[l]
	if marks[0] == "" {
		marks = [2]string{`"`, `"`}
	}
	return marks[0] + typed + marks[1]
}

// Enter in the deputy's name or FIDE id adds him, as the button does:
// typed from the keyboard, the Publish view's Enter did nothing and said
// nothing, the name left in its field and no PIN given.
func TestEnterInTheDeputyFormAddsHim(t *testing.T) {
	s := smallShell(t)
	v := shownView[*venueView](s, areaVenue)
	v.refresh()
	for _, tt := range []struct {
		f    func() *field
		name string
	}{{func() *field { return v.name }, "Liis Tamm"}, {func() *field { return v.fide }, "Jaan Kask"}} {
		v.name.SetText(tt.name)
		s.win.Canvas().Focus(tt.f())
		tt.f().TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		ds, _ := s.doc.st.Deputies()
		if !slices.ContainsFunc(ds, func(d tournament.Deputy) bool { return d.Name == tt.name }) {
			t.Errorf("Enter in a field of the deputy form: deputies %v, want %s among them", ds, tt.name)
		}
		closeBoxes(s)
	}
}
