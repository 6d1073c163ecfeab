package tournament

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"errors"
	"io"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// csvColumns maps the header words Arbiter accepts, in English, Finnish and
// Estonian, to the player field they fill. Headers are compared in lower
// case with '_' and '-' read as blanks.
var csvColumns = map[string]string{
	"name": "name", "player": "name", "nimi": "name", "pelaaja": "name", "mängija": "name",
	"family name": "family", "surname": "family", "last name": "family", "sukunimi": "family",
	"perekonnanimi": "family", "perenimi": "family",
	"given names": "given", "given name": "given", "first name": "given", "first names": "given",
	"etunimi": "given", "etunimet": "given", "eesnimi": "given", "eesnimed": "given",
	"rating": "rating", "elo": "rating", "vahvuusluku": "rating", "reiting": "rating", "rtg": "rating",
	"club": "club", "seura": "club", "kerho": "club", "klubi": "club",
	"federation": "fed", "fed": "fed", "liitto": "fed", "maa": "fed", "föderatsioon": "fed", "riik": "fed",
	"fide id": "fideid", "fideid": "fideid", "fide": "fideid", "fide tunnus": "fideid", "fide kood": "fideid",
	"title": "title", "arvonimi": "title", "tiitel": "title",
	"sex": "sex", "gender": "sex", "sukupuoli": "sex", "sugu": "sex",
	"category": "category", "luokka": "category", "kategooria": "category", "järk": "category",
	"category date": "catdate", "luokka pvm": "catdate", "luokan päivämäärä": "catdate",
	"järgu kuupäev": "catdate", "kategooria kuupäev": "catdate",
	"birth date": "born", "born": "born", "birthdate": "born", "syntymäaika": "born", "sünniaeg": "born",
	"seat": "seat", "no": "seat", "nro": "seat", "nr": "seat",
}

// ReadPlayersCSV reads a player list: a header row naming the columns (in
// English, Finnish or Estonian; only a name column is required) and one
// player per row. Commas, semicolons and tabs are all accepted as
// separators, as spreadsheets in different locales write them. Every
// player is validated, and duplicates within the file are refused; errors
// carry the file's line number.
func ReadPlayersCSV(r io.Reader) ([]Player, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	data = fromWindows(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")))
	first, _, _ := bufio.NewReader(bytes.NewReader(data)).ReadLine()
	cr := csv.NewReader(bytes.NewReader(data))
	cr.Comma = separator(string(first))
	cr.FieldsPerRecord = -1
	cr.TrimLeadingSpace = true
	header, err := cr.Read()
	if err == io.EOF {
		return nil, errorf("event.err.csv.empty", nil, "the file is empty")
	}
	if err != nil {
		return nil, csvError(err)
	}
	fields := make([]string, len(header))
	hasName := false
	for i, h := range header {
		key := strings.Join(strings.Fields(strings.NewReplacer("_", " ", "-", " ").Replace(strings.ToLower(h))), " ")
		f, ok := csvColumns[key]
		if !ok {
			return nil, atLine(errorf("event.err.csv.column", []any{"column", h},
				"column %q is not a player field (name, family name, given names, rating, club, federation, fide id, title, sex, category, category date, birth date)", h), 1)
		}
		fields[i] = f
		hasName = hasName || f == "name" || f == "family"
	}
	if !hasName {
		return nil, atLine(errorf("event.err.csv.noname", nil, "the header has no name or family name column"), 1)
	}
	var players []Player
	var lines []int
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, csvError(err)
		}
		line, _ := cr.FieldPos(0)
		if len(rec) == 1 && strings.TrimSpace(rec[0]) == "" {
			continue
		}
		p, err := playerFromRecord(fields, rec)
		if err != nil {
			return nil, atLine(err, line)
		}
		players = append(players, NormalizePlayer(p))
		lines = append(lines, line)
	}
	if err := ValidatePlayers(players, func(i int) int { return lines[i] }); err != nil {
		return nil, err
	}
	return players, nil
}

// cp1252High holds Windows-1252's characters for the bytes 0x80–0x9F, where
// it differs from Latin-1 (0 where the code page leaves a byte unused).
var cp1252High = [32]rune{
	'€', 0, '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', 0, 'Ž', 0,
	0, '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', 0, 'ž', 'Ÿ',
}

// cp1257Caron holds Windows-1257's (Baltic) Š, š, Ž, ž, which it puts
// where Windows-1252 has the Icelandic Ð, ð, Þ, þ.
var cp1257Caron = map[byte]rune{0xD0: 'Š', 0xF0: 'š', 0xDE: 'Ž', 0xFE: 'ž'}

// fromWindows decodes a list a spreadsheet saved in the Windows code page of
// a Finnish (1252) or Estonian (1257) desktop; UTF-8 passes unchanged. Both
// pages agree on ä, ö, ü, õ and å; a file that uses none of 1252's bytes
// 0x80–0x9F but has one of 1257's š, ž, Š, Ž is read as 1257.
func fromWindows(data []byte) []byte {
	if utf8.Valid(data) {
		return data
	}
	cp1252Only, caron := false, false
	for _, c := range data {
		cp1252Only = cp1252Only || c >= 0x80 && c < 0xA0
		caron = caron || cp1257Caron[c] != 0
	}
	baltic := caron && !cp1252Only
	var b strings.Builder
	for _, c := range data {
		switch {
		case c < 0x80:
			b.WriteByte(c)
		case baltic && cp1257Caron[c] != 0:
			b.WriteRune(cp1257Caron[c])
		case c < 0xA0 && cp1252High[c-0x80] != 0:
			b.WriteRune(cp1252High[c-0x80])
		default:
			b.WriteRune(rune(c))
		}
	}
	return []byte(b.String())
}

// separator picks the most frequent of comma, semicolon and tab in the
// header line.
func separator(header string) rune {
	best, n := ',', strings.Count(header, ",")
	for _, c := range []rune{';', '\t'} {
		if k := strings.Count(header, string(c)); k > n {
			best, n = c, k
		}
	}
	return best
}

func csvError(err error) error {
	var pe *csv.ParseError
	if errors.As(err, &pe) && (errors.Is(pe.Err, csv.ErrQuote) || errors.Is(pe.Err, csv.ErrBareQuote)) {
		return atLine(errorf("event.err.csv.quote", nil, "%v", pe.Err), pe.Line)
	}
	if errors.As(err, &pe) {
		return atLine(errorf("event.err.csv.syntax", []any{"detail", pe.Err.Error()}, "%v", pe.Err), pe.Line)
	}
	return err
}

func playerFromRecord(fields, rec []string) (Player, error) {
	var p Player
	if len(rec) > len(fields) {
		return p, errorf("event.err.csv.fields", []any{"got", len(rec), "want", len(fields)},
			"%d fields, but the header names only %d", len(rec), len(fields))
	}
	for i, v := range rec {
		v = strings.TrimSpace(v)
		switch fields[i] {
		case "name":
			p.Name = v
		case "family":
			p.FamilyName = v
		case "given":
			p.GivenNames = v
		case "club":
			p.Club = v
		case "fed":
			p.Federation = v
		case "fideid":
			p.FIDEID = v
		case "title":
			p.Title = v
		case "born":
			p.BirthDate = v
		case "rating":
			if v == "" {
				continue
			}
			r, err := strconv.Atoi(v)
			if err != nil {
				return p, errorf("event.err.csv.rating", []any{"value", v}, "rating %q is not a whole number", v)
			}
			p.Rating = r
		case "seat":
			if v == "" {
				continue
			}
			s, err := strconv.Atoi(v)
			if err != nil || s < 1 {
				return p, errorf("event.err.csv.seat", []any{"value", v}, "seat %q is not a positive number", v)
			}
			p.Seat = s
		case "sex":
			s, err := ParseSex(v)
			if err != nil {
				return p, err
			}
			p.Sex = s
		case "category":
			c, err := ParseCategory(v)
			if err != nil {
				return p, errorf("event.err.csv.category", []any{"value", v},
					"category %q is not one of I, II, III, IV, V, CM, MS, GM", v)
			}
			p.Category = c
		case "catdate":
			if v == "" {
				continue
			}
			d, err := ParseDate(v)
			if err != nil {
				return p, err
			}
			p.CategoryEarned = d
		}
	}
	// Separate name columns, when the list has them, make the name.
	if p.FamilyName != "" || p.GivenNames != "" {
		p.SetNames(p.FamilyName, p.GivenNames)
	}
	return p, nil
}

// ParseDate reads a date as ISO "2024-05-31" or as Finns and Estonians
// write it, "31.5.2024".
func ParseDate(s string) (time.Time, error) {
	s = strings.TrimSpace(s)
	t, err := parseISODate(s)
	if err != nil {
		t, err = time.Parse("2.1.2006", s)
	}
	if err == nil && plausibleDate(t) {
		return t, nil
	}
	return time.Time{}, errorf("event.err.date", []any{"value", s}, "%q is not a date (2024-05-31 or 31.5.2024)", s)
}

func parseISODate(s string) (time.Time, error) { return time.Parse("2006-01-02", s) }
