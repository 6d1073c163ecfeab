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
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		legend := input.Collapse(cat.T("print.legend.forfeit"))
		bare := func(s string) string { return strings.ReplaceAll(s, " ", "") }
		for name, print := range map[string]func(io.Writer) error{
			"pairing list": func(w io.Writer) error { return Pairings(w, ev, 5, Options{Lang: lang}) },
			"report": func(w io.Writer) error {
				return ArbiterReport(w, ev, nil, tournament.RatingOptions{}, Options{Lang: lang})
			},
		} {
			text := flatText(t, printed(t, print))
			if !strings.Contains(bare(text), bare(tournament.WhiteForfeitWin.Text(cat.T))) {
				t.Fatalf("%s, %s: no withdrawal forfeit shown", lang, name)
			}
			if !strings.Contains(text, legend) {
				t.Errorf("%s, %s: a withdrawal's forfeit shown, its marks not explained (%q)", lang, name, legend)
			}
		}
	}
}
