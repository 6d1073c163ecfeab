package engine

import "testing"

// FuzzPGN checks that no text makes the PGN reader panic, and that what it
// reads writes out and reads back unchanged.
func FuzzPGN(f *testing.F) {
	f.Add(samplePGN)
	f.Add("1. e4 e5 2. Nf3 {[%clk 0:01:02]} Nc6 (2... d6 3. d4) 3. Bb5 a6 $1 1/2-1/2")
	f.Add("[FEN \"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 30\"]\n30. O-O-O *")
	f.Add("$10 {the game's own} 1. e4 *")
	f.Add("[Variant \"Chess960\"]\n[FEN \"rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1\"]\n1. O-O-O 0-0-0 *")
	f.Fuzz(func(t *testing.T, text string) {
		games, err := ParsePGN(text)
		if err != nil {
			return
		}
		out := WritePGN(games)
		again, err := ParsePGN(out)
		if err != nil {
			t.Fatalf("written PGN does not read back: %v\n%s", err, out)
		}
		if WritePGN(again) != out {
			t.Fatalf("PGN changes on a second round trip:\n%s", out)
		}
	})
}
