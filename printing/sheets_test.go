package printing

import (
	"io"
	"regexp"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/input"
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
	cases := []struct {
		ev   *tournament.Event
		head string
	}{{unrated, "norms.col.category"}, {ev, "print.col.rating-category"}}
	type sheet struct {
		ev   *tournament.Event
		lang i18n.Lang
	}
	pdfs := map[sheet][]byte{}
	for _, tt := range cases {
		for _, lang := range i18n.Complete {
			pdfs[sheet{tt.ev, lang}] = printed(t, func(w io.Writer) error { return PlayerList(w, tt.ev, Options{Lang: lang}) })
		}
	}
	texts := textsOf(t, pdfs)
	for _, tt := range cases {
		for _, lang := range i18n.Complete {
			cat := i18n.For(lang)
			text := input.Collapse(texts[sheet{tt.ev, lang}])
			// A heading of two words may take two lines.
			testtext.SaysEach(t, string(lang)+": the heading", text, strings.Fields(cat.T(tt.head))...)
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
