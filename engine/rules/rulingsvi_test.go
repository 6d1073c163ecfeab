package rules

import (
	"slices"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/internal/testform"
)

// TestFIDE_7_2_1_WrongSetupFoundAfterTheGameStands: 7.2.1 (2014 7.2.a)
// annuls a game whose initial position was wrong when it is found "during
// the game" ("pelin kestäessä"), as the 2016 commentary stresses; found
// after the game, the result stands under every edition, the next round
// begun or not. A board turned (7.2.2) likewise. The 1953 code replays
// (§15) until its note's deadline.
func TestFIDE_7_2_1_WrongSetupFoundAfterTheGameStands(t *testing.T) {
	for _, c := range []struct {
		rs      RulesetID
		ev      Event
		article string
	}{{FIDE2023, std, "7.2.1"}, {FIDE2018, std, "7.2.1"}, {FIDE2014, std, "7.2.a"}, {FIBlitz2018, blitzUnsup, "7.2.1"}, {FIDE2023, rapidUnsup, "7.2.1"}} {
		for _, in := range []WrongSetup{
			{AfterGame: true}, {AfterGame: true, NextRoundStarted: true}, {AfterGame: true, LastRound: true},
		} {
			d := decide(t, c.rs, c.ev, midgame, in)
			if d.Result != Ongoing || d.Continuation != ResultStands || !slices.Equal(d.Articles, []string{c.article}) ||
				d.ExplanationKey != "rules.ruling.setup-after-game" {
				t.Errorf("%s %s %+v: %s %s %v %s, want the result to stand under %s", c.rs, c.ev.Type, in, d.Result, d.Continuation, d.Articles, d.ExplanationKey, c.article)
			}
		}
		if d := decide(t, c.rs, c.ev, midgame, WrongSetup{BoardTurned: true, AfterGame: true}); d.Continuation != ResultStands {
			t.Errorf("%s: board turned after the game: %s, want the result to stand", c.rs, d.Continuation)
		}
	}
	// During the game, the new game as before.
	if d := decide(t, FIDE2023, std, midgame, WrongSetup{}); d.Continuation != NewGame {
		t.Errorf("during the game: %s, want a new game", d.Continuation)
	}
	// The 1953 code: replayed before the next round, not after.
	if d := decide(t, USSR1953, std, midgame, WrongSetup{AfterGame: true}); d.Continuation != NewGame {
		t.Errorf("1953 before the next round: %s, want it replayed", d.Continuation)
	}
	if d := decide(t, USSR1953, std, midgame, WrongSetup{AfterGame: true, NextRoundStarted: true}); d.Continuation != ResultStands {
		t.Errorf("1953 after the next round began: %s, want the result to stand", d.Continuation)
	}
	// A game resumed with the position set up wrongly (I.5), found after it.
	if d := decide(t, FIDE2023, std, midgame, WrongSetup{Resumed: true, AfterGame: true}); d.Continuation != ResultStands || !slices.Equal(d.Articles, []string{"I.5"}) {
		t.Errorf("resumed, after the game: %s %v, want the result to stand under I.5", d.Continuation, d.Articles)
	}
}

// TestFIDE_A_5_1_2_BoardTurnedAfterTenMovesStays: once each player has
// made ten moves in rapid or blitz without adequate supervision, no claim
// can be made about "laudan virheellinen alkuasento" (2023 A.5.1.2, 2018
// and the Finnish blitz rules A.4.1.2, 2014 A.4.a): the game goes on on the
// board as it lies. It was moved to a correctly placed board (7.2.2), as
// in a standard game or under supervision, where it still is.
func TestFIDE_A_5_1_2_BoardTurnedAfterTenMovesStays(t *testing.T) {
	tenEach := Facts{Moves: Sides{White: 10, Black: 10}}
	for _, c := range []struct {
		rs      RulesetID
		ev      Event
		article string
	}{
		{FIDE2023, rapidUnsup, "A.5.1.2"}, {FIDE2023, blitzUnsup, "A.5.1.2"}, {FIDE2018, blitzUnsup, "A.4.1.2"},
		{FIBlitz2018, blitzUnsup, "A.4.1.2"}, {FIDE2014, rapidUnsup, "A.4.a"},
	} {
		d := decide(t, c.rs, c.ev, tenEach, WrongSetup{BoardTurned: true})
		if d.Continuation != Continue || d.ExplanationKey != "rules.ruling.board-turned-too-late" || !slices.Contains(d.Articles, c.article) {
			t.Errorf("%s %s: %s %s %v, want play on as it lies under %s", c.rs, c.ev.Type, d.Continuation, d.ExplanationKey, d.Articles, c.article)
		}
	}
	for _, c := range []struct {
		ev    Event
		facts Facts
	}{{std, tenEach}, {blitzSup, tenEach}, {blitzUnsup, Facts{Moves: Sides{White: 10, Black: 9}}}} {
		if d := decide(t, FIDE2023, c.ev, c.facts, WrongSetup{BoardTurned: true}); d.Continuation != TransferPosition {
			t.Errorf("%s supervised %v, %v moves: %s, want the position moved to a correct board", c.ev.Type, c.ev.Supervised, c.facts.Moves, d.Continuation)
		}
	}
}

// TestUSSR1953_17c_TheHourIsTheCodes: §17c loses the game of a player
// who comes "more than one hour" late without a valid excuse; the code
// leaves the event no default time of its own. An event that states 30
// minutes is told so, and the hour decides: 45 minutes late plays on, 61
// loses, both citing §17c.
func TestUSSR1953_17c_TheHourIsTheCodes(t *testing.T) {
	half := 30 * time.Minute
	ev := with(std, func(e *Event) { e.Lateness = &half })
	d := decide(t, USSR1953, ev, Facts{}, Lateness{Player: W, Late: 45 * time.Minute})
	if d.Result != Ongoing || !slices.Equal(d.Articles, []string{"§17c"}) || d.ExplanationKey != "rules.ruling.late-within" {
		t.Errorf("45 minutes: %s %v %s, want play on under §17c", d.Result, d.Articles, d.ExplanationKey)
	}
	if !slices.ContainsFunc(d.Notes, func(m engine.Message) bool {
		return m.Key == "rules.note.ussr-lateness-fixed" && m.Args["minutes"] == 30
	}) {
		t.Errorf("notes %v, want the event's 30 minutes said not to apply", d.Notes)
	}
	if d := decide(t, USSR1953, ev, Facts{}, Lateness{Player: W, Late: 61 * time.Minute}); d.Result != BlackWins || !slices.Equal(d.Articles, []string{"§17c"}) {
		t.Errorf("61 minutes: %s %v, want a loss under §17c", d.Result, d.Articles)
	}
	// Both absent, and the sealer at a resumption, by the same hour.
	if d := decide(t, USSR1953, ev, Facts{}, BothAbsent{Late: 45 * time.Minute}); d.Result != Ongoing {
		t.Errorf("both absent 45 minutes: %s, want play on", d.Result)
	}
	if d := decide(t, USSR1953, ev, midgame, Resumption{Player: W, Late: 45 * time.Minute, AnswererPresent: true, SealerPresent: true}); d.Result != Ongoing {
		t.Errorf("resumption 45 minutes late: %s, want play on", d.Result)
	}
	// The event that states the hour itself hears nothing more.
	hour := time.Hour
	d = decide(t, USSR1953, with(std, func(e *Event) { e.Lateness = &hour }), Facts{}, Lateness{Player: W, Late: 45 * time.Minute})
	if len(d.Notes) != 0 {
		t.Errorf("the hour stated: notes %v, want none", d.Notes)
	}
	// The FIDE Laws take the event's time (6.7.1).
	if d := decide(t, FIDE2023, ev, Facts{}, Lateness{Player: W, Late: 45 * time.Minute}); d.Result != BlackWins {
		t.Errorf("FIDE 2023, 30 minutes: %s, want a loss", d.Result)
	}
}

// TestFIDE_I_13_UsedTimesSetWronglyAtTheResumption: I.13 (2014 E.13), not
// 6.10.2, governs the clocks set wrongly at the resumption: pointed out by
// either player before his first move, the error is corrected; otherwise
// play goes on without correction unless the arbiter decides otherwise.
// The 1953 code's §22 as before.
func TestFIDE_I_13_UsedTimesSetWronglyAtTheResumption(t *testing.T) {
	five := [2]time.Duration{5 * time.Minute, 0}
	for rs, art := range map[RulesetID]string{FIDE2023: "I.13", FIDE2018: "I.13", FIDE2014: "E.13"} {
		d := decide(t, rs, std, midgame, ClockCorrection{Correction: five, Resumed: true})
		if !slices.Equal(d.Articles, []string{art}) || d.TimeAdjust != (Sides{White: 300}) || d.ExplanationKey != "rules.ruling.clock-corrected" {
			t.Errorf("%s before the first move: %v %+v %s, want %s and five minutes to White", rs, d.Articles, d.TimeAdjust, d.ExplanationKey, art)
		}
		d = decide(t, rs, std, midgame, ClockCorrection{Correction: five, Resumed: true, AfterFirstMove: true})
		if !slices.Equal(d.Articles, []string{art}) || d.TimeAdjust != (Sides{}) || d.ExplanationKey != "rules.ruling.resume-clock-uncorrected" {
			t.Errorf("%s after the first move: %v %+v %s, want %s and no correction", rs, d.Articles, d.TimeAdjust, d.ExplanationKey, art)
		}
		// Not resumed: 6.10.2 (2014 6.10.b) as before.
		if d := decide(t, rs, std, midgame, ClockCorrection{Correction: five}); slices.Contains(d.Articles, art) {
			t.Errorf("%s not resumed: %v, want no %s", rs, d.Articles, art)
		}
	}
	if d := decide(t, USSR1953, std, midgame, ClockCorrection{Correction: five, Resumed: true}); !slices.Equal(d.Articles, []string{"§22"}) {
		t.Errorf("1953: %v, want §22", d.Articles)
	}
	_, err := Decide(Event{Ruleset: FIDE2023}, midgame, ClockCorrection{Correction: five, AfterFirstMove: true})
	if testform.KeyOf(err) != "rules.error.first-move-not-resumed" {
		t.Errorf("after the first move, not resumed: %v, want it refused", err)
	}
}

// TestFIDE_9_2_2_RepetitionFailingOnCastlingOrEnPassant: 9.2.2 makes
// positions the same only when the same player has the move, the same
// pieces stand on the same squares and the possible moves are the same,
// castling and en passant included. A claim that fails on that proviso
// alone is decided under 9.2.2, not 9.2.1, and the incorrect claim's 9.5.3.
// The 1953 code counts the placement only (§18g): the claim is correct.
func TestFIDE_9_2_2_RepetitionFailingOnCastlingOrEnPassant(t *testing.T) {
	// The start after 1.e4 e5 has castling rights; 3...Ke8 and 5...Ke8
	// bring the same placement back without them.
	g := playGame(t, "", "e4", "e5", "Ke2", "Ke7", "Ke1", "Ke8", "Ke2", "Ke7", "Ke1", "Ke8")
	for _, c := range []struct {
		rs       RulesetID
		correct  bool
		articles []string
	}{
		{FIDE2023, false, []string{"9.2.2", "9.5.3"}},
		{FIDE2018, false, []string{"9.2.2", "9.5.3"}},
		{FIDE2014, false, []string{"9.2", "9.5.b"}},
		{USSR1953, true, []string{"§18g"}},
	} {
		var in Incident = ClaimThreefold{Player: W}
		cr, err := CheckClaim(c.rs, g, &in, engine.NoMove)
		if err != nil {
			t.Fatal(err)
		}
		if cr.Valid != c.correct || cr.RightsDiffer == c.correct {
			t.Errorf("%s: valid %v, rights differ %v", c.rs, cr.Valid, cr.RightsDiffer)
		}
		f := factsFrom(t, c.rs, g, 1)
		d := decide(t, c.rs, std, f, in)
		if !slices.Equal(d.Articles, c.articles) || (d.Result == Draw) != c.correct {
			t.Errorf("%s: %s %v, want %v", c.rs, d.Result, d.Articles, c.articles)
		}
		if !c.correct && d.ExplanationKey != "rules.ruling.claim-rights-differ" {
			t.Errorf("%s: %s, want the proviso explained", c.rs, d.ExplanationKey)
		}
	}
	// An en passant capture possible the first time only.
	ep := playGame(t, "4k3/8/8/8/4p3/8/3P2N1/4K3 w - - 0 1", "d4", "Kd7", "Nf4", "Ke8", "Ng2", "Kd7", "Nf4", "Ke8", "Ng2")
	var in Incident = ClaimThreefold{Player: B}
	if cr, err := CheckClaim(FIDE2023, ep, &in, engine.NoMove); err != nil || cr.Valid || !cr.RightsDiffer {
		t.Errorf("en passant: %+v %v, want the proviso", cr, err)
	}
	// Stated without the record, and stated against itself.
	if d := decide(t, FIDE2023, std, midgame, ClaimThreefold{Player: W, RightsDiffer: true}); !slices.Equal(d.Articles, []string{"9.2.2", "9.5.3"}) {
		t.Errorf("stated: %v", d.Articles)
	}
	_, err := Decide(Event{Ruleset: FIDE2023}, midgame, ClaimThreefold{Player: W, Correct: true, RightsDiffer: true})
	if testform.KeyOf(err) != "rules.error.correct-and-rights-differ" {
		t.Errorf("correct and failing on the proviso: %v, want it refused", err)
	}
	// A claim by the player not on move fails on 9.2.1 whatever the rights.
	if d := decide(t, FIDE2023, std, midgame, ClaimThreefold{Player: W, RightsDiffer: true, Moved: true}); slices.Contains(d.Articles, "9.2.2") {
		t.Errorf("not on move: %v, want no 9.2.2", d.Articles)
	}
}

// TestFIDE_6_8_AgreementWithAFlagDownUnnoticed: "a flag is considered to
// have fallen when the arbiter observes the fact or when either player has
// made a valid claim to that effect" (6.8); agreed before either, the
// draw ended the game (5.2.3) and the ruling cites 6.8 for the flag that
// had not fallen. Where only a claim makes it fall and none came, 6.8
// likewise. The 1953 code fixes the overstepping "at the moment the flag
// falls" (§19), noticed or not: the flag decides.
func TestFIDE_6_8_AgreementWithAFlagDownUnnoticed(t *testing.T) {
	for rs, want := range map[RulesetID][]string{
		FIDE2023: {"6.8", "5.2.3"}, FIDE2018: {"6.8", "5.2.3"}, FIDE2014: {"6.8", "5.2.c"},
	} {
		d := decide(t, rs, std, midgame, Agreement{FlagDown: true, Flag: W, AgreedFirst: true})
		if d.Result != Draw || !slices.Equal(d.Articles, want) {
			t.Errorf("%s: %s %v, want a draw under %v", rs, d.Result, d.Articles, want)
		}
	}
	d := decide(t, USSR1953, std, midgame, Agreement{FlagDown: true, Flag: W, AgreedFirst: true})
	if d.Result != BlackWins || !slices.Equal(d.Articles, []string{"§19"}) ||
		!hasNote(d, "ussr-flag-at-fall") {
		t.Errorf("1953: %s %v %v, want the flag to decide under §19", d.Result, d.Articles, d.Notes)
	}
	d = decide(t, FIDE2014, blitzUnsup, midgame, Agreement{FlagDown: true, Flag: W})
	if d.Result != Draw || !slices.Contains(d.Articles, "6.8") {
		t.Errorf("unsupervised blitz, unclaimed: %s %v, want a draw citing 6.8", d.Result, d.Articles)
	}
	// The moves made: the flag does not matter (6.4), no 6.8.
	if d := decide(t, FIDE2023, std, midgame, Agreement{FlagDown: true, Flag: W, ControlMet: true}); slices.Contains(d.Articles, "6.8") {
		t.Errorf("moves made: %v, want no 6.8", d.Articles)
	}
}

// TestFIDE_I_9_3_ResumptionCitesItsSubArticle: at the resumption the
// sealer absent is I.9.3 (2014 E.9.c), the answerer absent I.9.2 (E.9.b),
// both present I.9.1 (E.9.a) with I.5's set-up; a late player's loss is
// I.10 (E.10). Not I.9 whole.
func TestFIDE_I_9_3_ResumptionCitesItsSubArticle(t *testing.T) {
	for _, c := range []struct {
		rs   RulesetID
		in   Resumption
		want []string
	}{
		{FIDE2023, Resumption{Player: B, AnswererPresent: true}, []string{"I.9.3"}},
		{FIDE2018, Resumption{Player: B, AnswererPresent: true}, []string{"I.9.3"}},
		{FIDE2014, Resumption{Player: B, AnswererPresent: true}, []string{"E.9.c"}},
		{FIDE2023, Resumption{Player: B, SealerPresent: true}, []string{"I.9.2"}},
		{FIDE2014, Resumption{Player: B, SealerPresent: true}, []string{"E.9.b"}},
		{FIDE2023, Resumption{Player: B, AnswererPresent: true, SealerPresent: true}, []string{"I.5", "I.9.1"}},
		{FIDE2014, Resumption{Player: B, AnswererPresent: true, SealerPresent: true}, []string{"E.5", "E.9.a"}},
		{FIDE2023, Resumption{Player: B, Late: time.Minute}, []string{"I.10"}},
		{USSR1953, Resumption{Player: B, AnswererPresent: true}, []string{"§22"}},
		{USSR1953, Resumption{Player: B, Late: 2 * time.Hour}, []string{"§22", "§17c"}},
	} {
		if d := decide(t, c.rs, std, midgame, c.in); !slices.Equal(d.Articles, c.want) {
			t.Errorf("%s %+v: %v, want %v", c.rs, c.in, d.Articles, c.want)
		}
	}
}
