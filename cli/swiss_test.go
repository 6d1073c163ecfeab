package cli

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/shareddata"
	"arbiter/internal/testevent"
	"arbiter/internal/testpairs"
	"arbiter/tournament"
	"arbiter/tournament/replay"
	"arbiter/tournament/standings"
	"arbiter/tournament/store"
	"arbiter/tournament/swiss"
	"arbiter/words"
)

// enterResults decides every game of a round from the ratings (the
// stronger player wins half the time, a quarter are drawn) in one action.
func enterResults(t *testing.T, file string, round int, rng *rand.Rand) {
	t.Helper()
	st, ev, err := openEvent(file)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	err = st.Batch(func(tx *store.Tx) error {
		for _, p := range ev.Rounds[round-1].Pairings {
			if p.IsBye() {
				continue
			}
			w, _ := ev.Player(p.White)
			b, _ := ev.Player(p.Black)
			res := tournament.Draw
			switch x := rng.IntN(4); {
			case x < 2 && w.Rating >= b.Rating, x == 3 && w.Rating < b.Rating:
				res = tournament.WhiteWins
			case x < 2, x == 3:
				res = tournament.BlackWins
			}
			if err := tx.SetResult(round, p.Board, res); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestSwissEndToEnd runs a 9-round Swiss of 39 players plus a late entry
// through the commands: a pairing-allocated bye (odd field), a requested
// half-point and a zero-point bye, a withdrawal, a late entry after round
// 4, the check of every round, and hand-made changes the check rejects.
func TestSwissEndToEnd(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "open.arbiter")
	runCLI(t, 0, "new", file, "--name", "Spring Open", "--system", "swiss-dutch", "--rounds", "9")
	for i := 0; i < 39; i++ {
		runCLI(t, 0, "player", "add", file, "--name", fmt.Sprintf("Player %02d", i+1), "--rating", strconv.Itoa(2300-13*i))
	}
	ev := testevent.Read(t, file)
	id := func(i int) string { return strconv.FormatInt(ev.Players[i].ID, 10) }
	withdrawn, halfBye, zeroBye := ev.Players[20].ID, ev.Players[4].ID, ev.Players[30].ID
	// Players 1 and 2 are family: they must never meet.
	runCLI(t, 0, "swiss", file, "--forbid", id(0)+","+id(1), "--initial-colour", "black")
	runCLI(t, 1, "check", file, "--round", "1") // nothing paired yet
	rng := rand.New(rand.NewPCG(9, 40))
	var lateID int64
	for r := 1; r <= 9; r++ {
		switch r {
		case 2:
			runCLI(t, 0, "bye", file, "--player", strconv.FormatInt(halfBye, 10), "--kind", "half")
		case 4:
			runCLI(t, 0, "player", "withdraw", file, "--id", strconv.FormatInt(withdrawn, 10), "--after-round", "3")
		case 5:
			out := runCLI(t, 0, "player", "add", file, "--name", "Late Comer", "--rating", "2150")
			ev := testevent.Read(t, file)
			lateID = ev.Players[len(ev.Players)-1].ID
			if !strings.Contains(out, "Late Comer") {
				t.Errorf("late entry: %s", out)
			}
		case 6:
			runCLI(t, 0, "bye", file, "--round", "6", "--player", strconv.FormatInt(zeroBye, 10), "--kind", "zero")
		}
		if r > 1 {
			// Pairing over an unfinished round is refused.
			if msg := runCLI(t, 1, "pair", file); !strings.Contains(msg, "not finished") {
				t.Fatalf("round %d paired over unfinished games: %s", r, msg)
			}
			enterResults(t, file, r-1, rng)
		}
		out := runCLI(t, 0, "pair", file)
		if !strings.Contains(out, fmt.Sprintf("Round %d", r)) {
			t.Fatalf("pair round %d: %s", r, out)
		}
		if out := runCLI(t, 0, "check", file); !strings.Contains(out, "prescribe") {
			t.Errorf("check round %d: %s", r, out)
		}
		checkSwissEndToEndRound(t, r, testevent.Read(t, file).Rounds[r-1], ev, withdrawn, lateID)
	}
	if msg := runCLI(t, 1, "swiss", file, "--initial-colour", "white"); !strings.Contains(msg, "initial colour") {
		t.Errorf("initial colour changed after pairing: %s", msg)
	}
	// Hand-made changes on the last round: swapped colours, then a rematch.
	rd := testevent.Read(t, file).Rounds[8]
	runCLI(t, 0, "swap", file, "--round", "9", "--board", "1")
	if out := checkFindings(t, file); !strings.Contains(out, "the colour allocation rules give White to") {
		t.Errorf("check after a swap: %s", out)
	}
	runCLI(t, 0, "swap", file, "--round", "9", "--board", "1")
	ev = testevent.Read(t, file)
	if err := rematch(ev, &rd); err != nil {
		t.Fatal(err)
	}
	st := testevent.Open(t, file)
	if err := st.ReplaceRound(rd); err != nil {
		t.Fatal(err)
	}
	st.Close()
	if out := checkFindings(t, file); !strings.Contains(out, "have already played each other") {
		t.Errorf("check of a rematch: %s", out)
	}
	// Un-pair the altered round and pair it again.
	runCLI(t, 1, "unpair", file, "--round", "8")
	runCLI(t, 0, "unpair", file)
	runCLI(t, 0, "pair", file)
	runCLI(t, 0, "check", file)
	enterResults(t, file, 9, rng)
	runCLI(t, 1, "unpair", file)
	table := runJSON[standings.Table](t, "standings", file, "--json")
	if len(table.Rows) != 40 || table.Complete != 9 {
		t.Fatalf("standings: %d rows, %d complete rounds", len(table.Rows), table.Complete)
	}
	for _, row := range table.Rows {
		switch row.ID {
		case lateID:
			if row.Score > 5 {
				t.Errorf("late entry scored %v in 5 rounds", row.Score)
			}
		case withdrawn:
			if row.Score > 3 || !row.Withdrawn {
				t.Errorf("withdrawn player: %+v", row)
			}
		}
	}
	backups, _ := filepath.Glob(filepath.Join(file+"-backups", "*.arbiter*")) // older ones compressed
	if len(backups) < 10 {
		t.Errorf("%d backups for 10 pairings and an un-pairing", len(backups))
	}
}

// checkSwissEndToEndRound checks round r of TestSwissEndToEnd as paired:
// the top-ranked player's colour in round 1, the forbidden pair apart, one
// pairing-allocated bye exactly when the field is odd, the withdrawn
// player out from round 4 and the late entry in from round 5.
func checkSwissEndToEndRound(t *testing.T, r int, rd tournament.Round, ev *tournament.Event, withdrawn, lateID int64) {
	t.Helper()
	if r == 1 && rd.Pairings[0].Black != ev.Players[0].ID {
		t.Errorf("round 1: the top-ranked player does not have Black on board 1: %+v", rd.Pairings[0])
	}
	present := map[int64]bool{}
	pab := 0
	for _, p := range rd.Pairings {
		present[p.White], present[p.Black] = true, true
		if p.Bye == tournament.ByePairingAllocated {
			pab++
		}
		if (p.White == ev.Players[0].ID && p.Black == ev.Players[1].ID) || (p.White == ev.Players[1].ID && p.Black == ev.Players[0].ID) {
			t.Errorf("round %d: the forbidden pair meets", r)
		}
	}
	players := 39 + b2i(r >= 5) - b2i(r >= 4)
	if want := players - b2i(r == 2) - b2i(r == 6); pab != want%2 {
		t.Errorf("round %d: %d pairing-allocated byes for %d players", r, pab, want)
	}
	if r >= 4 && present[withdrawn] {
		t.Errorf("round %d: the withdrawn player is paired", r)
	}
	if r >= 5 && !present[lateID] {
		t.Errorf("round %d: the late entry is not paired", r)
	}
}

// checkFindings runs check on a round that breaks the rules: the findings
// go to standard output, the refusal (exit 1) to standard error.
func checkFindings(t *testing.T, file string) string {
	t.Helper()
	var stdout, stderr strings.Builder
	if code := Run([]string{"check", file}, &stdout, &stderr); code != 1 || !strings.Contains(stderr.String(), "departs from the Dutch rules") {
		t.Errorf("check: exit %d, stderr %s", code, stderr.String())
	}
	return stdout.String()
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// rematch changes the round so that board 1's White meets an earlier
// opponent: the two swap places with that opponent's and board 1 Black's.
func rematch(ev *tournament.Event, rd *tournament.Round) error {
	w := rd.Pairings[0].White
	met := map[int64]bool{}
	for _, r := range ev.Rounds[:8] {
		for _, p := range r.Pairings {
			if p.White == w {
				met[p.Black] = true
			}
			if p.Black == w {
				met[p.White] = true
			}
		}
	}
	for i := 1; i < len(rd.Pairings); i++ {
		p := &rd.Pairings[i]
		if p.IsBye() {
			continue
		}
		for _, side := range []*int64{&p.White, &p.Black} {
			if met[*side] {
				*side, rd.Pairings[0].Black = rd.Pairings[0].Black, *side
				return nil
			}
		}
	}
	return fmt.Errorf("board 1's White met nobody paired in round 9")
}

// TestPairTRFReference pairs every round of a reference tournament from
// the rounds before it and compares with the file's own pairings.
func TestPairTRFReference(t *testing.T) {
	path := shareddata.Path(t, "data/swiss-dutch/d_10_1.trf")
	tr := testevent.ReadTRF(t, path)
	for r := 1; r <= tr.PlayedRounds(); r++ {
		out := runCLI(t, 0, "pair-trf", path, "--round", strconv.Itoa(r))
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if n, err := strconv.Atoi(lines[0]); err != nil || n != len(lines)-1 {
			t.Fatalf("round %d: first line %q for %d pairs", r, lines[0], len(lines)-1)
		}
		got := lines[1:]
		var want []string
		for _, p := range tr.Players {
			g := p.Game(r)
			switch {
			case g.Opponent != 0 && g.ColourCode() == 'w':
				want = append(want, fmt.Sprintf("%d %d", p.ID, g.Opponent))
			case g.Opponent == 0 && g.Code() == 'U':
				want = append(want, fmt.Sprintf("%d 0", p.ID))
			}
		}
		sort.Strings(got)
		sort.Strings(want)
		if strings.Join(got, ",") != strings.Join(want, ",") {
			t.Errorf("round %d:\n got %v\nwant %v", r, got, want)
		}
	}
	if msg := runCLI(t, 2, "pair-trf"); !strings.Contains(msg, "IN.trf") {
		t.Errorf("usage: %s", msg)
	}
}

// pairedSwissFile makes a five-round Dutch Swiss with the command line and
// pairs its first round of four players (pairFourPlayers), returning the
// file and the store left open on it for the test to add to.
func pairedSwissFile(t *testing.T) (string, *store.Store) {
	t.Helper()
	file := filepath.Join(t.TempDir(), "open.arbiter")
	runCLI(t, 0, "new", file, "--name", "Tampere Open", "--start", "2026-11-20", "--end", "2026-11-22",
		"--system", "swiss-dutch", "--rounds", "5")
	st := testevent.Open(t, file)
	pairFourPlayers(t, st)
	return file, st
}

// swap and unpair leave a game with moves recorded at the game desk on
// its board, with its players and colours: each is refused in the user's
// language naming the board and the players, and nothing changes; unpair
// --force takes the round back with the desk's moves, and says so.
func TestSwapAndUnpairKeepGameInPlay(t *testing.T) {
	file, st := pairedSwissFile(t)
	if _, err := st.SaveGame(&replay.GameRecord{Round: 1, Board: 2, Moves: []replay.RecordedMove{{Ply: 1, UCI: "c2c4", SAN: "c4"}}}); err != nil {
		t.Fatal(err)
	}
	st.Close()
	for _, c := range []struct {
		lang string
		args []string
		want string
	}{
		{"en", []string{"swap", file, "--round", "1", "--board", "2"}, "Round 1, board 2: the game Croft – Dahl has moves recorded at the game desk"},
		{"fi", []string{"swap", file, "--round", "1", "--board", "2"}, "Kierroksen 1 pöydän 2 pelin Croft – Dahl siirtoja on kirjattu pelipöydässä"},
		{"et", []string{"unpair", file}, "1. vooru 2. laua partii Croft – Dahl käike on partiilaual kirja pandud"},
		{"en", []string{"unpair", file}, "Un-pairing the round anyway (forced) removes the desk's moves"},
	} {
		t.Setenv("ARBITER_LANG", c.lang)
		if msg := runCLI(t, 1, c.args...); !strings.Contains(msg, c.want) {
			t.Errorf("%s %v: %q, want %q", c.lang, c.args[0], msg, c.want)
		}
		if rd := testevent.Read(t, file).Rounds; len(rd) != 1 || rd[0].Pairings[1].White != 3 || rd[0].Pairings[1].Black != 4 {
			t.Fatalf("%s %v refused, yet round 1 is %+v", c.lang, c.args[0], rd)
		}
	}
	t.Setenv("ARBITER_LANG", "en")
	runCLI(t, 0, "swap", file, "--round", "1", "--board", "1")
	if out := runCLI(t, 0, "unpair", file, "--force"); !strings.Contains(out, "The moves recorded at the game desk went with it (1 game)") {
		t.Errorf("unpair --force does not say the desk's moves went: %q", out)
	}
	if ev := testevent.Read(t, file); len(ev.Rounds) != 0 {
		t.Errorf("forced, round 1 stayed: %+v", ev.Rounds)
	}
}

// unpair of a round with a result is refused with the command line's own
// way past it, --force, in the user's language; forced, it says in that
// language that the rulings of the round's boards stay in the log, off
// the boards, and undo gives them back.
func TestUnpairSaysForceAndRulings(t *testing.T) {
	file, st := pairedSwissFile(t)
	if err := st.SetResult(1, 1, tournament.WhiteWins); err != nil {
		t.Fatal(err)
	}
	if _, err := st.AddRuling(replay.Ruling{Round: 1, Board: 2, Incident: "illegal-move", Side: "white", Tally: replay.TallyIllegalMove}); err != nil {
		t.Fatal(err)
	}
	st.Close()
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		refused := runCLI(t, 1, "unpair", file)
		if want := cat.T("swisscli.err.unpairresults", "round", 1, "n", 1, "board", "1"); !strings.Contains(refused, want) || !strings.Contains(refused, "--force") {
			t.Errorf("%s: refused with %q, want %q with --force", lang, refused, want)
		}
		out := runCLI(t, 0, "unpair", file, "--force")
		if want := cat.T("swisscli.unpair.rulings", "round", 1, "rulings", 1); !strings.Contains(out, want) {
			t.Errorf("%s: unpair --force says %q, want %q", lang, out, want)
		}
		runCLI(t, 0, "undo", file)
		if ev := testevent.Read(t, file); len(ev.Rounds) != 1 {
			t.Fatalf("%s: undone, round 1 is %+v", lang, ev.Rounds)
		}
	})
}

// `pair-trf --system dubov` and `--system burstein` pair a round of their
// corpus (Burstein's after its seeding rounds) as the package's Dubov
// (C.04.4.1, 2026) and Burstein (C.04.4.2, 2026) systems do, not as the
// Dutch system; an unknown system is refused by name.
func TestPairTRFSystemDubovC04041BursteinC04042(t *testing.T) {
	for _, c := range []struct {
		system, file string
		round        int
		pairing      func(swiss.Input) ([]swiss.Pair, error)
	}{
		{"dubov", "dubov-019.trf", 9, swiss.DubovPairing},
		{"burstein", "burstein-010.trf", 5, swiss.BursteinPairing},
	} {
		path := filepath.Join("..", "tournament", "swiss", "testdata", c.system, c.file)
		want, err := testpairs.Text(testevent.ReadTRF(t, path), c.round, c.pairing)
		if err != nil {
			t.Fatal(err)
		}
		if got := runCLI(t, 0, "pair-trf", path, "--round", strconv.Itoa(c.round), "--system", c.system); got != want {
			t.Errorf("pair-trf --system %s:\n%s\nwant\n%s", c.system, got, want)
		}
		if dutch := runCLI(t, 0, "pair-trf", path, "--round", strconv.Itoa(c.round), "--system", "dutch"); dutch == want {
			t.Errorf("--system dutch paired round %d as the %s system", c.round, c.system)
		}
	}
	path := filepath.Join("..", "tournament", "swiss", "testdata", "dubov", "dubov-019.trf")
	if msg := runCLI(t, 2, "pair-trf", path, "--system", "lim"); !strings.Contains(msg, "--system lim: use dutch, dubov or burstein") {
		t.Errorf("--system lim: %q", msg)
	}
}

// TestPairRefusesNoLegalPairingC2: round 7 of seven players, each with a
// bye or a win without playing after six rounds ([C2]) and too few
// opponents not yet met ([C1]), has no legal pairing (bbpPairings: "No
// valid pairing exists"). pair refuses it in the user's language, naming
// the players by start number and name and the criteria, and saves
// nothing; it never gives a second bye.
func TestPairRefusesNoLegalPairingC2(t *testing.T) {
	const players = `001    1      Player 1                          1990                             3.0    1  0000 - U     7 b 0     6 w 1     5 b 0     4 w 1     3 b -
001    2      Player 2                          1980                             4.0    2     7 w 1     5 w 1     3 w 1  0000 - U     6 b 0     4 b 0
001    3      Player 3                          1970                             3.0    3     6 w 1     4 w 1     2 b 0     7 b 0     5 b 0     1 w +
001    4      Player 4                          1960                             3.0    4     5 w 1     3 b 0  0000 - U     6 b 0     1 b 0     2 w 1
001    5      Player 5                          1950                             3.0    5     4 b 0     2 b 0     7 b 0     1 w 1     3 w 1  0000 - U
001    6      Player 6                          1940                             4.0    6     3 b 0  0000 - U     1 b 0     4 w 1     2 w 1     7 w 1
001    7      Player 7                          1930                             4.0    7     2 b 0     1 w 1     5 w 1     3 w 1  0000 - U     6 b 0
`
	dir := t.TempDir()
	for i, c := range []struct{ lang, system, want string }{
		{"en", "FIDE_DUTCH_2025", "these players cannot all be given an opponent or the pairing-allocated bye: 2 Player 2, 3 Player 3\n"},
		{"en", "FIDE_DUTCH_2025", "[C2] 3 scored a win without playing in round 6"},
		{"fi", "FIDE_DUTCH_2025", "[C1] 2 on jo pelannut pelaajan 3 kanssa"},
		{"et", "FIDE_BURSTEIN", "[C3] mängijal 5 on sama absoluutne värvieelistus kui mängijal 6"},
		{"en", "FIDE_DUBOV", "the only other player they may meet is 1: too few to pair them all"},
	} {
		t.Setenv("ARBITER_LANG", c.lang)
		report := writeInput(t, dir, fmt.Sprintf("seven%d.trf", i), "012 No legal pairing\n062 7\n092 Individual: Swiss-System\n192 "+c.system+"\nXXR 7\n"+players)
		file := filepath.Join(dir, fmt.Sprintf("seven%d.arbiter", i))
		runCLI(t, 0, "import", "trf", file, report)
		if out := runCLI(t, 1, "pair", file); !strings.Contains(out, c.want) {
			t.Errorf("%s, %s: pair says %q, want %q", c.system, c.lang, out, c.want)
		}
		if ev := testevent.Read(t, file); len(ev.Rounds) != 6 {
			t.Fatalf("%s: %d rounds after the refusal, want 6", c.system, len(ev.Rounds))
		}
	}
}

// TestPlayersByeOutsideAnIndividualSwiss: a player's bye asked for in a
// team Swiss says that there a bye is a team's, and in a round robin
// names the event's system as the user's language does. Both said "the
// event's system is team-swiss, not a Swiss", the stored name of a system
// that is a Swiss.
func TestPlayersByeOutsideAnIndividualSwiss(t *testing.T) {
	dir := t.TempDir()
	teams := filepath.Join(dir, "teams.arbiter")
	runCLI(t, 0, "new", teams, "--name", "Liiga", "--system", "team-swiss", "--rounds", "5", "--boards", "2")
	runCLI(t, 0, "team", "add", teams, "HSK")
	runCLI(t, 0, "player", "add", teams, "--name", "Sami Aronen", "--team", "HSK")
	robin := filepath.Join(dir, "robin.arbiter")
	newEvent(t, robin, []string{"--name", "Klubi", "--system", "round-robin"}, "Sami Aronen")
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		for file, want := range map[string]string{teams: cat.T("teams.err.bye.player"), robin: cat.T("event.system.round-robin")} {
			code, _, stderr := run(t, "bye", file, "--player", "1", "--kind", "half")
			if code != 1 || !strings.Contains(stderr, want) || strings.Contains(stderr, "team-swiss") || strings.Contains(stderr, "round-robin") {
				t.Errorf("%s %s: exit %d, %q; want 1 saying %q", lang, filepath.Base(file), code, stderr, want)
			}
		}
	})
}

// TestEventKindFixedNamesTheSystem: a team event with players turned to
// an individual system is refused naming its system in the user's words,
// not its stored id ("entered for team-swiss"), and for being a team
// event, not for its team tie-breaks ("tie-break gp is not one of …"),
// which the arbiter did not give.
func TestEventKindFixedNamesTheSystem(t *testing.T) {
	teams := filepath.Join(t.TempDir(), "teams.arbiter")
	runCLI(t, 0, "new", teams, "--name", "Liiga", "--system", "team-swiss", "--rounds", "5", "--boards", "2")
	runCLI(t, 0, "team", "add", teams, "HSK")
	runCLI(t, 0, "player", "add", teams, "--name", "Sami Aronen", "--team", "HSK")
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		want := cat.T("event.system.team-swiss")
		code, _, stderr := run(t, "event", teams, "--system", "swiss-dutch")
		if code != 1 || !strings.Contains(stderr, want) || strings.Contains(stderr, "team-swiss") {
			t.Errorf("%s: exit %d, %q; want 1 saying %q", lang, code, stderr, want)
		}
	})
}

// pair names each bye of the round as the paper's pairing list and the
// venue's round page do (pairing.ByeText): it said "requested bye (½
// point)" and "absent (0 points)" where they say "half-point bye" and
// "zero-point bye". A bye's line has no board number (words.Board): it
// read "4", "5", "6" after three boards.
func TestPairNamesTheByesAsThePairingList(t *testing.T) {
	file := filepath.Join(t.TempDir(), "byes.arbiter")
	runCLI(t, 0, "new", file, "--name", "Byes Open", "--system", "swiss-dutch", "--rounds", "3")
	for i := 1; i <= 7; i++ {
		runCLI(t, 0, "player", "add", file, "--name", fmt.Sprintf("Player %d", i), "--rating", strconv.Itoa(2000-10*i))
	}
	runCLI(t, 0, "bye", file, "--player", "6", "--kind", "half")
	runCLI(t, 0, "bye", file, "--player", "7", "--kind", "zero")
	out := runCLI(t, 0, "pair", file)
	cat := i18n.For("en")
	for _, key := range []string{"print.bye.half", "print.bye.zero", "print.bye.pairing"} {
		if !strings.Contains(out, cat.T(key)) {
			t.Errorf("pair does not say %q:\n%s", cat.T(key), out)
		}
	}
	for _, line := range strings.Split(out, "\n") {
		bye := strings.Contains(line, cat.T("print.bye.half")) || strings.Contains(line, cat.T("print.bye.zero")) ||
			strings.Contains(line, cat.T("print.bye.pairing"))
		if bye && !strings.HasPrefix(line, words.NoBoard+" ") {
			t.Errorf("a bye's line is numbered as a board: %q", line)
		}
	}
}

// TestByeOnceEveryRoundIsPaired: a bye asked for a round already paired,
// when every round of the event is, is refused for that, not pointed to
// the round after the last ("a bye can be requested for round 8 or a
// later one" of a seven-round event, which has none).
func TestByeOnceEveryRoundIsPaired(t *testing.T) {
	file := testevent.File(t, 10, 7, 7, 0)
	ev := testevent.Read(t, file)
	var id int64
	for _, p := range ev.Players {
		if !p.Withdrawn() {
			id = p.ID
		}
	}
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		code, _, stderr := run(t, "bye", file, "--player", strconv.FormatInt(id, 10), "--kind", "half", "--round", "3")
		if want := cat.T("swisscli.err.byeallpaired", "round", 3); code != 1 || !strings.Contains(stderr, want) {
			t.Errorf("%s: exit %d, %q; want 1 saying %q", lang, code, stderr, want)
		}
	})
}
