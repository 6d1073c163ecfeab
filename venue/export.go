package venue

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/fileio"
	"arbiter/tournament"
)

// exportLinks switch the language between folders: the event's language
// at the top (DIR/index.html), every other in a folder of its own
// (DIR/fi/index.html), each page linking to the same page in the others.
type exportLinks struct{ top, here i18n.Lang }

func (x exportLinks) langHref(l i18n.Lang, name string) string {
	up := ""
	if x.here != x.top {
		up = "../"
	}
	if l == x.top {
		return up + name
	}
	return up + string(l) + "/" + name
}

// pageNames are the file names of every page of an event, in the order
// they are written.
func pageNames(f *facts) []string {
	ev := f.ev
	names := []string{"index.html", "pairings.html", "names.html", "start.html", "standings.html", "crosstable.html"}
	if len(f.rules.Prizes) > 0 {
		names = append(names, "prizes.html")
	}
	for _, n := range roundNumbers(ev) {
		names = append(names, fmt.Sprintf("round-%d.html", n), fmt.Sprintf("names-%d.html", n))
	}
	for _, p := range ev.Players {
		names = append(names, fmt.Sprintf("player-%d.html", p.ID))
	}
	return names
}

// Export writes every page of ev (with its prizes and rating options) as static files into dir (made when
// missing): the pages in top at the top and in each other language in a
// folder named for it. The links are relative, nothing is loaded from
// elsewhere and the pages carry no script, so that the folder opens from
// the disk or from any web host as it is. It returns the number of files
// written.
func Export(ev *tournament.Event, rules Rules, dir string, top i18n.Lang) (int, error) {
	f := newFacts(ev, rules)
	count, now := 0, stamp(time.Now())
	for _, lang := range append([]i18n.Lang{top}, others(top)...) {
		folder := dir
		if lang != top {
			folder = filepath.Join(dir, string(lang))
		}
		if err := os.MkdirAll(folder, 0o755); err != nil {
			return count, engine.NewKeyedError("venue.err.folder", "folder", folder, "err", err.Error())
		}
		for _, name := range pageNames(f) {
			p, ok := build(f, lang, name, exportLinks{top, lang})
			if !ok {
				continue
			}
			p.Name, p.Stamp = name, now
			if err := fileio.Write(filepath.Join(folder, name), func(w io.Writer) error { return render(w, p) }); err != nil {
				return count, err
			}
			count++
		}
	}
	return count, nil
}

// others are the page languages but l.
func others(l i18n.Lang) []i18n.Lang {
	var out []i18n.Lang
	for _, x := range languages {
		if x != l {
			out = append(out, x)
		}
	}
	return out
}
