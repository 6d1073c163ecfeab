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

	"arbiter/tournament"
	"arbiter/tournament/ratinglist"
)

// importList puts a national CSV list into the user's lists (the data
// folder the test set).
func importList(t *testing.T, name, date, csv string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), name+".csv")
	if err := os.WriteFile(path, []byte(csv), 0o644); err != nil {
		t.Fatal(err)
	}
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
	v := s.views[areaPlayers].(*playersView)
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
	// Down picks the next player found and fills the form with him;
	// Enter adds him.
	test.Type(ls.field, "tonis")
	key(fyne.KeyDown)
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
		got = append(got, strings.Join([]string{p.Name, p.FIDEID, p.Federation, p.Title, ratingText(p.Rating), p.BirthDate, p.Club, string(p.Sex)}, "|"))
	}
	want := []string{"Kalle Tõnisson|4500121|EST|FM|2301|1984|SK Tallinn|m", "Anna Virtanen|503150|FIN||2150|2009|HSK|w",
		"Mari Tõnisson|4500130|EST|WIM|2105|1990|SK Tallinn|w"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("players\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// The event is rated from the list they came from, as the forms say.
	if src := s.doc.event.Settings.RatingList; src != (tournament.RatingSource{List: "EST", Date: "2026-10-01"}) {
		t.Errorf("the event records the rating list %+v", src)
	}
	defaultButton(t, s) // the dialog is still open
	for _, m := range openModals[s.win.Canvas()] {
		m.hide()
	}

	// A newer list: every change is shown before it is applied as one action.
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
	var shown []string
	for _, l := range overlayParts[*widget.Label](s) {
		shown = append(shown, l.Text)
	}
	// The arrow as the window draws it whole (see drawable).
	for _, line := range []string{"Kalle Tõnisson: Rating 2301 ⟶ 2340, Title FM ⟶ IM", "Anna Virtanen: Title – ⟶ WFM",
		"Mari Tõnisson (FIDE id 4500130): not in the list", "2 players change"} {
		if !slices.ContainsFunc(shown, func(text string) bool { return strings.Contains(text, line) }) {
			t.Errorf("the dialog lacks %q:\n%s", line, strings.Join(shown, "\n"))
		}
	}
	test.Tap(defaultButton(t, s))
	if p := s.doc.event.Players[0]; p.Rating != 2340 || p.Title != "IM" {
		t.Errorf("after the update: %+v", p)
	}
	if e, err := s.doc.st.NextUndo(); err != nil || e.Steps[0].Action != "player.ratings" {
		t.Errorf("undo would take back %+v, %v", e, err)
	}
	// The ratings view says which list the ratings came from.
	s.show(areaRatings)
	if rv := s.views[areaRatings].(*ratingsView); rv.source.Hidden || !strings.Contains(rv.source.Text, "EST Nov (2026-11-01)") {
		t.Errorf("the ratings view says %q", rv.source.Text)
	}
}

func TestRatingListButtonImportsAListBesideTheWindow(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	s := openShell(t, newEventFile(t, "Anna"))
	if err := os.WriteFile(filepath.Join(s.doc.dir(), "ssl.csv"), []byte(listHeader+"4500121;Tõnisson, Kalle;EST;FM;2301;1984;SK Tallinn;m\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	v := s.views[areaPlayers].(*playersView)
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
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if strings.Contains(s.status.Text, "1 player imported into the list ssl") {
			return
		}
	}
	t.Errorf("status %q", s.status.Text)
}
