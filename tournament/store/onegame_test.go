package store

import (
	"encoding/json"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"arbiter/internal/testdir"
	"arbiter/tournament"
	"arbiter/tournament/team"
	"arbiter/tournament/teamgames"
)

// oldBoard is one board of a team match as a file before schema 15 held
// it, in match_boards, with its match's forfeit.
type oldBoard struct {
	round, match, board int
	white, black        int64
	result, forfeit     string
}

func oldBoards(t *testing.T, path string) []oldBoard {
	t.Helper()
	db := sqlOf(t, path, "mode=ro")
	defer db.Close()
	rows, err := db.Query(`SELECT b.round, b.match, b.board, coalesce(b.white, 0), coalesce(b.black, 0), b.result, m.forfeit
		FROM match_boards b JOIN matches m ON m.round = b.round AND m.number = b.match ORDER BY 1, 2, 3`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []oldBoard
	for rows.Next() {
		var b oldBoard
		if err := rows.Scan(&b.round, &b.match, &b.board, &b.white, &b.black, &b.result, &b.forfeit); err != nil {
			t.Fatal(err)
		}
		out = append(out, b)
	}
	return out
}

// TestTeamGamesMigrateToPairings opens team events made by the builds of
// schemas 13 and 14, whose games were boards of their matches in a table
// of their own: once upgraded (after a backup, in one transaction), every
// board is a row of the pairings table, which holds an individual event's
// games, with its players (a seat left empty holds none) and its result
// (a forfeited match's boards its forfeit), numbered on through the
// round's matches; the old table is gone and the standings are the old
// build's.
func TestTeamGamesMigrateToPairings(t *testing.T) {
	for _, c := range []struct {
		file   string
		boards int
	}{{"v13-team-byes.arbiter", 4}, {"v14-team-played.arbiter", 24}} {
		t.Run(c.file, func(t *testing.T) {
			path := copiedFile(t, filepath.Join("testdata", c.file))
			old := oldBoards(t, path)
			if len(old) != c.boards {
				t.Fatalf("the old file holds %d boards, its README says %d", len(old), c.boards)
			}
			s := openUpgraded(t, path)
			if bs, err := s.Backups(); err != nil || !slices.ContainsFunc(bs, func(b BackupFile) bool { return strings.Contains(b.Path, "before-upgrade") }) {
				t.Errorf("no backup before the upgrade: %+v %v", bs, err)
			}
			var gone bool
			if err := s.db.QueryRow(`SELECT NOT EXISTS (SELECT 1 FROM sqlite_schema WHERE name = 'match_boards')`).Scan(&gone); err != nil || !gone {
				t.Errorf("match_boards still in the file (%v)", err)
			}
			ev := eventOf(t, s)
			n := map[int]int{} // the games of each round so far
			for _, b := range old {
				n[b.round]++
				p, err := ev.FindPairing(b.round, n[b.round])
				if err != nil {
					t.Fatalf("round %d match %d board %d: %v", b.round, b.match, b.board, err)
				}
				want := b.result
				if b.forfeit != "*" {
					want = teamgames.Forfeit(make([]tournament.Pairing, b.board), mustResult(t, b.forfeit))[b.board-1].Result.String()
				}
				if p.Match != b.match || p.White != b.white || p.Black != b.black || p.Result.String() != want || p.IsBye() {
					t.Errorf("round %d match %d board %d (%d–%d %s): game %+v, want result %s", b.round, b.match, b.board, b.white, b.black, b.result, p, want)
				}
				if m, board, ok := teamgames.MatchBoardOf(ev, b.round, p.Board); !ok || m != b.match || board != b.board {
					t.Errorf("game %d of round %d: match %d board %d", p.Board, b.round, m, board)
				}
			}
			if err := s.Check(); err != nil {
				t.Errorf("the upgraded file: %v", err)
			}
		})
	}
}

// TestTeamEventOfTheLastBuildKeepsItsStandings: a 6-team, 4-board team
// Swiss made by the build of schema 14 with round 1 played (a board left
// empty, a board forfeited, a match forfeited whole) and round 2 paired
// holds round 1's 12 games in the pairings table once upgraded, and shows
// the standings that build printed (its "standings --json").
func TestTeamEventOfTheLastBuildKeepsItsStandings(t *testing.T) {
	s := openUpgraded(t, copiedFile(t, filepath.Join("testdata", "v14-team-played.arbiter")))
	var games int
	if err := s.db.QueryRow(`SELECT count(*) FROM pairings WHERE round = 1 AND match IS NOT NULL`).Scan(&games); err != nil || games != 12 {
		t.Errorf("round 1's games in the pairings table: %d (%v), want 12", games, err)
	}
	data := testdir.Read(t, filepath.Join("testdata", "v14-team-played.standings.json"))
	var want struct {
		Rounds int            `json:"rounds"`
		Rows   []team.TeamRow `json:"rows"`
	}
	if err := json.Unmarshal(data, &want); err != nil {
		t.Fatal(err)
	}
	ev := eventOf(t, s)
	got := team.TeamStandings(ev)
	for i := range got.Rows {
		got.Rows[i].TeamID = 0
	}
	if got.Rounds != want.Rounds || !reflect.DeepEqual(got.Rows, want.Rows) {
		t.Errorf("standings after %d rounds:\n%+v\nwant after %d:\n%+v", got.Rounds, got.Rows, want.Rounds, want.Rows)
	}
	// The upgraded file's games take their results on the one path, and
	// give them back with Undo.
	m := ev.RoundMatches(2)[0]
	g := ev.MatchGames(m)[0]
	setResult(t, s, 2, g.Board, tournament.Draw)
	if p, _ := eventOf(t, s).FindPairing(2, g.Board); p.Result != tournament.Draw {
		t.Errorf("round 2 game %d after a draw entered: %+v", g.Board, p)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if p, _ := eventOf(t, s).FindPairing(2, g.Board); p.Result != tournament.NoResult {
		t.Errorf("round 2 game %d after Undo: %+v", g.Board, p)
	}
}

func mustResult(t *testing.T, s string) tournament.Result {
	t.Helper()
	r, err := tournament.ParseResult(s)
	if err != nil {
		t.Fatal(err)
	}
	return r
}
