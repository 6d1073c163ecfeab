package ui

import (
	"arbiter/i18n"
	"arbiter/internal/crash"
)

// uiError is a mistake the window itself catches (a round number that is
// not a number, a file that already exists); it carries a catalogue key
// like the errors of the lower layers, so showError translates all alike.
func uiError(key string, args ...any) error { return i18n.NewError(key, args...) }

// guard wraps a user action (a button, a shortcut, a dialog's answer) so
// that a failure inside the program during it is shown as an error, with
// a crash log written, instead of closing the window. Every store action
// is one transaction, which a panic rolls back, so the file stays as it
// was.
func (s *Shell) guard(action string, f func()) func() {
	return func() { crash.Guard(action, s.showError, f) }
}
