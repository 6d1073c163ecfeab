package words

import (
	"arbiter/i18n"
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
