package desk

import (
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/tournament"
)

// USSR 1953 §18d: a game is drawn by perpetual check, which the arbiter
// states. With nothing in the record to show it, the position continues;
// stated at the desk, the ruling is a draw under §18d. The statement is
// offered under the 1953 code only, and forgotten once the ruling is made.
func TestPerpetualCheckStated_1953_18d(t *testing.T) {
	f := newFixtureUnder(t, "40/150*", "USSR1953", "standard")
	f.playSAN("e4", "e5")
	r := f.chooseKind("position")
	if !r.said.perpetual.Visible() || r.said.control.Visible() || r.said.penalty.Visible() {
		t.Fatal("position under 1953: the perpetual check statement alone should show")
	}
	f.propose("position", engine.White)
	f.noErrors()
	if r.current == nil || r.current.Decision.Result != "*" {
		t.Fatalf("position with nothing stated = %+v", r.current)
	}
	r.said.perpetual.SetChecked(true)
	f.propose("position", engine.White)
	f.noErrors()
	if r.current == nil || r.current.Decision.Result != "1/2-1/2" || !strings.Contains(r.citation.Text, "18") {
		t.Fatalf("perpetual check stated: %+v, citation %q", r.current, r.citation.Text)
	}
	f.accept()
	if r.said.perpetual.Checked {
		t.Error("the statement outlived its ruling")
	}
	if got := f.stored().Result; got != tournament.Draw {
		t.Errorf("result %v, want the §18d draw", got)
	}

	g := newFixtureUnder(t, "40/150*", "FIDE2023", "standard")
	g.v.rulings.kind.SetSelectedIndex(indexOfKind("position"))
	if g.v.rulings.said.perpetual.Visible() {
		t.Error("perpetual check offered under FIDE 2023, which has no such rule")
	}
}

// USSR 1953 §21: a game may be adjourned before the control moves are
// made only with the arbiter's consent. Not made and no consent: no
// adjournment; with the consent, the move is sealed; unstated, it is
// sealed with a note to confirm.
func TestAdjournBeforeControl_1953_21(t *testing.T) {
	f := newFixtureUnder(t, "40/150*", "USSR1953", "standard")
	f.playSAN("e4")
	r := f.chooseKind("adjourn")
	if !r.said.control.Visible() || !r.said.consent.Visible() || r.said.perpetual.Visible() {
		t.Fatal("adjournment under 1953: the control and consent statements should show")
	}
	for _, c := range []struct {
		control rules.ControlState
		consent bool
		want    rules.Continuation
		note    bool
	}{
		{rules.ControlNotReached, false, rules.Continue, false},
		{rules.ControlNotReached, true, rules.Seal, false},
		{rules.ControlReached, false, rules.Seal, false},
		{rules.ControlUnstated, false, rules.Seal, true},
	} {
		for i, s := range controlStates {
			if s == c.control {
				r.said.control.SetSelectedIndex(i)
			}
		}
		r.said.consent.SetChecked(c.consent)
		f.propose("adjourn", engine.Black)
		f.noErrors()
		if r.current == nil {
			t.Fatalf("%s, consent %v: no proposal", c.control, c.consent)
		}
		d := r.current.Decision
		adj, _ := r.current.Incident.(rules.Adjourn)
		if d.Continuation != c.want || adj.Control != c.control || adj.ArbiterConsent != c.consent {
			t.Errorf("%q, consent %v: %s (incident %q, %v), want %s", c.control, c.consent, d.Continuation,
				adj.Control, adj.ArbiterConsent, c.want)
		}
		if got := len(d.Notes) > 0; got != c.note {
			t.Errorf("%q, consent %v: notes %v", c.control, c.consent, d.Notes)
		}
	}
}

// 1953 §28 and FIDE 12.9: for a breach of conduct the arbiter chooses the
// penalty, loss of the game among them. The desk offers the choice and
// applies the loss to the offender.
func TestConductPenaltyChosen_12_9_1953_28(t *testing.T) {
	for _, rs := range []rules.RulesetID{rules.FIDE2023, rules.USSR1953} {
		f := newFixtureUnder(t, "40/150*", rs, "standard")
		f.playSAN("e4")
		r := f.chooseKind("conduct")
		if !r.said.penalty.Visible() {
			t.Fatalf("%s: no penalty choice for a breach of conduct", rs)
		}
		f.propose("conduct", engine.Black)
		f.noErrors()
		if d := r.current.Decision; d.Ends() || len(d.Warnings) == 0 {
			t.Errorf("%s: lesser penalty = %+v", rs, d)
		}
		r.said.penalty.SetSelectedIndex(1)
		f.propose("conduct", engine.Black)
		f.noErrors()
		if d := r.current.Decision; d.Result != "1-0" {
			t.Errorf("%s: loss of the game chosen for Black: result %q", rs, d.Result)
		}
		f.accept()
		if got := f.stored().Result; got != tournament.WhiteWins {
			t.Errorf("%s: stored result %v", rs, got)
		}
	}
}

// Finnish blitz rules, point 2: the arbiter calls a fallen flag in blitz
// without supervision, unless the event's rules set another practice; with
// "flag claimed only" set, a flag the opponent does not claim changes
// nothing, and one he claims loses. The claim is offered only where it is
// read: under FI 2, play unsupervised.
func TestFlagClaimOnly_FI2(t *testing.T) {
	for _, c := range []struct {
		claimOnly, claimed bool
		want               engine.Result
	}{
		{false, false, "0-1"},
		{true, false, "*"},
		{true, true, "0-1"},
	} {
		f := newFixtureWith(t, "3+2", func(s *tournament.Settings) {
			s.Ruleset, s.GameType, s.Supervised = "FI-BLITZ2018", "blitz", false
			s.Rules.FlagClaimOnly = c.claimOnly
		})
		f.playSAN("e4")
		r := f.chooseKind("flag-fall")
		if r.said.claimed.Visible() != c.claimOnly {
			t.Fatalf("unsupervised blitz, FI 2 %v: claim tick offered %v; a claim is read only under FI 2", c.claimOnly, r.said.claimed.Visible())
		}
		r.said.claimed.SetChecked(c.claimed)
		f.propose("flag-fall", engine.White)
		f.noErrors()
		if r.current == nil || r.current.Decision.Result != c.want {
			t.Errorf("claim only %v, claimed %v: %+v, want %s", c.claimOnly, c.claimed, r.current, c.want)
		}
	}
	g := newFixtureWith(t, "3+2", func(s *tournament.Settings) {
		s.Ruleset, s.GameType, s.Supervised = "FIDE2023", "blitz", true
	})
	g.v.rulings.kind.SetSelectedIndex(indexOfKind("flag-fall"))
	if g.v.rulings.said.claimed.Visible() {
		t.Error("supervised blitz: claim offered though the arbiter establishes the flag fall")
	}
}

// Finnish blitz rules, point 6: with both electronic clocks at 0.00 the
// result follows the order of events the clock shows. The arbiter reads
// it from the players' clock, not the desk's, and states it at the desk
// as "arbiter ruling both-flags --order-known --first-flag" does: White's
// flag first loses White the game (FI 6, 6.9). The desk could not state
// it and left the result to the arbiter, not ruled.
func TestBothFlagsOrderReadFromThePlayersClock_FI6(t *testing.T) {
	for first, want := range map[int]engine.Result{0: "*", 1: "0-1", 2: "1-0"} {
		f := newFixtureUnder(t, "3+2", rules.FIBlitz2018, "blitz")
		f.playSAN("e4", "e5")
		r := f.chooseKind("both-flags")
		if !r.said.firstFlag.Visible() {
			t.Fatal("both flags: no statement of which fell first")
		}
		r.said.firstFlag.SetSelectedIndex(first)
		f.propose("both-flags", engine.White)
		f.noErrors()
		if r.current == nil || r.current.Decision.Result != want {
			t.Errorf("statement %d: %+v, want %s", first, r.current, want)
		}
	}
}

// FIDE 2023 6.7.1: a player arriving after the default time loses "unless
// the arbiter decides otherwise"; 1953 §17c excuses a valid reason. The
// desk lets the arbiter accept the excuse. The 1953 code's hour is its
// own (§17c): the event's 30 minutes do not shorten it.
func TestLatenessExcused_6_7_1_1953_17c(t *testing.T) {
	for rs, late := range map[rules.RulesetID]string{rules.FIDE2023: "45", rules.USSR1953: "75"} {
		f := newFixtureWith(t, "40/150*", func(s *tournament.Settings) {
			s.Ruleset, s.GameType, s.LatenessMinutes = rs, "standard", 30
		})
		r := f.chooseKind("lateness")
		if !r.said.excused.Visible() {
			t.Fatalf("%s: no excuse to accept for lateness", rs)
		}
		r.late.SetText(late)
		f.propose("lateness", engine.Black)
		f.noErrors()
		if r.current == nil || r.current.Decision.Result != "1-0" {
			t.Fatalf("%s: %s minutes late, no excuse: %+v", rs, late, r.current)
		}
		r.said.excused.SetChecked(true)
		f.propose("lateness", engine.Black)
		f.noErrors()
		if d := r.current.Decision; d.Ends() {
			t.Errorf("%s: excused lateness still ends the game: %q", rs, d.Result)
		}
	}
}

// FIDE 2023 I.10 (2014 E.10): a player arriving at the resumption of an
// adjourned game after the default time loses "unless the arbiter decides
// otherwise"; the 1953 code (§22, with §17c's valid reason) likewise. The
// desk's lateness takes "at the resumption" beside its minutes, and the
// arbiter's excuse decides otherwise: the envelope is opened.
func TestResumptionLateness_I10_E10_1953_22(t *testing.T) {
	for _, tt := range []struct {
		ruleset rules.RulesetID
		article string
	}{
		{rules.FIDE2023, "I.10"}, {rules.FIDE2014, "E.10"}, {rules.USSR1953, "§22"},
	} {
		f := newFixtureWith(t, "40/150*", func(s *tournament.Settings) {
			s.Ruleset, s.GameType, s.LatenessMinutes = tt.ruleset, "standard", 60
		})
		f.playSAN("e4")
		r := f.v.rulings
		f.proposeAdjournment(engine.Black)
		f.accept()
		f.wantResult(tournament.Adjourned)

		r.kind.SetSelectedIndex(indexOfKind("lateness"))
		if !r.said.resumed.Visible() || !r.said.excused.Visible() {
			t.Fatalf("%s: lateness offers no resumption or no excuse", tt.ruleset)
		}
		r.late.SetText("70")
		r.said.resumed.SetChecked(true)
		f.propose("lateness", engine.White)
		f.noErrors()
		if r.current == nil || r.current.Incident.Kind() != rules.KindResumption || r.current.Decision.Result != "0-1" ||
			!strings.Contains(r.citation.Text, tt.article) {
			t.Fatalf("%s: 70 minutes late at resumption: %+v, citation %q", tt.ruleset, r.current, r.citation.Text)
		}
		r.said.excused.SetChecked(true)
		f.propose("lateness", engine.White)
		f.noErrors()
		if d := r.current.Decision; d.Ends() || d.Continuation != rules.OpenEnvelope {
			t.Fatalf("%s: excused at resumption: %q, %q; want the envelope opened", tt.ruleset, d.Result, d.Continuation)
		}
		f.accept()
		if r.said.resumed.Checked || r.said.excused.Checked {
			t.Errorf("%s: the statements outlived their ruling", tt.ruleset)
		}
		rulings, err := f.st.Rulings()
		if err != nil {
			t.Fatal(err)
		}
		if last := rulings[len(rulings)-1]; last.Incident != string(rules.KindResumption) || last.Overruled {
			t.Errorf("%s: ruling logged %+v, want the resumption's", tt.ruleset, last)
		}
		f.wantResult(tournament.Adjourned) // until the sealed move is made

		g := newFixtureWith(t, "5+3", func(s *tournament.Settings) { s.Ruleset, s.GameType = tt.ruleset, "blitz" })
		if tt.ruleset != "USSR1953" {
			g.v.rulings.kind.SetSelectedIndex(indexOfKind("lateness"))
			if g.v.rulings.said.resumed.Visible() {
				t.Errorf("%s blitz: resumption offered where games are not adjourned", tt.ruleset)
			}
		}
	}
}

// TestArt6_9_AgreementAtTheDeskWithAFlagDown: the arbiter records that
// the players agreed a draw while White's flag is down on the desk's
// clock. The desk does not propose ½–½ in silence: the ruling reads the
// clock, says the flag fell first and proposes what 6.9 gives, a loss for
// White (Black can still mate); the arbiter may state that the players
// agreed before the flag was noticed or claimed (6.8), and the agreement
// then stands (5.2.3).
func TestArt6_9_AgreementAtTheDeskWithAFlagDown(t *testing.T) {
	f := clockedFixture(t, "1'")
	f.playSAN("e4", "e5")
	r := f.v.rulings
	if r.said.agreedFirst.Visible() {
		t.Error("the agreed-first statement shows with no flag down")
	}
	f.clk.Advance(61 * time.Second)
	f.v.clocks.update()
	f.propose("agreement", 0)
	f.noErrors()
	if r.current == nil || r.current.Decision.Result != "0-1" {
		t.Fatalf("agreement with White's flag down: proposal %+v, want 0-1", r.current)
	}
	if !strings.Contains(r.explain.Text, "White's flag was down") {
		t.Errorf("the ruling does not say the flag fell first: %q", r.explain.Text)
	}
	if !strings.Contains(r.citation.Text, "6.9") {
		t.Errorf("citation %q lacks 6.9", r.citation.Text)
	}
	test.Tap(r.change)
	if !r.said.agreedFirst.Visible() {
		t.Fatal("the arbiter cannot state that the agreement came first")
	}
	r.said.agreedFirst.SetChecked(true)
	f.propose("agreement", 0)
	if r.current == nil || r.current.Decision.Result != "1/2-1/2" {
		t.Fatalf("agreed before the flag: proposal %+v, want a draw", r.current)
	}
	if !strings.Contains(r.explain.Text, "before the flag") {
		t.Errorf("the draw does not say why the flag did not decide: %q", r.explain.Text)
	}
	f.accept()
	f.wantResult(tournament.Draw)
}

// FIDE 2023 6.7.1: a player arriving after the default time loses a game
// never played, which the crosstable marks + and −, as the ruling says.
// Accepted at the desk it was saved as a game lost over the board (0–1),
// rated and counted as played by the tie-breaks, the proposal reading
// "0–1" above its own note of "+ and −".
func TestLateArrivalPastTheDefaultTimeIsAForfeit_6_7_1(t *testing.T) {
	f := newFixtureWith(t, "15+10", func(s *tournament.Settings) {
		s.Ruleset, s.LatenessMinutes = rules.FIDE2023, 15
	})
	r := f.chooseKind("lateness")
	r.late.SetText("20")
	f.propose("lateness", engine.White)
	f.noErrors()
	if r.current == nil || !r.current.Decision.Ends() {
		t.Fatalf("20 minutes late of 15 allowed: %+v", r.current)
	}
	if want := tournament.BlackForfeitWin.Text(f.v.t); !strings.Contains(f.v.verdictText(r.current.Decision), want) {
		t.Errorf("the proposal says %q, not the forfeit %q", f.v.verdictText(r.current.Decision), want)
	}
	f.accept()
	f.wantResult(tournament.BlackForfeitWin)
	// The rulings log, which the incident report prints, says the same.
	logged, err := f.st.Rulings()
	if err != nil || len(logged) != 1 || logged[0].ProposedResult() != tournament.BlackForfeitWin {
		t.Errorf("the rulings log holds %+v (%v), want its proposal a forfeit", logged, err)
	}
}

// FIDE 2023 6.7.1 and 6.9: a player who comes within the default time
// plays on his own clock, which ran while he was away. Under Finnish
// practice's 30 minutes, 20 minutes late at the 3+2 set at the desk (or 15
// at the event's 15+10) his flag has fallen and the game is lost on time;
// 10 minutes late at 15+10 he plays on. Both players absent (6.7.2), White's
// clock is the one that ran: past his time his flag has fallen, his clock
// is not started and the result waits on Black; within it, it runs.
// `arbiter ruling lateness` and `both-absent` with --event rule each as the
// desk does, by the game's control: a blitz event that names none by the
// 3+2 the desk's clock runs.
func TestDeskAndCommandLineRuleALatenessPastTheBaseTimeAlike_6_7_1_6_7_2_6_9(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	for _, c := range []struct {
		kind, control, set, late string
		cont                     rules.Continuation
	}{
		{"lateness", "15+10", "3+2", "20", rules.GameOver}, {"lateness", "15+10", "", "15", rules.GameOver},
		{"lateness", "15+10", "", "10", rules.Continue}, {"lateness", "", "", "20", rules.GameOver},
		{"both-absent", "15+10", "3+2", "20", rules.Postponed}, {"both-absent", "15+10", "", "15", rules.Postponed},
		{"both-absent", "15+10", "", "10", rules.StartWhiteClock}, {"both-absent", "", "", "20", rules.Postponed},
	} {
		f := newFixtureWith(t, c.control, func(s *tournament.Settings) {
			s.Ruleset, s.Rules.National = rules.FIDE2023, "FI"
			if c.control == "" {
				s.GameType = "blitz" // the desk's clock runs 3+2
			}
		})
		if c.set != "" {
			if err := f.v.Session().SetControl(c.set); err != nil {
				t.Fatal(err)
			}
		}
		r := f.chooseKind(c.kind)
		r.late.SetText(c.late)
		f.propose(c.kind, engine.White)
		f.noErrors()
		if r.current == nil {
			t.Fatalf("%s %s min: no proposal", c.kind, c.late)
		}
		desk := r.current.Decision
		args := []string{c.kind, "--late", c.late + "m", "--event", f.st.Path(), "--round", "1", "--board", "1"}
		if c.kind == "lateness" {
			args = append(args, "--player", "white")
		}
		line := commandLineRuling(t, args...)
		if desk.Continuation != c.cont || desk.Forfeit || line.Result != desk.Result || line.Continuation != desk.Continuation ||
			line.Forfeit != desk.Forfeit || line.ExplanationKey != desk.ExplanationKey || !slices.Equal(line.Articles, desk.Articles) {
			t.Errorf("%s %s min (control %q, set %q): the desk ruled %s %s %s %v, the command line %s %s %s %v; want %s, not forfeited",
				c.kind, c.late, c.control, c.set, desk.Result, desk.Continuation, desk.ExplanationKey, desk.Articles,
				line.Result, line.Continuation, line.ExplanationKey, line.Articles, c.cont)
		}
	}
}

// TestWrongClaimAtTheDeskWithTheOpponentsFlagFallenLosesOnTime_6_8_6_9_A_5_5_B_3:
// in unsupervised blitz under FIDE 2023, White's flag down on the desk's
// clock, Black claims a repetition while not on move. The desk proposed
// "the game continues, White +1:00", which accepted would revive the flag;
// the arbiter who sees the flag acts on it (A.5.5 by B.3, 6.8), so the
// desk proposes White's loss on time (6.9), saying the flag decided, and
// `arbiter ruling claim-threefold --flag-down white` on the same game
// rules alike. Without the flag down both give White his minute.
func TestWrongClaimAtTheDeskWithTheOpponentsFlagFallenLosesOnTime_6_8_6_9_A_5_5_B_3(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	for _, down := range []bool{false, true} {
		f := newFixtureWith(t, "3+2", func(s *tournament.Settings) {
			s.Ruleset, s.GameType = rules.FIDE2023, "blitz"
		})
		test.Tap(f.v.clocks.start)
		f.playSAN("e4", "e5")
		if down {
			f.clk.Advance(4 * time.Minute)
			f.v.clocks.update()
		}
		r := f.v.rulings
		f.propose("claim-threefold", engine.Black)
		f.noErrors()
		if r.current == nil {
			t.Fatalf("flag down %v: no proposal", down)
		}
		desk := r.current.Decision
		args := []string{"claim-threefold", "--player", "black", "--event", f.st.Path(), "--round", "1", "--board", "1"}
		if down {
			args = append(args, "--flag-down", "white")
		}
		line := commandLineRuling(t, args...)
		switch {
		case down && (desk.Result != rules.BlackWins || desk.TimeAdjust != (rules.Sides{})):
			t.Errorf("White's flag down: the desk proposes %s, time %+v; want 0-1 on time, no time given", desk.Result, desk.TimeAdjust)
		case down && !strings.Contains(r.explain.Text, "flag"):
			t.Errorf("White's flag down: the proposal does not say the flag decided: %q", r.explain.Text)
		case !down && (desk.Result != rules.Ongoing || desk.TimeAdjust.White != 60):
			t.Errorf("no flag down: the desk proposes %s, time %+v; want play on, White +1:00", desk.Result, desk.TimeAdjust)
		}
		for _, a := range map[bool][]string{true: {"6.9", "A.5.5", "B.3"}, false: {"9.5.3"}}[down] {
			if !slices.Contains(desk.Articles, a) {
				t.Errorf("flag down %v: the desk cites %v, lacking %s", down, desk.Articles, a)
			}
		}
		if line.Result != desk.Result || line.Continuation != desk.Continuation || line.TimeAdjust != desk.TimeAdjust ||
			line.ExplanationKey != desk.ExplanationKey || !slices.Equal(line.Articles, desk.Articles) {
			t.Errorf("flag down %v: the desk ruled %s %s %+v %s %v, the command line %s %s %+v %s %v", down,
				desk.Result, desk.Continuation, desk.TimeAdjust, desk.ExplanationKey, desk.Articles,
				line.Result, line.Continuation, line.TimeAdjust, line.ExplanationKey, line.Articles)
		}
	}
}

// TestFlagClaimTick_A_5_5_OfferedOnlyWhereTheClaimIsRead: the tick "the
// opponent claimed" of a flag fall is offered only where the ruling reads
// it, where the arbiter does not call the flag he sees: FIDE 2014 without
// supervision (A.4.c) and the Finnish blitz rules under the event's FI 2.
// Under FIDE 2023 (A.5.5) and 2018 (A.4.5) the arbiter calls it, and a
// tick that changed nothing was offered all the same.
func TestFlagClaimTick_A_5_5_OfferedOnlyWhereTheClaimIsRead(t *testing.T) {
	for _, c := range []struct {
		ruleset   rules.RulesetID
		claimOnly bool
		offered   bool
	}{
		{rules.FIDE2023, false, false},
		{rules.FIDE2018, false, false},
		{rules.FIDE2014, false, true},
		{rules.FIBlitz2018, false, false},
		{rules.FIBlitz2018, true, true},
	} {
		f := newFixtureWith(t, "3+2", func(s *tournament.Settings) {
			s.Ruleset, s.GameType, s.Supervised = c.ruleset, "blitz", false
			s.Rules.FlagClaimOnly = c.claimOnly
		})
		f.v.rulings.kind.SetSelectedIndex(indexOfKind("flag-fall"))
		if got := f.v.rulings.said.claimed.Visible(); got != c.offered {
			t.Errorf("%s, FI 2 %v: claim tick offered %v, want %v", c.ruleset, c.claimOnly, got, c.offered)
		}
	}
}

// At the resumption of an adjourned game the player due is late: the
// arbiter chooses Lateness on the adjourned board and the desk ruled it
// as a lateness at the start (1953 §17c: the time lost counted as used),
// the "at the resumption" box left unticked beside a board whose game
// the desk holds as adjourned. On an adjourned board the box shows
// ticked, for the arbiter to untick, and the ruling is the resumption's
// (§22); on a board in play it shows unticked.
func TestLatenessOnAnAdjournedBoardIsAtTheResumption(t *testing.T) {
	f := newFixtureUnder(t, "40/120+30'", rules.USSR1953, "")
	r := f.v.rulings
	f.proposeAdjournment(engine.White)
	f.accept()
	f.wantResult(tournament.Adjourned)
	r.kind.SetSelectedIndex(indexOfKind("lateness"))
	if !r.said.resumed.Visible() || !r.said.resumed.Checked {
		t.Fatal("lateness on the adjourned board: the resumption is not stated")
	}
	r.late.SetText("20")
	f.propose("lateness", engine.Black)
	f.noErrors()
	if r.current == nil || r.current.Incident.Kind() != rules.KindResumption {
		t.Fatalf("20 minutes late on the adjourned board: %+v, want the resumption's ruling", r.current)
	}
	f.open(1, 2)
	r.kind.SetSelectedIndex(indexOfKind("adjourn"))
	r.kind.SetSelectedIndex(indexOfKind("lateness"))
	if r.said.resumed.Checked {
		t.Error("lateness on a board in play: stated as at the resumption")
	}
}

// A ruling made, what was typed for it goes with it, as the sealed move
// and the intended move go: a late player's minutes stayed in the form
// and showed beside the next board's lateness, a round later, to be ruled
// on again unless typed over; so did a disturbance's extra time.
func TestRulingMadeClearsTheTimesTypedForIt(t *testing.T) {
	f := newFixture(t, "90+30")
	r := f.chooseKind("outside-disturbance")
	r.extra.SetText("3")
	f.propose("outside-disturbance", engine.White)
	f.accept()
	r.kind.SetSelectedIndex(indexOfKind("lateness"))
	r.late.SetText("5")
	f.propose("lateness", engine.Black)
	f.accept()
	if r.late.Text != "" || r.extra.Text != "" {
		t.Errorf("after the rulings the form holds lateness %q, extra time %q", r.late.Text, r.extra.Text)
	}
}
