package ui

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/internal/testdir"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/ratinglist"
	"arbiter/words"
)

// importList puts a national CSV list into the user's lists (the data
// folder the test set).
func importList(t *testing.T, name, date, csv string) {
	t.Helper()
	path := testdir.Write(t, filepath.Join(t.TempDir(), name+".csv"), csv)
	lists, err := ratinglist.Default()
	if err != nil {
		t.Fatal(err)
	}
	defer lists.Close()
	if _, err := lists.Import(path, ratinglist.Options{Name: name, Date: date}); err != nil {
		t.Fatal(err)
	}
}

const listHeader = "FIDE ID;Name;Fed;Title;Rating;Birth;Club;Sex\n"

func TestAddPlayersFromTheListByTypingAndEnterThenUpdateTheirRatings(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	importList(t, "EST", "2026-10-01", listHeader+
		"4500121;Tõnisson, Kalle;EST;FM;2301;1984;SK Tallinn;m\n"+
		"4500130;Tõnisson, Mari;EST;WIM;2105;1990;SK Tallinn;w\n"+
		"503150;Virtanen, Anna;FIN;;2150;2009;HSK;w\n")
	s := openShell(t, newEventFile(t))
	v := s.areaView(areaPlayers).(*playersView)
	v.openDialog(tournament.Player{})
	ls := v.search
	if ls == nil {
		t.Fatal("the add dialog has no search")
	}
	test.Type(ls.field, "tonis ka")
	if len(ls.hits) != 1 || ls.hits[0].FIDEID != "4500121" {
		t.Fatalf("hits for %q: %+v", ls.field.Text, ls.hits)
	}
	key := func(name fyne.KeyName) { ls.field.TypedKey(&fyne.KeyEvent{Name: name}) }
	key(fyne.KeyReturn)
	test.Type(ls.field, "virt")
	key(fyne.KeyReturn)
	// The cursor stands on the first found, the one Enter adds: the first
	// Down picks the second and fills the form with him (it picked the
	// first); Enter adds him.
	test.Type(ls.field, "tonis")
	key(fyne.KeyDown)
	if ls.f.family.Text != "Tõnisson" || ls.f.given.Text != "Mari" || ls.f.title.Selected != "WIM" {
		t.Errorf("the pick did not fill the form: %q %q %q", ls.f.family.Text, ls.f.given.Text, ls.f.title.Selected)
	}
	key(fyne.KeyReturn)
	if ls.field.Text != "" || ls.f.family.Text != "" {
		t.Errorf("the form was not cleared: %q %q", ls.field.Text, ls.f.family.Text)
	}
	var got []string
	for _, p := range s.doc.event.Players {
		got = append(got, strings.Join([]string{p.Name, p.FIDEID, p.Federation, p.Title, words.Number(p.Rating), p.BirthDate, p.Club, string(p.Sex)}, "|"))
	}
	want := []string{"Kalle Tõnisson|4500121|EST|FM|2301|1984|SK Tallinn|m", "Anna Virtanen|503150|FIN||2150|2009|HSK|w",
		"Mari Tõnisson|4500130|EST|WIM|2105|1990|SK Tallinn|w"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("players\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// The event is rated from the list they came from, as the forms say.
	if src := s.doc.event.Settings.RatingLists; src.String() != "EST (2026-10-01)" {
		t.Errorf("the event records the rating list %+v", src)
	}
	defaultButton(t, s) // the dialog is still open
	for _, m := range openModals[s.win.Canvas()] {
		m.hide()
	}

	updateRatingsFromNewerLists(t, s, v)
}

// updateRatingsFromNewerLists updates the players added from the list by
// two newer ones: every change shown before it is applied as one action,
// the box that opens on a change showing it whole, and the ratings view
// naming the list the ratings came from.
func updateRatingsFromNewerLists(t *testing.T, s *Shell, v *playersView) {
	t.Helper()
	importList(t, "EST Nov", "2026-11-01", listHeader+"4500121;Tõnisson, Kalle;EST;IM;2340;1984;SK Tallinn;m\n"+"503150;Virtanen, Anna;FIN;WFM;2150;2009;HSK;w\n")
	v.updateRatings()
	var pick *picker
	for _, p := range overlayParts[*picker](s) {
		pick = p
	}
	pick.SetSelectedIndex(2) // EST Nov
	// A line a player, in a list of the dialog's own.
	lists := overlayParts[*dialogList](s)
	if len(lists) != 1 || lists[0].Length() != 3 {
		t.Fatalf("%d lists of changes", len(lists))
	}
	shown := overlayTexts(s)
	// The arrow as the window draws it whole (see drawable).
	for _, line := range []string{"Kalle Tõnisson: Rating 2301 ⟶ 2340, Title FM ⟶ IM", "Anna Virtanen: Title – ⟶ WFM",
		"Mari Tõnisson (FIDE id 4500130): not in the list", "2 players change"} {
		if !slices.ContainsFunc(shown, func(text string) bool { return strings.Contains(text, line) }) {
			t.Errorf("the dialog lacks %q:\n%s", line, strings.Join(shown, "\n"))
		}
	}
	// The first change is shown whole below the list, not cut as in it.
	if !slices.ContainsFunc(overlayParts[*widget.Label](s), func(l *widget.Label) bool {
		return l.Wrapping == fyne.TextWrapWord && l.Visible() && strings.HasPrefix(l.Text, "Kalle Tõnisson: Rating 2301 ⟶ 2340")
	}) {
		t.Error("the first change is not shown whole")
	}
	test.Tap(defaultButton(t, s))
	if p := s.doc.event.Players[0]; p.Rating != 2340 || p.Title != "IM" {
		t.Errorf("after the update: %+v", p)
	}
	if e, err := s.doc.st.NextUndo(); err != nil || e.Steps[0].Action != "player.ratings" {
		t.Errorf("undo would take back %+v, %v", e, err)
	}
	// A box that opens on a change shows it whole at once.
	importList(t, "EST Dec", "2026-12-01", listHeader+"4500121;Tõnisson, Kalle;EST;IM;2355;1984;SK Tallinn;m\n")
	v.updateRatings()
	if !slices.ContainsFunc(overlayParts[*widget.Label](s), func(l *widget.Label) bool {
		return l.Wrapping == fyne.TextWrapWord && l.Visible() && strings.HasPrefix(l.Text, "Kalle Tõnisson: Rating 2340 ⟶ 2355")
	}) {
		t.Error("the box opened on a change does not show it whole")
	}
	// It opens with the keyboard on the changes, where Enter applies
	// them: the list they come from, above them, took it and Enter
	// opened its drop-down.
	if f, ok := s.win.Canvas().Focused().(*dialogList); !ok || f.Length() != 1 {
		t.Fatalf("the box opened with the keyboard on %T", s.win.Canvas().Focused())
	}
	pressKey(s, fyne.KeyReturn)
	if p := s.doc.event.Players[0]; p.Rating != 2355 {
		t.Errorf("Enter on the changes: %+v", p)
	}
	for _, m := range openModals[s.win.Canvas()] {
		m.hide()
	}
	// The ratings view says which list the ratings came from.
	if rv := shownView[*ratingsView](s, areaRatings); rv.source.Hidden || !strings.Contains(rv.source.Text, "EST Nov (2026-11-01)") {
		t.Errorf("the ratings view says %q", rv.source.Text)
	}
}

func TestRatingListButtonImportsAListBesideTheWindow(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	s := openShell(t, newEventFile(t, "Anna"))
	testdir.Write(t, filepath.Join(s.doc.dir(), "ssl.csv"), listHeader+"4500121;Tõnisson, Kalle;EST;FM;2301;1984;SK Tallinn;m\n")
	v := s.areaView(areaPlayers).(*playersView)
	v.importRatingList()
	test.DoubleTap(chooserEntry(t, s, "ssl.csv")) // the one file the chooser shows
	// Each column's field is proposed from its header, for the arbiter to confirm.
	var fields []string
	for _, p := range overlayParts[*picker](s) {
		fields = append(fields, p.Selected)
	}
	if want := "FIDE id|Name (family, given)|Federation|Title|Rating|Birth date or year|Club|Sex"; strings.Join(fields, "|") != want {
		t.Errorf("proposed fields %q, want %q", strings.Join(fields, "|"), want)
	}
	test.Tap(defaultButton(t, s))
	// The import runs in the background, in this test program (watchTest).
	if err := watchTest().poll(20*time.Millisecond, func() bool { return strings.Contains(s.status.Text, "1 player imported into the list ssl") }); err != nil {
		t.Errorf("status %q: %v", s.status.Text, err)
	}
}

// An arbiter who imports a spreadsheet's national list, saved in
// Windows-1252 with a column of no field, is told in the window what the
// command line tells him: the column left out and the code page read.
// The window said how many players, and nothing of either.
func TestALatin1ListImportedInTheWindowSaysItsSkippedColumnAndCodePage(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	s := openShell(t, newEventFile(t, "Anna"))
	testdir.Write(t, filepath.Join(s.doc.dir(), "ssl.csv"), "Name;Rating;Shoe size\nM\xfcller, J\xfcrgen;1900;44\n")
	v := s.areaView(areaPlayers).(*playersView)
	v.importRatingList()
	test.DoubleTap(chooserEntry(t, s, "ssl.csv"))
	test.Tap(defaultButton(t, s))
	if err := watchTest().poll(20*time.Millisecond, func() bool { return strings.Contains(s.status.Text, "1 player imported into the list ssl") }); err != nil {
		t.Fatalf("status %q: %v", s.status.Text, err)
	}
	shown := overlayTexts(s)
	text := strings.Join(shown, "\n")
	// Its date left empty and the file naming no month: the list took
	// the file's day, and the window says so.
	testtext.SaysEach(t, "the import's notes", text, "Shoe size", "Windows-1252", "the day its file was last changed")
}

// A FIDE list of one period is imported into its own period: the period
// its file's name says is proposed with the list's name and month, and a
// renamed file's period is chosen, the name following it.
func TestImportingAListOfOnePeriodAsksItsPeriodWhenItsNameDoesNotSay(t *testing.T) {
	const blitz = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA NOV26 Gms K  B-day Flag\r\n" +
		"703303         Leko, Peter                                                  HUN M   GM                           2738  0   10 1979      \r\n"
	for _, tt := range []struct {
		file, proposed, pick, name, period string
	}{
		{file: "blitz_rating_list.txt", proposed: "Blitz", name: "FIDE blitz", period: ratinglist.Blitz},
		{file: "leko.txt", proposed: "", pick: "Blitz", name: "FIDE blitz", period: ratinglist.Blitz},
	} {
		t.Run(tt.file, func(t *testing.T) {
			t.Setenv("XDG_DATA_HOME", t.TempDir())
			s := openShell(t, newEventFile(t, "Anna"))
			testdir.Write(t, filepath.Join(s.doc.dir(), tt.file), blitz)
			v := s.areaView(areaPlayers).(*playersView)
			v.importRatingList()
			test.DoubleTap(chooserEntry(t, s, tt.file))
			pickers := overlayParts[*picker](s)
			if len(pickers) != 1 || pickers[0].Selected != tt.proposed {
				t.Fatalf("period pickers %d, proposed %q", len(pickers), pickers[0].Selected)
			}
			if tt.pick != "" {
				if !defaultButton(t, s).Disabled() {
					t.Error("the import can start before the period is chosen")
				}
				pickers[0].SetSelected(tt.pick)
			}
			var texts []string
			for _, e := range overlayParts[*field](s) {
				texts = append(texts, e.Text)
			}
			if want := tt.name + "|2026-11-01"; strings.Join(texts, "|") != want {
				t.Errorf("fields %q, want %q", strings.Join(texts, "|"), want)
			}
			test.Tap(defaultButton(t, s))
			if err := watchTest().poll(20*time.Millisecond, func() bool {
				return strings.Contains(s.status.Text, "1 player imported into the list "+tt.name+" (2026-11-01)")
			}); err != nil {
				t.Fatalf("status %q: %v", s.status.Text, err)
			}
			lists, _ := v.s.ratingLists()
			info, err := lists.Get(tt.name)
			if err != nil || !slices.Equal(info.Periods, []string{tt.period}) {
				t.Errorf("list %+v %v", info, err)
			}
		})
	}
}

// A player found shows the rating the event would take, that of its game
// type, and every list he is in; a rating no list gives is not shown.
func TestAHitShowsTheRatingOfTheEventsGameType(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	importList(t, "EST", "2026-10-01", "FIDE ID;Name;Fed;Rating;Blitz;Club\n4500121;Tõnisson, Kalle;EST;2301;2188;SK Tallinn\n")
	lists, err := ratinglist.Default()
	if err != nil {
		t.Fatal(err)
	}
	defer lists.Close()
	found, err := lists.Find("tonisson", "", 5)
	if err != nil || len(found) != 1 {
		t.Fatalf("%+v %v", found, err)
	}
	for _, tt := range []struct {
		gameType string
		want     string
	}{
		{"standard", "Tõnisson, Kalle · EST · 2301 · SK Tallinn · EST"},
		{"blitz", "Tõnisson, Kalle · EST · 2188 · SK Tallinn · EST"},
		{"rapid", "Tõnisson, Kalle · EST · SK Tallinn · EST"},
	} {
		s := tournament.DefaultSettings()
		s.GameType = rules.GameType(tt.gameType)
		if got := hitText(found[0], ratinglist.RatingKindOf(s)); got != tt.want {
			t.Errorf("%s: %q, want %q", tt.gameType, got, tt.want)
		}
	}
}

// TestAddDialogNamesABrokenListAndSearchesTheOthers: one list beside
// another is torn; the add dialog's search still finds players in the
// other, and its line of lists names the broken one and where it was set
// aside.
// With no rating list yet, the add-player dialog says how to get one by
// the name the Players view's button has, in every language.
func TestNoListYetNamesTheButtonThatImportsOne(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	for _, lang := range i18n.Complete {
		s := openShell(t, newEventFile(t))
		s.SetLanguage(lang)
		v := s.areaView(areaPlayers).(*playersView)
		v.openDialog(tournament.Player{})
		ls := v.search
		test.Type(ls.field, "tonis")
		if button := s.t("ui.ratinglist.import"); !strings.Contains(ls.info.Text, "“"+button+"”") && !strings.Contains(ls.info.Text, "„"+button+"“") && !strings.Contains(ls.info.Text, "”"+button+"”") {
			t.Errorf("%s: %q does not name the button %q", lang, ls.info.Text, button)
		}
	}
}

func TestAddDialogNamesABrokenListAndSearchesTheOthers(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	importList(t, "EST", "2026-10-01", listHeader+"4500121;Tõnisson, Kalle;EST;FM;2301;1984;SK Tallinn;m\n")
	importList(t, "FIN", "2026-10-01", listHeader+"503150;Virtanen, Anna;FIN;;2150;2009;HSK;w\n")
	dir, err := ratinglist.DataDir()
	if err != nil {
		t.Fatal(err)
	}
	torn := filepath.Join(dir, "FIN.ratinglist")
	info, err := os.Stat(torn)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(torn, info.Size()/2); err != nil {
		t.Fatal(err)
	}
	s := openShell(t, newEventFile(t))
	v := s.areaView(areaPlayers).(*playersView)
	v.openDialog(tournament.Player{})
	ls := v.search
	test.Type(ls.field, "tonis")
	if len(ls.hits) != 1 || ls.hits[0].FIDEID != "4500121" {
		t.Fatalf("hits beside a broken list: %+v (%s)", ls.hits, ls.info.Text)
	}
	ls.field.SetText("")
	test.Type(ls.field, "t")
	if !strings.Contains(ls.info.Text, "EST (2026-10-01)") || !strings.Contains(ls.info.Text, "FIN.ratinglist.broken") {
		t.Errorf("the line of lists: %q", ls.info.Text)
	}
}

// A blitz event takes the list's blitz ratings, and says so where the
// list is named: the add dialog's line of lists and the Ratings view's
// line of the list the ratings came from. Both named the list alone.
func TestABlitzEventSaysItTakesTheListsBlitzRatings(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	importList(t, "EST", "2026-10-01", "FIDE ID;Name;Fed;Rating;Blitz;Club\n4500121;Tõnisson, Kalle;EST;2301;2188;SK Tallinn\n")
	settings := tournament.DefaultSettings()
	settings.Name, settings.TimeControl = "Club Blitz", "3+2"
	s := openShell(t, createEvent(t, filepath.Join(t.TempDir(), "blitz.arbiter"), settings))
	v := s.areaView(areaPlayers).(*playersView)
	v.openDialog(tournament.Player{})
	ls := v.search
	blitz := s.cat.T("ratings.taken.blitz")
	if !strings.Contains(ls.info.Text, "EST (2026-10-01) — "+blitz) {
		t.Errorf("the add dialog's lists say %q", ls.info.Text)
	}
	test.Type(ls.field, "tonis")
	ls.field.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	for _, m := range openModals[s.win.Canvas()] {
		m.hide()
	}
	if len(s.doc.event.Players) != 1 || s.doc.event.Players[0].Rating != 2188 {
		t.Fatalf("players %+v", s.doc.event.Players)
	}
	if rv := shownView[*ratingsView](s, areaRatings); !strings.Contains(rv.source.Text, "EST (2026-10-01) — "+blitz) {
		t.Errorf("the ratings view says %q", rv.source.Text)
	}
}
