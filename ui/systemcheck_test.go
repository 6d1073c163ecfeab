package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/tournament"
)

// The pairing editor of a Dubov round gives the Dubov check's verdict
// (C.04.4.1, 2026): two boards' opponents exchanged by hand in round 1,
// where no criterion tells the pairings apart, are named as equal on
// every quality criterion ([C5]–[C10]) and second by the order of 3.2;
// exchanging back is the system's own pairing.
func TestPairingEditorDubovVerdictC04041(t *testing.T) {
	s, v := openPairingEditorOn(t, newSystemFile(t, tournament.SwissDubov, 6, 5))
	before := s.doc.event.Rounds[0].Pairings
	sels := overlayParts[*picker](s)
	if len(sels) < 2 {
		t.Fatalf("%d drop-downs in the editor", len(sels))
	}
	label := v.swiss.playerLabels()
	sels[0].SetSelected(label(before[0].White))
	sels[1].SetSelected(label(before[1].White))
	test.Tap(findButton(t, s, s.t("pairedit.exchange")))
	text := topMessage(s)
	if head := s.t("systemcheck.check.deviations.dubov", "round", 1, "count", 1); !strings.Contains(text, head) || !strings.Contains(text, "C.04.4.1 3.2:") || !strings.Contains(text, "[C5]–[C10]") {
		t.Errorf("the verdict after the exchange:\n%s", text)
	}
	test.Tap(findButton(t, s, s.t("pairedit.exchange")))
	if text := topMessage(s); !strings.Contains(text, s.t("systemcheck.check.ok.dubov", "round", 1)) {
		t.Errorf("the verdict after exchanging back:\n%s", text)
	}
}
