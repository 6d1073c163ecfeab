package printing

import (
	"io"

	"arbiter/engine/rules"
	"arbiter/tournament"
)

// slipsPerPage is how many result slips a page holds, on A4 and Letter
// alike; each takes an equal share of the page.
const slipsPerPage = 5

// slipPad is the room in millimetres between a slip's text and its edges.
const slipPad = 3.0

// Slips prints a result slip (pairing card) for every board of a round,
// several to a page with dashed cut lines between them. Each slip names
// the event, round, board and players and has boxes for the result and
// lines for both players' signatures.
func Slips(w io.Writer, ev *tournament.Event, round int, opt Options) error {
	return render(w, ev, opt, ofRound((*sheet).slips, round))
}

func (s *sheet) slips(round int) error {
	games, err := s.roundGames(round)
	if err != nil {
		return err
	}
	s.title, s.round, s.bare = s.t("print.slips.title"), round, true
	defer func() { s.bare = false }()
	// Slips are portrait whatever the part before them turned to.
	s.setOrientation("P")
	// The round's names are one column: every slip sets them in one size.
	var names []string
	for _, g := range games {
		names = append(names, s.slipName(g.white), s.slipName(g.black))
	}
	var slipH float64
	for n, g := range games {
		if n%slipsPerPage == 0 {
			s.addPage()
			// The height is the new page's: a pairing list before the
			// slips may have left a landscape page's height behind.
			slipH = s.slipHeight()
		}
		s.slip(margin+float64(n%slipsPerPage)*slipH, slipH, g, names)
	}
	return nil
}

// slipNameLines is an event's name that a slip's first line, first wide,
// does not hold, in the lines it takes up to rest wide: two lines at the
// largest size down to a quarter under the slip's 10 pt, which stays set.
func (s *sheet) slipNameLines(name string, first, rest float64) []string {
	for size := 10.0; ; size -= 0.5 {
		if lines := s.wrap(name, "B", size, first, rest); len(lines) <= 2 || size <= 10*shrink {
			return lines
		}
	}
}

// slipHeight is the height of each of a page's slips: an equal share of
// the current page above its footer, less the 2.5 mm the scissors on the
// last cut line reach below it.
func (s *sheet) slipHeight() float64 { return (s.bottom() - margin - 2.5) / slipsPerPage }

// slipHalf is the width of a slip's half that names one player.
func (s *sheet) slipHalf() float64 { return (s.contentWidth() - 2*slipPad - 8) / 2 }

// slipName is the player's name as his half of the slip holds it, in
// the bold 11 pt the cell shrinks from.
func (s *sheet) slipName(pl *tournament.Player) string { return s.namedIn(pl, 11, s.slipHalf()-1.5) }

// slip draws one slip of height h with its top at y, and the cut line
// below it; names are the round's, whose size the slip's names take.
func (s *sheet) slip(y, h float64, g scoreGame, names []string) {
	p, cw := s.pdf, s.contentWidth()
	top, pad := y, slipPad
	x, w := margin+pad, cw-2*pad
	y += pad

	// A team event's game is named as the pairing list names it: its
	// match and its board in the match.
	board := s.t("print.slips.board", "n", g.board)
	if g.match > 0 {
		board = s.t("print.match-board", "match", g.match, "board", g.matchBoard)
	}
	right := s.t("print.round", "n", g.round) + " · " + board
	s.font("B", 12)
	rw := p.GetStringWidth(right) + 2
	p.SetXY(x+w-rw, y)
	p.CellFormat(rw, 6, right, "", 0, "R", false, 0, "")
	s.font("B", 10)
	p.SetXY(x, y)
	below := 5.5
	if name := s.ev.Settings.Name; p.GetStringWidth(name)*shrink <= w-rw-2-1.5 {
		s.cell(w-rw-2, 6, name, "")
	} else {
		// A name the slip's first line does not hold goes on under it,
		// the slip's full width, with the place and days below.
		lines := s.slipNameLines(name, w-rw-2, w)
		for i, line := range lines {
			p.SetXY(x, y+0.5+4*float64(i))
			p.CellFormat(w, 4, line, "", 0, "L", false, 0, "")
		}
		below = 0.5 + 4*float64(len(lines))
	}
	s.font("", 7.5)
	p.SetXY(x, y+below)
	s.cell(w, 4, s.eventLine(), "")

	// Players, White left and Black right.
	half := s.slipHalf()
	y += 12
	for i, pl := range []*tournament.Player{g.white, g.black} {
		px := x + float64(i)*(half+8)
		label := s.colourLabel(i == 0, []string{g.whiteTeam, g.blackTeam}[i])
		s.font("", 7.5)
		p.SetXY(px, y)
		p.CellFormat(half, 3.5, label, "", 0, "L", false, 0, "")
		name := s.slipName(pl)
		s.font("B", 11)
		p.SetXY(px, y+3.5)
		s.cell(half, 6, name, "", names...)
	}

	// Result boxes: the games played, and below them the forfeits. Under
	// the 1953 code a game may be adjourned (§21): its box follows the
	// results, and the signatures move right to make room.
	adjourn := s.ev.Settings.Ruleset == rules.USSR1953
	played := []tournament.Result{tournament.WhiteWins, tournament.Draw, tournament.BlackWins}
	sigX := x + w/2 + 4
	if adjourn {
		played = append(played, tournament.Adjourned)
		sigX += 14
	}
	y += 12
	s.font("", 9)
	p.SetXY(x, y)
	label := s.t("print.col.result") + ":"
	p.CellFormat(p.GetStringWidth(label)+4, 6, label, "", 0, "L", false, 0, "")
	left := p.GetX()
	for row, results := range [][]tournament.Result{
		played,
		{tournament.WhiteForfeitWin, tournament.BlackForfeitWin, tournament.DoubleForfeit},
	} {
		bx, by := left, y+float64(row)*7
		s.font("B", 11-float64(row)*1.5)
		for _, res := range results {
			p.SetLineWidth(0.3)
			p.Rect(bx, by+0.8, 4.5, 4.5, "D")
			p.SetXY(bx+6, by)
			p.CellFormat(16, 6, res.Text(s.t), "", 0, "L", false, 0, "")
			bx += 24
		}
	}
	s.font("", 7)
	p.SetXY(left, y+13)
	s.cell(74, 3.5, s.t("print.slips.forfeits"), "")

	// Signatures, in the right part of the result line.
	sigW := (x + w - sigX - 8) / 2
	for i, l := range []string{s.t("print.sign.white"), s.t("print.sign.black")} {
		lx := sigX + float64(i)*(sigW+8)
		p.SetLineWidth(0.3)
		p.Line(lx, y+10, lx+sigW, y+10)
		s.font("", 7)
		p.SetXY(lx, y+10.5)
		p.CellFormat(sigW, 3.5, l, "", 0, "C", false, 0, "")
	}

	// Cut line at the bottom of the slip, with scissors.
	cut := top + h
	p.SetDrawColor(120, 120, 120)
	p.SetLineWidth(0.2)
	p.SetDashPattern([]float64{1.5, 1.2}, 0)
	p.Line(margin-4, cut, s.w-margin+4, cut)
	p.SetDashPattern(nil, 0)
	p.SetDrawColor(0, 0, 0)
	s.font("", 9)
	p.SetFillColor(255, 255, 255)
	p.SetXY(margin-2, cut-2.5)
	p.CellFormat(5, 5, "✂", "", 0, "C", true, 0, "")
}
