package norms

import (
	"errors"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/i18n"
)

// TestNormsOfAFIDENormEventSayWhereItsTitleNormsAre: the arbiter of a
// FIDE-rated norm event played under the FIDE Laws asks for its norms
// (the Norms view, arbiter norms, the printed norms report, all of them
// ForEvent) and is told that no 1953 category can be earned, and nothing
// of the title norms: a norm made read as none at the door named for
// norms. He is told that the event's FIDE title norms are judged with its
// rating changes, in his language. An event not FIDE-rated, whose title
// norms are not judged at all, is told only of the 1953 code.
func TestNormsOfAFIDENormEventSayWhereItsTitleNormsAre(t *testing.T) {
	ev := normEvent()
	if ScopeOf(ev).Titles != nil {
		t.Fatalf("the norm event gives no title norms: %v", ScopeOf(ev).Titles)
	}
	_, err := ForEvent(ev)
	var m *engine.Message
	if !errors.As(err, &m) {
		t.Fatalf("the norms of a FIDE-rated event under the FIDE Laws: %v", err)
	}
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		text := cat.Error(err)
		reason := cat.Error(ScopeOf(ev).Categories)
		if !strings.Contains(text, reason) || !strings.Contains(text, cat.T("ui.nav.ratings")) || !strings.Contains(text, cat.T("ratings.norms.title")) {
			t.Errorf("%s: %q does not give the reason %q and where the title norms are", lang, text, reason)
		}
	}
	unrated := normEvent()
	unrated.Settings.Rules.FIDERated = false
	if _, err := ForEvent(unrated); !errors.As(err, &m) || m.Key != "norms.error.not-1953" {
		t.Errorf("an event not FIDE-rated: %v", err)
	}
}
