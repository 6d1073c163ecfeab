package exchange

import (
	"bytes"
	"fmt"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/internal/testdir"
	"arbiter/internal/testform"
	"arbiter/tournament"
	"arbiter/tournament/tiebreak"
	"arbiter/tournament/trf"
)

// A report's tie-break codes (records 202 and 212) read as Arbiter's ids,
// modifiers and all: the list of the public report grandmommyscup.trf
// among them; a code Arbiter does not compute is not read.
func TestTeamTieBreakFromCode(t *testing.T) {
	for _, c := range []struct {
		code, want string
		ok         bool
	}{
		{"EDET/P", "edet-p", true},
		{"EMGSB/C1/P", "emgsb-c1-p", true},
		{"BH:MP/C1/P", "bh-c1-p", true},
		{"MPvGP", "mpvgp", true},
		{"EDE", "ede", true},
		{"EDEC", "edec", true},
		{"EDEB/P", "edeb-p", true},
		{"EDEBT", "edebt", true},
		{"EDEBB/P", "edebb-p", true},
		{"DE/P", "de-p", true},
		{"PTS", "", true},
		{"EDET/C1", "edet-c1", false},
		{"KS", "", false},
	} {
		id, ok := TeamTieBreakFromCode(c.code, false)
		if id != c.want || ok != c.ok {
			t.Errorf("%s: %q %v, want %q %v", c.code, id, ok, c.want, c.ok)
		}
		if ok && id != "" {
			if err := tiebreak.ValidateTeam([]string{id}, false); err != nil {
				t.Errorf("%s: %v", c.code, err)
			}
		}
	}
}

// C.04.6 arts. 1.2 and 1.7: a 192 code keeps the event's primary score,
// game points first or match points first, and its type of colour
// preferences as FIDE's code table gives it (TYPEA, TYPEB, neither: none,
// said in a note, as earlier versions of Arbiter wrote that code for type
// A; FIDE_TEAM, which names no score either, type A); a code that names
// one score only (the other not used in the colours) is read with the note
// that Arbiter's team Swiss uses it; a code written back otherwise than
// read is named on reading.
func TestArt1_2Team192CodeKeepsThePrimaryScore(t *testing.T) {
	data := testdir.Read(t, filepath.Join("..", "testdata", "teams", "arbiter-swiss10.trf"))
	for code, want := range map[string]struct {
		gpFirst        bool
		colours        string
		note, noColour bool
		written        string // the code written back
	}{
		"FIDE_TEAM_TYPEA_MP_GP": {colours: "a", written: "FIDE_TEAM_TYPEA_MP_GP"},
		"FIDE_TEAM":             {colours: "a", written: "FIDE_TEAM_TYPEA_MP_GP"},
		"FIDE_TEAM_MP_GP":       {colours: "none", noColour: true, written: "FIDE_TEAM_MP_GP"},
		"FIDE_TEAM_GP_MP":       {gpFirst: true, colours: "none", noColour: true, written: "FIDE_TEAM_GP_MP"},
		"FIDE_TEAM_TYPEA_GP":    {gpFirst: true, colours: "a", note: true, written: "FIDE_TEAM_TYPEA_GP_MP"},
		"FIDE_TEAM_TYPEB_GP_MP": {gpFirst: true, colours: "b", written: "FIDE_TEAM_TYPEB_GP_MP"},
		"FIDE_TEAM_TYPEB_MP_GP": {colours: "b", written: "FIDE_TEAM_TYPEB_MP_GP"},
		"FIDE_TEAM_TYPEA_MP":    {colours: "a", note: true, written: "FIDE_TEAM_TYPEA_MP_GP"},
	} {
		rep, err := ReadTeamTRFReport(bytes.Replace(data, []byte("192 FIDE_TEAM_TYPEA_MP_GP"), []byte("192 "+code), 1))
		if err != nil {
			t.Fatalf("%s: %v", code, err)
		}
		o := rep.Event.TeamOptions
		said := slices.Contains(testform.Keys(rep.Notes), "teams.trf.no-secondary")
		saidNone := slices.Contains(testform.Keys(rep.Notes), "teams.trf.no-colours")
		if o.GamePointsFirst != want.gpFirst || o.ColourPreferences() != want.colours || said != want.note || saidNone != want.noColour {
			t.Errorf("%s: game points first %v, colour preferences %s, noted %v %v; want %+v (%v)", code, o.GamePointsFirst, o.ColourPreferences(), said, saidNone, want, rep.Notes)
		}
		if got := teamSwissTypeCode(o); got != want.written {
			t.Errorf("%s: written back as %s, want %s", code, got, want.written)
		}
		// A code written back otherwise than read is named on reading
		// (it was changed without a word), and the export writes it.
		i := slices.IndexFunc(rep.Notes, func(m engine.Message) bool { return m.Key == "teams.trf.code-written" })
		if changed := code != want.written; changed != (i >= 0) || changed && rep.Notes[i].Args["written"] != want.written {
			t.Errorf("%s: the change to %s noted %v: %v", code, want.written, i >= 0, rep.Notes)
		}
		if out := ExportTRF(rep.Event, TRFOptions{}); !bytes.Contains(out, []byte("192 "+want.written+"\r")) {
			t.Errorf("%s: the export does not write 192 %s:\n%s", code, want.written, out)
		}
	}
}

// A team event's report carries the dates of its rounds (record 132, which
// FIDE's rating needs) as an individual event's does, from the schedule,
// and its import keeps them on the rounds: a team report lost them both
// ways while the export's list of missing records named none.
func TestTeamTRFRoundDatesBothWays(t *testing.T) {
	_, rep := teamTRFFile(t, "arbiter-swiss10.trf")
	ev := rep.Event
	var want []string
	for _, rd := range ev.Rounds {
		d := fmt.Sprintf("2026-05-%02d", rd.Number+1)
		ev.Settings.Schedule = append(ev.Settings.Schedule, tournament.RoundTime{Round: rd.Number, Date: d, Time: "10:00"})
		want = append(want, d)
	}
	if gaps := TRFRatingGaps(ev); slices.Contains(gaps, "132") {
		t.Fatalf("every round dated, the export names 132 missing: %v", gaps)
	}
	out := ExportTRF(ev, TRFOptions{})
	if !bytes.Contains(out, []byte("\r132 ")) {
		t.Fatal("the team report has no 132 record")
	}
	back := readAs(t, ReadTeamTRFReport, out)
	var got []string
	for _, rd := range back.Event.Rounds {
		got = append(got, rd.Date)
	}
	if !slices.Equal(got, want) {
		t.Errorf("round dates read back %q, want %q", got, want)
	}
}

// A team report whose forfeited boards have no colours ("  26 - +", as
// Sharly-Chess writes them and as an individual report's forfeit may be
// written) is read as the same report with the colours written: the
// board's colour is its place in the match, the forfeits and every other
// game as they were. Four of 32 Sharly-Chess team reports were refused
// whole, "the line-ups are out of board order".
func TestTeamForfeitWithoutColoursIsReadByItsBoard(t *testing.T) {
	_, want := teamTRFFile(t, "arbiter-swiss10.trf")
	_, got := teamTRFFile(t, "arbiter-swiss10-forfeits-dash.trf")
	if !reflect.DeepEqual(got.Event.Rounds, want.Event.Rounds) || !reflect.DeepEqual(got.Event.Matches, want.Event.Matches) {
		t.Errorf("the rounds read otherwise:\n%v\n%v\nwant\n%v\n%v", got.Event.Rounds, got.Event.Matches, want.Event.Rounds, want.Event.Matches)
	}
	forfeits := 0
	for _, rd := range got.Event.Rounds {
		for _, p := range rd.Pairings {
			if p.Result == tournament.WhiteForfeitWin || p.Result == tournament.BlackForfeitWin {
				forfeits++
			}
		}
	}
	if forfeits < 3 {
		t.Errorf("%d forfeited boards read, want the three written without colours and more", forfeits)
	}
}

// A TRF-16 team league whose team lists (013) are alphabetical, as Swiss
// Perfect writes them, holds no board order: each match's boards are
// taken from its games (the higher rating first, the colours
// alternating), read as the same report with its lists in board order,
// and a note says so. It was refused whole as out of board order.
func TestTRF16AlphabeticalTeamListsTakeTheBoardsFromTheGames(t *testing.T) {
	data, got := teamTRFFile(t, "swissperfect-league.trf")
	ordered := data
	for alpha, board := range map[string]string{"   5    9    1": "   1    5    9", "   6   10    2": "   2    6   10",
		"  11    7    3": "   3    7   11", "  12    8    4": "   4    8   12"} {
		ordered = bytes.Replace(ordered, []byte(alpha+"\r\n"), []byte(board+"\r\n"), 1)
	}
	want := readAs(t, ReadTeamTRFReport, ordered)
	if !reflect.DeepEqual(got.Event.Rounds, want.Event.Rounds) || !reflect.DeepEqual(got.Event.Matches, want.Event.Matches) {
		t.Errorf("boards read otherwise:\n%v\nwant\n%v", got.Event.Rounds, want.Event.Rounds)
	}
	said := func(rep *TeamReport) string {
		for _, m := range rep.Notes {
			if m.Key == "teams.trf.lineups.games" {
				return fmt.Sprint(m.Args["n"])
			}
		}
		return ""
	}
	if said(got) != "6" || said(want) != "" {
		t.Errorf("the note counts %q matches (%q in board order), want 6", said(got), said(want))
	}
	// The line-ups follow the games, not the alphabetical lists: the
	// event keeps any line-up order, and says so of the games, not of
	// 300 records the report does not have.
	if !got.Event.TeamOptions.FreeLineupOrder || !slices.Contains(testform.Keys(got.Notes), "teamrules.trf.lineup.free.games") ||
		slices.Contains(testform.Keys(got.Notes), "teamrules.trf.lineup.free") {
		t.Errorf("free line-up order %v, notes %v", got.Event.TeamOptions.FreeLineupOrder, got.Notes)
	}
}

// The team strength an export writes (310) is the one its source reports
// state: in grandmommyscup.trf, 50 teams of five on four boards, every
// team's is the average of its four highest-rated players, reserves
// included (ten of them differ from the average of the first four boards).
func TestTeamTRFStrengthIsTheSourceFigure(t *testing.T) {
	data, rep := teamTRFFile(t, "echecsjs-grandmommyscup.trf")
	strengths := func(report []byte) []string {
		t.Helper()
		teams, err := readAs(t, trf.Parse, report).Teams()
		if err != nil {
			t.Fatal(err)
		}
		var s []string
		for _, tm := range teams.Teams {
			s = append(s, tm.Strength)
		}
		return s
	}
	want, got := strengths(data), strengths(ExportTRF(rep.Event, TRFOptions{}))
	if len(want) != 50 || !slices.Equal(got, want) {
		t.Errorf("the export's team strengths\n%v, the file's\n%v", got, want)
	}
}

// TestArt1_7NoColourPreferencesExportedAndReadBack: a team Swiss without
// colour preferences exported (192 FIDE_TEAM_MP_GP) and imported again
// keeps none without the note that Arbiter's earlier versions wrote that
// code for type A: the export says by its own record (XXK none) that none
// is meant. A report with the code alone is still noted.
func TestArt1_7NoColourPreferencesExportedAndReadBack(t *testing.T) {
	data := testdir.Read(t, filepath.Join("..", "testdata", "teams", "arbiter-swiss10.trf"))
	none := bytes.Replace(data, []byte("192 FIDE_TEAM_TYPEA_MP_GP"), []byte("192 FIDE_TEAM_MP_GP"), 1)
	noted := func(rep *TeamReport) bool {
		return slices.Contains(testform.Keys(rep.Notes), "teams.trf.no-colours")
	}
	rep, err := ReadTeamTRFReport(none)
	if err != nil || !noted(rep) {
		t.Fatalf("the code alone: %v, notes %v; want the note", err, rep.Notes)
	}
	out := ExportTRF(rep.Event, TRFOptions{})
	back := readAs(t, ReadTeamTRFReport, out)
	if back.Event.TeamOptions.ColourPreferences() != "none" || noted(back) {
		t.Errorf("read back: colour preferences %s, notes %v; want none and no note\n%s", back.Event.TeamOptions.ColourPreferences(), back.Notes, out)
	}
	// A type the 192 code names wins over the record, which is named as
	// not kept.
	typeA, err := ReadTeamTRFReport(bytes.Replace(out, []byte("192 FIDE_TEAM_MP_GP"), []byte("192 FIDE_TEAM_TYPEA_MP_GP"), 1))
	if err != nil || typeA.Event.TeamOptions.ColourPreferences() != "a" ||
		!slices.ContainsFunc(typeA.Notes, func(m engine.Message) bool { return m.Key == "event.trf.notkept" && m.Args["record"] == "XXK none" }) {
		t.Errorf("192 type A beside XXK none: %v, %v", err, typeA.Notes)
	}
}

// A team's rating as its report states it (310, columns 48–53) that is not
// the one the event reckons from its players is named on import, the two
// figures side by side: the event shows its own and the export writes it,
// so that the arbiter who takes the event over is not left to find the
// change. In TieBreakServer's fideteam_nocolor.trf every team's figure is
// 13–30 above the average of its two players (Team 1: 2285, the players
// 2266 and 2261), and a team none of whose players is rated is said to
// have none; grandmommyscup.trf states the event's own figures.
func TestTeamTRFStrengthOtherThanThePlayersIsNamed(t *testing.T) {
	strengthNotes := func(rep *TeamReport) []engine.Message {
		var n []engine.Message
		for _, m := range rep.Notes {
			if m.Key == "teams.trf.strength" {
				n = append(n, m)
			}
		}
		return n
	}
	data, rep := teamTRFFile(t, "tiebreakserver-fideteam_nocolor.trf")
	got := strengthNotes(rep)
	if len(got) != 9 {
		t.Fatalf("%d notes of the team rating, want 9: %v", len(got), rep.Notes)
	}
	if want := map[string]any{"team": "Team 1", "file": "2285", "rating": "2264", "n": "2"}; !reflect.DeepEqual(got[0].Args, want) {
		t.Errorf("the first note's figures %v, want %v", got[0].Args, want)
	}
	unrated := bytes.Replace(bytes.Replace(data, []byte("1376"), []byte("    "), 1), []byte("1356"), []byte("    "), 1)
	rep = readAs(t, ReadTeamTRFReport, unrated)
	if n := slices.IndexFunc(rep.Notes, func(m engine.Message) bool { return m.Key == "teams.trf.strength.none" }); n < 0 ||
		rep.Notes[n].Args["team"] != "Team 9" || rep.Notes[n].Args["file"] != "1379" || len(strengthNotes(rep)) != 8 {
		t.Errorf("Team 9's players unrated: notes %v", rep.Notes)
	}
	if _, rep := teamTRFFile(t, "echecsjs-grandmommyscup.trf"); len(strengthNotes(rep)) != 0 {
		t.Errorf("a report stating the event's own figures: %v", strengthNotes(rep))
	}
}

// TestImportOfATeamSwissWithATeamWithdrawnComesBackAsExported: the
// arbiter withdraws a team after round 2 of a team Swiss, plays on,
// exports the event and imports the report: the team is withdrawn after
// round 2 and out of rounds 3 to 5 as it was, and the report read back
// exports byte for byte the same. The import gave the withdrawn team a
// zero-point bye in each of those rounds (three 240 Z records more in the
// export) and said it had sat them out with nothing.
func TestImportOfATeamSwissWithATeamWithdrawnComesBackAsExported(t *testing.T) {
	data, rep := teamTRFFile(t, filepath.Join("withdrawn", "arbiter-swiss6-withdrawn.trf"))
	ev := rep.Event
	narva := ev.Teams[5]
	if narva.WithdrawnAfter != 2 {
		t.Fatalf("%s withdrawn after round %d, want 2", narva.Name, narva.WithdrawnAfter)
	}
	for _, m := range ev.Matches {
		if m.Round > 2 && (m.White == narva.ID || m.Black == narva.ID) {
			t.Errorf("round %d: %s has a match %+v after its withdrawal", m.Round, narva.Name, m)
		}
	}
	for _, n := range rep.Notes {
		if n.Key == "teams.trf.blank" {
			t.Errorf("note %s %v: the withdrawal read as rounds sat out", n.Key, n.Args)
		}
	}
	// The places of record 310 are the team standings' (tournament/team,
	// above this package): the file's own are given.
	teams, err := readAs(t, trf.Parse, data).Teams()
	if err != nil {
		t.Fatal(err)
	}
	places := func(*tournament.Event) map[int64]int {
		out := map[int64]int{}
		for i, tm := range teams.Teams {
			out[ev.Teams[i].ID] = tm.Rank
		}
		return out
	}
	if out := ExportTRF(ev, TRFOptions{TeamRanks: places}); !bytes.Equal(out, data) {
		t.Errorf("the report read back exports otherwise:\n%s\nwant\n%s", out, data)
	}
}

// TestExportOfAWithdrawnTeamKeepsItForArbiterAndSaysOthersDoNot: a team
// withdrawn from a team Swiss has no record in either edition: the export
// says so, naming the team and its round, and writes Arbiter's own XXD,
// from which the report read back has the team withdrawn after the same
// round; an XXD naming no team of the file is refused, naming the line.
func TestExportOfAWithdrawnTeamKeepsItForArbiterAndSaysOthersDoNot(t *testing.T) {
	_, rep := teamTRFFile(t, "arbiter-swiss10.trf")
	ev := rep.Event
	ev.Teams[3].WithdrawnAfter = ev.PairedRounds() - 1
	for _, v := range []trf.Version{trf.TRF2026, trf.TRF16} {
		if lost := TRFNotKept(ev, TRFOptions{Version: v}); !slices.ContainsFunc(lost, func(m engine.Message) bool {
			return m.Key == "teams.trf.export.withdrawn" && m.Args["team"] == ev.Teams[3].Name && fmt.Sprint(m.Args["round"]) == fmt.Sprint(ev.PairedRounds()-1)
		}) {
			t.Errorf("TRF-%d: %v, nothing of %s's withdrawal", v, lost, ev.Teams[3].Name)
		}
		out := ExportTRF(ev, TRFOptions{Version: v})
		back := readAs(t, ReadTeamTRFReport, out)
		for i, tm := range back.Event.Teams {
			if tm.WithdrawnAfter != ev.Teams[i].WithdrawnAfter {
				t.Errorf("TRF-%d read back: %s withdrawn after round %d, want %d", v, tm.Name, tm.WithdrawnAfter, ev.Teams[i].WithdrawnAfter)
			}
		}
		bad := bytes.Replace(out, []byte("XXD 4 "), []byte("XXD 99 "), 1)
		if _, err := ReadTeamTRFReport(bad); testform.KeyOf(err) != "teams.err.trf.withdrawal" {
			t.Errorf("TRF-%d: an XXD of no team read: %v", v, err)
		}
	}
}

// A team Swiss whose tie-breaks begin with match points, its primary
// score, exported and imported again keeps them: its 202 names the
// primary score (PTS) before them, so that MPTS reads as the tie-break;
// it came back without mp. A report whose 202 names the primary score
// by MPTS alone still reads it as the primary score.
func TestATeamSwissWhoseTieBreaksBeginWithMatchPointsIsReadBackWithThem(t *testing.T) {
	_, rep := teamTRFFile(t, "arbiter-swiss10.trf")
	rep.Event.Settings.TieBreaks = []string{"mp", "bh", "sb"}
	out := ExportTRF(rep.Event, TRFOptions{})
	back := readAs(t, ReadTeamTRFReport, out)
	if got := back.Event.Settings.TieBreaks; !slices.Equal(got, []string{"mp", "bh", "sb"}) {
		t.Errorf("read back with tie-breaks %v, want mp,bh,sb\n%s", got, out)
	}
	other := regexp.MustCompile(`202 [^\r\n]*`).ReplaceAll(out, []byte("202 MPTS,BH,SB"))
	if back, err := ReadTeamTRFReport(other); err != nil || !slices.Equal(back.Event.Settings.TieBreaks, []string{"bh", "sb"}) {
		t.Errorf("202 MPTS,BH,SB: %v, %v; want bh,sb", err, back.Event.Settings.TieBreaks)
	}
}

// Swiss-Manager's TRF-16 team report of a real event (the Crete club
// championship 2025, heltour's copy: 8 teams on 10 boards, 4 rounds)
// writes a board the other team left empty as "0000 - -", the cell of a
// reserve who sat the round out, and counts its point in the player's
// points column. Σ.Α.ΓΑΖΙΟΥ fielded 8 players every round, so each
// opponent won two boards by forfeit: the import read the cells, dropped
// those points with a note, and scored the opponents' matches 2–6, 6–1,
// 3½–4½ and 4–4 where they were 4–6, 8–1 (a double forfeit), 5½–4½ and
// 6–4, so that two matches went to the wrong team.
func TestSwissManagerEmptyBoardWrittenAsAbsenceIsTheOtherTeamsForfeitWin(t *testing.T) {
	_, rep := teamTRFFile(t, "heltour-crete2025.trf")
	ev := rep.Event
	name := map[int64]string{}
	for _, tm := range ev.Teams {
		name[tm.ID] = tm.Name
	}
	want := map[int]string{1: "ΣΚ.Ο.Ρ. 4 Σ.Α.ΓΑΖΙΟΥ 6", 2: "Ο.Α.Χ. 8 Σ.Α.ΓΑΖΙΟΥ 1",
		3: "Ο.Α.Α.Η. 5½ Σ.Α.ΓΑΖΙΟΥ 4½", 4: "Ο.Φ.Σ.Χ. 6 Σ.Α.ΓΑΖΙΟΥ 4"}
	for _, m := range ev.Matches {
		w, b := m.Score(ev.TeamOptions, ev.MatchGames(m))
		sides := map[string]tournament.Points{name[m.White]: w.Games, name[m.Black]: b.Games}
		g, ok := sides["Σ.Α.ΓΑΖΙΟΥ"]
		if !ok {
			continue
		}
		var other string
		for n := range sides {
			if n != "Σ.Α.ΓΑΖΙΟΥ" {
				other = n
			}
		}
		if got := fmt.Sprintf("%s %s Σ.Α.ΓΑΖΙΟΥ %s", other, sides[other], g); got != want[m.Round] {
			t.Errorf("round %d: %s, want %s", m.Round, got, want[m.Round])
		}
	}
	var said []string
	for _, n := range rep.Notes {
		switch n.Key {
		case "event.trf.points":
			t.Errorf("the points column still disagrees: %v", n.Args)
		case "teams.trf.emptyboard":
			said = append(said, fmt.Sprint(n.Args["number"], "/", n.Args["round"], "/", n.Args["team"]))
		}
	}
	slices.Sort(said)
	if got := strings.Join(said, " "); got != "105/3/Σ.Α.ΓΑΖΙΟΥ 119/1/Σ.Α.ΓΑΖΙΟΥ 126/1/Σ.Α.ΓΑΖΙΟΥ 58/4/Σ.Α.ΓΑΖΙΟΥ "+
		"65/4/Σ.Α.ΓΑΖΙΟΥ 78/2/Σ.Α.ΓΑΖΙΟΥ 85/2/Σ.Α.ΓΑΖΙΟΥ 98/3/Σ.Α.ΓΑΖΙΟΥ" {
		t.Errorf("the notes name %s", got)
	}
}

// A line of a team report that names no record (the column ruler heltour
// writes above the players, "         1         2 …") is said not kept as
// its own text, as an individual report's is: grouped by its empty record
// id it read "not kept from the report: the  record", naming nothing.
func TestTeamReportLineWithoutARecordIDIsNamedByItsText(t *testing.T) {
	rep := readAs(t, ReadTeamTRFReport, testdir.Read(t, filepath.Join("..", "testdata", "teams", "heltour-friendship_cup_2024.trf")))
	ruler := false
	for _, n := range rep.Notes {
		if n.Key == "teams.trf.notkept" && strings.TrimSpace(n.Args["record"].(string)) == "" {
			t.Errorf("a note names an empty record: %v", n)
		}
		if n.Key == "event.trf.notkept" && strings.HasPrefix(n.Args["record"].(string), "         1         2") {
			ruler = true
		}
	}
	if !ruler {
		t.Errorf("the ruler line is not named by its text: %v", rep.Notes)
	}
}

// A match forfeited as a whole (330) whose line-ups stand out of their
// teams' board order (record 300 beside it: Vietnam's 231, 95, 130, 143
// against Croatia in round 5 of FIDE's Grandmommy's Cup) keeps them in
// the export: written without its 300, it came back in board order, each
// forfeit on another board, and the import said 122 line-ups out of order
// where the report had 127.
func TestForfeitedMatchLineupsOutOfOrderComeBackAsExported(t *testing.T) {
	_, rep := teamTRFFile(t, "echecsjs-grandmommyscup.trf")
	back := readAs(t, ReadTeamTRFReport, ExportTRF(rep.Event, TRFOptions{}))
	lineups := func(ev *tournament.Event) map[string][]string {
		out := map[string][]string{}
		for _, m := range ev.Matches {
			for _, id := range []int64{m.White, m.Black} {
				team, ok := ev.Team(id)
				if !ok {
					continue // a bye's
				}
				var names []string
				for _, p := range m.Lineup(ev, id) {
					pl, _ := ev.Player(p)
					names = append(names, pl.Name)
				}
				out[fmt.Sprintf("round %d %s", m.Round, team.Name)] = names
			}
		}
		return out
	}
	want, got := lineups(rep.Event), lineups(back.Event)
	for k, w := range want {
		if !slices.Equal(got[k], w) {
			t.Errorf("%s: line-up %v read back, want %v", k, got[k], w)
		}
	}
}
