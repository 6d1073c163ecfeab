package printing

import "arbiter/words"

// timeControl is the event's time control in words of the sheet's
// language (words.TimeControl), as the venue's pages give it.
func (s *sheet) timeControl() string {
	return words.TimeControl(s.cat, s.ev.Settings.TimeControl)
}
