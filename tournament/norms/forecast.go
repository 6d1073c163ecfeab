package norms

import (
	"arbiter/tournament"
)

// CategoryForecast is what one player can still make of one category:
// earn it (or a title by a master or candidate norm) or confirm it. Its
// state is ForecastMet, ForecastReachable or ForecastOut; NeedHalf
// is the least score in the remaining games (half points) that gives it or
// better, -1 when none does; ByScoreAlone, whether every result with that
// score or more gives it; Result, the player's line of the report at that
// least score (or, out of reach, with every remaining game won): the norms'
// points, the games against each group of a master or candidate norm.
type CategoryForecast struct {
	Category     tournament.Category `json:"category"`
	Verdict      Verdict             `json:"verdict"`
	State        string              `json:"state"`
	NeedHalf     int                 `json:"need_half_points"`
	ByScoreAlone bool                `json:"by_score_alone"`
	Result       PlayerResult        `json:"result"`
	missMost     int
}

// PlayerForecast is one player's forecast.
type PlayerForecast struct {
	ID         int64                      `json:"id"`
	No         int                        `json:"no"`
	Name       string                     `json:"name"`
	Remaining  []tournament.RemainingGame `json:"remaining"`
	Categories []CategoryForecast         `json:"categories"`
}

// Forecast is the classification's forecast of an event: its report as it
// stands (the coefficient and the norms do not depend on results yet to
// come, unless a player withdraws) and each player's forecast.
type Forecast struct {
	Report  *Report          `json:"report"`
	Players []PlayerForecast `json:"players"`
}

// ForecastEvent weighs every result of each player's remaining games with
// the report's own judgement (judge): the categories he can still earn or
// confirm and what they need. Once no game remains it is the report.
func ForecastEvent(ev *tournament.Event) (*Forecast, error) {
	c, err := tournament.CompletionOf(ev)
	if err != nil {
		return nil, err
	}
	entrants := FromEvent(c.Event())
	rep, err := Compute(entrants, OptionsFrom(ev.Settings))
	if err != nil {
		return nil, err
	}
	byID := make(map[int64]*Entrant, len(entrants))
	for i := range entrants {
		byID[entrants[i].ID] = &entrants[i]
	}
	f := &Forecast{Report: rep}
	for i := range entrants {
		e := entrants[i]
		var own []tournament.RemainingGame
		for _, g := range c.Remaining {
			_, w := byID[g.White]
			_, b := byID[g.Black]
			if w && b && (g.White == e.ID || g.Black == e.ID) {
				own = append(own, g)
			}
		}
		pf := PlayerForecast{ID: e.ID, No: e.No, Name: e.Name, Remaining: own}
		seen := map[tournament.Category]*CategoryForecast{}
		played := e.Games
		eachOutcome(len(own), func(scores []int) {
			e.Games = append(played[:len(played):len(played)], make([]Game, len(own))...)
			half := 0
			for k, g := range own {
				opp := g.White
				if opp == e.ID {
					opp = g.Black
				}
				e.Games[len(played)+k] = Game{Opponent: opp, Score: tournament.Points(scores[k])}
				half += scores[k]
			}
			pr := rep.judge(&e, byID)
			for _, cat := range reachableFor(rep, e.Category) {
				cf := seen[cat]
				if cf == nil {
					cf = &CategoryForecast{Category: cat, Verdict: Earned, NeedHalf: -1, missMost: -1}
					if cat == e.Category {
						cf.Verdict = Confirmed
					}
					seen[cat] = cf
				}
				met := (pr.Verdict == Earned || pr.Verdict == Confirmed) && pr.Result >= cat
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
		})
		for _, cat := range reachableFor(rep, e.Category) {
			cf := seen[cat]
			cf.State = forecastState(cf.NeedHalf, cf.missMost)
			cf.ByScoreAlone = cf.missMost < cf.NeedHalf
			pf.Categories = append(pf.Categories, *cf)
		}
		f.Players = append(f.Players, pf)
	}
	return f, nil
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
