package ui

import (
	"slices"
	"testing"

	"arbiter/tournament"
)

// The settings have a row of date and time for each round; what is typed
// (in the Finnish forms too) is saved and shown again when the event is
// reopened, and a round dated before the one it follows is refused by the
// store's check with nothing saved.
func TestSettingsRoundTimes(t *testing.T) {
	path := newEventFile(t, "Anna", "Boris", "Carl", "Dana")
	s := openShell(t, path)
	v := s.views[areaSettings].(*settingsView)
	v.refresh()
	if n := len(v.schedule.dates); n != 3 {
		t.Fatalf("%d rows for a 4-player round robin's 3 rounds", n)
	}
	v.schedule.dates[0].SetText("20.11.2026")
	v.schedule.times[0].SetText("18.00")
	v.schedule.dates[2].SetText("2026-11-21")
	v.save()
	if v.problem.Visible() {
		t.Fatalf("settings refused: %s", v.problem.Text)
	}
	want := []tournament.RoundTime{{Round: 1, Date: "2026-11-20", Time: "18:00"}, {Round: 3, Date: "2026-11-21"}}
	if got := s.doc.event.Settings.Schedule; !slices.Equal(got, want) {
		t.Fatalf("saved %+v, want %+v", got, want)
	}
	v.schedule.dates[1].SetText("2026-11-22")
	v.save()
	if !v.problem.Visible() || !slices.Equal(s.doc.event.Settings.Schedule, want) {
		t.Errorf("round 2 after round 3 was not refused: %q, %+v", v.problem.Text, s.doc.event.Settings.Schedule)
	}
	s.closeDocument()

	s = openShell(t, path)
	v = s.views[areaSettings].(*settingsView)
	v.refresh()
	if v.schedule.dates[0].Text != "2026-11-20" || v.schedule.times[0].Text != "18:00" || v.schedule.dates[2].Text != "2026-11-21" {
		t.Errorf("reopened: %q %q %q", v.schedule.dates[0].Text, v.schedule.times[0].Text, v.schedule.dates[2].Text)
	}
}
