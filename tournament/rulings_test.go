package tournament

import (
	"testing"
	"time"

	"arbiter/engine/clock"
	"arbiter/engine/rules"
)

func TestRulesEvent(t *testing.T) {
	blitz, err := clock.Parse("3+2")
	if err != nil {
		t.Fatal(err)
	}
	st := Settings{LatenessMinutes: -1}
	ev, err := st.RulesEvent(blitz)
	if err != nil || ev.Ruleset != rules.DefaultRuleset || ev.Type != rules.Blitz || ev.Lateness != nil {
		t.Errorf("no settings: %+v, %v", ev, err)
	}
	st = Settings{Ruleset: "USSR1953", GameType: "standard", Supervised: true, LatenessMinutes: 60}
	ev, err = st.RulesEvent(blitz)
	if err != nil || ev.Ruleset != rules.USSR1953 || ev.Type != rules.Standard || !ev.Supervised || ev.Lateness == nil || *ev.Lateness != time.Hour {
		t.Errorf("1953 settings: %+v, %v", ev, err)
	}
	if _, err := (Settings{Ruleset: "FIDE1900"}).RulesEvent(blitz); err == nil {
		t.Error("an unknown ruleset accepted")
	}
	if _, err := (Settings{GameType: "bullet"}).RulesEvent(blitz); err == nil {
		t.Error("an unknown game type accepted")
	}
}
