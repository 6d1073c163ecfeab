package cli

// The player commands: add, list, withdraw and reinstate (edit is
// playeredit.go's), and how a command names its player (namedPlayer).

import (
	"flag"
	"fmt"
	"text/tabwriter"

	"arbiter/cli/cmdline"
	"arbiter/tournament"
	"arbiter/tournament/ratinglist"
	"arbiter/tournament/ratingreport"
	"arbiter/tournament/standings"
	"arbiter/tournament/store"
	"arbiter/words"
	"arbiter/words/listwords"
)

func init() {
	provide("player", runPlayer)
}

func runPlayer(env *cmdline.Env, args []string) error {
	return cmdline.Subcommand(env, args, map[string]func(*cmdline.Env, []string) error{"add": runPlayerAdd, "list": runPlayerList,
		"withdraw": runPlayerWithdraw, "reinstate": runPlayerReinstate, "edit": runPlayerEdit, "update-ratings": runPlayerUpdateRatings}, func(name string) error {
		if name == "" {
			return cmdline.Usagef("app.usage.player-none")
		}
		return cmdline.Refusef("app.usage.player", "value", name)
	})
}

func runPlayerAdd(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("player add")
	var o playerFields
	o.register(fs, playerFieldHelp{
		name:     `name in one field: "Given Family" or "Family, Given"`,
		fideID:   "FIDE id; alone, the player is filled from the newest rating list holding it",
		title:    "title (GM, IM, FM, CM, WGM, …)",
		namesake: "the player is another person than one of the same name in the event: add him anyway",
	})
	nationalID := fs.String("national-id", "", "national id: the player is filled from the list --list names")
	list := fs.String("list", "", "the rating list to fill the player from")
	team := fs.String("team", "", "the team the player plays for, after its players added before (team events)")
	missed := fs.String("missed", "", "a late entry's points for the rounds paired before: ½ (half-point bye) or 0 (zero-point bye), one for all or one a round: ½,½,0")
	pos, err := cmdline.ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	o.set = cmdline.GivenFlags(fs)
	p, err := o.newPlayer()
	if err != nil {
		return err
	}
	st, ev, err := openEvent(pos[0])
	if err != nil {
		return err
	}
	defer st.Close()
	if *nationalID != "" && *list == "" {
		return cmdline.Usagef("ratinglist.usage.national")
	}
	var noRating string             // the game type whose rating the lists do not give
	var src tournament.RatingSource // the list the player comes from
	if *nationalID != "" || (p.FIDEID != "" && p.Name == "") {
		if p, noRating, src, err = fillFromList(env, o, p, *nationalID, *list, ev); err != nil {
			return err
		}
	}
	if err := judgeKindFlags(fs, ev.Settings.System, valueGiven); err != nil {
		return err
	}
	if *team != "" {
		if *missed != "" {
			return cmdline.Usagef("app.usage.missed-team")
		}
		return namesakeHint(runTeamPlayerAdd(env, st, ev, *team, p))
	}
	if *missed != "" {
		if p.MissedRounds, err = ev.Settings.ParseMissedRounds(*missed, ev.PairedRounds()); err != nil {
			return err
		}
	}
	// The store judges the entry (tournament.PlayerAllowed): a late one
	// only in a Swiss, which does not pair it in the rounds before.
	add := st.AddPlayer
	if src.List != "" {
		add = func(p tournament.Player) (int64, error) { return st.AddPlayerFromList(src, p) }
	}
	// Nothing typed for a late entry's missed rounds, the event's
	// setting gives them (the store's AddPlayer): the lines after the
	// entry say which gave them (words.LateEntries).
	typed := p.MissedRounds != ""
	before := ev.StartNumbers()
	id, err := add(p)
	if err != nil {
		return namesakeHint(err)
	}
	fmt.Fprintln(env.Stdout, env.Cat.T("event.cli.player.added", "name", p.Name, "id", id))
	if note := words.PairingRatingUnused(env.Cat, p); note != "" {
		fmt.Fprintln(env.Stdout, note)
	}
	if ev, err = st.Event(); err != nil {
		return err
	}
	for _, l := range append(words.Renumbered(env.Cat, ev, before, words.Renumbering{}), words.NumbersKept(env.Cat, ev, before, words.Renumbering{})...) {
		fmt.Fprintln(env.Stdout, l)
	}
	for _, l := range words.LateEntries(env.Cat, ev, before, typed) {
		fmt.Fprintln(env.Stdout, l)
	}
	// The late entry given nothing for the rounds before (LateEntries
	// said so) is told the option that gives him byes for them.
	if q, ok := ev.Player(id); ok && q.Entered > 1 && len(words.MissedRounds(env.Cat, ev, id, typed)) == 0 {
		fmt.Fprintln(env.Stdout, env.Cat.T("event.cli.player.missed-none"))
	}
	if noRating != "" {
		fmt.Fprintln(env.Stdout, listwords.RatingMissing(env.Cat, ratinglist.Missing{Name: p.Name, FIDEID: p.FIDEID, NoRating: noRating}))
	}
	return nil
}

// namesakeHint is the store's refusal of a player as a namesake of one in
// the event (tournament.IsNamesake) with the command line's way past it,
// --namesake; any other error as it is.
func namesakeHint(err error) error {
	if tournament.IsNamesake(err) {
		return cmdline.Error("event.cli.player.namesake", "problem", err)
	}
	return err
}

func runPlayerList(env *cmdline.Env, args []string) error {
	ev, asJSON, err := readFileJSON("player list", args)
	if err != nil {
		return err
	}
	number := ev.StartNumbers()
	if asJSON {
		type numbered struct {
			tournament.Player
			No int `json:"no"` // StartNumbers: the pairing number or the seat
		}
		list := make([]numbered, len(ev.Players))
		for i, p := range ev.Players {
			list[i] = numbered{p, number[p.ID]}
		}
		return cmdline.WriteJSON(env.Stdout, list)
	}
	cat := env.Cat
	// A team event's player is numbered TEAM:NO, as the pairings, the
	// ratings and the paper number him; an individual's by his number.
	refs := ratingreport.PlayerRefs(ev)
	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", cat.T("event.col.id"), cat.T("event.col.seat"), cat.T("event.col.title"),
		cat.T("event.col.name"), cat.T("event.col.rating"), cat.T("event.col.club"), cat.T("event.col.fed"), cat.T("event.col.category"),
		cat.T("event.col.status"))
	for _, p := range ev.Players {
		status := ""
		if p.Withdrawn() {
			status = words.WithdrawnAfter(cat, p.WithdrawnAfter)
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", p.ID, refs[p.ID], p.Title, p.Name, words.PlayerRating(p),
			p.Club, p.Federation, p.Category, status)
	}
	return tw.Flush()
}

// playerByIDOrSeat is the player of the event with the id, or else with
// the number the players' list shows him by (StartNumbers: in a Swiss the
// pairing number, which his seat is not): the event's own, so that what
// is set on him shows in the event.
func playerByIDOrSeat(ev *tournament.Event, id int64, seat int) (*tournament.Player, error) {
	if seat != 0 {
		for pid, n := range ev.StartNumbers() {
			if n == seat {
				id = pid
			}
		}
		if id == 0 {
			return nil, cmdline.Error("event.cli.err.seat", "seat", seat)
		}
	}
	p, ok := ev.Player(id)
	if !ok {
		return nil, cmdline.Error("event.err.player.unknown", "id", id)
	}
	return p, nil
}

// namedPlayer is the --id or --seat by which a command names the player
// it acts on: the player commands, checkin and bye alike.
type namedPlayer struct {
	id   *int64
	seat *int
}

func namedPlayerFlags(fs *flag.FlagSet) namedPlayer {
	return namedPlayer{fs.Int64("id", 0, "the player's id (the Id column of the players' and check-in lists)"),
		fs.Int("seat", 0, "the player's number in the players' list (in a Swiss his pairing number)")}
}

// withFormerName also reads --player, the name checkin and bye gave the
// id before they named it --id as the player commands do, so that a
// script written for them still marks the same player.
func (n namedPlayer) withFormerName(fs *flag.FlagSet) namedPlayer {
	fs.Int64Var(n.id, "player", 0, "the same as --id (its former name here)")
	return n
}

// given says whether the command named a player.
func (n namedPlayer) given() bool { return *n.id != 0 || *n.seat != 0 }

// exactlyOne refuses a command that names no player, or names him twice.
func (n namedPlayer) exactlyOne() error {
	if (*n.id == 0) == (*n.seat == 0) {
		return cmdline.Usagef("app.usage.id-or-seat")
	}
	return nil
}

// open reads the command's line (FILE and its flags), opens the event and
// finds the player named, exactly one of --id and --seat.
func (n namedPlayer) open(fs *flag.FlagSet, args []string) (*store.Store, *tournament.Event, *tournament.Player, error) {
	pos, err := cmdline.ParseExact(fs, args, "FILE")
	if err != nil {
		return nil, nil, nil, err
	}
	if err := n.exactlyOne(); err != nil {
		return nil, nil, nil, err
	}
	st, ev, err := openEvent(pos[0])
	if err != nil {
		return nil, nil, nil, err
	}
	p, err := playerByIDOrSeat(ev, *n.id, *n.seat)
	if err != nil {
		st.Close()
		return nil, nil, nil, err
	}
	return st, ev, p, nil
}

func runPlayerWithdraw(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("player withdraw")
	named := namedPlayerFlags(fs)
	after := fs.Int("after-round", 0, "the last round the player took part in")
	st, ev, p, err := named.open(fs, args)
	if err != nil {
		return err
	}
	defer st.Close()
	// The round is the arbiter's to say: without it the withdrawal was
	// judged as one "after round 0", a round nobody had named.
	if !cmdline.GivenFlags(fs)["after-round"] && len(ev.Rounds) > 0 {
		return cmdline.Usagef("app.usage.after-round", "name", p.Name, "paired", len(ev.Rounds))
	}
	// The store judges the withdrawal (tournament.Event.ValidateWithdrawal).
	if err := st.WithdrawPlayer(p.ID, *after); err != nil {
		return err
	}
	steps := standings.WithdrawalSteps(ev, p.ID, *after)
	p.WithdrawnAfter = *after
	cat := env.Cat
	fmt.Fprintln(env.Stdout, cat.T("event.cli.withdrawn", "name", p.Name, "round", *after))
	for _, m := range steps {
		fmt.Fprintln(env.Stdout, cat.Message(m))
	}
	outcome, outArgs := standings.WithdrawalNotice(ev, p.ID)
	fmt.Fprintln(env.Stdout, cat.T(outcome, outArgs...))
	return nil
}

// runPlayerReinstate takes a player's withdrawal back: he is paired again
// from the next round, the rounds he missed kept as recorded.
func runPlayerReinstate(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("player reinstate")
	st, ev, p, err := namedPlayerFlags(fs).open(fs, args)
	if err != nil {
		return err
	}
	defer st.Close()
	// The store judges it (tournament.Event.ValidateReinstatement).
	if err := st.ReinstatePlayer(p.ID); err != nil {
		return err
	}
	fmt.Fprintln(env.Stdout, env.Cat.T("event.cli.reinstated", "name", p.Name, "round", ev.NextRound(), "after", p.WithdrawnAfter))
	return nil
}

// --- draw and pair --------------------------------------------------------
