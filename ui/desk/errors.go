package desk

import (
	"arbiter/i18n"
	"arbiter/internal/crash"
)

// deskError is a mistake the desk itself catches; it carries a catalogue
// key (desk.error.…) like the errors of the lower layers, so the window
// translates all of them alike.
func deskError(key string, args ...any) error { return i18n.NewError(key, args...) }

// guard wraps one of the desk's actions (a move, a clock button, a
// ruling) so that a failure inside the program during it is shown as an
// error, with a crash log written, instead of closing the window and
// stopping the game's clock with it.
func (v *View) guard(action string, f func()) func() {
	return func() { crash.Guard(action, v.env.ShowError, f) }
}
