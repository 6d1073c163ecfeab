package team

import (
	"arbiter/tournament"
	"arbiter/tournament/seats"
	"arbiter/tournament/standings"
	"strconv"
)

// TeamCross is a team event's crosstable: the teams in the order of the
// standings, each with its matches round by round, and for a round robin
// the game points it scored against each other team.
type TeamCross struct {
	// Progress is the rounds paired and the last complete round
	// (CompletedRounds), as the standings give them; a round robin's
	// Partial are the later rounds whose finished matches its cells show
	// and its points and places count (its heading says so,
	// words.CrossTitle, from this one progress).
	standings.Progress
	// RoundRobin: the cells are the teams', in the rows' order; else the
	// rounds'.
	RoundRobin bool           `json:"round_robin"`
	Rows       []TeamCrossRow `json:"rows"`
	// Standings is the table whose order and places the rows take, row
	// for row: its tie-breaks, which place teams level on points, stand
	// beside the points on paper.
	Standings TeamTable `json:"-"`
}

// TeamCrossRow is one team's line of the crosstable.
type TeamCrossRow struct {
	TeamID      int64   `json:"-"`
	No          int     `json:"no"`
	Name        string  `json:"name"`
	Place       string  `json:"place"`
	MatchPoints int     `json:"match_points"`
	GamePoints  float64 `json:"game_points"`
	// Matches are the team's matches in round order, one a round paired.
	Matches []TeamCrossCell `json:"matches"`
	// Withdrawn: the team has withdrawn, as its standings row says.
	Withdrawn bool `json:"withdrawn,omitempty"`
}

// TeamCrossCell is a team's match of one round: its opponent's number (0
// for the bye or no match), whether it had White on board 1, and its game
// points once the match is finished.
type TeamCrossCell struct {
	Round    int   `json:"round"`
	Opponent int64 `json:"-"`
	OppNo    int   `json:"opponent"` // the opponent's number, 0 for none
	White    bool  `json:"white"`
	Bye      bool  `json:"bye"`
	// Requested: the bye is one the team asked for (TeamMatch.Requested),
	// not the pairing's.
	Requested bool `json:"requested,omitempty"`
	Forfeit   bool `json:"forfeit"` // the whole match was forfeited
	// Mark is a forfeited match's symbol for the team, as the individual
	// crosstable marks a forfeited game: "+" won, "−" lost; "" otherwise.
	Mark string `json:"mark,omitempty"`
	// Finished: the match is finished and counts in the row's points
	// (in a Swiss, once its round is complete).
	Finished bool              `json:"finished"`
	Games    tournament.Points `json:"game_points"`
	Match    int               `json:"match_points"` // match points, once finished
}

// TeamCrosstable is the crosstable of the event as it stands: the rows in
// the order and with the places of TeamStandings, each match's game
// points only once the match is finished (a match under way shows none,
// so that no half-typed score is read as its result). A round robin's
// cells show every match finished, a round under way's too, which its
// standings count as well, as an individual round robin's crosstable does.
func TeamCrosstable(ev *tournament.Event) TeamCross {
	number := seats.TeamNumbers(ev)
	paired := ev.PairedRounds()
	out := TeamCross{Progress: standings.ProgressOf(ev), RoundRobin: ev.Settings.System == tournament.TeamRoundRobin}
	st := TeamStandings(ev)
	out.Standings = st
	for _, r := range st.Rows {
		row := TeamCrossRow{TeamID: r.TeamID, No: r.No, Name: r.Name, Place: r.Place, MatchPoints: r.MatchPoints, GamePoints: r.GamePoints, Withdrawn: r.Withdrawn}
		for round := 1; round <= paired; round++ {
			cell := TeamCrossCell{Round: round}
			for _, m := range ev.RoundMatches(round) {
				if m.White != r.TeamID && m.Black != r.TeamID {
					continue
				}
				w, b := m.Score(ev.TeamOptions, ev.MatchGames(m))
				own := w
				cell.White, cell.Opponent = m.White == r.TeamID, m.Black
				if !cell.White {
					own, cell.Opponent = b, m.White
				}
				cell.OppNo = number[cell.Opponent]
				// A Swiss's points are the complete rounds' (TeamStandings):
				// a round not complete shows its pairings without a score,
				// as an individual Swiss's crosstable does, so that no cell
				// disagrees with the totals beside it.
				counted := out.RoundRobin || round <= out.Complete
				cell.Bye, cell.Requested, cell.Forfeit, cell.Finished = m.IsBye(), m.Requested(), m.Forfeit != tournament.NoResult, m.Finished(ev.MatchGames(m)) && counted
				if cell.Forfeit {
					cell.Mark = tournament.Symbol(m.Forfeit, cell.White)
				}
				if cell.Finished {
					cell.Games, cell.Match = own.Games, own.Match
				}
			}
			row.Matches = append(row.Matches, cell)
		}
		out.Rows = append(out.Rows, row)
	}
	return out
}

// Against is the row's matches against team id, in round order (a round
// robin's cell).
func (r TeamCrossRow) Against(id int64) []TeamCrossCell {
	var out []TeamCrossCell
	for _, c := range r.Matches {
		if c.Opponent == id && !c.Bye && c.Opponent != 0 {
			out = append(out, c)
		}
	}
	return out
}

// AgainstText is the round robin's cell of the row against team id: the
// game points of each meeting, "…" for one under way, "×" against itself.
func (r TeamCrossRow) AgainstText(id int64) string {
	if r.TeamID == id {
		return "×"
	}
	text := ""
	for _, c := range r.Against(id) {
		if text != "" {
			text += " "
		}
		text += c.points()
	}
	return text
}

// points are the cell's game points followed by a forfeit's mark ("4+",
// "0−"), "…" while the match is under way.
func (c TeamCrossCell) points() string {
	if !c.Finished {
		return "…"
	}
	return c.Games.String() + c.Mark
}

// Text is the cell as a Swiss crosstable prints it: the opponent's number,
// the colour on board 1 and the game points ("4w 2½"), or the bye's game
// points, a bye the team asked for named so ("requested bye 2") as the
// pairing list and the report name it; t translates the colour's letter
// and the bye's words (teams.cell.white, teams.cell.black,
// teams.cell.bye, teams.cell.bye.requested).
func (c TeamCrossCell) Text(t func(key string, args ...any) string) string {
	switch {
	case c.Requested:
		return t("teams.cell.bye.requested", "gp", c.points())
	case c.Bye:
		return t("teams.cell.bye", "gp", c.points())
	case c.OppNo == 0:
		return ""
	}
	colour := t("teams.cell.black")
	if c.White {
		colour = t("teams.cell.white")
	}
	return strconv.Itoa(c.OppNo) + colour + " " + c.points()
}

// NoteKey is the catalogue key of the note under the crosstable, which
// says what its cells hold: a round robin's the game points, a Swiss's the
// opponent and the colour too. Window, paper and venue give the same one.
func (ct TeamCross) NoteKey() string {
	if ct.RoundRobin {
		return "teams.crosstable.note"
	}
	return "teams.crosstable.note.swiss"
}

// LegendKeys are the catalogue keys of the notes under the crosstable
// that explain the marks its cells use beyond NoteKey's: a Swiss's bye
// of the pairing and one the team asked for (a round robin's grid has no
// cell for either) and a forfeited match's + and −, each only where a
// cell shows it.
func (ct TeamCross) LegendKeys() []string {
	bye, requested, mark := false, false, false
	for _, r := range ct.Rows {
		for _, c := range r.Matches {
			bye = bye || c.Bye && !c.Requested && !ct.RoundRobin
			requested = requested || c.Requested && !ct.RoundRobin
			mark = mark || c.Mark != ""
		}
	}
	var keys []string
	if bye {
		keys = append(keys, "teams.crosstable.note.bye")
	}
	if requested {
		keys = append(keys, "teams.crosstable.note.bye.requested")
	}
	if mark {
		keys = append(keys, "teams.crosstable.note.forfeit")
	}
	return keys
}

// Cells are row r's cells: against each team in the rows' order in a round
// robin (AgainstText), else round by round (TeamCrossCell.Text, which t
// translates).
func (ct TeamCross) Cells(r TeamCrossRow, t func(key string, args ...any) string) []string {
	var out []string
	if ct.RoundRobin {
		for _, o := range ct.Rows {
			out = append(out, r.AgainstText(o.TeamID))
		}
		return out
	}
	for _, c := range r.Matches {
		out = append(out, c.Text(t))
	}
	return out
}

// TieBreakColumns are the indexes of the table's tie-breaks that have a
// column of their own: plain match or game points (and MPvGP, game
// points as the score not primary) are the table's own MP and GP columns
// already, and are not shown twice.
func (t TeamTable) TieBreakColumns() []int {
	var out []int
	for i, id := range t.TieBreaks {
		if id != "gp" && id != "mp" && id != "mpvgp" {
			out = append(out, i)
		}
	}
	return out
}

// ShownTieBreaks are the tie-breaks that have a column of their own
// (TieBreakColumns) and each row's figures under them, row for row: every
// table of the teams that shows them beside the points takes them here.
func (t TeamTable) ShownTieBreaks() (ids []string, cells [][]string) {
	shown := t.TieBreakColumns()
	for _, k := range shown {
		ids = append(ids, t.TieBreaks[k])
	}
	cells = make([][]string, len(t.Rows))
	for i, r := range t.Rows {
		for _, k := range shown {
			cells[i] = append(cells[i], r.TieBreaks[k].Text)
		}
	}
	return ids, cells
}

// Group is t, the event's team standings, cut to the teams of a ranking
// group whose table (prizes.GroupStandings of PrizeTable) is group: each
// of its teams' row of t, in the group's order and with its place in the
// group. A group's standings show the columns of the whole standings and
// explain them alike (words.TeamTieBreakLegend) at every door.
func (t TeamTable) Group(group standings.Table) TeamTable {
	rows := make(map[int64]TeamRow, len(t.Rows))
	for _, r := range t.Rows {
		rows[r.TeamID] = r
	}
	out := t
	out.Rows = make([]TeamRow, 0, len(group.Rows))
	for _, g := range group.Rows {
		r := rows[g.ID]
		r.Place, r.Rank = g.Place, g.Rank
		out.Rows = append(out.Rows, r)
	}
	return out
}
