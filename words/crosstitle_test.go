package words

import (
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/tournament/standings"
)

// A round robin's crosstable is headed by the rounds its standings are,
// at every point of the event: none paired, a round in play with no
// result in, one partly entered, every round paired complete, the last
// round in play. Its title said "Crosstable after round 5" over cells
// showing round 6's games as "*", where the standings said "after round
// 5, round 6 in play".
func TestCrossTitleNamesTheStandingsRounds(t *testing.T) {
	progress := map[string]standings.Progress{
		"none paired":           {},
		"round 1 in play":       {Rounds: 1},
		"round 1 partly":        {Rounds: 1, Partial: []standings.RoundProgress{{Round: 1, Done: 2, Of: 6}}},
		"round 6 in play":       {Rounds: 6, Complete: 5},
		"round 6 partly":        {Rounds: 6, Complete: 5, Partial: []standings.RoundProgress{{Round: 6, Done: 4, Of: 6}}},
		"rounds 2 and 3 partly": {Rounds: 3, Complete: 1, Partial: []standings.RoundProgress{{Round: 2, Done: 5, Of: 6}, {Round: 3, Done: 6, Of: 6}}},
		"round 6 complete":      {Rounds: 6, Complete: 6},
		"round 11 in play":      {Rounds: 11, Complete: 10},
		"every round complete":  {Rounds: 11, Complete: 11},
	}
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		standingsWord, crossWord := cat.T("print.standings.title"), cat.T("print.crosstable.title")
		for name, p := range progress {
			st, ct := StandingsTitle(cat, p), CrossTitle(cat, p, false)
			rest, ok := strings.CutPrefix(st, standingsWord)
			if !ok || !strings.HasPrefix(ct, crossWord) || crossWord+rest != ct {
				t.Errorf("%s, %s: crosstable %q, standings %q", lang, name, ct, st)
			}
		}
	}
	// The demo event: round 6 of 11 paired, no result of it in.
	demo := progress["round 6 in play"]
	saysInEachLang(t, "the demo", map[i18n.Lang]string{
		i18n.English:  "Crosstable after round 5, round 6 in play",
		i18n.Finnish:  "Ristitaulukko 5. kierroksen jälkeen, 6. kierros kesken",
		i18n.Estonian: "Turniiritabel pärast 5. vooru, 6. voor käib",
	}, func(cat *i18n.Catalog) string { return CrossTitle(cat, demo, false) })
}
