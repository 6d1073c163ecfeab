package engine

import (
	"reflect"
	"strings"
	"testing"
	"time"
)

// playSAN starts a game at fen ("" = standard start) and plays the SAN moves.
func playSAN(t *testing.T, fen, moves string) *Game {
	t.Helper()
	start := StartPosition()
	if fen != "" {
		start = legalFEN(t, fen)
	}
	g := NewGame(start)
	for _, san := range strings.Fields(moves) {
		appendSAN(t, g, san)
	}
	return g
}

// appendSAN plays the SAN move san in g.
func appendSAN(t *testing.T, g *Game, san string) {
	t.Helper()
	if err := g.Play(parseSAN(t, g.Position(), san)); err != nil {
		t.Fatal(err)
	}
}

// parseSAN reads the SAN move san in p.
func parseSAN(t *testing.T, p Position, san string) Move {
	t.Helper()
	m, err := p.ParseMove(san, Notation{English, SAN})
	if err != nil {
		t.Fatalf("%s in %s: %v", san, p.FEN(), err)
	}
	return m
}

func TestRepetitions(t *testing.T) {
	tests := []struct {
		name, fen, moves string
		eq               Equality
		want             []int
	}{
		// No en passant was possible after 1.e4, so the position after it
		// is the one after 3.Ng1 and 5.Ng1.
		{"ep phantom after e4", "", "e4 Nf6 Nf3 Ng8 Ng1 Nf6 Nf3 Ng8 Ng1", SameFIDE, []int{1, 5, 9}},
		// gxh6 e.p. is illegal (g5 is pinned by the rook on g7), so the
		// position after 1...h5 repeats.
		{"ep illegal by pin", "6k1/1p2p1rp/rP1pR3/2pP1pP1/p1P2P1P/R5K1/8/8 b - - 0 1",
			"h5 Rh6 Rh7 Re6 Rg7 Rh6 Rh7 Re6 Rg7", SameFIDE, []int{1, 5, 9}},
		// Here exd6 e.p. is legal after 1...d5, so that position is new.
		{"ep legal", "4k3/3p4/8/4P3/8/8/8/4K2R b - - 0 1",
			"d5 Kd2 Kd7 Ke1 Ke8 Kd2 Kd7 Ke1 Ke8", SameFIDE, []int{5, 9}},
		// The rooks' trips cost the king-side castling rights: not the start.
		{"castling rights lost", "", "Nf3 Nf6 Rg1 Rg8 Rh1 Rh8 Ng1 Ng8", SameFIDE, []int{8}},
		{"castling rights ignored in 1953", "", "Nf3 Nf6 Rg1 Rg8 Rh1 Rh8 Ng1 Ng8", SamePlacement, []int{0, 8}},
		// A castling right that cannot be used yet still counts.
		{"blocked castling right kept", "", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8", SameFIDE, []int{0, 4, 8}},
		{"irreversible move ends the scan", "", "Nf3 Nf6 Ng1 Ng8 e4 e5", SameFIDE, []int{6}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := playSAN(t, tt.fen, tt.moves)
			if got := g.Repetitions(g.Ply(), tt.eq); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Repetitions = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestChess960Repetition(t *testing.T) {
	start, err := Chess960Start(0) // bbqnnrkr
	if err != nil {
		t.Fatal(err)
	}
	g := NewGame(start)
	for _, san := range strings.Fields("Nc3 Nc6 Nd1 Nd8 Nc3 Nc6 Nd1 Nd8") {
		appendSAN(t, g, san)
	}
	if got := g.Repetitions(8, SameFIDE); !reflect.DeepEqual(got, []int{0, 4, 8}) {
		t.Fatalf("Repetitions = %v", got)
	}
	r, err := g.Claim(ClaimThreefold, ClaimOptions{Laws: fide2023})
	if err != nil || !r.Valid {
		t.Fatalf("claim = %+v, %v", r, err)
	}
	// The a-side rook (f1) leaves and returns: that castling right is gone,
	// so the same placement is a new position, except by the 1953 code.
	for _, san := range strings.Fields("Nf3 Nf6 Re1 Re8 Rf1 Rf8 Ne1 Ne8") {
		appendSAN(t, g, san)
	}
	if got := g.Repetitions(16, SameFIDE); !reflect.DeepEqual(got, []int{16}) {
		t.Errorf("Repetitions after the rook trip = %v, want [16]", got)
	}
	if got := g.Repetitions(16, SamePlacement); !reflect.DeepEqual(got, []int{0, 4, 8, 16}) {
		t.Errorf("placement repetitions = %v", got)
	}
}

func TestGameRecordRestore(t *testing.T) {
	g := NewGame(StartPosition())
	for i, san := range strings.Fields("e4 e5 Nf3 Nc6 Bb5") {
		m := parseSAN(t, g.Position(), san)
		if err := g.Append(GameMove{Move: m, Clock: time.Duration(90-i) * time.Minute, HasClock: true}); err != nil {
			t.Fatal(err)
		}
	}
	g.OfferDraw(Black)
	if err := g.Play(newMove(A1, A8, NoRole)); err == nil {
		t.Fatal("illegal move accepted")
	}
	if err := g.Restore(3, "illegal move noticed"); err != nil {
		t.Fatal(err)
	}
	cur, at3 := g.Position(), g.PositionAt(3)
	if g.Ply() != 3 || cur.FEN() != at3.FEN() || len(g.Moves()) != 3 {
		t.Fatalf("ply %d after restore", g.Ply())
	}
	inc := g.Incidents()
	if len(inc) != 2 || inc[0].Kind != IncidentDrawOffer || inc[1].Kind != IncidentRestored {
		t.Fatalf("incidents = %+v", inc)
	}
	if len(inc[1].Moves) != 2 || inc[1].Moves[1].Clock != 86*time.Minute || inc[1].Ply != 3 {
		t.Fatalf("restored-away moves = %+v", inc[1])
	}
	if err := g.Restore(7, ""); err == nil {
		t.Fatal("restore beyond the record accepted")
	}
	if got := g.MoveLabel(3); got != "2.Nf3" {
		t.Errorf("MoveLabel(3) = %q", got)
	}
	appendSAN(t, g, "Nf6")
	if got := g.MoveLabel(4); got != "2...Nf6" {
		t.Errorf("MoveLabel(4) = %q", got)
	}
}

// The worked example of the 1953 code, §18g: position 1 (Black to move)
// and position 2 (White to move) recur; Black could have claimed with
// 5...Kg8 written down but played it, White let the third occurrence pass
// by playing 6.Qd4, and then claims with 7.Qa7 declared.
func TestClaimUSSR1953Example(t *testing.T) {
	const fen = "6k1/Q1p2p1p/3p3P/3p2qN/1p5p/4P1P1/1Pb2PK1/8 b - - 0 1"
	g := playSAN(t, fen, "Qd8 Qd4 Qg5 Qa7 Qd8 Nf6+ Kh8 Nh5")
	opts := ClaimOptions{Laws: ussr1953, Intended: parseSAN(t, g.Position(), "Kg8")}
	r, err := g.Claim(ClaimThreefold, opts)
	if err != nil || !r.Valid {
		t.Fatalf("Black's claim with 5...Kg8 declared: %+v, %v", r, err)
	}
	wantOcc := []Occurrence{{1, "1...Qd8"}, {5, "3...Qd8"}, {9, "5...Kg8"}}
	if !reflect.DeepEqual(r.Occurrences, wantOcc) {
		t.Errorf("ruling = %+v", r)
	}
	appendSAN(t, g, "Kg8")
	if r, _ := g.Claim(ClaimThreefold, ClaimOptions{Laws: ussr1953}); !r.Valid {
		t.Errorf("White could claim position 2 on the board: %+v", r)
	}
	appendSAN(t, g, "Qd4")
	if r, _ := g.Claim(ClaimThreefold, ClaimOptions{Laws: ussr1953}); r.Valid {
		t.Errorf("after 6.Qd4 no claim is valid: %+v", r)
	}
	appendSAN(t, g, "Qg5")
	if r, _ := g.Claim(ClaimThreefold, ClaimOptions{Laws: ussr1953}); r.Valid {
		t.Errorf("after 6...Qg5 the position on the board is only the second: %+v", r)
	}
	r, err = g.Claim(ClaimThreefold, ClaimOptions{Laws: ussr1953, Intended: parseSAN(t, g.Position(), "Qa7")})
	if err != nil || !r.Valid {
		t.Fatalf("White's claim with 7.Qa7 declared: %+v, %v", r, err)
	}
	wantOcc = []Occurrence{{0, ""}, {4, "3.Qa7"}, {12, "7.Qa7"}}
	if !reflect.DeepEqual(r.Occurrences, wantOcc) || r.Intended != "Qa7" {
		t.Errorf("ruling = %+v", r)
	}
}

func TestClaimIntended(t *testing.T) {
	g := playSAN(t, "", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1")
	tests := []struct {
		intended string
		valid    bool
	}{
		{"Ng8", true},
		{"", false},
		{"Nh5", false},
	}
	for _, tt := range tests {
		opts := ClaimOptions{Laws: fide2023}
		if tt.intended != "" {
			opts.Intended = parseSAN(t, g.Position(), tt.intended)
		}
		r, err := g.Claim(ClaimThreefold, opts)
		if err != nil {
			t.Fatal(err)
		}
		if r.Valid != tt.valid {
			t.Errorf("%q: valid %v, want %v", tt.intended, r.Valid, tt.valid)
		}
	}
	if _, err := g.Claim(ClaimThreefold, ClaimOptions{Laws: fide2023, Intended: newMove(A1, A8, NoRole)}); err == nil {
		t.Error("illegal intended move accepted")
	}
}

func TestClaimFifty(t *testing.T) {
	const fen = "8/8/8/4k3/8/8/4K3/R7 w - - 99 80"
	g := playSAN(t, fen, "")
	ra2 := parseSAN(t, g.Position(), "Ra2")
	tests := []struct {
		laws     Laws
		intended Move
		longWin  bool
		valid    bool
	}{
		{fide2023, NoMove, false, false},
		{fide2023, ra2, false, true},
		{fide2023, ra2, true, true}, // no extension in the FIDE Laws
		{ussr1953, ra2, false, true},
		{ussr1953, ra2, true, false},
	}
	for _, tt := range tests {
		r, err := g.Claim(ClaimFifty, ClaimOptions{Laws: tt.laws, Intended: tt.intended, LongWinShown: tt.longWin})
		if err != nil {
			t.Fatal(err)
		}
		if r.Valid != tt.valid {
			t.Errorf("%+v %v long=%v: %+v", tt.laws, tt.intended, tt.longWin, r)
		}
	}
	// The 1953 extension: 100 moves after a shown long win.
	long := playSAN(t, "8/8/8/4k3/8/8/4K3/R7 w - - 199 150", "Ra2")
	if r, _ := long.Claim(ClaimFifty, ClaimOptions{Laws: ussr1953, LongWinShown: true}); !r.Valid || r.Needed != 200 {
		t.Errorf("extended claim: %+v", r)
	}
}

// The laws the tests play by, as package rules gives them for the FIDE Laws
// of 2023 and 2014 and the USSR code of 1953.
var (
	fide2023 = Laws{Equality: SameFIDE, Fivefold: FivefoldAny, SeventyFive: true}
	fide2014 = Laws{Equality: SameFIDE, Fivefold: FivefoldConsecutive, SeventyFive: true}
	ussr1953 = Laws{Equality: SamePlacement, Fivefold: FivefoldNone, MaterialList: true, LongWin: true}
)

func TestGameOutcome(t *testing.T) {
	tests := []struct {
		name, fen, moves string
		laws             Laws
		want             Outcome
	}{
		{"underpromotion stalemate", "8/8/8/8/3b4/5k1p/2p4P/7K b - - 0 1", "c1=N", fide2023, OutcomeStalemate},
		{"promotion mate", "8/8/8/8/3b4/5k1p/2p4P/7K b - - 0 1", "c1=Q#", fide2023, OutcomeCheckmate},
		{"seventy-five", "8/8/8/4k3/8/8/4K3/R7 w - - 149 80", "Ra2", fide2023, OutcomeSeventyFive},
		{"mate on the 75th move stands", "7k/8/6K1/8/8/8/8/R7 w - - 149 100", "Ra8#", fide2023, OutcomeCheckmate},
		{"no 75-move rule in 1953", "8/8/8/4k3/8/8/4K3/R7 w - - 149 80", "Ra2", ussr1953, OutcomeNone},
		{"fivefold", "", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8", fide2023, OutcomeFivefold},
		{"fivefold consecutive 2014", "", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8", fide2014, OutcomeFivefold},
		{"fivefold any 2023", "", "Nf3 Nf6 Ng1 Ng8 Nc3 Nc6 Nb1 Nb8 Nf3 Nf6 Ng1 Ng8 Nc3 Nc6 Nb1 Nb8", fide2023, OutcomeFivefold},
		{"not consecutive for 2014", "", "Nf3 Nf6 Ng1 Ng8 Nc3 Nc6 Nb1 Nb8 Nf3 Nf6 Ng1 Ng8 Nc3 Nc6 Nb1 Nb8", fide2014, OutcomeNone},
		{"four times is not five", "", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8", fide2023, OutcomeNone},
		{"no fivefold in 1953", "", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8", ussr1953, OutcomeNone},
		{"dead after capture", "8/8/4k3/8/3nK3/8/8/8 w - - 0 1", "Kxd4", fide2023, OutcomeDead},
		{"bishops same colour dead 2014", "8/8/4kb2/8/4K3/8/3B4/8 w - - 0 1", "Kf4", fide2014, OutcomeDead},
		{"USSR list", "8/8/4kb2/8/4K3/8/3B4/8 w - - 0 1", "Kf4", ussr1953, OutcomeInsufficient},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := playSAN(t, tt.fen, tt.moves)
			if r := g.Outcome(tt.laws, 0); r.Outcome != tt.want {
				t.Errorf("Outcome = %v, want %v", r.Outcome, tt.want)
			}
		})
	}
}

func TestOutcomeResult(t *testing.T) {
	for _, tt := range []struct {
		fen, moves string
		want       Result
	}{
		{"8/8/8/8/3b4/5k1p/2p4P/7K b - - 0 1", "c1=Q#", BlackWins},
		{"8/8/8/8/3b4/5k1p/2p4P/7K b - - 0 1", "c1=N", Draw},
		{"", "e4 e5", Ongoing},
	} {
		if r := playSAN(t, tt.fen, tt.moves).Outcome(fide2023, 0); r.Result != tt.want {
			t.Errorf("%s %s: %+v, want %s", tt.fen, tt.moves, r, tt.want)
		}
	}
	if c, ok := BlackWins.Winner(); !ok || c != Black || Win(White) != WhiteWins {
		t.Error("winner of 0-1")
	}
	if _, ok := BothLose.Winner(); ok || !BothLose.Ended() || Ongoing.Ended() {
		t.Error("both lose: no winner, but ended")
	}
}

func TestInsufficientUSSR1953(t *testing.T) {
	tests := []struct {
		fen  string
		want bool
	}{
		{"8/8/4k3/8/8/4K3/8/8 w - - 0 1", true},
		{"8/8/4k3/8/8/4K3/8/5N2 w - - 0 1", true},
		{"8/8/4k3/8/8/4K3/8/5B2 w - - 0 1", true},
		{"8/6b1/4k3/8/8/4K3/8/5B2 w - - 0 1", false}, // opposite colours
		{"8/5b2/4k3/8/8/4K3/8/5B2 w - - 0 1", true},  // f1 and f7 both light
		{"8/8/4k3/8/8/4K3/8/4NN2 w - - 0 1", false},
		{"8/5n2/4k3/8/8/4K3/8/5N2 w - - 0 1", false}, // not on the 1953 list
	}
	for _, tt := range tests {
		p := legalFEN(t, tt.fen)
		if got := InsufficientUSSR1953(&p); got != tt.want {
			t.Errorf("%s: %v, want %v", tt.fen, got, tt.want)
		}
	}
}

// TestRuleEnd: the game ends where the rules end it (FIDE 9.6, 5.2.2;
// 1953 §18a), and the moves recorded after it do not move that point.
func TestRuleEnd(t *testing.T) {
	const shuffle = "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8"
	const seventyFive = "7k/8/8/6K1/8/8/8/R7 w - - 149 100"
	const bishop = "8/8/4k3/8/3nK3/8/8/5B2 w - - 0 1"
	for _, tt := range []struct {
		name, fen, moves string
		laws             Laws
		want             Outcome
		ply              int
		result           Result
	}{
		{"fivefold then mate", "", shuffle + " f3 e5 g4 Qh4#", fide2023, OutcomeFivefold, 16, Draw},
		{"fivefold then mate 2014", "", shuffle + " f3 e5 g4 Qh4#", fide2014, OutcomeFivefold, 16, Draw},
		{"no fivefold in 1953: the mate", "", shuffle + " f3 e5 g4 Qh4#", ussr1953, OutcomeCheckmate, 20, BlackWins},
		{"75 moves then mate", seventyFive, "Kg6 Kg8 Ra8#", fide2023, OutcomeSeventyFive, 1, Draw},
		{"no 75-move rule in 1953: the mate", seventyFive, "Kg6 Kg8 Ra8#", ussr1953, OutcomeCheckmate, 3, WhiteWins},
		{"dead after the capture", bishop, "Kxd4 Kd7 Bb5+ Kd6", fide2023, OutcomeDead, 1, Draw},
		{"the 1953 list after the capture", bishop, "Kxd4 Kd7 Bb5+ Kd6", ussr1953, OutcomeInsufficient, 1, Draw},
		{"a mate at the end", "", "f3 e5 g4 Qh4#", fide2023, OutcomeCheckmate, 4, BlackWins},
		{"not ended", "", "e4 e5 Nf3", fide2023, OutcomeNone, 3, Ongoing},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g := playSAN(t, tt.fen, tt.moves)
			end := g.RuleEnd(tt.laws, 0)
			if end.Outcome != tt.want || end.Ply != tt.ply || end.Result != tt.result {
				t.Errorf("RuleEnd = %+v, want %v at ply %d, %s", end, tt.want, tt.ply, tt.result)
			}
		})
	}
}

// TestRuleEndDeadSearch: the first dead position is found however far
// back from the record's end it lies (the search halves the plies), and
// Head leaves the record whole.
func TestRuleEndDeadSearch(t *testing.T) {
	g := playSAN(t, "8/8/4k3/8/3nK3/8/8/5B2 w - - 0 1", "Kxd4 Kd7 Bb5+ Kd6 Bc4 Ke7 Kd5 Kf6 Bd3 Kg5 Ke5 Kg4")
	for ply := 1; ply <= g.Ply(); ply++ {
		if end := g.Head(ply).RuleEnd(fide2023, 0); end.Outcome != OutcomeDead || end.Ply != 1 {
			t.Fatalf("after %d plies: %+v, want dead at ply 1", ply, end)
		}
	}
	if h := g.Head(0); h.Ply() != 0 || g.Ply() != 12 {
		t.Fatalf("Head(0) has %d plies, the record %d", h.Ply(), g.Ply())
	}
}
