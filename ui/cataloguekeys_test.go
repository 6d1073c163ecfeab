package ui

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"arbiter/i18n"
)

// keyShaped finds what may be a catalogue key in a text: words joined by
// dots ("event.tb.short.bh:mp-c1-p", "ui.cancel"), a file's name too.
var keyShaped = regexp.MustCompile(`[a-z]+(\.[a-z0-9:_-]+)+`)

// catalogueKeys are the texts of the window's content and of the dialog
// on top that are, or hold, a catalogue key: the key of a text with no
// words where the catalogues have words for it, or one composed of parts
// (a tie-break's head and its modifiers) that names no text at all, told
// from a file's name ("event.arbiter-backups") by its first two parts,
// which begin keys of the catalogue ("event.tb.").
func catalogueKeys(s *Shell) []string {
	keys, groups := map[string]bool{}, map[string]bool{}
	for _, k := range i18n.For(i18n.English).Keys() {
		keys[k] = true
		if parts := strings.SplitN(k, ".", 3); len(parts) == 3 {
			groups[parts[0]+"."+parts[1]] = true
		}
	}
	objects := drawnObjects(s.win.Canvas().Content())
	if top := s.win.Canvas().Overlays().Top(); top != nil {
		objects = append(objects, drawnObjects(top)...)
	}
	var found []string
	for _, o := range objects {
		text, ok := o.(*canvas.Text)
		if !ok {
			continue
		}
		for _, m := range keyShaped.FindAllString(text.Text, -1) {
			if parts := strings.SplitN(m, ".", 3); keys[m] || len(parts) == 3 && groups[parts[0]+"."+parts[1]] {
				found = append(found, fmt.Sprintf("%q in %q", m, text.Text))
			}
		}
	}
	return found
}

// No view of an individual or a team event shows a catalogue key in any
// language the window offers, Russian's partial catalogue included, a
// game open at the desk and a team event ranked by tie-breaks with
// modifiers: the Russian team standings headed three of six columns
// "event.tb.short.bh:mp-c1-p" and the like, where English has words.
func TestNoViewShowsACatalogueKey(t *testing.T) {
	individual := openShell(t, newEventFile(t, "Anna", "Boris", "Carl", "Dana", "Eero", "Fjodor"))
	test.Tap(individual.areaView(areaRounds).(*roundsView).pairBtn)
	individual.openAtDesk(1, 1)
	team := openShell(t, newPlayedTeamSwiss(t, 3))
	sixMatchPointTieBreaks(t, team)
	for _, ev := range []struct {
		name string
		s    *Shell
	}{{"individual", individual}, {"team", team}} {
		s := ev.s
		s.win.Resize(smallest)
		eachViewInEachLanguage(s, func(view string) {
			if keys := catalogueKeys(s); len(keys) > 0 {
				t.Errorf("%s, %s: %s", ev.name, view, strings.Join(keys, "; "))
			}
		})
	}
}
