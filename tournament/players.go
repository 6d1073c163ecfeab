package tournament

import (
	"arbiter/engine"
	"arbiter/internal/lazy"
	"arbiter/tournament/input"
	"errors"
	"strings"
	"time"
)

// Limits of the player fields. Ratings above MaxRating do not exist in any
// rating list; a FIDE id's is input.CheckFIDEID's.
const (
	MaxRating  = 3500
	maxNameLen = 60
)

// Titles that TRF and the FIDE rating list know.
var titles = lazy.Value[map[string]bool]{Make: func() map[string]bool {
	return map[string]bool{"GM": true, "IM": true, "FM": true, "CM": true,
		"WGM": true, "WIM": true, "WFM": true, "WCM": true}
}}

// checkPersonName refuses the name of a player or a deputy, trimmed, that
// is empty (with the message emptyKey) or longer than maxNameLen.
func checkPersonName(name, emptyKey string) error {
	switch {
	case name == "":
		return engine.NewMessage(emptyKey)
	case len([]rune(name)) > maxNameLen:
		return engine.NewMessage("event.err.player.name_long", "name", name, "max", maxNameLen)
	}
	return nil
}

// Validate checks one player's fields on their own: a name, a rating
// in range, a FIDE id of digits, a federation of three capital letters, a
// known title, sex, category and birth date form. It returns the first
// problem as an *Error.
func (p Player) Validate() error {
	name := strings.TrimSpace(p.Name)
	if err := checkPersonName(name, "event.err.player.name_empty"); err != nil {
		return err
	}
	if err := p.ValidateText(); err != nil {
		return err
	}
	if !p.CategoryEarned.IsZero() && !input.PlausibleDate(p.CategoryEarned) {
		return engine.NewMessage("event.err.player.category_date", "name", name, "date", p.CategoryEarned.Format(time.DateOnly))
	}
	if p.Rating < 0 || p.Rating > MaxRating {
		return engine.NewMessage("event.err.player.rating", "name", name, "rating", p.Rating, "max", MaxRating)
	}
	if p.PairingRating < 0 || p.PairingRating > MaxRating {
		return engine.NewMessage("event.err.player.pairingrating", "name", name, "rating", p.PairingRating, "max", MaxRating)
	}
	if err := input.CheckFIDEID(p.FIDEID); err != nil {
		return engine.NewMessage("event.err.player.fideid", "name", name, "id", p.FIDEID, "problem", err)
	}
	if f := p.Federation; f != "" && (len(f) != 3 || strings.ContainsFunc(f, notUpper)) {
		return engine.NewMessage("event.err.player.federation", "name", name, "fed", f)
	}
	if p.Title != "" && !titles.Get()[p.Title] {
		return engine.NewMessage("event.err.player.title", "name", name, "title", p.Title)
	}
	if p.Sex != SexUnknown && p.Sex != Male && p.Sex != Female {
		return engine.NewMessage("event.err.player.sex", "name", name, "sex", string(p.Sex))
	}
	if p.Category < Unclassified || p.Category > Grandmaster {
		return engine.NewMessage("event.err.player.category", "name", name, "category", p.Category.String())
	}
	if year, out := input.BirthYearOutside(p.BirthDate); out {
		first, last := input.BirthYears()
		return engine.NewMessage("event.err.player.birthyear", "name", name, "year", year, "first", first, "last", last)
	}
	if !input.ValidBirthDate(p.BirthDate) {
		return engine.NewMessage("event.err.player.birthdate", "name", name, "date", p.BirthDate)
	}
	if p.WithdrawnAfter < 0 {
		return engine.NewMessage("event.err.player.withdrawn", "name", name, "round", p.WithdrawnAfter)
	}
	return nil
}

// validateNewPlayer checks p on its own and against the event's players:
// a second player with the same FIDE id, or with the same name when the
// FIDE ids do not tell them apart, is a duplicate. A player that is
// already in the event (same ID) is not compared with itself, so the check
// also serves for edits.
//
// A namesake (IsNamesake) is let in where the arbiter vouches that he is
// another person (p.Namesake), and an edit that keeps a player's name and
// FIDE id is not asked about his namesakes again: they were let in before.
func validateNewPlayer(players []Player, p Player) error {
	if err := p.Validate(); err != nil {
		return err
	}
	vouched := p.Namesake
	for _, q := range players {
		if p.ID != 0 && q.ID == p.ID {
			vouched = vouched || (input.NameKey(q.Name) == input.NameKey(p.Name) && q.FIDEID == p.FIDEID)
		}
	}
	for _, q := range players {
		if p.ID != 0 && q.ID == p.ID {
			continue
		}
		if err := duplicate(p, q); err != nil && !(vouched && IsNamesake(err)) {
			return err
		}
	}
	return nil
}

// ValidateImport checks the players of an import, each on its own and
// against the event's players (existing, nil for a file read on its own)
// and those before it in the list, and returns the first problem; line
// gives the input line of the i-th player for the message, or is nil when
// the players have no lines (a TRF report names them). It takes time
// linear in the players: a list of 8,000 took 4.9 s when every pair was
// compared. A player the arbiter vouches for as another person
// (p.Namesake) is let in beside his namesakes, as validateNewPlayer lets
// him.
func ValidateImport(existing, ps []Player, line func(i int) int) error {
	at := func(err error, i int) error {
		if line == nil {
			return err
		}
		return input.AtLine(err, line(i))
	}
	// The index points into the lists: a copy of each player (some
	// hundreds of bytes) kept by the index was most of what a report's
	// reading allocated for its players.
	seen := playerIndex{byID: make(map[string]*Player, len(existing)+len(ps)), byName: make(map[string]namesakes, len(existing)+len(ps))}
	for i := range existing {
		seen.add(&existing[i], input.NameKey(existing[i].Name))
	}
	for i := range ps {
		p := &ps[i]
		if err := p.Validate(); err != nil {
			return at(err, i)
		}
		key := input.NameKey(p.Name)
		if err := seen.duplicate(p, key); err != nil && !(p.Namesake && IsNamesake(err)) {
			return at(err, i)
		}
		seen.add(p, key)
	}
	return nil
}

// playerIndex finds among the players added to it the first one a player
// duplicates by duplicate's rule, without comparing it with every one;
// each player by his name's key (input.NameKey).
type playerIndex struct {
	byID   map[string]*Player
	byName map[string]namesakes
}

// namesakes are the first player of a name, and the first of that name
// without a FIDE id.
type namesakes struct{ any, noID *Player }

func (x *playerIndex) add(p *Player, key string) {
	if _, ok := x.byID[p.FIDEID]; p.FIDEID != "" && !ok {
		x.byID[p.FIDEID] = p
	}
	n := x.byName[key]
	if n.any == nil {
		n.any = p
	}
	if n.noID == nil && p.FIDEID == "" {
		n.noID = p
	}
	x.byName[key] = n
}

func (x *playerIndex) duplicate(p *Player, key string) error {
	if q, ok := x.byID[p.FIDEID]; ok && p.FIDEID != "" {
		return duplicate(*p, *q)
	}
	n := x.byName[key]
	q := n.noID
	if p.FIDEID == "" {
		q = n.any
	}
	if q == nil {
		return nil
	}
	return duplicate(*p, *q)
}

// playerRefusal is the Kind of a refusal of a player that a front end
// answers otherwise than by showing it (asked by IsNamesake).
type playerRefusal int

// namesakeRefusal is the refusal of a player whose name (input.NameKey: case,
// blanks, accents and alphabet aside) is a player's in the event, their
// FIDE ids not telling them apart: most often one person entered twice,
// but a namesake exists, and the arbiter who knows him another person
// adds him anyway (Player.Namesake).
const namesakeRefusal playerRefusal = 1

// IsNamesake reports whether err is the namesake refusal.
func IsNamesake(err error) bool {
	var m *engine.Message
	return errors.As(err, &m) && m.Kind == namesakeRefusal
}

// duplicate is the refusal of p as q entered again: the same FIDE id, or
// the same name (Namesake) where the FIDE ids do not tell them apart; the
// name written otherwise (Tonis Ounapuu beside Tõnis Õunapuu) names q as
// he is written.
func duplicate(p, q Player) error {
	if p.FIDEID != "" && p.FIDEID == q.FIDEID {
		return engine.NewMessage("event.err.player.dup_fideid", "name", p.Name, "other", q.Name, "id", p.FIDEID)
	}
	distinctIDs := p.FIDEID != "" && q.FIDEID != ""
	if distinctIDs || input.NameKey(p.Name) != input.NameKey(q.Name) {
		return nil
	}
	e := engine.NewMessage("event.err.player.dup_name", "name", strings.TrimSpace(p.Name))
	if !input.SameName(p.Name, q.Name) {
		e = engine.NewMessage("event.err.player.dup_folded", "name", strings.TrimSpace(p.Name), "other", q.Name)
	}
	e.Kind = namesakeRefusal
	return e
}

// Normalized tidies what people type: blanks around fields, upper-case
// federation, the title as Arbiter writes it (ParseTitle), lower-case sex,
// the birth date in ISO form (ParseBirthDate), and the name as family name and
// given names with Name made of them.
func (p Player) Normalized() Player {
	p.SetNames(p.Names())
	p.Club = strings.TrimSpace(p.Club)
	p.Federation = strings.ToUpper(strings.TrimSpace(p.Federation))
	p.FIDEID = strings.TrimSpace(p.FIDEID)
	p.NationalID = strings.TrimSpace(p.NationalID)
	// A title or birth date this cannot read is left for Validate to
	// refuse, naming the player.
	if t, err := input.ParseTitle(p.Title); err == nil {
		p.Title = t
	} else {
		p.Title = strings.ToUpper(strings.TrimSpace(p.Title))
	}
	p.Sex = Sex(strings.ToLower(strings.TrimSpace(string(p.Sex))))
	if b, err := input.ParseBirthDate(p.BirthDate); err == nil {
		p.BirthDate = b
	} else {
		p.BirthDate = strings.TrimSpace(p.BirthDate)
	}
	return p
}

// ParseSex accepts m/w and the usual words in English, Finnish and
// Estonian (f, male, female, mies, nainen, n, mees, naine).
func ParseSex(s string) (Sex, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "":
		return SexUnknown, nil
	case "m", "male", "man", "mies", "mees":
		return Male, nil
	case "w", "f", "female", "woman", "nainen", "n", "naine":
		return Female, nil
	}
	return SexUnknown, engine.NewMessage("event.err.sex", "sex", s)
}

func notUpper(r rune) bool { return r < 'A' || r > 'Z' }
