package ui

import (
	"bytes"
	"html"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"arbiter/i18n"
	"arbiter/internal/pdftext"
	"arbiter/printing"
	"arbiter/tournament"
	"arbiter/venue"
)

// A pairing system has one name: the window's settings offer it by the
// name the venue pages and the arbiter's report print, in every language
// (the window said "Joukkueiden kiertoturnaus" where the venue said
// "joukkueiden kaikki vastaan kaikki").
func TestSystemsNamedAlikeInWindowVenueAndPaper(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris"))
	for _, l := range []i18n.Lang{i18n.English, i18n.Finnish, i18n.Estonian} {
		s.SetLanguage(l)
		for _, systems := range [][]tournament.System{individualSystems, teamSystems} {
			labels := systemChoice(s, systems).sel.Options
			for i, x := range systems {
				// The window's list begins each name with a capital, as
				// a list does; mid-sentence the name is as the catalogue
				// writes it.
				r, size := utf8.DecodeRuneInString(labels[i])
				name := string(unicode.ToLower(r)) + labels[i][size:]
				ev := &tournament.Event{Settings: tournament.DefaultSettings()}
				ev.Settings.Name, ev.Settings.System, ev.Settings.Language = "Open", x, string(l)
				if x.Team() {
					ev.TeamOptions = tournament.TeamOptions{Boards: 4, MatchWin: 2, MatchDraw: 1}
				}
				dir := filepath.Join(t.TempDir(), "site")
				if _, err := venue.Export(ev, venue.Rules{}, dir, l); err != nil {
					t.Fatalf("%s, %s: %v", l, x, err)
				}
				pages, _ := filepath.Glob(filepath.Join(dir, "*.html"))
				var site strings.Builder
				for _, p := range pages {
					b, _ := os.ReadFile(p)
					site.WriteString(html.UnescapeString(string(b)))
				}
				if !strings.Contains(strings.ToLower(site.String()), strings.ToLower(name)) {
					t.Errorf("%s, %s: the window says %q, the venue pages never do", l, x, labels[i])
				}
				var pdf bytes.Buffer
				if err := printing.ArbiterReport(&pdf, ev, nil, tournament.RatingOptions{}, printing.Options{Lang: l}); err != nil {
					t.Fatalf("%s, %s: %v", l, x, err)
				}
				text := strings.Join(strings.Fields(pdftext.Text(t, pdf.Bytes())), " ")
				if !strings.Contains(strings.ToLower(text), strings.ToLower(name)) {
					t.Errorf("%s, %s: the window says %q, the arbiter's report does not:\n%s", l, x, labels[i], text)
				}
			}
		}
	}
}
