package printing

import (
	"fmt"
	"io"

	"arbiter/tournament"
	"arbiter/tournament/pairing"
	"arbiter/tournament/schedule"
	"arbiter/tournament/teamgames"
	"arbiter/words"
)

// movesPerSheet is how many moves one scoresheet holds, in two columns.
const movesPerSheet = 60

// minRowH is the lowest a scoresheet's move row is made to leave room for
// the game's incidents.
const minRowH = 5.0

// scoreGame is what a scoresheet is filled with; zero values leave the
// fields blank for writing by hand.
type scoreGame struct {
	round, board int
	// match and matchBoard are a team event's game's match and its board
	// in it (0 in an individual event), whiteTeam and blackTeam the
	// players' teams.
	match, matchBoard    int
	whiteTeam, blackTeam string
	white, black         *tournament.Player
	plies                []plyCell
	result               string
	// first is the number of the first move (games set up from a
	// position); 0 means 1.
	first int
	// incidents are what happened at the board, in order, as lines of
	// move ("20.", "20…"), what and details.
	incidents [][3]string
}

// plyCell is one half-move as the scoresheet writes it.
type plyCell struct {
	move  string
	clock string
	offer bool
}

// BlankScoresheet prints one scoresheet with the event header and empty
// fields, for games the app does not pair (or spares for the desk).
func BlankScoresheet(w io.Writer, ev *tournament.Event, opt Options) error {
	return render(w, ev, opt, func(s *sheet) error { s.scoresheet(&scoreGame{}); return nil })
}

// Scoresheets prints a scoresheet for every board of a round with round,
// board and both players filled in.
func Scoresheets(w io.Writer, ev *tournament.Event, round int, opt Options) error {
	return render(w, ev, opt, ofRound((*sheet).roundScoresheets, round))
}

func (s *sheet) roundScoresheets(round int) error { return s.boardScoresheets(round, 1) }

// boardScoresheets prints copies scoresheets of every board of a round,
// the copies of a board one after another.
func (s *sheet) boardScoresheets(round, copies int) error {
	games, err := s.roundGames(round)
	if err != nil {
		return err
	}
	for _, g := range games {
		for range copies {
			c := g // a fresh sheet each copy
			s.scoresheet(&c)
		}
	}
	return nil
}

// roundGames is the boards of a round that are played (not byes), with
// their players, as blank games. A board a withdrawal decided, which the
// round's pairing list gives as not played or as its forfeit
// (pairing.ListBoard.Withdrawn), is no game to write or sign.
func (s *sheet) roundGames(round int) ([]scoreGame, error) {
	r, err := findRound(s.ev, round)
	if err != nil {
		return nil, err
	}
	byID := players(s.ev)
	list, _, _ := pairing.RoundList(s.ev, round)
	decided := map[int]bool{}
	for _, b := range list {
		decided[b.Board] = b.Withdrawn()
	}
	var games []scoreGame
	for _, pr := range r.Pairings {
		if !pr.Seated() || decided[pr.Board] {
			continue // a bye, a team's board left empty, or a withdrawal's game
		}
		white, black, err := pairedPlayers(byID, pr)
		if err != nil {
			return nil, err
		}
		g := scoreGame{round: round, board: pr.Board, white: white, black: black}
		s.ofMatch(&g)
		games = append(games, g)
	}
	return games, nil
}

// ofMatch names the match of g, a team event's game, as the pairing list
// numbers it, and the players' teams; an individual event's game has none.
func (s *sheet) ofMatch(g *scoreGame) {
	m, b, ok := teamgames.MatchBoardOf(s.ev, g.round, g.board)
	if !ok {
		return
	}
	g.match, g.matchBoard = m, b
	for _, side := range []struct {
		p    *tournament.Player
		name *string
	}{{g.white, &g.whiteTeam}, {g.black, &g.blackTeam}} {
		if side.p == nil {
			continue
		}
		if t, ok := s.ev.TeamOf(side.p.ID); ok {
			*side.name = t.Name
		}
	}
}

// colourLabel is the label over a player's name: his colour, and a team
// event's player's team.
func (s *sheet) colourLabel(white bool, team string) string {
	label := s.t("print.colour.black")
	if white {
		label = s.t("print.colour.white")
	}
	if team != "" {
		label += " · " + team
	}
	return label
}

// scoresheet writes one game on as many sheets as its moves need.
func (s *sheet) scoresheet(g *scoreGame) {
	first := max(1, g.first)
	sheets := max(1, (len(g.plies)+2*movesPerSheet-1)/(2*movesPerSheet))
	for i := range sheets {
		s.scoresheetPage(g, first, first+i*movesPerSheet, i == sheets-1)
	}
}

// scoresheetPage writes the sheet whose first row is move firstMove of a
// game whose first move is numbered first.
func (s *sheet) scoresheetPage(g *scoreGame, first, firstMove int, last bool) {
	s.title, s.round = s.t("print.scoresheet.title"), g.round
	s.addPage()
	p, cw := s.pdf, s.contentWidth()

	y := s.gameBlock(g)

	// Moves: two halves of 30 rows. A game's incidents go on its last
	// sheet under the signatures: the rows are lower to make room for
	// them and, when that is not enough, only as many as the sheet's moves
	// need.
	rows := movesPerSheet / 2
	footer := 27.0
	var incidents *table
	var incRows [][]string
	incH := 0.0
	if last && len(g.incidents) > 0 {
		incidents = s.newTable([]column{
			{head: s.t("print.scoresheet.move"), width: 10, align: "C", bold: true},
			{head: s.t("print.report.incident"), width: 30, align: "L", wrap: true},
			{head: s.t("print.scoresheet.details"), width: 60, align: "L", wrap: true},
		}, 8.5, 4.5)
		for _, in := range g.incidents {
			incRows = append(incRows, in[:])
		}
		incH = headingH + incidents.height(incRows)
		if (s.bottom()-y-footer-incH)/float64(rows+1) < minRowH {
			moves := (len(g.plies)+1)/2 - (firstMove - first)
			rows = max(1, (moves+1)/2)
		}
	}
	rowH := max(minRowH, min(6.6, (s.bottom()-y-footer-incH)/float64(rows+1)))
	s.moveHalves(g, y, rowH, rows, first, firstMove)
	y += rowH * float64(rows+1)

	// Result and signatures only on a game's last sheet.
	if !last {
		s.font("", 8)
		p.SetXY(margin, y+3)
		p.CellFormat(cw, 5, s.t("print.scoresheet.continued"), "", 0, "R", false, 0, "")
		return
	}
	y += 3
	s.font("", 9)
	p.SetXY(margin, y)
	label := s.t("print.col.result") + ":"
	p.CellFormat(p.GetStringWidth(label)+3, 7, label, "", 0, "L", false, 0, "")
	if g.result != "" {
		s.font("B", 12)
		p.CellFormat(30, 7, g.result, "B", 0, "C", false, 0, "")
	} else {
		s.font("", 11)
		p.CellFormat(60, 7, "1–0      ½–½      0–1", "", 0, "L", false, 0, "")
	}
	s.signatures(y+8, []string{s.t("print.sign.white"), s.t("print.sign.black"), s.t("print.sign.arbiter")})
	if incidents != nil {
		p.SetY(y + 24)
		s.heading(s.t("print.scoresheet.incidents"), incidents.height(incRows[:1]))
		incidents.draw(incRows)
	}
}

// gameBlock heads a scoresheet with the game: round, board, date, time
// control, then both players. It returns where the block ends.
func (s *sheet) gameBlock(g *scoreGame) float64 {
	p, cw := s.pdf, s.contentWidth()
	y := s.top()
	field := func(x, w float64, label, value string, size float64, kin ...string) {
		s.font("", 7.5)
		p.SetXY(x, y)
		p.CellFormat(w, 3.5, label, "", 0, "L", false, 0, "")
		s.font("B", size)
		p.SetXY(x, y+3.5)
		s.cell(w, 6, value, "B", kin...)
	}
	date := ""
	if g.round > 0 {
		date = words.RoundWhen(s.cat, schedule.Round(s.ev, g.round))
	}
	field(margin, 25, s.t("print.scoresheet.round"), words.Number(g.round), 11)
	if g.match > 0 {
		field(margin+30, 25, s.t("print.scoresheet.match-board"), words.Number(g.match)+", "+words.Number(g.matchBoard), 11)
	} else {
		field(margin+30, 25, s.t("print.scoresheet.board"), words.Number(g.board), 11)
	}
	field(margin+60, 40, s.t("print.scoresheet.date"), date, 11)
	// The control in words is long: it takes a smaller face.
	field(margin+105, cw-105, s.t("print.scoresheet.time-control"), s.timeControl(), 8.5)
	y += 12
	half := (cw - 6) / 2
	// The player's number, as on the pairing list and the slips, so that
	// a sheet is matched to its board; a name too long for the field gives
	// its given names as initials, and is cut only then, never the rating.
	name := func(pl *tournament.Player) string {
		if pl == nil {
			return ""
		}
		st := s.strength(pl)
		if st != "" {
			st = " (" + st + ")"
		}
		s.font("B", 11*shrink)
		room := half - 1.5 - p.GetStringWidth(st)
		return fit(p, s.namedIn(pl, 11, room), room) + st
	}
	// Both names take one size, the longer's.
	white, black := name(g.white), name(g.black)
	field(margin, half, s.colourLabel(true, g.whiteTeam), white, 11, black)
	field(margin+half+6, half, s.colourLabel(false, g.blackTeam), black, 11, white)
	return y + 13
}

// moveHalves draws the sheet's moves from firstMove on, in two halves of
// rows each from y down: each move's number, then each side's move, draw
// offer and clock. first is the move the game's plies start at.
func (s *sheet) moveHalves(g *scoreGame, y, rowH float64, rows, first, firstMove int) {
	half := (s.contentWidth() - 6) / 2
	cols := []column{
		{head: "#", width: 9, align: "C", bold: true},
		{head: s.t("print.colour.white"), width: 20, align: "L"},
		{head: "=", width: 7, align: "C"},
		{head: s.t("print.scoresheet.clock"), width: 15, align: "C"},
		{head: s.t("print.colour.black"), width: 20, align: "L"},
		{head: "=", width: 7, align: "C"},
		{head: s.t("print.scoresheet.clock"), width: 15, align: "C"},
	}
	for h := range 2 {
		s.pdf.SetY(y)
		t := s.newTableAt(margin+float64(h)*(half+6), half, cols, 8.5, rowH)
		var moves [][]string
		for r := range rows {
			mv := firstMove + h*rows + r
			cells := []string{fmt.Sprint(mv), "", "", "", "", "", ""}
			for side := range 2 {
				i := 2*(mv-first) + side
				if i >= len(g.plies) {
					continue
				}
				c := g.plies[i]
				cells[1+3*side] = c.move
				if c.offer {
					cells[2+3*side] = "(=)"
				}
				cells[3+3*side] = c.clock
			}
			moves = append(moves, cells)
		}
		t.draw(moves)
	}
}
