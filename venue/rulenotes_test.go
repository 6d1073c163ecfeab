package venue_test

import (
	"html"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/words"
)

// The standings and crosstable pages name under the table the rules they
// are ranked by as the window, the command line and the paper do
// (words.RuleNotes): they gave neither the edition of the Tie-Break
// Regulations nor the withdrawal rule.
func TestStandingsNameTheirRulesAsEveryFrontEnd(t *testing.T) {
	bases := map[string]string{}
	for _, c := range testevent.RankedTables(t) {
		if bases[c.File] == "" {
			_, bases[c.File] = server(t, c.File, nil)
		}
		for _, lang := range []i18n.Lang{"en", "fi", "et"} {
			page := c.Kind + ".html"
			body := html.UnescapeString(get2(t, bases[c.File]+"/"+page+"?lang="+string(lang)))
			testevent.CheckNotesInOrder(t, string(lang)+" "+page+" "+string(c.Table.Policy), body, words.RuleNotes(i18n.For(lang), c.Table))
		}
	}
}
