package words

import (
	"strconv"
	"strings"

	"arbiter/i18n"
	"arbiter/tournament"
)

// NationalPracticeKey, DevicePolicyKey and NotationKey are the catalogue
// keys that name a value of the event's rule options chosen from a list
// (rules.NationalPractices, rules.DevicePolicies, a notation language),
// "" among them, as the window's settings list it, its history names it
// in the reader's language and "arbiter event" shows it.
func NationalPracticeKey(value string) string {
	return ruleChoiceKey("rulesettings.national", value, "none")
}

// DevicePolicyKey: see NationalPracticeKey.
func DevicePolicyKey(value string) string {
	return ruleChoiceKey("rulesettings.device", value, "ruleset")
}

// NotationKey: see NationalPracticeKey.
func NotationKey(value string) string {
	return ruleChoiceKey("rulesettings.notation", value, "event")
}

// ruleChoiceKey is the key of value under prefix, or of none for "".
func ruleChoiceKey(prefix, value, none string) string {
	if value == "" {
		value = none
	}
	return prefix + "." + strings.ToLower(value)
}

// UnratedRating says the rating the event's regulations give an unrated
// opponent in the rating-based tie-breaks (tournament.Settings.UnratedRating),
// as "arbiter event" shows it, or that none is set.
func UnratedRating(cat *i18n.Catalog, s tournament.Settings) string {
	if s.UnratedRating > 0 {
		return strconv.Itoa(s.UnratedRating)
	}
	return cat.T("event.unrated-rating.none")
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
