package tournament_test

import (
	"arbiter/tournament/swiss"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"arbiter/tournament"
	"arbiter/tournament/pairing"
	"arbiter/tournament/trf"
)

// A Swiss made from scratch and exported: its start ranks are the
// pairing numbers, so every round re-pairs from the report exactly as it
// was paired (the check a rating officer's pairing checker makes).
func TestTRFExportRePairsEveryRound(t *testing.T) {
	const rounds = 6
	ev := tournament.OpenSwiss(t, rounds)
	for r := 1; r <= rounds; r++ {
		rd, err := pairing.PairSwiss(ev, r, tournament.SwissOptions{})
		if err != nil {
			t.Fatalf("round %d: %v", r, err)
		}
		ev.Rounds = append(ev.Rounds, rd)
		for b := range rd.Pairings {
			p := &ev.Rounds[r-1].Pairings[b]
			if p.IsBye() {
				continue
			}
			// results that vary with board and round, a forfeit among them
			switch (b + r) % 4 {
			case 0:
				p.Result = tournament.WhiteWins
			case 1:
				p.Result = tournament.Draw
			case 2:
				p.Result = tournament.BlackWins
			default:
				p.Result = tournament.WhiteForfeitWin
				if r%2 == 0 {
					p.Result = tournament.BlackWins
				}
			}
		}
	}
	parsed, err := trf.Parse(tournament.ExportTRF(ev, tournament.TRFOptions{}))
	if err != nil {
		t.Fatal(err)
	}
	number := tournament.StartNumbers(ev)
	for r := 1; r <= rounds; r++ {
		in, err := swiss.FromTRF(parsed, r)
		if err != nil {
			t.Fatalf("round %d: %v", r, err)
		}
		pairs, err := swiss.Pairing(in)
		if err != nil {
			t.Fatalf("round %d: %v", r, err)
		}
		var got, want []string
		for _, p := range pairs {
			got = append(got, fmt.Sprintf("%d-%d", p.White, p.Black))
		}
		for _, p := range ev.Rounds[r-1].Pairings {
			want = append(want, fmt.Sprintf("%d-%d", number[p.White], number[p.Black]))
		}
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("round %d re-paired from the report %v, the event has %v", r, got, want)
		}
	}
}

// What another engine needs to pair the next round as Arbiter does: a
// bye asked for the coming round is the only cell of that round (the
// others are left for the pairing), counted in the points; a withdrawn
// player is absent from it (0000 - Z); every round cell keeps its 8
// columns; the initial colour and the forbidden pairs are stated (152,
// 260); the withdrawal rule is in an Arbiter record (XXW), never in
// JaVaFo's XXP, which is its forbidden pairs.
func TestTRFExportMarksOnlyTheNextRoundsAbsentees(t *testing.T) {
	ev := tournament.OpenSwiss(t, 5)
	rd, err := pairing.PairSwiss(ev, 1, tournament.SwissOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for i := range rd.Pairings {
		if !rd.Pairings[i].IsBye() {
			rd.Pairings[i].Result = tournament.Draw
		}
	}
	ev.Rounds = append(ev.Rounds, rd)
	ev.Players[10].WithdrawnAfter = 1 // Nieminen
	reqs, err := tournament.RequestBye(ev, tournament.PlannedBye{Player: ev.Players[1].ID, Round: 2, Kind: tournament.ByeHalfPoint})
	if err != nil {
		t.Fatal(err)
	}
	ev.Requests = reqs
	opts := tournament.SwissOptions{InitialBlack: true, Forbidden: [][2]int64{{ev.Players[0].ID, ev.Players[3].ID}}}
	data := string(tournament.ExportTRF(ev, tournament.TRFOptions{Swiss: opts}))
	parsed, err := trf.Parse([]byte(data))
	if err != nil {
		t.Fatal(err)
	}
	if parsed.InitialColour != 'B' || len(parsed.Prohibitions) != 1 || strings.Contains(data, "XXP") {
		t.Errorf("initial colour %q, forbidden pairs %v, XXP in %q", parsed.InitialColour, parsed.Prohibitions, data)
	}
	for _, line := range strings.Split(data, "\r") {
		if !strings.HasPrefix(line, "001") {
			continue
		}
		cells := (len(line) - 91 + 2) / 10
		if (len(line)-89)%10 != 0 {
			t.Errorf("a round cell is cut short: %q", line)
		}
		switch name := strings.TrimSpace(line[14:47]); name {
		case "Kask, Jaan":
			if cells != 2 || !strings.HasSuffix(line, "0000 - H") || strings.TrimSpace(line[80:84]) != "1.0" {
				t.Errorf("the requested bye: %q", line)
			}
		case "Nieminen, Sanna":
			if cells != 2 || !strings.HasSuffix(line, "0000 - Z") {
				t.Errorf("the withdrawn player: %q", line)
			}
		default:
			if cells != 1 {
				t.Errorf("%s has a cell in the round not paired: %q", name, line)
			}
		}
	}
	back, err := tournament.ImportTRF([]byte(data))
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Rounds) != 1 || len(back.Requests) != 1 || back.Requests[0].Round != 2 || back.Requests[0].Kind != tournament.ByeHalfPoint {
		t.Errorf("the round not paired read back as rounds %+v, requests %+v", back.Rounds, back.Requests)
	}
	old := strings.Replace(data, "XXW as-played", "XXP ussr1953", 1)
	if back, err := tournament.ImportTRF([]byte(old)); err != nil || back.Settings.WithdrawalPolicy != tournament.WithdrawalUSSR1953 {
		t.Errorf("an older report's XXP rule: %v, %v", err, back)
	}
}

// playedSwiss is openSwiss under sys, paired and played for played of its
// rounds with every kind of result (a forfeit among them) and one pair
// kept apart, a half-point bye asked for the next round and a zero-point
// bye for the last.
func playedSwiss(t *testing.T, sys tournament.System, rounds, played int) (*tournament.Event, tournament.SwissOptions) {
	t.Helper()
	ev := tournament.OpenSwiss(t, rounds)
	ev.Settings.System = sys
	ev.Settings.TimeControl = "90+30"
	ev.Settings.Name, ev.Settings.Site = "Pärnu lahtised", "Pärnu"
	for i := range ev.Players {
		if ev.Players[i].Rating == 0 {
			ev.Players[i].Rating = 1500 // the Dubov rules rate everyone
		}
	}
	numbers := tournament.SwissNumbers(ev)
	opts := tournament.ForbidPair(tournament.SwissOptions{}, numbers[0], numbers[1], true)
	for r := 1; r <= played; r++ {
		rd, err := pairing.PairSwiss(ev, r, opts)
		if err != nil {
			t.Fatalf("round %d: %v", r, err)
		}
		for b := range rd.Pairings {
			if rd.Pairings[b].IsBye() {
				continue
			}
			rd.Pairings[b].Result = []tournament.Result{tournament.WhiteWins, tournament.Draw, tournament.BlackWins, tournament.WhiteForfeitWin}[(b+r)%4]
		}
		ev.Rounds = append(ev.Rounds, rd)
	}
	for _, req := range []struct {
		round int
		kind  tournament.ByeKind
	}{{played + 1, tournament.ByeHalfPoint}, {rounds, tournament.ByeZeroPoint}} {
		reqs, err := tournament.RequestBye(ev, tournament.PlannedBye{Player: numbers[4], Round: req.round, Kind: req.kind})
		if err != nil {
			t.Fatal(err)
		}
		ev.Requests = reqs
	}
	return ev, opts
}

// eventFacts are what an event's report must carry back: the system and
// rounds, each round's games and byes by start number with their
// results, each player's points, the byes asked for.
func eventFacts(ev *tournament.Event, number map[int64]int) []string {
	out := []string{fmt.Sprint(ev.Settings.System, " ", tournament.TotalRounds(ev), " ", ev.Settings.TimeControl, " ", ev.Settings.Name)}
	for _, rd := range ev.Rounds {
		var games []string
		for _, p := range rd.Pairings {
			if p.Result == tournament.Adjourned {
				p.Result = tournament.NoResult // a game not finished: TRF has no code for adjourned
			}
			games = append(games, fmt.Sprintf("%d-%d %v %v", number[p.White], number[p.Black], p.Result, p.Bye))
		}
		slices.Sort(games)
		out = append(out, fmt.Sprint("round ", rd.Number, ": ", strings.Join(games, ", ")))
	}
	for _, r := range tournament.Standings(ev).Rows {
		p, _ := ev.Player(r.ID)
		out = append(out, fmt.Sprintf("player %d %s: %v", number[r.ID], p.FamilyFirst(), r.Score))
	}
	for _, b := range ev.Requests {
		out = append(out, fmt.Sprintf("bye %d %d %v", b.Round, number[b.Player], b.Kind))
	}
	return out
}

// An individual event exported in TRF-2026 (the default) or TRF-16 reads
// back as the same event: system, rounds, every game and bye with its
// result, every player's points, the byes asked for and the Swiss's
// pairing options. TRF-2026 writes the system's code (192), the pairing
// program (182) and the time control encoded (222); TRF-16 none of them,
// its rounds and colour in JaVaFo's XXR and XXC, its forbidden pairs as
// XXP.
func TestTRF2026ExportReadsBackAsTheSameEvent(t *testing.T) {
	dutch, dutchOpts := playedSwiss(t, tournament.SwissDutch, 6, 4)
	dubov, dubovOpts := playedSwiss(t, tournament.SwissDubov, 5, 3)
	burstein, bursteinOpts := playedSwiss(t, tournament.SwissBurstein, 7, 5)
	rr := tournament.ClubEvent(t)
	drr := tournament.NewField(4, tournament.DoubleRoundRobin)
	tournament.Play(t, drr, [][]tournament.Result{{tournament.WhiteWins, tournament.Draw}, {tournament.BlackWins, tournament.WhiteWins}, {tournament.Draw, tournament.Draw}, {tournament.WhiteForfeitWin, tournament.BlackWins}})
	for _, c := range []struct {
		name string
		ev   *tournament.Event
		opts tournament.SwissOptions
		code string
	}{
		{"swiss-dutch", dutch, dutchOpts, "FIDE_DUTCH_2025"},
		{"swiss-dubov", dubov, dubovOpts, "FIDE_DUBOV"},
		{"swiss-burstein", burstein, bursteinOpts, "FIDE_BURSTEIN"},
		{"round-robin", rr, tournament.SwissOptions{}, "FIDE_ROUNDROBIN"},
		{"double-round-robin", drr, tournament.SwissOptions{}, "FIDE_DOUBLEROUNDROBIN"},
	} {
		for _, v := range []trf.Version{trf.TRF2026, trf.TRF16} {
			t.Run(fmt.Sprint(c.name, " TRF-", int(v)), func(t *testing.T) {
				data := tournament.ExportTRF(c.ev, tournament.TRFOptions{Swiss: c.opts, Version: v})
				text := string(data)
				new := []string{"\r192 " + c.code + "\r", "\r182 Arbiter\r"}
				if c.ev.Settings.TimeControl == "90+30" {
					new = append(new, "\r222 5400+30\r")
				}
				for _, rec := range new {
					if strings.Contains(text, rec) != (v == trf.TRF2026) {
						t.Errorf("%q in the report: %v\n%s", rec, !(v == trf.TRF2026), text)
					}
				}
				if v == trf.TRF16 && c.ev.Settings.System.IndividualSwiss() {
					for _, rec := range []string{"\rXXR ", "\rXXC white1\r", "\rXXP "} {
						if !strings.Contains(text, rec) {
							t.Errorf("no %q in the TRF-16 report:\n%s", rec, text)
						}
					}
					for _, rec := range []string{"\r142 ", "\r152 ", "\r260 "} {
						if strings.Contains(text, rec) {
							t.Errorf("%q in the TRF-16 report:\n%s", rec, text)
						}
					}
				}
				rep, err := tournament.ReadTRFReport(data)
				if err != nil {
					t.Fatal(err)
				}
				for _, n := range rep.Notes {
					if n.Key == "event.trf.notkept" || strings.HasPrefix(n.Key, "event.trf.system") {
						t.Errorf("note %s %v", n.Key, n.Args)
					}
				}
				back := rep.Event
				backNumbers := map[int64]int{}
				for _, p := range back.Players {
					backNumbers[p.ID] = p.Seat
				}
				want, got := eventFacts(c.ev, tournament.TRFNumbers(c.ev)), eventFacts(back, backNumbers)
				if !slices.Equal(got, want) {
					t.Errorf("read back as\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
				}
				if c.ev.Settings.System.IndividualSwiss() {
					ids := map[int64]int64{}
					for _, p := range c.ev.Players {
						ids[int64(tournament.TRFNumbers(c.ev)[p.ID])] = p.ID
					}
					if o := tournament.RemapSwissOptions(rep.Swiss, ids); !reflect.DeepEqual(o, c.opts) {
						t.Errorf("Swiss options read back as %+v, want %+v", o, c.opts)
					}
				}
			})
		}
	}
}
