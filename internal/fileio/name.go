package fileio

import (
	"strings"
	"unicode"
)

// maxStem keeps a proposed name well inside Windows' 260-character path.
const maxStem = 80

// Stem turns text into the stem of a file name that every system accepts:
// lower case, letters and digits kept (ä, õ, š too), every run of other
// characters (spaces, / \ : * ? " < > |) one hyphen, at most maxStem
// characters. "Pärnu / Kevad 2026" becomes "pärnu-kevad-2026". It is ""
// when nothing usable is left, or the text is a name Windows reserves
// ("con", "aux"): the caller then proposes a word of its own. It is
// written without regular expressions: linking regexp builds Unicode's
// tables of categories and scripts before main in every program that
// links this package, the command line's included (bench/start).
func Stem(text string) string {
	var b strings.Builder
	inBreak := false
	for _, r := range strings.ToLower(text) {
		switch {
		case unicode.IsLetter(r) || unicode.IsNumber(r):
			b.WriteRune(r)
			inBreak = false
		case !inBreak:
			b.WriteByte('-')
			inBreak = true
		}
	}
	stem := strings.Trim(b.String(), "-")
	if r := []rune(stem); len(r) > maxStem {
		stem = strings.TrimRight(string(r[:maxStem]), "-")
	}
	if reservedName(stem) {
		return ""
	}
	return stem
}

// reservedName reports whether Windows refuses stem as a file's name
// whatever the extension: con, prn, aux, nul, com0-com9, lpt0-lpt9.
func reservedName(stem string) bool {
	switch stem {
	case "con", "prn", "aux", "nul":
		return true
	}
	return len(stem) == 4 && (stem[:3] == "com" || stem[:3] == "lpt") && '0' <= stem[3] && stem[3] <= '9'
}

// windowsRefuses reports whether Windows refuses name (a file's own name,
// without its folder) or would write it under another: any of
// < > : " / \ | ? * or a control character, a name it keeps for a device
// (CON, NUL, COM1, LPT1, whatever follows a dot), or a dot or space at its
// end, which Windows drops.
func windowsRefuses(name string) bool {
	if strings.ContainsAny(name, `<>:"/\|?*`) || strings.IndexFunc(name, unicode.IsControl) >= 0 ||
		strings.HasSuffix(name, ".") || strings.HasSuffix(name, " ") {
		return true
	}
	stem, _, _ := strings.Cut(name, ".")
	return reservedName(strings.ToLower(strings.TrimRight(stem, " ")))
}
