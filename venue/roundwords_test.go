package venue_test

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/venue"
)

// A player's phone on round-2.html when the arbiter un-pairs round 2 to
// pair it again reads, in the page's frame and language, that round 2's
// pairing was taken back, with a link to round 1: it read the generic
// "No page at /round-2.html". A round of the event not paired yet says
// so; a round beyond the event's is no page (404). Once round 2 is paired
// again, a browser that kept the un-paired page is sent the pairing.
func TestARoundPageNotPairedSaysSoInTheReadersLanguage(t *testing.T) {
	file := newEvent(t, "swiss-dutch") // rounds 1 and 2 paired of 5
	_, base := server(t, file, nil)
	// A browser asking with its copy's tag is answered from the file as it
	// is now (serveHTTP), which waits for no watcher.
	ask := func(path string) (*http.Response, string, string) {
		resp, b := fetch(t, base+path, "If-None-Match", `"kept"`)
		return resp, string(b), text(string(b))
	}
	if resp, _, _ := ask("/round-2.html"); resp.StatusCode != http.StatusOK {
		t.Fatalf("round 2 paired: %d", resp.StatusCode)
	}
	runCLI(t, "unpair", file, "--round", "2")
	var kept string
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		q := "?lang=" + string(lang)
		for path, want := range map[string]string{
			"/round-2.html": cat.T("venue.round.taken-back", "round", 2),
			"/names-2.html": cat.T("venue.round.taken-back", "round", 2),
			"/round-4.html": cat.T("venue.round.not-yet", "round", 4),
		} {
			resp, page, shown := ask(path + q)
			if resp.StatusCode != http.StatusOK || !strings.Contains(shown, want) || !strings.Contains(page, `href="round-1.html"`) ||
				!strings.Contains(shown, cat.T("venue.title.round", "round", 1)) || !strings.Contains(page, `<nav`) ||
				resp.Header.Get("Content-Language") != string(lang) || resp.Header.Get("Cache-Control") != "no-cache" || resp.Header.Get("ETag") == "" {
				t.Errorf("%s%s: %d %q %q, %q", path, q, resp.StatusCode, resp.Header.Get("Cache-Control"), resp.Header.Get("ETag"), shown)
			}
			if path == "/round-2.html" && lang == i18n.English {
				kept = resp.Header.Get("ETag")
			}
		}
		for _, path := range []string{"/round-6.html", "/names-6.html", "/round-0.html", "/round-02.html"} {
			if resp, _, shown := ask(path + q); resp.StatusCode != http.StatusNotFound || !strings.Contains(shown, cat.T("venue.notfound.title")) {
				t.Errorf("%s%s beyond the event: %d %q", path, q, resp.StatusCode, shown)
			}
		}
	}
	runCLI(t, "pair", file)
	resp, b := fetch(t, base+"/round-2.html?lang=en", "If-None-Match", kept)
	if resp.StatusCode != http.StatusOK || strings.Contains(text(string(b)), "taken back") || !strings.Contains(string(b), `id="b1"`) {
		t.Errorf("round 2 paired again, asked with the un-paired page's tag: %d %q", resp.StatusCode, text(string(b)))
	}
}

// A phone in a real browser, its cache on, left on round-2.html while
// the round is taken back and paired again: it reads in Finnish that the
// pairing was taken back, follows the file to the new pairing by itself,
// and opened again is not shown the un-paired page its cache kept.
func TestAPhoneLeftOnARoundTakenBackFollowsItToTheNewPairing(t *testing.T) {
	file, base := servedEvent(t, "swiss-dutch")
	runCLI(t, "unpair", file, "--round", "2")
	fetch(t, base+"/round-2.html", "If-None-Match", `"kept"`) // the server has read the un-pairing
	cat := i18n.For(i18n.Finnish)
	d := newDevtools(t, 390, 844)
	d.open(t, base+"/round-2.html?lang=fi", "round 2 taken back")
	want, _ := json.Marshal(cat.T("venue.round.taken-back", "round", 2))
	if d.eval(`document.body.innerText.includes(`+string(want)+`)`) != "true" {
		t.Fatalf("round 2 taken back reads %s", d.eval(`document.body.innerText`))
	}
	runCLI(t, "pair", file)
	if !d.until(`document.getElementById("b1")!==null`, "true") {
		t.Fatalf("the page did not follow round 2 paired again: %s", d.eval(`document.body.innerText`))
	}
	d.open(t, base+"/round-4.html", "round 4 not yet paired")
	d.open(t, base+"/round-2.html", "round 2 opened again")
	if d.eval(`document.getElementById("b1")!==null&&document.documentElement.lang`) != `"fi"` {
		t.Errorf("round 2 opened again reads %s", d.eval(`document.body.innerText`))
	}
}

// A team event's round taken back says so too, its matches' page frame
// and all, to a serve started after the un-pairing; a round beyond the
// event's is no page.
func TestATeamRoundPageNotPairedSaysSo(t *testing.T) {
	file := teamFile(t) // six teams, every round paired
	runCLI(t, "unpair", file, "--force")
	_, base := server(t, file, nil)
	cat := i18n.For(i18n.Estonian)
	resp, b := fetch(t, base+"/round-5.html?lang=et")
	if shown := text(string(b)); resp.StatusCode != http.StatusOK || !strings.Contains(shown, cat.T("venue.round.taken-back", "round", 5)) ||
		!strings.Contains(string(b), `href="round-4.html"`) || !strings.Contains(shown, cat.T("teams.venue.matches")) {
		t.Errorf("round 5 un-paired: %d %q", resp.StatusCode, shown)
	}
	if resp, _ := fetch(t, base+"/round-6.html?lang=et"); resp.StatusCode != http.StatusNotFound {
		t.Errorf("round 6 of 5: %d", resp.StatusCode)
	}
}

// A phone on an exported site's round-3.html before round 3 is paired
// (the site put on a web host) read the host's 404: the export wrote the
// paired rounds' pages only. Each language's folder now holds the served
// page that says round 3 is not paired yet, by board and by name, in the
// event's frame and linking the round paired last, with no script to
// follow a server that is not there; a round beyond the event's is no
// page there either. A team event's round likewise.
func TestAnExportSaysARoundNotPairedYet(t *testing.T) {
	read := func(t *testing.T, path string) string {
		t.Helper()
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("the export has no %s: %v", path, err)
		}
		return string(b)
	}
	check := func(t *testing.T, file string, pages []string, round, last, beyond int) {
		dir := t.TempDir()
		if _, err := venue.Export(testevent.Read(t, file), venue.Rules{}, dir, i18n.English); err != nil {
			t.Fatal(err)
		}
		for _, lang := range i18n.Complete {
			cat := i18n.For(lang)
			folder := dir
			if lang != i18n.English {
				folder = filepath.Join(dir, string(lang))
			}
			for _, stem := range pages {
				name := stem + "-" + strconv.Itoa(round) + ".html"
				page := unmarked(read(t, filepath.Join(folder, name)))
				if shown := text(page); !strings.Contains(shown, cat.T("venue.round.not-yet", "round", round)) ||
					!strings.Contains(page, `href="round-`+strconv.Itoa(last)+`.html"`) || !strings.Contains(page, `<nav`) || strings.Contains(page, "EventSource") {
					t.Errorf("%s/%s: %q", lang, name, shown)
				}
				read(t, filepath.Join(folder, "round-"+strconv.Itoa(last)+".html"))
				if _, err := os.Stat(filepath.Join(folder, stem+"-"+strconv.Itoa(beyond)+".html")); err == nil {
					t.Errorf("%s/%s-%d.html, a round beyond the event's, was written", lang, stem, beyond)
				}
			}
		}
	}
	t.Run("swiss", func(t *testing.T) {
		check(t, newEvent(t, "swiss-dutch"), []string{"round", "names"}, 3, 2, 6) // rounds 1 and 2 paired of 5
	})
	t.Run("teams", func(t *testing.T) {
		file := teamFile(t) // six teams, every round paired
		runCLI(t, "unpair", file, "--force")
		check(t, file, []string{"round"}, 5, 4, 6)
	})
}

// An arbiter who takes round 2's pairing back and exports the site, or
// starts serving only then, gave a phone "Round 2 is not paired yet",
// where the serve that saw the round paired says its pairing was taken
// back: only the serving process knew. The file's history says it now,
// so the export and a serve started after the un-pairing word it as the
// running serve does, and a round never paired as not paired yet; the
// un-pairing undone, round 2 is paired again and its page its pairing;
// its pairing undone then, it was taken back again.
func TestARoundTakenBackSaysSoOnAnExportAndALaterServe(t *testing.T) {
	file := newEvent(t, "swiss-dutch") // rounds 1 and 2 paired of 5
	runCLI(t, "unpair", file, "--round", "2")
	// pages is what each language's round-2.html and round-4.html of the
	// export and of a serve started now read.
	pages := func(t *testing.T) map[string]string {
		t.Helper()
		site := t.TempDir()
		runCLI(t, "export", "html", file, "-o", site, "--lang", "en")
		_, base := server(t, file, nil)
		got := map[string]string{}
		for _, lang := range i18n.Complete {
			folder := site
			if lang != i18n.English {
				folder = filepath.Join(site, string(lang))
			}
			for _, name := range []string{"round-2.html", "round-4.html"} {
				b, err := os.ReadFile(filepath.Join(folder, name))
				if err != nil {
					t.Fatal(err)
				}
				got["export "+string(lang)+"/"+name] = string(b)
				_, b = fetch(t, base+"/"+name+"?lang="+string(lang))
				got["serve "+string(lang)+"/"+name] = string(b)
			}
		}
		return got
	}
	takenBack := func(t *testing.T, how string) {
		t.Helper()
		for where, page := range pages(t) {
			lang := i18n.Lang(strings.TrimPrefix(strings.TrimPrefix(where[:strings.Index(where, "/")], "export "), "serve "))
			want := i18n.For(lang).T("venue.round.taken-back", "round", 2)
			if strings.HasSuffix(where, "round-4.html") {
				want = i18n.For(lang).T("venue.round.not-yet", "round", 4)
			}
			if !strings.Contains(text(page), want) {
				t.Errorf("%s, round 2 %s: %q, want %q", where, how, text(page), want)
			}
		}
	}
	takenBack(t, "un-paired")
	runCLI(t, "undo", file)
	for where, page := range pages(t) {
		if strings.HasSuffix(where, "round-2.html") && !strings.Contains(page, `id="b1"`) {
			t.Errorf("%s, the un-pairing undone: %q", where, text(page))
		}
	}
	// Round 2's pairing undone is taken back too, as a serve that saw it
	// paired says.
	runCLI(t, "undo", file)
	takenBack(t, "its pairing undone")
}
