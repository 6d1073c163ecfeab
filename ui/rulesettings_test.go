package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/engine"
	"arbiter/engine/clock"
)

// The rule options FI 2's "other practice" and the notation language are
// saved with the event and shown again when it is reopened; the notation
// reaches the rulings as the event's (default: the event's language).
func TestRuleSettingsNotationAndFlagClaimOnly(t *testing.T) {
	path := newEventFile(t, "Anna", "Boris")
	s := openShell(t, path)
	v := s.views[areaSettings].(*settingsView)
	v.language.set("fi")
	v.save()
	ev, err := s.doc.event.Settings.RulesEvent(clock.TimeControl{})
	if err != nil || ev.Notation != engine.Finnish {
		t.Fatalf("notation by default %q (%v), want the event's language fi", ev.Notation, err)
	}
	v.rules.notation.set("et")
	test.Tap(v.rules.flagClaimOnly)
	v.save()
	if v.problem.Visible() {
		t.Fatalf("settings refused: %s", v.problem.Text)
	}
	if o := s.doc.event.Settings.Rules; o.Notation != "et" || !o.FlagClaimOnly {
		t.Fatalf("stored rule options %+v", o)
	}
	s.closeDocument()

	s = openShell(t, path)
	v = s.views[areaSettings].(*settingsView)
	v.refresh()
	if v.rules.notation.value() != "et" || !v.rules.flagClaimOnly.Checked {
		t.Errorf("reopened: notation %q, flag claim only %v", v.rules.notation.value(), v.rules.flagClaimOnly.Checked)
	}
}

// The number fields of the settings show what is stored and stay empty
// while nothing is (no lateness limit, no rounds given, no draw rule), and
// a save and reopen give back what was typed.
func TestSettingsNumberFields(t *testing.T) {
	path := newEventFile(t, "Anna", "Boris")
	s := openShell(t, path)
	v := s.views[areaSettings].(*settingsView)
	fields := func() [4]string {
		return [4]string{v.lateness.Text, v.rounds.Text, v.rules.noDrawBefore.Text, v.rules.blitzPenalty.Text}
	}
	if got := fields(); got != [4]string{} {
		t.Errorf("a new event's fields %q, want all empty", got)
	}
	// A text that is not a whole number, and a count below zero, are
	// refused by the field's label, and nothing is saved.
	for _, c := range []struct {
		f     *field
		text  string
		label string
	}{
		{v.lateness, "15 min", "ui.settings.lateness"},
		{v.rules.noDrawBefore, "-5", "rulesettings.no-draw-before"},
	} {
		c.f.SetText(c.text)
		v.save()
		if want := s.t("ui.settings.not-number", "field", s.t(c.label), "text", c.text); !v.problem.Visible() || v.problem.Text != want {
			t.Errorf("%q: problem %q (shown %v), want %q", c.text, v.problem.Text, v.problem.Visible(), want)
		}
		c.f.SetText("")
	}
	if st := s.doc.event.Settings; st.LatenessMinutes != -1 || st.Rules.NoDrawBefore != 0 {
		t.Errorf("saved from refused fields: lateness %d, no draw before %d", st.LatenessMinutes, st.Rules.NoDrawBefore)
	}
	v.lateness.SetText("0")
	v.rounds.SetText("3")
	v.rules.noDrawBefore.SetText("30")
	v.save()
	if v.problem.Visible() {
		t.Fatalf("settings refused: %s", v.problem.Text)
	}
	s.closeDocument()

	s = openShell(t, path)
	v = s.views[areaSettings].(*settingsView)
	v.refresh()
	if got, want := fields(), [4]string{"0", "3", "30", ""}; got != want {
		t.Errorf("reopened: fields %q, want %q", got, want)
	}
	if st := s.doc.event.Settings; st.LatenessMinutes != 0 || st.Rounds != 3 || st.Rules.NoDrawBefore != 30 || st.Rules.SupervisedBlitzPenaltySeconds != 0 {
		t.Errorf("stored lateness %d, rounds %d, rule options %+v", st.LatenessMinutes, st.Rounds, st.Rules)
	}
}

// A Swiss event's rounds cannot be taken away in the settings: with the
// field emptied the save is refused with the same words as a new event's,
// and the stored count stays.
func TestSettingsSwissNeedsRounds(t *testing.T) {
	s := openShell(t, newSwissFile(t, 4, 5))
	v := s.views[areaSettings].(*settingsView)
	v.refresh()
	if v.rounds.PlaceHolder != "" {
		t.Errorf("a Swiss's rounds field suggests %q when emptied", v.rounds.PlaceHolder)
	}
	for _, text := range []string{"", "0"} {
		v.rounds.SetText(text)
		v.save()
		if want := s.t("event.err.settings.rounds.needed"); !v.problem.Visible() || v.problem.Text != want {
			t.Errorf("rounds %q: problem %q (shown %v), want %q", text, v.problem.Text, v.problem.Visible(), want)
		}
	}
	if got := s.doc.event.Settings.Rounds; got != 5 {
		t.Errorf("stored rounds %d after refused saves, want 5", got)
	}
	v.rounds.SetText("7")
	v.save()
	if v.problem.Visible() || s.doc.event.Settings.Rounds != 7 {
		t.Errorf("7 rounds: problem %q, stored %d", v.problem.Text, s.doc.event.Settings.Rounds)
	}
}

// A team event's fewest games for a board prize is shown and set in the
// settings, kept when the event is reopened; a number the store refuses
// leaves it as it was, with the reason shown.
func TestSettingsBoardPrizeMinGames(t *testing.T) {
	path := newTeamFile(t, 4, 5, 4)
	s := openShell(t, path)
	v := s.views[areaSettings].(*settingsView)
	v.refresh()
	if v.team.prizeMinGames.Text != "1" {
		t.Fatalf("default shown %q", v.team.prizeMinGames.Text)
	}
	for _, c := range []struct {
		typed   string
		refused bool
		want    int
	}{{"3", false, 3}, {"-2", true, 3}, {"x", true, 3}} {
		v.team.prizeMinGames.SetText(c.typed)
		v.save()
		if v.problem.Visible() != c.refused {
			t.Errorf("%q: refused %v (%s)", c.typed, v.problem.Visible(), v.problem.Text)
		}
		if got := s.doc.event.TeamOptions.PrizeMinGames(); got != c.want {
			t.Errorf("%q: stored %d, want %d", c.typed, got, c.want)
		}
	}
	s.closeDocument()
	s = openShell(t, path)
	v = s.views[areaSettings].(*settingsView)
	v.refresh()
	if v.team.prizeMinGames.Text != "3" || s.doc.event.TeamOptions.PrizeMinGames() != 3 {
		t.Errorf("reopened: %q", v.team.prizeMinGames.Text)
	}
}
