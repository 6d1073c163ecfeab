package tournament

import (
	"time"

	"arbiter/engine/clock"
	"arbiter/engine/rules"
)

// RulesEvent is what a ruling needs of the event's settings: the ruleset
// (the default when none is set), the game type (from the time control tc
// when none is set), supervision and the allowed lateness. Every front end
// that asks the rules about a game of the event reads its settings here.
func (s Settings) RulesEvent(tc clock.TimeControl) (rules.Event, error) {
	ev := rules.Event{Ruleset: rules.DefaultRuleset, Supervised: s.Supervised}
	var err error
	if s.Ruleset != "" {
		if ev.Ruleset, err = rules.ParseRuleset(s.Ruleset); err != nil {
			return ev, err
		}
	}
	if s.GameType != "" {
		if ev.Type, err = rules.ParseGameType(s.GameType); err != nil {
			return ev, err
		}
	}
	if s.LatenessMinutes >= 0 {
		d := time.Duration(s.LatenessMinutes) * time.Minute
		ev.Lateness = &d
	}
	return rules.EventFromControl(ev, tc), nil
}
