package store

import (
	"database/sql"
	"errors"
	"fmt"
	"slices"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/seats"
	"arbiter/tournament/team"
	"arbiter/tournament/teamgames"
	"arbiter/tournament/tiebreak"
)

// schemaTeams holds team events: the teams, each player's team and place
// in its board order, the matches of a round (black NULL: White's bye;
// forfeit: the whole match forfeited) and the boards of a match with the
// players the line-ups put on them (NULL: a board left empty). A player
// plays for one team: team_players is keyed by the player. A team
// event's own settings (boards, match points, the bye's score) are the
// team-options meta row.
const schemaTeams = `
CREATE TABLE teams (
	id         INTEGER PRIMARY KEY AUTOINCREMENT,
	seat       INTEGER NOT NULL DEFAULT 0,
	name       TEXT NOT NULL,
	short_name TEXT NOT NULL DEFAULT '',
	federation TEXT NOT NULL DEFAULT '',
	captain    TEXT NOT NULL DEFAULT ''
) STRICT;

CREATE TABLE team_players (
	player   INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
	team     INTEGER NOT NULL REFERENCES teams(id),
	position INTEGER NOT NULL CHECK (position > 0),
	UNIQUE (team, position)
) STRICT;

CREATE TABLE matches (
	round   INTEGER NOT NULL REFERENCES rounds(number) ON DELETE CASCADE,
	number  INTEGER NOT NULL CHECK (number > 0),
	white   INTEGER NOT NULL REFERENCES teams(id),
	black   INTEGER REFERENCES teams(id),
	forfeit TEXT NOT NULL DEFAULT '*' CHECK (forfeit IN ('*', '+/-', '-/+', '-/-')),
	PRIMARY KEY (round, number)
) STRICT;

CREATE TABLE match_boards (
	round  INTEGER NOT NULL,
	match  INTEGER NOT NULL,
	board  INTEGER NOT NULL CHECK (board > 0),
	white  INTEGER REFERENCES players(id),
	black  INTEGER REFERENCES players(id),
	result TEXT NOT NULL DEFAULT '*',
	PRIMARY KEY (round, match, board),
	FOREIGN KEY (round, match) REFERENCES matches(round, number) ON DELETE CASCADE
) STRICT;
`

// schemaOneGameRecord makes a team event's games rows of the pairings
// table, as an individual event's are, so that every game has one record:
// a row names its match (NULL in an individual event), a seat its team
// left empty holds no player, and the games are numbered on through the
// round's matches in match order (the number the game desk and the
// recorded games already knew them by). The match_boards table goes; a
// forfeited match's games take its forfeit board by board
// (teamgames.Forfeit). A table's columns cannot be made nullable in
// place, so pairings is made anew.
const schemaOneGameRecord = `
CREATE TABLE pairings_new (
	round   INTEGER NOT NULL REFERENCES rounds(number) ON DELETE CASCADE,
	board   INTEGER NOT NULL CHECK (board > 0),
	white   INTEGER REFERENCES players(id), -- NULL: a team's board left empty
	black   INTEGER REFERENCES players(id), -- NULL: White's bye, or a team's board left empty
	result  TEXT NOT NULL DEFAULT '*',
	bye     TEXT NOT NULL DEFAULT '',
	unrated INTEGER NOT NULL DEFAULT 0 CHECK (unrated IN (0, 1)),
	match   INTEGER, -- a team event's game: the number of its match in the round
	PRIMARY KEY (round, board),
	FOREIGN KEY (round, match) REFERENCES matches(round, number) ON DELETE CASCADE,
	CHECK (white IS NOT NULL OR match IS NOT NULL)
) STRICT;

INSERT INTO pairings_new(round, board, white, black, result, bye, unrated)
	SELECT round, board, white, black, result, bye, unrated FROM pairings;

INSERT INTO pairings_new(round, board, white, black, result, match)
	SELECT b.round,
		(SELECT count(*) FROM match_boards b2 JOIN matches m2 ON m2.round = b2.round AND m2.number = b2.match
			WHERE m2.black IS NOT NULL AND b2.round = b.round
			AND (b2.match < b.match OR (b2.match = b.match AND b2.board <= b.board))),
		b.white, b.black,
		CASE
			WHEN m.forfeit = '*' THEN b.result
			WHEN m.forfeit = '-/-' OR b.board % 2 = 1 THEN m.forfeit
			WHEN m.forfeit = '+/-' THEN '-/+'
			ELSE '+/-' END,
		b.match
	FROM match_boards b JOIN matches m ON m.round = b.round AND m.number = b.match
	WHERE m.black IS NOT NULL;

DROP TABLE match_boards;
DROP TABLE pairings;
ALTER TABLE pairings_new RENAME TO pairings;
`

// schemaTeamPrimaryScore: a team event's options say which score ranks
// its teams first (tournament.TeamOptions.GamePointsFirst, game points or
// match points); a file made before ranked them by match points and says
// so now. A build older than the step, which would rank a file of game
// points first by match points without a word, does not open it.
const schemaTeamPrimaryScore = `
UPDATE meta SET value = json_set(value, '$.game_points_first', json('false')) WHERE key = 'team-options';
`

// schemaBoardColours: a team event's options may give the match's White
// team other colours than White on the odd boards
// (tournament.TeamOptions.BoardColours, TRF-2026 record 352). A build
// older than the step, which would score and show such boards the other
// way round without a word, does not open a file made since.
const schemaBoardColours = `
UPDATE meta SET value = json_set(value, '$.board_colours', '') WHERE key = 'team-options';
`

// teamOptionsKey is the meta row of a team event's options
// (tournament.TeamOptions, JSON).
const teamOptionsKey = "team-options"

func loadTeams(q queryer) ([]tournament.Team, error) {
	out, err := queryAll(q, func(sc scanner) (t tournament.Team, err error) {
		t.Players = []int64{}
		err = sc.Scan(&t.ID, &t.Seat, &t.Name, &t.ShortName, &t.Federation, &t.Captain, &t.WithdrawnAfter)
		return t, err
	}, `SELECT id, seat, name, short_name, federation, captain, withdrawn_after FROM teams ORDER BY id`)
	if err != nil {
		return nil, err
	}
	index := map[int64]int{}
	for i, t := range out {
		index[t.ID] = i
	}
	var team, player int64
	err = eachRow(q, []any{&team, &player}, func() {
		i := index[team]
		out[i].Players = append(out[i].Players, player)
	}, `SELECT team, player FROM team_players ORDER BY team, position`)
	return out, err
}

func loadMatches(q queryer, where string, args ...any) ([]tournament.TeamMatch, error) {
	return queryAll(q, func(sc scanner) (m tournament.TeamMatch, err error) {
		var forfeit, bye string
		if err := sc.Scan(&m.Round, &m.Number, &m.White, &m.Black, &forfeit, &bye, &m.LeftOut); err != nil {
			return m, err
		}
		if m.Bye, err = parseBye(bye); err != nil {
			return m, fmt.Errorf("round %d match %d: %w", m.Round, m.Number, err)
		}
		if m.Forfeit, err = tournament.ParseResult(forfeit); err != nil {
			return m, fmt.Errorf("round %d match %d: %w", m.Round, m.Number, err)
		}
		return m, nil
	}, `SELECT round, number, white, coalesce(black, 0), forfeit, bye, left_out FROM matches `+where+` ORDER BY round, number`, args...)
}

// loadTeamEvent fills the team part of an event.
func loadTeamEvent(q queryer, ev *tournament.Event) error {
	var err error
	if ev.Teams, err = loadTeams(q); err != nil {
		return err
	}
	if ev.Matches, err = loadMatches(q, ""); err != nil {
		return err
	}
	return loadMetaJSON(q, teamOptionsKey, &ev.TeamOptions)
}

// teamEvent is the file's own event for a team action, refused when the
// event is not a team event.
func (tx *Tx) teamEvent() (*tournament.Event, error) {
	ev, err := tx.Event()
	if err == nil {
		err = teamOnly(ev)
	}
	if err != nil {
		return nil, err
	}
	return ev, nil
}

// teamOnly is tournament.ForKind for team events, the one rule of an action made for
// team events, as the store's refusal (NotTeamEvent).
func teamOnly(ev *tournament.Event) error {
	if tournament.ForKind(ev.Settings.System, true, "") != nil {
		return refuse(notTeamEvent)
	}
	return nil
}

// SetTeamOptions replaces a team event's options: the boards stay as they
// are once round 1 is paired, and a pair of teams forbidden now is kept
// apart from the next round to pair (tournament.TeamOptions.FromNext).
func (tx *Tx) SetTeamOptions(o tournament.TeamOptions) error {
	ev, err := tx.teamEvent()
	if err != nil {
		return err
	}
	if err := o.Validate(); err != nil {
		return err
	}
	if ev.PairedRounds() > 0 && o.Boards != ev.TeamOptions.Boards {
		return refuse(teamBoardsFixed, "boards", ev.TeamOptions.Boards)
	}
	if ev.PairedRounds() > 0 && o.BoardPattern() != ev.TeamOptions.BoardPattern() {
		return refuse(teamBoardColoursFixed, "value", ev.TeamOptions.BoardPattern())
	}
	if ev.PairedRounds() > 0 && o.InitialBlack != ev.TeamOptions.InitialBlack {
		return refuse(teamColourFixed)
	}
	if ev.PairedRounds() > 0 && o.ColourPreferences() != ev.TeamOptions.ColourPreferences() {
		return refuse(teamPreferencesFixed)
	}
	// A team Swiss pairs by the primary score: its rounds paired stay
	// paired by the one they were. A round robin's standings are ranked
	// again.
	if ev.Settings.System == tournament.TeamSwiss && ev.PairedRounds() > 0 && o.GamePointsFirst != ev.TeamOptions.GamePointsFirst {
		return refuse(teamScoreFixed)
	}
	if err := team.ValidateTeamForbidden(ev, o); err != nil {
		return err
	}
	// A pair forbidden now is kept apart from the next round: the rounds
	// paired were paired with it free to meet.
	o = o.FromNext(ev.TeamOptions, ev.NextRound())
	// The event's tie-breaks that name no score read the primary one.
	if err := tiebreak.ValidateTeam(ev.Settings.TieBreaks, o.GamePointsFirst); err != nil {
		return err
	}
	if err := team.ValidateLineupOrder(ev, o); err != nil {
		return err
	}
	// Options as the file has them (as stored) change nothing: the
	// settings saved with them name no step of theirs.
	if ev.TeamOptions.Boards != 0 && sameJSON(o, ev.TeamOptions) {
		return nil
	}
	if ev.TeamOptions.Boards == 0 {
		// The first options are part of making the team event: undone,
		// they would leave it with no boards.
		err = writeMetaJSON(tx.tx, teamOptionsKey, o)
	} else {
		err = tx.saveMetaJSON(teamOptionsKey, o)
	}
	if err != nil {
		return err
	}
	tx.step("team.options", "boards", o.Boards, "win", o.MatchWin, "draw", o.MatchDraw, "loss", o.MatchLoss)
	return nil
}

// AddTeam adds a team and returns its id.
func (s *Store) AddTeam(t tournament.Team) (int64, error) {
	return batchResult(s, func(tx *Tx) (int64, error) { return tx.AddTeam(t) })
}

// AddTeam adds a team (t.ID and t.Players are ignored), judged by
// tournament.Event.ValidateTeam on the file's own event.
func (tx *Tx) AddTeam(t tournament.Team) (int64, error) {
	ev, err := tx.teamEvent()
	if err != nil {
		return 0, err
	}
	t.ID = 0
	if err := ev.ValidateTeam(t); err != nil {
		return 0, err
	}
	// A team Swiss takes a late team as it takes a late player, paired
	// from the next round on; a round robin's tables are made for the
	// teams it started with.
	if err := tournament.EntryAllowed(ev.Settings, ev.PairedRounds()); err != nil {
		if ev.Settings.System == tournament.TeamSwiss {
			return 0, err // every round paired: the team would play none
		}
		return 0, refuse(teamPaired, "name", t.Name)
	}
	id, err := tx.insert("teams", `INSERT INTO teams(seat, name, short_name, federation, captain) VALUES (0, ?, ?, ?, ?)`,
		t.Name, t.ShortName, t.Federation, t.Captain)
	if err != nil {
		return 0, err
	}
	tx.step("team.add", "id", id, "name", t.Name)
	return id, nil
}

// AddTeamPlayer adds a player to the end of a team's board order and
// returns the player's id.
func (s *Store) AddTeamPlayer(team int64, p tournament.Player) (int64, error) {
	return batchResult(s, func(tx *Tx) (int64, error) { return tx.AddTeamPlayer(team, p) })
}

// AddTeamPlayer adds a player to the end of a team's board order, judged
// by tournament.Event.ValidateTeamPlayer (one team a player, a FIDE id once); a
// player added once round 1 is paired is a late reserve there.
func (tx *Tx) AddTeamPlayer(team int64, p tournament.Player) (int64, error) {
	ev, err := tx.teamEvent()
	if err != nil {
		return 0, err
	}
	p.ID = 0
	if err := ev.ValidateTeamPlayer(team, p); err != nil {
		return 0, err
	}
	id, err := tx.addPlayer(p, 0) // judged above, as a team's player
	if err != nil {
		return 0, err
	}
	var pos int
	if err := tx.tx.QueryRow(`SELECT coalesce(max(position), 0) + 1 FROM team_players WHERE team = ?`, team).Scan(&pos); err != nil {
		return 0, err
	}
	if _, err := tx.tx.Exec(`INSERT INTO team_players(player, team, position) VALUES (?, ?, ?)`, id, team, pos); err != nil {
		return 0, err
	}
	tx.trackNew("team_players", "player", id)
	t, _ := ev.Team(team)
	tx.step("team.player", "name", p.Name, "team", t.Name, "board", pos)
	return id, nil
}

// SeatTeams sets a team event's seats (conduct.DrawSeats) with set on the
// event as the file holds it, once seats.CheckTeamDraw allows it, in one
// transaction with the audit note, and gives ev the seats saved.
func (s *Store) SeatTeams(ev *tournament.Event, set func(*tournament.Event) error, note string, args ...any) error {
	var seated []tournament.Team
	err := s.Batch(func(tx *Tx) error {
		ev, err := tx.teamEvent()
		if err != nil {
			return err
		}
		if err := seats.CheckTeamDraw(ev); err != nil {
			return err
		}
		if err := set(ev); err != nil {
			return err
		}
		for _, t := range ev.Teams {
			if err := tx.execTracked("teams", []any{"id", t.ID}, `UPDATE teams SET seat = ? WHERE id = ?`, t.Seat, t.ID); err != nil {
				return err
			}
		}
		tx.Note(note, args...)
		seated = ev.Teams
		return nil
	})
	if err != nil {
		return err
	}
	ev.Teams = seated
	return nil
}

func nullID(id int64) any {
	if id == 0 {
		return nil
	}
	return id
}

// saveMatches writes a team round's new matches and their games (rows
// of the pairings table, as an individual event's games are).
func (tx *Tx) saveMatches(ms []tournament.TeamMatch, games []tournament.Pairing) error {
	for _, m := range ms {
		if _, err := tx.tx.Exec(`INSERT INTO matches(round, number, white, black, forfeit, bye, left_out) VALUES (?, ?, ?, ?, ?, ?, ?)`,
			m.Round, m.Number, m.White, nullID(m.Black), m.Forfeit.String(), byeCodes()[m.Bye], m.LeftOut); err != nil {
			return err
		}
		tx.trackNew("matches", "round", m.Round, "number", m.Number)
	}
	for _, g := range games {
		if _, err := tx.tx.Exec(`INSERT INTO pairings(round, board, white, black, result, unrated, match) VALUES (?, ?, ?, ?, ?, ?, ?)`,
			g.Round, g.Board, nullID(g.White), nullID(g.Black), g.Result.String(), g.Unrated && g.Result.Played(), g.Match); err != nil {
			return fmt.Errorf("round %d board %d: %w", g.Round, g.Board, err)
		}
		tx.trackNew("pairings", "round", g.Round, "board", g.Board)
	}
	return nil
}

// setGames writes the players and results of games already in the file
// (a match's, its line-ups or forfeit changed).
func (tx *Tx) setGames(games []tournament.Pairing) error {
	for _, g := range games {
		if err := tx.execTracked("pairings", []any{"round", g.Round, "board", g.Board}, `UPDATE pairings SET white = ?, black = ?, result = ? WHERE round = ? AND board = ?`,
			nullID(g.White), nullID(g.Black), g.Result.String(), g.Round, g.Board); err != nil {
			return err
		}
	}
	return nil
}

// matchAt is match m of round r of the file's event, refused when there is
// none.
func matchAt(ev *tournament.Event, r, m int) (tournament.TeamMatch, error) {
	for _, x := range ev.Matches {
		if x.Round == r && x.Number == m {
			return x, nil
		}
	}
	return tournament.TeamMatch{}, refuse(noSuchMatch, "round", r, "match", m)
}

// SetLineup sets a team's line-up for round r: its players in board order
// (tournament.Event.ValidateLineup), judged on the file's own event; refused
// once a result of the match is in.
func (s *Store) SetLineup(r int, team int64, players []int64) (tournament.TeamMatch, error) {
	return batchResult(s, func(tx *Tx) (tournament.TeamMatch, error) { return tx.SetLineup(r, team, players) })
}

// SetLineup sets a team's line-up for round r and returns its match as it
// now is.
func (tx *Tx) SetLineup(r int, team int64, players []int64) (tournament.TeamMatch, error) {
	ev, err := tx.teamEvent()
	if err != nil {
		return tournament.TeamMatch{}, err
	}
	t, ok := ev.Team(team)
	if !ok {
		return tournament.TeamMatch{}, refuse(noSuchTeam, "name", team)
	}
	var m tournament.TeamMatch
	ms := ev.RoundMatches(r)
	if len(ms) == 0 {
		// A round not paired (or beyond the event) is said as such, as
		// a result for it is: "Alfa has no match in round 9" sent the
		// arbiter looking for a match that no round has.
		return m, engine.NewMessage("event.err.result.round", "round", r)
	}
	found := false
	for _, x := range ms {
		if x.White == team || x.Black == team {
			m, found = x, true
		}
	}
	switch {
	case !found:
		return m, refuse(teamNotPaired, "team", t.Name, "round", r)
	case m.IsBye():
		return m, refuse(teamHasBye, "team", t.Name, "round", r)
	case m.Started(ev.MatchGames(m)):
		return m, refuse(lineupFixed, "team", t.Name, "round", r, "match", m.Number)
	}
	if err := ev.ValidateLineup(*t, r, players); err != nil {
		return m, err
	}
	white, black := m.Lineup(ev, m.White), m.Lineup(ev, m.Black)
	if team == m.White {
		white = players
	} else {
		black = players
	}
	was := ev.MatchGames(m)
	games := teamgames.Boards(ev.TeamOptions, white, black)
	for i := range games {
		games[i].Round, games[i].Match, games[i].Board = r, m.Number, was[i].Board
	}
	// The same line-up given again changes nothing and is no action: it
	// was one, whose Undo undid nothing.
	if slices.EqualFunc(games, was, func(a, b tournament.Pairing) bool {
		return a.White == b.White && a.Black == b.Black && a.Result == b.Result
	}) {
		return m, nil
	}
	// Once a game of the match has moves or a ruling at the game desk,
	// play has begun: the line-ups were handed in before the round and are
	// fixed, for both teams, as they are once a result is in.
	if b, ruled, err := tx.boardInPlay(ev, m); err != nil {
		return m, err
	} else if b > 0 {
		e := refuse(lineupInPlay, "team", t.Name, "round", r, "match", m.Number, "board", b)
		if ruled {
			e.Key += ".ruled"
		}
		return m, e
	}
	if err := tx.setGames(games); err != nil {
		return m, err
	}
	tx.step("team.lineup", "team", t.Name, "round", r, "players", len(players))
	return m, nil
}

// boardInPlay is the first board of match m whose game has moves
// recorded at the game desk, or else rulings (ruled), 0 for none.
func (tx *Tx) boardInPlay(ev *tournament.Event, m tournament.TeamMatch) (board int, ruled bool, err error) {
	p, err := inPlay(tx.tx, m.Round)
	if err != nil {
		return 0, false, err
	}
	for i, games := range [][]int{p.Games, p.Ruled} {
		for b, g := range ev.MatchGames(m) {
			if slices.Contains(games, g.Board) {
				return b + 1, i == 1, nil
			}
		}
	}
	return 0, false, nil
}

// judgeMatchGameResult judges result r on game p, a game of a match, by
// the match's rules (team.TeamResultAllowed) and returns the audit step
// that entering it makes, nil when the game already has it. It reads the
// match and its games alone: a team's result key read the whole event
// (every player, round, team and match) in its transaction, which an
// individual event's result, judged on its board, never did.
func (tx *Tx) judgeMatchGameResult(p tournament.Pairing, r tournament.Result) ([]any, error) {
	ms, err := loadMatches(tx.tx, `WHERE round = ? AND number = ?`, p.Round, p.Match)
	if err != nil {
		return nil, err
	}
	games, err := loadPairings(tx.tx, `WHERE p.round = ? AND p.match = ?`, p.Round, p.Match)
	if err != nil {
		return nil, err
	}
	board := slices.IndexFunc(games, func(g tournament.Pairing) bool { return g.Board == p.Board }) + 1
	if len(ms) == 0 || board == 0 {
		return nil, noBoard(tx.tx, p.Round, p.Board)
	}
	if err := team.TeamResultAllowed(ms[0], games, board, r); err != nil {
		return nil, err
	}
	if p.Result == r {
		return nil, nil
	}
	return []any{"team.result", "round", p.Round, "match", p.Match, "board", board, "result", r.String(), "was", p.Result.String()}, nil
}

// SetMatchForfeit forfeits a whole match (or takes the forfeit back with
// tournament.NoResult), judged by team.MatchForfeitAllowed.
func (s *Store) SetMatchForfeit(r, match int, res tournament.Result) error {
	return s.Batch(func(tx *Tx) error { return tx.setMatchForfeit(r, match, res) })
}

// setMatchForfeit forfeits match of round r with res (SetMatchForfeit).
func (tx *Tx) setMatchForfeit(r, match int, res tournament.Result) error {
	ev, err := tx.teamEvent()
	if err != nil {
		return err
	}
	m, err := matchAt(ev, r, match)
	if err != nil {
		return err
	}
	games := ev.MatchGames(m)
	if err := team.MatchForfeitAllowed(m, games, res); err != nil {
		return err
	}
	if m.Forfeit == res {
		return nil
	}
	// The games hold the forfeit board by board, or once it is taken
	// back the results their line-ups give them.
	if err := tx.setGames(teamgames.Forfeit(ev.TeamOptions, games, res)); err != nil {
		return err
	}
	if err := tx.execTracked("matches", []any{"round", r, "number", match}, `UPDATE matches SET forfeit = ? WHERE round = ? AND number = ?`, res.String(), r, match); err != nil {
		return err
	}
	tx.step("team.forfeit", "round", r, "match", match, "result", res.String(), "was", m.Forfeit.String())
	return nil
}

// createTeamImported makes a new file of an imported team event
// (exchange.ReadTeamTRFReport), as one action: each team, player,
// line-up and result goes through the rules a team event's every change
// passes (AddTeam, AddTeamPlayer, team.ImportedMatchAllowed), so that a
// report breaking one is refused with it and no file is made.
func createTeamImported(path string, ev *tournament.Event) (*Store, error) {
	return createKeeping(path, ev.Settings, ev.Settings, func(tx *Tx) error {
		// The forbidden pairs name teams: set once the teams are in.
		opts := ev.TeamOptions
		opts.Forbidden, opts.ForbiddenFrom = nil, nil
		if err := tx.SetTeamOptions(opts); err != nil {
			return err
		}
		teamID, playerID := map[int64]int64{}, map[int64]int64{}
		for _, t := range ev.Teams {
			id, err := tx.AddTeam(t)
			if err != nil {
				return err
			}
			teamID[t.ID] = id
			for _, p := range t.Players {
				pl, _ := ev.Player(p)
				if playerID[p], err = tx.AddTeamPlayer(id, *pl); err != nil {
					return err
				}
			}
			if _, err := tx.tx.Exec(`UPDATE teams SET seat = ?, withdrawn_after = ? WHERE id = ?`, t.Seat, t.WithdrawnAfter, id); err != nil {
				return err
			}
		}
		if len(ev.TeamOptions.Forbidden) > 0 {
			for _, f := range ev.TeamOptions.Forbidden {
				opts = opts.ForbidTeams(teamID[f[0]], teamID[f[1]], true)
			}
			// No round is paired yet: the report's first round stands,
			// fixed or not.
			for _, f := range ev.TeamOptions.ForbiddenFrom {
				f.Pair = [2]int64{teamID[f.Pair[0]], teamID[f.Pair[1]]}
				opts.ForbiddenFrom = append(opts.ForbiddenFrom, f)
			}
			if err := tx.SetTeamOptions(opts); err != nil {
				return err
			}
		}
		for r := 1; r <= ev.PairedRounds(); r++ {
			// With the report's date of the round (132), which the
			// schedule, the paper and the export read from it.
			var date string
			if rd, ok := ev.Round(r); ok {
				date = rd.Date
			}
			if _, err := tx.tx.Exec(`INSERT INTO rounds(number, date) VALUES (?, ?)`, r, date); err != nil {
				return err
			}
			saved, err := tx.teamEvent()
			if err != nil {
				return err
			}
			for _, m := range ev.RoundMatches(r) {
				games := ev.MatchGames(m)
				m.White, m.Black = teamID[m.White], teamID[m.Black]
				for i := range games {
					games[i].White, games[i].Black = playerID[games[i].White], playerID[games[i].Black]
				}
				if err := team.ImportedMatchAllowed(saved, m, games); err != nil {
					return err
				}
				if err := tx.saveMatches([]tournament.TeamMatch{m}, games); err != nil {
					return err
				}
			}
		}
		if len(ev.Requests) > 0 {
			saved, err := tx.teamEvent()
			if err != nil {
				return err
			}
			for _, b := range ev.Requests {
				if saved.Requests, err = saved.RequestBye(tournament.PlannedBye{Team: teamID[b.Team], Round: b.Round, Kind: b.Kind}); err != nil {
					return err
				}
			}
			if err := tx.setRequests(saved.Requests); err != nil {
				return err
			}
		}
		tx.step("team.import", "teams", len(ev.Teams), "players", len(ev.Players), "rounds", ev.PairedRounds())
		return nil
	})
}

// gameTakesResult gives the game recorded on a board of a round (at the
// game desk) the board's result, when there is one.
func (tx *Tx) gameTakesResult(round, board int, r tournament.Result) error {
	var id int64
	err := tx.tx.QueryRow(`SELECT id FROM games WHERE round = ? AND board = ?`, round, board).Scan(&id)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return nil
	case err != nil:
		return err
	}
	if err := tx.track("games", "id", id); err != nil {
		return err
	}
	_, err = tx.tx.Exec(`UPDATE games SET result = ? WHERE id = ?`, r.String(), id)
	return err
}
