package words

import (
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/tournament/input"
)

// A date as each language writes it is read back as typed in the window:
// the Finnish 28.11.2026 that every sheet prints was refused.
func TestDateIsReadBackInEveryLanguage(t *testing.T) {
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		for _, iso := range []string{"2026-11-28", "2026-01-05", "1999-09-30"} {
			written := Date(cat, iso)
			got, err := input.ISODate(written)
			if err != nil || got != iso {
				t.Errorf("%s: %s written %q reads back as %q, %v", lang, iso, written, got, err)
			}
		}
	}
	if got := Date(i18n.For(i18n.Finnish), "2026-11-28"); got != "28.11.2026" {
		t.Errorf("Finnish: %q, want 28.11.2026", got)
	}
}

// An event's dates are the two days, or the one day known, never a range
// with an end missing.
func TestEventDates(t *testing.T) {
	cat := i18n.For("fi")
	for _, c := range []struct{ start, end, want string }{
		{"2026-11-01", "2026-11-05", "1.11.2026 – 5.11.2026"},
		{"2026-11-01", "2026-11-01", "1.11.2026"},
		{"", "2026-11-05", "5.11.2026"},
		{"", "", ""},
	} {
		if got := EventDates(cat, c.start, c.end); got != c.want {
			t.Errorf("%q–%q: %q, want %q", c.start, c.end, got, c.want)
		}
	}
}

// A league made with its end left open (arbiter new --end=) gave its first
// day alone, as a one-day event's date: it says the end is open.
func TestEventDatesOfAnOpenEndSayIt(t *testing.T) {
	saysInEachLang(t, "a first day and no last", map[i18n.Lang]string{
		i18n.English: "from 12 Dec 2026", i18n.Finnish: "12.12.2026 alkaen", i18n.Estonian: "alates 12.12.2026"},
		func(cat *i18n.Catalog) string { return EventDates(cat, "2026-12-12", "") })
}

// A moment (a change of the history, a backup taken, the venue's last
// reading) is its day as every sheet writes it and its clock time as the
// schedule does, to the second where it is kept so: the window's history
// and backups and the command line's audit wrote 2026-12-05 04:58:49 in
// Finnish and Estonian beside the venue's 5.12.2026 04.58.
func TestMomentIsADayAndAClockTime(t *testing.T) {
	at := time.Date(2026, 12, 5, 4, 58, 49, 0, time.Local)
	saysInEachLang(t, "the moment", map[i18n.Lang]string{i18n.English: "5 Dec 2026 04:58:49", i18n.Finnish: "5.12.2026 04.58.49", i18n.Estonian: "5.12.2026 04.58.49"},
		func(cat *i18n.Catalog) string { return Moment(cat, at) })
	if got := engine.Moment("2026-12-05 04:58").Text(i18n.For(i18n.Finnish).TMap); got != "5.12.2026 04.58" {
		t.Errorf("to the minute: %q, want 5.12.2026 04.58", got)
	}
	if got := engine.Moment("soon").Text(i18n.For(i18n.Finnish).TMap); got != "soon" {
		t.Errorf("no moment: %q", got)
	}
}
