package crash

import (
	"runtime/debug"
	"strings"
	"testing"
)

// A stamped build says the product's version, with its commit where Go
// recorded one; an unstamped one never says a release's number.
func TestVersion(t *testing.T) {
	defer func(v string) { version = v }(version)
	version = ""
	if v := Version(); !strings.HasPrefix(v, "(devel)") && v != "unknown" {
		t.Errorf("unstamped: %q", v)
	}
	version = "9.8.7"
	if v := Version(); v != "9.8.7" && !strings.HasPrefix(v, "9.8.7 (") {
		t.Errorf("stamped: %q", v)
	}
	rev := revision([]debug.BuildSetting{{Key: "vcs.revision", Value: "1c82978e0d"}, {Key: "vcs.modified", Value: "true"}})
	if rev != "1c82978+dirty" {
		t.Errorf("revision: %q", rev)
	}
}
