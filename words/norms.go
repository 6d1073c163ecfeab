package words

import (
	"cmp"
	"slices"

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/norms"
)

// NormSource says where a norm comes from ("table, part 2 row 2,61–2,70"),
// its coefficients written with the language's decimal point, for the
// sheet, the window and the command line alike.
func NormSource(cat *i18n.Catalog, src norms.Source) string {
	return cat.T("norms.source."+src.Kind, "part", src.Part, "from", cat.Decimal(src.From.String()),
		"to", cat.Decimal(src.To.String()))
}

// NormTableRow is the line naming a table row the event's coefficient
// falls in, as NormSource writes its numbers.
func NormTableRow(cat *i18n.Catalog, row norms.Row) string {
	return cat.T("norms.kind.table", "part", row.Part, "from", cat.Decimal(row.From.String()),
		"to", cat.Decimal(row.To.String()))
}

// NormsTable is the choice a table of an event's 1953 norms makes between
// the verdict and the forecast, the window's and the sheet's alike: until
// the last game is played (or with no forecast: a Swiss round not paired)
// a row gives the points the end asks, marked met only where no result can
// take them away, and the forecast, never the verdict as it stands, which
// the results can still take away.
type NormsTable struct {
	Forecast *norms.Forecast // nil where Err says why there is none
	Err      error
	// Open: games remain or there is no forecast; the last column is the
	// forecast.
	Open bool
	byID map[int64]norms.PlayerForecast
	// struck are the players the forecast keeps whom the table struck by
	// their withdrawal (§27): who they are, no games.
	struck []norms.PlayerResult
}

// NewNormsTable forecasts ev for a norms table.
func NewNormsTable(ev *tournament.Event) NormsTable {
	fc, err := norms.ForecastEvent(ev)
	t := NormsTable{Forecast: fc, Err: err, Open: err != nil || fc.Open(), byID: map[int64]norms.PlayerForecast{}}
	if err == nil {
		for _, pf := range fc.Players {
			t.byID[pf.ID] = pf
			if pf.Struck {
				r := norms.PlayerResult{ID: pf.ID, No: pf.No, Name: pf.Name}
				if p, ok := ev.Player(pf.ID); ok {
					r.Category = p.Category
				}
				t.struck = append(t.struck, r)
			}
		}
	}
	return t
}

// LastColumn is the catalogue key of the last column's head: the verdict,
// or the forecast while the table is open.
func (t NormsTable) LastColumn() string {
	if t.Open {
		return "forecast.sheet.col"
	}
	return "norms.col.verdict"
}

// Row is what p's row shows: the needs and, while the table is open, the
// forecast's cell ("—" with nothing marked met where he has no forecast);
// verdict says the table is closed and the cell is p's verdict, which the
// caller writes in its own form.
func (t NormsTable) Row(cat *i18n.Catalog, p norms.PlayerResult) (needs []norms.Need, cell string, verdict bool) {
	if !t.Open {
		return p.Needs, "", true
	}
	if pf, ok := t.byID[p.ID]; ok {
		return norms.NeedsAtEnd(p, len(pf.Remaining)), CategoryForecastCell(cat, pf), false
	}
	needs = slices.Clone(p.Needs)
	for i := range needs {
		needs[i].Met = false
	}
	return needs, "—", false
}

// TableRow is one row of a norms table: the player, his needs and the
// last cell as Row gives them. Struck: struck from the table by his
// withdrawal (§27), the row says who he is and his forecast only.
type TableRow struct {
	Player  norms.PlayerResult
	Struck  bool
	Needs   []norms.Need
	Cell    string
	Verdict bool
}

// Rows are the rows of the window's and the sheet's table alike, by
// starting number: the report's players and those it struck by their
// withdrawal, whom the forecast still names.
func (t NormsTable) Rows(cat *i18n.Catalog, players []norms.PlayerResult) []TableRow {
	var out []TableRow
	for _, p := range players {
		needs, cell, verdict := t.Row(cat, p)
		out = append(out, TableRow{Player: p, Needs: needs, Cell: cell, Verdict: verdict})
	}
	for _, p := range t.struck {
		out = append(out, TableRow{Player: p, Struck: true, Cell: CategoryForecastCell(cat, t.byID[p.ID])})
	}
	last := len(out) + 1 // a player without a number sorts last
	slices.SortStableFunc(out, func(a, b TableRow) int {
		return cmp.Compare(cmp.Or(a.Player.No, last), cmp.Or(b.Player.No, last))
	})
	return out
}
