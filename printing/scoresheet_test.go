package printing

import (
	"fmt"
	"io"
	"regexp"
	"strings"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/replay"
)

// TestScoresheetMoveNumbers: move numbers of three digits print whole
// (they were cut to "1…" in a 7 mm column).
func TestScoresheetMoveNumbers(t *testing.T) {
	ev := demoEvent()
	rec := &replay.GameRecord{Round: 1, Board: 1, StartFEN: "8/8/4k3/8/8/4K3/8/7R w - - 10 99"}
	for i, u := range strings.Fields("h1h2 e6d6 h2h3 d6e6 h3h4 e6d6 h4h5") {
		rec.Moves = append(rec.Moves, replay.RecordedMove{Ply: i + 1, UCI: u})
	}
	text := printedText(t, func(w io.Writer) error { return GameScoresheet(w, ev, rec, 0, Options{Lang: i18n.English}) })
	for _, n := range []string{"99", "100", "101", "128"} {
		if !regexp.MustCompile(`(?m)^\s*` + n + `\s`).MatchString(text) {
			t.Errorf("move number %s is not printed whole", n)
		}
	}
}

// TestScoresheetLongName: a name too long for its field is shortened, the
// rating after it stays; a game's incidents and rulings are listed in the
// sheet's language, with the time a ruling added.
func TestScoresheetLongNameAndIncidents(t *testing.T) {
	ev, game := demoEvent(), demoGame()
	pr := ev.Rounds[0].Pairings[0]
	black := mustPlayer(ev, pr.Black)
	black.Name = "Ylönen-Hämäläinen, Kaarlo Juhani Aleksanteri Ensio"
	at := time.Now()
	game.Incidents = []replay.Incident{{Ply: 12, Kind: "illegal-move", Side: "white", Note: "e1-g1", At: at}}
	game.Rulings = []replay.Ruling{{Round: 1, Board: 1, At: at.Add(time.Minute), Incident: "illegal-move", Ruleset: "FIDE2023",
		Articles: []string{"7.5.1", "7.5.5"}, Proposed: "*", Ply: 12, Side: "white", Added: [2]time.Duration{0, 2 * time.Minute},
		Tally: replay.TallyIllegalMove}}
	textInEachLang(t, func(w io.Writer, opt Options) error { return GameScoresheet(w, ev, game, 0, opt) }, func(lang i18n.Lang, cat *i18n.Catalog, text string) {
		if want := "(" + fmt.Sprint(black.Rating); !strings.Contains(text, want) {
			t.Errorf("%s: Black's rating %s is cut off", lang, want)
		}
		flat := input.Collapse(text)
		testtext.SaysEach(t, string(lang)+": the scoresheet", flat, cat.T("print.scoresheet.incidents"),
			"6… "+cat.T("rules.incident.illegal-move")+" "+cat.T("print.colour.white")+": e1-g1",
			cat.T("print.colour.white")+"; "+cat.T("print.report.accepted")+": "+
				cat.T("print.incident.time-added", "time", "2:00", "side", cat.T("print.colour.black"))+
				"; FIDE 2023, 7.5.1, 7.5.5")
		if bad := identifiers(text); len(bad) > 0 {
			t.Errorf("%s: identifiers on the scoresheet: %v", lang, bad)
		}
	})
}

// TestScoresheetLongNameKeepsFamilyName: a name too long for its field
// gives its given names as initials before anything is cut, so that the
// family name, which tells the player, prints whole on A4 and Letter (a
// player's "Ääninen-Hämäläinen-Väätäinen" was cut to "Ääninen-Hämäläin…").
func TestScoresheetLongNameKeepsFamilyName(t *testing.T) {
	checkLongNameKeepsFamilyName(t, "scoresheet", func(w io.Writer, ev *tournament.Event, opt Options) error {
		return GameScoresheet(w, ev, demoGame(), 0, opt)
	}, func(white *tournament.Player) string { return " (" + fmt.Sprint(white.Rating) })
}

// checkLongNameKeepsFamilyName prints the sheet with the demo's first
// White named at length and wants his given names as initials before the
// whole family name, then after, what the sheet writes beside it.
func checkLongNameKeepsFamilyName(t *testing.T, sheet string, print func(io.Writer, *tournament.Event, Options) error, after func(white *tournament.Player) string) {
	t.Helper()
	ev := demoEvent()
	white := mustPlayer(ev, ev.Rounds[0].Pairings[0].White)
	white.SetNames("Ääninen-Hämäläinen-Väätäinen", "Juha-Pekka Aleksanteri Kustaa")
	texts := printedTexts(t, inEachLang("A4", "Letter"), func(w io.Writer, opt Options) error { return print(w, ev, opt) })
	for opt, text := range texts {
		if want := "J.-P. A. K. Ääninen-Hämäläinen-Väätäinen" + after(white); !strings.Contains(input.Collapse(text), want) {
			t.Errorf("%s %s: %q missing from the %s:\n%s", opt.Lang, opt.Paper, want, sheet, firstLines(text, 8))
		}
	}
}

// TestScoresheetIncidentsBesideMoves: a game's incidents print on the
// sheet that ends the game, under its signatures, with their first line
// (they went to a sheet of their own while the sheet had 60 rows), for a
// short game with few or many incidents and a game over two sheets.
func TestScoresheetIncidentsBesideMoves(t *testing.T) {
	ev := demoEvent()
	long := &replay.GameRecord{Round: 1, Board: 1, Result: tournament.Draw}
	for i := range 140 {
		long.Moves = append(long.Moves, replay.RecordedMove{Ply: i + 1, UCI: []string{"g1f3", "g8f6", "f3g1", "f6g8"}[i%4]})
	}
	incidents := func(n int) []replay.Incident {
		var in []replay.Incident
		for i := range n {
			in = append(in, replay.Incident{Ply: 2*i + 1, Kind: "illegal-move", Side: "white", Note: "e1-g1"})
		}
		return in
	}
	cases := []struct {
		name      string
		rec       *replay.GameRecord
		incidents int
		pages     int
	}{
		{"19 moves, 2 incidents", demoGame(), 2, 1},
		{"19 moves, 14 incidents", demoGame(), 14, 1},
		{"70 moves, 3 incidents", long, 3, 2},
	}
	type sheet struct {
		game  string
		paper string
	}
	pdfs := map[sheet][]byte{}
	for _, c := range cases {
		c.rec.Incidents = incidents(c.incidents)
		for _, paper := range papers {
			pdfs[sheet{c.name, paper}] = printed(t, func(w io.Writer) error {
				return GameScoresheet(w, ev, c.rec, 0, Options{Lang: i18n.English, Paper: paper})
			})
		}
	}
	texts := textsOf(t, pdfs)
	for _, c := range cases {
		for _, paper := range papers {
			pages := strings.Split(strings.TrimSuffix(texts[sheet{c.name, paper}], "\f"), "\f")
			if len(pages) != c.pages {
				t.Errorf("%s, %s: %d pages, want %d", c.name, paper, len(pages), c.pages)
				continue
			}
			last := pages[len(pages)-1]
			lastMove := fmt.Sprint((len(c.rec.Moves) + 1) / 2)
			if !regexp.MustCompile(`(^|\s)` + lastMove + `\s`).MatchString(last) {
				t.Errorf("%s, %s: the last sheet lacks move %s", c.name, paper, lastMove)
			}
			flat := input.Collapse(last)
			testtext.SaysEach(t, fmt.Sprintf("%s, %s: the sheet with the last move", c.name, paper), flat, "Incidents", fmt.Sprintf("%d. Illegal move White: e1-g1", c.incidents))
		}
	}
}

// TestIncidentLogCitesInTheLanguage: a game's incident list (the desk's
// and the scoresheet's) cites a ruling as the ruling does in the reader's
// language: the Laws' Preface as "Esipuhe", the 1953 code as
// "Neuvostoliitto 1953", not the English words the log keeps.
func TestIncidentLogCitesInTheLanguage(t *testing.T) {
	rec := &replay.GameRecord{Rulings: []replay.Ruling{
		{Incident: "scoresheet-request", Ruleset: "FIDE2023", Articles: []string{"Preface"}, Proposed: "*", Ply: 1},
		{Incident: "flag-fall", Ruleset: "USSR1953", Articles: []string{"§19"}, Proposed: "1-0", Ply: 2},
	}}
	lines := IncidentLog(i18n.For(i18n.Finnish), rec, engine.Notation{Lang: i18n.Finnish.Notation()})
	if len(lines) != 2 || !strings.Contains(lines[0].Text, "Esipuhe") || strings.Contains(lines[0].Text, "Preface") ||
		!strings.Contains(lines[1].Text, "Neuvostoliitto 1953") {
		t.Errorf("incident list %+v, want the Preface and the 1953 code named in Finnish", lines)
	}
}

// A game's incident list names each incident, ruling and warning in words
// in every language the window offers: in Russian, whose catalogue is
// partial, the desk listed "flag-fall" and "illegal-move" as the log
// keeps them and left the warning out, where English has words for them.
func TestIncidentLogInWordsInEveryLanguage(t *testing.T) {
	rec := &replay.GameRecord{
		Incidents: []replay.Incident{{Kind: "illegal-move", Ply: 3}},
		Rulings: []replay.Ruling{{Incident: "flag-fall", Ruleset: "FIDE2023", Articles: []string{"6.9"}, Proposed: "1-0", Ply: 4,
			Side: "white", Detail: "clock-without-move", Warning: "adjust"}},
	}
	for _, lang := range i18n.All {
		cat := i18n.For(lang)
		lines := IncidentLog(cat, rec, engine.Notation{Lang: lang.Notation()})
		var text []string
		for _, l := range lines {
			text = append(text, l.Kind, l.Text)
		}
		all := strings.Join(text, "\n")
		if found := identifiers(all); len(found) > 0 {
			t.Errorf("%s: the incident list says %q:\n%s", lang, found, all)
		}
		if warning := cat.T("rules.warning.adjust"); !strings.Contains(all, warning) {
			t.Errorf("%s: the incident list leaves out %q:\n%s", lang, warning, all)
		}
	}
}

// The round's scoresheets and a sealed-move envelope give both players'
// numbers, as the pairing list and the slips do, so that a sheet handed
// in is matched to its board.
func TestScoresheetsNumberThePlayers(t *testing.T) {
	ev := demoEvent()
	number := ev.StartNumbers()
	round := 2
	pr := ev.Rounds[round-1].Pairings[0]
	texts := printedTexts(t, inEachLang(), func(w io.Writer, opt Options) error { return Scoresheets(w, ev, round, opt) })
	envelopes := printedTexts(t, inEachLang(), func(w io.Writer, opt Options) error {
		return BlankEnvelope(w, adjournedAt(ev, round, 1), round, 1, opt)
	})
	for _, lang := range i18n.Complete {
		flat := input.Collapse(texts[Options{Lang: lang}])
		for _, pr := range ev.Rounds[round-1].Pairings {
			if pr.IsBye() {
				continue
			}
			for _, id := range []int64{pr.White, pr.Black} {
				if want := fmt.Sprintf("%d. %s", number[id], mustPlayer(ev, id).Name); !strings.Contains(flat, want) {
					t.Errorf("%s: no %q on the scoresheets", lang, want)
				}
			}
		}
		flat = input.Collapse(envelopes[Options{Lang: lang}])
		if want := fmt.Sprintf("%d. %s", number[pr.White], mustPlayer(ev, pr.White).Name); !strings.Contains(flat, want) {
			t.Errorf("%s: no %q on the envelope", lang, want)
		}
	}
}
