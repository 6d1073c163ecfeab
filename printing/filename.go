package printing

import (
	"strconv"

	"arbiter/i18n"
	"arbiter/internal/fileio"
)

// FileName is the name proposed for saving a document: its word in the
// window's language (catalogue key print.file.<doc>), then the round, and
// the board when board > 0 ("paritukset-3", "ümbrik-2-4"), or with after
// the standing after the round ("tilanne-3-kierroksen-jälkeen"); round 0
// adds nothing. It is a name every system accepts, ending in ".pdf".
func FileName(lang i18n.Lang, doc string, round, board int, after bool) string {
	cat := i18n.For(lang)
	name := cat.T("print.file." + doc)
	switch {
	case round == 0:
	case after:
		name = cat.T("print.file.after", "name", name, "round", round)
	case board > 0:
		name += "-" + strconv.Itoa(round) + "-" + strconv.Itoa(board)
	default:
		name += "-" + strconv.Itoa(round)
	}
	return fileio.Stem(name) + ".pdf"
}
