package cli

import (
	"encoding/json"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/norms"
	"arbiter/words"
)

func TestNormsCommand(t *testing.T) {
	file := demoFile(t)
	out := runCLI(t, 0, "norms", file, "--json")
	var rep struct {
		Participants int    `json:"participants"`
		IndexSum     int    `json:"index_sum"`
		Coefficient  string `json:"coefficient"`
		Players      []struct {
			Verdict string `json:"verdict"`
		} `json:"players"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("norms --json is not JSON: %v\n%s", err, out)
	}
	if rep.Participants == 0 || len(rep.Players) != rep.Participants || rep.Coefficient == "" {
		t.Fatalf("report %+v", rep)
	}
	t.Setenv("ARBITER_LANG", "fi")
	out = runCLI(t, 0, "norms", file)
	// The text report shows the coefficient's arithmetic and translated
	// headings, every coefficient with the Finnish decimal comma.
	testtext.SaysEach(t, "the Finnish report", out, "Turnauksen kerroin", " = "+strings.Replace(rep.Coefficient, ".", ",", 1), "Taulukon osa")
	// A norm's points marked as reached are explained under the table,
	// as on paper.
	if marked, legend := strings.Count(out, words.NeedMet), strings.Contains(out, words.NeedMetLegend(i18n.For("fi"))); (marked > 1) != legend {
		t.Errorf("%d marks (the legend's own among them), the legend printed %v:\n%s", marked, legend, out)
	}
	if row := regexp.MustCompile(`rivi \d[.,]\d\d–\d[.,]\d\d`).FindString(out); !strings.Contains(row, ",") {
		t.Errorf("the table row %q is not written with the decimal comma", row)
	}
}

// TestNormsNumbering: the norms report names each player by his starting
// number, in the order of the numbers, in the text and in the JSON, as
// the printed report does; a database id is no number (the demo's seats
// are drawn, so numbers and ids differ). The JSON's points are points.
func TestNormsNumbering(t *testing.T) {
	file := demoFile(t)
	ev := testevent.Read(t, file)
	number := ev.StartNumbers()
	rep := runJSON[struct {
		Players []struct {
			ID     int64   `json:"id"`
			No     int     `json:"no"`
			Name   string  `json:"name"`
			Games  int     `json:"games"`
			Points float64 `json:"points"`
		} `json:"players"`
	}](t, "norms", file, "--json")
	differ := false
	for i, p := range rep.Players {
		if p.No != i+1 || p.No != number[p.ID] {
			t.Errorf("row %d: %s numbered %d, starting number %d", i+1, p.Name, p.No, number[p.ID])
		}
		differ = differ || int64(p.No) != p.ID
		// Points in points, as standings --json gives them.
		if p.Points > float64(p.Games) || p.Points*2 != float64(int(p.Points*2)) {
			t.Errorf("%s: %v points of %d games", p.Name, p.Points, p.Games)
		}
	}
	if !differ {
		t.Fatal("the demo's numbers are its ids: the test tells nothing")
	}
	t.Setenv("ARBITER_LANG", "en")
	text := runCLI(t, 0, "norms", file)
	for _, p := range rep.Players {
		if !regexp.MustCompile(`(?m)^` + strconv.Itoa(p.No) + `\s+` + regexp.QuoteMeta(p.Name) + `\s`).MatchString(text) {
			t.Errorf("no line %d %s:\n%s", p.No, p.Name, text)
		}
	}
}

// An event whose last day is not known has no date in norms --json, as
// its text names none (validity in years only): no year 1 stands for it.
// The demo's last day is there.
func TestNormsJSONOmitsAnUnknownDate(t *testing.T) {
	file := filepath.Join(t.TempDir(), "open.arbiter")
	newEvent(t, file, []string{"--name", "Open", "--system", "round-robin", "--rounds", "3", "--ruleset", "USSR1953"}, "Aalto, Aino", "Berg, Bo", "Castro, Carla", "Dahl, Didrik")
	options := func(file string) map[string]any {
		var rep struct {
			Options map[string]any `json:"options"`
		}
		out := runCLI(t, 0, "norms", file, "--json")
		if err := json.Unmarshal([]byte(out), &rep); err != nil || rep.Options == nil {
			t.Fatalf("norms --json: %v\n%s", err, out)
		}
		if strings.Contains(out, "0001-01-01") {
			t.Errorf("norms --json gives a date of year 1:\n%s", out)
		}
		return rep.Options
	}
	if date, ok := options(file)["date"]; ok {
		t.Errorf("norms --json of an event without a last day: date %v", date)
	}
	if date := options(demoFile(t))["date"]; date != "2026-05-23T00:00:00Z" {
		t.Errorf("the demo's date: %v", date)
	}
}

// TestNormsVerdictIsPendingUntilTheEnd_1953: with 8 of 9 rounds of a 1953
// round robin played, norms gives the player who needs ½ point of his
// last game for III (3½ of 8 as the event stands) no verdict: the JSON
// says provisional, pending, III reachable with ½ point, and the text,
// in each language, the forecast's cell and the provisional warning, not
// "confirmed III" with its validity. After the last round the same
// player has confirmed III, final, in both.
func TestNormsVerdictIsPendingUntilTheEnd_1953(t *testing.T) {
	type player struct {
		No        int    `json:"no"`
		Name      string `json:"name"`
		Verdict   string `json:"verdict"`
		Result    string `json:"result"`
		Certainty string `json:"certainty"`
		Outlook   []struct {
			Category string `json:"category"`
			State    string `json:"state"`
			NeedHalf int    `json:"need_half_points"`
		} `json:"outlook"`
	}
	report := func(file string) (string, player) {
		t.Helper()
		var rep struct {
			Certainty string   `json:"certainty"`
			Players   []player `json:"players"`
		}
		out := runCLI(t, 0, "norms", file, "--json")
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatalf("norms --json: %v\n%s", err, out)
		}
		for _, p := range rep.Players {
			if p.No == testevent.Norm1953Player {
				return rep.Certainty, p
			}
		}
		t.Fatalf("no player %d:\n%s", testevent.Norm1953Player, out)
		return "", player{}
	}
	open := testevent.Norm1953File(t, true)
	certainty, p := report(open)
	reachable := false
	for _, o := range p.Outlook {
		reachable = reachable || o.Category == "III" && o.State == norms.ForecastReachable && o.NeedHalf == 1
	}
	if certainty != "provisional" || p.Certainty != "provisional" || p.Verdict != "pending" || p.Result != "" || !reachable {
		t.Errorf("a round to play: report %s, %s %s %s %s, outlook %+v; want provisional, pending, III needing ½",
			certainty, p.Name, p.Certainty, p.Verdict, p.Result, p.Outlook)
	}
	closed := testevent.Norm1953File(t, false)
	if certainty, p := report(closed); certainty != "final" || p.Certainty != "final" || p.Verdict != "confirmed" || p.Result != "III" {
		t.Errorf("the event over: report %s, %s %s %s %s", certainty, p.Name, p.Certainty, p.Verdict, p.Result)
	}
	line := func(out, name string) string {
		for _, l := range strings.Split(out, "\n") {
			if strings.HasPrefix(l, strconv.Itoa(testevent.Norm1953Player)+" ") && strings.Contains(l, name) {
				return l
			}
		}
		t.Fatalf("no line of %s:\n%s", name, out)
		return ""
	}
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		iii := words.CategoryName(cat, tournament.CategoryIII)
		confirmed := cat.T("norms.verdict.confirmed", "category", "III")
		out := runCLI(t, 0, "norms", open)
		needs := cat.T("forecast.cell.reachable", "category", iii, "points", "½", "games", 1)
		if l := line(out, p.Name); !strings.Contains(l, needs) || strings.Contains(l, confirmed) {
			t.Errorf("%s, a round to play: %q, want %q and no %q", lang, l, needs, confirmed)
		}
		if want := cat.T("print.norms.provisional", "done", 8, "total", 9); !strings.Contains(out, want) {
			t.Errorf("%s, a round to play: no %q:\n%s", lang, want, out)
		}
		if l := line(runCLI(t, 0, "norms", closed), p.Name); !strings.Contains(l, confirmed) {
			t.Errorf("%s, the event over: %q, want %q", lang, l, confirmed)
		}
	})
}

// A blitz event's norms and rating report say that no norm can be earned
// there and why, in the text and the JSON, rather than work norms out as
// for standard play.
func TestNormsOfABlitzEvent(t *testing.T) {
	ev := testevent.Norm(t)
	ev.Settings.TimeControl = "3'+2\""
	file := testevent.EventFile(t, ev)
	for _, args := range [][]string{{"norms", file}, {"norms", file, "--json"}, {"norms", file, "--forecast"}} {
		if out := runCLI(t, 1, args...); !strings.Contains(out, "No norm can be earned in this event: its games are blitz") {
			t.Errorf("%s: %s", strings.Join(args, " "), out)
		}
	}
	if out := runCLI(t, 0, "ratings", file); !strings.Contains(out, "No norm can be earned in this event: its games are blitz") {
		t.Errorf("the rating report does not say why there are no norms:\n%s", out)
	}
	var rep struct {
		NoNorms *struct{ Key, Text string } `json:"no_norms"`
	}
	if out := runCLI(t, 0, "ratings", file, "--json"); json.Unmarshal([]byte(out), &rep) != nil || rep.NoNorms == nil ||
		rep.NoNorms.Key != "norms.error.not-standard.blitz" || rep.NoNorms.Text == "" {
		t.Errorf("ratings --json: no_norms %+v\n%s", rep.NoNorms, out)
	}
}

// norms --json of a Swiss whose next round is not paired says why every
// outlook is empty, as the text does.
func TestNormsJSONSaysWhyNoOutlook(t *testing.T) {
	ev := testevent.Swiss(t, 4, 0, false)
	ev.Settings.Ruleset = rules.USSR1953
	file := testevent.EventFile(t, ev)
	text := runCLI(t, 0, "norms", file)
	rep := runJSON[struct {
		NoOutlook *struct{ Key, Text string } `json:"no_outlook"`
		Players   []struct {
			Outlook []any `json:"outlook"`
		} `json:"players"`
	}](t, "norms", file, "--json")
	if rep.NoOutlook == nil || rep.NoOutlook.Key == "" || !strings.Contains(text, rep.NoOutlook.Text) {
		t.Errorf("no_outlook %+v, want the reason the text gives:\n%s", rep.NoOutlook, text)
	}
	for _, p := range rep.Players {
		if len(p.Outlook) > 0 {
			t.Errorf("an outlook without a forecast: %v", p.Outlook)
		}
	}
}

// TestNormsSayTheCodeIsNotThe1953: "arbiter norms" of an event under the
// FIDE Laws gives no 1953 categories and says why (norms.Scope), in every
// language, as the window, the paper and the venue's pages do; under the
// 1953 code it gives them. It gave them "for information only", while
// the pages gave none.
func TestNormsSayTheCodeIsNotThe1953(t *testing.T) {
	ev := testevent.Swiss(t, 8, 2, false)
	fide := testevent.EventFile(t, ev)
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		want := cat.T("norms.error.not-1953", "rules", cat.T("rules.ruleset.fide2023"))
		for _, args := range [][]string{{"norms", fide}, {"norms", fide, "--json"}} {
			if out := runCLI(t, 1, args...); !strings.Contains(out, want) || strings.Contains(out, cat.T("norms.coefficient")) {
				t.Errorf("%s: %s: no %q, or a report:\n%s", lang, strings.Join(args, " "), want, out)
			}
		}
	})
	t.Setenv("ARBITER_LANG", string(i18n.English))
	ev.Settings.Ruleset = rules.USSR1953
	if out := runCLI(t, 0, "norms", testevent.EventFile(t, ev)); !strings.Contains(out, i18n.For(i18n.English).T("norms.coefficient")) {
		t.Errorf("under the 1953 code, no report:\n%s", out)
	}
}

// A category reached is dated in the reader's language, as the printed
// norms report and the window date it: the Finnish report said "voimassa
// 2029-11-22 asti" where the paper says "22.11.2029".
func TestNormsDateTheValidityAsOnPaper(t *testing.T) {
	ev := testevent.Norm(t)
	ev.Settings.Ruleset = rules.USSR1953
	file := testevent.EventFile(t, ev)
	for lang, until := range map[string]*regexp.Regexp{
		"fi": regexp.MustCompile(`voimassa (\S+) asti`), "et": regexp.MustCompile(`kehtib kuni (\S+)`)} {
		t.Setenv("ARBITER_LANG", lang)
		out := runCLI(t, 0, "norms", file)
		dates := until.FindAllStringSubmatch(out, -1)
		if len(dates) == 0 {
			t.Fatalf("%s: no category's validity in the report:\n%s", lang, out)
		}
		for _, d := range dates {
			if !regexp.MustCompile(`^\d{1,2}\.\d{1,2}\.\d{4}`).MatchString(d[1]) {
				t.Errorf("%s: the validity is dated %q", lang, d[0])
			}
		}
	}
}

// TestNormsMarksTheWithdrawn: arbiter norms marks the name of the player
// who withdrew after four of his seven games, and says what the mark
// means, as the sheet does, in every language.
func TestNormsMarksTheWithdrawn(t *testing.T) {
	ev := testevent.Withdrawal1953(t, 4)
	file := testevent.EventFile(t, ev)
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		out := runCLI(t, 0, "norms", file)
		testtext.SaysEach(t, string(lang)+": norms", out, words.WithdrawnName(cat, ev.Players[0].Name, true), words.WithdrawnLegend(cat, "print.legend.withdrawn"))
	})
}

// A verdict names the category reached in the reader's language, as the
// printed norms report and the window name it (words.CategoryName): in a
// 1953 event of candidate masters the Finnish report said "vahvisti
// luokan CM" where the paper says "ME".
func TestNormsNameTheCategoryReachedAsOnPaper(t *testing.T) {
	ev := testevent.Norm(t)
	ev.Settings.Ruleset = rules.USSR1953
	for i := range ev.Players {
		ev.Players[i].Category = tournament.CandidateMaster
	}
	file := testevent.EventFile(t, ev)
	var rep struct {
		Players []struct {
			Name    string `json:"name"`
			Verdict string `json:"verdict"`
			Result  string `json:"result"`
		} `json:"players"`
	}
	if err := json.Unmarshal([]byte(runCLI(t, 0, "norms", file, "--json")), &rep); err != nil {
		t.Fatal(err)
	}
	reached := 0
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		out := runCLI(t, 0, "norms", file)
		for _, p := range rep.Players {
			if p.Result != tournament.CandidateMaster.String() {
				continue
			}
			reached++
			name := words.CategoryName(cat, tournament.CandidateMaster)
			if want := cat.T("norms.verdict."+p.Verdict, "category", name); !strings.Contains(out, want) {
				t.Errorf("%s: %s's verdict is not %q:\n%s", lang, p.Name, want, out)
			}
		}
	})
	if reached == 0 {
		t.Fatalf("nobody reached CM:\n%s", runCLI(t, 0, "norms", file))
	}
}
