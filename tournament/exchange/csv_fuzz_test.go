package exchange

import (
	"strings"
	"testing"

	"arbiter/tournament"
)

// FuzzReadPlayersCSV: any bytes, in any encoding, give players whose text
// fields pass ValidateText, or an error; never a panic.
func FuzzReadPlayersCSV(f *testing.F) {
	f.Add([]byte("Name;Club\nJ\xe2nis B\xe7rzi\xf2\xf0;R\xeeg\xe2\n"))
	f.Add([]byte("\xff\xfeN\x00a\x00m\x00e\x00\n\x00A\x00\n\x00"))
	f.Add([]byte("\xef\xbb\xbfName,Rating\n\"Mikko, Virtanen\",1850\n"))
	f.Add([]byte("Nimi\tLuokka\tLuokka pvm\nTõnu\tI\t1.6.1987\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ps, _, err := ReadPlayersCSV(strings.NewReader(string(data)))
		if err != nil {
			return
		}
		for _, p := range ps {
			if err := tournament.ValidatePlayerText(p); err != nil {
				t.Fatalf("player %q accepted: %v", p.Name, err)
			}
		}
	})
}
