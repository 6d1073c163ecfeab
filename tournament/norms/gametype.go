package norms

import (
	"arbiter/engine"
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
		return nil
	}
	return &engine.Message{Key: "norms.error.not-standard." + string(g.Type), Kind: notStandard{}}
}
