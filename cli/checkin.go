package cli

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"arbiter/cli/cmdline"
	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/checkin"
	"arbiter/tournament/store"
	"arbiter/words"
)

func init() {
	provide("checkin", runCheckIn)
}

// checkInJSON is what "checkin --list --json" prints: the latest
// check-in and every player expected at its round.
type checkInJSON struct {
	Round   int               `json:"round"`
	Open    bool              `json:"open"`
	Absent  string            `json:"absent,omitempty"`
	Players []checkInPlayerJS `json:"players"`
}

type checkInPlayerJS struct {
	ID   int64  `json:"id"`
	Seat int    `json:"seat,omitempty"`
	Name string `json:"name"`
	In   bool   `json:"in"`
	By   string `json:"by,omitempty"`
	// Bye is the kind of the bye the player asked for in the round
	// (checkin.OwnBye): "half", "zero" or "full".
	Bye string `json:"bye,omitempty"`
}

func runCheckIn(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("checkin")
	open := fs.Bool("open", false, "open the check-in of the next round")
	// --seat is the number the list prints first (Nro): read off it, a
	// number given as --id names another player.
	player := namedPlayerFlags(fs).withFormerName(fs)
	in := fs.Bool("in", false, "mark the player present")
	out := fs.Bool("out", false, "mark the player absent again")
	closeIt := fs.Bool("close", false, "close the open check-in")
	absent := fs.String("absent", string(tournament.AbsentBye), "with --close, what the players not checked in get: bye (a zero-point bye in the round), bye-rest (in every round left) or none")
	list := fs.Bool("list", false, "list the players and who is checked in")
	asJSON := fs.Bool("json", false, "with --list, print JSON")
	pos, err := cmdline.ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	chosen := 0
	named := player.given()
	for _, b := range []bool{*open, named, *closeIt, *list} {
		if b {
			chosen++
		}
	}
	if chosen != 1 || named != (*in || *out) || (*in && *out) || *player.id != 0 && *player.seat != 0 {
		return cmdline.Usagef("checkin.usage")
	}
	rule, err := checkin.ParseAbsentRule(*absent)
	if err != nil {
		return cmdline.BadValue(err)
	}
	if *list {
		return WithStoreRO(pos[0], func(s *store.Store) error {
			ev, err := checkInEvent(s)
			if err != nil {
				return err
			}
			return printCheckIn(env, ev, *asJSON)
		})
	}
	return withStore(pos[0], func(s *store.Store) error {
		if _, err := checkInEvent(s); err != nil {
			return err
		}
		switch {
		case *open:
			c, err := s.OpenCheckIn()
			if err != nil {
				return err
			}
			ev, err := s.Event()
			if err != nil {
				return err
			}
			fmt.Fprintln(env.Stdout, env.Cat.T("checkin.cli.opened", "round", c.Round, "players", len(checkin.Absentees(ev, c))))
		case *closeIt:
			c, given, err := s.CloseCheckIn(rule)
			if err != nil {
				return err
			}
			fmt.Fprintln(env.Stdout, env.Cat.T("checkin.cli.closed."+string(rule), "round", c.Round, "players", len(given)))
			for _, p := range given {
				fmt.Fprintln(env.Stdout, "  "+p.Name)
			}
			ev, err := s.Event()
			if err != nil {
				return err
			}
			if _, excused := checkin.Absent(ev, c); len(excused) > 0 {
				fmt.Fprintln(env.Stdout, env.Cat.T("checkin.excused", "round", c.Round, "players", len(excused)))
				for _, p := range excused {
					fmt.Fprintln(env.Stdout, "  "+p.Name)
				}
			}
		default:
			ev, err := s.Event()
			if err != nil {
				return err
			}
			p, err := playerByIDOrSeat(ev, *player.id, *player.seat)
			if err != nil {
				return err
			}
			if r, late := checkin.ClosedOut(ev, p.ID); late && *in {
				return engine.NewMessage("checkin.cli.late", "round", r, "name", p.Name, "file", pos[0], "id", p.ID)
			}
			c, err := s.MarkPresence(p.ID, *in)
			if err != nil {
				return err
			}
			fmt.Fprintln(env.Stdout, words.CheckedIn(env.Cat, ev, c, p.ID, !*out))
		}
		return nil
	})
}

// checkInEvent reads the event of a check-in, refused by the model's rule
// where its kind has none (checkin.For).
func checkInEvent(s *store.Store) (*tournament.Event, error) {
	ev, err := s.Event()
	if err != nil {
		return nil, err
	}
	return ev, checkin.For(ev.Settings.System)
}

// printCheckIn lists the latest check-in: the players expected at its
// round, in the event's order, each in or not yet. After the last round
// the list ends saying there is no round left to check in for, as the
// window's button does (checkin.Round): the last round's list, or "none
// opened", read as if one could still be.
func printCheckIn(env *cmdline.Env, ev *tournament.Event, asJSON bool) error {
	if !asJSON {
		defer func() {
			if _, err := checkin.Round(ev); err != nil {
				fmt.Fprintln(env.Stdout, env.Cat.Sentence(err)+".")
			}
		}()
	}
	if len(ev.CheckIns) == 0 {
		if asJSON {
			return cmdline.WriteJSON(env.Stdout, nil)
		}
		fmt.Fprintln(env.Stdout, env.Cat.T("checkin.cli.none"))
		return nil
	}
	c := ev.CheckIns[len(ev.CheckIns)-1]
	out := checkInJSON{Round: c.Round, Open: c.Open(), Absent: string(c.Absent), Players: []checkInPlayerJS{}}
	by := map[int64]string{}
	for _, m := range c.Marks {
		by[m.Player] = m.By
	}
	for _, p := range ev.Players {
		if !checkin.Expected(p, c.Round) {
			continue
		}
		row := checkInPlayerJS{ID: p.ID, Seat: p.Seat, Name: p.Name, In: c.In(p.ID), By: by[p.ID]}
		if kind, own := checkin.OwnBye(ev, c, p.ID); own {
			row.Bye = kind.Word()
		}
		out.Players = append(out.Players, row)
	}
	if asJSON {
		return cmdline.WriteJSON(env.Stdout, out)
	}
	state := env.Cat.T("checkin.state.open")
	if !c.Open() {
		state = env.Cat.T("checkin.state.closed." + string(c.Absent))
	}
	in, excused, awaited := checkin.Tally(ev, c)
	fmt.Fprintln(env.Stdout, env.Cat.T("checkin.cli.heading", "round", c.Round, "state", state, "in", in, "absent", awaited, "excused", excused))
	// By starting number, as the window's check-in lists them, with the
	// id "--player" takes, and the rating (where a player has one,
	// words.IdentityOf) and club that tell two players of one name apart.
	number := ev.StartNumbers()
	rows := slices.Clone(out.Players)
	slices.SortStableFunc(rows, func(a, b checkInPlayerJS) int { return cmp.Compare(number[a.ID], number[b.ID]) })
	cat := env.Cat
	rated := words.IdentityOf(ev).Ratings
	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', 0)
	line := func(seat, id, name, rating, club, status string) {
		cells := []string{seat, id, name, rating, club, status}
		if !rated {
			cells = slices.Delete(cells, 3, 4)
		}
		fmt.Fprintln(tw, strings.Join(cells, "\t"))
	}
	line(cat.T("event.col.seat"), cat.T("event.col.id"), cat.T("event.col.name"),
		cat.T("event.col.rating"), cat.T("event.col.club"), cat.T("event.col.status"))
	for _, r := range rows {
		p, _ := ev.Player(r.ID)
		line(words.Number(number[r.ID]), strconv.FormatInt(r.ID, 10), strings.ReplaceAll(r.Name, "\t", " "),
			words.Number(p.Rating), strings.ReplaceAll(p.Club, "\t", " "), words.CheckInMark(cat, ev, c, r.ID))
	}
	return tw.Flush()
}
