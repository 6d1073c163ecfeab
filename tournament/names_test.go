package tournament

import (
	"arbiter/tournament/input"
	"slices"
	"testing"
)

func TestSplitName(t *testing.T) {
	tests := []struct{ in, family, given string }{
		{"Virtanen, Anna Liisa", "Virtanen", "Anna Liisa"},
		{"  Anna   Liisa Virtanen ", "Virtanen", "Anna Liisa"},
		{"Kasparov", "Kasparov", ""},
		{"van der Berg, Jan", "van der Berg", "Jan"},
		{"", "", ""},
	}
	for _, tt := range tests {
		if f, g := input.SplitName(tt.in); f != tt.family || g != tt.given {
			t.Errorf("SplitName(%q) = %q, %q; want %q, %q", tt.in, f, g, tt.family, tt.given)
		}
	}
}

// A name set on its own is split again; parts set with SetNames stay as
// they are even when the split would differ.
func TestNamesFollowName(t *testing.T) {
	var p Player
	p.SetNames("van der Berg", "Jan")
	if f, g := p.Names(); f != "van der Berg" || g != "Jan" || p.Name != "Jan van der Berg" {
		t.Errorf("SetNames: %q %q %q", f, g, p.Name)
	}
	p.Name = "Jan Berg"
	if f, g := p.Names(); f != "Berg" || g != "Jan" {
		t.Errorf("after a new Name: %q %q", f, g)
	}
}

// Alphabetical lists go by family name in the collation of the event's
// language: Finnish puts Ä and Ö after Z (and Õ, not a Finnish letter,
// with O), Estonian puts Z after S (with Š
// and Ž) and Õ, Ä, Ö, Ü after W.
func TestNameOrder(t *testing.T) {
	names := []string{"Öhman, Aki", "Zetterberg, Bo", "Šmidt, Žanna", "Saar, Jüri", "Aalto, Eino", "Õunapuu, Tõnu", "Tamm, Kadri", "Saar, Anni"}
	sorted := func(lang string) []string {
		var ps []*Player
		for _, n := range names {
			p := &Player{}
			p.SetNames(input.SplitName(n))
			ps = append(ps, p)
		}
		slices.SortFunc(ps, NameOrderIn(lang))
		var out []string
		for _, p := range ps {
			out = append(out, p.FamilyName+" "+p.GivenNames)
		}
		return out
	}
	if got, want := sorted("fi"), []string{"Aalto Eino", "Õunapuu Tõnu", "Saar Anni", "Saar Jüri", "Šmidt Žanna", "Tamm Kadri", "Zetterberg Bo", "Öhman Aki"}; !slices.Equal(got, want) {
		t.Errorf("fi: %q\nwant %q", got, want)
	}
	if got, want := sorted("et"), []string{"Aalto Eino", "Saar Anni", "Saar Jüri", "Šmidt Žanna", "Zetterberg Bo", "Tamm Kadri", "Õunapuu Tõnu", "Öhman Aki"}; !slices.Equal(got, want) {
		t.Errorf("et: %q\nwant %q", got, want)
	}
}
