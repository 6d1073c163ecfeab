package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/tournament"
	"arbiter/tournament/ratinglist"
)

// TestAddDialogNamesABrokenListAndSearchesTheOthers: one list beside
// another is torn; the add dialog's search still finds players in the
// other, and its line of lists names the broken one and where it was set
// aside.
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
	v := s.views[areaPlayers].(*playersView)
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
