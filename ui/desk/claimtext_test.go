package desk

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/engine"
	"arbiter/i18n"
)

// A threefold claim's explanation says what the record shows (how often
// the position appeared) and the verdict once: it said "the claim is
// correct" twice, the check's and the ruling's, in every language.
func TestClaimTextSaysTheVerdictOnce_9_2(t *testing.T) {
	for _, lang := range []i18n.Lang{i18n.English, i18n.Finnish, i18n.Estonian} {
		cat := i18n.For(lang)
		for _, c := range []struct {
			moves    []string
			verdict  string // the ruling's key, whose words before ':' are the verdict
			occurred string
		}{
			{[]string{"Nf3", "Nf6"}, "rules.ruling.claim-incorrect", "analysis.claim.threefold_invalid"},
			{[]string{"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"}, "rules.ruling.claim-correct", "analysis.claim.threefold_valid"},
		} {
			f := clockedFixture(t, "90+30")
			f.playSAN(c.moves...)
			f.build(lang, f.v.Session())
			r := f.v.rulings
			r.kind.SetSelectedIndex(indexOfKind("claim-threefold"))
			r.player.SetSelectedIndex(int(engine.White))
			test.Tap(r.proposeBtn)
			if r.current == nil || r.current.Claim == nil {
				t.Fatalf("%s: no claim proposed", lang)
			}
			verdict, _, _ := strings.Cut(cat.T(c.verdict), ":")
			text := strings.ToLower(r.explain.Text)
			if n := strings.Count(text, strings.ToLower(verdict)); n != 1 {
				t.Errorf("%s %s: the verdict %q said %d times in %q", lang, c.verdict, verdict, n, r.explain.Text)
			}
			count := "1"
			if r.current.Claim.Valid {
				count = "3"
			}
			// The check's own finding, the number of times, is still said.
			fact, _, _ := strings.Cut(cat.T(c.occurred, "count", count), ":")
			if !strings.Contains(r.explain.Text, fact) {
				t.Errorf("%s: %q does not say %q", lang, r.explain.Text, fact)
			}
		}
	}
}
