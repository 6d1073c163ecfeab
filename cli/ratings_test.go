package cli

import (
	"encoding/json"
	"math"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/pdftext"
	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/norms"
	"arbiter/words"
)

func TestRatingsCommand(t *testing.T) {
	file := demoFile(t)
	out := runCLI(t, 0, "ratings", file, "--json", "--k", "2=40")
	var rep struct {
		Edition string `json:"edition"`
		Players []struct {
			Number   int     `json:"number"`
			Rating   int     `json:"rating"`
			K        int     `json:"k"`
			KReason  string  `json:"k_reason"`
			Games    int     `json:"games"`
			Points   float64 `json:"points"`
			Expected float64 `json:"expected"`
			Change   float64 `json:"change"`
			TPR      int     `json:"tpr"`
		} `json:"players"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("ratings --json is not JSON: %v\n%s", err, out)
	}
	if !strings.Contains(rep.Edition, "1 March 2024") || len(rep.Players) == 0 {
		t.Fatalf("report %+v", rep)
	}
	for _, p := range rep.Players {
		if p.Number == 2 && (p.K != 40 || p.KReason != "set") {
			t.Errorf("--k 2=40 not applied: %+v", p)
		}
		// The change is K × (score − expected), both in points as
		// standings --json gives points.
		if want := float64(p.K) * (p.Points - p.Expected); p.Rating > 0 && math.Abs(p.Change-want) > 0.005 {
			t.Errorf("player %d change %v, want %v", p.Number, p.Change, want)
		}
	}
	t.Setenv("ARBITER_LANG", "et")
	out = runCLI(t, 0, "ratings", file)
	testtext.SaysEach(t, "the Estonian report", out, "FIDE reitingumäärus", "Muutus", words.RatedShort(i18n.For(i18n.Estonian), words.RatedPerformance))
	if code, _, errOut := run(t, "ratings", file, "--k", "99=40"); code == 0 || !strings.Contains(errOut, "vigane K-tegur") {
		t.Errorf("bad --k: code %d, %q", code, errOut)
	}
}

// normevent.trf: a 10-player round robin (FIN host). Player 1 (FIN, 2440)
// scores 7/9 against 2330 (WIM EST), three GMs (GER, SWE, EST), two IMs
// (FIN, NOR), two FMs (FIN, LAT) and a 2300 (FIN): 21810/9 = 2423.3 → 2423,
// 78 % → +220 → 2643, a GM norm with no point to spare. Player 2 (WIM, a
// woman) scores 4/9 against 2436: 44 % → −43 → 2393 < 2400, ½ point short
// of the WGM norm (4½/9 = 50 % → 2436).
func TestRatingsNormsAndSavedK(t *testing.T) {
	file := importedNormEvent(t)
	out := runCLI(t, 0, "ratings", file)
	testtext.SaysEach(t, "the report", out, "GM: made — a norm (counts as 9 games) — ARO 2423, TPR 2643", "WGM: not made — ½ point short (4½ of 9 needed) — ARO 2436, TPR 2393")
	// K stored with its reason, read back by the next run.
	runCLI(t, 0, "ratings", file, "--k", "10=40:new", "--save")
	rep := runJSON[struct {
		Players []ratingsPlayer `json:"players"`
	}](t, "ratings", file, "--json")
	for _, p := range rep.Players {
		checkSavedKPlayer(t, p)
	}
	if code, _, errOut := run(t, "ratings", file, "--k", "10=40:friend", "--save"); code == 0 || !strings.Contains(errOut, "bad K setting") {
		t.Errorf("bad reason: code %d, %q", code, errOut)
	}
}

// ratingsNorm is a norm as ratings --json gives it.
type ratingsNorm struct {
	Title      string   `json:"title"`
	Met        bool     `json:"met"`
	Points     float64  `json:"points"`
	NeedPoints *float64 `json:"need_points"`
	Short      []struct {
		Kind string  `json:"kind"`
		Have float64 `json:"have"`
		Need float64 `json:"need"`
	} `json:"short"`
}

// ratingsPlayer is a player as ratings --json gives him.
type ratingsPlayer struct {
	Number   int           `json:"number"`
	K        int           `json:"k"`
	KReason  string        `json:"k_reason"`
	Points   float64       `json:"points"`
	Expected float64       `json:"expected"`
	Norms    []ratingsNorm `json:"norms"`
}

// checkSavedKPlayer checks a player of TestRatingsNormsAndSavedK's report:
// player 10's saved K, player 1's GM norm, player 2's WGM norm short.
func checkSavedKPlayer(t *testing.T, p ratingsPlayer) {
	t.Helper()
	if p.Number == 10 && (p.K != 40 || p.KReason != "new") {
		t.Errorf("stored K not used: %+v", p)
	}
	if p.Number == 1 && (len(p.Norms) != 2 || !p.Norms[0].Met) {
		t.Errorf("player 1 norms: %+v", p.Norms)
	}
	// Points in points, as standings --json: 7 of 9 for player 1, his
	// GM norm needing all 7; player 2's 4 of 9 where the WGM norm
	// needs 4½.
	if p.Number == 1 && (p.Points != 7 || p.Expected <= 0 || p.Expected >= 9 || p.Norms[0].Points != 7 ||
		p.Norms[0].NeedPoints == nil || *p.Norms[0].NeedPoints != 7) {
		t.Errorf("player 1's points %v, expected %v, norm %+v", p.Points, p.Expected, p.Norms)
	}
	if p.Number == 2 {
		wgm := slices.IndexFunc(p.Norms, func(n ratingsNorm) bool { return n.Title == "WGM" })
		if p.Points != 4 || wgm < 0 || p.Norms[wgm].NeedPoints == nil || *p.Norms[wgm].NeedPoints != 4.5 {
			t.Errorf("player 2's points %v, norms %+v", p.Points, p.Norms)
		} else if s := p.Norms[wgm].Short; len(s) != 1 || s[0].Kind != "points" || s[0].Have != 4 || s[0].Need != 4.5 {
			t.Errorf("player 2's WGM norm is short of %+v, want 4 of 4½ points", s)
		}
	}
}

// importedNormEvent imports testevent.NormFile through the command line,
// as the arbiter does, and returns the new file.
func importedNormEvent(t *testing.T) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "norm.arbiter")
	runCLI(t, 0, "import", "trf", file, testevent.NormFile())
	runCLI(t, 0, "event", file, "--fide-rated") // its title norms are a FIDE-rated event's
	return file
}

// A national list is off until set; with --save its K, floor and the
// players' ratings stay in the file (2200 beats 2100 and 2300 at K 20:
// (1 − 0.64) + (1 − 0.36) = 1.00 × 20 = +20.0 → 2220).
func TestRatingsNationalList(t *testing.T) {
	file := importedNormEvent(t)
	if out := runCLI(t, 0, "ratings", file); strings.Contains(out, "National list") {
		t.Fatalf("off by default:\n%s", out)
	}
	runCLI(t, 0, "ratings", file, "--national", "SSSL:20:1000", "--national-rating", "1=2200",
		"--national-rating", "2=2100", "--national-rating", "3=2300", "--save")
	if out := runCLI(t, 0, "ratings", file); !strings.Contains(out, "National list SSSL (K 20, floor 1000)") || !strings.Contains(out, "+20.0   2220") {
		t.Errorf("national list not kept:\n%s", out)
	}
	// The exemption of a national championship (1.4.3a) kept in the file.
	runCLI(t, 0, "ratings", file, "--norm-exemption", "national-championship", "--save")
	if out := runCLI(t, 0, "ratings", file, "--json"); !strings.Contains(out, `"exempt": true`) {
		t.Errorf("exemption not kept:\n%.2000s", out)
	}
	if code, _, errOut := run(t, "ratings", file, "--norm-exemption", "club"); code == 0 || !strings.Contains(errOut, "not a norm exemption") {
		t.Errorf("bad exemption: %d %q", code, errOut)
	}
	if code, _, errOut := run(t, "ratings", file, "--national", "SSSL:twenty:1000"); code == 0 || !strings.Contains(errOut, "NAME:K:FLOOR") {
		t.Errorf("bad list: %d %q", code, errOut)
	}
}

// TestRatingsOfAnOlderFilesNationalList: the report of a file whose one
// national list an older Arbiter kept under the rating options' old key
// (the store's v29-national-list.arbiter) upgrades the file, saying so,
// and rates that list as that Arbiter did: 2000 → 2002, 1600 → 1598.
func TestRatingsOfAnOlderFilesNationalList(t *testing.T) {
	src := filepath.Join("..", "tournament", "store", "testdata", "v29-national-list.arbiter")
	file := testdir.Write(t, filepath.Join(t.TempDir(), "old.arbiter"), testdir.Read(t, src))
	code, out, errOut := run(t, "ratings", file)
	if code != 0 || !strings.Contains(errOut, "(file version 29) and is now upgraded to version ") {
		t.Fatalf("ratings of a version 29 file: exit %d, said %q", code, errOut)
	}
	testtext.SaysEach(t, "ratings", out, "National list SSSL (K 20, floor 1000)", "+1.6    2002", "-1.6    1598")
}

// TestRatingsTwoNationalLists: a Helsinki event with Estonians
// (normevent.trf: FIN 1, 6, 8, 10; EST 2, 5; GER, SWE, NOR and LAT the
// rest) rates the Finnish list and the Estonian one beside it, --national
// given once for each; each list reports its federation's players, the
// games it leaves out are said, and the players of no list are named, in
// the text and in --json. The one list of --national NAME:K:FLOOR stays
// as it was (TestRatingsNationalList).
func TestRatingsTwoNationalLists(t *testing.T) {
	file := importedNormEvent(t)
	runCLI(t, 0, "ratings", file, "--national", "SSSL:20:1000:FIN", "--national", "EML:15:1000:EST",
		"--national-rating", "1=2200", "--national-rating", "6=2100", "--national-rating", "2=2300", "--national-rating", "5=2250", "--save")
	type list struct {
		List struct {
			Name       string `json:"name"`
			Federation string `json:"federation"`
			K          int    `json:"k"`
		} `json:"list"`
		Players []struct {
			Number  int `json:"number"`
			Rating  int `json:"rating"`
			Games   int `json:"games"`
			OffList int `json:"games_off_list"`
		} `json:"players"`
	}
	rep := runJSON[struct {
		Lists    []list `json:"national_lists"`
		Unlisted []struct {
			Number int `json:"number"`
		} `json:"national_unlisted"`
	}](t, "ratings", file, "--json")
	numbers := func(l list) (out []int) {
		for _, p := range l.Players {
			out = append(out, p.Number)
		}
		return out
	}
	if len(rep.Lists) != 2 || rep.Lists[0].List.Name != "SSSL" || rep.Lists[0].List.Federation != "FIN" || rep.Lists[1].List.Name != "EML" || rep.Lists[1].List.K != 15 {
		t.Fatalf("lists: %+v", rep.Lists)
	}
	if got := numbers(rep.Lists[0]); !slices.Equal(got, []int{1, 6, 8, 10}) {
		t.Errorf("SSSL's players: %v", got)
	}
	if got := numbers(rep.Lists[1]); !slices.Equal(got, []int{2, 5}) {
		t.Errorf("EML's players: %v", got)
	}
	// Each rated player met the other rated on his list once; his other
	// eight games are off it.
	for _, l := range rep.Lists {
		for _, p := range l.Players {
			if p.Rating > 0 && (p.Games != 1 || p.OffList != 8) {
				t.Errorf("%s: %+v, want 1 game counted and 8 off the list", l.List.Name, p)
			}
		}
	}
	var unlisted []int
	for _, p := range rep.Unlisted {
		unlisted = append(unlisted, p.Number)
	}
	if !slices.Equal(unlisted, []int{3, 4, 7, 9}) {
		t.Errorf("unlisted: %v", unlisted)
	}
	out := runCLI(t, 0, "ratings", file)
	testtext.SaysEach(t, "arbiter ratings", out, "National list SSSL of FIN (K 20, floor 1000)", "National list EML of EST (K 15, floor 1000)",
		"Games against opponents off the list, not counted on it: 1 Eero Aalto (8), 6 Ville Nurmi (8)",
		"On no national list (their federation has none set): 3 Jonas Brandt GER")
	// A rating for a player whose federation has no list, naming none, is
	// refused; named, it is kept on that list.
	if code, _, errOut := run(t, "ratings", file, "--national-rating", "3=2400"); code == 0 || !strings.Contains(errOut, "SSSL, EML") {
		t.Errorf("a rating of no list: %d %q", code, errOut)
	}
	if out := runCLI(t, 0, "ratings", file, "--national-rating", "3=2400@SSSL"); !strings.Contains(out, "On no national list (their federation has none set): 4 ") {
		t.Errorf("3 named to SSSL:\n%s", out)
	}
}

// TestRatingsJSONSaysWhetherFinal: ratings --json says its changes and
// title norms are provisional before the last round of the norm round
// robin and final after it, as the text's warning does.
func TestRatingsJSONSaysWhetherFinal(t *testing.T) {
	for ev, want := range map[*tournament.Event]string{testevent.NormBeforeLastRound(t): "provisional", testevent.Norm(t): "final"} {
		var rep struct {
			Certainty string `json:"certainty"`
		}
		out := runCLI(t, 0, "ratings", testevent.EventFile(t, ev), "--json")
		if err := json.Unmarshal([]byte(out), &rep); err != nil || rep.Certainty != want {
			t.Errorf("certainty %q, want %q (%v)", rep.Certainty, want, err)
		}
	}
}

// TestRatingsJSONOfTheDemoMadeNotFIDERatedCallsNothingProvisional: the
// demo, a round to play, made not FIDE-rated ("event --fide-rated=false"),
// gives in "ratings --json" no certainty, as its text, the window and the
// printed report call nothing provisional (words.RatingsProvisional): it
// gives no FIDE figure to be provisional; the JSON said "provisional". The
// demo as made, FIDE-rated, still says "provisional".
func TestRatingsJSONOfTheDemoMadeNotFIDERatedCallsNothingProvisional(t *testing.T) {
	file := demoFile(t)
	type report struct {
		Certainty string    `json:"certainty"`
		NoChanges *noteJSON `json:"no_changes"`
	}
	if rep := runJSON[report](t, "ratings", file, "--json"); rep.Certainty != string(norms.Provisional) {
		t.Fatalf("the demo, FIDE-rated with a round to play: certainty %q, want provisional", rep.Certainty)
	}
	runCLI(t, 0, "event", file, "--fide-rated=false")
	text := runCLI(t, 0, "ratings", file)
	rep := runJSON[report](t, "ratings", file, "--json")
	if rep.Certainty != "" || rep.NoChanges == nil || strings.Contains(text, "Provisional") {
		t.Errorf("the demo not FIDE-rated: certainty %q, no_changes %v, want none and why; the text:\n%s", rep.Certainty, rep.NoChanges, text)
	}
}

// TestRatingsSaysWhyNoForecastBetweenRounds: between rounds of a
// FIDE-rated Swiss, round 4 of 7 not yet paired and no player with nine
// games, ratings says why the title norms have no forecast, as norms
// --forecast does, in every language and in --json; it said "No player has
// the 9 games a norm needs" alone, as if nothing were to come.
func TestRatingsSaysWhyNoForecastBetweenRounds(t *testing.T) {
	ev := testevent.Swiss(t, 12, 3, false)
	ev.Settings.Rounds = 7
	ev.Settings.Rules.FIDERated = true
	file := testevent.EventFile(t, ev)
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		out := runCLI(t, 0, "ratings", file)
		if why := cat.T("forecast.err.unpaired", "round", 7); !strings.Contains(out, why) {
			t.Errorf("%s: ratings lacks %q:\n%s", lang, why, out)
		}
	})
	t.Setenv("ARBITER_LANG", "en")
	var js struct {
		NoForecast struct {
			Key string `json:"key"`
		} `json:"no_title_forecast"`
	}
	if err := json.Unmarshal([]byte(runCLI(t, 0, "ratings", file, "--json")), &js); err != nil || js.NoForecast.Key != "forecast.err.unpaired" {
		t.Errorf("ratings --json: %+v, %v; want the forecast's refusal", js, err)
	}
}

// TestRatingsGivesTheForecastBeforeTheEnd: before the last round of the
// norm round robin, where no player has nine games yet, ratings gives the
// title norms' forecast in the words of norms --forecast, the window, the
// sheet and the pages, in every language, not "No player has the 9 games a
// norm needs" alone beside their "held" or "needs"; once every game is
// played, the verdicts alone.
func TestRatingsGivesTheForecastBeforeTheEnd(t *testing.T) {
	ev := testevent.NormBeforeLastRound(t)
	titles, err := norms.TitleNormForecasts(ev, tournament.RatingOptions{})
	if err != nil {
		t.Fatal(err)
	}
	file := testevent.EventFile(t, ev)
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		out := runCLI(t, 0, "ratings", file)
		lines := words.TitleForecastLines(cat, titles[0])
		if len(lines) == 0 {
			t.Fatal("player 1 has no title norm to forecast: the event tests nothing")
		}
		testtext.SaysEach(t, string(lang)+": ratings", out, append(lines, cat.T("forecast.title"))...)
		if none := cat.T("ratings.norms.none"); strings.Contains(out, none) {
			t.Errorf("%s: ratings says %q beside the forecast:\n%s", lang, none, out)
		}
		// The heading says why it lists no norm, not nothing above the
		// forecast's heading.
		heading := cat.T("ratings.norms.title") + "\n" + cat.T("ratings.norms.edition") + "\n\n"
		yet := cat.T("ratings.norms.none-yet", "done", ev.CompletedRounds(), "total", ev.TotalRounds())
		if !strings.Contains(out, heading+yet+"\n") {
			t.Errorf("%s: under the title norms' heading, not %q:\n%s", lang, yet, out)
		}
	})
	t.Setenv("ARBITER_LANG", "en")
	// --json holds the same forecast, where it held none.
	js := runJSON[struct {
		Forecast []struct {
			ID    int64             `json:"id"`
			Norms []json.RawMessage `json:"norms"`
		} `json:"title_forecast"`
	}](t, "ratings", file, "--json")
	if len(js.Forecast) != len(titles) || js.Forecast[0].ID != titles[0].ID || len(js.Forecast[0].Norms) != len(titles[0].Norms) {
		t.Errorf("ratings --json's forecast: %+v, want %+v", js.Forecast, titles)
	}
	done := testevent.EventFile(t, testevent.Norm(t))
	if out := runCLI(t, 0, "ratings", done); strings.Contains(out, "Norm forecast") {
		t.Errorf("a forecast once the event is over:\n%s", out)
	}
	if out := runCLI(t, 0, "ratings", done, "--json"); strings.Contains(out, "title_forecast") {
		t.Errorf("--json gives a forecast once the event is over")
	}
}

// TestExportTRFSaysTheRatingOptionsAreNotWritten: a K set with ratings
// --save and a national list are named by export trf as not written, and
// the report read back indeed rates no national list; the export wrote
// the report without a word of them, and the event read back gave other
// rating changes.
func TestExportTRFSaysTheRatingOptionsAreNotWritten(t *testing.T) {
	file := testevent.EventFile(t, testevent.Norm(t))
	runCLI(t, 0, "ratings", file, "--k", "2=40:new", "--national", "SSSL:20:1000", "--national-rating", "1=2300", "--national-rating", "3=2400", "--save")
	report := filepath.Join(t.TempDir(), "norm.trf")
	code, _, errOut := run(t, "export", "trf", file, "-o", report)
	if code != 0 {
		t.Fatalf("export: %d, %s", code, errOut)
	}
	testtext.SaysEach(t, "export trf", errOut, "1 player's K is not written", "SSSL (K 20, floor 1000) and 2 players' national ratings are not written")
	back := filepath.Join(t.TempDir(), "back.arbiter")
	runCLI(t, 0, "import", "trf", back, report)
	if out := runCLI(t, 0, "ratings", back); strings.Contains(out, "SSSL") {
		t.Errorf("the report read back rates the national list, which the export said it did not write:\n%s", out)
	}
}

// TestRatingsOfABlitzEventSayWhyNoTitleNorm: the norm event's nine rounds
// played at blitz give each player the nine games a title norm needs, and
// no norm can be earned in blitz. The command's title norms say why, as
// the paper and the window's Ratings view say it (words.NoNorms), where
// they said no player had nine games; and say it once, where a paragraph
// above the rating changes said it too.
func TestRatingsOfABlitzEventSayWhyNoTitleNorm(t *testing.T) {
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		file := importedNormEvent(t)
		runCLI(t, 0, "event", file, "--time-control", "3+2")
		out := runCLI(t, 0, "ratings", file)
		_, titleNorms, ok := strings.Cut(out, cat.T("ratings.norms.title"))
		if !ok {
			t.Fatalf("%s: no title norms:\n%s", lang, out)
		}
		if none := cat.T("ratings.norms.none"); strings.Contains(titleNorms, none) {
			t.Errorf("%s: the title norms say %q of players with nine games each", lang, none)
		}
		why := words.NoNorms(cat, testevent.Read(t, file))
		if why == "" || !strings.Contains(titleNorms, why) {
			t.Errorf("%s: the title norms do not say why none is listed, %q:\n%s", lang, why, titleNorms)
		}
		// Said once, under the title norms: the same paragraph above the
		// rating changes told the arbiter nothing more.
		if n := strings.Count(out, why); n != 1 {
			t.Errorf("%s: why no norm is listed is said %d times:\n%s", lang, n, out)
		}
	})
}

// TestRatingsOfAnEventNotFIDERatedSayWhy: "arbiter ratings" of an event
// whose settings say it is not FIDE-rated gives no player's FIDE change
// and no title norm, and says why (norms.Scope), in the text and the
// JSON, in every language; it gave the changes and the norms of a rated
// event without a word.
func TestRatingsOfAnEventNotFIDERatedSayWhy(t *testing.T) {
	file := filepath.Join(t.TempDir(), "norm.arbiter")
	runCLI(t, 0, "import", "trf", file, testevent.NormFile())
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		out := runCLI(t, 0, "ratings", file)
		for _, key := range []string{"norms.error.not-fide-rated.changes", "norms.error.not-fide-rated.titles"} {
			if !strings.Contains(out, cat.T(key)) {
				t.Errorf("%s: no %q:\n%s", lang, cat.T(key), out)
			}
		}
		if strings.Contains(out, "GM") || strings.Contains(out, "+") {
			t.Errorf("%s: a norm or a change of an event not rated:\n%s", lang, out)
		}
	})
	var rep struct {
		NoChanges *struct{ Key string } `json:"no_changes"`
		NoNorms   *struct{ Key string } `json:"no_norms"`
		Players   []any                 `json:"players"`
	}
	if out := runCLI(t, 0, "ratings", file, "--json"); json.Unmarshal([]byte(out), &rep) != nil || rep.NoChanges == nil || rep.NoNorms == nil ||
		rep.NoChanges.Key != "norms.error.not-fide-rated.changes" || rep.NoNorms.Key != "norms.error.not-fide-rated.titles" || len(rep.Players) > 0 {
		t.Errorf("ratings --json of an event not rated: %+v\n%s", rep, out)
	}
}

// TestRatingsNameWhoHasTooFewGamesForANorm: Juha Koski of the norm event
// lost his last game by forfeit (testevent.NormLastLostByForfeit): eight games, too few for a norm (B.01
// 1.4.1, 1.4.2). The command's title norms, its JSON and the printed
// rating report name him and say why, in each language, where they left
// him out unsaid and the norm forecast said it.
func TestRatingsNameWhoHasTooFewGamesForANorm(t *testing.T) {
	file := testevent.EventFile(t, testevent.NormLastLostByForfeit(t))
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		why := cat.T("ratings.norms.too-few-games", "verdict", words.NormTooFewGames(cat), "names", "10 Juha Koski")
		if out := runCLI(t, 0, "ratings", file); !strings.Contains(out, why) {
			t.Errorf("%s: ratings does not say %q:\n%s", lang, why, out)
		}
		pdf := filepath.Join(t.TempDir(), "ratings.pdf")
		runCLI(t, 0, "print", "ratings", file, "--lang", string(lang), "-o", pdf)
		if text := strings.Join(strings.Fields(pdftext.File(t, pdf)), " "); !strings.Contains(text, why) {
			t.Errorf("%s: the printed rating report does not say %q", lang, why)
		}
	})
	if out := runCLI(t, 0, "ratings", file, "--json"); strings.Count(out, `"norm_too_few_games": true`) != 1 {
		t.Errorf("ratings --json marks %d players with too few games, want Koski alone", strings.Count(out, `"norm_too_few_games": true`))
	}
}
