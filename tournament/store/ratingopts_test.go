package store

import (
	"errors"
	"fmt"
	"path/filepath"
	"reflect"
	"testing"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/rating"
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
// build before the lists were a set) keeps it under its old key; it opens
// as the one list of the set, whole, and a second list saved beside it
// keeps both.
func TestAFileOfOneNationalListOpensWithIt(t *testing.T) {
	s, err := Open(copiedFile(t, filepath.Join("testdata", "v29-national-list.arbiter")))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	o, err := s.RatingOptions()
	if err != nil {
		t.Fatal(err)
	}
	want := []rating.NationalList{{Name: "SSSL", K: 20, Floor: 1000, Ratings: map[int64]int{1: 1800, 2: 2000, 3: 1600}}}
	if !reflect.DeepEqual(o.NationalLists, want) {
		t.Fatalf("read %+v, want %+v", o.NationalLists, want)
	}
	o.NationalLists[0].Federation = "FIN"
	o.NationalLists = append(o.NationalLists, rating.NationalList{Name: "EML", Federation: "EST", K: 15, Floor: 1000, Ratings: map[int64]int{3: 1650}})
	if err := s.SetRatingOptions(o); err != nil {
		t.Fatal(err)
	}
	if got, err := s.RatingOptions(); err != nil || !reflect.DeepEqual(got, o) {
		t.Errorf("read back %+v (%v), want %+v", got, err, o)
	}
}
