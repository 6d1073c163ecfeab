package desk

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"arbiter/tournament"
)

// TestArt6_9_AgreementAtTheDeskWithAFlagDown: the arbiter records that
// the players agreed a draw while White's flag is down on the desk's
// clock. The desk does not propose ½–½ in silence: the ruling reads the
// clock, says the flag fell first and proposes what 6.9 gives, a loss for
// White (Black can still mate); the arbiter may state that the players
// agreed before the flag was noticed or claimed (6.8), and the agreement
// then stands (5.2.3).
func TestArt6_9_AgreementAtTheDeskWithAFlagDown(t *testing.T) {
	f := newFixture(t, "1'")
	test.Tap(f.v.clocks.start)
	f.playSAN("e4", "e5")
	r := f.v.rulings
	if r.said.agreedFirst.Visible() {
		t.Error("the agreed-first statement shows with no flag down")
	}
	f.clk.Advance(61 * time.Second)
	f.v.clocks.update()
	f.propose("agreement", 0)
	f.noErrors()
	if r.current == nil || r.current.Decision.Result != "0-1" {
		t.Fatalf("agreement with White's flag down: proposal %+v, want 0-1", r.current)
	}
	if !strings.Contains(r.explain.Text, "White's flag was down") {
		t.Errorf("the ruling does not say the flag fell first: %q", r.explain.Text)
	}
	if !strings.Contains(r.citation.Text, "6.9") {
		t.Errorf("citation %q lacks 6.9", r.citation.Text)
	}
	test.Tap(r.change)
	if !r.said.agreedFirst.Visible() {
		t.Fatal("the arbiter cannot state that the agreement came first")
	}
	r.said.agreedFirst.SetChecked(true)
	f.propose("agreement", 0)
	if r.current == nil || r.current.Decision.Result != "1/2-1/2" {
		t.Fatalf("agreed before the flag: proposal %+v, want a draw", r.current)
	}
	if !strings.Contains(r.explain.Text, "before the flag") {
		t.Errorf("the draw does not say why the flag did not decide: %q", r.explain.Text)
	}
	test.Tap(r.accept)
	f.noErrors()
	f.wantResult(tournament.Draw)
}
