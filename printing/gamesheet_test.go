package printing

import (
	"bytes"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/i18n"
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
	for _, tt := range tests {
		t.Run(string(tt.lang), func(t *testing.T) {
			var buf bytes.Buffer
			if err := GameScoresheet(&buf, ev, game, tt.style, Options{Lang: tt.lang}); err != nil {
				t.Fatal(err)
			}
			text := pdfText(t, buf.Bytes())
			for _, want := range tt.wants {
				if !strings.Contains(text, want) {
					t.Errorf("%q missing from the scoresheet", want)
				}
			}
			if tt.style == engine.Figurine {
				savePNG(t, "scoresheet-game", buf.Bytes(), 1)
			}
		})
	}
}
