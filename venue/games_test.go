package venue_test

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/internal/testevent"
	"arbiter/internal/testphone"
	"arbiter/tournament"
	"arbiter/tournament/replay"
	"arbiter/tournament/store"
)

// recordGame saves a game of moves (UCI, with their SAN) at round r,
// board b, as the desk records it.
func recordGame(t *testing.T, w *store.Store, r, b int, res tournament.Result, moves ...[2]string) {
	t.Helper()
	g := &replay.GameRecord{Round: r, Board: b, Result: res}
	for i, m := range moves {
		g.Moves = append(g.Moves, replay.RecordedMove{Ply: i + 1, UCI: m[0], SAN: m[1]})
	}
	if _, err := w.SaveGame(g); err != nil {
		t.Fatal(err)
	}
}

// gamesEvent is newEvent's Swiss with a game recorded on round 1's first
// board (finished: a scholar's mate) and on round 2's (in play); it
// returns the file, its event and round 1's first board.
func gamesEvent(t *testing.T) (string, *tournament.Event, tournament.Pairing) {
	t.Helper()
	file := newEvent(t, "swiss-dutch")
	w := testevent.Open(t, file)
	defer w.Close() // the file is served once this returns
	ev, _ := w.Event()
	scholar := [][2]string{{"e2e4", "e4"}, {"e7e5", "e5"}, {"d1h5", "Qh5"}, {"b8c6", "Nc6"}, {"f1c4", "Bc4"}, {"g8f6", "Nf6"}, {"h5f7", "Qxf7#"}}
	first := ev.Rounds[0].Pairings[0]
	recordGame(t, w, 1, first.Board, first.Result, scholar...)
	recordGame(t, w, 2, 1, tournament.NoResult, [2]string{"d2d4", "d4"})
	ev, _ = w.Event()
	return file, ev, first
}

// The games on the pages: a round's finished games and the event's as one
// PGN file each, the moves the desk recorded with the players' names and
// result; a game in play is in none of them; the round's page links its
// file; the engine reads every game back as it was recorded.
func TestGamesAsPGN(t *testing.T) {
	file, ev, first := gamesEvent(t)
	_, base := server(t, file, nil)
	c := testphone.New("127.0.0.13")
	var one answer
	followed(t, "round 1's PGN lacks its recorded game", func() bool {
		one = open(t, c, base, "/games-1.pgn")
		return strings.Contains(one.page, "Qxf7#")
	})
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
	ev = testevent.Read(t, file)
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

// The exported site has the games the server has: the same PGN files,
// byte for byte, in every language's folder, and the finished game's page
// in the reader's notation, linked from its round; the game in play has
// neither; every link of the site leads to a file written.
func TestTheExportHasTheGamesTheServerHas(t *testing.T) {
	file, ev, _ := gamesEvent(t)
	_, base := server(t, file, nil)
	site := filepath.Join(t.TempDir(), "site")
	runCLI(t, "export", "html", file, "-o", site, "--lang", "en")
	id := ev.Rounds[0].Pairings[0].GameID
	inPlay := ev.Rounds[1].Pairings[0].GameID
	c := testphone.New("127.0.0.14")
	for _, folder := range []string{"", "fi", "et"} {
		for _, name := range []string{"games-1.pgn", "games.pgn"} {
			got, err := os.ReadFile(filepath.Join(site, folder, name))
			if served := open(t, c, base, "/"+name); err != nil || string(got) != served.page {
				t.Errorf("%s/%s: %v; exported\n%s\nserved\n%s", folder, name, err, got, served.page)
			}
		}
		if _, err := os.Stat(filepath.Join(site, folder, "games-2.pgn")); err == nil {
			t.Errorf("%s: round 2, in play, exported", folder)
		}
		if _, err := os.Stat(filepath.Join(site, folder, fmt.Sprintf("game-%d.html", inPlay))); err == nil {
			t.Errorf("%s: the game in play has a page", folder)
		}
	}
	for lang, want := range map[string]string{"": "Qxf7#", "fi": "Dxf7#", "et": "Lxf7#"} {
		page, err := os.ReadFile(filepath.Join(site, lang, fmt.Sprintf("game-%d.html", id)))
		if err != nil || !strings.Contains(string(page), "<td>"+want+"</td>") || strings.Contains(string(page), hostile) {
			t.Errorf("%q: the game's page: %v\n%s", lang, err, page)
		}
		round, _ := os.ReadFile(filepath.Join(site, lang, "round-1.html"))
		if !strings.Contains(unmarked(string(round)), fmt.Sprintf(`<a href="game-%d.html">`, id)) || !strings.Contains(unmarked(string(round)), `<a href="games-1.pgn" download>`) {
			t.Errorf("%q: round 1 links neither its game nor its PGN", lang)
		}
	}
	// No link of the site leads nowhere (the search's script makes its
	// own links from what it finds).
	link := regexp.MustCompile(`href="([^"#?]+\.(?:html|pgn|css|png))`)
	filepath.WalkDir(site, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".html") {
			return err
		}
		body, _ := os.ReadFile(path)
		for _, m := range link.FindAllStringSubmatch(string(body), -1) {
			if strings.Contains(m[1], ":") {
				continue
			}
			if _, err := os.Stat(filepath.Join(filepath.Dir(path), m[1])); err != nil {
				t.Errorf("%s links %s, not written", path, m[1])
			}
		}
		return nil
	})
	// Exporting again over the site is an export over its own files.
	runCLI(t, "export", "html", file, "-o", site, "--lang", "en")
}

// A forfeit is no game: the games' PGN leaves it out (it read as a played
// game of no moves), and a round of forfeits alone has no PGN file.
func TestAForfeitIsNoGameInThePGN(t *testing.T) {
	file := newEvent(t, "swiss-dutch")
	for board, res := range []string{"+-", "-+", "0-0"} {
		runCLI(t, "result", file, "--round", "2", "--board", strconv.Itoa(board+1), res)
	}
	_, base := server(t, file, nil)
	c := testphone.New("127.0.0.7")
	if a := open(t, c, base, "/games-2.pgn"); a.status != 404 {
		t.Errorf("the PGN of a round of forfeits: %d\n%s", a.status, a.page)
	}
	if page := open(t, c, base, "/round-2.html"); strings.Contains(page.page, "games-2.pgn") {
		t.Error("round 2's page links a PGN file of forfeits")
	}
	all := open(t, c, base, "/games.pgn")
	if n := strings.Count(all.page, "[Round "); n != 3 || strings.Contains(all.page, `[Round "2"]`) || strings.Contains(all.page, "forfeit") {
		t.Errorf("the event's PGN has %d games, want round 1's 3:\n%s", n, all.page)
	}
}

// A game recorded from a set-up position with Black to move (a PGN
// imported at the desk) is numbered on its page as its PGN numbers it:
// from the position's move, Black's first move in Black's column.
func TestAGamesPageNumbersItsMovesAsItsPGN(t *testing.T) {
	file := newEvent(t, "swiss-dutch")
	w := testevent.Open(t, file)
	ev, _ := w.Event()
	p := ev.Rounds[0].Pairings[1]
	g := &replay.GameRecord{Round: 1, Board: p.Board, Result: p.Result, StartFEN: "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40",
		Moves: []replay.RecordedMove{{Ply: 1, UCI: "e8d8", SAN: "Kd8"}, {Ply: 2, UCI: "e2e4", SAN: "e4"}, {Ply: 3, UCI: "d8e7", SAN: "Ke7"}}}
	id, err := w.SaveGame(g)
	if err != nil {
		t.Fatal(err)
	}
	w.Close()
	_, base := server(t, file, nil)
	c := testphone.New("127.0.0.15")
	followed(t, "round 1's PGN lacks the game numbered from its position", func() bool {
		return strings.Contains(open(t, c, base, "/games-1.pgn").page, "40... Kd8 41. e4 Ke7")
	})
	page := open(t, c, base, "/game-"+strconv.FormatInt(id, 10)+".html")
	var rows []string
	for _, m := range regexp.MustCompile(`<tr><td class="n">(\d+)\.</td><td>([^<]*)</td><td>([^<]*)</td></tr>`).FindAllStringSubmatch(page.page, -1) {
		rows = append(rows, m[1]+" "+m[2]+" "+m[3])
	}
	if want := []string{"40 … Kd8", "41 e4 Ke7"}; !slices.Equal(rows, want) {
		t.Errorf("the game's page numbers its moves %q, its PGN 40... Kd8 41. e4 Ke7", rows)
	}
}
