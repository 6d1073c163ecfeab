package exchange

import (
	"bytes"
	"encoding/binary"
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"

	"arbiter/engine"
	"arbiter/internal/lazy"
	"arbiter/tournament/trf"

	"golang.org/x/text/encoding/charmap"
)

// The encodings decodeText names.
const (
	encodingUTF8  = "UTF-8"
	encodingUTF16 = "UTF-16"
)

// alphabet is the letters beyond ASCII that one language's names use, in
// lower case; a Cyrillic language's words have no ASCII letters.
type alphabet struct {
	letters  string
	cyrillic bool
}

// codePage is a Windows code page and the languages whose names its
// files hold.
type codePage struct {
	name      string
	charmap   *charmap.Charmap
	languages []alphabet
}

// codePages are the code pages a text that is not UTF-8 is told apart
// among, in the order a tie goes: Windows-1252 (Latin-1's letters, which
// older Western programs such as Swiss Perfect write) first. Icelandic's ð
// and þ are left out of its letters: they are where Windows-1257 has š
// and ž, and an Estonian or Latvian list would read as Icelandic. The list
// is made when first needed: its charmaps are another package's
// variables, which a list in a package-level variable would read before
// main at every start.
var codePages = lazy.Value[[]codePage]{Make: func() []codePage {
	return []codePage{
		{"Windows-1252 (Latin-1)", charmap.Windows1252, []alphabet{
			{letters: "áéíóúàèìòù"},       // Irish, Scottish Gaelic
			{letters: "äöåšž"},            // Finnish, Swedish
			{letters: "äöõüšž"},           // Estonian
			{letters: "æøåé"},             // Norwegian, Danish
			{letters: "äöüß"},             // German
			{letters: "àâæçéèêëîïôœùûüÿ"}, // French
			{letters: "áéíóúñü"},          // Spanish
			{letters: "àçèéíïòóúü"},       // Catalan
			{letters: "áàâãçéêíóôõú"},     // Portuguese
			{letters: "àèéìíîòóù"},        // Italian
			{letters: "áéëïóöü"},          // Dutch
		}},
		{"Windows-1257", charmap.Windows1257, []alphabet{
			{letters: "äöõüšž"},      // Estonian
			{letters: "āčēģīķļņšūž"}, // Latvian
			{letters: "ąčęėįšųūž"},   // Lithuanian
			{letters: "äöåšž"},       // Finnish, Swedish
			{letters: "äöüß"},        // German
		}},
		{"Windows-1250", charmap.Windows1250, []alphabet{
			{letters: "ąćęłńóśźż"},         // Polish
			{letters: "áčďéěíňóřšťúůýž"},   // Czech
			{letters: "áäčďéíĺľňóôŕšťúýž"}, // Slovak
			{letters: "áéíóöőúüű"},         // Hungarian
			{letters: "čćđšž"},             // Slovene, Croatian
			{letters: "ăâîşţ"},             // Romanian
			{letters: "äöüß"},              // German
		}},
		{"Windows-1251", charmap.Windows1251, []alphabet{
			{letters: "абвгдеёжзийклмнопрстуфхцчшщъыьэюя", cyrillic: true}, // Russian, Bulgarian
			{letters: "абвгґдеєжзиіїйклмнопрстуфхцчшщьюя", cyrillic: true}, // Ukrainian
			{letters: "абвгдеёжзійклмнопрстуўфхцчшыьэюя", cyrillic: true},  // Belarusian
			{letters: "абвгдђежзијклљмнњопрстћуфхцџш", cyrillic: true},     // Serbian
		}},
	}
}}

// decodeText turns a file a spreadsheet or another program saved into
// UTF-8 text, and names the encoding it was in. UTF-8 (its byte-order
// mark dropped) and UTF-16 (by its byte-order mark) are told by their
// form. Anything else is in a code page, which the text's own letters
// tell (codePages, pageScore); never the computer's locale.
func decodeText(data []byte) (text []byte, encoding string) {
	switch {
	case bytes.HasPrefix(data, []byte("\xef\xbb\xbf")):
		return data[3:], encodingUTF8
	case bytes.HasPrefix(data, []byte("\xff\xfe")), bytes.HasPrefix(data, []byte("\xfe\xff")):
		return decodeUTF16(data), encodingUTF16
	case utf8.Valid(data):
		return data, encodingUTF8
	}
	bestScore := 0
	for _, page := range codePages.Get() {
		out, err := page.charmap.NewDecoder().Bytes(data)
		if err != nil {
			continue
		}
		if score := page.score(string(out)); text == nil || score > bestScore {
			text, encoding, bestScore = out, page.name, score
		}
	}
	return text, encoding
}

// decodeUTF16 is UTF-16 text, in the byte order its byte-order mark (its
// first two bytes) tells, as UTF-8 without the mark. What is not UTF-16
// reads as U+FFFD, as golang.org/x/text's decoder reads it, with its
// quirk: a low surrogate after any surrogate is taken with it, so that two
// low surrogates are one U+FFFD. That decoder is not linked: its package
// built its tables before main at every start of every program
// (bench/start), for the few files saved as UTF-16. TestDecodeUTF16AsXText
// holds the two to the same text.
func decodeUTF16(data []byte) []byte {
	var order binary.ByteOrder = binary.BigEndian
	if data[0] == 0xff {
		order = binary.LittleEndian
	}
	data = data[2:]
	out := make([]byte, 0, len(data)*3/2+3)
	for len(data) > 1 {
		r, size := rune(order.Uint16(data)), 2
		if utf16.IsSurrogate(r) && len(data) > 3 {
			if low := rune(order.Uint16(data[2:])); low >= 0xdc00 && low <= 0xdfff {
				r, size = utf16.DecodeRune(r, low), 4
			}
		}
		out = utf8.AppendRune(out, r) // a surrogate left alone is U+FFFD
		data = data[size:]
	}
	if len(data) == 1 {
		out = utf8.AppendRune(out, utf8.RuneError) // an odd last byte
	}
	return out
}

// score is how well a decoding's words fit the page's languages: each
// word (a run of letters) with letters beyond ASCII counts one when one
// language of the page has all those letters (and, for a Cyrillic one, the
// word has no ASCII letter), minus one when none has; a character the page
// does not define counts minus one. "Laighlèis" fits Windows-1252's
// Gaelic, and in Windows-1257 "Laighlčis" fits Latvian, a tie that goes
// to Windows-1252; the file's other names tell the rest ("Seán" is
// "Seįn" in Windows-1257, which fits Lithuanian, but "Ó Briain" fits no
// Baltic language).
func (page codePage) score(text string) int {
	score := 0
	word := func(w string) int {
		foreign, ascii := false, false
		for _, r := range w {
			foreign, ascii = foreign || r >= utf8.RuneSelf, ascii || r < utf8.RuneSelf
		}
		if !foreign {
			return 0
		}
		for _, l := range page.languages {
			if l.cyrillic && ascii {
				continue
			}
			if !strings.ContainsFunc(w, func(r rune) bool {
				return r >= utf8.RuneSelf && !strings.ContainsRune(l.letters, unicode.ToLower(r))
			}) {
				return 1
			}
		}
		return -1
	}
	start := -1
	for i, r := range text + " " {
		if unicode.IsLetter(r) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			score += word(text[start:i])
			start = -1
		}
		if r == utf8.RuneError || (r >= 0x80 && r < 0xa0) {
			score-- // a byte the page leaves undefined
		}
	}
	return score
}

// parseTRF reads a TRF file in the encoding its program wrote (older ones
// write a Windows code page), with the note of that encoding.
func parseTRF(data []byte) (*trf.Tournament, []engine.Message, error) {
	text, encoding := decodeText(data)
	t, err := trf.Parse(text)
	return t, encodingNote(encoding), err
}

// encodingNote is the note that names the encoding a text was read in:
// the code page its names' letters chose, or UTF-16, which its byte-order
// mark told; nil for UTF-8, which needs no word.
func encodingNote(encoding string) []engine.Message {
	switch encoding {
	case encodingUTF8:
		return nil
	case encodingUTF16:
		return []engine.Message{note("event.import.utf16")}
	}
	return []engine.Message{note("event.import.encoding", "encoding", encoding)}
}
