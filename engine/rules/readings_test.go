package rules

import (
	"slices"
	"testing"
	"time"
)

// The readings docs/rulings.md decides, each as the ruling applies it.

// TestReading_1953_18g_FalseClaimLosesWithTimeLeft: §18g scores a loss to
// the player who claimed a repetition that the check does not find; the
// program reads that as holding whether or not his time ran out.
func TestReading_1953_18g_FalseClaimLosesWithTimeLeft(t *testing.T) {
	for _, flag := range []bool{false, true} {
		d := decide(t, USSR1953, Event{}, midgame, ClaimThreefold{Player: W, FlagDuringCheck: flag})
		if d.Result != BlackWins || !slices.Contains(d.Articles, "§18g") {
			t.Errorf("flag during check %v: %s %v, want 0-1 under §18g", flag, d.Result, d.Articles)
		}
	}
}

// TestReading_2023_B_2_SupervisedBlitzPenalty: B.2 applies the competition
// rules to supervised blitz and names no one-minute penalty; the program
// gives one minute unless the event sets two, and says which.
func TestReading_2023_B_2_SupervisedBlitzPenalty(t *testing.T) {
	for _, c := range []struct {
		set  time.Duration
		want int
		note string
	}{{0, 60, "rules.note.supervised-blitz-default"}, {2 * time.Minute, 120, "rules.note.supervised-blitz-setting"}} {
		ev := Event{Ruleset: FIDE2023, Type: Blitz, Supervised: true, SupervisedBlitzPenalty: c.set}
		d := decide(t, ev.Ruleset, ev, midgame, IllegalMove{Player: W})
		if d.TimeAdjust.Black != c.want || !slices.Contains(d.Articles, "B.2") || len(d.Notes) == 0 || d.Notes[len(d.Notes)-1].Key != c.note {
			t.Errorf("setting %v: Black +%d, %v, notes %v; want +%d under B.2 with %s", c.set, d.TimeAdjust.Black, d.Articles, d.Notes, c.want, c.note)
		}
	}
}

// TestReading_2014_A_4_c_FlagNotCalledDespiteCommentary2016: under the 2014
// Laws the arbiter does not call a flag in unsupervised rapid (A.4.c needs a
// claim), whatever the 2016 commentary says; the ruling says so. 2018 A.4.5
// has him call it.
func TestReading_2014_A_4_c_FlagNotCalledDespiteCommentary2016(t *testing.T) {
	in := FlagFall{Player: W}
	d, _ := Decide(Event{Ruleset: FIDE2014, Type: Rapid}, midgame, in)
	if d.Result != Ongoing || !slices.Contains(d.Articles, "A.4.c") || len(d.Notes) != 1 || d.Notes[0].Key != "rules.note.commentary-2016-flag" {
		t.Errorf("2014: %s %v %v", d.Result, d.Articles, d.Notes)
	}
	d, _ = Decide(Event{Ruleset: FIDE2018, Type: Rapid}, midgame, in)
	if d.Result != BlackWins || !slices.Contains(d.Articles, "A.4.5") {
		t.Errorf("2018: %s %v", d.Result, d.Articles)
	}
}

// TestReading_1953_15_NoteLastRound: the §15 note bars the replay after a
// last-round game; during it the game is replayed from the illegal move.
func TestReading_1953_15_NoteLastRound(t *testing.T) {
	for _, c := range []struct {
		after bool
		want  Continuation
	}{{false, ReplayFromError}, {true, ResultStands}} {
		d, _ := Decide(Event{Ruleset: USSR1953}, midgame, IllegalMove{Player: W, LastRound: true, AfterGame: c.after})
		if d.Continuation != c.want || !slices.Contains(d.Articles, "§15") {
			t.Errorf("after the game %v: %s %v, want %s", c.after, d.Continuation, d.Articles, c.want)
		}
	}
}
