package ui

import (
	"bytes"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/cli"
	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/berger"
	"arbiter/tournament/norms"
	"arbiter/tournament/rating"
	"arbiter/tournament/ratingreport"
	"arbiter/ui/button"
	"arbiter/words"
)

// normEventFile makes an event file of testevent.Norm, played under the
// 1953 code: it gives the FIDE title norms and changes and the 1953
// categories alike (norms.Scope).
func normEventFile(t *testing.T) string {
	t.Helper()
	return testevent.EventFile(t, under1953(testevent.Norm(t)))
}

// The Ratings view shows each player's norms in short and the selected
// player's in full, and sets K with its reason as one undoable action; a
// K that is no number or out of range is refused with the dialog open.
func TestRatingsView(t *testing.T) {
	s := openShell(t, normEventFile(t))
	v := shownView[*ratingsView](s, areaRatings)
	if got := v.grid.rows[0][2]; got != "GM ✓, IM ✓" {
		t.Errorf("player 1 norms %q", got)
	}
	if got := v.grid.rows[1][2]; got != "GM ✗, IM ✗, WGM ✗" {
		t.Errorf("player 2 norms %q", got)
	}
	v.pick(1)
	if !strings.Contains(v.detail.Text, "WGM: not made — ½ point short (4½ of 9 needed)") || !strings.Contains(v.detail.Text, "K 20 (under 2400)") {
		t.Errorf("detail: %q", v.detail.Text)
	}
	v.editK()
	form := overlayParts[*widget.Form](s)[0]
	entry := itemField(form.Items[0])
	reason := form.Items[1].Widget.(*picker)
	save := findButton(t, s, s.t("ui.save"))
	entry.SetText("forty")
	test.Tap(save)
	if o, _ := s.doc.st.RatingOptions(); len(o.K) != 0 {
		t.Fatalf("a K that is no number was stored: %+v", o)
	}
	if !noteSays(s, s.t("ui.ratings.bad-k", "value", "forty")) {
		t.Error("no problem below K forty")
	}
	entry.SetText("41")
	test.Tap(save)
	if o, _ := s.doc.st.RatingOptions(); len(o.K) != 0 {
		t.Fatalf("K 41 was stored: %+v", o)
	}
	entry.SetText("40")
	reason.SetSelectedIndex(0) // new to the list
	test.Tap(save)
	o, _ := s.doc.st.RatingOptions()
	if k := o.K[v.rows[1].ID]; k != (rating.PlayerK{K: 40, Reason: rating.KNew}) {
		t.Fatalf("stored %+v", o)
	}
	// 40 × (4 − 3.24) = +30.4 where K 20 gave +15.2.
	if got := v.grid.rows[1][6]; got != "+30.4" || v.grid.rows[1][4] != "40" {
		t.Errorf("after K 40: change %q, K %q", got, v.grid.rows[1][4])
	}
	if _, err := s.doc.st.Undo(); err != nil {
		t.Fatal(err)
	}
	s.reload()
	if got := v.grid.rows[1][6]; got != "+15.2" {
		t.Errorf("after undo: %q", got)
	}
	// The exemption of a zonal tournament (1.4.3c): stored, and the verdict
	// says the federation rules were waived.
	v.exemption.sel.SetSelectedIndex(3)
	if o, _ := s.doc.st.RatingOptions(); o.NormExemption != "zonal" {
		t.Errorf("exemption stored as %q", o.NormExemption)
	}
	v.pick(0)
	if !strings.Contains(v.detail.Text, s.t("ratings.norms.exempt")) {
		t.Errorf("detail without the exemption: %q", v.detail.Text)
	}
}

// A team event's Ratings view names each player as the command line's
// --k and the printed report do, TEAM:NO (ratingreport.PlayerRefs), in
// the teams' and their board orders: its number column was empty, a team's
// players having no start number.
func TestRatingsViewNamesTeamPlayersAsTeamAndBoard(t *testing.T) {
	s := openShell(t, newPlayedTeamSwiss(t, 1))
	v := shownView[*ratingsView](s, areaRatings)
	refs := ratingreport.PlayerRefs(&s.doc.event)
	if len(v.rows) != 50 || v.grid.rows[0][0] != "1:1" || v.grid.rows[49][0] != "10:5" {
		t.Fatalf("%d players, the first named %q, the last %q; want 50 from 1:1 to 10:5", len(v.rows), v.grid.rows[0][0], v.grid.rows[len(v.rows)-1][0])
	}
	for i, r := range v.rows {
		if got := v.grid.rows[i][0]; got != refs[r.ID] {
			t.Errorf("%s is named %q, want %q", r.Name, got, refs[r.ID])
		}
	}
}

// A player with no norm verdict is told why: a grandmaster has no norm
// left to earn; a player without the 1.4.1 minimum is told the minimum,
// not that "0 games count" when games were played, at the end in the
// verdict words of every door (words.NormTooFewGames), before it in his
// forecast.
func TestRatingsViewSaysWhyNoNorm(t *testing.T) {
	s := openShell(t, normEventFile(t))
	v := shownView[*ratingsView](s, areaRatings)
	v.pick(2) // 3 Brandt, GM, 9 games
	if !strings.Contains(v.detail.Text, s.t("ui.ratings.no-norm-left")) {
		t.Errorf("GM's detail: %q", v.detail.Text)
	}
	// Player 1 of the norm event, his first game lost by forfeit: 8
	// games at the end.
	ev := testevent.Norm(t)
	for i := range ev.Rounds[0].Pairings {
		switch g := &ev.Rounds[0].Pairings[i]; ev.Players[0].ID {
		case g.White:
			g.Result = tournament.BlackForfeitWin
		case g.Black:
			g.Result = tournament.WhiteForfeitWin
		}
	}
	s = openShell(t, testevent.EventFile(t, ev))
	v = shownView[*ratingsView](s, areaRatings)
	v.pick(0)
	if want := words.NormTooFewGames(s.cat); !strings.Contains(v.detail.Text, want) {
		t.Errorf("detail %q, want %q", v.detail.Text, want)
	}
	// Before the first round of a FIDE-rated event his forecast says it,
	// the minimum named.
	settings := tournament.DefaultSettings()
	settings.Name, settings.Rules.FIDERated = "Test Open", true
	s = openShell(t, createEvent(t, filepath.Join(t.TempDir(), "event.arbiter"), settings, seatedPlayers("Anna", "Boris", "Carl")...))
	v = shownView[*ratingsView](s, areaRatings)
	v.pick(0)
	if want := s.t("forecast.verdict.too-few-games", "games", rating.NormGames); !strings.Contains(v.detail.Text, want) {
		t.Errorf("detail %q, want %q", v.detail.Text, want)
	}
}

// A blitz event's Ratings view says that no norm can be earned there and
// why, above the table and for the player picked, rather than judge norms
// as for standard play or tell him he lacks the games.
func TestRatingsViewOfABlitzEventSaysNoNorm(t *testing.T) {
	ev := testevent.Norm(t)
	ev.Settings.TimeControl = "3'+2\""
	s := openShell(t, testevent.EventFile(t, ev))
	v := shownView[*ratingsView](s, areaRatings)
	want := s.t("norms.error.not-standard.blitz")
	if v.warning.Hidden || !strings.Contains(v.warning.Text, want) {
		t.Errorf("warning %q (hidden %v), want %q", v.warning.Text, v.warning.Hidden, want)
	}
	if c := ratingsColumn(v, s.t("ratings.norms.title")); c >= 0 {
		t.Errorf("a blitz event's table has a title norms column: %q", v.grid.rows[0][c])
	}
	v.pick(0)
	if !strings.Contains(v.detail.Text, want) || strings.Contains(v.detail.Text, s.t("ui.ratings.no-norms", "need", rating.NormGames)) {
		t.Errorf("detail %q, want %q", v.detail.Text, want)
	}
}

// A document that cannot be made says why before a file is chosen for it:
// with no norm met there is no certificate, and no file dialog opens; the
// event not over, the refusal says none is made yet.
func TestNoCertificateSaysSoBeforeTheFileDialog(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris"))
	markFIDERated(t, s) // where title norms can be made
	s.printButtonNamed("norm-certificates", "ui.ratings.certificates").OnTapped()
	if n := len(overlayParts[*widget.Entry](s)); n != 0 {
		t.Errorf("a file dialog opened (%d entries)", n)
	}
	if got, want := topMessage(s), s.t("print.certificate.none-yet"); !strings.Contains(got, want) {
		t.Errorf("message %q, want %q", got, want)
	}
}

// The status line and the history name one K factor in the singular.
func TestRatingOptionsChangeCountsKFactors(t *testing.T) {
	for lang, want := range map[i18n.Lang][2]string{
		i18n.English:  {"(1 K factor set)", "(2 K factors set)"},
		i18n.Finnish:  {"(1 K-kerroin asetettu)", "(2 K-kerrointa asetettu)"},
		i18n.Estonian: {"(1 K-tegur määratud)", "(2 K-tegurit määratud)"},
	} {
		c := i18n.For(lang)
		for i, w := range want {
			if got := c.T("store.audit.ratings.options", "k", i+1); !strings.HasSuffix(got, w) {
				t.Errorf("%s, %d K: %q", lang, i+1, got)
			}
		}
	}
}

// The national list is set in its dialog: on, named, with K and floor and
// the players' ratings; a rating that is no number is refused.
func TestRatingsViewNationalList(t *testing.T) {
	s := openShell(t, normEventFile(t))
	v := shownView[*ratingsView](s, areaRatings)
	v.editNational()
	forms := overlayParts[*widget.Form](s)
	if len(forms) != 2 {
		t.Fatalf("%d forms in the dialog", len(forms))
	}
	overlayParts[*widget.Check](s)[0].SetChecked(true)
	list, players := forms[0], forms[1]
	if len(list.Items) != 4 { // the players' ratings are laid out first
		list, players = players, list
	}
	if got := itemField(list.Items[0]).PlaceHolder; got != s.t("ui.ratings.national-name-hint") {
		t.Errorf("the list name's hint is %q", got)
	}
	itemField(list.Items[0]).SetText("SSSL")
	itemField(list.Items[1]).SetText("20")
	itemField(list.Items[2]).SetText("1000")
	for i, r := range []string{"2200", "2100", "23oo"} {
		itemField(players.Items[i]).SetText(r)
	}
	save := findButton(t, s, s.t("ui.save"))
	test.Tap(save)
	if o, _ := s.doc.st.RatingOptions(); len(o.NationalLists) > 0 {
		t.Fatalf("stored with a rating 23oo: %+v", o.NationalLists)
	}
	if want := s.t("ui.settings.not-number", "field", players.Items[2].Text, "text", "23oo"); !noteSays(s, want) {
		t.Errorf("no line %q below the rating", want)
	}
	itemField(players.Items[2]).SetText("2300")
	test.Tap(save)
	o, _ := s.doc.st.RatingOptions()
	if len(o.NationalLists) != 1 {
		t.Fatalf("stored %+v", o.NationalLists)
	}
	if n := o.NationalLists[0]; n.Name != "SSSL" || n.Federation != "" || n.K != 20 || n.Floor != 1000 || len(n.Ratings) != 3 {
		t.Fatalf("stored %+v", n)
	}
	v.pick(0)
	if !strings.Contains(v.detail.Text, "SSSL: 2200, new 2220 (+20.0)") {
		t.Errorf("detail: %q", v.detail.Text)
	}
}

// TestRatingsViewTwoNationalLists: a Helsinki event with Estonians sets
// the Finnish list in the box, then, picking "A new list" in its
// drop-down, the Estonian one beside it; both are kept, each player's
// detail names his own list's line, and a German's says that his
// federation has none.
func TestRatingsViewTwoNationalLists(t *testing.T) {
	s := openShell(t, normEventFile(t))
	v := shownView[*ratingsView](s, areaRatings)
	fill := func(name, fed, k string, ratings map[int]string) {
		t.Helper()
		overlayParts[*widget.Check](s)[0].SetChecked(true)
		forms := overlayParts[*widget.Form](s)
		list, players := forms[0], forms[1]
		if len(list.Items) != 4 {
			list, players = players, list
		}
		for i, text := range []string{name, k, "1000", fed} {
			itemField(list.Items[i]).SetText(text)
		}
		for i, r := range ratings {
			itemField(players.Items[i]).SetText(r)
		}
		test.Tap(findButton(t, s, s.t("ui.save")))
	}
	v.editNational()
	if len(overlayParts[*picker](s)) != 0 {
		t.Fatal("a drop-down of lists where the event has none")
	}
	fill("SSSL", "fin", "20", map[int]string{0: "2200", 5: "2100"})
	v.editNational()
	pickers := overlayParts[*picker](s)
	if len(pickers) != 1 || len(pickers[0].Options) != 2 || pickers[0].Selected != "SSSL · FIN" {
		t.Fatalf("the lists' drop-down: %d", len(pickers))
	}
	pickers[0].SetSelectedIndex(1)
	if got := overlayParts[*picker](s); len(got) != 1 || got[0].Selected != s.t("ui.ratings.national-new") {
		t.Fatal("picking a new list opened no box of its own")
	}
	fill("EML", "EST", "15", map[int]string{1: "2300", 4: "2250"})
	o, _ := s.doc.st.RatingOptions()
	if len(o.NationalLists) != 2 || o.NationalLists[0].Federation != "FIN" || o.NationalLists[1].Name != "EML" || len(o.NationalLists[1].Ratings) != 2 {
		t.Fatalf("stored %+v", o.NationalLists)
	}
	// Her games against players off her list are said in her detail, as
	// the command line and the sheet say them under the list's table.
	for i, want := range map[int]string{0: "SSSL: 2200", 1: "EML: 2300", 2: s.t("ui.ratings.national-unlisted", "federation", "GER"), 4: "EML: Games against opponents off the list, not counted on it: "} {
		v.pick(i)
		if !strings.Contains(v.detail.Text, want) {
			t.Errorf("player %d's detail lacks %q: %q", i+1, want, v.detail.Text)
		}
	}
}

// The selected player's K and norms show whole at 1024×700 in every
// language, every player in turn, the window no larger and the table
// keeping its heading and three rows to pick from: in sight, or, where
// they take more lines than the table leaves them (an unrated woman's four
// verdicts, each with up to six needs, took some twenty lines, cut below
// the window's edge, the table one row), in a scroller of their own that
// takes all that room and brings their last line into sight. After the
// last round, and before it, where a player's forecast is shown.
func TestRatingsDetailWholeAt1024(t *testing.T) {
	for name, file := range map[string]string{
		"over":                normEventFile(t),
		"before last":         testevent.EventFile(t, testevent.NormTenRounds(t, tournament.NoResult)),
		"untitled woman last": testevent.EventFile(t, swissWithUntitledWomanLast(t)),
	} {
		t.Run(name, func(t *testing.T) { ratingsDetailWholeAt1024(t, file) })
	}
}

func ratingsDetailWholeAt1024(t *testing.T, file string) {
	s := openShell(t, file)
	inEachLanguage(s, func(l i18n.Lang) {
		v := shownView[*ratingsView](s, areaRatings)
		for i := range v.rows {
			v.grid.selectRow(i)
			// A wrapped label is as tall as its width makes it, once laid out.
			s.win.Resize(fyne.NewSize(1024, 701))
			what := fmt.Sprintf("%s, player %d", l, i+1)
			checkFits(t, s, smallestRoom(s), what)
			table, least := v.grid.table.Size().Height, v.grid.rowPitch()*4+v.grid.headExtra
			if table < least-0.5 {
				t.Errorf("%s: the table is %.0f px high, its heading and three rows need %.0f", what, table, least)
			}
			need, has := v.detail.MinSize().Height, v.detail.Size().Height
			if has < need-0.5 {
				t.Errorf("%s: the detail needs %.0f px, has %.0f: %q", what, need, has, v.detail.Text)
			}
			var sc *container.Scroll
			for _, o := range drawnObjects(s.win.Content()) {
				if o, ok := o.(*container.Scroll); ok && o.Content == fyne.CanvasObject(v.detail) {
					sc = o
				}
			}
			if sc == nil || sc.Size().Height >= need-0.5 {
				continue // whole in sight, as far as the window shows it (checkFits)
			}
			if table > least+0.5 {
				t.Errorf("%s: the detail scrolls in %.0f px of %.0f beside a table of %.0f, more than its three rows", what, sc.Size().Height, need, table)
			}
			sc.ScrollToBottom()
			if sc.Offset.Y+sc.Size().Height < need-0.5 {
				t.Errorf("%s: scrolled to its end, the detail shows %.0f px of %.0f", what, sc.Offset.Y+sc.Size().Height, need)
			}
			sc.ScrollToTop()
		}
	})
}

// An arbiter who works by the keys reads an unrated woman's detail to its
// last line at 1024×700 in every language: where it is longer than the
// part the table's three rows leave it, Tab from the table gives it the
// keyboard, and End, Page Down and the arrows move it as they move a box's
// long text, Home back to its first line; Shift+Tab gives the keyboard
// back to the table, its cursor on her still. The keyboard stayed on the
// table, and only the mouse's wheel or the split's handle reached her last
// norm. A detail that fits is no stop of Tab: it goes on to "Set K…".
func TestRatingsDetailScrollsByTheKeys(t *testing.T) {
	s := openShell(t, testevent.EventFile(t, swissWithUntitledWomanLast(t)))
	c := s.win.Canvas()
	inEachLanguage(s, func(l i18n.Lang) {
		v := shownView[*ratingsView](s, areaRatings)
		s.win.Resize(fyne.NewSize(1024, 700))
		c.Focus(v.grid.table)
		pressKey(s, fyne.KeyHome)
		c.FocusNext()
		if c.Focused() != v.setK {
			t.Errorf("%s: Tab from %s's row, whose detail fits, gave the keyboard to a %T, not Set K", l, v.rows[v.selected].Name, c.Focused())
		}
		c.Focus(v.grid.table)
		pressKey(s, fyne.KeyEnd)
		last := len(v.rows) - 1
		if v.selected != last || v.rows[last].Name != "Aino Virtanen" {
			t.Fatalf("%s: End on the table chose row %d of %d", l, v.selected, len(v.rows))
		}
		s.win.Resize(fyne.NewSize(1024, 701)) // the wrapped detail laid out at its width
		need, shows := v.detail.MinSize().Height, v.scroll.Size().Height
		if shows >= need-0.5 {
			t.Fatalf("%s: her detail of %.0f px fits the %.0f px under the table: nothing to scroll", l, need, shows)
		}
		inSight := func(what string) {
			t.Helper()
			if end := v.scroll.Offset.Y + v.scroll.Size().Height; end < need-0.5 {
				t.Errorf("%s: after %s the detail shows down to %.0f px of %.0f", l, what, end, need)
			}
		}
		c.FocusNext()
		part, ok := c.Focused().(*scrollPart)
		if !ok || part.scroll != v.scroll {
			t.Fatalf("%s: Tab from her row gave the keyboard to a %T, not her detail", l, c.Focused())
		}
		if !slices.ContainsFunc(test.WidgetRenderer(part).Objects(), func(o fyne.CanvasObject) bool {
			r, ok := o.(*canvas.Rectangle)
			return ok && r.Visible() && r.StrokeWidth == button.RingWidth
		}) {
			t.Errorf("%s: the detail with the keyboard is not ringed", l)
		}
		pressKey(s, fyne.KeyEnd)
		inSight("Tab and End")
		pressKey(s, fyne.KeyHome)
		if v.scroll.Offset.Y != 0 {
			t.Errorf("%s: Home left the detail at %.0f px", l, v.scroll.Offset.Y)
		}
		pressKey(s, fyne.KeyDown)
		if v.scroll.Offset.Y <= 0 {
			t.Errorf("%s: Down left the detail at its top", l)
		}
		for range 20 {
			pressKey(s, fyne.KeyPageDown)
		}
		inSight("Page Down")
		if v.selected != last || v.grid.chosen != last || v.grid.table.cursor.Row != last {
			t.Errorf("%s: the detail's keys moved the table to row %d (chosen %d, cursor %d), want %d", l, v.selected, v.grid.chosen, v.grid.table.cursor.Row, last)
		}
		c.FocusPrevious()
		if c.Focused() != v.grid.table || v.grid.table.cursor.Row != last {
			t.Errorf("%s: Shift+Tab gave the keyboard to a %T, the table's cursor on row %d; want the table on row %d", l, c.Focused(), v.grid.table.cursor.Row, last)
		}
	})
}

// The Ratings view gives each player's score whole: a double round robin's
// "7½/10" (a club blitz of ten players read "10½/…" and "7½/…" in
// English, where the heading "Score" is narrower than the score).
func TestRatingsScoresWholeInADoubleRoundRobin(t *testing.T) {
	settings := tournament.DefaultSettings()
	settings.Name, settings.System, settings.TimeControl = "Club Blitz", tournament.DoubleRoundRobin, "3+2"
	s := openShell(t, createEvent(t, filepath.Join(t.TempDir(), "blitz.arbiter"), settings,
		seatedPlayers("Anna Aho", "Boris Berg", "Carl Carlsson", "Dana Dahl", "Eero Eklund", "Fanny Forsman")...))
	for r := 1; r <= 10; r++ {
		for _, pr := range pairRoundRobin(t, s, r).Pairings {
			// The higher seat wins, but for a draw on board 1 of the
			// first half: scores of two figures and a half.
			number := s.doc.event.StartNumbers()
			result := tournament.WhiteWins
			switch {
			case pr.Board == 1 && r <= 5:
				result = tournament.Draw
			case number[pr.White] > number[pr.Black]:
				result = tournament.BlackWins
			}
			if !s.act(func() error { return s.doc.setResult(r, pr.Board, result) }) {
				t.Fatalf("round %d, board %d: result not saved", r, pr.Board)
			}
		}
	}
	for _, l := range i18n.All {
		s.SetLanguage(l)
		v := shownView[*ratingsView](s, areaRatings)
		score := ratingsColumn(v, s.t("ratings.col.score"))
		for _, r := range v.grid.rows {
			if need := cellWidth(r[score], fyne.TextStyle{}); need > v.grid.widths[score] {
				t.Errorf("%s: %s's score %q needs %.2f px, its column is %.2f", l, r[1], r[score], need, v.grid.widths[score])
			}
		}
	}
}

// The norms view of an event under the FIDE Laws gives no 1953
// categories and says why (norms.Scope); under the 1953 code it shows the
// coefficient's arithmetic and each norm's source, and warns while the
// event is unfinished.
func TestNormsViewExplainsAndWarns(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris", "Carl", "Dana"))
	v := shownView[*normsView](s, areaNorms)
	if why := s.cat.Error(norms.ScopeOf(&s.doc.event).Categories); why == "" || !strings.Contains(v.summary.Text, why) || len(v.rows) > 0 {
		t.Errorf("under the FIDE Laws: %q, %d rows; want %q", v.summary.Text, len(v.rows), why)
	}
	st := s.doc.event.Settings
	st.Ruleset = "USSR1953"
	if err := s.doc.updateSettings(st, nil, nil); err != nil {
		t.Fatal(err)
	}
	s.reload()
	s.show(areaNorms)
	if !strings.Contains(v.summary.Text, " = ") || !strings.Contains(v.summary.Text, "÷") {
		t.Errorf("no arithmetic: %q", v.summary.Text)
	}
	if warn := v.warning.Text; v.warning.Hidden || !strings.Contains(warn, s.t("print.norms.provisional", "done", 0, "total", 3)) {
		t.Errorf("warnings: %q (hidden %v)", warn, v.warning.Hidden)
	}
}

// under1953 is ev played under the 1953 code, which gives its categories.
func under1953(ev *tournament.Event) *tournament.Event {
	ev.Settings.Ruleset = rules.USSR1953
	return ev
}

// newEvent1953File is newEventFile under the 1953 code.
func newEvent1953File(t *testing.T, names ...string) string {
	t.Helper()
	settings := tournament.DefaultSettings()
	settings.Name, settings.Ruleset = "Test Open", rules.USSR1953
	return createEvent(t, filepath.Join(t.TempDir(), "event.arbiter"), settings, seatedPlayers(names...)...)
}

// The needs' mark for a norm's points reached is explained under the
// table, as on paper and on the command line, and only where a row has it.
func TestNormsViewExplainsTheNeedsMark(t *testing.T) {
	for _, c := range []struct {
		file   string
		marked bool
	}{{normEventFile(t), true}, {newEvent1953File(t, "Anna", "Boris", "Carl", "Dana"), false}} {
		s := openShell(t, c.file)
		v := shownView[*normsView](s, areaNorms)
		marked := slices.ContainsFunc(v.rows, func(r []string) bool { return strings.Contains(r[4], words.NeedMet) })
		if marked != c.marked {
			t.Fatalf("%s: a norm's points marked %v, want %v: the event tests nothing", c.file, marked, c.marked)
		}
		if legend := strings.Contains(v.summary.Text, words.NeedMetLegend(s.cat)); legend != marked {
			t.Errorf("%s: marked %v, the legend under the table %v: %q", c.file, marked, legend, v.summary.Text)
		}
	}
}

// The tables show every column without a sideways scroll at 1024×700 in
// every language: the Finnish norms, players and standings tables were
// wider than the window. (The crosstable of a round robin grows with the
// field and may scroll.)
func TestTablesFitTheWindow(t *testing.T) {
	s := openShell(t, normEventFile(t)) // played: verdicts and norms are long
	room := smallestRoom(s)
	for _, l := range i18n.All {
		s.SetLanguage(l)
		for _, a := range []area{areaPlayers, areaRounds, areaStandings, areaNorms, areaRatings, areaFile, areaAudit} {
			s.show(a)
			checkFits(t, s, room, fmt.Sprintf("%s, %s", l, s.t(areaInfo[a].key)))
			g := s.areaView(a).(tabular).table()
			if g.width > g.table.Size().Width {
				t.Errorf("%s, %s: the columns need %.0f px, the table is %.0f wide", l, s.t(areaInfo[a].key), g.width, g.table.Size().Width)
			}
		}
	}
}

// tabular is a view that shows a table, for the tests that check every
// table alike.
type tabular interface{ table() *grid }

func (v *playersView) table() *grid { return v.grid }
func (v *roundsView) table() *grid  { return v.grid }
func (f reportFrame) table() *grid  { return f.grid }
func (v *normsView) table() *grid   { return v.grid }
func (v *ratingsView) table() *grid { return v.grid }
func (v *fileView) table() *grid    { return v.grid }
func (v *auditView) table() *grid   { return v.grid }

// reportFrameOf is the frame of the standings or the crosstable view
// shown in area a.
func reportFrameOf(t *testing.T, s *Shell, a area) reportFrame {
	t.Helper()
	switch v := s.areaView(a).(type) {
	case *standingsView:
		return v.reportFrame
	case *crosstableView:
		return v.reportFrame
	}
	t.Fatalf("area %d shows neither the standings nor the crosstable", a)
	return reportFrame{}
}

// A verdict cut in its cell is given whole under the table for the
// selected player; after a language switch the line gives its hint again.
func TestNormsDetailGivesTheVerdictWhole(t *testing.T) {
	s := openShell(t, normEventFile(t))
	v := shownView[*normsView](s, areaNorms)
	if v.detail.Text != s.t("ui.norms.pick") {
		t.Errorf("before a selection: %q", v.detail.Text)
	}
	v.grid.selectRow(0)
	if row := v.rows[0]; !strings.Contains(v.detail.Text, row[1]) || !strings.HasSuffix(v.detail.Text, row[5]) {
		t.Errorf("row 0 %q: detail %q", row, v.detail.Text)
	}
	if v.rows[0][0] == "" {
		t.Error("no number in the No. column")
	}
	s.SetLanguage("fi")
	v = s.areaView(areaNorms).(*normsView)
	if v.detail.Text != s.t("ui.norms.pick") {
		t.Errorf("after the rows changed: %q", v.detail.Text)
	}
}

// A player struck from the table by his withdrawal (1953 §27) has no
// needs: his detail line reads "name — withdrawn: out of reach", without
// an empty part between two dashes.
func TestNormsDetailOfStruckPlayer_1953_27(t *testing.T) {
	row := []string{"3", "Carl", "II", "", "", "withdrawn: out of reach"}
	if got, want := detailHead(row), "Carl — withdrawn: out of reach"; got != want {
		t.Errorf("detail %q, want %q", got, want)
	}
	row[4] = "V 6"
	if got, want := detailHead(row), "Carl — V 6 — withdrawn: out of reach"; got != want {
		t.Errorf("detail %q, want %q", got, want)
	}
}

// The 1953 categories are named in the window as on paper, in the
// language's own letters: Finnish ME, UM, SM and Estonian MK, MS, SM for
// candidate master, master of sport and grandmaster; the Roman numerals
// as they are.
func TestCategoriesInTheLanguagesLetters(t *testing.T) {
	path := filepath.Join(t.TempDir(), "event.arbiter")
	var players []tournament.Player
	for i, c := range []tournament.Category{tournament.CandidateMaster, tournament.MasterOfSport, tournament.Grandmaster, tournament.CategoryI} {
		players = append(players, tournament.Player{Name: fmt.Sprintf("Player %d", i+1), Seat: i + 1, Category: c})
	}
	createEvent(t, path, tournament.DefaultSettings(), players...)
	s := openShell(t, path)
	for lang, want := range map[i18n.Lang][]string{i18n.English: {"CM", "MS", "GM", "I"}, i18n.Finnish: {"ME", "UM", "SM", "I"}, i18n.Estonian: {"MK", "MS", "SM", "I"}} {
		s.SetLanguage(lang)
		s.show(areaPlayers)
		g := s.areaView(areaPlayers).(tabular).table()
		var got []string
		for _, r := range g.rows {
			got = append(got, r[5])
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: categories %v, want %v", lang, got, want)
		}
	}
}

// The standings show the players' clubs in a column of their own, as
// Swiss-Manager's lists do, when any player has one, and still every
// column without a sideways scroll at 1024×700 in every language: the
// club's column gives up width where the window is narrow.
func TestStandingsShowClubsAndFit(t *testing.T) {
	path := filepath.Join(t.TempDir(), "event.arbiter")
	settings := tournament.DefaultSettings()
	settings.System, settings.Rounds = tournament.SwissDutch, 7
	settings.TieBreaks = tournament.SwissDutch.DefaultTieBreaks() // four: BH-C1, BH, SB, wins
	clubs := []string{"Helsingin Shakkiklubi", "Tartu Kabe- ja Maleklubi Kalev", "", "Oulun Shakkikerho"}
	var players []tournament.Player
	for i := range 12 {
		players = append(players, tournament.Player{Name: fmt.Sprintf("Pitkänimi-Virtanen Aleksanteri %d", i+1), Rating: 2200 - 10*i, Club: clubs[i%len(clubs)]})
	}
	createEvent(t, path, settings, players...)
	s := openShell(t, path)
	room := smallestRoom(s)
	for _, l := range i18n.All {
		s.SetLanguage(l)
		s.show(areaStandings)
		checkFits(t, s, room, fmt.Sprintf("%s, the standings", l))
		v := s.areaView(areaStandings).(*standingsView)
		g := v.grid
		if g.heading(3) != s.t("ui.players.col.club") || g.rows[0][3] != clubs[0] {
			t.Errorf("%s: column 4 is %q with %q, want the club", l, g.heading(3), g.rows[0][3])
		}
		if shown := g.width - g.narrowed; shown > g.table.Size().Width {
			t.Errorf("%s: the standings need %.0f px, the table is %.0f wide", l, shown, g.table.Size().Width)
		}
		// A row chosen shows its club cut short whole on the status line.
		if i := slices.IndexFunc(g.rows, func(r []string) bool { return g.cellWidth(r[3], fyne.TextStyle{}) > g.widths[3] }); i >= 0 {
			g.table.Select(widget.TableCellID{Row: slices.Index(g.shown, i), Col: 0})
			if want := g.heading(3) + ": " + g.rows[i][3]; !strings.Contains(s.status.Text, want) {
				t.Errorf("%s: row %d chosen, the status line says %q, want %q", l, i+1, s.status.Text, want)
			}
		} else if l == i18n.Finnish {
			t.Errorf("%s: no club cut at 1024×700: %v", l, g.widths)
		}
		// A club cut short leaves no room empty beside the columns: it
		// was cut at nine letters with 150 px of the table empty.
		if empty := g.table.Size().Width - laidOut(g); g.narrowed > 0 && empty > 8 {
			t.Errorf("%s: the club is %.0f px narrower than its text, and %.0f px of the table are empty", l, g.narrowed, empty)
		}
		s.show(areaPlayers)
		checkFits(t, s, room, fmt.Sprintf("%s, the players", l))
		g = s.areaView(areaPlayers).(*playersView).grid
		if shown := g.width - g.narrowed; shown > g.table.Size().Width {
			t.Errorf("%s: the players need %.0f px, the table is %.0f wide", l, shown, g.table.Size().Width)
		}
	}
	// A laptop's window has room for every club and name whole: they were
	// cut at 160 and 180 px with 250 px of the table empty.
	s.win.Resize(fyne.NewSize(1366, 768))
	for _, l := range i18n.All {
		s.SetLanguage(l)
		g := shownView[*standingsView](s, areaStandings).grid
		empty := g.table.Size().Width - laidOut(g)
		for _, r := range g.rows {
			for _, c := range []int{2, 3} {
				if need := g.cellWidth(r[c], fyne.TextStyle{}); need > g.widths[c] {
					t.Errorf("%s at 1366×768: %q needs %.0f px, its column is %.0f, %.0f px of the table empty", l, r[c], need, g.widths[c], empty)
				}
			}
		}
	}
}

// At 1024×700 the standings of twelve players of clubs up to 13 letters
// show every club whole, in every language: each column is as wide as its
// heading and its values need, no wider, and the rest of the row is the
// names' and the clubs'. Every heading and cell kept the few pixels Fyne's
// ellipsis needs, though an uncut text needs none, and the Estonian
// standings read "Tallinna M…", "Espoon Sh…".
func TestStandingsShowShortClubsWholeAt1024(t *testing.T) {
	clubs := []string{"Kerava Shakki", "Tallinna Male", "Espoon Shakki", "Tartu Vanker"}
	path := testdir.Made(t, t.TempDir(), "clubs.arbiter", "twelve of clubs", func(path string) {
		settings := tournament.DefaultSettings()
		settings.Name, settings.System, settings.Rounds = "Clubs Open", tournament.SwissDutch, 5
		var players []tournament.Player
		for i := 0; i < 12; i++ {
			players = append(players, tournament.Player{Name: fmt.Sprintf("Player Number %d", i+1), Club: clubs[i%len(clubs)], Rating: 2200 - 10*i})
		}
		createEvent(t, path, settings, players...)
	})
	s := openShell(t, path)
	r := shownView[*roundsView](s, areaRounds)
	test.Tap(r.pairBtn)
	typeKeys(s, "105=½1")
	s.win.Resize(fyne.NewSize(1024, 700))
	inEachLanguage(s, func(l i18n.Lang) {
		g := shownView[*standingsView](s, areaStandings).grid
		club := -1
		for i, c := range g.cols {
			if c.title == s.t("ui.players.col.club") {
				club = i
			}
		}
		if club < 0 || len(g.cols) < 8 {
			t.Fatalf("%s: the standings' columns %v: no club or no tie-break", l, g.cols)
		}
		cells := drawnCells(g, club)
		if len(cells) < 12 {
			t.Fatalf("%s: %d clubs drawn, want 12", l, len(cells))
		}
		for _, c := range cells {
			if c.shown != c.text {
				t.Errorf("%s: %q shows %q in %.0f px (the columns: %.0f)", l, c.text, c.shown, g.widths[club], g.widths)
			}
		}
	})
}

// The norms verdicts show whole at 1024×700 in every language: the
// verdict column takes the room the other columns leave, without a
// sideways scroll ("saavutti luokan V, voimassa 2029-…" was cut).
func TestNormsVerdictsWholeAt1024(t *testing.T) {
	s := openShell(t, normEventFile(t))
	room := smallestRoom(s)
	inEachLanguage(s, func(l i18n.Lang) {
		s.show(areaNorms)
		checkFits(t, s, room, fmt.Sprintf("%s, the norms", l))
		g := s.areaView(areaNorms).(*normsView).grid
		last := len(g.cols) - 1
		for _, r := range g.rows {
			if need := cellWidth(r[last], fyne.TextStyle{}); need > g.filled {
				t.Errorf("%s: %q needs %.0f px, its column is %.0f", l, r[last], need, g.filled)
			}
		}
		if total := g.width - g.last + g.filled; total > g.table.Size().Width {
			t.Errorf("%s: the columns take %.0f px of a %.0f px table", l, total, g.table.Size().Width)
		}
	})
}

// TestNormsDetailGivesTheForecast: before the last round the picked
// player's line under the table adds his forecast: the 1953 categories and
// the title norms he can still make, and what they need (player 1 of the
// norm event, 6½/8 before his last game, still on course for the GM norm),
// after what it weighs: his own game still to play (the event's 5 were
// said), a withdrawal not yet recorded changing it.
func TestNormsDetailGivesTheForecast(t *testing.T) {
	s := openShell(t, testevent.EventFile(t, under1953(testevent.NormBeforeLastRound(t))))
	v := shownView[*normsView](s, areaNorms)
	v.grid.selectRow(0)
	testtext.SaysEach(t, "the detail", v.detail.Text, s.t("forecast.title"), s.t("forecast.player.games-left", "games", 1), "GM: ", "IM: ")
	// Whole at 1024×700 in every language, as the Ratings view's is: in a
	// pane of three lines the title norms' forecast lay below its edge,
	// reached by the mouse's wheel alone, the keys keeping the table.
	inEachLanguage(s, func(l i18n.Lang) {
		v := shownView[*normsView](s, areaNorms)
		for i := range v.ids {
			v.grid.selectRow(i)
			s.win.Resize(fyne.NewSize(1024, 701)) // a wrapped label is as tall as its width makes it, once laid out
			checkFits(t, s, smallestRoom(s), fmt.Sprintf("%s, player %d", l, i+1))
			if need, has := v.detail.MinSize().Height, v.detail.Size().Height; need > has+0.5 {
				t.Errorf("%s, player %d: the detail needs %.0f px, has %.0f: %q", l, i+1, need, has, v.detail.Text)
			}
			for _, o := range drawnObjects(s.win.Content()) {
				if sc, ok := o.(*container.Scroll); ok && slices.Contains(drawnObjects(sc), fyne.CanvasObject(v.detail)) && sc.Size().Height < sc.Content.MinSize().Height-0.5 {
					t.Errorf("%s, player %d: the detail scrolls in %.0f px of %.0f: %q", l, i+1, sc.Size().Height, sc.Content.MinSize().Height, v.detail.Text)
				}
			}
			if h := v.grid.table.Size().Height; h < 3*widget.NewLabel("").MinSize().Height {
				t.Errorf("%s, player %d: the table is %.0f px high", l, i+1, h)
			}
		}
	})
}

// TestNormsViewForecastsBeforeTheEnd: before the last round the norms view
// marks a need met only where no result can take it away (the points at
// the end are in hand) and gives each row its forecast, not a verdict
// ("earned V, valid until …") the last round can undo, under a column
// named so; whole at 1024×700 in every language. Once every game is
// played the verdicts are back.
func TestNormsViewForecastsBeforeTheEnd(t *testing.T) {
	s := openShell(t, testevent.EventFile(t, under1953(testevent.NormBeforeLastRound(t))))
	rep, err := norms.ForEvent(&s.doc.event)
	if err != nil {
		t.Fatal(err)
	}
	// The needs as the event stands, which the report no longer gives.
	standing, err := norms.Compute(norms.FromEvent(&s.doc.event), norms.OptionsFrom(s.doc.event.Settings))
	if err != nil {
		t.Fatal(err)
	}
	losable := 0
	for j, p := range rep.Players {
		for i, n := range norms.NeedsAtEnd(p, 1) {
			if standing.Players[j].Needs[i].Met && !n.Met {
				losable++
			}
		}
	}
	if losable == 0 {
		t.Fatal("no need met so far can be lost in the last round: the event tests nothing")
	}
	room := smallestRoom(s)
	inEachLanguage(s, func(l i18n.Lang) {
		s.show(areaNorms)
		checkFits(t, s, room, fmt.Sprintf("%s, the norms before the end", l))
		v := s.areaView(areaNorms).(*normsView)
		g := v.grid
		last := len(g.cols) - 1
		if g.cols[last].title != s.t("forecast.sheet.col") {
			t.Errorf("%s: the last column is %q", l, g.cols[last].title)
		}
		for i, r := range g.rows {
			p := rep.Players[i]
			for k, n := range norms.NeedsAtEnd(p, 1) {
				marked := strings.Contains(strings.Split(r[4], "; ")[k], "✓")
				if marked != n.Met {
					t.Errorf("%s: %s, %q marked %v, the points at the end in hand %v", l, p.Name, r[4], marked, n.Met)
				}
			}
			until, _, _ := strings.Cut(s.t("norms.until", "date", "|"), "|")
			if strings.Contains(r[last], s.t("norms.verdict."+string(norms.Earned), "category", "V")) || strings.Contains(r[last], until) {
				t.Errorf("%s: %s's row gives a verdict before the end: %q", l, p.Name, r[last])
			}
			if need := cellWidth(r[last], fyne.TextStyle{}); need > g.filled {
				t.Errorf("%s: %q needs %.0f px, its column is %.0f", l, r[last], need, g.filled)
			}
			if r[last] == "" {
				t.Errorf("%s: %s's row gives no forecast", l, p.Name)
			}
		}
		t.Logf("%s: %q | %q", l, g.rows[1][4], g.rows[1][last])
	})
}

// noteSays tells whether a field's note in the topmost box says text, as
// a sentence.
func noteSays(s *Shell, text string) bool {
	return slices.ContainsFunc(overlayParts[*fieldNote](s), func(n *fieldNote) bool { return n.problem == i18n.UpperFirst(text) })
}

// laidOut is the width a grid's columns take in its table as Fyne lays
// them out: each column's width and the padding after it, and the
// vertical scroll bar's strip.
func laidOut(g *grid) float32 {
	w := theme.ScrollBarSize()
	for _, c := range g.widths {
		w += c + theme.Padding()
	}
	return w
}

// TestRatingsDetailGivesTheForecastBeforeTheEnd: before the last round the
// Ratings view's line for a player gives his title norms' forecast in the
// words of the Norms view, the sheet and the pages, not "No title norm: a
// norm needs 9 games" alone beside their verdict (player 1 of the norm
// event, 6½/8 before his last game, on course for the GM norm), and his
// cell in the norms column gives it in short, where it was blank for every
// player with fewer than nine games; once every game is played, the
// verdicts alone.
func TestRatingsDetailGivesTheForecastBeforeTheEnd(t *testing.T) {
	ev := testevent.NormBeforeLastRound(t)
	titles, err := norms.TitleNormForecasts(ev, tournament.RatingOptions{})
	if err != nil {
		t.Fatal(err)
	}
	s := openShell(t, testevent.EventFile(t, ev))
	inEachLanguage(s, func(l i18n.Lang) {
		v := shownView[*ratingsView](s, areaRatings)
		v.pick(0)
		want := words.TitleForecastLines(s.cat, titles[0])
		if len(want) == 0 {
			t.Fatal("player 1 has no title norm to forecast: the event tests nothing")
		}
		testtext.SaysEach(t, string(l)+": the detail", v.detail.Text, append(want, s.t("forecast.title"))...)
		if no := s.t("ui.ratings.no-norms", "need", rating.NormGames); strings.Contains(v.detail.Text, no) {
			t.Errorf("%s: the detail says %q beside the forecast:\n%s", l, no, v.detail.Text)
		}
		cell := words.TitleForecastCell(s.cat, titles[0])
		if got := v.grid.rows[0][2]; v.rows[0].ID != titles[0].ID || got != cell || !strings.Contains(cell, titles[0].Norms[0].Title+": ") {
			t.Errorf("%s: player 1's norms cell %q, want his forecast in short %q", l, got, cell)
		}
	})
	s = openShell(t, normEventFile(t))
	v := shownView[*ratingsView](s, areaRatings)
	v.pick(0)
	if strings.Contains(v.detail.Text, s.t("forecast.title")) {
		t.Errorf("a forecast once the event is over:\n%s", v.detail.Text)
	}
	for i, r := range v.rows {
		if got := v.grid.rows[i][2]; len(r.Norms) == 0 && got != "" {
			t.Errorf("%s, no norm judged, has %q in the norms column once the event is over", r.Name, got)
		}
	}
}

// TestRatingsDetailGivesEachNormOnceBeforeTheEnd: while games remain, a
// player whose norms are judged on the games so far (player 8 of the norm
// event with a tenth round to play) has one line a norm, its forecast,
// not also the verdict so far with its figures, which said much the same.
func TestRatingsDetailGivesEachNormOnceBeforeTheEnd(t *testing.T) {
	ev := testevent.NormTenRounds(t, tournament.NoResult)
	titles, err := norms.TitleNormForecasts(ev, tournament.RatingOptions{})
	if err != nil {
		t.Fatal(err)
	}
	s := openShell(t, testevent.EventFile(t, ev))
	v := shownView[*ratingsView](s, areaRatings)
	const player = 7 // 8 Ilze Ozola: GM, IM, WGM and WIM judged
	v.pick(player)
	r := v.rows[player]
	i := slices.IndexFunc(titles, func(f norms.TitleForecast) bool { return f.ID == r.ID })
	if len(r.Norms) == 0 || i < 0 {
		t.Fatalf("%s: %d norms judged, forecast %v: the event tests nothing", r.Name, len(r.Norms), i >= 0)
	}
	want := words.TitleForecastLines(s.cat, titles[i])
	testtext.SaysEach(t, "the detail", v.detail.Text, want...)
	for _, n := range r.Norms {
		if verdict := words.NormLine(s.cat, n); strings.Contains(v.detail.Text, verdict+" — ") {
			t.Errorf("the verdict so far %q beside the forecast:\n%s", verdict, v.detail.Text)
		}
	}
	if got := strings.Count(v.detail.Text, "\n") + 1; got > len(want)+4 {
		t.Errorf("%d lines for %d norms:\n%s", got, len(want), v.detail.Text)
	}
}

// TestRatingsDetailListsTheRoundWonWithoutPlay: player 1 of the norm
// event, his first game won by forfeit, has eight games counted and that
// round with them (B.01 1.4.1c): the Ratings view's games line lists
// round 1 as won without play, as his certificate does.
func TestRatingsDetailListsTheRoundWonWithoutPlay(t *testing.T) {
	s := openShell(t, testevent.EventFile(t, testevent.NormFirstWonByForfeit(t)))
	v := shownView[*ratingsView](s, areaRatings)
	v.pick(0)
	if want := s.t("ui.ratings.games") + ": 1. " + s.t("print.certificate.unplayed") + " · 2. "; !strings.Contains(v.detail.Text, want) {
		t.Errorf("detail lacks %q:\n%s", want, v.detail.Text)
	}
}

// TestNormsViewMarksTheWithdrawn: the Norms view marks the name of the
// player who withdrew after four of his seven games, as the sheet and the
// command line do, in every language; it gave him a verdict with nothing
// to say he had left.
func TestNormsViewMarksTheWithdrawn(t *testing.T) {
	ev := testevent.Withdrawal1953(t, 4)
	s := openShell(t, testevent.EventFile(t, ev))
	inEachLanguage(s, func(l i18n.Lang) {
		v := shownView[*normsView](s, areaNorms)
		if got, want := v.rows[0][1], words.WithdrawnName(s.cat, ev.Players[0].Name, true); got != want {
			t.Errorf("%s: %q, want %q", l, got, want)
		}
		if got := v.rows[1][1]; got != ev.Players[1].Name {
			t.Errorf("%s: %q, not marked, want %q", l, got, ev.Players[1].Name)
		}
	})
}

// The Norms view gives what the norms count, as the printed report and
// "arbiter norms" give it under the coefficient (words.NormBasis,
// words.NormFields): the indices of each category, that unplayed games
// count as games and points (why 4 games over the board show as 5), and
// whether the field holds the masters and candidates the norms ask. The
// lines are behind the title bar's button, opened and closed by a click
// or by Space, so that at 1024×700 the players' list keeps its room; open,
// the list still shows most of its rows. The window gave none of them.
func TestNormsViewGivesTheBasisOfTheNorms(t *testing.T) {
	s := openShell(t, testevent.Norm1953File(t, false))
	rep, err := norms.ForEvent(&s.doc.event)
	if err != nil {
		t.Fatal(err)
	}
	inEachLanguage(s, func(l i18n.Lang) {
		room := smallestRoom(s)
		v := shownView[*normsView](s, areaNorms)
		fields := words.NormFields(s.cat, rep)
		if len(fields) == 0 {
			t.Fatal("the event asks no field of masters or candidates: the test shows nothing")
		}
		closed := v.grid.table.Size().Height
		shown := func() string {
			text := v.summary.Text
			if v.basis.Visible() {
				text += "\n" + v.basis.Text
			}
			return text
		}
		for i, open := range []func(){func() { test.Tap(v.showBasis) }, func() { v.showBasis.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace}) }} {
			open()
			testtext.SaysEach(t, fmt.Sprintf("%s, opened %d: the view", l, i), shown(), append(words.NormBasis(s.cat, rep), fields...)...)
			checkFits(t, s, room, fmt.Sprintf("%s, the norms' basis shown", l))
			if h := v.grid.table.Size().Height; h < closed*0.6 {
				t.Errorf("%s: the basis shown leaves the list %.0f px of %.0f", l, h, closed)
			}
			open() // closes it, the list's room back
			if v.basis.Visible() || v.grid.table.Size().Height != closed {
				t.Errorf("%s: closed again, the basis is shown (%v) or the list is %.0f px, not %.0f", l, v.basis.Visible(), v.grid.table.Size().Height, closed)
			}
		}
	})
}

// TestRatingsViewOfAnEventNotFIDERatedSaysWhy: the Ratings view of an
// event whose settings say it is not FIDE-rated gives no player K, change
// or title norm, and says why (norms.Scope), above the list and under it
// for the player picked; the Norms view of it, played under the FIDE
// Laws, says why it has no 1953 categories. Both gave the figures of a
// rated event, and of the 1953 code, without a word.
func TestRatingsViewOfAnEventNotFIDERatedSaysWhy(t *testing.T) {
	ev := testevent.Norm(t)
	ev.Settings.Rules.FIDERated = false
	s := openShell(t, testevent.EventFile(t, ev))
	scope := norms.ScopeOf(&s.doc.event)
	if scope.Changes == nil || scope.Titles == nil || scope.Categories == nil {
		t.Fatalf("an event not FIDE-rated under the FIDE Laws gives verdicts: %+v", scope)
	}
	v := shownView[*ratingsView](s, areaRatings)
	for _, why := range []error{scope.Changes, scope.Titles} {
		if v.warning.Hidden || !strings.Contains(v.warning.Text, s.cat.Error(why)) {
			t.Errorf("the warning lacks %q: %q", s.cat.Error(why), v.warning.Text)
		}
	}
	k, change := ratingsColumn(v, "K"), ratingsColumn(v, s.t("ratings.col.change"))
	if ratingsColumn(v, s.t("ratings.norms.title")) >= 0 {
		t.Errorf("an event not rated has a title norms column")
	}
	for _, row := range v.grid.rows {
		if row[k] != "" || row[change] != "" {
			t.Errorf("a K or change of an event not rated: %q", row)
		}
	}
	v.pick(0)
	if !strings.Contains(v.detail.Text, s.cat.Error(scope.Changes)) || strings.Contains(v.detail.Text, "K ") {
		t.Errorf("detail: %q", v.detail.Text)
	}
	n := shownView[*normsView](s, areaNorms)
	if !strings.Contains(n.summary.Text, s.cat.Error(scope.Categories)) {
		t.Errorf("the Norms view does not say why it has no categories: %q", n.summary.Text)
	}
}

// markFIDERated marks the event open in s FIDE-rated, where FIDE rating
// changes and title norms exist (norms.ScopeOf).
func markFIDERated(t *testing.T, s *Shell) {
	t.Helper()
	st := s.doc.event.Settings
	st.Rules.FIDERated = true
	if err := s.doc.updateSettings(st, nil, nil); err != nil {
		t.Fatal(err)
	}
	s.reload()
}

// The exemption drop-down's "none" names the Swiss field's exemption
// (B.01 1.4.3d, judged from the players) only in a Swiss: in the demo's
// round robin it named a rule that its event cannot meet, in every
// language.
func TestExemptionNoneNamesTheSwissRuleOnlyInASwiss(t *testing.T) {
	for _, ev := range []struct {
		name  string
		file  string
		swiss bool
	}{
		{"round robin", newEventFile(t, "Anna", "Boris", "Carl", "Dana"), false},
		{"Swiss", newSwissFile(t, 6, 5), true},
	} {
		s := openShell(t, ev.file)
		inEachLanguage(s, func(l i18n.Lang) {
			v := shownView[*ratingsView](s, areaRatings)
			v.refresh()
			if got := v.exemption.sel.Selected; strings.Contains(got, "1.4.3d") != ev.swiss {
				t.Errorf("%s, %s: no exemption reads %q", ev.name, l, got)
			}
		})
	}
}

// A team event's Ratings view offers no norm certificates: a team event
// has no such document (the team-event game counts of B.01 1.4.1b are
// not covered), and its button there, pressed, ended in an internal
// error. Its rating report is there.
func TestTeamRatingsViewOffersNoCertificates(t *testing.T) {
	s := openShell(t, testevent.TeamRoundUnderWayFile(t))
	inEachLanguage(s, func(l i18n.Lang) {
		s.show(areaRatings)
		var texts []string
		for _, o := range drawnObjects(s.areaView(areaRatings).object()) {
			if b, ok := o.(*button.Button); ok {
				texts = append(texts, b.Text)
			}
		}
		if slices.Contains(texts, s.t("ui.ratings.certificates")) || !slices.Contains(texts, s.t("ui.print-view")) {
			t.Errorf("%s: the team event's Ratings view has the buttons %q", l, texts)
		}
	})
}

// TestRatingsViewOfATeamEventNotFIDERatedSaysWhatArbiterRatingsSays: the
// Ratings view of a team event not FIDE-rated, its last round under way,
// says above its players the lines "arbiter ratings" prints of it, and
// lists none of the FIDE figures the command line leaves out, in every
// language. It showed each player's score, ARO and TPR, and called
// provisional the norms the event cannot give.
func TestRatingsViewOfATeamEventNotFIDERatedSaysWhatArbiterRatingsSays(t *testing.T) {
	rep := testevent.TeamRoundUnderWay(t)
	rep.Event.Settings.Rules.FIDERated = false
	file := testevent.EventFile(t, rep.Event)
	// The command line first: the window holds the file it opens.
	printed := map[i18n.Lang][]string{}
	for _, l := range i18n.Complete {
		t.Setenv("ARBITER_LANG", string(l))
		var out, errs bytes.Buffer
		if rc := cli.Run([]string{"ratings", file}, &out, &errs); rc != 0 {
			t.Fatalf("arbiter ratings: exit %d\n%s", rc, errs.String())
		}
		for line := range strings.SplitSeq(out.String(), "\n") {
			if line != "" {
				printed[l] = append(printed[l], line)
			}
		}
	}
	s := openShell(t, file)
	inEachLanguage(s, func(l i18n.Lang) {
		v := shownView[*ratingsView](s, areaRatings)
		v.refresh()
		if shown := strings.Split(v.warning.Text, "\n"); v.warning.Hidden || !slices.Equal(shown, printed[l]) {
			t.Errorf("%s: the window says %q, arbiter ratings %q", l, shown, printed[l])
		}
		if len(v.grid.rows) == 0 {
			t.Fatalf("%s: the view lists no player to pick for a national list", l)
		}
		for _, row := range v.grid.rows {
			// Beside the player and his rating (#, name, FIDE), nothing.
			if figures := slices.DeleteFunc(slices.Clone(row[ratingsColumn(v, "K"):]), func(c string) bool { return c == "" }); ratingsColumn(v, s.t("ratings.norms.title")) >= 0 || len(figures) > 0 {
				t.Errorf("%s: a FIDE figure arbiter ratings does not give: %q", l, row)
			}
		}
	})
}

// TestNormsViewOfAnEventNoLongerUnderThe1953CodeKeepsNoneOfItsReport: the
// arbiter looks at the 1953 norms of an event under way, picks a player
// and opens the norms' basis, then sets the event's rules to the FIDE
// Laws. The view said that no 1953 category can be earned, yet kept
// under it the player's needs, the coefficient's basis and the warning
// of the report it no longer gives, and still asked him to pick a player
// in a table left empty. It keeps none of them.
func TestNormsViewOfAnEventNoLongerUnderThe1953CodeKeepsNoneOfItsReport(t *testing.T) {
	s := openShell(t, testevent.Norm1953File(t, true))
	v := shownView[*normsView](s, areaNorms)
	v.grid.selectRow(0)
	name := v.rows[0][1]
	test.Tap(v.showBasis)
	if !strings.Contains(v.detail.Text, name) || !v.basis.Visible() || v.basis.Text == "" || v.warning.Hidden {
		t.Fatalf("under the 1953 code: detail %q, basis %q (shown %v), warning hidden %v", v.detail.Text, v.basis.Text, v.basis.Visible(), v.warning.Hidden)
	}
	underFIDELaws(t, s)
	if why := s.cat.Error(norms.ScopeOf(&s.doc.event).Categories); !strings.Contains(v.summary.Text, why) {
		t.Errorf("under the FIDE Laws the view does not say %q: %q", why, v.summary.Text)
	}
	if v.detail.Text != "" || v.basis.Visible() || v.basis.Text != "" || !v.showBasis.Disabled() || !v.warning.Hidden || len(v.rows) > 0 {
		t.Errorf("under the FIDE Laws the view keeps: detail %q, basis %q (shown %v, button disabled %v), warning %q (hidden %v), %d rows",
			v.detail.Text, v.basis.Text, v.basis.Visible(), v.showBasis.Disabled(), v.warning.Text, v.warning.Hidden, len(v.rows))
	}
}

// TestNormsViewOffersItsSheetOnlyUnderThe1953Code: the Norms view's
// Save PDF is offered while the event is under the 1953 code and not
// once it is not, as the basis's button is not. In a FIDE-rated Finnish
// Swiss the view said no 1953 category can be earned, and its Save PDF,
// still offered, answered each press with an error box saying the same.
func TestNormsViewOffersItsSheetOnlyUnderThe1953Code(t *testing.T) {
	s := openShell(t, testevent.Norm1953File(t, true))
	v := shownView[*normsView](s, areaNorms)
	if v.print.Disabled() {
		t.Fatal("under the 1953 code the norms' Save PDF is not offered")
	}
	underFIDELaws(t, s)
	if !v.print.Disabled() {
		t.Errorf("under the FIDE Laws the norms' Save PDF is offered, the view saying %q", v.summary.Text)
	}
}

// underFIDELaws sets the event's rules to the FIDE Laws, from the 1953
// code, and shows the Norms view again.
func underFIDELaws(t *testing.T, s *Shell) {
	t.Helper()
	st := s.doc.event.Settings
	st.Ruleset = rules.FIDE2023
	if err := s.doc.updateSettings(st, nil, nil); err != nil {
		t.Fatal(err)
	}
	s.reload()
	s.show(areaNorms)
}

// TestRatingsViewSaysWhyTheNormsColumnIsBlank: a FIDE-rated Swiss of nine
// rounds after three, its fourth not paired, has no norm judged and no
// forecast: the Title norms column is blank for every player, and the
// view says why above it as arbiter ratings and the sheet say it under
// their heading, where only the selected player's detail said it.
func TestRatingsViewSaysWhyTheNormsColumnIsBlank(t *testing.T) {
	ev := testevent.Norm(t)
	ev.Settings.System, ev.Settings.Rounds, ev.Rounds = tournament.SwissDutch, 9, ev.Rounds[:3]
	s := openShell(t, testevent.EventFile(t, ev))
	v := shownView[*ratingsView](s, areaRatings)
	for i, row := range v.grid.rows {
		if row[2] != "" {
			t.Fatalf("player %d's norms %q: the column is not blank, the event tests nothing", i+1, row[2])
		}
	}
	if want := words.NoNormListed(s.cat, &s.doc.event, v.rows, false); v.warning.Hidden || !strings.Contains(v.warning.Text, want) {
		t.Errorf("warning %q (hidden %v), want %q", v.warning.Text, v.warning.Hidden, want)
	}
}

// The Ratings view heads the rating report's opponents' average and
// performance with words of their own (words.RatedShort), never the ARO
// and TPR tie-breaks', which count a game ended before a move the report
// leaves out, and says under the table what the heads stand for and count
// until a player is chosen, in every language: in the Estonian window
// they were "ARO" and "TPR", English letters, and then "VKR" and "TT",
// the tie-breaks' heads over the report's figures.
func TestRatingsViewHeadsTheFiguresInTheWindowsLanguage(t *testing.T) {
	s, _ := pairedTeamRound(t, 4, 4)
	room := smallestRoom(s)
	inEachLanguage(s, func(lang i18n.Lang) {
		v := shownView[*ratingsView](s, areaRatings)
		n := len(v.grid.cols)
		if got, want := []string{v.grid.heading(n - 2), v.grid.heading(n - 1)}, []string{words.RatedShort(s.cat, words.RatedAverage), words.RatedShort(s.cat, words.RatedPerformance)}; !slices.Equal(got, want) {
			t.Errorf("%s: the last columns are headed %q, want %q", lang, got, want)
		}
		v.selected = -1
		v.showDetail()
		if legend := words.RatedLegend(s.cat, words.RatedAverage, words.RatedPerformance); !strings.Contains(v.detail.Text, legend) {
			t.Errorf("%s: no player chosen, the view says %q, not %q", lang, v.detail.Text, legend)
		}
		checkFits(t, s, room, string(lang)+", the ratings")
		checkViewFits(t, s, string(lang)+", the ratings")
	})
}

// The arbiter opens the national list's box with Space on its button
// ("Kansallinen lista…"): the box opens with its tick box as the event has
// it, unticked where no national list is rated, where the space that
// Space types after the key ticked it, the keyboard on it. A Space of his
// own then ticks it.
func TestNationalListOpenedBySpaceKeepsItsTickBox(t *testing.T) {
	s := smallShell(t)
	shownView[*ratingsView](s, areaRatings)
	s.win.Canvas().Focus(drawnButton(t, s.win.Content(), s.t("ui.ratings.national")))
	keystroke(s, fyne.KeySpace, ' ')
	checks := overlayParts[*widget.Check](s)
	if len(checks) == 0 {
		t.Fatal("Space on the button opened no box with a tick box")
	}
	if checks[0].Checked {
		t.Error("the box opened with its tick box ticked, no national list rated")
	}
	keystroke(s, fyne.KeySpace, ' ')
	if !checks[0].Checked {
		t.Error("the arbiter's own Space left the tick box unticked")
	}
}

// Tab through the national list's box at 1024×700 keeps the player's
// field with the keyboard in sight in the list of players: the list stood
// still at its top while Tab went on to the 24th player of a Pärnu open,
// his rating typed blind.
func TestTabKeepsTheNationalRatingFieldInSight(t *testing.T) {
	s, _ := roundOfTwelve(t)
	smallestRoom(s)
	shownView[*ratingsView](s, areaRatings).editNational()
	var list *container.Scroll
	for _, sc := range overlayParts[*container.Scroll](s) {
		if _, ok := sc.Content.(*widget.Form); ok {
			list = sc
		}
	}
	if list == nil {
		t.Fatal("the box has no list of players")
	}
	c, d := s.win.Canvas(), fyne.CurrentApp().Driver()
	reached := 0
	for i := 0; i < 40; i++ {
		c.FocusNext()
		f, ok := c.Focused().(*field)
		if !ok || !shownIn(list, f) {
			continue
		}
		reached++
		top, view := d.AbsolutePositionForObject(f).Y, d.AbsolutePositionForObject(list).Y
		if top < view || top+f.Size().Height > view+list.Size().Height {
			t.Errorf("Tab %d put the keyboard on a player's field at %.0f, out of the list's %.0f–%.0f", i+1, top, view, view+list.Size().Height)
		}
	}
	if reached < 12 {
		t.Errorf("Tab reached %d players' fields, want the 12", reached)
	}
}

// The Ratings view opens on the first player with a norm verdict, his
// detail under the table: the table chooses his row too, so the row
// marked, the detail, Enter and "Set K…" all mean one player. It marked
// none while the keyboard's ring stood on player 1: at 1024×700 a Helsinki
// open showed Kaido Kulaots's norms under GM Kovalenko's ringed row, and
// "Set K…" opened Kulaots's K, whom the arbiter had not chosen.
func TestRatingsViewChoosesThePlayerItsDetailNames(t *testing.T) {
	ev := under1953(testevent.Norm(t))
	ev.Players[0].Title = "GM" // no norm left to him: the first verdict is player 2's
	s := openShell(t, testevent.EventFile(t, ev))
	v := shownView[*ratingsView](s, areaRatings)
	if v.selected != 1 || !strings.HasPrefix(v.detail.Text, v.rows[1].Name+" — ") {
		t.Fatalf("the view opened on row %d, its detail %q; want row 1, %s", v.selected, v.detail.Text, v.rows[1].Name)
	}
	if v.grid.chosen != v.selected || v.grid.table.cursor.Row != v.selected {
		t.Errorf("the table chose row %d, its ring on row %d; the detail names row %d (%s)", v.grid.chosen, v.grid.table.cursor.Row, v.selected, v.rows[v.selected].Name)
	}
}

// An unrated player's detail says he is unrated, as "arbiter ratings" and
// the printed report say it ("ei lukua", "reitinguta"): it read
// "Kätlin Pärn —" and nothing after the dash.
func TestRatingsDetailSaysUnrated(t *testing.T) {
	ev := under1953(testevent.Norm(t))
	ev.Players[1].Rating = 0
	s := openShell(t, testevent.EventFile(t, ev))
	inEachLanguage(s, func(l i18n.Lang) {
		v := shownView[*ratingsView](s, areaRatings)
		v.grid.selectRow(1)
		head, _, _ := strings.Cut(v.detail.Text, "\n")
		if want := v.rows[1].Name + " — " + s.t("ratings.unrated"); head != want {
			t.Errorf("%s: the detail begins %q, want %q", l, head, want)
		}
	})
}

// A woman without a title has four norm verdicts, "GM ✗, IM ✗, WGM ✗,
// WIM ✓", which the Ratings view's Norms column shows whole at 1024×700
// in every language: capped at 150 px it read "GM ✗, IM ✗, WGM …" beside
// a hundred pixels of the table left empty.
func TestRatingsNormsColumnWholeAt1024(t *testing.T) {
	ev := under1953(testevent.Norm(t))
	ev.Players[1].Title = ""
	s := openShell(t, testevent.EventFile(t, ev))
	s.win.Resize(fyne.NewSize(1024, 700))
	inEachLanguage(s, func(l i18n.Lang) {
		v := shownView[*ratingsView](s, areaRatings)
		cell := v.grid.rows[1][2]
		if strings.Count(cell, ", ") != 3 {
			t.Fatalf("%s: player 2's norms %q, want four verdicts", l, cell)
		}
		if v.grid.truncation(2, cell, fyne.TextStyle{}) != fyne.TextTruncateOff {
			t.Errorf("%s: %q is cut in a column %.0f px wide, the table %.0f px wide for columns of %.0f", l, cell, v.grid.widths[2], v.grid.table.Size().Width, v.grid.width)
		}
	})
}

// TestRatingsNormsColumnSaysTooFewGames: a player who may earn a norm but
// has too few games for one is not a blank in the norms column: it says
// why, whole at 1024×700, as the report's line under its title norms does.
func TestRatingsNormsColumnSaysTooFewGames(t *testing.T) {
	s := openShell(t, testevent.EventFile(t, under1953(testevent.NormLastLostByForfeit(t))))
	s.win.Resize(fyne.NewSize(1024, 700))
	inEachLanguage(s, func(l i18n.Lang) {
		v := shownView[*ratingsView](s, areaRatings)
		cell, want := v.grid.rows[9][2], s.t("ui.ratings.too-few-cell", "games", rating.NormGames)
		if v.grid.rows[9][1] != "Juha Koski" || cell != want {
			t.Fatalf("%s: %s's norms %q, want %q", l, v.grid.rows[9][1], cell, want)
		}
		if v.grid.truncation(2, cell, fyne.TextStyle{}) != fyne.TextTruncateOff {
			t.Errorf("%s: %q is cut in a column %.0f px wide", l, cell, v.grid.widths[2])
		}
	})
}

// swissWithUntitledWomanLast is a Finnish 9-round Swiss of 30, its rounds
// laid from the Berger table, whose last player (Aino Virtanen, FIN) is
// an unrated woman without a title who misses all four title norms on up
// to six counts each: her nine opponents all of one other federation (EST),
// two of them titled, their average (1973) under every norm's, 4½ points.
func swissWithUntitledWomanLast(t *testing.T) *tournament.Event {
	t.Helper()
	const players, rounds = 30, 9
	ev := &tournament.Event{Settings: tournament.DefaultSettings()}
	st := &ev.Settings
	st.Name, st.Site, st.Language = "Syysavoin 2026", "Tampere", "fi"
	st.StartDate, st.EndDate, st.TimeControl = "2026-10-03", "2026-10-11", "90'+30\""
	st.System, st.Rounds, st.TieBreaks = tournament.SwissDutch, rounds, tournament.SwissDutch.DefaultTieBreaks()
	st.Rules.FIDERated = true
	for i := 1; i <= players; i++ {
		p := tournament.Player{ID: int64(i), Name: fmt.Sprintf("Pelaaja %d", i), Rating: 2100 - 15*(i-1), Federation: "FIN"}
		if i == players {
			p.Name, p.Rating, p.Sex = "Aino Virtanen", 0, tournament.Female
		}
		ev.Players = append(ev.Players, p)
	}
	for r := 1; r <= rounds; r++ {
		rd := tournament.Round{Number: r, Date: fmt.Sprintf("2026-10-%02d", 2+r)}
		for b, sp := range berger.Round(players, r) {
			pr := tournament.Pairing{Round: r, Board: b + 1, White: int64(sp.White), Black: int64(sp.Black), Result: tournament.WhiteWins}
			if opp := sp.White + sp.Black - players; sp.White == players || sp.Black == players {
				// She loses to the first three of the list, draws with the
				// next, wins against those below: ½, 1, 0 in turn.
				ev.Players[opp-1].Federation = "EST"
				pr.Result = []tournament.Result{tournament.Draw, tournament.BlackWins, tournament.WhiteWins}[r%3]
				if sp.White == players {
					pr.Result = []tournament.Result{tournament.Draw, tournament.WhiteWins, tournament.BlackWins}[r%3]
				}
			}
			rd.Pairings = append(rd.Pairings, pr)
		}
		ev.Rounds = append(ev.Rounds, rd)
	}
	ev.Players[0].Title, ev.Players[1].Title = "IM", "FM"
	return ev
}

// A rapid Swiss's Ratings view kept the title norms' exemption, column,
// certificates and "see the title norms" under the warning that no norm
// can be made in a rapid event, and without a rating list hid which
// ratings it went by. It shows none of them, and names the ratings taken
// as the rating report and "arbiter event" do; a standard event keeps
// them all.
func TestARapidEventsRatingsViewHasNoNormControls(t *testing.T) {
	settings := tournament.DefaultSettings()
	settings.Name, settings.System, settings.Rounds, settings.TimeControl = "Laupäeva kiirturniir", tournament.SwissDutch, 7, "15+10"
	s := openShell(t, createEvent(t, filepath.Join(t.TempDir(), "rapid.arbiter"), settings,
		tournament.Player{Name: "Õnne Kõrvits", Rating: 1850}, tournament.Player{Name: "Säde Öhman", Rating: 1720}))
	inEachLanguage(s, func(l i18n.Lang) {
		v := shownView[*ratingsView](s, areaRatings)
		if v.exempt.Visible() || v.exemption.sel.Visible() || (v.certs != nil && v.certs.Visible()) {
			t.Errorf("%s: a rapid event shows the exemption (%v) or the certificates", l, v.exemption.sel.Visible())
		}
		if ratingsColumn(v, s.t("ratings.norms.title")) >= 0 {
			t.Errorf("%s: a rapid event's table has a title norms column", l)
		}
		if len(v.grid.rows[0]) != len(v.grid.cols) || v.grid.rows[0][1] != "Õnne Kõrvits" || v.grid.rows[0][2] != "1850" {
			t.Errorf("%s: first row %q under %d columns", l, v.grid.rows[0], len(v.grid.cols))
		}
		taken := words.WithRatingsTaken(s.cat, settings, s.t("print.form.rating-list.none"))
		if !v.source.Visible() || !strings.Contains(v.source.Text, taken) {
			t.Errorf("%s: the view does not say %q: %q", l, taken, v.source.Text)
		}
		if strings.Contains(v.detail.Text, s.t("ui.ratings.pick")) {
			t.Errorf("%s: the detail asks to see the title norms: %q", l, v.detail.Text)
		}
	})
	std := openShell(t, testevent.EventFile(t, testevent.Norm(t)))
	if v := shownView[*ratingsView](std, areaRatings); !v.exemption.sel.Visible() || len(v.grid.cols) != len(v.cols) {
		t.Errorf("a standard event's view lost its norm controls: exemption %v, %d of %d columns, %q", v.exemption.sel.Visible(), len(v.grid.cols), len(v.cols), words.NoNorms(std.cat, &std.doc.event))
	}
}

// ratingsColumn is the index of the Ratings table's column headed title;
// -1 where it has none (the title norms' where no norm can be made).
func ratingsColumn(v *ratingsView, title string) int {
	return slices.IndexFunc(v.grid.cols, func(c column) bool { return c.title == title })
}

// A finished event in which nobody has the nine games a norm needs (a
// seven-round Swiss) says so once above the table, as the report does,
// not "fewer than 9 games" in every player's row.
func TestRatingsNormsColumnBlankWhereNobodyHasTheGames(t *testing.T) {
	ev := testevent.Norm(t)
	ev.Settings.System, ev.Settings.Rounds, ev.Rounds = tournament.SwissDutch, 7, ev.Rounds[:7]
	s := openShell(t, testevent.EventFile(t, ev))
	if norms.CertaintyOf(&s.doc.event) != norms.Final {
		t.Fatal("the seven-round Swiss is not over")
	}
	inEachLanguage(s, func(l i18n.Lang) {
		v := shownView[*ratingsView](s, areaRatings)
		c := ratingsColumn(v, s.t("ratings.norms.title"))
		for _, row := range v.grid.rows {
			if row[c] != "" {
				t.Errorf("%s: %s's norms %q where nobody has the games", l, row[1], row[c])
			}
		}
		if why := s.t("ratings.norms.none"); !strings.Contains(v.warning.Text, why) {
			t.Errorf("%s: the view does not say %q: %q", l, why, v.warning.Text)
		}
	})
}

// TestRatingsViewForecastAfterAWithdrawalAsOnTheCommandLine: before the
// last round of the FIDE norm round robin, Juha Koski withdrawn after
// round 8 (his last game a forfeit under the half-games rule), each
// player's line under the Ratings view gives his title norms the words
// of the one forecast that norms --forecast, ratings and the printed
// forecast give (TestTitleNormForecastAfterAWithdrawalIsOneAnswerAtEveryDoor),
// in every language.
func TestRatingsViewForecastAfterAWithdrawalAsOnTheCommandLine(t *testing.T) {
	ev := testevent.NormBeforeLastRound(t)
	ev.Settings.WithdrawalPolicy = tournament.WithdrawalUSSR1953
	ev.Players[9].WithdrawnAfter = len(ev.Rounds) - 1
	fc, err := norms.TitleNormForecasts(ev, tournament.RatingOptions{})
	if err != nil {
		t.Fatal(err)
	}
	byID := map[int64]norms.TitleForecast{}
	for _, f := range fc {
		byID[f.ID] = f
	}
	s := openShell(t, testevent.EventFile(t, ev))
	said := 0
	inEachLanguage(s, func(l i18n.Lang) {
		v := shownView[*ratingsView](s, areaRatings)
		for i, r := range v.rows {
			v.pick(i)
			lines := words.TitleForecastLines(s.cat, byID[r.ID])
			testtext.SaysEach(t, fmt.Sprintf("%s, %s's detail", l, r.Name), v.detail.Text, lines...)
			said += len(lines)
		}
	})
	if said == 0 {
		t.Fatal("no player's detail gave a forecast: the view tests nothing")
	}
}
