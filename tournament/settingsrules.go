package tournament

// ValidateSettingsChange checks that the event may take the settings s in
// place of its own: once a round is paired the pairing system and the
// number of rounds are fixed, since the rounds paired were made for them.
// The store asks it on every change of settings, whichever front end
// brings them.
func ValidateSettingsChange(ev *Event, s Settings) error {
	// A list of requested byes alone is not yet a paired round.
	paired := NextSwissRound(ev) - 1
	if paired > 0 && (s.System != ev.Settings.System || s.Rounds != ev.Settings.Rounds) {
		return errorf("event.err.settings.fixed", []any{"paired", paired})
	}
	return nil
}
