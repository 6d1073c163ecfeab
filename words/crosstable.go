package words

import (
	"arbiter/i18n"
	"arbiter/tournament/standings"
)

// SwissCells are a Swiss crosstable row's round cells with the colour
// letters of cat's language ("12w1", "7b½", "–1"), as every table
// writes them.
func SwissCells(cat *i18n.Catalog, cells []standings.SwissCell) []string {
	white, black := cat.T("print.colour.w"), cat.T("print.colour.b")
	texts := make([]string, 0, len(cells))
	for _, c := range cells {
		texts = append(texts, c.Text(white, black))
	}
	return texts
}
