package ui

import (
	"strings"
	"testing"
	"time"

	"arbiter/i18n"
)

// A window program whose toolkit's shutdown stalls once its window has
// closed (Fyne 2.8.1 losing its stopped hook) ends of itself with status
// 0, having said why, where it stayed alive without end; the words say
// the seconds waited in each language.
func TestAStalledShutdownEndsTheProgram(t *testing.T) {
	said, ended := make(chan struct{}), make(chan int, 1)
	endIfStalled(time.Millisecond, func() { close(said) }, func(code int) { ended <- code })
	if code := <-ended; code != 0 {
		t.Errorf("ended with status %d, want 0: the user closed the window", code)
	}
	select {
	case <-said:
	default:
		t.Error("ended without saying why")
	}
	for _, l := range i18n.Complete {
		if text := i18n.For(l).T("app.window.stalled", "seconds", 15); !strings.Contains(text, "15") || strings.Contains(text, "{") {
			t.Errorf("%s: %q", l, text)
		}
	}
}
