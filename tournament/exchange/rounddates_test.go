package exchange

import (
	"path/filepath"
	"slices"
	"testing"

	"arbiter/engine"
)

// TestRoundDatesNotWrittenAsTRFAreNamedAndLeftOut: Swiss Perfect writes
// the rounds' dates of 132 with dots, day and month in either order
// ("11.25.02" is 25 February 2011 in an ICU report, "25.10.04" 4 October
// 2025 in a league's), so the import cannot know which is which: the
// rounds are imported without them, and a note names the record (the
// text was kept as written and printed as a round's date, "Round 1 ·
// 11.25.02", without a word). Dates written as TRF writes them
// (YY/MM/DD) are read, with no note.
func TestRoundDatesNotWrittenAsTRFAreNamedAndLeftOut(t *testing.T) {
	_, rep := importTRFFile(t, filepath.Join("..", "testdata", "outside", "icu-bunratty_masters_2011.trf"))
	if !slices.ContainsFunc(rep.Notes, func(m engine.Message) bool {
		return m.Key == "event.trf.rounddates.unread" && m.Args["dates"] == "11.25.02, 11.26.02, 11.26.02, 11.26.02, 11.27.02, 11.27.02"
	}) {
		t.Errorf("notes %v: none names the rounds' dates of 132", rep.Notes)
	}
	for _, r := range rep.Event.Rounds {
		if r.Date != "" {
			t.Errorf("round %d dated %q from a 132 record it cannot read", r.Number, r.Date)
		}
	}
	_, team := teamTRFFile(t, "echecsjs-grandmommyscup.trf")
	if r, ok := team.Event.Round(2); !ok || r.Date != "2024-12-02" {
		t.Errorf("a 132 record written 24/12/02: round 2 %+v", r)
	}
	if slices.ContainsFunc(team.Notes, func(m engine.Message) bool { return m.Key == "event.trf.rounddates.unread" }) {
		t.Errorf("notes %v: a 132 record written as TRF writes it is named", team.Notes)
	}
}
