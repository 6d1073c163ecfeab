package tournament

import (
	"cmp"
	"slices"
	"strings"
	"time"

	"arbiter/engine"
	"arbiter/engine/clock"
	"arbiter/engine/rules"
	"arbiter/internal/lazy"
)

// Notation is the language moves are written in at the event's boards:
// the rule option, else the event's language, else English.
func (s Settings) Notation() (engine.Lang, error) {
	name := cmp.Or(s.Rules.Notation, s.Language)
	if l, ok := engine.ParseLang(name); ok {
		return l, nil
	}
	if s.Rules.Notation == "" {
		return engine.English, nil
	}
	return "", engine.NewMessage("event.err.notation", "name", s.Rules.Notation, "known", engine.NameList(engine.Langs))

}

// RulesEvent is what a ruling needs of the event's settings: the ruleset
// (the default when none is set), the game type in force for a game with
// the time control tc (GameTypeIn), supervision, the allowed lateness and the event's
// rule options (national practice, device policy, Guideline III…) and
// the notation language. Every front end
// that asks the rules about a game of the event reads its settings here.
func (s Settings) RulesEvent(tc clock.TimeControl) (rules.Event, error) {
	ev := s.Rules.Event()
	ev.Ruleset, ev.Supervised = rules.DefaultRuleset, s.Supervised
	var err error
	if ev.Notation, err = s.Notation(); err != nil {
		return ev, err
	}
	if ev.Ruleset, err = s.RulesetID(); err != nil {
		return ev, err
	}
	g, err := s.GameTypeIn(tc)
	if err != nil {
		return ev, err
	}
	ev.Type = g.Type
	if s.LatenessMinutes >= 0 {
		d := time.Duration(s.LatenessMinutes) * time.Minute
		ev.Lateness = &d
	}
	return ev, nil
}

// Event is what the options state of a ruling's event: everything but the
// ruleset, the game type, supervision, the lateness and the notation,
// which the settings add (RulesEvent). "arbiter ruling" without an event
// file reads its options here too.
func (o RuleOptions) Event() rules.Event {
	return rules.Event{National: o.National, FIDERated: o.FIDERated, Championship: o.Championship,
		DevicePolicy: o.DevicePolicy, FirstIllegalLoses: o.FirstIllegalLoses, BothZeroDraw: o.BothZeroDraw,
		QuickplayFinish: o.QuickplayFinish, NoQuickplayFinish: o.NoQuickplayFinish, NoDrawBefore: o.NoDrawBefore,
		SupervisedBlitzPenalty: time.Duration(o.SupervisedBlitzPenaltySeconds) * time.Second,
		FlagClaimOnly:          o.FlagClaimOnly}
}

// Validate is the rule for the options, whichever front end sets them: a
// national practice, a device policy and a notation the rulings know, and
// no count below zero. A value no ruling reads would be kept and ignored
// unsaid.
func (o RuleOptions) Validate() error {
	if !slices.Contains(rules.NationalPractices, o.National) {
		return engine.NewMessage("event.err.rules.national", "value", o.National, "known", strings.Join(rules.NationalPractices[1:], ", "))
	}
	if !slices.Contains(rules.DevicePolicies, o.DevicePolicy) {
		return engine.NewMessage("event.err.rules.device-policy", "value", o.DevicePolicy, "known", strings.Join(rules.DevicePolicies[1:], ", "))
	}
	if _, ok := engine.ParseLang(o.Notation); o.Notation != "" && !ok {
		return engine.NewMessage("event.err.notation", "name", o.Notation, "known", engine.NameList(engine.Langs))
	}
	if o.NoDrawBefore < 0 {
		return engine.NewMessage("event.err.rules.no-draw-before", "value", o.NoDrawBefore)
	}
	if o.SupervisedBlitzPenaltySeconds < 0 {
		return engine.NewMessage("event.err.rules.blitz-penalty", "value", o.SupervisedBlitzPenaltySeconds)
	}
	return nil
}

// RulesetID is the event's ruleset, the default when none is set.
func (s Settings) RulesetID() (rules.RulesetID, error) {
	if s.Ruleset == "" {
		return rules.DefaultRuleset, nil
	}
	return rules.ParseRuleset(string(s.Ruleset))
}

// GameTypeInForce is the game type an event's games are played and ruled
// as, and where it comes from.
type GameTypeInForce struct {
	// Type is the type in force: the one set, else the control's, else
	// (no control to read) the ruleset's first, as a ruling takes it.
	Type rules.GameType `json:"type"`
	// FromControl is what the ruleset's definitions make of the time
	// control; "" when there is no control.
	FromControl rules.GameType `json:"from_control"`
	// Overridden says the arbiter set the type (Settings.GameType).
	Overridden bool `json:"overridden"`
	// Contradicts says the type set is not the control's.
	Contradicts bool `json:"contradicts"`
	// Known says the ruleset defines the type: the Finnish blitz rules
	// know blitz alone, the 1953 code standard play alone.
	Known bool `json:"known"`
	// ControlUnread says the event names a time control that does not
	// read (an imported report's "1:30 + 10 from move 1"): the type is
	// then taken as where no control is named, and every door says so.
	ControlUnread bool `json:"control_unread,omitempty"`
}

// GameTypeIn is the game type in force for a game played with the control
// tc. The type is a fact of the control, by the ruleset's own definitions
// (FIDE A.1/B.1: base time plus 60 increments; the Finnish blitz rules'
// B.1, the same; the 1953 code knows standard play only); the arbiter's
// choice (Settings.GameType, "" for none) overrides it, and is said to
// contradict it where it differs. Every reader of an event's game type
// takes it here.
func (s Settings) GameTypeIn(tc clock.TimeControl) (GameTypeInForce, error) {
	var g GameTypeInForce
	id, err := s.RulesetID()
	if err != nil {
		return g, err
	}
	r, _ := rules.Get(id)
	if len(tc.Periods) > 0 {
		g.FromControl, _ = r.Classify(tc)
	}
	g.Type = g.FromControl
	if s.GameType != "" {
		set, err := rules.ParseGameType(string(s.GameType))
		if err != nil {
			return g, err
		}
		g.Type, g.Overridden, g.Contradicts = set, true, g.FromControl != "" && set != g.FromControl
	}
	if g.Type == "" {
		g.Type = r.Types[0]
	}
	g.Known = r.Knows(g.Type)
	return g, nil
}

// AdjournAllowed is the event's rule for adjourning its games: only
// standard play is adjourned (rules.AdjournRefusal), so a rapid or blitz
// event's game takes no adjourned result and has no sealed-move envelope,
// as a ruling on its adjournment is refused; nil where its games adjourn.
func (s Settings) AdjournAllowed() error {
	rs, err := s.RulesetID()
	if err != nil {
		return err
	}
	g, err := s.GameTypeInForce()
	if err != nil {
		return err
	}
	return rules.AdjournRefusal(rs, g.Type)
}

// RatingType is the rating an event's players take from a list that
// gives several (FIDE's of three periods): that of its game type in force,
// the standard one where the settings do not read.
func (s Settings) RatingType() rules.GameType {
	if g, err := s.GameTypeInForce(); err == nil {
		return g.Type
	}
	return rules.Standard
}

// usualControls are the usual FIDE controls of each game type, which the
// rulesets' definitions make that type.
var usualControls = lazy.Value[map[rules.GameType]string]{Make: func() map[rules.GameType]string {
	return map[rules.GameType]string{rules.Standard: "90+30", rules.Rapid: "15+10", rules.Blitz: "3+2"}
}}

// ClockControl is the control a game's clock runs with: the event's, or
// where it names none, the usual control of the game type in force
// (assumed true), so that a game ruled by its clock is ruled as
// `arbiter ruling --event` rules it, by that type (a desk that assumed
// 90+30 refused the rulings of a blitz event under the Finnish blitz
// rules).
func (s Settings) ClockControl() (tc clock.TimeControl, assumed bool, err error) {
	if s.TimeControl != "" {
		if tc, err = clock.Parse(s.TimeControl); err == nil {
			return tc, false, nil
		}
	}
	// None named, or none that reads: the type is then taken as
	// GameTypeInForce takes it, and the clock runs that type's control.
	// A desk and a ruling that refused the unread control ruled nothing
	// while the settings and the norms took the event as standard play.
	g, err := s.GameTypeInForce()
	if err != nil {
		return tc, true, err
	}
	tc, err = clock.Parse(usualControls.Get()[g.Type])
	return tc, true, err
}

// GameTypeInForce is the game type in force for the event's own time
// control (see GameTypeIn). A control that does not read, which the
// settings refuse but an imported report may bring, is no control to
// read here, and marked ControlUnread.
func (s Settings) GameTypeInForce() (GameTypeInForce, error) {
	tc, unread := clock.Parse(s.TimeControl)
	if unread != nil {
		tc = clock.TimeControl{}
	}
	g, err := s.GameTypeIn(tc)
	g.ControlUnread = s.TimeControl != "" && unread != nil
	return g, err
}
