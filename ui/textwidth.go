package ui

import (
	"cmp"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// The widest of many texts, as a column needs it, without shaping each.
//
// Fyne measures a text by shaping it whole, some 10–30 µs a text; a
// 1,000-player list has thousands of texts, and fitting its columns was a
// fifth of opening the file. A text's width is, within a pixel and a
// quarter, the sum of its characters' widths and of the kerning of each
// pair of neighbours, each measured once by Fyne and kept
// (TestPairWidthsModelFyne measures that bound on names and on random
// text). widest measures exactly only the few texts the sums put at the
// top, so it errs only upwards, by at most pairSlack.

// pairSlack is how far a text's sum of widths may be from its measured
// width before widest could find a column too narrow: twice the largest
// error seen.
const pairSlack = 3

// widestExact is how many texts at the top widest measures exactly: among
// texts of equal sums (a column of four-digit ratings) the rest are taken
// at their sum and the slack.
const widestExact = 16

// pairWidths holds the measured widths of single characters and the
// kerning of pairs, in one style at one size; used on the window's
// goroutine only, as all measuring is.
type pairWidths struct {
	size   float32
	style  fyne.TextStyle
	single map[rune]float32
	pair   map[[2]rune]float32
}

var pairModels = map[fyne.TextStyle]*pairWidths{}

// pairModel is the model of style at the theme's text size, made anew
// when the size changes.
func pairModel(style fyne.TextStyle) *pairWidths {
	size := theme.TextSize()
	m := pairModels[style]
	if m == nil || m.size != size {
		m = &pairWidths{size: size, style: style, single: map[rune]float32{}, pair: map[[2]rune]float32{}}
		pairModels[style] = m
	}
	return m
}

func (m *pairWidths) measure(text string) float32 {
	return fyne.MeasureText(text, m.size, m.style).Width
}

func (m *pairWidths) char(r rune) float32 {
	w, ok := m.single[r]
	if !ok {
		w = m.measure(string(r))
		m.single[r] = w
	}
	return w
}

// estimate is text's width as the sum of its characters and their pairs'
// kerning.
func (m *pairWidths) estimate(text string) float32 {
	sum, prev := float32(0), rune(-1)
	for _, r := range text {
		sum += m.char(r)
		if prev >= 0 {
			p := [2]rune{prev, r}
			k, ok := m.pair[p]
			if !ok {
				k = m.measure(string(p[:])) - m.single[prev] - m.single[r]
				m.pair[p] = k
			}
			sum += k
		}
		prev = r
	}
	return sum
}

// widest is the width of the widest of texts in style, as
// fyne.MeasureText gives it, or at most pairSlack more.
func widest(texts []string, style fyne.TextStyle) float32 {
	if len(texts) <= widestExact {
		w := float32(0)
		for _, t := range texts {
			if t != "" {
				w = max(w, fyne.MeasureText(t, theme.TextSize(), style).Width)
			}
		}
		return w
	}
	m := pairModel(style)
	type sum struct {
		text string
		est  float32
	}
	seen := make(map[string]bool, len(texts))
	sums := make([]sum, 0, len(texts))
	for _, t := range texts {
		if t != "" && !seen[t] {
			seen[t] = true
			sums = append(sums, sum{t, m.estimate(t)})
		}
	}
	slices.SortFunc(sums, func(a, b sum) int { return cmp.Compare(b.est, a.est) })
	// The texts in order of their sums: each measured while its sum could
	// still beat the widest measured; past widestExact the next sum and
	// the slack stand for all the rest.
	best := float32(0)
	for i, s := range sums {
		if s.est+pairSlack < best {
			break
		}
		if i == widestExact {
			return max(best, s.est+pairSlack)
		}
		best = max(best, m.measure(s.text))
	}
	return best
}
