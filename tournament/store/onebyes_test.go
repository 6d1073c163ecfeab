package store

import (
	"path/filepath"
	"reflect"
	"testing"

	"arbiter/tournament"
)

// oldByes reads the requested byes of a file of schema 13 past Arbiter,
// from its two tables, in the order they were asked for.
func oldByes(t *testing.T, path string) []tournament.PlannedBye {
	t.Helper()
	db := sqlOf(t, path, "mode=ro")
	defer db.Close()
	var out []tournament.PlannedBye
	for _, q := range []string{
		`SELECT player, 0, round, kind FROM bye_requests ORDER BY round, rowid`,
		`SELECT 0, team, round, kind FROM team_bye_requests ORDER BY round, rowid`,
	} {
		rows, err := db.Query(q)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var b tournament.PlannedBye
			var kind string
			if err := rows.Scan(&b.Player, &b.Team, &b.Round, &kind); err != nil {
				t.Fatal(err)
			}
			if b.Kind, err = parseBye(kind); err != nil {
				t.Fatal(err)
			}
			out = append(out, b)
		}
		rows.Close()
	}
	return out
}

// TestOneByesTableCarriesOlderFiles opens files of schema 13, made by that
// build, whose players' and teams' requested byes had a table each: once
// upgraded, the one table holds every request, same entrant, round and
// kind, and the rules and undo work on it for both kinds of entrant.
func TestOneByesTableCarriesOlderFiles(t *testing.T) {
	for _, c := range []struct {
		file  string
		count int
	}{{"v13-team-byes.arbiter", 4}, {"v13-player-byes.arbiter", 3}} {
		t.Run(c.file, func(t *testing.T) {
			path := copiedFile(t, filepath.Join("testdata", c.file))
			want := oldByes(t, path)
			if len(want) != c.count {
				t.Fatalf("the old file holds %d requests, its README says %d", len(want), c.count)
			}
			s := openUpgraded(t, path)
			ev := eventOf(t, s)
			if !reflect.DeepEqual(ev.Requests, want) {
				t.Errorf("requests after the upgrade %+v, want %+v", ev.Requests, want)
			}
			if err := s.Check(); err != nil {
				t.Errorf("the upgraded file: %v", err)
			}
			byesAfterUpgrade(t, s, ev, want)
		})
	}
}

// byesAfterUpgrade asks for one more bye in the upgraded file, cancels an
// old one, and undoes both back to the requests the old file held.
func byesAfterUpgrade(t *testing.T, s *Store, ev *tournament.Event, want []tournament.PlannedBye) {
	t.Helper()
	more := tournament.PlannedBye{Player: ev.Players[0].ID, Round: 5, Kind: tournament.ByeHalfPoint}
	if ev.Settings.System.Team() {
		more = tournament.PlannedBye{Team: ev.Teams[len(ev.Teams)-1].ID, Round: 5, Kind: tournament.ByeHalfPoint}
	}
	if err := s.RequestBye(more); err != nil {
		t.Fatal(err)
	}
	if err := s.CancelBye(want[0]); err != nil {
		t.Fatal(err)
	}
	got, _ := s.Event()
	if len(got.Requests) != len(want) || got.Requests[len(got.Requests)-1] != more {
		t.Errorf("requests after one more and one cancelled: %+v", got.Requests)
	}
	for range 2 {
		if _, err := s.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if got, _ := s.Event(); !reflect.DeepEqual(got.Requests, want) {
		t.Errorf("requests after undoing both: %+v, want %+v", got.Requests, want)
	}
}

// TestOneByesEitherEntrant: a request names a player or a team, never
// both nor neither, and each only once a round; the file refuses the rest.
func TestOneByesEitherEntrant(t *testing.T) {
	s := newTeamSwissEvent(t, 4)
	ev, _ := s.Event()
	team, player := ev.Teams[0].ID, ev.Players[0].ID
	for _, q := range []struct {
		what string
		args []any
	}{
		{"both", []any{player, team}},
		{"neither", []any{nil, nil}},
		{"twice", []any{nil, team}},
	} {
		_, err := s.db.Exec(`INSERT INTO bye_requests(player, team, round, kind) VALUES (?, ?, 2, 'half-point')`, q.args...)
		if q.what == "twice" {
			if err != nil {
				t.Fatal(err)
			}
			_, err = s.db.Exec(`INSERT INTO bye_requests(player, team, round, kind) VALUES (?, ?, 2, 'zero-point')`, q.args...)
		}
		if err == nil {
			t.Errorf("a request naming %s taken", q.what)
		}
	}
}
