package engine

import (
	"arbiter/internal/testdir"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// One bad game in a file leaves the games around it readable, each error
// names its line in the file, and a "[" that starts a line inside a
// comment does not start a game.
func TestReadPGNGoesOnPastABadGame(t *testing.T) {
	text := `[Event "one"]

1. e4 e5 { a comment
[%clk 1:59:58] over lines } 2. Nf3 1-0

[Event "two"]

1. e4 e4 2. Nf3 0-1

[Event "three"]

1. d4 ; a comment with { a brace
1... d5 1/2-1/2
`
	var events []string
	var errs []error
	for g, err := range ReadPGN(strings.NewReader(text)) {
		if err != nil {
			errs = append(errs, err)
			continue
		}
		events = append(events, g.Tag("Event"))
	}
	if strings.Join(events, ",") != "one,three" {
		t.Errorf("games read: %v", events)
	}
	var pe *PGNError
	if len(errs) != 1 || !errors.As(errs[0], &pe) || pe.Line != 8 {
		t.Fatalf("errors: %v", errs)
	}
	games, err := ParsePGN(text)
	if len(games) != 1 || err == nil {
		t.Errorf("ParsePGN stops at the bad game: %d games, %v", len(games), err)
	}
	if games[0].Moves[1].Clock == 0 || games[0].Moves[1].Comment != "a comment over lines" {
		t.Errorf("second move: %+v", games[0].Moves[1])
	}
}

// A game longer than MaxPGNGame is reported and skipped without being
// held whole; the next game is read.
func TestReadPGNSkipsAHugeGame(t *testing.T) {
	huge := "[Event \"huge\"]\n\n1. e4 {" + strings.Repeat("x", maxPGNGame) + "} 1-0\n\n"
	text := huge + "[Event \"next\"]\n\n1. d4 *\n"
	var got []string
	for g, err := range ReadPGN(strings.NewReader(text)) {
		var pe *PGNError
		switch {
		case errors.As(err, &pe) && pe.Key == "notation.pgn.too_large" && pe.Line == 1:
			got = append(got, "too large")
		case err != nil:
			t.Fatal(err)
		default:
			got = append(got, g.Tag("Event"))
		}
	}
	if strings.Join(got, ",") != "too large,next" {
		t.Errorf("read: %v", got)
	}
}

// pgnWithComments is one game with n comments on its moves, every other
// one with a clock command.
func pgnWithComments(n int) string {
	var b strings.Builder
	b.WriteString("[Event \"comments\"]\n\n1. e4 ")
	for i := range n {
		if i%2 == 0 {
			b.WriteString("{ [%clk 1:59:58] note } ")
		} else {
			b.WriteString("{ another note }\n")
		}
	}
	b.WriteString("e5 1-0\n")
	return b.String()
}

func TestManyComments(t *testing.T) {
	games, err := ParsePGN(pgnWithComments(1000))
	if err != nil || len(games) != 1 {
		t.Fatal(err)
	}
	if c := games[0].Moves[0].Comment; strings.Count(c, "note") != 1000 || !games[0].Moves[0].HasClock {
		t.Errorf("comment of %d bytes, clock %v", len(c), games[0].Moves[0].HasClock)
	}
}

// BenchmarkPGNComments reads one game of 10⁵ comments (4.7 s before the
// comments were joined once per move; linear since).
func BenchmarkPGNComments(b *testing.B) {
	text := pgnWithComments(100_000)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		if _, err := ParsePGN(text); err != nil {
			b.Fatal(err)
		}
	}
}

// A broadcast's sections of tags without moves are games each, with no
// moves: 605 such sections read as 605 games, not one whose later tags
// overwrite the first's. A game's tags and moves separated by the usual
// blank line stay one game.
func TestReadPGNTagOnlySectionsAreGames(t *testing.T) {
	var b strings.Builder
	for i := 1; i <= 605; i++ {
		fmt.Fprintf(&b, "[Event \"Broadcast\"]\n[Round \"%d\"]\n[White \"W%d\"]\n[Black \"B%d\"]\n[Result \"*\"]\n\n", i, i, i)
	}
	b.WriteString("[Event \"Played\"]\n[White \"A\"]\n\n1. e4 e5 *\n")
	games := parsePGN(t, b.String())
	if len(games) != 606 {
		t.Fatalf("%d games, want 606", len(games))
	}
	if g := games[604]; g.Tag("White") != "W605" || len(g.Moves) != 0 {
		t.Errorf("section 605: White %q, %d moves", g.Tag("White"), len(g.Moves))
	}
	if g := games[605]; g.Tag("Event") != "Played" || len(g.Moves) != 2 {
		t.Errorf("the played game: %q, %d moves", g.Tag("Event"), len(g.Moves))
	}
}

// readPGNFile is every game of the PGN file at path, as ReadPGN reads it;
// a game it cannot read fails the test.
func readPGNFile(t *testing.T, path string) []PGNGame {
	t.Helper()
	return parsePGN(t, string(testdir.Read(t, path)))
}

// A blank line inside one game's tags (ChessBase writes one after the
// first tag; python-chess's chessbase-empty-line.pgn, copied in testdata)
// does not cut the game: the tags after it name new tags, so they are the
// same game's, as python-chess reads it.
func TestReadPGNBlankLineInsideTags(t *testing.T) {
	games := readPGNFile(t, "testdata/pgn/chessbase-empty-line.pgn")
	if len(games) != 1 {
		t.Fatalf("%d games, want 1", len(games))
	}
	g := games[0]
	if g.Tag("Event") != "AlphaZero vs. Stockfish" || g.Tag("White") != "Stockfish 8" || len(g.Moves) == 0 {
		t.Errorf("Event %q, White %q, %d moves", g.Tag("Event"), g.Tag("White"), len(g.Moves))
	}
}

// A record of a game's main line keeps the rest of its text (the game's
// comment and NAGs, each move's NAGs, comment and nested variations) as
// AnnotationText gives it, and SetAnnotationText puts it back whole: the
// game writes as before. A text that changes a move is refused.
func TestAnnotationTextRoundTrip(t *testing.T) {
	text := `[Event "Annotated"]
[SetUp "1"]
[FEN "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"]

$10 {A quiet opening.} 3. Bb5 $1 {[%clk 1:29:50] The Spanish.} (3. Bc4 Bc5 (3... Nf6 $5 {Two knights.} 4. Ng5) 4. c3) 3... a6 4. Ba4 {[%clk 1:29:00]} Nf6 (4... d6 {Steinitz deferred.}) 5. O-O *
`
	var g PGNGame
	for read, err := range ReadPGN(strings.NewReader(text)) {
		if err != nil {
			t.Fatal(err)
		}
		g = read
	}
	want := WritePGN([]PGNGame{g})
	lead, after := g.AnnotationText()
	bare := g
	bare.Comment, bare.NAGs = "", nil
	bare.Moves = slices.Clone(g.Moves)
	for i := range bare.Moves {
		bare.Moves[i].Comment, bare.Moves[i].NAGs, bare.Moves[i].Variations = "", nil, nil
	}
	if v, c, n := bare.Annotations(); v+c+n != 0 {
		t.Fatalf("the bare main line still has %d variations, %d comments, %d NAGs", v, c, n)
	}
	if err := bare.SetAnnotationText(lead, after); err != nil {
		t.Fatal(err)
	}
	if got := WritePGN([]PGNGame{bare}); got != want {
		t.Errorf("after the round trip:\n%s\nwant:\n%s", got, want)
	}
	if v, c, n := bare.Annotations(); v != 3 || c != 4 || n != 3 {
		t.Errorf("%d variations, %d comments, %d NAGs; want 3, 4, 3", v, c, n)
	}
	if bare.Moves[2].HasClock != g.Moves[2].HasClock || bare.Moves[2].Clock != g.Moves[2].Clock {
		t.Errorf("move 4. Ba4 lost its clock")
	}
	other := after[0]
	after[0] = "(3. Bc4 Bc5) 4. d4"
	if err := bare.SetAnnotationText(lead, after); err == nil {
		t.Errorf("a text that adds a move was taken as an annotation")
	}
	after[0] = other
}

// An annotated file keeps every comment and variation where it stands:
// a comment before a variation and one after it, between two variations
// and after the last, inside a nested line, and a NAG standing alone
// ("Nf3 !"), which was read as a move and refused the whole game. The
// export writes the move text as the file has it (NAGs as $n, SAN), and
// what it writes reads back as the same games.
func TestReadPGNKeepsCommentsAndVariationsWhereTheyStand(t *testing.T) {
	games := readPGNFile(t, "testdata/pgn/annotated.pgn")
	if len(games) != 3 {
		t.Fatalf("%d games", len(games))
	}
	want := []string{
		"{The game's own comment.} 1. e4 {The king's pawn.} (1. d4 {The queen's pawn.} 1... d5 (1... Nf6 {Indian.} 2. c4) " +
			"{After the nested line.} 2. c4) {Between the variations.} (1. c4 $1) {After the last variation.} 1... e5 $2 " +
			"(1... c5 {The Sicilian.} 2. Nf3 (2. c3 d5) (2. Nc3 {Closed.}) {After both.} 2... d6) 2. Nf3 $1 Nc6 $5 " +
			"(2... d6 {Philidor.}) 3. Bb5 $14 {The Spanish.} *",
		"1. d4 {First.} (1. e4) {Second.} (1. c4) {Third.} 1... d5 *",
		"1. e4 e5 2. Nf3 Nc6 3. Bc4 h6 (3... -- {The threat:} 4. Ng5 (4. Bxf7+) 4... d5) (3... Nf6 4. Ng5 d5 5. exd5 -- " +
			"{and Black passes.} 6. dxc6) 4. d4 *",
	}
	out := WritePGN(games)
	var got []string
	for _, block := range strings.Split(out, "\n\n")[1:] {
		if !strings.HasPrefix(block, "[") && strings.TrimSpace(block) != "" {
			got = append(got, strings.Join(strings.Fields(block), " "))
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("written:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if v, c, n := games[0].Annotations(); v != 7 || c != 12 || n != 5 {
		t.Errorf("%d variations, %d comments, %d NAGs; want 7, 12, 5", v, c, n)
	}
	again, err := ParsePGN(out)
	if err != nil || !reflect.DeepEqual(again, games) {
		t.Errorf("read back otherwise: %v", err)
	}
	// A variation's null move ("--", "Z0": analysis passing the move to
	// show a threat) is kept; one with the king in check, and one in the
	// main line, which no game under the Laws holds, are not.
	threat := games[2].Moves[5].Variations[0].Moves[0]
	if threat.Move != NoMove || threat.SAN != "--" || threat.Comment != "The threat:" {
		t.Errorf("the null move: %+v", threat)
	}
	for text, key := range map[string]string{
		"1. e4 e5 2. Qh5 (2. Bc4 d6 3. Qh5 Nf6 4. Qxf7+ -- 5. Qxe8) 2... Nc6 *": "notation.pgn.nullmove_check",
		"1. e4 -- 2. d4 *": "notation.pgn.nullmove",
	} {
		var pe *PGNError
		if _, err := ParsePGN(text); !errors.As(err, &pe) || pe.Key != key {
			t.Errorf("%s: %v, want %s", text, err, key)
		}
	}
	// The record's annotation text carries them as well.
	annotationTextCarries(t, games[1])
}

// Vega's round files (a club's published Western Major, round 5) give
// each game's result in its Result tag and no moves, the move text a bare
// "*". A "*" says only that the moves do not end the game; the tag's
// decided result is the game's, as python-chess reads it, and the
// warning says which was taken, where the result was read as "*" and the
// round's results lost. A game not yet played, "*" in its tag too, stays
// unfinished without a word.
func TestReadPGNResultTagOverABareAsterisk(t *testing.T) {
	games := readPGNFile(t, "testdata/pgn/vega-results-only.pgn")
	want := []Result{WhiteWins, Draw, Ongoing}
	if len(games) != len(want) {
		t.Fatalf("%d games, want %d", len(games), len(want))
	}
	for i, g := range games {
		if len(g.Moves) != 0 || g.Result != want[i] {
			t.Errorf("game %d: %d moves, result %s, want none and %s", i+1, len(g.Moves), g.Result, want[i])
		}
		said := len(g.Warnings) == 1 && g.Warnings[0].Key == "notation.pgn.result_tag.asterisk"
		if decided := want[i] != Ongoing; said != decided || len(g.Warnings) > 1 {
			t.Errorf("game %d: warnings %v, want the tag's result said as taken: %v", i+1, g.Warnings, decided)
		}
	}
	// A result the moves do state stays the moves' own.
	games = parsePGN(t, "[Result \"0-1\"]\n\n1. e4 e5 1-0\n")
	if g := games[0]; g.Result != WhiteWins || len(g.Warnings) != 1 || g.Warnings[0].Key != "notation.pgn.result_tag" {
		t.Errorf("result %s, warnings %v, want the moves' 1-0 and the tag's contradiction said", g.Result, g.Warnings)
	}
}
