package input

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"arbiter/internal/lazy"

	"golang.org/x/text/unicode/norm"
)

// A search of names, the one every search of players and teams reads
// (the window's lists and drop-downs, the rating lists, the venue's
// pages): a name's words folded (Fold), and how well a name answers a
// query (Rank).

// Fold turns a name into the words a search compares: lower case, accents
// and other marks dropped ("Tõnisson" → "tonisson"), the letters that are
// not a base letter with a mark spelled out (ø → o, æ → ae, ß → ss, ł → l),
// split at anything that is neither letter nor digit.
func Fold(s string) []string {
	return strings.FieldsFunc(foldText(s), notWordRune)
}

// notWordRune is what splits a name into words: neither letter nor digit.
func notWordRune(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }

// spelledOut are the letters Fold spells out, each followed by how: no
// replacement holds a letter replaced, so they may be applied in any order.
var spelledOut = []string{"ø", "o", "æ", "ae", "œ", "oe", "ß", "ss", "ł", "l", "đ", "d", "ı", "i", "þ", "th", "ð", "d"}

// spelled applies spelledOut, made when first used.
var spelled = lazy.Value[*strings.Replacer]{Make: func() *strings.Replacer { return strings.NewReplacer(spelledOut...) }}

// apostrophes are dropped from what Searchable makes ready: they join a
// name's parts, and "oneill" found no Sean O'Neill (nor "o'neill" a name
// a phone wrote O’Neill). Fold keeps parting words at them, as the rating
// lists' stored words were made ("brien" finds O'Brien there).
const apostrophes = "'`’‘ʼʻ"

// apostrophesDropped are apostrophes, each followed by "", as a
// strings.Replacer and the exported pages' script take them.
func apostrophesDropped() []string {
	var out []string
	for _, r := range apostrophes {
		out = append(out, string(r), "")
	}
	return out
}

// dropApostrophes drops apostrophes, made when first used.
var dropApostrophes = lazy.Value[*strings.Replacer]{Make: func() *strings.Replacer { return strings.NewReplacer(apostrophesDropped()...) }}

// SpelledOut are the letters Fold spells out and the apostrophes
// Searchable drops, each followed by how, for a search that makes a query
// ready in another language (the venue's exported pages, in the browser)
// exactly as Searchable does.
func SpelledOut() []string { return slices.Concat(spelledOut, apostrophesDropped()) }

func foldText(s string) string {
	if IsASCII(s) { // FIDE's list is ASCII: the fast way for 1.2 million names
		return strings.ToLower(s)
	}
	var b strings.Builder
	for _, r := range norm.NFD.String(strings.ToLower(s)) {
		if !unicode.Is(unicode.Mn, r) {
			b.WriteRune(r)
		}
	}
	return spelled.Get().Replace(b.String())
}

// Searched is a name (or a row's cells) made ready for Rank once, as a
// list searched at every key typed needs it: its words folded, and as
// written, in lower case.
type Searched struct{ folded, written []string }

// Searchable makes text ready for Rank; a query is made ready alike.
func Searchable(text string) Searched {
	folded := text
	if strings.ContainsAny(text, apostrophes) { // most names have none: no copy made
		folded = dropApostrophes.Get().Replace(text)
	}
	return Searched{Fold(folded), strings.FieldsFunc(norm.NFC.String(strings.ToLower(text)), notWordRune)}
}

// Orders is a person's name made ready for Rank in the two orders a
// reader types it: as written ("Aino Virtanen") and family name first
// ("Virtanen, Aino"), as the alphabetical lists and the rating lists print
// it and a player gives it at the desk. Rank keeps the query's words in
// their order, so a search of people ranks both (Orders.Rank): the
// window's check-in found no one for "virtanen aino", which the venue's
// search found.
type Orders [2]Searched

// SearchableOrders makes a name ready for Rank as written and family name
// first (each may hold more, a row's other cells).
func SearchableOrders(written, familyFirst string) Orders {
	return Orders{Searchable(written), Searchable(familyFirst)}
}

// Rank is how well the name answers query in the better of its two
// orders.
func (o Orders) Rank(query Searched) int { return max(Rank(o[0], query), Rank(o[1], query)) }

// Words are the words Rank compares: folded, and as written in lower
// case, for a search that ranks in another language (the venue's
// exported pages rank in the browser) exactly as Rank does.
func (q Searched) Words() (folded, written []string) {
	return slices.Clone(q.folded), slices.Clone(q.written)
}

// Empty reports whether a query has no word to search for.
func (q Searched) Empty() bool { return len(q.folded) == 0 }

// The ranks Rank gives, the better the higher; 0 is no match. Where the
// query is found in the name, its words in their order: as whole words
// ("laine": Jussi Laine), or beginning a word ("salo": Salonen), or only
// inside one ("laine": Hämäläinen). Of two names of one rank, the one
// with the query's accents as typed ("ä" not "a") comes first.
const (
	NoMatch      = 0
	insideWord   = 2 // (+1 with the accents as typed)
	WordStart    = 4
	wholeWord    = 6
	accentsAgree = 1
)

// Rank is how well name answers query, both made ready by Searchable:
// NoMatch, InsideWord, WordStart or WholeWord, one more where the query
// as typed ranks the same in the name as written, accents told apart.
// Finnish names hold one another (Laine in Hämäläinen, Salo in Salonen,
// Niemi in Nieminen): a list sorted by it puts the name the query is
// first, and Enter takes that one.
func Rank(name, query Searched) int {
	if query.Empty() {
		return NoMatch
	}
	folded := phraseRank(name.folded, query.folded)
	if folded == NoMatch {
		return NoMatch
	}
	if phraseRank(name.written, query.written) == folded {
		return folded + accentsAgree
	}
	return folded
}

// phraseRank is the best place of the query's words, in their order and
// one space apart, in the name's words.
func phraseRank(name, query []string) int {
	text, q := " "+strings.Join(name, " ")+" ", strings.Join(query, " ")
	best := NoMatch
	for from := 0; ; {
		i := strings.Index(text[from:], q)
		if i < 0 {
			return best
		}
		at := from + i
		starts, ends := text[at-1] == ' ', text[at+len(q)] == ' '
		switch {
		case starts && ends:
			return wholeWord
		case starts:
			best = WordStart
		default:
			best = max(best, insideWord)
		}
		_, size := utf8.DecodeRuneInString(text[at:])
		from = at + size
	}
}
