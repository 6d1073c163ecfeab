package printing

import (
	"arbiter/tournament/prizes"
	"arbiter/tournament/team"
	"arbiter/words"
)

// clubStandings prints a club ranking (prizes.ClubStandings) on a page
// of its own: the clubs in order as words.ClubTable words them, and its
// rule under them.
func (s *sheet) clubStandings(g prizes.Group) {
	t := team.PrizeTable(s.ev)
	heads, rows, legend := words.ClubTable(s.cat, g, t)
	var progress string
	s.title, progress = words.StandingsHeading(s.cat, t.Progress)
	s.addPage()
	s.heading(g.Name, 20)
	s.underWay(progress)
	cols := []column{
		{head: heads[0], width: 12, align: "C", bold: true},
		{head: heads[1], width: 60, align: "L", bold: true, wrap: true},
		{head: heads[2], width: 14, align: "C", bold: true},
		{head: heads[3], width: 18, align: "C"},
	}
	for _, h := range heads[4:] {
		cols = append(cols, column{head: h, width: 14, align: "C"})
	}
	s.newTable(cols, 9, 6).drawNoted(rows, legend)
}
