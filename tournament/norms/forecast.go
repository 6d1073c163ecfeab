package norms

import (
	"slices"

	"arbiter/tournament"
)

// CategoryForecast is what one player can still make of one category:
// earn it (or a title by a master or candidate norm) or confirm it: its
// Goal (Earned or Confirmed; no verdict, which the games decide). Its
// state is ForecastMet, ForecastReachable or ForecastOut; NeedHalf
// is the least score in the remaining games (half points) that gives it or
// better, -1 when none does; ByScoreAlone, whether every result with that
// score or more gives it; Result, the player's line of the report at that
// least score (or, out of reach, with every remaining game won): the norms'
// points, the games against each group of a master or candidate norm.
type CategoryForecast struct {
	Category     tournament.Category `json:"category"`
	Goal         Verdict             `json:"goal"`
	State        string              `json:"state"`
	NeedHalf     int                 `json:"need_half_points"`
	ByScoreAlone bool                `json:"by_score_alone"`
	Result       PlayerResult        `json:"result"`
	missMost     int
}

// PlayerForecast is one player's forecast. Remaining are the games whose
// result is still to come: after a withdrawal (1953 §27) the games it
// annulled or made forfeits are not among them. Withdrawn: the player has
// withdrawn; Forfeited: his games after it count lost (§27, the event's
// withdrawal rule), where "as played" counts them for nobody; Struck: with
// fewer than half of his games played, so that his games are annulled and
// he has no category to make (no Categories).
type PlayerForecast struct {
	ID int64 `json:"id"`
	// Certainty is the event's: a state is final only once it is over.
	Certainty  Certainty          `json:"certainty"`
	No         int                `json:"no"`
	Name       string             `json:"name"`
	Withdrawn  bool               `json:"withdrawn,omitempty"`
	Forfeited  bool               `json:"forfeited,omitempty"`
	Struck     bool               `json:"struck,omitempty"`
	Remaining  []RemainingGame    `json:"remaining"`
	Categories []CategoryForecast `json:"categories"`
}

// Forecast is the classification's forecast of an event: its report as it
// stands (the coefficient and the norms do not depend on results yet to
// come, unless a player withdraws) and each player's forecast, and
// whether the event is over.
type Forecast struct {
	Report    *Report          `json:"report"`
	Players   []PlayerForecast `json:"players"`
	Certainty Certainty        `json:"certainty"`
}

// ForecastEvent weighs every result of each player's remaining games with
// the report's own judgement (judge): the categories he can still earn or
// confirm and what they need. Once no game remains it is the report.
//
// A player's verdict depends on his remaining games only through his
// points against each class of opponents that a master or candidate norm
// tells apart (masters, candidates, I-category players with three balls,
// the rest; a single class where no such norm applies to him), and every
// total from nothing to all won is reachable in each class, as each game
// gives 0, ½ or 1. So the forecast judges each combination of class totals
// once: (2n+1) verdicts for n games left in one class, at most a product
// of three or four such factors, instead of the 3^n results.
func ForecastEvent(ev *tournament.Event) (*Forecast, error) {
	if err := ScopeOf(ev).Categories; err != nil {
		return nil, err
	}
	c, err := CompletionOf(ev)
	if err != nil {
		return nil, err
	}
	done := c.Event()
	eff := done.EffectiveResults()
	entrants := fromEffective(done, eff)
	rep, err := Compute(entrants, OptionsFrom(ev.Settings))
	if err != nil {
		return nil, err
	}
	byID := make(map[int64]*Entrant, len(entrants))
	for i := range entrants {
		byID[entrants[i].ID] = &entrants[i]
	}
	remaining := stillToPlay(eff)
	withdrawn := map[int64]bool{}
	for _, p := range ev.Players {
		withdrawn[p.ID] = p.Withdrawn()
	}
	f := &Forecast{Report: rep, Certainty: CertaintyOf(ev)}
	for i := range entrants {
		e := entrants[i]
		var own []RemainingGame
		for _, g := range remaining {
			if g.White == e.ID || g.Black == e.ID {
				own = append(own, g)
			}
		}
		pf := PlayerForecast{ID: e.ID, Certainty: f.Certainty, No: e.No, Name: e.Name, Withdrawn: withdrawn[e.ID],
			Forfeited: withdrawn[e.ID] && eff.Policy == tournament.WithdrawalUSSR1953, Remaining: own}
		pf.Categories = rep.forecastCategories(e, own, byID)
		f.Players = append(f.Players, pf)
	}
	number := ev.StartNumbers()
	for _, p := range ev.Players {
		if eff.Struck[p.ID] {
			f.Players = append(f.Players, PlayerForecast{ID: p.ID, Certainty: f.Certainty, No: number[p.ID], Name: p.Name, Withdrawn: true, Struck: true})
		}
	}
	slices.SortStableFunc(f.Players, func(a, b PlayerForecast) int { return byNumber(a.No, b.No, len(number)) })
	rep.settle(f, nil)
	return f, nil
}

// stillToPlay are the games of the event (its remaining rounds paired)
// whose result is still to come as they count: a game a withdrawal
// annulled or made a forfeit (1953 §27) is not, whatever was recorded.
func stillToPlay(eff tournament.Effective) []RemainingGame {
	var out []RemainingGame
	for _, rd := range eff.Rounds {
		for _, g := range rd.Games {
			if g.Counts() && !g.IsBye() && !g.Result.Finished() {
				out = append(out, RemainingGame{Round: g.Round, Board: g.Board, White: g.White, Black: g.Black})
			}
		}
	}
	return out
}

// opponentClass is the class of an opponent that the master and candidate
// norms applying to a player tell apart (0: the rest).
func (r *Report) opponentClass(e, opp *Entrant) int {
	master := r.MasterField.Holds && e.Category <= tournament.MasterOfSport
	candidate := r.CandidateField.Holds && e.Category <= tournament.CandidateMaster
	switch {
	case !master && !candidate:
	case isMaster(opp):
		return 1
	case isCandidate(opp):
		return 2
	case candidate && isFirstWithBalls(opp):
		return 3
	}
	return 0
}

// forecastCategories judges each combination of the player's totals
// against the classes of his remaining opponents (ForecastEvent).
func (r *Report) forecastCategories(e Entrant, own []RemainingGame, byID map[int64]*Entrant) []CategoryForecast {
	const classes = 4
	var opps [classes][]int64
	for _, g := range own {
		opp := g.White
		if opp == e.ID {
			opp = g.Black
		}
		k := r.opponentClass(&e, byID[opp])
		opps[k] = append(opps[k], opp)
	}
	cats := reachableFor(r, e.Category)
	fs := make([]CategoryForecast, len(cats))
	for i, cat := range cats {
		fs[i] = CategoryForecast{Category: cat, Goal: Earned, NeedHalf: -1, missMost: -1}
		if cat == e.Category {
			fs[i].Goal = Confirmed
		}
	}
	played := e.Games
	e.Games = append(slices.Clip(played), make([]Game, len(own))...)
	bound := make([]int, classes)
	for c := range classes {
		bound[c] = 2 * len(opps[c])
	}
	eachCount(bound, 2*len(own), func(totals []int) bool {
		// The games of each class carry its total: wins first, then a
		// draw for an odd half point, losses after.
		half, k := 0, len(played)
		for c := range classes {
			left := totals[c]
			half += left
			for _, opp := range opps[c] {
				s := min(left, 2)
				left -= s
				e.Games[k] = Game{Opponent: opp, Score: tournament.Points(s)}
				k++
			}
		}
		pr := r.judge(&e, byID)
		for i := range fs {
			fs[i].add(half, pr)
		}
		return true
	})
	for i := range fs {
		fs[i].State = forecastState(fs[i].NeedHalf, fs[i].missMost)
		fs[i].ByScoreAlone = fs[i].missMost < fs[i].NeedHalf
	}
	return fs
}

// add weighs one result of the remaining games, half the player's score
// in them and pr his line of the report after it.
func (cf *CategoryForecast) add(half int, pr PlayerResult) {
	met := (pr.Verdict == Earned || pr.Verdict == Confirmed) && pr.Result >= cf.Category
	switch {
	case met && (cf.NeedHalf < 0 || half < cf.NeedHalf):
		cf.NeedHalf, cf.Result = half, pr
	case !met && half > cf.missMost:
		cf.missMost = half
		if cf.NeedHalf < 0 {
			cf.Result = pr
		}
	}
}

// reachableFor lists the categories the event's norms offer a player of
// category c, strongest first: those above his own (earned) and his own
// (confirmed), and the master or candidate title where the field holds.
func reachableFor(rep *Report, c tournament.Category) []tournament.Category {
	var out []tournament.Category
	if rep.MasterField != nil && rep.MasterField.Holds && c <= tournament.MasterOfSport {
		out = append(out, tournament.MasterOfSport)
	}
	if rep.CandidateField != nil && rep.CandidateField.Holds && c <= tournament.CandidateMaster && c >= tournament.CategoryI {
		out = append(out, tournament.CandidateMaster)
	}
	for _, n := range rep.Norms {
		if n.Category >= c && n.Category <= c+1 {
			out = append(out, n.Category)
		}
	}
	return out
}

// NeedsAtEnd are the points each norm needs of a player once his left
// games are played (every norm counts them, played games being no
// forfeits), Met where he has them already for a norm of his (Need.Met):
// those no result can take away.
func NeedsAtEnd(p PlayerResult, left int) []Need {
	needs := make([]Need, len(p.Needs))
	for i, n := range p.Needs {
		n.Points, n.Exact = neededPoints(p.Games+left, n.Pct)
		n.Met = p.Games+left > 0 && p.Points >= n.Points && n.his(p.Category)
		needs[i] = n
	}
	return needs
}
