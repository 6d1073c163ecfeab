package ui

import (
	"fmt"
	"image"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// The tests make the same events again and again: the window tests by
// the command line (arbiter new, player add, pair, result), a process
// each, so that a box tried in three languages at two sizes made its
// event six times, a dozen commands and more each time (the long
// drop-down's 62); the tests of the view in this process a Swiss of 24
// players, a transaction a player, for each of dozens of tests. Each is
// made once a run, by the first test that asks for it, and every test
// gets a copy of its own, with what was kept beside it (the backups).
var (
	madeFiles   sync.Map // key -> *madeFile
	madeDirOnce sync.Once
	madeDir     string // where they are made; removed by TestMain
	madeDirErr  error
)

type madeFile struct {
	once sync.Once
	dir  string // holds madeFileName and what was kept beside it
	err  error
}

// madeFileName is the file's name where it is made once.
const madeFileName = "made.arbiter"

// sharedFile is dir/name, a copy of the file that make makes at path
// (with what make keeps beside it, named after path: path-backups), made
// once a run for key, which names all that make does, in a folder of its
// own.
func sharedFile(t testing.TB, dir, name, key string, make func(path string)) string {
	t.Helper()
	v, _ := madeFiles.LoadOrStore(key, &madeFile{})
	m := v.(*madeFile)
	m.once.Do(func() {
		// A make that fails ends this test inside the Do: the tests
		// after it are told, not given half a file.
		m.err = fmt.Errorf("%s was not made: see the test that made it", key)
		if madeDirOnce.Do(func() { madeDir, madeDirErr = os.MkdirTemp("", "arbiter-ui-made-") }); madeDirErr != nil {
			m.err = madeDirErr
			return
		}
		var err error
		if m.dir, err = os.MkdirTemp(madeDir, "file-"); err != nil {
			m.err = err
			return
		}
		make(filepath.Join(m.dir, madeFileName))
		m.err = nil
	})
	if m.err != nil {
		t.Fatal(m.err)
	}
	entries, err := os.ReadDir(m.dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		rest, ok := strings.CutPrefix(e.Name(), madeFileName)
		if !ok {
			continue
		}
		src, dst := filepath.Join(m.dir, e.Name()), filepath.Join(dir, name+rest)
		if e.IsDir() {
			err = os.CopyFS(dst, os.DirFS(src))
		} else {
			err = copyFile(src, dst)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	return filepath.Join(dir, name)
}

// copyFile copies the file src to dst, which it makes.
func copyFile(src, dst string) error {
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	return os.WriteFile(dst, data, 0o644)
}

// sharedEvent is sharedFile for an event that make makes with the command
// line of the app built at bin, cli, in lang, in a home of its own.
func sharedEvent(t *testing.T, bin, dir, name, lang, key string, make func(cli func(args ...string), file string)) string {
	t.Helper()
	return sharedFile(t, dir, name, lang+" "+key, func(file string) {
		home := filepath.Join(filepath.Dir(file), "home")
		if err := os.Mkdir(home, 0o755); err != nil {
			t.Fatal(err)
		}
		make(commandOf(t, bin, appEnv(home, lang)...), file)
	})
}

// eventOnScreen puts the event file base in the test's folder, made by
// make once a run for key (sharedEvent: the check-in's event of one
// language was made again for each size of the window), and opens it in
// the real window at size in lang (appOnScreen), its pictures kept under
// shots (shotsIn), once the window holds it.
func eventOnScreen(t *testing.T, lang string, size image.Point, base, key, shots string, make func(cli func(args ...string), file string)) *window {
	t.Helper()
	dir, bin, home, _ := appOnScreen(t, lang, size)
	file := sharedEvent(t, bin, dir, base, lang, key, make)
	w := openAt(t, bin, home, lang, file, shotsIn(t, shots), size)
	w.bin = bin
	w.awaitHeld()
	return w
}

// doorSwiss is dir/name, a five-round Dutch Swiss called event of
// doorPlayers in lang with rounds paired and, when played, every game of
// them won by White.
func doorSwiss(t *testing.T, bin, dir, name, lang, event string, rounds int, played bool) string {
	t.Helper()
	key := fmt.Sprintf("door Swiss %q %d %v", event, rounds, played)
	return sharedEvent(t, bin, dir, name, lang, key, func(cli func(args ...string), file string) {
		cli("new", file, "--name", event, "--system", "swiss-dutch", "--rounds", "5", "--lang", lang)
		for i, n := range doorPlayers {
			cli("player", "add", file, "--name", n, "--rating", strconv.Itoa(2300-20*i))
		}
		for r := 1; r <= rounds; r++ {
			cli("pair", file)
			for b := 1; played && b <= len(doorPlayers)/2; b++ {
				cli("result", file, "--round", strconv.Itoa(r), "--board", strconv.Itoa(b), "1-0")
			}
		}
	})
}

// demoEvent is dir/name, the demo event (arbiter demo) made by the app
// built at bin.
func demoEvent(t *testing.T, bin, dir, name string) string {
	t.Helper()
	return sharedFile(t, dir, name, "demo", func(path string) {
		if out, err := exec.Command(bin, "demo", path).CombinedOutput(); err != nil {
			t.Fatalf("arbiter demo: %v\n%s", err, out)
		}
	})
}
