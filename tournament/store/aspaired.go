package store

import (
	"cmp"
	"slices"

	"arbiter/engine"
	"arbiter/tournament"
)

// AsPaired is an event as it stood when one of its rounds was paired, for
// judging that round by what its pairing read (FIDE C.04: a result
// corrected after the next round is paired leaves that pairing as it is),
// and what was corrected in the file since, to be said before the verdict.
type AsPaired struct {
	// Event is the event with the earlier rounds' results and what the
	// players' pairing numbers are drawn from (rating, title, name,
	// starting number) as they were when the round was paired; the round
	// itself and everything else as they are now.
	Event *tournament.Event
	// Since, where not nil, says that the round is judged as it was
	// paired, Corrected listing each of those figures corrected since; or
	// that the file does not tell how the event stood then, Event being
	// the event as it is now.
	Since     *engine.Message
	Corrected []engine.Message
}

// AsPaired rewinds ev, the event as the file holds it now, to how it
// stood when round r was paired (or imported, or paired again after it
// was taken back), the round's own boards as they are now: the audit
// log's before-images of every action in force since then give the
// results of earlier rounds and the players' figures the pairing read.
// A restore or a schema upgrade since, or a log that does not reach the
// round's pairing, leaves nothing to rewind by: the event is judged as it
// is, and Since says so. ev is not changed; what differs is a copy.
func (s *Store) AsPaired(ev *tournament.Event, r int) (AsPaired, error) {
	var since []AuditEntry
	var known bool
	if err := s.read(func(q queryer) (err error) { since, known, err = sincePaired(q, r); return }); err != nil {
		return AsPaired{}, err
	}
	if !known {
		return AsPaired{Event: ev, Since: &engine.Message{Key: "swisscli.check.since.unknown", Args: map[string]any{"round": r}}}, nil
	}
	b := before{results: map[[2]int]*imaged{}, matches: map[[2]int]*imaged{}, players: map[int64]*imaged{}}
	for _, e := range since {
		if inForce(e) {
			b.take(e, r)
		}
	}
	copied := *ev
	copied.Rounds = slices.Clone(ev.Rounds)
	copied.Players = slices.Clone(ev.Players)
	copied.Matches = slices.Clone(ev.Matches)
	out := AsPaired{Event: ev, Corrected: slices.Concat(b.rewindResults(&copied), b.rewindForfeits(&copied), b.rewindPlayers(&copied))}
	if len(out.Corrected) > 0 {
		out.Event = &copied
		out.Since = &engine.Message{Key: "swisscli.check.since", Args: map[string]any{"round": r, "count": len(out.Corrected)}}
	}
	return out, nil
}

// imaged is a row as it was before the first action since the pairing
// changed it, and the last action that did.
type imaged struct {
	row  Row
	last AuditEntry
}

// before gathers the first before-images, since a round was paired, of
// the earlier rounds' boards and matches and of the players, in the order
// first met.
type before struct {
	results   map[[2]int]*imaged
	boards    [][2]int
	matches   map[[2]int]*imaged
	matchKeys [][2]int
	players   map[int64]*imaged
	ids       []int64
}

// take gathers the images of entry e, an action in force since round r
// was paired; round r's boards and later rounds' are the round's own.
func (b *before) take(e AuditEntry, r int) {
	for _, c := range e.Changes {
		for _, row := range c.Before {
			switch c.Table {
			case "pairings":
				if k := [2]int{intOf(row["round"]), intOf(row["board"])}; k[0] < r {
					firstImage(b.results, &b.boards, k, row, e)
				}
			case "matches":
				if k := [2]int{intOf(row["round"]), intOf(row["number"])}; k[0] < r {
					firstImage(b.matches, &b.matchKeys, k, row, e)
				}
			case "players":
				firstImage(b.players, &b.ids, int64(intOf(row["id"])), row, e)
			}
		}
	}
}

// firstImage records row as k's image in images where it is the first
// met (its key appended to order), e as the last action that changed it.
func firstImage[K comparable](images map[K]*imaged, order *[]K, k K, row Row, e AuditEntry) {
	if images[k] == nil {
		images[k] = &imaged{row: row}
		*order = append(*order, k)
	}
	images[k].last = e
}

// rewindResults gives ev's earlier boards the results they had when the
// round was paired, and says each result changed since.
func (b *before) rewindResults(ev *tournament.Event) []engine.Message {
	var out []engine.Message
	for _, k := range b.boards {
		if k[0] < 1 || k[0] > len(ev.Rounds) {
			continue
		}
		rd := &ev.Rounds[k[0]-1]
		i := slices.IndexFunc(rd.Pairings, func(p tournament.Pairing) bool { return p.Board == k[1] })
		text, _ := b.results[k].row["result"].(string)
		then, err := tournament.ParseResult(text)
		if i < 0 || err != nil || rd.Pairings[i].Result == then {
			continue
		}
		now := rd.Pairings[i].Result
		rd.Pairings = slices.Clone(rd.Pairings)
		rd.Pairings[i].Result = then
		out = append(out, corrected(b.results[k].last, "result", "round", k[0], "board", k[1], "was", resultArg(then.String()), "result", resultArg(now.String())))
	}
	return out
}

// rewindForfeits gives ev's earlier team matches the forfeits they had
// when the round was paired (their games' results are rewindResults'),
// and says each changed since.
func (b *before) rewindForfeits(ev *tournament.Event) []engine.Message {
	var out []engine.Message
	for _, k := range b.matchKeys {
		i := slices.IndexFunc(ev.Matches, func(m tournament.TeamMatch) bool { return m.Round == k[0] && m.Number == k[1] })
		text, _ := b.matches[k].row["forfeit"].(string)
		then, err := tournament.ParseResult(text)
		if i < 0 || err != nil || ev.Matches[i].Forfeit == then {
			continue
		}
		out = append(out, corrected(b.matches[k].last, "forfeit", "round", k[0], "match", k[1], "was", resultArg(then.String()), "result", resultArg(ev.Matches[i].Forfeit.String())))
		ev.Matches[i].Forfeit = then
	}
	return out
}

// rewindPlayers gives ev's players what their pairing numbers were
// drawn from when the round was paired (C.04.2: rating, title, name; or
// the starting numbers) and whether they were withdrawn, and says each
// changed since.
func (b *before) rewindPlayers(ev *tournament.Event) []engine.Message {
	var out []engine.Message
	for _, id := range b.ids {
		i := slices.IndexFunc(ev.Players, func(p tournament.Player) bool { return p.ID == id })
		if i < 0 {
			continue // added since: the round was paired without him
		}
		p, row, last := &ev.Players[i], b.players[id].row, b.players[id].last
		if then := intOf(row["rating"]); then != p.Rating {
			out = append(out, corrected(last, "rating", "name", p.Name, "was", then, "rating", p.Rating))
			p.Rating = then
		}
		if then, _ := row["title"].(string); then != p.Title {
			out = append(out, corrected(last, "title", "name", p.Name, "was", cmp.Or(then, "–"), "title", cmp.Or(p.Title, "–")))
			p.Title = then
		}
		if then := intOf(row["seat"]); then != p.Seat {
			out = append(out, corrected(last, "seat", "name", p.Name, "was", then, "seat", p.Seat))
			p.Seat = then
		}
		if then := intOf(row["withdrawn_after"]); then != p.WithdrawnAfter {
			out = append(out, corrected(last, withdrawalKey(then, p.WithdrawnAfter), "name", p.Name, "was", then, "round", p.WithdrawnAfter))
			p.WithdrawnAfter = then
		}
		then := *p
		then.Name, _ = row["name"].(string)
		then.FamilyName, _ = row["family_name"].(string)
		then.GivenNames, _ = row["given_names"].(string)
		then.SetNames(then.Names())
		if then.Name != p.Name || then.FamilyName != p.FamilyName || then.GivenNames != p.GivenNames {
			out = append(out, corrected(last, "name", "name", p.Name, "was", then.Name))
			p.Name, p.FamilyName, p.GivenNames = then.Name, then.FamilyName, then.GivenNames
		}
	}
	return out
}

// withdrawalKey is the word of a withdrawal changed since the pairing:
// made (after round now), taken back, or moved to another round.
func withdrawalKey(then, now int) string {
	switch {
	case then == 0:
		return "withdrawn"
	case now == 0:
		return "withdrawn.back"
	}
	return "withdrawn.moved"
}

// corrected says a figure the pairing read and was changed since, last
// by action e: swisscli.check.since.WHAT with args, and the action.
func corrected(e AuditEntry, what string, args ...any) engine.Message {
	return engine.Message{Key: "swisscli.check.since." + what, Args: engine.Args(append(args, "entry", e.ID, "at", when(e))...)}
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
