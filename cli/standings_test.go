package cli

import (
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/pdftext"
	"arbiter/internal/testevent"
	"arbiter/internal/testtext"
	"arbiter/tournament/ratingreport"
	"arbiter/tournament/standings"
	"arbiter/words"
)

// The terminal's standings show the title, club and federation columns
// the paper shows (words.IdentityOf): JaVaFo's report imported, whose
// players have titles and federations and no club, read "GM Mirzoev Azer
// AZE" on paper and "Mirzoev Azer" under an empty club column here.
func TestStandingsShowTheIdentityColumnsOfThePaper(t *testing.T) {
	report := filepath.Join("..", "tournament", "testdata", "outside", "javafo-gros_round5.trf")
	file := filepath.Join(t.TempDir(), "gros.arbiter")
	runCLI(t, 0, "import", "trf", file, report)
	out := runCLI(t, 0, "standings", file)
	lines := strings.Split(out, "\n")
	head := strings.Fields(lines[1])
	if slices.Contains(head, "Club") || !slices.Contains(head, "Title") || !slices.Contains(head, "Fed") {
		t.Errorf("the standings headed %q, want Title and Fed and no Club, as the paper", head)
	}
	var line string
	for _, l := range lines {
		if strings.Contains(l, "Mirzoev Azer") {
			line = l
		}
	}
	if f := strings.Fields(line); !slices.Contains(f, "GM") || !slices.Contains(f, "AZE") {
		t.Errorf("Mirzoev Azer's line %q gives no GM or AZE", line)
	}
	pdf := filepath.Join(t.TempDir(), "standings.pdf")
	runCLI(t, 0, "print", "standings", file, "-o", pdf)
	paper := pdftext.File(t, pdf)
	testtext.SaysEach(t, "the paper's standings (the test's premise)", paper, "GM", "AZE", "Mirzoev Azer")
	// --json gives them too: it gave the name, club and rating, and of
	// the title and federation the text shows nothing.
	mirzoev := func(rows []standings.PlayerColumns) standings.PlayerColumns {
		for _, r := range rows {
			if r.Name == "Mirzoev Azer" {
				return r
			}
		}
		return standings.PlayerColumns{}
	}
	var rows, cross []standings.PlayerColumns
	for _, r := range runJSON[standings.Table](t, "standings", file, "--json").Rows {
		rows = append(rows, r.PlayerColumns)
	}
	for _, r := range runJSON[standings.CrossTable](t, "crosstable", file, "--json").Rows {
		cross = append(cross, r.PlayerColumns)
	}
	for door, got := range map[string]standings.PlayerColumns{"standings --json": mirzoev(rows), "crosstable --json": mirzoev(cross)} {
		if got.Title != "GM" || got.Federation != "AZE" {
			t.Errorf("%s gives Mirzoev Azer title %q, federation %q; want GM, AZE as the text", door, got.Title, got.Federation)
		}
	}
}

// TestStandingsHeadedAsEveryDoorHeadsThem: the standings' first line is
// the event's name and the title the paper, the venue and the window give
// them (words.StandingsTitle): "Standings" while no round is complete,
// where the command line said "standings after 0 rounds", and after round
// 1 once it is; a ranking group's alike, in each language.
func TestStandingsHeadedAsEveryDoorHeadsThem(t *testing.T) {
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		file := filepath.Join(t.TempDir(), "one.arbiter")
		newEvent(t, file, []string{"--name", "One", "--system", "swiss-dutch", "--rounds", "3"}, "Aino Aho:2000", "Jüri Saar:1900", "Mati Põld:1800", "Eero Eng:1700")
		runCLI(t, 0, "prizes", file, "--group", "all:rating:0-3000:Everyone", "--save")
		runCLI(t, 0, "pair", file)
		for complete := range 2 {
			first := func(args ...string) string {
				line, _, _ := strings.Cut(runCLI(t, 0, args...), "\n")
				return line
			}
			if got, want := first("standings", file), "One — "+words.StandingsTitle(cat, standings.Progress{Rounds: 1, Complete: complete}); got != want {
				t.Errorf("%s, %d rounds complete: standings headed %q, want %q", lang, complete, got, want)
			}
			if got, want := first("prizes", file, "--standings", "all"), "Everyone — "+words.StandingsTitle(cat, standings.Progress{Rounds: 1, Complete: complete}); got != want {
				t.Errorf("%s, %d rounds complete: the group's standings headed %q, want %q", lang, complete, got, want)
			}
			if complete == 0 {
				runCLI(t, 0, "result", file, "--round", "1", "--board", "1", "1-0")
				runCLI(t, 0, "result", file, "--round", "1", "--board", "2", "½-½")
			}
		}
	})
}

// TestAnUnratedFieldsStandingsHaveNoRatingColumn: the standings of a
// field none of whose players has a rating (the Latin-1 sample of the
// ICU imported) printed an empty Rating column, where the paper leaves it
// out (words.Identity.Strength); a field with one rated player keeps it.
// The check-in list alike.
func TestAnUnratedFieldsStandingsHaveNoRatingColumn(t *testing.T) {
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		unrated := filepath.Join(t.TempDir(), "latin.arbiter")
		runCLI(t, 0, "import", "trf", unrated, filepath.Join("..", "tournament", "testdata", "outside", "icu-latin-1.trf"))
		field := func(name string, players ...string) string {
			file := filepath.Join(t.TempDir(), name+".arbiter")
			newEvent(t, file, []string{"--name", name, "--system", "swiss-dutch", "--rounds", "3"}, players...)
			runCLI(t, 0, "checkin", file, "--open")
			return file
		}
		children := field("children", "Aino Aho", "Jüri Saar", "Mati Põld", "Eero Eng")
		rated := field("one", "Aino Aho:2000", "Jüri Saar", "Mati Põld", "Eero Eng")
		for _, c := range []struct {
			args []string
			want bool
		}{
			{[]string{"standings", unrated}, false},
			{[]string{"standings", children}, false},
			{[]string{"standings", rated}, true},
			{[]string{"checkin", children, "--list"}, false},
			{[]string{"checkin", rated, "--list"}, true},
		} {
			lines := strings.Split(runCLI(t, 0, c.args...), "\n")
			if got := strings.Contains(lines[1], cat.T("event.col.rating")); got != c.want {
				t.Errorf("%s: %s headed %q: a rating column %v, want %v", lang, strings.Join(c.args, " "), lines[1], got, c.want)
			}
		}
	})
}

// TestFinalStandingsGiveThePerformance: a Swiss of 14 after its 7 rounds
// is ranked by `arbiter standings` with the rating report's performance
// of each player beside the tie-breaks, headed and explained as the
// printed final standings have it (ratingreport.StandingsPerformance),
// in every language; an arbiter at the club's evening saw a Perf. column
// on paper that the command and the window did not give. After round 6 of
// 7 there is none, on paper nor here.
func TestFinalStandingsGiveThePerformance(t *testing.T) {
	ev := testevent.Swiss(t, 14, 7, false)
	ev.Settings.Rules.FIDERated = true
	perf := ratingreport.StandingsPerformance(ev, standings.Of(ev))
	file := testevent.EventFile(t, ev)
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		out := runCLI(t, 0, "standings", file)
		head := words.RatedShort(cat, words.RatedPerformance)
		lines := strings.Split(out, "\n")
		if !strings.HasSuffix(strings.TrimSpace(lines[1]), " "+head) {
			t.Errorf("%s: the head does not end with %q:\n%s", lang, head, out)
		}
		for _, r := range standings.Of(ev).Rows[:3] {
			row := slices.IndexFunc(lines, func(l string) bool { return strings.Contains(l, " "+r.Name+" ") })
			if row < 0 || !strings.HasSuffix(lines[row], " "+words.Number(perf[r.ID])) {
				t.Errorf("%s: %s's row does not end with his performance %d:\n%s", lang, r.Name, perf[r.ID], out)
			}
		}
		if legend := words.RatedLegend(cat, words.RatedPerformance); !strings.Contains(out, legend) {
			t.Errorf("%s: the column is not explained, %q:\n%s", lang, legend, out)
		}
	})
	early := testevent.Swiss(t, 14, 6, false)
	early.Settings.Rounds = 7
	if out := runCLI(t, 0, "standings", testevent.EventFile(t, early)); strings.Contains(out, words.RatedShort(i18n.For(i18n.English), words.RatedPerformance)) {
		t.Errorf("after round 6 of 7 a performance is given:\n%s", out)
	}
}

// The standings' games column counts the games played over the board, as
// the withdrawal's notice does ("played 0/3"): a forfeit won in round 1 is
// no game, where the column counted it; the JSON's "played" is the same.
func TestStandingsGamesAreThoseOverTheBoard(t *testing.T) {
	file := filepath.Join(t.TempDir(), "one.arbiter")
	newEvent(t, file, []string{"--name", "One", "--system", "swiss-dutch", "--rounds", "3"}, "Aino Aho:2000", "Jüri Saar:1900", "Mati Põld:1800", "Eero Eng:1700")
	runCLI(t, 0, "pair", file)
	runCLI(t, 0, "result", file, "--round", "1", "--board", "1", "+-")
	runCLI(t, 0, "result", file, "--round", "1", "--board", "2", "1-0")
	table := runJSON[standings.Table](t, "standings", file, "--json")
	column := map[string]string{}
	for _, l := range strings.Split(runCLI(t, 0, "standings", file), "\n") {
		for _, r := range table.Rows {
			f := strings.Fields(l)
			if i := slices.Index(f, strconv.Itoa(r.Rating)); strings.Contains(l, r.Name) && i >= 0 && i+2 < len(f) {
				column[r.Name] = f[i+2] // after the rating and the points
			}
		}
	}
	want := map[string]int{"Aino Aho": 0, "Mati Põld": 0, "Jüri Saar": 1, "Eero Eng": 1} // 1-3 by forfeit, 2-4 played
	for _, r := range table.Rows {
		if column[r.Name] != strconv.Itoa(want[r.Name]) || r.Played != want[r.Name] {
			t.Errorf("%s: games column %q, --json played %d; want %d", r.Name, column[r.Name], r.Played, want[r.Name])
		}
	}
}
