package printing

import (
	"bytes"
	"fmt"
	"io"
	"regexp"
	"strings"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/testform"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/replay"
)

// TestEnvelope: one page on A4 and on Letter in every language; every
// label stands apart from its value; the times used come from the clock
// readings of the record; the sealed move is named as a move of its side.
func TestEnvelope(t *testing.T) {
	ev, game := adjournedAt(demoEvent(), 1, 1), demoGame() // 40/120+30': two hours for 40 moves
	// 19 moves played: White seals his 20th.
	a, err := AdjournmentFromGame(ev, game, nil)
	if err != nil {
		t.Fatal(err)
	}
	a.AdjournedAt, a.ResumeAt, a.ResumePlace = "2026-11-22 22:05", "2026-11-23 10:00", "Tartu, Ülikooli 18"
	if len(game.Moves) != 38 {
		t.Fatalf("the game has %d half-moves, want 38", len(game.Moves))
	}
	wantWhite := engine.FormatClock(2*time.Hour-game.Moves[36].Clock, engine.ClockShort)
	wantBlack := engine.FormatClock(2*time.Hour-game.Moves[37].Clock, engine.ClockShort)
	sealer := mustPlayer(ev, ev.Rounds[0].Pairings[0].White)
	texts := printedTexts(t, inEachLang(papers...), func(w io.Writer, opt Options) error { return Envelope(w, ev, a, opt) })
	eachLangAndPaper(func(lang i18n.Lang, paper string) {
		cat := i18n.For(lang)
		text := texts[Options{Lang: lang, Paper: paper}]
		if pages := strings.Count(strings.TrimSuffix(text, "\f"), "\f") + 1; pages != 1 {
			t.Errorf("%s %s: the envelope takes %d pages", lang, paper, pages)
		}
		testtext.SaysEach(t, fmt.Sprintf("%s %s: the envelope", lang, paper), text, wantWhite, wantBlack, cat.T("print.envelope.sealed.white", "n", 20),
			// Times of day as the language writes them.
			cat.T("schedule.time", "h", "22", "m", "05"), cat.T("schedule.time", "h", "10", "m", "00"))
		if bad := identifiers(text); len(bad) > 0 {
			t.Errorf("%s %s: identifiers on the envelope: %v", lang, paper, bad)
		}
		// Each label, then a gap, then its value.
		for _, f := range [][2]string{
			{cat.T("print.envelope.draw-offer"), cat.T("print.envelope.no-offer")},
			{cat.T("print.envelope.used-white"), wantWhite},
			{cat.T("print.envelope.sealed-by"), sealer.Name},
			{cat.T("print.envelope.resume-place"), "Tartu, Ülikooli 18"},
		} {
			if !regexp.MustCompile(regexp.QuoteMeta(f[0]) + `\s{2,}\S*` + regexp.QuoteMeta(f[1])).MatchString(text) {
				t.Errorf("%s %s: the label %q does not stand apart from %q", lang, paper, f[0], f[1])
			}
		}
	})
}

// adjournedAt is a copy of ev in which the game of a round's board is
// adjourned, as the game an envelope is printed for is.
func adjournedAt(ev *tournament.Event, round, board int) *tournament.Event {
	cp := *ev
	cp.Rounds = append([]tournament.Round(nil), ev.Rounds...)
	r := &cp.Rounds[round-1]
	r.Pairings = append([]tournament.Pairing(nil), r.Pairings...)
	for i := range r.Pairings {
		if r.Pairings[i].Board == board {
			r.Pairings[i].Result = tournament.Adjourned
		}
	}
	return &cp
}

// TestEnvelopeOfARecordWithoutMoves: a game whose record holds no move
// (played on paper, its adjournment ruled at the desk) has the blank
// envelope, as the desk prints it: not White's first move sealed by the
// White player, which "arbiter print envelope" printed for it.
func TestEnvelopeOfARecordWithoutMoves(t *testing.T) {
	ev := demoEvent()
	pr := ev.Rounds[6].Pairings[4] // the adjourned game
	a, err := AdjournmentFromGame(ev, &replay.GameRecord{Round: 7, Board: pr.Board}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !a.Blank {
		t.Error("the envelope of a record without moves is not blank")
	}
	opt := Options{Lang: i18n.Finnish}
	got := printedText(t, func(w io.Writer) error { return Envelope(w, ev, a, opt) })
	want := printedText(t, func(w io.Writer) error { return BlankEnvelope(w, ev, 7, pr.Board, opt) })
	if got != want {
		t.Errorf("the envelope of a record without moves:\n%s\nwant the blank one:\n%s", got, want)
	}
}

// TestEnvelopeOfAFinishedGameRefused: a game with its result has no move
// to seal; its envelope, blank or of the record, is refused with the
// board and result named, in every language.
func TestEnvelopeOfAFinishedGameRefused(t *testing.T) {
	ev, game := demoEvent(), demoGame() // round 1, board 1 has its result
	a, err := AdjournmentFromGame(ev, game, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, make := range []func(io.Writer) error{
		func(w io.Writer) error { return Envelope(w, ev, a, Options{}) },
		func(w io.Writer) error { return BlankEnvelope(w, ev, 1, 1, Options{}) },
	} {
		var buf bytes.Buffer
		err := make(&buf)
		if testform.KeyOf(err) != "print.error.envelope-finished" || buf.Len() > 0 {
			t.Errorf("envelope of a finished game: %v, %d bytes written", err, buf.Len())
			continue
		}
		for _, lang := range i18n.Complete {
			if msg := i18n.For(lang).Error(err); !strings.Contains(msg, "1–0") {
				t.Errorf("%s: %q does not name the result", lang, msg)
			}
		}
	}
}

// TestBlankEnvelope: a game played on paper gets an envelope with its
// players and empty fields for the rest.
func TestBlankEnvelope(t *testing.T) {
	ev := demoEvent()
	pr := ev.Rounds[6].Pairings[4] // the adjourned game
	white, black := mustPlayer(ev, pr.White), mustPlayer(ev, pr.Black)
	text := printedText(t, func(w io.Writer) error { return BlankEnvelope(w, ev, 7, pr.Board, Options{Lang: i18n.Finnish}) })
	testtext.SaysEach(t, "the blank envelope", text, white.Name, black.Name, i18n.For(i18n.Finnish).T("print.envelope.board", "n", pr.Board))
	if strings.Contains(text, i18n.For(i18n.Finnish).T("print.envelope.no-offer")) {
		t.Error("the blank envelope answers the draw-offer question")
	}
}

// TestEnvelopeOfABlitzGameRefused_I_1_1: only a game of standard play is
// adjourned (I.1.1; the rapid and blitz games of A.1 and B.1 are played in
// a fixed time), so a blitz or rapid event's game has no sealed-move
// envelope, blank or of its record: it is refused as "arbiter ruling
// adjourn" refuses the adjournment, naming the rules and the type. The
// envelope of a 3+2 game printed as a standard game's.
func TestEnvelopeOfABlitzGameRefused_I_1_1(t *testing.T) {
	for _, control := range []string{"3+2", "15+10"} {
		ev := demoEvent()
		ev.Settings.TimeControl = control
		pr := ev.Rounds[6].Pairings[4] // a game without its result
		var buf bytes.Buffer
		err := BlankEnvelope(&buf, ev, 7, pr.Board, Options{})
		if testform.KeyOf(err) != "rules.error.not-adjourned" || buf.Len() > 0 {
			t.Errorf("%s: the blank envelope: %v, %d bytes written", control, err, buf.Len())
		}
	}
	ev := demoEvent()
	ev.Settings.GameType = "blitz" // set by the arbiter over a standard control
	if err := BlankEnvelope(io.Discard, ev, 7, ev.Rounds[6].Pairings[4].Board, Options{}); testform.KeyOf(err) != "rules.error.not-adjourned" {
		t.Errorf("a game type set to blitz: the blank envelope: %v", err)
	}
}

// TestEnvelopeKeepsALongNameWhole: the envelope's title leaves a long
// event name whole beside it in every language, on A4 and Letter (the
// Finnish "Kirjekuori kuoreen pantua siirtoa varten" cut "Kansainvälinen
// Itämeren Avoin Shakkiturnaus 2026 – Rahvusvaheline" to "… – Ra…").
func TestEnvelopeKeepsALongNameWhole(t *testing.T) {
	ev := adjournedAt(demoEvent(), 1, 1)
	ev.Settings.Name = "Kansainvälinen Itämeren Avoin Shakkiturnaus 2026 – Rahvusvaheline"
	texts := printedTexts(t, inEachLang(papers...), func(w io.Writer, opt Options) error { return BlankEnvelope(w, ev, 1, 1, opt) })
	for opt, text := range texts {
		head := strings.Join(strings.Fields(firstLines(text, 1)), " ")
		want := ev.Settings.Name + " " + i18n.For(opt.Lang).T("print.envelope.title")
		if head != want {
			t.Errorf("%s %s: the header reads %q, not %q", opt.Lang, opt.Paper, head, want)
		}
	}
}

// TestEnvelopeCountsATimeUnderTheControlItRan: a reading the desk's clock
// recorded under a control other than the event's tells the time used
// under that one (6.10.2), here the 90'+30" assumed before the event named
// its own; it was counted under the event's 40/120+30'.
func TestEnvelopeCountsATimeUnderTheControlItRan_6_10_2(t *testing.T) {
	ev, game := adjournedAt(demoEvent(), 1, 1), demoGame()
	for i := range game.Moves {
		game.Moves[i].ClockControl = `90'+30"`
	}
	a, err := AdjournmentFromGame(ev, game, nil)
	if err != nil {
		t.Fatal(err)
	}
	// 19 moves each: 90' and 19 increments of 30" less the reading.
	allotted := 90*time.Minute + 19*30*time.Second
	if want := allotted - game.Moves[36].Clock; !a.HasTimes || a.WhiteUsed != want {
		t.Errorf("White used %v (known %v), want %v", a.WhiteUsed, a.HasTimes, want)
	}
	if want := allotted - game.Moves[37].Clock; a.BlackUsed != want {
		t.Errorf("Black used %v, want %v", a.BlackUsed, want)
	}
}
