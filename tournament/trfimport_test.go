package tournament

import (
	"fmt"
	"strings"
	"testing"
)

// trfPlayer is a player record in TRF-16's columns: number, name, rating,
// federation, FIDE id, birth date, points and the round cells.
func trfPlayer(n int, name string, rating int, fed, fideID, born string, points float64, cells string) string {
	return fmt.Sprintf("001 %4d m    %-33s %4d %-3s %11s %-10s %4.1f %4d  %s", n, name, rating, fed, fideID, born, points, n, cells)
}

// FIDE id 0 is TRF's "no id", as FIDE's own tie-break fixtures write it:
// never an id, so never a duplicate.
func TestTRFImportFIDEIDZeroIsNoID(t *testing.T) {
	data := strings.Join([]string{"012 Tie-break exercise", "XXR 1",
		trfPlayer(1, "Alpha, Anna", 2100, "ESP", "0", "", 1, "   2 w 1"),
		trfPlayer(2, "Beta, Bruno", 2000, "ESP", "0", "", 0, "   1 b 0"),
		trfPlayer(3, "Gamma, Gina", 1900, "ESP", "00000000", "", 0, "0000 - -")}, "\r") + "\r"
	rep, err := ReadTRFReport([]byte(data))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range rep.Event.Players {
		if p.FIDEID != "" {
			t.Errorf("%s: FIDE id %q, want none", p.Name, p.FIDEID)
		}
	}
}
