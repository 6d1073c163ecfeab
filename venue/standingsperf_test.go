package venue_test

import (
	"html"
	"regexp"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/tournament/ratingreport"
	"arbiter/tournament/standings"
	"arbiter/words"
)

// The final standings page gives each player's performance beside the
// tie-breaks, headed and explained as the printed standings
// and `arbiter standings` give it (ratingreport.StandingsPerformance), in
// every language: the phones at a club's rapid evening had no Perf.
// column the paper had. Before the last round there is none.
func TestFinalStandingsPageGivesThePerformance(t *testing.T) {
	ev := testevent.Swiss(t, 14, 7, false)
	ev.Settings.Rules.FIDERated = true
	st := standings.Of(ev)
	perf := ratingreport.StandingsPerformance(ev, st)
	_, base := server(t, testevent.EventFile(t, ev), nil)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		page := html.UnescapeString(get2(t, base+"/standings.html?lang="+string(lang)))
		head := words.RatedShort(cat, words.RatedPerformance)
		if !regexp.MustCompile(`>` + regexp.QuoteMeta(head) + `</abbr></th></tr></thead>`).MatchString(page) {
			t.Errorf("%s: the last head is not %q", lang, head)
		}
		for _, r := range st.Rows[:3] {
			row := regexp.MustCompile(`player-` + regexp.QuoteMeta(words.Number(int(r.ID))) + `\.html.*?</tr>`).FindString(page)
			if !strings.HasSuffix(row, `<td class="n">`+words.Number(perf[r.ID])+`</td></tr>`) {
				t.Errorf("%s: %s's row does not end with his performance %d: %s", lang, r.Name, perf[r.ID], row)
			}
		}
		if legend := words.RatedLegend(cat, words.RatedPerformance); !strings.Contains(page, legend) {
			t.Errorf("%s: the column is not explained, %q", lang, legend)
		}
	}
	early := testevent.Swiss(t, 14, 6, false)
	early.Settings.Rounds = 7
	_, base = server(t, testevent.EventFile(t, early), nil)
	if page := html.UnescapeString(get2(t, base+"/standings.html?lang=en")); strings.Contains(page, ">"+words.RatedShort(i18n.For(i18n.English), words.RatedPerformance)+"<") {
		t.Errorf("after round 6 of 7 the page gives a performance")
	}
}
