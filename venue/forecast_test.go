package venue_test

import (
	"fmt"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/words"
)

// TestPlayerPageGivesTheNormForecast: before the last round of a
// FIDE-rated round robin, a player's page at the venue gives the title
// norms he can still make and what each needs, as the sheet words them,
// after what the forecast weighs: his own game still to play (the page
// said the event's 5), a withdrawal not yet recorded changing it.
func TestPlayerPageGivesTheNormForecast(t *testing.T) {
	ev, base := fideRatedServed(t, testevent.NormBeforeLastRound(t))
	page := forecastPage(t, base, fmt.Sprintf("/player-%d.html", ev.Players[0].ID))
	left := "Games this player still has to play: 1. The forecast weighs every result of them; a withdrawal not yet recorded would change it."
	testtext.SaysEach(t, "the player page", page, "Norm forecast", left, "<li>GM: ", "<li>IM: ")
}

// fideRatedServed writes ev, made FIDE-rated, to a file of its own and
// serves it; it returns the event as read back from the file and the
// server's base URL.
func fideRatedServed(t *testing.T, ev *tournament.Event) (*tournament.Event, string) {
	t.Helper()
	ev.Settings.Rules.FIDERated = true
	file := testevent.EventFile(t, ev)
	_, base := server(t, file, nil)
	return testevent.Read(t, file), base
}

// forecastPage is a player's page once the server has worked out the
// forecast of the event as it stands: read again after the update that
// its being ready sends to open pages.
func forecastPage(t *testing.T, base, name string) string {
	t.Helper()
	rev := get2(t, base+"/rev")
	resp := openStream(t, base+"/events?since="+rev)
	defer resp.Body.Close()
	code, page := get(t, base+name)
	if code != 200 {
		t.Fatalf("%s: %d", name, code)
	}
	if !strings.Contains(page, "being worked out") {
		return page
	}
	// The stream was opened before the page was read: the update comes
	// on it whenever the forecast is ready.
	buf := make([]byte, 256)
	seen := ""
	for !strings.Contains(seen, "data: ") {
		n, err := resp.Body.Read(buf)
		seen += string(buf[:n])
		if err != nil {
			t.Fatalf("the stream ended before the forecast was ready: %v", err)
		}
	}
	return get2(t, base+name)
}

// TestPlayerPageNormIsProvisionalUntilTheEnd_1953: the page of the player
// of a 1953 round robin who, with 8 of 9 rounds played, needs ½ point of
// his last game for III says so, as the command line, the window and the
// sheet do; after the last round, that III is made. In every language.
func TestPlayerPageNormIsProvisionalUntilTheEnd_1953(t *testing.T) {
	for _, beforeLast := range []bool{true, false} {
		file := testevent.Norm1953File(t, beforeLast)
		ev := testevent.Read(t, file)
		var id int64
		for pid, no := range ev.StartNumbers() {
			if no == testevent.Norm1953Player {
				id = pid
			}
		}
		_, base := server(t, file, nil)
		for _, lang := range i18n.Complete {
			cat := i18n.For(lang)
			goal := cat.T("forecast.goal.confirmed", "category", words.CategoryName(cat, tournament.CategoryIII))
			state := cat.T("forecast.state.final.met")
			if beforeLast {
				state = cat.T("forecast.state.reachable", "points", "½", "half", 1, "games", 1)
			}
			page := forecastPage(t, base, fmt.Sprintf("/player-%d.html?lang=%s", id, lang))
			if want := "<li>" + goal + ": " + state + "</li>"; !strings.Contains(page, want) {
				t.Errorf("%s, before the last round %v: the page lacks %q", lang, beforeLast, want)
			}
		}
	}
}

// TestPlayerPageBeforeTheNextRoundIsPaired: between rounds of a
// FIDE-rated Swiss, the next round not yet paired, a player's page says
// the norm forecast comes once the last round is paired, in every
// language; it gave the players the arbiter's refusal, and then said the
// forecast came once the next round was paired, which only moved it on.
func TestPlayerPageBeforeTheNextRoundIsPaired(t *testing.T) {
	ev := testevent.Swiss(t, 12, 3, false)
	ev.Settings.Rounds = 7
	ev, base := fideRatedServed(t, ev)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		page := forecastPage(t, base, fmt.Sprintf("/player-%d.html?lang=%s", ev.Players[0].ID, lang))
		refusal := cat.T("forecast.err.unpaired", "round", 7)
		if want := cat.T("venue.forecast.unpaired", "round", 7); !strings.Contains(page, want) || strings.Contains(page, refusal) {
			t.Errorf("%s: the page lacks %q or gives %q:\n%s", lang, want, refusal, page)
		}
	}
}

// TestPlayerPageHeadsTheVerdictsOnceTheEventIsOver: after the last round
// of the FIDE-rated norm round robin, a player's page heads his title
// norms' verdicts as norms, not as a forecast, in every language; before
// it, as the forecast.
func TestPlayerPageHeadsTheVerdictsOnceTheEventIsOver(t *testing.T) {
	for ev, key := range map[*tournament.Event]string{testevent.Norm(t): "venue.player.norms", testevent.NormBeforeLastRound(t): "forecast.title"} {
		ev, base := fideRatedServed(t, ev)
		for _, lang := range i18n.Complete {
			cat := i18n.For(lang)
			page := forecastPage(t, base, fmt.Sprintf("/player-%d.html?lang=%s", ev.Players[0].ID, lang))
			head, other := cat.T(key), cat.T("forecast.title")
			if key == "forecast.title" {
				other = cat.T("venue.player.norms")
			}
			if !strings.Contains(page, "<h2>"+head+"</h2>") || strings.Contains(page, "<h2>"+other+"</h2>") {
				t.Errorf("%s, %d rounds complete: the norms are not headed %q:\n%s", lang, ev.CompletedRounds(), head, page)
			}
		}
	}
}
