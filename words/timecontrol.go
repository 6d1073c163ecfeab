package words

import (
	"fmt"
	"strings"
	"time"

	"arbiter/engine/clock"
	"arbiter/i18n"
)

// TimeControl is an event's time control in words of cat's language ("40
// moves in 150 min + 16 moves in 60 min, repeating"), not the compact
// form the settings are typed in, on paper and on the venue's pages
// alike; a control that cannot be read is given as it was typed.
func TimeControl(cat *i18n.Catalog, text string) string {
	tc, err := clock.Parse(text)
	if err != nil {
		return text
	}
	parts := make([]string, len(tc.Periods))
	for i, p := range tc.Periods {
		t := cat.T("tc.minutes", "n", clock.FormatMinutes(p.Time))
		switch {
		case p.Moves == 0 && len(tc.Periods) == 1:
			// One period is the game's time: no first period to rest after.
			parts[i] = cat.T("tc.game", "time", t)
		case p.Moves == 0:
			parts[i] = cat.T("tc.rest", "time", t)
		case p.Repeat:
			parts[i] = cat.T("tc.repeat", "moves", p.Moves, "time", t)
		default:
			parts[i] = cat.T("tc.moves", "moves", p.Moves, "time", t)
		}
		if p.Increment > 0 {
			parts[i] += " " + cat.T("tc.increment", "s", formatSeconds(p.Increment))
		}
		if p.Delay > 0 {
			parts[i] += " " + cat.T("tc.delay", "s", formatSeconds(p.Delay))
		}
	}
	return strings.Join(parts, " + ")
}

func formatSeconds(d time.Duration) string { return fmt.Sprint(int(d / time.Second)) }
