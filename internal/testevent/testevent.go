// Package testevent gives the tests of several packages the events kept in
// tournament/testdata, read as an import reads them, so that each event is
// read in one place.
package testevent

import (
	"fmt"
	"path/filepath"
	"testing"

	"arbiter/engine/rules"
	"arbiter/internal/shareddata"
	"arbiter/internal/testdir"
	"arbiter/tournament"
	"arbiter/tournament/exchange"
	"arbiter/tournament/pairing"
	"arbiter/tournament/store"
	"arbiter/tournament/trf"
)

// NormFile is the path of tournament/testdata/normevent.trf: a 10-player
// round robin in which player 1 (Eero Aalto, FIN 2440) makes a GM and an
// IM norm with 7/9 against an average of 2423 (performance 2643) and
// player 2 (Liina Kask) misses the WGM norm by half a point.
func NormFile() string {
	// From the module's root, not this file's recorded path, which a
	// build with -trimpath (a mutation run's) leaves relative.
	return filepath.Join(shareddata.ModuleRoot(), "tournament", "testdata", "normevent.trf")
}

// Norm reads the event of NormFile, FIDE-rated as an event of title
// norms is (norms.Scope); a file that cannot be read fails the test.
func Norm(t testing.TB) *tournament.Event {
	t.Helper()
	ev, _, err := exchange.FromTRF(ReadTRF(t, NormFile()))
	if err != nil {
		t.Fatal(err)
	}
	ev.Settings.Rules.FIDERated = true
	return ev
}

// NormBeforeLastRound is Norm with the last round's games not yet played,
// for the norm forecast.
func NormBeforeLastRound(t testing.TB) *tournament.Event {
	t.Helper()
	ev := Norm(t)
	last := &ev.Rounds[len(ev.Rounds)-1]
	for i := range last.Pairings {
		if !last.Pairings[i].IsBye() {
			last.Pairings[i].Result = tournament.NoResult
		}
	}
	return ev
}

// NormFirstWonByForfeit is Norm with player 1's game of round 1, his White
// on board 1, won by forfeit: eight games played, counted with that round
// as nine (B.01 1.4.1c).
func NormFirstWonByForfeit(t testing.TB) *tournament.Event {
	t.Helper()
	ev := Norm(t)
	first := &ev.Rounds[0].Pairings[0]
	if first.White != ev.Players[0].ID {
		t.Fatalf("round 1, board 1: %+v, not player 1 with White", *first)
	}
	first.Result = tournament.WhiteForfeitWin
	return ev
}

// NormLastLostByForfeit is Norm with the last game of player 10 (Juha
// Koski, FIN 2300, untitled) lost by forfeit: eight games, too few for a
// title norm (B.01 1.4.1, 1.4.2c), where the forecast says so.
func NormLastLostByForfeit(t testing.TB) *tournament.Event {
	t.Helper()
	ev := Norm(t)
	koski := ev.Players[9]
	last := ev.Rounds[len(ev.Rounds)-1].Pairings
	for i, g := range last {
		switch koski.ID {
		case g.White:
			last[i].Result = tournament.BlackForfeitWin
			return ev
		case g.Black:
			last[i].Result = tournament.WhiteForfeitWin
			return ev
		}
	}
	t.Fatalf("%s plays no game in the last round", koski.Name)
	return nil
}

// NormTenRounds is Norm as the first nine rounds of a ten-round Swiss,
// with an eleventh player (Pekka Halme, SWE 2000, untitled) whom player 1
// meets in the tenth round, the round's only game, with result (NoResult:
// still to play). Lost, it takes player 1's GM norm away over the ten
// games, not over the first nine (B.01 1.4.1e).
func NormTenRounds(t testing.TB, result tournament.Result) *tournament.Event {
	t.Helper()
	ev := Norm(t)
	ev.Settings.System, ev.Settings.Rounds = tournament.SwissDutch, 10
	last := ev.Players[len(ev.Players)-1]
	halme := tournament.Player{ID: last.ID + 1, Name: "Pekka Halme", Rating: 2000, Federation: "SWE"}
	ev.Players = append(ev.Players, halme)
	ev.Rounds = append(ev.Rounds, tournament.Round{Number: 10, Date: ev.Rounds[8].Date,
		Pairings: []tournament.Pairing{{Round: 10, Board: 1, White: halme.ID, Black: ev.Players[0].ID, Result: result}}})
	return ev
}

// Norm1953 is Norm played under the USSR 1953 code, its players of mixed
// categories (coefficient 2.60: II 64 %, III 42 %, IV 30 %), before its
// last round where beforeLast. Player 6 (Ville Nurmi, III) has 3½ of 8
// then, enough to confirm III as the event stands, yet 4 of 9 at the end
// needs ½ point of his last game; he draws it, so at the end he has
// confirmed III. Norm1953Player is his number.
func Norm1953(t testing.TB, beforeLast bool) *tournament.Event {
	t.Helper()
	ev := Norm(t)
	if beforeLast {
		ev = NormBeforeLastRound(t)
	}
	ev.Settings.Ruleset = rules.USSR1953
	cats := []tournament.Category{tournament.CategoryI, tournament.CategoryII, tournament.CategoryIII, tournament.CategoryIII,
		tournament.CategoryII, tournament.CategoryIII, tournament.CategoryIV, tournament.CategoryIII, tournament.CategoryII,
		tournament.CategoryIII}
	for i := range ev.Players {
		ev.Players[i].Category = cats[i]
	}
	return ev
}

// Norm1953Player is the number of the player of Norm1953 whose category
// the last round decides.
const Norm1953Player = 6

// Norm1953File writes Norm1953 to a tournament file (EventFile).
func Norm1953File(t testing.TB, beforeLast bool) string {
	t.Helper()
	return EventFile(t, Norm1953(t, beforeLast))
}

// EventFile writes ev to a tournament file in a temporary folder and
// returns its path.
func EventFile(t testing.TB, ev *tournament.Event) string {
	t.Helper()
	return EventFileAt(t, filepath.Join(t.TempDir(), "event.arbiter"), ev)
}

// EventFileAt writes ev to a new tournament file at path (as EventFile
// does, where testdir.Made names the path) and returns path.
func EventFileAt(t testing.TB, path string, ev *tournament.Event) string {
	t.Helper()
	st, err := store.CreateImported(path, ev, true, tournament.SwissOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	return path
}

// ReadTRF reads and parses the TRF file at path; a file that cannot be read
// or parsed fails the test.
func ReadTRF(t testing.TB, path string) *trf.Tournament {
	t.Helper()
	return ReadWith(t, path, trf.Parse)
}

// ReadReport reads the TRF report at path as the import reads it; a file
// that cannot be read or is refused fails the test.
func ReadReport(t testing.TB, path string) *exchange.TRFReport {
	t.Helper()
	return ReadWith(t, path, exchange.ReadTRFReport)
}

// TeamReport reads the team report tournament/testdata/teams/<name>.trf as
// the import reads it; a file that cannot be read or is refused fails the
// test.
func TeamReport(t testing.TB, name string) *exchange.TeamReport {
	t.Helper()
	return ReadTeamTRF(t, filepath.Join(shareddata.ModuleRoot(), "tournament", "testdata", "teams", name+".trf"))
}

// ReadTeamTRF reads the team report at path as the import reads it; a
// file that cannot be read or is refused fails the test.
func ReadTeamTRF(t testing.TB, path string) *exchange.TeamReport {
	t.Helper()
	return ReadWith(t, path, exchange.ReadTeamTRFReport)
}

// ReadWith is the file at path as read reads it; a file that cannot be
// read or is refused fails the test.
func ReadWith[T any](t testing.TB, path string, read func([]byte) (T, error)) T {
	t.Helper()
	v, err := read(testdir.Read(t, path))
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return v
}

// Swiss makes a Swiss event from scratch, as an arbiter would: players
// players (one with a name long enough to turn a pairing list landscape,
// titled, rated and unrated, in five clubs of two federations, a late
// entry who joins after round 1), the first played rounds paired by the
// Dutch system with their results (a forfeit in round 2, a player
// withdrawn after round 3), and the round after them paired when pairNext
// is set. An odd field has a pairing bye every round. The event has 7
// rounds, or as many as are paired.
func Swiss(t testing.TB, players, played int, pairNext bool) *tournament.Event {
	t.Helper()
	ev := &tournament.Event{Settings: tournament.DefaultSettings()}
	st := &ev.Settings
	st.Name, st.Site, st.ChiefArbiter = "Syysavoin 2026", "Tampere", "Matti Laine"
	st.StartDate, st.EndDate, st.TimeControl = "2026-11-20", "2026-11-24", "90'+30\""
	st.System, st.Rounds = tournament.SwissDutch, 7
	if pairNext {
		st.Rounds = max(st.Rounds, played+1)
	} else {
		st.Rounds = max(st.Rounds, played)
	}
	st.TieBreaks = tournament.SwissDutch.DefaultTieBreaks()
	st.WithdrawalPolicy = tournament.WithdrawalAsPlayed
	family := []string{"Virtanen", "Mäkinen", "Tõnisson", "Kask", "Heikkilä", "Ojamaa", "Saar",
		"Lindqvist", "Korhonen", "Tamm", "Nieminen", "Mägi", "Laine", "Sepp", "Koskinen"}
	given := []string{"Aino", "Jussi", "Kätlin", "Priit", "Väinö", "Tõnu", "Liis", "Åsa", "Matti",
		"Mari", "Eero", "Liina"}
	clubs := []string{"Helsingin Shakkiklubi", "Tartu Male Klubi", "SK Kuopio", "Tallinna Kalev", "Espoon Shakki"}
	late := int64(players) // the last player enters after round 1
	for i := range players {
		p := tournament.Player{ID: int64(i + 1), Rating: 2500 - i*1500/players,
			Club: clubs[i%len(clubs)], Federation: []string{"EST", "FIN"}[i%2],
			BirthDate: fmt.Sprintf("%d-%02d-%02d", 1960+i%50, 1+i%12, 1+i%28)}
		fam := family[i%len(family)]
		if i >= len(family) {
			fam += fmt.Sprint(i / len(family))
		}
		giv := given[i%len(given)]
		if i == 2 {
			giv = "Anna-Maria Kristiina Johanna"
		}
		p.SetNames(fam, giv)
		switch {
		case i < 2:
			p.Title = "GM"
		case i < 4:
			p.Title = "IM"
		}
		if i%4 == 1 {
			p.Sex = tournament.Female
		}
		if i%11 == 10 {
			p.Rating = 0
		}
		if p.ID != late || played == 0 {
			ev.Players = append(ev.Players, p)
		}
	}
	pair := func(r int) {
		rd, err := pairing.PairSwiss(ev, r, tournament.SwissOptions{})
		if err != nil {
			t.Fatalf("pairing round %d: %v", r, err)
		}
		rd.Date = fmt.Sprintf("2026-11-%02d", 19+r)
		ev.Rounds = append(ev.Rounds, rd)
	}
	results := []tournament.Result{tournament.WhiteWins, tournament.Draw, tournament.BlackWins,
		tournament.WhiteWins, tournament.BlackWins}
	for r := 1; r <= played; r++ {
		pair(r)
		for b := range ev.Rounds[r-1].Pairings {
			pr := &ev.Rounds[r-1].Pairings[b]
			switch {
			case pr.IsBye():
			case r == 2 && b == 2:
				pr.Result = tournament.WhiteForfeitWin
			default:
				pr.Result = results[(7*b+r)%len(results)]
			}
		}
		if r == 1 && players > 1 {
			p := tournament.Player{ID: late, Rating: 1650, Club: clubs[0], Federation: "FIN"}
			p.SetNames("Myöhäinen", "Kalle")
			ev.Players = append(ev.Players, p)
		}
		if r == 3 {
			ev.Players[11%len(ev.Players)].WithdrawnAfter = 3
		}
	}
	if pairNext {
		pair(played + 1)
	}
	return ev
}

// TeamSwissRequestedBye is the team Swiss arbiter-swiss9-forfeits with
// round 3's bye made one the team asked for (a half-point bye) and round
// 1's a zero-point bye the arbiter left the team, no request; the other
// rounds' byes are the pairing's.
func TeamSwissRequestedBye(t testing.TB) *tournament.Event {
	t.Helper()
	ev := TeamReport(t, "arbiter-swiss9-forfeits").Event
	for i, m := range ev.Matches {
		switch {
		case m.IsBye() && m.Round == 3:
			ev.Matches[i].Bye = tournament.ByeHalfPoint
		case m.IsBye() && m.Round == 1:
			ev.Matches[i].Bye, ev.Matches[i].LeftOut = tournament.ByeZeroPoint, true
		}
	}
	return ev
}

// TeamCrossCase is a team event whose crosstable's notes the doors' tests
// read: how many notes it has under it and whether a cell is a requested
// bye.
type TeamCrossCase struct {
	Name      string
	Event     *tournament.Event
	Requested bool
	Notes     int
}

// TeamCrossCases are the team crosstables with notes of every kind: a
// Swiss's byes and forfeit marks, the same with a requested bye, and a
// round robin's with no bye; each names its tie-breaks' rules last.
func TeamCrossCases(t testing.TB) []TeamCrossCase {
	t.Helper()
	return []TeamCrossCase{
		{"arbiter-swiss9-forfeits", TeamReport(t, "arbiter-swiss9-forfeits").Event, false, 4},
		{"arbiter-swiss9-forfeits, a requested bye", TeamSwissRequestedBye(t), true, 5},
		{"arbiter-rr7-draws", TeamReport(t, "arbiter-rr7-draws").Event, false, 2},
	}
}
