package desk

import "arbiter/i18n"

// deskError is a mistake the desk itself catches; it carries a catalogue
// key (desk.error.…) like the errors of the lower layers, so the window
// translates all of them alike.
func deskError(key string, args ...any) error { return i18n.NewError(key, args...) }
