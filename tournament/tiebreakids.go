package tournament

import (
	"strconv"
	"strings"
)

// The tie-breaks an event may name, their FIDE codes and modifiers are
// part of its settings: ValidateSettings judges them and a TRF report
// writes their codes. Computing them is tournament/standings'.

// TieBreak is a tie-break id read into its parts: the tie-break and its
// modifiers (Cut-n drops the n least significant values, Median-n also
// the n most significant; Koya's limit in per cent).
type TieBreak struct {
	ID    string
	Base  string
	Low   int
	High  int
	Limit int
}

// tieBreakBases are the tie-breaks Arbiter computes, with their FIDE
// acronym (record 202 of a TRF report) and the modifiers each accepts:
// "c" cut and median, "l" a limit.
var tieBreakBases = map[string]struct{ code, mods string }{
	"de": {"DE", ""}, "wins": {"WIN", ""}, "won": {"WON", ""}, "black": {"BPG", ""}, "bwg": {"BWG", ""},
	"ge": {"GE", ""}, "ps": {"PS", "c"}, "koya": {"KS", "l"}, "bh": {"BH", "c"}, "fb": {"FB", "c"},
	"sb": {"SB", "c"}, "aob": {"AOB", "c"}, "aro": {"ARO", "c"}, "tpr": {"TPR", "c"}, "apro": {"APRO", "c"},
	"ptp": {"PTP", "c"}, "appo": {"APPO", "c"},
}

// TieBreakIDs lists the tie-breaks offered, in a sensible order for menus.
var TieBreakIDs = []string{"sb", "de", "wins", "won", "koya", "black", "bwg", "ge", "ps",
	"bh", "bh-c1", "bh-c2", "bh-m1", "bh-m2", "fb", "fb-c1", "sb-c1", "aob", "aro", "aro-c1", "tpr", "apro", "ptp", "appo"}

// ParseTieBreak reads an id: a base, optionally followed by "-cN"
// (Cut-N), "-mN" (Median-N) or, for Koya, "-lN" (limit N per cent).
func ParseTieBreak(id string) (TieBreak, bool) {
	tb := TieBreak{ID: id, Base: id, Limit: 50}
	if k := strings.IndexByte(id, '-'); k >= 0 {
		tb.Base = id[:k]
		mod := id[k+1:]
		if len(mod) < 2 {
			return tb, false
		}
		n, err := strconv.Atoi(mod[1:])
		if err != nil || n < 1 || strconv.Itoa(n) != mod[1:] {
			return tb, false
		}
		spec, ok := tieBreakBases[tb.Base]
		switch {
		case !ok:
			return tb, false
		case mod[0] == 'c' && strings.Contains(spec.mods, "c") && n <= 9:
			tb.Low = n
		case mod[0] == 'm' && strings.Contains(spec.mods, "c") && n <= 9:
			tb.Low, tb.High = n, n
		case mod[0] == 'l' && strings.Contains(spec.mods, "l") && n <= 100:
			tb.Limit = n
		default:
			return tb, false
		}
	}
	_, ok := tieBreakBases[tb.Base]
	return tb, ok
}

// TieBreakCode is the FIDE acronym of a tie-break id with its modifier,
// as a TRF report's record 202 lists it: "BH/C1", "KS/L60", "SB".
func TieBreakCode(id string) string {
	tb, ok := ParseTieBreak(id)
	if !ok {
		return ""
	}
	code := tieBreakBases[tb.Base].code
	switch {
	case tb.High > 0:
		code += "/M" + strconv.Itoa(tb.High)
	case tb.Low > 0:
		code += "/C" + strconv.Itoa(tb.Low)
	case tb.Limit != 50:
		code += "/L" + strconv.Itoa(tb.Limit)
	}
	return code
}

// TieBreakFromCode reads a FIDE acronym ("BH/C1", "bh#c1", "WIN") back
// into the id of a tie-break Arbiter offers.
func TieBreakFromCode(code string) (string, bool) {
	code = strings.ToUpper(strings.NewReplacer("#", "/", "!", "/").Replace(strings.TrimSpace(code)))
	for _, id := range TieBreakIDs {
		if TieBreakCode(id) == code {
			return id, true
		}
	}
	return "", false
}

// ValidateTieBreaks checks a list of tie-break ids: each known, none twice.
func ValidateTieBreaks(ids []string) error {
	seen := map[string]bool{}
	for _, id := range ids {
		if !knownTieBreak(id) {
			return errorf("event.err.tiebreak.unknown", []any{"id", id, "known", strings.Join(TieBreakIDs, ", ")})
		}
		if seen[id] {
			return errorf("event.err.tiebreak.twice", []any{"id", id})
		}
		seen[id] = true
	}
	return nil
}

// knownTieBreak reports whether id is one of the tie-breaks offered
// (each has its names in the catalogues).
func knownTieBreak(id string) bool {
	for _, k := range TieBreakIDs {
		if k == id {
			return true
		}
	}
	return false
}
