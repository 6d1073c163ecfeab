package store

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"testing"
)

// TestOneByesUpgradeKilledAtEveryWrite kills the program, or fails its
// disk, at each write and flush SQLite makes while it opens a file of
// schema 13 with teams' requested byes, which folds them into the one
// table: each time, the file opens again upgraded to the same state as a
// run without faults, every request there with its round and kind.
func TestOneByesUpgradeKilledAtEveryWrite(t *testing.T) {
	shim := faultShim(t)
	base := filepath.Dir(copiedTestFile(t, "v13-team-byes.arbiter"))
	want := oldByes(t, filepath.Join(base, "event.arbiter"))
	preload := faultEnv{"LD_PRELOAD=" + shim, faultOpenEnv + "=1"}
	ref, dir := runWriter(t, base, preload, 0)
	if ref.failure != "" || len(ref.acked) != 1 {
		t.Fatalf("the upgrade without faults: %v", ref)
	}
	if ref.points < 5 {
		t.Fatalf("the shim counted only %d writes and flushes", ref.points)
	}
	checkUpgradedByes(t, "without faults", dir, want)
	states := []string{ref.acked[0], ref.acked[0]} // opening again upgrades too
	// Every kill point and every disk-failure point under ARBITER_DEEP;
	// otherwise every third kill point and every eighth failure point,
	// from a random start.
	kills, fails := 3, 8
	if os.Getenv("ARBITER_DEEP") == "1" {
		kills, fails = 1, 1
	}
	runs := 0
	for _, m := range []struct {
		mode string
		step int
	}{{"kill", kills}, {"eio", fails}} {
		for at := 1 + rand.IntN(m.step); at <= ref.points; at += m.step {
			env := append(faultEnv{"ARBITER_FAULT_MODE=" + m.mode, "ARBITER_FAULT_AT=" + strconv.Itoa(at)}, preload...)
			run, dir := runWriter(t, base, env, 0)
			what := m.mode + " at " + strconv.Itoa(at)
			checkAfterFault(t, what, dir, run, states)
			checkUpgradedByes(t, what, dir, want)
			runs++
		}
	}
	t.Logf("%d writes and flushes in the upgrade, %d faulted runs", ref.points, runs)
}

// checkUpgradedByes opens the file a writer left and compares its
// requests with want.
func checkUpgradedByes(t *testing.T, what, dir string, want any) {
	t.Helper()
	s, err := Open(filepath.Join(dir, "event.arbiter"))
	if err != nil {
		t.Errorf("%s: %v", what, err)
		return
	}
	defer s.Close()
	ev, err := s.Event()
	if err != nil || !reflect.DeepEqual(ev.Requests, want) {
		t.Errorf("%s: requests %+v, %v; want %+v", what, ev.Requests, err, want)
	}
}
