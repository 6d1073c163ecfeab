package rules

import (
	"errors"
	"slices"

	"arbiter/engine"
)

// Edition is one ruleset's answer to an incident in a comparison: its
// decision, or why it has none (it knows no games of the event's type: the
// 1953 code only standard play, the Finnish blitz rules only blitz).
type Edition struct {
	Ruleset     RulesetID `json:"ruleset"`
	RulesetName string    `json:"ruleset_name"`
	Decision    *Decision `json:"decision,omitempty"`
	// NotApplicable is the reason there is no decision; NotApplicableText
	// its rendering, filled by Localize.
	NotApplicable     *engine.Message `json:"not_applicable,omitempty"`
	NotApplicableText string          `json:"not_applicable_text,omitempty"`
	// Differs lists what the decision changes against the reference's:
	// "result", "continuation", "time", "increment", "warnings", "counts",
	// "record", "envelope", "moves", "duty". Articles and explanations
	// are not compared: every edition numbers and words them its own way.
	Differs []string `json:"differs,omitempty"`
}

// Comparison is the same incident under every ruleset, the event's own
// (the reference) first.
type Comparison struct {
	Reference RulesetID `json:"reference"`
	Editions  []Edition `json:"editions"`
}

// Compare decides the incident under every ruleset (FIDE 2023, 2018,
// 2014, USSR 1953, Finnish blitz 2018), each with the event's other
// settings and game type, and says how each decision differs from the one
// under the event's own ruleset. under, when not nil, adapts the facts and
// the incident to a ruleset before it decides: the record's repetitions
// count by that ruleset's equality of positions (9.2.2, 1953 §18g), and a
// draw claim is checked by it.
//
// An event that states no game type, under rules that know several, is
// ruled by each ruleset as Decide rules it: as the one type it knows, or as
// any where the types agree; an edition whose ruling the type would decide
// has none, and says so.
func Compare(ev Event, f Facts, in Incident, under func(rs RulesetID, f *Facts, in *Incident) error) (Comparison, error) {
	ref, typed, err := resolve(ev)
	if err != nil {
		return Comparison{}, err
	}
	if ev.Type != "" || len(ref.Types) == 1 {
		// Stated, or the only one the event's rules know.
		ev = typed
		if e := typeRefusal(ref, ev.Type, in); e != nil {
			return Comparison{}, e
		}
	}
	ev.Ruleset = ref.ID
	order := append([]RulesetID{ev.Ruleset}, slices.DeleteFunc(IDs(), func(id RulesetID) bool { return id == ev.Ruleset })...)
	c := Comparison{Reference: ev.Ruleset}
	for _, id := range order {
		r, _ := Get(id)
		e := Edition{Ruleset: id, RulesetName: r.Name}
		if ev.Type != "" {
			if e.NotApplicable = typeRefusal(r, ev.Type, in); e.NotApplicable != nil {
				c.Editions = append(c.Editions, e)
				continue
			}
		}
		rf, rin := f, in
		if under != nil {
			if err := under(id, &rf, &rin); err != nil {
				return Comparison{}, err
			}
		}
		rev := ev
		rev.Ruleset = id
		d, err := Decide(rev, rf, rin)
		var m *engine.Message
		switch {
		case err != nil && ev.Type != "" || err != nil && !errors.As(err, &m) || err != nil && len(c.Editions) == 0:
			return Comparison{}, err
		case err != nil:
			e.NotApplicable = m
			c.Editions = append(c.Editions, e)
			continue
		}
		e.Decision = &d
		if len(c.Editions) > 0 {
			e.Differs = differences(*c.Editions[0].Decision, d)
		}
		c.Editions = append(c.Editions, e)
	}
	return c, nil
}

// differences names what b decides otherwise than a.
func differences(a, b Decision) []string {
	var diff []string
	add := func(differs bool, what string) {
		if differs {
			diff = append(diff, what)
		}
	}
	add(a.Result != b.Result, "result")
	add(a.Continuation != b.Continuation, "continuation")
	add(a.TimeAdjust != b.TimeAdjust, "time")
	add(a.IncrementSwitchSeconds != b.IncrementSwitchSeconds, "increment")
	add(!slices.Equal(a.Warnings, b.Warnings), "warnings")
	add(!sameSides(a.IllegalMoves, b.IllegalMoves) || !sameSides(a.DeviceWarnings, b.DeviceWarnings), "counts")
	add(a.Record != b.Record, "record")
	add(!sameEnvelope(a.Envelope, b.Envelope), "envelope")
	add(!slices.Equal(a.Moves, b.Moves), "moves")
	add(a.Duty != b.Duty, "duty")
	return diff
}

func sameSides(a, b *Sides) bool { return (a == nil) == (b == nil) && (a == nil || *a == *b) }

func sameEnvelope(a, b *Envelope) bool {
	if a == nil || b == nil {
		return a == b
	}
	same := func(x, y *int) bool { return (x == nil) == (y == nil) && (x == nil || *x == *y) }
	return same(a.UsedWhiteSeconds, b.UsedWhiteSeconds) && same(a.UsedBlackSeconds, b.UsedBlackSeconds) && slices.Equal(a.Fields, b.Fields)
}

// DiffersKey is the catalogue key naming an aspect of Edition.Differs.
func DiffersKey(aspect string) string { return "rules.compare.aspect." + aspect }

// Localize renders every decision and every reason for none through a
// translation function (see Decision.Localize).
func (c *Comparison) Localize(t func(key string, args map[string]any) string) {
	for i := range c.Editions {
		e := &c.Editions[i]
		e.RulesetName = citeName(e.Ruleset, t)
		if e.Decision != nil {
			e.Decision.Localize(t)
		}
		if e.NotApplicable != nil {
			e.NotApplicableText = t(e.NotApplicable.Key, localArgs(e.NotApplicable.Args, t))
		}
	}
}
