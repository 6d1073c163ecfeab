package store

import (
	"errors"
	"fmt"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/rating"
	"arbiter/tournament/ratingreport"
)

// TestRatingOptions: a new file has none; K with its reason reads back,
// survives reopening, is undone as one action; a bad K is refused with
// nothing written.
func TestRatingOptions(t *testing.T) {
	s, ids := newEvent(t, 4)
	checkUnset(t, s, (*Store).RatingOptions, "new file")
	set := tournament.RatingOptions{K: map[int64]rating.PlayerK{ids[1]: {K: 40, Reason: rating.KNew}}, NormExemption: "zonal"}
	if err := s.SetRatingOptions(set); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []tournament.RatingOptions{
		{K: map[int64]rating.PlayerK{ids[0]: {K: 41, Reason: rating.KSet}}},
		{K: map[int64]rating.PlayerK{ids[0]: {K: 20, Reason: "friend"}}},
		{NormExemption: "club"},
	} {
		var e *engine.Message
		if err := s.SetRatingOptions(bad); !errors.As(err, &e) {
			t.Errorf("%+v: %v, want a translated error", bad, err)
		}
	}
	checkKeptThenUndone(t, s, (*Store).RatingOptions, set, tournament.RatingOptions{})
}

// TestRatingOptionsSayTheNationalList: saving the national list alone is
// told as the national list, in the history and the undo button, where it
// said "Rating settings changed (0 K factors set)"; switching it off says
// so, and a K set is told as before.
func TestRatingOptionsSayTheNationalList(t *testing.T) {
	s, ids := newEvent(t, 4)
	said := func() Step {
		t.Helper()
		log, err := s.Audit()
		if err != nil || len(log) == 0 {
			t.Fatal(err)
		}
		steps := log[len(log)-1].Steps
		return steps[len(steps)-1]
	}
	national := rating.NationalList{Name: "Eesti Maleliit", K: 20, Floor: 1000, Ratings: map[int64]int{ids[0]: 2650, ids[2]: 2560}}
	finnish := rating.NationalList{Name: "SSSL", Federation: "FIN", K: 20, Floor: 1000, Ratings: map[int64]int{ids[1]: 2000}}
	estonian := national
	estonian.Federation = "EST"
	for _, c := range []struct {
		name   string
		set    tournament.RatingOptions
		action string
		args   map[string]any
	}{
		// The window's box gives the K it keeps as an empty map, the file
		// none: a Finnish list saved so was told "0 K factors set".
		{"the list, no K", tournament.RatingOptions{NationalLists: []rating.NationalList{national}, K: map[int64]rating.PlayerK{}}, "ratings.national", map[string]any{"name": "Eesti Maleliit", "n": 2}},
		{"the list", tournament.RatingOptions{NationalLists: []rating.NationalList{{Name: "SSSL", K: 20, Floor: 1000, Ratings: map[int64]int{ids[0]: 2600}}}}, "ratings.national", map[string]any{"name": "SSSL", "n": 1}},
		{"the list again", tournament.RatingOptions{NationalLists: []rating.NationalList{national}}, "ratings.national", map[string]any{"name": "Eesti Maleliit", "n": 2}},
		{"two lists", tournament.RatingOptions{NationalLists: []rating.NationalList{finnish, estonian}}, "ratings.national", map[string]any{"name": "SSSL, Eesti Maleliit", "n": 3}},
		{"a K beside it", tournament.RatingOptions{NationalLists: []rating.NationalList{national}, K: map[int64]rating.PlayerK{ids[1]: {K: 40, Reason: rating.KNew}}}, "ratings.options", map[string]any{"k": 1}},
		{"the list off", tournament.RatingOptions{K: map[int64]rating.PlayerK{ids[1]: {K: 40, Reason: rating.KNew}}}, "ratings.national.off", nil},
	} {
		if err := s.SetRatingOptions(c.set); err != nil {
			t.Fatal(err)
		}
		step := said()
		if step.Action != c.action {
			t.Errorf("%s: told as %q, want %q", c.name, step.Action, c.action)
		}
		for k, v := range c.args {
			if fmt.Sprint(step.Args[k]) != fmt.Sprint(v) {
				t.Errorf("%s: %s = %v, want %v", c.name, k, step.Args[k], v)
			}
		}
	}
}

// TestAFileOfOneNationalListOpensWithIt: a file saved when an event rated
// one national list (testdata/v29-national-list.arbiter, made by the
// build before the lists were a set) held it under the rating options'
// old key; opened, it is upgraded (schemaNationalLists) and the list is
// the one list of the set, whole, under the key of the set alone, with
// the report that build gave; a second list saved beside it keeps both,
// and a build before the step refuses the file as newer rather than
// read it as rating no national list and drop the lists on saving.
func TestAFileOfOneNationalListOpensWithIt(t *testing.T) {
	s := openUpgraded(t, copiedFile(t, filepath.Join("testdata", "v29-national-list.arbiter")))
	if u := s.Upgraded(); u == nil || u.From != 29 {
		t.Fatalf("the upgrade of the version 29 file: %+v", u)
	}
	o, err := s.RatingOptions()
	if err != nil {
		t.Fatal(err)
	}
	want := []rating.NationalList{{Name: "SSSL", K: 20, Floor: 1000, Ratings: map[int64]int{1: 1800, 2: 2000, 3: 1600}}}
	if !reflect.DeepEqual(o.NationalLists, want) {
		t.Fatalf("read %+v, want %+v", o.NationalLists, want)
	}
	if row := ratingOptionsRow(t, s); strings.Contains(row, `"national"`) {
		t.Errorf("the upgraded row still holds the old key: %s", row)
	}
	reports, _ := ratingreport.NationalReports(eventOf(t, s), o)
	var got []string
	for _, r := range reports {
		for _, p := range r.Players {
			got = append(got, fmt.Sprintf("%d %d→%d", p.Number, p.Rating, p.New))
		}
	}
	if wantRep := []string{"1 1800→1800", "2 2000→2002", "3 1600→1598", "4 0→0"}; !slices.Equal(got, wantRep) {
		t.Errorf("the report: %v, want %v", got, wantRep)
	}
	o.NationalLists[0].Federation = "FIN"
	o.NationalLists = append(o.NationalLists, rating.NationalList{Name: "EML", Federation: "EST", K: 15, Floor: 1000, Ratings: map[int64]int{3: 1650}})
	if err := s.SetRatingOptions(o); err != nil {
		t.Fatal(err)
	}
	if got, err := s.RatingOptions(); err != nil || !reflect.DeepEqual(got, o) {
		t.Errorf("read back %+v (%v), want %+v", got, err, o)
	}
	refusedBefore(t, s, schemaNationalLists, "a build before the national lists were a set")
}

// TestNationalListsUpgrade: the step moves an older file's one list
// under the key of the set, the K set and the exemption beside it kept;
// a file this build saved before the step keeps its lists as they are.
func TestNationalListsUpgrade(t *testing.T) {
	sssl := rating.NationalList{Name: "SSSL", K: 20, Floor: 1000, Ratings: map[int64]int{1: 1800}}
	eml := rating.NationalList{Name: "EML", Federation: "EST", K: 15, Floor: 1000, Ratings: map[int64]int{2: 1650}}
	fin := sssl
	fin.Federation = "FIN"
	k := map[int64]rating.PlayerK{2: {K: 40, Reason: rating.KNew}}
	for _, c := range []struct {
		name, row string
		want      tournament.RatingOptions
	}{
		{"the old key", `{"k":{"2":{"k":40,"reason":"new"}},"norm_exemption":"zonal","national":{"name":"SSSL","k":20,"floor":1000,"ratings":{"1":1800}}}`,
			tournament.RatingOptions{K: k, NormExemption: "zonal", NationalLists: []rating.NationalList{sssl}}},
		{"the set", `{"k":{"2":{"k":40,"reason":"new"}},"national_lists":[{"name":"SSSL","federation":"FIN","k":20,"floor":1000,"ratings":{"1":1800}},{"name":"EML","federation":"EST","k":15,"floor":1000,"ratings":{"2":1650}}]}`,
			tournament.RatingOptions{K: k, NationalLists: []rating.NationalList{fin, eml}}},
	} {
		s := upgraded(t, slices.Index(migrations, schemaNationalLists), `INSERT INTO meta(key, value) VALUES ('rating-options', '`+c.row+`')`)
		if got, err := s.RatingOptions(); err != nil || !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: upgraded %+v (%v), want %+v", c.name, got, err, c.want)
		}
		if row := ratingOptionsRow(t, s); strings.Contains(row, `"national"`) {
			t.Errorf("%s: the upgraded row holds the old key: %s", c.name, row)
		}
	}
}

// ratingOptionsRow is the rating options' row as the file holds it.
func ratingOptionsRow(t *testing.T, s *Store) string {
	t.Helper()
	var row string
	if err := s.db.QueryRow(`SELECT value FROM meta WHERE key = ?`, ratingOptionsKey).Scan(&row); err != nil {
		t.Fatal(err)
	}
	return row
}
