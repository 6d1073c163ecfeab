package engine

import (
	"errors"
	"strings"
	"testing"
)

// Sample game of the FIDE Laws, Appendix C.13, as printed in the Finnish
// editions of 2014 and 2023 (Finnish piece letters). The first version, with
// capture marks, omits Black's tenth move in print; it is restored here.
const (
	fideSampleX     = "1. e4 e5 2. Rf3 Rf6 3. d4 exd4 4. e5 Re4 5. Dxd4 d5 6. exd6 o.l. Rxd6 7. Lg5 Rc6 8. De3+ Le7 9. Rbd2 0-0 10. 0-0-0 Te8 11. Kb1 (=)"
	fideSampleShort = "1. e4 e5 2. Rf3 Rf6 3. d4 ed4 4. e5 Re4 5. Dd4 d5 6. ed6 Rd6 7. Lg5 Rc6 8. De3 Le7 9. Rbd2 0-0 10. 0-0-0 Te8 11. Kb1 (=)"
	// Petrov–Ivanov from the USSR chess code of 1953, §20, in full and
	// short notation (Estonian letters).
	petrovFull    = "1. e2—e4 e7—e5 2. Rg1—f3 Rb8—c6 3. Of1—c4 d7—d6 4. Rb1—c3 Oc8—g4 5. 0—0 Rc6—d4? 6. Rf3:e5! Og4:d1?? 7. Oc4:f7+ Ke8—e7 8. Rc3—d5×"
	petrovShort   = "1. e4 e5 2. Rf3 Rc6 3. Oc4 d6 4. Rc3 Og4 5. 0—0 Rd4? 6. R:e5! O:d1?? 7. O:f7+ Ke7 8. Rd5 ×"
	fideSampleUCI = "e2e4 e7e5 g1f3 g8f6 d2d4 e5d4 e4e5 f6e4 d1d4 d7d5 e5d6 e4d6 c1g5 b8c6 d4e3 f8e7 b1d2 e8h8 e1a1 f8e8 c1b1"
	petrovUCI     = "e2e4 e7e5 g1f3 b8c6 f1c4 d7d6 b1c3 c8g4 e1h1 c6d4 f3e5 g4d1 c4f7 e8e7 c3d5"
)

// moveTokens splits game text into move texts: move numbers and the draw
// offer sign go, an "e.p."/"o.l." remark and a detached mate sign join the
// move before them.
func moveTokens(text string) []string {
	var out []string
	for _, f := range strings.Fields(text) {
		switch {
		case f == "(=)" || isMoveNumber(f):
		case f == "o.l." || f == "e.p." || f == "×":
			out[len(out)-1] += " " + f
		default:
			out = append(out, f)
		}
	}
	return out
}

// readGame reads moves with read and returns them in UCI (king takes rook
// for castling).
func readGame(t *testing.T, tokens []string, read func(p *Position, text string) (Move, error)) []string {
	t.Helper()
	p := StartPosition()
	var ucis []string
	for i, tok := range tokens {
		m, err := read(&p, tok)
		if err != nil {
			t.Fatalf("move %d %q: %v", i+1, tok, err)
		}
		ucis = append(ucis, m.String())
		p.Play(m)
	}
	return ucis
}

func TestSampleGames(t *testing.T) {
	tests := []struct {
		name, text, uci string
		n               Notation
		written         string // how Format writes the game, "" when equal to text less annotations
	}{
		{"FIDE C.13 with x", fideSampleX, fideSampleUCI, Notation{Finnish, SAN}, ""},
		{"FIDE C.13 short", fideSampleShort, fideSampleUCI, Notation{Finnish, SAN}, fideSampleX},
		{"Petrov–Ivanov full", petrovFull, petrovUCI, Notation{Estonian, Long1953}, ""},
		{"Petrov–Ivanov short", petrovShort, petrovUCI, Notation{Estonian, Short1953}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tokens := moveTokens(tt.text)
			got := readGame(t, tokens, func(p *Position, s string) (Move, error) { return p.ParseMove(s, tt.n) })
			if strings.Join(got, " ") != tt.uci {
				t.Fatalf("read %s\nwant %s", strings.Join(got, " "), tt.uci)
			}
			lenient := readGame(t, tokens, func(p *Position, s string) (Move, error) { return p.ParseLenient(s, tt.n.Lang) })
			if strings.Join(lenient, " ") != tt.uci {
				t.Fatalf("lenient read %s\nwant %s", strings.Join(lenient, " "), tt.uci)
			}
			want := tt.written
			if want == "" {
				want = tt.text
			}
			wantTokens := moveTokens(want)
			p := StartPosition()
			for i, u := range strings.Fields(tt.uci) {
				m := mustMove(t, &p, u)
				w := stripAnnotations(strings.ReplaceAll(wantTokens[i], " ", ""))
				if got := p.Format(m, tt.n); got != w {
					t.Errorf("move %d: Format = %q, want %q", i+1, got, w)
				}
				p.Play(m)
			}
		})
	}
}

// stripAnnotations removes "!", "?" and the e.p. remark, which Format does
// not write.
func stripAnnotations(s string) string {
	s = strings.TrimSuffix(strings.TrimSuffix(s, "o.l."), "e.p.")
	return strings.TrimRight(s, "!?")
}

func mustMove(t *testing.T, p *Position, uci string) Move {
	t.Helper()
	for _, m := range p.LegalMoves(nil) {
		if m.String() == uci {
			return m
		}
	}
	t.Fatalf("%s is not legal in %s", uci, p.FEN())
	return NoMove
}

// TestRoundTripAllNotations writes both sample games, and every legal move
// of positions full of promotions, en passant, checks and Chess960
// castling, in every language and style and reads them back, strictly and
// leniently.
func TestRoundTripAllNotations(t *testing.T) {
	notations := func(yield func(Notation) bool) {
		for _, lang := range Langs {
			for _, style := range []Style{SAN, Figurine, Long1953, Short1953} {
				if !yield(Notation{lang, style}) {
					return
				}
			}
		}
	}
	roundTrip := func(p *Position, m Move, n Notation) {
		text := p.Format(m, n)
		if got, err := p.ParseMove(text, n); err != nil || got != m {
			t.Errorf("%s %v: ParseMove(%q) = %v, %v; want %v", p.FEN(), n, text, got, err, m)
		}
		if got, err := p.ParseLenient(text, n.Lang); err != nil || got != m {
			t.Errorf("%s %v: ParseLenient(%q) = %v, %v; want %v", p.FEN(), n, text, got, err, m)
		}
	}
	for _, game := range []string{fideSampleUCI, petrovUCI} {
		for n := range notations {
			p := StartPosition()
			for _, u := range strings.Fields(game) {
				m := mustMove(t, &p, u)
				roundTrip(&p, m, n)
				p.Play(m)
			}
		}
	}
	for _, fen := range []string{
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
		"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
		"8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1",
		"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
		"7k/8/8/8/Q1Q5/8/Q7/4K3 w - - 0 1",
		"r1k1r2q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K1R2Q w KQkq - 0 1",
		"1r2k1r1/8/8/8/8/8/8/1R2K1R1 b GBgb - 0 1",
	} {
		p := mustFEN(t, fen)
		for _, m := range p.LegalMoves(nil) {
			for n := range notations {
				roundTrip(&p, m, n)
			}
		}
	}
}

func TestFormat(t *testing.T) {
	tests := []struct {
		fen, uci string
		n        Notation
		want     string
	}{
		// Appendix C.10 disambiguation: file first, then rank.
		{"4k3/8/8/8/8/8/8/4NKN1 w - - 0 1", "g1f3", Notation{English, SAN}, "Ngf3"},
		{"4k3/8/8/6N1/8/8/8/5KN1 w - - 0 1", "g5f3", Notation{English, SAN}, "N5f3"},
		{"4k3/8/8/8/3N4/8/7N/5K2 w - - 0 1", "h2f3", Notation{Finnish, SAN}, "Rhf3"},
		{"4k3/8/8/8/3N4/8/7N/5K2 w - - 0 1", "h2f3", Notation{Estonian, Short1953}, "Rhf3"},
		{"4k3/8/8/8/3N4/8/7N/5K2 w - - 0 1", "h2f3", Notation{Estonian, Long1953}, "Rh2—f3"},
		{"4k3/8/8/8/3N4/5p2/7N/5K2 w - - 0 1", "h2f3", Notation{Estonian, Short1953}, "Rh:f3"},
		// Three queens need the full square.
		{"7k/8/8/8/Q1Q5/8/Q7/4K3 w - - 0 1", "a4b3", Notation{English, SAN}, "Qa4b3"},
		{"2r5/3P4/8/8/8/8/8/k3K3 w - - 0 1", "d7c8n", Notation{English, SAN}, "dxc8=N"},
		{"2r5/3P4/8/8/8/8/8/k3K3 w - - 0 1", "d7c8q", Notation{German, SAN}, "dxc8=D"},
		{"2r5/3P4/8/8/8/8/8/k3K3 w - - 0 1", "d7d8r", Notation{Estonian, Long1953}, "d7—d8V"},
		{"2r5/3P4/8/8/8/8/8/k3K3 w - - 0 1", "d7c8b", Notation{Estonian, Short1953}, "d:c8O"},
		{"2r5/3P4/8/8/8/8/8/k3K3 w - - 0 1", "d7c8q", Notation{Russian, Figurine}, "dxc8=♕"},
		{"5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1h1", Notation{English, SAN}, "O-O+"},
		{"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1a1", Notation{Finnish, SAN}, "0-0-0"},
		{"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1a1", Notation{Estonian, Long1953}, "0—0—0"},
		{"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1d2", Notation{Russian, SAN}, "Крd2"},
		{"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "a1a8", Notation{Russian, Long1953}, "Лa1—a8+"},
		{"k7/8/1K6/8/8/8/8/7R w - - 0 1", "h1h8", Notation{English, SAN}, "Rh8#"},
		{"k7/8/1K6/8/8/8/8/7R w - - 0 1", "h1h8", Notation{Estonian, Short1953}, "Vh8×"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", Notation{English, SAN}, "exd6"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", Notation{Estonian, Long1953}, "e5:d6"},
	}
	for _, tt := range tests {
		p := mustFEN(t, tt.fen)
		m := mustMove(t, &p, tt.uci)
		if got := p.Format(m, tt.n); got != tt.want {
			t.Errorf("%s %s in %v: Format = %q, want %q", tt.fen, tt.uci, tt.n, got, tt.want)
		}
	}
}

func TestParseMoveStrict(t *testing.T) {
	const twoKnights = "4k3/8/8/8/8/8/8/4NKN1 w - - 0 1"
	tests := []struct {
		fen, text string
		n         Notation
		want      string // UCI, or the message key of the error
	}{
		{twoKnights, "Ngf3", Notation{English, SAN}, "g1f3"},
		{twoKnights, "Ng1f3", Notation{English, SAN}, "g1f3"},
		{twoKnights, "Nf3", Notation{English, SAN}, "notation.move.ambiguous"},
		{twoKnights, "Nxf3", Notation{English, SAN}, "notation.move.ambiguous"},
		{twoKnights, "Ngxf3", Notation{English, SAN}, "notation.move.false_capture"},
		{twoKnights, "Rgf3", Notation{English, SAN}, "notation.move.illegal"},
		{twoKnights, "Rgf3", Notation{Finnish, SAN}, "g1f3"},
		{twoKnights, "Rg1—f3", Notation{Estonian, Long1953}, "g1f3"},
		{twoKnights, "Rg1-f3", Notation{Estonian, Long1953}, "g1f3"},
		{twoKnights, "Rgf3", Notation{Estonian, Long1953}, "notation.move.syntax"},
		{twoKnights, "♘gf3", Notation{English, Figurine}, "g1f3"},
		{twoKnights, "♞gf3", Notation{English, Figurine}, "g1f3"},
		{twoKnights, "", Notation{English, SAN}, "notation.move.empty"},
		{twoKnights, "Nz9", Notation{English, SAN}, "notation.move.syntax"},
		{"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "ed5", Notation{English, SAN}, "e4d5"},
		{"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "xd5", Notation{English, SAN}, "notation.move.pawn_file"},
		{"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4—d5", Notation{Estonian, Long1953}, "notation.move.capture_mark"},
		{"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4:d5", Notation{Estonian, Long1953}, "e4d5"},
		{"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e:d5", Notation{Estonian, Short1953}, "e4d5"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6 e.p.", Notation{English, SAN}, "e5d6"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6 o.l.", Notation{Finnish, SAN}, "e5d6"},
		{"2r5/3P4/8/8/8/8/8/k3K3 w - - 0 1", "dxc8=Q+", Notation{English, SAN}, "d7c8q"},
		{"2r5/3P4/8/8/8/8/8/k3K3 w - - 0 1", "dxc8Q", Notation{English, SAN}, "d7c8q"},
		{"2r5/3P4/8/8/8/8/8/k3K3 w - - 0 1", "dxc8", Notation{English, SAN}, "notation.move.ambiguous"},
		{"2r5/3P4/8/8/8/8/8/k3K3 w - - 0 1", "d8D", Notation{Finnish, SAN}, "d7d8q"},
		{"2r5/3P4/8/8/8/8/8/k3K3 w - - 0 1", "d7—d8L", Notation{Estonian, Long1953}, "d7d8q"},
		{"2r5/3P4/8/8/8/8/8/k3K3 w - - 0 1", "d8L", Notation{Estonian, Short1953}, "d7d8q"},
		{"r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1", "O-O", Notation{English, SAN}, "e1h1"},
		{"r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1", "0-0", Notation{English, SAN}, "e1h1"},
		{"r3k3/8/8/8/8/8/8/4K2R b Kq - 0 1", "0—0—0", Notation{Estonian, Long1953}, "e8a8"},
		{"r3k3/8/8/8/8/8/8/4K2R b Kq - 0 1", "O-O", Notation{English, SAN}, "notation.move.illegal"},
		{"r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1", "Kg1", Notation{English, SAN}, "notation.move.illegal"},
		{"r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1", "Ke1—g1", Notation{English, Long1953}, "notation.move.illegal"},
		{"rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1", "Kc1", Notation{English, SAN}, "b1c1"},
		{"4k3/8/8/8/8/8/8/4K3 w - - 0 1", "Кd2", Notation{Russian, SAN}, "notation.move.illegal"},
		{"4k3/8/8/8/8/8/8/4K3 w - - 0 1", "Крd2", Notation{Russian, SAN}, "e1d2"},
	}
	for _, tt := range tests {
		p := mustFEN(t, tt.fen)
		m, err := p.ParseMove(tt.text, tt.n)
		checkParse(t, "ParseMove", tt.text, m, err, tt.want)
	}
}

func checkParse(t *testing.T, fn, text string, m Move, err error, want string) {
	t.Helper()
	if !strings.HasPrefix(want, "notation.") {
		if err != nil || m.String() != want {
			t.Errorf("%s(%q) = %v, %v; want %s", fn, text, m, err, want)
		}
		return
	}
	var me *moveError
	var ae *AmbiguousMoveError
	switch {
	case errors.As(err, &me):
		if me.Key != want {
			t.Errorf("%s(%q) error %q, want key %s", fn, text, err, want)
		}
		if errors.Is(err, errIllegalMove) != (want == "notation.move.illegal") {
			t.Errorf("%s(%q) error %q: errors.Is(ErrIllegalMove) disagrees with its key", fn, text, err)
		}
	case errors.As(err, &ae):
		if ae.Key != want || len(ae.Candidates) < 2 {
			t.Errorf("%s(%q) error %q with %d candidates, want key %s", fn, text, err, len(ae.Candidates), want)
		}
	default:
		t.Errorf("%s(%q) = %v, %v; want error %s", fn, text, m, err, want)
	}
}

func TestParseLenient(t *testing.T) {
	const twoKnights = "4k3/8/8/8/8/8/8/4NKN1 w - - 0 1"
	start := "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	tests := []struct {
		fen, text string
		langs     []Lang
		want      string
	}{
		{start, "e2-e4", nil, "e2e4"},
		{start, "e2—e4", nil, "e2e4"},
		{start, "e2e4", nil, "e2e4"},
		{start, "e4", nil, "e2e4"},
		{start, "Ng1-f3", []Lang{English}, "g1f3"},
		{start, "g1f3", nil, "g1f3"},
		{start, "Nf3+", []Lang{English}, "g1f3"},
		{start, "Nxf3", []Lang{English}, "g1f3"},
		{start, "Rf3", []Lang{Finnish}, "g1f3"},
		{start, "Rf3", nil, "g1f3"}, // no rook can reach f3, so R is a knight
		{start, "Sf3", []Lang{German}, "g1f3"},
		{start, "Кf3", []Lang{Russian}, "g1f3"},
		{start, "♘f3", []Lang{English}, "g1f3"},
		{start, "Nc3", []Lang{English}, "b1c3"},
		{twoKnights, "Nf3", []Lang{English}, "notation.move.ambiguous"},
		{twoKnights, "N1f3", []Lang{English}, "notation.move.ambiguous"},
		{twoKnights, "Ngf3", []Lang{English}, "g1f3"},
		{twoKnights, "Ng1-f3", []Lang{English}, "g1f3"},
		{twoKnights, "Ng1:f3", []Lang{English}, "g1f3"},
		{twoKnights, "Nh4", []Lang{English}, "notation.move.illegal"},
		{twoKnights, "hello", nil, "notation.move.syntax"},
		{twoKnights, "", nil, "notation.move.empty"},
		{"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "exd5", nil, "e4d5"},
		{"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "ed5", nil, "e4d5"},
		{"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "xd5", nil, "e4d5"},
		{"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4xd5+", nil, "e4d5"},
		{"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e:d5", nil, "e4d5"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6ep", nil, "e5d6"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5:d6 e.p.", nil, "e5d6"},
		{"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "ee4", nil, "notation.move.illegal"},
		{"2r5/3P4/8/8/8/8/8/k3K3 w - - 0 1", "dxc8=Q", []Lang{English}, "d7c8q"},
		{"2r5/3P4/8/8/8/8/8/k3K3 w - - 0 1", "dc8Q", []Lang{English}, "d7c8q"},
		{"2r5/3P4/8/8/8/8/8/k3K3 w - - 0 1", "d7c8q", nil, "d7c8q"},
		{"2r5/3P4/8/8/8/8/8/k3K3 w - - 0 1", "d8(D)", []Lang{Finnish}, "d7d8q"},
		{"2r5/3P4/8/8/8/8/8/k3K3 w - - 0 1", "d8", nil, "notation.move.ambiguous"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O", nil, "e1h1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "0-0-0", nil, "e1a1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "000", nil, "e1a1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "o-o", nil, "e1h1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", nil, "e1h1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "Ke1-c1", []Lang{English}, "e1a1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1h1", nil, "notation.move.illegal"},
		// In Chess960 the king may reach c1 by a step or by castling.
		{"rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1", "Kc1", []Lang{English}, "notation.move.ambiguous"},
		{"rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1", "b1a1", nil, "b1a1"},
		// L is a bishop in Finnish and German but a queen in Estonian.
		{"4k3/8/8/8/8/8/8/2B1KQ2 w - - 0 1", "Lf4", []Lang{Finnish, Estonian}, "notation.move.ambiguous"},
		{"4k3/8/8/8/8/8/8/2B1KQ2 w - - 0 1", "Lf4", []Lang{Estonian}, "f1f4"},
	}
	for _, tt := range tests {
		p := mustFEN(t, tt.fen)
		m, err := p.ParseLenient(tt.text, tt.langs...)
		checkParse(t, "ParseLenient", tt.text, m, err, tt.want)
	}
}

func TestAmbiguousMoveErrorNamesCandidates(t *testing.T) {
	p := mustFEN(t, "4k3/8/8/8/8/8/8/4NKN1 w - - 0 1")
	_, err := p.ParseLenient("Rf3", Estonian)
	var ae *AmbiguousMoveError
	if !errors.As(err, &ae) {
		t.Fatalf("error %v, want AmbiguousMoveError", err)
	}
	if got, want := ae.Args["candidates"], "Re1—f3, Rg1—f3"; got != want {
		t.Errorf("candidates %q, want %q", got, want)
	}
	if !strings.Contains(err.Error(), "Re1—f3, Rg1—f3") {
		t.Errorf("Error() = %q does not name the candidates", err)
	}
}

func TestChess960CastlingNotation(t *testing.T) {
	// King on b1 with rooks a1 and h1: both castlings, the queen side one
	// with the king moving to c1.
	p := mustFEN(t, "rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1")
	for _, tt := range []struct{ uci, san string }{{"b1h1", "O-O"}, {"b1a1", "O-O-O"}} {
		m := mustMove(t, &p, tt.uci)
		if got := p.SAN(m); got != tt.san {
			t.Errorf("SAN(%s) = %q, want %q", tt.uci, got, tt.san)
		}
		if got, err := p.ParseMove(tt.san, Notation{English, SAN}); err != nil || got != m {
			t.Errorf("ParseMove(%q) = %v, %v", tt.san, got, err)
		}
		if got := p.UCI(m); got != tt.uci {
			t.Errorf("UCI = %q, want %q (Chess960 writes king takes rook)", got, tt.uci)
		}
	}
	std := StartPosition()
	if u := std.UCI(castleMove(E1, H1)); u != "e1g1" {
		t.Errorf("standard UCI castling = %q, want e1g1", u)
	}
}

func TestPieceLetters(t *testing.T) {
	tests := []struct {
		lang Lang
		want string
	}{
		{English, "KQRBN"}, {Finnish, "KDTLR"}, {Estonian, "KLVOR"}, {Russian, "КрФЛСК"}, {German, "KDTLS"}, {"xx", "KQRBN"},
	}
	for _, tt := range tests {
		l := PieceLetters(tt.lang)
		if got := l[King] + l[Queen] + l[Rook] + l[Bishop] + l[Knight]; got != tt.want {
			t.Errorf("PieceLetters(%s) = %s, want %s", tt.lang, got, tt.want)
		}
		if got := strings.ReplaceAll(LetterList(tt.lang), " ", ""); got != tt.want {
			t.Errorf("LetterList(%s) = %s, want %s spaced", tt.lang, LetterList(tt.lang), tt.want)
		}
	}
}

// A move stored in English SAN reads in every language as Format writes it
// there, for moves of every kind: pieces, captures, promotions, both
// castlings, check and mate.
func TestSANInMatchesFormat(t *testing.T) {
	for _, tc := range []struct{ fen, uci string }{
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1h1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1a1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "a1a8"},
		{"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8q"},
		{"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8n"},
		{"rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", "b8c6"},
		{"6k1/5ppp/8/8/8/8/8/3QK2B w - - 0 1", "d1d8"},
		{"4k3/8/8/8/8/2N3N1/8/4K3 w - - 0 1", "c3e4"},
	} {
		p := legalFEN(t, tc.fen)
		m := mustMove(t, &p, tc.uci)
		for _, l := range Langs {
			if got, want := SANIn(p.SAN(m), l), p.Format(m, Notation{l, SAN}); got != want {
				t.Errorf("%s %s in %s: %q, want %q", tc.fen, tc.uci, l, got, want)
			}
		}
	}
}

var fuzzPositions = []string{
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
	"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
	"1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1",
}

// FuzzMoveText checks that no move text in any notation makes the readers
// (strict, lenient and sealed-move) panic, and that whatever they accept is
// a legal move.
func FuzzMoveText(f *testing.F) {
	for _, s := range []string{"e4", "Nf3", "Rg1—f3", "R:e5", "O-O-O", "0—0", "exd6 e.p.", "dxc8=Q+", "Крe2", "♘f3", "e2e4", "b7a8q", "e8(D)"} {
		f.Add(uint8(0), s)
	}
	positions := make([]Position, len(fuzzPositions))
	for i, fen := range fuzzPositions {
		positions[i] = mustFEN(f, fen)
	}
	f.Fuzz(func(t *testing.T, which uint8, text string) {
		p := positions[int(which)%len(positions)]
		check := func(m Move, err error, how string) {
			if err == nil && !p.IsLegal(m) {
				t.Fatalf("%s accepted %q as illegal move %v", how, text, m)
			}
		}
		for _, lang := range Langs {
			for _, style := range []Style{SAN, Figurine, Long1953, Short1953} {
				m, err := p.ParseMove(text, Notation{lang, style})
				check(m, err, "ParseMove")
			}
			m, err := p.ParseLenient(text, lang)
			check(m, err, "ParseLenient")
		}
		m, err := p.ParseLenient(text)
		check(m, err, "ParseLenient")
		m, _, err = p.ReadSealedMove(text)
		check(m, err, "ReadSealedMove")
	})
}
