package tournament

import (
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/engine/clock"
	"arbiter/engine/rules"
	"arbiter/internal/testform"
)

// Every rule option of the event reaches the rules, as "arbiter ruling"
// takes them one by one.
func TestRulesEventCarriesRuleOptions(t *testing.T) {
	s := DefaultSettings()
	s.Ruleset = "FIDE2014"
	s.Rules = RuleOptions{National: "FI", FIDERated: true, Championship: true, DevicePolicy: "warning-first",
		FirstIllegalLoses: true, BothZeroDraw: true, QuickplayFinish: true, NoQuickplayFinish: true,
		NoDrawBefore: 30, SupervisedBlitzPenaltySeconds: 90, FlagClaimOnly: true, Notation: "ru"}
	ev, err := s.RulesEvent(clock.TimeControl{})
	if err != nil {
		t.Fatal(err)
	}
	want := rules.Event{Ruleset: rules.FIDE2014, Type: rules.Standard, National: "FI", FIDERated: true, Championship: true,
		DevicePolicy: "warning-first", FirstIllegalLoses: true, BothZeroDraw: true, QuickplayFinish: true,
		NoQuickplayFinish: true, NoDrawBefore: 30, SupervisedBlitzPenalty: 90 * time.Second, FlagClaimOnly: true,
		Notation: engine.Russian}
	if ev.Lateness != nil {
		t.Errorf("lateness %v with none set: the national default must apply", *ev.Lateness)
	}
	ev.Lateness = nil
	if ev != want {
		t.Errorf("rules event\n got %+v\nwant %+v", ev, want)
	}
}

// Moves are read in one language's piece letters (1953 §20): the event's
// notation option, else the event's language; a name that is none of the
// notation languages is refused rather than read as English.
func TestRulesEventNotationLanguage(t *testing.T) {
	for _, c := range []struct {
		language, notation string
		want               engine.Lang
	}{
		{"fi", "", engine.Finnish},
		{"et", "", engine.Estonian},
		{"ru", "", engine.Russian},
		{"", "", engine.English},
		{"fi", "en", engine.English},
		{"en", "de", engine.German},
		{"en", " ET ", engine.Estonian},
	} {
		s := DefaultSettings()
		s.Language, s.Rules.Notation = c.language, c.notation
		ev, err := s.RulesEvent(clock.TimeControl{})
		if err != nil {
			t.Errorf("language %q, notation %q: %v", c.language, c.notation, err)
			continue
		}
		if ev.Notation != c.want {
			t.Errorf("language %q, notation %q: notation %q, want %q", c.language, c.notation, ev.Notation, c.want)
		}
	}
	s := DefaultSettings()
	s.Rules.Notation = "xx"
	_, err := s.RulesEvent(clock.TimeControl{})
	if testform.KeyOf(err) != "event.err.notation" {
		t.Errorf("notation xx: error %v, want event.err.notation", err)
	}
}
