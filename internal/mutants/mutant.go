package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
)

// Mutant is one change of gremlins v0.6.0's default mutators: one operator
// token of a file replaced by another.
type Mutant struct {
	File      string // the file's base name
	Line, Col int    // of the token, as gremlins reports it
	Offset    int    // of the token in the file
	Type      string // the mutator, as gremlins names it
	Old, New  token.Token
	// ReachLine and ReachCol are where the tests that reach the mutant
	// are looked for in the coverage profiles: the token itself, or, for
	// a token in a case clause's expression list, the switch statement
	// (see Mutants).
	ReachLine, ReachCol int
}

// Key is the mutant as docs/mutants.md's rows and gremlins name it.
func (m Mutant) Key() string {
	return fmt.Sprintf("%s:%d:%d %s", m.File, m.Line, m.Col, m.Type)
}

// Apply returns the file's source with the mutant's token replaced.
func (m Mutant) Apply(src []byte) ([]byte, error) {
	old := m.Old.String()
	if m.Offset+len(old) > len(src) || string(src[m.Offset:m.Offset+len(old)]) != old {
		return nil, fmt.Errorf("%s: %q is not at offset %d", m.Key(), old, m.Offset)
	}
	out := make([]byte, 0, len(src)+1)
	out = append(out, src[:m.Offset]...)
	out = append(out, m.New.String()...)
	return append(out, src[m.Offset+len(old):]...), nil
}

type change struct {
	typ string
	to  token.Token
}

// mutators are gremlins v0.6.0's mutators enabled by default
// (internal/configuration/mutantenabled.go), each token's in the order of
// its table (internal/engine/mappings.go). gremlins looks a token up
// whatever node it is in, so a binary minus is also INVERT_NEGATIVES and a
// unary one also ARITHMETIC_BASE (two keys, one change), and a unary plus
// is ARITHMETIC_BASE.
var mutators = map[token.Token][]change{
	token.ADD: {{"ARITHMETIC_BASE", token.SUB}},
	token.SUB: {{"INVERT_NEGATIVES", token.ADD}, {"ARITHMETIC_BASE", token.ADD}},
	token.MUL: {{"ARITHMETIC_BASE", token.QUO}},
	token.QUO: {{"ARITHMETIC_BASE", token.MUL}},
	token.REM: {{"ARITHMETIC_BASE", token.MUL}},
	token.EQL: {{"CONDITIONALS_NEGATION", token.NEQ}},
	token.NEQ: {{"CONDITIONALS_NEGATION", token.EQL}},
	token.LSS: {{"CONDITIONALS_BOUNDARY", token.LEQ}, {"CONDITIONALS_NEGATION", token.GEQ}},
	token.LEQ: {{"CONDITIONALS_BOUNDARY", token.LSS}, {"CONDITIONALS_NEGATION", token.GTR}},
	token.GTR: {{"CONDITIONALS_BOUNDARY", token.GEQ}, {"CONDITIONALS_NEGATION", token.LEQ}},
	token.GEQ: {{"CONDITIONALS_BOUNDARY", token.GTR}, {"CONDITIONALS_NEGATION", token.LSS}},
	token.INC: {{"INCREMENT_DECREMENT", token.DEC}},
	token.DEC: {{"INCREMENT_DECREMENT", token.INC}},
}

// Mutants lists a file's mutants as gremlins v0.6.0 finds them: the
// syntax tree walked in order (ast.Inspect), the operator of each binary
// and unary expression and increment or decrement statement (assignment
// and branch statements have only mutators off by default), each of its
// mutators in turn.
//
// Go's coverage profile has no block for a case clause's expressions (the
// block before the switch ends at its brace, the clause's block begins
// after the colon), so a mutant there would read as reached by no test.
// Such an expression is evaluated only when the switch is, so its mutant
// is looked for where the switch statement begins: the tests that reach
// the switch. That is a superset of those that evaluate the expression
// (an earlier case may have matched), so no test that could kill it is
// left out.
func Mutants(name string, src []byte) ([]Mutant, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	var out []Mutant
	var path []ast.Node
	ast.Inspect(f, func(n ast.Node) bool {
		if n == nil {
			path = path[:len(path)-1]
			return true
		}
		path = append(path, n)
		var tok token.Token
		var pos token.Pos
		switch x := n.(type) {
		case *ast.BinaryExpr:
			tok, pos = x.Op, x.OpPos
		case *ast.UnaryExpr:
			tok, pos = x.Op, x.OpPos
		case *ast.IncDecStmt:
			tok, pos = x.Tok, x.TokPos
		default:
			return true
		}
		p := fset.Position(pos)
		reach := fset.Position(reachedFrom(path, pos))
		for _, c := range mutators[tok] {
			out = append(out, Mutant{File: name, Line: p.Line, Col: p.Column, Offset: p.Offset, Type: c.typ,
				Old: tok, New: c.to, ReachLine: reach.Line, ReachCol: reach.Column})
		}
		return true
	})
	return out, nil
}

// reachedFrom is where the coverage profiles are asked about a token at
// pos, path being the nodes from the file down to it: the switch or select
// statement where the token is in a clause's case list, else pos. A
// function literal in between has blocks of its own.
func reachedFrom(path []ast.Node, pos token.Pos) token.Pos {
	for i := len(path) - 1; i >= 2; i-- {
		switch c := path[i].(type) {
		case *ast.FuncLit:
			return pos
		case *ast.CaseClause:
			if pos < c.Colon {
				return path[i-2].Pos()
			}
			return pos
		case *ast.CommClause:
			if pos < c.Colon {
				return path[i-2].Pos()
			}
			return pos
		}
	}
	return pos
}
