package main

import (
	"arbiter/internal/testdir"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
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
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != "." && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata" || path == "bench") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		names := out[f.Name.Name]
		if names == nil {
			names = map[string]bool{}
			out[f.Name.Name] = names
		}
		for _, decl := range f.Decls {
			declNames(decl, names)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	delete(out, "main")
	return out
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
