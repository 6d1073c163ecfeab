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
