package ui

import (
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/seats"
	"arbiter/tournament/standings"
	"arbiter/ui/button"
	"arbiter/ui/keyhold"
	"arbiter/ui/look"
	"arbiter/words"
)

// playersView lists the participants and edits them: add, edit,
// withdraw, reinstate.
type playersView struct {
	s        *Shell
	grid     *grid
	players  []tournament.Player // rows of the grid, in seat order
	selected int                 // index into players, -1 for none
	edit     *button.Button
	withdraw *button.Button
	// reinstate takes the chosen player's withdrawal back; it stands in
	// Withdraw's place while a withdrawn player is chosen.
	reinstate *button.Button
	remove    *button.Button
	draw      *button.Button
	importer  *button.Button
	search    *listSearch // the add dialog's search of the lists, while it is open
	count     *widget.Label
	filter    *field
	// none says, over the empty list, that the search finds no one, as
	// the venue's search says it.
	none *widget.Label
	viewContent
}

func newPlayersView(s *Shell) view {
	v := &playersView{s: s, selected: -1}
	v.grid = newActiveGrid([]column{
		s.seatCol(56),
		s.nameCol(0),
		{s.t("ui.players.col.title"), 64, fyne.TextAlignLeading},
		{s.t("ui.players.col.rating"), 80, fyne.TextAlignTrailing},
		{s.t("ui.players.col.federation"), 72, fyne.TextAlignLeading},
		{s.t("ui.players.col.category"), 0, fyne.TextAlignLeading},
		{s.t("ui.players.col.club"), 0, fyne.TextAlignLeading},
		{s.t("ui.players.col.status"), 0, fyne.TextAlignLeading},
	}, v.selectRow, func(row int) { v.openDialog(v.players[row]) })
	// The status is read whole ("keskeytti kierroksen 4 jälkeen" was cut);
	// where the window is narrow the club gives up its room, then the
	// category, then the name.
	v.grid.yields = []yielding{{6, yieldMin}, {5, 0}, {1, nameMin}}
	v.grid.ident = func(row int) int64 { return v.players[row].ID }
	v.grid.nameCol, v.grid.familyFirst = 1, func(row int) string { return v.players[row].FamilyFirst() }
	// The name column sorts by family name in the event's alphabet.
	v.grid.makeSortable(s.doc.event.Settings.Language, map[int]func(a, b int) int{
		1: func(a, b int) int {
			return tournament.NameOrderIn(s.doc.event.Settings.Language)(&v.players[a], &v.players[b])
		},
	})
	v.filter = s.hintField(s.t("ui.players.filter"))
	// It wraps across the list's width, so that a long query does not
	// widen the view past the window.
	v.none = widget.NewLabel("")
	v.none.Alignment, v.none.Wrapping = fyne.TextAlignCenter, fyne.TextWrapWord
	v.none.Hide()
	v.grid.searchBy(s.win.Canvas(), v.filter, v.sayFound)
	editChosen := func() {
		if p, ok := v.chosen(); ok {
			v.openDialog(p)
		}
	}
	// Enter edits the player the cursor is on, as a double click does.
	v.filter.OnSubmitted = func(string) { editChosen() }
	add := primary(newButtonWithIcon(s.t("ui.players.add"), theme.ContentAddIcon(), func() {
		v.openDialog(tournament.Player{})
	}))
	v.grid.insert = add // Insert adds a player, Enter edits the chosen (the grid's keys)
	v.edit = newButtonWithIcon(s.t("ui.players.edit"), theme.DocumentCreateIcon(), editChosen)
	v.withdraw = newButtonWithIcon(s.t("ui.players.withdraw"), theme.ContentRemoveIcon(), v.confirmWithdraw)
	v.reinstate = newButtonWithIcon(s.t("ui.players.reinstate"), theme.ContentUndoIcon(), v.confirmReinstate)
	v.remove = newButtonWithIcon(s.t("ui.players.remove"), theme.DeleteIcon(), v.confirmRemove)
	v.grid.remove = v.remove // Delete asks to remove the chosen, as Remove does
	v.draw = newButtonWithIcon(s.t("ui.players.draw"), theme.ViewRefreshIcon(), v.confirmDraw)
	v.importer = newButtonWithIcon(s.t("ui.players.import"), theme.UploadIcon(), v.importCSV)
	importList := newButtonWithIcon(s.t("ui.ratinglist.import"), theme.DownloadIcon(), v.importRatingList)
	update := newButtonWithIcon(s.t("ui.ratinglist.update"), theme.ViewRefreshIcon(), v.updateRatings)
	v.count = widget.NewLabel("")
	printPDF := s.printButton("players", nil)
	// Insert adds a player from the view's buttons as from the list (the
	// keyboard stays on Import… after a list is imported), and Delete
	// asks to remove the chosen.
	v.grid.passFrom([]fyne.KeyName{fyne.KeyInsert, fyne.KeyDelete}, add, v.edit, v.withdraw, v.reinstate, v.remove, v.draw, v.importer, importList, update, printPDF)
	bar := container.NewHBox(add, v.edit, v.withdraw, v.reinstate, v.remove, layout.NewSpacer(), importList, update)
	filter := container.NewGridWrap(fyne.NewSize(160, v.filter.MinSize().Height), v.filter)
	// What is done once before round 1 sits at the top, beside the count.
	// Print (Ctrl+P) and Save PDF give the players' list sheet.
	v.content = look.Border(titleBar(s.t("ui.nav.players"), v.count, filter, v.draw, v.importer, printPDF),
		bar, nil, nil, container.NewStack(v.grid.table, container.NewVBox(layout.NewSpacer(), v.none, layout.NewSpacer())))
	return v
}

// sayFound says over the list when the search typed finds no player, and
// in an event with none how players are entered: a new event showed an
// empty table, its buttons unnamed as the way to begin.
func (v *playersView) sayFound() {
	s := v.s
	if len(v.players) == 0 {
		v.none.SetText(s.t("ui.players.none", "add", s.t("ui.players.add"), "import", s.t("ui.players.import")))
		v.grid.sayEmpty(v.none, true)
		return
	}
	query := strings.TrimSpace(v.filter.Text)
	v.none.SetText(s.t("venue.search.none", "query", query))
	v.grid.sayEmpty(v.none, !v.grid.filter.Empty() && len(v.grid.shown) == 0)
}

// focus puts the keyboard on the player list.
func (v *playersView) focus() fyne.Focusable { return v.grid.table }

func (v *playersView) refresh() {
	ev := &v.s.doc.event
	v.players = append(v.players[:0], ev.Players...)
	number := ev.StartNumbers()
	inNumberOrder(v.players, number)
	rows := make([][]string, len(v.players))
	for i, p := range v.players {
		rows[i] = []string{words.Number(number[p.ID]), p.Name, p.Title, words.Number(p.Rating), p.Federation,
			categoryText(v.s, p.Category), p.Club, v.status(p)}
	}
	v.grid.set(rows) // the selected player stays selected, wherever his row went
	v.selected = v.grid.chosen
	v.sayFound()
	v.count.SetText(v.s.t("ui.players.count", "n", len(v.players)))
	v.updateButtons()
	// Seats are drawn once, before the first round is paired, and never
	// in a Swiss, whose numbers follow the ratings (seats.CheckDraw).
	look.SetVisible(v.draw, !ev.Settings.System.IndividualSwiss())
	look.SetEnabled(v.draw, seats.CheckDraw(ev) == nil)
	// A list joins when a player may (the store's rule).
	look.SetEnabled(v.importer, tournament.EntryAllowed(ev.Settings, ev.PairedRounds()) == nil)
}

// importCSV adds the players of a spreadsheet's CSV (or tab-separated)
// export, or those of another program's TRF file (a registration list).
func (v *playersView) importCSV() {
	s := v.s
	if s.refuseReadOnly() {
		return
	}
	s.chooseFile(s.t("ui.players.import.title"), chooseOpen, s.doc.dir(), ".csv .tsv .txt .trf", "", func(path string) { v.importFrom(path, false) })
}

// importFrom imports the players of the file at path, vouched as
// document.importPlayers takes it. A player of the list refused as a
// namesake of one in the event is asked about as the players' box asks,
// and "Import anyway" imports the list again, vouched: the window
// refused such a list with no way past, where the command line has
// --namesake.
func (v *playersView) importFrom(path string, vouched bool) {
	s := v.s
	var n int
	var notes []engine.Message
	before := s.doc.event.StartNumbers()
	asked := func(err error) bool {
		return !vouched && s.askNamesake(err, "ui.players.import.namesake.ask", s.t("ui.players.import.namesake"), func() { v.importFrom(path, true) })
	}
	if s.actSaying(func() (err error) { n, notes, err = s.doc.importPlayers(path, vouched); return err }, asked) {
		s.setStatus(s.t("ui.players.imported", "n", n, "file", filepath.Base(path)))
		s.showNotes(notes)
		// A list's late entries have nothing typed: their byes, where
		// any, are the event's setting's.
		s.warnRenumbered(before, words.Renumbering{}, words.LateEntries(s.cat, &s.doc.event, before, false)...)
	}
}

// drawButton is the button that draws the seats (showDraw).
func (v *playersView) drawButton() *button.Button { return v.draw }

// showDraw shows the players' (or the teams') view with the keyboard on
// its Draw seats, the next step where a round robin's round is asked for
// before its seats are drawn.
func (s *Shell) showDraw() {
	s.show(areaPlayers)
	if d, ok := s.views[areaPlayers].(interface{ drawButton() *button.Button }); ok {
		s.win.Canvas().Focus(d.drawButton())
	}
}

// confirmDraw draws the seats by lot and saves all of them as one action.
func (v *playersView) confirmDraw() {
	s := v.s
	if s.refuseReadOnly() {
		return
	}
	explain := s.t("ui.players.draw.explain")
	// A draw made already, or seats given by hand, are replaced: Enter
	// pressed twice after a draw opens this question again from the
	// draw's button.
	if slices.ContainsFunc(s.doc.event.Players, func(p tournament.Player) bool { return p.Seat > 0 }) {
		explain += " " + s.t("ui.players.draw.again")
	}
	text := wrapped(explain)
	s.confirm(s.t("ui.players.draw.title"), text, s.t("ui.players.draw"), func() {
		var seed uint64
		if s.act(func() (err error) { seed, err = s.doc.drawSeats(); return err }) {
			s.setStatus(s.t("ui.players.drawn", "seed", seed))
		}
	})
}

func (v *playersView) status(p tournament.Player) string {
	if p.Withdrawn() {
		return words.WithdrawnAfter(v.s.cat, p.WithdrawnAfter)
	}
	return ""
}

func (v *playersView) selectRow(row int) {
	v.selected = row
	v.updateButtons()
	// Ctrl+W's "choose the player first" (or "already withdrawn", of the
	// player chosen before) is no longer so.
	if row >= 0 {
		v.s.refusalGone("withdraw")
	}
}

// chosen is the player selected in the list; ok is false where none is.
func (v *playersView) chosen() (p tournament.Player, ok bool) {
	if v.selected < 0 || v.selected >= len(v.players) {
		return p, false
	}
	return v.players[v.selected], true
}

// updateButtons follows the event's rule: before round 1 a player who
// leaves is removed, afterwards he withdraws.
func (v *playersView) updateButtons() {
	p, ok := v.chosen()
	paired := v.s.doc.event.Started()
	look.SetEnabled(v.edit, ok)
	gone := ok && p.Withdrawn()
	look.SetEnabled(v.withdraw, ok && paired && !gone)
	look.SetVisible(v.withdraw, !gone)
	look.SetVisible(v.reinstate, gone)
	// Remove is offered for every player chosen and says why the event
	// refuses one (Event.ValidateDeletion): greyed, it left the arbiter
	// with a player entered twice in round 1 and no word of the way out.
	look.SetEnabled(v.remove, ok)
}

// confirmRemove deletes the selected player where he is in no round,
// saying, once rounds are paired, whose pairing numbers that moves; for
// one the event keeps it says why, and what to do instead.
func (v *playersView) confirmRemove() {
	p, ok := v.chosen()
	if !ok || v.s.refuseReadOnly() {
		return
	}
	s := v.s
	if _, err := s.doc.event.ValidateDeletion(p.ID); err != nil {
		s.setProblem(s.cat.Sentence(err))
		return
	}
	key := "ui.players.remove.confirm"
	if s.doc.event.Started() {
		key = "ui.players.remove.confirm-unpaired"
	}
	text := wrapped(s.t(key, "name", s.askedOf(p)))
	s.confirmRisky(s.t("ui.players.remove"), text, s.t("ui.players.remove"), func() {
		before := s.doc.event.StartNumbers()
		if s.act(func() error { return s.doc.st.DeletePlayer(p.ID) }) {
			v.selected = -1
			v.grid.table.UnselectAll()
			v.updateButtons()
			s.warnRenumbered(before, words.Renumbering{Removed: p.Name})
		}
	})
}

// askedOf is p's name as a box asking of him names him: with his number
// where another player of the event bears his name (input.NameKey, as the
// namesake question judges it), most often one entered twice. "Remove
// Aino Laine from the event?" was asked of two Aino Laines.
func (s *Shell) askedOf(p tournament.Player) string {
	ev := &s.doc.event
	for _, q := range ev.Players {
		if q.ID != p.ID && input.NameKey(q.Name) == input.NameKey(p.Name) {
			return strconv.Itoa(ev.StartNumbers()[p.ID]) + ". " + p.Name
		}
	}
	return p.Name
}

// openDialog edits p (a new player when p.ID is 0). The dialog stays open
// while the store refuses the player, showing why. It returns the box of
// a new player, nil for an edit or none.
func (v *playersView) openDialog(p tournament.Player) *playerBox {
	s := v.s
	if s.refuseReadOnly() {
		return nil
	}
	b := &playerBox{s: s, f: newPlayerFields(s, p, true), problem: newFieldNote(""),
		store: func(from tournament.RatingSource, q tournament.Player) error { return s.doc.savePlayerFrom(0, from, q) }}
	heading := s.t("ui.players.add.title")
	if p.ID != 0 {
		heading = s.t("ui.players.edit.title")
	}
	b.save = primary(newButtonWithIcon(s.t("ui.save"), theme.ConfirmIcon(), b.saveForm(func(_ tournament.Player, before map[int64]int) {
		b.handedOn = true
		b.d.hide()
		late := append(b.held, b.lateLines(before)...)
		if b.heldFrom != nil {
			before = b.heldFrom
		}
		s.warnRenumbered(before, words.Renumbering{Edited: p.ID}, late...)
	})))
	b.f.onSubmit(b.save.OnTapped)
	if p.ID != 0 {
		b.edit(heading, s.t("ui.cancel"))
		return nil
	}
	// Enter saves a player typed by hand and leaves the dialog open for
	// the next, as it does for one picked from a rating list (it closed
	// the dialog after one and not the other).
	b.f.onSubmit(b.saveForm(func(q tournament.Player, before map[int64]int) {
		b.handedOn = true
		b.d.hide()
		next := v.openDialog(tournament.Player{})
		next.askNext(q.Name)
		next.held, next.heldFrom = b.held, b.heldFrom
		next.hold(before, b.lateLines(before))
	}))
	// A new player is most often found in a rating list: the search
	// beside the form adds one with a few letters and Enter, and stays for
	// the next.
	v.search = b.add(heading, s.t("ui.cancel"), func(before map[int64]int) {
		b.hold(before, b.lateLines(before))
	})
	return b
}

// hold keeps what the window says of a player saved in the box left open
// for the next (late, his lines; before, the numbers before him) until the
// box closes, then says it of all saved, from the numbers before the
// first: a message opened over the box at each save took the next
// player's letters, its Space pressed OK, and the rest of the line typed
// ("Tartu Male") was saved as a player named "Male".
func (b *playerBox) hold(before map[int64]int, late []string) {
	if b.heldFrom == nil {
		b.heldFrom = before
	}
	b.held = append(b.held, late...)
	if b.waiting {
		return
	}
	b.waiting = true
	keyhold.WhenClosed(b.s.win.Canvas(), func() {
		if !b.handedOn {
			b.s.warnRenumbered(b.heldFrom, words.Renumbering{}, b.held...)
		}
	})
}

// playerBox is the box that adds or edits a player, of the players view
// or of a team. store saves him, from the rating list from (none when
// zero); the box stays open, saying why, while the store refuses him.
type playerBox struct {
	s       *Shell
	f       *playerFields
	problem *fieldNote
	d       *modal
	save    *button.Button
	store   func(from tournament.RatingSource, q tournament.Player) error
	// held are the lines on the players saved while the box stayed open,
	// said as it closes, from heldFrom, the numbers before the first
	// (hold); handedOn, that the box closed handing them on to the next
	// box or to the message of its Save; waiting, that its closing will
	// say them.
	held              []string
	heldFrom          map[int64]int
	handedOn, waiting bool
	// typed says of the player saved last that points were typed for
	// his missed rounds; a late entry with none typed has the event's
	// setting's (tournament.Settings.MissedRoundsFor).
	typed bool
}

// lateLines are what the box says once it saved a player: what each
// player added since before was given for the rounds he missed and by
// whom, and where he enters (words.LateEntries).
func (b *playerBox) lateLines(before map[int64]int) []string {
	return words.LateEntries(b.s.cat, &b.s.doc.event, before, b.typed)
}

// saved saves q and says so (a player saved before, as the file holds
// him already, is not saved: the status line says nothing was changed);
// before are the start numbers it had, for
// the word on whom it renumbered once the box is out of the way. A
// namesake refused is asked about, and again, the action that saved,
// runs once more on the arbiter's word: Save closes the box, Enter leaves
// it open for the next, a list's search adds the list's player.
func (b *playerBox) saved(q tournament.Player, from tournament.RatingSource, again func()) (before map[int64]int, ok bool) {
	s := b.s
	before = s.doc.event.StartNumbers()
	if unchangedPlayer(&s.doc.event, q) {
		b.problem.say("")
		s.setStatus(s.t("ui.players.edit.same", "name", q.Name))
		return before, true
	}
	players := s.doc.event.Players // the document replaces them, never edits them
	b.typed = q.MissedRounds != ""
	if err := b.store(from, q); err != nil {
		b.problem.say(s.cat.Sentence(err))
		b.f.askNamesake(s, err, again)
		return nil, false
	}
	b.problem.say("")
	s.reload()
	s.sayLastSaved()
	if note := words.PairingRatingUnused(s.cat, q); note != "" {
		s.setStatus(s.status.Text + " " + note)
	}
	// A seat another player held is his swapped: said, not left to find.
	if swapped := words.SeatsSwapped(s.cat, &s.doc.event, players, q.ID); len(swapped) > 0 {
		s.setStatus(strings.Join(swapped, " "))
	}
	return before, true
}

// unchangedPlayer reports whether q, a player of ev as his box gives him,
// is as ev holds him, so that saving him would change nothing. What the
// file does not keep (the arbiter's word on a namesake, a late entry's
// missed rounds) is no change.
func unchangedPlayer(ev *tournament.Event, q tournament.Player) bool {
	was, ok := ev.Player(q.ID)
	if q.ID == 0 || !ok {
		return false
	}
	q = q.Normalized()
	q.Namesake, q.MissedRounds = was.Namesake, was.MissedRounds
	if q.CategoryEarned.Equal(was.CategoryEarned) {
		q.CategoryEarned = was.CategoryEarned
	}
	return q == *was
}

// saveForm saves the player as the form gives it, and then does next
// with him and the start numbers before.
func (b *playerBox) saveForm(next func(q tournament.Player, before map[int64]int)) func() {
	var save func()
	save = func() {
		q, bad, err := b.f.check()
		b.f.showProblems(b.s, bad)
		if len(bad) > 0 {
			b.problem.say("")
			return
		}
		if err != nil {
			b.problem.say(b.s.cat.Sentence(err))
			return
		}
		if before, ok := b.saved(q, b.f.from, save); ok {
			next(q, before)
		}
	}
	return save
}

// edit shows the box of a player saved before: the form alone, closed by
// the button closeText.
func (b *playerBox) edit(title, closeText string) {
	b.d = b.s.newFormModal(title, b.f.form, b.problem, 520, newButton(closeText, func() { b.d.hide() }), b.save)
	b.d.show()
	b.s.win.Canvas().Focus(b.f.family)
}

// add shows the box of a new player, the form beside its search of the
// rating lists, which adds one with a few letters and Enter and stays for
// the next; added, where given, follows one added from a list with the
// start numbers before.
func (b *playerBox) add(title, closeText string, added func(before map[int64]int)) *listSearch {
	s := b.s
	var search *listSearch
	var pick func(q tournament.Player, from tournament.RatingSource) bool
	pick = func(q tournament.Player, from tournament.RatingSource) bool {
		// One found in the lists is given the missed rounds' points typed
		// in the form, as one typed there is.
		var err error
		if q.MissedRounds, err = b.f.missedRounds(); err != nil {
			b.f.showProblems(s, map[fyne.CanvasObject]error{b.f.missed: err})
			return false
		}
		q.Namesake = b.f.namesake
		before, ok := b.saved(q, from, func() {
			if pick(q, from) {
				search.clear()
			}
		})
		if !ok {
			return false
		}
		b.askNext(q.Name)
		if added != nil {
			added(before)
		}
		return true
	}
	search = s.newListSearch(b.f, pick)
	b.d = s.newFormModal(title, search.beside(), b.problem, 960, newButton(closeText, func() { b.d.hide() }), b.save)
	b.d.show()
	search.focus()
	return search
}

// askNext says that the player named was added and asks for the next, in
// the box left open for him beside its buttons, as the status line under
// the box is hidden by it at 1024×700 (a player typed and Enter emptied
// the form, nothing seen to say he was saved), and on the status line;
// the box closed, the line says what was saved instead, where it still
// asked (it asked under the rounds view three views later).
func (b *playerBox) askNext(name string) {
	s := b.s
	ask := s.t("ui.ratinglist.added", "name", name)
	b.problem.tell(ask)
	s.setStatus(ask)
	keyhold.WhenClosed(s.win.Canvas(), func() {
		if s.status.Text == ask {
			s.sayLastSaved()
		}
	})
}

// withdrawKey opens the withdrawal of the player chosen in the players'
// list from any view, as Ctrl+R opens the pairing: the box had no key. It
// says why where there is none to withdraw.
func (s *Shell) withdrawKey() {
	if s.doc == nil {
		return
	}
	if s.doc.event.Settings.System.Team() {
		// A team event withdraws a team; its players are left out of
		// its line-ups.
		s.show(areaPlayers)
		s.views[areaPlayers].(*teamsView).withdrawKey()
		return
	}
	// In the players' list with no player chosen, Ctrl+W means the ring's
	// row, as Enter does; from another view the list's ring means nothing.
	inList := s.area == areaPlayers
	s.show(areaPlayers)
	v := s.views[areaPlayers].(*playersView)
	if inList {
		v.grid.takeRing()
	}
	p, chosen := v.chosen()
	s.withdrawChosen(chosen, p.Name, p.Withdrawn(), "ui.keys.withdraw.choose", "ui.keys.withdraw.already", v.confirmWithdraw)
}

// insertKey is Insert where the keyboard is in a view whose list adds
// nothing (a round's results, the standings): the players' list (a team
// event's teams) shown and a new player begun there, as Ctrl+W goes to
// that list to withdraw. After round 1 Insert in the rounds view, for a
// late entry, did nothing and said nothing.
func (s *Shell) insertKey() {
	if s.doc == nil || s.area == areaPlayers {
		return
	}
	s.show(areaPlayers)
	var g *grid
	switch v := s.views[areaPlayers].(type) {
	case *playersView:
		g = v.grid
	case *teamsView:
		g = v.teams
	}
	if g != nil {
		g.table.TypedKey(&fyne.KeyEvent{Name: fyne.KeyInsert})
	}
}

// withdrawChosen is Ctrl+W's rule for the player or team chosen (chosen
// false: none), named name: it says why there is none to withdraw (none
// chosen, the key choose; no round paired; withdrawn already, the key
// already) or asks after which round he or it left (confirm).
func (s *Shell) withdrawChosen(chosen bool, name string, withdrawn bool, choose, already string, confirm func()) {
	switch {
	case !chosen:
		s.setProblem(s.t(choose))
	case !s.doc.event.Started():
		s.setProblem(s.t("ui.keys.withdraw.unpaired"))
	case withdrawn:
		s.setProblem(s.t(already, "name", name))
	default:
		confirm()
	}
}

// confirmWithdraw asks after which round the selected player left.
func (v *playersView) confirmWithdraw() {
	p, ok := v.chosen()
	if !ok || v.s.refuseReadOnly() {
		return
	}
	s := v.s
	s.withdrawalBox(withdrawal{
		title:   s.t("ui.players.withdraw.title"),
		explain: s.t("ui.players.withdraw.explain", "name", s.askedOf(p)),
		button:  s.t("ui.players.withdraw"),
		steps: func(round int) string {
			return s.messageLines(standings.WithdrawalSteps(&s.doc.event, p.ID, round))
		},
		judge: func(round int) error {
			_, err := s.doc.event.ValidateWithdrawal(p.ID, round)
			return err
		},
		save:     func(round int) error { return s.doc.st.WithdrawPlayer(p.ID, round) },
		outcome:  func(int) string { return v.withdrawalOutcome(p.ID) },
		refusals: []string{"event.err.withdraw.round", "event.err.withdraw.last", "event.err.withdraw.first", "event.err.withdraw.remove", "event.err.withdraw.none-paired", "event.err.withdraw.played"},
	})
}

// withdrawal is what a withdrawal box asks and does, of a player or of
// a team: its words, what the round typed would do besides (steps,
// nothing while the round is not one to withdraw after), the rules'
// judgement of the round, the store's action, what was done, said once
// it is, and the refusals said below the round's field.
type withdrawal struct {
	title, explain, button string
	steps                  func(round int) string
	judge, save            func(round int) error
	outcome                func(round int) string
	refusals               []string
}

// withdrawalBox asks after which round an entrant left (w), the last
// round played proposed (withdrawalRound).
func (s *Shell) withdrawalBox(w withdrawal) {
	after := s.newField()
	after.SetText(strconv.Itoa(s.doc.withdrawalRound()))
	text := wrapped(w.explain)
	stepsOf := func(text string) string {
		round, err := strconv.Atoi(strings.TrimSpace(text))
		if err != nil || w.judge(round) != nil {
			return ""
		}
		return w.steps(round)
	}
	steps := wrapped(stepsOf(after.Text))
	after.OnChanged = func(text string) { steps.SetText(stepsOf(text)) }
	label := s.t("ui.players.withdraw.after")
	// A round that is no number, or one he may not withdraw after, is
	// said below the field, by its label and with an example, and the
	// dialog keeps what was typed; a refusal about the entrant (withdrawn
	// already) beside the buttons. The store is asked before the box
	// closes: it judges the file as it is now, which another program may
	// have changed, and its refusal opened a box of its own once this one
	// had closed, the round typed gone.
	notes := formNotes{}
	content := container.NewVBox(text, widget.NewForm(notes.item(label, after, s.t("ui.players.withdraw.after.hint"))), steps)
	problem := newFieldNote("")
	owners := map[string]owner{"ui.settings.not-number": {w: after}}
	for _, key := range w.refusals {
		owners[key] = owner{w: after}
	}
	refuse := notes.saidInPlace(s, problem, byKey(owners))
	var m *modal
	cancel := newButton(s.t("ui.cancel"), func() { m.hide() })
	// The round typed, the rules and the store are asked in one action,
	// whose every refusal, and a failure that is no message, is said in
	// the box.
	var round int
	withdraw := func() error {
		typed := strings.TrimSpace(after.Text)
		var err error
		if round, err = strconv.Atoi(typed); err != nil {
			return uiError("ui.settings.not-number", "field", label, "text", typed)
		}
		if err := w.judge(round); err != nil {
			return err
		}
		return w.save(round)
	}
	ok := primary(newButton(w.button, func() {
		if s.actSaying(withdraw, refuse) {
			m.hide()
			s.showMessage(w.title, w.outcome(round))
		}
	}))
	m = s.newFormModal(w.title, content, problem, 600, cancel, ok)
	m.show()
}

// confirmReinstate asks before taking the chosen player's withdrawal
// back, saying from which round he is paired again and that the rounds
// he missed stay as recorded; the store judges it
// (tournament.Event.ValidateReinstatement), and the status line says what
// was saved, as the history names it.
func (v *playersView) confirmReinstate() {
	p, ok := v.chosen()
	if !ok || v.s.refuseReadOnly() {
		return
	}
	s, ev := v.s, &v.s.doc.event
	_, err := ev.ValidateReinstatement(p.ID)
	s.confirmReinstatement(err, s.t("ui.players.reinstate.title"),
		s.t("ui.players.reinstate.explain", "name", p.Name, "after", p.WithdrawnAfter, "round", ev.NextRound()),
		s.t("ui.players.reinstate"), func() error { return s.doc.st.ReinstatePlayer(p.ID) })
}

// confirmReinstatement asks before a player's or a team's withdrawal is
// taken back by reinstate, or shows why the event's rule refused it.
func (s *Shell) confirmReinstatement(refused error, title, explain, button string, reinstate func() error) {
	if refused != nil {
		s.showError(refused)
		return
	}
	s.confirm(title, wrapped(explain), button, func() { s.act(reinstate) })
}

// messageLines is ms in the user's language, a line each: what a
// withdrawal would do to games of later rounds already paired (the
// forfeits it records, the byes that stand), said before the arbiter
// confirms it.
func (s *Shell) messageLines(ms []*engine.Message) string {
	lines := make([]string, len(ms))
	for i, m := range ms {
		lines[i] = s.cat.Message(m)
	}
	return strings.Join(lines, "\n")
}

// withdrawalOutcome says what the event's withdrawal rule made of a
// withdrawn player's games (the texts are shared with the command line).
func (v *playersView) withdrawalOutcome(id int64) string {
	s := v.s
	ev := &s.doc.event
	p, ok := ev.Player(id)
	if !ok {
		return ""
	}
	key, args := standings.WithdrawalNotice(ev, id)
	said := s.t("event.cli.withdrawn", "name", p.Name, "round", p.WithdrawnAfter) + " " + s.t(key, args...)
	// The forfeits are recorded by now; a bye that stands is still said.
	for _, m := range standings.WithdrawalSteps(ev, id, p.WithdrawnAfter) {
		said += "\n" + s.cat.Message(m)
	}
	return said
}

// categoryName is the category as the language abbreviates it (Finnish
// ME, UM, SM for the master titles, as on paper), "none" for none.
func categoryName(s *Shell, c tournament.Category) string {
	if c == tournament.Unclassified {
		return s.t("ui.players.category.none")
	}
	return words.CategoryName(s.cat, c)
}

// categoryText is a table cell's category: blank for none.
func categoryText(s *Shell, c tournament.Category) string {
	if c == tournament.Unclassified {
		return ""
	}
	return categoryName(s, c)
}

// inNumberOrder sorts players by their start numbers (pairing number of
// a Swiss, seat of a round robin), those without one after, as every
// list of the players that shows the numbers reads them.
func inNumberOrder(players []tournament.Player, number map[int64]int) {
	sort.SliceStable(players, func(i, j int) bool {
		a, b := number[players[i].ID], number[players[j].ID]
		return a != 0 && (b == 0 || a < b)
	})
}

// viewTitle is the heading at the top of a view.
func viewTitle(text string) fyne.CanvasObject {
	l := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.SizeName = theme.SizeNameSubHeadingText
	return l
}

// warnRenumbered tells the arbiter whose numbers a change (its cause) gave
// new ones (before are the numbers it had), once rounds have been paired
// (words.Renumbered), or why it gave none once they are fixed
// (words.NumbersKept), after the lines late (words.LateEntries: who is not
// in the round in play), in one message.
func (s *Shell) warnRenumbered(before map[int64]int, cause words.Renumbering, late ...string) {
	title := s.t("live.late.title")
	if moved := words.Renumbered(s.cat, &s.doc.event, before, cause); len(moved) > 0 {
		title, late = s.t("live.renumber.title"), append(late, moved...)
	} else if kept := words.NumbersKept(s.cat, &s.doc.event, before, cause); len(kept) > 0 {
		title, late = s.t("live.renumber.fixed.title"), append(late, kept...)
	}
	if len(late) == 0 {
		return
	}
	s.showMessage(title, strings.Join(late, "\n"))
}
