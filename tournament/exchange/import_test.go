package exchange

import (
	"fmt"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/tournament"
)

func TestValidateImportFindsDuplicates(t *testing.T) {
	existing := []tournament.Player{{ID: 1, Name: "Mikko Virtanen", FIDEID: "502123"}, {ID: 2, Name: "Kadri Tamm"}}
	for _, tt := range []struct {
		ps  []tournament.Player
		key string
	}{
		{[]tournament.Player{{Name: "kadri  TAMM"}}, "event.err.player.dup_name"},
		{[]tournament.Player{{Name: "Other", FIDEID: "502123"}}, "event.err.player.dup_fideid"},
		{[]tournament.Player{{Name: "Mikko Virtanen", FIDEID: "999"}}, ""},
		{[]tournament.Player{{Name: "Mikko Virtanen"}}, "event.err.player.dup_name"},
		{[]tournament.Player{{Name: "Ann", FIDEID: "1"}, {Name: "Ann", FIDEID: "2"}, {Name: "ann"}}, "event.err.player.dup_name"},
		{[]tournament.Player{{Name: "Ann", FIDEID: "1"}, {Name: "Ann", FIDEID: "2"}}, ""},
	} {
		err := tournament.ValidateImport(existing, tt.ps, func(i int) int { return i + 2 })
		got := ""
		if e, ok := err.(*engine.Message); ok {
			got = strings.TrimSuffix(e.Key, ".line")
		}
		if got != tt.key {
			t.Errorf("%v: %v, want %q", tt.ps, err, tt.key)
		}
	}
}

// csvOf is a player list of n players with distinct names.
func csvOf(n int) string {
	var b strings.Builder
	b.WriteString("Name;Rating;Club;FIDE id\n")
	for i := range n {
		fmt.Fprintf(&b, "Player %d, Given;%d;Club %d;%d\n", i, 1000+i%1500, i%50, 100000+i)
	}
	return b.String()
}

// BenchmarkReadPlayersCSV reads a list of 8,000 players (4.9 s when every
// pair was compared for duplicates; linear since).
func BenchmarkReadPlayersCSV(b *testing.B) {
	text := csvOf(8000)
	for b.Loop() {
		if _, _, err := ReadPlayersCSV(strings.NewReader(text)); err != nil {
			b.Fatal(err)
		}
	}
}
