package words

import (
	"strings"
	"testing"

	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/tournament"
)

// An arbiter sets a 1953 event's control to 3+2: the code has rules for
// standard play alone, so its games are ruled as standard play, and the
// game type line says so and why, as a note to read, where it said
// "Standard (from the time control 3+2)" as though the control made them
// standard. A standard control under the code, and a blitz one under
// FIDE's Laws, read as before.
func TestA1953EventWithABlitzControlSaysItsGamesAreRuledAsStandardPlay(t *testing.T) {
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		s := tournament.Settings{Ruleset: rules.USSR1953, TimeControl: "3+2"}
		text, warn := GameType(cat, s)
		want := cat.T("event.gametype.one-type", "type", cat.T("ui.settings.gametype.standard"),
			"ruleset", cat.T(mustRuleset(t, rules.USSR1953).Key), "control", "3+2", "fide", cat.T(rules.Blitz.Key()))
		if text != want || !warn {
			t.Errorf("%s, 1953 at 3+2: %q (a note: %v), want %q as a note", lang, text, warn, want)
		}
		for _, c := range []tournament.Settings{{Ruleset: rules.USSR1953, TimeControl: "40/150+60"}, {Ruleset: rules.FIDE2023, TimeControl: "3+2"}} {
			if text, warn := GameType(cat, c); warn || strings.Contains(text, cat.T("rules.gametype.blitz")) && c.Ruleset == rules.USSR1953 {
				t.Errorf("%s, %s at %s: %q (a note: %v), want the type from the control", lang, c.Ruleset, c.TimeControl, text, warn)
			}
		}
	}
}

func mustRuleset(t *testing.T, id rules.RulesetID) *rules.Ruleset {
	t.Helper()
	r, ok := rules.Get(id)
	if !ok {
		t.Fatalf("no ruleset %s", id)
	}
	return r
}

// A control that names a type its minutes do not make ("Blitz 90+30") is
// ruled by its minutes, and the game type line says the word overruled,
// as a note to read, where it passed as "Standard (from the time control
// Blitz 90+30)". A word the minutes agree with is no note.
func TestAControlNamingAnotherTypeThanItsMinutesIsANote(t *testing.T) {
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		text, warn := GameType(cat, tournament.Settings{Ruleset: rules.FIDE2023, TimeControl: "Blitz 90+30"})
		want := cat.T("event.gametype.named-otherwise", "type", cat.T("ui.settings.gametype.standard"),
			"control", "Blitz 90+30", "named", cat.T(rules.Blitz.Key()))
		if text != want || !warn {
			t.Errorf("%s, Blitz 90+30: %q (a note: %v), want %q as a note", lang, text, warn, want)
		}
		text, warn = GameType(cat, tournament.Settings{Ruleset: rules.FIDE2023, TimeControl: "Blitz 3+2"})
		if want := cat.T("event.gametype.from-control", "type", cat.T("ui.settings.gametype.blitz"), "control", "Blitz 3+2"); text != want || warn {
			t.Errorf("%s, Blitz 3+2: %q (a note: %v), want %q", lang, text, warn, want)
		}
	}
}

// A control written minutes before moves ("90/40+30") is read as 40 moves
// in 90 minutes, and the game type line, which the settings, "arbiter
// event" and "arbiter info" show, says so as a note in every language,
// where it passed as though the control said 90 moves in 40 minutes. A
// control written in FIDE's order is no note.
func TestAControlWrittenMinutesBeforeMovesIsANote(t *testing.T) {
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		text, warn := GameType(cat, tournament.Settings{Ruleset: rules.FIDE2023, TimeControl: "90/40+30"})
		want := cat.T("event.gametype.from-control", "type", cat.T("ui.settings.gametype.standard"), "control", "90/40+30") +
			". " + cat.T("event.gametype.minutes-first", "control", "90/40+30", "minutes", 90, "read", TimeControl(cat, "90/40+30"))
		if text != want || !warn {
			t.Errorf("%s, 90/40+30: %q (a note: %v), want %q as a note", lang, text, warn, want)
		}
		if !strings.Contains(TimeControl(cat, "90/40+30"), cat.T("tc.moves", "moves", 40, "time", cat.T("tc.minutes", "n", "90"))) {
			t.Errorf("%s: 90/40+30 is read as %q, not 40 moves in 90 minutes", lang, TimeControl(cat, "90/40+30"))
		}
		if text, warn := GameType(cat, tournament.Settings{Ruleset: rules.FIDE2023, TimeControl: "40/90+30"}); warn {
			t.Errorf("%s, 40/90+30: %q is a note", lang, text)
		}
	}
}
