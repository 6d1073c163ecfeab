package trf

import (
	"bytes"
	"strconv"
	"strings"
	"time"
	"unicode"
)

// ISODate reads a date of a TRF report (ReadDate) as ISO, "YYYY/00/00"
// as the year alone; what it cannot read stays as written.
func ISODate(d string) string {
	if iso, _, ok := ReadDate(d); ok {
		return iso
	}
	return strings.TrimSpace(d)
}

// ReadDate reads a date in the forms the programs that write TRF use:
// TRF's YYYY/MM/DD (Swiss-Manager's YYYY.MM.DD, "YYYY/00/00" the year
// alone), the writer's local day-first forms (24/09/2010, 24.09.2010,
// "28. 07. 2005"; month first only where the day cannot be a month),
// two-digit years (TRF's round-date form YY/MM/DD; with dots day first,
// 11.09.26, else year first) and "May 10, 2020". assumed tells a reading
// another order would read otherwise (a two-digit year; a day and a month
// both 12 or less, written with slashes, which some write month first);
// ok is false for anything else.
func ReadDate(d string) (iso string, assumed, ok bool) {
	d = strings.TrimSpace(d)
	// Only a date with a letter names its month: the blank birth date of
	// every player of a pairing program's report made two parse errors to
	// throw away.
	if strings.ContainsFunc(d, unicode.IsLetter) {
		for _, layout := range []string{"January 2, 2006", "Jan 2, 2006"} {
			if t, err := time.Parse(layout, d); err == nil {
				return t.Format(time.DateOnly), false, true
			}
		}
	}
	parts := strings.FieldsFunc(d, func(r rune) bool { return r == '/' || r == '.' || r == '-' })
	if len(parts) != 3 {
		return "", false, false
	}
	n := make([]int, 3)
	for i, p := range parts {
		p = strings.TrimSpace(p)
		v, err := strconv.Atoi(p)
		if err != nil || len(p) > 4 || strings.ContainsAny(p, "+-") {
			return "", false, false
		}
		n[i], parts[i] = v, p
	}
	day := func(y, m, dd int, assumed bool) (string, bool, bool) {
		t := time.Date(y, time.Month(m), dd, 0, 0, 0, 0, time.UTC)
		if m < 1 || m > 12 || dd < 1 || t.Day() != dd {
			return "", false, false
		}
		return t.Format(time.DateOnly), assumed, true
	}
	century := func(yy int) int {
		if yy < 70 {
			return 2000 + yy
		}
		return 1900 + yy
	}
	switch {
	case len(parts[0]) == 4:
		if n[1] == 0 && n[2] == 0 {
			return parts[0], false, true
		}
		return day(n[0], n[1], n[2], false)
	case len(parts[2]) == 4:
		if iso, _, ok := day(n[2], n[1], n[0], false); ok {
			return iso, strings.Contains(d, "/") && n[0] <= 12 && n[0] != n[1], true
		}
		return day(n[2], n[0], n[1], false)
	case len(parts[0]) == 2 && len(parts[1]) == 2 && len(parts[2]) == 2:
		if !strings.Contains(d, ".") {
			return day(century(n[0]), n[1], n[2], true)
		}
		if iso, _, ok := day(century(n[2]), n[1], n[0], true); ok {
			return iso, true, true
		}
		return day(century(n[0]), n[1], n[2], true)
	}
	return "", false, false
}

// DateOfRound is round r's date in the 132 record, as ISO (ReadRoundDate);
// "" when the record gives none, or one it does not read, which the
// import names.
func (t *Tournament) DateOfRound(r int) string {
	if r < 1 || r > len(t.RoundDates) {
		return ""
	}
	iso, _ := ReadRoundDate(t.RoundDates[r-1])
	return iso
}

// ReadRoundDate reads a 132 record's round date as ISO when it is written
// as TRF writes it (YY/MM/DD, RoundDate) and is a day; false for anything
// else: Swiss Perfect writes dots with the day and the month in either
// order ("11.25.02" for 25 February 2011, "25.10.04" for 4 October 2025),
// which no reading can tell apart.
func ReadRoundDate(d string) (string, bool) {
	if len(d) == 8 && d[2] == '/' && d[5] == '/' {
		iso := "20" + d[0:2] + "-" + d[3:5] + "-" + d[6:8]
		if _, err := time.Parse(time.DateOnly, iso); err == nil {
			return iso, true
		}
	}
	return "", false
}

// LooksLikeReport reports whether the first line that is not blank is a TRF
// record: a three-character tag of digits or of XX and a letter (Arbiter's
// and JaVaFo's own), then a space. A CSV list's header names its columns
// and never starts so.
func LooksLikeReport(data []byte) bool {
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	for line := range bytes.Lines(data) {
		line = bytes.TrimRight(line, "\r\n")
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		if len(line) < 4 || line[3] != ' ' {
			return false
		}
		tag := string(line[:3])
		return strings.Trim(tag, "0123456789") == "" || strings.HasPrefix(tag, "XX") && tag[2] >= 'A' && tag[2] <= 'Z'
	}
	return false
}

// oldPolicyTag is the record in which Arbiter's older files stated the
// withdrawal rule (now XXW): "XXP ussr1953", a line the model keeps as
// read, since JaVaFo's XXP is forbidden pairs.
const oldPolicyTag = "XXP"

// Tag is a record line's tag: its first three columns.
func Tag(line string) string { return strings.TrimSpace(line[:min(3, len(line))]) }

// OldWithdrawalRule reads an older file's withdrawal rule from a line the
// model keeps as read ("XXP ussr1953"); ok is false for any other line.
func OldWithdrawalRule(line string) (rule string, ok bool) {
	if f := strings.Fields(line); len(f) == 2 && f[0] == oldPolicyTag {
		return f[1], true
	}
	return "", false
}

// Count reads a count field ("082" and the like) written with spaces or
// none: 0 where it holds no number.
func Count(text string) int {
	n, _ := strconv.Atoi(strings.Join(strings.Fields(text), ""))
	return n
}
