package tournament

import (
	"strings"
	"time"

	"arbiter/engine"
	"arbiter/engine/clock"
	"arbiter/engine/rules"
)

// Notation is the language moves are written in at the event's boards:
// the rule option, else the event's language, else English.
func (s Settings) Notation() (engine.Lang, error) {
	name := s.Rules.Notation
	if name == "" {
		name = s.Language
	}
	for _, l := range engine.Langs {
		if strings.EqualFold(strings.TrimSpace(name), string(l)) {
			return l, nil
		}
	}
	if s.Rules.Notation == "" {
		return engine.English, nil
	}
	return "", errorf("event.err.notation", []any{"name", s.Rules.Notation, "known", langList()})

}

func langList() string {
	names := make([]string, len(engine.Langs))
	for i, l := range engine.Langs {
		names[i] = string(l)
	}
	return strings.Join(names, ", ")
}

// RulesEvent is what a ruling needs of the event's settings: the ruleset
// (the default when none is set), the game type (from the time control tc
// when none is set), supervision, the allowed lateness and the event's
// rule options (national practice, device policy, Guideline III…) and
// the notation language. Every front end
// that asks the rules about a game of the event reads its settings here.
func (s Settings) RulesEvent(tc clock.TimeControl) (rules.Event, error) {
	o := s.Rules
	ev := rules.Event{Ruleset: rules.DefaultRuleset, Supervised: s.Supervised,
		National: o.National, FIDERated: o.FIDERated, Championship: o.Championship,
		DevicePolicy: o.DevicePolicy, FirstIllegalLoses: o.FirstIllegalLoses, BothZeroDraw: o.BothZeroDraw,
		QuickplayFinish: o.QuickplayFinish, NoQuickplayFinish: o.NoQuickplayFinish, NoDrawBefore: o.NoDrawBefore,
		SupervisedBlitzPenalty: time.Duration(o.SupervisedBlitzPenaltySeconds) * time.Second,
		FlagClaimOnly:          o.FlagClaimOnly}
	var err error
	if ev.Notation, err = s.Notation(); err != nil {
		return ev, err
	}
	if s.Ruleset != "" {
		if ev.Ruleset, err = rules.ParseRuleset(string(s.Ruleset)); err != nil {
			return ev, err
		}
	}
	if s.GameType != "" {
		if ev.Type, err = rules.ParseGameType(string(s.GameType)); err != nil {
			return ev, err
		}
	}
	if s.LatenessMinutes >= 0 {
		d := time.Duration(s.LatenessMinutes) * time.Minute
		ev.Lateness = &d
	}
	return rules.EventFromControl(ev, tc), nil
}
