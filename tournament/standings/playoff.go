package standings

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/tournament"
)

// Playoff is a play-off the table's order follows (tournament.Event.Playoffs):
// its players in the order it placed them and the places they take ("1–2").
// Void says why one recorded is not followed, the table ranked without it
// and saying so: "level", its players are no longer level on points (a
// result corrected since); "rounds", a round is not over (taken back and
// paired again since).
type Playoff struct {
	Places  string          `json:"places,omitempty"`
	Players []PlayerColumns `json:"players"`
	Void    string          `json:"void,omitempty"`
}

// CheckPlayoff judges a play-off's order of players, winner first, before
// it is recorded: only once the last round is over (its results settle who
// is level), only among two or more players of an individual event, each
// once, all level on points (C.07: a play-off decides places that points
// left shared, before the tie-breaks).
func CheckPlayoff(ev *tournament.Event, order []int64) error {
	if ev.Settings.System.Team() {
		return engine.NewMessage("event.playoff.team")
	}
	if done, rounds := ev.CompletedRounds(), ev.TotalRounds(); done < rounds {
		return engine.NewMessage("event.playoff.early", "complete", done, "rounds", rounds)
	}
	if len(order) < 2 {
		return engine.NewMessage("event.playoff.few")
	}
	if m, ok := MatchStanding(ev); ok && m.PlayoffFollowed() {
		// The games recorded decide it: an order beside them could only
		// contradict them.
		if m.Armageddon != 0 {
			return engine.NewMessage("event.playoff.decided-armageddon", "winner", m.Name(m.Armageddon))
		}
		return engine.NewMessage("event.playoff.decided", "score", m.PlayoffScore())
	}
	number := ev.StartNumbers()
	rows := map[int64]Row{}
	for _, r := range Of(ev).Rows {
		rows[r.ID] = r
	}
	for i, id := range order {
		if _, ok := rows[id]; !ok {
			return engine.NewMessage("event.playoff.unknown", "no", id)
		}
		if slices.Contains(order[:i], id) {
			return engine.NewMessage("event.playoff.twice", "no", number[id], "name", rows[id].Name)
		}
		if first := rows[order[0]]; rows[id].Points != first.Points {
			return engine.NewMessage("event.playoff.untied", "no", number[id], "name", rows[id].Name, "points", rows[id].Points.String(),
				"first_no", number[first.ID], "first", first.Name, "first_points", first.Points.String())
		}
	}
	return nil
}

// playoffs places, within their group level on points, each play-off's
// players first in its order (after those of an earlier play-off in the
// group), the rest of the group after them as the
// tie-breaks ranked them; decided marks the players so placed, whose places
// no one shares. A play-off whose players are not all in the table and
// level on points is left Void.
func (s *standing) playoffs(ev *tournament.Event, order []int, number map[int64]int) (out []Playoff, decided map[int]bool) {
	decided = map[int]bool{}
	over := Over(ev)
	for _, ids := range playoffOrders(ev) {
		p := Playoff{}
		var members []int
		for _, id := range ids {
			if pl, ok := s.player[id]; ok {
				p.Players = append(p.Players, playerColumns(*pl, number))
			}
			if i, ok := s.idx[id]; ok && !s.eff.Struck[id] {
				members = append(members, i)
			}
		}
		switch {
		case !over:
			p.Void = "rounds"
		case len(members) != len(ids) || slices.ContainsFunc(members, func(i int) bool { return s.points[i] != s.points[members[0]] }):
			p.Void = "level"
		}
		out = append(out, p)
		if p.Void != "" {
			continue
		}
		lo := slices.IndexFunc(order, func(i int) bool { return s.points[i] == s.points[members[0]] })
		hi := lo
		for hi < len(order) && s.points[order[hi]] == s.points[members[0]] {
			hi++
		}
		for lo < hi && decided[order[lo]] { // an earlier play-off's places in the group stand
			lo++
		}
		rest := slices.DeleteFunc(slices.Clone(order[lo:hi]), func(i int) bool { return slices.Contains(members, i) })
		copy(order[lo:hi], append(members, rest...))
		for _, i := range members {
			decided[i] = true
		}
	}
	return out, decided
}

// PlacePlayoffs names the places each play-off followed decided, from its
// players' rows: "1–2" for the first two (a ranking group's table names
// them again by its own places, prizes.GroupStandings).
func PlacePlayoffs(t *Table) {
	for k, p := range t.Playoffs {
		if p.Void != "" {
			continue
		}
		var ranks []int
		for _, pl := range p.Players {
			if i := slices.IndexFunc(t.Rows, func(r Row) bool { return r.ID == pl.ID }); i >= 0 {
				ranks = append(ranks, t.Rows[i].Rank)
			}
		}
		first, last := slices.Min(ranks), slices.Max(ranks)
		t.Playoffs[k].Places = strconv.Itoa(first)
		if last > first {
			t.Playoffs[k].Places = fmt.Sprintf("%d–%d", first, last)
		}
	}
}

// PlayoffOrder reads a play-off's order as the arbiter types it, start
// numbers winner first ("7,3"), into the players' ids; a number no player
// has is refused.
func PlayoffOrder(ev *tournament.Event, text string) ([]int64, error) {
	byNumber := map[int]int64{}
	for id, n := range ev.StartNumbers() {
		byNumber[n] = id
	}
	var ids []int64
	for _, f := range strings.Split(text, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		id, ok := byNumber[n]
		if err != nil || !ok {
			return nil, engine.NewMessage("event.playoff.unknown", "no", strings.TrimSpace(f))
		}
		ids = append(ids, id)
	}
	return ids, nil
}

// playoffOrders are the orders the table follows: those recorded
// (tournament.Event.Playoffs), and a match's play-off won on its games,
// its winner first, in the place of any order recorded between the two.
func playoffOrders(ev *tournament.Event) [][]int64 {
	m, ok := MatchStanding(ev)
	if !ok || !m.PlayoffFollowed() {
		return ev.Playoffs
	}
	won := m.Players
	if m.PlayoffWinner() == won[1] {
		won[0], won[1] = won[1], won[0]
	}
	out := slices.DeleteFunc(slices.Clone(ev.Playoffs), func(p []int64) bool {
		return slices.Contains(p, won[0]) && slices.Contains(p, won[1])
	})
	return append(out, won[:])
}

// CheckPlayoffGames judges a drawn match's play-off games before they
// are recorded: a match's only (a tournament's play-off is recorded as its
// order), once its games are all decided and level, each game between its
// two players with a result and a type, an armageddon only as the one
// last game after games level or none, draw odds only an armageddon's.
func CheckPlayoffGames(ev *tournament.Event, games []tournament.Pairing) error {
	m, ok := MatchStanding(ev)
	if !ok {
		return engine.NewMessage("event.playoff.games.match")
	}
	if m.Outcome != MatchDrawn {
		return engine.NewMessage("event.playoff.games.undrawn", "score", m.Score(), "games", m.Games)
	}
	var before [2]tournament.Points
	for k, g := range games {
		n := g.Round
		if !slices.Contains(m.Players[:], g.White) || !slices.Contains(m.Players[:], g.Black) || g.White == g.Black {
			return engine.NewMessage("event.playoff.games.players", "game", n)
		}
		if !g.Result.Finished() {
			return engine.NewMessage("event.playoff.games.result", "game", n)
		}
		if _, err := rules.ParseGameType(string(g.Type)); err != nil {
			return err
		}
		if g.Armageddon && (k != len(games)-1 || before[0] != before[1]) {
			return engine.NewMessage("event.playoff.games.armageddon", "game", n)
		}
		if !g.Armageddon && g.WhiteDrawOdds {
			// Draw odds are an armageddon's: another game's draw is
			// half a point each.
			return engine.NewMessage("event.playoff.games.draw-odds", "game", n)
		}
		w, b := g.Result.Scores()
		before[slices.Index(m.Players[:], g.White)] += w
		before[slices.Index(m.Players[:], g.Black)] += b
	}
	return nil
}

// ReadPlayoffGames reads a match's play-off games as the arbiter types
// them, each the start numbers of White and Black then its result ("2-1
// 1-0"), in the order played, each of game type typ (an armageddon where
// armageddon holds, its draw winning for the side odds names), and returns the play-off's games with them: after
// the games recorded where these leave the play-off level, as its next
// games (blitz after rapid, then an armageddon), else in their place (the
// play-off entered again); numbered on past the scheduled games.
func ReadPlayoffGames(ev *tournament.Event, texts []string, typ rules.GameType, armageddon bool, odds engine.Color) ([]tournament.Pairing, error) {
	byNumber := map[int]int64{}
	for id, no := range ev.StartNumbers() {
		byNumber[no] = id
	}
	var games []tournament.Pairing
	if m, ok := MatchStanding(ev); ok && m.Outcome == MatchDrawn && m.PlayoffWinner() == 0 {
		games = slices.Clone(ev.PlayoffGames)
	}
	for _, text := range texts {
		n := ev.ScheduledGames() + len(games) + 1
		// Told as game n's, where several are typed at once.
		unread := engine.NewMessage("event.playoff.games.form", "game", n, "text", strings.TrimSpace(text))
		players, result, ok := strings.Cut(strings.TrimSpace(text), " ")
		white, black, ok2 := strings.Cut(players, "-")
		if !ok || !ok2 {
			return nil, unread
		}
		g := tournament.Pairing{Round: n, Board: 1, Type: typ, Armageddon: armageddon, WhiteDrawOdds: odds == engine.White}
		for _, side := range []struct {
			typed string
			id    *int64
		}{{white, &g.White}, {black, &g.Black}} {
			no, err := strconv.Atoi(strings.TrimSpace(side.typed))
			id, known := byNumber[no]
			if err != nil || !known {
				return nil, engine.NewMessage("event.playoff.unknown", "no", strings.TrimSpace(side.typed))
			}
			*side.id = id
		}
		var err error
		if g.Result, err = tournament.ParseResult(result); err != nil {
			return nil, unread
		}
		games = append(games, g)
	}
	return games, nil
}
