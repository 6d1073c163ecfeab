package cli

import (
	"bytes"
	"cmp"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"text/tabwriter"
	"unicode/utf8"

	"arbiter/engine/clock"
	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/conduct"
	"arbiter/tournament/exchange"
	"arbiter/tournament/input"
	"arbiter/tournament/ratinglist"
	"arbiter/tournament/replay"
	"arbiter/tournament/schedule"
	"arbiter/tournament/seats"
	"arbiter/tournament/standings"
	"arbiter/tournament/store"
	"arbiter/tournament/team"
	"arbiter/tournament/trf"
	"arbiter/words"
	"arbiter/words/listwords"
)

func init() {
	for _, c := range []Command{
		{Name: "event", Usage: "event FILE [--system S] [--rounds N] [--time-control TC] [--game-type auto|standard|rapid|blitz] [--withdrawal ussr1953|as-played] [--tiebreaks sb,de,…] [--federation FED] [--organiser TEXT] [--chief-arbiter NAME] [--chief-arbiter-fide-id N] [--deputies \"NAME; NAME\"] [--round-time ROUND=DATE [TIME]]... [--match-points W,D,L] [--bye-match win|draw|loss] [--bye-games win|draw|loss] [--initial-colour white|black] [--colour-preferences a|b|none] [--forbid-teams NAME,NAME] [--allow-teams NAME,NAME] [--lineup-order strict|free] [--primary-score mp|gp] [--json]", Run: runEvent, Teams: true},
		{Name: "player", Usage: "player add|list|withdraw|update-ratings FILE ... (a team event's player add: --team NAME)", Run: runPlayer, Teams: true},
		{Name: "draw", Usage: `draw FILE [--seed N | --seats "name1,name2,..."]`, Run: runDraw, Teams: true},
		{Name: "pair", Usage: "pair FILE [--round N] [--override] [--json]", Run: runPair, Teams: true},
		{Name: "result", Usage: "result FILE --round N (--board B RESULT [--unrated|--rated]|--from-game | --from FILE|-) | (team events) result FILE --round N --match M [--board B] RESULT", Run: runResult, Teams: true},
		{Name: "standings", Usage: "standings FILE [--json]", Run: runStandings, Teams: true},
		{Name: "crosstable", Usage: "crosstable FILE [--json]", Run: runCrosstable, Teams: true},
		{Name: "import", Usage: "import trf|csv FILE IN|- [--json] [--namesake]", Run: runImport, Teams: true},
		{Name: "export", Usage: "export trf|pgn|html FILE [FILE …] [-o OUT|-] [--trf-version 2026|16] [--utf8] [--lang en|fi|et]", Run: runExport, Teams: true},
	} {
		Register(c)
	}
}

// --- event ---------------------------------------------------------------

// eventFlags are the settings "arbiter event" may change, as given.
type eventFlags struct {
	system, withdrawal, tiebreaks, federation, organiser, chief, chiefID, deputies, control, gameType *string
	rounds                                                                                            *int
	times                                                                                             kFlags
}

func runEvent(env *Env, args []string) error {
	fs := NewFlags("event")
	var f eventFlags
	f.system = fs.String("system", "", "pairing system")
	f.rounds = fs.Int("rounds", 0, "games of a match, rounds of a Swiss")
	f.withdrawal = fs.String("withdrawal", "", "withdrawal policy")
	f.tiebreaks = fs.String("tiebreaks", "", "tie-break ids in order, comma-separated")
	f.federation = fs.String("federation", "", "host federation, three letters (the exemptions of B.01 1.4.3 and the reports read it)")
	f.organiser = fs.String("organiser", "", "the event's organiser, as FIDE's forms name it")
	f.chief = fs.String("chief-arbiter", "", "chief arbiter's name")
	f.chiefID = fs.String("chief-arbiter-fide-id", "", "chief arbiter's FIDE id, which the norm certificate and the tournament report print")
	f.deputies = fs.String("deputies", "", "deputy arbiters, separated by ;")
	f.control = fs.String("time-control", "", "time control, e.g. 40/120+30'")
	f.gameType = fs.String("game-type", "", "standard, rapid or blitz to set the type over the time control's; auto for the control's (the ruleset's definitions)")
	team := teamEventFlags(fs)
	fs.Var(&f.times, "round-time", "ROUND=DATE [TIME]: when a round is played, e.g. 3=22 Nov 2026 18:00, 3=22.11.2026 18.00 or 3=2026-11-22 18:00 (ROUND= clears it); once for each round")
	asJSON := fs.Bool("json", false, "print JSON")
	pos, err := ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = f.Name != "json" })
	changed := false // a flag other than --json given
	for _, v := range set {
		changed = changed || v
	}
	run := func(st *store.Store) error {
		ev, err := st.Event()
		if err != nil {
			return err
		}
		s := ev.Settings
		if err := f.apply(env, &s, set); err != nil {
			return err
		}
		if changed {
			// The event's rule for settings, which the store judges again
			// with the rounds paired, asked first so that a value typed
			// wrong is a usage error.
			if err := tournament.ValidateSettings(s); err != nil {
				return BadValue(err)
			}
			if err := st.UpdateSettings(s); err != nil {
				return err
			}
		}
		if set["time-control"] || set["game-type"] {
			noteGameType(env, s)
		}
		if err := team.apply(st, ev, set); err != nil {
			return err
		}
		// The rule the results follow: a Swiss keeps results as played.
		s.WithdrawalPolicy = tournament.WithdrawalRule(&tournament.Event{Settings: s})
		return showEvent(env, ev, s, *asJSON)
	}
	if !changed {
		// Only a look: read-only, so that it works while the window
		// holds the file.
		return withStoreRO(pos[0], run)
	}
	return withStore(pos[0], run)
}

// apply sets on s the settings the flags of set were given for, each
// checked as it is read.
func (f *eventFlags) apply(env *Env, s *tournament.Settings, set map[string]bool) error {
	if set["system"] {
		sys, ok := parseSystem(env, *f.system)
		if !ok || sys.Team() {
			return usagef("app.usage.system", "value", *f.system)
		}
		s.System = sys
	}
	if set["rounds"] {
		s.Rounds = *f.rounds
	}
	if set["withdrawal"] {
		switch p := tournament.WithdrawalPolicy(*f.withdrawal); p {
		case tournament.WithdrawalUSSR1953, tournament.WithdrawalAsPlayed:
			s.WithdrawalPolicy = p
		default:
			return usagef("app.usage.withdrawal", "value", *f.withdrawal)
		}
	}
	if set["tiebreaks"] {
		s.TieBreaks = splitList(*f.tiebreaks)
	}
	for _, text := range f.times {
		rt, err := schedule.Parse(text)
		if err != nil {
			return BadValue(err)
		}
		s.Schedule = schedule.Set(s.Schedule, rt)
	}
	for name, field := range map[string]struct {
		to    *string
		value string
	}{
		"federation": {&s.Federation, strings.ToUpper(*f.federation)}, "organiser": {&s.Organiser, *f.organiser},
		"chief-arbiter": {&s.ChiefArbiter, *f.chief}, "chief-arbiter-fide-id": {&s.ChiefArbiterFIDEID, *f.chiefID},
		"deputies": {&s.Deputies, *f.deputies},
	} {
		if set[name] {
			*field.to = strings.TrimSpace(field.value)
		}
	}
	if set["time-control"] {
		// The settings screen refuses a control the clock cannot read; so does this.
		if s.TimeControl = strings.TrimSpace(*f.control); s.TimeControl != "" {
			if _, err := clock.Parse(s.TimeControl); err != nil {
				return BadValue(err)
			}
		}
	}
	if set["game-type"] {
		t, err := tournament.ParseGameTypeSetting(*f.gameType)
		if err != nil {
			return BadValue(err)
		}
		s.GameType = t
	}
	return nil
}

// showEvent prints the event's settings s, as JSON or as a table.
func showEvent(env *Env, ev *tournament.Event, s tournament.Settings, asJSON bool) error {
	if asJSON {
		// game_type is the arbiter's override ("" for the control's);
		// game_type_in_force the type the games are ruled as.
		inForce, err := s.GameTypeInForce()
		if err != nil {
			return err
		}
		out := struct {
			tournament.Settings
			GameTypeInForce tournament.GameTypeInForce `json:"game_type_in_force"`
			Team            *tournament.TeamOptions    `json:"team,omitempty"`
		}{Settings: s, GameTypeInForce: inForce}
		if s.System.Team() {
			out.Team = &ev.TeamOptions
		}
		return writeJSON(env.Stdout, out)
	}
	cat := env.Cat
	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', 0)
	gameType, _ := words.GameType(cat, s)
	for _, row := range [][2]string{
		{"event.cli.name", s.Name},
		{"event.cli.system", cat.T(s.System.NameKey())},
		{"event.cli.gametype", gameType},
		{"event.cli.rounds", fmt.Sprint(tournament.TotalRounds(&tournament.Event{Settings: s, Players: ev.Players}))},
		{"event.cli.tiebreaks", tieBreakNames(cat, s.TieBreaks)},
		{"event.cli.withdrawal", cat.T(standings.PolicyKey(s.WithdrawalPolicy, s.System == tournament.Match))},
		{"event.cli.federation", s.Federation},
		{"event.cli.organiser", s.Organiser},
		{"event.cli.chief", s.ChiefArbiter},
		{"event.cli.chief-fide-id", s.ChiefArbiterFIDEID},
		{"event.cli.deputies", s.Deputies},
		{"event.cli.rating-list", s.RatingList.String()},
	} {
		fmt.Fprintf(tw, "%s\t%s\n", cat.T(row[0]), row[1])
	}
	if s.System.Team() {
		printTeamOptions(tw, cat, ev)
	}
	for _, rt := range s.Schedule {
		fmt.Fprintf(tw, "%s\t%s\n", cat.T("schedule.cli.round", "n", rt.Round), strings.TrimSpace(rt.Date+" "+rt.Time))
	}
	return tw.Flush()
}

func splitList(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

func tieBreakNames(cat *i18n.Catalog, ids []string) string {
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = words.TieBreakName(cat, id)
	}
	return strings.Join(names, ", ")
}

// --- player --------------------------------------------------------------

func runPlayer(env *Env, args []string) error {
	return subcommand(env, args, map[string]func(*Env, []string) error{"add": runPlayerAdd, "list": runPlayerList,
		"withdraw": runPlayerWithdraw, "update-ratings": runPlayerUpdateRatings}, func(name string) error {
		if name == "" {
			return usagef("app.usage.player-none")
		}
		return usagef("app.usage.player", "value", name)
	})
}

func runPlayerAdd(env *Env, args []string) error {
	fs := NewFlags("player add")
	var p tournament.Player
	fs.StringVar(&p.Name, "name", "", `name in one field: "Given Family" or "Family, Given"`)
	fs.StringVar(&p.FamilyName, "family", "", "family name (instead of --name)")
	fs.StringVar(&p.GivenNames, "given", "", "given names (with --family)")
	fs.IntVar(&p.Rating, "rating", 0, "rating (0 = unrated)")
	fs.StringVar(&p.Club, "club", "", "club")
	fs.StringVar(&p.Federation, "fed", "", "federation, three letters")
	fs.StringVar(&p.FIDEID, "fide-id", "", "FIDE id; alone, the player is filled from the newest rating list holding it")
	nationalID := fs.String("national-id", "", "national id: the player is filled from the list --list names")
	list := fs.String("list", "", "the rating list to fill the player from")
	fs.StringVar(&p.Title, "title", "", "title (GM, IM, FM, CM, WGM, …)")
	fs.StringVar(&p.BirthDate, "born", "", "birth date YYYY-MM-DD or year")
	sex := fs.String("sex", "", "m or w")
	category := fs.String("category", "", "USSR 1953 category: I…V, CM, MS, GM")
	team := fs.String("team", "", "the team the player plays for, after its players added before (team events)")
	catDate := fs.String("category-date", "", "when the category was earned (2024-05-31 or 31.5.2024)")
	fs.BoolVar(&p.Namesake, "namesake", false, "the player is another person than one of the same name in the event: add him anyway")
	pos, err := ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	if p.Sex, err = tournament.ParseSex(*sex); err != nil {
		return err
	}
	if p.Category, err = tournament.ParseCategory(*category); err != nil {
		return BadValue(err)
	}
	if *catDate != "" {
		if p.CategoryEarned, err = input.ParseDate(*catDate); err != nil {
			return err
		}
	}
	if p.FamilyName != "" || p.GivenNames != "" {
		p.SetNames(p.FamilyName, p.GivenNames)
	}
	p = tournament.NormalizePlayer(p)
	st, ev, err := openEvent(pos[0])
	if err != nil {
		return err
	}
	defer st.Close()
	if *nationalID != "" && *list == "" {
		return usagef("ratinglist.usage.national")
	}
	var noRating string             // the game type whose rating the lists do not give
	var src tournament.RatingSource // the list the player comes from
	if *nationalID != "" || (p.FIDEID != "" && p.Name == "") {
		if p, noRating, src, err = fillFromList(env, fs, p, *nationalID, *list, ev); err != nil {
			return err
		}
	}
	if err := judgeKindFlags(fs, ev.Settings.System, valueGiven); err != nil {
		return err
	}
	if *team != "" {
		return namesakeHint(runTeamPlayerAdd(env, st, ev, *team, p))
	}
	// The store judges the entry (tournament.PlayerAllowed): a late one
	// only in a Swiss, which does not pair it in the rounds before.
	add := st.AddPlayer
	if src.List != "" {
		add = func(p tournament.Player) (int64, error) { return st.AddPlayerFromList(src, p) }
	}
	id, err := add(p)
	if err != nil {
		return namesakeHint(err)
	}
	fmt.Fprintln(env.Stdout, env.Cat.T("event.cli.player.added", "name", p.Name, "id", id))
	if noRating != "" {
		fmt.Fprintln(env.Stdout, listwords.RatingMissing(env.Cat, ratinglist.Missing{Name: p.Name, FIDEID: p.FIDEID, NoRating: noRating}))
	}
	return nil
}

// namesakeHint is the store's refusal of a player as a namesake of one in
// the event (tournament.Namesake) with the command line's way past it,
// --namesake; any other error as it is.
func namesakeHint(err error) error {
	if tournament.IsNamesake(err) {
		return errCLI("event.cli.player.namesake", "problem", err)
	}
	return err
}

func runPlayerList(env *Env, args []string) error {
	ev, asJSON, err := readFileJSON("player list", args)
	if err != nil {
		return err
	}
	number := tournament.StartNumbers(ev)
	if asJSON {
		type numbered struct {
			tournament.Player
			No int `json:"no"` // StartNumbers: the pairing number or the seat
		}
		list := make([]numbered, len(ev.Players))
		for i, p := range ev.Players {
			list[i] = numbered{p, number[p.ID]}
		}
		return writeJSON(env.Stdout, list)
	}
	cat := env.Cat
	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", cat.T("event.col.id"), cat.T("event.col.seat"), cat.T("event.col.name"),
		cat.T("event.col.rating"), cat.T("event.col.club"), cat.T("event.col.fed"), cat.T("event.col.category"), cat.T("event.col.status"))
	for _, p := range ev.Players {
		status := ""
		if p.Withdrawn() {
			status = cat.T("event.cli.withdrawn_after", "round", p.WithdrawnAfter)
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", p.ID, blankZero(number[p.ID]), p.Name, blankZero(p.Rating), p.Club,
			p.Federation, p.Category, status)
	}
	return tw.Flush()
}

func blankZero(n int) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n)
}

func runPlayerWithdraw(env *Env, args []string) error {
	fs := NewFlags("player withdraw")
	id := fs.Int64("id", 0, "player id")
	seat := fs.Int("seat", 0, "player's seat")
	after := fs.Int("after-round", 0, "the last round the player took part in")
	pos, err := ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	if (*id == 0) == (*seat == 0) {
		return usagef("app.usage.id-or-seat")
	}
	st, ev, err := openEvent(pos[0])
	if err != nil {
		return err
	}
	defer st.Close()
	if *seat != 0 {
		for _, p := range ev.Players {
			if p.Seat == *seat {
				*id = p.ID
			}
		}
		if *id == 0 {
			return errCLI("event.cli.err.seat", "seat", *seat)
		}
	}
	// The store judges the withdrawal (tournament.ValidateWithdrawal).
	if err := st.WithdrawPlayer(*id, *after); err != nil {
		return err
	}
	p, _ := ev.Player(*id)
	forfeits := tournament.WithdrawalForfeits(ev, p.ID, *after)
	p.WithdrawnAfter = *after
	cat := env.Cat
	fmt.Fprintln(env.Stdout, cat.T("event.cli.withdrawn", "name", p.Name, "round", *after))
	for _, g := range forfeits {
		key, args := standings.ForfeitNotice(ev, p.ID, g)
		fmt.Fprintln(env.Stdout, cat.T(key, args...))
	}
	outcome, outArgs := standings.WithdrawalNotice(ev, p.ID)
	fmt.Fprintln(env.Stdout, cat.T(outcome, outArgs...))
	return nil
}

// --- draw and pair --------------------------------------------------------

func runDraw(env *Env, args []string) error {
	fs := NewFlags("draw")
	seed := fs.Uint64("seed", 0, "seed of the lot; a random one is chosen and printed when absent")
	byHand := fs.String("seats", "", "names in seat order, comma-separated (a draw made by hand)")
	pos, err := ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	seedSet := false
	fs.Visit(func(f *flag.Flag) { seedSet = seedSet || f.Name == "seed" })
	if seedSet && *byHand != "" {
		return usagef("app.usage.seed-or-seats")
	}
	st, ev, err := openEvent(pos[0])
	if err != nil {
		return err
	}
	defer st.Close()
	if !seedSet && *byHand == "" {
		if *seed, err = seats.NewSeed(); err != nil {
			return err
		}
	}
	if *byHand != "" {
		err = conduct.AssignSeats(st, ev, splitList(*byHand))
	} else {
		err = conduct.DrawSeats(st, ev, *seed)
	}
	if err != nil {
		return err
	}
	if *byHand == "" {
		fmt.Fprintln(env.Stdout, env.Cat.T("event.cli.drawn.seed", "seed", *seed))
	}
	return printSeats(env, ev)
}

// printSeats lists the seats of the event's entrants: the teams of an
// event that has them (their players sit in their teams), else the
// players.
func printSeats(env *Env, ev *tournament.Event) error {
	n, bySeat := len(ev.Players), map[int]string{}
	for _, p := range ev.Players {
		bySeat[p.Seat] = p.Name
	}
	if len(ev.Teams) > 0 {
		n, bySeat = len(ev.Teams), map[int]string{}
		for _, t := range ev.Teams {
			bySeat[t.Seat] = t.Name
		}
	}
	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', 0)
	for s := 1; s <= n; s++ {
		fmt.Fprintf(tw, "%d\t%s\n", s, bySeat[s])
	}
	return tw.Flush()
}

func runPair(env *Env, args []string) error {
	fs := NewFlags("pair")
	round := fs.Int("round", 0, "round to pair (default: the next one)")
	override := fs.Bool("override", false, "pair although earlier games are unfinished (logged)")
	asJSON := fs.Bool("json", false, "print JSON")
	st, ev, err := openFileArg(fs, args)
	if err != nil {
		return err
	}
	defer st.Close()
	if err := judgeKindFlags(fs, ev.Settings.System, valueGiven); err != nil {
		return err
	}
	if *round == 0 {
		*round = tournament.NextRound(ev)
	}
	paired, err := conduct.Pair(st, ev, *round, *override)
	if err != nil {
		return err
	}
	if len(paired.Matches) > 0 {
		if ev, err = st.Event(); err != nil { // with the round's games
			return err
		}
		return printMatches(env, ev, *round, paired.Matches, *asJSON)
	}
	rd, overridden := paired.Round, paired.Overridden
	ev.Rounds = append(ev.Rounds, rd)
	if *asJSON {
		out := roundJSONOf(ev, rd)
		out.Overridden = overridden
		return writeJSON(env.Stdout, out)
	}
	if overridden {
		fmt.Fprintln(env.Stdout, env.Cat.T("event.cli.override", "round", *round))
	}
	return printRound(env, ev, rd)
}

// roundJSON is a round as `pair --json` prints it. A player's number is
// his pairing number in a Swiss, his seat otherwise.
type roundJSON struct {
	Round      int         `json:"round"`
	Overridden bool        `json:"overridden,omitempty"`
	Boards     []boardJSON `json:"boards"`
}

type boardJSON struct {
	Board  int            `json:"board"`
	White  playerRefJSON  `json:"white"`
	Black  *playerRefJSON `json:"black,omitempty"`
	Bye    string         `json:"bye,omitempty"` // pairing-allocated, half, zero, full, round-robin
	Result string         `json:"result,omitempty"`
}

type playerRefJSON struct {
	ID     int64  `json:"id"`
	Number int    `json:"number"`
	Name   string `json:"name"`
}

var byeJSON = map[tournament.ByeKind]string{tournament.ByePairingAllocated: "pairing-allocated",
	tournament.ByeHalfPoint: "half", tournament.ByeZeroPoint: "zero", tournament.ByeFullPoint: "full",
	tournament.ByeRoundRobin: "round-robin"}

func roundJSONOf(ev *tournament.Event, rd tournament.Round) roundJSON {
	number := tournament.StartNumbers(ev)
	ref := func(id int64) playerRefJSON {
		p, _ := ev.Player(id)
		return playerRefJSON{ID: id, Number: number[id], Name: p.Name}
	}
	out := roundJSON{Round: rd.Number, Boards: []boardJSON{}}
	for _, p := range rd.Pairings {
		b := boardJSON{Board: p.Board, White: ref(p.White)}
		if p.IsBye() {
			b.Bye = byeJSON[p.Bye]
		} else {
			black := ref(p.Black)
			b.Black = &black
			if p.Result != tournament.NoResult {
				b.Result = p.Result.String()
			}
		}
		out.Boards = append(out.Boards, b)
	}
	return out
}

// printRound lists a round's boards: in a Swiss with pairing numbers and
// the kind of each bye, in a round robin with the seats.
func printRound(env *Env, ev *tournament.Event, rd tournament.Round) error {
	cat := env.Cat
	fmt.Fprintln(env.Stdout, cat.T("event.cli.round", "round", rd.Number))
	swissEvent := ev.Settings.System.IndividualSwiss()
	number := tournament.StartNumbers(ev)
	name := func(id int64) string {
		p, _ := ev.Player(id)
		if swissEvent {
			return fmt.Sprintf("%d %s", number[id], p.Name)
		}
		return fmt.Sprintf("%s (%d)", p.Name, p.Seat)
	}
	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', 0)
	for _, p := range rd.Pairings {
		if p.IsBye() {
			bye := cat.T("event.cli.bye")
			if swissEvent {
				bye = cat.T(byeKey(p.Bye))
			}
			fmt.Fprintf(tw, "%d\t%s\t%s\t\n", p.Board, name(p.White), bye)
			continue
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\n", p.Board, name(p.White), name(p.Black), p.Result.Text(env.Cat.T))
	}
	return tw.Flush()
}

// --- results ---------------------------------------------------------------

func runResult(env *Env, args []string) error {
	fs := NewFlags("result")
	round := fs.Int("round", 0, "round")
	board := fs.Int("board", 0, "board")
	fromGame := fs.Bool("from-game", false, "take the result from the game recorded on the board")
	from := fs.String("from", "", "read a whole round's results, a board and a result a line, from a file or - (standard input)")
	unrated := fs.Bool("unrated", false, "the game ended before each player had made a move: it counts, but is not rated (TRF W, D, L)")
	rated := fs.Bool("rated", false, "take back --unrated: the game is rated")
	match := fs.Int("match", 0, "the match of the board (team events); without --board, RESULT forfeits the whole match (+/-, -/+, -/-, * to take it back)")
	pos, err := Parse(fs, args)
	if err != nil {
		return err
	}
	if *match != 0 {
		if *from != "" || *fromGame || *unrated || *rated {
			return usagef("teams.usage.result")
		}
		return runTeamResult(env, pos, *round, *match, *board)
	}
	if *unrated && *rated {
		return usagef("app.usage.unrated-rated")
	}
	if *from != "" {
		if *board != 0 || *fromGame || *unrated || *rated {
			return usagef("app.usage.result-from")
		}
		if err := Positional(pos, "FILE"); err != nil {
			return err
		}
		return enterRoundResults(env, pos[0], *round, *from)
	}
	if *round == 0 || *board == 0 {
		return usagef("app.usage.round-board")
	}
	if *fromGame {
		err = Positional(pos, "FILE")
	} else {
		err = Positional(pos, "FILE", "RESULT")
	}
	if err != nil {
		return err
	}
	st, ev, err := openEvent(pos[0])
	if err != nil {
		return err
	}
	defer st.Close()
	if err := judgeKindFlags(fs, ev.Settings.System, valueGiven); err != nil {
		return err
	}
	res, err := resultToEnter(st, pos, *round, *board, *fromGame)
	if err != nil {
		return err
	}
	p, err := tournament.FindPairing(ev, *round, *board)
	if err != nil {
		return err
	}
	old := p.Result // the store judges the result (tournament.ResultAllowed)
	if err := st.Batch(func(tx *store.Tx) error {
		if err := tx.SetResult(*round, *board, res); err != nil || !*unrated && !*rated {
			return err
		}
		return tx.SetUnrated(*round, *board, *unrated)
	}); err != nil {
		return err
	}
	reportResult(env, ev, p, *round, old, res, *unrated)
	return nil
}

// resultToEnter is the result the command enters: the one the recorded
// game gives, or the one the arbiter wrote.
func resultToEnter(st *store.Store, pos []string, round, board int, fromGame bool) (tournament.Result, error) {
	if !fromGame {
		res, err := tournament.ParseResult(pos[1])
		if err != nil {
			return res, BadValue(err)
		}
		return res, nil
	}
	g, err := st.GameAt(round, board)
	if err != nil {
		return tournament.NoResult, err
	}
	return replay.ResultFromGame(*g)
}

// reportResult says what the command did to the board: entered, corrected
// or cleared its result.
func reportResult(env *Env, ev *tournament.Event, p *tournament.Pairing, round int, old, res tournament.Result, unrated bool) {
	w, _ := ev.Player(p.White)
	b, _ := ev.Player(p.Black)
	args := []any{"round", round, "board", p.Board, "white", w.Name, "black", b.Name, "result", res.Text(env.Cat.T)}
	if unrated {
		args[len(args)-1] = env.Cat.T("event.cli.result.unrated", "result", res.Text(env.Cat.T))
	}
	switch {
	case res == tournament.NoResult && old != tournament.NoResult:
		fmt.Fprintln(env.Stdout, env.Cat.T("event.cli.result.cleared", append(args, "old", old.Text(env.Cat.T))...))
	case old != tournament.NoResult && old != res:
		fmt.Fprintln(env.Stdout, env.Cat.T("event.cli.result.corrected", append(args, "old", old.Text(env.Cat.T))...))
	default:
		fmt.Fprintln(env.Stdout, env.Cat.T("event.cli.result", args...))
	}
}

// enterRoundResults enters the results read from a file (or standard
// input, "-") on the boards of a round, as one action; a mistake on any
// line enters none of them.
func enterRoundResults(env *Env, path string, round int, from string) error {
	if round == 0 {
		return usagef("app.usage.round")
	}
	data, err := readInput(from)
	if err != nil {
		return err
	}
	st, ev, err := openEvent(path)
	if err != nil {
		return err
	}
	defer st.Close()
	results, err := exchange.ReadRoundResults(bytes.NewReader(data), ev, round)
	if err != nil {
		return err
	}
	corrected, same := 0, 0
	for _, r := range results {
		p, err := tournament.FindPairing(ev, round, r.Board)
		if err != nil {
			return err
		}
		switch {
		case p.Result == r.Result:
			same++
		case p.Result != tournament.NoResult:
			corrected++
		}
	}
	if err := st.SetResults(round, results); err != nil {
		return err
	}
	fmt.Fprintln(env.Stdout, env.Cat.T("event.cli.results", "round", round, "entered", len(results)-same, "corrected", corrected, "same", same))
	return nil
}

// --- standings and crosstable ---------------------------------------------

func runStandings(env *Env, args []string) error {
	ev, asJSON, err := readFileJSON("standings", args)
	if err != nil {
		return err
	}
	if ev.Settings.System.Team() {
		return runTeamStandings(env, ev, asJSON)
	}
	t := standings.Of(ev)
	if asJSON {
		return writeJSON(env.Stdout, t)
	}
	fmt.Fprintln(env.Stdout, env.Cat.T("event.cli.standings", "name", ev.Settings.Name, "rounds", t.Complete))
	writeStandingsRows(env, ev.TeamOptions, t)
	return nil
}

// writeStandingsRows prints a standings table and its footnotes: the
// event's, or a ranking group's, whose rows are players or teams (team,
// federation or club, rating, the primary score of the team options o:
// a team event's team.PrizeTable, Table.Teams).
func writeStandingsRows(env *Env, o tournament.TeamOptions, t standings.Table) {
	cat := env.Cat
	name, club, points := cat.T("event.col.name"), cat.T("event.col.club"), cat.T("event.col.points")
	if t.Teams {
		name, club, points = cat.T("teams.col.team"), cat.T("teams.ui.col.federation"), cat.T(team.ScoreHeads(o)[0])
	}
	head := []string{cat.T("event.col.place"), cat.T("event.col.seat"), name, club, cat.T("event.col.rating"), points}
	for _, id := range t.TieBreaks {
		head = append(head, words.TieBreakShort(cat, id))
	}
	rows := [][]string{head}
	for _, r := range t.Rows {
		cells := []string{r.Place, blankZero(r.No), words.WithdrawnName(cat, r.Name, r.Withdrawn), r.Club, blankZero(r.Rating), r.Points.String()}
		rows = append(rows, append(cells, words.TieBreakTexts(r.TieBreaks)...))
	}
	writeTable(env.Stdout, rows, 2, 3)
	if !t.Teams { // a team table has no withdrawal rule of players
		writeFootnotes(env.Stdout, cat, t.Policy, t.Match, anyWithdrawn(t), t.Struck, t.Unknown)
	}
}

// writeTable prints rows in columns, numbers right-aligned and the text
// columns given left-aligned, counting characters rather than bytes.
func writeTable(w io.Writer, rows [][]string, left ...int) {
	var width []int
	for _, r := range rows {
		for i, c := range r {
			if i >= len(width) {
				width = append(width, 0)
			}
			width[i] = max(width[i], utf8.RuneCountInString(c))
		}
	}
	isLeft := map[int]bool{}
	for _, i := range left {
		isLeft[i] = true
	}
	for _, r := range rows {
		var b strings.Builder
		for i, c := range r {
			pad := strings.Repeat(" ", width[i]-utf8.RuneCountInString(c))
			if i > 0 {
				b.WriteString("  ")
			}
			if isLeft[i] {
				b.WriteString(c + pad)
			} else {
				b.WriteString(pad + c)
			}
		}
		fmt.Fprintln(w, strings.TrimRight(b.String(), " "))
	}
}

// writeFootnotes explains the table: the withdrawal rule, a match's own
// result, the mark of the withdrawn players when a row carries it, players
// struck and tie-breaks unknown.
func writeFootnotes(w io.Writer, cat *i18n.Catalog, policy tournament.WithdrawalPolicy, match *standings.MatchResult, withdrawn bool, struck []standings.Struck, unknown []string) {
	fmt.Fprintln(w, cat.T("event.cli.policy", "policy", cat.T(standings.PolicyKey(policy, match != nil))))
	if match != nil {
		key, args := match.Notice()
		fmt.Fprintln(w, cat.T(key, args...))
	}
	if withdrawn {
		fmt.Fprintln(w, cat.T("print.legend.withdrawn", "mark", cat.T("print.mark.withdrawn")))
	}
	for _, s := range struck {
		fmt.Fprintln(w, cat.T("event.cli.struck", "name", s.Name, "round", s.After, "played", s.Played))
	}
	if len(unknown) > 0 {
		fmt.Fprintln(w, cat.T("event.cli.tb.unknown", "ids", strings.Join(unknown, ", ")))
	}
}

// anyWithdrawn tells whether a row of the standings is a withdrawn
// player's.
func anyWithdrawn(t standings.Table) bool {
	for _, r := range t.Rows {
		if r.Withdrawn {
			return true
		}
	}
	return false
}

func runCrosstable(env *Env, args []string) error {
	ev, asJSON, err := readFileJSON("crosstable", args)
	if err != nil {
		return err
	}
	if ev.Settings.System.Team() {
		return runTeamCrosstable(env, ev, asJSON)
	}
	if ev.Settings.System.IndividualSwiss() {
		return writeSwissCrosstable(env, standings.SwissCrosstable(ev), asJSON)
	}
	ct := standings.Crosstable(ev)
	if asJSON {
		return writeJSON(env.Stdout, ct)
	}
	cat := env.Cat
	// A round under way counts in the points, places and tie-breaks as
	// its results are entered: the heading says so, as the paper's title.
	if len(ct.Partial) > 0 {
		fmt.Fprintln(env.Stdout, words.CrossTitle(cat, ct.Complete, ct.Partial, false))
	}
	head := []string{cat.T("event.col.seat"), cat.T("event.col.name")}
	for i := range ct.Rows {
		head = append(head, strconv.Itoa(i+1))
	}
	head = append(head, cat.T("event.col.points"), cat.T("event.col.place"))
	for _, id := range ct.Ranking.TieBreaks {
		head = append(head, words.TieBreakShort(cat, id))
	}
	rows := [][]string{head}
	for _, r := range ct.Rows {
		cells := []string{strconv.Itoa(r.No), r.Name}
		for j := range r.Cells {
			cells = append(cells, r.Cell(j))
		}
		cells = append(cells, r.Points.String(), r.Place)
		rows = append(rows, append(cells, words.TieBreakTexts(r.TieBreaks)...))
	}
	writeTable(env.Stdout, rows, 1)
	writeFootnotes(env.Stdout, cat, ct.Policy, ct.Match, false, ct.Struck, nil)
	return nil
}

// writeSwissCrosstable prints the round-by-round table of a Swiss, as the
// window and the paper show it.
func writeSwissCrosstable(env *Env, ct standings.SwissTable, asJSON bool) error {
	if asJSON {
		return writeJSON(env.Stdout, ct)
	}
	cat := env.Cat
	head := []string{cat.T("event.col.place"), cat.T("event.col.seat"), cat.T("event.col.name")}
	for i := range ct.Rounds {
		head = append(head, cat.T("print.col.round-n", "n", i+1))
	}
	head = append(head, cat.T("event.col.points"))
	for _, id := range ct.TieBreaks {
		head = append(head, words.TieBreakShort(cat, id))
	}
	rows := [][]string{head}
	for i, r := range ct.Rows {
		cells := []string{r.Place, blankZero(r.No), words.WithdrawnName(cat, r.Name, r.Withdrawn)}
		cells = append(append(cells, words.SwissCells(cat, ct.Cells[i])...), r.Points.String())
		rows = append(rows, append(cells, words.TieBreakTexts(r.TieBreaks)...))
	}
	writeTable(env.Stdout, rows, 2)
	fmt.Fprintln(env.Stdout, cat.T("print.legend.swiss"))
	writeFootnotes(env.Stdout, cat, ct.Policy, nil, anyWithdrawn(ct.Table), ct.Struck, ct.Unknown)
	return nil
}

// --- import and export ---------------------------------------------------

// importJSON is what `import --json` prints: what was read into the
// file, and the import's notes, each with its catalogue key and arguments
// (what a program tells them apart by) and its text in the user's
// language.
type importJSON struct {
	Players int        `json:"players"`
	Rounds  int        `json:"rounds"`
	File    string     `json:"file"`
	Notes   []noteJSON `json:"notes"`
}

type noteJSON struct {
	Key  string         `json:"key"`
	Args map[string]any `json:"args,omitempty"`
	Text string         `json:"text"`
}

func runImport(env *Env, args []string) error {
	fs := NewFlags("import")
	asJSON := fs.Bool("json", false, "print JSON: the players and rounds imported and the import's notes")
	namesake := fs.Bool("namesake", false, "the list's players named as players in the event are other persons of the same name: import them anyway")
	pos, err := ParseExact(fs, args, "trf|csv", "FILE", "IN")
	if err != nil {
		return err
	}
	kind, path, in := pos[0], pos[1], pos[2]
	if kind != "trf" && kind != "csv" {
		return usagef("app.usage.import", "value", kind)
	}
	if *namesake && kind != "csv" {
		return usagef("app.usage.import.namesake")
	}
	data, err := readInput(in)
	if err != nil {
		return err
	}
	var imp conduct.Imported
	if kind == "csv" {
		imp, err = conduct.ReadPlayers(data)
	} else {
		imp, err = conduct.ReadReport(data)
	}
	if err != nil {
		return err
	}
	imported, notes := imp.Event, imp.Notes
	if imported.Settings.System.Team() {
		return importTeamTRF(env, path, imp, *asJSON)
	}
	if *namesake { // the arbiter vouches for the list's namesakes
		for i := range imported.Players {
			imported.Players[i].Namesake = true
		}
	}
	if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
		store.Actor = "cli"
		st, err := conduct.Create(path, imp, store.CreateImported)
		if err != nil {
			return err
		}
		if err := st.Close(); err != nil {
			return err
		}
	} else if err := withStore(path, func(st *store.Store) error {
		if err := refuseTeams(st, "import"); err != nil {
			return err
		}
		err := conduct.Import(st, imp)
		if tournament.IsNamesake(err) && kind == "csv" {
			return errCLI("event.cli.import.namesake", "problem", err)
		}
		return err
	}); err != nil {
		return err
	}
	if *asJSON {
		out := importJSON{Players: len(imported.Players), Rounds: len(imported.Rounds), File: path, Notes: []noteJSON{}}
		for _, n := range notes {
			out.Notes = append(out.Notes, noteJSON{Key: n.Key, Args: n.Args, Text: env.Cat.Message(n)})
		}
		return writeJSON(env.Stdout, out)
	}
	fmt.Fprintln(env.Stdout, env.Cat.T("event.cli.imported", "players", len(imported.Players), "rounds", len(imported.Rounds), "file", path))
	// The import's notes: what it did not keep, read as written or changed.
	for _, n := range notes {
		fmt.Fprintln(env.Stdout, env.Cat.Message(n))
	}
	return nil
}

func runExport(env *Env, args []string) error {
	fs := NewFlags("export")
	out := fs.String("o", "", "output file (default: standard output); for html the folder, required")
	utf8 := fs.Bool("utf8", false, "TRF: names as spelt, in UTF-8 (default: ASCII, as FIDE's rating lists spell them)")
	lang := fs.String("lang", "", "html: the language of the top folder's pages (default: the event's)")
	version := fs.String("trf-version", "", "TRF: the edition written, 2026 or 16 (default: 2026)")
	pos, err := Parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 2 && pos[0] == "html" {
		// A weekend's files, exported as one site of sections.
		return exportHTML(env, pos[1:], *out, *lang)
	}
	if err := Positional(pos, "trf|pgn|html", "FILE"); err != nil {
		return err
	}
	trfVersion, ok := trf.ParseVersion(cmp.Or(*version, "2026"))
	if !ok {
		return usagef("app.usage.trfversion", "value", *version)
	}
	if pos[0] == "pgn" {
		if err := individualOnly(pos[1], "export "+pos[0]); err != nil {
			return err
		}
	}
	var data []byte
	switch pos[0] {
	case "trf":
		var ev *tournament.Event
		var opts tournament.SwissOptions
		err := withStoreRO(pos[1], func(st *store.Store) (err error) {
			if ev, err = st.Event(); err != nil {
				return err
			}
			opts, err = st.SwissOptions()
			return err
		})
		if err != nil {
			return err
		}
		data = exchange.ExportTRF(ev, exchange.TRFOptions{Swiss: opts, UTF8: *utf8, Version: trfVersion, TeamRanks: team.Ranks})
		if gaps := exchange.TRFRatingGaps(ev); len(gaps) > 0 {
			fmt.Fprintln(env.Stderr, env.Cat.T("event.trf.gaps", "records", strings.Join(gaps, ", ")))
		}
		for _, n := range exchange.TRFNotKept(ev, exchange.TRFOptions{Version: trfVersion}) {
			fmt.Fprintln(env.Stderr, env.Cat.Message(n))
		}
	case "pgn":
		if data, err = exportPGN(pos[1]); err != nil {
			return err
		}
	case "html":
		return exportHTML(env, pos[1:], *out, *lang)
	default:
		return usagef("app.usage.export", "value", pos[0])
	}
	if *out == "" {
		_, err = env.Stdout.Write(data)
		return err
	}
	return writeOutput(env, *out, data)
}

// exportPGN writes every game recorded in the file, in round and board
// order.
func exportPGN(path string) (data []byte, err error) {
	err = withStoreRO(path, func(st *store.Store) error { data, err = st.ExportPGN(); return err })
	return data, err
}
