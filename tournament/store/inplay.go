package store

import (
	"slices"

	"arbiter/tournament"
	"arbiter/tournament/team"
	"arbiter/tournament/teamgames"
)

// A game whose moves are recorded at the game desk is the desk's
// scoresheet of two players, White and Black as they sat down. The file
// keeps it by its round and its number among the round's games (its
// board, numbered on through a team round's matches), not by its players: a round saved with other players
// or colours on that board, or taken away, would leave the moves with
// other players, or with a board paired anew, silently. So every path that
// rewrites a round's boards asks InPlay first: SaveRound (a pairing, the
// pairing editor, a swap of colours, an import), SaveEditedTeamRound,
// DeleteRound (so Unpair), and SetLineup for its stricter rule
// (boardInPlay).

// InPlay is the games of a round with moves recorded at the game desk,
// by their number among the round's games, and how many rulings the desk
// recorded at the round's boards: taking the round back detaches those
// from its boards (DeleteRound), which a front end says beforehand.
type InPlay struct {
	Round   int
	Games   []int // ascending
	Ruled   []int // the boards with rulings not yet detached, ascending
	Rulings int   // the round's rulings not yet detached (replay.Ruling.Unpaired)
}

// InPlay reads the games of round r with moves recorded at the game desk;
// a front end judges an edited round with it before saving (KeepsRound,
// KeepsTeamRound, KeepsUnpair), as the store judges it in the transaction.
func (s *Store) InPlay(r int) (InPlay, error) {
	return readResult(s, func(q queryer) (InPlay, error) { return inPlay(q, r) })
}

// inPlay is the one query of the games in play.
func inPlay(q queryer, r int) (InPlay, error) {
	p := InPlay{Round: r}
	var err error
	if p.Games, err = queryAll(q, scanOne[int], `SELECT g.board FROM games g WHERE g.round = ?
		AND EXISTS (SELECT 1 FROM moves WHERE game_id = g.id) ORDER BY g.board`, r); err != nil {
		return p, err
	}
	// A ruling is about the two players who sat at its board: a board with
	// one keeps them as a board with moves does (keeps), though taking
	// the round back only detaches it (DeleteRound).
	var board, n int
	err = eachRow(q, []any{&board, &n}, func() {
		p.Ruled = append(p.Ruled, board)
		p.Rulings += n
	}, `SELECT board, count(*) FROM rulings WHERE round = ? AND unpaired = 0 GROUP BY board ORDER BY board`, r)
	return p, err
}

// KeepsRound refuses (GameInPlay) rd, a round of ev as it would be saved,
// when a game in play would have other players or colours on its board,
// or no board. The games are rd's own pairings.
func (p InPlay) KeepsRound(ev *tournament.Event, rd tournament.Round) error {
	if rd.Number != p.Round {
		return nil
	}
	after := *ev
	after.Rounds = slices.Clone(ev.Rounds)
	if i := slices.IndexFunc(after.Rounds, func(r tournament.Round) bool { return r.Number == rd.Number }); i >= 0 {
		after.Rounds[i] = rd
	} else {
		after.Rounds = append(after.Rounds, rd)
	}
	return p.keeps(ev, gamesOf(&after, p.Round), false)
}

// KeepsTeamRound refuses (GameInPlay) ms, the matches of round p.Round of
// team event ev as the team pairing editor has them, when a game in play
// would have other players or colours once the boards are laid
// (team.LayTeamRound), or none, or another number.
func (p InPlay) KeepsTeamRound(ev *tournament.Event, ms []tournament.TeamMatch) error {
	if len(p.Games) == 0 && len(p.Ruled) == 0 {
		return nil
	}
	_, games := team.LayTeamRound(ev, ms)
	return p.keeps(ev, games, false)
}

// KeepsUnpair refuses (GameInPlay) taking round p.Round of ev back while
// a game of it is in play.
func (p InPlay) KeepsUnpair(ev *tournament.Event) error { return p.keeps(ev, nil, true) }

// keeps refuses the first game in play whose board in after (the round's
// games as they would be) has other players or colours, or is missing,
// naming the round, the board (and match) and the players as they sat
// down; unpair says the round is being taken back.
func (p InPlay) keeps(ev *tournament.Event, after []tournament.Pairing, unpair bool) error {
	before := gamesOf(ev, p.Round)
	boards := p.Games
	if !unpair {
		boards = slices.Compact(slices.Sorted(slices.Values(append(slices.Clone(p.Games), p.Ruled...))))
	}
	for _, n := range boards {
		i := slices.IndexFunc(before, func(b tournament.Pairing) bool { return b.Board == n })
		if i < 0 || !before[i].Seated() {
			continue // moves of no game the round holds: nothing of it to keep
		}
		b := before[i]
		j := slices.IndexFunc(after, func(a tournament.Pairing) bool { return a.Board == n })
		if j >= 0 && after[j].White == b.White && after[j].Black == b.Black {
			continue
		}
		white, _ := ev.Player(b.White)
		black, _ := ev.Player(b.Black)
		e := refuse(gameInPlay, "round", p.Round, "board", n, "white", white.Name, "black", black.Name)
		if !slices.Contains(p.Games, n) {
			e.Key += ".ruled" // rulings, no moves
		}
		if m, board, ok := teamgames.MatchBoardOf(ev, p.Round, n); ok { // a team event's game
			e.Args["match"], e.Args["board"], e.Args["game"] = m, board, n
			e.Key += ".match"
		}
		if unpair {
			e.Key += ".unpair"
		}
		return e
	}
	return nil
}

func gamesOf(ev *tournament.Event, r int) []tournament.Pairing {
	if r >= 1 && r <= len(ev.Rounds) {
		return ev.Rounds[r-1].Pairings
	}
	return nil
}

// dropInPlay removes the game desk's records of round r's games in play
// (their moves and incidents with them), for a round taken back by force:
// they are kept in the backup made first and come back with Undo, and
// would otherwise lie on the boards of the round paired again.
func (tx *Tx) dropInPlay(r int) error {
	p, err := inPlay(tx.tx, r)
	if err != nil {
		return err
	}
	for _, n := range p.Games {
		var id int64
		if err := tx.tx.QueryRow(`SELECT id FROM games WHERE round = ? AND board = ?`, p.Round, n).Scan(&id); err != nil {
			return err
		}
		if err := tx.deleteTracked(gameRows[0].table, gameRows[0].col, id, gameRows[1:]...); err != nil {
			return err
		}
	}
	if len(p.Games) > 0 {
		tx.step("round.drop-games", "round", p.Round, "games", len(p.Games))
	}
	return nil
}

// detachRulings marks the rulings made at round r's boards as of a round
// taken back (replay.Ruling.Unpaired): a round paired anew puts other
// games on those boards, whose scoresheets and counts (an illegal move, a
// warning) must not read them, while the arbiter's decisions stay in the
// rulings log and his report. Undo attaches them again.
func (tx *Tx) detachRulings(r int) error {
	var n int
	if err := tx.tx.QueryRow(`SELECT count(*) FROM rulings WHERE round = ? AND unpaired = 0`, r).Scan(&n); err != nil || n == 0 {
		return err
	}
	if err := tx.execTracked("rulings", []any{"round", r}, `UPDATE rulings SET unpaired = 1 WHERE round = ? AND unpaired = 0`, r); err != nil {
		return err
	}
	tx.step("round.detach-rulings", "round", r, "rulings", n)
	return nil
}

// keepsGames judges round rd as SaveRound would write it, or, rd nil,
// round r taken away, on the file's own event; the event is read only
// when a game of the round is in play or, for rd, a board has rulings.
func (tx *Tx) keepsGames(r int, rd *tournament.Round) error {
	p, err := inPlay(tx.tx, r)
	if err != nil || len(p.Games) == 0 && (rd == nil || len(p.Ruled) == 0) {
		return err
	}
	ev, err := tx.Event()
	if err != nil {
		return err
	}
	if rd == nil {
		return p.KeepsUnpair(ev)
	}
	return p.KeepsRound(ev, *rd)
}
