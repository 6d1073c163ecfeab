package main

import (
	"arbiter/internal/testdir"
	"go/build"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
)

// layers are the program's packages from the bottom up, as
// docs/architecture.md draws them: a package imports only packages of its
// own layer or of layers below it, and the side packages (catalogues,
// fonts, file and test helpers) from anywhere. A package in no layer fails
// TestLayers until it is placed here and in the document.
var layers = []struct {
	name string
	pkgs []string
}{
	{"engine", []string{"engine", "engine/clock", "engine/rules"}},
	{"tournament", []string{"tournament/rating", "tournament/input", "tournament/berger", "tournament/tiebreak", "tournament/trf", "tournament/matching", "tournament/swiss", "tournament/teamswiss", "tournament",
		"tournament/trfevent", "tournament/standings", "tournament/pairing", "tournament/exchange", "tournament/checkin", "tournament/seats", "tournament/replay", "tournament/schedule", "tournament/teamgames", "tournament/team", "tournament/prizes", "tournament/norms", "tournament/ratingreport", "tournament/store", "tournament/conduct", "tournament/ratinglist"}},
	{"words", []string{"words", "words/listwords"}},
	{"printing", []string{"printing"}},
	{"front ends", []string{"venue", "ui", "ui/desk", "ui/button", "ui/dropdown", "ui/keyhold", "ui/look", "ui/look/looktest", "ui/radio", "ui/textfield", "cli/cmdline", "cli", "cli/venuecmd"}},
	{"program", []string{"", "cli/arbiter", "cli/arbiter-event", "cli/arbiter-venue", "bench/start", "bench/swiss", "bench/teamswiss", "bench/unwinnable", "bench/venue", "bench/window", "bench/window/bare"}},
}

// side are the packages any layer may use; they import the engine at most
// (the test helpers excepted, which build events through the store).
var side = []string{"i18n", "assets", "internal/crash", "internal/faultshim", "internal/fileio", "internal/lazy", "internal/mutants", "internal/pdftext", "internal/procstat", "internal/program", "internal/program/childwait",
	"internal/qrcode", "internal/shareddata", "internal/sqlitefile", "internal/testclock", "internal/testdir", "internal/testevent", "internal/testfield",
	"internal/testfidelist", "internal/testform", "internal/testgc", "internal/testpairs", "internal/testphone", "internal/testprogram", "internal/testqr", "internal/testsource", "internal/testtext", "internal/xwindow"}

// never are dependencies, direct or not, that a package must not have
// although the layers would allow them, each with its reason.
var never = []struct {
	pkg, dep, why string
}{
	{"printing", "tournament/store", "the paper is laid out from the event as data, never from the file"},
	{"printing", "tournament/ratinglist", "the paper does not read the rating lists"},
	{"words", "tournament/store", "the words say the event as data"},
	{"words", "tournament/ratinglist", "the list's words are words/listwords, apart, so that paper needs no list reader"},
	{"venue", "printing", "the venue's pages share the words (package words), not the PDF layout"},
	{"venue", "ui", "the web pages run without the window (arbiter serve)"},
	{"cli", "ui", "the command line runs without a display"},
	{"cli/arbiter", "ui", "the arbiter program starts its commands without the window's libraries; the window is the top-level arbiter-window"},
	{"cli", "venue", "the command line starts without the venue's server (net/http, crypto/tls); serve and export html are cli/venuecmd's, in arbiter-venue"},
	{"cli/cmdline", "tournament/store", "the command line is built without cgo: the commands that open an event file are package cli's, in arbiter-event"},
	{"cli/cmdline", "tournament/ratinglist", "the command line is built without cgo: the rating lists' commands are package cli's, in arbiter-event"},
	{"cli/arbiter", "cli", "the arbiter program is built without cgo and starts arbiter-event for the commands that open an event file"},
	{"ui", "cli", "the window and the command line are two front ends over the same store"},
	{"tournament/matching", "tournament/swiss", "the matching serves both Swiss systems and knows neither"},
	{"tournament/matching", "tournament/teamswiss", "the matching serves both Swiss systems and knows neither"},
	{"tournament", "tournament/team", "team events are a grouping of the one event model, computed above it"},
	{"tournament", "tournament/prizes", "the prize list is computed above the event model"},
	{"tournament", "tournament/standings", "the standings, tie-breaks and crosstable are computed above the event model"},
	{"tournament", "tournament/pairing", "the event model keeps its rules; the pairing of its rounds is computed above it"},
	{"tournament", "tournament/exchange", "other programs' files are read into the event model and written from it, above it"},
	{"tournament/exchange", "tournament/team", "the team package's tests read team reports through the exchange"},
	{"tournament", "i18n", "the event's layers return catalogue keys; the front ends translate"},
	{"tournament/store", "i18n", "the store returns catalogue keys; the front ends translate"},
	{"tournament/store", "tournament/conduct", "the store keeps and judges; the operations (draw, pair, check) run above it"},
	{"tournament/conduct", "tournament/store", "the operations keep what they make through their Store interface, so that they run on an event in memory"},
	{"engine/rules", "i18n", "the engine returns catalogue keys; i18n registers the English texts with it"},
}

// TestLayers reads every package's imports (its non-test files) and fails
// on an import that points up the layers, on a package placed nowhere or
// given no line in the document's table, and on a dependency the never
// table forbids.
func TestLayers(t *testing.T) {
	imports := moduleImports(t)
	layerOf := map[string]int{}
	for i, l := range layers {
		for _, p := range l.pkgs {
			layerOf[p] = i
		}
	}
	for pkg, deps := range imports {
		if slices.Contains(side, pkg) {
			for _, d := range deps {
				if l, ok := layerOf[d]; ok && l > 0 && !strings.HasPrefix(pkg, "internal/test") {
					t.Errorf("side package %s imports %s of layer %q: a side package serves every layer", pkg, d, layers[l].name)
				}
			}
			continue
		}
		own, ok := layerOf[pkg]
		if !ok {
			t.Errorf("package %q is in no layer: place it in layers (layers_test.go) and in docs/architecture.md", pkg)
			continue
		}
		for _, d := range deps {
			if l, ok := layerOf[d]; ok && l > own {
				t.Errorf("%s (layer %q) imports %s of layer %q above it", name(pkg), layers[own].name, d, layers[l].name)
			}
		}
	}
	// Each package has its line in the document's table of every package.
	doc := string(testdir.Read(t, filepath.Join("docs", "architecture.md")))
	_, table, _ := strings.Cut(doc, "## Every package in one line")
	table, _, _ = strings.Cut(table, "\n## ")
	for pkg := range imports {
		if pkg != "" && !strings.Contains(table, "`"+pkg+"`") {
			t.Errorf("package %s has no line in docs/architecture.md's table of every package", pkg)
		}
	}
	for _, n := range never {
		if _, ok := imports[n.pkg]; !ok {
			t.Errorf("the rule %s ↛ %s names a package that is not there", n.pkg, n.dep)
			continue
		}
		if path := dependencyPath(imports, n.pkg, n.dep); path != nil {
			t.Errorf("%s depends on %s (%s): %s", n.pkg, n.dep, strings.Join(path, " → "), n.why)
		}
	}
}

// TestLayersFailOnAnUpwardImport runs the checks on a planted graph, so
// that a broken check cannot pass unnoticed.
func TestLayersFailOnAnUpwardImport(t *testing.T) {
	planted := map[string][]string{"printing": {"words"}, "words": {"tournament/ratinglist"},
		"tournament/ratinglist": {"tournament/store"}, "tournament/store": {"tournament"}, "tournament": {}}
	got := dependencyPath(planted, "printing", "tournament/store")
	if want := []string{"printing", "words", "tournament/ratinglist", "tournament/store"}; !slices.Equal(got, want) {
		t.Errorf("path %v, want %v", got, want)
	}
	if got := dependencyPath(planted, "tournament", "printing"); got != nil {
		t.Errorf("a path downwards found upwards: %v", got)
	}
}

// moduleImports is each package of the module (by its path below the
// module, "" for the program) with the module's packages its non-test
// files import, for this system's build.
func moduleImports(t *testing.T) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	err := filepath.WalkDir(".", func(dir string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		if base := d.Name(); dir != "." && (base == "testdata" || strings.HasPrefix(base, ".") || strings.HasPrefix(base, "_")) {
			return filepath.SkipDir
		}
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); dir != "." && err == nil {
			return filepath.SkipDir // a module of its own (a benchmark beside other programs)
		}
		p, err := build.ImportDir(dir, 0)
		if _, none := err.(*build.NoGoError); none {
			return nil
		}
		if err != nil {
			return err
		}
		pkg := filepath.ToSlash(dir)
		if pkg == "." {
			pkg = ""
		}
		var deps []string
		for _, imp := range p.Imports {
			if imp == "arbiter" || strings.HasPrefix(imp, "arbiter/") {
				deps = append(deps, strings.TrimPrefix(strings.TrimPrefix(imp, "arbiter"), "/"))
			}
		}
		out[pkg] = deps
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(out) < 20 {
		t.Fatalf("only %d packages found: the test runs from the module's root", len(out))
	}
	return out
}

// dependencyPath is a chain of imports from pkg to dep, or nil when pkg
// does not depend on dep.
func dependencyPath(imports map[string][]string, pkg, dep string) []string {
	seen := map[string]bool{}
	var walk func(p string) []string
	walk = func(p string) []string {
		if p == dep {
			return []string{p}
		}
		if seen[p] {
			return nil
		}
		seen[p] = true
		deps := slices.Clone(imports[p])
		sort.Strings(deps)
		for _, d := range deps {
			if rest := walk(d); rest != nil {
				return append([]string{p}, rest...)
			}
		}
		return nil
	}
	return walk(pkg)
}

func name(pkg string) string {
	if pkg == "" {
		return "the program"
	}
	return pkg
}
