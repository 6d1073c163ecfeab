package cli

import (
	"fmt"

	"arbiter/cli/cmdline"
	"arbiter/tournament/team"
)

// runTeamWithdraw withdraws a team after the round given, as "player
// withdraw" withdraws a player: the store judges it
// (tournament.Event.ValidateTeamWithdrawal) and records with it what it
// decides of later rounds paired, each said (team.WithdrawalSteps).
func runTeamWithdraw(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("team withdraw")
	name := fs.String("team", "", "team name, short name or number (team list)")
	after := fs.Int("after-round", 0, "the last round the team took part in")
	st, ev, t, err := openNamedTeam(fs, args, name)
	if err != nil {
		return err
	}
	defer st.Close()
	cat := env.Cat
	// The round is the arbiter's to say, as of a player.
	if !cmdline.GivenFlags(fs)["after-round"] {
		return cmdline.Usagef("app.usage.after-round", "name", t.Name, "paired", ev.PairedRounds())
	}
	steps := team.WithdrawalSteps(ev, t.ID, *after)
	if _, err := st.WithdrawTeam(t.ID, *after); err != nil {
		return err
	}
	fmt.Fprintln(env.Stdout, cat.Message(team.WithdrawalNotice(ev, *t, *after)))
	for _, m := range steps {
		fmt.Fprintln(env.Stdout, cat.Message(m))
	}
	return nil
}

// runTeamReinstate takes a team's withdrawal back: it is paired again
// from the next round, the rounds it missed kept as recorded.
func runTeamReinstate(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("team reinstate")
	name := fs.String("team", "", "team name, short name or number (team list)")
	st, ev, t, err := openNamedTeam(fs, args, name)
	if err != nil {
		return err
	}
	defer st.Close()
	// The store judges it (tournament.Event.ValidateTeamReinstatement).
	if err := st.ReinstateTeam(t.ID); err != nil {
		return err
	}
	fmt.Fprintln(env.Stdout, env.Cat.T("teams.cli.reinstated", "team", t.Name, "round", ev.NextRound(), "after", t.WithdrawnAfter))
	return nil
}
