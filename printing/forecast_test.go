package printing

import (
	"io"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/tournament"
)

// TestNormForecastSheetAfterWithdrawal_1953_27: the printed forecast says
// what the window and the command line say, in every language: each
// category to earn or confirm with its forecast as one statement, and the
// player who withdrew after four of his seven games with what §27 leaves
// him, not a score he needs.
func TestNormForecastSheetAfterWithdrawal_1953_27(t *testing.T) {
	ev := testevent.Withdrawal1953(t, 4)
	for _, lang := range []i18n.Lang{i18n.English, i18n.Finnish, i18n.Estonian} {
		cat := i18n.For(lang)
		text := printedText(t, func(w io.Writer) error {
			return NormForecast(w, ev, tournament.RatingOptions{}, Options{Lang: lang})
		})
		flat := strings.Join(strings.Fields(text), " ")
		goal := cat.T("forecast.goal.confirmed", "category", "III")
		withdrawn, _, _ := strings.Cut(cat.T("forecast.state.withdrawn.out-of-reach"), ";")
		verdict := cat.T("norms.verdict.confirmed", "category", "III")
		if !strings.Contains(flat, goal) || !strings.Contains(flat, withdrawn+";") || strings.Contains(flat, verdict) {
			t.Errorf("%s: the sheet lacks %q or %q, or words a verdict %q:\n%s", lang, goal, withdrawn, verdict, flat)
		}
	}
}
