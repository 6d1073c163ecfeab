package testevent

import (
	"arbiter/engine/rules"
	"errors"
	"fmt"
	"path/filepath"
	"testing"

	"arbiter/engine"
	"arbiter/internal/testdir"
	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/store"
)

// withdrawnKey is the key of the event's refusal of a played result for a
// game after a player's withdrawal where results are kept as played (the
// rule of WithdrawnGame's event), which every front end must meet.
const withdrawnKey = "event.err.result.withdrawn.asplayed"

// WithdrawnGame makes a tournament file of four players, a round robin
// with its results kept as played and rounds 1 and 2 paired, in which the
// white player of round 2 board 1 withdrew after round 1 and that board
// has no result yet: its game was never played, so it takes no played
// result. It returns the file's path (in a folder of the test's own) and
// the round and board.
func WithdrawnGame(t testing.TB) (path string, round, board int) {
	t.Helper()
	settings := tournament.DefaultSettings()
	settings.WithdrawalPolicy = tournament.WithdrawalAsPlayed
	path, st, ev := twoRoundsOfFour(t, "withdrawn.arbiter", settings)
	defer st.Close()
	leaver := ev.Rounds[1].Pairings[0].White
	// The withdrawal alone, without the forfeits the as-played rule would
	// record with it, so that the board is still open.
	if err := st.Batch(func(tx *store.Tx) error { return tx.WithdrawPlayer(leaver, 1) }); err != nil {
		t.Fatal(err)
	}
	return path, 2, 1
}

// PlayedLater makes a tournament file as WithdrawnGame does, four players
// and rounds 1 and 2 paired, but with nobody withdrawn and round 2 board 1
// played 1–0. It returns the path and the white player of that board, who
// cannot have withdrawn after round 1, nor after round 3, which is not
// paired; and since a round robin is paired, nobody can join it.
func PlayedLater(t testing.TB) (path string, id int64) {
	t.Helper()
	path, st, ev := twoRoundsOfFour(t, "played.arbiter", tournament.DefaultSettings())
	defer st.Close()
	if err := st.SetResult(2, 1, tournament.WhiteWins); err != nil {
		t.Fatal(err)
	}
	return path, ev.Rounds[1].Pairings[0].White
}

// StruckLater makes a tournament file of a double round robin of four
// under the 1953 rule, rounds 1 and 2 paired, every game drawn but round
// 2 board 1, which has no result yet. It returns the path and that
// board's white player: withdrawn after round 2, 1 of his 6 games counts
// as played, the open one of round 2 not (not begun as far as the file
// knows), fewer than half, and the
// rule strikes him from the table (his games annulled, round 2 is
// complete).
func StruckLater(t testing.TB) (path string, id int64) {
	t.Helper()
	settings := tournament.DefaultSettings()
	settings.System, settings.WithdrawalPolicy = tournament.DoubleRoundRobin, tournament.WithdrawalUSSR1953
	path, st, ev := twoRoundsOfFour(t, "struck.arbiter", settings)
	defer st.Close()
	for _, rd := range ev.Rounds {
		for b := range rd.Pairings {
			if rd.Number == 2 && b == 0 {
				continue
			}
			if err := st.SetResult(rd.Number, b+1, tournament.Draw); err != nil {
				t.Fatal(err)
			}
		}
	}
	return path, ev.Rounds[1].Pairings[0].White
}

// twoRoundsOfFour creates the file name in a folder of the test's own: a
// round robin of four players under settings with rounds 1 and 2 paired
// and no result. It returns the open store and the event as paired.
func twoRoundsOfFour(t testing.TB, name string, settings tournament.Settings) (string, *store.Store, *tournament.Event) {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	st, err := store.Create(path, settings)
	if err != nil {
		t.Fatal(err)
	}
	var players []tournament.Player
	for i, name := range []string{"Anna Aho", "Boris Berg", "Carl Carlsson", "Dana Dahl"} {
		players = append(players, tournament.Player{Name: name, Seat: i + 1})
	}
	AddPlayers(t, st, players...)
	for r := 1; r <= 2; r++ {
		PairRoundRobin(t, st, r)
	}
	return path, st, Event(t, st)
}

// Open opens the tournament file at path for changes, closed when the test
// ends; a file that does not open fails the test.
func Open(t testing.TB, path string) *store.Store {
	t.Helper()
	return testdir.Opened(t, store.Open, path)
}

// OpenInWindow opens the tournament file at path as the window does,
// holding it in the window's name (store.Window) until the test ends.
func OpenInWindow(t testing.TB, path string) *store.Store {
	t.Helper()
	program := store.Program
	store.Program = store.Window
	defer func() { store.Program = program }()
	return Open(t, path)
}

// Create makes the tournament file at path with settings and opens it for
// changes, closed when the test ends; a file not made fails the test.
func Create(t testing.TB, path string, settings tournament.Settings) *store.Store {
	t.Helper()
	return testdir.Opened(t, func(path string) (*store.Store, error) { return store.Create(path, settings) }, path)
}

// OpenReadOnly opens the tournament file at path to read, as the reports
// do, closed when the test ends; a file that does not open fails the test.
func OpenReadOnly(t testing.TB, path string) *store.Store {
	t.Helper()
	return testdir.Opened(t, store.OpenReadOnly, path)
}

// CheckWithdrawnRefusal fails the test unless err is the event's refusal of
// a played result after a withdrawal (WithdrawnKey).
func CheckWithdrawnRefusal(t testing.TB, frontEnd string, err error) {
	t.Helper()
	CheckRefusal(t, frontEnd, err, withdrawnKey)
}

// Refusals every front end must meet, as the store words them.
const (
	// PlayedLaterKey: a withdrawal before a round the player played.
	PlayedLaterKey = "event.err.withdraw.played"
	// UnpairedRoundKey: a withdrawal after a round not yet paired.
	UnpairedRoundKey = "event.err.withdraw.round"
	// LateEntryKey: a player joining a round robin already paired.
	LateEntryKey = "event.err.player.late"
)

// CheckRefusal fails the test unless err is the event's refusal key.
func CheckRefusal(t testing.TB, frontEnd string, err error, key string) {
	t.Helper()
	var e *engine.Message
	if !errors.As(err, &e) || e.Key != key {
		t.Errorf("%s: %v, want the refusal %s", frontEnd, err, key)
	}
}

// Read is the event of the tournament file at path as a reader sees it
// (opened read-only, beside a program that may hold it); a file that does
// not open or read fails the test.
func Read(t testing.TB, path string) *tournament.Event {
	t.Helper()
	st, err := store.OpenReadOnly(path)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	return Event(t, st)
}

// Event is the event st holds; one it cannot read fails the test.
func Event(t testing.TB, st *store.Store) *tournament.Event {
	t.Helper()
	ev, err := st.Event()
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

// AddPlayers adds players to the event st holds and returns their ids
// in order; a player refused fails the test.
func AddPlayers(t testing.TB, st *store.Store, players ...tournament.Player) []int64 {
	t.Helper()
	ids := make([]int64, len(players))
	for i, p := range players {
		id, err := st.AddPlayer(p)
		if err != nil {
			t.Fatal(err)
		}
		ids[i] = id
	}
	return ids
}

// PairRoundRobin pairs round r of the round robin st holds and saves it,
// as the window's pair does, and returns it; a round refused fails the
// test.
func PairRoundRobin(t testing.TB, st *store.Store, r int) tournament.Round {
	t.Helper()
	rd, err := Event(t, st).PairRoundRobin(r)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.SaveRound(rd); err != nil {
		t.Fatal(err)
	}
	return rd
}

// Withdrawal1953 is an eight-player 1953 round robin of III-category
// players before its last round, every game drawn, in which player 1
// withdrew after round after: his later games have no result recorded,
// as an arbiter leaves them (after 0: nobody withdrew).
func Withdrawal1953(t testing.TB, after int) *tournament.Event {
	t.Helper()
	ev := &tournament.Event{Settings: tournament.DefaultSettings()}
	ev.Settings.SetRuleset(rules.USSR1953)
	for i := range 8 {
		ev.Players = append(ev.Players, tournament.Player{ID: int64(i + 1), Seat: i + 1, Name: fmt.Sprint("P", i+1), Category: tournament.CategoryIII})
	}
	ev.Players[0].WithdrawnAfter = after
	for r := 1; r <= ev.TotalRounds(); r++ {
		testfield.PairNext(t, ev)
		for i := range ev.Rounds[r-1].Pairings {
			g := &ev.Rounds[r-1].Pairings[i]
			if r < ev.TotalRounds() && (after == 0 || r <= after || g.White != 1 && g.Black != 1) {
				g.Result = tournament.Draw
			}
		}
	}
	return ev
}
