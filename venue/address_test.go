package venue

import "testing"

// A loopback address reaches the pages from this computer alone: a
// phone given it finds nothing, so the window and serve say so beside it.
func TestOnlyHere(t *testing.T) {
	for url, want := range map[string]bool{
		"http://127.0.0.1:8080/":   true,
		"http://[::1]:8080/":       true,
		"http://localhost:8080/":   true,
		"http://192.0.2.2:8080/":   false,
		"http://[fd00::2]:8080/":   false,
		"http://venue.local:8080/": false,
	} {
		if got := OnlyHere(url); got != want {
			t.Errorf("OnlyHere(%q) = %v, want %v", url, got, want)
		}
	}
}
