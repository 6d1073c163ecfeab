package tiebreak

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"arbiter/engine"
	"arbiter/tournament/input"
)

// FuzzTieBreakList: a comma-separated list of tie-breaks, as the command
// line and a TRF report's codes give it, is accepted only when every id is
// offered and none repeats, and each accepted id keeps its FIDE code both
// ways.
func FuzzTieBreakList(f *testing.F) {
	for _, s := range []string{"", "sb,de,wins", "bh-c1, bh-m2,koya", "bh,bh", "koya-l60", "bh-c0", "bh-c01", "sb-m1",
		"BH/C1", "bh#c1", "KS/L60", "x-c1", "-", "bh-", "aro-c1,apro,tpr"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var ids []string
		for _, id := range strings.Split(s, ",") {
			if id = strings.TrimSpace(id); id != "" {
				ids = append(ids, id)
			}
		}
		err := Validate(ids)
		if err != nil {
			if msg := err.Error(); !utf8.ValidString(msg) || func() bool { _, ok := input.HiddenChar(msg); return ok }() {
				t.Fatalf("error %q echoes a hidden character", msg)
			}
		}
		for i, id := range ids {
			if err == nil && (!slices.Contains(IDs, id) || slices.Contains(ids[:i], id)) {
				t.Fatalf("list %q accepted with %q", s, id)
			}
			if _, ok := Parse(id); ok != (Code(id) != "") {
				t.Fatalf("%q: parsed %v but its code is %q", id, ok, Code(id))
			}
			if got, ok := FromCode(id); ok {
				if !slices.Contains(IDs, got) || func() string { id, _ := FromCode(Code(got)); return id }() != got {
					t.Fatalf("code %q reads as %q, whose code %q does not read back", id, got, Code(got))
				}
			}
		}
		if err == nil {
			for _, id := range ids {
				if got, ok := FromCode(Code(id)); !ok || got != id {
					t.Fatalf("tie-break %q has code %q, which reads as %q", id, Code(id), got)
				}
			}
		}
	})
}

// TestParseReadsEachModifierWithinItsBounds: an id's modifier is read
// into its parts only where its tie-break takes it and within its bounds —
// a cut or median of 1 to 9 rounds, Koya's limit of 1 to 100 per cent —
// and the FIDE code (a TRF report's record 202) names the same modifier.
func TestParseReadsEachModifierWithinItsBounds(t *testing.T) {
	for _, c := range []struct {
		id             string
		ok             bool
		low, high, lim int
		code           string
	}{
		{"sb", true, 0, 0, 50, "SB"},
		{"wins", true, 0, 0, 50, "WIN"},
		{"bh-c1", true, 1, 0, 50, "BH/C1"},
		{"bh-c9", true, 9, 0, 50, "BH/C9"},
		{"bh-c10", false, 0, 0, 50, ""},
		{"bh-m2", true, 2, 2, 50, "BH/M2"},
		{"bh-m9", true, 9, 9, 50, "BH/M9"},
		{"bh-m10", false, 0, 0, 50, ""},
		{"koya", true, 0, 0, 50, "KS"},
		{"koya-l60", true, 0, 0, 60, "KS/L60"},
		{"koya-l100", true, 0, 0, 100, "KS/L100"},
		{"koya-l101", false, 0, 0, 50, ""},
		{"koya-l50", true, 0, 0, 50, "KS"}, // the default limit, written as none
		{"koya-c1", false, 0, 0, 50, ""},   // Koya takes a limit, not a cut
		{"bh-l60", false, 0, 0, 50, ""},    // and Buchholz a cut, not a limit
		{"de-c1", false, 0, 0, 50, ""},
		{"bh-c0", false, 0, 0, 50, ""},
		{"bh-c01", false, 0, 0, 50, ""},
		{"bh-", false, 0, 0, 50, ""},
		{"-c1", false, 0, 0, 50, ""},
		{"x-c1", false, 0, 0, 50, ""},
	} {
		p, ok := Parse(c.id)
		if ok != c.ok || ok && (p.Low != c.low || p.High != c.high || p.Limit != c.lim) {
			t.Errorf("Parse(%q) = %+v, %v; want low %d, high %d, limit %d, %v", c.id, p, ok, c.low, c.high, c.lim, c.ok)
		}
		if got := Code(c.id); got != c.code {
			t.Errorf("Code(%q) = %q, want %q", c.id, got, c.code)
		}
	}
}

// TestFromCodeReadsFIDEsSpellings: a code reads back as the id offered,
// whatever the separator FIDE's programs write ("/", "#", "!") and the
// case; a code of a tie-break not offered reads as none.
func TestFromCodeReadsFIDEsSpellings(t *testing.T) {
	for code, want := range map[string]string{"BH/C1": "bh-c1", "bh#c1": "bh-c1", " bh!m2 ": "bh-m2", "WIN": "wins", "SB/C1": "sb-c1", "KS": "koya", "KS/L60": "", "BH/C3": "", "XX": ""} {
		got, ok := FromCode(code)
		if got != want || ok != (want != "") {
			t.Errorf("FromCode(%q) = %q, %v; want %q", code, got, ok, want)
		}
	}
}

// TestValidateTeamReadsEachIDOnce: a team tie-break list takes the ids
// offered with the suffixes their kind allows, in order (a cut, then -p),
// and refuses a tie-break named twice, counting "bh" as the Buchholz of
// the primary score: "bh:mp" beside it with match points first, "bh:gp"
// with game points first.
func TestValidateTeamReadsEachIDOnce(t *testing.T) {
	for _, c := range []struct {
		ids     []string
		gpFirst bool
		key     string // the message's key, "" accepted
	}{
		{[]string{"mp", "gp", "bh", "sb", "de"}, false, ""},
		{[]string{"bh:gp-c1-p", "fb-m1", "aob:gp-c2", "esb-m2-p", "de-p", "edebb-p"}, false, ""},
		{[]string{"bh", "bh:mp"}, false, "event.err.tiebreak.twice"},
		{[]string{"bh", "bh:mp"}, true, ""},
		{[]string{"bh", "bh:gp"}, true, "event.err.tiebreak.twice"},
		{[]string{"bh", "bh:gp"}, false, ""},
		{[]string{"fb", "fb:gp"}, true, "event.err.tiebreak.twice"},
		{[]string{"sb", "sb:mp"}, false, "event.err.tiebreak.twice"},
		{[]string{"bh-c1", "bh:mp-c1"}, false, "event.err.tiebreak.twice"},
		{[]string{"bh-c1", "bh-c2"}, false, ""},
		{[]string{"gp", "gp"}, false, "event.err.tiebreak.twice"},
		{[]string{"bh-p-c1"}, false, "teams.err.tiebreak.unknown"},
		{[]string{"bh-c1-c2"}, false, "teams.err.tiebreak.unknown"},
		{[]string{"bh-p-p"}, false, "teams.err.tiebreak.unknown"},
		{[]string{"bh-c3"}, false, "teams.err.tiebreak.unknown"},
		{[]string{"de-c1"}, false, "teams.err.tiebreak.unknown"},
		{[]string{"gp-p"}, false, "teams.err.tiebreak.unknown"},
		{[]string{"mp-c1"}, false, "teams.err.tiebreak.unknown"},
		{[]string{"zz"}, false, "teams.err.tiebreak.unknown"},
	} {
		err := ValidateTeam(c.ids, c.gpFirst)
		var m *engine.Message
		switch {
		case c.key == "" && err != nil:
			t.Errorf("ValidateTeam(%q, gp first %v) = %v, want accepted", c.ids, c.gpFirst, err)
		case c.key != "" && (!errors.As(err, &m) || m.Key != c.key):
			t.Errorf("ValidateTeam(%q, gp first %v) = %v, want %s", c.ids, c.gpFirst, err, c.key)
		}
	}
}

// TestTeamModifierReadsAndWritesItsSuffixes: an id's suffixes read into a
// modifier and the modifier writes them back in the order they are read.
func TestTeamModifierReadsAndWritesItsSuffixes(t *testing.T) {
	for id, want := range map[string]TeamModifier{
		"bh":          {},
		"bh:gp-c1-p":  {Low: 1, AsPlayed: true},
		"fb-c2":       {Low: 2},
		"sb-m1":       {Low: 1, High: 1},
		"aob:gp-m2-p": {Low: 2, High: 2, AsPlayed: true},
		"de-p":        {AsPlayed: true},
	} {
		base, got := SplitTeam(id)
		if got != want {
			t.Errorf("SplitTeam(%q) = %q, %+v; want %+v", id, base, got, want)
		}
		if suffix := base + got.Suffix(); suffix != id {
			t.Errorf("%q read and written back is %q", id, suffix)
		}
	}
}

// TestTeamVariantsAreEveryTeamTieBreakOnce: the team tie-breaks listed
// are each taken by ValidateTeam and listed once, and any other id it
// takes is a listed one with ":mp" on a tie-break that reads no score.
func TestTeamVariantsAreEveryTeamTieBreakOnce(t *testing.T) {
	variants := TeamVariants()
	seen := map[string]bool{}
	for _, id := range variants {
		if seen[id] {
			t.Errorf("%s listed twice", id)
		}
		seen[id] = true
		if err := ValidateTeam([]string{id}, false); err != nil {
			t.Errorf("%s listed and refused: %v", id, err)
		}
	}
	for _, base := range TeamIDs {
		for _, score := range []string{"", ":mp", ":gp"} {
			for _, mod := range []string{"", "-c1", "-c2", "-m1", "-m2", "-p", "-c1-p", "-c2-p", "-m1-p", "-m2-p"} {
				id := base + score + mod
				if ValidateTeam([]string{id}, false) != nil || seen[id] {
					continue
				}
				if without := strings.Replace(id, ":mp", "", 1); !seen[without] || slices.Contains(teamScored, base) {
					t.Errorf("%s taken and not listed", id)
				}
			}
		}
	}
	for _, id := range []string{"sb:mp", "bh:mp-c1-p", "esb:mp-m2", "aob:mp", "edebb-p"} {
		if !seen[id] {
			t.Errorf("%s not listed", id)
		}
	}
}
