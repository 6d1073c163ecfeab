package cli

import (
	"flag"
	"fmt"
	"io"
	"slices"

	"arbiter/cli/cmdline"
	"arbiter/i18n"
	"arbiter/tournament"
)

// teamFlags are the options "event" changes of a team event.
type teamFlags struct {
	matchPoints, byeMatch, byeGames, initial, preferences, forbid, allow *string
	lineupOrder, primary, boardColours                                   *string
	prizeMinGames                                                        *int
	fs                                                                   *flag.FlagSet
}

func teamEventFlags(fs *flag.FlagSet) teamFlags {
	return teamFlags{
		matchPoints:   fs.String("match-points", "", "team events: match points of a won, drawn and lost match, e.g. 2,1,0"),
		byeMatch:      fs.String("bye-match", "", "team events: the bye counts as a won, drawn or lost match (win|draw|loss)"),
		byeGames:      fs.String("bye-games", "", "team events: the bye counts every board as a won, drawn or lost game (win|draw|loss)"),
		initial:       fs.String("initial-colour", "", "team Swiss: the colour drawn by lot before round 1 (C.04.6 art. 4.1), white or black"),
		preferences:   fs.String("colour-preferences", "", "team Swiss: the teams' colour preferences, type a (the default), b (strong and mild, C.04.6 art. 1.7.2) or none (art. 1.7)"),
		forbid:        fs.String("forbid-teams", "", "team Swiss: two teams, NAME,NAME, that are never paired with each other"),
		allow:         fs.String("allow-teams", "", "team Swiss: two teams, NAME,NAME, no longer kept apart"),
		lineupOrder:   fs.String("lineup-order", "", "team events: a line-up keeps the team's board order (strict, the default) or may change it (free)"),
		primary:       fs.String("primary-score", "", "team events: the score the teams are ranked, and a Swiss paired, by first: match points (mp, the default) or game points (gp), C.04.6 art. 1.2"),
		boardColours:  boardColoursFlag(fs),
		prizeMinGames: fs.Int("board-prize-min-games", 0, "team events: the fewest games played over the board (forfeits not counted) on a board for its prize"),
		fs:            fs,
	}
}

// options are the team options the flags given (set names them) make of
// ev's, and whether any was given: the event's command saves them with
// the settings (store.Tx.UpdateSettingsWith), each judged under the other.
func (f teamFlags) options(ev *tournament.Event, set map[string]bool) (tournament.TeamOptions, bool, error) {
	o := ev.TeamOptions
	if !slices.ContainsFunc(teamOptionFlags(), func(f string) bool { return set[f] }) {
		return o, false, nil
	}
	if err := judgeKindFlags(f.fs, ev.Settings.System, func(f *flag.Flag) bool { return set[f.Name] }); err != nil {
		return o, false, err
	}
	if err := teamOptionsFlags(&o, o.Boards, *f.matchPoints); err != nil {
		return o, false, err
	}
	if err := f.applyRules(&o, ev.Settings.System, set); err != nil {
		return o, false, err
	}
	for _, flag := range []string{"forbid-teams", "allow-teams"} {
		if set[flag] {
			if err := f.applyForbidden(&o, ev, flag); err != nil {
				return o, false, err
			}
		}
	}
	if err := o.Validate(); err != nil {
		return o, false, cmdline.BadValue(err)
	}
	return o, true, nil
}

// applyRules sets the options of the flags given that need no team named.
func (f teamFlags) applyRules(o *tournament.TeamOptions, sys tournament.System, set map[string]bool) error {
	if set["bye-match"] {
		o.ByeMatch = tournament.Outcome(*f.byeMatch)
	}
	if set["bye-games"] {
		o.ByeGame = tournament.Outcome(*f.byeGames)
	}
	if set["initial-colour"] {
		if err := teamSwissChoice(sys, "initial-colour", *f.initial, "white", "black"); err != nil {
			return err
		}
		o.InitialBlack = *f.initial == "black"
	}
	if set["colour-preferences"] {
		if err := teamSwissChoice(sys, "colour-preferences", *f.preferences, "a", "b", "none"); err != nil {
			return err
		}
		*o = o.WithColourPreferences(*f.preferences)
	}
	var err error
	if set["primary-score"] {
		if o.GamePointsFirst, err = cmdline.Either("primary-score", *f.primary, "mp", "gp"); err != nil {
			return err
		}
	}
	if set["lineup-order"] {
		if o.FreeLineupOrder, err = cmdline.Either("lineup-order", *f.lineupOrder, "strict", "free"); err != nil {
			return err
		}
	}
	if set["board-colours"] {
		*o = o.WithBoardColours(*f.boardColours)
	}
	if set["board-prize-min-games"] {
		if *f.prizeMinGames < 1 {
			return cmdline.Usagef("app.usage.from-one", "flag", "--board-prize-min-games", "value", *f.prizeMinGames)
		}
		o.BoardPrizeMinGames = *f.prizeMinGames
	}
	return nil
}

// boardColoursFlag is --board-colours, of "new" and "event" alike: the
// colours named (tournament.TeamOptions.WithBoardColours) or spelled,
// judged by the options' rule (Validate).
func boardColoursFlag(fs *flag.FlagSet) *string {
	return fs.String("board-colours", "", "team events: the colours of the match's White team board by board: alternating (W B W B…, the default), pairs (W B B W…) or a W or B a board, board 1 W, e.g. WBBW")
}

// teamSwissChoice refuses value for the option flag where the event is no
// team Swiss, whose option it is, or where it is none of choices.
func teamSwissChoice(sys tournament.System, flag, value string, choices ...string) error {
	if sys != tournament.TeamSwiss {
		return cmdline.Usagef("teams.usage.swiss-only", "flag", "--"+flag, "value", value, "choices", choices)
	}
	if !slices.Contains(choices, value) {
		return cmdline.ChoiceError(flag, value, choices...)
	}
	return nil
}

// applyForbidden keeps apart (forbid-teams) or no longer (allow-teams)
// the two teams the flag names.
func (f teamFlags) applyForbidden(o *tournament.TeamOptions, ev *tournament.Event, flag string) error {
	text := *f.forbid
	if flag == "allow-teams" {
		text = *f.allow
	}
	names := splitList(text)
	if len(names) != 2 {
		return cmdline.Usagef("teams.usage.two-teams", "flag", "--"+flag, "value", text)
	}
	var ids [2]int64
	for i, name := range names {
		t, err := namedTeam(ev, name)
		if err != nil {
			return err
		}
		ids[i] = t.ID
	}
	*o = (*o).ForbidTeams(ids[0], ids[1], flag == "forbid-teams")
	return nil
}

// printTeamOptions adds a team event's options to "event"'s table.
func printTeamOptions(w io.Writer, cat *i18n.Catalog, ev *tournament.Event) {
	o, sys := ev.TeamOptions, ev.Settings.System
	fmt.Fprintf(w, "%s\t%d\n", cat.T("teams.cli.boards"), o.Boards)
	fmt.Fprintf(w, "%s\t%s\n", cat.T("teams.cli.board-colours"), o.BoardPattern())
	fmt.Fprintf(w, "%s\t%d/%d/%d\n", cat.T("teams.cli.matchpoints"), o.MatchWin, o.MatchDraw, o.MatchLoss)
	fmt.Fprintf(w, "%s\t%s\n", cat.T("teams.cli.primary"), cat.T("teams.cli.primary."+o.Primary()))
	fmt.Fprintf(w, "%s\t%s\n", cat.T("teams.cli.bye"), cat.T("teams.cli.bye."+o.ByeScoring()))
	fmt.Fprintf(w, "%s\t%s\n", cat.T("teamrules.cli.lineup-order"), cat.T("teamrules.cli.lineup-order."+o.LineupOrder()))
	fmt.Fprintf(w, "%s\t%d\n", cat.T("teams.cli.prize-min-games"), o.PrizeMinGames())
	if sys == tournament.TeamSwiss {
		colour := "swisscli.white"
		if o.InitialBlack {
			colour = "swisscli.black"
		}
		fmt.Fprintf(w, "%s\t%s\n", cat.T("teams.cli.initial"), cat.T(colour))
		fmt.Fprintf(w, "%s\t%s\n", cat.T("teams.cli.preferences"), cat.T("teams.cli.preferences."+o.ColourPreferences()))
		for _, f := range o.Forbidden {
			fmt.Fprintf(w, "%s\t%s – %s", cat.T("teams.cli.forbidden"), teamRef(ev, f[0]).Name, teamRef(ev, f[1]).Name)
			if r := o.KeptApartFrom(f); r > 1 {
				fmt.Fprintf(w, " (%s)", cat.T("swisscli.forbidden.from", "round", r))
			}
			fmt.Fprintln(w)
		}
	}
}
