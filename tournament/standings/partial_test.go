package standings_test

import (
	"slices"
	"testing"

	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/standings"
)

// TestCrosstableCountsTheRoundUnderWay: with round 3 of a round robin half
// entered, the crosstable's cells show round 3's results, so its points,
// places and tie-breaks count them too, and it says which rounds it
// counts: complete to round 2, round 3 two games of three. Its places were
// those after round 2, seat 1 with 2 points fifth below seats of 1½ and 1.
func TestCrosstableCountsTheRoundUnderWay(t *testing.T) {
	ev := testfield.RoundUnderWay(t)
	ct := standings.Crosstable(ev)
	want := []struct {
		points, place, sb, wins string
	}{
		{"2", "1", "2½", "2"},
		{"1½", "2", "2½", "1"},
		{"1", "6", "1", "0"},
		{"1", "4–5", "1¼", "0"},
		{"1", "4–5", "1¼", "0"},
		{"1½", "3", "2", "1"},
	}
	for i, w := range want {
		r := ct.Rows[i]
		got := []string{r.Points.String(), r.Place}
		for _, v := range r.TieBreaks {
			got = append(got, v.Text)
		}
		if !slices.Equal(got, []string{w.points, w.place, w.sb, w.wins}) {
			t.Errorf("seat %d: points, place, SB, wins %v, want %v", r.No, got, w)
		}
	}
	if ct.Complete != 2 || !slices.Equal(ct.Partial, []standings.RoundProgress{{Round: 3, Done: 2, Of: 3}}) {
		t.Errorf("complete %d, partial %v; want 2 and round 3: 2 of 3", ct.Complete, ct.Partial)
	}
	// The standings count round 3's results too, and place seat 1 first
	// as the crosstable does.
	if st := standings.Of(ev); st.Complete != 2 || testfield.RowsByID(st)[101].Place != "1" || !slices.Equal(st.Partial, ct.Partial) {
		t.Errorf("standings after %d rounds, seat 1 %q, partial %v; want after 2, first, %v", st.Complete, testfield.RowsByID(st)[101].Place, st.Partial, ct.Partial)
	}
	// Round 3 paired with no result yet: the tables are after round 2 and
	// no round is named as under way ("0 of 3" would say nothing true).
	saved := append([]tournament.Pairing(nil), ev.Rounds[2].Pairings...)
	for i := range ev.Rounds[2].Pairings {
		ev.Rounds[2].Pairings[i].Result = tournament.NoResult
	}
	if ct := standings.Crosstable(ev); ct.Complete != 2 || ct.Partial != nil {
		t.Errorf("complete %d, partial %v with round 3 paired and no result entered", ct.Complete, ct.Partial)
	}
	copy(ev.Rounds[2].Pairings, saved)
	// Once round 3 is complete nothing is partial.
	ev.Rounds[2].Pairings[2].Result = tournament.Draw
	if ct := standings.Crosstable(ev); ct.Complete != 3 || ct.Partial != nil {
		t.Errorf("complete %d, partial %v after round 3", ct.Complete, ct.Partial)
	}
}

// TestRoundRobinStandingsCountTheRoundsAfterAPostponedGame: a round
// robin's game of round 2 is postponed (no result) and round 3 is played
// in full. The standings count every result entered, as the crosstable
// does, and say which rounds are not complete: they stayed after round 1,
// seat 2 with ½ point where his three games gave him 2½, and placed the
// players otherwise than the crosstable beside them.
func TestRoundRobinStandingsCountTheRoundsAfterAPostponedGame(t *testing.T) {
	ev := testfield.Field(6, tournament.RoundRobin)
	ev.Settings.TieBreaks = []string{"sb", "wins"}
	w, d, b, none := tournament.WhiteWins, tournament.Draw, tournament.BlackWins, tournament.NoResult
	// Berger rounds of six: 1-6 2-5 3-4 | 6-4 5-3 1-2 | 2-6 3-1 4-5.
	testfield.Play(t, ev, [][]tournament.Result{{w, d, d}, {none, w, b}, {w, d, b}})
	st, ct := standings.Of(ev), standings.Crosstable(ev)
	if got := testfield.RowsByID(st)[102].Points.String(); got != "2½" {
		t.Errorf("seat 2 has %s points in the standings, want 2½ (½ + 1 + 1)", got)
	}
	place := map[int64]string{}
	for _, r := range ct.Rows {
		place[r.ID] = r.Place
	}
	for _, r := range st.Rows {
		if place[r.ID] != r.Place {
			t.Errorf("%s: place %s in the standings, %s in the crosstable", r.Name, r.Place, place[r.ID])
		}
	}
	want := []standings.RoundProgress{{Round: 2, Done: 2, Of: 3}, {Round: 3, Done: 3, Of: 3}}
	if st.Complete != 1 || !slices.Equal(st.Partial, want) {
		t.Errorf("standings: complete %d, partial %v; want 1 and %v", st.Complete, st.Partial, want)
	}
}

// The round a table's heading names as in play is the event's round in
// play (tournament.Event.RoundInPlay), not one the heading counts itself:
// round 3 while it is under way, round 1 while its postponed game waits
// behind a complete round 2, none once every round paired is complete.
func TestProgressNamesTheEventsRoundInPlay(t *testing.T) {
	under := testfield.RoundUnderWay(t)
	postponed := testfield.Field(6, tournament.RoundRobin)
	w, d, b := tournament.WhiteWins, tournament.Draw, tournament.BlackWins
	testfield.Play(t, postponed, [][]tournament.Result{{w, d}, {d, d, b}})
	for _, c := range []struct {
		name string
		ev   *tournament.Event
		want int
	}{{"round 3 under way", under, 3}, {"after round 2", under.AfterRound(2), 0}, {"round 1 postponed", postponed, 1}} {
		p := standings.ProgressOf(c.ev)
		if got := p.InPlay(); got != c.want {
			t.Errorf("%s: in play %d, want %d", c.name, got, c.want)
		}
		if c.want > 0 && c.ev.RoundInPlay() != c.want {
			t.Errorf("%s: the event's round in play %d, the table's %d", c.name, c.ev.RoundInPlay(), c.want)
		}
	}
}

// The tables of an event whose last round is over are its final
// standings, and every heading says so (Progress.Final): a round robin
// with its five rounds played, a Swiss with its scheduled rounds complete,
// and a match conceded under the 1953 rule, whose further games are not
// played (§27), once its rounds paired are complete. A round under way,
// an earlier round's tables, a last round with a game to play and a Swiss
// with rounds still to pair are not final.
func TestProgressIsFinalOnceTheLastRoundIsOver(t *testing.T) {
	w := tournament.WhiteWins
	played := testfield.SixPlayers(t, tournament.WithdrawalAsPlayed, 0)
	pending := testfield.SixPlayers(t, tournament.WithdrawalAsPlayed, 0)
	pending.Rounds[4].Pairings[1].Result = tournament.NoResult
	swiss := func(rounds int) *tournament.Event {
		ev := testfield.Constructed(tournament.SwissDutch, 4, nil,
			[]tournament.Pairing{testfield.Game(1, 2, w), testfield.Game(3, 4, w)},
			[]tournament.Pairing{testfield.Game(4, 1, w), testfield.Game(2, 3, w)})
		ev.Settings.Rounds = rounds
		return ev
	}
	match := func(policy tournament.WithdrawalPolicy) *tournament.Event {
		ev := testfield.Field(2, tournament.Match)
		ev.Settings.Rounds, ev.Settings.WithdrawalPolicy = 6, policy
		testfield.Play(t, ev, [][]tournament.Result{{w}, {w}})
		ev.Players[1].WithdrawnAfter = 2
		return ev
	}
	for _, c := range []struct {
		name string
		ev   *tournament.Event
		want bool
	}{
		{"round robin played", played, true},
		{"after round 4 of 5", played.AfterRound(4), false},
		{"round 3 under way", testfield.RoundUnderWay(t), false},
		{"last round's game to play", pending, false},
		{"Swiss of 2 rounds played", swiss(2), true},
		{"Swiss of 3 rounds, 2 played", swiss(3), false},
		{"match conceded (1953)", match(tournament.WithdrawalUSSR1953), true},
		{"match withdrawn from, results as played", match(tournament.WithdrawalAsPlayed), false},
		{"nothing paired", testfield.Field(6, tournament.RoundRobin), false},
	} {
		if got := standings.ProgressOf(c.ev).Final; got != c.want {
			t.Errorf("%s: final %v, want %v", c.name, got, c.want)
		}
	}
}
