package tournament

import (
	"sort"
	"strconv"
	"strings"

	"arbiter/tournament/rating"
)

// RatingRow is one player's line of the FIDE rating report.
type RatingRow struct {
	ID     int64  `json:"id"`
	Number int    `json:"number"`
	Name   string `json:"name"`
	Rating int    `json:"rating"`
	// K and KReason are the coefficient before the 700 rule and why it
	// applies; none for an unrated player.
	K       int            `json:"k,omitempty"`
	KReason rating.KReason `json:"k_reason,omitempty"`
	rating.Change
	// ARO and TPR are the average rating of the opponents and the
	// performance rating over the games played against rated opponents.
	ARO int `json:"aro"`
	TPR int `json:"tpr"`
	// Initial is the rating an unrated player achieves (8.2); nil for a
	// rated player and for an unrated one the regulations give none.
	Initial *rating.Initial `json:"initial,omitempty"`
}

// RatingReport computes each player's rating change and performance from
// the games as recorded (FIDE rates every game played, whatever the
// withdrawal policy does to the standings). A game counts when it was
// played over the board against a rated opponent: forfeits, byes,
// unfinished games and games that ended before a move (Pairing.Unrated)
// do not. K comes from rating.K with what the event
// knows: the rating, GM or IM title (both need a rating of 2400 or more)
// and the birth date against the start date (a birth year alone counts
// from 1 January, so a player is taken as 18 in the year he turns 18);
// the number of rated games before the event is not recorded, so the
// arbiter gives K for a player new to the list in kSet (by player id),
// which overrides the rule. An unrated player gets the initial rating of
// 8.2 from this event's games alone.
func RatingReport(ev *Event, kSet map[int64]int) []RatingRow {
	rated := map[int64]int{}
	for _, p := range ev.Players {
		rated[p.ID] = p.Rating
	}
	games := map[int64][]rating.Game{}
	for _, rd := range ev.Rounds {
		for _, g := range rd.Pairings {
			if g.IsBye() || !g.Result.Finished() || g.Unrated {
				continue
			}
			w, b := g.Result.Scores()
			forfeit := !g.Result.Played()
			games[g.White] = append(games[g.White], rating.Game{Opponent: rated[g.Black], HalfPoints: int(w), Forfeit: forfeit})
			games[g.Black] = append(games[g.Black], rating.Game{Opponent: rated[g.White], HalfPoints: int(b), Forfeit: forfeit})
		}
	}
	numbers := StartNumbers(ev)
	rows := make([]RatingRow, 0, len(ev.Players))
	for _, p := range ev.Players {
		row := RatingRow{ID: p.ID, Number: numbers[p.ID], Name: p.Name, Rating: p.Rating}
		var opps []int
		half := 0
		for _, g := range games[p.ID] {
			if g.Rated() {
				opps = append(opps, g.Opponent)
				half += g.HalfPoints
			}
		}
		row.ARO, row.TPR = rating.Performance(opps, half)
		if p.Rating > 0 {
			row.K, row.KReason = rating.K(rating.KInput{
				Rating: p.Rating, GamesBefore: -1,
				Under18:     under18(p.BirthDate, ev.Settings.StartDate),
				Reached2400: p.Title == "GM" || p.Title == "IM",
			})
			if k, ok := kSet[p.ID]; ok {
				row.K, row.KReason = k, rating.KSet
			}
			row.Change = rating.Compute(p.Rating, row.K, games[p.ID])
		} else {
			row.Games, row.Points = len(opps), half
			if in, ok := rating.InitialRating(opps, half); ok {
				row.Initial = &in
			}
		}
		rows = append(rows, row)
	}
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].Number < rows[j].Number })
	return rows
}

// under18 reports whether a player born on birth ("YYYY", "YYYY-MM-DD" or
// "YYYY/MM/DD") has not had an 18th birthday by the date on (ISO); false
// when either is unknown.
func under18(birth, on string) bool {
	if len(birth) == 4 {
		birth += "-01-01"
	}
	b, err1 := parseISODate(strings.ReplaceAll(birth, "/", "-"))
	d, err2 := parseISODate(on)
	if err1 != nil || err2 != nil {
		return false
	}
	return d.Before(b.AddDate(18, 0, 0))
}

// ParseKSet reads the arbiter's K factors, "NUMBER=K" by start number,
// into a map by player id. K must be one of the regulations' 10, 20, 40
// or a smaller whole number the 700 rule gives.
func ParseKSet(ev *Event, specs []string) (map[int64]int, error) {
	byNumber := map[int]int64{}
	for id, n := range StartNumbers(ev) {
		if n > 0 {
			byNumber[n] = id
		}
	}
	out := map[int64]int{}
	for _, s := range specs {
		num, k, ok := strings.Cut(s, "=")
		n, err1 := strconv.Atoi(strings.TrimSpace(num))
		kv, err2 := strconv.Atoi(strings.TrimSpace(k))
		id, known := byNumber[n]
		if !ok || err1 != nil || err2 != nil || kv < 1 || kv > 40 || !known {
			return nil, errorf("ratings.err.kset", []any{"value", s}, "bad K setting %q: give NUMBER=K with a player's number and K from 1 to 40", s)
		}
		out[id] = kv
	}
	return out, nil
}
