package main

import (
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"time"
)

// The states of a mutant, as gremlins names them.
const (
	killed     = "KILLED"
	Lived      = "LIVED"
	notCovered = "NOT COVERED"
	timedOut   = "TIMED OUT"
	notViable  = "NOT VIABLE"
)

// Package is a package whose mutants are tested.
type Package struct {
	ImportPath string
	Dir        string
	// Files are gremlins' files: every .go file of the folder but the
	// tests, whatever its build constraints.
	Files []string
	// Compiled are the files the build takes.
	Compiled []string
	// BuildFlags are the go command's flags for each test binary.
	BuildFlags []string
	// Wrap runs before each program the run starts (nice).
	Wrap []string
}

// loadPackage reads what the go command knows of the package in dir.
func loadPackage(dir string, buildFlags, wrap []string) (*Package, error) {
	out, err := exec.Command("go", "list", "-json", dir).Output()
	if err != nil {
		if ee, ok := errors.AsType[*exec.ExitError](err); ok {
			err = fmt.Errorf("%v: %s", err, ee.Stderr)
		}
		return nil, err
	}
	var l struct {
		ImportPath, Dir           string
		GoFiles, CgoFiles         []string
		IgnoredGoFiles, TestFiles []string
	}
	if err := json.Unmarshal(out, &l); err != nil {
		return nil, err
	}
	p := &Package{ImportPath: l.ImportPath, Dir: l.Dir, BuildFlags: buildFlags, Wrap: wrap,
		Compiled: append(l.GoFiles, l.CgoFiles...)}
	for _, f := range append(slices.Clone(p.Compiled), l.IgnoredGoFiles...) {
		if !strings.HasSuffix(f, "_test.go") {
			p.Files = append(p.Files, f)
		}
	}
	slices.Sort(p.Files)
	return p, nil
}

// Digest identifies the code a report's mutants were made of and built
// with: every file of the package's folder but its tests, the build flags
// and the go version. Not the packages it imports, nor testdata. The
// tests are identified apart, declaration by declaration (TestDecls), so
// that tests added since a run do not throw its kills away (Reusable).
func (p *Package) Digest() (string, error) {
	h := sha256.New()
	fmt.Fprintln(h, runtime.Version(), p.BuildFlags)
	err := p.eachFile(func(name string, b []byte) error {
		if !strings.HasSuffix(name, "_test.go") {
			fmt.Fprintln(h, name, len(b))
			h.Write(b)
		}
		return nil
	})
	return fmt.Sprintf("%x", h.Sum(nil)), err
}

// TestDecls are the top-level declarations of the package's test files,
// each by its kind and name (declKeys) with a digest of its text.
func (p *Package) TestDecls() (map[string]string, error) {
	decls := map[string]string{}
	err := p.eachFile(func(name string, b []byte) error {
		if !strings.HasSuffix(name, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, b, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		for _, d := range f.Decls {
			text := b[d.Pos()-f.FileStart : d.End()-f.FileStart]
			sum := fmt.Sprintf("%x", sha256.Sum256(text))
			for _, k := range declKeys(f.Name.Name, d, sum) {
				decls[k] = sum
			}
		}
		return nil
	})
	return decls, err
}

// declKeys names a declaration: "func P.F", "method P.T.M", "init P
// DIGEST", "type P.T", "const P.A", "var P.V" (every name a block declares),
// "import P PATH"; a blank name is named by its digest.
func declKeys(pkg string, d ast.Decl, sum string) []string {
	if f, ok := d.(*ast.FuncDecl); ok {
		switch {
		case f.Recv != nil:
			return []string{"method " + pkg + "." + recvType(f.Recv.List[0].Type) + "." + f.Name.Name}
		case f.Name.Name == "init":
			return []string{"init " + pkg + " " + sum}
		}
		return []string{"func " + pkg + "." + f.Name.Name}
	}
	g := d.(*ast.GenDecl)
	var keys []string
	for _, s := range g.Specs {
		switch s := s.(type) {
		case *ast.ImportSpec:
			keys = append(keys, "import "+pkg+" "+s.Path.Value)
		case *ast.TypeSpec:
			keys = append(keys, "type "+pkg+"."+s.Name.Name)
		case *ast.ValueSpec:
			for _, n := range s.Names {
				name := n.Name
				if name == "_" {
					name = "_" + sum
				}
				keys = append(keys, g.Tok.String()+" "+pkg+"."+name)
			}
		}
	}
	return keys
}

// recvType is the name of a method's receiver type (T of *T, T[K]).
func recvType(e ast.Expr) string {
	for {
		switch x := e.(type) {
		case *ast.StarExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.IndexListExpr:
			e = x.X
		case *ast.Ident:
			return x.Name
		default:
			return fmt.Sprint(x)
		}
	}
}

// reusable says whether the kills of a run whose tests had the
// declarations was still stand for tests whose declarations are now: when
// every declaration then is still there, unchanged, and each one added is
// a function, a type, a method of an added type or a constant. None of
// those can change what an earlier test does, so a test that failed on a
// mutant still fails; an added init, TestMain, variable (its initialiser
// runs first), import (its package's init) or method of an earlier type
// (it can make the type satisfy an interface) can, and then nothing is
// reused. It returns why not, or "".
func reusable(was, now map[string]string) string {
	for k, sum := range was {
		s, ok := now[k]
		if ok && strings.HasPrefix(k, "import ") {
			continue // in another block or file, the same import
		}
		if s != sum {
			return "the test declaration " + strings.TrimSuffix(k, " "+sum) + " changed or went"
		}
	}
	added := map[string]bool{}
	for k := range now {
		if _, ok := was[k]; !ok {
			added[k] = true
		}
	}
	for k := range added {
		kind, name, _ := strings.Cut(k, " ")
		switch kind {
		case "func":
			if strings.HasSuffix(name, ".TestMain") {
				return "a TestMain was added"
			}
		case "type", "const":
		case "method":
			if i := strings.LastIndex(name, "."); !added["type "+name[:i]] {
				return "a method of an earlier type was added: " + name
			}
		default: // init, var, import
			return "the tests have a new " + k
		}
	}
	return ""
}

// eachFile calls f with each regular file of the package's folder.
func (p *Package) eachFile(f func(name string, b []byte) error) error {
	entries, err := os.ReadDir(p.Dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if !e.Type().IsRegular() {
			continue
		}
		b, err := os.ReadFile(filepath.Join(p.Dir, e.Name()))
		if err != nil {
			return err
		}
		if err := f(e.Name(), b); err != nil {
			return err
		}
	}
	return nil
}

// command is a program run in the package's folder (where its tests read
// their testdata), wrapped.
func (p *Package) command(name string, args ...string) *exec.Cmd {
	all := append(slices.Clone(p.Wrap), name)
	cmd := exec.Command(all[0], append(all[1:], args...)...)
	cmd.Dir = p.Dir
	return cmd
}

// build compiles the package's test binary to bin, with the overlay file
// (none if "") and extra flags.
func (p *Package) build(bin, overlay string, extra ...string) ([]byte, error) {
	args := append([]string{"test", "-c", "-o", bin}, p.BuildFlags...)
	if overlay != "" {
		args = append(args, "-overlay", overlay)
	}
	args = append(append(args, extra...), ".")
	return p.command("go", args...).CombinedOutput()
}

// Limits bound a mutant's test run: a mutant may make a loop that never
// ends, or one that eats memory (one was seen to grow to 15.8 GB).
type Limits struct {
	// CPU time: Coefficient times the covering tests' own, at least
	// Floor (a quick test's time is mostly the process starting, which
	// varies on a busy machine more than the test).
	Coefficient float64
	Floor       time.Duration
	// Memory is the address space's ceiling, in bytes.
	Memory int64
	// Wall is the test binary's own -test.timeout, for a mutant that
	// blocks without computing.
	Wall time.Duration
}

// Verdict is a mutant's state and what decided it.
type Verdict struct {
	Status string
	Tests  []string // the tests run: those that reach the mutant
	CPU    time.Duration
	Detail string
}

var failLine = regexp.MustCompile(`--- FAIL: (\S+)`)

// Judge tests one mutant: the package's test binary built with the mutated
// file in an overlay (the checkout is not touched, so judges can work side
// by side, each with its own tmp), and only the tests that reach the
// mutant run, with -short and -failfast, under the limits.
func (p *Package) Judge(m Mutant, cov Coverage, lim Limits, tmp string) (Verdict, error) {
	if !slices.Contains(p.Compiled, m.File) {
		return Verdict{Status: notCovered, Detail: "the file is not compiled here (build constraints)"}, nil
	}
	tests := cov.Reaching(m)
	if len(tests) == 0 {
		return Verdict{Status: notCovered}, nil
	}
	src, err := os.ReadFile(filepath.Join(p.Dir, m.File))
	if err != nil {
		return Verdict{}, err
	}
	mutated, err := m.Apply(src)
	if err != nil {
		return Verdict{}, err
	}
	file, overlay, bin := filepath.Join(tmp, m.File), filepath.Join(tmp, "overlay.json"), filepath.Join(tmp, "mutant.test")
	ov, _ := json.Marshal(map[string]map[string]string{"Replace": {filepath.Join(p.Dir, m.File): file}})
	if err := os.WriteFile(file, mutated, 0o600); err != nil {
		return Verdict{}, err
	}
	if err := os.WriteFile(overlay, ov, 0o600); err != nil {
		return Verdict{}, err
	}
	if out, err := p.build(bin, overlay); err != nil {
		msg := firstLine(out, func(l string) bool { return !strings.HasPrefix(l, "# ") })
		return Verdict{Status: notViable, Tests: tests, Detail: strings.TrimPrefix(msg, tmp+string(filepath.Separator))}, nil
	}
	cpu := time.Duration(math.Max(float64(lim.Floor), lim.Coefficient*float64(cov.CPUOf(tests)))).Round(time.Second)
	// prlimit sets the CPU limit as hard as soft, so the kernel ends the
	// run with SIGKILL (the Go runtime ignores SIGXCPU).
	cmd := p.command("prlimit", fmt.Sprintf("--cpu=%d", int(cpu.Seconds())), fmt.Sprintf("--as=%d", lim.Memory), bin,
		"-test.short", "-test.failfast", "-test.count=1", "-test.timeout", lim.Wall.String(),
		"-test.run", "^("+strings.Join(tests, "|")+")$")
	out, err := cmd.CombinedOutput()
	v := Verdict{Tests: tests}
	if cmd.ProcessState != nil {
		v.CPU = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	}
	var ee *exec.ExitError
	switch {
	case err == nil:
		v.Status = Lived
	case !errors.As(err, &ee):
		return Verdict{}, err
	case signalled(cmd, syscall.SIGKILL) || signalled(cmd, syscall.SIGXCPU):
		v.Status, v.Detail = timedOut, fmt.Sprintf("past %v of CPU (the tests' own %v)", cpu, cov.CPUOf(tests).Round(time.Millisecond))
	case strings.Contains(string(out), "out of memory") || strings.Contains(string(out), "cannot allocate memory"):
		v.Status, v.Detail = timedOut, fmt.Sprintf("past %d MB of memory", lim.Memory>>20)
	case strings.Contains(string(out), "panic: test timed out after"):
		v.Status, v.Detail = timedOut, fmt.Sprintf("past %v of wall time", lim.Wall)
	default:
		v.Status = killed
		if f := failLine.FindSubmatch(out); f != nil {
			v.Detail = string(f[1])
		} else {
			v.Detail = firstLine(out, func(l string) bool { return strings.HasPrefix(l, "panic:") || strings.HasPrefix(l, "fatal error:") })
		}
	}
	return v, nil
}

func signalled(cmd *exec.Cmd, sig syscall.Signal) bool {
	ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus)
	return ok && ws.Signaled() && ws.Signal() == sig
}

// firstLine is the first line of out that keep takes, else its last;
// shortened to a line of the report.
func firstLine(out []byte, keep func(string) bool) string {
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	pick := lines[len(lines)-1]
	if i := slices.IndexFunc(lines, keep); i >= 0 {
		pick = lines[i]
	}
	if len(pick) > 120 {
		pick = pick[:120]
	}
	return pick
}
