package cli

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"arbiter/cli/cmdline"
	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/conduct"
	"arbiter/tournament/teamgames"
)

func init() {
	provide("unpair", runUnpair)
	provide("swap", runSwap)
	provide("check", runCheck)
	provide("bye", runBye)
	provide("swiss", runSwissOptions)
}

// --- unpair and swap ------------------------------------------------------

func runUnpair(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("unpair")
	round := fs.Int("round", 0, "round to remove (default: the last one)")
	force := fs.Bool("force", false, "remove the round even though it has results")
	st, ev, err := openFileArg(fs, args)
	if err != nil {
		return err
	}
	defer st.Close()
	if err := lastPaired(round, ev); err != nil {
		return err
	}
	// Forced, the desk's moves of the round go with it, and its rulings
	// leave its boards either way: said, not silent.
	inPlay, err := st.InPlay(*round)
	if err != nil {
		return err
	}
	var lineups []string
	for _, t := range teamgames.LineupsHandedIn(ev, *round) {
		lineups = append(lineups, t.Name)
	}
	if err := st.Unpair(*round, *force); err != nil {
		return err
	}
	fmt.Fprintln(env.Stdout, env.Cat.T("swisscli.unpaired", "round", *round))
	if len(inPlay.Games) > 0 {
		fmt.Fprintln(env.Stdout, env.Cat.T("swisscli.unpaired.desk", "games", len(inPlay.Games)))
	}
	if inPlay.Rulings > 0 {
		fmt.Fprintln(env.Stdout, env.Cat.T("swisscli.unpair.rulings", "round", *round, "rulings", inPlay.Rulings))
	}
	if len(lineups) > 0 {
		fmt.Fprintln(env.Stdout, env.Cat.T("swisscli.unpaired.lineups", "round", *round, "teams", strings.Join(lineups, ", ")))
	}
	return nil
}

func runSwap(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("swap")
	round := fs.Int("round", 0, "round")
	board := fs.Int("board", 0, "board")
	pos, err := cmdline.ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	if *round < 1 || *board < 1 {
		return cmdline.Usagef("app.usage.round-board")
	}
	st, ev, err := openEvent(pos[0])
	if err != nil {
		return err
	}
	defer st.Close()
	rd, err := st.SwapColours(ev, *round, *board)
	if err != nil {
		return err
	}
	ev.Rounds[*round-1] = rd
	return printRound(env, ev, rd)
}

// lastPaired sets *round, where not given, to the last round paired, the
// round check, unpair and pairings act on by default; before round 1 is
// paired it says that none is, where these said "round 0".
func lastPaired(round *int, ev *tournament.Event) error {
	if *round == 0 && ev.PairedRounds() == 0 {
		return cmdline.Error("print.error.no-rounds")
	}
	*round = cmp.Or(*round, ev.PairedRounds())
	return nil
}

// --- check ---------------------------------------------------------------

func runCheck(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("check")
	round := fs.Int("round", 0, "round to check (default: the last one)")
	asJSON := fs.Bool("json", false, "print JSON")
	pos, err := cmdline.ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	// Only reads: the chief checks pairings edited in the window.
	st, ev, err := openEventRO(pos[0])
	if err != nil {
		return err
	}
	defer st.Close()
	if err := lastPaired(round, ev); err != nil {
		return err
	}
	// Judged as the round was paired: a result corrected or an option
	// changed since leaves its pairing as it is (C.04), and the check says
	// what changed.
	then, err := st.AsPaired(ev, *round)
	if err != nil {
		return err
	}
	c, err := conduct.CheckRound(then.Event, *round, then.Options)
	if err != nil {
		return err
	}
	c.Since, c.Corrected = then.Since, then.Corrected
	if *asJSON {
		out := cmdline.CheckJSONOf(env, c)
		if err := cmdline.WriteJSON(env.Stdout, out); err != nil || out.OK {
			return err
		}
		return c.Verdict
	}
	cmdline.PrintCheck(env, c)
	if len(c.Findings) == 0 {
		return nil
	}
	return c.Verdict
}

// --- requested byes and options --------------------------------------------

func runBye(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("bye")
	round := fs.Int("round", 0, "round (default: the next one to pair)")
	named := namedPlayerFlags(fs).withFormerName(fs)
	team := fs.String("team", "", "team Swiss: the team's name, short name or number (team list)")
	kind := fs.String("kind", "", "half, zero or cancel (a team: full, half, zero, or cancel)")
	pos, err := cmdline.ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	if *team != "" {
		return runTeamBye(env, pos[0], *team, *kind, *round)
	}
	bye, ok := byeOfWord(*kind, tournament.ByeHalfPoint, tournament.ByeZeroPoint)
	if !ok && *kind != "cancel" {
		return cmdline.ChoiceError("kind", *kind, "half", "zero", "cancel")
	}
	if err := named.exactlyOne(); err != nil {
		return err
	}
	st, ev, err := openEvent(pos[0])
	if err != nil {
		return err
	}
	defer st.Close()
	p, err := playerByIDOrSeat(ev, *named.id, *named.seat)
	if err != nil {
		return err
	}
	*round = cmp.Or(*round, ev.NextRound())
	if *kind == "cancel" {
		// A late arrival after the check-in closed plays the round.
		if err := st.CancelBye(tournament.PlannedBye{Player: p.ID, Round: *round}); err != nil {
			return err
		}
		fmt.Fprintln(env.Stdout, env.Cat.T("swisscli.bye.cancelled", "name", p.Name, "round", *round))
		return nil
	}
	if err := st.RequestBye(tournament.PlannedBye{Player: p.ID, Round: *round, Kind: bye}); err != nil {
		return err
	}
	fmt.Fprintln(env.Stdout, env.Cat.T("swisscli.bye.recorded."+*kind, "name", p.Name, "round", *round))
	return nil
}

func runSwissOptions(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("swiss")
	baku := fs.Bool("baku", false, "Baku acceleration")
	forbid := fs.String("forbid", "", "two player ids who must not meet, comma-separated")
	allow := fs.String("allow", "", "two player ids to remove from the forbidden pairs")
	initial := fs.String("initial-colour", "", "the top-ranked player's colour in round 1, as drawn by lot: white or black")
	asJSON := fs.Bool("json", false, "print JSON")
	pos, err := cmdline.ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	set := cmdline.GivenFlags(fs)
	change := len(set) > 0 && !(len(set) == 1 && set["json"])
	open := openEventRO // showing the options only reads, beside the window
	if change {
		open = openEvent
	}
	st, ev, err := open(pos[0])
	if err != nil {
		return err
	}
	defer st.Close()
	opts, err := st.SwissOptions()
	if err != nil {
		return err
	}
	if set["baku"] {
		opts.Baku = *baku
	}
	if set["initial-colour"] {
		if opts.InitialBlack, err = cmdline.Either("initial-colour", *initial, "white", "black"); err != nil {
			return err
		}
	}
	if set["forbid"] || set["allow"] {
		text := *forbid
		if set["allow"] {
			text = *allow
		}
		pair, err := idPair(ev, text)
		if err != nil {
			return err
		}
		opts = opts.ForbidPair(pair[0], pair[1], set["forbid"])
	}
	if change {
		if err := st.SetSwissOptions(opts); err != nil {
			return err
		}
		// As kept: a pair forbidden now with the round it is kept apart from.
		if opts, err = st.SwissOptions(); err != nil {
			return err
		}
	}
	if *asJSON {
		return cmdline.WriteJSON(env.Stdout, opts)
	}
	cat := env.Cat
	yes := map[bool]string{true: cat.T("swisscli.yes"), false: cat.T("swisscli.no")}
	fmt.Fprintf(env.Stdout, "%s: %s\n", cat.T("swisscli.baku"), yes[opts.Baku])
	if len(opts.Accelerations) > 0 {
		fmt.Fprintln(env.Stdout, cat.T("swisscli.accelerations", "n", len(opts.Accelerations)))
	}
	colour := map[bool]string{false: cat.T("swisscli.white"), true: cat.T("swisscli.black")}
	fmt.Fprintf(env.Stdout, "%s: %s\n", cat.T("swisscli.initial"), colour[opts.InitialBlack])
	fmt.Fprintf(env.Stdout, "%s:\n", cat.T("swisscli.forbidden"))
	for _, f := range opts.Forbidden {
		a, _ := ev.Player(f[0])
		b, _ := ev.Player(f[1])
		fmt.Fprintf(env.Stdout, "  %d %s – %d %s", f[0], a.Name, f[1], b.Name)
		if r := opts.KeptApartFrom(f); r > 1 {
			fmt.Fprintf(env.Stdout, " (%s)", cat.T("swisscli.forbidden.from", "round", r))
		}
		fmt.Fprintln(env.Stdout)
	}
	return nil
}

// idPair reads "ID,ID": two players of the event.
func idPair(ev *tournament.Event, text string) ([2]int64, error) {
	parts := splitList(text)
	if len(parts) != 2 {
		return [2]int64{}, cmdline.Refusef("app.usage.id-pair", "value", text)
	}
	var pair [2]int64
	for i, s := range parts {
		id, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return pair, cmdline.Refusef("app.usage.player-id", "value", s)
		}
		if _, ok := ev.Player(id); !ok {
			return pair, engine.NewMessage("swisscli.err.player", "id", id)
		}
		pair[i] = id
	}
	return pair, nil
}

// byeOfWord is the one of kinds whose word (tournament.ByeKind.Word) is
// word, as "bye --kind" takes it; false for none.
func byeOfWord(word string, kinds ...tournament.ByeKind) (tournament.ByeKind, bool) {
	i := slices.IndexFunc(kinds, func(k tournament.ByeKind) bool { return k.Word() == word })
	if i < 0 {
		return tournament.NoBye, false
	}
	return kinds[i], true
}
