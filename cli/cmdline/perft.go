package cmdline

import (
	"fmt"
	"time"

	"arbiter/engine"
)

func runPerft(env *Env, args []string) error {
	fs := NewFlags("perft")
	fen := fs.String("fen", "", "position (default: the standard start)")
	n960 := fs.Int("chess960", -1, "Chess960 start position number 0–959")
	depth := fs.Int("depth", 0, "depth in plies (1 or more)")
	divide := fs.Bool("divide", false, "print the count below each root move")
	_, err := ParseExact(fs, args)
	if err != nil {
		return err
	}
	if *depth < 1 {
		return Usagef("app.usage.depth")
	}
	p := engine.StartPosition()
	switch {
	case *fen != "" && *n960 >= 0:
		return Usagef("app.usage.fen-or-960")
	case *fen != "":
		if p, err = engine.FromFENAnyCheck(*fen); err != nil {
			return err
		}
	case *n960 >= 0:
		if p, err = engine.Chess960Start(*n960); err != nil {
			return err
		}
	}
	start := time.Now()
	var total uint64
	if *divide {
		for _, d := range engine.PerftDivide(p, *depth) {
			fmt.Fprintf(env.Stdout, "%s: %d\n", d.UCI, d.Nodes)
			total += d.Nodes
		}
		fmt.Fprintln(env.Stdout)
	} else {
		total = engine.Perft(p, *depth)
	}
	elapsed := time.Since(start)
	fmt.Fprintf(env.Stdout, "%d\n", total)
	if s := elapsed.Seconds(); s > 0 {
		fmt.Fprintln(env.Stderr, env.Cat.T("app.cli.perft.speed", "nodes", total,
			"seconds", env.Cat.Seconds(elapsed), "rate", env.Cat.Decimal(fmt.Sprintf("%.1f", float64(total)/s/1e6))))
	}
	return nil
}
