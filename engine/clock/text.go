package clock

import (
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"arbiter/engine"
)

// Parse reads the compact form of a time control. Parts are joined by '+':
//
//	40/120     40 moves in 120 minutes (a time may be written M:SS)
//	16/60*     16 moves in 60 minutes, repeating (the 1953 controls)
//	30'        30 minutes for all remaining moves (sudden death)
//	30"        30 seconds increment per move in the period before it
//	30''       the same, with the two apostrophes regulations type for seconds
//	d5"        5 seconds Bronstein delay per move in the period before it
//
// A bare number is minutes, except directly after a sudden-death period,
// where it is the increment in seconds, so the usual "90+30" and "3+2"
// read as they are spoken. "40/120+20/60+30'+30\"" is 40 moves in two
// hours, 20 in one hour, then 30 minutes with 30 seconds per move.
// A time written with units, as reports write record 122 ("3 min + 2
// sec", "90 minutes + 30 seconds"), is a period's time in minutes or
// hours and an increment in seconds, and a period of moves may say them
// ("90 min/40 moves", "40 moves/90 min"). A game type's word before or
// after the control ("Blitz 3+2", "3+2 Rapid"; see TypeNamed) says nothing
// the minutes do not: the control is what is read.
//
// A control that writes its periods' minutes before their moves ("90/40+30",
// as some pairing programs' reports do) is read in FIDE's order, 40 moves
// in 90 minutes (see MinutesFirst, which tells it).
func Parse(text string) (TimeControl, error) {
	tc, _, err := parse(text)
	return tc, err
}

// MinutesFirst is the control Parse reads of text where it read its
// periods of moves as written minutes before moves ("90/40+30" as 40 moves
// in 90 minutes, its first period), for a reader to say so; false where it
// did not, or text does not read.
func MinutesFirst(text string) (TimeControl, bool) {
	tc, swapped, err := parse(text)
	return tc, err == nil && swapped
}

// maxPeriodMoves is the most moves a period of any control names (FIDE's
// 40, the 1953 code's 45, older controls' 50 and 60): a period written
// with more moves than this and no more minutes than it is the mis-order
// of minutes before moves.
const maxPeriodMoves = 60

// order is how a period of moves written "A/B" reads: as FIDE writes it,
// moves before minutes, the reverse, or either.
type order uint8

const (
	eitherOrder order = iota
	movesFirst
	minutesFirst
)

// periodOrder tells the order of a period written moves/minutes, its time
// given as timeText: a time with its mark or seconds ("90'", "1:30") is
// written as time; otherwise the numbers' sizes tell, or leave it open.
func periodOrder(moves int, timeText string, d time.Duration) order {
	if strings.ContainsAny(timeText, "':") {
		return movesFirst
	}
	mins := int(d / time.Minute)
	switch {
	case moves > maxPeriodMoves && mins >= 1 && mins <= maxPeriodMoves:
		return minutesFirst
	case moves <= maxPeriodMoves && mins > maxPeriodMoves:
		return movesFirst
	}
	return eitherOrder
}

// parse is Parse, and whether the periods of moves were read minutes first.
// A control is written in one order: a period that may be read either way
// ("50/20") follows the one whose numbers tell ("100/40+50/20+15+30" is 40
// moves in 100 minutes, then 20 in 50), and one written in both orders
// ("40/90+90/40") is refused, for it cannot be told which is meant.
func parse(text string) (TimeControl, bool, error) {
	if strings.TrimSpace(text) == "" {
		return TimeControl{}, false, newError("clock.parse.empty", nil)
	}
	text, _ = cutTypeWord(text)
	var tc TimeControl
	var orders [3][]int           // the periods of moves by their order
	var firstAt [3]map[string]any // where each order was first written
	bonusSet := false             // the last period already has an increment or delay
	col := 1
	for _, raw := range strings.Split(text, "+") {
		start := col
		col += len(raw) + 1
		part := strings.TrimSpace(raw)
		if part == "" {
			return TimeControl{}, false, newError("clock.parse.empty-part", map[string]any{"pos": start})
		}
		pos := start + strings.Index(raw, part)
		args := map[string]any{"pos": pos, "text": part}
		last := len(tc.Periods) - 1
		suddenDeath := last >= 0 && tc.Periods[last].Moves == 0
		kind, body := classify(part, suddenDeath && !bonusSet)
		switch kind {
		case partIncrement, partDelay:
			if last < 0 {
				return TimeControl{}, false, newError("clock.parse.bonus-first", args)
			}
			if bonusSet {
				return TimeControl{}, false, newError("clock.parse.bonus-twice", args)
			}
			secs, err := number(body, pos)
			if err != nil {
				return TimeControl{}, false, err
			}
			if kind == partIncrement {
				tc.Periods[last].Increment = time.Duration(secs) * time.Second
			} else {
				tc.Periods[last].Delay = time.Duration(secs) * time.Second
			}
			bonusSet = true
		case partMoves, partMinutes:
			if suddenDeath {
				return TimeControl{}, false, newError("clock.parse.after-sudden-death", args)
			}
			var p Period
			timeText := body // the period's time as written
			if kind == partMoves {
				var movesText string
				movesText, timeText, _ = strings.Cut(body, "/")
				timeText, p.Repeat = strings.CutSuffix(timeText, "*")
				n, err := number(strings.TrimSpace(movesText), pos)
				if err != nil {
					return TimeControl{}, false, err
				}
				p.Moves = n
				timeText = strings.TrimSpace(timeText)
				body = strings.TrimSuffix(timeText, "'")
			}
			d, err := minutes(body, pos)
			if err != nil {
				return TimeControl{}, false, err
			}
			p.Time = d
			if kind == partMoves {
				o := periodOrder(p.Moves, timeText, d)
				orders[o] = append(orders[o], len(tc.Periods))
				if firstAt[o] == nil {
					firstAt[o] = args
				}
			}
			tc.Periods = append(tc.Periods, p)
			bonusSet = false
		default:
			return TimeControl{}, false, newError("clock.parse.bad-part", args)
		}
	}
	swapped := len(orders[minutesFirst]) > 0
	if swapped && len(orders[movesFirst]) > 0 {
		at := firstAt[minutesFirst]
		return TimeControl{}, false, newError("clock.parse.mixed-order", map[string]any{
			"pos": at["pos"], "text": at["text"], "other": firstAt[movesFirst]["text"]})
	}
	if swapped {
		for _, i := range append(orders[minutesFirst], orders[eitherOrder]...) {
			p := &tc.Periods[i]
			p.Moves, p.Time = int(p.Time/time.Minute), time.Duration(p.Moves)*time.Minute
		}
	}
	if err := tc.Validate(); err != nil {
		return TimeControl{}, false, err
	}
	return tc, swapped, nil
}

type partKind uint8

const (
	partUnknown partKind = iota
	partMoves
	partMinutes
	partIncrement
	partDelay
)

// secondsMarks are the marks of seconds: the quotation mark, and two
// apostrophes after the number, as regulations, Vega and Swiss-Manager
// write seconds where a keyboard has no second mark.
var secondsMarks = []string{"\"", "''"}

// cutSeconds is part without its mark of seconds, and whether it had one.
func cutSeconds(part string) (string, bool) {
	for _, mark := range secondsMarks {
		if body, ok := strings.CutSuffix(part, mark); ok {
			return strings.TrimSpace(body), true
		}
	}
	return part, false
}

// classify tells what a part is by its marks; bareIsIncrement says a bare
// number stands for increment seconds.
func classify(part string, bareIsIncrement bool) (partKind, string) {
	secs, marked := cutSeconds(part)
	switch {
	case part[0] == 'd' || part[0] == 'D':
		body, _ := cutSeconds(strings.TrimSpace(part[1:]))
		return partDelay, body
	case marked:
		return partIncrement, secs
	}
	if kind, body, ok := worded(part); ok {
		return kind, body
	}
	if body, ok := wordedMoves(part); ok {
		return partMoves, body
	}
	switch {
	case strings.Contains(part, "/"):
		return partMoves, part
	case strings.HasSuffix(part, "'"):
		return partMinutes, strings.TrimSpace(strings.TrimSuffix(part, "'"))
	case part[0] >= '0' && part[0] <= '9':
		if bareIsIncrement {
			return partIncrement, part
		}
		return partMinutes, part
	}
	return partUnknown, part
}

// wordedTail are the words a report writes after a period's time or its
// increment, which say nothing Parse does not know from the part's place,
// in English and the languages Arbiter speaks ("10 s/siirto", "10
// sek/käik", and as words.TimeControl writes a control), lower case; each is cut once, in this order, the words of
// a move before those of the increment ("10 s lisäaika/siirto").
var wordedTail = []string{"/game", "per game", "for the game", "/move", "per move", "a move", "increment", "from move 1",
	"/peli", "koko peliin", "/siirto", "lisäaika", "/partii", "partii kohta", "kogu partiile", "/käik", "käigu kohta", "lisaaeg"}

// worded reads a part written with units, as a report's record 122
// gives it ("3 min", "2 sec/move", "1 h 30 min"): a time in minutes and
// hours is a period's, one in seconds its increment, which the compact
// form marks instead. A part the words do not read whole is not one.
func worded(part string) (partKind, string, bool) {
	if !strings.ContainsFunc(part, unicode.IsLetter) {
		return partUnknown, "", false
	}
	body := strings.ToLower(part)
	for _, tail := range wordedTail {
		body = strings.TrimSpace(strings.TrimSuffix(body, tail))
	}
	d, err := engine.ParseReading(body, wordedTime)
	if err != nil {
		return partUnknown, "", false
	}
	words := strings.Fields(body)
	if engine.ReadingUnit(strings.TrimLeft(words[len(words)-1], "0123456789.,")) != time.Second {
		return partMinutes, FormatMinutes(d), true
	}
	if d%time.Second != 0 || d < time.Second {
		return partUnknown, part, true
	}
	return partIncrement, strconv.Itoa(int(d / time.Second)), true
}

// movesWords are the words of a count of moves in a period written with
// units ("40 moves"), lower case.
var movesWords = []string{"moves", "move", "siirtoa", "käiku"}

// wordedMoves reads a period of moves written with units, the moves on
// either side of the slash ("90 min/40 moves", "40 moves/90 min"), as the
// compact form's "40/90". A part that does not say both is not one.
func wordedMoves(part string) (string, bool) {
	a, b, ok := strings.Cut(strings.ToLower(part), "/")
	if !ok {
		return "", false
	}
	for _, side := range [][2]string{{a, b}, {b, a}} {
		for _, w := range movesWords {
			count, ok := strings.CutSuffix(strings.TrimSpace(side[0]), w)
			if !ok {
				continue
			}
			kind, minutes, ok := worded(side[1])
			if ok && kind == partMinutes {
				// The minute mark says which is the time: no order to tell.
				return strings.TrimSpace(count) + "/" + minutes + "'", true
			}
		}
	}
	return "", false
}

// typeWords are the words a report writes before or after its control to
// name its game type (record 122's "Blitz 3+2"), lower case, in English
// and the languages Arbiter speaks, with the type each names as package
// rules names it. The longer of two words that begin alike comes first.
var typeWords = []struct{ word, gameType string }{
	{"blitz", "blitz"}, {"lightning", "blitz"}, {"pikashakki", "blitz"}, {"välkmale", "blitz"},
	{"rapidplay", "rapid"}, {"rapid play", "rapid"}, {"rapid", "rapid"}, {"quickplay", "rapid"},
	{"nopea shakki", "rapid"}, {"pikapeli", "rapid"}, {"kiirmale", "rapid"},
	{"standard", "standard"}, {"classical", "standard"}, {"classic", "standard"},
	{"normaali shakki", "standard"}, {"klassikaline male", "standard"}, {"klassikaline", "standard"},
}

// typeWordMarks are what may stand between a game type's word and the
// control: "Blitz: 3+2", "3+2 (blitz)", "Rapid - 15+10".
const typeWordMarks = " \t:-–,;()[]"

// TypeNamed is the game type ("blitz", "rapid", "standard") a control's
// text names in words before or after the control itself ("Blitz 3+2"),
// "" where it names none. Parse reads the control alone; the type named
// may disagree with the one its minutes make ("Blitz 90+30"), which the
// reader of such a text says.
func TypeNamed(text string) string {
	_, gameType := cutTypeWord(text)
	return gameType
}

// cutTypeWord is text with a game type's word before or after the
// control blanked out, so that the columns errors name stay the text's,
// and the type it names. Text that is the word alone keeps it: there is
// no control to read, and Parse says so of what was written.
func cutTypeWord(text string) (string, string) {
	trimmed := strings.Trim(text, typeWordMarks)
	start := strings.Index(text, trimmed)
	for _, tw := range typeWords {
		n := len(tw.word)
		if len(trimmed) <= n {
			continue
		}
		var from, to int // the word's bytes in text
		switch {
		case strings.EqualFold(trimmed[:n], tw.word) && !startsWithLetter(trimmed[n:]):
			from, to = start, start+n
		case strings.EqualFold(trimmed[len(trimmed)-n:], tw.word) && !endsWithLetter(trimmed[:len(trimmed)-n]):
			from, to = start+len(trimmed)-n, start+len(trimmed)
		default:
			continue
		}
		for r, size := utf8.DecodeLastRuneInString(text[:from]); from > 0 && strings.ContainsRune(typeWordMarks, r); r, size = utf8.DecodeLastRuneInString(text[:from]) {
			from -= size
		}
		for r, size := utf8.DecodeRuneInString(text[to:]); to < len(text) && strings.ContainsRune(typeWordMarks, r); r, size = utf8.DecodeRuneInString(text[to:]) {
			to += size
		}
		rest := text[:from] + strings.Repeat(" ", to-from) + text[to:]
		if strings.TrimSpace(rest) == "" {
			return text, ""
		}
		return rest, tw.gameType
	}
	return text, ""
}

func startsWithLetter(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLetter(r)
}

func endsWithLetter(s string) bool {
	r, _ := utf8.DecodeLastRuneInString(s)
	return unicode.IsLetter(r)
}

// wordedTime is the form of a worded part: numbers with units only.
var wordedTime = engine.ReadingForm{Words: true, Max: maxNumber * time.Minute}

// maxNumber bounds every number in a control (moves, minutes, seconds), so
// that no duration overflows.
const maxNumber = 100000

func number(s string, pos int) (int, error) {
	if s == "" {
		// "40/" or "d\"": saying that "" is not a number would puzzle.
		return 0, newError("clock.parse.missing-number", map[string]any{"pos": pos})
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || strings.HasPrefix(s, "+") {
		return 0, newError("clock.parse.bad-number", map[string]any{"pos": pos, "text": s})
	}
	if n > maxNumber {
		return 0, newError("clock.parse.too-large", map[string]any{"pos": pos, "text": s, "max": maxNumber})
	}
	return n, nil
}

// minutes reads "M" or "M:SS".
func minutes(s string, pos int) (time.Duration, error) {
	m, sec, hasSec := strings.Cut(s, ":")
	mins, err := number(m, pos)
	if err != nil {
		return 0, err
	}
	d := time.Duration(mins) * time.Minute
	if hasSec {
		secs, err := number(sec, pos)
		if err != nil || secs >= 60 || len(sec) != 2 {
			return 0, newError("clock.parse.bad-number", map[string]any{"pos": pos, "text": s})
		}
		d += time.Duration(secs) * time.Second
	}
	return d, nil
}

// String formats the control in the compact form Parse reads, with every
// unit marked: "40/120+20/60+30'+30\"". Times are written to the second.
func (tc TimeControl) String() string {
	var b strings.Builder
	for i, p := range tc.Periods {
		if i > 0 {
			b.WriteByte('+')
		}
		if p.Moves > 0 {
			b.WriteString(strconv.Itoa(p.Moves))
			b.WriteByte('/')
			b.WriteString(FormatMinutes(p.Time))
			if p.Repeat {
				b.WriteByte('*')
			}
		} else {
			b.WriteString(FormatMinutes(p.Time))
			b.WriteByte('\'')
		}
		if p.Increment > 0 {
			b.WriteString("+" + strconv.FormatInt(int64(p.Increment/time.Second), 10) + "\"")
		}
		if p.Delay > 0 {
			b.WriteString("+d" + strconv.FormatInt(int64(p.Delay/time.Second), 10) + "\"")
		}
	}
	return b.String()
}

// FormatMinutes is a period's time as a control writes it: whole minutes,
// or minutes and seconds ("2:30") when it has them; the compact form and
// the words of every language write it alike.
func FormatMinutes(d time.Duration) string {
	m := int64(d / time.Minute)
	s := int64(d%time.Minute) / int64(time.Second)
	if s == 0 {
		return strconv.FormatInt(m, 10)
	}
	return strconv.FormatInt(m, 10) + ":" + strconv.FormatInt(100+s, 10)[1:]
}

// MarshalText writes the compact form, so controls read well in JSON.
func (tc TimeControl) MarshalText() ([]byte, error) { return []byte(tc.String()), nil }

// UnmarshalText parses the compact form.
func (tc *TimeControl) UnmarshalText(b []byte) error {
	parsed, err := Parse(string(b))
	if err != nil {
		return err
	}
	*tc = parsed
	return nil
}

// Preset is a named, commonly used time control.
type Preset struct {
	Name    string      `json:"name"`
	Control TimeControl `json:"control"`
	// Source names the rule that lists it, when one does.
	Source string `json:"source,omitempty"`
}

// Presets returns the FIDE controls in common use and the four usual
// controls of the 1953 code (§19).
func Presets() []Preset {
	list := []struct{ name, text, source string }{
		{"fide-classical", "40/90+30\"+30'+30\"", ""},
		{"90+30", "90+30", ""},
		{"120+30", "120+30", ""},
		{"40/120+20/60+30", "40/120+20/60+30'", ""},
		{"40/120+20/60+30+30", "40/120+20/60+30'+30\"", ""},
		{"25+10", "25+10", ""},
		{"15+10", "15+10", ""},
		{"10+5", "10+5", ""},
		{"5+3", "5+3", ""},
		{"3+2", "3+2", ""},
		{"5+0", "5'", ""},
		{"ussr1953-40/150", "40/150+16/60*", "USSR 1953, §19"},
		{"ussr1953-36/120", "36/120+18/60*", "USSR 1953, §19"},
		{"ussr1953-40/120", "40/120+20/60*", "USSR 1953, §19"},
		{"ussr1953-45/150", "45/150+18/60*", "USSR 1953, §19"},
	}
	out := make([]Preset, 0, len(list))
	for _, p := range list {
		tc, err := Parse(p.text)
		if err != nil {
			panic("clock: preset " + p.name + ": " + err.Error())
		}
		out = append(out, Preset{Name: p.name, Control: tc, Source: p.source})
	}
	return out
}
