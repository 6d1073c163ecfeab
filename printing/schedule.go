package printing

import (
	"fmt"
	"io"
	"sort"

	"arbiter/tournament"
)

// Schedule prints the round-robin schedule: the seats with their players,
// then every round of the table with boards, seat numbers and names.
// Rounds not paired yet are drawn from the Berger tables exactly as the
// event will pair them.
func Schedule(w io.Writer, ev *tournament.Event, opt Options) error {
	s, err := newSheet(ev, opt)
	if err != nil {
		return err
	}
	rounds, err := allRounds(ev)
	if err != nil {
		return err
	}
	byID := players(ev)
	s.title = s.t("print.schedule.title")
	s.addPage()

	seated := append([]tournament.Player(nil), ev.Players...)
	sort.SliceStable(seated, func(i, j int) bool { return seated[i].Seat < seated[j].Seat })
	s.heading(s.t("print.schedule.seats"), 20)
	t := s.newTable([]column{
		{head: s.t("print.col.seat"), width: 7, align: "C", bold: true},
		{head: s.t("print.col.player"), width: 45, align: "L"},
		{head: s.t("print.col.rating"), width: 12, align: "C"},
		{head: s.t("print.col.club"), width: 30, align: "L"},
	}, 9, 5.5)
	t.head()
	for _, p := range seated {
		club := p.Club
		if club == "" {
			club = p.Federation
		}
		t.row(fmt.Sprint(p.Seat), displayName(&p), strength(&p), club)
	}

	// Rounds in two columns of blocks, a row of blocks at a time.
	s.pdf.Ln(4)
	gap := 6.0
	colW := (s.contentWidth() - gap) / 2
	rowH := 5.0
	for i := 0; i < len(rounds); i += 2 {
		pair := rounds[i:min(i+2, len(rounds))]
		need := 0.0
		for _, r := range pair {
			need = max(need, 7+rowH*float64(len(r.Pairings)))
		}
		if s.pdf.GetY()+need > s.bottom() {
			s.addPage()
		}
		y := s.pdf.GetY()
		for k, r := range pair {
			s.roundBlock(margin+float64(k)*(colW+gap), y, colW, rowH, r, byID, false)
		}
		s.pdf.SetY(y + need + 4)
	}
	return s.finish(w)
}

// roundBlock draws one round's boards at (x, y) in width w, with a
// result column when results is set.
func (s *sheet) roundBlock(x, y, w, rowH float64, r tournament.Round, byID map[int64]*tournament.Player, results bool) {
	p := s.pdf
	s.font("B", 10)
	p.SetXY(x, y)
	p.CellFormat(w, 6, s.roundLabel(r.Number), "B", 0, "L", false, 0, "")
	y += 7
	bw, dash, resW := 8.0, 5.0, 0.0
	if results {
		resW = 12
	}
	nameW := (w - bw - dash - resW) / 2
	for _, pr := range r.Pairings {
		p.SetXY(x, y)
		s.font("B", 8.5)
		p.CellFormat(bw, rowH, fmt.Sprint(pr.Board), "", 0, "C", false, 0, "")
		s.font("", 8.5)
		p.CellFormat(nameW, rowH, fit(p, seatName(byID[pr.White]), nameW-1), "", 0, "L", false, 0, "")
		black, sep, res := "", "–", s.resultText(pr.Result)
		if pr.IsBye() {
			name, pts := s.byeText(pr.Bye)
			black, sep, res = name, "", pts
		} else {
			black = seatName(byID[pr.Black])
		}
		p.CellFormat(dash, rowH, sep, "", 0, "C", false, 0, "")
		p.CellFormat(nameW, rowH, fit(p, black, nameW-1), "", 0, "L", false, 0, "")
		if results {
			s.font("B", 8.5)
			p.CellFormat(resW, rowH, res, "", 0, "C", false, 0, "")
		}
		y += rowH
	}
}

// allRounds returns the paired rounds followed by the rounds still to
// come, paired on a copy of the event by the event's own round-robin rule.
func allRounds(ev *tournament.Event) ([]tournament.Round, error) {
	if sys := ev.Settings.System; sys != tournament.RoundRobin && sys != tournament.DoubleRoundRobin {
		return nil, errorf("print.error.not-round-robin")
	}
	future := *ev
	future.Rounds = append([]tournament.Round(nil), ev.Rounds...)
	for r := len(future.Rounds) + 1; r <= tournament.TotalRounds(ev); r++ {
		round, err := tournament.PairRoundRobin(&future, r)
		if err != nil {
			return nil, err
		}
		future.Rounds = append(future.Rounds, round)
	}
	return future.Rounds, nil
}
