package ratinglist

import (
	"database/sql"
	"slices"
	"strconv"
	"strings"
)

// candidates bounds the rows a search of several words reads through the
// index of its longest word before the other words filter them.
const candidates = 5000

// Find searches the lists (one list when list is not empty) for players
// whose family or given names begin with every word of query, accents
// folded ("tonis" finds "Tõnisson"), or whose FIDE or national id is query.
// It returns at most limit entries, list by list.
func (l *Lists) Find(query, list string, limit int) ([]Entry, error) {
	names, err := l.names(list)
	if err != nil {
		return nil, err
	}
	var out []Entry
	for _, name := range names {
		if len(out) >= limit {
			break
		}
		db, err := l.db(name)
		if err != nil {
			return nil, err
		}
		found, err := find(db, name, query, limit-len(out))
		if err != nil {
			if err := l.failed(name, err); list != "" {
				return nil, err
			}
			continue // named by Broken
		}
		out = append(out, found...)
	}
	return out, nil
}

func (l *Lists) names(list string) ([]string, error) {
	if list != "" {
		if _, err := l.db(list); err != nil {
			return nil, err
		}
		return []string{list}, nil
	}
	all, err := l.All()
	if err != nil {
		return nil, err
	}
	names := make([]string, len(all))
	for i, info := range all {
		names[i] = info.Name
	}
	return names, nil
}

const selectEntry = `SELECT ` + entryColumns + ` FROM players`

func find(db *sql.DB, list, query string, limit int) ([]Entry, error) {
	words := Fold(query)
	if len(words) == 0 || limit <= 0 {
		return nil, nil
	}
	var out []Entry
	if len(words) == 1 && !strings.ContainsFunc(words[0], notDigit) {
		// Two queries, each on its index: SQLite reads an OR of two
		// columns by scanning the table.
		id, _ := strconv.ParseInt(words[0], 10, 64)
		for _, where := range []string{`fide_id = ?`, `national_id = ? AND fide_id IS NOT ?`} {
			args := []any{id}
			if where != `fide_id = ?` {
				args = []any{strings.TrimSpace(query), id}
			}
			found, err := queryEntries(db, list, limit-len(out), selectEntry+` WHERE `+where, args...)
			if err != nil {
				return nil, err
			}
			out = append(out, found...)
		}
	}
	anchor := slices.MaxFunc(words, func(a, b string) int { return len(a) - len(b) })
	scan := candidates
	if len(words) == 1 {
		scan = 2 * limit // a player whose two names both begin so comes twice
	}
	rows, err := db.Query(`SELECT p.id, `+prefixed(entryColumns)+` FROM words w JOIN players p ON p.id = w.player
		WHERE w.word >= ? AND w.word < ? ORDER BY w.word, w.player LIMIT ?`, anchor, anchor+"\U0010FFFF", scan)
	if err != nil {
		return nil, err // the caller sets the list aside (Lists.failed)
	}
	defer rows.Close()
	seen := map[int64]bool{}
	for rows.Next() && len(out) < limit {
		var id int64
		e, err := scanEntry(idScanner{rows, &id}, list)
		if err != nil {
			return nil, err
		}
		if seen[id] || !matches(words, e) {
			continue
		}
		seen[id] = true
		out = append(out, e)
	}
	return out, rows.Err()
}

// idScanner reads the row's id before the entry's columns.
type idScanner struct {
	rows *sql.Rows
	id   *int64
}

func (s idScanner) Scan(dst ...any) error { return s.rows.Scan(append([]any{s.id}, dst...)...) }

func prefixed(cols string) string {
	parts := strings.Split(cols, ", ")
	for i, c := range parts {
		parts[i] = "p." + c
	}
	return strings.Join(parts, ", ")
}

// matches tells whether every query word begins a word of the entry's names.
func matches(query []string, e Entry) bool {
	names := Fold(e.FamilyName + " " + e.GivenNames)
	for _, q := range query {
		if !slices.ContainsFunc(names, func(n string) bool { return strings.HasPrefix(n, q) }) {
			return false
		}
	}
	return true
}

// ByFIDEID returns the player with FIDE id id from the list named, or when
// list is empty from the list that holds the id, FIDE's own lists before
// national ones (whose rating is the national rating), the latest first.
func (l *Lists) ByFIDEID(id, list string) (Entry, bool, error) {
	n, err := strconv.ParseInt(strings.TrimSpace(id), 10, 64)
	if err != nil {
		return Entry{}, false, nil // not an id FIDE gives
	}
	return l.byID(`fide_id = ?`, n, list)
}

// ByNationalID returns the player with national id id from the list named.
func (l *Lists) ByNationalID(id, list string) (Entry, bool, error) {
	id = strings.TrimSpace(id)
	if id == "" {
		return Entry{}, false, nil
	}
	return l.byID(`national_id = ?`, id, list)
}

func (l *Lists) byID(where string, id any, list string) (Entry, bool, error) {
	var infos []Info
	if list != "" {
		info, err := l.Get(list)
		if err != nil {
			return Entry{}, false, err
		}
		infos = []Info{info}
	} else {
		var err error
		if infos, err = l.All(); err != nil {
			return Entry{}, false, err
		}
		slices.SortStableFunc(infos, func(a, b Info) int {
			if fa, fb := strings.HasPrefix(a.Format, "fide"), strings.HasPrefix(b.Format, "fide"); fa != fb {
				if fa {
					return -1
				}
				return 1
			}
			return strings.Compare(b.Date, a.Date)
		})
	}
	for _, info := range infos {
		db, err := l.db(info.Name)
		if err != nil {
			return Entry{}, false, err
		}
		found, err := queryEntries(db, info.Name, 1, selectEntry+` WHERE `+where, id)
		if err != nil {
			if err := l.failed(info.Name, err); list != "" {
				return Entry{}, false, err
			}
			continue // named by Broken
		}
		if len(found) > 0 {
			return found[0], true, nil
		}
	}
	return Entry{}, false, nil
}
