package ui

import (
	"strings"
	"testing"
)

// The event settings' host federation, organiser, chief arbiter with his
// FIDE id and deputy arbiters are saved from the window; a host
// federation that is no three-letter code, or a FIDE id that is no
// number, is refused with the settings left as they were.
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
	v.chief.SetText("Aarne Tuomari")
	v.chiefID.SetText("FIN503999")
	v.save()
	if !v.problem.Visible() || !strings.Contains(v.problem.Text, "FIN503999") {
		t.Fatalf("bad FIDE id: %q", v.problem.Text)
	}
	v.chiefID.SetText("503999")
	v.organiser.SetText("Tartu Male Klubi")
	v.deputies.SetText("Bea Apu, Cecilia Apu")
	v.save()
	if v.problem.Visible() {
		t.Fatalf("refused: %s", v.problem.Text)
	}
	if st := s.doc.event.Settings; st.Federation != "EST" || st.ChiefArbiter != "Aarne Tuomari" || st.ChiefArbiterFIDEID != "503999" ||
		st.Organiser != "Tartu Male Klubi" || st.Deputies != "Bea Apu, Cecilia Apu" {
		t.Errorf("settings %+v", st)
	}
}
