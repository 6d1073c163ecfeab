package desk

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/ui/dropdown"
)

// stateTouch states at the desk, without asking for the ruling, that the
// side to move touched the pieces on squares, in order.
func (f *fixture) stateTouch(squares ...string) {
	f.t.Helper()
	r := f.chooseKind("touch-move")
	r.player.SetSelectedIndex(int(f.v.Session().turn()))
	for _, s := range squares {
		f.tap(s)
	}
}

// letGo states the square the first touched piece was let go on: the
// button, then a tap on the square (empty or not).
func (f *fixture) letGo(square string) {
	f.t.Helper()
	r := f.v.rulings
	if !r.letGo.Visible() {
		f.t.Fatal("no let-go button while a touch is stated")
	}
	test.Tap(r.letGo)
	f.tap(square)
}

// proposed asks for the ruling stated and returns it.
// blacksOfferStated proposes the ruling on Black's draw offer with its
// statement ticked; what names the statement when its tick is not shown.
func (f *fixture) blacksOfferStated(statement *tick, what string) rules.Decision {
	f.t.Helper()
	r := f.chooseKind(string(rules.KindDrawOffer))
	if !statement.Visible() {
		f.t.Fatalf("%s cannot be stated", what)
	}
	statement.SetChecked(true)
	r.player.SetSelectedIndex(int(engine.Black))
	return f.proposed()
}

func (f *fixture) proposed() rules.Decision {
	f.t.Helper()
	test.Tap(f.v.rulings.proposeBtn)
	return f.proposal().Decision
}

// proposal is the proposal shown, once no error was; without one the
// test fails.
func (f *fixture) proposal() *Proposal {
	f.t.Helper()
	f.noErrors()
	if f.v.rulings.current == nil {
		f.t.Fatal("no proposal")
	}
	return f.v.rulings.current
}

// TestDeskTouchMove_4_7_ReleaseSquareTapped: the arbiter taps the square
// the piece was let go on. A knight let go on g3, no move for it, leaves
// the knight's moves (4.7); let go on f3, the move is made there; a king
// let go on g1 where castling is illegal must make another king move
// (4.4.3, 4.7.2). The board takes the tap on an empty square as the
// release, not as a touched piece.
func TestDeskTouchMove_4_7_ReleaseSquareTapped(t *testing.T) {
	f := newFixture(t, "")
	f.stateTouch("g1")
	f.letGo("g3")
	if got := f.v.rulings.touched; len(got) != 1 {
		t.Errorf("touched %v: the release was taken as a touch", got)
	}
	d := f.proposed()
	if d.ExplanationKey != "rules.ruling.touch-released-not-a-move" || !slices.Contains(d.Articles, "4.7") || len(d.Moves) != 2 {
		t.Errorf("g3: %s %v %v", d.ExplanationKey, d.Articles, d.Moves)
	}
	test.Tap(f.v.rulings.change)
	f.v.rulings.setTouched(nil)
	f.stateTouch("g1")
	f.letGo("f3")
	if d := f.proposed(); !slices.Equal(d.Moves, []string{"g1f3"}) {
		t.Errorf("f3: moves %v", d.Moves)
	}

	f = newFixture(t, "")
	f.startFrom("4k3/8/8/8/2b5/8/P7/R3K2R w KQ - 0 1")
	f.stateTouch("e1", "h1")
	f.letGo("g1")
	d = f.proposed()
	if !slices.Contains(d.Articles, "4.4.3") || !slices.Contains(d.Articles, "4.7.2") || d.Continuation != rules.MoveKing {
		t.Errorf("castling let go on g1: %v %s", d.Articles, d.Continuation)
	}
}

// TestDeskTouchMove_1953_10_CastlingLetGoOnTheWrongSide: under the 1953
// code a king let go for an illegal castling moves (§10), the rook touched
// too is not sent to g1.
func TestDeskTouchMove_1953_10_CastlingLetGoOnTheWrongSide(t *testing.T) {
	f := newFixtureUnder(t, "", "USSR1953", "")
	f.startFrom("4k3/8/8/8/2b5/8/P7/R3K2R w KQ - 0 1")
	f.stateTouch("e1", "h1")
	f.letGo("g1")
	d := f.proposed()
	if !slices.Contains(d.Articles, "§10") || slices.Contains(d.Moves, "h1g1") || d.ExplanationKey != "rules.ruling.ussr-castling-illegal" {
		t.Errorf("1953: %v %v %s", d.Articles, d.Moves, d.ExplanationKey)
	}
}

// TestDeskTouchMove_4_4_4_PromotionPieceChosen_4_8_ClaimantTouched: a
// touched pawn that can promote brings the choice of the new piece (4.4.4);
// a claimant who had touched a piece himself has no claim (4.8).
func TestDeskTouchMove_4_4_4_PromotionPieceChosen_4_8_ClaimantTouched(t *testing.T) {
	f := newFixture(t, "")
	f.startFrom("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1")
	r := f.v.rulings
	f.stateTouch("e1")
	if r.promoted.Visible() {
		t.Error("the new piece is offered for a king")
	}
	r.setTouched(nil)
	f.stateTouch("b7")
	if !r.promoted.Visible() {
		t.Fatal("no choice of the new piece for a pawn that can promote")
	}
	r.promoted.SetSelectedIndex(1) // the queen, the first new piece offered
	d := f.proposed()
	if !slices.Contains(d.Articles, "4.4.4") || !slices.Equal(d.Moves, []string{"b7b8q", "b7a8q"}) && !slices.Equal(d.Moves, []string{"b7a8q", "b7b8q"}) {
		t.Errorf("queen chosen: %v %v", d.Articles, d.Moves)
	}
	test.Tap(r.change)
	r.said.touchHow.SetSelectedIndex(touchClaimantTouched)
	if d := f.proposed(); d.ExplanationKey != "rules.ruling.touch-claim-lost" || !slices.Contains(d.Articles, "4.8") {
		t.Errorf("claimant touched: %s %v", d.ExplanationKey, d.Articles)
	}
}

// check states a check box's statement, or takes it back.
func check(c *tick) func(bool) fyne.CanvasObject {
	return func(on bool) fyne.CanvasObject { c.SetChecked(on); return c }
}

// choose states a list's choice, or goes back to another.
func choose(s *dropdown.Select, on, off int) func(bool) fyne.CanvasObject {
	return func(b bool) fyne.CanvasObject {
		if b {
			s.SetSelectedIndex(on)
		} else {
			s.SetSelectedIndex(off)
		}
		return s
	}
}

// TestDeskIncidentsOfPlay_9_1_2_1_7_4_7_6_6_11_4: what the arbiter states
// of an offer, displaced pieces and a stopped clock reaches the ruling, and
// the form folds away while the proposal shows.
func TestDeskIncidentsOfPlay_9_1_2_1_7_4_7_6_6_11_4(t *testing.T) {
	f := newFixture(t, "")
	f.playSAN("e4", "e5")
	r := f.v.rulings
	for _, c := range []struct {
		kind  string
		state func(on bool) fyne.CanvasObject
		key   string
	}{
		{"draw-offer", check(r.said.declined), "rules.ruling.offer-declined-by-touch"},
		{"displaced-pieces", choose(r.said.displaced, displacedFoundLater, displacedNow), "rules.ruling.displaced-found-later"},
		{"displaced-pieces", choose(r.said.displaced, displacedNotRestored, displacedNow), "rules.ruling.displaced-not-restored"},
		{"displaced-pieces", nil, "rules.ruling.displaced"},
		{"clock-stopped", check(r.said.validReason), "rules.ruling.clock-stopped-valid"},
		{"clock-stopped", nil, "rules.ruling.clock-stopped-penalty"},
		{"upside-down-rook", nil, "rules.ruling.upside-down-rook"},
		{"persistent-refusal", check(r.said.bothPlayers), "rules.ruling.refusal-both"},
	} {
		r.kind.SetSelectedIndex(indexOfKind(c.kind))
		if c.state != nil && !c.state(true).Visible() {
			t.Errorf("%s: the statement does not show", c.kind)
		}
		d := f.proposed()
		if d.ExplanationKey != c.key {
			t.Errorf("%s: %s, want %s", c.kind, d.ExplanationKey, c.key)
		}
		if r.form.Visible() || !r.change.Visible() || r.proposeBtn.Visible() {
			t.Errorf("%s: the form shows beside the proposal", c.kind)
		}
		if !strings.Contains(r.citation.Text, "FIDE 2023") {
			t.Errorf("%s: citation %q", c.kind, r.citation.Text)
		}
		test.Tap(r.change)
		if !r.form.Visible() || r.current != nil {
			t.Errorf("%s: change did not bring the form back", c.kind)
		}
		if c.state != nil {
			c.state(false)
		}
	}
}

// TestEnterInAStatementsTickBoxAsksForTheRuling: in unsupervised blitz
// the arbiter states, by the keys, that the opponent has moved since an
// illegal move, and presses Enter in the tick box: the ruling is
// proposed, as Enter in the form's fields proposes it. Enter there did
// nothing. Space still ticks the box.
func TestEnterInAStatementsTickBoxAsksForTheRuling(t *testing.T) {
	f := newFixtureWith(t, "3+2", func(s *tournament.Settings) { s.GameType, s.Supervised = "blitz", false })
	f.v.showRulings()
	r := f.chooseKind(string(rules.KindIllegalMove))
	r.player.SetSelectedIndex(int(engine.White))
	box := r.said.opponentMoved
	if !box.Visible() {
		t.Fatal("the illegal move of unsupervised blitz does not ask whether the opponent has moved")
	}
	c := f.win.Canvas()
	c.Focus(box)
	box.TypedRune(' ')
	if !box.Checked {
		t.Error("Space did not tick the box")
	}
	box.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	f.noErrors()
	if r.current == nil {
		t.Fatal("Enter in the tick box proposed no ruling")
	}
}

// TestDeskDrawOfferOnTheOpponentsTime_9_1_2_1_11_5: in a rapid event Black
// moves, presses his clock and offers a draw as White thinks. 9.1.2.1
// keeps the offer valid but makes it a breach of 11.5; the desk had no
// way to say the press came first and ruled it made in time. Stated, the
// ruling cites 11.5, 11.6 and 12.9 and leaves the penalty to the arbiter,
// in rapid's own words; stated of White, who is on move and has pressed
// nothing, it is refused, saying why.
func TestDeskDrawOfferOnTheOpponentsTime_9_1_2_1_11_5(t *testing.T) {
	f := newFixtureWith(t, "15+10", func(s *tournament.Settings) { s.GameType = "rapid" })
	f.playSAN("e4", "e5")
	r := f.v.rulings
	d := f.blacksOfferStated(r.said.afterPress, "an offer after the press")
	if d.GameType != rules.Rapid || d.Continuation != rules.OfferStands || !d.PenaltyChoice {
		t.Errorf("offer after the press: %s %s, penalty choice %v; want rapid, the offer standing, a penalty to choose", d.GameType, d.Continuation, d.PenaltyChoice)
	}
	for _, a := range []string{"9.1.2.1", "11.5", "11.6", "12.9"} {
		if !slices.Contains(d.Articles, a) {
			t.Errorf("offer after the press: articles %v lack %s", d.Articles, a)
		}
	}
	if !slices.ContainsFunc(d.Notes, func(m engine.Message) bool { return m.Key == "rules.note.offer-after-press" }) {
		t.Errorf("offer after the press: notes %v", d.Notes)
	}
	// Accepted, the offer's (=) goes onto Black's e5 in the ruling's own
	// change, which the Undo names (9.1.2.2).
	f.accept()
	last, err := f.st.LastChange()
	if err != nil {
		t.Fatal(err)
	}
	if len(last.Steps) != 2 || last.Steps[0].Action != "ruling" || last.Steps[1].Action != "move.offer" || !f.stored().Moves[1].DrawOffer {
		t.Errorf("the offer accepted: the last change %+v, e5 marked %v; want the ruling and the mark", last.Steps, f.stored().Moves[1].DrawOffer)
	}
	r.said.afterPress.SetChecked(true)
	f.propose(string(rules.KindDrawOffer), engine.White)
	f.refusedWith("rules.error.offer-on-move-after-press")
}

// TestDeskDrawOfferAcceptedUndoneAsOne_9_1_2_2: Black moves and offers a
// draw; the ruling accepted puts (=) on his e5 (9.1.2.2). The ruling and
// the mark are one act, one history entry: they were two, and one Undo
// took back the mark alone and left the ruling in the log, a second Undo
// needed for what the arbiter did once. After the one Undo the desk's
// scoresheet no longer marks e5 either.
func TestDeskDrawOfferAcceptedUndoneAsOne_9_1_2_2(t *testing.T) {
	f := newFixture(t, "90+30")
	f.playSAN("e4", "e5")
	f.propose(string(rules.KindDrawOffer), engine.Black)
	f.accept()
	if !f.stored().Moves[1].DrawOffer || !f.v.s.rec.Moves[1].DrawOffer {
		t.Fatalf("the offer accepted: e5 marked %v in the file, %v at the desk", f.stored().Moves[1].DrawOffer, f.v.s.rec.Moves[1].DrawOffer)
	}
	f.undo()
	rulings, err := f.st.Rulings()
	if err != nil {
		t.Fatal(err)
	}
	if len(rulings) != 0 || f.stored().Moves[1].DrawOffer {
		t.Errorf("after one Undo the rulings log holds %d, e5 marked %v; want neither", len(rulings), f.stored().Moves[1].DrawOffer)
	}
	if len(f.v.s.rec.Rulings) != 0 || f.v.s.rec.Moves[1].DrawOffer {
		t.Errorf("after one Undo the desk holds %d rulings, e5 marked %v; want neither", len(f.v.s.rec.Rulings), f.v.s.rec.Moves[1].DrawOffer)
	}
}

// TestDeskFiftyMoveClaimByTheIntendedMove_9_3_1: from a position set up
// with 99 half-moves since the last capture or pawn move, White writes
// Rd1 and claims: the move completes fifty by each player, and the claim
// is correct (9.3.1, 9.5.2), as `arbiter ruling claim-fifty` rules it.
func TestDeskFiftyMoveClaimByTheIntendedMove_9_3_1(t *testing.T) {
	f := newFixture(t, "90+30")
	f.startFrom("8/8/4k3/8/8/3RK3/8/8 w - - 99 80")
	r := f.chooseKind(string(rules.KindClaimFifty))
	r.player.SetSelectedIndex(int(engine.White))
	r.intended.SetText("Rd1")
	d := f.proposed()
	if d.Result != engine.Draw || !slices.Contains(d.Articles, "9.3.1") || !slices.Contains(d.Articles, "9.5.2") {
		t.Errorf("fifty-move claim by Rd1 after 99 half-moves: %s %s %v, want a draw on 9.3.1 and 9.5.2", d.Result, d.ExplanationKey, d.Articles)
	}
}

// TestDeskDrawOfferWithdrawn_9_1_2_1: Black moves, offers a draw and asks
// to take it back before White answers. 9.1.2.1: "the offer cannot be
// withdrawn"; the desk could only rule the offer valid, its words silent
// on the withdrawal. Stated, the ruling says, in each language, that an
// offer cannot be withdrawn, as `arbiter ruling draw-offer --withdrawn`
// says it.
func TestDeskDrawOfferWithdrawn_9_1_2_1(t *testing.T) {
	for _, lang := range i18n.Complete {
		t.Run(string(lang), func(t *testing.T) {
			f := newFixture(t, "90+30")
			f.playSAN("e4", "e5")
			f.build(lang, f.v.Session())
			d := f.blacksOfferStated(f.v.rulings.said.withdrawn, "a withdrawn offer")
			if d.Continuation != rules.OfferStands || d.ExplanationKey != "rules.ruling.offer-not-withdrawn" || !slices.Contains(d.Articles, "9.1.2.1") {
				t.Errorf("offer withdrawn: %s %s %v, want it standing on 9.1.2.1, said not withdrawn", d.Continuation, d.ExplanationKey, d.Articles)
			}
			pgn := filepath.Join(t.TempDir(), "game.pgn")
			if err := os.WriteFile(pgn, []byte("1. e4 e5 *\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			line := commandLineRuling(t, "draw-offer", "--player", "black", "--withdrawn", "--control", "90+30", "--pgn", pgn)
			if line.ExplanationKey != d.ExplanationKey {
				t.Errorf("the desk says %s, arbiter ruling %s", d.ExplanationKey, line.ExplanationKey)
			}
			want, _, _ := strings.Cut(i18n.For(lang).T("rules.ruling.offer-not-withdrawn"), ":")
			if !strings.Contains(f.v.rulings.explain.Text, want) {
				t.Errorf("the desk's words %q lack %q", f.v.rulings.explain.Text, want)
			}
		})
	}
}
