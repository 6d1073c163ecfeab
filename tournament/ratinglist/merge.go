package ratinglist

import (
	"cmp"
	"slices"
	"sync"
)

// factSet are the facts of a player a list gives, one bit each.
type factSet uint16

const (
	givesStandard factSet = 1 << iota
	givesRapid
	givesBlitz
	givesNational
	givesTitle
	givesBorn
	givesFed
	givesSex
	givesClub
)

// periodFacts are the ratings of each period.
var periodFacts = sync.OnceValue(func() map[string]factSet {
	return map[string]factSet{Standard: givesStandard, Rapid: givesRapid, Blitz: givesBlitz, National: givesNational}
})

// givesOf are the facts a list gives: FIDE's lists the ratings of their
// periods, the title, the birth year, the federation and the sex; a
// national list what it has columns for.
func givesOf(info Info) factSet {
	var g factSet
	for _, p := range info.Periods {
		g |= periodFacts()[p]
	}
	if info.Format != "csv" {
		return g | givesTitle | givesBorn | givesFed | givesSex
	}
	for _, f := range info.Columns {
		g |= columnFacts()[f]
	}
	return g
}

// columnFacts are the facts a national list's columns give.
var columnFacts = sync.OnceValue(func() map[string]factSet {
	return map[string]factSet{"title": givesTitle, "born": givesBorn, "fed": givesFed, "sex": givesSex, "club": givesClub}
})

// factTakes are how merge takes each fact but the birth from another
// entry.
var factTakes = [...]struct {
	fact factSet
	take func(e *Entry, o Entry)
}{
	{givesStandard, func(e *Entry, o Entry) { e.Rating, e.Games, e.K = o.Rating, o.Games, o.K }},
	{givesRapid, func(e *Entry, o Entry) { e.Rapid = o.Rapid }},
	{givesBlitz, func(e *Entry, o Entry) { e.Blitz = o.Blitz }},
	{givesNational, func(e *Entry, o Entry) { e.NationalRating = o.NationalRating }},
	{givesTitle, func(e *Entry, o Entry) { e.Title = o.Title }},
	{givesFed, func(e *Entry, o Entry) { e.Federation = o.Federation }},
	{givesSex, func(e *Entry, o Entry) { e.Sex = o.Sex }},
	{givesClub, func(e *Entry, o Entry) { e.Club = o.Club }},
}

// ofPeriod is an entry of a FIDE list of one period: the list's rating,
// games and K, read as a standard list's, are the period's. The games and
// K of a rapid or blitz period have no place in an entry and are dropped.
func (e Entry) ofPeriod(period string) Entry {
	switch period {
	case Rapid:
		e.Rapid, e.Rating, e.Games, e.K = e.Rating, 0, 0, 0
	case Blitz:
		e.Blitz, e.Rating, e.Games, e.K = e.Rating, 0, 0, 0
	}
	return e
}

// merge makes one entry of one person's entries in two lists, e first:
// what e's list gives is kept, what only o's gives is taken from o (a
// rapid rating from FIDE's rapid list, the club and national id from a
// national list).
func (e Entry) merge(o Entry) Entry {
	take := o.gives &^ e.gives
	for _, f := range factTakes {
		if take&f.fact != 0 {
			f.take(&e, o)
		}
	}
	if take&givesBorn != 0 || (e.BirthDate == "" && o.BirthDate != "" && (e.BirthYear == 0 || o.BirthYear == e.BirthYear)) {
		e.BirthYear, e.BirthDate = o.BirthYear, o.BirthDate
	}
	e.NationalID = cmp.Or(e.NationalID, o.NationalID)
	e.FIDEID = cmp.Or(e.FIDEID, o.FIDEID)
	e.gives |= o.gives
	for _, l := range o.Lists {
		if !slices.Contains(e.Lists, l) {
			e.Lists = append(e.Lists, l)
		}
	}
	return e
}
