package store_test

import (
	"testing"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/internal/testevent"
	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/standings"
	"arbiter/tournament/store"
)

// TestAnArmageddonIsRecordedAfterTheRapidGames: a six-game match drawn
// 3–3 went to two rapid games, 1–1, then to a blitz armageddon drawn. The
// armageddon could be kept only as an order, the rapid games replaced by
// any games entered after them, and the match line said only "drawn 3–3";
// now the armageddon is recorded after the rapid games, each game of its
// own type, the line names the play-off's 1–1 before it, and the draw
// wins the armageddon, and the match, for Black.
func TestAnArmageddonIsRecordedAfterTheRapidGames(t *testing.T) {
	ev := testfield.DrawnMatch(t)
	st, err := store.Open(testevent.EventFile(t, ev))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if ev, err = st.Event(); err != nil {
		t.Fatal(err)
	}
	record := playoffRecorder(t, st)
	// The players' ids by start number, as the games are typed.
	var id [3]int64
	for pid, no := range ev.StartNumbers() {
		id[no] = pid
	}
	ev = record([]string{"2-1 1-0", "1-2 1-0"}, rules.Rapid, false, engine.Black)
	if m := matchNotice(ev); m.Key != "match.result.drawn-playoff-level" || m.Args["score"] != "3–3" || m.Args["playoff"] != "1–1" {
		t.Errorf("the rapid games level 1–1: told %s %v, want match.result.drawn-playoff-level 3–3, 1–1", m.Key, m.Args)
	}
	ev = record([]string{"1-2 ½-½"}, rules.Blitz, true, engine.Black)
	var got []tournament.Pairing
	for _, g := range ev.PlayoffGames {
		got = append(got, tournament.Pairing{Round: g.Round, White: g.White, Black: g.Black, Type: g.Type, Armageddon: g.Armageddon})
	}
	want := []tournament.Pairing{{Round: 7, White: id[2], Black: id[1], Type: rules.Rapid}, {Round: 8, White: id[1], Black: id[2], Type: rules.Rapid},
		{Round: 9, White: id[1], Black: id[2], Type: rules.Blitz, Armageddon: true}}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Fatalf("play-off games kept %+v, want %+v", got, want)
	}
	tb := standings.Of(ev)
	if tb.Match.Outcome != standings.MatchPlayoff || tb.Match.Winner != id[2] || tb.Rows[0].ID != id[2] {
		t.Errorf("the armageddon drawn, Player 2 Black: %+v, rows %+v; want won by Player 2 on the play-off, first", tb.Match, tb.Rows)
	}
	// The history names the armageddon's winner, not the play-off's
	// level 1–1 alone.
	if e, err := st.LastChange(); err != nil || len(e.Steps) != 1 || e.Steps[0].MessageKey() != "store.audit.playoff-games.armageddon" || e.Steps[0].Args["armageddon"] != "Player 2" {
		t.Errorf("the armageddon's step in the history: %+v (%v), want store.audit.playoff-games.armageddon naming Player 2", e.Steps, err)
	}
	if m := matchNotice(ev); m.Key != "match.result.armageddon" || m.Args["winner"] != "Player 2" || m.Args["playoff"] != "1–1" || m.Args["score"] != "3–3" {
		t.Errorf("the armageddon drawn: told %s %v, want match.result.armageddon won by Player 2, 1–1, 3–3", m.Key, m.Args)
	}
}

// TestAnArmageddonDrawnWithWhitesDrawOddsIsWhites: the match's
// regulations gave the armageddon's draw odds to White (the player who
// chose his colour chose White); drawn, it is won by White, Player 1, and
// the match with it. It was counted as Black's win whatever the
// regulations said, and an order was the only way round it.
func TestAnArmageddonDrawnWithWhitesDrawOddsIsWhites(t *testing.T) {
	st, err := store.Open(testevent.EventFile(t, testfield.DrawnMatch(t)))
	if err != nil {
		t.Fatal(err)
	}
	defer func() { st.Close() }() // the store reopened below
	record := playoffRecorder(t, st)
	ev := record([]string{"2-1 1-0", "1-2 1-0"}, rules.Rapid, false, engine.Black)
	var id [3]int64
	for pid, no := range ev.StartNumbers() {
		id[no] = pid
	}
	ev = record([]string{"1-2 ½-½"}, rules.Blitz, true, engine.White)
	if g := ev.PlayoffGames[len(ev.PlayoffGames)-1]; !g.Armageddon || !g.WhiteDrawOdds {
		t.Fatalf("the armageddon kept as %+v, want White's draw odds", g)
	}
	tb := standings.Of(ev)
	if tb.Match.Outcome != standings.MatchPlayoff || tb.Match.Winner != id[1] || tb.Match.Armageddon != id[1] || tb.Rows[0].ID != id[1] {
		t.Errorf("the armageddon drawn, White's the draw odds: %+v, rows %+v; want won by Player 1 on the play-off, first", tb.Match, tb.Rows)
	}
	if m := matchNotice(ev); m.Key != "match.result.armageddon" || m.Args["winner"] != "Player 1" {
		t.Errorf("the armageddon drawn, White's the draw odds: told %s %v, want match.result.armageddon won by Player 1", m.Key, m.Args)
	}
	if e, err := st.LastChange(); err != nil || len(e.Steps) != 1 || e.Steps[0].MessageKey() != "store.audit.playoff-games.armageddon-white" || e.Steps[0].Args["armageddon"] != "Player 1" {
		t.Errorf("the armageddon's step in the history: %+v (%v), want store.audit.playoff-games.armageddon-white naming Player 1", e.Steps, err)
	}
	// Kept in the file: read again after it is closed and opened.
	path := st.Path()
	st.Close()
	if st, err = store.Open(path); err != nil {
		t.Fatal(err)
	}
	if ev, err = st.Event(); err != nil {
		t.Fatal(err)
	}
	if m, _ := standings.MatchStanding(ev); m.PlayoffWinner() != id[1] {
		t.Errorf("reopened, the match is %+v, want won by Player 1", m)
	}
}

// playoffRecorder records a match's play-off games as typed, and returns
// the event as the store then reads it.
func playoffRecorder(t *testing.T, st *store.Store) func(texts []string, typ rules.GameType, armageddon bool, odds engine.Color) *tournament.Event {
	return func(texts []string, typ rules.GameType, armageddon bool, odds engine.Color) *tournament.Event {
		t.Helper()
		ev, err := st.Event()
		if err != nil {
			t.Fatal(err)
		}
		games, err := standings.ReadPlayoffGames(ev, texts, typ, armageddon, odds)
		if err != nil {
			t.Fatal(err)
		}
		if err := st.SetPlayoffGames(games); err != nil {
			t.Fatal(err)
		}
		if ev, err = st.Event(); err != nil {
			t.Fatal(err)
		}
		return ev
	}
}

// matchNotice is the match line as the tables word it.
func matchNotice(ev *tournament.Event) *engine.Message {
	key, args := standings.Of(ev).Match.Notice()
	return engine.NewMessage(key, args...)
}
