package ui

import (
	"bytes"
	"fmt"
	"html"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"arbiter/cli"
	"arbiter/i18n"
	"arbiter/internal/pdftext"
	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/norms"
	"arbiter/tournament/rating"
	"arbiter/tournament/ratingreport"
	"arbiter/venue"
	"arbiter/words"
)

// TestAnEndedNormHasOneVerdictAtEveryDoor: once the norm event is over,
// Eero Aalto's GM and IM norms made, Liina Kask's WGM norm missed by half
// a point and Juha Koski's norms never made for too few games (his last
// game lost by forfeit) read in the same words at every door: the norm
// forecast (norms --forecast, print norm-forecast, the venue's player
// page) and the rating report (ratings, print ratings, the window's
// Ratings detail), in each language. The rating report said "GM norm"
// and "Not judged" where the forecast said "GM: made" and "not made".
func TestAnEndedNormHasOneVerdictAtEveryDoor(t *testing.T) {
	for _, l := range i18n.Complete {
		t.Setenv("ARBITER_LANG", string(l))
		cat := i18n.For(l)
		tooFew := cat.T("forecast.state.final.out-of-reach") + " — " + cat.T("forecast.verdict.too-few-games", "games", rating.NormGames)
		for _, c := range []struct {
			ev      *tournament.Event
			players []int // start numbers
			tooFew  bool
		}{{testevent.Norm(t), []int{1, 2}, false}, {testevent.NormLastLostByForfeit(t), []int{10}, true}} {
			file := testevent.EventFile(t, c.ev)
			ev := testevent.Read(t, file)
			titles, err := norms.TitleNormForecasts(ev, tournament.RatingOptions{})
			if err != nil {
				t.Fatal(err)
			}
			doors := everyNormDoor(t, l, file, ev)
			window := shownView[*ratingsView](openShell(t, file), areaRatings)
			for _, no := range c.players {
				p := ev.Players[no-1]
				var want []string
				if i := slices.IndexFunc(titles, func(f norms.TitleForecast) bool { return f.ID == p.ID }); i >= 0 {
					want = words.TitleForecastLines(cat, titles[i])
				}
				if c.tooFew {
					want = []string{tooFew}
				}
				if len(want) == 0 {
					t.Fatalf("%s: %s has no norm: the event tests nothing", l, p.Name)
				}
				for door, text := range doors {
					if door == "player page" {
						text = doors[door+fmt.Sprint(p.ID)]
					} else if strings.HasPrefix(door, "player page") {
						continue
					}
					if door == "window" {
						text = ratingsDetail(t, window, p.ID)
					}
					for _, w := range want {
						if !strings.Contains(flatVerdict(text), flatVerdict(w)) {
							t.Errorf("%s: %s of %s does not say %q:\n%s", l, door, p.Name, w, text)
						}
					}
				}
			}
		}
	}
}

// everyNormDoor is the text of each door that gives an ended event's norm
// verdicts, by its name; a player's venue page under "player page" and
// his ID.
func everyNormDoor(t *testing.T, l i18n.Lang, file string, ev *tournament.Event) map[string]string {
	t.Helper()
	run := func(args ...string) string {
		var out, errOut bytes.Buffer
		if code := cli.Run(args, &out, &errOut); code != 0 {
			t.Fatalf("arbiter %s: exit %d\n%s", strings.Join(args, " "), code, errOut.String())
		}
		return out.String()
	}
	pdf := func(sheet string) string {
		out := filepath.Join(t.TempDir(), sheet+".pdf")
		run("print", sheet, file, "--lang", string(l), "-o", out)
		return pdftext.File(t, out)
	}
	doors := map[string]string{
		"norms --forecast":    run("norms", file, "--forecast"),
		"print norm-forecast": pdf("norm-forecast"),
		"ratings":             run("ratings", file),
		"print ratings":       pdf("ratings"),
		"window":              "",
		"player page":         "",
	}
	site := filepath.Join(t.TempDir(), "site")
	if _, err := venue.Export(ev, venue.Rules{}, site, l); err != nil {
		t.Fatal(err)
	}
	for _, p := range ev.Players {
		page, err := os.ReadFile(filepath.Join(site, fmt.Sprintf("player-%d.html", p.ID)))
		if err != nil {
			t.Fatal(err)
		}
		doors[fmt.Sprint("player page", p.ID)] = html.UnescapeString(string(page))
	}
	return doors
}

// ratingsDetail is the window's Ratings detail of the player id.
func ratingsDetail(t *testing.T, v *ratingsView, id int64) string {
	t.Helper()
	row := slices.IndexFunc(v.rows, func(r ratingreport.Row) bool { return r.ID == id })
	if row < 0 {
		t.Fatalf("player %d not in the Ratings view", id)
	}
	v.pick(row)
	return v.detail.Text
}

// flatVerdict is a verdict as every door lays it out: a table's cells
// apart, a line wrapped, are words apart all the same.
func flatVerdict(s string) string {
	return strings.Join(strings.Fields(strings.NewReplacer("—", " ", ":", " ").Replace(s)), " ")
}

// TestRatingsNormMarksAreWorded: the Ratings table's norms cell gives an
// ended norm's verdict in short ("GM ✓", "WGM ✗", "fewer than 9 games"),
// and the legend under the table words each mark the cells show in the
// verdict's own words (words.NormLine, words.NormTooFewGames): of Eero
// Aalto's GM and IM norms made, Liina Kask's WGM norm missed and Juha
// Koski's norms never made for too few games, in each language. The
// marks had no legend, where every other door says made or not made.
func TestRatingsNormMarksAreWorded(t *testing.T) {
	for _, c := range []struct {
		file    string
		players []int // start numbers
	}{{testevent.EventFile(t, testevent.Norm(t)), []int{1, 2}}, {testevent.EventFile(t, testevent.NormLastLostByForfeit(t)), []int{10}}} {
		ev := testevent.Read(t, c.file)
		s := openShell(t, c.file)
		inEachLanguage(s, func(l i18n.Lang) {
			v := shownView[*ratingsView](s, areaRatings)
			if !v.legends.Visible() {
				t.Errorf("%s: no legend under the table", l)
			}
			for _, no := range c.players {
				id := ev.Players[no-1].ID
				row := slices.IndexFunc(v.rows, func(r ratingreport.Row) bool { return r.ID == id })
				r, cell := v.rows[row], v.grid.rows[row][2]
				var want []string
				for _, n := range r.Norms {
					state, _, _ := strings.Cut(strings.TrimPrefix(words.NormLine(s.cat, n), n.Title+": "), " — ")
					mark, ok := "", false
					for _, part := range strings.Split(cell, ", ") {
						if mark, ok = strings.CutPrefix(part, n.Title+" "); ok {
							break
						}
					}
					if !ok {
						t.Fatalf("%s: %s's cell %q has no %s", l, r.Name, cell, n.Title)
					}
					want = append(want, mark+" = "+state)
				}
				if r.NormTooFewGames {
					want = append(want, cell+" = "+words.NormTooFewGames(s.cat))
				}
				if len(want) == 0 {
					t.Fatalf("%s: %s has no norm: the event tests nothing", l, r.Name)
				}
				for _, w := range want {
					if !strings.Contains(v.legend.Text, w) {
						t.Errorf("%s: the legend of %s's cell %q does not say %q:\n%s", l, r.Name, cell, w, v.legend.Text)
					}
				}
			}
		})
	}
}
