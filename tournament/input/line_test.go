package input

import (
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/i18n"
)

func TestErrorAtLine(t *testing.T) {
	e := engine.NewMessage("event.err.player.rating", "name", "A", "rating", -1, "max", 3500)
	l := AtLine(e, 7).(*engine.Message)
	if l.MessageKey() != "event.err.player.rating.line" || l.MessageArgs()["line"] != "7" || !strings.HasPrefix(l.Error(), "line 7: A: rating -1") {
		t.Errorf("%s %v %q", l.MessageKey(), l.MessageArgs(), l.Error())
	}
	if e.Key != "event.err.player.rating" || e.Args["line"] != nil {
		t.Error("AtLine changed the original")
	}
	for _, lang := range i18n.Complete {
		if got := i18n.For(lang).Error(l); !strings.Contains(got, "7") || strings.Contains(got, "{") {
			t.Errorf("%s: %q", lang, got)
		}
	}
}
