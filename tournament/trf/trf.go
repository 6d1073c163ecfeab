// Package trf reads and writes the FIDE Tournament Report File: TRF-2026
// (its header records but 172, players 001, byes 240, accelerations 250,
// prohibited pairings 260 and the team records of team.go) and TRF-16
// (AsTRF16). Reading keeps every line it does not understand, and writing
// reproduces unchanged records byte for byte, so a file read and written
// again is identical to the original.
package trf

import (
	"slices"
	"strconv"
	"strings"

	"arbiter/engine"
)

// Game is one round's entry of a player line: opponent, colour and result,
// exactly as the file states them (letters keep their case).
type Game struct {
	Opponent int  // starting rank of the opponent, 0 for none ("0000" or blanks)
	Colour   byte // 'w', 'b', '-' or ' '
	Result   byte // one of the TRF result codes, or ' '
}

// Result codes of a player line.
const (
	ResultForfeitLoss = '-'
	ResultForfeitWin  = '+'
	resultWinUnrated  = 'W'
	resultDrawUnrated = 'D'
	resultLossUnrated = 'L'
	resultWin         = '1'
	resultDraw        = '='
	resultLoss        = '0'
	resultHalfBye     = 'H'
	resultFullBye     = 'F'
	ResultPairingBye  = 'U'
	ResultZeroBye     = 'Z'
)

// Code returns the result code in upper case (codes are case-insensitive).
// A draw without opponent ("0000 - =", as some programs write the
// half-point bye) is the half-point bye, H.
func (g Game) Code() byte {
	switch {
	case g.Result >= 'a' && g.Result <= 'z':
		return g.Result - 'a' + 'A'
	case g.Result == resultDraw && g.Opponent == 0:
		return resultHalfBye
	}
	return g.Result
}

// Points returns what the entry scores under sc, as a file's points column
// counts it (TRF-2026, record 162): a win, forfeit win and full-point bye
// sc.Win, a draw and half-point bye sc.Draw, a loss sc.Loss, a forfeit
// loss and zero-point bye sc.Absence, the pairing-allocated bye
// sc.PairingBye, and a game without result or an empty cell nothing.
func (g Game) Points(sc Score) float64 {
	switch g.Code() {
	case resultWin, resultWinUnrated, ResultForfeitWin, resultFullBye:
		return sc.Win
	case resultDraw, resultDrawUnrated, resultHalfBye:
		return sc.Draw
	case resultLoss, resultLossUnrated:
		return sc.Loss
	case ResultForfeitLoss, ResultZeroBye:
		return sc.Absence
	case ResultPairingBye:
		return sc.PairingBye
	}
	return 0
}

// ColourCode returns the colour in lower case, with blank meaning '-'.
func (g Game) ColourCode() byte {
	switch g.Colour {
	case 'W', 'w':
		return 'w'
	case 'B', 'b':
		return 'b'
	}
	return '-'
}

// Played reports whether the game was actually played over the board
// (forfeits and byes are not).
func (g Game) Played() bool {
	if g.Opponent == 0 {
		return false
	}
	switch g.Code() {
	case '1', '=', '0', 'W', 'D', 'L':
		return true
	}
	return false
}

// Player is one 001 record.
type Player struct {
	ID         int // starting rank, columns 5-8
	Sex        string
	Title      string
	Name       string
	Rating     int // 0 when unrated
	Federation string
	FideID     string
	BirthDate  string
	Points     float64
	Rank       int
	Games      []Game // index 0 is round 1
}

// Scored returns the sum of the points of the player's entries under sc
// (Game.Points), which a file's points column states.
func (p *Player) Scored(sc Score) float64 {
	sum := 0.0
	for _, g := range p.Games {
		sum += g.Points(sc)
	}
	return sum
}

// Entered reports whether the line holds a game or a point: an opponent
// in some round, or points in its points column.
func (p *Player) Entered() bool {
	return p.Points != 0 || slices.ContainsFunc(p.Games, func(g Game) bool { return g.Opponent != 0 })
}

// Game returns the entry for round (1-based), or an empty entry when the line
// has none.
func (p *Player) Game(round int) Game {
	if round < 1 || round > len(p.Games) {
		return Game{Colour: ' ', Result: ' '}
	}
	return p.Games[round-1]
}

// Score is a TRF-2026 point system (record 162): points for W (win, forfeit
// win, full-point bye), D (draw, half-point bye), L (loss), A (absence:
// zero-point bye, forfeit loss), P (pairing-allocated bye) and X (unknown).
type Score struct {
	Win, Draw, Loss, Absence, PairingBye, Unknown float64
}

// DefaultScore is the point system used when the file has no 162 record.
var DefaultScore = Score{Win: 1, Draw: 0.5, Loss: 0, Absence: 0, PairingBye: 1, Unknown: 0.5}

// scoreCode is one of the 162 record's codes and the points it sets.
type scoreCode struct {
	code   byte
	points *float64
}

// byCode is sc's points by the 162 record's codes, in the order it
// writes them: one table for the reader and the writer.
func (sc *Score) byCode() []scoreCode {
	return []scoreCode{{'W', &sc.Win}, {'D', &sc.Draw}, {'L', &sc.Loss}, {'A', &sc.Absence}, {'P', &sc.PairingBye}, {'X', &sc.Unknown}}
}

// Bye is a 240 record: players getting a requested bye in one round.
type Bye struct {
	Kind    byte // 'F', 'H' or 'Z'
	Round   int
	Players []int
}

// Acceleration is a 250 record: fictitious points added to a range of
// players over a range of rounds.
type Acceleration struct {
	MatchPoints           string // empty for individual events
	Points                float64
	FirstRound, LastRound int
	FirstID, LastID       int
}

// Prohibition is a 260 record: players who must not meet each other in the
// given rounds.
type Prohibition struct {
	FirstRound, LastRound int
	Players               []int
}

// Withdrawal is Arbiter's XXW record of a withdrawal, which TRF-16 has
// no field for: player ID took part up to round After ("XXW 5 3").
type Withdrawal struct{ ID, After int }

// NameSpelling is Arbiter's XXN record: a player's name as spelt, when
// his line writes it in ASCII ("XXN 5 \"Kowalski, \u0141ukasz\"", the
// spelling quoted as Go quotes it in ASCII).
type NameSpelling struct {
	ID   int
	Name string
}

// TextSpelling is Arbiter's XXT record: a header record's text as spelt,
// when the record writes it in ASCII ("XXT 012 \"P\u00e4rnu Open\"").
type TextSpelling struct {
	Tag  string // "012", "022", "102", "112" or "122"
	Text string
}

// PairingRating is Arbiter's XXE record: the provisional rating the
// arbiter gives an unrated player for the Dubov pairing (C.04.4.1
// 1.1.2), which no column of his line holds, since his rating columns
// state a FIDE rating he has not ("XXE 5 1600": player 5 paired as
// rated 1600).
type PairingRating struct{ ID, Rating int }

// LeftOut is Arbiter's XXO record: the rounds held in which player ID
// was not paired, neither a game nor a bye ("XXO 4 3 4": player 4 in
// rounds 3 and 4; a reinstated player's, a late entry's before he
// joined), a withdrawal's rounds aside (XXW). His cells there are
// written without a result, which other programs read as an absence
// without points and Arbiter's reading of another program's report as a
// zero-point bye where the line has no entry after it (a line that ends
// early); this record tells Arbiter's import which they were. A late
// entry's first rounds that gave him a bye for missing them are named
// too, his cells holding the bye: the import reads the round he joined
// in from them, where the bye alone reads as one he asked for.
type LeftOut struct {
	ID     int
	Rounds []int
}

// PlayerAcceleration is JaVaFo's XXA record: the fictitious points one
// player is given in each round from round 1 ("XXA NNNN pp.p pp.p …", the
// points of round r from column 10+5(r-1)). The whole history is kept:
// the points of past rounds decide the floats.
type PlayerAcceleration struct {
	ID     int
	Points []float64
}

// Tournament is a parsed TRF. Header fields hold the text after column 4
// with trailing blanks removed.
type Tournament struct {
	Name, City, Federation        string // 012, 022, 032
	StartDate, EndDate            string // 042, 052
	NumPlayers, NumRated          string // 062, 072
	NumTeams                      string // 082, the number of teams (0 or none in an individual event)
	Type                          string // 092
	ChiefArbiter                  string // 102
	Deputies                      []string
	TimeControl                   string   // 122
	RoundDates                    []string // 132, one per round
	Rounds                        int      // 142 (or the XXR extension when 142 is absent)
	InitialColour                 byte     // 152 'W'/'B' (or XXC white1/black1 when 152 is unset), 0 if unset
	Scoring                       *Score   // 162, nil for the default
	PairingController             string   // 182, the program or person that made the pairings
	TypeCode                      string   // 192, the system's code (TypeCodes)
	TieBreaks, StandingsTieBreaks []string // 202, 212
	TimeControlCode               string   // 222, the time control encoded (EncodeTimeControl)
	Byes                          []Bye
	Accelerations                 []Acceleration
	Prohibitions                  []Prohibition
	Players                       []*Player
	// ForbiddenGroups are JaVaFo's XXP records: players who are never
	// paired with each other, in any round ("XXP 13 68 111").
	ForbiddenGroups [][]int
	// PlayerAccelerations are JaVaFo's XXA records.
	PlayerAccelerations []PlayerAcceleration
	// NotPaired are JaVaFo's XXZ records: players absent from the round
	// to pair ("XXZ 22 28 43"), as a "0000 - Z" in their cells of it
	// says, read by the Problem as zero-point byes of that round.
	NotPaired [][]int
	// Arbiter's own records, which the pairing and rating programs skip
	// as unknown: the withdrawal rule ("XXW ussr1953", "XXW as-played";
	// files of before write it "XXP ussr1953", kept as a line not read),
	// the withdrawals, and the spellings of names and header texts that
	// the report writes in ASCII.
	WithdrawalRule string
	Withdrawals    []Withdrawal
	// GameType is Arbiter's XXG record: the game type the arbiter set
	// for the event ("XXG rapid"), which no TRF record states and the
	// time control (122, 222) may not give; "" where the event takes the
	// time control's type.
	GameType      string
	NameSpellings []NameSpelling
	TextSpellings []TextSpelling
	// FixedProhibitions are Arbiter's XXF records ("XXF 4 5"): pairs
	// whose 260 record starts at a round that stays when rounds are taken
	// back (tournament.PairFrom.Fixed), which a 260 record cannot say.
	FixedProhibitions [][2]int
	// PairingRatings are Arbiter's XXE records.
	PairingRatings []PairingRating
	// LeftOut are Arbiter's XXO records.
	LeftOut []LeftOut
	// XXR and XXC are the JaVaFo extension lines (number of rounds and
	// configuration words such as "white1" or "rank"), kept as written.
	XXR string
	XXC []string

	lines []line // every input line in order, for byte-stable writing
	// extRounds and extColour are the values XXR and XXC gave Rounds and
	// InitialColour on reading (0 when they gave none).
	extRounds int
	extColour byte
	// bbScoring is the scoring the pairing programs' own records give
	// (bbpPairings' TRF(bx): BBW, BBD, BBL, BBZ, BBF, BBU, the points of a
	// win, a draw, a played loss, a zero-point bye, a forfeit loss and a
	// pairing-allocated bye; JaVaFo's XXS), nil where the file has none;
	// the lines are kept as read. bbBye is
	// whether BBU gave the bye's points (else they are the win's), bbTag
	// and bbLine the first record and its line.
	bbScoring *Score
	bbBye     bool
	bbTag     string
	bbLine    int
}

// PlayerByID returns the player with the given starting rank, or nil.
func (t *Tournament) PlayerByID(id int) *Player {
	for _, p := range t.Players {
		if p.ID == id {
			return p
		}
	}
	return nil
}

// PointSystem returns the scoring in force: record 162's, else the
// pairing programs' records' (bbpPairings' BBW…, JaVaFo's XXS), else the
// default.
func (t *Tournament) PointSystem() Score {
	if t.Scoring != nil {
		return *t.Scoring
	}
	if t.bbScoring != nil {
		return *t.bbScoring
	}
	return DefaultScore
}

// ScoringRecord is the record that states the scoring PointSystem
// gives ("162", "BBW", "XXS"…) and its line (1-based); "" and 0 where none does.
func (t *Tournament) ScoringRecord() (tag string, line int) {
	switch {
	case t.Scoring != nil:
		return "162", t.Line("162")
	case t.bbScoring != nil:
		return t.bbTag, t.bbLine
	}
	return "", 0
}

// PlayedRounds returns the highest round for which any player line has an
// entry.
func (t *Tournament) PlayedRounds() int {
	return t.lastRoundWith(func(g Game) bool { return g.Opponent != 0 || g.Result != ' ' })
}

// lastRoundWith is the last round in which some player's entry has.
func (t *Tournament) lastRoundWith(has func(Game) bool) int {
	n := 0
	for _, p := range t.Players {
		for r := len(p.Games); r > n; r-- {
			if has(p.Games[r-1]) {
				n = r
				break
			}
		}
	}
	return n
}

// Unmodelled returns the lines this package keeps verbatim without reading
// them (records it does not know, a repeated single record), blank lines
// and "###" comments left out.
func (t *Tournament) Unmodelled() []string {
	var out []string
	for _, ln := range t.lines {
		if ln.tag == "" && strings.TrimSpace(ln.raw) != "" && !strings.HasPrefix(ln.raw, "###") {
			out = append(out, ln.raw)
		}
	}
	return out
}

// UnmodelledLine returns the line number (1-based) of the first line
// kept verbatim whose record is one of tags, 0 when there is none.
func (t *Tournament) UnmodelledLine(tags ...string) int {
	return slices.IndexFunc(t.lines, func(ln line) bool {
		return ln.tag == "" && slices.Contains(tags, field(ln.raw, 1, 3))
	}) + 1
}

// Line returns the line number (1-based) of the first record read with
// tag, 0 when there is none: what an import says of a record names it.
func (t *Tournament) Line(tag string) int {
	return slices.IndexFunc(t.lines, func(ln line) bool { return ln.tag == tag }) + 1
}

// PlayerLine returns the line number (1-based) of t.Players[i] as read,
// 0 for a player added after reading: what a refusal of a player names.
func (t *Tournament) PlayerLine(i int) int { return t.RecordLine("001", i) }

// RecordLine returns the line number (1-based) of record i (from 0) of
// those read with tag, 0 for one added after reading: what a refusal of
// one record of many names.
func (t *Tournament) RecordLine(tag string, i int) int {
	return slices.IndexFunc(t.lines, func(ln line) bool { return ln.tag == tag && ln.idx == i }) + 1
}

// RoundToPair is the round a pairing program pairs next: the one after
// PairedRounds, past any round in which every player has a bye or an
// absence (a round played without a game, whose points count, not one to
// pair again). A column that holds requested byes for some players and
// nothing, or blanks, for others is the round to pair.
func (t *Tournament) RoundToPair() int {
	r := t.PairedRounds() + 1
	for len(t.Players) > 0 {
		for _, p := range t.Players {
			if g := p.Game(r); g.Opponent != 0 || g.Code() == ' ' {
				return r
			}
		}
		r++
	}
	return r
}

// BakuCode cuts the "_BAKU" of record 192's code (the system paired with
// Baku's acceleration, C.04.7: "FIDE_DUTCH_2025_BAKU") off the code,
// upper-cased and trimmed.
func BakuCode(code string) (base string, baku bool) {
	return strings.CutSuffix(strings.ToUpper(strings.TrimSpace(code)), "_BAKU")
}

// AccelerationOf is the fictitious points player id is given in round:
// the 250 records' and the XXA records' together, as bbpPairings adds them.
func (t *Tournament) AccelerationOf(id, round int) float64 {
	var sum float64
	for _, a := range t.Accelerations {
		if id >= a.FirstID && id <= a.LastID && round >= a.FirstRound && round <= a.LastRound {
			sum += a.Points
		}
	}
	for _, a := range t.PlayerAccelerations {
		if a.ID == id && round >= 1 && round <= len(a.Points) {
			sum += a.Points[round-1]
		}
	}
	return sum
}

// AcceleratedRounds is the last round an acceleration (a 250 or an XXA
// record) gives points in; 0 where none does.
func (t *Tournament) AcceleratedRounds() int {
	last := 0
	for _, a := range t.Accelerations {
		last = max(last, a.LastRound)
	}
	for _, a := range t.PlayerAccelerations {
		last = max(last, len(a.Points))
	}
	return last
}

// AccelerationsOf is AccelerationOf player id in each round to round last,
// and whether any of them gives him points.
func (t *Tournament) AccelerationsOf(id, last int) ([]float64, bool) {
	points := make([]float64, last)
	given := false
	for r := 1; r <= last; r++ {
		points[r-1] = t.AccelerationOf(id, r)
		given = given || points[r-1] != 0
	}
	return points, given
}

// PairedRounds returns the last round in which any player took part in
// a pairing (a game, a forfeit, the pairing-allocated bye), as the pairing
// programs count it: a column after it that holds only absences and
// requested byes is the next round, not yet paired.
func (t *Tournament) PairedRounds() int {
	return t.lastRoundWith(func(g Game) bool {
		return g.Opponent != 0 || g.Code() == ResultPairingBye || g.Code() == ResultForfeitWin
	})
}

// errorf builds an Error at line and col. Its text is the catalogue's.
func errorf(line, col int, key string, args map[string]string) *engine.Message {
	m := make(map[string]any, len(args)+2)
	for k, v := range args {
		m[k] = v
	}
	m["line"], m["column"] = strconv.Itoa(line), strconv.Itoa(col)
	return &engine.Message{Key: key, Args: m}
}

// field returns columns from..to (1-based, inclusive) of s, padded with
// blanks when s is shorter.
func field(s string, from, to int) string {
	if from > len(s) {
		return strings.Repeat(" ", to-from+1)
	}
	if to > len(s) {
		return s[from-1:] + strings.Repeat(" ", to-len(s))
	}
	return s[from-1 : to]
}
