package store

import (
	"path/filepath"
	"testing"

	"arbiter/tournament"
)

// The rule options are kept with the event from its creation, change with
// the settings as one action, and undo with them.
func TestRuleOptionsStored(t *testing.T) {
	settings := testSettings()
	settings.Rules = tournament.RuleOptions{National: "FI", QuickplayFinish: true}
	s := created(t, filepath.Join(t.TempDir(), "rules.arbiter"), settings)
	defer s.Close()
	ev := eventOf(t, s)
	if ev.Settings.Rules != settings.Rules {
		t.Fatalf("created with %+v, read %+v", settings.Rules, ev.Settings.Rules)
	}
	changed := ev.Settings
	changed.Rules.DevicePolicy, changed.Rules.NoDrawBefore = "warning-first", 20
	if err := s.UpdateSettings(changed); err != nil {
		t.Fatal(err)
	}
	if ev, _ = s.Event(); ev.Settings.Rules != changed.Rules {
		t.Errorf("after the change %+v", ev.Settings.Rules)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if ev, _ = s.Event(); ev.Settings.Rules != settings.Rules {
		t.Errorf("after undo %+v, want %+v", ev.Settings.Rules, settings.Rules)
	}
}
