package exchange

import (
	"path/filepath"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/internal/testdir"
	"arbiter/tournament"
	"arbiter/tournament/pairing"
	"arbiter/tournament/swiss"
	"arbiter/tournament/trf"
)

// pair-trf and "import, then pair" read a report through the one pairing
// problem (trf.Problem), so they pair alike by construction; this holds
// them to it on every round of every Swiss that other programs wrote
// (tournament/testdata/outside and suite) and of the two layouts' samples:
// each report cut after round r-1, with the byes its column r asks for,
// is paired in round r both ways, board for board, or refused both ways.
func TestPairTRFAndImportThenPairAgreeOnEveryRound(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "testdata", "outside", "*.trf"))
	if err != nil {
		t.Fatal(err)
	}
	layouts, _ := filepath.Glob(filepath.Join("..", "testdata", "*-layout.trf"))
	files = append(files, layouts...)
	// And the suite's reports the import reads (TestOutsideSuite).
	suite, _ := filepath.Glob(filepath.Join("..", "testdata", "suite", "*.trf"))
	for _, f := range suite {
		if _, refused := suiteRefusals[strings.TrimSuffix(filepath.Base(f), ".trf")]; !refused {
			files = append(files, f)
		}
	}
	if len(files) < 15 {
		t.Fatalf("%d reports: the outside test data is missing", len(files))
	}
	swisses, rounds := 0, 0
	for _, f := range files {
		data := testdir.Read(t, f)
		// Cut as text: a Latin-1 name the writer met undecoded is no text.
		data, _, _ = decodeText(data)
		rep, err := ReadTRFReport(data)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if rep.Event.Settings.System != tournament.SwissDutch {
			continue
		}
		swisses++
		whole := readAs(t, trf.Parse, data)
		last := min(whole.RoundToPair(), rep.Event.Settings.Rounds)
		for r := 1; r <= last; r++ {
			cut := data
			if r < whole.RoundToPair() {
				cut = cutReport(t, data, r)
			}
			viaTRF, errTRF := pairTRFText(cut, r)
			viaImport, errImport := importThenPair(cut, r)
			rounds++
			if (errTRF == nil) != (errImport == nil) || viaTRF != viaImport {
				t.Errorf("%s round %d: pair-trf %v\n%s\nimport, then pair %v\n%s", filepath.Base(f), r, errTRF, viaTRF, errImport, viaImport)
			}
		}
	}
	t.Logf("%d rounds of %d Swiss reports paired alike both ways", rounds, swisses)
	if swisses < 10 || rounds < 60 {
		t.Errorf("only %d rounds of %d Swiss reports compared", rounds, swisses)
	}
}

// cutReport is the report as it stood before round r was paired: every
// line's cells of the rounds before r, and its cell of round r where that
// asks for a bye (no opponent, no pairing-allocated bye), the points
// column those cells' points, the number of rounds the whole report's.
func cutReport(t *testing.T, data []byte, r int) []byte {
	t.Helper()
	tr := readAs(t, trf.Parse, data)
	pr := tr.Problem()
	sc := tr.PointSystem()
	tr.Rounds = pr.Rounds // a report without 142 says it by its rounds
	for _, p := range tr.Players {
		var games []trf.Game
		points := 0.0
		for k := 1; k < r; k++ {
			g := p.Game(k)
			games = append(games, g)
			points += g.Points(sc) + pr.BlankByes[p.ID][k]
		}
		if g := p.Game(r); pr.AbsentIn(p.ID, r) {
			if g.Opponent == 0 && g.Code() == ' ' {
				// No entry in a round held: TRF-2026's blank, an
				// absence, which the round to pair's blank is not.
				g = trf.Game{Colour: '-', Result: 'Z'}
			}
			games = append(games, g)
		}
		p.Games, p.Points = games, points
	}
	return tr.Bytes()
}

// pairTRFText is what arbiter pair-trf prints for round r of a report.
func pairTRFText(data []byte, r int) (string, error) {
	tr, err := trf.Parse(data)
	if err != nil {
		return "", err
	}
	return swiss.PairTRF(tr, r)
}

// importThenPair imports a report and pairs its round r, printed as
// pair-trf prints a pairing.
func importThenPair(data []byte, r int) (string, error) {
	return importThenPairAs(data, r, "")
}

// importThenPairAs is importThenPair by the rules of sys (the report's
// own when empty).
func importThenPairAs(data []byte, r int, sys tournament.System) (string, error) {
	rep, err := ReadTRFReport(data)
	if err != nil {
		return "", err
	}
	if sys != "" {
		rep.Event.Settings.System = sys
	}
	rd, err := pairing.PairSwiss(rep.Event, r, rep.Swiss)
	if err != nil {
		return "", err
	}
	var pairs []swiss.Pair
	for _, p := range rd.Pairings {
		if !p.IsBye() || !tournament.RequestedBye(p.Bye) {
			pairs = append(pairs, swiss.Pair{White: int(p.White), Black: int(p.Black)})
		}
	}
	if len(pairs) == 0 {
		return "", engine.NewMessage("swiss.err.nobody", "round", r)
	}
	return swiss.FormatPairs(pairs), nil
}
