package swiss

import (
	"slices"
	"testing"
)

// TestFullGraphHoldsOnlyThePlayersNotYetPaired: the whole field's graph is
// built mid-field, after the first brackets paired some players; it holds
// the others only, in order, and every player already paired, the top
// player's partner among them, has no vertex (loc -1).
func TestFullGraphHoldsOnlyThePlayersNotYetPaired(t *testing.T) {
	d := simulatedRun(t, 10, 3, 5, 3)
	for v := range d.partner {
		d.partner[v] = -1
	}
	d.partner[0], d.partner[3] = 3, 0
	d.partner[1], d.partner[2] = 2, 1
	g := d.newFullGraph(0)
	want := []int{4, 5, 6, 7, 8, 9}
	if !slices.Equal(g.ids, want) {
		t.Errorf("vertices of players %v, want %v", g.ids, want)
	}
	for v := range d.sorted {
		at := slices.Index(want, v)
		if g.at(v) != at {
			t.Errorf("player %d at vertex %d, want %d", v, g.at(v), at)
		}
	}
}

// TestMeetRowsStrikeAPairTheHigherPlayerHasMet: in rows by the higher
// player (the Dutch compat, which reads the pair in the higher player's
// row), a game the higher player has played strikes the pair both ways;
// in rows by each player (Dubov's and Burstein's), it strikes his row
// only. Here player 0's record lists player 1, and 1's lists no game.
func TestMeetRowsStrikeAPairTheHigherPlayerHasMet(t *testing.T) {
	d := &dutch{}
	for v := range 3 {
		d.sorted = append(d.sorted, &pstate{id: v + 1, opponents: map[int]bool{}})
	}
	d.sorted[0].opponents[2] = true
	free := func(*pstate) bool { return false }
	meets := func(rows [][]uint64, a, b int) bool { return rows[a][0]&(1<<b) != 0 }
	rows := d.meetRows(free, false)
	if meets(rows, 0, 1) || meets(rows, 1, 0) {
		t.Error("rows by the higher player: 0 has met 1, yet the pair is left")
	}
	if !meets(rows, 0, 2) || !meets(rows, 2, 0) || !meets(rows, 1, 2) {
		t.Error("rows by the higher player: a pair that has not met is struck")
	}
	rows = d.meetRows(free, true)
	if meets(rows, 0, 1) || !meets(rows, 1, 0) {
		t.Error("rows by each player: 0's game against 1 is not struck from 0's row alone")
	}
}

// TestLocalGraphLocatesOnlyItsPlayers: a bracket's own graph numbers its
// players (pbi) in order, and every other player of the field has no
// vertex there (loc -1).
func TestLocalGraphLocatesOnlyItsPlayers(t *testing.T) {
	d := simulatedRun(t, 10, 3, 5, 3)
	pbi := []int{2, 5, 6, 7}
	g := d.newLocalGraph(pbi, 2)
	defer g.release()
	for v := range d.sorted {
		if at, want := int(g.loc[v]), slices.Index(pbi, v); at != want {
			t.Errorf("player %d at vertex %d, want %d", v, at, want)
		}
	}
}
