package testevent

import (
	"fmt"
	"path/filepath"
	"testing"

	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/conduct"
	"arbiter/tournament/exchange"
	"arbiter/tournament/store"
)

// File writes Swiss(t, players, played, false), made an event of rounds
// rounds, to a tournament file in a temporary folder, with backups
// backups beside it (as the pairings of the rounds played leave them),
// and returns its path: the large played events the benchmarks open and
// pair.
func File(t testing.TB, players, played, rounds, backups int) string {
	t.Helper()
	ev := Swiss(t, players, played, false)
	ev.Settings.Rounds = max(ev.Settings.Rounds, rounds)
	path := filepath.Join(t.TempDir(), "played.arbiter")
	st, err := store.CreateImported(path, ev, true, tournament.SwissOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	for range backups {
		if _, err := st.Backup("manual"); err != nil {
			t.Fatal(err)
		}
	}
	return path
}

// RoundUnderWayFile writes testfield.RoundUnderWay, a six-player round
// robin with round 3 two games of three entered, to a tournament file in a
// temporary folder and returns its path.
func RoundUnderWayFile(t testing.TB) string {
	t.Helper()
	return EventFile(t, testfield.RoundUnderWay(t))
}

// TeamRoundUnderWay is the six-team round robin arbiter-rr6 with its
// last round under way: the first match of that round not forfeited has
// every board taken back to no result, the round's two other matches
// finished.
func TeamRoundUnderWay(t testing.TB) *exchange.TeamReport {
	t.Helper()
	rep := TeamReport(t, "arbiter-rr6")
	ev := rep.Event
	last := ev.PairedRounds()
	for _, m := range ev.RoundMatches(last) {
		if !m.IsBye() && m.Forfeit == tournament.NoResult {
			for i := range ev.Rounds[last-1].Pairings {
				if g := &ev.Rounds[last-1].Pairings[i]; g.Match == m.Number {
					g.Result = tournament.NoResult
				}
			}
			return rep
		}
	}
	t.Fatal("arbiter-rr6 has no match played in its last round")
	return nil
}

// TeamRoundUnderWayFile writes TeamRoundUnderWay to a tournament file in a
// temporary folder and returns its path.
func TeamRoundUnderWayFile(t testing.TB) string {
	t.Helper()
	return EventFile(t, TeamRoundUnderWay(t).Event)
}

// EarlyTeamSwissFile writes the team Swiss arbiter-swiss10, started on
// 26 June 2020, before the earliest edition of the tie-break rules known,
// to a tournament file in a temporary folder and returns its path.
func EarlyTeamSwissFile(t testing.TB) string {
	t.Helper()
	ev := TeamReport(t, "arbiter-swiss10").Event
	ev.Settings.StartDate = "2020-06-26"
	return EventFile(t, ev)
}

// LongNamedTeamsFile writes a team Swiss of three rounds over two boards
// to a tournament file in a temporary folder and returns its path: four
// teams whose names are 15 letters long, seated in the order named, each
// of two players whose names are long too, no round paired; the room a
// window gives a game's title is measured by it.
func LongNamedTeamsFile(t testing.TB) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "league.arbiter")
	settings := tournament.DefaultSettings()
	settings.Name, settings.System, settings.Rounds = "League", tournament.TeamSwiss, 3
	settings.TieBreaks = settings.System.DefaultTieBreaks()
	st, err := store.CreateWith(path, settings, func(tx *store.Tx) error {
		return tx.SetTeamOptions(settings.System.DefaultTeamOptions(2))
	})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	teams := []string{"Tallinna Vanker", "Pärnu Ratsuklub", "Helsingin Torni", "Tartu Maleklubi"}
	for i, name := range teams {
		id, err := st.AddTeam(tournament.Team{Name: name})
		if err != nil {
			t.Fatal(err)
		}
		for b := 1; b <= 2; b++ {
			p := tournament.Player{Name: fmt.Sprintf("Pelaaja%d Mäkelä-Virtanen", 10*i+b), Rating: 2100 - 10*b}
			if _, err := st.AddTeamPlayer(id, p); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := conduct.AssignSeats(st, Event(t, st), teams); err != nil {
		t.Fatal(err)
	}
	return path
}

// AsProgram has the files this test opens opened as program (the store's
// Program: store.Window, or a command's name) and puts back, as the test
// ends, the name it had: which program holds a file decides what another
// may change in it.
func AsProgram(t testing.TB, program string) {
	was := store.Program
	store.Program = program
	t.Cleanup(func() { store.Program = was })
}
