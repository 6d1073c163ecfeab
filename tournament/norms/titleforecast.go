package norms

import (
	"slices"

	"arbiter/tournament"
	"arbiter/tournament/rating"
)

// Forecast states of a norm before the event ends.
const (
	// ForecastMet: whatever the remaining games give, the norm holds.
	ForecastMet = "met"
	// forecastMetIfPlayed: whatever the remaining games give played, the
	// norm holds, but one of them left unplayed (a forfeit, which is no
	// game of B.01 1.4.1) may take it away (unplayedMisses).
	forecastMetIfPlayed = "met-if-played"
	// ForecastReachable: some results of the remaining games give it.
	ForecastReachable = "reachable"
	// ForecastOut: no result of the remaining games gives it.
	ForecastOut = "out-of-reach"
	// ForecastCannotJudge: no result of the remaining games gives it, but
	// with them won the verdict cannot judge it (a requirement not
	// implemented, rating.CannotJudge: a double round robin's 1.4.5),
	// which is no norm out of reach.
	ForecastCannotJudge = "cannot-judge"
	// ForecastNotComputed: the player's unrated opponents that B.01 1.4.2b
	// may leave out make more cases than MaxExclusionCases; no state is
	// given rather than one that may be wrong.
	ForecastNotComputed = "not-computed"
	// ForecastNotComputedRuns: B.01 1.4.1e may leave out the games after
	// some of the player's remaining games, whose outcomes are more than
	// MaxRunOutcomes (weighCase); no state is given rather than one that
	// may be wrong.
	ForecastNotComputedRuns = "not-computed-runs"
)

// TitleForecast is what one player can still make of the title norms.
type TitleForecast struct {
	ID int64 `json:"id"`
	// Certainty is the event's: a state is final only once it is over.
	Certainty Certainty           `json:"certainty"`
	Name      string              `json:"name"`
	Remaining []RemainingGame     `json:"remaining"`
	Norms     []TitleNormForecast `json:"norms"`
}

// TitleNormForecast is one norm's forecast: its state, the least score in
// the remaining games that gives it (in half points; -1 when none does),
// whether every result with that score or more gives it (else it depends
// on which games are won), and the verdict B.01 gives at that least score
// (or, out of reach, with every remaining game won): what else it asks,
// the wins it may leave out (1.4.1f).
type TitleNormForecast struct {
	Title        string            `json:"title"`
	State        string            `json:"state"`
	NeedHalf     int               `json:"need_half_points"`
	ByScoreAlone bool              `json:"by_score_alone"`
	Verdict      rating.NormResult `json:"verdict"`
	// Judged: the player has enough games for a norm in some outcome.
	Judged bool `json:"judged"`
	// OverTheBoard: reachable by its least score alone, yet not by every
	// result that gives that score: one with a remaining game won or lost
	// by forfeit, no game of B.01 1.4.1, misses the norm, so the score
	// must be made over the board (forfeitMisses; taken so past
	// maxForfeitGames remaining games).
	OverTheBoard bool `json:"over_the_board,omitempty"`
	// missMost is the highest score of an outcome that misses the norm;
	// outAt the score of the out-of-reach verdict kept (merge).
	missMost, outAt int
}

// TitleNormForecasts asks the norm verdict (normCases and their judge,
// what the rating report prints) about each player's remaining games: by
// their total where it alone decides (eachTotal), else by the games won
// (byWins), in time polynomial in the games either way; no rule of B.01
// is repeated here. An unrated opponent whom the remaining games may
// leave out under 1.4.2b or keep is weighed both ways (exclusionCases); a
// player with more such cases than MaxExclusionCases is not forecast
// (ForecastNotComputed). A game after a player's
// withdrawal is none of the remaining games: it is weighed as the forfeit
// it will be recorded as (withdrawalForfeits). Once no game remains the
// forecast is that verdict. A Swiss round not yet paired has no games to
// weigh: the forecast is refused until it is (CompletionOf). An event
// that gives no title norms (Scope: rapid, blitz, not FIDE-rated) is
// refused why. The players are in start-number order.
func TitleNormForecasts(ev *tournament.Event, opts tournament.RatingOptions) ([]TitleForecast, error) {
	if err := ScopeOf(ev).Titles; err != nil {
		return nil, err
	}
	c, err := CompletionOf(ev)
	if err != nil {
		return nil, err
	}
	gone, certainty := withdrawals(ev), CertaintyOf(ev)
	forfeits := withdrawalForfeits(c)
	var out []TitleForecast
	for _, p := range ev.Players {
		own := ownGames(c, gone, p.ID)
		f := TitleForecast{ID: p.ID, Certainty: certainty, Name: p.Name}
		for _, i := range own {
			f.Remaining = append(f.Remaining, c.Remaining[i])
		}
		byTitle := map[string]*TitleNormForecast{}
		// The state of every norm when its forecast is not computed; ""
		// once every case is weighed.
		state := ForecastNotComputed
		cases, ok := exclusionCases(c, forfeits, gone, own, p.ID)
		if ok {
			state = ""
			for _, x := range cases {
				if !weighCase(c, x, p.ID, opts, normTitles(p), byTitle) {
					state = ForecastNotComputedRuns
					break
				}
			}
		}
		// unplayed: the norms held by every played result that some of his
		// remaining games left unplayed miss.
		unplayed := map[string]bool{}
		if held := heldTitles(byTitle); state == "" && len(held) > 0 {
			for _, x := range cases {
				unplayedMisses(c, x, p.ID, opts, held, unplayed)
			}
		}
		// byForfeit: the norms reachable by their least score alone that a
		// result giving it with a forfeit misses.
		byForfeit := map[string]bool{}
		if need := reachableByScore(byTitle); state == "" && len(need) > 0 {
			for _, x := range cases {
				forfeitMisses(c, x, p.ID, opts, need, byForfeit)
			}
		}
		for _, t := range normTitles(p) {
			if state != "" {
				f.Norms = append(f.Norms, TitleNormForecast{Title: t, State: state, NeedHalf: -1, Verdict: rating.NormResult{Title: t}})
				continue
			}
			nf := byTitle[t]
			nf.finish()
			if nf.State == ForecastMet && unplayed[t] {
				nf.State = forecastMetIfPlayed
			}
			nf.OverTheBoard = nf.State == ForecastReachable && nf.ByScoreAlone && byForfeit[t]
			f.Norms = append(f.Norms, *nf)
		}
		out = append(out, f)
	}
	// By start number, as the 1953 forecast and the rating report list
	// them: the event's players are in the order they were entered.
	number := ev.StartNumbers()
	slices.SortStableFunc(out, func(a, b TitleForecast) int { return byNumber(number[a.ID], number[b.ID], len(number)) })
	return out, nil
}

// heldTitles are the norms of byTitle that every played outcome weighed
// gives, as finish will find them.
func heldTitles(byTitle map[string]*TitleNormForecast) []string {
	var out []string
	for t, nf := range byTitle {
		if forecastState(nf.NeedHalf, nf.missMost) == ForecastMet {
			out = append(out, t)
		}
	}
	return out
}

// maxUnplayedGames bounds the remaining games of a player whose every
// way of being left unplayed unplayedMisses weighs (3^n outcomes); past
// it a norm held by every result played is not said to hold unplayed.
const maxUnplayedGames = 6

// unplayedMisses adds to missed each norm that case x misses when some of
// the player's remaining games (x.free) go unplayed: lost or won by
// forfeit, no game of B.01 1.4.1 (1.4.1c counts a forfeit won only in a
// 9-round event), the others lost over the board, the least they can
// give. A norm that every played result holds (ForecastMet) may still
// need those games to have 9; the forecast then says so
// (forecastMetIfPlayed) rather than that it holds whatever happens.
func unplayedMisses(c *Completion, x exclusionCase, id int64, opts tournament.RatingOptions, titles []string, missed map[string]bool) {
	if len(x.free) > maxUnplayedGames {
		for _, t := range titles {
			missed[t] = true
		}
		return
	}
	results := slices.Clone(x.results)
	// Each game's three ways: 0 lost over the board, 1 lost by forfeit,
	// 2 won by forfeit.
	eachOutcome(len(x.free), func(ways []int) {
		if !slices.ContainsFunc(ways, func(w int) bool { return w > 0 }) {
			return // every game played: weighCase weighed it
		}
		for k, i := range x.free {
			g := c.Remaining[i]
			results[i] = resultFor(g, id, 0)
			if ways[k] > 0 {
				results[i] = tournament.WhiteForfeitWin
				if (ways[k] == 2) != (g.White == id) {
					results[i] = tournament.BlackForfeitWin
				}
			}
		}
		nc, judged := normCases(c.With(results), opts, map[int64]bool{id: true})[id]
		if !judged {
			for _, t := range titles {
				missed[t] = true
			}
			return
		}
		for _, t := range titles {
			n, _ := rating.NormFor(t)
			missed[t] = missed[t] || !nc.verdict(n).Met
		}
	})
}

// reachableByScore are the norms of byTitle that finish will find
// reachable by their least score alone, with that score in half points.
func reachableByScore(byTitle map[string]*TitleNormForecast) map[string]int {
	out := map[string]int{}
	for t, nf := range byTitle {
		if forecastState(nf.NeedHalf, nf.missMost) == ForecastReachable && nf.missMost < nf.NeedHalf {
			out[t] = nf.NeedHalf
		}
	}
	return out
}

// maxForfeitGames bounds the remaining games of a player whose every
// result, over the board or by forfeit, forfeitMisses weighs (5^n
// outcomes); past it a norm reachable by its score is said to need that
// score over the board, which a score played gives. With 4 games, 625
// outcomes, a ten-player round robin's forecast with four rounds left took
// 22 ms where it had taken 3 ms, a 16 players' 420 ms for 75 ms (one run
// each, the same machine); with 2 it costs at most 25 verdicts a player.
const maxForfeitGames = 2

// forfeitMisses adds to missed each norm of need (its least score in half
// points) that case x misses with a result of the player's remaining games
// (x.free) that gives that score or more with one of them won or lost by
// forfeit: no game of B.01 1.4.1, a forfeit won counting as a round only
// in a 9-round event (1.4.1c), and leaving its opponent out of the
// average and the mix. The forecast then says the score must be made over
// the board (TitleNormForecast.OverTheBoard).
func forfeitMisses(c *Completion, x exclusionCase, id int64, opts tournament.RatingOptions, need map[string]int, missed map[string]bool) {
	if len(x.free) > maxForfeitGames {
		for t := range need {
			missed[t] = true
		}
		return
	}
	results := slices.Clone(x.results)
	// Each game's five ways: lost, drawn or won over the board (its half
	// points), lost by forfeit (3) or won by forfeit (4).
	ways := make([]int, len(x.free))
	for {
		forfeit, half := false, 0
		for k, i := range x.free {
			g := c.Remaining[i]
			if w := ways[k]; w < 3 {
				results[i] = resultFor(g, id, w)
				half += w
				continue
			}
			forfeit = true
			won := ways[k] == 4
			if won {
				half += 2
			}
			results[i] = tournament.WhiteForfeitWin
			if won != (g.White == id) {
				results[i] = tournament.BlackForfeitWin
			}
		}
		var open []string
		for t, h := range need {
			if forfeit && half >= h && !missed[t] {
				open = append(open, t)
			}
		}
		if len(open) > 0 {
			nc, judged := normCases(c.With(results), opts, map[int64]bool{id: true})[id]
			for _, t := range open {
				n, _ := rating.NormFor(t)
				missed[t] = !judged || !nc.verdict(n).Met
			}
		}
		k := 0
		for k < len(ways) && ways[k] == 4 {
			ways[k] = 0
			k++
		}
		if k == len(ways) {
			return
		}
		ways[k]++
	}
}

// remainingCase is the case of player id with his remaining games (own,
// indices in c.Remaining) played, drawn, and the other remaining games as
// results sets them (the games after a withdrawal recorded as forfeits,
// those an exclusionCase decides): the same games, opponents and
// exemptions as any outcome, whose scores each outcome then sets; slots
// are the indices of those games among the case's opponents (-1: left out
// under 1.4.2b). judged: the player has enough games for a norm.
func remainingCase(c *Completion, results []tournament.Result, own []int, id int64, opts tournament.RatingOptions) (normCase, []int, bool) {
	drawn := slices.Clone(results)
	for _, i := range own {
		drawn[i] = tournament.Draw
	}
	nc, judged := normCases(c.With(drawn), opts, map[int64]bool{id: true})[id]
	slots := make([]int, len(own))
	for k, i := range own {
		g := c.Remaining[i]
		slots[k] = slices.IndexFunc(nc.games, func(ng NormGame) bool {
			return ng.Round == g.Round && (ng.Opponent == g.White || ng.Opponent == g.Black)
		})
	}
	nc.in.Opponents = slices.Clone(nc.in.Opponents)
	return nc, slots, judged
}

// MaxRunOutcomes bounds the outcomes of a player's remaining games that the
// title-norm forecast weighs one by one where B.01 1.4.1e may leave out the
// games after some of them (dependentRuns). Past it the forecast of that
// player is not computed (ForecastNotComputedRuns), rather than guessed.
const MaxRunOutcomes = 729

// weighCase weighs one case of 1.4.2b (exclusionCases) into byTitle:
// every norm missed by every outcome where it leaves the player too few
// games, and the score its decided games give him added to the others'.
// A norm that the player's first games, all decided, meet is held by
// 1.4.1e whatever the remaining games give; where a run of first games
// that 1.4.1e may stand on holds some remaining games but not all, every
// outcome is weighed (MaxRunOutcomes; false past it).
func weighCase(c *Completion, x exclusionCase, id int64, opts tournament.RatingOptions, titles []string, byTitle map[string]*TitleNormForecast) bool {
	nc, slots, judged := remainingCase(c, x.results, x.free, id, opts)
	one := map[string]*TitleNormForecast{}
	switch {
	case !judged:
		for _, t := range titles {
			n := &TitleNormForecast{Title: t, NeedHalf: -1, missMost: 2 * len(x.free)}
			n.Verdict.Title = t
			one[t] = n
		}
	case dependentRuns(nc, slots):
		outcomes := 1
		for range slots {
			outcomes *= 3
		}
		if outcomes > MaxRunOutcomes {
			return false
		}
		eachResult(nc, slots, one)
	default:
		nc = heldByDecidedGames(nc, slots, one)
		switch {
		case len(nc.titles) == 0:
		case scoreAlone(nc):
			eachTotal(nc, slots, one)
		default:
			byWins(nc, slots, one)
		}
	}
	for t, n := range one {
		nf := byTitle[t]
		if nf == nil {
			nf = &TitleNormForecast{Title: t, NeedHalf: -1, missMost: -1, outAt: -1, Verdict: rating.NormResult{Title: t}}
			byTitle[t] = nf
		}
		nf.merge(n, x.fixed)
	}
	return true
}

// firstRemaining is the index among the case's games of the player's first
// remaining game counted (len(nc.games) when none counts).
func firstRemaining(nc normCase, slots []int) int {
	first := len(nc.games)
	for _, slot := range slots {
		if slot >= 0 {
			first = min(first, slot)
		}
	}
	return first
}

// dependentRuns reports whether 1.4.1e may stand a norm on a run of the
// player's first games that holds some of his remaining games and leaves
// out a later game: its verdict then asks which of them were won and in
// which round, not the total nor the wins by kind that eachTotal and
// byWins weigh.
func dependentRuns(nc normCase, slots []int) bool {
	for k := firstRemaining(nc, slots) + 1; k < min(nc.cut+1, len(nc.games)); k++ {
		if k >= rating.NormGames && nc.games[k].Round != nc.games[k-1].Round {
			return true
		}
	}
	return false
}

// heldByDecidedGames weighs as held, whatever the remaining games give, each
// norm that a run of the player's first games, none of them still to play,
// meets (1.4.1e), the verdict that of his remaining games all lost; it
// returns the case with the other norms, for eachTotal or byWins, whose
// outcomes such a run then never meets.
func heldByDecidedGames(nc normCase, slots []int, byTitle map[string]*TitleNormForecast) normCase {
	most := min(nc.cut, firstRemaining(nc, slots), len(nc.games)-1)
	rest := nc
	rest.titles = nil
	for _, t := range nc.titles {
		n, _ := rating.NormFor(t)
		if _, ok := nc.through(n, most); !ok {
			rest.titles = append(rest.titles, t)
			continue
		}
		for _, slot := range slots {
			if slot >= 0 {
				nc.in.Opponents[slot].HalfPoints = 0
			}
		}
		nf := &TitleNormForecast{Title: t, NeedHalf: -1, Judged: true, missMost: -1}
		nf.add(0, nc.verdict(n))
		byTitle[t] = nf
	}
	return rest
}

// merge weighs the forecast of one case of 1.4.2b, its totals shifted by
// the score its decided games give: the least score meeting the norm and
// the highest missing it over every case, the verdict at the least score,
// or, out of reach so far, that of a judged case with the most won.
func (nf *TitleNormForecast) merge(o *TitleNormForecast, fixed int) {
	if o.NeedHalf >= 0 && (nf.NeedHalf < 0 || o.NeedHalf+fixed < nf.NeedHalf) {
		nf.NeedHalf, nf.Verdict = o.NeedHalf+fixed, o.Verdict
	}
	if o.missMost >= 0 {
		nf.missMost = max(nf.missMost, o.missMost+fixed)
	}
	if nf.NeedHalf < 0 && o.Judged && o.missMost+fixed > nf.outAt {
		nf.outAt, nf.Verdict = o.missMost+fixed, o.Verdict
	}
	nf.Judged = nf.Judged || o.Judged
}

// weigh adds the verdicts on the case as it is set, the player's score in
// his remaining games being met where a norm is met and missed where not.
// eachResult weighs every result of the remaining games at slots (as
// remainingCase gives them), 3^n outcomes for n games.
func eachResult(nc normCase, slots []int, byTitle map[string]*TitleNormForecast) {
	eachOutcome(len(slots), func(scores []int) {
		half := 0
		for k, slot := range slots {
			half += scores[k]
			if slot >= 0 {
				nc.in.Opponents[slot].HalfPoints = scores[k]
			}
		}
		weigh(nc, half, half, byTitle)
	})
}

func weigh(nc normCase, met, missed int, byTitle map[string]*TitleNormForecast) {
	for _, r := range nc.judge() {
		nf := byTitle[r.Title]
		if nf == nil {
			nf = &TitleNormForecast{Title: r.Title, NeedHalf: -1, Judged: true, missMost: -1}
			byTitle[r.Title] = nf
		}
		half := missed
		if r.Met {
			half = met
		}
		nf.add(half, r)
	}
}

// scoreAlone reports whether every verdict on the case depends on the
// results of its games only through their total: B.01 1.4.1f, the one rule
// that asks which games were won, cannot leave a win out when no more than
// 9 games count, nor in a round robin whose whole field misses the mix
// (1.4.3–1.4.5), which no result changes.
func scoreAlone(nc normCase) bool {
	if len(nc.in.Opponents) <= rating.NormGames {
		return true
	}
	if !nc.in.RoundRobin && !nc.in.DoubleRoundRobin {
		return false
	}
	for _, t := range nc.titles {
		n, _ := rating.NormFor(t)
		if !rating.MixShort(rating.CheckNorm(nc.in, n)) {
			return false
		}
	}
	return true
}

// eachTotal weighs a case whose verdicts depend on the total alone
// (scoreAlone): one verdict for each total of the remaining games that
// count (slots >= 0), 2n+1 of them for n games instead of 3^n outcomes.
// A game against an opponent left out under 1.4.2b adds to the score in
// the remaining games but not to the norm: it is lost where the norm is
// met (the least score) and won where it is missed (the most).
func eachTotal(nc normCase, slots []int, byTitle map[string]*TitleNormForecast) {
	counted, outside := 0, 0
	for _, slot := range slots {
		if slot >= 0 {
			counted++
		} else {
			outside++
		}
	}
	for total := 0; total <= 2*counted; total++ {
		left := total
		for _, slot := range slots {
			if slot >= 0 {
				s := min(left, 2)
				left -= s
				nc.in.Opponents[slot].HalfPoints = s
			}
		}
		weigh(nc, total, total+2*outside, byTitle)
	}
}

// add weighs one outcome of the remaining games, half the score in them.
func (nf *TitleNormForecast) add(half int, r rating.NormResult) {
	if r.Met {
		if nf.NeedHalf < 0 || half < nf.NeedHalf {
			nf.NeedHalf, nf.Verdict = half, r
		}
		return
	}
	if half > nf.missMost {
		nf.missMost = half
		if nf.NeedHalf < 0 {
			// Out of reach so far: the verdict with the most won says what
			// else the norm asks.
			nf.Verdict = r
		}
	}
}

// finish settles the state once every outcome is weighed.
func (nf *TitleNormForecast) finish() {
	nf.State = forecastState(nf.NeedHalf, nf.missMost)
	if nf.State == ForecastOut && len(nf.Verdict.CannotJudge) > 0 {
		nf.State = ForecastCannotJudge
	}
	nf.ByScoreAlone = nf.missMost < nf.NeedHalf
}

// forecastState is a norm's state from the least score of the remaining
// games that gives it (-1: none) and the highest that misses it (-1:
// none).
func forecastState(need, missMost int) string {
	switch {
	case need < 0:
		return ForecastOut
	case missMost < 0:
		return ForecastMet
	}
	return ForecastReachable
}

// withdrawals are the rounds after which players withdrew.
func withdrawals(ev *tournament.Event) map[int64]int {
	out := map[int64]int{}
	for _, p := range ev.Players {
		if p.Withdrawn() {
			out[p.ID] = p.WithdrawnAfter
		}
	}
	return out
}

// withdrawalForfeits are the remaining games of c as the event's results
// count those after a withdrawal (tournament.Event.EffectiveResults, asked
// of the event with its remaining rounds paired): under the 1953 rule
// forfeits won by the player who stays (both lost when both have gone),
// whose win counts as a round won without play (1.4.1c); where the rule
// keeps results as played, or the 1953 rule annuls the games of a player
// who withdrew before half of them, no result, the game counting for
// nobody and no round won. Either way the game counts for no norm
// (1.4.2c); the rest are without a result.
func withdrawalForfeits(c *Completion) []tournament.Result {
	type game struct {
		round        int
		white, black int64
	}
	forfeit := map[game]tournament.Result{}
	for _, rd := range c.ev.EffectiveResults().Rounds {
		for _, g := range rd.Games {
			if g.Status == tournament.WithdrawalForfeit {
				forfeit[game{rd.Number, g.White, g.Black}] = g.Result
			}
		}
	}
	out := make([]tournament.Result, len(c.Remaining))
	for i, g := range c.Remaining {
		out[i] = forfeit[game{g.Round, g.White, g.Black}]
	}
	return out
}

// ownGames are the indices in c.Remaining of the player's games that will
// be played: a game after a player's withdrawal will not (gone: the rounds
// after which players withdrew; withdrawalForfeits).
func ownGames(c *Completion, gone map[int64]int, id int64) []int {
	var out []int
	for i, g := range c.Remaining {
		left := func(p int64) bool { last, ok := gone[p]; return ok && g.Round > last }
		if (g.White == id || g.Black == id) && !left(g.White) && !left(g.Black) {
			out = append(out, i)
		}
	}
	return out
}

// NoneCanCount: of the forecasts fs, no player can have the games a title
// norm needs (B.01 1.4.1), every norm of every player being out of reach
// for want of them: an event too short for a norm. The reports then say
// it once, where rows with their own reasons each say theirs; false where
// fs has no norm at all.
func NoneCanCount(fs []TitleForecast) bool {
	return !AnyOpen(fs) && slices.ContainsFunc(fs, func(f TitleForecast) bool { return len(f.Norms) > 0 })
}

// AnyOpen: of the forecasts fs, some player has a norm that the forecast
// judges (he can have the games it needs) or that is not yet out of
// reach: the reports list the forecast's norms only then.
func AnyOpen(fs []TitleForecast) bool {
	for _, f := range fs {
		for _, n := range f.Norms {
			if n.Judged || n.State != ForecastOut {
				return true
			}
		}
	}
	return false
}
