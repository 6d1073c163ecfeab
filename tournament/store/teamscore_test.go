package store

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"arbiter/internal/testform"
)

// A team event's file made before the primary score was an option says,
// once upgraded, that its teams rank by match points first (and so a
// build that cannot rank them otherwise no longer opens it); a team Swiss
// with round 1 paired keeps the score it pairs by (C.04.6 art. 1.2).
func TestArt1_2TeamFileStatesItsPrimaryScore(t *testing.T) {
	s := openUpgraded(t, copiedFile(t, filepath.Join("testdata", "v14-team-played.arbiter")))
	var options string
	if err := s.db.QueryRow(`SELECT value FROM meta WHERE key = ?`, teamOptionsKey).Scan(&options); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(options, `"game_points_first":false`) {
		t.Errorf("the upgraded options: %s", options)
	}
	ev := eventOf(t, s)
	if ev.TeamOptions.GamePointsFirst {
		t.Error("an upgraded event ranks by game points first")
	}
	o := ev.TeamOptions
	o.GamePointsFirst = true
	err := s.Batch(func(tx *Tx) error { return tx.SetTeamOptions(o) })
	if testform.KeyOf(err) != "teams.error.score-fixed" {
		t.Errorf("game points first once round 1 is paired: %v", err)
	}
}

// With game points first a Buchholz that names no score reads game
// points: "bh" and "bh:mp" are two tie-breaks, "bh" and "bh:gp" one
// (C.04.6 art. 1.2); the options that turn game points first are judged
// against the tie-breaks the event has.
func TestArt1_2TeamTieBreaksReadTheEventsPrimaryScore(t *testing.T) {
	s := newTeamSwissEvent(t, 4)
	ev := eventOf(t, s)
	st := ev.Settings
	st.TieBreaks = []string{"bh", "bh:gp"}
	if err := s.UpdateSettings(st); err != nil {
		t.Fatalf("bh and bh:gp, match points first: %v", err)
	}
	o := ev.TeamOptions
	o.GamePointsFirst = true
	if err := s.Batch(func(tx *Tx) error { return tx.SetTeamOptions(o) }); testform.KeyOf(err) != "event.err.tiebreak.twice" {
		t.Errorf("game points first with bh and bh:gp: %v", err)
	}
	st.TieBreaks = []string{"bh", "bh:mp", "fb", "fb:mp", "sb", "sb:mp"}
	if err := s.UpdateSettings(st); testform.KeyOf(err) != "event.err.tiebreak.twice" {
		t.Errorf("bh and bh:mp, match points first: %v", err)
	}
	st.TieBreaks = []string{"gp"}
	if err := s.UpdateSettings(st); err != nil {
		t.Fatal(err)
	}
	if err := s.Batch(func(tx *Tx) error { return tx.SetTeamOptions(o) }); err != nil {
		t.Fatal(err)
	}
	st.TieBreaks = []string{"bh", "bh:mp", "fb", "fb:mp", "sb", "sb:mp"}
	if err := s.UpdateSettings(st); err != nil {
		t.Errorf("bh and bh:mp, game points first: %v", err)
	}
	st.TieBreaks = []string{"bh:mp", "bh-c1", "bh:gp-c1"}
	if err := s.UpdateSettings(st); testform.KeyOf(err) != "event.err.tiebreak.twice" {
		t.Errorf("bh-c1 and bh:gp-c1, game points first: %v", err)
	}
}

// The settings and the team options changed in one step are each judged
// under the other as it will be: game points made first with "sb" and
// "sb:mp" (two tie-breaks then) are taken, and match points made first
// with them again (one tie-break twice) are refused, leaving both.
func TestArt1_2SettingsAndPrimaryScoreChangedTogether(t *testing.T) {
	s := newTeamSwissEvent(t, 4)
	ev := eventOf(t, s)
	st, o := ev.Settings, ev.TeamOptions
	st.TieBreaks = []string{"sb", "sb:mp"}
	o.GamePointsFirst = true
	if err := s.Batch(func(tx *Tx) error { return tx.UpdateSettingsWith(st, o) }); err != nil {
		t.Fatalf("game points first with sb and sb:mp: %v", err)
	}
	o.GamePointsFirst = false
	if err := s.Batch(func(tx *Tx) error { return tx.UpdateSettingsWith(st, o) }); testform.KeyOf(err) != "event.err.tiebreak.twice" {
		t.Errorf("match points first with sb and sb:mp: %v", err)
	}
	if ev := eventOf(t, s); !ev.TeamOptions.GamePointsFirst || !slices.Equal(ev.Settings.TieBreaks, st.TieBreaks) {
		t.Errorf("stored game points first %v, tie-breaks %v", ev.TeamOptions.GamePointsFirst, ev.Settings.TieBreaks)
	}
}

// A team event's settings saved with its team options as they were name
// the settings' change alone: the tie-breaks changed and the options
// sent unchanged wrote a "team options" step, which the window's Undo
// button named ("Undo: Team options: 4 boards, match points 2/1/0")
// though no option changed. Options changed with them still say so.
func TestSettingsSavedWithTheTeamOptionsAsTheyWereNameNoOptions(t *testing.T) {
	s := newTeamSwissEvent(t, 4)
	ev := eventOf(t, s)
	st, o := ev.Settings, ev.TeamOptions
	st.TieBreaks = []string{"sb", "bh"}
	if err := s.Batch(func(tx *Tx) error { return tx.UpdateSettingsWith(st, o) }); err != nil {
		t.Fatal(err)
	}
	actions := func() []string {
		e, err := s.NextUndo()
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, step := range e.Steps {
			out = append(out, step.Action)
		}
		return out
	}
	if got := actions(); slices.Contains(got, "team.options") || len(got) == 0 {
		t.Errorf("the tie-breaks saved with the options unchanged: steps %v, want none of team.options", got)
	}
	o.MatchDraw = 2
	o.MatchWin = 4
	if err := s.Batch(func(tx *Tx) error { return tx.UpdateSettingsWith(st, o) }); err != nil {
		t.Fatal(err)
	}
	if got := actions(); !slices.Contains(got, "team.options") {
		t.Errorf("the options changed: steps %v, want team.options", got)
	}
}
