package printing

import (
	"fmt"
	"io"
	"slices"
	"strconv"

	"arbiter/tournament"
	"arbiter/tournament/seats"
	"arbiter/tournament/team"
	"arbiter/words"
)

// TeamPairings prints a team round's pairing list: each match under a
// heading of its two teams (the team with White on board 1 first) and,
// once every board is decided, its game points (a match forfeited whole:
// the forfeit, and each board's); under it the boards, each
// player with his number in his team's board order and his rating, and
// the result. A board a line-up left empty says so; the bye comes last.
func TeamPairings(w io.Writer, ev *tournament.Event, round int, opt Options) error {
	return render(w, ev, opt, ofRound((*sheet).teamPairings, round))
}

// matchColumns are the columns of a match's boards, as the pairing list
// and the match sheet print them: the board, each side's player and his
// strength, and the result, resultW wide.
func (s *sheet) matchColumns(resultW float64) []column {
	side := func(name string) []column {
		return append([]column{{head: name, width: 40, align: "L", wrap: true, names: true, kin: 1}},
			s.strengthColumn(column{width: 12, align: "C", kin: 2})...)
	}
	cols := append([]column{{head: s.t("print.col.board"), width: 9, align: "C", bold: true}}, side(s.t("print.col.white"))...)
	cols = append(cols, column{head: s.t("print.col.result"), width: resultW, align: "C", bold: true})
	return append(cols, side(s.t("print.col.black"))...)
}

func (s *sheet) teamPairings(round int) error {
	ms := s.ev.RoundMatches(round)
	if len(ms) == 0 {
		return errRound(round)
	}
	s.title, s.round = s.t("print.pairings.title"), round
	s.addPage()
	team := s.teamName
	cols := s.matchColumns(14)
	var byes []tournament.TeamMatch
	var heads []string
	var groups [][][]string
	forfeits, adjourned := false, false
	for _, m := range ms {
		if m.IsBye() {
			byes = append(byes, m)
			continue
		}
		games := s.ev.MatchGames(m)
		head := s.matchHeading(m, games)
		forfeits = forfeits || forfeitedBoards(games) > 0
		adjourned = adjourned || slices.ContainsFunc(games, adjournedGame)
		var rows [][]string
		for i, bd := range games {
			// A match forfeited whole holds each board's forfeit
			// (teamgames.Forfeit): shown, so that no board reads as a
			// game still to be played.
			rows = append(rows, s.matchRow(i+1, bd.White, bd.Black, bd.Result.Text(s.t)))
		}
		heads, groups = append(heads, head), append(groups, rows)
	}
	// The matches are one table's rows under their headings, laid out
	// together: each match chose its own widths and sizes.
	t := s.newTable(cols, 9, 6.5)
	t.lay(groups...)
	for k, rows := range groups {
		s.heading(heads[k], 6.5*float64(len(rows)+1))
		t.draw(rows)
		s.pdf.Ln(3)
	}
	// The forfeit marks on the boards, explained as on an individual
	// event's list.
	s.pairingsLegend(forfeits, adjourned, false)
	for _, m := range byes {
		// What this bye gives: the event's own, or the full, half or
		// zero point the team asked for.
		s.note(words.TeamBye(s.cat, s.ev.TeamOptions, m, team(m.White)))
	}
	for _, line := range words.TeamsUnpaired(s.cat, s.ev, round, team) {
		s.note(line)
	}
	return s.venueNote()
}

// scoreColumns are the columns of a team's two scores, of the given
// width, the event's primary score first and bold (team.ScoreHeads).
func (s *sheet) scoreColumns(width float64) []column {
	h := team.ScoreHeads(s.ev.TeamOptions)
	return []column{{head: s.t(h[0]), width: width, align: "C", bold: true}, {head: s.t(h[1]), width: width, align: "C"}}
}

// tieBreakColumns are the columns of the tie-breaks ids, headed as every
// table heads them (words.TieBreakShort), each of the given width.
func (s *sheet) tieBreakColumns(ids []string, width float64) []column {
	cols := make([]column, len(ids))
	for i, id := range ids {
		cols[i] = column{head: words.TieBreakShort(s.cat, id), width: width, align: "C"}
	}
	return cols
}

// matchHeading is a match's heading on every sheet that prints its
// boards: its number and teams, then its forfeit or its score as every
// door words it (words.MatchScore: in progress while boards are played,
// nothing before a board is decided, which leaves room to write it in).
func (s *sheet) matchHeading(m tournament.TeamMatch, games []tournament.Pairing) string {
	head := s.t("teams.print.match", "n", m.Number, "white", s.teamName(m.White), "black", s.teamName(m.Black))
	if score := words.MatchResult(s.cat, s.ev.TeamOptions, m, games); score != "" {
		head += "   " + score
	}
	if m.Forfeit != tournament.NoResult {
		head += " " + s.t("print.report.match-forfeited")
	}
	return head
}

// teamName is a team's number and name.
func (s *sheet) teamName(id int64) string {
	t, _ := s.ev.Team(id)
	return fmt.Sprintf("%d. %s", seats.TeamNumbers(s.ev)[id], t.Name)
}

// matchRow is board's row under matchColumns: each side's player with his
// number in his team's board order and his strength (a board left empty
// says so), and the result.
func (s *sheet) matchRow(board int, white, black int64, result string) []string {
	side := func(id int64) []string {
		if id == 0 {
			return append([]string{s.t("teams.print.empty")}, s.strengthCell("")...)
		}
		p, _ := s.ev.Player(id)
		return append([]string{fmt.Sprintf("%d %s", s.ev.TeamPlace(id), p.Name)}, s.strengthCell(s.strength(p))...)
	}
	row := append([]string{strconv.Itoa(board)}, side(white)...)
	return append(append(row, result), side(black)...)
}

// TeamStandings prints a team event's standings: place, number, team,
// the primary score and the other one (match and game points) and the event's other team tie-breaks (game
// points, when one, have their column already).
func TeamStandings(w io.Writer, ev *tournament.Event, opt Options) error {
	return render(w, ev, opt, (*sheet).teamStandings)
}

func (s *sheet) teamStandings() error {
	st := team.TeamStandings(s.ev)
	s.title = words.StandingsTitle(s.cat, st.Progress)
	s.addPage()
	cols, rows := s.teamStandingsTable(st, nil)
	s.newTable(cols, 9, 6).draw(rows)
	s.pdf.Ln(2) // apart from the last row, as under the pairing list
	s.note(words.TieBreakRules(s.cat, st.Rules, st.EarlyStart))
	s.note(words.TeamTieBreakLegend(s.cat, st))
	return s.venueNote()
}

// teamStandingsTable is the table of team standings st, the whole or a
// ranking group's: place, seat, team, the strength of row i where
// strength is given, the scores and the tie-breaks not shown as match or
// game points already.
func (s *sheet) teamStandingsTable(st team.TeamTable, strength func(i int) string) ([]column, [][]string) {
	cols := []column{
		{head: s.t("print.col.place"), width: 10, align: "C", bold: true},
		{head: s.t("print.col.seat"), width: 7, align: "C"},
		{head: s.t("teams.col.team"), width: 50, align: "L", bold: true, wrap: true},
	}
	if strength != nil {
		cols = append(cols, s.strengthColumn(column{width: 15, align: "C"})...)
	}
	cols = append(cols, s.scoreColumns(10)...)
	ids, tbs := st.ShownTieBreaks()
	cols = append(cols, s.tieBreakColumns(ids, 11)...)
	var rows [][]string
	for i, r := range st.Rows {
		row := []string{r.Place, strconv.Itoa(r.No), words.WithdrawnName(s.cat, r.Name, r.Withdrawn)}
		if strength != nil {
			row = append(row, s.strengthCell(strength(i))...)
		}
		sc := team.ScoreCells(s.ev.TeamOptions, r.MatchPoints, r.GamePoints)
		rows = append(rows, append(append(row, sc[0], sc[1]), tbs[i]...))
	}
	return cols, rows
}
