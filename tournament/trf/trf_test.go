package trf

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/shareddata"
	"arbiter/internal/testdir"
)

func TestRoundTripReference(t *testing.T) {
	for _, f := range shareddata.Files(t, "data/swiss-dutch", "*.trf") {
		data := testdir.Read(t, f)
		tr, err := Parse(data)
		if err != nil {
			t.Fatalf("%s: %v", filepath.Base(f), err)
		}
		if got := tr.Bytes(); !bytes.Equal(got, data) {
			t.Errorf("%s: round trip differs", filepath.Base(f))
		}
		if len(tr.Players) == 0 || tr.Type != "FIDE_DUTCH_2025" {
			t.Errorf("%s: %d players, type %q", filepath.Base(f), len(tr.Players), tr.Type)
		}
		// Formatting every record from its values alone must also give the
		// same bytes: the reference files use the canonical layout.
		for i := range tr.lines {
			tr.lines[i].canon = "\x00"
		}
		if got := tr.Bytes(); !bytes.Equal(got, data) {
			t.Errorf("%s: canonical formatting differs", filepath.Base(f))
		}
	}
}

const sample = "012 Club Open\r\n" +
	"### a comment kept as is\r\n" +
	"022 Tampere\r\n" +
	"042 2026/01/10\r\n" +
	"092 Individual: Swiss-System\r\n" +
	"102 Arbiter, Chief\r\n" +
	"112 Deputy, One\r\n" +
	"112 Deputy, Two\r\n" +
	"122 90'+30\"\r\n" +
	"142 5\r\n" +
	"152 B\r\n" +
	"162  W 3.0    D 1.0\r\n" +
	"192 FIDE_DUTCH_BAM\r\n" +
	"202 BH:C1,BH,SB\r\n" +
	"132                                                                                        26/01/10  26/01/11\r\n" +
	"001    1 m GM Player, One                       2500 FIN    12345678 1990/01/01  1.5    1     2 w 1  0000 - H\r\n" +
	"001    2 w    Player, Two                       2400 EST             2000/02/02  0.0    2     1 b 0\r\n" +
	"XYZ an unknown record\r\n" +
	"240 H 002    1\r\n" +
	"250      01.0 001 002 0001 0001\r\n" +
	"260 001 005    1    2\r\n"

func TestParseSample(t *testing.T) {
	tr := parsed(t, sample)
	checks := []struct {
		name      string
		got, want any
	}{
		{"name", tr.Name, "Club Open"},
		{"deputies", tr.Deputies, []string{"Deputy, One", "Deputy, Two"}},
		{"rounds", tr.Rounds, 5},
		{"initial colour", tr.InitialColour, byte('B')},
		{"scoring", *tr.Scoring, Score{Win: 3, Draw: 1, Loss: 0, Absence: 0, PairingBye: 3, Unknown: 1}},
		{"type code", tr.TypeCode, "FIDE_DUTCH_BAM"},
		{"tie-breaks", tr.TieBreaks, []string{"BH:C1", "BH", "SB"}},
		{"round dates", tr.RoundDates, []string{"26/01/10", "26/01/11"}},
		{"byes", tr.Byes, []Bye{{Kind: 'H', Round: 2, Players: []int{1}}}},
		{"acceleration", tr.Accelerations, []Acceleration{{Points: 1, FirstRound: 1, LastRound: 2, FirstID: 1, LastID: 1}}},
		{"prohibition", tr.Prohibitions, []Prohibition{{FirstRound: 1, LastRound: 5, Players: []int{1, 2}}}},
		{"player 1", *tr.Players[0], Player{ID: 1, Sex: "m", Title: "GM", Name: "Player, One", Rating: 2500,
			Federation: "FIN", FideID: "12345678", BirthDate: "1990/01/01", Points: 1.5, Rank: 1,
			Games: []Game{{2, 'w', '1'}, {0, '-', 'H'}}}},
		{"played rounds", tr.PlayedRounds(), 2},
	}
	for _, c := range checks {
		if !reflect.DeepEqual(c.got, c.want) {
			t.Errorf("%s: got %#v, want %#v", c.name, c.got, c.want)
		}
	}
	if got := string(tr.Bytes()); got != sample {
		t.Errorf("round trip differs:\n%q\n%q", got, sample)
	}
}

func TestWriteChanges(t *testing.T) {
	tr := parsed(t, sample)
	tr.Players[1].Games = append(tr.Players[1].Games, Game{Opponent: 0, Colour: '-', Result: 'U'})
	tr.Players = append(tr.Players, &Player{ID: 3, Name: "New, Player", Rating: 1800})
	tr.Prohibitions = nil
	tr.Rounds = 7
	got := string(tr.Bytes())
	want := strings.NewReplacer(
		"142 5\r\n", "142 7\r\n",
		"1 b 0\r\n", "1 b 0  0000 - U\r\n"+"001    3      New, Player                       1800                             0.0\r\n",
		"260 001 005    1    2\r\n", "",
	).Replace(sample)
	if got != want {
		t.Errorf("written:\n%s\nwant:\n%s", got, want)
	}
}

func TestWriteNew(t *testing.T) {
	tr := &Tournament{Name: "New", Rounds: 3, InitialColour: 'W', Players: []*Player{{ID: 1, Name: "A"}},
		Byes: []Bye{{Kind: 'Z', Round: 1, Players: []int{1}}}}
	want := "012 New\r142 3\r152 W\r001    1      A                                                                  0.0\r240 Z 001    1\r"
	if got := string(tr.Bytes()); got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	back, err := Parse([]byte(want))
	if err != nil || back.Rounds != 3 || back.Byes[0].Players[0] != 1 {
		t.Errorf("reparse: %v %+v", err, back)
	}
}

func TestParseErrors(t *testing.T) {
	base := "001    1      A                                                                  0.0    1     2 w 1"
	tests := []struct {
		name, input, want string
	}{
		{"result", "012 x\n" + base[:98] + "Q", "line 2, column 99: result 'Q' is not a TRF result code"},
		{"colour", base[:96] + "x 1", "line 1, column 97: colour 'x' is not a TRF colour code"},
		{"opponent", base[:91] + "  x2 w 1", "line 1, column 92: opponent 'x2' is not a number"},
		{"start rank", "001   x1", "line 1, column 5: starting rank 'x1' is not a number"},
		{"points", base[:80] + "1.x5", "line 1, column 81: points '1.x5' is not a number of points"},
		{"rounds", "142 nine", "line 1, column 5: number of rounds 'nine' is not a number"},
		{"initial colour", "152 R", "line 1, column 5: initial colour 'R' is neither W nor B"},
		{"bye", "240 Q 001    1", "line 1, column 5: bye type 'Q' is not F, H or Z"},
		{"score", "162  Q 1.0", "line 1, column 6: 'Q' is not a scoring code (W, D, L, A, P or X)"},
		{"prohibition", "260 001 0x2    1    2", "line 1, column 9: last round '0x2' is not a number"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse([]byte(tc.input))
			if err == nil || err.Error() != tc.want {
				t.Fatalf("got %v, want %s", err, tc.want)
			}
			// The English catalogue text must say the same as Error.
			if got := i18n.For(i18n.English).Error(err); got != tc.want {
				t.Errorf("catalogue gives %q", got)
			}
		})
	}
}

func TestLineEndings(t *testing.T) {
	for _, in := range []string{"012 A\n001    1      B\n", "012 A\r\n001    1      B", "012 A\r001    1      B\r\r"} {
		tr := readsBack(t, in)
		if tr.Name != "A" || len(tr.Players) != 1 || tr.Players[0].Name != "B" {
			t.Errorf("%q parsed as %+v", in, tr)
		}
	}
}

// TestRepeatedAndEmptyHeaders: a header record without a value is kept as
// read, and a repeated single-valued record is kept verbatim while the
// first one gives the value.
func TestRepeatedAndEmptyHeaders(t *testing.T) {
	for _, tc := range []struct {
		in, name string
		unread   []string // the repeated records, kept as read
	}{
		{"012\n012", "", []string{"012"}},
		{"012\r", "", nil},
		{"012 Open\r012 Other\r", "Open", []string{"012 Other"}},
		{"012\n012 Other\n", "", []string{"012 Other"}},
		{"132\n142 0\n202\n", "", nil},
		{"012 A\r132" + strings.Repeat(" ", 88) + "26/01/01\r132" + strings.Repeat(" ", 88) + "26/01/02\r", "A", []string{"132" + strings.Repeat(" ", 88) + "26/01/02"}},
	} {
		tr := readsBack(t, tc.in, tc.unread...)
		if tr.Name != tc.name {
			t.Errorf("%q: name %q, want %q", tc.in, tr.Name, tc.name)
		}
	}
}

// TestExtensionsOnly: a file giving the rounds and the first colour only by
// the XXR and XXC extensions is written back unchanged, 152 wins over XXC,
// and a changed value is written as a standard record.
func TestExtensionsOnly(t *testing.T) {
	for _, tc := range []struct {
		in     string
		rounds int
		colour byte
	}{
		{"XXR 5\rXXC white1\r", 5, 'W'},
		{"152 W\rXXC black1\r", 0, 'W'},
		{"XXC black1\r152 W\r", 0, 'W'},
	} {
		tr := readsBack(t, tc.in)
		if tr.Rounds != tc.rounds || tr.InitialColour != tc.colour {
			t.Errorf("%q: rounds %d colour %q", tc.in, tr.Rounds, tr.InitialColour)
		}
	}
	tr := parsed(t, "XXR 5\rXXC white1\r")
	tr.Rounds, tr.InitialColour = 7, 'B'
	writes(t, tr, "XXR 5\rXXC white1\r142 7\r152 B\r")
}

// TestNamingEmptyName: giving a name to a file whose 012 had none writes it.
func TestNamingEmptyName(t *testing.T) {
	tr := parsed(t, "012\r")
	tr.Name = "Open"
	writes(t, tr, "012 Open\r")
}

// TestAccentedNames reads player lines whose names have non-ASCII letters,
// with columns counted in bytes (as written here) and in characters (as
// some programs write UTF-8).
func TestAccentedNames(t *testing.T) {
	tail := "1875 EST             2000/02/02  5.0    8    11 w 0"
	byBytes := "001    2 w    Ülle Müür" + strings.Repeat(" ", 47-14-len("Ülle Müür")) + " " + tail
	byChars := "001    2 w    Ülle Müür" + strings.Repeat(" ", 47-14-utf8.RuneCountInString("Ülle Müür")) + " " + tail
	for _, line := range []string{byBytes, byChars} {
		p := readsBack(t, line+"\r").Players[0]
		if p.Name != "Ülle Müür" || p.Rating != 1875 || p.Federation != "EST" || p.Points != 5 || p.Rank != 8 ||
			len(p.Games) != 1 || p.Games[0] != (Game{11, 'w', '0'}) {
			t.Errorf("%q read as %+v", line, *p)
		}
	}
}

// A player line written afresh (a changed record) puts its numbers and
// short fields right-aligned at their width and never cuts one too wide
// (a five-digit number, a title of four letters, a twelve-character FIDE
// ID): it runs into the next field's columns, as fmt's widths wrote them.
func TestChangedPlayerLineWidths(t *testing.T) {
	tr := parsed(t, "001    1 m GM  Ann"+strings.Repeat(" ", 30)+"2500 FIN     1234567 1990/01/01  1.0    1     2 w 1\r")
	p := tr.Players[0]
	p.ID, p.Title, p.Rating, p.FideID, p.Points, p.Rank = 12345, "WCMX", 987, "123456789012", -0.5, 10000
	p.Games = append(p.Games, Game{Opponent: 23456, Colour: 'b', Result: '0'}, Game{Colour: '-', Result: 'U'})
	writes(t, tr, "001 12345mWCMXAnn"+strings.Repeat(" ", 32)+"987 FIN 1234567890121990/01/01 -0.5 10000    2 w 1  23456b 0  0000 - U\r")
}

// Every cell scores as TRF-2026's record 162 says, "0000 - =" (some
// programs' half-point bye) as the half-point bye.
func TestGamePoints(t *testing.T) {
	sc := Score{Win: 3, Draw: 1, Loss: 0.25, Absence: -1, PairingBye: 2, Unknown: 1}
	tests := []struct {
		game Game
		code byte
		want float64
	}{
		{Game{5, 'w', '1'}, '1', 3}, {Game{5, 'b', 'w'}, 'W', 3}, {Game{5, 'w', '+'}, '+', 3},
		{Game{0, '-', '+'}, '+', 3}, {Game{0, '-', 'F'}, 'F', 3},
		{Game{5, 'b', '='}, '=', 1}, {Game{5, 'w', 'D'}, 'D', 1}, {Game{0, '-', 'H'}, 'H', 1},
		{Game{0, '-', '='}, 'H', 1}, {Game{0, ' ', '='}, 'H', 1},
		{Game{5, 'w', '0'}, '0', 0.25}, {Game{5, 'b', 'l'}, 'L', 0.25},
		{Game{5, 'w', '-'}, '-', -1}, {Game{0, '-', '-'}, '-', -1}, {Game{0, '-', 'Z'}, 'Z', -1},
		{Game{0, '-', 'U'}, 'U', 2}, {Game{5, 'w', ' '}, ' ', 0}, {Game{0, ' ', ' '}, ' ', 0},
	}
	for _, tt := range tests {
		if got := tt.game.Code(); got != tt.code {
			t.Errorf("%+v: code %c, want %c", tt.game, got, tt.code)
		}
		if got := tt.game.Points(sc); got != tt.want {
			t.Errorf("%+v: %v points, want %v", tt.game, got, tt.want)
		}
	}
	p := Player{Games: []Game{{5, 'w', '1'}, {0, '-', '='}, {7, 'b', '0'}, {0, '-', 'U'}}}
	if got := p.Scored(DefaultScore); got != 2.5 {
		t.Errorf("scored %v, want 2.5", got)
	}
}

// JaVaFo's XXP and XXA are records of the model, written back as read
// and as new records when added; Arbiter's old "XXP ussr1953" is kept as
// a line it does not read.
func TestJaVaFoForbiddenPairsAndAccelerations(t *testing.T) {
	in := "XXR 5\r\nXXP 1 4\r\nXXP ussr1953\r\nXXA    1  1.0  1.0  0.5\r\nXXA   12  0.0       0.5\r\n" +
		"001    1      A                                 2000                             0.0\r\n"
	tr := readsBack(t, in, "XXP ussr1953")
	if want := [][]int{{1, 4}}; !reflect.DeepEqual(tr.ForbiddenGroups, want) {
		t.Errorf("XXP %v", tr.ForbiddenGroups)
	}
	want := []PlayerAcceleration{{ID: 1, Points: []float64{1, 1, 0.5}}, {ID: 12, Points: []float64{0, 0, 0.5}}}
	if !reflect.DeepEqual(tr.PlayerAccelerations, want) {
		t.Errorf("XXA %v", tr.PlayerAccelerations)
	}
	tr.ForbiddenGroups = append(tr.ForbiddenGroups, []int{2, 3, 5})
	tr.PlayerAccelerations[1].Points[1] = 0.5
	if got := string(tr.Bytes()); !strings.Contains(got, "XXP 1 4\r\nXXP 2 3 5\r\n") || !strings.Contains(got, "XXA   12  0.0  0.5  0.5\r\n") {
		t.Errorf("written:\n%q", got)
	}
	if got := tr.AccelerationOf(1, 2); got != 1 {
		t.Errorf("player 1, round 2: %v", got)
	}
	// TRF-16 has no 250 record: AsTRF16 writes each player's points, the
	// 250's and the XXA's added, round by round to the last round either
	// gives.
	for _, c := range []struct {
		first, last int
		want        []float64
	}{
		{2, 4, []float64{1, 2, 1.5, 1}},
		{1, 2, []float64{2, 2, 0.5}},
	} {
		tr, _ := Parse([]byte(in))
		tr.Accelerations = []Acceleration{{Points: 1, FirstRound: c.first, LastRound: c.last, FirstID: 1, LastID: 2}}
		tr.AsTRF16()
		if want := []PlayerAcceleration{{ID: 1, Points: c.want}}; tr.Accelerations != nil || !reflect.DeepEqual(tr.PlayerAccelerations, want) {
			t.Errorf("250 in rounds %d-%d as TRF-16: %v, XXA %v, want %v", c.first, c.last, tr.Accelerations, tr.PlayerAccelerations, want)
		}
	}
	for _, bad := range []string{"XXP 1 x\r", "XXA    1  1.0  a.b\r", "XXA  x    1.0\r"} {
		if _, err := Parse([]byte(bad)); err == nil {
			t.Errorf("%q read", bad)
		}
	}
}

// The round to pair follows the rounds paired and any round in which
// every player had a bye or an absence; a column of requested byes with
// others blank is the round to pair.
func TestRoundToPair(t *testing.T) {
	line := func(id int, cells string) string {
		return fmt.Sprintf("001 %4d      P%-32d 2000                             0.0       %s\r", id, id, cells)
	}
	for _, tt := range []struct {
		name  string
		lines []string
		want  int
	}{
		{"after the games", []string{line(1, "   2 w 1"), line(2, "   1 b 0")}, 2},
		{"a round of byes only", []string{line(1, "   2 w 1  0000 - H"), line(2, "   1 b 0  0000 - Z")}, 3},
		{"requests and a blank", []string{line(1, "   2 w 1  0000 - H"), line(2, "   1 b 0          ")}, 2},
		{"requests and a line that ends", []string{line(1, "   2 w 1  0000 - H"), line(2, "   1 b 0")}, 2},
		{"nothing played", []string{line(1, ""), line(2, "")}, 1},
	} {
		tr := parsed(t, strings.Join(tt.lines, ""))
		if got := tr.RoundToPair(); got != tt.want {
			t.Errorf("%s: %d, want %d", tt.name, got, tt.want)
		}
	}
}

// Arbiter's own records are records of the model: the withdrawal rule and
// withdrawals (XXW), the spellings of names (XXN) and header texts (XXT),
// read, written back as read, and written when added. A record that
// cannot be read is refused at its line; a second rule is kept as read.
func TestArbitersOwnRecords(t *testing.T) {
	tr := readsBack(t, "012 Parnu Open\rXXW ussr1953\rXXW 5 3\rXXN 5 \"Kowalski, \\u0141ukasz\"\rXXT 012 \"P\\u00e4rnu Open\"\rXXW as-played\r",
		"XXW as-played")
	if tr.WithdrawalRule != "ussr1953" || !reflect.DeepEqual(tr.Withdrawals, []Withdrawal{{ID: 5, After: 3}}) ||
		!reflect.DeepEqual(tr.NameSpellings, []NameSpelling{{ID: 5, Name: "Kowalski, Łukasz"}}) ||
		!reflect.DeepEqual(tr.TextSpellings, []TextSpelling{{Tag: "012", Text: "Pärnu Open"}}) {
		t.Errorf("read %q %v %v %v", tr.WithdrawalRule, tr.Withdrawals, tr.NameSpellings, tr.TextSpellings)
	}
	writes(t, &Tournament{WithdrawalRule: "as-played", Withdrawals: []Withdrawal{{ID: 2, After: 1}},
		NameSpellings: []NameSpelling{{ID: 2, Name: "Õun, Tõnu"}}}, "XXW as-played\rXXW 2 1\rXXN 2 \"\\u00d5un, T\\u00f5nu\"\r")
	refusedAtLineOne(t, "", "XXW 1 x\r", "XXW 1 2 3\r", "XXN 5 Kowalski\r", "XXN x \"A\"\r")
}

// Arbiter's XXG record, the game type the arbiter set, is a record of the
// model: read, written back as read, written when added after the
// withdrawals' records; a second one is kept as read, one of no word or
// of two refused at its line.
func TestArbitersGameTypeRecord(t *testing.T) {
	if tr := readsBack(t, "012 Club evening\rXXG rapid\rXXG blitz\r", "XXG blitz"); tr.GameType != "rapid" {
		t.Errorf("read %q, want rapid", tr.GameType)
	}
	writes(t, &Tournament{WithdrawalRule: "as-played", GameType: "blitz", NameSpellings: []NameSpelling{{ID: 2, Name: "Õun, Tõnu"}}},
		"XXW as-played\rXXG blitz\rXXN 2 \"\\u00d5un, T\\u00f5nu\"\r")
	writes(t, &Tournament{}, "")
	refusedAtLineOne(t, "", "XXG\r", "XXG rapid blitz\r")
}

// Arbiter's XXE record, the provisional rating the arbiter gives an
// unrated player for the Dubov pairing (C.04.4.1 1.1.2), is a record of
// the model beside the player line, whose rating columns stay empty: read,
// written back as read, written when added after Arbiter's other records.
// A record without a player's number and a rating, or with more, is
// refused at its line, as a number that is none is.
func TestArbitersPairingRatingRecord(t *testing.T) {
	tr := readsBack(t, "012 Club evening\rXXE 5 1600\rXXE 7 1450\r")
	if want := []PairingRating{{ID: 5, Rating: 1600}, {ID: 7, Rating: 1450}}; !reflect.DeepEqual(tr.PairingRatings, want) {
		t.Errorf("read %v, want %v", tr.PairingRatings, want)
	}
	if n := tr.RecordLine("XXE", 1); n != 3 {
		t.Errorf("the second XXE at line %d, want 3", n)
	}
	writes(t, &Tournament{WithdrawalRule: "as-played", PairingRatings: []PairingRating{{ID: 2, Rating: 1650}},
		FixedProhibitions: [][2]int{{4, 5}}}, "XXW as-played\rXXF 4 5\rXXE 2 1650\r")
	refusedAtLineOne(t, "trf.err.number.rating", "XXE 5 x\r")
	refusedAtLineOne(t, "trf.err.number.player", "XXE x 1600\r")
	refusedAtLineOne(t, "trf.err.record", "XXE 5\r", "XXE 5 1600 1700\r", "XXE\r")
}

// Arbiter's XXO record, the rounds held in which a player was not paired,
// is a record of the model: read, written back as read, written when
// added after Arbiter's other records. A record without a player's
// number and a round is refused at its line, as a number that is none is,
// at its column.
func TestArbitersLeftOutRecord(t *testing.T) {
	tr := readsBack(t, "012 Club evening\rXXO 4 4\rXXO 7  2 3\r")
	if want := []LeftOut{{ID: 4, Rounds: []int{4}}, {ID: 7, Rounds: []int{2, 3}}}; !reflect.DeepEqual(tr.LeftOut, want) {
		t.Errorf("read %v, want %v", tr.LeftOut, want)
	}
	writes(t, &Tournament{PairingRatings: []PairingRating{{ID: 2, Rating: 1650}}, LeftOut: []LeftOut{{ID: 4, Rounds: []int{3, 4}}}},
		"XXE 2 1650\rXXO 4 3 4\r")
	refusedAtLineOne(t, "trf.err.number.player", "XXO x 4\r")
	refusedAtLineOne(t, "trf.err.number.round", "XXO 4 x\r")
	refusedAtLineOne(t, "trf.err.record", "XXO 4\r", "XXO\r")
	var e *engine.Message
	if _, err := Parse([]byte("XXO 4  3 x\r")); !errors.As(err, &e) || e.Args["column"] != "10" {
		t.Errorf("a round that is no number refused as %v, want at column 10", err)
	}
}

// FuzzTRFRoundTrip: no bytes make the reader panic, and what it reads it
// writes so that reading that again gives the same bytes.
func FuzzTRFRoundTrip(f *testing.F) {
	f.Add([]byte(sample))
	f.Add([]byte("012 Open\r\n001    1 m    Test, One                         1800 FIN    1234567 1990/01/01  1.0    1     2 w 1\r\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		tr, err := Parse(data)
		if err != nil {
			return
		}
		once := tr.Bytes()
		again, err := Parse(once)
		if err != nil {
			t.Fatalf("written file does not read: %v\n%q", err, once)
		}
		if twice := again.Bytes(); !bytes.Equal(once, twice) {
			t.Fatalf("written %q, rewritten %q", once, twice)
		}
	})
}

// A player line nobody changed is written as read, though it is not as
// it would be laid out (spaces after the last game, which formatting
// writes as a round's empty cell), and a changed player's line as
// formatted: Parse no longer formats the player lines it reads (the
// readers never write the report again), so their canon is made from
// the line when the report is written.
func TestUnchangedPlayerLineWrittenAsRead(t *testing.T) {
	one := "001    1 m GM Player, One                       2500 FIN    12345678 1990/01/01  1.0    1     2 w 1   "
	two := "001    2 w    Player, Two                       2400 EST             2000/02/02  0.0    2     1 b 0"
	tr := readsBack(t, "012 Club Open\r\n"+one+"\r\n"+two+"\r\n")
	tr.Players[1].Rating = 2410
	writes(t, tr, "012 Club Open\r\n"+one+"\r\n"+strings.Replace(two, "2400", "2410", 1)+"\r\n")
}

// A point system written states a code only where its points differ from
// the default: P's from the win, X's from the draw, the others' from the
// FIDE points (record 162).
func TestScoringRecordStatesOnlyWhatDiffers(t *testing.T) {
	for _, c := range []struct {
		sc   Score
		want string
	}{
		{Score{Win: 3, Draw: 1, PairingBye: 3, Unknown: 1}, "162  W 3.0    D 1.0"},
		{Score{Win: 1, Draw: 0.5, PairingBye: 0.5, Unknown: 0.5}, "162  P 0.5"},
		{Score{Win: 1, Draw: 0.5, Absence: -1, PairingBye: 1}, "162  A-1.0    X 0.0"},
		{DefaultScore, "162"},
	} {
		if got, ok := formatScore(&c.sc); !ok || got != c.want {
			t.Errorf("%+v: got %q, %v; want %q", c.sc, got, ok, c.want)
		}
	}
}
