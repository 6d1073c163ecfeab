package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"arbiter/tournament"
)

// venueTexts is every label's text in the venue view, in order.
func venueTexts(o fyne.CanvasObject) []string {
	var out []string
	if l, ok := o.(*widget.Label); ok {
		out = append(out, l.Text)
	}
	if c, ok := o.(*fyne.Container); ok {
		for _, o := range c.Objects {
			out = append(out, venueTexts(o)...)
		}
	}
	return out
}

// A team event's results are not entered at the venue: its Publish view
// offers no deputy a PIN, even one the file already gave a PIN, and says
// in one line where the results go, before and while the pages are
// published, with no line saying that entry waits for a PIN; in Finnish
// the published view is no wider than a 1024-point window leaves it.
func TestTeamEventsPublishViewOffersNoDeputyEntry(t *testing.T) {
	path := newTeamFile(t, 4, 4, 4)
	s := openShell(t, path)
	if _, err := s.doc.st.AddDeputy(tournament.Deputy{Name: "Liisa"}, true); err != nil {
		t.Fatal(err)
	}
	s.reload()
	s.SetLanguage("fi")
	s.show(areaVenue)
	v := s.views[areaVenue].(*venueView)
	check := func(when string) {
		t.Helper()
		all := strings.Join(venueTexts(v.box), "\n")
		if !strings.Contains(all, s.t("teams.ui.venue.entry", "matches", s.t("teams.ui.nav.matches"))) {
			t.Errorf("%s: the view does not say where a team event's results go:\n%s", when, all)
		}
		for _, key := range []string{"ui.deputies.title", "ui.venue.deputy.off", "ui.venue.deputy.on"} {
			if strings.Contains(all, s.t(key)) {
				t.Errorf("%s: the view says %q:\n%s", when, s.t(key), all)
			}
		}
		for _, b := range []string{"ui.deputies.add", "ui.deputies.new-pin"} {
			if venueObject(v.box, func(o fyne.CanvasObject) bool { x, ok := o.(*widget.Button); return ok && x.Text == s.t(b) }) != nil {
				t.Errorf("%s: the view has the button %q", when, s.t(b))
			}
		}
	}
	check("before publishing")
	v.addr.SetText("127.0.0.1:0")
	venueButton(t, v.box, s.t("ui.venue.start")).OnTapped()
	if s.venue == nil {
		t.Fatalf("not publishing: %s", topMessage(s))
	}
	defer s.stopPublishing()
	check("while publishing")
	if w := v.object().MinSize().Width; w > 1024-260 {
		t.Errorf("the published view needs %.0f points across, more than a 1024-point window leaves it", w)
	}
}
