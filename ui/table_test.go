package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// The players table sorts by the column whose heading is clicked (names by
// family name in the event's alphabet: Finnish puts Ö after Z), filters as
// the arbiter types, and opens a player for editing on a double click.
func TestPlayersSortFilterAndEdit(t *testing.T) {
	s := openShell(t, newEventFile(t, "Carl Öhman", "Anna Zetterberg", "Boris Aalto", "Dana Saar"))
	st := s.doc.event.Settings
	st.Language = "fi"
	if err := s.doc.updateSettings(st, nil); err != nil {
		t.Fatal(err)
	}
	s.reload()
	s.win.Resize(fyne.NewSize(1024, 700))
	v := shownView[*playersView](s, areaPlayers)
	names := func() []string {
		var out []string
		for r := range len(v.grid.shown) {
			out = append(out, v.grid.cell(r, 1))
		}
		return out
	}
	if got := names(); got[0] != "Carl Öhman" {
		t.Fatalf("before sorting, seat order: %q", got)
	}
	header := func(col int) *gridHeader {
		for _, o := range drawnObjects(v.grid.table) {
			if h, ok := o.(*gridHeader); ok && h.col == col {
				return h
			}
		}
		t.Fatalf("no heading for column %d", col)
		return nil
	}
	test.Tap(header(1))
	want := []string{"Boris Aalto", "Dana Saar", "Anna Zetterberg", "Carl Öhman"}
	if got := names(); !slices.Equal(got, want) {
		t.Errorf("sorted by name: %q, want %q", got, want)
	}
	test.Tap(header(1))
	if got := names(); got[0] != "Carl Öhman" {
		t.Errorf("second click does not reverse: %q", got)
	}
	test.Tap(header(3)) // rating: 2000, 1990, 1980, 1970 by seat
	if got := names(); got[0] != "Dana Saar" {
		t.Errorf("sorted by rating, lowest first: %q", got)
	}

	test.Type(v.filter, "saa")
	if got := names(); len(got) != 1 || got[0] != "Dana Saar" {
		t.Fatalf("filter 'saa' shows %q", got)
	}
	// The test driver draws no table cells; make the one the table would
	// show for the first row's name.
	cell, ok := v.grid.table.CreateCell().(*activeCell)
	if !ok {
		t.Fatal("the players table has no cell that opens a player")
	}
	v.grid.table.UpdateCell(widget.TableCellID{Row: 0, Col: 1}, cell)
	test.DoubleTap(cell)
	top := s.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("a double click opened nothing")
	}
	form, _, _ := findDialogParts(t, top)
	if got := itemField(form.Items[0]).Text; got != "Saar" {
		t.Errorf("the dialog edits family name %q, want Saar", got)
	}
	if got := itemField(form.Items[4]).Text; got != "1970" {
		t.Errorf("the dialog shows the rating %q, want 1970", got)
	}
}

// A cell as wide as cellWidth shows its text whole, cut as a grid cuts
// it (truncation): Fyne's ellipsis, given that room, read a shared place,
// "1–2" under the Finnish "Sija", "1…".
func TestCellWidthShowsTextWhole(t *testing.T) {
	test.NewTempApp(t)
	for _, text := range []string{"1–2", "10–12", "Sija", "Eero Aho", "2½", "Vahvuusluku"} {
		w := cellWidth(text, fyne.TextStyle{})
		c := &gridCell{}
		c.Truncation = (&grid{widths: []float32{w}}).truncation(0, text, fyne.TextStyle{})
		c.ExtendBaseWidget(c)
		c.SetText(text)
		c.Resize(fyne.NewSize(w, c.MinSize().Height))
		var shown strings.Builder
		for _, o := range drawnObjects(c) {
			if tx, ok := o.(*canvas.Text); ok {
				shown.WriteString(tx.Text)
			}
		}
		if shown.String() != text {
			t.Errorf("a cell of %q shows %q", text, shown.String())
		}
	}
}
