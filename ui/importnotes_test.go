package ui

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/testevent"
)

// An import's notes fit a window of 1024×700 in every language, each
// whole: a box that holds them all shows them all (a record long enough
// to wrap over several lines does not hide the note after it), and a
// longer list scrolls within the window. The notes are those of real
// reports other programs wrote, and one with a long unknown record.
func TestImportNotesFitTheWindowWholeInEveryLanguage(t *testing.T) {
	long := append(readNotes(t, "../tournament/testdata/outside/icu-latin-1.trf"), engine.Message{Key: "event.trf.notkept", Args: map[string]any{"record": "099 " + strings.Repeat("ABCDEFGHIJ ", 14)}},
		engine.Message{Key: "event.trf.notkept", Args: map[string]any{"record": "212 PTS,BH,SB"}},
		engine.Message{Key: "event.trf.notkept", Args: map[string]any{"record": "260   7   9    1    2"}})
	for _, tt := range []struct {
		name  string
		notes []engine.Message
	}{
		{"a long record", long},
		{"javafo-accelerated.trf", readNotes(t, "../tournament/testdata/outside/javafo-accelerated.trf")},
		{"icu-bunratty_minor_2011.trf", readNotes(t, "../tournament/testdata/outside/icu-bunratty_minor_2011.trf")},
	} {
		for _, lang := range []i18n.Lang{i18n.English, i18n.Finnish, i18n.Estonian} {
			t.Run(tt.name+"/"+string(lang), func(t *testing.T) {
				s := openShell(t, "")
				s.SetLanguage(lang)
				s.win.Resize(fyne.NewSize(1024, 700))
				s.showNotes(tt.notes)
				open := openModals[s.win.Canvas()]
				if len(open) != 1 {
					t.Fatalf("%d boxes open", len(open))
				}
				if size := open[0].pop.Content.Size(); size.Height > 700 || size.Width > 1024 {
					t.Errorf("box %v in a window of 1024×700", size)
				}
				scrolls := overlayParts[*container.Scroll](s)
				labels := overlayParts[*widget.Label](s)
				var text *widget.Label
				for _, l := range labels {
					if strings.HasPrefix(l.Text, "• ") {
						text = l
					}
				}
				if len(scrolls) != 1 || text == nil {
					t.Fatalf("%d scrolls, notes label %v", len(scrolls), text)
				}
				for _, n := range tt.notes {
					if !strings.Contains(text.Text, s.cat.Message(n)) {
						t.Errorf("%q not shown", s.cat.Message(n))
					}
				}
				shown, whole := scrolls[0].Size().Height, text.MinSize().Height
				if whole <= notesHeight && shown < whole {
					t.Errorf("%.0f points of notes shown in a box of %.0f: they fit, yet scroll", whole, shown)
				}
				if whole > notesHeight && shown < notesHeight {
					t.Errorf("%.0f points of notes scroll in %.0f", whole, shown)
				}
				if text.Size().Width > scrolls[0].Size().Width {
					t.Errorf("notes %.0f points wide in a box of %.0f", text.Size().Width, scrolls[0].Size().Width)
				}
			})
		}
	}
}

// readNotes is what the import of a report says it did not keep.
func readNotes(t *testing.T, path string) []engine.Message {
	t.Helper()
	return testevent.ReadReport(t, filepath.FromSlash(path)).Notes
}
