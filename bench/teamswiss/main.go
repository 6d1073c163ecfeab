// Command teamswiss compares Arbiter's team Swiss (FIDE C.04.6) with
// local builds of the reference engines on events it generates: teams
// from -min to -max, -boards boards, random results with a few forfeited
// boards and matches. Each round is paired by Arbiter and by each engine
// given; the event goes on with the first engine's pairing (so that the
// events are the engine's), and every round that differs is printed. With
// -out DIR each finished event is written there as a TRF report, the test
// data of tournament/testdata/teamswiss. CPU time of Arbiter's pairings is
// printed beside that of the individual Dutch system at the same number of
// players, measured in the same run.
//
//	go run ./bench/teamswiss -gacrux DIR [-chesspairing BIN] [-events N] [-typeb] [-forbid N] [-out DIR]
//
// DIR holds the gacrux package of OttoMilvang/TieBreakServer (run as
// "python3 -m gacrux.pairingchecker -m fideteam"); BIN is the
// gnutterts/chesspairing command line. Neither is built here. Without
// either, the events follow Arbiter's own pairings and only the times are
// printed (go run ./bench/teamswiss -min 200 -max 200 -events 2).
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"log"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	_ "arbiter/i18n" // the English texts of the errors it prints
	"arbiter/internal/fileio"
	"arbiter/internal/procstat"
	"arbiter/tournament"
	"arbiter/tournament/exchange"
	"arbiter/tournament/seats"
	"arbiter/tournament/swiss"
	"arbiter/tournament/team"
	"arbiter/tournament/teamgames"
)

func main() {
	gacrux := flag.String("gacrux", "", "directory holding the gacrux package")
	cp := flag.String("chesspairing", "", "the chesspairing command")
	events := flag.Int("events", 14, "number of events")
	minTeams := flag.Int("min", 8, "fewest teams")
	maxTeams := flag.Int("max", 60, "most teams")
	boards := flag.Int("boards", 4, "boards a match")
	seed := flag.Int64("seed", 1, "random seed")
	verbose := flag.Bool("v", false, "print every round that differs from chesspairing (those that differ from gacrux are always printed)")
	typeB := flag.Bool("typeb", false, "type B colour preferences (C.04.6 art. 1.7.2)")
	forbid := flag.Int("forbid", 0, "pairs of teams, drawn at random, never to be paired with each other")
	profile := flag.String("cpuprofile", "", "file to which a CPU profile of the run is written")
	out := flag.String("out", "", "directory to which each event is written as TRF")
	flag.Parse()
	log.SetFlags(0)
	stop, err := procstat.StartProfile(*profile)
	if err != nil {
		log.Fatal(err)
	}
	defer stop()
	rng := rand.New(rand.NewSource(*seed))
	refs := references{gacrux: *gacrux, chesspairing: *cp, verbose: *verbose}
	var t tally
	sizes := []int{}
	for e := 0; e < *events; e++ {
		n := *minTeams + rng.Intn(*maxTeams-*minTeams+1)
		if e == 0 {
			n = *minTeams
		} else if e == 1 {
			n = *maxTeams
		}
		total := 5 + rng.Intn(5)
		sizes = append(sizes, n)
		ev := newEvent(n, *boards, total, rng)
		ev.TeamOptions.TypeB = *typeB
		for len(ev.TeamOptions.Forbidden) < *forbid {
			a, b := int64(1+rng.Intn(n)), int64(1+rng.Intn(n))
			if a != b {
				ev.TeamOptions = ev.TeamOptions.ForbidTeams(a, b, true)
			}
		}
		for r := 1; r <= total; r++ {
			before := procstat.CPU()
			mine, err := team.PairTeamRound(ev, r)
			t.arbiterCPU += procstat.CPU() - before
			if err != nil {
				fmt.Printf("event %d (%d teams) round %d: Arbiter: %v\n", e+1, n, r, err)
				break
			}
			got := key(ev, mine)
			follow := t.against(refs, ev, e, r, got)
			t.rounds++
			ms, games := team.LayTeamRound(ev, matchesOf(ev, r, follow))
			ev.Matches = append(ev.Matches, ms...)
			ev.Rounds = append(ev.Rounds, tournament.Round{Number: r, Pairings: games})
			play(ev, r, rng)
		}
		// The individual Dutch over as many players and rounds.
		before := procstat.CPU()
		if _, _, err := swiss.Simulate(n, total, rand.New(rand.NewSource(*seed+int64(e)))); err != nil {
			fmt.Printf("event %d: Dutch with %d players: %v\n", e+1, n, err)
		}
		t.dutchCPU += procstat.CPU() - before
		if *out != "" {
			name := filepath.Join(*out, fmt.Sprintf("event-%02d-%dteams.trf", e+1, n))
			if err := os.WriteFile(name, exchange.ExportTRF(ev, exchange.TRFOptions{TeamRanks: team.Ranks}), 0o644); err != nil {
				log.Fatal(err)
			}
		}
	}
	t.report(*events, sizes, refs)
}

// references are the other pairing programs each round is compared with.
type references struct {
	gacrux, chesspairing string
	verbose              bool
}

// tally counts the rounds paired, those the references agree on, and
// the CPU time of the pairings.
type tally struct {
	rounds, sameG, sameC, diffCG int
	arbiterCPU, dutchCPU         time.Duration
}

// against compares Arbiter's pairing got of round r of event e with the
// references, and returns the pairing the event goes on with: gacrux's,
// else chesspairing's, else (no reference) Arbiter's own.
func (t *tally) against(refs references, ev *tournament.Event, e, r int, got []pair) []pair {
	var follow []pair
	if refs.gacrux != "" {
		g, err := runGacrux(refs.gacrux, ev, r)
		if err != nil {
			fmt.Printf("event %d round %d: gacrux: %v\n", e+1, r, err)
			os.Exit(1)
		}
		follow = g
		if slices.Equal(g, got) {
			t.sameG++
		} else {
			fmt.Printf("event %d (%d teams) round %d differs from gacrux\n  gacrux:  %v\n  arbiter: %v\n", e+1, len(ev.Teams), r, g, got)
		}
	}
	if refs.chesspairing != "" {
		c, err := runChesspairing(refs.chesspairing, ev, r)
		if err != nil {
			// A round it cannot pair differs; the event goes on.
			fmt.Printf("event %d round %d: chesspairing: %v\n", e+1, r, err)
		}
		if follow == nil {
			follow = c
		} else if !slices.Equal(c, follow) {
			t.diffCG++
		}
		if slices.Equal(c, got) {
			t.sameC++
		} else if refs.verbose {
			fmt.Printf("event %d (%d teams) round %d differs from chesspairing\n  chesspairing: %v\n  arbiter:      %v\n", e+1, len(ev.Teams), r, c, got)
		}
	}
	if refs.gacrux == "" && refs.chesspairing == "" {
		follow = got // no engine: Arbiter's speed alone
	}
	return follow
}

// report prints the tally of the run.
func (t *tally) report(events int, sizes []int, refs references) {
	fmt.Printf("%d events (%v teams), %d rounds\n", events, sizes, t.rounds)
	if refs.gacrux != "" {
		fmt.Printf("same as gacrux: %d of %d rounds\n", t.sameG, t.rounds)
	}
	if refs.chesspairing != "" {
		fmt.Printf("same as chesspairing: %d of %d rounds", t.sameC, t.rounds)
		if refs.gacrux != "" {
			fmt.Printf(" (chesspairing and gacrux differ in %d)", t.diffCG)
		}
		fmt.Println()
	}
	fmt.Printf("CPU time of the pairings: team Swiss %v (%v a round); individual Dutch, as many players and rounds, %v (%v a round)\n",
		t.arbiterCPU, t.arbiterCPU/time.Duration(max(t.rounds, 1)), t.dutchCPU, t.dutchCPU/time.Duration(max(t.rounds, 1)))
}

// pair is a match by team numbers, black 0 for the bye.
type pair struct{ w, b int }

func key(ev *tournament.Event, ms []tournament.TeamMatch) []pair {
	no := seats.TeamNumbers(ev)
	var out []pair
	for _, m := range ms {
		out = append(out, pair{no[m.White], no[m.Black]})
	}
	return out
}

func newEvent(n, boards, rounds int, rng *rand.Rand) *tournament.Event {
	ev := &tournament.Event{}
	ev.Settings.Name = fmt.Sprintf("Generated team Swiss, %d teams", n)
	ev.Settings.System = tournament.TeamSwiss
	ev.Settings.Rounds = rounds
	ev.Settings.StartDate = "2026-03-01"
	ev.TeamOptions = tournament.TeamSwiss.DefaultTeamOptions(boards)
	id := int64(0)
	for t := 1; t <= n; t++ {
		team := tournament.Team{ID: int64(t), Name: fmt.Sprintf("Team %d", t), Players: []int64{}}
		for b := 0; b < boards+1; b++ {
			id++
			p := tournament.Player{ID: id, Rating: 2500 - 10*t - b - rng.Intn(5)}
			p.SetNames(fmt.Sprintf("Player%d", id), fmt.Sprintf("T%d", t))
			ev.Players = append(ev.Players, p)
			team.Players = append(team.Players, id)
		}
		ev.Teams = append(ev.Teams, team)
	}
	return ev
}

func matchesOf(ev *tournament.Event, r int, ps []pair) []tournament.TeamMatch {
	byNo := map[int]int64{}
	for id, no := range seats.TeamNumbers(ev) {
		byNo[no] = id
	}
	var out []tournament.TeamMatch
	for i, p := range ps {
		out = append(out, tournament.TeamMatch{Round: r, Number: i + 1, White: byNo[p.w], Black: byNo[p.b]})
	}
	return out
}

// play gives round r's boards random results: mostly decisive or drawn
// games, now and then a forfeited board or, rarely, a whole match.
func play(ev *tournament.Event, r int, rng *rand.Rand) {
	games := ev.Rounds[r-1].Pairings
	for i := range ev.Matches {
		m := &ev.Matches[i]
		if m.Round != r || m.IsBye() {
			continue
		}
		// The match's games, a run of the round's (teamgames.Lay).
		first := slices.IndexFunc(games, func(g tournament.Pairing) bool { return g.Match == m.Number })
		boards := games[first : first+len(ev.MatchGames(*m))]
		if rng.Float64() < 0.01 {
			m.Forfeit = []tournament.Result{tournament.WhiteForfeitWin, tournament.BlackForfeitWin}[rng.Intn(2)]
			copy(boards, teamgames.Forfeit(ev.TeamOptions, boards, m.Forfeit))
			continue
		}
		for b := range boards {
			x := rng.Float64()
			switch {
			case x < 0.02:
				boards[b].Result = tournament.WhiteForfeitWin
			case x < 0.04:
				boards[b].Result = tournament.BlackForfeitWin
			case x < 0.40:
				boards[b].Result = tournament.WhiteWins
			case x < 0.65:
				boards[b].Result = tournament.Draw
			default:
				boards[b].Result = tournament.BlackWins
			}
		}
	}
}

func runGacrux(dir string, ev *tournament.Event, r int) ([]pair, error) {
	name, err := tempReport(exchange.ExportTRF(ev, exchange.TRFOptions{TeamRanks: team.Ranks}))
	if err != nil {
		return nil, err
	}
	defer os.Remove(name)
	colour := "w"
	if ev.TeamOptions.InitialBlack {
		colour = "b"
	}
	method := "fideteam"
	if ev.TeamOptions.TypeB {
		method += "-typeb"
	}
	cmd := exec.Command("python3", "-m", "gacrux.pairingchecker", "-i", name, "-m", method, "-p",
		"-n", strconv.Itoa(r), "-d", "T", "-t", colour)
	cmd.Dir = dir
	return pairsFrom(cmd)
}

// pairsFrom runs an engine and reads the pairing it prints.
func pairsFrom(cmd *exec.Cmd) ([]pair, error) {
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	text, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("%v: %s", err, stderr.String())
	}
	return readPairs(string(text))
}

// readPairs reads "COUNT" then "WHITE BLACK" lines, the bye as "T 0"
// (which one engine counts and the other does not), and puts the bye last.
func readPairs(text string) ([]pair, error) {
	lines := strings.Fields(strings.TrimSpace(text))
	if len(lines)%2 != 1 {
		return nil, fmt.Errorf("no pairing in %q", text)
	}
	var out, bye []pair
	for i := 0; 2+2*i < len(lines); i++ {
		w, errW := strconv.Atoi(lines[1+2*i])
		b, errB := strconv.Atoi(lines[2+2*i])
		if errW != nil || errB != nil {
			return nil, fmt.Errorf("no pairing in %q", text)
		}
		if w == 0 {
			w, b = b, 0
		}
		if b == 0 {
			bye = append(bye, pair{w, 0})
		} else {
			out = append(out, pair{w, b})
		}
	}
	return append(out, bye...), nil
}

// runChesspairing pairs round r with chesspairing's team system, given
// the event as a TRF-16 report in which each team is one entrant: its
// match results (1, =, 0, +, -), its colour that of board 1, the bye a U,
// and ratings falling with the team number so that its ranking is the
// team numbers.
func runChesspairing(bin string, ev *tournament.Event, r int) ([]pair, error) {
	no := seats.TeamNumbers(ev)
	n := len(ev.Teams)
	var b strings.Builder
	fmt.Fprintf(&b, "012 %s\n", ev.Settings.Name)
	fmt.Fprintf(&b, "XXR %d\nXXC white1\n", ev.Settings.Rounds)
	pts := make([]float64, n+1)
	cells := make([][]string, n+1)
	// Its command line takes the rounds in the file for the round to pair
	// and its team pairer then reads all but the last as history (v0.2.x),
	// so the report ends with an empty round: the one to pair.
	for i := range cells {
		cells[i] = make([]string, r)
	}
	for _, m := range ev.Matches {
		if m.Round >= r {
			continue
		}
		w, bl := m.Score(ev.TeamOptions, ev.MatchGames(m))
		wn := no[m.White]
		if m.IsBye() {
			cells[wn][m.Round-1] = "0000 - U"
			pts[wn] += 1
			continue
		}
		bn := no[m.Black]
		code := func(s tournament.MatchScore) string {
			switch {
			case !s.Played && s.Outcome == tournament.OutcomeWin:
				return "+"
			case !s.Played:
				return "-"
			case s.Outcome == tournament.OutcomeWin:
				return "1"
			case s.Outcome == tournament.OutcomeDraw:
				return "="
			}
			return "0"
		}
		pts[wn] += w.Outcome.Points().Float()
		pts[bn] += bl.Outcome.Points().Float()
		cells[wn][m.Round-1] = fmt.Sprintf("%4d w %s", bn, code(w))
		cells[bn][m.Round-1] = fmt.Sprintf("%4d b %s", wn, code(bl))
	}
	for t := 1; t <= n; t++ {
		// TRF-16 columns: number 5–8, name 15–47, rating 49–52, points
		// 81–84, then ten columns a round from 92.
		line := []byte(strings.Repeat(" ", 91+10*len(cells[t])))
		copy(line, fmt.Sprintf("001 %4d", t))
		copy(line[14:], fmt.Sprintf("Team %d", t))
		copy(line[48:], fmt.Sprintf("%4d", 2900-t))
		copy(line[80:], fmt.Sprintf("%4.1f", pts[t]))
		for i, c := range cells[t] {
			if c == "" {
				c = "0000 - Z" // left unpaired
			}
			copy(line[91+10*i:], c)
		}
		b.WriteString(strings.TrimRight(string(line), " ") + "\n")
	}
	name, err := tempReport([]byte(b.String()))
	if err != nil {
		return nil, err
	}
	defer os.Remove(name)
	return pairsFrom(exec.Command(bin, "pair", "--team", name))
}

// tempReport writes a report to a temporary file and returns its name.
func tempReport(data []byte) (string, error) {
	return fileio.WriteTemp("", "teamswiss-*.trf", func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}
