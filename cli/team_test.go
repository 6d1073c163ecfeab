package cli

import (
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/pdftext"
	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/ratingreport"
	"arbiter/tournament/replay"
	"arbiter/tournament/team"
	"arbiter/words"
)

// A team round robin run from the command line as scripts run it: teams,
// players in board order, the seat draw, a round paired with the default
// line-ups, a line-up changed (refused out of board order, nothing
// saved), board results, a forfeited match, the standings, and the TRF
// report read back into a new file with the same standings.
func TestTeamRoundRobinCommandLine(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "league.arbiter")
	// A league: its end not yet known.
	runCLI(t, 0, "new", file, "--name", "League", "--system", "team-round-robin", "--boards", "4", "--start", "2026-05-02", "--end", "")
	runCLI(t, 0, "event", file, "--fide-rated") // its rating report lists the players
	addLeagueTeams(t, file)
	runCLI(t, 0, "draw", file, "--seats", "Tammer,Kallio,Oulu,Tapiola")
	if out := runCLI(t, 0, "team", "list", file); !strings.Contains(out, "seat 1") || !strings.Contains(out, "seat 4") {
		t.Errorf("team list after the draw names no seats:\n%s", out)
	}
	// Once drawn, a team's number is its seat in team list and in the
	// ratings' TEAM:NO as in the pairings, standings, window and pages:
	// Tammer, entered third, is team 1 everywhere.
	listed := runJSON[[]struct {
		No   int    `json:"no"`
		Name string `json:"name"`
	}](t, "team", "list", file, "--json")
	if len(listed) != 4 || listed[0].No != 1 || listed[0].Name != "Tammer" || listed[3].No != 4 || listed[3].Name != "Tapiola" {
		t.Errorf("team list --json after the draw: %+v, want Tammer 1 … Tapiola 4", listed)
	}
	if out := runCLI(t, 0, "ratings", file); !regexp.MustCompile(`(?m)^1:2\s+Player 2 Tammer\s`).MatchString(out) ||
		!regexp.MustCompile(`(?s)\n1:1 .*\n1:5 .*\n2:1 .*\n4:5 `).MatchString(out) {
		t.Errorf("ratings does not list the players from 1:1 to 4:5, Tammer's second 1:2:\n%s", out)
	}
	playLeagueRound1(t, file)
	// Round 1 done: match 1 with results on boards 1 to 3 (board 4 left
	// empty, no game), match 2 forfeited whole (each of its four games
	// holding the forfeit).
	if out := runCLI(t, 0, "info", file, "--json"); !strings.Contains(out, `"rounds_paired": 1`) || !strings.Contains(out, `"rounds_finished": 1`) || !strings.Contains(out, `"results_entered": 7`) {
		t.Errorf("info: %s", out)
	}
	var table struct {
		TieBreaks []string `json:"tiebreaks"`
		Rows      []struct {
			Rank        int     `json:"rank"`
			Place       string  `json:"place"`
			No          int     `json:"no"`
			Name        string  `json:"name"`
			MatchPoints int     `json:"match_points"`
			GamePoints  float64 `json:"game_points"`
			TieBreaks   []struct {
				ID    string  `json:"id"`
				Value float64 `json:"value"`
				Text  string  `json:"text"`
			} `json:"tiebreaks"`
		} `json:"rows"`
	}
	standings := runCLI(t, 0, "standings", file, "--json")
	if err := json.Unmarshal([]byte(standings), &table); err != nil {
		t.Fatal(err)
	}
	// Tammer 2½–1½ Tapiola (board 4 Tammer's forfeit win); Kallio 0–4 Oulu.
	got := ""
	for _, r := range table.Rows {
		got += fmt.Sprintf("%s %s %d %v; ", r.Place, r.Name, r.MatchPoints, r.GamePoints)
	}
	if got != "1 Oulu 2 4; 2 Tammer 2 2.5; 3 Tapiola 0 1.5; 4 Kallio 0 0; " || strings.Join(table.TieBreaks, ",") != "gp,sb,bc" {
		t.Errorf("standings: %s %v", got, table.TieBreaks)
	}
	runCLI(t, 0, "print", "pairings", file, "--round", "1", "-o", filepath.Join(dir, "pairings.pdf"))
	runCLI(t, 0, "print", "standings", file, "--lang", "et", "-o", filepath.Join(dir, "standings.pdf"))
	for _, sheet := range []string{"crosstable", "boards", "match-sheets", "lineup-forms", "ratings"} {
		runCLI(t, 0, "print", sheet, file, "--lang", "fi", "-o", filepath.Join(dir, sheet+".pdf"))
	}
	// A sheet as it stood after a round, as for an individual event.
	runCLI(t, 0, "print", "crosstable", file, "--round", "1", "-o", filepath.Join(dir, "crosstable-1.pdf"))
	printTeamGameSheets(t, file, dir)
	printTeamPrizes(t, file, dir)
	checkLeagueBoardPrizes(t, file)
	if out := runCLI(t, 0, "check", file, "--round", "1"); !strings.Contains(out, "Round 1 is the round-robin table's") {
		t.Errorf("check: %q", out)
	}
	if out := runCLI(t, 0, "check", file, "--json"); !strings.Contains(out, `"ok": true`) {
		t.Errorf("check --json: %q", out)
	}
	runCLI(t, 0, "pair", file)
	// Round 2 paired counts among the rounds, not in the table.
	paired := runCLI(t, 0, "standings", file, "--json")
	if strings.Replace(paired, `"rounds": 2`, `"rounds": 1`, 1) != standings {
		t.Errorf("standings with round 2 paired:\n%s\nbefore:\n%s", paired, standings)
	}
	checkLeaguePackAndReport(t, file, dir, paired)

}

// TestTeamPlayerListNumbersTeamAndBoard: a team event's player list
// numbers each player TEAM:NO, as the pairings, the ratings and the paper
// do, where its number column stood empty.
func TestTeamPlayerListNumbersTeamAndBoard(t *testing.T) {
	file := teamCup(t, 2, "Alpha", "Beta")
	out := runCLI(t, 0, "player", "list", file)
	for _, want := range []string{`1:1\s+Board 1 Alpha`, `1:2\s+Board 2 Alpha`, `2:1\s+Board 1 Beta`, `2:2\s+Board 2 Beta`} {
		if !regexp.MustCompile(want).MatchString(out) {
			t.Errorf("player list lacks %s:\n%s", want, out)
		}
	}
}

// teamCup is the file of a three-round team Swiss "Cup" on two boards, in a
// folder of the test's and with English messages, holding the teams given
// with players players each (addTeams).
func teamCup(t *testing.T, players int, teams ...string) string {
	t.Helper()
	t.Setenv("ARBITER_LANG", "en")
	file := filepath.Join(t.TempDir(), "cup.arbiter")
	runCLI(t, 0, "new", file, "--name", "Cup", "--system", "team-swiss", "--boards", "2", "--rounds", "3")
	addTeams(t, file, "%s, Board %d", players, nil, teams...)
	return file
}

// addTeams adds the teams to file, each with players players named by
// format (of the team and the board, "%s, Board %d") and given the flags
// extra.
func addTeams(t *testing.T, file, format string, players int, extra []string, teams ...string) {
	t.Helper()
	for _, team := range teams {
		runCLI(t, 0, "team", "add", file, team)
		for b := 1; b <= players; b++ {
			runCLI(t, 0, append([]string{"player", "add", file, "--name", fmt.Sprintf(format, team, b), "--team", team}, extra...)...)
		}
	}
}

// addLeagueTeams enters the league's four teams of five players, refuses
// a FIDE id in a second team and a player without a team, and checks the
// team list.
func addLeagueTeams(t *testing.T, file string) {
	t.Helper()
	for i, team := range []string{"Kallio", "Tapiola", "Tammer", "Oulu"} {
		if out := runCLI(t, 0, "team", "add", file, team, "--federation", "FIN"); !strings.Contains(out, fmt.Sprintf("as number %d", i+1)) {
			t.Errorf("team add %s: %q", team, out)
		}
		for b := 1; b <= 5; b++ {
			runCLI(t, 0, "player", "add", file, "--name", fmt.Sprintf("%s, Player %d", team, b), "--rating", fmt.Sprint(2100-10*b),
				"--fide-id", fmt.Sprint(500000+10*i+b), "--team", team)
		}
	}
	if out := runCLI(t, 1, "player", "add", file, "--name", "Double, Agent", "--fide-id", "500001", "--team", "Oulu"); !strings.Contains(out, "plays for one team only") {
		t.Errorf("a FIDE id in a second team: %q", out)
	}
	runCLI(t, 2, "player", "add", file, "--name", "Lone, Wolf")
	teams := runJSON[[]struct {
		No      int    `json:"no"`
		Seat    int    `json:"seat"`
		Name    string `json:"name"`
		Players []struct {
			ID     int64  `json:"id"`
			No     int    `json:"no"`
			Name   string `json:"name"`
			Rating int    `json:"rating"`
		} `json:"players"`
	}](t, "team", "list", file, "--json")
	if len(teams) != 4 || len(teams[0].Players) != 5 || teams[0].Players[4].No != 5 || teams[0].Players[4].Name != "Player 5 Kallio" || teams[0].Players[4].Rating != 2050 {
		t.Fatalf("team list: %+v", teams)
	}
	// No seat is drawn yet: a team's line names none, where it ended in
	// the word "seat" alone (a team Swiss's teams, never drawn, always).
	if out := runCLI(t, 0, "team", "list", file); teams[0].Seat != 0 || strings.Contains(out, "seat") {
		t.Errorf("team list before the seats are drawn (seat %d):\n%s", teams[0].Seat, out)
	}
}

// playLeagueRound1 pairs round 1 and plays it: line-ups refused and taken
// as the line-up order allows, board results, a forfeited match.
func playLeagueRound1(t *testing.T, file string) {
	t.Helper()
	type ref struct {
		No   int    `json:"no"`
		Name string `json:"name"`
	}
	type player struct {
		ID     int64  `json:"id"`
		Number int    `json:"number"`
		Name   string `json:"name"`
	}
	type match struct {
		Match  int `json:"match"`
		White  ref `json:"white"`
		Black  ref `json:"black"`
		Boards []struct {
			Board int     `json:"board"`
			White *player `json:"white"`
			Black *player `json:"black"`
		} `json:"boards"`
	}
	round := runJSON[struct {
		Round   int     `json:"round"`
		Matches []match `json:"matches"`
		Bye     *ref    `json:"bye"`
	}](t, "pair", file, "--json")
	// Berger round 1 for 4: 1–4, 2–3; the first-named team White on board 1 and 3.
	m1 := round.Matches[0]
	if round.Round != 1 || len(round.Matches) != 2 || round.Bye != nil || m1.White != (ref{1, "Tammer"}) || m1.Black != (ref{4, "Tapiola"}) {
		t.Fatalf("round 1: %+v", round)
	}
	if m1.Boards[0].White.Name != "Player 1 Tammer" || m1.Boards[1].White.Name != "Player 2 Tapiola" || m1.Boards[3].Black.Number != 4 {
		t.Errorf("match 1's boards: %+v", m1.Boards)
	}
	if out := runCLI(t, 1, "lineup", file, "--round", "1", "--team", "Tapiola", "--players", "2,1,3,4"); !strings.Contains(out, "keeps the team's board order") {
		t.Errorf("a line-up out of order: %q", out)
	}
	// An event whose line-up order is free takes it; it is made strict
	// again only once no line-up is out of order.
	runCLI(t, 2, "event", file, "--lineup-order", "any")
	if out := runCLI(t, 0, "event", file, "--lineup-order", "free"); !strings.Contains(out, "free (any order)") {
		t.Errorf("line-up order free: %q", out)
	}
	runCLI(t, 0, "lineup", file, "--round", "1", "--team", "Tapiola", "--players", "2,1,3,4")
	if out := runCLI(t, 1, "event", file, "--lineup-order", "strict"); !strings.Contains(out, "the line-up of Tapiola is not in the team's board order") {
		t.Errorf("strict over a line-up out of order: %q", out)
	}
	m := runJSON[match](t, "lineup", file, "--round", "1", "--team", "Tapiola", "--players", "1,2,5", "--json")
	if out := runCLI(t, 0, "event", file, "--lineup-order", "strict"); !strings.Contains(out, "the team's board order") {
		t.Errorf("line-up order strict again: %q", out)
	}
	if m.Boards[2].Black.Name != "Player 5 Tapiola" || m.Boards[3].White != nil {
		t.Errorf("Tapiola with a reserve and board 4 empty: %+v", m.Boards)
	}
	if out := runCLI(t, 1, "result", file, "--round", "1", "--match", "1", "--board", "4", "1-0"); !strings.Contains(out, "left empty") {
		t.Errorf("a game on the empty board: %q", out)
	}
	for b, r := range []string{"1-0", "1/2-1/2", "0-1"} {
		runCLI(t, 0, "result", file, "--round", "1", "--match", "1", "--board", fmt.Sprint(b+1), r)
	}
	if out := runCLI(t, 0, "result", file, "--round", "1", "--match", "2", "-/+"); !strings.Contains(out, "Game points 0–4") {
		t.Errorf("match 2 forfeited: %q", out)
	}
	runCLI(t, 2, "result", file, "--round", "1", "--board", "1", "1-0")
}

// checkLeagueBoardPrizes checks the board prizes after round 1 and the
// fewest games the event and one listing ask for them.
func checkLeagueBoardPrizes(t *testing.T, file string) {
	t.Helper()
	boards := runJSON[struct {
		Prizes []struct {
			Board int    `json:"board"`
			Name  string `json:"name"`
		} `json:"prizes"`
	}](t, "team", "boards", file, "--json")
	// Board 2 was drawn: its prize is shared, Tammer (team 1) first. Match
	// 2, forfeited, counts for no one; board 4's forfeit win is no game for
	// a prize.
	if got := fmt.Sprint(boards.Prizes); got != "[{1 Player 1 Tammer} {2 Player 2 Tammer} {2 Player 2 Tapiola} {3 Player 5 Tapiola}]" {
		t.Errorf("board prizes: %s", got)
	}
	// The event's own minimum: 2 games, which no one has played after one
	// round; --min-games names another for one listing.
	runCLI(t, 2, "event", file, "--board-prize-min-games", "0")
	if out := runCLI(t, 0, "event", file, "--board-prize-min-games", "2"); !strings.Contains(out, "Fewest games for a board prize\t2") && !strings.Contains(out, "Fewest games for a board prize  2") {
		t.Errorf("event --board-prize-min-games 2: %q", out)
	}
	for _, c := range []struct {
		args   []string
		prizes int
		min    int
	}{{nil, 0, 2}, {[]string{"--min-games", "1"}, 4, 1}} {
		got := runJSON[struct {
			MinGames int   `json:"min_games"`
			Prizes   []any `json:"prizes"`
		}](t, append([]string{"team", "boards", file, "--json"}, c.args...)...)
		if got.MinGames != c.min || len(got.Prizes) != c.prizes {
			t.Errorf("team boards %v: min %d, %d prizes; want %d, %d", c.args, got.MinGames, len(got.Prizes), c.min, c.prizes)
		}
		// The listing says by what rule it marks the prizes, as the
		// paper, the window and the venue do: it marked them without it.
		out := input.Collapse(runCLI(t, 0, append([]string{"team", "boards", file}, c.args...)...))
		if rule := i18n.For(i18n.English).T("teams.ui.prizes.rule", "n", c.min); !strings.Contains(out, rule) {
			t.Errorf("team boards %v: %q without its rule %q", c.args, out, rule)
		}
	}
	runCLI(t, 0, "event", file, "--board-prize-min-games", "1")
}

// checkLeaguePackAndReport prints the team round pack and reads the TRF
// report back into a new file with the same standings.
func checkLeaguePackAndReport(t *testing.T, file, dir, standings string) {
	t.Helper()
	// The team round pack, of the parts asked in its own order; the
	// individual pack's parts are none of its.
	pack := filepath.Join(dir, "pack.pdf")
	runCLI(t, 0, "print", "pack", file, "--round", "2", "--parts", "standings,match-sheets", "-o", pack)
	text := pdftext.File(t, pack)
	if sheet, standings := strings.Index(text, "Match result sheet"), strings.Index(text, "Standings after round 1"); sheet < 0 || standings < sheet ||
		strings.Contains(text, "Line-up form") || strings.Contains(text, "Pairings") {
		t.Errorf("the pack of match sheets and standings:\n%s", text)
	}
	if out := runCLI(t, 1, "print", "pack", file, "--parts", "slips", "-o", pack); !strings.Contains(out, "pairings, match-sheets, lineup-forms, standings") {
		t.Errorf("print pack --parts slips: %q", out)
	}
	report := filepath.Join(dir, "league.trf")
	runCLI(t, 0, "export", "trf", file, "-o", report)
	copyFile := filepath.Join(dir, "copy.arbiter")
	if out := runCLI(t, 0, "import", "trf", copyFile, report); !strings.Contains(out, "Imported 4 teams, 20 players and 2 rounds") {
		t.Errorf("import: %q", out)
	}
	if again := runCLI(t, 0, "standings", copyFile, "--json"); again != standings {
		t.Errorf("the imported report's standings:\n%s\nthe event's:\n%s", again, standings)
	}
	if out := runCLI(t, 1, "import", "trf", copyFile, report); !strings.Contains(out, "new file") {
		t.Errorf("a team report into an existing file: %q", out)
	}
}

// The team options belong to team events: an individual event refuses
// them, a team event needs its boards; a round robin keeps no teams apart.
func TestTeamOptionsOnNew(t *testing.T) {
	dir := t.TempDir()
	runCLI(t, 2, "new", filepath.Join(dir, "a.arbiter"), "--name", "Open", "--boards", "4")
	runCLI(t, 2, "new", filepath.Join(dir, "b.arbiter"), "--name", "League", "--system", "team-round-robin")
	runCLI(t, 2, "new", filepath.Join(dir, "c.arbiter"), "--name", "League", "--system", "team-round-robin", "--boards", "4", "--match-points", "2,2,0")
	runCLI(t, 2, "new", filepath.Join(dir, "d.arbiter"), "--name", "League", "--system", "team-swiss", "--boards", "4")
	runCLI(t, 0, "new", filepath.Join(dir, "e.arbiter"), "--name", "League", "--system", "team-swiss", "--boards", "6", "--rounds", "7", "--match-points", "3,1,0")
	if out := runCLI(t, 1, "pair", filepath.Join(dir, "e.arbiter")); !strings.Contains(out, "at least two teams") {
		t.Errorf("pairing a team Swiss without teams: %q", out)
	}
	rr := filepath.Join(dir, "f.arbiter")
	runCLI(t, 0, "new", rr, "--name", "League", "--system", "team-round-robin", "--boards", "4")
	addTeams(t, rr, "", 0, nil, "Alfa", "Beta")
	if out := runCLI(t, 1, "event", rr, "--forbid-teams", "Alfa,Beta"); !strings.Contains(out, "round robin") {
		t.Errorf("forbidden pair in a round robin: %q", out)
	}
}

// A command that does not handle team events refuses a team event's file
// by name rather than show it as an individual event; the team options
// change with "event" and show there.
func TestTeamEventElsewhere(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "league.arbiter")
	runCLI(t, 0, "new", file, "--name", "League", "--system", "team-round-robin", "--boards", "2")
	for _, args := range [][]string{
		{"norms", file}, {"swap", file, "--round", "1", "--board", "1"},
		{"export", "pgn", file},
	} {
		if out := runCLI(t, 1, args...); !strings.Contains(out, "does not handle team events yet") {
			t.Errorf("%v: %q", args, out)
		}
	}
	// The check-in says why by the model's own rule.
	for _, args := range [][]string{{"checkin", file, "--open"}, {"checkin", file, "--list"}, {"checkin", file, "--close"}} {
		if out := runCLI(t, 1, args...); !strings.Contains(out, "check-in is for an individual event; a team event's line-ups say who plays") {
			t.Errorf("%v: %q", args, out)
		}
	}
	// The prizes go down the team standings.
	if out := runCLI(t, 0, "prizes", file, "--prize", "1=100"); !strings.Contains(out, "team standings") {
		t.Errorf("prizes of a team event: %q", out)
	}
	// The venue pages are a team event's own.
	if out := runCLI(t, 0, "export", "html", file, "-o", filepath.Join(dir, "pages")); !strings.Contains(out, "files written") {
		t.Errorf("export html: %q", out)
	}
	runCLI(t, 2, "event", file, "--bye-match", "half")
	out := runCLI(t, 0, "event", file, "--match-points", "3,1,0", "--bye-match", "draw", "--bye-games", "win")
	if !strings.Contains(out, "3/1/0") || !strings.Contains(out, "a drawn match, every board won") {
		t.Errorf("event: %q", out)
	}
	runCLI(t, 0, "team", "add", file, "Kallio")
	if out := runCLI(t, 1, "event", file, "--system", "round-robin", "--tiebreaks", "sb"); !strings.Contains(out, "do not turn into each other") {
		t.Errorf("a team event made individual: %q", out)
	}
	individual := filepath.Join(dir, "open.arbiter")
	runCLI(t, 0, "new", individual, "--name", "Open")
	runCLI(t, 2, "event", individual, "--match-points", "2,1,0")
	if out := runCLI(t, 1, "team", "add", individual, "Kallio"); !strings.Contains(out, "not a team event") {
		t.Errorf("team add to an individual event: %q", out)
	}
}

// A team event's crosstable gives each team's tie-breaks beside its
// points and explains its columns as the standings and the paper do, in
// each language, under the notes on its cells that the other doors give:
// two teams level on match and game points stood in different places
// with nothing to say why, MP and GP went unexplained, and a bye's cell
// had no legend.
func TestTeamCrosstableShowsTheTieBreaksThatPlaceTheTeams(t *testing.T) {
	level := false // two teams level on match and game points, placed by the tie-breaks
	for _, name := range []string{"arbiter-rr6", "arbiter-swiss10"} {
		file := testevent.EventFile(t, testevent.TeamReport(t, name).Event)
		ev := testevent.Read(t, file)
		st := team.TeamStandings(ev)
		_, levelHere := testevent.TeamTieBreakShown(t, name, st)
		level = level || levelHere
		for _, l := range i18n.Complete {
			t.Setenv("ARBITER_LANG", string(l))
			cat := i18n.For(l)
			got := input.Collapse(runCLI(t, 0, "crosstable", file))
			testevent.CheckTeamCross(t, name+", "+string(l), got, ev, cat.T, words.TeamTieBreakLegend(cat, st))
			// What the cells hold and their marks, as on the other doors.
			for _, note := range words.TeamCrossNotes(cat, team.TeamCrosstable(ev)) {
				if note = input.Collapse(note); !strings.Contains(got, note) {
					t.Errorf("%s, %s: no note %q:\n%s", name, l, note, got)
				}
			}
		}
	}
	if !level {
		t.Error("no two teams level on match and game points: the test shows nothing")
	}
}

// crosstable serves a team event with the crosstable the window and the
// paper show: a round robin's cells team by team, in the standings'
// order, as text and as JSON.
func TestCrosstableOfATeamEvent(t *testing.T) {
	file := filepath.Join(t.TempDir(), "league.arbiter")
	runCLI(t, 0, "new", file, "--name", "League", "--system", "team-round-robin", "--boards", "2")
	addTeams(t, file, "%s, Player %d", 2, []string{"--rating", "2000"}, "Kallio", "Tapiola", "Tammer", "Oulu")
	runCLI(t, 0, "draw", file, "--seats", "Kallio,Tapiola,Tammer,Oulu")
	runCLI(t, 0, "pair", file)
	for m, results := range [][]string{{"1-0", "1/2-1/2"}, {"0-1", "0-1"}} {
		for b, r := range results {
			runCLI(t, 0, "result", file, "--round", "1", "--match", fmt.Sprint(m+1), "--board", fmt.Sprint(b+1), r)
		}
	}
	ct := runJSON[struct {
		Rounds     int  `json:"rounds"`
		RoundRobin bool `json:"round_robin"`
		Rows       []struct {
			No          int     `json:"no"`
			Name        string  `json:"name"`
			Place       string  `json:"place"`
			MatchPoints int     `json:"match_points"`
			GamePoints  float64 `json:"game_points"`
			Matches     []struct {
				Round      int     `json:"round"`
				Opponent   int     `json:"opponent"`
				Finished   bool    `json:"finished"`
				GamePoints float64 `json:"game_points"`
			} `json:"matches"`
		} `json:"rows"`
	}](t, "crosstable", file, "--json")
	got := ""
	for _, r := range ct.Rows {
		got += fmt.Sprintf("%s %s %d %v vs %d %v; ", r.Place, r.Name, r.MatchPoints, r.GamePoints, r.Matches[0].Opponent, r.Matches[0].GamePoints)
	}
	// Kallio 1½–½ Oulu; Tapiola 1–1 Tammer (board 2 has Tammer White).
	if want := "1 Kallio 2 1.5 vs 4 1.5; 2 Tammer 1 1 vs 2 1; 3 Tapiola 1 1 vs 3 1; 4 Oulu 0 0.5 vs 1 0.5; "; got != want || !ct.RoundRobin || ct.Rounds != 1 {
		t.Errorf("crosstable --json: %s (round robin %v, %d rounds), want %s", got, ct.RoundRobin, ct.Rounds, want)
	}
	text := runCLI(t, 0, "crosstable", file)
	// Under the heading after round 1 and the columns' heads, Kallio's
	// line: his own cell, then 1½ against Oulu, MP 2, GP 1½, then the
	// tie-breaks.
	if f := strings.Fields(strings.Split(text, "\n")[2]); len(f) < 7 || strings.Join(f[:7], " ") != "1 1 Kallio × 1½ 2 1½" {
		t.Errorf("crosstable's first line: %q\n%s", f, text)
	}
	// The standings say what their abbreviations stand for.
	if out := runCLI(t, 0, "standings", file); !strings.Contains(out, "MP = match points · GP = game points") || !strings.Contains(out, "(lower is better)") {
		t.Errorf("standings without a legend:\n%s", out)
	}
}

// "team order" sets a team's board order by its players' present numbers
// (team list), judged by the store: an order that leaves a player out is
// refused, and once round 1 is paired every change is, the rule named in
// the user's language; "undo" takes a change back.
func TestTeamOrderCommand(t *testing.T) {
	file := filepath.Join(t.TempDir(), "order.arbiter")
	runCLI(t, 0, "new", file, "--name", "Order", "--system", "team-swiss", "--rounds", "1", "--boards", "2")
	addTeams(t, file, "%s %d", 3, nil, "Alfa", "Beta")
	names := func(out string) []string {
		t.Helper()
		var team teamJSON
		if err := json.Unmarshal([]byte(out), &team); err != nil {
			t.Fatalf("%v: %s", err, out)
		}
		var got []string
		for _, p := range team.Players {
			got = append(got, p.Name)
		}
		return got
	}
	if got := names(runCLI(t, 0, "team", "order", file, "--team", "Alfa", "--players", "3,1,2", "--json")); !slices.Equal(got, []string{"Alfa 3", "Alfa 1", "Alfa 2"}) {
		t.Errorf("new order %v", got)
	}
	cat := i18n.For(i18n.English)
	for _, tt := range []struct {
		players string
		code    int
		want    string
	}{
		{"1,2", 1, cat.T("teams.err.order.players", "team", "Alfa", "players", 3)},
		{"1,1,2", 1, cat.T("teams.err.order.players", "team", "Alfa", "players", 3)},
		{"1,2,9", 2, "9"}, // no such number: a bad value, as in a line-up
	} {
		msg := runCLI(t, tt.code, "team", "order", file, "--team", "Alfa", "--players", tt.players)
		if !strings.Contains(msg, tt.want) {
			t.Errorf("--players %s: %q, want %q", tt.players, msg, tt.want)
		}
	}
	runCLI(t, 0, "undo", file)
	teams := runJSON[[]teamJSON](t, "team", "list", file, "--json")
	if teams[0].Players[0].Name != "Alfa 1" {
		t.Errorf("after undo Alfa's first board is %s", teams[0].Players[0].Name)
	}
	runCLI(t, 0, "pair", file)
	t.Setenv("ARBITER_LANG", "fi")
	msg := runCLI(t, 1, "team", "order", file, "--team", "Alfa", "--players", "2,1,3")
	if want := i18n.For(i18n.Finnish).T("teams.err.order.fixed", "team", "Alfa"); !strings.Contains(msg, want) {
		t.Errorf("round 1 paired: %q, want %q", msg, want)
	}
}

// A team event's rating changes: its players are named TEAM:NO as a
// line-up names them (the team by its number in team list or its name,
// the player by his place in its board order), the K factors set so are
// the ones every front end computes with once saved (ratingreport.Of:
// the file's own report gives the command's every figure, and the printed
// report the same change), and a player named otherwise is refused with
// the team form named.
func TestRatingsTeamEvent(t *testing.T) {
	file := filepath.Join(t.TempDir(), "swiss10.arbiter")
	runCLI(t, 0, "import", "trf", file, filepath.Join("..", "tournament", "testdata", "teams", "arbiter-swiss10.trf"))
	runCLI(t, 0, "event", file, "--fide-rated")
	out := runCLI(t, 0, "ratings", file, "--json", "--k", "Beta:2=40:new", "--k", "3:4=10", "--save")
	var got struct {
		Players []ratingreport.Row `json:"players"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	s := testevent.OpenReadOnly(t, file)
	ev := testevent.Event(t, s)
	opts, err := s.RatingOptions()
	s.Close()
	if err != nil {
		t.Fatal(err)
	}
	want := ratingreport.Of(ev, opts)
	if len(got.Players) != 50 || len(want) != 50 {
		t.Fatalf("%d players in the command's report, %d in the file's", len(got.Players), len(want))
	}
	byName := map[string]ratingreport.Row{}
	for i, r := range got.Players {
		if w := want[i]; r.ID != w.ID || r.Change != w.Change {
			t.Errorf("%s: the command gives %+v, the file's report %+v", r.Name, r.Change, w.Change)
		}
		byName[r.Name] = r
	}
	for _, tt := range []struct {
		name   string
		k      int
		change float64
	}{
		{"Player 2 Beta", 40, -106.8}, // 7 games, 2 points against 4.67 expected
		{"Player 4 Gamma", 10, 7.1},   // 5 points against 4.29
		{"Player 1 Alfa", 20, -6.0},   // K by the rules
	} {
		r := byName[tt.name]
		if r.Change.K != tt.k || math.Abs(r.Change.Change-tt.change) > 0.05 {
			t.Errorf("%s: K %d change %.1f, want K %d change %.1f", tt.name, r.Change.K, r.Change.Change, tt.k, tt.change)
		}
	}
	text := runCLI(t, 0, "ratings", file)
	if !strings.Contains(text, "2:2   Player 2 Beta") || !strings.Contains(text, "-106.8") {
		t.Errorf("the list does not name Beta's second player 2:2 with -106.8:\n%s", text)
	}
	pdf := filepath.Join(t.TempDir(), "ratings.pdf")
	runCLI(t, 0, "print", "ratings", file, "-o", pdf)
	data := testdir.Read(t, pdf)
	if printed := pdftext.Text(t, data); !strings.Contains(printed, "106.8") {
		t.Errorf("the printed report has no -106.8:\n%s", printed)
	}

	cat := i18n.For(i18n.English)
	for _, tt := range []struct{ flag, value, key string }{
		{"--k", "7=20", "ratings.err.kset.team"}, // a start number: team players have none
		{"--k", "2:9=20", "ratings.err.kset.team"},
		{"--k", "Omega:1=20", "ratings.err.kset.team"},
		{"--k", "11:1=20", "ratings.err.kset.team"},
		{"--national-rating", "2=2100", "ratings.err.national-spec.team"},
	} {
		args := []string{"ratings", file, tt.flag, tt.value}
		if tt.key == "ratings.err.national-spec.team" {
			args = append(args, "--national", "SSL:20:1000")
		}
		msg := runCLI(t, 1, args...)
		if !strings.Contains(msg, strings.SplitN(cat.T(tt.key, "value", tt.value), "{", 2)[0]) {
			t.Errorf("%s %s: %q, want the words of %s", tt.flag, tt.value, msg, tt.key)
		}
	}
}

// A team event's boards are not entered at the venue: serve, given a PIN,
// says that result entry there is off and where the results go, and the
// entry page is not served.
func TestServeSaysATeamEventTakesNoResultsAtTheVenue(t *testing.T) {
	t.Setenv("ARBITER_LANG", "fi")
	file := filepath.Join(t.TempDir(), "league.arbiter")
	runCLI(t, 0, "new", file, "--name", "Liiga", "--system", "team-round-robin", "--boards", "2")
	addTeams(t, file, "", 0, nil, "Kallio", "Tapiola")
	t.Setenv(pinVariable, "432165")
	url, out, _, stop := serveFor(t, file, "--addr", "127.0.0.1:0")
	enter := statusOf(t, url+"enter.html")
	if code := stop(); code != 0 {
		t.Errorf("serve ended with %d", code)
	}
	if enter != http.StatusNotFound {
		t.Errorf("enter.html of a team event: %d", enter)
	}
	if !strings.Contains(out.String(), "Tulosten syöttö pelipaikalla on pois päältä") || !strings.Contains(out.String(), "Ottelut ja tulokset") {
		t.Errorf("serve does not say that a team event's results are not entered at the venue:\n%s", out)
	}
}

// Every flag made for one kind of event (kindFlags) is refused on the
// other kind with the message that names it (player add says which way
// --team was wrong: required in a team event, refused in an individual
// one), and a team-only command or sheet on an individual event says it
// is not a team event (tournament.ForKind); nothing is added either way.
func TestKindFlagsRefuseTheOtherKind(t *testing.T) {
	dir := t.TempDir()
	team, solo := filepath.Join(dir, "league.arbiter"), filepath.Join(dir, "open.arbiter")
	runCLI(t, 0, "new", team, "--name", "League", "--system", "team-swiss", "--boards", "2", "--rounds", "3")
	runCLI(t, 0, "team", "add", team, "Kallio")
	runCLI(t, 0, "new", solo, "--name", "Open")
	individual := "are for team events (--system team-round-robin or team-swiss)"
	seen := map[string]bool{}
	for _, c := range []struct {
		code int
		args []string
		want string
	}{
		{2, []string{"new", filepath.Join(dir, "b.arbiter"), "--name", "B", "--boards", "4"}, "--boards is a team option: the team options " + individual},
		{2, []string{"new", filepath.Join(dir, "m.arbiter"), "--name", "M", "--match-points", "2,1,0"}, "--match-points is a team option"},
		{2, []string{"new", filepath.Join(dir, "t.arbiter"), "--name", "T", "--system", "team-swiss", "--rounds", "3"}, "--boards is required"},
		{2, []string{"event", solo, "--lineup-order", "free"}, "--lineup-order is a team option: the team options " + individual},
		{2, []string{"player", "add", team, "--name", "Lone, Wolf"}, "--team is required in a team event"},
		{2, []string{"player", "add", solo, "--name", "Lone, Wolf", "--team", "Kallio"}, "--team is for team events only"},
		{2, []string{"pair", team, "--override"}, "--override is not for team events"},
		{2, []string{"result", team, "--round", "1", "--board", "1", "1-0"}, "give the board's match with --match"},
		{1, []string{"team", "boards", solo}, "the event is not a team event"},
		{1, []string{"print", "match-sheets", solo, "-o", filepath.Join(dir, "m.pdf")}, "the event is not a team event"},
	} {
		seen[c.args[0]] = true
		if out := runCLI(t, c.code, c.args...); !strings.Contains(out, c.want) {
			t.Errorf("%v: %q, want %q", c.args, out, c.want)
		}
	}
	for cmd := range kindFlags() {
		if !seen[strings.Fields(cmd)[0]] {
			t.Errorf("no case for %s's kind flags", cmd)
		}
	}
	for _, file := range []string{team, solo} {
		if list := runCLI(t, 0, "player", "list", file); strings.Contains(list, "Wolf") {
			t.Errorf("%s: the player was added: %s", filepath.Base(file), list)
		}
	}
}

// A paired team round is said to be paired in the words the catalogues
// use for an individual round ("paritettu", "paaritatud"), not drawn by
// lot, which is the seats' and the colour's word.
func TestAPairedTeamRoundIsSaidPaired(t *testing.T) {
	file := filepath.Join(t.TempDir(), "league.arbiter")
	runCLI(t, 0, "new", file, "--name", "League", "--system", "team-round-robin", "--boards", "1")
	for _, team := range []string{"Kallio", "Tapiola"} {
		runCLI(t, 0, "team", "add", file, team)
		runCLI(t, 0, "player", "add", file, "--name", team+", Player", "--team", team)
	}
	runCLI(t, 0, "draw", file, "--seed", "1")
	runCLI(t, 0, "pair", file)
	refusedInEachLang(t, map[string]string{"fi": "kierros 1 on jo paritettu", "et": "1. voor on paaritatud"}, "team", "add", file, "Tammer")
}

// drawnLeague makes file a four-board round robin of four teams, Kallio,
// Tapiola, Tammer and Oulu, of players FIDE-rated each (Kallio's the
// strongest, board 1 the strongest of a team), its seats drawn in that
// order.
func drawnLeague(t *testing.T, file string, players int) {
	t.Helper()
	runCLI(t, 0, "new", file, "--name", "League", "--system", "team-round-robin", "--boards", "4", "--start", "2026-05-02", "--end", "")
	for i, team := range []string{"Kallio", "Tapiola", "Tammer", "Oulu"} {
		runCLI(t, 0, "team", "add", file, team)
		for b := 1; b <= players; b++ {
			runCLI(t, 0, "player", "add", file, "--name", fmt.Sprintf("%s, Player %d", team, b), "--rating", fmt.Sprint(2100-10*b-i),
				"--fide-id", fmt.Sprint(500000+10*i+b), "--team", team)
		}
	}
	runCLI(t, 0, "draw", file, "--seats", "Kallio,Tapiola,Tammer,Oulu")
}

// lateReserveLeague is a four-team, four-board round robin whose rounds 1
// and 2 are played; then Kallio's late reserve joins (a second player of
// Tapiola's FIDE id is refused first), round 3 is paired and Kallio puts
// him on board 4 instead of its fourth player. It returns the file and
// the late player's id.
func lateReserveLeague(t *testing.T) (string, int64) {
	t.Helper()
	dir := t.TempDir()
	file := filepath.Join(dir, "league.arbiter")
	drawnLeague(t, file, 4)
	for r := 1; r <= 2; r++ {
		runCLI(t, 0, "pair", file)
		for m := 1; m <= 2; m++ {
			for b, res := range []string{"1-0", "0-1", "1/2-1/2", "1-0"} {
				runCLI(t, 0, "result", file, "--round", fmt.Sprint(r), "--match", fmt.Sprint(m), "--board", fmt.Sprint(b+1), res)
			}
		}
	}
	if out := runCLI(t, 1, "player", "add", file, "--name", "Double, Agent", "--fide-id", "500011", "--team", "Kallio"); !strings.Contains(out, "Tapiola") {
		t.Errorf("a late player with a FIDE id of Tapiola's: %q", out)
	}
	if out := runCLI(t, 0, "player", "add", file, "--name", "Late, Leo", "--rating", "2200", "--fide-id", "500099", "--team", "Kallio"); !strings.Contains(out, "5") {
		t.Errorf("the late reserve: %q", out)
	}
	teams := runJSON[[]struct {
		Name    string `json:"name"`
		Players []struct {
			ID   int64  `json:"id"`
			No   int    `json:"no"`
			Name string `json:"name"`
		} `json:"players"`
	}](t, "team", "list", file, "--json")
	late := teams[0].Players[len(teams[0].Players)-1]
	if teams[0].Name != "Kallio" || len(teams[0].Players) != 5 || late.No != 5 || late.Name != "Leo Late" || teams[0].Players[0].Name != "Player 1 Kallio" {
		t.Fatalf("Kallio after the late reserve: %+v", teams[0])
	}
	runCLI(t, 0, "pair", file)
	if out := runCLI(t, 1, "lineup", file, "--round", "3", "--team", "Kallio", "--players", "5,1,2,3"); !strings.Contains(out, "board order") {
		t.Errorf("the late reserve above board 1: %q", out)
	}
	runCLI(t, 0, "lineup", file, "--round", "3", "--team", "Kallio", "--players", "1,2,3,5")
	return file, late.ID
}

// A player who joins a team after round 2, at the end of its board order,
// plays round 3 on board 4: the pairing shows him there, the standings
// count his game, the TRF report lists him last in his team's 310 record
// with no game in rounds 1 and 2 and reads back to the same standings.
func TestLateReserveJoinsAfterRoundTwo(t *testing.T) {
	file, late := lateReserveLeague(t)
	// The line-up typed again changes nothing and prints Kallio's match.
	match := runJSON[struct {
		Boards []struct {
			White *struct {
				ID int64 `json:"id"`
			} `json:"white"`
			Black *struct {
				ID int64 `json:"id"`
			} `json:"black"`
		} `json:"boards"`
	}](t, "lineup", file, "--round", "3", "--team", "Kallio", "--players", "1,2,3,5", "--json")
	if b := match.Boards[3]; (b.White == nil || b.White.ID != late) && (b.Black == nil || b.Black.ID != late) {
		t.Fatalf("the late reserve is not on board 4 of Kallio's match: %+v", match)
	}
	for m := 1; m <= 2; m++ {
		for b, res := range []string{"1-0", "0-1", "1/2-1/2", "1-0"} {
			runCLI(t, 0, "result", file, "--round", "3", "--match", fmt.Sprint(m), "--board", fmt.Sprint(b+1), res)
		}
	}
	standings := runCLI(t, 0, "standings", file, "--json")
	var table struct {
		Rows []struct {
			Name       string  `json:"name"`
			GamePoints float64 `json:"game_points"`
		} `json:"rows"`
	}
	if err := json.Unmarshal([]byte(standings), &table); err != nil {
		t.Fatal(err)
	}
	total := 0.0
	for _, r := range table.Rows {
		total += r.GamePoints
	}
	if total != 24 { // 3 rounds × 2 matches × 4 boards
		t.Errorf("game points in all %v, want 24: %s", total, standings)
	}
	dir := filepath.Dir(file)
	report := filepath.Join(dir, "league.trf")
	runCLI(t, 0, "export", "trf", file, "-o", report)
	data := testdir.Read(t, report)
	text := string(data)
	var kallio, leo string
	for _, l := range strings.Split(text, "\r") {
		if strings.HasPrefix(l, "310") && strings.Contains(l, "Kallio") {
			kallio = l
		}
		if strings.HasPrefix(l, "001") && strings.Contains(l, "Late, Leo") {
			leo = l
		}
	}
	if f := strings.Fields(kallio); len(f) < 5 || strings.Join(f[len(f)-5:], " ") != "1 2 3 4 5" {
		t.Errorf("Kallio's 310 record: %q", kallio)
	}
	if len(leo) < 99 || strings.TrimSpace(leo[91:99]) != "" || strings.TrimSpace(leo[101:109]) != "" || strings.TrimSpace(leo[111:]) == "" {
		t.Errorf("the late reserve's 001 record, no game in rounds 1–2 and one in round 3: %q", leo)
	}
	copyFile := filepath.Join(dir, "copy.arbiter")
	runCLI(t, 0, "import", "trf", copyFile, report)
	if again := runCLI(t, 0, "standings", copyFile, "--json"); again != standings {
		t.Errorf("the imported report's standings:\n%s\nthe event's:\n%s", again, standings)
	}
}

// "lineup" is refused once moves of a board of the team's match are
// recorded at the game desk, in the store's words naming the match and
// the board, and the line-up stays as it was; a team of the round's
// other match still changes its line-up, in each language.
func TestLineupRefusedOnceMovesRecorded(t *testing.T) {
	for _, c := range []struct {
		lang, want string
	}{
		{"en", "moves of match 1, board 3 are recorded at the game desk"},
		{"fi", "ottelun 1 pöydän 3 siirtoja on kirjattu pelipöydässä"},
		{"et", "matši 1 3. laua käike on partiilaual juba kirja pandud"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			t.Setenv("ARBITER_LANG", c.lang)
			file := filepath.Join(t.TempDir(), "league.arbiter")
			drawnLeague(t, file, 5)
			runCLI(t, 0, "pair", file)
			// Match 1 (Kallio–Oulu), board 3: game 3 of the round, one move in.
			st := testevent.Open(t, file)
			if _, err := st.SaveGame(&replay.GameRecord{Round: 1, Board: 3, Moves: []replay.RecordedMove{{Ply: 1, UCI: "e2e4", SAN: "e4"}}}); err != nil {
				t.Fatal(err)
			}
			st.Close()
			for _, team := range []string{"Kallio", "Oulu"} {
				if out := runCLI(t, 1, "lineup", file, "--round", "1", "--team", team, "--players", "1,2,3,5"); !strings.Contains(out, c.want) {
					t.Errorf("%s's line-up after a move on board 3: %q, want %q", team, out, c.want)
				}
			}
			if out := runCLI(t, 0, "lineup", file, "--round", "1", "--team", "Tapiola", "--players", "1,2,3,5"); !strings.Contains(out, "Player 5 Tapiola") {
				t.Errorf("Tapiola's line-up in match 2: %q", out)
			}
			ev := testevent.Read(t, file)
			m := ev.RoundMatches(1)[0]
			for i, b := range ev.MatchGames(m) {
				if b.White == 0 || b.Black == 0 {
					t.Errorf("match 1 board %d emptied by a refused line-up: %+v", i+1, b)
				}
			}
			kallio, _ := ev.TeamByName("Kallio")
			if got := m.Lineup(ev, kallio.ID); len(got) != 4 || got[3] != kallio.Players[3] {
				t.Errorf("Kallio's line-up after the refusal: %v, want its first four", got)
			}
		})
	}
}

// A team Swiss paired from the command line: the initial colour drawn as
// Black and type B preferences (values that are none refused), round 1 by
// art. 3.6 and 4.3.1,
// results, round 2, "check" content with both rounds, and the initial
// colour fixed once paired.
func TestTeamSwissCommandLine(t *testing.T) {
	file := teamCup(t, 2, "Alfa", "Beta", "Gamma", "Delta", "Epsilon")
	runCLI(t, 2, "event", file, "--initial-colour", "grey")
	runCLI(t, 2, "event", file, "--colour-preferences", "c")
	if out := runCLI(t, 0, "event", file, "--initial-colour", "black", "--colour-preferences", "b"); !strings.Contains(out, "type B") {
		t.Errorf("type B colour preferences: %q", out)
	}
	// Two teams kept apart, then no longer.
	if out := runCLI(t, 0, "event", file, "--forbid-teams", "Alfa,Gamma"); !strings.Contains(out, "Alfa – Gamma") {
		t.Errorf("forbidden pair: %q", out)
	}
	runCLI(t, 2, "event", file, "--forbid-teams", "Alfa")
	if out := runCLI(t, 1, "event", file, "--forbid-teams", "Alfa,Omega"); !strings.Contains(out, "Omega") {
		t.Errorf("forbidden pair with a team that is none: %q", out)
	}
	if out := runCLI(t, 0, "event", file, "--allow-teams", "Gamma,Alfa"); strings.Contains(out, "Alfa – Gamma") {
		t.Errorf("pair allowed again: %q", out)
	}
	round := runJSON[struct {
		Round   int `json:"round"`
		Matches []struct {
			White struct{ No int } `json:"white"`
			Black struct{ No int } `json:"black"`
		} `json:"matches"`
		Bye *struct{ No int } `json:"bye"`
	}](t, "pair", file, "--json")
	// 1–3 and 2–4, the odd first-team given the initial colour (Black),
	// the even one the other; the bye to the largest TPN.
	got := fmt.Sprint(round.Round, round.Matches, round.Bye)
	if got != "1 [{{3} {1}} {{2} {4}}] &{5}" {
		t.Fatalf("round 1: %s", got)
	}
	for m := 1; m <= 2; m++ {
		runCLI(t, 0, "result", file, "--round", "1", "--match", fmt.Sprint(m), "--board", "1", "1-0")
		runCLI(t, 0, "result", file, "--round", "1", "--match", fmt.Sprint(m), "--board", "2", "1/2-1/2")
	}
	runCLI(t, 0, "pair", file)
	for r := 1; r <= 2; r++ {
		if out := runCLI(t, 0, "check", file, "--round", fmt.Sprint(r)); !strings.Contains(out, "as C.04.6 pairs it") {
			t.Errorf("check round %d: %q", r, out)
		}
	}
	if out := runCLI(t, 1, "event", file, "--initial-colour", "white"); !strings.Contains(out, "initial colour") {
		t.Errorf("initial colour changed after pairing: %q", out)
	}
	if out := runCLI(t, 1, "event", file, "--colour-preferences", "a"); !strings.Contains(out, "type of colour preferences") {
		t.Errorf("colour preferences changed after pairing: %q", out)
	}
	// The standings as they stood after round 1 print; after round 3,
	// not paired, they are refused.
	runCLI(t, 0, "print", "standings", file, "--round", "1", "-o", filepath.Join(t.TempDir(), "after1.pdf"))
	runCLI(t, 1, "print", "standings", file, "--round", "3", "-o", filepath.Join(t.TempDir(), "after3.pdf"))
}

// "check" on a team Swiss read from FIDE's tie-break program's fixture,
// 192 FIDE_TEAM_MP_GP: imported with no colour preferences (C.04.6 art.
// 1.7, as FIDE's code table reads the code, said in a note and shown by
// "event"), every round is C.04.6's; the same report stating type A
// (FIDE_TEAM_TYPEA_MP_GP) has the colours of one match of round 6
// reversed, named.
func TestTeamSwissCheckImported(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "fixture.arbiter")
	fixture := filepath.Join("..", "tournament", "testdata", "teams", "tiebreakserver-fideteam_nocolor.trf")
	if notes := runCLI(t, 0, "import", "trf", file, fixture); !strings.Contains(notes, "the teams have no colour preferences") {
		t.Errorf("import's notes: %q", notes)
	}
	if out := runCLI(t, 0, "event", file); !slices.ContainsFunc(strings.Split(out, "\n"), func(l string) bool {
		return strings.HasPrefix(l, "Colour preferences (C.04.6 art. 1.7)") && strings.HasSuffix(l, " none")
	}) {
		t.Errorf("event: %q", out)
	}
	for r := 1; r <= 7; r++ {
		runCLI(t, 0, "check", file, "--round", itoa(r))
	}
	typeA := writeInput(t, dir, "typea.trf", strings.Replace(readOutside(t, fixture), "192 FIDE_TEAM_MP_GP", "192 FIDE_TEAM_TYPEA_MP_GP", 1))
	file = filepath.Join(dir, "typea.arbiter")
	runCLI(t, 0, "import", "trf", file, typeA)
	if code, out, errOut := run(t, "check", file, "--round", "6"); code != 1 ||
		!strings.Contains(out, "Team 2 – Team 3 has its colours reversed") || !strings.Contains(errOut, "C.04.6's pairing") {
		t.Errorf("round 6: exit %d, %q, %q", code, out, errOut)
	}
}

// "bye --team" gives a team of a team Swiss, named or numbered as team
// list gives it, a requested bye: the next pairing leaves it out, the export writes it as a 240 record, and the
// request can be taken back before its round is paired.
func TestTeamByeCommandLine(t *testing.T) {
	file := teamCup(t, 2, "Alfa", "Beta", "Gamma", "Delta", "Epsilon", "Zeta")
	runCLI(t, 2, "bye", file, "--team", "Alfa", "--kind", "double")
	if out := runCLI(t, 1, "bye", file, "--team", "Omega", "--kind", "half"); !strings.Contains(out, "there is no team Omega: name a team by its name, short name or number as arbiter team list gives them") {
		t.Errorf("an unknown team: %q", out)
	}
	if out := runCLI(t, 0, "bye", file, "--team", "2", "--kind", "half", "--round", "3"); !strings.Contains(out, "Beta has a half-point bye in round 3") {
		t.Errorf("bye of team 2: %q", out)
	}
	runCLI(t, 0, "bye", file, "--team", "Beta", "--kind", "cancel", "--round", "3")
	if out := runCLI(t, 0, "bye", file, "--team", "Beta", "--kind", "half", "--round", "2"); !strings.Contains(out, "Beta has a half-point bye in round 2") {
		t.Errorf("bye: %q", out)
	}
	if out := runCLI(t, 0, "bye", file, "--team", "Beta", "--kind", "cancel", "--round", "2"); !strings.Contains(out, "cancelled") {
		t.Errorf("cancel: %q", out)
	}
	if out := runCLI(t, 0, "bye", file, "--team", "Alfa", "--kind", "full"); !strings.Contains(out, "Alfa has a full-point bye in round 1") {
		t.Errorf("bye: %q", out)
	}
	runCLI(t, 0, "bye", file, "--team", "Zeta", "--kind", "zero")
	out := runCLI(t, 0, "pair", file, "--json")
	type bye struct {
		Name        string  `json:"name"`
		Kind        string  `json:"kind"`
		MatchPoints int     `json:"match_points"`
		GamePoints  float64 `json:"game_points"`
	}
	var round struct {
		Matches []struct {
			White struct{ Name string } `json:"white"`
			Black struct{ Name string } `json:"black"`
		} `json:"matches"`
		Byes []bye `json:"byes"`
	}
	if err := json.Unmarshal([]byte(out), &round); err != nil {
		t.Fatal(err)
	}
	// Both byes, each with what it scores (the JSON had one bye only).
	if want := []bye{{"Alfa", "full", 2, 2}, {"Zeta", "zero", 0, 0}}; !slices.Equal(round.Byes, want) {
		t.Errorf("the byes %+v, want %+v", round.Byes, want)
	}
	runCLI(t, 0, "unpair", file) // the requests asked for again
	// Each named a requested bye, as "bye --team" said it (they read as
	// the pairing-allocated bye, "has the bye").
	if text := runCLI(t, 0, "pair", file); !strings.Contains(text, "Alfa has a requested bye: 2 match points, 2 game points.") || !strings.Contains(text, "Zeta has a requested bye: 0 match points, 0 game points.") {
		t.Errorf("the byes as printed:\n%s", text)
	}
	for _, m := range round.Matches {
		for _, n := range []string{m.White.Name, m.Black.Name} {
			if n == "Alfa" || n == "Zeta" {
				t.Errorf("a team with a requested bye paired: %s", out)
			}
		}
	}
	if len(round.Matches) != 2 {
		t.Errorf("round 1: %s", out)
	}
	trf := runCLI(t, 0, "export", "trf", file)
	// TRF-2026's 240 record: the kind, the round in 7-9, the team from 11.
	if !strings.Contains(trf, "240 F 001    1") || !strings.Contains(trf, "240 Z 001    6") {
		t.Errorf("export without the team byes:\n%s", trf)
	}
}

// printTeamPrizes gives the league's prizes after its round 1 down the team
// standings (1 Oulu and 2 Tammer on 2 match points, 3 Tapiola, 4 Kallio)
// and a rating group's (each team's rating the average of its four first
// boards, 2075), and prints them with the board prizes and the group's
// standings in each language.
func printTeamPrizes(t *testing.T, file, dir string) {
	t.Helper()
	// No ranking group yet: refused with the reason, not a blank page.
	if out := runCLI(t, 1, "print", "group-standings", file, "-o", filepath.Join(dir, "none.pdf")); !strings.Contains(out, "The event has no ranking groups") {
		t.Errorf("group standings without a group: %q", out)
	}
	runCLI(t, 0, "prizes", file, "--group", "r:rating:-2080:Rating to 2080", "--group", "w:women:Women's teams",
		"--prize", "1=100", "--prize", "2=50", "--prize", "r:1=20:cup", "--currency", "EUR", "--save")
	list := runJSON[struct {
		Teams  bool `json:"teams"`
		Awards []struct {
			Group  string `json:"group"`
			Place  int    `json:"place"`
			Name   string `json:"name"`
			Rating int    `json:"rating"`
			Money  int64  `json:"money"`
		} `json:"awards"`
		Ungiven []struct {
			Group string `json:"group"`
		} `json:"ungiven"`
	}](t, "prizes", file, "--json")
	got := ""
	for _, a := range list.Awards {
		got += fmt.Sprintf("%s%d %s %d %d; ", a.Group, a.Place, a.Name, a.Rating, a.Money)
	}
	if !list.Teams || got != "1 Oulu 2075 10000; 2 Tammer 2075 5000; r1 Tapiola 2075 2000; " || len(list.Ungiven) != 0 {
		t.Errorf("team prizes: %v %s %+v", list.Teams, got, list.Ungiven)
	}
	if out := runCLI(t, 0, "prizes", file, "--standings", "w"); strings.Contains(out, "Oulu") {
		t.Errorf("a women's group holds a team of men:\n%s", out)
	}
	for lang, want := range map[string][]string{
		"en": {"Team MP", "Place 1 3 Oulu 2 100", "Each team receives one prize", "Board prizes", "Rating to 2080 Place No. Team Rtg MP GP"},
		"fi": {"Joukkue OP", "Kukin joukkue saa yhden palkinnon", "Pöytäpalkinnot", "Rating to 2080"},
		"et": {"Võistkond MP", "Iga võistkond saab ühe auhinna", "Lauaauhinnad", "Rating to 2080"},
	} {
		for _, sheet := range []string{"prizes", "group-standings"} {
			out := filepath.Join(dir, sheet+"-"+lang+".pdf")
			runCLI(t, 0, "print", sheet, file, "--lang", lang, "--groups", "r", "-o", out)
			data := testdir.Read(t, out)
			text := input.Collapse(pdftext.Text(t, data))
			for _, w := range want {
				if (sheet == "prizes" || strings.HasPrefix(w, "Rating")) && !strings.Contains(text, w) {
					t.Errorf("print %s --lang %s: no %q in\n%s", sheet, lang, w, text)
				}
			}
			if !strings.Contains(text, "Tapiola") {
				t.Errorf("print %s --lang %s without the group's Tapiola", sheet, lang)
			}
		}
	}
	// A group no team is in says so; a group the event has not is refused.
	out := filepath.Join(dir, "women.pdf")
	runCLI(t, 0, "print", "group-standings", file, "--groups", "w", "-o", out)
	data := testdir.Read(t, out)
	if text := input.Collapse(pdftext.Text(t, data)); !strings.Contains(text, "Women's teams No team is in this group") {
		t.Errorf("the women's group of men's teams:\n%s", text)
	}
	if out := runCLI(t, 1, "print", "group-standings", file, "--groups", "x", "-o", out); !strings.Contains(out, "ranking group x, which does not exist") {
		t.Errorf("an unknown group: %q", out)
	}
}

// printTeamGameSheets prints the sheets of the players and their games of
// the team round robin file after its round 1: they print the matches'
// boards; the report counts their games as an individual event's (a board
// left empty and each board of the match forfeited whole decided without
// play) and ranks the teams. A slip and a scoresheet name the game's
// match and its board in it, as the pairing list does, and the players'
// teams.
func printTeamGameSheets(t *testing.T, file, dir string) {
	t.Helper()
	for sheet, wants := range map[string][]string{"players": {"Player 1 Tammer"}, "schedule": {"Schedule", "Round Date Starts Matches 1 1. Tammer – 4. Tapiola 2. Kallio – 3. Oulu 2 4. Tapiola – 3. Oulu 1. Tammer – 2. Kallio"},
		"slips":       {"Player 1 Tammer", "Round 1 · Match 2, board 4", "White · Oulu", "Black · Kallio"},
		"scoresheets": {"Player 1 Tammer", "Match, board Date Time control 1 1, 2", "White · Tapiola", "Black · Tammer"},
		"report": {"Games 3 played, 5 decided without play", "Matches 1 decided on the boards, 1 forfeited whole, 0 byes",
			"1 1. Tammer 2½–1½ 4. Tapiola 1 board forfeited", "2 2. Kallio −:+ 3. Oulu forfeited whole"}} {
		out := filepath.Join(dir, sheet+".pdf")
		args := []string{"print", sheet, file, "-o", out}
		if slices.Contains(roundSheets, sheet) {
			args = append(args, "--round", "1")
		}
		runCLI(t, 0, args...)
		data := testdir.Read(t, out)
		text := input.Collapse(pdftext.Text(t, data))
		testtext.SaysEach(t, "print "+sheet, text, wants...)
	}
}

// C.04.6 art. 1.2: the primary score is set from the command line (mp or
// gp, anything else refused), shown with the options, put first in the
// standings, and fixed in a team Swiss once round 1 is paired.
func TestArt1_2TeamPrimaryScoreCommandLine(t *testing.T) {
	file := teamCup(t, 2, "Alfa", "Beta", "Gamma", "Delta")
	runCLI(t, 2, "event", file, "--primary-score", "points")
	if out := runCLI(t, 0, "event", file, "--primary-score", "gp"); !strings.Contains(out, "game points, then match points") {
		t.Errorf("game points first: %q", out)
	}
	runCLI(t, 0, "pair", file)
	teamRoundResult(t, file, 1, "1-0")
	out := runCLI(t, 0, "standings", file)
	if head := strings.Fields(out[strings.Index(out, "Team"):]); len(head) < 3 || head[1] != "GP" || head[2] != "MP" {
		t.Errorf("standings heading %v, want GP before MP:\n%s", head, out)
	}
	if out := runCLI(t, 1, "event", file, "--primary-score", "mp"); !strings.Contains(out, "primary score") {
		t.Errorf("primary score changed after pairing: %q", out)
	}
}

// C.04.6 art. 1.2: the primary score and the tie-breaks that read it,
// given in one command, are judged together: with game points first "sb"
// and "sb:mp" are two tie-breaks, and "event --primary-score gp
// --tiebreaks sb,sb:mp" was refused ("sb:mp is listed twice") as judged
// under the primary score the file had, where the two flags in two
// commands were taken. With match points first again they are one,
// refused, and the file keeps both as they were.
func TestArt1_2PrimaryScoreAndItsTieBreaksInOneCommand(t *testing.T) {
	file := teamCup(t, 2, "Alfa", "Beta", "Gamma", "Delta")
	runCLI(t, 0, "event", file, "--primary-score", "gp", "--tiebreaks", "sb,sb:mp")
	out := runCLI(t, 0, "event", file)
	testtext.SaysEach(t, "event", out, "game points, then match points", "Sonneborn-Berger; Sonneborn-Berger on match points")
	if refused := runCLI(t, 1, "event", file, "--primary-score", "mp", "--tiebreaks", "sb,sb:mp"); !strings.Contains(refused, "sb:mp") {
		t.Errorf("match points first with sb and sb:mp: %q", refused)
	}
	testtext.SaysEach(t, "event after the refusal", runCLI(t, 0, "event", file), "game points, then match points", "Sonneborn-Berger; Sonneborn-Berger on match points")
}

// unpair takes back a team round as it does an individual one (the store's
// Unpair): refused once a board has a result unless forced, the teams'
// requested byes asked for again, so that the round pairs anew as before.
// The line-ups handed in for the round go with its matches, and it says
// so. It refused every team event ("does not handle team events yet").
func TestUnpairATeamRound(t *testing.T) {
	file := teamCup(t, 3, "Alfa", "Beta", "Gamma", "Delta", "Epsilon")
	runCLI(t, 0, "bye", file, "--team", "Beta", "--kind", "full")
	first := runCLI(t, 0, "pair", file)
	runCLI(t, 0, "lineup", file, "--round", "1", "--team", "Gamma", "--players", "1,3")
	runCLI(t, 0, "result", file, "--round", "1", "--match", "2", "--board", "1", "1-0")
	// The board is named in its match, as the pairing list names it, not
	// by its number through the round (3).
	refusedInEachLang(t, map[string]string{"en": "round 1 has results (match 2, board 1)",
		"fi": "kierroksella 1 on tuloksia (ottelu 2, pöytä 1)", "et": "voorus 1 on tulemusi (matš 2, laud 1)"}, "unpair", file)
	t.Setenv("ARBITER_LANG", "en")
	// The line-up handed in goes with the round: said, not silent.
	if out := runCLI(t, 0, "unpair", file, "--force"); !strings.Contains(out, "Round 1 un-paired") ||
		!strings.Contains(out, "The line-ups handed in for round 1 went with it (Gamma)") {
		t.Errorf("unpair --force: %q", out)
	}
	if info := runCLI(t, 0, "info", file); !strings.Contains(info, "0 paired") {
		t.Errorf("after unpair:\n%s", info)
	}
	if again := runCLI(t, 0, "pair", file); again != first {
		t.Errorf("paired again:\n%s\nwant as first paired:\n%s", again, first)
	}
}

// A recorded game's scoresheet of a team event is named as the pairing
// list names its board: --match and the board in the match, not the
// game's number through the round; a board with no game recorded is said
// so by its match, and --match on an individual event is refused.
func TestPrintATeamGamesScoresheetByMatchAndBoard(t *testing.T) {
	file := teamCup(t, 2, "Alfa", "Beta", "Gamma", "Delta")
	dir := filepath.Dir(file)
	runCLI(t, 0, "pair", file)
	out := filepath.Join(dir, "s.pdf")
	if got := runCLI(t, 2, "print", "scoresheets", file, "--round", "1", "--board", "1", "-o", out); !strings.Contains(got, "give the board's match with --match") {
		t.Errorf("--board without --match: %q", got)
	}
	refusedInEachLang(t, map[string]string{"en": "No game is recorded on match 2, board 1 of round 1.",
		"fi": "Kierroksen 1 ottelun 2 pöydälle 1 ei ole tallennettu peliä.", "et": "Vooru 1 matši 2 laual 1 pole partiid salvestatud."},
		"print", "scoresheets", file, "--round", "1", "--match", "2", "--board", "1", "-o", out)
	t.Setenv("ARBITER_LANG", "en")
	if got := runCLI(t, 1, "print", "scoresheets", file, "--round", "1", "--match", "3", "--board", "1", "-o", out); !strings.Contains(got, "match 3") {
		t.Errorf("no such match: %q", got)
	}
	solo := filepath.Join(dir, "open.arbiter")
	runCLI(t, 0, "new", solo, "--name", "Open")
	if got := runCLI(t, 2, "print", "scoresheets", solo, "--match", "1", "--board", "1", "-o", out); !strings.Contains(got, "--match is for team events only") {
		t.Errorf("--match on an individual event: %q", got)
	}
}

// A whole round's scoresheets of a team event (print scoresheets --round,
// as the window prints them too): each sheet names its match and its
// board in the match as the pairing list numbers them, and both players'
// teams, sheet by sheet in the order of the boards; match 2's first board
// is "2, 1", never match 1's.
func TestTeamRoundScoresheetsNameMatchAndBoard(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "cup.arbiter")
	runCLI(t, 0, "new", file, "--name", "Cup", "--system", "team-swiss", "--boards", "3", "--rounds", "3")
	addTeams(t, file, "%s, Board %d", 3, nil, "Alfa", "Beta", "Gamma", "Delta", "Epsilon")
	round := runJSON[struct {
		Matches []struct {
			Match  int `json:"match"`
			Boards []struct {
				Board        int `json:"board"`
				White, Black *struct {
					Name string `json:"name"`
				}
			} `json:"boards"`
		} `json:"matches"`
	}](t, "pair", file, "--json")
	out := filepath.Join(dir, "sheets.pdf")
	runCLI(t, 0, "print", "scoresheets", file, "--round", "1", "-o", out)
	pages := strings.Split(strings.TrimRight(pdftext.File(t, out), "\f\n"), "\f")
	// "Alfa, Board 1" is listed as "Board 1 Alfa": the team, last.
	team := func(player string) string { f := strings.Fields(player); return f[len(f)-1] }
	i := 0
	for _, m := range round.Matches {
		for _, b := range m.Boards {
			if i >= len(pages) {
				t.Fatalf("%d sheets, fewer than the boards", len(pages))
			}
			page := input.Collapse(pages[i])
			i++
			testtext.SaysEach(t, fmt.Sprintf("the sheet of match %d board %d", m.Match, b.Board), page, fmt.Sprintf("Match, board Date Time control 1 %d, %d ", m.Match, b.Board),
				"White · "+team(b.White.Name), "Black · "+team(b.Black.Name), b.White.Name, b.Black.Name)
		}
	}
	if i != len(pages) || i != 6 {
		t.Errorf("%d sheets for %d boards, want 6", len(pages), i)
	}
}

// The team list names a team's seat once it has one: a team Swiss's
// teams, which have none (their pairing numbers are their numbers), were
// listed "1  Kallio  FIN  seat " with nothing after the word.
func TestTeamListNamesNoSeatNotDrawn(t *testing.T) {
	file := teamCup(t, 2, "Kallio", "Tapiola")
	out := runCLI(t, 0, "team", "list", file)
	for _, line := range strings.Split(out, "\n") {
		if strings.HasSuffix(strings.TrimSpace(line), "seat") {
			t.Errorf("a seat without its number: %q", line)
		}
	}
	if !strings.Contains(out, "Board 2 Tapiola") {
		t.Errorf("team list:\n%s", out)
	}
}

// "rounds" and "complete" mean one thing in every table the command line
// gives as JSON: the rounds paired and the last complete round. A team
// Swiss with round 3 paired and not yet played says 3 and 2 in its
// standings as in its crosstable.
func TestTeamStandingsJSONCountsRoundsAsTheCrosstableDoes(t *testing.T) {
	file := teamCup(t, 2, "Alfa", "Beta", "Gamma", "Delta", "Epsilon")
	for r := 1; r <= 2; r++ {
		runCLI(t, 0, "pair", file)
		for m := 1; m <= 2; m++ {
			runCLI(t, 0, "result", file, "--round", fmt.Sprint(r), "--match", fmt.Sprint(m), "--board", "1", "1-0")
			runCLI(t, 0, "result", file, "--round", fmt.Sprint(r), "--match", fmt.Sprint(m), "--board", "2", "1/2-1/2")
		}
	}
	runCLI(t, 0, "pair", file)
	type progress struct {
		Rounds   *int `json:"rounds"`
		Complete *int `json:"complete"`
	}
	read := func(command string) string {
		p := runJSON[progress](t, command, file, "--json")
		if p.Rounds == nil || p.Complete == nil {
			return fmt.Sprintf("rounds %v, complete %v", p.Rounds, p.Complete)
		}
		return fmt.Sprintf("rounds %d, complete %d", *p.Rounds, *p.Complete)
	}
	st, ct := read("standings"), read("crosstable")
	if want := "rounds 3, complete 2"; st != want || ct != want {
		t.Errorf("standings --json: %s; crosstable --json: %s; want %s", st, ct, want)
	}
	// The title still names the rounds the standings count.
	if out := runCLI(t, 0, "standings", file); !strings.Contains(strings.Split(out, "\n")[0], "2") {
		t.Errorf("standings' first line: %q", out)
	}
}

// A team event's ranking group: its standings ("prizes --standings")
// head their columns with the tie-break abbreviations and end, as the
// event's whole team standings do, with the legend of them, in each
// language; they ended with the table and explained none.
func TestTeamGroupStandingsExplainTheirTieBreaks(t *testing.T) {
	file := testevent.EventFile(t, testevent.TeamReport(t, "arbiter-rr6").Event)
	t.Setenv("ARBITER_LANG", "en")
	runCLI(t, 0, "prizes", file, "--group", "all:rating:0-9999:Every team", "--save")
	st := team.TeamStandings(testevent.Read(t, file))
	if len(st.TieBreakColumns()) == 0 {
		t.Fatal("the event shows no tie-break column: the test shows nothing")
	}
	for _, l := range i18n.Complete {
		t.Setenv("ARBITER_LANG", string(l))
		cat := i18n.For(l)
		legend := words.TeamTieBreakLegend(cat, st)
		whole := strings.Split(strings.TrimSpace(runCLI(t, 0, "standings", file)), "\n")
		group := strings.Split(strings.TrimSpace(runCLI(t, 0, "prizes", file, "--standings", "all")), "\n")
		if last := whole[len(whole)-1]; last != legend {
			t.Fatalf("%s: the whole standings end with %q, not the legend %q", l, last, legend)
		}
		if last := group[len(group)-1]; last != legend {
			t.Errorf("%s: the group's standings end with %q, not the whole standings' legend %q", l, last, legend)
		}
		// Each tie-break head of the group's table is in the legend.
		for _, id := range st.TieBreaks {
			if head := words.TieBreakShort(cat, id) + " = "; !strings.Contains(legend, head) {
				t.Errorf("%s: the legend does not say what %q stands for: %q", l, head, legend)
			}
		}
	}
}

// TestTeamListMarksTheReserves: a team of three in a match of two boards
// has its third player as a reserve; arbiter team list marks him as the
// window's roster, the venue's team list and the paper do (team.Reserve),
// in every language and in --json, where it marked none.
func TestTeamListMarksTheReserves(t *testing.T) {
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		file := filepath.Join(t.TempDir(), "teams.arbiter")
		runCLI(t, 0, "new", file, "--name", "Teams", "--system", "team-round-robin", "--boards", "2")
		runCLI(t, 0, "team", "add", file, "Alpha")
		names := []string{"Aa First", "Bb Second", "Cc Third"}
		for _, n := range names {
			runCLI(t, 0, "player", "add", file, "--name", n, "--team", "Alpha")
		}
		out := runCLI(t, 0, "team", "list", file)
		mark := words.ReserveMark(cat, true)
		for k, n := range names {
			if marked := strings.Contains(out, n+mark); marked != (k >= 2) {
				t.Errorf("%s: %s, board order %d of 2 boards, marked a reserve %v:\n%s", lang, n, k+1, marked, out)
			}
		}
		var list []struct {
			Players []struct {
				Name    string `json:"name"`
				Reserve bool   `json:"reserve"`
			} `json:"players"`
		}
		if err := json.Unmarshal([]byte(runCLI(t, 0, "team", "list", file, "--json")), &list); err != nil || len(list) != 1 || len(list[0].Players) != 3 {
			t.Fatalf("%s: team list --json: %v %+v", lang, err, list)
		}
		for k, p := range list[0].Players {
			if p.Reserve != (k >= 2) {
				t.Errorf("%s: --json gives %s reserve %v", lang, p.Name, p.Reserve)
			}
		}
	})
}

// A board of a match decided while the other is still played: the result
// command says the match's score so far as in progress, in each
// language, and the plain score once the last board is in.
func TestResultOnOneBoardOfAMatchSaysTheScoreInProgress(t *testing.T) {
	file := teamCup(t, 2, "Alfa", "Beta", "Gamma", "Delta")
	runCLI(t, 0, "pair", file)
	saysInEachLang(t, 0, map[string]string{"en": "Game points 0–1 (in progress)", "fi": "Pelipisteet 0–1 (kesken)", "et": "Partiipunktid 0–1 (pooleli)"},
		"result", file, "--round", "1", "--match", "1", "--board", "1", "0-1")
	t.Setenv("ARBITER_LANG", "en")
	if out := runCLI(t, 0, "result", file, "--round", "1", "--match", "1", "--board", "2", "1/2-1/2"); !strings.Contains(out, "Game points ½–1½\n") {
		t.Errorf("both boards decided: %q", out)
	}
}

// TestTeamAddTakesTheNameAsAFlag: team add takes the team's name by
// --name, as player add takes a player's (it refused the flag), and still
// as the word after FILE; both at once are refused, the team not added.
func TestTeamAddTakesTheNameAsAFlag(t *testing.T) {
	file := teamCup(t, 0)
	if out := runCLI(t, 0, "team", "add", file, "--name", " Kallio ", "--federation", "FIN"); !strings.Contains(out, "Kallio") {
		t.Errorf("team add --name:\n%s", out)
	}
	runCLI(t, 0, "team", "add", file, "Tapiola")
	runCLI(t, 2, "team", "add", file, "Oulu", "--name", "Tammer")
	var names []string
	for _, tm := range testevent.Read(t, file).Teams {
		names = append(names, tm.Name)
	}
	if want := []string{"Kallio", "Tapiola"}; !slices.Equal(names, want) {
		t.Errorf("teams %q, want %q", names, want)
	}
}

// TestTeamResultSaysWhatItCorrected: a team board's result changed by
// `result --match --board` says the result it replaced, as a player's
// board's does ("corrected from 1–0"); it printed the match as it now
// stands and nothing of the result it took away. The same result again
// says nothing changed, and "*" says the result cleared.
func TestTeamResultSaysWhatItCorrected(t *testing.T) {
	league, _ := newLeagueInRoundTwo(t)
	out := runCLI(t, 0, "result", league, "--round", "1", "--match", "1", "--board", "1", "0-1")
	testtext.SaysEach(t, "result corrected", out, "Round 1, match 1, board 1: 0–1 (corrected from 1–0; undo with: arbiter undo)")
	out = runCLI(t, 0, "result", league, "--round", "1", "--match", "1", "--board", "1", "0-1")
	testtext.SaysEach(t, "result as it was", out, "Round 1, match 1, board 1: 0–1, as it was; nothing changed")
	out = runCLI(t, 0, "result", league, "--round", "1", "--match", "1", "--board", "1", "*")
	testtext.SaysEach(t, "result cleared", out, "Round 1, match 1, board 1: result 0–1 cleared (undo with: arbiter undo)")
}

// TestLineupWithoutPlayersIsRefused: `lineup` with --players forgotten
// saved an empty line-up, every board of the team left empty and lost by
// forfeit, and said only that the line-up was saved. It is refused, the
// match as it was; --players= given with no value leaves the boards empty
// on purpose.
func TestLineupWithoutPlayersIsRefused(t *testing.T) {
	league, m := newLeagueInRoundTwo(t)
	team := fileEvent(t, league).TeamName(m.White)
	code, out, errOut := run(t, "lineup", league, "--round", "2", "--team", team)
	if code != 2 || !strings.Contains(errOut, "--players") {
		t.Errorf("lineup without --players: exit %d\n%s%s\nwant exit 2 naming --players", code, out, errOut)
	}
	for _, g := range fileEvent(t, league).MatchGames(m) {
		if g.White == 0 || g.Black == 0 {
			t.Fatalf("lineup without --players left a board empty: %+v", g)
		}
	}
	runCLI(t, 0, "lineup", league, "--round", "2", "--team", team, "--players=")
	for i, g := range fileEvent(t, league).MatchGames(m) {
		if id := map[bool]int64{true: g.White, false: g.Black}[i%2 == 0]; id != 0 {
			t.Errorf("board %d after --players=: the team's player %d stays", i+1, id)
		}
	}
}

// TestTeamForfeitSaysWhatItCorrected: a match's whole forfeit changed by
// `result --match M` says the forfeit it replaced, as a board's result
// corrected does; it printed the match as it now stood and nothing of
// the forfeit it took away.
func TestTeamForfeitSaysWhatItCorrected(t *testing.T) {
	league, _ := newLeagueInRoundTwo(t)
	runCLI(t, 0, "result", league, "--round", "2", "--match", "1", "+/-")
	out := runCLI(t, 0, "result", league, "--round", "2", "--match", "1", "-/+")
	testtext.SaysEach(t, "forfeit corrected", out, "Round 2, match 1: − : + (corrected from + : −; undo with: arbiter undo)")
	out = runCLI(t, 0, "result", league, "--round", "2", "--match", "1", "-/+")
	testtext.SaysEach(t, "forfeit as it was", out, "Round 2, match 1: − : +, as it was; nothing changed")
	out = runCLI(t, 0, "result", league, "--round", "2", "--match", "1", "*")
	testtext.SaysEach(t, "forfeit cleared", out, "Round 2, match 1: forfeit − : + cleared (undo with: arbiter undo)")
}

// TestTeamScoringChangedSaysTheRoundsRescored: `event --match-points`
// (and --bye-match, --bye-games) once rounds are paired re-scores them,
// and says so as the window's settings say it (words.TeamOptionsNotes);
// it changed the standings and the tie-breaks and said nothing.
func TestTeamScoringChangedSaysTheRoundsRescored(t *testing.T) {
	league, _ := newLeagueInRoundTwo(t)
	points := []string{"2,1,0", "3,1,0"}
	n := 0
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		want := cat.T("teams.ui.options.rescored", "rounds", 2)
		n++
		if _, _, out := run(t, "event", league, "--match-points", points[n%2]); !strings.Contains(out, want) {
			t.Errorf("%s: event --match-points once rounds are paired:\n%s\nwant %q", lang, out, want)
		}
		if _, _, out := run(t, "event", league, "--organiser", "Club "+string(lang)); strings.Contains(out, want) {
			t.Errorf("%s: event --organiser says the rounds are re-scored:\n%s", lang, out)
		}
	})
	t.Setenv("ARBITER_LANG", string(i18n.English))
	want := i18n.For(i18n.English).T("teams.ui.options.rescored", "rounds", 2)
	if _, _, out := run(t, "event", league, "--bye-match", "win"); !strings.Contains(out, want) {
		t.Errorf("event --bye-match once rounds are paired:\n%s\nwant %q", out, want)
	}
}

// A team event's standings and crosstable name the edition of the
// Tie-Break Regulations they follow before the legend, as the window's
// do, and of an event started in 2020, before the earliest edition
// known, that the rules of its day may have counted otherwise
// (words.TieBreakRules): they named none.
func TestTeamTablesNameTheirTieBreakRules(t *testing.T) {
	file := testevent.EarlyTeamSwissFile(t)
	st := team.TeamStandings(testevent.Read(t, file))
	for _, l := range i18n.Complete {
		t.Setenv("ARBITER_LANG", string(l))
		cat := i18n.For(l)
		for _, command := range []string{"standings", "crosstable"} {
			out := runCLI(t, 0, command, file)
			testevent.CheckNotesInOrder(t, string(l)+" arbiter "+command, out,
				[]string{words.TieBreakRules(cat, st.Rules, st.EarlyStart), words.TeamTieBreakLegend(cat, st)})
		}
	}
}

// A team round robin whose rounds are all complete (arbiter-rr6, five
// rounds of six teams) heads its crosstable final, as the paper and the
// standings do; the command headed it only while a match was unfinished,
// then "Crosstable after round 5" of its last round.
func TestTeamCrosstableSaysItIsFinal(t *testing.T) {
	file := testevent.EventFile(t, testevent.TeamReport(t, "arbiter-rr6").Event)
	for _, l := range i18n.Complete {
		t.Setenv("ARBITER_LANG", string(l))
		out := runCLI(t, 0, "crosstable", file)
		if first, want := strings.SplitN(out, "\n", 2)[0], i18n.For(l).T("print.crosstable.final"); first != want {
			t.Errorf("%s: heading %q, want %q", l, first, want)
		}
	}
}

// A team event's boards' colours (W B B W where a competition's rules say
// so) were had only from a team TRF: "new" and "event" set them now, by
// name (alternating, pairs) or spelled, a wrong pattern refused in the
// options' own words, nothing changed; "event" shows them, and round 1 is
// paired by them: board 3's White is the match's Black team's.
func TestTeamBoardColoursByFlag(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "league.arbiter")
	cat := i18n.For(i18n.English)
	judged := func(c string) string {
		o := tournament.TeamSwiss.DefaultTeamOptions(4)
		o.BoardColours = c
		return cat.Error(o.Validate())
	}
	wrong := judged("WBB")
	if out := runCLI(t, 2, "new", file, "--name", "League", "--system", "team-swiss", "--rounds", "1", "--boards", "4", "--board-colours", "WBB"); !strings.Contains(out, wrong) {
		t.Errorf("new --board-colours WBB: %q, want %q", out, wrong)
	}
	runCLI(t, 0, "new", file, "--name", "League", "--system", "team-swiss", "--rounds", "1", "--boards", "4", "--board-colours", "pairs")
	shown := func(pattern string) string { return cat.T("teams.cli.board-colours") + " " + pattern }
	if out := input.Collapse(runCLI(t, 0, "event", file)); !strings.Contains(out, shown("WBBW")) {
		t.Errorf("new --board-colours pairs: event shows %q, want %q", out, shown("WBBW"))
	}
	for _, c := range []struct {
		value, want string
		code        int
	}{{"BWWB", "WBBW", 2}, {"alternating", "WBWB", 0}, {"WBBW", "WBBW", 0}} {
		out := input.Collapse(runCLI(t, c.code, "event", file, "--board-colours", c.value))
		if c.code != 0 {
			refused := judged(c.value)
			if !strings.Contains(out, refused) {
				t.Errorf("event --board-colours %s: %q, want %q", c.value, out, refused)
			}
			out = input.Collapse(runCLI(t, 0, "event", file))
		}
		if !strings.Contains(out, shown(c.want)) {
			t.Errorf("event --board-colours %s: %q, want %q", c.value, out, shown(c.want))
		}
	}
	addTeams(t, file, "Player %[2]d %[1]s", 4, nil, "Alfa", "Beta")
	type side struct {
		Name string `json:"name"`
	}
	round := runJSON[struct {
		Matches []struct {
			White  side `json:"white"`
			Black  side `json:"black"`
			Boards []struct {
				White *side `json:"white"`
			} `json:"boards"`
		} `json:"matches"`
	}](t, "pair", file, "--json")
	if len(round.Matches) != 1 || len(round.Matches[0].Boards) != 4 {
		t.Fatalf("round 1: %+v", round)
	}
	m := round.Matches[0]
	for b, colour := range "WBBW" {
		team := map[rune]string{'W': m.White.Name, 'B': m.Black.Name}[colour]
		if w := m.Boards[b].White; w == nil || !strings.HasSuffix(w.Name, " "+team) {
			t.Errorf("board %d's White %+v, want %s's player (W B B W)", b+1, w, team)
		}
	}
	// Once round 1 is paired the boards' colours stay as they are.
	fixed := cat.T("teams.error.board-colours-fixed", "value", "WBBW")
	if out := runCLI(t, 1, "event", file, "--board-colours", "alternating"); !strings.Contains(out, fixed) {
		t.Errorf("event --board-colours alternating once paired: %q, want %q", out, fixed)
	}
}

// A line-up form says each board's colour as the event's boards' colours
// give it: in pairs (W B B W) the team with White on board 1 has Black on
// board 3, and its form says so, in words as in its table, where it said
// White on the odd boards whatever the colours were.
func TestLineupFormSaysTheBoardsColoursInPairs(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	file := filepath.Join(t.TempDir(), "pairs.arbiter")
	runCLI(t, 0, "new", file, "--name", "Cup", "--system", "team-swiss", "--boards", "4", "--rounds", "3", "--board-colours", "pairs")
	addTeams(t, file, "%s, Board %d", 4, nil, "Alfa", "Beta", "Gamma", "Delta")
	runCLI(t, 0, "pair", file)
	for _, lang := range []i18n.Lang{i18n.English, i18n.Finnish, i18n.Estonian} {
		cat := i18n.For(lang)
		pdf := filepath.Join(t.TempDir(), "lineups.pdf")
		runCLI(t, 0, "print", "lineup-forms", file, "--lang", string(lang), "-o", pdf)
		text := input.Collapse(pdftext.File(t, pdf))
		for _, key := range []string{"teams.print.lineup.white", "teams.print.lineup.black"} {
			if odd := input.Collapse(cat.T(key)); strings.Contains(text, odd) {
				t.Errorf("%s: the form of an event whose colours go in pairs says %q:\n%s", lang, odd, text)
			}
		}
		for _, want := range []string{
			cat.T("teams.print.lineup.colours", "white", "1, 4", "black", "2, 3"),
			cat.T("teams.print.lineup.colours", "white", "2, 3", "black", "1, 4"),
		} {
			if !strings.Contains(text, input.Collapse(want)) {
				t.Errorf("%s: %q missing from the line-up forms:\n%s", lang, want, text)
			}
		}
	}
}

// `team boards` of a team event with a match forfeited whole says under
// the list, in each language, which round's match it left out for which
// teams (no games of their players, as board prizes count games played);
// it left that match's players without that round and said nothing.
func TestTeamBoardsSayTheMatchesForfeitedWhole(t *testing.T) {
	ev := testevent.TeamReport(t, "arbiter-rr5").Event
	file := testevent.EventFile(t, ev)
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		want := forfeitedWholeSentence(t, ev, cat)
		if out := runCLI(t, 0, "team", "boards", file); !strings.Contains(out, want) {
			t.Errorf("%s: team boards:\n%s\nwant under it %q", lang, out, want)
		}
	})
}

// forfeitedWholeSentence is the sentence the results by board of ev say
// their matches forfeited whole by, in cat's language.
func forfeitedWholeSentence(t *testing.T, ev *tournament.Event, cat *i18n.Catalog) string {
	t.Helper()
	var parts []string
	for _, m := range ev.Matches {
		if m.Forfeit == tournament.NoResult || m.IsBye() {
			continue
		}
		w, _ := ev.Team(m.White)
		b, _ := ev.Team(m.Black)
		parts = append(parts, cat.T("teams.boards.forfeited.match", "round", m.Round, "white", w.Name, "black", b.Name))
	}
	if len(parts) == 0 {
		t.Fatal("the event has no match forfeited whole")
	}
	return cat.T("teams.boards.forfeited", "matches", strings.Join(parts, "; "))
}
