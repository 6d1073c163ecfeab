package venue_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

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
// file; python-chess reads every game back as it was recorded.
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
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Fatal("python3 is needed to read the games back with python-chess")
	}
	pgn := filepath.Join(t.TempDir(), "round-1.pgn")
	os.WriteFile(pgn, []byte(one.page), 0o644)
	out, err := exec.Command(py, "-c", `
import chess.pgn, sys
f = open(sys.argv[1], encoding="utf-8")
while True:
    g = chess.pgn.read_game(f)
    if g is None: break
    if g.errors: print("ERROR", g.errors)
    print(g.headers["Round"], g.headers["Board"], g.headers["Result"], " ".join(m.uci() for m in g.mainline_moves()))
`, pgn).CombinedOutput()
	if err != nil {
		t.Fatalf("python-chess (Debian's python3-chess): %v\n%s", err, out)
	}
	want := "1 " + strconv.Itoa(first.Board) + " " + string(first.Result.Game()) + " e2e4 e7e5 d1h5 b8c6 f1c4 g8f6 h5f7"
	if lines := strings.Split(strings.TrimSpace(string(out)), "\n"); len(lines) != 3 || lines[0] != want || strings.Contains(string(out), "ERROR") {
		t.Errorf("python-chess read:\n%s\nwant first %q", out, want)
	}
}
