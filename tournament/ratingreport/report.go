package ratingreport

import (
	"maps"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/tournament"
	"arbiter/tournament/norms"
	"arbiter/tournament/rating"
	"arbiter/tournament/schedule"
	"arbiter/tournament/seats"
)

// Row is one player's line of the FIDE rating report.
type Row struct {
	ID     int64  `json:"id"`
	Number int    `json:"number"`
	Name   string `json:"name"`
	Rating int    `json:"rating"`
	// KRule and KReason are the coefficient of 8.3.3 (or the arbiter's)
	// before the 700 rule and why it applies; none for an unrated player.
	// The K used, after the 700 rule, is Change.K: in JSON "k" is the K
	// used and "k_before_cap" this one.
	KRule   int            `json:"k_before_cap,omitempty"`
	KReason rating.KReason `json:"k_reason,omitempty"`
	rating.Change
	// ARO and TPR are the average rating of the opponents and the
	// performance rating over the games played against rated opponents.
	ARO int `json:"aro"`
	TPR int `json:"tpr"`
	// Initial is the rating an unrated player achieves (8.2); nil for a
	// rated player and for an unrated one the regulations give none.
	Initial *rating.Initial `json:"initial,omitempty"`
	// NormGames are the games that count for a title norm (B.01 1.4.2)
	// and Norms the verdict on each norm the player may still earn; both
	// empty for a player without enough games (1.4.1).
	NormGames []norms.NormGame    `json:"norm_games,omitempty"`
	Norms     []rating.NormResult `json:"norms,omitempty"`
	// NormUnplayed are the rounds he won without play, listed beside the
	// games (B.01 1.4.1c); empty as NormGames is.
	NormUnplayed []int `json:"norm_unplayed_rounds,omitempty"`
	// NormTooFewGames: the event over, he may earn a norm but has fewer
	// games than one needs, which the reports say (norms.NormVerdict).
	NormTooFewGames bool `json:"norm_too_few_games,omitempty"`
}

// NormRound is one round of a norm candidate: a game counted (Game, its
// index in NormGames, which a verdict's Dropped and Raised name), or a
// round he won without play (Game nil).
type NormRound struct {
	Round int
	Game  *norms.NormGame
	Index int
}

// NormRounds are the games counted and the rounds won without play, in
// round order, as a certificate and the window list them.
func (r Row) NormRounds() []NormRound {
	var out []NormRound
	for _, u := range r.NormUnplayed {
		out = append(out, NormRound{Round: u, Index: -1})
	}
	for i := range r.NormGames {
		out = append(out, NormRound{Round: r.NormGames[i].Round, Game: &r.NormGames[i], Index: i})
	}
	slices.SortStableFunc(out, func(a, b NormRound) int { return a.Round - b.Round })
	return out
}

// NationalRow is one player's line on a national list.
type NationalRow struct {
	ID         int64  `json:"id"`
	Number     int    `json:"number"`
	Name       string `json:"name"`
	Federation string `json:"federation,omitempty"`
	Rating     int    `json:"rating"` // 0: not on the list
	rating.Change
	New int `json:"new,omitempty"`
	// Floored: the list's floor, not the change, gave New (a change of
	// −4 from 1001 is 1000 at a floor of 1000), which every report says
	// beside the new rating.
	Floored bool `json:"floored,omitempty"`
	// OffList are his games over the board against opponents with no
	// rating on the list, which it does not count (rows of a player on no
	// list leave it 0).
	OffList int `json:"games_off_list,omitempty"`
}

// NationalReport is one national list's report: the list and its
// players' lines.
type NationalReport struct {
	List    rating.NationalList `json:"list"`
	Players []NationalRow       `json:"players"`
}

// NationalReports rates each national list the event rates
// (RatingOptions.NationalOn) with its K and floor (rating.ComputeList):
// a list's players are those of its federation and those given a rating on
// it (every player, for a list of no federation); games played over the
// board between two players rated on the list count, and each player's
// games against opponents off it are told (NationalRow.OffList). Unlisted
// are the players no list rates, each a row of his own with no rating, so
// that every door says them; none when no list is rated.
func NationalReports(ev *tournament.Event, opts tournament.RatingOptions) (reports []NationalReport, unlisted []NationalRow) {
	lists := opts.NationalOn()
	if len(lists) == 0 {
		return nil, nil
	}
	numbers := ev.StartNumbers()
	order := listOrder(ev)
	inOrder := func(rows []NationalRow) {
		sort.SliceStable(rows, func(i, j int) bool { return order[rows[i].ID] < order[rows[j].ID] })
	}
	listed := map[int64]bool{}
	for _, n := range lists {
		games := ratedGames(ev, n.Ratings)
		rep := NationalReport{List: n}
		for _, p := range ev.Players {
			r, rated := n.Ratings[p.ID]
			if !rated && strings.TrimSpace(n.Federation) != "" && !n.OfFederation(p.Federation) {
				continue
			}
			listed[p.ID] = true
			row := NationalRow{ID: p.ID, Number: numbers[p.ID], Name: p.Name, Federation: p.Federation, Rating: r}
			if row.Rating > 0 {
				row.Change, row.New = rating.ComputeList(row.Rating, n.K, n.Floor, games[p.ID])
				_, free := rating.ComputeList(row.Rating, n.K, 0, games[p.ID])
				row.Floored = row.New > free
				for _, g := range games[p.ID] {
					if !g.Forfeit && g.Opponent == 0 {
						row.OffList++
					}
				}
			}
			rep.Players = append(rep.Players, row)
		}
		inOrder(rep.Players)
		reports = append(reports, rep)
	}
	for _, p := range ev.Players {
		if !listed[p.ID] {
			unlisted = append(unlisted, NationalRow{ID: p.ID, Number: numbers[p.ID], Name: p.Name, Federation: p.Federation})
		}
	}
	inOrder(unlisted)
	return reports, unlisted
}

// ratedGames lists each player's finished games with the opponent's
// rating on a list (0 when not on it) and whether it was a forfeit; a
// bye and a team's board left empty are no game.
func ratedGames(ev *tournament.Event, ratingOf map[int64]int) map[int64][]rating.Game {
	games := map[int64][]rating.Game{}
	for _, rd := range ev.Rounds {
		for _, g := range rd.Pairings {
			if !g.Seated() || !g.Result.Finished() || g.Unrated {
				continue
			}
			w, b := g.Result.Scores()
			forfeit := !g.Result.Played()
			games[g.White] = append(games[g.White], rating.Game{Opponent: ratingOf[g.Black], HalfPoints: int(w), Forfeit: forfeit})
			games[g.Black] = append(games[g.Black], rating.Game{Opponent: ratingOf[g.White], HalfPoints: int(b), Forfeit: forfeit})
		}
	}
	return games
}

// ratings is each player's rating as the event records it.
func ratings(ev *tournament.Event) map[int64]int {
	rated := make(map[int64]int, len(ev.Players))
	for _, p := range ev.Players {
		rated[p.ID] = p.Rating
	}
	return rated
}

// ratedOpponents are the ratings of the opponents of the games rated
// against a rated opponent and the half-points scored in them: what the
// performance rating is made of.
func ratedOpponents(games []rating.Game) (opps []int, half int) {
	for _, g := range games {
		if g.Rated() {
			opps = append(opps, g.Opponent)
			half += g.HalfPoints
		}
	}
	return opps, half
}

// titleVouches is whether a GM or IM title shows that the rating the
// event rates has reached 2400: the titles ask for 2400 on the standard
// list, and a rapid or blitz event (the game type in force) rates its
// players on that game's list, where they may never have reached it. An
// event whose type does not read is taken as standard play, as the norms
// take it.
func titleVouches(ev *tournament.Event) bool {
	g, err := ev.Settings.GameTypeInForce()
	return err != nil || g.Type == rules.Standard
}

// Of computes each player's rating change and performance from
// the games as recorded (FIDE rates every game played, whatever the
// withdrawal policy does to the standings). A game counts when it was
// played over the board against a rated opponent: forfeits, byes,
// unfinished games and games that ended before a move (Pairing.Unrated)
// do not. K comes from rating.K with what the event
// knows: the rating, GM or IM title (both need a standard rating of 2400
// or more, so they count in standard play only, titleVouches) and the
// birth year against the year of KAgeDate (a junior keeps K 40 to
// the end of the year of the 18th birthday, so a birth year alone
// suffices); the number of rated games before the event is not recorded, so the
// arbiter sets K for a player new to the list in opts (by player id, with
// the reason), which overrides the rule. An unrated player gets the
// initial rating of 8.2 from this event's games alone. The title norms of
// each player with enough games come from NormCandidates.
func Of(ev *tournament.Event, opts tournament.RatingOptions) []Row {
	games := ratedGames(ev, ratings(ev))
	numbers := ev.StartNumbers()
	verdicts := norms.NormVerdicts(ev, opts)
	ageDate, _ := KAgeDate(ev)
	vouches := titleVouches(ev)
	rows := make([]Row, 0, len(ev.Players))
	for _, p := range ev.Players {
		row := Row{ID: p.ID, Number: numbers[p.ID], Name: p.Name, Rating: p.Rating}
		opps, half := ratedOpponents(games[p.ID])
		row.ARO, row.TPR = rating.Performance(opps, half)
		if p.Rating > 0 {
			row.KRule, row.KReason = rating.K(rating.KInput{
				Rating: p.Rating, GamesBefore: -1,
				Junior:      junior(p.BirthDate, ageDate),
				Reached2400: vouches && (p.Title == "GM" || p.Title == "IM"),
			})
			if k, ok := opts.K[p.ID]; ok {
				row.KRule, row.KReason = k.K, k.Reason
			}
			row.Change = rating.Compute(p.Rating, row.KRule, games[p.ID])
		} else {
			row.Games, row.Points = len(opps), rating.HalfPoints(half)
			if in, ok := rating.InitialRating(opps, half); ok {
				row.Initial = &in
			}
		}
		v := verdicts[p.ID]
		row.NormGames, row.NormUnplayed, row.Norms, row.NormTooFewGames = v.Games, v.Unplayed, v.Results, v.TooFewGames
		rows = append(rows, row)
	}
	order := listOrder(ev)
	sort.SliceStable(rows, func(i, j int) bool { return order[rows[i].ID] < order[rows[j].ID] })
	return rows
}

// today is the date a rating report falls back on when the event has no
// dates; tests set it.
var today = func() time.Time { return time.Now() }

// Certainty is how settled the report's FIDE figures are, its changes and
// title norms (norms.CertaintyOf): none where the event gives no FIDE
// figure (norms.Scope: not FIDE-rated), so that nothing is called
// provisional that cannot be given. Every door's report tells it from
// here: the text's, the window's and the paper's warning
// (words.RatingsProvisional) and "ratings --json".
func Certainty(ev *tournament.Event) norms.Certainty {
	if norms.ScopeOf(ev).Changes != nil {
		return ""
	}
	return norms.CertaintyOf(ev)
}

// KAgeDate is the date on which the report (Of) judges a player's age for K
// (8.3.3): the event's start date, else its end date, else the first
// round's date (schedule.Round), else today's date; given is false when the event has none
// of these, so that every report says which date it assumed rather than
// guess silently.
func KAgeDate(ev *tournament.Event) (date string, given bool) {
	// The first round's date as every sheet and page names it: the
	// schedule's, else the one the round carries.
	dates := []string{ev.Settings.StartDate, ev.Settings.EndDate, schedule.Round(ev, 1).Date}
	for _, d := range dates {
		if _, err := time.Parse(time.DateOnly, d); err == nil {
			return d, true
		}
	}
	return today().Format("2006-01-02"), false
}

// junior reports whether a player born on birth ("YYYY", "YYYY-MM-DD" or
// "YYYY/MM/DD") keeps a junior's K on the date on (ISO): until the end of
// the year of the 18th birthday (8.3.3), so the year alone decides and a
// birth year alone counts the same as a full date. False when either is
// unknown.
func junior(birth, on string) bool {
	if len(birth) < 4 {
		return false
	}
	year, err1 := strconv.Atoi(birth[:4])
	d, err2 := time.Parse(time.DateOnly, on)
	if err1 != nil || err2 != nil || (len(birth) > 4 && birth[4] != '-' && birth[4] != '/') {
		return false
	}
	return d.Year() <= year+18
}

// ParseNational applies to lists the command line's national list
// settings. Each of specs is "NAME:K:FLOOR" or "NAME:K:FLOOR:FEDERATION"
// ("off" switches every list off, its ratings kept): it sets the list of
// that name, else adds one; the one list of no federation that a file of
// one list holds is renamed by it instead, as the one list was. Each
// rating is "NUMBER=RATING" by start number, a team event's player TEAM:NO
// (PlayerRefs; 0 takes the player off the list), on the only list, else
// on his federation's; "NUMBER=RATING@NAME" names the list. The result is
// checked by tournament.RatingOptions.Check.
func ParseNational(ev *tournament.Event, lists []rating.NationalList, specs []string, ratings []string) ([]rating.NationalList, error) {
	out := make([]rating.NationalList, len(lists))
	for i, n := range lists {
		out[i] = n
		out[i].Ratings = maps.Clone(n.Ratings)
	}
	for _, spec := range specs {
		if spec == "off" {
			for i := range out {
				out[i].K = 0
			}
			continue
		}
		parts := strings.Split(spec, ":")
		bad := engine.NewMessage("ratings.err.national", "value", spec)
		if len(parts) != 3 && len(parts) != 4 {
			return lists, bad
		}
		k, err1 := strconv.Atoi(parts[1])
		floor, err2 := strconv.Atoi(parts[2])
		if err1 != nil || err2 != nil {
			return lists, bad
		}
		name := strings.TrimSpace(parts[0])
		i := slices.IndexFunc(out, func(n rating.NationalList) bool { return strings.EqualFold(n.Name, name) })
		if i < 0 && len(parts) == 3 && len(out) == 1 && out[0].Federation == "" {
			i = 0
		}
		if i < 0 {
			out, i = append(out, rating.NationalList{}), len(out)
		}
		out[i].Name, out[i].K, out[i].Floor = name, k, floor
		if len(parts) == 4 {
			out[i].Federation = strings.ToUpper(strings.TrimSpace(parts[3]))
		}
	}
	byRef := playerByRef(ev)
	for _, spec := range ratings {
		ref, r, ok := strings.Cut(spec, "=")
		r, listName, named := strings.Cut(r, "@")
		rv, err := strconv.Atoi(strings.TrimSpace(r))
		id, known := byRef(ref)
		if !ok || err != nil || !known {
			return lists, engine.NewMessage(teamKey(ev, "ratings.err.national-spec"), "value", spec)
		}
		i := nationalOf(ev, out, id, strings.TrimSpace(listName), named)
		if i < 0 {
			var names []string
			for _, n := range out {
				names = append(names, n.Name)
			}
			return lists, engine.NewMessage("ratings.err.national-which", "value", spec, "lists", strings.Join(names, ", "))
		}
		if out[i].Ratings == nil {
			out[i].Ratings = map[int64]int{}
		}
		if rv == 0 {
			delete(out[i].Ratings, id)
		} else {
			out[i].Ratings[id] = rv
		}
	}
	return out, tournament.RatingOptions{NationalLists: out}.Check()
}

// nationalOf is the index in lists of the list a player's national rating
// is given for: the one named (named), else the only list, else his
// federation's; -1 for none.
func nationalOf(ev *tournament.Event, lists []rating.NationalList, id int64, name string, named bool) int {
	if named {
		return slices.IndexFunc(lists, func(n rating.NationalList) bool { return strings.EqualFold(n.Name, name) })
	}
	if len(lists) == 1 {
		return 0
	}
	p, ok := ev.Player(id)
	if !ok || strings.TrimSpace(p.Federation) == "" {
		return -1
	}
	return slices.IndexFunc(lists, func(n rating.NationalList) bool { return n.OfFederation(p.Federation) })
}

// ParseKSet reads the arbiter's K factors, "NUMBER=K" or
// "NUMBER=K:REASON" by start number (a team event's player TEAM:NO,
// PlayerRefs), into a map by player id; the reason
// is one of rating's (new, junior, standard, elite), "set" when none is
// given. K is from 1 to 40: the regulations' 10, 20, 40 or a smaller whole
// number the 700 rule gives.
func ParseKSet(ev *tournament.Event, specs []string) (map[int64]rating.PlayerK, error) {
	byRef := playerByRef(ev)
	out := map[int64]rating.PlayerK{}
	for _, s := range specs {
		ref, k, ok := strings.Cut(s, "=")
		k, reason, hasReason := strings.Cut(k, ":")
		kv, err := strconv.Atoi(strings.TrimSpace(k))
		id, known := byRef(ref)
		pk := rating.PlayerK{K: kv, Reason: rating.KSet}
		if hasReason {
			pk.Reason = rating.KReason(strings.TrimSpace(reason))
		}
		if !ok || err != nil || !known || (tournament.RatingOptions{K: map[int64]rating.PlayerK{id: pk}}).Check() != nil {
			return nil, engine.NewMessage(teamKey(ev, "ratings.err.kset"), "value", s)
		}
		out[id] = pk
	}
	return out, nil
}

// PlayerRefs name the players as the command line's rating settings name
// them: by start number ("12"), or, where the event groups its players in
// teams (a team event's ev.Teams, none in an individual event), as
// TEAM:NO, the team's number (seats.TeamNumbers, as the pairings, the
// standings and team list number it) and the player's place in its board
// order (the number a line-up names him by): "3:2". There a player with
// no team has none.
func PlayerRefs(ev *tournament.Event) map[int64]string {
	out := make(map[int64]string, len(ev.Players))
	if len(ev.Teams) == 0 {
		for id, n := range ev.StartNumbers() {
			if n > 0 {
				out[id] = strconv.Itoa(n)
			}
		}
		return out
	}
	number := seats.TeamNumbers(ev)
	for _, t := range ev.Teams {
		for k, id := range t.Players {
			out[id] = strconv.Itoa(number[t.ID]) + ":" + strconv.Itoa(k+1)
		}
	}
	return out
}

// listOrder is where each player is listed: by start number, a team
// event's player by his team's number and his place in its board order,
// as PlayerRefs names him.
func listOrder(ev *tournament.Event) map[int64]int {
	if len(ev.Teams) == 0 {
		return ev.StartNumbers()
	}
	out := make(map[int64]int, len(ev.Players))
	for _, t := range seats.TeamsInOrder(ev) {
		for _, id := range t.Players {
			out[id] = len(out) + 1
		}
	}
	return out
}

// playerByRef reads a player named as PlayerRefs names him; a team event's
// team may be named by its name or short name too ("Tartu Male:2"), which
// an individual event, without teams, never finds.
func playerByRef(ev *tournament.Event) func(ref string) (int64, bool) {
	byRef := map[string]int64{}
	for id, ref := range PlayerRefs(ev) {
		byRef[ref] = id
	}
	return func(ref string) (int64, bool) {
		ref = strings.TrimSpace(ref)
		if id, ok := byRef[ref]; ok {
			return id, ok
		}
		i := strings.LastIndex(ref, ":") // a team's name may hold a colon
		if i < 0 {
			return 0, false
		}
		t, found := ev.TeamByName(strings.TrimSpace(ref[:i]))
		n, err := strconv.Atoi(strings.TrimSpace(ref[i+1:]))
		if !found || err != nil || n < 1 || n > len(t.Players) {
			return 0, false
		}
		return t.Players[n-1], true
	}
}

// teamKey is a message's key for the event: where PlayerRefs names the
// players by team, under the key with ".team" added.
func teamKey(ev *tournament.Event, key string) string {
	if len(ev.Teams) > 0 {
		return key + ".team"
	}
	return key
}
