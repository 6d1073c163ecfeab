package store

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"arbiter/i18n"
	"arbiter/internal/faultshim"
	"arbiter/tournament"
)

// The crash test runs this test binary again as a writer process, chosen
// by these variables.
const (
	helperFileEnv   = "ARBITER_STORE_HELPER_FILE"
	helperRoundEnv  = "ARBITER_STORE_HELPER_ROUND"
	helperPassesEnv = "ARBITER_STORE_HELPER_PASSES" // times over the round's boards; 1 when not set
	// helperStopEnv: after this many saves the writer writes no more and
	// waits, holding the file, to be killed; not set, it writes on until
	// killed or done.
	helperStopEnv = "ARBITER_STORE_HELPER_STOP"
)

const crashBoards = 40

// crashResult is the result the writer enters on a board, varied so that
// a result from another board or round would be noticed.
func crashResult(round, board int) tournament.Result {
	return []tournament.Result{tournament.WhiteWins, tournament.Draw, tournament.BlackWins, tournament.WhiteForfeitWin}[(round+board)%4]
}

// TestHelperWriter is the writer process of TestKilledWriterLosesNothing:
// it enters the results of one round and prints "saved N" after each
// commit has returned, N counting every result it entered. Each pass over
// the boards after the first enters the next result crashResult gives.
func TestHelperWriter(t *testing.T) {
	s := openAsHelper(t, helperFileEnv, Window, "TestKilledWriterLosesNothing", Open) // it holds the file as the window does, for long
	round, _ := strconv.Atoi(os.Getenv(helperRoundEnv))
	in := ready() // once the parent has seen the lock held
	passes, err := strconv.Atoi(os.Getenv(helperPassesEnv))
	if err != nil {
		passes = 1
	}
	stop, _ := strconv.Atoi(os.Getenv(helperStopEnv))
	for pass := range passes {
		for b := 1; b <= crashBoards; b++ {
			helperCheck(s.SetResult(round, b, crashResult(round+pass, b)))
			fmt.Printf("saved %d\n", pass*crashBoards+b)
			if pass*crashBoards+b == stop {
				in.ReadString('\n') // until killed
				os.Exit(3)
			}
		}
	}
	s.Close()
	os.Exit(0)
}

// TestKilledWriterLosesNothing kills a writer with SIGKILL in the middle of
// a stream of result entries, again and again, and checks after each kill
// that the file is intact, that every result reported as saved is there,
// that no result exists without its audit row, and that the dead
// process's lock is gone while a live one's keeps a second instance out.
// ARBITER_DEEP=1 kills 200 times instead of 20.
func TestKilledWriterLosesNothing(t *testing.T) {
	kills := 20
	if os.Getenv("ARBITER_DEEP") == "1" {
		kills = 200
	}
	path := filepath.Join(t.TempDir(), "crash.arbiter")
	s := created(t, path, testSettings())
	err := s.Batch(func(tx *Tx) error {
		ids := make([]int64, 2*crashBoards)
		for i := range ids {
			var err error
			if ids[i], err = tx.AddPlayer(tournament.Player{Name: fmt.Sprintf("P%d", i)}); err != nil {
				return err
			}
		}
		for r := 1; r <= kills; r++ {
			if err := tx.SaveRound(round(r, ids), false); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	s.Close()

	midStream := 0
	for r := 1; r <= kills; r++ {
		after := 1 + rand.IntN(crashBoards)
		saved := runAndKill(t, path, r, after)
		t.Logf("kill %d: after %d saved %d", r, after, saved)
		if saved < crashBoards {
			midStream++
		}
		s, err := Open(path)
		if err != nil {
			t.Fatalf("kill %d: reopening after the kill: %v", r, err)
		}
		if err := s.Check(); err != nil {
			t.Fatalf("kill %d: %v", r, err)
		}
		ev := eventOf(t, s)
		entered := 0
		for _, p := range ev.Rounds[r-1].Pairings {
			switch {
			case p.Board <= saved && p.Result != crashResult(r, p.Board):
				t.Errorf("kill %d: board %d was reported saved but has %v", r, p.Board, p.Result)
			case p.Board > saved+1 && p.Result != tournament.NoResult:
				t.Errorf("kill %d: board %d has %v but was never entered", r, p.Board, p.Result)
			}
			if p.Result != tournament.NoResult {
				entered++
			}
		}
		log, err := s.Audit()
		if err != nil {
			t.Fatal(err)
		}
		audited := 0
		for _, e := range log {
			if e.Steps[0].Action == "result" && fmt.Sprint(e.Steps[0].Args["round"]) == strconv.Itoa(r) {
				audited++
			}
		}
		if audited != entered {
			t.Errorf("kill %d: %d results entered but %d audit rows", r, entered, audited)
		}
		s.Close()
	}
	if midStream < kills/2 {
		t.Errorf("only %d of %d kills hit the writer mid-stream", midStream, kills)
	}
}

// startHelper runs the helper test name of this test binary as another
// process, with env added to its environment, and returns it with its
// standard output and input.
func startHelper(t *testing.T, name string, env ...string) (*exec.Cmd, io.ReadCloser, io.WriteCloser) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^"+name+"$")
	cmd.Env = append(os.Environ(), env...)
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return cmd, out, in
}

// openAsHelper opens by open, as program, the file that the variable env names
// for a helper process (a TestHelper… that the test of runs again as
// another process), or skips the test where env is unset: in the ordinary
// run of the tests.
func openAsHelper(t *testing.T, env, program, of string, open func(string) (*Store, error)) *Store {
	path := faultshim.Helper(t, env, "a helper process of "+of)
	Program = program
	s, err := open(path)
	helperCheck(err)
	return s
}

// helperCheck ends a helper process that met err, telling its parent.
func helperCheck(err error) {
	if err != nil {
		fmt.Println("error", err)
		os.Exit(3)
	}
}

// ready says "ready" from a process a test started and waits for its
// parent's line; it returns the parent's lines to come.
func ready() *bufio.Reader {
	fmt.Println("ready")
	in := bufio.NewReader(os.Stdin)
	awaitLine(in)
	return in
}

// awaitLine waits in a helper process for the parent's next line, and
// ends the process when the parent has closed its standard input.
func awaitLine(in *bufio.Reader) {
	if _, err := in.ReadString('\n'); err != nil {
		os.Exit(3)
	}
}

// runAndKill starts a writer for round r, checks that its lock keeps
// another instance out, kills it with SIGKILL after about `after` saved
// results plus a random delay, and returns the last board it reported
// saved.
func runAndKill(t *testing.T, path string, r, after int) int {
	t.Helper()
	cmd, out, in := startHelper(t, "TestHelperWriter", helperFileEnv+"="+path, helperRoundEnv+"="+strconv.Itoa(r))
	defer in.Close()
	lines := bufio.NewScanner(out)
	saved := 0
	killed := false
	for lines.Scan() {
		line := lines.Text()
		switch {
		case line == "ready":
			second, err := Open(path)
			if !errors.Is(err, ErrLocked) {
				t.Errorf("round %d: Open while the writer runs: err = %v, want ErrLocked", r, err)
				if second != nil {
					second.Close()
				}
			} else if msg := i18n.For(i18n.Finnish).Error(err); !strings.Contains(msg, path) || msg == err.Error() {
				t.Errorf("locked message in Finnish: %q", msg)
			}
			if _, err := in.Write([]byte("go\n")); err != nil {
				t.Fatal(err)
			}
		case strings.HasPrefix(line, "saved "):
			n, err := strconv.Atoi(strings.TrimPrefix(line, "saved "))
			if err != nil || n != saved+1 {
				t.Fatalf("round %d: writer said %q after saving %d", r, line, saved)
			}
			saved = n
			if saved == after && !killed {
				time.Sleep(time.Duration(rand.IntN(3000)) * time.Microsecond)
				if err := cmd.Process.Kill(); err != nil && !errors.Is(err, os.ErrProcessDone) {
					t.Fatal(err)
				}
				killed = true
			}
		default:
			t.Fatalf("round %d: writer said %q", r, line)
		}
	}
	cmd.Wait()
	return saved
}
