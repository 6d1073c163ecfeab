package words

import (
	"slices"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/norms"
)

// TestNormsTableIsProvisionalUntilTheEnd_1953: the table the window's
// norms view and the printed report share gives, with 8 of 9 rounds of
// a 1953 round robin played, the player who needs ½ point of his last
// game for III his forecast ("III: needs ½ of 1") under the forecast's
// column, III's 4 points unmarked, and no verdict; his lines (the
// window's detail, the venue's page, norms --forecast) say confirming III
// needs ½ point. After the last round the table gives his verdict,
// confirmed III, and his line says made. In every language.
func TestNormsTableIsProvisionalUntilTheEnd_1953(t *testing.T) {
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		iii := CategoryName(cat, tournament.CategoryIII)
		goal := cat.T("forecast.goal.confirmed", "category", iii) + ": "
		for _, beforeLast := range []bool{true, false} {
			ev := testevent.Norm1953(t, beforeLast)
			rep, err := norms.ForEvent(ev)
			if err != nil {
				t.Fatal(err)
			}
			tab := NewNormsTable(ev, rep)
			var row TableRow
			for _, r := range tab.Rows(cat, rep.Players) {
				if r.Player.No == testevent.Norm1953Player {
					row = r
				}
			}
			var lines []string
			for _, pf := range tab.Forecast.Players {
				if pf.No == testevent.Norm1953Player {
					lines = CategoryForecastLines(cat, pf)
				}
			}
			met := false
			for _, n := range row.Player.Needs {
				met = met || n.Category == tournament.CategoryIII && n.Met
			}
			if beforeLast {
				cell := cat.T("forecast.cell.reachable", "category", iii, "points", "½", "games", 1)
				state := cat.T("forecast.state.reachable", "points", "½", "half", 1, "games", 1)
				if !tab.Open || tab.LastColumn() != "forecast.sheet.col" || row.Verdict || !strings.Contains(row.Cell, cell) || met {
					t.Errorf("%s, a round to play: open %v, column %s, %s's row %+v; want the forecast %q, III unmarked",
						lang, tab.Open, tab.LastColumn(), row.Player.Name, row, cell)
				}
				if !slices.Contains(lines, goal+state) {
					t.Errorf("%s, a round to play: lines %q, want %q", lang, lines, goal+state)
				}
				continue
			}
			if tab.Open || tab.LastColumn() != "norms.col.verdict" || !row.Verdict || row.Player.Verdict != norms.Confirmed ||
				row.Player.Result != tournament.CategoryIII || !met {
				t.Errorf("%s, the event over: open %v, %s's row %+v; want confirmed III", lang, tab.Open, row.Player.Name, row)
			}
			if want := goal + cat.T("forecast.state.final.met"); !slices.Contains(lines, want) {
				t.Errorf("%s, the event over: lines %q, want %q", lang, lines, want)
			}
		}
	}
}

// TestForecastStateMadeOnlyAtTheEnd: a player whose own games are over
// while others' remain has a category held or out of reach, not made or
// not made: only the event's end makes a verdict final.
func TestForecastStateMadeOnlyAtTheEnd(t *testing.T) {
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		for _, state := range []string{norms.ForecastMet, norms.ForecastOut} {
			if got, want := forecastState(cat, norms.Provisional, state, 0, true, 0), cat.T("forecast.state."+state); got != want {
				t.Errorf("%s, %s, games remaining elsewhere: %q, want %q", lang, state, got, want)
			}
			if got, want := forecastState(cat, norms.Final, state, 0, true, 0), cat.T("forecast.state.final."+state); got != want {
				t.Errorf("%s, %s, the event over: %q, want %q", lang, state, got, want)
			}
		}
	}
}

// TestWithdrawnCategoryMadeOnlyAtTheEnd_1953_27: the player who withdrew
// after four of his seven games has his category held or out of reach
// while the last round is to play, made or not made once it is played,
// in every language.
func TestWithdrawnCategoryMadeOnlyAtTheEnd_1953_27(t *testing.T) {
	for _, over := range []bool{false, true} {
		ev := testevent.Withdrawal1953(t, 4)
		if over {
			last := &ev.Rounds[len(ev.Rounds)-1]
			for i := range last.Pairings {
				if g := &last.Pairings[i]; g.White != 1 && g.Black != 1 {
					g.Result = tournament.Draw
				}
			}
		}
		fc, err := norms.ForecastEvent(ev)
		if err != nil {
			t.Fatal(err)
		}
		p := fc.Players[0]
		if !p.Withdrawn || len(p.Remaining) != 0 || len(p.Categories) == 0 {
			t.Fatalf("the withdrawn player: %+v", p)
		}
		for _, lang := range i18n.Complete {
			cat := i18n.For(lang)
			rows := CategoryForecastRows(cat, p)
			for i, c := range p.Categories {
				key := "forecast.state.withdrawn." + c.State
				if over {
					key = "forecast.state.withdrawn.final." + c.State
				}
				if rows[i].State != cat.T(key) {
					t.Errorf("%s, the event over %v: %q, want %s", lang, over, rows[i].State, key)
				}
			}
		}
	}
}
