package venue_test

import (
	"fmt"
	"html"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/standings"
	"arbiter/venue"
	"arbiter/words"
)

// TestCrosstableRoundUnderWay: with round 3 of a round robin two games of
// three entered, the crosstable page places its players over the results
// its cells show, as the paper and the command line do (seat 1, 2 points,
// first; it was fifth, below seats of 1½ and 1, by the places after round
// 2), and its heading says which rounds it counts, in every language.
func TestCrosstableRoundUnderWay(t *testing.T) {
	_, base := server(t, testevent.RoundUnderWayFile(t), nil)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		page := partialCrosstable(t, base, lang, cat.T("crosstable.partial.title", "n", 2,
			"rounds", cat.T("crosstable.partial.round", "round", 3, "done", 2, "of", 3)))
		var got [][]string
		for _, m := range crossRowRE.FindAllStringSubmatch(page, -1) {
			got = append(got, m[1:4])
		}
		want := [][]string{{"1", "2", "1"}, {"2", "1½", "2"}, {"3", "1", "6"}, {"4", "1", "4–5"}, {"5", "1", "4–5"}, {"6", "1½", "3"}}
		if !slices.EqualFunc(got, want, slices.Equal) {
			t.Errorf("%s: seat, points, place %v, want %v", lang, got, want)
		}
	}
}

// crossRowRE is a round robin's row of the crosstable page: the seat, the
// points, the place and the tie-breaks' cells after them.
var crossRowRE = regexp.MustCompile(`(?s)<tr><td>(\d*)</td><td class="name">.*?<td><b>([^<]*)</b></td><td>([^<]*)</td>((?:<td>[^<]*</td>)*)</tr>`)

// TestCrosstableGivesTheTieBreaksItsPlacesFollow: a round robin's
// crosstable page gives the tie-breaks beside the points and places, headed
// as the standings page heads them, as the paper, the command line and a
// Swiss's page do; it gave the places alone.
func TestCrosstableGivesTheTieBreaksItsPlacesFollow(t *testing.T) {
	ev := testfield.RoundUnderWay(t)
	ct := standings.Crosstable(ev)
	if len(ct.Ranking.TieBreaks) == 0 {
		t.Fatal("the test's event has no tie-breaks")
	}
	_, base := server(t, testevent.EventFile(t, ev), nil)
	cell := regexp.MustCompile(`<td>([^<]*)</td>`)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		page := html.UnescapeString(get2(t, base+"/crosstable.html?lang="+string(lang)))
		for _, id := range ct.Ranking.TieBreaks {
			if head := fmt.Sprintf("<th><abbr title=%q>%s</abbr></th>", words.TieBreakName(cat, id), words.TieBreakShort(cat, id)); !strings.Contains(page, head) {
				t.Errorf("%s: no head %s", lang, head)
			}
		}
		rows := crossRowRE.FindAllStringSubmatch(page, -1)
		if len(rows) != len(ct.Rows) {
			t.Fatalf("%s: %d rows, want %d", lang, len(rows), len(ct.Rows))
		}
		for i, r := range ct.Rows {
			var got []string
			for _, m := range cell.FindAllStringSubmatch(rows[i][4], -1) {
				got = append(got, m[1])
			}
			if want := words.TieBreakTexts(r.TieBreaks); !slices.Equal(got, want) {
				t.Errorf("%s: seat %d tie-breaks %q, want %q", lang, r.No, got, want)
			}
		}
	}
}

// TestTeamCrosstableRoundUnderWay: a team round robin's crosstable page
// with its last round two matches of three finished is headed so, in
// every language; it was headed "Crosstable".
func TestTeamCrosstableRoundUnderWay(t *testing.T) {
	_, base := server(t, testevent.TeamRoundUnderWayFile(t), nil)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		partialCrosstable(t, base, lang, cat.T("crosstable.partial.title", "n", 4,
			"rounds", cat.T("crosstable.partial.round.team", "round", 5, "done", 2, "of", 3)))
	}
}

// partialCrosstable returns the crosstable page in lang, and fails the
// test unless it is headed title.
func partialCrosstable(t *testing.T, base string, lang i18n.Lang, title string) string {
	t.Helper()
	page := get2(t, base+"/crosstable.html?lang="+string(lang))
	if !strings.Contains(html.UnescapeString(page), "<h2>"+title+"</h2>") {
		t.Errorf("%s: heading %q missing", lang, title)
	}
	return page
}

// TestCrosstableNamesTheRoundInPlay: the demo event, a round robin with
// round 6 paired and no result of it in, exported as a site, heads its
// crosstable page "Crosstable after round 5, round 6 in play", the rounds
// its standings page names, in every language, as a Swiss's with round 3
// paired is headed "after round 2, round 3 in play". The round robin's
// said "after round 5" over cells showing round 6's games as "*", the
// Swiss's "after round 2" over round 3's pairings.
func TestCrosstableNamesTheRoundInPlay(t *testing.T) {
	demo := filepath.Join(t.TempDir(), "demo.arbiter")
	runCLI(t, "demo", demo)
	for _, c := range []struct {
		ev             *tournament.Event
		complete, play int
	}{
		{testevent.Read(t, demo), 5, 6},
		{testevent.Swiss(t, 8, 2, true), 2, 3},
	} {
		for _, lang := range i18n.Complete {
			cat := i18n.For(lang)
			dir := t.TempDir()
			if _, err := venue.Export(c.ev, venue.Rules{}, dir, lang); err != nil {
				t.Fatal(err)
			}
			for page, want := range map[string]string{
				"crosstable.html": cat.T("print.crosstable.in-play", "n", c.complete, "play", c.play),
				"standings.html":  cat.T("print.standings.in-play", "n", c.complete, "play", c.play),
			} {
				if got := html.UnescapeString(string(testdir.Read(t, filepath.Join(dir, page)))); !strings.Contains(got, "<h2>"+want+"</h2>") {
					t.Errorf("%s, %s: %s not headed %q", c.ev.Settings.System, lang, page, want)
				}
			}
		}
	}
}

// The pages of an event whose last round is over, served and exported,
// head its standings and crosstable final (a league's results by board
// too), in every language, as the paper and the command line do; they
// said "after round 5" of the last round as of any other.
func TestFinishedEventsPagesAreHeadedFinal(t *testing.T) {
	rr := testfield.SixPlayers(t, tournament.WithdrawalAsPlayed, 0)
	league := testevent.TeamReport(t, "arbiter-rr6").Event
	_, base := server(t, testevent.EventFile(t, rr), nil)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		standingsTitle, crossTitle := cat.T("print.standings.final"), cat.T("print.crosstable.final")
		for page, want := range map[string]string{"standings.html": standingsTitle, "crosstable.html": crossTitle} {
			if got := html.UnescapeString(get2(t, base+"/"+page+"?lang="+string(lang))); !strings.Contains(got, "<h2>"+want+"</h2>") {
				t.Errorf("%s, served: %s not headed %q", lang, page, want)
			}
		}
		for _, c := range []struct {
			ev    *tournament.Event
			pages map[string]string
		}{
			{rr, map[string]string{"standings.html": standingsTitle, "crosstable.html": crossTitle}},
			{league, map[string]string{"standings.html": standingsTitle, "crosstable.html": crossTitle, "boards.html": cat.T("teams.print.boards.final")}},
		} {
			dir := t.TempDir()
			if _, err := venue.Export(c.ev, venue.Rules{}, dir, lang); err != nil {
				t.Fatal(err)
			}
			for page, want := range c.pages {
				if got := html.UnescapeString(string(testdir.Read(t, filepath.Join(dir, page)))); !strings.Contains(got, "<h2>"+want+"</h2>") {
					t.Errorf("%s, %s exported: %s not headed %q", c.ev.Settings.System, lang, page, want)
				}
			}
		}
	}
}

// TestSwissCrosstableRoundPaired: with a Swiss's round 3 paired and not yet
// played, the crosstable page is headed "after round 2, round 3 in play",
// as the paper and the standings page are,
// and says under the table that round 3's column shows the pairings and
// its results count once the round is complete, as the window does. It
// was headed "Crosstable" and said nothing, its round 3 column showing no
// result beside the pairings page's results.
func TestSwissCrosstableRoundPaired(t *testing.T) {
	_, base := server(t, testevent.EventFile(t, testevent.Swiss(t, 8, 2, true)), nil)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		page := html.UnescapeString(partialCrosstable(t, base, lang, cat.T("print.crosstable.in-play", "n", 2, "play", 3)))
		if note := cat.T("crosstable.pending", "round", 3); !strings.Contains(page, note) {
			t.Errorf("%s: the note %q is not on the page", lang, note)
		}
	}
}

// TestPlayerPointsSayTheirRound: with a Swiss's round 3 paired and a result
// of it entered, a player's page shows that result in his table of games
// and says that the points and place above it are after round 2, as the
// standings page heads them, in every language; it gave the points bare,
// 1 point less than his games' results add up to. Once every round is
// complete it says nothing of it.
func TestPlayerPointsSayTheirRound(t *testing.T) {
	ev := testevent.Swiss(t, 8, 2, true)
	rd := &ev.Rounds[2]
	g := &rd.Pairings[0]
	g.Result = tournament.WhiteWins
	_, base := server(t, testevent.EventFile(t, ev), nil)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		page := html.UnescapeString(get2(t, fmt.Sprintf("%s/player-%d.html?lang=%s", base, g.White, lang)))
		if want := cat.T("venue.player.after", "round", 2); !strings.Contains(page, want) {
			t.Errorf("%s: %q not on the page", lang, want)
		}
	}
	ev = testevent.Swiss(t, 8, 2, false)
	_, base = server(t, testevent.EventFile(t, ev), nil)
	if page := html.UnescapeString(get2(t, base+"/player-1.html?lang=en")); strings.Contains(page, i18n.For(i18n.English).T("venue.player.after", "round", 2)) {
		t.Error("every round complete, yet the page says after which round its points are")
	}
}

// TestRoundRobinPlayerPointsSayTheRoundUnderWay: a round robin's points
// count the results of a round under way, as its standings do, so a
// player's page says so in the standings' words ("after round 2, round 3:
// 2 of 3 games entered") in every language; it said "after round 2"
// beside points that counted a win of round 3.
func TestRoundRobinPlayerPointsSayTheRoundUnderWay(t *testing.T) {
	_, base := server(t, testevent.RoundUnderWayFile(t), nil)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		page := html.UnescapeString(get2(t, fmt.Sprintf("%s/player-1.html?lang=%s", base, lang)))
		rounds := cat.T("crosstable.partial.round", "round", 3, "done", 2, "of", 3)
		if want := cat.T("venue.player.after.partial", "round", 2, "rounds", rounds); !strings.Contains(page, want) {
			t.Errorf("%s: %q not on the page", lang, want)
		}
	}
}
