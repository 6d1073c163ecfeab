package store

import (
	"slices"

	"arbiter/engine"
	"arbiter/tournament"
)

// AsPaired is an event as it stood when one of its rounds was paired, for
// judging that round by what its pairing read (FIDE C.04: a result
// corrected after the next round is paired leaves that pairing as it is),
// and what was corrected in the file since, to be said before the verdict.
type AsPaired struct {
	// Event is the event with the earlier rounds' results and the players'
	// ratings as they were when the round was paired; the round itself and
	// everything else as they are now.
	Event *tournament.Event
	// Since, where not nil, says that the round is judged as it was
	// paired, Corrected listing each result and rating corrected since; or
	// that the file does not tell how the event stood then, Event being
	// the event as it is now.
	Since     *engine.Message
	Corrected []engine.Message
}

// AsPaired rewinds ev, the event as the file holds it now, to how it
// stood when round r was paired (or imported, or paired again after it
// was taken back), the round's own boards as they are now: the audit
// log's before-images of every action in force since then give the
// results of earlier rounds and the ratings the pairing read. A restore
// or a schema upgrade since, or a log that does not reach the round's
// pairing, leaves nothing to rewind by: the event is judged as it is, and
// Since says so.
func (s *Store) AsPaired(ev *tournament.Event, r int) (AsPaired, error) {
	var since []AuditEntry
	var known bool
	if err := s.read(func(q queryer) (err error) { since, known, err = sincePaired(q, r); return }); err != nil {
		return AsPaired{}, err
	}
	if !known {
		return AsPaired{Event: ev, Since: &engine.Message{Key: "swisscli.check.since.unknown", Args: map[string]any{"round": r}}}, nil
	}
	type was[T any] struct {
		value T
		entry AuditEntry // the last action that changed it
	}
	results := map[[2]int]*was[string]{}
	ratings := map[int64]*was[int]{}
	var boards [][2]int
	var players []int64
	for _, e := range since {
		if !inForce(e) {
			continue
		}
		for _, c := range e.Changes {
			for _, row := range c.Before {
				switch c.Table {
				case "pairings":
					round, board := intOf(row["round"]), intOf(row["board"])
					if round >= r {
						continue
					}
					k := [2]int{round, board}
					if results[k] == nil {
						text, _ := row["result"].(string)
						results[k] = &was[string]{value: text}
						boards = append(boards, k)
					}
					results[k].entry = e
				case "players":
					id := int64(intOf(row["id"]))
					if ratings[id] == nil {
						ratings[id] = &was[int]{value: intOf(row["rating"])}
						players = append(players, id)
					}
					ratings[id].entry = e
				}
			}
		}
	}
	out := AsPaired{Event: ev}
	copied := *ev
	copied.Rounds = slices.Clone(ev.Rounds)
	copied.Players = slices.Clone(ev.Players)
	for _, k := range boards {
		if k[0] < 1 || k[0] > len(copied.Rounds) {
			continue
		}
		rd := &copied.Rounds[k[0]-1]
		i := slices.IndexFunc(rd.Pairings, func(p tournament.Pairing) bool { return p.Board == k[1] })
		then, err := tournament.ParseResult(results[k].value)
		if i < 0 || err != nil || rd.Pairings[i].Result == then {
			continue
		}
		now := rd.Pairings[i].Result
		rd.Pairings = slices.Clone(rd.Pairings)
		rd.Pairings[i].Result = then
		out.Corrected = append(out.Corrected, engine.Message{Key: "swisscli.check.since.result", Args: map[string]any{
			"round": k[0], "board": k[1], "was": then.Text(nil), "result": now.Text(nil), "entry": results[k].entry.ID, "at": when(results[k].entry)}})
	}
	for _, id := range players {
		i := slices.IndexFunc(copied.Players, func(p tournament.Player) bool { return p.ID == id })
		if i < 0 || copied.Players[i].Rating == ratings[id].value {
			continue
		}
		now := copied.Players[i].Rating
		copied.Players[i].Rating = ratings[id].value
		out.Corrected = append(out.Corrected, engine.Message{Key: "swisscli.check.since.rating", Args: map[string]any{
			"name": copied.Players[i].Name, "was": ratings[id].value, "rating": now, "entry": ratings[id].entry.ID, "at": when(ratings[id].entry)}})
	}
	if len(out.Corrected) > 0 {
		out.Event = &copied
		out.Since = &engine.Message{Key: "swisscli.check.since", Args: map[string]any{"round": r, "count": len(out.Corrected)}}
	}
	return out, nil
}

// sincePaired reads the audit log back from its newest entry to the
// action in force that paired round r, and returns the entries
// after that one, oldest first (only those images are read: a large
// event's are megabytes), and whether the log tells how the event stood
// then: no restore or schema upgrade came after it (their entries hold no
// images to rewind by). A round the making of the file brought (an import
// into a new file) stands as it was made.
func sincePaired(q queryer, r int) (since []AuditEntry, known bool, err error) {
	rows, err := q.Query(auditSelect + ` ORDER BY id DESC`)
	if err != nil {
		return nil, false, err
	}
	defer rows.Close()
	for rows.Next() {
		e, err := scanAudit(rows)
		if err != nil {
			return nil, false, err
		}
		if e.Changes == nil {
			made := len(e.Steps) > 0 && e.Steps[0].Action != "restore" && e.Steps[0].Action != "migrate"
			slices.Reverse(since)
			return since, made, nil
		}
		if inForce(e) && pairsRound(e, r) {
			slices.Reverse(since)
			return since, true, nil
		}
		since = append(since, e)
	}
	return nil, false, rows.Err()
}

// pairsRound reports whether entry e paired round r: it made the round's
// row, which an edit of the round's boards (a swap of colours, the pairing
// editor) keeps, so that an edit is judged by what the pairing read too.
func pairsRound(e AuditEntry, r int) bool {
	for _, c := range e.Changes {
		if c.Table == "rounds" && intOf(c.Key["number"]) == r && len(c.Before) == 0 {
			return true
		}
	}
	return false
}

// inForce reports whether entry e's changes stand in the file: neither an
// undo or a redo (whose images only move another entry's back and forth)
// nor undone.
func inForce(e AuditEntry) bool { return e.Undoes == 0 && e.UndoneBy == 0 }

// intOf is an image's or key's integer (fixNumbers' int64), 0 for any
// other value.
func intOf(v any) int {
	n, _ := v.(int64)
	return int(n)
}

// when is the local time of an entry as the log lists it.
func when(e AuditEntry) string { return e.At.Local().Format("2006-01-02 15:04") }
