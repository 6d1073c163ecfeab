package teamswiss

import (
	"arbiter/internal/testdir"
	"bufio"
	"crypto/sha256"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/generated-events.txt from the pairings made now")

// generatedEvents is the file of TestGeneratedEvents: a line an event.
var generatedEvents = filepath.Join("testdata", "generated-events.txt")

// TestGeneratedEvents pairs every round of the generated events listed in
// testdata/generated-events.txt (6 to 400 teams, type A and type B colour
// preferences, with and without forbidden pairs) and wants each event's
// pairings, colours and rules to hash to the digest recorded there, which
// the package wrote when every bracket search solved its weighted matching
// from nothing (see the README there). The reference engine's events
// (tournament's TestTeamSwissMatchesReference) stop at 60 teams; these
// reach the brackets of hundreds of teams where a search's matching is
// kept from one decision to the next.
func TestGeneratedEvents(t *testing.T) {
	if *update {
		writeGeneratedEvents(t)
	}
	f, err := os.Open(generatedEvents)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	events := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		var n, rounds, forbid int
		var typeB bool
		var seed int64
		var want string
		if _, err := fmt.Sscan(line, &n, &rounds, &typeB, &forbid, &seed, &want); err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		events++
		if got := eventDigest(n, rounds, typeB, forbid, seed); got != want {
			t.Errorf("%d teams, %d rounds, type B %v, %d forbidden pairs, seed %d: digest %s, want %s", n, rounds, typeB, forbid, seed, got, want)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if events < 60 {
		t.Errorf("%d events, want 60 at least", events)
	}
}

// eventDigest is the SHA-256 of an event's pairings round by round (and
// of the error that ended it, if one did).
func eventDigest(n, rounds int, typeB bool, forbid int, seed int64) string {
	h := sha256.New()
	err := simulate(n, rounds, typeB, forbid, rand.New(rand.NewSource(seed)), func(r int, ms []Match) {
		fmt.Fprintf(h, "%d:%v\n", r, ms)
	})
	if err != nil {
		fmt.Fprintf(h, "error: %v\n", err)
	}
	return fmt.Sprintf("%x", h.Sum(nil))
}

// writeGeneratedEvents writes the events' file afresh from the pairings
// made now: only for a change meant to change pairings, checked against
// the reference engine first.
func writeGeneratedEvents(t *testing.T) {
	rng := rand.New(rand.NewSource(2026))
	var b strings.Builder
	b.WriteString("# teams rounds typeB forbidden-pairs seed sha256-of-the-pairings (see README.md)\n")
	for e := 0; e < 64; e++ {
		n := 6 + rng.Intn(155)
		switch {
		case e%16 == 15:
			n = 400
		case e%16 == 7:
			n = 200 + rng.Intn(101)
		}
		rounds := 5 + rng.Intn(7)
		typeB := e%2 == 1
		forbid := 0
		if e%4 >= 2 {
			forbid = 1 + n/10
		}
		seed := rng.Int63()
		fmt.Fprintf(&b, "%d %d %v %d %d %s\n", n, rounds, typeB, forbid, seed, eventDigest(n, rounds, typeB, forbid, seed))
	}
	if err := os.MkdirAll(filepath.Dir(generatedEvents), 0o755); err != nil {
		t.Fatal(err)
	}
	testdir.Write(t, generatedEvents, b.String())
}
