package tournament

import (
	"sort"
	"strings"
)

// CrossRow is one player's line of the crosstable, in seat order.
type CrossRow struct {
	ID        int64    `json:"id"`
	No        int      `json:"no"` // starting number (StartNumbers)
	Name      string   `json:"name"`
	Club      string   `json:"club,omitempty"`
	Rating    int      `json:"rating,omitempty"`
	Category  Category `json:"category"`
	Withdrawn bool     `json:"withdrawn,omitempty"`
	// Cells[j] holds the player's results against the player of column j,
	// one symbol per encounter in round order ("1", "½", "0", "+", "−",
	// "*" to be played, "A" adjourned); the diagonal is nil.
	Cells  [][]string `json:"cells"`
	Points Points     `json:"-"`
	Score  float64    `json:"points"`
	Place  string     `json:"place"`
}

// Cell returns the symbols of column j joined by blanks ("1 ½" in a double
// round robin), "×" on the diagonal.
func (r CrossRow) Cell(j int) string {
	if r.Cells[j] == nil {
		return "×"
	}
	return strings.Join(r.Cells[j], " ")
}

// CrossTable is the round-robin table: players in seat order, columns in
// the same order, and the withdrawal policy the results follow.
type CrossTable struct {
	Policy WithdrawalPolicy `json:"withdrawal_policy"`
	Rows   []CrossRow       `json:"rows"`
	Struck []Struck         `json:"struck,omitempty"`
}

// Crosstable builds the crosstable from the effective results; players
// struck from the table (1953 §27) are left out and listed apart.
func Crosstable(ev *Event) CrossTable {
	st := Standings(ev)
	place := map[int64]string{}
	for _, r := range st.Rows {
		place[r.ID] = r.Place
	}
	eff := EffectiveResults(ev)
	var players []Player
	for _, p := range ev.Players {
		if !eff.Struck[p.ID] {
			players = append(players, p)
		}
	}
	number := StartNumbers(ev)
	sort.SliceStable(players, func(a, b int) bool { return number[players[a].ID] < number[players[b].ID] })
	col := map[int64]int{}
	for j, p := range players {
		col[p.ID] = j
	}
	ct := CrossTable{Policy: eff.Policy, Struck: st.Struck}
	for j, p := range players {
		row := CrossRow{ID: p.ID, No: number[p.ID], Name: p.Name, Club: p.Club, Rating: p.Rating,
			Category: p.Category, Withdrawn: p.Withdrawn(), Cells: make([][]string, len(players)), Place: place[p.ID]}
		for k := range row.Cells {
			if k != j {
				row.Cells[k] = []string{}
			}
		}
		ct.Rows = append(ct.Rows, row)
	}
	for _, rd := range eff.Rounds {
		for _, g := range rd.Games {
			if g.IsBye() || !g.Counts() {
				continue
			}
			w, okW := col[g.White]
			b, okB := col[g.Black]
			if !okW || !okB {
				continue
			}
			ct.Rows[w].Cells[b] = append(ct.Rows[w].Cells[b], Symbol(g.Result, true))
			ct.Rows[b].Cells[w] = append(ct.Rows[b].Cells[w], Symbol(g.Result, false))
			if g.Result.Finished() {
				ct.Rows[w].Points += PointsFor(g.Result, true)
				ct.Rows[b].Points += PointsFor(g.Result, false)
			}
		}
	}
	for i := range ct.Rows {
		ct.Rows[i].Score = ct.Rows[i].Points.Float()
	}
	return ct
}
