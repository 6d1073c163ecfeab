package desk

import (
	"bytes"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/widget"

	"arbiter/cli"
	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/i18n"
)

// The desk rules a new event's games as their time control makes them:
// under the Finnish blitz rules a 3'+2" game is blitz (B.1) and its first
// illegal move gives the opponent a minute (B.2), not a refusal for a
// "standard" game the rules do not know; under FIDE 2023 a 3'+2" game is
// blitz too, a minute (B.3, A.5.2), not the two minutes of 7.5.5.
func TestDeskRulesAsTheTimeControl_B1(t *testing.T) {
	for _, rs := range []rules.RulesetID{rules.FIBlitz2018, rules.FIDE2023} {
		f := newFixtureUnder(t, `3'+2"`, rs, "")
		f.playSAN("e4")
		f.proposeIllegal(rules.IllegalOrdinary, engine.Black)
		f.noErrors()
		d := f.v.rulings.current
		if d == nil {
			t.Fatalf("%s: no ruling", rs)
		}
		if d.Decision.GameType != rules.Blitz || d.Decision.TimeAdjust.Get(engine.White) != 60 {
			t.Errorf("%s: %s game, White +%d s; want blitz, +60 s", rs, d.Decision.GameType, d.Decision.TimeAdjust.Get(engine.White))
		}
	}
}

// setControlAtDesk sets control in the desk's own field, as the arbiter
// types it there, and fails the test where the desk refuses it.
func (f *fixture) setControlAtDesk(control string) {
	f.t.Helper()
	f.v.clocks.control.SetText(control)
	f.v.clocks.setControl()
	f.noErrors()
}

// A control set at the desk says the game type it makes, and a type the
// event set that it contradicts; the game is ruled as its control makes
// it where the event sets none.
func TestDeskSetControlSaysTheGameType(t *testing.T) {
	f := newFixtureUnder(t, "90+30", rules.FIDE2023, "")
	f.setControlAtDesk("3+2")
	if got := f.v.status.Text; got != `Blitz (from the time control 3'+2")` || f.v.status.Importance == widget.DangerImportance {
		t.Errorf("3+2 set at the desk: %q", got)
	}
	f = newFixtureUnder(t, "90+30", rules.FIDE2023, rules.Standard)
	f.setControlAtDesk("3+2")
	if got := f.v.status.Text; !strings.Contains(got, "makes blitz games") || f.v.status.Importance != widget.DangerImportance {
		t.Errorf("3+2 set at the desk of an event set to standard: %q", got)
	}
}

// The event's own control set again at the desk is named as the arbiter
// wrote it, as the settings, "arbiter info" and "arbiter ruling --event"
// name it: the desk's status line said "Blitz (from the time control
// 3'+2")" where every other door said 3+2.
func TestDeskNamesTheEventsControlAsWritten(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	f := newFixtureUnder(t, "3+2", rules.FIDE2023, "")
	f.playSAN("e4")
	f.v.clocks.setControl() // the control as the desk's field shows it
	f.noErrors()
	said := f.v.status.Text
	line := rulingGameTypeLine(t, f)
	if want := "Game type: " + said; line != want || said != "Blitz (from the time control 3+2)" {
		t.Errorf("the desk said %q; the command line %q", said, line)
	}
}

// A game opened at the desk says on the status line the game type its
// rulings take, as "arbiter ruling --event" says it before each ruling:
// the desk said it only where it assumed the control, and a blitz
// evening's desk never said blitz.
func TestDeskOpensSayingTheGameType(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	f := newFixtureUnder(t, "3+2", rules.FIDE2023, "")
	said := f.v.status.Text
	f.playSAN("e4")
	line := rulingGameTypeLine(t, f)
	if line != "Game type: "+said || f.v.status.Importance == widget.DangerImportance {
		t.Errorf("the desk opened saying %q; the command line %q", said, line)
	}
}

// rulingGameTypeLine is the first line of "arbiter ruling --event" on an
// illegal move by Black in the fixture's game: the game type it rules by.
func rulingGameTypeLine(t *testing.T, f *fixture) string {
	t.Helper()
	var out, errs bytes.Buffer
	args := []string{"ruling", "illegal-move", "--player", "black", "--event", f.st.Path(), "--round", "1", "--board", "1"}
	if rc := cli.Run(args, &out, &errs); rc != 0 {
		t.Fatalf("arbiter %v: exit %d\n%s", args, rc, errs.String())
	}
	line, _, _ := strings.Cut(out.String(), "\n")
	return line
}

// An event with no time control: the desk's clock ran 90+30 without a
// word, so that under the Finnish blitz rules, which know blitz alone,
// an illegal move was refused as a "standard" game's while `arbiter
// ruling --event` ruled it blitz. The clock runs the usual control of the
// game type in force, and the status line says it is assumed.
func TestDeskWithoutTimeControlRulesAsTheEvent(t *testing.T) {
	for _, c := range []struct {
		ruleset  rules.RulesetID
		set      rules.GameType
		want     rules.GameType
		control  string
		addition int
	}{
		{rules.FIBlitz2018, "", rules.Blitz, `3'+2"`, 60},
		{rules.FIDE2023, rules.Rapid, rules.Rapid, `15'+10"`, 60},
	} {
		f := newFixtureUnder(t, "", c.ruleset, c.set)
		if got := f.v.status.Text; !strings.Contains(got, c.control) || !strings.Contains(got, "no time control") {
			t.Errorf("%s: the desk opens saying %q, want the control %s said to be assumed", c.ruleset, got, c.control)
		}
		f.playSAN("e4")
		f.proposeIllegal(rules.IllegalOrdinary, engine.Black)
		f.noErrors()
		d := f.v.rulings.current
		if d == nil {
			t.Fatalf("%s: no ruling", c.ruleset)
		}
		if d.Decision.GameType != c.want || d.Decision.TimeAdjust.Get(engine.White) != c.addition {
			t.Errorf("%s: %s game, White +%d s; want %s, +%d s", c.ruleset, d.Decision.GameType,
				d.Decision.TimeAdjust.Get(engine.White), c.want, c.addition)
		}
	}
}

// An event that states neither a time control nor a game type: the desk
// rules its games as the type its rules take first, standard play under
// the Laws, saying that the control is assumed; `arbiter ruling --event`
// on the same game rules alike and says the type it took; a command line
// told nothing of the type refuses an illegal move, which the type decides
// (7.5.5 two minutes, A.3 and B.3 one).
func TestDeskAndCommandLineRuleAnUntypedEventAlike_7_5_5(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	f := newFixtureUnder(t, "", rules.FIDE2023, "")
	f.playSAN("e4")
	line := f.illegalRuledAlike(engine.Black, rules.Standard)
	if !slices.ContainsFunc(line.NoteTexts, func(n string) bool { return strings.Contains(n, "neither a time control nor a game type") }) {
		t.Errorf("the command line's ruling does not say the type it took: %v", line.NoteTexts)
	}
	var out, errs bytes.Buffer
	if rc := cli.Run([]string{"ruling", "illegal-move", "--player", "black", "--ruleset", "FIDE2023"}, &out, &errs); rc == 0 || !strings.Contains(errs.String(), "game type is not stated") {
		t.Errorf("told nothing of the type, the command line ruled (exit %d): %s%s", rc, out.String(), errs.String())
	}
}

// A blitz event made without its control (a player list imported, the
// clock assuming the usual 90'+30" of standard play) or with a rapid one
// typed by mistake, a game opened at the desk and its clock run, and then
// the event's control set to 3+2: the game's clock and rulings, at the
// desk and on the command line, take the event's blitz control, by B.1 a
// blitz game whose first illegal move gives the opponent a minute (B.3,
// A.3). The control the clock ran as the event's, saved with its reading,
// was kept as if set at the desk: the first game was ruled as standard
// play, two minutes, and the second as rapid. The times the desk recorded
// under the other control are corrected as 6.10.2 asks: each player keeps
// the time he used, counted under 3'+2", and the status line says so; they
// were shown as the blitz clock's, White's 1:30:28.
func TestEventsControlSetLaterReachesAGameAtTheDesk_B1_6_10_2(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	for _, c := range []struct{ before, ran string }{{"", `90'+30"`}, {"15+10", `15'+10"`}} {
		before := c.before
		f := clockedFixture(t, before)
		f.clk.Advance(2 * time.Second)
		f.playSAN("e4")
		f.eventControlSetTo(t, "3+2")
		if got := f.v.Session().Clock().Control().String(); got != `3'+2"` {
			t.Errorf("%q: the game's clock runs %s after the event's control was set to 3+2", before, got)
		}
		// White used 2 s: under 3'+2" he has 3:00 + 0:02 − 0:02.
		if got := f.v.Session().Clock().Remaining(engine.White); got != 3*time.Minute {
			t.Errorf("%q: White's clock shows %v after the event's control was set to 3+2, want 3:00", before, got)
		}
		if got := f.v.Session().Clock().Remaining(engine.Black); got != 3*time.Minute {
			t.Errorf("%q: Black's clock shows %v, want 3:00", before, got)
		}
		// Said again where the game is reopened, its clock's reading
		// saved under 3'+2" since: the times are still the other's.
		for _, again := range []bool{false, true} {
			if again {
				f.reopen()
			}
			if got, want := f.v.status.Text, "The times were recorded under "+c.ran; !strings.Contains(got, want) {
				t.Errorf("%q (reopened %v): the desk says %q, want %q", before, again, got, want)
			}
		}
		if got := f.v.Session().Clock().Remaining(engine.White); got != 3*time.Minute {
			t.Errorf("%q: White's clock shows %v reopened, want 3:00", before, got)
		}
		if line := rulingGameTypeLine(t, f); line != "Game type: Blitz (from the time control 3+2)" {
			t.Errorf("%q: arbiter ruling --event says %q", before, line)
		}
		f.proposeIllegal(rules.IllegalOrdinary, engine.Black)
		f.noErrors()
		d := f.v.rulings.current
		if d == nil || d.Decision.GameType != rules.Blitz || d.Decision.TimeAdjust.Get(engine.White) != 60 {
			t.Errorf("%q: ruling %+v; want blitz, White +60 s", before, d)
		}
	}
}

// A game imported with its players' clock times (PGN %clk) keeps them when
// the event's control is set afterwards: the clock's indications are the
// players' own (6.10.1), recorded under no control of the desk's.
func TestImportedClockTimesStayWhenTheEventsControlIsSet_6_10_1(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	f := newFixture(t, "")
	f.imported("1. e4 {[%clk 0:02:55]} e5 {[%clk 0:02:50]} *\n")
	f.eventControlSetTo(t, "3+2")
	for side, want := range map[engine.Color]time.Duration{engine.White: 2*time.Minute + 55*time.Second, engine.Black: 2*time.Minute + 50*time.Second} {
		if got := f.v.Session().Clock().Remaining(side); got != want {
			t.Errorf("%s's clock shows %v, want the %v imported", side, got, want)
		}
	}
	if got := f.v.status.Text; strings.Contains(got, "recorded under") {
		t.Errorf("the desk says %q of the players' own times", got)
	}
}

// A control set at the desk on a game reopened, its clock having run on
// another, is the arbiter's correction of the setting (6.10.2): the time
// each player used is deducted from the control set, and the status line
// says under which the times were recorded.
func TestControlSetAtTheDeskCarriesTheTimesUsed_6_10_2(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	f := clockedFixture(t, "")
	f.clk.Advance(2 * time.Second)
	f.playSAN("e4")
	f.reopen()
	f.setControlAtDesk("3+2")
	if got := f.v.Session().Clock().Remaining(engine.White); got != 3*time.Minute {
		t.Errorf("White's clock shows %v after 3+2 was set at the desk, want 3:00", got)
	}
	if got, want := f.v.status.Text, `The times were recorded under 90'+30"`; !strings.Contains(got, want) {
		t.Errorf("the desk says %q, want %q", got, want)
	}
}

// A control set at the desk stays the game's when the event's changes.
func TestControlSetAtTheDeskOutlivesTheEventsChange(t *testing.T) {
	f := newFixtureUnder(t, "90+30", rules.FIDE2023, "")
	f.setControlAtDesk("3+2")
	f.eventControlSetTo(t, "15+10")
	if got := f.v.Session().Clock().Control().String(); got != `3'+2"` {
		t.Errorf("the game's clock runs %s, want the 3'+2\" set at the desk", got)
	}
}

// eventControlSetTo closes the game at the desk, sets the event's time
// control to tc as the settings do, and opens round 1's board 1 again.
func (f *fixture) eventControlSetTo(t *testing.T, tc string) {
	t.Helper()
	f.v.Session().Close()
	settings := f.ev.Settings
	settings.TimeControl = tc
	if err := f.st.UpdateSettings(settings); err != nil {
		t.Fatal(err)
	}
	f.reload()
	f.build(i18n.English, nil)
	f.open(1, 1)
	f.noErrors()
}
