package tournament

import (
	"time"

	"arbiter/engine/clock"
	"arbiter/engine/rules"
)

// RulesEvent is what a ruling needs of the event's settings: the ruleset
// (the default when none is set), the game type (from the time control tc
// when none is set), supervision, the allowed lateness and the event's
// rule options (national practice, device policy, Guideline III…). Every front end
// that asks the rules about a game of the event reads its settings here.
func (s Settings) RulesEvent(tc clock.TimeControl) (rules.Event, error) {
	o := s.Rules
	ev := rules.Event{Ruleset: rules.DefaultRuleset, Supervised: s.Supervised,
		National: o.National, FIDERated: o.FIDERated, Championship: o.Championship,
		DevicePolicy: o.DevicePolicy, FirstIllegalLoses: o.FirstIllegalLoses, BothZeroDraw: o.BothZeroDraw,
		QuickplayFinish: o.QuickplayFinish, NoQuickplayFinish: o.NoQuickplayFinish, NoDrawBefore: o.NoDrawBefore,
		SupervisedBlitzPenalty: time.Duration(o.SupervisedBlitzPenaltySeconds) * time.Second}
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
