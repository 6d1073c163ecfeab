package cli

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/swiss"
)

// A 30-player, 7-round Dubov Swiss (C.04.4.1, 2026) through the commands:
// each round paired by `pair` equals the Dubov pairing of the TRF report
// exported before it, the report names the system in its record 092 and
// re-imports as a Dubov event, and `check` finds each round the system's
// own and, with a board's colours exchanged by `swap`, names the
// system's colour article.
func TestDubovEventEndToEndC04041(t *testing.T) {
	swissEventEndToEnd(t, tournament.SwissDubov, "Dubov", swiss.DubovPairing)
}

// The same for the Burstein system (C.04.4.2, 2026): its three seeding
// rounds (1.6) by the Dutch system, the four after by the Index.
func TestBursteinEventEndToEndC04042(t *testing.T) {
	swissEventEndToEnd(t, tournament.SwissBurstein, "Burstein", swiss.BursteinPairing)
}

func swissEventEndToEnd(t *testing.T, sys tournament.System, name string, pairing func(swiss.Input) ([]swiss.Pair, error)) {
	code := map[tournament.System]string{tournament.SwissDubov: "C.04.4.1", tournament.SwissBurstein: "C.04.4.2"}[sys]
	t.Setenv("ARBITER_LANG", "en")
	dir := t.TempDir()
	file := filepath.Join(dir, "swiss.arbiter")
	runCLI(t, 0, "new", file, "--name", "Narva Open", "--system", string(sys), "--rounds", "7")
	for i := 0; i < 30; i++ {
		runCLI(t, 0, "player", "add", file, "--name", fmt.Sprintf("Player %02d", i+1), "--rating", strconv.Itoa(2400-17*i))
	}
	rng := rand.New(rand.NewPCG(4, 1))
	for r := 1; r <= 7; r++ {
		if r > 1 {
			enterResults(t, file, r-1, rng)
		}
		before := filepath.Join(dir, fmt.Sprintf("before-%d.trf", r))
		runCLI(t, 0, "export", "trf", file, "-o", before)
		report := testevent.ReadTRF(t, before)
		if !strings.Contains(report.Type, name) {
			t.Fatalf("round %d: record 092 is %q", r, report.Type)
		}
		runCLI(t, 0, "pair", file)
		in, err := swiss.FromTRF(report, r)
		if err != nil {
			t.Fatal(err)
		}
		want, err := pairing(in)
		if err != nil {
			t.Fatal(err)
		}
		ev := testevent.Read(t, file)
		var got []swiss.Pair
		number := map[int64]int{}
		for k, id := range ev.SwissNumbers() {
			number[id] = k + 1
		}
		for _, p := range ev.Rounds[r-1].Pairings {
			got = append(got, swiss.Pair{White: number[p.White], Black: number[p.Black]})
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("round %d: pair gave %v, the %s system on the report %v", r, got, name, want)
		}
		if msg := runCLI(t, 0, "check", file); !strings.Contains(msg, "is the pairing the "+name+" system ("+code+") prescribes") {
			t.Errorf("check round %d: %q", r, msg)
		}
		// The seeding rounds of the Burstein system (1.6) are the Dutch
		// system's, explained by its rules.
		article := code + " 5.2: the colour allocation rules give White to"
		if sys == tournament.SwissBurstein && r <= 3 {
			article = "the colour allocation rules give White to"
		}
		runCLI(t, 0, "swap", file, "--round", strconv.Itoa(r), "--board", "1")
		if code, out, _ := run(t, "check", file); code != 1 || !strings.Contains(out, article) {
			t.Errorf("check round %d with board 1 swapped: %d %q", r, code, out)
		}
		runCLI(t, 0, "swap", file, "--round", strconv.Itoa(r), "--board", "1")
	}
	enterResults(t, file, 7, rng)
	out := filepath.Join(dir, "final.trf")
	runCLI(t, 0, "export", "trf", file, "-o", out)
	again := filepath.Join(dir, "again.arbiter")
	runCLI(t, 0, "import", "trf", again, out)
	if ev := testevent.Read(t, again); ev.Settings.System != sys {
		t.Errorf("re-imported as %s", ev.Settings.System)
	}
}

// C.04.4.1 1.1: a Dubov round with an unrated player is refused, naming
// the player, until the arbiter gives a provisional rating.
func TestDubovRefusesUnratedC04041Art1_1(t *testing.T) {
	file := filepath.Join(t.TempDir(), "dubov.arbiter")
	newEvent(t, file, []string{"--name", "Narva Open", "--system", "swiss-dubov", "--rounds", "3"}, "Player 1:2100", "Player 2:2000", "Player 3:0", "Player 4:1900")
	if msg := runCLI(t, 1, "pair", file); !strings.Contains(msg, "give player 4 Player 3 a provisional rating") {
		t.Errorf("pair with an unrated player: %q", msg)
	}
	if ev := testevent.Read(t, file); len(ev.Rounds) != 0 {
		t.Errorf("a round was paired: %v", ev.Rounds)
	}
}

// A Dubov report with an unrated player (C.04.4.1 1.1.2: the arbiter
// gives him a provisional rating, which a report cannot hold): pair-trf
// and check-trf refuse it naming --rating, and with --rating the round is
// paired and checked as the same report with that rating written in. A
// rating for a rated player, or for a number the report lacks, is refused.
// Neither command had a way to give the rating the refusal asked for.
func TestDubovReportTakesAProvisionalRatingC04041(t *testing.T) {
	dir := t.TempDir()
	rated := filepath.Join(dir, "rated.trf")
	runCLI(t, 0, "generate", "--system", "dubov", "--players", "12", "--rounds", "3", "--seed", "7", "-o", rated)
	data := testdir.Read(t, rated)
	line := regexp.MustCompile(`\r001    9 .{39}(\d{4})`).FindSubmatchIndex(data)
	if line == nil {
		t.Fatalf("no rating for player 9:\n%s", data)
	}
	unrated := filepath.Join(dir, "unrated.trf")
	withRating := func(r string) []byte {
		return append(append(append([]byte{}, data[:line[2]]...), r...), data[line[3]:]...)
	}
	os.WriteFile(unrated, withRating("    "), 0o644)
	os.WriteFile(rated, withRating("1600"), 0o644)
	t.Setenv("ARBITER_LANG", "en")
	for _, cmd := range [][]string{{"pair-trf", unrated, "--round", "2"}, {"check-trf", unrated}} {
		if out := runCLI(t, 1, cmd...); !strings.Contains(out, "--rating 9=RATING") {
			t.Errorf("%s: the refusal does not name the option:\n%s", cmd[0], out)
		}
	}
	if got, want := runCLI(t, 0, "pair-trf", unrated, "--round", "2", "--rating", "9=1600"), runCLI(t, 0, "pair-trf", rated, "--round", "2"); got != want {
		t.Errorf("paired with --rating 9=1600:\n%s\nwith 1600 in the report:\n%s", got, want)
	}
	runCLI(t, 0, "check-trf", unrated, "--rating", "9=1600")
	if out := runCLI(t, 2, "pair-trf", unrated, "--rating", "3=1600"); !strings.Contains(out, "is rated") {
		t.Errorf("a rated player's provisional rating: %s", out)
	}
	if out := runCLI(t, 2, "pair-trf", unrated, "--rating", "30=1600"); !strings.Contains(out, "no player 30") {
		t.Errorf("a number the report lacks: %s", out)
	}
}

// C.04.4.1 1.1.2: the arbiter gives the unrated player a provisional
// rating for the pairing (--pairing-rating) as he adds him or later: the
// Dubov round is paired, the player list shows it beside his rating,
// which stays unrated (the JSON's rating), and 0 takes it away again.
func TestPlayerGetsAPairingRatingC04041Art1_1_2(t *testing.T) {
	file := filepath.Join(t.TempDir(), "dubov.arbiter")
	newEvent(t, file, []string{"--name", "Narva Open", "--system", "swiss-dubov", "--rounds", "3"}, "Player 1:2100", "Player 2:2000", "Player 3:0", "Player 4:1900")
	runCLI(t, 0, "player", "add", file, "--name", "Player 5", "--pairing-rating", "1500")
	runCLI(t, 0, "player", "edit", file, "--id", "3", "--pairing-rating", "1800")
	var list []struct {
		Name          string `json:"name"`
		Rating        int    `json:"rating"`
		PairingRating int    `json:"pairing_rating"`
	}
	if err := json.Unmarshal([]byte(runCLI(t, 0, "player", "list", file, "--json")), &list); err != nil {
		t.Fatal(err)
	}
	for _, p := range list {
		if want := map[string]int{"Player 3": 1800, "Player 5": 1500}[p.Name]; p.PairingRating != want || want > 0 && p.Rating != 0 {
			t.Errorf("%s: rating %d, pairing rating %d; want unrated and %d", p.Name, p.Rating, p.PairingRating, want)
		}
	}
	if out := runCLI(t, 0, "player", "list", file); !regexp.MustCompile(`(?m)^3 .*Player 3 +\(1800\)`).MatchString(out) {
		t.Errorf("player list without the pairing rating:\n%s", out)
	}
	runCLI(t, 0, "pair", file)
	if ev := testevent.Read(t, file); len(ev.Rounds) != 1 {
		t.Fatalf("round 1 was not paired: %v", ev.Rounds)
	}
	runCLI(t, 0, "player", "edit", file, "--id", "5", "--pairing-rating", "0")
	if p, _ := testevent.Read(t, file).Player(5); p.PairingRating != 0 {
		t.Errorf("--pairing-rating 0 left %d", p.PairingRating)
	}
	if msg := runCLI(t, 1, "player", "edit", file, "--id", "3", "--pairing-rating", "4000"); !strings.Contains(msg, "4000") {
		t.Errorf("a pairing rating out of range: %q", msg)
	}
}

// A pairing rating given to a rated player is kept, and nothing reads it
// while he has his rating: the edit said "Saved" and no more, the list
// showing his rating alone. It says the pairing rating is not used.
func TestAPairingRatingOfARatedPlayerIsSaidUnused(t *testing.T) {
	file := filepath.Join(t.TempDir(), "dubov.arbiter")
	newEvent(t, file, []string{"--name", "Narva Open", "--system", "swiss-dubov", "--rounds", "3"}, "Player 1:2100", "Player 2:2000")
	const want = "Player 1 has a rating, 2100: the pairing rating 1500 counts only while the player is unrated."
	if out := runCLI(t, 0, "player", "edit", file, "--id", "1", "--pairing-rating", "1500"); !strings.Contains(out, want) {
		t.Errorf("the edit says:\n%s\nwant %q", out, want)
	}
	if out := runCLI(t, 0, "player", "add", file, "--name", "Player 3", "--rating", "1900", "--pairing-rating", "1500"); !strings.Contains(out, "Player 3 has a rating, 1900") {
		t.Errorf("the addition says:\n%s", out)
	}
}

// An unrated player's provisional rating for the Dubov pairing
// (C.04.4.1 1.1.2, --pairing-rating) travels in the event's report: the
// report exported after round 1 is paired by pair-trf as pair pairs the
// file's round 2, board for board, round 1 is checked by check-trf, and
// import keeps the rating, the player unrated. Every door refused the
// report, asking for the rating again.
func TestDubovReportCarriesThePairingRatingC04041Art1_1_2(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	dir := t.TempDir()
	file := filepath.Join(dir, "dubov.arbiter")
	var players []string
	for i := range 10 {
		players = append(players, fmt.Sprintf("Player %02d:%d", i+1, 2400-17*i))
	}
	players[5] = "Player 06" // unrated
	newEvent(t, file, []string{"--name", "Narva Open", "--system", "swiss-dubov", "--rounds", "4"}, players...)
	runCLI(t, 0, "player", "edit", file, "--id", "6", "--pairing-rating", "2390")
	runCLI(t, 0, "pair", file)
	enterResults(t, file, 1, rand.New(rand.NewPCG(6, 1)))
	report := filepath.Join(dir, "after-1.trf")
	runCLI(t, 0, "export", "trf", file, "-o", report)
	want := runCLI(t, 0, "pair-trf", report)
	runCLI(t, 0, "check-trf", report)
	if got := pairAsTRFLines(t, file); got != pairLines(want) {
		t.Errorf("pair on the file:\n%s\nwant pair-trf's on its report\n%s", got, want)
	}
	again := filepath.Join(dir, "again.arbiter")
	runCLI(t, 0, "import", "trf", again, report)
	ev := testevent.Read(t, again)
	i := slices.IndexFunc(ev.Players, func(p tournament.Player) bool { return p.Rating == 0 })
	if i < 0 || ev.Players[i].PairingRating != 2390 {
		t.Fatalf("imported players %+v: want the unrated one with pairing rating 2390", ev.Players)
	}
	runCLI(t, 0, "pair", again)
	// --rating given for him replaces the report's pairing rating, and
	// says so: it set his FIDE rating in memory and overrode the XXE
	// record without a word.
	n := ev.StartNumbers()[ev.Players[i].ID]
	code, stdout, out := run(t, "pair-trf", report, "--rating", fmt.Sprintf("%d=2100", n))
	if code != 0 || stdout == "" {
		t.Errorf("pair-trf with --rating over the report's pairing rating: exit %d, stdout %q", code, stdout)
	}
	if note := fmt.Sprintf("--rating %d=2100: player %d Player 06's pairing rating in the report, 2390, replaced", n, n); !strings.Contains(out, note) {
		t.Errorf("pair-trf with --rating over the report's pairing rating says:\n%s\nwant %q", out, note)
	}
	if _, _, out := run(t, "pair-trf", report, "--rating", fmt.Sprintf("%d=2390", n)); strings.Contains(out, "replaced") {
		t.Errorf("the report's own pairing rating given again is said replaced:\n%s", out)
	}
}
