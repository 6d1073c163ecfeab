package rules

import (
	"errors"
	"slices"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/engine/clock"
)

// hasNote reports whether the decision carries the note (a key of
// "rules.note.").
func hasNote(d Decision, key string) bool {
	return slices.ContainsFunc(d.Notes, func(m engine.Message) bool { return m.Key == "rules.note."+key })
}

// TestUSSR1953_18f_18g_RepetitionAndFiftyMovesAreClaims: under the 1953
// code a position on the board for the third time (§18g, "three or more
// times") or fifty moves without a capture or a pawn move (§18f, "not
// fewer than the last 50 moves") draw only on a claim; the ruling on the
// position says so from the third occurrence and the hundredth half-move
// on, and not before.
func TestUSSR1953_18f_18g_RepetitionAndFiftyMovesAreClaims(t *testing.T) {
	for _, c := range []struct {
		name string
		f    Facts
		want bool
	}{
		{"the third occurrence", Facts{Repetitions: 3}, true},
		{"the second occurrence", Facts{Repetitions: 2}, false},
		{"fifty moves each", Facts{Halfmoves: 100}, true},
		{"a half-move short of fifty", Facts{Halfmoves: 99}, false},
	} {
		d := decide(t, USSR1953, std, c.f, BoardPosition{})
		if d.Result != Ongoing || hasNote(d, "ussr-claim-only") != c.want {
			t.Errorf("%s: %s, notes %v; want play on, the claim named %v", c.name, d.Result, d.Notes, c.want)
		}
	}
}

// TestFIDE2014_9_6_a_FivefoldNotConsecutiveIsSaid: the 2014 Laws draw on
// five occurrences only "by consecutive alternate moves" (9.6.a); five
// that are not play on, and the ruling says why from the fifth on.
func TestFIDE2014_9_6_a_FivefoldNotConsecutiveIsSaid(t *testing.T) {
	for reps, want := range map[int]bool{4: false, 5: true} {
		d := decide(t, FIDE2014, std, Facts{Repetitions: reps}, BoardPosition{})
		if d.Result != Ongoing || hasNote(d, "fivefold-not-consecutive") != want {
			t.Errorf("%d occurrences: %s, notes %v; want play on, not consecutive said %v", reps, d.Result, d.Notes, want)
		}
	}
}

// TestFIDE_6_7_1_LatenessIsStatedInMinutes: the ruling on a late arrival
// states how late he came and the default time, in minutes, and the
// clock times' note the same lateness.
func TestFIDE_6_7_1_LatenessIsStatedInMinutes(t *testing.T) {
	half := 30 * time.Minute
	d := decide(t, FIDE2023, with(std, func(e *Event) { e.Lateness = &half }), midgame, Lateness{Player: W, Started: "15:15", Arrived: "15:31"})
	if d.ExplanationKey != "rules.ruling.late-within" || d.ExplanationArgs["late"] != 16 || d.ExplanationArgs["allowed"] != 30 {
		t.Errorf("%s %v, want 16 minutes late of 30 allowed", d.ExplanationKey, d.ExplanationArgs)
	}
	if !slices.ContainsFunc(d.Notes, func(m engine.Message) bool { return m.Key == "rules.note.late-by-clock" && m.Args["late"] == 16 }) {
		t.Errorf("notes %v, want the clock times' note to say 16 minutes", d.Notes)
	}
	// The times that disagree with the duration are named in minutes.
	_, err := Decide(Event{Ruleset: FIDE2023, Type: Standard, Lateness: &half}, midgame,
		Lateness{Player: W, Started: "15:15", Arrived: "15:46", Late: 10 * time.Minute})
	var m *engine.Message
	if !errors.As(err, &m) || m.Key != "rules.error.late-disagrees" || m.Args["late"] != 10 || m.Args["by"] != 31 {
		t.Errorf("%v, want 10 minutes said to disagree with the clock's 31", err)
	}
}

// TestFIDE_6_7_1_BothArrivingAtTheDefaultTimePlay: a player loses who
// arrives "after" the default time (6.7.1; 1953 §17c "more than one
// hour"): both absent, arriving at the default time itself, the game goes
// on; a minute more, both lose.
func TestFIDE_6_7_1_BothArrivingAtTheDefaultTimePlay(t *testing.T) {
	half := 30 * time.Minute
	for _, c := range []struct {
		rs      RulesetID
		allowed time.Duration
	}{{FIDE2023, half}, {FIDE2014, half}, {USSR1953, time.Hour}} {
		ev := with(std, func(e *Event) { e.Lateness = &c.allowed })
		if d := decide(t, c.rs, ev, Facts{}, BothAbsent{Late: c.allowed}); d.Result != Ongoing {
			t.Errorf("%s, both %s late: %s, want play on", c.rs, c.allowed, d.Result)
		}
		if d := decide(t, c.rs, ev, Facts{}, BothAbsent{Late: c.allowed + time.Minute}); d.Result != doubleLoss {
			t.Errorf("%s, both a minute past %s: %s, want both to lose", c.rs, c.allowed, d.Result)
		}
	}
}

// TestFIDE2023_A_5_1_1_ClockSettingFixedAfterTenMovesEach: once each
// player has made ten moves, the clock's setting stands in an
// unsupervised game (A.5.1.1); before that it is corrected.
func TestFIDE2023_A_5_1_1_ClockSettingFixedAfterTenMovesEach(t *testing.T) {
	in := ClockCorrection{Correction: [2]time.Duration{time.Minute, 0}}
	for _, c := range []struct {
		moves Sides
		key   string
	}{{Sides{White: 10, Black: 10}, "clock-too-late"}, {Sides{White: 10, Black: 9}, "clock-corrected"}} {
		d := decide(t, FIDE2023, blitzUnsup, Facts{Moves: c.moves}, in)
		if d.ExplanationKey != "rules.ruling."+c.key {
			t.Errorf("moves %+v: %s, want %s", c.moves, d.ExplanationKey, c.key)
		}
	}
}

// TestFIDE2023_I_1_2_USSR1953_21_SealingEarlyStatesTheMinutes: who seals
// before the session ends has the rest of the session added to his used
// time (I.1.2, 1953 §21); the ruling names those minutes.
func TestFIDE2023_I_1_2_USSR1953_21_SealingEarlyStatesTheMinutes(t *testing.T) {
	for _, c := range []struct {
		rs   RulesetID
		in   Adjourn
		want int
	}{
		{FIDE2023, Adjourn{Player: W, SessionLeft: 10 * time.Minute}, 10},
		{USSR1953, Adjourn{Player: B, Session: 4 * time.Hour, Used: [2]*time.Duration{new(95 * time.Minute), new(80 * time.Minute)}, Control: ControlReached}, 65},
	} {
		d := decide(t, c.rs, std, midgame, c.in)
		if d.ExplanationKey != "rules.ruling.adjourn" || d.ExplanationArgs["minutes"] != c.want {
			t.Errorf("%s: %s %v, want %d minutes added", c.rs, d.ExplanationKey, d.ExplanationArgs, c.want)
		}
	}
}

// TestFIDE2023_A_4_3_ScoresheetRequestsAreCounted: a player may ask to see
// the scoresheet at most five times (A.4.3); the ruling counts the request
// it grants.
func TestFIDE2023_A_4_3_ScoresheetRequestsAreCounted(t *testing.T) {
	d := decide(t, FIDE2023, rapidSup, midgame, ScoresheetRequest{Player: W, PriorRequests: 2})
	if d.ExplanationKey != "rules.ruling.scoresheet-request-ok" || d.ExplanationArgs["count"] != 3 {
		t.Errorf("%s %v, want the third request granted", d.ExplanationKey, d.ExplanationArgs)
	}
}

// TestFIDE_9_1_1_AgreementOnceTheEventsMovesAreMade: an event may forbid
// agreeing to a draw "in less than a specified number of moves" (9.1.1;
// 2014: 9.1.a). With thirty set, the agreement after each player's
// thirtieth move draws; after White's thirtieth and Black's
// twenty-ninth it is still forbidden.
func TestFIDE_9_1_1_AgreementOnceTheEventsMovesAreMade(t *testing.T) {
	thirty := with(std, func(e *Event) { e.NoDrawBefore = 30 })
	for _, c := range []struct {
		rs      RulesetID
		article string
	}{{FIDE2014, "9.1.a"}, {FIDE2018, "9.1.1"}, {FIDE2023, "9.1.1"}} {
		d := decide(t, c.rs, thirty, Facts{Moves: Sides{White: 30, Black: 30}}, Agreement{})
		if d.Result != Draw || d.ExplanationKey != "rules.ruling.agreement" {
			t.Errorf("%s, thirty moves each: %s %s, want a draw", c.rs, d.Result, d.ExplanationKey)
		}
		d = decide(t, c.rs, thirty, Facts{Moves: Sides{White: 30, Black: 29}}, Agreement{})
		if d.Result != Ongoing || d.ExplanationKey != "rules.ruling.offer-forbidden" || !slices.Contains(d.Articles, c.article) {
			t.Errorf("%s, Black's thirtieth not made: %s %s %v, want it forbidden under %s", c.rs, d.Result, d.ExplanationKey, d.Articles, c.article)
		}
	}
}

// TestFIDE_5_2_3_AgreementOnceEachHasMadeAMove: from 2018 the agreement
// draws "provided both players have made at least one move" (5.2.3); one
// move each is enough.
func TestFIDE_5_2_3_AgreementOnceEachHasMadeAMove(t *testing.T) {
	for _, c := range []struct {
		rs RulesetID
		ev Event
	}{{FIDE2018, std}, {FIDE2023, std}, {FIBlitz2018, blitzUnsup}} {
		d := decide(t, c.rs, c.ev, Facts{Moves: Sides{White: 1, Black: 1}}, Agreement{})
		if d.Result != Draw || d.ExplanationKey != "rules.ruling.agreement" || !slices.Contains(d.Articles, "5.2.3") {
			t.Errorf("%s, one move each: %s %s %v, want a draw under 5.2.3", c.rs, d.Result, d.ExplanationKey, d.Articles)
		}
	}
}

// TestFIDE_III_4_III_5_TwoMinutesLeftIsTooEarly: the increment may be
// requested and the draw claimed with "less than two minutes" left (III.4,
// III.5; 2014: G.4, G.5): with two minutes exactly it is too early, with a
// second less the arbiter's consent switches the clocks.
func TestFIDE_III_4_III_5_TwoMinutesLeftIsTooEarly(t *testing.T) {
	ev := quickplay(std)
	for _, rs := range []RulesetID{FIDE2014, FIDE2018, FIDE2023} {
		for _, in := range []Incident{
			QuickplaySwitch{Player: W, Remaining: 2 * time.Minute, ArbiterAgrees: true},
			QuickplayClaim{Player: W, Remaining: 2 * time.Minute, Finding: FindingDraw},
		} {
			if d := decide(t, rs, ev, midgame, in); d.Result != Ongoing || d.ExplanationKey != "rules.ruling.quickplay-too-early" {
				t.Errorf("%s, %T with two minutes left: %s %s, want it too early", rs, in, d.Result, d.ExplanationKey)
			}
		}
		d := decide(t, rs, ev, midgame, QuickplaySwitch{Player: W, Remaining: 2*time.Minute - time.Second, ArbiterAgrees: true})
		if d.Continuation != SwitchIncrement {
			t.Errorf("%s, a second under two minutes: %s %s, want the increment switched on", rs, d.Continuation, d.ExplanationKey)
		}
	}
}

// TestFIBlitz2018_7_0_ThirtySecondsLeftIsTooEarly: the Finnish blitz rules'
// claim needs "less than 30 seconds" left (FI 7.0): with thirty exactly it
// is too early, with a second less the arbiter's finding stands.
func TestFIBlitz2018_7_0_ThirtySecondsLeftIsTooEarly(t *testing.T) {
	d := decide(t, FIBlitz2018, blitzUnsup, midgame, QuickplayClaim{Player: W, Remaining: 30 * time.Second, Finding: FindingDraw})
	if d.Result != Ongoing || d.ExplanationKey != "rules.ruling.quickplay-too-early" || !slices.Equal(d.Articles, []string{"FI 7.0"}) {
		t.Errorf("thirty seconds left: %s %s %v, want it too early under FI 7.0", d.Result, d.ExplanationKey, d.Articles)
	}
	d = decide(t, FIBlitz2018, blitzUnsup, midgame, QuickplayClaim{Player: W, Remaining: 29 * time.Second, Finding: FindingDraw})
	if d.Result != Draw {
		t.Errorf("twenty-nine seconds left: %s %s, want the draw found", d.Result, d.ExplanationKey)
	}
}

// TestFIBlitz2018_7_0_NoIncrementSwitchButAClaim: a Finnish blitz player
// short of time who asks for the quickplay finish's increment (III.4) is
// answered by the Finnish blitz rules, which give none and instead, in a
// game without increment, let the player on move with less than 30
// seconds claim a draw (FI 7.0); with an increment there is no quickplay
// finish at all. It was ruled not covered, the arbiter to decide, citing
// the preface.
func TestFIBlitz2018_7_0_NoIncrementSwitchButAClaim(t *testing.T) {
	for _, tt := range []struct {
		increment bool
		key       string
	}{{false, "rules.ruling.quickplay-switch-fi-blitz"}, {true, "rules.ruling.quickplay-has-increment"}} {
		d := decide(t, FIBlitz2018, blitzUnsup, midgame, QuickplaySwitch{Player: W, Remaining: 20 * time.Second, HasIncrement: tt.increment, ArbiterAgrees: true})
		if d.Result != Ongoing || d.Continuation != Continue || d.IncrementSwitchSeconds != 0 || d.ExplanationKey != tt.key || !slices.Equal(d.Articles, []string{"FI 7.0"}) {
			t.Errorf("increment %v: %s %s %s %v, want play on under FI 7.0 (%s)", tt.increment, d.Result, d.Continuation, d.ExplanationKey, d.Articles, tt.key)
		}
	}
}

// absence is a player, or both, absent for a time at the start under a
// time control, and what FIDE 2023 must decide: the result, what follows,
// whether it is a forfeit, the articles, the ruling's key and, where set,
// a note it must carry.
type absence struct {
	name       string
	ev         Event
	control    string
	late       time.Duration
	result     engine.Result
	cont       Continuation
	forfeit    bool
	articles   []string
	explaining string
	note       string
}

// decideAbsence rules the incident made of the case's time away, on the
// case's clock, and checks the ruling against the case.
func decideAbsence(t *testing.T, c absence, incident func(late time.Duration) Incident) Decision {
	t.Helper()
	tc, err := clock.Parse(c.control)
	if err != nil {
		t.Fatal(err)
	}
	d := decide(t, FIDE2023, c.ev, Facts{}, ApplyClock(incident(c.late), clock.State{}, tc, Sides{}))
	if d.Result != c.result || d.Continuation != c.cont || d.Forfeit != c.forfeit || !slices.Equal(d.Articles, c.articles) ||
		d.ExplanationKey != "rules.ruling."+c.explaining || (c.note != "" && !hasNote(d, c.note)) {
		t.Errorf("%s: %s %s forfeit %v %v %s %v; want %s %s forfeit %v %v %s, the note %q", c.name, d.Result, d.Continuation, d.Forfeit, d.Articles,
			d.ExplanationKey, d.Notes, c.result, c.cont, c.forfeit, c.articles, c.explaining, c.note)
	}
	return d
}

// TestLatenessPastTheBaseTimeLosesOnTime6_9: a player who comes within the
// default time (6.7.1) plays on his own clock, which ran while he was away
// and gives him the base time alone until his first move (the increment
// comes after it); once that is spent his flag has fallen and the game is
// lost on time (6.9). Under Finnish practice's 30 minutes a player 20
// minutes late at 3+2 was told to play on; 2 minutes late he does, with
// the time lost. Past the default time he loses under 6.7.1 as before, and
// a standard game is as it was. A game set up from a position where the
// opponent cannot mate is drawn (6.9); a late Black is told that his clock
// starts with White's first move.
func TestLatenessPastTheBaseTimeLosesOnTime6_9(t *testing.T) {
	for _, c := range []absence{
		{"20 min late at 3+2, FI default 30 min", finnish(blitzUnsup), "3+2", 20 * time.Minute, BlackWins, GameOver, false, []string{"6.7.1", "6.9"}, "late-flag-fallen", ""},
		{"2 min late at 3+2, FI default 30 min", finnish(blitzUnsup), "3+2", 2 * time.Minute, Ongoing, Continue, false, []string{"6.7.1"}, "late-within", ""},
		{"10 min late at 15+10, FIDE default 0", rapidUnsup, "15+10", 10 * time.Minute, BlackWins, GameOver, true, []string{"6.7.1"}, "late-forfeit", ""},
		{"29 min late at 90+30, FI default 30 min", finnish(std), "90+30", 29 * time.Minute, Ongoing, Continue, false, []string{"6.7.1"}, "late-within", ""},
	} {
		d := decideAbsence(t, c, func(late time.Duration) Incident { return Lateness{Player: W, Late: late} })
		// The flag fell before the late player's first move: a game that
		// ended before a move counts, but is not rated, which is said.
		if fell := c.explaining == "late-flag-fallen"; hasNote(d, "late-unrated") != fell {
			t.Errorf("%s: notes %v; the note that the game is not rated: %v", c.name, d.Notes, fell)
		}
	}
	threeTwo := Lateness{Player: B, Late: 20 * time.Minute, FirstMove: 3 * time.Minute}
	d := decide(t, FIDE2023, finnish(blitzUnsup), Facts{}, threeTwo)
	if d.Result != WhiteWins || !hasNote(d, "late-black-clock") {
		t.Errorf("Black 20 min late at 3+2: %s, notes %v; want White to win, saying Black's clock starts with White's move", d.Result, d.Notes)
	}
	start := engine.StartPosition()
	setUp := Facts{Position: &start, WhiteCanMate: CannotMate, BlackCanMate: CanMate}
	if d := decide(t, FIDE2023, finnish(blitzUnsup), setUp, threeTwo); d.Result != Draw || d.ExplanationKey != "rules.ruling.late-flag-draw" {
		t.Errorf("Black's flag down, White unable to mate: %s %s, want a draw (6.9)", d.Result, d.ExplanationKey)
	}
}

// TestBothAbsentPastWhitesBaseTime_6_7_2_6_9: neither player is at the
// board, and White loses the time until he comes (6.7.2): his clock,
// started at the start (6.6), gives him the base time alone until his first
// move. Under Finnish practice's 30 minutes, 10 minutes at 3+2 have run it
// out: his flag has fallen (6.9), and the arbiter is not told to start his
// clock; Black, absent too, has until the default time, so the result
// waits on him, and where he does not come the Laws leave it open, which
// the ruling says with the article. 2 minutes at 3+2 White's clock runs,
// with 1:00 left; a standard game is as it was, and under the 2023 default
// time of 0 both lose (6.7.1) as before. A game set up where Black cannot
// mate is drawn should Black come (6.9); past the default time both lose,
// the ruling saying that the Laws leave open whether White's flag, fallen
// first, gave Black the game.
func TestBothAbsentPastWhitesBaseTime_6_7_2_6_9(t *testing.T) {
	for _, c := range []absence{
		{"10 min at 3+2, FI default 30 min", finnish(blitzUnsup), "3+2", 10 * time.Minute, Ongoing, Postponed, false, []string{"6.7.2", "6.9"}, "both-absent-flag-fallen", "both-absent-black-awaited"},
		{"3 min at 3+2, FI default 30 min", finnish(blitzUnsup), "3+2", 3 * time.Minute, Ongoing, Postponed, false, []string{"6.7.2", "6.9"}, "both-absent-flag-fallen", "both-absent-black-awaited"},
		{"2 min at 3+2, FI default 30 min", finnish(blitzUnsup), "3+2", 2 * time.Minute, Ongoing, StartWhiteClock, false, []string{"6.7.2"}, "both-absent-white-clock", "both-absent-time-left"},
		{"29 min at 90+30, FI default 30 min", finnish(std), "90+30", 29 * time.Minute, Ongoing, StartWhiteClock, false, []string{"6.7.2"}, "both-absent-white-clock", "both-absent-time-left"},
		{"10 min at 3+2, FIDE default 0", blitzUnsup, "3+2", 10 * time.Minute, doubleLoss, GameOver, true, []string{"6.7.2", "6.7.1"}, "both-forfeit", "forfeit-marks"},
		{"45 min at 3+2, FI default 30 min", finnish(blitzUnsup), "3+2", 45 * time.Minute, doubleLoss, GameOver, true, []string{"6.7.2", "6.7.1"}, "both-forfeit", "both-absent-flag-before-default"},
	} {
		decideAbsence(t, c, func(late time.Duration) Incident { return BothAbsent{Late: late} })
	}
	tc, _ := clock.Parse("3+2")
	in := ApplyClock(BothAbsent{Late: 10 * time.Minute}, clock.State{}, tc, Sides{})
	// The open question names its article in the ruleset's own numbers.
	d := decide(t, FIDE2014, with(blitzUnsup, func(e *Event) { e.National, e.Supervised = "FI", true }), Facts{}, in)
	i := slices.IndexFunc(d.Notes, func(m engine.Message) bool { return m.Key == "rules.note.both-absent-black-awaited" })
	if i < 0 || !slices.Equal(d.Notes[i].Args["article"].(Cite).Articles, []string{"6.7.a"}) {
		t.Errorf("2014: notes %v, want Black awaited, naming 6.7.a", d.Notes)
	}
	if i := slices.IndexFunc(d.Notes, func(m engine.Message) bool { return m.Key == "rules.note.both-absent-time-left" }); i >= 0 {
		t.Errorf("flag fallen: notes %v, want no time left said", d.Notes)
	}
	d = decide(t, FIDE2023, finnish(blitzUnsup), Facts{}, ApplyClock(BothAbsent{Late: 2 * time.Minute}, clock.State{}, tc, Sides{}))
	if i := slices.IndexFunc(d.Notes, func(m engine.Message) bool { return m.Key == "rules.note.both-absent-time-left" }); i < 0 || d.Notes[i].Args["left"] != "1:00" {
		t.Errorf("2 min at 3+2: notes %v, want 1:00 left", d.Notes)
	}
	// Where only a claim makes a flag count (2014 A.4.c, FI 2's other
	// practice), Black claims on coming; not come, both lose, and nothing
	// is left open.
	claimOnly := func(e *Event) { e.National, e.FlagClaimOnly = "FI", true }
	for _, c := range []struct {
		rs RulesetID
		ev Event
	}{{FIDE2014, finnish(blitzUnsup)}, {FIBlitz2018, with(blitzUnsup, claimOnly)}} {
		if d := decide(t, c.rs, c.ev, Facts{}, in); d.Continuation != Postponed || d.ExplanationKey != "rules.ruling.both-absent-flag-unclaimed" ||
			!hasNote(d, "both-absent-black-to-claim") || hasNote(d, "both-absent-black-awaited") {
			t.Errorf("%s, a flag counted on a claim: %s %s %v; want the result awaiting Black's claim", c.rs, d.Continuation, d.ExplanationKey, d.Notes)
		}
		late := ApplyClock(BothAbsent{Late: 45 * time.Minute}, clock.State{}, tc, Sides{})
		if d := decide(t, c.rs, c.ev, Facts{}, late); d.Result != doubleLoss || hasNote(d, "both-absent-flag-before-default") {
			t.Errorf("%s, a flag counted on a claim, 45 min: %s %v; want both to lose, nothing left open", c.rs, d.Result, d.Notes)
		}
	}
	start := engine.StartPosition()
	setUp := Facts{Position: &start, WhiteCanMate: CanMate, BlackCanMate: CannotMate}
	if d := decide(t, FIDE2023, finnish(blitzUnsup), setUp, in); d.Continuation != Postponed || d.ExplanationKey != "rules.ruling.both-absent-flag-draw" {
		t.Errorf("White's flag down, Black unable to mate: %s %s, want the draw awaiting Black (6.9)", d.Continuation, d.ExplanationKey)
	}
}
