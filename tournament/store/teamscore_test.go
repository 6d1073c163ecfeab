package store

import (
	"path/filepath"
	"strings"
	"testing"
)

// A team event's file made before the primary score was an option says,
// once upgraded, that its teams rank by match points first (and so a
// build that cannot rank them otherwise no longer opens it); a team Swiss
// with round 1 paired keeps the score it pairs by (C.04.6 art. 1.2).
func TestArt1_2TeamFileStatesItsPrimaryScore(t *testing.T) {
	path := copiedFile(t, filepath.Join("testdata", "v14-team-played.arbiter"))
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var options string
	if err := s.db.QueryRow(`SELECT value FROM meta WHERE key = ?`, teamOptionsKey).Scan(&options); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(options, `"game_points_first":false`) {
		t.Errorf("the upgraded options: %s", options)
	}
	ev := eventOf(t, s)
	if ev.TeamOptions.GamePointsFirst {
		t.Error("an upgraded event ranks by game points first")
	}
	o := ev.TeamOptions
	o.GamePointsFirst = true
	err = s.Batch(func(tx *Tx) error { return tx.SetTeamOptions(o) })
	if keyOf(err) != "teams.error.score-fixed" {
		t.Errorf("game points first once round 1 is paired: %v", err)
	}
}
