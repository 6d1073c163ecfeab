package words

import (
	"cmp"
	"slices"
	"strconv"

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/norms"
)

// NeedMet marks a norm's points that the player has and that no result
// still to come can take away; NeedMetLegend explains it under a table
// that shows it.
const NeedMet = "✓"

// NeedMetLegend is NeedMet's legend.
func NeedMetLegend(cat *i18n.Catalog) string { return cat.T("print.legend.need-met", "mark", NeedMet) }

// CategoryLabel is CategoryName in a table's cell, a dash for a player
// without a category, as every table of norms writes it.
func CategoryLabel(cat *i18n.Catalog, c tournament.Category) string {
	if c == tournament.Unclassified {
		return cat.T("print.norms.no-category")
	}
	return CategoryName(cat, c)
}

// Verdict is a player's verdict with its validity and a candidate ball
// (norms.PlayerResult.VerdictTexts), the category reached named and the
// validity dated in the reader's language: the window, the paper and
// `arbiter norms` word it alike.
func Verdict(cat *i18n.Catalog, p norms.PlayerResult) []string {
	return p.VerdictTexts(cat.T, CategoryLabel(cat, p.Result), func(iso string) string { return Date(cat, iso) })
}

// NormSource says where a norm comes from ("table, part 2 row 2,61–2,70"),
// its coefficients written with the language's decimal point, for the
// sheet, the window and the command line alike.
func NormSource(cat *i18n.Catalog, src norms.Source) string {
	return cat.T("norms.source."+src.Kind, "part", src.Part, "from", cat.Decimal(src.From.String()),
		"to", cat.Decimal(src.To.String()))
}

// NormKind is the kind of norms the event's coefficient gives, a line
// each: the rows of the table it falls in, their numbers written as
// NormSource writes them, or the kind; the sheet's, the window's and the
// command line's alike.
func NormKind(cat *i18n.Catalog, rep *norms.Report) []string {
	if rep.Kind != norms.KindTable {
		return []string{cat.T("norms.kind." + string(rep.Kind))}
	}
	lines := make([]string, len(rep.Rows))
	for i, row := range rep.Rows {
		lines[i] = cat.T("norms.kind.table", "part", row.Part, "from", cat.Decimal(row.From.String()),
			"to", cat.Decimal(row.To.String()))
	}
	return lines
}

// NormBasis is what the event's norms are read under, a line each: the
// categories' indices, the kind of norms (NormKind) and whether forfeits
// count; the sheet's and the command line's alike.
func NormBasis(cat *i18n.Catalog, rep *norms.Report) []string {
	ix := rep.Options.Indices
	lines := append([]string{cat.T("norms.indices", "master", ix.Master, "candidate", ix.Candidate, "unclassified", ix.Unclassified)},
		NormKind(cat, rep)...)
	if rep.Options.ExcludeForfeits {
		return append(lines, cat.T("norms.forfeits.excluded"))
	}
	return append(lines, cat.T("norms.forfeits.counted"))
}

// NormFields says whether the field holds the masters and the candidates
// the norms ask, a line each with what it counts; the sheet's and the
// command line's alike.
func NormFields(cat *i18n.Catalog, rep *norms.Report) []string {
	yes := func(b bool) string {
		if b {
			return cat.T("norms.yes")
		}
		return cat.T("norms.no")
	}
	var lines []string
	if mf := rep.MasterField; mf != nil {
		lines = append(lines, cat.T("norms.master-field", "masters", mf.Masters, "participants", mf.Participants, "holds", yes(mf.Holds)))
	}
	if cf := rep.CandidateField; cf != nil {
		lines = append(lines, cat.T("norms.candidate-field", "mc", cf.Masters+cf.Candidates, "participants", cf.Participants,
			"others", cf.Others, "holds", yes(cf.Holds)))
	}
	return lines
}

// NormsTable is the choice a table of an event's 1953 norms makes between
// the verdict and the forecast, the window's, the sheet's and the command
// line's alike, as the report's certainty (norms.Certainty) says: until
// the event is over a row gives the points the end asks, marked met only
// where no result can take them away, and the forecast, never a verdict,
// which the results can still take away.
type NormsTable struct {
	Forecast *norms.Forecast // nil where Err says why there is none
	Err      error
	// Open: the report is provisional; the last column is the forecast.
	Open bool
	byID map[int64]norms.PlayerForecast
	// struck are the players the forecast keeps whom the table struck by
	// their withdrawal (§27): who they are, no games.
	struck []norms.PlayerResult
	// gone are the players who withdrew, by id.
	gone map[int64]bool
}

// NewNormsTable is the table of rep, ev's report (norms.ForEvent).
func NewNormsTable(ev *tournament.Event, rep *norms.Report) NormsTable {
	fc, err := rep.Forecast()
	t := NormsTable{Forecast: fc, Err: err, Open: rep.Certainty != norms.Final, byID: map[int64]norms.PlayerForecast{}, gone: map[int64]bool{}}
	for _, p := range ev.Players {
		t.gone[p.ID] = p.Withdrawn()
	}
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

// Cell is the last cell of p's row while the table is open: the
// forecast's ("—" where he has no forecast); verdict says the table is
// closed and the cell is p's verdict, which the caller writes in its own
// form. His needs are the report's, settled as the cell is.
func (t NormsTable) Cell(cat *i18n.Catalog, p norms.PlayerResult) (cell string, verdict bool) {
	if !t.Open {
		return "", true
	}
	if pf, ok := t.byID[p.ID]; ok {
		return categoryForecastCell(cat, pf), false
	}
	return "—", false
}

// TableRow is one row of a norms table: the player (his needs in his
// report's line) and the last cell as Cell gives it. Withdrawn: he
// withdrew, his name marked in every table (WithdrawnName). Struck:
// struck from the table by his withdrawal (§27), the row says who he is
// and his forecast only.
type TableRow struct {
	Player    norms.PlayerResult
	Withdrawn bool
	Struck    bool
	Cell      string
	Verdict   bool
}

// Cells are the row's first cells as the sheet and the command line write
// them: the player's number, his name (marked withdrawn), category, games
// and points; a struck row says who he is only, its games, points and the
// n norms' cells empty.
func (r TableRow) Cells(cat *i18n.Catalog, n int) []string {
	p := r.Player
	if r.Struck {
		return append([]string{Number(p.No), WithdrawnName(cat, p.Name, r.Withdrawn), CategoryLabel(cat, p.Category), "", ""}, make([]string, n)...)
	}
	return []string{Number(p.No), WithdrawnName(cat, p.Name, r.Withdrawn), CategoryLabel(cat, p.Category), strconv.Itoa(p.Games), p.Points.String()}
}

// Rows are the rows of the window's and the sheet's table alike, by
// starting number: the report's players and those it struck by their
// withdrawal, whom the forecast still names.
func (t NormsTable) Rows(cat *i18n.Catalog, players []norms.PlayerResult) []TableRow {
	var out []TableRow
	for _, p := range players {
		cell, verdict := t.Cell(cat, p)
		out = append(out, TableRow{Player: p, Withdrawn: t.gone[p.ID], Cell: cell, Verdict: verdict})
	}
	for _, p := range t.struck {
		out = append(out, TableRow{Player: p, Withdrawn: true, Struck: true, Cell: categoryForecastCell(cat, t.byID[p.ID])})
	}
	last := len(out) + 1 // a player without a number sorts last
	slices.SortStableFunc(out, func(a, b TableRow) int {
		return cmp.Compare(cmp.Or(a.Player.No, last), cmp.Or(b.Player.No, last))
	})
	return out
}
