package ui

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/store"
)

// The norms view shows the coefficient's arithmetic and each norm's source,
// and warns while the event is unfinished and when it is not under the
// USSR 1953 code.
func TestNormsViewExplainsAndWarns(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris", "Carl", "Dana"))
	s.show(areaNorms)
	v := s.views[areaNorms].(*normsView)
	if !strings.Contains(v.summary.Text, " = ") || !strings.Contains(v.summary.Text, "÷") {
		t.Errorf("no arithmetic: %q", v.summary.Text)
	}
	warn := v.warning.Text
	if v.warning.Hidden || !strings.Contains(warn, s.t("print.norms.provisional", "done", 0, "total", 3)) ||
		!strings.Contains(warn, "USSR 1953") {
		t.Errorf("warnings: %q (hidden %v)", warn, v.warning.Hidden)
	}
	st := s.doc.event.Settings
	st.Ruleset = "USSR1953"
	if err := s.doc.updateSettings(st, nil); err != nil {
		t.Fatal(err)
	}
	s.reload()
	s.show(areaNorms)
	if strings.Contains(v.warning.Text, "USSR 1953 code") {
		t.Errorf("a 1953 event is warned: %q", v.warning.Text)
	}
}

// The tables show every column without a sideways scroll at 1024×700 in
// every language: the Finnish norms, players and standings tables were
// wider than the window. (The crosstable of a round robin grows with the
// field and may scroll.)
func TestTablesFitTheWindow(t *testing.T) {
	s := openShell(t, normEventFile(t)) // played: verdicts and norms are long
	room := smallestRoom(s)
	for _, l := range i18n.All {
		s.SetLanguage(l)
		for _, a := range []area{areaPlayers, areaRounds, areaStandings, areaNorms, areaRatings, areaFile, areaAudit} {
			s.show(a)
			checkFits(t, s, room, fmt.Sprintf("%s, %s", l, s.t(areaInfo[a].key)))
			g := s.views[a].(tabular).table()
			if g.width > g.table.Size().Width {
				t.Errorf("%s, %s: the columns need %.0f px, the table is %.0f wide", l, s.t(areaInfo[a].key), g.width, g.table.Size().Width)
			}
		}
	}
}

// tabular is a view that shows a table, for the tests that check every
// table alike.
type tabular interface{ table() *grid }

func (v *playersView) table() *grid { return v.grid }
func (v *roundsView) table() *grid  { return v.grid }
func (f reportFrame) table() *grid  { return f.grid }
func (v *normsView) table() *grid   { return v.grid }
func (v *ratingsView) table() *grid { return v.grid }
func (v *fileView) table() *grid    { return v.grid }
func (v *auditView) table() *grid   { return v.grid }

// A verdict cut in its cell is given whole under the table for the
// selected player; after a language switch the line gives its hint again.
func TestNormsDetailGivesTheVerdictWhole(t *testing.T) {
	s := openShell(t, normEventFile(t))
	s.show(areaNorms)
	v := s.views[areaNorms].(*normsView)
	if v.detail.Text != s.t("ui.norms.pick") {
		t.Errorf("before a selection: %q", v.detail.Text)
	}
	v.grid.selectRow(0)
	if row := v.rows[0]; !strings.Contains(v.detail.Text, row[1]) || !strings.HasSuffix(v.detail.Text, row[5]) {
		t.Errorf("row 0 %q: detail %q", row, v.detail.Text)
	}
	if v.rows[0][0] == "" {
		t.Error("no number in the No. column")
	}
	s.SetLanguage("fi")
	v = s.views[areaNorms].(*normsView)
	if v.detail.Text != s.t("ui.norms.pick") {
		t.Errorf("after the rows changed: %q", v.detail.Text)
	}
}

// The 1953 categories are named in the window as on paper, in the
// language's own letters: Finnish ME, UM, SM and Estonian MK, MS, SM for
// candidate master, master of sport and grandmaster; the Roman numerals
// as they are.
func TestCategoriesInTheLanguagesLetters(t *testing.T) {
	path := filepath.Join(t.TempDir(), "event.arbiter")
	st, err := store.Create(path, tournament.DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range []tournament.Category{tournament.CandidateMaster, tournament.MasterOfSport, tournament.Grandmaster, tournament.CategoryI} {
		if _, err := st.AddPlayer(tournament.Player{Name: fmt.Sprintf("Player %d", i+1), Seat: i + 1, Category: c}); err != nil {
			t.Fatal(err)
		}
	}
	st.Close()
	s := openShell(t, path)
	for lang, want := range map[i18n.Lang][]string{i18n.English: {"CM", "MS", "GM", "I"}, i18n.Finnish: {"ME", "UM", "SM", "I"}, i18n.Estonian: {"MK", "MS", "SM", "I"}} {
		s.SetLanguage(lang)
		s.show(areaPlayers)
		g := s.views[areaPlayers].(tabular).table()
		var got []string
		for _, r := range g.rows {
			got = append(got, r[5])
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: categories %v, want %v", lang, got, want)
		}
	}
}

// The standings show the players' clubs in a column of their own, as
// Swiss-Manager's lists do, when any player has one, and still every
// column without a sideways scroll at 1024×700 in every language: the
// club's column gives up width where the window is narrow.
func TestStandingsShowClubsAndFit(t *testing.T) {
	path := filepath.Join(t.TempDir(), "event.arbiter")
	settings := tournament.DefaultSettings()
	settings.System, settings.Rounds = tournament.SwissDutch, 7
	settings.TieBreaks = tournament.DefaultTieBreaks(tournament.SwissDutch) // four: BH-C1, BH, SB, wins
	st, err := store.Create(path, settings)
	if err != nil {
		t.Fatal(err)
	}
	clubs := []string{"Helsingin Shakkiklubi", "Tartu Kabe- ja Maleklubi Kalev", "", "Oulun Shakkikerho"}
	for i := range 12 {
		p := tournament.Player{Name: fmt.Sprintf("Pitkänimi-Virtanen Aleksanteri %d", i+1), Rating: 2200 - 10*i, Club: clubs[i%len(clubs)]}
		if _, err := st.AddPlayer(p); err != nil {
			t.Fatal(err)
		}
	}
	st.Close()
	s := openShell(t, path)
	room := smallestRoom(s)
	for _, l := range i18n.All {
		s.SetLanguage(l)
		s.show(areaStandings)
		checkFits(t, s, room, fmt.Sprintf("%s, the standings", l))
		v := s.views[areaStandings].(*standingsView)
		g := v.grid
		if g.heading(3) != s.t("ui.players.col.club") || g.rows[0][3] != clubs[0] {
			t.Errorf("%s: column 4 is %q with %q, want the club", l, g.heading(3), g.rows[0][3])
		}
		if shown := g.width - g.narrowed; shown > g.table.Size().Width {
			t.Errorf("%s: the standings need %.0f px, the table is %.0f wide", l, shown, g.table.Size().Width)
		}
		s.show(areaPlayers)
		checkFits(t, s, room, fmt.Sprintf("%s, the players", l))
		g = s.views[areaPlayers].(*playersView).grid
		if shown := g.width - g.narrowed; shown > g.table.Size().Width {
			t.Errorf("%s: the players need %.0f px, the table is %.0f wide", l, shown, g.table.Size().Width)
		}
	}
}

// The norms verdicts show whole at 1024×700 in every language: the
// verdict column takes the room the other columns leave, without a
// sideways scroll ("saavutti luokan V, voimassa 2029-…" was cut).
func TestNormsVerdictsWholeAt1024(t *testing.T) {
	s := openShell(t, normEventFile(t))
	room := smallestRoom(s)
	for _, l := range []i18n.Lang{i18n.English, i18n.Finnish, i18n.Estonian} {
		s.SetLanguage(l)
		s.show(areaNorms)
		checkFits(t, s, room, fmt.Sprintf("%s, the norms", l))
		g := s.views[areaNorms].(*normsView).grid
		last := len(g.cols) - 1
		for _, r := range g.rows {
			if need := cellWidth(r[last], fyne.TextStyle{}); need > g.filled {
				t.Errorf("%s: %q needs %.0f px, its column is %.0f", l, r[last], need, g.filled)
			}
		}
		if total := g.width - g.last + g.filled; total > g.table.Size().Width {
			t.Errorf("%s: the columns take %.0f px of a %.0f px table", l, total, g.table.Size().Width)
		}
	}
}

// TestNormsDetailGivesTheForecast: before the last round the picked
// player's line under the table adds his forecast: the 1953 categories and
// the title norms he can still make, and what they need (player 1 of the
// norm event, 6½/8 before his last game, still on course for the GM norm).
func TestNormsDetailGivesTheForecast(t *testing.T) {
	ev := testevent.NormBeforeLastRound(t)
	path := filepath.Join(t.TempDir(), "norm.arbiter")
	st, err := store.CreateImported(path, ev, true)
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	s := openShell(t, path)
	s.show(areaNorms)
	v := s.views[areaNorms].(*normsView)
	v.grid.selectRow(0)
	for _, want := range []string{s.t("forecast.title"), "GM: ", "IM: "} {
		if !strings.Contains(v.detail.Text, want) {
			t.Errorf("detail lacks %q: %q", want, v.detail.Text)
		}
	}
}
