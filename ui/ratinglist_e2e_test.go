package ui

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	fl "arbiter/internal/testfidelist"
	"arbiter/tournament"
	"arbiter/tournament/ratinglist"
)

// listed are the players the arbiter adds from the list, each with the
// few letters typed for him: no accents, which the search folds away.
var listed = []struct {
	family, given, typed, fed string
}{
	{"Tõnisson", "Kalle", "tonis", "EST"}, {"Õunapuu", "Tõnu", "ouna", "EST"}, {"Kärkkäinen", "Aino", "karkk", "FIN"},
	{"Häkkinen", "Jussi", "hakki", "FIN"}, {"Šmidt", "Žanna", "smidt", "EST"}, {"Ööpik", "Mart", "oopik", "EST"},
	{"Lõhmus", "Liina", "lohmus", "EST"}, {"Nieminen", "Eero", "niemi", "FIN"}, {"Väisänen", "Helmi", "vaisa", "FIN"},
	{"Ruutel", "Priit", "ruut", "EST"}, {"Salminen", "Ville", "salmi", "FIN"}, {"Kask", "Triin", "kask", "EST"},
	{"Lepik", "Andres", "lepik", "EST"}, {"Heikkilä", "Sanna", "heikk", "FIN"}, {"Tamm", "Rein", "tamm", "EST"},
	{"Mägi", "Kadri", "magi", "EST"}, {"Korhonen", "Ilkka", "korho", "FIN"}, {"Saar", "Mihkel", "saar", "EST"},
	{"Jõgi", "Kristjan", "jogi", "EST"}, {"Lindqvist", "Emma", "lindq", "SWE"},
}

// listMonth is the list of one month: the players above among 20,000
// synthetic ones; November changes every rating, four titles and a
// federation.
func listMonth(november bool) fl.Players {
	return func(each func(fl.Player) error) error {
		for i, p := range listed {
			q := fl.Player{ID: strconv.Itoa(4600000 + i), Name: p.family + ", " + p.given, Fed: p.fed, Sex: "M",
				Std: 1800 + 20*i, SK: 20, Born: 1960 + i}
			if i%3 == 1 {
				q.Sex, q.Flag = "F", "w"
			}
			if i%5 == 0 {
				q.Tit = "FM"
			}
			if november {
				q.Std += 7 + i
				if i%5 == 0 {
					q.Tit = "IM"
				}
				if p.fed == "SWE" {
					q.Fed = "FIN"
				}
			}
			if err := each(q); err != nil {
				return err
			}
		}
		return fl.Synthetic(20000)(each)
	}
}

// TestEndToEndRatingList adds 20 players to a new event in the real
// window by typing a few letters of each in the add dialog's search and
// Enter, then updates their ratings from the next month's list after the
// dialog has shown the changes, in Finnish and in Estonian, in a window of
// 1024×700; the file must then hold what the lists said.
//
// ARBITER_E2E_SHOTS=folder keeps a screenshot of each step there.
func TestEndToEndRatingList(t *testing.T) {
	sideBySide(t)
	for _, lang := range []string{"fi", "et"} {
		t.Run(lang, func(t *testing.T) { ratingListInWindow(t, lang) })
	}
}

func ratingListInWindow(t *testing.T, lang string) {
	dir, bin, home, cli := appOnScreen(t, lang, bigScreen)
	writeList := func(name string, november bool) string {
		path := filepath.Join(dir, name)
		f, err := os.Create(path)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := fl.WriteTXT(f, listMonth(november)); err != nil {
			t.Fatal(err)
		}
		return path
	}
	cli("ratinglist", "import", writeList("october.txt", false), "--name", "FIDE 2026-10", "--date", "2026-10-01")
	file := filepath.Join(dir, "lista-"+lang+".arbiter")
	cli("new", file, "--name", "Lista "+lang, "--lang", lang)

	var shots string
	if dir := os.Getenv("ARBITER_E2E_SHOTS"); dir != "" {
		shots = filepath.Join(dir, "ratinglist-"+lang)
		if err := os.MkdirAll(shots, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	w := openAt1024(t, bin, home, lang, file, shots)
	w.click(navItem(areaPlayers))
	w.shot("players")

	w.clicked(252, 629) // Add player (above the status line): the search has the keyboard
	for i, p := range listed {
		w.typeText(p.typed)
		if i == 0 {
			w.shot("typed")
		}
		w.keys("Return")
		n := i + 1
		w.await(fmt.Sprintf("player %d, %s", n, p.family), func(ev *tournament.Event) error {
			if len(ev.Players) != n {
				return fmt.Errorf("%d players", len(ev.Players))
			}
			if got := ev.Players[i]; got.FamilyName != p.family || got.GivenNames != p.given {
				return fmt.Errorf("added %q, want %s %s", got.Name, p.given, p.family)
			}
			return nil
		})
	}
	w.shot("twenty")
	w.keys("Escape")
	w.shot("added")
	checkFile(t, w, false)

	// The next month's list, imported in the window (its name and date
	// typed); the update shows every change before Enter applies them.
	writeList("november.txt", true)
	w.clicked(790, 629) // Rating list…: the chooser, in the event's folder
	w.typeText("november.txt")
	w.changed("Return")
	w.keys("ctrl+a")
	w.typeText("FIDE 2026-11")
	w.tab(1)
	w.typeText("2026-11-01")
	w.shot("import")
	w.keys("Return")
	lists := ratinglist.Open(filepath.Join(home, ".local", "share", "arbiter", "ratinglists"))
	defer lists.Close()
	if err := watchApp(w.exited).poll(fileEvery, func() bool { info, err := lists.Get("FIDE 2026-11"); return err == nil && info.Date == "2026-11-01" }); err != nil {
		w.fail("the November list was not imported: %v", err)
	}
	w.clicked(950, 629) // Update ratings from list…
	w.shot("changes")
	w.keys("Return")
	checkFile(t, w, true)
	w.shot("updated")
}

// checkFile waits until the file holds every listed player as the month's
// list says.
func checkFile(t *testing.T, w *window, november bool) {
	t.Helper()
	var want []fl.Player
	listMonth(november)(func(p fl.Player) error {
		if len(want) < len(listed) {
			want = append(want, p)
		}
		return nil
	})
	w.await("the lists' facts", func(ev *tournament.Event) error {
		for i, p := range ev.Players {
			q := want[i]
			sex := tournament.Male
			if q.Sex == "F" {
				sex = tournament.Female
			}
			if p.FIDEID != q.ID || p.Rating != q.Std || p.Title != q.Tit || p.Federation != q.Fed ||
				p.BirthDate != strconv.Itoa(q.Born) || p.Sex != sex || p.FamilyFirst() != q.Name {
				return fmt.Errorf("player %d is %+v, the list says %+v", i+1, p, q)
			}
		}
		return nil
	})
}

// TestEndToEndNationalListByKeys imports a national list
// (testdata/national-list.csv) into the rating lists in the real window,
// by the keys alone, in English, Finnish and Estonian at 1024×700, in
// Finnish at 1366×768 too (eachLangAndSize): Ctrl+1 and Tab five times from the players' list to Rating list…
// and Space open the chooser, where the file's name and Enter open the
// import box; the list's name and date typed, Tab to the column the
// import does not know (ESF-Elo, the sixth), whose list Space opens on
// "skip", Down seven times to the national rating and Enter, and Enter
// back in the date imports it.
// The lists' file then holds every player with the ratings of that
// column, and the mapping for the list's next import.
func TestEndToEndNationalListByKeys(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "national-list.csv"))
	if err != nil {
		t.Fatal(err)
	}
	eachLangAndSize(t, boxLangs, func(t *testing.T, lang string, size image.Point) {
		dir, bin, home, cli := appOnScreen(t, lang, size)
		csv := filepath.Join(dir, "national-list.csv")
		if err := os.WriteFile(csv, data, 0o644); err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(dir, "kansallinen-"+lang+".arbiter")
		cli("new", file, "--name", "Kansallinen "+lang, "--lang", lang)
		w := openAt(t, bin, home, lang, file, shotsIn(t, "nationallist-"+sized(lang, size)), size)
		w.awaitHeld()
		w.keys("ctrl+1") // the players' list, which a new event opens on
		w.tab(2)         // Add player, Rating list…
		w.shot("button")
		w.changed("space")
		w.typeText(filepath.Base(csv))
		w.changed("Return")
		w.keys("ctrl+a")
		w.typeText("ESF 2026-11")
		w.tab(1)
		w.keys("ctrl+a")
		w.typeText("2026-11-01")
		w.tab(6) // Kood, Nimi, Klubi, Sünniaasta, FIDE ID, ESF-Elo
		w.changed("space")
		for range 7 {
			w.changed("Down")
		}
		w.shot("list")
		w.changed("Return")
		w.shot("mapped")
		w.tab(-6)
		w.keys("Return")
		const name = "ESF 2026-11"
		lists := ratinglist.Open(filepath.Join(home, ".local", "share", "arbiter", "ratinglists"))
		defer lists.Close()
		if err := watchApp(w.exited).poll(fileEvery, func() bool { _, err := lists.Get(name); return err == nil }); err != nil {
			w.fail("the national list was not imported: %v", err)
		}
		w.shot("imported")
		if info, err := lists.Get(name); err != nil || info.Date != "2026-11-01" || info.Players != 6 || info.Format != "csv" {
			w.fail("the list imported: %+v %v, want 6 players of 2026-11-01 from a CSV", info, err)
		}
		for _, want := range []ratinglist.Entry{
			{NationalID: "10231", FIDEID: "4500121", FamilyName: "Tõnisson", GivenNames: "Kalle", Club: "SK Tallinn", BirthYear: 1984, NationalRating: 2287},
			{NationalID: "12050", FamilyName: "Šmidt", GivenNames: "Žanna", Club: "Narva Ladja", BirthYear: 2011, NationalRating: 1432},
		} {
			e, ok, err := lists.ByNationalID(want.NationalID, name)
			if got := []any{e.NationalID, e.FIDEID, e.FamilyName, e.GivenNames, e.Club, e.BirthYear, e.NationalRating}; err != nil || !ok ||
				fmt.Sprint(got) != fmt.Sprint([]any{want.NationalID, want.FIDEID, want.FamilyName, want.GivenNames, want.Club, want.BirthYear, want.NationalRating}) {
				w.fail("%s in the list: %v %v %v, want %+v", want.NationalID, got, ok, err, want)
			}
		}
		cols, err := lists.CSVColumns(csv, name)
		if err != nil || len(cols) != 6 || cols[5] != (ratinglist.Column{Header: "ESF-Elo", Field: "natrating"}) {
			w.fail("the mapping kept for the next import: %+v %v", cols, err)
		}
	})
}
