package printing

import (
	"fmt"
	"io"
	"regexp"
	"slices"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/internal/testfield"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/seats"
	"arbiter/words"
)

// TestRoundDatesPrinted: a Swiss whose arbiter dated the rounds prints
// round 4's date and time in the scoresheet's date box, in the pairing
// list's heading and on the schedule, which a Swiss now has, every round
// with its day of the week; the time control is in words, not in the
// compact form it is typed in.
func TestRoundDatesPrinted(t *testing.T) {
	ev := testevent.Swiss(t, 31, 3, true)
	ev.Settings.TimeControl = "40/150+16/60*"
	ev.Settings.Schedule = []tournament.RoundTime{{Round: 1, Date: "2026-11-20", Time: "18:00"},
		{Round: 4, Date: "2026-11-22", Time: "10:00"}, {Round: 5, Date: "2026-11-22", Time: "16:30"}}
	sheets := map[string]func(io.Writer, Options) error{
		"scoresheets": func(w io.Writer, opt Options) error { return Scoresheets(w, ev, 4, opt) },
		"pairings":    func(w io.Writer, opt Options) error { return Pairings(w, ev, 4, opt) },
		"schedule":    func(w io.Writer, opt Options) error { return Schedule(w, ev, opt) },
	}
	texts := printedSheets(t, inEachLang(), sheets)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		date := cat.T("print.date", "d", 22, "month", cat.T("print.month.11"), "y", "2026")
		when := cat.T("schedule.when", "date", date, "time", cat.T("schedule.time", "h", "10", "m", "00"))
		read := func(name string) string { return input.Collapse(texts[name][Options{Lang: lang}]) }
		sheet := read("scoresheets")
		box := cat.T("print.scoresheet.date")
		if i := strings.Index(sheet, box); i < 0 || !strings.Contains(sheet[i:], when) {
			t.Errorf("%s: the scoresheet's date box does not read %q:\n%.400s", lang, when, sheet)
		}
		if strings.Contains(sheet, "40/150") {
			t.Errorf("%s: the scoresheet prints the time control's compact form", lang)
		}
		if list := read("pairings"); !strings.Contains(list, cat.T("print.round", "n", 4)+" · "+when) {
			t.Errorf("%s: the pairing list's heading lacks %q", lang, when)
		}
		schedule := read("schedule")
		testtext.SaysEach(t, string(lang)+": the schedule", schedule, cat.T("schedule.title"),
			cat.T("schedule.weekday", "day", cat.T("schedule.day.0"), "date", date), // 22 Nov 2026 is a Sunday
			cat.T("schedule.time", "h", "16", "m", "30"), cat.T("tc.repeat", "moves", 16, "time", cat.T("tc.minutes", "n", "60")))
	}
}

// TestScheduleSaysWhatABlankIs: a Swiss's schedule of rounds whose
// arbiter has not dated every round says under the table that a blank
// date or time is not set yet, in every language; with every round dated
// and timed it does not. Its date and time columns stood empty without a
// word.
func TestScheduleSaysWhatABlankIs(t *testing.T) {
	ev := testevent.Swiss(t, 31, 3, true)
	ev.Settings.Schedule = nil
	for n := 1; n <= ev.TotalRounds(); n++ {
		ev.Settings.Schedule = append(ev.Settings.Schedule, tournament.RoundTime{Round: n, Date: fmt.Sprintf("2026-11-%02d", 10+n), Time: "18:00"})
	}
	notes := map[i18n.Lang]string{
		i18n.English:  "A blank date or starting time has not been set yet.",
		i18n.Finnish:  "Tyhjä päivämäärä tai alkamisaika on vielä asettamatta.",
		i18n.Estonian: "Tühi kuupäev või algusaeg on veel määramata.",
	}
	type sheet struct {
		dated bool
		lang  i18n.Lang
	}
	pdfs := map[sheet][]byte{}
	for _, dated := range []bool{true, false} {
		if !dated {
			ev.Settings.Schedule[len(ev.Settings.Schedule)-1].Time = ""
		}
		for lang := range notes {
			pdfs[sheet{dated, lang}] = printed(t, func(w io.Writer) error { return Schedule(w, ev, Options{Lang: lang}) })
		}
	}
	texts := textsOf(t, pdfs)
	for _, dated := range []bool{true, false} {
		for lang, note := range notes {
			text := input.Collapse(texts[sheet{dated, lang}])
			if got := strings.Contains(text, note); got == dated {
				t.Errorf("every round dated %v, %s: the note %q there: %v, want %v:\n%s", dated, lang, note, got, !dated, text)
			}
		}
	}
}

// TestScheduleMarksAWithdrawnPlayer: a round robin's schedule printed
// after a withdrawal marks the player who withdrew, as the pairing list
// and the player list do: in the seats, in every round after he left and
// in no round before, with the mark explained; it named him unmarked for
// the games he will not play. The arbiter's report marks him so in the
// rounds it gives the results of.
func TestScheduleMarksAWithdrawnPlayer(t *testing.T) {
	ev := demoEvent()
	gone := &ev.Players[7]
	gone.WithdrawnAfter = 5
	numbered := fmt.Sprintf("%d. %s", gone.Seat, gone.Name)
	texts := printedTexts(t, inEachLang(), func(w io.Writer, opt Options) error { return Schedule(w, ev, opt) })
	reports := reportTexts(t, ev, nil)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		marked := words.WithdrawnName(cat, numbered, true)
		text := input.Collapse(texts[Options{Lang: lang}])
		testtext.SaysEach(t, fmt.Sprintf("%s: the schedule", lang), text, words.WithdrawnName(cat, gone.Name, true), words.WithdrawnLegend(cat, "print.legend.withdrawn"))
		// Every round names him, on a board or with its bye.
		later := 0
		for _, r := range ev.Rounds[gone.WithdrawnAfter:] {
			for _, pr := range r.Pairings {
				if pr.White == gone.ID || pr.Black == gone.ID {
					later++
				}
			}
		}
		if all, got := strings.Count(text, numbered), strings.Count(text, marked); got != later || all != ev.TotalRounds() {
			t.Errorf("%s: %q marked in %d rounds of %d, want the %d after round %d", lang, gone.Name, got, all, later, gone.WithdrawnAfter)
		}
		report := input.Collapse(reports[Options{Lang: lang}])
		testtext.SaysEach(t, fmt.Sprintf("%s: the report's results", lang), report, marked, words.WithdrawnLegend(cat, "print.legend.withdrawn-paired"))
	}
}

// TestScheduleSaysAWithdrawalsGamesAreNotPlayed: a six-player round robin
// played as recorded, rounds 1 and 2 played and seat 6 withdrawn after
// round 2, its rounds 3 to 5 not yet paired. The pairing list of each of
// those rounds gives his game "not played" (it counts for nobody and gets
// no slip); the schedule listed the three as games to play. It now writes
// the pairing list's words beside each, and beside no other game.
func TestScheduleSaysAWithdrawalsGamesAreNotPlayed(t *testing.T) {
	ev := testfield.Field(6, tournament.RoundRobin)
	ev.Settings.WithdrawalPolicy = tournament.WithdrawalAsPlayed
	w := tournament.WhiteWins
	testfield.Play(t, ev, [][]tournament.Result{{w, w, w}, {w, w, w}})
	ev.Players[5].WithdrawnAfter = 2
	textInEachLang(t, func(w io.Writer, opt Options) error { return Schedule(w, ev, opt) }, func(lang i18n.Lang, cat *i18n.Catalog, text string) {
		text = input.Collapse(text)
		marked := regexp.QuoteMeta(words.WithdrawnName(cat, "6. "+ev.Players[5].Name, true))
		notPlayed := regexp.QuoteMeta(cat.T("print.result.not-played"))
		row := regexp.MustCompile(fmt.Sprintf(`(%s – \d+\. Player \d+|\d+\. Player \d+ – %s) %s`, marked, marked, notPlayed))
		if got, all := len(row.FindAllString(text, -1)), strings.Count(text, cat.T("print.result.not-played")); got != 3 || all != 3 {
			t.Errorf("%s: %d of seat 6's games after round 2 given %q, %d boards in all, want 3 and 3:\n%s", lang, got, cat.T("print.result.not-played"), all, text)
		}
	})
}

// A team event's schedule keeps each match on its line: a team's number
// is never left at a line's end with its name on the next ("2. Tallinna
// Kalev – 3." over "HSK"), nor a match cut between its teams, in each
// language and on both papers; here five teams of clubs' long names.
func TestTeamScheduleKeepsEachMatchWhole(t *testing.T) {
	ev := testevent.TeamReport(t, "arbiter-rr5").Event
	names := []string{"Tarton Valge Vanker", "Tallinna Kalev", "Helsingin Shakkiklubi", "Espoon Shakki", "Pärnu Maleklubi"}
	for i := range ev.Teams {
		ev.Teams[i].Name = names[i%len(names)]
	}
	numbers := seats.TeamNumbers(ev)
	name := func(id int64) string {
		tm, _ := ev.Team(id)
		return fmt.Sprintf("%d. %s", numbers[id], tm.Name)
	}
	texts := printedTexts(t, inEachLang(papers...), func(w io.Writer, opt Options) error { return Schedule(w, ev, opt) })
	eachLangAndPaper(func(lang i18n.Lang, paper string) {
		text := texts[Options{Lang: lang, Paper: paper}]
		lines := strings.Split(text, "\n")
		for n := 1; n <= ev.PairedRounds(); n++ {
			for _, m := range ev.RoundMatches(n) {
				want := name(m.White)
				if m.Black != 0 {
					want += " – " + name(m.Black)
				}
				if !slices.ContainsFunc(lines, func(l string) bool { return strings.Contains(l, want) }) {
					t.Errorf("%s %s: round %d's %q is not on one line:\n%s", lang, paper, n, want, text)
				}
			}
		}
	})
}
