package norms

import (
	"errors"
	"testing"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/tournament"
)

// A rapid or blitz event earns no norm: its 1953 report, its forecasts and
// its title norm verdicts each say so, not compute one as for standard
// play; the game type is the time control's, or the one the arbiter set.
func TestNoNormsOutsideStandardPlay(t *testing.T) {
	for _, tt := range []struct {
		control, set string
		ruleset      rules.RulesetID
		want         string // the refusal's key; "" for standard play
	}{
		{"3'+2\"", "", "", "norms.error.not-standard.blitz"},
		{"15'+10\"", "", "", "norms.error.not-standard.rapid"},
		{"90'+30\"", "", "", ""},
		{"90'+30\"", "blitz", "", "norms.error.not-standard.blitz"},
		{"3'+2\"", "standard", "", ""},
		// The 1953 code calls every control standard play; one far
		// shorter than its own (§19) is named by the FIDE definition.
		{"3'+2\"", "", rules.USSR1953, "norms.error.short-control-1953.blitz"},
		{"15'+10\"", "", rules.USSR1953, "norms.error.short-control-1953.rapid"},
		{"150'", "", rules.USSR1953, ""},
		{"3'+2\"", "standard", rules.USSR1953, ""},
	} {
		classes := sixPlayerEvent(t, tournament.WithdrawalUSSR1953, 0)
		titles := normEvent()
		for _, ev := range []*tournament.Event{classes, titles} {
			ev.Settings.TimeControl, ev.Settings.GameType, ev.Settings.Ruleset = tt.control, rules.GameType(tt.set), tt.ruleset
		}
		refusedAs := func(what, want string, err error) {
			t.Helper()
			var m *engine.Message
			switch {
			case want == "" && err != nil:
				t.Errorf("%s %s: %s refused: %v", tt.control, tt.set, what, err)
			case want != "" && (!errors.As(err, &m) || m.Key != want):
				t.Errorf("%s %s: %s gives %v, want the refusal %s", tt.control, tt.set, what, err, want)
			}
		}
		refused := func(what string, err error) { t.Helper(); refusedAs(what, tt.want, err) }
		// Standard play under the FIDE Laws gives no 1953 category: the
		// event is not played under its code (Scope).
		classesWant := tt.want
		if classesWant == "" && tt.ruleset != rules.USSR1953 {
			classesWant = "norms.error.not-1953"
		}
		rep, err := ForEvent(classes)
		refusedAs("the 1953 report", classesWant, err)
		if classesWant != "" && rep != nil {
			t.Errorf("%s: a report of %d players beside the refusal", tt.control, len(rep.Players))
		}
		_, err = ForecastEvent(classes)
		refusedAs("the 1953 forecast", classesWant, err)
		_, err = TitleNormForecasts(titles, tournament.RatingOptions{})
		refused("the title norm forecast", err)
		refused("StandardOnly", StandardOnly(titles))
		if got := len(NormVerdicts(titles, tournament.RatingOptions{})[101].Results); (got == 0) != (tt.want != "") {
			t.Errorf("%s %s: %d title norm verdicts for player 1", tt.control, tt.set, got)
		}
	}
}
