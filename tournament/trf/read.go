package trf

import (
	"bytes"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"arbiter/tournament/input"
)

// line is one input line with its terminator. slot names the record it was
// parsed into (tag plus index among lines of the same tag) and canon is how
// that record formatted right after parsing (a player line's is made from
// raw when it is written, see canonical); the writer emits raw while the
// record still formats as canon, so untouched records keep their exact bytes.
type line struct {
	raw, eol string
	tag      string // "" for lines kept verbatim
	idx      int
	canon    string
}

func (t *Tournament) textField(tag string) *string {
	switch tag {
	case "012":
		return &t.Name
	case "022":
		return &t.City
	case "032":
		return &t.Federation
	case "042":
		return &t.StartDate
	case "052":
		return &t.EndDate
	case "062":
		return &t.NumPlayers
	case "072":
		return &t.NumRated
	case "082":
		return &t.NumTeams
	case "092":
		return &t.Type
	case "102":
		return &t.ChiefArbiter
	case "122":
		return &t.TimeControl
	case "182":
		return &t.PairingController
	case "192":
		return &t.TypeCode
	case "222":
		return &t.TimeControlCode
	}
	return nil
}

// Parse parses TRF bytes. Lines may end in CR (as the format prescribes),
// LF or CR LF.
func Parse(data []byte) (*Tournament, error) {
	t := &Tournament{}
	seen := map[string]bool{}
	count := map[string]int{}
	n := 0
	for len(data) > 0 {
		n++
		i := bytes.IndexAny(data, "\r\n")
		var ln line
		if i < 0 {
			ln.raw, data = string(data), nil
		} else {
			ln.raw = string(data[:i])
			j := i + 1
			if data[i] == '\r' && j < len(data) && data[j] == '\n' {
				j++
			}
			ln.eol, data = string(data[i:j]), data[j:]
		}
		tag := field(ln.raw, 1, 3)
		single := t.textField(tag) != nil || tag == "132" || tag == "142" || tag == "152" ||
			tag == "162" || tag == "202" || tag == "212" || tag == "XXR" || tag == "XXC"
		if single && seen[tag] {
			// A repeated single-valued record is kept verbatim; the first wins.
			t.lines = append(t.lines, ln)
			continue
		}
		known, err := t.parseRecord(n, tag, ln.raw)
		if err != nil {
			return nil, err
		}
		if known {
			seen[tag] = true
			ln.tag, ln.idx = tag, count[tag]
			count[tag]++
			if tag != "001" {
				ln.canon, _ = t.format(ln.tag, ln.idx)
			}
		}
		t.lines = append(t.lines, ln)
	}
	// The JaVaFo extensions stand in for 142 and 152 when those are absent
	// or unset; what they give is remembered so that writing does not add
	// a 142 or 152 record the file did not have.
	if t.Rounds == 0 && t.XXR != "" {
		if v, err := strconv.Atoi(strings.TrimSpace(t.XXR)); err == nil {
			t.Rounds, t.extRounds = v, v
		}
	}
	if t.InitialColour == 0 {
		for _, w := range t.XXC {
			switch strings.ToLower(w) {
			case "white1":
				t.InitialColour = 'W'
			case "black1":
				t.InitialColour = 'B'
			}
		}
		t.extColour = t.InitialColour
	}
	return t, nil
}

// value is the text of a header record after its tag.
func value(s string) string {
	if len(s) <= 4 {
		return ""
	}
	return strings.TrimRight(s[4:], " ")
}

// roundDates reads record 132's dates, one a round, each in the ten columns
// of its round's cell (92–101 for round 1). A date is read from where it
// starts within five columns either side of its round's column: Sharly-Chess
// writes each a column to the right (93–100), and the fixed columns read
// "25/09/1" of its "25/09/13". A round with no date keeps its place, blank.
// A record that ends left of round 1's columns holds round 1's date
// (chesspairing writes "132 2025/01/15"), so it is read, never passed over.
func roundDates(s string) []string {
	if v := value(s); strings.TrimSpace(v) != "" && len(strings.TrimRight(s, " ")) < 92-5 {
		return []string{strings.TrimSpace(v)}
	}
	var dates []string
	next := 1
	for col := 92; col <= len(s) && next <= len(s); col += 10 {
		d := ""
		for p := max(col-5, next); p <= col+4 && p <= len(s); p++ {
			if s[p-1] != ' ' {
				d = strings.TrimSpace(field(s, p, p+7))
				next = p + 8
				break
			}
		}
		dates = append(dates, d)
	}
	return dates
}

// parseRecord stores one record into t; it reports false for lines that are
// kept verbatim (comments, blank lines, records this package does not model).
func (t *Tournament) parseRecord(n int, tag, s string) (bool, error) {
	if p := t.textField(tag); p != nil {
		*p = value(s)
		return true, nil
	}
	switch tag {
	case "112":
		t.Deputies = append(t.Deputies, value(s))
	case "132":
		t.RoundDates = roundDates(s)
	case "142":
		v, err := number(n, 5, value(s), "number of rounds")
		if err != nil {
			return false, err
		}
		t.Rounds = v
	case "152":
		switch c := strings.TrimSpace(value(s)); c {
		case "W", "B", "w", "b":
			t.InitialColour = strings.ToUpper(c)[0]
		default:
			return false, errorf(n, 5, "trf.err.colour", map[string]string{"value": c})
		}
	case "162":
		sc, err := parseScore(n, s)
		if err != nil {
			return false, err
		}
		t.Scoring = &sc
	case "202", "212":
		// Commas or spaces between the codes: reports are written
		// either way.
		list := strings.FieldsFunc(value(s), func(r rune) bool { return r == ',' || unicode.IsSpace(r) })
		if tag == "202" {
			t.TieBreaks = list
		} else {
			t.StandingsTieBreaks = list
		}
	case "240":
		b, err := parseBye(n, s)
		return appendRecord(&t.Byes, b, err)
	case "250":
		a, err := parseAcceleration(n, s)
		return appendRecord(&t.Accelerations, a, err)
	case "260":
		p, err := parseProhibition(n, s)
		return appendRecord(&t.Prohibitions, p, err)
	case "001":
		p, err := parsePlayer(n, s)
		return appendRecord(&t.Players, p, err)
	default:
		return t.parseProgramRecord(n, tag, s)
	}
	return true, nil
}

// parseProgramRecord stores one of the records pairing programs add to the
// FIDE format (JaVaFo's XXP, XXA, XXR, XXC, XXZ; Arbiter's XXW, XXG, XXN, XXT, XXF, XXE, XXO); it
// reports false for any other tag, which is kept verbatim.
func (t *Tournament) parseProgramRecord(n int, tag, s string) (bool, error) {
	switch tag {
	// The records of the points are kept as the scoring they give
	// (PointSystem), which an import keeps or refuses whole.
	case "BBW", "BBD", "BBL", "BBZ", "BBF", "BBU":
		return true, t.bbPoints(n, tag, s)
	case "XXS":
		return t.javafoPoints(n, s)
	case "XXP":
		// Arbiter's files of before the withdrawal rule moved to XXW
		// state it as "XXP ussr1953": kept as read, for the import.
		f := strings.Fields(value(s))
		if len(f) == 0 || !isDigits(f[0]) {
			return false, nil
		}
		group, err := players(n, f)
		if err != nil {
			return false, err
		}
		t.ForbiddenGroups = append(t.ForbiddenGroups, group)
	case "XXA":
		a, err := parsePlayerAcceleration(n, s)
		return appendRecord(&t.PlayerAccelerations, a, err)
	case "XXW":
		return t.parseWithdrawalRecord(n, s)
	case "XXG":
		f := strings.Fields(value(s))
		if len(f) != 1 {
			return false, errorf(n, 5, "trf.err.record", map[string]string{"value": s})
		}
		if t.GameType != "" {
			return false, nil // a second type: the first wins, this kept as read
		}
		t.GameType = f[0]
	case "XXF":
		f := strings.Fields(value(s))
		if len(f) != 2 {
			return false, errorf(n, 5, "trf.err.record", map[string]string{"value": s})
		}
		pair, err := players(n, f)
		if err != nil {
			return false, err
		}
		t.FixedProhibitions = append(t.FixedProhibitions, [2]int(pair))
	case "XXE":
		r, err := parsePairingRating(n, s)
		return appendRecord(&t.PairingRatings, r, err)
	case "XXO":
		o, err := parseLeftOut(n, s)
		return appendRecord(&t.LeftOut, o, err)
	case "XXZ":
		group, err := players(n, strings.Fields(value(s)))
		if err != nil {
			return false, err
		}
		t.NotPaired = append(t.NotPaired, group)
	case "XXN", "XXT":
		return t.parseSpelling(n, tag, s)
	case "XXR":
		t.XXR = value(s)
	case "XXC":
		t.XXC = strings.Fields(value(s))
	default:
		return false, nil
	}
	return true, nil
}

// parseWithdrawalRecord stores Arbiter's XXW record: the event's
// withdrawal rule (one word), or a player's withdrawal after a round
// (two numbers). A second rule is kept as read; the first wins.
func (t *Tournament) parseWithdrawalRecord(n int, s string) (bool, error) {
	f := strings.Fields(value(s))
	switch {
	case len(f) == 1 && !isDigits(f[0]):
		if t.WithdrawalRule != "" {
			return false, nil // a second rule: the first wins, this kept as read
		}
		t.WithdrawalRule = f[0]
	case len(f) == 2 && isDigits(f[0]):
		var w Withdrawal
		var err error
		if w.ID, err = number(n, 5, f[0], "player"); err != nil {
			return false, err
		}
		if w.After, err = number(n, 5+len(f[0])+1, f[1], "round"); err != nil {
			return false, err
		}
		t.Withdrawals = append(t.Withdrawals, w)
	default:
		return false, errorf(n, 5, "trf.err.record", map[string]string{"value": s})
	}
	return true, nil
}

// parseSpelling stores Arbiter's XXN record (a player's name as spelt,
// where his line writes it in ASCII) or XXT (a header record's text).
func (t *Tournament) parseSpelling(n int, tag, s string) (bool, error) {
	key, quoted, _ := strings.Cut(strings.TrimSpace(value(s)), " ")
	text, err := strconv.Unquote(strings.TrimSpace(quoted))
	if err != nil {
		return false, errorf(n, 5, "trf.err.record", map[string]string{"value": s})
	}
	if tag == "XXT" {
		t.TextSpellings = append(t.TextSpellings, TextSpelling{Tag: key, Text: text})
		return true, nil
	}
	id, err := number(n, 5, key, "player")
	if err != nil {
		return false, err
	}
	t.NameSpellings = append(t.NameSpellings, NameSpelling{ID: id, Name: text})
	return true, nil
}

// number parses a required integer field starting at column col.
func number(n, col int, s, what string) (int, error) {
	v, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return 0, errorf(n, col, "trf.err.number."+keyName(what), map[string]string{"value": strings.TrimSpace(s)})
	}
	return v, nil
}

// players parses the starting numbers of a record's fields.
func players(n int, f []string) ([]int, error) {
	ids := make([]int, len(f))
	for i, w := range f {
		id, err := number(n, 5, w, "player")
		if err != nil {
			return nil, err
		}
		ids[i] = id
	}
	return ids, nil
}

// optNumber parses an integer field that may be blank.
func optNumber(n, col int, s, what string) (int, error) {
	if strings.TrimSpace(s) == "" {
		return 0, nil
	}
	return number(n, col, s, what)
}

func points(n, col int, s, what string) (float64, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, nil
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return 0, errorf(n, col, "trf.err.points."+keyName(what), map[string]string{"value": s})
	}
	return v, nil
}

// parsePlayer reads a player line. Columns are counted in bytes, as in a
// file written by this package or in a one-byte character set; a UTF-8
// line whose name has accented letters but whose columns only line up when
// counted in characters (as some programs write them) is read that way.
func parsePlayer(n int, s string) (*Player, error) {
	p, err := parsePlayerColumns(n, s)
	if !utf8.ValidString(s) || input.IsASCII(s) || (err == nil && separatorsBlank(s)) {
		return p, err
	}
	// One byte per character, keeping ASCII and marking the others.
	var b strings.Builder
	var runes []rune
	for _, r := range s {
		runes = append(runes, r)
		if r < utf8.RuneSelf {
			b.WriteByte(byte(r))
		} else {
			b.WriteByte('?')
		}
	}
	alt := b.String()
	q, altErr := parsePlayerColumns(n, alt)
	if altErr != nil || !separatorsBlank(alt) {
		return p, err
	}
	q.Name = strings.TrimSpace(string(runes[min(14, len(runes)):min(47, len(runes))]))
	return q, nil
}

// separatorsBlank reports whether the blank columns between the fields of
// a player line are blank.
func separatorsBlank(s string) bool {
	cols := []int{4, 9, 14, 48, 53, 57, 69, 80, 85}
	for col := 92; col <= len(s); col += 10 {
		cols = append(cols, col+4, col+6)
	}
	return !slices.ContainsFunc(cols, func(c int) bool { return c <= len(s) && s[c-1] != ' ' })
}

func parsePlayerColumns(n int, s string) (*Player, error) {
	p := &Player{}
	var err error
	if p.ID, err = number(n, 5, field(s, 5, 8), "starting rank"); err != nil {
		return nil, err
	}
	p.Sex = strings.TrimSpace(field(s, 10, 10))
	p.Title = strings.TrimSpace(field(s, 11, 13))
	p.Name = strings.TrimSpace(field(s, 15, 47))
	if p.Rating, err = optNumber(n, 49, field(s, 49, 52), "rating"); err != nil {
		return nil, err
	}
	p.Federation = strings.TrimSpace(field(s, 54, 56))
	p.FideID = strings.TrimSpace(field(s, 58, 68))
	p.BirthDate = strings.TrimSpace(field(s, 70, 79))
	if p.Points, err = points(n, 81, field(s, 81, 84), "points"); err != nil {
		return nil, err
	}
	if p.Rank, err = optNumber(n, 86, field(s, 86, 89), "rank"); err != nil {
		return nil, err
	}
	if len(s) >= 92 {
		p.Games = make([]Game, 0, (len(s)-92)/10+1) // a game each ten columns from 92
	}
	for col := 92; col <= len(s); col += 10 {
		var g Game
		if g.Opponent, err = optNumber(n, col, field(s, col, col+3), "opponent"); err != nil {
			return nil, err
		}
		g.Colour = field(s, col+5, col+5)[0]
		if !strings.ContainsRune("wbWB- ", rune(g.Colour)) {
			return nil, errorf(n, col+5, "trf.err.colourcode", map[string]string{"value": string(g.Colour)})
		}
		g.Result = field(s, col+7, col+7)[0]
		if !strings.ContainsRune("+-WDL1=0HFUZwdlhfuz ", rune(g.Result)) {
			return nil, errorf(n, col+7, "trf.err.result", map[string]string{"value": string(g.Result)})
		}
		p.Games = append(p.Games, g)
	}
	return p, nil
}

func parseScore(n int, s string) (Score, error) {
	sc := DefaultScore
	codes, set := sc.byCode(), map[byte]bool{}
	for col := 6; col <= len(s); col += 9 {
		code := field(s, col, col)[0]
		if code == ' ' {
			continue
		}
		v, err := points(n, col+1, field(s, col+1, col+4), "points")
		if err != nil {
			return sc, err
		}
		i := slices.IndexFunc(codes, func(c scoreCode) bool { return c.code == code })
		if i < 0 {
			return sc, errorf(n, col, "trf.err.scorecode", map[string]string{"value": string(code)})
		}
		*codes[i].points, set[code] = v, true
	}
	// P and X default to the win and draw values in force.
	if !set['P'] {
		sc.PairingBye = sc.Win
	}
	if !set['X'] {
		sc.Unknown = sc.Draw
	}
	return sc, nil
}

// appendRecord adds a record its parser read to its list; a record the
// parser refused stops the reading.
func appendRecord[T any](list *[]T, v T, err error) (bool, error) {
	if err != nil {
		return false, err
	}
	*list = append(*list, v)
	return true, nil
}

func parseBye(n int, s string) (Bye, error) {
	b := Bye{Kind: field(s, 5, 5)[0]}
	if !strings.ContainsRune("FHZ", rune(b.Kind)) {
		return b, errorf(n, 5, "trf.err.byekind", map[string]string{"value": string(b.Kind)})
	}
	var err error
	if b.Round, err = number(n, 7, field(s, 7, 9), "round"); err != nil {
		return b, err
	}
	b.Players, err = playerList(n, s, 11)
	return b, err
}

func parseAcceleration(n int, s string) (Acceleration, error) {
	a := Acceleration{MatchPoints: strings.TrimSpace(field(s, 5, 8))}
	var err error
	if a.Points, err = points(n, 10, field(s, 10, 13), "fictitious points"); err != nil {
		return a, err
	}
	if a.FirstRound, err = number(n, 15, field(s, 15, 17), "first round"); err != nil {
		return a, err
	}
	if a.LastRound, err = number(n, 19, field(s, 19, 21), "last round"); err != nil {
		return a, err
	}
	if a.FirstID, err = number(n, 23, field(s, 23, 26), "first player"); err != nil {
		return a, err
	}
	if a.LastID, err = number(n, 28, field(s, 28, 31), "last player"); err != nil {
		return a, err
	}
	return a, nil
}

// bbPoints reads one of bbpPairings' records of the points
// ("BBW  3.0": the points from column 5) into bbScoring, as bbpPairings
// does: a record given twice, the later wins; the pairing-allocated
// bye's points are the win's unless BBU gives them. Absences take BBZ's
// and BBF's points alike (a forfeit loss scores what an absence does).
func (t *Tournament) bbPoints(n int, tag, s string) error {
	v, err := points(n, 5, value(s), "points")
	if err != nil {
		return err
	}
	if t.bbScoring == nil {
		sc := DefaultScore
		t.bbScoring, t.bbTag, t.bbLine = &sc, tag, n
	}
	sc := t.bbScoring
	switch tag {
	case "BBW":
		sc.Win = v
		if !t.bbBye {
			sc.PairingBye = v
		}
	case "BBD":
		sc.Draw, sc.Unknown = v, v
	case "BBL":
		sc.Loss = v
	case "BBZ", "BBF":
		sc.Absence = v
	case "BBU":
		sc.PairingBye, t.bbBye = v, true
	}
	return nil
}

// javafoPoints reads JaVaFo's record of the points ("XXS WW=1.0 BW=1.0
// WD=0.5 BD=0.5 WL=0.0 BL=0.0 ZPB=0.0 HPB=0.5 FPB=1.0 PAB=1.0 FW=1.0
// FL=0.0", W and D for both colours) into bbScoring, each key to the
// result of record 162 it scores: a win with either colour, by forfeit or
// a full-point bye to W, a draw or a half-point bye to D, a played loss
// to L, a zero-point bye or a forfeit loss to A, the pairing-allocated
// bye to P (1 where no record gives it, whatever a win scores: JaVaFo's
// "XXS W=3" and "XXS D=1" leave it a draw's). Records add up, the later
// key given again winning. Where two keys of one result give other
// points (a black win worth more), the one that is not the default's is
// kept, so that a scoring the event cannot keep is never read as one it
// can. A key of something else is passed over: kept reports false, the
// line is kept as read, and an import names it as not kept.
func (t *Tournament) javafoPoints(n int, s string) (kept bool, err error) {
	sc, def := DefaultScore, DefaultScore
	if t.bbScoring != nil {
		sc = *t.bbScoring // the records before this one
	}
	type slot struct{ got, def *float64 }
	win, draw, loss, absence := slot{&sc.Win, &def.Win}, slot{&sc.Draw, &def.Draw}, slot{&sc.Loss, &def.Loss}, slot{&sc.Absence, &def.Absence}
	field := map[string]slot{"WW": win, "BW": win, "FW": win, "FPB": win, "W": win, "WD": draw, "BD": draw, "HPB": draw,
		"D": draw, "WL": loss, "BL": loss, "ZPB": absence, "FL": absence, "PAB": {&sc.PairingBye, &def.PairingBye}}
	at := 4 // the words' place in the line, for an error's column
	unknown := false
	for _, w := range strings.Fields(value(s)) {
		at += strings.Index(s[at:], w)
		col := at + 1
		at += len(w)
		key, v, ok := strings.Cut(w, "=")
		f, known := field[strings.ToUpper(key)]
		if !known {
			unknown = true
			continue
		}
		if !ok {
			return false, errorf(n, col, "trf.err.record", map[string]string{"value": s})
		}
		p, err := points(n, col+len(key)+1, v, "points")
		if err != nil {
			return false, err
		}
		if p != *f.def || *f.got == *f.def {
			*f.got = p
		}
	}
	sc.Unknown = sc.Draw
	if t.bbScoring == nil {
		t.bbTag, t.bbLine = "XXS", n
	}
	t.bbScoring = &sc
	return !unknown, nil
}

// parsePlayerAcceleration reads an XXA record as bbpPairings does: the
// player from column 5, the points of each round in 4 columns from column
// 10, 5 apart, a blank slot reading 0.
func parsePlayerAcceleration(n int, s string) (PlayerAcceleration, error) {
	var a PlayerAcceleration
	var err error
	if a.ID, err = number(n, 5, field(s, 5, 8), "player"); err != nil {
		return a, err
	}
	for col := 10; col <= len(strings.TrimRight(s, " ")); col += 5 {
		v, err := points(n, col, field(s, col, col+3), "fictitious points")
		if err != nil {
			return a, err
		}
		a.Points = append(a.Points, v)
	}
	return a, nil
}

// parsePairingRating reads an XXE record: a player's number and his
// provisional rating, each a number, nothing else.
func parsePairingRating(n int, s string) (PairingRating, error) {
	var r PairingRating
	f := strings.Fields(value(s))
	if len(f) != 2 {
		return r, errorf(n, 5, "trf.err.record", map[string]string{"value": s})
	}
	var err error
	if r.ID, err = number(n, 5, f[0], "player"); err != nil {
		return r, err
	}
	col := 5 + strings.Index(s[4:], f[0]) + len(f[0])
	col += strings.Index(s[col-1:], f[1])
	r.Rating, err = number(n, col, f[1], "rating")
	return r, err
}

// parseLeftOut reads an XXO record: a player's number and the rounds he
// was not paired in, at least one, each a number.
func parseLeftOut(n int, s string) (LeftOut, error) {
	var o LeftOut
	f := strings.Fields(value(s))
	if len(f) < 2 {
		return o, errorf(n, 5, "trf.err.record", map[string]string{"value": s})
	}
	col := 5 // the column of each field, for a refusal's place
	for i, w := range f {
		col += strings.Index(s[col-1:], w)
		what := "round"
		if i == 0 {
			what = "player"
		}
		v, err := number(n, col, w, what)
		if err != nil {
			return o, err
		}
		if i == 0 {
			o.ID = v
		} else {
			o.Rounds = append(o.Rounds, v)
		}
		col += len(w)
	}
	return o, nil
}

func isDigits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

func parseProhibition(n int, s string) (Prohibition, error) {
	var p Prohibition
	var err error
	if p.FirstRound, err = number(n, 5, field(s, 5, 7), "first round"); err != nil {
		return p, err
	}
	if p.LastRound, err = number(n, 9, field(s, 9, 11), "last round"); err != nil {
		return p, err
	}
	p.Players, err = playerList(n, s, 13)
	return p, err
}

// playerList reads the player numbers of a 240 or 260 record from column
// from on, each in 4 columns, 5 apart; a blank slot is skipped.
func playerList(n int, s string, from int) ([]int, error) {
	var ids []int
	for col := from; col <= len(s); col += 5 {
		id, err := optNumber(n, col, field(s, col, col+3), "player")
		if err != nil {
			return ids, err
		}
		if id != 0 {
			ids = append(ids, id)
		}
	}
	return ids, nil
}

// keyName turns a field description into the last part of a message key.
func keyName(what string) string {
	return strings.ReplaceAll(what, " ", "_")
}
