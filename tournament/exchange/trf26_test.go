package exchange

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"arbiter/engine/rules"
	"arbiter/internal/testfield"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/standings"
	"arbiter/tournament/trf"
)

// playedSwiss is openSwiss under sys, paired and played for played of its
// rounds with every kind of result (a forfeit among them) and one pair
// kept apart, a half-point bye asked for the next round and a zero-point
// bye for the last.
func playedSwiss(t *testing.T, sys tournament.System, rounds, played int) (*tournament.Event, tournament.SwissOptions) {
	t.Helper()
	ev := openSwiss(t, rounds)
	ev.Settings.System = sys
	ev.Settings.TimeControl = "90+30"
	ev.Settings.Name, ev.Settings.Site = "Pärnu lahtised", "Pärnu"
	for i := range ev.Players {
		if ev.Players[i].Rating == 0 {
			ev.Players[i].Rating = 1500 // the Dubov rules rate everyone
		}
	}
	numbers := ev.SwissNumbers()
	opts := tournament.SwissOptions{}.ForbidPair(numbers[0], numbers[1], true)
	playSwiss(t, ev, played, opts, func(r, b int) tournament.Result {
		return []tournament.Result{tournament.WhiteWins, tournament.Draw, tournament.BlackWins, tournament.WhiteForfeitWin}[(b+r)%4]
	})
	for _, req := range []struct {
		round int
		kind  tournament.ByeKind
	}{{played + 1, tournament.ByeHalfPoint}, {rounds, tournament.ByeZeroPoint}} {
		testfield.RequestBye(t, ev, tournament.PlannedBye{Player: numbers[4], Round: req.round, Kind: req.kind})
	}
	return ev, opts
}

// eventFacts are what an event's report must carry back: the system and
// rounds, each round's games and byes by start number with their
// results, each player's points, the byes asked for.
func eventFacts(ev *tournament.Event, number map[int64]int) []string {
	out := []string{fmt.Sprint(ev.Settings.System, " ", ev.TotalRounds(), " ", ev.Settings.TimeControl, " ", ev.Settings.Name)}
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
	for _, r := range standings.Of(ev).Rows {
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
	rr := clubEvent(t)
	drr := testfield.Field(4, tournament.DoubleRoundRobin)
	testfield.Play(t, drr, [][]tournament.Result{{tournament.WhiteWins, tournament.Draw}, {tournament.BlackWins, tournament.WhiteWins}, {tournament.Draw, tournament.Draw}, {tournament.WhiteForfeitWin, tournament.BlackWins}})
	for _, c := range []swissCase{
		{"swiss-dutch", dutch, dutchOpts, "FIDE_DUTCH_2025"},
		{"swiss-dubov", dubov, dubovOpts, "FIDE_DUBOV"},
		{"swiss-burstein", burstein, bursteinOpts, "FIDE_BURSTEIN"},
		{"round-robin", rr, tournament.SwissOptions{}, "FIDE_ROUNDROBIN"},
		{"double-round-robin", drr, tournament.SwissOptions{}, "FIDE_DOUBLEROUNDROBIN"},
	} {
		for _, v := range []trf.Version{trf.TRF2026, trf.TRF16} {
			t.Run(fmt.Sprint(c.name, " TRF-", int(v)), func(t *testing.T) {
				data := ExportTRF(c.ev, TRFOptions{Swiss: c.opts, Version: v})
				text := string(data)
				new := []string{"\r192 " + c.want + "\r", "\r182 Arbiter\r"}
				if c.ev.Settings.TimeControl == "90+30" {
					new = append(new, "\r222 5400+30\r")
				}
				for _, rec := range new {
					if strings.Contains(text, rec) != (v == trf.TRF2026) {
						t.Errorf("%q in the report: %v\n%s", rec, !(v == trf.TRF2026), text)
					}
				}
				if v == trf.TRF16 && c.ev.Settings.System.IndividualSwiss() {
					testtext.SaysEach(t, "the TRF-16 report", text, "\rXXR ", "\rXXC white1\r", "\rXXP ")
					testtext.SaysNone(t, "the TRF-16 report", text, "\r142 ", "\r152 ", "\r260 ")
				}
				rep := readAs(t, ReadTRFReport, data)
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
				want, got := eventFacts(c.ev, c.ev.TRFNumbers()), eventFacts(back, backNumbers)
				if !slices.Equal(got, want) {
					t.Errorf("read back as\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
				}
				if c.ev.Settings.System.IndividualSwiss() {
					ids := map[int64]int64{}
					for _, p := range c.ev.Players {
						ids[int64(c.ev.TRFNumbers()[p.ID])] = p.ID
					}
					if o := RemapSwissOptions(rep.Swiss, ids); !reflect.DeepEqual(o, c.opts) {
						t.Errorf("Swiss options read back as %+v, want %+v", o, c.opts)
					}
				}
			})
		}
	}
}

// Record 192 decides the system before 092 and the games: each code of
// the systems Arbiter pairs, the Dutch rules' other editions, Baku's
// acceleration as the code's suffix; a code of no system Arbiter pairs,
// or of a team system (a team report's, read by its own reader), is
// named, and 092 decides.
func TestTRFSystemFromTypeCode(t *testing.T) {
	base := string(ExportTRF(clubEvent(t), TRFOptions{}))
	for code, want := range map[string]tournament.System{
		"FIDE_DUTCH_2025": tournament.SwissDutch, "FIDE_DUTCH": tournament.SwissDutch, "FIDE_DUTCH_2025_BAKU": tournament.SwissDutch,
		"FIDE_DUBOV": tournament.SwissDubov, "FIDE_ROUNDROBIN": tournament.RoundRobin, "BERGER_ROUNDROBIN": tournament.RoundRobin,
		"FIDE_DOUBLEROUNDROBIN": tournament.DoubleRoundRobin, "FIDE_SCHILLER": tournament.RoundRobin,
		"FIDE_TEAM_MP_GP": tournament.RoundRobin,
	} {
		data := strings.Replace(base, "192 FIDE_ROUNDROBIN", "192 "+code, 1)
		parsed := readAs(t, trf.Parse, []byte(data))
		got, notes := systemFromTRF(parsed)
		if got != want {
			t.Errorf("%s: %s, want %s", code, got, want)
		}
		named := len(notes) == 1 && notes[0].Key == "event.trf.system.unknowncode" && notes[0].Args["value"] == code
		if named != (code == "FIDE_SCHILLER" || code == "FIDE_TEAM_MP_GP") {
			t.Errorf("%s: notes %v", code, notes)
		}
	}
	rep := readAs(t, ReadTRFReport, []byte(strings.Replace(string(ExportTRF(openSwiss(t, 9), TRFOptions{})), "192 FIDE_DUTCH_2025", "192 FIDE_DUTCH_2025_BAKU", 1)))
	if !rep.Swiss.Baku {
		t.Error("FIDE_DUTCH_2025_BAKU read without Baku's acceleration")
	}
}

// Records 182 and 222 of another program: the pairing program is named
// as not kept, the time control encoded is the event's where 122 states
// none, and named where 122 states another.
func TestTRF2026HeaderRecordsRead(t *testing.T) {
	base := string(ExportTRF(clubEvent(t), TRFOptions{}))
	for _, c := range []struct {
		name, old, new, control, notes string
	}{
		{"Arbiter's", "", "", "40/120+30'", ""},
		{"another program", "182 Arbiter", "182 Swiss-Manager", "40/120+30'", "182 Swiss-Manager"},
		{"222 alone", "122 40/120+30'\r", "", "40/120+30'", ""},
		{"222 otherwise than 122", "222 40/7200:1800", "222 5400+30", "40/120+30'", "222 5400+30"},
		{"222 unread", "222 40/7200:1800", "222 W300-B240", "40/120+30'", "222 W300-B240"},
	} {
		t.Run(c.name, func(t *testing.T) {
			data := strings.Replace(base, c.old, c.new, 1)
			if c.old != "" && data == base {
				t.Fatal("the change did not apply")
			}
			rep := readAs(t, ReadTRFReport, []byte(data))
			var kept []string
			for _, n := range rep.Notes {
				if n.Key == "event.trf.notkept" {
					kept = append(kept, fmt.Sprint(n.Args["record"]))
				}
			}
			if got := strings.Join(kept, "|"); got != c.notes || rep.Event.Settings.TimeControl != c.control {
				t.Errorf("not kept %q, time control %q; want %q, %q", got, rep.Event.Settings.TimeControl, c.notes, c.control)
			}
		})
	}
}

// A report whose 122 another program wrote in words Arbiter does not read
// ("G/15 +10") but whose 222 encodes the control (900+10): the games are
// rapid by FIDE 2023 A.1, and the desk rules them so only if the event
// takes the control 222 gives, saying that 122's text was not kept.
func TestRapidControlOfRecord222Where122DoesNotReadA1(t *testing.T) {
	base := string(ExportTRF(clubEvent(t), TRFOptions{}))
	data := strings.Replace(strings.Replace(base, "122 40/120+30'", "122 G/15 +10", 1), "222 40/7200:1800", "222 900+10", 1)
	if !strings.Contains(data, "122 G/15 +10") || !strings.Contains(data, "222 900+10") {
		t.Fatal("the change did not apply")
	}
	rep := readAs(t, ReadTRFReport, []byte(data))
	g, err := rep.Event.Settings.GameTypeInForce()
	if err != nil || g.Type != rules.Rapid || g.ControlUnread {
		t.Errorf("time control %q: game type %+v, %v; want rapid read from 222", rep.Event.Settings.TimeControl, g, err)
	}
	said := false
	for _, n := range rep.Notes {
		if n.Key == "event.trf.notkept" {
			t.Errorf("note %v: 222 was read", n.Args)
		}
		said = said || n.Key == "event.trf.control-coded" && n.Args["written"] == "G/15 +10"
	}
	if !said {
		t.Errorf("notes %v do not say that 122's G/15 +10 gave way to 222", rep.Notes)
	}
}
