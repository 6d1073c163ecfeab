package exchange

import (
	"bytes"
	"slices"
	"testing"

	"arbiter/internal/testfield"
	"arbiter/tournament/trf"
)

func TestUnratedGamesInTRF(t *testing.T) {
	data := rankedTRF(testfield.Unrated()).Bytes()
	parsed, err := trf.Parse(data)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	codes := func(id int) string {
		p := parsed.PlayerByID(id)
		return string([]byte{p.Game(1).Code(), p.Game(2).Code()})
	}
	// Start ranks are the seats here.
	for start, want := range map[int]string{1: "WD", 2: "L1", 3: "00", 4: "1D"} {
		if got := codes(start); got != want {
			t.Errorf("start rank %d: codes %q, want %q\n%q", start, got, want, data)
		}
	}
	back, _, err := FromTRF(parsed)
	if err != nil {
		t.Fatal(err)
	}
	var unrated []int
	for _, rd := range back.Rounds {
		for _, p := range rd.Pairings {
			if p.Unrated {
				unrated = append(unrated, rd.Number)
			}
		}
	}
	if !slices.Equal(unrated, []int{1, 2}) {
		t.Errorf("games read back as not rated in rounds %v, want [1 2]", unrated)
	}
	if again := rankedTRF(back).Bytes(); !bytes.Equal(again, data) {
		t.Errorf("export → import → export differs:\n%s\n---\n%s", data, again)
	}
	// W against 0 is no game's result.
	if _, _, err := resultFromTRF('W', '0'); err == nil {
		t.Error("W against 0 was read as a result")
	}
}
