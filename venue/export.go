package venue

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/fileio"
	"arbiter/internal/lazy"
	"arbiter/tournament"
)

// exportLinks switch the language between folders: the event's language
// at the top (DIR/index.html), every other in a folder of its own
// (DIR/fi/index.html), each page linking to the same page in the others.
// A section of a venue's site has a folder of its own in each language's
// (DIR/open/index.html, DIR/fi/open/index.html), under the front page.
type exportLinks struct {
	top, here i18n.Lang
	section   string // the section's folder, "" for an event exported alone
}

func (x exportLinks) langHref(l i18n.Lang, name string) string {
	up, down := "", ""
	if x.here != x.top {
		up = "../"
	}
	if x.section != "" {
		up, down = up+"../", x.section+"/"
	}
	if l == x.top {
		return up + down + name
	}
	return up + string(l) + "/" + down + name
}

// up is the front page's file, not its folder: opened from the disk, a
// folder is no page.
func (x exportLinks) up() string {
	if x.section != "" {
		return "../" + frontHref
	}
	return ""
}

// Export writes every page of ev (with its prizes, rating options and
// recorded games) as static files into dir (made when missing), and the
// finished games' PGN files as the server offers them: the pages in top at the top and in each other language in a
// folder named for it. The links are relative and nothing is loaded from
// elsewhere, so that the folder opens from the disk or from any web host
// as it is; no page is shown from the browser's copy of an earlier export
// (edition). It returns the number of files written.
//
// The site is written whole or not at all: built in a hidden folder beside
// dir, each page buffered and flushed to the disk, and swapped in for the
// folder of an earlier export by two renames; a failure at any step leaves
// the earlier site as it was and nothing of the new one behind, and a crash
// between the renames is put right by the next export (recoverSwap). A
// folder holding anything an export does not write is refused, since the
// swap would take it away with the old pages.
func Export(ev *tournament.Event, rules Rules, dir string, top i18n.Lang) (int, error) {
	return exportSite(dir, func(tmp string, ed edition) (int, error) {
		return writeSite(newFacts(ev, rules), tmp, top, ed, "")
	})
}

// edition is one export of a site: when its event was read, as its pages'
// footer says, and its mark, which no other export has. A web host
// commonly sends a static file's Last-Modified and no Cache-Control
// (Python's http.server, Apache's and nginx's defaults), and a browser
// then keeps its copy fresh for a tenth of the file's age without asking:
// a page an hour old was shown for six minutes after the next export, the
// round's result or pairing missing. So every exported page carries the
// mark (data-v) and adds it to its links to the site's files (markLinks),
// which the browser has never loaded with the new mark and asks the host
// for; and its script (freshScript) asks the host whether a page taken
// from the browser's copies, as one opened from a bookmark is, is still
// the latest export, and reads the latest where it is not.
type edition struct{ stamp, mark string }

// exportSite writes a site into dir whole or not at all, as Export says:
// write puts its pages into the hidden folder tmp, as the edition ed.
func exportSite(dir string, write func(tmp string, ed edition) (int, error)) (int, error) {
	dir, err := exportTarget(dir)
	if err != nil {
		return 0, err
	}
	parent, base := filepath.Split(dir)
	recoverSwap(parent, base)
	if err := ownSite(dir); err != nil {
		return 0, err
	}
	if err := exportStep("mkdir"); err != nil {
		return 0, exportError(dir, err)
	}
	tmp, err := os.MkdirTemp(parent, "."+base+".new-*")
	if err != nil {
		return 0, exportError(dir, err)
	}
	swapped := false
	defer func() {
		if !swapped {
			os.RemoveAll(tmp)
		}
	}()
	// The host's rules first: the top folder is flushed with the pages.
	count, err := len(hostRules), writeHostRules(tmp)
	if err == nil {
		at := time.Now()
		var pages int
		pages, err = write(tmp, edition{stamp(at), strconv.FormatInt(at.UnixNano(), 36)})
		count += pages
	}
	if err == nil {
		err = swapIn(tmp, dir)
	}
	if err != nil {
		return 0, exportError(dir, err)
	}
	swapped = true
	return count, nil
}

// hostRules are the files some web hosts read for how browsers may keep
// the site's files, each telling them to ask the host again before they
// show their copy (no-cache): Apache's .htaccess (read where its
// AllowOverride allows FileInfo; mod_headers sends the header) and
// Netlify's and Cloudflare Pages' _headers (read at the site's root).
// Any other host serves them as files no page links; nginx and others
// are set by the arbiter (venue.cli.hosts), the pages' own asking
// (freshScript) standing in until then.
var hostRules = []struct{ name, text string }{
	{".htaccess", "<IfModule mod_headers.c>\nHeader set Cache-Control \"no-cache\"\n</IfModule>\n"},
	{"_headers", "/*\n  Cache-Control: no-cache\n"},
}

// writeHostRules writes hostRules at the top of the new site tmp.
func writeHostRules(tmp string) error {
	for _, r := range hostRules {
		if err := writeFile(filepath.Join(tmp, r.name), func(w io.Writer) error { _, err := io.WriteString(w, r.text); return err }); err != nil {
			return err
		}
	}
	return nil
}

// hostRule reports whether name is one of hostRules'.
func hostRule(name string) bool {
	return slices.ContainsFunc(hostRules, func(r struct{ name, text string }) bool { return r.name == name })
}

// exportStep lets the tests fail the export at each of its file
// operations in turn.
var exportStep = func(op string) error { return nil }

// exportTarget is the folder the site goes to, absolute and with links
// resolved, so that the swap replaces the folder itself, not a link to it.
func exportTarget(dir string) (string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", exportError(dir, err)
	}
	if real, err := filepath.EvalSymlinks(abs); err == nil {
		abs = real
	}
	if info, err := os.Stat(abs); err == nil && !info.IsDir() {
		return "", engine.NewMessage("venue.err.folder", "folder", dir, "err", "not a folder")
	}
	return abs, nil
}

// exportError says why the site could not be written, and that the one
// at dir is as it was.
func exportError(dir string, err error) error {
	if _, ok := errors.AsType[*engine.Message](err); !ok {
		err = fileio.WriteError(dir, err)
	}
	return engine.NewMessage("venue.err.export", "why", err, "folder", dir)
}

// systemLitter are files a file manager leaves in any folder it shows.
var systemLitter = sync.OnceValue(func() map[string]bool {
	return map[string]bool{".DS_Store": true, "Thumbs.db": true, "desktop.ini": true}
})

// ownSite refuses a folder that holds anything but an earlier export's
// pages (a missing or empty folder is fine), naming the first few.
func ownSite(dir string) error {
	foreign, err := foreignIn(dir, "", 0)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return exportError(dir, err)
	}
	if len(foreign) == 0 {
		return nil
	}
	if len(foreign) > 5 {
		foreign = append(foreign[:5], "…")
	}
	return engine.NewMessage("venue.err.export-foreign", "folder", dir, "files", strings.Join(foreign, ", "))
}

// foreignIn are the files of the folder dir (rel, within the site) that
// no export writes. An export writes pages, hostRules at the top, a folder for each language
// but the top's (depth 0) and, for a venue's site, a folder for each
// section at the top and in each language's folder (sectionsExport):
// at depth 2, or in a folder not named for a language, only pages.
func foreignIn(dir, rel string, depth int) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var foreign []string
	for _, e := range entries {
		name := e.Name()
		switch {
		case systemLitter()[name], (exportedName(name) || depth == 0 && hostRule(name)) && e.Type().IsRegular():
			continue
		case e.IsDir() && depth < 2:
			inner := 2 // a section's folder holds pages
			if depth == 0 && slices.Contains(languages, i18n.Lang(name)) {
				inner = 1
			}
			sub, err := foreignIn(filepath.Join(dir, name), filepath.Join(rel, name), inner)
			if err != nil {
				return nil, err
			}
			foreign = append(foreign, sub...)
		default:
			foreign = append(foreign, filepath.Join(rel, name))
		}
	}
	return foreign, nil
}

// writeSite writes every page into the new folder tmp, each file and
// folder flushed to the disk and the pages of the edition ed, and returns
// the number of pages: into tmp's folder section, in each language's,
// when the event is a section of a venue's site.
func writeSite(f *facts, tmp string, top i18n.Lang, ed edition, section string) (int, error) {
	if err := os.Chmod(tmp, 0o755); err != nil { // MkdirTemp makes it private
		return 0, err
	}
	count := 0
	for _, lang := range append([]i18n.Lang{top}, others(top)...) {
		ln := exportLinks{top, lang, section}
		folder, err := siteFolder(tmp, ln)
		if err != nil {
			return 0, err
		}
		for _, name := range pageNames(f) {
			p, ok := build(f, lang, name, ln)
			if !ok {
				continue
			}
			p.Name, p.Find = name, true
			if err := writePage(filepath.Join(folder, name), p, ed); err != nil {
				return 0, err
			}
			count++
		}
		// The games' PGN files, in every language's folder beside the
		// pages that link them.
		for _, n := range pgnRounds(f.ev) {
			body, err := f.pgnFile(n)
			if err != nil {
				return 0, err
			}
			if err := writeFile(filepath.Join(folder, pgnHref(n)), func(w io.Writer) error { _, err := w.Write(body); return err }); err != nil {
				return 0, err
			}
			count++
		}
		// The search, which a server answers, is a page of its own here.
		if err := writeSearch(f, folder, ln, ed); err != nil {
			return 0, err
		}
		count++
		if err := exportStep("syncdir"); err != nil {
			return 0, err
		}
		if err := fileio.SyncDir(folder); err != nil {
			return 0, err
		}
	}
	return count, nil
}

// siteFolder makes the folder of ln's pages in tmp, the site being
// built: the top's, or its language's and in it its section's.
func siteFolder(tmp string, ln exportLinks) (string, error) {
	folder := tmp
	for _, sub := range []string{string(ln.here), ln.section} {
		if sub == "" || sub == string(ln.top) {
			continue
		}
		folder = filepath.Join(folder, sub)
		if _, err := os.Stat(folder); err == nil {
			continue
		}
		if err := exportStep("mkdir"); err != nil {
			return "", err
		}
		if err := os.Mkdir(folder, 0o755); err != nil {
			return "", err
		}
	}
	return folder, nil
}

// writeSearch writes the search page of an export, which searches in
// the browser.
func writeSearch(f *facts, folder string, ln exportLinks, ed edition) error {
	lang := ln.here
	p, _ := build(f, lang, "start.html", ln)
	cat := i18n.For(lang)
	p.Kind, p.Name, p.Title, p.Data, p.Nav = "find", searchHref, cat.T("venue.search.title"), staticSearch(f, cat), f.nav(cat, "search", ln)
	p.Langs = langLinks(ln, lang, searchHref)
	p.Find = true
	return writePage(filepath.Join(folder, searchHref), p, ed)
}

// writePage writes one page of the edition ed, with its policy and its
// links marked (markLinks), and flushes it.
func writePage(path string, p *page, ed edition) error {
	p.Stamp, p.Edition, p.CSP = ed.stamp, ed.mark, exportCSP()
	var b bytes.Buffer
	if err := render(&b, p); err != nil {
		return err
	}
	return writeFile(path, func(w io.Writer) error { _, err := w.Write(markLinks(b.Bytes(), ed.mark)); return err })
}

// siteLink is a link of an exported page to a file of the site: an
// address relative to the page, with no scheme, query or leading slash,
// and its fragment. The templates escape every quote of a text, so that
// ` href="` begins an attribute and nothing else.
var siteLink = lazy.Value[*regexp.Regexp]{Make: func() *regexp.Regexp {
	return regexp.MustCompile(` href="([^"?#:/][^"?#:]*)(#[^"]*)?"`)
}}

// markLinks adds the edition's mark to the page's links to the site's
// files, so that a page reached by a link is the one this export wrote,
// never the browser's copy of an earlier one.
func markLinks(page []byte, mark string) []byte {
	return siteLink.Get().ReplaceAll(page, []byte(` href="${1}?v=`+mark+`${2}"`))
}

// freshScript, on an exported page that the browser took from its copies
// (the navigation's transferSize 0, or the page shown again from the
// back/forward cache), asks the host for the page again, revalidating the
// browser's copy, and where the host's is of another export (its data-v)
// replaces the page with it under an address that carries that export's
// mark, which the browser never had: once, since the page under that
// address is not replaced again for the same mark. Opened from the disk,
// the asking fails and the page stays.
const freshScript = `(function(){var v=document.documentElement.getAttribute("data-v");` +
	`function check(){if(!window.fetch)return;fetch(location.href.split("#")[0],{cache:"no-cache"}).then(function(r){return r.ok?r.text():"";}).then(function(t){` +
	`var m=/<html [^>]*data-v="([^"]+)"/.exec(t),q=new URLSearchParams(location.search);if(!m||m[1]===v||q.get("v")===m[1])return;` +
	`q.set("v",m[1]);location.replace(location.pathname+"?"+q+location.hash);}).catch(function(){});}` +
	`var n=performance.getEntriesByType?performance.getEntriesByType("navigation")[0]:null;if(!n||!(n.transferSize>0))check();` +
	`addEventListener("pageshow",function(e){if(e.persisted)check();});})();`

// exportCSP is an exported page's own policy, in the page since no server
// sends one: its style and scripts by their hashes, its asking of the host
// it came from, nothing else.
var exportCSP = sync.OnceValue(func() string {
	return "default-src 'none'; style-src " + cspHash(css) + "; script-src " + cspHash(freshScript) + " " + cspHash(findScript) +
		"; connect-src 'self'; img-src data:; base-uri 'none'"
})

// writeFile makes the new file path, writes it with write through a
// buffer and flushes it to the disk.
func writeFile(path string, write func(io.Writer) error) error {
	if err := exportStep("create"); err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	bw := bufio.NewWriterSize(f, 64<<10)
	err = write(bw)
	if err == nil {
		err = exportStep("write")
	}
	if err == nil {
		err = bw.Flush()
	}
	if err == nil {
		err = exportStep("sync")
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// swapIn puts the new site tmp in the place of dir: the old folder, if
// any, is renamed beside (tmp + ".old"), the new one renamed to dir, the
// parent folder flushed, and the old removed. When the second rename
// fails the old folder goes back.
func swapIn(tmp, dir string) error {
	old := tmp + oldSuffix
	hadOld := false
	if _, err := os.Lstat(dir); err == nil {
		if err := exportStep("rename"); err != nil {
			return err
		}
		if err := os.Rename(dir, old); err != nil {
			return err
		}
		hadOld = true
	}
	err := exportStep("rename")
	if err == nil {
		err = os.Rename(tmp, dir)
	}
	if err != nil {
		if hadOld {
			os.Rename(old, dir)
		}
		return err
	}
	// The new site is in place, its pages on the disk: a failure to
	// flush the parent folder's names now cannot be undone by saying the
	// old site is there, which it no longer is.
	if exportStep("syncdir") == nil {
		fileio.SyncDir(filepath.Dir(dir))
	}
	if hadOld {
		os.RemoveAll(old)
	}
	return nil
}

// oldSuffix ends the name of the earlier site while the new one is swapped in.
const oldSuffix = ".old"

// recoverSwap puts right what an export cut short by a crash left beside
// dir (parent/base): a new site never swapped in is removed, and an old
// one renamed out of the way goes back when the new one did not take its
// place, or is removed when it did.
func recoverSwap(parent, base string) {
	left, _ := filepath.Glob(filepath.Join(parent, "."+base+".new-*"))
	dir := filepath.Join(parent, base)
	for _, p := range left {
		if strings.HasSuffix(p, oldSuffix) {
			if _, err := os.Lstat(dir); errors.Is(err, fs.ErrNotExist) {
				if os.Rename(p, dir) == nil {
					continue
				}
			}
		}
		os.RemoveAll(p)
	}
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
