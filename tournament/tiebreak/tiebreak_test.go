package tiebreak

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

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
