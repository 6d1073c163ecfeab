package store

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/testdir"
	"arbiter/tournament"
)

// lockHolderEnv names the file TestHelperLockHolder holds, lockProgramEnv
// the program it is (store.Program), and lockSharedEnv, set, has it open
// the file as serve does (OpenShared).
const (
	lockHolderEnv  = "ARBITER_LOCK_HOLDER_FILE"
	lockProgramEnv = "ARBITER_LOCK_HOLDER_PROGRAM"
	lockSharedEnv  = "ARBITER_LOCK_HOLDER_SHARED"
)

// TestHelperLockHolder is another program holding a file: it opens it as
// the program lockProgramEnv names, prints "held", and closes it when a
// line (or the end) comes on its standard input.
func TestHelperLockHolder(t *testing.T) {
	open := Open
	if os.Getenv(lockSharedEnv) != "" {
		open = OpenShared
	}
	s := openAsHelper(t, lockHolderEnv, os.Getenv(lockProgramEnv), "the lock tests", open)
	fmt.Println("held")
	bufio.NewReader(os.Stdin).ReadString('\n')
	s.Close()
	os.Exit(0)
}

// holdAs has another process hold the file at path as program (with env
// besides), and returns what lets it go; it returns once the file is held.
func holdAs(t *testing.T, path, program string, env ...string) (letGo func()) {
	t.Helper()
	cmd, out, in := startHelper(t, "TestHelperLockHolder", append([]string{lockHolderEnv + "=" + path, lockProgramEnv + "=" + program}, env...)...)
	line, _ := bufio.NewReader(out).ReadString('\n')
	if line != "held\n" {
		t.Fatalf("the holder: %q", line)
	}
	return func() { in.Close(); cmd.Wait() }
}

// shortLockWait shortens the wait for a lock for one test.
func shortLockWait(t *testing.T) {
	old := lockWait
	lockWait = 300 * time.Millisecond
	t.Cleanup(func() { lockWait = old })
}

// TestLockedNamesTheHolder: a file another program holds is refused
// naming that program, its process and host, in every language, and
// never as "open in the window" unless the window holds it, which
// HeldByWindow tells the front ends apart from the rest. The window
// is not waited for (the wait is then a minute, which a refusal at once
// does not come near however loaded the machine); a command is, for the
// bounded wait.
func TestLockedNamesTheHolder(t *testing.T) {
	shortLockWait(t)
	short := lockWait
	host, _ := os.Hostname()
	for _, tt := range []struct {
		program, key string
		waits        bool
	}{
		{Window, "store.error.held.window", false},
		{"result", "store.error.held.command", true},
		{Serve, "store.error.held.serve", true},
	} {
		s, _ := newEvent(t, 4)
		path := closedFile(s)
		letGo := holdAs(t, path, tt.program)
		lockWait = short
		if !tt.waits {
			lockWait = time.Minute
		}
		start := time.Now()
		_, err := Open(path)
		waited := time.Since(start)
		letGo()
		var m *engine.Message
		if !errors.Is(err, ErrLocked) || !errors.As(err, &m) || m.Key != tt.key {
			t.Errorf("%s holds the file: %v, want %s", tt.program, err, tt.key)
			continue
		}
		if HeldByWindow(err) != (tt.program == Window) {
			t.Errorf("%s holds the file: HeldByWindow says %v", tt.program, HeldByWindow(err))
		}
		if tt.waits != (waited >= lockWait) {
			t.Errorf("%s holds the file: refused after %v (the wait is %v)", tt.program, waited, lockWait)
		}
		for _, lang := range i18n.Complete {
			msg := i18n.For(lang).Error(err)
			if !strings.Contains(msg, fmt.Sprint(m.Args["pid"])) || !strings.Contains(msg, host) || !strings.Contains(msg, path) {
				t.Errorf("%s, %s: %q does not name the process, host and file", tt.program, lang, msg)
			}
			// The host's and the file's names are the machine's, and may
			// hold any word.
			own := strings.NewReplacer(path, "", host, "").Replace(msg)
			if tt.program != Window && (strings.Contains(own, "ikkuna") || strings.Contains(own, "aknas") || strings.Contains(own, "window")) {
				t.Errorf("%s, %s: %q names a window", tt.program, lang, msg)
			}
		}
	}
}

// TestOpenWaitsForACommand: a command that lets go within the wait is
// waited for, by a command and by serve alike (it used to be refused
// as "open in another window").
func TestOpenWaitsForACommand(t *testing.T) {
	s, _ := newEvent(t, 4)
	path := closedFile(s)
	for _, open := range []func(string) (*Store, error){Open, OpenShared} {
		letGo := holdAs(t, path, "result")
		go letGo()
		st, err := open(path)
		if err != nil {
			t.Fatalf("opened beside a command that lets go: %v", err)
		}
		st.Close()
	}
}

// TestSharedStoreWritableOnceTheHolderLetsGo: serve's store opened while
// the window (or a command for longer than the wait) holds the file is
// not read-only for its life: a change is refused naming the holder while
// it holds the file, and taken as soon as it lets go.
func TestSharedStoreWritableOnceTheHolderLetsGo(t *testing.T) {
	shortLockWait(t)
	for _, program := range []string{Window, "result"} {
		s, _ := pairedEvent(t, 4)
		path := closedFile(s)
		letGo := holdAs(t, path, program)
		st, err := OpenShared(path)
		if err != nil {
			letGo()
			t.Fatalf("%s holds the file: OpenShared: %v", program, err)
		}
		if h, held := HolderOf(path); !held || h.Program != program {
			t.Errorf("%s holds the file: HolderOf says %+v, %v", program, h, held)
		}
		if err := st.SetResult(1, 1, tournament.WhiteWins); !errors.Is(err, ErrLocked) {
			t.Errorf("%s holds the file: a change: %v, want ErrLocked", program, err)
		}
		letGo()
		if _, held := HolderOf(path); held {
			t.Errorf("%s let go: the file is still held", program)
		}
		if err := st.SetResult(1, 1, tournament.WhiteWins); err != nil {
			t.Errorf("%s let go: a change: %v", program, err)
		}
		st.Close()
	}
}

// TestReaderDoesNotHoldUpTheNextWriter: a command that closes while a
// reader holds a snapshot lets go of the lock at once, before it waits for
// the reader to let go of the last frames; the next writer opens while the
// reader still holds its snapshot.
func TestReaderDoesNotHoldUpTheNextWriter(t *testing.T) {
	// Close waits for the reader far longer than the next writer can take
	// to find the lock let go, however busy the machine: only a lock held
	// for the whole wait makes the writer open after Close returned (at
	// 500 ms, a busy machine once did, the lock let go at once).
	defer func(was time.Duration) { closeSettleWait = was }(closeSettleWait)
	closeSettleWait = time.Minute
	s, snapshot := resultHeldBack(t, tournament.WhiteWins)
	defer snapshot.Rollback()
	closed := make(chan struct{})
	go func() { s.Close(); close(closed) }()
	var next *Store
	for {
		var err error
		if next, err = Open(s.Path()); err == nil {
			break
		}
		if !errors.Is(err, ErrLocked) {
			t.Fatal(err)
		}
	}
	select {
	case <-closed:
		t.Error("the lock was held until Close stopped waiting for the reader")
	default:
	}
	// The next writer closes once the reader has let go, or it would
	// wait for him as long as the first.
	snapshot.Rollback()
	next.Close()
	<-closed
}

// TestACommandIsWaitedForLockWait: a file a command holds is waited for,
// by default for LockWait, the five seconds the venue and the window's
// messages count on, before it is refused as held (the other tests
// shorten the wait).
func TestACommandIsWaitedForLockWait(t *testing.T) {
	if LockWait != 5*time.Second || lockWait != LockWait {
		t.Fatalf("the wait is %v (default %v), want 5s", lockWait, LockWait)
	}
	s, _ := newEvent(t, 4)
	path := closedFile(s)
	letGo := holdAs(t, path, "result")
	defer letGo()
	start := time.Now()
	_, err := Open(path)
	if waited := time.Since(start); !errors.Is(err, ErrLocked) || waited < LockWait {
		t.Errorf("a file a command holds: %v after %v, want refused as held after %v", err, waited, LockWait)
	}
	// The refusal says how long it waited, in seconds.
	var m *engine.Message
	if !errors.As(err, &m) || m.Args["seconds"] != 5 {
		t.Errorf("the refusal %v does not say it waited 5 seconds", err)
	}
}

// TestHolderRecordWithoutAProcessIsNotTrusted: a record names the holder
// only when it is whole and its process could be the holder: one cut
// short, one of no process (a pid of 0 or less, which to the system means
// this process's group, always alive) or of a process of this host that
// is gone names nobody; one of a live process, or of another host (whose
// processes this one cannot see), is believed.
func TestHolderRecordWithoutAProcessIsNotTrusted(t *testing.T) {
	real := realPath(filepath.Join(t.TempDir(), "event.arbiter"))
	host, _ := os.Hostname()
	for _, c := range []struct {
		record  string
		trusted bool
	}{
		{fmt.Sprintf(`{"program":"result","host":%q,"pid":%d}`, host, os.Getpid()), true},
		{`{"program":"result","host":"another-host","pid":1234567}`, true},
		{fmt.Sprintf(`{"program":"result","host":%q,"pid":0}`, host), false},
		{fmt.Sprintf(`{"program":"result","host":%q,"pid":-1}`, host), false},
		{`{"program":"result","host":"another-host","pid":0}`, false},
		{fmt.Sprintf(`{"program":"result","host":%q,"pid":%d`, host, os.Getpid()), false},
		{"", false},
	} {
		testdir.Write(t, holderPath(real), c.record)
		if _, ok := readHolder(real); ok != c.trusted {
			t.Errorf("record %q: trusted %v, want %v", c.record, ok, c.trusted)
		}
	}
}

// TestOpenFindsTheHolderThatNeverLetGo: a window killed while results
// were entered leaves its record beside the file; the next program to
// open the file says nothing of it, and the arbiter cannot tell whether
// the last results were kept. Open reports the program that ended without
// closing the file, once: a file closed properly reports none.
func TestOpenFindsTheHolderThatNeverLetGo(t *testing.T) {
	s, _ := newEvent(t, 2)
	path := s.Path()
	s.Close()
	if s, err := Open(path); err != nil {
		t.Fatal(err)
	} else if h, ok := s.Interrupted(); ok {
		t.Errorf("a file closed properly reports %+v", h)
		s.Close()
	} else {
		s.Close()
	}
	testdir.Write(t, holderPath(realPath(path)), `{"program":"window","host":"elsewhere","pid":4242}`)
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if h, ok := s.Interrupted(); !ok || h.Program != Window || h.PID != 4242 {
		t.Errorf("the window that never let go: %+v, %v", h, ok)
	}
	s.Close()
	s = testdir.Opened(t, Open, path)
	if h, ok := s.Interrupted(); ok {
		t.Errorf("opened again after a proper close it reports %+v", h)
	}
}

// eventAndCopy makes an event file and a copy of it in another folder,
// with a user's folder of records of opens (openDir) of the test's own;
// Program is restored after the test.
func eventAndCopy(t *testing.T) (original, copied string) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir()) // os.UserCacheDir on Linux
	t.Setenv("LocalAppData", t.TempDir())   // and on Windows
	program := Program
	t.Cleanup(func() { Program = program })
	s, _ := newEvent(t, 2)
	original = s.Path()
	s.Close()
	copied = filepath.Join(t.TempDir(), filepath.Base(original))
	testdir.Write(t, copied, testdir.Read(t, original))
	return original, copied
}

// A copy of an event file (the file alone, to a memory stick) opened
// while a window, or arbiter serve, has the original open names the
// original, to a command as to a second window: it was opened without a
// word, and results entered in one were missing from the other (beside
// serve, the deputies' results went to the original). The original alone,
// a file of another event, and the copy once the window or serve has
// closed name nothing.
func TestACopyOpenedBesideTheWindowOrServeNamesTheOriginal(t *testing.T) {
	original, copied := eventAndCopy(t)
	other, _ := newEvent(t, 2)
	other.Close()

	Program = Window
	if st, err := Open(original); err != nil {
		t.Fatal(err)
	} else if got := st.OpenElsewhere(); len(got) != 0 {
		t.Errorf("the original opened alone names %q", got)
	} else {
		st.Close()
	}
	for _, holder := range []struct {
		name string
		hold func() (letGo func())
	}{
		{"the window", func() func() { return holdAs(t, original, Window) }},
		{"serve", func() func() { return holdAs(t, original, Serve, lockSharedEnv+"=1") }},
	} {
		letGo := holder.hold()
		for _, p := range []string{"result", Window} {
			Program = p
			st, err := Open(copied)
			if err != nil {
				t.Fatal(err)
			}
			if got := st.OpenElsewhere(); !slices.Equal(got, []string{realPath(original)}) {
				t.Errorf("%s, %s: the copy opened beside %s names %q, want the original %s", holder.name, p, holder.name, got, realPath(original))
			}
			st.Close()
		}
		letGo()
		Program = "result"
		st, err := Open(copied)
		if err != nil {
			t.Fatal(err)
		}
		if got := st.OpenElsewhere(); len(got) != 0 {
			t.Errorf("the copy opened after %s closed names %q", holder.name, got)
		}
		st.Close()
	}
	letGo := holdAs(t, original, Window)
	defer letGo()
	Program = "result"
	if st, err := Open(other.Path()); err != nil {
		t.Fatal(err)
	} else if got := st.OpenElsewhere(); len(got) != 0 {
		t.Errorf("another event names %q", got)
	} else {
		st.Close()
	}
}

// A copy opened while the window and arbiter serve both have the original
// open (the venue's pages published beside the window, as an arbiter runs
// an event) names the original once: each program's record of its open
// named it again, and the message read "… as X, X, which a window or
// arbiter serve has open now".
func TestACopyNamesTheOriginalOnceHeldByTheWindowAndServe(t *testing.T) {
	original, copied := eventAndCopy(t)
	letWindowGo := holdAs(t, original, Window)
	defer letWindowGo()
	letServeGo := holdAs(t, original, Serve, lockSharedEnv+"=1")
	defer letServeGo()
	Program = "result"
	st, err := Open(copied)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if got := st.OpenElsewhere(); !slices.Equal(got, []string{realPath(original)}) {
		t.Errorf("the copy opened beside the window and serve names %q, want the original %s once", got, realPath(original))
	}
}
