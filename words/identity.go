package words

import (
	"cmp"

	"arbiter/tournament"
)

// Identity says which of a player's identifying columns a table of the
// field shows beside the name, as the chess-results lists have them: the
// title when any player has one, the federation when the field has more
// than one, and (on tables that give them a column) the club and the FIDE
// id when any player has one. The paper and the command line's tables
// show the same.
type Identity struct{ Titles, Feds, Clubs, FIDEIDs bool }

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
	}
	return id
}
