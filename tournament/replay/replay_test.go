package replay

import (
	"testing"
	"time"

	"arbiter/engine"
)

// Game keeps what the record holds: the Chess960 start (here the
// standard array, position 518, which only the record's flag marks), the
// clock after each move, the draw offer made with a move, and castling as
// the record writes it (king to rook).
func TestGame(t *testing.T) {
	rec := &GameRecord{Round: 2, Board: 3, Chess960: true,
		StartFEN: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		Moves: []RecordedMove{
			{Ply: 1, UCI: "g1f3", Clock: 89 * time.Minute, HasClock: true},
			{Ply: 2, UCI: "g8f6"},
			{Ply: 3, UCI: "g2g3"},
			{Ply: 4, UCI: "g7g6", DrawOffer: true},
			{Ply: 5, UCI: "f1g2"},
			{Ply: 6, UCI: "f8g7"},
			{Ply: 7, UCI: "e1h1"},
			{Ply: 8, UCI: "e8h8"},
		}}
	g, err := Game(rec)
	if err != nil {
		t.Fatal(err)
	}
	start := g.Start()
	if !start.Chess960() || g.Ply() != 8 {
		t.Errorf("start Chess960 %v, %d plies", start.Chess960(), g.Ply())
	}
	if m := g.Moves()[0]; !m.HasClock || m.Clock != 89*time.Minute {
		t.Errorf("first move's clock: %+v", m)
	}
	if in := g.Incidents(); len(in) != 1 || in[0].Kind != engine.IncidentDrawOffer || in[0].By != engine.Black {
		t.Errorf("incidents %+v, want Black's draw offer", in)
	}
	p := g.Position()
	if p.FEN() == start.FEN() || p.Turn() != engine.White {
		t.Errorf("position after castling: %s", p.FEN())
	}
	rec.Moves = append(rec.Moves, RecordedMove{Ply: 9, UCI: "e1e2"})
	if _, err := Game(rec); err == nil {
		t.Error("a move that is not legal replayed")
	} else if e, ok := err.(*engine.Message); !ok || e.Key != "event.err.record.move" || e.Args["ply"] != 9 || e.Args["board"] != 3 {
		t.Errorf("error %#v", err)
	}
}

// A standard game's castling matches in both spellings: king to rook, as
// the record keeps it, and king two squares, as standard UCI writes it.
func TestGameCastlingSpellings(t *testing.T) {
	moves := []RecordedMove{{UCI: "e2e4"}, {UCI: "e7e5"}, {UCI: "g1f3"}, {UCI: "g8f6"}, {UCI: "f1c4"}, {UCI: "f8c5"}, {UCI: "e1h1"}, {UCI: "e8g8"}}
	g, err := Game(&GameRecord{Moves: moves})
	if err != nil {
		t.Fatal(err)
	}
	if p := g.Position(); p.FEN() != "rnbq1rk1/pppp1ppp/5n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 w - - 6 5" {
		t.Errorf("after castling: %s", p.FEN())
	}
}
