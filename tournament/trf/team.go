package trf

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"arbiter/engine"
)

// The team records of a report (TRF-2026, and TRF-16's 013), read here so
// that no other package cuts their columns. Parse keeps them as lines it
// does not model, byte for byte; Teams reads them from those lines.

// Team is a 310 record (or, in a report without one, a 013 record).
type Team struct {
	No          int    // team pairing number (310: columns 5-7; 013: the records' order)
	Name, Short string // 310: 9-40 and the nickname 42-46; 013: 5-36
	// MatchPoints and GamePoints are the 310 record's totals (55-60,
	// 62-67); HasPoints is false where they are blank or not numbers.
	MatchPoints, GamePoints float64
	HasPoints               bool
	Strength                string // 310: 48-53, the team's rating as its program gives it
	Rank                    int    // 310: 69-71, 0 for none
	Players                 []int  // starting ranks, in board order
	Line                    int    // the record's line (1-based)
}

// TeamLineup is a 300 record: a team's players board by board in one
// round, 0 for a board it left empty.
type TeamLineup struct {
	Round, Team, Opponent int
	Players               []int
}

// TeamForfeit is a 330 record: a match forfeited as a whole.
type TeamForfeit struct {
	Kind         string // "+-", "-+" or "--"
	Round        int
	White, Black int // team pairing numbers
}

// TeamBye is a 320 record: the pairing-allocated bye's match and game
// points (HasPoints false where the record states none), and the team
// given it in each round (index 0 is round 1, 0 for none).
type TeamBye struct {
	MatchPoints, GamePoints float64
	HasPoints               bool
	Teams                   []int
}

// MatchPoint is one entry of a 362 record ("TW 2.0"): W, D or L and its
// match points.
type MatchPoint struct {
	Code   byte
	Points float64
}

// AbnormalPoints is a 299 record: points given outside the games, to
// teams (or players) in one round or, Round 0, all rounds.
type AbnormalPoints struct {
	Kind                    byte // W D L F H Z + - or ' ' (a penalty or bonus)
	MatchPoints, GamePoints float64
	Round                   int
	Teams                   []int
	Line                    int
}

// TeamReport is the team part of a report.
type TeamReport struct {
	Teams        []Team // the 310 records, or the 013 records when there is none
	BoardColours string // 352, the colours of the team with White on board 1 ("WBWB")
	MatchPoints  []MatchPoint
	Bye          *TeamBye // 320; nil when there is none
	Forfeits     []TeamForfeit
	Lineups      []TeamLineup
	Abnormal     []AbnormalPoints
	// NameSpellings are Arbiter's XXM records: a team's name as spelt,
	// when its 310 record writes it in ASCII (ID is the team number).
	NameSpellings []NameSpelling
	// NoColourPreferences is Arbiter's XXK record, "XXK none": the team
	// Swiss has no colour preferences (C.04.6 art. 1.7). Record 192 says so
	// only by naming neither type, a code Arbiter's versions before this
	// record wrote for type A; the record tells the two apart.
	NoColourPreferences bool
	// Withdrawals are Arbiter's XXD records, which no edition has a
	// record for: team ID (its team number) took part up to round After
	// ("XXD 3 4").
	Withdrawals []Withdrawal
	// Unread are the lines neither Parse nor this reading keeps: records
	// no model here has (801, 802, another program's) and records of the
	// team part that cannot be read.
	Unread []UnreadLine
}

// UnreadLine is a line kept verbatim that nothing read.
type UnreadLine struct {
	Line int // 1-based
	Text string
}

// HasTeamRecords tells, without parsing the report, whether its lines
// hold a team record (310 or 013): a reader that must choose how to read
// a file need not read it twice.
func HasTeamRecords(data []byte) bool {
	for len(data) > 0 {
		end := bytes.IndexAny(data, "\r\n")
		if end < 0 {
			end = len(data)
		}
		if teamRecord(string(data[:min(3, end)])) {
			return true
		}
		data = data[min(end+1, len(data)):]
	}
	return false
}

func teamRecord(s string) bool {
	id := recordID(s)
	return id == "310" || id == "013"
}

// Teams reads the report's team records. A team record whose number or
// player numbers are not numbers is an error; any other record it cannot
// read is left in Unread.
func (t *Tournament) Teams() (*TeamReport, error) {
	rep := &TeamReport{}
	var old []Team
	for i, ln := range t.lines {
		n, s := i+1, ln.raw
		id := recordID(s)
		if ln.tag != "" && id != "299" {
			continue // read by Parse
		}
		var err error
		read := true
		switch id {
		case "310":
			err = rep.readTeam(n, s)
		case "013":
			var tm Team
			if tm, err = readTeamPlayers(n, s, 40, Team{No: len(old) + 1, Name: runeField(s, 5, 36)}); err == nil {
				old = append(old, tm)
			}
		default:
			read = rep.readRecord(n, id, s)
		}
		if err != nil {
			return nil, err
		}
		if !read && ln.tag == "" && strings.TrimSpace(s) != "" && !strings.HasPrefix(s, "###") {
			rep.Unread = append(rep.Unread, UnreadLine{Line: n, Text: s})
		}
	}
	if len(rep.Teams) == 0 {
		rep.Teams = old // else the 013 records are the TRF-16 copy of the 310
	}
	return rep, nil
}

// recordID is a line's first three characters.
func recordID(s string) string { return s[:min(3, len(s))] }

func (rep *TeamReport) readTeam(n int, s string) error {
	no, err := strconv.Atoi(runeField(s, 5, 7))
	if err != nil || no < 1 {
		return engine.NewMessage("teams.err.trf.team", "value", runeField(s, 5, 7), "line", n)
	}
	tm := Team{No: no, Name: runeField(s, 9, 40), Short: runeField(s, 42, 46), Strength: runeField(s, 48, 53)}
	tm.Rank, _ = strconv.Atoi(runeField(s, 69, 71))
	mp, err1 := strconv.ParseFloat(runeField(s, 55, 60), 64)
	gp, err2 := strconv.ParseFloat(runeField(s, 62, 67), 64)
	tm.MatchPoints, tm.GamePoints, tm.HasPoints = mp, gp, err1 == nil && err2 == nil
	if tm, err = readTeamPlayers(n, s, 77, tm); err != nil {
		return err
	}
	rep.Teams = append(rep.Teams, tm)
	return nil
}

// readTeamPlayers reads a team record's players, four columns ending at
// column end and every 5 after it.
func readTeamPlayers(n int, s string, end int, tm Team) (Team, error) {
	tm.Line = n
	for ; end <= len([]rune(s)); end += 5 {
		f := runeField(s, end-3, end)
		if f == "" {
			continue
		}
		id, err := strconv.Atoi(f)
		if err != nil {
			return tm, engine.NewMessage("teams.err.trf.player", "value", f, "line", n)
		}
		if id != 0 {
			tm.Players = append(tm.Players, id)
		}
	}
	return tm, nil
}

// readRecord reads one of the team records beside the teams' own; false
// when the line is none of them or cannot be read as one.
func (rep *TeamReport) readRecord(n int, id, s string) bool {
	f := strings.Fields(s)
	switch id {
	case "352":
		if len(f) < 2 {
			return false
		}
		rep.BoardColours = f[1]
	case "362":
		return rep.readMatchPoints(f[1:])
	case "300":
		return rep.readLineup(f)
	case "330":
		return rep.readForfeit(f)
	case "320":
		return rep.readBye(s, f)
	case "299":
		a, ok := readAbnormal(n, s)
		if ok {
			rep.Abnormal = append(rep.Abnormal, a)
		}
		return ok
	case "XXM":
		no, quoted, _ := strings.Cut(strings.TrimSpace(value(s)), " ")
		num, err1 := strconv.Atoi(no)
		name, err2 := strconv.Unquote(strings.TrimSpace(quoted))
		if err1 != nil || err2 != nil {
			return false
		}
		rep.NameSpellings = append(rep.NameSpellings, NameSpelling{ID: num, Name: name})
	case "XXK":
		if strings.TrimSpace(value(s)) != "none" {
			return false
		}
		rep.NoColourPreferences = true
	case "XXD":
		var w Withdrawal
		if _, err := fmt.Sscanf(strings.TrimSpace(value(s)), "%d %d", &w.ID, &w.After); err != nil {
			return false
		}
		rep.Withdrawals = append(rep.Withdrawals, w)
	default:
		return false
	}
	return true
}

// readMatchPoints reads a 362 record's letters and points ("TW 2.0 TD
// 1.0 TL 0.0"); a pair it cannot read is passed over.
func (rep *TeamReport) readMatchPoints(f []string) bool {
	for i := 0; i+1 < len(f); i++ {
		code := strings.TrimPrefix(strings.ToUpper(f[i]), "T")
		v, err := strconv.ParseFloat(f[i+1], 64)
		if err == nil && len(code) == 1 && strings.Contains("WDL", code) {
			rep.MatchPoints = append(rep.MatchPoints, MatchPoint{Code: code[0], Points: v})
		}
	}
	return true
}

func (rep *TeamReport) readLineup(f []string) bool {
	nums, ok := atois(f[1:])
	if !ok || len(nums) < 3 {
		return false
	}
	rep.Lineups = append(rep.Lineups, TeamLineup{Round: nums[0], Team: nums[1], Opponent: nums[2], Players: nums[3:]})
	return true
}

func (rep *TeamReport) readForfeit(f []string) bool {
	if len(f) < 5 || (f[1] != "+-" && f[1] != "-+" && f[1] != "--") {
		return false
	}
	nums, ok := atois(f[2:5])
	if !ok {
		return false
	}
	rep.Forfeits = append(rep.Forfeits, TeamForfeit{Kind: f[1], Round: nums[0], White: nums[1], Black: nums[2]})
	return true
}

// readBye reads a 320 record: the bye's points, then the team of each
// round, three columns a round from column 15, four apart.
func (rep *TeamReport) readBye(s string, f []string) bool {
	if rep.Bye == nil {
		rep.Bye = &TeamBye{}
	}
	b := rep.Bye
	if len(f) >= 3 {
		mp, err1 := strconv.ParseFloat(f[1], 64)
		gp, err2 := strconv.ParseFloat(f[2], 64)
		if err1 == nil && err2 == nil {
			b.MatchPoints, b.GamePoints, b.HasPoints = mp, gp, true
		}
	}
	for r, col := 0, 15; col <= len([]rune(s)); r, col = r+1, col+4 {
		no, err := strconv.Atoi(runeField(s, col, col+2))
		if err != nil || no < 0 {
			no = 0
		}
		for len(b.Teams) <= r {
			b.Teams = append(b.Teams, 0)
		}
		if no > 0 {
			b.Teams[r] = no
		}
	}
	return true
}

// readAbnormal reads a 299 record: the kind (column 5), match points
// (8-11), game points (14-17), the round (20-22, blank or 0 for all) and
// the teams from column 24, five apart. The columns between the fields
// are blank: a figure written across one (a record laid out otherwise)
// would be read cut, so such a record is not read.
func readAbnormal(n int, s string) (AbnormalPoints, bool) {
	a := AbnormalPoints{Kind: ' ', Line: n}
	if runeField(s, 6, 7) != "" || runeField(s, 12, 13) != "" || runeField(s, 18, 19) != "" || runeField(s, 23, 23) != "" {
		return a, false
	}
	if k := runeField(s, 5, 5); k != "" {
		if !strings.Contains("WDLFHZ+-", k) {
			return a, false
		}
		a.Kind = k[0]
	}
	var ok bool
	if a.MatchPoints, ok = optFloat(runeField(s, 8, 11)); !ok {
		return a, false
	}
	if a.GamePoints, ok = optFloat(runeField(s, 14, 17)); !ok {
		return a, false
	}
	if r := runeField(s, 20, 22); r != "" {
		v, err := strconv.Atoi(r)
		if err != nil || v < 0 {
			return a, false
		}
		a.Round = v
	}
	for col := 24; col <= len([]rune(s)); col += 5 {
		f := runeField(s, col, col+3)
		if f == "" {
			continue
		}
		no, err := strconv.Atoi(f)
		if err != nil {
			return a, false
		}
		if no > 0 {
			a.Teams = append(a.Teams, no)
		}
	}
	return a, len(a.Teams) > 0
}

func optFloat(s string) (float64, bool) {
	if s == "" {
		return 0, true
	}
	v, err := strconv.ParseFloat(s, 64)
	return v, err == nil
}

func atois(f []string) ([]int, bool) {
	out := make([]int, len(f))
	for i, w := range f {
		v, err := strconv.Atoi(w)
		if err != nil {
			return nil, false
		}
		out[i] = v
	}
	return out, true
}

// runeField is s's columns from..to (1-based, inclusive) counted in
// characters, blanks trimmed: a team's name in UTF-8 does not shift the
// columns after it.
func runeField(s string, from, to int) string {
	r := []rune(s)
	if from > len(r) {
		return ""
	}
	return strings.TrimSpace(string(r[from-1 : min(to, len(r))]))
}

// Records are the team part's records as a report writes them, each
// without its line end: the boards' colours (352), the match points
// (362), the pairing-allocated bye (320, over rounds rounds), the teams
// (310; in TRF-16 each its 013 record, name and players), the forfeited
// matches (330), the line-ups out of board order (300), Arbiter's
// spellings of team names (XXM) and its record of no colour preferences
// (XXK). A team's byes asked for are the
// report's 240 records (Tournament.Byes).
func (rep *TeamReport) Records(v Version, rounds int) []string {
	var out []string
	if rep.BoardColours != "" {
		out = append(out, "352 "+rep.BoardColours)
	}
	if len(rep.MatchPoints) > 0 {
		var parts []string
		for _, m := range rep.MatchPoints {
			parts = append(parts, fmt.Sprintf("T%c%4.1f", m.Code, m.Points))
		}
		out = append(out, "362 "+strings.Join(parts, "   "))
	}
	if b := rep.Bye; b != nil {
		line := fmt.Sprintf("320 %4.1f %4.1f", b.MatchPoints, b.GamePoints)
		for r := 0; r < rounds; r++ {
			no := 0
			if r < len(b.Teams) {
				no = b.Teams[r]
			}
			line += fmt.Sprintf(" %3d", no)
		}
		out = append(out, line)
	}
	for _, tm := range rep.Teams {
		out = append(out, tm.record(v))
	}
	for _, f := range rep.Forfeits {
		out = append(out, fmt.Sprintf("330 %s %3d %3d %3d", f.Kind, f.Round, f.White, f.Black))
	}
	for _, l := range rep.Lineups {
		line := fmt.Sprintf("300 %3d %3d %3d", l.Round, l.Team, l.Opponent)
		for _, id := range l.Players {
			line += fmt.Sprintf(" %4d", id)
		}
		out = append(out, line)
	}
	for _, sp := range rep.NameSpellings {
		out = append(out, fmt.Sprintf("XXM %d %s", sp.ID, strconv.QuoteToASCII(sp.Name)))
	}
	if rep.NoColourPreferences {
		out = append(out, "XXK none")
	}
	for _, w := range rep.Withdrawals {
		out = append(out, fmt.Sprintf("XXD %d %d", w.ID, w.After))
	}
	return out
}

// record is the team's 310 record, or in TRF-16 its 013 record (the
// name in 5-36, the players from 37); fmt pads the name in characters.
func (tm Team) record(v Version) string {
	var line string
	first := " %4d"
	if v == TRF16 {
		line, first = fmt.Sprintf("013 %-32.32s", tm.Name), "%4d"
	} else {
		line = fmt.Sprintf("310 %3d %-32.32s %-5.5s %6s %6.1f %6.1f %3d ", tm.No, tm.Name, tm.Short, tm.Strength,
			tm.MatchPoints, tm.GamePoints, tm.Rank)
	}
	for i, id := range tm.Players {
		if i == 0 {
			line += fmt.Sprintf(first, id)
			continue
		}
		line += fmt.Sprintf(" %4d", id)
	}
	return line
}
