package ratinglist

import (
	"io"
	"strings"

	"arbiter/tournament"
)

// Fields are the fields a national list's column can be mapped to.
var Fields = []string{"name", "family", "given", "natid", "fideid", "rating", "natrating", "rapid", "blitz",
	"fed", "sex", "title", "born", "club"}

// readCSV reads a national list: a header row and one player a row. A
// column is the field columns maps its header to, else the field the
// player lists' header words name (tournament.CSVField); a national list's
// own rating is its rating. Columns that map to no field are skipped and
// returned. It returns the mapping used, for the next import.
func readCSV(data []byte, columns map[string]string, add func(Entry) error) (map[string]string, []string, error) {
	cr, header, err := tournament.ReadCSVHeader(data)
	if err != nil {
		return nil, nil, err
	}
	mapped := map[string]string{}
	for h, f := range columns {
		mapped[strings.ToLower(strings.TrimSpace(h))] = f
	}
	fields := make([]string, len(header))
	used := map[string]string{}
	var skipped []string
	hasName, hasNatRating := false, false
	for i, h := range header {
		f, ok := mapped[strings.ToLower(strings.TrimSpace(h))]
		if ok && f != "" && !validField(f) {
			return nil, nil, errorf("ratinglist.err.field", "field", f)
		}
		if !ok {
			f, ok = tournament.CSVField(h)
		}
		if !ok || !validField(f) {
			skipped = append(skipped, h)
			continue
		}
		fields[i], used[h] = f, f
		hasName = hasName || f == "name" || f == "family"
		hasNatRating = hasNatRating || f == "natrating"
	}
	if !hasName {
		return nil, nil, errorf("ratinglist.err.csv.noname")
	}
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			return used, skipped, nil
		}
		if err != nil {
			return nil, nil, tournament.CSVError(err)
		}
		line, _ := cr.FieldPos(0)
		if len(rec) == 1 && strings.TrimSpace(rec[0]) == "" {
			continue
		}
		e, err := csvEntry(fields, rec, hasNatRating, line)
		if err != nil {
			return nil, nil, err
		}
		if err := add(e); err != nil {
			return nil, nil, err
		}
	}
}

func validField(f string) bool {
	for _, x := range Fields {
		if x == f {
			return true
		}
	}
	return false
}

func csvEntry(fields, rec []string, natRating bool, line int) (Entry, error) {
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
			if strings.ContainsFunc(v, notDigit) {
				return e, errorf("ratinglist.err.id", "line", line, "value", v)
			}
			e.FIDEID = strings.TrimLeft(v, "0")
		case "natrating":
			e.Rating, err = number(v)
		case "rating":
			if !natRating { // a national list's own rating wins where it has one
				e.Rating, err = number(v)
			}
		case "rapid":
			e.Rapid, err = number(v)
		case "blitz":
			e.Blitz, err = number(v)
		case "fed":
			e.Federation = strings.ToUpper(v)
		case "sex":
			var s tournament.Sex
			if s, err = tournament.ParseSex(v); err != nil {
				return e, errorf("ratinglist.err.sex", "line", line, "value", v)
			}
			e.Sex = string(s)
		case "title":
			if e.Title, err = tournament.ParseTitle(v); err != nil {
				return e, errorf("ratinglist.err.title", "line", line, "value", v)
			}
		case "born":
			b, err := tournament.ParseBirthDate(v)
			if err != nil {
				return e, errorf("ratinglist.err.born", "line", line, "value", v)
			}
			if len(b) > 4 {
				e.BirthDate = b
			}
			if len(b) >= 4 {
				e.BirthYear, _ = number(b[:4])
			}
		case "club":
			e.Club = v
		}
		if err != nil {
			return e, errorf("ratinglist.err.number", "line", line, "value", v)
		}
	}
	if family == "" && given == "" {
		family, given = tournament.SplitName(name)
	}
	e.FamilyName, e.GivenNames = family, given
	if e.FamilyName == "" && e.GivenNames == "" {
		return e, errorf("ratinglist.err.noname", "line", line)
	}
	return e, nil
}
