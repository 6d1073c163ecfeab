package desk

import (
	"math/rand/v2"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/tournament/replay"
	"arbiter/ui/look/looktest"
)

// longGame plays plies pseudo-random legal moves that do not end the game.
func longGame(plies int) (*replay.GameRecord, []engine.Position) {
	rng := rand.New(rand.NewPCG(1953, 2023))
	pos := engine.StartPosition()
	positions := []engine.Position{pos}
	rec := &replay.GameRecord{Round: 1, Board: 1}
	var buf [256]engine.Move
	for len(rec.Moves) < plies {
		moves := pos.LegalMoves(buf[:0])
		for _, i := range rng.Perm(len(moves)) {
			next := pos
			next.Play(moves[i])
			if next.IsCheckmate() || next.IsStalemate() {
				continue
			}
			rec.Moves = append(rec.Moves, replay.RecordedMove{Ply: len(rec.Moves) + 1, UCI: moves[i].String(), SAN: pos.SAN(moves[i])})
			pos = next
			positions = append(positions, pos)
			break
		}
	}
	return rec, positions
}

// BenchmarkOpenLongGame opens a recorded 150-move game at the desk: the
// record read from the file and replayed, the clock set, and every panel
// (board, scoresheet, clocks, rulings) filled. Target: under 200 ms.
func BenchmarkOpenLongGame(b *testing.B) {
	f := newFixture(b, "")
	rec, _ := longGame(300)
	rec.ID = f.v.Session().Record().ID
	if _, err := f.st.SaveGame(rec); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for b.Loop() {
		if err := f.v.OpenGame(1, 1); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	if got := f.v.Session().Game().Ply(); got != 300 {
		b.Fatalf("opened %d plies", got)
	}
}

// boardBench is a board in a 640×640 window and a 300-ply game to show on
// it: its positions and the moves between them.
func boardBench(b *testing.B) (*Board, fyne.Window, []engine.Position, []engine.Move) {
	looktest.NewTempApp(b)
	board := newBoard()
	w := test.NewTempWindow(b, board)
	w.Resize(fyne.NewSize(640, 640))
	rec, positions := longGame(300)
	g, err := replay.Game(rec)
	if err != nil {
		b.Fatal(err)
	}
	var moves []engine.Move
	for _, gm := range g.Moves() {
		moves = append(moves, gm.Move)
	}
	return board, w, positions, moves
}

// BenchmarkBoardRedraw shows the next position of a game with its last
// move, as the board does after every move. Target: under 16 ms.
func BenchmarkBoardRedraw(b *testing.B) {
	board, _, positions, moves := boardBench(b)
	for i := 0; b.Loop(); i++ {
		ply := i%300 + 1
		board.SetPosition(positions[ply])
		board.SetLastMove(moves[ply-1].From(), displayTo(moves[ply-1]))
	}
}

// BenchmarkBoardPaint is BenchmarkBoardRedraw with the frame painted by
// the software renderer, the slowest way a frame reaches the screen.
func BenchmarkBoardPaint(b *testing.B) {
	board, w, positions, _ := boardBench(b)
	for i := 0; b.Loop(); i++ {
		board.SetPosition(positions[i%300+1])
		w.Canvas().Capture()
	}
}

// BenchmarkEnterMove enters a move at the desk and takes it back: the
// move saved to the file, the clock pressed, every panel redrawn and the
// position checked for an end by itself (mate, dead position, repetition).
func BenchmarkEnterMove(b *testing.B) {
	f := newFixture(b, "")
	f.playSAN("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7")
	pos := f.v.Session().Game().Position()
	m, err := pos.ParseMove("Re1", engine.Notation{Lang: engine.English})
	if err != nil {
		b.Fatal(err)
	}
	ply := f.v.Session().Game().Ply()
	for b.Loop() {
		f.v.play(m)
		f.v.sheet.restoreTo(ply, "")
	}
	f.noErrors()
}

// slowFlagFall is a desk in a position whose mate analysis is slow
// (can White mate?), and Black's flag falling there.
func slowFlagFall(b *testing.B) (*fixture, rules.FlagFall) {
	f := newFixture(b, "")
	f.startFrom("4k3/8/1N2K3/2p5/3r4/8/8/8 b - - 0 60")
	return f, rules.FlagFall{Player: engine.Black}
}

// BenchmarkPrepareFlagFall is what the window's goroutine does when the
// arbiter asks for a ruling on a flag fall in a position whose mate
// analysis is slow (4k3/8/1N2K3/2p5/3r4/8/8/8 b: can White mate?): the
// facts without the analysis, which runs elsewhere. Target: under 16 ms,
// one frame.
func BenchmarkPrepareFlagFall(b *testing.B) {
	f, in := slowFlagFall(b)
	for b.Loop() {
		pend, err := f.v.Session().Prepare(in, engine.NoMove)
		if err != nil || !pend.NeedsAnalysis() {
			b.Fatal(err)
		}
	}
}

// BenchmarkAnalyseFlagFall is the analysis itself, off the window's
// goroutine, for the same position.
func BenchmarkAnalyseFlagFall(b *testing.B) {
	f, in := slowFlagFall(b)
	for b.Loop() {
		pend, err := f.v.Session().Prepare(in, engine.NoMove)
		if err != nil {
			b.Fatal(err)
		}
		pend.Analyse()
	}
}
