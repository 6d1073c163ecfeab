package exchange

import (
	"bufio"
	"bytes"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"arbiter/internal/testdir"
	"arbiter/tournament"
)

// playedCell is a player's round as his 001 record writes it: the
// opponent, his colour and his result.
type playedCell struct {
	opponent      int
	colour, score byte
}

// playedCells reads each player's rounds from a report's 001 records,
// by the columns of TRF (a round's cell ten characters from column 92),
// apart from the reader under test.
func playedCells(t *testing.T, data []byte) map[int][]playedCell {
	t.Helper()
	out := map[int][]playedCell{}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := sc.Text()
		if !strings.HasPrefix(line, "001 ") {
			continue
		}
		no, err := strconv.Atoi(strings.TrimSpace(line[4:8]))
		if err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		for at := 91; at+8 <= len(line); at += 10 {
			opp, err := strconv.Atoi(strings.TrimSpace(line[at : at+4]))
			if err != nil {
				t.Fatalf("%q at %d: %v", line, at+1, err)
			}
			out[no] = append(out[no], playedCell{opp, line[at+5], line[at+7]})
		}
	}
	return out
}

// gameOf is player id's game of round r in the event.
func gameOf(t *testing.T, ev *tournament.Event, r int, id int64) tournament.Pairing {
	t.Helper()
	for _, g := range ev.Rounds[r-1].Pairings {
		if g.White == id || g.Black == id {
			return g
		}
	}
	t.Fatalf("round %d: player %d has no game", r, id)
	return tournament.Pairing{}
}

// checkPlayed compares each player's games in the event with the cells
// of the report: the opponent and the result always, the colour in the
// rounds not in reversed (where the game keeps its board's colours, the
// other way round).
func checkPlayed(t *testing.T, ev *tournament.Event, data []byte, reversed map[int]bool) {
	t.Helper()
	for no, cells := range playedCells(t, data) {
		for k, c := range cells {
			r, id := k+1, int64(no)
			g := gameOf(t, ev, r, id)
			white := g.White == id
			opp := g.Black
			if !white {
				opp = g.White
			}
			if opp != int64(c.opponent) {
				t.Errorf("round %d: player %d met %d, the report says %d", r, no, opp, c.opponent)
			}
			if (c.colour == 'w') != white && !reversed[r] {
				t.Errorf("round %d: player %d has %s, the report says %c", r, no, map[bool]string{true: "White", false: "Black"}[white], c.colour)
			}
			w, b := g.Result.Scores()
			score := map[bool]tournament.Points{true: w, false: b}[white]
			if want := map[byte]tournament.Points{'1': 2, '=': 1, '0': 0}[c.score]; score != want {
				t.Errorf("round %d: player %d scored %v half points, the report says %c", r, no, score, c.score)
			}
		}
	}
}

// TRF-2026 record 352: a report whose boards follow its 352 pattern WBBW
// (the match's White team White on boards 1 and 4, Black on boards 2 and
// 3) is read with each board's colours as played, the event keeping the
// pattern, every match scored as played, and written back with the same
// 352 and the same games. Seen to fail before the event kept a pattern:
// "board 3 is not the game the players' records state".
func TestTeamTRF352PatternKeepsEachBoardsColours(t *testing.T) {
	data := testdir.Read(t, filepath.Join("testdata", "teams", "wbbw-swiss.trf"))
	rep, err := ReadTeamTRFReport(data)
	if err != nil {
		t.Fatalf("refused: %v", err)
	}
	ev := rep.Event
	if ev.TeamOptions.BoardColours != "WBBW" || ev.TeamOptions.BoardPattern() != "WBBW" {
		t.Errorf("boards' colours %q (pattern %q), want WBBW", ev.TeamOptions.BoardColours, ev.TeamOptions.BoardPattern())
	}
	for _, n := range rep.Notes {
		if n.Key == "teams.trf.pattern" || n.Key == "teams.trf.colours.reversed" || n.Key == "teams.trf.points" {
			t.Errorf("note %s %v on a report whose boards follow its 352", n.Key, n.Args)
		}
	}
	checkPlayed(t, ev, data, nil)
	// Kallio–Pori, round 1: 1, ½, 0, 1 for Kallio on boards 1–4.
	m := ev.Matches[0]
	white, black := m.Score(ev.TeamOptions, ev.MatchGames(m))
	if ev.TeamName(m.White) != "Kallio" || white.Games != 5 || black.Games != 3 || white.Boards[2] != 0 || black.Boards[2] != 2 {
		t.Errorf("round 1 match 1: %s %v (boards %v) – %v (boards %v), want Kallio 2½ (2, 1, 0, 2) – 1½",
			ev.TeamName(m.White), white.Games, white.Boards, black.Games, black.Boards)
	}

	out := ExportTRF(ev, TRFOptions{})
	lines := strings.FieldsFunc(string(out), func(r rune) bool { return r == '\r' || r == '\n' })
	if !slices.Contains(lines, "352 WBBW") {
		t.Errorf("the export writes no 352 WBBW:\n%s", out)
	}
	back, err := ReadTeamTRFReport(out)
	if err != nil {
		t.Fatalf("the export read back: %v", err)
	}
	checkPlayed(t, back.Event, data, nil)
	if back.Event.TeamOptions.BoardColours != "WBBW" {
		t.Errorf("read back: boards' colours %q, want WBBW", back.Event.TeamOptions.BoardColours)
	}
}

// A report in the shape of Sharly-Chess's own team test report: 352 WBBW,
// round 2 following it, round 1 written alternating (WBWB). Round 2 keeps
// its colours as played; round 1's boards 3 and 4 keep their games and
// results with the colours the pattern gives them, and a note names the
// round and the boards. Seen to fail before: refused at round 2.
func TestTeamTRF352PatternRoundNotFollowingIsNamed(t *testing.T) {
	data := testdir.Read(t, filepath.Join("testdata", "teams", "wbbw-round1-alternating.trf"))
	rep, err := ReadTeamTRFReport(data)
	if err != nil {
		t.Fatalf("refused: %v", err)
	}
	ev := rep.Event
	if ev.TeamOptions.BoardColours != "WBBW" {
		t.Errorf("boards' colours %q, want WBBW", ev.TeamOptions.BoardColours)
	}
	hasNote(t, rep.Notes, "teams.trf.colours.reversed", "n", 1, "rounds", "1", "boards", 4, "value", "WBBW")
	checkPlayed(t, ev, data, map[int]bool{1: true})
	if g := gameOf(t, ev, 1, 3); g.White != 11 || g.Black != 3 || g.Result != tournament.WhiteWins {
		t.Errorf("round 1 board 3: %d–%d %v, want 11–3 1–0 (the board's colours, the result kept)", g.White, g.Black, g.Result)
	}
}
