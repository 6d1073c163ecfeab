//go:build windows || linux

package store

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"

	"arbiter/internal/testdir"
)

// TestTheRecordOfAnEndedProcessNamesNothing: a window that ended without
// closing its file (a crash, a forced stop) leaves its record of the open
// in the user's folder. On Windows, where whether its process was gone
// was never asked, a copy of the event opened afterwards named, wrongly,
// the original as open elsewhere until the record was removed by hand.
// The record of an ended process names nothing and is removed; so is the
// record of a live process that started at another time than the record
// says (the id given anew to a later process); a record without a start
// time (written before records had one) is still believed.
func TestTheRecordOfAnEndedProcessNamesNothing(t *testing.T) {
	original, copied := eventAndCopy(t)
	elsewhere := func() []string {
		t.Helper()
		Program = "result"
		st, err := Open(copied)
		if err != nil {
			t.Fatal(err)
		}
		defer st.Close()
		return st.OpenElsewhere()
	}
	records := func() []string {
		t.Helper()
		names, _ := filepath.Glob(filepath.Join(openDir(), "*"))
		return names
	}

	// The window ended without closing the file.
	cmd, out, in := startHelper(t, "TestHelperLockHolder", lockHolderEnv+"="+original, lockProgramEnv+"="+Window)
	if line, _ := bufio.NewReader(out).ReadString('\n'); line != "held\n" {
		t.Fatalf("the window: %q", line)
	}
	if len(records()) != 1 {
		t.Fatalf("the window's open left records %q, want one", records())
	}
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()
	in.Close()
	if got := elsewhere(); len(got) != 0 {
		t.Errorf("the copy opened after the window ended names %q", got)
	}
	if got := records(); len(got) != 0 {
		t.Errorf("the ended window's record %q is kept", got)
	}

	// A live window, whose record is rewritten as an older one and as
	// that of another process given its id.
	letGo := holdAs(t, original, Window)
	defer letGo()
	names := records()
	if len(names) != 1 {
		t.Fatalf("the window's open left records %q, want one", names)
	}
	var r openRecord
	if err := json.Unmarshal(testdir.Read(t, names[0]), &r); err != nil || r.Started == "" {
		t.Fatalf("the window's record %+v (%v) says not when its process started", r, err)
	}
	for _, c := range []struct {
		started string
		names   []string
	}{
		{"", []string{realPath(original)}},
		{r.Started + "1", nil},
	} {
		older := r
		older.Started = c.started
		data, _ := json.Marshal(older)
		testdir.Write(t, names[0], data)
		if got := elsewhere(); !slices.Equal(got, c.names) {
			t.Errorf("the record of the live window, started %q: the copy names %q, want %q", c.started, got, c.names)
		}
	}
	if got := records(); len(got) != 0 {
		t.Errorf("the record of a process started at another time %q is kept", got)
	}
}

// servedAt is where TestHelperReadOnlyServe says it serves the pages.
const servedAt = "http://127.0.0.1:8080/"

// TestHelperReadOnlyServe is arbiter serve serving a file it opened
// read-only (a file it cannot write): it notes where it serves the pages,
// prints "served", and closes the file when a line (or the end) comes on
// its standard input.
func TestHelperReadOnlyServe(t *testing.T) {
	s := openAsHelper(t, lockHolderEnv, Serve, "the read-only serve test", OpenReadOnly)
	s.NoteServed([]string{servedAt})
	fmt.Println("served")
	bufio.NewReader(os.Stdin).ReadString('\n')
	s.Close()
	os.Exit(0)
}

// TestAServeOfAFileItCannotWriteIsNamed: arbiter serve of a file it
// cannot write, opened read-only, kept no record of the open, so the
// window's Publish view offered to publish pages already published. The
// record is in the user's folder, not beside the file: it is kept, and
// names serve and its address while serve has the file, nothing once
// serve closed it, nor once serve was killed and left it behind.
func TestAServeOfAFileItCannotWriteIsNamed(t *testing.T) {
	original, _ := eventAndCopy(t)
	testdir.ReadOnlyFile(t, original)
	serve := func() (*exec.Cmd, io.WriteCloser) {
		t.Helper()
		cmd, out, in := startHelper(t, "TestHelperReadOnlyServe", lockHolderEnv+"="+original)
		if line, _ := bufio.NewReader(out).ReadString('\n'); line != "served\n" {
			t.Fatalf("serve: %q", line)
		}
		return cmd, in
	}
	cmd, in := serve()
	if sv, ok := ServedElsewhere(original); !ok || sv.PID != cmd.Process.Pid || !slices.Equal(sv.URLs, []string{servedAt}) {
		t.Errorf("while serve %d serves the read-only file at %s: %+v, %v", cmd.Process.Pid, servedAt, sv, ok)
	}
	in.Close()
	cmd.Wait()
	if sv, ok := ServedElsewhere(original); ok {
		t.Errorf("serve closed the file, and is named: %+v", sv)
	}

	cmd, in = serve()
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()
	in.Close()
	if names, _ := filepath.Glob(filepath.Join(openDir(), "*")); len(names) == 0 {
		t.Fatal("the killed serve left no record to be fooled by")
	}
	if sv, ok := ServedElsewhere(original); ok {
		t.Errorf("serve was killed, and is named: %+v", sv)
	}
}
