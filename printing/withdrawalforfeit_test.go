package printing

import (
	"io"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/input"
)

// TestAWithdrawalsForfeitIsExplainedWhereItIsShown: in a 1953 round robin
// whose player 1 left after round 4, having played half his games, his
// later games count as forfeits (§27) with nothing recorded on them. The
// pairing list of round 5 and the report's results show such a game as
// the forfeit ("− : +"), so they explain the forfeit's marks as they do a
// forfeit entered: both looked at the recorded result, none, and left the
// marks unexplained.
func TestAWithdrawalsForfeitIsExplainedWhereItIsShown(t *testing.T) {
	ev := testevent.Withdrawal1953(t, 4)
	if eff := ev.EffectiveResults(); eff.Struck[1] {
		t.Fatal("player 1, half his games played, is struck")
	}
	sheets := map[string]func(io.Writer, Options) error{
		"pairing list": func(w io.Writer, opt Options) error { return Pairings(w, ev, 5, opt) },
		"report": func(w io.Writer, opt Options) error {
			return ArbiterReport(w, ev, nil, tournament.RatingOptions{}, opt)
		},
	}
	texts := printedSheets(t, inEachLang(), sheets)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		legend := input.Collapse(cat.T("print.legend.forfeit"))
		bare := func(s string) string { return strings.ReplaceAll(s, " ", "") }
		for name := range sheets {
			text := input.Collapse(texts[name][Options{Lang: lang}])
			if !strings.Contains(bare(text), bare(tournament.WhiteForfeitWin.Text(cat.T))) {
				t.Fatalf("%s, %s: no withdrawal forfeit shown", lang, name)
			}
			if !strings.Contains(text, legend) {
				t.Errorf("%s, %s: a withdrawal's forfeit shown, its marks not explained (%q)", lang, name, legend)
			}
		}
	}
}
