package cli

import (
	"fmt"
	"strings"

	"arbiter/cli/cmdline"
	"arbiter/tournament/standings"
)

func init() {
	provide("playoff", runPlayoff)
}

// runPlayoff records a play-off's order, given by start numbers winner
// first, and prints the standings it makes.
func runPlayoff(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("playoff")
	order := fs.String("order", "", "start numbers, the winner first")
	pos, err := cmdline.ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	if strings.TrimSpace(*order) == "" {
		return cmdline.Usagef("app.usage.playoff-order")
	}
	st, ev, err := openEvent(pos[0])
	if err != nil {
		return err
	}
	defer st.Close()
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
	t := standings.Of(ev)
	fmt.Fprintln(env.Stdout, standingsHeading(env.Cat, ev.Settings.Name, t.Progress))
	writeStandingsRows(env, ev, t)
	return nil
}
