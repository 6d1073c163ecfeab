package team

import (
	"arbiter/tournament"
	"arbiter/tournament/exchange"
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/internal/testdir"
	"arbiter/internal/testform"
	"arbiter/internal/testtext"
	"arbiter/tournament/trf"
)

// teamReference is the table FIDE's tie-break program made of the team
// reports in testdata/teams (bench/trf/team-tiebreak-reference.sh): by
// report and team number, the rank and each code's value.
func teamReference(t *testing.T, path string) (codes []string, rows map[string]map[int][]float64) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	rows = map[string]map[int][]float64{}
	for sc.Scan() {
		cells := strings.Split(sc.Text(), "\t")
		if codes == nil {
			codes = cells[2:]
			continue
		}
		team, err := strconv.Atoi(cells[1])
		if err != nil {
			t.Fatal(err)
		}
		var vals []float64
		for _, c := range cells[2:] {
			v, err := strconv.ParseFloat(c, 64)
			if err != nil {
				t.Fatal(err)
			}
			vals = append(vals, v)
		}
		if rows[cells[0]] == nil {
			rows[cells[0]] = map[int][]float64{}
		}
		rows[cells[0]][team] = vals
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return codes, rows
}

// teamsDir holds the team reports and FIDE's tie-break program's tables.
var teamsDir = filepath.Join("..", "testdata", "teams")

func readTeamReport(t *testing.T, dir, name string) *exchange.TeamReport {
	t.Helper()
	return readTeamReportAt(t, filepath.Join(dir, name+".trf"))
}

// readTeamReportAt reads the team report at path as the import reads it
// (testevent.ReadTeamTRF, which this package's tests cannot import).
func readTeamReportAt(t *testing.T, path string) *exchange.TeamReport {
	t.Helper()
	data := testdir.Read(t, path)
	rep, err := exchange.ReadTeamTRFReport(data)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return rep
}

// teamReportOf is data read as the import reads a team report; data it
// refuses fails the test.
func teamReportOf(t *testing.T, data []byte) *exchange.TeamReport {
	t.Helper()
	rep, err := exchange.ReadTeamTRFReport(data)
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

// Arbiter's team standings agree with FIDE's tie-break program
// (TieBreakServer 1.9.57) on every team's rank, match and game points and
// each team tie-break: on the program's own team fixture (a Swiss with a
// bye every round) and on Arbiter's exports of team round robins with
// reserves, boards left empty, forfeited boards and forfeited matches,
// byes and 3/1/0 match points. The places inside tied groups (direct
// encounter, top-board result, bottom-board elimination) depend on the
// tie-breaks before them: each order is a table of its own.
func TestTeamStandingsMatchTieBreakServer(t *testing.T) {
	tables, err := filepath.Glob(filepath.Join("..", "testdata", "teams", "tiebreakserver-1.9.57*.tsv"))
	if err != nil || len(tables) < 4 {
		t.Fatalf("reference tables %v, %v", tables, err)
	}
	for _, table := range tables {
		t.Run(filepath.Base(table), func(t *testing.T) { checkTeamReference(t, table) })
	}
}

// The Fore Buchholz and the average of the opponents' Buchholz, on match
// and game points, cut and with forfeits as played, agree with FIDE's
// tie-break program on the sixteen team Swiss events of testdata/teamswiss
// (byes, forfeited boards and matches, 8 to 60 teams).
func TestTeamForeAndAverageBuchholz(t *testing.T) {
	checkTeamReference(t, filepath.Join("..", "testdata", "teamswiss", "tiebreakserver-1.9.57-fore-aob.tsv"))
}

func checkTeamReference(t *testing.T, table string) {
	_, ref := teamReference(t, table)
	if len(ref) < 2 {
		t.Fatalf("the reference holds %d reports", len(ref))
	}
	checkTeamTable(t, table, func(t *testing.T, name string) *tournament.Event {
		return readTeamReport(t, filepath.Dir(table), name).Event
	})
}

// checkTeamTable checks the standings of the events read gives by the
// names of the table's reports against a table of FIDE's tie-break
// program, row by row.
func checkTeamTable(t *testing.T, table string, read func(t *testing.T, report string) *tournament.Event) {
	checkTeamTableWith(t, table, read, nil)
}

// checkTeamTableWith is checkTeamTable where Arbiter keeps a reading of
// its own: arbiter gives, for a team (its number) and a code, Arbiter's
// value from the program's, or false where the reading leaves the
// program's value nothing to compare (nil: the same values).
func checkTeamTableWith(t *testing.T, table string, read func(t *testing.T, report string) *tournament.Event, arbiter func(ev *tournament.Event, no int, code string, ref float64) (float64, bool)) {
	codes, ref := teamReference(t, table)
	ids := map[string]string{"rank": "", "PTS": "mp", "MPTS": "mp", "GPTS": "gp"}
	for _, code := range codes {
		if _, ok := ids[code]; !ok {
			id, known := exchange.TeamTieBreakFromCode(code, false)
			if !known {
				t.Fatalf("code %s", code)
			}
			ids[code] = id
		}
	}
	for name, teams := range ref {
		t.Run(name, func(t *testing.T) {
			ev := read(t, name)
			ev.Settings.TieBreaks = nil
			for _, c := range codes[1:] {
				if id := ids[c]; id != "mp" && id != "" {
					ev.Settings.TieBreaks = append(ev.Settings.TieBreaks, id)
				}
			}
			table := TeamStandings(ev)
			if len(table.Rows) != len(teams) {
				t.Fatalf("%d teams, the reference %d", len(table.Rows), len(teams))
			}
			for _, row := range table.Rows {
				want := teams[row.No]
				got := map[string]float64{"rank": float64(row.Rank), "mp": float64(row.MatchPoints), "gp": row.GamePoints}
				for _, v := range row.TieBreaks {
					got[v.ID] = v.Value
				}
				for k, c := range codes {
					key := ids[c]
					if c == "rank" {
						key = "rank"
					}
					w, compared := want[k], true
					if arbiter != nil {
						w, compared = arbiter(ev, row.No, c, w)
					}
					if compared && got[key] != w {
						t.Errorf("team %d %s: %v, TieBreakServer %v (Arbiter's reading %v)", row.No, c, got[key], want[k], w)
					}
				}
			}
		})
	}
}

// C.07 art. 16 (2024 and 2026 editions): the dummy opponent of a team's
// unplayed round counts the team's own score as recorded, not as adjusted
// for its rounds after its last, which its opponents read (FIDE's
// program does so). Team 1 of a 10-team Swiss is left out of rounds 5
// and 6, its opponents there given the bye, as in the hand-edited reports
// of testdata/teams/absent, which TieBreakServer reads: their blank cells
// are read as a player's blank rounds are, absences without points (the
// team's zero-point byes), and the tie-breaks are the program's.
func TestTeamArt16DummyOpponentAfterTrailingAbsence(t *testing.T) {
	dir := filepath.Join(teamsDir, "absent")
	start := map[string]string{"arbiter-swiss10b-absent": "2026-04-01", "arbiter-swiss10b-absent-start2025": "2025-10-01"}
	checkTeamTable(t, filepath.Join(dir, "tiebreakserver-1.9.57-absent.tsv"), func(t *testing.T, name string) *tournament.Event {
		rep := readTeamReport(t, dir, name)
		ev := rep.Event
		if start[name] == "" || ev.Settings.StartDate != start[name] {
			t.Fatalf("%s: start %q", name, ev.Settings.StartDate)
		}
		var blank []engine.Message
		for _, n := range rep.Notes {
			if strings.HasPrefix(n.Key, "teams.trf.blank") {
				blank = append(blank, n)
			}
		}
		// Every round is paired: nothing is left to withdraw from.
		if len(blank) != 1 || blank[0].Key != "teams.trf.blank" || blank[0].Args["team"] != "Alfa" || blank[0].Args["rounds"] != "5, 6" {
			t.Errorf("%s: notes %v, want Alfa's blank rounds 5 and 6 named", name, blank)
		}
		for _, r := range []int{5, 6} {
			var got []tournament.TeamMatch
			for _, m := range ev.RoundMatches(r) {
				if m.White == ev.Teams[0].ID || m.Black == ev.Teams[0].ID {
					got = append(got, m)
				}
			}
			if len(got) != 1 || got[0].Bye != tournament.ByeZeroPoint || got[0].Black != 0 {
				t.Errorf("%s round %d: Alfa's matches %v, want a zero-point bye", name, r, got)
			}
		}
		// The edited reports' byes ("U") score as FIDE's program's
		// default: a drawn match, every board won (they have no 320).
		ev.TeamOptions.ByeMatch, ev.TeamOptions.ByeGame = tournament.OutcomeDraw, tournament.OutcomeWin
		return ev
	})
}

// TestTeamBlankRoundsRead: a team whose players' lines have no entry in a
// round is absent there without points, as a player's blank round is read
// (trf.Problem), whether the round is before a later entry or ends its
// line; when rounds are left to pair after such an end, the team is read
// as withdrawn and given a zero-point bye request in each of them, but
// for a round it asked a bye for already.
func TestTeamBlankRoundsRead(t *testing.T) {
	data := testdir.Read(t, filepath.Join(teamsDir, "absent", "arbiter-swiss10b-absent.trf"))
	text := strings.ReplaceAll(string(data), "\r\n", "\n")
	for _, tc := range []struct {
		name     string
		edit     func(string) string
		notes    []string // the blank-round notes' rounds
		requests []int    // Alfa's zero-point bye requests
	}{
		{"trailing, every round paired", func(s string) string { return s }, []string{"teams.trf.blank 5, 6"}, nil},
		{"trailing, rounds left", func(s string) string { return strings.Replace(s, "142 6", "142 9", 1) },
			[]string{"teams.trf.blank 5, 6", "teams.trf.blank.withdrawn 7, 8, 9"}, []int{7, 8, 9}},
		{"a bye asked for a round left is kept", func(s string) string {
			return strings.Replace(s, "142 6", "142 8", 1) + "240 H   8    1\n"
		}, []string{"teams.trf.blank 5, 6", "teams.trf.blank.withdrawn 7"}, []int{7}},
		{"a blank round before a later entry: absent, not withdrawn", func(s string) string {
			// Alfa's players 1-4 absent in round 6 by their cells.
			s = strings.Replace(s, "142 6", "142 9", 1)
			var out []string
			for _, l := range strings.Split(s, "\n") {
				if n, _ := strconv.Atoi(strings.TrimSpace(l[min(4, len(l)):min(8, len(l))])); strings.HasPrefix(l, "001 ") && n >= 1 && n <= 4 {
					l = fmt.Sprintf("%-139s  0000 - -", l)
				}
				out = append(out, l)
			}
			return strings.Join(out, "\n")
		}, []string{"teams.trf.blank 5"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rep := teamReportOf(t, []byte(tc.edit(text)))
			var notes []string
			for _, n := range rep.Notes {
				if strings.HasPrefix(n.Key, "teams.trf.blank") {
					notes = append(notes, fmt.Sprint(n.Key, " ", n.Args["rounds"]))
				}
			}
			var asked []int
			for _, q := range rep.Event.Requests {
				if q.Team == rep.Event.Teams[0].ID && q.Kind == tournament.ByeZeroPoint {
					asked = append(asked, q.Round)
				}
			}
			if !slices.Equal(notes, tc.notes) || !slices.Equal(asked, tc.requests) {
				t.Errorf("notes %v, requests %v; want %v, %v", notes, asked, tc.notes, tc.requests)
			}
			if len(tc.requests) == 0 {
				return
			}
			// The next round's pairing leaves the team out with its bye.
			ms, err := PairTeamRound(rep.Event, tc.requests[0])
			alfa := rep.Event.Teams[0].ID
			if err != nil || !slices.ContainsFunc(ms, func(m tournament.TeamMatch) bool { return m.White == alfa && m.Bye == tournament.ByeZeroPoint }) ||
				slices.ContainsFunc(ms, func(m tournament.TeamMatch) bool { return m.Black == alfa }) {
				t.Errorf("round %d paired %v, %v; want Alfa's zero-point bye", tc.requests[0], ms, err)
			}
		})
	}
}

// A team report Arbiter reads and writes again, in TRF-2026 or TRF-16
// (013 in place of 310, no 182, 192 or 222), reads back as the same
// event: teams, players in board order, matches with their boards and
// results, forfeits, byes and options; game points first too, which a
// round robin's 192 code and TRF-16 cannot say, in the standings' record
// (212 GPTS first). The one option TRF-16 cannot state, a team Swiss's
// colour preferences other than type A, the export names
// (exchange.TRFNotKept) and the report reads back as type A.
func TestTeamTRFRoundTrip(t *testing.T) {
	for _, name := range []string{"tiebreakserver-fideteam_nocolor", "fideteam_nocolor-typea-gp", "arbiter-rr6", "arbiter-rr5", "arbiter-rr7", "arbiter-rr7 game points first"} {
		for _, v := range []trf.Version{trf.TRF2026, trf.TRF16} {
			t.Run(fmt.Sprint(name, " TRF-", int(v)), func(t *testing.T) {
				file, gpFirst := strings.CutSuffix(name, " game points first")
				ev := readTeamReport(t, teamsDir, file).Event
				if gpFirst {
					ev.TeamOptions.GamePointsFirst = true
					ev.Settings.TieBreaks = []string{"mp", "bh", "bh:mp", "sb", "bc"}
				}
				data := exchange.ExportTRF(ev, exchange.TRFOptions{Version: v})
				lost := exchange.TRFNotKept(ev, exchange.TRFOptions{Version: v})
				if want := v == trf.TRF16 && ev.TeamOptions.ColourPreferences() != "a"; want != (len(lost) == 1) {
					t.Errorf("named as not kept: %v", lost)
				}
				if strings.Contains(string(data), "\r212 GPTS,") != (ev.TeamOptions.GamePointsFirst && (v == trf.TRF16 || ev.Settings.System != tournament.TeamSwiss)) {
					t.Errorf("212 in the report: %q", data[:200])
				}
				for _, rec := range []string{"\r310 ", "\r182 Arbiter\r", "\r192 FIDE_TEAM_"} {
					if strings.Contains(string(data), rec) != (v == trf.TRF2026) {
						t.Errorf("%q in the report: %v", rec, v != trf.TRF2026)
					}
				}
				if strings.Contains(string(data), "\r013 ") != (v == trf.TRF16) {
					t.Errorf("013 records in the report: %v", v == trf.TRF2026)
				}
				again := teamReportOf(t, data)
				for _, n := range again.Notes {
					if strings.HasSuffix(n.Key, "notkept") {
						t.Errorf("note %s %v", n.Key, n.Args)
					}
				}
				if !reflect.DeepEqual(again.Event.Matches, ev.Matches) {
					t.Errorf("matches differ:\n%v\n%v", again.Event.Matches, ev.Matches)
				}
				if len(lost) > 0 {
					ev.TeamOptions = ev.TeamOptions.WithColourPreferences("a")
				}
				if !reflect.DeepEqual(again.Event.TeamOptions, ev.TeamOptions) || !reflect.DeepEqual(again.Event.Teams, ev.Teams) {
					t.Errorf("teams or options differ: %+v %+v", again.Event.TeamOptions, again.Event.Teams)
				}
				if a, b := fmt.Sprint(TeamStandings(again.Event)), fmt.Sprint(TeamStandings(ev)); a != b {
					t.Errorf("standings differ:\n%s\n%s", a, b)
				}
			})
		}
	}
}

// What a team report says that Arbiter does not keep is a note; what
// breaks a rule of a team event is refused.
func TestReadTeamTRFNotesAndRefusals(t *testing.T) {
	rep := readTeamReport(t, teamsDir, "tiebreakserver-fideteam_nocolor")
	keys := testform.Keys(rep.Notes)
	// Its nine 310 records state team ratings other than its players'.
	if got := strings.Join(keys, " "); got != "teams.trf.boards teams.trf.no-colours"+strings.Repeat(" teams.trf.strength", 9) {
		t.Errorf("notes %q", got)
	}
	data := testdir.Read(t, filepath.Join("..", "testdata", "teams", "tiebreakserver-fideteam_nocolor.trf"))
	for _, c := range []struct {
		name, old, new, want string
	}{
		// Team 1's points in its 310 record changed: noted, results kept.
		{"points", "   14.0   13.5   1     1    2", "   12.0   13.5   1     1    2", "teams.trf.points"},
		{"a tie-break not computed", "212 PTS,BC,BBE", "212 PTS,BC,KS", "teams.trf.tiebreak"},
		// Player 18 in team 1 as well as team 9.
		{"a player in two teams", "   1     1    2 \n", "   1     1    2   18\n", "teams.err.trf.member"},
	} {
		t.Run(c.name, func(t *testing.T) {
			changed := strings.Replace(string(data), c.old, c.new, 1)
			if changed == string(data) {
				t.Fatal("the change did not apply")
			}
			rep, err := exchange.ReadTeamTRFReport([]byte(changed))
			if err != nil {
				if testform.KeyOf(err) != c.want {
					t.Errorf("refused with %v, want %s", err, c.want)
				}
				return
			}
			found := false
			for _, n := range rep.Notes {
				found = found || n.Key == c.want
			}
			if !found {
				t.Errorf("notes %v, want %s", rep.Notes, c.want)
			}
		})
	}
}

// Names go out in ASCII, as FIDE's programs read them, and come back as
// spelt from Arbiter's own records: the teams', the players' and the
// event's.
func TestTeamTRFNamesAsSpelt(t *testing.T) {
	ev := readTeamReport(t, teamsDir, "arbiter-rr5").Event
	ev.Settings.Name = "Liiga Äänekoski"
	ev.Teams[0].Name = "Äänekosken Šakki"
	p, _ := ev.Player(ev.Teams[0].Players[0])
	p.SetNames("Äijälä", "Öljy")
	data := exchange.ExportTRF(ev, exchange.TRFOptions{})
	testtext.SaysEach(t, "the report", string(data), "012 Liiga Aanekoski", " Aanekosken Sakki ", "Aijala, Oljy")
	again := teamReportOf(t, data)
	q, _ := again.Event.Player(p.ID)
	if again.Event.Settings.Name != ev.Settings.Name || again.Event.Teams[0].Name != ev.Teams[0].Name || q.Name != p.Name {
		t.Errorf("read back: %q, %q, %q", again.Event.Settings.Name, again.Event.Teams[0].Name, q.Name)
	}
}

// TRF-16's team record (013: the name, then the players in board order,
// the teams numbered in the order of their records) reads as TRF-2026's
// 310 does.
func TestTeamTRF16Records(t *testing.T) {
	data := testdir.Read(t, filepath.Join("..", "testdata", "teams", "tiebreakserver-fideteam_nocolor.trf"))
	var lines []string
	for _, l := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(l, "310") {
			players := strings.Fields(l[73:])
			l = fmt.Sprintf("013 %-32s%4s", strings.TrimSpace(l[8:40]), players[0])
			for _, p := range players[1:] {
				l += fmt.Sprintf(" %4s", p)
			}
		}
		lines = append(lines, l)
	}
	old := teamReportOf(t, []byte(strings.Join(lines, "\n")))
	ev := readTeamReport(t, teamsDir, "tiebreakserver-fideteam_nocolor").Event
	if a, b := fmt.Sprint(TeamStandings(old.Event)), fmt.Sprint(TeamStandings(ev)); a != b {
		t.Errorf("013 records:\n%s\n310 records:\n%s", a, b)
	}
}

// C.04.6 art. 1.2: a team event whose primary score is game points (TRF
// 192 FIDE_TEAM_TYPEA_GP, here TieBreakServer's own fixture so coded)
// ranks the teams by game points, then by its tie-breaks; MPvGP is then
// the match points, and BH, SB and ESB read the game points as the primary
// score, as FIDE's tie-break program computes them. By hand from the
// report's 310 records: game points 13½, 10½, 8, 9, 8½, 7½, 4½, 6½, 2 for
// teams 1–9, all different, so the order is 1, 2, 4, 5, 3, 6, 8, 7, 9
// (match points first would put team 4, 11 points, above team 2, 9).
// Written back, the report keeps its primary score in 192 and its ranks.
func TestArt1_2TeamStandingsByGamePointsFirst(t *testing.T) {
	const name = "fideteam_nocolor-typea-gp"
	rep := readTeamReport(t, teamsDir, name)
	ev := rep.Event
	if !ev.TeamOptions.GamePointsFirst || ev.TeamOptions.TypeB {
		t.Fatalf("options %+v, want game points first, type A", ev.TeamOptions)
	}
	// 192 names no second score: what Arbiter does not keep is said.
	if !slices.Contains(testform.Keys(rep.Notes), "teams.trf.no-secondary") {
		t.Errorf("notes %v, want the second score not kept named", rep.Notes)
	}
	order := func(ev *tournament.Event) []int {
		var out []int
		for _, r := range TeamStandings(ev).Rows {
			out = append(out, r.No)
		}
		return out
	}
	want := []int{1, 2, 4, 5, 3, 6, 8, 7, 9}
	if got := order(ev); !slices.Equal(got, want) {
		t.Errorf("order %v, by hand %v", got, want)
	}
	checkTeamTable(t, filepath.Join(teamsDir, "typea-gp-tiebreakserver-1.9.57.tsv"), func(t *testing.T, report string) *tournament.Event {
		return readTeamReport(t, teamsDir, report).Event
	})

	data := exchange.ExportTRF(ev, exchange.TRFOptions{TeamRanks: Ranks})
	if !strings.Contains(string(data), "\r192 FIDE_TEAM_TYPEA_GP_MP\r") {
		t.Errorf("the report's 192:\n%s", data)
	}
	again := teamReportOf(t, data)
	if !again.Event.TeamOptions.GamePointsFirst || slices.Contains(testform.Keys(again.Notes), "teams.trf.no-secondary") {
		t.Errorf("read back: %+v, notes %v", again.Event.TeamOptions, again.Notes)
	}
	if got := order(again.Event); !slices.Equal(got, want) {
		t.Errorf("read back, order %v, want %v", got, want)
	}
	if !slices.Equal(again.Event.Settings.TieBreaks, ev.Settings.TieBreaks) {
		t.Errorf("tie-breaks %v, were %v", again.Event.Settings.TieBreaks, ev.Settings.TieBreaks)
	}
}

// A team's Fore Buchholz, as a player's, counts drawn the matches of the
// event's last round: before that round is in the standings it is the
// Buchholz. The 8-team event of testdata/teamswiss read as if two rounds
// more were to come: every team's FB is its BH, on match and game points;
// it had counted the latest round drawn.
func TestTeamForeBuchholzBeforeTheLastRoundIsBuchholz(t *testing.T) {
	ev := readTeamReport(t, filepath.Join("..", "testdata", "teamswiss"), "event-01-8teams").Event
	ev.Settings.TieBreaks = []string{"fb", "bh", "fb:gp", "bh:gp"}
	final := TeamStandings(ev)
	ev.Settings.Rounds = ev.PairedRounds() + 2
	differ := false
	for i, row := range TeamStandings(ev).Rows {
		v := row.TieBreaks
		if v[0].Value != v[1].Value || v[2].Value != v[3].Value {
			t.Errorf("team %d with rounds to come: FB %v BH %v, FB:GP %v BH:GP %v", row.No, v[0].Value, v[1].Value, v[2].Value, v[3].Value)
		}
		differ = differ || final.Rows[i].TieBreaks[0].Value != final.Rows[i].TieBreaks[1].Value
	}
	if !differ {
		t.Error("at the end, every team's FB is its BH: the event tests nothing")
	}
}

// Swiss-Manager's TRF-16 team report of a real event (heltour's copy of
// the Friendship Cup of Crete 2024: 15 teams on 6 boards, 7 rounds, no 352)
// lists each team's reserves in its 013 record, every round they sat out
// written "0000 - -", and a board left empty as the other side's
// "0000 - +" in the middle of a line-up. The matches are read on the
// boards played, not on as many as the longest list, and the teams that
// played every round score as the official results (heltour's test); a
// team's bye round, which TRF-16 gives no value, is a zero-point bye, said
// in the notes.
//
// The report as Swiss-Manager wrote it (heltour's seeder's copy) writes
// each board a team left empty "0000 - -" on the line of the player who
// faced no one, his points column counting the win; heltour's test copy
// has eleven of those cells made "0000 - +" by hand. Both score as
// officially; the import refused the first, reading those cells as no
// game: without the gap of the board left empty, round 4's match ΓΑΖΙ 1 –
// ΓΑΖΙ 2 held the wrong game on board 3.
func TestSwissManagerTeamReportWithReservesScoresAsOfficially(t *testing.T) {
	for _, name := range []string{"heltour-friendship_cup_2024.trf", "heltour-friendship_cup_2024-seeder.trf"} {
		t.Run(name, func(t *testing.T) { swissManagerScoresAsOfficially(t, name) })
	}
}

func swissManagerScoresAsOfficially(t *testing.T, name string) {
	// One player is listed twice, in two teams, with one FIDE id; the
	// second entry (line 146) has no game and no point: the id stays on
	// the entry that played, and the note says so.
	rep := teamReportOf(t, testdir.Read(t, filepath.Join(teamsDir, name)))
	for _, p := range rep.Event.Players {
		if want := map[int64]string{54: "42143365", 127: ""}[p.ID]; (p.ID == 54 || p.ID == 127) && p.FIDEID != want {
			t.Errorf("player %d %s: FIDE id %q, want %q", p.ID, p.Name, p.FIDEID, want)
		}
	}
	said := false
	for _, n := range rep.Notes {
		if n.Key == "event.trf.fideid.unplayed" && fmt.Sprint(n.Args["line"], n.Args["otherline"], n.Args["id"]) == "1467342143365" {
			said = true
		}
	}
	if !said {
		t.Errorf("no note names line 146's FIDE id left off for line 73's: %v", rep.Notes)
	}
	if b := rep.Event.TeamOptions.Boards; b != 6 {
		t.Errorf("%d boards, want 6", b)
	}
	official := map[string]string{"ΟΑΑΗ": "11 24.5", "ΟΑΧ": "10 23.5", "ΣΟΗ": "9 25.5", "ΓΑΖΙ 1": "9 25",
		"ΟΦΗ 1": "9 24.5", "ΟΦΗ 2": "8 22", "ΛΕΩΝ ΚΑΝΤΙΑ 2": "7 23", "ΓΑΖΙ 3": "6 18.5"}
	for _, row := range TeamStandings(rep.Event).Rows {
		if want, ok := official[row.Name]; ok {
			if got := fmt.Sprint(row.MatchPoints, " ", row.GamePoints); got != want {
				t.Errorf("%s: %s match and game points, officially %s", row.Name, got, want)
			}
		}
	}
}

// A place inside a tied group (direct encounter, the top-board result, the
// bottom-board elimination) that separates no one is no place: the team
// standings write it blank, as the individual standings write a direct
// encounter that does not separate, and as the legends under both say.
// They wrote 0, which read as a place below the last.
func TestTeamPlaceTieBreaksAreBlankWhereTheySeparateNoOne(t *testing.T) {
	ev := readTeamReport(t, teamsDir, "arbiter-swiss10-forfeits-dash").Event
	ev.Settings.TieBreaks = []string{"de", "tbr", "bbe"}
	none, placed := 0, 0
	for _, row := range TeamStandings(ev).Rows {
		for _, v := range row.TieBreaks {
			want := ""
			if v.Value == 0 {
				none++
			} else {
				placed++
				want = strconv.Itoa(int(v.Value))
			}
			if v.Text != want {
				t.Errorf("team %d %s: %q for the place %v; want %q", row.No, v.ID, v.Text, v.Value, want)
			}
		}
	}
	if none == 0 || placed == 0 {
		t.Fatalf("%d places and %d that separate no one: the event proves nothing", placed, none)
	}
}

// A Buchholz-type tie-break that names match points reads them whatever
// the primary score: with game points first, "aob:mp" (the average of
// the opponents' Buchholz on match points, headed AOB:MP) is what "aob"
// is with match points first, as "bh:mp", "fb:mp" and "sb:mp" are. It was
// the average of the opponents' Buchholz on game points, the ":mp"
// dropped on the way to the opponents' Buchholz.
func TestATieBreakOnMatchPointsReadsThemWithGamePointsFirst(t *testing.T) {
	ev := readTeamReport(t, teamsDir, "tiebreakserver-fideteam_nocolor").Event
	values := func(gpFirst bool, ids ...string) map[int][]string {
		e := *ev
		e.TeamOptions.GamePointsFirst = gpFirst
		e.Settings.TieBreaks = ids
		out := map[int][]string{}
		for _, r := range TeamStandings(&e).Rows {
			for _, v := range r.TieBreaks {
				out[r.No] = append(out[r.No], v.Text)
			}
		}
		return out
	}
	mpFirst := values(false, "aob", "bh", "fb", "sb", "aob-c1")
	named := values(true, "aob:mp", "bh:mp", "fb:mp", "sb:mp", "aob:mp-c1")
	if len(mpFirst) == 0 || !reflect.DeepEqual(named, mpFirst) {
		t.Errorf("on match points named, game points first:\n%v\nwant as with match points first:\n%v", named, mpFirst)
	}
	if onGames := values(true, "aob", "bh", "fb", "sb", "aob-c1"); reflect.DeepEqual(onGames, mpFirst) {
		t.Errorf("the report's tie-breaks alike on game points and on match points: %v", onGames)
	}
}

// The average of the opponents' Buchholz is written with two decimals,
// every value, as an individual event's AOB is (and FIDE's program writes
// it): a team table wrote 53¾ under 54.29, a quarter as a fraction.
func TestTheAverageOfOpponentsBuchholzHasTwoDecimals(t *testing.T) {
	ev := readTeamReport(t, teamsDir, "tiebreakserver-fideteam_nocolor").Event
	ev.Settings.TieBreaks = []string{"aob", "aob:gp-c1"}
	twoDecimals := regexp.MustCompile(`^\d+\.\d\d$`)
	for _, r := range TeamStandings(ev).Rows {
		for _, v := range r.TieBreaks {
			if !twoDecimals.MatchString(v.Text) {
				t.Errorf("team %d: %s written %q", r.No, v.ID, v.Text)
			}
		}
	}
}
