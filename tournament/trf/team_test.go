package trf

import (
	"arbiter/internal/testdir"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// The team part of a TRF-2026 report is read from the lines Parse keeps
// verbatim: the teams, the board colours, the bye, the line-ups, the
// forfeits, the 299 records, Arbiter's team spellings; what no model
// reads is left unread with its line.
func TestTeamsReadsTheTeamRecords(t *testing.T) {
	text := "012 Cup\n" +
		"310   1 Alfa                             ALF     2000    3.0    2.5   1     1    2\n" +
		"310   2 Beta                             BET     1900    1.0    1.5   2     3    0    4\n" +
		"013 Alfa                               1    2\n" +
		"352 WB\n" +
		"362 TW 3.0 TD 1.0 TL 0.0\n" +
		"320  1.0  2.0 000 002\n" +
		"330 +- 001 001 002\n" +
		"300 002 002 001 0004 0003\n" +
		"299 +   2.0   2.0    5 0001 0002\n" +
		"299 Q   1.0\n" +
		"XXM 1 \"\\u00c4lfa\"\n" +
		"801  1 ALF stated totals\n" +
		"001    1      A                                 2000\n"
	tt := parsed(t, text)
	if !tt.isTeamReport() {
		t.Fatal("a report with 310 records not seen as a team report")
	}
	got, err := tt.Teams()
	if err != nil {
		t.Fatal(err)
	}
	want := &TeamReport{
		Teams: []Team{
			{No: 1, Name: "Alfa", Short: "ALF", MatchPoints: 3, GamePoints: 2.5, HasPoints: true, Strength: "2000", Rank: 1, Players: []int{1, 2}, Line: 2},
			{No: 2, Name: "Beta", Short: "BET", MatchPoints: 1, GamePoints: 1.5, HasPoints: true, Strength: "1900", Rank: 2, Players: []int{3, 4}, Line: 3},
		},
		BoardColours:  "WB",
		MatchPoints:   []MatchPoint{{'W', 3}, {'D', 1}, {'L', 0}},
		Bye:           &TeamBye{MatchPoints: 1, GamePoints: 2, HasPoints: true, Teams: []int{0, 2}},
		Forfeits:      []TeamForfeit{{Kind: "+-", Round: 1, White: 1, Black: 2}},
		Lineups:       []TeamLineup{{Round: 2, Team: 2, Opponent: 1, Players: []int{4, 3}}},
		Abnormal:      []AbnormalPoints{{Kind: '+', MatchPoints: 2, GamePoints: 2, Round: 5, Teams: []int{1, 2}, Line: 10}},
		NameSpellings: []NameSpelling{{ID: 1, Name: "Älfa"}},
		Unread:        []UnreadLine{{Line: 11, Text: "299 Q   1.0"}, {Line: 13, Text: "801  1 ALF stated totals"}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("read\n%+v\nwant\n%+v", got, want)
	}
	// The lines stay as written.
	if out := string(tt.Bytes()); out != text {
		t.Errorf("written again:\n%s", out)
	}
}

// A TRF-16 report's teams are its 013 records, numbered in their order.
func TestTeamsReadsTRF16Records(t *testing.T) {
	got, err := parsed(t, "013 Alfa                               1    2\n013 Beta                               3    4\n").Teams()
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Teams) != 2 || got.Teams[1].No != 2 || got.Teams[1].Name != "Beta" || !reflect.DeepEqual(got.Teams[1].Players, []int{3, 4}) {
		t.Errorf("teams %+v", got.Teams)
	}
}

// A team record whose number or players are not numbers is refused with
// its line.
func TestTeamsRefusesABrokenTeamRecord(t *testing.T) {
	for _, line := range []string{
		"310   x Alfa",
		"310   1 Alfa                             ALF     2000    3.0    2.5   1     1   x2",
	} {
		if _, err := parsed(t, "012 Cup\n"+line+"\n").Teams(); err == nil {
			t.Errorf("%q read", line)
		}
	}
}

// Every team report of the test data reads.
func TestTeamsReadsEveryTeamReport(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "testdata", "teams", "*.trf"))
	if len(files) == 0 {
		t.Fatal("no team reports")
	}
	for _, f := range files {
		data := testdir.Read(t, f)
		tr, err := parsed(t, string(data)).Teams()
		if err != nil || len(tr.Teams) == 0 {
			t.Errorf("%s: %v, %d teams", f, err, len(tr.Teams))
		}
	}
}

// The team records Records writes read back as the same team part, in
// TRF-2026 (310) and in TRF-16 (013: each team's name and players only).
func TestTeamRecordsReadBack(t *testing.T) {
	rep := &TeamReport{
		Teams: []Team{
			{No: 1, Name: "Alfa", Short: "ALF", MatchPoints: 3, GamePoints: 2.5, HasPoints: true, Strength: "2000", Rank: 1, Players: []int{1, 2}},
			{No: 2, Name: "Beta Team of a Very Long Name, Too", Short: "BET", MatchPoints: 1, GamePoints: 1.5, HasPoints: true, Rank: 2, Players: []int{3, 4}},
		},
		BoardColours:  "WB",
		MatchPoints:   []MatchPoint{{'W', 3}, {'D', 1}, {'L', 0}},
		Bye:           &TeamBye{MatchPoints: 1, GamePoints: 2, HasPoints: true, Teams: []int{0, 2}},
		Forfeits:      []TeamForfeit{{Kind: "+-", Round: 1, White: 1, Black: 2}},
		Lineups:       []TeamLineup{{Round: 2, Team: 2, Opponent: 1, Players: []int{4, 0}}},
		NameSpellings: []NameSpelling{{ID: 1, Name: "Älfa"}},
	}
	for _, v := range []Version{TRF2026, TRF16} {
		text := "012 Cup\r" + strings.Join(rep.Records(v, 2), "\r") + "\r"
		tt := parsed(t, text)
		got, err := tt.Teams()
		if err != nil {
			t.Fatal(err)
		}
		want := *rep
		want.Teams = nil
		for i, tm := range rep.Teams {
			tm.Line = i + 5
			tm.Name = tm.Name[:min(32, len(tm.Name))]
			if v == TRF16 {
				tm = Team{No: tm.No, Name: tm.Name, Players: tm.Players, Line: tm.Line}
			}
			want.Teams = append(want.Teams, tm)
		}
		if !reflect.DeepEqual(*got, want) {
			t.Errorf("TRF-%d:\n%s\nread as\n%+v\nwant\n%+v", v, text, *got, want)
		}
	}
}

// isTeamReport reports whether the parsed report holds team records (310
// or 013), line by line: what HasTeamRecords must tell of the bytes.
func (t *Tournament) isTeamReport() bool {
	for _, ln := range t.lines {
		if teamRecord(ln.raw) {
			return true
		}
	}
	return false
}

// HasTeamRecords, which chooses the reading before any parse, tells team
// reports as isTeamReport tells them once parsed, whatever the lines end
// in and wherever the record stands (the last line without its end).
func TestHasTeamRecordsAsIsTeamReport(t *testing.T) {
	for _, text := range []string{
		"012 Cup\n310   1 Alfa\n001    1      A",
		"012 Cup\r\n001    1      A\r\n013 Alfa      1    2",
		"012 Cup\r001    1      A\r013",
		"012 Cup\n001    1      A\n 310 indented\n31\n",
		"012 Cup\n001    1      A\n",
		"",
	} {
		tt := parsed(t, text)
		if got, want := HasTeamRecords([]byte(text)), tt.isTeamReport(); got != want {
			t.Errorf("%q: HasTeamRecords %v, isTeamReport %v", text, got, want)
		}
	}
}

// A 299 record whose figures stand off TRF-2026's columns (Sharly-Chess's
// copy of FIDE's Grandmommy's Cup writes "299 +  2.0  2.5   1    1": the
// game points from column 12, the round in 17–19) is left unread with its
// line, not read as the columns cut it (0.5 game points in every round).
func TestTeams299OffItsColumnsIsLeftUnread(t *testing.T) {
	off := "299 +  2.0  2.5   1    1"
	got, err := parsed(t, "012 Cup\n310   1 Alfa                             ALF     2000    3.0    2.5   1     1    2\n"+off+"\n").Teams()
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Abnormal) != 0 || !reflect.DeepEqual(got.Unread, []UnreadLine{{Line: 3, Text: off}}) {
		t.Errorf("read %+v, unread %+v; want it unread", got.Abnormal, got.Unread)
	}
}
