package words

import (
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
}

// NewNormsTable forecasts ev for a norms table.
func NewNormsTable(ev *tournament.Event) NormsTable {
	fc, err := norms.ForecastEvent(ev)
	t := NormsTable{Forecast: fc, Err: err, Open: err != nil || fc.Open(), byID: map[int64]norms.PlayerForecast{}}
	if err == nil {
		for _, pf := range fc.Players {
			t.byID[pf.ID] = pf
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
