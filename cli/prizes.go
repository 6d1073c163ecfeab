package cli

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	"arbiter/cli/cmdline"
	"arbiter/tournament"
	"arbiter/tournament/norms"
	"arbiter/tournament/prizes"
	"arbiter/tournament/standings"
	"arbiter/tournament/store"
	"arbiter/tournament/team"
	"arbiter/words"
)

func init() {
	provide("prizes", runPrizes)
}

func runPrizes(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("prizes")
	var groups, places kFlags
	fs.Var(&groups, "group", "ID:KIND[:FROM-TO|:CLUB|:N]:NAME: a ranking group; KIND rating, born, women, unrated, club, or clubs to rank the clubs by the points of each one's N best players (u1800:rating:-1799:Under 1800, bc:clubs:3:Best club; 3/place parts clubs equal on points by their best player's place, not by the sums of the tie-breaks)")
	fs.Var(&places, "prize", "[GROUP:]PLACE=AMOUNT[:ITEM]: the prize of a place, overall or of a group (1=500, u1800:1=50:book)")
	order := fs.String("order", "", "which prize a player who could win several gets: value (the most money) or listed (overall first, then the groups in order)")
	hort := fs.Bool("hort", false, "players equal on points share their places' money by the Hort system (false: only players who share a place share, in equal parts)")
	currency := fs.String("currency", "", "the currency the amounts are in, as printed after them (EUR); empty names none")
	clear := fs.Bool("clear", false, "start from no groups and no prizes")
	save := fs.Bool("save", false, "store the groups and prizes in the file")
	group := fs.String("standings", "", "show the standings of the ranking group with this id")
	asJSON := fs.Bool("json", false, "print JSON")
	pos, err := cmdline.ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	ev, rules, err := eventWith(pos[0], (*store.Store).PrizeRules)
	if err != nil {
		return err
	}
	if *clear {
		rules = prizes.Rules{}
	}
	set := cmdline.GivenFlags(fs)
	if err := editPrizeRules(&rules, groups, places, *order); err != nil {
		return err
	}
	if set["hort"] {
		rules.Hort = *hort
	}
	if set["currency"] {
		rules.Currency = strings.TrimSpace(*currency)
	}
	if err := prizes.CheckFor(rules, ev.Settings.System.Team()); err != nil {
		return err
	}
	if *save {
		// --save says whether it changed the file: the rules saved as
		// they were are no change (SetPrizeRules), and it said nothing
		// either way. With --json it says so beside the JSON.
		key := "prizes.cli.saved"
		if err := withStore(pos[0], func(s *store.Store) error {
			if was, err := s.PrizeRules(); err == nil && reflect.DeepEqual(was, rules) {
				key = "prizes.cli.same"
			}
			return s.SetPrizeRules(rules)
		}); err != nil {
			return err
		}
		told := env.Stdout
		if *asJSON {
			told = env.Stderr
		}
		fmt.Fprintln(told, env.Cat.T(key, "file", pos[0]))
	}
	if *group != "" {
		return writeGroupStandings(env, ev, rules, *group, *asJSON)
	}
	list, err := prizes.Of(ev, team.PrizeTable(ev), rules)
	if err != nil {
		return err
	}
	if *asJSON {
		// The places are the event's as it stands: provisional while
		// games remain, as the norms' verdicts are (norms.CertaintyOf).
		return cmdline.WriteJSON(env.Stdout, struct {
			Rules     prizes.Rules    `json:"rules"`
			Certainty norms.Certainty `json:"certainty"`
			prizes.List
		}{rules, norms.CertaintyOf(ev), list})
	}
	cat := env.Cat
	// Without a prize the list would be a fund of 0 and nothing else.
	if len(rules.Prizes) == 0 {
		fmt.Fprintln(env.Stdout, cat.T("prizes.none"))
		return nil
	}
	if p := words.PrizesProvisional(cat, ev); p != "" {
		fmt.Fprintf(env.Stdout, "%s\n\n", p)
	}
	name, points := cat.T("event.col.name"), cat.T("event.col.points")
	if list.Teams {
		// A team event's prizes go to its teams, by their primary score.
		name, points = words.PrizeTeamHeads(cat, ev.TeamOptions)
	}
	rows := [][]string{{cat.T("prizes.col.prize"), cat.T("event.col.seat"), name, points, words.PrizeMoneyHead(cat, list.Currency)}}
	for _, r := range append(words.PrizeRows(cat, rules, list), words.PrizeAccount(cat, list)...) {
		rows = append(rows, r.Cells())
	}
	writeTable(env.Stdout, rows, 0, 2, 4)
	fmt.Fprintln(env.Stdout)
	for _, l := range words.PrizeLegend(cat, rules, list) {
		fmt.Fprintln(env.Stdout, l)
	}
	return nil
}

// writeGroupStandings prints the standings of the ranking group id
// (--standings): its players, or a team event's teams under the team
// standings' columns.
func writeGroupStandings(env *cmdline.Env, ev *tournament.Event, rules prizes.Rules, id string, asJSON bool) error {
	g, ok := rules.Group(id)
	if !ok {
		return cmdline.Error("prizes.err.no-group", "id", id)
	}
	if g.Kind == prizes.GroupClubs {
		return writeClubStandings(env, ev, g, asJSON)
	}
	t := prizes.GroupStandings(ev, team.PrizeTable(ev), g)
	if asJSON {
		return cmdline.WriteJSON(env.Stdout, struct {
			Group prizes.Group `json:"group"`
			standings.Table
		}{g, t})
	}
	fmt.Fprintln(env.Stdout, standingsHeading(env.Cat, g.Name, t.Progress))
	if t.Teams { // the columns of the whole team standings, explained alike
		writeTeamTable(env, ev.TeamOptions, team.TeamStandings(ev).Group(t))
		return nil
	}
	if len(t.Rows) == 0 {
		fmt.Fprintln(env.Stdout, env.Cat.T("print.group.no-player"))
		return nil
	}
	writeStandingsRows(env, ev, t)
	return nil
}

// writeClubStandings prints a club ranking (--standings of a clubs
// group): the clubs in order and the rule that ranked them.
func writeClubStandings(env *cmdline.Env, ev *tournament.Event, g prizes.Group, asJSON bool) error {
	t := team.PrizeTable(ev)
	if t.Teams {
		return cmdline.Error("prizes.err.clubs-team", "id", g.ID)
	}
	if asJSON {
		return cmdline.WriteJSON(env.Stdout, struct {
			Group prizes.Group     `json:"group"`
			Clubs []prizes.ClubRow `json:"clubs"`
		}{g, prizes.ClubStandings(t, g)})
	}
	fmt.Fprintln(env.Stdout, standingsHeading(env.Cat, g.Name, t.Progress))
	heads, rows, legend := words.ClubTable(env.Cat, g, t)
	if len(rows) > 0 {
		writeTable(env.Stdout, append([][]string{heads}, rows...), 1)
		fmt.Fprintln(env.Stdout)
	}
	for _, l := range legend {
		fmt.Fprintln(env.Stdout, l)
	}
	return nil
}

// editPrizeRules applies the command line's groups (replacing one with
// the same id), prizes (replacing the same place of the same group) and
// order to rules.
func editPrizeRules(rules *prizes.Rules, groups, places []string, order string) error {
	for _, text := range groups {
		g, err := prizes.ParseGroup(text)
		if err != nil {
			return err
		}
		rules.Groups = replaceOrAppend(rules.Groups, g, func(o prizes.Group) bool { return o.ID == g.ID })
	}
	for _, text := range places {
		p, err := prizes.ParsePrize(text)
		if err != nil {
			return err
		}
		rules.Prizes = replaceOrAppend(rules.Prizes, p, func(o prizes.Prize) bool { return o.Group == p.Group && o.Place == p.Place })
	}
	if order != "" {
		rules.Order = prizes.Order(order)
	}
	return nil
}

// replaceOrAppend replaces the element same matches, or appends v.
func replaceOrAppend[T any](list []T, v T, same func(T) bool) []T {
	if i := slices.IndexFunc(list, same); i >= 0 {
		list[i] = v
		return list
	}
	return append(list, v)
}
