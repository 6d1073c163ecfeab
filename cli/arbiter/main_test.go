package main

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"arbiter/cli/cmdline"
	"arbiter/internal/program"
)

// The arbiter program links none of the window's libraries: Go runs every
// linked package's initialiser before main, and the window's (Fyne's
// translations, goldmark's regular expressions, go-text's tables) were
// two thirds of a command's start, with eleven shared libraries more to
// load (bench/start). Nor does it link the venue's server: net/http's and
// crypto/tls's package initialisers alone cost a command's start about two
// thirds of a Go hello-world's (bench/start); arbiter-venue runs the
// commands that need them. Nor does it link SQLite, nor anything through
// cgo: a program that calls C pays the C library's start and the Go
// runtime's for C threads before main (1.3-1.5x a Go hello-world's start,
// bench/start); arbiter-event runs the commands that open an event file.
func TestCommandsLink(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	deps := strings.Fields(string(out))
	for _, tt := range []struct {
		name, needs string
		linked      func(dep string) bool
	}{
		{"NoWindow", "the window", func(dep string) bool {
			return slices.ContainsFunc([]string{"fyne.io/", "github.com/go-gl/", "github.com/yuin/goldmark", "github.com/go-text/", "arbiter/ui"},
				func(window string) bool { return strings.HasPrefix(dep, window) })
		}},
		{"NoServer", "the venue's program", func(dep string) bool {
			return slices.Contains([]string{"net/http", "crypto/tls", "net", "arbiter/venue", "arbiter/cli/venuecmd"}, dep)
		}},
		{"NoCgo", "the event program", func(dep string) bool {
			return slices.Contains([]string{"github.com/mattn/go-sqlite3", "runtime/cgo", "arbiter/cli", "arbiter/tournament/store", "arbiter/tournament/ratinglist"}, dep)
		}},
		// crypto/rand brings FIPS 140's self-tests, hashes and ciphers,
		// about fifteen package initialisers; only the deputies' keys
		// (the event and venue programs) need a cryptographic secret.
		{"NoCrypto", "a deputy's key", func(dep string) bool {
			return dep == "crypto/rand" || strings.HasPrefix(dep, "crypto/internal/fips140")
		}},
		// regexp makes Unicode's tables of categories and scripts (maps)
		// before main; the few patterns a command needs are written out.
		// context and os/signal serve only a command that runs until it
		// is stopped; their initialisers ran before every command.
		{"NoSignals", "serve (the venue's program)", func(dep string) bool {
			return dep == "context" || dep == "os/signal"
		}},
		{"NoRegexp", "the store and the printing (the event program)", func(dep string) bool {
			return dep == "regexp" || dep == "regexp/syntax"
		}},
		// x/text's plural rules (with its message catalogue and number
		// formats) and its UTF-16 decoder build their tables before
		// main; the four languages' plural forms and a UTF-16 file's
		// reading are Arbiter's own (i18n, exchange), so no program of
		// the command line needs them.
		{"NoTextTables", "", func(dep string) bool {
			return slices.Contains([]string{"golang.org/x/text/feature/plural", "golang.org/x/text/internal/catmsg", "golang.org/x/text/internal/number", "golang.org/x/text/encoding/unicode"}, dep)
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			for _, dep := range deps {
				switch {
				case !tt.linked(dep):
				case tt.needs == "":
					t.Errorf("the arbiter program links %s, which Arbiter's own code stands in for", dep)
				default:
					t.Errorf("the arbiter program links %s, which only %s needs", dep, tt.needs)
				}
			}
		})
	}
}

// The Makefile builds the arbiter program without cgo, on Linux and for
// Windows, and so it builds: nothing it links may need C.
func TestBuildsWithoutCgo(t *testing.T) {
	mk := exec.Command("make", "-n", "-B", "bin/arbiter", "bin/arbiter.exe")
	mk.Dir = "../.."
	out, err := mk.CombinedOutput()
	if err != nil {
		t.Fatalf("make -n: %v\n%s", err, out)
	}
	for _, target := range []string{"bin/arbiter", "bin/arbiter.exe"} {
		recipe := regexp.MustCompile(`(?m)^.*(?:\\\n.*)*-o ` + regexp.QuoteMeta(target) + ` `).FindString(string(out))
		if !strings.HasPrefix(recipe, "CGO_ENABLED=0 ") {
			t.Errorf("make builds %s with cgo:\n%s", target, recipe)
		}
	}
	if b := builtWithoutCgo(); b.err != nil {
		t.Errorf("CGO_ENABLED=0 go build: %v\n%s", b.err, b.out)
	}
}

// builtWithoutCgo is the arbiter program built without cgo, as the
// Makefile builds it, once a run for the tests that build it and run it
// (TestBuildsWithoutCgo, TestNoInitialiserOfOurOwn): each linked it again.
// TestMain removes its folder (builtDir).
var builtWithoutCgo = sync.OnceValue(func() (b build) {
	if builtDir, b.err = os.MkdirTemp("", "arbiter-nocgo-"); b.err != nil {
		return b
	}
	b.bin = filepath.Join(builtDir, "arbiter")
	cmd := exec.Command("go", "build", "-o", b.bin, ".")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	b.out, b.err = cmd.CombinedOutput()
	return b
})

// builtDir is the folder of the programs built for the tests, once one is.
var builtDir string

// build is a program built for the tests: what the build said, and its
// error.
type build struct {
	bin string
	out []byte
	err error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if builtDir != "" {
		os.RemoveAll(builtDir)
	}
	os.Exit(code)
}

// Without the venue's program beside it, serve is refused in the user's
// language, naming where it was looked for; so is a command that opens an
// event file without the event program.
func TestMissingProgramIsSaid(t *testing.T) {
	t.Setenv("ARBITER_LANG", "fi")
	for _, c := range []struct {
		program string
		args    []string
		said    string
	}{
		{program.Venue, []string{"serve", "x.arbiter"}, "Pelipaikan sivujen ohjelma puuttuu"},
		{program.Event, []string{"info", "x.arbiter"}, "Turnaustiedostojen ohjelma puuttuu"},
	} {
		path, err := program.Path(c.program)
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		if rc := cmdline.Run(c.args, io.Discard, &out); rc != 1 || !strings.Contains(out.String(), c.said) || !strings.Contains(out.String(), path) {
			t.Errorf("arbiter %v: exit %d, message %q: want a failure said in Finnish, naming %s", c.args, rc, out.String(), path)
		}
	}
}

// Without the window's program beside it, asking for the window is
// answered in the user's language, naming where it was looked for.
func TestMissingWindowProgramIsSaid(t *testing.T) {
	t.Setenv("ARBITER_LANG", "fi")
	path, err := program.Path(program.Window)
	if err != nil {
		t.Fatal(err)
	}
	if name := filepath.Base(path); name != program.Window && name != program.Window+".exe" {
		t.Errorf("the window's program is looked for as %s", path)
	}
	var out bytes.Buffer
	if rc := openWindow(nil, &out); rc != 1 || !strings.Contains(out.String(), "Ikkunan ohjelma puuttuu") || !strings.Contains(out.String(), path) {
		t.Errorf("exit %d, message %q: want a failure said in Finnish, naming %s", rc, out.String(), path)
	}
}

// "arbiter a.arbiter b.arbiter" is told that the window opens one file,
// in the user's language, naming the file it did not open; it was
// answered "unknown command a.arbiter".
func TestSecondFileIsSaid(t *testing.T) {
	for lang, want := range map[string]string{
		"en": "The window opens one tournament file",
		"fi": "Ikkuna avaa yhden turnaustiedoston",
		"et": "Aken avab ühe turniirifaili",
	} {
		t.Setenv("ARBITER_LANG", lang)
		var out bytes.Buffer
		rc := oneFile([]string{"a.arbiter", "b.arbiter"}, &out)
		if msg := out.String(); rc != 2 || !strings.HasPrefix(msg, "arbiter: "+want) || !strings.Contains(msg, "b.arbiter") {
			t.Errorf("%s: exit %d, message %q", lang, rc, msg)
		}
	}
	if !isTournamentFile("a.arbiter") || isTournamentFile("pair-trf") {
		t.Error("a tournament file and a command are told apart wrongly")
	}
}

// No package of Arbiter's that the command line's programs link compiles a
// regular expression in a package-level variable: Go would compile it at
// every start, before main, whatever the command (tournament/store's five
// for its backups' names were the largest of its own initialisers,
// bench/start). Such a variable is made when first used (a lazy.Value).
func TestNoRegexpCompiledAtStart(t *testing.T) {
	eachPackageVar(t, func(pos token.Position, n ast.Node, _ func(*ast.CallExpr) bool) {
		if s, ok := n.(*ast.SelectorExpr); ok {
			if x, ok := s.X.(*ast.Ident); ok && x.Name == "regexp" && strings.HasPrefix(s.Sel.Name, "MustCompile") {
				t.Errorf("%s compiles a regular expression at every start", pos)
			}
		}
	})
}

// Nor does one build a map in a package-level variable: Go has no map
// made by the linker, so each literal or make is built (allocated,
// hashed) before main at every start, whatever the command; 42 of them
// were most of Arbiter's own initialisers' allocations (bench/start). A
// table is made when first used (a lazy.Value). Nor is an error
// formatted, a replacer made or a string rewritten there (fmt.Errorf,
// strings.NewReplacer, strings.Replace, regexp.MustCompile): each runs at
// every start for the few commands that use it.
func TestNoMapBuiltAtStart(t *testing.T) {
	eachPackageVar(t, func(pos token.Position, n ast.Node, _ func(*ast.CallExpr) bool) {
		switch n := n.(type) {
		case *ast.CompositeLit:
			if _, ok := n.Type.(*ast.MapType); ok {
				t.Errorf("%s builds a map at every start", pos)
			}
		case *ast.CallExpr:
			if id, ok := n.Fun.(*ast.Ident); ok && id.Name == "make" && len(n.Args) > 0 {
				if _, ok := n.Args[0].(*ast.MapType); ok {
					t.Errorf("%s makes a map at every start", pos)
				}
			}
			if sel, ok := n.Fun.(*ast.SelectorExpr); ok {
				if pkg, ok := sel.X.(*ast.Ident); ok {
					switch pkg.Name + "." + sel.Sel.Name {
					case "fmt.Errorf", "fmt.Sprintf", "strings.NewReplacer", "strings.Replace", "strings.ReplaceAll", "regexp.MustCompile":
						t.Errorf("%s calls %s.%s at every start", pos, pkg.Name, sel.Sel.Name)
					}
				}
			}
		}
	})
}

// ownCall tells whether call runs code of one of Arbiter's packages: a
// function of file's own package or one imported from an arbiter/...
// path, or a method of one of the package's variables (callable holds the
// names of both). A conversion to a type of the package or a builtin's
// call is none.
func ownCall(call *ast.CallExpr, file *ast.File, callable map[string]bool) bool {
	switch fun := call.Fun.(type) {
	case *ast.Ident:
		return callable[fun.Name]
	case *ast.SelectorExpr:
		pkg, ok := fun.X.(*ast.Ident)
		if !ok {
			return false
		}
		for _, imp := range file.Imports {
			path := strings.Trim(imp.Path.Value, `"`)
			name := path[strings.LastIndex(path, "/")+1:]
			if imp.Name != nil {
				name = imp.Name.Name
			}
			if name == pkg.Name {
				return path == "arbiter" || strings.HasPrefix(path, "arbiter/")
			}
		}
		return callable[pkg.Name] // a method of a variable of the package's
	}
	return false
}

// eachPackageVar calls check on every node of the package-level variables'
// declarations of Arbiter's packages that the command line's programs
// (arbiter, and arbiter-venue for its commands) link, but
// for the bodies of function literals, which run when called, not at
// start (unless called there: var x = func() T { ... }()); own tells
// whether a call there runs a function of Arbiter's own (ownCall).
func eachPackageVar(t *testing.T, check func(pos token.Position, n ast.Node, own func(*ast.CallExpr) bool)) {
	t.Helper()
	out, err := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}}\t{{.Dir}}\t{{join .GoFiles \" \"}}", ".", "../arbiter-event", "../arbiter-venue").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Split(line, "\t")
		if len(f) != 3 || !strings.HasPrefix(f[0], "arbiter") {
			continue
		}
		fset := token.NewFileSet()
		var files []*ast.File
		callable := map[string]bool{}
		for _, name := range strings.Fields(f[2]) {
			file, err := parser.ParseFile(fset, filepath.Join(f[1], name), nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, file)
			for _, decl := range file.Decls {
				switch d := decl.(type) {
				case *ast.FuncDecl:
					if d.Recv == nil {
						callable[d.Name.Name] = true
					}
				case *ast.GenDecl:
					for _, spec := range d.Specs {
						if v, ok := spec.(*ast.ValueSpec); ok && d.Tok == token.VAR {
							for _, name := range v.Names {
								callable[name.Name] = true
							}
						}
					}
				}
			}
		}
		for _, file := range files {
			own := func(c *ast.CallExpr) bool { return ownCall(c, file, callable) }
			for _, decl := range file.Decls {
				if g, ok := decl.(*ast.GenDecl); ok && g.Tok == token.VAR {
					calledAtStart := map[*ast.FuncLit]bool{}
					ast.Inspect(g, func(n ast.Node) bool {
						if c, ok := n.(*ast.CallExpr); ok {
							if lit, ok := c.Fun.(*ast.FuncLit); ok {
								calledAtStart[lit] = true
							}
						}
						if lit, ok := n.(*ast.FuncLit); ok && !calledAtStart[lit] {
							return false
						}
						if n != nil {
							check(fset.Position(n.Pos()), n, own)
						}
						return true
					})
				}
			}
		}
	}
}

// Nor does a package-level variable's initialiser run a function of
// Arbiter's own: whatever it makes (a sentinel error, a table, a list
// derived from another) is made before main at every start, for every
// command, used or not. A value the linker can lay out (a literal,
// a sentinel written as one) or one made when first used (a lazy.Value)
// takes its place.
func TestNoOwnCodeRunAtStart(t *testing.T) {
	eachPackageVar(t, func(pos token.Position, n ast.Node, own func(*ast.CallExpr) bool) {
		if c, ok := n.(*ast.CallExpr); ok && own(c) {
			t.Errorf("%s runs a function of Arbiter's at every start", pos)
		}
	})
}

// startInits are the packages of Arbiter's own whose initialisers arbiter
// runs before main, and why each may: i18n gives the engine its English
// catalogue (engine.SetEnglish).
var startInits = []string{"arbiter/i18n"}

// Nor does any other package of Arbiter's that the arbiter program links
// have an initialiser at all: Go runs each linked package's before main, at
// every start, and each pages in its code and data (a tenth of a Go
// hello-world's start for ten of them, bench/start). A table made when
// first used is a lazy.Value, whose literal the linker lays out; a
// sync.OnceValue in a package-level variable is itself made by the
// package's initialiser. GODEBUG=inittrace=1 names every package whose
// initialiser runs.
func TestNoInitialiserOfOurOwn(t *testing.T) {
	b := builtWithoutCgo()
	if b.err != nil {
		t.Fatalf("go build: %v\n%s", b.err, b.out)
	}
	run := exec.Command(b.bin, "--version")
	run.Env = append(os.Environ(), "GODEBUG=inittrace=1")
	out, err := run.CombinedOutput()
	if err != nil {
		t.Fatalf("arbiter --version: %v\n%s", err, out)
	}
	inits := 0
	for line := range strings.Lines(string(out)) {
		f := strings.Fields(line)
		if len(f) < 2 || f[0] != "init" {
			continue
		}
		inits++
		if pkg := f[1]; (pkg == "arbiter" || strings.HasPrefix(pkg, "arbiter/")) && !slices.Contains(startInits, pkg) {
			t.Errorf("arbiter runs %s's initialiser before main: %s", pkg, strings.TrimSpace(line))
		}
	}
	if inits == 0 {
		t.Fatalf("GODEBUG=inittrace=1 named no initialiser:\n%s", out)
	}
}

// The command line's lists name each command once: they are laid out by
// the linker, not registered one by one (which refused a name given twice).
func TestCommandsListedOnce(t *testing.T) {
	names := cmdline.Names()
	for i := 1; i < len(names); i++ {
		if names[i] == names[i-1] {
			t.Errorf("command %s listed twice", names[i])
		}
	}
	for _, name := range []string{"pair-trf", "check-trf", "info", "serve", "ruling"} {
		if !slices.Contains(names, name) {
			t.Errorf("command %s not listed", name)
		}
	}
}
