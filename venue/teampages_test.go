package venue_test

import (
	"encoding/json"
	"fmt"
	"html"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/seats"
	"arbiter/tournament/standings"
	"arbiter/tournament/team"
	"arbiter/venue"
	"arbiter/words"
)

// teamFile is the six-team round robin of the team reports' test data, as
// a file.
func teamFile(t *testing.T) string { return teamFileOf(t, "arbiter-rr6") }

// teamFileOf is the team report name of the test data, as a file of the
// test's own: read and written once a run for each name (testdir.Made),
// where ten tests read arbiter-rr6 and wrote it each.
func teamFileOf(t *testing.T, name string) string {
	t.Helper()
	return testdir.Made(t, t.TempDir(), "event.arbiter", "teamFileOf "+name, func(file string) {
		testevent.EventFileAt(t, file, testevent.TeamReport(t, name).Event)
	})
}

// A team event's pages: each round's matches with their boards, the team
// standings (game points once), the results by board and the crosstable,
// in each language; the individual event's pages, result entry and the
// player search are no pages of it, whatever deputy has a PIN.
func TestTeamPages(t *testing.T) {
	file := teamFile(t)
	w := testevent.Open(t, file)
	if _, err := w.AddDeputy(tournament.Deputy{Name: "Deputy"}, true); err != nil {
		t.Fatal(err)
	}
	srv, base := server(t, file, w)
	if srv.DeputyEntry() {
		t.Error("deputy entry is on for a team event")
	}
	for _, c := range []struct {
		page, lang string
		want       []string
	}{
		{"round-2.html", "en", []string{"Match 1: 1. Club 5 – 2. Club 4 1½–1½", "— board left empty —"}},
		{"wall.html", "en", []string{"Round 5"}},
		{"pairings.html", "fi", []string{"Ottelu 1:", "Ottelut"}},
		{"standings.html", "et", []string{"Võistkond MP PP", "Club 4"}},
		{"boards.html", "en", []string{"Board 1", "All boards", "Board prize"}},
		{"crosstable.html", "fi", []string{"Ristitaulukko", "×"}},
		{"index.html", "et", []string{"Võistkonnad", "Laudu matšis 4"}},
		// The facts the individual event's front page gives: how many
		// rounds, under which rules.
		{"index.html", "en", []string{"Rounds 5", "Rules FIDE Laws of Chess 2023"}},
	} {
		code, body := get(t, base+"/"+c.page+"?lang="+c.lang)
		got := input.Collapse(text(body))
		if code != 200 {
			t.Errorf("%s: %d", c.page, code)
			continue
		}
		testtext.SaysEach(t, fmt.Sprintf("%s in %s", c.page, c.lang), got, c.want...)
	}
	_, body := get(t, base+"/standings.html?lang=en")
	// The table, without the legend under it, which names GP once more.
	table, _, legend := strings.Cut(text(body), "MP = match points · GP = game points")
	if !legend {
		t.Errorf("the team standings have no legend of their columns:\n%s", text(body))
	}
	gp := 0
	for _, w := range strings.Fields(table) {
		if w == "GP" {
			gp++
		}
	}
	if gp != 1 {
		t.Errorf("game points are shown in %d columns of the team standings", gp)
	}
	for _, page := range []string{"names-1.html", "player-1.html", "enter.html", "round-9.html"} {
		if code, _ := get(t, base+"/"+page); code != 404 {
			t.Errorf("%s: %d, want 404", page, code)
		}
	}
}

// teamRoundLeft is teamFile with its last round (round 5) taken back, so
// that a player or a team withdraws inside the event, after round 4 with
// round 5 still to play: after the last round nothing is left to withdraw
// from, and the withdrawal is refused.
func teamRoundLeft(t *testing.T) string {
	t.Helper()
	file := teamFile(t)
	runCLI(t, "unpair", file, "--round", "5", "--force")
	return file
}

// teamWithdrawn is teamRoundLeft with the first player of its first team
// withdrawn after the last round paired (round 4): the file, the event as
// it was read before, and the player.
func teamWithdrawn(t *testing.T) (string, *tournament.Event, *tournament.Player) {
	t.Helper()
	file := teamRoundLeft(t)
	ev := testevent.Read(t, file)
	p, _ := ev.Player(ev.Teams[0].Players[0])
	runCLI(t, "player", "withdraw", file, "--id", strconv.FormatInt(p.ID, 10), "--after-round", strconv.Itoa(ev.PairedRounds()))
	return file, ev, p
}

// A team event's served pages have the search by name in their header, and
// the search lists each player found with his team and his boards, each a
// link to its round's matches, in each language, withdrawn marked.
func TestTeamSearch(t *testing.T) {
	file, ev, p := teamWithdrawn(t)
	tm := ev.Teams[0]
	_, base := server(t, file, nil)
	if _, body := get(t, base+"/round-2.html"); !strings.Contains(body, `action="search.html"`) {
		t.Error("a team event's round page has no search form")
	}
	family := p.Name[strings.LastIndex(p.Name, " ")+1:]
	no := seats.TeamNumbers(ev)[tm.ID]
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		code, body := get(t, base+"/search.html?q="+strings.ToLower(family)+"&lang="+string(lang))
		got := input.Collapse(text(body))
		if code != 200 {
			t.Fatalf("search.html in %s: %d", lang, code)
		}
		testtext.SaysEach(t, "search.html in "+string(lang), got, words.WithdrawnName(cat, p.FamilyFirst(), true), fmt.Sprintf("%d. %s", no, tm.Name),
			cat.T("print.col.round-n", "n", 1)+" "+cat.T("teams.cli.board", "board", 1))
		if !strings.Contains(body, `href="round-1.html"`) {
			t.Errorf("search.html in %s: no link to round 1", lang)
		}
	}
	if _, body := get(t, base+"/search.html?q=%3Cb%3E"); !strings.Contains(body, "&lt;b&gt;") {
		t.Error("the query is not escaped")
	}
}

// The teams' lists of players on the event's page mark a withdrawn player
// and explain the mark, as the paper's list of players by team does: they
// named him unmarked. The results by board, on the page and from
// `arbiter team boards`, mark him as the paper's do: they listed him as
// one still playing, beside his board prize.
func TestTeamListsMarkAWithdrawnPlayer(t *testing.T) {
	file, _, gone := teamWithdrawn(t)
	_, base := server(t, file, nil)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		t.Setenv("ARBITER_LANG", string(lang))
		for _, shown := range []struct{ what, text string }{
			{"index.html", text(get2(t, base+"/index.html?lang="+string(lang)))},
			{"boards.html", text(get2(t, base+"/boards.html?lang="+string(lang)))},
			{"team boards", runCLI(t, "team", "boards", file)},
		} {
			got := input.Collapse(shown.text)
			if want := words.WithdrawnName(cat, gone.Name, true); !strings.Contains(got, want) {
				t.Errorf("%s in %s: no %q in\n%s", shown.what, lang, want, got)
			}
			if want := words.WithdrawnLegend(cat, "print.legend.withdrawn"); !strings.Contains(got, want) {
				t.Errorf("%s in %s: the mark not explained (%q)", shown.what, lang, want)
			}
		}
	}
}

// A team event's pages are exported whole, a folder of each language.
func TestTeamPagesExported(t *testing.T) {
	dir := t.TempDir()
	if _, err := venue.Export(testevent.Read(t, teamFile(t)), venue.Rules{}, dir, i18n.Finnish); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"index.html", "round-1.html", "boards.html", filepath.Join("en", "standings.html"), filepath.Join("et", "crosstable.html")} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Error(err)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "names-1.html")); err == nil {
		t.Error("a team event's export has a page by name")
	}
}

// A team event's exported pages have the search by name, as its served
// pages do: search.html in each language's folder, the box in every
// page's header, and the search, run by Chromium from the disk, lists
// the players the server's search lists, each with his team and his
// boards (links to their rounds' matches, which are pages of the site), a
// withdrawn one marked, and a hostile name as text. The export had no
// search.html and no box.
func TestTeamSearchExported(t *testing.T) {
	file, ev, gone := teamWithdrawn(t)
	tm := ev.Teams[0]
	runCLI(t, "player", "edit", file, "--id", strconv.FormatInt(tm.Players[1], 10), "--name", hostile)
	_, base := server(t, file, nil)
	dir := t.TempDir()
	if _, err := venue.Export(testevent.Read(t, file), venue.Rules{}, dir, i18n.Finnish); err != nil {
		t.Fatal(err)
	}
	folders := map[i18n.Lang]string{i18n.Finnish: dir, i18n.English: filepath.Join(dir, "en"), i18n.Estonian: filepath.Join(dir, "et")}
	for lang, folder := range folders {
		if _, err := os.Stat(filepath.Join(folder, "search.html")); err != nil {
			t.Errorf("%s: %v", lang, err)
		}
		round, _ := os.ReadFile(filepath.Join(folder, "round-1.html"))
		if !regexp.MustCompile(`(?s)<header>.*<form class="search" role="search" action="search.html">`).Match(round) {
			t.Errorf("%s: the exported round page has no search box in its header", lang)
		}
	}
	d := newDevtools(t, 360, 740)
	// The rows found, as the browser holds them.
	body, between := regexp.MustCompile(`(?s)<tbody[^>]*>(.*?)</tbody>`), regexp.MustCompile(`>\s+<`)
	rows := func(doc string) string {
		var out string
		for _, m := range body.FindAllStringSubmatch(doc, -1) {
			out += strings.TrimSpace(m[1])
		}
		return between.ReplaceAllString(out, "><")
	}
	family := strings.ToLower(gone.Name[strings.LastIndex(gone.Name, " ")+1:])
	board := regexp.MustCompile(`<a href="(round-\d+\.html)">`)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		for _, q := range []string{family, "script", "Club", "nobody", ""} {
			served := rows(d.document(t, base+"/search.html?q="+url.QueryEscape(q)+"&lang="+string(lang)))
			doc := d.document(t, "file://"+filepath.Join(folders[lang], "search.html")+"?q="+url.QueryEscape(q))
			if got := rows(doc); got != served {
				t.Errorf("%q in %s: the export finds\n%q\nthe server\n%q", q, lang, got, served)
			}
			if strings.Contains(doc, hostile) {
				t.Errorf("%q in %s: the hostile name is markup in the export's search", q, lang)
			}
			switch q {
			case family:
				got := input.Collapse(text(rows(doc)))
				testtext.SaysEach(t, fmt.Sprintf("%q in %s", q, lang), got, words.WithdrawnName(cat, gone.FamilyFirst(), true), fmt.Sprintf("%d. %s", seats.TeamNumbers(ev)[tm.ID], tm.Name),
					cat.T("print.col.round-n", "n", 1)+" "+cat.T("teams.cli.board", "board", 1))
				if shown := d.eval(`document.getElementById("find-mark").hidden`); shown != "false" {
					t.Errorf("%q in %s: the withdrawn mark is not explained", q, lang)
				}
				links := board.FindAllStringSubmatch(doc, -1)
				if len(links) == 0 {
					t.Errorf("%q in %s: no board links to its round", q, lang)
				}
				for _, l := range links {
					if _, err := os.Stat(filepath.Join(folders[lang], l[1])); err != nil {
						t.Errorf("%q in %s: %v", q, lang, err)
					}
				}
			case "script":
				if !strings.Contains(rows(doc), escapeName(hostile)) {
					t.Errorf("%q in %s: the hostile name is not found as text", q, lang)
				}
			case "nobody":
				if !strings.Contains(text(doc), cat.T("venue.search.none", "query", q)) {
					t.Errorf("%q in %s: the export does not say it found nobody", q, lang)
				}
			}
		}
	}
	d.call("Emulation.setScriptExecutionDisabled", map[string]any{"value": true}, nil)
	d.document(t, "file://"+filepath.Join(dir, "search.html")+"?q="+family)
	seen := d.eval(`Array.from(document.querySelectorAll("main a")).map(function(a){return a.getAttribute("href")}).join(" ")`)
	for _, href := range strings.Fields(unmarked(strings.Trim(seen, `"`))) {
		if _, err := os.Stat(filepath.Join(dir, href)); err != nil {
			t.Errorf("without script the search page points to %s: %v", href, err)
		}
	}
	if seen == `""` {
		t.Error("without script the search page points nowhere")
	}
}

// Every match and every bye of a round is on its page, a round with
// several byes too: the 50-team Swiss of another program has rounds with
// the pairing-allocated bye beside requested byes and absent teams, of
// which the page once said only the last.
func TestTeamRoundPageShowsEveryMatchAndBye(t *testing.T) {
	file := teamFileOf(t, "echecsjs-grandmommyscup")
	w := testevent.Open(t, file)
	ev := testevent.Event(t, w)
	_, base := server(t, file, w)
	several := 0
	for r := 1; r <= ev.PairedRounds(); r++ {
		matches, byes, requested := 0, 0, 0
		for _, m := range ev.RoundMatches(r) {
			if m.Requested() {
				requested++
			}
			if m.IsBye() {
				byes++
			} else {
				matches++
			}
		}
		if byes > 1 {
			several++
		}
		_, body := get(t, fmt.Sprintf("%s/round-%d.html?lang=en", base, r))
		got := text(body)
		if n := strings.Count(got, "has the bye") + strings.Count(got, "has a requested bye"); n != byes {
			t.Errorf("round %d: %d byes shown, %d in the round", r, n, byes)
		}
		// A team's own request is named so, not as the pairing's bye.
		if n := strings.Count(got, "has a requested bye"); n != requested {
			t.Errorf("round %d: %d requested byes shown, %d in the round", r, n, requested)
		}
		if n := strings.Count(got, "Match "); n != matches {
			t.Errorf("round %d: %d matches shown, %d in the round", r, n, matches)
		}
	}
	if several == 0 {
		t.Error("no round with several byes: the test shows nothing")
	}
}

// A team round's page marks a board forfeited "+ : −" as the paper does,
// and a match forfeited whole "− : +"; the paper explains the marks under
// the matches, and the phone's page did not: it now does where the round
// has a forfeit, and says nothing of them where it has none.
func TestTeamRoundPageExplainsTheForfeitMarks(t *testing.T) {
	legend := i18n.For(i18n.English).T("print.legend.forfeit")
	with, without := 0, 0
	for _, file := range []string{testevent.TeamRoundUnderWayFile(t), teamFileOf(t, "fideteam_nocolor-typea-gp")} {
		ev := testevent.Event(t, testevent.Open(t, file))
		_, base := server(t, file, nil)
		for r := 1; r <= ev.PairedRounds(); r++ {
			forfeits := slices.ContainsFunc(ev.Rounds[r-1].Pairings, func(g tournament.Pairing) bool { return g.Result.Forfeit() })
			_, body := get(t, fmt.Sprintf("%s/round-%d.html?lang=en", base, r))
			if said := strings.Contains(text(body), legend); said != forfeits {
				t.Errorf("%s, round %d: a forfeit %v, the legend said %v", filepath.Base(file), r, forfeits, said)
			}
			if forfeits {
				with++
			} else {
				without++
			}
		}
	}
	if with == 0 || without == 0 {
		t.Errorf("%d rounds with a forfeit, %d without: the test shows nothing", with, without)
	}
}

// C.04.6 art. 1.2: an event ranked by game points first shows them first
// in its standings and crosstable, the teams in their order.
func TestTeamPagesGamePointsFirst(t *testing.T) {
	_, base := server(t, teamFileOf(t, "fideteam_nocolor-typea-gp"), nil)
	for page, want := range map[string]string{
		"standings.html": "Team GP MP",
		// Team 2 (10½ game points, 9 match points) above team 4 (9, 11);
		// the tie-breaks after the points.
		"crosstable.html": "GP MP BC BBE 1 1 Team 1",
	} {
		_, body := get(t, base+"/"+page+"?lang=en")
		got := input.Collapse(text(body))
		if !strings.Contains(got, want) || strings.Index(got, "Team 2") > strings.Index(got, "Team 4") {
			t.Errorf("%s: no %q, or team 4 above team 2:\n%s", page, want, got)
		}
	}
}

// The team crosstable gives each team's tie-breaks beside its points and
// explains its columns as the standings and the paper do, in each
// language: two teams level on match and game points stood in different
// places with nothing to say why, and MP and GP went unexplained.
func TestTeamCrosstableShowsTheTieBreaksThatPlaceTheTeams(t *testing.T) {
	level := false // two teams level on match and game points, placed by the tie-breaks
	for _, name := range []string{"arbiter-rr6", "arbiter-swiss10"} {
		file := teamFileOf(t, name)
		ev := testevent.Read(t, file)
		st := team.TeamStandings(ev)
		shown, levelHere := testevent.TeamTieBreakShown(t, name, st)
		level = level || levelHere
		_, base := server(t, file, nil)
		for _, l := range i18n.Complete {
			cat := i18n.For(l)
			_, body := get(t, base+"/crosstable.html?lang="+string(l))
			got := input.Collapse(text(body))
			heads := []string{cat.T(team.ScoreHeads(ev.TeamOptions)[0]), cat.T(team.ScoreHeads(ev.TeamOptions)[1])}
			for _, k := range shown {
				heads = append(heads, words.TieBreakShort(cat, st.TieBreaks[k]))
			}
			if want := strings.Join(heads, " "); !strings.Contains(got, want) {
				t.Errorf("%s, %s: no heads %q:\n%s", name, l, want, got)
			}
			testevent.CheckTeamCross(t, name+", "+string(l), got, ev, cat.T, words.TeamTieBreakLegend(cat, st))
		}
	}
	if !level {
		t.Error("no two teams level on match and game points: the test shows nothing")
	}
}

// The team crosstable's page explains its bye cells and the marks of a
// match forfeited whole under the table, as the paper and the window do
// (words.TeamCrossNotes); a table without them has no such note. A bye
// the team asked for (round 3's made one) is named so in its cell and
// explained apart from the pairing's.
func TestTeamCrosstableExplainsByesAndForfeitMarks(t *testing.T) {
	for _, c := range testevent.TeamCrossCases(t) {
		file := testevent.EventFile(t, c.Event)
		ct := team.TeamCrosstable(testevent.Read(t, file))
		_, base := server(t, file, nil)
		for _, l := range i18n.Complete {
			notes := words.TeamCrossNotes(i18n.For(l), ct)
			if len(notes) != c.Notes {
				t.Fatalf("%s: %d notes %q, want %d: the test shows nothing", c.Name, len(notes), notes, c.Notes)
			}
			_, body := get(t, base+"/crosstable.html?lang="+string(l))
			got := input.Collapse(text(body))
			for _, note := range notes {
				if !strings.Contains(got, input.Collapse(note)) {
					t.Errorf("%s, %s: the page lacks the note %q", c.Name, l, note)
				}
			}
			// The cell, its game points after the words; the legend has
			// its N.
			cell := regexp.MustCompile(regexp.QuoteMeta(i18n.For(l).T("teams.cell.bye.requested", "gp", "")) + `[0-9½]`)
			if want := map[bool]int{true: 1}[c.Requested]; len(cell.FindAllString(got, -1)) != want {
				t.Errorf("%s, %s: the page has not %d requested byes:\n%s", c.Name, l, want, got)
			}
		}
	}
}

// The wall, while the round of a match forfeited whole is the current
// one, says so in the sentence the round's page gives, in each language;
// its match line showed "+ : −" alone.
func TestTheWallSaysAMatchIsForfeitedWhole(t *testing.T) {
	ev, forfeit := forfeitRound(t)
	_, base := server(t, testevent.EventFile(t, ev), nil)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		sentence := cat.T("teams.print.sheet.forfeit", "result", forfeit.Forfeit.Text(cat.T))
		round := text(get2(t, base+fmt.Sprintf("/round-%d.html?lang=%s", forfeit.Round, lang)))
		wall := text(get2(t, base+"/wall.html?lang="+string(lang)))
		if !strings.Contains(round, sentence) || !strings.Contains(wall, cat.T("venue.title.round", "round", forfeit.Round)) ||
			!strings.Contains(wall, sentence) {
			t.Errorf("%s: the wall does not say %q:\n%s", lang, sentence, wall)
		}
	}
}

// forfeitRound is the round robin of five teams arbiter-rr5 as it stood
// in the round of its match forfeited whole, that round the current one
// (a team has the bye in it), and that match.
func forfeitRound(t *testing.T) (*tournament.Event, tournament.TeamMatch) {
	t.Helper()
	ev := testevent.TeamReport(t, "arbiter-rr5").Event
	var forfeit tournament.TeamMatch
	for _, m := range ev.Matches {
		if m.Forfeit != tournament.NoResult {
			forfeit = m
			break
		}
	}
	if forfeit.Round == 0 {
		t.Fatal("arbiter-rr5 has no match forfeited whole")
	}
	ev.Rounds = ev.Rounds[:forfeit.Round]
	ev.Matches = slices.DeleteFunc(ev.Matches, func(m tournament.TeamMatch) bool { return m.Round > forfeit.Round })
	return ev, forfeit
}

// teamByes are the byes of round n of a team event as its pages say
// them, the team named by its number and name.
func teamByes(ev *tournament.Event, cat *i18n.Catalog, n int) []string {
	number := seats.TeamNumbers(ev)
	var byes []string
	for _, m := range ev.RoundMatches(n) {
		if m.IsBye() {
			tm, _ := ev.Team(m.White)
			byes = append(byes, words.TeamBye(cat, ev.TeamOptions, m, fmt.Sprintf("%d. %s", number[m.White], tm.Name)))
		}
	}
	return byes
}

// The wall's team standings name their two figures, in their order: a
// TV showed "2 · 1½" beside each team with nothing to say which were
// match points and which game points.
func TestTheWallNamesTheTeamsScores(t *testing.T) {
	for _, name := range []string{"arbiter-rr6", "fideteam_nocolor-typea-gp"} {
		file := teamFileOf(t, name)
		ev := testevent.Read(t, file)
		_, base := server(t, file, nil)
		for _, lang := range i18n.Complete {
			cat := i18n.For(lang)
			h := team.ScoreHeads(ev.TeamOptions)
			want := cat.T(h[0]) + " · " + cat.T(h[1])
			title := words.StandingsTitle(cat, standings.ProgressOf(ev))
			seen := 0
			for n := 1; ; n++ {
				code, page := get(t, base+fmt.Sprintf("/wall-%d.html?lang=%s", n, lang))
				if code != http.StatusOK {
					break
				}
				heading := regexp.MustCompile(`<h2[^>]*>([^<]*)</h2>`).FindStringSubmatch(page)
				if heading == nil || !strings.HasPrefix(html.UnescapeString(heading[1]), title) {
					continue
				}
				seen++
				if !strings.Contains(html.UnescapeString(heading[1]), want) {
					t.Errorf("%s in %s: the standings on the wall are headed %q, without %q", name, lang, heading[1], want)
				}
			}
			if seen == 0 {
				t.Errorf("%s in %s: no standings on the wall", name, lang)
			}
		}
	}
}

// A team event's ranking group: its page (group-N.html) heads its columns
// with the tie-break abbreviations and ends, as the whole team standings'
// page does, with the legend of them, in each language; it gave none.
func TestTeamGroupPageExplainsItsTieBreaks(t *testing.T) {
	file := teamFile(t)
	runCLI(t, "prizes", file, "--group", "all:rating:0-9999:Every team", "--save")
	st := team.TeamStandings(testevent.Read(t, file))
	if len(st.TieBreakColumns()) == 0 {
		t.Fatal("the event shows no tie-break column: the test shows nothing")
	}
	_, base := server(t, file, nil)
	for _, l := range i18n.Complete {
		legend := words.TeamTieBreakLegend(i18n.For(l), st)
		_, whole := get(t, base+"/standings.html?lang="+string(l))
		code, group := get(t, base+"/group-1.html?lang="+string(l))
		if code != http.StatusOK {
			t.Fatalf("%s: group-1.html: %d", l, code)
		}
		if all := i18n.For(l).T("venue.groups.all.teams"); !strings.Contains(whole, `href="group-1.html"`) || !strings.Contains(group, `href="standings.html">`+all+`</a>`) {
			t.Errorf("%s: the standings and the group's do not link each other (%q)", l, all)
		}
		for name, body := range map[string]string{"standings.html": whole, "group-1.html": group} {
			_, after, table := strings.Cut(body, "</table>")
			if !table || !strings.Contains(text(after), legend) {
				t.Errorf("%s, %s: no legend %q under the table:\n%s", l, name, legend, text(after))
			}
		}
	}
}

// A team event's prize list is a page of its own once it has prizes, as
// an individual event's: each prize with the team that takes it, as
// `arbiter prizes --json` gives them, linked from the bar.
func TestTeamPrizeListPage(t *testing.T) {
	file := teamFile(t)
	runCLI(t, "prizes", file, "--prize", "1=300", "--prize", "2=200", "--save")
	var listed struct {
		Awards []struct {
			Name  string `json:"name"`
			Money int64  `json:"money"`
		} `json:"awards"`
	}
	if err := json.Unmarshal([]byte(runCLI(t, "prizes", file, "--json")), &listed); err != nil {
		t.Fatal(err)
	}
	if len(listed.Awards) == 0 {
		t.Fatal("the command line gives no awards: the test shows nothing")
	}
	_, base := server(t, file, nil)
	for _, l := range i18n.Complete {
		code, page := get(t, base+"/prizes.html?lang="+string(l))
		if code != http.StatusOK {
			t.Fatalf("%s: prizes.html: %d", l, code)
		}
		for _, a := range listed.Awards {
			if !strings.Contains(text(page), a.Name) {
				t.Errorf("%s: %q, given a prize on the command line, is not on the page", l, a.Name)
			}
		}
		// Headed as the team standings head them; a team has no page
		// to link (player-N.html is a player's).
		cat := i18n.For(l)
		if who, points := words.PrizeTeamHeads(cat, testevent.Read(t, file).TeamOptions); !strings.Contains(page, "<th>"+who+"</th>") || !strings.Contains(page, ">"+points+"</th>") {
			t.Errorf("%s: the list is not headed %q and %q", l, who, points)
		}
		if strings.Contains(page, `href="player-`) {
			t.Errorf("%s: a team's prize links a player's page", l)
		}
		if _, index := get(t, base+"/index.html?lang="+string(l)); !strings.Contains(index, `href="prizes.html"`) {
			t.Errorf("%s: no link to the prize list", l)
		}
	}
}

// A player who opens the results by board while no round is finished is
// told why the page has no table, in his language: it showed the rule of
// the board prizes and their mark over nothing, with round 1's first
// match over.
func TestTheResultsByBoardBeforeAnyRoundIsFinishedSayWhyTheyAreEmpty(t *testing.T) {
	file := leagueOfFour(t, 1)
	runCLI(t, "result", file, "--round", "1", "--match", "1", "--board", "1", "1-0")
	runCLI(t, "result", file, "--round", "1", "--match", "1", "--board", "2", "½-½")
	_, base := server(t, file, nil)
	for _, lang := range i18n.Complete {
		want := i18n.For(lang).T("teams.boards.none")
		if page := text(get2(t, base+"/boards.html?lang="+string(lang))); !strings.Contains(page, want) {
			t.Errorf("%s: the results by board do not say %q:\n%s", lang, want, page)
		}
	}
}

// A player who opens the results by board with round 2 under way and his
// game of it entered is told which rounds they count, in his language: the
// page was headed "Results by board", with no round, and his new game was
// simply not there.
func TestTheResultsByBoardWithARoundUnderWayNameTheRoundsTheyCount(t *testing.T) {
	file := leagueOfFour(t, 2)
	for m := 1; m <= 2; m++ {
		runCLI(t, "result", file, "--round", "1", "--match", strconv.Itoa(m), "--board", "1", "1-0")
		runCLI(t, "result", file, "--round", "1", "--match", strconv.Itoa(m), "--board", "2", "½-½")
	}
	runCLI(t, "pair", file)
	runCLI(t, "result", file, "--round", "2", "--match", "1", "--board", "1", "0-1")
	_, base := server(t, file, nil)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		page := text(get2(t, base+"/boards.html?lang="+string(lang)))
		testtext.SaysEach(t, fmt.Sprintf("%s: the results by board", lang), page, cat.T("teams.print.boards.in-play", "n", 1, "play", 2), cat.T("teams.boards.uncounted", "play", 2))
	}
}

// leagueOfFour is a team Swiss of rounds rounds, four teams of two boards,
// round 1 paired.
func leagueOfFour(t *testing.T, rounds int) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "teams.arbiter")
	runCLI(t, "new", file, "--name", "League", "--system", "team-swiss", "--rounds", strconv.Itoa(rounds), "--boards", "2", "--lang", "en")
	for i, name := range []string{"HSK", "Kalev", "Tapiola", "Rivaali"} {
		runCLI(t, "team", "add", file, name)
		for b := 1; b <= 2; b++ {
			runCLI(t, "player", "add", file, "--name", fmt.Sprintf("%s Player%d", name, b), "--team", name, "--rating", strconv.Itoa(2100-100*i-b))
		}
	}
	runCLI(t, "pair", file)
	return file
}

// A team withdrawn (team withdraw) is marked on the standings and
// crosstable pages as a withdrawn player is, and the mark
// explained under the tables; on the event's list of teams too, as the
// window's list of teams and the command line's mark it: that list named
// it as a team still playing.
func TestTeamPagesMarkAWithdrawnTeam(t *testing.T) {
	file := teamRoundLeft(t)
	ev := testevent.Read(t, file)
	gone := ev.Teams[1]
	runCLI(t, "team", "withdraw", file, "--team", gone.Name, "--after-round", strconv.Itoa(ev.PairedRounds()))
	_, base := server(t, file, nil)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		for _, page := range []string{"standings.html", "crosstable.html", "index.html", "start.html"} {
			got := input.Collapse(text(get2(t, base+"/"+page+"?lang="+string(lang))))
			if want := words.WithdrawnName(cat, gone.Name, true); !strings.Contains(got, want) {
				t.Errorf("%s in %s: no %q in\n%s", page, lang, want, got)
			}
			if want := words.WithdrawnLegend(cat, "print.legend.withdrawn"); !strings.Contains(got, want) {
				t.Errorf("%s in %s: the mark not explained (%q)", page, lang, want)
			}
		}
	}
}

// A match with one board decided and the others still played: the
// round's page shows its score so far, said as in progress, in every
// language; it showed no score until the last board was in.
func TestARoundPageShowsAMatchInProgressWithItsScoreSoFar(t *testing.T) {
	file := testevent.TeamRoundUnderWayFile(t)
	w := testevent.Open(t, file)
	ev := testevent.Event(t, w)
	round := ev.PairedRounds()
	var match tournament.TeamMatch
	for _, m := range ev.RoundMatches(round) {
		if games := ev.MatchGames(m); !m.IsBye() && len(games) > 1 && !slices.ContainsFunc(games, func(g tournament.Pairing) bool { return g.Result != tournament.NoResult }) {
			match = m
			if err := w.SetResult(round, games[0].Board, tournament.BlackWins); err != nil {
				t.Fatal(err)
			}
			break
		}
	}
	if match.Number == 0 {
		t.Fatal("no match of the round under way without results")
	}
	_, base := server(t, file, w)
	heading := regexp.MustCompile(`<h3 class="match" id="m` + strconv.Itoa(match.Number) + `">(.*?)</h3>`)
	for _, lang := range i18n.Complete {
		want := i18n.For(lang).T("teams.score.running", "score", "0–1")
		h := heading.FindStringSubmatch(get2(t, fmt.Sprintf("%s/round-%d.html?lang=%s", base, round, lang)))
		if h == nil || !strings.Contains(text(h[1]), want) {
			t.Errorf("%s: match %d's heading %q, want the score %q", lang, match.Number, h, want)
		}
	}
}

// A team withdrawn after round 1 of a Swiss is not paired in round 2, and
// the round's page says so as the pairing list, the window and the
// command line do (words.TeamsUnpaired): the page listed the matches and
// the bye and said nothing of the team, which a captain looking for his
// match could not find.
func TestTeamRoundPageSaysAWithdrawnTeamIsNotPaired(t *testing.T) {
	file := leagueOfFour(t, 3)
	ev := testevent.Read(t, file)
	for _, m := range ev.RoundMatches(1) {
		for b := 1; b <= 2; b++ {
			runCLI(t, "result", file, "--round", "1", "--match", strconv.Itoa(m.Number), "--board", strconv.Itoa(b), "½-½")
		}
	}
	runCLI(t, "team", "withdraw", file, "--team", "Rivaali", "--after-round", "1")
	runCLI(t, "pair", file)
	ev = testevent.Read(t, file)
	number := seats.TeamNumbers(ev)
	_, base := server(t, file, nil)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		lines := words.TeamsUnpaired(cat, ev, 2, func(id int64) string {
			tm, _ := ev.Team(id)
			return fmt.Sprintf("%d. %s", number[id], tm.Name)
		})
		if len(lines) != 1 {
			t.Fatalf("%s: round 2 leaves %q unpaired, want Rivaali alone", lang, lines)
		}
		testtext.SaysEach(t, fmt.Sprintf("%s: round 2's page", lang), input.Collapse(text(get2(t, base+"/round-2.html?lang="+string(lang)))), lines...)
	}
}

// A team event's standings and crosstable pages name the edition of the
// Tie-Break Regulations under the table, as the window does, and of an event
// started in 2020, before the earliest edition known, that the rules of
// its day may have counted otherwise (words.TieBreakRules): it named none.
func TestTeamTablePagesNameTheirTieBreakRules(t *testing.T) {
	file := testevent.EarlyTeamSwissFile(t)
	st := team.TeamStandings(testevent.Read(t, file))
	_, base := server(t, file, nil)
	for _, l := range i18n.Complete {
		for _, page := range []string{"standings.html", "crosstable.html"} {
			_, body := get(t, base+"/"+page+"?lang="+string(l))
			_, after, _ := strings.Cut(body, "</table>")
			if want := words.TieBreakRules(i18n.For(l), st.Rules, st.EarlyStart); !strings.Contains(text(after), want) {
				t.Errorf("%s, %s: no %q under the table:\n%s", page, l, want, text(after))
			}
		}
	}
}

// The boards page of a team event with a match forfeited whole says
// under the list, in each language, which round's match it left out for
// which teams; it left that match's players without that round, nothing
// said.
func TestTeamBoardsPageSaysTheMatchForfeitedWhole(t *testing.T) {
	ev, _ := forfeitRound(t)
	_, base := server(t, testevent.EventFile(t, ev), nil)
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		var matches []string
		for _, m := range ev.Matches {
			if m.Forfeit != tournament.NoResult && !m.IsBye() {
				w, _ := ev.Team(m.White)
				b, _ := ev.Team(m.Black)
				matches = append(matches, cat.T("teams.boards.forfeited.match", "round", m.Round, "white", w.Name, "black", b.Name))
			}
		}
		want := cat.T("teams.boards.forfeited", "matches", strings.Join(matches, "; "))
		if page := text(get2(t, base+"/boards.html?lang="+string(lang))); !strings.Contains(page, want) {
			t.Errorf("%s: the boards page does not say %q:\n%s", lang, want, page)
		}
	}
}
