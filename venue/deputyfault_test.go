//go:build linux

package venue_test

import (
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"arbiter/internal/faultshim"
	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/internal/testphone"
	"arbiter/tournament"
	"arbiter/tournament/store"
)

// The deputy's save under a failing disk: this test binary runs again as
// arbiter serve (TestHelperDeputySave), through one shared store as serve
// has it, with the event store's fault shim preloaded
// (../tournament/store/testdata/faultshim.c), which fails the disk at its
// N-th write or flush of a file in the event's folder.
const (
	deputyFaultFile = "ARBITER_DEPUTY_FAULT_FILE"
	deputyFaultPIN  = "ARBITER_DEPUTY_FAULT_PIN"
)

// TestHelperDeputySave serves the event in deputyFaultFile as arbiter
// serve does, signs a phone in with the PIN in deputyFaultPIN, enters 0-1
// on board 2 of round 2 and prints "ready N", the writes and flushes made
// before the save, and "said STATUS MESSAGE": the message the
// entry page shows after the save, the outcome or the refusal.
func TestHelperDeputySave(t *testing.T) {
	file := faultshim.Helper(t, deputyFaultFile, "the server of TestDeputySaveSaysWhatIsInTheFile")
	w, err := store.OpenShared(file)
	if err != nil {
		fmt.Printf("said open %v\n", err)
		os.Exit(0)
	}
	_, base := server(t, file, w)
	c := testphone.New("127.0.0.1")
	if in := signIn(t, c, base, os.Getenv(deputyFaultPIN)); in.status != http.StatusSeeOther {
		fmt.Printf("said signin %d %s\n", in.status, pageMessage(in.page))
		os.Exit(0)
	}
	// The writes and flushes made so far, opening the file: the faults
	// the test puts after them strike the save.
	if n, err := os.ReadFile(os.Getenv("ARBITER_FAULT_COUNT")); err == nil {
		fmt.Printf("ready %s\n", strings.TrimSpace(string(n)))
	}
	saved, _ := enter(t, c, base, "2", "0-1")
	if saved.status == http.StatusSeeOther {
		saved = open(t, c, base, "/enter.html")
		saved.status = http.StatusSeeOther
	}
	fmt.Printf("said %d %s\n", saved.status, pageMessage(saved.page))
	os.Exit(0)
}

// TestDeputySaveSaysWhatIsInTheFile fails the disk (EIO, then a full
// disk) at each write and flush of a deputy's save through arbiter serve's
// store, and checks that what the deputy's phone was told is what the
// file holds when opened again: "entered" the result, "not saved" no
// result; "may have been kept or not" either, and it names neither, as
// "could not be read" does.
func TestDeputySaveSaysWhatIsInTheFile(t *testing.T) {
	shim := faultshim.Build(t, t.TempDir())
	file := newEvent(t, "round-robin")
	w := testevent.Open(t, file)
	pin := addDeputy(t, w)
	w.Close()
	data := testdir.Read(t, file)
	run := func(env ...string) (said string, got tournament.Result, ready, points int) {
		dir, err := filepath.EvalSymlinks(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		event := testdir.Write(t, filepath.Join(dir, "event.arbiter"), data)
		cmd := faultshim.Command(t, shim, "TestHelperDeputySave", dir,
			append([]string{deputyFaultFile + "=" + event, deputyFaultPIN + "=" + pin}, env...)...)
		out, _ := cmd.Output()
		for _, l := range strings.Split(string(out), "\n") {
			if strings.HasPrefix(l, "said ") {
				said = strings.TrimPrefix(l, "said ")
			}
			if n, ok := strings.CutPrefix(l, "ready "); ok {
				ready, _ = strconv.Atoi(n)
			}
		}
		points = cmd.Points()
		st, err := store.Open(event)
		if err != nil {
			t.Fatalf("%v: reopening: %v", env, err)
		}
		defer st.Close()
		return said, resultOf(t, st, 2, 2), ready, points
	}
	said, got, ready, points := run()
	if !strings.HasPrefix(said, "303 ") || got != tournament.BlackWins || points < 3 {
		t.Fatalf("the save without faults: %q, board 2 has %v, %d writes and flushes", said, got, points)
	}
	seen := map[string]int{}
	for _, mode := range []string{"eio", "enospc"} {
		for at := ready + 1; at <= points; at++ {
			what := fmt.Sprintf("%s at %d of %d", mode, at, points)
			said, got, _, _ := run("ARBITER_FAULT_MODE="+mode, "ARBITER_FAULT_AT="+strconv.Itoa(at))
			seen[said]++
			switch {
			case strings.HasPrefix(said, "303 ") && strings.Contains(said, "entered"):
				if got != tournament.BlackWins {
					t.Errorf("%s: the phone was told %q, the file has %v", what, said, got)
				}
			case strings.Contains(said, "was not saved"):
				if got != tournament.NoResult {
					t.Errorf("%s: the phone was told %q, the file has %v", what, said, got)
				}
			case strings.Contains(said, "may have been kept or not"),
				strings.Contains(said, "could not be read"):
				// Either is true to these messages; they claim neither.
				// The page after the save reads the file again, and a
				// disk failing after the commit fails that reading.
			default:
				t.Errorf("%s: the phone was told %q", what, said)
			}
		}
	}
	t.Logf("%d writes and flushes in the save; the phone was told %v", points-ready, seen)
}
