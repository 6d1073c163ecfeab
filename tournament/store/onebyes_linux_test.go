package store

import (
	"path/filepath"
	"reflect"
	"testing"

	"arbiter/internal/faultshim"
)

// TestOneByesUpgradeKilledAtEveryWrite kills the program, or fails its
// disk, at each write and flush SQLite makes while it opens a file of
// schema 13 with teams' requested byes, which folds them into the one
// table: each time, the file opens again upgraded to the same state as a
// run without faults, every request there with its round and kind.
func TestOneByesUpgradeKilledAtEveryWrite(t *testing.T) {
	shim := faultShim(t)
	base := filepath.Dir(copiedFile(t, filepath.Join("testdata", "v13-team-byes.arbiter")))
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
	faults := append(faultshim.Every("kill", 3, ref.points), faultshim.Every("eio", 8, ref.points)...)
	t.Logf("%d writes and flushes in the upgrade, %d faulted runs", ref.points, len(faults))
	// The runs go side by side: each waits on its writer's flushes to the
	// disk far longer than it computes.
	for _, f := range faults {
		t.Run(f.What, func(t *testing.T) {
			t.Parallel()
			run, dir := runWriter(t, base, append(f.Env, preload...), 0)
			checkAfterFault(t, f.What, dir, run, states)
			checkUpgradedByes(t, f.What, dir, want)
		})
	}
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
