package ratinglist

import (
	"slices"
	"strconv"
	"strings"

	"arbiter/tournament/input"
)

// candidates bounds the rows a search of several words reads through the
// index of its longest word before the other words filter them.
const candidates = 5000

// Find searches the lists (one list when list is not empty) for players
// whose family or given names begin with every word of query, accents
// folded ("tonis" finds "Tõnisson"), or whose FIDE or national id is query.
// It returns at most limit entries, list by list. Searching every list, a
// person the lists hold under one FIDE id is one entry with what each list
// gives (mergedByFIDEID).
func (l *Lists) Find(query, list string, limit int) ([]Entry, error) {
	infos, err := l.searched(list)
	if err != nil {
		return nil, err
	}
	var out []Entry
	seen := map[string]bool{}
	for _, info := range infos {
		if len(out) >= limit {
			break
		}
		db, err := l.db(info.Name)
		if err != nil {
			if list != "" {
				return nil, err
			}
			continue // set aside, maybe by this search, and named by Broken
		}
		found, err := find(db, info, query, limit-len(out))
		if err != nil {
			if err := l.failed(info.Name, err); list != "" {
				return nil, err
			}
			continue // named by Broken
		}
		for _, e := range found {
			if e.FIDEID == "" || list != "" {
				out = append(out, e)
				continue
			}
			if seen[e.FIDEID] {
				continue
			}
			seen[e.FIDEID] = true
			out = append(out, l.mergedByFIDEID(e, infos))
		}
	}
	return out, nil
}

// searched are the lists a search or a look-up reads: the one named, or
// all of them, FIDE's own lists before national ones (whose rating is the
// national rating), the latest first.
func (l *Lists) searched(list string) ([]Info, error) {
	if list != "" {
		info, err := l.Get(list)
		if err != nil {
			return nil, err
		}
		return []Info{info}, nil
	}
	infos, err := l.All()
	if err != nil {
		return nil, err
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
	return infos, nil
}

// mergedByFIDEID is e with what the other lists give of the person with
// e's FIDE id, in the lists' order.
func (l *Lists) mergedByFIDEID(e Entry, infos []Info) Entry {
	id, err := strconv.ParseInt(e.FIDEID, 10, 64)
	if err != nil {
		return e
	}
	var out Entry
	for _, info := range infos {
		found := []Entry{e}
		if info.Name != e.List {
			// A list found broken here is set aside and named by Broken;
			// the others still give what they know of the player.
			db, err := l.db(info.Name)
			if err != nil {
				continue
			}
			if found, err = queryEntries(db, info, 1, `SELECT `+db.cols+` FROM players WHERE fide_id = ?`, id); err != nil {
				l.failed(info.Name, err)
				continue
			}
		}
		for _, f := range found {
			if out.List == "" {
				out = f
			} else {
				out = out.merge(f)
			}
		}
	}
	return out
}

func find(db listDB, info Info, query string, limit int) ([]Entry, error) {
	words := input.Fold(query)
	if len(words) == 0 || limit <= 0 {
		return nil, nil
	}
	var out []Entry
	if len(words) == 1 && !strings.ContainsFunc(words[0], input.NotDigit) {
		// Two queries, each on its index: SQLite reads an OR of two
		// columns by scanning the table.
		id, _ := strconv.ParseInt(words[0], 10, 64)
		for _, where := range []string{`fide_id = ?`, `national_id = ? AND fide_id IS NOT ?`} {
			args := []any{id}
			if where != `fide_id = ?` {
				args = []any{strings.TrimSpace(query), id}
			}
			found, err := queryEntries(db, info, limit-len(out), `SELECT `+db.cols+` FROM players WHERE `+where, args...)
			if err != nil {
				return nil, err
			}
			out = append(out, found...)
		}
	}
	anchor := slices.MaxFunc(words, func(a, b string) int { return len(a) - len(b) })
	// The index gives the players in the order of the word matched, a
	// given name as soon as a family name: "anni" listed the Annis
	// before Annila. Those whose family name the query begins come
	// first, then those found by a given name; the scan ends once the
	// first kind fills the answer.
	scan := candidates
	// The words table has no column of the players table's names: the
	// entry's columns need no table's prefix.
	rows, err := db.Query(`SELECT `+db.cols+` FROM words w JOIN players p ON p.id = w.player
		WHERE w.word >= ? AND w.word < ? ORDER BY w.word, w.player LIMIT ?`, anchor, anchor+"\U0010FFFF", scan)
	if err != nil {
		return nil, err // the caller sets the list aside (Lists.failed)
	}
	defer rows.Close()
	seen := map[int64]bool{}
	var family, given []Entry
	for rows.Next() && len(out)+len(family) < limit {
		e, id, err := scanEntry(rows, info)
		if err != nil {
			return nil, err
		}
		if seen[id] || !matches(words, e) {
			continue
		}
		seen[id] = true
		if byFamilyName(words, e) {
			family = append(family, e)
		} else {
			given = append(given, e)
		}
	}
	out = append(append(out, family...), given...)
	return out[:min(len(out), limit)], rows.Err()
}

// byFamilyName tells whether a query word begins a word of the entry's
// family name.
func byFamilyName(query []string, e Entry) bool {
	names := input.Fold(e.FamilyName)
	return slices.ContainsFunc(query, func(q string) bool {
		return slices.ContainsFunc(names, func(n string) bool { return strings.HasPrefix(n, q) })
	})
}

// matches tells whether every query word begins a word of the entry's names.
func matches(query []string, e Entry) bool {
	names := input.Fold(e.FamilyName + " " + e.GivenNames)
	for _, q := range query {
		if !slices.ContainsFunc(names, func(n string) bool { return strings.HasPrefix(n, q) }) {
			return false
		}
	}
	return true
}

// ByFIDEID returns the player with FIDE id id from the list named, or when
// list is empty what every list holding the id gives of him, merged in
// the order of searched: FIDE's lists before national ones, the latest
// first.
func (l *Lists) ByFIDEID(id, list string) (Entry, bool, error) {
	n, err := strconv.ParseInt(strings.TrimSpace(id), 10, 64)
	if err != nil {
		return Entry{}, false, nil // not an id FIDE gives
	}
	e, ok, err := l.byID(`fide_id = ?`, n, list)
	if !ok || err != nil || list != "" {
		return e, ok, err
	}
	infos, err := l.searched("")
	if err != nil {
		return e, false, err
	}
	return l.mergedByFIDEID(e, infos), true, nil
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
	infos, err := l.searched(list)
	if err != nil {
		return Entry{}, false, err
	}
	for _, info := range infos {
		db, err := l.db(info.Name)
		if err != nil {
			if list != "" {
				return Entry{}, false, err
			}
			continue // set aside and named by Broken
		}
		found, err := queryEntries(db, info, 1, `SELECT `+db.cols+` FROM players WHERE `+where, id)
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
