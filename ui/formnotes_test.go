package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"arbiter/i18n"
)

// The settings' name, site, organiser and chief arbiter are free text the
// event refuses with a hidden character in it (input.ValidateText): each
// says so below itself, all at once, naming the field, in every language
// at 1024×700, and nothing is saved. They had no note: the first of them
// was said beside the buttons, naming no field.
func TestSettingsTextFieldsShowTheirProblemsInPlace(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris"))
	s.win.Resize(fyne.NewSize(1024, 700))
	was := s.doc.event.Settings
	for _, l := range i18n.Complete {
		s.SetLanguage(l)
		s.show(areaSettings)
		v := s.views[areaSettings].(*settingsView)
		v.refresh()
		typed := map[*field]string{
			v.name: "Open\u200b", v.site: "Tampere\u202e", v.organiser: "Club\u00ad", v.chief: "Arbiter\u200d",
		}
		for f, text := range typed {
			f.SetText(text)
		}
		v.save()
		for f, text := range typed {
			n := v.notes[f]
			if n == nil || n.problem == "" {
				t.Errorf("%s: nothing below the field holding %q", l, text)
				continue
			}
			if !strings.Contains(n.problem, strings.TrimRightFunc(text, func(r rune) bool { return r > 0x7f })) || !strings.Contains(strings.ToLower(n.problem), strings.ToLower(n.label)) {
				t.Errorf("%s: below %q (%s): %q", l, text, n.label, n.problem)
			}
			if !n.fits() {
				t.Errorf("%s: %q wraps to more than %d lines in %v points", l, n.problem, n.lines, n.Size().Width)
			}
		}
		if v.problem.problem != "" {
			t.Errorf("%s: beside the buttons: %q", l, v.problem.problem)
		}
		if st := s.doc.event.Settings; st.Name != was.Name || st.Site != was.Site || st.Organiser != was.Organiser || st.ChiefArbiter != was.ChiefArbiter {
			t.Errorf("%s: settings saved: %+v", l, st)
		}
	}
	s.SetLanguage(i18n.English)
}
