package cli

import (
	"fmt"
	"strings"

	"arbiter/cli/cmdline"
	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/tournament/standings"
)

func init() {
	provide("playoff", runPlayoff)
}

// runPlayoff records a play-off: a drawn match's games (--game, each
// entry of its own --type, added after the games recorded while those
// stand level, --armageddon marking its last game, --draw-odds the side
// its draw wins for), its order of players
// given by start numbers winner first (--order), or both where the games
// left the two level (an armageddon decided by order); then prints the
// standings it makes.
func runPlayoff(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("playoff")
	order := fs.String("order", "", "start numbers, the winner first")
	var played kFlags
	fs.Var(&played, "game", "WHITE-BLACK RESULT: a game of a match's play-off, White's and Black's start numbers and its result (2-1 1-0); repeat it for each game, in the order played")
	kind := fs.String("type", string(rules.Rapid), "the play-off games' game type: rapid, blitz or standard")
	armageddon := fs.Bool("armageddon", false, "the game given is the play-off's armageddon, added after the games recorded: a draw wins it for the side --draw-odds names, Black unless it says white")
	drawOdds := fs.String("draw-odds", "", "the side an armageddon's draw wins for, as the regulations give the draw odds: black (FIDE's usual rule) or white; where the player who chose his colour has them, the colour he chose")
	pos, err := cmdline.ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	if strings.TrimSpace(*order) == "" && len(played) == 0 {
		return cmdline.Usagef("app.usage.playoff-order")
	}
	typ, err := rules.ParseGameType(*kind)
	if err != nil {
		return err
	}
	odds := engine.Black // FIDE's usual rule
	if *drawOdds != "" {
		if !*armageddon {
			return cmdline.Usagef("app.usage.playoff-draw-odds")
		}
		switch side := strings.ToLower(strings.TrimSpace(*drawOdds)); side {
		case engine.White.String():
			odds = engine.White
		case engine.Black.String():
		default:
			return engine.NewMessage("event.err.draw-odds", "value", strings.TrimSpace(*drawOdds))
		}
	}
	st, ev, err := openEvent(pos[0])
	if err != nil {
		return err
	}
	defer st.Close()
	if len(played) > 0 {
		games, err := standings.ReadPlayoffGames(ev, played, typ, *armageddon, odds)
		if err != nil {
			return err
		}
		if err := st.SetPlayoffGames(games); err != nil {
			return err
		}
		if ev, err = st.Event(); err != nil {
			return err
		}
	}
	if strings.TrimSpace(*order) != "" {
		ids, err := standings.PlayoffOrder(ev, *order)
		if err != nil {
			return err
		}
		if err := st.SetPlayoff(ids); err != nil {
			return err
		}
		if ev, err = st.Event(); err != nil {
			return err
		}
	}
	t := standings.Of(ev)
	fmt.Fprintln(env.Stdout, standingsHeading(env.Cat, ev.Settings.Name, t.Progress))
	writeStandingsRows(env, ev, t)
	return nil
}
