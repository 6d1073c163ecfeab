package cli

import (
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/pdftext"
	"arbiter/internal/testevent"
	"arbiter/internal/testtext"
	"arbiter/tournament/standings"
)

// TestEveryDoorPlacesEachEntrantAlike holds the standings and the
// crosstable, as text, as JSON and on paper, to one answer for each
// entrant's place and score and for how far the event has come, over
// events of every kind with a round under way: a Swiss with a withdrawal
// and a requested bye, an individual and a team round robin, a team
// Swiss and the demo. A team round robin's standings counted only the
// complete rounds while its crosstable counted the matches finished
// since, so that the two placed a team on different match points; and
// headed so, the crosstable naming the round under way that the
// standings did not count.
func TestEveryDoorPlacesEachEntrantAlike(t *testing.T) {
	// bySeat: a round robin's crosstable is its grid, in seat order,
	// its places in a column among the cells, which JSON gives alone.
	events := []struct {
		name   string
		bySeat bool
		build  func(t *testing.T) string
	}{
		{"swiss", false, func(t *testing.T) string {
			file := pairedSwiss(t, 5, "Anna Aho", "Bert Berg", "Cecilia Carlsson", "Daniel Dahl", "Eeva Ek", "Frans Falk", "Greta Gran")
			results(t, file, 1, "1-0", "0-1", "½-½")
			runCLI(t, 0, "pair", file)
			results(t, file, 2, "1-0", "½-½", "0-1")
			runCLI(t, 0, "player", "withdraw", file, "--seat", "7", "--after-round", "2")
			runCLI(t, 0, "bye", file, "--seat", "4", "--kind", "half", "--round", "3")
			runCLI(t, 0, "pair", file)
			results(t, file, 3, "1-0")
			return file
		}},
		{"round robin", true, func(t *testing.T) string { return testevent.RoundUnderWayFile(t) }},
		{"team round robin", true, func(t *testing.T) string { return testevent.TeamRoundUnderWayFile(t) }},
		{"team Swiss", false, func(t *testing.T) string { return testevent.EarlyTeamSwissFile(t) }},
		{"demo", true, func(t *testing.T) string {
			file := filepath.Join(t.TempDir(), "demo.arbiter")
			runCLI(t, 0, "demo", file)
			return file
		}},
	}
	for _, ev := range events {
		t.Run(ev.name, func(t *testing.T) {
			file := ev.build(t)
			st := runJSON[doorTable](t, "standings", file, "--json")
			cross := runJSON[doorTable](t, "crosstable", file, "--json")
			if st.Rounds != cross.Rounds || st.Complete != cross.Complete || !slices.Equal(st.Partial, cross.Partial) {
				t.Errorf("standings --json: %d paired, %d complete, partial %v; crosstable --json: %d, %d, %v",
					st.Rounds, st.Complete, st.Partial, cross.Rounds, cross.Complete, cross.Partial)
			}
			want := slices.Sorted(slices.Values(st.lines()))
			if got := slices.Sorted(slices.Values(cross.lines())); !slices.Equal(got, want) {
				t.Errorf("crosstable --json places\n%s\nthe standings --json\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
			// The text and the paper give each entrant's place, number
			// and name in the standings' order (a Swiss's crosstable too).
			docs := []string{"standings", "crosstable"}
			if ev.bySeat {
				docs = docs[:1]
			}
			dir := t.TempDir()
			doors := map[string]string{}
			for _, doc := range docs {
				doors[doc] = runCLI(t, 0, doc, file)
				pdf := filepath.Join(dir, doc+".pdf")
				runCLI(t, 0, "print", doc, file, "-o", pdf)
				doors["print "+doc] = pdftext.File(t, pdf)
			}
			// Both name the rounds they count in the same words: "after
			// round 4, round 5: 2 of 3 matches finished".
			heads := map[string]string{}
			for _, doc := range []string{"standings", "crosstable"} {
				line, _, _ := strings.Cut(runCLI(t, 0, doc, file), "\n")
				_, heads[doc], _ = strings.Cut(line, " after ")
			}
			if heads["standings"] != heads["crosstable"] {
				t.Errorf("the standings are headed after %q, the crosstable after %q", heads["standings"], heads["crosstable"])
			}
			for door, text := range doors {
				if got := placedRows(text, st); !slices.Equal(got, st.heads()) {
					t.Errorf("%s places\n%s\nthe standings --json\n%s", door, strings.Join(got, "\n"), strings.Join(st.heads(), "\n"))
				}
			}
		})
	}
}

// doorTable is what TestEveryDoorPlacesEachEntrantAlike reads of a
// standings or crosstable --json, an individual event's or a team
// event's.
type doorTable struct {
	Rounds   int                       `json:"rounds"`
	Complete int                       `json:"complete"`
	Partial  []standings.RoundProgress `json:"partial"`
	Rows     []struct {
		Place       string   `json:"place"`
		No          int      `json:"no"`
		Name        string   `json:"name"`
		Points      *float64 `json:"points"`
		MatchPoints *int     `json:"match_points"`
		GamePoints  *float64 `json:"game_points"`
	} `json:"rows"`
}

// heads are the rows' places, numbers and names, one a line.
func (d doorTable) heads() []string {
	var out []string
	for _, r := range d.Rows {
		out = append(out, fmt.Sprintf("%s %d %s", r.Place, r.No, r.Name))
	}
	return out
}

// lines are heads with each row's score: points, or match and game
// points.
func (d doorTable) lines() []string {
	out := d.heads()
	for i, r := range d.Rows {
		switch {
		case r.Points != nil:
			out[i] += fmt.Sprintf(": %v", *r.Points)
		case r.MatchPoints != nil && r.GamePoints != nil:
			out[i] += fmt.Sprintf(": %d MP %v GP", *r.MatchPoints, *r.GamePoints)
		default:
			out[i] += ": no score"
		}
	}
	return out
}

// placedRows are the lines of text that begin with a place and a number
// followed by the name of a row of st, as heads writes them, in the
// order the text gives them.
func placedRows(text string, st doorTable) []string {
	var names []string
	for _, r := range st.Rows {
		names = append(names, regexp.QuoteMeta(r.Name))
	}
	slices.SortFunc(names, func(a, b string) int { return len(b) - len(a) })
	row := regexp.MustCompile(`^\s*(\d+(?:–\d+)?)\s+(\d+)\.?\s+(` + strings.Join(names, "|") + `)(?:\s|$)`)
	var out []string
	for _, line := range strings.Split(text, "\n") {
		if m := row.FindStringSubmatch(line); m != nil {
			out = append(out, m[1]+" "+m[2]+" "+m[3])
		}
	}
	return out
}

// results enters round's results board by board, from board 1.
func results(t *testing.T, file string, round int, each ...string) {
	t.Helper()
	for b, r := range each {
		runCLI(t, 0, "result", file, "--round", fmt.Sprint(round), "--board", fmt.Sprint(b+1), r)
	}
}

// TestThePrizeListNamesTheWithdrawnItPassed: a Swiss's leader withdrawn
// after round 1 stands first in the standings, and place 1's prize goes to
// the next; the prize list, in text and on paper, says why in the
// reader's language, where it named the next player first without a word.
func TestThePrizeListNamesTheWithdrawnItPassed(t *testing.T) {
	file := pairedSwiss(t, 3, "Anna Aho", "Bert Berg", "Cecilia Carlsson", "Daniel Dahl")
	results(t, file, 1, "1-0", "1-0")
	runCLI(t, 0, "player", "withdraw", file, "--seat", "1", "--after-round", "1")
	runCLI(t, 0, "prizes", file, "--prize", "1=100", "--save")
	pdf := filepath.Join(t.TempDir(), "prizes.pdf")
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		said := cat.T("prizes.legend.withdrawn", "players", "Anna Aho", "n", 1)
		testtext.SaysEach(t, string(lang)+": arbiter prizes", runCLI(t, 0, "prizes", file), said)
		runCLI(t, 0, "print", "prizes", file, "--lang", string(lang), "-o", pdf)
		// The paper wraps the line where it will.
		paper := strings.Join(strings.Fields(pdftext.File(t, pdf)), " ")
		testtext.SaysEach(t, string(lang)+": the printed prize list", paper, said)
	})
}
