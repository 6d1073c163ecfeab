package ratinglist

import (
	"arbiter/engine"
	"arbiter/tournament/input"
	"bufio"
	"bytes"
	"cmp"
	"fmt"
	"html"
	"io"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
)

// record is one player as a list writes it: field name → text. The same
// names serve the TXT header's columns (lower case), the XML's elements
// and the fields a CSV's columns are mapped to.
type record map[string]string

// txtColumns maps the TXT header's words to the fields they fill. A
// single-rating download names its rating column by the month ("OCT26").
var txtColumns = sync.OnceValue(func() map[string]string {
	return map[string]string{
		"id": "fideid", "name": "name", "fed": "fed", "sex": "sex", "tit": "title", "wtit": "wtitle",
		"otit": "otitle", "foa": "foa", "srtng": "rating", "sgm": "games", "sk": "k", "rrtng": "rapid",
		"rgm": "rapidgames", "rk": "rapidk", "brtng": "blitz", "bgm": "blitzgames", "bk": "blitzk",
		"b-day": "born", "flag": "flag", "gms": "games", "k": "k",
	}
})

// mergedTXTColumns are the header words of FIDE's lists before September
// 2012 that stand over two columns, with where the second starts: "ID
// number Name  TitlFed  Sep11 GamesBorn  Flag" (the title in four
// characters, then the federation; the games in five, then the year of
// birth). National federations still write their lists so for
// Swiss-Manager.
var mergedTXTColumns = sync.OnceValue(func() map[string][]struct {
	field string
	at    int
} {
	return map[string][]struct {
		field string
		at    int
	}{
		"titlfed":   {{"title", 0}, {"fed", 4}},
		"gamesborn": {{"games", 0}, {"born", 5}},
	}
})

// xmlFields maps the XML's elements to the same fields.
var xmlFields = sync.OnceValue(func() map[string]string {
	return map[string]string{
		"fideid": "fideid", "name": "name", "country": "fed", "sex": "sex", "title": "title",
		"w_title": "wtitle", "o_title": "otitle", "foa_title": "foa", "rating": "rating", "games": "games",
		"k": "k", "rapid_rating": "rapid", "rapid_games": "rapidgames", "rapid_k": "rapidk",
		"blitz_rating": "blitz", "blitz_games": "blitzgames", "blitz_k": "blitzk", "birthday": "born", "flag": "flag",
	}
})

type column struct {
	field      string
	start, end int // in characters; end -1 runs to the end of the line
}

// txtLayout reads the columns from the header line: each known word starts
// a column that runs to the next known word. FIDE has changed the layout
// before (the FOA column came in 2023), so positions are never hard-coded.
// A list of one period (standard_rating_list.txt, rapid_…, blitz_…) names
// its one rating column by its month, returned in month ("oct26"): the
// header does not say which period the list is of.
func txtLayout(header string) (cols []column, month string, ok bool) {
	runes := []rune(header)
	for i := 0; i < len(runes); {
		if runes[i] == ' ' {
			i++
			continue
		}
		j := i
		for j < len(runes) && runes[j] != ' ' {
			j++
		}
		word := strings.ToLower(string(runes[i:j]))
		f, known := txtColumns()[word]
		if !known && monthColumn(word) {
			f, known, month = "rating", true, word
		}
		starts := []column{{field: f, start: i}}
		if parts, merged := mergedTXTColumns()[word]; merged {
			known, starts = true, nil
			for _, p := range parts {
				starts = append(starts, column{field: p.field, start: i + p.at})
			}
		}
		if known {
			for _, c := range starts {
				if n := len(cols); n > 0 {
					cols[n-1].end = c.start
				}
				cols = append(cols, column{field: c.field, start: c.start, end: -1})
			}
		}
		i = j
	}
	ok = len(cols) > 2 && cols[0].field == "fideid" && cols[1].field == "name"
	return cols, month, ok
}

const months = "janfebmaraprmayjunjulaugsepoctnovdec"

// monthColumn tells a single list's rating column, named by its month: "oct26".
func monthColumn(w string) bool {
	return len(w) == 5 && strings.Index(months, w[:3])%3 == 0 && w[3] >= '0' && w[3] <= '9' && w[4] >= '0' && w[4] <= '9'
}

// monthDate is the first day of the month a column names: "oct26" → "2026-10-01".
func monthDate(w string) string {
	return "20" + w[3:5] + "-" + fmt.Sprintf("%02d", strings.Index(months, w[:3])/3+1) + "-01"
}

// readTXT reads FIDE's fixed-width list. Columns are counted in
// characters: the list is ASCII today, but a name written in UTF-8 (or in
// Windows-1252, read as such) must not shift the columns after it.
func readTXT(r io.Reader, emit func(line int, rec record) error) error {
	br := bufio.NewReaderSize(r, 1<<16)
	var cols []column
	rec := record{}
	var runes []rune
	for line := 1; ; line++ {
		b, err := br.ReadSlice('\n')
		if err == bufio.ErrBufferFull { // a line longer than the buffer: read it whole
			rest, err2 := br.ReadBytes('\n')
			b, err = append(append([]byte(nil), b...), rest...), err2
		}
		if err != nil && err != io.EOF {
			return err
		}
		text := bytes.TrimRight(b, "\r\n")
		if line == 1 {
			text = bytes.TrimPrefix(text, []byte("\xef\xbb\xbf"))
			var ok bool
			if cols, _, ok = txtLayout(string(text)); !ok {
				return engine.NewMessage("ratinglist.err.txt.header")
			}
		} else if len(bytes.TrimSpace(text)) > 0 {
			if input.IsASCII(text) {
				for _, c := range cols {
					rec[c.field] = string(bytes.TrimSpace(cut(text, c.start, c.end)))
				}
			} else {
				if !utf8.Valid(text) {
					text, _ = charmap.Windows1252.NewDecoder().Bytes(text)
				}
				runes = append(runes[:0], []rune(string(text))...)
				for _, c := range cols {
					rec[c.field] = strings.TrimSpace(string(cut(runes, c.start, c.end)))
				}
			}
			if err := emit(line, rec); err != nil {
				return err
			}
		}
		if err == io.EOF {
			return nil
		}
	}
}

func cut[T any](s []T, start, end int) []T {
	if start >= len(s) {
		return nil
	}
	if end < 0 || end > len(s) {
		end = len(s)
	}
	return s[start:end]
}

// readXML reads FIDE's XML list: <playerslist><player><fideid>…</fideid>
// … </player>…</playerslist>, one element per field, no attributes; a
// value that is no UTF-8 is read in Windows-1252, as readTXT reads a line.
func readXML(r io.Reader, emit func(line int, rec record) error) error {
	br := bufio.NewReaderSize(r, 1<<16)
	rec := record{}
	field, inPlayer, n := "", false, 0
	seenRoot := false
	for {
		text, err := readUntil(br, '<')
		if err == io.EOF {
			if !seenRoot {
				return engine.NewMessage("ratinglist.err.xml")
			}
			return nil
		}
		if err != nil {
			return err
		}
		if field != "" {
			v := strings.TrimSpace(string(text))
			if !utf8.ValidString(v) {
				// Saved in Latin-1 (ISO-8859-1 declared, or nothing): read
				// as the TXT list is, in Windows-1252.
				v, _ = charmap.Windows1252.NewDecoder().String(v)
			}
			if strings.IndexByte(v, '&') >= 0 {
				v = html.UnescapeString(v)
			}
			rec[field] = v
			field = ""
		}
		tag, err := readUntil(br, '>')
		if err != nil {
			return engine.NewMessage("ratinglist.err.xml")
		}
		switch {
		case len(tag) == 0, tag[0] == '?', tag[0] == '!':
		case string(tag) == "playerslist":
			seenRoot = true
		case string(tag) == "player":
			inPlayer = true
			clear(rec)
		case string(tag) == "/player":
			if !inPlayer {
				return engine.NewMessage("ratinglist.err.xml")
			}
			inPlayer = false
			n++
			if err := emit(n, rec); err != nil {
				return err
			}
		case inPlayer && tag[0] != '/' && tag[len(tag)-1] != '/': // <title/> is empty
			// The map is indexed by the bytes themselves: no string is made.
			if f, ok := xmlFields()[string(tag)]; ok {
				field = f
			}
		}
	}
}

// readUntil returns the bytes before delim (valid until the next read) and
// consumes delim.
func readUntil(br *bufio.Reader, delim byte) ([]byte, error) {
	b, err := br.ReadSlice(delim)
	if err == bufio.ErrBufferFull {
		rest, err2 := br.ReadBytes(delim)
		b, err = append(append([]byte(nil), b...), rest...), err2
	}
	if err != nil {
		return b, err
	}
	return b[:len(b)-1], nil
}

// fideEntry turns a FIDE record into an entry; line numbers the errors.
func fideEntry(rec record, line int) (Entry, error) {
	var e Entry
	e.FIDEID = rec["fideid"]
	if e.FIDEID == "" {
		return e, engine.NewMessage("ratinglist.err.id-missing", "line", line)
	}
	if err := input.CheckFIDEID(e.FIDEID); err != nil {
		return e, engine.NewMessage("ratinglist.err.id", "line", line, "value", e.FIDEID, "problem", err)
	}
	e.FamilyName, e.GivenNames = input.SplitName(rec["name"])
	e.Federation = rec["fed"]
	e.Sex = sexOf(rec["sex"])
	// The flag is its column's first word ("i", "w", "wi"): a national
	// list in the old layout writes the player's club after it.
	flag, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(rec["flag"])), " ")
	if e.Sex == "" && strings.ContainsRune(flag, 'w') {
		// A list without a Sex column (before September 2012) flags
		// a woman "w" (inactive "wi"), as FIDE's lists still do.
		e.Sex = "w"
	}
	title := cmp.Or(rec["title"], rec["wtitle"])
	var err error
	if e.Title, err = input.ParseTitle(title); err != nil {
		return e, engine.NewMessage("ratinglist.err.title", "line", line, "value", title)
	}
	nums := []struct {
		field string
		dst   *int
	}{{"rating", &e.Rating}, {"games", &e.Games}, {"k", &e.K}, {"rapid", &e.Rapid}, {"blitz", &e.Blitz}, {"born", &e.BirthYear}}
	for _, n := range nums {
		if *n.dst, err = number(rec[n.field]); err != nil {
			return e, engine.NewMessage("ratinglist.err.number", "line", line, "value", rec[n.field])
		}
	}
	e.Inactive = strings.ContainsRune(flag, 'i')
	return e, nil
}

func sexOf(s string) string {
	switch strings.ToLower(s) {
	case "m":
		return "m"
	case "f", "w":
		return "w"
	}
	return ""
}

func number(s string) (int, error) {
	if s == "" {
		return 0, nil
	}
	return strconv.Atoi(s)
}
