package printing

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strings"

	"arbiter/tournament"
	"arbiter/tournament/conduct"
	"arbiter/tournament/pairing"
	"arbiter/words"
)

// Pairings prints the pairing list of a round in board order: each
// player's number, name, club (or federation), rating and points before
// the round, and the result once known. Players without a game that round
// follow in a block of their own, with the reason (a bye and what it
// scores, a requested bye, a withdrawal, an absence); a withdrawn player
// still paired is marked. Then comes the list of every player by name for
// the notice board.
func Pairings(w io.Writer, ev *tournament.Event, round int, opt Options) error {
	return render(w, ev, opt, ofRound((*sheet).pairings, round))
}

func (s *sheet) pairings(round int) error {
	if _, err := findRound(s.ev, round); err != nil {
		return err
	}
	byID := players(s.ev)
	before := pairing.PointsBefore(s.ev, round)
	boards, absences, _ := pairing.RoundList(s.ev, round)
	s.title, s.round = s.t("print.pairings.title"), round

	// Each side: the title when any player has one, the name, the club
	// (the federation for a player without one) when any player has a
	// club or the field more than one federation, the rating.
	id := s.id
	named := s.numbered
	if id.Titles {
		named = s.numberedUntitled
	}
	var names []string
	for _, p := range s.ev.Players {
		names = append(names, named(&p))
	}
	whereHead := s.whereHead()
	// Each of a side's columns is kin to the other side's (column.kin).
	side := func(name string) []column {
		var cols []column
		if id.Titles {
			cols = append(cols, column{head: s.t("print.col.title"), width: 10, align: "C", kin: 1})
		}
		cols = append(cols, column{head: name, width: 28.5, align: "L", wrap: true, names: true, kin: 2})
		if whereHead != "" {
			cols = append(cols, column{head: whereHead, width: 20, align: "L", wrap: true, kin: 3})
		}
		return append(cols, s.strengthColumn(column{width: 12, align: "C", kin: 4})...)
	}
	sideCells := func(name string, p *tournament.Player) []string {
		var cells []string
		if id.Titles {
			cells = append(cells, p.Title)
		}
		cells = append(cells, name)
		if whereHead != "" {
			cells = append(cells, club(p))
		}
		return append(cells, s.strengthCell(s.strength(p))...)
	}
	cols := append([]column{{head: s.t("print.col.board"), width: 9, align: "C", bold: true}}, side(s.t("print.col.white"))...)
	cols = append(cols,
		column{head: s.t("print.col.points"), width: 6, align: "C", kin: 5},
		column{head: s.t("print.col.result"), width: 16, align: "C", bold: true, wrap: true},
		column{head: s.t("print.col.points"), width: 6, align: "C", kin: 5})
	cols = append(cols, side(s.t("print.col.black"))...)
	// Only names turn the page: a long club name takes two lines.
	nameCol := 1
	if id.Titles {
		nameCol = 2
	}
	s.orientFor(cols, 9, true, map[int][]string{nameCol: names})
	defer s.setOrientation("P")
	s.addPage()
	s.systemNote()
	// A match decided before the round, a round the table plays
	// exchanged: said on the paper as where the round was paired.
	for _, n := range conduct.RoundNotes(s.ev, round) {
		s.note(s.cat.Message(n))
	}
	t := s.newTable(cols, 9, 6.5)
	forfeits, adjourned := pairing.Marks(boards)
	withdrawn := false
	var rows [][]string
	for _, b := range boards {
		wp, bp, err := pairedPlayers(byID, b.Pairing)
		if err != nil {
			return err
		}
		// A withdrawal decides the game: the forfeit it counts as, or
		// nothing when it counts for nobody (ListBoard.Text).
		res := b.Text(s.t)
		wName, bName := s.withdrawnMark(named(wp), wp, round), s.withdrawnMark(named(bp), bp, round)
		withdrawn = withdrawn || wName != named(wp) || bName != named(bp)
		cells := append([]string{fmt.Sprint(b.Board)}, sideCells(wName, wp)...)
		cells = append(cells, before[wp.ID].String(), res, before[bp.ID].String())
		rows = append(rows, append(cells, sideCells(bName, bp)...))
	}
	ut, unpaired, err := s.unpairedTable(absences, byID, before, whereHead)
	if err != nil {
		return err
	}
	s.keepFollowing(t, s.marksLegend(forfeits, adjourned, withdrawn), ut, unpaired)
	t.draw(rows)
	s.pairingsLegend(forfeits, adjourned, withdrawn)
	s.unpairedList(ut, unpaired)
	return s.alphabeticalAndVenueNote(round, byID)
}

// keepFollowing keeps room below the boards' table t for the legend and
// the players without a game (unpaired, drawn by ut; the first of a long
// list), which follow the boards on their page, its last boards going
// over with them where they would not fit: alone on a page of their own
// they were a line on the wall.
func (s *sheet) keepFollowing(t *table, legend string, ut *table, unpaired [][]string) {
	if legend != "" {
		t.tail += 2 + s.notesHeight(legend)
	}
	if len(unpaired) > 0 {
		t.tail += unpairedGap + headingH + ut.lead(unpaired)
	}
}

// alphabeticalAndVenueNote follows the boards with the list by name and
// the venue note: the note under the boards where it fits, else under
// the list by name, which starts a page of its own anyway, never alone
// on a sheet.
func (s *sheet) alphabeticalAndVenueNote(round int, byID map[int64]*tournament.Player) error {
	noteFirst := s.venueNoteFits()
	if noteFirst {
		if err := s.venueNote(); err != nil {
			return err
		}
	}
	if err := s.alphabetical(round, byID); err != nil || noteFirst {
		return err
	}
	return s.venueNote()
}

// adjournedGame reports whether a board's game is adjourned, its mark one
// the legend explains.
func adjournedGame(g tournament.Pairing) bool { return g.Result == tournament.Adjourned }

// pairingsLegend explains the marks on the boards under them
// (marksLegend).
func (s *sheet) pairingsLegend(forfeits, adjourned, withdrawn bool) {
	if legend := s.marksLegend(forfeits, adjourned, withdrawn); legend != "" {
		s.pdf.Ln(2)
		s.note(legend)
	}
}

// marksLegend explains the marks on the boards: a forfeit, an adjourned
// game (in Finnish and Estonian the withdrawn mark's letters), a player
// who withdrew; "" when there are none.
func (s *sheet) marksLegend(forfeits, adjourned, withdrawn bool) string {
	var legend []string
	if forfeits {
		legend = append(legend, s.t("print.legend.forfeit"))
	}
	if adjourned {
		legend = append(legend, s.t("print.legend.adjourned", "mark", s.t("event.result.adjourned")))
	}
	if withdrawn {
		legend = append(legend, s.withdrawnLegend("print.legend.withdrawn-paired"))
	}
	return strings.Join(legend, " ")
}

// unpairedGap is the space above the list of players without a game.
const unpairedGap = 3.0

// unpairedTable is the table of the players the round does not pair, with
// why and what the round gives them, and its rows; whereHead heads the
// club (or federation) column, which the boards have, none where it is "".
func (s *sheet) unpairedTable(absences []pairing.Absence, byID map[int64]*tournament.Player, before map[int64]tournament.Points, whereHead string) (*table, [][]string, error) {
	var rows [][]string
	for _, a := range absences {
		p := byID[a.Player]
		if p == nil {
			return nil, nil, errorf("print.error.player", "id", a.Player)
		}
		// Why, and what the round gives him: "1", "½", "0" or "".
		reason, pts := a.Text(s.t)
		row := []string{s.numbered(p)}
		if whereHead != "" {
			row = append(row, club(p))
		}
		row = append(row, s.strengthCell(s.strength(p))...)
		rows = append(rows, append(row, before[p.ID].String(), reason, pts))
	}
	cols := []column{{head: s.t("print.col.player"), width: 36, align: "L", wrap: true, names: true}}
	if whereHead != "" {
		cols = append(cols, column{head: whereHead, width: 16, align: "L", wrap: true})
	}
	cols = append(cols, s.strengthColumn(column{width: 10, align: "C"})...)
	ut := s.newTable(append(cols,
		column{head: s.t("print.col.points"), width: 6, align: "C"},
		column{head: s.t("print.pairings.reason"), width: 36, align: "L", wrap: true},
		column{head: s.t("print.pairings.scores"), width: 10, align: "C", bold: true},
	), 9, 6.5)
	return ut, rows, nil
}

// unpairedList draws the players without a game under their heading,
// when there are any.
func (s *sheet) unpairedList(ut *table, rows [][]string) {
	if len(rows) == 0 {
		return
	}
	s.pdf.Ln(unpairedGap)
	s.heading(s.t("print.pairings.unpaired"), 12)
	ut.draw(rows)
}

// withdrawnMark marks the name of a player who withdrew before the round
// (words.WithdrawnName), as the crosstable does.
func (s *sheet) withdrawnMark(name string, p *tournament.Player, round int) string {
	return words.WithdrawnName(s.cat, name, p.GoneBefore(round))
}

// club is the player's club, or his federation when he has none.
func club(p *tournament.Player) string {
	return cmp.Or(p.Club, p.Federation)
}

// whereHead heads the column of club beside a name: the club's (clubHead)
// when any player has a club, the federation's when the field has more
// than one, and "" where no player has a club and the field one
// federation, which has no such column.
func (s *sheet) whereHead() string {
	switch {
	case s.id.Clubs:
		return s.clubHead()
	case s.id.Feds:
		return s.t("print.col.federation")
	}
	return ""
}

// clubHead heads a column of club: the club's heading, or the club or
// federation's where a player without a club is named there by his
// federation, which is no club of his.
func (s *sheet) clubHead() string {
	if slices.ContainsFunc(s.ev.Players, func(p tournament.Player) bool { return p.Club == "" && p.Federation != "" }) {
		return s.t("print.col.clubfed")
	}
	return s.t("print.col.club")
}

// orientFor turns the pages that follow to landscape when a text of a
// column (texts[i] for column i of a table of cols at size points, bold
// where the column is) would otherwise be shrunk to the limit and cut; or,
// for a table whose cells wrap rather than shrink (wrapRow), when a word
// would not fit in the full size and be broken.
func (s *sheet) orientFor(cols []column, size float64, shrinks bool, texts map[int][]string) {
	total := 0.0
	for _, c := range cols {
		total += c.width
	}
	// cell leaves 1.5 mm of a cell for its margins, wrapLines 2.
	pad := 2.0
	if shrinks {
		size, pad = size*shrink, 1.5
	}
	s.setOrientation("P")
	for col, list := range texts {
		style := ""
		if cols[col].bold {
			style = "B"
		}
		s.font(style, size)
		w := (s.pdf.GetPageSizeStr(s.paper).Wd - 2*margin) * cols[col].width / total
		for _, text := range list {
			if s.pdf.GetStringWidth(text) > w-pad {
				s.setOrientation("L")
				return
			}
		}
	}
}

// alphabetical is the notice-board list: every player of the round by
// name, with board and colour, or why he has no game, on a page of its own.
func (s *sheet) alphabetical(round int, byID map[int64]*tournament.Player) error {
	list, _ := pairing.NameList(s.ev, round, string(s.cat.Lang()))
	// The list goes under the boards when all of it fits there (a small
	// round robin's pairings on one sheet), else on pages of its own, in
	// portrait whatever the boards took: it holds more names a page.
	const rowH, headH = 7.0, 7.0
	if s.orientation == "P" && s.pdf.GetY()+3+headingH+headH+rowH*float64(len(list)) <= s.bottom() {
		s.pdf.Ln(3)
		s.heading(s.t("print.pairings.alpha-title"), headH+rowH*float64(len(list)))
	} else {
		s.setOrientation("P")
		s.title = s.t("print.pairings.alpha-title")
		s.addPage()
		s.systemNote()
	}
	// The title column as the boards have it (words.IdentityOf).
	titles := words.IdentityOf(s.ev).Titles
	cols := []column{{head: s.t("print.col.player"), width: 34, align: "L", bold: true, wrap: true, names: true, kin: 1}}
	if titles {
		cols = append(cols, column{head: s.t("print.col.title"), width: 6, align: "C"})
	}
	t := s.newTable(append(cols,
		column{head: s.t("print.col.seat"), width: 7, align: "C"},
		column{head: s.t("print.col.board"), width: 8, align: "C", bold: true},
		column{head: s.t("print.col.colour"), width: 10, align: "C"},
		column{head: s.t("print.col.opponent"), width: 30, align: "L", wrap: true, names: true, kin: 1},
	), 10, rowH)
	var rows [][]string
	withdrawn := false
	for _, e := range list {
		p := byID[e.Player]
		if p == nil {
			return errorf("print.error.player", "id", e.Player)
		}
		name, board, colour, opponent := p.FamilyFirst(), words.NoBoard, "", ""
		switch {
		case e.Board == 0:
			opponent, _ = e.Absence.Text(s.t)
		default:
			// A player who left after the round was paired is marked
			// on his line and his opponent's, as on the boards.
			o := byID[e.Opponent]
			name, opponent = s.withdrawnMark(name, p, round), s.withdrawnMark(s.numbered(o), o, round)
			withdrawn = withdrawn || p.GoneBefore(round)
			board, colour = fmt.Sprint(e.Board), s.t("print.colour.black")
			if e.White {
				colour = s.t("print.colour.white")
			}
		}
		row := []string{name}
		if titles {
			row = append(row, p.Title)
		}
		rows = append(rows, append(row, words.Number(s.number[p.ID]), board, colour, opponent))
	}
	t.draw(rows)
	if withdrawn {
		s.pdf.Ln(2)
		// The list gives no results: the reader finds the one his game
		// counts as on the list by board.
		s.note(s.withdrawnLegend("print.legend.withdrawn-paired-names"))
	}
	return nil
}

// nameOrder sorts players by family name, then given names, the way the
// sheet's language alphabetises them (tournament.NameOrderIn).
func (s *sheet) nameOrder() func(a, b *tournament.Player) int {
	return tournament.NameOrderIn(string(s.cat.Lang()))
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

// namedIn is the player's numbered name for a bold field room wide whose
// text may shrink from size by a quarter (cell): whole where it fits
// there, else with the given names as initials (initialled), so that a
// name cut after that is cut no sooner than it must be.
func (s *sheet) namedIn(pl *tournament.Player, size, room float64) string {
	s.font("B", size*shrink)
	if s.pdf.GetStringWidth(s.numbered(pl)) > room {
		pl = initialled(pl)
	}
	return s.numbered(pl)
}

// initialled is the player with his given names as initials, "J.-P. A.
// Ääninen-Hämäläinen", in the order his name is written: for a field too
// narrow for the whole name, where the family name, which tells the
// player, must not be the part that is cut.
func initialled(p *tournament.Player) *tournament.Player {
	family, given := p.Names()
	if given == "" {
		return p
	}
	var initials []string
	for _, g := range strings.Fields(given) {
		var parts []string
		for _, part := range strings.Split(g, "-") {
			if r := []rune(part); len(r) > 0 {
				parts = append(parts, string(r[0])+".")
			}
		}
		initials = append(initials, strings.Join(parts, "-"))
	}
	q := *p
	q.SetNames(family, strings.Join(initials, " "))
	if strings.Contains(p.Name, ",") {
		q.Name = q.FamilyFirst()
	}
	return &q
}

// numberedUntitled is numbered without the title, for a table that gives
// the title a column of its own.
func (s *sheet) numberedUntitled(p *tournament.Player) string {
	q := *p
	q.Title = ""
	return s.numbered(&q)
}

// systemNote names, under a pairing sheet's header, the system the round
// was paired by (words.PairingSystem).
func (s *sheet) systemNote() {
	s.note(words.PairingSystem(s.cat, s.ev.Settings.System))
	s.pdf.Ln(1.5)
}
