package norms

import "arbiter/tournament"

// The classification table of the 1953 code: four parts, each naming two
// categories with the norm in percent for every tenth of a coefficient.
// Each part runs from x.91 to (x+1).00 in eleven rows, so neighbouring
// parts overlap on the row x.91–(x+1).00 of the one below.
type tablePart struct {
	number       int
	upper, lower tournament.Category
	// first is the lower bound of the first row in hundredths (91 = 0.91).
	first int
	upperPct,
	lowerPct [11]int
}

var table = [4]tablePart{
	{1, tournament.CategoryI, tournament.CategoryII, 91,
		[11]int{50, 53, 55, 58, 60, 63, 65, 68, 70, 73, 75},
		[11]int{30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50}},
	{2, tournament.CategoryII, tournament.CategoryIII, 191,
		[11]int{50, 52, 55, 57, 59, 62, 64, 66, 69, 71, 73},
		[11]int{30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50}},
	{3, tournament.CategoryIII, tournament.CategoryIV, 291,
		[11]int{50, 52, 54, 56, 58, 60, 62, 64, 66, 68, 70},
		[11]int{30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50}},
	{4, tournament.CategoryIV, tournament.CategoryV, 391,
		[11]int{50, 52, 53, 55, 57, 58, 60, 62, 63, 65, 67},
		[11]int{30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40}},
}

// Row is one table row as applied to an event.
type Row struct {
	Part     int                 `json:"part"`
	From     Coefficient         `json:"from"`
	To       Coefficient         `json:"to"`
	Upper    tournament.Category `json:"-"`
	UpperPct int                 `json:"upper_pct"`
	Lower    tournament.Category `json:"-"`
	LowerPct int                 `json:"lower_pct"`
	// MinimumPct is the part's lowest lower norm, which is also the norm
	// for the category below Lower.
	MinimumPct int `json:"minimum_pct"`
}

// rowsFor returns the table rows that apply to a coefficient: one, or two
// where parts overlap. Coefficients outside 0.91–5.00 have none.
func rowsFor(c Coefficient) []Row {
	var rows []Row
	for _, p := range table {
		i := (int(c) - p.first) / 10 // row i covers x.x1 to x.y0
		if int(c) < p.first || i > 10 {
			continue
		}
		from := p.first + 10*i
		rows = append(rows, Row{
			Part: p.number, From: Coefficient(from), To: Coefficient(from + 9),
			Upper: p.upper, UpperPct: p.upperPct[i],
			Lower: p.lower, LowerPct: p.lowerPct[i],
			MinimumPct: p.lowerPct[0],
		})
	}
	return rows
}

// textNorm is the norm the classification's text gives for an exact
// integer coefficient: 75 % for I at 2, 75 % for II at 3, 70 % for III at 4,
// 67 % for IV at 5.
func textNorm(c Coefficient) (tournament.Category, int, bool) {
	switch c {
	case 200:
		return tournament.CategoryI, 75, true
	case 300:
		return tournament.CategoryII, 75, true
	case 400:
		return tournament.CategoryIII, 70, true
	case 500:
		return tournament.CategoryIV, 67, true
	}
	return 0, 0, false
}
