package cli

import (
	"encoding/json"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/standings"
	"arbiter/tournament/team"
	"arbiter/words"
)

// TestCrosstableRoundUnderWay: with round 3 of a round robin two games of
// three entered, "arbiter crosstable" places its players over the results
// its cells show, with the tie-breaks of those places, under a heading
// that says which rounds it counts, in every language; --json gives the
// same places and says the same rounds. Seat 1 (2 points) was fifth, below
// seats of 1½ and 1, by the places after round 2.
func TestCrosstableRoundUnderWay(t *testing.T) {
	file := testevent.RoundUnderWayFile(t)
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		out := runCLI(t, 0, "crosstable", file)
		lines := strings.Split(out, "\n")
		title := cat.T("crosstable.partial.title", "n", 2, "rounds", cat.T("crosstable.partial.round", "round", 3, "done", 2, "of", 3))
		if lines[0] != title {
			t.Errorf("%s: heading %q, want %q", lang, lines[0], title)
		}
		// Under the table, the legend of its symbols, "*" the game still
		// to be played among them, as paper and the venue's page write it.
		for _, line := range []string{words.SymbolsLegend(cat), cat.T("print.legend.pending")} {
			if !strings.Contains(out, "\n"+line+"\n") {
				t.Errorf("%s: no line %q under the table:\n%s", lang, line, out)
			}
		}
		// Each row ends with its points, place, SB and wins.
		for _, want := range []string{"2 1 2½ 2", "1½ 2 2½ 1", "1 6 1 0", "1 4–5 1¼ 0", "1½ 3 2 1"} {
			found := false
			for _, l := range lines {
				found = found || strings.HasSuffix(input.Collapse(l), want)
			}
			if !found {
				t.Errorf("%s: no row ends %q:\n%s", lang, want, out)
			}
		}
	})
	var ct standings.CrossTable
	out := runCLI(t, 0, "crosstable", file, "--json")
	if err := json.Unmarshal([]byte(out), &ct); err != nil {
		t.Fatal(err)
	}
	if ct.Rows[0].Place != "1" || ct.Complete != 2 || len(ct.Partial) != 1 || ct.Partial[0].Done != 2 || ct.Partial[0].Of != 3 {
		t.Errorf("--json: seat 1 place %q, complete %d, partial %v", ct.Rows[0].Place, ct.Complete, ct.Partial)
	}
	// "rounds" and "complete" as the standings and a team event's
	// crosstable give them: the rounds paired, the last complete round.
	var progress map[string]any
	if err := json.Unmarshal([]byte(out), &progress); err != nil {
		t.Fatal(err)
	}
	if progress["rounds"] != 3.0 || progress["complete"] != 2.0 {
		t.Errorf("--json: rounds %v, complete %v, want 3 and 2", progress["rounds"], progress["complete"])
	}
}

// TestTeamCrosstableRoundUnderWay: a team round robin's crosstable with
// its last round two matches of three finished says so above the table,
// in every language, and its rows' match and game points, before their
// tie-breaks, are the crosstable's, which count the finished matches its
// cells show.
func TestTeamCrosstableRoundUnderWay(t *testing.T) {
	file := testevent.TeamRoundUnderWayFile(t)
	ct := runJSON[team.TeamCross](t, "crosstable", file, "--json")
	if ct.Complete != 4 || len(ct.Partial) != 1 || ct.Partial[0] != (standings.RoundProgress{Round: 5, Done: 2, Of: 3}) {
		t.Errorf("--json: complete %d, partial %v", ct.Complete, ct.Partial)
	}
	// The tie-breaks follow the points (not in --json, where the
	// standings give them).
	tbs := len(team.TeamStandings(testevent.Read(t, file)).TieBreakColumns())
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		out := runCLI(t, 0, "crosstable", file)
		title := cat.T("crosstable.partial.title", "n", 4, "rounds", cat.T("crosstable.partial.round.team", "round", 5, "done", 2, "of", 3))
		if first, _, _ := strings.Cut(out, "\n"); first != title {
			t.Errorf("%s: heading %q, want %q", lang, first, title)
		}
		for _, r := range ct.Rows {
			want := strconv.Itoa(r.MatchPoints) + " " + standings.FormatFraction(r.GamePoints)
			found := false
			for _, l := range strings.Split(out, "\n") {
				f := strings.Fields(l)
				found = found || strings.Contains(l, r.Name) && len(f) >= tbs+2 && strings.Join(f[len(f)-tbs-2:len(f)-tbs], " ") == want
			}
			if !found {
				t.Errorf("%s: %s's row does not end %s before its %d tie-breaks:\n%s", lang, r.Name, want, tbs, out)
			}
		}
	})
}

// TestSwissCrosstableRoundPaired: with a Swiss's round 3 paired and not yet
// played, "arbiter crosstable" says under the table that round 3's column
// shows the pairings and its results count once the round is complete, as
// the window and the venue's page do; it said nothing, its round 3 column
// showing no result for games already entered. Above the table it says
// after which round it stands and the round in play, as the paper's and
// the venue page's title and a round robin's crosstable here: a Swiss's
// said no round at all, played or in play, then no round in play.
func TestSwissCrosstableRoundPaired(t *testing.T) {
	file := testevent.EventFile(t, testevent.Swiss(t, 8, 2, true))
	played := testevent.EventFile(t, testevent.Swiss(t, 8, 2, false))
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		out := runCLI(t, 0, "crosstable", file)
		if note := cat.T("crosstable.pending", "round", 3); !strings.Contains(out, "\n"+note+"\n") {
			t.Errorf("%s: no line %q:\n%s", lang, note, out)
		}
		for f, want := range map[string]string{file: cat.T("print.crosstable.in-play", "n", 2, "play", 3), played: cat.T("print.crosstable.after", "n", 2)} {
			if first, _, _ := strings.Cut(runCLI(t, 0, "crosstable", f), "\n"); first != want {
				t.Errorf("%s: heading %q, want %q", lang, first, want)
			}
		}
	})
	t.Setenv("ARBITER_LANG", string(i18n.English))
	if out := runCLI(t, 0, "crosstable", played); strings.Contains(out, i18n.For(i18n.English).T("crosstable.pending", "round", 3)) {
		t.Errorf("every round complete, yet the note:\n%s", out)
	}
}

// TestSwissCrosstableSaysWhatABlankCellIs: a Swiss's crosstable with a
// late entry (round 1 not paired for him, a blank cell) says under the
// table what a blank cell is, in every language, as the window and the
// venue's page do (words.SwissLegend); a table without one does not.
func TestSwissCrosstableSaysWhatABlankCellIs(t *testing.T) {
	late := testevent.File(t, 6, 2, 0, 0)
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		blank := cat.T("crosstable.blank")
		if out := runCLI(t, 0, "crosstable", late); !strings.Contains(out, "\n"+blank+"\n") {
			t.Errorf("%s: no line %q under the table:\n%s", lang, blank, out)
		}
	})
	t.Setenv("ARBITER_LANG", "en")
	whole := filepath.Join(t.TempDir(), "whole.arbiter")
	newEvent(t, whole, []string{"--name", "Open", "--system", "swiss-dutch", "--rounds", "3"}, "Aino Ek", "Bo Lo", "Cay Tamm", "Dan Saar")
	runCLI(t, 0, "pair", whole)
	whiteWinsRound(t, whole, 1, 2)
	if out := runCLI(t, 0, "crosstable", whole); strings.Contains(out, i18n.For(i18n.English).T("crosstable.blank")) {
		t.Errorf("a table without a blank cell says what one is:\n%s", out)
	}
}

// TestCrosstableSaysAfterWhichRound: a round robin whose rounds paired are
// all complete heads its crosstable "Crosstable after round 3", as the
// paper, the venue's page and the standings say it; the command said it
// only while a round was under way, and headed nothing after round 4 of
// a double round robin of ten.
func TestCrosstableSaysAfterWhichRound(t *testing.T) {
	ev := testfield.RoundUnderWay(t)
	ev.Rounds[2].Pairings[2].Result = tournament.Draw // round 3's last board
	file := testevent.EventFile(t, ev)
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		out := runCLI(t, 0, "crosstable", file)
		if first, want := strings.SplitN(out, "\n", 2)[0], cat.T("print.crosstable.after", "n", 3); first != want {
			t.Errorf("%s: heading %q, want %q", lang, first, want)
		}
	})
}

// A round robin whose fifth and last round is over heads its standings
// and crosstable final in every language, as the paper and the venue's
// pages do; both said "after round 5" of the last round as of any other.
func TestFinishedEventIsHeadedFinal(t *testing.T) {
	file := testevent.EventFile(t, testfield.SixPlayers(t, tournament.WithdrawalAsPlayed, 0))
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		if first, want := strings.SplitN(runCLI(t, 0, "crosstable", file), "\n", 2)[0], cat.T("print.crosstable.final"); first != want {
			t.Errorf("%s: crosstable headed %q, want %q", lang, first, want)
		}
		if first, want := strings.SplitN(runCLI(t, 0, "standings", file), "\n", 2)[0], cat.T("print.standings.final"); first != want {
			t.Errorf("%s: standings headed %q, want %q", lang, first, want)
		}
	})
}

// An event without a name (one imported without it stays so until it is
// named) heads its standings with their title alone, where the line began
// with the dash that parts the name from it: " — Standings after round 5".
func TestNamelessEventsStandingsHeadedByTheirTitle(t *testing.T) {
	ev := testfield.RoundUnderWay(t)
	ev.Settings.Name = ""
	file := testevent.EventFile(t, ev)
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		if first, want := strings.SplitN(runCLI(t, 0, "standings", file), "\n", 2)[0], words.StandingsTitle(cat, standings.ProgressOf(ev)); first != want {
			t.Errorf("%s: standings headed %q, want %q", lang, first, want)
		}
	})
}

// TestCrosstableNamesTheRoundInPlay: the demo event, a round robin with
// round 6 paired and no result of it in, heads its crosstable "Crosstable
// after round 5, round 6 in play", the rounds its standings name, in
// every language; it said "after round 5" over cells showing round 6's
// games as "*".
func TestCrosstableNamesTheRoundInPlay(t *testing.T) {
	file := demoFile(t)
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		if first, want := strings.SplitN(runCLI(t, 0, "crosstable", file), "\n", 2)[0], cat.T("print.crosstable.in-play", "n", 5, "play", 6); first != want {
			t.Errorf("%s: crosstable headed %q, want %q", lang, first, want)
		}
		if first, want := strings.SplitN(runCLI(t, 0, "standings", file), "\n", 2)[0], cat.T("print.standings.in-play", "n", 5, "play", 6); !strings.HasSuffix(first, " — "+want) {
			t.Errorf("%s: standings headed %q, want it to end %q", lang, first, want)
		}
	})
}
