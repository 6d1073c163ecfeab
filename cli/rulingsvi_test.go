package cli

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"arbiter/cli/cmdline"
	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/i18n"
)

// rightsPGN repeats the placement after 1.e4 e5 twice more, without the
// castling rights it had the first time (9.2.2).
const rightsPGN = "[Event \"t\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke2 Ke7 3. Ke1 Ke8 4. Ke2 Ke7 5. Ke1 Ke8 *\n"

// TestRulingVI_7_2_1_17c_I_13_9_2_2_6_8_I_9_3_InEachLanguage: the six
// rulings of the sixth batch, stated on the command line, are told in
// English, Finnish and Estonian as the engine decides them, with the
// articles the originals give: a wrong set-up found after the game stands
// (7.2.1, 2014 7.2.a); the 1953 hour whatever the event states (§17c);
// clocks set wrongly at the resumption (I.13); a repetition failing on
// the castling proviso (9.2.2); a draw agreed with a flag down unnoticed
// (6.8); the sealer absent at the resumption (I.9.3).
func TestRulingVI_7_2_1_17c_I_13_9_2_2_6_8_I_9_3_InEachLanguage(t *testing.T) {
	pgn := writeInput(t, t.TempDir(), "rights.pgn", rightsPGN)
	half := 30 * time.Minute
	rightsGame := func(rs rules.RulesetID) rules.Facts {
		g, err := cmdline.GameFromPGN(pgn, 1)
		if err != nil {
			t.Fatal(err)
		}
		f, err := rules.FactsFromGame(rs, g, 0)
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	for _, c := range []struct {
		args     []string
		ev       rules.Event
		f        rules.Facts
		in       rules.Incident
		articles []string
	}{
		{[]string{"wrong-setup", "--after-game", "--next-round-started"}, rules.Event{Ruleset: rules.FIDE2023}, rules.Facts{},
			rules.WrongSetup{AfterGame: true, NextRoundStarted: true}, []string{"7.2.1"}},
		{[]string{"wrong-setup", "--after-game", "--ruleset", "FIDE2014"}, rules.Event{Ruleset: rules.FIDE2014}, rules.Facts{},
			rules.WrongSetup{AfterGame: true}, []string{"7.2.a"}},
		{[]string{"lateness", "--ruleset", "USSR1953", "--lateness", "30m", "--player", "white", "--late", "45m"}, rules.Event{Ruleset: rules.USSR1953, Lateness: &half}, rules.Facts{},
			rules.Lateness{Player: engine.White, Late: 45 * time.Minute}, []string{"§17c"}},
		{[]string{"clock-correction", "--resumed", "--correct-white", "5m"}, rules.Event{Ruleset: rules.FIDE2023}, rules.Facts{},
			rules.ClockCorrection{Correction: [2]time.Duration{5 * time.Minute, 0}, Resumed: true}, []string{"I.13"}},
		{[]string{"clock-correction", "--resumed", "--correct-white", "5m", "--after-first-move"}, rules.Event{Ruleset: rules.FIDE2023}, rules.Facts{},
			rules.ClockCorrection{Correction: [2]time.Duration{5 * time.Minute, 0}, Resumed: true, AfterFirstMove: true}, []string{"I.13"}},
		{[]string{"claim-threefold", "--player", "white", "--pgn", pgn, "--type", "standard"}, rules.Event{Ruleset: rules.FIDE2023, Type: rules.Standard}, rightsGame(rules.FIDE2023),
			rules.ClaimThreefold{Player: engine.White, RightsDiffer: true}, []string{"9.2.2", "9.5.3"}},
		{[]string{"agreement", "--flag-down", "white", "--agreed-first"}, rules.Event{Ruleset: rules.FIDE2023}, rules.Facts{},
			rules.Agreement{FlagDown: true, Flag: engine.White, AgreedFirst: true}, []string{"6.8", "5.2.3"}},
		{[]string{"resumption", "--player", "white", "--answerer-present"}, rules.Event{Ruleset: rules.FIDE2023}, rules.Facts{},
			rules.Resumption{Player: engine.White, AnswererPresent: true}, []string{"I.9.3"}},
	} {
		d, err := rules.Decide(c.ev, c.f, c.in)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(d.Articles, c.articles) {
			t.Errorf("%v: articles %v, want %v", c.args, d.Articles, c.articles)
		}
		for _, lang := range []string{"en", "fi", "et"} {
			code, out, errOut := rulingIn(t, lang, c.args...)
			if code != 0 {
				t.Fatalf("%s %v: exit %d: %s", lang, c.args, code, errOut)
			}
			told := d
			told.Localize(i18n.For(i18n.Lang(lang)).TMap)
			for _, want := range append([]string{told.CitationText(), told.Explanation}, told.NoteTexts...) {
				if !strings.Contains(out, want) {
					t.Errorf("%s %v: the ruling lacks %q:\n%s", lang, c.args, want, out)
				}
			}
		}
	}
}

// TestClaimAndRuling_9_2_2_CiteTheSameArticles: "arbiter claim" and
// "arbiter ruling claim-…" decide a claim on the same record as one
// decision and cite the same articles: a repetition failing on 9.2.2's
// castling proviso, a correct and an incorrect one, by a written move or
// on the board, a fifty-move claim, under each ruleset.
func TestClaimAndRuling_9_2_2_CiteTheSameArticles(t *testing.T) {
	dir := t.TempDir()
	rights := writeInput(t, dir, "rights.pgn", rightsPGN)
	knights := writeInput(t, dir, "knights.pgn", "[Event \"t\"]\n[Result \"*\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 *\n")
	t.Setenv("ARBITER_LANG", "en")
	articles := func(args ...string) []string {
		t.Helper()
		code, out, errOut := run(t, append(args, "--json")...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errOut)
		}
		var got struct {
			Articles []string `json:"articles"`
		}
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatal(err)
		}
		return got.Articles
	}
	for _, rs := range []string{"FIDE2023", "FIDE2018", "FIDE2014", "USSR1953"} {
		for _, c := range []struct {
			pgn, kind, player, intended string
		}{
			{rights, "threefold", "white", ""},
			{knights, "threefold", "black", ""},
			{knights, "threefold", "black", "Ng8"},
			{knights, "fifty", "black", ""},
		} {
			claim := []string{"claim", "--pgn", c.pgn, "--kind", c.kind, "--ruleset", rs, "--type", "standard"}
			ruling := []string{"ruling", "claim-" + c.kind, "--pgn", c.pgn, "--player", c.player, "--ruleset", rs, "--type", "standard"}
			if c.intended != "" {
				claim = append(claim, "--intended", c.intended)
				ruling = append(ruling, "--intended-move", c.intended)
			}
			if a, b := articles(claim...), articles(ruling...); !slices.Equal(a, b) || len(a) == 0 {
				t.Errorf("%s %s %s %q: claim cites %v, ruling %v", rs, c.pgn, c.kind, c.intended, a, b)
			}
		}
	}
	if got := articles("claim", "--pgn", rights, "--kind", "threefold", "--type", "standard"); !slices.Equal(got, []string{"9.2.2", "9.5.3"}) {
		t.Errorf("the castling proviso: %v, want 9.2.2, 9.5.3", got)
	}
}
