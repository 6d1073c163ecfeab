package tournament

import (
	"fmt"
	"strings"
	"testing"

	"arbiter/tournament/trf"
)

// Record 192 decides the system before 092 and the games: each code of
// the systems Arbiter pairs, the Dutch rules' other editions, Baku's
// acceleration as the code's suffix; a code of no system Arbiter pairs is
// named, and 092 decides.
func TestTRFSystemFromTypeCode(t *testing.T) {
	base := string(ExportTRF(clubEvent(t), TRFOptions{}))
	for code, want := range map[string]System{
		"FIDE_DUTCH_2025": SwissDutch, "FIDE_DUTCH": SwissDutch, "FIDE_DUTCH_2025_BAKU": SwissDutch,
		"FIDE_DUBOV": SwissDubov, "FIDE_ROUNDROBIN": RoundRobin, "BERGER_ROUNDROBIN": RoundRobin,
		"FIDE_DOUBLEROUNDROBIN": DoubleRoundRobin, "FIDE_SCHILLER": RoundRobin,
	} {
		data := strings.Replace(base, "192 FIDE_ROUNDROBIN", "192 "+code, 1)
		parsed, err := trf.Parse([]byte(data))
		if err != nil {
			t.Fatal(err)
		}
		got, notes := systemFromTRF(parsed)
		if got != want {
			t.Errorf("%s: %s, want %s", code, got, want)
		}
		named := len(notes) == 1 && notes[0].Key == "event.trf.system.unknowncode" && notes[0].Args["value"] == code
		if named != (code == "FIDE_SCHILLER") {
			t.Errorf("%s: notes %v", code, notes)
		}
	}
	rep, err := ReadTRFReport([]byte(strings.Replace(string(ExportTRF(openSwiss(t, 9), TRFOptions{})), "192 FIDE_DUTCH_2025", "192 FIDE_DUTCH_2025_BAKU", 1)))
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Swiss.Baku {
		t.Error("FIDE_DUTCH_2025_BAKU read without Baku's acceleration")
	}
}

// Records 182 and 222 of another program: the pairing program is named
// as not kept, the time control encoded is the event's where 122 states
// none, and named where 122 states another.
func TestTRF2026HeaderRecordsRead(t *testing.T) {
	base := string(ExportTRF(clubEvent(t), TRFOptions{}))
	for _, c := range []struct {
		name, old, new, control, notes string
	}{
		{"Arbiter's", "", "", "40/120+30'", ""},
		{"another program", "182 Arbiter", "182 Swiss-Manager", "40/120+30'", "182 Swiss-Manager"},
		{"222 alone", "122 40/120+30'\r", "", "40/120+30'", ""},
		{"222 otherwise than 122", "222 40/7200:1800", "222 5400+30", "40/120+30'", "222 5400+30"},
		{"222 unread", "222 40/7200:1800", "222 W300-B240", "40/120+30'", "222 W300-B240"},
	} {
		t.Run(c.name, func(t *testing.T) {
			data := strings.Replace(base, c.old, c.new, 1)
			if c.old != "" && data == base {
				t.Fatal("the change did not apply")
			}
			rep, err := ReadTRFReport([]byte(data))
			if err != nil {
				t.Fatal(err)
			}
			var kept []string
			for _, n := range rep.Notes {
				if n.Key == "event.trf.notkept" {
					kept = append(kept, fmt.Sprint(n.Args["record"]))
				}
			}
			if got := strings.Join(kept, "|"); got != c.notes || rep.Event.Settings.TimeControl != c.control {
				t.Errorf("not kept %q, time control %q; want %q, %q", got, rep.Event.Settings.TimeControl, c.notes, c.control)
			}
		})
	}
}
