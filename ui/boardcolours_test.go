package ui

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arbiter/i18n"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/store"
)

// typeBoards types n into the settings' boards by keys, over what the
// field held, and saves by Enter there.
func typeBoards(t *testing.T, s *Shell, v *settingsView, n string) {
	t.Helper()
	s.win.Canvas().Focus(v.team.boards)
	v.team.boards.TypedShortcut(&fyne.ShortcutSelectAll{})
	test.Type(v.team.boards, n)
	pressKey(s, fyne.KeyReturn)
}

// A team event's boards' colours, W B B W where a competition's rules
// say so, were had only from a team TRF's 352: the settings had no field
// for them. The arbiter reaches the field by Tab from the boards and
// chooses "in pairs" by its first letter; the event's 4 boards are
// White, Black, Black, White for the match's White team, shown so again,
// and round 1 is paired so: board 3's White is the match's Black team's
// player. Before, the boards changed to 6 take the pattern with them (W B
// B W W B), and back to 4, W B B W.
func TestTeamSettingsBoardColoursInPairsByKeys(t *testing.T) {
	path := newTeamFile(t, 2, 6, 2)
	s, _ := openSettings(t, path)
	v := shownView[*settingsView](s, areaSettings)
	f, c := v.team, s.win.Canvas()
	c.Focus(f.boards)
	f.boards.TypedShortcut(&fyne.ShortcutSelectAll{})
	test.Type(f.boards, "4")
	c.FocusNext()
	if c.Focused() != f.colours.sel {
		t.Fatalf("Tab from the boards went to %T, not to the boards' colours", c.Focused())
	}
	c.Focused().TypedRune('p')
	if got := f.colours.sel.Selected; got != s.t("teams.cli.board-colours.pairs") {
		t.Fatalf("p typed on the boards' colours chose %q", got)
	}
	c.Focus(f.boards)
	pressKey(s, fyne.KeyReturn)
	if said := settingsSaid(v); said != "" {
		t.Fatalf("saving 4 boards in pairs: %s", said)
	}
	if o := s.doc.event.TeamOptions; o.Boards != 4 || o.BoardPattern() != "WBBW" {
		t.Fatalf("stored %d boards %s, want 4 WBBW", o.Boards, o.BoardPattern())
	}
	if f.colours.value() != "pairs" {
		t.Errorf("the settings show the boards' colours %q, want in pairs", f.colours.value())
	}
	for _, c := range []struct{ boards, want string }{{"6", "WBBWWB"}, {"4", "WBBW"}} {
		typeBoards(t, s, v, c.boards)
		if o := s.doc.event.TeamOptions; settingsSaid(v) != "" || o.BoardPattern() != c.want {
			t.Errorf("boards made %s: stored %d boards %s (%q), want %s", c.boards, o.Boards, o.BoardPattern(), settingsSaid(v), c.want)
		}
	}
	s.closeDocument()

	s, _ = pairRoundOne(t, path, 2)
	ev := &s.doc.event
	ms := ev.RoundMatches(1)
	if len(ms) != 1 {
		t.Fatalf("round 1 has %d matches", len(ms))
	}
	games := ev.MatchGames(ms[0])
	if len(games) != 4 {
		t.Fatalf("the match has %d boards", len(games))
	}
	for i, g := range games {
		team, _ := ev.TeamOf(g.White)
		want := map[byte]int64{'W': ms[0].White, 'B': ms[0].Black}["WBBW"[i]]
		if team == nil || team.ID != want {
			t.Errorf("board %d's White is of team %v, want %d (W B B W)", i+1, team, want)
		}
	}
}

// A team event imported with boards' colours of its own (W B W W B on 5
// boards, from a team TRF's 352) shows them in its settings; its boards
// changed before round 1 are refused below the colours, in the user's
// language, naming the pattern and what to do, nothing saved and the
// pattern kept; with a named kind chosen for the 6 boards, they are
// saved. Before, the change was refused as the pattern's wrong length,
// no field to set it.
func TestTeamSettingsBoardColoursOfTheirOwnNotResetWithTheBoards(t *testing.T) {
	path := filepath.Join(t.TempDir(), "imported.arbiter")
	f := createTeamEvent(t, path, "Imported", tournament.TeamRoundRobin, 0, 5)
	ev, err := f.Event()
	if err != nil {
		t.Fatal(err)
	}
	o := ev.TeamOptions
	o.BoardColours = "WBWWB"
	if err := f.Batch(func(tx *store.Tx) error { return tx.SetTeamOptions(o) }); err != nil {
		t.Fatal(err)
	}
	f.Close()
	s := openShell(t, path)
	for _, l := range i18n.Complete {
		v := settingsIn(s, l)
		v.revert()
		// In the language's letters: Estonian and Finnish V and M.
		own := map[i18n.Lang]string{i18n.English: "W B W W B", i18n.Finnish: "V M V V M", i18n.Estonian: "V M V V M"}[l]
		if own == "" || v.team.colours.value() != "own" || !strings.Contains(v.team.colours.sel.Selected, own) {
			t.Fatalf("%s: the boards' colours show %q (%s), want the event's own %s", l, v.team.colours.sel.Selected, v.team.colours.value(), own)
		}
		typeBoards(t, s, v, "6")
		said := v.notes[v.team.colours.sel].problem
		// The pattern in the window's letters, as the choice names it,
		// not the command line's W and B.
		testtext.SaysEach(t, string(l)+": below the boards' colours", said, own, "5", "6")
		if l != i18n.English && strings.Contains(said, "WBWWB") {
			t.Errorf("%s: below the boards' colours %q, the pattern in W and B", l, said)
		}
		if o := s.doc.event.TeamOptions; o.Boards != 5 || o.BoardColours != "WBWWB" {
			t.Errorf("%s: after the refusal the options are %d boards %q", l, o.Boards, o.BoardColours)
		}
	}
	v := settingsIn(s, i18n.English)
	v.revert()
	v.team.colours.set("pairs")
	typeBoards(t, s, v, "6")
	if o := s.doc.event.TeamOptions; settingsSaid(v) != "" || o.Boards != 6 || o.BoardPattern() != "WBBWWB" {
		t.Errorf("6 boards in pairs: stored %d boards %s (%q)", o.Boards, o.BoardPattern(), settingsSaid(v))
	}
}

// The boards' colours are named in the window's language: in Estonian and
// Finnish White and Black are V and M (valge, must; valkea, musta), as the
// crosstable's colours are, where the choices said W B B W, English
// letters among Estonian words; and the status line of the change says
// them so too.
func TestTeamSettingsBoardColoursInTheWindowsLanguage(t *testing.T) {
	for _, c := range []struct {
		lang        i18n.Lang
		alternating string
		pairs       string
	}{{i18n.Estonian, "V M V M", "V M M V"}, {i18n.Finnish, "V M V M", "V M M V"}, {i18n.English, "W B W B", "W B B W"}} {
		t.Run(string(c.lang), func(t *testing.T) {
			s, _ := openSettings(t, newTeamFile(t, 2, 4, 4))
			s.SetLanguage(c.lang)
			v := shownView[*settingsView](s, areaSettings)
			opts := v.team.colours.sel.Options
			if len(opts) != 2 || !strings.Contains(opts[0], c.alternating) || !strings.Contains(opts[1], c.pairs) {
				t.Fatalf("the boards' colours offered %q, want %s and %s", opts, c.alternating, c.pairs)
			}
			v.team.colours.sel.SetSelected(opts[1])
			v.save()
			if said := settingsSaid(v); said != "" {
				t.Fatalf("saving the colours in pairs: %s", said)
			}
			if s.doc.event.TeamOptions.BoardPattern() != "WBBW" {
				t.Fatalf("stored %s, want WBBW", s.doc.event.TeamOptions.BoardPattern())
			}
			if status := s.status.Text; !strings.Contains(status, c.pairs) {
				t.Errorf("the status line says %q, not the colours %s", status, c.pairs)
			}
		})
	}
}
