package engine

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"
)

const samplePGN = `[Event "Club \"Championship\""]
[Site "Tallinn"]
[Date "1953.05.01"]
[Round "3"]
[White "Petrov"]
[Black "Ivanov"]
[Result "1-0"]
[Annotator "1953 code, §20"]

{Légal's trap.} 1. e4 {[%clk 1:59:50]} e5 {[%clk 1:59:41]} 2. Nf3 Nc6 3. Bc4 d6
4. Nc3 Bg4 5. O-O Nd4?
(5... Nf6 6. h3 (6. d3 {a brace ) inside}) Bh5 ; a semicolon ) inside
) 6. Nxe5! $18 Bxd1?? 7. Bxf7+ ; a rest-of-line comment
Ke7 8. Nd5# {[%clk 1:40:07.5] mate} 1-0

[Event "Second"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "A"]
[Black "B"]
[Result "*"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 30"]

30. O-O-O Kf7 *

[Event "Fischer random"]
[Variant "Chess960"]
[FEN "rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1"]
[Result "1/2-1/2"]

1. O-O-O O-O-O 1/2-1/2
`

func TestParsePGN(t *testing.T) {
	games := parsePGN(t, samplePGN)
	if len(games) != 3 {
		t.Fatalf("%d games, want 3", len(games))
	}
	checkSampleFirstGame(t, games[0])

	g := games[1]
	if g.Start.Fullmoves() != 30 || len(g.Moves) != 2 || g.Result != "*" || g.Moves[0].SAN != "O-O-O" {
		t.Errorf("second game: start %s, moves %v, result %s", g.Start.FEN(), g.Moves, g.Result)
	}

	g = games[2]
	if !g.Start.Chess960() || len(g.Moves) != 2 || g.Moves[0].Move.String() != "b1a1" || g.Moves[1].Move.String() != "b8a8" {
		t.Errorf("Chess960 game: %v %v", g.Start.Chess960(), g.Moves)
	}
}

// checkSampleFirstGame checks samplePGN's first game: its tags, moves and
// result, its clocks and comments, its NAGs and nested variations.
func checkSampleFirstGame(t *testing.T, g PGNGame) {
	t.Helper()
	if g.Tag("Event") != `Club "Championship"` || g.Tag("Annotator") != "1953 code, §20" || g.Result != "1-0" {
		t.Errorf("tags %v, result %s", g.Tags, g.Result)
	}
	var sans []string
	for _, m := range g.Moves {
		sans = append(sans, m.SAN)
	}
	if got, want := strings.Join(sans, " "), "e4 e5 Nf3 Nc6 Bc4 d6 Nc3 Bg4 O-O Nd4 Nxe5 Bxd1 Bxf7+ Ke7 Nd5#"; got != want {
		t.Errorf("moves %s, want %s", got, want)
	}
	if g.Comment != "Légal's trap." {
		t.Errorf("game comment %q", g.Comment)
	}
	checkSampleClocks(t, g)
	checkSampleAnnotations(t, g)
}

// checkSampleClocks checks the first game's [%clk] readings, kept apart
// from the comments they were written in.
func checkSampleClocks(t *testing.T, g PGNGame) {
	t.Helper()
	if !g.Moves[0].HasClock || g.Moves[0].Clock != time.Hour+59*time.Minute+50*time.Second || g.Moves[0].Comment != "" {
		t.Errorf("first move clock %v %v comment %q", g.Moves[0].HasClock, g.Moves[0].Clock, g.Moves[0].Comment)
	}
	if last := g.Moves[14]; last.Clock != time.Hour+40*time.Minute+7500*time.Millisecond || last.Comment != "mate" {
		t.Errorf("last move clock %v comment %q", last.Clock, last.Comment)
	}
}

// checkSampleAnnotations checks the first game's NAGs (suffixes and $n),
// its rest-of-line comment and its variations, one inside another.
func checkSampleAnnotations(t *testing.T, g PGNGame) {
	t.Helper()
	if got := g.Moves[9].NAGs; len(got) != 1 || got[0] != 2 {
		t.Errorf("Nd4? NAGs %v, want [2]", got)
	}
	if got := g.Moves[10].NAGs; len(got) != 2 || got[0] != 1 || got[1] != 18 {
		t.Errorf("Nxe5! $18 NAGs %v, want [1 18]", got)
	}
	if g.Moves[12].Comment != "a rest-of-line comment" {
		t.Errorf("Bxf7+ comment %q", g.Moves[12].Comment)
	}
	// The variation on 5... Nd4, and the one inside it on 6. h3.
	if vs := g.Moves[9].Variations; len(vs) != 1 || len(vs[0].Moves) != 3 || vs[0].Moves[0].SAN != "Nf6" ||
		len(vs[0].Moves[1].Variations) != 1 || vs[0].Moves[1].Variations[0].Moves[0].SAN != "d3" ||
		vs[0].Moves[1].Variations[0].Moves[0].Comment != "a brace ) inside" || vs[0].Moves[2].Comment != "a semicolon ) inside" {
		t.Errorf("variations on Nd4: %+v", vs)
	}
}

func TestWritePGNRoundTrip(t *testing.T) {
	games := parsePGN(t, samplePGN)
	text := WritePGN(games)
	for _, want := range []string{
		`[Event "Club \"Championship\""]`,
		"[Annotator \"1953 code, §20\"]\n\n{Légal's trap.} 1. e4 {[%clk 1:59:50]} 1... e5 {[%clk 1:59:41]} 2. Nf3",
		"5. O-O Nd4 $2 (5... Nf6 6. h3 (6. d3 {a brace ) inside}) 6... Bh5 {a semicolon ) inside}) 6. Nxe5 $1 $18 Bxd1 $4 7. Bxf7+ {a rest-of-line comment} 7... Ke7",
		"8. Nd5# {[%clk 1:40:07.5] mate} 1-0\n",
		"[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 30\"]",
		"[Variant \"Chess960\"]",
		"1. O-O-O O-O-O 1/2-1/2\n",
	} {
		flat := func(s string) string { return strings.Join(strings.Fields(s), " ") }
		if !strings.Contains(flat(text), flat(want)) {
			t.Errorf("written PGN lacks %q:\n%s", want, text)
		}
	}
	linesFit(t, text)
	again, err := ParsePGN(text)
	if err != nil {
		t.Fatalf("reading written PGN: %v\n%s", err, text)
	}
	if WritePGN(again) != text {
		t.Errorf("second write differs:\n%s\n---\n%s", WritePGN(again), text)
	}
}

func TestWritePGNDefaults(t *testing.T) {
	p := StartPosition()
	m := mustMove(t, &p, "e2e4")
	text := WritePGN([]PGNGame{{Moves: []PGNMove{{Move: m}}}})
	want := `[Event "?"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "*"]

1. e4 *
`
	if text != want {
		t.Errorf("WritePGN =\n%s\nwant\n%s", text, want)
	}
}

// A game both players lose has no PGN marker: it is written as "*".
func TestPGNResultBothLose(t *testing.T) {
	out := WritePGN([]PGNGame{{Start: StartPosition(), Result: BothLose}})
	if !strings.Contains(out, `[Result "*"]`) || strings.Contains(out, "0-0") {
		t.Errorf("PGN:\n%s", out)
	}
}

func TestParsePGNErrors(t *testing.T) {
	tests := []struct {
		text      string
		line, col int
		key       string
	}{
		{"[Event \"x\"]\n\n1. e4 e5 2. Ke3 *", 3, 13, "notation.pgn.move"},
		{"[Event \"x]\n1. e4 *", 1, 1, "notation.pgn.string"},
		{"[Event x]\n1. e4 *", 1, 1, "notation.pgn.tag"},
		{"1. e4 {unclosed", 1, 7, "notation.pgn.comment"},
		{"1. e4 (1. d4 d5", 1, 7, "notation.pgn.variation"},
		{"1. e4 (1. d4 d5 *) e5 *", 1, 7, "notation.pgn.variation"},
		{"(1. d4) 1. e4 *", 1, 1, "notation.pgn.variation_first"},
		{"1. e4 (1. e5) *", 1, 11, "notation.pgn.move"},
		{"1. e4 ) *", 1, 7, "notation.pgn.paren"},
		{"1. e4 $256 *", 1, 7, "notation.pgn.nag"},
		{"$x 1. e4 *", 1, 1, "notation.pgn.nag"},
		{"[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n1. e4 *", 2, 1, "notation.pgn.fen"},
	}
	for _, tt := range tests {
		_, err := ParsePGN(tt.text)
		var pe *PGNError
		if !errors.As(err, &pe) || pe.Line != tt.line || pe.Col != tt.col || pe.Key != tt.key {
			t.Errorf("ParsePGN(%q) error = %v, want %s at %d:%d", tt.text, err, tt.key, tt.line, tt.col)
		}
	}
	_, err := ParsePGN("1. e4 e5 2. Ke3 *")
	var me *moveError
	if !errors.As(err, &me) || me.Key != "notation.move.illegal" {
		t.Errorf("move error not wrapped: %v", err)
	}
}

// A file that starts with a UTF-8 byte-order mark reads its first game
// whole; a game whose tags are in Windows-1252 reads them as the letters
// they are; a null move ("--", "Z0") is refused by name, and the other
// games of the file are still read.
func TestReadPGNTakesWhatOtherProgramsWrite(t *testing.T) {
	two := "[Event \"Open\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n" +
		"[Event \"Open\"]\n[White \"C\"]\n[Black \"D\"]\n[Result \"*\"]\n\n1. d4 *\n"
	games, err := ParsePGN("\uFEFF" + two)
	if err != nil || len(games) != 2 || len(games[0].Moves) != 7 || games[0].Tag("Event") != "Open" {
		t.Fatalf("with a byte-order mark: %d games, err %v, %+v", len(games), err, games)
	}
	games, err = ParsePGN("[Event \"J\xe4rvenp\xe4\xe4\"]\n[White \"\xd5un\"]\n\n1. e4 *\n")
	if err != nil || games[0].Tag("Event") != "Järvenpää" || games[0].Tag("White") != "Õun" {
		t.Errorf("Windows-1252 tags read as %+v, %v", games, err)
	}
	for _, null := range []string{"--", "Z0"} {
		var errs []error
		n := 0
		for g, err := range ReadPGN(strings.NewReader("[Event \"x\"]\n\n1. e4 " + null + " 2. d4 *\n\n" + two)) {
			if err != nil {
				errs = append(errs, err)
				continue
			}
			n++
			_ = g
		}
		var pe *PGNError
		if len(errs) != 1 || !errors.As(errs[0], &pe) || pe.Message.Key != "notation.pgn.nullmove" || pe.Message.Args["move"] != null || n != 2 {
			t.Errorf("%s: %d games read, errors %v", null, n, errs)
		}
	}
}

// TestReadPGNRefusesVariants names the variant of a game of other rules
// (crazyhouse, antichess) instead of failing at its first drop or capture
// as if a move were mistyped; chess itself under lichess's names reads.
func TestReadPGNRefusesVariants(t *testing.T) {
	for variant, ok := range map[string]bool{"Crazyhouse": false, "Antichess": false, "Three-check": false,
		"Standard": true, "From Position": true, "Chess960": true, "": true, "chess-960": true} {
		text := "[Event \"x\"]\n[Variant \"" + variant + "\"]\n\n1. e4 e5 *\n"
		for _, err := range ReadPGN(strings.NewReader(text)) {
			var pe *PGNError
			switch {
			case ok && err != nil:
				t.Errorf("%q: %v", variant, err)
			case !ok && (!errors.As(err, &pe) || pe.Message.Key != "notation.pgn.variant" || pe.Message.Args["variant"] != variant):
				t.Errorf("%q: %v, want the variant named", variant, err)
			}
		}
	}
}

// TestReadPGNChess960KingStep reads a Chess960 game in which the king on
// f1 steps to g1 while he may also castle with the h1 rook: in PGN the
// step is "Kg1" and castling "O-O", so the game reads (python-chess wrote
// it); on a paper scoresheet the desk still asks which was meant.
func TestReadPGNChess960KingStep(t *testing.T) {
	text := "[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"qr1bbkr1/pppppppp/5n2/3n4/PP1PP1P1/8/2P1NP1P/QRNBBK1R w KQq - 3 7\"]\n\n7. Kg1 Ne3 *\n"
	for g, err := range ReadPGN(strings.NewReader(text)) {
		if err != nil {
			t.Fatal(err)
		}
		if len(g.Moves) != 2 || g.Moves[0].Move.IsCastle() || g.Moves[0].SAN != "Kg1" {
			t.Errorf("moves %+v", g.Moves)
		}
	}
}

// Every spelling of Chess960 that python-chess reads, and the hyphenated
// one, marks the game as Chess960.
func TestReadPGNChess960Spellings(t *testing.T) {
	for _, variant := range []string{"Chess960", "chess960", "chess-960", "Chess-960", "chess 960", "Chess 960",
		"Fischerandom", "fischerandom", "Fischer Random", "fischerrandom", "Fischer Random Chess", "960"} {
		games, err := ParsePGN("[Event \"x\"]\n[Variant \"" + variant + "\"]\n\n1. e4 e5 *\n")
		if err != nil || len(games) != 1 || !games[0].Start.chess960 {
			t.Errorf("%q: %v, Chess960 %v", variant, err, len(games) == 1 && games[0].Start.chess960)
		}
	}
}

// A NAG or a comment before the first move is the game's own, as
// python-chess reads it: kept, and written back before the moves.
func TestReadPGNBeforeTheFirstMove(t *testing.T) {
	tests := []struct {
		text    string
		nags    []int
		comment string
		written string
	}{
		{"$10 1. e4 e5 *", []int{10}, "", "$10 1. e4 e5 *"},
		{"{Ruy Lopez} 1. e4 e5 *", nil, "Ruy Lopez", "{Ruy Lopez} 1. e4 e5 *"},
		{"$10 $14 {White is slightly better} 1. e4 e5 *", []int{10, 14}, "White is slightly better",
			"$10 $14 {White is slightly better} 1. e4 e5 *"},
		{"{before} $10 1. e4 *", []int{10}, "before", "$10 {before} 1. e4 *"},
	}
	for _, tt := range tests {
		games, err := ParsePGN("[Event \"x\"]\n\n" + tt.text + "\n")
		if err != nil || len(games) != 1 {
			t.Errorf("%q: %v", tt.text, err)
			continue
		}
		g := games[0]
		if !reflect.DeepEqual(g.NAGs, tt.nags) || g.Comment != tt.comment || len(g.Moves) == 0 {
			t.Errorf("%q: NAGs %v, comment %q, %d moves", tt.text, g.NAGs, g.Comment, len(g.Moves))
		}
		out := WritePGN(games)
		if movetext := strings.TrimSpace(out[strings.Index(out, "\n\n")+2:]); movetext != tt.written {
			t.Errorf("%q written as %q, want %q", tt.text, movetext, tt.written)
		}
	}
}

// linesFit checks that no line of the written PGN text is longer than
// the 79 characters WritePGN keeps its lines to.
func linesFit(t *testing.T, text string) {
	t.Helper()
	for _, line := range strings.Split(text, "\n") {
		if len([]rune(line)) > 79 {
			t.Errorf("line longer than 79 characters: %q", line)
		}
	}
}

// parsePGN is every game of the PGN text (ParsePGN); a game it cannot read
// fails the test.
func parsePGN(t *testing.T, text string) []PGNGame {
	t.Helper()
	games, err := ParsePGN(text)
	if err != nil {
		t.Fatal(err)
	}
	return games
}

// ParsePGN reads every game of a PGN text through ReadPGN, for the tests.
// It stops at the first game it cannot read (a *PGNError with line and
// column), returning the games before it.
func ParsePGN(text string) ([]PGNGame, error) {
	var games []PGNGame
	for g, err := range ReadPGN(strings.NewReader(text)) {
		if err != nil {
			return games, err
		}
		games = append(games, g)
	}
	return games, nil
}

// Variations (RAVs) are kept through reading and writing: several on one
// move, on a Black move, nested, with a comment and a NAG before their
// first move, on the first move of the game; the text written reads back
// as the same games.
func TestPGNVariationsKept(t *testing.T) {
	const text = `1. e4 (1. d4 d5 (1... Nf6 2. c4) 2. c4) (1. c4) 1... e5 ($1 {the main alternative} 1... c5 2. Nf3 (2. c3 d5) 2... d6) 2. Nf3 *`
	games, err := ParsePGN(text)
	if err != nil || len(games) != 1 {
		t.Fatalf("%d games, %v", len(games), err)
	}
	g := games[0]
	e4, e5 := g.Moves[0], g.Moves[1]
	if len(e4.Variations) != 2 || e4.Variations[0].Moves[0].SAN != "d4" || e4.Variations[1].Moves[0].SAN != "c4" ||
		len(e4.Variations[0].Moves[0].Variations) != 0 || len(e4.Variations[0].Moves[1].Variations) != 1 ||
		e4.Variations[0].Moves[1].Variations[0].Moves[0].SAN != "Nf6" {
		t.Errorf("variations on 1. e4: %+v", e4.Variations)
	}
	if len(e5.Variations) != 1 || e5.Variations[0].Comment != "the main alternative" || len(e5.Variations[0].NAGs) != 1 ||
		e5.Variations[0].Moves[0].SAN != "c5" || len(e5.Variations[0].Moves[1].Variations) != 1 {
		t.Errorf("variations on 1... e5: %+v", e5.Variations)
	}
	out := WritePGN(games)
	want := "1. e4 (1. d4 d5 (1... Nf6 2. c4) 2. c4) (1. c4) 1... e5 ($1 {the main alternative} 1... c5 2. Nf3 (2. c3 d5) 2... d6) 2. Nf3 *"
	if movetext := strings.Join(strings.Fields(out[strings.Index(out, "\n\n")+2:]), " "); movetext != want {
		t.Errorf("written\n%s\nwant\n%s", movetext, want)
	}
	again, err := ParsePGN(out)
	if err != nil || !reflect.DeepEqual(again[0].Moves, g.Moves) {
		t.Errorf("read back: %v\n%+v\nwant\n%+v", err, again, g.Moves)
	}
}

// A result written twice or a word after the result is no game of its
// own: the game before it says what was not read.
func TestPGNStrayTextAfterResult(t *testing.T) {
	for _, c := range []struct{ text, stray string }{
		{"1. e4 e5 * *", "*"},
		{"1. e4 e5 1-0 ff", "ff"},
		{"1. e4 e5 1-0 1-0\n", "1-0"},
		{"1. e4 e5 1-0 {after the end}", "{after the end}"},
	} {
		games, err := ParsePGN(c.text)
		if err != nil || len(games) != 1 || len(games[0].Moves) != 2 {
			t.Errorf("%q: %d games, %v; want one of two moves", c.text, len(games), err)
			continue
		}
		w := games[0].Warnings
		if len(w) != 1 || w[0].Key != "notation.pgn.stray" || w[0].Args["text"] != c.stray {
			t.Errorf("%q: warnings %v, want the stray text %q named", c.text, w, c.stray)
		}
	}
	// Games without tags one after another are still games.
	if games, err := ParsePGN("1. e4 e5 1-0 1. d4 d5 *"); err != nil || len(games) != 2 || len(games[0].Warnings) != 0 {
		t.Errorf("two games without tags: %d, %v", len(games), err)
	}
}

// Annotations counts what a record of moves and clocks would not keep.
func TestPGNAnnotations(t *testing.T) {
	games, err := ParsePGN("{start} 1. e4! {[%clk 1:00:00]} (1. d4 $1 {alt} (1. c4)) 1... e5 {reply} *")
	if err != nil {
		t.Fatal(err)
	}
	if v, c, n := games[0].Annotations(); v != 2 || c != 3 || n != 2 {
		t.Errorf("Annotations = %d variations, %d comments, %d NAGs; want 2, 3, 2", v, c, n)
	}
}

// A "}" in a comment (a rest-of-line one may hold it) cannot stand in a
// {…} comment: it is written as rest-of-line comments again, wrapped as
// long comments are, inside a variation and after one too, and reads back
// whole, in the export and in a record's annotation text alike.
func TestPGNCommentWithABraceIsKept(t *testing.T) {
	long := strings.Repeat("word } ", 20) + "end"
	text := "1. e4 ; a } b\ne5 (1... c5 ; in } side\n) ; after } it\n2. Nf3 ; " + long + "\n*"
	games := parsePGN(t, text)
	out := WritePGN(games)
	if !strings.Contains(out, "1. e4 ; a } b\n") || !strings.Contains(out, "(1... c5 ; in } side\n)") {
		t.Errorf("written:\n%s", out)
	}
	linesFit(t, out)
	again, err := ParsePGN(out)
	if err != nil || !reflect.DeepEqual(again[0].Moves, games[0].Moves) {
		t.Fatalf("read back: %v\n%s", err, out)
	}
	m := again[0].Moves
	if m[0].Comment != "a } b" || m[1].Variations[0].Moves[0].Comment != "in } side" || m[1].Variations[0].After != "after } it" ||
		m[2].Comment != long {
		t.Errorf("read back: %+v", m)
	}
	annotationTextCarries(t, games[0])
}

// annotationTextCarries checks that g's annotation text, set on its main
// line bare of comments and variations, gives its moves back whole.
func annotationTextCarries(t *testing.T, g PGNGame) {
	t.Helper()
	lead, after := g.AnnotationText()
	bare := g
	bare.Moves = slices.Clone(bare.Moves)
	for i := range bare.Moves {
		bare.Moves[i].Comment, bare.Moves[i].Variations = "", nil
	}
	if err := bare.SetAnnotationText(lead, after); err != nil || !reflect.DeepEqual(bare.Moves, g.Moves) {
		t.Errorf("annotation text %q: %v", after, err)
	}
}

// A NAG written after a variation is kept there, not moved before the
// variations: the export writes the move text as its source had it.
func TestPGNNAGAfterAVariationKeepsItsPlace(t *testing.T) {
	for _, text := range []string{
		"1. e4 (1. d4) $1 *",
		"1. e4 $2 (1. d4) $1 (1. c4 $5) $6 {after} 1... e5 (1... c5 (1... e6) $3) *",
	} {
		games := parsePGN(t, text)
		out := WritePGN(games)
		if movetext := strings.Join(strings.Fields(out[strings.Index(out, "\n\n")+2:]), " "); movetext != text {
			t.Errorf("written\n%s\nwant\n%s", movetext, text)
		}
		again, err := ParsePGN(out)
		if err != nil || !reflect.DeepEqual(again[0].Moves, games[0].Moves) {
			t.Errorf("read back: %v", err)
		}
	}
	games, _ := ParsePGN("1. e4 (1. d4) $1 *")
	if _, _, n := games[0].Annotations(); n != 1 {
		t.Errorf("%d NAGs counted, want 1", n)
	}
}

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

// A Variant tag naming the game's own variant is written back as the
// file spelt it: cutechess's "fischerandom" was written "Chess960", and
// lichess's "Standard" dropped, unsaid.
func TestWritePGNKeepsTheVariantAsSpelt(t *testing.T) {
	for _, variant := range []string{"fischerandom", "Chess960", "Fischer Random", "Standard", "From Position"} {
		games, err := ParsePGN("[Event \"x\"]\n[Variant \"" + variant + "\"]\n\n1. e4 e5 *\n")
		if err != nil || len(games) != 1 {
			t.Fatalf("%q: %v", variant, err)
		}
		if got := WritePGN(games); !strings.Contains(got, "[Variant \""+variant+"\"]") || strings.Count(got, "[Variant ") != 1 {
			t.Errorf("%q written back as\n%s", variant, got)
		}
	}
}
