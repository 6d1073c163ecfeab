package swiss

import (
	"testing"

	"arbiter/engine"
)

// TestNamedRefusalWithoutBlocksGivesTheOthersAlone: Named renders any
// refusal, one that names no block too (NoPairing is a plain value a
// caller may build): its reasons are then the players outside it alone.
func TestNamedRefusalWithoutBlocksGivesTheOthersAlone(t *testing.T) {
	np := &NoPairing{Players: []int{1, 2}, Others: []int{3}}
	m := np.Named(func(n int) int { return 10 + n }, func(int) string { return "" })
	if m.Key != "swiss.err.nopairing" || m.Args["players"] != "11, 12" {
		t.Errorf("named: %s, players %q, want \"11, 12\"", m.Key, m.Args["players"])
	}
	reasons := m.Args["reasons"].([]engine.Message)
	if len(reasons) != 1 || reasons[0].Key != "swiss.nopairing.others" || reasons[0].Args["others"] != "13" {
		t.Errorf("reasons %v, want the others alone: 13", reasons)
	}
}
