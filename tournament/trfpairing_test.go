package tournament_test

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/pairing"
	"arbiter/tournament/swiss"
	"arbiter/tournament/trf"
)

// pair-trf and "import, then pair" read a report through the one pairing
// problem (trf.Problem), so they pair alike by construction; this holds
// them to it on every round of every Swiss that other programs wrote
// (testdata/outside, testdata/suite) and of the two layouts' samples:
// each report cut after round r-1, with the byes its column r asks for,
// is paired in round r both ways, board for board, or refused both ways.
func TestPairTRFAndImportThenPairAgreeOnEveryRound(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "outside", "*.trf"))
	if err != nil {
		t.Fatal(err)
	}
	layouts, _ := filepath.Glob(filepath.Join("testdata", "*-layout.trf"))
	files = append(files, layouts...)
	// And the suite's reports the import reads (TestOutsideSuite).
	suite, _ := filepath.Glob(filepath.Join("testdata", "suite", "*.trf"))
	for _, f := range suite {
		if _, refused := suiteRefusals[strings.TrimSuffix(filepath.Base(f), ".trf")]; !refused {
			files = append(files, f)
		}
	}
	if len(files) < 15 {
		t.Fatalf("%d reports: the outside test data is missing", len(files))
	}
	swisses, rounds := 0, 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		// Cut as text: a Latin-1 name the writer met undecoded is no text.
		data, _, _ = tournament.DecodeText(data)
		rep, err := tournament.ReadTRFReport(data)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if rep.Event.Settings.System != tournament.SwissDutch {
			continue
		}
		swisses++
		whole, err := trf.Parse(data)
		if err != nil {
			t.Fatal(err)
		}
		last := min(whole.RoundToPair(), rep.Event.Settings.Rounds)
		for r := 1; r <= last; r++ {
			cut := data
			if r < whole.RoundToPair() {
				cut = cutReport(t, data, r)
			}
			viaTRF, errTRF := pairTRFText(cut, r)
			viaImport, errImport := importThenPair(cut, r)
			rounds++
			if (errTRF == nil) != (errImport == nil) || viaTRF != viaImport {
				t.Errorf("%s round %d: pair-trf %v\n%s\nimport, then pair %v\n%s", filepath.Base(f), r, errTRF, viaTRF, errImport, viaImport)
			}
		}
	}
	t.Logf("%d rounds of %d Swiss reports paired alike both ways", rounds, swisses)
	if swisses < 10 || rounds < 60 {
		t.Errorf("only %d rounds of %d Swiss reports compared", rounds, swisses)
	}
}

// cutReport is the report as it stood before round r was paired: every
// line's cells of the rounds before r, and its cell of round r where that
// asks for a bye (no opponent, no pairing-allocated bye), the points
// column those cells' points, the number of rounds the whole report's.
func cutReport(t *testing.T, data []byte, r int) []byte {
	t.Helper()
	tr, err := trf.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	pr := tr.Problem()
	sc := tr.PointSystem()
	tr.Rounds = pr.Rounds // a report without 142 says it by its rounds
	for _, p := range tr.Players {
		var games []trf.Game
		points := 0.0
		for k := 1; k < r; k++ {
			g := p.Game(k)
			games = append(games, g)
			points += g.Points(sc) + pr.BlankByes[p.ID][k]
		}
		if pr.AbsentIn(p.ID, r) && !pr.Inferred[p.ID] {
			games = append(games, p.Game(r))
		}
		p.Games, p.Points = games, points
	}
	return tr.Bytes()
}

// pairTRFText is what arbiter pair-trf prints for round r of a report.
func pairTRFText(data []byte, r int) (string, error) {
	tr, err := trf.Parse(data)
	if err != nil {
		return "", err
	}
	return swiss.PairTRF(tr, r)
}

// importThenPair imports a report and pairs its round r, printed as
// pair-trf prints a pairing.
func importThenPair(data []byte, r int) (string, error) {
	return importThenPairAs(data, r, "")
}

// importThenPairAs is importThenPair by the rules of sys (the report's
// own when empty).
func importThenPairAs(data []byte, r int, sys tournament.System) (string, error) {
	rep, err := tournament.ReadTRFReport(data)
	if err != nil {
		return "", err
	}
	if sys != "" {
		rep.Event.Settings.System = sys
	}
	rd, err := pairing.PairSwiss(rep.Event, r, rep.Swiss)
	if err != nil {
		return "", err
	}
	var pairs []swiss.Pair
	for _, p := range rd.Pairings {
		if !p.IsBye() || !tournament.RequestedBye(p.Bye) {
			pairs = append(pairs, swiss.Pair{White: int(p.White), Black: int(p.Black)})
		}
	}
	if len(pairs) == 0 {
		return "", engine.NewMessage("swiss.err.nobody", "round", r)
	}
	return swiss.FormatPairs(pairs), nil
}

// A 260 record is kept for the whole event as the pairs it forbids in the
// round to pair, as pair-trf reads it there: one in force in every round
// is kept without a word, one in force in the round to pair but not in
// every round is kept and named, one not in force in the round to pair is
// listed as not kept.
func TestTRFImportForbiddenPairsByRound(t *testing.T) {
	line := func(n int, points float64, cells string) string {
		return fmt.Sprintf("001 %4d      Player %-26d 2000                             %3.1f       %s", n, n, points, cells)
	}
	for _, tt := range []struct {
		record    string
		forbidden [][2]int64
		note      string
	}{
		{"260   1   5    1    3", [][2]int64{{1, 3}}, ""},
		{"260   2   5    1    3", [][2]int64{{1, 3}}, "event.trf.forbiddenall"},
		{"260   2   3    1    3", [][2]int64{{1, 3}}, "event.trf.forbiddenall"},
		{"260   4   5    1    3", nil, "event.trf.notkept"},
		{"260   1   1    1    3", nil, "event.trf.notkept"},
	} {
		t.Run(tt.record, func(t *testing.T) {
			data := strings.Join([]string{"012 Open", "092 Swiss system", "142 5", tt.record,
				line(1, 1, "   2 w 1"), line(2, 0, "   1 b 0"), line(3, 1, "   4 w 1"), line(4, 0, "   3 b 0")}, "\r") + "\r"
			rep, err := tournament.ReadTRFReport([]byte(data))
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(rep.Swiss.Forbidden, tt.forbidden) {
				t.Errorf("forbidden %v, want %v", rep.Swiss.Forbidden, tt.forbidden)
			}
			var keys []string
			for _, n := range rep.Notes {
				keys = append(keys, n.Key)
			}
			if want := []string{tt.note}; tt.note == "" && len(keys) != 0 || tt.note != "" && !slices.Equal(keys, want) {
				t.Errorf("notes %v, want %q", keys, tt.note)
			}
			viaTRF, errTRF := pairTRFText([]byte(data), 2)
			viaImport, errImport := importThenPair([]byte(data), 2)
			if errTRF != nil || errImport != nil || viaTRF != viaImport {
				t.Errorf("pair-trf %v\n%s\nimport, then pair %v\n%s", errTRF, viaTRF, errImport, viaImport)
			}
			if met := strings.Contains(viaTRF, "1 3\n") || strings.Contains(viaTRF, "3 1\n"); met == (tt.forbidden != nil) {
				t.Errorf("round 2 pairs 1 and 3 %v, forbidden %v:\n%s", met, tt.forbidden, viaTRF)
			}
		})
	}
}

// What the Irish Chess Union's Swiss Perfect exports carry beside FIDE's
// layout is read as meant: club codes in the federation column as clubs,
// "   .  ." birth dates left empty, Latin-1 names, byes without a result
// counted as the points column counts them; each named in the notes.
func TestTRFImportSwissPerfectExports(t *testing.T) {
	keys := func(rep *tournament.TRFReport, number string) []string {
		var out []string
		for _, n := range rep.Notes {
			if n.Args["number"] == number {
				out = append(out, n.Key)
			}
		}
		return out
	}
	masters := readOutside(t, "icu-bunratty_masters_2011.trf")
	moynihan, _ := masters.Event.Player(17)
	collins, _ := masters.Event.Player(6)
	short, _ := masters.Event.Player(1)
	if moynihan.Club != "C.C" || moynihan.Federation != "" || collins.Club != "GON" || short.Federation != "ENG" {
		t.Errorf("club %q federation %q; club %q; federation %q", moynihan.Club, moynihan.Federation, collins.Club, short.Federation)
	}
	// O'Connor's line: 2.5 points of ½ + 1 + 0 + two byes "     -  " + 0.
	if got := keys(masters, "16"); !slices.Equal(got, []string{"event.trf.club", "event.trf.blankbyes"}) {
		t.Errorf("player 16's notes %v", got)
	}
	// "???", Swiss Perfect's unknown, is neither federation nor club.
	challengers := readOutside(t, "icu-bunratty_challengers_2011.trf")
	if hart, _ := challengers.Event.Player(22); hart.Club != "" || hart.Federation != "" || !slices.Equal(keys(challengers, "22"), []string{"event.trf.nofederation"}) {
		t.Errorf("player 22: club %q, federation %q, notes %v", hart.Club, hart.Federation, keys(challengers, "22"))
	}
	junior := readOutside(t, "icu-irish_junior_champs_2011.trf")
	if junior.Notes[0].Key != "event.import.encoding" || junior.Notes[0].Args["encoding"] != "Windows-1252 (Latin-1)" {
		t.Errorf("first note %v, want the encoding", junior.Notes[0])
	}
	morgan, _ := junior.Event.Player(24)
	hall, _ := junior.Event.Player(30)
	if morgan.GivenNames != "Mícheál" || hall.BirthDate != "" {
		t.Errorf("given names %q; birth date %q", morgan.GivenNames, hall.BirthDate)
	}
	if got := keys(junior, "30"); !slices.Contains(got, "event.trf.birthdate") {
		t.Errorf("player 30's notes %v", got)
	}
	// Latin-1 that a reader choosing between Windows-1252 and 1257 by the
	// letters of Baltic names read as "Uģ Laighlčis".
	latin1 := readOutside(t, "icu-latin-1.trf")
	if p, _ := latin1.Event.Player(1); p.FamilyName != "Uì Laighlèis" || p.GivenNames != "Gearoìdin" || latin1.Event.Settings.Name != "Läs Végas National Opeñ" {
		t.Errorf("read as %q %q of %q", p.GivenNames, p.FamilyName, latin1.Event.Settings.Name)
	}
}

// A report without record 092 whose games are not the round-robin table
// is a Swiss, named in the notes: six players, five rounds declared,
// three paired by the Dutch rules. Read as a round robin, round 4 of the
// Berger table would pair players 1 and 4 again; as the Swiss it is, the
// import pairs round 4 with no rematch, as pair-trf does.
func TestTRFImportSwissWithoutSystemRecordPairsNoRematch(t *testing.T) {
	data := tournament.ClubReport([]string{"012 Club Swiss", "XXR 5"}, []float64{1.5, 2.5, 3.0, 1.0, 0.0, 1.0},
		"   4 w 1     2 b =     3 b 0", "   5 b 1     1 w =     6 w 1", "   6 w 1     4 b 1     1 w 1", "   1 b 0     3 w 0     5 b 1", "   2 w 0     6 b 0     4 w 0", "   3 b 0     5 w 1     2 b 0")
	rep, err := tournament.ReadTRFReport(data)
	if err != nil {
		t.Fatal(err)
	}
	if s := rep.Event.Settings; s.System != tournament.SwissDutch || s.Rounds != 5 {
		t.Fatalf("read as %s of %d rounds", s.System, s.Rounds)
	}
	if len(rep.Notes) != 1 || rep.Notes[0].Key != "event.trf.system.notberger" || rep.Notes[0].Args["round"] != "1" {
		t.Errorf("notes %v, want the system's reason", rep.Notes)
	}
	viaImport, errImport := importThenPair(data, 4)
	viaTRF, errTRF := pairTRFText(data, 4)
	if errImport != nil || errTRF != nil || viaImport != viaTRF {
		t.Fatalf("import, then pair %v\n%s\npair-trf %v\n%s", errImport, viaImport, errTRF, viaTRF)
	}
	met := map[[2]int]bool{}
	for _, tp := range rep.Event.Rounds {
		for _, p := range tp.Pairings {
			met[[2]int{int(min(p.White, p.Black)), int(max(p.White, p.Black))}] = true
		}
	}
	for _, line := range strings.Split(strings.TrimSpace(viaImport), "\n")[1:] {
		var a, b int
		fmt.Sscan(line, &a, &b)
		if met[[2]int{min(a, b), max(a, b)}] {
			t.Errorf("round 4 pairs %d and %d again:\n%s", a, b, viaImport)
		}
	}
}

// A report whose lines contradict each other is refused by every reader
// with the same message naming its line: the import (and so pair and
// check, which read the imported event) and pair-trf. Both players of a
// game claiming the win, a cell naming an opponent whose cell names
// another, two Whites.
func TestTRFContradictionRefusedByEveryReader(t *testing.T) {
	head := []string{"012 Contradiction", "092 Swiss", "XXR 3"}
	for _, c := range []struct {
		name, one, two, key string
	}{
		{"both win", "   2 w 1", "   1 b 1", "trf.err.game.result"},
		{"another opponent", "   2 w 1", "   3 b 0", "trf.err.game.opponent"},
		{"two Whites", "   2 w 1", "   1 w 0", "trf.err.game.colour"},
	} {
		data := tournament.ClubReport(head, []float64{1, 1, 0}, c.one, c.two, "0000 - -")
		_, errImport := tournament.ReadTRFReport(data)
		_, errTRF := pairTRFText(data, 2)
		msg, ok := errImport.(*engine.Message)
		if !ok || msg.Key != c.key+".line" || msg.Args["line"] != "4" || fmt.Sprint(errTRF) != fmt.Sprint(errImport) {
			t.Errorf("%s: import %v, pair-trf %v; want %s at line 4 from both", c.name, errImport, errTRF, c.key)
		}
	}
}

// The rounds a report declares are honoured: pair-trf pairs no round
// after them, as the import, whose event has those rounds, pairs none;
// a report holding more rounds paired than it declares is imported with
// them all, the difference named with the line.
func TestTRFRoundsDeclaredHonoured(t *testing.T) {
	lines := func(declared string) []byte {
		return tournament.ClubReport([]string{"012 Short Swiss", "092 Swiss", declared}, []float64{2, 1, 1, 0},
			"   2 w 1     3 b 1", "   1 b 0     4 w 1", "   4 w 1     1 w 0", "   3 b 0     2 b 0")
	}
	data := lines("XXR 2")
	_, errTRF := pairTRFText(data, 3)
	_, errImport := importThenPair(data, 3)
	if msg, ok := errTRF.(*engine.Message); !ok || msg.Key != "swisscli.err.range" || fmt.Sprint(errTRF) != fmt.Sprint(errImport) {
		t.Errorf("round 3 of 2: pair-trf %v, import, then pair %v", errTRF, errImport)
	}
	rep, err := tournament.ReadTRFReport(lines("142 1"))
	if err != nil {
		t.Fatal(err)
	}
	if rep.Event.Settings.Rounds != 2 || len(rep.Notes) != 1 || rep.Notes[0].Key != "event.trf.rounds.more" ||
		rep.Notes[0].Args["line"] != "3" || rep.Notes[0].Args["declared"] != "1" {
		t.Errorf("%d rounds, notes %v; want 2, the difference named at line 3", rep.Event.Settings.Rounds, rep.Notes)
	}
}

// A bye entered in advance in the round to pair is a request, not a
// round played: a Swiss without 092 whose round 2 column holds only
// player 1's "0000 - H" is paired in round 2, as bbpPairings 6 pairs it
// (its answer, from this file: 2-3, 4-5, 6 the bye).
func TestTRFPreEnteredByeIsARequest(t *testing.T) {
	data := tournament.ClubReport([]string{"012 Pre-entered bye", "XXR 5"}, []float64{1.5, 1, 1, 0, 0, 0},
		"   4 w 1  0000 - H", "   5 b 1", "   6 w 1", "   1 b 0", "   2 w 0", "   3 b 0")
	rep, err := tournament.ReadTRFReport(data)
	if err != nil {
		t.Fatal(err)
	}
	if next := tournament.NextRound(rep.Event); next != 2 || len(rep.Event.Requests) != 1 || rep.Event.Requests[0].Kind != tournament.ByeHalfPoint {
		t.Errorf("next round %d, requests %v", next, rep.Event.Requests)
	}
	want := "3\n2 3\n4 5\n6 0\n"
	viaTRF, errTRF := pairTRFText(data, 2)
	viaImport, errImport := importThenPair(data, 2)
	if errTRF != nil || errImport != nil || viaTRF != want || viaImport != want {
		t.Errorf("round 2: pair-trf %v\n%s\nimport, then pair %v\n%s\nwant\n%s", errTRF, viaTRF, errImport, viaImport, want)
	}
}

// Starting numbers stay as the report gives them, gaps included: players
// 1 to 6 and 8 are 1 to 6 and 8 in the event's lists and in its export,
// and the export re-pairs as the original does.
func TestTRFStartingNumbersWithGapsKept(t *testing.T) {
	data := append(tournament.ClubReport([]string{"012 Gap", "092 Swiss", "XXR 3"}, []float64{1, 1, 1, 0, 0, 0},
		"   4 w 1", "   5 b 1", "   6 w 1", "   1 b 0", "   2 w 0", "   3 b 0"),
		tournament.TRFPlayer(8, "Orav, Olev", 1700, "EST", "", "", 1, "0000 - U")+"\r"...)
	rep, err := tournament.ReadTRFReport(data)
	if err != nil {
		t.Fatal(err)
	}
	numbers := tournament.StartNumbers(rep.Event)
	if p, _ := rep.Event.Player(8); numbers[p.ID] != 8 {
		t.Errorf("player 8 is number %d", numbers[p.ID])
	}
	out := tournament.ExportTRF(rep.Event, tournament.TRFOptions{})
	again, err := trf.Parse(out)
	if err != nil {
		t.Fatal(err)
	}
	var ids []int
	for _, p := range again.Players {
		ids = append(ids, p.ID)
	}
	if fmt.Sprint(ids) != "[1 2 3 4 5 6 8]" {
		t.Errorf("the export numbers the players %v", ids)
	}
	viaTRF, errTRF := pairTRFText(data, 2)
	viaExport, errExport := pairTRFText(out, 2)
	viaImport, errImport := importThenPair(data, 2)
	if errTRF != nil || errExport != nil || errImport != nil || viaTRF != viaExport || viaTRF != viaImport {
		t.Errorf("round 2: the original %v\n%s\nthe export %v\n%s\nthe import %v\n%s", errTRF, viaTRF, errExport, viaExport, errImport, viaImport)
	}
}
