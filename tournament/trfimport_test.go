package tournament

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

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
	data := strings.Join([]string{"012 Tie-break exercise", "XXR 1",
		trfPlayer(1, "Alpha, Anna", 2100, "ESP", "0", "", 1, "   2 w 1"),
		trfPlayer(2, "Beta, Bruno", 2000, "ESP", "0", "", 0, "   1 b 0"),
		trfPlayer(3, "Gamma, Gina", 1900, "ESP", "00000000", "", 0, "0000 - -")}, "\r") + "\r"
	rep, err := ReadTRFReport([]byte(data))
	if err != nil {
		t.Fatal(err)
	}
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
	data := strings.Join([]string{"012 Leinster Championship", "XXR 1",
		trfPlayer(1, "O Briain, Seamus", 1850, "C.C", "", ".  .", 1, "   2 w 1"),
		trfPlayer(2, "Kelly, Niamh", 1700, "ST.", "", "", 0, "   1 b 0"),
		trfPlayer(3, "Walsh, Ciaran", 1600, "N.U", "", "1990/13/45", 0, "0000 - -"),
		trfPlayer(4, "Murphy, Aoife", 1500, "irl", "", "1975/06/01", 0, "0000 - -")}, "\r") + "\r"
	rep, err := ReadTRFReport([]byte(data))
	if err != nil {
		t.Fatal(err)
	}
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
	data := strings.Join([]string{"012 Swiss Perfect export", "092 Swiss system", "XXR 3",
		trfPlayer(1, "Byrne, Eamon", 1900, "IRL", "", "", 2.5, "   2 w 1     3 b 1  0000 - ="),
		trfPlayer(2, "Doyle, Sinead", 1800, "IRL", "", "", 1.5, "   1 b 0  0000 - =     3 w 1"),
		trfPlayer(3, "Nolan, Padraig", 1700, "IRL", "", "", 1.0, "0000 - =     1 w 0     2 b 0")}, "\r") + "\r"
	rep, err := ReadTRFReport([]byte(data))
	if err != nil {
		t.Fatal(err)
	}
	rows := rowsByID(Standings(rep.Event))
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

// Reports other programs wrote, none of them Arbiter (testdata/outside,
// sources in testdata/README.md), import whole: every player's points are
// those of the file's points column (a bye asked for the round to pair
// counted once paired), never a points column named as disagreeing, and
// what the import changed is in its notes.
func TestTRFImportOutsideFiles(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "outside", "*.trf"))
	if err != nil || len(files) < 10 {
		t.Fatalf("outside files: %v, %v", files, err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, rep := importTRFFile(t, f)
			text, _, _ := decodeText(data)
			parsed, err := trf.Parse(text)
			if err != nil {
				t.Fatal(err)
			}
			rows := rowsByID(Standings(rep.Event))
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

// withRecord is a report with each record of tag replaced by line.
func withRecord(data []byte, tag, line string) []byte {
	lines := strings.FieldsFunc(string(data), func(r rune) bool { return r == '\r' || r == '\n' })
	for i, l := range lines {
		if strings.HasPrefix(l, tag+" ") || l == tag {
			lines[i] = line
		}
	}
	return []byte(strings.Join(lines, "\r") + "\r")
}

// The start and end dates are read in the forms programs write them, each
// read otherwise than TRF's YYYY/MM/DD named with its line; one that is no
// day is left out and named, never a refusal: neither pairing nor score
// reads it. FIDE's own example report writes "28. 07. 2005"; an Irish
// report with a byte-order mark "11.09.26".
func TestTRFImportReadsTheDatesProgramsWrite(t *testing.T) {
	fide, err := os.ReadFile(filepath.Join("testdata", "fide-example-layout.trf"))
	if err != nil {
		t.Fatal(err)
	}
	irish, err := os.ReadFile(filepath.Join("testdata", "outside", "icu-bunratty_masters_2011.trf"))
	if err != nil {
		t.Fatal(err)
	}
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
		if err := ValidateSettings(s); err != nil {
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

// clubReport is a report of a small club Swiss: the header lines, then
// players 1 to len(cells) of falling ratings, each with his points and
// round cells, every line ended by CR.
func clubReport(head []string, points []float64, cells ...string) []byte {
	names := []string{"Aho, Aino", "Berg, Bo", "Kask, Kai", "Lind, Liis", "Mets, Mari", "Nurm, Nils"}
	lines := slices.Clone(head)
	for i, c := range cells {
		lines = append(lines, trfPlayer(i+1, names[i], 2000-50*i, "FIN", "", "", points[i], c))
	}
	return []byte(strings.Join(lines, "\r") + "\r")
}

// A bye entered in advance in a round robin's round to pair is no round
// played either: round 1 of six players is the Berger table, round 2's
// column holds only player 1's "0000 - H". The import holds one round,
// pairs round 2 as the table's round 2, and names the bye it cannot keep
// (a round robin's game is played or forfeited, never skipped).
func TestTRFPreEnteredByeInARoundRobinIsNoRoundPlayed(t *testing.T) {
	tr := tableReport("Round robin", 6, 5, BergerRound(6, 1))
	tr.Players[0].Games = append(tr.Players[0].Games, trf.Game{Colour: '-', Result: 'H'})
	for _, p := range tr.Players {
		p.Name, p.Points = fmt.Sprintf("Player %d, Anna", p.ID), p.Scored(tr.PointSystem())
	}
	rep, err := ReadTRFReport(tr.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if rep.Event.Settings.System != RoundRobin || NextRound(rep.Event) != 2 {
		t.Fatalf("system %s, next round %d; want a round robin to pair in round 2", rep.Event.Settings.System, NextRound(rep.Event))
	}
	rd, err := PairRoundRobin(rep.Event, 2)
	if err != nil {
		t.Fatal(err)
	}
	var got []SeatPair
	for _, p := range rd.Pairings {
		got = append(got, SeatPair{int(p.White), int(p.Black)})
	}
	if want := BergerRound(6, 2); !slices.Equal(got, want) {
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
