package tournament

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// RankingGroup is a category of players the arbiter ranks apart and
// gives prizes to: a rating band, an age by year of birth, the women,
// the unrated, a club. (Category is the USSR 1953 classification.)
type RankingGroup struct {
	ID   string    `json:"id"`   // short, unique: "u1800", "s65", "w"
	Name string    `json:"name"` // as printed: "Rating under 1800"
	Kind GroupKind `json:"kind"`
	// From and To bound the rating or the year of birth, both included;
	// 0 leaves that side open.
	From int    `json:"from,omitempty"`
	To   int    `json:"to,omitempty"`
	Club string `json:"club,omitempty"`
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
)

// Member tells whether a player belongs to the group.
func (g RankingGroup) Member(p Player) bool {
	in := func(v int) bool { return v != 0 && (g.From == 0 || v >= g.From) && (g.To == 0 || v <= g.To) }
	switch g.Kind {
	case GroupRating:
		return in(p.Rating)
	case GroupBorn:
		year, _ := strconv.Atoi(strings.SplitN(p.BirthDate, "-", 2)[0])
		return in(year)
	case GroupWomen:
		return p.Sex == Female
	case GroupUnrated:
		return p.Rating == 0
	case GroupClub:
		return strings.EqualFold(strings.TrimSpace(p.Club), strings.TrimSpace(g.Club))
	}
	return false
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

// PrizeOrder is the order in which a player who could win several
// prizes is given one: the most money, or the overall prizes first and
// then the groups as they are listed.
type PrizeOrder string

// Prize orders.
const (
	PrizeByValue  PrizeOrder = "value"
	PrizeByListed PrizeOrder = "listed"
)

// PrizeRules are the event's ranking groups and prizes.
type PrizeRules struct {
	Groups []RankingGroup `json:"groups,omitempty"`
	Prizes []Prize        `json:"prizes,omitempty"`
	Order  PrizeOrder     `json:"order,omitempty"` // "" is PrizeByValue
	// Hort shares prize money between players equal on points by the
	// Hort system: half by their places after the tie-breaks, half in
	// equal parts. Without it players share money only when they share a
	// place (equal after every tie-break), in equal parts.
	Hort bool `json:"hort,omitempty"`
}

// Group is the ranking group with the id, and whether there is one.
func (r PrizeRules) Group(id string) (RankingGroup, bool) {
	for _, g := range r.Groups {
		if g.ID == id {
			return g, true
		}
	}
	return RankingGroup{}, false
}

// CheckPrizeRules refuses groups without an id or name or with one
// twice, kinds it does not know, bands upside down, and prizes of a
// group that does not exist, of no place, of a place twice, or of less
// than nothing.
func CheckPrizeRules(r PrizeRules) error {
	ids := map[string]bool{}
	for _, g := range r.Groups {
		switch {
		case g.ID == "" || strings.TrimSpace(g.Name) == "":
			return errorf("prizes.err.group-name", []any{"id", g.ID})
		case ids[g.ID]:
			return errorf("prizes.err.group-twice", []any{"id", g.ID})
		case g.From != 0 && g.To != 0 && g.From > g.To:
			return errorf("prizes.err.band", []any{"id", g.ID, "from", g.From, "to", g.To})
		case g.Kind == GroupClub && strings.TrimSpace(g.Club) == "":
			return errorf("prizes.err.club", []any{"id", g.ID})
		}
		switch g.Kind {
		case GroupRating, GroupBorn, GroupWomen, GroupUnrated, GroupClub:
		default:
			return errorf("prizes.err.kind", []any{"id", g.ID, "kind", string(g.Kind)})
		}
		if err := ValidateText(g.Name); err != nil {
			return err
		}
		ids[g.ID] = true
	}
	places := map[string]bool{}
	for _, p := range r.Prizes {
		key := fmt.Sprint(p.Group, "/", p.Place)
		switch {
		case p.Group != "" && !ids[p.Group]:
			return errorf("prizes.err.no-group", []any{"id", p.Group})
		case p.Place < 1:
			return errorf("prizes.err.place", []any{"place", p.Place})
		case places[key]:
			return errorf("prizes.err.place-twice", []any{"group", p.Group, "place", p.Place})
		case p.Amount < 0:
			return errorf("prizes.err.amount", []any{"place", p.Place})
		}
		if err := ValidateText(p.Item); err != nil {
			return err
		}
		places[key] = true
	}
	switch r.Order {
	case "", PrizeByValue, PrizeByListed:
	default:
		return errorf("prizes.err.order", []any{"order", string(r.Order)})
	}
	return nil
}

// GroupStandings is the standings of a ranking group's players: the
// event's standings with the others left out, places counted again, and
// players who share a place in the event sharing theirs in the group.
func GroupStandings(ev *Event, g RankingGroup) Table {
	t := Standings(ev)
	member := map[int64]bool{}
	for _, p := range ev.Players {
		member[p.ID] = g.Member(p)
	}
	var rows []Row
	for _, r := range t.Rows {
		if !member[r.ID] {
			continue
		}
		overall := r.Rank
		r.Rank = len(rows) + 1
		if n := len(rows); n > 0 && overallRank(t, rows[n-1].ID) == overall {
			r.Rank = rows[n-1].Rank
		}
		rows = append(rows, r)
	}
	labelPlaces(rows)
	t.Rows = rows
	return t
}

// overallRank is a player's rank in the event's standings.
func overallRank(t Table, id int64) int {
	for _, r := range t.Rows {
		if r.ID == id {
			return r.Rank
		}
	}
	return 0
}

// Award is a prize given: to whom, for which place of which group, and
// the money after any sharing.
type Award struct {
	Prize
	PlayerColumns
	Points Points  `json:"-"`
	Score  float64 `json:"points"`
	Rank   int     `json:"rank"` // in the group's table
	// Shared is how many players shared the money of their places; 0
	// when the prize was not shared.
	Shared int   `json:"shared,omitempty"`
	Money  int64 `json:"money"` // cents, after sharing
}

// PrizeList gives the event's prizes: each prize slot, in the rules'
// order, to the best-placed player of its group who has none yet and has
// not withdrawn, so that no player has two; prizes of places no one
// reached stay ungiven. Players of a group who share a place share the
// money of the places they took in equal parts; with Hort, players equal
// on points share it by the Hort system.
func PrizeList(ev *Event, r PrizeRules) []Award {
	tables := map[string]Table{"": Standings(ev)}
	for _, g := range r.Groups {
		tables[g.ID] = GroupStandings(ev, g)
	}
	prizes := slices.Clone(r.Prizes)
	groupIndex := map[string]int{"": -1}
	for i, g := range r.Groups {
		groupIndex[g.ID] = i
	}
	slices.SortStableFunc(prizes, func(a, b Prize) int {
		if r.Order != PrizeByListed {
			if c := cmp.Compare(b.Amount, a.Amount); c != 0 {
				return c
			}
		}
		return cmp.Or(cmp.Compare(groupIndex[a.Group], groupIndex[b.Group]), cmp.Compare(a.Place, b.Place))
	})
	// Each group's prizes go down its table in place order whatever the
	// order of the slots: the k-th prize of a group given goes to its
	// best player not yet awarded.
	awarded := map[int64]bool{}
	var out []Award
	for _, p := range prizes {
		for _, row := range tables[p.Group].Rows {
			if awarded[row.ID] || row.Withdrawn {
				continue
			}
			awarded[row.ID] = true
			out = append(out, Award{Prize: p, PlayerColumns: row.PlayerColumns, Points: row.Points, Score: row.Score, Rank: row.Rank, Money: p.Amount})
			break
		}
	}
	// Places in order within each group: a higher slot given later (by
	// value) still belongs to the better-placed player.
	slices.SortStableFunc(out, func(a, b Award) int {
		return cmp.Or(cmp.Compare(groupIndex[a.Group], groupIndex[b.Group]), cmp.Compare(a.Place, b.Place))
	})
	reorderWithinGroups(out, tables)
	if r.Hort {
		share(out, func(a, b Award) bool { return a.Points == b.Points }, true)
	} else {
		share(out, func(a, b Award) bool { return a.Rank == b.Rank }, false)
	}
	return out
}

// reorderWithinGroups gives each group's awards to its players in the
// order of the group's table: the slots of a group are its places, and
// the better player takes the better place.
func reorderWithinGroups(out []Award, tables map[string]Table) {
	for lo := 0; lo < len(out); {
		hi := lo + 1
		for hi < len(out) && out[hi].Group == out[lo].Group {
			hi++
		}
		pos := map[int64]int{}
		for i, row := range tables[out[lo].Group].Rows {
			pos[row.ID] = i
		}
		players := make([]Award, hi-lo)
		copy(players, out[lo:hi])
		slices.SortStableFunc(players, func(a, b Award) int { return cmp.Compare(pos[a.ID], pos[b.ID]) })
		for k := lo; k < hi; k++ {
			prize := out[k].Prize
			out[k] = players[k-lo]
			out[k].Prize, out[k].Money = prize, prize.Amount
		}
		lo = hi
	}
}

// share shares the money of a group's places among the players who took
// them and are equal (same): in equal parts, or by the Hort system, each
// keeping half of his own place's money and getting an equal part of the
// other halves. A remainder of less than a cent stays unshared.
func share(out []Award, same func(a, b Award) bool, hort bool) {
	for lo := 0; lo < len(out); {
		hi := lo + 1
		for hi < len(out) && out[hi].Group == out[lo].Group && same(out[hi], out[lo]) {
			hi++
		}
		if n := int64(hi - lo); n > 1 {
			var pool int64
			for k := lo; k < hi; k++ {
				pool += out[k].Amount
				if hort {
					pool -= out[k].Amount - out[k].Amount/2
				}
			}
			for k := lo; k < hi; k++ {
				out[k].Money = pool / n
				if hort {
					out[k].Money += out[k].Amount - out[k].Amount/2
				}
				out[k].Shared = hi - lo
			}
		}
		lo = hi
	}
}
