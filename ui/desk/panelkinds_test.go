package desk

import (
	"errors"
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/i18n"
)

// The rulings panel offers the engine's incidents, in its order, each
// once, less only those stated with another's form, which it offers:
// none is left to the command line, and a kind the engine gains shows at
// the desk.
func TestPanelOffersTheEngineKinds(t *testing.T) {
	var want []rules.IncidentKind
	for _, k := range rules.Kinds() {
		if _, other := statedAs[k]; !other {
			want = append(want, k)
		}
	}
	if !slices.Equal(panelKinds, want) {
		t.Errorf("panel kinds %v, want %v", panelKinds, want)
	}
	for k, as := range statedAs {
		if _, err := rules.ParseIncidentKind(string(k)); err != nil || !slices.Contains(panelKinds, as) {
			t.Errorf("%s stated as %s, which the engine does not know or the desk does not offer", k, as)
		}
	}
	for _, k := range []rules.IncidentKind{rules.KindClaimUnwritten, rules.KindTwoHands, rules.KindClockOtherHand, rules.KindSealedClaim,
		rules.KindBothFlags, rules.KindColoursReversed, rules.KindWrongSetup, rules.KindIllegalPosition, rules.KindQuickplaySwitch,
		rules.KindQuickplayClaim, rules.KindScoresheetDuty, rules.KindChess960Castling, rules.KindBothAbsent,
		rules.KindClockCorrection, rules.KindScoresheetRequest} {
		if !slices.Contains(panelKinds, k) {
			t.Errorf("%s is not offered at the desk", k)
		}
	}
}

// What the arbiter states of the incidents 2018 added (a claim on a move
// not written, a move with two hands, a claim by the sealed move) reaches
// the ruling, as the command line's options do.
func TestPanelStatesTheNewIncidents(t *testing.T) {
	f := newFixture(t, "40/150*")
	f.playSAN("Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1")
	r := f.v.rulings
	explained := func(name, key string) rules.Decision {
		t.Helper()
		f.noErrors()
		if r.current == nil {
			t.Fatalf("%s: no proposal", name)
		}
		if d := r.current.Decision; d.ExplanationKey != "rules.ruling."+key {
			t.Errorf("%s: explained by %s, want %s", name, d.ExplanationKey, key)
		}
		return r.current.Decision
	}

	r.kind.SetSelectedIndex(indexOfKind("claim-unwritten"))
	if !r.said.fifty.Visible() || !r.intended.Visible() || r.intended.PlaceHolder != f.v.t("desk.ruling.unwritten-move") {
		t.Fatal("a claim on an unwritten move: the fifty-move statement or the move's field does not show as it should")
	}
	// Whether the claim is correct the record says (9.2.1.1), by the move
	// intended: Ng8 stands the start position a third time.
	r.intended.SetText("Ng8")
	f.propose("claim-unwritten", engine.Black) // on move
	explained("unwritten", "claim-unwritten")
	if x, ok := r.current.Incident.(rules.ClaimUnwritten); !ok || !x.Correct || x.MoveMade {
		t.Errorf("checked incident %+v, want the claim correct by the move intended", r.current.Incident)
	}
	r.show(nil)
	r.intended.SetText("")
	f.propose("claim-unwritten", engine.White) // not on move: he has made his move
	explained("unwritten, the move made", "claim-not-on-move")
	if x, ok := r.current.Incident.(rules.ClaimUnwritten); !ok || !x.MoveMade || x.Correct || x.Fifty {
		t.Errorf("checked incident %+v, want the move made and the claim incorrect (Ng1 stood twice)", r.current.Incident)
	}
	r.show(nil)

	f.propose("two-handed-move", engine.White)
	explained("two hands, clock not pressed", "two-hands-not-pressed")
	r.show(nil)
	r.said.clockPressed.SetChecked(true)
	f.propose("two-handed-move", engine.White)
	if x, ok := r.current.Incident.(rules.TwoHands); !ok || !x.ClockPressed {
		t.Errorf("stated incident %+v, want the clock pressed", r.current.Incident)
	}
	r.show(nil)

	f.propose("clock-other-hand", engine.White)
	explained("other hand", "clock-other-hand")
	r.show(nil)

	r.kind.SetSelectedIndex(indexOfKind("sealed-claim"))
	if !r.said.declared.Visible() || !r.sealed.Visible() || r.said.fifty.Visible() {
		t.Fatal("a claim by the sealed move: its statements do not show as they should")
	}
	r.said.declared.SetChecked(true)
	for _, c := range []struct {
		sealed  string
		result  engine.Result
		correct bool
	}{{"Ng8", "1/2-1/2", true}, {"Nc6", "*", false}} {
		r.sealed.SetText(c.sealed)
		f.propose("sealed-claim", engine.Black)
		f.noErrors()
		if x, ok := r.current.Incident.(rules.SealedClaim); !ok || !x.Declared || x.Correct != c.correct {
			t.Errorf("sealed %s: checked incident %+v, want declared and correct %v (I.1.1, 9.2.1.1)", c.sealed, r.current.Incident, c.correct)
		}
		if d := r.current.Decision; d.Result != c.result {
			t.Errorf("a declared claim by the sealed move %s: result %q, want %q", c.sealed, d.Result, c.result)
		}
		r.show(nil)
	}
}

// The kinds the desk rules with what its clock knows and what the arbiter
// states: each is proposed, and what was stated reaches the incident.
func TestPanelStatesWhatTheClockDoesNotKnow(t *testing.T) {
	f := newFixture(t, "40/150*")
	f.playSAN("e4", "e5")
	r := f.v.rulings
	for _, c := range []struct {
		kind  string
		state func()
		check func(rules.Incident) bool
	}{
		{"both-flags", func() {}, func(in rules.Incident) bool { _, ok := in.(rules.BothFlags); return ok }},
		{"colours-reversed", func() {}, func(in rules.Incident) bool { _, ok := in.(rules.ColoursReversed); return ok }},
		{"scoresheet-duty", func() {}, func(in rules.Incident) bool {
			x, ok := in.(rules.ScoresheetDuty)
			return ok && x.Remaining > 0 // the desk's clock, not a time nobody stated
		}},
		{"wrong-setup", func() { r.said.boardTurned.SetChecked(true); r.said.resumedSetup.SetChecked(true) }, func(in rules.Incident) bool {
			x, ok := in.(rules.WrongSetup)
			return ok && x.BoardTurned && x.Resumed
		}},
		{"illegal-position", func() { r.said.stillIllegal.SetChecked(true) }, func(in rules.Incident) bool {
			x, ok := in.(rules.IllegalPosition)
			return ok && x.StillAfterNextMove
		}},
		{"chess960-castling", func() { r.said.castlingCorrect.SetChecked(true); r.said.opponentMoved.SetChecked(true) }, func(in rules.Incident) bool {
			x, ok := in.(rules.Chess960Castling)
			return ok && x.Correct && !x.Incorrect && x.OpponentMoved
		}},
		// The box left clear states the castling incorrect, which the
		// rules refuse to take unstated.
		{"chess960-castling", func() {}, func(in rules.Incident) bool {
			x, ok := in.(rules.Chess960Castling)
			return ok && !x.Correct && x.Incorrect
		}},
		{"quickplay-switch", func() { r.said.offerAccepted.SetChecked(true); r.said.arbiterAgrees.SetChecked(true) }, func(in rules.Incident) bool {
			x, ok := in.(rules.QuickplaySwitch)
			return ok && x.OfferAccepted && x.ArbiterAgrees && x.Remaining > 0
		}},
		{"both-absent", func() { r.late.SetText("31"); r.said.excused.SetChecked(true) }, func(in rules.Incident) bool {
			x, ok := in.(rules.BothAbsent)
			return ok && x.Late == 31*time.Minute && x.ArbiterExcuses && x.ValidExcuse
		}},
		{"quickplay-claim", func() { r.said.finding.SetSelectedIndex(2) }, func(in rules.Incident) bool {
			x, ok := in.(rules.QuickplayClaim)
			return ok && x.Finding == rules.FindingPostpone
		}},
	} {
		r.show(nil)
		r.kind.SetSelectedIndex(indexOfKind(c.kind))
		c.state()
		f.propose(c.kind, engine.White)
		f.noErrors()
		if r.current == nil {
			t.Errorf("%s: no proposal", c.kind)
			continue
		}
		if !c.check(r.current.Incident) {
			t.Errorf("%s: stated incident %+v", c.kind, r.current.Incident)
		}
		r.said.reset()
	}
	// Both absent, there is no arrival to give a clock time of: the
	// minutes are asked for, nothing is ruled.
	r.show(nil)
	r.kind.SetSelectedIndex(indexOfKind("both-absent"))
	r.late.SetText("15:15 15:46")
	test.Tap(r.proposeBtn)
	var m i18n.Message
	if r.current != nil || len(f.errs) != 1 || !errors.As(f.errs[0], &m) || m.MessageKey() != "desk.error.late-minutes" {
		t.Errorf("clock times for both absent: proposal %v, errors %v", r.current, f.errs)
	}
	f.errs = nil
}

// An illegal move claimed in unsupervised rapid once the opponent has
// made his next move stands (A.5.2 of the 2023 Laws): the desk asks
// whether he has, as "arbiter ruling illegal-move --opponent-moved" does,
// and rules that play continues. It asked only of a Chess960 castling,
// and ruled every late claim as a fresh one: the position put right and
// a minute given. Standard play puts the position right whenever it is
// found, and is not asked.
func TestIllegalMoveClaimedAfterTheOpponentMovedInRapid(t *testing.T) {
	f := newFixture(t, "15+10")
	f.playSAN("e4", "c5", "Nf3")
	r := f.v.rulings
	r.show(nil)
	r.kind.SetSelectedIndex(indexOfKind(string(rules.KindIllegalMove)))
	if !r.said.opponentMoved.Visible() {
		t.Fatal("rapid, unsupervised: the desk does not ask whether the opponent has moved since the illegal move")
	}
	r.said.opponentMoved.SetChecked(true)
	f.propose(string(rules.KindIllegalMove), engine.Black)
	f.proposal()
	x, ok := r.current.Incident.(rules.IllegalMove)
	if !ok || !x.OpponentMoved {
		t.Errorf("stated incident %+v, want an illegal move the opponent has moved after", r.current.Incident)
	}
	if d := r.current.Decision; d.Result != rules.Ongoing || d.Continuation != rules.Continue {
		t.Errorf("ruled %v, %v; want the move to stand and play to continue", d.Result, d.Continuation)
	}
	r.said.reset()

	std := newFixture(t, "40/150*")
	std.playSAN("e4", "e5")
	std.v.rulings.show(nil)
	std.v.rulings.kind.SetSelectedIndex(indexOfKind(string(rules.KindIllegalMove)))
	if std.v.rulings.said.opponentMoved.Visible() {
		t.Error("standard play asks whether the opponent has moved, which its rule does not read")
	}
}
