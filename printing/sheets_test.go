package printing

import (
	"io"
	"regexp"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/tournament"
)

// TestCategoriesInTheSheetsLanguage: a 1953 event's players, who have
// categories and no ratings, are listed under a category heading (it was
// "Reiting" in Estonian), with the master categories in the language's
// letters (Estonian MK, not the English CM); with ratings too the heading
// names both.
func TestCategoriesInTheSheetsLanguage(t *testing.T) {
	ev := demoEvent() // categories CM, I and II
	unrated := demoEvent()
	for i := range unrated.Players {
		unrated.Players[i].Rating = 0
	}
	for _, tt := range []struct {
		ev   *tournament.Event
		head string
	}{{unrated, "norms.col.category"}, {ev, "print.col.rating-category"}} {
		for _, lang := range i18n.Complete {
			cat := i18n.For(lang)
			pdf := printed(t, func(w io.Writer) error { return PlayerList(w, tt.ev, Options{Lang: lang}) })
			text := flatText(t, pdf)
			// A heading of two words may take two lines.
			for _, word := range strings.Fields(cat.T(tt.head)) {
				if !strings.Contains(text, word) {
					t.Errorf("%s: the heading %q is missing", lang, cat.T(tt.head))
				}
			}
			cm := cat.T("print.category.CM")
			if !regexp.MustCompile(`\b` + cm + `\b`).MatchString(text) {
				t.Errorf("%s: no candidate master is written %q", lang, cm)
			}
			if lang != i18n.English && regexp.MustCompile(`\bCM\b`).MatchString(text) {
				t.Errorf("%s: a candidate master is written in English letters", lang)
			}
		}
	}
}
