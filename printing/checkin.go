package printing

import (
	"slices"

	"arbiter/tournament"
	"arbiter/tournament/checkin"
	"arbiter/words"
)

// checkInList prints the list the door checks players in on: the players
// expected at the round (checkin.Expected), by name in the sheet's
// alphabet, each with a column to tick; those its check-in has in
// already are ticked, and one who asked for a bye in the round has it
// under his name (words.CheckInMark): the door does not wait for him.
func (s *sheet) checkInList(round int) error {
	ev := s.ev
	// Printed before the check-in is opened as well: no one is in yet,
	// and the byes asked for in the round are the round's all the same.
	c, _ := checkin.Of(ev, round)
	c.Round = round
	var list []*tournament.Player
	for i := range ev.Players {
		if checkin.Expected(ev.Players[i], round) {
			list = append(list, &ev.Players[i])
		}
	}
	slices.SortStableFunc(list, s.nameOrder())
	s.title, s.round = s.t("print.checkin.title"), round
	s.addPage()
	t := s.newTable([]column{
		{head: s.t("print.col.checked-in"), width: 20, align: "C", bold: true},
		{head: s.t("print.col.seat"), width: 10, align: "C"},
		{head: s.t("print.col.player"), width: 70, align: "L", bold: true, wrap: true, names: true},
		{head: s.t("print.col.club"), width: 60, align: "L", wrap: true},
		{head: s.t("print.col.federation"), width: 12, align: "C"},
	}, 10, 8)
	rows := make([][]string, len(list))
	for i, p := range list {
		tick := ""
		if c.In(p.ID) {
			tick = "✓"
		}
		name := p.FamilyFirst()
		if _, own := checkin.OwnBye(ev, c, p.ID); own && !c.In(p.ID) {
			name += "\n" + words.CheckInMark(s.cat, ev, c, p.ID)
		}
		rows[i] = []string{tick, words.Number(s.number[p.ID]), name, p.Club, p.Federation}
	}
	t.draw(rows)
	return nil
}
