package venue_test

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/store"
)

// recordGame saves a game of moves (UCI, with their SAN) at round r,
// board b, as the desk records it.
func recordGame(t *testing.T, w *store.Store, r, b int, res tournament.Result, moves ...[2]string) {
	t.Helper()
	g := &tournament.GameRecord{Round: r, Board: b, Result: res}
	for i, m := range moves {
		g.Moves = append(g.Moves, tournament.RecordedMove{Ply: i + 1, UCI: m[0], SAN: m[1]})
	}
	if _, err := w.SaveGame(g); err != nil {
		t.Fatal(err)
	}
}

// The games on the pages: a round's finished games and the event's as one
// PGN file each, the moves the desk recorded with the players' names and
// result; a game in play is in none of them; the round's page links its
// file; the engine reads every game back as it was recorded.
func TestGamesAsPGN(t *testing.T) {
	file := newEvent(t, "swiss-dutch")
	w, err := store.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	ev, _ := w.Event()
	scholar := [][2]string{{"e2e4", "e4"}, {"e7e5", "e5"}, {"d1h5", "Qh5"}, {"b8c6", "Nc6"}, {"f1c4", "Bc4"}, {"g8f6", "Nf6"}, {"h5f7", "Qxf7#"}}
	first := ev.Rounds[0].Pairings[0]
	recordGame(t, w, 1, first.Board, first.Result, scholar...)
	recordGame(t, w, 2, 1, tournament.NoResult, [2]string{"d2d4", "d4"})
	w.Close()
	_, base := server(t, file, nil)
	c := phone("127.0.0.13")
	var one answer
	for range 100 {
		if one = open(t, c, base, "/games-1.pgn"); strings.Contains(one.page, "Qxf7#") {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	white, _ := ev.Player(first.White)
	if !strings.Contains(one.page, "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#") || !strings.Contains(one.page, `[White "`+white.FamilyFirst()+`"]`) ||
		strings.Count(one.page, "[Event ") != 3 {
		t.Fatalf("round 1's PGN:\n%s", one.page)
	}
	if a := open(t, c, base, "/games-2.pgn"); a.status != 404 {
		t.Errorf("round 2, in play, published: %d\n%s", a.status, a.page)
	}
	all := open(t, c, base, "/games.pgn")
	if all.page != one.page || strings.Contains(all.page, "d4") {
		t.Errorf("the event's PGN differs from round 1's or shows a game in play:\n%s", all.page)
	}
	for _, bad := range []string{"/games-01.pgn", "/games-0.pgn", "/games-9.pgn", "/x.pgn", "/games-1.pgn.html"} {
		if a := open(t, c, base, bad); a.status != 404 {
			t.Errorf("%s: %d", bad, a.status)
		}
	}
	if page := open(t, c, base, "/round-1.html"); !strings.Contains(page.page, `<a href="games-1.pgn" download>`) {
		t.Error("round 1's page does not link its games")
	}
	if page := open(t, c, base, "/round-2.html"); strings.Contains(page.page, "games-2.pgn") || strings.Contains(page.page, "game-") {
		t.Error("round 2's page links games in play")
	}
	// Each finished game's page, linked from its result, in the reader's
	// notation; a game in play has none.
	rd := open(t, c, base, "/round-1.html")
	link := regexp.MustCompile(`<a href="(game-\d+\.html)">`).FindStringSubmatch(rd.page)
	if link == nil {
		t.Fatal("round 1's page does not link its recorded game")
	}
	for lang, want := range map[string]string{"en": "Qh5|Nc6|Bc4|Nf6|Qxf7#", "fi": "Dh5|Rc6|Lc4|Rf6|Dxf7#", "et": "Lh5|Rc6|Oc4|Rf6|Lxf7#"} {
		g := open(t, c, base, "/"+link[1]+"?lang="+lang)
		var got []string
		for _, m := range regexp.MustCompile(`<td>([^<]+)</td>`).FindAllStringSubmatch(g.page, -1) {
			got = append(got, m[1])
		}
		if strings.Join(got, "|") != "e4|e5|"+want || strings.Contains(g.page, hostile) {
			t.Errorf("%s: the game's page shows %q", lang, got)
		}
	}
	ev = readEvent(t, file)
	if id := ev.Rounds[1].Pairings[0].GameID; id == 0 {
		t.Error("round 2's game was not recorded")
	} else if a := open(t, c, base, "/game-"+strconv.FormatInt(id, 10)+".html"); a.status != 404 {
		t.Errorf("the page of a game in play: %d", a.status)
	}
	// The round's PGN read back by the engine's reader, which
	// bench/pgn/compare.sh holds to python-chess's reading given a local
	// copy of it (pass it the PGN saved here).
	var got []string
	for g, err := range engine.ReadPGN(strings.NewReader(one.page)) {
		if err != nil {
			t.Fatalf("round 1's PGN does not read back: %v\n%s", err, one.page)
		}
		var sans []string
		for _, m := range g.Moves {
			sans = append(sans, m.SAN)
		}
		got = append(got, strings.Join(append([]string{g.Tag("Round"), g.Tag("Board"), g.Tag("Result")}, sans...), " "))
	}
	want := "1 " + strconv.Itoa(first.Board) + " " + string(first.Result.Game()) + " e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#"
	if len(got) != 3 || got[0] != want {
		t.Errorf("round 1's PGN read back as:\n%s\nwant first %q", strings.Join(got, "\n"), want)
	}
}
