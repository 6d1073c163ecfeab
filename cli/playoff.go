package cli

import (
	"fmt"
	"strconv"
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
	byNumber := map[int]int64{}
	for id, n := range ev.StartNumbers() {
		byNumber[n] = id
	}
	var ids []int64
	for _, f := range strings.Split(*order, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		id, ok := byNumber[n]
		if err != nil || !ok {
			return cmdline.Error("event.playoff.unknown", "no", strings.TrimSpace(f))
		}
		ids = append(ids, id)
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
