package desk

import (
	"strings"
	"testing"

	"arbiter/engine/rules"
)

// The desk's verdict of an adjournment writes both times used as the
// printed envelope does, one format for both (it wrote 0:00:27 beside
// 0:02.0, a dial's two forms).
func TestEnvelopeTimesInOneFormat(t *testing.T) {
	f := newFixture(t, "40/120+30'")
	text := f.v.verdictText(rules.Decision{Envelope: &rules.Envelope{UsedWhiteSeconds: 27, UsedBlackSeconds: 2}})
	want := f.v.t("desk.ruling.envelope", "white", "0:27", "black", "0:02")
	if !strings.Contains(text, want) {
		t.Errorf("the envelope's times:\n%s\nwant %q", text, want)
	}
}
