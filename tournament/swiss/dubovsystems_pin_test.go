package swiss

import (
	"crypto/sha256"
	"fmt"
	"testing"
)

// TestDubovSystemsEventPinned pins the Dubov pairings of the first five
// rounds of BenchmarkSystems' 1,000-player event, as SHA-256 of their
// boards (fmt's %v of the []Pair), recorded from the code before the
// rounds were made cheaper: a change that makes them cheaper must pair
// them byte for byte alike. Rounds 2–5 have the large brackets of equal
// scores that the choices of 3.2.4 and 3.2.5 go through player by player.
func TestDubovSystemsEventPinned(t *testing.T) {
	want := []string{
		"2d55f2c3babc169c64e49e1f5cb41655299d07024591961612c18b3e9ecdfb34",
		"3d64f9403ec1a4975eaac61a65cf28c4ca154026d66122099bf1fba167cec312",
		"110a01e83b3594bde90648d651d64c8ab1d8aea16af3625aa5968a7ae9df92c1",
		"cdaca1ecb353227057f46a6a4e0bc9edfa51472b362808a7b23bf686c306469f",
		"1c58ba91f168351cbac04ac78278837f9b86f851621c7a8a3e8414f8de1ec2ce",
	}
	for round := 1; round <= len(want); round++ {
		in, err := systemsEvent(round)
		if err != nil {
			t.Fatal(err)
		}
		pairs, err := DubovPairing(in)
		if err != nil {
			t.Fatalf("round %d: %v", round, err)
		}
		if got := fmt.Sprintf("%x", sha256.Sum256(fmt.Appendf(nil, "%v", pairs))); got != want[round-1] {
			t.Errorf("round %d: boards hash to %s, want %s", round, got, want[round-1])
		}
	}
}
