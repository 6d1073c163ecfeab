package printing

import (
	"io"
	"sort"

	"arbiter/tournament"
	"arbiter/words"
)

// PlayerList prints the list of players twice: by starting rank (the
// starting list, tournament.ByStartNumber) and by name in the sheet's
// alphabet, each with title (a column of its own, so that the list by
// name begins each row with the family name), club, federation, FIDE id,
// rating and category. A withdrawn player is marked.
func PlayerList(w io.Writer, ev *tournament.Event, opt Options) error {
	return render(w, ev, opt, func(s *sheet) error {
		byRank := tournament.ByStartNumber(ev, s.number)
		byName := append([]*tournament.Player(nil), byRank...)
		order := s.nameOrder()
		sort.SliceStable(byName, func(i, j int) bool { return order(byName[i], byName[j]) < 0 })
		s.title = s.t("print.players.title")
		for _, part := range []struct {
			heading string
			list    []*tournament.Player
			name    func(*tournament.Player) string
		}{{s.t("print.players.by-rank"), byRank, func(p *tournament.Player) string { return p.Name }},
			{s.t("print.players.alpha"), byName, (*tournament.Player).FamilyFirst}} {
			s.addPage()
			s.heading(part.heading, 20)
			t := s.newTable([]column{
				{head: s.t("print.col.seat"), width: 7, align: "C", bold: true},
				{head: s.t("print.col.player"), width: 40, align: "L", bold: true, wrap: true},
				{head: s.t("print.col.title"), width: 7, align: "C"},
				{head: s.t("print.col.club"), width: 30, align: "L", wrap: true},
				{head: s.t("print.col.federation"), width: 8, align: "C"},
				{head: s.t("print.col.fide-id"), width: 13, align: "C"},
				{head: s.strengthHead(), width: 14, align: "C"},
			}, 9, 6)
			withdrawn := false
			var rows [][]string
			for _, p := range part.list {
				withdrawn = withdrawn || p.Withdrawn()
				rows = append(rows, []string{words.Number(s.number[p.ID]), s.displayNameOf(part.name(p), p.Withdrawn()), p.Title, p.Club, p.Federation, p.FIDEID, s.strength(p)})
			}
			var notes []string
			if withdrawn {
				notes = append(notes, s.withdrawnLegend("print.legend.withdrawn"))
			}
			t.tail = 2 + s.notesHeight(notes...)
			t.draw(rows)
			if withdrawn {
				s.notes(notes)
			}
		}
		return nil
	})
}
