package ui

import (
	"fmt"
	"image"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/exchange"
	"arbiter/tournament/trf"
)

// TestEndToEndDubovEstonianC04041 runs a whole 30-player, 7-round Dubov
// Swiss (C.04.4.1) in the real window in Estonian at 1024×700, from an
// empty start and by the keyboard where it has a way: the new-event
// dialog with the Dubov system chosen in it, the 30 players typed in the
// Add player dialog, each round paired with Ctrl+R and its results typed
// one key a board, the last round's pairings saved as PDF from the print
// dialog (Ctrl+P) and read with pdftotext, the venue pages published and
// fetched, the rating report written from the File view, and that report
// read back into a new event by the File view's TRF import. Every round
// the event paired must be the round `arbiter pair-trf --system dubov
// --round N` makes of the report, and the re-read event must hold the
// same games under the same system.
//
// ARBITER_E2E_SHOTS=folder keeps a screenshot of each step there.
func TestEndToEndDubovEstonianC04041(t *testing.T) {
	w, first, stop := startEmpty(t, "et")
	defer stop()
	folder := filepath.Join(w.home, "events")
	if w.shots != "" {
		w.shots = filepath.Join(w.shots, "dubov-et")
		if err := os.MkdirAll(w.shots, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	w.sizeTo(first, image.Pt(1024, 700))
	w.shot("start")

	// The new-event dialog with the Dubov system chosen in it.
	w.newEvent(folder, newEventKeys{name: "Narva Dubov 2026", start: "2026-04-04", end: "2026-04-06", site: "Narva",
		arbiter: "Kohtunik Test", system: tournament.SwissDubov, rounds: 7, file: "narva-dubov-2026.arbiter"})
	w.shot("players")

	// The 30 players typed in the Add player dialog: Enter saves and
	// leaves it open for the next, Escape closes it.
	entrants := narva
	w.clicked(252, 629) // Add player (above the status line)
	w.typePlayers(entrants)
	w.shot("players-in")

	// Each round: Ctrl+R asks, Enter pairs, and one key a board enters
	// its result (the cursor moves to the next board without one).
	for r := 1; r <= 7; r++ {
		w.changed("ctrl+r")
		if r == 1 {
			w.shot("pair-ask")
		}
		w.keys("Return")
		ev := w.awaitRounds(r)
		w.shot(fmt.Sprintf("round-%d", r))
		w.typeRoundResults(ev, r, func(board int) int { return board*7 + r }, map[[2]int]tournament.Result{})
	}
	w.shot("results-7")

	ev := w.printRoundPack(folder)
	w.publishVenue()

	// The rating report, from the File view: the chooser proposes the
	// event's name, Enter writes it.
	w.changed("ctrl+0")
	w.shot("file")
	w.clicked(trfExport.X, trfExport.Y)
	w.keys("Return")
	report := strings.TrimSuffix(w.file, ".arbiter") + ".trf"
	var data []byte
	w.await("the rating report", func(*tournament.Event) error {
		var err error
		if data, err = os.ReadFile(report); err != nil {
			return err
		}
		_, err = exchange.ReadTRFReport(data)
		return err
	})
	// What the report leaves out stands in a box of its own, drawn as the
	// file was written: Escape closes it before the import is clicked.
	w.keys("Escape")
	rep, err := trf.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(rep.Type, "Dubov") {
		t.Errorf("the report's pairing system is %q", rep.Type)
	}

	repairedByCLI(t, w.bin, report, rep, ev)

	// The report read back by the File view's TRF import: the chooser
	// takes the report's name, the second proposes the new file's.
	w.clicked(trfImport.X, trfImport.Y)
	w.typeText(filepath.Base(report))
	w.changed("Return")
	w.shot("import-save")
	w.keys("ctrl+a")
	w.typeText("uuesti.arbiter")
	w.keys("Return")
	w.file = filepath.Join(folder, "uuesti.arbiter")
	again := w.await("the re-read event", func(again *tournament.Event) error {
		if len(again.Rounds) != 7 {
			return fmt.Errorf("%d rounds", len(again.Rounds))
		}
		return nil
	})
	w.shot("imported")
	stop()
	if again.Settings.System != tournament.SwissDubov {
		t.Errorf("the report re-reads as a %s event", again.Settings.System)
	}
	if got, want := games(again), games(ev); got != want {
		t.Errorf("the re-read event's games:\n%s\nthe event's:\n%s", got, want)
	}
}

// printRoundPack saves the last round's pack as PDF from the print dialog
// of the rounds view (Ctrl+P), the pack chosen beside the round's
// pairings, Save as PDF and Enter in the chooser, which proposes a name;
// pdftotext must find the event and every player of the round in it, in
// Estonian.
func (w *window) printRoundPack(folder string) *tournament.Event {
	t := w.t
	t.Helper()
	w.changed("ctrl+p")
	w.clicked(printPack.X, printPack.Y)
	w.shot("print")
	w.clicked(printSave.X, printSave.Y)
	w.shot("print-save")
	w.keys("Return")
	pdf := w.awaitPDF(folder)
	text, err := exec.Command("pdftotext", "-layout", pdf, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext %s: %v", pdf, err)
	}
	w.keep("pack.txt", text)
	ev := w.await("the event", func(*tournament.Event) error { return nil })
	testtext.SaysEach(t, "the printed pairings", string(text), "Narva Dubov 2026", "Paarid", "7. voor")
	for _, p := range ev.Rounds[6].Pairings {
		for _, id := range []int64{p.White, p.Black} {
			if q, ok := ev.Player(id); ok && id != 0 && !strings.Contains(string(text), q.Name) && !strings.Contains(string(text), q.FamilyFirst()) {
				t.Errorf("the printed round 7 does not name %s", q.Name)
			}
		}
	}
	return ev
}

// publishVenue publishes the venue pages on a free loopback port typed in
// the venue view's address; the first page names the event and its system
// in Estonian.
func (w *window) publishVenue() {
	t := w.t
	t.Helper()
	port := freePort(t)
	w.keys("Escape")
	w.changed("ctrl+shift+2")
	w.shot("venue")
	w.click(venueAddr.X, venueAddr.Y) // the field shows no change when it takes the keyboard
	w.keys("ctrl+a")
	w.typeText("127.0.0.1:" + port)
	w.changed("Return")
	w.shot("published")
	page := httpGet(t, "http://127.0.0.1:"+port+"/")
	w.keep("venue.html", []byte(page))
	testtext.SaysEach(t, "the venue's first page", page, "Narva Dubov 2026", "Šveitsi süsteem (Dubov)")
}

// repairedByCLI checks that every round of ev is the round the Dubov
// system makes of the report by the command line's pair-trf.
func repairedByCLI(t *testing.T, bin, report string, rep *trf.Tournament, ev *tournament.Event) {
	t.Helper()
	number := map[string]int{}
	for _, p := range rep.Players {
		number[p.Name] = p.ID
	}
	for r := 1; r <= 7; r++ {
		out, err := exec.Command(bin, "pair-trf", report, "--system", "dubov", "--round", strconv.Itoa(r)).CombinedOutput()
		if err != nil {
			t.Fatalf("pair-trf round %d: %v\n%s", r, err, out)
		}
		if got, want := string(out), pairsOf(ev, r, number); got != want {
			t.Errorf("round %d: pair-trf on the report gives\n%s\nthe event paired\n%s", r, got, want)
		}
	}
}

// narva are the players of the Dubov test, all rated, no two alike, their
// names in plain letters.
var narva = func() []entrant {
	families := []string{"Tamm", "Saar", "Sepp", "Kask", "Kukk", "Rebane", "Ilves", "Lepik", "Koppel", "Kuusk",
		"Parn", "Oja", "Raudsepp", "Kallas", "Mets", "Vaher", "Luik", "Karu", "Kivi", "Lill",
		"Peterson", "Kolk", "Laur", "Jogi", "Ots", "Puusepp", "Teder", "Kuusik", "Roos", "Hunt"}
	givens := []string{"Mart", "Kadri", "Rein", "Liina", "Andres", "Kersti", "Mihkel", "Tiina", "Jaan", "Piret"}
	var out []entrant
	for i, f := range families {
		out = append(out, entrant{f, givens[i%len(givens)], 2450 - 23*i, []string{"EST", "LAT", "FIN"}[i%3]})
	}
	return out
}()

// Where the Estonian window of 1024×700 shows what the Dubov test clicks.
var (
	venueAddr = struct{ X, Y int }{670, 181}
	trfExport = struct{ X, Y int }{287, 162}
	trfImport = struct{ X, Y int }{652, 162}
	printPack = struct{ X, Y int }{328, 189} // the round pack, beside the round's pairings
	printSave = struct{ X, Y int }{640, 590}
)

// keep writes data beside the screenshots, when they are kept.
func (w *window) keep(name string, data []byte) {
	w.t.Helper()
	if w.shots == "" {
		return
	}
	if err := os.WriteFile(filepath.Join(w.shots, name), data, 0o644); err != nil {
		w.t.Fatal(err)
	}
}

// awaitPDF waits for a PDF in folder, handed to the viewer (appViewer),
// and returns its path.
func (w *window) awaitPDF(folder string) string {
	w.t.Helper()
	var found string
	w.await("the saved PDF, shown in the viewer", func(*tournament.Event) error {
		m, _ := filepath.Glob(filepath.Join(folder, "*.pdf"))
		if len(m) == 0 {
			return fmt.Errorf("no PDF in %s", folder)
		}
		found = m[0]
		opened, _ := os.ReadFile(filepath.Join(w.home, "opened"))
		if !strings.Contains(string(opened), found+"\n") {
			return fmt.Errorf("the viewer was given %q, not %s", opened, found)
		}
		return nil
	})
	return found
}

// pairsOf is round r of ev as pair-trf prints a round: the count of
// pairs, then each pair's report numbers, the bye as against 0.
func pairsOf(ev *tournament.Event, r int, number map[string]int) string {
	rd := ev.Rounds[r-1]
	var b strings.Builder
	fmt.Fprintln(&b, len(rd.Pairings))
	for _, p := range rd.Pairings {
		white, _ := ev.Player(p.White)
		if p.IsBye() {
			fmt.Fprintf(&b, "%d 0\n", number[white.FamilyFirst()])
			continue
		}
		black, _ := ev.Player(p.Black)
		fmt.Fprintf(&b, "%d %d\n", number[white.FamilyFirst()], number[black.FamilyFirst()])
	}
	return b.String()
}

// freePort is a loopback port free now.
func freePort(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return strconv.Itoa(l.Addr().(*net.TCPAddr).Port)
}

// httpGet is the body of a page, which must answer 200.
func httpGet(t *testing.T, url string) string {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %s %v\n%s", url, resp.Status, err, body)
	}
	return string(body)
}
