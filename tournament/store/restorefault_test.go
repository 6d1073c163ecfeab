//go:build linux

package store

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/faultshim"
	"arbiter/tournament"
)

// TestRestoreFaultSaysWhatIsInTheFile fails the disk (EIO, then a full
// disk) at each write and flush of a restore as arbiter restore makes it
// (RestoreFile), and checks that what the restore said is what the file
// holds when opened again: "restored" the backup's event, a message that
// says nothing was changed the event as it was, and one that says the
// outcome is uncertain either.
func TestRestoreFaultSaysWhatIsInTheFile(t *testing.T) {
	shim := faultShim(t)
	base := faultBase(t)
	s, err := Open(filepath.Join(base, "event.arbiter"))
	if err != nil {
		t.Fatal(err)
	}
	// A result the restore takes away, so that the two states differ in
	// the data as well as in the audit log.
	setResult(t, s, 1, 1, tournament.WhiteWins)
	s.Close()
	run := func(t *testing.T, env ...string) (said, digest string, points int) {
		dir, err := filepath.EvalSymlinks(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		copyTree(t, base, dir)
		event := filepath.Join(dir, "event.arbiter")
		cmd := faultshim.Command(t, shim, "TestHelperRestoreUnreadable", dir, append([]string{faultFileEnv + "=" + event,
			faultRestoreEnv + "=" + filepath.Join(dir, "event.arbiter-backups", baseBackup), "TMPDIR=" + t.TempDir()}, env...)...)
		cmd.Stderr = os.Stderr
		out, _ := cmd.Output()
		said = strings.TrimSpace(strings.Split(string(out), "\n")[0])
		points = cmd.Points()
		st, err := Open(event)
		if err != nil {
			return said, "unopenable: " + err.Error(), points
		}
		defer st.Close()
		return said, stateDigest(st), points
	}
	s, err = Open(filepath.Join(base, "event.arbiter"))
	if err != nil {
		t.Fatal(err)
	}
	before := stateDigest(s)
	s.Close()
	said, after, points := run(t)
	if said != "restored" || after == before || points < 5 {
		t.Fatalf("the restore without faults: %q, %d writes and flushes", said, points)
	}
	// The faulted runs go side by side: each waits on its writer's
	// flushes to the disk far longer than it computes.
	var mu sync.Mutex
	seen := map[string]int{}
	t.Cleanup(func() { t.Logf("%d writes and flushes in the restore; outcomes %v", points, seen) })
	// Every fourth point from a random start; every one under ARBITER_DEEP=1.
	faults := append(faultshim.Every("eio", 4, points), faultshim.Every("enospc", 4, points)...)
	// The store's own steps: the backup of the event as it was, and the
	// compression of older backups after the restore.
	for _, point := range []string{"backup.sync", "backup.rename", "backup.syncdir", "backup.compress.rename", "backup.compress.syncdir"} {
		faults = append(faults, faultshim.Fault{What: point, Env: []string{faultGoEnv + "=" + point + ":fail"}})
	}
	for _, f := range faults {
		t.Run(f.What, func(t *testing.T) {
			t.Parallel()
			what := f.What
			said, got, _ := run(t, f.Env...)
			mu.Lock()
			seen[said]++
			mu.Unlock()
			if _, key, ok := strings.Cut(said, ": "); ok {
				for _, lang := range []i18n.Lang{i18n.English, i18n.Finnish, i18n.Estonian} {
					if i18n.For(lang).T(key) == key {
						t.Errorf("%s: %s has no %s text", what, key, lang)
					}
				}
			}
			switch {
			case strings.HasPrefix(said, "raw") || said == "":
				t.Errorf("%s: the restore said %q", what, said)
			case got != before && got != after:
				t.Errorf("%s: the file is neither as it was nor restored: %s", what, got)
			case said == "restored" && got != after:
				t.Errorf("%s: the restore said it restored, the file is as it was", what)
			case strings.HasSuffix(said, ": store.error.commit-uncertain"):
				// Either is true to this message.
			case said != "restored" && got != before:
				t.Errorf("%s: the restore said %q, but the file is restored", what, said)
			case strings.HasSuffix(said, ": "+BackupMadeKey):
				t.Errorf("%s: the restore said only that its backup was made: %s", what, said)
			}
		})
	}
}
