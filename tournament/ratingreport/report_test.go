package ratingreport

import (
	"encoding/json"
	"errors"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/internal/testevent"
	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/rating"
	"arbiter/tournament/schedule"
	"arbiter/tournament/standings"
)

// ratingEvent: four players, three rounds by hand.
//
//	101 2000, born 1990          102 2450 (K 10)
//	103 1800, born 2010 (16 at the start: under 18, K 40)
//	104 unrated, IM title ignored for an unrated player
func ratingEvent() *tournament.Event {
	ev := testfield.Field(4, tournament.RoundRobin)
	ev.Settings.StartDate = "2026-06-01"
	ev.Players[0].Rating, ev.Players[0].BirthDate = 2000, "1990"
	ev.Players[1].Rating = 2450
	ev.Players[2].Rating, ev.Players[2].BirthDate = 1800, "2010-07-15"
	ev.Players[3].Rating, ev.Players[3].Title = 0, "IM"
	ev.Rounds = []tournament.Round{
		{Number: 1, Pairings: []tournament.Pairing{
			{Round: 1, Board: 1, White: 101, Black: 102, Result: tournament.Draw},
			{Round: 1, Board: 2, White: 103, Black: 104, Result: tournament.WhiteWins},
		}},
		{Number: 2, Pairings: []tournament.Pairing{
			{Round: 2, Board: 1, White: 101, Black: 103, Result: tournament.WhiteForfeitWin},
			{Round: 2, Board: 2, White: 102, Black: 104, Result: tournament.Draw},
		}},
		{Number: 3, Pairings: []tournament.Pairing{
			{Round: 3, Board: 1, White: 104, Black: 101, Result: tournament.BlackWins},
			{Round: 3, Board: 2, White: 102, Black: 103, Result: tournament.BlackWins},
		}},
	}
	return ev
}

func TestRatingReport(t *testing.T) {
	rows := Of(ratingEvent(), tournament.RatingOptions{})
	byID := map[int64]Row{}
	for _, r := range rows {
		byID[r.ID] = r
	}
	// 101 (2000, K 20 by rating): only the draw with 2450 counts; the
	// forfeit win over 103 and the win over unrated 104 are left out.
	// D = −450, capped −400 → PD 0.08; 0.5 − 0.08 = +0.42; × 20 = +8.4.
	// Performance: one opponent 2450, 50 % → dp 0 → 2450.
	want101 := Row{ID: 101, Number: 1, Name: "Player 1", Rating: 2000, KRule: 20, KReason: rating.KStandard,
		Change: rating.Change{K: 20, Games: 1, Points: 1, Expected: 8, Change: 8.4}, ARO: 2450, TPR: 2450}
	if !reflect.DeepEqual(byID[101], want101) {
		t.Errorf("101 = %+v\nwant %+v", byID[101], want101)
	}
	// 102 (2450, K 10): draw with 2000 (D +450, capped +400 →
	// PD 0.92) and a loss to 1800 (D +650 → 400, PD 0.92); the draw with
	// unrated 104 is left out. 0.5 − 1.84 = −1.34; × 10 = −13.4.
	// ARO (2000 + 1800) / 2 = 1900; 25 % → dp −193; TPR 1707.
	if r := byID[102]; r.KRule != 10 || r.K != 10 || r.KReason != rating.KElite || r.Games != 2 || r.Expected != 184 ||
		r.Change.Change != -13.4 || r.ARO != 1900 || r.TPR != 1707 {
		t.Errorf("102 = %+v", r)
	}
	// 103 (1800, born 15 July 2010: 15 on 1 June 2026 → under 18 below 2300,
	// K 40): the win over unrated 104 and the forfeit loss are left out;
	// the win over 2450: D −650 → −400, PD 0.08; 1 − 0.08 = 0.92; × 40 = +36.8.
	if r := byID[103]; r.KRule != 40 || r.KReason != rating.KJunior || r.Games != 1 || r.Change.Change != 36.8 {
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
	for _, r := range Of(ev, tournament.RatingOptions{K: ks}) {
		if r.ID == 101 && (r.KRule != 40 || r.K != 40 || r.KReason != rating.KSet || r.Change.Change != 16.8) {
			t.Errorf("101 with K 40 = %+v", r)
		}
	}
	for _, bad := range []string{"1", "9=40", "1=0", "1=41", "x=20"} {
		_, err := ParseKSet(ev, []string{bad})
		var e *engine.Message
		if !errors.As(err, &e) || e.MessageKey() != "ratings.err.kset" {
			t.Errorf("%q: error %v, want ratings.err.kset", bad, err)
		}
	}
}

// TestB02_8_3_3JuniorToEndOfYearOf18thBirthday: K 40 for players "until
// the end of the year of their 18th birthday, as long as their rating
// remains under 2300" (8.3.3). The year decides, so a birth year alone
// (what FIDE publishes) counts the same as a full date.
func TestB02_8_3_3JuniorToEndOfYearOf18thBirthday(t *testing.T) {
	for _, c := range []struct {
		birth, on string
		want      bool
	}{
		{"2008-06-02", "2026-06-01", true},  // 18 tomorrow: 2008 + 18 = 2026
		{"2008-06-01", "2026-06-01", true},  // 18 today, still 2026
		{"2008-01-01", "2026-12-31", true},  // 18 since January: the year's last day
		{"2008-12-31", "2027-01-01", false}, // 2027 > 2008 + 18
		{"2008", "2026-06-01", true},        // a year alone: the same answer
		{"2008", "2026-12-31", true},
		{"2008", "2027-01-01", false},
		{"2007/12/31", "2026-01-01", false}, // 2007 + 18 = 2025 < 2026
		{"", "2026-06-01", false},
		{"2009", "", false},
		{"20x9", "2026-06-01", false},
	} {
		if got := junior(c.birth, c.on); got != c.want {
			t.Errorf("junior(%q, %q) = %v, want %v", c.birth, c.on, got, c.want)
		}
	}
}

// TestB02_8_3_3JuniorKInTheReport: a 2000 player born in 2008, in an event
// of 2026 (his 18th birthday year), keeps K 40 with a birth year alone as
// with a full date. Four games against 2000: 3 wins, 1 draw; D 0 → PD 0.50
// each, expected 2.00; score 3.5; 1.5 × 40 = +60 (K 20 would give +30).
// Without event dates the report judges on today's date and says so.
func TestB02_8_3_3JuniorKInTheReport(t *testing.T) {
	for _, c := range []struct {
		birth, start, today string
		k                   int
		change              float64
		given               bool
	}{
		{"2008-11-30", "2026-11-23", "", 40, 60, true},
		{"2008", "2026-11-23", "", 40, 60, true},
		{"2008", "2027-01-02", "", 20, 30, true},
		{"2008", "", "2026-11-23", 40, 60, false},
		{"2008", "", "2027-03-01", 20, 30, false},
	} {
		ev := testfield.Field(5, tournament.RoundRobin)
		ev.Settings.StartDate = c.start
		for i := range ev.Players {
			ev.Players[i].Rating = 2000
		}
		ev.Players[0].BirthDate = c.birth
		res := []tournament.Result{tournament.WhiteWins, tournament.WhiteWins, tournament.WhiteWins, tournament.Draw}
		for r := range 4 {
			ev.Rounds = append(ev.Rounds, tournament.Round{Number: r + 1, Pairings: []tournament.Pairing{{Round: r + 1, Board: 1, White: 101, Black: int64(102 + r), Result: res[r]}}})
		}
		if c.today != "" {
			d, _ := time.Parse(time.DateOnly, c.today)
			defer func(f func() time.Time) { today = f }(today)
			today = func() time.Time { return d }
		}
		if date, given := KAgeDate(ev); given != c.given || (!given && date != c.today) {
			t.Errorf("%+v: KAgeDate = %s, %v", c, date, given)
		}
		r := Of(ev, tournament.RatingOptions{})[0]
		if r.K != c.k || r.Expected != 200 || r.Change.Change != c.change {
			t.Errorf("%+v: K %d, expected %d, change %+.1f", c, r.K, r.Expected, r.Change.Change)
		}
	}
}

// The report's performance and the TPR and ARO tie-breaks are one
// definition: on a field where every game was played between rated
// players they agree for everyone.
func TestRatingReportAgreesWithTPRTieBreak(t *testing.T) {
	// A four-player round robin (ids 101…104, ratings 2010…2040): 1-4
	// 1-0, 2-3 ½ | 4-3 0-1, 1-2 ½ | 2-4 ½, 3-1 ½.
	ev := testfield.Field(4, tournament.RoundRobin)
	game := func(round, board int, w, b int64, r tournament.Result) tournament.Pairing {
		return tournament.Pairing{Round: round, Board: board, White: w, Black: b, Result: r}
	}
	ev.Rounds = []tournament.Round{
		{Number: 1, Pairings: []tournament.Pairing{game(1, 1, 101, 104, tournament.WhiteWins), game(1, 2, 102, 103, tournament.Draw)}},
		{Number: 2, Pairings: []tournament.Pairing{game(2, 1, 104, 103, tournament.BlackWins), game(2, 2, 101, 102, tournament.Draw)}},
		{Number: 3, Pairings: []tournament.Pairing{game(3, 1, 102, 104, tournament.Draw), game(3, 2, 103, 101, tournament.Draw)}},
	}
	ev.Settings.TieBreaks = []string{"aro", "tpr"}
	rows := map[int64]standings.Row{}
	for _, r := range standings.Of(ev).Rows {
		rows[r.ID] = r
	}
	for _, r := range Of(ev, tournament.RatingOptions{}) {
		tb := rows[r.ID].TieBreaks
		if tb[0].Text != strconv.Itoa(r.ARO) || tb[1].Text != strconv.Itoa(r.TPR) {
			t.Errorf("player %d: tie-breaks ARO %s TPR %s, report %d %d", r.ID, tb[0].Text, tb[1].Text, r.ARO, r.TPR)
		}
	}
}

func TestNationalReport(t *testing.T) {
	ev := ratingEvent()
	if reports, unlisted := NationalReports(ev, tournament.RatingOptions{}); reports != nil || unlisted != nil {
		t.Fatalf("off by default: %+v %+v", reports, unlisted)
	}
	opts := tournament.RatingOptions{NationalLists: []rating.NationalList{{Name: "SSSL", K: 20, Floor: 1000, Ratings: map[int64]int{101: 1800, 102: 2000, 103: 1600}}}}
	byID := map[int64]NationalRow{}
	for _, r := range oneList(t, ev, opts) {
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
	// The floor: at 1990, 102's 1976 is held at 1990. At 1805 the rows
	// say whom the floor, not his change, gave his new rating: 103 (1618
	// held at 1805), not 101, whose +5.2 reaches 1805 itself, nor 102.
	opts.NationalLists[0].Floor = 1990
	for _, r := range oneList(t, ev, opts) {
		if r.ID == 102 && r.New != 1990 {
			t.Errorf("floor 1990: %d", r.New)
		}
	}
	opts.NationalLists[0].Floor = 1805
	for _, r := range oneList(t, ev, opts) {
		if r.Floored != (r.ID == 103) || r.ID == 103 && r.New != 1805 {
			t.Errorf("floor 1805: %+v", r)
		}
	}
	for _, bad := range []rating.NationalList{{Name: "X", K: 101}, {Name: "X", K: 20, Floor: -1}, {K: 20}, {Name: "X", K: 20, Ratings: map[int64]int{101: 4000}}} {
		if err := (tournament.RatingOptions{NationalLists: []rating.NationalList{bad}}).Check(); err == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
}

// oneList is the report of an event's one national list, which a list of
// no federation makes of every player, leaving none unlisted.
func oneList(t *testing.T, ev *tournament.Event, opts tournament.RatingOptions) []NationalRow {
	t.Helper()
	reports, unlisted := NationalReports(ev, opts)
	if len(reports) != 1 || len(reports[0].Players) != len(ev.Players) || len(unlisted) != 0 {
		t.Fatalf("one list of every player: %+v, unlisted %+v", reports, unlisted)
	}
	return reports[0].Players
}

// TestTwoNationalListsRateEachItsOwnPlayers: a Helsinki open with
// Estonians and a Swede rates the Finnish list and the Estonian one, each
// of its federation's players, with its own K and floor. The seeds hold
// neither federation's rating rules, so the one rule the program has
// stands for both: a game counts on a list where both players are rated
// on it; each player's games against opponents off the list are told
// (OffList), and the Swede, whose federation has no list, is said.
//
//	101 FIN 1800, 102 FIN 2000 (SSSL, K 20); 103 EST 1600 (EML, K 15); 104 SWE
func TestTwoNationalListsRateEachItsOwnPlayers(t *testing.T) {
	ev := ratingEvent()
	for i, fed := range []string{"FIN", "fin", "EST", "SWE"} {
		ev.Players[i].Federation = fed
	}
	opts := tournament.RatingOptions{NationalLists: []rating.NationalList{
		{Name: "SSSL", Federation: "FIN", K: 20, Floor: 1000, Ratings: map[int64]int{101: 1800, 102: 2000}},
		{Name: "EML", Federation: "EST", K: 15, Floor: 1000, Ratings: map[int64]int{103: 1600}},
	}}
	if err := opts.Check(); err != nil {
		t.Fatal(err)
	}
	reports, unlisted := NationalReports(ev, opts)
	if len(reports) != 2 || reports[0].List.Name != "SSSL" || reports[1].List.Name != "EML" {
		t.Fatalf("reports: %+v", reports)
	}
	type want struct {
		id              int64
		games, new, off int
		change          float64
	}
	// SSSL: 101 and 102 drew (D ∓200 → 0.24 and 0.76, ±0.26 × 20);
	// 101's win over the Swede is off the list, his forfeit win over 103
	// no game; 102's draw with the Swede and loss to 103 are off it.
	// EML: 103 met no one rated on it: his wins over the Swede and over
	// 102 are off it.
	for i, rows := range [][]want{
		{{101, 1, 1805, 1, 5.2}, {102, 1, 1995, 2, -5.2}},
		{{103, 0, 1600, 2, 0}},
	} {
		got := reports[i].Players
		if len(got) != len(rows) {
			t.Fatalf("%s: %+v", reports[i].List.Name, got)
		}
		for j, w := range rows {
			r := got[j]
			if r.ID != w.id || r.Games != w.games || r.New != w.new || r.OffList != w.off || r.Change.Change != w.change {
				t.Errorf("%s: %+v, want %+v", reports[i].List.Name, r, w)
			}
		}
	}
	if len(unlisted) != 1 || unlisted[0].ID != 104 || unlisted[0].Federation != "SWE" {
		t.Errorf("unlisted: %+v", unlisted)
	}
	// Two lists of one federation, or one of none beside another, would
	// rate a player twice: refused.
	for _, bad := range [][]rating.NationalList{
		{{Name: "A", Federation: "FIN", K: 20}, {Name: "B", Federation: "fin", K: 20}},
		{{Name: "A", Federation: "FIN", K: 20}, {Name: "a", Federation: "EST", K: 20}},
		{{Name: "A", K: 20}, {Name: "B", Federation: "EST", K: 20}},
	} {
		if err := (tournament.RatingOptions{NationalLists: bad}).Check(); err == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
}

// TestParseNationalRepeated: --national given twice sets two lists, each
// rating goes to the player's federation's list or the one named, and a
// single NAME:K:FLOOR renames a file's one list of no federation as it
// always did.
func TestParseNationalRepeated(t *testing.T) {
	ev := ratingEvent()
	for i, fed := range []string{"FIN", "FIN", "EST", "SWE"} {
		ev.Players[i].Federation = fed
	}
	lists, err := ParseNational(ev, nil, []string{"SSSL:20:1000:fin", "EML:15:1000:EST"}, []string{"1=1800", "3=1600", "4=1500@EML"})
	if err != nil {
		t.Fatal(err)
	}
	want := []rating.NationalList{
		{Name: "SSSL", Federation: "FIN", K: 20, Floor: 1000, Ratings: map[int64]int{101: 1800}},
		{Name: "EML", Federation: "EST", K: 15, Floor: 1000, Ratings: map[int64]int{103: 1600, 104: 1500}},
	}
	if !reflect.DeepEqual(lists, want) {
		t.Errorf("got %+v, want %+v", lists, want)
	}
	// The Swede's rating named to no list is refused, not put on one.
	var m *engine.Message
	if _, err := ParseNational(ev, lists, nil, []string{"4=1500"}); !errors.As(err, &m) || m.Key != "ratings.err.national-which" {
		t.Errorf("a rating of no list: %v", err)
	}
	old := []rating.NationalList{{Name: "Old", K: 10, Floor: 900, Ratings: map[int64]int{101: 1700}}}
	one, err := ParseNational(ev, old, []string{"SSSL:20:1000"}, []string{"2=2000"})
	if err != nil || len(one) != 1 || one[0].Name != "SSSL" || one[0].K != 20 || len(one[0].Ratings) != 2 || len(old[0].Ratings) != 1 {
		t.Errorf("one list renamed: %+v %v (was %+v)", one, err, old)
	}
	off, err := ParseNational(ev, lists, []string{"off"}, nil)
	if err != nil || len(off) != 2 || off[0].On() || off[1].On() || len(off[1].Ratings) != 2 {
		t.Errorf("off keeps the lists' ratings: %+v %v", off, err)
	}
}

// TestRatingRowJSONKeys: "k" is the K used, after the 700 rule of 8.3.3
// (18 games at K 40: 40 × 18 = 720 > 700 → 700 / 18 = 38), and
// "k_before_cap" the K of the rule or the arbiter before it; each key once.
func TestRatingRowJSONKeys(t *testing.T) {
	r := Row{ID: 1, Rating: 1500, KRule: 40, KReason: rating.KNew, Change: rating.Compute(1500, 40, eighteenDraws())}
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	if m["k"] != float64(38) || m["k_before_cap"] != float64(40) || strings.Count(string(b), `"k"`) != 1 {
		t.Errorf("JSON %s: want k 38, k_before_cap 40", b)
	}
}

func eighteenDraws() []rating.Game {
	var gs []rating.Game
	for range 18 {
		gs = append(gs, rating.Game{Opponent: 1500, HalfPoints: 1})
	}
	return gs
}

// TestKAgeDateFallsBackToTheFirstRound: without start or end date the
// first round's date is the event's; only without any is today assumed.
func TestKAgeDateFallsBackToTheFirstRound(t *testing.T) {
	ev := testfield.Field(4, tournament.RoundRobin)
	ev.Settings.StartDate, ev.Settings.EndDate = "", ""
	ev.Rounds = []tournament.Round{{Number: 1, Date: "2026-12-30"}}
	if d, given := KAgeDate(ev); d != "2026-12-30" || !given {
		t.Errorf("KAgeDate = %s, %v", d, given)
	}
	ev.Settings.EndDate = "2027-01-02"
	if d, given := KAgeDate(ev); d != "2027-01-02" || !given {
		t.Errorf("KAgeDate = %s, %v", d, given)
	}
}

// TestKAgeDateIsTheScheduledFirstRound: an event with no dates of its own
// whose first round is dated in its schedule judges a junior's K on that
// date, the one every sheet and page names for round 1 (schedule.Round),
// not on today's: a report made in January of a December event kept an
// 18-year-old's K 40 at 20, saying no date was given.
func TestKAgeDateIsTheScheduledFirstRound(t *testing.T) {
	ev := testfield.Field(4, tournament.RoundRobin)
	ev.Settings.StartDate, ev.Settings.EndDate = "", ""
	ev.Settings.Schedule = []tournament.RoundTime{{Round: 1, Date: "2026-12-30", Time: "18:00"}}
	ev.Rounds = []tournament.Round{{Number: 1}}
	defer func(f func() time.Time) { today = f }(today)
	today = func() time.Time { return time.Date(2027, 1, 5, 12, 0, 0, 0, time.UTC) }
	named := schedule.Round(ev, 1).Date
	if d, given := KAgeDate(ev); d != named || !given {
		t.Errorf("KAgeDate = %s, given %v; round 1 is dated %s", d, given, named)
	}
}

// TestUnratedGamesLeftOutOfTheRatingReport: a game that ended before each
// player had made a move (TRF W, D, L) was played over the board but is
// not sent for rating. Round 1: 1 beat 2 before a move, 4 beat 3 with
// Black; round 2: 4 and 1 drew before a move, 2 beat 3.
func TestUnratedGamesLeftOutOfTheRatingReport(t *testing.T) {
	ev := testfield.Field(4, tournament.SwissDutch)
	ev.Settings.Rounds = 2
	ev.Rounds = []tournament.Round{
		{Number: 1, Pairings: []tournament.Pairing{
			{Round: 1, Board: 1, White: 101, Black: 102, Result: tournament.WhiteWins, Unrated: true},
			{Round: 1, Board: 2, White: 103, Black: 104, Result: tournament.BlackWins},
		}},
		{Number: 2, Pairings: []tournament.Pairing{
			{Round: 2, Board: 1, White: 104, Black: 101, Result: tournament.Draw, Unrated: true},
			{Round: 2, Board: 2, White: 102, Black: 103, Result: tournament.WhiteWins},
		}},
	}
	rows := map[int64]Row{}
	for _, r := range Of(ev, tournament.RatingOptions{}) {
		rows[r.ID] = r
	}
	// Seat 1's two games both ended before a move: nothing to rate.
	if r := rows[101]; r.Games != 0 || r.ARO != 0 {
		t.Errorf("seat 1: %d rated games, ARO %d; want none", r.Games, r.ARO)
	}
	// Seat 2: only round 2's win over 3 is rated.
	if r := rows[102]; r.Games != 1 || r.Points != 2 || r.ARO != 2030 {
		t.Errorf("seat 2: %d games, %d half points, ARO %d; want 1, 2, 2030", r.Games, r.Points, r.ARO)
	}
}

// A blitz event with a junior: no title norm is judged (FIDE title norms
// are earned in standard play only; norms.StandardOnly says so on every
// report), while K stays that of 8.3.3, the junior's 40: FIDE rates rapid
// and blitz with the standard rules' K since 1 October 2022, the K of 20
// for everyone being the rule before.
func TestBlitzEventJuniorKAndNoTitleNorms(t *testing.T) {
	ev := testevent.Norm(t)
	ev.Settings.TimeControl = "3'+2\""
	junior := &ev.Players[1]
	junior.BirthDate = "2012-01-01"
	if junior.Rating >= 2300 {
		junior.Rating = 2250
	}
	for _, r := range Of(ev, tournament.RatingOptions{}) {
		if len(r.Norms) > 0 || len(r.NormGames) > 0 {
			t.Errorf("%s: title norms judged in a blitz event: %+v", r.Name, r.Norms)
		}
		if r.ID == junior.ID && (r.KRule != 40 || r.KReason != rating.KJunior) {
			t.Errorf("%s, a junior rated %d: K %d (%s), want 40 (junior)", r.Name, r.Rating, r.KRule, r.KReason)
		}
	}
	ev.Settings.TimeControl = "90'+30\""
	met := false
	for _, r := range Of(ev, tournament.RatingOptions{}) {
		for _, n := range r.Norms {
			met = met || n.Met
		}
	}
	if !met {
		t.Error("the same event in standard play: no title norm met")
	}
}

// TestB02_8_3_3AnIMsRapidKIsHisRapidRatings: K 10 is for a player whose
// published rating has reached 2400 (B.02 8.3.3), and since 1 October 2022
// the rapid and blitz lists take K by the same rules, each of its own
// rating. An IM or GM title vouches for 2400 reached on the standard list
// only: an IM rated 2350 on the rapid list was given K 10 ("2400
// reached") in a rapid event, halving his rating change; in a standard
// event his title still gives him 10.
func TestB02_8_3_3AnIMsRapidKIsHisRapidRatings(t *testing.T) {
	ev := ratingEvent()
	im := &ev.Players[0]
	im.Title, im.Rating = "IM", 2350
	for _, c := range []struct {
		control string
		k       int
		reason  rating.KReason
	}{
		{"15+10", 20, rating.KStandard},
		{"3+2", 20, rating.KStandard},
		{"90+30", 10, rating.KElite},
		{"", 10, rating.KElite},
	} {
		ev.Settings.TimeControl = c.control
		for _, r := range Of(ev, tournament.RatingOptions{}) {
			if r.ID == im.ID && (r.KRule != c.k || r.KReason != c.reason) {
				t.Errorf("an IM rated 2350, time control %q: K %d (%s), want %d (%s)", c.control, r.KRule, r.KReason, c.k, c.reason)
			}
		}
	}
}
