package words

import (
	"strings"

	"arbiter/i18n"
	"arbiter/tournament"
)

// NationalPractice, DevicePolicy and Notation name a value of the event's
// rule options that is chosen from a list (rules.NationalPractices,
// rules.DevicePolicies, a notation language), "" among them, as the
// window's settings list it and "arbiter event" shows it.
func NationalPractice(cat *i18n.Catalog, value string) string {
	return ruleChoice(cat, "rulesettings.national", value, "none")
}

// DevicePolicy: see NationalPractice.
func DevicePolicy(cat *i18n.Catalog, value string) string {
	return ruleChoice(cat, "rulesettings.device", value, "ruleset")
}

// Notation: see NationalPractice.
func Notation(cat *i18n.Catalog, value string) string {
	return ruleChoice(cat, "rulesettings.notation", value, "event")
}

// ruleChoice is the label of value under prefix, or of none for "".
func ruleChoice(cat *i18n.Catalog, prefix, value, none string) string {
	if value == "" {
		value = none
	}
	return cat.T(prefix + "." + strings.ToLower(value))
}

// HalfByeLimit says the event's limit of a player's half-point byes
// (tournament.Settings.MaxHalfByes, NoHalfByeRounds), as "arbiter event"
// shows it and the arbiter's report prints it: the most a player may
// have and the last rounds that give none, or that there is no limit.
func HalfByeLimit(cat *i18n.Catalog, s tournament.Settings) string {
	var parts []string
	if s.MaxHalfByes > 0 {
		parts = append(parts, cat.T("event.halfbyes.max", "max", s.MaxHalfByes))
	}
	if s.NoHalfByeRounds > 0 {
		parts = append(parts, cat.T("event.halfbyes.last", "last", s.NoHalfByeRounds, "from", s.Rounds-s.NoHalfByeRounds+1))
	}
	if len(parts) == 0 {
		return cat.T("event.halfbyes.none")
	}
	return strings.Join(parts, "; ")
}
