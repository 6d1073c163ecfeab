package venue_test

import (
	"bytes"
	"fmt"
	"html"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"arbiter/cli"
	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/norms"
)

// demoAtItsEnd is the demo ("arbiter demo") with every round paired and
// played to its end, under the rules ruleset.
func demoAtItsEnd(t *testing.T, ruleset rules.RulesetID) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "demo.arbiter")
	runCLI(t, "demo", file)
	st := testevent.Open(t, file)
	ev := testevent.Event(t, st)
	ev.Settings.Ruleset = ruleset
	if err := st.UpdateSettings(ev.Settings); err != nil {
		t.Fatal(err)
	}
	results := []tournament.Result{tournament.WhiteWins, tournament.Draw, tournament.BlackWins}
	for r := 1; r <= ev.TotalRounds(); r++ {
		if r > len(ev.Rounds) {
			ev.Rounds = append(ev.Rounds, testevent.PairRoundRobin(t, st, r))
		}
		for i, p := range ev.Rounds[r-1].Pairings {
			if p.IsBye() || p.Result.Finished() {
				continue
			}
			res := results[(r+i)%len(results)]
			if err := st.SetResult(r, p.Board, res); err != nil {
				t.Fatal(err)
			}
			ev.Rounds[r-1].Pairings[i].Result = res
		}
	}
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
	return file
}

// TestPlayerPageGivesTheVerdictArbiterNormsGives: the demo played to its
// end, under the FIDE Laws and under the 1953 code, gives each player's
// page at the venue the 1953 verdict that "arbiter norms" gives him, or,
// where the event gives no categories (under the FIDE Laws), both say so
// in the same words, one rule's (norms.Scope); the page gave nothing
// while the command line, the window and the paper gave "confirmed III".
// Under the 1953 code, every player's verdict is on his page as the
// command line words it.
func TestPlayerPageGivesTheVerdictArbiterNormsGives(t *testing.T) {
	for _, ruleset := range []rules.RulesetID{rules.FIDE2023, rules.USSR1953} {
		file := demoAtItsEnd(t, ruleset)
		ev := testevent.Read(t, file)
		if norms.CertaintyOf(ev) != norms.Final {
			t.Fatalf("%q: the demo is not at its end: %d of %d rounds", ruleset, ev.CompletedRounds(), ev.TotalRounds())
		}
		_, base := server(t, file, nil)
		cat := i18n.For(i18n.English)
		var out, errOut bytes.Buffer
		code := cli.Run([]string{"norms", "--forecast", file}, &out, &errOut)
		scope := norms.ScopeOf(ev)
		if ruleset == rules.FIDE2023 {
			if scope.Categories == nil {
				t.Fatalf("the demo, under the FIDE Laws, gives 1953 categories")
			}
			why := cat.Error(scope.Categories)
			if code != 0 || !strings.Contains(out.String(), why) || !strings.Contains(out.String(), cat.Error(scope.Titles)) {
				t.Errorf("arbiter norms --forecast of the demo: exit %d, without %q or why no title norm:\n%s%s", code, why, out.String(), errOut.String())
			}
			out.Reset()
			errOut.Reset()
			if code := cli.Run([]string{"norms", file}, &out, &errOut); code == 0 || !strings.Contains(errOut.String(), why) {
				t.Errorf("arbiter norms of the demo: exit %d, without %q:\n%s%s", code, why, out.String(), errOut.String())
			}
			// The page says it to a player: the verdict, without the
			// arbiter's way to change it.
			told := cat.Error(scope.ForPlayers().Categories)
			for _, p := range ev.Players {
				page := forecastPage(t, base, fmt.Sprintf("/player-%d.html?lang=en", p.ID))
				if !strings.Contains(page, "<li>"+html.EscapeString(told)+"</li>") {
					t.Errorf("%s's page does not say why he has no category (%q):\n%s", p.Name, told, page)
				}
			}
			continue
		}
		if scope.Categories != nil {
			t.Fatalf("the demo under the 1953 code gives no categories: %v", scope.Categories)
		}
		if code != 0 {
			t.Fatalf("arbiter norms --forecast: exit %d\n%s", code, errOut.String())
		}
		verdicts := 0
		number := ev.StartNumbers()
		for _, p := range ev.Players {
			page := forecastPage(t, base, fmt.Sprintf("/player-%d.html?lang=en", p.ID))
			prefix := fmt.Sprintf("  %d %s, ", number[p.ID], p.Name)
			for line := range strings.Lines(out.String()) {
				verdict, ok := strings.CutPrefix(strings.TrimSuffix(line, "\n"), prefix)
				if !ok {
					continue
				}
				verdicts++
				if !strings.Contains(page, "<li>"+html.EscapeString(verdict)+"</li>") {
					t.Errorf("%s's page lacks the verdict arbiter norms gives, %q:\n%s", p.Name, verdict, page)
				}
			}
		}
		if verdicts < len(ev.Players) {
			t.Errorf("arbiter norms --forecast gave %d verdicts of %d players:\n%s", verdicts, len(ev.Players), out.String())
		}
	}
}

// changed is a rating on a player's page with its change beside it.
var changed = regexp.MustCompile(`<dd>\d+ <span class="meta">`)

// TestPlayerPageOfAnEventNotFIDERatedSaysWhyNoChange: a player's page of
// an event whose settings say it is not FIDE-rated gives no rating
// change and no title norm, and says why, in every language; it said
// nothing. It says it to a player, without the arbiter's way to change it
// (mark the event FIDE-rated in its settings), which it gave too.
func TestPlayerPageOfAnEventNotFIDERatedSaysWhyNoChange(t *testing.T) {
	ev := testevent.Norm(t)
	ev.Settings.Rules.FIDERated = false
	file := testevent.EventFile(t, ev)
	ev = testevent.Read(t, file)
	scope := norms.ScopeOf(ev)
	if scope.Changes == nil || scope.Titles == nil {
		t.Fatalf("an event not FIDE-rated gives FIDE changes or title norms: %+v", scope)
	}
	_, base := server(t, file, nil)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		page := forecastPage(t, base, fmt.Sprintf("/player-%d.html?lang=%s", ev.Players[0].ID, lang))
		players := scope.ForPlayers()
		for i, why := range []error{players.Changes, players.Titles} {
			if want := "<li>" + html.EscapeString(cat.Error(why)) + "</li>"; !strings.Contains(page, want) {
				t.Errorf("%s: the page lacks %q:\n%s", lang, want, page)
			}
			arbiters := []error{scope.Changes, scope.Titles}[i]
			if strings.Contains(page, html.EscapeString(cat.Error(arbiters))) || !strings.HasPrefix(cat.Error(arbiters), cat.Error(why)) {
				t.Errorf("%s: the page tells the players the arbiter's words %q, or they are not its %q", lang, cat.Error(arbiters), cat.Error(why))
			}
		}
		if changed.MatchString(page) {
			t.Errorf("%s: the page gives a rating change:\n%s", lang, page)
		}
	}
}
