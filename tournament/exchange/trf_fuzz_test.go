package exchange

// The TRF readers of another program's files, fuzzed: no bytes make them
// panic, and what they refuse they refuse in the user's words.

import (
	"bytes"
	"errors"
	"path/filepath"
	"testing"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/testdir"
	"arbiter/tournament"
)

// untranslated fails a fuzz input whose refusal is not in the user's words.
func untranslated(t *testing.T, err error) {
	var k *engine.Message
	if !errors.As(err, &k) && i18n.For(i18n.Finnish).Error(err) == err.Error() {
		t.Fatalf("untranslated refusal: %v", err)
	}
}

// FuzzReadTeamTRFReport: another program's team TRF (its 013 team records
// and 310 line-ups), as the team import reads it: no bytes make it panic,
// and what it refuses it refuses in the user's words.
func FuzzReadTeamTRFReport(f *testing.F) {
	for _, name := range []string{"echecsjs-trf26_team.trf", "echecsjs-grandmommyscup.trf", "arbiter-swiss10.trf"} {
		f.Add(testdir.Read(f, filepath.Join("..", "testdata", "teams", name)))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if _, err := ReadTeamTRFReport(data); err != nil {
			untranslated(t, err)
		}
	})
}

// FuzzReadRoundResults: the file of a round's results "arbiter result
// --from" reads, a board and a result a line: no text makes it panic, what
// it refuses is refused in the user's words, and what it reads names each
// board of the round once with a result a board can have.
func FuzzReadRoundResults(f *testing.F) {
	_, rep := importTRFFile(f, filepath.Join("..", "testdata", "fide-example-layout.trf"))
	ev := rep.Event
	f.Add(1, []byte("1 1-0\n2 ½-½\n3 0-1\n"))
	f.Add(2, []byte("# round 2\n1 +/-\n2 = \n4 1/2\n"))
	f.Add(1, []byte("1 1-0\n1 0-1\n"))
	f.Fuzz(func(t *testing.T, round int, text []byte) {
		got, err := ReadRoundResults(bytes.NewReader(text), ev, round)
		if err != nil {
			untranslated(t, err)
			return
		}
		seen := map[int]bool{}
		for _, r := range got {
			if seen[r.Board] {
				t.Fatalf("board %d read twice from %q", r.Board, text)
			}
			seen[r.Board] = true
			if _, err := ev.FindPairing(round, r.Board); err != nil {
				t.Fatalf("board %d read from %q is not in round %d: %v", r.Board, text, round, err)
			}
		}
	})
}

// FuzzReadTRFReport: another program's TRF report, as the import reads it
// (not only the round trip of FuzzTRFRoundTrip): no bytes make it panic,
// what it refuses it refuses in the user's words, and a report it reads
// gives players the import's own check judges and an event that writes
// out as TRF again.
func FuzzReadTRFReport(f *testing.F) {
	for _, name := range []string{"fide-example-layout.trf", "swissmanager-layout.trf", "outside/icu-latin-1.trf", "outside/tiebreakserver-held_swiss_5.trf"} {
		f.Add(testdir.Read(f, filepath.Join("..", "testdata", name)))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		rep, err := ReadTRFReport(data)
		if err != nil {
			untranslated(t, err)
			return
		}
		if tournament.ValidateImport(nil, rep.Event.Players, nil) != nil {
			return // refused player by player, with the line
		}
		ExportTRF(rep.Event, TRFOptions{})
	})
}
