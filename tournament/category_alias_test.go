package tournament

import "testing"

// A player list typed in Finland or Estonia writes the candidate master
// KM; the CSV import refused it.
func TestParseCategoryReadsTheWaysListsWriteIt(t *testing.T) {
	for in, want := range map[string]Category{
		"KM": CandidateMaster, "km": CandidateMaster, "КМС": CandidateMaster, "кмс": CandidateMaster,
		"CM": CandidateMaster, "МС": MasterOfSport, "MS": MasterOfSport, "iv": CategoryIV, "": Unclassified,
	} {
		if got, err := ParseCategory(in); err != nil || got != want {
			t.Errorf("ParseCategory(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	if _, err := ParseCategory("KMX"); err == nil {
		t.Error("KMX read as a category")
	}
	if got := CandidateMaster.String(); got != "CM" {
		t.Errorf("a candidate master is stored as %q, want CM", got)
	}
}
