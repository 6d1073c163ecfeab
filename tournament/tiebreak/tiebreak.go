// Package tiebreak is the tie-breaks an event's settings may name: their
// ids, what an id's modifiers ask, their FIDE codes (a TRF report's record
// 202) both ways, and the rule a list of them keeps, which the event's
// settings rules (tournament.Settings.Validate) apply and the store judges.
// Computing them is tournament/standings' and, for teams, tournament/team's.
package tiebreak

import (
	"slices"
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/internal/lazy"
)

// Parts is a tie-break id read into its parts: the tie-break and its
// modifiers (Cut-n drops the n least significant values, Median-n also
// the n most significant; Koya's limit in per cent).
type Parts struct {
	ID    string
	Base  string
	Low   int
	High  int
	Limit int
}

// tieBreakBase is a tie-break's FIDE acronym and the modifiers it accepts.
type tieBreakBase struct{ code, mods string }

// tieBreakBases are the tie-breaks Arbiter computes, with their FIDE
// acronym (record 202 of a TRF report) and the modifiers each accepts:
// "c" cut and median, "l" a limit.
var tieBreakBases = lazy.Value[map[string]tieBreakBase]{Make: func() map[string]tieBreakBase {
	return map[string]tieBreakBase{
		"de": {"DE", ""}, "wins": {"WIN", ""}, "won": {"WON", ""}, "black": {"BPG", ""}, "bwg": {"BWG", ""},
		"ge": {"GE", ""}, "ps": {"PS", "c"}, "koya": {"KS", "l"}, "bh": {"BH", "c"}, "fb": {"FB", "c"},
		"sb": {"SB", "c"}, "aob": {"AOB", "c"}, "aro": {"ARO", "c"}, "tpr": {"TPR", "c"}, "apro": {"APRO", "c"},
		"ptp": {"PTP", "c"}, "appo": {"APPO", "c"},
	}
}}

// IDs lists the tie-breaks offered, in a sensible order for menus.
var IDs = []string{"sb", "de", "wins", "won", "koya", "black", "bwg", "ge", "ps", "ps-c1",
	"bh", "bh-c1", "bh-c2", "bh-m1", "bh-m2", "fb", "fb-c1", "sb-c1", "aob", "aro", "aro-c1", "tpr", "apro", "ptp", "appo"}

// Parse reads an id: a base, optionally followed by "-cN"
// (Cut-N), "-mN" (Median-N) or, for Koya, "-lN" (limit N per cent).
func Parse(id string) (Parts, bool) {
	tb := Parts{ID: id, Base: id, Limit: 50}
	if base, mod, cut := strings.Cut(id, "-"); cut {
		tb.Base = base
		if len(mod) < 2 {
			return tb, false
		}
		n, err := strconv.Atoi(mod[1:])
		if err != nil || n < 1 || strconv.Itoa(n) != mod[1:] {
			return tb, false
		}
		spec, ok := tieBreakBases.Get()[tb.Base]
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
	_, ok := tieBreakBases.Get()[tb.Base]
	return tb, ok
}

// Code is the FIDE acronym of a tie-break id with its modifier,
// as a TRF report's record 202 lists it: "BH/C1", "KS/L60", "SB".
func Code(id string) string {
	tb, ok := Parse(id)
	if !ok {
		return ""
	}
	code := tieBreakBases.Get()[tb.Base].code
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

// FromCode reads a FIDE acronym ("BH/C1", "bh#c1", "WIN") back
// into the id of a tie-break Arbiter offers.
func FromCode(code string) (string, bool) {
	code = strings.ToUpper(strings.NewReplacer("#", "/", "!", "/").Replace(strings.TrimSpace(code)))
	for _, id := range IDs {
		if Code(id) == code {
			return id, true
		}
	}
	return "", false
}

// Validate checks a list of tie-break ids: each known, none twice.
func Validate(ids []string) error {
	seen := map[string]bool{}
	for _, id := range ids {
		if !slices.Contains(IDs, id) {
			return engine.NewMessage("event.err.tiebreak.unknown", "id", id, "known", strings.Join(IDs, ", "))
		}
		if seen[id] {
			return engine.NewMessage("event.err.tiebreak.twice", "id", id)
		}
		seen[id] = true
	}
	return nil
}
