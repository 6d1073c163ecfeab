package store

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"testing"

	"arbiter/internal/testdir"
	"arbiter/tournament"
	"arbiter/tournament/replay"
)

// holderEnv names the file TestHelperHolder keeps open for writing.
const holderEnv = "ARBITER_STORE_HOLDER_FILE"

const (
	holderPlayers = 40 // players before the holder starts, so 20 boards
	holderBoards  = holderPlayers / 2
)

// TestHelperHolder is the writer process of TestReadAlongsideWriter: it
// holds the file open and, in one action per board, enters the board's
// result and adds a player, so that in every committed state the event has
// exactly holderPlayers players more than results. It says "ready", and
// after each action "wrote" and the number of results, then waits for a
// line on stdin before the next, so that the reader sees every state for
// certain while its other reads overlap the writes; "done" after the last
// action, and it closes the file when stdin closes.
func TestHelperHolder(t *testing.T) {
	s := openAsHelper(t, holderEnv, Window, "TestReadAlongsideWriter", Open) // it holds the file as the window does, for long
	in := ready()
	for b := 1; b <= holderBoards; b++ {
		err := s.Batch(func(tx *Tx) error {
			if err := tx.SetResult(1, b, crashResult(1, b)); err != nil {
				return err
			}
			_, err := tx.AddPlayer(tournament.Player{Name: fmt.Sprintf("Late %d", b)})
			return err
		})
		helperCheck(err)
		fmt.Println("wrote", b)
		awaitLine(in)
	}
	fmt.Println("done")
	in.ReadString('\n') // until the parent closes stdin
	s.Close()
	os.Exit(0)
}

// TestReadAlongsideWriter reads a file again and again while another
// process holds it open and commits actions to it: every read-only open
// succeeds and sees one committed state, changes through it are refused,
// and opening for writing is still refused with ErrLocked.
func TestReadAlongsideWriter(t *testing.T) {
	s, _, _ := pairedSwiss(t, holderPlayers) // a Swiss takes the holder's late entries
	path := closedFile(s)

	cmd, out, in := startHelper(t, "TestHelperHolder", holderEnv+"="+path)
	defer cmd.Wait()
	defer in.Close()
	lines := make(chan string)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	if line := <-lines; line != "ready" {
		t.Fatalf("writer said %q", line)
	}
	if _, err := in.Write([]byte("go\n")); err != nil {
		t.Fatal(err)
	}

	seen := map[int]bool{} // numbers of results the reads saw
	reads := 0
	for writing := true; writing; reads++ {
		select {
		case line := <-lines:
			var wrote int
			if _, err := fmt.Sscanf(line, "wrote %d", &wrote); err == nil {
				// The writer waits: this read sees exactly its state.
				if got := readConsistent(t, path); got != wrote {
					t.Fatalf("read %d results after the writer committed %d", got, wrote)
				}
				seen[wrote] = true
				if _, err := in.Write([]byte("next\n")); err != nil {
					t.Fatal(err)
				}
				continue
			}
			if line != "done" {
				t.Fatalf("writer said %q", line)
			}
			writing = false
		default:
			// A read while the writer commits its next action.
			seen[readConsistent(t, path)] = true
		}
	}
	t.Logf("%d reads saw %d different states", reads, len(seen))
	for b := 1; b <= holderBoards; b++ {
		if !seen[b] {
			t.Errorf("no read saw the state of %d results: %v", b, seen)
		}
	}
}

// readConsistent opens path for reading only, checks the invariant
// TestHelperHolder keeps and that changes and a writing open are refused,
// and returns the number of results it saw.
func readConsistent(t *testing.T, path string) int {
	t.Helper()
	ro, err := OpenReadOnly(path)
	if err != nil {
		t.Fatalf("OpenReadOnly while the writer runs: %v", err)
	}
	defer ro.Close()
	ev, err := ro.Event()
	if err != nil {
		t.Fatalf("Event: %v", err)
	}
	results := 0
	for _, p := range ev.Rounds[0].Pairings {
		if p.Result != tournament.NoResult {
			results++
		}
	}
	if len(ev.Players) != holderPlayers+results {
		t.Fatalf("inconsistent read: %d players with %d results, want %d players", len(ev.Players), results, holderPlayers+results)
	}
	if err := ro.SetResult(1, 1, tournament.Draw); !errors.Is(err, errReadOnlyOpen) {
		t.Fatalf("SetResult on a read-only store: err = %v, want ErrReadOnlyOpen", err)
	}
	if w, err := Open(path); !errors.Is(err, ErrLocked) {
		if w != nil {
			w.Close()
		}
		t.Fatalf("Open while the writer runs: err = %v, want ErrLocked", err)
	}
	return results
}

// TestReadOnlyRefusesChanges tries every kind of change through a
// read-only store: each is refused with a translated message naming the
// file, and the file stays byte-for-byte as it was.
func TestReadOnlyRefusesChanges(t *testing.T) {
	s, _ := pairedEvent(t, 4)
	g := testGame()
	gameID, err := s.SaveGame(g)
	if err != nil {
		t.Fatal(err)
	}
	backup := backedUp(t, s, "test")
	path := closedFile(s)
	before := fileSum(t, path)

	ro := testdir.Opened(t, OpenReadOnly, path)
	changes := []struct {
		name   string
		change func() error
	}{
		{"SetResult", func() error { return ro.SetResult(1, 1, tournament.WhiteWins) }},
		{"AddPlayer", func() error { _, err := ro.AddPlayer(tournament.Player{Name: "X"}); return err }},
		{"UpdateSettings", func() error { return ro.UpdateSettings(testSettings()) }},
		{"DeleteRound", func() error { return ro.DeleteRound(1) }},
		{"AppendMove", func() error {
			return ro.AppendMove(gameID, replay.RecordedMove{Ply: len(g.Moves) + 1, UCI: "a2a3", SAN: "a3"})
		}},
		{"AddRuling", func() error { _, err := ro.AddRuling(replay.Ruling{Round: 1, Board: 1}); return err }},
		{"Batch", func() error { return ro.Batch(func(tx *Tx) error { tx.Note("note", "text", "x"); return nil }) }},
		{"Undo", func() error { _, err := ro.Undo(); return err }},
		{"Restore", func() error { return ro.Restore(backup) }},
	}
	for _, c := range changes {
		t.Run(c.name, func(t *testing.T) {
			err := c.change()
			if !errors.Is(err, errReadOnlyOpen) {
				t.Fatalf("err = %v, want ErrReadOnlyOpen", err)
			}
			translated(t, err, path)
		})
	}
	// Reading still works after the refusals.
	if got, err := ro.Game(gameID); err != nil || len(got.Moves) != len(g.Moves) {
		t.Errorf("Game after refusals: %v, %v", got, err)
	}
	ro.Close()
	if fileSum(t, path) != before {
		t.Error("the file was modified")
	}
}

// TestReadOnlyOlderSchema opens a file of an older schema version for
// reading only: it is refused, untouched and unmigrated, with a message
// telling the arbiter to open it once in the app.
func TestReadOnlyOlderSchema(t *testing.T) {
	path := olderFile(t)
	before := fileSum(t, path)

	_, err := OpenReadOnly(path)
	if !errors.Is(err, ErrNeedsUpgrade) {
		t.Fatalf("OpenReadOnly: err = %v, want ErrNeedsUpgrade", err)
	}
	translated(t, err, path)
	if fileSum(t, path) != before {
		t.Error("the file was modified")
	}
	if _, err := os.Stat(path + "-backups"); !os.IsNotExist(err) {
		t.Errorf("a backup folder was made: %v", err)
	}
}

// TestAReportLeavesTheFileAlone reads a file no program holds, as a report
// from the command line does: the file is left as one file, its bytes and
// time unchanged, not with an empty log and a shared-memory file beside
// it. Beside a writer, or a second reader still reading, the first
// reader's close leaves both theirs, and they read and write on.
func TestAReportLeavesTheFileAlone(t *testing.T) {
	s, _ := pairedEvent(t, 4)
	path := closedFile(s)
	sides := func() (left []string) {
		for _, end := range []string{"-wal", "-shm"} {
			if _, err := os.Stat(path + end); err == nil {
				left = append(left, end)
			}
		}
		return left
	}
	info, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	before := fileSum(t, path)
	read := func() *Store {
		t.Helper()
		ro, err := OpenReadOnly(path)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ro.Event(); err != nil {
			t.Fatal(err)
		}
		return ro
	}
	read().Close()
	if left := sides(); left != nil {
		t.Errorf("a report left %v beside the file", left)
	}
	if after, err := os.Stat(path); err != nil || !after.ModTime().Equal(info.ModTime()) || fileSum(t, path) != before {
		t.Errorf("a report changed the file: %v", err)
	}

	first, second := read(), read()
	first.Close()
	if _, err := second.Event(); err != nil {
		t.Fatalf("the second reader after the first's close: %v", err)
	}
	second.Close()
	if left := sides(); left != nil {
		t.Errorf("two reports left %v beside the file", left)
	}

	w := testdir.Opened(t, Open, path)
	read().Close()
	if err := w.SetResult(1, 1, tournament.WhiteWins); err != nil {
		t.Fatalf("the writer after a report: %v", err)
	}
	ro := read()
	ev, err := ro.Event()
	ro.Close()
	if err != nil || ev.Rounds[0].Pairings[0].Result != tournament.WhiteWins {
		t.Fatalf("a report read beside the writer: %v", err)
	}
	w.Close()
	if left := sides(); left != nil {
		t.Errorf("the writer's close left %v beside the file", left)
	}
}
