package cli

import (
	"cmp"
	"fmt"
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/conduct"
	"arbiter/tournament/teamgames"
)

func init() {
	Register(
		Command{Name: "unpair", Usage: "unpair FILE [--round N] [--force]", Run: runUnpair, Teams: true},
		Command{Name: "swap", Usage: "swap FILE --round N --board B", Run: runSwap},
		Command{Name: "check", Usage: "check FILE [--round N] [--json]", Run: runCheck, Teams: true},
		Command{Name: "bye", Usage: "bye FILE --player ID --kind half|zero [--round N] | bye FILE --team NAME --kind full|half|zero|cancel [--round N]", Run: runBye, Teams: true},
		Command{Name: "swiss", Usage: "swiss FILE [--baku=true|false] [--initial-colour white|black] [--forbid ID,ID] [--allow ID,ID] [--json]", Run: runSwissOptions},
	)
}

// --- unpair and swap ------------------------------------------------------

func runUnpair(env *Env, args []string) error {
	fs := NewFlags("unpair")
	round := fs.Int("round", 0, "round to remove (default: the last one)")
	force := fs.Bool("force", false, "remove the round even though it has results")
	st, ev, err := openFileArg(fs, args)
	if err != nil {
		return err
	}
	defer st.Close()
	*round = cmp.Or(*round, ev.PairedRounds())
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

func runSwap(env *Env, args []string) error {
	fs := NewFlags("swap")
	round := fs.Int("round", 0, "round")
	board := fs.Int("board", 0, "board")
	pos, err := ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	if *round < 1 || *board < 1 {
		return usagef("app.usage.round-board")
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

// --- check ---------------------------------------------------------------

func runCheck(env *Env, args []string) error {
	fs := NewFlags("check")
	round := fs.Int("round", 0, "round to check (default: the last one)")
	asJSON := fs.Bool("json", false, "print JSON")
	pos, err := ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	// Only reads: the chief checks pairings edited in the window.
	st, ev, err := openEventRO(pos[0])
	if err != nil {
		return err
	}
	defer st.Close()
	*round = cmp.Or(*round, ev.PairedRounds())
	opts, err := st.SwissOptions()
	if err != nil {
		return err
	}
	c, err := conduct.CheckRound(ev, *round, opts)
	if err != nil {
		return err
	}
	if *asJSON {
		out := checkJSONOf(env, c)
		if err := writeJSON(env.Stdout, out); err != nil || out.OK {
			return err
		}
		return c.Verdict
	}
	printCheck(env, c)
	if len(c.Findings) == 0 {
		return nil
	}
	return c.Verdict
}

// checkJSONOf is a round's check as `check --json` prints it.
func checkJSONOf(env *Env, c conduct.Check) checkJSON {
	out := checkJSON{Round: c.Round, OK: len(c.Findings) == 0, Findings: []findingJSON{}}
	for _, f := range c.Findings {
		fj := findingJSON{Rule: f.Rule, Message: env.Cat.Error(f.Err), Players: []playerRefJSON{}}
		for _, p := range f.Players {
			fj.Players = append(fj.Players, playerRefJSON{ID: p.ID, Number: p.Number, Name: p.Name})
		}
		out.Findings = append(out.Findings, fj)
	}
	return out
}

// printCheck prints a round's check: its verdict where the round is the
// system's pairing, else the heading and each departure explained.
func printCheck(env *Env, c conduct.Check) {
	if len(c.Findings) == 0 {
		fmt.Fprintln(env.Stdout, env.Cat.Error(c.Verdict))
		return
	}
	if c.Heading != nil {
		fmt.Fprintln(env.Stdout, env.Cat.Error(c.Heading))
	}
	for _, line := range explainFindings(env, c.Findings) {
		fmt.Fprintln(env.Stdout, line)
	}
}

// checkJSON is what `check --json` prints: the round, whether it is the
// pairing the rules prescribe, and each deviation with its criterion and
// the players it names.
type checkJSON struct {
	Round    int           `json:"round"`
	OK       bool          `json:"ok"`
	Findings []findingJSON `json:"findings"`
}

type findingJSON struct {
	Rule    string          `json:"rule"`
	Message string          `json:"message"`
	Players []playerRefJSON `json:"players"`
}

// explainFindings writes each finding as "[criterion] message" (its
// message alone where the system numbers no criteria), followed by the
// names of the players it mentions by pairing number.
func explainFindings(env *Env, findings []conduct.Finding) []string {
	var out []string
	for _, f := range findings {
		line := env.Cat.Error(f.Err)
		if f.Rule != "" {
			line = fmt.Sprintf("[%s] %s", f.Rule, line)
		}
		out = append(out, line)
		var names []string
		for _, p := range f.Players {
			names = append(names, fmt.Sprintf("%d = %s", p.Number, p.Name))
		}
		if len(names) > 0 {
			out = append(out, "    "+strings.Join(names, ", "))
		}
	}
	return out
}

// --- requested byes and options --------------------------------------------

func runBye(env *Env, args []string) error {
	fs := NewFlags("bye")
	round := fs.Int("round", 0, "round (default: the next one to pair)")
	player := fs.Int64("player", 0, "player id")
	team := fs.String("team", "", "team Swiss: the team's name or short name")
	kind := fs.String("kind", "", "half or zero (a team: full, half, zero, or cancel)")
	pos, err := ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	if *team != "" {
		return runTeamBye(env, pos[0], *team, *kind, *round)
	}
	var bye tournament.ByeKind
	switch *kind {
	case "half":
		bye = tournament.ByeHalfPoint
	case "zero":
		bye = tournament.ByeZeroPoint
	default:
		return choiceError("kind", *kind, "half", "zero")
	}
	st, ev, err := openEvent(pos[0])
	if err != nil {
		return err
	}
	defer st.Close()
	*round = cmp.Or(*round, ev.NextRound())
	if err := st.RequestBye(tournament.PlannedBye{Player: *player, Round: *round, Kind: bye}); err != nil {
		return err
	}
	p, _ := ev.Player(*player)
	fmt.Fprintln(env.Stdout, env.Cat.T("swisscli.bye.recorded."+*kind, "name", p.Name, "round", *round))
	return nil
}

func runSwissOptions(env *Env, args []string) error {
	fs := NewFlags("swiss")
	baku := fs.Bool("baku", false, "Baku acceleration")
	forbid := fs.String("forbid", "", "two player ids who must not meet, comma-separated")
	allow := fs.String("allow", "", "two player ids to remove from the forbidden pairs")
	initial := fs.String("initial-colour", "", "the top-ranked player's colour in round 1, as drawn by lot: white or black")
	asJSON := fs.Bool("json", false, "print JSON")
	pos, err := ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	set := givenFlags(fs)
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
		if *initial != "white" && *initial != "black" {
			return choiceError("initial-colour", *initial, "white", "black")
		}
		opts.InitialBlack = *initial == "black"
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
	}
	if *asJSON {
		return writeJSON(env.Stdout, opts)
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
		fmt.Fprintf(env.Stdout, "  %d %s – %d %s\n", f[0], a.Name, f[1], b.Name)
	}
	return nil
}

// idPair reads "ID,ID": two players of the event.
func idPair(ev *tournament.Event, text string) ([2]int64, error) {
	parts := splitList(text)
	if len(parts) != 2 {
		return [2]int64{}, usagef("app.usage.id-pair", "value", text)
	}
	var pair [2]int64
	for i, s := range parts {
		id, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return pair, usagef("app.usage.player-id", "value", s)
		}
		if _, ok := ev.Player(id); !ok {
			return pair, engine.NewMessage("swisscli.err.player", "id", id)
		}
		pair[i] = id
	}
	return pair, nil
}
