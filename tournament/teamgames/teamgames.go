// Package teamgames lays a team event's games, which are its rounds'
// pairings as an individual event's are: the line-ups that fill a match's
// boards (a default one, one typed as the players' numbers), the boards
// they make (a forfeit where a seat is left empty, every board a whole
// match's forfeit), and a round's games numbered on through its matches,
// found again by match and board. The rules of line-ups are tournament's
// (ValidateLineup), those of a match's results tournament/team's
// (TeamResultAllowed, MatchForfeitAllowed), and the store judges both;
// what a team event computes from its games (standings, pairing) is
// tournament/team's.
package teamgames

import (
	"slices"
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/tournament"
)

// DefaultLineup is the team's line-up when its captain hands in none: the
// first B players in board order who have not withdrawn before round r;
// none for a team withdrawn before it (its boards left empty, lost by
// forfeit, where a round robin's table still pairs it).
func DefaultLineup(ev *tournament.Event, t tournament.Team, r, boards int) []int64 {
	var out []int64
	if t.GoneBefore(r) {
		return nil
	}
	for _, id := range t.Players {
		if len(out) == boards {
			break
		}
		if p, ok := ev.Player(id); ok && !p.GoneBefore(r) {
			out = append(out, id)
		}
	}
	return out
}

// LineupsHandedIn are the teams, in the round's match order, whose players
// on round r's boards are not their DefaultLineup: the line-ups handed in
// for the round, which live on its matches and go when it is un-paired.
func LineupsHandedIn(ev *tournament.Event, r int) []tournament.Team {
	return PlayingTeams(ev, r, func(m tournament.TeamMatch, t tournament.Team) bool {
		return !slices.Equal(m.Lineup(ev, t.ID), DefaultLineup(ev, t, r, ev.TeamOptions.Boards))
	})
}

// PlayingTeams are the teams that play a match of round r (a bye's team
// aside), in the round's match order, White's before Black's, of which
// keep holds.
func PlayingTeams(ev *tournament.Event, r int, keep func(m tournament.TeamMatch, t tournament.Team) bool) []tournament.Team {
	var out []tournament.Team
	for _, m := range ev.RoundMatches(r) {
		if m.IsBye() {
			continue
		}
		for _, id := range []int64{m.White, m.Black} {
			if t, ok := ev.Team(id); ok && keep(m, *t) {
				out = append(out, *t)
			}
		}
	}
	return out
}

// LineupNumbers reads a line-up typed as its players' numbers in the
// team's board order (1 is the team's first player), separated by commas
// or blanks: "1,2,3,5" or "1 2 3 5". A number that is no player of the
// team is refused; the line-up's own rules are tournament.Event.ValidateLineup's.
func LineupNumbers(t tournament.Team, text string) ([]int64, error) {
	var out []int64
	for _, f := range strings.FieldsFunc(text, func(r rune) bool { return r == ',' || r == ';' || r == ' ' || r == '\t' }) {
		n, err := strconv.Atoi(f)
		if err != nil || n < 1 || n > len(t.Players) {
			return nil, engine.NewMessage("teams.err.lineup.number", "value", f, "team", t.Name, "n", len(t.Players))
		}
		out = append(out, t.Players[n-1])
	}
	return out, nil
}

// Boards lays the two line-ups on a match's boards, one game a board in
// board order (Board its board in the match): the White team's player has
// White on the boards the options give it (TeamOptions.WhiteTeamOnBoard). A board one team left empty is its
// forfeit; one both left empty is a double forfeit.
func Boards(o tournament.TeamOptions, white, black []int64) []tournament.Pairing {
	out := make([]tournament.Pairing, o.Boards)
	for i := range out {
		b := i + 1
		var w, k int64
		if i < len(white) {
			w = white[i]
		}
		if i < len(black) {
			k = black[i]
		}
		if !o.WhiteTeamOnBoard(b) {
			w, k = k, w
		}
		out[i] = tournament.Pairing{Board: b, White: w, Black: k}
		out[i].Result = out[i].LineupResult()
	}
	return out
}

// Forfeit are a match's games with the results the whole match's
// forfeit res gives them, board by board (the team that wins by forfeit
// wins each board by forfeit); res NoResult gives them back the results
// their line-ups give them.
func Forfeit(o tournament.TeamOptions, games []tournament.Pairing, res tournament.Result) []tournament.Pairing {
	out := slices.Clone(games)
	for i := range out {
		r := res
		if !o.WhiteTeamOnBoard(i + 1) {
			r = map[tournament.Result]tournament.Result{tournament.WhiteForfeitWin: tournament.BlackForfeitWin, tournament.BlackForfeitWin: tournament.WhiteForfeitWin}[r]
			if res == tournament.DoubleForfeit {
				r = tournament.DoubleForfeit
			}
		}
		if r == tournament.NoResult {
			r = out[i].LineupResult()
		}
		out[i].Result = r
	}
	return out
}

// Lay are round r's games of the matches ms, each match's games (boards,
// in board order) numbered on through the round in match order: the one
// numbering of a team round's games, for what saves a round.
func Lay(r int, ms []tournament.TeamMatch, boards func(tournament.TeamMatch) []tournament.Pairing) []tournament.Pairing {
	var out []tournament.Pairing
	for _, m := range ms {
		if m.IsBye() {
			continue
		}
		for _, g := range boards(m) {
			g.Round, g.Match, g.Board = r, m.Number, len(out)+1
			out = append(out, g)
		}
	}
	return out
}

// gameBoard is the number board b of match m of round r has among the
// round's games, 0 for no such board.
func gameBoard(ev *tournament.Event, r, match, board int) int {
	for _, m := range ev.RoundMatches(r) {
		if gs := ev.MatchGames(m); m.Number == match && board >= 1 && board <= len(gs) {
			return gs[board-1].Board
		}
	}
	return 0
}

// MatchGame is GameBoard for an entry that names a match and its board
// (the command line's --match and --board, the Matches view): the game's
// number for the one result path (store.Store.SetResult), or why there
// is none: the round not paired, or the matches it has, as the lists
// number them (the byes among them).
func MatchGame(ev *tournament.Event, r, match, board int) (int, error) {
	ms := ev.RoundMatches(r)
	if len(ms) == 0 {
		return 0, engine.NewMessage("event.err.result.round", "round", r)
	}
	for _, m := range ms {
		if m.Number != match {
			continue
		}
		if m.IsBye() {
			return 0, engine.NewMessage("teams.err.result.bye", "round", r, "match", match)
		}
		if n := ev.MatchGames(m); board < 1 || board > len(n) {
			return 0, engine.NewMessage("teams.err.result.board", "round", r, "match", match, "board", board, "boards", len(n))
		}
		return gameBoard(ev, r, match, board), nil
	}
	last := 0
	for _, m := range ms {
		last = max(last, m.Number)
	}
	return 0, engine.NewMessage("teams.err.result.match", "round", r, "match", match, "last", last)
}

// MatchBoardOf is the match and its board that game n of round r of a
// team event is; ok is false for no such game, or a game of no match.
func MatchBoardOf(ev *tournament.Event, r, n int) (match, board int, ok bool) {
	p, err := ev.FindPairing(r, n)
	if err != nil || p.Match == 0 {
		return 0, 0, false
	}
	for _, m := range ev.RoundMatches(r) {
		if m.Number != p.Match {
			continue
		}
		for i, g := range ev.MatchGames(m) {
			if g.Board == n {
				return m.Number, i + 1, true
			}
		}
	}
	return 0, 0, false
}
