package venue_test

import (
	"fmt"
	"html/template"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/conduct"
)

// A player reading the round's page of a double round robin's round 2,
// or of game 5 of a match won 4–0, reads what `pair`, the window and the
// pairing list say of it (conduct.RoundNotes): the table's round it plays,
// the match decided. Served and exported alike, in each language, the
// winner's name escaped: the page said neither.
func TestRoundPageSaysTheRoundsNotes(t *testing.T) {
	drr := testfield.Field(4, tournament.DoubleRoundRobin)
	drr.Settings.Rounds = 6
	testfield.PairNext(t, drr)
	testfield.PairNext(t, drr)
	match := testfield.Field(2, tournament.Match)
	match.Settings.Rounds = 6
	match.Players[0].Name = `<b>Anna</b> & "Aho"`
	// Seat 1 wins every game, White or Black, then game 5 is paired.
	testfield.Play(t, match, [][]tournament.Result{{tournament.WhiteWins}, {tournament.BlackWins}, {tournament.WhiteWins}, {tournament.BlackWins}})
	testfield.PairNext(t, match)
	for _, c := range []struct {
		name  string
		ev    *tournament.Event
		round int
		key   string
	}{{"double round robin", drr, 2, "event.roundrobin.exchanged"}, {"match", match, 5, "match.decided"}} {
		notes := conduct.RoundNotes(c.ev, c.round)
		if len(notes) != 1 || notes[0].Key != c.key {
			t.Fatalf("%s round %d: notes %v, want %s", c.name, c.round, notes, c.key)
		}
		file := testevent.EventFile(t, c.ev)
		site := t.TempDir()
		runCLI(t, "export", "html", file, "-o", site, "--lang", "en")
		_, base := server(t, file, nil)
		page := fmt.Sprintf("round-%d.html", c.round)
		for _, lang := range i18n.Complete {
			folder := site
			if lang != i18n.English {
				folder = filepath.Join(site, string(lang))
			}
			exported, err := os.ReadFile(filepath.Join(folder, page))
			if err != nil {
				t.Fatal(err)
			}
			want := template.HTMLEscapeString(i18n.For(lang).Message(notes[0]))
			for door, got := range map[string]string{"served": get2(t, base+"/"+page+"?lang="+string(lang)), "exported": string(exported)} {
				if !strings.Contains(got, want) {
					t.Errorf("%s %s %s %s: no note %q", c.name, door, lang, page, want)
				}
				if strings.Contains(got, "<b>Anna") {
					t.Errorf("%s %s %s %s: the winner's name not escaped", c.name, door, lang, page)
				}
			}
		}
	}
}
