package store

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/exchange"
	"arbiter/tournament/input"
	"arbiter/tournament/replay"
	"arbiter/tournament/teamgames"
)

// schemaAnnotations keeps what an imported game's text holds besides its
// main line: before the first move (games.annotation) and after each move
// (moves.annotation), as PGN writes it.
const schemaAnnotations = `
ALTER TABLE games ADD COLUMN annotation TEXT NOT NULL DEFAULT '';
ALTER TABLE moves ADD COLUMN annotation TEXT NOT NULL DEFAULT '';
`

// schemaMoveClockControl keeps the control a time recorded at the desk
// ran under (moves.clock_control, replay.RecordedMove.ClockControl); an
// older file's times name none, as times that came with the game. A build
// older than the step, which would record times without their control,
// does not open a file that has it.
const schemaMoveClockControl = `
ALTER TABLE moves ADD COLUMN clock_control TEXT NOT NULL DEFAULT '';
`

// schemaGameTags keeps an imported game's own PGN tags (games.tags, a JSON
// array of [name, value] pairs; "" for none).
const schemaGameTags = `
ALTER TABLE games ADD COLUMN tags TEXT NOT NULL DEFAULT '';
`

// SaveGame writes a whole game record (a new one when g.ID is 0, setting
// g.ID) with its moves and incidents, replacing what was stored.
func (s *Store) SaveGame(g *replay.GameRecord) (int64, error) {
	return batchResult(s, func(tx *Tx) (int64, error) { return tx.SaveGame(g) })
}

// SaveGame writes a whole game record; see Store.SaveGame.
func (tx *Tx) SaveGame(g *replay.GameRecord) (int64, error) {
	if err := checkAnnotations(g); err != nil {
		return 0, err
	}
	if len(g.Moves) > 0 {
		if err := tx.movesAllowed(g.Round, g.Board); err != nil {
			return 0, err
		}
	}
	tags, err := gameTags(g.Tags)
	if err != nil {
		return 0, err
	}
	if g.ID == 0 {
		res, err := tx.tx.Exec(`INSERT INTO games(round, board, start_fen, chess960, result, annotation, tags) VALUES (?, ?, ?, ?, ?, ?, ?)`,
			g.Round, g.Board, g.StartFEN, g.Chess960, g.Result.String(), g.Annotation, tags)
		if err != nil {
			return 0, fmt.Errorf("saving the game of round %d board %d: %w", g.Round, g.Board, err)
		}
		id, err := res.LastInsertId()
		if err != nil {
			return 0, err
		}
		for _, t := range gameRows {
			tx.trackNew(t.table, t.col, id)
		}
		g.ID = id
		tx.step("game.add", "id", id, "round", g.Round, "board", g.Board)
	} else {
		if _, _, err := tx.gameAt(g.ID); err != nil {
			return 0, err
		}
		for _, t := range gameRows {
			if err := tx.track(t.table, t.col, g.ID); err != nil {
				return 0, err
			}
		}
		if _, err := tx.tx.Exec(`UPDATE games SET round = ?, board = ?, start_fen = ?, chess960 = ?, result = ?, annotation = ?, tags = ? WHERE id = ?`,
			g.Round, g.Board, g.StartFEN, g.Chess960, g.Result.String(), g.Annotation, tags, g.ID); err != nil {
			return 0, err
		}
		if _, err := tx.tx.Exec(`DELETE FROM moves WHERE game_id = ?`, g.ID); err != nil {
			return 0, err
		}
		if _, err := tx.tx.Exec(`DELETE FROM incidents WHERE game_id = ?`, g.ID); err != nil {
			return 0, err
		}
		tx.step("game.update", "id", g.ID, "round", g.Round, "board", g.Board)
	}
	for i, m := range g.Moves {
		if m.Ply != i+1 {
			return 0, refuse(moveOutOfOrder, "ply", m.Ply, "want", i+1)
		}
		if err := insertMove(tx.tx, g.ID, m); err != nil {
			return 0, err
		}
	}
	for i := range g.Incidents {
		if _, err := insertIncident(tx.tx, g.ID, g.Incidents[i]); err != nil {
			return 0, err
		}
	}
	return g.ID, nil
}

func insertMove(tx *sql.Tx, gameID int64, m replay.RecordedMove) error {
	var clock any
	if m.HasClock {
		clock = m.Clock.Milliseconds()
	}
	_, err := tx.Exec(`INSERT INTO moves(game_id, ply, uci, san, clock_ms, clock_control, draw_offer, annotation) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
		gameID, m.Ply, m.UCI, m.SAN, clock, m.ClockControl, m.DrawOffer, m.Annotation)
	return err
}

// checkAnnotations refuses a record whose kept annotations (an imported
// game's comments, NAGs and variations) are not those of its moves, so
// that every record kept can be written as PGN.
func checkAnnotations(g *replay.GameRecord) error {
	annotated := g.Annotation != ""
	for _, m := range g.Moves {
		annotated = annotated || m.Annotation != ""
	}
	if !annotated {
		return nil
	}
	_, err := exchange.RecordPGN(g)
	return err
}

// gameTags is a game's own tags as the file keeps them, or the refusal of
// one the event writes itself (its value would contradict the event's) or
// that PGN cannot write: a name that is not a PGN symbol, a value with a
// character that is not text.
func gameTags(tags []engine.Tag) (string, error) {
	if len(tags) == 0 {
		return "", nil
	}
	pairs := make([][2]string, len(tags))
	for i, t := range tags {
		_, hidden := input.HiddenChar(t.Name + t.Value)
		if exchange.EventTag(t.Name) || hidden {
			return "", refuse(badGameTag, "tag", t.Name)
		}
		pairs[i] = [2]string{t.Name, t.Value}
	}
	// PGN can write them when its one reader reads them back as they are.
	written := engine.WritePGN([]engine.PGNGame{{Start: engine.StartPosition(), Result: engine.Ongoing, Tags: tags}})
	for read, err := range engine.ReadPGN(strings.NewReader(written)) {
		for _, t := range tags {
			if err != nil || read.Tag(t.Name) != t.Value {
				return "", refuse(badGameTag, "tag", t.Name)
			}
		}
	}
	b, err := json.Marshal(pairs)
	return string(b), err
}

func insertIncident(tx *sql.Tx, gameID int64, in replay.Incident) (int64, error) {
	res, err := tx.Exec(`INSERT INTO incidents(game_id, ply, kind, side, note, at, fen, moves) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
		gameID, in.Ply, in.Kind, in.Side, in.Note, formatTime(in.At), in.FEN, strings.Join(in.Moves, " "))
	if err != nil {
		return 0, err
	}
	return res.LastInsertId()
}

func formatTime(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format(time.RFC3339Nano)
}

func parseTime(s string) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	return time.Parse(time.RFC3339Nano, s)
}

// gameAt returns the number of moves of the game and where it is
// played, or NotFound. A step on a game says its place ("round", "board")
// where it has one: the record's id alone named round 1 board 2's game
// "Game 1" in the Undo button when it was the first recorded.
func (tx *Tx) gameAt(id int64) (plies int, at []any, err error) {
	var last sql.NullInt64
	var n, round, board int
	err = tx.tx.QueryRow(`SELECT count(*), coalesce(max(round), 0), coalesce(max(board), 0), (SELECT max(ply) FROM moves WHERE game_id = ?) FROM games WHERE id = ?`, id, id).Scan(&n, &round, &board, &last)
	if err != nil {
		return 0, nil, err
	}
	if n == 0 {
		return 0, nil, refuse(notFound, "what", "game", "id", id)
	}
	if round > 0 {
		at = []any{"round", round, "board", board}
	}
	return int(last.Int64), at, nil
}

// AppendMove stores the next move of a game as its own action, so that a
// crash at the board loses nothing that was entered. m.Ply must be the
// next ply.
func (s *Store) AppendMove(gameID int64, m replay.RecordedMove) error {
	return s.Batch(func(tx *Tx) error { return tx.AppendMove(gameID, m) })
}

// AppendMove stores the next move of a game.
func (tx *Tx) AppendMove(gameID int64, m replay.RecordedMove) error {
	last, at, err := tx.gameAt(gameID)
	if err != nil {
		return err
	}
	if m.Ply != last+1 {
		return refuse(moveOutOfOrder, "ply", m.Ply, "want", last+1)
	}
	var round, board int
	if err := tx.tx.QueryRow(`SELECT round, board FROM games WHERE id = ?`, gameID).Scan(&round, &board); err != nil {
		return err
	}
	if err := tx.movesAllowed(round, board); err != nil {
		return err
	}
	if m.Annotation != "" {
		g, err := tx.Game(gameID)
		if err != nil {
			return err
		}
		g.Moves = append(g.Moves, m)
		if err := checkAnnotations(g); err != nil {
			return err
		}
	}
	tx.trackNew("moves", "game_id", gameID, "ply", m.Ply)
	if err := insertMove(tx.tx, gameID, m); err != nil {
		return err
	}
	tx.step("move", append([]any{"game", gameID, "ply", m.Ply, "move", m.SAN}, at...)...)
	return nil
}

// MarkDrawOffer marks the recorded move ply of a game as made with a draw
// offer, (=) (9.1.2.2): a change of its own, named so, that leaves the move.
func (s *Store) MarkDrawOffer(gameID int64, ply int) error {
	return s.Batch(func(tx *Tx) error { return tx.MarkDrawOffer(gameID, ply) })
}

// MarkDrawOffer marks the recorded move ply of a game as made with a draw
// offer.
func (tx *Tx) MarkDrawOffer(gameID int64, ply int) error {
	last, at, err := tx.gameAt(gameID)
	if err != nil {
		return err
	}
	if ply < 1 || ply > last {
		return fmt.Errorf("game %d: no move %d to mark, %d recorded", gameID, ply, last)
	}
	var san string
	if err := tx.tx.QueryRow(`SELECT san FROM moves WHERE game_id = ? AND ply = ?`, gameID, ply).Scan(&san); err != nil {
		return err
	}
	key := []any{"game_id", gameID, "ply", ply}
	if err := tx.execTracked("moves", key, `UPDATE moves SET draw_offer = 1 WHERE game_id = ? AND ply = ?`, gameID, ply); err != nil {
		return err
	}
	tx.step("move.offer", append([]any{"game", gameID, "ply", ply, "move", san}, at...)...)
	return nil
}

// TruncateMoves keeps the first ply moves of a game and deletes the rest
// (taking back moves, or restoring the position before an illegal move).
func (s *Store) TruncateMoves(gameID int64, ply int) error {
	return s.Batch(func(tx *Tx) error { return tx.TruncateMoves(gameID, ply) })
}

// TruncateMoves keeps the first ply moves of a game.
func (tx *Tx) TruncateMoves(gameID int64, ply int) error {
	last, at, err := tx.gameAt(gameID)
	if err != nil {
		return err
	}
	if ply < 0 {
		return fmt.Errorf("game %d: cannot keep %d moves", gameID, ply)
	}
	for p := last; p > ply; p-- {
		if err := tx.track("moves", "game_id", gameID, "ply", p); err != nil {
			return err
		}
	}
	if _, err := tx.tx.Exec(`DELETE FROM moves WHERE game_id = ? AND ply > ?`, gameID, ply); err != nil {
		return err
	}
	tx.step("moves.truncate", append([]any{"game", gameID, "ply", ply, "removed", max(last-ply, 0)}, at...)...)
	return nil
}

// AddIncident records an incident at the board and returns its id.
func (s *Store) AddIncident(gameID int64, in replay.Incident) (int64, error) {
	return batchResult(s, func(tx *Tx) (int64, error) { return tx.AddIncident(gameID, in) })
}

// AddIncident records an incident at the board and returns its id.
func (tx *Tx) AddIncident(gameID int64, in replay.Incident) (int64, error) {
	_, at, err := tx.gameAt(gameID)
	if err != nil {
		return 0, err
	}
	id, err := insertIncident(tx.tx, gameID, in)
	if err != nil {
		return 0, err
	}
	tx.trackNew("incidents", "id", id)
	tx.step("incident", append([]any{"game", gameID, "ply", in.Ply, "kind", in.Kind}, at...)...)
	return id, nil
}

// Game loads a game record with its moves, incidents and rulings.
func (s *Store) Game(id int64) (*replay.GameRecord, error) { return s.loadGame(`id = ?`, id) }

// Game loads a game record as the action sees it so far.
func (tx *Tx) Game(id int64) (*replay.GameRecord, error) { return loadGame(tx.tx, `id = ?`, id) }

// GameAt loads the game recorded on a board of a round.
func (s *Store) GameAt(round, board int) (*replay.GameRecord, error) {
	return s.loadGame(`round = ? AND board = ?`, round, board)
}

// loadGame reads a game's record, moves, incidents and rulings in one
// snapshot.
func (s *Store) loadGame(where string, args ...any) (*replay.GameRecord, error) {
	return readResult(s, func(q queryer) (*replay.GameRecord, error) { return loadGame(q, where, args...) })
}

// GameAtMatch is GameAt for a board of a team event named as its pairing
// list names it, by match and board in the match (teamgames.MatchGame);
// a board with no game recorded is said so by its match and board.
func (s *Store) GameAtMatch(ev *tournament.Event, round, match, board int) (*replay.GameRecord, error) {
	n, err := teamgames.MatchGame(ev, round, match, board)
	if err != nil {
		return nil, err
	}
	g, err := s.GameAt(round, n)
	if e, ok := asKind[refusalKind](err); ok && e.Kind == notFound {
		e.Key += ".match"
		e.Args["match"], e.Args["board"] = match, board
	}
	return g, err
}

// GameAt loads the game of a board as the action sees it so far.
func (tx *Tx) GameAt(round, board int) (*replay.GameRecord, error) {
	return loadGame(tx.tx, `round = ? AND board = ?`, round, board)
}

func loadGame(q queryer, where string, args ...any) (*replay.GameRecord, error) {
	g := &replay.GameRecord{}
	var res string
	var tags string
	err := q.QueryRow(`SELECT id, round, board, start_fen, chess960, result, annotation, tags FROM games WHERE `+where, args...).
		Scan(&g.ID, &g.Round, &g.Board, &g.StartFEN, &g.Chess960, &res, &g.Annotation, &tags)
	if errors.Is(err, sql.ErrNoRows) {
		if len(args) == 2 {
			return nil, refuse(notFound,
				"what", "game-at", "round", args[0], "board", args[1])

		}
		return nil, refuse(notFound, "what", "game", "id", args[0])
	}
	if err != nil {
		return nil, err
	}
	if g.Result, err = tournament.ParseResult(res); err != nil {
		return nil, fmt.Errorf("game %d: %w", g.ID, err)
	}
	if tags != "" {
		var pairs [][2]string
		if err := json.Unmarshal([]byte(tags), &pairs); err != nil {
			return nil, fmt.Errorf("game %d tags: %w", g.ID, err)
		}
		for _, p := range pairs {
			g.Tags = append(g.Tags, engine.Tag{Name: p[0], Value: p[1]})
		}
	}
	g.Moves, err = queryAll(q, func(sc scanner) (m replay.RecordedMove, err error) {
		var clock sql.NullInt64
		err = sc.Scan(&m.Ply, &m.UCI, &m.SAN, &clock, &m.ClockControl, &m.DrawOffer, &m.Annotation)
		m.HasClock, m.Clock = clock.Valid, time.Duration(clock.Int64)*time.Millisecond
		return m, err
	}, `SELECT ply, uci, san, clock_ms, clock_control, draw_offer, annotation FROM moves WHERE game_id = ? ORDER BY ply`, g.ID)
	if err != nil {
		return nil, err
	}
	g.Incidents, err = queryAll(q, func(sc scanner) (in replay.Incident, err error) {
		var at, moves string
		if err := sc.Scan(&in.Ply, &in.Kind, &in.Side, &in.Note, &at, &in.FEN, &moves); err != nil {
			return in, err
		}
		if in.At, err = parseTime(at); err != nil {
			return in, fmt.Errorf("game %d incident: %w", g.ID, err)
		}
		if moves != "" {
			in.Moves = strings.Fields(moves)
		}
		return in, nil
	}, `SELECT ply, kind, side, note, at, fen, moves FROM incidents WHERE game_id = ? ORDER BY id`, g.ID)
	if err != nil {
		return nil, err
	}
	if g.Round > 0 {
		// A game outside the rounds (round 0) has no board to rule on.
		// A ruling of a round taken back belongs to a game that is no more.
		if g.Rulings, err = queryRulings(q, `WHERE round = ? AND board = ? AND unpaired = 0`, g.Round, g.Board); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// schemaRulingsUnpaired keeps the rulings of a round taken back apart
// from its boards: the rulings log keeps a ruling by round and board, and
// a round paired anew puts other games on those boards. Such a ruling
// stays in the log (the arbiter's decision, for his report) marked
// unpaired, and no game of the event reads it.
const schemaRulingsUnpaired = `
ALTER TABLE rulings ADD COLUMN unpaired INTEGER NOT NULL DEFAULT 0 CHECK (unpaired IN (0, 1));
`

// AddRuling appends an entry to the rulings log and returns its id.
func (s *Store) AddRuling(r replay.Ruling) (int64, error) {
	return batchResult(s, func(tx *Tx) (int64, error) { return tx.AddRuling(r) })
}

// AddRuling appends an entry to the rulings log and returns its id; a
// ruling on a board whose result is recorded is refused
// (tournament.Result.RulingRefused): one proposed before a result was entered in
// another view would be accepted over it.
func (tx *Tx) AddRuling(r replay.Ruling) (int64, error) {
	switch p, err := pairingAt(tx.tx, r.Round, r.Board); {
	case err == nil:
		if err := p.Result.RulingRefused(p.Round, p.Board); err != nil {
			return 0, err
		}
	case !errors.Is(err, errNoSuchPairing):
		return 0, err
	}
	arts, _ := json.Marshal(nonNil(r.Articles)) // a []string always marshals
	id, err := tx.insert("rulings", `INSERT INTO rulings(round, board, at, incident, ruleset, articles, proposal, proposed, overruled, reason, final_notes,
		ply, side, detail, added_white_ms, added_black_ms, warning, tally, unpaired)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, r.Round, r.Board, formatTime(r.At), r.Incident, r.Ruleset,
		string(arts), r.Proposal, r.Proposed, r.Overruled, r.Reason, r.FinalNotes,
		r.Ply, r.Side, r.Detail, r.Added[0].Milliseconds(), r.Added[1].Milliseconds(), r.Warning, string(r.Tally), r.Unpaired)
	if err != nil {
		return 0, err
	}
	tx.step("ruling", "id", id, "round", r.Round, "board", r.Board, "incident", r.Incident, "overruled", r.Overruled)
	return id, nil
}

// Rulings returns the rulings log in the order the rulings were made.
func (s *Store) Rulings() ([]replay.Ruling, error) {
	return readOne(s, func(q queryer) ([]replay.Ruling, error) { return queryRulings(q, "") })
}

// queryRulings reads the rulings log entries that where (a WHERE clause,
// or "" for all) selects, in the order they were made, each with the
// position its board's recorded game began in (none for a ruling of a
// round paired anew since: its game is no longer the board's).
func queryRulings(q queryer, where string, args ...any) ([]replay.Ruling, error) {
	return queryAll(q, scanRuling, `SELECT id, round, board, at, incident, ruleset, articles, proposal, proposed, overruled, reason, final_notes,
		ply, side, detail, added_white_ms, added_black_ms, warning, tally, unpaired,
		COALESCE((SELECT g.start_fen FROM games g WHERE g.round = rulings.round AND g.board = rulings.board AND NOT rulings.unpaired AND rulings.round > 0), '')
		FROM rulings `+where+` ORDER BY id`, args...)
}

func scanRuling(sc scanner) (r replay.Ruling, err error) {
	var at, arts, tally string
	var white, black int64
	if err := sc.Scan(&r.ID, &r.Round, &r.Board, &at, &r.Incident, &r.Ruleset, &arts, &r.Proposal,
		&r.Proposed, &r.Overruled, &r.Reason, &r.FinalNotes,
		&r.Ply, &r.Side, &r.Detail, &white, &black, &r.Warning, &tally, &r.Unpaired, &r.StartFEN); err != nil {
		return r, err
	}
	if r.At, err = parseTime(at); err != nil {
		return r, fmt.Errorf("ruling %d: %w", r.ID, err)
	}
	if err := json.Unmarshal([]byte(arts), &r.Articles); err != nil {
		return r, fmt.Errorf("ruling %d articles: %w", r.ID, err)
	}
	r.Added = [2]time.Duration{time.Duration(white) * time.Millisecond, time.Duration(black) * time.Millisecond}
	r.Tally = replay.Tally(tally)
	return r, nil
}
