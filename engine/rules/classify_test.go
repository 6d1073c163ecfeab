package rules

import (
	"slices"
	"testing"
	"time"

	"arbiter/engine/clock"
	"arbiter/internal/testclock"
)

// TestClassify covers the game-type row: FIDE editions classify by
// base + 60 × increment (A.1, B.1); the 1953 code knows standard only.
func TestClassify(t *testing.T) {
	tests := []struct {
		rs      RulesetID
		control string
		want    GameType
	}{
		{FIDE2014, "3+2", Blitz},
		{FIDE2014, "10+5", Rapid},
		{FIDE2018, "10", Blitz},
		{FIDE2018, "50+10", Standard},
		{FIDE2023, "15+10", Rapid},
		{FIDE2023, "45+15", Standard},
		{FIDE2023, "59", Rapid},
		{FIDE2023, "40/90+30\"+30'+30\"", Standard},
		{FIBlitz2018, "5+3", Blitz},
		{FIBlitz2018, "5", Blitz},
		{USSR1953, "40/150+16/60*", Standard},
		{USSR1953, "5", Standard},
	}
	for _, tt := range tests {
		tc, err := clock.Parse(tt.control)
		if err != nil {
			t.Fatal(err)
		}
		r, _ := Get(tt.rs)
		got, topic := r.Classify(tc)
		if got != tt.want {
			t.Errorf("%s %s = %s, want %s", tt.rs, tt.control, got, tt.want)
		}
		if r.Cite(topic) == "" {
			t.Errorf("%s %s: no article for %s", tt.rs, tt.control, topic)
		}
		if ev := EventFromControl(Event{Ruleset: tt.rs}, tc); ev.Type != tt.want {
			t.Errorf("EventFromControl(%s, %s) = %s", tt.rs, tt.control, ev.Type)
		}
	}
}

func TestParseNames(t *testing.T) {
	for in, want := range map[string]RulesetID{"fide2023": FIDE2023, "FIDE-2014": FIDE2014, "ussr1953": USSR1953, "fi-blitz2018": FIBlitz2018, "FI_BLITZ_2018": FIBlitz2018} {
		if got, err := ParseRuleset(in); err != nil || got != want {
			t.Errorf("ParseRuleset(%q) = %s, %v", in, got, err)
		}
	}
	// A stray letter or digit, the first or last of its range among them,
	// is part of the name, not punctuation.
	for _, bad := range []string{"fide1999", "fide2023a", "fide2023z", "fide20230", "fide20239"} {
		if _, err := ParseRuleset(bad); err == nil {
			t.Errorf("ParseRuleset accepted %s", bad)
		}
	}
	if _, err := ParseGameType("bullet"); err == nil {
		t.Error("ParseGameType accepted bullet")
	}
	for _, k := range Kinds() {
		if got, err := ParseIncidentKind(string(k)); err != nil || got != k {
			t.Errorf("ParseIncidentKind(%s) = %s, %v", k, got, err)
		}
		if in, err := New(k, B); err != nil || in.Kind() != k {
			t.Errorf("New(%s) = %v, %v", k, in, err)
		}
	}
	if _, err := Decide(Event{Ruleset: USSR1953, Type: Blitz}, Facts{}, FlagFall{}); err == nil {
		t.Error("USSR 1953 blitz accepted")
	}
	if _, err := New("teleport", W); err == nil {
		t.Error("unknown incident accepted")
	}
	if _, err := Decide(Event{}, Facts{}, nil); err == nil {
		t.Error("no incident accepted")
	}
}

// startedClock is a clock of the time control text, started at 15:00 on a
// time source that stands still until the test advances it.
func startedClock(t *testing.T, text string) (*clock.Clock, clock.TimeControl, *testclock.Manual) {
	t.Helper()
	tc, err := clock.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	now := testclock.New(time.Date(2026, 1, 1, 15, 0, 0, 0, time.UTC))
	c, err := clock.New(tc, now.Now)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Start(now.Now()); err != nil {
		t.Fatal(err)
	}
	return c, tc, now
}

// TestApplyClock reads a flag fall and a double flag fall off a running
// clock and rules on them.
func TestApplyClock(t *testing.T) {
	c, tc, now := startedClock(t, "3")
	now.Advance(10 * time.Second)
	if _, err := c.Press(W); err != nil {
		t.Fatal(err)
	}
	now.Advance(3 * time.Minute) // Black's flag falls
	ev := Event{Ruleset: FIDE2023, Type: Blitz}
	in := ApplyClock(FlagFall{}, c.State(), tc, Sides{White: 1})
	d := decide(t, ev.Ruleset, ev, midgame, in)
	if in.Player != B || d.Result != WhiteWins {
		t.Errorf("flag: incident %+v, result %s", in, d.Result)
	}
	if _, err := c.Press(B); err != nil {
		t.Fatal(err)
	}
	now.Advance(3 * time.Minute) // White's flag falls too
	both := ApplyClock(BothFlags{}, c.State(), tc, Sides{White: 1, Black: 1})
	d = decide(t, FIBlitz2018, blitzUnsup, midgame, both)
	if !both.OrderKnown || both.FirstFlag != B || !both.FinalPeriod || d.Result != WhiteWins {
		t.Errorf("both flags: incident %+v, result %s", both, d.Result)
	}
	// A mechanical miscount: the record shows the 40 moves were made.
	tc40, _ := clock.Parse("40/120+30'")
	flag := clock.State{Flags: []clock.Flag{{Side: W, Moves: 39}}}
	if in := ApplyClock(FlagFall{}, flag, tc40, Sides{White: 40}); !in.ControlMet {
		t.Error("control met by the record not detected")
	}
}

// TestFIDE_6_9_AFlagInTheLastPeriodJustAfterTheControlLoses: under
// 40/120+30', White completes the 40th move (the control met, 6.4) and
// then her flag falls in the last period, which asks for no number of
// moves: the flag fall stands and Black, who can mate, wins (6.9).
func TestFIDE_6_9_AFlagInTheLastPeriodJustAfterTheControlLoses(t *testing.T) {
	tc, _ := clock.Parse("40/120+30'")
	flag := clock.State{Flags: []clock.Flag{{Side: W, Moves: 40}}}
	in := ApplyClock(FlagFall{}, flag, tc, Sides{White: 40, Black: 40})
	if in.Player != W || in.ControlMet {
		t.Fatalf("incident %+v, want White's flag with no control to meet", in)
	}
	d := decide(t, FIDE2023, std, midgame, in)
	if d.Result != BlackWins {
		t.Errorf("result %s, want Black wins", d.Result)
	}
}

// TestFIDE_III_3_1_2_BothFlagsInTheLastPeriodWithOneOnTheClock: a
// standard game with a quickplay finish and no increment; both flags are
// down in the last period, and the clock holds one of them, so which fell
// first is not known: the game is drawn (III.3.1.2), not lost by the flag
// the clock holds, and not set aside as a game with an increment (III.2.2).
func TestFIDE_III_3_1_2_BothFlagsInTheLastPeriodWithOneOnTheClock(t *testing.T) {
	tc, _ := clock.Parse("90'")
	s := clock.State{Flags: []clock.Flag{{Side: W, Moves: 52, Final: true}}}
	in := ApplyClock(BothFlags{}, s, tc, Sides{White: 52, Black: 52})
	if in.OrderKnown || in.HasIncrement || !in.FinalPeriod {
		t.Fatalf("incident %+v, want the last period, no increment, the order unknown", in)
	}
	d := decide(t, FIDE2023, quickplay(std), midgame, in)
	if d.Result != Draw || !slices.Contains(d.Articles, "III.3.1.2") {
		t.Errorf("result %s under %v, want a draw under III.3.1.2", d.Result, d.Articles)
	}
}

// TestQuickplayOnTheClock runs a quickplay finish end to end: the clock
// tells the claimant's time, the ruling grants the switch, and the decision
// goes back onto the clock.
func TestQuickplayOnTheClock(t *testing.T) {
	c, tc, now := startedClock(t, "40/120+20/60+30'")
	move := func(n int, white time.Duration) {
		for i := 0; i < n; i++ {
			now.Advance(white)
			if _, err := c.Press(W); err != nil {
				t.Fatal(err)
			}
			now.Advance(time.Minute)
			if _, err := c.Press(B); err != nil {
				t.Fatal(err)
			}
		}
	}
	move(60, 3*time.Minute-5*time.Second) // 35 minutes left for the last period
	move(16, 2*time.Minute)               // 3 minutes left
	ev := Event{Ruleset: FIDE2023, Type: Standard, QuickplayFinish: true}
	made := Sides{White: 76, Black: 76}
	in := ApplyClock(QuickplaySwitch{Player: W, ArbiterAgrees: true}, c.State(), tc, made)
	if d, _ := Decide(ev, midgame, in); in.Remaining != 3*time.Minute || d.ExplanationKey != "rules.ruling.quickplay-too-early" {
		t.Fatalf("with %v left: %s", in.Remaining, d.ExplanationKey)
	}
	now.Advance(90 * time.Second) // White thinks; under two minutes remain
	in = ApplyClock(QuickplaySwitch{Player: W, ArbiterAgrees: true}, c.State(), tc, made)
	d := decide(t, ev.Ruleset, ev, midgame, in)
	if d.Continuation != SwitchIncrement || d.TimeAdjust.Black != 120 {
		t.Fatalf("decision %+v (remaining %v)", d, in.Remaining)
	}
	blackBefore := c.Remaining(B)
	if err := d.ApplyToClock(c); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Press(W); err != nil {
		t.Fatal(err)
	}
	if got, want := c.Remaining(W), in.Remaining+5*time.Second; got != want {
		t.Errorf("White after switch = %v, want %v", got, want)
	}
	if got := c.Remaining(B); got != blackBefore+2*time.Minute {
		t.Errorf("Black after bonus = %v", got)
	}
}

// TestFIDE_7_5_5_PenaltyAfterAQuickplaySwitchKeepsTheIncrement: once the
// arbiter has switched the clocks to an increment (III.4), an illegal
// move's two minutes to the opponent (7.5.5) go onto the clock without
// taking the switched increment away: the next move still earns it.
func TestFIDE_7_5_5_PenaltyAfterAQuickplaySwitchKeepsTheIncrement(t *testing.T) {
	c, _, now := startedClock(t, "90'")
	c.QuickplaySwitch(5 * time.Second)
	d := decide(t, FIDE2023, std, midgame, IllegalMove{Player: W})
	if d.TimeAdjust.Black != 120 || d.IncrementSwitchSeconds != 0 {
		t.Fatalf("decision %+v, want two minutes to Black and no new increment", d)
	}
	if err := d.ApplyToClock(c); err != nil {
		t.Fatal(err)
	}
	now.Advance(time.Minute)
	if _, err := c.Press(W); err != nil {
		t.Fatal(err)
	}
	if got, want := c.Remaining(W), 90*time.Minute-time.Minute+5*time.Second; got != want {
		t.Errorf("White after the next move = %v, want %v (the switched 5 s increment kept)", got, want)
	}
}

// TestArticleTables checks every ruleset's table: each topic has an
// article and a label in the catalogue, and every ruleset can answer for
// cases it does not name.
func TestArticleTables(t *testing.T) {
	catalogue := loadCatalogue(t, "en")
	for _, id := range IDs() {
		r, ok := Get(id)
		if !ok {
			t.Fatalf("%s missing", id)
		}
		if _, ok := catalogue[r.Key]; !ok {
			t.Errorf("%s: no name for %s", id, r.Key)
		}
		if _, ok := r.Article(topicGeneral); !ok {
			t.Errorf("%s: no general clause", id)
		}
		for topic := range r.Articles {
			a, _ := r.Article(topic)
			if a.Ref == "" {
				t.Errorf("%s %s: empty article", id, topic)
			}
			if _, ok := catalogue[a.Key]; !ok {
				t.Errorf("%s %s: no label %s", id, topic, a.Key)
			}
		}
	}
}

// TestLabels checks that every incident kind, continuation and game type
// has a label in the catalogue, for menus and the decision panel.
func TestLabels(t *testing.T) {
	catalogue := loadCatalogue(t, "en")
	var keys []string
	for _, k := range Kinds() {
		keys = append(keys, k.Key())
	}
	for _, c := range allContinuations() {
		keys = append(keys, c.Key())
	}
	for _, g := range []GameType{Standard, Rapid, Blitz} {
		keys = append(keys, g.Key())
	}
	for _, k := range keys {
		if _, ok := catalogue[k]; !ok {
			t.Errorf("no label for %s", k)
		}
	}
}

// allContinuations lists every continuation, for TestLabels.
func allContinuations() []Continuation {
	return []Continuation{GameOver, Continue, RestorePosition, PromoteToQueen, EndPromotion, MakeAMove, ReplayFromError,
		NewGame, TransferPosition, PlayIntended, WaitNextMove, Postponed, OfferStands, SwitchIncrement,
		StartWhiteClock, Seal, OpenEnvelope, StartClockWait, SealReply, NotCovered, ResultStands,
		ReplayFromAdjourned, MoveKing, MoveTouched, CaptureTouched, RestoreOwnTime, CompleteScoresheets, ReconstructGame,
		ResumeAdjourned, MatchConceded}
}

// Cite returns the article of a topic as "FIDE 2023, 7.5.5", or "" if the
// ruleset has none: the tests' view of Ruleset.Articles.
func (r *Ruleset) Cite(t Topic) string {
	ref, ok := r.Articles[t]
	if !ok {
		return ""
	}
	return r.Name + ", " + ref
}

// Article returns the ruleset's article for a topic.
func (r *Ruleset) Article(t Topic) (Article, bool) {
	ref, ok := r.Articles[t]
	return Article{Ref: ref, Key: topicKey(t)}, ok
}

// TestApplyClockCorrection: the arbiter states the times the clocks are to
// show; the correction is what the dial shows less, to the second, the
// side not stated keeps its reading, and the record's moves say whether
// the first control is still ahead (1953 §19 reads it).
func TestApplyClockCorrection(t *testing.T) {
	tc, _ := clock.Parse("40/150+30'")
	s := clock.State{}
	s.Side[W].Remaining = 89*time.Minute + 59*time.Second + 600*time.Millisecond // the dial shows 1:29:59
	s.Side[B].Remaining = 70 * time.Minute
	in := ApplyClock(ClockCorrection{After: [2]time.Duration{W: 95 * time.Minute}}, s, tc, Sides{White: 12, Black: 12})
	if in.Correction != [2]time.Duration{W: 5*time.Minute + time.Second} || in.After[B] != 70*time.Minute || !in.BeforeFirstControl {
		t.Fatalf("incident %+v", in)
	}
	d := decide(t, FIDE2023, std, midgame, in)
	if d.TimeAdjust.White != 301 || d.TimeAdjust.Black != 0 {
		t.Errorf("time adjusted %+v, want White +5:01", d.TimeAdjust)
	}
	// Past the first control, a decrease below 15 minutes is no longer
	// refused under the 1953 code.
	s.Side[B].Remaining = 20 * time.Minute
	in = ApplyClock(ClockCorrection{After: [2]time.Duration{B: 10 * time.Minute}}, s, tc, Sides{White: 41, Black: 41})
	if in.BeforeFirstControl || in.Correction[B] != -10*time.Minute {
		t.Fatalf("after the control: incident %+v", in)
	}
	if d, _ := Decide(Event{Ruleset: USSR1953, Type: Standard}, midgame, in); d.ExplanationKey != "rules.ruling.clock-corrected" {
		t.Errorf("after the control under 1953: %s", d.ExplanationKey)
	}
	in = ApplyClock(ClockCorrection{After: [2]time.Duration{B: 10 * time.Minute}}, s, tc, Sides{White: 30, Black: 30})
	if d, _ := Decide(Event{Ruleset: USSR1953, Type: Standard}, midgame, in); d.ExplanationKey != "rules.ruling.ussr-correction-15" {
		t.Errorf("before the control under 1953: %s", d.ExplanationKey)
	}
}

// TestFIDE2014_6_11_b_BothFlagsUnderAControlOfOnePeriodAreInTheLastPeriod:
// a rapid game of 15+10 and a blitz game of 3+2 have one period, for all
// their moves; both flags down with no flag on the desk's clock (it lags
// the board's, or was not running) and the order not known, the game is
// drawn (2014 6.11.b), not played on as though another period were still
// to come (6.11.a). The same under 2023 with a quickplay finish in force
// for 15' (III.3.1.2).
func TestFIDE2014_6_11_b_BothFlagsUnderAControlOfOnePeriodAreInTheLastPeriod(t *testing.T) {
	for _, tt := range []struct {
		rs      RulesetID
		ev      Event
		control string
		article string
	}{
		{FIDE2014, rapidUnsup, "15+10", "6.11.b"},
		{FIDE2014, blitzUnsup, "3+2", "6.11.b"},
		{FIDE2023, quickplay(rapidUnsup), "15'", "III.3.1.2"},
	} {
		tc, err := clock.Parse(tt.control)
		if err != nil {
			t.Fatal(err)
		}
		for _, in := range []BothFlags{ApplyControl(BothFlags{}, tc), ApplyClock(BothFlags{}, clock.State{}, tc, Sides{White: 30, Black: 30})} {
			d := decide(t, tt.rs, tt.ev, midgame, in)
			if !in.FinalPeriod || d.Result != Draw || !slices.Contains(d.Articles, tt.article) {
				t.Errorf("%s %s: incident %+v gives %s under %v, want a draw under %s", tt.rs, tt.control, in, d.Result, d.Articles, tt.article)
			}
		}
	}
}

// TestFIDE2023_III_2_2_BothFlagsInBlitzSayTheGuidelinesNeverApply: both
// flags down in a 3+2 blitz game (or a 15+10 rapid one), the order not
// known, no quickplay finish announced. The Laws give no answer and the
// arbiter decides, as before; but the reason is III.2.2 (the Guidelines
// are for standard and rapid play without increment, never blitz), which
// no announcement would change, not III.2.1 ("only when the guidelines
// are in force"), which told the arbiter an announcement would have.
func TestFIDE2023_III_2_2_BothFlagsInBlitzSayTheGuidelinesNeverApply(t *testing.T) {
	for _, tt := range []struct {
		ev      Event
		control string
	}{{blitzUnsup, "3+2"}, {blitzUnsup, "3'"}, {rapidUnsup, "15+10"}} {
		tc, err := clock.Parse(tt.control)
		if err != nil {
			t.Fatal(err)
		}
		d := decide(t, FIDE2023, tt.ev, midgame, ApplyControl(BothFlags{}, tc))
		if d.Result != Ongoing || d.Continuation != NotCovered || !slices.Contains(d.Articles, "III.2.2") || d.ExplanationKey != "rules.ruling.both-flags-quickplay-scope" {
			t.Errorf("%s %s: %s %s under %v explained by %s, want the arbiter to decide under III.2.2", tt.ev.Type, tt.control, d.Result, d.Continuation, d.Articles, d.ExplanationKey)
		}
	}
}
