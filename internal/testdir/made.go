package testdir

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// Tests make the same events again and again: the window's tests by the
// command line, a process a command, a box tried in three languages at
// two sizes making its event six times; the command line's and the
// pages' tests the demo or a six-player round robin, a dozen commands
// each, for dozens of tests. Made asks for such a file: it is made once a
// run, by the first test that asks for it, and every test gets a copy of
// its own, with what was kept beside it (the backups).
var (
	madeFiles   sync.Map // key -> *madeFile
	madeDirOnce sync.Once
	madeDir     string // where they are made; removed by RemoveMade
	madeDirErr  error
)

type madeFile struct {
	once sync.Once
	dir  string // holds madeFileName and what was kept beside it
	err  error
}

// madeFileName is the file's name where it is made once.
const madeFileName = "made.arbiter"

// Made is dir/name, a copy of the file that make makes at path (with what
// make keeps beside it, named after path: path-backups), made once a run
// for key, which names all that make does, in a folder of its own. The
// package's TestMain calls RemoveMade once its tests have run.
func Made(t testing.TB, dir, name, key string, make func(path string)) string {
	t.Helper()
	v, _ := madeFiles.LoadOrStore(key, &madeFile{})
	m := v.(*madeFile)
	m.once.Do(func() {
		// A make that fails ends this test inside the Do: the tests
		// after it are told, not given half a file.
		m.err = fmt.Errorf("%s was not made: see the test that made it", key)
		if madeDirOnce.Do(func() { madeDir, madeDirErr = os.MkdirTemp("", "arbiter-made-") }); madeDirErr != nil {
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

// RemoveMade removes the files Made made; a package's TestMain calls it
// once its tests have run.
func RemoveMade() {
	if madeDir != "" {
		os.RemoveAll(madeDir)
	}
}

// copyFile copies the file src to dst, which it makes.
func copyFile(src, dst string) error {
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	return os.WriteFile(dst, data, 0o644)
}
