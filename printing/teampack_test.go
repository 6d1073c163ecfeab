package printing

import (
	"bytes"
	"errors"
	"io"
	"slices"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/i18n"
)

// TestTeamRoundPack: a team event's round pack holds exactly the parts
// chosen, each whole and in the pack's order whatever the order asked:
// the pairing list on one page, a result sheet per match played, a
// line-up form per team that plays, the standings before the round (none
// before round 1: they would be all zeros). A part of the individual
// event's pack is refused, naming the team pack's.
func TestTeamRoundPack(t *testing.T) {
	ev := teamEvent(t) // 6 teams, 3 matches a round
	cat := i18n.For(i18n.Finnish)
	titles := map[string]string{
		"pairings":     cat.T("print.pairings.title"),
		"match-sheets": cat.T("teams.print.sheet.title"),
		"lineup-forms": cat.T("teams.print.lineup.title"),
		"standings":    cat.T("print.standings.after", "n", 2),
	}
	cases := []struct {
		name  string
		round int
		parts []string
		want  []string // each page's part
	}{
		{"all", 3, TeamPackParts(), []string{"pairings", "match-sheets", "match-sheets", "match-sheets",
			"lineup-forms", "lineup-forms", "lineup-forms", "lineup-forms", "lineup-forms", "lineup-forms", "standings"}},
		{"asked backwards", 3, []string{"standings", "pairings"}, []string{"pairings", "standings"}},
		{"sheets and standings", 3, []string{"standings", "match-sheets"}, []string{"match-sheets", "match-sheets", "match-sheets", "standings"}},
		{"line-up forms alone", 3, []string{"lineup-forms"}, []string{"lineup-forms", "lineup-forms", "lineup-forms", "lineup-forms", "lineup-forms", "lineup-forms"}},
		{"round 1: no standings before it", 1, []string{"pairings", "standings"}, []string{"pairings"}},
	}
	pdfs := map[string][]byte{}
	for _, c := range cases {
		pdfs[c.name] = printed(t, func(w io.Writer) error { return RoundPackOf(w, ev, c.round, c.parts, Options{Lang: i18n.Finnish}) })
	}
	texts := textsOf(t, pdfs)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var got []string
			for i, page := range strings.Split(strings.TrimRight(texts[c.name], "\f"), "\f") {
				head, _, _ := strings.Cut(strings.TrimLeft(page, "\n"), "\n")
				part := "?"
				for name, title := range titles {
					if strings.Contains(head, title) {
						part = name
					}
				}
				if part == "?" {
					t.Errorf("page %d is of no part: %q", i+1, head)
				}
				got = append(got, part)
			}
			if !slices.Equal(got, c.want) {
				t.Errorf("pages %q, want %q", got, c.want)
			}
		})
	}
	var m *engine.Message
	err := RoundPackOf(&bytes.Buffer{}, ev, 3, []string{"pairings", "slips"}, Options{})
	if !errors.As(err, &m) || m.Key != "print.error.pack-part" || !strings.Contains(cat.Error(err), "match-sheets, lineup-forms") {
		t.Errorf("a part of the individual pack: %v", err)
	}
	if !slices.Equal(PackPartsOf(ev), TeamPackParts()) || !slices.Equal(PackPartsOf(demoEvent()), PackParts()) {
		t.Error("the packs' parts are not the events'")
	}
}
