package cli

import (
	"path/filepath"
	"strings"
	"testing"

	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/store"
)

// "lineup" is refused once moves of a board of the team's match are
// recorded at the game desk, in the store's words naming the match and
// the board, and the line-up stays as it was; a team of the round's
// other match still changes its line-up, in each language.
func TestLineupRefusedOnceMovesRecorded(t *testing.T) {
	for _, c := range []struct {
		lang, want string
	}{
		{"en", "moves of match 1, board 3 are recorded at the game desk"},
		{"fi", "ottelun 1 laudan 3 siirtoja on kirjattu pelipöydässä"},
		{"et", "matši 1 3. laua käike on partiilaual juba kirja pandud"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			t.Setenv("ARBITER_LANG", c.lang)
			file := filepath.Join(t.TempDir(), "league.arbiter")
			drawnLeague(t, file, 5)
			runCLI(t, 0, "pair", file)
			// Match 1 (Kallio–Oulu), board 3: game 3 of the round, one move in.
			st, err := store.Open(file)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := st.SaveGame(&tournament.GameRecord{Round: 1, Board: 3, Moves: []tournament.RecordedMove{{Ply: 1, UCI: "e2e4", SAN: "e4"}}}); err != nil {
				t.Fatal(err)
			}
			st.Close()
			for _, team := range []string{"Kallio", "Oulu"} {
				if out := runCLI(t, 1, "lineup", file, "--round", "1", "--team", team, "--players", "1,2,3,5"); !strings.Contains(out, c.want) {
					t.Errorf("%s's line-up after a move on board 3: %q, want %q", team, out, c.want)
				}
			}
			if out := runCLI(t, 0, "lineup", file, "--round", "1", "--team", "Tapiola", "--players", "1,2,3,5"); !strings.Contains(out, "Player 5 Tapiola") {
				t.Errorf("Tapiola's line-up in match 2: %q", out)
			}
			ev := testevent.Read(t, file)
			m := ev.RoundMatches(1)[0]
			for _, b := range m.Boards {
				if b.White == 0 || b.Black == 0 {
					t.Errorf("match 1 board %d emptied by a refused line-up: %+v", b.Board, b)
				}
			}
			kallio, _ := ev.TeamByName("Kallio")
			if got := m.Lineup(ev, kallio.ID); len(got) != 4 || got[3] != kallio.Players[3] {
				t.Errorf("Kallio's line-up after the refusal: %v, want its first four", got)
			}
		})
	}
}
