package cli

import (
	"flag"
	"fmt"
	"time"

	"arbiter/cli/cmdline"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/words"
)

// runPlayerEdit changes an entered player's details as the window's player
// box does, his seat (--to-seat) too: the options given replace his
// values, the others stay; the player is tidied (Player.Normalized) and
// saved through the store's UpdatePlayer, which judges him by the event's
// rule (PlayerAllowed) and refuses what the window refuses, in the same
// words. --seat names the player by his number in the list, as elsewhere.
func runPlayerEdit(env *cmdline.Env, args []string) error {
	o, file, err := parsePlayerEdit(args)
	if err != nil {
		return err
	}
	st, ev, err := openEvent(file)
	if err != nil {
		return err
	}
	defer st.Close()
	was, err := playerByIDOrSeat(ev, o.id, o.seat)
	if err != nil {
		return err
	}
	p, err := o.apply(*was)
	if err != nil {
		return err
	}
	before := ev.StartNumbers()
	if err := st.UpdatePlayer(p); err != nil {
		if tournament.IsNamesake(err) {
			return cmdline.Error("event.cli.player.namesake.edit", "problem", err)
		}
		return err
	}
	fmt.Fprintln(env.Stdout, env.Cat.T("event.cli.player.saved", "name", p.Name, "id", p.ID))
	if note := words.PairingRatingUnused(env.Cat, p); note != "" {
		fmt.Fprintln(env.Stdout, note)
	}
	after, err := st.Event()
	if err != nil {
		return err
	}
	for _, l := range words.SeatsSwapped(env.Cat, after, ev.Players, p.ID) {
		fmt.Fprintln(env.Stdout, l)
	}
	cause := words.Renumbering{Edited: p.ID}
	for _, l := range append(words.Renumbered(env.Cat, after, before, cause), words.NumbersKept(env.Cat, after, before, cause)...) {
		fmt.Fprintln(env.Stdout, l)
	}
	return nil
}

// playerFields are the player's details that player add and player edit
// both take, and which of their options were given at all (set), since
// in an edit an empty text given clears its field where one not given
// keeps it.
type playerFields struct {
	rating, pairingRating                                    int
	name, family, given, title, fed, fideID, club, born, sex string
	category, catDate                                        string
	namesake                                                 bool
	set                                                      map[string]bool
}

// playerFieldHelp is what the options say whose meaning differs between
// adding a player and editing one.
type playerFieldHelp struct{ name, fideID, title, namesake string }

// register declares the player's options on fs.
func (o *playerFields) register(fs *flag.FlagSet, help playerFieldHelp) {
	fs.StringVar(&o.name, "name", "", help.name)
	fs.StringVar(&o.family, "family", "", "family name (instead of --name)")
	fs.StringVar(&o.given, "given", "", "given names (with --family)")
	fs.StringVar(&o.title, "title", "", help.title)
	fs.IntVar(&o.rating, "rating", 0, "rating (0 = unrated)")
	fs.IntVar(&o.pairingRating, "pairing-rating", 0, "an unrated player's provisional rating for the Dubov pairing alone, C.04.4.1 1.1.2 (0 = none)")
	fs.StringVar(&o.fed, "federation", "", "federation, three letters")
	// --fed is the older name, kept so that scripts written for it still work.
	fs.StringVar(&o.fed, "fed", "", "the older name of --federation")
	fs.StringVar(&o.fideID, "fide-id", "", help.fideID)
	fs.StringVar(&o.club, "club", "", "club")
	fs.StringVar(&o.born, "born", "", "birth date YYYY-MM-DD or year")
	fs.StringVar(&o.sex, "sex", "", "m or w")
	fs.StringVar(&o.category, "category", "", "USSR 1953 category: I…V, CM, MS, GM")
	fs.StringVar(&o.catDate, "category-date", "", "when the category was earned (2024-05-31 or 31.5.2024)")
	fs.BoolVar(&o.namesake, "namesake", false, help.namesake)
}

// newPlayer is the player the options give: the family and given names,
// where given, make his name.
func (o playerFields) newPlayer() (tournament.Player, error) {
	p := tournament.Player{Name: o.name}
	if o.family != "" || o.given != "" {
		p.SetNames(o.family, o.given)
	}
	return o.applyDetails(p)
}

// playerEditOptions are player edit's options: who (id or seat), his new
// seat, and the details given.
type playerEditOptions struct {
	id           int64
	seat, toSeat int
	playerFields
}

// parsePlayerEdit reads player edit's command line, refusing what names
// no player, changes nothing or says one thing twice.
func parsePlayerEdit(args []string) (o playerEditOptions, file string, err error) {
	fs := cmdline.NewFlags("player edit")
	fs.Int64Var(&o.id, "id", 0, "the player's id (the Id column of the players' and check-in lists)")
	fs.IntVar(&o.seat, "seat", 0, "the player's number in the players' list (in a Swiss his pairing number)")
	o.register(fs, playerFieldHelp{
		name:     `new name in one field: "Given Family" or "Family, Given"`,
		fideID:   "FIDE id (empty: none)",
		title:    "title: GM, IM, FM, CM, WGM, WIM, WFM, WCM (empty: none)",
		namesake: "the player is another person than one of the same name in the event: save him anyway",
	})
	fs.IntVar(&o.toSeat, "to-seat", 0, "move the player to this starting number, his seat in a round robin's table (as the players box's Starting number); only before round 1 is paired; not in a Swiss whose numbers follow the ratings")
	pos, err := cmdline.ParseExact(fs, args, "FILE")
	if err != nil {
		return o, "", err
	}
	o.set = cmdline.GivenFlags(fs)
	changes := false // an option given that changes a field
	for name := range o.set {
		changes = changes || name != "id" && name != "seat" && name != "namesake"
	}
	switch {
	case (o.id == 0) == (o.seat == 0):
		return o, "", cmdline.Usagef("app.usage.id-or-seat")
	case !changes:
		return o, "", cmdline.Usagef("app.usage.player-edit-none")
	case o.set["name"] && (o.set["family"] || o.set["given"]):
		return o, "", cmdline.Usagef("app.usage.player-edit-name")
	case o.set["to-seat"] && o.toSeat < 1:
		return o, "", cmdline.Usagef("app.usage.from-one", "flag", "--to-seat", "value", o.toSeat)
	}
	return o, pos[0], nil
}

// apply gives p the values of the options given, tidied
// (Player.Normalized) as the window's box tidies them.
func (o playerEditOptions) apply(p tournament.Player) (tournament.Player, error) {
	if o.set["name"] {
		p.Name = o.name
		p.FamilyName, p.GivenNames = "", ""
	}
	if o.set["family"] || o.set["given"] {
		f, g := p.Names()
		if o.set["family"] {
			f = o.family
		}
		if o.set["given"] {
			g = o.given
		}
		p.SetNames(f, g)
	}
	if o.set["to-seat"] {
		p.Seat = o.toSeat
	}
	return o.applyDetails(p)
}

// applyDetails gives p the details other than the names that the options
// give, tidied (Player.Normalized) as the window's box tidies them.
func (o playerFields) applyDetails(p tournament.Player) (tournament.Player, error) {
	// Each text option given replaces its field; an empty one clears it.
	for flagName, v := range map[string]struct{ to, from *string }{"title": {&p.Title, &o.title}, "federation": {&p.Federation, &o.fed},
		"fide-id": {&p.FIDEID, &o.fideID}, "club": {&p.Club, &o.club}, "born": {&p.BirthDate, &o.born}} {
		if o.set[flagName] || flagName == "federation" && o.set["fed"] { // --fed: its older name
			*v.to = *v.from
		}
	}
	if o.set["rating"] {
		p.Rating = o.rating
	}
	if o.set["pairing-rating"] {
		p.PairingRating = o.pairingRating
	}
	var err error
	if o.set["sex"] {
		if p.Sex, err = tournament.ParseSex(o.sex); err != nil {
			return p, err
		}
	}
	if o.set["category"] {
		if p.Category, err = tournament.ParseCategory(o.category); err != nil {
			return p, cmdline.BadValue(err)
		}
	}
	if o.set["category-date"] {
		p.CategoryEarned = time.Time{}
		if o.catDate != "" {
			if p.CategoryEarned, err = input.ParseDate(o.catDate); err != nil {
				return p, err
			}
		}
	}
	p = p.Normalized()
	p.Namesake = o.namesake
	return p, nil
}
