package swiss

import (
	"slices"

	"arbiter/tournament/trf"
)

// Baku acceleration (FIDE Handbook C.04.7, Baku Acceleration Method): the
// start list is split into group A, the first half rounded up to an even
// number, and group B. In the accelerated rounds — the first half of the
// tournament, rounded up — group A players are paired with virtual points
// added to their score: one point in the first half (rounded up) of the
// accelerated rounds, half a point in the rest. The method assumes 1 / ½ / 0
// scoring.

// BakuLastGA returns the pairing number of the last group A player for a
// start list of n players. Late entries do not move this boundary: keep the
// value fixed before round 1.
func BakuLastGA(n int) int { return 2 * ((n + 3) / 4) }

// BakuLastNumber is the pairing number of the last player of group A
// among the players who started (their pairing numbers, in any order).
func BakuLastNumber(started []int) int {
	nums := slices.Sorted(slices.Values(started))
	k := min(BakuLastGA(len(nums)), len(nums))
	if k == 0 {
		return 0
	}
	return nums[k-1]
}

// bakuRounds returns the number of accelerated rounds and how many of them
// carry a full virtual point.
func bakuRounds(totalRounds int) (accelerated, full int) {
	accelerated = (totalRounds + 1) / 2
	return accelerated, (accelerated + 1) / 2
}

// BakuRecords returns the TRF-2026 acceleration records (250) describing
// the same virtual points, for writing into a tournament file.
func BakuRecords(totalRounds, lastGA int) []trf.Acceleration {
	acc, full := bakuRounds(totalRounds)
	out := []trf.Acceleration{{Points: 1, FirstRound: 1, LastRound: full, FirstID: 1, LastID: lastGA}}
	if acc > full {
		out = append(out, trf.Acceleration{Points: 0.5, FirstRound: full + 1, LastRound: acc, FirstID: 1, LastID: lastGA})
	}
	return out
}
