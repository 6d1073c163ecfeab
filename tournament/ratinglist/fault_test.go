//go:build linux

package ratinglist

import (
	"bufio"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/faultshim"
	"arbiter/internal/fileio"
	fl "arbiter/internal/testfidelist"
)

// The fault campaign of the rating-list import: this test binary runs
// again as the importer (TestHelperListImport), with the fault shim of the
// event store's campaign (../store/testdata/faultshim.c) preloaded, which
// kills it or fails its disk (EIO, ENOSPC) at its N-th write, truncation or
// flush of a file in the lists' folder.
const (
	listFaultEnv   = "ARBITER_LIST_FAULT_SRC"
	listFaultGoEnv = "ARBITER_LIST_FAULT_GO"
)

// TestHelperListImport imports the list in listFaultEnv as "FIDE" into
// the lists of ARBITER_FAULT_DIR and prints "ok N" (players), "failed KEY"
// for a refusal the user reads in their language, or "raw TEXT".
func TestHelperListImport(t *testing.T) {
	src := faultshim.Helper(t, listFaultEnv, "the importer of the fault campaign")
	// ARBITER_LIST_FAULT_GO, "STEP:N", fails the N-th of fileio's steps
	// named STEP (a flush of the new list or of the folder) as a disk
	// error would.
	if step, n, ok := strings.Cut(os.Getenv(listFaultGoEnv), ":"); ok {
		calls := 0
		fileio.Fault = func(s, path string) error {
			if s == step {
				if calls++; strconv.Itoa(calls) == n {
					return &fs.PathError{Op: s, Path: path, Err: syscall.EIO}
				}
			}
			return nil
		}
	}
	l := Open(os.Getenv("ARBITER_FAULT_DIR"))
	res, err := l.Import(src, Options{Name: "FIDE", Date: "2026-12-01"})
	var k *engine.Message
	switch {
	case err == nil:
		fmt.Printf("ok %d\n", res.Info.Players)
	case errors.As(err, &k) && i18n.For(i18n.Finnish).Error(err) != err.Error():
		fmt.Printf("failed %s\n", k.Key)
	default:
		fmt.Printf("raw %q\n", err.Error())
	}
	os.Exit(0)
}

// TestImportFaultAtEveryWrite imports a new FIDE list over the old one
// and kills the importer, or fails its disk, at its writes and flushes in
// turn (a sample by default, every one with ARBITER_DEEP=1). After each,
// the lists hold the old list or the new one whole, never a torn one
// (nothing broken to set aside), an import that said it failed left the
// old list and no file of its own (but for the one that says the new list
// was imported and the disk failed just after), and every failure read in
// the user's language. The flushes fileio makes are failed in turn too.
func TestImportFaultAtEveryWrite(t *testing.T) {
	shim := faultshim.Build(t, t.TempDir())
	base := t.TempDir()
	write := func(name string, players fl.Players) string {
		return writeFile(t, filepath.Join(base, name), func(f *os.File) error { return fl.WriteTXT(f, players) })
	}
	// The new list is large enough for SQLite to write it in many pages.
	const newPlayers = 2000
	old, newer := write("old.txt", fl.Slice(samplePlayers[:3])), write("new.txt", fl.Synthetic(newPlayers))

	run := func(env ...string) (string, string, int) {
		dir := filepath.Join(t.TempDir(), "lists")
		l := Open(dir)
		if _, err := l.Import(old, Options{Name: "FIDE", Date: "2026-11-01"}); err != nil {
			t.Fatal(err)
		}
		l.Close()
		cmd := faultshim.Command(t, shim, "TestHelperListImport", dir, append([]string{listFaultEnv + "=" + newer}, env...)...)
		out, _ := cmd.Output()
		said := ""
		for sc := bufio.NewScanner(strings.NewReader(string(out))); sc.Scan(); {
			if f := strings.Fields(sc.Text()); len(f) > 0 && (f[0] == "ok" || f[0] == "failed" || f[0] == "raw") {
				said = sc.Text()
			}
		}
		return said, dir, cmd.Points()
	}
	said, _, points := run()
	if said != fmt.Sprint("ok ", newPlayers) || points == 0 {
		t.Fatalf("the import without faults: %q, %d writes and flushes", said, points)
	}
	faults := append(faultshim.Every("kill", 8, points), faultshim.Every("eio", 6, points)...)
	faults = append(faults, faultshim.Every("enospc", 6, points)...)
	// The flushes of putInPlace: the new list, the folder before the
	// rename, and the folder after it, when the new list has its name.
	for _, step := range []string{"sync:1", "syncdir:1", "syncdir:2"} {
		faults = append(faults, faultshim.Fault{What: step + " fails", Env: []string{listFaultGoEnv + "=" + step}})
	}
	for _, f := range faults {
		said, dir, _ := run(f.Env...)
		checkListAfterFault(t, f.What, said, dir, newPlayers)
	}
	t.Logf("%d writes and flushes in the import, %d faulted runs", points, len(faults))
}

// checkListAfterFault checks the lists an importer left in dir after it
// said said: the old list (3 players) or the new one whole, as said says,
// no file of a failed import left, and the failure in every language.
func checkListAfterFault(t *testing.T, what, said, dir string, newPlayers int) {
	t.Helper()
	if strings.HasPrefix(said, "raw") {
		t.Errorf("%s: the importer was told %s", what, said)
	}
	if key, ok := strings.CutPrefix(said, "failed "); ok {
		for _, lang := range []i18n.Lang{i18n.English, i18n.Estonian} {
			if i18n.For(lang).T(key) == key {
				t.Errorf("%s: %s has no %s text", what, key, lang)
			}
		}
	}
	l := Open(dir)
	infos, err := l.All()
	broken := l.Broken()
	l.Close()
	if err != nil || len(infos) != 1 || len(broken) != 0 {
		t.Errorf("%s: lists %v, %v, broken %v", what, infos, err, broken)
		return
	}
	switch got := infos[0].Players; {
	case got != 3 && got != newPlayers:
		t.Errorf("%s: the list holds %d players, neither the old 3 nor the new %d", what, got, newPlayers)
	case strings.HasPrefix(said, "ok") && got != newPlayers:
		t.Errorf("%s: the import said %q, the list holds %d", what, said, got)
	case said == "failed ratinglist.err.imported-but" && got != newPlayers:
		t.Errorf("%s: the import said %q, the list holds %d", what, said, got)
	case said == "failed ratinglist.err.imported-but":
	case strings.HasPrefix(said, "failed") && got != 3:
		t.Errorf("%s: the import said %q, the list holds %d", what, said, got)
	}
	if strings.HasPrefix(said, "failed") {
		if left, _ := filepath.Glob(filepath.Join(dir, ".*")); len(left) > 0 {
			t.Errorf("%s: a failed import left %v", what, left)
		}
	}
}
