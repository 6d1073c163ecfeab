package swiss

import "testing"

// TestOtherResidentNamesTheFirstFloatedResidentPairedHere: in a Burstein
// bracket (residents pair with residents only), where every pair the
// system makes there is kept, the resident that differs is the first,
// in the system's order, of those the system floats out of the bracket
// (paired with a player of the graph who is no resident) whom the checked
// pairing pairs in it. Residents 0–3 (ids 1–4), 4 and 5 (ids 5, 6) below:
// the system pairs 1–2 and floats 0 and 3 (with 4 and 5); the checked
// pairing keeps 1–2 and pairs 0 with 3. The first such is 0. A floater
// whom the checked pairing gives the partner the system's whole pairing
// gives him (a later bracket's choice, Burstein 4.2) does not differ.
func TestOtherResidentNamesTheFirstFloatedResidentPairedHere(t *testing.T) {
	b := &dubovBracket{residentsOnly: true, resident: []bool{true, true, true, true, false, false}}
	for v := range 6 {
		b.ps = append(b.ps, &dubovPlayer{s: &pstate{id: v + 1}, v: v})
	}
	mate := []int{4, 2, 1, 5, 0, 3}
	rule := map[int]int{1: 5, 5: 1, 2: 3, 3: 2, 4: 6, 6: 4}
	given := map[int]int{1: 4, 4: 1, 2: 3, 3: 2, 5: 6, 6: 5}
	if got := b.otherResident(mate, given, rule); got != 0 {
		t.Errorf("the resident that differs is %d, want 0", got)
	}
	// Every resident paired as the system pairs him: none differs.
	if got := b.otherResident(mate, rule, rule); got != -1 {
		t.Errorf("the resident that differs is %d, want none (-1)", got)
	}
	// A floater matched with himself (his partner below left to the next
	// bracket, Burstein 4.2) has no opponent here: given his partner
	// below, he does not differ.
	self := []int{0, 2, 1, 5, 4, 3}
	rule = map[int]int{1: 5, 5: 1, 2: 3, 3: 2, 4: 6, 6: 4}
	if got := b.otherResident(self, rule, rule); got != -1 {
		t.Errorf("a floater matched with himself: the resident that differs is %d, want none (-1)", got)
	}
	// The two floaters paired together by the next bracket, as the checked
	// pairing pairs them: none differs.
	rule = map[int]int{1: 4, 4: 1, 2: 3, 3: 2, 5: 6, 6: 5}
	if got := b.otherResident(mate, given, rule); got != -1 {
		t.Errorf("floaters paired together below: the resident that differs is %d, want none (-1)", got)
	}
}
