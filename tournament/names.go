package tournament

import (
	"arbiter/tournament/input"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"
)

// FamilyFirst writes the player's name family name first, "Virtanen, Anna",
// as TRF and PGN records do.
func (p Player) FamilyFirst() string {
	family, given := p.Names()
	if given == "" {
		return family
	}
	return family + ", " + given
}

// Names returns the player's family name and given names. They are the
// stored parts when Name is still made of them; a Name set on its own (a
// one-field entry, an import, a file from before the names were split) is
// split by SplitName.
func (p Player) Names() (family, given string) {
	family, given = input.Collapse(p.FamilyName), input.Collapse(p.GivenNames)
	if (family != "" || given != "") && input.FullName(family, given) == input.Collapse(p.Name) {
		return family, given
	}
	return input.SplitName(p.Name)
}

// SetNames sets the family name and given names, and Name from them.
func (p *Player) SetNames(family, given string) {
	p.FamilyName, p.GivenNames = input.Collapse(family), input.Collapse(given)
	p.Name = input.FullName(p.FamilyName, p.GivenNames)
}

// NameOrderIn returns the comparison of alphabetical lists: family name,
// then given names, in the collation of the language lang ("fi", "et";
// an event's lists in its own language, a sheet printed in another in
// that sheet's alphabet). Finnish puts Å, Ä and Ö after Z; Estonian puts
// Š, Z and Ž after S and Õ, Ä, Ö, Ü after W. The function keeps buffers,
// so it is for one goroutine.
func NameOrderIn(lang string) func(a, b *Player) int {
	tag, err := language.Parse(lang)
	if err != nil {
		tag = language.English
	}
	c := collate.New(tag, collate.IgnoreCase)
	return func(a, b *Player) int {
		fa, ga := a.Names()
		fb, gb := b.Names()
		if d := c.CompareString(fa, fb); d != 0 {
			return d
		}
		return c.CompareString(ga, gb)
	}
}
