package cli

import (
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/words"
)

// `arbiter ratings` heads the opponents' average and the performance as
// the standings, the window's Ratings view and the rating sheet head them
// (words.TieBreakShort), beside each norm too, and says what the heads
// stand for, in every language: in Estonian and Finnish it wrote "ARO"
// and "TPR", English letters the standings write otherwise.
func TestRatingsHeadTheFiguresAsTheStandings(t *testing.T) {
	file := testevent.EventFile(t, testevent.Norm(t))
	for _, lang := range i18n.Complete {
		t.Setenv("ARBITER_LANG", string(lang))
		cat := i18n.For(lang)
		out := runCLI(t, 0, "ratings", file)
		aro, tpr := words.TieBreakShort(cat, "aro"), words.TieBreakShort(cat, "tpr")
		var head string
		for _, line := range strings.Split(out, "\n") {
			if strings.HasPrefix(line, "#") {
				head = line
				break
			}
		}
		if f := strings.Fields(head); len(f) < 2 || f[len(f)-2] != aro || f[len(f)-1] != tpr {
			t.Errorf("%s: the table is headed %q, want it to end with %s %s", lang, head, aro, tpr)
		}
		if legend := words.TieBreakLegend(cat, []string{"aro", "tpr"}); !strings.Contains(out, legend) {
			t.Errorf("%s: no %q in\n%s", lang, legend, out)
		}
		if lang != i18n.English && (strings.Contains(out, "ARO") || strings.Contains(out, "TPR")) {
			t.Errorf("%s: English abbreviations in\n%s", lang, out)
		}
	}
}
