package desk

import (
	"errors"
	"strings"
	"testing"

	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/tournament"
)

// A board paired again while its game is open with no move (the pairing
// editor's exchange of opponents) is named anew wherever the desk names
// it: the board picker said the players as first paired while the title
// said the new ones, and the arbiter could not tell which game the next
// move would be recorded for.
func TestABoardPairedAgainIsNamedAnew(t *testing.T) {
	f := newFixture(t, "90+30")
	r := f.ev.Rounds[0]
	first, second := r.Pairings[0], r.Pairings[1]
	r.Pairings[0].Black, r.Pairings[1].Black = second.Black, first.Black
	if err := f.st.ReplaceRound(r); err != nil {
		t.Fatal(err)
	}
	f.reload()
	f.v.Refresh()
	f.noErrors()
	name := func(id int64) string { p, _ := f.ev.Player(id); return p.Name }
	for what, text := range map[string]string{"title": f.v.title.Text, "board picker": f.v.boardPick.Selected} {
		if !strings.Contains(text, name(second.Black)) || strings.Contains(text, name(first.Black)) {
			t.Errorf("the %s says %q, want board 1 with %s, not %s", what, text, name(second.Black), name(first.Black))
		}
	}
	if s := f.v.Session(); s == nil || s.Round() != 1 || s.Board() != 1 {
		t.Fatalf("the desk left round 1, board 1: %+v", s)
	}
}

// A round taken back while a game of it is open with no move leaves the
// desk with no game: the desk stayed on a board the round no longer had,
// its players "?", and a move typed there was saved as a game of no
// pairing.
func TestARoundTakenBackClosesItsGame(t *testing.T) {
	f := newFixture(t, "90+30")
	if err := f.st.DeleteRound(1); err != nil {
		t.Fatal(err)
	}
	f.reload()
	f.v.Refresh()
	f.noErrors()
	if s := f.v.Session(); s != nil {
		t.Fatalf("the desk still shows round %d, board %d of a round taken back", s.Round(), s.Board())
	}
	if len(f.v.boardPick.Options) != 0 {
		t.Errorf("the board picker lists %q of a round taken back", f.v.boardPick.Options)
	}
}

// The desk opened on a round shows its first game still being played: it
// showed board 1, whose game was over, where the rounds view's cursor
// stood on the first board without a result.
func TestTheDeskShowsTheFirstGameInPlay(t *testing.T) {
	f := newFixture(t, "90+30")
	f.v.Session().Close()
	if err := f.st.SetResult(1, 1, tournament.WhiteWins); err != nil {
		t.Fatal(err)
	}
	f.reload()
	f.build(i18n.English, nil)
	if got := f.v.boardPick.SelectedIndex(); got < 0 || f.v.boards[got] != 2 {
		t.Fatalf("the desk shows board index %d of %v, want board 2", got, f.v.boards)
	}
	// A board chosen stays chosen as the round is listed again.
	f.v.boardPick.SetSelectedIndex(0)
	f.v.Refresh()
	if got := f.v.boardPick.SelectedIndex(); got != 0 {
		t.Errorf("board 1 chosen by hand: after a refresh the desk shows index %d", got)
	}
}

// A game its player's withdrawal decided is no game in play: the desk
// opened on the round's board 1, whose White left after round 1 (the
// 1953 code annuls his games), where the rounds view's cursor skips it
// for the first game still to be played.
func TestTheDeskPassesOverAGameAWithdrawalDecided(t *testing.T) {
	f := newFixtureWith(t, "90+30", func(s *tournament.Settings) { s.SetRuleset(rules.USSR1953) })
	f.v.Session().Close()
	for _, p := range f.ev.Rounds[0].Pairings {
		if err := f.st.SetResult(1, p.Board, tournament.Draw); err != nil {
			t.Fatal(err)
		}
	}
	f.reload()
	round, err := f.ev.PairRoundRobin(2)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.st.SaveRound(round); err != nil {
		t.Fatal(err)
	}
	if err := f.st.WithdrawPlayer(round.Pairings[0].White, 1); err != nil {
		t.Fatal(err)
	}
	f.reload()
	f.build(i18n.English, nil)
	if got := f.v.boardPick.SelectedIndex(); got < 0 || f.v.boards[got] != 2 || f.v.pickedRound() != 2 {
		t.Fatalf("the desk shows round %d, board index %d of %v; want round 2, board 2", f.v.pickedRound(), got, f.v.boards)
	}
}

// With no round paired (round 1 taken back), the desk says so and Open
// game refuses saying so: it asked to choose a round and a board above,
// with no round to choose.
func TestTheDeskWithNoRoundPairedSaysNoneIs(t *testing.T) {
	f := newFixture(t, "")
	if err := f.st.Unpair(1, false); err != nil {
		t.Fatal(err)
	}
	f.reload()
	f.v.Refresh()
	none := f.v.t("print.error.no-rounds")
	if !f.v.empty.Visible() || f.v.empty.Text != none {
		t.Errorf("the desk with no round paired says %q (shown %v), want %q", f.v.empty.Text, f.v.empty.Visible(), none)
	}
	f.v.openPicked()
	var m i18n.Message
	if len(f.errs) != 1 || !errors.As(f.errs[0], &m) || m.MessageKey() != "print.error.no-rounds" {
		t.Errorf("Open game with no round paired: %v", f.errs)
	}
}
