package cmdline

import (
	"fmt"
	"slices"
	"strings"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/i18n"
)

func rulesetFlag(s string) (*rules.Ruleset, error) {
	id, err := rules.ParseRuleset(s)
	if err != nil {
		return nil, Refusef("app.usage.ruleset", "value", s)
	}
	r, _ := rules.Get(id)
	return r, nil
}

func runAnalyse(env *Env, args []string) error {
	fs := NewFlags("analyse")
	fen := fs.String("fen", "", "the position")
	rsName := fs.String("ruleset", string(rules.DefaultRuleset), "ruleset id")
	budget := fs.Int("budget", 0, "search budget per side, in moves generated, a guided position counting three (0 = default)")
	asJSON := fs.Bool("json", false, "print JSON")
	_, err := ParseExact(fs, args)
	if err != nil {
		return err
	}
	if *fen == "" {
		return Usagef("app.usage.required", "flag", "--fen")
	}
	if *budget > engine.MaxMateBudget {
		return Refusef("app.usage.budget", "value", *budget, "max", engine.MaxMateBudget)
	}
	rs, err := rulesetFlag(*rsName)
	if err != nil {
		return err
	}
	p, err := engine.FromFEN(*fen)
	if err != nil {
		return err
	}
	a := struct {
		engine.SidesAnalysis
		Article string `json:"article,omitempty"`
	}{SidesAnalysis: engine.AnalysePosition(p, rs.Laws(), *budget)}
	a.Article = rs.OutcomeArticle(a.Outcome, &p)
	if *asJSON {
		return WriteJSON(env.Stdout, a)
	}
	for _, side := range []struct {
		name    string
		verdict engine.Verdict
		line    []string
	}{{"rules.side.white", a.White, a.WhiteLine}, {"rules.side.black", a.Black, a.BlackLine}} {
		// Each line begins with a capital: the catalogue writes the side and
		// the outcome to go mid-sentence.
		fmt.Fprintf(env.Stdout, "%s: %s", i18n.UpperFirst(env.Cat.T(side.name)), env.Cat.T("analysis.verdict."+side.verdict.String()))
		if len(side.line) > 0 {
			fmt.Fprintf(env.Stdout, " (%s)", strings.Join(side.line, " "))
		}
		fmt.Fprintln(env.Stdout)
	}
	fmt.Fprint(env.Stdout, i18n.UpperFirst(env.Cat.T("analysis.outcome."+a.Outcome.String())))
	if a.Article != "" {
		fmt.Fprintf(env.Stdout, " (%s)", rules.Cite{Ruleset: rs.ID, Articles: []string{a.Article}}.Text(env.Cat.TMap))
	}
	fmt.Fprintln(env.Stdout)
	return nil
}

func runClaim(env *Env, args []string) error {
	fs := NewFlags("claim")
	pgnPath := fs.String("pgn", "", "the game record; the claim is made in its last position")
	gameNo := fs.Int("game", 1, "which game of the PGN file")
	kindName := fs.String("kind", "", "threefold or fifty")
	intended := fs.String("intended", "", "the claimant's written, not yet played move (SAN)")
	langName := fs.String("lang", "", "the notation --intended is written in: en, fi, et, ru or de; without it the user's language's letters are read, and a move that English letters read otherwise is refused")
	rsName := fs.String("ruleset", string(rules.DefaultRuleset), "ruleset id")
	typeName := fs.String("type", "", "standard, rapid or blitz (default: from --control; blitz under FI-BLITZ2018, standard under USSR1953; else none: a claim the type would rule otherwise is refused)")
	control := fs.String("control", "", "time control, e.g. 40/120+20/60+30'+30\" or 3+2")
	longWin := fs.Bool("long-win", false, "USSR 1953 §18f: analysis showed a win needing more than 50 moves")
	var flagDown engine.Color
	var flagDownSet bool
	fs.Var(flagDownFlag{&flagDownSet, &flagDown}, "flag-down", flagDownUsage)
	asJSON := fs.Bool("json", false, "print JSON")
	_, err := ParseExact(fs, args)
	if err != nil {
		return err
	}
	if *pgnPath == "" {
		return Usagef("app.usage.required", "flag", "--pgn")
	}
	kind, ok := engine.ParseClaimKind(*kindName)
	if !ok {
		return Refusef("app.usage.claim-kind", "value", *kindName)
	}
	if kind != engine.ClaimFifty && *longWin {
		// §18f lengthens the fifty-move count only.
		return Usagef("app.usage.not-read-none", "flags", "--long-win", "incident", string(rules.KindClaimThreefold))
	}
	lang, ok := notationLang(*langName, env.Lang)
	if !ok {
		return Refusef("app.usage.notation-lang", "value", *langName)
	}
	rs, err := rulesetFlag(*rsName)
	if err != nil {
		return err
	}
	// The type as "arbiter ruling" reads it: stated, or the control's.
	ev, tc, err := statedType(rules.Event{Ruleset: rs.ID}, *typeName, *control)
	if err != nil {
		return err
	}
	g, err := GameFromPGN(*pgnPath, *gameNo)
	if err != nil {
		return err
	}
	// The claim is the player's on move (9.2.1, 9.3).
	p := g.Position()
	claimant := p.Turn()
	var in rules.Incident = rules.ClaimFifty{Player: claimant, LongWin: *longWin}
	if kind != engine.ClaimFifty {
		in = rules.ClaimThreefold{Player: claimant}
	}
	// The check and the ruling are one decision: the claim is checked on
	// the record and decided as "arbiter ruling" decides it with the same
	// record, and cites the decision's articles.
	f, err := rules.FactsFromGame(rs.ID, g, 0)
	if err != nil {
		return err
	}
	if flagDownSet {
		f.FlagFallen = &flagDown
	}
	r, m, err := checkClaim(g, rs.ID, &in, *intended, lang, *langName != "")
	if err != nil {
		return err
	}
	if r.Unrecorded {
		// Nothing to check the claim on: the arbiter's finding rules it.
		return Refusef("app.cli.claim.unrecorded", "file", engine.Path(*pgnPath), "kind", string(in.Kind()))
	}
	d, err := rules.Decide(ev, f, in)
	if err != nil {
		return err
	}
	// A game over before the claim (by mate, or by a rule at a move the
	// record goes on after) is answered so, with the result that stands;
	// so is a claim a flag down decided before (rules.Facts.FlagFallen):
	// a wrong one, or under the 1953 code a correct one (§19).
	over := f.Ended != nil || d.ExplanationKey == "rules.ruling.claim-after-end" ||
		slices.ContainsFunc(d.Notes, func(n engine.Message) bool {
			return n.Key == "rules.note.flag-before-incident" || n.Key == "rules.note.ussr-flag-before-claim"
		})
	out := struct {
		rules.ClaimRuling
		Articles []string         `json:"articles"`
		Ended    *rules.RecordEnd `json:"ended,omitempty"`
		Over     bool             `json:"game_over,omitempty"`
		Result   engine.Result    `json:"result"`
		// The time an incorrect claim gives the opponent.
		TimeAdjust rules.Sides `json:"time_adjust_seconds"`
		// What the ruling adds (a flag down on the clock, among others),
		// and its words, as "arbiter ruling --json" gives them.
		Notes     []engine.Message `json:"notes,omitempty"`
		NoteTexts []string         `json:"note_texts,omitempty"`
	}{r, d.Articles, f.Ended, over, d.Result, d.TimeAdjust, d.Notes, nil}
	d.Localize(env.Cat.TMap)
	out.NoteTexts = d.NoteTexts
	if *asJSON {
		return WriteJSON(env.Stdout, out)
	}
	if line := gameTypeLine(env.Cat, d, stated(d, *typeName != ""), tc); line != "" {
		fmt.Fprintln(env.Stdout, line)
	}
	if over {
		printDecision(env, d)
		return nil
	}
	fmt.Fprintf(env.Stdout, "%s (%s)\n", env.Cat.TMap(r.Reason.Key, r.Reason.MessageArgs()), d.CitationText())
	// The moves are written in the notation the intended one was read in.
	n := engine.Notation{Lang: lang, Style: engine.SAN}
	for _, o := range r.Occurrences {
		switch {
		case o.Ply == 0:
			fmt.Fprintln(env.Stdout, "  "+env.Cat.T("app.cli.claim.start"))
		case o.Ply > g.Ply():
			fmt.Fprintln(env.Stdout, "  "+env.Cat.T("app.cli.claim.after", "move", p.MoveLabel(m, n)))
		default:
			before := g.PositionAt(o.Ply - 1)
			fmt.Fprintln(env.Stdout, "  "+env.Cat.T("app.cli.claim.after", "move", before.MoveLabel(g.Moves()[o.Ply-1].Move, n)))
		}
	}
	printTime(env, d)
	printNotes(env, d)
	return nil
}
