package cli

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"arbiter/i18n"
	"arbiter/internal/sqlitefile"
	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/berger"
	"arbiter/tournament/exchange"
	"arbiter/tournament/input"
	"arbiter/tournament/pairing"
	"arbiter/tournament/replay"
	"arbiter/tournament/standings"
	"arbiter/words"
)

// run runs one command line and returns its standard output, failing the
// test when the exit status is not want.
func runCLI(t *testing.T, want int, args ...string) string {
	t.Helper()
	var out, errOut bytes.Buffer
	if code := Run(args, &out, &errOut); code != want {
		t.Fatalf("arbiter %s: exit %d, want %d\nstdout: %s\nstderr: %s", strings.Join(args, " "), code, want, out.String(), errOut.String())
	}
	if want != 0 {
		return errOut.String()
	}
	return out.String()
}

// runJSON runs one command line that writes JSON and returns what it
// wrote, read as a T; an exit status other than 0, or output that is not
// a T, fails the test.
func runJSON[T any](t *testing.T, args ...string) T {
	t.Helper()
	var v T
	if err := json.Unmarshal([]byte(runCLI(t, 0, args...)), &v); err != nil {
		t.Fatalf("arbiter %s: %v", strings.Join(args, " "), err)
	}
	return v
}

// saysInEachLang runs args in each language of want (ARBITER_LANG),
// failing the test unless it exits with code and says that language's
// words (on standard output where code is 0, else on standard error).
func saysInEachLang(t *testing.T, code int, want map[string]string, args ...string) {
	t.Helper()
	for lang, w := range want {
		t.Setenv("ARBITER_LANG", lang)
		if msg := runCLI(t, code, args...); !strings.Contains(msg, w) {
			t.Errorf("%s: arbiter %s said %q, want %q", lang, strings.Join(args, " "), msg, w)
		}
	}
}

// refusedInEachLang is saysInEachLang of a refusal, exit status 1.
func refusedInEachLang(t *testing.T, want map[string]string, args ...string) {
	t.Helper()
	saysInEachLang(t, 1, want, args...)
}

// inEachLang runs test once in each complete language, ARBITER_LANG set to
// it as its user sets it, with that language's catalogue.
func inEachLang(t *testing.T, test func(lang i18n.Lang, cat *i18n.Catalog)) {
	t.Helper()
	for _, lang := range i18n.Complete {
		t.Setenv("ARBITER_LANG", string(lang))
		test(lang, i18n.For(lang))
	}
}

// demoFile is the demo event (cli demo) in a folder of its own, a copy of
// the one made once a run (testdir.Made), and returns its path: under the
// 1953 code and FIDE-rated, it gives every verdict (norms.ScopeOf).
func demoFile(t *testing.T) string {
	t.Helper()
	return demoFileAs(t, "demo.arbiter")
}

// demoFileAs is demoFile under the file name name.
func demoFileAs(t *testing.T, name string) string {
	t.Helper()
	return testdir.Made(t, t.TempDir(), name, "demo", func(path string) { runCLI(t, 0, "demo", path) })
}

// emptyEvent creates at file an event of the default settings, without
// players.
func emptyEvent(t *testing.T, file string) {
	t.Helper()
	testevent.Create(t, file, tournament.DefaultSettings()).Close()
}

// newEvent makes the event file with "arbiter new", the arguments given
// after the file, and then "player add" for each player, given as "Name"
// or "Name:rating", in that order.
func newEvent(t *testing.T, file string, args []string, players ...string) {
	t.Helper()
	runCLI(t, 0, append([]string{"new", file}, args...)...)
	for _, p := range players {
		add := []string{"player", "add", file, "--name", p}
		if name, rating, ok := strings.Cut(p, ":"); ok {
			add = []string{"player", "add", file, "--name", name, "--rating", rating}
		}
		runCLI(t, 0, add...)
	}
}

// writeInput writes text to the file name in dir, for a command to read,
// and returns its path.
func writeInput(t *testing.T, dir, name, text string) string {
	t.Helper()
	path := testdir.Write(t, filepath.Join(dir, name), text)
	return path
}

const clubCSV = `Nimi;Vahvuusluku;Seura;Luokka;Sukupuoli
Pekka Äijälä;2015;Helsingin Shakkiklubi;I;m
Tõnu Õunapuu;1980;Tallinna Kalev;I;m
Žanna Šmidt;1890;Tartu Valge Vanker;II;nainen
Ülle Müür;1875;Pärnu Chess;II;naine
Jyrki Kärkkäinen;1850;Tampereen Shakki;II;m
Kadri Tamm;1790;Tallinna Kalev;III;nainen
Mikko Virtanen;1760;Espoon Shakki;III;m
Jüri Saar;1720;Tartu Valge Vanker;III;m
Aino Lehtonen;1700;Helsingin Shakkiklubi;III;nainen
Jaan Kask;1650;Pärnu Chess;IV;m
Sanna Nieminen;1600;Oulun Shakki;IV;nainen
Mati Põld;1580;Narva Male;IV;m
`

// entered is one result the test typed, by seat.
type entered struct {
	round, white, black int
	result              tournament.Result
}

// expectedPoints computes every player's points (in half points) from what
// was entered, by the policy's plain statement: as played, or (1953) the
// struck player's games annulled and the other withdrawn player's games
// after his withdrawal won by his opponents.
func expectedPoints(log []entered, policy tournament.WithdrawalPolicy, struck, late, lateAfter int) map[int]tournament.Points {
	pts := map[int]tournament.Points{}
	for _, e := range log {
		if policy == tournament.WithdrawalUSSR1953 && (e.white == struck || e.black == struck) {
			continue
		}
		w, b := e.result.Scores()
		pts[e.white] += w
		pts[e.black] += b
	}
	if policy == tournament.WithdrawalUSSR1953 {
		// The games he did not play: every round after lateAfter, against
		// all but the struck player.
		for seat := 1; seat <= 12; seat++ {
			if seat == late || seat == struck {
				continue
			}
			if meetsAfter(seat, late, lateAfter) {
				pts[seat] += 2
			}
		}
	}
	return pts
}

// meetsAfter reports whether seats a and b meet in the 12-seat table after
// round r.
func meetsAfter(a, b, r int) bool {
	for round := r + 1; round <= 11; round++ {
		for _, p := range berger.Round(12, round) {
			if (p.White == a && p.Black == b) || (p.White == b && p.Black == a) {
				return true
			}
		}
	}
	return false
}

// A whole 12-player round robin through the command line: import, draw,
// pair, results (a forfeit, an adjourned game that blocks the next round
// until overridden, a correction), two withdrawals, standings and
// crosstable, TRF export and re-import.
func TestRoundRobinEndToEnd(t *testing.T) {
	for _, policy := range []tournament.WithdrawalPolicy{tournament.WithdrawalUSSR1953, tournament.WithdrawalAsPlayed} {
		t.Run(string(policy), func(t *testing.T) {
			dir := t.TempDir()
			file := filepath.Join(dir, "club.arbiter")
			seatOf := setUpClubRoundRobin(t, dir, file, policy)
			const struck, late, strikeAfter, lateAfter = 5, 9, 3, 7
			cycle := []string{"1-0", "½-½", "0-1", "1-0", "=", "0-1", "1-0"}
			var log []entered
			for r := 1; r <= 11; r++ {
				if r != 5 { // round 5 is paired by the override below
					runCLI(t, 0, "pair", file, "--round", fmt.Sprint(r))
				}
				for b, sp := range berger.Round(12, r) {
					board := fmt.Sprint(b + 1)
					if (sp.White == struck || sp.Black == struck) && r > strikeAfter ||
						(sp.White == late || sp.Black == late) && r > lateAfter {
						continue // nobody plays a withdrawn player
					}
					res := cycle[(r+b)%len(cycle)]
					if r == 2 && b == 2 {
						res = "+/-" // Black did not come
					}
					if r == 4 && b == 1 {
						// Adjourned: round 5 waits for it unless overridden;
						// it ends in a draw after the override below.
						runCLI(t, 0, "result", file, "--round", "4", "--board", board, "adj")
						res = "1/2-1/2"
					} else {
						runCLI(t, 0, "result", file, "--round", fmt.Sprint(r), "--board", board, res)
					}
					parsed, _ := tournament.ParseResult(res)
					log = append(log, entered{r, sp.White, sp.Black, parsed})
				}
				switch r {
				case 1:
					// A correction: round 1 board 1 was entered wrongly.
					out := runCLI(t, 0, "result", file, "--round", "1", "--board", "1", "0-1")
					if !strings.Contains(out, "corrected from") {
						t.Errorf("correction: %s", out)
					}
					log[0].result = tournament.BlackWins
				case strikeAfter:
					out := runCLI(t, 0, "player", "withdraw", file, "--seat", fmt.Sprint(struck), "--after-round", fmt.Sprint(strikeAfter))
					if policy == tournament.WithdrawalUSSR1953 && !strings.Contains(out, "fewer than half") {
						t.Errorf("withdraw: %s", out)
					}
				case 4:
					errOut := runCLI(t, 1, "pair", file, "--round", "5")
					if !strings.Contains(errOut, "not finished") {
						t.Errorf("pairing over an adjourned game: %s", errOut)
					}
					if out := runCLI(t, 0, "pair", file, "--round", "5", "--override"); !strings.Contains(out, "override") {
						t.Errorf("override: %s", out)
					}
					runCLI(t, 0, "result", file, "--round", "4", "--board", "2", "1/2-1/2")
				case lateAfter:
					out := runCLI(t, 0, "player", "withdraw", file, "--seat", fmt.Sprint(late), "--after-round", fmt.Sprint(lateAfter))
					if policy == tournament.WithdrawalUSSR1953 && !strings.Contains(out, "count as +") {
						t.Errorf("withdraw: %s", out)
					}
				}
			}
			runCLI(t, 1, "pair", file) // all 11 rounds are paired
			want := expectedPoints(log, policy, struck, late, lateAfter)
			checkRoundRobinStandings(t, file, policy, want, seatOf, struck)
			checkRoundRobinCrosstable(t, file, policy, want, seatOf, struck)
			checkTRFRoundTrip(t, dir, file)
		})
	}
}

// setUpClubRoundRobin makes the club's 12-player round robin under policy:
// its players imported, a player refused, one too many added and deleted
// after pairing before the draw failed, the seats drawn. It returns each
// player's seat.
func setUpClubRoundRobin(t *testing.T, dir, file string, policy tournament.WithdrawalPolicy) map[int64]int {
	t.Helper()
	emptyEvent(t, file)
	csv := writeInput(t, dir, "players.csv", clubCSV)
	runCLI(t, 0, "event", file, "--withdrawal", string(policy), "--tiebreaks", "sb,de,wins,koya")
	if out := runCLI(t, 0, "import", "csv", file, csv); !strings.Contains(out, "12 players") {
		t.Errorf("import: %s", out)
	}
	runCLI(t, 1, "player", "add", file, "--name", "Pekka Äijälä")
	runCLI(t, 0, "player", "add", file, "--name", "Extra Player", "--rating", "1500")
	// Pairing before the draw fails; the extra player cannot stay.
	runCLI(t, 1, "pair", file)
	st := testevent.Open(t, file)
	ev := testevent.Event(t, st)
	if err := st.DeletePlayer(ev.Players[12].ID); err != nil {
		t.Fatal(err)
	}
	st.Close()
	if out := runCLI(t, 0, "draw", file, "--seed", "1953"); !strings.Contains(out, "seed 1953") {
		t.Errorf("draw: %s", out)
	}
	players := runJSON[[]tournament.Player](t, "player", "list", file, "--json")
	seatOf := map[int64]int{}
	for _, p := range players {
		seatOf[p.ID] = p.Seat
	}
	return seatOf
}

// checkRoundRobinStandings checks the standings of the round robin that
// TestRoundRobinEndToEnd plays: each seat's points (want), the tie-breaks,
// the order, the player struck off under the 1953 rule and the withdrawn
// mark in the text.
func checkRoundRobinStandings(t *testing.T, file string, policy tournament.WithdrawalPolicy, want map[int]tournament.Points, seatOf map[int64]int, struck int) {
	t.Helper()
	table := runJSON[standings.Table](t, "standings", file, "--json")
	rows := 12
	if policy == tournament.WithdrawalUSSR1953 {
		rows = 11
		if len(table.Struck) != 1 || seatOf[table.Struck[0].ID] != struck {
			t.Errorf("struck: %+v", table.Struck)
		}
	}
	if len(table.Rows) != rows || table.Policy != policy {
		t.Fatalf("%d rows under %s, want %d under %s", len(table.Rows), table.Policy, rows, policy)
	}
	total := 0.0
	for _, r := range table.Rows {
		seat := seatOf[r.ID]
		if got := r.Score; got != want[seat].Float() {
			t.Errorf("seat %d (%s): %v points, want %v", seat, r.Name, got, want[seat].Float())
		}
		total += r.Score
		if len(r.TieBreaks) != 4 {
			t.Errorf("seat %d: %d tie-breaks", seat, len(r.TieBreaks))
		}
	}
	if policy == tournament.WithdrawalUSSR1953 && total != 55 {
		t.Errorf("total %v points, want 55: every game among the 11 counts", total)
	}
	for i := 1; i < len(table.Rows); i++ {
		if table.Rows[i].Score > table.Rows[i-1].Score {
			t.Errorf("rows out of order at %d", i)
		}
	}
	text := runCLI(t, 0, "standings", file)
	if !strings.Contains(text, "Withdrawals: ") || !strings.Contains(text, "(w/d)") || !strings.Contains(text, "(w/d) withdrew from the event.") {
		t.Errorf("standings text:\n%s", text)
	}
}

// checkRoundRobinCrosstable checks its crosstable: a game against a
// withdrawn player as the policy counts it, each row's points, the
// diagonal of the text.
func checkRoundRobinCrosstable(t *testing.T, file string, policy tournament.WithdrawalPolicy, want map[int]tournament.Points, seatOf map[int64]int, struck int) {
	t.Helper()
	ct := runJSON[standings.CrossTable](t, "crosstable", file, "--json")
	col := map[int]int{}
	for j, r := range ct.Rows {
		col[seatOf[r.ID]] = j
	}
	// Round 10: seat 3 meets seat 9, who left after round 7.
	cell := ct.Rows[col[3]].Cell(col[9])
	if wantCell := map[tournament.WithdrawalPolicy]string{tournament.WithdrawalUSSR1953: "+", tournament.WithdrawalAsPlayed: ""}[policy]; cell != wantCell {
		t.Errorf("seat 3 against the withdrawn seat 9: %q, want %q", cell, wantCell)
	}
	// Under FIDE's rule the player struck from the standings keeps his row,
	// counted for nobody.
	kept := false
	for j, r := range ct.Rows {
		if r.Uncounted {
			kept = true
			if seatOf[r.ID] != struck {
				t.Errorf("crosstable row %d (seat %d) counted for nobody, want seat %d's alone", j, seatOf[r.ID], struck)
			}
			continue
		}
		if r.Score != want[seatOf[r.ID]].Float() {
			t.Errorf("crosstable row %d: %v points", j, r.Score)
		}
	}
	if wantKept := policy == tournament.WithdrawalUSSR1953; kept != wantKept {
		t.Errorf("the struck player's row kept: %v, want %v under %s", kept, wantKept, policy)
	}
	if !strings.Contains(runCLI(t, 0, "crosstable", file), "×") {
		t.Error("crosstable text has no diagonal")
	}
}

// checkTRFRoundTrip exports the event as TRF, imports it into a new file
// and exports that again: the two reports are the same bytes, ASCII with
// the spelling kept for Arbiter.
func checkTRFRoundTrip(t *testing.T, dir, file string) {
	t.Helper()
	// TRF: export, import into a new file, export again.
	first := filepath.Join(dir, "first.trf")
	runCLI(t, 0, "export", "trf", file, "-o", first)
	second := filepath.Join(dir, "second.arbiter")
	runCLI(t, 0, "import", "trf", second, first)
	again := runCLI(t, 0, "export", "trf", second)
	data, _ := os.ReadFile(first)
	if string(data) != again {
		a, b := strings.Split(string(data), "\r"), strings.Split(again, "\r")
		for i := range a {
			if i < len(b) && a[i] != b[i] {
				t.Errorf("TRF not byte-stable through a file, line %d:\n%q\n%q", i+1, a[i], b[i])
			}
		}
	}
	if !strings.Contains(string(data), "092 Round robin") || !strings.Contains(string(data), "Ounapuu, Tonu") || !strings.Contains(string(data), `XXN 8 "\u00d5unapuu`) { // ASCII, the spelling kept for Arbiter
		t.Errorf("TRF: %q", data)
	}
}

func TestEventCommandErrors(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "e.arbiter")
	emptyEvent(t, file)
	tests := []struct {
		args []string
		code int
		text string
	}{
		{[]string{"event", file, "--tiebreaks", "sb,xx"}, 2, "not one of"},
		{[]string{"event", file, "--withdrawal", "never"}, 2, "ussr1953"},
		{[]string{"event", file, "--rounds", "-3"}, 2, "cannot be negative"},
		// A Swiss event of no rounds could never be paired.
		{[]string{"event", file, "--system", "swiss-dutch"}, 2, "needs its number of rounds"},
		{[]string{"new", filepath.Join(dir, "s.arbiter"), "--name", "Open", "--system", "swiss-dutch"}, 2, "needs its number of rounds"},
		{[]string{"player", "add", file, "--name", ""}, 1, "name is empty"},
		{[]string{"player", "add", file, "--name", "A", "--fed", "Suomi"}, 1, "three-letter"},
		{[]string{"player", "add", file, "--name", "A", "--category", "VII"}, 2, "VII is not a category"},
		{[]string{"player", "frobnicate", file}, 2, "frobnicate: expected add, edit, list, withdraw, reinstate or update-ratings"},
		// Text that would rewrite the terminal, hide in a name or is not
		// text at all is refused, and echoed escaped.
		{[]string{"player", "add", file, "--name", "Mikko\x1b[2J"}, 1, `Mikko\x1b[2J contains U+001B`},
		{[]string{"player", "add", file, "--name", "Mikko", "--club", "SK\u202eTartu"}, 1, `SK\u202eTartu contains U+202E`},
		{[]string{"player", "add", file, "--name", "Mikko\u200bV"}, 1, "U+200B"},
		{[]string{"player", "add", file, "--name", "Mikko \xe4"}, 1, `Mikko \xe4 is not text`},
		{[]string{"player", "add", file, "--name", "Mikko", "--category", "I", "--category-date", "0000-01-01"}, 1, "0000-01-01 is not a date"},
		{[]string{"new", filepath.Join(dir, "n.arbiter"), "--name", "Open", "--site", "Tartu\nx"}, 2, `Tartu\nx contains U+000A`},
		{[]string{"new", filepath.Join(dir, "n.arbiter"), "--name", "Open", "--start", "0000-01-01"}, 2, "0000-01-01 is not a date (31 May 2024 or 2024-05-31)"},
		{[]string{"result", file, "--round", "1", "--board", "1", ""}, 2, "no result given"},
		{[]string{"result", file, "--round", "1", "--board", "1", "2-0"}, 2, "not a result"},
		{[]string{"result", file, "--round", "1", "--board", "1", "1-0"}, 1, "not been paired"},
		{[]string{"draw", file, "--seed", "1", "--seats", "A"}, 2, "either"},
		{[]string{"draw", file, "--seed", "1"}, 1, "at least two players"},
		{[]string{"import", "xls", file, "x"}, 2, "trf or csv"},
		{[]string{"export", "trf"}, 2, "expected"},
	}
	for _, tt := range tests {
		out := runCLI(t, tt.code, tt.args...)
		if !strings.Contains(out, tt.text) {
			t.Errorf("%v: %q lacks %q", tt.args, out, tt.text)
		}
	}
	// A value of 10,000 characters is not repeated in full.
	long := strings.Repeat("x", 10000)
	if out := runCLI(t, 1, "player", "add", file, "--name", "Mikko", "--club", long); len(out) > 400 || !strings.Contains(out, "x…") {
		t.Errorf("the error repeats %d bytes: %.200q", len(out), out)
	}
	if out := runCLI(t, 0, "player", "list", file); strings.Contains(out, "Mikko") {
		t.Errorf("a refused player was stored:\n%s", out)
	}
	// Messages are translated.
	t.Setenv("ARBITER_LANG", "fi")
	for _, tt := range []struct {
		args []string
		code int
		text string
	}{
		{[]string{"player", "add", file, "--name", " "}, 1, "nimi puuttuu"},
		{[]string{"player", "add", file, "--name", "A", "--category", "VII"}, 2, "VII ei ole luokka"},
		{[]string{"result", file, "--round", "1", "--board", "1", "2-0"}, 2, "2-0 ei ole tulos"},
	} {
		if out := runCLI(t, tt.code, tt.args...); !strings.Contains(out, tt.text) {
			t.Errorf("Finnish %v: %q lacks %q", tt.args, out, tt.text)
		}
	}
}

func TestDemo(t *testing.T) {
	file := filepath.Join(t.TempDir(), "demo.arbiter")
	if out := runCLI(t, 0, "demo", file); !strings.Contains(out, "12 players") {
		t.Errorf("demo: %s", out)
	}
	runCLI(t, 1, "demo", file) // never overwrites
	ev := testevent.Read(t, file)
	letters := ""
	cats := map[tournament.Category]int{}
	for _, p := range ev.Players {
		letters += p.Name
		cats[p.Category]++
		if p.Seat == 0 || p.Club == "" {
			t.Errorf("%s: seat %d, club %q", p.Name, p.Seat, p.Club)
		}
	}
	for _, r := range "äöõüšž" {
		if !strings.ContainsRune(strings.ToLower(letters), r) {
			t.Errorf("no player name has %c", r)
		}
	}
	for _, c := range []tournament.Category{tournament.CategoryI, tournament.CategoryII, tournament.CategoryIII, tournament.CategoryIV} {
		if cats[c] == 0 {
			t.Errorf("no player of category %s", c)
		}
	}
	if len(ev.Rounds) != 6 {
		t.Fatalf("%d rounds paired, want 6", len(ev.Rounds))
	}
	forfeits := 0
	for _, rd := range ev.Rounds {
		for _, p := range rd.Pairings {
			switch {
			case rd.Number <= 5 && !p.Result.Finished():
				t.Errorf("round %d board %d has no result", rd.Number, p.Board)
			case rd.Number == 6 && p.Result != tournament.NoResult:
				t.Errorf("round 6 board %d is played already", p.Board)
			case p.Result == tournament.WhiteForfeitWin || p.Result == tournament.BlackForfeitWin:
				forfeits++
			}
		}
	}
	if forfeits != 1 {
		t.Errorf("%d forfeits, want one", forfeits)
	}
	if err := ev.ReadyToPair(6); err != nil {
		t.Error(err)
	}
	if out := runCLI(t, 0, "crosstable", file); !strings.Contains(out, "+") {
		t.Errorf("the forfeit is not in the crosstable:\n%s", out)
	}
}

func TestExportPGNAndResultFromGame(t *testing.T) {
	file := demoFile(t)
	dir := filepath.Dir(file)
	st := testevent.Open(t, file)
	g := &replay.GameRecord{Round: 6, Board: 1, Result: tournament.BlackWins, Moves: []replay.RecordedMove{
		{Ply: 1, UCI: "f2f3"}, {Ply: 2, UCI: "e7e5"}, {Ply: 3, UCI: "g2g4"}, {Ply: 4, UCI: "d8h4"}}}
	if _, err := st.SaveGame(g); err != nil {
		t.Fatal(err)
	}
	st.Close()
	if out := runCLI(t, 0, "result", file, "--round", "6", "--board", "1", "--from-game"); !strings.Contains(out, "0–1") {
		t.Errorf("result from game: %s", out)
	}
	runCLI(t, 1, "result", file, "--round", "6", "--board", "2", "--from-game") // no game recorded there
	out := filepath.Join(dir, "games.pgn")
	runCLI(t, 0, "export", "pgn", file, "-o", out)
	data := testdir.Read(t, out)
	testtext.SaysEach(t, "the PGN", string(data), `[Event "Suomenlahden kevätturnaus 2026"]`, `[Round "6"]`, "1. f3 e5 2. g4 Qh4# 0-1")
	// A control the TimeControl tag cannot state is said, not dropped
	// unsaid (exchange.PGNNotKept).
	runCLI(t, 0, "event", file, "--time-control", "40/150*")
	ev, err := loadEvent(file)
	if err != nil {
		t.Fatal(err)
	}
	notes := exchange.PGNNotKept(ev)
	if len(notes) == 0 {
		t.Fatal("40/150*: no note to say")
	}
	code, _, stderr := run(t, "export", "pgn", file, "-o", out)
	if want := i18n.For(i18n.English).Message(notes[0]); code != 0 || !strings.Contains(stderr, want) {
		t.Errorf("export pgn under 40/150*: exit %d, stderr %q, want it to say %q", code, stderr, want)
	}
}

// TestResultsOfARound enters a whole round's results from a file and from
// standard input: each batch is one action that one undo takes back, and a
// batch with a mistake on any line enters nothing and names the line.
func TestResultsOfARound(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "club.arbiter")
	players := writeInput(t, dir, "players.csv", clubCSV)
	runCLI(t, 0, "import", "csv", file, players)
	runCLI(t, 0, "draw", file, "--seed", "1953")
	runCLI(t, 0, "pair", file, "--round", "1")
	results := func() []tournament.Result {
		ev, err := loadEvent(file)
		if err != nil {
			t.Fatal(err)
		}
		var out []tournament.Result
		for _, p := range ev.Rounds[0].Pairings {
			out = append(out, p.Result)
		}
		return out
	}
	input := func(text string) string { return writeInput(t, dir, "results.txt", text) }

	bad := input("1 1-0\n2 ½-½\n3 1-1\n")
	if msg := runCLI(t, 1, "result", file, "--round", "1", "--from", bad); !strings.Contains(msg, "line 3: 1-1 is not a result") {
		t.Errorf("a batch with a bad line: %q", msg)
	}
	twice := input("1 1-0\n\n1 0-1\n")
	if msg := runCLI(t, 1, "result", file, "--round", "1", "--from", twice); !strings.Contains(msg, "line 3: board 1 was already given on line 1") {
		t.Errorf("a board given twice: %q", msg)
	}
	for _, r := range results() {
		if r != tournament.NoResult {
			t.Fatalf("a refused batch entered results: %v", results())
		}
	}

	good := input("# round 1\n1 1-0\n2 ½-½\n3 0-1\n4 +/-\n5 -/-\n")
	if out := runCLI(t, 0, "result", file, "--round", "1", "--from", good); !strings.Contains(out, "Round 1: 5 results entered, 0 of them corrections") {
		t.Errorf("batch from a file: %q", out)
	}
	want := []tournament.Result{tournament.WhiteWins, tournament.Draw, tournament.BlackWins, tournament.WhiteForfeitWin, tournament.DoubleForfeit}
	if got := results(); !slices.Equal(got[:len(want)], want) {
		t.Errorf("results after the batch: %v, want %v", got, want)
	}

	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	w.WriteString("1 0-1\n2 ½-½\n")
	w.Close()
	stdin := os.Stdin
	os.Stdin = r
	out := runCLI(t, 0, "result", file, "--round", "1", "--from", "-")
	os.Stdin = stdin
	if !strings.Contains(out, "Round 1: 1 results entered, 1 of them corrections, 1 unchanged") {
		t.Errorf("batch from standard input: %q", out)
	}

	runCLI(t, 0, "undo", file)
	if got := results(); !slices.Equal(got[:len(want)], want) {
		t.Errorf("one undo after the second batch: %v, want %v", got, want)
	}
	runCLI(t, 0, "undo", file)
	if got := results(); got[0] != tournament.NoResult || got[4] != tournament.NoResult {
		t.Errorf("one undo did not take back the whole first batch: %v", got)
	}
	s := testevent.OpenReadOnly(t, file)
	log, err := s.Audit()
	if err != nil {
		t.Fatal(err)
	}
	batches := 0
	for _, e := range log {
		if len(e.Steps) == 5 && e.Steps[0].Action == "result" {
			batches++
		}
	}
	if batches != 1 {
		t.Errorf("%d audit entries hold the five results, want one", batches)
	}
}

// export trf writes TRF-2026 unless --trf-version 16 is asked, refuses any
// other edition, and names on standard error the records FIDE's rating
// requires that the event does not state.
func TestExportTRFVersionAndGaps(t *testing.T) {
	dir := t.TempDir()
	bare, full := filepath.Join(dir, "bare.arbiter"), filepath.Join(dir, "full.arbiter")
	runCLI(t, 0, "new", bare, "--name", "Open", "--system", "swiss-dutch", "--rounds", "5")
	runCLI(t, 0, "new", full, "--name", "Open", "--site", "Tampere", "--arbiter", "A. Tuomari", "--start", "2026-11-20",
		"--end", "2026-11-22", "--system", "round-robin", "--rounds", "3", "--time-control", "90+30")
	runCLI(t, 0, "event", full, "--federation", "FIN")
	code, out, errOut := run(t, "export", "trf", bare)
	if code != 0 || !strings.Contains(out, "\r192 FIDE_DUTCH_2025\r") || !strings.Contains(errOut, "022, 032, 042, 052, 102 (") {
		t.Errorf("bare event: code %d, stderr %q, report:\n%s", code, errOut, out)
	}
	code, out, errOut = run(t, "export", "trf", full)
	if code != 0 || errOut != "" || !strings.Contains(out, "\r222 5400+30\r") || !strings.Contains(out, "\r182 Arbiter\r") {
		t.Errorf("full event: code %d, stderr %q, report:\n%s", code, errOut, out)
	}
	code, out, _ = run(t, "export", "trf", bare, "--trf-version", "16")
	if code != 0 || strings.Contains(out, "\r192 ") || strings.Contains(out, "\r142 ") || !strings.Contains(out, "\rXXR 5\r") ||
		!strings.Contains(out, "\rXXC white1\r") {
		t.Errorf("TRF-16: code %d, report:\n%s", code, out)
	}
	if got := runCLI(t, 2, "export", "trf", full, "--trf-version", "2016"); !strings.Contains(got, "--trf-version 2016: use 2026 or 16") {
		t.Errorf("another edition: %q", got)
	}
}

// A game that ended before a move is entered with --unrated: its result
// stands, the rating report leaves it out, and the TRF report writes it
// as W, D or L; --rated takes the mark back.
func TestResultUnrated(t *testing.T) {
	file := demoFile(t)
	dir := filepath.Dir(file)
	ratedGames := func() int {
		rep := runJSON[struct {
			Players []struct {
				Games int `json:"games"`
			} `json:"players"`
		}](t, "ratings", file, "--json")
		n := 0
		for _, p := range rep.Players {
			n += p.Games
		}
		return n
	}
	before := ratedGames()
	out := runCLI(t, 0, "result", file, "--round", "1", "--board", "1", "1-0", "--unrated")
	if !strings.Contains(out, "not rated") {
		t.Errorf("result --unrated says %q", out)
	}
	if after := ratedGames(); after != before-2 {
		t.Errorf("rated games (both players) %d → %d, want %d", before, after, before-2)
	}
	trf := filepath.Join(dir, "out.trf")
	runCLI(t, 0, "export", "trf", file, "-o", trf)
	data := testdir.Read(t, trf)
	// Round 1 is the first game column of each player line (from 92).
	var codes []string
	for _, line := range strings.FieldsFunc(string(data), func(r rune) bool { return r == '\r' || r == '\n' }) {
		if strings.HasPrefix(line, "001 ") && len(line) >= 99 {
			codes = append(codes, line[91:99])
		}
	}
	joined := strings.Join(codes, "|")
	if !regexp.MustCompile(` w W\b`).MatchString(joined) || !regexp.MustCompile(` b L\b`).MatchString(joined) {
		t.Errorf("round 1 of the report has no W against L: %q", joined)
	}
	runCLI(t, 0, "result", file, "--round", "1", "--board", "1", "1-0", "--rated")
	if after := ratedGames(); after != before {
		t.Errorf("after --rated: %d rated games, want %d", after, before)
	}
	runCLI(t, 2, "result", file, "--round", "1", "--board", "1", "1-0", "--rated", "--unrated")
	runCLI(t, 1, "result", file, "--round", "1", "--board", "1", "+/-", "--unrated")
}

func TestCorrectionIsUndoable(t *testing.T) {
	file := demoFile(t)
	runCLI(t, 0, "result", file, "--round", "6", "--board", "1", "1-0")
	if out := runCLI(t, 0, "result", file, "--round", "6", "--board", "1", "0-1"); !strings.Contains(out, "corrected from 1–0") {
		t.Errorf("correction: %s", out)
	}
	runCLI(t, 0, "undo", file)
	st, ev, err := openEvent(file)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if got := ev.Rounds[5].Pairings[0].Result; got != tournament.WhiteWins {
		t.Errorf("after undo: %v, want the first entry 1-0", got)
	}
	audit, err := st.Audit()
	if err != nil {
		t.Fatal(err)
	}
	seed := false
	for _, e := range audit {
		for _, s := range e.Steps {
			seed = seed || (s.Action == "event.draw" && fmt.Sprint(s.Args["seed"]) == "2026")
		}
	}
	if !seed {
		t.Error("the audit log does not record the seat draw's seed")
	}
}

// TestResultForms enters every form of result an arbiter types, the ones
// that begin with a dash included, and shows each as the tables do.
func TestResultForms(t *testing.T) {
	file := demoFile(t)
	tests := []struct {
		typed, shown string
	}{
		{"+/-", "+ : −"},
		{"-/+", "− : +"},
		{"-/-", "− : −"},
		{"½-½", "½–½"},
		{"adj", "adj."},
		{"*", "the adjourned game resumed"},
		{"1-0", "1–0"},
		{"*", "result 1–0 cleared"},
	}
	for _, tt := range tests {
		if out := runCLI(t, 0, "result", file, "--round", "6", "--board", "3", tt.typed); !strings.Contains(out, tt.shown) {
			t.Errorf("%s: %q lacks %q", tt.typed, out, tt.shown)
		}
	}
}

func TestNewSwissStartsWithBuchholz(t *testing.T) {
	file := filepath.Join(t.TempDir(), "s.arbiter")
	runCLI(t, 0, "new", file, "--name", "Open", "--system", "swiss-dutch", "--rounds", "7")
	if out := runCLI(t, 0, "event", file, "--json"); !strings.Contains(out, `"bh-c1"`) {
		t.Errorf("a new Swiss event's tie-breaks:\n%s", out)
	}
}

// A one-day rapid made with --start alone is one day, as the window's
// new-event box makes it, and the command says so in the user's language
// with the way to set another last day; its end was left open without a
// word, its scoresheets undated and its rating report without record 052.
// An end given empty keeps it open, for a league whose end is not known.
func TestNewWithTheFirstDayAloneIsOneDay(t *testing.T) {
	for _, lang := range []string{"en", "fi", "et"} {
		t.Setenv("ARBITER_LANG", lang)
		file := filepath.Join(t.TempDir(), "rapid.arbiter")
		out := runCLI(t, 0, "new", file, "--name", "Rapid", "--start", "12.12.2026")
		if info := runJSON[fileInfo](t, "info", file, "--json"); info.StartDate != "2026-12-12" || info.EndDate != "2026-12-12" {
			t.Errorf("%s: days %q–%q, want 2026-12-12 both", lang, info.StartDate, info.EndDate)
		}
		cat := i18n.For(i18n.Lang(lang))
		if want := cat.T("app.new.one-day", "date", words.Date(cat, "2026-12-12"), "file", file); !strings.Contains(out, want) {
			t.Errorf("%s: %q lacks %q", lang, out, want)
		}
		league := filepath.Join(t.TempDir(), "league.arbiter")
		out = runCLI(t, 0, "new", league, "--name", "League", "--start", "12.12.2026", "--end", "")
		if info := runJSON[fileInfo](t, "info", league, "--json"); info.EndDate != "" {
			t.Errorf("%s: --end \"\" made the last day %q, want it open", lang, info.EndDate)
		}
		if strings.Contains(out, cat.T("app.new.one-day", "date", words.Date(cat, "2026-12-12"), "file", league)) {
			t.Errorf("%s: a league's open end is told as one day: %q", lang, out)
		}
	}
}

// "arbiter event --help" named the last day's form alone, where the
// settings' note says that left empty the end is open (a league) and
// "arbiter new --help" that --end= leaves it open: it says so as they do,
// and --end= opens the end of an event made of one day.
func TestEventSaysAnEmptyLastDayIsOpen(t *testing.T) {
	saysInEachLang(t, 0, map[string]string{"en": "--end= leaves it open (a league)",
		"fi": "--end= jättää sen avoimeksi (sarjakilpailu)", "et": "--end= jätab selle määramata (liigavõistlus)"}, "event", "--help")
	file := filepath.Join(t.TempDir(), "league.arbiter")
	runCLI(t, 0, "new", file, "--name", "League", "--start", "12.12.2026")
	runCLI(t, 0, "event", file, "--end=")
	if st := runJSON[tournament.Settings](t, "event", file, "--json"); st.StartDate != "2026-12-12" || st.EndDate != "" {
		t.Errorf("--end= made the days %q–%q, want the end open", st.StartDate, st.EndDate)
	}
}

// A round robin made without its players said "Rounds 0" in "arbiter
// event", where the new-event box says its rounds are as many as the
// entries make: it says so too, and the number once the players are in.
func TestEventSaysARoundRobinsRoundsComeOfItsEntries(t *testing.T) {
	file := filepath.Join(t.TempDir(), "rr.arbiter")
	runCLI(t, 0, "new", file, "--name", "Club RR")
	want := map[string]string{}
	for _, l := range []string{"en", "fi", "et"} {
		want[l] = i18n.For(i18n.Lang(l)).T("ui.settings.rounds.from-field")
	}
	saysInEachLang(t, 0, want, "event", file)
	for _, name := range []string{"Anna Aho", "Bo Berg", "Cid Carr", "Dan Dahl"} {
		runCLI(t, 0, "player", "add", file, "--name", name)
	}
	t.Setenv("ARBITER_LANG", "en")
	if out := runCLI(t, 0, "event", file); !regexp.MustCompile(`(?m)^Rounds +3$`).MatchString(out) {
		t.Errorf("four players' round robin: %s", out)
	}
}

// "arbiter new --help" and "arbiter event --help" gave the time control's
// example as 40/120+30', the window's fields 90+30 or 40/90+30'+30": the
// command line gives the window's example, in each language.
func TestTimeControlsHelpGivesTheWindowsExample(t *testing.T) {
	for _, command := range []string{"new", "event"} {
		want := map[string]string{}
		for _, l := range []string{"en", "fi", "et"} {
			want[l] = i18n.For(i18n.Lang(l)).T("ui.settings.timecontrol.hint")
		}
		saysInEachLang(t, 0, want, command, "--help")
	}
}

// The user trial's Swiss: Tom Ray withdraws after round 1 with his round-2
// game against Eve Hill paired. The command says Eve Hill wins it by
// forfeit and records it, so round 3 pairs without an override and Eve
// Hill keeps the point.
func TestWithdrawalForfeitsPairedGame(t *testing.T) {
	file := pairedSwiss(t, 3, "Tom Ray", "Eve Hill", "Carl Ek", "Dana Lo")
	runCLI(t, 0, "result", file, "--round", "1", "--board", "1", "1-0")
	runCLI(t, 0, "result", file, "--round", "1", "--board", "2", "0-1")
	if out := runCLI(t, 0, "pair", file); !strings.Contains(out, "Eve Hill  1  Tom Ray") {
		t.Fatalf("round 2 does not pair Eve Hill with Tom Ray:\n%s", out)
	}
	out := runCLI(t, 0, "player", "withdraw", file, "--id", "1", "--after-round", "1")
	if !strings.Contains(out, "Round 2, board 1 has no result: Eve Hill wins it by forfeit (+/-)") {
		t.Errorf("withdraw does not name the forfeit:\n%s", out)
	}
	runCLI(t, 0, "result", file, "--round", "2", "--board", "2", "½-½")
	runCLI(t, 0, "pair", file)
	if out := runCLI(t, 0, "crosstable", file); !strings.Contains(input.Collapse(out), "Eve Hill 4b1 1w+ 3w 2") {
		t.Errorf("Eve Hill does not have the forfeit's point:\n%s", out)
	}
}

// TestWithdrawalSaysTheByeStands: Dana Lo withdraws after round 1 with
// round 2's bye paired to her. The bye stands with its point, as a result
// entered does; the command says so, and how to take it back, where it
// said only that the remaining games are not played.
func TestWithdrawalSaysTheByeStands(t *testing.T) {
	file := pairedSwiss(t, 3, "Tom Ray", "Eve Hill", "Carl Ek", "Dana Lo", "Ann Bo")
	runCLI(t, 0, "result", file, "--round", "1", "--board", "1", "1-0")
	runCLI(t, 0, "result", file, "--round", "1", "--board", "2", "0-1")
	if out := runCLI(t, 0, "pair", file); !strings.Contains(input.Collapse(out), "Dana Lo bye (1 point)") {
		t.Fatalf("round 2 does not give Dana Lo the bye:\n%s", out)
	}
	out := runCLI(t, 0, "player", "withdraw", file, "--id", "4", "--after-round", "1")
	if want := i18n.For(i18n.English).T("event.cli.withdrawn.bye-stands", "round", 2); !strings.Contains(out, want) {
		t.Errorf("withdraw does not say the bye stands:\n%s", out)
	}
}

// TestWithdrawalCancelsTheByesHeAskedFor: a player who asked for a bye in
// round 3 and withdraws after round 1 has it cancelled with the
// withdrawal, which says so, in every language: it stayed on the file's
// requests, in the window's list of byes asked for and as a record 240 of
// the rating report, though no pairing would give it; one undo brings
// both back.
func TestWithdrawalCancelsTheByesHeAskedFor(t *testing.T) {
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		file := pairedSwiss(t, 3, "Tom Ray", "Eve Hill", "Carl Ek", "Dana Lo")
		runCLI(t, 0, "bye", file, "--player", "4", "--kind", "half", "--round", "3")
		runCLI(t, 0, "bye", file, "--player", "3", "--kind", "half", "--round", "3")
		out := runCLI(t, 0, "player", "withdraw", file, "--id", "4", "--after-round", "1")
		if want := cat.T("event.cli.withdrawn.bye-cancelled", "round", 3); !strings.Contains(out, want) {
			t.Errorf("%s: the withdrawal does not say the bye is cancelled:\n%s", lang, out)
		}
		if reqs := testevent.Read(t, file).Requests; len(reqs) != 1 || reqs[0].Player != 3 {
			t.Errorf("%s: the requests after the withdrawal: %+v", lang, reqs)
		}
		runCLI(t, 0, "undo", file)
		if ev := testevent.Read(t, file); len(ev.Requests) != 2 || ev.Players[3].Withdrawn() {
			t.Errorf("%s: after undo: %+v", lang, ev.Requests)
		}
	})
}

// TestWithdrawalAsksForItsRound: a withdrawal without --after-round, once
// rounds are paired, asks for the round in the user's language and
// records nothing; it was refused as one "after round 0", a round the
// arbiter had not named. One round paired is said as one, not "rounds
// 1…1".
func TestWithdrawalAsksForItsRound(t *testing.T) {
	file := pairedSwiss(t, 3, "Tom Ray", "Eve Hill", "Carl Ek", "Dana Lo")
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		want := cat.T("app.usage.after-round", "name", "Tom Ray", "paired", 1)
		code, _, stderr := run(t, "player", "withdraw", file, "--id", "1")
		if code != 2 || !strings.Contains(stderr, want) {
			t.Errorf("%s: exit %d, %q; want 2 saying %q", lang, code, stderr, want)
		}
		if strings.Contains(stderr, "1…1") { // one round paired is no range
			t.Errorf("%s: %q", lang, stderr)
		}
	})
	if p, _ := testevent.Read(t, file).Player(1); p.Withdrawn() {
		t.Error("the player was withdrawn")
	}
}

// TestMatchWithdrawal_1953_27: in a match played under the 1953 code,
// "player withdraw" concedes the match (§27, last paragraph): the command
// says so, the games not played are void (no forfeit is recorded), the
// standings (the winner first, whatever the points) and the crosstable
// name the winner and the concession, no
// further game is paired, and the other player cannot withdraw after. A
// match under the FIDE Laws stands on its games' points.
func TestMatchWithdrawal_1953_27(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "match.arbiter")
	playMatch(t, file, "--rounds", "6", "--ruleset", "USSR1953")
	runCLI(t, 0, "pair", file)
	out := runCLI(t, 0, "player", "withdraw", file, "--seat", "1", "--after-round", "2")
	if !strings.Contains(out, "concedes the match") || strings.Contains(out, "forfeit (+") {
		t.Errorf("withdraw:\n%s", out)
	}
	for _, cmd := range []string{"standings", "crosstable"} {
		out := runCLI(t, 0, cmd, file)
		// The games' score is the winner's first, as the sentence names him first.
		if !strings.Contains(out, "Match: Bo Dahl wins; Ann Berg withdrew after round 2") || !strings.Contains(out, "Games played ½–1½") {
			t.Errorf("%s:\n%s", cmd, out)
		}
		// Bo Dahl is first, having won the match on fewer points.
		if cmd == "standings" && strings.Index(out, "Bo Dahl") > strings.Index(out, "Ann Berg") {
			t.Errorf("standings do not put the winner of the match first:\n%s", out)
		}
	}
	if out := runCLI(t, 0, "standings", file, "--json"); !strings.Contains(out, `"outcome": "conceded"`) {
		t.Errorf("standings --json:\n%s", out)
	}
	if errOut := runCLI(t, 1, "pair", file); !strings.Contains(errOut, "the match is over") {
		t.Errorf("pairing after the concession: %s", errOut)
	}
	if errOut := runCLI(t, 1, "player", "withdraw", file, "--seat", "2", "--after-round", "3"); !strings.Contains(errOut, "the match is over") {
		t.Errorf("the other player's withdrawal: %s", errOut)
	}

	fide := filepath.Join(dir, "fide.arbiter")
	playMatch(t, fide, "--rounds", "2")
	if out := runCLI(t, 0, "standings", fide); !strings.Contains(out, "Match: Ann Berg wins 1½–½.") {
		t.Errorf("FIDE match standings:\n%s", out)
	}
}

// TestMatchPlayedOutSaysWhenDecided: a 6-game match Ann Berg won 4–0 after
// four games, the last two played as its regulations had them, was told in
// the standings "Ann Berg wins 4½–1½" alone; it says it was decided at 4–0
// after game 4, in each language.
func TestMatchPlayedOutSaysWhenDecided(t *testing.T) {
	file := filepath.Join(t.TempDir(), "match.arbiter")
	newEvent(t, file, []string{"--name", "Match", "--system", "match", "--rounds", "6"}, "Ann Berg", "Bo Dahl")
	runCLI(t, 0, "draw", file, "--seats", "Ann Berg,Bo Dahl")
	// Ann Berg has White in the odd rounds.
	for r, res := range []string{"1-0", "0-1", "1-0", "0-1", "1/2-1/2", "1-0"} {
		runCLI(t, 0, "pair", file)
		runCLI(t, 0, "result", file, "--round", string(rune('1'+r)), "--board", "1", res)
	}
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		want := cat.T("match.result.won-decided", "winner", "Ann Berg", "score", "4½–1½", "decided", "4–0", "game", 4)
		if out := runCLI(t, 0, "standings", file); !strings.Contains(out, want) {
			t.Errorf("%s: standings do not say %q:\n%s", lang, want, out)
		}
	})
}

// playMatch makes a match between Ann Berg (seat 1) and Bo Dahl with the
// options given and plays two games: Ann Berg wins the first with White,
// the second is drawn.
func playMatch(t *testing.T, file string, options ...string) {
	t.Helper()
	newEvent(t, file, append([]string{"--name", "Match", "--system", "match"}, options...), "Ann Berg", "Bo Dahl")
	runCLI(t, 0, "draw", file, "--seats", "Ann Berg,Bo Dahl")
	for r, res := range []string{"1-0", "1/2-1/2"} {
		runCLI(t, 0, "pair", file)
		runCLI(t, 0, "result", file, "--round", string(rune('1'+r)), "--board", "1", res)
	}
}

// TestEventRoundTimes: the rounds' dates and times are set one round at
// a time with --round-time, shown by event and its --json, and a round
// dated before the one it follows is refused with nothing changed.
func TestEventRoundTimes(t *testing.T) {
	file := filepath.Join(t.TempDir(), "open.arbiter")
	runCLI(t, 0, "new", file, "--name", "Open", "--system", "swiss-dutch", "--rounds", "5")
	out := runCLI(t, 0, "event", file, "--round-time", "1=2026-11-20 18:00", "--round-time", "2=21.11.2026 10.00")
	// The table's columns are as wide as its longest label.
	flat := input.Collapse(out)
	testtext.SaysEach(t, "event", flat, "Round 1 20 Nov 2026, 18:00", "Round 2 21 Nov 2026, 10:00")
	if msg := runCLI(t, 2, "event", file, "--round-time", "3=2026-11-19"); !strings.Contains(msg, "round 3 is dated before round 2") {
		t.Errorf("a round dated too early: %s", msg)
	}
	runCLI(t, 0, "event", file, "--round-time", "1=")
	st := runJSON[tournament.Settings](t, "event", file, "--json")
	if want := []tournament.RoundTime{{Round: 2, Date: "2026-11-21", Time: "10:00"}}; !slices.Equal(st.Schedule, want) {
		t.Errorf("schedule %+v, want %+v", st.Schedule, want)
	}
}

// TestEventRoundTimeOutsideTheEventsDays: a round dated after the
// event's last day, or before its first, is refused in the user's
// language naming the round, its date and the day it passes as the
// language writes a day, and the file
// is left as it was; a round on the last day is taken.
func TestEventRoundTimeOutsideTheEventsDays(t *testing.T) {
	for _, tt := range []struct{ lang, after, before string }{
		{"en", "round 5 is dated 7 Jan 2026, after the event's last day, 3 Jan 2026", "round 1 is dated 31 Dec 2025, before the event's first day, 1 Jan 2026"},
		{"fi", "kierros 5 on päivätty 7.1.2026, turnauksen viimeisen päivän (3.1.2026) jälkeen", "kierros 1 on päivätty 31.12.2025, ennen turnauksen ensimmäistä päivää (1.1.2026)"},
		{"et", "voor 5 on dateeritud 7.1.2026, pärast turniiri viimast päeva (3.1.2026)", "voor 1 on dateeritud 31.12.2025, enne turniiri esimest päeva (1.1.2026)"},
	} {
		t.Run(tt.lang, func(t *testing.T) {
			t.Setenv("ARBITER_LANG", tt.lang)
			file := filepath.Join(t.TempDir(), "open.arbiter")
			runCLI(t, 0, "new", file, "--name", "Open", "--system", "swiss-dutch", "--rounds", "5", "--start", "2026-01-01", "--end", "2026-01-03")
			runCLI(t, 0, "event", file, "--round-time", "4=2026-01-03 10:00")
			before, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			if msg := runCLI(t, 2, "event", file, "--round-time", "5=2026-01-07 18:00"); !strings.Contains(msg, tt.after) {
				t.Errorf("a round after the last day: %q lacks %q", msg, tt.after)
			}
			if msg := runCLI(t, 2, "event", file, "--round-time", "1=2025-12-31 18:00"); !strings.Contains(msg, tt.before) {
				t.Errorf("a round before the first day: %q lacks %q", msg, tt.before)
			}
			if after, err := os.ReadFile(file); err != nil || !bytes.Equal(after, before) {
				t.Errorf("the file changed by refused schedules (%v)", err)
			}
			st := runJSON[tournament.Settings](t, "event", file, "--json")
			if want := []tournament.RoundTime{{Round: 4, Date: "2026-01-03", Time: "10:00"}}; !slices.Equal(st.Schedule, want) {
				t.Errorf("schedule %+v, want %+v", st.Schedule, want)
			}
		})
	}
}

// TestEventOfAFileDatedOutsideItsDays: a file a build before the rule left
// with round 5 dated after its last day opens and takes a change that
// leaves that round as it was (its tie-breaks), and refuses one that moves
// the round and leaves it outside.
func TestEventOfAFileDatedOutsideItsDays(t *testing.T) {
	file := filepath.Join(t.TempDir(), "old.arbiter")
	runCLI(t, 0, "new", file, "--name", "Old Open", "--system", "swiss-dutch", "--rounds", "5", "--start", "2026-01-01", "--end", "2026-01-07")
	runCLI(t, 0, "event", file, "--round-time", "5=2026-01-07 18:00")
	db, err := sql.Open("sqlite3", sqlitefile.DSN(file, ""))
	if err != nil {
		t.Fatal(err)
	}
	_, err = db.Exec(`UPDATE settings SET end_date = '2026-01-01' WHERE id = 1`)
	db.Close()
	if err != nil {
		t.Fatal(err)
	}
	runCLI(t, 0, "event", file, "--tiebreaks", "bh,sb")
	if st := runJSON[tournament.Settings](t, "event", file, "--json"); !slices.Equal(st.TieBreaks, []string{"bh", "sb"}) {
		t.Errorf("tie-breaks %v, want bh, sb", st.TieBreaks)
	}
	if msg := runCLI(t, 2, "event", file, "--round-time", "5=2026-01-08 18:00"); !strings.Contains(msg, "round 5 is dated 8 Jan 2026, after the event's last day, 1 Jan 2026") {
		t.Errorf("round 5 moved and still after the last day: %s", msg)
	}
}

// TestEventMovesTheEventsDays: "event --end" moves the last day as the
// language writes a day, with a round dated on the new day in the same
// command; a last day moved before a round dated is refused naming the
// round, and the file keeps its days.
func TestEventMovesTheEventsDays(t *testing.T) {
	file := filepath.Join(t.TempDir(), "open.arbiter")
	runCLI(t, 0, "new", file, "--name", "Open", "--system", "swiss-dutch", "--rounds", "5", "--start", "2026-01-01", "--end", "2026-01-01")
	runCLI(t, 0, "event", file, "--end", "7 Jan 2026", "--round-time", "5=2026-01-07 18:00")
	st := runJSON[tournament.Settings](t, "event", file, "--json")
	if st.StartDate != "2026-01-01" || st.EndDate != "2026-01-07" || !slices.Equal(st.Schedule, []tournament.RoundTime{{Round: 5, Date: "2026-01-07", Time: "18:00"}}) {
		t.Errorf("days %s–%s, schedule %+v", st.StartDate, st.EndDate, st.Schedule)
	}
	if msg := runCLI(t, 2, "event", file, "--end", "2026-01-05"); !strings.Contains(msg, "round 5 is dated 7 Jan 2026, after the event's last day, 5 Jan 2026") {
		t.Errorf("the last day moved before round 5: %s", msg)
	}
	if msg := runCLI(t, 2, "event", file, "--start", "2026-13-01"); !strings.Contains(msg, "2026-13-01") {
		t.Errorf("a first day that is no date: %s", msg)
	}
	if st := runJSON[tournament.Settings](t, "event", file, "--json"); st.StartDate != "2026-01-01" || st.EndDate != "2026-01-07" {
		t.Errorf("refused days kept: %s–%s", st.StartDate, st.EndDate)
	}
}

// TestEventRoundTimeAsTheLanguageWritesIt: --round-time takes the date
// as the user's language writes it, the English "20 Nov 2026" of five
// words' worth of blanks among them, with or without a time after it,
// and a wrong date or time is refused with the language's own example.
func TestEventRoundTimeAsTheLanguageWritesIt(t *testing.T) {
	for _, tt := range []struct{ lang, day, badDate, dateExample, badTime, formExample string }{
		{"en", "20 Nov 2026", "3=20 Noc 2026 18:00", "20 Nov 2026", "3=20 Nov 2026 25:00", "3=22 Nov 2026 18:00"},
		{"fi", "20.11.2026", "3=20.13.2026 18.00", "20.11.2026", "3=20.11.2026 25.00", "3=22.11.2026 18.00"},
		{"et", "20.11.2026", "3=20.13.2026 18:00", "20.11.2026", "3=20.11.2026 25:00", "3=22.11.2026 18:00"},
	} {
		t.Run(tt.lang, func(t *testing.T) {
			t.Setenv("ARBITER_LANG", tt.lang)
			file := filepath.Join(t.TempDir(), "open.arbiter")
			runCLI(t, 0, "new", file, "--name", "Open", "--system", "swiss-dutch", "--rounds", "5")
			runCLI(t, 0, "event", file, "--round-time", "2="+tt.day, "--round-time", "3="+tt.day+" 18:00")
			st := runJSON[tournament.Settings](t, "event", file, "--json")
			if want := []tournament.RoundTime{{Round: 2, Date: "2026-11-20"}, {Round: 3, Date: "2026-11-20", Time: "18:00"}}; !slices.Equal(st.Schedule, want) {
				t.Errorf("schedule %+v, want %+v", st.Schedule, want)
			}
			for _, bad := range []struct{ value, want string }{
				{tt.badDate, tt.dateExample},
				{tt.badTime, "25"},
				{"three=" + tt.day, tt.formExample},
			} {
				if msg := runCLI(t, 2, "event", file, "--round-time", bad.value); !strings.Contains(msg, bad.want) {
					t.Errorf("%s: %q lacks %q", bad.value, msg, bad.want)
				}
			}
		})
	}
}

// "import csv" into a file not there makes it (conduct.Create, as the
// window's import does) with the list's players, the event named after
// the file, since a list names none.
func TestImportListMakesANewFileNamedAfterIt(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "club-night.arbiter")
	if out := runCLI(t, 0, "import", "csv", file, writeInput(t, dir, "players.csv", clubCSV)); !strings.Contains(out, "12 players") {
		t.Errorf("import: %s", out)
	}
	ev := testevent.Read(t, file)
	if ev.Settings.Name != "club-night" || len(ev.Players) != 12 {
		t.Errorf("made %q with %d players", ev.Settings.Name, len(ev.Players))
	}
}

// A new file made by "import" writes its documents in the user's language,
// as "new" does, or in the one --lang names: a Finnish arbiter who imported
// a report and printed its standings got them in English, told nothing,
// and "arbiter event" has no language to change. An existing file keeps
// its own, and --lang given for one is refused, saying how to go on.
func TestImportMakesANewFileInTheUsersLanguage(t *testing.T) {
	report := filepath.Join("..", "tournament", "testdata", "outside", "javafo-gros_round5.trf")
	for _, c := range []struct{ user, lang, want string }{
		{"fi", "", "fi"}, {"et", "", "et"}, {"en", "", "en"}, {"fi", "et", "et"},
	} {
		t.Run(c.user+"-"+c.lang, func(t *testing.T) {
			t.Setenv("ARBITER_LANG", c.user)
			dir := t.TempDir()
			args := []string{"import", "trf", filepath.Join(dir, "gros.arbiter"), report}
			if c.lang != "" {
				args = append(args, "--lang", c.lang)
			}
			runCLI(t, 0, args...)
			if got := testevent.Read(t, args[2]).Settings.Language; got != c.want {
				t.Errorf("the new file's documents are in %q, want %q", got, c.want)
			}
			list := filepath.Join(dir, "club-night.arbiter")
			runCLI(t, 0, append([]string{"import", "csv", list, writeInput(t, dir, "players.csv", clubCSV)}, args[4:]...)...)
			if got := testevent.Read(t, list).Settings.Language; got != c.want {
				t.Errorf("the new file of a list has its documents in %q, want %q", got, c.want)
			}
		})
	}
	for lang, want := range map[string]string{
		"en": "import --lang: the file exists and keeps its documents' language",
		"fi": "import --lang: tiedosto on jo olemassa ja pitää asiakirjojensa kielen",
		"et": "import --lang: fail on juba olemas ja hoiab oma dokumentide keelt",
	} {
		t.Setenv("ARBITER_LANG", lang)
		dir := t.TempDir()
		file := filepath.Join(dir, "club.arbiter")
		newEvent(t, file, []string{"--name", "Club", "--system", "swiss-dutch", "--rounds", "5", "--lang", "et"})
		if msg := runCLI(t, 2, "import", "csv", file, writeInput(t, dir, "players.csv", clubCSV), "--lang", "fi"); !strings.Contains(msg, want) {
			t.Errorf("%s: --lang into an existing file: %q, want %q", lang, msg, want)
		}
		if ev := testevent.Read(t, file); ev.Settings.Language != "et" || len(ev.Players) != 0 {
			t.Errorf("%s: the refused import left language %q and %d players", lang, ev.Settings.Language, len(ev.Players))
		}
	}
}

// TestPairPrintsAlignedColumns: the plain round of `pair` prints each
// pairing number in a column of its own, so that the names (and a bye's
// words) start in one column on every board, however many digits the
// numbers have ("10 Name" once pushed the name out of line); a bye's line
// has the no-board mark where a board's number goes.
func TestPairPrintsAlignedColumns(t *testing.T) {
	file := filepath.Join(t.TempDir(), "swiss.arbiter")
	runCLI(t, 0, "new", file, "--name", "Open", "--system", "swiss-dutch", "--rounds", "5")
	for i := range 11 {
		runCLI(t, 0, "player", "add", file, "--name", fmt.Sprintf("Pärt%s Ek", strings.Repeat("i", i)), "--rating", fmt.Sprint(2400-50*i))
	}
	out := runCLI(t, 0, "pair", file)
	board := regexp.MustCompile(`^(?:\d+|` + words.NoBoard + `) +\d+ +(P\S+ Ek) +(?:\d+ +)?(P\S+ Ek|bye)`)
	columns := map[[2]int]int{}
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")[1:]
	for _, line := range lines {
		m := board.FindStringSubmatchIndex(line)
		if m == nil {
			t.Fatalf("a board line not read: %q in\n%s", line, out)
		}
		at := func(i int) int { return utf8.RuneCountInString(line[:i]) }
		columns[[2]int{at(m[2]), at(m[4])}]++
	}
	if len(lines) != 6 || len(columns) != 1 {
		t.Errorf("the names start in %d columns on %d boards, want one on 6:\n%s", len(columns), len(lines), out)
	}
}

// A player struck after a round whose game has no result yet: arbiter
// standings says, as the withdrawal did, that 1 of his 6 games counts as
// played, round 2's being without a result, and --json gives the games
// and that round; it said "having played 2 games".
func TestStandingsStruckNamesTheGameWithoutAResult(t *testing.T) {
	path, id := testevent.StruckLater(t)
	p, _ := testevent.Read(t, path).Player(id)
	const counted = "The game of round 2 has no result, so it does not count as played; one begun and not finished counts once it is entered as adjourned."
	if out := runCLI(t, 0, "player", "withdraw", path, "--seat", fmt.Sprint(p.Seat), "--after-round", "2"); !strings.Contains(out, counted) {
		t.Fatalf("the withdrawal does not say %q:\n%s", counted, out)
	}
	if out := runCLI(t, 0, "standings", path); !strings.Contains(out, p.Name+" withdrew after round 2: played 1 of 6 games, fewer than half: his games count for nobody and he has no place; the crosstable keeps his row, his points in brackets (FIDE). "+counted) {
		t.Errorf("the standings do not say %q of %s:\n%s", counted, p.Name, out)
	}
	table := runJSON[struct {
		Struck []struct {
			ID     int64 `json:"id"`
			Played int   `json:"played"`
			Games  int   `json:"games"`
			Open   []int `json:"open_rounds"`
		} `json:"struck"`
	}](t, "standings", path, "--json")
	if s := table.Struck; len(s) != 1 || s[0].ID != id || s[0].Played != 1 || s[0].Games != 6 || !slices.Equal(s[0].Open, []int{2}) {
		t.Errorf("struck in JSON %+v, want 1 of 6 played, round 2 open", s)
	}
}

// A round robin's crosstable heads each column with the number beside its
// player's name, as the window and the paper do: with a player struck from
// the table the command line numbered the columns 1, 2, 3 past the gap, so
// that column 2 was not player No 2.
func TestCrosstableColumnsAreTheRowsNumbers(t *testing.T) {
	path, _ := testevent.StruckLater(t)
	// Seat 1, having played fewer than half of his 6 games, is struck: the
	// columns' gap is the first.
	if out := runCLI(t, 0, "player", "withdraw", path, "--seat", "1", "--after-round", "2"); !strings.Contains(out, "fewer than half") {
		t.Fatalf("seat 1 is not struck:\n%s", out)
	}
	lines := strings.Split(runCLI(t, 0, "crosstable", path), "\n")
	var head, numbers []string
	for i, l := range lines {
		f := strings.Fields(l)
		if len(f) > 0 && f[0] == "No" {
			head = f[2:5]
			for _, row := range lines[i+1 : i+4] {
				numbers = append(numbers, strings.Fields(row)[0])
			}
			break
		}
	}
	if len(head) != 3 || !slices.Equal(head, numbers) {
		t.Errorf("column heads %q, the rows' numbers %q:\n%s", head, numbers, strings.Join(lines, "\n"))
	}
}

// A round robin's crosstable marks a withdrawn player still in the table
// and says what the mark means, as its standings, the window, the venue
// page and the paper do: the command line's crosstable gave his bare name.
func TestCrosstableMarksTheWithdrawnAsTheStandings(t *testing.T) {
	path := filepath.Join(t.TempDir(), "rr.arbiter")
	newEvent(t, path, []string{"--name", "RR", "--system", "round-robin"}, "Anna Aho", "Boris Berg", "Carl Carlsson", "Dana Dahl")
	runCLI(t, 0, "draw", path, "--seed", "1")
	for _, r := range []string{"1", "2"} {
		runCLI(t, 0, "pair", path)
		for _, b := range []string{"1", "2"} {
			runCLI(t, 0, "result", path, "--round", r, "--board", b, "1-0")
		}
	}
	// Two of his three games played: he stays in the table.
	runCLI(t, 0, "player", "withdraw", path, "--seat", "1", "--after-round", "2")
	const mark, note = "(w/d)", "(w/d) withdrew from the event."
	if out := runCLI(t, 0, "standings", path); !strings.Contains(out, note) {
		t.Fatalf("the standings do not mark the withdrawn player:\n%s", out)
	}
	out := runCLI(t, 0, "crosstable", path)
	if strings.Count(out, mark) != 2 || !strings.Contains(out, note) {
		t.Errorf("the crosstable does not mark the withdrawn player and say %q:\n%s", note, out)
	}
}

// event --withdrawal ussr1953 on a Swiss is refused, naming why: the
// event's results would go on standing as played (WithdrawalRule), so
// the setting was kept without a word and the file said 1953 while every
// view said "as played".
func TestEventRefusesTheWithdrawalRuleASwissDoesNotFollow(t *testing.T) {
	path := filepath.Join(t.TempDir(), "swiss.arbiter")
	runCLI(t, 0, "new", path, "--name", "Swiss", "--system", "swiss-dutch", "--rounds", "5")
	saysInEachLang(t, 2, map[string]string{"en": "only a round robin or a match", "fi": "vain kaikki vastaan kaikkia", "et": "ainult ringturniiril"},
		"event", path, "--withdrawal", "ussr1953")
	t.Setenv("ARBITER_LANG", "en")
	runCLI(t, 0, "event", path, "--withdrawal", "as-played")
}

// The USSR 1953 code wants every game of the earlier rounds finished
// before a tournament's last round (§22 note 4): pairing it over an
// adjourned game is refused even with --override, which an earlier round
// takes; the override was taken.
func TestThe1953LastRoundWaitsForEveryGame(t *testing.T) {
	file := filepath.Join(t.TempDir(), "1953.arbiter")
	newEvent(t, file, []string{"--name", "Spartakiad", "--system", "round-robin", "--ruleset", "USSR1953", "--lang", "en"},
		"Player A", "Player B", "Player C", "Player D")
	runCLI(t, 0, "draw", file, "--seed", "7")
	runCLI(t, 0, "pair", file)
	runCLI(t, 0, "result", file, "--round", "1", "--board", "1", "1-0")
	runCLI(t, 0, "result", file, "--round", "1", "--board", "2", "adj")
	runCLI(t, 0, "pair", file, "--override") // round 2 of 3
	runCLI(t, 0, "result", file, "--round", "2", "--board", "1", "1-0")
	runCLI(t, 0, "result", file, "--round", "2", "--board", "2", "0-1")
	out := runCLI(t, 1, "pair", file, "--override")
	if !strings.Contains(out, "§22, note 4") || !strings.Contains(out, "round 3") {
		t.Errorf("the last round paired over an adjourned game: %q", out)
	}
	// Asked without --override, the refusal is the same: it offers no
	// override that would be refused.
	if again := runCLI(t, 1, "pair", file); again != out {
		t.Errorf("the last round's refusal without --override\n%s\nwith it\n%s", again, out)
	}
	runCLI(t, 0, "result", file, "--round", "1", "--board", "2", "1/2-1/2")
	runCLI(t, 0, "pair", file)
}

// Once every round is paired, pair says so, as the window's Pair button
// does, whatever game is still open: with the last round's game
// adjourned it said that round 3 of a two-round event could not be
// paired over it and offered --override, which then said that round 3
// did not exist.
func TestPairAfterTheLastRoundSaysEveryRoundIsPaired(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	file := filepath.Join(t.TempDir(), "swiss.arbiter")
	newEvent(t, file, []string{"--name", "Two Rounds", "--system", "swiss-dutch", "--rounds", "2"},
		"Player 1:2100", "Player 2:2000", "Player 3:1950", "Player 4:1900")
	for r, last := range []string{"0-1", "adj"} {
		runCLI(t, 0, "pair", file)
		runCLI(t, 0, "result", file, "--round", fmt.Sprint(r+1), "--board", "1", "1-0")
		runCLI(t, 0, "result", file, "--round", fmt.Sprint(r+1), "--board", "2", last)
	}
	const all = "arbiter pair: Every round is paired: there is no round to pair.\n"
	if got := runCLI(t, 1, "pair", file); got != all {
		t.Errorf("pair with every round paired, a game adjourned: %q", got)
	}
	if got := runCLI(t, 1, "pair", file, "--override"); got != all {
		t.Errorf("pair --override with every round paired: %q", got)
	}
	if got := runCLI(t, 1, "pair", file, "--round", "3"); got != "arbiter pair: round 3 does not exist: the event has 2 rounds\n" {
		t.Errorf("pair --round 3 of two: %q", got)
	}
}

// The refusal to pair over unfinished games names each game in words, by
// its round and board and its players, as the window's override box does;
// it named them "6.4 (round.board)". It says the two ways on, in the
// user's language: the results entered with "arbiter result", or the round
// paired over them with --override; it said neither.
func TestPairRefusalNamesGamesInWords(t *testing.T) {
	for _, tt := range []struct{ lang, game, nope, results, override string }{
		{"en", "round 6, board 4: ", "(round.board)", "Enter their results with arbiter result", "pair round 7 without them with --override"},
		{"fi", "kierros 6, pöytä 4: ", "(kierros.pöytä)", "Kirjaa niiden tulokset komennolla arbiter result", "parita kierros 7 ilman niitä valitsimella --override"},
		{"et", "6. voor, 4. laud: ", "(voor.laud)", "Sisesta nende tulemused käsuga arbiter result", "paarita voor 7 ilma nendeta võtmega --override"},
	} {
		t.Run(tt.lang, func(t *testing.T) {
			t.Setenv("ARBITER_LANG", tt.lang)
			file := demoFile(t) // round 6 paired, no result yet
			msg := runCLI(t, 1, "pair", file)
			if !strings.Contains(msg, tt.game) || strings.Contains(msg, tt.nope) || strings.Contains(msg, "6.4") {
				t.Errorf("refusal %q: want the game as %q", msg, tt.game)
			}
			testtext.SaysEach(t, "the refusal", msg, tt.results, tt.override)
		})
	}
}

// A round paired already, asked for again, is refused with the way to pair
// it again (unpair, the last round alone) in the user's language: "round 1
// is paired already" said no more. Nothing is paired.
func TestPairOfARoundPairedSaysHowToPairItAgain(t *testing.T) {
	for lang, want := range map[string]string{"en": "arbiter unpair", "fi": "arbiter unpair", "et": "arbiter unpair"} {
		t.Run(lang, func(t *testing.T) {
			t.Setenv("ARBITER_LANG", lang)
			file := demoFile(t) // round 6 paired
			for _, round := range []string{"1", "6"} {
				msg := runCLI(t, 1, "pair", file, "--round", round)
				if !strings.Contains(msg, want) || !strings.Contains(msg, "6") {
					t.Errorf("round %s: refusal %q lacks %q and the last round, 6", round, msg, want)
				}
			}
		})
	}
}

// TestPlayerAddNamesake: a name already in the event but for its accents
// is refused, naming the player as he is written there and the way past
// it; --namesake adds a real namesake.
func TestPlayerAddNamesake(t *testing.T) {
	file := filepath.Join(t.TempDir(), "e.arbiter")
	emptyEvent(t, file)
	runCLI(t, 0, "player", "add", file, "--name", "Tõnis Õunapuu")
	out := runCLI(t, 1, "player", "add", file, "--name", "Tonis Ounapuu")
	testtext.SaysEach(t, "the refusal", out, "Tonis Ounapuu is already in the event as Tõnis Õunapuu", "--namesake")
	if out := runCLI(t, 1, "player", "add", file, "--name", "tõnis õunapuu"); !strings.Contains(out, "--namesake") {
		t.Errorf("the same name's refusal %q gives no way past it", out)
	}
	runCLI(t, 0, "player", "add", file, "--name", "Tonis Ounapuu", "--namesake")
	players := runJSON[[]tournament.Player](t, "player", "list", file, "--json")
	if len(players) != 2 || players[1].Name != "Tonis Ounapuu" {
		t.Errorf("players %+v, want the namesake added", players)
	}
}

// The demo, FIDE-rated, exported to TRF and imported into a new file
// comes back not FIDE-rated, as a report has no record of it: the export
// says so, and the import what the new file assumes, in the user's
// language; the event came back "Not FIDE-rated" without a word, and its
// rating report was refused.
func TestTRFRoundTripSaysFIDERatedIsNotKept(t *testing.T) {
	demo := demoFile(t)
	dir := t.TempDir()
	report := filepath.Join(dir, "demo.trf")
	for lang, want := range map[string][2]string{
		"en": {"the report has no record that the event is FIDE-rated", "the new file is played under FIDE Laws of Chess 2023, not FIDE-rated"},
		"fi": {"raportissa ei ole tietuetta siitä, että turnaus on FIDE-laskettu", "ei FIDE-laskettuna"},
		"et": {"aruandes pole kirjet selle kohta, et turniir on FIDE reitinguga", "FIDE reitinguta"},
	} {
		t.Setenv("ARBITER_LANG", lang)
		if code, _, errOut := run(t, "export", "trf", demo, "-o", report); code != 0 || !strings.Contains(errOut, want[0]) {
			t.Errorf("%s: export exit %d, said %q, want %q", lang, code, errOut, want[0])
		}
		back := filepath.Join(dir, lang+".arbiter")
		if out := runCLI(t, 0, "import", "trf", back, report); !strings.Contains(out, want[1]) {
			t.Errorf("%s: import said %q, want %q", lang, out, want[1])
		}
		if testevent.Read(t, back).Settings.Rules.FIDERated {
			t.Errorf("%s: read back FIDE-rated, where the import says it is not", lang)
		}
	}
}

// TestImportCSVNamesake: a list naming a player of the event but for his
// accents is refused, naming both and the way past it, as a player added
// alone is; --namesake imports the list's namesakes, and is refused with a
// report (trf), which goes into an event without players. The import had
// no way past the refusal.
func TestImportCSVNamesake(t *testing.T) {
	file := filepath.Join(t.TempDir(), "e.arbiter")
	emptyEvent(t, file)
	runCLI(t, 0, "player", "add", file, "--name", "Tõnis Õunapuu")
	list := writeInput(t, t.TempDir(), "list.csv", "name,rating\nTonis Ounapuu,1900\nMari Kask,1800\n")
	out := runCLI(t, 1, "import", "csv", file, list)
	testtext.SaysEach(t, "the refusal", out, "Tonis Ounapuu is already in the event as Tõnis Õunapuu", "import the list with --namesake")
	runCLI(t, 2, "import", "trf", file, list, "--namesake")
	runCLI(t, 0, "import", "csv", file, list, "--namesake")
	players := runJSON[[]tournament.Player](t, "player", "list", file, "--json")
	if len(players) != 3 || players[1].Name != "Tonis Ounapuu" || players[2].Name != "Mari Kask" {
		t.Errorf("players %+v, want the list imported beside Tõnis Õunapuu", players)
	}
}

// TestImportCSVOfTwoNamesakes: a list holding one name twice, the second
// without its accents, is refused into a new file and into an event, each
// time with the way past it, and --namesake imports both players. Its
// reading refused it before the arbiter's word was asked, with no way past
// it: a club's list with two Matti Hämäläinens could not be imported.
func TestImportCSVOfTwoNamesakes(t *testing.T) {
	dir := t.TempDir()
	list := writeInput(t, dir, "list.csv", "nimi,elo\n\"Hämäläinen, Matti\",2105\n\"Mäki, Pekka\",1988\n\"Hamalainen, Matti\",1500\n")
	fresh := filepath.Join(dir, "new.arbiter")
	if out := runCLI(t, 1, "import", "csv", fresh, list); !strings.Contains(out, "--namesake") {
		t.Errorf("a list of two namesakes into a new file: %s", out)
	}
	if _, err := os.Stat(fresh); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the refused import left %s: %v", fresh, err)
	}
	file := filepath.Join(dir, "e.arbiter")
	emptyEvent(t, file)
	if out := runCLI(t, 1, "import", "csv", file, list); !strings.Contains(out, "--namesake") {
		t.Errorf("a list of two namesakes into an event: %s", out)
	}
	for _, f := range []string{fresh, file} {
		runCLI(t, 0, "import", "csv", f, list, "--namesake")
		players := runJSON[[]tournament.Player](t, "player", "list", f, "--json")
		if len(players) != 3 || players[0].Name != "Matti Hämäläinen" || players[2].Name != "Matti Hamalainen" || players[2].Rating != 1500 {
			t.Errorf("%s: players %+v, want the list's three", f, players)
		}
	}
}

// TestEventSetsTheRulesAtTheBoard: "arbiter event" sets the event's rule
// options and supervision the window's settings set, by "arbiter ruling"'s option names,
// keeps those not given, shows them in each language and in --json, and
// refuses a value no ruling reads with the store's rule, the file as it
// was.
func TestEventSetsTheRulesAtTheBoard(t *testing.T) {
	file := filepath.Join(t.TempDir(), "rules.arbiter")
	emptyEvent(t, file)
	runCLI(t, 0, "event", file, "--fide-rated", "--championship", "--national", "fi", "--device-policy", "warning-first",
		"--no-draw-before", "30", "--supervised-blitz-penalty", "2m", "--notation", "ET", "--flag-claim-only",
		"--first-illegal-loses", "--both-zero-draw", "--quickplay-finish", "--supervised")
	want := tournament.RuleOptions{National: "FI", FIDERated: true, Championship: true, DevicePolicy: "warning-first",
		FirstIllegalLoses: true, BothZeroDraw: true, QuickplayFinish: true, NoDrawBefore: 30,
		SupervisedBlitzPenaltySeconds: 120, FlagClaimOnly: true, Notation: "et"}
	if got := storedRules(t, file); got != want {
		t.Fatalf("stored %+v, want %+v", got, want)
	}
	if !storedSettings(t, file).Supervised {
		t.Error("--supervised not stored")
	}
	// An option given false turns its rule off; the others stay.
	runCLI(t, 0, "event", file, "--championship=false", "--no-quickplay-finish")
	want.Championship, want.NoQuickplayFinish = false, true
	if got := storedRules(t, file); got != want {
		t.Fatalf("stored %+v, want %+v", got, want)
	}
	if out := runCLI(t, 0, "event", file, "--json"); !strings.Contains(out, `"fide_rated": true`) ||
		!strings.Contains(out, `"supervised_blitz_penalty_seconds": 120`) || strings.Contains(out, `"championship"`) {
		t.Errorf("--json does not give the rules:\n%s", out)
	}
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		out := runCLI(t, 0, "event", file)
		for _, row := range [][2]string{
			{"rulesettings.national", cat.T("rulesettings.national.fi")},
			{"rulesettings.device", cat.T("rulesettings.device.warning-first")},
			{"rulesettings.notation", cat.T("rulesettings.notation.et")},
			{"rulesettings.no-draw-before", "30"},
			{"rulesettings.blitz-penalty", "120"},
			{"rulesettings.fide-rated", cat.T("swisscli.yes")},
			{"rulesettings.championship", cat.T("swisscli.no")},
			{"ui.settings.supervised", cat.T("swisscli.yes")},
		} {
			if !rowSays(out, cat.T(row[0]), row[1]) {
				t.Errorf("%s: no row %q saying %q in:\n%s", lang, cat.T(row[0]), row[1], out)
			}
		}
	})
	// A value typed wrong is a usage error, as the other settings' are.
	for _, c := range []struct {
		args []string
		want map[string]string
	}{
		{[]string{"--device-policy", "lose"}, map[string]string{"en": "is not a rule for an electronic device", "fi": "ei ole sääntö elektronisesta laitteesta", "et": "ei ole elektroonilise seadme reegel"}},
		{[]string{"--national", "SE", "--fide-rated=false"}, map[string]string{"en": "is not a national practice", "fi": "ei ole ratkaisujen tuntema", "et": "ei ole otsustele tuntud"}},
		{[]string{"--notation", "sv"}, map[string]string{"en": "is not a notation language", "fi": "ei ole merkintätavan kieli", "et": "ei ole noteerimise keel"}},
		{[]string{"--no-draw-before", "-1"}, map[string]string{"en": "cannot be below zero", "fi": "ei voi olla alle nollan", "et": "ei saa olla alla nulli"}},
		{[]string{"--supervised-blitz-penalty", "1.5s"}, map[string]string{"en": "takes whole seconds", "fi": "kokonaisia sekunteja", "et": "täissekundid"}},
	} {
		for lang, w := range c.want {
			t.Setenv("ARBITER_LANG", lang)
			if msg := runCLI(t, 2, append([]string{"event", file}, c.args...)...); !strings.Contains(msg, w) {
				t.Errorf("%s: event %v said %q, want %q", lang, c.args, msg, w)
			}
		}
	}
	if got := storedRules(t, file); got != want {
		t.Errorf("a refused change was kept: %+v, want %+v", got, want)
	}
	// The store's rule is the one refused: the window's path (Store.
	// UpdateSettings) refuses the same.
	st := testevent.Open(t, file)
	s := testevent.Event(t, st).Settings
	s.Rules.DevicePolicy = "lose"
	err := st.UpdateSettings(s)
	st.Close()
	if err == nil || !strings.Contains(i18n.For(i18n.English).Error(err), "is not a rule for an electronic device") {
		t.Errorf("the store took device policy %q: %v", s.Rules.DevicePolicy, err)
	}
}

func storedRules(t *testing.T, file string) tournament.RuleOptions {
	t.Helper()
	return storedSettings(t, file).Rules
}

func storedSettings(t *testing.T, file string) tournament.Settings {
	t.Helper()
	return testevent.Read(t, file).Settings
}

// rowSays reports whether a line of the table out is the label followed,
// after the columns' blanks, by value.
func rowSays(out, label, value string) bool {
	for _, line := range strings.Split(out, "\n") {
		if rest, ok := strings.CutPrefix(line, label); ok && strings.TrimSpace(rest) == value {
			return true
		}
	}
	return false
}

// The event's limit of half-point byes on the command line: new and event
// set it and event shows it; bye refuses a player's second under a limit
// of one, and one in the last round, and player add --missed ½ a late
// entry's two, each naming the limit in the user's language, while a
// zero-point bye passes; a limit tightened after a bye was asked leaves
// the bye but says who is over it.
func TestHalfByeLimitOnTheCommandLine(t *testing.T) {
	file := filepath.Join(t.TempDir(), "open.arbiter")
	newEvent(t, file, []string{"--name", "Open", "--system", "swiss-dutch", "--rounds", "5", "--max-half-byes", "1"},
		"Aino Alku:2000", "Bertta Berg:1900", "Cecilia Ceder:1800", "Dora Dahl:1700")
	runCLI(t, 0, "event", file, "--no-half-bye-rounds", "1")
	if out := runCLI(t, 0, "event", file); !strings.Contains(out, "at most 1 a player; none in the last round (from round 5)") {
		t.Errorf("event does not show the limit:\n%s", out)
	}
	runCLI(t, 0, "bye", file, "--player", "1", "--kind", "half", "--round", "2")
	refusedInEachLang(t, map[string]string{"en": "the event's regulations allow a player at most 1",
		"fi": "kilpailumääräykset sallivat pelaajalle enintään 1", "et": "võistluse juhend lubab mängijale kuni 1"},
		"bye", file, "--player", "1", "--kind", "half", "--round", "3")
	refusedInEachLang(t, map[string]string{"en": "no half-point bye in the last round, and round 5 is one of them",
		"fi": "viimeisellä kierroksella, ja kierros 5 on niistä", "et": "viimases voorus, ja voor 5 on nende seas"},
		"bye", file, "--player", "2", "--kind", "half", "--round", "5")
	t.Setenv("ARBITER_LANG", "en")
	runCLI(t, 0, "bye", file, "--player", "1", "--kind", "zero", "--round", "3")
	code, _, stderr := run(t, "event", file, "--no-half-bye-rounds", "4")
	if want := "Aino Alku has asked for a half-point bye in round 2, one of the last 4 rounds"; code != 0 || !strings.Contains(stderr, want) {
		t.Errorf("a limit set over a bye asked: exit %d, %q; want %q", code, stderr, want)
	}
	late := testevent.EventFile(t, testevent.Swiss(t, 8, 2, false))
	runCLI(t, 0, "event", late, "--max-half-byes", "1")
	refusedInEachLang(t, map[string]string{"en": "2 half-point byes for the rounds missed, but the event's regulations allow a player at most 1",
		"fi": "väliin jääneille kierroksille 2 puolen pisteen vapaakierrosta", "et": "vahele jäänud voorudele 2 poolepunktist vaba vooru"},
		"player", "add", late, "--name", "Myöhä Tulija", "--missed", "½")
	t.Setenv("ARBITER_LANG", "en")
	runCLI(t, 0, "player", "add", late, "--name", "Myöhä Tulija", "--missed", "½,0")
}

// TestEventJSONGivesTheRoundsInForce: a round robin of six players, its
// rounds left to follow from them, plays five, as "arbiter event" and
// "arbiter info --json" say; "event --json" gave only the number set,
// "rounds": 0, and now gives the five beside it as total_rounds.
func TestEventJSONGivesTheRoundsInForce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "rr.arbiter")
	newEvent(t, path, []string{"--name", "Club", "--system", "round-robin"}, "Aho", "Berg", "Croft", "Dahl", "Eck", "Falk")
	ev := runJSON[struct {
		Rounds      int `json:"rounds"`
		TotalRounds int `json:"total_rounds"`
	}](t, "event", path, "--json")
	info := runJSON[struct {
		Rounds int `json:"rounds"`
	}](t, "info", path, "--json")
	if ev.Rounds != 0 || ev.TotalRounds != 5 || info.Rounds != 5 {
		t.Errorf("event --json: rounds %d, total_rounds %d; info --json: rounds %d; want 0 (set), 5 and 5", ev.Rounds, ev.TotalRounds, info.Rounds)
	}
	if out := runCLI(t, 0, "event", path); !regexp.MustCompile(`(?m)^Rounds\s+5$`).MatchString(out) {
		t.Errorf("event: want Rounds 5\n%s", out)
	}
	// A team round robin's rounds follow from its teams: four play three,
	// as info says ("0 paired, 0 finished, of 3"); event said 0.
	teams := filepath.Join(t.TempDir(), "trr.arbiter")
	runCLI(t, 0, "new", teams, "--name", "League", "--system", "team-round-robin", "--boards", "2")
	addTeams(t, teams, "", 0, nil, "Aura", "Borg", "Cirka", "Delta")
	if err := json.Unmarshal([]byte(runCLI(t, 0, "event", teams, "--json")), &ev); err != nil {
		t.Fatal(err)
	}
	if ev.TotalRounds != 3 {
		t.Errorf("team round robin of four, event --json: total_rounds %d, want 3", ev.TotalRounds)
	}
	if out := runCLI(t, 0, "event", teams); !regexp.MustCompile(`(?m)^Rounds\s+3$`).MatchString(out) {
		t.Errorf("team round robin of four, event: want Rounds 3\n%s", out)
	}
	if out := runCLI(t, 0, "info", teams); !strings.Contains(out, "of 3") {
		t.Errorf("team round robin of four, info: want of 3\n%s", out)
	}
}

// TestImportCSVIntoARapidEvent: the Estonian federation's list names its
// rapid rating Kiirmale; imported into a 15+10 event, the players take it
// and the import names the standard column it skipped. The list's players
// came in unrated, paired as if alphabetically.
func TestImportCSVIntoARapidEvent(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "rapid.arbiter")
	runCLI(t, 0, "new", file, "--name", "Rapid", "--system", "swiss-dutch", "--rounds", "7", "--time-control", "15+10")
	list := writeInput(t, dir, "list.csv", "Perekonnanimi;Eesnimi;Reiting;Kiirmale\nTamm;Jaan;2350;2316\nSaar;Mari;2301;2282\n")
	if out := runCLI(t, 0, "import", "csv", file, list); !strings.Contains(out, "Reiting") {
		t.Errorf("the import does not name the standard column it skipped: %s", out)
	}
	players := runJSON[[]tournament.Player](t, "player", "list", file, "--json")
	if len(players) != 2 || players[0].Rating != 2316 || players[1].Rating != 2282 {
		t.Errorf("players %+v, want the rapid ratings 2316 and 2282", players)
	}
}

// The event's setting for a late entry's missed rounds on the command
// line: event sets and shows it, player add with no --missed gives the
// late entry a zero-point bye for each round paired and says so in the
// user's language, --missed typed wins over it, and the TRF export writes
// those rounds as the byes given (a report has no field for the setting:
// its late entries' rounds are their results). A round robin, where no
// player joins late, refuses the setting.
func TestLateEntryByesOnTheCommandLine(t *testing.T) {
	late := testevent.EventFile(t, testevent.Swiss(t, 8, 2, false))
	runCLI(t, 0, "event", late, "--late-entry-byes", "zero")
	if out := runCLI(t, 0, "event", late); !rowSays(out, "Late entries' missed rounds", "a zero-point bye for each") {
		t.Errorf("event does not show the setting:\n%s", out)
	}
	for lang, c := range map[string]struct{ name, want string }{
		"en": {"Myöhä Tulija", "Myöhä Tulija: rounds 1–2, paired before the entry, each scored as a zero-point bye by the event's setting."},
		"fi": {"Toinen Tulija", "Toinen Tulija: kierrokset 1–2, paritettu ennen mukaan tuloa: vapaakierros (0 pistettä) kustakin turnauksen asetuksen mukaan."},
		"et": {"Kolmas Tulija", "Kolmas Tulija: voorud 1–2, paaritatud enne liitumist: vaba voor (0 punkti) igaühe eest võistluse seade järgi."},
	} {
		t.Setenv("ARBITER_LANG", lang)
		if out := runCLI(t, 0, "player", "add", late, "--name", c.name); !strings.Contains(out, c.want) {
			t.Errorf("%s: player add with nothing typed said\n%s\nwant %q", lang, out, c.want)
		}
	}
	t.Setenv("ARBITER_LANG", "en")
	if out := runCLI(t, 0, "player", "add", late, "--name", "Puoli Tulija", "--missed", "½"); strings.Contains(out, "setting") {
		t.Errorf("½ typed under the setting: %s", out)
	}
	report := runCLI(t, 0, "export", "trf", late, "-o", "-")
	lines := strings.FieldsFunc(report, func(r rune) bool { return r == '\r' || r == '\n' })
	for name, want := range map[string]string{"Tulija, Myoha": "0000 - Z  0000 - Z", "Tulija, Puoli": "0000 - H  0000 - H"} {
		var line string
		for _, l := range lines {
			if strings.HasPrefix(l, "001") && strings.Contains(l, name) {
				line = l
			}
		}
		if !strings.HasSuffix(line, want) {
			t.Errorf("%s's line of the report: %q, want rounds 1 and 2 as %q", name, line, want)
		}
	}
	saysInEachLang(t, 2, map[string]string{"en": "full is not a setting for a late entry's missed rounds",
		"fi": "full ei ole myöhässä tulleen", "et": "full ei ole hilinenud osaleja"}, "event", late, "--late-entry-byes", "full")
	saysInEachLang(t, 2, map[string]string{"en": "for a Swiss of players, the one system a player joins late in",
		"fi": "ainoaan järjestelmään, johon pelaaja voi tulla myöhässä", "et": "ainsale, kuhu mängija saab hiljem liituda"},
		"new", filepath.Join(t.TempDir(), "rr.arbiter"), "--name", "RR", "--late-entry-byes", "zero")
}

// TestPairSaysWhatAWithdrawalMakesOfTheGame: in the demo's round robin
// under the 1953 rule, a player who withdrew has his board in the next
// round paired; the round arbiter pair prints gives that board what the
// withdrawal makes of it, as the paper's pairing list, the venue's round
// page and the window's Rounds view give it (pairing.RoundList): the
// forfeit won by his opponent when he played half his games or more, "not
// played" when his games are annulled, and his name marked withdrawn. The
// The round a player withdrew before lists him under "Not paired" with
// why, as the paper's and the venue's pairing lists do
// (pairing.RoundList's absences); the command listed the boards and the
// byes alone, and the arbiter reading it could not tell him left out
// from forgotten.
func TestPairListsThePlayersNotPaired(t *testing.T) {
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		file := pairedSwiss(t, 5, "Aino Aho", "Bert Berg", "Cilla Cox", "Dan Dahl", "Eva Ek")
		runCLI(t, 0, "result", file, "--round", "1", "--board", "1", "1-0")
		runCLI(t, 0, "result", file, "--round", "1", "--board", "2", "0-1")
		runCLI(t, 0, "player", "withdraw", file, "--seat", "3", "--after-round", "1")
		out := runCLI(t, 0, "pair", file)
		head := strings.Index(out, cat.T("print.pairings.unpaired"))
		if head < 0 {
			t.Fatalf("%s: no %q list:\n%s", lang, cat.T("print.pairings.unpaired"), out)
		}
		var line string
		for l := range strings.SplitSeq(out[head:], "\n") {
			if strings.Contains(l, "Cilla Cox") {
				line = l
			}
		}
		if want := cat.T("print.pairings.withdrawn", "round", 1); !strings.Contains(line, want) {
			t.Errorf("%s: under the list, %q, want %q:\n%s", lang, line, want, out)
		}
		if strings.Contains(out[:head], "Cilla Cox") {
			t.Errorf("%s: the withdrawn player is on a board:\n%s", lang, out)
		}
	})
}

// command printed the board with no result and his name unmarked.
func TestPairSaysWhatAWithdrawalMakesOfTheGame(t *testing.T) {
	for _, tc := range []struct {
		name  string
		after int // the round he withdraws after
		want  func(cat *i18n.Catalog, black bool) string
	}{
		{"forfeit", 6, func(cat *i18n.Catalog, black bool) string {
			if black {
				return tournament.WhiteForfeitWin.Text(cat.T)
			}
			return tournament.BlackForfeitWin.Text(cat.T)
		}},
		{"annulled", 5, func(cat *i18n.Catalog, _ bool) string { return cat.T("print.result.not-played") }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
				file := demoFileAs(t, "demo-"+string(lang)+".arbiter")
				runCLI(t, 0, "player", "withdraw", file, "--seat", "1", "--after-round", fmt.Sprint(tc.after))
				for b := 1; b <= 6; b++ {
					// Round 6's games; his is settled by the withdrawal.
					var out, errOut bytes.Buffer
					Run([]string{"result", file, "--round", "6", "--board", fmt.Sprint(b), "1-0"}, &out, &errOut)
				}
				out := runCLI(t, 0, "pair", file)
				name := "Väinö Höglund"
				var line string
				for l := range strings.SplitSeq(out, "\n") {
					if strings.Contains(l, name) {
						line = l
					}
				}
				if line == "" {
					t.Fatalf("%s: round 7 has no board of %s:\n%s", lang, name, out)
				}
				at := strings.Index(line, name)
				black := strings.Contains(line[:at], "(")
				if want := tc.want(cat, black); !strings.Contains(line, want) {
					t.Errorf("%s: his board reads %q, want %q as the pairing list gives it", lang, line, want)
				}
				if mark := words.WithdrawnName(cat, name, true); !strings.Contains(line, mark) {
					t.Errorf("%s: his board reads %q, want him marked %q", lang, line, mark)
				}
			})
			// --json gives the board what the list gives it: the forfeit,
			// or a game not played, where it gave no result at all.
			file := demoFileAs(t, "demo-json.arbiter")
			runCLI(t, 0, "player", "withdraw", file, "--seat", "1", "--after-round", fmt.Sprint(tc.after))
			for b := 1; b <= 6; b++ {
				var out, errOut bytes.Buffer
				Run([]string{"result", file, "--round", "6", "--board", fmt.Sprint(b), "1-0"}, &out, &errOut)
			}
			round := runJSON[struct {
				Boards []struct {
					White, Black struct{ Name string }
					Result       string
					NotPlayed    bool `json:"not_played"`
				}
			}](t, "pair", file, "--json")
			for _, b := range round.Boards {
				if b.White.Name != "Väinö Höglund" && b.Black.Name != "Väinö Höglund" {
					continue
				}
				if tc.after == 5 && (!b.NotPlayed || b.Result != "") {
					t.Errorf("--json: his board %+v, want not played", b)
				}
				if want := map[bool]string{true: "+/-", false: "-/+"}[b.Black.Name == "Väinö Höglund"]; tc.after == 6 && b.Result != want {
					t.Errorf("--json: his board %+v, want %s", b, want)
				}
			}
		})
	}
}

// TestPairNamesARoundRobinsFreeRound: the seat without an opponent in a
// round robin of five scores nothing; arbiter pair names it as the
// pairing list on paper, the venue's round page and the window name it
// (pairing.Absence.Text: "free round"), where it said "bye", the word a
// Swiss's bye worth a point goes by.
func TestPairNamesARoundRobinsFreeRound(t *testing.T) {
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		file := filepath.Join(t.TempDir(), "rr.arbiter")
		newEvent(t, file, []string{"--name", "RR", "--system", "round-robin", "--time-control", "90+30"}, "Aa Aa", "Bb Bb", "Cc Cc", "Dd Dd", "Ee Ee")
		runCLI(t, 0, "draw", file, "--seed", "1")
		out := runCLI(t, 0, "pair", file)
		want, _ := pairing.ByeText(tournament.ByeRoundRobin, cat.T)
		var line string
		for l := range strings.SplitSeq(out, "\n") {
			if strings.HasPrefix(l, words.NoBoard) {
				line = l
			}
		}
		if !strings.HasSuffix(strings.TrimSpace(line), want) {
			t.Errorf("%s: the free round reads %q, want it named %q:\n%s", lang, line, want, out)
		}
	})
}

// The export of an event with ranking groups and prizes says the report
// leaves them out: read back, the Pärnu open had none, unsaid.
func TestTRFExportSaysThePrizesAreNotKept(t *testing.T) {
	demo := demoFile(t)
	runCLI(t, 0, "prizes", demo, "--group", "w:women:Women", "--prize", "1=100", "--prize", "w:1=50", "--save")
	t.Setenv("ARBITER_LANG", "en")
	report := filepath.Join(t.TempDir(), "demo.trf")
	want := "the report has no record of the ranking groups and prizes (1 group, 2 prizes)"
	if code, _, errOut := run(t, "export", "trf", demo, "-o", report); code != 0 || !strings.Contains(errOut, want) {
		t.Errorf("export exit %d, said %q, want %q", code, errOut, want)
	}
}

// TestEventShowsTheDaysAsEveryDoor: `arbiter event` sets the event's
// first and last day and each round's time; its table showed neither day,
// and a one-day event's round as "10:00" alone, where the settings, the
// venue's pages and the pairing list date it by the event's day
// (schedule.Round) and write both as the reader's language does.
func TestEventShowsTheDaysAsEveryDoor(t *testing.T) {
	t.Setenv("ARBITER_LANG", "et")
	file := filepath.Join(t.TempDir(), "kiirmale.arbiter")
	runCLI(t, 0, "new", file, "--name", "Kiirmale", "--system", "swiss-dutch", "--rounds", "7", "--start", "2026-12-05", "--end", "2026-12-05")
	out := input.Collapse(runCLI(t, 0, "event", file, "--round-time", "1=10:00", "--round-time", "2=2026-12-05 10:45"))
	testtext.SaysEach(t, "event", out, "Kuupäevad 5.12.2026", "1. voor 5.12.2026 kell 10.00", "2. voor 5.12.2026 kell 10.45")
}

// `arbiter event` of a rapid event whose ratings were typed in or read
// from a club's CSV left its rating list row blank, where the rating
// report says the ratings were entered by hand and are rapid ones: the
// row says both, as the report does.
func TestEventSaysWhichRatingsTheEventTakesWithoutAList(t *testing.T) {
	file := filepath.Join(t.TempDir(), "rapid.arbiter")
	runCLI(t, 0, "new", file, "--name", "Rapid", "--system", "swiss-dutch", "--rounds", "7", "--time-control", "15+10")
	cat := i18n.For(i18n.English)
	want := cat.T("event.cli.rating-list") + " " + words.WithRatingsTaken(cat, tournament.Settings{TimeControl: "15+10"}, cat.T("print.form.rating-list.none"))
	testtext.SaysEach(t, "event", input.Collapse(runCLI(t, 0, "event", file)), want, "rapid ratings")
}

// The event's rating for unrated players on the command line: event sets
// and shows it, the standings count the unrated player's opponents'
// ARO at it and say so under the table, 0 sets none again (and the note
// says the rated opponents alone), and a rating outside a rating's range
// is refused in the user's language.
func TestUnratedRatingOnTheCommandLine(t *testing.T) {
	ev := testevent.Swiss(t, 8, 2, false)
	ev.Players[7].Rating = 0
	file := testevent.EventFile(t, ev)
	runCLI(t, 0, "event", file, "--tiebreaks", "aro", "--unrated-rating", "1600")
	if out := runCLI(t, 0, "event", file); !rowSays(out, "Rating of the unrated", "1600") {
		t.Errorf("event does not show the setting:\n%s", out)
	}
	if out := runCLI(t, 0, "standings", file); !strings.Contains(out, "ARO: an unrated opponent counted at 1600, the event's rating for unrated players") {
		t.Errorf("the standings do not say the rating counted:\n%s", out)
	}
	runCLI(t, 0, "event", file, "--unrated-rating", "0")
	if out := runCLI(t, 0, "event", file); !rowSays(out, "Rating of the unrated", "none: the rated opponents alone") {
		t.Errorf("event does not show the setting cleared:\n%s", out)
	}
	if out := runCLI(t, 0, "standings", file); !strings.Contains(out, "ARO: averaged over the rated opponents alone") {
		t.Errorf("the standings do not say the unrated left out:\n%s", out)
	}
	saysInEachLang(t, 2, map[string]string{"en": "The rating for unrated players 3600 is outside 0…3500",
		"fi": "Vahvuusluvuttomien pelaajien vahvuusluku 3600 ei ole välillä 0…3500",
		"et": "Reitinguta mängijate reiting 3600 ei ole vahemikus 0…3500"}, "event", file, "--unrated-rating", "3600")
}
