package trf

import (
	"strings"
	"testing"

	"arbiter/engine/clock"
)

// A player line read from a Latin-1 report, not decoded, and changed (its
// points) is written back with its name's bytes as they were, one column
// each: before, the writer counted the line in runes and turned every
// accented letter into U+FFFD.
func TestWriteKeepsLatin1Bytes(t *testing.T) {
	name := "Uì Laighlèis, Gearoìdin"
	latin1 := []byte{}
	for _, r := range name {
		latin1 = append(latin1, byte(r))
	}
	line := "001    1      " + string(latin1) + strings.Repeat(" ", 33-len(latin1)) + " 1900 IRL             1990/01/01  1.0    1     2 w 1"
	tr := parsed(t, line+"\r")
	tr.Players[0].Points = 0.5
	tr.Players[0].Games[0].Result = '='
	got := string(tr.Bytes())
	want := strings.Replace(strings.Replace(line, " 1.0 ", " 0.5 ", 1), "2 w 1", "2 w =", 1) + "\r"
	if got != want {
		t.Errorf("written\n%q\nwant\n%q", got, want)
	}
	if strings.Contains(got, "\uFFFD") {
		t.Errorf("U+FFFD written: %q", got)
	}
}

// Records 182 and 222 are read and written as TRF-2026 states them.
func TestTRF2026HeaderRecords(t *testing.T) {
	data := "012 Open\r182 Arbiter\r192 FIDE_DUTCH_2025\r222 40/6000+30:900+30\r"
	tr := readsBack(t, data)
	if tr.PairingController != "Arbiter" || tr.TypeCode != "FIDE_DUTCH_2025" || tr.TimeControlCode != "40/6000+30:900+30" {
		t.Errorf("read %q %q %q", tr.PairingController, tr.TypeCode, tr.TimeControlCode)
	}
	writes(t, &Tournament{Name: "Open", TypeCode: "FIDE_DUBOV", PairingController: "Arbiter", TimeControlCode: "5400+30", Rounds: 7},
		"012 Open\r142 7\r182 Arbiter\r192 FIDE_DUBOV\r222 5400+30\r")
}

// Record 222's examples: 90 minutes with 30 seconds a move; 100 minutes
// for 40 moves, then 15, 30 seconds a move from move 1. A delay or a
// period that repeats has no code; the Armageddon form is not read.
func TestTimeControlCode(t *testing.T) {
	for text, code := range map[string]string{
		"90+30":                "5400+30",
		"40/100+30\"+15'+30\"": "40/6000+30:900+30",
		"3+2":                  "180+2",
		"40/120+20/60+30'":     "40/7200:20/3600:1800",
		"60'":                  "3600",
		"40/120+30'+d5\"":      "",
		"16/60*":               "",
	} {
		tc, err := clock.Parse(text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		got, ok := EncodeTimeControl(tc)
		if got != code || ok != (code != "") {
			t.Errorf("%s: %q %v, want %q", text, got, ok, code)
			continue
		}
		if !ok {
			continue
		}
		back, err := DecodeTimeControl(got)
		if err != nil || back.String() != tc.String() {
			t.Errorf("%s: %s read back as %v (%v)", text, got, back, err)
		}
	}
	for _, bad := range []string{"W300-B240", "", "40/", "x+3", "40/7200"} {
		if _, err := DecodeTimeControl(bad); err == nil {
			t.Errorf("%q read", bad)
		}
	}
}
