package cli

import (
	"path/filepath"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/pdftext"
	"arbiter/internal/testevent"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/norms"
	"arbiter/words"
)

// forecastJSON is what norms --forecast --json writes, as far as the tests
// read it.
type forecastJSON struct {
	Titles []struct {
		Name      string         `json:"name"`
		Certainty string         `json:"certainty"`
		Norms     []forecastNorm `json:"norms"`
	} `json:"title_norms"`
	NoTitles struct {
		Key string `json:"key"`
	} `json:"no_title_norms"`
	Classification struct {
		Players []struct {
			Categories []forecastNorm `json:"categories"`
		} `json:"players"`
	} `json:"classification"`
}

// forecastNorm is one title norm, or one 1953 category, of forecastJSON.
type forecastNorm struct {
	Title    string `json:"title"`
	State    string `json:"state"`
	NeedHalf int    `json:"need_half_points"`
	Verdict  struct {
		Through int `json:"through_round"`
	} `json:"verdict"`
}

// normsForecastJSON is norms --forecast --json of file.
func normsForecastJSON(t *testing.T, file string) forecastJSON {
	t.Helper()
	return runJSON[forecastJSON](t, "norms", file, "--forecast", "--json")
}

// aaltosGM is Eero Aalto's GM norm in norms --forecast --json of file (a
// testevent.Norm event), with the certainty of his forecast.
func aaltosGM(t *testing.T, file string) (certainty string, gm forecastNorm) {
	t.Helper()
	rep := normsForecastJSON(t, file)
	for _, f := range rep.Titles {
		for _, n := range f.Norms {
			if f.Name == "Eero Aalto" && n.Title == "GM" {
				return f.Certainty, n
			}
		}
	}
	t.Fatalf("no GM norm of Eero Aalto: %+v", rep.Titles)
	return "", forecastNorm{}
}

// TestNormsForecastCommand: norms --forecast gives every player's title
// norms and 1953 categories with a state and, where reachable, the score
// needed; the text speaks the user's language.
func TestNormsForecastCommand(t *testing.T) {
	file := demoFile(t)
	rep := normsForecastJSON(t, file)
	reachable := 0
	for _, p := range rep.Classification.Players {
		for _, c := range p.Categories {
			switch c.State {
			case "reachable":
				reachable++
				if c.NeedHalf <= 0 {
					t.Errorf("reachable with %d half points needed", c.NeedHalf)
				}
			case "met", "out-of-reach":
			default:
				t.Errorf("state %q", c.State)
			}
		}
	}
	if len(rep.Titles) == 0 || reachable == 0 {
		t.Fatalf("forecast: %d players' title norms, %d 1953 categories reachable", len(rep.Titles), reachable)
	}
	t.Setenv("ARBITER_LANG", "fi")
	out := runCLI(t, 0, "norms", file, "--forecast")
	testtext.SaysEach(t, "the Finnish forecast", out, "Normiennuste", "Vuoden 1953 luokitus", "jäljellä olevista")
}

// TestNormsForecastSaysWhatTheSheetWeighs: norms --forecast and the
// forecast in ratings say, as the printed forecast sheet does, how many games remain and that each
// forecast weighs their results, a withdrawal not yet recorded changing
// it — without it "held" read as beyond any event of the last round — and
// once the event is over only that these are the verdicts. In every language.
func TestNormsForecastSaysWhatTheSheetWeighs(t *testing.T) {
	open, closed := testevent.EventFile(t, testevent.NormBeforeLastRound(t)), testevent.EventFile(t, testevent.Norm(t))
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		for _, cmd := range [][]string{{"norms", open, "--forecast"}, {"ratings", open}} {
			if out := runCLI(t, 0, cmd...); !strings.Contains(out, cat.T("forecast.sheet.games-left", "games", 5)) {
				t.Errorf("%s, %s, 5 games to play:\n%s", lang, cmd[0], out)
			}
		}
		out := runCLI(t, 0, "norms", closed, "--forecast")
		if want, not := cat.T("forecast.sheet.over"), cat.T("forecast.sheet.games-left", "games", 0); !strings.Contains(out, want) || strings.Contains(out, not) {
			t.Errorf("%s, over: no %q, or %q:\n%s", lang, want, not, out)
		}
	})
}

// TestTitleNormForecastIsProvisionalUntilTheEnd_B01: before the last
// round of the FIDE norm round robin, norms --forecast --json gives player
// 1 (6½ of 8) the GM norm as provisional, reachable with 1 point, and the
// text says he needs it; after the last round, final and met, and the
// text says made. In every language.
func TestTitleNormForecastIsProvisionalUntilTheEnd_B01(t *testing.T) {
	open, closed := testevent.EventFile(t, testevent.NormBeforeLastRound(t)), testevent.EventFile(t, testevent.Norm(t))
	if c, n := aaltosGM(t, open); c != "provisional" || n.State != norms.ForecastReachable || n.NeedHalf != 2 {
		t.Errorf("a round to play: %s %+v, want provisional, reachable with 1 point", c, n)
	}
	if c, n := aaltosGM(t, closed); c != "final" || n.State != norms.ForecastMet {
		t.Errorf("the event over: %s %+v, want final, met", c, n)
	}
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		for file, state := range map[string]string{
			open:   cat.T("forecast.state.reachable", "points", "1", "half", 2, "games", 1),
			closed: cat.T("forecast.state.final.met"),
		} {
			if want := "Eero Aalto, GM: " + state + " — "; !strings.Contains(runCLI(t, 0, "norms", file, "--forecast"), want) {
				t.Errorf("%s: no %q", lang, want)
			}
		}
	})
}

// TestTitleNormForecast_B01_1_4_1e_MetAfterRound9IsHeld: player 1 of the
// ten-round Swiss has made his GM norm over the first nine rounds; with
// the tenth to play, norms --forecast holds it whatever that game gives
// (in JSON too) and says it was made after round 9, and once he has lost
// the tenth, ratings still gives it, made after round 9, in every
// language.
func TestTitleNormForecast_B01_1_4_1e_MetAfterRound9IsHeld(t *testing.T) {
	open := testevent.EventFile(t, testevent.NormTenRounds(t, tournament.NoResult))
	lost := testevent.EventFile(t, testevent.NormTenRounds(t, tournament.WhiteWins))
	if _, n := aaltosGM(t, open); n.State != norms.ForecastMet || n.Verdict.Through != 9 {
		t.Errorf("GM with the tenth to play: %+v", n)
	}
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		made := cat.T("ratings.norms.through", "round", 9)
		if out := runCLI(t, 0, "norms", open, "--forecast"); !strings.Contains(out, "GM: "+cat.T("forecast.state.met")) || !strings.Contains(out, made) {
			t.Errorf("%s, the tenth to play:\n%s", lang, out)
		}
		if out := runCLI(t, 0, "ratings", lost); !strings.Contains(out, made) {
			t.Errorf("%s, the tenth lost:\n%s", lang, out)
		}
	})
}

// TestNormsForecastOfAnEventTooShortSaysSoOnce: norms --forecast of a
// FIDE-rated Swiss of seven rounds says once, as the sheet does, that no
// player has the games a title norm needs, in every language, where it
// gave every player's every norm "not made" for fewer than 9 games; its
// JSON says why as of an event that gives no title norms. The rating
// report before the last round says it once too, with no forecast.
func TestNormsForecastOfAnEventTooShortSaysSoOnce(t *testing.T) {
	ev := testevent.Swiss(t, 41, 7, false)
	ev.Settings.Rules.FIDERated = true
	file := testevent.EventFile(t, ev)
	if rep := normsForecastJSON(t, file); len(rep.Titles) != 0 || rep.NoTitles.Key != "ratings.norms.none" {
		t.Errorf("JSON: %d players' title norms, why %q", len(rep.Titles), rep.NoTitles.Key)
	}
	before := testevent.Swiss(t, 41, 6, true)
	before.Settings.Rules.FIDERated = true
	beforeFile := testevent.EventFile(t, before)
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		for _, cmd := range [][]string{{"norms", file, "--forecast"}, {"ratings", beforeFile}} {
			out := runCLI(t, 0, cmd...)
			if n := strings.Count(out, cat.T("ratings.norms.none")); n != 1 || strings.Contains(out, cat.T("forecast.verdict.too-few-games", "games", 9)) {
				t.Errorf("%s, %s: %q %d times, or a norm's row:\n%s", lang, cmd[0], cat.T("ratings.norms.none"), n, out)
			}
		}
	})
}

// TestTitleNormForecastAfterAWithdrawalIsOneAnswerAtEveryDoor: before the
// last round of the FIDE norm round robin, Juha Koski withdrawn after
// round 8 (his last game a forfeit under the round robin's half-games
// rule), each player's title norms get one word at every door of the
// command line, in every language: norms --forecast (its JSON and its
// text), ratings, and the printed forecast, each norm held, needing so
// many points or out of reach as the one forecast says.
func TestTitleNormForecastAfterAWithdrawalIsOneAnswerAtEveryDoor(t *testing.T) {
	ev := testevent.NormBeforeLastRound(t)
	ev.Settings.WithdrawalPolicy = tournament.WithdrawalUSSR1953
	koski := &ev.Players[9]
	koski.WithdrawnAfter = len(ev.Rounds) - 1
	file := testevent.EventFile(t, ev)
	fc, err := norms.TitleNormForecasts(ev, tournament.RatingOptions{})
	if err != nil {
		t.Fatal(err)
	}
	states := map[string]int{}
	for _, f := range fc {
		for _, n := range f.Norms {
			states[n.State]++
		}
	}
	if states[norms.ForecastReachable] == 0 || states[norms.ForecastOut] == 0 {
		t.Fatalf("states %v: the event tests too little", states)
	}
	rep := normsForecastJSON(t, file)
	if len(rep.Titles) != len(fc) {
		t.Fatalf("norms --forecast --json: %d players, the forecast %d", len(rep.Titles), len(fc))
	}
	for i, f := range fc {
		for k, n := range f.Norms {
			if got := rep.Titles[i].Norms[k]; got.State != n.State || got.NeedHalf != n.NeedHalf {
				t.Errorf("norms --forecast --json, %s %s: %s needing %d, the forecast %s needing %d", f.Name, n.Title, got.State, got.NeedHalf, n.State, n.NeedHalf)
			}
		}
	}
	dir := t.TempDir()
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		pdf := filepath.Join(dir, string(lang)+".pdf")
		runCLI(t, 0, "print", "norm-forecast", file, "-o", pdf, "--lang", string(lang))
		doors := map[string]string{
			"norms --forecast":    runCLI(t, 0, "norms", file, "--forecast"),
			"ratings":             runCLI(t, 0, "ratings", file),
			"print norm-forecast": input.Collapse(pdftext.File(t, pdf)),
		}
		for _, f := range fc {
			for _, line := range words.TitleForecastLines(cat, f) {
				for door, text := range doors {
					want := "  " + f.Name + ", " + line
					if door == "print norm-forecast" {
						// The sheet's table gives the state in a cell of its own.
						_, want, _ = strings.Cut(line, ": ")
						want, _, _ = strings.Cut(want, " — ")
						want = input.Collapse(want)
					}
					if !strings.Contains(text, want) {
						t.Errorf("%s, %s: no %q", lang, door, want)
					}
				}
			}
		}
	})
}
