package main

import (
	"arbiter/internal/testdir"
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// Every name docs/architecture.md cites as pkg.Name or pkg.Type.Member,
// pkg one of the program's packages, is declared there: a function, type,
// variable or constant, or a method or field of the type. A name renamed
// or removed fails here, not in a newcomer's search.
func TestArchitectureCitesNamesThatExist(t *testing.T) {
	doc := testdir.Read(t, filepath.Join("docs", "architecture.md"))
	decls := packageDecls(t)
	cited := regexp.MustCompile("`([a-z][a-z0-9]*)\\.([A-Za-z_][A-Za-z0-9_]*)(?:\\.([A-Za-z_][A-Za-z0-9_]*))?(?:\\(\\))?`")
	checked := 0
	for _, m := range cited.FindAllStringSubmatch(string(doc), -1) {
		names, ok := decls[m[1]]
		if !ok {
			continue // not a package of ours: a file name (`doc.go`), a key (`print.tb`)
		}
		checked++
		want := m[2]
		if m[3] != "" {
			want += "." + m[3]
		}
		if !names[want] {
			t.Errorf("docs/architecture.md cites %s, which package %s does not declare", m[0], m[1])
		}
	}
	if checked < 20 {
		t.Errorf("only %d names checked: the pattern no longer finds the document's citations", checked)
	}
	// The files it names by their path are there.
	for _, m := range regexp.MustCompile("`((?:[a-z0-9_]+/)+[a-z0-9_.]+\\.(?:go|md|html|json|sh))`").FindAllStringSubmatch(string(doc), -1) {
		if _, err := os.Stat(m[1]); err != nil {
			t.Errorf("docs/architecture.md names %s: %v", m[1], err)
		}
	}
}

// packageDecls is, by package name, the names each of the program's
// packages declares: Name, and Type.Member for the methods and fields of
// its types. The packages under bench/ are no part of the document.
func packageDecls(t *testing.T) map[string]map[string]bool {
	out := map[string]map[string]bool{}
	eachProgramFile(t, func(string) bool { return false }, func(_ string, f *ast.File) {
		names := out[f.Name.Name]
		if names == nil {
			names = map[string]bool{}
			out[f.Name.Name] = names
		}
		for _, decl := range f.Decls {
			declNames(decl, names)
		}
	})
	delete(out, "main")
	return out
}

// eachProgramFile parses each Go file of the program outside its tests,
// testdata and bench/, and the folders skip names, and gives it to fn.
func eachProgramFile(t *testing.T, skip func(dir string) bool, fn func(path string, f *ast.File)) {
	t.Helper()
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != "." && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata" || path == "bench" || skip(path)) {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		fn(path, f)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// declNames adds the names one declaration declares.
func declNames(decl ast.Decl, names map[string]bool) {
	switch d := decl.(type) {
	case *ast.FuncDecl:
		if d.Recv == nil {
			names[d.Name.Name] = true
			return
		}
		typ := d.Recv.List[0].Type
		if s, ok := typ.(*ast.StarExpr); ok {
			typ = s.X
		}
		if g, ok := typ.(*ast.IndexExpr); ok {
			typ = g.X
		}
		if id, ok := typ.(*ast.Ident); ok {
			names[id.Name+"."+d.Name.Name] = true
		}
	case *ast.GenDecl:
		for _, spec := range d.Specs {
			switch s := spec.(type) {
			case *ast.TypeSpec:
				names[s.Name.Name] = true
				if st, ok := s.Type.(*ast.StructType); ok {
					for _, f := range st.Fields.List {
						for _, n := range f.Names {
							names[s.Name.Name+"."+n.Name] = true
						}
					}
				}
			case *ast.ValueSpec:
				for _, n := range s.Names {
					names[n.Name] = true
				}
			}
		}
	}
}

// Where no Kind tells messages apart, a caller compares catalogue keys,
// and docs/architecture.md names each such place (a key renamed is
// renamed there too): every comparison of a message's Key (or another
// field named ...Key, as a ruling's ExplanationKey) with a catalogue key
// or a prefix of one, or a lookup by Key, is in a file or a
// function that the document's list of them names.
func TestArchitectureNamesEveryKeyComparison(t *testing.T) {
	var row string
	for line := range strings.Lines(string(testdir.Read(t, filepath.Join("docs", "architecture.md")))) {
		if strings.Contains(line, "callers compare catalogue keys") {
			row = line
		}
	}
	if row == "" {
		t.Fatal("docs/architecture.md no longer says where callers compare catalogue keys")
	}
	keys := catalogueKeys(t)
	isKey := func(e ast.Expr, prefix bool) bool {
		lit, ok := e.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return false
		}
		s, err := strconv.Unquote(lit.Value)
		if err != nil {
			return false
		}
		if !prefix {
			return keys[s]
		}
		for k := range keys {
			if strings.HasPrefix(k, s) {
				return true
			}
		}
		return false
	}
	isKeyField := func(e ast.Expr) bool {
		s, ok := e.(*ast.SelectorExpr)
		return ok && strings.HasSuffix(s.Sel.Name, "Key")
	}
	found := 0
	skip := func(dir string) bool { return dir == "third_party" || strings.HasPrefix(dir, "internal/test") }
	eachProgramFile(t, skip, func(path string, f *ast.File) {
		for _, decl := range f.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			compares := false
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.BinaryExpr:
					compares = compares || (n.Op == token.EQL || n.Op == token.NEQ) &&
						(isKeyField(n.X) && isKey(n.Y, false) || isKeyField(n.Y) && isKey(n.X, false))
				case *ast.SwitchStmt:
					if n.Tag != nil && isKeyField(n.Tag) {
						for _, c := range n.Body.List {
							for _, e := range c.(*ast.CaseClause).List {
								compares = compares || isKey(e, false)
							}
						}
					}
				case *ast.CallExpr:
					if s, ok := n.Fun.(*ast.SelectorExpr); ok && (s.Sel.Name == "HasPrefix") && len(n.Args) == 2 {
						compares = compares || isKeyField(n.Args[0]) && isKey(n.Args[1], true)
					}
				case *ast.IndexExpr:
					compares = compares || isKeyField(n.Index)
				}
				return !compares
			})
			if !compares {
				continue
			}
			found++
			file := filepath.ToSlash(path)
			name := f.Name.Name + "." + fn.Name.Name
			if fn.Recv != nil {
				typ := fn.Recv.List[0].Type
				if s, ok := typ.(*ast.StarExpr); ok {
					typ = s.X
				}
				if id, ok := typ.(*ast.Ident); ok {
					name = f.Name.Name + "." + id.Name + "." + fn.Name.Name
				}
			}
			if !strings.Contains(row, "`"+file+"`") && !strings.Contains(row, "`"+name+"`") {
				t.Errorf("%s (%s) compares catalogue keys; docs/architecture.md names neither the file nor the function where it says callers compare them", file, name)
			}
		}
	})
	if found < 5 {
		t.Errorf("only %d comparisons of keys found: the search no longer finds them", found)
	}
}

// catalogueKeys are the keys of the English catalogue.
func catalogueKeys(t *testing.T) map[string]bool {
	files, err := filepath.Glob(filepath.Join("i18n", "en", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no English catalogue: %v", err)
	}
	keys := map[string]bool{}
	for _, file := range files {
		var m map[string]string
		if err := json.Unmarshal(testdir.Read(t, file), &m); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		for k := range maps.Keys(m) {
			keys[k] = true
		}
	}
	return keys
}
