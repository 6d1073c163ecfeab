package norms

import (
	"arbiter/engine"
	"arbiter/engine/clock"
	"arbiter/engine/rules"
	"arbiter/tournament"
)

// notStandard is the Kind of StandardOnly's message.
type notStandard struct{}

// StandardOnly says why no norm can be earned in an event whose games are
// not standard play: the FIDE title norms count games at the standard rate
// of play only (FIDE Title Regulations, B.01), and the 1953 classification
// is of games under the 1953 code, which knows standard play only (its
// time controls, §19). The game type is the one in force
// (tournament.Settings.GameTypeInForce: the time control's, or the one the
// arbiter set); nil for standard play, the settings' own error where they
// do not read.
func StandardOnly(ev *tournament.Event) error {
	g, err := ev.Settings.GameTypeInForce()
	if err != nil {
		return err
	}
	if g.Type == rules.Standard {
		return shortControl(ev.Settings, g)
	}
	return &engine.Message{Key: "norms.error.not-standard." + string(g.Type), Kind: notStandard{}}
}

// shortControl refuses a 1953 event whose control is far shorter than
// standard play: the code classifies every control as standard play, its
// own being two hours and more (§19), so a 3'+2" event read as standard
// and earned categories without a word. The FIDE definition (A.1, B.1)
// names what the control is; an arbiter who set standard play is taken
// at his word.
func shortControl(s tournament.Settings, g tournament.GameTypeInForce) error {
	id, err := s.RulesetID()
	if r, ok := rules.Get(id); err != nil || !ok || r.FIDE || g.Overridden || s.TimeControl == "" {
		return nil
	}
	tc, err := clock.Parse(s.TimeControl)
	if err != nil {
		return nil // the settings say so where the control is set
	}
	fide, _ := rules.Get(rules.DefaultRuleset)
	if t, _ := fide.Classify(tc); t != rules.Standard {
		return &engine.Message{Key: "norms.error.short-control-1953." + string(t),
			Args: map[string]any{"control": s.TimeControl}, Kind: notStandard{}}
	}
	return nil
}
