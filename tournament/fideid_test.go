package tournament_test

import (
	"path/filepath"
	"strings"
	"testing"

	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/internal/testdir"
	"arbiter/tournament"
	"arbiter/tournament/exchange"
	"arbiter/tournament/input"
	"arbiter/tournament/ratinglist"
)

// A FIDE id is checked by one function wherever it is typed or read, and
// refused in the same words, with an example, in every language: a
// player's (the window, the command line), a deputy's, the chief
// arbiter's, a players' CSV and a rating list. The rating list had a check
// of its own (any number of digits) and its own words, the chief arbiter
// his own.
func TestOneFIDEIDCheckEverywhere(t *testing.T) {
	const bad = "50x2001"
	if input.CheckFIDEID("502001") != nil || input.CheckFIDEID("") != nil ||
		input.CheckFIDEID("123456789012") == nil || input.CheckFIDEID(bad) == nil {
		t.Fatal("CheckFIDEID takes what it should refuse, or refuses what it should take")
	}
	s := tournament.DefaultSettings()
	s.Name, s.ChiefArbiterFIDEID = "Open", bad
	_, csvErr := readCSV("Name,FIDE ID\nAnna," + bad + "\n")
	errs := map[string]error{
		"player":        tournament.Player{Name: "Anna", FIDEID: bad}.Validate(),
		"deputy":        tournament.Deputy{Name: "Mia", FIDEID: bad}.Validate(nil),
		"chief arbiter": s.Validate(),
		"players' CSV":  csvErr,
		"a rating list": importList(t, "FIDE ID;Name;Fed\n"+bad+";Tamm, Kadri;EST\n"),
	}
	// A list's id padded with zeros is the id without them.
	if err := importList(t, "FIDE ID;Name;Fed\n000000000004500121;Tamm, Kadri;EST\n"); err != nil {
		t.Errorf("a list's id padded with zeros: %v", err)
	}
	for _, l := range i18n.Complete {
		cat := i18n.For(l)
		want := cat.Error(input.CheckFIDEID(bad))
		if !strings.Contains(want, "502001") || !strings.Contains(want, bad) {
			t.Errorf("%s: the message gives no example: %q", l, want)
		}
		for where, err := range errs {
			if err == nil || !strings.Contains(cat.Error(err), want) {
				t.Errorf("%s, %s: %v, want it to say %q", l, where, err, want)
			}
		}
	}
}

func readCSV(text string) ([]tournament.Player, error) {
	p, _, err := exchange.ReadPlayersCSV(strings.NewReader(text), rules.Standard)
	return p, err
}

// importList imports a CSV rating list into lists of its own and returns
// its error.
func importList(t *testing.T, csv string) error {
	t.Helper()
	lists := ratinglist.Open(t.TempDir())
	defer lists.Close()
	_, err := lists.Import(testdir.Write(t, filepath.Join(t.TempDir(), "list.csv"), csv), ratinglist.Options{Name: "EST", Date: "2026-10-01"})
	return err
}
