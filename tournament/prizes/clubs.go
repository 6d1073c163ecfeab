package prizes

import (
	"cmp"
	"math"
	"slices"
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/standings"
)

// GroupClubs ranks the clubs of an individual event, not players (the
// "team ranking" of an individual event in Swiss-Manager, the
// "Mannschaftswertung" of chess-results): a club's score is the sum of
// the points of its Best players placed highest in the standings, and
// its prizes go to the clubs down ClubStandings, whatever prize a
// player of the club took for himself.
const GroupClubs GroupKind = "clubs"

// ClubRow is one club of a club ranking (GroupClubs).
type ClubRow struct {
	Place  string            `json:"place"` // "2", or "2–3" for a shared place
	Rank   int               `json:"rank"`
	Club   string            `json:"club"` // as its best-placed player's entry spells it
	Points tournament.Points `json:"-"`
	Score  float64           `json:"points"`
	// Counted are the players whose points count, the club's Best
	// placed highest (fewer when it has fewer), in the standings' order;
	// Players are all of its players in the event.
	Counted []standings.PlayerColumns `json:"counted"`
	Players int                       `json:"players"`
	// TieBreaks are the sums of the counted players' tie-breaks, in the
	// event's order (nil with Group.TieByPlace); BestPlace is the place
	// of the counted player placed highest.
	TieBreaks []standings.TieValue `json:"tiebreaks,omitempty"`
	BestPlace int                  `json:"best_place"`
}

// clubKey is the club a player's entry names, as Member compares it:
// without the blanks around it and in any case.
func clubKey(club string) string { return strings.ToLower(strings.TrimSpace(club)) }

// ClubStandings ranks the clubs of t's players (t, the event's
// standings) for the club ranking g: by the sum of the points of each
// club's g.Best players placed highest, then (clubs equal on it) by the
// sums of those players' tie-breaks, in the event's order
// (ClubTieBreaks), or with g.TieByPlace by the place of the best of them; clubs still equal
// share their place. A club with fewer than g.Best players is ranked
// with the points of those it has; a player without a club counts for
// none. The withdrawn count with the points they scored, as the
// standings still place them.
func ClubStandings(t standings.Table, g Group) []ClubRow {
	index := map[string]int{}
	var rows []ClubRow
	for _, r := range t.Rows {
		key := clubKey(r.Club)
		if key == "" {
			continue
		}
		i, ok := index[key]
		if !ok {
			i, index[key] = len(rows), len(rows)
			rows = append(rows, ClubRow{Club: strings.TrimSpace(r.Club), BestPlace: r.Rank})
			if !g.TieByPlace {
				for _, id := range ClubTieBreaks(t) {
					rows[i].TieBreaks = append(rows[i].TieBreaks, standings.TieValue{ID: id})
				}
			}
		}
		c := &rows[i]
		c.Players++
		if len(c.Counted) >= g.Best {
			continue
		}
		c.Counted = append(c.Counted, r.PlayerColumns)
		c.Points += r.Points
		for k := range c.TieBreaks {
			for _, v := range r.TieBreaks {
				if v.ID == c.TieBreaks[k].ID {
					c.TieBreaks[k].Value += v.Value
				}
			}
		}
	}
	for i := range rows {
		rows[i].Score = rows[i].Points.Float()
		for k := range rows[i].TieBreaks {
			rows[i].TieBreaks[k].Text = sumText(rows[i].TieBreaks[k].Value)
		}
	}
	order := func(a, b ClubRow) int {
		if c := cmp.Compare(b.Points, a.Points); c != 0 || g.TieByPlace {
			return cmp.Or(c, cmp.Compare(a.BestPlace, b.BestPlace))
		}
		for k := range min(len(a.TieBreaks), len(b.TieBreaks)) {
			if c := cmp.Compare(b.TieBreaks[k].Value, a.TieBreaks[k].Value); c != 0 {
				return c
			}
		}
		return 0
	}
	// Clubs equal on everything are listed as their best players are
	// placed, and share their place.
	slices.SortStableFunc(rows, func(a, b ClubRow) int { return cmp.Or(order(a, b), cmp.Compare(a.BestPlace, b.BestPlace)) })
	ranks := make([]int, len(rows))
	for i := range rows {
		rows[i].Rank = i + 1
		if i > 0 && order(rows[i-1], rows[i]) == 0 {
			rows[i].Rank = rows[i-1].Rank
		}
		ranks[i] = rows[i].Rank
	}
	for i, place := range standings.PlaceLabels(ranks) {
		rows[i].Place = place
	}
	return rows
}

// ClubTieBreaks are the tie-breaks of t whose sums part clubs equal on
// points: all but direct encounter, a place among the players tied (1
// the best) and not a score that adds up.
func ClubTieBreaks(t standings.Table) []string {
	var ids []string
	for _, id := range t.TieBreaks {
		if id != "de" {
			ids = append(ids, id)
		}
	}
	return ids
}

// sumText writes a sum of tie-breaks as the standings write its parts:
// in quarters ("12¼") where it is one, else with two decimals.
func sumText(v float64) string {
	if v*4 == math.Trunc(v*4) {
		return standings.FormatFraction(v)
	}
	return standings.FormatAverage(v)
}

// clubTable is the club ranking g of t as rows the prizes go down
// (shareOut): a club's row carries its name and its score, and the
// prizes' sharing reads the rank (or with Hort the points) alone.
func clubTable(t standings.Table, g Group) []standings.Row {
	var rows []standings.Row
	for _, c := range ClubStandings(t, g) {
		rows = append(rows, standings.Row{Place: c.Place, Rank: c.Rank, PlayerColumns: standings.PlayerColumns{Name: c.Club, Club: c.Club},
			Points: c.Points, Score: c.Score})
	}
	return rows
}

// CheckFor is Check of the rules of an event, a team event's (teams)
// also refusing a club ranking: its prizes go to its teams.
func CheckFor(r Rules, teams bool) error {
	if err := Check(r); err != nil {
		return err
	}
	for _, g := range r.Groups {
		if err := checkClubs(g, teams); err != nil {
			return err
		}
	}
	return nil
}

// checkClubs refuses a club ranking that counts no player, and a
// ranking of clubs in a team event, whose teams the prizes go to.
func checkClubs(g Group, teams bool) error {
	switch {
	case g.Kind != GroupClubs:
		return nil
	case g.Best < 1:
		return engine.NewMessage("prizes.err.clubs-best", "id", g.ID)
	case teams:
		return engine.NewMessage("prizes.err.clubs-team", "id", g.ID)
	}
	return nil
}

// placeWord is the word after a club ranking's players counted that parts
// clubs equal on points by their best player's place: "3/place".
const placeWord = "place"

// parseBest reads a club ranking's players counted as ParseGroup takes
// them: N, or N/place.
func parseBest(id, text string) (best int, tieByPlace bool, err error) {
	n, tie, cut := strings.Cut(strings.TrimSpace(text), "/")
	best, err = strconv.Atoi(strings.TrimSpace(n))
	if err != nil || best < 1 || cut && strings.TrimSpace(tie) != placeWord {
		return 0, false, engine.NewMessage("prizes.err.clubs-form", "id", id, "text", strings.TrimSpace(text))
	}
	return best, cut, nil
}

// bestText writes a club ranking's players counted as parseBest reads
// them.
func bestText(g Group) string {
	if g.TieByPlace {
		return strconv.Itoa(g.Best) + "/" + placeWord
	}
	return strconv.Itoa(g.Best)
}
