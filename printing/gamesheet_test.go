package printing

import (
	"io"
	"testing"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/testtext"
	"arbiter/tournament/replay"
)

func TestGameScoresheet(t *testing.T) {
	ev, game := demoEvent(), demoGame()
	pair := ev.Rounds[0].Pairings[0]
	white, _ := ev.Player(pair.White)
	tests := []struct {
		lang  i18n.Lang
		style engine.Style
		wants []string
	}{
		{i18n.English, engine.Figurine, []string{"♘f3", "♗b5", "(=)", "1:59:20", "½–½", white.Name}},
		{i18n.English, engine.SAN, []string{"Nf3", "Bb5", "O-O", "(=)"}},
		{i18n.Finnish, engine.SAN, []string{"Rf3", "Lb5", "0-0", "Pöytäkirja"}},
		{i18n.Estonian, engine.Long1953, []string{"Rg1—f3", "Of1—b5", "0—0", "Partiiblankett"}},
	}
	pdfs := map[int][]byte{}
	for i, tt := range tests {
		pdfs[i] = printed(t, func(w io.Writer) error { return GameScoresheet(w, ev, game, tt.style, Options{Lang: tt.lang}) })
	}
	texts := textsOf(t, pdfs)
	for i, tt := range tests {
		t.Run(string(tt.lang), func(t *testing.T) {
			pdf, text := pdfs[i], texts[i]
			testtext.SaysEach(t, "the scoresheet", text, tt.wants...)
			if tt.style == engine.Figurine {
				savePNG(t, "scoresheet-game", pdf, 1)
			}
		})
	}
}

// TestLongGameScoresheet checks that a game beyond 60 moves goes on to a
// second sheet whose rows continue the move numbers.
func TestLongGameScoresheet(t *testing.T) {
	ev := demoEvent()
	rec := &replay.GameRecord{Round: 1, Board: 1}
	pos := engine.StartPosition()
	var buf [256]engine.Move
	for ply := 1; ply <= 130; ply++ {
		moves := pos.LegalMoves(buf[:0])
		if len(moves) == 0 {
			break
		}
		m := moves[(ply*7)%len(moves)]
		rec.Moves = append(rec.Moves, replay.RecordedMove{Ply: ply, UCI: m.String()})
		pos.Play(m)
	}
	if len(rec.Moves) <= 2*movesPerSheet {
		t.Fatalf("the generated game ended after %d plies; it must be longer than one sheet", len(rec.Moves))
	}
	text := printedText(t, func(w io.Writer) error { return GameScoresheet(w, ev, rec, engine.SAN, Options{Lang: i18n.English}) })
	testtext.SaysEach(t, "the two sheets", text, "continued on the next sheet", "Page 2 of 2", "61", "90")
}
