package printing

import (
	"fmt"
	"io"
	"sort"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"

	"arbiter/tournament"
)

// Pairings prints the pairing list of a round in board order, with the
// points each player has before the round and the results when they are
// known (a blank result column before the round), followed by the players
// in alphabetical order with their boards for the notice board.
func Pairings(w io.Writer, ev *tournament.Event, round int, opt Options) error {
	return render(w, ev, opt, ofRound((*sheet).pairings, round))
}

func (s *sheet) pairings(round int) error {
	r, err := findRound(s.ev, round)
	if err != nil {
		return err
	}
	byID := players(s.ev)
	before := pointsBefore(s.ev, round)
	s.title, s.round = s.t("print.pairings.title"), round
	s.addPage()

	t := s.newTable([]column{
		{head: s.t("print.col.board"), width: 8, align: "C", bold: true},
		{head: s.t("print.col.white"), width: 29, align: "L"},
		{head: s.t("print.col.rating"), width: 11, align: "C"},
		{head: s.t("print.col.points"), width: 7, align: "C"},
		{head: s.t("print.col.result"), width: 11, align: "C", bold: true},
		{head: s.t("print.col.points"), width: 7, align: "C"},
		{head: s.t("print.col.black"), width: 30, align: "L"},
		{head: s.t("print.col.rating"), width: 11, align: "C"},
	}, 9, 6.5)
	t.head()
	forfeits := false
	for _, pr := range r.Pairings {
		wp, bp, err := pairedPlayers(byID, pr)
		if err != nil {
			return err
		}
		white := s.numbered(wp)
		if pr.IsBye() {
			name, pts := s.byeText(pr.Bye)
			t.row(fmt.Sprint(pr.Board), white, strength(wp), before[wp.ID].String(), pts, "", name, "")
			continue
		}
		forfeits = forfeits || pr.Result.Finished() && !pr.Result.Played()
		t.row(fmt.Sprint(pr.Board), white, strength(wp), before[wp.ID].String(),
			pr.Result.Text(s.t), before[bp.ID].String(), s.numbered(bp), strength(bp))
	}
	if forfeits {
		s.pdf.Ln(2)
		s.note(s.t("print.legend.forfeit"))
	}
	s.alphabetical(r, byID)
	return nil
}

// alphabetical is the notice-board list: every player of the round by
// name, with board and colour, on a page of its own.
func (s *sheet) alphabetical(r *tournament.Round, byID map[int64]*tournament.Player) {
	type entry struct {
		p        *tournament.Player
		board    int
		colour   string
		opponent string
	}
	var list []entry
	for _, pr := range r.Pairings {
		wp, bp := byID[pr.White], byID[pr.Black]
		if pr.IsBye() {
			name, _ := s.byeText(pr.Bye)
			list = append(list, entry{wp, pr.Board, "", name})
			continue
		}
		list = append(list,
			entry{wp, pr.Board, s.t("print.colour.white"), s.numbered(bp)},
			entry{bp, pr.Board, s.t("print.colour.black"), s.numbered(wp)})
	}
	col := collate.New(s.collation())
	sort.SliceStable(list, func(i, j int) bool {
		return col.CompareString(list[i].p.Name, list[j].p.Name) < 0
	})
	s.title = s.t("print.pairings.alpha-title")
	s.addPage()
	t := s.newTable([]column{
		{head: s.t("print.col.player"), width: 34, align: "L", bold: true},
		{head: s.t("print.col.board"), width: 8, align: "C", bold: true},
		{head: s.t("print.col.colour"), width: 10, align: "C"},
		{head: s.t("print.col.opponent"), width: 34, align: "L"},
	}, 10, 7)
	t.head()
	for _, e := range list {
		t.row(displayName(e.p), fmt.Sprint(e.board), e.colour, e.opponent)
	}
}

// collation sorts names the way the sheet's language alphabetises them
// (Finnish puts Ä and Ö after Z; Estonian puts Š, Z, Ž after S).
func (s *sheet) collation() language.Tag {
	return language.Make(string(s.cat.Lang()))
}

// numbered is "12. Name" with the player's number (StartNumbers), the
// name alone while he has none.
func (s *sheet) numbered(p *tournament.Player) string {
	if p == nil {
		return ""
	}
	if n := s.number[p.ID]; n > 0 {
		return fmt.Sprintf("%d. %s", n, displayName(p))
	}
	return displayName(p)
}

// pointsBefore returns each player's points from the rounds before round
// n, as the standings after round n−1 count them (byes, forfeits and the
// withdrawal policy included).
func pointsBefore(ev *tournament.Event, n int) map[int64]tournament.Points {
	pts := map[int64]tournament.Points{}
	for _, row := range tournament.Standings(tournament.AfterRound(ev, n-1)).Rows {
		pts[row.ID] = row.Points
	}
	return pts
}
