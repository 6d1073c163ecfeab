package ui

import (
	"bytes"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"arbiter/tournament"
	"arbiter/tournament/store"
)

// TestEndToEndPublishTheWeekend publishes a Swiss and the weekend's
// junior round robin as one venue from the real window at 1024×700, in
// English, Finnish and Estonian: the Publish view (Ctrl+Shift+2), Tab
// from the address to its "Add an event file" button, the junior's whole
// file's name typed into the file chooser, which opens in the event's
// folder, and Enter; the list is in the open
// event's file; the address typed and Enter publish both, and the
// venue's front page fetched over HTTP names both sections, each of
// whose pages answer under its folder. ARBITER_E2E_SHOTS=folder keeps the
// screenshots there.
func TestEndToEndPublishTheWeekend(t *testing.T) {
	dir, bin := buildApp(t)
	shots := os.Getenv("ARBITER_E2E_SHOTS")
	for _, lang := range []string{"en", "fi", "et"} {
		t.Run(lang, func(t *testing.T) {
			cli := commandOf(t, bin)
			folder := filepath.Join(dir, lang)
			if err := os.MkdirAll(folder, 0o755); err != nil {
				t.Fatal(err)
			}
			file, junior := filepath.Join(folder, "open.arbiter"), filepath.Join(folder, "junior.arbiter")
			cli("new", file, "--name", "Weekend Open", "--system", "swiss-dutch", "--rounds", "5", "--lang", lang)
			cli("new", junior, "--name", `Junior <Cup> & "Co"`, "--system", "round-robin", "--lang", lang)
			for i, n := range []string{"Aino Lehtonen", "Jaan Tamm", "Liis Kuusk", "Mati Saar"} {
				cli("player", "add", file, "--name", n, "--rating", fmt.Sprint(2100-20*i))
			}
			for i, n := range []string{"Kalle Koivu", "Maret Mets", "Oskar Orav", "Piret Pihl"} {
				cli("player", "add", junior, "--name", n, "--rating", fmt.Sprint(1500-20*i))
			}
			w := openAt1024(t, bin, appHome(t, dir, "home-publish-"+lang), lang, file, shots)
			log := w.log
			w.changed("ctrl+shift+2")
			w.shot(lang + "-publish")
			w.click(publishAddr.X, publishAddr.Y) // the field shows no change when it takes the keyboard
			w.tab(2)
			w.changed("space")
			w.shot(lang + "-publish-chooser")
			w.typeText("junior.arbiter") // the chooser opens in the event's folder
			w.changed("Return")
			w.awaitStore("the junior kept as a section", func(st *store.Store, _ *tournament.Event) error {
				if got, err := st.VenueSections(); err != nil || !slices.Equal(got, []string{junior}) {
					return fmt.Errorf("sections %q, %v", got, err)
				}
				return nil
			})
			w.shot(lang + "-publish-added")
			// Tab on to the junior's "Deputies…": its box opens on the name of
			// a deputy to add; Tab, Tab to "Add deputy", whose PIN is shown.
			w.click(publishAddr.X, publishAddr.Y)
			w.tab(2)
			w.changed("space")
			w.typeText("Jaak Junior")
			w.shot(lang + "-junior-deputies")
			w.tab(2)
			w.changed("space")
			w.shot(lang + "-junior-pin")
			w.changed("Return")
			w.changed("Escape")
			if err := waitForFile(junior, "the junior's deputy with a PIN", "Jaak Junior", "SELECT name FROM deputies WHERE pin != ''"); err != nil {
				t.Fatal(err)
			}
			port := freePort(t)
			w.click(publishAddr.X, publishAddr.Y)
			w.keys("ctrl+a")
			w.typeText("127.0.0.1:" + port)
			w.changed("Return")
			w.shot(lang + "-published")
			base := "http://127.0.0.1:" + port + "/"
			front := httpGet(t, base+"?lang="+lang)
			w.keep(lang+"-front.html", []byte(front))
			for _, want := range []string{`href="open/"`, "Weekend Open", `href="junior/"`, "Junior &lt;Cup&gt; &amp; &#34;Co&#34;"} {
				if !strings.Contains(front, want) {
					t.Errorf("the venue's front page lacks %q:\n%s", want, front)
				}
			}
			if strings.Contains(front, "<Cup>") {
				t.Error("the junior's name is markup on the front page")
			}
			if page := httpGet(t, base+"junior/start.html"); !strings.Contains(page, "Piret Pihl") {
				t.Error("the junior's start list is not served under its folder")
			}
			if page := httpGet(t, base+"open/start.html"); !strings.Contains(page, "Mati Saar") {
				t.Error("the open's start list is not served under its folder")
			}
			// The junior's deputy signs in at the junior's folder; the open,
			// whose file has no deputy, takes none.
			if page := httpGet(t, base+"junior/enter.html"); !strings.Contains(page, `name="pin"`) {
				t.Error("the junior's sign-in page asks for no PIN")
			}
			if resp, err := http.Get(base + "open/enter.html"); err != nil || resp.StatusCode == http.StatusOK {
				t.Errorf("the open's entry, with no deputy: %v %v", resp, err)
			} else {
				resp.Body.Close()
			}
			if strings.Contains(log.String(), "panic") {
				t.Errorf("the app reported:\n%s", log.String())
			}
		})
	}
}

// Where the window of 1024×700 shows the Publish view's address field, in
// every language.
var publishAddr = struct{ X, Y int }{670, 181}

// openAt1024 opens file with the app built at bin, in home and lang, in a
// window of 1024×700 that has the keyboard, which the test ends; shots
// is where its screenshots are kept ("" for nowhere).
func openAt1024(t *testing.T, bin, home, lang, file, shots string) *window {
	t.Helper()
	log := &bytes.Buffer{}
	cmd, exited := launch(t, bin, home, lang, log, file)
	t.Cleanup(func() { cmd.Process.Kill(); <-exited })
	title := filepath.Base(file)
	id, img, err := waitForWindow(t, title, exited, nil)
	if err != nil {
		t.Fatalf("%v\n%s", err, log.String())
	}
	w := &window{t: t, id: id, file: file, exited: exited, log: log, home: home, shots: shots}
	w.xdo("windowsize", "--sync", id, "1024", "700")
	if _, img, err = waitForWindow(t, title, exited, img); err != nil {
		t.Fatalf("the window did not take 1024×700: %v", err)
	}
	if b := img.Bounds(); b.Dx() != 1024 || b.Dy() != 700 {
		t.Fatalf("the window is %v, want 1024×700", b.Size())
	}
	w.xdo("windowfocus", "--sync", id)
	return w
}

// commandOf runs the command line of the app built at bin, failing t when
// a command fails.
func commandOf(t *testing.T, bin string) func(args ...string) {
	return func(args ...string) {
		t.Helper()
		if out, err := exec.Command(bin, args...).CombinedOutput(); err != nil {
			t.Fatalf("arbiter %v: %v\n%s", args, err, out)
		}
	}
}
