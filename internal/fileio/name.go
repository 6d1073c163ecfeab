package fileio

import (
	"regexp"
	"strings"
	"sync"
)

// The expressions are compiled when first used, not when any command
// starts.
var (
	nameBreaks = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`[^\p{L}\p{N}]+`) })
	// Windows refuses these as a file's name whatever the extension.
	reservedName = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(con|prn|aux|nul|com[0-9]|lpt[0-9])$`) })
)

// maxStem keeps a proposed name well inside Windows' 260-character path.
const maxStem = 80

// Stem turns text into the stem of a file name that every system accepts:
// lower case, letters and digits kept (ä, õ, š too), every run of other
// characters (spaces, / \ : * ? " < > |) one hyphen, at most maxStem
// characters. "Pärnu / Kevad 2026" becomes "pärnu-kevad-2026". It is ""
// when nothing usable is left, or the text is a name Windows reserves
// ("con", "aux"): the caller then proposes a word of its own.
func Stem(text string) string {
	stem := strings.Trim(nameBreaks().ReplaceAllString(strings.ToLower(text), "-"), "-")
	if r := []rune(stem); len(r) > maxStem {
		stem = strings.TrimRight(string(r[:maxStem]), "-")
	}
	if reservedName().MatchString(stem) {
		return ""
	}
	return stem
}
