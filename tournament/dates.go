package tournament

import (
	"strings"
	"time"
)

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
	return time.Time{}, errorf("event.err.date", []any{"value", s})
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
// ISO "1984-06-15", TRF's "1984/06/15", or "15.6.1984" and "15.06.1984" as
// Finns and Estonians write it. It returns a form the file keeps: the
// forms ValidatePlayer accepts as they are, a dotted date in ISO form
// ("1984-06-15"); "" stays "".
func ParseBirthDate(s string) (string, error) {
	s = strings.TrimSpace(s)
	if ValidBirthDate(s) {
		return s, nil
	}
	if t, err := time.Parse("2.1.2006", s); err == nil && plausibleDate(t) {
		return t.Format(time.DateOnly), nil
	}
	return "", errorf("event.err.birthdate", []any{"value", s})
}

func parseISODate(s string) (time.Time, error) { return time.Parse("2006-01-02", s) }
