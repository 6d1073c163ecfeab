package printing

import (
	"io"
	"slices"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/standings"
	"arbiter/words"
)

// The printed standings and crosstables name under the table the rules
// they are ranked by, then a match's own result and each player struck,
// as the window, the command line and the venue's pages do
// (words.RuleNotes, words.OutcomeNotes): the paper gave the edition of the
// Tie-Break Regulations and not the withdrawal rule, and joined the struck
// players in a line of its own words.
func TestStandingsNameTheirRulesAsEveryFrontEnd(t *testing.T) {
	events := testevent.NotedEvents(t)
	checkSheetsSay(t, func(lang i18n.Lang, cat *i18n.Catalog) (sheets []notedSheet) {
		for _, n := range events {
			cross := n.Crosstable
			if n.Event.Settings.System.IndividualSwiss() {
				// The paper's Swiss crosstable is of the rounds completed.
				cross = standings.SwissCrosstable(n.Event.AfterRound(n.Event.CompletedRounds())).Table
			}
			for _, c := range []struct {
				what  string
				print func(io.Writer, *tournament.Event, Options) error
				table standings.Table
			}{{n.Name + " standings", Standings, n.Standings}, {n.Name + " crosstable", Crosstable, cross}} {
				pdf := printed(t, func(w io.Writer) error { return c.print(w, n.Event, Options{Lang: lang}) })
				savePNG(t, "notes-"+strings.ReplaceAll(c.what, " ", "-")+"-"+string(lang), pdf, 1)
				sheets = append(sheets, notedSheet{c.what, pdf, words.TableNotes(cat, c.table)})
			}
		}
		return sheets
	})
}

// The printed standings and crosstable of an event that gives its unrated
// players a rating for the tie-breaks (Settings.UnratedRating) say under
// the table, in each language, that ARO and TPR counted an unrated
// opponent at it, the rating written out, as every front end's notes do
// (words.OutcomeNotes): a round robin of four, seat 4 unrated, counted at
// 1800.
func TestStandingsSayTheRatingOfTheUnrated(t *testing.T) {
	ev := testfield.Field(4, tournament.RoundRobin)
	testfield.Play(t, ev, [][]tournament.Result{{tournament.WhiteWins, tournament.Draw}, {tournament.BlackWins, tournament.Draw}, {tournament.Draw, tournament.Draw}})
	ev.Players[3].Rating = 0
	ev.Settings.UnratedRating = 1800
	ev.Settings.TieBreaks = []string{"aro", "tpr"}
	if err := ev.Settings.Validate(); err != nil {
		t.Fatal(err)
	}
	checkSheetsSay(t, func(lang i18n.Lang, cat *i18n.Catalog) (sheets []notedSheet) {
		for _, c := range []struct {
			what  string
			print func(io.Writer, *tournament.Event, Options) error
			table standings.Table
		}{{"standings", Standings, standings.Of(ev)}, {"crosstable", Crosstable, standings.Crosstable(ev).Ranking}} {
			said := words.OutcomeNotes(cat, c.table)
			if !slices.ContainsFunc(said, func(n string) bool { return strings.Contains(n, "1800") }) {
				t.Fatalf("%s %s: the notes name no rating of the unrated: %q", lang, c.what, said)
			}
			sheets = append(sheets, notedSheet{c.what, printed(t, func(w io.Writer) error { return c.print(w, ev, Options{Lang: lang}) }), said})
		}
		return sheets
	})
}

// A notedSheet is a printed sheet and the notes its text must hold under
// its table, in their order.
type notedSheet struct {
	what  string
	pdf   []byte
	notes []string
}

// checkSheetsSay checks, in each language, that the text of every sheet
// sheets prints holds its notes in order, the sheets read back at once.
func checkSheetsSay(t *testing.T, sheets func(i18n.Lang, *i18n.Catalog) []notedSheet) {
	t.Helper()
	type key struct {
		lang i18n.Lang
		what string
	}
	pdfs, notes := map[key][]byte{}, map[key][]string{}
	for _, lang := range i18n.Complete {
		for _, s := range sheets(lang, i18n.For(lang)) {
			pdfs[key{lang, s.what}], notes[key{lang, s.what}] = s.pdf, s.notes
		}
	}
	for k, text := range textsOf(t, pdfs) {
		testevent.CheckNotesInOrder(t, string(k.lang)+" "+k.what, text, notes[k])
	}
}
