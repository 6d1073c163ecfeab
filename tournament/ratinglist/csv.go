package ratinglist

import (
	"bytes"
	"io"
	"slices"
	"strings"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/exchange"
	"arbiter/tournament/input"
)

// Fields are the fields a national list's column can be mapped to.
var Fields = []string{"name", "family", "given", "natid", "fideid", "rating", "natrating", "rapid", "blitz",
	"fed", "sex", "title", "born", "club"}

// Column is one column of a CSV list and the field it is read into; ""
// skips it.
type Column struct {
	Header string `json:"header"`
	Field  string `json:"field"`
}

// columnFields gives each header its field: the arbiter's mapping
// (headers compared without case) first, else the field the player
// lists' header words name (exchange.CSVField), else none.
func columnFields(header []string, columns map[string]string) ([]Column, error) {
	mapped := map[string]string{}
	for h, f := range columns {
		if f != "" && !slices.Contains(Fields, f) {
			return nil, engine.NewMessage("ratinglist.err.field", "field", f)
		}
		mapped[strings.ToLower(strings.TrimSpace(h))] = f
	}
	out := make([]Column, len(header))
	for i, h := range header {
		f, ok := mapped[strings.ToLower(strings.TrimSpace(h))]
		if !ok {
			if f, ok = exchange.CSVField(h); !ok || !slices.Contains(Fields, f) {
				f = ""
			}
		}
		out[i] = Column{Header: h, Field: f}
	}
	return out, nil
}

// CSVColumns reads the header of a CSV list (zipped or not) and proposes
// each column's field: as the list of that name was read last time, else
// by the header's words. The window shows them for the arbiter to
// confirm before the import.
func (l *Lists) CSVColumns(path, name string) ([]Column, error) {
	src, closeSrc, err := openList(path)
	if err != nil {
		return nil, err
	}
	defer closeSrc()
	// The header is in the first lines; the text is decoded from whole lines.
	head, err := io.ReadAll(io.LimitReader(src.r, 1<<16))
	if err != nil {
		return nil, err
	}
	if i := bytes.LastIndexByte(head, '\n'); i > 0 {
		head = head[:i+1]
	}
	_, header, _, err := exchange.ReadCSVHeader(head) // the import names the encoding
	if err != nil {
		return nil, err
	}
	var kept map[string]string
	if old, err := l.Get(name); err == nil {
		kept = old.Columns
	}
	return columnFields(header, kept)
}

// readCSV reads a national list: a header row and one player a row, each
// column read into the field columnFields gives it, a FIDE rating and the
// national rating each in its own. Columns that map to no field are skipped and
// returned. It returns the mapping used, for the next import, and the
// notes of reading the text (exchange.ReadCSVHeader).
func readCSV(data []byte, columns map[string]string, add func(Entry) error) (map[string]string, []string, []engine.Message, error) {
	cr, header, notes, err := exchange.ReadCSVHeader(data)
	if err != nil {
		return nil, nil, nil, err
	}
	cols, err := columnFields(header, columns)
	if err != nil {
		return nil, nil, nil, err
	}
	fields := make([]string, len(header))
	used := map[string]string{}
	var skipped []string
	hasName := false
	for i, c := range cols {
		if c.Field == "" {
			skipped = append(skipped, c.Header)
			if _, chosen := columns[c.Header]; chosen {
				used[c.Header] = "" // skipped by the arbiter: also next time
			}
			continue
		}
		fields[i], used[c.Header] = c.Field, c.Field
		hasName = hasName || c.Field == "name" || c.Field == "family"
	}
	if !hasName {
		return nil, nil, nil, engine.NewMessage("ratinglist.err.csv.noname")
	}
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			return used, skipped, notes, nil
		}
		if err != nil {
			return nil, nil, nil, exchange.CSVError(err)
		}
		line, _ := cr.FieldPos(0)
		if len(rec) == 1 && strings.TrimSpace(rec[0]) == "" {
			continue
		}
		e, err := csvEntry(fields, rec, line)
		if err != nil {
			return nil, nil, nil, err
		}
		if err := add(e); err != nil {
			return nil, nil, nil, err
		}
	}
}

func csvEntry(fields, rec []string, line int) (Entry, error) {
	var e Entry
	var name, family, given string
	for i, v := range rec {
		if i >= len(fields) || fields[i] == "" {
			continue
		}
		v = strings.TrimSpace(v)
		var err error
		switch fields[i] {
		case "name":
			name = v
		case "family":
			family = v
		case "given":
			given = v
		case "natid":
			e.NationalID = v
		case "fideid":
			e.FIDEID = strings.TrimLeft(v, "0")
			if err := input.CheckFIDEID(e.FIDEID); err != nil {
				return e, engine.NewMessage("ratinglist.err.id", "line", line, "value", v, "problem", err)
			}
		case "natrating":
			e.NationalRating, err = number(v)
		case "rating":
			e.Rating, err = number(v)
		case "rapid":
			e.Rapid, err = number(v)
		case "blitz":
			e.Blitz, err = number(v)
		case "fed":
			e.Federation = strings.ToUpper(v)
		case "sex":
			var s tournament.Sex
			if s, err = tournament.ParseSex(v); err != nil {
				return e, engine.NewMessage("ratinglist.err.sex", "line", line, "value", v)
			}
			e.Sex = string(s)
		case "title":
			if e.Title, err = input.ParseTitle(v); err != nil {
				return e, engine.NewMessage("ratinglist.err.title", "line", line, "value", v)
			}
		case "born":
			if err := e.setBorn(v); err != nil {
				return e, engine.NewMessage("ratinglist.err.born", "line", line, "value", v)
			}
		case "club":
			e.Club = v
		}
		if err != nil {
			return e, engine.NewMessage("ratinglist.err.number", "line", line, "value", v)
		}
	}
	switch {
	case family == "" && given == "":
		family, given = input.SplitName(name)
	case family == "" && name != "":
		family = input.FamilyBeside(name, given)
	}
	e.FamilyName, e.GivenNames = family, given
	if e.FamilyName == "" && e.GivenNames == "" {
		return e, engine.NewMessage("ratinglist.err.noname", "line", line)
	}
	return e, nil
}

// setBorn sets e's birth date (where v gives the day) and year from a
// list's cell v; lists write 0000 for a year they do not know.
func (e *Entry) setBorn(v string) error {
	if strings.Trim(v, " 0") == "" {
		return nil
	}
	b, err := input.ParseBirthDate(v)
	if err != nil {
		return err
	}
	if len(b) > 4 {
		e.BirthDate = b
	}
	if len(b) >= 4 {
		e.BirthYear, _ = number(b[:4])
	}
	return nil
}
