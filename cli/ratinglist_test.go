package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"arbiter/i18n"
	"arbiter/internal/testdir"
	fl "arbiter/internal/testfidelist"
	"arbiter/internal/testtext"
	"arbiter/tournament"
)

// fideTXT writes a list in FIDE's fixed-width layout (players_list_foa.txt).
func fideTXT(t *testing.T, dir, name string, players []fl.Player) string {
	t.Helper()
	path := filepath.Join(dir, name)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := fl.WriteTXT(f, fl.Slice(players)); err != nil {
		t.Fatal(err)
	}
	return path
}

func ratingListRows(carlsen int) []fl.Player {
	return []fl.Player{
		{ID: "4500121", Name: "Tõnisson, Kalle", Fed: "EST", Sex: "M", Tit: "FM", Std: 2301, SGm: 9, SK: 20, Rapid: 2250, RK: 20, Blitz: 2199, BK: 20, Born: 1984},
		{ID: "503150", Name: "Virtanen, Anna", Fed: "FIN", Sex: "F", WTit: "WIM", Std: 2150, SK: 40, Born: 2009, Flag: "w"},
		{ID: "1503014", Name: "Carlsen, Magnus", Fed: "NOR", Sex: "M", Tit: "GM", Std: carlsen, SK: 10, Rapid: 2801, RGm: 12, RK: 10, Blitz: 2860, BK: 10, Born: 1990},
	}
}

// listHome makes a folder for a test of the rating lists, its data folder
// (XDG_DATA_HOME), where the lists are kept, at "data" in it, the
// messages in English, and returns the folder.
func listHome(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	t.Setenv("XDG_DATA_HOME", filepath.Join(dir, "data"))
	t.Setenv("ARBITER_LANG", "en")
	return dir
}

func TestRatingListCommandsImportFindAddAndUpdate(t *testing.T) {
	dir := listHome(t)
	oct := fideTXT(t, dir, "players_list_foa.txt", ratingListRows(2823))
	if out := runCLI(t, 0, "ratinglist", "import", oct, "--name", "FIDE", "--date", "2026-10-01"); !strings.Contains(out, "3 players imported into the list FIDE (2026-10-01)") {
		t.Errorf("import: %s", out)
	}
	if _, err := os.Stat(filepath.Join(dir, "data", "arbiter", "ratinglists", "FIDE.ratinglist")); err != nil {
		t.Errorf("the list is not in the data folder: %v", err)
	}
	if out := runCLI(t, 0, "ratinglist", "list"); !strings.Contains(out, "FIDE  2026-10-01        3  players_list_foa.txt") {
		t.Errorf("list: %s", out)
	}

	checkRatingListFind(t)

	// A national list, its columns mapped once.
	ssl := writeInput(t, dir, "ssl.csv", "Jäsen;Nimi;Seura;Luku;Syntynyt;FIDE\n1234;Tõnisson, Kalle;SK Tallinn;2210;15.6.1984;4500121\n88;Mäki, Ville;HSK;1720;2001;\n")
	out := runCLI(t, 0, "ratinglist", "import", ssl, "--name", "SSL", "--column", "Jäsen=natid", "--column", "Luku=rating",
		"--column", "Syntynyt=born", "--column", "FIDE=fideid")
	if !strings.Contains(out, "2 players imported into the list SSL") {
		t.Errorf("national import: %s", out)
	}

	file := filepath.Join(dir, "open.arbiter")
	runCLI(t, 0, "new", file, "--name", "Open")
	runCLI(t, 0, "player", "add", file, "--fide-id", "4500121")
	// The event records the list its players come from, for the forms.
	var s tournament.Settings
	if err := json.Unmarshal([]byte(runCLI(t, 0, "event", file, "--json")), &s); err != nil || s.RatingLists.String() != "FIDE (2026-10-01)" {
		t.Errorf("the rating list recorded: %+v, %v", s.RatingLists, err)
	}
	runCLI(t, 0, "player", "add", file, "--fide-id", "1503014", "--club", "OSK")
	runCLI(t, 0, "player", "add", file, "--national-id", "88", "--list", "SSL")
	runCLI(t, 0, "player", "add", file, "--name", "Anna Virtanen", "--fide-id", "503150", "--rating", "2000")
	runCLI(t, 0, "player", "add", file, "--name", "Off List")
	if msg := runCLI(t, 1, "player", "add", file, "--fide-id", "999"); !strings.Contains(msg, "999 is in no rating list") {
		t.Errorf("unknown id: %s", msg)
	}
	runCLI(t, 2, "player", "add", file, "--national-id", "88")
	// Kalle is in both lists, one person: FIDE's rating and title, the
	// national list's club, birth date and id.
	players := listPlayers(t, file)
	want := []string{
		"Kalle Tõnisson|Tõnisson|Kalle|EST|4500121|2301|FM|m|1984-06-15|SK Tallinn",
		"Magnus Carlsen|Carlsen|Magnus|NOR|1503014|2823|GM|m|1990|OSK",
		"Ville Mäki|Mäki|Ville|||1720|||2001|HSK",
		"Anna Virtanen|Virtanen|Anna||503150|2000||||",
		"Off List|List|Off|||0||||",
	}
	if !reflect.DeepEqual(players, want) {
		t.Errorf("players\n got %q\nwant %q", players, want)
	}

	// Ville was added by his national id, which the file keeps: the
	// national list finds him again.
	if out := runCLI(t, 0, "player", "list", file, "--json"); !strings.Contains(out, `"national_id": "88"`) {
		t.Errorf("the national id is not kept:\n%s", out)
	}
	if out := runCLI(t, 0, "player", "update-ratings", file, "--list", "SSL", "--dry-run"); strings.Contains(out, "Ville Mäki") ||
		!strings.Contains(out, "Kalle Tõnisson: Rating 2301 → 2210\n") {
		t.Errorf("update from the national list:\n%s", out)
	}

	checkRatingsUpdate(t, dir, file, players)
}

// checkRatingListFind checks find, by name as JSON with the keys scripts
// rely on, and by FIDE id.
func checkRatingListFind(t *testing.T) {
	t.Helper()
	// find --json: the keys scripts rely on.
	var hits []map[string]any
	if err := json.Unmarshal([]byte(runCLI(t, 0, "ratinglist", "find", "tonis", "--json")), &hits); err != nil || len(hits) != 1 {
		t.Fatalf("find: %v %v", hits, err)
	}
	for _, key := range []string{"fide_id", "family_name", "given_names", "federation", "sex", "title", "rating", "rapid", "blitz", "birth_year", "list"} {
		if _, ok := hits[0][key]; !ok {
			t.Errorf("find --json lacks %q: %v", key, hits[0])
		}
	}
	if hits[0]["fide_id"] != "4500121" || hits[0]["family_name"] != "Tõnisson" || hits[0]["title"] != "FM" ||
		hits[0]["rating"] != 2301.0 || hits[0]["birth_year"] != 1984.0 || hits[0]["list"] != "FIDE" || hits[0]["sex"] != "m" {
		t.Errorf("find --json: %v", hits[0])
	}
	if out := runCLI(t, 0, "ratinglist", "find", "1503014"); !strings.Contains(out, "Carlsen, Magnus") {
		t.Errorf("find by id: %s", out)
	}
}

// checkRatingsUpdate imports a newer list and updates the players from it:
// the dry run writes nothing, the update says each change, one undo takes
// it back to players.
func checkRatingsUpdate(t *testing.T, dir, file string, players []string) {
	t.Helper()
	// A newer list: the dry run shows the changes and writes nothing.
	nov := fideTXT(t, dir, "players_list_nov.txt", ratingListRows(2831))
	runCLI(t, 0, "ratinglist", "import", nov, "--name", "FIDE Nov", "--date", "2026-11-01")
	// --json says what the text says: the players changed, how many the
	// list leaves as they are, and those it does not hold.
	u := updateJSON(t, runCLI(t, 0, "player", "update-ratings", file, "--list", "FIDE Nov", "--dry-run", "--json"))
	var names []string
	for _, c := range u.Changes {
		names = append(names, fmt.Sprint(c["name"], " ", c["old"].(map[string]any)["rating"], "→", c["new"].(map[string]any)["rating"]))
	}
	if !slices.Equal(names, []string{"Magnus Carlsen 2823→2831", "Anna Virtanen 2000→2150"}) {
		t.Errorf("dry run: %v", names)
	}
	text := runCLI(t, 0, "player", "update-ratings", file, "--list", "FIDE Nov", "--dry-run")
	if !slices.Equal(u.missing(), []string{"Ville Mäki", "Off List"}) || u.Unchanged != 1 || u.lists() != "FIDE Nov 3" {
		t.Errorf("dry run --json: not found %v, unchanged %d, lists %q; the text says\n%s", u.missing(), u.Unchanged, u.lists(), text)
	}
	// Ville has a national id the FIDE list lacks; Off List has no id to
	// be looked up by, and is said so.
	said := map[string]string{"Ville Mäki": "Ville Mäki (FIDE id –): not in the list", "Off List": "Off List: no FIDE id or national id to look the player up by"}
	for _, name := range u.missing() {
		if !strings.Contains(text, said[name]) {
			t.Errorf("--json has %s not found, the text does not:\n%s", name, text)
		}
	}
	if !reflect.DeepEqual(listPlayers(t, file), players) {
		t.Error("the dry run wrote")
	}
	out := runCLI(t, 0, "player", "update-ratings", file, "--list", "FIDE Nov")
	testtext.SaysEach(t, "update", out, "Magnus Carlsen: Rating 2823 → 2831", "Anna Virtanen: Rating 2000 → 2150, Title – → WIM, Born – → 2009, Fed – → FIN",
		"Ville Mäki (FIDE id –): not in the list", "From the list FIDE Nov (2026-11-01) — standard ratings: 3 players\n", "2 players updated from the rating list FIDE Nov (2026-11-01)")
	if got := listPlayers(t, file); got[1] != "Magnus Carlsen|Carlsen|Magnus|NOR|1503014|2831|GM|m|1990|OSK" {
		t.Errorf("after the update: %q", got)
	}
	runCLI(t, 0, "undo", file)
	if !reflect.DeepEqual(listPlayers(t, file), players) {
		t.Error("one undo did not take the update back")
	}
}

// updateReport is update-ratings --json read back.
type updateReport struct {
	Lists []struct {
		List    struct{ Name, Date string }
		Players int
	}
	Changes   []map[string]any
	Unchanged int
	Missing   []struct{ Name, FIDEID string }
	NoRating  []struct{ Name, FIDEID string } `json:"no_rating"`
}

func updateJSON(t *testing.T, out string) updateReport {
	t.Helper()
	var u updateReport
	if err := json.Unmarshal([]byte(out), &u); err != nil {
		t.Fatalf("update-ratings --json: %v\n%s", err, out)
	}
	if u.Changes == nil || u.Missing == nil || u.NoRating == nil {
		t.Errorf("update-ratings --json lacks a list (changes, missing, no_rating):\n%s", out)
	}
	return u
}

// lists names the lists the update takes players from, with how many:
// "FIDE Nov 3".
func (u updateReport) lists() string {
	var out []string
	for _, l := range u.Lists {
		out = append(out, fmt.Sprint(l.List.Name, " ", l.Players))
	}
	return strings.Join(out, ", ")
}

// missing are the names of the players the list does not hold.
func (u updateReport) missing() []string {
	var out []string
	for _, m := range u.Missing {
		out = append(out, m.Name)
	}
	return out
}

func listPlayers(t *testing.T, file string) []string {
	t.Helper()
	var ps []struct {
		Name, FamilyName, GivenNames, Federation, FIDEID string
		Rating                                           int
		Title, Sex, BirthDate, Club                      string
	}
	out := runCLI(t, 0, "player", "list", file, "--json")
	if err := json.Unmarshal([]byte(strings.NewReplacer(`"family_name"`, `"FamilyName"`, `"given_names"`, `"GivenNames"`,
		`"fide_id"`, `"FIDEID"`, `"birth_date"`, `"BirthDate"`).Replace(out)), &ps); err != nil {
		t.Fatal(err)
	}
	var rows []string
	for _, p := range ps {
		rows = append(rows, fmt.Sprintf("%s|%s|%s|%s|%s|%d|%s|%s|%s|%s", p.Name, p.FamilyName, p.GivenNames, p.Federation, p.FIDEID,
			p.Rating, p.Title, p.Sex, p.BirthDate, p.Club))
	}
	return rows
}

// TestRatingUpdateAfterRound2KeepsTheEvent: once round 1 is paired a
// newer list changes neither the pairing numbers of the rounds paired nor
// the ratings the event is rated, paired and normed from: the player
// list, standings, TRF report and rating report read the same after the
// update, but for the list's values kept with the players; every field
// the list changes is shown first, the kept ones named as kept.
func TestRatingUpdateAfterRound2KeepsTheEvent(t *testing.T) {
	dir := listHome(t)
	rows := func(std []int) []fl.Player {
		var out []fl.Player
		for i, r := range std {
			out = append(out, fl.Player{ID: fmt.Sprint(4500100 + i), Name: fmt.Sprintf("Pelaaja%02d, Aino", i), Fed: "FIN", Sex: "F", Std: r, SK: 20, Born: 1990})
		}
		return out
	}
	start := []int{2400, 2380, 2360, 2340, 2320, 2300, 2280, 2260, 2240, 2220, 2210, 2200}
	runCLI(t, 0, "ratinglist", "import", fideTXT(t, dir, "oct.txt", rows(start)), "--name", "FIDE Oct", "--date", "2026-10-01")
	file := filepath.Join(dir, "open.arbiter")
	runCLI(t, 0, "new", file, "--name", "Open", "--system", "swiss-dutch", "--rounds", "5", "--start", "2026-10-05")
	for i := range start {
		runCLI(t, 0, "player", "add", file, "--fide-id", fmt.Sprint(4500100+i))
	}
	for r := 1; r <= 2; r++ {
		runCLI(t, 0, "pair", file)
		for b := 1; b <= 6; b++ {
			runCLI(t, 0, "result", file, "--round", fmt.Sprint(r), "--board", fmt.Sprint(b), []string{"1-0", "½-½", "0-1"}[(b+r)%3])
		}
	}
	reports := func() []string {
		var out []string
		for _, args := range [][]string{{"player", "list", file, "--json"}, {"standings", file, "--json"}, {"export", "trf", file, "-o", "-"}, {"ratings", file, "--json"}} {
			out = append(out, runCLI(t, 0, args...))
		}
		return out
	}
	before := reports()
	// The newer list moves player 11 (2210) above players 9 and 10 and
	// gives him a title and another federation.
	newer := rows(start)
	newer[10].Std, newer[10].Tit, newer[10].Fed = 2250, "FM", "EST"
	runCLI(t, 0, "ratinglist", "import", fideTXT(t, dir, "nov.txt", newer), "--name", "FIDE Nov", "--date", "2026-11-01")
	out := runCLI(t, 0, "player", "update-ratings", file, "--list", "FIDE Nov")
	testtext.SaysEach(t, "update-ratings", out, "Rating 2210 (the list: 2250, kept for the next event)", "Title – (the list: FM, kept for the next event)",
		"Fed FIN (the list: EST, kept for the next event)", "Round 1 is paired")
	after := reports()
	listed := regexp.MustCompile(`(?s),\s*"listed": \{[^}]*\}`)
	after[0] = listed.ReplaceAllString(after[0], "")
	for i, name := range []string{"player list --json", "standings --json", "export trf", "ratings --json"} {
		if before[i] != after[i] {
			t.Errorf("%s changed with the update after round 2:\nbefore\n%s\nafter\n%s", name, before[i], after[i])
		}
	}
	if !strings.Contains(runCLI(t, 0, "player", "list", file, "--json"), `"listed": {`) {
		t.Error("the list's values are not kept with the player")
	}
	// The same list again changes nothing more: its values are kept.
	if again := runCLI(t, 0, "player", "update-ratings", file, "--list", "FIDE Nov", "--dry-run"); !strings.Contains(again, "the list changes nothing") {
		t.Errorf("the list applied again:\n%s", again)
	}
	if u := updateJSON(t, runCLI(t, 0, "player", "update-ratings", file, "--list", "FIDE Nov", "--dry-run", "--json")); len(u.Changes) != 0 ||
		u.Unchanged != 12 || len(u.Missing) != 0 || u.lists() != "FIDE Nov 12" {
		t.Errorf("the list applied again, --json: %+v", u)
	}
}

// An update without a list named takes each player from the newest list
// holding him: where two lists hold different players it names both, with
// how many players each gives (the text, and --json with each change's
// list), and the event keeps both, which "arbiter event" names. It named
// the first player's list alone, as the event's.
func TestRatingsUpdateFromTwoListsNamesBoth(t *testing.T) {
	dir := listHome(t)
	runCLI(t, 0, "ratinglist", "import", fideTXT(t, dir, "nov.txt", ratingListRows(2823)), "--name", "FIDE", "--date", "2026-11-01")
	ssl := testdir.Write(t, filepath.Join(dir, "ssl.csv"), "Jäsen;Nimi;Luku;FIDE\n88;Mäki, Ville;1720;503999\n")
	runCLI(t, 0, "ratinglist", "import", ssl, "--name", "SSL", "--date", "2026-11-15", "--column", "Jäsen=natid", "--column", "Luku=rating", "--column", "FIDE=fideid")
	file := filepath.Join(dir, "open.arbiter")
	runCLI(t, 0, "new", file, "--name", "Open")
	for _, p := range [][]string{{"Ville Mäki", "503999"}, {"Magnus Carlsen", "1503014"}, {"Kalle Tõnisson", "4500121"}} {
		runCLI(t, 0, "player", "add", file, "--name", p[0], "--fide-id", p[1], "--rating", "1500")
	}
	u := updateJSON(t, runCLI(t, 0, "player", "update-ratings", file, "--dry-run", "--json"))
	lists := map[any]any{}
	for _, c := range u.Changes {
		lists[c["name"]] = c["list"]
	}
	if u.lists() != "FIDE 2, SSL 1" || !reflect.DeepEqual(lists, map[any]any{"Ville Mäki": "SSL", "Magnus Carlsen": "FIDE", "Kalle Tõnisson": "FIDE"}) {
		t.Errorf("--json: lists %q, the changes' lists %v", u.lists(), lists)
	}
	out := runCLI(t, 0, "player", "update-ratings", file)
	testtext.SaysEach(t, "update", out, "Ville Mäki: Rating 1500 → 1720", "From the list FIDE (2026-11-01) — standard ratings: 2 players\n", "From the list SSL (2026-11-15) — standard ratings: 1 player\n",
		"3 players updated from the rating lists FIDE (2026-11-01), SSL (2026-11-15)")
	if out := runCLI(t, 0, "event", file); !regexp.MustCompile(`(?m)^Rating lists +FIDE \(2026-11-01\), SSL \(2026-11-15\) — standard ratings$`).MatchString(out) {
		t.Errorf("the event's rating lists:\n%s", out)
	}
	// The same update again changes nobody and is no action: one undo
	// takes back the update that changed them (it undid "0 players
	// updated from …").
	if out := runCLI(t, 0, "player", "update-ratings", file); !strings.Contains(out, "the list changes nothing") {
		t.Errorf("the update again:\n%s", out)
	}
	if out := runCLI(t, 0, "undo", file); !strings.Contains(out, "3 players updated from the rating lists") {
		t.Errorf("undo after an update that changed nobody: %s", out)
	}
}

// A national list saved in a Windows code page is read in the one its
// names tell, and the import says which.
func TestRatingListImportNamesTheEncoding(t *testing.T) {
	dir := listHome(t)
	esl := filepath.Join(dir, "esl.csv")
	// "Nimi;Reiting\nŠmidt, Žanna;1850\nÕunapuu, Tõnu;2010\n" in Windows-1257.
	testdir.Write(t, esl, "Nimi;Reiting\n\xd0midt, \xdeanna;1850\n\xd5unapuu, T\xf5nu;2010\n")
	out := runCLI(t, 0, "ratinglist", "import", esl, "--name", "ESL", "--column", "Reiting=rating")
	if !strings.Contains(out, "2 players imported") || !strings.Contains(out, "read as Windows-1257") {
		t.Errorf("import: %s", out)
	}
	// The file names no month and no --date was given: the import says
	// the list took the file's day.
	day := time.Now().Format(time.DateOnly)
	if !strings.Contains(out, "the list is dated "+day+", the day its file was last changed") {
		t.Errorf("the import does not say the list is dated by its file's day:\n%s", out)
	}
	if found := runCLI(t, 0, "ratinglist", "find", "Šmidt"); !strings.Contains(found, "Žanna") {
		t.Errorf("find: %s", found)
	}
}

// FIDE's lists of one period land in their own period: with the blitz
// list and the combined list loaded, a standard event takes the standard
// rating (the package's tests take each game type). A list of one period whose
// file was renamed is imported with --period, and the same file under
// another name is refused, naming the list.
func TestRatingListsOfOnePeriodGiveTheirOwnRatingOnly(t *testing.T) {
	dir := listHome(t)
	combined := fideTXT(t, dir, "players_list_foa.txt", []fl.Player{
		{ID: "703303", Name: "Leko, Peter", Fed: "HUN", Sex: "M", Tit: "GM", Std: 2670, SK: 10, Rapid: 2690, RK: 10, Blitz: 2700, BK: 10, Born: 1979},
	})
	runCLI(t, 0, "ratinglist", "import", combined, "--date", "2026-10-01")
	blitz := "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA NOV26 Gms K  B-day Flag\r\n" +
		"703303         Leko, Peter                                                  HUN M   GM                           2738  0   10 1979      \r\n"
	path := writeInput(t, dir, "blitz_rating_list.txt", blitz)
	if out := runCLI(t, 0, "ratinglist", "import", path); !strings.Contains(out, "1 player imported into the list FIDE blitz (2026-11-01)") {
		t.Errorf("blitz import: %s", out)
	}
	renamed := writeInput(t, dir, "leko.txt", blitz)
	if msg := runCLI(t, 1, "ratinglist", "import", renamed, "--name", "Blitz"); !strings.Contains(msg, "leko.txt is FIDE's list of one period") {
		t.Errorf("no period: %s", msg)
	}
	if msg := runCLI(t, 1, "ratinglist", "import", renamed, "--name", "Blitz", "--period", "blitz"); !strings.Contains(msg, "imported already as FIDE blitz (2026-11-01)") {
		t.Errorf("the same list again: %s", msg)
	}
	// The case: Leko entered at his blitz rating in a standard event.
	file := filepath.Join(dir, "open.arbiter")
	runCLI(t, 0, "new", file, "--name", "Open", "--time-control", "90+30")
	runCLI(t, 0, "player", "add", file, "--fide-id", "703303")
	if got := listPlayers(t, file); len(got) != 1 || got[0] != "Peter Leko|Leko|Peter|HUN|703303|2670|GM|m|1979|" {
		t.Errorf("standard event: %q", got)
	}
	if out := runCLI(t, 0, "ratinglist", "find", "leko"); !strings.Contains(out, "FIDE blitz + FIDE") {
		t.Errorf("one person, both lists: %s", out)
	}
	// Held by the blitz list alone, he enters a standard event without a
	// rating, and the command says why.
	t.Setenv("XDG_DATA_HOME", filepath.Join(dir, "blitz-only"))
	runCLI(t, 0, "ratinglist", "import", path)
	other := filepath.Join(dir, "other.arbiter")
	runCLI(t, 0, "new", other, "--name", "Open")
	if out := runCLI(t, 0, "player", "add", other, "--fide-id", "703303"); !strings.Contains(out,
		"Peter Leko (FIDE id 703303): the lists holding the player give no rating of the event's game type (Standard); the rating is left as it is") {
		t.Errorf("blitz list only: %s", out)
	}
	if got := listPlayers(t, other); len(got) != 1 || got[0] != "Peter Leko|Leko|Peter|HUN|703303|0|GM|m|1979|" {
		t.Errorf("blitz list only: %q", got)
	}
}

// TestATornListDoesNotStopTheOthers is the report's case: one list torn
// (cut short) beside a good one stopped every list command with SQLite's
// own text and no list named. Now the commands go on with the good list,
// the torn one is named on standard error, and "ratinglist list" names it
// as set aside from then on.
func TestATornListDoesNotStopTheOthers(t *testing.T) {
	dir := listHome(t)
	runCLI(t, 0, "ratinglist", "import", fideTXT(t, dir, "fide.txt", ratingListRows(2823)), "--name", "FIDE")
	runCLI(t, 0, "ratinglist", "import", fideTXT(t, dir, "est.txt", ratingListRows(2830)[:1]), "--name", "EST")
	torn := filepath.Join(dir, "data", "arbiter", "ratinglists", "EST.ratinglist")
	info, err := os.Stat(torn)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(torn, info.Size()/2); err != nil {
		t.Fatal(err)
	}
	if code, out, errOut := run(t, "ratinglist", "find", "carlsen"); code != 0 ||
		!strings.Contains(out, "Carlsen, Magnus") || !strings.Contains(errOut, "the rating list EST is damaged") {
		t.Errorf("find: exit %d\n%s\n%s", code, out, errOut)
	}
	if out := runCLI(t, 0, "ratinglist", "list"); !strings.Contains(out, "FIDE") || !strings.Contains(out, "EST.ratinglist.broken") {
		t.Errorf("list: %s", out)
	}
	event := filepath.Join(dir, "open.arbiter")
	runCLI(t, 0, "new", event, "--name", "Open", "--rounds", "5")
	if out := runCLI(t, 0, "player", "add", event, "--fide-id", "1503014"); !strings.Contains(out, "Carlsen") {
		t.Errorf("player add: %s", out)
	}
}

// carlsenByNameEvent makes the October FIDE list of ratingListRows(2823)
// and, beside it, an event "Open" with Magnus Carlsen entered by his name
// alone, no FIDE id; it returns the event's path.
func carlsenByNameEvent(t *testing.T) string {
	t.Helper()
	dir := listHome(t)
	runCLI(t, 0, "ratinglist", "import", fideTXT(t, dir, "players_list_foa.txt", ratingListRows(2823)), "--name", "FIDE", "--date", "2026-10-01")
	file := filepath.Join(dir, "open.arbiter")
	newEvent(t, file, []string{"--name", "Open"}, "Magnus Carlsen")
	return file
}

// A player added from the list by his FIDE id keeps --namesake: another
// person of the same name as one in the event is added, not refused.
func TestPlayerFromListKeepsNamesake(t *testing.T) {
	file := carlsenByNameEvent(t)
	if out := runCLI(t, 1, "player", "add", file, "--fide-id", "1503014"); !strings.Contains(out, "--namesake") {
		t.Errorf("a namesake from the list without --namesake: %s", out)
	}
	runCLI(t, 0, "player", "add", file, "--fide-id", "1503014", "--namesake")
	want := []string{"Magnus Carlsen|Carlsen|Magnus|||0||||", "Magnus Carlsen|Carlsen|Magnus|NOR|1503014|2823|GM|m|1990|"}
	if players := listPlayers(t, file); !reflect.DeepEqual(players, want) {
		t.Errorf("players\n got %q\nwant %q", players, want)
	}
}

// update-ratings says of a player entered without a FIDE id (or a
// national id) that he has none to be looked up by, in each language,
// where it said he was not in the list though the list held him by name;
// a player whose id the list lacks is still said not to be in it.
func TestUpdateRatingsSaysWhoHasNoIdToLookUp(t *testing.T) {
	file := carlsenByNameEvent(t)
	runCLI(t, 0, "player", "add", file, "--name", "Anna Berg", "--fide-id", "99999999")
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		out := runCLI(t, 0, "player", "update-ratings", file, "--dry-run")
		testtext.SaysEach(t, string(lang)+": update-ratings", out, cat.T("ratinglist.cli.noid", "name", "Magnus Carlsen"), cat.T("ratinglist.cli.missing", "name", "Anna Berg", "id", "99999999"))
	})
}

// A blitz event rated from FIDE's list of all three periods takes the
// blitz ratings, and says so beside the list in every language: the
// update's line of the list it took players from, and "arbiter event".
// Both named the list alone.
func TestABlitzEventSaysItTookTheListsBlitzRatings(t *testing.T) {
	dir := listHome(t)
	runCLI(t, 0, "ratinglist", "import", fideTXT(t, dir, "players_list_foa.txt", ratingListRows(2823)), "--name", "FIDE", "--date", "2026-11-01")
	file := filepath.Join(dir, "blitz.arbiter")
	runCLI(t, 0, "new", file, "--name", "Blitz", "--time-control", "3+2")
	runCLI(t, 0, "player", "add", file, "--name", "Magnus Carlsen", "--fide-id", "1503014")
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		list := cat.T("ratings.taken.list", "list", "FIDE (2026-11-01)", "ratings", cat.T("ratings.taken.blitz"))
		if out := runCLI(t, 0, "player", "update-ratings", file, "--dry-run"); !strings.Contains(out, cat.T("ratinglist.cli.from", "list", list, "n", 1)) ||
			!strings.Contains(out, "2860") {
			t.Errorf("%s: the update does not say %q:\n%s", lang, list, out)
		}
	})
	runCLI(t, 0, "player", "update-ratings", file)
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		row := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(cat.T("event.cli.rating-list")) + ` +` +
			regexp.QuoteMeta(cat.T("ratings.taken.list", "list", "FIDE (2026-11-01)", "ratings", cat.T("ratings.taken.blitz"))) + `$`)
		if out := runCLI(t, 0, "event", file); !row.MatchString(out) {
			t.Errorf("%s: arbiter event does not say the blitz ratings:\n%s", lang, out)
		}
	})
}

// The arbiter imports a national list whose only rating is the national
// one (a DWZ column) and looks a player up in it with ratinglist find:
// the table shows that rating, where it showed the FIDE, rapid and blitz
// columns empty and the list's own rating nowhere.
func TestRatingListFindShowsANationalListsRating(t *testing.T) {
	dir := listHome(t)
	dwz := writeInput(t, dir, "dwz.csv", "Name;Vorname;DWZ;Verein\nMüller;Hans;1850;SK Berlin\n")
	runCLI(t, 0, "ratinglist", "import", dwz, "--name", "DWZ", "--column", "DWZ=natrating")
	out := runCLI(t, 0, "ratinglist", "find", "muller")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], "National rating") || !strings.Contains(lines[1], "1850") {
		t.Errorf("find in the national list:\n%s", out)
	}
}

// The arbiter imports a national list with its own ids (Kood) and no
// FIDE id, and looks a player up with ratinglist find: the id stands
// under "National id", where it stood under "FIDE id" and
// player add --fide-id then found no one by it.
func TestRatingListFindNamesANationalIdAsNational(t *testing.T) {
	dir := listHome(t)
	esf := writeInput(t, dir, "esf.csv", "Kood;Nimi;Eesnimi;Reiting;Klubi\n12345;Tamm;Mari;1850;Tallinna Male\n")
	runCLI(t, 0, "ratinglist", "import", esf, "--name", "ESF")
	lines := strings.Split(strings.TrimRight(runCLI(t, 0, "ratinglist", "find", "tamm"), "\n"), "\n")
	if len(lines) != 2 {
		t.Fatalf("find: %q", lines)
	}
	fide, national := strings.Index(lines[0], "FIDE id"), strings.Index(lines[0], "National id")
	id := strings.Index(lines[1], "12345")
	if fide < 0 || national < 0 || id < national || strings.TrimSpace(lines[1][:national]) != "" {
		t.Errorf("the national id is not under its head:\n%s", strings.Join(lines, "\n"))
	}
}
