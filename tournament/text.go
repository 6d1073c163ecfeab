package tournament

import (
	"fmt"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// maxTextLen is the longest free text a field holds (a club, a site, the
// event's name), in characters; a name is shorter (maxNameLen).
const maxTextLen = 200

// ValidateText checks one free-text field (a name, a club, a site): it
// must be UTF-8 and hold no character that is not drawn as text — control
// characters (NUL, ESC, tabs, line breaks), bidirectional overrides and
// isolates, zero-width characters and the line and paragraph separators.
// Such characters come from pasted or hostile input; stored, they would
// turn a terminal listing into escape sequences, reverse a name on paper
// or make two equal-looking names differ. It is the one check of text
// fields: the window, the command line, the importers and the store all
// call it.
func ValidateText(value string) error {
	if !utf8.ValidString(value) {
		return errorf("event.err.text.utf8", []any{"value", value})
	}
	if char, ok := HiddenChar(value); ok {
		return errorf("event.err.text.char", []any{"value", value, "char", char})
	}
	if n := utf8.RuneCountInString(value); n > maxTextLen {
		return errorf("event.err.text.long", []any{"value", value, "max", maxTextLen})
	}
	return nil
}

// HiddenChar returns the first character of value, UTF-8, that is not
// drawn as text (hidden), as U+XXXX, and whether there is one: what
// ValidateText refuses, for a message that must not show the value.
func HiddenChar(value string) (string, bool) {
	for _, r := range value {
		if hidden(r) {
			return fmt.Sprintf("U+%04X", r), true
		}
	}
	return "", false
}

// hidden reports whether r is a character that is not drawn as text:
// controls (Cc), format characters (Cf: bidirectional controls, zero-width
// space and joiners, the byte-order mark, the soft hyphen) and the line and
// paragraph separators.
func hidden(r rune) bool {
	return unicode.IsControl(r) || unicode.In(r, unicode.Cf, unicode.Zl, unicode.Zp)
}

// ValidateSettings is the rule for an event's settings, which the store
// judges on creating a file and on every change: the free-text fields
// with ValidateText, the first and last day, each empty or an ISO date
// YYYY-MM-DD in a plausible range, the host federation, the number of
// rounds (never negative, and given for a Swiss), the tie-breaks and the
// rounds' schedule.
func ValidateSettings(s Settings) error {
	if err := validateSettingsText(s); err != nil {
		return err
	}
	if s.Rounds < 0 {
		return errorf("event.err.settings.rounds.negative", []any{"rounds", s.Rounds})
	}
	if s.MissingRounds() {
		return errorf("event.err.settings.rounds.needed", nil)
	}
	if err := s.System.rules().validateTieBreaks(s.TieBreaks); err != nil {
		return err
	}
	if err := validateSchedule(s); err != nil {
		return err
	}
	for _, d := range []string{s.StartDate, s.EndDate} {
		if t, err := parseISODate(d); d != "" && (err != nil || !plausibleDate(t)) {
			return errorf("event.err.settings.date", []any{"value", d})
		}
	}
	// The host federation decides the exemptions of B.01 1.4.3a–d: a code
	// no player's federation can equal would exempt nobody in silence.
	if f := s.Federation; f != "" && (len(f) != 3 || strings.ContainsFunc(f, notUpper)) {
		return errorf("event.err.settings.federation", []any{"value", f})
	}
	if err := CheckFIDEID(s.ChiefArbiterFIDEID); err != nil {
		return errorf("event.err.settings.chief-fide-id", []any{"value", s.ChiefArbiterFIDEID, "problem", err})
	}
	return nil
}

// validateSettingsText checks the settings' free-text fields with
// ValidateText.
func validateSettingsText(s Settings) error {
	return validateTexts(s.Name, s.Site, s.Federation, s.ChiefArbiter, s.Deputies, s.Organiser, s.TimeControl)
}

// ValidatePlayerText checks a player's free-text fields, the name (and
// its parts), the club and the national id, with ValidateText.
func ValidatePlayerText(p Player) error {
	return validateTexts(p.Name, p.FamilyName, p.GivenNames, p.Club, p.NationalID)
}

func validateTexts(texts ...string) error {
	for _, t := range texts {
		if err := ValidateText(t); err != nil {
			return err
		}
	}
	return nil
}

// Dates of the event, of category awards and of births lie in this range;
// anything outside it ("0000-01-01") is a typing mistake, not a date.
var (
	firstDate = time.Date(1850, 1, 1, 0, 0, 0, 0, time.UTC)
	lastDate  = time.Date(2199, 12, 31, 0, 0, 0, 0, time.UTC)
)

// plausibleDate reports whether t lies in the range of dates the event can
// name.
func plausibleDate(t time.Time) bool { return !t.Before(firstDate) && !t.After(lastDate) }
