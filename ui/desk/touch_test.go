package desk

import (
	"image/color"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/tournament"
)

// touch states at the desk that the side to move touched the pieces on
// squares, in order, and asks for the ruling.
func (f *fixture) touch(squares ...string) {
	f.t.Helper()
	f.stateTouch(squares...)
	f.proposed()
}

// refused plays from-to on the board and expects the touch-move ruling
// to refuse it with its article.
func (f *fixture) refused(from, to, article string) {
	f.t.Helper()
	before := f.v.Session().Game().Ply()
	f.move(from, to)
	if f.v.Session().Game().Ply() != before {
		f.t.Errorf("%s-%s was played", from, to)
	}
	if len(f.errs) != 1 || !strings.Contains(f.v.cat.Error(f.errs[0]), article) {
		f.t.Errorf("%s-%s: errors %v, want one citing %s", from, to, f.errs, article)
	}
	f.errs = nil
}

// TestDeskTouchMove_4_3_1_TouchedKnightMustMove: the arbiter taps the
// knight the player touched; the desk rules 4.3.1 and, once accepted,
// the board takes only the knight's moves, refusing others with the
// article. Tapping a piece states the touch: it moves nothing.
func TestDeskTouchMove_4_3_1_TouchedKnightMustMove(t *testing.T) {
	f := newFixture(t, "")
	f.touch("g1")
	r := f.v.rulings
	if got := r.citation.Text; got != "FIDE 2023, 4.3.1" {
		t.Errorf("citation %q", got)
	}
	if !strings.Contains(r.explain.Text, "Allowed moves: Nf3, Nh3") {
		t.Errorf("explanation %q", r.explain.Text)
	}
	if f.v.Session().Game().Ply() != 0 {
		t.Fatal("tapping the touched piece moved it")
	}
	f.accept()
	if !strings.Contains(f.v.status.Text, "Nf3, Nh3") || !strings.Contains(f.v.status.Text, "4.3.1") {
		t.Errorf("status %q", f.v.status.Text)
	}
	f.refused("e2", "e4", "4.3.1")
	// Typed moves are held to it as well.
	f.v.entry.SetText("d4")
	f.v.entry.OnSubmitted("d4")
	if f.v.Session().Game().Ply() != 0 || !strings.Contains(f.v.status.Text, "4.3.1") {
		t.Errorf("typed d4: ply %d, status %q", f.v.Session().Game().Ply(), f.v.status.Text)
	}
	f.move("g1", "f3")
	f.noErrors()
	// The binding ends with the move: Black moves freely.
	f.move("e7", "e5")
	f.noErrors()
	f.wantMoves("Nf3 e5")
}

// TestDeskTouchMove_4_2_1_JAdoubeAccepted: "j'adoube" said first, the
// touch binds to nothing (4.2.1): any move is taken.
func TestDeskTouchMove_4_2_1_JAdoubeAccepted(t *testing.T) {
	f := newFixture(t, "")
	r := f.chooseKind("touch-move")
	f.tap("g1")
	r.said.touchHow.SetSelectedIndex(touchAdjusted)
	test.Tap(r.proposeBtn)
	f.noErrors()
	if got := r.citation.Text; got != "FIDE 2023, 4.2.1" {
		t.Errorf("citation %q", got)
	}
	test.Tap(r.accept)
	f.move("e2", "e4")
	f.noErrors()
	f.wantMoves("e4")
}

// TestDeskTouchMove_4_4_2_CastlingBegunWithTheRook: the rook touched
// before the king: no castling on that side with this move, the rook
// moves (4.4.2, 4.3.1).
func TestDeskTouchMove_4_4_2_CastlingBegunWithTheRook(t *testing.T) {
	f := newFixture(t, "")
	f.startFrom("4k3/8/8/8/8/8/P7/R3K2R w KQ - 0 1")
	f.touch("h1", "e1")
	r := f.v.rulings
	if !strings.Contains(r.citation.Text, "4.4.2") {
		t.Errorf("citation %q", r.citation.Text)
	}
	f.accept()
	f.refused("e1", "g1", "4.4.2")
	f.refused("e1", "d1", "4.4.2")
	f.move("h1", "h7")
	f.noErrors()
	f.wantMoves("Rh7")
}

// claimRepetition has Black claim a threefold repetition with Ng8 after
// 1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1, touching first the pieces on
// touched (none: no touch), the game left and opened again in between
// where comeBack, and returns the proposal.
func claimRepetition(t *testing.T, comeBack bool, touched ...string) *Proposal {
	f := newFixture(t, "")
	f.playSAN("Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1")
	if len(touched) > 0 {
		f.touch(touched...)
		test.Tap(f.v.rulings.accept)
		f.noErrors()
	}
	if comeBack {
		f.leaveAndComeBack()
	}
	r := f.v.rulings
	f.claimThreefold(engine.Black, "Ng8")
	f.proposal()
	return r.current
}

// TestDeskTouchMove_9_4_ClaimAfterTouchingAPiece: a player who has
// touched a piece (a touch-move ruling accepted) has lost his draw claim
// on this move (9.4); without the touch the same claim draws.
func TestDeskTouchMove_9_4_ClaimAfterTouchingAPiece(t *testing.T) {
	if p := claimRepetition(t, false, "f6"); p.Decision.Result != "*" || !slices.Contains(p.Decision.Articles, "9.4") {
		t.Errorf("claim after touching: %s %v", p.Decision.Result, p.Decision.Articles)
	}
	if p := claimRepetition(t, false); p.Decision.Result != "1/2-1/2" {
		t.Errorf("claim without touching: %s %v", p.Decision.Result, p.Decision.Articles)
	}
}

// TestDeskTouchMove_USSR1953_14_InEstonian: under the 1953 code the
// desk cites §14 and, in Estonian, names the moves in Estonian letters;
// an overruled touch-move ruling binds nothing.
func TestDeskTouchMove_USSR1953_14_InEstonian(t *testing.T) {
	f := newFixtureWith(t, "", func(s *tournament.Settings) { s.Ruleset = "USSR1953"; s.Language = "et" })
	f.build(i18n.Estonian, f.v.Session())
	f.touch("g1")
	r := f.v.rulings
	if got := r.citation.Text; got != "NSVL 1953, §14" {
		t.Errorf("citation %q", got)
	}
	r.reason.SetText("mängija kohendas")
	test.Tap(r.overrule)
	f.noErrors()
	f.move("e2", "e4")
	f.noErrors()
	f.touch("b8")
	test.Tap(r.accept)
	if !strings.Contains(f.v.status.Text, "Ra6, Rc6") || !strings.Contains(f.v.status.Text, "NSVL 1953, §14") {
		t.Errorf("status %q", f.v.status.Text)
	}
	if moves, _, ok := f.v.Session().TouchBound(); !ok || len(moves) != 2 || slices.Contains(moves, engine.NoMove) {
		t.Errorf("bound %v %v", moves, ok)
	}
	// A move the ruling does not leave is refused citing it in Estonian
	// too (it named "USSR 1953, §14").
	f.move("g8", "f6")
	if len(f.errs) != 1 || !strings.Contains(i18n.For(i18n.Estonian).Error(f.errs[0]), "NSVL 1953, §14") {
		t.Errorf("errors %v, want the move refused citing NSVL 1953, §14", f.errs)
	}
	f.errs = nil
}

// TestDeskTouchMove_4_3_1_SecondTouchAfterAnAcceptedOne: Black touches the
// g8 knight, the ruling is accepted, then on the same move he touches the
// a7 pawn. 4.3.1 binds him to "the first piece touched that can be moved"
// (the 2016 commentary: touching several pieces, the first that can move
// must move), so the desk weighs both touches in order: still the knight,
// not the pawn. The command line, told the same order, rules the same.
func TestDeskTouchMove_4_3_1_SecondTouchAfterAnAcceptedOne(t *testing.T) {
	f := newFixture(t, "")
	f.playSAN("e4")
	f.touch("g8")
	test.Tap(f.v.rulings.accept)
	f.noErrors()
	f.touch("a7")
	r := f.v.rulings
	if !strings.Contains(r.explain.Text, "Nf6, Nh6") || strings.Contains(r.explain.Text, "a6") {
		t.Errorf("second touch: %q, want the knight's moves only", r.explain.Text)
	}
	if r.current == nil || r.current.Decision.Continuation != "move-touched" || !slices.Equal(r.current.Decision.Moves, []string{"g8f6", "g8h6"}) && !slices.Equal(r.current.Decision.Moves, []string{"g8h6", "g8f6"}) {
		t.Fatalf("proposal %+v", r.current)
	}
	f.accept()
	f.refused("a7", "a6", "4.3.1")
}

// TestDeskTouchMove_4_3_1_TouchedPiecesTypedBySquare: an arbiter at the
// keyboard states the touched pieces by typing their squares in the move
// box, as a tap on the board states them: the typed square is a touch, not
// a move (d2 played d4's pawn nowhere), in order, and the ruling follows.
// A square with no piece on it is refused out loud, not dropped.
func TestDeskTouchMove_4_3_1_TouchedPiecesTypedBySquare(t *testing.T) {
	f := newFixture(t, "")
	r := f.chooseKind("touch-move")
	r.player.SetSelectedIndex(int(engine.White))
	for _, typed := range []string{"g1", "d4", "B1"} {
		f.v.entry.SetText(typed)
		f.v.entry.OnSubmitted(typed)
		if typed == "d4" && !strings.Contains(f.v.status.Text, "d4") {
			t.Errorf("the empty d4 typed: status %q, want it named", f.v.status.Text)
		}
	}
	// The square taken after the refusal clears it: the red line stayed,
	// naming d4, under the b1 knight's touch taken.
	if f.v.status.Importance == widget.DangerImportance || !strings.Contains(f.v.status.Text, "Nb1") {
		t.Errorf("after b1: status %q (importance %v), want the pieces touched", f.v.status.Text, f.v.status.Importance)
	}
	if f.v.Session().Game().Ply() != 0 {
		t.Fatalf("a typed square was played: %d plies", f.v.Session().Game().Ply())
	}
	if !slices.Equal(r.touched, []engine.Square{sq("g1"), sq("b1")}) {
		t.Errorf("touched %v, want g1 then b1", r.touched)
	}
	f.proposed()
	if got := r.citation.Text; got != "FIDE 2023, 4.3.1" {
		t.Errorf("citation %q", got)
	}
	if !strings.Contains(r.explain.Text, "Nf3, Nh3") {
		t.Errorf("explanation %q: the first touched piece that can move (the g1 knight) binds", r.explain.Text)
	}
}

// TestDeskTouchMove_4_7_LetGoSquareTyped: after Let go the square typed
// is where the piece was let go, an empty one too (g3, no move for the
// knight), as a tap there states it; the ruling is the tapped one's.
func TestDeskTouchMove_4_7_LetGoSquareTyped(t *testing.T) {
	f := newFixture(t, "")
	r := f.v.rulings
	f.stateTouch()
	f.v.entry.OnSubmitted("g1")
	test.Tap(r.letGo)
	f.v.entry.OnSubmitted("g3")
	if r.released != sq("g3") || !slices.Equal(r.touched, []engine.Square{sq("g1")}) {
		t.Fatalf("touched %v, released %v; want g1 let go on g3", r.touched, r.released)
	}
	f.proposed()
	if got := r.citation.Text; !strings.Contains(got, "4.7") {
		t.Errorf("citation %q, want 4.7 as for the tapped square", got)
	}
}

// An accepted touch-move ruling binds the player when the game is left
// and opened again, as the rulings log holds it: the desk then took
// e2-e4 after the g1 knight was touched (4.3.1), a second touch was
// ruled as the first (4.3: the first touched piece that can move binds),
// and a draw claim on that move was not lost (9.4). The binding the
// window made and the log's are made from the decision alike.
func TestDeskTouchMove_4_3_1_BindsWhenTheGameIsOpenedAgain(t *testing.T) {
	f := newFixture(t, "")
	f.touch("g1")
	f.accept()
	f.leaveAndComeBack()
	f.refused("e2", "e4", "4.3.1")
	f.touch("b1")
	if r := f.v.rulings; !strings.Contains(r.explain.Text, "Nf3, Nh3") || strings.Contains(r.explain.Text, "Na3") {
		t.Errorf("a second touch after coming back: %q, want the g1 knight's moves only", r.explain.Text)
	}
	f.move("g1", "f3")
	f.noErrors()
	f.leaveAndComeBack()
	f.move("e7", "e5") // the binding ended with White's move
	f.noErrors()

	if p := claimRepetition(t, true, "f6"); p.Decision.Result != "*" || !slices.Contains(p.Decision.Articles, "9.4") {
		t.Errorf("claim after touching, the game opened again: %s %v, want lost under 9.4", p.Decision.Result, p.Decision.Articles)
	}
}

// TestDeskTouchMove_TintGoneWhenTheIncidentChanges: a touch stated on d2
// (typed, as at the keyboard) and proposed, then Change incident and a
// flag fall chosen: d2 is no longer tinted as touched, on the board of
// the rulings nor in the Position tab's editor, where no touch is stated.
// It stayed orange through both.
func TestDeskTouchMove_TintGoneWhenTheIncidentChanges(t *testing.T) {
	f, r := touchedD2Proposed(t)
	painted := func() color.Color {
		return test.WidgetRenderer(f.v.board).(*boardRenderer).squares[sq("d2")].FillColor
	}
	if painted() != touchTint {
		t.Fatalf("d2 painted %v while the touch is proposed, want the touch tint", painted())
	}
	test.Tap(r.change)
	r.kind.SetSelectedIndex(indexOfKind("flag-fall"))
	if painted() == touchTint {
		t.Errorf("flag fall chosen: d2 still painted with the touch tint")
	}
	f.v.tabs.Select(f.v.tabs.Items[2])
	if painted() == touchTint {
		t.Errorf("in the Position tab: d2 still painted with the touch tint")
	}
}

// touchedD2Proposed is a desk at the start whose touch-move, d2 typed as
// the piece touched, is proposed; it returns the fixture and its rulings.
func touchedD2Proposed(t *testing.T) (*fixture, *rulingsPanel) {
	t.Helper()
	f := newFixture(t, "")
	f.stateTouch()
	f.v.entry.OnSubmitted("d2")
	f.proposed()
	return f, f.v.rulings
}

// A touch stated, then another incident chosen, is forgotten: choosing
// touch-move again brought the old d2 back unasked, and d2 typed once
// more named it twice ("Touched: d2, d2").
func TestDeskTouchMove_ForgottenWhenTheIncidentChanges_4_3(t *testing.T) {
	f, r := touchedD2Proposed(t)
	test.Tap(r.change)
	r.kind.SetSelectedIndex(indexOfKind("flag-fall"))
	r.kind.SetSelectedIndex(indexOfKind("touch-move"))
	if len(r.touched) != 0 {
		t.Errorf("touch-move chosen again: the pieces %v of the incident left are stated still", r.touched)
	}
	f.v.entry.OnSubmitted("d2")
	if got := r.touchLabel.Text; strings.Count(got, "d2") != 1 {
		t.Errorf("d2 typed once after the change: %q", got)
	}
}
