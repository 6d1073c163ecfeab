package norms

import "arbiter/tournament"

// FieldCheck is whether the field qualifies for the master-of-sport or
// candidate-master norm, with the counts it rests on.
type FieldCheck struct {
	Participants int `json:"participants"`
	Masters      int `json:"masters"`    // grandmasters and masters of sport
	Candidates   int `json:"candidates"` // candidate masters
	// FirstWithBalls counts I-category players holding 3 candidate balls.
	FirstWithBalls int  `json:"first_with_balls"`
	Others         int  `json:"others"`
	Holds          bool `json:"holds"`
}

func isMaster(e *Entrant) bool {
	return e.Category == tournament.MasterOfSport || e.Category == tournament.Grandmaster
}
func isCandidate(e *Entrant) bool { return e.Category == tournament.CandidateMaster }
func isFirstWithBalls(e *Entrant) bool {
	return e.Category == tournament.CategoryI && e.CandidateBalls >= 3
}

func fieldCounts(entrants []Entrant) *FieldCheck {
	f := &FieldCheck{Participants: len(entrants)}
	for i := range entrants {
		e := &entrants[i]
		switch {
		case isMaster(e):
			f.Masters++
		case isCandidate(e):
			f.Candidates++
		case isFirstWithBalls(e):
			f.FirstWithBalls++
		default:
			f.Others++
		}
	}
	return f
}

// masterField: at least two thirds of the participants are masters.
func masterField(entrants []Entrant) *FieldCheck {
	f := fieldCounts(entrants)
	f.Holds = 3*f.Masters >= 2*f.Participants
	return f
}

// candidateField: at least half are masters and candidate masters, and
// every other participant is a I-category player with 3 candidate balls.
func candidateField(entrants []Entrant) *FieldCheck {
	f := fieldCounts(entrants)
	f.Holds = 2*(f.Masters+f.Candidates) >= f.Participants && f.Others == 0
	return f
}

// group is one class of opponents with the percentage needed against it.
type group struct {
	name   string
	member func(*Entrant) bool
	pct    int
}

var (
	masterGroups = []group{
		{"masters", isMaster, 50},
		{"candidates", isCandidate, 70},
	}
	candidateGroups = []group{
		{"masters", isMaster, 33},
		{"candidates", isCandidate, 50},
		{"first-with-balls", isFirstWithBalls, 70},
	}
)

// GroupLine is a player's score against one group of opponents.
type GroupLine struct {
	Group  string            `json:"group"`
	Games  int               `json:"games"`
	Points tournament.Points `json:"points"`
	Pct    int               `json:"pct"`
	Exact  int               `json:"exact_hundredths"`
	Needed tournament.Points `json:"needed"`
	Met    bool              `json:"met"`
}

// GroupResult is a player's master or candidate norm: every group with
// games must be met, and there must be games against at least one group.
type GroupResult struct {
	Lines []GroupLine `json:"lines"`
	Met   bool        `json:"met"`
}

func (r *Report) groupNorm(e *Entrant, byID map[int64]*Entrant, groups []group) *GroupResult {
	gr := &GroupResult{Met: true}
	anyGames := false
	for _, g := range groups {
		line := GroupLine{Group: g.name, Pct: g.pct}
		for _, game := range e.Games {
			opp, ok := byID[game.Opponent]
			if !ok || !g.member(opp) || game.Forfeit && r.Options.ExcludeForfeits {
				continue
			}
			line.Games++
			line.Points += game.Score
		}
		line.Needed, line.Exact = neededPoints(line.Games, g.pct)
		line.Met = line.Points >= line.Needed
		anyGames = anyGames || line.Games > 0
		gr.Met = gr.Met && line.Met
		gr.Lines = append(gr.Lines, line)
	}
	gr.Met = gr.Met && anyGames
	return gr
}

// applyGroup lets a met master or candidate norm raise the verdict: it
// confirms the title for its holders and earns it for those below
// (candidate master only for I-category players with 3 balls, the only
// others such a field admits).
func (r *Report) applyGroup(pr *PlayerResult, g *GroupResult, title tournament.Category) {
	if g == nil || !g.Met || pr.Category > title {
		return
	}
	decided := pr.Verdict == Earned || pr.Verdict == Confirmed
	if decided && pr.Result >= title {
		return
	}
	switch {
	case pr.Category == title:
		pr.Verdict, pr.Result = Confirmed, title
	case title == tournament.CandidateMaster && pr.Category != tournament.CategoryI:
	default:
		pr.Verdict, pr.Result = Earned, title
	}
}
