package tournament

import (
	"testing"
	"time"

	"arbiter/engine/clock"
	"arbiter/engine/rules"
)

// Every rule option of the event reaches the rules, as "arbiter ruling"
// takes them one by one.
func TestRulesEventCarriesRuleOptions(t *testing.T) {
	s := DefaultSettings()
	s.Ruleset = "FIDE2014"
	s.Rules = RuleOptions{National: "FI", FIDERated: true, Championship: true, DevicePolicy: "warning-first",
		FirstIllegalLoses: true, BothZeroDraw: true, QuickplayFinish: true, NoQuickplayFinish: true,
		NoDrawBefore: 30, SupervisedBlitzPenaltySeconds: 90}
	ev, err := s.RulesEvent(clock.TimeControl{})
	if err != nil {
		t.Fatal(err)
	}
	want := rules.Event{Ruleset: rules.FIDE2014, Type: rules.Standard, National: "FI", FIDERated: true, Championship: true,
		DevicePolicy: "warning-first", FirstIllegalLoses: true, BothZeroDraw: true, QuickplayFinish: true,
		NoQuickplayFinish: true, NoDrawBefore: 30, SupervisedBlitzPenalty: 90 * time.Second}
	if ev.Lateness != nil {
		t.Errorf("lateness %v with none set: the national default must apply", *ev.Lateness)
	}
	ev.Lateness = nil
	if ev != want {
		t.Errorf("rules event\n got %+v\nwant %+v", ev, want)
	}
}
