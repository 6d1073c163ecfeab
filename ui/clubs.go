package ui

import (
	"fyne.io/fyne/v2"

	"arbiter/tournament/prizes"
	"arbiter/tournament/team"
	"arbiter/words"
)

// showClubs fills the standings view with the club ranking g (the
// clubs, not players: prizes.ClubStandings), as the paper and the
// command line show it (words.ClubTable), its rule under it.
func (v *standingsView) showClubs(g prizes.Group) {
	s := v.s
	t := team.PrizeTable(&s.doc.event)
	heads, rows, legend := words.ClubTable(s.cat, g, t)
	cols := []column{s.placeCol(64), {heads[1], 0, fyne.TextAlignLeading}, s.pointsCol(72), {heads[3], 80, fyne.TextAlignTrailing}}
	for _, h := range heads[4:] {
		cols = append(cols, column{h, 80, fyne.TextAlignTrailing})
	}
	v.grid.yields = []yielding{{1, nameMin}}
	v.grid.setColumns(cols)
	v.grid.set(rows)
	v.setNotes(append([]string{roundNote(s, t.Progress)}, legend...))
}
