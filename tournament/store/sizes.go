package store

import (
	"fmt"
	"strings"

	"arbiter/internal/sqlitefile"
)

// The longest values, in bytes, an event file may hold: those of every
// file Arbiter reads (sqlitefile.MaxValueBytes), and in the audit log more,
// since its rows hold the images of an action's rows, which an import of
// thousands of players makes megabytes long. A longer value is refused on
// opening, before it is read, at every report.
const (
	maxValueBytes      = sqlitefile.MaxValueBytes
	maxAuditValueBytes = 64 << 20
)

// checkSizes looks for a value longer than Arbiter writes in any column of
// the file's tables. SQLite's octet_length reads a value's length from its
// record without reading the value itself. A table is read once for all
// its columns: a statement a column prepared and ran a scan each, most of
// what opening a file cost.
func checkSizes(q queryer, ps *problems) error {
	tables, err := tablesOf(q)
	if err != nil {
		return err
	}
	for _, t := range tables {
		if len(t.columns) == 0 {
			continue
		}
		limit := maxValueBytes
		if t.name == "audit" {
			limit = maxAuditValueBytes
		}
		longest := make([]string, len(t.columns))
		for i, c := range t.columns {
			longest[i] = fmt.Sprintf("coalesce(max(octet_length(%s)), 0)", quoteIdent(c))
		}
		n := make([]int64, len(t.columns))
		into := make([]any, len(n))
		for i := range n {
			into[i] = &n[i]
		}
		if err := q.QueryRow(fmt.Sprintf(`SELECT %s FROM %s`, strings.Join(longest, ", "), quoteIdent(t.name))).Scan(into...); err != nil {
			return err
		}
		for i, c := range t.columns {
			if n[i] > int64(limit) {
				ps.add("too-long", "table", t.name, "column", c, "bytes", n[i], "max", limit)
			}
		}
	}
	return nil
}

// table is a table of the file with its columns.
type table struct {
	name    string
	columns []string
}

// tablesOf lists the file's tables in the order they were created, which
// puts every table after those it refers to, with their columns in their
// order: one statement for all of them, where one a table was prepared and
// run at every opening of the file.
func tablesOf(q queryer) ([]table, error) {
	var name, column string
	var tables []table
	err := eachRow(q, []any{&name, &column}, func() {
		if len(tables) == 0 || tables[len(tables)-1].name != name {
			tables = append(tables, table{name: name})
		}
		last := &tables[len(tables)-1]
		last.columns = append(last.columns, column)
	}, `SELECT m.name, c.name FROM main.sqlite_schema AS m, pragma_table_info(m.name, 'main') AS c
		WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' ORDER BY m.rowid, c.cid`)
	if err != nil {
		return nil, err
	}
	return tables, nil
}
