package engine

import (
	"errors"
	"testing"
	"time"
)

func TestParseReading(t *testing.T) {
	adjustForm, pgn, used := ClockAdjustment, clockDisplay, UsedTime
	const bad, far = "syntax", "range"
	tests := []struct {
		text string
		form ReadingForm
		want time.Duration
		err  string
	}{
		{"+2", adjustForm, 2 * time.Minute, ""},
		{"2 mins", adjustForm, 2 * time.Minute, ""},
		{"90 sec", adjustForm, 90 * time.Second, ""},
		{"90s", adjustForm, 90 * time.Second, ""},
		{"-30s", adjustForm, -30 * time.Second, ""},
		{"−1:30", adjustForm, -90 * time.Second, ""},
		{"1,5", adjustForm, 90 * time.Second, ""},
		{"1.5 min", adjustForm, 90 * time.Second, ""},
		{"1 h 30 min", adjustForm, 90 * time.Minute, ""},
		{"2m30s", adjustForm, 150 * time.Second, ""},
		{"2 minuuttia", adjustForm, 2 * time.Minute, ""},
		{"30 sekundit", adjustForm, 30 * time.Second, ""},
		{"70000", adjustForm, 0, far},
		{"99999999999999999999", adjustForm, 0, far},
		{"2 banana", adjustForm, 0, bad},
		{"2 mins!", adjustForm, 0, bad},
		{"30 s 2 min", adjustForm, 0, bad},
		{"2 min 3", adjustForm, 0, bad},
		{"1:75", adjustForm, 0, bad},
		{"1:5", adjustForm, 0, bad},
		{"1.5.3", adjustForm, 0, bad},
		{"5.", adjustForm, 0, bad},
		{"", adjustForm, 0, bad},
		{"+", adjustForm, 0, bad},
		{"--2", adjustForm, 0, bad},
		{"0x10", adjustForm, 0, bad},
		{"1e3", adjustForm, 0, bad},
		{"1:59:58", pgn, time.Hour + 59*time.Minute + 58*time.Second, ""},
		{"0:00:07.3", pgn, 7300 * time.Millisecond, ""},
		{"0:00:NaN", pgn, 0, bad},
		{"0:00:+5", pgn, 0, bad},
		{"1:30", pgn, 0, bad},
		{"-0:01:00", pgn, 0, bad},
		{"90", pgn, 0, bad},
		{"1:30", used, 90 * time.Minute, ""},
		{"1:30:15", used, 90*time.Minute + 15*time.Second, ""},
		{"25:00", used, 0, far},
		{"2 h", used, 0, bad},
	}
	for _, tt := range tests {
		got, err := ParseReading(tt.text, tt.form)
		switch {
		case tt.err == "" && (err != nil || got != tt.want):
			t.Errorf("ParseReading(%q) = %v, %v; want %v", tt.text, got, err, tt.want)
		case tt.err != "" && err == nil:
			t.Errorf("ParseReading(%q) = %v, want an error", tt.text, got)
		case tt.err != "":
			if re, ok := err.(*ReadingError); !ok || re.Key != "notation.reading."+tt.err {
				t.Errorf("ParseReading(%q): error %v, want notation.reading.%s", tt.text, err, tt.err)
			}
			if errors.Is(err, ErrReadingRange) != (tt.err == "range") {
				t.Errorf("ParseReading(%q): error %v: errors.Is(ErrReadingRange) disagrees with its key", tt.text, err)
			}
		}
	}
}

// FuzzParseReading: no text makes the reader panic or overflow; what it
// accepts lies within the form's limit, and a clock display it accepts
// reads back the same from how PGN writes it.
func FuzzParseReading(f *testing.F) {
	for _, s := range []string{"+2", "2 mins", "90 sec", "1,5", "70000", "-1:30", "1 h 30 min", "0:00:07.3", "1:59:58", "99999999999999999999 h"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, form := range []ReadingForm{ClockAdjustment, clockDisplay, UsedTime} {
			d, err := ParseReading(text, form)
			if err != nil {
				continue
			}
			if d > form.Max || d < -form.Max || !form.Signed && d < 0 {
				t.Fatalf("%q read as %v beyond %v", text, d, form.Max)
			}
			if form == clockDisplay {
				back, err := ParseReading(FormatClock(d, ClockPGN), clockDisplay)
				if err != nil || back != d.Round(100*time.Millisecond) {
					t.Fatalf("%q = %v writes as %q, reads back %v, %v", text, d, FormatClock(d, ClockPGN), back, err)
				}
			}
		}
	})
}
