package store

import (
	"path/filepath"
	"testing"

	"arbiter/tournament"
)

// The arbiter gives an unrated player of a Dubov Swiss a provisional
// rating for the pairing (C.04.4.1 1.1.2): the file keeps it apart from
// his rating, which stays unrated, round 1 is paired by it, and a build
// before the pairing rating does not open the file, which would drop it.
func TestFileKeepsAPairingRatingApartFromTheRating(t *testing.T) {
	players := testPlayers(6)
	players[5].Rating, players[5].PairingRating = 0, 1850
	st := testSettings()
	st.System = tournament.SwissDubov
	path := filepath.Join(t.TempDir(), "event.arbiter")
	s := created(t, path, st)
	addedPlayers(t, s, players)
	pairRound(t, s, 1)
	s = reopened(t, s)
	p := eventOf(t, s).Players[5]
	if p.Rating != 0 || p.PairingRating != 1850 {
		t.Errorf("reopened, the player's rating is %d and his pairing rating %d; want 0 and 1850", p.Rating, p.PairingRating)
	}
	refusedBefore(t, s, schemaPairingRating, "a build before the pairing rating")
}
