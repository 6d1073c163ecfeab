package cmdline

import (
	"fmt"
	"strings"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/internal/fileio"
	"arbiter/tournament/replay"
)

// GameFromPGN reads game n (from 1) of a PGN file, for a claim or a
// ruling on its moves; the games before it are passed over, a bad one
// among them included.
func GameFromPGN(path string, n int) (*engine.Game, error) {
	f, err := fileio.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	// Read game by game up to game n: a bad game elsewhere in the file
	// does not stand in the way, and the rest of the file is not read.
	count := 0
	var pg engine.PGNGame
	for g, err := range engine.ReadPGN(f) {
		count++
		if count == n {
			if err != nil {
				return nil, err
			}
			pg = g
			break
		}
	}
	if count == 0 {
		return nil, Error("app.cli.pgn.empty", "file", path)
	}
	if n < 1 || n > count {
		return nil, BadValue(Error("app.cli.pgn.game", "n", n, "file", path, "count", count))
	}
	return engine.GameFromPGN(&pg)
}

// endWarning adds to a game's warnings, in the user's language, that the
// record goes on after the rules of rs ended the game.
func endWarning(env *Env, rs rules.RulesetID, pg *engine.PGNGame, warnings []string) ([]string, error) {
	g, err := engine.GameFromPGN(pg)
	if err != nil {
		return warnings, err
	}
	end, err := rules.EndOfRecord(rs, g, 0)
	if end == nil || err != nil {
		return warnings, err
	}
	return append(warnings, end.Text(env.Cat.TMap)), nil
}

// checkClaim verifies a threefold or fifty-move claim on the record, with
// the claimant's written move if any (readWritten), and sets the
// incident's Correct and Intended accordingly; it returns the move read.
func checkClaim(g *engine.Game, rs rules.RulesetID, in *rules.Incident, intended string, lang engine.Lang, stated bool) (rules.ClaimRuling, engine.Move, error) {
	m := engine.NoMove
	if intended != "" {
		var err error
		if m, err = readWritten(g.Position(), intended, lang, stated); err != nil {
			return rules.ClaimRuling{}, m, err
		}
	}
	cr, err := rules.CheckClaim(rs, g, in, m)
	return cr, m, err
}

// notationLang is the notation written moves are read in: name's (--lang),
// else the user's language's.
func notationLang(name string, user i18n.Lang) (engine.Lang, bool) {
	if name == "" {
		name = string(user)
	}
	return engine.ParseLang(name)
}

// readWritten reads a move written by hand in lang's piece letters alone
// where the notation is stated (--lang, the event's). Where it is only the
// user's language, the arbiter may have typed English letters: a move
// they alone read is taken, and a text that the two read as different
// legal moves (a Finnish or Estonian R is a knight) is refused naming
// both, not guessed.
func readWritten(p engine.Position, text string, lang engine.Lang, stated bool) (engine.Move, error) {
	if stated || lang == engine.English {
		return p.ParseLenient(text, lang)
	}
	own, errOwn := p.ParseLenient(text, lang)
	en, errEn := p.ParseLenient(text, engine.English)
	switch {
	case errOwn == nil && errEn == nil && own != en:
		n := engine.Notation{Lang: lang, Style: engine.Long1953}
		return engine.NoMove, Usagef("app.usage.notation-two-ways", "text", text, "own", p.Format(own, n), "english", p.Format(en, n), "lang", string(lang))
	case errOwn == nil:
		return own, nil
	case errEn == nil:
		return en, nil
	}
	return p.ParseLenient(text, lang, engine.English)
}

// printTime says the time the decision adds to or takes from each clock,
// where it does.
func printTime(env *Env, d rules.Decision) {
	if added := d.TimeText(env.Cat.TMap); added != "" {
		fmt.Fprintln(env.Stdout, added)
	}
}

// printNotes prints what the decision adds to its ruling, a line each.
func printNotes(env *Env, d rules.Decision) {
	for _, n := range d.NoteTexts {
		fmt.Fprintln(env.Stdout, "— "+n)
	}
}

func printDecision(env *Env, d rules.Decision) {
	c := env.Cat
	fmt.Fprintln(env.Stdout, d.CitationText())
	if d.Ends() {
		fmt.Fprintln(env.Stdout, c.T("rules.cli.result", "result", replay.ResultOf(d).Text(c.T)))
	}
	fmt.Fprintln(env.Stdout, "→ "+c.T(d.Continuation.Key()))
	fmt.Fprintln(env.Stdout, d.Explanation)
	printTime(env, d)
	if d.IncrementSwitchSeconds > 0 {
		fmt.Fprintln(env.Stdout, c.T("rules.cli.increment", "seconds", d.IncrementSwitchSeconds))
	}
	for _, w := range d.Warnings {
		fmt.Fprintln(env.Stdout, c.T(w.Key))
	}
	if d.Envelope != nil {
		fmt.Fprintln(env.Stdout, c.T("rules.cli.envelope",
			"white", d.Envelope.UsedText(engine.White, c.TMap), "black", d.Envelope.UsedText(engine.Black, c.TMap)))
		for _, f := range d.Envelope.Fields {
			fmt.Fprintln(env.Stdout, c.T("rules.cli.envelope-field", "field", c.T(f)))
		}
	}
	printNotes(env, d)
	if d.Incident == rules.KindConduct || d.PenaltyChoice {
		// The arbiter chooses the penalty for a breach of conduct: the
		// ruleset's list, by article, is what there is to choose from.
		fmt.Fprintln(env.Stdout, c.T("rules.cli.penalties", "ruleset", d.RulesetName))
		for _, p := range rules.Penalties(d.Ruleset) {
			fmt.Fprintf(env.Stdout, "  %-7s %s\n", p.Ref, c.T(p.Key))
		}
	}
}

// printComparison prints each edition's decision, the event's own first,
// and what each of the others decides otherwise.
func printComparison(env *Env, c rules.Comparison) {
	cat := env.Cat
	for i, e := range c.Editions {
		if i > 0 {
			fmt.Fprintln(env.Stdout)
		}
		if e.Decision == nil {
			fmt.Fprintln(env.Stdout, e.NotApplicableText)
			continue
		}
		printDecision(env, *e.Decision)
		switch {
		case i == 0:
			fmt.Fprintln(env.Stdout, cat.T("rules.compare.reference"))
		case len(e.Differs) == 0:
			fmt.Fprintln(env.Stdout, cat.T("rules.compare.same", "reference", c.Editions[0].RulesetName))
		default:
			aspects := make([]string, len(e.Differs))
			for j, a := range e.Differs {
				aspects[j] = cat.T(rules.DiffersKey(a))
			}
			fmt.Fprintln(env.Stdout, cat.T("rules.compare.differs", "reference", c.Editions[0].RulesetName, "aspects", strings.Join(aspects, ", ")))
		}
	}
}
