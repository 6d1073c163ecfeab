package desk

import (
	"slices"
	"testing"

	"arbiter/engine"
	"arbiter/engine/rules"
)

// The rulings panel offers the engine's incidents, in its order, each
// once, less only those it leaves to the command line: a kind the engine
// gains shows at the desk unless it is named there.
func TestPanelOffersTheEngineKinds(t *testing.T) {
	var want []rules.IncidentKind
	for _, k := range rules.Kinds() {
		if !notAtDesk[k] {
			want = append(want, k)
		}
	}
	if !slices.Equal(panelKinds, want) {
		t.Errorf("panel kinds %v, want %v", panelKinds, want)
	}
	for k := range notAtDesk {
		if _, err := rules.ParseIncidentKind(string(k)); err != nil {
			t.Errorf("left to the command line: %s, which the engine does not know", k)
		}
	}
	for _, k := range []rules.IncidentKind{rules.KindClaimUnwritten, rules.KindTwoHands, rules.KindClockOtherHand, rules.KindSealedClaim} {
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
	for _, c := range []interface{ Visible() bool }{r.said.fifty, r.said.correct, r.said.moveMade} {
		if !c.Visible() {
			t.Fatal("a claim on an unwritten move: its statements do not show")
		}
	}
	f.propose("claim-unwritten", engine.Black)
	explained("unwritten", "claim-unwritten")
	r.show(nil)
	r.said.moveMade.SetChecked(true)
	r.said.correct.SetChecked(true)
	f.propose("claim-unwritten", engine.Black)
	if x, ok := r.current.Incident.(rules.ClaimUnwritten); !ok || !x.MoveMade || !x.Correct || x.Fifty {
		t.Errorf("stated incident %+v, want the move made and the claim correct", r.current.Incident)
	}
	r.show(nil)

	r.kind.SetSelectedIndex(indexOfKind("two-handed-move"))
	f.propose("two-handed-move", engine.White)
	explained("two hands, clock not pressed", "two-hands-not-pressed")
	r.show(nil)
	r.said.clockPressed.SetChecked(true)
	f.propose("two-handed-move", engine.White)
	if x, ok := r.current.Incident.(rules.TwoHands); !ok || !x.ClockPressed {
		t.Errorf("stated incident %+v, want the clock pressed", r.current.Incident)
	}
	r.show(nil)

	r.kind.SetSelectedIndex(indexOfKind("clock-other-hand"))
	f.propose("clock-other-hand", engine.White)
	explained("other hand", "clock-other-hand")
	r.show(nil)

	r.kind.SetSelectedIndex(indexOfKind("sealed-claim"))
	if !r.said.declared.Visible() || !r.said.correct.Visible() || r.said.moveMade.Visible() {
		t.Fatal("a claim by the sealed move: its statements do not show as they should")
	}
	r.said.declared.SetChecked(true)
	r.said.correct.SetChecked(true)
	f.propose("sealed-claim", engine.Black)
	f.noErrors()
	if x, ok := r.current.Incident.(rules.SealedClaim); !ok || !x.Declared || !x.Correct {
		t.Errorf("stated incident %+v, want declared and correct", r.current.Incident)
	}
	if d := r.current.Decision; d.Result != "1/2-1/2" {
		t.Errorf("a correct declared claim by the sealed move: result %q, want a draw", d.Result)
	}
}
