package ratinglist

import (
	"path/filepath"
	"reflect"
	"testing"

	"arbiter/engine/rules"
	"arbiter/internal/testevent"
	fl "arbiter/internal/testfidelist"
	"arbiter/tournament"
)

func TestChangesListsEveryChangeAndThePlayersNotFound(t *testing.T) {
	l, dir := openLists(t)
	importTXT(t, l, dir, "players_list_foa.txt", fl.Slice(samplePlayers), Options{Date: "2026-11-01"})
	ev := &tournament.Event{Settings: tournament.DefaultSettings(), Players: []tournament.Player{
		{ID: 1, Name: "Kalle Tõnisson", FIDEID: "4500121", Rating: 2280, Federation: "EST", BirthDate: "1984-06-15"},
		{ID: 2, Name: "Magnus Carlsen", FIDEID: "1503014", Rating: 2823, Title: "GM", Federation: "NOR", BirthDate: "1990"},
		{ID: 3, Name: "Anna Virtanen", FIDEID: "503150", Rating: 2100, Federation: "FIN"},
		{ID: 4, Name: "No Such", FIDEID: "999"},
		{ID: 5, Name: "Without Id"},
	}}
	u, err := l.Changes(ev, "")
	if err != nil {
		t.Fatal(err)
	}
	// Every fact an update changes is shown, the sex too: Carlsen's
	// rating and title stand, but the list gives his sex.
	want := []Change{
		{ID: 1, FIDEID: "4500121", Name: "Kalle Tõnisson", List: "FIDE",
			Old: Facts{Rating: 2280, Federation: "EST", BirthDate: "1984-06-15", FIDEID: "4500121"},
			New: Facts{Rating: 2301, Title: "FM", Federation: "EST", BirthDate: "1984-06-15", Sex: "m", FIDEID: "4500121"}},
		{ID: 2, FIDEID: "1503014", Name: "Magnus Carlsen", List: "FIDE",
			Old: Facts{Rating: 2823, Title: "GM", Federation: "NOR", BirthDate: "1990", FIDEID: "1503014"},
			New: Facts{Rating: 2823, Title: "GM", Federation: "NOR", BirthDate: "1990", Sex: "m", FIDEID: "1503014"}},
		{ID: 3, FIDEID: "503150", Name: "Anna Virtanen", List: "FIDE",
			Old: Facts{Rating: 2100, Federation: "FIN", FIDEID: "503150"},
			New: Facts{Rating: 2150, Title: "WIM", Federation: "FIN", BirthDate: "2009", Sex: "w", FIDEID: "503150"}},
	}
	got := append([]Change(nil), u.Changes...)
	for i := range got {
		got[i].player = tournament.Player{}
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("changes\n got %+v\nwant %+v", got, want)
	}
	if wantMissing := []Missing{{ID: 4, FIDEID: "999", Name: "No Such"}, {ID: 5, Name: "Without Id"}}; !reflect.DeepEqual(u.Missing, wantMissing) {
		t.Errorf("missing %+v", u.Missing)
	}
	if u.Unchanged != 0 || u.Fixed || len(u.Lists) != 1 || u.Lists[0].List.Name != "FIDE" || u.Lists[0].List.Date != "2026-11-01" || u.Lists[0].Players != 3 {
		t.Errorf("unchanged %d, fixed %v, lists %+v", u.Unchanged, u.Fixed, u.Lists)
	}
	if ps := u.Players(); len(ps) != 3 || ps[2].Sex != tournament.Female || ps[2].Rating != 2150 || ps[2].ID != 3 {
		t.Errorf("players %+v", ps)
	}
	// A rapid event takes the rapid ratings.
	ev.Settings.GameType = "rapid"
	if u, err = l.Changes(ev, "FIDE"); err != nil || u.Changes[0].New.Rating != 2250 {
		t.Errorf("rapid: %+v %v", u.Changes, err)
	}
}

// An update without a list named takes each player from the newest list
// holding him: over two lists holding different players each change
// names its list, the update names both with how many players each
// gives, the one giving more first, and the event keeps both. The update
// named the first player's list alone, as the event's.
func TestChangesOverTwoListsNameEachChangesList(t *testing.T) {
	l, dir := openLists(t)
	importTXT(t, l, dir, "players_list_foa.txt", fl.Slice(samplePlayers), Options{Date: "2026-11-01"})
	path := writeText(t, filepath.Join(dir, "ssl.csv"), "Jäsen;Nimi;Rating;FIDE\n77;Mäki, Ville;1650;503999\n")
	if _, err := l.Import(path, Options{Name: "SSL", Date: "2026-11-15"}); err != nil {
		t.Fatal(err)
	}
	st := testevent.Create(t, filepath.Join(dir, "event.arbiter"), tournament.DefaultSettings())
	testevent.AddPlayers(t, st, []tournament.Player{
		{Name: "Ville Mäki", FIDEID: "503999", Rating: 1600},
		{Name: "Kalle Tõnisson", FIDEID: "4500121", Rating: 2280},
		{Name: "Anna Virtanen", FIDEID: "503150", Rating: 2100},
	}...)
	ev := testevent.Event(t, st)
	u, err := l.Changes(ev, "")
	if err != nil {
		t.Fatal(err)
	}
	lists := map[string]string{}
	for _, c := range u.Changes {
		lists[c.Name] = c.List
	}
	if want := map[string]string{"Ville Mäki": "SSL", "Kalle Tõnisson": "FIDE", "Anna Virtanen": "FIDE"}; !reflect.DeepEqual(lists, want) {
		t.Errorf("the changes' lists %v, want %v", lists, want)
	}
	if len(u.Lists) != 2 || u.Lists[0].List.Name != "FIDE" || u.Lists[0].Players != 2 || u.Lists[1].List.Name != "SSL" || u.Lists[1].Players != 1 {
		t.Errorf("the update's lists %+v, want FIDE's 2 players and SSL's 1", u.Lists)
	}
	if err := st.UpdateRatings(u.RatingLists(), u.Players()); err != nil {
		t.Fatal(err)
	}
	if ev, err = st.Event(); err != nil || ev.Settings.RatingLists.String() != "FIDE (2026-11-01), SSL (2026-11-15)" {
		t.Errorf("the event keeps the lists %q, %v", ev.Settings.RatingLists, err)
	}
}

func TestChangesFromANationalListFindByNationalIDAndKeepWhatItLacks(t *testing.T) {
	l, dir := openLists(t)
	path := writeText(t, filepath.Join(dir, "ssl.csv"), "Jäsennumero;Nimi;Selo\n1234;Tõnisson, Kalle;2210\n77;Mäki, Ville;1650\n")
	if _, err := l.Import(path, Options{Name: "SSL", Date: "2026-11-01"}); err != nil {
		t.Fatal(err)
	}
	ev := &tournament.Event{Settings: tournament.DefaultSettings(), Players: []tournament.Player{
		{ID: 1, Name: "Kalle Tõnisson", NationalID: "1234", Rating: 2180, Title: "FM", BirthDate: "1984"},
		{ID: 2, Name: "Ville Mäki", NationalID: "77", Rating: 1650},
	}}
	u, err := l.Changes(ev, "SSL")
	if err != nil {
		t.Fatal(err)
	}
	if len(u.Changes) != 1 || u.Changes[0].New != (Facts{Rating: 2210, Title: "FM", BirthDate: "1984", NationalID: "1234"}) || u.Unchanged != 1 || len(u.Missing) != 0 {
		t.Errorf("update %+v", u)
	}
	// Without a list named, a national id is not looked for.
	if u, err = l.Changes(ev, ""); err != nil || len(u.Missing) != 2 {
		t.Errorf("no list named: %+v %v", u, err)
	}
	// A rapid event keeps its ratings: the list has no rapid column.
	ev.Settings.GameType = "rapid"
	if u, err = l.Changes(ev, "SSL"); err != nil || len(u.Changes) != 0 {
		t.Errorf("rapid: %+v %v", u.Changes, err)
	}
}

// TestApplyBirthYear pins the birth date an entry gives: a list's full
// date replaces the event's; a list's year keeps the event's date of that
// same year and replaces one of another year, even the year before or
// after; a list that gives no birth leaves it as it was.
func TestApplyBirthYear(t *testing.T) {
	for _, tt := range []struct {
		name  string
		had   string
		year  int
		date  string
		gives bool
		want  string
	}{
		{"date of the list's year kept", "1984-06-15", 1984, "", true, "1984-06-15"},
		{"date of the year after replaced", "1985-06-15", 1984, "", true, "1984"},
		{"date of the year before replaced", "1983-12-31", 1984, "", true, "1984"},
		{"year alone, same", "1984", 1984, "", true, "1984"},
		{"none", "", 1984, "", true, "1984"},
		{"the list's full date", "1984-06-15", 1984, "1984-07-01", true, "1984-07-01"},
		{"a list without births", "1985-06-15", 1984, "", false, "1985-06-15"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			e := Entry{BirthYear: tt.year, BirthDate: tt.date}
			if tt.gives {
				e.gives = givesBorn
			}
			p := e.Apply(tournament.Player{BirthDate: tt.had}, RatingKind{Type: rules.Standard})
			if p.BirthDate != tt.want {
				t.Errorf("birth date %q, want %q", p.BirthDate, tt.want)
			}
		})
	}
}
