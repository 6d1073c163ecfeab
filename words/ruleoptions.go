package words

import (
	"strings"

	"arbiter/i18n"
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
