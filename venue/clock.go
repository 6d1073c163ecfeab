package venue

import (
	"strconv"
	"time"

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/schedule"
	"arbiter/words"
)

// The round's clock on the wall and the phones: when the round the clock
// counts for (schedule.Clock) starts, while that is more than a day off
// (a weekly club's next round counted down 168 hours), then a countdown
// to its start, green, amber
// from a quarter of an hour before, red for the first ten minutes of
// play, then the time since the start for a day; after that, when the
// round started (a round left in play for days by an adjourned game, or
// a date typed a year off, counted thousands of hours). The page carries the start as an
// instant and the sentences in the reader's language, and clockScript
// counts on the device's own clock, so that a page kept for a revision
// (and its tag) stays the same page all the while; without scripts the
// page says when the round starts. A round whose schedule has no date
// and time of day has no clock.

// clockInfo is the clock a snapshot's pages show: its round and start.
type clockInfo struct {
	round int
	start time.Time
}

func clockOf(ev *tournament.Event) *clockInfo {
	r, start, ok := schedule.Clock(ev, time.Local)
	if !ok {
		return nil
	}
	return &clockInfo{r, start}
}

// clockView is the clock as a page shows it.
type clockView struct {
	Start  string // the start, in milliseconds since 1970, for clockScript
	Before string // "Round 3 starts in {time}"
	After  string // "Round 3: {time} since the start"
	Since  string // "Round 3 started on 1 Apr 2026 at 10:00", a day after the start
	Static string // what a page without scripts says
}

// when is the start's date and time of day as the reader's language
// writes them on every page and sheet (words.Date, words.ClockTime): the
// printed pairings head the same round "1.4.2026 kell 10.00".
func (c *clockInfo) when(cat *i18n.Catalog) (date, at string) {
	return words.Date(cat, c.start.Format("2006-01-02")), words.ClockTime(cat, c.start.Format("15:04"))
}

func (c *clockInfo) view(cat *i18n.Catalog) *clockView {
	if c == nil {
		return nil
	}
	date, at := c.when(cat)
	return &clockView{
		Start:  strconv.FormatInt(c.start.UnixMilli(), 10),
		Before: cat.T("venueday.clock.before", "round", c.round, "time", "{time}"),
		After:  cat.T("venueday.clock.after", "round", c.round, "time", "{time}"),
		Since:  cat.T("venueday.clock.since", "round", c.round, "date", date, "time", at),
		Static: cat.T("venueday.clock.at", "round", c.round, "date", date, "time", at),
	}
}

// clockScript counts the clock of the page's element "clock" each second,
// and at once when the wall turned to another page (turnScript), whose
// clock, a venue's other section's, may be another or none: it reads the
// element and its sentences at each tick. A start more than a day off is
// said as the page says it without scripts, the element's own text
// (clockView.Static).
const clockScript = `(function(){` +
	`function two(n){return(n<10?"0":"")+n;}function f(ms){var t=Math.floor(ms/1000),h=Math.floor(t/3600),m=Math.floor(t%3600/60),x=t%60;return(h?h+":"+two(m):m)+":"+two(x);}` +
	`function tick(){var e=document.getElementById("clock");if(!e)return;var d=parseInt(e.getAttribute("data-start"),10)-Date.now(),c;if(d>0){c=d>9e5?"green":"amber";if(d<864e5)e.textContent=e.getAttribute("data-before").split("{time}").join(f(d+999));}else{c=-d<6e5?"red":"run";e.textContent=e.getAttribute(-d<864e5?"data-after":"data-since").split("{time}").join(f(-d));}e.className="clock "+c;}` +
	`tick();setInterval(tick,1000);addEventListener("turned",tick);})();`
