package rules

import (
	"slices"
	"testing"

	"arbiter/engine"
	"arbiter/engine/clock"
)

// TestArt6_9_AgreementWithAFlagDown: a draw agreed while a flag is down
// on the clock. The flag counts from when the arbiter notices it or a
// player claims it (6.8, "not when it happens" in the Estonian 2016
// commentary), and 6.9 yields only to an agreement that ended the game
// first (5.2.3): unless the arbiter states the players agreed before the
// flag was noticed or claimed, the flag decides, a loss or, when the
// opponent cannot checkmate, a draw. Where only the opponent's claim makes
// a flag count (rapid and blitz without adequate supervision) and where
// the moves were in fact made (6.4), the agreement stands. Each ruling
// says what it made of the flag.
func TestArt6_9_AgreementWithAFlagDown(t *testing.T) {
	for _, c := range []struct {
		name     string
		rs       RulesetID
		ev       Event
		f        Facts
		in       Agreement
		result   engine.Result
		articles []string
		explain  string
		note     string
	}{
		{"no flag", FIDE2023, std, midgame, Agreement{}, Draw, []string{"5.2.3"}, "agreement", ""},
		{"white's flag first", FIDE2023, std, midgame, Agreement{FlagDown: true, Flag: W}, BlackWins, []string{"6.9"}, "flag-loss", "agreement-after-flag"},
		{"black's flag first 2014", FIDE2014, std, midgame, Agreement{FlagDown: true, Flag: B}, WhiteWins, []string{"6.9", "6.8"}, "flag-loss", "agreement-after-flag"},
		{"opponent cannot mate", FIDE2023, std, blackBare, Agreement{FlagDown: true, Flag: W}, Draw, []string{"6.9"}, "flag-draw-cannot-mate", "agreement-after-flag"},
		{"agreed first", FIDE2023, std, midgame, Agreement{FlagDown: true, Flag: W, AgreedFirst: true}, Draw, []string{"5.2.3"}, "agreement", "agreement-before-flag"},
		{"moves made", FIDE2023, std, midgame, Agreement{FlagDown: true, Flag: W, ControlMet: true}, Draw, []string{"5.2.3", "6.4"}, "agreement", "agreement-flag-not-counted"},
		{"blitz 2014, only a claim counts", FIDE2014, blitzUnsup, midgame, Agreement{FlagDown: true, Flag: W}, Draw, []string{"5.2.c", "A.4.c"}, "agreement", "agreement-flag-not-counted"},
		{"supervised blitz", FIDE2023, blitzSup, midgame, Agreement{FlagDown: true, Flag: W}, BlackWins, []string{"6.9"}, "flag-loss", "agreement-after-flag"},
		{"blitz 2023, the arbiter calls it", FIDE2023, blitzUnsup, midgame, Agreement{FlagDown: true, Flag: W}, BlackWins, []string{"6.9"}, "flag-loss", "agreement-after-flag"},
		{"1953", USSR1953, std, midgame, Agreement{FlagDown: true, Flag: B}, WhiteWins, nil, "flag-loss", "agreement-after-flag"},
	} {
		d := decide(t, c.rs, c.ev, c.f, c.in)
		if d.Result != c.result || d.ExplanationKey != "rules.ruling."+c.explain {
			t.Errorf("%s: %s (%s), want %s (%s)", c.name, d.Result, d.ExplanationKey, c.result, c.explain)
		}
		for _, a := range c.articles {
			if !slices.Contains(d.Articles, a) {
				t.Errorf("%s: articles %v lack %s", c.name, d.Articles, a)
			}
		}
		var notes []string
		for _, n := range d.Notes {
			notes = append(notes, n.Key)
		}
		if c.note == "" && slices.ContainsFunc(notes, func(k string) bool { return len(k) > 21 && k[:21] == "rules.note.agreement-" }) {
			t.Errorf("%s: notes %v, want none on a flag", c.name, notes)
		}
		if c.note != "" && !slices.Contains(notes, "rules.note."+c.note) {
			t.Errorf("%s: notes %v, want %s", c.name, notes, c.note)
		}
	}
}

// TestArt6_9_AgreementReadsTheClock: the desk's clock tells the
// agreement which flag is down, by the same path a flag fall reads it.
func TestArt6_9_AgreementReadsTheClock(t *testing.T) {
	tc, _ := clock.Parse("40/120+30'")
	down := clock.State{Flags: []clock.Flag{{Side: B, Moves: 35}, {Side: W, Moves: 36}}}
	if in := ApplyClock(Agreement{}, down, tc, Sides{White: 36, Black: 35}); !in.FlagDown || in.Flag != B || in.ControlMet {
		t.Errorf("flag down: %+v", in)
	}
	if in := ApplyClock(Agreement{}, down, tc, Sides{White: 40, Black: 40}); !in.ControlMet {
		t.Errorf("moves made by the record: %+v", in)
	}
	if in := ApplyClock(Agreement{}, clock.State{}, tc, Sides{}); in.FlagDown {
		t.Errorf("no flag: %+v", in)
	}
}
