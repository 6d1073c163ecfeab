package trf

import (
	"errors"
	"slices"
	"testing"

	"arbiter/engine"
)

// Helpers the tests of this package share, kept out of the program.

// parsed is text as Parse reads it; text Parse refuses fails the test.
func parsed(t testing.TB, text string) *Tournament {
	t.Helper()
	tr, err := Parse([]byte(text))
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	return tr
}

// readsBack is text as parsed, having checked that it is written back
// byte for byte as read and that the lines kept unread are unread, in
// their order (none where none is given).
func readsBack(t testing.TB, text string, unread ...string) *Tournament {
	t.Helper()
	tr := parsed(t, text)
	if got := tr.Unmodelled(); !slices.Equal(got, unread) {
		t.Errorf("%q: kept unread %q, want %q", text, got, unread)
	}
	if got := string(tr.Bytes()); got != text {
		t.Errorf("round trip:\n%q\n%q", got, text)
	}
	return tr
}

// writes checks that tr is written as want.
func writes(t testing.TB, tr *Tournament, want string) {
	t.Helper()
	if got := string(tr.Bytes()); got != want {
		t.Errorf("written\n%q, want\n%q", got, want)
	}
}

// refusedAtLineOne checks that each report of one bad line is refused at
// line 1, with the message key where key is given.
func refusedAtLineOne(t testing.TB, key string, bad ...string) {
	t.Helper()
	for _, b := range bad {
		var e *engine.Message
		if _, err := Parse([]byte(b)); !errors.As(err, &e) || (key != "" && e.Key != key) || e.Args["line"] != "1" {
			t.Errorf("%q: %v, want %s at line 1", b, err, key)
		}
	}
}
