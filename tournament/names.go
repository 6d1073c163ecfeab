package tournament

import (
	"strings"
	"unicode"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"
	"golang.org/x/text/unicode/norm"
)

// FullName is how every list names a player: the given names, then the
// family name ("Anna Virtanen"); either part alone when the other is empty.
func FullName(family, given string) string {
	return strings.TrimSpace(given + " " + family)
}

// FamilyFirst writes the player's name family name first, "Virtanen, Anna",
// as TRF and PGN records do.
func (p Player) FamilyFirst() string {
	family, given := p.Names()
	if given == "" {
		return family
	}
	return family + ", " + given
}

// SplitName divides a name typed or imported as one field into family name
// and given names: "Family, Given" (TRF and most rating lists) at the
// comma, otherwise the last word is the family name ("Anna Liisa Virtanen").
// The arbiter corrects the rare name this gets wrong in the player dialog.
func SplitName(name string) (family, given string) {
	if f, g, ok := strings.Cut(name, ","); ok {
		return collapse(f), collapse(g)
	}
	words := strings.Fields(name)
	if len(words) == 0 {
		return "", ""
	}
	return words[len(words)-1], strings.Join(words[:len(words)-1], " ")
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
	return collapse(name), ""
}

// Names returns the player's family name and given names. They are the
// stored parts when Name is still made of them; a Name set on its own (a
// one-field entry, an import, a file from before the names were split) is
// split by SplitName.
func (p Player) Names() (family, given string) {
	family, given = collapse(p.FamilyName), collapse(p.GivenNames)
	if (family != "" || given != "") && FullName(family, given) == collapse(p.Name) {
		return family, given
	}
	return SplitName(p.Name)
}

// SetNames sets the family name and given names, and Name from them.
func (p *Player) SetNames(family, given string) {
	p.FamilyName, p.GivenNames = collapse(family), collapse(given)
	p.Name = FullName(p.FamilyName, p.GivenNames)
}

// collapse trims a text and turns runs of blanks into one.
func collapse(s string) string { return strings.Join(strings.Fields(s), " ") }

// NameOrder returns the comparison of alphabetical lists: family name,
// then given names, in the collation of the event's language (Finnish puts
// Å, Ä and Ö after Z; Estonian puts Š, Z and Ž after S and Õ, Ä, Ö, Ü after
// W). The function keeps buffers, so it is for one goroutine.
func NameOrder(ev *Event) func(a, b *Player) int {
	return NameOrderIn(ev.Settings.Language)
}

// NameOrderIn is NameOrder in the collation of the language lang ("fi",
// "et"): a sheet printed in another language than the event's is in its
// own alphabet.
func NameOrderIn(lang string) func(a, b *Player) int {
	tag, err := language.Parse(lang)
	if err != nil {
		tag = language.English
	}
	c := collate.New(tag, collate.IgnoreCase)
	return func(a, b *Player) int {
		fa, ga := a.Names()
		fb, gb := b.Names()
		if d := c.CompareString(fa, fb); d != 0 {
			return d
		}
		return c.CompareString(ga, gb)
	}
}

// ASCIIName spells a name as FIDE's rating lists do, in ASCII: accents
// dropped (Õun → Oun, Šmidt → Smidt), letters without a decomposition
// written out (Ł → L, ß → ss, Æ → AE), Cyrillic transliterated. A letter
// with no spelling becomes "?", so that a name never loses its place.
// golang.org/x/text has no transliterator; this table covers the
// letters of European names.
func ASCIIName(s string) string {
	if isASCIIText(s) {
		return s
	}
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		switch {
		case r < 0x80:
			b.WriteRune(r)
		case unicode.Is(unicode.Mn, r):
		default:
			if t, ok := asciiLetters[r]; ok {
				b.WriteString(t)
			} else if unicode.IsSpace(r) {
				b.WriteByte(' ')
			} else {
				b.WriteByte('?')
			}
		}
	}
	return b.String()
}

func isASCIIText(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

var asciiLetters = func() map[rune]string {
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
}()
