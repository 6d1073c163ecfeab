package engine

import (
	"cmp"
	"errors"
	"strconv"
	"strings"
	"time"

	"arbiter/internal/lazy"
)

// ReadingForm says how a clock time may be written where it is read: a
// clock's display in PGN, a used time on an envelope, an adjustment the
// arbiter types at the desk. Every form reads H:MM:SS (with decimals of a
// second if given); the fields allow more.
type ReadingForm struct {
	// Signed allows a leading + or − (an adjustment rather than a time).
	Signed bool
	// TwoPart is what the first number of "a:bb" counts: time.Hour for
	// H:MM, time.Minute for M:SS; zero refuses the form.
	TwoPart time.Duration
	// Bare is what a number alone counts ("2" is two minutes in an
	// adjustment); zero refuses a bare number.
	Bare time.Duration
	// Words allows numbers with units, largest first: "90 s", "2 min",
	// "1 h 30 min", "1,5 min" (in English, Finnish and Estonian).
	Words bool
	// Max is the largest time accepted (either sign).
	Max time.Duration
}

// The forms Arbiter reads clock times in.
var (
	// ClockDisplay is a clock's display as PGN's [%clk] writes it, H:MM:SS.
	clockDisplay = ReadingForm{Max: 1000 * time.Hour}
	// UsedTime is the time a player has used, H:MM or H:MM:SS.
	UsedTime = ReadingForm{TwoPart: time.Hour, Max: 24 * time.Hour}
	// ClockAdjustment is what the arbiter adds to or takes from a clock:
	// minutes by default ("+2"), M:SS, or with units ("90 s", "1 h 30 min").
	ClockAdjustment = ReadingForm{Signed: true, TwoPart: time.Minute, Bare: time.Minute, Words: true, Max: 10 * time.Hour}
)

// unitWords are the units Words accepts, lower case.
var unitWords = lazy.Value[map[string]time.Duration]{Make: func() map[string]time.Duration {
	return map[string]time.Duration{
		"h": time.Hour, "hr": time.Hour, "hrs": time.Hour, "hour": time.Hour, "hours": time.Hour,
		"t": time.Hour, "tunti": time.Hour, "tuntia": time.Hour, "tund": time.Hour, "tundi": time.Hour,
		"m": time.Minute, "min": time.Minute, "mins": time.Minute, "minute": time.Minute, "minutes": time.Minute,
		"minuutti": time.Minute, "minuuttia": time.Minute, "minut": time.Minute, "minutit": time.Minute, "'": time.Minute,
		"s": time.Second, "sec": time.Second, "secs": time.Second, "second": time.Second, "seconds": time.Second,
		"sek": time.Second, "sekunti": time.Second, "sekuntia": time.Second, "sekund": time.Second, "sekundit": time.Second, "\"": time.Second,
	}
}}

// ReadingUnit is the unit a word names in a clock time written with
// units ("min", "sekuntia"), 0 for a word that names none.
func ReadingUnit(word string) time.Duration { return unitWords.Get()[strings.ToLower(word)] }

// ParseReading reads a clock time written in form f. It reads all of the
// text or refuses it: "2 mins" is two minutes, "90 sec" ninety seconds,
// "1,5" (with Bare minutes) a minute and a half, and "2 banana" or "1:75"
// are errors, as is a time beyond f.Max. Errors are *ReadingError values.
func ParseReading(text string, f ReadingForm) (time.Duration, error) {
	t := strings.TrimSpace(text)
	bad := &ReadingError{Kind: readingSyntax, Message: msg("notation.reading.syntax", "text", text)}
	sign := time.Duration(1)
	if f.Signed {
		switch {
		case strings.HasPrefix(t, "+"):
			t = strings.TrimSpace(t[1:])
		case strings.HasPrefix(t, "-"):
			sign, t = -1, strings.TrimSpace(t[1:])
		case strings.HasPrefix(t, "−"):
			sign, t = -1, strings.TrimSpace(t[len("−"):])
		}
	}
	if t == "" {
		return 0, bad
	}
	var d time.Duration
	var ok bool
	if strings.Contains(t, ":") {
		d, ok = colonReading(t, f)
	} else {
		d, ok = wordReading(t, f)
	}
	if !ok {
		return 0, bad
	}
	if d > f.Max {
		return 0, &ReadingError{Kind: readingRange, Message: msg("notation.reading.range", "text", text, "max", FormatClock(f.Max, ClockShort))}
	}
	return sign * d, nil
}

// ReadingError is a clock time that cannot be read.
type ReadingError struct {
	// Kind is the reason, for callers that branch on it (see
	// ErrReadingRange).
	Kind ReadingErrorKind
	Message
}

// ReadingErrorKind says why a clock time was refused.
type ReadingErrorKind int

// The reasons of a ReadingError.
const (
	readingSyntax ReadingErrorKind = iota + 1 // not a time in any form the field takes
	readingRange                              // a time beyond the form's limit
)

// ErrReadingRange matches, through errors.Is, every ReadingError of kind
// readingRange.
var ErrReadingRange = &ReadingError{Kind: readingRange}

func (e *ReadingError) Error() string { return e.English() }

// Is matches a ReadingError of the same Kind, so that ErrReadingRange
// stands for every time beyond its limit.
func (e *ReadingError) Is(target error) bool {
	t, ok := target.(*ReadingError)
	return ok && t.Kind != 0 && t.Kind == e.Kind
}

// colonReading reads H:MM:SS, and H:MM or M:SS as f.TwoPart says, each
// with decimals of its last number when that is seconds.
func colonReading(t string, f ReadingForm) (time.Duration, bool) {
	parts := strings.Split(t, ":")
	var units []time.Duration
	switch {
	case len(parts) == 3:
		units = []time.Duration{time.Hour, time.Minute, time.Second}
	case len(parts) == 2 && f.TwoPart == time.Hour:
		units = []time.Duration{time.Hour, time.Minute}
	case len(parts) == 2 && f.TwoPart == time.Minute:
		units = []time.Duration{time.Minute, time.Second}
	default:
		return 0, false
	}
	var d time.Duration
	for i, p := range parts {
		last := i == len(parts)-1
		whole, frac := p, ""
		if j := strings.IndexAny(p, ".,"); j >= 0 && last && units[i] == time.Second {
			whole, frac = p[:j], p[j+1:]
			if frac == "" {
				return 0, false
			}
		}
		if whole == "" || i > 0 && len(whole) != 2 {
			return 0, false
		}
		v, ok := amount(whole, frac, units[i], f.Max)
		if !ok || i > 0 && v >= 60*units[i] {
			return 0, false
		}
		d += v
	}
	return d, true
}

// wordReading reads amounts with units, largest unit first, or a bare
// number in f.Bare.
func wordReading(t string, f ReadingForm) (time.Duration, bool) {
	var d time.Duration
	prev := time.Duration(0)
	for t != "" {
		n := strings.IndexFunc(t, func(r rune) bool { return (r < '0' || r > '9') && r != '.' && r != ',' })
		if n < 0 {
			n = len(t)
		}
		num := t[:n]
		t = strings.TrimLeft(t[n:], " ")
		u := strings.IndexFunc(t, func(r rune) bool { return r == ' ' || r >= '0' && r <= '9' })
		if u < 0 {
			u = len(t)
		}
		word := strings.ToLower(t[:u])
		t = strings.TrimLeft(t[u:], " ")
		unit := unitWords.Get()[word]
		switch {
		case word == "" && prev == 0 && t == "" && f.Bare != 0:
			unit = f.Bare
		case !f.Words || unit == 0 || prev != 0 && unit >= prev:
			return 0, false
		}
		whole, frac, _ := strings.Cut(strings.ReplaceAll(num, ",", "."), ".")
		if whole == "" && frac == "" || strings.Contains(frac, ".") || strings.Contains(num, ".") && frac == "" {
			return 0, false
		}
		v, ok := amount(cmp.Or(whole, "0"), frac, unit, f.Max)
		if !ok {
			return 0, false
		}
		d += v
		prev = unit
	}
	return d, true
}

// amount is whole.frac units, refused beyond limit (and so before it can
// overflow).
func amount(whole, frac string, unit, limit time.Duration) (time.Duration, bool) {
	for _, s := range []string{whole, frac} {
		if strings.ContainsFunc(s, func(r rune) bool { return r < '0' || r > '9' }) {
			return 0, false
		}
	}
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil || w > int64(limit/unit) {
		// Beyond the limit whatever the decimals: the caller reports the
		// range, and the sum cannot overflow.
		return limit + 1, err == nil || errors.Is(err, strconv.ErrRange)
	}
	d := time.Duration(w) * unit
	frac = frac[:min(len(frac), 9)]
	if frac != "" {
		fv, _ := strconv.ParseInt(frac, 10, 64)
		scale := time.Duration(1)
		for range frac {
			scale *= 10
		}
		// Every unit is a whole number of nanoseconds times 10⁹, so the
		// division is exact and the product cannot overflow.
		d += time.Duration(fv) * (unit / scale)
	}
	return d, true
}
