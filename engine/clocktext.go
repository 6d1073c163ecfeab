package engine

import (
	"fmt"
	"time"
)

// ClockStyle says how a clock reading is written.
type ClockStyle uint8

// The styles of FormatClock.
const (
	// ClockPGN is h:mm:ss rounded to the tenth, the tenth written when it
	// is not zero: the [%clk] command of PGN.
	ClockPGN ClockStyle = iota
	// ClockDial is h:mm:ss cut to the second, as a running clock shows it,
	// and 0:ss.t with tenths under 20 seconds, when time matters most.
	ClockDial
	// ClockShort is m:ss under an hour and h:mm:ss from an hour, rounded to
	// the second: scoresheets, envelopes, time adjustments and the
	// messages that name a time.
	ClockShort
)

// FormatClock writes a clock reading (or a time used or added) in a style;
// a negative reading is written as zero. It is the one clock formatter of
// the desk, the paper, the command line and PGN.
func FormatClock(d time.Duration, style ClockStyle) string {
	d = max(d, 0)
	switch style {
	case ClockDial:
		if d < 20*time.Second {
			return fmt.Sprintf("0:%02d.%d", int(d/time.Second), int(d%time.Second/(100*time.Millisecond)))
		}
		d = d.Truncate(time.Second)
	case ClockShort:
		d = d.Round(time.Second)
		if d < time.Hour {
			return fmt.Sprintf("%d:%02d", int(d/time.Minute), int(d%time.Minute/time.Second))
		}
	default:
		d = d.Round(100 * time.Millisecond)
	}
	out := fmt.Sprintf("%d:%02d:%02d", int(d/time.Hour), int(d%time.Hour/time.Minute), int(d%time.Minute/time.Second))
	if tenths := d % time.Second / (100 * time.Millisecond); tenths != 0 && style == ClockPGN {
		out += fmt.Sprintf(".%d", int(tenths))
	}
	return out
}
