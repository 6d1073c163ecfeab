package rules

import (
	"slices"
	"sort"
	"testing"

	"arbiter/engine"
)

// sq reads a square name.
func sq(t *testing.T, name string) engine.Square {
	t.Helper()
	s, ok := engine.ParseSquare(name)
	if !ok {
		t.Fatalf("square %q", name)
	}
	return s
}

// touchCase is one touch under one ruleset: the position (FEN), the
// squares touched in order, and the moves left (UCI, sorted; nil: any).
type touchCase struct {
	name      string
	rs        RulesetID
	fen       string
	touched   []string
	announced bool
	accident  bool
	released  string
	promoted  engine.Role
	moves     []string
	article   string
	key       string
	// without is an article the ruling must not cite.
	without string
}

func runTouchCases(t *testing.T, cases []touchCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := *pos(t, c.fen)
			tc := &Touch{Announced: c.announced, Accidental: c.accident, PromotedTo: c.promoted}
			for _, s := range c.touched {
				tc.Squares = append(tc.Squares, sq(t, s))
			}
			if c.released != "" {
				r := sq(t, c.released)
				tc.ReleasedOn = &r
			}
			d := decide(t, c.rs, std, Facts{Position: &p, Turn: p.Turn()}, TouchMove{Player: p.Turn(), Touch: tc})
			got := slices.Clone(d.Moves)
			sort.Strings(got)
			if !slices.Equal(got, c.moves) {
				t.Errorf("moves %v, want %v", got, c.moves)
			}
			if !slices.Contains(d.Articles, c.article) {
				t.Errorf("articles %v lack %s", d.Articles, c.article)
			}
			if c.without != "" && slices.Contains(d.Articles, c.without) {
				t.Errorf("articles %v cite %s", d.Articles, c.without)
			}
			if d.ExplanationKey != "rules.ruling."+c.key {
				t.Errorf("explanation %s, want %s", d.ExplanationKey, c.key)
			}
			if d.Result != Ongoing {
				t.Errorf("result %s: a touch ends nothing", d.Result)
			}
			checkKeys(t, loadCatalogue(t, "en"), d)
		})
	}
}

const (
	// White: Ke1, Ra1, Rh1, Nb1, Ng1, pawns a2 d4 e2; Black: Ke8, pawns
	// c5 e5. White to move.
	touchFEN = "4k3/8/8/2p1p3/3P4/8/P3P3/RN2K1NR w KQ - 0 1"
	// Black's knight on d6 is out of every white piece's reach.
	farFEN = "4k3/8/3n4/8/8/8/P3P3/RN2K1NR w KQ - 0 1"
	// King and both rooks with nothing between them.
	castleFEN = "4k3/8/8/8/8/8/P7/R3K2R w KQ - 0 1"
	// White's f1 is attacked by a black bishop on c4: O-O is illegal.
	noShortFEN = "4k3/8/8/8/2b5/8/P7/R3K2R w KQ - 0 1"
	// A white pawn on b7 about to promote, Black's rook on a8.
	promoFEN = "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1"
	// White's rook a1 is boxed in by the knight and the pawn; O-O is legal.
	boxedFEN = "4k3/8/8/8/8/8/P7/RN2K2R w KQ - 0 1"
	// White's king is hemmed in (Black's rook f8 holds f1 and f2): no
	// king move, O-O included.
	hemmedFEN = "4kr2/8/8/8/8/8/3PP1P1/3QK2R w K - 0 1"
	// Black to move, king and both rooks with nothing between them.
	blackCastleFEN = "r3k2r/p7/8/8/8/8/8/4K3 b kq - 0 1"
)

// TestFIDE2023_4_3_TouchMove: "if the player having the move deliberately
// touches on the chessboard one or more of his own pieces he must move the
// first piece touched that can be moved" (4.3.1); an opponent's piece must
// be captured (4.3.2); one of each: the opponent's piece is captured by his
// own (4.3.3); a piece that can neither move nor be taken leaves any move
// (4.5).
func TestFIDE2023_4_3_TouchMove(t *testing.T) {
	runTouchCases(t, []touchCase{
		{name: "4.3.1 the touched knight must move", rs: FIDE2023, fen: touchFEN, touched: []string{"g1"},
			moves: []string{"g1f3", "g1h3"}, article: "4.3.1", key: "touch-own"},
		{name: "4.3.1 the first touched piece that can move", rs: FIDE2023, fen: touchFEN, touched: []string{"a1", "b1"},
			moves: []string{"b1a3", "b1c3", "b1d2"}, article: "4.3.1", key: "touch-own"},
		{name: "4.3.2 the touched pawn must be taken", rs: FIDE2023, fen: touchFEN, touched: []string{"e5"},
			moves: []string{"d4e5"}, article: "4.3.2", key: "touch-opponent"},
		{name: "4.3.3 own then opponent's: take with the touched piece", rs: FIDE2023, fen: touchFEN, touched: []string{"d4", "c5"},
			moves: []string{"d4c5"}, article: "4.3.3", key: "touch-both"},
		{name: "4.3.3 own piece cannot take: the first touched that can move", rs: FIDE2023, fen: touchFEN, touched: []string{"g1", "c5"},
			moves: []string{"g1f3", "g1h3"}, article: "4.3.3", key: "touch-both-first"},
		{name: "4.3.3 own piece first cannot move: take the opponent's", rs: FIDE2023, fen: touchFEN, touched: []string{"a1", "c5"},
			moves: []string{"d4c5"}, article: "4.3.3", key: "touch-both-first"},
		{name: "4.5 nothing touched can move or be taken", rs: FIDE2023, fen: farFEN, touched: []string{"d6"},
			moves: nil, article: "4.5", key: "touch-no-move"},
		{name: "4.2.1 j'adoube said first binds to nothing", rs: FIDE2023, fen: touchFEN, touched: []string{"g1"}, announced: true,
			moves: nil, article: "4.2.1", key: "touch-adjusted"},
		{name: "4.2.2 clearly accidental contact binds to nothing", rs: FIDE2023, fen: touchFEN, touched: []string{"g1"}, accident: true,
			moves: nil, article: "4.2.2", key: "touch-accidental"},
		{name: "4.7 the knight let go on f3 stays there", rs: FIDE2023, fen: touchFEN, touched: []string{"g1"}, released: "f3",
			moves: []string{"g1f3"}, article: "4.7", key: "touch-own"},
		{name: "4.4.4 the queen put on the square is final", rs: FIDE2023, fen: promoFEN, touched: []string{"b7"}, promoted: engine.Queen,
			moves: []string{"b7a8q", "b7b8q"}, article: "4.4.4", key: "touch-own"},
		{name: "2014 4.3 binds the deliberate touch only", rs: FIDE2014, fen: touchFEN, touched: []string{"g1"}, accident: true,
			moves: nil, article: "4.3", key: "touch-accidental"},
		{name: "2014 4.3.a the touched knight must move", rs: FIDE2014, fen: touchFEN, touched: []string{"g1"},
			moves: []string{"g1f3", "g1h3"}, article: "4.3.a", key: "touch-own"},
		{name: "2018 4.3.2 the touched pawn must be taken", rs: FIDE2018, fen: touchFEN, touched: []string{"e5"},
			moves: []string{"d4e5"}, article: "4.3.2", key: "touch-opponent"},
	})
}

// TestFIDE2023_4_4_TouchCastling: king then rook: he must castle on that
// side if legal (4.4.1); rook then king: no castling on that side with this
// move, 4.3.1 for the rest (4.4.2); king then rook with castling on that
// side illegal: another legal king move, castling on the other side
// included (4.4.3).
func TestFIDE2023_4_4_TouchCastling(t *testing.T) {
	runTouchCases(t, []touchCase{
		{name: "4.4.1 king then rook: castle", rs: FIDE2023, fen: castleFEN, touched: []string{"e1", "h1"},
			moves: []string{"e1g1"}, article: "4.4.1", key: "touch-castle"},
		{name: "4.4.2 rook then king: the rook moves, no castling", rs: FIDE2023, fen: castleFEN, touched: []string{"h1", "e1"},
			moves: []string{"h1f1", "h1g1", "h1h2", "h1h3", "h1h4", "h1h5", "h1h6", "h1h7", "h1h8"}, article: "4.4.2", key: "touch-rook-first"},
		{name: "4.4.3 short castling illegal: any king move, long castling too", rs: FIDE2023, fen: noShortFEN, touched: []string{"e1", "h1"},
			moves: []string{"e1c1", "e1d1", "e1d2", "e1f2"}, article: "4.4.3", key: "touch-castle-illegal"},
		{name: "4.4.2 rook then king, the rook boxed in: the king moves, castling on the other side too", rs: FIDE2023, fen: boxedFEN, touched: []string{"a1", "e1"},
			moves: []string{"e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e1g1"}, article: "4.4.2", key: "touch-rook-first"},
		{name: "4.4.3 castling illegal and no king move: any move", rs: FIDE2023, fen: hemmedFEN, touched: []string{"e1", "h1"},
			moves: nil, article: "4.4.3", key: "touch-castle-no-king-move"},
		{name: "4.7 Black's king let go on g8 after touching the rook: castle", rs: FIDE2023, fen: blackCastleFEN, touched: []string{"e8", "h8"}, released: "g8",
			moves: []string{"e8g8"}, article: "4.4.1", key: "touch-castle"},
		{name: "2014 4.4.a king then rook: castle", rs: FIDE2014, fen: castleFEN, touched: []string{"e1", "a1"},
			moves: []string{"e1c1"}, article: "4.4.a", key: "touch-castle"},
	})
}

// TestUSSR1953_14_TouchMove: §14 "touched — move": a touched own piece
// moves, a touched opponent's piece is taken; touched together, the
// opponent's piece is taken by the touched own piece, else by another
// piece, else the touched own piece moves; a piece without a move, or one
// that cannot be taken, has no consequence; "kohendan" said first frees.
// The code makes no exception for an accidental touch and names no order
// among the pieces touched.
func TestUSSR1953_14_TouchMove(t *testing.T) {
	runTouchCases(t, []touchCase{
		{name: "§14 the touched knight must move", rs: USSR1953, fen: touchFEN, touched: []string{"g1"},
			moves: []string{"g1f3", "g1h3"}, article: "§14", key: "ussr-touch-own"},
		{name: "§14 names no order: any touched own piece", rs: USSR1953, fen: touchFEN, touched: []string{"a1", "g1"},
			moves: []string{"g1f3", "g1h3"}, article: "§14", key: "ussr-touch-own"},
		{name: "§14 the touched pawn must be taken", rs: USSR1953, fen: touchFEN, touched: []string{"e5"},
			moves: []string{"d4e5"}, article: "§14", key: "ussr-touch-opponent"},
		{name: "§14 both: the touched own piece takes", rs: USSR1953, fen: touchFEN, touched: []string{"d4", "c5"},
			moves: []string{"d4c5"}, article: "§14", key: "touch-both"},
		{name: "§14 both: another piece takes when the touched one cannot", rs: USSR1953, fen: touchFEN, touched: []string{"g1", "e5"},
			moves: []string{"d4e5"}, article: "§14", key: "ussr-touch-both-other"},
		{name: "§14 both: the own piece moves when nothing can take", rs: USSR1953, fen: farFEN, touched: []string{"g1", "d6"},
			moves: []string{"g1f3", "g1h3"}, article: "§14", key: "ussr-touch-both-own"},
		{name: "§14 kohendan said first", rs: USSR1953, fen: touchFEN, touched: []string{"g1"}, announced: true,
			moves: nil, article: "§14", key: "touch-adjusted"},
		{name: "§14 no exception for an accidental touch", rs: USSR1953, fen: touchFEN, touched: []string{"g1"}, accident: true,
			moves: []string{"g1f3", "g1h3"}, article: "§14", key: "ussr-touch-own"},
		{name: "§14 a piece that cannot be taken has no consequence", rs: USSR1953, fen: farFEN, touched: []string{"d6"},
			moves: nil, article: "§14", key: "touch-no-move"},
	})
}

// TestFIDE2023_4_8_ClaimLostByTouching: "a player forfeits his right to
// claim against his opponent's violation of 4.1–4.7 once he touches a
// piece with the intention of moving or capturing it"; 1953 §14 has no
// such rule.
func TestFIDE2023_4_8_ClaimLostByTouching(t *testing.T) {
	p := *pos(t, touchFEN)
	in := TouchMove{Player: W, Claimed: true, TouchedPiece: true, Touch: &Touch{Squares: []engine.Square{sq(t, "g1")}}}
	f := Facts{Position: &p}
	if d := decide(t, FIDE2023, std, f, in); d.ExplanationKey != "rules.ruling.touch-claim-lost" || !slices.Contains(d.Articles, "4.8") || len(d.Moves) != 0 {
		t.Errorf("2023: %s %v %v", d.ExplanationKey, d.Articles, d.Moves)
	}
	if d := decide(t, USSR1953, std, f, in); d.ExplanationKey != "rules.ruling.ussr-touch-own" || len(d.Moves) != 2 {
		t.Errorf("1953: %s %v", d.ExplanationKey, d.Moves)
	}
	// 4.3 binds the player having the move only.
	if d := decide(t, FIDE2023, std, f, TouchMove{Player: B, Touch: &Touch{Squares: []engine.Square{sq(t, "d5")}}}); d.ExplanationKey != "rules.ruling.touch-not-on-move" {
		t.Errorf("not on move: %s", d.ExplanationKey)
	}
}

// TestRuleTouch_AllowsOnlyTheMovesLeft: the desk narrows the board with
// RuleTouch; every move it leaves is legal and any other is refused.
func TestRuleTouch_AllowsOnlyTheMovesLeft(t *testing.T) {
	p := *pos(t, touchFEN)
	tr, err := RuleTouch(FIDE2023, &p, Touch{Squares: []engine.Square{sq(t, "g1")}})
	if err != nil || !tr.Bound() {
		t.Fatalf("%+v, %v", tr, err)
	}
	for _, m := range p.LegalMoves(nil) {
		if tr.Allows(m) != (m.From() == sq(t, "g1")) {
			t.Errorf("%s: allowed %v", m, tr.Allows(m))
		}
	}
	if _, err := RuleTouch("nonsense", &p, Touch{}); err == nil {
		t.Error("unknown ruleset accepted")
	}
}

// TestFIDE2023_4_7_ReleaseIsAMoveOnlyWhenLegal: a piece is fixed on a
// square only when it has been let go there "as a legal move" (4.7); let go
// elsewhere, nothing is fixed and the touch still binds (4.3.1), where
// Arbiter once left any move. A king let go two files over begins castling:
// castling on that side if legal, else "another legal move with his king
// (which may be castling with the other rook)", else any legal move (4.7.2,
// 2014 4.7.b).
func TestFIDE2023_4_7_ReleaseIsAMoveOnlyWhenLegal(t *testing.T) {
	kingMoves := []string{"e1c1", "e1d1", "e1d2", "e1f2"}
	runTouchCases(t, []touchCase{
		{name: "4.7 knight let go on g3, no knight move: it still must move", rs: FIDE2023, fen: touchFEN, touched: []string{"g1"}, released: "g3",
			moves: []string{"g1f3", "g1h3"}, article: "4.7", key: "touch-released-not-a-move"},
		{name: "4.7 pawn let go on d5, no move: the capture it owes stands", rs: FIDE2023, fen: touchFEN, touched: []string{"d4", "c5"}, released: "d5",
			moves: []string{"d4c5"}, article: "4.3.3", key: "touch-released-not-a-move"},
		{name: "4.7 the king let go on g1, castling legal: castled", rs: FIDE2023, fen: castleFEN, touched: []string{"e1"}, released: "g1",
			moves: []string{"e1g1"}, article: "4.7", key: "touch-own"},
		{name: "4.7.2 the king let go on g1, castling illegal: another king move", rs: FIDE2023, fen: noShortFEN, touched: []string{"e1"}, released: "g1",
			moves: kingMoves, article: "4.7.2", key: "touch-castle-illegal"},
		{name: "4.7.2 king then rook, king let go on g1: a king move (4.4.3 too)", rs: FIDE2023, fen: noShortFEN, touched: []string{"e1", "h1"}, released: "g1",
			moves: kingMoves, article: "4.4.3", key: "touch-castle-illegal"},
		{name: "4.7 pawn let go on b8 without its new piece: it promotes there, no 7.5.2", rs: FIDE2023, fen: promoFEN, touched: []string{"b7"}, released: "b8",
			moves: []string{"b7b8b", "b7b8n", "b7b8q", "b7b8r"}, article: "4.7", key: "touch-own", without: "7.5.2"},
		{name: "2014 4.7.b the king let go on g1, castling illegal", rs: FIDE2014, fen: noShortFEN, touched: []string{"e1"}, released: "g1",
			moves: kingMoves, article: "4.7.b", key: "touch-castle-illegal"},
		{name: "2018 4.7.2 the king let go on g1, castling illegal", rs: FIDE2018, fen: noShortFEN, touched: []string{"e1"}, released: "g1",
			moves: kingMoves, article: "4.7.2", key: "touch-castle-illegal"},
	})
}

// TestUSSR1953_10_KingLetGoForIllegalCastling: castling against §10's
// conditions puts king and rook back and "the king must move; if it
// cannot, any other piece may": a king let go on g1 with the rook touched
// too binds the king, never the rook to g1, and the touch path gives the
// answer of the illegal-castling ruling (article, continuation, text).
// A release that is no move leaves §14's obligation, and a pawn let go on
// the last rank unexchanged stays there (§9 note 2).
func TestUSSR1953_10_KingLetGoForIllegalCastling(t *testing.T) {
	runTouchCases(t, []touchCase{
		{name: "§10 king and rook touched, king let go on g1: a king move", rs: USSR1953, fen: noShortFEN, touched: []string{"e1", "h1"}, released: "g1",
			moves: []string{"e1c1", "e1d1", "e1d2", "e1f2"}, article: "§10", key: "ussr-castling-illegal"},
		{name: "§14 knight let go on g3: it still must move", rs: USSR1953, fen: touchFEN, touched: []string{"g1"}, released: "g3",
			moves: []string{"g1f3", "g1h3"}, article: "§14", key: "touch-released-not-a-move"},
		{name: "§6 knight let go on f3: the move is made", rs: USSR1953, fen: touchFEN, touched: []string{"g1"}, released: "f3",
			moves: []string{"g1f3"}, article: "§6", key: "ussr-touch-own"},
		{name: "§9 note 2 pawn let go on b8: it promotes there", rs: USSR1953, fen: promoFEN, touched: []string{"b7"}, released: "b8",
			moves: []string{"b7b8b", "b7b8n", "b7b8q", "b7b8r"}, article: "§9 note 2", key: "ussr-touch-own"},
	})
	p := *pos(t, noShortFEN)
	g1 := sq(t, "g1")
	touch := decide(t, USSR1953, std, Facts{Position: &p}, TouchMove{Player: W,
		Touch: &Touch{Squares: []engine.Square{sq(t, "e1"), sq(t, "h1")}, ReleasedOn: &g1}})
	illegal := decide(t, USSR1953, std, Facts{Position: &p}, IllegalMove{Player: W, Illegal: IllegalCastling})
	cites := func(a string) bool { return slices.Contains(touch.Articles, a) }
	if touch.Continuation != MoveKing || touch.Continuation != illegal.Continuation || touch.ExplanationKey != illegal.ExplanationKey ||
		!slices.ContainsFunc(illegal.Articles, cites) {
		t.Errorf("touch path %s %s %v, illegal-castling ruling %s %s %v: two answers", touch.Continuation, touch.ExplanationKey, touch.Articles,
			illegal.Continuation, illegal.ExplanationKey, illegal.Articles)
	}
}

// TestFIDE2023_4_2_1_6_2_5_AdjustingOffMoveIsTheBreach: "only the player
// having the move may adjust one or more pieces" (4.2.1), "only the player
// whose clock is running is allowed to adjust pieces" (6.2.5): a player who
// says j'adoube on his opponent's time has not escaped touch-move, he has
// breached these articles, and a penalty is proposed (12.9; FI 4–5 under
// the Finnish blitz rules: a warning first, the game the second time). The
// 1953 code asks only for the word (§14).
func TestFIDE2023_4_2_1_6_2_5_AdjustingOffMoveIsTheBreach(t *testing.T) {
	p := *pos(t, touchFEN)
	adjust := TouchMove{Player: B, Touch: &Touch{Squares: []engine.Square{sq(t, "d5")}, Announced: true}}
	f := Facts{Position: &p}
	twice := f
	twice.AdjustWarnings = Sides{Black: 1}
	for _, c := range []struct {
		rs       RulesetID
		ev       Event
		f        Facts
		articles []string
		result   engine.Result
		warned   bool
	}{
		{FIDE2023, std, f, []string{"4.2.1", "6.2.5", "12.9"}, Ongoing, true},
		{FIDE2014, std, f, []string{"4.2", "6.2.d", "12.9"}, Ongoing, true},
		{FIBlitz2018, blitzUnsup, f, []string{"4.2.1", "FI 4–5"}, Ongoing, true},
		{FIBlitz2018, blitzUnsup, twice, []string{"4.2.1", "FI 4–5"}, WhiteWins, false},
		{USSR1953, std, f, []string{"§14"}, Ongoing, false},
	} {
		d := decide(t, c.rs, c.ev, c.f, adjust)
		citesAll(t, string(c.rs), d, c.articles)
		if d.Result != c.result || (len(d.Warnings) > 0) != c.warned || d.ExplanationKey == "rules.ruling.touch-not-on-move" {
			t.Errorf("%s: %s warnings %v %s", c.rs, d.Result, d.Warnings, d.ExplanationKey)
		}
	}
}

// TestTouch_4_7_ReleaseWithoutOwnPieceIsSaid: the square let go on is the
// first touched own piece's; with only an opponent's piece touched it names
// no piece, and the ruling says it was not read rather than drop it.
func TestTouch_4_7_ReleaseWithoutOwnPieceIsSaid(t *testing.T) {
	p := *pos(t, touchFEN)
	e5 := sq(t, "e5")
	d := decide(t, FIDE2023, std, Facts{Position: &p}, TouchMove{Player: W, Touch: &Touch{Squares: []engine.Square{e5}, ReleasedOn: &e5}})
	if !hasNote(d, "touch-release-unread") {
		t.Errorf("notes %v", d.Notes)
	}
	checkKeys(t, loadCatalogue(t, "en"), d)
}

// RuleTouch applies the touch-move rule of a ruleset to a position as
// Decide does for a touch-move incident (ruleTouch): p is the position
// before the move, with the player who touched on move.
func RuleTouch(id RulesetID, p *engine.Position, t Touch) (touchRuling, error) {
	r, ok := Get(id)
	if !ok {
		return touchRuling{}, newError("rules.error.unknown-ruleset", map[string]any{"name": id, "known": engine.NameList(IDs())})
	}
	return ruleTouch(r, p, t), nil
}

// Allows reports whether m is a move the ruling leaves.
func (t touchRuling) Allows(m engine.Move) bool { return t.Moves == nil || slices.Contains(t.Moves, m) }

// A touched square with no piece is no touch (4.3 binds a piece touched),
// and the ruling says which square it passed over: g1 typed for the
// knight that has left it was ruled as the opponent's pawn alone, without
// a word about g1.
func TestTouchOfAnEmptySquareIsSaid_4_3(t *testing.T) {
	p := pos(t, "rnbqkbnr/pppp1ppp/8/4p3/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 2")
	g1, _ := engine.ParseSquare("g1")
	e5, _ := engine.ParseSquare("e5")
	d, err := Decide(Event{Ruleset: FIDE2023, Type: Standard}, Facts{Position: p}, TouchMove{Player: engine.White, Touch: &Touch{Squares: []engine.Square{g1, e5}}})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(d.Notes, func(m engine.Message) bool { return m.Key == "rules.note.touch-empty" && m.Args["squares"] == "g1" }) {
		t.Errorf("notes %v: g1 passed over without a word", d.Notes)
	}
	if len(d.Moves) != 1 || d.Moves[0] != "f3e5" {
		t.Errorf("moves %v, want Nxe5 (4.3.2)", d.Moves)
	}
}
