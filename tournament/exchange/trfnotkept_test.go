package exchange

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/internal/testdir"
	"arbiter/internal/testfield"
	"arbiter/internal/testform"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/rating"
	"arbiter/tournament/standings"
	"arbiter/tournament/trf"
)

// TestTRFNotKeptNamesClubsAndCategories: a report has no field for a
// player's club or 1953 category, so an export of players who have them
// says how many are not written, in either edition, and a report read
// back indeed lacks them; an event without them is told nothing (the
// export used to drop them without a word: an ICU report's clubs, read
// from its federation column, were gone after one export).
func TestTRFNotKeptNamesClubsAndCategories(t *testing.T) {
	ev := openSwiss(t, 5)
	for _, v := range []trf.Version{trf.TRF2026, trf.TRF16} {
		if lost := TRFNotKept(ev, TRFOptions{Version: v}); len(lost) != 0 {
			t.Errorf("TRF-%d, no clubs or categories: %v", v, lost)
		}
	}
	ev.Players[0].Club, ev.Players[1].Club, ev.Players[2].Club = "Tartu SK", "Kalev", "HSK"
	ev.Players[1].Category, ev.Players[3].Category = tournament.CategoryI, tournament.CategoryI+1
	for _, v := range []trf.Version{trf.TRF2026, trf.TRF16} {
		lost := TRFNotKept(ev, TRFOptions{Version: v})
		for key, n := range map[string]int{"event.trf.export.clubs": 3, "event.trf.export.categories": 2} {
			if !slices.ContainsFunc(lost, func(m engine.Message) bool { return m.Key == key && fmt.Sprint(m.Args["n"]) == fmt.Sprint(n) }) {
				t.Errorf("TRF-%d: %v, want %s for %d players", v, lost, key, n)
			}
		}
	}
	back := readAs(t, ReadTRFReport, ExportTRF(ev, TRFOptions{}))
	for _, p := range back.Event.Players {
		if p.Club != "" || p.Category != tournament.Unclassified {
			t.Errorf("read back: %s has club %q, category %v, which the report cannot hold: the note would be false", p.Name, p.Club, p.Category)
		}
	}
}

// TestTRFNotKeptNamesTheRules: a report has no record of the rules an
// event is played under, and an import of it is played under the FIDE
// Laws of Chess 2023: an export of an event under the 1953 code says its
// rules are not written, in either edition, naming them, and the report
// read back is indeed under the FIDE Laws; the 1953 round robin came back
// a FIDE one without a word, and its classification norms were refused.
func TestTRFNotKeptNamesTheRules(t *testing.T) {
	ev := openSwiss(t, 5)
	ev.Settings.SetRuleset(rules.USSR1953)
	for _, v := range []trf.Version{trf.TRF2026, trf.TRF16} {
		lost := TRFNotKept(ev, TRFOptions{Version: v})
		if !slices.ContainsFunc(lost, func(m engine.Message) bool {
			named, ok := m.Args["rules"].(engine.Message)
			return m.Key == "event.trf.export.rules" && ok && named.Key == "rules.ruleset.ussr1953"
		}) {
			t.Errorf("TRF-%d: %v, want event.trf.export.rules naming the 1953 code", v, lost)
		}
	}
	if back := readAs(t, ReadTRFReport, ExportTRF(ev, TRFOptions{})); back.Event.Settings.Ruleset != rules.FIDE2023 {
		t.Errorf("read back under %s, where the note says the FIDE Laws", back.Event.Settings.Ruleset)
	}
	ev.Settings.SetRuleset(rules.FIDE2023)
	if lost := TRFNotKept(ev, TRFOptions{}); slices.Contains(testform.Keys(lost), "event.trf.export.rules") {
		t.Errorf("under the FIDE Laws: %v", lost)
	}
}

// TestTRFLongNameKeptWhole: a name longer than a player line's 33
// characters is cut there, as the format asks, kept whole in Arbiter's XXN
// record, which an import reads back, and the export says how many it cut;
// the name came back cut, without a word of it.
func TestTRFLongNameKeptWhole(t *testing.T) {
	ev := openSwiss(t, 5)
	long := "Wolfeschlegelsteinhausenbergerdorff, Hubert Blaine Maximilian"
	ev.Players[2].SetNames(input.SplitFamilyFirst(long))
	ev.Players[3].SetNames(input.SplitFamilyFirst("Õunapuu-Wolfeschlegelsteinhausen, Tõnis Märt"))
	for _, v := range []trf.Version{trf.TRF2026, trf.TRF16} {
		lost := TRFNotKept(ev, TRFOptions{Version: v})
		if !slices.ContainsFunc(lost, func(m engine.Message) bool {
			return m.Key == "event.trf.export.names-cut" && fmt.Sprint(m.Args["n"]) == "2"
		}) {
			t.Errorf("TRF-%d: %v, want event.trf.export.names-cut for 2 players", v, lost)
		}
		for _, utf8 := range []bool{false, true} {
			back := readAs(t, ReadTRFReport, ExportTRF(ev, TRFOptions{Version: v, UTF8: utf8}))
			var names []string
			for _, p := range back.Event.Players {
				names = append(names, p.FamilyFirst())
			}
			for i := 2; i <= 3; i++ {
				if want := ev.Players[i].FamilyFirst(); !slices.Contains(names, want) {
					t.Errorf("TRF-%d, UTF-8 %v: read back %q, not %q", v, utf8, names, want)
				}
			}
		}
	}
}

// TestTeamTRFLongNameKeptWhole: a team event's report keeps a long name
// whole as an individual event's does (TestTRFLongNameKeptWhole).
func TestTeamTRFLongNameKeptWhole(t *testing.T) {
	_, rep := teamTRFFile(t, "arbiter-rr6.trf")
	ev := rep.Event
	long := "Wolfeschlegelsteinhausenbergerdorff, Hubert Blaine Maximilian"
	ev.Players[0].SetNames(input.SplitFamilyFirst(long))
	for _, v := range []trf.Version{trf.TRF2026, trf.TRF16} {
		for _, utf8 := range []bool{false, true} {
			back := readAs(t, ReadTeamTRFReport, ExportTRF(ev, TRFOptions{Version: v, UTF8: utf8}))
			if !slices.ContainsFunc(back.Event.Players, func(p tournament.Player) bool { return p.FamilyFirst() == long }) {
				t.Errorf("TRF-%d, UTF-8 %v: %q not read back whole", v, utf8, long)
			}
		}
	}
}

// TestTRFNotKeptNamesTheRatingOptions: the event's rating options have no
// record in either edition: a K the arbiter set, the exemption from the
// title norms' federation rules and a national list with its ratings are
// each named as not written, with how many players' K and national
// ratings; an event without them is told nothing of them. A report read
// back and rated again gave other rating changes (K derived again) and no
// national list, without a word at the export.
func TestTRFNotKeptNamesTheRatingOptions(t *testing.T) {
	ev := openSwiss(t, 5)
	keys := []string{"event.trf.export.k", "event.trf.export.exemption", "event.trf.export.national"}
	for _, v := range []trf.Version{trf.TRF2026, trf.TRF16} {
		for _, m := range TRFNotKept(ev, TRFOptions{Version: v}) {
			if slices.Contains(keys, m.Key) {
				t.Errorf("TRF-%d, no rating options: %v", v, m)
			}
		}
	}
	ro := tournament.RatingOptions{
		K:             map[int64]rating.PlayerK{ev.Players[0].ID: {K: 40, Reason: rating.KNew}, ev.Players[1].ID: {K: 20, Reason: rating.KSet}},
		NormExemption: "zonal",
		NationalLists: []rating.NationalList{{Name: "SSSL", K: 20, Floor: 1000, Ratings: map[int64]int{ev.Players[2].ID: 1800, ev.Players[3].ID: 1900, ev.Players[4].ID: 2000}}},
	}
	for _, v := range []trf.Version{trf.TRF2026, trf.TRF16} {
		lost := TRFNotKept(ev, TRFOptions{Version: v, Rating: ro})
		for key, n := range map[string]string{"event.trf.export.k": "2", "event.trf.export.exemption": "<nil>", "event.trf.export.national": "3"} {
			if !slices.ContainsFunc(lost, func(m engine.Message) bool { return m.Key == key && fmt.Sprint(m.Args["n"]) == n }) {
				t.Errorf("TRF-%d: %v, want %s (n %s)", v, lost, key, n)
			}
		}
	}
}

// TestTRFImportNamesThePlacesNotKept: the places a report's player lines
// give (columns 86–89) are not kept, as Arbiter ranks the results by its
// own tie-breaks; where they differ from the standings here, one note
// names the players and both places, and where they agree (FIDE's
// example, Arbiter's own export of four rounds read back) nothing is said. The import
// used to drop them without a word.
func TestTRFImportNamesThePlacesNotKept(t *testing.T) {
	fide := testdir.Read(t, filepath.Join("..", "testdata", "fide-example-layout.trf"))
	ranked := func(ranks map[int]int) []byte {
		lines := strings.FieldsFunc(string(fide), func(r rune) bool { return r == '\r' || r == '\n' })
		for i, l := range lines {
			var id int
			if _, err := fmt.Sscanf(l, "001 %d", &id); err == nil && ranks[id] != 0 {
				lines[i] = l[:85] + fmt.Sprintf("%4d", ranks[id]) + l[89:]
			}
		}
		return trfText(lines...)
	}
	places := func(data []byte) []string {
		var got []string
		for _, n := range readAs(t, ReadTRFReport, data).Notes {
			if n.Key == "event.trf.places" {
				got = append(got, fmt.Sprint(n.Args["n"], " of ", n.Args["total"], ": ", n.Args["players"]))
			}
		}
		return got
	}
	if got := places(fide); got != nil {
		t.Errorf("FIDE's example, ranked as Arbiter ranks it: %q, want no note", got)
	}
	want := "2 of 6: 1 Juan Acosta 2 → 1; 2 Anna Baker 1 → 2"
	if got := places(ranked(map[int]int{1: 2, 2: 1})); len(got) != 1 || got[0] != want {
		t.Errorf("the two leaders' places swapped: %q, want %q", got, want)
	}
	ev := openSwiss(t, 5)
	playSwiss(t, ev, 4, tournament.SwissOptions{}, func(r, b int) tournament.Result {
		return []tournament.Result{tournament.WhiteWins, tournament.Draw, tournament.BlackWins}[(b+r)%3]
	})
	if got := places([]byte(ExportTRF(ev, TRFOptions{}))); got != nil {
		t.Errorf("Arbiter's own report read back: %q, want no note", got)
	}
}

// TestTRFExportRanksThePointsItWrites: exported in the middle of a round,
// a report's rank column places the players by the points its lines
// state, the round's results entered so far among them: a player with
// more points is never ranked below one with fewer. The ranks were the
// standings after the last complete round while the points counted the
// round in play, so that the file contradicted itself, and its own
// import then named every such player's place as not kept.
func TestTRFExportRanksThePointsItWrites(t *testing.T) {
	ev := openSwiss(t, 5)
	playSwiss(t, ev, 3, tournament.SwissOptions{}, func(r, b int) tournament.Result {
		if r == 3 && b > 1 {
			return tournament.NoResult
		}
		return []tournament.Result{tournament.WhiteWins, tournament.Draw, tournament.BlackWins}[(b+r)%3]
	})
	data := ExportTRF(ev, TRFOptions{})
	parsed := readAs(t, trf.Parse, data)
	for _, a := range parsed.Players {
		for _, b := range parsed.Players {
			if a.Points > b.Points && a.Rank >= b.Rank {
				t.Errorf("%s has %v points, ranked %d; %s has %v, ranked %d", a.Name, a.Points, a.Rank, b.Name, b.Points, b.Rank)
			}
		}
	}
	for _, n := range readAs(t, ReadTRFReport, data).Notes {
		if n.Key == "event.trf.places" {
			t.Errorf("read back: %v", n.Args)
		}
	}
}

// notKeptKeys are the keys among keys of what an export of ev in edition
// v says it leaves out (TRFNotKept), in the order it says them.
func notKeptKeys(ev *tournament.Event, v trf.Version, keys ...string) []string {
	var ks []string
	for _, m := range TRFNotKept(ev, TRFOptions{Version: v}) {
		if slices.Contains(keys, m.Key) {
			ks = append(ks, m.Key)
		}
	}
	return ks
}

// TestTRFNotKeptNamesTheRulesAtTheBoard: a report has no record of the
// event's rules at the board: an export of a FIDE-rated event says the
// setting is not written, and of one with other rules at the board set
// that they are not, in either edition; the report read back has none of
// them. A FIDE-rated event came back not FIDE-rated, its rating report
// refused, without a word.
func TestTRFNotKeptNamesTheRulesAtTheBoard(t *testing.T) {
	ev := openSwiss(t, 5)
	keys := func(v trf.Version) []string {
		return notKeptKeys(ev, v, "event.trf.export.fiderated", "event.trf.export.ruleoptions")
	}
	for _, c := range []struct {
		name  string
		rules tournament.RuleOptions
		want  []string
	}{
		{"none", tournament.RuleOptions{}, nil},
		{"FIDE-rated", tournament.RuleOptions{FIDERated: true}, []string{"event.trf.export.fiderated"}},
		{"Finnish practice", tournament.RuleOptions{National: "FI", NoDrawBefore: 30}, []string{"event.trf.export.ruleoptions"}},
		{"both", tournament.RuleOptions{FIDERated: true, Championship: true}, []string{"event.trf.export.fiderated", "event.trf.export.ruleoptions"}},
	} {
		ev.Settings.Rules = c.rules
		for _, v := range []trf.Version{trf.TRF2026, trf.TRF16} {
			if got := keys(v); !slices.Equal(got, c.want) {
				t.Errorf("%s, TRF-%d: %v, want %v", c.name, v, got, c.want)
			}
		}
		if back := readAs(t, ReadTRFReport, ExportTRF(ev, TRFOptions{})); back.Event.Settings.Rules != (tournament.RuleOptions{}) {
			t.Errorf("%s: read back with %+v, where the notes say none", c.name, back.Event.Settings.Rules)
		}
	}
}

// TestTRFNotKeptNamesTheGamesThe1953RuleAnnuls: a player who withdrew
// before half of his games under the 1953 rule is struck from the
// standings, his games annulled, at every door that shows them; the
// report writes the games he played with their results, as the rating
// report counts them, and its points count them too, so that a player's
// score in the file and on the standings differ. The export says so,
// naming him; it said nothing, and another program's standings of the
// report differed from Arbiter's without a word.
func TestTRFNotKeptNamesTheGamesThe1953RuleAnnuls(t *testing.T) {
	ev := testfield.SixPlayers(t, tournament.WithdrawalUSSR1953, 2)
	st := standings.Of(ev)
	if len(st.Struck) != 1 {
		t.Fatalf("struck %v, want the player who withdrew after round 2", st.Struck)
	}
	if pointsUnlikeTheStandings(t, ev) == 0 {
		t.Fatal("the report's points are the standings': the note would be false")
	}
	for _, v := range []trf.Version{trf.TRF2026, trf.TRF16} {
		if lost := TRFNotKept(ev, TRFOptions{Version: v}); !slices.ContainsFunc(lost, func(m engine.Message) bool {
			return m.Key == "event.trf.export.annulled" && m.Args["name"] == st.Struck[0].Name && m.Args["round"] == "2"
		}) {
			t.Errorf("TRF-%d: %v, want event.trf.export.annulled naming %s", v, lost, st.Struck[0].Name)
		}
	}
	// Half his games played, or results kept as played: nothing annulled.
	for _, other := range []*tournament.Event{testfield.SixPlayers(t, tournament.WithdrawalUSSR1953, 3), testfield.SixPlayers(t, tournament.WithdrawalAsPlayed, 2)} {
		if lost := TRFNotKept(other, TRFOptions{}); slices.Contains(testform.Keys(lost), "event.trf.export.annulled") {
			t.Errorf("%s, withdrawn after round %d: %v", other.Settings.WithdrawalPolicy, other.Players[5].WithdrawnAfter, lost)
		}
	}
}

// TestTRFNotKeptSaysARoundUnderWayCounts: a report written while a round
// is under way writes the results entered in it, and its points and
// ranks count them, where a Swiss's standings, at every door, count a
// round only once it is complete: a player's score in the file and on the
// standings differed, and nothing said why. The export now says which
// round, and how many of its results, the report counts beyond the
// standings; once the round is complete it says nothing. A round robin's
// standings count every result entered, as the report does, and the
// export says nothing of its round under way (it said the standings left
// out what they count).
func TestTRFNotKeptSaysARoundUnderWayCounts(t *testing.T) {
	ev := testfield.RoundUnderWay(t)
	ev.Settings.System, ev.Settings.Rounds = tournament.SwissDutch, 5 // the same games, a Swiss's
	if pointsUnlikeTheStandings(t, ev) == 0 {
		t.Fatal("the report's points are the standings': the note would be false")
	}
	for _, v := range []trf.Version{trf.TRF2026, trf.TRF16} {
		if lost := TRFNotKept(ev, TRFOptions{Version: v}); !slices.ContainsFunc(lost, func(m engine.Message) bool {
			return m.Key == "event.trf.export.under-way" && m.Args["round"] == "3" && m.Args["n"] == "2"
		}) {
			t.Errorf("TRF-%d: %v, want event.trf.export.under-way for round 3's 2 results", v, lost)
		}
	}
	testfield.SetResult(t, ev, 3, 3, tournament.Draw)
	if lost := TRFNotKept(ev, TRFOptions{}); slices.Contains(testform.Keys(lost), "event.trf.export.under-way") {
		t.Errorf("round 3 complete: %v", lost)
	}
	rr := testfield.RoundUnderWay(t)
	if n := pointsUnlikeTheStandings(t, rr); n != 0 {
		t.Fatalf("a round robin under way: %d players' points in the report are not the standings'", n)
	}
	if lost := TRFNotKept(rr, TRFOptions{}); slices.Contains(testform.Keys(lost), "event.trf.export.under-way") {
		t.Errorf("a round robin under way: %v says the standings leave out what they count", lost)
	}
}

// pointsUnlikeTheStandings counts the players whose points in ev's report
// are not their points in the standings.
func pointsUnlikeTheStandings(t *testing.T, ev *tournament.Event) int {
	t.Helper()
	report := readAs(t, trf.Parse, ExportTRF(ev, TRFOptions{}))
	number, differ := ev.TRFNumbers(), 0
	for _, r := range standings.Of(ev).Rows {
		if p := report.PlayerByID(number[r.ID]); p == nil || p.Points != r.Points.Float() {
			differ++
		}
	}
	return differ
}

// TestTRFNotKeptNamesTheTextsWrittenWithQuestionMarks: a report written in
// ASCII (the default, as FIDE's rating lists spell names) writes a letter
// ASCII has no spelling for as "?"; an export of such names and texts
// says how many, in either edition, and one in UTF-8 says nothing. The
// Crete club championship's Greek team and event names were written
// "?.?.?." and "???????????? ..." for TieBreakServer and the rating
// server, and the export said nothing (Arbiter's own import restores
// them from its XXN, XXT and XXM records).
func TestTRFNotKeptNamesTheTextsWrittenWithQuestionMarks(t *testing.T) {
	ev := openSwiss(t, 5)
	ev.Players[1].Name = "Иванов, Иван" // Cyrillic: transliterated
	said := func(lost []engine.Message) string {
		for _, m := range lost {
			if m.Key == "event.trf.export.unspelt" {
				return fmt.Sprint(m.Args["n"])
			}
		}
		return ""
	}
	for _, v := range []trf.Version{trf.TRF2026, trf.TRF16} {
		if n := said(TRFNotKept(ev, TRFOptions{Version: v})); n != "" {
			t.Errorf("TRF-%d, every letter spelt: %s texts said unspelt", v, n)
		}
	}
	ev.Settings.Name = "Երևանի բաց առաջնություն"
	ev.Players[2].Name = "ბაქრაძე, ნინო"
	ev.Players[3].Name = "김, 민준"
	for _, v := range []trf.Version{trf.TRF2026, trf.TRF16} {
		if n := said(TRFNotKept(ev, TRFOptions{Version: v})); n != "3" {
			t.Errorf("TRF-%d: %q texts said written with question marks, want 3", v, n)
		}
		if n := said(TRFNotKept(ev, TRFOptions{Version: v, UTF8: true})); n != "" {
			t.Errorf("TRF-%d in UTF-8: %s texts said unspelt", v, n)
		}
	}
	if report := string(ExportTRF(ev, TRFOptions{})); !strings.Contains(report, "012 ?????? ??? ????????????") {
		t.Errorf("the report does not write the event's name with question marks, the note would be false:\n%s", report)
	}
}

// TestTRFNotKeptNamesTheOrganiserAndTheChiefsFIDEID: a report has no
// record of the organiser or of the chief arbiter's FIDE ID, which the
// rating report and the arbiter's report print: an export says it leaves
// each out, in either edition, and the report read back has neither. A
// Pärnu open exported for FIDE and read back lost both without a word.
func TestTRFNotKeptNamesTheOrganiserAndTheChiefsFIDEID(t *testing.T) {
	ev := openSwiss(t, 5)
	keys := func(v trf.Version) []string {
		return notKeptKeys(ev, v, "event.trf.export.organiser", "event.trf.export.chief-fide-id")
	}
	for _, c := range []struct {
		name, organiser, id string
		want                []string
	}{
		{"none", "", "", nil},
		{"organiser", "Pärnu Maleklubi", "", []string{"event.trf.export.organiser"}},
		{"both", "Pärnu Maleklubi", "4599999", []string{"event.trf.export.organiser", "event.trf.export.chief-fide-id"}},
	} {
		ev.Settings.Organiser, ev.Settings.ChiefArbiterFIDEID = c.organiser, c.id
		for _, v := range []trf.Version{trf.TRF2026, trf.TRF16} {
			if got := keys(v); !slices.Equal(got, c.want) {
				t.Errorf("%s, TRF-%d: %v, want %v", c.name, v, got, c.want)
			}
		}
		if back := readAs(t, ReadTRFReport, ExportTRF(ev, TRFOptions{})).Event.Settings; back.Organiser != "" || back.ChiefArbiterFIDEID != "" {
			t.Errorf("%s: read back with %q, %q, where the notes say none", c.name, back.Organiser, back.ChiefArbiterFIDEID)
		}
	}
}

// TestTRFNotKeptNamesThePrizes: a report has no record of the ranking
// groups and prizes: an export of an event that has them says it leaves
// them out, in either edition. A Pärnu open's four groups and twelve
// prizes were lost from the report read back without a word.
func TestTRFNotKeptNamesThePrizes(t *testing.T) {
	ev := openSwiss(t, 5)
	for _, c := range []struct {
		name           string
		groups, prizes int
		want           []string
	}{
		{"none", 0, 0, nil},
		{"prizes", 0, 3, []string{"event.trf.export.prizes"}},
		{"groups and prizes", 4, 12, []string{"event.trf.export.prizes"}},
	} {
		for _, v := range []trf.Version{trf.TRF2026, trf.TRF16} {
			var got []engine.Message
			for _, m := range TRFNotKept(ev, TRFOptions{Version: v, PrizeGroups: c.groups, Prizes: c.prizes}) {
				if m.Key == "event.trf.export.prizes" {
					got = append(got, m)
				}
			}
			if len(got) != len(c.want) {
				t.Errorf("%s, TRF-%d: %v, want %v", c.name, v, got, c.want)
				continue
			}
			if len(got) == 1 && (fmt.Sprint(got[0].Args["groups"]) != fmt.Sprint(c.groups) || fmt.Sprint(got[0].Args["prizes"]) != fmt.Sprint(c.prizes)) {
				t.Errorf("%s, TRF-%d: says %v", c.name, v, got[0].Args)
			}
		}
	}
}

// TestTeamTRFKeepsOrSaysWhatATeamHas: a report keeps a team's name whole
// however long (Arbiter's XXM beside its 310's 32 characters) and says
// that it has no field for a team's federation or club nor its captain
// and that it cuts a short name to its 5 characters (TRF-16: has none);
// the report read back has what the notes say. A Tallinn league exported
// and read back lost its teams' federation and captains, "Tartu Valge
// Vanker" came back short-named "Vanke" and a long name cut, all without
// a word.
func TestTeamTRFKeepsOrSaysWhatATeamHas(t *testing.T) {
	_, rep := teamTRFFile(t, "arbiter-rr6.trf")
	ev := rep.Event
	keys := []string{"teams.trf.export.federations", "teams.trf.export.captains", "teams.trf.export.short-names"}
	want := map[trf.Version][]string{trf.TRF2026: keys, trf.TRF16: append(keys[:2:2], "teams.trf.export.short-names.trf16")}
	for _, v := range []trf.Version{trf.TRF2026, trf.TRF16} {
		if got := notKeptKeys(ev, v, want[v]...); len(got) != 0 {
			t.Errorf("TRF-%d, teams with none of them: %v", v, got)
		}
	}
	long := "Tallinna Kalevi Maleklubi Esimene Meeskond"
	ev.Teams[0].Federation, ev.Teams[1].Captain, ev.Teams[2].ShortName, ev.Teams[3].Name = "EST", "Jaan Tamm", "Vanker", long
	for _, v := range []trf.Version{trf.TRF2026, trf.TRF16} {
		if got := notKeptKeys(ev, v, want[v]...); !slices.Equal(got, want[v]) {
			t.Errorf("TRF-%d: %v, want %v", v, got, want[v])
		}
		for _, utf8 := range []bool{false, true} {
			back := readAs(t, ReadTeamTRFReport, ExportTRF(ev, TRFOptions{Version: v, UTF8: utf8})).Event
			if !slices.ContainsFunc(back.Teams, func(tm tournament.Team) bool { return tm.Name == long }) {
				t.Errorf("TRF-%d, UTF-8 %v: %q not read back whole: %v", v, utf8, long, back.Teams)
			}
			for _, tm := range back.Teams {
				if tm.Federation != "" || tm.Captain != "" || len([]rune(tm.ShortName)) > 5 {
					t.Errorf("TRF-%d, UTF-8 %v: read back %+v, which the notes say the report cannot hold", v, utf8, tm)
				}
			}
		}
	}
}

// TestTRFNotKeptSaysAnAdjournedGame: an adjourned game (1953 code: begun,
// to be finished) is written as a game still to be played, TRF having no
// mark of an adjournment, and the report read back holds no adjourned
// game: the crosstable's "A" became "*" with nothing said. The export now
// names the game; once it is finished it says nothing.
func TestTRFNotKeptSaysAnAdjournedGame(t *testing.T) {
	ev := testfield.RoundUnderWay(t)
	testfield.SetResult(t, ev, 3, 3, tournament.Adjourned)
	lost := TRFNotKept(ev, TRFOptions{})
	if !slices.ContainsFunc(lost, func(m engine.Message) bool {
		return m.Key == "event.trf.export.adjourned" && m.Args["round"] == "3" && m.Args["board"] == "3"
	}) {
		t.Errorf("%v, want event.trf.export.adjourned for round 3, board 3", lost)
	}
	back, err := ReadTRFReport(ExportTRF(ev, TRFOptions{}))
	if err != nil {
		t.Fatal(err)
	}
	for _, rd := range back.Event.Rounds {
		for _, p := range rd.Pairings {
			if p.Result == tournament.Adjourned {
				t.Fatalf("round %d: the report keeps an adjourned game; the note would be false", rd.Number)
			}
		}
	}
	testfield.SetResult(t, ev, 3, 3, tournament.Draw)
	if lost := TRFNotKept(ev, TRFOptions{}); slices.Contains(testform.Keys(lost), "event.trf.export.adjourned") {
		t.Errorf("the game finished: %v", lost)
	}
}

// TestTRFNotKeptNamesThePlayoff: a report has no record of a play-off; its
// ranks follow it (the standings'), and the export says that the play-off
// itself is not written, so that an import ranks its players by the
// tie-breaks again.
func TestTRFNotKeptNamesThePlayoff(t *testing.T) {
	ev := testfield.Field(4, tournament.RoundRobin)
	testfield.Play(t, ev, [][]tournament.Result{{tournament.WhiteWins, tournament.Draw}, {tournament.BlackWins, tournament.Draw}, {tournament.Draw, tournament.Draw}})
	ev.Playoffs = [][]int64{{103, 101}}
	var got []string
	for _, m := range TRFNotKept(ev, TRFOptions{}) {
		if m.Key == "event.trf.export.playoff" {
			got = append(got, m.English())
		}
	}
	if len(got) != 1 || !strings.Contains(got[0], "Player 3, Player 1") {
		t.Errorf("the export's notes on the play-off: %q, want one naming Player 3, Player 1", got)
	}
	for _, p := range readAs(t, trf.Parse, ExportTRF(ev, TRFOptions{})).Players {
		if p.Name == "Player 3" && p.Rank != 1 {
			t.Errorf("the play-off's winner ranks %d in the report, want 1", p.Rank)
		}
	}
}

// A match won on its play-off's games, which a report has no record of,
// was exported without a word; the export names the play-off as it names
// one recorded by its order.
func TestTRFNotKeptNamesAMatchsPlayoffGames(t *testing.T) {
	ev := testfield.Field(2, tournament.Match)
	ev.Settings.Rounds = 2
	testfield.Play(t, ev, [][]tournament.Result{{tournament.WhiteWins}, {tournament.WhiteWins}})
	ev.PlayoffGames = []tournament.Pairing{{Round: 3, Board: 1, White: 102, Black: 101, Result: tournament.WhiteWins, Type: rules.Rapid}}
	var got []string
	for _, m := range TRFNotKept(ev, TRFOptions{}) {
		if m.Key == "event.trf.export.playoff" {
			got = append(got, m.English())
		}
	}
	if len(got) != 1 || !strings.Contains(got[0], "Player 2, Player 1") {
		t.Errorf("the export's notes on the match's play-off: %q, want one naming Player 2, Player 1", got)
	}
}

// A match won on an armageddon drawn, whose regulations gave White the
// draw odds: the export says the armageddon is not written, nor that its
// draw won it for White.
func TestTRFNotKeptNamesTheArmageddonsDrawOdds(t *testing.T) {
	ev := testfield.Field(2, tournament.Match)
	ev.Settings.Rounds = 2
	testfield.Play(t, ev, [][]tournament.Result{{tournament.WhiteWins}, {tournament.WhiteWins}})
	ev.PlayoffGames = []tournament.Pairing{{Round: 3, Board: 1, White: 102, Black: 101, Result: tournament.Draw, Type: rules.Blitz, Armageddon: true, WhiteDrawOdds: true}}
	var got []string
	for _, m := range TRFNotKept(ev, TRFOptions{}) {
		if strings.HasPrefix(m.Key, "event.trf.export.armageddon") {
			got = append(got, m.English())
		}
	}
	if want := "the report has no record of game 3, the play-off's armageddon, nor that a draw wins it for White"; len(got) != 1 || got[0] != want {
		t.Errorf("the export's notes on the armageddon: %q, want %q", got, want)
	}
}
