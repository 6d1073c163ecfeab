package i18n

import (
	"bufio"
	"bytes"
	"cmp"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"path"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode"
	"unicode/utf8"

	"arbiter/engine"
)

//go:embed en fi et ru
var files embed.FS

// Lang is a language code as used in file names and settings.
type Lang string

// The languages Arbiter speaks. Russian is partial and falls back to English.
const (
	English  Lang = "en"
	Finnish  Lang = "fi"
	Estonian Lang = "et"
	Russian  Lang = "ru"
)

// Complete lists the languages whose catalogues must hold every key.
var Complete = []Lang{English, Finnish, Estonian}

// All lists every language the user can choose.
var All = []Lang{English, Finnish, Estonian, Russian}

// Notation is the language moves are written in for a reader of l, the
// one place where a language of the window or of a sheet becomes the
// engine's.
func (l Lang) Notation() engine.Lang { return engine.Lang(l) }

// Name returns the language's own name, for the language switch.
func (l Lang) Name() string {
	switch l {
	case English:
		return "English"
	case Finnish:
		return "Suomi"
	case Estonian:
		return "Eesti"
	case Russian:
		return "Русский"
	}
	return string(l)
}

// ParseLang accepts a language code ("fi", "fi_FI", "et-EE") and returns
// the supported language, or English with ok false.
func ParseLang(s string) (Lang, bool) {
	s = strings.ToLower(s)
	if i := strings.IndexAny(s, "_-."); i >= 0 {
		s = s[:i]
	}
	if l := Lang(s); slices.Contains(All, l) {
		return l, true
	}
	return English, false
}

// UserLang is the language of the user's messages, as every program asks
// it: ARBITER_LANG; then saved, the language the user chose last (the
// window's, "" for none); then the locale as gettext reads it: the first
// of LC_ALL, LC_MESSAGES and LANG that is set names it, and where it is
// not C or POSIX, LANGUAGE's list (fi:et:en) comes before it. A locale
// of another language, C included, is English: LC_ALL=C over LANG=fi_FI
// asks for English, as it does of every other program.
func UserLang(getenv func(string) string, saved string) Lang {
	for _, v := range []string{getenv("ARBITER_LANG"), saved} {
		if l, ok := ParseLang(v); ok {
			return l
		}
	}
	locale := cmp.Or(getenv("LC_ALL"), getenv("LC_MESSAGES"), getenv("LANG"))
	if c, _, _ := strings.Cut(locale, "."); locale != "" && c != "C" && c != "POSIX" {
		for v := range strings.SplitSeq(getenv("LANGUAGE"), ":") {
			if l, ok := ParseLang(v); ok {
				return l
			}
		}
	}
	l, _ := ParseLang(locale)
	return l
}

// Catalog is the messages of one language.
type Catalog struct {
	lang     Lang
	msgs     map[string]string
	fallback *Catalog
}

// catalogs holds each language's catalogue, read from its files when a
// text is first asked of it: a command reads its own language and English
// (the fallback), not all four, which was a third of a command's start,
// and one that prints no text (pair-trf) reads none. An array of
// constants, laid out by the linker: nothing of it is built at start.
var catalogs = [...]lazyCatalog{
	{cat: Catalog{lang: English}}, {cat: Catalog{lang: Finnish}},
	{cat: Catalog{lang: Estonian}}, {cat: Catalog{lang: Russian}},
}

// catalogOf is language l's entry of catalogs; English's for a language
// Arbiter does not speak.
func catalogOf(l Lang) *lazyCatalog {
	for i := range catalogs {
		if catalogs[i].cat.lang == l {
			return &catalogs[i]
		}
	}
	return &catalogs[0]
}

type lazyCatalog struct {
	once sync.Once
	cat  Catalog
	err  error
	// read is set once the catalogue has been read whole (load).
	read atomic.Bool
	// asked counts the texts found one by one (one) before it was.
	asked atomic.Int32
}

func (e *lazyCatalog) load() (*Catalog, error) {
	e.once.Do(func() {
		c := &e.cat
		if c.msgs, e.err = readLang(files, c.lang); e.err != nil {
			return
		}
		// English is read when a key is missing here (lookup): Finnish
		// and Estonian have every key, and reading English beside them
		// was half the catalogues' part of the window's first frame.
		if c.lang != English {
			c.fallback = &catalogOf(English).cat
		}
		e.read.Store(true)
	})
	if e.err != nil {
		return nil, e.err
	}
	return &e.cat, nil
}

// oneByOne is how many texts a catalogue finds in its files one by one
// before it reads them whole: a command says a message or two, the
// window thousands.
const oneByOne = 8

// one finds key's text in the catalogue's area files, read one at a time
// a line at a time (findKey), then in English's where the language has none, while
// neither has been read whole and fewer than oneByOne texts have been
// asked of it (answered false otherwise: lookup reads the catalogue). A
// command that says one note (pair-trf, of a report's places) read all
// 3,900 texts of its language into a map for it: half of a 20-player
// pair-trf's CPU, in the pages the map and its strings took
// (bench/start). TestOneByOneAsRead finds every key of every language
// so, as the whole catalogue has it.
func (e *lazyCatalog) one(key string) (msg string, found, answered bool) {
	if e.read.Load() || e.asked.Add(1) > oneByOne {
		return "", false, false
	}
	msg, found, err := findKey(files, e.cat.lang, key)
	if err != nil {
		return "", false, false // the catalogue's reading says what is wrong
	}
	if found || e.cat.lang == English {
		return msg, found, true
	}
	en := catalogOf(English)
	if msg, found, answered = en.one(key); answered {
		return msg, found, true
	}
	if _, err := en.load(); err != nil {
		return "", false, false
	}
	msg, found = en.cat.msgs[key]
	return msg, found, true
}

// findKey looks key up in language l's area files in fsys: each file
// writes one key a line, `  "key": "text",` (TestOneByOneAsRead), read a
// line at a time through one small buffer, and only the text found is
// decoded. A lookup that read each area file whole into a 64 KiB buffer
// touched as many of its pages as the largest file before the key's
// filled: 17 of a 20-player pair-trf's 560 page faults (bench/start).
func findKey(fsys fs.FS, l Lang, key string) (string, bool, error) {
	if strings.ContainsAny(key, "\"\\\n") || !utf8.ValidString(key) {
		return "", false, errors.New("i18n: a key not looked up by its line")
	}
	entries, err := fs.ReadDir(fsys, string(l))
	if err != nil {
		return "", false, err
	}
	line := keyLine(key)
	var br *bufio.Reader
	for _, e := range entries {
		if e.IsDir() || path.Ext(e.Name()) != ".json" {
			continue
		}
		f, err := fsys.Open(path.Join(string(l), e.Name()))
		if err != nil {
			return "", false, err
		}
		if br == nil {
			br = bufio.NewReaderSize(f, 4<<10)
		} else {
			br.Reset(f)
		}
		msg, found, err := findIn(br, line)
		f.Close()
		if found || err != nil {
			return msg, found, err
		}
	}
	return "", false, nil
}

// findIn is the text on the line that begins with line (`  "key": `) of
// the area file r reads.
func findIn(r *bufio.Reader, line []byte) (string, bool, error) {
	var long []byte // a line longer than r's buffer, gathered
	for {
		chunk, err := r.ReadSlice('\n')
		if err == bufio.ErrBufferFull {
			long = append(long, chunk...)
			continue
		}
		text := chunk
		if long != nil {
			text = append(long, chunk...)
			long = nil
		}
		if bytes.HasPrefix(text, line) {
			return decodeText(text[len(line):])
		}
		if err == io.EOF {
			return "", false, nil
		}
		if err != nil {
			return "", false, err
		}
	}
}

// decodeText is the JSON string that text begins with. One with no
// escape, no control character and valid UTF-8 is its bytes, as
// encoding/json would decode it; any other is decoded by encoding/json.
func decodeText(text []byte) (string, bool, error) {
	end := stringEnd(text)
	if end < 0 {
		return "", false, errors.New("i18n: a text not on its key's line")
	}
	inner := text[1 : end-1]
	plain := utf8.Valid(inner)
	for _, b := range inner {
		if b < 0x20 || b == '\\' {
			plain = false
			break
		}
	}
	if plain {
		return string(inner), true, nil
	}
	var msg string
	if err := json.Unmarshal(text[:end], &msg); err != nil {
		return "", false, err
	}
	return msg, true, nil
}

// keyLine is the start of key's line in an area file.
func keyLine(key string) []byte { return []byte("  \"" + key + "\": ") }

// stringEnd is the length of the JSON string that text begins with, its
// quotes included, or -1.
func stringEnd(text []byte) int {
	if len(text) == 0 || text[0] != '"' {
		return -1
	}
	for i := 1; i < len(text); i++ {
		switch text[i] {
		case '\\':
			i++
		case '"':
			return i + 1
		case '\n':
			return -1
		}
	}
	return -1
}

// ready reads the catalogue's files if no text was asked of it yet.
func (c *Catalog) ready() {
	if _, err := catalogOf(c.lang).load(); err != nil {
		panic(err)
	}
}

// readLang merges all area files of language l in fsys, refusing a key
// defined twice, which would otherwise make one area silently override
// another. The file a key came from is looked for only when it comes
// again: a map of every key's file, kept for that error, was a quarter of
// reading a catalogue, which the window's first frame waits for.
func readLang(fsys fs.FS, l Lang) (map[string]string, error) {
	msgs := map[string]string{}
	entries, err := fs.ReadDir(fsys, string(l))
	if err != nil {
		return nil, err
	}
	var read []string
	for _, e := range entries {
		if e.IsDir() || path.Ext(e.Name()) != ".json" {
			continue
		}
		name := path.Join(string(l), e.Name())
		area, err := readArea(fsys, name)
		if err != nil {
			return nil, err
		}
		for k, v := range area {
			if _, dup := msgs[k]; dup {
				return nil, fmt.Errorf("i18n: key %q is in both %s and %s", k, definedIn(fsys, read, k), name)
			}
			msgs[k] = v
		}
		read = append(read, name)
	}
	return msgs, nil
}

// readArea reads one area file of a catalogue.
func readArea(fsys fs.FS, name string) (map[string]string, error) {
	data, err := fs.ReadFile(fsys, name)
	if err != nil {
		return nil, err
	}
	var area map[string]string
	if err := json.Unmarshal(data, &area); err != nil {
		return nil, fmt.Errorf("i18n: %s: %w", name, err)
	}
	return area, nil
}

// definedIn is the first of the area files names that defines key, read
// again.
func definedIn(fsys fs.FS, names []string, key string) string {
	for _, name := range names {
		if area, err := readArea(fsys, name); err == nil {
			if _, ok := area[key]; ok {
				return name
			}
		}
	}
	return "?" // not reached: each was read whole before
}

// For is the catalogue of a language; an unknown language gets English.
// The catalogue is read when a text is first asked of it, which panics on
// a malformed embedded catalogue, as the package's tests rule out.
func For(l Lang) *Catalog {
	return &catalogOf(l).cat
}

// Lang returns the catalogue's language.
func (c *Catalog) Lang() Lang { return c.lang }

// Decimal writes a number's decimal point as the language does (key
// app.decimal-point): "6.00" is "6,00" in Finnish and Estonian. It takes
// the number already written, not a float for golang.org/x/text/number:
// the figures it gets follow rules of their own (the 1953 coefficient's
// rounding, a rating change's sign), and only the mark differs.
func (c *Catalog) Decimal(number string) string {
	return strings.Replace(number, ".", c.T("app.decimal-point"), 1)
}

// Seconds writes how long something took, in seconds, as the language
// writes a decimal: "1,4" in Finnish; under a second with two decimals,
// "0,02", where one read "0.0 sekunnissa".
func (c *Catalog) Seconds(d time.Duration) string {
	format := "%.1f"
	if d < time.Second {
		format = "%.2f"
	}
	return c.Decimal(fmt.Sprintf(format, d.Seconds()))
}

// Has reports whether the key is defined in this language itself, as a
// catalogue's completeness is judged; whether there are words to show for
// it is Knows.
func (c *Catalog) Has(key string) bool {
	c.ready()
	_, ok := c.msgs[key]
	return ok
}

// Knows reports whether T has words for the key, the language's own or
// those it falls back to: a text composed of parts where there are words
// for them (a tie-break's head with its modifiers) asks Knows, not Has,
// or a partial catalogue (Russian) shows the key where English has words.
func (c *Catalog) Knows(key string) bool {
	_, ok := c.lookup(key)
	return ok
}

// Keys returns the catalogue's own keys, sorted.
func (c *Catalog) Keys() []string {
	c.ready()
	return slices.Sorted(maps.Keys(c.msgs))
}

// T translates key, filling {name} placeholders from args given as
// alternating names and values: T("round.title", "n", 3). An unknown key is
// returned as it is, so a missing text shows up on screen instead of an
// empty label.
func (c *Catalog) T(key string, args ...any) string {
	msg, ok := c.lookup(key)
	if !ok {
		return key
	}
	args = c.nested(args)
	return fill(plurals(c.lang, msg, args), args)
}

// lookup is key's text in the catalogue, else in its fallback's.
func (c *Catalog) lookup(key string) (string, bool) {
	if msg, ok, answered := catalogOf(c.lang).one(key); answered {
		return msg, ok
	}
	c.ready()
	msg, ok := c.msgs[key]
	if !ok && c.fallback != nil {
		c.fallback.ready()
		msg, ok = c.fallback.msgs[key]
	}
	return msg, ok
}

// nested translates the arguments that are messages themselves, and lists
// of them (one per line), such as the problems found in a damaged file,
// and those that write themselves in a catalogue's words (a ruling's
// citation, rules.Cite).
func (c *Catalog) nested(args []any) []any {
	var out []any
	for i, a := range args {
		var text string
		switch v := a.(type) {
		case Message:
			text = c.message(v)
		case worded:
			text = v.Text(c.TMap)
		default:
			rv := reflect.ValueOf(a)
			if i%2 == 0 || rv.Kind() != reflect.Slice || !rv.Type().Elem().Implements(messageType) {
				continue
			}
			lines := make([]string, rv.Len())
			for j := range lines {
				lines[j] = c.message(rv.Index(j).Interface().(Message))
			}
			text = strings.Join(lines, "\n")
		}
		if out == nil {
			out = append([]any{}, args...)
		}
		out[i] = text
	}
	if out == nil {
		return args
	}
	return out
}

var messageType = reflect.TypeFor[Message]()

// worded is a value that writes itself in the words of a catalogue's
// lookup.
type worded interface {
	Text(t func(key string, args map[string]any) string) string
}

// TMap is T with the arguments in a map, the form engine errors carry.
func (c *Catalog) TMap(key string, args map[string]any) string {
	flat := make([]any, 0, 2*len(args))
	for k, v := range args {
		flat = append(flat, k, v)
	}
	return c.T(key, flat...)
}

func fill(msg string, args []any) string {
	if len(args) == 0 || !strings.Contains(msg, "{") {
		return msg
	}
	// One pass over msg, each {name} looked up among the arguments (the
	// first of a name counts), what is no argument's name kept as it is:
	// what a strings.Replacer of the pairs gives, without building one
	// for every text.
	var b strings.Builder
	b.Grow(len(msg) + 16)
	rest := msg
	for {
		open := strings.IndexByte(rest, '{')
		if open < 0 {
			break
		}
		b.WriteString(rest[:open])
		rest = rest[open:]
		end := strings.IndexByte(rest, '}')
		if end < 0 {
			break
		}
		if v, ok := argument(args, rest[1:end]); ok {
			b.WriteString(v)
			rest = rest[end+1:]
			// An abbreviation's full stop ends the sentence too ("adj."),
			// where an ellipsis after it stays one.
			if strings.HasSuffix(v, ".") && strings.HasPrefix(rest, ".") && !strings.HasPrefix(rest, "..") {
				rest = rest[1:]
			}
			continue
		}
		b.WriteByte('{')
		rest = rest[1:]
	}
	b.WriteString(rest)
	return b.String()
}

// argument is the value of the first argument named name, as text.
func argument(args []any, name string) (string, bool) {
	for i := 0; i+1 < len(args); i += 2 {
		key, ok := args[i].(string)
		if !ok {
			key = fmt.Sprint(args[i])
		}
		if key == name {
			switch v := args[i+1].(type) {
			case string:
				return v, true
			case []string:
				// A list the program words itself (the values an option
				// takes, the sheets print makes), whole: only a value that
				// came from outside is cut (Shown), and a list cut in its
				// middle would lose the very names the user must choose from.
				return strings.Join(v, ", "), true
			}
			return fmt.Sprint(args[i+1]), true
		}
	}
	return "", false
}

// Message is implemented by errors (and other values) that carry a message
// key and named arguments for translation, such as the engine's FEN and
// notation errors.
type Message interface {
	MessageKey() string
	MessageArgs() map[string]any
}

// Join translates several messages (the steps of one audited action) and
// joins them with sep.
func Join[M Message](c *Catalog, msgs []M, sep string) string {
	parts := make([]string, len(msgs))
	for i, m := range msgs {
		parts[i] = c.TMap(m.MessageKey(), m.MessageArgs())
	}
	return strings.Join(parts, sep)
}

// Error translates an error for the user: the first error in its chain that
// carries a message key is translated, anything else is shown as it is.
func (c *Catalog) Error(err error) string {
	if err == nil {
		return ""
	}
	var m Message
	if errors.As(err, &m) {
		if text := c.message(m); text != m.MessageKey() {
			return text
		}
	}
	return err.Error()
}

// Sentence is Error's text as a sentence of its own, for a message box:
// a catalogue text written to follow "arbiter COMMAND: ", which starts
// with a word in lower case, starts upper case. A text that starts with
// a value (a file name, a flag) keeps it as given.
func (c *Catalog) Sentence(err error) string {
	text := c.Error(err)
	var m Message
	if !errors.As(err, &m) {
		return text
	}
	tmpl, _ := c.lookup(m.MessageKey())
	first, _ := utf8.DecodeRuneInString(tmpl)
	if r, _ := utf8.DecodeRuneInString(text); unicode.IsLower(first) && r == first {
		return UpperFirst(text)
	}
	return text
}

// UpperFirst is text begun with a capital, as a catalogue's name (of a
// pairing system, written to go mid-sentence) reads alone in a list.
func UpperFirst(text string) string {
	if text == "" {
		return ""
	}
	r, size := utf8.DecodeRuneInString(text)
	return string(unicode.ToUpper(r)) + text[size:]
}

// Message translates one message (an import's note) as message does.
func (c *Catalog) Message(m Message) string { return c.message(m) }

// message translates a message whose text arguments are values that came
// from outside (a name, a line of a file) and are repeated as Shown.
func (c *Catalog) message(m Message) string {
	args := m.MessageArgs()
	shownArgs := make(map[string]any, len(args))
	for k, v := range args {
		switch s := v.(type) {
		case string:
			v = Shown(s)
		case engine.Path:
			v = Escaped(string(s))
		}
		shownArgs[k] = v
	}
	return c.TMap(m.MessageKey(), shownArgs)
}

// A value a message repeats is cut to maxShown characters: its first
// shownHead characters, an ellipsis, and its end (where a path keeps its
// file name).
const (
	maxShown  = 160
	shownHead = 100
)

// Shown is a value as a message repeats it back to the user: characters
// that are not drawn as text (controls such as ESC, bidirectional
// overrides, zero-width characters) are written as escapes (\x1b,
// \u202e), so that a hostile value can neither rewrite the terminal nor
// reverse the message around it, and a long value is cut in the middle to
// maxShown characters.
func Shown(s string) string {
	parts := escapedParts(s)
	if len(parts) > maxShown {
		tail := parts[len(parts)-(maxShown-shownHead-1):]
		parts = append(append(parts[:shownHead:shownHead], "…"), tail...)
	}
	return strings.Join(parts, "")
}

// Escaped is s with the characters Shown escapes escaped, whole: for a
// value written where such characters may not stand (a PGN tag).
func Escaped(s string) string { return strings.Join(escapedParts(s), "") }

// Hidden tells whether r is not drawn as text (a control, a
// bidirectional override, a zero-width character): Shown escapes it.
func Hidden(r rune) bool {
	return unicode.IsControl(r) || !unicode.IsPrint(r) && !unicode.Is(unicode.Zs, r)
}

// escapedParts is s character by character, those not drawn as text and
// bytes that are not UTF-8 as escapes.
func escapedParts(s string) []string {
	var parts []string
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			parts = append(parts, fmt.Sprintf(`\x%02x`, s[i]))
		case Hidden(r):
			q := strconv.QuoteRune(r)
			parts = append(parts, q[1:len(q)-1])
		default:
			parts = append(parts, s[i:i+size])
		}
		i += size
	}
	return parts
}

// NewError builds an error that is nothing but a catalogue message (an
// engine.Message): a mistake an app layer catches itself (a round number
// that is not a number, a file that exists already), translated like the
// errors of the lower layers; args alternate names and values, as for T.
func NewError(key string, args ...any) *engine.Message { return engine.NewMessage(key, args...) }

// The engine's keyed errors render their English text from this
// catalogue, so that the texts are written once, here.
func init() {
	engine.SetEnglish(func(key string, args map[string]any) string {
		return For(English).message(&engine.Message{Key: key, Args: args})
	})
}
