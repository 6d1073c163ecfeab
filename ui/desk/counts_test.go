package desk

import (
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arbiter/engine"
	"arbiter/engine/clock"
	"arbiter/engine/rules"
	"arbiter/tournament"
	"arbiter/tournament/replay"
)

// pressFace presses the clock by hand, with the space bar on its face.
func (f *fixture) pressFace() {
	f.v.clocks.face.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
}

// pressWithoutMove starts the clock, plays 1.e4 and has Black press the
// clock by hand without a move; it returns the ruling the panel proposes.
func (f *fixture) pressWithoutMove() *Proposal {
	test.Tap(f.v.clocks.start)
	f.playSAN("e4")
	f.pressFace()
	return f.v.rulings.current
}

// acceptNotCounted accepts the proposed ruling and checks that it counted
// nothing under tally.
func (f *fixture) acceptNotCounted(tally replay.Tally) {
	f.t.Helper()
	f.accept()
	if n := f.stored().Counts(tally); n != [2]int{} {
		f.t.Errorf("%s counted after the ruling: %v", tally, n)
	}
}

// proposeIllegal asks the panel for a ruling on an illegal move of a kind
// by player, as the arbiter does with the incident, kind and player lists.
func (f *fixture) proposeIllegal(kind rules.IllegalKind, player engine.Color) {
	f.t.Helper()
	r := f.v.rulings
	i := slices.Index(illegalKinds, kind)
	if i < 0 {
		f.t.Fatalf("the desk offers no illegal move of kind %q", kind)
	}
	r.illegal.SetSelectedIndex(i)
	f.propose(string(rules.KindIllegalMove), player)
}

// accept accepts the proposal shown and checks that it went through.
func (f *fixture) accept() {
	f.t.Helper()
	if f.v.rulings.current == nil {
		f.t.Fatal("no proposal to accept")
	}
	test.Tap(f.v.rulings.accept)
	f.noErrors()
}

// FIDE 2023 7.5.3: "If a player presses the clock without making a move,
// it shall be considered and penalized as if an illegal move." A press of
// the running clock by hand raises that incident for the player on move;
// his clock keeps running for him (he must still make his move), the first
// gives the opponent two minutes (7.5.5) and counts, and a second illegal
// move loses.
func TestClockPressWithoutMove_7_5_3(t *testing.T) {
	f := clockedFixture(t, "90+30")
	f.playSAN("e4")
	f.clk.Advance(time.Minute)
	f.pressFace()
	f.noErrors()
	r := f.v.rulings
	if r.current == nil {
		t.Fatal("pressing the clock without a move raised no incident")
	}
	if in := r.current.Incident; in != (rules.IllegalMove{Player: engine.Black, Illegal: rules.IllegalClockNoMove}) {
		t.Fatalf("incident = %+v, want Black's press without a move", in)
	}
	if !strings.Contains(r.citation.Text, "7.5.3") || !strings.Contains(r.citation.Text, "7.5.5") {
		t.Errorf("citation = %q, want 7.5.3 and 7.5.5", r.citation.Text)
	}
	st := f.v.Session().Clock().State()
	if st.Status != clock.Paused || st.Turn != engine.Black {
		t.Errorf("clock while ruling: %v, turn %v; want paused with Black on move", st.Status, st.Turn)
	}
	white := f.v.Session().Clock().Remaining(engine.White)
	f.accept()
	if got := f.v.Session().Clock().Remaining(engine.White) - white; got != 2*time.Minute {
		t.Errorf("White gained %v, want 2m (7.5.5)", got)
	}
	if st := f.v.Session().Clock().State(); st.Turn != engine.Black || st.Status != clock.Running {
		t.Errorf("after the ruling: %v, turn %v; want running for Black", st.Status, st.Turn)
	}
	rec := f.stored()
	if len(rec.Rulings) != 1 || rec.Rulings[0].Detail != string(rules.IllegalClockNoMove) || rec.Counts(replay.TallyIllegalMove) != [2]int{0, 1} {
		t.Fatalf("rulings = %+v", rec.Rulings)
	}
	// The second illegal move by Black loses (7.5.5).
	f.pressFace()
	if r.current == nil || r.current.Decision.Result != rules.WhiteWins {
		t.Fatalf("second press without a move: %+v", r.current)
	}
}

// FIDE 2014 6.2.c: the clock must not be pressed before making a move; it
// is a breach penalised under 12.9, not an illegal move. The press raises
// the incident, the ruling warns, and it is not counted: the next illegal
// move is the first (time to the opponent, not a loss).
func TestClockPressWithoutMove2014_6_2(t *testing.T) {
	f := newFixtureUnder(t, "90+30", "FIDE2014", "")
	d := f.pressWithoutMove()
	if d == nil || d.Decision.Result != rules.Ongoing || len(d.Decision.Warnings) == 0 || d.Decision.TimeAdjust != (rules.Sides{}) {
		t.Fatalf("2014 press without a move: %+v", d)
	}
	if c := f.v.rulings.citation.Text; !strings.Contains(c, "6.2") {
		t.Errorf("citation = %q, want 6.2", c)
	}
	f.acceptNotCounted(replay.TallyIllegalMove)
	f.proposeIllegal(rules.IllegalOrdinary, engine.Black)
	if d := f.v.rulings.current; d == nil || d.Decision.Result != rules.Ongoing || d.Decision.TimeAdjust.White != 120 {
		t.Fatalf("first illegal move after the warning: %+v", d)
	}
}

// FIDE 2014 4.1 (moving with two hands) was no illegal move: the move
// stands, the player is warned, and the warning does not count towards
// 7.5.5; under FIDE 2023 7.5.4 it is one, and the next illegal move loses.
func TestTwoHandsCount_4_1_7_5_4(t *testing.T) {
	for _, tt := range []struct {
		ruleset rules.RulesetID
		result  engine.Result
	}{{rules.FIDE2014, rules.Ongoing}, {rules.FIDE2023, rules.BlackWins}} {
		f := newFixtureUnder(t, "90+30", tt.ruleset, "")
		f.playSAN("e4", "e5")
		f.proposeIllegal(rules.IllegalTwoHands, engine.White)
		f.accept()
		f.proposeIllegal(rules.IllegalOrdinary, engine.White)
		d := f.v.rulings.current
		if d == nil || d.Decision.Result != tt.result {
			t.Errorf("%s: illegal move after a two-hands ruling: %+v, want result %v", tt.ruleset, d, tt.result)
		}
	}
}

// Law 7.5.1 (as in force 1.1.2018, the Finnish blitz rules' appendix 2)
// applies 4.3 to the move that replaces an illegal one, and 4.4.3 makes a
// king touched to castle illegally move; unsupervised blitz rules it so
// (A.4.2.1, B.4) and the opponent gets one minute (7.5.5, B.2). A blitz
// player who castles through check is ruled so at the desk as at the
// command line: the king must move.
func TestIllegalCastlingInBlitzMovesTheKing_FI_A_4_2_1_7_5_1_4_4_3_B_2(t *testing.T) {
	f := newFixtureUnder(t, "3+2", rules.FIBlitz2018, "blitz")
	f.playSAN("e4", "e5")
	f.proposeIllegal(rules.IllegalCastling, engine.White)
	d := f.v.rulings.current
	if d == nil {
		t.Fatal("no proposal for an illegal castling")
	}
	if d.Decision.Continuation != rules.MoveKing || d.Decision.TimeAdjust != (rules.Sides{Black: 60}) {
		t.Errorf("illegal castling in Finnish blitz: %+v, want the king moved and Black +60 s", d.Decision)
	}
	if got, want := strings.Join(d.Decision.Articles, ", "), "A.4.2.1, B.4, 7.5.1, 4.4.3, 7.5.5, B.2"; got != want {
		t.Errorf("articles %s, want %s", got, want)
	}
}

// The same castling entered on the board in arbiter mode, by a king that
// has moved before, is ruled as one: the
// desk proposed a move against the rules of movement, the position put
// back and any move allowed, where the king touched must move (4.4.3).
func TestIllegalCastlingEnteredInArbiterModeMovesTheKing_7_5_1_4_4_3(t *testing.T) {
	f := newFixtureUnder(t, "3+2", rules.FIBlitz2018, "blitz")
	f.playSAN("e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "Ke2", "Nf6", "Ke1", "d6")
	f.v.arbiter.SetChecked(true)
	f.move("e1", "g1")
	d := f.v.rulings.current
	if d == nil {
		t.Fatal("no proposal for the castling entered")
	}
	if in, ok := d.Incident.(rules.IllegalMove); !ok || in.Illegal != rules.IllegalCastling || d.Decision.Continuation != rules.MoveKing {
		t.Errorf("castling by a king that has moved: %+v, want an illegal castling, the king to move", d)
	}
}

// Finnish blitz rules, point 4: adjusting pieces when one's clock is not
// running "rangaistaan ensin varoituksella ja toisella kerralla pelin
// häviämisellä" — a warning first, the loss the second time. The desk
// counts the warning, and it counts per player.
func TestAdjustingWarningCounted_FI4(t *testing.T) {
	f := newFixtureUnder(t, "3+2", rules.FIBlitz2018, "blitz")
	f.playSAN("e4", "e5")
	f.warnedThenLost(string(rules.KindAdjustPieces), engine.White, replay.TallyAdjustWarning)
}

// warnedThenLost proposes an incident of kind by first, then by the other
// player, then by first again: the first two are warnings, the third loses
// first the game, and tally counts one warning for each player.
func (f *fixture) warnedThenLost(kind string, first engine.Color, tally replay.Tally) {
	f.t.Helper()
	f.propose(kind, first)
	if d := f.v.rulings.current; d == nil || d.Decision.Result != rules.Ongoing || len(d.Decision.Warnings) != 1 {
		f.t.Fatalf("%s: first incident: %+v", kind, d)
	}
	f.accept()
	f.propose(kind, first.Other())
	if d := f.v.rulings.current; d == nil || d.Decision.Result != rules.Ongoing {
		f.t.Fatalf("%s: the other player's first incident: %+v", kind, d)
	}
	f.accept()
	f.propose(kind, first)
	if d := f.v.rulings.current; d == nil || d.Decision.Result != engine.Win(first.Other()) {
		f.t.Fatalf("%s: the first player's second incident: %+v, want %v", kind, d, engine.Win(first.Other()))
	}
	if n := f.stored().Counts(tally); n != [2]int{1, 1} {
		f.t.Errorf("%s counted: %v", tally, n)
	}
}

// A flag fall's ruling reads whether the opponent can still mate (6.9):
// that analysis runs off the window's goroutine while the panel says it is
// analysing, and the proposal shows once it is done; any other incident
// (adjusting pieces) waits for the record's reading too, and a move made
// meanwhile drops the analysis of the old position.
func TestMateAnalysisOffWindow_6_9(t *testing.T) {
	f := newFixture(t, "90+30")
	f.startFrom("r7/8/8/4k3/8/8/8/4K3 w - - 0 60")
	var work []func()
	f.later = &work
	f.propose(string(rules.KindFlagFall), engine.Black)
	r := f.v.rulings
	if len(work) != 1 || r.current != nil {
		t.Fatalf("flag fall: %d jobs, proposal %+v; want the analysis pending", len(work), r.current)
	}
	if got := r.explain.Text; got != f.v.t("desk.ruling.analysing") {
		t.Errorf("panel while analysing: %q", got)
	}
	if !r.proposeBtn.Disabled() {
		t.Error("propose stays enabled while the analysis runs")
	}
	work[0]()
	if r.current == nil || r.current.Decision.Result != rules.Draw {
		t.Fatalf("after the analysis: %+v, want a draw (a lone king cannot mate)", r.current)
	}
	if r.proposeBtn.Disabled() {
		t.Error("propose disabled after the analysis")
	}
	// Every incident reads the record first, as the command line does: a
	// dead position reached earlier would have ended the game.
	r.drop()
	work = nil
	f.propose(string(rules.KindAdjustPieces), engine.White)
	if len(work) != 1 || r.current != nil {
		t.Fatalf("adjusting pieces: %d jobs, proposal %v; want the record read first", len(work), r.current != nil)
	}
	work[0]()
	if r.current == nil {
		t.Error("adjusting pieces: no proposal once the record was read")
	}
	// An incident the desk raises meanwhile supersedes the analysis.
	r.drop()
	work = nil
	test.Tap(f.v.clocks.start)
	f.propose(string(rules.KindFlagFall), engine.White)
	test.Tap(f.v.clocks.start) // resumed by hand while the analysis runs
	f.pressFace()
	for _, w := range work {
		w()
	}
	if r.current == nil || r.current.Incident.Kind() != rules.KindIllegalMove ||
		r.current.Incident.(rules.IllegalMove).Illegal != rules.IllegalClockNoMove {
		t.Fatalf("after a press during the analysis: %+v, want the press ruled on", r.current)
	}
	r.drop()
	work = nil
	f.propose(string(rules.KindFlagFall), engine.White)
	f.playSAN("Kd2")
	for _, w := range work {
		w()
	}
	if r.current != nil {
		t.Errorf("a proposal for the position before Kd2 was shown: %+v", r.current)
	}
}

// Where the event gives a first warning for a phone (a Finnish event under
// the 2014 Laws, 11.3.b with the national practice), the desk counts the
// warning: the second device incident of the same player loses, the
// other player's first is still a warning.
func TestDeviceWarningCounted_11_3(t *testing.T) {
	f := newFixtureWith(t, "90+30", func(s *tournament.Settings) {
		s.Ruleset = "FIDE2014"
		s.Rules.National = "FI"
	})
	f.playSAN("e4", "e5")
	f.warnedThenLost(string(rules.KindDevice), engine.Black, replay.TallyDeviceWarning)
}

// USSR 1953 §19: "Mängijal, kes pole oma järjekordset käiku teinud, pole
// õigust käigustada vastasmängija kella" — a player who has not made his
// move has no right to start the opponent's clock. The press raises the
// incident and the ruling says he must make his move, with no penalty and
// nothing counted.
func TestClockPressWithoutMove1953_19(t *testing.T) {
	f := newFixtureUnder(t, "40/150+60", "USSR1953", "")
	d := f.pressWithoutMove()
	if d == nil || d.Decision.Result != rules.Ongoing || d.Decision.Continuation != rules.MakeAMove ||
		d.Decision.ExplanationKey != "rules.ruling.ussr-clock-without-move" {
		t.Fatalf("1953 press without a move: %+v", d)
	}
	if text := f.v.rulings.explain.Text; !strings.Contains(text, "must make his move") {
		t.Errorf("explanation = %q", text)
	}
	f.acceptNotCounted(replay.TallyIllegalMove)
}

// 1953 §27: a match participant's refusal to play on is stated at the desk
// and ruled a conceded match, with its paragraph.
func TestDeskRulesAMatchWithdrawalUnder1953_27(t *testing.T) {
	f := newFixtureUnder(t, "40/150*", "USSR1953", "standard")
	f.propose(string(rules.KindMatchWithdrawal), engine.Black)
	r := f.v.rulings
	if !strings.Contains(r.citation.Text, "§27") {
		t.Errorf("citation = %q, want §27", r.citation.Text)
	}
	if want := f.v.t(rules.MatchConceded.Key()); !strings.Contains(r.verdict.Text, want) {
		t.Errorf("verdict = %q, want %q", r.verdict.Text, want)
	}
}

// TestUndoneRulingTakesBackItsTime_7_5_5: the two minutes a first illegal
// move gives the opponent (7.5.5) go with the ruling that gave them. The
// window's Undo took the ruling back and left the minutes on the desk's
// clock and in the reading saved, and its Redo gave them once more.
func TestUndoneRulingTakesBackItsTime_7_5_5(t *testing.T) {
	f := newFixture(t, "90+30")
	f.playSAN("e4")
	white := func() time.Duration { return f.v.s.clk.State().Side[engine.White].Remaining }
	saved := func() time.Duration {
		t.Helper()
		c, ok, err := f.st.Clock(f.stored().ID)
		if err != nil || !ok {
			t.Fatalf("the clock's reading: saved %v, %v", ok, err)
		}
		return c.Remaining[engine.White]
	}
	before := white()
	f.proposeIllegal(rules.IllegalOrdinary, engine.Black)
	f.accept()
	if white() != before+2*time.Minute || saved() != white() {
		t.Fatalf("the ruling accepted: White's clock %v, saved %v; want %v", white(), saved(), before+2*time.Minute)
	}
	f.undo()
	if white() != before || saved() != before {
		t.Errorf("after the Undo White's clock reads %v, saved %v; want %v as before the ruling", white(), saved(), before)
	}
	f.redo()
	if white() != before+2*time.Minute || saved() != white() {
		t.Errorf("after the Redo White's clock reads %v, saved %v; want %v", white(), saved(), before+2*time.Minute)
	}
}

// A ruling taken back by the window's Undo no longer counts at the desk:
// the desk kept the rulings it had read, so that the illegal move ruled on
// and undone still counted, and the next was ruled the second, which
// loses (7.5.5), and the scoresheet's notes still listed it.
func TestUndoneRulingNoLongerCounts(t *testing.T) {
	f := newFixture(t, "90+30")
	f.playSAN("e4")
	f.proposeIllegal(rules.IllegalOrdinary, engine.Black)
	f.accept()
	if _, err := f.st.Undo(); err != nil {
		t.Fatal(err)
	}
	f.reload()
	f.v.Refresh() // as the window refreshes the desk after its Undo
	if n := len(f.v.s.rec.Rulings); n != 0 {
		t.Errorf("the desk holds %d rulings after the Undo", n)
	}
	f.proposeIllegal(rules.IllegalOrdinary, engine.Black)
	if d := f.proposed(); d.Ends() {
		t.Errorf("the illegal move after the one undone is ruled %s, %v", d.ExplanationKey, d.Result)
	}
}

// FIDE 2023 7.5.2: "If a player ... places the pawn on the last rank
// without replacing it, the action is illegal; the pawn shall be replaced
// by a queen of the same colour as the pawn." The accepted ruling leaves
// the queen on b8 with Black on move, the move recorded with the ruling
// as one action that one Undo takes back whole; the desk left the pawn on
// b7 with White on move.
//
// In rapid and in blitz without adequate supervision A.5.2 sends the
// arbiter to 7.5.5 for the same illegal move, and the pawn is made a queen
// the same way.
func TestUnpromotedPawnBecomesAQueen_7_5_2(t *testing.T) {
	for _, c := range []struct {
		control string
		set     func(*tournament.Settings)
	}{
		{"90+30", func(*tournament.Settings) {}},
		{"15+10", func(s *tournament.Settings) { s.GameType = "rapid" }},
		{"3+2", func(s *tournament.Settings) { s.GameType, s.Supervised = "blitz", false }},
	} {
		t.Run(c.control, func(t *testing.T) { unpromotedPawnBecomesAQueen(t, newFixtureWith(t, c.control, c.set)) })
	}
}

func unpromotedPawnBecomesAQueen(t *testing.T, f *fixture) {
	f.startFrom("7k/1P6/8/8/8/8/8/K7 w - - 0 1")
	test.Tap(f.v.clocks.start)
	f.proposeIllegal(rules.IllegalNoPromotion, engine.White)
	f.noErrors()
	if c := f.v.rulings.current; c == nil || c.Decision.Continuation != rules.PromoteToQueen {
		t.Fatalf("proposal %+v, want the pawn made a queen", c)
	}
	f.accept()
	f.wantMoves("b8=Q+")
	if got := f.v.Session().turn(); got != engine.Black {
		t.Errorf("%v on move after the ruling, want Black", got)
	}
	if st := f.v.Session().clk.State(); st.Turn != engine.Black || st.Status != clock.Running {
		t.Errorf("clock %v for %v after the ruling, want Black's running", st.Status, st.Turn)
	}
	if n := len(f.stored().Rulings); n != 1 {
		t.Errorf("%d rulings stored, want 1", n)
	}
	f.undo()
	f.wantMoves("")
	if n := len(f.stored().Rulings); n != 0 {
		t.Errorf("%d rulings left after one Undo, want 0", n)
	}
}

// 7.5.2 where two pawns could have reached the last rank: the desk cannot
// tell which one did, so the accepted ruling says the queen's move is to
// be entered, and the move entered so is the game's next.
func TestUnpromotedPawnOfTwoSaysTheQueenIsEntered_7_5_2(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	f := newFixture(t, "90+30")
	f.startFrom("7k/PP6/8/8/8/8/8/K7 w - - 0 1")
	test.Tap(f.v.clocks.start)
	f.proposeIllegal(rules.IllegalNoPromotion, engine.White)
	f.accept()
	f.wantMoves("")
	f.wantStatus(f.v.t("desk.ruling.accepted-queen", "incident", f.v.t(rules.KindIllegalMove.Key())))
	f.playSAN("b8=Q+")
	f.noErrors()
	f.wantMoves("b8=Q+")
}
