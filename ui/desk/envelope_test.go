package desk

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/pdftext"
	"arbiter/printing"
	"arbiter/tournament"
)

// TestBlankEnvelopeForPaperGame: a game with no moves recorded at the
// desk is played on paper; its envelope is the blank one, with the
// event's round, board and players, in the event's language (Finnish
// here) whatever the window's (English): the desk printed in the
// window's.
func TestBlankEnvelopeForPaperGame(t *testing.T) {
	f := newFixtureWith(t, "", func(s *tournament.Settings) { s.Language = "fi" })
	env := f.v.sheet.envelope
	if env.Hidden || env.Text != f.v.t("desk.print-blank-envelope") {
		t.Fatalf("envelope button: hidden %v, %q", env.Hidden, env.Text)
	}
	var out bytes.Buffer
	var name string
	f.v.env.SavePDF = func(n string, write func(io.Writer) error) {
		name = n
		if err := write(&out); err != nil {
			t.Fatal(err)
		}
	}
	env.OnTapped()
	f.noErrors()
	if name != "envelope-1-1.pdf" {
		t.Errorf("file name %q", name)
	}
	var want bytes.Buffer
	if err := printing.BlankEnvelope(&want, f.ev, 1, 1, printing.Options{Lang: i18n.Finnish}); err != nil {
		t.Fatal(err)
	}
	got, exp := pdftext.Text(t, out.Bytes()), pdftext.Text(t, want.Bytes())
	if got != exp {
		t.Errorf("desk envelope:\n%s\nwant the blank envelope:\n%s", got, exp)
	}
	p := f.ev.Rounds[0].Pairings[0]
	for _, id := range []int64{p.White, p.Black} {
		pl, ok := f.ev.Player(id)
		if !ok || !strings.Contains(got, pl.Name) {
			t.Errorf("envelope does not name player %d:\n%s", id, got)
		}
	}
	// Once moves are recorded here the game is no longer on paper.
	f.playSAN("e4")
	if !env.Hidden {
		t.Error("envelope offered for a game in play at the desk")
	}
}
