package cli

import (
	"flag"
	"fmt"
	"time"

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
func runPlayerEdit(env *Env, args []string) error {
	fs := NewFlags("player edit")
	id := fs.Int64("id", 0, "player id")
	seat := fs.Int("seat", 0, "the player's number in the players' list (in a Swiss his pairing number)")
	name := fs.String("name", "", `new name in one field: "Given Family" or "Family, Given"`)
	family := fs.String("family", "", "family name (instead of --name)")
	given := fs.String("given", "", "given names (with --family)")
	title := fs.String("title", "", "title: GM, IM, FM, CM, WGM, WIM, WFM, WCM (empty: none)")
	rating := fs.Int("rating", 0, "rating (0 = unrated)")
	fed := fs.String("fed", "", "federation, three letters")
	fideID := fs.String("fide-id", "", "FIDE id (empty: none)")
	club := fs.String("club", "", "club")
	born := fs.String("born", "", "birth date YYYY-MM-DD or year")
	sex := fs.String("sex", "", "m or w")
	category := fs.String("category", "", "USSR 1953 category: I…V, CM, MS, GM")
	catDate := fs.String("category-date", "", "when the category was earned (2024-05-31 or 31.5.2024)")
	namesake := fs.Bool("namesake", false, "the player is another person than one of the same name in the event: save him anyway")
	toSeat := fs.Int("to-seat", 0, "move the player to this starting number, his seat in a round robin's table (as the players box's Starting number); only before round 1 is paired; not in a Swiss whose numbers follow the ratings")
	pos, err := ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	set := map[string]bool{}
	changes := false // an option given that changes a field
	fs.Visit(func(f *flag.Flag) {
		set[f.Name] = true
		changes = changes || f.Name != "id" && f.Name != "seat" && f.Name != "namesake"
	})
	if (*id == 0) == (*seat == 0) {
		return usagef("app.usage.id-or-seat")
	}
	if !changes {
		return usagef("app.usage.player-edit-none")
	}
	if set["name"] && (set["family"] || set["given"]) {
		return usagef("app.usage.player-edit-name")
	}
	if set["to-seat"] && *toSeat < 1 {
		return usagef("app.usage.from-one", "flag", "--to-seat", "value", *toSeat)
	}
	st, ev, err := openEvent(pos[0])
	if err != nil {
		return err
	}
	defer st.Close()
	was, err := playerByIDOrSeat(ev, *id, *seat)
	if err != nil {
		return err
	}
	p := *was
	if set["name"] {
		p.Name = *name
		p.FamilyName, p.GivenNames = "", ""
	}
	if set["family"] || set["given"] {
		f, g := p.Names()
		if set["family"] {
			f = *family
		}
		if set["given"] {
			g = *given
		}
		p.SetNames(f, g)
	}
	// Each text option given replaces its field; an empty one clears it.
	for flagName, v := range map[string]struct{ to, from *string }{"title": {&p.Title, title}, "fed": {&p.Federation, fed},
		"fide-id": {&p.FIDEID, fideID}, "club": {&p.Club, club}, "born": {&p.BirthDate, born}} {
		if set[flagName] {
			*v.to = *v.from
		}
	}
	if set["rating"] {
		p.Rating = *rating
	}
	if set["to-seat"] {
		p.Seat = *toSeat
	}
	if set["sex"] {
		if p.Sex, err = tournament.ParseSex(*sex); err != nil {
			return err
		}
	}
	if set["category"] {
		if p.Category, err = tournament.ParseCategory(*category); err != nil {
			return BadValue(err)
		}
	}
	if set["category-date"] {
		p.CategoryEarned = time.Time{}
		if *catDate != "" {
			if p.CategoryEarned, err = input.ParseDate(*catDate); err != nil {
				return err
			}
		}
	}
	p = p.Normalized()
	p.Namesake = *namesake
	if err := st.UpdatePlayer(p); err != nil {
		if tournament.IsNamesake(err) {
			return errCLI("event.cli.player.namesake.edit", "problem", err)
		}
		return err
	}
	fmt.Fprintln(env.Stdout, env.Cat.T("event.cli.player.saved", "name", p.Name, "id", p.ID))
	after, err := st.Event()
	if err != nil {
		return err
	}
	for _, l := range words.SeatsSwapped(env.Cat, after, ev.Players, p.ID) {
		fmt.Fprintln(env.Stdout, l)
	}
	return nil
}
