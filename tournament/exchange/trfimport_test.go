package exchange

import (
	"bytes"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/testdir"
	"arbiter/internal/testfield"
	"arbiter/internal/testform"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/berger"
	"arbiter/tournament/schedule"
	"arbiter/tournament/standings"
	"arbiter/tournament/trf"
)

// trfPlayer is a player record in TRF-16's columns: number, name, rating,
// federation, FIDE id, birth date, points and the round cells.
func trfPlayer(n int, name string, rating int, fed, fideID, born string, points float64, cells string) string {
	return fmt.Sprintf("001 %4d m    %-33s %4d %-3s %11s %-10s %4.1f %4d  %s", n, name, rating, fed, fideID, born, points, n, cells)
}

// FIDE id 0 is TRF's "no id", as FIDE's own tie-break fixtures write it:
// never an id, so never a duplicate.
func TestTRFImportFIDEIDZeroIsNoID(t *testing.T) {
	rep := importLines(t, "012 Tie-break exercise", "XXR 1",
		trfPlayer(1, "Alpha, Anna", 2100, "ESP", "0", "", 1, "   2 w 1"),
		trfPlayer(2, "Beta, Bruno", 2000, "ESP", "0", "", 0, "   1 b 0"),
		trfPlayer(3, "Gamma, Gina", 1900, "ESP", "00000000", "", 0, "0000 - -"))
	for _, p := range rep.Event.Players {
		if p.FIDEID != "" {
			t.Errorf("%s: FIDE id %q, want none", p.Name, p.FIDEID)
		}
	}
}

// A club code in the federation column and a birth date that cannot be
// read, as Swiss Perfect's exports of the Irish Chess Union's events carry
// them, import: the code as the player's club, the date left empty, and
// each named in the import's notes.
func TestTRFImportKeepsClubCodesAndEmptiesUnreadableBirthDates(t *testing.T) {
	rep := importLines(t, "012 Leinster Championship", "XXR 1",
		trfPlayer(1, "O Briain, Seamus", 1850, "C.C", "", ".  .", 1, "   2 w 1"),
		trfPlayer(2, "Kelly, Niamh", 1700, "ST.", "", "", 0, "   1 b 0"),
		trfPlayer(3, "Walsh, Ciaran", 1600, "N.U", "", "1990/13/45", 0, "0000 - -"),
		trfPlayer(4, "Murphy, Aoife", 1500, "irl", "", "1975/06/01", 0, "0000 - -"))
	want := []struct{ club, fed, born string }{{"C.C", "", ""}, {"ST.", "", ""}, {"N.U", "", ""}, {"", "IRL", "1975-06-01"}}
	for i, p := range rep.Event.Players {
		if p.Club != want[i].club || p.Federation != want[i].fed || p.BirthDate != want[i].born {
			t.Errorf("%s: club %q, federation %q, born %q; want %+v", p.Name, p.Club, p.Federation, p.BirthDate, want[i])
		}
	}
	var got []string
	for _, n := range rep.Notes {
		got = append(got, fmt.Sprint(n.Key, " ", n.Args["number"], " ", n.Args["value"]))
	}
	// No 092, and round 1 is not the round-robin table: a Swiss, named.
	wantNotes := []string{"event.trf.system.notberger <nil> <nil>", "event.trf.club 1 C.C", "event.trf.birthdate 1 .  .", "event.trf.club 2 ST.",
		"event.trf.club 3 N.U", "event.trf.birthdate 3 1990/13/45"}
	if strings.Join(got, "|") != strings.Join(wantNotes, "|") {
		t.Errorf("notes %q, want %q", got, wantNotes)
	}
}

// A half-point bye written "0000 - =" counts ½ as the file's points column
// counts it; a points column the results disagree with is named per player.
func TestTRFImportHalfPointByeWrittenAsDraw(t *testing.T) {
	rep := importLines(t, "012 Swiss Perfect export", "092 Swiss system (Dutch)", "XXR 3",
		trfPlayer(1, "Byrne, Eamon", 1900, "IRL", "", "", 2.5, "   2 w 1     3 b 1  0000 - ="),
		trfPlayer(2, "Doyle, Sinead", 1800, "IRL", "", "", 1.5, "   1 b 0  0000 - =     3 w 1"),
		trfPlayer(3, "Nolan, Padraig", 1700, "IRL", "", "", 1.0, "0000 - =     1 w 0     2 b 0"))
	rows := testfield.RowsByID(standings.Of(rep.Event))
	for id, want := range map[int64]float64{1: 2.5, 2: 1.5, 3: 0.5} {
		if got := rows[id].Score; got != want {
			t.Errorf("player %d: %v points, want %v", id, got, want)
		}
	}
	// Player 3's line says 1.0, his results ½.
	if len(rep.Notes) != 1 || rep.Notes[0].Key != "event.trf.points" || rep.Notes[0].Args["number"] != "3" ||
		rep.Notes[0].Args["file"] != "1" || rep.Notes[0].Args["results"] != "0.5" {
		t.Errorf("notes %v, want player 3's points named", rep.Notes)
	}
}

// Reports other programs wrote, none of them Arbiter (tournament/testdata/outside,
// sources in its README.md), import whole: every player's points are
// those of the file's points column (a bye asked for the round to pair
// counted once paired), never a points column named as disagreeing, and
// what the import changed is in its notes.
func TestTRFImportOutsideFiles(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "testdata", "outside", "*.trf"))
	if err != nil || len(files) < 10 {
		t.Fatalf("outside files: %v, %v", files, err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, rep := importTRFFile(t, f)
			text, _ := decodeText(data)
			parsed := readAs(t, trf.Parse, text)
			rows := testfield.RowsByID(standings.Of(rep.Event))
			// A bye the file enters in the round to pair (JaVaFo's
			// "0000 - H" with the points column counting it) is the
			// event's request for that round: it scores once paired.
			requested := requestedPoints(rep.Event)
			for _, tp := range parsed.Players {
				if got := rows[int64(tp.ID)].Score + requested[int64(tp.ID)]; got != tp.Points {
					t.Errorf("player %d %s: %v points, the file says %v", tp.ID, tp.Name, got, tp.Points)
				}
			}
			for _, n := range rep.Notes {
				if n.Key == "event.trf.points" {
					t.Errorf("points named as disagreeing: %v", n.Args)
				}
			}
		})
	}
}

// What the Irish Chess Union's Swiss Perfect exports carry beside FIDE's
// layout is read as meant: club codes in the federation column as clubs,
// "   .  ." birth dates left empty, Latin-1 names, byes without a result
// counted as the points column counts them; each named in the notes.
func TestTRFImportSwissPerfectExports(t *testing.T) {
	keys := func(rep *TRFReport, number string) []string {
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

// withRecord is a report with each record of tag replaced by line.
func withRecord(data []byte, tag, line string) []byte {
	lines := strings.FieldsFunc(string(data), func(r rune) bool { return r == '\r' || r == '\n' })
	for i, l := range lines {
		if strings.HasPrefix(l, tag+" ") || l == tag {
			lines[i] = line
		}
	}
	return trfText(lines...)
}

// The start and end dates are read in the forms programs write them, each
// read otherwise than TRF's YYYY/MM/DD named with its line; one that is no
// day is left out and named, never a refusal: neither pairing nor score
// reads it. FIDE's own example report writes "28. 07. 2005"; an Irish
// report with a byte-order mark "11.09.26".
func TestTRFImportReadsTheDatesProgramsWrite(t *testing.T) {
	fide := testdir.Read(t, filepath.Join("..", "testdata", "fide-example-layout.trf"))
	irish := testdir.Read(t, filepath.Join("..", "testdata", "outside", "icu-bunratty_masters_2011.trf"))
	irish = append([]byte("\xef\xbb\xbf"), irish...)
	for _, c := range []struct {
		data             []byte
		start, end, line string
		want             string // the notes on the dates
	}{
		{withRecord(withRecord(fide, "042", "042 28. 07. 2005"), "052", "052 2005/07/30"), "2005-07-28", "2005-07-30", "4",
			""},
		{withRecord(withRecord(irish, "042", "042 11.09.26"), "052", "052 13.09.26"), "2026-09-11", "2026-09-13", "4",
			"event.trf.date.read 4 11.09.26 2026-09-11|event.trf.date.read 5 13.09.26 2026-09-13"},
		{withRecord(fide, "042", "042 05/07/28"), "2005-07-28", "2026-06-03", "4", "event.trf.date.read 4 05/07/28 2005-07-28"},
		{withRecord(fide, "042", "042 2005/07/28"), "2005-07-28", "2026-06-03", "4", ""},
		{withRecord(fide, "042", "042 the 28th"), "", "2026-06-03", "4", "event.trf.date.unread 4 the 28th"},
		{withRecord(fide, "042", "042 2005/13/28"), "", "2026-06-03", "4", "event.trf.date.unread 4 2005/13/28"},
	} {
		rep, err := ReadTRFReport(c.data)
		if err != nil {
			t.Errorf("%s: %v", c.want, err)
			continue
		}
		s := rep.Event.Settings
		if s.StartDate != c.start || s.EndDate != c.end {
			t.Errorf("%s: dates %q, %q; want %q, %q", c.want, s.StartDate, s.EndDate, c.start, c.end)
		}
		if err := s.Validate(); err != nil {
			t.Errorf("%s: the settings are refused: %v", c.want, err)
		}
		var got []string
		for _, n := range rep.Notes {
			if strings.HasPrefix(n.Key, "event.trf.date") {
				date, _ := n.Args["date"].(string)
				got = append(got, strings.TrimSpace(fmt.Sprint(n.Key, " ", n.Args["line"], " ", n.Args["value"], " ", date)))
			}
		}
		if strings.Join(got, "|") != c.want {
			t.Errorf("date notes %q, want %q", got, c.want)
		}
	}
}

// A report without record 092 whose games are not the round-robin table
// is a Swiss, named in the notes: six players, five rounds declared,
// three paired by the Dutch rules. Read as a round robin, round 4 of the
// Berger table would pair players 1 and 4 again; as the Swiss it is, the
// import pairs round 4 with no rematch, as pair-trf does.
func TestTRFImportSwissWithoutSystemRecordPairsNoRematch(t *testing.T) {
	data := clubReport([]string{"012 Club Swiss", "XXR 5"}, []float64{1.5, 2.5, 3.0, 1.0, 0.0, 1.0},
		"   4 w 1     2 b =     3 b 0", "   5 b 1     1 w =     6 w 1", "   6 w 1     4 b 1     1 w 1", "   1 b 0     3 w 0     5 b 1", "   2 w 0     6 b 0     4 w 0", "   3 b 0     5 w 1     2 b 0")
	rep := readAs(t, ReadTRFReport, data)
	if s := rep.Event.Settings; s.System != tournament.SwissDutch || s.Rounds != 5 {
		t.Fatalf("read as %s of %d rounds", s.System, s.Rounds)
	}
	// The rank column gives the starting numbers, as a pairing program's
	// report may: not the places here, which the second note says.
	if len(rep.Notes) != 2 || rep.Notes[0].Key != "event.trf.system.notberger" || rep.Notes[0].Args["round"] != "1" ||
		rep.Notes[1].Key != "event.trf.places" {
		t.Errorf("notes %v, want the system's reason and the places not kept", rep.Notes)
	}
	viaImport, ok := pairedBothWays(t, data, 4, "")
	if !ok {
		t.FailNow()
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
// another, two Whites, a cell naming an opponent the report has no line
// for.
func TestTRFContradictionRefusedByEveryReader(t *testing.T) {
	head := []string{"012 Contradiction", "092 Swiss", "XXR 3"}
	for _, c := range []struct {
		name, one, two, key string
	}{
		{"both win", "   2 w 1", "   1 b 1", "trf.err.game.result"},
		{"another opponent", "   2 w 1", "   3 b 0", "trf.err.game.opponent"},
		{"two Whites", "   2 w 1", "   1 w 0", "trf.err.game.colour"},
		// A line whose record code was lost ("       4 m ..."), which
		// the import names as not kept, leaves its player without one.
		{"an opponent without a line", "   4 w 1", "0000 - -", "trf.err.game.noline"},
	} {
		data := clubReport(head, []float64{1, 1, 0}, c.one, c.two, "0000 - -")
		_, errImport := ReadTRFReport(data)
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
		return clubReport([]string{"012 Short Swiss", "092 Swiss (Dutch)", declared}, []float64{2, 1, 1, 0},
			"   2 w 1     3 b 1", "   1 b 0     4 w 1", "   4 w 1     1 w 0", "   3 b 0     2 b 0")
	}
	data := lines("XXR 2")
	_, errTRF := pairTRFText(data, 3)
	_, errImport := importThenPair(data, 3)
	if msg, ok := errTRF.(*engine.Message); !ok || msg.Key != "swisscli.err.range" || fmt.Sprint(errTRF) != fmt.Sprint(errImport) {
		t.Errorf("round 3 of 2: pair-trf %v, import, then pair %v", errTRF, errImport)
	}
	rep := readAs(t, ReadTRFReport, lines("142 1"))
	if rep.Event.Settings.Rounds != 2 || len(rep.Notes) != 1 || rep.Notes[0].Key != "event.trf.rounds.more" ||
		rep.Notes[0].Args["line"] != "3" || rep.Notes[0].Args["declared"] != "1" {
		t.Errorf("%d rounds, notes %v; want 2, the difference named at line 3", rep.Event.Settings.Rounds, rep.Notes)
	}
}

// A Swiss report that states no number of rounds (neither 142 nor XXR:
// TRF-16 has no record for it) is imported with the rounds it holds, and
// the import says so, since an event carried on from such a report ends
// with them unless the arbiter sets more; one that states them has no
// such note.
func TestTRFRoundsNotStatedNamed(t *testing.T) {
	lines := func(head ...string) []byte {
		return clubReport(append([]string{"012 Short Swiss", "092 Swiss"}, head...), []float64{2, 1, 1, 0},
			"   2 w 1     3 b 1", "   1 b 0     4 w 1", "   4 w 1     1 w 0", "   3 b 0     2 b 0")
	}
	held := func(rep *TRFReport) []engine.Message {
		return slices.DeleteFunc(slices.Clone(rep.Notes), func(n engine.Message) bool { return n.Key != "event.trf.rounds.held" })
	}
	rep := readAs(t, ReadTRFReport, lines())
	if n := held(rep); rep.Event.Settings.Rounds != 2 || len(n) != 1 || n[0].Args["rounds"] != "2" {
		t.Errorf("no 142 or XXR: %d rounds, notes %v; want 2, named as the rounds the report holds", rep.Event.Settings.Rounds, rep.Notes)
	}
	for _, stated := range []string{"XXR 5", "142 5"} {
		rep := readAs(t, ReadTRFReport, lines(stated))
		if n := held(rep); rep.Event.Settings.Rounds != 5 || len(n) != 0 {
			t.Errorf("%s: %d rounds, notes %v; want 5, and no note of rounds not stated", stated, rep.Event.Settings.Rounds, rep.Notes)
		}
	}
}

// What the import cannot read in a report's JaVaFo lines and player
// columns is named, never passed over (py4swiss's reader refuses each of
// these, its tests/test_trf.py): an XXC word other than the initial
// colour (JaVaFo's and bbpPairings' "rank", the rank column's order for
// the colours and the ties, which Arbiter does not read, and a word no
// program knows), an XXR that is no number, and a sex other than TRF's
// m or w, which is left empty.
func TestTRFUnreadValuesNamed(t *testing.T) {
	report := func(head ...string) []byte {
		return clubReport(append([]string{"012 Short Swiss", "092 Swiss"}, head...), []float64{2, 1, 1, 0},
			"   2 w 1     3 b 1", "   1 b 0     4 w 1", "   4 w 1     1 w 0", "   3 b 0     2 b 0")
	}
	notKept := func(rep *TRFReport) []string {
		var records []string
		for _, n := range rep.Notes {
			if n.Key == "event.trf.notkept" {
				records = append(records, fmt.Sprint(n.Args["record"]))
			}
		}
		return records
	}
	for _, c := range []struct {
		head  []string
		named []string
		black bool
	}{
		{[]string{"XXR 5", "XXC rank black1"}, []string{"XXC rank"}, true},
		{[]string{"XXR 5", "XXC random1"}, []string{"XXC random1"}, false},
		{[]string{"XXR a"}, []string{"XXR a"}, false},
		{[]string{"XXR 5", "XXC white1"}, nil, false},
	} {
		rep := readAs(t, ReadTRFReport, report(c.head...))
		if got := notKept(rep); !slices.Equal(got, c.named) || rep.Swiss.InitialBlack != c.black {
			t.Errorf("%q: not kept %q, initial Black %v; want %q named, initial Black %v", c.head, got, rep.Swiss.InitialBlack, c.named, c.black)
		}
	}
	data := report("XXR 5")
	line := bytes.Index(data, []byte("001    3 m"))
	data[line+9] = 'x'
	rep := readAs(t, ReadTRFReport, data)
	p, _ := rep.Event.Player(3)
	named := slices.ContainsFunc(rep.Notes, func(n engine.Message) bool {
		return n.Key == "event.trf.sex" && n.Args["number"] == "3" && n.Args["value"] == "x"
	})
	if p.Sex != tournament.SexUnknown || !named {
		t.Errorf("sex x: player 3's sex %v, notes %v; want it left empty and named", p.Sex, rep.Notes)
	}
}

// A cell a pairing program's reader refuses as no line of the format,
// which the import reads all the same, is named with its player and round:
// one that names no opponent but carries a game's result ("0000 - 1",
// "0000 - 0", "0000 - D", W, L), read as the bye it scores, with that and
// its worth, in a round held and in the round to pair, a bye written with
// its code ("0000 - F") not named; a bye written with a colour ("0000 w
// U", "0000 b H"), kept, with the colour not kept, a bye without one not
// named.
func TestTRFCellOutsideTheFormatNamed(t *testing.T) {
	for _, c := range []struct {
		name   string
		scores []float64
		lines  []string
		key    string
		args   []string
		want   []string
	}{
		{"result without opponent", []float64{2, 0, 0, 1.5},
			[]string{"   2 w 1  0000 - 1", "   1 b 0", "0000 - 0", "0000 - F  0000 - D"},
			"event.trf.resultbye", []string{"number", "round", "value", "points"}, []string{"1 2 1 1", "3 1 0 0", "4 2 D ½"}},
		{"bye with a colour", []float64{1, 0, 1, 1},
			[]string{"   2 w 1  0000 b H", "   1 b 0", "0000 w U", "0000 - U"},
			"event.trf.byecolour", []string{"number", "round", "colour"}, []string{"1 2 b", "3 1 w"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			rep := readAs(t, ReadTRFReport, clubReport([]string{"012 Short Swiss", "092 Swiss", "XXR 5"}, c.scores, c.lines...))
			var got []string
			for _, n := range rep.Notes {
				if n.Key == c.key {
					var args []string
					for _, a := range c.args {
						args = append(args, fmt.Sprint(n.Args[a]))
					}
					got = append(got, strings.Join(args, " "))
				}
			}
			if !slices.Equal(got, c.want) {
				t.Errorf("named %q, want %q (notes %v)", got, c.want, rep.Notes)
			}
		})
	}
}

// Starting numbers stay as the report gives them, gaps included: players
// 1 to 6 and 8 are 1 to 6 and 8 in the event's lists and in its export,
// and the export re-pairs as the original does.
func TestTRFStartingNumbersWithGapsKept(t *testing.T) {
	data := append(clubReport([]string{"012 Gap", "092 Swiss", "XXR 3"}, []float64{1, 1, 1, 0, 0, 0},
		"   4 w 1", "   5 b 1", "   6 w 1", "   1 b 0", "   2 w 0", "   3 b 0"),
		trfPlayer(8, "Orav, Olev", 1700, "EST", "", "", 1, "0000 - U")+"\r"...)
	rep := readAs(t, ReadTRFReport, data)
	numbers := rep.Event.StartNumbers()
	if p, _ := rep.Event.Player(8); numbers[p.ID] != 8 {
		t.Errorf("player 8 is number %d", numbers[p.ID])
	}
	out := ExportTRF(rep.Event, TRFOptions{})
	again := readAs(t, trf.Parse, out)
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

// A bye entered in advance in the round to pair is a request, not a
// round played: a Swiss without 092 whose round 2 column holds only
// player 1's "0000 - H" is paired in round 2, as bbpPairings 6 pairs it
// (its answer, from this file: 2-3, 4-5, 6 the bye).
func TestTRFPreEnteredByeIsARequest(t *testing.T) {
	data := clubReport([]string{"012 Pre-entered bye", "XXR 5"}, []float64{1.5, 1, 1, 0, 0, 0},
		"   4 w 1  0000 - H", "   5 b 1", "   6 w 1", "   1 b 0", "   2 w 0", "   3 b 0")
	rep := readAs(t, ReadTRFReport, data)
	if next := rep.Event.NextRound(); next != 2 || len(rep.Event.Requests) != 1 || rep.Event.Requests[0].Kind != tournament.ByeHalfPoint {
		t.Errorf("next round %d, requests %v", next, rep.Event.Requests)
	}
	pairedBothWays(t, data, 2, "3\n2 3\n4 5\n6 0\n")
}

// clubReport is a report of a small club Swiss: the header lines, then
// players 1 to len(cells) of falling ratings, each with his points and
// round cells, every line ended by CR.
func clubReport(head []string, points []float64, cells ...string) []byte {
	names := []string{"Aho, Aino", "Berg, Bo", "Kask, Kai", "Lind, Liis", "Mets, Mari", "Nurm, Nils"}
	lines := slices.Clone(head)
	for i, c := range cells {
		lines = append(lines, trfPlayer(i+1, names[i], 2000-50*i, "FIN", "", "", points[i], c))
	}
	return trfText(lines...)
}

// scoredReport is tr with every player named and given the points his games
// score, as a report the import takes.
func scoredReport(tr *trf.Tournament) *trf.Tournament {
	for _, p := range tr.Players {
		p.Name, p.Points = fmt.Sprintf("Player %d, Anna", p.ID), p.Scored(tr.PointSystem())
	}
	return tr
}

// A bye entered in advance in a round robin's round to pair is no round
// played either: round 1 of six players is the Berger table, round 2's
// column holds only player 1's "0000 - H". The import holds one round,
// pairs round 2 as the table's round 2, and names the bye it cannot keep
// (a round robin's game is played or forfeited, never skipped).
func TestTRFPreEnteredByeInARoundRobinIsNoRoundPlayed(t *testing.T) {
	tr := tableReport("Round robin", 6, 5, berger.Round(6, 1))
	tr.Players[0].Games = append(tr.Players[0].Games, trf.Game{Colour: '-', Result: 'H'})
	rep := readAs(t, ReadTRFReport, scoredReport(tr).Bytes())
	if rep.Event.Settings.System != tournament.RoundRobin || rep.Event.NextRound() != 2 {
		t.Fatalf("system %s, next round %d; want a round robin to pair in round 2", rep.Event.Settings.System, rep.Event.NextRound())
	}
	rd, err := rep.Event.PairRoundRobin(2)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := seatPairs(rd), berger.Round(6, 2); !slices.Equal(got, want) {
		t.Errorf("round 2 paired %v, want the table's %v", got, want)
	}
	var named bool
	for _, n := range rep.Notes {
		named = named || n.Key == "event.trf.rrbye" && n.Args["number"] == "1" && n.Args["round"] == "2"
	}
	if !named {
		t.Errorf("notes %v: the bye of player 1 in round 2 is not named", rep.Notes)
	}
}

// A double round robin's report whose first cycle played its last two
// rounds exchanged (FIDE C.05 Annex 1), as Arbiter pairs it, or in the
// plain order, as a file of before did: the import keeps the order its
// round n−2 shows and pairs round n−1 as the table's other, board by
// board in the table's order.
func TestTRFDoubleRoundRobinKeepsTheOrderOfItsFirstCycle_C05Annex1(t *testing.T) {
	for _, exchanged := range []bool{true, false} {
		var rounds [][]berger.SeatPair
		for r := 1; r <= 4; r++ {
			rounds = append(rounds, berger.Play(6, r, exchanged))
		}
		tr := tableReport("Double round robin", 6, 10, rounds...)
		rep := readAs(t, ReadTRFReport, scoredReport(tr).Bytes())
		for i, rd := range rep.Event.Rounds {
			if got := seatPairs(rd); !slices.Equal(got, rounds[i]) {
				t.Errorf("exchanged %v: round %d read as %v, want %v", exchanged, i+1, got, rounds[i])
			}
		}
		rd, err := rep.Event.PairRoundRobin(5)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := seatPairs(rd), berger.Play(6, 5, exchanged); !slices.Equal(got, want) {
			t.Errorf("exchanged %v: round 5 paired %v, want %v", exchanged, got, want)
		}
	}
}

// seatPairs is a round's boards as seats of a table whose players'
// numbers are their seats (tableReport's).
func seatPairs(rd tournament.Round) []berger.SeatPair {
	var out []berger.SeatPair
	for _, p := range rd.Pairings {
		out = append(out, berger.SeatPair{White: int(p.White), Black: int(p.Black)})
	}
	return out
}

// The forfeit FIDE's example report writes without colours ("   4 - +")
// is kept as a game paired without colours, named by its round and
// players, which a removed player takes with him and the import's new
// ids carry; the note names it.
func TestForfeitWithoutColoursIsKeptUncoloured(t *testing.T) {
	_, rep := importTRFFile(t, filepath.Join("..", "testdata", "fide-example-layout.trf"))
	want := []tournament.UncolouredGame{{Round: 3, Players: [2]int64{2, 4}}}
	if !slices.Equal(rep.Swiss.Uncoloured, want) {
		t.Fatalf("%+v, want %+v", rep.Swiss.Uncoloured, want)
	}
	if !slices.ContainsFunc(rep.Notes, func(m engine.Message) bool {
		return m.Key == "event.trf.uncoloured" && m.Args["games"] == "3: 2 – 4"
	}) {
		t.Errorf("no note: %v", rep.Notes)
	}
	forfeit := rep.Event.Rounds[2].Pairings[slices.IndexFunc(rep.Event.Rounds[2].Pairings, func(p tournament.Pairing) bool { return p.White == 2 })]
	if forfeit.Black != 4 || forfeit.Result != tournament.WhiteForfeitWin || !rep.Swiss.IsUncoloured(forfeit) {
		t.Errorf("round 3's forfeit %+v", forfeit)
	}
	if w := rep.Swiss.Without(4); len(w.Uncoloured) != 0 {
		t.Errorf("without player 4: %+v", w.Uncoloured)
	}
	if o := RemapSwissOptions(rep.Swiss, map[int64]int64{2: 12, 4: 14}); o.Uncoloured[0].Players != [2]int64{12, 14} {
		t.Errorf("remapped: %+v", o.Uncoloured)
	}
}

// The export writes a forfeit the imported report wrote without colours
// as it was written ("   4 - +" and "   2 - -"), so that the report reads
// back with the same games paired without colours; a game the arbiter
// has since given a result over the board is written with its colours.
func TestForfeitWithoutColoursIsExportedWithout(t *testing.T) {
	_, rep := importTRFFile(t, filepath.Join("..", "testdata", "fide-example-layout.trf"))
	out := string(ExportTRF(rep.Event, TRFOptions{Swiss: rep.Swiss}))
	if a, b := trfCell(out, 2, 3), trfCell(out, 4, 3); a != "   4 - +" || b != "   2 - -" {
		t.Errorf("round 3 written %q and %q", a, b)
	}
	again, err := ReadTRFReport([]byte(out))
	if err != nil || !slices.Equal(again.Swiss.Uncoloured, rep.Swiss.Uncoloured) {
		t.Errorf("read back: %+v, %v", again.Swiss.Uncoloured, err)
	}
	for i, p := range rep.Event.Rounds[2].Pairings {
		if p.White == 2 {
			rep.Event.Rounds[2].Pairings[i].Result = tournament.Draw
		}
	}
	if a := trfCell(string(ExportTRF(rep.Event, TRFOptions{Swiss: rep.Swiss})), 2, 3); a != "   4 w =" {
		t.Errorf("the game played written %q", a)
	}
}

// A forfeit win without opponent ("0000 - +", as some programs write the
// pairing-allocated bye; player 3's round 2 in FIDE's example layout) is
// kept as the full-point bye it scores, a note names it in the arbiter's
// language, and the export writes it back as it was written (it was
// written "0000 - F", nothing said); a bye the arbiter has since changed
// is written as the event has it.
func TestForfeitWinWithoutOpponentIsExportedAsWritten(t *testing.T) {
	_, rep := importTRFFile(t, filepath.Join("..", "testdata", "fide-example-layout.trf"))
	r2, _ := rep.Event.Round(2)
	if !slices.ContainsFunc(r2.Pairings, func(p tournament.Pairing) bool { return p.White == 3 && p.Bye == tournament.ByeFullPoint }) {
		t.Errorf("round 2: player 3's bye not kept as a full-point bye: %+v", r2.Pairings)
	}
	i := slices.IndexFunc(rep.Notes, func(m engine.Message) bool { return m.Key == "event.trf.forfeitbye" })
	for lang, says := range map[i18n.Lang]string{i18n.English: "as a full-point bye", i18n.Finnish: "myönnetyksi vapaakierrokseksi", i18n.Estonian: "antud vabaks vooruks"} {
		if i < 0 {
			t.Errorf("notes %v: none names the forfeit win without opponent", rep.Notes)
			break
		}
		testtext.SaysEach(t, string(lang), i18n.For(lang).Message(rep.Notes[i]), "0000 - +", "2: 3 Pedro Cruz", says)
	}
	out := string(ExportTRF(rep.Event, TRFOptions{Swiss: rep.Swiss}))
	if c := trfCell(out, 3, 2); c != "0000 - +" {
		t.Errorf("round 2 of player 3 written %q, want it as read, \"0000 - +\"", c)
	}
	again, err := ReadTRFReport([]byte(out))
	if err != nil || !slices.Equal(again.Swiss.ForfeitByes, rep.Swiss.ForfeitByes) {
		t.Errorf("read back: %+v, %v", again.Swiss.ForfeitByes, err)
	}
	if w := rep.Swiss.Without(3); len(w.ForfeitByes) != 0 {
		t.Errorf("without player 3: %+v", w.ForfeitByes)
	}
	if o := RemapSwissOptions(rep.Swiss, map[int64]int64{3: 13}); len(o.ForfeitByes) != 1 || o.ForfeitByes[0] != [2]int64{2, 13} {
		t.Errorf("remapped: %+v", o.ForfeitByes)
	}
	for i, p := range r2.Pairings {
		if p.White == 3 {
			r2.Pairings[i].Bye = tournament.ByeHalfPoint
		}
	}
	if c := trfCell(string(ExportTRF(rep.Event, TRFOptions{Swiss: rep.Swiss})), 3, 2); c != "0000 - H" {
		t.Errorf("the bye changed to half a point written %q", c)
	}
}

// trfCell is the round's cell (opponent, colour, result) of the player
// line of number player in a report's text.
func trfCell(text string, player, round int) string {
	for _, l := range strings.FieldsFunc(text, func(r rune) bool { return r == '\r' || r == '\n' }) {
		if strings.HasPrefix(l, "001") && strings.TrimSpace(l[4:8]) == fmt.Sprint(player) {
			at := 91 + 10*(round-1)
			return l[at : at+8]
		}
	}
	return ""
}

// TestRoundDatesNotWrittenAsTRFAreNamedAndLeftOut: Swiss Perfect writes
// the rounds' dates of 132 with dots, day and month in either order
// ("11.25.02" is 25 February 2011 in an ICU report, "25.10.04" 4 October
// 2025 in a league's), so the import cannot know which is which: the
// rounds are imported without them, and a note names the record (the
// text was kept as written and printed as a round's date, "Round 1 ·
// 11.25.02", without a word). Dates written as TRF writes them
// (YY/MM/DD) are read, with no note.
func TestRoundDatesNotWrittenAsTRFAreNamedAndLeftOut(t *testing.T) {
	_, rep := importTRFFile(t, filepath.Join("..", "testdata", "outside", "icu-bunratty_masters_2011.trf"))
	if !slices.ContainsFunc(rep.Notes, func(m engine.Message) bool {
		return m.Key == "event.trf.rounddates.unread" && m.Args["dates"] == "11.25.02, 11.26.02, 11.26.02, 11.26.02, 11.27.02, 11.27.02"
	}) {
		t.Errorf("notes %v: none names the rounds' dates of 132", rep.Notes)
	}
	for _, r := range rep.Event.Rounds {
		if r.Date != "" {
			t.Errorf("round %d dated %q from a 132 record it cannot read", r.Number, r.Date)
		}
	}
	_, team := teamTRFFile(t, "echecsjs-grandmommyscup.trf")
	if r, ok := team.Event.Round(2); !ok || r.Date != "2024-12-02" {
		t.Errorf("a 132 record written 24/12/02: round 2 %+v", r)
	}
	if slices.Contains(testform.Keys(team.Notes), "event.trf.rounddates.unread") {
		t.Errorf("notes %v: a 132 record written as TRF writes it is named", team.Notes)
	}
}

// TestImportOfASharlyChessExportDatesItsRoundsAsWritten: the arbiter
// imports a report in Sharly-Chess's layout, whose 132 record writes each
// round's date a column right of FIDE's (93–100): the rounds are dated as
// written, where the import read "25/10/0" of "25/10/04", named the dates
// unreadable and left every round undated. The rest of the file is kept:
// names with their accents, points, the bye records agreeing with the cells.
func TestImportOfASharlyChessExportDatesItsRoundsAsWritten(t *testing.T) {
	data, rep := importTRFFile(t, filepath.Join("..", "testdata", "sharlychess-layout.trf"))
	for _, n := range rep.Notes {
		if n.Key == "event.trf.rounddates.unread" || n.Key == "event.trf.points" {
			t.Errorf("note %s %v", n.Key, n.Args)
		}
	}
	want := []string{"2025-10-04", "2025-10-04", "2025-10-05"}
	if len(rep.Event.Rounds) != len(want) {
		t.Fatalf("%d rounds, want %d", len(rep.Event.Rounds), len(want))
	}
	for i, r := range rep.Event.Rounds {
		if r.Date != want[i] {
			t.Errorf("round %d dated %q, want %q", r.Number, r.Date, want[i])
		}
	}
	parsed := readAs(t, trf.Parse, data)
	rows := testfield.RowsByID(standings.Of(rep.Event))
	for _, tp := range parsed.Players {
		p, ok := rep.Event.Player(int64(tp.ID))
		if !ok {
			t.Fatalf("player %d not imported", tp.ID)
		}
		if got := p.FamilyName + ", " + p.GivenNames; got != tp.Name {
			t.Errorf("player %d named %q, the file %q", tp.ID, got, tp.Name)
		}
		if got := rows[int64(tp.ID)].Score; got != tp.Points {
			t.Errorf("player %d: %v points, the file says %v", tp.ID, got, tp.Points)
		}
	}
}

// TestImportOfASharlyChessReportAskingForBakuKeepsTheAcceleration: the
// arbiter imports a report whose record 192 is Sharly-Chess's
// "FIDE_DUTCH_2026_BAKU", a Dutch edition FIDE's table does not name, with
// Baku's acceleration: the event is a Dutch Swiss with Baku's acceleration
// on, the notes name the edition Arbiter pairs by and not an unknown code,
// and the export states the acceleration (its 250 records). The import
// named the code as no system's and dropped the acceleration unsaid.
func TestImportOfASharlyChessReportAskingForBakuKeepsTheAcceleration(t *testing.T) {
	_, rep := importTRFFile(t, filepath.Join("..", "testdata", "sharlychess-layout.trf"))
	if rep.Event.Settings.System != tournament.SwissDutch || !rep.Swiss.Baku {
		t.Errorf("system %s, Baku %v: want the Dutch with Baku's acceleration", rep.Event.Settings.System, rep.Swiss.Baku)
	}
	keys := map[string]bool{}
	for _, n := range rep.Notes {
		keys[n.Key] = true
	}
	if keys["event.trf.system.unknowncode"] || !keys["event.trf.dutchedition"] {
		t.Errorf("notes %v: want the edition named, not the code as unknown", rep.Notes)
	}
	if got := readAs(t, trf.Parse, ExportTRF(rep.Event, TRFOptions{Swiss: rep.Swiss})); len(got.Accelerations) == 0 {
		t.Error("the export states no acceleration")
	}
}

// TestImportOfAReportWhoseByeIsALineNamedSpielfreiLeavesTheLineOut: the
// arbiter imports the report of the 9. Karl-Mala-Gedenkturnier (Frankfurt,
// 2005), whose program wrote the pairing bye as a player of its own, 284
// "spielfrei", with no rating, id, points or game: the event has the 283
// players who played, the note names the line left out, and every player's
// points are the file's; the import made "spielfrei" a player, absent in
// six rounds, last in the standings and in the rating report.
func TestImportOfAReportWhoseByeIsALineNamedSpielfreiLeavesTheLineOut(t *testing.T) {
	data, rep := importTRFFile(t, filepath.Join("..", "testdata", "outside", "sklangen-karl_mala_2005.trf"))
	if len(rep.Event.Players) != 283 {
		t.Errorf("%d players, want the 283 who played", len(rep.Event.Players))
	}
	if _, ok := rep.Event.Player(284); ok {
		t.Error("the line that stands for the bye is a player")
	}
	if !slices.ContainsFunc(rep.Notes, func(m engine.Message) bool {
		return m.Key == "event.trf.byestandin" && fmt.Sprintf("%v %v %v %v", m.Args["line"], m.Args["number"], m.Args["name"], m.Args["players"]) == "297 284 spielfrei 283"
	}) {
		t.Errorf("notes %v: none names the line left out", rep.Notes)
	}
	rows := testfield.RowsByID(standings.Of(rep.Event))
	for _, tp := range readAs(t, trf.Parse, data).Players {
		if row, ok := rows[int64(tp.ID)]; tp.ID != 284 && (!ok || row.Score != tp.Points) {
			t.Errorf("player %d %s: %v points, the file says %v", tp.ID, tp.Name, row.Score, tp.Points)
		}
	}
	if r5, ok := rep.Event.Round(5); !ok || !slices.ContainsFunc(r5.Pairings, func(p tournament.Pairing) bool {
		return p.White == 282 && p.Black == 0
	}) {
		t.Errorf("round 5: player 282's bye (0000 - +) not kept: %+v", r5)
	}
}

// roundRobinDated is a round robin's report of 4 players after round 1
// of 3, its 132 record dating the rounds 21, 22 and 24 Nov 2026, with the
// records extra besides.
func roundRobinDated(t *testing.T, extra ...string) *TRFReport {
	t.Helper()
	return importLines(t, append(append([]string{"012 Syysturnaus"}, extra...), "062 4", "092 Round robin", "142 3", "192 FIDE_ROUNDROBIN",
		"132"+strings.Repeat(" ", 88)+"26/11/21  26/11/22  26/11/24",
		trfPlayer(1, "Aho, Anna", 2000, "FIN", "", "", 1, "   4 w 1"),
		trfPlayer(2, "Berg, Boris", 1990, "FIN", "", "", 0.5, "   3 w ="),
		trfPlayer(3, "Carlsson, Carl", 1980, "FIN", "", "", 0.5, "   2 b ="),
		trfPlayer(4, "Dahl, Dana", 1970, "FIN", "", "", 0, "   1 b 0"))...)
}

// TestRoundDatesOfRoundsNotYetPairedAreScheduled: a round robin's report
// of 4 players after round 1 of 3, its 132 record dating all three
// rounds: rounds 2 and 3, not yet paired, keep their dates in the
// schedule, where the import dropped them without a word and the
// settings showed the rounds undated.
func TestRoundDatesOfRoundsNotYetPairedAreScheduled(t *testing.T) {
	ev := roundRobinDated(t).Event
	if len(ev.Rounds) != 1 || ev.Rounds[0].Date != "2026-11-21" {
		t.Fatalf("rounds %+v", ev.Rounds)
	}
	for r, want := range map[int]string{2: "2026-11-22", 3: "2026-11-24"} {
		if got := schedule.Round(ev, r).Date; got != want {
			t.Errorf("round %d dated %q, want %q (schedule %+v)", r, got, want, ev.Settings.Schedule)
		}
	}
	if err := ev.Settings.Validate(); err != nil {
		t.Errorf("the settings imported: %v", err)
	}
}

// TestRoundDatesOutsideTheEventsDaysAreKeptAndNamed: a report whose 132
// dates round 1 (paired) before its 042 and round 3 (not yet) after its
// 052 keeps every date as it says and names both rounds in its notes,
// where the settings' rule would refuse such a schedule typed.
func TestRoundDatesOutsideTheEventsDaysAreKeptAndNamed(t *testing.T) {
	rep := roundRobinDated(t, "042 2026/11/22", "052 2026/11/23")
	ev := rep.Event
	if ev.Settings.StartDate != "2026-11-22" || ev.Settings.EndDate != "2026-11-23" {
		t.Fatalf("the event's days %q–%q, want the report's", ev.Settings.StartDate, ev.Settings.EndDate)
	}
	if len(ev.Rounds) != 1 || ev.Rounds[0].Date != "2026-11-21" {
		t.Fatalf("rounds %+v", ev.Rounds)
	}
	if got := schedule.Round(ev, 3).Date; got != "2026-11-24" {
		t.Errorf("round 3 dated %q, want the report's 2026-11-24 (schedule %+v)", got, ev.Settings.Schedule)
	}
	for _, want := range []string{"schedule.err.before-start", "schedule.err.after-end"} {
		if !slices.ContainsFunc(rep.Notes, func(m engine.Message) bool {
			p, ok := m.Args["problem"].(*engine.Message)
			return m.Key == "event.trf.dates.outside" && ok && p.Key == want
		}) {
			t.Errorf("notes %v: none says %s", rep.Notes, want)
		}
	}
	if n := len(slices.DeleteFunc(slices.Clone(rep.Notes), func(m engine.Message) bool { return m.Key != "event.trf.dates.outside" })); n != 2 {
		t.Errorf("%d notes of dates outside the event's days, want 2 (rounds 1 and 3): %v", n, rep.Notes)
	}
}

// chesspairing writes one 132 record a round with its date at column 5
// ("132 2025/01/15"), left of round 1's columns: the first record was
// passed over without a word while the second was named as not kept. Now
// its date is round 1's, named as not read as TRF writes it.
func TestARoundDateWrittenLeftOfTheRoundsColumnsIsNamed(t *testing.T) {
	_, rep := importTRFFile(t, filepath.Join("..", "testdata", "suite", "gnutterts-basic.trf"))
	if !slices.ContainsFunc(rep.Notes, func(m engine.Message) bool {
		return m.Key == "event.trf.rounddates.unread" && m.Args["dates"] == "2025/01/15"
	}) {
		t.Errorf("notes %v: none names the 132 record 2025/01/15", rep.Notes)
	}
}
