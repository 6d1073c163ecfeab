package tournament

import (
	"slices"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/engine/clock"
	"arbiter/engine/rules"
	"arbiter/internal/testform"
)

func TestRulesEvent(t *testing.T) {
	blitz, err := clock.Parse("3+2")
	if err != nil {
		t.Fatal(err)
	}
	st := Settings{LatenessMinutes: -1}
	ev, err := st.RulesEvent(blitz)
	if err != nil || ev.Ruleset != rules.DefaultRuleset || ev.Type != rules.Blitz || ev.Lateness != nil {
		t.Errorf("no settings: %+v, %v", ev, err)
	}
	st = Settings{Ruleset: "USSR1953", GameType: "standard", Supervised: true, LatenessMinutes: 60}
	ev, err = st.RulesEvent(blitz)
	if err != nil || ev.Ruleset != rules.USSR1953 || ev.Type != rules.Standard || !ev.Supervised || ev.Lateness == nil || *ev.Lateness != time.Hour {
		t.Errorf("1953 settings: %+v, %v", ev, err)
	}
	if _, err := (Settings{Ruleset: "FIDE1900"}).RulesEvent(blitz); err == nil {
		t.Error("an unknown ruleset accepted")
	}
	if _, err := (Settings{GameType: "bullet"}).RulesEvent(blitz); err == nil {
		t.Error("an unknown game type accepted")
	}
}

// The game type is the time control's by the ruleset's own definitions,
// and an arbiter's type is an override, said to contradict the control
// where it does.
func TestGameTypeInForce(t *testing.T) {
	for _, c := range []struct {
		ruleset, set, control string
		want, from            rules.GameType
		overridden, contra    bool
		known                 bool
	}{
		{"FIDE2023", "", `3'+2"`, rules.Blitz, rules.Blitz, false, false, true},
		{"FIDE2023", "", "10", rules.Blitz, rules.Blitz, false, false, true},   // B.1: 10 minutes or less
		{"FIDE2023", "", "10+1", rules.Rapid, rules.Rapid, false, false, true}, // 10 + 60 × 1 s
		{"FIDE2023", "", "15+10", rules.Rapid, rules.Rapid, false, false, true},
		{"FIDE2023", "", "59", rules.Rapid, rules.Rapid, false, false, true},
		{"FIDE2023", "", "60", rules.Standard, rules.Standard, false, false, true}, // A.1: less than 60
		{"FIDE2023", "", "90+30", rules.Standard, rules.Standard, false, false, true},
		{"FIDE2018", "", "3+2", rules.Blitz, rules.Blitz, false, false, true},
		{"FIDE2014", "", "25", rules.Rapid, rules.Rapid, false, false, true},
		{"FI-BLITZ2018", "", `3'+2"`, rules.Blitz, rules.Blitz, false, false, true},
		{"FI-BLITZ2018", "", "15", rules.Rapid, rules.Rapid, false, false, false},   // its B.1 makes it no blitz
		{"USSR1953", "", "3+2", rules.Standard, rules.Standard, false, false, true}, // §19: standard play only
		{"FIDE2023", "standard", `3'+2"`, rules.Standard, rules.Blitz, true, true, true},
		{"FIDE2023", "blitz", "3+2", rules.Blitz, rules.Blitz, true, false, true},
		{"FIDE2023", "", "", rules.Standard, "", false, false, true},  // no control: the ruleset's first
		{"FI-BLITZ2018", "", "", rules.Blitz, "", false, false, true}, // … blitz, its only one
		{"FIDE2023", "rapid", "", rules.Rapid, "", true, false, true}, // nothing to contradict
		{"USSR1953", "blitz", "3+2", rules.Blitz, rules.Standard, true, true, false},
	} {
		st := DefaultSettings()
		st.Ruleset, st.GameType, st.TimeControl = rules.RulesetID(c.ruleset), rules.GameType(c.set), c.control
		g, err := st.GameTypeInForce()
		want := GameTypeInForce{Type: c.want, FromControl: c.from, Overridden: c.overridden, Contradicts: c.contra, Known: c.known}
		if err != nil || g != want {
			t.Errorf("%s, set %q, %q: %+v, %v; want %+v", c.ruleset, c.set, c.control, g, err, want)
		}
		// A ruling takes the same type.
		tc, _ := clock.Parse(c.control)
		if ev, err := st.RulesEvent(tc); err != nil || ev.Type != c.want {
			t.Errorf("%s, set %q, %q: ruled as %q, %v; want %q", c.ruleset, c.set, c.control, ev.Type, err, c.want)
		}
	}
	// A new event has no type of its own: a blitz control makes blitz.
	blitz, _ := clock.Parse(`3'+2"`)
	if ev, err := DefaultSettings().RulesEvent(blitz); err != nil || ev.Type != rules.Blitz {
		t.Errorf("a new event's 3'+2\" game ruled as %q, %v", ev.Type, err)
	}
	if _, err := (Settings{GameType: "bullet"}).GameTypeInForce(); err == nil {
		t.Error("an unknown game type accepted")
	}
}

// Every rule option of the event reaches the rules, as "arbiter ruling"
// takes them one by one.
func TestRulesEventCarriesRuleOptions(t *testing.T) {
	s := DefaultSettings()
	s.Ruleset = "FIDE2014"
	s.Rules = RuleOptions{National: "FI", FIDERated: true, Championship: true, DevicePolicy: "warning-first",
		FirstIllegalLoses: true, BothZeroDraw: true, QuickplayFinish: true, NoQuickplayFinish: true,
		NoDrawBefore: 30, SupervisedBlitzPenaltySeconds: 90, FlagClaimOnly: true, Notation: "ru"}
	ev, err := s.RulesEvent(clock.TimeControl{})
	if err != nil {
		t.Fatal(err)
	}
	want := rules.Event{Ruleset: rules.FIDE2014, Type: rules.Standard, National: "FI", FIDERated: true, Championship: true,
		DevicePolicy: "warning-first", FirstIllegalLoses: true, BothZeroDraw: true, QuickplayFinish: true,
		NoQuickplayFinish: true, NoDrawBefore: 30, SupervisedBlitzPenalty: 90 * time.Second, FlagClaimOnly: true,
		Notation: engine.Russian}
	if ev.Lateness != nil {
		t.Errorf("lateness %v with none set: the national default must apply", *ev.Lateness)
	}
	ev.Lateness = nil
	if ev != want {
		t.Errorf("rules event\n got %+v\nwant %+v", ev, want)
	}
}

// Moves are read in one language's piece letters (1953 §20): the event's
// notation option, else the event's language; a name that is none of the
// notation languages is refused rather than read as English.
func TestRulesEventNotationLanguage(t *testing.T) {
	for _, c := range []struct {
		language, notation string
		want               engine.Lang
	}{
		{"fi", "", engine.Finnish},
		{"et", "", engine.Estonian},
		{"ru", "", engine.Russian},
		{"", "", engine.English},
		{"fi", "en", engine.English},
		{"en", "de", engine.German},
		{"en", " ET ", engine.Estonian},
	} {
		s := DefaultSettings()
		s.Language, s.Rules.Notation = c.language, c.notation
		ev, err := s.RulesEvent(clock.TimeControl{})
		if err != nil {
			t.Errorf("language %q, notation %q: %v", c.language, c.notation, err)
			continue
		}
		if ev.Notation != c.want {
			t.Errorf("language %q, notation %q: notation %q, want %q", c.language, c.notation, ev.Notation, c.want)
		}
	}
	s := DefaultSettings()
	s.Rules.Notation = "xx"
	_, err := s.RulesEvent(clock.TimeControl{})
	if testform.KeyOf(err) != "event.err.notation" {
		t.Errorf("notation xx: error %v, want event.err.notation", err)
	}
}

// An event made from the default settings (the demo, an import, a
// generated event) keeps its ruleset's own withdrawal rule, as the
// window's and the command line's new events take it. A ruleset set
// brings its own rule while the old one's stands (a match: as played under
// the FIDE Laws, conceded under the 1953 code); one chosen stays.
func TestDefaultSettingsKeepTheRulesetsWithdrawalRule(t *testing.T) {
	s := DefaultSettings()
	if want := defaultWithdrawal(s.Ruleset, s.System); s.WithdrawalPolicy != want {
		t.Errorf("ruleset %s: withdrawal rule %q, want %q", s.Ruleset, s.WithdrawalPolicy, want)
	}
	for _, c := range []struct {
		was  WithdrawalPolicy
		to   rules.RulesetID
		want WithdrawalPolicy
	}{
		{WithdrawalAsPlayed, rules.USSR1953, WithdrawalUSSR1953},
		{WithdrawalUSSR1953, rules.FIBlitz2018, WithdrawalUSSR1953},
	} {
		s := DefaultSettings()
		s.SetSystem(Match)
		s.WithdrawalPolicy = c.was
		if s.SetRuleset(c.to); s.Ruleset != c.to || s.WithdrawalPolicy != c.want {
			t.Errorf("%q under %s, set %s: %s, rule %q, want %q", c.was, DefaultSettings().Ruleset, c.to, s.Ruleset, s.WithdrawalPolicy, c.want)
		}
	}
}

// FIDE's General Regulations for Competitions settle a withdrawal from a
// round robin as the 1953 code's §27 does: fewer than half of the games
// played, they count for nobody; half or more, the rest are the opponents'
// forfeit wins. A new round robin under the FIDE Laws (or the Finnish
// rules over them) takes that rule, where it kept the results as played;
// a match and a Swiss keep theirs.
func TestANewRoundRobinTakesFIDEsWithdrawalRule(t *testing.T) {
	for _, c := range []struct {
		system  System
		ruleset rules.RulesetID
		want    WithdrawalPolicy
	}{
		{RoundRobin, rules.FIDE2023, WithdrawalUSSR1953},
		{DoubleRoundRobin, rules.FIDE2023, WithdrawalUSSR1953},
		{DoubleRoundRobin, rules.FIBlitz2018, WithdrawalUSSR1953},
		{Match, rules.FIDE2023, WithdrawalAsPlayed},
		{Match, rules.USSR1953, WithdrawalUSSR1953},
		{SwissDutch, rules.FIDE2023, WithdrawalAsPlayed},
	} {
		s := DefaultSettings()
		s.SetSystem(c.system)
		s.SetRuleset(c.ruleset)
		if s.WithdrawalPolicy != c.want {
			t.Errorf("a new %s under %s: withdrawal rule %q, want %q", c.system, c.ruleset, s.WithdrawalPolicy, c.want)
		}
	}
}

// A system set while the tie-breaks are still the old system's defaults
// takes the new system's, as the window's settings do; a list the arbiter
// chose stays. The command line's `event --system round-robin` kept a
// Swiss's Buchholz, which tells no one apart in a round robin.
func TestASystemSetTakesItsDefaultTieBreaks(t *testing.T) {
	s := DefaultSettings()
	s.SetSystem(SwissDutch)
	s.TieBreaks = SwissDutch.DefaultTieBreaks() // a Swiss made new
	s.SetSystem(RoundRobin)
	if want := RoundRobin.DefaultTieBreaks(); !slices.Equal(s.TieBreaks, want) {
		t.Errorf("a Swiss made a round robin: tie-breaks %v, want %v", s.TieBreaks, want)
	}
	s.TieBreaks = []string{"sb", "wins"}
	s.SetSystem(SwissDutch)
	if !slices.Equal(s.TieBreaks, []string{"sb", "wins"}) {
		t.Errorf("tie-breaks chosen, the system set: %v", s.TieBreaks)
	}
}
