package norms

import (
	"arbiter/tournament"
	"arbiter/tournament/standings"
)

// Certainty is how settled a norm's verdict is: every front end (the
// command line and its JSON, the window, the sheets, the venue) tells it
// from here, so that none calls a category confirmed that the last games
// can still take away.
type Certainty string

const (
	// Final: the event is over, every game that counts has its result
	// (CertaintyOf); the verdict stands.
	Final Certainty = "final"
	// Provisional: games remain. A norm's state says what they must
	// still give (ForecastReachable, with the points), that it is
	// secured whatever they give (ForecastMet) or out of reach
	// (ForecastOut); a verdict as the event stands is no verdict
	// (Pending).
	Provisional Certainty = "provisional"
)

// Pending is a player's verdict while the event's games remain: his
// Outlook says what each category still needs.
const Pending Verdict = "pending"

// CertaintyOf is Final once the event's last round is over, every game
// that counts with its result (standings.Over, as the final standings'
// heading says: a game a withdrawal annulled or made a forfeit waits for
// none), else Provisional, as the sheets' warning (words.Provisional)
// says.
func CertaintyOf(ev *tournament.Event) Certainty {
	if standings.Over(ev) {
		return Final
	}
	return Provisional
}

// settle gives the report's verdicts their certainty from the event's
// forecast f (nil where err says why there is none: a Swiss round not yet
// paired, so that games surely remain). Final, each player's verdict
// stands. Provisional, none does: his verdict is Pending, with no
// category, validity or candidate ball, and his needs are the points at
// the end, met only where no result can take them away (NeedsAtEnd; none
// where there is no forecast). Each player's Outlook is his forecast's
// categories either way, the state of each norm.
func (r *Report) settle(f *Forecast, err error) {
	r.forecast, r.forecastErr = f, err
	r.Certainty = Provisional
	if err == nil {
		r.Certainty = f.Certainty
	}
	byID := map[int64]PlayerForecast{}
	// The forecast's report counts the games of the event completed: the
	// forfeits a withdrawal makes (§27) in rounds not yet paired are among
	// its games, though neither among this report's nor among the games
	// still to play.
	atEnd := map[int64]PlayerResult{}
	if f != nil {
		for _, pf := range f.Players {
			byID[pf.ID] = pf
		}
		for _, pr := range f.Report.Players {
			atEnd[pr.ID] = pr
		}
	}
	for i := range r.Players {
		p := &r.Players[i]
		pf, ok := byID[p.ID]
		p.Certainty, p.Outlook = r.Certainty, pf.Categories
		if r.Certainty == Final {
			continue
		}
		p.Verdict, p.Result, p.ValidYears, p.Expires, p.CandidateBall = Pending, 0, 0, nil, false
		if ok {
			end := *p
			if pr, found := atEnd[p.ID]; found {
				end.Games = pr.Games
			}
			p.Needs = NeedsAtEnd(end, len(pf.Remaining))
			continue
		}
		for j := range p.Needs {
			p.Needs[j].Met = false
		}
	}
}

// Forecast is the forecast the report's verdicts were settled by, or why
// there is none.
func (r *Report) Forecast() (*Forecast, error) { return r.forecast, r.forecastErr }
