package ui

import "arbiter/i18n"

// uiError is a mistake the window itself catches (a round number that is
// not a number, a file that already exists); it carries a catalogue key
// like the errors of the lower layers, so showError translates all alike.
func uiError(key string, args ...any) error { return i18n.NewError(key, args...) }
