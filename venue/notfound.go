package venue

import (
	"cmp"
	"net/http"
	"net/url"
	"strings"
	"time"

	"arbiter/i18n"
)

// notFoundPage is what the page for an address that is no page shows:
// the address asked for, cut short and isolated (a sentence repeats it),
// and the way back to the front page.
type notFoundPage struct {
	Path string
	Home string
}

// maxShownPath bounds the address a 404 page repeats, in runes.
const maxShownPath = 80

// notFound answers a path that is no page of the event: a page saying so
// in the reader's language, linking back to the event's pages, status
// 404.
func (s *Server) notFound(w http.ResponseWriter, r *http.Request, snap *snapshot) {
	lang, _ := readerLang(r, snap.facts.ev)
	writeNotFound(w, r, i18n.For(lang), snap.facts.ev.Settings.Name, snap.at)
}

// writeNotFound answers r with the 404 page of the event (or venue)
// named event, in cat's language, read at at. Its links are relative to
// the address asked for, which may stand in a folder of no page ("/a/b"):
// the front page is as many folders up.
func writeNotFound(w http.ResponseWriter, r *http.Request, cat *i18n.Catalog, event string, at time.Time) {
	shown := []rune(askedPath(r))
	if len(shown) > maxShownPath {
		shown = append(shown[:maxShownPath], '…')
	}
	home := cmp.Or(strings.Repeat("../", strings.Count(strings.TrimPrefix(r.URL.EscapedPath(), "/"), "/")), "./")
	lang := cat.Lang()
	p := &page{cat: cat, Kind: "notfound", Lang: string(lang), Title: cat.T("venue.notfound.title"), Event: event,
		Langs: langLinks(serverLinks{}, lang, ""), Stamp: stamp(at), NoSearch: true,
		Data: notFoundPage{Path: isolated(string(shown)), Home: home}}
	writeFresh(w, r, p, http.StatusNotFound)
}

// askedPath is the path of the address the reader asked for: a section's
// server is handed r with the section's folder cut off its URL (the
// venue's http.StripPrefix), which is no address of the venue, while its
// RequestURI is as sent.
func askedPath(r *http.Request) string {
	if u, err := url.ParseRequestURI(r.RequestURI); err == nil && u.Path != "" {
		return u.Path
	}
	return r.URL.Path
}
