package cmdline

import (
	"fmt"
	"io"
	"os"
	"strings"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/internal/fileio"
)

// PGNGameJSON is one game as `pgn --json` prints it. A game that cannot
// be read has only its number and error; the others are still read.
type PGNGameJSON struct {
	Game     int               `json:"game"`
	Tags     map[string]string `json:"tags,omitempty"`
	Moves    []string          `json:"moves,omitempty"`
	FEN      string            `json:"fen,omitempty"`
	Result   string            `json:"result,omitempty"`
	Warnings []string          `json:"warnings,omitempty"`
	Error    string            `json:"error,omitempty"`
}

func runPGN(env *Env, args []string) error {
	fs := NewFlags("pgn")
	asJSON := fs.Bool("json", false, "print JSON")
	export := fs.Bool("export", false, "write every game read in PGN's export form (standard SAN, the seven tags first); games that cannot be read are named on standard error")
	rsName := fs.String("ruleset", string(rules.DefaultRuleset), "the rules a game's end is read under: a game the record goes on after is warned of")
	pos, err := ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	if *asJSON && *export {
		return Usagef("app.usage.pgn-export-json")
	}
	rs, err := rulesetFlag(*rsName)
	if err != nil {
		return err
	}
	var in io.Reader = os.Stdin
	if pos[0] != "-" {
		f, err := fileio.Open(pos[0])
		if err != nil {
			return err
		}
		defer f.Close()
		in = f
	}
	games := []PGNGameJSON{}
	var read []engine.PGNGame
	n := 0
	for g, err := range engine.ReadPGN(in) {
		n++
		if _, ok := err.(*engine.PGNError); err != nil && !ok {
			return err // the file itself, not one game
		}
		gj := pgnGameOf(env, n, g, err)
		if err == nil {
			read = append(read, g)
			if gj.Warnings, err = endWarning(env, rs.ID, &g, gj.Warnings); err != nil {
				return err
			}
		}
		games = append(games, gj)
	}
	if *export {
		r := 0
		for _, g := range games {
			if g.Error != "" {
				fmt.Fprintf(env.Stderr, "%d. %s\n", g.Game, g.Error)
				continue
			}
			// What a game's text held and the export does not write
			// (text after its result) is named too.
			for _, w := range g.Warnings {
				fmt.Fprintf(env.Stderr, "%d. %s\n", g.Game, w)
			}
			// A tag value may not hold control characters: written as
			// the listing shows them (escaped), and said so.
			tags := read[r].Tags
			for i, t := range tags {
				if v := i18n.Escaped(t.Value); v != t.Value {
					tags[i].Value = v
					fmt.Fprintf(env.Stderr, "%d. %s\n", g.Game, env.Cat.T("app.cli.pgn.tag_escaped", "tag", t.Name))
				}
			}
			// Nor may a comment, which the export writes to a terminal
			// as readily as a tag.
			if escapeComments(&read[r]) {
				fmt.Fprintf(env.Stderr, "%d. %s\n", g.Game, env.Cat.T("app.cli.pgn.comment_escaped"))
			}
			r++
		}
		if _, err := io.WriteString(env.Stdout, engine.WritePGN(read)); err != nil {
			return err
		}
		if len(read) < len(games) {
			// The games read are written; the status says some were not.
			return Error("app.cli.pgn.unread", "n", len(games)-len(read), "total", len(games))
		}
		return nil
	}
	if *asJSON {
		return WriteJSON(env.Stdout, games)
	}
	for _, g := range games {
		if g.Error != "" {
			fmt.Fprintf(env.Stdout, "%d. %s\n", g.Game, g.Error)
			continue
		}
		// The players' names come from the file: escaped as every
		// value from outside is (i18n.Shown), a tag cannot rewrite the
		// terminal.
		fmt.Fprintf(env.Stdout, "%d. %s – %s %s (%s)\n", g.Game, i18n.Shown(g.Tags["White"]), i18n.Shown(g.Tags["Black"]), g.Result,
			env.Cat.T("app.cli.pgn.halfmoves", "n", len(g.Moves)))
		for _, w := range g.Warnings {
			fmt.Fprintf(env.Stdout, "   %s\n", w)
		}
	}
	return nil
}

func pgnGameOf(env *Env, n int, g engine.PGNGame, err error) PGNGameJSON {
	if err != nil {
		return PGNGameJSON{Game: n, Error: env.Cat.Error(err)}
	}
	out := PGNGameJSON{Game: n, Tags: map[string]string{}, Moves: []string{}, Result: string(g.Result)}
	for _, t := range g.Tags {
		out.Tags[t.Name] = t.Value
	}
	p := g.Start
	for _, m := range g.Moves {
		out.Moves = append(out.Moves, m.SAN)
		p.Play(m.Move)
	}
	out.FEN = p.FEN()
	for _, w := range g.Warnings {
		out.Warnings = append(out.Warnings, env.Cat.Message(w))
	}
	return out
}

// escapeComments writes the characters of g's comments that are not text
// (controls, direction marks) as escapes, as i18n.Escaped writes a tag's,
// and reports whether any was. The export folds a comment's white space
// (engine.WritePGN), so its words are escaped one by one and a line break
// stays a break between words.
func escapeComments(g *engine.PGNGame) bool {
	changed := false
	escape := func(c *string) {
		words, escaped := strings.Fields(*c), false
		for i, w := range words {
			if e := i18n.Escaped(w); e != w {
				words[i], escaped = e, true
			}
		}
		if escaped {
			*c, changed = strings.Join(words, " "), true
		}
	}
	var moves func([]engine.PGNMove)
	moves = func(ms []engine.PGNMove) {
		for i := range ms {
			escape(&ms[i].Comment)
			for j := range ms[i].Variations {
				v := &ms[i].Variations[j]
				escape(&v.Comment)
				escape(&v.After)
				moves(v.Moves)
			}
		}
	}
	escape(&g.Comment)
	moves(g.Moves)
	return changed
}
