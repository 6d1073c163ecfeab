package words

import (
	"cmp"

	"arbiter/tournament"
)

// Identity says which of a player's identifying columns a table of the
// field shows beside the name, as the chess-results lists have them: the
// title when any player has one, the federation when the field has more
// than one, (on tables that give them a column) the club and the FIDE id
// when any player has one, and the strength when any player has a
// rating or a category (a children's event has neither, and its empty
// column said nothing). The paper and the command line's tables show the
// same.
type Identity struct {
	Titles, Feds, Clubs, FIDEIDs bool
	// Ratings and Categories: a player has a rating; one has a 1953
	// category. Together they head the paper's strength column.
	Ratings, Categories bool
}

// Strength tells whether the field's tables have a strength column: some
// player has a rating or a category.
func (id Identity) Strength() bool { return id.Ratings || id.Categories }

// Cells appends a row's identity cells to cells in the columns' order:
// the title (where shown), the name, the club and the federation (where
// shown).
func (id Identity) Cells(cells []string, title, name, club, federation string) []string {
	if id.Titles {
		cells = append(cells, title)
	}
	cells = append(cells, name)
	if id.Clubs {
		cells = append(cells, club)
	}
	if id.Feds {
		cells = append(cells, federation)
	}
	return cells
}

// IdentityOf is the identity columns of ev's field.
func IdentityOf(ev *tournament.Event) Identity {
	var id Identity
	fed := ""
	for _, p := range ev.Players {
		id.Titles = id.Titles || p.Title != ""
		id.Clubs = id.Clubs || p.Club != ""
		id.FIDEIDs = id.FIDEIDs || p.FIDEID != ""
		fed = cmp.Or(fed, p.Federation)
		id.Feds = id.Feds || p.Federation != fed
		id.Ratings = id.Ratings || p.Rating > 0
		id.Categories = id.Categories || p.Category != tournament.Unclassified
	}
	return id
}
