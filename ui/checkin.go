package ui

import (
	"image/color"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/tournament"
	"arbiter/tournament/checkin"
	"arbiter/tournament/input"
	"arbiter/ui/button"
	"arbiter/ui/look"
	"arbiter/words"
)

// checkInBox is the window's check-in of the next round, opened from the
// rounds view's check-in row: the players expected at the round, each in or not yet,
// found by typing a part of the name (the best found first, input.Rank);
// Enter marks the chosen one in, one key a player, and the search is
// cleared for the next name. Enter never marks a player out: one already
// in stays in, and the box says so; In / out, or Space in the list,
// marks him out again once the arbiter confirms it. Closing asks what the absent get. Every step is the store's
// (tournament/checkin.go), as from the command line and the entrance
// tablet, so a player the tablet checks in shows here at the next step.
type checkInBox struct {
	s       *Shell
	round   int
	m       *modal
	count   *widget.Label
	search  *field
	grid    *grid
	all     []tournament.Player // the grid's rows: the players expected, whom the search filters
	problem *widget.Label
	toggle  *button.Button
	// closing is the question of what the absent get, while it is open,
	// and tell words it as the check-in now stands: the tablet checks
	// players in beside it, and redraw tells it again.
	closing *modal
	tell    func()
}

// checkInHeight is the list's height, which with the box's other rows
// fits a window of 700 points.
const checkInHeight = 330

// checkInState is the rounds view's check-in button as the event stands:
// its text and whether it does anything. The check-in is of the round
// checkin.Round names, the next to pair or one still open ahead of it:
// open, it is shown; not yet opened, the button opens it;
// closed, or with no round left or in a team event (the check-in's rule,
// checkin.For), there is none.
func checkInState(s *Shell, ev *tournament.Event) (string, bool) {
	next, err := checkin.Round(ev)
	switch {
	case err == nil:
	case ev.NextRound() > ev.TotalRounds() && ev.TotalRounds() > 0:
		return s.t("checkinui.none"), false
	default:
		return s.t("checkinui.open", "round", ev.NextRound()), false
	}
	c, ok := checkin.Of(ev, next)
	switch {
	case !ok:
		return s.t("checkinui.open", "round", next), true
	case c.Open():
		return s.t("checkinui.show", "round", next), true
	}
	return s.t("checkinui.closed", "round", next), false
}

// openCheckIn shows the check-in of checkin.Round, opening it first (one
// undoable action) when it is not open yet, and returns its box; nil
// when it could not be opened.
func (s *Shell) openCheckIn() *checkInBox {
	ev := &s.doc.event
	next, err := checkin.Round(ev)
	if err != nil {
		next = ev.NextRound() // opening it says why not
	}
	if c, ok := checkin.Of(ev, next); !ok || !c.Open() {
		opened := false
		if !s.act(func() error {
			c, err := s.doc.st.OpenCheckIn()
			opened = err == nil && c.Round == next
			return err
		}) || !opened {
			return nil
		}
		s.setStatus(s.t("checkin.cli.opened", "round", next, "players", len(expectedAt(&s.doc.event, next))))
	}
	b := &checkInBox{s: s, round: next}
	b.count = widget.NewLabel("")
	b.count.TextStyle.Bold = true
	b.search = s.hintField(s.t("checkinui.search"))
	b.search.OnSubmitted = func(string) { s.guard("checkin", b.checkIn)() }
	b.grid = newActiveGrid([]column{
		s.seatCol(48),
		{s.t("checkinui.col.name"), 280, fyne.TextAlignLeading},
		// The rating tells namesakes apart, as the tablet's list does.
		{s.t("ui.players.col.rating"), 80, fyne.TextAlignTrailing},
		{s.t("checkinui.col.club"), 180, fyne.TextAlignLeading},
		{s.t("checkinui.col.state"), 0, fyne.TextAlignLeading},
	}, func(int) { b.chosenChanged() }, func(int) { s.guard("checkin", b.mark)() })
	// The search finds by name, or by the starting number as arbiters used
	// to Swiss-Manager and Vega check players in: 2 is player 2, the number
	// typed whole ranking above the 12 and 20 it is a part of. A name or
	// number typed puts the cursor on the first player found, for Enter;
	// otherwise the cursor stays on the player chosen through every redraw
	// and the search cleared (it went back to the first row, and Enter
	// marked him).
	b.grid.searchCols = []int{0, 1}
	b.grid.nameCol, b.grid.familyFirst = 1, func(row int) string { return b.all[row].FamilyFirst() }
	b.grid.ident = func(row int) int64 { return b.all[row].ID }
	b.grid.pickFirst = true
	b.grid.onKey = b.gridKey
	b.grid.searchBy(s.win.Canvas(), b.search, b.searchChanged)
	// A player clicked leaves the keyboard in the search: Enter checks
	// him in from there, and the next name is typed at once.
	b.grid.clickTo = b.search
	room := canvas.NewRectangle(color.Transparent)
	room.SetMinSize(fyne.NewSize(0, checkInHeight))
	help := look.NewHint(s.t("checkinui.keys", "toggle", s.t("checkinui.toggle")))
	b.problem = errorLine()
	top := container.NewVBox(b.count, b.search)
	bottom := container.NewVBox(b.problem, help)
	content := look.Border(top, bottom, nil, nil, container.NewStack(room, b.grid.table))
	closeBtn := newButtonWithIcon(s.t("checkinui.close"), theme.ConfirmIcon(), s.guard("checkin", b.askClose))
	// In / out is the box's default action, Enter's from the search and
	// the list.
	b.toggle = primary(newButton(s.t("checkinui.toggle"), s.guard("checkin", b.mark)))
	done := newButton(s.t("checkinui.done"), func() { b.m.hide() })
	b.m = s.newModal(s.t("checkinui.title", "round", next), content, 760, closeBtn, b.toggle, done)
	b.redraw()
	b.m.show()
	s.win.Canvas().Focus(b.search)
	s.checkIn = b
	return b
}

// checkInCount says how many are in while the check-in of checkin.Round is
// open; "" otherwise.
func checkInCount(s *Shell, ev *tournament.Event) string {
	next, _ := checkin.Round(ev)
	c, ok := checkin.Of(ev, next)
	if !ok || !c.Open() {
		return ""
	}
	return words.CheckInCount(s.cat, "checkin.venue.count", ev, c)
}

// expectedAt are the players expected at round r, in the event's order.
func expectedAt(ev *tournament.Event, r int) []tournament.Player {
	var out []tournament.Player
	for _, p := range ev.Players {
		if checkin.Expected(p, r) {
			out = append(out, p)
		}
	}
	return out
}

// redraw shows the check-in as the event now stands: the count, and the
// players the search finds, the cursor kept on its player (the grid's
// ident) wherever he is found.
func (b *checkInBox) redraw() {
	s, ev := b.s, &b.s.doc.event
	c, _ := checkin.Of(ev, b.round)
	// In the numbers' order, as the players' view and the pairings show
	// them: a round robin's list was in the order of entry, its drawn
	// seats jumbled beside it.
	b.all = expectedAt(ev, b.round)
	number := ev.StartNumbers()
	inNumberOrder(b.all, number)
	rows := make([][]string, len(b.all))
	for i, p := range b.all {
		state := words.CheckInMark(s.cat, ev, c, p.ID)
		if c.In(p.ID) {
			state = "✓ " + state
		}
		rows[i] = []string{words.Number(number[p.ID]), p.Name, words.Number(p.Rating), p.Club, state}
	}
	b.count.SetText(words.CheckInCount(s.cat, "checkin.venue.count", ev, c))
	b.grid.set(rows)
	b.chosenChanged()
	if b.closing != nil && slices.Contains(openModals[s.win.Canvas()], b.closing) {
		b.tell()
	}
}

// chosen is the player the cursor is on.
func (b *checkInBox) chosen() (tournament.Player, bool) {
	if r := b.grid.chosen; r >= 0 && r < len(b.all) {
		return b.all[r], true
	}
	return tournament.Player{}, false
}

// searchChanged takes away what the box said of the last Enter, which
// is not of the name now typed ("Jussi Laine is already checked in"
// stayed in red while the next name was typed and found), and enables
// In / out as chosenChanged does.
func (b *checkInBox) searchChanged() {
	if b.problem.Visible() {
		b.problem.Hide()
		b.m.resize()
	}
	b.chosenChanged()
}

// chosenChanged enables In / out while the cursor is on a player.
func (b *checkInBox) chosenChanged() {
	_, ok := b.chosen()
	look.SetEnabled(b.toggle, ok)
}

// gridKey takes the list's keys: Enter checks the chosen player in as
// from the search, Space marks him in or out as In / out does, Escape
// closes the box.
func (b *checkInBox) gridKey(ev *fyne.KeyEvent) bool {
	switch ev.Name {
	case fyne.KeySpace:
		b.s.guard("checkin", b.mark)()
		return true
	case fyne.KeyReturn, fyne.KeyEnter:
		b.s.guard("checkin", b.checkIn)()
		return true
	case fyne.KeyEscape:
		return toModal(b.grid.table, ev)
	}
	return false
}

// checkIn is Enter's: the chosen player checked in. One in already stays
// in, and the box says how to mark him out: at a real check-in "laine"
// and Enter checked out a player present (the search's first was
// another, and Enter marked in or out). Where the search put the cursor
// on one of namesakes it found, Enter asks the arbiter to choose: it
// checked in the first of two Pekka Laines, whichever stood at the desk.
// So it does where the search found others as well as the one it put
// the cursor on (input.Rank): "nen" and Enter checked in the first of
// eight players named -nen.
func (b *checkInBox) checkIn() {
	// Nothing typed and no one chosen: the cursor is on the first player
	// only because the list put it there (Enter on the box just opened
	// checked in player 1, who had not come).
	if b.grid.bySearch && b.grid.filter.Empty() {
		b.m.fail(b.problem, b.s.t("checkinui.typefirst"))
		return
	}
	if p, ok := b.chosen(); ok && b.grid.bySearch {
		// A name typed that is a withdrawn player's better than the
		// player's found is his: he is said to have withdrawn.
		if said, gone := b.s.withdrawnTyped(strings.TrimSpace(b.search.Text), b.round, b.grid.rank[b.grid.chosen]); gone {
			b.m.fail(b.problem, said)
			return
		}
		if same := b.namesakesFound(p); len(same) > 1 {
			var told []string
			for _, q := range same {
				key := "checkinui.namesake"
				if q.Rating == 0 {
					key += ".unrated"
				}
				told = append(told, b.s.t(key, "name", b.s.doc.event.NameTold(q.ID), "rating", q.Rating))
			}
			b.m.fail(b.problem, b.s.t("checkinui.namesakes", "n", len(same), "name", p.Name, "players", strings.Join(told, "; ")))
			return
		}
		if alike := b.alikeFound(); !b.grid.filter.Empty() && len(alike) > 1 {
			b.m.fail(b.problem, b.s.t("checkinui.alike", "typed", strings.TrimSpace(b.search.Text), "n", len(alike),
				"players", someNames(b.s, alike, alikeNamed)))
			return
		}
	}
	b.markIn(false)
}

// alikeFound are the names of the players the search finds as well as
// the one the cursor is on, in the list's order: none ranks above
// another (input.Rank).
func (b *checkInBox) alikeFound() []string {
	g := b.grid
	best := g.rank[g.chosen]
	var names []string
	for _, r := range g.shown {
		if g.rank[r] == best {
			names = append(names, b.s.doc.event.NameTold(b.all[r].ID))
		}
	}
	return names
}

// alikeNamed is how many of the players found alike Enter's question
// names; the rest are counted, so that the check-in stays whole at
// 1024×700 (six long names took it past the window's foot in Finnish).
const alikeNamed = 4

// namesakesFound are the players the search shows who bear p's name,
// p among them (input.NameKey: Tõnis Õunapuu is Tonis Ounapuu).
func (b *checkInBox) namesakesFound(p tournament.Player) []tournament.Player {
	var same []tournament.Player
	for _, r := range b.grid.shown {
		if q := b.all[r]; input.NameKey(q.Name) == input.NameKey(p.Name) {
			same = append(same, q)
		}
	}
	return same
}

// mark is In / out's: the chosen player checked in, or out again when he
// is in and the arbiter says so.
func (b *checkInBox) mark() { b.markIn(true) }

// unfound is why Enter found no one: a player withdrawn before the round,
// whom the list leaves out, named as typed (his name or number) with how
// his withdrawal is taken back; else that no one is found. It said no one
// was found for a withdrawn player at the desk.
func (b *checkInBox) unfound() string {
	if typed := strings.TrimSpace(b.search.Text); typed != "" {
		if said, ok := b.s.withdrawnTyped(typed, b.round, input.NoMatch); ok {
			return said
		}
	}
	return b.s.t("checkinui.nochoice")
}

// markIn checks the chosen player in, or with out out again, after a
// question, when he is in.
func (b *checkInBox) markIn(out bool) {
	s := b.s
	p, ok := b.chosen()
	if !ok {
		b.m.fail(b.problem, b.unfound())
		return
	}
	c, _ := checkin.Of(&s.doc.event, b.round)
	in := !c.In(p.ID)
	name := s.doc.event.NameTold(p.ID)
	// Space or Enter on the list goes down it player by player: the
	// keyboard stays there. Typed names and the button go on from the
	// search.
	fromList := s.win.Canvas().Focused() == b.grid.table
	switch {
	case !in && !out:
		b.m.fail(b.problem, s.t("checkinui.already", "name", name, "toggle", s.t("checkinui.toggle")))
	case !in:
		// A check-in taken back is asked first: Space on the wrong row
		// of a long list marked a player present absent without a word.
		text := wrapped(s.t("checkinui.out.text", "name", name, "round", b.round))
		s.confirm(s.t("checkinui.out.title", "name", name), text, s.t("checkinui.out.ok"), func() { b.markAs(p, false, fromList) })
	default:
		b.markAs(p, true, fromList)
	}
}

// markAs marks p in or out and clears the search for the next name,
// the keyboard on the search, or on the list where the mark was made
// there (fromList).
func (b *checkInBox) markAs(p tournament.Player, in, fromList bool) {
	s := b.s
	if !s.act(func() error { _, err := s.doc.st.MarkPresence(p.ID, in); return err }) {
		return
	}
	c, ok := checkin.Of(&s.doc.event, b.round)
	s.setStatus(words.CheckedIn(s.cat, &s.doc.event, c, p.ID, in))
	b.problem.Hide()
	if !ok || !c.Open() {
		b.m.hide() // closed meanwhile, from elsewhere
		return
	}
	b.search.SetText("") // all shown again, the cursor on him
	b.redraw()
	if fromList {
		s.win.Canvas().Focus(b.grid.table)
		return
	}
	s.win.Canvas().Focus(b.search)
}

// askClose asks what the players not checked in get, and closes the
// check-in with it: the store records the byes as requested byes.
func (b *checkInBox) askClose() {
	s := b.s
	rules := checkin.AbsentRulesFor(s.doc.event.Settings.System)
	labels := make([]string, len(rules))
	for i, r := range rules {
		labels[i] = s.t("checkinui.absent."+string(r), "round", b.round)
	}
	choice := newRadio(labels, nil)
	choice.SetSelected(labels[0])
	says := wrapped("")
	var m *modal
	b.tell = func() {
		c, _ := checkin.Of(&s.doc.event, b.round)
		absentees, excused := checkin.Absent(&s.doc.event, c)
		absent := playerNames(absentees)
		choice.Show()
		switch {
		case len(absent) == 0:
			// No one is absent: there is nothing to ask, nor a rule to
			// pick (it asked "0 players … What do the absent get?").
			says.SetText(s.t("checkinui.close.none-absent"))
			if len(excused) > 0 {
				says.SetText(excusedLine(s, b.round, excused, absentNamed) + "\n" + says.Text)
			}
			choice.Hide()
		case len(excused) > 0:
			// Those with a bye of their own are said apart: the rule
			// chosen here is not theirs.
			says.SetText(excusedLine(s, b.round, excused, absentNamed) + "\n" +
				s.t("checkinui.close.absent-else", "absent", len(absent), "names", someNames(s, absent, absentNamed)))
		default:
			says.SetText(s.t("checkinui.close.absent-names", "absent", len(absent), "names", someNames(s, absent, absentNamed)))
		}
		m.resize()
	}
	b.tell()
	cancel := newButton(s.t("ui.cancel"), func() { m.hide() })
	ok := primary(newButton(s.t("checkinui.close.ok"), s.guard("checkin", func() {
		rule := rules[max(choice.SelectedIndex(), 0)]
		m.hide()
		var closed tournament.CheckIn
		var given []tournament.Player
		if !s.act(func() (err error) { closed, given, err = s.doc.st.CloseCheckIn(rule); return err }) {
			return
		}
		b.m.hide()
		said := strings.TrimSuffix(s.t("checkin.cli.closed."+string(rule), "round", b.round, "players", len(given)), ":") +
			namesAfter(playerNames(given))
		if _, excused := checkin.Absent(&s.doc.event, closed); len(excused) > 0 {
			said = strings.TrimSuffix(said, ".") + ". " + excusedLine(s, b.round, excused, len(excused))
		}
		s.setStatus(said)
	})))
	m = s.newModal(s.t("checkinui.close.title", "round", b.round), container.NewVBox(says, choice), 520, cancel, ok)
	b.closing = m
	m.show()
}

// absentNamed is how many of the absent the closing box names; the rest
// are counted, so that an open's hundred absent do not fill the screen.
const absentNamed = 12

// someNames is the first n names, then how many more ("… and 3 more").
func someNames(s *Shell, names []string, n int) string {
	if len(names) <= n {
		return strings.Join(names, ", ")
	}
	return s.t("checkinui.close.more", "names", strings.Join(names[:n], ", "), "more", len(names)-n)
}

// excusedLine says which players not checked in keep the bye they asked
// for in round r (checkin.Absent), the first n named.
func excusedLine(s *Shell, r int, excused []tournament.Player, n int) string {
	return strings.TrimSuffix(s.t("checkin.excused", "round", r, "players", len(excused)), ":") +
		": " + someNames(s, playerNames(excused), n) + "."
}

// playerNames are the players' names, in their order.
func playerNames(ps []tournament.Player) []string {
	names := make([]string, len(ps))
	for i, p := range ps {
		names[i] = p.Name
	}
	return names
}

// namesAfter is names after a colon, "" for none.
func namesAfter(names []string) string {
	if len(names) == 0 {
		return ""
	}
	return ": " + strings.Join(names, ", ")
}
