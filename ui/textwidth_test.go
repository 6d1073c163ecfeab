package ui

import (
	"fmt"
	"math/rand"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"arbiter/ui/look"
)

// windowTheme gives the test the window's own theme, fonts and sizes,
// where the test app's draws every style in other fonts.
func windowTheme(t *testing.T) {
	test.NewTempApp(t).Settings().SetTheme(look.Theme{Theme: theme.DefaultTheme()})
}

// widthCorpus is text as the tables show it, and text no table shows:
// names in the event's alphabets, numbers, results, and random strings of
// letters, digits, marks and scripts the fonts draw from fallbacks.
func widthCorpus() []string {
	texts := []string{"Tõnisson, Jüri", "Äijälä, Väinö", "Šõlajev, Žanna", "Öhman, Åsa", "O'Brien, Danny",
		"Wojtaszek, Radosław", "office", "affluent", "Waffle Ltd", "Fischer ⟶ Spassky", "½–½", "1–0 f", "+ : –"}
	alphabet := []rune("abcdefghijklmnopqrstuvwxyzåäöõüšžABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖÕÜŠŽ-' .,()/:+=*0123456789½–—…ÆæøØßéèêëîïôœçЖжЯя")
	r := rand.New(rand.NewSource(7))
	for range 4000 {
		s := make([]rune, 2+r.Intn(28))
		for i := range s {
			s[i] = alphabet[r.Intn(len(alphabet))]
		}
		texts = append(texts, string(s))
	}
	for i := range 1500 {
		texts = append(texts, strconv.Itoa(i), strconv.Itoa(1000+i), fmt.Sprintf("%d½", i%12), fmt.Sprintf("%.1f", float64(i)/2))
	}
	return texts
}

// The sums of characters' widths and pairs' kerning are within half of
// pairSlack of what Fyne measures, in both styles the tables use: widest
// relies on it.
func TestPairWidthsModelFyne(t *testing.T) {
	windowTheme(t)
	for _, style := range []fyne.TextStyle{{}, {Bold: true}} {
		m := pairModel(style)
		worst, at := float32(0), ""
		for _, text := range widthCorpus() {
			d := fyne.MeasureText(text, theme.TextSize(), style).Width - m.estimate(text)
			if d < 0 {
				d = -d
			}
			if d > worst {
				worst, at = d, text
			}
		}
		if worst > pairSlack/2 {
			t.Errorf("bold %v: a sum is %.2f px from the measure (%q), over half the slack of %d px", style.Bold, worst, at, pairSlack)
		}
	}
}

// widest is never below the widest text measured one by one, and at most
// pairSlack above it: a column it fits shows every cell whole.
func TestWidestFitsEveryText(t *testing.T) {
	windowTheme(t)
	corpus := widthCorpus()
	ratings := make([]string, 0, 1000)
	seats := make([]string, 0, 1000)
	for i := range 1000 {
		ratings = append(ratings, strconv.Itoa(1400+i))
		seats = append(seats, strconv.Itoa(i+1))
	}
	for name, texts := range map[string][]string{
		"random": corpus[:2000], "names": corpus[:13], "all": corpus, "ratings": ratings, "seats": seats,
		"one long among short": append(append([]string{}, seats...), "Wojtaszek, Radosław"), "empty": {"", ""},
	} {
		for _, style := range []fyne.TextStyle{{}, {Bold: true}} {
			exact := float32(0)
			for _, s := range texts {
				if s != "" {
					exact = max(exact, fyne.MeasureText(s, theme.TextSize(), style).Width)
				}
			}
			got := widest(texts, style)
			if got < exact || got > exact+pairSlack {
				t.Errorf("%s, bold %v: widest %.2f, the widest measured one by one %.2f", name, style.Bold, got, exact)
			}
		}
	}
}

// A column of a thousand names never seen before, as a new event's
// players list is: widest beside measuring each text, in the same run.
func BenchmarkWidest(b *testing.B) {
	test.NewTempApp(b).Settings().SetTheme(look.Theme{Theme: theme.DefaultTheme()})
	first := []string{"Matti", "Jüri", "Anna-Liisa", "Väinö", "Žanna", "Radosław", "Kaarel", "Åsa"}
	family := []string{"Virtanen", "Tõnisson", "Äijälä", "Šõlajev", "Wojtaszek", "Korhonen", "Öhman", "Kask"}
	column := func(n int) []string {
		texts := make([]string, 1000)
		for i := range texts {
			texts[i] = fmt.Sprintf("%s%d, %s", family[i%8], n*1000+i, first[i/8%8])
		}
		return texts
	}
	n := 0
	b.Run("sums", func(b *testing.B) {
		for b.Loop() {
			n++
			widest(column(n), fyne.TextStyle{})
		}
	})
	b.Run("each", func(b *testing.B) {
		for b.Loop() {
			n++
			w := float32(0)
			for _, s := range column(n) {
				w = max(w, fyne.MeasureText(s, theme.TextSize(), fyne.TextStyle{}).Width)
			}
		}
	})
}
