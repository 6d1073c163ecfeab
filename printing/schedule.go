package printing

import (
	"fmt"
	"io"
	"sort"
	"strings"
	"time"

	"arbiter/tournament"
	"arbiter/tournament/berger"
	"arbiter/tournament/pairing"
	"arbiter/tournament/schedule"
	"arbiter/tournament/seats"
	"arbiter/words"
)

// Schedule prints the event's schedule. A round robin's is the seats with
// their players, then every round of the table with its date and time,
// boards, seat numbers and names; rounds not paired yet are drawn from
// the Berger tables exactly as the event will pair them. A Swiss, whose
// pairings are made round by round, gets the rounds' dates and times.
func Schedule(w io.Writer, ev *tournament.Event, opt Options) error {
	if sys := ev.Settings.System; sys != tournament.RoundRobin && sys != tournament.DoubleRoundRobin {
		return render(w, ev, opt, (*sheet).roundTimes)
	}
	return render(w, ev, opt, (*sheet).schedule)
}

// roundTimes is the schedule of an event paired round by round: each
// round's date and starting time, blank where the arbiter has not set
// them (and a note says so), for the notice board and the players' planning. A team event's
// rounds name their matches: those paired, and a team round robin's
// rounds to come as its table will pair them once the seats are drawn.
func (s *sheet) roundTimes() error {
	s.title = s.t("schedule.title")
	s.addPage()
	cols := []column{
		{head: s.t("schedule.col.round"), width: 12, align: "C", bold: true},
		{head: s.t("schedule.col.date"), width: 50, align: "L"},
		{head: s.t("schedule.col.time"), width: 20, align: "C", bold: true},
	}
	teams := s.ev.Settings.System.Team()
	if teams {
		cols = append(cols, column{head: s.t("schedule.col.matches"), width: s.contentWidth() - 82, align: "L", wrap: true})
	}
	t := s.newTable(cols, 10, 7)
	var rows [][]string
	unset := false
	for n := 1; n <= s.ev.TotalRounds(); n++ {
		rt := schedule.Round(s.ev, n)
		unset = unset || rt.Date == "" || rt.Time == ""
		row := []string{fmt.Sprint(n), s.weekdayDate(rt.Date), words.ClockTime(s.cat, rt.Time)}
		if teams {
			row = append(row, s.roundMatches(n))
		}
		rows = append(rows, row)
	}
	t.draw(rows)
	if unset {
		s.note(s.t("schedule.unset"))
	}
	if s.ev.Settings.TimeControl != "" {
		s.pdf.Ln(3)
		s.note(s.t("print.scoresheet.time-control") + ": " + s.timeControl())
	}
	return nil
}

// weekdayDate is a date with its day of the week ("Friday 20 November
// 2026"), as a schedule names the days of play.
func (s *sheet) weekdayDate(iso string) string {
	d, err := time.Parse(time.DateOnly, iso)
	if err != nil {
		return s.date(iso)
	}
	return s.t("schedule.weekday", "day", s.t(fmt.Sprintf("schedule.day.%d", d.Weekday())), "date", s.date(iso))
}

func (s *sheet) schedule() error {
	future, err := allRounds(s.ev)
	if err != nil {
		return err
	}
	rounds := future.Rounds
	byID := players(s.ev)
	s.title = s.t("print.schedule.title")
	s.addPage()

	seated := append([]tournament.Player(nil), s.ev.Players...)
	sort.SliceStable(seated, func(i, j int) bool { return seated[i].Seat < seated[j].Seat })
	s.heading(s.t("print.schedule.seats"), 20)
	cols := []column{
		{head: s.t("print.col.seat"), width: 7, align: "C", bold: true},
		{head: s.t("print.col.player"), width: 45, align: "L", wrap: true, names: true},
	}
	cols = append(cols, s.strengthColumn(column{width: 12, align: "C"})...)
	where := s.whereHead()
	if where != "" {
		cols = append(cols, column{head: where, width: 30, align: "L", wrap: true})
	}
	t := s.newTable(cols, 9, 5.5)
	// A player who withdrew keeps his seat, marked as on the player list:
	// the rounds below still name him for the games he will not play.
	var rows [][]string
	var notes []string
	for _, p := range seated {
		row := append([]string{fmt.Sprint(p.Seat), words.WithdrawnName(s.cat, displayName(&p), p.Withdrawn())}, s.strengthCell(s.strength(&p))...)
		if where != "" {
			row = append(row, club(&p))
		}
		rows = append(rows, row)
		if p.Withdrawn() && notes == nil {
			notes = append(notes, s.withdrawnLegend("print.legend.withdrawn"))
		}
	}
	t.drawNoted(rows, notes)

	s.pdf.Ln(4)
	// No results, but a game a withdrawal decided (one to come too) says
	// what its pairing list will: "not played", or the forfeit it counts
	// as.
	shown, resultW := s.listedResults(future, rounds, true)
	s.roundColumns(rounds, byID, shown, resultW)
	return nil
}

// roundColumns writes rounds in two columns that run down each page in
// turn: a round too long for what is left of a column goes on at the top
// of the next one under its label marked as continued, so a round of 75
// boards takes one page and a small round never leaves a label alone at
// the foot of a column. Each board's result is the one shown gives it
// (listedResults), in a column resultW wide; none when resultW is 0.
func (s *sheet) roundColumns(rounds []tournament.Round, byID map[int64]*tournament.Player, shown map[int]map[[2]int64]string, resultW float64) {
	const gap, rowH, labelH, between, least = 6.0, 5.0, 7.0, 4.0, 3
	// Two columns, unless a name or a bye's words would be cut there;
	// every name in one size, the largest at which all fit (a long one was
	// shrunk alone).
	var texts []string
	for _, p := range byID {
		texts = append(texts, words.WithdrawnName(s.cat, s.numbered(p), p.Withdrawn()))
	}
	for _, r := range rounds {
		for _, pr := range r.Pairings {
			if pr.IsBye() {
				name, _ := pairing.RoundBye(s.ev, pr, r.Number).Text(s.t)
				texts = append(texts, name)
			}
		}
	}
	cols, colW := 2, (s.contentWidth()-gap)/2
	if s.nameSize(texts, blockNameWidth(colW, resultW)-1.5) == 0 {
		cols, colW = 1, s.contentWidth()
	}
	nameSize := max(s.nameSize(texts, blockNameWidth(colW, resultW)-1.5), 8.5*shrink)
	top := s.pdf.GetY()
	col, y, low := 0, top, top
	next := func() {
		if col+1 < cols {
			col, y = col+1, top
			return
		}
		s.addPage()
		top = s.pdf.GetY()
		col, y, low = 0, top, top
	}
	for _, r := range rounds {
		boards := r.Pairings
		if y > top {
			y += between
		}
		// A label needs at least three of its boards (or all) below it.
		if y+labelH+rowH*float64(min(least, len(boards))) > s.bottom() {
			next()
		}
		label := s.roundLabel(r.Number)
		for {
			n := min(len(boards), int((s.bottom()-y-labelH)/rowH))
			// A round cut goes on with three boards at least, as a label
			// needs three below it: one or two went on alone.
			if rest := len(boards) - n; rest > 0 && rest < least {
				n = max(n-(least-rest), min(least, n))
			}
			s.roundBlock(margin+float64(col)*(colW+gap), y, colW, rowH, nameSize, label, r.Number, boards[:n], byID, shown[r.Number], resultW)
			y += labelH + rowH*float64(n)
			low = max(low, y)
			boards = boards[n:]
			if len(boards) == 0 {
				break
			}
			next()
			label = s.t("print.round.continued", "round", s.roundLabel(r.Number))
		}
	}
	s.pdf.SetY(low + between)
}

// nameSize is the largest size, from 8.5 pt down to a quarter less, at
// which every one of texts fits room; 0 when none is.
func (s *sheet) nameSize(texts []string, room float64) float64 {
	for size := 8.5; size >= 8.5*shrink-0.001; size -= 0.25 {
		s.font("", size)
		fits := true
		for _, text := range texts {
			fits = fits && s.pdf.GetStringWidth(text) <= room
		}
		if fits {
			return size
		}
	}
	return 0
}

// roundBlock draws a round's label and boards at (x, y) in width w, the
// names in nameSize, with a result column resultW wide when it is not 0,
// each board's result the one shown gives its players' pair.
func (s *sheet) roundBlock(x, y, w, rowH, nameSize float64, label string, round int, boards []tournament.Pairing, byID map[int64]*tournament.Player, shown map[[2]int64]string, resultW float64) {
	p := s.pdf
	s.font("B", 10)
	p.SetXY(x, y)
	p.CellFormat(w, 6, label, "B", 0, "L", false, 0, "")
	y += 7
	nameW := blockNameWidth(w, resultW)
	for _, pr := range boards {
		// A bye is on no board (words.Board), as on the pairing list.
		// A player gone before the round is marked, as on its pairing list.
		name := func(id int64) string {
			if p := byID[id]; p != nil {
				return s.withdrawnMark(s.numbered(p), p, round)
			}
			return ""
		}
		board, black, sep, res := words.Board(pr), "", "–", shown[[2]int64{pr.White, pr.Black}]
		if pr.IsBye() {
			name, pts := pairing.RoundBye(s.ev, pr, round).Text(s.t)
			black, sep, res = name, "", pts
		} else {
			black = name(pr.Black)
		}
		p.SetXY(x, y)
		s.font("B", 8.5)
		p.CellFormat(blockBoardW, rowH, board, "", 0, "C", false, 0, "")
		s.font("", nameSize)
		p.CellFormat(nameW, rowH, fit(p, name(pr.White), nameW-1.5), "", 0, "L", false, 0, "")
		p.CellFormat(blockDashW, rowH, sep, "", 0, "C", false, 0, "")
		p.CellFormat(nameW, rowH, fit(p, black, nameW-1.5), "", 0, "L", false, 0, "")
		if resultW > 0 {
			s.font("B", 8.5)
			p.CellFormat(resultW, rowH, res, "", 0, "C", false, 0, "")
		}
		y += rowH
	}
}

// Widths in a round block: board number, the dash between the names,
// the least of the result.
const blockBoardW, blockDashW, blockResultW = 8.0, 5.0, 12.0

// blockNameWidth is the width of each name in a round block of width w
// with a result column resultW wide (0: none).
func blockNameWidth(w, resultW float64) float64 {
	return (w - resultW - blockBoardW - blockDashW) / 2
}

// listedResults is the results of ev's rounds as their pairing lists
// give them (pairing.RoundList, ListBoard.Text), by the board's players,
// only those a withdrawal decided when decided is set, and the width of a
// result column that holds the widest of them: 0 when there are none.
func (s *sheet) listedResults(ev *tournament.Event, rounds []tournament.Round, decided bool) (map[int]map[[2]int64]string, float64) {
	shown := map[int]map[[2]int64]string{}
	width := 0.0
	s.font("B", 8.5)
	for _, r := range rounds {
		boards, _, _ := pairing.RoundList(ev, r.Number)
		shown[r.Number] = map[[2]int64]string{}
		for _, b := range boards {
			if decided && !b.Withdrawn() {
				continue
			}
			text := b.Text(s.t)
			shown[r.Number][[2]int64{b.White, b.Black}] = text
			width = max(width, blockResultW, s.pdf.GetStringWidth(text)+2*s.pdf.GetCellMargin())
		}
	}
	return shown, width
}

// allRounds returns a copy of the event with the paired rounds followed
// by the rounds still to come, paired by the event's own round-robin rule.
func allRounds(ev *tournament.Event) (*tournament.Event, error) {
	if sys := ev.Settings.System; sys != tournament.RoundRobin && sys != tournament.DoubleRoundRobin {
		return nil, errorf("print.error.not-round-robin")
	}
	future := *ev
	future.Rounds = append([]tournament.Round(nil), ev.Rounds...)
	for r := len(future.Rounds) + 1; r <= ev.TotalRounds(); r++ {
		round, err := future.PairRoundRobin(r)
		if err != nil {
			return nil, err
		}
		future.Rounds = append(future.Rounds, round)
	}
	return &future, nil
}

// roundMatches names a team event's matches of round n, the team with
// White on board 1 first, and its bye (asked for or given): as paired, or for a team round
// robin's round not yet paired as its table pairs the teams' seats; ""
// when neither says. Each match stands on a line of its own: run on, a
// line's end fell inside a match, a team's number on one line and its
// name on the next.
func (s *sheet) roundMatches(n int) string {
	var out []string
	// A bye (black 0) the team asked for (TeamMatch.Requested) is told
	// from the one the pairing gave, as the pairing list and the report
	// tell them.
	add := func(white, black int64, asked bool) {
		switch {
		case black != 0:
			out = append(out, s.teamName(white)+" – "+s.teamName(black))
		case asked:
			out = append(out, s.t("schedule.team-bye-requested", "team", s.teamName(white)))
		default:
			out = append(out, s.t("schedule.team-bye", "team", s.teamName(white)))
		}
	}
	if n <= s.ev.PairedRounds() {
		for _, m := range s.ev.RoundMatches(n) {
			add(m.White, m.Black, m.Requested())
		}
	} else if s.ev.Settings.System == tournament.TeamRoundRobin && !seats.TeamSeatsWanted(s.ev) {
		bySeat := map[int]int64{}
		for _, t := range s.ev.Teams {
			bySeat[t.Seat] = t.ID
		}
		for _, sp := range berger.Round(berger.TableSize(len(s.ev.Teams)), n) {
			w, b := bySeat[sp.White], bySeat[sp.Black]
			if w == 0 {
				w, b = b, 0
			}
			add(w, b, false)
		}
	}
	return strings.Join(out, "\n")
}
