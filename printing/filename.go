package printing

import (
	"strconv"

	"arbiter/i18n"
	"arbiter/internal/fileio"
	"arbiter/tournament/standings"
)

// FileName is the name proposed for saving a document: its word in the
// window's language (catalogue key print.file.<doc>), then the round, and
// the board when board > 0 ("paritukset-3", "ümbrik-2-4"), or with after
// the standing after the round ("tilanne-3-kierroksen-jälkeen"); round 0
// adds nothing. It is a name every system accepts, ending in ".pdf".
func FileName(lang i18n.Lang, doc string, round, board int, after bool) string {
	return fileio.Stem(fileWords(i18n.For(lang), doc, round, board, after)) + ".pdf"
}

// FileNameAsNow is the name proposed for a document printed after a
// round (standings, crosstable) from the event as it is, at progress p:
// after its last complete round, and with the round being played when
// one is paired past it ("standings-after-2-round-3-in-play"), final once
// the last round is over ("final-standings"), as the paper's heading says
// (words.StandingsTitle), so that two printouts of one day are told apart
// by their files too.
func FileNameAsNow(lang i18n.Lang, doc string, p standings.Progress) string {
	cat := i18n.For(lang)
	name := fileWords(cat, doc, p.Complete, 0, true)
	switch play := p.InPlay(); {
	case p.Final:
		name = cat.T("print.file.final", "name", cat.T("print.file."+doc))
	case play > 0:
		name = cat.T("print.file.in-play", "name", name, "round", play)
	}
	return fileio.Stem(name) + ".pdf"
}

// fileWords is FileName before it is made a file's name.
func fileWords(cat *i18n.Catalog, doc string, round, board int, after bool) string {
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
	return name
}
