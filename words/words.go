// Package words says the event in the reader's language: the names of
// prizes and their money, the rating and norm verdicts, a withdrawn
// player's mark, the numbers as every table writes them. The window, the
// command line, the venue pages and the paper (package printing) share
// these words, so that a figure reads the same wherever it is shown. It
// sits below every front end and beside printing, never above them: it
// imports the event's computations and the catalogues only.
package words

import (
	"fmt"

	"arbiter/i18n"
)

// WithdrawnName marks a withdrawn player's name with the language's
// neutral mark ("(w/d)"), which print.legend.withdrawn explains: a dagger
// reads as "deceased" in Finland and Estonia.
func WithdrawnName(cat *i18n.Catalog, name string, withdrawn bool) string {
	if withdrawn {
		return name + " " + cat.T("print.mark.withdrawn")
	}
	return name
}

// Number is a player's number (or a rating), blank while he has none.
func Number(n int) string {
	if n == 0 {
		return ""
	}
	return fmt.Sprint(n)
}
