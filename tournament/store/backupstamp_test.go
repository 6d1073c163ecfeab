package store

import (
	"testing"
	"time"
	_ "time/tzdata" // the test's zone, whatever the machine has
)

// In the hour that repeats as daylight saving time ends (Helsinki,
// 2026-10-25, 04:00 EEST back to 03:00 EET), a backup's stamp names two
// instants: the one nearer the file's modification time is taken, so a
// backup of the second pass is listed after one of the first. Outside that
// hour the stamp is the time.
func TestBackupStampInTheRepeatedHour(t *testing.T) {
	hel, err := time.LoadLocation("Europe/Helsinki")
	if err != nil {
		t.Fatal(err)
	}
	first := time.Date(2026, 10, 25, 0, 50, 0, 0, time.UTC)  // 03:50 EEST
	second := time.Date(2026, 10, 25, 1, 10, 0, 0, time.UTC) // 03:10 EET, twenty minutes later
	a := backupTaken(first.In(hel).Format(backupStamp), first.Add(time.Second), hel)
	b := backupTaken(second.In(hel).Format(backupStamp), second.Add(time.Second), hel)
	if !a.Equal(first) || !b.Equal(second) || !a.Before(b) {
		t.Errorf("taken %v and %v, want %v and %v", a.UTC(), b.UTC(), first, second)
	}
	// A stamp of the first pass copied later (its file newer) stays the
	// nearer instant, and a stamp outside the repeated hour is its time.
	noon := time.Date(2026, 10, 24, 9, 0, 0, 0, time.UTC)
	if got := backupTaken(noon.In(hel).Format(backupStamp), noon.Add(48*time.Hour), hel); !got.Equal(noon) {
		t.Errorf("a plain stamp read as %v, want %v", got.UTC(), noon)
	}
}
