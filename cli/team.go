package cli

import (
	"cmp"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"arbiter/cli/cmdline"
	"arbiter/printing"
	"arbiter/tournament"
	"arbiter/tournament/conduct"
	"arbiter/tournament/seats"
	"arbiter/tournament/store"
	"arbiter/tournament/team"
	"arbiter/tournament/teamgames"
	"arbiter/words"
)

// Team events on the command line: "team" and "lineup" are theirs; new,
// player add, draw, pair, result and standings turn here when the event
// is a team event.

func init() {
	provide("team", runTeam)
	provide("lineup", runLineup)
}

// teamOptionsFlags reads --boards and --match-points into o.
func teamOptionsFlags(o *tournament.TeamOptions, boards int, matchPoints string) error {
	o.Boards = boards
	if matchPoints == "" {
		return nil
	}
	parts := splitList(matchPoints)
	if len(parts) != 3 {
		return cmdline.Refusef("teams.usage.matchpoints", "value", matchPoints)
	}
	var n [3]int
	for i, p := range parts {
		v, err := strconv.Atoi(p)
		if err != nil {
			return cmdline.Refusef("teams.usage.matchpoints", "value", matchPoints)
		}
		n[i] = v
	}
	o.MatchWin, o.MatchDraw, o.MatchLoss = n[0], n[1], n[2]
	return nil
}

func runTeam(env *cmdline.Env, args []string) error {
	return cmdline.Subcommand(env, args, map[string]func(*cmdline.Env, []string) error{"add": runTeamAdd, "list": runTeamList,
		"order": runTeamOrder, "boards": runTeamBoards, "withdraw": runTeamWithdraw, "reinstate": runTeamReinstate}, func(string) error { return cmdline.Usagef("teams.usage.team") })
}

func runTeamAdd(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("team add")
	var t tournament.Team
	fs.StringVar(&t.ShortName, "short", "", "short name")
	fs.StringVar(&t.Federation, "federation", "", "the team's federation or club")
	fs.StringVar(&t.Captain, "captain", "", "captain's name")
	// --name as player add takes it; the word after FILE as before.
	name := fs.String("name", "", "the team's name (or NAME after FILE)")
	pos, err := cmdline.Parse(fs, args)
	if err != nil {
		return err
	}
	if *name != "" {
		err = cmdline.Positional(pos, "FILE")
		t.Name = *name
	} else if err = cmdline.Positional(pos, "FILE", "NAME"); err == nil {
		t.Name = pos[1]
	}
	if err != nil {
		return err
	}
	t.Name = strings.TrimSpace(t.Name)
	t.ShortName = strings.TrimSpace(t.ShortName)
	t.Federation = strings.TrimSpace(t.Federation)
	t.Captain = strings.TrimSpace(t.Captain)
	st, err := openFile(pos[0])
	if err != nil {
		return err
	}
	defer st.Close()
	id, err := st.AddTeam(t)
	if err != nil {
		return err
	}
	ev, err := st.Event()
	if err != nil {
		return err
	}
	fmt.Fprintln(env.Stdout, env.Cat.T("teams.cli.added", "name", t.Name, "no", seats.TeamNumbers(ev)[id]))
	return nil
}

// teamJSON is a team as "team list --json" prints it: no is its number as
// the pairings, standings and window number it (seats.TeamNumbers: the
// drawn seat or pairing number, the order of entry until drawn), seat the
// drawn seat or pairing number (0 until drawn).
type teamJSON struct {
	No         int    `json:"no"`
	Seat       int    `json:"seat"`
	Name       string `json:"name"`
	ShortName  string `json:"short_name,omitempty"`
	Federation string `json:"federation"`
	Captain    string `json:"captain,omitempty"`
	// WithdrawnAfter is the last round of a team that withdrew
	// (tournament.Team.WithdrawnAfter), 0 of one that plays.
	WithdrawnAfter int              `json:"withdrawn_after,omitempty"`
	Players        []teamPlayerJSON `json:"players"`
}

// teamPlayerJSON is a player of a team; no is his place in the team's
// board order, the number a line-up names him by.
type teamPlayerJSON struct {
	ID     int64  `json:"id"`
	No     int    `json:"no"`
	Name   string `json:"name"`
	Rating int    `json:"rating"`
	// Reserve: past the boards of a match in the board order
	// (team.Reserve), as the window's roster, the venue and the paper
	// mark him.
	Reserve bool `json:"reserve,omitempty"`
}

func runTeamList(env *cmdline.Env, args []string) error {
	ev, asJSON, err := readFileJSON("team list", args)
	if err != nil {
		return err
	}
	number := seats.TeamNumbers(ev)
	var list []teamJSON
	for _, t := range seats.TeamsInOrder(ev) {
		list = append(list, teamJSONOf(ev, t, number))
	}
	if asJSON {
		return cmdline.WriteJSON(env.Stdout, list)
	}
	return writeTeams(env, list)
}

// teamJSONOf is team t as "team list" shows it, numbered by number
// (seats.TeamNumbers).
func teamJSONOf(ev *tournament.Event, t tournament.Team, number map[int64]int) teamJSON {
	out := teamJSON{No: number[t.ID], Seat: t.Seat, Name: t.Name, ShortName: t.ShortName, Federation: t.Federation, Captain: t.Captain,
		WithdrawnAfter: t.WithdrawnAfter, Players: []teamPlayerJSON{}}
	for k, id := range t.Players {
		p, _ := ev.Player(id)
		out.Players = append(out.Players, teamPlayerJSON{ID: id, No: k + 1, Name: p.Name, Rating: p.Rating, Reserve: team.Reserve(ev, k)})
	}
	return out
}

// writeTeams lists teams with their players in board order.
func writeTeams(env *cmdline.Env, list []teamJSON) error {
	cat := env.Cat
	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', 0)
	for _, t := range list {
		seat := "" // none before the draw, and none in a team Swiss
		if t.Seat > 0 {
			seat = cat.T("teams.cli.seat", "seat", t.Seat)
		}
		if t.WithdrawnAfter > 0 {
			seat = strings.TrimSpace(seat + "  " + words.WithdrawnAfter(cat, t.WithdrawnAfter))
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\n", t.No, words.WithdrawnName(cat, t.Name, t.WithdrawnAfter > 0), t.Federation, seat)
		for _, p := range t.Players {
			fmt.Fprintf(tw, "\t%d\t%s\t%s\n", p.No, p.Name+words.ReserveMark(cat, p.Reserve), words.Number(p.Rating))
		}
	}
	return tw.Flush()
}

// runTeamOrder sets a team's board order: its players' numbers in the
// present order (team list), in the new one; the store judges whether it
// may change.
func runTeamOrder(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("team order")
	team := fs.String("team", "", "team name, short name or number (team list)")
	players := fs.String("players", "", "the players' numbers in the team's present board order (team list), each once, in the new order")
	asJSON := fs.Bool("json", false, "print the team as JSON")
	pos, err := cmdline.ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	if *team == "" || strings.TrimSpace(*players) == "" {
		return cmdline.Usagef("teams.usage.order")
	}
	st, _, t, ids, err := openTeamPlayers(pos[0], *team, *players)
	if err != nil {
		return err
	}
	defer st.Close()
	if err := st.SetBoardOrder(t.ID, ids); err != nil {
		return err
	}
	ev, err := st.Event()
	if err != nil {
		return err
	}
	now, _ := ev.Team(t.ID)
	ordered := teamJSONOf(ev, *now, seats.TeamNumbers(ev))
	if *asJSON {
		return cmdline.WriteJSON(env.Stdout, ordered)
	}
	fmt.Fprintln(env.Stdout, env.Cat.T("teams.cli.order", "team", t.Name))
	return writeTeams(env, []teamJSON{ordered})
}

// openNamedTeam parses a team command's FILE and --team (read into
// *name by the parse) and opens the file, the event and the team named.
func openNamedTeam(fs *flag.FlagSet, args []string, name *string) (*store.Store, *tournament.Event, *tournament.Team, error) {
	pos, err := cmdline.ParseExact(fs, args, "FILE")
	if err != nil {
		return nil, nil, nil, err
	}
	if strings.TrimSpace(*name) == "" {
		return nil, nil, nil, cmdline.Usagef("teams.usage.withdraw")
	}
	st, ev, err := openEvent(pos[0])
	if err != nil {
		return nil, nil, nil, err
	}
	t, err := namedTeam(ev, *name)
	if err != nil {
		st.Close()
		return nil, nil, nil, err
	}
	return st, ev, t, nil
}

// namedTeam is the team an option names (--team, --forbid-teams): by its
// name or short name (TeamByName), else by its number as team list, the
// pairings and the standings give it (seats.TeamNumbers), since team add
// says it.
func namedTeam(ev *tournament.Event, name string) (*tournament.Team, error) {
	if t, ok := ev.TeamByName(name); ok {
		return t, nil
	}
	if no, err := strconv.Atoi(strings.TrimSpace(name)); err == nil {
		for id, n := range seats.TeamNumbers(ev) {
			if n == no {
				t, _ := ev.Team(id)
				return t, nil
			}
		}
	}
	return nil, cmdline.Error("teams.cli.no-team", "name", name)
}

// runTeamPlayerAdd adds the player of "player add --team".
func runTeamPlayerAdd(env *cmdline.Env, st *store.Store, ev *tournament.Event, team string, p tournament.Player) error {
	t, err := namedTeam(ev, team)
	if err != nil {
		return err
	}
	id, err := st.AddTeamPlayer(t.ID, p)
	if err != nil {
		return err
	}
	fmt.Fprintln(env.Stdout, env.Cat.T("teams.cli.player.added", "name", p.Name, "id", id, "team", t.Name, "board", len(t.Players)+1))
	return nil
}

// teamRefJSON names a team in a pairing: no is its number
// (seats.TeamNumbers: its seat or pairing number).
type teamRefJSON struct {
	No   int    `json:"no"`
	Name string `json:"name"`
}

type matchJSON struct {
	Match   int              `json:"match"`
	White   teamRefJSON      `json:"white"`
	Black   teamRefJSON      `json:"black"`
	Forfeit string           `json:"forfeit,omitempty"`
	Boards  []matchBoardJSON `json:"boards"`
}

// matchBoardJSON is a board of a match; a side left empty is null. A
// player's number is his place in his team's board order.
type matchBoardJSON struct {
	Board  int                    `json:"board"`
	White  *cmdline.PlayerRefJSON `json:"white"`
	Black  *cmdline.PlayerRefJSON `json:"black"`
	Result string                 `json:"result,omitempty"`
}

type teamRoundJSON struct {
	Round   int         `json:"round"`
	Matches []matchJSON `json:"matches"`
	// Bye is the round's first bye, for a reader of one; Byes are all
	// of them (requested ones, the pairing's, and a second given by
	// hand), each with what it scores.
	Bye  *teamRefJSON  `json:"bye"`
	Byes []teamByeJSON `json:"byes"`
	// Withdrawn are the teams withdrawn before the round
	// (team.WithdrawnBefore): a Swiss's not paired, a round robin's
	// paired with its boards empty; Emptied those paired with no player left,
	// every one withdrawn, the team not (team.Emptied).
	Withdrawn []withdrawnTeamJSON `json:"withdrawn,omitempty"`
	Emptied   []teamRefJSON       `json:"emptied,omitempty"`
	// Notes: teams paired again after a match not played
	// (tournament.Event.MeetAgain).
	Notes []noteJSON `json:"notes,omitempty"`
}

// withdrawnTeamJSON is a team withdrawn before a round and the last round
// it took part in.
type withdrawnTeamJSON struct {
	teamRefJSON
	WithdrawnAfter int `json:"withdrawn_after"`
}

// teamByeJSON is a team's bye: its kind in byeJSON's words (the event's
// own bye a Swiss's "pairing-allocated", a round robin's "round-robin")
// and what it scores.
type teamByeJSON struct {
	teamRefJSON
	Kind        string  `json:"kind"`
	MatchPoints int     `json:"match_points"`
	GamePoints  float64 `json:"game_points"`
}

func teamByeJSONOf(ev *tournament.Event, m tournament.TeamMatch) teamByeJSON {
	kind := m.Bye
	if kind == tournament.NoBye {
		kind = tournament.ByePairingAllocated
		if ev.Settings.System == tournament.TeamRoundRobin {
			kind = tournament.ByeRoundRobin
		}
	}
	sc, _ := m.Score(ev.TeamOptions, nil)
	return teamByeJSON{teamRefJSON: teamRef(ev, m.White), Kind: kind.Word(), MatchPoints: sc.Match, GamePoints: sc.Games.Float()}
}

func teamRef(ev *tournament.Event, id int64) teamRefJSON {
	t, _ := ev.Team(id)
	return teamRefJSON{No: seats.TeamNumbers(ev)[id], Name: t.Name}
}

func matchJSONOf(ev *tournament.Event, m tournament.TeamMatch) matchJSON {
	out := matchJSON{Match: m.Number, White: teamRef(ev, m.White), Black: teamRef(ev, m.Black), Boards: []matchBoardJSON{}}
	if m.Forfeit != tournament.NoResult {
		out.Forfeit = m.Forfeit.String()
	}
	ref := func(id int64) *cmdline.PlayerRefJSON {
		if id == 0 {
			return nil
		}
		p, _ := ev.Player(id)
		no := 0
		if t, ok := ev.TeamOf(id); ok {
			no = slices.Index(t.Players, id) + 1
		}
		return &cmdline.PlayerRefJSON{ID: id, Number: no, Name: p.Name}
	}
	for i, b := range ev.MatchGames(m) {
		mb := matchBoardJSON{Board: i + 1, White: ref(b.White), Black: ref(b.Black)}
		if b.Result != tournament.NoResult {
			mb.Result = b.Result.String()
		}
		out.Boards = append(out.Boards, mb)
	}
	return out
}

func teamRoundJSONOf(ev *tournament.Event, r int, matches []tournament.TeamMatch) teamRoundJSON {
	out := teamRoundJSON{Round: r, Matches: []matchJSON{}, Byes: []teamByeJSON{}}
	for _, m := range matches {
		if m.IsBye() {
			if out.Bye == nil {
				bye := teamRef(ev, m.White)
				out.Bye = &bye
			}
			out.Byes = append(out.Byes, teamByeJSONOf(ev, m))
			continue
		}
		out.Matches = append(out.Matches, matchJSONOf(ev, m))
	}
	for _, t := range team.WithdrawnBefore(ev, r) {
		out.Withdrawn = append(out.Withdrawn, withdrawnTeamJSON{teamRef(ev, t.ID), t.WithdrawnAfter})
	}
	for _, t := range team.Emptied(ev, r) {
		out.Emptied = append(out.Emptied, teamRef(ev, t.ID))
	}
	return out
}

// printMatches prints round r paired as matches (conduct.Paired.Matches).
func printMatches(env *cmdline.Env, ev *tournament.Event, r int, ms []tournament.TeamMatch, asJSON bool) error {
	if asJSON {
		out := teamRoundJSONOf(ev, r, ms)
		out.Notes = roundNotes(env, ev, r)
		return cmdline.WriteJSON(env.Stdout, out)
	}
	fmt.Fprintln(env.Stdout, env.Cat.T("event.cli.round", "round", r))
	for _, m := range ms {
		printMatch(env, ev, m)
	}
	printTeamsUnpaired(env, ev, r)
	printRoundNotes(env, ev, r)
	return nil
}

// printTeamsUnpaired says, as the paper's pairing list does, the teams
// of round r not paired, withdrawn, and those paired with no player left
// (words.TeamsUnpaired).
func printTeamsUnpaired(env *cmdline.Env, ev *tournament.Event, r int) {
	for _, line := range words.TeamsUnpaired(env.Cat, ev, r, func(id int64) string {
		ref := teamRef(ev, id)
		return fmt.Sprintf("%d %s", ref.No, ref.Name)
	}) {
		fmt.Fprintln(env.Stdout, line)
	}
}

// printMatch prints a match's heading, with its result as every door
// gives it, and its boards, or a bye.
func printMatch(env *cmdline.Env, ev *tournament.Event, m tournament.TeamMatch) {
	cat := env.Cat
	team := func(id int64) string {
		ref := teamRef(ev, id)
		return fmt.Sprintf("%d %s", ref.No, ref.Name)
	}
	if m.IsBye() {
		// What this bye gives: the event's own, or what the team asked
		// for or the arbiter chose (the paper's words).
		fmt.Fprintf(env.Stdout, "%d. %s\n", m.Number, words.TeamBye(cat, ev.TeamOptions, m, team(m.White)))
		return
	}
	head := fmt.Sprintf("%d. %s – %s", m.Number, team(m.White), team(m.Black))
	if res := words.MatchResult(cat, ev.TeamOptions, m, ev.MatchGames(m)); res != "" {
		head += "  " + res
	}
	fmt.Fprintln(env.Stdout, head)
	name := func(id int64) string {
		if id == 0 {
			return cat.T("teams.cli.empty")
		}
		return ev.PlayerName(id)
	}
	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', 0)
	for i, b := range ev.MatchGames(m) {
		fmt.Fprintf(tw, "  %d\t%s\t%s\t%s\n", i+1, name(b.White), name(b.Black), b.Result.Text(cat.T))
	}
	tw.Flush()
}

func runLineup(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("lineup")
	round := fs.Int("round", 0, "round")
	team := fs.String("team", "", "team name, short name or number (team list)")
	players := fs.String("players", "", "the players' numbers in the team's board order (team list), comma-separated")
	asJSON := fs.Bool("json", false, "print the match as JSON")
	pos, err := cmdline.ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	// --players forgotten saved an empty line-up, the team's every board
	// lost by forfeit: an empty one is asked for by --players= with no value.
	if *round == 0 || *team == "" || !cmdline.GivenFlags(fs)["players"] {
		return cmdline.Usagef("teams.usage.lineup")
	}
	st, _, t, ids, err := openTeamPlayers(pos[0], *team, *players)
	if err != nil {
		return err
	}
	defer st.Close()
	m, err := st.SetLineup(*round, t.ID, ids)
	if err != nil {
		return err
	}
	ev, err := st.Event() // with the match's games as laid
	if err != nil {
		return err
	}
	if *asJSON {
		return cmdline.WriteJSON(env.Stdout, matchJSONOf(ev, m))
	}
	fmt.Fprintln(env.Stdout, env.Cat.T("teams.cli.lineup", "team", t.Name, "round", *round))
	printMatch(env, ev, m)
	return nil
}

// enterMatchBoard enters a board of a match's result by the one path of a
// game's result, the game named as the event's games number it.
func enterMatchBoard(st *store.Store, ev *tournament.Event, round, match, board int, res tournament.Result) error {
	n, err := teamgames.MatchGame(ev, round, match, board)
	if err != nil {
		return err
	}
	return st.SetResult(round, n, res)
}

// runTeamResult is "result --match M [--board B] RESULT" in a team event:
// a board's result (onBoard: --board given, whatever its number), or with
// no board the whole match's forfeit.
func runTeamResult(env *cmdline.Env, pos []string, round, match, board int, onBoard bool) error {
	if round == 0 {
		return cmdline.Usagef("app.usage.round")
	}
	if err := cmdline.Positional(pos, "FILE", "RESULT"); err != nil {
		return err
	}
	res, err := tournament.ParseResult(pos[1])
	if err != nil {
		return cmdline.BadValue(err)
	}
	st, ev, err := openEvent(pos[0])
	if err != nil {
		return err
	}
	defer st.Close()
	had, hadForfeit := matchResults(ev, round, match), matchForfeit(ev, round, match)
	if !onBoard {
		err = st.SetMatchForfeit(round, match, res)
	} else {
		err = enterMatchBoard(st, ev, round, match, board, res)
	}
	if err != nil {
		return err
	}
	if ev, err = st.Event(); err != nil {
		return err
	}
	for _, m := range ev.RoundMatches(round) {
		if m.Number == match {
			printMatch(env, ev, m)
			if score := words.MatchScore(env.Cat, ev.TeamOptions, m, ev.MatchGames(m)); score != "" {
				fmt.Fprintln(env.Stdout, env.Cat.T("teams.cli.score", "score", score))
			}
		}
	}
	now := matchResults(ev, round, match)
	switch {
	case !onBoard:
		reportCorrection(env, "teams.cli.forfeit", []any{"round", round, "match", match}, hadForfeit, matchForfeit(ev, round, match))
	case board <= len(had) && board <= len(now):
		reportCorrection(env, "teams.cli.result", []any{"round", round, "match", match, "board", board}, had[board-1], now[board-1])
	}
	// A board's result changed or cleared: the rounds of a Swiss paired
	// on it stand, as the window's question says.
	for i, r := range had {
		if r != tournament.NoResult && i < len(now) && now[i] != r {
			if stands := words.PairedOnEarlierResult(env.Cat, ev, round); stands != "" {
				fmt.Fprintln(env.Stdout, stands)
			}
			break
		}
	}
	return nil
}

// reportCorrection says what the command did to a board of a match, or
// to the match's whole forfeit, that had a result: corrected it, naming
// the result it replaced, cleared it, or left it as it was, as
// reportResult says it of a player's board; key is the messages' prefix
// (teams.cli.result a board's, teams.cli.forfeit the match's), where
// names the round, the match and the board.
func reportCorrection(env *cmdline.Env, key string, where []any, old, res tournament.Result) {
	args := append(where, "result", res.Text(env.Cat.T), "old", old.Text(env.Cat.T))
	switch {
	case old == tournament.NoResult || res.Resumes(old):
	case old == res:
		fmt.Fprintln(env.Stdout, env.Cat.T(key+".same", args...))
	case res == tournament.NoResult:
		fmt.Fprintln(env.Stdout, env.Cat.T(key+".cleared", args...))
	case res.Corrects(old):
		fmt.Fprintln(env.Stdout, env.Cat.T(key+".corrected", args...))
	}
}

// matchForfeit is the whole forfeit of match in round, NoResult for none.
func matchForfeit(ev *tournament.Event, round, match int) tournament.Result {
	for _, m := range ev.RoundMatches(round) {
		if m.Number == match {
			return m.Forfeit
		}
	}
	return tournament.NoResult
}

// matchResults are the results of match's games in round, board by board.
func matchResults(ev *tournament.Event, round, match int) []tournament.Result {
	var rs []tournament.Result
	for _, m := range ev.RoundMatches(round) {
		if m.Number == match {
			for _, g := range ev.MatchGames(m) {
				rs = append(rs, g.Result)
			}
		}
	}
	return rs
}

// runTeamStandings is "standings" in a team event.
func runTeamStandings(env *cmdline.Env, ev *tournament.Event, asJSON bool) error {
	t := team.TeamStandings(ev)
	if asJSON {
		return cmdline.WriteJSON(env.Stdout, t)
	}
	fmt.Fprintln(env.Stdout, standingsHeading(env.Cat, ev.Settings.Name, t.Progress))
	writeTeamTable(env, ev.TeamOptions, t)
	return nil
}

// writeTeamTable prints the team standings t, the whole event's or a
// ranking group's (TeamTable.Group), and the legend of their columns under
// them: place, number, team, the primary score and the other one, then the
// tie-breaks with a column of their own; the edition of the Tie-Break
// Regulations they follow before the legend, as the window gives it.
func writeTeamTable(env *cmdline.Env, o tournament.TeamOptions, t team.TeamTable) {
	cat := env.Cat
	sh := team.ScoreHeads(o)
	head := []string{cat.T("event.col.place"), cat.T("event.col.seat"), cat.T("teams.col.team"), cat.T(sh[0]), cat.T(sh[1])}
	ids, tbs := t.ShownTieBreaks()
	rows := [][]string{append(head, words.TieBreakHeads(cat, ids)...)}
	for i, r := range t.Rows {
		sc := team.ScoreCells(o, r.MatchPoints, r.GamePoints)
		rows = append(rows, append([]string{r.Place, words.Number(r.No), words.WithdrawnName(cat, r.Name, r.Withdrawn), sc[0], sc[1]}, tbs[i]...))
	}
	writeTable(env.Stdout, rows, 2)
	fmt.Fprintln(env.Stdout, words.TieBreakRules(cat, t.Rules, t.EarlyStart))
	fmt.Fprintln(env.Stdout, words.TeamTieBreakLegend(cat, t))
}

// runTeamCrosstable is "crosstable" of a team event: the crosstable the
// window and the paper show, a round robin's team by team, a Swiss's
// round by round.
func runTeamCrosstable(env *cmdline.Env, ev *tournament.Event, asJSON bool) error {
	ct := team.TeamCrosstable(ev)
	if asJSON {
		return cmdline.WriteJSON(env.Stdout, ct)
	}
	cat := env.Cat
	// After which round and the round in play, as the paper's title and
	// the standings say it, or a round robin's matches under way that its
	// points count.
	if ct.Rounds > 0 {
		fmt.Fprintln(env.Stdout, words.TeamCrossTitle(cat, ct))
	}
	head := []string{cat.T("event.col.place"), cat.T("event.col.seat"), cat.T("teams.col.team")}
	if ct.RoundRobin {
		for _, r := range ct.Rows {
			head = append(head, strconv.Itoa(r.No))
		}
	} else {
		for r := 1; r <= ct.Rounds; r++ {
			head = append(head, cat.T("print.col.round-n", "n", r))
		}
	}
	sh := team.ScoreHeads(ev.TeamOptions)
	// The tie-breaks that placed the teams follow the points, as in the
	// standings and on paper, said whole under the table.
	ids, tbs := ct.Standings.ShownTieBreaks()
	rows := [][]string{append(append(head, cat.T(sh[0]), cat.T(sh[1])), words.TieBreakHeads(cat, ids)...)}
	for i, r := range ct.Rows {
		cells := append([]string{r.Place, words.Number(r.No), words.WithdrawnName(cat, r.Name, r.Withdrawn)}, ct.Cells(r, cat.T)...)
		sc := team.ScoreCells(ev.TeamOptions, r.MatchPoints, r.GamePoints)
		rows = append(rows, append(append(cells, sc[0], sc[1]), tbs[i]...))
	}
	writeTable(env.Stdout, rows, 2)
	// What the cells hold and the marks they use, as the window, the
	// paper and the venue's page say it.
	for _, note := range words.TeamCrossNotes(cat, ct) {
		fmt.Fprintln(env.Stdout, note)
	}
	fmt.Fprintln(env.Stdout, words.TeamTieBreakLegend(cat, ct.Standings))
	return nil
}

// importTeamTRF is "import trf" of a team event's report: into a new file
// only, with the import's notes.
func importTeamTRF(env *cmdline.Env, o importOptions, rep conduct.Imported, asJSON bool) error {
	path := o.path
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		return cmdline.Error("teams.cli.import.exists", "file", path)
	}
	rep, err := createImported(path, o.lang, rep)
	if err != nil {
		return err
	}
	ev := rep.Event
	rounds := ev.PairedRounds()
	return printImported(env, path, rep, rounds, asJSON,
		env.Cat.T("teams.cli.imported", "teams", len(ev.Teams), "players", len(ev.Players), "rounds", rounds, "file", path))
}

// printTeams is "print" in a team event: a round's pairing list, match
// result sheets and line-up forms, and the standings, crosstable and
// results by board as they stand, and the rating report of its players'
// games board by board; the other sheets refuse it.
func (j printJob) printTeams(w io.Writer, s *store.Store, ev *tournament.Event) error {
	switch j.kind {
	case "ratings":
		o, err := s.RatingOptions()
		if err != nil {
			return err
		}
		return printing.Ratings(w, ev, o, j.opt)
	case "pairings":
		return printing.TeamPairings(w, ev, j.round, j.opt)
	case "pack":
		if len(j.parts) > 0 {
			return printing.RoundPackOf(w, ev, j.round, j.parts, j.opt)
		}
		return printing.RoundPack(w, ev, j.round, j.opt)
	case "players", "schedule", "scoresheets", "slips", "report":
		// The sheets of the players and their games: a team event's are
		// rows of its rounds' pairings, as an individual event's.
		return j.print(w, s, ev)
	case "prizes", "group-standings":
		// Down the team standings (tournament.PrizeTable), with the
		// board prizes.
		return j.prizes(w, s, ev)
	case "match-sheets":
		return printing.MatchSheets(w, ev, j.round, j.opt)
	case "lineup-forms":
		return printing.LineupForms(w, ev, j.round, j.opt)
	case "standings", "crosstable", "boards":
		ev, err := j.asItStood(ev)
		if err != nil {
			return err
		}
		switch j.kind {
		case "crosstable":
			return printing.TeamCrosstable(w, ev, j.opt)
		case "boards":
			return printing.BoardResults(w, ev, j.opt)
		}
		return printing.TeamStandings(w, ev, j.opt)
	}
	return tournament.ForKind(ev.Settings.System, false, "print "+j.kind)
}

// boardsJSON is "team boards --json": every record (board 0: all boards)
// and the board prizes among the players with at least min_games games.
type boardsJSON struct {
	MinGames int                `json:"min_games"`
	Records  []team.BoardRecord `json:"records"`
	Prizes   []team.BoardRecord `json:"prizes"`
}

func runTeamBoards(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("team boards")
	minGames := fs.Int("min-games", 0, "the fewest games played over the board (forfeits not counted) on a board for its prize (0, the default: the event's, event --board-prize-min-games)")
	asJSON := fs.Bool("json", false, "print JSON")
	ev, err := loadFileArg(fs, args)
	if err != nil {
		return err
	}
	if err := tournament.ForKind(ev.Settings.System, true, "team boards"); err != nil {
		return err
	}
	if *minGames < 0 {
		return cmdline.Usagef("app.usage.from-one-or-zero", "flag", "--min-games", "value", *minGames)
	}
	*minGames = cmp.Or(*minGames, ev.TeamOptions.PrizeMinGames())
	records := team.BoardRecords(ev)
	prizes := team.BoardPrizes(records, *minGames)
	if *asJSON {
		out := boardsJSON{MinGames: *minGames, Records: records, Prizes: prizes}
		if out.Records == nil {
			out.Records = []team.BoardRecord{}
		}
		if out.Prizes == nil {
			out.Prizes = []team.BoardRecord{}
		}
		return cmdline.WriteJSON(env.Stdout, out)
	}
	cat := env.Cat
	secs := team.BoardSections(ev, *minGames)
	for _, sec := range secs {
		fmt.Fprintln(env.Stdout, words.BoardHead(cat, sec))
		rows := [][]string{{cat.T("event.col.name"), cat.T("teams.col.team"), cat.T("teams.col.rounds"), cat.T("event.col.points"),
			"%", cat.T("teams.col.played"), words.RatedShort(cat, words.RatedAverage), words.RatedShort(cat, words.RatedPerformance), ""}}
		for i := range sec.Records {
			rows = append(rows, words.BoardRow(cat, sec, i))
		}
		writeTable(env.Stdout, rows, 0, 1)
		fmt.Fprintln(env.Stdout)
	}
	// The rule the prizes are marked by, as under the paper's, the
	// window's and the venue's lists (the fewest games this listing
	// asks), and the withdrawn mark's meaning.
	for _, n := range words.BoardNotes(cat, secs, *minGames, ev) {
		fmt.Fprintln(env.Stdout, n)
	}
	return nil
}

// runTeamBye is "bye --team": a team of a team Swiss asks for a
// full-point, half-point or zero-point bye in a round not yet paired
// (the next by default), or takes its request back (cancel).
func runTeamBye(env *cmdline.Env, path, name, kind string, round int) error {
	bye, ok := byeOfWord(kind, tournament.ByeFullPoint, tournament.ByeHalfPoint, tournament.ByeZeroPoint)
	if !ok && kind != "cancel" {
		return cmdline.ChoiceError("kind", kind, "full", "half", "zero", "cancel")
	}
	st, ev, err := openEvent(path)
	if err != nil {
		return err
	}
	defer st.Close()
	t, err := namedTeam(ev, name)
	if err != nil {
		return err
	}
	round = cmp.Or(round, ev.PairedRounds()+1)
	if kind == "cancel" {
		if err := st.CancelBye(tournament.PlannedBye{Team: t.ID, Round: round}); err != nil {
			return err
		}
		fmt.Fprintln(env.Stdout, env.Cat.T("teams.cli.bye.cancelled", "team", t.Name, "round", round))
		return nil
	}
	if err := st.RequestBye(tournament.PlannedBye{Team: t.ID, Round: round, Kind: bye}); err != nil {
		return err
	}
	fmt.Fprintln(env.Stdout, env.Cat.T("teams.cli.bye."+kind, "team", t.Name, "round", round))
	return nil
}

// openTeamPlayers opens the event for a change by the command line and
// reads a team's players given as their numbers in its board order, as
// lineup and team order take them.
func openTeamPlayers(file, team, players string) (*store.Store, *tournament.Event, *tournament.Team, []int64, error) {
	st, ev, err := openEvent(file)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	t, err := namedTeam(ev, team)
	if err != nil {
		st.Close()
		return nil, nil, nil, nil, err
	}
	ids, err := teamgames.LineupNumbers(*t, players)
	if err != nil {
		st.Close()
		return nil, nil, nil, nil, cmdline.BadValue(err)
	}
	return st, ev, t, ids, nil
}
