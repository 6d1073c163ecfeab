package store

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"arbiter/internal/testform"
	"arbiter/tournament"
)

// A file from before the deputies' table keeps its deputies: the names of
// the settings' text become rows in their order, a name given twice (in
// another case) once, and the settings show the same list.
func TestUpgradeMakesTheSettingsDeputiesRows(t *testing.T) {
	s := upgraded(t, slices.Index(migrations, schemaDeputies), `UPDATE settings SET deputies = ' Liis Kuusk ; Virtanen, Anna;;liis kuusk;Mari Maasikas'`)
	ev := eventOf(t, s)
	want := []tournament.Deputy{{Name: "Liis Kuusk"}, {Name: "Virtanen, Anna"}, {Name: "Mari Maasikas"}}
	if !reflect.DeepEqual(ev.Deputies, want) {
		t.Errorf("deputies %+v, want %+v", ev.Deputies, want)
	}
	if ev.Settings.Deputies != "Liis Kuusk; Virtanen, Anna; Mari Maasikas" {
		t.Errorf("settings' text %q", ev.Settings.Deputies)
	}
}

// The settings' text and the table are one list: a name added in the
// settings is a deputy, one taken out is removed with his PIN, and a name
// kept keeps his FIDE id and PIN; the change is undone as one action.
func TestSettingsTextAndDeputiesAreOneList(t *testing.T) {
	s, _ := newEvent(t, 0)
	pin, err := s.AddDeputy(tournament.Deputy{Name: "Liis Kuusk", FIDEID: "4500012"}, true)
	if err != nil {
		t.Fatal(err)
	}
	ev, _ := s.Event()
	if ev.Settings.Deputies != "B. Apulainen; Liis Kuusk" {
		t.Fatalf("settings' text %q", ev.Settings.Deputies)
	}
	st := ev.Settings
	st.Deputies = "liis kuusk; Mari Maasikas"
	if err := s.UpdateSettings(st); err != nil {
		t.Fatal(err)
	}
	ds, _ := s.Deputies()
	want := []tournament.Deputy{{Name: "liis kuusk", FIDEID: "4500012", PIN: true}, {Name: "Mari Maasikas"}}
	if !reflect.DeepEqual(ds, want) {
		t.Errorf("after the settings: %+v, want %+v", ds, want)
	}
	if who, ok, _ := s.DeputyByPIN(pin); !ok || who.Name != "liis kuusk" {
		t.Errorf("her PIN after the settings: %v %+v", ok, who)
	}
	st.Deputies = "Mari Maasikas; mari maasikas"
	if err := s.UpdateSettings(st); testform.KeyOf(err) != "deputy.err.duplicate" {
		t.Errorf("a name twice in the settings: %v", err)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if ds, _ := s.Deputies(); len(ds) != 2 || ds[0].Name != "B. Apulainen" {
		t.Errorf("after undo: %+v", ds)
	}
}

// A deputy's PIN: eight digits, printed once, kept hashed (the PIN is not
// in the file), found again by itself; a new PIN replaces the old, and a
// removed deputy's PIN opens nothing. Each is an audited action.
func TestDeputyPINIsKeptHashedAndStopsWithHim(t *testing.T) {
	s, _ := newEvent(t, 0)
	pin, err := s.AddDeputy(tournament.Deputy{Name: "Anna Virtanen", FIDEID: "501234"}, true)
	if err != nil {
		t.Fatal(err)
	}
	if len(pin) != deputyPINLength || strings.Trim(pin, "0123456789") != "" {
		t.Fatalf("PIN %q", pin)
	}
	var stored string
	if err := s.db.QueryRow(`SELECT pin FROM deputies WHERE name = 'Anna Virtanen'`).Scan(&stored); err != nil {
		t.Fatal(err)
	}
	if stored == "" || strings.Contains(stored, pin) {
		t.Errorf("the PIN is stored as %q", stored)
	}
	if audit, _ := s.Audit(); strings.Contains(auditText(audit), pin) {
		t.Error("the audit holds the PIN")
	}
	who, ok, err := s.DeputyByPIN(pin)
	if err != nil || !ok || who.Name != "Anna Virtanen" || who.FIDEID != "501234" {
		t.Fatalf("by PIN: %+v %v %v", who, ok, err)
	}
	for _, wrong := range []string{"", "0", pin[:7], pin + "0", "x" + pin[1:]} {
		if _, ok, _ := s.DeputyByPIN(wrong); ok && wrong != pin {
			t.Errorf("%q opened", wrong)
		}
	}
	mark, _ := s.DeputyMark("Anna Virtanen")
	if mark != who.Mark {
		t.Error("the mark is not the sign-in's")
	}
	again, err := s.NewDeputyPIN("anna virtanen")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := s.DeputyByPIN(pin); ok && again != pin {
		t.Error("the old PIN still opens after a new one")
	}
	if m, _ := s.DeputyMark("Anna Virtanen"); m == mark {
		t.Error("a new PIN left the mark as it was")
	}
	if err := s.RemoveDeputy("Anna Virtanen"); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := s.DeputyByPIN(again); ok {
		t.Error("a removed deputy's PIN opens")
	}
	if m, _ := s.DeputyMark("Anna Virtanen"); m != "" {
		t.Error("a removed deputy has a mark")
	}
	audit, _ := s.Audit()
	var actions []string
	for _, e := range audit[len(audit)-3:] {
		actions = append(actions, e.Steps[0].Action)
	}
	if strings.Join(actions, ",") != "deputy.add-pin,deputy.pin,deputy.remove" {
		t.Errorf("audit %v", actions)
	}
}

// A deputy is refused as the event's rules say: no name, a name given
// already (letter case aside), a ";" in it, a FIDE id not of digits, a
// deputy not there.
func TestDeputyRefusals(t *testing.T) {
	s, _ := newEvent(t, 0)
	for _, c := range []struct {
		d   tournament.Deputy
		key string
	}{
		{tournament.Deputy{Name: "  "}, "deputy.err.name-empty"},
		{tournament.Deputy{Name: "b. apulainen"}, "deputy.err.duplicate"},
		{tournament.Deputy{Name: "Kuusk; Liis"}, "deputy.err.name-semicolon"},
		{tournament.Deputy{Name: "Liis Kuusk", FIDEID: "45x"}, "event.err.player.fideid"},
		{tournament.Deputy{Name: "Liis\u200bKuusk"}, "event.err.text.char"},
	} {
		if _, err := s.AddDeputy(c.d, true); testform.KeyOf(err) != c.key {
			t.Errorf("%+v: %v, want %s", c.d, err, c.key)
		}
	}
	if err := s.RemoveDeputy("Nobody"); testform.KeyOf(err) != "deputy.err.unknown" {
		t.Errorf("removing nobody: %v", err)
	}
	if _, err := s.NewDeputyPIN("Nobody"); testform.KeyOf(err) != "deputy.err.unknown" {
		t.Errorf("a PIN for nobody: %v", err)
	}
}

// A hash in a form the store does not make (edited by hand) opens nothing.
func TestAForeignHashOpensNothing(t *testing.T) {
	for _, h := range []string{"", "1234", "pbkdf2-sha256$0$AAAA$AAAA", "pbkdf2-sha256$99999999$AAAA$AAAA", "md5$1$a$b"} {
		if pinMatches(h, "1234") {
			t.Errorf("%q matched", h)
		}
	}
}

// The action's actor is who ActAs names, the program's user otherwise.
func TestActAsNamesTheActor(t *testing.T) {
	s, _ := pairedEvent(t, 4)
	if err := s.Batch(func(tx *Tx) error {
		tx.ActAs("venue/Anna Virtanen (192.168.1.23)")
		return tx.SetResult(1, 1, tournament.Draw)
	}); err != nil {
		t.Fatal(err)
	}
	e, err := s.NextUndo()
	if err != nil || e.Actor != "venue/Anna Virtanen (192.168.1.23)" {
		t.Errorf("actor %q, %v", e.Actor, err)
	}
	setResult(t, s, 1, 2, tournament.Draw)
	if e, _ := s.NextUndo(); e.Actor != actor() {
		t.Errorf("the next action's actor %q", e.Actor)
	}
}

// auditText is the audit log with its images, as text.
func auditText(es []AuditEntry) string {
	b, _ := json.Marshal(es)
	return string(b)
}

// An IPv6 address counts as its device and as its /64 network, whose
// many addresses buy no more guesses than the network's own; a
// link-local address as its device alone, zone or not, as fe80::/64 is
// every device on the link; a /64 network named as such as itself.
func TestDeviceAddresses(t *testing.T) {
	for in, want := range map[string][]string{
		"192.0.2.7": {"192.0.2.7"}, "::ffff:192.0.2.7": {"192.0.2.7"},
		"2001:db8:1:2::1":                    {"2001:db8:1:2::1", "2001:db8:1:2::/64"},
		"[2001:db8:1:2:aaaa:bbbb:cccc:dddd]": {"2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"},
		"fd00::2%wlan0":                      {"fd00::2", "fd00::/64"},
		"2001:db8:1:2::/64":                  {"2001:db8:1:2::/64"},
		"fe80::1%eth0":                       {"fe80::1"}, "[fe80::2:3%wlan0]": {"fe80::2:3"}, "fe80::1": {"fe80::1"},
		"venue.local": nil, "": nil, "2001:db8::/48": nil, "192.0.2.0/24": nil,
	} {
		if got := DeviceAddresses(in); !slices.Equal(got, want) {
			t.Errorf("DeviceAddresses(%q) = %q, want %q", in, got, want)
		}
	}
}
