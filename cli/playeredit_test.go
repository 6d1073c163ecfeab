package cli

import (
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"arbiter/internal/testevent"
)

// A title given on the command line is kept, as the window's player box
// keeps the one picked; player edit changes only what it is given, and
// refuses what the window refuses, in its words.
func TestPlayerTitleAddedAndEdited(t *testing.T) {
	file := filepath.Join(t.TempDir(), "club.arbiter")
	runCLI(t, 0, "new", file, "--name", "Club", "--system", "swiss-dutch", "--rounds", "5")
	runCLI(t, 0, "player", "add", file, "--name", "A B", "--title", "IM", "--rating", "2300", "--fed", "FIN")
	runCLI(t, 0, "player", "add", file, "--name", "C D", "--rating", "2100")
	if ps := listPlayers(t, file); !slices.Equal(ps, []string{"A B|B|A|FIN||2300|IM|||", "C D|D|C|||2100||||"}) {
		t.Fatalf("players after add: %q", ps)
	}
	// The list shows the title, as the window's players table does.
	if out := runCLI(t, 0, "player", "list", file); !regexp.MustCompile(`(?m)^1 +1 +IM +A B +2300`).MatchString(out) {
		t.Errorf("player list without the title:\n%s", out)
	}
	// In a Swiss the list's number is the pairing number: C D, lower
	// rated, is 2 whatever his id.
	runCLI(t, 0, "player", "edit", file, "--seat", "2", "--title", "fm", "--fide-id", "502001", "--born", "1990")
	runCLI(t, 0, "player", "edit", file, "--id", "1", "--title", "", "--club", "SK")
	want := []string{"A B|B|A|FIN||2300||||SK", "C D|D|C||502001|2100|FM||1990|"}
	if ps := listPlayers(t, file); !slices.Equal(ps, want) {
		t.Errorf("after edit:\n got %q\nwant %q", ps, want)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--id", "2", "--title", "XX"}, "title XX is not one of GM, IM, FM, CM, WGM, WIM, WFM, WCM"},
		{[]string{"--id", "2", "--rating", "4000"}, "C D: rating 4000"},
		{[]string{"--id", "9", "--rating", "2000"}, "there is no player with id 9"},
		{[]string{"--seat", "3", "--rating", "2000"}, "no player has number 3"},
		{[]string{"--id", "2", "--name", "A B"}, "--namesake"},
		{[]string{"--rating", "2000"}, "give either --id or --seat"},
		{[]string{"--id", "2"}, "nothing to change"},
	} {
		code, _, stderr := run(t, append([]string{"player", "edit", file}, c.args...)...)
		if code == 0 || !strings.Contains(stderr, c.want) {
			t.Errorf("player edit %v: exit %d, %q, want a refusal saying %q", c.args, code, stderr, c.want)
		}
	}
	if ps := listPlayers(t, file); !slices.Equal(ps, want) {
		t.Errorf("a refused edit changed the players:\n got %q\nwant %q", ps, want)
	}
}

// player add and edit take --federation as new, event and team add spell
// it, and still take --fed, its older name.
func TestPlayerFederationSpellings(t *testing.T) {
	file := filepath.Join(t.TempDir(), "club.arbiter")
	runCLI(t, 0, "new", file, "--name", "Club", "--system", "swiss-dutch", "--rounds", "5")
	runCLI(t, 0, "player", "add", file, "--name", "A B", "--rating", "1900", "--federation", "est")
	runCLI(t, 0, "player", "add", file, "--name", "C D", "--rating", "1800", "--fed", "FIN")
	if ps := listPlayers(t, file); !slices.Equal(ps, []string{"A B|B|A|EST||1900||||", "C D|D|C|FIN||1800||||"}) {
		t.Fatalf("players after add: %q", ps)
	}
	runCLI(t, 0, "player", "edit", file, "--id", "1", "--federation", "LAT")
	runCLI(t, 0, "player", "edit", file, "--id", "2", "--fed", "SWE")
	if ps := listPlayers(t, file); !slices.Equal(ps, []string{"A B|B|A|LAT||1900||||", "C D|D|C|SWE||1800||||"}) {
		t.Errorf("players after edit: %q", ps)
	}
}

// A title changed after round 1 counts in the title norms as the
// window's player box changes it (the store's UpdatePlayer): Tamm, one of
// player 1's three GM opponents, made an IM leaves him two, short of the
// third of the opponents a GM norm needs.
func TestPlayerTitleEditCountsInNorms(t *testing.T) {
	file := importedNormEvent(t)
	if out := runCLI(t, 0, "ratings", file); !strings.Contains(out, "GM: made — a norm (counts as 9 games)") {
		t.Fatalf("before the edit, no GM norm:\n%s", out)
	}
	runCLI(t, 0, "player", "edit", file, "--seat", "5", "--title", "IM")
	out := runCLI(t, 0, "ratings", file)
	if strings.Contains(out, "GM: made — a norm (counts as 9 games)") {
		t.Errorf("the GM norm still met with two GM opponents:\n%s", out)
	}
}

// In a Swiss the number player list shows is the pairing number, which is
// no seat (the seats are drawn only for a round robin): withdraw --seat
// takes it as edit --seat does.
func TestPlayerWithdrawBySwissNumber(t *testing.T) {
	file := pairedSwiss(t, 3, "Ann Berg", "Bo Dahl", "Cy Eng", "Di Falk")
	out := runCLI(t, 0, "player", "withdraw", file, "--seat", "2", "--after-round", "1")
	if !strings.Contains(out, "Bo Dahl withdrew after round 1") {
		t.Errorf("withdraw --seat 2:\n%s", out)
	}
}

// Once every round of a Swiss is paired a late entry could play none of
// them: player add refuses him (it added him, to stand last with no game).
func TestNoEntryOnceEveryRoundIsPaired(t *testing.T) {
	file := testevent.EventFile(t, testevent.Swiss(t, 8, 6, true))
	out := runCLI(t, 1, "player", "add", file, "--name", "Very Late")
	if !strings.Contains(out, "All 7 rounds are paired already") {
		t.Errorf("player add after every round paired: %q", out)
	}
}

// player edit --to-seat changes a round robin's seat as the players box's
// starting number does (the store's UpdatePlayer), read back by player
// list --json: before the draw, and after it, where the seat's holder is
// given the seat left and the command says so; --seat still names the
// player by his number in the list. Once round 1 is paired the change is
// refused in the store's words, in each language, and the seats stay.
func TestPlayerEditMovesARoundRobinSeat(t *testing.T) {
	file := filepath.Join(t.TempDir(), "rr.arbiter")
	names := []string{"Ann Berg", "Bo Dahl", "Cy Eng", "Di Falk"}
	newEvent(t, file, []string{"--name", "Club", "--system", "round-robin"}, names...)
	seats := func() string {
		t.Helper()
		return listedPlayers(t, file, func(name string, _, seat int) string { return fmt.Sprintf("%s %d", name, seat) })
	}
	runCLI(t, 0, "player", "edit", file, "--id", "2", "--to-seat", "3")
	if got, want := seats(), "Ann Berg 0, Bo Dahl 3, Cy Eng 0, Di Falk 0"; got != want {
		t.Errorf("before the draw: %s, want %s", got, want)
	}
	runCLI(t, 0, "draw", file, "--seats", strings.Join(names, ","))
	out := runCLI(t, 0, "player", "edit", file, "--seat", "1", "--to-seat", "3")
	if want := "Starting numbers swapped: Cy Eng had 3 and now has 1."; !strings.Contains(out, want) {
		t.Errorf("player edit --seat 1 --to-seat 3 said %q, want %q", out, want)
	}
	drawn := "Ann Berg 3, Bo Dahl 2, Cy Eng 1, Di Falk 4"
	if got := seats(); got != drawn {
		t.Errorf("after the draw: %s, want %s", got, drawn)
	}
	if msg := runCLI(t, 2, "player", "edit", file, "--id", "1", "--to-seat", "0"); !strings.Contains(msg, "--to-seat 0: a number from 1 up") {
		t.Errorf("--to-seat 0: %q", msg)
	}
	runCLI(t, 0, "pair", file)
	refusedKeeping(t, seats, map[string]string{
		"en": "round 1 is paired already; the seats can no longer change",
		"fi": "1. kierros on jo paritettu; lähtönumeroita ei voi enää muuttaa",
		"et": "1. voor on juba paaritatud; loosinumbreid enam muuta ei saa",
	}, "player", "edit", file, "--seat", "3", "--to-seat", "2")
}

// In a Swiss the starting numbers follow the ratings (FIDE C.04.2), so
// player edit --to-seat is refused there in the store's words, in each
// language, and the list's numbers stay the ratings' (it saved the seat
// and the list went on numbering the player as before, without a word).
func TestPlayerEditRefusesASwissSeat(t *testing.T) {
	file := filepath.Join(t.TempDir(), "swiss.arbiter")
	newEvent(t, file, []string{"--name", "Open", "--system", "swiss", "--rounds", "3"}, "Ann Berg:2400", "Bo Dahl:2300", "Cy Eng:2200", "Di Falk:2100")
	list := func() string {
		t.Helper()
		return listedPlayers(t, file, func(name string, no, seat int) string { return fmt.Sprintf("%s %d/%d", name, no, seat) })
	}
	refusedKeeping(t, list, map[string]string{
		"en": "in a Swiss the starting numbers follow the ratings",
		"fi": "sveitsiläisessä järjestelmässä lähtönumerot määräytyvät vahvuuslukujen",
		"et": "šveitsi süsteemis järgivad stardinumbrid reitingut",
	}, "player", "edit", file, "--seat", "4", "--to-seat", "1")
}

// refusedKeeping is refusedInEachLang that fails the test too where kept,
// read before the refusals and after, has changed: a refusal keeps the
// event as it was.
func refusedKeeping(t *testing.T, kept func() string, want map[string]string, args ...string) {
	t.Helper()
	before := kept()
	refusedInEachLang(t, want, args...)
	if got := kept(); got != before {
		t.Errorf("after the refusals: %s, want %s", got, before)
	}
}

// listedPlayers is player list --json of file, a row a player as row
// writes his name, number and seat, joined by commas.
func listedPlayers(t *testing.T, file string, row func(name string, no, seat int) string) string {
	t.Helper()
	ps := runJSON[[]struct {
		Name   string `json:"name"`
		Number int    `json:"no"`
		Seat   int    `json:"seat"`
	}](t, "player", "list", file, "--json")
	var out []string
	for _, p := range ps {
		out = append(out, row(p.Name, p.Number, p.Seat))
	}
	return strings.Join(out, ", ")
}
