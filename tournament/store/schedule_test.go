package store

import (
	"testing"

	"arbiter/internal/testform"
	"arbiter/tournament"
	"arbiter/tournament/schedule"
)

// TestScheduleKeptAndUndone: the rounds' dates and times are kept in the
// file with the settings, read back in round order, and an undo of the
// change restores the schedule before it.
func TestScheduleKeptAndUndone(t *testing.T) {
	s, _ := newEvent(t, 2)
	first := testSettings()
	first.Schedule = []tournament.RoundTime{{Round: 1, Date: "2026-11-20", Time: "18:00"}}
	if err := s.UpdateSettings(first); err != nil {
		t.Fatal(err)
	}
	second := first
	second.Schedule = []tournament.RoundTime{{Round: 3, Date: "2026-11-21", Time: "10:00"},
		{Round: 1, Date: "2026-11-20", Time: "18:30"}, {Round: 2, Time: "16:00"}}
	if err := s.UpdateSettings(second); err != nil {
		t.Fatal(err)
	}
	read := func(s *Store) ([]tournament.RoundTime, error) {
		ev, err := s.Event()
		if err != nil {
			return nil, err
		}
		return ev.Settings.Schedule, nil
	}
	checkKeptThenUndone(t, s, read, schedule.Sorted(second.Schedule), first.Schedule)
}

// TestScheduleRefused: a schedule that names a round twice or dates a
// round before the one it follows is refused, and the file keeps the one
// it had.
func TestScheduleRefused(t *testing.T) {
	s, _ := newEvent(t, 2)
	st := testSettings()
	st.Schedule = []tournament.RoundTime{{Round: 2, Date: "2026-11-19"}, {Round: 1, Date: "2026-11-20"}}
	err := s.UpdateSettings(st)
	if testform.KeyOf(err) != "schedule.err.order" {
		t.Fatalf("UpdateSettings: %v, want schedule.err.order", err)
	}
	if ev, _ := s.Event(); len(ev.Settings.Schedule) != 0 {
		t.Errorf("the refused schedule was kept: %+v", ev.Settings.Schedule)
	}
}

// TestScheduleUpgrade: a file from before the schedule opens with an
// empty one, and takes one afterwards.
func TestScheduleUpgrade(t *testing.T) {
	s := upgraded(t, SchemaVersion()-1, `UPDATE settings SET name = 'Old'`)
	ev, err := s.Event()
	if err != nil || len(ev.Settings.Schedule) != 0 {
		t.Fatalf("upgraded file: %+v, %v", ev, err)
	}
	st := ev.Settings
	st.Schedule = []tournament.RoundTime{{Round: 1, Date: "2026-11-20", Time: "18:00"}}
	if err := s.UpdateSettings(st); err != nil {
		t.Fatal(err)
	}
}

// TestScheduleOutsideTheEventsDays: a round dated after the event's last
// day is refused and the file keeps the schedule it had; an old file
// already so dated (written before the rule) opens, takes a change of its
// tie-breaks, which leaves that round as it was, and refuses a change that
// moves the round and leaves it outside.
func TestScheduleOutsideTheEventsDays(t *testing.T) {
	s, _ := newEvent(t, 2)
	st := testSettings()
	st.Schedule = []tournament.RoundTime{{Round: 2, Date: "2026-11-23", Time: "18:00"}}
	testform.WantKey(t, s.UpdateSettings(st), "schedule.err.after-end")
	if ev, _ := s.Event(); len(ev.Settings.Schedule) != 0 {
		t.Errorf("the refused schedule was kept: %+v", ev.Settings.Schedule)
	}

	st.Schedule = []tournament.RoundTime{{Round: 2, Date: "2026-11-22", Time: "18:00"}}
	if err := s.UpdateSettings(st); err != nil {
		t.Fatal(err)
	}
	if _, err := s.db.Exec(`UPDATE settings SET end_date = '2026-11-21' WHERE id = 1`); err != nil {
		t.Fatal(err)
	}
	old, err := s.Event()
	if err != nil {
		t.Fatalf("the old file dated outside its days: %v", err)
	}
	tieBreaks := old.Settings
	tieBreaks.TieBreaks = tieBreaks.TieBreaks[:1]
	if err := s.UpdateSettings(tieBreaks); err != nil {
		t.Errorf("the tie-breaks of an old file dated outside its days: %v", err)
	}
	moved := tieBreaks
	moved.Schedule = []tournament.RoundTime{{Round: 2, Date: "2026-11-23", Time: "18:00"}}
	testform.WantKey(t, s.UpdateSettings(moved), "schedule.err.after-end")
}
