package engine

import (
	"testing"
	"time"
)

// FuzzParseReading: no text makes the reader panic or overflow; what it
// accepts lies within the form's limit, and a clock display it accepts
// reads back the same from how PGN writes it.
func FuzzParseReading(f *testing.F) {
	for _, s := range []string{"+2", "2 mins", "90 sec", "1,5", "70000", "-1:30", "1 h 30 min", "0:00:07.3", "1:59:58", "99999999999999999999 h"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, form := range []ReadingForm{ClockAdjustment, ClockDisplay, UsedTime} {
			d, err := ParseReading(text, form)
			if err != nil {
				continue
			}
			if d > form.Max || d < -form.Max || !form.Signed && d < 0 {
				t.Fatalf("%q read as %v beyond %v", text, d, form.Max)
			}
			if form == ClockDisplay {
				back, err := ParseReading(FormatClock(d, ClockPGN), ClockDisplay)
				if err != nil || back != d.Round(100*time.Millisecond) {
					t.Fatalf("%q = %v writes as %q, reads back %v, %v", text, d, FormatClock(d, ClockPGN), back, err)
				}
			}
		}
	})
}
