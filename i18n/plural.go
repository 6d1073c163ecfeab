package i18n

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// plurals chooses the plural forms of a message written as ICU messages
// write them, "{count, plural, one {# game} other {# games}}", by the
// language's own rules (CLDR's, cldrForm): English and Finnish and
// Estonian have one and other, Russian also few and many. "#"
// stands for the number (in a plural inside another's form, for its own).
// A placeholder whose argument is not a whole number keeps the "other"
// form; a negative one takes the form of its absolute value.
func plurals(lang Lang, msg string, args []any) string {
	const mark = ", plural,"
	for {
		at := strings.Index(msg, mark)
		if at < 0 {
			return msg
		}
		open := strings.LastIndex(msg[:at], "{")
		end := closing(msg, open)
		if open < 0 || end < 0 {
			return msg
		}
		name := strings.TrimSpace(msg[open+1 : at])
		forms := parseForms(msg[at+len(mark) : end])
		n, isInt := intArg(args, name)
		form := forms["other"]
		if isInt {
			if f, ok := forms["="+strconv.Itoa(n)]; ok {
				form = f
			} else if f, ok := forms[cldrForm(lang, abs(n))]; ok {
				form = f
			}
		}
		form = count(form, fmt.Sprint(argValue(args, name)))
		msg = msg[:open] + form + msg[end+1:]
	}
}

// count puts n for each "#" of form that stands outside its braces: one
// in a plural inside the form is that plural's own count, as in ICU's
// messages ("Mängis {played, plural, one {# partii} other {# partiid}}").
func count(form, n string) string {
	var b strings.Builder
	depth := 0
	for _, r := range form {
		switch {
		case r == '{':
			depth++
		case r == '}':
			depth--
		case r == '#' && depth == 0:
			b.WriteString(n)
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// closing returns the index of the brace closing the one at open, or -1.
func closing(s string, open int) int {
	depth := 0
	for i := open; i >= 0 && i < len(s); i++ {
		switch s[i] {
		case '{':
			depth++
		case '}':
			if depth--; depth == 0 {
				return i
			}
		}
	}
	return -1
}

// parseForms reads "one {…} other {…}" into a map by selector.
func parseForms(s string) map[string]string {
	forms := map[string]string{}
	for {
		s = strings.TrimSpace(s)
		open := strings.Index(s, "{")
		if open < 0 {
			return forms
		}
		end := closing(s, open)
		if end < 0 {
			return forms
		}
		forms[strings.TrimSpace(s[:open])] = s[open+1 : end]
		s = s[end+1:]
	}
}

// abs is n without its sign: CLDR's plural operands are the number's
// absolute value ("-1 match point", a report's penalty points).
func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// cldrForm is the selector of CLDR's plural form of the whole number
// n (not negative) in language lang: English, Finnish and Estonian say
// "one" of 1 and "other" of the rest; Russian "one" of 1, 21, 31, ...
// (not 11), "few" of 2-4, 22-24, ... (not 12-14), "many" of the rest.
// Written out rather than asked of golang.org/x/text/feature/plural, whose
// tables (with its message catalogue's and number formats') every program
// built before main at every start (bench/start); TestPluralFormsAreCLDRs
// holds them to its for every count up to 100,000.
func cldrForm(lang Lang, n int) string {
	if lang != Russian {
		if n == 1 {
			return "one"
		}
		return "other"
	}
	switch last, lastTwo := n%10, n%100; {
	case last == 1 && lastTwo != 11:
		return "one"
	case last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14):
		return "few"
	default:
		return "many"
	}
}

func argValue(args []any, name string) any {
	for i := 0; i+1 < len(args); i += 2 {
		if fmt.Sprint(args[i]) == name {
			return args[i+1]
		}
	}
	return "#"
}

// intArg reads a whole-number argument; a float or text that is a whole
// number ("1.0", a report's points) is one too and takes its form.
func intArg(args []any, name string) (int, bool) {
	switch v := argValue(args, name).(type) {
	case int:
		return v, true
	case int64:
		return int(v), true
	case float64:
		return wholeFloat(v)
	case interface{ Int64() (int64, error) }: // a json.Number, as the audit log's counts are read back
		n, err := v.Int64()
		return int(n), err == nil
	case string:
		if n, err := strconv.Atoi(v); err == nil {
			return n, true
		}
		f, err := strconv.ParseFloat(v, 64)
		if err != nil {
			return 0, false
		}
		return wholeFloat(f)
	}
	return 0, false
}

// wholeFloat is f as an int when it is a whole number within int's range.
func wholeFloat(f float64) (int, bool) {
	if f != math.Trunc(f) || math.Abs(f) > 1<<53 {
		return 0, false
	}
	return int(f), true
}
