package tournament

import (
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
