package words

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/norms"
)

// forecastOf is ev's category forecast.
func forecastOf(t *testing.T, ev *tournament.Event) *norms.Forecast {
	t.Helper()
	fc, err := norms.ForecastEvent(ev)
	if err != nil {
		t.Fatal(err)
	}
	return fc
}

// TestCategoryForecastAfterWithdrawal_1953_27: player 1 withdrew after
// four of his seven games, so that his later games count as lost to his
// opponents (1953 §27). He has no game left and is told what that leaves
// him; his last-round opponent, whose forfeit win is recorded, has no game
// left either and is told his verdict, not that he "needs 1". Withdrawn
// after two, his games are annulled: he is told so, and no category.
func TestCategoryForecastAfterWithdrawal_1953_27(t *testing.T) {
	ev := testevent.Withdrawal1953(t, 4)
	fc := forecastOf(t, ev)
	last := ev.Rounds[len(ev.Rounds)-1]
	var opponent int64
	for _, g := range last.Pairings {
		switch int64(1) {
		case g.White:
			opponent = g.Black
		case g.Black:
			opponent = g.White
		}
	}
	cat := i18n.For(i18n.English)
	for _, p := range fc.Players {
		lines := CategoryForecastLines(cat, p)
		switch p.ID {
		case 1:
			if !p.Withdrawn || p.Struck || len(p.Remaining) != 0 || len(lines) == 0 {
				t.Fatalf("the withdrawn player: %+v, %q", p, lines)
			}
			for _, l := range lines {
				if !strings.Contains(l, "withdrawn; ") {
					t.Errorf("the withdrawn player: %q", l)
				}
			}
		case opponent:
			if len(p.Remaining) != 0 {
				t.Errorf("his last-round opponent has %d games left", len(p.Remaining))
			}
			for _, l := range lines {
				if strings.Contains(l, "needs") {
					t.Errorf("his last-round opponent: %q", l)
				}
			}
		default:
			if len(p.Remaining) != 1 {
				t.Errorf("%s has %d games left, want 1", p.Name, len(p.Remaining))
			}
		}
	}
	fc = forecastOf(t, testevent.Withdrawal1953(t, 2))
	for _, l := range i18n.Complete {
		cat := i18n.For(l)
		p := fc.Players[0]
		if got := CategoryForecastLines(cat, p); !p.Struck || len(got) != 1 || got[0] != cat.T("forecast.withdrawn.struck") {
			t.Errorf("%s: struck player's forecast %+v: %q", l, p, got)
		}
		if got, want := categoryForecastCell(cat, p), cat.T("forecast.cell.struck"); got != want {
			t.Errorf("%s: struck player's cell %q", l, got)
		}
	}
}

// TestCategoryForecastLinesReadAsOneStatement: a forecast line names the
// category to earn or confirm, then what it needs, in every language,
// never a verdict ("earned V") followed by a need ("needs 1").
func TestCategoryForecastLinesReadAsOneStatement(t *testing.T) {
	fc := forecastOf(t, testevent.Withdrawal1953(t, 0))
	for _, l := range i18n.Complete {
		cat := i18n.For(l)
		for _, p := range fc.Players {
			lines := CategoryForecastLines(cat, p)
			if len(lines) != len(p.Categories) || len(lines) == 0 {
				t.Fatalf("%s: %s has %d lines for %d categories", l, p.Name, len(lines), len(p.Categories))
			}
			for i, c := range p.Categories {
				name := CategoryName(cat, c.Category)
				goal := cat.T("forecast.goal."+string(c.Goal), "category", name)
				if !strings.HasPrefix(lines[i], goal+": ") || strings.Contains(lines[i], cat.T("norms.verdict."+string(c.Goal), "category", name)) {
					t.Errorf("%s: %q", l, lines[i])
				}
			}
		}
		t.Logf("%s: %q", l, CategoryForecastLines(cat, fc.Players[0]))
	}
}

// TestCategoryForecastCellWithoutNorm: a player whose category no norm of
// the event is for (a I-category player where the table gives II to IV)
// is told so in his cell, not left blank, in every language.
func TestCategoryForecastCellWithoutNorm(t *testing.T) {
	for _, l := range i18n.Complete {
		cat := i18n.For(l)
		if got, want := categoryForecastCell(cat, norms.PlayerForecast{Remaining: make([]norms.RemainingGame, 6)}), cat.T("norms.verdict.not-applicable"); got != want {
			t.Errorf("%s: %q, want %q", l, got, want)
		}
	}
}

// TestForecastStatePointsNeeded: the points still needed take the
// grammar of their number. In English ½ point needed is "½ point", as 1
// point is; 1½ and more are points. In Finnish one point reads "1
// pisteen" (a single point takes the accusative after "vaatii"), half a
// point or more than one the partitive "pistettä".
func TestForecastStatePointsNeeded(t *testing.T) {
	for lang, wants := range map[i18n.Lang]map[int]string{
		i18n.English: {1: "needs ½ point from", 2: "needs 1 point from", 3: "needs 1½ points from"},
		i18n.Finnish: {2: "vaatii 1 pisteen jäljellä", 1: "vaatii ½ pistettä", 3: "vaatii 1½ pistettä", 4: "vaatii 2 pistettä"},
	} {
		cat := i18n.For(lang)
		for need, want := range wants {
			if got := forecastState(cat, norms.Provisional, norms.ForecastReachable, need, true, 2); !strings.HasPrefix(got, want) {
				t.Errorf("%s, %d half points: %q, want %q…", lang, need, got, want)
			}
		}
	}
}

// TestTitleForecastStatesOf_B01_1_4_2b: a forecast not computed (too many
// ways for 1.4.2b to leave unrated opponents out) says so and why, and a
// norm that other players' games still decide for a player whose own are
// over says that, not a verdict, in every language.
func TestTitleForecastStatesOf_B01_1_4_2b(t *testing.T) {
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		not := forecastState(cat, norms.Provisional, norms.ForecastNotComputed, -1, false, 11)
		others := forecastState(cat, norms.Provisional, norms.ForecastReachable, 0, false, 0)
		for _, s := range []string{not, others} {
			if !strings.Contains(s, "1.4.2b") || strings.Contains(s, "forecast.") {
				t.Errorf("%s: %q", lang, s)
			}
		}
		if !strings.Contains(not, fmt.Sprint(norms.MaxExclusionCases)) {
			t.Errorf("%s: %q names no bound", lang, not)
		}
	}
}

// TestTitleForecastCellOfEachState: a player's title norms in short name
// each norm with its state, in every language: one not forecast (either
// bound) says so, not a need, and one whose games are over and that
// others' games decide (B.01 1.4.2b) says that, not "needs 0 of 0".
func TestTitleForecastCellOfEachState(t *testing.T) {
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		left := imCell(cat, norms.ForecastNotComputed, -1, 3)
		runs := imCell(cat, norms.ForecastNotComputedRuns, -1, 3)
		if left != runs || left != cat.T("forecast.cell.not-computed", "category", "IM") {
			t.Errorf("%s: not forecast %q and %q", lang, left, runs)
		}
		over := imCell(cat, norms.ForecastReachable, 0, 0)
		if over != cat.T("forecast.cell.others", "category", "IM") || over == cat.T("forecast.cell.depends", "category", "IM", "points", "0", "games", 0) {
			t.Errorf("%s: his games over, others' to decide: %q", lang, over)
		}
		if got := imCell(cat, norms.ForecastReachable, 3, 2); got != cat.T("forecast.cell.depends", "category", "IM", "points", "1½", "games", 2) {
			t.Errorf("%s: reachable, depending on the games won: %q", lang, got)
		}
		for _, c := range []string{left, over} {
			if !strings.HasPrefix(c, "IM: ") || strings.Contains(c, "forecast.") {
				t.Errorf("%s: %q", lang, c)
			}
		}
	}
}

// TestTitleForecastCellNeedIsNoFraction: the short cell of a norm that
// needs 1 point of the 2 games left reads as that in every language; in
// Finnish and Estonian it read "IM: vaatii 1/2", which an arbiter reads
// as half a point, where the detail under the table, the sheet and the
// pages say 1 point of 2 games.
func TestTitleForecastCellNeedIsNoFraction(t *testing.T) {
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		for _, byScore := range []bool{true, false} {
			cell := TitleForecastCell(cat, norms.TitleForecast{Remaining: make([]norms.RemainingGame, 2),
				Norms: []norms.TitleNormForecast{{Title: "IM", State: norms.ForecastReachable, NeedHalf: 2, ByScoreAlone: byScore}}})
			if strings.Contains(cell, "1/2") || !strings.Contains(cell, "1") || !strings.Contains(cell, "2") {
				t.Errorf("%s: 1 point of 2 games needed, the cell says %q", lang, cell)
			}
		}
	}
}

// imCell is the cell of a player's one IM norm in state, needing
// half points of games left, its outcome depending on which are won.
func imCell(cat *i18n.Catalog, state string, half, games int) string {
	return TitleForecastCell(cat, norms.TitleForecast{Remaining: make([]norms.RemainingGame, games),
		Norms: []norms.TitleNormForecast{{Title: "IM", State: state, NeedHalf: half}}})
}

// TestNormsTableRowsKeepStruckPlayer_1953_27: a player struck from the
// table by his withdrawal (§27) keeps a row of the window's and the
// sheet's table alike, in his place by starting number, with no needs
// and his forecast's cell.
func TestNormsTableRowsKeepStruckPlayer_1953_27(t *testing.T) {
	ev := testevent.Withdrawal1953(t, 2)
	rep, err := norms.ForEvent(ev)
	if err != nil {
		t.Fatal(err)
	}
	cat := i18n.For(i18n.English)
	tab := NewNormsTable(ev, rep)
	rows := tab.Rows(cat, rep.Players)
	if len(rows) != len(rep.Players)+1 {
		t.Fatalf("%d rows for %d players of the report and one struck", len(rows), len(rep.Players))
	}
	r := rows[0]
	if !r.Struck || r.Player.ID != ev.Players[0].ID || r.Player.No != 1 || len(r.Player.Needs) != 0 || r.Cell != cat.T("forecast.cell.struck") {
		t.Errorf("the struck player's row %+v", r)
	}
	for i, r := range rows[1:] {
		if r.Struck || r.Player.No != i+2 {
			t.Errorf("row %d: %+v", i+1, r)
		}
	}
}

// TestForecastState_B01_1_4_1e_NotComputedSaysWhy: a player whose
// outcomes 1.4.1e would weigh one by one are too many is told so, with the
// bound, in every language.
func TestForecastState_B01_1_4_1e_NotComputedSaysWhy(t *testing.T) {
	for _, lang := range i18n.Complete {
		s := forecastState(i18n.For(lang), norms.Provisional, norms.ForecastNotComputedRuns, -1, false, 8)
		if !strings.Contains(s, "1.4.1e") || !strings.Contains(s, "729") {
			t.Errorf("%s: %q", lang, s)
		}
	}
}

// TestTitleForecastOutOfReachByGamesSaysWhy: a player who lost a game by
// forfeit has, with his one game left, eight games at most that count
// (B.01 1.4.1): every title norm is out of reach, before the last round
// and at the end alike, and the line says it is the games, in every
// language, where it said "out of reach" and no more.
func TestTitleForecastOutOfReachByGamesSaysWhy(t *testing.T) {
	for _, ev := range []*tournament.Event{testevent.NormBeforeLastRound(t), testevent.Norm(t)} {
		id := ev.Players[0].ID
		for i := range ev.Rounds[0].Pairings {
			switch g := &ev.Rounds[0].Pairings[i]; id {
			case g.White:
				g.Result = tournament.BlackForfeitWin
			case g.Black:
				g.Result = tournament.WhiteForfeitWin
			}
		}
		fs, err := norms.TitleNormForecasts(ev, tournament.RatingOptions{})
		if err != nil {
			t.Fatal(err)
		}
		f := fs[0]
		if len(f.Norms) == 0 {
			t.Fatalf("%s: no norm forecast", f.Name)
		}
		for _, lang := range i18n.Complete {
			cat := i18n.For(lang)
			for _, line := range TitleForecastLines(cat, f) {
				if !strings.Contains(line, "9") || !strings.Contains(line, "1.4.1") || strings.Contains(line, "forecast.") {
					t.Errorf("%s, %d rounds played: %q", lang, ev.CompletedRounds(), line)
				}
			}
		}
	}
}

// TestNormsTableRowsMarkTheWithdrawn: the player who withdrew after four
// of his seven games is marked withdrawn in the norms table's rows, which
// the window, the sheet and the command line write; the others not. Only
// the sheet marked his name, the window and the command line gave him a
// verdict with nothing to say he had left.
func TestNormsTableRowsMarkTheWithdrawn(t *testing.T) {
	ev := testevent.Withdrawal1953(t, 4)
	rep, err := norms.ForEvent(ev)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range NewNormsTable(ev, rep).Rows(i18n.For(i18n.English), rep.Players) {
		if want := r.Player.ID == ev.Players[0].ID; r.Withdrawn != want {
			t.Errorf("%s: withdrawn %v, want %v", r.Player.Name, r.Withdrawn, want)
		}
	}
}

// TestCategoryForecastAfterWithdrawalAsPlayed: under the event's rule
// "results stand as played" the player who withdrew after four of his
// seven games keeps his four draws, his later games counting for nobody:
// his forecast holds III over the games he played and does not say they
// were counted lost under 1953 §27, before the end and after it, in every
// language. It said so under either rule.
func TestCategoryForecastAfterWithdrawalAsPlayed(t *testing.T) {
	ev := testevent.Withdrawal1953(t, 4)
	ev.Settings.WithdrawalPolicy = tournament.WithdrawalAsPlayed
	if ev.WithdrawalRule() != tournament.WithdrawalAsPlayed {
		t.Fatal("the round robin does not take the rule as played")
	}
	for _, key := range []string{"forecast.state.withdrawn.played.met", "forecast.state.withdrawn.final.played.met"} {
		if key == "forecast.state.withdrawn.final.played.met" {
			last := ev.Rounds[len(ev.Rounds)-1].Pairings
			for i := range last {
				if last[i].White != 1 && last[i].Black != 1 {
					last[i].Result = tournament.Draw
				}
			}
		}
		fc := forecastOf(t, ev)
		for _, lang := range i18n.Complete {
			cat := i18n.For(lang)
			lines := strings.Join(CategoryForecastLines(cat, fc.Players[0]), " ")
			if strings.Contains(lines, "§27") || !strings.Contains(lines, cat.T(key)) {
				t.Errorf("%s: %q, want %q and no §27", lang, lines, cat.T(key))
			}
		}
	}
}

// TestTitleForecastCellLeadsWithTheNormsStillOpen: the Ratings view's
// column cuts a player's norms in short at its width; a GM norm out of
// reach went first and hid, at 1024×700, that the IM norm needed ½ point
// of 2 games. The norms out of reach now come last.
func TestTitleForecastCellLeadsWithTheNormsStillOpen(t *testing.T) {
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		cell := TitleForecastCell(cat, norms.TitleForecast{Remaining: make([]norms.RemainingGame, 2), Norms: []norms.TitleNormForecast{
			{Title: "GM", State: norms.ForecastOut, NeedHalf: -1},
			{Title: "IM", State: norms.ForecastReachable, NeedHalf: 1, ByScoreAlone: true},
		}})
		im := cat.T("forecast.cell.reachable", "category", "IM", "points", "½", "games", 2)
		gm := cat.T("forecast.cell.out-of-reach", "category", "GM")
		if !strings.HasPrefix(cell, im) || !strings.Contains(cell, gm) {
			t.Errorf("%s: %q, want %q first and %q after it", lang, cell, im, gm)
		}
	}
}

// TestForecastOfAnEventOverSaysOnlyThatTheseAreTheVerdicts: the arbiter
// reads the norm forecast once every game is played (the sheet, the
// venue's player page, arbiter norms --forecast, the Ratings view all say
// ForecastWeighs) and was told "Games still to play: 0. Each forecast
// weighs every result of the player's own remaining games; a withdrawal
// not yet recorded would change it" before "these are the verdicts": no
// game remains to weigh, and no withdrawal can change them. With the
// last round still to play, what it weighs stands; over, the verdicts
// alone. In every language.
func TestForecastOfAnEventOverSaysOnlyThatTheseAreTheVerdicts(t *testing.T) {
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		open := ForecastWeighs(cat, testevent.NormBeforeLastRound(t), 0)
		if !slices.Equal(open, []string{cat.T("forecast.sheet.games-left", "games", 5)}) {
			t.Errorf("%s, the last round to play: %q", lang, open)
		}
		if over := ForecastWeighs(cat, testevent.Norm(t), 0); !slices.Equal(over, []string{cat.T("forecast.sheet.over")}) {
			t.Errorf("%s, every game played: %q", lang, over)
		}
	}
}

// TestForecastOfAPlayerCountsHisOwnGames: a player's own forecast (his
// page at the venue, his line in the Ratings view) was headed "Games still
// to play: 5", the event's five games of its last round, where he has one:
// it counts his, and a player whose last game is over is told that none
// is left to him, a withdrawal not yet recorded still able to change his
// verdicts. In every language.
func TestForecastOfAPlayerCountsHisOwnGames(t *testing.T) {
	ev := testevent.NormBeforeLastRound(t)
	last := &ev.Rounds[len(ev.Rounds)-1]
	done := &last.Pairings[0]
	done.Result = tournament.WhiteWins
	waiting := last.Pairings[1].White
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		if got, want := ForecastWeighs(cat, ev, waiting), []string{cat.T("forecast.player.games-left", "games", 1)}; !slices.Equal(got, want) {
			t.Errorf("%s, a player with his last game to play: %q, want %q", lang, got, want)
		}
		for _, id := range []int64{done.White, done.Black} {
			if got, want := ForecastWeighs(cat, ev, id), []string{cat.T("forecast.player.none-left")}; !slices.Equal(got, want) {
				t.Errorf("%s, a player whose last game is over: %q, want %q", lang, got, want)
			}
		}
		if got, want := ForecastWeighs(cat, ev, 0), []string{cat.T("forecast.sheet.games-left", "games", 4)}; !slices.Equal(got, want) {
			t.Errorf("%s, the event: %q, want %q", lang, got, want)
		}
	}
}

// TestForecastWordsNameNoPlayerHis: the English forecast words a woman's
// norms as a man's no more than a man's as a woman's: "held if his
// remaining games are played" was said of a WGM norm's candidate on the
// sheet, in the window, at the venue and by the command line alike.
func TestForecastWordsNameNoPlayerHis(t *testing.T) {
	cat := i18n.For(i18n.English)
	for _, key := range cat.Keys() {
		if !strings.HasPrefix(key, "forecast.") {
			continue
		}
		for _, w := range strings.FieldsFunc(cat.T(key), func(r rune) bool { return !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z') }) {
			if w == "his" || w == "he" || w == "him" || w == "He" || w == "His" {
				t.Errorf("%s: %q says %q", key, cat.T(key), w)
			}
		}
	}
}

// TestTitleForecastSaysOverTheBoard: a norm whose score a forfeit would
// give without the norm is said to need it played, in every language.
func TestTitleForecastSaysOverTheBoard(t *testing.T) {
	f := norms.TitleForecast{Remaining: make([]norms.RemainingGame, 1), Norms: []norms.TitleNormForecast{
		{Title: "IM", State: norms.ForecastReachable, NeedHalf: 2, ByScoreAlone: true, OverTheBoard: true},
	}}
	for lang, want := range map[i18n.Lang]string{
		i18n.English:  "needs 1 point from the remaining game, played over the board",
		i18n.Finnish:  "vaatii 1 pisteen jäljellä olevasta pelistä, laudan ääressä pelattuna",
		i18n.Estonian: "vajab ülejäänud partiist 1 punkti, laua taga mängituna",
	} {
		if got := TitleForecastLines(i18n.For(lang), f); len(got) != 1 || !strings.HasPrefix(got[0], "IM: "+want) {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
}
