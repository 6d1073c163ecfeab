package cli

import (
	"encoding/json"
	"io"
	"net/http"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"time"

	"arbiter/internal/testevent"
	"arbiter/tournament"
)

// The deputy commands as a script uses them: add one with a PIN printed
// once as JSON, one without; list them (no PIN, ever); remove one, whose
// PIN then opens nothing; refuse what the event's rules refuse.
func TestDeputyCommands(t *testing.T) {
	file := demoFile(t) // its deputy: Liis Kuusk
	var added struct {
		Name string `json:"name"`
		PIN  string `json:"pin"`
	}
	out := runCLI(t, 0, "deputy", "add", file, "Anna Virtanen", "--fide-id", "501234", "--pin", "--json")
	if err := json.Unmarshal([]byte(out), &added); err != nil || added.Name != "Anna Virtanen" || !regexp.MustCompile(`^\d{8}$`).MatchString(added.PIN) {
		t.Fatalf("add --pin --json: %q %v", out, err)
	}
	if out := runCLI(t, 0, "deputy", "add", file, "Mari Maasikas"); strings.TrimSpace(out) != "Mari Maasikas added to the deputy arbiters." {
		t.Errorf("add: %q", out)
	}
	var list []tournament.Deputy
	out = runCLI(t, 0, "deputy", "list", file, "--json")
	if err := json.Unmarshal([]byte(out), &list); err != nil {
		t.Fatal(err)
	}
	want := []tournament.Deputy{{Name: "Liis Kuusk"}, {Name: "Anna Virtanen", FIDEID: "501234", PIN: true}, {Name: "Mari Maasikas"}}
	if !reflect.DeepEqual(list, want) || strings.Contains(out, added.PIN) {
		t.Errorf("list --json: %s", out)
	}
	if out := runCLI(t, 0, "deputy", "list", file); !regexp.MustCompile(`Anna Virtanen\s+501234\s+set`).MatchString(out) || strings.Contains(out, added.PIN) {
		t.Errorf("list: %s", out)
	}
	if out := runCLI(t, 0, "event", file); !strings.Contains(out, "Liis Kuusk; Anna Virtanen; Mari Maasikas") {
		t.Errorf("the settings' deputies: %s", out)
	}
	if out := runCLI(t, 0, "deputy", "remove", file, "anna virtanen"); !strings.Contains(out, "removed") {
		t.Errorf("remove: %q", out)
	}
	st := testevent.OpenReadOnly(t, file)
	_, ok, err := st.DeputyByPIN(added.PIN)
	st.Close()
	if ok || err != nil {
		t.Errorf("the removed deputy's PIN: %v %v", ok, err)
	}
	for _, c := range []struct {
		args []string
		code int
		says string
	}{
		{[]string{"deputy", "add", file, "mari maasikas"}, 1, "is a deputy arbiter already"},
		{[]string{"deputy", "add", file, "Kuusk; Liis"}, 1, "cannot hold"},
		{[]string{"deputy", "add", file, "Jüri Saar", "--fide-id", "12ab"}, 1, "not a number"},
		{[]string{"deputy", "remove", file, "Nobody"}, 1, "not one of the event's deputy arbiters"},
		{[]string{"deputy", "pin", file, "Nobody"}, 1, "not one of the event's deputy arbiters"},
		{[]string{"deputy", "promote", file}, 2, "expected add, list, remove, pin or unlock"},
		{[]string{"deputy", "add", file}, 2, "NAME"},
	} {
		code, stdout, stderr := run(t, c.args...)
		if code != c.code || !strings.Contains(stdout+stderr, c.says) {
			t.Errorf("%v: exit %d, %q%q; want %d and %q", c.args, code, stdout, stderr, c.code, c.says)
		}
	}
	if out := runCLI(t, 0, "deputy", "unlock", file); !strings.Contains(out, "can sign in again") {
		t.Errorf("deputy unlock: %q", out)
	}
	if out := runCLI(t, 0, "deputy", "unlock", file, "--address", "192.0.2.7"); !strings.Contains(out, "The device at 192.0.2.7 can sign in again") {
		t.Errorf("deputy unlock --address: %q", out)
	}
	// An IPv6 phone as the server names it, and its /64 network, which
	// the server names when the network's own limit locks it.
	for _, a := range []string{"fd00::1", "fd00::/64"} {
		if out := runCLI(t, 0, "deputy", "unlock", file, "--address", a); !strings.Contains(out, "The device at "+a+" can sign in again") {
			t.Errorf("deputy unlock --address %s: %q", a, out)
		}
	}
	if code, _, stderr := run(t, "deputy", "unlock", file, "--address", "venue.local"); code != 2 || !strings.Contains(stderr, "not an IP address") {
		t.Errorf("deputy unlock --address venue.local: exit %d, %q", code, stderr)
	}
	if out := runCLI(t, 0, "audit", file); !strings.Contains(out, "sign-in at the venue pages unlocked") ||
		!strings.Contains(out, "sign-in unlocked for the device at 192.0.2.7") {
		t.Errorf("the unlocks are not in the audit log:\n%s", out)
	}
	var again struct{ PIN string }
	if err := json.Unmarshal([]byte(runCLI(t, 0, "deputy", "pin", file, "Mari Maasikas", "--json")), &again); err != nil || len(again.PIN) != 8 {
		t.Errorf("pin --json: %+v %v", again, err)
	}
}

// A deputy with a PIN turns result entry on in "arbiter serve" without
// ARBITER_VENUE_PIN: the entry page asks for his PIN.
func TestServeTakesANamedDeputysPIN(t *testing.T) {
	t.Setenv(pinVariable, "")
	file := demoFile(t)
	runCLI(t, 0, "deputy", "add", file, "Anna Virtanen", "--pin")
	url, _, _, stop := serveFor(t, file, "--addr", "127.0.0.1:0")
	resp, err := http.Get(url + "enter.html")
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(page), `name="pin"`) {
		t.Errorf("the entry page: %d", resp.StatusCode)
	}
	if code := stop(); code != 0 {
		t.Errorf("serve ended with %d", code)
	}
}

// A device that sent a quarter hour's wrong PINs waits: serve's log
// names it, says until when in serve's language and how to let it in at
// once, where it said nothing and the arbiter at the door could not tell
// why a deputy's phone was refused.
func TestServeSaysUntilWhenADeviceWaits(t *testing.T) {
	t.Setenv(pinVariable, "")
	t.Setenv("ARBITER_LANG", "fi")
	file := demoFile(t)
	addDeputy(t, file, "Anna Virtanen")
	url, _, errOut, stop := serveFor(t, file, "--addr", "127.0.0.1:0")
	phone := newDeputyPhone(url)
	first := time.Now()
	for i := range 5 {
		if code := phone.signIn("00000000"); code != http.StatusForbidden {
			t.Fatalf("wrong PIN %d: %d", i+1, code)
		}
	}
	last := time.Now()
	said := errOut.String()
	if code := stop(); code != 0 {
		t.Errorf("serve ended with %d", code)
	}
	// The wait ends a quarter hour after the first of the five, told in
	// whole minutes rounded up.
	times := map[string]bool{}
	for _, at := range []time.Time{first, last} {
		end := at.Add(15 * time.Minute)
		if end.Truncate(time.Minute) != end {
			end = end.Truncate(time.Minute).Add(time.Minute)
		}
		times["klo "+end.Format("15.04")] = true
	}
	found := false
	for at := range times {
		found = found || strings.Contains(said, at)
	}
	if !found || !strings.Contains(said, "127.0.0.1") || !strings.Contains(said, "arbiter deputy unlock "+file+" --address 127.0.0.1") ||
		!strings.Contains(said, "väärää PIN-koodia") {
		t.Errorf("serve's log does not say until when the device waits (%v):\n%s", times, said)
	}
	if strings.Contains(said, "ennen kuin annat komennon") {
		t.Errorf("serve said the waiting device is locked out until the unlock:\n%s", said)
	}
}

// addDeputy adds the deputy name to file with a PIN of his own, as
// "deputy add --pin --json" gives it, and returns the PIN; an answer that
// is not that deputy's JSON fails the test.
func addDeputy(t *testing.T, file, name string) string {
	t.Helper()
	var d struct{ Name, PIN string }
	out := runCLI(t, 0, "deputy", "add", file, name, "--pin", "--json")
	if err := json.Unmarshal([]byte(out), &d); err != nil || d.Name != name || d.PIN == "" {
		t.Fatalf("deputy add %s --pin --json: %v\n%s", name, err, out)
	}
	return d.PIN
}
