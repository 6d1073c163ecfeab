package input

import (
	"strings"

	"arbiter/engine"
)

// A FIDE id fills at most the TRF column of 11 digits (TRF-2026 cols
// 58-68, "including 3 digits reserve"), as other programs' reports already
// use.
const maxFIDEIDLen = 11

// NotDigit is true of a rune other than an ASCII digit, the only digits
// an id is written in.
func NotDigit(r rune) bool { return r < '0' || r > '9' }

// CheckFIDEID is the one check of a FIDE id, wherever one is typed or
// read (a player, a deputy, the chief arbiter, a rating list, an import):
// a number of at most maxFIDEIDLen digits, as FIDE issues them, or empty
// (none). Its refusal is one message, with an example, which the caller
// places (whose id, which line) by nesting it as {problem}.
func CheckFIDEID(id string) error {
	if id == "" || len(id) <= maxFIDEIDLen && !strings.ContainsFunc(id, NotDigit) {
		return nil
	}
	return engine.NewMessage("event.err.fideid", "id", id, "max", maxFIDEIDLen)
}
