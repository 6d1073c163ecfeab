package venue

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/exchange"
	"arbiter/tournament/replay"
)

// The games on the pages: the games recorded at the desk, as one PGN file
// a round (games-N.pgn) and one for the event (games.pgn), written by the
// one PGN writer (exchange.PublishedPGN: the seven tags, titles, FIDE
// ids, ratings, the moves and the result). Only finished games are in
// them, so that no game in play is shown while it is played. Each file
// is made once a state of the event (facts.pgnFile), and the same file
// is served and exported, as are the games' pages.

// pgnRoute serves the PGN files.
var pgnRoute = route{"", readOnly, anyone, (*Server).servePGN, false}

// pgnHref is the PGN file of round r, or of the event for 0.
func pgnHref(r int) string {
	if r == 0 {
		return "games.pgn"
	}
	return "games-" + strconv.Itoa(r) + ".pgn"
}

// pgnRound reads a PGN file's name: its round, 0 for the event's.
func pgnRound(name string) (int, bool) {
	if name == "games.pgn" {
		return 0, true
	}
	arg, ok := strings.CutPrefix(name, "games-")
	arg, ok2 := strings.CutSuffix(arg, ".pgn")
	n, err := strconv.Atoi(arg)
	if !ok || !ok2 || err != nil || n < 1 || strconv.Itoa(n) != arg {
		return 0, false
	}
	return n, true
}

// publishedGames reports whether round r (0: any) has a game to publish
// (exchange.Published), for the pages' links.
func publishedGames(ev *tournament.Event, r int) bool {
	for _, rd := range ev.Rounds {
		for i := range rd.Pairings {
			if exchange.Published(&rd.Pairings[i], r) {
				return true
			}
		}
	}
	return false
}

func (s *Server) servePGN(w http.ResponseWriter, r *http.Request, snap *snapshot) {
	name := strings.TrimPrefix(r.URL.Path, "/")
	n, ok := pgnRound(name)
	if !ok || !pgnPublished(snap.facts.ev, n) {
		s.notFound(w, r, snap)
		return
	}
	body, err := snap.facts.pgnFile(n)
	if err != nil {
		s.opts.Failed(fmt.Errorf("writing %s: %w", name, err))
		http.Error(w, http.StatusText(http.StatusServiceUnavailable), http.StatusServiceUnavailable)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "application/x-chess-pgn; charset=utf-8")
	h.Set("Content-Disposition", `attachment; filename="`+name+`"`)
	h.Set("Cache-Control", "no-cache")
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.Write(body)
}

// pgnPublished reports whether the PGN file of round n (0: the event's)
// is published: the round is paired and has a finished game.
func pgnPublished(ev *tournament.Event, n int) bool {
	return n <= len(ev.Rounds) && publishedGames(ev, n)
}

// pgnRounds are the rounds whose PGN file is published, 0 (the event's)
// first, for an export.
func pgnRounds(ev *tournament.Event) []int {
	var out []int
	for n := 0; n <= len(ev.Rounds); n++ {
		if pgnPublished(ev, n) {
			out = append(out, n)
		}
	}
	return out
}

// pgnFile is the PGN file of round n (0: the event's), written once a
// state of the event, however many phones ask, and the same bytes the
// server sends and an export writes.
func (f *facts) pgnFile(n int) ([]byte, error) {
	games, err := f.recorded()
	if err != nil {
		return nil, err
	}
	f.gamesMu.Lock()
	defer f.gamesMu.Unlock()
	if body, ok := f.pgn[n]; ok {
		return body, nil
	}
	text, err := exchange.PublishedPGN(f.ev, games, n)
	if err != nil {
		return nil, err
	}
	if f.pgn == nil {
		f.pgn = map[int][]byte{}
	}
	f.pgn[n] = []byte(text)
	return f.pgn[n], nil
}

// gamePage is a finished game's page: its board and players, and its
// moves as the desk recorded them, in the reader's notation.
type gamePage struct {
	Round, Board int
	White, Black who
	Result       string
	Moves        []moveRow
	PGN          string
}

// moveRow is one line of a game's moves: the move number, White's move and
// Black's ("" when the game ended on White's, or "…" for a game that
// started with Black to move).
type moveRow struct {
	No           int
	White, Black string
}

// recorded are the games recorded at the desk, read once a state of the
// event (a failed read is tried again at the next ask); none where the
// pages were given none.
func (f *facts) recorded() ([]*replay.GameRecord, error) {
	f.gamesMu.Lock()
	defer f.gamesMu.Unlock()
	if f.games != nil || f.loadGames == nil {
		return f.gameList, nil
	}
	games, err := f.loadGames()
	if err != nil {
		return nil, err
	}
	f.gameList, f.games = games, map[int64]*replay.GameRecord{}
	for _, g := range games {
		f.games[g.ID] = g
	}
	return games, nil
}

// recordedGame is the recorded game of id; nil when the pages have none
// (a failed read, no such game).
func (f *facts) recordedGame(id int64) *replay.GameRecord {
	if _, err := f.recorded(); err != nil {
		return nil
	}
	f.gamesMu.Lock()
	defer f.gamesMu.Unlock()
	return f.games[id]
}

// gameIDs are the finished games with a recorded game, whose pages an
// export writes.
func gameIDs(f *facts) []int {
	var ids []int
	for _, rd := range f.ev.Rounds {
		for _, p := range rd.Pairings {
			if p.GameID != 0 && !p.IsBye() && p.Result.Finished() && f.recordedGame(p.GameID) != nil {
				ids = append(ids, int(p.GameID))
			}
		}
	}
	return ids
}

// publishedPairing is the finished board whose recorded game is id.
func publishedPairing(ev *tournament.Event, id int64) (*tournament.Pairing, bool) {
	for _, rd := range ev.Rounds {
		for i := range rd.Pairings {
			if p := &rd.Pairings[i]; p.GameID == id && !p.IsBye() && p.Result.Finished() {
				return p, true
			}
		}
	}
	return nil, false
}

// gameContent is the page of the finished game id; none for a game in
// play, whose moves are not shown while it is played.
func gameContent(f *facts, cat *i18n.Catalog, n int) (content, bool) {
	p, ok := publishedPairing(f.ev, int64(n))
	if !ok {
		return content{}, false
	}
	rec := f.recordedGame(int64(n))
	if rec == nil {
		return content{}, false
	}
	// Numbered as its PGN and the paper number it: from the start
	// position's move, which may be Black's.
	g, err := replay.Game(rec)
	if err != nil {
		return content{}, false
	}
	notation := cat.Lang().Notation()
	d := gamePage{Round: p.Round, Board: p.Board, White: whoOf(f.ev, f.number, p.White, p.Round), Black: whoOf(f.ev, f.number, p.Black, p.Round),
		Result: p.Result.Text(cat.T), PGN: pgnHref(p.Round)}
	for i, m := range rec.Moves {
		san := engine.SANIn(m.SAN, notation)
		no, side := g.MoveNumber(i + 1)
		if i == 0 && side == engine.Black {
			d.Moves = append(d.Moves, moveRow{No: no, White: "…"})
		}
		if side == engine.Black {
			d.Moves[len(d.Moves)-1].Black = san
		} else {
			d.Moves = append(d.Moves, moveRow{No: no, White: san})
		}
	}
	return content{"game", cat.T("venueday.game.title", "round", p.Round, "board", p.Board), d}, true
}
