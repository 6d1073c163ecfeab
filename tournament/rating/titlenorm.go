package rating

import (
	"encoding/json"
	"slices"

	"arbiter/internal/lazy"
)

// Title norms under the FIDE Title Regulations effective 1 January 2024
// (FIDE Handbook B.01), section 1.4. Article numbers in the comments are
// those of that edition. The performance uses the same dp table as the
// rating regulations: table 1.4.9 of B.01 is table 8.1.1 of B.02, entry
// for entry.

// TitleEdition names the title regulations implemented: still the
// edition in force when the FIDE Handbook was last read (October 2026),
// which lists it as current beside archived editions of 2023, 2022,
// 2017–2021 and 2014–2017. The handbook's table of direct titles of
// 1 January 2026 names the events that award a title or a norm by their
// placing; the norms here are earned by performance and do not use it.
const TitleEdition = "FIDE Title Regulations, effective 1 January 2024"

// Norm is what one title's norm asks of a player (0.5, 1.4.5, 1.4.6b, 1.4.8).
type Norm struct {
	Title string `json:"title"`
	// Performance is the performance rating needed (1.4.8: 2599.5 before
	// rounding, 2600 after; with a whole average and a whole dp the two
	// are the same).
	Performance int `json:"performance"`
	// MinARO is the least average rating of the opponents (1.4.8a).
	MinARO int `json:"min_aro"`
	// Floor is the adjusted rating floor of 1.4.6b.
	Floor int `json:"floor"`
	// Level lists the titles that count towards the third of opponents
	// holding the norm's title or a higher one (1.4.5b–e).
	Level []string `json:"level"`
}

// Norms are the four norms of 1.4, strongest first.
var Norms = []Norm{
	{"GM", 2600, 2380, 2200, []string{"GM"}},
	{"IM", 2450, 2230, 2050, []string{"GM", "IM"}},
	{"WGM", 2400, 2180, 2000, []string{"GM", "IM", "WGM"}},
	{"WIM", 2250, 2030, 1850, []string{"GM", "IM", "WGM", "WIM"}},
}

// The fixed numbers of 1.4.
const (
	NormGames          = 9    // 1.4.1a
	normMinScorePct    = 35   // 1.4.8b
	NormUnrated        = 1400 // 1.4.6d
	normOtherFeds      = 2    // 1.4.3
	normMaxCountedGame = 13   // 1.7: a longer event counts as 13 games
	// NoFederation is FIDE's own code: such a player is accepted as an
	// opponent but is no federation, foreign or otherwise (1.4.2a).
	NoFederation = "FID"
)

// holdsTitle reports whether a title is one of 0.31's that count for the
// half of the opponents who must hold one; CM and WCM do not (1.4.5a). A
// switch, not a map: the forecast asks it of every opponent of thousands
// of rests, where the map's hashing was a fifth of its time.
func holdsTitle(t string) bool {
	switch t {
	case "GM", "IM", "FM", "WGM", "WIM", "WFM":
		return true
	}
	return false
}

// Opponent is one game counted for a norm: played over the board (1.4.2c)
// against a player of a FIDE federation (1.4.2a).
type Opponent struct {
	Rating     int    `json:"rating"` // on the list at the start (1.4.6a); 0 unrated
	Title      string `json:"title,omitempty"`
	Federation string `json:"federation,omitempty"`
	HalfPoints int    `json:"half_points"` // the candidate's score: 0, 1 or 2
}

// NormInput is a candidate's event as 1.4 sees it.
type NormInput struct {
	Federation string     `json:"federation"`
	Opponents  []Opponent `json:"opponents"`
	// Rounds is the number of rounds of the event.
	Rounds int `json:"rounds"`
	// UnplayedWins counts the rounds the candidate won without playing: a
	// forfeit win or a bye allocated by the pairing (1.4.1c).
	UnplayedWins int `json:"unplayed_wins"`
	// Exempt is true when one of the exemptions 1.4.3a–d waives the
	// foreigner requirement (1.4.3 and 1.4.4) for this candidate.
	Exempt bool `json:"exempt,omitempty"`
	// RoundRobin marks a round robin: wins left out under 1.4.1f must
	// leave the whole field's mix of federations and titles (1.4.3–1.4.5)
	// able to give the norm, so it is judged over every game as well.
	RoundRobin bool `json:"round_robin,omitempty"`
	// DoubleRoundRobin marks a double round robin, whose own rule of 1.4.5
	// is not implemented: a norm it would give cannot be judged here.
	DoubleRoundRobin bool `json:"double_round_robin,omitempty"`
}

// Foreign reports whether federation f is another than the candidate's,
// as 1.4.3 counts them: none known, or FIDE's own (NoFederation), is none.
func (in NormInput) Foreign(f string) bool { return f != "" && f != NoFederation && f != in.Federation }

// CannotJudge is a requirement this package does not implement and that
// could refuse a norm the implemented ones give: the verdict is then
// neither met nor missed but "cannot judge", naming the article.
type CannotJudge struct {
	Rule string `json:"rule"`
	Kind string `json:"kind"`
}

// The requirements not implemented.
const (
	// JudgeDoubleRoundRobin: 1.4.5's rule for a double round robin.
	JudgeDoubleRoundRobin = "double-round-robin"
)

// Shortfall is one requirement a norm misses: Rule is the article, Kind
// what it counts, Have what the event gave and Need what the rule asks
// (a most for the "too many" kinds). Points are in half points, in
// points in JSON.
type Shortfall struct {
	Rule       string `json:"rule"`
	Kind       string `json:"kind"`
	Have       int    `json:"have"`
	Need       int    `json:"need"`
	Federation string `json:"federation,omitempty"`
}

// MarshalJSON writes a shortfall of points in points (HalfPoints), as
// every JSON gives a score; the other kinds count games, federations or
// players as they are.
func (s Shortfall) MarshalJSON() ([]byte, error) {
	type plain Shortfall
	if s.Kind != ShortPoints {
		return json.Marshal(plain(s))
	}
	return json.Marshal(struct {
		plain
		Have HalfPoints `json:"have"`
		Need HalfPoints `json:"need"`
	}{plain(s), HalfPoints(s.Have), HalfPoints(s.Need)})
}

// The shortfall kinds.
const (
	shortGames       = "games"              // fewer games than 1.4.1 asks
	ShortPoints      = "points"             // the score (half points) short of the performance and 35 %
	shortARO         = "aro"                // the opponents' average below the minimum
	ShortOtherFeds   = "federations"        // too few foreign federations
	shortOwnFed      = "own-federation"     // too many from the candidate's federation
	shortOneFed      = "one-federation"     // too many from one federation
	ShortTitled      = "title-holders"      // too few title holders
	ShortLevel       = "level-titles"       // too few of the norm's title or higher
	shortNoFed       = "no-federation"      // the candidate's federation is not known
	shortUnknownFeds = "unknown-federation" // opponents whose federation is not known
)

// Raise is the rating floor adjustment of 1.4.6b–c: the opponent at
// Index (into the games counted) is counted at To instead of From.
type Raise struct {
	Index int `json:"index"`
	From  int `json:"from"`
	To    int `json:"to"`
}

// NormResult is the verdict on one norm.
type NormResult struct {
	Title string `json:"title"`
	Met   bool   `json:"met"`
	// Games is the number of games counted; CountsAs what they count for
	// in a title application (1.4.1c, 1.4.1d, 1.7).
	Games    int        `json:"games"`
	CountsAs int        `json:"counts_as,omitempty"`
	Points   HalfPoints `json:"points"`
	// NeedPoints is the least score that gives the performance and 35 %
	// with these opponents; -1 when none does.
	NeedPoints HalfPoints `json:"need_points"`
	ARO        int        `json:"aro"`
	MinARO     int        `json:"min_aro"`
	TPR        int        `json:"tpr"`
	NeedTPR    int        `json:"need_tpr"`
	Raised     *Raise     `json:"raised,omitempty"`
	// The opposition: foreign federations, the most from the candidate's
	// and from any one federation (and which), the title holders and the
	// holders of the norm's title or higher.
	OtherFeds  int    `json:"other_federations"`
	OwnFed     int    `json:"own_federation"`
	MaxOwnFed  int    `json:"max_own_federation"`
	MostOneFed int    `json:"most_one_federation"`
	MostFed    string `json:"most_federation,omitempty"`
	MaxOneFed  int    `json:"max_one_federation"`
	Titled     int    `json:"title_holders"`
	NeedTitled int    `json:"need_title_holders"`
	Level      int    `json:"level_titles"`
	NeedLevel  int    `json:"need_level_titles"`
	Exempt     bool   `json:"exempt,omitempty"`
	// Dropped lists the wins left out under 1.4.1f (indices into the
	// input's opponents) for the verdict to hold; Short is empty when Met.
	Dropped []int `json:"dropped,omitempty"`
	// Through is the last round whose games the verdict counts where
	// 1.4.1e leaves the player's later games out: the norm made over the
	// games up to it, whatever the later rounds gave or will give. 0: the
	// verdict counts every game (tournament/norms sets it).
	Through int         `json:"through_round,omitempty"`
	Short   []Shortfall `json:"short,omitempty"`
	// CannotJudge lists the requirements not implemented that decide a
	// norm the others give; Met is then false and Short empty.
	CannotJudge []CannotJudge `json:"cannot_judge,omitempty"`
}

// mixKinds are the shortfalls of the opposition's mix of federations and
// titles (1.4.3–1.4.5), as opposed to the score, the average and the
// number of games.
var mixKinds = lazy.Value[map[string]bool]{Make: func() map[string]bool {
	return map[string]bool{
		ShortOtherFeds: true, shortOwnFed: true, shortOneFed: true, ShortTitled: true,
		ShortLevel: true, shortNoFed: true, shortUnknownFeds: true,
	}
}}

// MixShort reports whether a verdict misses any requirement of the mix.
func MixShort(r NormResult) bool {
	return slices.ContainsFunc(r.Short, func(s Shortfall) bool { return mixKinds.Get()[s.Kind] })
}

// NormFor returns the norm of a title ("GM", "IM", "WGM", "WIM").
func NormFor(title string) (Norm, bool) {
	for _, n := range Norms {
		if n.Title == title {
			return n, true
		}
	}
	return Norm{}, false
}

// ceilDiv is the least whole number at or above a/b: the regulations round
// minimum counts up and maximum counts down (1.4.4).
func ceilDiv(a, b int) int { return (a + b - 1) / b }

// EnoughGames reports whether the games count for a norm at all: 9
// (1.4.1a), or 8 in a 9-round event when the ninth round was won without
// play (1.4.1c).
func EnoughGames(games, rounds, unplayedWins int) bool {
	return games >= NormGames || (games == NormGames-1 && rounds == NormGames && unplayedWins > 0)
}

// adjustedRatings returns the opponents' ratings as 1.4.6 counts them: an
// unrated opponent at 1400 (1.4.6d), then the lowest of those below the
// norm's floor raised to it — one opponent at most, the lowest (1.4.6b–c).
func adjustedRatings(opps []Opponent, floor int) ([]int, *Raise) {
	rs := make([]int, len(opps))
	low := -1
	for i, o := range opps {
		rs[i] = CountedRating(o.Rating)
		if rs[i] < floor && (low < 0 || rs[i] < rs[low]) {
			low = i
		}
	}
	if low < 0 {
		return rs, nil
	}
	r := &Raise{Index: low, From: rs[low], To: floor}
	rs[low] = floor
	return rs, r
}

// CountedRating is a rating as 1.4.6 counts it before the floor: an
// unrated opponent at 1400 (1.4.6d).
func CountedRating(r int) int {
	if r <= 0 {
		return NormUnrated
	}
	return r
}

// averageRating is the average of n ratings summing to total, rounded to
// the nearest whole number, 0.5 up (1.4.7b).
func averageRating(total, n int) int { return (2*total + n) / (2 * n) }

// NeedPoints returns the least score in half points over n games that
// gives a performance of at least perf against an average of aro (1.4.8,
// percentages rounded as 1.4.9 says) and at least 35 % (1.4.8b); -1 when
// even a full score does not.
func NeedPoints(n, aro, perf int) int {
	for h := 0; h <= 2*n; h++ {
		if 100*h < normMinScorePct*2*n {
			continue
		}
		if aro+dp(roundPct(h, n)) >= perf {
			return h
		}
	}
	return -1
}

// roundPct is the percentage of h half points over n games, rounded to
// the nearest whole number with 0.5 up (1.4.9, 8.1.1).
func roundPct(h, n int) int { return (h*100 + n) / (2 * n) }

// CheckNorm judges one norm over the candidate's games as given. Use
// BestNorm to let the candidate leave out wins as 1.4.1f allows.
func CheckNorm(in NormInput, norm Norm) NormResult {
	n := len(in.Opponents)
	res := NormResult{Title: norm.Title, Games: n, MinARO: norm.MinARO, NeedTPR: norm.Performance, Exempt: in.Exempt, NeedPoints: -1}
	if !EnoughGames(n, in.Rounds, in.UnplayedWins) {
		res.Short = append(res.Short, Shortfall{Rule: "1.4.1", Kind: shortGames, Have: n, Need: NormGames})
	}
	if n == 0 {
		return res
	}
	ratings, raised := adjustedRatings(in.Opponents, norm.Floor)
	res.Raised = raised
	total := 0
	for i, o := range in.Opponents {
		total += ratings[i]
		res.Points += HalfPoints(o.HalfPoints)
	}
	res.ARO = averageRating(total, n)
	res.TPR = res.ARO + dp(roundPct(int(res.Points), n))
	res.NeedPoints = HalfPoints(NeedPoints(n, res.ARO, norm.Performance))
	if res.ARO < norm.MinARO {
		res.Short = append(res.Short, Shortfall{Rule: "1.4.8a", Kind: shortARO, Have: res.ARO, Need: norm.MinARO})
	}
	if res.NeedPoints < 0 || res.Points < res.NeedPoints {
		res.Short = append(res.Short, Shortfall{Rule: "1.4.8", Kind: ShortPoints, Have: int(res.Points), Need: int(res.NeedPoints)})
	}

	res.federations(in)
	res.titles(in, norm)
	res.Met = len(res.Short) == 0
	if res.Met {
		res.CountsAs = countsAs(n, int(res.Points-res.NeedPoints))
	}
	return res
}

// federations judges the mix of the opponents' federations (1.4.3,
// 1.4.4), unless the candidate is exempt. A slice, not a map: the
// forecast judges thousands of rests (norms.byWins).
func (res *NormResult) federations(in NormInput) {
	n := len(in.Opponents)
	type fedCount struct {
		fed string
		n   int
	}
	feds := make([]fedCount, 0, 16)
	unknown := 0
	for _, o := range in.Opponents {
		switch o.Federation {
		case "":
			unknown++
		case NoFederation:
		default:
			k := 0
			for k < len(feds) && feds[k].fed != o.Federation {
				k++
			}
			if k == len(feds) {
				k = len(feds)
				feds = append(feds, fedCount{fed: o.Federation})
			}
			feds[k].n++
		}
	}
	for _, c := range feds {
		if c.fed != in.Federation {
			res.OtherFeds++
		} else {
			res.OwnFed = c.n
		}
		if c.n > res.MostOneFed || (c.n == res.MostOneFed && c.fed < res.MostFed) {
			res.MostOneFed, res.MostFed = c.n, c.fed
		}
	}
	res.MaxOwnFed = 3 * n / 5 // 1.4.4: at most 3/5, rounded down
	res.MaxOneFed = 2 * n / 3 // 1.4.4: at most 2/3, rounded down
	if !in.Exempt {
		switch {
		case in.Federation == "" || in.Federation == NoFederation:
			res.Short = append(res.Short, Shortfall{Rule: "1.4.3", Kind: shortNoFed})
		case res.OtherFeds < normOtherFeds:
			res.Short = append(res.Short, Shortfall{Rule: "1.4.3", Kind: ShortOtherFeds, Have: res.OtherFeds, Need: normOtherFeds})
		}
		if in.Federation != "" && res.OwnFed > res.MaxOwnFed {
			res.Short = append(res.Short, Shortfall{Rule: "1.4.4", Kind: shortOwnFed, Have: res.OwnFed, Need: res.MaxOwnFed, Federation: in.Federation})
		}
		if res.MostOneFed > res.MaxOneFed {
			res.Short = append(res.Short, Shortfall{Rule: "1.4.4", Kind: shortOneFed, Have: res.MostOneFed, Need: res.MaxOneFed, Federation: res.MostFed})
		}
		if unknown > 0 {
			res.Short = append(res.Short, Shortfall{Rule: "1.4.3", Kind: shortUnknownFeds, Have: unknown})
		}
	}
}

// titles judges the opponents' titles (1.4.5): half of them title
// holders, a third (at least 3) holding the norm's title or a higher one;
// minimums rounded up.
func (res *NormResult) titles(in NormInput, norm Norm) {
	for _, o := range in.Opponents {
		if holdsTitle(o.Title) {
			res.Titled++
		}
		if slices.Contains(norm.Level, o.Title) {
			res.Level++
		}
	}
	res.NeedTitled = ceilDiv(len(in.Opponents), 2)
	res.NeedLevel = max(3, ceilDiv(len(in.Opponents), 3))
	if res.Titled < res.NeedTitled {
		res.Short = append(res.Short, Shortfall{Rule: "1.4.5a", Kind: ShortTitled, Have: res.Titled, Need: res.NeedTitled})
	}
	if res.Level < res.NeedLevel {
		res.Short = append(res.Short, Shortfall{Rule: "1.4.5", Kind: ShortLevel, Have: res.Level, Need: res.NeedLevel})
	}
}

// scoreMeets reports whether the opponents that mask leaves in (those
// whose winBit it does not hold) give the norm's average (1.4.8a) and
// its performance (1.4.8), worked out as CheckNorm does but without its
// lists and maps: most of the thousand subsets bestNorm tries miss one
// of the two, which CheckNorm would find as well.
func scoreMeets(opps []Opponent, winBit []int, mask int, norm Norm) bool {
	n, total, points, low := 0, 0, 0, -1
	for i, o := range opps {
		if mask&winBit[i] != 0 {
			continue
		}
		n, total, low = addRating(n, total, low, o, norm)
		points += o.HalfPoints
	}
	need := ratingNeed(n, total, low, norm)
	return need >= 0 && points >= need
}

// RestNeed is the least score in half points that the games against the
// opponents left does not mark need for the norm's average (1.4.8a) and
// performance (1.4.8), -1 when none does: CheckNorm's need without its
// lists and maps, for the forecast's many rests (norms.byWins).
func RestNeed(opps []Opponent, left []bool, norm Norm) int {
	n, total, low := 0, 0, -1
	for i, o := range opps {
		if !left[i] {
			n, total, low = addRating(n, total, low, o, norm)
		}
	}
	return ratingNeed(n, total, low, norm)
}

// addRating adds an opponent to n games whose counted ratings sum to
// total, the lowest below the floor being low (-1: none).
func addRating(n, total, low int, o Opponent, norm Norm) (int, int, int) {
	r := CountedRating(o.Rating)
	if r < norm.Floor && (low < 0 || r < low) {
		low = r // 1.4.6b–c: the lowest below the floor is raised to it
	}
	return n + 1, total + r, low
}

// ratingNeed is the least score over n games (addRating) that gives the
// norm's average and performance, -1 when none does.
func ratingNeed(n, total, low int, norm Norm) int {
	if n == 0 {
		return -1
	}
	if low >= 0 {
		total += norm.Floor - low
	}
	aro := averageRating(total, n)
	if aro < norm.MinARO {
		return -1
	}
	return NeedPoints(n, aro, norm.Performance)
}

// countsAs is the number of games a norm counts for in a title
// application: 8 games under 1.4.1c count as 9; each whole point above
// the score needed counts as one more game (1.4.1d); at most 13 (1.7).
func countsAs(games, extraHalfPoints int) int {
	c := max(games, NormGames) + extraHalfPoints/2
	return min(c, normMaxCountedGame)
}

// BestNorm judges a norm as CheckNorm does and, when the games as played
// miss it, tries leaving out wins as 1.4.1f allows (games against
// opponents the player defeated, as long as the rest keeps 9 games and
// the opposition's mix). In a round robin the whole field's mix must
// allow the norm as well: a win is left out only when every game together
// meets 1.4.3–1.4.5 (7 opponents of 11 from the player's own federation
// stay too many however many wins are left out). Of the subsets that meet
// the norm it keeps the one with the fewest wins left out and then the
// best performance. Otherwise the verdict is the one over every game,
// whose shortfalls say what was missing. A norm met in a double round
// robin cannot be judged (its rule of 1.4.5 is not implemented).
func BestNorm(in NormInput, norm Norm) NormResult {
	r := bestNorm(in, norm)
	if r.Met && in.DoubleRoundRobin {
		r.Met, r.CountsAs = false, 0
		r.CannotJudge = append(r.CannotJudge, CannotJudge{Rule: "1.4.5", Kind: JudgeDoubleRoundRobin})
	}
	return r
}

func bestNorm(in NormInput, norm Norm) NormResult {
	full := CheckNorm(in, norm)
	if full.Met || ((in.RoundRobin || in.DoubleRoundRobin) && MixShort(full)) {
		return full
	}
	var wins []int
	for i, o := range in.Opponents {
		if o.HalfPoints == 2 {
			wins = append(wins, i)
		}
	}
	// 1.4.1f bounds the wins left out by the 9 games that must stay, not
	// by their number: a player who won 14 of 19 may leave out any of them.
	if len(wins) == 0 {
		return full
	}
	// winBit[i] is the bit of the masks below that leaves opponent i out.
	winBit := make([]int, len(in.Opponents))
	for b, w := range wins {
		winBit[w] = 1 << b
	}
	var best *NormResult
	// The subsets by the number of wins they leave out, each number's in
	// ascending order of their masks (Gosper's next mask of as many bits),
	// up to the first number some subset meets the norm with. A game left
	// out is no unplayed round: 1.4.1c does not apply, 9 games must stay.
	for dropped := 1; best == nil && dropped <= min(len(wins), len(in.Opponents)-NormGames); dropped++ {
		for mask := 1<<dropped - 1; mask < 1<<len(wins); mask = nextMask(mask) {
			if r, ok := leaveOut(in, norm, winBit, mask); ok && (best == nil || r.TPR > best.TPR) {
				best = &r
			}
		}
	}
	if best != nil {
		return *best
	}
	return full
}

// nextMask is the least number above mask with as many bits set.
func nextMask(mask int) int {
	low := mask & -mask
	up := mask + low
	return up | (mask^up)/low>>2
}

// leaveOut judges the norm with the wins (indices into in's opponents)
// whose bits mask holds left out; ok when it is met.
func leaveOut(in NormInput, norm Norm, winBit []int, mask int) (NormResult, bool) {
	if !scoreMeets(in.Opponents, winBit, mask, norm) {
		return NormResult{}, false
	}
	sub := in
	sub.Opponents = nil
	var idx, back []int
	for i, o := range in.Opponents {
		if mask&winBit[i] != 0 {
			idx = append(idx, i)
			continue
		}
		sub.Opponents = append(sub.Opponents, o)
		back = append(back, i)
	}
	r := CheckNorm(sub, norm)
	if !r.Met {
		return r, false
	}
	if r.Raised != nil {
		r.Raised.Index = back[r.Raised.Index]
	}
	r.Dropped = idx
	return r, true
}

// SharedFederations is the federation part of the kind (OpponentKinds)
// that opponents of several small foreign federations share.
const SharedFederations = "*"

// OpponentKinds gives each opponent of in a kind for norm, "title/federation":
// two opponents of one kind differ in nothing CheckNorm asks but their
// ratings and, in a kind of SharedFederations, their federation as 1.4.3
// counts it — the title held (1.4.5a) and the norm's level (1.4.5b–e),
// and, unless the candidate is exempt, the federation as 1.4.3–1.4.4
// count it: his own, none (FID), unknown, or another. Another federation
// with more than 6 opponents is a kind of its own: it may exceed 2/3 of a
// rest of 9 games or more (1.4.4). The others cannot (a rest keeps 9
// games, 1.4.1f) and share one kind, whatever their number, so that a
// field of many small federations gives few kinds: only the count of
// other federations (1.4.3, at least 2) tells them apart, which the
// caller settles by the members it keeps (norms.byWins).
func OpponentKinds(in NormInput, norm Norm) []string {
	level := map[string]bool{}
	for _, t := range norm.Level {
		level[t] = true
	}
	feds := map[string]int{}
	for _, o := range in.Opponents {
		if in.Foreign(o.Federation) {
			feds[o.Federation]++
		}
	}
	out := make([]string, len(in.Opponents))
	for i, o := range in.Opponents {
		title := "-"
		switch {
		case level[o.Title]:
			title = "L"
		case holdsTitle(o.Title):
			title = "T"
		}
		fed := o.Federation
		switch {
		case in.Exempt:
			fed = ""
		case in.Foreign(fed) && feds[fed] <= 2*NormGames/3:
			fed = SharedFederations
		}
		out[i] = title + "/" + fed
	}
	return out
}

// The exemptions of B.01 1.4.3a–c an event can have: the final of a
// national championship (1.4.3a) and a national team championship
// (1.4.3b) exempt the players of the host federation, a zonal or
// sub-zonal tournament every player (1.4.3c). 1.4.3d is computed from the
// field (tournament/norms judges it).
var NormExemptions = []string{"", "national-championship", "national-team", "zonal"}
