package tournament

import (
	"arbiter/engine"
	"arbiter/engine/clock"
	"arbiter/tournament/input"
	"strings"
)

// Validate is the rule for an event's settings, which the store
// judges on creating a file and on every change: the free-text fields
// with ValidateText, the first and last day, each empty or an ISO date
// YYYY-MM-DD in a plausible range, the host federation, the number of
// rounds (never negative, given for a Swiss and a match, at most
// maxRounds), the tie-breaks, the rounds' schedule (every round dated
// within the event's days) and the rule options.
func (s Settings) Validate() error {
	return s.ValidateBeside(Settings{})
}

// ValidateBeside is Validate, save that a round was already dates outside
// its days, with the same date and the same day passed, may stay so: a
// file's own before the change (Event.SettingsAllowed), or a report's,
// which its import keeps and names.
func (s Settings) ValidateBeside(was Settings) error {
	if err := validateSettingsText(s); err != nil {
		return err
	}
	if s.Rounds < 0 {
		return engine.NewMessage("event.err.settings.rounds.negative", "rounds", s.Rounds)
	}
	if s.Rounds > maxRounds {
		return engine.NewMessage("event.err.settings.rounds.max", "rounds", s.Rounds, "max", maxRounds)
	}
	if s.MissingRounds() && s.System == Match {
		return engine.NewMessage("event.err.settings.rounds.match")
	}
	if s.MissingRounds() {
		return engine.NewMessage("event.err.settings.rounds.needed")
	}
	if err := s.validateHalfByes(); err != nil {
		return err
	}
	if err := s.validateLateEntryByes(); err != nil {
		return err
	}
	if err := s.System.rules().validateTieBreaks(s.TieBreaks); err != nil {
		return err
	}
	if s.UnratedRating < 0 || s.UnratedRating > MaxRating {
		return engine.NewMessage("event.err.settings.unrated-rating", "rating", s.UnratedRating, "max", MaxRating)
	}
	// A team event's tie-breaks are the teams', and its records by board
	// the rating report's: a rating for the unrated would count nowhere.
	if s.UnratedRating > 0 && s.System.Team() {
		return engine.NewMessage("event.err.settings.unrated-rating.system", "system", s.System.Name())
	}
	// The event's days first: the schedule is judged against them.
	for _, d := range []string{s.StartDate, s.EndDate} {
		if t, err := input.ParseISODate(d); d != "" && (err != nil || !input.PlausibleDate(t)) {
			return engine.NewMessage("event.err.settings.date", "value", d)
		}
	}
	if err := validateSchedule(s, was.datesOutside(was.Schedule)); err != nil {
		return err
	}
	if err := s.Rules.Validate(); err != nil {
		return err
	}
	// The host federation decides the exemptions of B.01 1.4.3a–d: a code
	// no player's federation can equal would exempt nobody in silence.
	if f := s.Federation; f != "" && (len(f) != 3 || strings.ContainsFunc(f, notUpper)) {
		return engine.NewMessage("event.err.settings.federation", "value", f)
	}
	if err := input.CheckFIDEID(s.ChiefArbiterFIDEID); err != nil {
		return engine.NewMessage("event.err.settings.chief-fide-id", "value", s.ChiefArbiterFIDEID, "problem", err)
	}
	return nil
}

// ValidateTyped is what the window and the command line ask of
// settings the arbiter types over was, beyond the event's rule
// (Validate), which a file read in may not meet: a time control the
// desk's clock can run, or none, or the one the event holds already (a
// report's words, kept as read, are not refused at every save of the
// other settings).
func (s Settings) ValidateTyped(was Settings) error {
	if s.TimeControl == "" || s.TimeControl == was.TimeControl {
		return nil
	}
	_, err := clock.Parse(s.TimeControl)
	return err
}

// maxRounds is the most rounds an event's settings take: more than any
// Swiss or match is played over (the longest title match, 1984–85, ran to
// 48 games), so that a slip like 1000 for 10 is refused, not printed as
// pages of empty rounds.
const maxRounds = 99

// validateSettingsText checks the settings' free-text fields with
// ValidateText.
func validateSettingsText(s Settings) error {
	return validateTexts(s.Name, s.Site, s.Federation, s.ChiefArbiter, s.Deputies, s.Organiser, s.TimeControl)
}

// ValidateText checks a player's free-text fields, the name (and
// its parts), the club and the national id, with ValidateText.
func (p Player) ValidateText() error {
	return validateTexts(p.Name, p.FamilyName, p.GivenNames, p.Club, p.NationalID)
}

func validateTexts(texts ...string) error {
	for _, t := range texts {
		if err := input.ValidateText(t); err != nil {
			return err
		}
	}
	return nil
}
