package store

import (
	"errors"
	"path/filepath"
	"testing"

	"arbiter/engine"
	"arbiter/tournament"
)

// Text with control or invisible characters never reaches the file,
// whichever caller skipped the checks before the store.
func TestStoreRefusesHiddenCharacters(t *testing.T) {
	st, ids := newEvent(t, 2)
	var te *engine.Message
	if _, err := st.AddPlayer(tournament.Player{Name: "Mikko\x1b[2J"}); !errors.As(err, &te) || te.Key != "event.err.text.char" {
		t.Errorf("AddPlayer with ESC: %v", err)
	}
	if err := st.UpdatePlayer(tournament.Player{ID: ids[0], Name: "Anna", Club: "SK\u202e"}); !errors.As(err, &te) {
		t.Errorf("UpdatePlayer with a bidi override: %v", err)
	}
	s := testSettings()
	s.Site = "Tartu\x00"
	if err := st.UpdateSettings(s); !errors.As(err, &te) {
		t.Errorf("UpdateSettings with NUL: %v", err)
	}
	if _, err := Create(filepath.Join(t.TempDir(), "x.arbiter"), s); !errors.As(err, &te) {
		t.Errorf("Create with NUL: %v", err)
	}
	ev := eventOf(t, st)
	if len(ev.Players) != 2 || ev.Settings.Site != testSettings().Site {
		t.Errorf("the file changed: %d players, site %q", len(ev.Players), ev.Settings.Site)
	}
}
