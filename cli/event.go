package cli

import (
	"cmp"
	"flag"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"arbiter/cli/cmdline"
	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/conduct"
	"arbiter/tournament/pairing"
	"arbiter/tournament/schedule"
	"arbiter/tournament/seats"
	"arbiter/tournament/standings"
	"arbiter/tournament/store"
	"arbiter/words"
)

func init() {
	provide("event", runEvent)
	provide("draw", runDraw)
	provide("pair", runPair)
	provide("pairings", runPairings)
	provide("result", runResult)
}

// --- event ---------------------------------------------------------------

// eventFlags are the settings "arbiter event" may change, as given.
type eventFlags struct {
	system, withdrawal, tiebreaks, federation, organiser, chief, chiefID, deputies, control, gameType *string
	start, end                                                                                        *string
	rounds, unratedRating                                                                             *int
	times                                                                                             kFlags
	// rules are the rule options given (cmdline.RuleOptionFlags), notation
	// the language the moves are written in at the boards.
	rules      tournament.RuleOptions
	notation   *string
	supervised *bool
	// halfByes holds the settings for byes given (byeFlags).
	halfByes tournament.Settings
	// cut are the rounds whose dates --rounds took out of the schedule,
	// said once the settings are saved.
	cut []tournament.RoundTime
}

// noteSettingsChanged says on the error output what the settings saved
// do beyond themselves, as the window's settings say each: the game type
// a control gives, a Swiss cut short (the dates of the rounds cut taken
// out of the schedule) or lengthened, half-point byes already over a new
// limit, and what new team options do to the rounds already scored.
func noteSettingsChanged(env *cmdline.Env, ev *tournament.Event, s tournament.Settings, o tournament.TeamOptions, set map[string]bool, changed bool, cut []tournament.RoundTime) {
	if set["time-control"] || set["game-type"] {
		noteGameType(env, s)
	}
	if changed && set["rounds"] {
		for _, line := range words.ScheduleCut(env.Cat, cut, s.Rounds) {
			fmt.Fprintln(env.Stderr, line)
		}
		now := *ev
		now.Settings = s
		if note := words.LengthNote(env.Cat, standings.Over(ev), &now); note != "" {
			fmt.Fprintln(env.Stderr, note)
		}
	}
	if changed && (set["max-half-byes"] || set["no-half-bye-rounds"]) {
		noteHalfByesOver(env, ev, s)
	}
	now := *ev
	now.TeamOptions = o
	for _, note := range words.TeamOptionsNotes(env.Cat, &now, ev.TeamOptions, o) {
		fmt.Fprintln(env.Stderr, note)
	}
}

func runEvent(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("event")
	var f eventFlags
	f.system = fs.String("system", "", "pairing system")
	f.rounds = fs.Int("rounds", 0, "games of a match, rounds of a Swiss")
	f.withdrawal = fs.String("withdrawal", "", "withdrawal policy")
	f.tiebreaks = fs.String("tiebreaks", "", "tie-break ids in order, comma-separated")
	f.unratedRating = fs.Int("unrated-rating", 0, "the rating ARO, TPR, PTP, APRO and APPO count an unrated opponent at, as the event's regulations give it (0: none, the rated opponents alone)")
	f.federation = fs.String("federation", "", "host federation, three letters (the exemptions of B.01 1.4.3 and the reports read it)")
	f.organiser = fs.String("organiser", "", "the event's organiser, as FIDE's forms name it")
	f.chief = fs.String("chief-arbiter", "", "chief arbiter's name")
	f.chiefID = fs.String("chief-arbiter-fide-id", "", "chief arbiter's FIDE id, which the norm certificate and the tournament report print")
	f.deputies = fs.String("deputies", "", "deputy arbiters, separated by ;")
	f.start = fs.String("start", "", "first day, YYYY-MM-DD or DD.MM.YYYY")
	f.end = fs.String("end", "", "last day, YYYY-MM-DD or DD.MM.YYYY; --end= leaves it open (a league)")
	f.control = fs.String("time-control", "", `time control, e.g. 90+30 or 40/90+30'+30"`)
	f.gameType = fs.String("game-type", "", "standard, rapid or blitz to set the type over the time control's; auto for the control's (the ruleset's definitions)")
	cmdline.RuleOptionFlags(fs, &f.rules)
	f.supervised = fs.Bool("supervised", false, "rapid or blitz with adequate supervision")
	f.notation = fs.String("notation", "", "the language moves are written in at the boards: en, fi, et, ru or de (\"\" for the event's language)")
	readLate := byeFlags(fs, &f.halfByes)
	team := teamEventFlags(fs)
	fs.Var(&f.times, "round-time", "ROUND=DATE [TIME]: when a round is played, e.g. 3=22 Nov 2026 18:00, 3=22.11.2026 18.00 or 3=2026-11-22 18:00 (ROUND= clears it); once for each round")
	asJSON := fs.Bool("json", false, "print JSON")
	pos, err := cmdline.ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	if err := readLate(); err != nil {
		return err
	}
	set := cmdline.GivenFlags(fs)
	changed := len(set) > 0 && !(len(set) == 1 && set["json"]) // a flag other than --json given
	run := func(st *store.Store) error {
		ev, err := st.Event()
		if err != nil {
			return err
		}
		s := ev.Settings
		if err := f.apply(env, &s, set); err != nil {
			return err
		}
		if set["rounds"] && !ev.Started() {
			// Once paired, the store judges the change of the rounds.
			s.Rounds = roundsKept(env, s.System, s.Rounds, ev.Settings.Rounds)
		}
		o, teamGiven, err := team.options(ev, set)
		if err != nil {
			return err
		}
		if changed {
			// The event's rule for settings, which the store judges again
			// with the rounds paired, asked first so that a value typed
			// wrong is a usage error; a team event turned individual is
			// refused as such first, not for its team tie-breaks read
			// under the new system. The settings are judged under the
			// team options given, and saved with them, each judged under
			// the other: a team event's tie-breaks that name no score
			// read the primary one.
			if err := ev.KindFixed(s); err != nil {
				return err
			}
			judged := *ev
			judged.TeamOptions = o
			if err := judged.SettingsAllowed(s); err != nil {
				return cmdline.BadValue(err)
			}
			if err := st.Batch(func(tx *store.Tx) error {
				if teamGiven {
					return tx.UpdateSettingsWith(s, o)
				}
				return tx.UpdateSettings(s)
			}); err != nil {
				return err
			}
		}
		noteSettingsChanged(env, ev, s, o, set, changed, f.cut)
		ev.TeamOptions = o
		// The rule the results follow: a Swiss keeps results as played.
		s.WithdrawalPolicy = (&tournament.Event{Settings: s}).WithdrawalRule()
		return showEvent(env, ev, s, *asJSON)
	}
	if !changed {
		// Only a look: read-only, so that it works while the window
		// holds the file.
		return WithStoreRO(pos[0], run)
	}
	return withStore(pos[0], run)
}

// apply sets on s the settings the flags of set were given for, each
// checked as it is read.
func (f *eventFlags) apply(env *cmdline.Env, s *tournament.Settings, set map[string]bool) error {
	if set["system"] {
		sys, ok := parseSystem(env, *f.system)
		if !ok || sys.Team() {
			return cmdline.Refusef("app.usage.system", "value", *f.system, "systems", cmdline.SystemChoices(false, ", "))
		}
		s.SetSystem(sys)
	}
	if set["rounds"] {
		s.Rounds = *f.rounds
		// Before the rounds' dates given, which may not name a round cut.
		if !s.System.RoundsFromField() {
			f.cut = schedule.Cut(s)
		}
	}
	if set["withdrawal"] {
		switch p := tournament.WithdrawalPolicy(*f.withdrawal); p {
		case tournament.WithdrawalUSSR1953, tournament.WithdrawalAsPlayed:
			// A rule the results would not follow is refused, not kept
			// unsaid (tournament.Event.WithdrawalRule).
			if p != tournament.WithdrawalAsPlayed && !s.System.ChoosesWithdrawalRule() {
				return cmdline.Refusef("app.usage.withdrawal.system", "value", *f.withdrawal)
			}
			s.WithdrawalPolicy = p
		default:
			return cmdline.Refusef("app.usage.withdrawal", "value", *f.withdrawal)
		}
	}
	if set["tiebreaks"] {
		s.TieBreaks = splitList(*f.tiebreaks)
	}
	// Judged with the rest of the settings (Settings.Validate).
	if set["unrated-rating"] {
		s.UnratedRating = *f.unratedRating
	}
	// The days first: the rounds' dates given with them are judged
	// against them.
	for name, day := range map[string]struct{ to, value *string }{"start": {&s.StartDate, f.start}, "end": {&s.EndDate, f.end}} {
		if set[name] {
			if err := readDays(day.value); err != nil {
				return err
			}
			*day.to = *day.value
		}
	}
	for _, text := range f.times {
		rt, err := schedule.Parse(text)
		if err != nil {
			return cmdline.BadValue(err)
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
		was := *s
		s.TimeControl = strings.TrimSpace(*f.control)
		if err := s.ValidateTyped(was); err != nil {
			return cmdline.BadValue(err)
		}
	}
	if set["game-type"] {
		t, err := parseGameTypeSetting(*f.gameType)
		if err != nil {
			return cmdline.BadValue(err)
		}
		s.GameType = t
	}
	// The rule options are judged with the rest of the settings
	// (tournament.Settings.Validate), as the window's are.
	cmdline.SetRuleOptions(&s.Rules, f.rules, set)
	if set["notation"] {
		s.Rules.Notation = strings.ToLower(strings.TrimSpace(*f.notation))
	}
	if set["supervised"] {
		s.Supervised = *f.supervised
	}
	if set["max-half-byes"] {
		s.MaxHalfByes = f.halfByes.MaxHalfByes
	}
	if set["no-half-bye-rounds"] {
		s.NoHalfByeRounds = f.halfByes.NoHalfByeRounds
	}
	if set["late-entry-byes"] {
		s.LateEntryByes = f.halfByes.LateEntryByes
	}
	return nil
}

// byeFlags are the options of the event's settings for byes, read into
// s: the limit of a player's half-point byes and what a late entry is
// given for the rounds he missed (tournament.Settings.LateEntryByes);
// "arbiter new" and "arbiter event" take them alike. The latter is read
// by the function returned, once the flags are parsed.
func byeFlags(fs *flag.FlagSet, s *tournament.Settings) (readLate func() error) {
	fs.IntVar(&s.MaxHalfByes, "max-half-byes", s.MaxHalfByes, "the most half-point byes a player may have in a Swiss, a late entry's for the rounds missed among them (0: no limit)")
	fs.IntVar(&s.NoHalfByeRounds, "no-half-bye-rounds", s.NoHalfByeRounds, "the last rounds of a Swiss in which no half-point bye is given (0: none)")
	late := fs.String("late-entry-byes", "none", "what a late entry is given for the rounds paired before he joins where --missed is not given: none (typed for each entry), zero (a zero-point bye for each, FIDE's default) or half")
	return func() error {
		if err := s.LateEntryByes.Set(*late); err != nil {
			return cmdline.BadValue(err)
		}
		return nil
	}
}

// noteHalfByesOver says, once the limit of half-point byes is set to s's,
// which players of ev have more than it allows, had or asked for before:
// the limit refuses only what is asked after it.
func noteHalfByesOver(env *cmdline.Env, ev *tournament.Event, s tournament.Settings) {
	now := *ev
	now.Settings = s
	over := now.HalfByesOverLimit()
	if len(over) == 0 {
		return
	}
	fmt.Fprintln(env.Stderr, env.Cat.T("byes.over.note"))
	for _, m := range over {
		fmt.Fprintln(env.Stderr, "  "+env.Cat.Message(m))
	}
}

// eventRounds is the number of rounds ev plays under settings s
// (Event.TotalRounds): a team round robin's follow from its teams, which
// an event of the players alone lacked (it said 0).
func eventRounds(ev *tournament.Event, s tournament.Settings) int {
	e := *ev
	e.Settings = s
	return e.TotalRounds()
}

// showEvent prints the event's settings s, as JSON or as a table.
func showEvent(env *cmdline.Env, ev *tournament.Event, s tournament.Settings, asJSON bool) error {
	if asJSON {
		// game_type is the arbiter's override ("" for the control's);
		// game_type_in_force the type the games are ruled as. rounds is
		// the number set (0 where the players decide it, as in a round
		// robin); total_rounds the rounds the event plays, as the table
		// below and info say.
		inForce, err := s.GameTypeInForce()
		if err != nil {
			return err
		}
		out := struct {
			tournament.Settings
			GameTypeInForce tournament.GameTypeInForce `json:"game_type_in_force"`
			TotalRounds     int                        `json:"total_rounds"`
			Team            *tournament.TeamOptions    `json:"team,omitempty"`
		}{Settings: s, GameTypeInForce: inForce, TotalRounds: eventRounds(ev, s)}
		if s.System.Team() {
			out.Team = &ev.TeamOptions
		}
		return cmdline.WriteJSON(env.Stdout, out)
	}
	cat := env.Cat
	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', 0)
	gameType, _ := words.GameType(cat, s)
	e := *ev
	e.Settings = s
	for _, row := range [][2]string{
		{"event.cli.name", s.Name},
		{"store.info.dates", words.EventDates(cat, s.StartDate, s.EndDate)},
		{"event.cli.system", cat.T(s.System.NameKey())},
		{"event.cli.gametype", gameType},
		{"event.cli.rounds", words.EventRounds(cat, &e)},
		{"event.cli.tiebreaks", words.TieBreakNames(cat, s.TieBreaks)},
		{"event.cli.withdrawal", cat.T(standings.PolicyKey(s.WithdrawalPolicy, s.System == tournament.Match))},
		{"event.cli.federation", s.Federation},
		{"event.cli.organiser", s.Organiser},
		{"event.cli.chief", s.ChiefArbiter},
		{"event.cli.chief-fide-id", s.ChiefArbiterFIDEID},
		{"event.cli.deputies", s.Deputies},
		{ratingListsLabel(s.RatingLists), ratingListsText(cat, s)},
	} {
		fmt.Fprintf(tw, "%s\t%s\n", cat.T(row[0]), row[1])
	}
	if !s.System.Team() {
		fmt.Fprintf(tw, "%s\t%s\n", cat.T("event.unrated-rating"), words.UnratedRating(cat, s))
	}
	if s.System.IndividualSwiss() {
		fmt.Fprintf(tw, "%s\t%s\n", cat.T("event.halfbyes"), words.HalfByeLimit(cat, s))
		fmt.Fprintf(tw, "%s\t%s\n", cat.T("event.latebyes"), cat.T(s.LateEntryByes.NameKey()))
	}
	if s.System.Team() {
		printTeamOptions(tw, cat, ev)
	}
	// Each round as every door dates it: a one-day event's by its day.
	for _, rt := range s.Schedule {
		fmt.Fprintf(tw, "%s\t%s\n", cat.T("schedule.cli.round", "n", rt.Round), words.RoundWhen(cat, schedule.Round(&e, rt.Round)))
	}
	printRuleOptions(tw, cat, s)
	return tw.Flush()
}

// printRuleOptions adds to tw a row for each of the event's rules for
// rulings (supervision and the rule options), labelled and valued as the
// window's settings show them, under their heading as the window groups
// the options (a table of their own).
func printRuleOptions(tw io.Writer, cat *i18n.Catalog, s tournament.Settings) {
	o := s.Rules
	fmt.Fprintf(tw, "\n%s\n", cat.T("rulesettings.group"))
	noDraw := cat.T("rulesettings.no-draw-before.none")
	if o.NoDrawBefore > 0 {
		noDraw = fmt.Sprint(o.NoDrawBefore)
	}
	// The penalty is a minute where the event sets none (FIDE 2023 B.2).
	penalty := cmp.Or(o.SupervisedBlitzPenaltySeconds, 60)
	yes := map[bool]string{true: cat.T("swisscli.yes"), false: cat.T("swisscli.no")}
	for _, row := range [][2]string{
		{"ui.settings.supervised", yes[s.Supervised]},
		{"rulesettings.national", cat.T(words.NationalPracticeKey(o.National))},
		{"rulesettings.device", cat.T(words.DevicePolicyKey(o.DevicePolicy))},
		{"rulesettings.notation", cat.T(words.NotationKey(o.Notation))},
		{"rulesettings.no-draw-before", noDraw},
		{"rulesettings.blitz-penalty", fmt.Sprint(penalty)},
		{"rulesettings.fide-rated", yes[o.FIDERated]},
		{"rulesettings.championship", yes[o.Championship]},
		{"rulesettings.first-illegal-loses", yes[o.FirstIllegalLoses]},
		{"rulesettings.both-zero-draw", yes[o.BothZeroDraw]},
		{"rulesettings.quickplay", yes[o.QuickplayFinish]},
		{"rulesettings.no-quickplay", yes[o.NoQuickplayFinish]},
		{"rulesettings.flag-claim-only", yes[o.FlagClaimOnly]},
	} {
		fmt.Fprintf(tw, "%s\t%s\n", cat.T(row[0]), row[1])
	}
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

// ratingListsLabel is the label of the event's rating lists: "Rating
// lists" where an update took players from several.
func ratingListsLabel(l tournament.RatingLists) string {
	if len(l) > 1 {
		return "event.cli.rating-lists"
	}
	return "event.cli.rating-list"
}

// ratingListsText names the event's rating lists with the ratings it
// took from them ("FIDE (2026-12-01) — blitz ratings"); with none, that
// the ratings were typed in, as the rating report says, and which they are.
func ratingListsText(cat *i18n.Catalog, s tournament.Settings) string {
	if len(s.RatingLists) == 0 {
		return words.WithRatingsTaken(cat, s, cat.T("print.form.rating-list.none"))
	}
	return words.WithRatingsTaken(cat, s, s.RatingLists.String())
}

// --- player --------------------------------------------------------------

func runDraw(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("draw")
	seed := fs.Uint64("seed", 0, "seed of the lot; a random one is chosen and printed when absent")
	byHand := fs.String("seats", "", "names in seat order, comma-separated (a draw made by hand)")
	pos, err := cmdline.ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	seedSet := cmdline.GivenFlags(fs)["seed"]
	if seedSet && *byHand != "" {
		return cmdline.Usagef("app.usage.seed-or-seats")
	}
	st, ev, err := openEvent(pos[0])
	if err != nil {
		return err
	}
	defer st.Close()
	if !seedSet && *byHand == "" {
		*seed = seats.NewSeed()
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
func printSeats(env *cmdline.Env, ev *tournament.Event) error {
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

func runPair(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("pair")
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
	if *round == 0 && ev.TotalRounds() > 0 && ev.NextRound() > ev.TotalRounds() {
		// As the window's Pair button: no round is left, whatever game
		// is still open; it said that round 6 of five did not exist.
		return cmdline.Error("ui.rounds.pair.none")
	}
	*round = cmp.Or(*round, ev.NextRound())
	paired, err := conduct.Pair(st, ev, *round, *override)
	if *round <= ev.PairedRounds() && err != nil {
		// A round paired already: how to pair it again, which the
		// pairing's refusal does not say.
		return cmdline.Error("event.cli.pair.again", "problem", err, "round", *round, "last", ev.PairedRounds())
	}
	if tournament.IsUnfinished(err) {
		// The two ways on, which the refusal does not say; where no
		// override may stand, the refusal that says so.
		if last := ev.LastRoundWaits(*round); last != nil {
			return last
		}
		return cmdline.Error("event.cli.pair.unfinished", "problem", err, "round", *round)
	}
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
		out.Notes = roundNotes(env, ev, *round)
		return cmdline.WriteJSON(env.Stdout, out)
	}
	if overridden {
		fmt.Fprintln(env.Stdout, env.Cat.T("event.cli.override", "round", *round))
	}
	if err := printRound(env, ev, rd); err != nil {
		return err
	}
	printRoundNotes(env, ev, *round)
	return nil
}

// roundNotes are what round r says besides its boards, as `pair
// --json`'s notes: the pairs that meet again after games or matches not
// played (tournament.Event.MeetAgain), then a match decided before it or
// a round the round-robin table plays exchanged (conduct.RoundNotes).
func roundNotes(env *cmdline.Env, ev *tournament.Event, r int) []noteJSON {
	var out []noteJSON
	for _, m := range append(ev.MeetAgain(r), conduct.RoundNotes(ev, r)...) {
		out = append(out, noteJSON{Key: m.Key, Args: m.Args, Text: env.Cat.Message(m)})
	}
	return out
}

// printRoundNotes says, after round r's boards, its notes (roundNotes).
func printRoundNotes(env *cmdline.Env, ev *tournament.Event, r int) {
	for _, n := range roundNotes(env, ev, r) {
		fmt.Fprintln(env.Stdout, n.Text)
	}
}

// roundJSON is a round as `pair --json` prints it. A player's number is
// his pairing number in a Swiss, his seat otherwise.
type roundJSON struct {
	Round      int         `json:"round"`
	Overridden bool        `json:"overridden,omitempty"`
	Boards     []boardJSON `json:"boards"`
	// Notes: players paired again after a game not played
	// (tournament.Event.MeetAgain).
	Notes []noteJSON `json:"notes,omitempty"`
}

type boardJSON struct {
	// Board is a game's; a bye is on none (words.NoBoard), though the
	// round keeps it after the games.
	Board int                    `json:"board,omitempty"`
	White cmdline.PlayerRefJSON  `json:"white"`
	Black *cmdline.PlayerRefJSON `json:"black,omitempty"`
	Bye   string                 `json:"bye,omitempty"` // pairing-allocated, half, zero, full, round-robin
	// Result is the one the pairing lists give (pairing.ListBoard): the
	// one recorded, or the forfeit a withdrawal made of the game.
	Result string `json:"result,omitempty"`
	// NotPlayed marks a game a withdrawal took out of the event: it
	// counts for nobody.
	NotPlayed bool `json:"not_played,omitempty"`
}

func roundJSONOf(ev *tournament.Event, rd tournament.Round) roundJSON {
	number := ev.StartNumbers()
	ref := func(id int64) cmdline.PlayerRefJSON {
		p, _ := ev.Player(id)
		return cmdline.PlayerRefJSON{ID: id, Number: number[id], Name: p.Name}
	}
	out := roundJSON{Round: rd.Number, Boards: []boardJSON{}}
	shown, _ := listedBoards(ev, rd.Number)
	for _, p := range rd.Pairings {
		b := boardJSON{White: ref(p.White)}
		if p.IsBye() {
			b.Bye = p.Bye.Word()
		} else {
			b.Board = p.Board
			black := ref(p.Black)
			b.Black = &black
			res := p.Result
			if l, ok := shown[p.Board]; ok {
				res, b.NotPlayed = l.Shown, l.Void
			}
			if res != tournament.NoResult && !b.NotPlayed {
				b.Result = res.String()
			}
		}
		out.Boards = append(out.Boards, b)
	}
	return out
}

// printRound lists a round's boards in aligned columns: in a Swiss each
// player's pairing number in a column of its own before his name (glued to
// the name, "10 Name" pushed the names out of line) and the kind of each
// bye, in a round robin with the seats. A game's result is the one the
// round's pairing list gives (pairing.RoundList), and a player who left
// before the round is marked, as on paper, the venue's round page and the
// window: a withdrawal's forfeit or "not played" shows before it is
// entered.
func printRound(env *cmdline.Env, ev *tournament.Event, rd tournament.Round) error {
	cat := env.Cat
	fmt.Fprintln(env.Stdout, cat.T("event.cli.round", "round", rd.Number))
	swissEvent := ev.Settings.System.IndividualSwiss()
	number := ev.StartNumbers()
	player := func(id int64) string {
		p, _ := ev.Player(id)
		name := words.WithdrawnName(cat, p.Name, p.GoneBefore(rd.Number))
		if swissEvent {
			return fmt.Sprintf("%d\t%s", number[id], name)
		}
		return fmt.Sprintf("%s (%d)", name, p.Seat)
	}
	shown, absent := listedBoards(ev, rd.Number)
	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', 0)
	for _, p := range rd.Pairings {
		if p.IsBye() {
			// Named as the pairing lists name it, on paper, the venue's
			// pages and in the window: a round robin's free round too,
			// which scores nothing.
			bye, _ := pairing.RoundBye(ev, p, rd.Number).Text(cat.T)
			if swissEvent {
				// Under the opponent's name, past his number's column.
				bye = "\t" + bye
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t\n", words.Board(p), player(p.White), bye)
			continue
		}
		res := p.Result.Text(cat.T)
		if b, ok := shown[p.Board]; ok {
			res = b.Text(cat.T)
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\n", p.Board, player(p.White), player(p.Black), res)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	return printUnpaired(env, absent, player)
}

// runPairings prints a round paired already, by default the last, as
// pair printed it when it paired the round (its notes of players meeting
// again too), a team event's by its matches: at the terminal a round the
// window paired was otherwise only in the PDF and the crosstable.
func runPairings(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("pairings")
	round := fs.Int("round", 0, "round to show (default: the last one paired)")
	asJSON := fs.Bool("json", false, "print JSON")
	ev, err := loadFileArg(fs, args)
	if err != nil {
		return err
	}
	if err := lastPaired(round, ev); err != nil {
		return err
	}
	rd, ok := ev.Round(*round)
	if !ok {
		return cmdline.Error("print.error.round", "round", *round)
	}
	if ev.Settings.System.Team() {
		return printMatches(env, ev, *round, ev.RoundMatches(*round), *asJSON)
	}
	if *asJSON {
		out := roundJSONOf(ev, *rd)
		out.Notes = roundNotes(env, ev, *round)
		return cmdline.WriteJSON(env.Stdout, out)
	}
	if err := printRound(env, ev, *rd); err != nil {
		return err
	}
	printRoundNotes(env, ev, *round)
	return nil
}

// listedBoards is round n as its pairing list gives it
// (pairing.RoundList): its boards by number, and the players without a
// game.
func listedBoards(ev *tournament.Event, n int) (map[int]pairing.ListBoard, []pairing.Absence) {
	listed, absent, _ := pairing.RoundList(ev, n)
	shown := make(map[int]pairing.ListBoard, len(listed))
	for _, b := range listed {
		shown[b.Board] = b
	}
	return shown, absent
}

// printUnpaired lists, as the paper's and the venue's pairing lists do
// under "Not paired", the players withdrawn before the round or left out
// of it, with why; the byes are among the boards above.
func printUnpaired(env *cmdline.Env, absent []pairing.Absence, player func(int64) string) error {
	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', 0)
	heading := false
	for _, a := range absent {
		if a.IsBye {
			continue
		}
		if !heading {
			fmt.Fprintln(tw, env.Cat.T("print.pairings.unpaired"))
			heading = true
		}
		reason, _ := a.Text(env.Cat.T)
		fmt.Fprintf(tw, "\t%s\t%s\n", player(a.Player), reason)
	}
	return tw.Flush()
}
