package store

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"sync"
	"time"

	"arbiter/engine/rules"
	"arbiter/tournament"
	"arbiter/tournament/exchange"
	"arbiter/tournament/input"
	"arbiter/tournament/pairing"
)

// byeCodes are the stored names of the bye kinds, readable in sqlite3.
var byeCodes = sync.OnceValue(func() map[tournament.ByeKind]string {
	return map[tournament.ByeKind]string{
		tournament.NoBye:               "",
		tournament.ByeRoundRobin:       "round-robin",
		tournament.ByePairingAllocated: "pairing-allocated",
		tournament.ByeHalfPoint:        "half-point",
		tournament.ByeZeroPoint:        "zero-point",
		tournament.ByeFullPoint:        "full-point",
	}
})

func parseBye(s string) (tournament.ByeKind, error) {
	for k, code := range byeCodes() {
		if code == s {
			return k, nil
		}
	}
	return tournament.NoBye, fmt.Errorf("unknown bye kind %q", s)
}

// settingsColumns are the settings row's columns and their values, those
// of the steps after the first schema last, in their order
// (laterSettingsColumns: create leaves them out of a file made at an
// earlier version).
func settingsColumns(s tournament.Settings) ([]string, []any) {
	tb, _ := json.Marshal(nonNil(s.TieBreaks)) // a []string always marshals
	return []string{"name", "site", "federation", "chief_arbiter", "deputies", "start_date", "end_date",
			"ruleset", "game_type", "supervised", "time_control", "lateness_minutes", "system", "rounds",
			"tie_breaks", "withdrawal_policy", "language", "paper_size", "index_master", "index_candidate",
			"index_unclassified", "integer_norm_source", "max_half_byes", "no_half_bye_rounds", "late_entry_byes",
			"unrated_rating"},
		[]any{s.Name, s.Site, s.Federation, s.ChiefArbiter, s.Deputies, s.StartDate, s.EndDate,
			s.Ruleset, s.GameType, s.Supervised, s.TimeControl, s.LatenessMinutes, string(s.System), s.Rounds,
			string(tb), string(s.WithdrawalPolicy), s.Language, s.PaperSize, s.IndexMaster, s.IndexCandidate,
			s.IndexUnclassified, s.IntegerNormSource, s.MaxHalfByes, s.NoHalfByeRounds, string(s.LateEntryByes),
			s.UnratedRating}
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func playerColumns(p tournament.Player) ([]string, []any) {
	earned := ""
	if !p.CategoryEarned.IsZero() {
		earned = p.CategoryEarned.UTC().Format(time.RFC3339)
	}
	family, given := p.Names()
	return []string{"seat", "name", "family_name", "given_names", "club", "federation", "fide_id", "national_id", "rating", "title", "sex", "birth_date",
			"category", "category_earned", "moscow_leningrad", "candidate_balls", "withdrawn_after", "listed_rating", "listed_title", "listed_federation", "pairing_rating"},
		[]any{p.Seat, input.FullName(family, given), family, given, p.Club, p.Federation, p.FIDEID, p.NationalID, p.Rating, p.Title, string(p.Sex), p.BirthDate,
			p.Category.String(), earned, p.MoscowLeningrad, p.CandidateBalls, p.WithdrawnAfter, p.Listed.Rating, p.Listed.Title, p.Listed.Federation, p.PairingRating}
}

func assignments(cols []string) string {
	parts := make([]string, len(cols))
	for i, c := range cols {
		parts[i] = c + " = ?"
	}
	return strings.Join(parts, ", ")
}

// Event loads the whole event: settings, players (in the order they were
// added) and rounds with their pairings.
//
// A value Arbiter never writes (a category or result it cannot read, say,
// after the file was edited by hand) makes the file damaged, not the
// arbiter's input wrong, and is reported so.
func (s *Store) Event() (*tournament.Event, error) {
	ev, err := readResult(s, loadEvent)
	if err != nil {
		return nil, s.damaged(err)
	}
	return ev, nil
}

// EventAndLastChange is the event with the newest entry of its history
// (LastChange), the state a sheet printed from it shows: the window and
// the command line print from these two.
func (s *Store) EventAndLastChange() (*tournament.Event, AuditEntry, error) {
	ev, err := s.Event()
	if err != nil {
		return nil, AuditEntry{}, err
	}
	last, err := s.LastChange()
	return ev, last, err
}

// Event loads the event as the action sees it so far.
func (tx *Tx) Event() (*tournament.Event, error) { return loadEvent(tx.tx) }

func loadEvent(q queryer) (*tournament.Event, error) {
	ev := &tournament.Event{}
	var err error
	if ev.Settings, err = loadSettings(q); err != nil {
		return nil, err
	}
	if ev.Players, err = loadPlayers(q); err != nil {
		return nil, err
	}
	if ev.Rounds, err = loadRounds(q); err != nil {
		return nil, err
	}
	if ev.Requests, err = loadRequests(q); err != nil {
		return nil, err
	}
	if err := loadTeamEvent(q, ev); err != nil {
		return nil, err
	}
	if ev.Deputies, err = loadDeputies(q); err != nil {
		return nil, err
	}
	if ev.CheckIns, err = loadCheckIns(q); err != nil {
		return nil, err
	}
	if err := loadPlayoffs(q, ev); err != nil {
		return nil, err
	}
	return ev, nil
}

func loadSettings(q queryer) (tournament.Settings, error) {
	var s tournament.Settings
	var tb, system, policy, lateByes string
	err := q.QueryRow(`SELECT name, site, federation, chief_arbiter, deputies, start_date, end_date, ruleset,
		game_type, supervised, time_control, lateness_minutes, system, rounds, tie_breaks, withdrawal_policy,
		language, paper_size, index_master, index_candidate, index_unclassified, integer_norm_source,
		max_half_byes, no_half_bye_rounds, late_entry_byes, unrated_rating
		FROM settings WHERE id = 1`).Scan(&s.Name, &s.Site, &s.Federation, &s.ChiefArbiter, &s.Deputies,
		&s.StartDate, &s.EndDate, &s.Ruleset, &s.GameType, &s.Supervised, &s.TimeControl, &s.LatenessMinutes,
		&system, &s.Rounds, &tb, &policy, &s.Language, &s.PaperSize, &s.IndexMaster, &s.IndexCandidate,
		&s.IndexUnclassified, &s.IntegerNormSource, &s.MaxHalfByes, &s.NoHalfByeRounds, &lateByes, &s.UnratedRating)
	if err != nil {
		return s, fmt.Errorf("reading settings: %w", err)
	}
	s.System, s.WithdrawalPolicy = tournament.System(system), tournament.WithdrawalPolicy(policy)
	s.LateEntryByes = tournament.LateEntryByes(lateByes)
	// One no build writes ("full") would read as none: the late entries
	// would get nothing for their missed rounds, unsaid.
	if !slices.Contains(tournament.LateEntryByesChoices, s.LateEntryByes) {
		return s, fmt.Errorf("reading settings: late entries' missed rounds %q", lateByes) // checkSettings lists it
	}
	if _, err := storedGameType(string(s.GameType)); err != nil { // checkSettings lists it
		return s, fmt.Errorf("reading settings: game type %q: %w", s.GameType, err)
	}
	if err := json.Unmarshal([]byte(tb), &s.TieBreaks); err != nil {
		return s, fmt.Errorf("reading settings: tie-breaks %q: %w", tb, err)
	}
	if s.Schedule, err = loadSchedule(q); err != nil {
		return s, fmt.Errorf("reading settings: schedule: %w", err)
	}
	// The deputies' column stays empty since the deputies have a table.
	ds, err := loadDeputies(q)
	if err != nil {
		return s, fmt.Errorf("reading settings: %w", err)
	}
	s.Deputies = deputyText(ds)
	var o officials
	if err := loadMetaJSON(q, officialsKey, &o); err != nil {
		return s, fmt.Errorf("reading settings: %w", err)
	}
	s.Organiser, s.ChiefArbiterFIDEID = o.Organiser, o.ChiefArbiterFIDEID
	var lists storedRatingLists
	if err := loadMetaJSON(q, ratingSourceKey, &lists); err != nil {
		return s, fmt.Errorf("reading settings: %w", err)
	}
	s.RatingLists = lists.lists()
	var text string
	err = q.QueryRow(`SELECT value FROM meta WHERE key = ?`, ruleOptionsKey).Scan(&text)
	if errors.Is(err, sql.ErrNoRows) {
		return s, nil
	}
	if err != nil {
		return s, fmt.Errorf("reading settings: %w", err)
	}
	if err := json.Unmarshal([]byte(text), &s.Rules); err != nil {
		return s, fmt.Errorf("reading settings: rule options %q: %w", text, err)
	}
	return s, nil
}

// ruleOptionsKey is the meta row holding the event's rule options
// (tournament.RuleOptions) as JSON; a file without it has none, so no
// schema step is needed.
const ruleOptionsKey = "rule-options"

// officialsKey is the meta row holding the settings FIDE's forms ask
// for beside the arbiters' names (officials, JSON); a file without it has
// none, so no schema step is needed.
const officialsKey = "officials"

// officials are the settings of the officialsKey row.
type officials struct {
	Organiser          string `json:"organiser,omitempty"`
	ChiefArbiterFIDEID string `json:"chief_arbiter_fide_id,omitempty"`
}

const playerSelect = `SELECT id, seat, name, family_name, given_names, club, federation, fide_id, national_id, rating, title, sex, birth_date,
	category, category_earned, moscow_leningrad, candidate_balls, withdrawn_after, listed_rating, listed_title, listed_federation, entered, pairing_rating FROM players`

func scanPlayer(sc scanner) (tournament.Player, error) {
	var p tournament.Player
	var sex, cat, earned string
	if err := sc.Scan(&p.ID, &p.Seat, &p.Name, &p.FamilyName, &p.GivenNames, &p.Club, &p.Federation, &p.FIDEID, &p.NationalID, &p.Rating, &p.Title, &sex,
		&p.BirthDate, &cat, &earned, &p.MoscowLeningrad, &p.CandidateBalls, &p.WithdrawnAfter,
		&p.Listed.Rating, &p.Listed.Title, &p.Listed.Federation, &p.Entered, &p.PairingRating); err != nil {
		return p, err
	}
	p.Sex = tournament.Sex(sex)
	p.SetNames(p.Names())
	var err error
	if p.Category, err = tournament.ParseCategory(cat); err != nil {
		return p, fmt.Errorf("player %d: %w", p.ID, err)
	}
	if earned != "" {
		if p.CategoryEarned, err = time.Parse(time.RFC3339, earned); err != nil {
			return p, fmt.Errorf("player %d: category date: %w", p.ID, err)
		}
	}
	return p, nil
}

func loadPlayers(q queryer) ([]tournament.Player, error) {
	return queryAll(q, scanPlayer, playerSelect+` ORDER BY id`)
}

func loadRounds(q queryer) ([]tournament.Round, error) {
	out, err := queryAll(q, func(sc scanner) (r tournament.Round, err error) {
		err = sc.Scan(&r.Number, &r.Date)
		return r, err
	}, `SELECT number, date FROM rounds ORDER BY number`)
	if err != nil {
		return nil, err
	}
	index := map[int]int{}
	for i, r := range out {
		index[r.Number] = i
	}
	ps, err := loadPairings(q, ``)
	if err != nil {
		return nil, err
	}
	// The pairings come in round order: each round's are a run of them,
	// given as its own slice (capped, so that appending to one round
	// never writes over the next) rather than copied one by one.
	for start := 0; start < len(ps); {
		end := start + 1
		for end < len(ps) && ps[end].Round == ps[start].Round {
			end++
		}
		i := index[ps[start].Round]
		out[i].Pairings = ps[start:end:end]
		start = end
	}
	return out, nil
}

// loadPairings reads pairings (all, or those matching where) with the id
// of the game recorded on each board.
func loadPairings(q queryer, where string, args ...any) ([]tournament.Pairing, error) {
	return queryAll(q, func(sc scanner) (p tournament.Pairing, err error) {
		var res, bye string
		if err := sc.Scan(&p.Round, &p.Board, &p.White, &p.Black, &res, &bye, &p.Unrated, &p.GameID, &p.Match, &p.CheckIn); err != nil {
			return p, err
		}
		if p.Result, err = tournament.ParseResult(res); err != nil {
			return p, fmt.Errorf("round %d board %d: %w", p.Round, p.Board, err)
		}
		if p.Bye, err = parseBye(bye); err != nil {
			return p, fmt.Errorf("round %d board %d: %w", p.Round, p.Board, err)
		}
		return p, nil
	}, `SELECT p.round, p.board, coalesce(p.white, 0), coalesce(p.black, 0), p.result, p.bye, p.unrated, coalesce(g.id, 0), coalesce(p.match, 0), p.check_in
		FROM pairings p LEFT JOIN games g ON g.round = p.round AND g.board = p.board `+where+`
		ORDER BY p.round, p.board`, args...)
}

// SetUnrated marks the game of a board as ended before each player had
// made a move (TRF's W, D and L): its result counts in the standings, but
// it is not sent for rating. unrated false marks it rated again.
func (s *Store) SetUnrated(round, board int, unrated bool) error {
	return s.Batch(func(tx *Tx) error { return tx.SetUnrated(round, board, unrated) })
}

// SetUnrated marks a board's game as not rated, or rated again.
func (tx *Tx) SetUnrated(round, board int, unrated bool) error {
	p, err := pairingAt(tx.tx, round, board)
	if err != nil {
		return err
	}
	if p.Unrated == unrated {
		return nil
	}
	if unrated && !p.Result.Played() {
		return refuse(unratedNeedsGame,
			"round", round, "board", board)

	}
	if err := tx.execTracked("pairings", []any{"round", round, "board", board}, `UPDATE pairings SET unrated = ? WHERE round = ? AND board = ?`, unrated, round, board); err != nil {
		return err
	}
	action := "result.unrated"
	if !unrated {
		action = "result.rated"
	}
	tx.step(action, "round", round, "board", board)
	return nil
}

// UpdateSettings replaces the event's settings.
func (s *Store) UpdateSettings(st tournament.Settings) error {
	return s.Batch(func(tx *Tx) error { return tx.UpdateSettings(st) })
}

// UpdateSettings replaces the event's settings, judged by
// tournament.Event.ValidateSettingsChange on the file's own event.
func (tx *Tx) UpdateSettings(st tournament.Settings) error { return tx.updateSettings(st, nil) }

// UpdateSettingsWith replaces a team event's settings and its options in
// one change, each judged under the other as it will be: the settings
// under the options given (a team event's tie-breaks that name no score
// read the primary one, C.04.6 art. 1.2), then the options under the
// settings (SetTeamOptions). Judged one after the other, game points
// made first with "sb" and "sb:mp" were refused as one tie-break twice.
func (tx *Tx) UpdateSettingsWith(st tournament.Settings, o tournament.TeamOptions) error {
	if err := tx.updateSettings(st, &o); err != nil {
		return err
	}
	return tx.SetTeamOptions(o)
}

// updateSettings replaces the settings, judged under the team options o
// where given, else under the file's.
func (tx *Tx) updateSettings(st tournament.Settings, o *tournament.TeamOptions) error {
	// The event's rule for its settings, whichever front end or importer
	// brings them.
	ev, err := tx.Event()
	if err != nil {
		return err
	}
	if o != nil {
		ev.TeamOptions = *o
	}
	if err := ev.ValidateSettingsChange(st); err != nil {
		return err
	}
	// The same settings saved again (Enter twice in a field) change
	// nothing and are no action: one would be, whose Undo undid nothing.
	if reflect.DeepEqual(ev.Settings, st) {
		return nil
	}
	if err := tx.track("settings", "id", 1); err != nil {
		return err
	}
	// The deputies' column stays empty: their table holds them.
	row := st
	row.Deputies = ""
	cols, vals := settingsColumns(row)
	if _, err := tx.tx.Exec(`UPDATE settings SET `+assignments(cols)+` WHERE id = 1`, vals...); err != nil {
		return err
	}
	if err := tx.saveMetaJSON(ruleOptionsKey, st.Rules); err != nil {
		return err
	}
	if err := tx.saveMetaJSON(officialsKey, officials{st.Organiser, st.ChiefArbiterFIDEID}); err != nil {
		return err
	}
	if err := tx.track("schedule"); err != nil {
		return err
	}
	if err := saveSchedule(tx.tx, st.Schedule); err != nil {
		return err
	}
	if err := tx.track("deputies"); err != nil {
		return err
	}
	if err := saveDeputyNames(tx.tx, st.Deputies); err != nil {
		return err
	}
	tx.step("settings", "name", st.Name)
	// A Swiss cut short or lengthened once paired is said apart: it makes
	// the standings final, or no longer so.
	if st.Rounds != ev.Settings.Rounds {
		tx.step("settings.rounds", "from", ev.Settings.Rounds, "to", st.Rounds)
	}
	return nil
}

// AddPlayer adds a player and returns the new id (p.ID is ignored).
func (s *Store) AddPlayer(p tournament.Player) (int64, error) {
	return batchResult(s, func(tx *Tx) (int64, error) { return tx.AddPlayer(p) })
}

// AddPlayer adds a player and returns the new id (p.ID is ignored), as
// the event's rule for a player judges it (tournament.PlayerAllowed: his
// fields, no second entry of one person, a late entry only in a Swiss).
// One added once rounds are paired is a late entry: he enters in the next
// round (tournament.Player.Entered), with the byes the arbiter gives him
// for the rounds before (tournament.Player.MissedRounds,
// tournament.Settings.MissedAllowed: the event's limit of half-point byes
// counts them) in the same action, each in the log; where none are
// given, those of the event's setting (tournament.Settings.MissedRoundsFor),
// which the front ends say (words.MissedRounds).
func (tx *Tx) AddPlayer(p tournament.Player) (int64, error) {
	p.ID, p.Entered = 0, 0
	st, paired, err := tx.playerAllowed(p)
	if err != nil {
		return 0, err
	}
	p.MissedRounds = st.MissedRoundsFor(p.MissedRounds, paired)
	if err := st.MissedAllowed(p.MissedRounds, paired); err != nil {
		return 0, err
	}
	if paired > 0 {
		p.Entered = paired + 1
	}
	id, err := tx.addPlayer(p, 0)
	if err != nil {
		return 0, err
	}
	for i, k := range p.MissedRounds.Kinds() {
		if err := tx.addMissedRound(id, p.Name, i+1, k, p.Entered); err != nil {
			return 0, err
		}
	}
	// The player's entry is the action's last step, which names it.
	tx.step("player.add", "id", id, "name", p.Name)
	return id, nil
}

// enteringAfter is the late entries who enter after round r
// (tournament.Player.Entered).
func (tx *Tx) enteringAfter(r int) (map[int64]bool, error) {
	ids, err := queryAll(tx.tx, func(sc scanner) (id int64, err error) { return id, sc.Scan(&id) }, `SELECT id FROM players WHERE entered > ?`, r)
	late := map[int64]bool{}
	for _, id := range ids {
		late[id] = true
	}
	return late, err
}

// enteredBy records that late entry id entered in round r.
func (tx *Tx) enteredBy(r int, id int64) error {
	return tx.execTracked("players", []any{"id", id}, `UPDATE players SET entered = ? WHERE id = ?`, r, id)
}

// addMissedRound gives late entry id the bye of kind k in round r, paired
// before he joined, on the round's next free board.
func (tx *Tx) addMissedRound(id int64, name string, r int, k tournament.ByeKind, entered int) error {
	var board int
	if err := tx.tx.QueryRow(`SELECT coalesce(max(board), 0) + 1 FROM pairings WHERE round = ?`, r).Scan(&board); err != nil {
		return err
	}
	if _, err := tx.tx.Exec(`INSERT INTO pairings(round, board, white, black, result, bye) VALUES (?, ?, ?, NULL, ?, ?)`,
		r, board, id, tournament.NoResult.String(), byeCodes()[k]); err != nil {
		return fmt.Errorf("round %d board %d: %w", r, board, err)
	}
	tx.trackNew("pairings", "round", r, "board", board)
	action := "player.missed.zero"
	if k == tournament.ByeHalfPoint {
		action = "player.missed.half"
	}
	tx.step(action, "name", name, "round", r, "entered", entered)
	return nil
}

// playerAllowed asks tournament.PlayerAllowed about p with what the rule
// reads: the settings, the rounds paired and the players; it gives the
// settings and the rounds paired.
func (tx *Tx) playerAllowed(p tournament.Player) (st tournament.Settings, paired int, err error) {
	if st, err = loadSettings(tx.tx); err != nil {
		return st, 0, err
	}
	if err := tx.tx.QueryRow(`SELECT count(*) FROM rounds`).Scan(&paired); err != nil {
		return st, 0, err
	}
	players, err := loadPlayers(tx.tx)
	if err != nil {
		return st, 0, err
	}
	return st, paired, tournament.PlayerAllowed(p, st, paired, players)
}

// addPlayer inserts a player whose rules were judged already: one at a
// time by AddPlayer, or a whole import's by tournament.ValidateImport,
// which compares each player with the others once instead of reading the
// file's players for each. The id is the file's next unless id is given
// (a report's starting number, in a file that has no players). The
// caller names the addition in the history: a team's player by his team.
func (tx *Tx) addPlayer(p tournament.Player, id int64) (int64, error) {
	if err := p.ValidateText(); err != nil {
		return 0, err
	}
	next, err := tx.fixNumbers()
	if err != nil {
		return 0, err
	}
	if next > 0 {
		p.Seat = next
	}
	cols, vals := playerColumns(p)
	if p.Entered > 0 {
		cols, vals = append(cols, "entered"), append(vals, p.Entered)
	}
	if id > 0 {
		cols, vals = append(cols, "id"), append(vals, id)
	}
	id, err = tx.insert("players", `INSERT INTO players(`+strings.Join(cols, ", ")+`) VALUES (?`+strings.Repeat(", ?", len(cols)-1)+`)`, vals...)
	if err != nil {
		return 0, err
	}
	return id, nil
}

// AddPlayerFromList adds a player taken from the rating list src and, in
// the same action, records src among the lists the event is rated from
// (tournament.Settings.RatingLists); once the ratings are fixed the event
// stays rated from the lists it started with.
func (s *Store) AddPlayerFromList(src tournament.RatingSource, p tournament.Player) (int64, error) {
	return s.addFromList(src, func(tx *Tx) (int64, error) { return tx.AddPlayer(p) })
}

// AddTeamPlayerFromList is AddTeamPlayer of a player taken from the
// rating list src, which it records as AddPlayerFromList does.
func (s *Store) AddTeamPlayerFromList(team int64, src tournament.RatingSource, p tournament.Player) (int64, error) {
	return s.addFromList(src, func(tx *Tx) (int64, error) { return tx.AddTeamPlayer(team, p) })
}

// addFromList adds a player with add and records src among the lists the
// event is rated from, in one action, unless the ratings are fixed.
func (s *Store) addFromList(src tournament.RatingSource, add func(tx *Tx) (int64, error)) (int64, error) {
	var id int64
	err := s.Batch(func(tx *Tx) error {
		ev, err := tx.Event()
		if err != nil {
			return err
		}
		if id, err = add(tx); err != nil || ev.Started() {
			return err
		}
		return tx.saveMetaJSON(ratingSourceKey, storeRatingLists(ev.Settings.RatingLists.With(src)))
	})
	return id, err
}

// UpdatePlayer replaces a player's details (by p.ID).
func (s *Store) UpdatePlayer(p tournament.Player) error {
	return s.Batch(func(tx *Tx) error { return tx.UpdatePlayer(p) })
}

// UpdatePlayer replaces a player's details (by p.ID), as the event's rule
// for a player judges them (tournament.PlayerAllowed); a seat another
// player holds is swapped with him in the same action
// (tournament.SeatTaken), each change in the log, the player's last, as
// the history names an action by its last step.
func (tx *Tx) UpdatePlayer(p tournament.Player) error {
	if _, _, err := tx.playerAllowed(p); err != nil {
		return err
	}
	fixed, err := tx.fixNumbers()
	if err != nil {
		return err
	}
	players, err := loadPlayers(tx.tx)
	if err != nil {
		return err
	}
	// The numbers fixed just now: p, read before, keeps his.
	if i := slices.IndexFunc(players, func(q tournament.Player) bool { return q.ID == p.ID }); fixed > 0 && i >= 0 && p.Seat == 0 {
		p.Seat = players[i].Seat
	}
	if other, ok := tournament.SeatTaken(players, p); ok {
		if err := tx.replacePlayer(other); err != nil {
			return err
		}
		tx.step("player.update", "id", other.ID, "name", other.Name)
	}
	was, err := tx.player(p.ID)
	if err != nil {
		return err
	}
	if err := tx.replacePlayer(p); err != nil {
		return err
	}
	// A name or a rating put right is said with what it was, as a result
	// corrected is: the history said "details changed" of a rating the
	// next pairing read.
	renamed, rerated := was.Name != p.Name, was.Rating != p.Rating
	if renamed {
		tx.step("player.rename", "id", p.ID, "name", p.Name, "was", was.Name)
	}
	if rerated {
		tx.step("player.rating", "id", p.ID, "name", p.Name, "was", was.Rating, "rating", p.Rating)
	}
	rest := was
	rest.Name, rest.FamilyName, rest.GivenNames, rest.Rating = p.Name, p.FamilyName, p.GivenNames, p.Rating
	if !renamed && !rerated || !reflect.DeepEqual(rest, p) {
		tx.step("player.update", "id", p.ID, "name", p.Name)
	}
	return nil
}

// fixNumbers keeps an individual Swiss's pairing numbers once they are
// fixed (pairing.NumbersFixed, FIDE C.04.2.B.3), before a change that
// would move them (a rating, title or name corrected, a late entry):
// each player's number as it stands is written as his seat where it is
// not yet, in the change's action, so that the numbers follow the seats
// from then on (tournament.Event.StartNumbers) and Undo takes the change
// back whole. It gives the number a late entry takes then, the one after
// the last; 0 while the numbers follow the initial ranking list.
func (tx *Tx) fixNumbers() (next int, err error) {
	var paired int
	if err := tx.tx.QueryRow(`SELECT count(*) FROM rounds`).Scan(&paired); err != nil || paired == 0 {
		return 0, err
	}
	ev, err := tx.Event()
	if err != nil || !pairing.NumbersFixed(ev) {
		return 0, err
	}
	numbers := ev.StartNumbers()
	for _, p := range ev.Players {
		next = max(next, numbers[p.ID])
		if p.Seat != numbers[p.ID] {
			p.Seat = numbers[p.ID]
			if err := tx.replacePlayer(p); err != nil {
				return 0, err
			}
		}
	}
	return next + 1, nil
}

func (tx *Tx) replacePlayer(p tournament.Player) error {
	if err := p.ValidateText(); err != nil {
		return err
	}
	if _, err := tx.player(p.ID); err != nil {
		return err
	}
	cols, vals := playerColumns(p)
	return tx.execTracked("players", []any{"id", p.ID}, `UPDATE players SET `+assignments(cols)+` WHERE id = ?`, append(vals, p.ID)...)
}

// ratingSourceKey is the meta row naming the rating lists the ratings
// were last taken from (storedRatingLists, JSON); a file without it took
// none, so no schema step is needed.
const ratingSourceKey = "rating-list"

// storedRatingLists is the row of the rating lists: the first list as
// the row's own fields, which is all the row held before an event could
// name two, and the others after it. A build of that time, which shares
// the file, reads the first list alone (the one that gave the most
// players) and names it the event's, and writes one list back when it
// updates the ratings.
type storedRatingLists struct {
	tournament.RatingSource
	Others []tournament.RatingSource `json:"others,omitempty"`
}

func storeRatingLists(l tournament.RatingLists) storedRatingLists {
	if len(l) == 0 {
		return storedRatingLists{}
	}
	return storedRatingLists{RatingSource: l[0], Others: l[1:]}
}

// lists are the lists the row names; none where it names none.
func (r storedRatingLists) lists() tournament.RatingLists {
	if r.List == "" {
		return nil
	}
	return append(tournament.RatingLists{r.RatingSource}, r.Others...)
}

// RatingLists reads which rating lists the ratings were last taken from
// (none when none).
func (s *Store) RatingLists() (tournament.RatingLists, error) {
	r, err := readMetaJSON[storedRatingLists](s, ratingSourceKey)
	return r.lists(), err
}

// UpdateRatings writes what the rating lists say of the players (their
// ratings, titles, birth dates, federations: ratinglist.Update.Players)
// and which lists they were, as one action named in the history by the
// lists and their dates, so that one Undo takes the whole update back.
// Every player is checked first; one bad player changes nobody.
//
// Once round 1 is paired the ratings are fixed (Event.Started):
// a player whose rating, title or federation would change is refused
// (the update keeps the list's values in Player.Listed instead), and the
// event stays rated from the lists it started with.
func (s *Store) UpdateRatings(lists tournament.RatingLists, ps []tournament.Player) error {
	for _, p := range ps {
		if err := p.Validate(); err != nil {
			return err
		}
	}
	return s.Batch(func(tx *Tx) error {
		ev, err := tx.Event()
		if err != nil {
			return err
		}
		fixed := ev.Started()
		for _, p := range ps {
			was, err := tx.player(p.ID)
			if err != nil {
				return err
			}
			if err := p.RatingUpdateAllowed(was, fixed); err != nil {
				return err
			}
			if err := tx.replacePlayer(p); err != nil {
				return err
			}
		}
		// An update that found no player in any list leaves the lists
		// the ratings came from as they were.
		if !fixed && len(lists) > 0 {
			if err := tx.saveMetaJSON(ratingSourceKey, storeRatingLists(lists)); err != nil {
				return err
			}
		}
		if len(lists) > 1 {
			tx.step("player.ratings", "list", lists.String(), "n", len(ps), "lists", len(lists))
		} else {
			tx.step("player.ratings", "list", lists.String(), "n", len(ps))
		}
		return nil
	})
}

func (tx *Tx) player(id int64) (tournament.Player, error) {
	p, err := scanPlayer(tx.tx.QueryRow(playerSelect+` WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return p, refuse(notFound, "what", "player", "id", id)
	}
	return p, err
}

// WithdrawPlayer records that the player left after round afterRound,
// and in the same action the forfeits tournament.Event.WithdrawalForfeits says
// the withdrawal decides and the byes he asked for later rounds cancelled
// (RequestsWithdrawn), so that one Undo takes back all of them.
func (s *Store) WithdrawPlayer(id int64, afterRound int) error {
	return s.Batch(func(tx *Tx) error {
		ev, err := tx.Event()
		if err != nil {
			return err
		}
		if _, err := ev.ValidateWithdrawal(id, afterRound); err != nil {
			return err
		}
		// The forfeits are recorded first (none is a game played, which
		// the withdrawal would refuse), so that the action's last step,
		// which names it in the window's Undo, is the withdrawal.
		for _, g := range ev.WithdrawalForfeits(id, afterRound) {
			if err := tx.SetResult(g.Round, g.Board, g.Result); err != nil {
				return err
			}
		}
		if gone := ev.RequestsWithdrawn(id, afterRound); len(gone) > 0 {
			for _, b := range gone {
				tx.Note("swisscli.bye.cancel", "name", ev.PlayerName(id), "round", b.Round)
			}
			kept := slices.DeleteFunc(slices.Clone(ev.Requests), func(b tournament.PlannedBye) bool { return slices.Contains(gone, b) })
			if err := tx.setRequests(kept); err != nil {
				return err
			}
		}
		return tx.WithdrawPlayer(id, afterRound)
	})
}

// WithdrawPlayer records that the player left after round afterRound,
// judged on the file's own event (tournament.Event.ValidateWithdrawal: a round
// paired, not twice, no later game played), whichever front end or
// import asks.
func (tx *Tx) WithdrawPlayer(id int64, afterRound int) error {
	ev, err := tx.Event()
	if err != nil {
		return err
	}
	p, err := ev.ValidateWithdrawal(id, afterRound)
	if err != nil {
		return err
	}
	return tx.setWithdrawnAfter("players", id, afterRound, "player.withdraw", "name", p.Name, "round", afterRound)
}

// setWithdrawnAfter writes the last round entrant id of table (players or
// teams) took part in, 0 taking its withdrawal back, judged by the
// caller, and names the action's step what with args after the id: a
// player's withdrawal and a team's are written and undone the same way.
func (tx *Tx) setWithdrawnAfter(table string, id int64, after int, what string, args ...any) error {
	if err := tx.execTracked(table, []any{"id", id}, `UPDATE `+table+` SET withdrawn_after = ? WHERE id = ?`, after, id); err != nil {
		return err
	}
	tx.step(what, append([]any{"id", id}, args...)...)
	return nil
}

// ReinstatePlayer takes a player's withdrawal back, as the event's rule
// judges it (tournament.Event.ValidateReinstatement): he is paired again
// from the next round, and the rounds paired while he was away keep what
// they recorded (his absence, the forfeits of his games).
func (s *Store) ReinstatePlayer(id int64) error {
	return s.Batch(func(tx *Tx) error {
		ev, err := tx.Event()
		if err != nil {
			return err
		}
		p, err := ev.ValidateReinstatement(id)
		if err != nil {
			return err
		}
		return tx.setWithdrawnAfter("players", id, 0, "player.reinstate", "name", p.Name, "round", ev.NextRound(), "after", p.WithdrawnAfter)
	})
}

// DeletePlayer removes a player in no round paired (Tx.DeletePlayer);
// one who is, the arbiter withdraws.
func (s *Store) DeletePlayer(id int64) error {
	return s.Batch(func(tx *Tx) error { return tx.DeletePlayer(id) })
}

// DeletePlayer removes a player where tournament.Event.ValidateDeletion
// allows it: before round 1 is paired, or one in no round of a Swiss.
func (tx *Tx) DeletePlayer(id int64) error {
	ev, err := tx.Event()
	if err != nil {
		return err
	}
	p, err := ev.ValidateDeletion(id)
	if err != nil {
		return err
	}
	// The player's forbidden pairs and requested byes go with him, in the
	// same action, so that no pairing meets a player who is not there and
	// Undo brings them back with him.
	opts, err := tx.SwissOptions()
	if err != nil {
		return err
	}
	if without := opts.Without(id); len(without.Forbidden) != len(opts.Forbidden) || len(without.Accelerations) != len(opts.Accelerations) {
		if err := tx.saveMetaJSON(swissOptionsKey, without); err != nil {
			return err
		}
	}
	if err := tx.deleteTracked("bye_requests", "player", id); err != nil {
		return err
	}
	if err := tx.deleteTracked("checkins", "player", id); err != nil {
		return err
	}
	// A team's player leaves his team with him, and Undo brings him back
	// to his board.
	if err := tx.deleteTracked("players", "id", id, keyedRows{"team_players", "player"}); err != nil {
		return err
	}
	tx.step("player.delete", "id", id, "name", p.Name)
	return nil
}

// SaveRound inserts a round or replaces its pairings. It refuses to change
// or drop a pairing that already has a result (see ReplaceRound); pairings
// carried over unchanged with their results are fine.
func (s *Store) SaveRound(r tournament.Round) error {
	return s.Batch(func(tx *Tx) error { return tx.SaveRound(r, false) })
}

// ReplaceRound is SaveRound that discards existing results: the arbiter
// has confirmed re-pairing a round that has started.
func (s *Store) ReplaceRound(r tournament.Round) error {
	return s.Batch(func(tx *Tx) error { return tx.SaveRound(r, true) })
}

// SaveRound inserts or replaces a round, judged by tournament.Round.Allowed
// whichever front end or import brings it, and refused when a game with
// moves at the game desk would have other players or colours
// (InPlay.KeepsRound); force allows losing results.
func (tx *Tx) SaveRound(r tournament.Round, force bool) error {
	if r.Number < 1 {
		return fmt.Errorf("round number %d: rounds are numbered from 1", r.Number)
	}
	boards := map[int]tournament.Pairing{}
	for _, p := range r.Pairings {
		if p.Round != 0 && p.Round != r.Number {
			return fmt.Errorf("round %d: board %d says round %d", r.Number, p.Board, p.Round)
		}
		if _, dup := boards[p.Board]; dup {
			return fmt.Errorf("round %d: board %d appears twice", r.Number, p.Board)
		}
		boards[p.Board] = p
	}
	// A team round's games are laid by its matches (saveTeams,
	// SaveEditedTeamRound), never saved as a round of players.
	if set, err := loadSettings(tx.tx); err != nil {
		return err
	} else if err := tournament.ForKind(set.System, false, "round"); err != nil {
		return err
	}
	if err := tx.roundAllowed(r); err != nil {
		return err
	}
	// Not even force: it concerns results, and a game in play at the
	// desk would be left with other players.
	if err := tx.keepsGames(r.Number, &r); err != nil {
		return err
	}
	old, err := loadPairings(tx.tx, `WHERE p.round = ?`, r.Number)
	if err != nil {
		return err
	}
	if !force {
		for _, o := range old {
			n, ok := boards[o.Board]
			if o.Result != tournament.NoResult && (!ok || n.White != o.White || n.Black != o.Black || n.Bye != o.Bye || n.Result != o.Result) {
				return refuse(roundHasResult,
					"round", r.Number, "board", o.Board, "result", o.Result.String())

			}
		}
	}
	// A round paired holds its requested byes as boards.
	if err := tx.deleteTracked("bye_requests", "round", r.Number); err != nil {
		return err
	}
	if err := tx.execTracked("rounds", []any{"number", r.Number}, `INSERT INTO rounds(number, date) VALUES (?, ?) ON CONFLICT (number) DO UPDATE SET date = excluded.date`, r.Number, r.Date); err != nil {
		return err
	}
	if err := tx.deleteTracked("pairings", "round", r.Number); err != nil {
		return err
	}
	for _, p := range r.Pairings {
		var black any
		if p.Black != 0 {
			black = p.Black
		}
		if _, err := tx.tx.Exec(`INSERT INTO pairings(round, board, white, black, result, bye, unrated, check_in) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
			r.Number, p.Board, p.White, black, p.Result.String(), byeCodes()[p.Bye], p.Unrated && p.Result.Played(), p.CheckIn); err != nil {
			return fmt.Errorf("round %d board %d: %w", r.Number, p.Board, err)
		}
	}
	if err := tx.enterLate(r); err != nil {
		return err
	}
	games, err := tx.logByes(r, old)
	if err != nil {
		return err
	}
	action := "round.save"
	if len(old) > 0 {
		action = "round.replace"
	}
	tx.step(action, "round", r.Number, "boards", games)
	return nil
}

// enterLate makes a late entry given a game in round r, before the one he
// was to enter in (the pairing editor's late entry), enter in r.
func (tx *Tx) enterLate(r tournament.Round) error {
	late, err := tx.enteringAfter(r.Number)
	if err != nil {
		return err
	}
	for _, p := range r.Pairings {
		for _, id := range []int64{p.White, p.Black} {
			if late[id] && !p.IsBye() {
				if err := tx.enteredBy(r.Number, id); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// logByes records in the audit log each bye of round r that the round it
// replaces (old) did not give alike, whose player and kind "Round 1
// paired" alone would not say, and returns the round's boards that are
// games. The byes come first so that the round's own step stays the last,
// the one that names the action; a history tells it first (AuditEntry.Told).
func (tx *Tx) logByes(r tournament.Round, old []tournament.Pairing) (int, error) {
	had := map[int64]tournament.ByeKind{}
	for _, o := range old {
		if o.IsBye() {
			had[o.White] = o.Bye
		}
	}
	games := 0
	for _, p := range r.Pairings {
		if !p.IsBye() {
			games++
			continue
		}
		if k, ok := had[p.White]; ok && k == p.Bye {
			continue
		}
		pl, err := tx.player(p.White)
		if err != nil {
			return 0, err
		}
		tx.step("round.bye", "round", r.Number, "name", pl.Name, "kind", byeCodes()[p.Bye])
	}
	return games, nil
}

// roundAllowed asks tournament.Round.Allowed about a round saved whole,
// with what the rule reads: the players, the rounds paired and the
// event's withdrawal rule.
func (tx *Tx) roundAllowed(r tournament.Round) error {
	var paired int
	if err := tx.tx.QueryRow(`SELECT count(*) FROM rounds`).Scan(&paired); err != nil {
		return err
	}
	ps, err := loadPlayers(tx.tx)
	if err != nil {
		return err
	}
	players := make(map[int64]*tournament.Player, len(ps))
	for i := range ps {
		players[ps[i].ID] = &ps[i]
	}
	rule, err := tx.withdrawalRule()
	if err != nil {
		return err
	}
	return r.Allowed(paired, players, rule)
}

// withdrawalRule is the event's withdrawal rule
// (tournament.Event.WithdrawalRule), read from its settings alone, for the
// rules that judge a game after a withdrawal without loading the event.
func (tx *Tx) withdrawalRule() (tournament.WithdrawalPolicy, error) {
	s, err := loadSettings(tx.tx)
	if err != nil {
		return "", err
	}
	return (&tournament.Event{Settings: s}).WithdrawalRule(), nil
}

// DeleteRound removes a round and its pairings; recorded games stay, the
// rulings of its boards detached from them.
func (s *Store) DeleteRound(n int) error {
	return s.Batch(func(tx *Tx) error { return tx.DeleteRound(n) })
}

// DeleteRound removes a round and its pairings; recorded games stay, and
// one with moves at the game desk refuses it (InPlay.KeepsUnpair). The
// rulings made at its boards stay in the rulings log, detached from them
// (detachRulings).
func (tx *Tx) DeleteRound(n int) error {
	var exists int
	if err := tx.tx.QueryRow(`SELECT count(*) FROM rounds WHERE number = ?`, n).Scan(&exists); err != nil {
		return err
	}
	if exists == 0 {
		return refuse(notFound, "what", "round", "round", n)
	}
	if err := tx.keepsGames(n, nil); err != nil {
		return err
	}
	// A team round's matches go with it (ON DELETE CASCADE); their
	// images let Undo bring them back, before their games.
	if err := tx.deleteTracked("rounds", "number", n, keyedRows{"pairings", "round"}, keyedRows{"matches", "round"}); err != nil {
		return err
	}
	// A late entry who joined after the round enters in it now, the
	// round to pair again (tournament.Player.Entered).
	late, err := tx.enteringAfter(n)
	if err != nil {
		return err
	}
	for id := range late {
		if err := tx.enteredBy(n, id); err != nil {
			return err
		}
	}
	// So does a pair kept apart from a later round: from the next; and
	// a report's spelling of the round goes with it.
	if err := tx.takenBackFrom(n); err != nil {
		return err
	}
	tx.step("round.delete", "round", n)
	return tx.detachRulings(n)
}

// SetResult enters or corrects the result of a board; the old result is
// kept in the audit log. A game recorded on the board gets the result too.
func (s *Store) SetResult(round, board int, r tournament.Result) error {
	return s.Batch(func(tx *Tx) error { return tx.SetResult(round, board, r) })
}

// SetResultOver enters result r on a board whose result the arbiter saw as
// was, and refuses (ResultChanged, naming the result now in the file) when
// another hand changed it meanwhile: a deputy at the venue, the command
// line. Nobody overwrites a result he has not seen. It returns the action
// that holds the result.
//
// typedOn, when not 0, is the action that saved the first keys of the same
// result typed a key at a time ("1" of "1/2"). While it is the last
// action, the whole result takes its place, as one action from the board
// as it was before the first key, so that one Undo takes back what the
// arbiter typed as one (it left the first key's 1–0); a result typed back
// to what the board had is the first key's undo.
func (s *Store) SetResultOver(round, board int, was, r tournament.Result, typedOn int64) (int64, error) {
	return s.do(func(tx *Tx) error {
		p, err := pairingAt(tx.tx, round, board)
		if err != nil {
			return err
		}
		if p.Result != was && p.Result != r {
			return refuse(resultChanged, "round", round, "board", board, "result", p.Result.String())
		}
		if typedOn != 0 {
			first, ok, err := tx.lastInForce(typedOn)
			switch {
			case err != nil:
				return err
			case ok && len(first.Steps) == 1 && first.Steps[0].Args["was"] == r.String():
				return tx.undo(first)
			case ok:
				if err := tx.withdraw(first); err != nil {
					return err
				}
			}
		}
		return tx.SetResult(round, board, r)
	})
}

// Pairing reads one board of a round as the file holds it now, which may
// be newer than an event loaded before.
func (s *Store) Pairing(round, board int) (tournament.Pairing, error) {
	return readResult(s, func(q queryer) (tournament.Pairing, error) { return pairingAt(q, round, board) })
}

// SetResults enters the results of several boards of a round, a whole
// round typed or read at once, as one action: one transaction and one
// audit entry, which Undo reverses as a whole. A board that already has its
// result is left as it is.
func (s *Store) SetResults(round int, results []exchange.BoardResult) error {
	return s.Batch(func(tx *Tx) error {
		for _, r := range results {
			if err := tx.SetResult(round, r.Board, r.Result); err != nil {
				return err
			}
		}
		return nil
	})
}

// resultStands reports whether a pairing, and the game recorded on it,
// already have the result r.
func (tx *Tx) resultStands(p tournament.Pairing, r tournament.Result) (bool, error) {
	if p.Result != r || p.GameID == 0 {
		return p.Result == r, nil
	}
	var game string
	err := tx.tx.QueryRow(`SELECT result FROM games WHERE id = ?`, p.GameID).Scan(&game)
	return game == r.String(), err
}

// validateResult asks tournament.ResultAllowed about r on pairing p,
// with the board's two players and the event's withdrawal rule: what the
// rule reads, so that a result entry does not load the whole event.
func (tx *Tx) validateResult(p tournament.Pairing, r tournament.Result) error {
	players, rule, err := tx.boardUnderRule(p)
	if err != nil {
		return err
	}
	return tournament.ResultAllowed(p, players[0], players[1], r, rule)
}

// boardUnderRule is what the rules of a game after a withdrawal read of
// pairing p: its white and black players (nil for a seat without one) and
// the event's withdrawal rule.
func (tx *Tx) boardUnderRule(p tournament.Pairing) ([2]*tournament.Player, tournament.WithdrawalPolicy, error) {
	var players [2]*tournament.Player
	for i, id := range []int64{p.White, p.Black} {
		if id == 0 {
			continue
		}
		pl, err := tx.player(id)
		if err != nil {
			return players, "", err
		}
		players[i] = &pl
	}
	rule, err := tx.withdrawalRule()
	return players, rule, err
}

// movesAllowed refuses moves for the game of a board that a withdrawal
// left unplayed (tournament.Pairing.AfterWithdrawal); a game on no board
// of the event takes them.
func (tx *Tx) movesAllowed(round, board int) error {
	p, err := pairingAt(tx.tx, round, board)
	if errors.Is(err, errNoSuchPairing) {
		return nil
	}
	if err != nil {
		return err
	}
	players, rule, err := tx.boardUnderRule(p)
	if err != nil {
		return err
	}
	return p.AfterWithdrawal(players[0], players[1], rule)
}

// pairingAt is the pairing on a board of a round, refused when there is
// none.
func pairingAt(q queryer, round, board int) (tournament.Pairing, error) {
	ps, err := loadPairings(q, `WHERE p.round = ? AND p.board = ?`, round, board)
	if err != nil {
		return tournament.Pairing{}, err
	}
	if len(ps) == 0 {
		return tournament.Pairing{}, noBoard(q, round, board)
	}
	return ps[0], nil
}

// noBoard refuses a board the round does not have in the file, as every
// front end says it (tournament.NoBoard), with the store's kind.
func noBoard(q queryer, round, board int) error {
	ps, err := loadPairings(q, `WHERE p.round = ?`, round)
	if err != nil {
		return err
	}
	m := tournament.Round{Number: round, Pairings: ps}.NoBoard(board)
	m.Kind = noSuchPairing
	return m
}

// SetResult enters or corrects the result of a game, named by its round
// and board (a team event's numbered on through the round's matches; a
// match's board by teamgames.MatchGame): the one place a result reaches
// the file, whichever front end asks (window, desk, command line, an
// import, a deputy's phone). The rule of the game's kind is judged first
// (judgeResult: an individual game's tournament.ResultAllowed, a match's
// game team.TeamResultAllowed), then the one write (writeResult) and its
// one audit step; front ends show the refusal. The game's row of the
// pairings is the one record: a match's score is derived from its games,
// and a game recorded at the desk takes the result too.
func (tx *Tx) SetResult(round, board int, r tournament.Result) error {
	p, err := pairingAt(tx.tx, round, board)
	if err != nil {
		return err
	}
	step, err := tx.judgeResult(p, r)
	if err != nil || step == nil {
		return err // refused, or the result it already has: nothing changes
	}
	if err := tx.writeResult(p, r); err != nil {
		return err
	}
	tx.step(step[0].(string), step[1:]...)
	return nil
}

// judgeResult judges result r on game p by the rule of its kind and
// returns the audit step that entering it makes (its action, then its
// arguments), nil when the game already has it.
func (tx *Tx) judgeResult(p tournament.Pairing, r tournament.Result) ([]any, error) {
	if r == tournament.Adjourned {
		st, err := loadSettings(tx.tx)
		if err != nil {
			return nil, err
		}
		if err := st.AdjournAllowed(); err != nil {
			return nil, err
		}
	}
	if p.Match > 0 {
		return tx.judgeMatchGameResult(p, r)
	}
	if p.IsBye() {
		return nil, refuse(byeHasNoResult, "round", p.Round, "board", p.Board)
	}
	if err := tx.validateResult(p, r); err != nil {
		return nil, err
	}
	if same, err := tx.resultStands(p, r); same || err != nil {
		return nil, err
	}
	return []any{"result" + resultKind(r, p.Result), "round", p.Round, "board", p.Board, "result", r.String(), "was", p.Result.String()}, nil
}

// writeResult writes result r on game p's row and on the game recorded
// on its board, if any.
func (tx *Tx) writeResult(p tournament.Pairing, r tournament.Result) error {
	// Only a game played over the board can be one not rated.
	if err := tx.execTracked("pairings", []any{"round", p.Round, "board", p.Board}, `UPDATE pairings SET result = ?, unrated = unrated AND ? WHERE round = ? AND board = ?`,
		r.String(), r.Played(), p.Round, p.Board); err != nil {
		return err
	}
	return tx.gameTakesResult(p.Round, p.Board, r)
}

// storedGameType reads the game type a file stores: "" for the time
// control's (the arbiter set none), or one the rulesets know.
func storedGameType(text string) (rules.GameType, error) {
	if text == "" {
		return "", nil
	}
	return rules.ParseGameType(text)
}
