package ui

import (
	"strings"
	"testing"
)

// The event settings' host federation, chief and deputy arbiters are
// saved from the window; a host federation that is no three-letter code is
// refused with the settings left as they were.
func TestSettingsHostFederationAndArbiters(t *testing.T) {
	s := openShell(t, normEventFile(t))
	s.show(areaSettings)
	v := s.views[areaSettings].(*settingsView)
	v.federation.SetText("Suomi")
	v.save()
	if !v.problem.Visible() || !strings.Contains(v.problem.Text, "three-letter FIDE code") {
		t.Fatalf("bad federation: %q", v.problem.Text)
	}
	if got := s.doc.event.Settings.Federation; got != "FIN" {
		t.Errorf("federation %q after a refusal", got)
	}
	v.federation.SetText("est")
	v.chief.SetText("Aarne Tuomari (503999)")
	v.deputies.SetText("Bea Apu, Cecilia Apu")
	v.save()
	if v.problem.Visible() {
		t.Fatalf("refused: %s", v.problem.Text)
	}
	if st := s.doc.event.Settings; st.Federation != "EST" || st.ChiefArbiter != "Aarne Tuomari (503999)" || st.Deputies != "Bea Apu, Cecilia Apu" {
		t.Errorf("settings %+v", st)
	}
}
