package team

import (
	"arbiter/tournament"
	"arbiter/tournament/standings"
	"sort"
	"strconv"

	"arbiter/tournament/rating"
	"arbiter/tournament/seats"
)

// Each player's own results in a team event, board by board: what board
// prizes are decided on (the best percentage on each board, among the
// players with at least the event's minimum of games played over the
// board: a forfeit is no game for a prize, as at FIDE's Olympiads) and
// what each player's individual record shows.

// BoardRecord is one player's results on one board (Board > 0) or on all
// the boards he played (Board 0).
type BoardRecord struct {
	Board  int     `json:"board"`
	ID     int64   `json:"id"`
	Name   string  `json:"name"`
	Team   string  `json:"team"`
	Games  int     `json:"games"` // boards with a result he was at, forfeits included
	Played int     `json:"played"`
	Points float64 `json:"points"`
	// Percent is the points of the games played over the board over
	// Played, 0 without such games: a forfeit, won or lost, is no game
	// for a board prize.
	Percent float64 `json:"percent"`
	// ARO and TPR are the average rating of the rated opponents of his
	// played games and his performance against them (FIDE 8.1.1), 0
	// without such games: the rating report's, a game that ended before a
	// move left out.
	ARO int `json:"aro"`
	TPR int `json:"tpr"`
	// Withdrawn: he has withdrawn from the event, which every list of
	// the results by board marks.
	Withdrawn bool `json:"withdrawn"`
}

// boardGame is one finished board of one player; unrated, it ended
// before a move (Pairing.Unrated): played, but no game of his performance,
// as the rating report leaves it out.
type boardGame struct {
	board    int
	pts      tournament.Points
	played   bool
	unrated  bool
	opponent int64
}

// BoardRecords are the players' results over the rounds whose every match
// is finished: for each board the players who played on it, best
// percentage first (then more games played, more points, more games, then
// the teams' number order), and with board 0 each player's results over
// all his boards, in the same order. A match forfeited as a whole is no
// game of its players (ForfeitedWhole, which the list says); a bye is
// none either.
func BoardRecords(ev *tournament.Event) []BoardRecord {
	rounds := ev.CompletedRounds()
	games := map[int64][]boardGame{}
	for _, m := range ev.Matches {
		if m.Round > rounds || m.IsBye() || forfeitedWhole(m, rounds) {
			continue
		}
		for i, b := range ev.MatchGames(m) {
			w, k := b.Result.Scores()
			if b.White != 0 {
				games[b.White] = append(games[b.White], boardGame{i + 1, w, b.Result.Played(), b.Unrated, b.Black})
			}
			if b.Black != 0 {
				games[b.Black] = append(games[b.Black], boardGame{i + 1, k, b.Result.Played(), b.Unrated, b.White})
			}
		}
	}
	var out []BoardRecord
	// Equal records stay in the teams' number order (the sort is stable).
	for _, t := range seats.TeamsInOrder(ev) {
		for _, id := range t.Players {
			gs := games[id]
			if len(gs) == 0 {
				continue
			}
			boards := map[int][]boardGame{}
			for _, g := range gs {
				boards[g.board] = append(boards[g.board], g)
			}
			out = append(out, boardRecord(ev, t, id, 0, gs))
			for b, bg := range boards {
				out = append(out, boardRecord(ev, t, id, b, bg))
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		switch {
		case a.Board != b.Board:
			return a.Board != 0 && (b.Board == 0 || a.Board < b.Board)
		case a.Percent != b.Percent:
			return a.Percent > b.Percent
		case a.Played != b.Played:
			return a.Played > b.Played
		case a.Points != b.Points:
			return a.Points > b.Points
		}
		return a.Games > b.Games
	})
	return out
}

// ForfeitedWhole are the matches BoardRecords leaves out as no games of
// their players: those forfeited as a whole in the rounds it counts (every
// match finished), in round and match order, that the list under it may
// say which rounds it left out for which teams.
func ForfeitedWhole(ev *tournament.Event) []tournament.TeamMatch {
	rounds := ev.CompletedRounds()
	var out []tournament.TeamMatch
	for _, m := range ev.Matches {
		if forfeitedWhole(m, rounds) {
			out = append(out, m)
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Round != out[j].Round {
			return out[i].Round < out[j].Round
		}
		return out[i].Number < out[j].Number
	})
	return out
}

// forfeitedWhole reports whether m is a match forfeited as a whole in
// the first rounds rounds: one BoardRecords leaves out.
func forfeitedWhole(m tournament.TeamMatch, rounds int) bool {
	return m.Round <= rounds && !m.IsBye() && m.Forfeit != tournament.NoResult
}

func boardRecord(ev *tournament.Event, t tournament.Team, id int64, board int, gs []boardGame) BoardRecord {
	p, _ := ev.Player(id)
	r := BoardRecord{Board: board, ID: id, Name: p.Name, Team: t.Name, Games: len(gs), Withdrawn: p.Withdrawn()}
	var pts, played, vsRated tournament.Points
	var opponents []int
	for _, g := range gs {
		pts += g.pts
		if !g.played {
			continue
		}
		r.Played++
		played += g.pts
		if o, ok := ev.Player(g.opponent); ok && o.Rating > 0 && !g.unrated {
			opponents = append(opponents, o.Rating)
			vsRated += g.pts
		}
	}
	r.Points = pts.Float()
	if r.Played > 0 {
		r.Percent = 100 * played.Float() / float64(r.Played)
	}
	r.ARO, r.TPR = rating.Performance(opponents, int(vsRated))
	return r
}

// BoardPrizes are, for each board, the records ranked first on it among
// the players with at least minGames games played over the board there,
// and one at least (several when they share the best percentage and
// number of games played).
func BoardPrizes(records []BoardRecord, minGames int) []BoardRecord {
	var out []BoardRecord
	best := map[int]BoardRecord{}
	for _, r := range records {
		if r.Board == 0 || r.Played < minGames || r.Played == 0 {
			continue
		}
		b, ok := best[r.Board]
		// Points and games with forfeits in them share no prize out.
		if !ok || (r.Percent == b.Percent && r.Played == b.Played) {
			best[r.Board] = r
			out = append(out, r)
		}
	}
	return out
}

// Cells are the record as the results by board show it: name, team,
// games, points, percentage, games played, average rated opponent and
// performance (the percentage blank without a game played over the
// board, the last two without a rated opponent); decimal writes the
// percentage's decimal mark as the reader's language does.
func (r BoardRecord) Cells(decimal func(string) string) []string {
	blank := func(n int) string {
		if n == 0 {
			return ""
		}
		return strconv.Itoa(n)
	}
	pct := ""
	if r.Played > 0 {
		pct = decimal(strconv.FormatFloat(r.Percent, 'f', 1, 64))
	}
	return []string{r.Name, r.Team, strconv.Itoa(r.Games), standings.FormatFraction(r.Points),
		pct, strconv.Itoa(r.Played), blank(r.ARO), blank(r.TPR)}
}

// BoardSection is one board's records in BoardRecords' order (Board 0:
// each player's over all his boards), each marked when it takes the
// board's prize.
type BoardSection struct {
	Board   int
	Records []BoardRecord
	Prize   []bool
}

// BoardSections are the event's records board by board, board 0 last,
// with the board prizes among the players with at least minGames games
// on the board marked: what the results by board show and print.
func BoardSections(ev *tournament.Event, minGames int) []BoardSection {
	records := BoardRecords(ev)
	prize := map[[2]int64]bool{}
	for _, r := range BoardPrizes(records, minGames) {
		prize[[2]int64{int64(r.Board), r.ID}] = true
	}
	var out []BoardSection
	for _, r := range records {
		if len(out) == 0 || out[len(out)-1].Board != r.Board {
			out = append(out, BoardSection{Board: r.Board})
		}
		s := &out[len(out)-1]
		s.Records = append(s.Records, r)
		s.Prize = append(s.Prize, prize[[2]int64{int64(r.Board), r.ID}])
	}
	return out
}

// Reserve says the player at index k (0 the first) of a team's board
// order (tournament.Team.Players) is a reserve: the first boards of a
// match play, those after them come in for one. The window's roster, the
// venue's team list, the paper's list of players and the command line's
// team list mark him from here.
func Reserve(ev *tournament.Event, k int) bool { return k >= ev.TeamOptions.Boards }
