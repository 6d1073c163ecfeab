package sqlitefile

import "testing"

// A path keeps every character: those the driver would read as the URI's
// own are escaped, the rest are left as they are.
func TestDSN(t *testing.T) {
	for _, c := range []struct{ path, params, want string }{
		{"/home/arbiter/club.arbiter", "mode=ro", "file:/home/arbiter/club.arbiter?mode=ro"},
		{"/tmp/100% sure?#1.arbiter", "", "file:/tmp/100%25 sure%3f%231.arbiter?"},
		{`C:\Turnaus\Kevät 2026.arbiter`, "_journal_mode=WAL", `file:C:\Turnaus\Kevät 2026.arbiter?_journal_mode=WAL`},
	} {
		if got := DSN(c.path, c.params); got != c.want {
			t.Errorf("DSN(%q, %q) = %q, want %q", c.path, c.params, got, c.want)
		}
	}
}
