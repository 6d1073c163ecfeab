package printing

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/testsource"
	"arbiter/tournament"
)

func TestOptions(t *testing.T) {
	tests := []struct {
		name     string
		setting  func(*tournament.Settings)
		opt      Options
		round    int
		noRounds bool // the event before its first pairing
		errKey   string
		want     string // in the text
		media    string // in the PDF
	}{
		{name: "A4 by default", round: 1, want: "Page 1 of 1", media: "/MediaBox [0 0 595.28 841.89]"},
		{name: "Letter option", opt: Options{Paper: "letter"}, round: 1, media: "/MediaBox [0 0 612.00 792.00]"},
		{name: "Letter from settings", setting: func(s *tournament.Settings) { s.PaperSize = "Letter" }, round: 1,
			media: "/MediaBox [0 0 612.00 792.00]"},
		{name: "event language", setting: func(s *tournament.Settings) { s.Language = "fi" }, round: 1, want: "Sivu 1 / 1"},
		{name: "option beats event language", setting: func(s *tournament.Settings) { s.Language = "fi" },
			opt: Options{Lang: i18n.Estonian}, round: 1, want: "Lehekülg 1 / 1"},
		{name: "unknown paper", opt: Options{Paper: "A3"}, round: 1, errKey: "print.error.paper"},
		{name: "round not paired", round: 40, errKey: "print.error.round"},
		{name: "no round paired", noRounds: true, errKey: "print.error.no-rounds"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ev := demoEvent()
			if tt.setting != nil {
				tt.setting(&ev.Settings)
			}
			if tt.noRounds {
				ev.Rounds = nil
			}
			var buf bytes.Buffer
			err := Pairings(&buf, ev, tt.round, tt.opt)
			if tt.errKey != "" {
				var pe *engine.Message
				if !errors.As(err, &pe) || pe.MessageKey() != tt.errKey {
					t.Fatalf("error %v, want key %s", err, tt.errKey)
				}
				if strings.Contains(err.Error(), "{") {
					t.Errorf("placeholder left in %q", err.Error())
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if tt.media != "" && !bytes.Contains(buf.Bytes(), []byte(tt.media)) {
				t.Errorf("PDF lacks %s", tt.media)
			}
			if tt.want != "" {
				if text := pdfText(t, buf.Bytes()); !strings.Contains(text, tt.want) {
					t.Errorf("%q missing", tt.want)
				}
			}
		})
	}
}

// TestKeysCatalogued finds every print.* key the package writes literally
// or builds from a known set, and checks that English has it (the i18n
// tests check the other languages against English).
func TestKeysCatalogued(t *testing.T) {
	en := i18n.For(i18n.English)
	literal := regexp.MustCompile(`"(print\.[a-z0-9.-]+[a-z0-9])"`)
	var keys []string
	for _, f := range testsource.Read(t) {
		for _, m := range literal.FindAllStringSubmatch(f.Text, -1) {
			keys = append(keys, m[1])
		}
	}
	for _, s := range []tournament.System{tournament.RoundRobin, tournament.DoubleRoundRobin, tournament.SwissDutch, tournament.SwissDubov,
		tournament.SwissBurstein, tournament.Match, tournament.TeamRoundRobin, tournament.TeamSwiss} {
		keys = append(keys, s.NameKey())
	}
	for m := 1; m <= 12; m++ {
		keys = append(keys, fmt.Sprintf("print.month.%d", m))
	}
	if len(keys) < 50 {
		t.Fatalf("found only %d keys; the pattern no longer matches the code", len(keys))
	}
	for _, k := range keys {
		if !en.Has(k) {
			t.Errorf("key %s is used but not in i18n/en/print.json", k)
		}
	}
}

// TestDamagedPairing: a pairing that names a player not in the event is
// refused by every sheet of the round, naming the missing id.
func TestDamagedPairing(t *testing.T) {
	ev := demoEvent()
	ev.Rounds[0].Pairings[0].Black = 999
	sheets := map[string]func() error{
		"pairings":    func() error { return Pairings(&bytes.Buffer{}, ev, 1, Options{}) },
		"slips":       func() error { return Slips(&bytes.Buffer{}, ev, 1, Options{}) },
		"scoresheets": func() error { return Scoresheets(&bytes.Buffer{}, ev, 1, Options{}) },
	}
	for name, make := range sheets {
		var pe *engine.Message
		if err := make(); !errors.As(err, &pe) || pe.Key != "print.error.player" || pe.Args["id"] != int64(999) {
			t.Errorf("%s: error %v, want print.error.player for id 999", name, err)
		}
	}
}

// TestAlphabeticalOrder checks the notice-board list follows each
// language's alphabet: Estonian puts Š, Z, Ž between S and T and Õ Ä Ö Ü
// at the end; Finnish files Š with S and Ž with Z, and Ö after Z.
func TestAlphabeticalOrder(t *testing.T) {
	tests := []struct {
		lang  i18n.Lang
		order []string
	}{
		{i18n.Estonian, []string{"Saar", "Šmigun", "Žemaitis", "Tõnisson", "Virtanen", "Öhman"}},
		{i18n.Finnish, []string{"Saar", "Šmigun", "Tõnisson", "Virtanen", "Žemaitis", "Öhman"}},
		{i18n.English, []string{"Müür", "Öhman", "Ojamaa", "Saar", "Šmigun", "Tõnisson", "Žemaitis"}},
	}
	ev := demoEvent()
	texts := printedTexts(t, inEachLang(), func(w io.Writer, opt Options) error { return Pairings(w, ev, 1, opt) })
	for _, tt := range tests {
		t.Run(string(tt.lang), func(t *testing.T) {
			text := texts[Options{Lang: tt.lang}]
			title := i18n.For(tt.lang).T("print.pairings.alpha-title")
			i := strings.Index(text, title)
			if i < 0 {
				t.Fatalf("no %q page", title)
			}
			// The player column starts each line; opponents come later.
			row := map[string]int{}
			for n, line := range strings.Split(text[i:], "\n") {
				for _, name := range tt.order {
					if _, seen := row[name]; !seen && strings.HasPrefix(strings.TrimSpace(line), name) {
						row[name] = n
					}
				}
			}
			for k := 1; k < len(tt.order); k++ {
				a, b := tt.order[k-1], tt.order[k]
				if row[a] >= row[b] {
					t.Errorf("%s (line %d) is not before %s (line %d)", a, row[a], b, row[b])
				}
			}
		})
	}
}
