package rules

import (
	"slices"
	"testing"
	"time"
)

// compare is Compare's comparison of the incident under every ruleset,
// the facts not adapted to each; a comparison refused fails the test.
func compare(t *testing.T, ev Event, f Facts, in Incident) Comparison {
	t.Helper()
	c, err := Compare(ev, f, in, nil)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestCompare_TwoHands_2023_7_5_4_2014_4_1_1953_26h: a move made with two
// hands, under every edition. FIDE 2023 and 2018 7.5.4 make it an illegal
// move (2 minutes to the opponent, 7.5.5); FIDE 2014 4.1 ("each move must be
// played with one hand only") is breached but the legal move stands; the
// 1953 code does not name it and the arbiter settles it (§26h); the Finnish
// blitz rules know no standard game.
func TestCompare_TwoHands_2023_7_5_4_2014_4_1_1953_26h(t *testing.T) {
	c := compare(t, Event{Ruleset: FIDE2023, Type: Standard}, midgame, IllegalMove{Player: W, Illegal: IllegalTwoHands})
	want := []struct {
		rs      RulesetID
		article string
		cont    Continuation
		differs []string
	}{
		{FIDE2023, "7.5.4", RestorePosition, nil},
		{FIDE2018, "7.5.4", RestorePosition, nil},
		{FIDE2014, "4.1", Continue, []string{"continuation", "time", "warnings", "counts"}},
		{USSR1953, "§26h", NotCovered, []string{"continuation", "time", "counts"}},
		{FIBlitz2018, "", "", nil},
	}
	if len(c.Editions) != len(want) || c.Reference != FIDE2023 {
		t.Fatalf("reference %s, %d editions, want %s and %d", c.Reference, len(c.Editions), FIDE2023, len(want))
	}
	for i, w := range want {
		e := c.Editions[i]
		if e.Ruleset != w.rs {
			t.Errorf("edition %d is %s, want %s", i, e.Ruleset, w.rs)
			continue
		}
		if w.article == "" {
			if e.Decision != nil || e.NotApplicable == nil || e.NotApplicable.Key != "rules.error.type-not-in-rules" {
				t.Errorf("%s: %+v, want no decision: no standard games", e.Ruleset, e)
			}
			continue
		}
		if e.Decision == nil || !slices.Contains(e.Decision.Articles, w.article) || e.Decision.Continuation != w.cont || !slices.Equal(e.Differs, w.differs) {
			t.Errorf("%s: %+v differs %v; want %s, %s, differs %v", e.Ruleset, e.Decision, e.Differs, w.article, w.cont, w.differs)
		}
	}
}

// TestCompare_ReferenceFirst_B_1: the event's own ruleset leads and the
// others are measured against it; in a blitz event the 1953 code, which
// knows standard play only (§19), has no decision, and the Finnish blitz
// rules do (B.1).
func TestCompare_ReferenceFirst_B_1(t *testing.T) {
	var seen []RulesetID
	c, err := Compare(Event{Ruleset: FIBlitz2018}, midgame, FlagFall{Player: W}, func(rs RulesetID, f *Facts, in *Incident) error {
		seen = append(seen, rs)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if c.Editions[0].Ruleset != FIBlitz2018 || c.Editions[0].Decision == nil || c.Editions[0].Decision.GameType != Blitz {
		t.Fatalf("first edition %+v, want the Finnish blitz rules ruling on blitz", c.Editions[0])
	}
	if slices.Contains(seen, USSR1953) || len(seen) != 4 {
		t.Errorf("facts adapted for %v; want the four rulesets that know blitz", seen)
	}
	for _, e := range c.Editions {
		if (e.Ruleset == USSR1953) != (e.Decision == nil) {
			t.Errorf("%s: decision %v", e.Ruleset, e.Decision)
		}
	}
	c.Localize(func(key string, args map[string]any) string { return key })
	for _, e := range c.Editions {
		if e.Ruleset == USSR1953 && e.NotApplicableText != "rules.error.type-not-in-rules" {
			t.Errorf("1953 reason rendered %q", e.NotApplicableText)
		}
	}
}

// TestCompare_1953_19_NoBlitzReference: an event under the 1953 code,
// which knows standard play only (§19), cannot be compared as blitz.
func TestCompare_1953_19_NoBlitzReference(t *testing.T) {
	if _, err := Compare(Event{Ruleset: USSR1953, Type: Blitz}, midgame, FlagFall{}, nil); err == nil {
		t.Error("a 1953 blitz event compared")
	}
}

// TestCompare_FIDE_I_2_1953_21_TheEnvelopeDiffersOnlyWhereItDoes: Black
// seals under FIDE 2023. FIDE 2018 and 2014 fill the same envelope (I.2:
// the same fields, the same used times), so the comparison does not name
// the envelope for them; the 1953 code's envelope (§21) has other fields
// and is named.
func TestCompare_FIDE_I_2_1953_21_TheEnvelopeDiffersOnlyWhereItDoes(t *testing.T) {
	in := Adjourn{Player: B, Session: 4 * time.Hour, Control: ControlReached,
		Used: [2]*time.Duration{new(95 * time.Minute), new(80 * time.Minute)}}
	c := compare(t, Event{Ruleset: FIDE2023}, midgame, in)
	for _, e := range c.Editions {
		if e.Decision == nil {
			continue
		}
		if named, want := slices.Contains(e.Differs, "envelope"), e.Ruleset == USSR1953; named != want {
			t.Errorf("%s: differs %v; the envelope named %v, want %v (envelope %+v, FIDE 2023's %+v)",
				e.Ruleset, e.Differs, named, want, e.Decision.Envelope, c.Editions[0].Decision.Envelope)
		}
	}
}
