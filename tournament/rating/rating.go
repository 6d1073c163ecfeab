package rating

import (
	"encoding/json"
	"math"
	"slices"
	"sort"
	"strconv"
)

// Edition names the regulations implemented, with the amendments since
// the edition took effect.
const Edition = "FIDE Rating Regulations effective 1 March 2024, as amended with effect from 1 October 2025 (8.3.1)"

// maxDiff is the largest rating difference that counts: a difference of
// more than 400 points counts as 400 (8.3.1) for a player rated below
// uncappedFrom.
const maxDiff = 400

// uncappedFrom is the rating from which a player's rating difference is
// used as it is, with no 400-point cap (8.3.1 as amended with effect from
// 1 October 2025). The cap is the player's own: his opponent, rated below
// 2650, still counts the same game capped.
const uncappedFrom = 2650

// kGamesCap bounds K times the games of one rating period (8.3.3): when
// K × n would exceed 700, K becomes the largest whole number with
// K × n ≤ 700.
const kGamesCap = 700

// expectedSteps lists, for the higher rated player's scoring probability
// PD = 0.50, 0.51, …, 0.99, the largest rating difference that gives it
// (table 8.1.2); beyond 735 points PD is 1.00. With the difference capped
// at 400 (8.3.1) no game of a player rated below 2650 reaches past 0.92.
var expectedSteps = [...]int{
	3, 10, 17, 25, 32, 39, 46, 53, 61, 68,
	76, 83, 91, 98, 106, 113, 121, 129, 137, 145,
	153, 162, 170, 179, 188, 197, 206, 215, 225, 235,
	245, 256, 267, 278, 290, 302, 315, 328, 344, 357,
	374, 391, 411, 432, 456, 484, 517, 559, 619, 735,
}

// EloExpected is the expected score of a player rated rating against one
// rated opponent by the Elo formula itself, which table 8.1.2 rounds: the
// chance a simulated game gives him.
func EloExpected(rating, opponent int) float64 {
	return 1 / (1 + math.Pow(10, float64(opponent-rating)/400))
}

// expectedCapped returns the scoring probability PD, in hundredths, of a player
// rated diff points above the opponent (negative when below): table 8.1.2,
// the difference first capped at 400 either way (8.3.1).
func expectedCapped(diff int) int {
	return expectedUncapped(max(-maxDiff, min(diff, maxDiff)))
}

// expectedFor returns the scoring probability PD, in hundredths, of a
// player rated rating against an opponent rated opponent (8.3.1 as
// amended): the difference capped at 400 below 2650, used as it is from
// 2650 on.
func expectedFor(rating, opponent int) int {
	if rating >= uncappedFrom {
		return expectedUncapped(rating - opponent)
	}
	return expectedCapped(rating - opponent)
}

// expectedUncapped is table 8.1.2 over its whole range, to 1.00 beyond 735
// points.
func expectedUncapped(diff int) int {
	d := diff
	if d < 0 {
		d = -d
	}
	pd := 100
	for i, top := range expectedSteps {
		if d <= top {
			pd = 50 + i
			break
		}
	}
	if diff < 0 {
		return 100 - pd
	}
	return pd
}

// PerfectPerformance returns the perfect tournament performance (FIDE
// Tie-Break Regulations C.07, 10.3) of a score of halfPoints against
// opponents of the given ratings: the lowest rating whose expected score
// by table 8.1.2 against them is at least the score. The difference is not
// capped at 400 here (with the cap no score above 92 % could be reached),
// so a full score is reached 736 points above the highest rated opponent,
// where the table gives 1.00. No rating is the lowest for a zero score:
// it gives the lowest rated opponent less 800. 0 when there is no opponent.
func PerfectPerformance(opponents []int, halfPoints int) int {
	if len(opponents) == 0 {
		return 0
	}
	lowest, highest := slices.Min(opponents), slices.Max(opponents)
	if halfPoints <= 0 {
		return lowest - 800
	}
	halfPoints = min(halfPoints, 2*len(opponents))
	// expected in hundredths against twice the score: halfPoints × 50.
	reaches := func(r int) bool {
		sum := 0
		for _, o := range opponents {
			sum += expectedUncapped(r - o)
		}
		return sum >= halfPoints*50
	}
	// The sum grows with r: the lowest r that reaches it lies above
	// lowest-800, which does not, and at highest+800 at the latest.
	lo := lowest - 799
	return lo + sort.Search(highest+800-lo, func(i int) bool { return reaches(lo + i) })
}

// dpTable is table 8.1.1: the rating difference dp by the percentage
// score p, index = percentage 0…100.
var dpTable = [101]int{-800,
	-677, -589, -538, -501, -470, -444, -422, -401, -383, -366,
	-351, -336, -322, -309, -296, -284, -273, -262, -251, -240,
	-230, -220, -211, -202, -193, -184, -175, -166, -158, -149,
	-141, -133, -125, -117, -110, -102, -95, -87, -80, -72,
	-65, -57, -50, -43, -36, -29, -21, -14, -7, 0,
	7, 14, 21, 29, 36, 43, 50, 57, 65, 72,
	80, 87, 95, 102, 110, 117, 125, 133, 141, 149,
	158, 166, 175, 184, 193, 202, 211, 220, 230, 240,
	251, 262, 273, 284, 296, 309, 322, 336, 351, 366,
	383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
}

// dp returns the rating difference of table 8.1.1 for a percentage score
// (0…100; outside values are clamped).
func dp(pct int) int { return dpTable[max(0, min(100, pct))] }

// Performance returns the average rating of the opponents (rounded to the
// nearest whole number) and the tournament performance rating: that
// average plus dp for the percentage scored against them, rounded to the
// nearest whole percent (8.1.1). halfPoints is the score against them in
// half points. Both are 0 when there is no opponent.
func Performance(opponents []int, halfPoints int) (aro, tpr int) {
	if len(opponents) == 0 {
		return 0, 0
	}
	total := 0
	for _, r := range opponents {
		total += r
	}
	n := float64(len(opponents))
	aro = int(math.Floor(float64(total)/n + 0.5))
	pct := int(math.Floor(float64(halfPoints)*50/n + 0.5))
	return aro, aro + dp(pct)
}

// KReason is why a K factor applies (8.3.3).
type KReason string

// The K factor cases of 8.3.3, and one set by the arbiter.
const (
	KNew      KReason = "new"      // 40: new to the list, fewer than 30 games
	KJunior   KReason = "junior"   // 40: rated under 2300, to the end of the year of the 18th birthday
	KStandard KReason = "standard" // 20: rated under 2400
	KElite    KReason = "elite"    // 10: has once been rated 2400 or more
	KSet      KReason = "set"      // given by the arbiter
)

// KReasons are every KReason, each with the K it gives (the arbiter's
// own, set, at its widest): what a sheet sizes its K column by.
var KReasons = []PlayerK{{40, KNew}, {40, KJunior}, {20, KStandard}, {10, KElite}, {40, KSet}}

// PlayerK is a K factor the arbiter set for a player, and why.
type PlayerK struct {
	K      int     `json:"k"`
	Reason KReason `json:"reason"`
}

// KInput is what 8.3.3 needs to know of a player at the start of the event.
type KInput struct {
	Rating int
	// GamesBefore is the number of rated games before the event; -1 when
	// unknown (then the player is not taken as new to the list).
	GamesBefore int
	// Junior is true while the player keeps a junior's K: until the end
	// of the year of the 18th birthday (8.3.3).
	Junior bool
	// Reached2400 is true when the player's published rating has ever
	// been 2400 or more.
	Reached2400 bool
}

// K returns the development coefficient of 8.3.3 and why: 10 once a
// published rating has reached 2400 (even if it has dropped since); 40
// for a player new to the list until 30 games are completed, and for a
// junior rated under 2300 until the end of the year of the 18th birthday;
// 20 otherwise.
func K(in KInput) (int, KReason) {
	switch {
	case in.Reached2400 || in.Rating >= 2400:
		return 10, KElite
	case in.GamesBefore >= 0 && in.GamesBefore < 30:
		return 40, KNew
	case in.Junior && in.Rating < 2300:
		return 40, KJunior
	default:
		return 20, KStandard
	}
}

// capK applies the 700 rule of 8.3.3 to K for n games in the period.
func capK(k, n int) int {
	if n > 0 && k*n > kGamesCap {
		return kGamesCap / n
	}
	return k
}

// Game is one game of a rated player as the regulations see it.
type Game struct {
	// Opponent is the opponent's rating; 0 for an unrated opponent.
	Opponent int `json:"opponent"`
	// HalfPoints is the player's score: 0, 1 (a draw) or 2.
	HalfPoints int `json:"half_points"`
	// Forfeit marks a game not played over the board.
	Forfeit bool `json:"forfeit,omitempty"`
}

// Rated reports whether the game changes a rated player's rating: played
// over the board (forfeits are not rated) against a rated opponent
// (8.3.1 counts games against rated players only).
func (g Game) Rated() bool { return !g.Forfeit && g.Opponent > 0 }

// Change is a rated player's rating change over an event.
type Change struct {
	K      int        `json:"k"`      // after the 700 rule
	Games  int        `json:"games"`  // rated games
	Points HalfPoints `json:"points"` // in the rated games
	// Expected is the sum of PD over the rated games.
	Expected Hundredths `json:"expected"`
	// Change is K × (score − expected) summed over the rated games (8.3.2).
	Change float64 `json:"change"`
}

// Compute returns the change of a player rated rating with coefficient k
// (before the 700 rule) over the games, the unrated ones left out.
func Compute(rating, k int, games []Game) Change {
	c := tally(rating, games, expectedFor)
	c.K = capK(k, c.Games)
	// score − expected in hundredths: points × 50 − Σ PD
	c.Change = float64(c.K*(int(c.Points)*50-int(c.Expected))) / 100
	return c
}

// tally counts the rated games, the points and the expected score, PD by
// expected(rating, opponent).
func tally(rating int, games []Game, expected func(rating, opponent int) int) Change {
	var c Change
	for _, g := range games {
		if !g.Rated() {
			continue
		}
		c.Games++
		c.Points += HalfPoints(g.HalfPoints)
		c.Expected += Hundredths(expected(rating, g.Opponent))
	}
	return c
}

// ComputeList is the change on a national list of the same Elo kind: the
// expected score of table 8.1.2 with the 400 cap for every player (FIDE's
// 2650 amendment is FIDE's list's, as the 700 rule is), the federation's
// own K and the new rating, rounded to the nearest whole number, not below
// the list's floor.
func ComputeList(rating, k, floor int, games []Game) (c Change, newRating int) {
	c = tally(rating, games, func(r, o int) int { return expectedCapped(r - o) })
	c.K = k
	c.Change = float64(k*(int(c.Points)*50-int(c.Expected))) / 100
	return c, max(floor, int(math.Floor(float64(rating)+c.Change+0.5)))
}

// The initial rating of a player unrated before the event (8.2): two
// hypothetical opponents rated 1800 with a draw against each join the
// rated opponents; the rating is at most 2200, and it is published once
// it rests on at least 5 games against rated opponents and reaches the
// floor of 1400.
const (
	hypotheticalRating = 1800
	maxInitial         = 2200
	minInitialGames    = 5
	initialFloor       = 1400
)

// Initial is the rating an unrated player achieves in the event.
type Initial struct {
	Rating int `json:"rating"`
	// Published reports whether the rating reaches the list from this
	// event alone (5 games against rated opponents, at least 1400).
	Published bool `json:"published"`
}

// InitialRating returns the initial rating (8.2) from the ratings of the
// rated opponents met and the half points scored against them: Ru = Ra +
// dp with the two hypothetical drawn games against 1800 counted in, at
// most 2200. ok is false for no game or a score of zero, which the
// regulations disregard.
func InitialRating(opponents []int, halfPoints int) (in Initial, ok bool) {
	if len(opponents) == 0 || halfPoints == 0 {
		return Initial{}, false
	}
	all := append(append([]int(nil), opponents...), hypotheticalRating, hypotheticalRating)
	_, ru := Performance(all, halfPoints+2)
	ru = min(ru, maxInitial)
	return Initial{Rating: ru, Published: len(opponents) >= minInitialGames && ru >= initialFloor}, true
}

// HalfPoints is a score counted in half points, which keeps the
// regulations' arithmetic exact. JSON gives it in points (6.5 for 13),
// as every JSON of the program gives a score; a negative count (no score
// does) is null.
type HalfPoints int

// MarshalJSON writes the score in points.
func (h HalfPoints) MarshalJSON() ([]byte, error) {
	if h < 0 {
		return []byte("null"), nil
	}
	return strconv.AppendFloat(nil, float64(h)/2, 'f', -1, 64), nil
}

// UnmarshalJSON reads a score in points, to the half point; null is -1.
func (h *HalfPoints) UnmarshalJSON(b []byte) error {
	var f *float64
	if err := json.Unmarshal(b, &f); err != nil {
		return err
	}
	if f == nil {
		*h = -1
		return nil
	}
	*h = HalfPoints(math.Round(*f * 2))
	return nil
}

// Hundredths is an expected score in hundredths of a point, which keeps
// the sum of the table's probabilities exact. JSON gives it in points
// (6.18 for 618).
type Hundredths int

// MarshalJSON writes the expected score in points.
func (h Hundredths) MarshalJSON() ([]byte, error) {
	return strconv.AppendFloat(nil, float64(h)/100, 'f', -1, 64), nil
}

// UnmarshalJSON reads an expected score in points, to the hundredth.
func (h *Hundredths) UnmarshalJSON(b []byte) error {
	var f float64
	if err := json.Unmarshal(b, &f); err != nil {
		return err
	}
	*h = Hundredths(math.Round(f * 100))
	return nil
}
