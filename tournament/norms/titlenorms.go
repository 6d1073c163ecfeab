package norms

import (
	"slices"

	"arbiter/tournament"
	"arbiter/tournament/rating"
)

// NormGame is one game of a norm candidate as a norm certificate lists it.
type NormGame struct {
	Round      int    `json:"round"`
	White      bool   `json:"white"`
	Opponent   int64  `json:"opponent"`
	Name       string `json:"name"`
	Title      string `json:"title,omitempty"`
	FIDEID     string `json:"fide_id,omitempty"`
	Federation string `json:"federation,omitempty"`
	Rating     int    `json:"rating"`
	HalfPoints int    `json:"half_points"`
}

// NormVerdict is one player's games counted for title norms, the rounds
// he won without play (a forfeit, a pairing-allocated bye: no game, yet a
// round of the nine of 1.4.1c) and the verdict on each norm. TooFewGames
// marks, once the event is over, a player who may earn a norm but has
// fewer games than one needs (1.4.1, 1.4.2): no verdict, and the reports
// say why rather than leave him out unsaid.
type NormVerdict struct {
	Games       []NormGame
	Unplayed    []int
	Results     []rating.NormResult
	TooFewGames bool
}

// normTitles are the norms a player may still earn: GM and IM for
// everyone, WGM and WIM for women, less the title the player holds and
// those it includes (a GM needs no norm; an IM no WIM norm; a WGM no WIM
// norm).
func normTitles(p tournament.Player) []string {
	held := map[string][]string{
		"GM": {"GM", "IM", "WGM", "WIM"}, "IM": {"IM", "WIM"}, "WGM": {"WGM", "WIM"}, "WIM": {"WIM"},
	}[p.Title]
	var out []string
	for _, n := range rating.Norms {
		women := n.Title == "WGM" || n.Title == "WIM"
		if (women && p.Sex != tournament.Female) || slices.Contains(held, n.Title) {
			continue
		}
		out = append(out, n.Title)
	}
	return out
}

// normRounds is the number of rounds of the event (1.4.1c needs it).
func normRounds(ev *tournament.Event) int { return max(ev.TotalRounds(), len(ev.Rounds)) }

// NormVerdicts judges every player with enough games (B.01 1.4.1) on
// each norm normTitles gives. The games counted are those played over the
// board (1.4.2c: forfeits, byes and unfinished games are not), less, in a
// round robin, those against an unrated player who scored nothing against
// the rated players (1.4.2b). Ratings and titles are those the event
// records for the start (1.4.6a). An event of rapid or blitz games, or
// one not FIDE-rated, gives none (Scope, which its reports say).
func NormVerdicts(ev *tournament.Event, opts tournament.RatingOptions) map[int64]NormVerdict {
	out := map[int64]NormVerdict{}
	if ScopeOf(ev).Titles != nil {
		return out
	}
	for id, c := range normCases(ev, opts, nil) {
		out[id] = NormVerdict{Games: c.games, Unplayed: c.unplayed, Results: c.judge()}
	}
	if CertaintyOf(ev) != Final {
		return out // the forecast says what the games left can give
	}
	for _, p := range ev.Players {
		if _, judged := out[p.ID]; !judged && len(normTitles(p)) > 0 {
			out[p.ID] = NormVerdict{TooFewGames: true}
		}
	}
	return out
}

// normCase is one player's games as the title norms count them, the
// input of B.01 1.4 they make and the norms he may earn.
type normCase struct {
	games []NormGame
	// unplayed are the rounds he won without play, in.UnplayedWins.
	unplayed []int
	in       rating.NormInput
	titles   []string
	// cut is how many of the first games (in round order) a verdict of
	// 1.4.1e may stand on, the later ones left out: those before his
	// first game still unfinished, none where the pairings were fixed in
	// advance (predetermined).
	cut int
	// open: rounds of his after his last game counted are still to
	// decide (a game unfinished, a round not yet paired), so
	// that a norm met over the games so far holds by 1.4.1e whatever
	// they give.
	open bool
}

// predetermined reports whether the event's pairings were fixed before it
// began (a round robin, a match): B.01 1.4.1e then counts every scheduled
// round, and no later game may be left out.
func predetermined(s tournament.System) bool {
	switch s {
	case tournament.RoundRobin, tournament.DoubleRoundRobin, tournament.TeamRoundRobin, tournament.Match:
		return true
	}
	return false
}

// judge gives the verdict on each norm: over every game counted, else,
// where 1.4.1e allows (c.cut), over the games up to the last round after
// which the norm was met (through).
func (c normCase) judge() []rating.NormResult {
	var out []rating.NormResult
	for _, t := range c.titles {
		n, _ := rating.NormFor(t)
		out = append(out, c.verdict(n))
	}
	return out
}

// verdict is judge's verdict on one norm.
func (c normCase) verdict(n rating.Norm) rating.NormResult {
	r := rating.BestNorm(c.in, n)
	switch {
	case r.Met && c.open && c.cut == len(c.games):
		r.Through = c.games[len(c.games)-1].Round
	case !r.Met:
		if p, ok := c.through(n, min(c.cut, len(c.games)-1)); ok {
			return p
		}
	}
	return r
}

// through is the verdict of 1.4.1e on the longest run of the first games,
// at most most of them, that meets the norm — a title result after which
// the later games may be left out — provided it keeps the 9 games of
// 1.4.1a (a round won without play is no game here: 1.4.1c is the rule of
// a 9-round event, not of rounds left out) and, as BestNorm asks of every
// verdict, the opposition's mix; ok is false when none does. The longest
// leaves the fewest games out, as BestNorm leaves the fewest wins out.
func (c normCase) through(n rating.Norm, most int) (rating.NormResult, bool) {
	for k := most; k >= rating.NormGames; k-- {
		if c.games[k].Round == c.games[k-1].Round {
			continue // a round is counted whole
		}
		sub := c.in
		sub.Opponents, sub.UnplayedWins = c.in.Opponents[:k], 0
		if r := rating.BestNorm(sub, n); r.Met {
			r.Through = c.games[k-1].Round
			return r, true
		}
	}
	return rating.NormResult{}, false
}

// normCases are the cases of the players with enough games, of those only
// names (all when nil).
func normCases(ev *tournament.Event, opts tournament.RatingOptions, only map[int64]bool) map[int64]normCase {
	players := map[int64]tournament.Player{}
	for _, p := range ev.Players {
		players[p.ID] = p
	}
	excluded := zeroScoringUnrated(ev, players)
	games := map[int64][]NormGame{}
	// unplayed are the rounds each player won without play.
	unplayed := map[int64][]int{}
	// pending is each player's first round with a game still unfinished.
	pending := map[int64]int{}
	// A game after a withdrawal that the 1953 rule counts + for the
	// opponent is a forfeit, though no result is recorded (1953 §27).
	for _, rd := range ev.EffectiveResults().Rounds {
		for _, eg := range rd.Games {
			g := eg.Pairing
			if eg.Status != tournament.WithdrawalForfeit {
				g.Result = eg.Recorded
			}
			if !g.IsBye() && !g.Result.Finished() {
				for _, id := range []int64{g.White, g.Black} {
					if pending[id] == 0 || g.Round < pending[id] {
						pending[id] = g.Round
					}
				}
			}
			if g.IsBye() {
				if g.Bye == tournament.ByePairingAllocated {
					unplayed[g.White] = append(unplayed[g.White], g.Round)
				}
				continue
			}
			// A forfeit the withdrawal rule annuls (1953 §27: the games of
			// a player who withdrew before half of them) counts for nobody,
			// as in the standings: no round won without play. A game
			// played over the board stays a game (1.4.2c).
			switch r := g.Result; {
			case !eg.Counts():
			case r == tournament.WhiteForfeitWin:
				unplayed[g.White] = append(unplayed[g.White], g.Round)
			case r == tournament.BlackForfeitWin:
				unplayed[g.Black] = append(unplayed[g.Black], g.Round)
			}
			if !g.Result.Played() {
				continue
			}
			w, b := g.Result.Scores()
			add := func(me, opp int64, white bool, score tournament.Points) {
				if excluded[opp] {
					return
				}
				o := players[opp]
				games[me] = append(games[me], NormGame{Round: g.Round, White: white, Opponent: opp, Name: o.Name,
					Title: o.Title, FIDEID: o.FIDEID, Federation: o.Federation, Rating: o.Rating, HalfPoints: int(score)})
			}
			add(g.White, g.Black, true, w)
			add(g.Black, g.White, false, b)
		}
	}
	fieldExempt := normFieldExempt(ev)
	open := CertaintyOf(ev) != Final
	out := map[int64]normCase{}
	for _, p := range ev.Players {
		if only != nil && !only[p.ID] {
			continue
		}
		gs := games[p.ID]
		if !rating.EnoughGames(len(gs), normRounds(ev), len(unplayed[p.ID])) {
			continue
		}
		in := rating.NormInput{Federation: p.Federation, Rounds: normRounds(ev), UnplayedWins: len(unplayed[p.ID]),
			Exempt:     fieldExempt || eventExempt(opts.NormExemption, p, ev.Settings.Federation),
			RoundRobin: ev.Settings.System == tournament.RoundRobin, DoubleRoundRobin: ev.Settings.System == tournament.DoubleRoundRobin}
		in.Opponents = make([]rating.Opponent, 0, len(gs))
		for _, g := range gs {
			in.Opponents = append(in.Opponents, rating.Opponent{Rating: g.Rating, Title: g.Title, Federation: g.Federation, HalfPoints: g.HalfPoints})
		}
		nc := normCase{games: gs, unplayed: unplayed[p.ID], in: in, titles: normTitles(p)}
		if !predetermined(ev.Settings.System) {
			nc.cut = len(gs)
			for nc.cut > 0 && pending[p.ID] > 0 && gs[nc.cut-1].Round >= pending[p.ID] {
				nc.cut--
			}
			// Open only while a round of his after the last game is still
			// to decide: a round won without play after it is no round
			// left out but one 1.4.1c counts.
			nc.open = open && gs[len(gs)-1].Round < ev.TotalRounds() &&
				(pending[p.ID] > gs[len(gs)-1].Round || ev.PairedRounds() < ev.TotalRounds())
		}
		out[p.ID] = nc
	}
	return out
}

// eventExempt applies the event's exemption of B.01 1.4.3a–c to a player:
// a national championship or national team championship exempts the
// players of the host federation, a zonal tournament everyone.
func eventExempt(kind string, p tournament.Player, host string) bool {
	switch kind {
	case "national-championship", "national-team":
		return host != "" && p.Federation == host
	case "zonal":
		return true
	}
	return false
}

// zeroScoringUnrated lists the unrated players of a round robin who
// scored nothing against the rated ones: games against them do not count
// for norms (B.01 1.4.2b). Only a game played over the board gives a
// score here, as only such a game counts for a norm (1.4.2c): a forfeit
// won, whether the arbiter recorded it or the withdrawal rule made it
// (which the forecast weighs recorded), says nothing of his play, and a
// game the rule annuls counts for nobody.
func zeroScoringUnrated(ev *tournament.Event, players map[int64]tournament.Player) map[int64]bool {
	if ev.Settings.System != tournament.RoundRobin && ev.Settings.System != tournament.DoubleRoundRobin {
		return nil
	}
	scored := map[int64]bool{}
	for _, rd := range ev.EffectiveResults().Rounds {
		for _, g := range rd.Games {
			if g.IsBye() || !g.Counts() || !g.Result.Played() {
				continue
			}
			w, b := g.Result.Scores()
			if w > 0 && players[g.Black].Rating > 0 {
				scored[g.White] = true
			}
			if b > 0 && players[g.White].Rating > 0 {
				scored[g.Black] = true
			}
		}
	}
	out := map[int64]bool{}
	for _, p := range ev.Players {
		if p.Rating == 0 && !scored[p.ID] {
			out[p.ID] = true
		}
	}
	return out
}

// normFieldExempt reports whether a Swiss event's field exempts every
// player from the foreigner requirement (B.01 1.4.3d): at least 20 FIDE
// rated players not from the host federation, from at least 3
// federations, at least 10 of them holding a GM, IM, WGM or WIM title,
// counting only players who missed at most one round (a bye the pairing
// allocated is no round missed). FID is no federation (1.4.2a). Without a
// host federation in the settings the exemption cannot be judged and is
// not given.
func normFieldExempt(ev *tournament.Event) bool {
	host := ev.Settings.Federation
	if !ev.Settings.System.IndividualSwiss() || host == "" {
		return false
	}
	missed := map[int64]int{}
	for _, rd := range ev.Rounds {
		present := map[int64]bool{}
		for _, g := range rd.Pairings {
			if g.IsBye() {
				if g.Bye == tournament.ByePairingAllocated {
					present[g.White] = true
				}
				continue
			}
			// The player a forfeit names did not come; an unfinished game
			// was begun.
			present[g.White] = g.Result != tournament.BlackForfeitWin && g.Result != tournament.DoubleForfeit
			present[g.Black] = g.Result != tournament.WhiteForfeitWin && g.Result != tournament.DoubleForfeit
		}
		for _, p := range ev.Players {
			if !present[p.ID] {
				missed[p.ID]++
			}
		}
	}
	count, titled := 0, 0
	feds := map[string]bool{}
	for _, p := range ev.Players {
		if missed[p.ID] > 1 || p.Rating == 0 || p.Federation == "" || p.Federation == host || p.Federation == rating.NoFederation {
			continue
		}
		count++
		feds[p.Federation] = true
		switch p.Title {
		case "GM", "IM", "WGM", "WIM":
			titled++
		}
	}
	return count >= 20 && len(feds) >= 3 && titled >= 10
}
