package cli

import (
	"regexp"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/words"
)

// `arbiter ratings` heads its opponents' average and performance with
// words of their own (words.RatedShort, the final standings' Perf.), never
// the ARO and TPR tie-breaks', and says under the table what they count,
// in every language. A Swiss of 14 after 7 rounds, round 7's board 1
// ended before a move: the report leaves that game out and gives the
// winner, Eero Nieminen, 1965 and 2331, where the tie-breaks count it
// (TPR 2384 on the standings); headed TPR, one name stood for two figures.
func TestRatingsHeadTheirFiguresApartFromTheTieBreaks(t *testing.T) {
	ev := testevent.Swiss(t, 14, 7, false)
	ev.Rounds[6].Pairings[0].Unrated = true
	ev.Settings.Rules.FIDERated = true
	file := testevent.EventFile(t, ev)
	for _, lang := range i18n.Complete {
		t.Setenv("ARBITER_LANG", string(lang))
		cat := i18n.For(lang)
		out := runCLI(t, 0, "ratings", file)
		avg, perf := words.RatedShort(cat, words.RatedAverage), words.RatedShort(cat, words.RatedPerformance)
		var head string
		for _, line := range strings.Split(out, "\n") {
			if strings.HasPrefix(line, "#") {
				head = line
				break
			}
		}
		if !regexp.MustCompile(regexp.QuoteMeta(avg) + `\s+` + regexp.QuoteMeta(perf) + `$`).MatchString(head) {
			t.Errorf("%s: the table is headed %q, want it to end with %s %s", lang, head, avg, perf)
		}
		for _, id := range []string{"aro", "tpr"} {
			if tb := words.TieBreakShort(cat, id); regexp.MustCompile(`(^|\s)` + regexp.QuoteMeta(tb) + `(\s|$)`).MatchString(head) {
				t.Errorf("%s: the table's head %q names the tie-break %s", lang, head, tb)
			}
		}
		if !regexp.MustCompile(`Eero Nieminen .*\s1965\s+2331\n`).MatchString(out) {
			t.Errorf("%s: Eero Nieminen's row does not end with 1965 2331:\n%s", lang, out)
		}
		if legend := words.RatedLegend(cat, words.RatedAverage, words.RatedPerformance); !strings.Contains(out, legend) {
			t.Errorf("%s: no %q in\n%s", lang, legend, out)
		}
		if lang != i18n.English && (strings.Contains(out, "ARO") || strings.Contains(out, "TPR")) {
			t.Errorf("%s: English abbreviations in\n%s", lang, out)
		}
	}
}
