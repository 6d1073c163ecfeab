package engine

import (
	"testing"
	"time"
)

func TestFormatClock(t *testing.T) {
	tests := []struct {
		d     time.Duration
		style ClockStyle
		want  string
	}{
		{90 * time.Minute, ClockPGN, "1:30:00"},
		{time.Hour + 2*time.Second + 340*time.Millisecond, ClockPGN, "1:00:02.3"},
		{90 * time.Minute, ClockDial, "1:30:00"},
		{4*time.Minute + 53*time.Second + 900*time.Millisecond, ClockDial, "0:04:53"},
		{19*time.Second + 450*time.Millisecond, ClockDial, "0:19.4"},
		{-time.Second, ClockDial, "0:00.0"},
		{0, ClockShort, "0:00"},
		{59*time.Second + 600*time.Millisecond, ClockShort, "1:00"},
		{42 * time.Minute, ClockShort, "42:00"},
		{time.Hour + 5*time.Minute + 7*time.Second, ClockShort, "1:05:07"},
		{-3 * time.Second, ClockShort, "0:00"},
	}
	for _, tt := range tests {
		if got := FormatClock(tt.d, tt.style); got != tt.want {
			t.Errorf("FormatClock(%v, %d) = %q, want %q", tt.d, tt.style, got, tt.want)
		}
	}
}
