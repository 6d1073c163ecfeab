package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/engine/rules"
)

// The settings show the game type in force below its choice as the
// ruleset, the type and the control are chosen: a blitz control's type
// from the control, a type set against it said as a problem, and "from
// the time control" saved as no type of the arbiter's.
func TestSettingsShowGameTypeInForce(t *testing.T) {
	path := newEventFile(t, "Anna", "Boris")
	s, v := openSettings(t, path)
	if v.gameType.value() != "" || v.gameTypeNote.text() != "Standard (no time control to tell it by)" {
		t.Errorf("a new event: type %q, note %q", v.gameType.value(), v.gameTypeNote.text())
	}
	v.timeControl.SetText(`3'+2"`)
	if v.gameTypeNote.problem != "" || v.gameTypeNote.text() != `Blitz (from the time control 3'+2")` {
		t.Errorf("3'+2\": note %q, problem %q", v.gameTypeNote.text(), v.gameTypeNote.problem)
	}
	v.gameType.set("standard")
	want := `Standard (set by the arbiter), but the time control 3'+2" makes blitz games (FIDE Laws of Chess 2023); rulings follow the type set`
	if v.gameTypeNote.problem != want {
		t.Errorf("standard set against 3'+2\": problem %q", v.gameTypeNote.problem)
	}
	v.gameType.set("")
	saveSettings(t, v, "refused")
	st := s.doc.event.Settings
	if g, err := st.GameTypeInForce(); err != nil || st.GameType != "" || g.Type != rules.Blitz {
		t.Errorf("saved: type %q, in force %+v, %v", st.GameType, g, err)
	}
	if v.gameTypeNote.problem != "" || v.gameTypeNote.text() != `Blitz (from the time control 3'+2")` {
		t.Errorf("after saving: note %q, problem %q", v.gameTypeNote.text(), v.gameTypeNote.problem)
	}
	// The Finnish blitz rules have no rules for a rapid control's games.
	v.ruleset.set(string(rules.FIBlitz2018))
	v.timeControl.SetText("15+10")
	if v.gameTypeNote.problem == "" {
		t.Errorf("a rapid control under the Finnish blitz rules, not said: %q", v.gameTypeNote.text())
	}
}

// The new-event box says below a control that reads the game type it
// makes under the ruleset chosen, and the event made has that type from
// its control, not "standard".
func TestNewEventBoxGameTypeFromControl(t *testing.T) {
	s := openShell(t, "")
	s.newTournament()
	entries := overlayParts[*field](s)
	name, control, folder := entries[0], entries[7], entries[8]
	notes := overlayParts[*fieldNote](s)
	said := func() string {
		for _, n := range notes {
			if n.label == s.t("ui.settings.timecontrol") {
				return n.text()
			}
		}
		return ""
	}
	overlayParts[*picker](s)[1].SetSelected(s.t("rules.ruleset.fi-blitz2018"))
	test.Type(control, `3'+2"`)
	if got := said(); got != `Blitz (from the time control 3'+2")` {
		t.Errorf("3'+2\" under the Finnish blitz rules: %q", got)
	}
	test.Type(name, "Blitz Open")
	folder.SetText(t.TempDir())
	pressEnter(name)
	if s.doc == nil {
		t.Fatalf("not created: %s", dialogRefusal(s))
	}
	t.Cleanup(s.closeDocument)
	st := s.doc.event.Settings
	if g, err := st.GameTypeInForce(); err != nil || st.GameType != "" || g.Type != rules.Blitz || !g.Known {
		t.Errorf("made: type %q, in force %+v, %v", st.GameType, g, err)
	}
}
