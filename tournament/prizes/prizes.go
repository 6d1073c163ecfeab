package prizes

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/standings"
)

// Group is a category of players the arbiter ranks apart and
// gives prizes to: a rating band, an age by year of birth, the women,
// the unrated, a club. (tournament.Category is the USSR 1953 classification.)
type Group struct {
	ID   string    `json:"id"`   // short, unique: "u1800", "s65", "w"
	Name string    `json:"name"` // as printed: "Rating under 1800"
	Kind GroupKind `json:"kind"`
	// From and To bound the rating or the year of birth, both included;
	// nil leaves that side open. A bound of 0 is kept as the arbiter gave
	// it (0-1599 is written back so), though a rating band from 0 holds
	// the players one open below does: a band never holds the unrated.
	From *int   `json:"from,omitempty"`
	To   *int   `json:"to,omitempty"`
	Club string `json:"club,omitempty"`
	// Best is how many of each club's players count in a club ranking
	// (GroupClubs), TieByPlace whether clubs equal on points are parted
	// by their best player's place rather than by the sums of the
	// tie-breaks (ClubStandings).
	Best       int  `json:"best,omitempty"`
	TieByPlace bool `json:"tie_by_place,omitempty"`
}

// GroupKind is what a ranking group's players have in common.
type GroupKind string

// Kinds of ranking groups.
const (
	GroupRating  GroupKind = "rating"  // rating From…To
	GroupBorn    GroupKind = "born"    // born in the years From…To
	GroupWomen   GroupKind = "women"   // sex w
	GroupUnrated GroupKind = "unrated" // no rating
	GroupClub    GroupKind = "club"    // of the club Club
	// GroupClubs (clubs.go) ranks clubs, not players.
)

// Member tells whether a player belongs to the group.
func (g Group) Member(p tournament.Player) bool {
	switch g.Kind {
	case GroupRating:
		return g.inBand(p.Rating)
	case GroupBorn:
		return g.inBand(birthYear(p))
	case GroupWomen:
		return p.Sex == tournament.Female
	case GroupUnrated:
		return p.Rating == 0
	case GroupClub:
		return clubKey(p.Club) == clubKey(g.Club)
	}
	return false
}

// birthYear is the player's year of birth, 0 where none is recorded.
func birthYear(p tournament.Player) int {
	year, _ := strconv.Atoi(strings.SplitN(p.BirthDate, "-", 2)[0])
	return year
}

// inBand tells whether v, a rating or a year of birth (0: none), lies
// within the group's bounds.
func (g Group) inBand(v int) bool {
	return v != 0 && (g.From == nil || v >= *g.From) && (g.To == nil || v <= *g.To)
}

// Prize is one prize: for a place of the whole field (Group "") or of a
// ranking group, an amount of money in cents and what else goes with it
// (a cup, a book).
type Prize struct {
	Group  string `json:"group,omitempty"`
	Place  int    `json:"place"`
	Amount int64  `json:"amount,omitempty"` // cents
	Item   string `json:"item,omitempty"`
}

// Order is the order in which a player who could win several
// prizes is given one: the most money, or the overall prizes first and
// then the groups as they are listed.
type Order string

// Prize orders.
const (
	ByValue  Order = "value"
	ByListed Order = "listed"
)

// Rules are the event's ranking groups and prizes.
type Rules struct {
	Groups []Group `json:"groups,omitempty"`
	Prizes []Prize `json:"prizes,omitempty"`
	Order  Order   `json:"order,omitempty"` // "" is ByValue
	// Hort shares prize money between players equal on points by the
	// Hort system (Of tells the variant). Without it players share
	// money only when they share a place (equal after every tie-break),
	// in equal parts.
	Hort bool `json:"hort,omitempty"`
	// Currency names the money of the amounts ("EUR", "€"); "" names
	// none.
	Currency string `json:"currency,omitempty"`
}

// Group is the ranking group with the id, and whether there is one.
func (r Rules) Group(id string) (Group, bool) {
	for _, g := range r.Groups {
		if g.ID == id {
			return g, true
		}
	}
	return Group{}, false
}

// Check refuses groups without an id or name or with one
// twice, kinds it does not know, bands upside down, and prizes of a
// group that does not exist, of no place, of a place twice, of a place
// after one without a prize, or of less than nothing.
func Check(r Rules) error {
	ids := map[string]bool{}
	for _, g := range r.Groups {
		switch {
		case g.ID == "" || strings.TrimSpace(g.Name) == "":
			return engine.NewMessage("prizes.err.group-name", "id", g.ID)
		case ids[g.ID]:
			return engine.NewMessage("prizes.err.group-twice", "id", g.ID)
		case g.From != nil && g.To != nil && *g.From > *g.To:
			return engine.NewMessage("prizes.err.band", "id", g.ID, "from", *g.From, "to", *g.To)
		case g.Kind == GroupClub && strings.TrimSpace(g.Club) == "":
			return engine.NewMessage("prizes.err.club", "id", g.ID)
		}
		switch g.Kind {
		case GroupRating, GroupBorn, GroupWomen, GroupUnrated, GroupClub, GroupClubs:
		default:
			return engine.NewMessage("prizes.err.kind", "id", g.ID, "kind", string(g.Kind))
		}
		if err := checkClubs(g, false); err != nil {
			return err
		}
		if err := input.ValidateText(g.Name); err != nil {
			return err
		}
		ids[g.ID] = true
	}
	places := map[string]bool{}
	for _, p := range r.Prizes {
		key := fmt.Sprint(p.Group, "/", p.Place)
		switch {
		case p.Group != "" && !ids[p.Group]:
			return engine.NewMessage("prizes.err.no-group", "id", p.Group)
		case p.Place < 1:
			return engine.NewMessage("prizes.err.place", "place", p.Place)
		case places[key]:
			return engine.NewMessage("prizes.err.place-twice", "group", p.Group, "place", p.Place)
		case p.Amount < 0:
			return engine.NewMessage("prizes.err.amount", "place", p.Place)
		}
		if err := input.ValidateText(p.Item); err != nil {
			return err
		}
		places[key] = true
	}
	// The k-th player of a list takes its k-th place (Of), so a list's
	// places run from 1 without a gap: a prize for place 3 beside none
	// for place 2 would go to the player placed second.
	for _, p := range r.Prizes {
		for place := p.Place - 1; place >= 1; place-- {
			if !places[fmt.Sprint(p.Group, "/", place)] {
				if p.Group == "" {
					return engine.NewMessage("prizes.err.place-gap", "place", place, "later", p.Place)
				}
				return engine.NewMessage("prizes.err.place-gap.group", "id", p.Group, "place", place, "later", p.Place)
			}
		}
	}
	if err := input.ValidateText(r.Currency); err != nil {
		return err
	}
	switch r.Order {
	case "", ByValue, ByListed:
	default:
		return engine.NewMessage("prizes.err.order", "order", string(r.Order))
	}
	return nil
}

// TeamMember tells whether a team belongs to the group: a rating band
// by the team's rating (Event.TeamRating), the unrated a team without one; a
// year of birth, the women and a club when each of its players does (a
// junior team, a women's team, a club's team).
func (g Group) TeamMember(ev *tournament.Event, t tournament.Team) bool {
	switch g.Kind {
	case GroupRating:
		return g.inBand(ev.TeamRating(t))
	case GroupUnrated:
		return ev.TeamRating(t) == 0
	}
	if len(t.Players) == 0 {
		return false
	}
	for _, id := range t.Players {
		if p, ok := ev.Player(id); !ok || !g.Member(*p) {
			return false
		}
	}
	return true
}

// GroupStandings is the standings of a ranking group's players (its teams,
// TeamMember, where t's rows are teams): t, the table the event's prizes go
// down (team.PrizeTable gives it for either kind of event), with the others left
// out, places counted again, and those who share a place in the event
// sharing theirs in the group; the players left out for want of a year of
// birth (Unplaced) or of a rating (Unrated) are kept to be named, and a
// play-off is named only as it parted players of the group, by their places
// in it.
func GroupStandings(ev *tournament.Event, t standings.Table, g Group) standings.Table {
	member := map[int64]bool{}
	for _, p := range ev.Players {
		member[p.ID] = g.Member(p)
	}
	if t.Teams {
		member = map[int64]bool{}
		for _, team := range ev.Teams {
			member[team.ID] = g.TeamMember(ev, team)
		}
	}
	var rows []standings.Row
	var unplaced, unrated []standings.PlayerColumns
	for _, r := range t.Rows {
		if !member[r.ID] {
			if p, ok := ev.Player(r.ID); ok && !t.Teams {
				switch {
				case g.Kind == GroupBorn && birthYear(*p) == 0:
					unplaced = append(unplaced, r.PlayerColumns)
				case g.Kind == GroupRating && p.Rating == 0:
					unrated = append(unrated, r.PlayerColumns)
				}
			}
			continue
		}
		overall := r.Rank
		r.Rank = len(rows) + 1
		if n := len(rows); n > 0 && overallRank(t, rows[n-1].ID) == overall {
			r.Rank = rows[n-1].Rank
		}
		rows = append(rows, r)
	}
	ranks := make([]int, len(rows))
	for i, r := range rows {
		ranks[i] = r.Rank
	}
	for i, place := range standings.PlaceLabels(ranks) {
		rows[i].Place = place
	}
	t.Rows, t.Unplaced, t.Unrated = rows, unplaced, unrated
	t.Playoffs = groupPlayoffs(t.Playoffs, member)
	standings.PlacePlayoffs(&t)
	return t
}

// groupPlayoffs are the play-offs between two or more of a group's players
// (member), each with those players alone: one of them alone in the group
// had no place in it decided by the play-off.
func groupPlayoffs(playoffs []standings.Playoff, member map[int64]bool) []standings.Playoff {
	var out []standings.Playoff
	for _, p := range playoffs {
		var players []standings.PlayerColumns
		for _, pl := range p.Players {
			if member[pl.ID] {
				players = append(players, pl)
			}
		}
		if len(players) >= 2 {
			p.Players = players
			out = append(out, p)
		}
	}
	return out
}

// overallRank is a player's rank in the event's standings.
func overallRank(t standings.Table, id int64) int {
	for _, r := range t.Rows {
		if r.ID == id {
			return r.Rank
		}
	}
	return 0
}

// Award is a prize given: to whom, for which place of which group, and
// the money after any sharing. A player whom a tie brings past the last
// paid place of a group holds that place with no prize of its own
// (Amount 0, no Item) and his share of the money.
type Award struct {
	Prize
	standings.PlayerColumns
	Points tournament.Points `json:"-"`
	Score  float64           `json:"points"`
	Rank   int               `json:"rank"` // in the group's table
	// Shared is how many players shared the money of their places, and
	// Pool that money in cents; 0 when the prize was not shared.
	Shared int   `json:"shared,omitempty"`
	Pool   int64 `json:"pool,omitempty"`
	// Pooled are the prizes whose money the pool holds where a tie's
	// winners brought prizes of more than one list into it (an overall
	// place and a group's), in the rules' order; nil otherwise.
	Pooled []Prize `json:"pooled,omitempty"`
	Money  int64   `json:"money"` // cents, after sharing
}

// List is the prize list worked out: the awards, the prizes no one
// took, and the account of the fund to the cent: Fund = Paid + Unpaid +
// Remainder.
type List struct {
	Awards  []Award `json:"awards"`
	Ungiven []Prize `json:"ungiven,omitempty"` // places no eligible player reached
	// Elsewhere are the groups ("" the overall list) whose places not
	// given had eligible players, each of whom took another prize: the
	// group was not empty.
	Elsewhere []string `json:"elsewhere,omitempty"`
	Currency  string   `json:"currency,omitempty"`
	// Teams is set when the prizes go to teams (a team event's).
	Teams bool `json:"teams,omitempty"`
	// In cents: the money of every prize; of the awards; of the prizes
	// not given; and the cents of shared money that did not divide
	// among the players sharing it.
	Fund      int64 `json:"fund"`
	Paid      int64 `json:"paid"`
	Unpaid    int64 `json:"unpaid"`
	Remainder int64 `json:"remainder"`
	// Untold are the players left out of the groups by year of birth for
	// want of one: a junior entered by his name alone could have won his
	// age's prize, so each front end names them (words.PrizeLegend).
	Untold Untold `json:"untold,omitzero"`
	// Passed are the withdrawn players (or teams) whom the prizes went
	// past (in the standings' order): each placed as high as a winner of
	// a group he is in, or in a group whose prizes were not all given, so
	// that a prize went to one placed below him; each front end names
	// them (words.PrizeLegend), as the standings beside still place them.
	Passed []standings.PlayerColumns `json:"passed,omitempty"`
}

// Untold are players (in the standings' order) whom the groups (ids,
// as listed) left out because nothing recorded tells whether they
// belong: no year of birth for a group by year of birth.
type Untold struct {
	Groups  []string                  `json:"groups"`
	Players []standings.PlayerColumns `json:"players"`
}

// untold are the players the groups by year of birth of r left out of
// their tables for want of a year of birth (standings.Table.Unplaced):
// the same players in each, named once with every such group.
func untold(r Rules, tables map[string]standings.Table) Untold {
	var u Untold
	for _, g := range r.Groups {
		if left := tables[g.ID].Unplaced; len(left) > 0 {
			u.Groups = append(u.Groups, g.ID)
			u.Players = left
		}
	}
	return u
}

// Of works out the event's prizes, for the window, the command
// line, the paper and the venue pages alike; a team event's go to its
// teams down the team standings (PrizeTable), and its board prizes are
// BoardPrizes'.
//
// Each prize slot, in the rules' order (the most money first, by the
// amounts announced, or the overall prizes and then the groups as
// listed), goes to the best-placed
// player of its group who has none yet and has not withdrawn, so that no
// player has two; a group's places are then counted over its players
// without a prize elsewhere, and its prizes go down that list in place
// order. Prizes of places no one reached stay ungiven. By the most money,
// a player whom the sharing of a tie pays less than another prize of his
// would takes that one, and the others of the tie share its places
// (settle): the highest prize is the money he is paid. By the most money
// too, a tie that reaches an overall prize and a group's shares them all
// in one pool (pool), as US Chess rule 32B3 has it.
//
// Players tied on the deciding score — the points with Hort, the place
// after every tie-break without — pool the money of the places they
// occupy, places past the last paid one counting 0, so that a tie that
// runs past the paid places brings its players into the money:
//
//   - equal division: each gets pool/n;
//   - Hort (the variant that keeps half of each place's money to its
//     place): each gets half of his own place's money (by the order of
//     the tie-breaks) and an equal part of the rest of the pool; with
//     places 2 and 3 paying 30 and 0, the two players get 15 + 7.50 and
//     0 + 7.50.
//
// Shares are rounded down to the cent and what does not divide is the
// Remainder, never given silently to anyone. What is not money (a cup, a
// book) does not divide: it stays with its place, so that the tied
// player best placed by the tie-breaks takes it (and with two such
// prizes in one tie, the next best the second). A player whom ties
// bring past the paid places of two groups shares in the one whose
// prizes come first in the rules' order.
//
// t is the table the prizes go down: the event's standings, or in a team
// event the teams' (team.PrizeTable gives it for either kind).
//
// Of refuses rules that CheckFor refuses: a file's prize list saved before
// a rule was checked (a prize for place 3 beside none for place 2) would
// be paid down the players by position, the player placed second paid as
// third, and a wrong payout is worse than none.
func Of(ev *tournament.Event, t standings.Table, r Rules) (List, error) {
	if err := CheckFor(r, t.Teams); err != nil {
		return List{}, err
	}
	d := dealer{tables: map[string]standings.Table{"": t}, groupIndex: map[string]int{"": -1}, clubs: map[string]bool{}, hort: r.Hort}
	for i, g := range r.Groups {
		d.tables[g.ID] = GroupStandings(ev, t, g)
		if g.Kind == GroupClubs {
			d.clubs[g.ID] = true
			d.tables[g.ID] = standings.Table{Rows: clubTable(t, g)}
		}
		d.groupIndex[g.ID] = i
	}
	d.slots = slices.Clone(r.Prizes)
	slices.SortStableFunc(d.slots, func(a, b Prize) int {
		if r.Order != ByListed {
			if c := cmp.Compare(b.Amount, a.Amount); c != 0 {
				return c
			}
		}
		return d.byPlace(a, b)
	})
	d.most = map[string]int64{}
	for _, p := range d.slots {
		if !slices.Contains(d.groups, p.Group) {
			d.groups = append(d.groups, p.Group)
		}
		d.most[p.Group] = max(d.most[p.Group], p.Amount)
	}
	d.same = func(a, b standings.Row) bool { return a.Rank == b.Rank }
	if r.Hort {
		// A play-off's places are its own: its players share none.
		d.same = func(a, b standings.Row) bool { return a.Points == b.Points && !a.Playoff && !b.Playoff }
	}
	if r.Order != ByListed {
		d.tie = map[int64]int{}
		for i, row := range t.Rows {
			d.tie[row.ID] = i
			if i > 0 && d.same(row, t.Rows[i-1]) {
				d.tie[row.ID] = d.tie[t.Rows[i-1].ID]
			}
		}
	}
	var list List
	if r.Order == ByListed {
		list, _ = d.deal(nil)
	} else {
		list = d.settle(t.Rows)
	}
	list.Currency, list.Teams, list.Untold = r.Currency, t.Teams, untold(r, d.tables)
	list.Passed = passed(t, d.tables, d.groups, list)
	for _, p := range r.Prizes {
		list.Fund += p.Amount
	}
	slices.SortStableFunc(list.Awards, func(a, b Award) int { return d.byPlace(a.Prize, b.Prize) })
	slices.SortStableFunc(list.Ungiven, d.byPlace)
	return list, nil
}

// dealer gives out an event's prizes: the tables of its groups ("" the
// event's), the prize slots in the order they are given, the groups with
// prizes in that order, and when two players share money.
type dealer struct {
	tables     map[string]standings.Table
	groupIndex map[string]int  // "" -1, then the groups as listed
	clubs      map[string]bool // the club rankings' ids, whose rows are clubs
	slots      []Prize
	groups     []string
	most       map[string]int64 // each group's largest amount, the most a share of it pays
	same       func(a, b standings.Row) bool
	hort       bool
	// tie is the first row of the event's table tied with each row (same),
	// by the most money only: listed, the overall prizes go first and a
	// group's to its players without one, so no tie pools the two (pool).
	tie map[int64]int
}

// byPlace orders prizes as the rules list them: the overall ones, then
// each group's as listed, each by place.
func (d dealer) byPlace(a, b Prize) int {
	return cmp.Or(cmp.Compare(d.groupIndex[a.Group], d.groupIndex[b.Group]), cmp.Compare(a.Place, b.Place))
}

// deal gives each slot in turn to the best-placed player of its group who
// has none yet, has not withdrawn and is not held to another group, then
// each group's prizes down its players without a prize elsewhere
// (shareOut). It returns the list's awards, the prizes not given and the
// account of them, and the group each player's prize (or hold) is of.
func (d dealer) deal(held map[int64]string) (list List, won map[int64]string) {
	// The k-th slot of a group given goes to its k-th player without a
	// prize elsewhere, whatever the order of the slots, so only who wins
	// where counts here.
	won = maps.Clone(held)
	if won == nil {
		won = map[int64]string{}
	}
	taken := map[int64]bool{}
	for _, p := range d.slots {
		if d.clubs[p.Group] {
			continue // a club's prize leaves its players theirs
		}
		for _, row := range d.tables[p.Group].Rows {
			if w, ok := won[row.ID]; !row.Withdrawn && !taken[row.ID] && (!ok || w == p.Group) {
				won[row.ID], taken[row.ID] = p.Group, true
				break
			}
		}
	}
	for _, g := range d.groups {
		var field []standings.Row
		for _, row := range d.tables[g].Rows {
			if w, ok := won[row.ID]; d.clubs[g] || !row.Withdrawn && (!ok || w == g) {
				field = append(field, row)
			}
		}
		var slots []Prize
		for _, p := range d.slots {
			if p.Group == g {
				slots = append(slots, p)
			}
		}
		slices.SortFunc(slots, d.byPlace)
		awards := shareOut(field, slots, d.same, d.hort)
		for _, a := range awards {
			if !d.clubs[g] {
				won[a.ID] = g
			}
		}
		list.Awards = append(list.Awards, awards...)
		for _, p := range slots[min(len(slots), len(awards)):] {
			list.Ungiven = append(list.Ungiven, p)
			list.Unpaid += p.Amount
		}
		if len(awards) < len(slots) && slices.ContainsFunc(d.tables[g].Rows, func(row standings.Row) bool {
			w, ok := won[row.ID]
			return !row.Withdrawn && ok && w != g
		}) {
			list.Elsewhere = append(list.Elsewhere, g)
		}
	}
	d.pool(list.Awards, held)
	// Each award's place pays its Amount into the money shared, so what
	// the shares leave over is the cents that did not divide.
	for _, a := range list.Awards {
		list.Paid += a.Money
		list.Remainder += a.Amount - a.Money
	}
	return list, won
}

// pool divides again, by the most money, the money of a tie that reaches
// an overall prize and a group's (US Chess rule 32B3): what its players
// take of the overall list and of each group (one prize each, and the
// places past the paid ones at 0) is summed and shared among all of them,
// in equal parts or by Hort as shareOut shares one list's, each keeping
// half of his own place's money by Hort. A tie reaching the prizes of
// groups alone shares each group's apart. A player held to a group
// (settle) shares there only: one who gains by taking or sharing alone a
// prize that the rest of his tie cannot win leaves the pool so.
func (d dealer) pool(awards []Award, held map[int64]string) {
	if d.tie == nil {
		return
	}
	// A tie's players in one list share its places there (shareOut): they
	// join the pool together, or none of them where one is held.
	type share struct {
		tie   int
		group string
	}
	shares := map[share][]int{}
	apart := map[share]bool{}
	for i, a := range awards {
		if d.clubs[a.Group] || a.Amount == 0 && a.Shared < 2 {
			continue // not money, or a club's
		}
		s := share{d.tie[a.ID], a.Group}
		shares[s] = append(shares[s], i)
		if _, ok := held[a.ID]; ok {
			apart[s] = true
		}
	}
	ties := map[int][]int{} // the awards of each tie, by its first row
	for s, at := range shares {
		if !apart[s] {
			ties[s.tie] = append(ties[s.tie], at...)
		}
	}
	for _, at := range ties {
		overall := func(i int) bool { return awards[i].Group == "" }
		if !slices.ContainsFunc(at, overall) || !slices.ContainsFunc(at, func(i int) bool { return !overall(i) }) {
			continue
		}
		var pool, kept int64
		var pooled []Prize
		for _, i := range at {
			a := awards[i]
			pool += a.Amount
			if d.hort {
				kept += a.Amount / 2
			}
			if a.Amount > 0 {
				pooled = append(pooled, a.Prize)
			}
		}
		slices.SortFunc(pooled, d.byPlace)
		each := (pool - kept) / int64(len(at))
		for _, i := range at {
			a := &awards[i]
			a.Shared, a.Pool, a.Pooled, a.Money = len(at), pool, pooled, each
			if d.hort {
				a.Money += a.Amount / 2
			}
		}
	}
}

// settle deals the prizes by the amounts announced, then gives each
// player whom the sharing of a tie pays less than another prize of his
// would (of two paying the same, the one listed first) the prize that pays
// him most, the best-placed first, and deals again until no one gains: the
// highest prize of an open's rules is the money a player is paid, and the
// others of his tie share its places among themselves. Out of a pool of
// an overall prize and a group's (pool), those of the pool who could win
// the group's prize too go with him, as 32B3 lets one leave a pool only
// for a prize the rest of it cannot win. Each move pays the
// player moved more, or as much by a prize listed earlier, and their number
// is bounded besides.
func (d dealer) settle(rows []standings.Row) List {
	held := map[int64]string{}
	list, won := d.deal(held)
	for range len(rows)*len(d.groups) + 1 {
		moved := false
		for _, row := range rows {
			if _, ok := won[row.ID]; !ok || row.Withdrawn {
				continue
			}
			// Where he is held, let go; else held to each other group
			// of his.
			var tries []map[int64]string
			if _, ok := held[row.ID]; ok {
				try := maps.Clone(held)
				delete(try, row.ID)
				tries = append(tries, try)
			}
			now, has := awardOf(list, row.ID)
			for _, g := range d.groups {
				if has && (g == now.Group && now.Pooled == nil || !d.pays(Award{Prize: Prize{Group: g}, Money: d.most[g]}, now)) ||
					!d.in(g, row.ID) {
					continue
				}
				try := maps.Clone(held)
				try[row.ID] = g
				for _, a := range list.Awards {
					if now.Pooled != nil && a.Pooled != nil && d.tie[a.ID] == d.tie[row.ID] && d.in(g, a.ID) {
						try[a.ID] = g
					}
				}
				tries = append(tries, try)
			}
			for _, try := range tries {
				next, nextWon := d.deal(try)
				if then, got := awardOf(next, row.ID); got && (!has || d.pays(then, now)) {
					held, list, won, now, has, moved = try, next, nextWon, then, true, true
				}
			}
			if moved {
				break
			}
		}
		if !moved {
			break
		}
	}
	return list
}

// in tells whether the player (or team) id is in group g's table.
func (d dealer) in(g string, id int64) bool {
	return slices.ContainsFunc(d.tables[g].Rows, func(r standings.Row) bool { return r.ID == id })
}

// pays tells whether award a pays its player more than b, or as much by a
// prize listed earlier.
func (d dealer) pays(a, b Award) bool {
	return a.Money > b.Money || a.Money == b.Money && d.groupIndex[a.Group] < d.groupIndex[b.Group]
}

// awardOf is the award of the player (or team) id in list, and whether
// he has one.
func awardOf(list List, id int64) (Award, bool) {
	i := slices.IndexFunc(list.Awards, func(a Award) bool { return a.ID == id })
	if i < 0 {
		return Award{}, false
	}
	return list.Awards[i], true
}

// passed are the withdrawn rows of t whom list's prizes went past: in
// the table of a group with prizes, placed at or above its lowest
// winner, or anywhere in it where a prize of it was not given.
func passed(t standings.Table, tables map[string]standings.Table, groups []string, list List) []standings.PlayerColumns {
	past := map[int64]bool{}
	for _, g := range groups {
		lowest, ungiven := 0, slices.ContainsFunc(list.Ungiven, func(p Prize) bool { return p.Group == g })
		for _, a := range list.Awards {
			if a.Group == g {
				lowest = max(lowest, a.Rank)
			}
		}
		for _, row := range tables[g].Rows {
			if row.Withdrawn && (ungiven || row.Rank <= lowest) {
				past[row.ID] = true
			}
		}
	}
	var out []standings.PlayerColumns
	for _, row := range t.Rows {
		if past[row.ID] {
			out = append(out, row.PlayerColumns)
		}
	}
	return out
}

// shareOut gives a group's prizes (slots, in place order) down its field
// (its players without a prize elsewhere, in the order of its table):
// the k-th player takes the k-th place, and players the same (tied on
// the deciding score) pool their places' money, places past the slots
// counting 0, in equal parts or by the Hort system (see Of). It
// returns the awards in the field's order, each with its place's Amount:
// what the shares of a pool leave of their places' money is the cents
// that did not divide.
func shareOut(field []standings.Row, slots []Prize, same func(a, b standings.Row) bool, hort bool) (awards []Award) {
	paid := min(len(slots), len(field))
	place := func(k int) Prize {
		if k < len(slots) {
			return slots[k]
		}
		last := slots[len(slots)-1]
		return Prize{Group: last.Group, Place: last.Place + k - len(slots) + 1}
	}
	for i := 0; i < paid; {
		j := i + 1
		for j < len(field) && same(field[j], field[i]) {
			j++
		}
		var pool, kept int64
		for k := i; k < j; k++ {
			pool += place(k).Amount
			if hort {
				kept += place(k).Amount / 2
			}
		}
		n := int64(j - i)
		if pool == 0 {
			// Nothing to share: only the paid places' players are
			// awarded, with what is not money.
			j, n = min(j, paid), 1
		}
		each := (pool - kept) / n
		for k := i; k < j; k++ {
			row, p := field[k], place(k)
			a := Award{Prize: p, PlayerColumns: row.PlayerColumns, Points: row.Points, Score: row.Score, Rank: row.Rank, Money: p.Amount}
			if n > 1 {
				a.Shared, a.Pool, a.Money = int(n), pool, each
				if hort {
					a.Money += p.Amount / 2
				}
			}
			awards = append(awards, a)
		}
		i = j
	}
	return awards
}
