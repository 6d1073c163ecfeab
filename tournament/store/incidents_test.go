package store

import (
	"arbiter/tournament/replay"
	"testing"
	"time"
)

// A file written before incidents were stored as fields opens with each
// ruling's move and side taken from the note the desk wrote with it, its
// time added and tally from the stored proposal, and those notes gone; an
// illegal move entered keeps its squares as the note and its side apart.
func TestMigrationStoresIncidentFields(t *testing.T) {
	const old = `
INSERT INTO games(id, round, board) VALUES (1, 1, 1), (2, 1, 2);
INSERT INTO incidents(game_id, ply, kind, note) VALUES
	(1, 3, 'illegal-move', 'black e7-e4'),
	(1, 4, 'ruling', 'illegal-move black: FIDE 2023, 7.5.1, 7.5.5'),
	(1, 9, 'ruling-overruled', 'flag-fall white: FIDE 2023, 6.9'),
	(2, 7, 'restored', 'Nf3 Nc6');
INSERT INTO rulings(round, board, incident, ruleset, proposal, overruled, reason) VALUES
	(1, 1, 'illegal-move', 'FIDE2023', '{"player":"black","result":"*","time_adjust_seconds":{"white":120,"black":0},"illegal_moves":{"white":0,"black":1}}', 0, ''),
	(1, 1, 'flag-fall', 'FIDE2023', '{"player":"white","result":"0-1","time_adjust_seconds":{"white":0,"black":0}}', 1, 'flag not seen'),
	(1, 2, 'adjust-pieces', 'FI-BLITZ2018', '{"player":"white","result":"*","time_adjust_seconds":{"white":0,"black":0},"warnings":[{"player":"white","key":"adjust"}]}', 0, ''),
	(1, 2, 'claim-threefold', 'FIDE2023', '', 0, '');`
	s2 := upgraded(t, 2, old)
	g, err := s2.GameAt(1, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Incidents) != 1 || g.Incidents[0].Side != "black" || g.Incidents[0].Note != "e7-e4" {
		t.Errorf("incidents after the upgrade: %+v, want only the illegal move by Black, e7-e4", g.Incidents)
	}
	if len(g.Rulings) != 2 {
		t.Fatalf("rulings of board 1: %+v", g.Rulings)
	}
	r := g.Rulings[0]
	if r.Ply != 4 || r.Side != "black" || r.Added != [2]time.Duration{2 * time.Minute, 0} || r.Tally != replay.TallyIllegalMove {
		t.Errorf("accepted illegal-move ruling: %+v", r)
	}
	if r := g.Rulings[1]; r.Ply != 9 || r.Side != "white" || r.Tally != "" || !r.Overruled {
		t.Errorf("overruled flag-fall ruling: %+v", r)
	}
	if n := g.Counts(replay.TallyIllegalMove); n != [2]int{0, 1} {
		t.Errorf("illegal moves counted: %v", n)
	}
	g2, err := s2.GameAt(1, 2)
	if err != nil {
		t.Fatal(err)
	}
	if len(g2.Incidents) != 1 || g2.Incidents[0].Kind != "restored" || g2.Incidents[0].Note != "Nf3 Nc6" {
		t.Errorf("board 2 incidents: %+v", g2.Incidents)
	}
	if len(g2.Rulings) != 2 || g2.Rulings[0].Tally != replay.TallyAdjustWarning || g2.Rulings[0].Warning != "adjust" || g2.Rulings[1].Side != "" {
		t.Errorf("board 2 rulings: %+v", g2.Rulings)
	}
}

// A saved clock reads back as it was saved, a second save replaces it, and
// saving writes nothing to the audit log.
func TestSaveClock(t *testing.T) {
	s, _ := newEvent(t, 0)
	if _, ok, err := s.Clock(1); ok || err != nil {
		t.Fatalf("no clock saved yet: %v %v", ok, err)
	}
	var before int
	if err := s.db.QueryRow(`SELECT count(*) FROM audit`).Scan(&before); err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	c := replay.ClockState{Ply: 12, Control: "90+30", Remaining: [2]time.Duration{83 * time.Minute, 71*time.Minute + 5*time.Second}, At: at}
	for _, rem := range []time.Duration{80 * time.Minute, 83 * time.Minute} {
		c.Remaining[0] = rem
		if err := s.SaveClock(1, c); err != nil {
			t.Fatal(err)
		}
	}
	got, ok, err := s.Clock(1)
	if err != nil || !ok || got != c {
		t.Errorf("Clock = %+v %v %v, want %+v", got, ok, err, c)
	}
	var after int
	if err := s.db.QueryRow(`SELECT count(*) FROM audit`).Scan(&after); err != nil || after != before {
		t.Errorf("audit rows %d, then %d", before, after)
	}
}
