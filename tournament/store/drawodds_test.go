package store

import (
	"slices"
	"testing"
)

// TestArmageddonDrawOddsStep: a file from before the armageddon's draw
// odds reads its armageddon as Black's, as it was counted; once a game
// may name White's, a build before the step refuses the file as newer
// rather than count White's draw for Black, and odds the file names
// that this build does not know are refused, not read as Black's.
func TestArmageddonDrawOddsStep(t *testing.T) {
	s := upgraded(t, slices.Index(migrations, schemaArmageddonDrawOdds),
		`INSERT INTO meta(key, value) VALUES ('playoff-games', '[{"Round":7,"Board":1,"Armageddon":true}]')`)
	if g := eventOf(t, s).PlayoffGames; len(g) != 1 || !g[0].Armageddon || g[0].WhiteDrawOdds {
		t.Errorf("an older file's armageddon read as %+v, want Black's draw odds", g)
	}
	if _, err := s.db.Exec(`UPDATE meta SET value = '[{"Round":7,"Board":1,"Armageddon":true,"WhiteDrawOdds":"chooser"}]' WHERE key = 'playoff-games'`); err != nil {
		t.Fatal(err)
	}
	if ev, err := s.Event(); err == nil {
		t.Errorf("draw odds \"chooser\" read as %+v", ev.PlayoffGames)
	}
	refusedBefore(t, s, schemaArmageddonDrawOdds, "a build before an armageddon's draw odds")
}
