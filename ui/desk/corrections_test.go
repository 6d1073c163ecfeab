package desk

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/tournament"
)

// refusedWith checks that the last proposal asked for was refused with the
// message key, and nothing proposed.
func (f *fixture) refusedWith(key string) {
	f.t.Helper()
	var m i18n.Message
	if f.v.rulings.current != nil || len(f.errs) != 1 || !errors.As(f.errs[0], &m) || m.MessageKey() != key {
		f.t.Errorf("proposal %v, errors %v; want %s alone", f.v.rulings.current, f.errs, key)
	}
	f.errs = nil
}

// A clock correction is stated as the times the clocks are to show: the
// form shows what the dials show, following them until the arbiter types
// over one, and the clock he leaves keeps its time. Accepted, the dial
// shows the time typed. A change ("+5") for a time, no time changed, or
// text that is no time are refused, saying so.
func TestClockCorrectionForm(t *testing.T) {
	f := clockedFixture(t, "40/120+30'")
	f.playSAN("e4")
	f.clk.Advance(10*time.Minute + 400*time.Millisecond) // Black thinks: 1:49:59.6 on his dial shows 1:49:59
	f.v.update()
	f.v.showRulings()
	r := f.chooseKind("clock-correction")
	if !r.correctedRow.Visible() || r.fieldLabel.Text != "Corrected times" {
		t.Fatalf("the corrected times do not show (label %q)", r.fieldLabel.Text)
	}
	if w, b := r.corrected[engine.White].Text, r.corrected[engine.Black].Text; w != "2:00:00" || b != "1:49:59" {
		t.Fatalf("corrected times filled with %q, %q; want the dials' 2:00:00, 1:49:59", w, b)
	}
	f.clk.Advance(time.Minute)
	f.v.clocks.update()
	if b := r.corrected[engine.Black].Text; b != "1:48:59" {
		t.Errorf("Black's time %q does not follow his running clock", b)
	}

	// With the keyboard in it, the field keeps its time, which the arbiter
	// is about to type over, and the time kept is not a time he typed.
	f.win.Canvas().Focus(r.corrected[engine.Black].Entry)
	f.clk.Advance(time.Minute)
	f.v.clocks.update()
	if b := r.corrected[engine.Black].Text; b != "1:48:59" {
		t.Errorf("Black's time %q changed under the keyboard", b)
	}
	test.Tap(r.proposeBtn)
	f.refusedWith("desk.error.correction-none")
	f.win.Canvas().Unfocus()
	f.v.clocks.update()
	if b := r.corrected[engine.Black].Text; b != "1:47:59" {
		t.Errorf("Black's time %q does not follow his clock once the keyboard left", b)
	}
	for _, text := range []string{"+5", "-1:30", "soon", "0"} {
		r.corrected[engine.Black].SetText(text)
		test.Tap(r.proposeBtn)
		f.refusedWith("desk.error.corrected-time")
	}

	r.corrected[engine.Black].SetText("1:40:00")
	f.clk.Advance(time.Minute) // the clock runs on while the arbiter types: what he typed stays
	f.v.clocks.update()
	if b := r.corrected[engine.Black].Text; b != "1:40:00" {
		t.Fatalf("what the arbiter typed became %q", b)
	}
	f.proposed()
	in, ok := r.current.Incident.(rules.ClockCorrection)
	want := [2]time.Duration{engine.White: 0, engine.Black: 1*time.Hour + 40*time.Minute - (1*time.Hour + 46*time.Minute + 59*time.Second)}
	if !ok || in.Correction != want || in.After != [2]time.Duration{2 * time.Hour, 100 * time.Minute} || !in.BeforeFirstControl {
		t.Fatalf("incident %+v, want Black corrected by %v", r.current.Incident, want[engine.Black])
	}
	if d := r.current.Decision; d.TimeAdjust.Black != -419 || d.TimeAdjust.White != 0 || d.ExplanationKey != "rules.ruling.clock-corrected" {
		t.Errorf("decision %+v", d)
	}
	f.accept()
	s := f.v.Session()
	if got := formatClock(s.Clock().Remaining(engine.Black)); got != "1:40:00" {
		t.Errorf("Black's dial shows %s after the correction, want 1:40:00", got)
	}
	if got := r.corrected[engine.Black].Text; got != "1:40:00" {
		t.Errorf("after the ruling the form shows %q, want the dial's 1:40:00", got)
	}
}

// The statements a clock correction reads: at the resumption of an
// adjourned game and then, under the FIDE rules, whether the error was
// pointed out only after the first move (I.13); in rapid without adequate
// supervision, that the schedule would suffer (A.5.1.1).
func TestClockCorrectionStatements(t *testing.T) {
	f := newFixture(t, "40/120+30'")
	r := f.chooseKind("clock-correction")
	said := r.said
	if !said.resumedClock.Visible() || said.afterFirstMove.Visible() || said.scheduleAffected.Visible() {
		t.Fatal("standard play: want the resumption alone")
	}
	said.resumedClock.SetChecked(true)
	if !said.afterFirstMove.Visible() {
		t.Fatal("at the resumption: the first move is not asked about")
	}
	said.afterFirstMove.SetChecked(true)
	r.corrected[engine.White].SetText("1:50:00")
	test.Tap(r.proposeBtn)
	f.noErrors()
	if d := r.current.Decision; d.ExplanationKey != "rules.ruling.resume-clock-uncorrected" || d.TimeAdjust.White != 0 {
		t.Errorf("pointed out after the first move at a resumption: %s, %+v", d.ExplanationKey, d.TimeAdjust)
	}

	f = newFixtureWith(t, "15+10", func(s *tournament.Settings) { s.GameType, s.Supervised = "rapid", false })
	r = f.v.rulings
	f.playSAN("e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "c3", "Nf6", "d3", "d6", "O-O", "O-O", "Re1", "a6", "a4", "h6",
		"Nbd2", "Re8", "Nf1", "Be6")
	r.kind.SetSelectedIndex(indexOfKind("clock-correction"))
	if r.said.resumedClock.Visible() || !r.said.scheduleAffected.Visible() {
		t.Fatal("unsupervised rapid: want the schedule alone")
	}
	r.corrected[engine.Black].SetText("12:00")
	test.Tap(r.proposeBtn)
	f.noErrors()
	if d := r.current.Decision; d.ExplanationKey != "rules.ruling.clock-too-late" {
		t.Errorf("after ten moves each: %s", d.ExplanationKey)
	}
	r.show(nil)
	r.said.scheduleAffected.SetChecked(true)
	test.Tap(r.proposeBtn)
	f.noErrors()
	if d := r.current.Decision; d.ExplanationKey != "rules.ruling.clock-corrected" || d.TimeAdjust.Black != -180 {
		t.Errorf("the schedule would suffer: %s, %+v", d.ExplanationKey, d.TimeAdjust)
	}
}

// A request to see the opponent's scoresheet is ruled on with the
// player's earlier requests that the game's rulings log holds, accepted
// or overruled (he asked either way), and they are still counted when the
// game is opened again. The arbiter may type over the count (requests
// made before the desk was used); what is no count is refused.
func TestScoresheetRequestsCounted(t *testing.T) {
	f := newFixtureWith(t, "15+10", func(s *tournament.Settings) { s.GameType, s.Supervised = "rapid", true })
	f.playSAN("e4", "e5")
	r := f.v.rulings
	request := func(player engine.Color, wantBefore int) rules.Decision {
		t.Helper()
		r.kind.SetSelectedIndex(indexOfKind("scoresheet-request"))
		r.player.SetSelectedIndex(int(player))
		if r.requests.Text != strconv.Itoa(wantBefore) || r.counted.Text != "in this game's rulings: "+strconv.Itoa(wantBefore) {
			t.Fatalf("%v: earlier requests %q (%q), want %d", player, r.requests.Text, r.counted.Text, wantBefore)
		}
		return f.proposed()
	}
	if d := request(engine.White, 0); d.ExplanationKey != "rules.ruling.scoresheet-request-ok" || d.ExplanationArgs["count"] != 1 {
		t.Errorf("the first request: %s %v", d.ExplanationKey, d.ExplanationArgs)
	}
	f.accept()
	request(engine.Black, 0)
	r.reason.SetText("asked by mistake")
	test.Tap(r.overrule)
	f.noErrors()
	request(engine.White, 1)
	f.accept()
	request(engine.Black, 1)
	r.show(nil)

	f.open(1, 1)
	r = f.v.rulings
	if d := request(engine.White, 2); d.ExplanationArgs["count"] != 3 {
		t.Errorf("reopened, White's third request: %v", d.ExplanationArgs)
	}
	r.show(nil)
	r.requests.SetText("5")
	test.Tap(r.proposeBtn)
	if d := r.current.Decision; d.ExplanationKey != "rules.ruling.scoresheet-request-too-many" || len(d.Warnings) != 1 {
		t.Errorf("after five requests typed: %s %v", d.ExplanationKey, d.Warnings)
	}
	r.show(nil)
	r.player.SetSelectedIndex(int(engine.Black))
	if r.requests.Text != "5" {
		t.Errorf("what the arbiter typed became %q with the other player", r.requests.Text)
	}
	r.requests.SetText("two")
	test.Tap(r.proposeBtn)
	f.refusedWith("desk.error.requests")
}

// The desk and the command line rule alike on a clock correction and a
// request to see the scoresheet, the command line told what the desk
// knows (arbiter ruling --event on the same game), and on what the game's
// rulings log holds: the requests and the illegal moves made before.
func TestCorrectionAndRequestAsOnTheCommandLine(t *testing.T) {
	for _, c := range []struct {
		name    string
		set     func(*tournament.Settings)
		control string
		state   func(f *fixture)
		args    []string
	}{
		{"a correction under FIDE", func(*tournament.Settings) {}, "40/120+30'", func(f *fixture) {
			f.v.rulings.corrected[engine.White].SetText("1:45:00")
		}, []string{"clock-correction", "--correct-white", "-5m", "--after-white", "1h45m", "--after-black", "1h55m"}},
		{"a decrease under 15 minutes before the 1953 control", func(s *tournament.Settings) { s.Ruleset = "USSR1953" }, "40/120+30'", func(f *fixture) {
			f.v.rulings.corrected[engine.Black].SetText("14:00")
		}, []string{"clock-correction", "--correct-black", "-101m", "--after-white", "1h50m", "--after-black", "14m", "--before-first-control"}},
		{"a correction found at the resumption", func(*tournament.Settings) {}, "40/120+30'", func(f *fixture) {
			f.v.rulings.said.resumedClock.SetChecked(true)
			f.v.rulings.corrected[engine.Black].SetText("1:56:00")
		}, []string{"clock-correction", "--correct-black", "1m", "--after-white", "1h50m", "--after-black", "1h56m", "--resumed", "--before-first-control"}},
		{"the sixth request", func(s *tournament.Settings) { s.GameType, s.Supervised = "rapid", true }, "15+10", func(f *fixture) {
			f.v.rulings.player.SetSelectedIndex(int(engine.Black))
			f.v.rulings.requests.SetText("5")
		}, []string{"scoresheet-request", "--player", "black", "--prior-requests", "5"}},
		// The command line reads the requests made before from the game's
		// rulings log, as the desk does.
		{"the third request, two in the log", func(s *tournament.Settings) { s.GameType, s.Supervised = "rapid", true }, "15+10", func(f *fixture) {
			for range 2 {
				f.v.rulings.player.SetSelectedIndex(int(engine.Black))
				test.Tap(f.v.rulings.proposeBtn)
				f.accept()
			}
		}, []string{"scoresheet-request", "--player", "black"}},
		// So it reads the illegal moves the desk ruled on (7.5.5).
		{"the second illegal move, one in the log", func(*tournament.Settings) {}, "40/120+30'", func(f *fixture) {
			test.Tap(f.v.rulings.proposeBtn)
			f.accept()
		}, []string{"illegal-move", "--player", "white"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := newFixtureWith(t, c.control, c.set)
			test.Tap(f.v.clocks.start)
			f.clk.Advance(10 * time.Minute)
			f.playSAN("e4")
			f.clk.Advance(5 * time.Minute)
			f.playSAN("e5")
			test.Tap(f.v.clocks.start) // paused: White 1:50:00, Black 1:55:00
			kind := c.args[0]
			f.v.rulings.kind.SetSelectedIndex(indexOfKind(kind))
			c.state(f)
			desk := f.proposed()
			line := commandLineRuling(t, slices.Concat(c.args, []string{"--event", f.st.Path(), "--round", "1", "--board", "1"})...)
			type verdict struct {
				Result       engine.Result
				Continuation rules.Continuation
				Time         rules.Sides
				Warnings     []rules.Warning
				Articles     []string
				Key, Args    string
			}
			of := func(d rules.Decision) verdict {
				// The arguments as text: JSON reads the desk's 3 as 3.0.
				return verdict{d.Result, d.Continuation, d.TimeAdjust, d.Warnings, d.Articles, d.ExplanationKey, fmt.Sprint(d.ExplanationArgs)}
			}
			if !reflect.DeepEqual(of(desk), of(line)) {
				t.Errorf("the desk ruled\n%+v\nthe command line\n%+v", of(desk), of(line))
			}
		})
	}
}

// TestDrawOfferBeforeTheMoveAtTheDeskListsThePenalties_9_1_2_1_11_6_12_9:
// White, on move, offers a draw before making his move; the arbiter asks
// the desk. The ruling leaves him the penalty (11.6, 12.9) and cited 12.9
// without the list `arbiter ruling` prints under it: the panel now shows
// the ruleset's penalties, each by its article, in the window's language.
func TestDrawOfferBeforeTheMoveAtTheDeskListsThePenalties_9_1_2_1_11_6_12_9(t *testing.T) {
	f := newFixture(t, "90+30")
	f.playSAN("e4", "e5")
	r := f.chooseKind("draw-offer")
	r.player.SetSelectedIndex(int(engine.White))
	test.Tap(r.proposeBtn)
	f.noErrors()
	if r.current == nil || !r.current.Decision.PenaltyChoice {
		t.Fatalf("the offer before the move: %+v; want a penalty left to the arbiter", r.current)
	}
	text := r.explain.Text
	for _, p := range rules.Penalties(rules.FIDE2023) {
		if want := p.Ref + "  " + f.v.t(p.Key); !strings.Contains(text, want) {
			t.Errorf("the ruling's text lacks %q:\n%s", want, text)
		}
	}
}
