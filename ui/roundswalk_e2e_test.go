package ui

import (
	"fmt"
	"image"
	"slices"

	"arbiter/tournament"
)

// roundsWalkEvent is the Rounds view's walk's event: a five-round Dutch
// Swiss of walkPlayers, none paired.
var roundsWalkEvent = walkEvent{"walk", "rounds walk", func(cli func(args ...string), file, lang string) {
	cli("new", file, "--name", "Walk Open", "--system", "swiss-dutch", "--rounds", "5", "--lang", lang)
	addRated(cli, file, walkPlayers...)
}}

// walkPlayers are the fifteen of the Rounds view's walk: an odd field,
// so that round 1 has a pairing-allocated bye.
var walkPlayers = []string{"Aino Lehtonen", "Jüri Saar", "Pekka Nieminen", "Kadri Heikkinen", "Mati Põld",
	"Hanna Virtanen", "Oskar Orav", "Liis Kuusk", "Tõnu Tamm", "Eeva Mäkelä", "Rein Kask", "Sanna Koskinen",
	"Peeter Ilves", "Outi Laine", "Kalle Rebane"}

// roundsWalk walks the Rounds view by the keys alone in the real window
// at 1024×700, in English, Finnish and Estonian (TestEndToEndBoxesByKeys,
// on roundsWalkEvent): round 1 of a
// Swiss of fifteen paired by Ctrl+R (seven boards and the bye), its
// results typed one key a board with a forfeit right after a win and a
// double forfeit, one corrected (Up, its key, the question answered), a
// half-point bye asked for round 2 in the bye box, and round 2 paired.
// The bye's row shows no board number. ARBITER_E2E_SHOTS=folder keeps
// the pictures.
func roundsWalk(w *window, lang string, _ image.Point) {
	w.changed("ctrl+2")
	w.shot("empty")
	w.changed("ctrl+r")
	w.shot("pair-asked")
	w.keys("Return")
	w.await("round 1 paired", func(ev *tournament.Event) error {
		if len(ev.Rounds) != 1 || len(ev.Rounds[0].Pairings) != 8 {
			return fmt.Errorf("%d rounds", len(ev.Rounds))
		}
		return nil
	})
	w.shot("paired")
	w10, l01, draw := tournament.WhiteWins, tournament.BlackWins, tournament.Draw
	bf, dd := tournament.BlackForfeitWin, tournament.DoubleForfeit
	w.typeText("1-x501=")
	w.await("round 1's seven results", roundOneHolds(w10, bf, dd, draw, l01, w10, draw))
	w.shot("entered")
	// The bye's row, at the foot: no board number.
	w.changed("End")
	w.shot("bye-row")
	// Board 6 corrected: up from the bye's row.
	w.keys("Up", "Up")
	w.changed("0")
	w.shot("change-asked")
	w.keys("Return")
	w.await("board 6 corrected", roundOneHolds(w10, bf, dd, draw, l01, l01, draw))
	w.shot("corrected")
	// A key no result is: refused, and said while the next saves.
	w.keys("Home")
	w.changed("q")
	w.shot("refused")
	// A half-point bye for round 2, asked in the bye box: back from
	// the result field to Requested bye.
	w.tab(-7)
	w.changed("space")
	w.shot("bye-box")
	w.typeText("kuusk")
	w.tab(4)
	w.shot("bye-ready")
	w.keys("Return")
	w.await("Liis Kuusk's half-point bye", func(ev *tournament.Event) error {
		for _, b := range ev.Requests {
			if p, _ := ev.Player(b.Player); p.Name == "Liis Kuusk" && b.Round == 2 && b.Kind == tournament.ByeHalfPoint {
				return nil
			}
		}
		return fmt.Errorf("requests %+v", ev.Requests)
	})
	w.shot("bye-recorded")
	w.changed("ctrl+r")
	w.keys("Return")
	w.awaitRounds(2)
	w.shot("round2")
}

// roundOneHolds is a condition for await: round 1's games, the bye's row
// left out, hold the results want, board by board.
func roundOneHolds(want ...tournament.Result) func(*tournament.Event) error {
	return func(ev *tournament.Event) error {
		var got []tournament.Result
		for _, p := range ev.Rounds[0].Pairings {
			if !p.IsBye() {
				got = append(got, p.Result)
			}
		}
		if !slices.Equal(got, want) {
			return fmt.Errorf("round 1 holds %v, want %v", got, want)
		}
		return nil
	}
}
