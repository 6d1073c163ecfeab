package printing

import (
	"fmt"
	"strings"
	"time"

	"arbiter/engine/clock"
)

// timeControl is the event's time control in words of the sheet's
// language ("40 moves in 150 min + 16 moves in 60 min, repeating"), not
// the compact form the settings are typed in; a control that cannot be
// read prints as it was typed.
func (s *sheet) timeControl() string {
	text := s.ev.Settings.TimeControl
	tc, err := clock.Parse(text)
	if err != nil {
		return text
	}
	parts := make([]string, len(tc.Periods))
	for i, p := range tc.Periods {
		t := s.t("tc.minutes", "n", formatMinutes(p.Time))
		switch {
		case p.Moves == 0:
			parts[i] = s.t("tc.rest", "time", t)
		case p.Repeat:
			parts[i] = s.t("tc.repeat", "moves", p.Moves, "time", t)
		default:
			parts[i] = s.t("tc.moves", "moves", p.Moves, "time", t)
		}
		if p.Increment > 0 {
			parts[i] += " " + s.t("tc.increment", "s", formatSeconds(p.Increment))
		}
		if p.Delay > 0 {
			parts[i] += " " + s.t("tc.delay", "s", formatSeconds(p.Delay))
		}
	}
	return strings.Join(parts, " + ")
}

// formatMinutes is a duration in whole minutes, or minutes and seconds
// ("2:30") when it has them.
func formatMinutes(d time.Duration) string {
	m, sec := int(d/time.Minute), int(d%time.Minute/time.Second)
	if sec == 0 {
		return fmt.Sprint(m)
	}
	return fmt.Sprintf("%d:%02d", m, sec)
}

func formatSeconds(d time.Duration) string { return fmt.Sprint(int(d / time.Second)) }
