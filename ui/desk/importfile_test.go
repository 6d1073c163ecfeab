package desk

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/exchange"
	"arbiter/tournament/replay"
)

// roundFile writes a PGN file of round 1's games as a broadcast fills the
// round's file Arbiter exports (each board's tags as the event writes
// them), the games given by board in the order given, and returns its path.
func (f *fixture) roundFile(games []struct {
	board int
	moves string
}) string {
	f.t.Helper()
	var out []engine.PGNGame
	for _, g := range games {
		board, err := exchange.GamePGN(f.ev, &replay.GameRecord{Round: 1, Board: g.board})
		if err != nil {
			f.t.Fatal(err)
		}
		out = append(out, f.gameWithTags(board.Tags, g.moves))
	}
	return f.pgnFile(engine.WritePGN(out))
}

// gameWithTags is the game of movetext, with tags.
func (f *fixture) gameWithTags(tags []engine.Tag, movetext string) engine.PGNGame {
	f.t.Helper()
	for g, err := range engine.ReadPGN(strings.NewReader(movetext + "\n")) {
		if err != nil {
			f.t.Fatal(err)
		}
		g.Tags = nil
		for _, t := range tags {
			if t.Name != "Result" {
				g.Tags = append(g.Tags, t)
			}
		}
		return g
	}
	f.t.Fatalf("no game in %q", movetext)
	return engine.PGNGame{}
}

// pgnFile writes text to a file and makes it the one the desk's Import
// is given.
func (f *fixture) pgnFile(text string) string {
	f.t.Helper()
	path := filepath.Join(f.t.TempDir(), "round.pgn")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		f.t.Fatal(err)
	}
	f.env.OpenFile = func(ext string, done func(string)) { done(path) }
	f.build(i18n.English, f.v.Session())
	return path
}

// importFile presses the desk's Import on the file pgnFile made, and
// returns the error it showed, if any.
func (f *fixture) importFile() error {
	n := len(f.errs)
	f.v.importPGN()
	if len(f.errs) > n {
		err := f.errs[n]
		f.errs = f.errs[:n]
		return err
	}
	return nil
}

// A round's file holds every board's game: the board imported takes its
// own game of the file, found by its players, not the file's first,
// which is another board's (its moves and its result were put on this
// board, and the rest of the file said nothing).
func TestImportOfARoundsFileTakesThisBoardsGame(t *testing.T) {
	f := newFixture(t, "")
	f.roundFile([]struct {
		board int
		moves string
	}{{2, "1. e4 e5 2. Nf3 Nc6 1-0"}, {1, "1. d4 d5 *"}})
	if err := f.importFile(); err != nil {
		t.Fatal(err)
	}
	f.wantMoves("d4 d5")
	f.wantResult(tournament.NoResult)
	if want := "Game 2 of the file's 2, the one whose players and round are this board's."; !strings.Contains(f.v.status.Text, want) {
		t.Errorf("status %q, want it to say %q", f.v.status.Text, want)
	}
}

// A file of several games none of which is this board's is refused,
// saying so: nothing is put on the board.
func TestImportOfAFileWithoutThisBoardsGameIsRefused(t *testing.T) {
	f := newFixture(t, "")
	other, err := exchange.GamePGN(f.ev, &replay.GameRecord{Round: 1, Board: 2})
	if err != nil {
		t.Fatal(err)
	}
	f.pgnFile(engine.WritePGN([]engine.PGNGame{
		f.gameWithTags(other.Tags, "1. e4 e5 1-0"),
		f.gameWithTags([]engine.Tag{{Name: "White", Value: "Somebody, Else"}, {Name: "Black", Value: "Nobody, Here"}}, "1. c4 c5 0-1"),
	}))
	err = f.importFile()
	var m *engine.Message
	if !errors.As(err, &m) || m.Key != "desk.error.pgn-no-board-game" {
		t.Fatalf("import of a file without this board's game: error %v, want desk.error.pgn-no-board-game", err)
	}
	if got := i18n.For(i18n.English).Error(err); !strings.Contains(got, "2 games") || !strings.Contains(got, "board 1") {
		t.Errorf("the refusal says %q: want the file's 2 games and board 1 named", got)
	}
	if g, err := f.st.GameAt(1, 1); err == nil && len(g.Moves) > 0 {
		t.Errorf("the refused import kept %d moves", len(g.Moves))
	}
	f.wantResult(tournament.NoResult)
}

// A file of one game is imported as the board's whatever players it
// names (the arbiter chose it, names may be typed otherwise), but a game
// whose players are not this board's says so, naming them: it said only
// that the event writes its own White and Black.
func TestImportOfAnotherPairsGameSaysWhoseItIs(t *testing.T) {
	f := newFixture(t, "")
	f.pgnFile("[White \"Somebody, Else\"]\n[Black \"Nobody, Here\"]\n\n1. d4 d5 *\n")
	if err := f.importFile(); err != nil {
		t.Fatal(err)
	}
	f.wantMoves("d4 d5")
	if want := "The file's game is Somebody, Else – Nobody, Here, not this board's players: check that it is this board's game."; !strings.Contains(f.v.status.Text, want) {
		t.Errorf("status %q, want it to say %q", f.v.status.Text, want)
	}
}
