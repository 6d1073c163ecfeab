package exchange

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/internal/testdir"
	"arbiter/internal/testform"
	"arbiter/tournament"
	"arbiter/tournament/pairing"
	"arbiter/tournament/trf"
)

// JaVaFo's own samples (tournament/testdata/outside/javafo-*, sources in the README)
// are read as JaVaFo and bbpPairings read them: a line that ends early is
// a player who withdrew, a blank cell of the round to pair a player to
// pair, XXA the players' fictitious points round by round. Each round's
// verdict is bbpPairings' (--check, the Dutch rules of 2026, which the
// two older events do not all follow; for the accelerated event JaVaFo's
// own checker, in its manual, finds the same two rounds).
func TestJaVaFoSamplesAreCheckedAsBbpPairingsChecksThem(t *testing.T) {
	for _, tt := range []struct {
		file      string
		deviating []int
		notes     []string // note keys the import must give
	}{
		{"javafo-gros_round5.trf", []int{2, 4}, nil},
		{"javafo-accelerated.trf", []int{6, 9}, []string{"event.trf.absent", "event.trf.birthdate"}},
		{"javafo-generated_18980522.trf", []int{3, 9}, []string{"event.trf.absent", "event.trf.hostfederation"}},
	} {
		t.Run(tt.file, func(t *testing.T) {
			rep := readOutside(t, tt.file)
			for _, key := range tt.notes {
				if !slices.ContainsFunc(rep.Notes, func(n engine.Message) bool { return n.Key == key }) {
					t.Errorf("no note %s: %v", key, rep.Notes)
				}
			}
			var deviating []int
			for r := 1; r <= len(rep.Event.Rounds); r++ {
				findings, err := pairing.CheckSwiss(rep.Event, r, rep.Swiss)
				if err != nil {
					t.Fatalf("round %d: %v", r, err)
				}
				if len(findings) > 0 {
					deviating = append(deviating, r)
				}
			}
			if !slices.Equal(deviating, tt.deviating) {
				t.Errorf("rounds departing from the Dutch rules %v, bbpPairings finds %v", deviating, tt.deviating)
			}
		})
	}
}

// The accelerated event's XXA records are its pairing: kept as each
// player's points, written back as XXA, and without them the rounds read
// as another problem (every round then departs).
func TestJaVaFoAccelerationIsKeptAndPairedWith(t *testing.T) {
	rep := readOutside(t, "javafo-accelerated.trf")
	if n := len(rep.Swiss.Accelerations); n != 70 || rep.Swiss.Baku {
		t.Fatalf("%d players accelerated, Baku %v", n, rep.Swiss.Baku)
	}
	if a := rep.Swiss.Accelerations[0]; a.Player != 1 || !slices.Equal(a.Points, []float64{1, 1, 1, 1, 1, 1, 1, 0, 0}) {
		t.Errorf("player 1: %+v", a)
	}
	exported := readAs(t, trf.Parse, ExportTRF(rep.Event, TRFOptions{Swiss: rep.Swiss}))
	if len(exported.PlayerAccelerations) != 70 || exported.AccelerationOf(55, 3) != 0.5 {
		t.Errorf("exported XXA: %d records, player 55 in round 3 %v", len(exported.PlayerAccelerations), exported.AccelerationOf(55, 3))
	}
	without := rep.Swiss
	without.Accelerations = nil
	if findings, err := pairing.CheckSwiss(rep.Event, 3, without); err != nil || len(findings) == 0 {
		t.Errorf("round 3 without the acceleration: %v %v", findings, err)
	}
}

// The reports that come with the pairing their program printed for the
// round to pair (NAME.pairs beside NAME.trf: JaVaFo's Swiss-Manager
// sample, whose lines are padded with the blank cell of round 5, and
// bbpPairings' own regression tests, one with an absence in the round to
// pair) are paired so by pair-trf and by the import, then paired, board
// for board.
func TestOutsideReportsArePairedAsTheirProgramPairedThem(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "testdata", "outside", "*.pairs"))
	if err != nil || len(files) < 4 {
		t.Fatalf("%d pairings in the outside test data (%v)", len(files), err)
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".pairs")
		t.Run(name, func(t *testing.T) {
			want := testdir.Read(t, f)
			data, parsed := parseTRFFile(t, filepath.Join("..", "testdata", "outside", name+".trf"))
			pairedBothWays(t, data, parsed.RoundToPair(), string(want))
		})
	}
}

func readOutside(t *testing.T, name string) *TRFReport {
	t.Helper()
	_, rep := importTRFFile(t, filepath.Join("..", "testdata", "outside", name))
	return rep
}

// swissCase is an event with the Swiss options given it and what a test
// wants of them: a refusal's key, a system's code.
type swissCase struct {
	name string
	ev   *tournament.Event
	opts tournament.SwissOptions
	want string
}

// An imported acceleration is the event's once a round is paired, names
// players of the event, and goes with a player who is removed.
func TestCheckSwissOptionsKeepsAnImportedAcceleration(t *testing.T) {
	rep := readOutside(t, "javafo-accelerated.trf")
	ev, old := rep.Event, rep.Swiss
	changed := old
	changed.Accelerations = old.Accelerations[1:]
	unknown := old
	unknown.Accelerations = append(slices.Clone(old.Accelerations), tournament.Acceleration{Player: 999, Points: []float64{1}})
	fresh := &tournament.Event{Settings: ev.Settings, Players: ev.Players}
	for _, tt := range []swissCase{
		{"unchanged", ev, old, ""},
		{"changed once paired", ev, changed, "swisscli.err.accelpaired"},
		{"changed before round 1", fresh, changed, ""},
		{"a player not in the event", fresh, unknown, "swisscli.err.player"},
	} {
		err := tt.ev.CheckSwissOptions(old, tt.opts)
		if testform.KeyOf(err) != tt.want {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.want)
		}
	}
	if w := old.Without(old.Accelerations[0].Player); len(w.Accelerations) != len(old.Accelerations)-1 {
		t.Errorf("without the first player: %d accelerations", len(w.Accelerations))
	}
}

// JaVaFo's manual writes the players absent from the round to pair as an
// XXZ record ("XXZ 22 28 43", py4swiss keeps its Gros 2010 example so)
// where Swiss-Manager writes "0000 - Z" in their cells: the record was
// listed as not kept, and the three were paired. Both forms give the
// pairing JaVaFo gives (javafo-gros_round5.pairs). The example's one
// team record, which makes it a team report of one team, is left out.
func TestJaVaFoAbsencesRecordIsRead(t *testing.T) {
	data := testdir.Read(t, filepath.Join("..", "testdata", "suite", "py4swiss-javafo_example.trf"))
	var lines []string
	for _, l := range strings.SplitAfter(string(data), "\n") {
		if !strings.HasPrefix(l, "013") {
			lines = append(lines, l)
		}
	}
	data = []byte(strings.Join(lines, ""))
	want := string(testdir.Read(t, filepath.Join("..", "testdata", "outside", "javafo-gros_round5.pairs")))
	parsed, err := trf.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	pairedBothWays(t, data, parsed.RoundToPair(), want)
	rep, err := ReadTRFReport(data)
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range rep.Notes {
		if n.Key == "event.trf.notkept" && strings.HasPrefix(fmt.Sprint(n.Args["record"]), "XXZ") {
			t.Errorf("the XXZ record named as not kept: %v", n.Args)
		}
	}
}
