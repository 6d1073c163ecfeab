package venue

import (
	"net/http"
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/tournament"
)

// The games on the pages: the games recorded at the desk, as one PGN file
// a round (games-N.pgn) and one for the event (games.pgn), written by the
// one PGN writer (tournament.PublishedPGN: the seven tags, titles, FIDE
// ids, ratings, the moves and the result). Only finished games are in
// them, so that no game in play is shown while it is played. Each file
// is made once a snapshot, however many phones ask.

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

// publishedGames reports whether round r (0: any) has a finished game to
// publish, for the pages' links.
func publishedGames(ev *tournament.Event, r int) bool {
	for _, rd := range ev.Rounds {
		for _, p := range rd.Pairings {
			if (r == 0 || p.Round == r) && !p.IsBye() && p.Result.Finished() {
				return true
			}
		}
	}
	return false
}

func (s *Server) servePGN(w http.ResponseWriter, r *http.Request, snap *snapshot) {
	name := strings.TrimPrefix(r.URL.Path, "/")
	n, ok := pgnRound(name)
	if !ok || n > len(snap.facts.ev.Rounds) || !publishedGames(snap.facts.ev, n) {
		http.NotFound(w, r)
		return
	}
	snap.mu.Lock()
	body, done := snap.pgn[n]
	snap.mu.Unlock()
	if !done {
		games, err := s.src.RecordedGames(snap.facts.ev)
		if err != nil {
			s.opts.Logf("venue: reading the games: %v", err)
			http.Error(w, http.StatusText(http.StatusServiceUnavailable), http.StatusServiceUnavailable)
			return
		}
		text, err := tournament.PublishedPGN(snap.facts.ev, games, n)
		if err != nil {
			s.opts.Logf("venue: writing %s: %v", name, err)
			http.Error(w, http.StatusText(http.StatusInternalServerError), http.StatusInternalServerError)
			return
		}
		body = []byte(text)
		snap.mu.Lock()
		if snap.pgn == nil {
			snap.pgn = map[int][]byte{}
		}
		snap.pgn[n] = body
		snap.mu.Unlock()
	}
	h := w.Header()
	h.Set("Content-Type", "application/x-chess-pgn; charset=utf-8")
	h.Set("Content-Disposition", `attachment; filename="`+name+`"`)
	h.Set("Cache-Control", "no-cache")
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.Write(body)
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

// recordedGame is the recorded game of id, once a snapshot; nil when the
// pages have none (an export, a failed read, no such game).
func (f *facts) recordedGame(id int64) *tournament.GameRecord {
	f.gamesOnce.Do(func() {
		if f.loadGames == nil {
			return
		}
		games, err := f.loadGames()
		if err != nil {
			return
		}
		f.games = map[int64]*tournament.GameRecord{}
		for _, g := range games {
			f.games[g.ID] = g
		}
	})
	return f.games[id]
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
	notation := cat.Lang().Notation()
	d := gamePage{Round: p.Round, Board: p.Board, White: whoOf(f.ev, f.number, p.White, p.Round), Black: whoOf(f.ev, f.number, p.Black, p.Round),
		Result: p.Result.Text(cat.T), PGN: pgnHref(p.Round)}
	for i, m := range rec.Moves {
		san := engine.SANIn(m.SAN, notation)
		black := m.Ply%2 == 0
		if i == 0 && black {
			d.Moves = append(d.Moves, moveRow{No: (m.Ply + 1) / 2, White: "…"})
		}
		if black {
			d.Moves[len(d.Moves)-1].Black = san
		} else {
			d.Moves = append(d.Moves, moveRow{No: (m.Ply + 1) / 2, White: san})
		}
	}
	return content{"game", cat.T("venueday.game.title", "round", p.Round, "board", p.Board), d}, true
}
