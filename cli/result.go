package cli

// The result command: a game's result entered, or a round's from a file.

import (
	"bytes"
	"fmt"

	"arbiter/cli/cmdline"
	"arbiter/tournament"
	"arbiter/tournament/exchange"
	"arbiter/tournament/replay"
	"arbiter/tournament/store"
	"arbiter/words"
)

func runResult(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("result")
	round := fs.Int("round", 0, "round")
	board := fs.Int("board", 0, "board")
	fromGame := fs.Bool("from-game", false, "take the result from the game recorded on the board")
	from := fs.String("from", "", "read a whole round's results, a board and a result a line, from a file or - (standard input)")
	unrated := fs.Bool("unrated", false, "the game ended before each player had made a move: it counts, but is not rated (TRF W, D, L)")
	rated := fs.Bool("rated", false, "take back --unrated: the game is rated")
	match := fs.Int("match", 0, "the match of the board (team events); without --board, RESULT forfeits the whole match (+/-, -/+, -/-, * to take it back)")
	pos, err := cmdline.Parse(fs, args)
	if err != nil {
		return err
	}
	if *match != 0 {
		if *from != "" || *fromGame || *unrated || *rated {
			return cmdline.Usagef("teams.usage.result")
		}
		// Board 0 given is a board the match does not have, as in an
		// individual event; only --board left out is the whole match.
		return runTeamResult(env, pos, *round, *match, *board, cmdline.GivenFlags(fs)["board"])
	}
	if *unrated && *rated {
		return cmdline.Usagef("app.usage.unrated-rated")
	}
	if *from != "" {
		if *board != 0 || *fromGame || *unrated || *rated {
			return cmdline.Usagef("app.usage.result-from")
		}
		if err := cmdline.Positional(pos, "FILE"); err != nil {
			return err
		}
		return enterRoundResults(env, pos[0], *round, *from)
	}
	// Board 0 given is a board the round does not have, which the store
	// says; only flags left out are a usage fault.
	if !cmdline.GivenFlags(fs)["round"] || !cmdline.GivenFlags(fs)["board"] {
		return cmdline.Usagef("app.usage.round-board")
	}
	if *fromGame {
		err = cmdline.Positional(pos, "FILE")
	} else {
		err = cmdline.Positional(pos, "FILE", "RESULT")
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
	res, err := resultToEnter(st, ev, pos, *round, *board, *fromGame)
	if err != nil {
		return err
	}
	p, err := ev.FindPairing(*round, *board)
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
	// The same result, and no rating mark asked for that the game had not.
	same := old == res && (!*unrated && !*rated || p.Unrated == *unrated)
	reportResult(env, ev, p, *round, old, res, *unrated, same)
	return nil
}

// resultToEnter is the result the command enters: the one the recorded
// game gives, or the one the arbiter wrote.
func resultToEnter(st *store.Store, ev *tournament.Event, pos []string, round, board int, fromGame bool) (tournament.Result, error) {
	if !fromGame {
		res, err := tournament.ParseResult(pos[1])
		if err != nil {
			return res, cmdline.BadValue(err)
		}
		return res, nil
	}
	g, err := gameOnBoard(st, ev, round, board)
	if err != nil {
		return tournament.NoResult, err
	}
	return replay.ResultFromGame(*g)
}

// reportResult says what the command did to the board: entered, corrected
// or cleared its result, resumed its adjourned game (Result.Resumes), or
// left it as it was (same).
func reportResult(env *cmdline.Env, ev *tournament.Event, p *tournament.Pairing, round int, old, res tournament.Result, unrated, same bool) {
	w, _ := ev.Player(p.White)
	b, _ := ev.Player(p.Black)
	args := []any{"round", round, "board", p.Board, "white", w.Name, "black", b.Name, "result", res.Text(env.Cat.T)}
	if unrated {
		args[len(args)-1] = env.Cat.T("event.cli.result.unrated", "result", res.Text(env.Cat.T))
	}
	switch {
	case res == tournament.NoResult && old == tournament.NoResult:
		// "*" on a board without a result: the line said the pairing and
		// no result, as if one had been entered.
		fmt.Fprintln(env.Stdout, env.Cat.T("event.cli.result.none", args...))
	case same:
		fmt.Fprintln(env.Stdout, env.Cat.T("event.cli.result.same", args...))
	case res.Resumes(old):
		fmt.Fprintln(env.Stdout, env.Cat.T("event.cli.result.resumed", args...))
	case res == tournament.NoResult:
		fmt.Fprintln(env.Stdout, env.Cat.T("event.cli.result.cleared", append(args, "old", old.Text(env.Cat.T))...))
	case res.Corrects(old):
		fmt.Fprintln(env.Stdout, env.Cat.T("event.cli.result.corrected", append(args, "old", old.Text(env.Cat.T))...))
	default:
		fmt.Fprintln(env.Stdout, env.Cat.T("event.cli.result", args...))
	}
	// A result the board had, changed or cleared: the rounds paired on it.
	if stands := words.PairedOnEarlierResult(env.Cat, ev, round); stands != "" && old != tournament.NoResult && old != res {
		fmt.Fprintln(env.Stdout, stands)
	}
}

// enterRoundResults enters the results read from a file (or standard
// input, "-") on the boards of a round, as one action; a mistake on any
// line enters none of them.
func enterRoundResults(env *cmdline.Env, path string, round int, from string) error {
	if round == 0 {
		return cmdline.Usagef("app.usage.round")
	}
	data, err := cmdline.ReadInput(from)
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
	// An adjourned game's result taken back resumes it (Result.Resumes),
	// and is counted apart from the results entered.
	corrected, resumed, same := 0, 0, 0
	for _, r := range results {
		p, err := ev.FindPairing(round, r.Board)
		if err != nil {
			return err
		}
		switch {
		case p.Result == r.Result:
			same++
		case r.Result.Resumes(p.Result):
			resumed++
		case r.Result.Corrects(p.Result):
			corrected++
		}
	}
	if err := st.SetResults(round, results); err != nil {
		return err
	}
	fmt.Fprintln(env.Stdout, env.Cat.T("event.cli.results", "round", round, "entered", len(results)-same-resumed,
		"corrected", corrected, "resumed", resumed, "same", same))
	return nil
}
