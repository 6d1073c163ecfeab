package exchange

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/tournament"
)

// FuzzReadTRFReport: another program's TRF report, as the import reads it
// (not only the round trip of FuzzTRFRoundTrip): no bytes make it panic,
// what it refuses it refuses in the user's words, and a report it reads
// gives players the import's own check judges and an event that writes
// out as TRF again.
func FuzzReadTRFReport(f *testing.F) {
	for _, name := range []string{"fide-example-layout.trf", "swissmanager-layout.trf", "outside/icu-latin-1.trf", "outside/tiebreakserver-held_swiss_5.trf"} {
		data, err := os.ReadFile(filepath.Join("..", "testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		rep, err := ReadTRFReport(data)
		if err != nil {
			var k *engine.Message
			if !errors.As(err, &k) && i18n.For(i18n.Finnish).Error(err) == err.Error() {
				t.Fatalf("untranslated refusal: %v", err)
			}
			return
		}
		if tournament.ValidateImport(nil, rep.Event.Players, nil) != nil {
			return // refused player by player, with the line
		}
		ExportTRF(rep.Event, TRFOptions{})
	})
}
