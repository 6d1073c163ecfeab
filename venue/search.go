package venue

import (
	"bytes"
	"cmp"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/ratinglist"
)

// search answers a search by name: rendered for each query, as the
// queries are many and each one's page small, and following the event as
// every page does.
func (s *Server) search(w http.ResponseWriter, r *http.Request, snap *snapshot) {
	lang, _ := readerLang(r, snap.facts.ev)
	p, _ := build(snap.facts, lang, "start.html", serverLinks{})
	cat := i18n.For(lang)
	_, se := s.dep.signedIn(r, time.Now())
	p.Kind, p.Name, p.Title, p.Data = "search", "search.html", cat.T("venue.search.title"), searchData(snap.facts, r.URL.Query().Get("q"))
	p.Nav = snap.facts.nav(cat, "search")
	p.Live, p.Rev, p.Stamp, p.Entry = true, strconv.FormatInt(snap.rev, 10), stamp(snap.at), se != nil
	var b bytes.Buffer
	if err := render(&b, p); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Language", string(lang))
	w.Write(b.Bytes())
}

// maxQuery bounds a search's query, in bytes.
const maxQuery = 100

// searchData is the players whose name has every word of the query at
// the start of one of its words, accents and letter case aside ("aiJA"
// finds "Äijälä"), family name first and in that order.
func searchData(f *facts, query string) playersPage {
	d := playersPage{Query: query}
	words := ratinglist.Fold(query)
	if len(words) == 0 || len(query) > maxQuery {
		return d
	}
	for _, p := range tournament.ByStartNumber(f.ev, f.number) {
		name := ratinglist.Fold(p.Name)
		if !slices.ContainsFunc(words, func(w string) bool {
			return !slices.ContainsFunc(name, func(n string) bool { return strings.HasPrefix(n, w) })
		}) {
			row := rowOf(f, p)
			row.Name = p.FamilyFirst()
			d.Rows = append(d.Rows, row)
		}
	}
	slices.SortStableFunc(d.Rows, func(a, b startRow) int {
		return cmp.Compare(strings.Join(ratinglist.Fold(a.Name), " "), strings.Join(ratinglist.Fold(b.Name), " "))
	})
	return d
}
