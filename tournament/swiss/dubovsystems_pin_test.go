package swiss

import (
	"crypto/sha256"
	"fmt"
	"slices"
	"testing"
)

// TestDubovSystemsEventPinned pins the Dutch, Dubov and Burstein
// pairings of every round of BenchmarkSystems' 1,000-player event, as SHA-256 of
// their boards (fmt's %v of the []Pair), recorded from the code before
// the rounds were made cheaper (Dubov's rounds 1–5 before the first such
// change, the rest before the second): a change that makes them cheaper
// must pair them byte for byte alike, and so must a change to the
// matcher the three share. Rounds 2–5 have the large brackets
// of equal scores that the choices of 3.2.4 and 3.2.5 go through player
// by player; rounds 6–9 many small brackets over a large field.
// Each round's event is simulated once for the three systems (most of
// what the test costs: up to eight rounds of 1,000 players), each
// system pairing a copy of its own, so that none sees what another
// might change in it.
func TestDubovSystemsEventPinned(t *testing.T) {
	systems := []struct {
		name string
		pair func(Input) ([]Pair, error)
		want []string
	}{
		{"dutch", Pairing, []string{
			"2d55f2c3babc169c64e49e1f5cb41655299d07024591961612c18b3e9ecdfb34",
			"a2f2157c7dfc1733af10d19116d0eaf4ede74dc131f12ce697a46bbe3b0bca13",
			"8657b6ac17ecc31735c3e52887649088efdcdf0783a4935c5454228eda3a7f6d",
			"17763373fd23cfa5d9c8dc13c435f370d9f6f75ddbcffd8f0289c621ade96ed8",
			"823091e1b26135053f6e4d3a3bb2aa3dd32472aa41e37092bb979b98d6787b43",
			"9b458e81335f474676f61aee170aa02b150b656f9b3ba4e0956541fb0df21b65",
			"6257a3aea387b122807f917ab6278736ccf8c316434a339a36eb2f85738980a0",
			"e6ac2bd504aed2a300ed52ea2c9dddfa6f4adc4d875b1f52c367616625e77137",
			"d1ffe8381014291ac579d68dba4ea0be3edbfc41a669e5fc7f3898480ceee739",
		}},
		{"dubov", DubovPairing, []string{
			"2d55f2c3babc169c64e49e1f5cb41655299d07024591961612c18b3e9ecdfb34",
			"3d64f9403ec1a4975eaac61a65cf28c4ca154026d66122099bf1fba167cec312",
			"110a01e83b3594bde90648d651d64c8ab1d8aea16af3625aa5968a7ae9df92c1",
			"cdaca1ecb353227057f46a6a4e0bc9edfa51472b362808a7b23bf686c306469f",
			"1c58ba91f168351cbac04ac78278837f9b86f851621c7a8a3e8414f8de1ec2ce",
			"8fee3eda53c9341707f4c134452dcd4aa4835c9e3c68420371feecbb7b6aec5e",
			"02575df72e3116160b7ed1cec2cc40abc4823f4f2c939d53e3bfe71ef98cf133",
			"fe10823d007f9fd6685c4e326c167b27706244d8c0c29c5ba17c95d3dc509590",
			"e8e60b2990ae1af2eb19ed16c84074e5ae4443bccf20ef6d91b917065d3a3a61",
		}},
		{"burstein", BursteinPairing, []string{
			"2d55f2c3babc169c64e49e1f5cb41655299d07024591961612c18b3e9ecdfb34",
			"a2f2157c7dfc1733af10d19116d0eaf4ede74dc131f12ce697a46bbe3b0bca13",
			"8657b6ac17ecc31735c3e52887649088efdcdf0783a4935c5454228eda3a7f6d",
			"17763373fd23cfa5d9c8dc13c435f370d9f6f75ddbcffd8f0289c621ade96ed8",
			"35069a8184d17a3b32dbe140429839ac447b99d205cdff53f459f0ffbf6fea52",
			"5a1e74f698206350c9fd95e9deb11748210d6088fd9aec904eebd2f95ef056a7",
			"cce9aa74385fa525b96c32ed50551eebff52a9adadc942048ab3f428acaed9a5",
			"55bf5153aa938fa3e3ea8c54195eb7ad27a6fc8f1683ca89189cae9079d13199",
			"f730781a964c6c67b3f8bdde0afb5f6e82dca3d530f07931cd6bb95ea53dc123",
		}},
	}
	for round := 1; round <= 9; round++ {
		event, err := systemsEvent(round)
		if err != nil {
			t.Fatal(err)
		}
		for _, sys := range systems {
			in := event
			in.Players = slices.Clone(event.Players)
			for i := range in.Players {
				in.Players[i].History = slices.Clone(in.Players[i].History)
			}
			pairs, err := sys.pair(in)
			if err != nil {
				t.Fatalf("%s round %d: %v", sys.name, round, err)
			}
			if got := fmt.Sprintf("%x", sha256.Sum256(fmt.Appendf(nil, "%v", pairs))); got != sys.want[round-1] {
				t.Errorf("%s round %d: boards hash to %s, want %s", sys.name, round, got, sys.want[round-1])
			}
		}
	}
}
