// Package input reads and checks what people type into an entry's text
// fields, the same for the window, the command line, the importers and
// the store: free text (ValidateText), names (SplitName, FullName,
// ASCIIName, SameName, NameKey), dates (ParseDate, ISODate, ParseBirthDate), times
// of day (ParseClockTime), titles (ParseTitle) and FIDE ids (CheckFIDEID);
// a problem found at a line of a file is placed there by AtLine. It knows
// no event; tournament's rules call it.
package input

import (
	"arbiter/engine"
	"arbiter/internal/lazy"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// ParseDate reads a date as ISO "2024-05-31", or as each language of the
// window and the sheets writes it (words.Date): "31.5.2024" in Finnish and
// Estonian, "31 May 2024" in English.
func ParseDate(s string) (time.Time, error) {
	s = strings.TrimSpace(s)
	t, err := ParseISODate(s)
	for _, layout := range []string{"2.1.2006", "2 Jan 2006"} {
		if err != nil {
			t, err = time.Parse(layout, s)
		}
	}
	if err == nil && PlausibleDate(t) {
		return t, nil
	}
	return time.Time{}, engine.NewMessage("event.err.date", "value", s)
}

// ISODate is a date typed by hand (ParseDate's forms: "28.11.2026" as the
// sheets print it in Finnish and Estonian, or ISO) in the ISO form the
// file keeps; "" stays "".
func ISODate(s string) (string, error) {
	if strings.TrimSpace(s) == "" {
		return "", nil
	}
	t, err := ParseDate(s)
	if err != nil {
		return "", err
	}
	return t.Format(time.DateOnly), nil
}

// ParseBirthDate reads a birth date as lists write it: a year ("1984"),
// ISO "1984-06-15", TRF's "1984/06/15" (and its year alone, "1984/00/00",
// read as the year), or as each language of the window
// writes a date (ParseDate: "15.6.1984", "15 Jun 1984"). It returns a form
// the file keeps: the forms Player.Validate accepts as they are, another
// date in ISO form ("1984-06-15"); "" stays "".
func ParseBirthDate(s string) (string, error) {
	s = strings.TrimSpace(s)
	if ValidBirthDate(s) {
		return s, nil
	}
	if t, err := ParseDate(s); err == nil {
		return t.Format(time.DateOnly), nil
	}
	if year, ok := yearAlone(s); ok {
		return year, nil
	}
	if year, out := BirthYearOutside(s); out {
		first, last := BirthYears()
		return "", engine.NewMessage("event.err.birthyear", "value", s, "year", year, "first", first, "last", last)
	}
	return "", engine.NewMessage("event.err.birthdate", "value", s)
}

// yearAlone reads TRF's year alone, "1984/00/00" (Swiss-Manager's
// "1984.00.00", or with dashes), as trf.ReadDate does: the year.
func yearAlone(s string) (string, bool) {
	if len(s) != 10 || strings.IndexByte("/.-", s[4]) < 0 || s[7] != s[4] || s[5:7] != "00" || s[8:] != "00" {
		return "", false
	}
	return s[:4], ValidBirthDate(s[:4])
}

// BirthYearOutside reports the year of s when s is written as a birth date
// (ParseBirthDate's forms) in a year outside BirthYears: a slip such as
// 3000 for 2000, which is a date and is named as the year it is.
func BirthYearOutside(s string) (year string, out bool) {
	t, ok := birthTime(strings.TrimSpace(s))
	return t.Format("2006"), ok && !PlausibleDate(t) // 0000 as typed, not 0
}

// BirthYears are the first and the last year a birth date takes
// (PlausibleDate's range).
func BirthYears() (first, last int) { return firstYear, lastYear }

// birthTime reads s in one of ParseBirthDate's forms, whatever its year.
func birthTime(s string) (time.Time, bool) {
	if len(s) == 4 && strings.Trim(s, "0123456789") == "" {
		y, _ := strconv.Atoi(s)
		return time.Date(y, 1, 1, 0, 0, 0, 0, time.UTC), true
	}
	// Each form's separator is matched as written, so a date without it
	// is not tried in that form: a failed parse made an error only to
	// throw it away, four for every blank birth date of a report read.
	for _, f := range []struct {
		layout string
		sep    string
	}{{time.DateOnly, "-"}, {"2006/01/02", "/"}, {"2.1.2006", "."}, {"2 Jan 2006", " "}} {
		if !strings.Contains(s, f.sep) {
			continue
		}
		if t, err := time.Parse(f.layout, s); err == nil {
			return t, true
		}
	}
	return time.Time{}, false
}

func ParseISODate(s string) (time.Time, error) { return time.Parse("2006-01-02", s) }

// FullName is how every list names a player: the given names, then the
// family name ("Anna Virtanen"); either part alone when the other is empty.
func FullName(family, given string) string {
	return strings.TrimSpace(given + " " + family)
}

// SplitName divides a name typed or imported as one field into family name
// and given names: "Family, Given" (TRF and most rating lists) at the
// comma, otherwise the last word is the family name ("Anna Liisa Virtanen").
// The arbiter corrects the rare name this gets wrong in the player dialog.
func SplitName(name string) (family, given string) {
	if f, g, ok := strings.Cut(name, ","); ok {
		return Collapse(f), Collapse(g)
	}
	words := strings.Fields(name)
	if len(words) == 0 {
		return "", ""
	}
	return words[len(words)-1], strings.Join(words[:len(words)-1], " ")
}

// FamilyBeside is the family name in a list's name column that stands
// beside a column of the given names and none of the family name
// ("Nimi;Eesnimi", "Name,First name"): the name less the given names where
// it holds them too ("Oskar Järv", "Järv Oskar", "Järv, Oskar"), else the
// whole name ("Järv").
func FamilyBeside(name, given string) string {
	name, given = Collapse(name), Collapse(given)
	if family, g, ok := strings.Cut(name, ","); ok && Collapse(g) == given {
		return Collapse(family)
	}
	if family, ok := strings.CutPrefix(name, given+" "); ok {
		return family
	}
	if family, ok := strings.CutSuffix(name, " "+given); ok {
		return family
	}
	return name
}

// SplitWholeFamilyFirst divides a whole name a player list writes family
// name first ("Mäkinen Pekka", as chess-results' and Swiss-Manager's
// exports and Finnish and Estonian club lists write them): at the comma
// where it has one, otherwise the first word is the family name and the
// rest the given names ("Virtanen Anna Liisa").
func SplitWholeFamilyFirst(name string) (family, given string) {
	if strings.Contains(name, ",") {
		return SplitName(name)
	}
	words := strings.Fields(name)
	if len(words) == 0 {
		return "", ""
	}
	return words[0], strings.Join(words[1:], " ")
}

// SplitFamilyFirst divides a name written family name first, as TRF
// reports write them: at the comma, and without one ("Argandona Riveiro
// Inigo", as some programs write) the whole is kept as the family name,
// since where the family name ends is not known; it is then shown and
// written back exactly as read, never turned round.
func SplitFamilyFirst(name string) (family, given string) {
	if strings.Contains(name, ",") {
		return SplitName(name)
	}
	return Collapse(name), ""
}

// ASCIIName spells a name as FIDE's rating lists do, in ASCII: accents
// dropped (Õun → Oun, Šmidt → Smidt), letters without a decomposition
// written out (Ł → L, ß → ss, Æ → AE), Cyrillic transliterated. A letter
// with no spelling becomes "?", so that a name never loses its place.
// golang.org/x/text has no transliterator; this table covers the
// letters of European names.
func ASCIIName(s string) string { return spellASCII(s, true) }

// ASCIIUnspelt reports whether s has a letter ASCIIName has no spelling
// for, which it writes "?".
func ASCIIUnspelt(s string) bool { return spellASCII(s, true) != spellASCII(s, false) }

// NameKey is what tells one player's name from another's when the event
// looks for a person entered twice: the name in lower case, with single
// blanks, spelled as ASCIIName spells it, so that "Tonis  OUNAPUU" is
// "Tõnis Õunapuu" and "Ivan Petrov" is "Иван Петров". A letter ASCIIName
// has no spelling for is kept, not made "?": two names of such letters
// are not one.
func NameKey(s string) string {
	return strings.ToLower(Collapse(spellASCII(s, false)))
}

// spellASCII is ASCIIName, a letter it has no spelling for written "?"
// when unknown is set and kept as it is otherwise.
func spellASCII(s string, unknown bool) string {
	if IsASCII(s) {
		return s
	}
	var b strings.Builder
	for _, r := range spellGreek(norm.NFD.String(s)) {
		switch {
		case r < 0x80:
			b.WriteRune(r)
		case unicode.Is(unicode.Mn, r):
		default:
			if t, ok := asciiLetters.Get()[r]; ok {
				b.WriteString(t)
			} else if unicode.IsSpace(r) {
				b.WriteByte(' ')
			} else if unknown {
				b.WriteByte('?')
			} else {
				b.WriteRune(r)
			}
		}
	}
	return b.String()
}

// IsASCII reports whether text (a string or a line's bytes) is all ASCII,
// the fast way through a name: most names, and FIDE's whole list, are.
func IsASCII[T string | []byte](text T) bool {
	for i := 0; i < len(text); i++ {
		if text[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// asciiLetters are ASCIIName's spellings of the letters without a
// decomposition, made when a name first needs them.
var asciiLetters = lazy.Value[map[rune]string]{Make: func() map[rune]string {
	m := map[rune]string{'Ł': "L", 'ł': "l", 'Ø': "O", 'ø': "o", 'Đ': "D", 'đ': "d", 'ß': "ss",
		'Æ': "AE", 'æ': "ae", 'Œ': "OE", 'œ': "oe", 'Þ': "Th", 'þ': "th", 'Ð': "D", 'ð': "d", 'ı': "i",
		'Ħ': "H", 'ħ': "h", 'Ŧ': "T", 'ŧ': "t", 'Ŋ': "N", 'ŋ': "n", '‘': "'", '’': "'", '–': "-"}
	// Russian, Ukrainian and Belarusian Cyrillic, as FIDE's lists write them.
	cyr := []string{"A", "B", "V", "G", "D", "E", "Zh", "Z", "I", "Y", "K", "L", "M", "N", "O", "P",
		"R", "S", "T", "U", "F", "Kh", "Ts", "Ch", "Sh", "Shch", "", "Y", "", "E", "Yu", "Ya"}
	for i, t := range cyr {
		m['А'+rune(i)] = t
		m['а'+rune(i)] = strings.ToLower(t)
	}
	m['Ё'], m['ё'], m['Є'], m['є'], m['І'], m['і'], m['Ї'], m['ї'], m['Ў'], m['ў'] = "Yo", "yo", "Ye", "ye", "I", "i", "Yi", "yi", "U", "u"
	return m
}}

// greekLetters are the Greek letters' spellings of ELOT 743 (ISO 843), as
// Greece's federation writes its players' names for FIDE's lists.
var greekLetters = lazy.Value[map[rune]string]{Make: func() map[rune]string {
	return map[rune]string{'α': "a", 'β': "v", 'γ': "g", 'δ': "d", 'ε': "e", 'ζ': "z", 'η': "i", 'θ': "th",
		'ι': "i", 'κ': "k", 'λ': "l", 'μ': "m", 'ν': "n", 'ξ': "x", 'ο': "o", 'π': "p", 'ρ': "r", 'σ': "s",
		'ς': "s", 'τ': "t", 'υ': "y", 'φ': "f", 'χ': "ch", 'ψ': "ps", 'ω': "o"}
}}

// spellGreek spells the Greek letters of s (decomposed, NFD) in Latin
// letters by ELOT 743, the pairs that are one sound as one: ου is "ou";
// αυ, ευ, ηυ are "av", "ev", "iv" before a vowel or a voiced consonant and
// "af", "ef", "if" otherwise; μπ and ντ are "b" and "d" at a word's start
// and "mp", "nt" inside it; γ before γ, ξ, χ is "n". A diaeresis on the υ
// (ϋ) parts a pair. A word in capitals is spelt in capitals. The accents
// stay, for the caller to drop.
func spellGreek(s string) string {
	letters := greekLetters.Get()
	rs := []rune(s)
	isGreek := func(r rune) bool { _, ok := letters[unicode.ToLower(r)]; return ok }
	if !slices.ContainsFunc(rs, isGreek) {
		return s
	}
	// next is the index of the letter after i, its marks skipped, and
	// whether a diaeresis sits on it; -1 at the end or before another
	// character.
	next := func(i int) (int, bool) {
		j := i + 1
		for j < len(rs) && unicode.Is(unicode.Mn, rs[j]) {
			j++
		}
		if j >= len(rs) || !isGreek(rs[j]) {
			return -1, false
		}
		k := j + 1
		for ; k < len(rs) && unicode.Is(unicode.Mn, rs[k]); k++ {
			if rs[k] == '\u0308' {
				return j, true
			}
		}
		return j, false
	}
	lower := func(i int) rune {
		if i < 0 {
			return 0
		}
		return unicode.ToLower(rs[i])
	}
	var b strings.Builder
	skip := -1
	for i, r := range rs {
		if i == skip || !isGreek(r) {
			if i != skip {
				b.WriteRune(r)
			}
			continue
		}
		c := unicode.ToLower(r)
		j, parted := next(i)
		n := lower(j)
		start := i == 0 || !isGreek(rs[i-1]) && !unicode.Is(unicode.Mn, rs[i-1])
		var after rune
		if j >= 0 {
			a, _ := next(j)
			after = lower(a)
		}
		out, pair := greekPair(letters, c, n, after, parted, start)
		if pair {
			skip = j
		}
		if unicode.IsUpper(r) {
			if j < 0 || unicode.IsUpper(rs[j]) {
				out = strings.ToUpper(out)
			} else {
				out = strings.ToUpper(out[:1]) + out[1:]
			}
		}
		b.WriteString(out)
	}
	return b.String()
}

// greekPair spells the lower-case Greek letter c followed by n (0 at a
// word's end; parted: n has a diaeresis; after: the letter after n), and
// says whether c and n are spelt as one: spellGreek's rules of pairs.
func greekPair(letters map[rune]string, c, n, after rune, parted, start bool) (string, bool) {
	switch {
	case c == 'ο' && n == 'υ' && !parted:
		return "ou", true
	case (c == 'α' || c == 'ε' || c == 'η') && n == 'υ' && !parted:
		if strings.ContainsRune("αεηιουωβγδζλμνρ", after) {
			return letters[c] + "v", true
		}
		return letters[c] + "f", true
	case c == 'μ' && n == 'π' && start:
		return "b", true
	case c == 'ν' && n == 'τ' && start:
		return "d", true
	case c == 'γ' && (n == 'γ' || n == 'ξ' || n == 'χ'):
		return "n", false
	}
	return letters[c], false
}

// SameName compares names ignoring case and runs of blanks.
func SameName(a, b string) bool {
	return strings.EqualFold(Collapse(a), Collapse(b))
}

// ValidBirthDate accepts "", "YYYY", "YYYY-MM-DD" and TRF's "YYYY/MM/DD",
// a year alone as a date in the range PlausibleDate takes (it took 0000
// and 3000).
func ValidBirthDate(s string) bool {
	if s == "" {
		return true
	}
	kept := len(s) == 4 || len(s) == 10 && (s[4] == '-' || s[4] == '/') && s[7] == s[4]
	t, ok := birthTime(s)
	return kept && ok && PlausibleDate(t)
}

// MaxTextLen is the longest free text a field holds (a club, a site, the
// event's name), in characters; a name is shorter (maxNameLen).
const MaxTextLen = 200

// ValidateText checks one free-text field (a name, a club, a site): it
// must be UTF-8 and hold no character that is not drawn as text — control
// characters (NUL, ESC, tabs, line breaks), bidirectional overrides and
// isolates, zero-width characters and the line and paragraph separators.
// Such characters come from pasted or hostile input; stored, they would
// turn a terminal listing into escape sequences, reverse a name on paper
// or make two equal-looking names differ. It is the one check of text
// fields: the window, the command line, the importers and the store all
// call it.
func ValidateText(value string) error {
	if !utf8.ValidString(value) {
		return engine.NewMessage("event.err.text.utf8", "value", value)
	}
	if char, ok := HiddenChar(value); ok {
		return engine.NewMessage("event.err.text.char", "value", value, "char", char)
	}
	if n := utf8.RuneCountInString(value); n > MaxTextLen {
		return engine.NewMessage("event.err.text.long", "value", value, "max", MaxTextLen)
	}
	return nil
}

// HiddenChar returns the first character of value, UTF-8, that is not
// drawn as text (hidden), as U+XXXX, and whether there is one: what
// ValidateText refuses, for a message that must not show the value.
func HiddenChar(value string) (string, bool) {
	for _, r := range value {
		if hidden(r) {
			return fmt.Sprintf("U+%04X", r), true
		}
	}
	return "", false
}

// hidden reports whether r is a character that is not drawn as text:
// controls (Cc), format characters (Cf: bidirectional controls, zero-width
// space and joiners, the byte-order mark, the soft hyphen) and the line and
// paragraph separators.
func hidden(r rune) bool {
	return unicode.IsControl(r) || unicode.In(r, unicode.Cf, unicode.Zl, unicode.Zp)
}

// Dates of the event, of category awards and of births lie in this range;
// anything outside it ("0000-01-01") is a typing mistake, not a date. The
// years are constants, and the dates made when asked for: a time.Date in a
// package-level variable is computed before main at every start.
const firstYear, lastYear = 1850, 2199

func firstDate() time.Time { return time.Date(firstYear, 1, 1, 0, 0, 0, 0, time.UTC) }
func lastDate() time.Time  { return time.Date(lastYear, 12, 31, 0, 0, 0, 0, time.UTC) }

// PlausibleDate reports whether t lies in the range of dates the event can
// name.
func PlausibleDate(t time.Time) bool { return !t.Before(firstDate()) && !t.After(lastDate()) }

// titleWords are the ways lists write a title: FIDE's rating list letters
// (g, m, f, c, wg, wm, wf, wc, as Swiss-Manager and the older FIDE lists
// write them), the codes, and the titles' names in English, Finnish and
// Estonian. Keys are in lower case with hyphens read as blanks. Made when
// a title is first read.
var titleWords = lazy.Value[map[string]string]{Make: func() map[string]string {
	return map[string]string{
		"g": "GM", "m": "IM", "f": "FM", "c": "CM", "wg": "WGM", "wm": "WIM", "wf": "WFM", "wc": "WCM",
		"gm": "GM", "im": "IM", "fm": "FM", "cm": "CM", "wgm": "WGM", "wim": "WIM", "wfm": "WFM", "wcm": "WCM",
		"grandmaster": "GM", "international master": "IM", "fide master": "FM", "candidate master": "CM",
		"woman grandmaster": "WGM", "woman international master": "WIM", "woman fide master": "WFM",
		"woman candidate master": "WCM",
		"suurmestari":            "GM", "kansainvälinen mestari": "IM", "fide mestari": "FM", "mestariehdokas": "CM",
		"naissuurmestari": "WGM", "naisten suurmestari": "WGM", "kansainvälinen naismestari": "WIM",
		"naisten kansainvälinen mestari": "WIM", "fide naismestari": "WFM", "naisten fide mestari": "WFM",
		"naisten mestariehdokas": "WCM",
		"suurmeister":            "GM", "rahvusvaheline meister": "IM", "fide meister": "FM", "meistrikandidaat": "CM",
		"naissuurmeister": "WGM", "naiste suurmeister": "WGM", "naiste rahvusvaheline meister": "WIM",
		"naiste fide meister": "WFM", "naiste meistrikandidaat": "WCM",
	}
}}

// ParseTitle reads a FIDE title however a list writes it and returns it as
// Arbiter writes titles (GM, IM, FM, CM, WGM, WIM, WFM, WCM); "" is no
// title. An unknown title is an error naming it.
func ParseTitle(s string) (string, error) {
	key := Collapse(strings.ReplaceAll(strings.ToLower(s), "-", " "))
	if key == "" {
		return "", nil
	}
	if t, ok := titleWords.Get()[key]; ok {
		return t, nil
	}
	return "", engine.NewMessage("event.err.title", "title", strings.TrimSpace(s))
}

// Collapse trims a text and turns runs of blanks into one. A text already
// so (most names, asked for again at every list and lookup) is returned as
// it is, not split and joined again.
func Collapse(s string) string {
	if collapsed(s) {
		return s
	}
	return strings.Join(strings.Fields(s), " ")
}

// collapsed reports whether s is its own Collapse: no blank but single
// spaces between words.
func collapsed(s string) bool {
	space := true // at the start, a space would be a leading one
	for _, r := range s {
		if !unicode.IsSpace(r) {
			space = false
			continue
		}
		if r != ' ' || space {
			return false
		}
		space = true
	}
	return !space || s == ""
}

// ParseClockTime reads a time of day, "18:00", "9:30" or "18.00", as
// "HH:MM".
func ParseClockTime(s string) (string, error) {
	s = strings.ReplaceAll(strings.TrimSpace(s), ".", ":")
	t, err := time.Parse("15:04", s)
	if err != nil {
		return "", err
	}
	return t.Format("15:04"), nil
}
