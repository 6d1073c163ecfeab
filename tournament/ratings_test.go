package tournament

import (
	"errors"
	"reflect"
	"strconv"
	"testing"

	"arbiter/tournament/rating"
)

// ratingEvent: four players, three rounds by hand.
//
//	101 2000, born 1990          102 2450 (K 10)
//	103 1800, born 2010 (16 at the start: under 18, K 40)
//	104 unrated, IM title ignored for an unrated player
func ratingEvent() *Event {
	ev := newField(4, RoundRobin)
	ev.Settings.StartDate = "2026-06-01"
	ev.Players[0].Rating, ev.Players[0].BirthDate = 2000, "1990"
	ev.Players[1].Rating = 2450
	ev.Players[2].Rating, ev.Players[2].BirthDate = 1800, "2010-07-15"
	ev.Players[3].Rating, ev.Players[3].Title = 0, "IM"
	ev.Rounds = []Round{
		{Number: 1, Pairings: []Pairing{
			{Round: 1, Board: 1, White: 101, Black: 102, Result: Draw},
			{Round: 1, Board: 2, White: 103, Black: 104, Result: WhiteWins},
		}},
		{Number: 2, Pairings: []Pairing{
			{Round: 2, Board: 1, White: 101, Black: 103, Result: WhiteForfeitWin},
			{Round: 2, Board: 2, White: 102, Black: 104, Result: Draw},
		}},
		{Number: 3, Pairings: []Pairing{
			{Round: 3, Board: 1, White: 104, Black: 101, Result: BlackWins},
			{Round: 3, Board: 2, White: 102, Black: 103, Result: BlackWins},
		}},
	}
	return ev
}

func TestRatingReport(t *testing.T) {
	rows := RatingReport(ratingEvent(), RatingOptions{})
	byID := map[int64]RatingRow{}
	for _, r := range rows {
		byID[r.ID] = r
	}
	// 101 (2000, K 20 by rating): only the draw with 2450 counts; the
	// forfeit win over 103 and the win over unrated 104 are left out.
	// D = −450, capped −400 → PD 0.08; 0.5 − 0.08 = +0.42; × 20 = +8.4.
	// Performance: one opponent 2450, 50 % → dp 0 → 2450.
	want101 := RatingRow{ID: 101, Number: 1, Name: "Player 1", Rating: 2000, K: 20, KReason: rating.KStandard,
		Change: rating.Change{K: 20, Games: 1, Points: 1, Expected: 8, Change: 8.4}, ARO: 2450, TPR: 2450}
	if !reflect.DeepEqual(byID[101], want101) {
		t.Errorf("101 = %+v\nwant %+v", byID[101], want101)
	}
	// 102 (2450, K 10): draw with 2000 (D +450, capped +400 →
	// PD 0.92) and a loss to 1800 (D +650 → 400, PD 0.92); the draw with
	// unrated 104 is left out. 0.5 − 1.84 = −1.34; × 10 = −13.4.
	// ARO (2000 + 1800) / 2 = 1900; 25 % → dp −193; TPR 1707.
	if r := byID[102]; r.K != 10 || r.KReason != rating.KElite || r.Games != 2 || r.Expected != 184 ||
		r.Change.Change != -13.4 || r.ARO != 1900 || r.TPR != 1707 {
		t.Errorf("102 = %+v", r)
	}
	// 103 (1800, born 15 July 2010: 15 on 1 June 2026 → under 18 below 2300,
	// K 40): the win over unrated 104 and the forfeit loss are left out;
	// the win over 2450: D −650 → −400, PD 0.08; 1 − 0.08 = 0.92; × 40 = +36.8.
	if r := byID[103]; r.K != 40 || r.KReason != rating.KJunior || r.Games != 1 || r.Change.Change != 36.8 {
		t.Errorf("103 = %+v", r)
	}
	// 104 unrated: no K, no change; performance over its rated opponents
	// 1800, 2450, 2000: ARO 6250 / 3 = 2083; ½ of 3 = 17 % → dp −273; 1810.
	// Initial rating (8.2): with two hypothetical 1800 draws,
	// (6250 + 3600) / 5 = 1970; 1½ of 5 = 30 % → dp −149; 1821, but on
	// 3 games only: not published.
	if r := byID[104]; r.K != 0 || r.Change.Change != 0 || r.Games != 3 || r.Points != 1 || r.ARO != 2083 || r.TPR != 1810 ||
		r.Initial == nil || *r.Initial != (rating.Initial{Rating: 1821}) {
		t.Errorf("104 = %+v (initial %+v)", r, r.Initial)
	}
	if byID[101].Initial != nil {
		t.Error("a rated player got an initial rating")
	}
}

func TestRatingReportKSet(t *testing.T) {
	ev := ratingEvent()
	ks, err := ParseKSet(ev, []string{"1=40"})
	if err != nil {
		t.Fatal(err)
	}
	// 101 new to the list: K 40; +0.42 × 40 = +16.8.
	for _, r := range RatingReport(ev, RatingOptions{K: ks}) {
		if r.ID == 101 && (r.K != 40 || r.KReason != rating.KSet || r.Change.Change != 16.8) {
			t.Errorf("101 with K 40 = %+v", r)
		}
	}
	for _, bad := range []string{"1", "9=40", "1=0", "1=41", "x=20"} {
		_, err := ParseKSet(ev, []string{bad})
		var e *Error
		if !errors.As(err, &e) || e.MessageKey() != "ratings.err.kset" {
			t.Errorf("%q: error %v, want ratings.err.kset", bad, err)
		}
	}
}

func TestUnder18(t *testing.T) {
	for _, c := range []struct {
		birth, on string
		want      bool
	}{
		{"2008-06-02", "2026-06-01", true}, // 18th birthday tomorrow
		{"2008-06-01", "2026-06-01", false},
		{"2008", "2026-06-01", false}, // a year alone counts from 1 January
		{"2009", "2026-06-01", true},
		{"", "2026-06-01", false},
		{"2009", "", false},
	} {
		if got := under18(c.birth, c.on); got != c.want {
			t.Errorf("under18(%q, %q) = %v", c.birth, c.on, got)
		}
	}
}

// The report's performance and the TPR and ARO tie-breaks are one
// definition: on a field where every game was played between rated
// players they agree for everyone.
func TestRatingReportAgreesWithTPRTieBreak(t *testing.T) {
	ev := fourPlayers(t)
	ev.Settings.TieBreaks = []string{"aro", "tpr"}
	rows := rowsByID(Standings(ev))
	for _, r := range RatingReport(ev, RatingOptions{}) {
		tb := rows[r.ID].TieBreaks
		if tb[0].Text != strconv.Itoa(r.ARO) || tb[1].Text != strconv.Itoa(r.TPR) {
			t.Errorf("player %d: tie-breaks ARO %s TPR %s, report %d %d", r.ID, tb[0].Text, tb[1].Text, r.ARO, r.TPR)
		}
	}
}

func TestNationalReport(t *testing.T) {
	ev := ratingEvent()
	if rows := NationalReport(ev, RatingOptions{}); rows != nil {
		t.Fatalf("off by default: %+v", rows)
	}
	opts := RatingOptions{National: NationalList{Name: "SSSL", K: 20, Floor: 1000, Ratings: map[int64]int{101: 1800, 102: 2000, 103: 1600}}}
	byID := map[int64]NationalRow{}
	for _, r := range NationalReport(ev, opts) {
		byID[r.ID] = r
	}
	// 101 (1800): the draw with 102 (2000) only — the forfeit over 103 and
	// the win over 104, not on the list, are left out. D −200 → PD 0.24;
	// 0.5 − 0.24 = +0.26 × 20 = +5.2 → 1805.2 → 1805.
	// 102 (2000): draw with 1800 (+200 → 0.76, −0.26), loss to 1600 (+400
	// → 0.92, −0.92): −1.18 × 20 = −23.6 → 1976.4 → 1976.
	// 103 (1600): the win over 2000: −400 → 0.08, +0.92 × 20 = +18.4 → 1618.
	for id, want := range map[int64][2]float64{101: {5.2, 1805}, 102: {-23.6, 1976}, 103: {18.4, 1618}} {
		if r := byID[id]; r.Change.Change != want[0] || float64(r.New) != want[1] {
			t.Errorf("%d: %+v, want %v", id, r, want)
		}
	}
	if r := byID[104]; r.Rating != 0 || r.New != 0 {
		t.Errorf("104, not on the list: %+v", r)
	}
	// The floor: at 1990, 102's 1976 is held at 1990.
	opts.National.Floor = 1990
	for _, r := range NationalReport(ev, opts) {
		if r.ID == 102 && r.New != 1990 {
			t.Errorf("floor 1990: %d", r.New)
		}
	}
	for _, bad := range []NationalList{{Name: "X", K: 101}, {Name: "X", K: 20, Floor: -1}, {K: 20}, {Name: "X", K: 20, Ratings: map[int64]int{101: 4000}}} {
		if err := CheckRatingOptions(RatingOptions{National: bad}); err == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
}
