package norms

import (
	"cmp"
	"errors"
	"slices"

	"arbiter/engine"
	"arbiter/tournament"
)

// FromEvent turns an event's results, as they count after the withdrawal
// policy, into entrants: players struck from the table are left out (their
// games are annulled), byes and unfinished games are no games, and
// unplayed results are marked as forfeits. Entrants come in the order
// of their starting numbers, as every sheet lists the field.
func FromEvent(ev *tournament.Event) []Entrant {
	return fromEffective(ev, ev.EffectiveResults())
}

// fromEffective is FromEvent with the event's effective results at hand.
func fromEffective(ev *tournament.Event, eff tournament.Effective) []Entrant {
	number := ev.StartNumbers()
	var es []Entrant
	for _, p := range ev.Players {
		if eff.Struck[p.ID] {
			continue
		}
		es = append(es, Entrant{
			ID: p.ID, No: number[p.ID], Name: p.Name, Category: p.Category, Sex: p.Sex,
			MoscowLeningrad: p.MoscowLeningrad, CandidateBalls: p.CandidateBalls,
		})
	}
	slices.SortStableFunc(es, func(a, b Entrant) int { return byNumber(a.No, b.No, len(number)) })
	index := map[int64]int{}
	for i, e := range es {
		index[e.ID] = i
	}
	for _, rd := range eff.Rounds {
		for _, g := range rd.Games {
			if g.IsBye() || !g.Counts() || !g.Result.Finished() {
				continue
			}
			w, b := g.Result.Scores()
			forfeit := !g.Result.Played()
			if i, ok := index[g.White]; ok {
				es[i].Games = append(es[i].Games, Game{Opponent: g.Black, Score: w, Forfeit: forfeit})
			}
			if i, ok := index[g.Black]; ok {
				es[i].Games = append(es[i].Games, Game{Opponent: g.White, Score: b, Forfeit: forfeit})
			}
		}
	}
	return es
}

// ForEvent computes the classification report of an event with its own
// settings, its verdicts settled by the event's forecast: final once the
// event is over, pending before (settle). An event of rapid or blitz games
// has none, nor one played under other rules than the 1953 code (Scope);
// where such an event gives FIDE title norms, its refusal says where they
// are, so that the norms asked for are not read as none.
func ForEvent(ev *tournament.Event) (*Report, error) {
	sc := ScopeOf(ev)
	if err := sc.Categories; err != nil {
		var m *engine.Message
		if sc.Titles == nil && errors.As(err, &m) && m.Kind == (notThe1953Code{}) {
			return nil, &engine.Message{Key: "norms.error.not-1953.titles-elsewhere", Args: engine.Args("reason", m), Kind: notThe1953Code{}}
		}
		return nil, err
	}
	r, err := Compute(FromEvent(ev), OptionsFrom(ev.Settings))
	if err != nil {
		return nil, err
	}
	r.settle(ForecastEvent(ev))
	return r, nil
}

// byNumber orders two players by their start numbers of the event's
// seated players, a player without a number yet (0) after every one.
func byNumber(a, b, seated int) int {
	return cmp.Compare(cmp.Or(a, seated+1), cmp.Or(b, seated+1))
}
