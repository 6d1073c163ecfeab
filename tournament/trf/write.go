package trf

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

const (
	nameWidth      = 33 // columns 15–47 of a player record
	teamNameWidth  = 32 // columns 9–40 of a 310 record, 5–36 of a 013
	teamShortWidth = 5  // columns 42–46 of a 310 record
)

// FitName cuts a name to the 33 characters of a player record's name
// columns.
func FitName(s string) string { return fit(s, nameWidth) }

// FitTeamName cuts a team's name to the 32 characters of its record's
// name columns.
func FitTeamName(s string) string { return fit(s, teamNameWidth) }

// FitTeamShort cuts a team's short name to the 5 characters of a 310
// record's nickname columns.
func FitTeamShort(s string) string { return fit(s, teamShortWidth) }

// fit cuts s to width characters, as a record's columns hold it.
func fit(s string, width int) string {
	if r := []rune(s); len(r) > width {
		s = string(r[:width])
	}
	return strings.TrimSpace(s)
}

// LongDate writes an ISO date as the start, end and birth dates are
// written (YYYY/MM/DD); a year alone stays as it is.
func LongDate(iso string) string {
	return strings.ReplaceAll(iso, "-", "/")
}

// order is the record order used for records that were not in the input.
var order = []string{"012", "022", "032", "042", "052", "062", "072", "082", "092", "102", "112", "122",
	"142", "152", "162", "182", "192", "202", "212", "222", "XXR", "XXC", "132", "001", "240", "250", "260", "XXP", "XXA", "XXZ", "XXW", "XXG", "XXN", "XXT", "XXF", "XXE", "XXO"}

// count returns how many records of tag t currently holds.
func (t *Tournament) count(tag string) int {
	switch tag {
	case "112":
		return len(t.Deputies)
	case "001":
		return len(t.Players)
	case "240":
		return len(t.Byes)
	case "250":
		return len(t.Accelerations)
	case "260":
		return len(t.Prohibitions)
	case "XXP":
		return len(t.ForbiddenGroups)
	case "XXA":
		return len(t.PlayerAccelerations)
	case "XXZ":
		return len(t.NotPaired)
	case "XXW":
		n := len(t.Withdrawals)
		if t.WithdrawalRule != "" {
			n++
		}
		return n
	case "XXG":
		if t.GameType == "" {
			return 0
		}
		return 1
	case "XXN":
		return len(t.NameSpellings)
	case "XXT":
		return len(t.TextSpellings)
	case "XXF":
		return len(t.FixedProhibitions)
	case "XXE":
		return len(t.PairingRatings)
	case "XXO":
		return len(t.LeftOut)
	}
	return 1
}

// format renders record idx of tag from the current values; ok is false
// when there is nothing to write (empty field or removed element).
func (t *Tournament) format(tag string, idx int) (s string, ok bool) {
	if idx >= t.count(tag) {
		return "", false
	}
	if p := t.textField(tag); p != nil {
		return tag + " " + *p, *p != ""
	}
	switch tag {
	case "112":
		return "112 " + t.Deputies[idx], true
	case "132":
		if len(t.RoundDates) == 0 {
			return "", false
		}
		var b columns
		b.put(1, "132")
		for i, d := range t.RoundDates {
			b.put(92+10*i, d)
		}
		return b.String(), true
	case "142":
		return "142 " + strconv.Itoa(t.Rounds), t.Rounds > 0
	case "152":
		return "152 " + string(t.InitialColour), t.InitialColour != 0
	case "162":
		return formatScore(t.Scoring)
	case "202":
		return "202 " + strings.Join(t.TieBreaks, ","), len(t.TieBreaks) > 0
	case "212":
		return "212 " + strings.Join(t.StandingsTieBreaks, ","), len(t.StandingsTieBreaks) > 0
	case "XXR":
		return "XXR " + t.XXR, t.XXR != ""
	case "XXC":
		return "XXC " + strings.Join(t.XXC, " "), len(t.XXC) > 0
	case "240":
		b := t.Byes[idx]
		var c columns
		c.put(1, "240")
		c.put(5, string(b.Kind))
		c.put(7, fmt.Sprintf("%03d", b.Round))
		putList(&c, 11, "%4d", b.Players)
		return c.String(), true
	case "250":
		a := t.Accelerations[idx]
		return fmt.Sprintf("250 %4s %04.1f %03d %03d %04d %04d", a.MatchPoints, a.Points,
			a.FirstRound, a.LastRound, a.FirstID, a.LastID), true
	case "260":
		p := t.Prohibitions[idx]
		var c columns
		c.put(1, "260")
		c.put(5, fmt.Sprintf("%03d", p.FirstRound))
		c.put(9, fmt.Sprintf("%03d", p.LastRound))
		putList(&c, 13, "%4d", p.Players)
		return c.String(), true
	case "001":
		return formatPlayer(t.Players[idx], nil), true
	}
	return t.formatProgramRecord(tag, idx)
}

// formatProgramRecord renders record idx of one of the records pairing
// programs add to the FIDE format, as parseProgramRecord reads them
// (JaVaFo's XXP, XXZ and XXA; Arbiter's XXW, XXG, XXN, XXT, XXF, XXE and XXO).
func (t *Tournament) formatProgramRecord(tag string, idx int) (string, bool) {
	switch tag {
	case "XXP", "XXZ":
		// A group of players' numbers: kept apart (XXP), not paired (XXZ).
		group := map[string][][]int{"XXP": t.ForbiddenGroups, "XXZ": t.NotPaired}[tag][idx]
		words := []string{tag}
		for _, id := range group {
			words = append(words, strconv.Itoa(id))
		}
		return strings.Join(words, " "), true
	case "XXA":
		a := t.PlayerAccelerations[idx]
		var c columns
		c.put(1, "XXA")
		c.put(5, fmt.Sprintf("%4d", a.ID))
		putList(&c, 10, "%4.1f", a.Points)
		return c.String(), true
	case "XXW":
		if t.WithdrawalRule != "" {
			if idx == 0 {
				return "XXW " + t.WithdrawalRule, true
			}
			idx--
		}
		w := t.Withdrawals[idx]
		return fmt.Sprintf("XXW %d %d", w.ID, w.After), true
	case "XXG":
		return "XXG " + t.GameType, true
	case "XXN":
		sp := t.NameSpellings[idx]
		return fmt.Sprintf("XXN %d %s", sp.ID, strconv.QuoteToASCII(sp.Name)), true
	case "XXT":
		sp := t.TextSpellings[idx]
		return fmt.Sprintf("XXT %s %s", sp.Tag, strconv.QuoteToASCII(sp.Text)), true
	case "XXF":
		p := t.FixedProhibitions[idx]
		return fmt.Sprintf("XXF %d %d", p[0], p[1]), true
	case "XXE":
		r := t.PairingRatings[idx]
		return fmt.Sprintf("XXE %d %d", r.ID, r.Rating), true
	case "XXO":
		o := t.LeftOut[idx]
		var b strings.Builder
		fmt.Fprintf(&b, "XXO %d", o.ID)
		for _, r := range o.Rounds {
			fmt.Fprintf(&b, " %d", r)
		}
		return b.String(), true
	}
	return "", false
}

func formatScore(sc *Score) (string, bool) {
	if sc == nil {
		return "", false
	}
	var c columns
	c.put(1, "162")
	// P and X are written where they differ from the win and the draw.
	deflt := DefaultScore
	deflt.PairingBye, deflt.Unknown = sc.Win, sc.Draw
	col, defaults := 6, deflt.byCode()
	for i, e := range sc.byCode() {
		if v := *e.points; v != *defaults[i].points {
			c.put(col, fmt.Sprintf("%c%4.1f", e.code, v))
			col += 9
		}
	}
	return c.String(), true
}

func formatPlayer(p *Player, cols *[]rune) string {
	// A player line written is formatted twice (its canon, then as it
	// stands): the line's columns are made once at their width (in *cols,
	// kept for the next line, where given), and the numbers written
	// without fmt.
	var c columns
	if cols != nil {
		c.b = slices.Grow((*cols)[:0], max(92+10*len(p.Games), 128))
		defer func() { *cols = c.b[:0] }()
	} else {
		c.b = make([]rune, 0, max(92+10*len(p.Games), 128))
	}
	c.put(1, "001")
	c.putRight(5, 4, strconv.Itoa(p.ID))
	c.put(10, p.Sex)
	c.putRight(11, 3, p.Title)
	c.put(15, p.Name)
	if p.Rating != 0 {
		c.putRight(49, 4, strconv.Itoa(p.Rating))
	}
	c.put(54, p.Federation)
	c.putRight(58, 11, p.FideID)
	c.put(70, p.BirthDate)
	c.putRight(81, 4, strconv.FormatFloat(p.Points, 'f', 1, 64))
	if p.Rank != 0 {
		c.putRight(86, 4, strconv.Itoa(p.Rank))
	}
	for i, g := range p.Games {
		if g == (Game{}) {
			continue // a round the player is not in (a team's player left out): a blank cell
		}
		col := 92 + 10*i
		opp := "0000"
		if g.Opponent != 0 {
			opp = strconv.Itoa(g.Opponent)
		}
		c.putRight(col, 4, opp)
		c.put(col+5, string(g.Colour))
		c.put(col+7, string(g.Result))
	}
	// A round cell keeps its 8 columns even when its result is blank (a
	// round not paired), which readers that split cells by width require.
	width := 0
	if n := len(p.Games); n > 0 {
		width = 89 + 10*n
	}
	return c.padded(width)
}

// columns builds a fixed-column line, counting columns in characters (a
// name with "Õ" takes as many columns as one with "O"); a byte that is
// not UTF-8 (a name read from a Latin-1 report and not decoded) is one
// column and is written back as it was. String trims trailing blanks.
// A column is a rune, such a byte one of the low surrogates (which no
// UTF-8 decodes to): a line is a few hundred bytes without pointers, as
// Parse formats every record it reads.
type columns struct{ b []rune }

// rawByte is the column of a byte that is not UTF-8, b-0x80 above it.
const rawByte = 0xDC00

func (c *columns) put(col int, s string) {
	// A byte that is not UTF-8 counts one, as DecodeRuneInString steps it.
	if need := col - 1 + utf8.RuneCountInString(s); len(c.b) < need {
		c.b = slices.Grow(c.b, max(need, 128)-len(c.b))
		for len(c.b) < need {
			c.b = append(c.b, ' ')
		}
	}
	for i := col - 1; len(s) > 0; i++ {
		r, n := utf8.DecodeRuneInString(s)
		if r == utf8.RuneError && n == 1 {
			r = rawByte + rune(s[0]) - 0x80
		}
		c.b[i], s = r, s[n:]
	}
}

// putRight puts s right-aligned in width columns from col, blanks before
// it, as fmt's %*s would: never cut.
func (c *columns) putRight(col, width int, s string) {
	for pad := width - utf8.RuneCountInString(s); pad > 0; pad-- {
		c.put(col, " ")
		col++
	}
	c.put(col, s)
}

// putList writes vs by format from column from on, one each 5 columns:
// the players of a 240 or 260 record, the points of an XXA one.
func putList[T any](c *columns, from int, format string, vs []T) {
	for i, v := range vs {
		c.put(from+5*i, fmt.Sprintf(format, v))
	}
}

func (c *columns) String() string { return c.padded(0) }

// padded is String with blanks after it up to width columns.
func (c *columns) padded(width int) string {
	n := len(c.b)
	for n > 0 && c.b[n-1] == ' ' {
		n--
	}
	var out strings.Builder
	out.Grow(max(n, width))
	for _, r := range c.b[:n] {
		if r >= rawByte && r < rawByte+0x80 {
			out.WriteByte(byte(r - rawByte + 0x80))
		} else {
			out.WriteRune(r)
		}
	}
	for i := n; i < width; i++ {
		out.WriteByte(' ')
	}
	return out.String()
}

// fromExtension reports whether the value of record tag (142 or 152) is
// still the one the XXR or XXC line gave it on reading, so it needs no record
// of its own.
func (t *Tournament) fromExtension(tag string) bool {
	switch tag {
	case "142":
		return t.extRounds != 0 && t.Rounds == t.extRounds
	case "152":
		return t.extColour != 0 && t.InitialColour == t.extColour
	}
	return false
}

// Bytes returns t as TRF. Records that have not changed since reading keep
// their original bytes; new records follow the last record of their kind
// (or the standard order), with the file's line terminator (CR by default).
func (t *Tournament) Bytes() []byte {
	var out bytes.Buffer
	eol := "\r"
	if len(t.lines) > 0 && t.lines[0].eol != "" {
		eol = t.lines[0].eol
	}
	written := map[string]int{} // tag -> records written
	last := map[string]int{}    // tag -> index of the last input line of that tag
	for i, ln := range t.lines {
		if ln.tag != "" {
			last[ln.tag] = i
		}
	}
	open := false   // the previous line had no terminator (end of input)
	var cols []rune // the player lines' columns, one buffer for all
	emit := func(s, end string) {
		if open {
			out.WriteString(eol)
		}
		out.WriteString(s)
		out.WriteString(end)
		open = end == ""
	}
	rest := func(tag string) {
		for written[tag] < t.count(tag) {
			if s, ok := t.format(tag, written[tag]); ok {
				emit(s, eol)
			}
			written[tag]++
		}
	}
	for i, ln := range t.lines {
		if ln.tag == "" {
			emit(ln.raw, ln.eol)
			continue
		}
		s, ok := t.format(ln.tag, ln.idx)
		written[ln.tag] = ln.idx + 1
		if s == ln.canonical(&cols) {
			// Unchanged, even when empty ("012" with no name): as read.
			s, ok = ln.raw, true
		}
		if ok {
			emit(s, ln.eol)
		}
		if last[ln.tag] == i {
			rest(ln.tag)
		}
	}
	for _, tag := range order {
		if _, seen := last[tag]; !seen && !t.fromExtension(tag) {
			rest(tag)
		}
	}
	return out.Bytes()
}

// canonical is how ln's record formatted right after Parse read it. A
// player line's is made here, from the line, only when the report is
// written: the player its columns read is the one Parse read. Parse
// formatted every player line as it read it, for the readers that never
// write the report again (the import, pair-trf, check-trf) a twentieth of
// a 30-player pair-trf's own work.
func (ln line) canonical(cols *[]rune) string {
	if ln.tag != "001" || ln.canon != "" {
		return ln.canon
	}
	p, err := parsePlayer(0, ln.raw)
	if err != nil {
		return "" // not so: Parse read the same line
	}
	return formatPlayer(p, cols)
}

// RoundDate writes an ISO date as the 132 record's round dates are written
// (YY/MM/DD); anything else stays as it is.
func RoundDate(iso string) string {
	if len(iso) == 10 && iso[4] == '-' && iso[7] == '-' {
		return iso[2:4] + "/" + iso[5:7] + "/" + iso[8:10]
	}
	return iso
}
