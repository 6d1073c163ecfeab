package standings

import (
	"sort"
	"strconv"
	"strings"

	"arbiter/tournament"
)

// CrossRow is one player's line of the crosstable, in seat order.
type CrossRow struct {
	PlayerColumns
	Withdrawn bool `json:"withdrawn,omitempty"`
	// Uncounted marks the row of a player whose games FIDE's half-games
	// rule counts for nobody: kept for rating and history, with no place
	// and his points in brackets (PointsText).
	Uncounted bool `json:"uncounted,omitempty"`
	// Cells[j] holds the player's results against the player of column j,
	// one symbol per encounter in round order ("1", "½", "0", "+", "−",
	// "*" to be played, "A" adjourned); the diagonal is nil.
	Cells     [][]string        `json:"cells"`
	Points    tournament.Points `json:"-"`
	Score     float64           `json:"points"`
	Place     string            `json:"place"`
	TieBreaks []TieValue        `json:"tiebreaks"`
}

// Cell returns the symbols of column j joined by blanks ("1 ½" in a double
// round robin), "×" on the diagonal.
func (r CrossRow) Cell(j int) string {
	if r.Cells[j] == nil {
		return "×"
	}
	return strings.Join(r.Cells[j], " ")
}

// PointsText is the row's points as every table writes them: in brackets
// for an Uncounted row, whose points count for nobody.
func (r CrossRow) PointsText() string {
	if r.Uncounted {
		return "(" + r.Points.String() + ")"
	}
	return r.Points.String()
}

// CrossTable is the round-robin table: players in seat order, columns in
// the same order, and the withdrawal policy the results follow.
type CrossTable struct {
	Policy tournament.WithdrawalPolicy `json:"withdrawal_policy"`
	Rows   []CrossRow                  `json:"rows"`
	Struck []Struck                    `json:"struck,omitempty"`
	Match  *MatchResult                `json:"match,omitempty"`
	// Progress is the rounds paired, the last complete round
	// (CompletedRounds) and the later rounds whose results the table
	// counts as well, as the standings give them: its heading says all
	// ("after round 2, round 3: 4 of 6 games entered").
	Progress
	// Ranking is the standings over the same results as the cells: the
	// places and tie-breaks of the rows, and the tie-breaks' names and
	// edition.
	Ranking Table `json:"-"`
}

// Columns are the grid's column heads, one a row: the number beside the
// row's name, so that a column is found by that number even where a
// player struck from the table leaves a gap in them.
func (ct CrossTable) Columns() []int {
	cols := make([]int, len(ct.Rows))
	for i, r := range ct.Rows {
		cols[i] = r.No
	}
	return cols
}

// Crosstable builds the crosstable of a round robin or match from the
// effective results. A player whose games the half-games rule counts for
// nobody keeps his row under FIDE's rule (Uncounted: his results, his
// unplayed games − and his opponents' +, in no one's points); the 1953
// code (§27) strikes him from the table, his row left out. Either way he
// is listed apart (Struck). Every figure of it counts every result entered, the
// rounds under way included: the cells show each result as it is entered,
// so the points, places and tie-breaks beside them are over the same
// games, and Partial says which rounds are not complete: its places are
// the standings' (Of), which count them too.
func Crosstable(ev *tournament.Event) CrossTable {
	st := Of(ev)
	place := map[int64]string{}
	ties := map[int64][]TieValue{}
	for _, r := range st.Rows {
		place[r.ID], ties[r.ID] = r.Place, r.TieBreaks
	}
	eff := ev.EffectiveResults()
	kept := keepsStruckRows(ev)
	var players []tournament.Player
	for _, p := range ev.Players {
		if kept || !eff.Struck[p.ID] {
			players = append(players, p)
		}
	}
	number := ev.StartNumbers()
	sort.SliceStable(players, func(a, b int) bool { return number[players[a].ID] < number[players[b].ID] })
	col := map[int64]int{}
	for j, p := range players {
		col[p.ID] = j
	}
	ct := CrossTable{Policy: eff.Policy, Struck: st.Struck, Match: st.Match, Progress: st.Progress, Ranking: st}
	for j, p := range players {
		row := CrossRow{PlayerColumns: playerColumns(p, number), Withdrawn: p.Withdrawn(), Uncounted: eff.Struck[p.ID],
			Cells: make([][]string, len(players)), Place: place[p.ID], TieBreaks: ties[p.ID]}
		if row.Uncounted {
			// No place and no tie-breaks, a blank cell each.
			row.TieBreaks = make([]TieValue, len(st.TieBreaks))
			for k, id := range st.TieBreaks {
				row.TieBreaks[k].ID = id
			}
		}
		for k := range row.Cells {
			if k != j {
				row.Cells[k] = []string{}
			}
		}
		ct.Rows = append(ct.Rows, row)
	}
	for _, rd := range eff.Rounds {
		for _, g := range rd.Games {
			result := g.Result
			switch {
			case g.IsBye():
				continue
			case kept && g.Status == tournament.Annulled:
				result = uncounted(ev, g)
			case !g.Counts():
				continue
			}
			w, okW := col[g.White]
			b, okB := col[g.Black]
			if !okW || !okB {
				continue
			}
			ct.Rows[w].Cells[b] = append(ct.Rows[w].Cells[b], tournament.Symbol(result, true))
			ct.Rows[b].Cells[w] = append(ct.Rows[b].Cells[w], tournament.Symbol(result, false))
			if result.Finished() {
				// A game counted for nobody adds to the bracketed points
				// of an Uncounted row only.
				wp, bp := result.Scores()
				if g.Counts() || ct.Rows[w].Uncounted {
					ct.Rows[w].Points += wp
				}
				if g.Counts() || ct.Rows[b].Uncounted {
					ct.Rows[b].Points += bp
				}
			}
		}
	}
	for i := range ct.Rows {
		ct.Rows[i].Score = ct.Rows[i].Points.Float()
	}
	return ct
}

// uncounted is what a kept row's cells show of game g, which the
// half-games rule counts for nobody: the result entered, or, in a round
// after a player's withdrawal, − for him and + for his opponent (− for
// both where both had left), as FIDE's table marks them.
func uncounted(ev *tournament.Event, g tournament.EffectiveGame) tournament.Result {
	gone := func(id int64) bool {
		p, ok := ev.Player(id)
		return ok && p.GoneBefore(g.Round)
	}
	return GoneForfeit(gone(g.White), gone(g.Black), g.Recorded)
}

// GoneForfeit is the result of a game or a match whose sides had left
// before its round, as whiteGone and blackGone say: a forfeit lost by the
// side gone (both: a double forfeit), else played, the result given.
func GoneForfeit(whiteGone, blackGone bool, played tournament.Result) tournament.Result {
	switch {
	case whiteGone && blackGone:
		return tournament.DoubleForfeit
	case whiteGone:
		return tournament.BlackForfeitWin
	case blackGone:
		return tournament.WhiteForfeitWin
	}
	return played
}

// SwissCell is one round of a player's line in the Swiss crosstable.
type SwissCell struct {
	Opponent int                `json:"opponent,omitempty"` // the opponent's starting number; 0 for a bye or no pairing
	White    bool               `json:"white,omitempty"`
	Result   string             `json:"result,omitempty"` // Symbol from the player's side; "" while to be played
	Bye      tournament.ByeKind `json:"bye,omitempty"`
	// Pending marks a round not yet complete (see CompletedRounds): the
	// points leave it out, so its cells show the pairing but no result.
	Pending bool `json:"pending,omitempty"`
}

// Text writes the cell the way the Swiss crosstable shows it, with the
// colour letters of the reader's language: "12w1", "7b½", "3w+", "9b"
// for a game still to be played or of a round not yet complete, "–1" for
// a bye and its points ("–" while its round is not complete), "" when the
// player was not paired.
func (c SwissCell) Text(white, black string) string {
	switch {
	case c.Bye != tournament.NoBye:
		if c.Bye == tournament.ByeRoundRobin || c.Pending {
			return "–"
		}
		return "–" + c.Bye.Points().String()
	case c.Opponent == 0:
		return ""
	}
	colour := black
	if c.White {
		colour = white
	}
	return strconv.Itoa(c.Opponent) + colour + c.Result
}

// SwissTable is the crosstable of a Swiss event: the standings, and for
// each of their rows one cell per round.
type SwissTable struct {
	Table
	Cells [][]SwissCell `json:"cells"` // Cells[i] belongs to Rows[i]
}

// SwissCrosstable builds the round-by-round crosstable of a Swiss from the
// effective results, in the order of the standings. The window, the
// command line and the printed crosstable all show this one. The rounds
// after the last complete one show their pairings without results, as
// the points, which are the standings', leave them out: a cell's result
// never disagrees with the total beside it.
func SwissCrosstable(ev *tournament.Event) SwissTable {
	st := Of(ev)
	eff := ev.EffectiveResults()
	number := ev.StartNumbers()
	row := make(map[int64][]SwissCell, len(st.Rows))
	t := SwissTable{Table: st, Cells: make([][]SwissCell, len(st.Rows))}
	for i, r := range st.Rows {
		t.Cells[i] = make([]SwissCell, len(eff.Rounds))
		row[r.ID] = t.Cells[i]
	}
	for i, rd := range eff.Rounds {
		pending := i >= st.Complete
		result := func(r tournament.Result, white bool) string {
			if pending {
				return ""
			}
			return swissSymbol(r, white)
		}
		for _, g := range rd.Games {
			switch {
			case g.IsBye():
				if c, ok := row[g.White]; ok {
					c[i] = SwissCell{Bye: g.Bye, Pending: pending}
				}
			case g.Counts():
				if c, ok := row[g.White]; ok {
					c[i] = SwissCell{Opponent: number[g.Black], White: true, Result: result(g.Result, true), Pending: pending}
				}
				if c, ok := row[g.Black]; ok {
					c[i] = SwissCell{Opponent: number[g.White], Result: result(g.Result, false), Pending: pending}
				}
			}
		}
	}
	return t
}

// swissSymbol is Symbol with a game still to be played left blank.
func swissSymbol(r tournament.Result, white bool) string {
	if s := tournament.Symbol(r, white); s != "*" {
		return s
	}
	return ""
}
