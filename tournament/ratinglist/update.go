package ratinglist

import (
	"slices"
	"strconv"

	"arbiter/engine/rules"
	"arbiter/tournament"
)

// Facts are what a list says of a player that an update can change: the
// rating of the event's game type, the title, the birth date (its year
// decides K), the federation, the sex and the two ids.
type Facts struct {
	Rating     int    `json:"rating"`
	Title      string `json:"title"`
	BirthDate  string `json:"birth_date"`
	Federation string `json:"federation"`
	Sex        string `json:"sex"`
	FIDEID     string `json:"fide_id"`
	NationalID string `json:"national_id"`
}

// Change is one player whose facts a list changes. List is the list that
// holds him; New is what it says; Kept names the facts the event keeps as they were
// (Event.Started: "rating", "title", "federation"), whose
// list values go to the player's Listed facts instead.
type Change struct {
	ID     int64    `json:"id"`
	FIDEID string   `json:"fide_id"`
	Name   string   `json:"name"`
	List   string   `json:"list"`
	Old    Facts    `json:"old"`
	New    Facts    `json:"new"`
	Kept   []string `json:"kept,omitempty"`
	player tournament.Player
}

// Missing is a player the list does not hold (or who has no id to look
// for); nothing about him is guessed.
type Missing struct {
	ID         int64  `json:"id"`
	FIDEID     string `json:"fide_id"`
	NationalID string `json:"national_id,omitempty"`
	Name       string `json:"name"`
	// NoRating is the game type whose rating the lists holding the
	// player do not give (only a blitz list holds him, and the event is
	// standard): his other facts are taken, his rating left as it is.
	NoRating string `json:"no_rating,omitempty"`
}

// Update is what the lists would change in an event. Fixed says the
// event keeps its ratings, titles and federations (round 1 is paired). As
// JSON it says all that the update's text says: the lists it takes the
// players from and how many from each, the players changed, how many are
// left as they were and those not found, each list [] when it is empty.
type Update struct {
	Lists     []Taken   `json:"lists"`
	Fixed     bool      `json:"fixed"`
	Changes   []Change  `json:"changes"`
	Missing   []Missing `json:"missing"`
	NoRating  []Missing `json:"no_rating"`
	Unchanged int       `json:"unchanged"`
}

// Taken is a list an update takes players from, and how many of the
// event's players it holds (changed or left as they were).
type Taken struct {
	List    Info `json:"list"`
	Players int  `json:"players"`
}

// RatingLists are the lists as the event records them, the one that
// gives the most players first.
func (u Update) RatingLists() tournament.RatingLists {
	out := make(tournament.RatingLists, len(u.Lists))
	for i, t := range u.Lists {
		out[i] = t.List.RatingSource()
	}
	return out
}

// Players are the changed players as the event will keep them.
func (u Update) Players() []tournament.Player {
	out := make([]tournament.Player, len(u.Changes))
	for i, c := range u.Changes {
		out[i] = c.player
	}
	return out
}

// Changes compares the event's players with the list named (or, when
// list is empty, the newest list holding each player's FIDE id) and
// returns every change the lists make. Players are matched by FIDE id,
// and in a list named also by national id.
func (l *Lists) Changes(ev *tournament.Event, list string) (Update, error) {
	u := Update{Lists: []Taken{}, Changes: []Change{}, Missing: []Missing{}, NoRating: []Missing{}}
	if list != "" {
		if _, err := l.Get(list); err != nil {
			return u, err
		}
	}
	kind := RatingKindOf(ev.Settings)
	u.Fixed = ev.Started()
	for _, p := range ev.Players {
		var e Entry
		var ok bool
		var err error
		if p.FIDEID != "" {
			e, ok, err = l.ByFIDEID(p.FIDEID, list)
		}
		// A national id is looked for only in the list named: two
		// federations' lists may give the same number to two players.
		if err == nil && !ok && p.NationalID != "" && list != "" {
			e, ok, err = l.ByNationalID(p.NationalID, list)
		}
		if err != nil {
			return u, err
		}
		if !ok {
			u.Missing = append(u.Missing, Missing{ID: p.ID, FIDEID: p.FIDEID, NationalID: p.NationalID, Name: p.Name})
			continue
		}
		if err := u.took(l, e.List); err != nil {
			return u, err
		}
		if _, ok := e.RatingFor(kind); !ok {
			u.NoRating = append(u.NoRating, Missing{ID: p.ID, FIDEID: p.FIDEID, NationalID: p.NationalID, Name: p.Name, NoRating: string(kind.Type)})
		}
		old := facts(p)
		q := e.Apply(p, kind)
		now := facts(q)
		var kept []string
		if u.Fixed {
			q, kept = keepFixed(p, q)
		}
		// Once the ratings are fixed, a list already applied changes
		// nothing more: its kept values are the player's Listed ones.
		if facts(q) != old || q.Listed != p.Listed {
			u.Changes = append(u.Changes, Change{ID: p.ID, FIDEID: p.FIDEID, Name: p.Name, List: e.List, Old: old, New: now, Kept: kept, player: q})
		} else {
			u.Unchanged++
		}
	}
	slices.SortStableFunc(u.Lists, func(a, b Taken) int { return b.Players - a.Players })
	return u, nil
}

// took counts a player taken from the list named.
func (u *Update) took(l *Lists, name string) error {
	if i := slices.IndexFunc(u.Lists, func(t Taken) bool { return t.List.Name == name }); i >= 0 {
		u.Lists[i].Players++
		return nil
	}
	info, err := l.Get(name)
	u.Lists = append(u.Lists, Taken{List: info, Players: 1})
	return err
}

func facts(p tournament.Player) Facts {
	return Facts{Rating: p.Rating, Title: p.Title, BirthDate: p.BirthDate, Federation: p.Federation,
		Sex: string(p.Sex), FIDEID: p.FIDEID, NationalID: p.NationalID}
}

// keepFixed returns the list's player q with the rating, title and
// federation of the event's player p, the list's values kept as q's
// Listed facts, and the names of the facts the list would have changed.
func keepFixed(p, q tournament.Player) (tournament.Player, []string) {
	var kept []string
	for _, f := range []struct {
		name    string
		changed bool
	}{{"rating", q.Rating != p.Rating}, {"title", q.Title != p.Title}, {"federation", q.Federation != p.Federation}} {
		if f.changed {
			kept = append(kept, f.name)
		}
	}
	q.Listed = tournament.ListedFacts{Rating: q.Rating, Title: q.Title, Federation: q.Federation}
	if len(kept) == 0 {
		q.Listed = tournament.ListedFacts{} // the list says what the event keeps
	}
	q.Rating, q.Title, q.Federation = p.Rating, p.Title, p.Federation
	return q, kept
}

// RatingKind is the rating an event takes from the lists: that of its
// game type, and the national rating where FIDE's is not the one.
type RatingKind struct {
	Type rules.GameType
	// National is an event that is not FIDE-rated and follows a national
	// practice: a national list's own rating is its players' rating where
	// there is one, as the federation rates such events.
	National bool
	// FIDERated is a FIDE-rated event: a national rating never stands in
	// for a missing FIDE rating. In other events it does (an unrated
	// player's national rating is his strength).
	FIDERated bool
}

// RatingKindOf is the rating an event's players take from a list: rapid
// and blitz events their own, every other the standard rating.
func RatingKindOf(s tournament.Settings) RatingKind {
	return RatingKind{Type: s.RatingType(), National: !s.Rules.FIDERated && s.Rules.National != "", FIDERated: s.Rules.FIDERated}
}

// RatingFor is the entry's rating for a kind, and whether its lists give
// it: a blitz list gives no standard rating, and its 0 is not one. A
// national rating is a standard rating.
func (e Entry) RatingFor(kind RatingKind) (int, bool) {
	national := e.gives&givesNational != 0 && e.NationalRating > 0 && kind.Type == rules.Standard
	if national && kind.National {
		return e.NationalRating, true
	}
	var r int
	var ok bool
	switch kind.Type {
	case rules.Rapid:
		r, ok = e.Rapid, e.gives&givesRapid != 0
	case rules.Blitz:
		r, ok = e.Blitz, e.gives&givesBlitz != 0
	default:
		r, ok = e.Rating, e.gives&givesStandard != 0
	}
	if national && r == 0 && !kind.FIDERated {
		return e.NationalRating, true
	}
	return r, ok
}

// Apply returns p with what the entry's lists give: the rating of the
// kind, the title, the federation, the FIDE and national ids, the sex and
// the birth year (a birth date of the same year the event already has is
// kept). What no list gives (a blitz list's standard rating, a national
// list's missing title column) is left as p has it.
func (e Entry) Apply(p tournament.Player, kind RatingKind) tournament.Player {
	if r, ok := e.RatingFor(kind); ok {
		p.Rating = r
	}
	if e.gives&givesTitle != 0 {
		p.Title = e.Title
	}
	if e.Federation != "" {
		p.Federation = e.Federation
	}
	if e.FIDEID != "" {
		p.FIDEID = e.FIDEID
	}
	if e.NationalID != "" {
		p.NationalID = e.NationalID
	}
	if e.Sex != "" {
		p.Sex = tournament.Sex(e.Sex)
	}
	switch {
	case e.gives&givesBorn == 0:
	case e.BirthDate != "":
		p.BirthDate = e.BirthDate
	case e.BirthYear > 0 && (len(p.BirthDate) < 4 || p.BirthDate[:4] != strconv.Itoa(e.BirthYear)):
		p.BirthDate = strconv.Itoa(e.BirthYear)
	}
	return p
}

// Player is a new player filled from the entry for an event taking the
// kind of rating: names, club, and what Apply sets.
func (e Entry) Player(kind RatingKind) tournament.Player {
	var p tournament.Player
	p.SetNames(e.FamilyName, e.GivenNames)
	p.Club = e.Club
	return e.Apply(p, kind).Normalized()
}
