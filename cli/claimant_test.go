package cli

import (
	"strings"
	"testing"
)

// TestClaimOnARecordNamesItsClaimant_9_2_1: a draw claim checked on a
// record is the claimant's, who by 9.2.1 "on siirtovuorossa" or writes
// his move; --player's default (White) took White for the claimant where
// the record had Black to move, and ruled his correct claim incorrect,
// the opponent given the penalty time. Without --player the claim is
// refused, naming the side asked for; with it, it is ruled.
func TestClaimOnARecordNamesItsClaimant_9_2_1(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	dir := t.TempDir()
	game := writeInput(t, dir, "rep.pgn", "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 *\n")
	for _, kind := range []string{"claim-threefold", "claim-fifty"} {
		if msg := runCLI(t, 2, "ruling", kind, "--pgn", game); !strings.Contains(msg, "--player") {
			t.Errorf("%s on a record without --player: %q, want --player asked for", kind, msg)
		}
	}
	out := runCLI(t, 0, "ruling", "claim-threefold", "--pgn", game, "--intended-move", "Ng8", "--player", "black")
	if !strings.Contains(out, "½–½") {
		t.Errorf("Black's written claim: %q, want a draw", out)
	}
	// Without a record the claim's facts are the arbiter's, as stated.
	runCLI(t, 0, "ruling", "claim-threefold", "--correct")
}
