package venue_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
)

// A club ranking's page shows its clubs in the order the command line
// ranks them, their names escaped, under the rule; the prize list names
// the club a prize went to without a link to a player's page of none.
func TestClubRankingPageAndPrize(t *testing.T) {
	file := newEvent(t, "swiss-dutch")
	runCLI(t, "prizes", file, "--group", "bc:clubs:2:Best club", "--prize", "bc:1=50", "--save")
	var ranked struct {
		Clubs []struct {
			Club string `json:"club"`
		} `json:"clubs"`
	}
	if err := json.Unmarshal([]byte(runCLI(t, "prizes", file, "--standings", "bc", "--json")), &ranked); err != nil || len(ranked.Clubs) < 2 {
		t.Fatalf("%v: %+v", err, ranked)
	}
	_, base := server(t, file, nil)
	code, page := get(t, base+"/group-1.html", "Accept-Language", "en")
	if code != http.StatusOK || strings.Contains(page, "<b>Club</b>") {
		t.Fatalf("group-1.html: %d, a club's name unescaped: %v", code, strings.Contains(page, "<b>Club</b>"))
	}
	seen, at := text(page), 0
	for _, c := range ranked.Clubs {
		i := strings.Index(seen[at:], " "+c.Club+" ")
		if i < 0 {
			t.Fatalf("%q not on the page after place %d:\n%s", c.Club, at, seen)
		}
		at += i + 1
	}
	if !strings.Contains(seen, "2 best-placed players") {
		t.Errorf("the page does not say the rule:\n%s", seen)
	}
	_, prizes := get(t, base+"/prizes.html", "Accept-Language", "en")
	if !strings.Contains(text(prizes), ranked.Clubs[0].Club) || strings.Contains(prizes, `href="player-0.html"`) {
		t.Errorf("the club's prize:\n%s", prizes)
	}
}
