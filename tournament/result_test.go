package tournament

import (
	"errors"
	"strings"
	"testing"

	"arbiter/engine"
)

// One text for a result on every medium: a forfeit is "+ : −" in the
// window, on the command line and on paper alike, and an adjourned game
// is named in the reader's language.
func TestResultText(t *testing.T) {
	tr := func(key string, _ ...any) string { return "<" + key + ">" }
	want := map[Result]string{
		NoResult: "", WhiteWins: "1–0", Draw: "½–½", BlackWins: "0–1",
		WhiteForfeitWin: "+ : −", BlackForfeitWin: "− : +", DoubleForfeit: "− : −",
		Adjourned: "<event.result.adjourned>",
	}
	for r, w := range want {
		if got := r.Text(tr); got != w {
			t.Errorf("%s: %q, want %q", r, got, w)
		}
	}
}

// A game's result and the pairing's convert both ways; a game both players
// lose is a double forfeit, and what was not played over the board is "*"
// in the game's record.
func TestGameResult(t *testing.T) {
	for g, want := range map[engine.Result]Result{
		engine.WhiteWins: WhiteWins, engine.BlackWins: BlackWins, engine.Draw: Draw,
		engine.BothLose: DoubleForfeit, engine.Ongoing: NoResult,
	} {
		if got := GameResult(g); got != want {
			t.Errorf("GameResult(%s) = %s, want %s", g, got, want)
		}
		if want.Played() && want.Game() != g {
			t.Errorf("%s.Game() = %s, want %s", want, want.Game(), g)
		}
	}
	for _, r := range []Result{NoResult, WhiteForfeitWin, BlackForfeitWin, DoubleForfeit, Adjourned} {
		if r.Game() != engine.Ongoing {
			t.Errorf("%s.Game() = %s, want *", r, r.Game())
		}
	}
}

// A result typed a character at a time is read whole: each beginning of
// a spelling ParseResult reads goes on, what it reads as is the whole
// text's result, and a finished form that no longer one begins with ends
// it, so the next character starts the next board's result.
func TestResultTypedWhole(t *testing.T) {
	for _, c := range []struct {
		text string
		want Result
	}{
		{"1-0", WhiteWins}, {"0-1", BlackWins}, {"½-½", Draw}, {"1/2", Draw}, {"1/2-1/2", Draw},
		{"0.5-0.5", Draw}, {"=", Draw}, {"+-", WhiteForfeitWin}, {"+:-", WhiteForfeitWin},
		{"-+", BlackForfeitWin}, {"−:+", BlackForfeitWin}, {"--", DoubleForfeit}, {"0-0", DoubleForfeit},
		{"1–0", WhiteWins}, {"1:0", WhiteWins}, {"0:1", BlackWins}, {"½:½", Draw}, {"1/2:1/2", Draw},
		{"0,5-0,5", Draw}, {"0,5:0,5", Draw}, {"0:0", DoubleForfeit},
	} {
		typed := []rune(c.text)
		for i := 1; i < len(typed); i++ {
			if !ResultGoesOn(string(typed[:i])) {
				t.Errorf("%q: after %q the text does not go on", c.text, string(typed[:i]))
			}
		}
		if got, err := ParseResult(c.text); err != nil || got != c.want {
			t.Errorf("ParseResult(%q) = %v, %v; want %v", c.text, got, err, c.want)
		}
	}
	// A text no result is refused as typed: "½:½" was refused as
	// "1/2:1/2", which the arbiter had not typed.
	for _, s := range []string{"½–1", " 1½ "} {
		_, err := ParseResult(s)
		if m, ok := errors.AsType[*engine.Message](err); !ok || m.Args["value"] != strings.TrimSpace(s) {
			t.Errorf("ParseResult(%q) refused with %v, want the text as typed", s, err)
		}
	}
	// Whole results no longer one begins with, and texts no result
	// begins with: the next character is another result's.
	for _, s := range []string{"1-0", "0-1", "½-½", "0-0", "1:0", "½:½", "=", "+-", "-+", "--", "*", "10", "0-+", "5", "x", "7", ""} {
		if s != "" && ResultGoesOn(s) {
			t.Errorf("%q goes on", s)
		}
	}
	// A finished form that begins a longer one: "1/2" of "1/2-1/2", "+"
	// of "+-", "½" of "½-½".
	for _, s := range []string{"1/2", "+", "½", "0", "1", "-", "0.5-0", "0."} {
		if !ResultGoesOn(s) {
			t.Errorf("%q does not go on", s)
		}
	}
}

// A change of result is a correction, a resumption or a first result,
// never two of them: a final result changed or taken back corrects; an
// adjournment taken back resumes the game; a result on a board without
// one, or an adjourned game's final one, is its first.
func TestResultCorrectsOrResumes(t *testing.T) {
	for _, c := range []struct {
		was, r            Result
		corrects, resumes bool
	}{
		{NoResult, WhiteWins, false, false},
		{NoResult, Adjourned, false, false},
		{Adjourned, Draw, false, false},
		{Adjourned, DoubleForfeit, false, false},
		{Adjourned, NoResult, false, true},
		{Adjourned, Adjourned, false, false},
		{Draw, WhiteWins, true, false},
		{Draw, NoResult, true, false},
		{Draw, Adjourned, true, false},
		{BlackForfeitWin, BlackForfeitWin, false, false},
	} {
		if got, res := c.r.Corrects(c.was), c.r.Resumes(c.was); got != c.corrects || res != c.resumes {
			t.Errorf("%v over %v: corrects %v, resumes %v; want %v, %v", c.r, c.was, got, res, c.corrects, c.resumes)
		}
	}
}
