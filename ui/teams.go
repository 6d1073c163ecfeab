package ui

import (
	"slices"
	"strconv"
	"strings"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/conduct"
	"arbiter/tournament/seats"
	"arbiter/tournament/store"
	"arbiter/tournament/team"
	"arbiter/tournament/teamgames"
	"arbiter/ui/button"
	"arbiter/ui/keyhold"
	"arbiter/ui/look"
	"arbiter/words"
)

// A team event shows its own views in four of the window's areas: the
// teams with their players where an individual event has its players, the
// matches with their line-ups and boards where it has its rounds, and the
// team standings and crosstable. Every change is one store call, judged by
// the store as the command line's is. It is filled in init, as areaInfo
// is: a view may show another, which makes it from this table.
var teamAreas map[area]areaEntry

func init() {
	teamAreas = map[area]areaEntry{
		areaPlayers:    {"teams.ui.nav.teams", theme.AccountIcon, newTeamsView},
		areaRounds:     {"teams.ui.nav.matches", theme.GridIcon, newMatchesView},
		areaStandings:  {"ui.nav.standings", theme.ListIcon, newTeamStandingsView},
		areaCrosstable: {"ui.nav.crosstable", theme.ViewFullScreenIcon, newTeamCrosstableView},
		// The 1953 classification norms are a round robin's of players: a
		// team event's players would show there without their games, so the
		// view says so. The game desk opens a board of a match as it opens an
		// individual event's: both are rows of the round's pairings.
		areaNorms: {"ui.nav.norms", theme.ConfirmIcon, func(s *Shell) view { return newNoticeView(s, "ui.nav.norms", "teams.ui.norms.none") }},
	}
}

// noticeView is an area that does not serve a team event: it says why,
// and where the work is done instead.
type noticeView struct{ viewContent }

func newNoticeView(s *Shell, titleKey, textKey string) view {
	text := wrapped(s.t(textKey, "matches", s.t("teams.ui.nav.matches")))
	return &noticeView{viewContent{look.Border(viewTitle(s.t(titleKey)), nil, nil, nil, container.NewVBox(text))}}
}

func (v *noticeView) refresh() {}

// entry is area a's entry for the open event: a team event's own view
// where it has one, else the individual event's.
func (s *Shell) entry(a area) areaEntry {
	if s.doc != nil && s.doc.event.Settings.System.Team() {
		if e, ok := teamAreas[a]; ok {
			return e
		}
	}
	return areaInfo[a]
}

// teamsView lists the teams and, under them, the chosen team's players in
// its board order (those below the boards of a match are its reserves),
// and adds and edits both.
type teamsView struct {
	s        *Shell
	teams    *grid
	players  *grid
	list     []tournament.Team // rows of teams, in number order
	chosen   int               // index into list, -1 for none
	roster   []int64           // rows of players: the chosen team's board order
	player   int               // index into roster, -1 for none
	count    *widget.Label
	draw     *button.Button
	editTeam *button.Button
	bye      *button.Button // the chosen team's requested bye, in a team Swiss
	// withdraw withdraws the chosen team after a round; reinstate, in
	// its place while a withdrawn team is chosen, takes it back.
	withdraw, reinstate *button.Button
	addP                *button.Button
	late                *look.Hint  // where a player joins once round 1 is paired
	search              *listSearch // the new player dialog's search of the lists, while it is open
	editP               *button.Button
	removeP             *button.Button
	up, down            *button.Button // move the chosen player a board up or down
	heading             *widget.Label
	split               *container.Split
	shared              float64 // the split's offset as share last set it
	viewContent
}

func newTeamsView(s *Shell) view {
	v := &teamsView{s: s, chosen: -1, player: -1}
	v.teams = newActiveGrid([]column{
		s.seatCol(56),
		{s.t("teams.col.team"), 260, fyne.TextAlignLeading},
		{s.t("teams.ui.col.short"), 96, fyne.TextAlignLeading},
		{s.t("teams.ui.col.federation"), 160, fyne.TextAlignLeading},
		{s.t("teams.ui.col.captain"), 200, fyne.TextAlignLeading},
		{s.t("teams.ui.col.players"), 0, fyne.TextAlignTrailing},
	}, v.selectTeam, func(row int) { v.teamDialog(v.list[row]) })
	v.players = newActiveGrid([]column{
		{s.t("teams.ui.col.order"), 56, fyne.TextAlignTrailing},
		s.nameCol(260),
		{s.t("ui.players.col.rating"), 80, fyne.TextAlignTrailing},
		{s.t("ui.players.col.federation"), 72, fyne.TextAlignLeading},
		{s.t("ui.players.field.fideid"), 110, fyne.TextAlignLeading},
		{s.t("ui.players.col.status"), 0, fyne.TextAlignLeading},
	}, func(row int) { v.player = row; v.updateButtons() }, func(row int) { v.playerDialog(v.roster[row]) })
	add := primary(newButtonWithIcon(s.t("teams.ui.team.add"), theme.ContentAddIcon(), func() { v.teamDialog(tournament.Team{}) }))
	v.editTeam = newButtonWithIcon(s.t("teams.ui.team.edit"), theme.DocumentCreateIcon(), func() {
		if t, ok := v.chosenTeam(); ok {
			v.teamDialog(t)
		}
	})
	v.bye = newButtonWithIcon(s.t("teams.ui.byereq"), theme.ContentAddIcon(), s.guard("team-bye", v.requestTeamBye))
	// Named as the players' (the view's "team" buttons beside them left
	// no room for a fourth at 1024 px in Finnish).
	v.withdraw = newButtonWithIcon(s.t("ui.players.withdraw"), theme.ContentRemoveIcon(), v.confirmWithdraw)
	v.reinstate = newButtonWithIcon(s.t("ui.players.reinstate"), theme.ContentUndoIcon(), v.confirmReinstate)
	v.teams.onKey = v.teamKey
	// Rows of less height, as a team round's matches and boards have: at
	// 1024×700 seven teams show above a team's six players.
	v.teams.setCompact()
	v.players.setCompact()
	v.addP = newButtonWithIcon(s.t("teams.ui.player.add"), theme.ContentAddIcon(), func() { v.playerDialog(0) })
	// Insert adds a player to the chosen team, from its roster as from the
	// team list.
	v.teams.insert, v.players.insert = v.addP, v.addP
	v.editP = newButtonWithIcon(s.t("ui.players.edit"), theme.DocumentCreateIcon(), func() {
		if v.player >= 0 {
			v.playerDialog(v.roster[v.player])
		}
	})
	v.removeP = newButtonWithIcon(s.t("ui.players.remove"), theme.DeleteIcon(), v.confirmRemove)
	v.up = newButtonWithIcon(s.t("teams.ui.order.up"), theme.MoveUpIcon(), s.guard("board-order", func() { v.move(-1) }))
	v.down = newButtonWithIcon(s.t("teams.ui.order.down"), theme.MoveDownIcon(), s.guard("board-order", func() { v.move(1) }))
	v.draw = newButtonWithIcon(s.t("ui.players.draw"), theme.ViewRefreshIcon(), v.confirmDraw)
	v.count = widget.NewLabel("")
	v.heading = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	// Insert adds a player and Page Down and Page Up choose the team from
	// the view's buttons too, as the one that adds says: a box opened by a
	// button gives the keyboard back to it, and the next team is chosen
	// from there.
	v.teams.passFrom([]fyne.KeyName{fyne.KeyInsert, fyne.KeyPageDown, fyne.KeyPageUp},
		add, v.editTeam, v.bye, v.withdraw, v.reinstate, v.addP, v.editP, v.removeP, v.up, v.down, v.draw)
	// The buttons, the heading and the note have less room around their
	// text too, as the rows have: each row of them took a team's row.
	top := look.Border(nil, look.Compacted(container.NewHBox(add, v.editTeam, v.bye, v.withdraw, v.reinstate)), nil, nil, v.teams.table)
	v.late = look.NewHint(s.t("teams.ui.player.late"))
	v.late.Hide()
	// The note stands beside the buttons, wrapped to the room they leave
	// (a line of its own under them took two teams of the list out of
	// sight at 1024×700). The board order's buttons stand beside the
	// roster's heading, which wraps to the room they leave: all five in a
	// row were 21 px wider than the view has at 1024 in Finnish.
	v.heading.Wrapping = fyne.TextWrapWord
	buttons := look.Compacted(look.Border(nil, nil, container.NewHBox(v.addP, v.editP, v.removeP), nil, v.late))
	head := look.Compacted(look.Border(nil, nil, nil, container.NewHBox(v.up, v.down), v.heading))
	bottom := look.Border(head, buttons, nil, nil, v.players.table)
	v.split = container.NewVSplit(top, bottom)
	v.split.Offset = 0.45
	v.content = look.Border(titleBar(s.t("teams.ui.nav.teams"), v.count, v.draw, s.printAction("teams.ui.print.lineups", "lineup-forms", func() int {
		return s.doc.event.PairedRounds() // the forms of the round paired last
	})), nil, nil, nil, container.New(sharing{v.share}, v.split))
	return v
}

// share gives the team list and the chosen team's roster the room their
// rows need; where the view has less, the roster keeps the boards of a
// match and the team list has the rest, down to its heading and two
// teams: the lists scroll, and Page Up and Page Down choose the team. A
// roster given all it needed before the list left two teams of seven in
// sight at 1024×700.
func (v *teamsView) share() {
	top, bottom := v.split.Leading.(*fyne.Container), v.split.Trailing.(*fyne.Container)
	room := v.split.Size().Height - theme.Size(theme.SizeNameSplitThickness)
	if room <= 0 {
		return
	}
	// What each side has besides its table: its buttons, the roster's
	// heading and the note beside its buttons.
	rest := func(c *fyne.Container, table fyne.CanvasObject) (h float32) {
		for _, o := range c.Objects {
			if o != table && o.Visible() {
				h += o.MinSize().Height + theme.Padding()
			}
		}
		return h
	}
	teams := v.teams.height() + rest(top, v.teams.table)
	roster := v.players.height() + rest(bottom, v.players.table)
	off := teams / (teams + roster)
	if room < teams+roster {
		boards := min(len(v.roster), v.s.doc.event.TeamOptions.Boards)
		least := float32(1+boards)*v.players.rowPitch() + rest(bottom, v.players.table)
		list := 3*v.teams.rowPitch() + rest(top, v.teams.table)
		off = min(teams, max(room-least, list)) / room
	}
	setShare(v.split, &v.shared, off)
}

// focus puts the keyboard on the team list, where the arrows, Page Up
// and Page Down choose a team and Insert adds a player to it.
func (v *teamsView) focus() fyne.Focusable { return v.teams.table }

func (v *teamsView) refresh() {
	ev := &v.s.doc.event
	var keep int64
	if v.chosen >= 0 && v.chosen < len(v.list) {
		keep = v.list[v.chosen].ID
	}
	v.list = seats.TeamsInOrder(ev)
	number := seats.TeamNumbers(ev)
	rows := make([][]string, len(v.list))
	v.chosen = -1
	for i, t := range v.list {
		rows[i] = []string{words.Number(number[t.ID]), words.WithdrawnName(v.s.cat, t.Name, t.Withdrawn()), t.ShortName, t.Federation, t.Captain, strconv.Itoa(len(t.Players))}
		if t.ID == keep {
			v.chosen = i
		}
	}
	v.teams.set(rows)
	if v.chosen < 0 && len(v.list) > 0 {
		v.chosen = 0
	}
	if v.chosen >= 0 {
		v.teams.selectRow(v.chosen)
	}
	v.count.SetText(v.s.t("teams.ui.count", "teams", len(v.list), "players", len(ev.Players)))
	look.SetEnabled(v.draw, seats.CheckTeamDraw(ev) == nil)
	v.showRoster()
}

// teamKey chooses the team before or after with Page Up and Page Down
// while the team list has the keyboard (Insert, the grid's, adds a player
// to the chosen team; with no team yet, Insert adds the first team).
func (v *teamsView) teamKey(ev *fyne.KeyEvent) bool {
	switch ev.Name {
	case fyne.KeyInsert:
		// With none to choose, adding a player did nothing.
		if len(v.list) == 0 {
			v.teamDialog(tournament.Team{})
			return true
		}
	case fyne.KeyPageUp, fyne.KeyPageDown:
		if to, _ := moveKey(ev.Name, v.chosen, len(v.list), 1); to != v.chosen {
			v.teams.selectRow(to)
		}
		return true
	}
	return false
}

func (v *teamsView) selectTeam(row int) {
	v.chosen = row
	v.player = -1
	v.showRoster()
}

// showRoster lists the chosen team's players in board order.
func (v *teamsView) showRoster() {
	s, ev := v.s, &v.s.doc.event
	v.roster = nil
	if v.chosen >= 0 && v.chosen < len(v.list) {
		t, _ := ev.Team(v.list[v.chosen].ID)
		v.roster = t.Players
		v.heading.SetText(s.t("teams.ui.roster", "team", t.Name, "boards", ev.TeamOptions.Boards))
	} else {
		v.heading.SetText("")
	}
	rows := make([][]string, len(v.roster))
	for i, id := range v.roster {
		p, _ := ev.Player(id)
		status := ""
		if team.Reserve(ev, i) {
			status = s.t("teams.ui.reserve")
		}
		if p.Withdrawn() {
			status = words.WithdrawnAfter(s.cat, p.WithdrawnAfter)
		}
		rows[i] = []string{strconv.Itoa(i + 1), p.Name, words.Number(p.Rating), p.Federation, p.FIDEID, status}
	}
	v.players.set(rows)
	if v.player >= len(v.roster) {
		v.player = -1
	}
	v.players.selectRow(v.player)
	v.updateButtons()
	v.share()
}

func (v *teamsView) updateButtons() {
	ev := &v.s.doc.event
	t, ok := v.chosenTeam()
	look.SetEnabled(v.editTeam, ok)
	// A team asks for a bye in a team Swiss only, for a round not yet
	// paired (tournament.Event.RequestBye).
	v.bye.Hidden = ev.Settings.System != tournament.TeamSwiss
	look.SetEnabled(v.bye, ok && ev.NextRound() <= ev.TotalRounds())
	// A team withdraws once a round is paired; a withdrawn one is
	// reinstated in its place.
	gone := ok && t.Withdrawn()
	look.SetEnabled(v.withdraw, ok && ev.Started() && !gone)
	look.SetVisible(v.withdraw, !gone)
	look.SetVisible(v.reinstate, gone)
	// Once round 1 is paired a player joins at the end of the board
	// order, a reserve (the store's rule): the view says so beside the
	// button, before the arbiter adds him.
	look.SetEnabled(v.addP, ok)
	v.late.Hidden = ev.PairedRounds() == 0
	v.late.Refresh()
	look.SetEnabled(v.editP, v.player >= 0)
	// A player leaves only before round 1 (the store's rule, as for
	// players of an individual event).
	look.SetEnabled(v.removeP, v.player >= 0 && !ev.Started())
	// The board order is the captain's until round 1 is paired (the
	// store's rule).
	open := ev.PairedRounds() == 0
	look.SetEnabled(v.up, open && v.player > 0)
	look.SetEnabled(v.down, open && v.player >= 0 && v.player < len(v.roster)-1)
}

// move moves the chosen player delta boards in his team's board order
// (-1: up), one store call; the cursor stays on him. Refused by the store
// once round 1 is paired, the rule named.
func (v *teamsView) move(delta int) {
	s := v.s
	if v.chosen < 0 || v.player < 0 {
		s.setProblem(s.t("teams.ui.move.choose"))
		return
	}
	order, ok := moveInOrder(v.roster, v.player, delta)
	if !ok {
		return
	}
	team := v.list[v.chosen].ID
	if s.act(func() error { return s.doc.st.SetBoardOrder(team, order) }) {
		v.player += delta
		v.showRoster()
	}
}

// moveInOrder is a team's board order with the player at index i moved
// by delta places (-1: up a board), or false when he cannot move so.
func moveInOrder(order []int64, i, delta int) ([]int64, bool) {
	j := i + delta
	if i < 0 || i >= len(order) || j < 0 || j >= len(order) {
		return nil, false
	}
	out := slices.Clone(order)
	p := out[i]
	out = slices.Delete(out, i, i+1)
	return slices.Insert(out, j, p), true
}

// moveKey is Alt+Up or Alt+Down in the Teams view: the chosen player a
// board up or down.
func (s *Shell) moveKey(delta int) {
	if v, ok := s.views[s.area].(*teamsView); ok && s.doc != nil {
		v.move(delta)
	}
}

// confirmWithdraw asks after which round the chosen team left
// (tournament.Event.ValidateTeamWithdrawal), saying before it is done what
// it does to later rounds paired and, once done, what the team's
// withdrawal means under the event's system (team.WithdrawalNotice).
func (v *teamsView) confirmWithdraw() {
	s := v.s
	t, ok := v.chosenTeam()
	if !ok || s.refuseReadOnly() {
		return
	}
	steps := func(round int) string { return s.messageLines(team.WithdrawalSteps(&s.doc.event, t.ID, round)) }
	var done string // what the withdrawal does, said before the file changes
	s.withdrawalBox(withdrawal{
		title:   s.t("teams.ui.withdraw.title"),
		explain: s.t("teams.ui.withdraw.explain", "team", t.Name),
		button:  s.t("teams.ui.withdraw"),
		steps:   steps,
		judge: func(round int) error {
			_, err := s.doc.event.ValidateTeamWithdrawal(t.ID, round)
			return err
		},
		save: func(round int) error {
			done = strings.TrimSpace(s.cat.Message(team.WithdrawalNotice(&s.doc.event, t, round)) + "\n" + steps(round))
			_, err := s.doc.st.WithdrawTeam(t.ID, round)
			return err
		},
		outcome:  func(int) string { return done },
		refusals: []string{"teams.err.withdraw.round", "teams.err.withdraw.last", "teams.err.withdraw.played"},
	})
}

// confirmReinstate asks before taking the chosen team's withdrawal back,
// saying from which round it is paired again; the store judges it
// (tournament.Event.ValidateTeamReinstatement).
func (v *teamsView) confirmReinstate() {
	s, ev := v.s, &v.s.doc.event
	t, ok := v.chosenTeam()
	if !ok || s.refuseReadOnly() {
		return
	}
	_, err := ev.ValidateTeamReinstatement(t.ID)
	s.confirmReinstatement(err, s.t("teams.ui.reinstate.title"),
		s.t("teams.ui.reinstate.explain", "team", t.Name, "after", t.WithdrawnAfter, "round", ev.NextRound()),
		s.t("teams.ui.reinstate"), func() error { return s.doc.st.ReinstateTeam(t.ID) })
}

// chosenTeam is the team chosen in the list; ok is false where none is.
func (v *teamsView) chosenTeam() (t tournament.Team, ok bool) {
	if v.chosen < 0 || v.chosen >= len(v.list) {
		return t, false
	}
	return v.list[v.chosen], true
}

// withdrawKey is Ctrl+W in a team event: the withdrawal of the team
// chosen in the Teams view, from any view, or why there is none.
func (v *teamsView) withdrawKey() {
	t, chosen := v.chosenTeam()
	v.s.withdrawChosen(chosen, t.Name, t.Withdrawn(), "ui.keys.withdraw.team", "ui.keys.withdraw.team-already", v.confirmWithdraw)
}

// confirmRemove removes the chosen player from his team and the event,
// after a question; the players below him move up a board.
func (v *teamsView) confirmRemove() {
	s := v.s
	if v.player < 0 || s.refuseReadOnly() {
		return
	}
	id := v.roster[v.player]
	text := wrapped(s.t("ui.players.remove.confirm", "name", s.doc.event.PlayerName(id)))
	s.confirmRisky(s.t("ui.players.remove"), text, s.t("ui.players.remove"), func() {
		if s.act(func() error { return s.doc.st.DeletePlayer(id) }) {
			v.player = -1
			v.showRoster()
		}
	})
}

// confirmDraw draws the teams' seats by lot, after a question.
func (v *teamsView) confirmDraw() {
	s := v.s
	text := wrapped(s.t("teams.ui.draw.text", "n", len(v.list)))
	s.confirm(s.t("ui.players.draw"), text, s.t("ui.players.draw"), func() {
		var seed uint64
		if s.act(func() (err error) { seed, err = s.doc.drawSeats(); return err }) {
			s.setStatus(s.t("teams.ui.drawn", "seed", strconv.FormatUint(seed, 10)))
		}
	})
}

// teamDialog adds a team (t.ID 0) or edits one; it stays open while the
// store refuses, saying why. Enter on a new team saves it and clears the
// form for the next.
func (v *teamsView) teamDialog(t tournament.Team) {
	s := v.s
	if s.refuseReadOnly() {
		return
	}
	name, short, fed, captain := s.newField(), s.newField(), s.newField(), s.newField()
	name.SetText(t.Name)
	short.SetText(t.ShortName)
	fed.SetText(t.Federation)
	captain.SetText(t.Captain)
	// The name and the short name, which the event may refuse, say why
	// below them, all at once, where their examples stand.
	notes := formNotes{}
	form := widget.NewForm(
		notes.item(s.t("teams.ui.field.name"), name, s.t("teams.ui.field.name.hint")),
		notes.item(s.t("teams.ui.col.short"), short, s.t("teams.ui.col.short.hint")),
		s.item("teams.ui.col.federation", fed),
		s.item("teams.ui.col.captain", captain),
	)
	problem := newFieldNote("")
	title := s.t("teams.ui.team.add")
	if t.ID != 0 {
		title = s.t("teams.ui.team.edit")
	}
	var d *modal
	save := primary(newButtonWithIcon(s.t("ui.save"), theme.ConfirmIcon(), func() {
		q := t
		q.Name, q.ShortName = strings.TrimSpace(name.Text), strings.TrimSpace(short.Text)
		q.Federation, q.Captain = strings.TrimSpace(fed.Text), strings.TrimSpace(captain.Text)
		bad := map[fyne.CanvasObject]error{}
		asked := q
		err := notes.everyProblem(bad, func() error { return s.doc.event.ValidateTeam(asked) }, func(m *engine.Message) (owner, bool) {
			switch {
			case m.Key == "teams.err.name.empty":
				return owner{name, func() { asked.Name = "?" }}, true
			case (m.Key == "teams.err.name.twice" || m.Key == "event.err.player.dup_folded") && m.Args["name"] == asked.ShortName:
				return owner{short, func() { asked.ShortName = "" }}, true
			case m.Key == "teams.err.name.twice" || m.Key == "event.err.player.dup_folded":
				return owner{name, func() { asked.Name = "?" }}, true
			}
			return owner{}, false
		})
		problem.say("")
		if notes.showErrors(bad, func(err error) string { return s.cat.Sentence(err) }) {
			return
		}
		if err == nil {
			if q.ID == 0 {
				_, err = s.doc.st.AddTeam(q)
			} else {
				err = s.doc.st.UpdateTeam(q)
			}
		}
		if err != nil {
			problem.say(s.cat.Sentence(err))
			return
		}
		s.reload()
		s.sayLastSaved()
		if t.ID != 0 {
			// Every detail changed, as the history tells them: the last
			// step alone named the new name, a captain put right unsaid.
			s.sayEditsSaved()
			d.hide()
			return
		}
		// The next team: the form empties, the name has the keyboard.
		for _, f := range []*field{name, short, fed, captain} {
			f.SetText("")
		}
		s.win.Canvas().Focus(name)
	}))
	for _, f := range []*field{name, short, fed, captain} {
		f.OnSubmitted = func(string) { save.OnTapped() }
	}
	cancel := newButton(s.t("teams.ui.close"), func() { d.hide() })
	d = s.newFormModal(title, form, problem, 520, cancel, save)
	d.show()
	s.win.Canvas().Focus(name)
}

// playerDialog adds a player at the end of the chosen team's board order
// (id 0) or edits player id; a new player's Enter saves him and leaves
// the form open for the team's next.
func (v *teamsView) playerDialog(id int64) {
	s := v.s
	team, ok := v.chosenTeam()
	if s.refuseReadOnly() || !ok {
		return
	}
	p := tournament.Player{}
	if q, ok := s.doc.event.Player(id); ok {
		p = *q
	}
	b := &playerBox{s: s, f: newPlayerFields(s, p, false), problem: newFieldNote(""),
		store: func(from tournament.RatingSource, q tournament.Player) error {
			return s.doc.savePlayerFrom(team.ID, from, q)
		}}
	title := s.t("teams.ui.player.add.title", "team", team.Name)
	if id != 0 {
		title = s.t("ui.players.edit.title")
	}
	b.save = primary(newButtonWithIcon(s.t("ui.save"), theme.ConfirmIcon(), b.saveForm(func(tournament.Player, map[int64]int) {
		if id != 0 {
			b.d.hide()
			return
		}
		b.f.fill(tournament.Player{})
		s.win.Canvas().Focus(b.f.family)
	})))
	b.f.onSubmit(b.save.OnTapped)
	if id != 0 {
		b.edit(title, s.t("teams.ui.close"))
		return
	}
	// A team's players are found in the rating lists as an individual
	// event's are (30 players typed by hand, four fields each).
	v.search = b.add(title, s.t("teams.ui.close"), nil)
}

// matchesView is a team round: its matches, the chosen match's boards,
// the two teams' line-ups typed as their players' numbers in board order
// (or picked), and the boards' results typed one key a board in the
// result box the rounds view has, the cursor moving on to the next board
// without a result.
type matchesView struct {
	s *Shell
	shownRound
	pick    *picker
	pairBtn *button.Button
	editBtn *button.Button // the last round's pairing editor
	matches *grid
	list    []tournament.TeamMatch // rows of matches
	match   int                    // chosen row of matches, -1 for none
	boards  *grid
	board   int // chosen board (index into the match's boards), -1 for none
	// waiting is the round and game number of the board the cursor stood
	// on while it waited for its result, as last shown (showChosen);
	// zero where it stood on none.
	waiting [2]int
	keys    *resultKeys
	lineups [2]lineupEntry // the White team's (on board 1) and the Black team's
	forfeit *button.Button
	desk    *button.Button // opens the chosen board's game at the game desk
	// unpaired says the teams the round leaves out (words.TeamsUnpaired),
	// hidden where it leaves none out.
	unpaired *widget.Label
	said     *widget.Label
	saidRow  *fyne.Container // said and the pairing editor's button
	empty    *widget.Label
	split    *container.Split
	shared   float64 // the split's share last set by share
	viewContent
}

// lineupEntry is one team's line-up of the chosen match: typed numbers,
// or picked from the team's board order.
type lineupEntry struct {
	label *widget.Label
	field *field
	pick  *button.Button
	team  int64
}

func newMatchesView(s *Shell) view {
	v := &matchesView{s: s, match: -1, board: -1}
	// A match's result is as wide as it needs: a score in progress says so
	// ("1½–½ (kesken)"), which a cap made for a finished score cut.
	v.matches = newGrid([]column{
		{s.t("teams.ui.col.match"), 56, fyne.TextAlignTrailing},
		{s.t("teams.ui.col.white"), 300, fyne.TextAlignLeading},
		{s.t("ui.rounds.col.result"), 0, fyne.TextAlignCenter},
		{s.t("teams.ui.col.black"), 300, fyne.TextAlignLeading},
	}, v.selectMatch)
	v.boards = newGrid([]column{
		{s.t("ui.rounds.col.board"), 64, fyne.TextAlignTrailing},
		{s.t("ui.rounds.col.white"), 300, fyne.TextAlignLeading},
		{s.t("ui.rounds.col.result"), 100, fyne.TextAlignCenter},
		{s.t("ui.rounds.col.black"), 300, fyne.TextAlignLeading},
	}, v.selectBoard)
	// A bye's words (a requested one's are the longest) take what room
	// the window leaves, as cut at the column's width they lost the game
	// points.
	v.matches.fillLast = true
	v.matches.setCompact()
	v.boards.setCompact()
	v.keys = newResultKeys(s, func(c rune) { s.guard("result", func() { v.keyTyped(c) })() }, v.boardKey, v.tell)
	v.matches.clickTo, v.boards.clickTo = v.keys, v.keys
	v.pick = s.newRoundPicker(&v.shownRound, v.showRound, v.keys)
	v.pairBtn = newButtonWithIcon("", theme.ContentAddIcon(), s.guard("pair", v.pairNext))
	v.editBtn = newButtonWithIcon(s.t("pairedit.button"), theme.DocumentCreateIcon(), s.guard("pairedit", v.editPairing))
	for i := range v.lineups {
		e := &v.lineups[i]
		e.label = widget.NewLabel("")
		e.label.Truncation = fyne.TextTruncateEllipsis
		e.field = s.hintField(s.t("teams.ui.lineup.hint"))
		e.field.OnSubmitted = func(string) { s.guard("lineup", func() { v.saveLineup(i) })() }
		e.field.left = func() { v.lineupLeft(i) }
		e.pick = newButtonWithIcon(s.t("teams.ui.lineup.pick"), theme.ListIcon(), s.guard("lineup", func() { v.pickLineup(i) }))
	}
	v.forfeit = newButtonWithIcon(s.t("teams.ui.forfeit"), theme.CancelIcon(), s.guard("forfeit", v.forfeitMatch))
	v.desk = newButtonWithIcon(s.t("ui.rounds.desk"), theme.MediaPlayIcon(), v.openDesk)
	v.said = wrapped("")
	v.said.Hide() // its room goes to the help until there is a word to say
	v.unpaired = wrapped("")
	v.unpaired.Hide()
	help := look.NewHint(s.t("teams.ui.entry.keys"))
	v.empty = widget.NewLabel(s.t("teams.ui.rounds.none")) // teams, not players, are added
	// The two line-ups side by side, each team's name beside its field:
	// at 1024×700 the window keeps its room for the matches and boards.
	// The field is as wide as its example, the team's name has the rest.
	hint := s.t("teams.ui.lineup.hint")
	fieldSize := fyne.NewSize(fyne.MeasureText(hint, theme.TextSize(), fyne.TextStyle{}).Width+4*theme.InnerPadding(), v.lineups[0].field.MinSize().Height)
	cell := func(e *lineupEntry) fyne.CanvasObject {
		return look.Border(nil, nil, nil, container.NewHBox(container.NewGridWrap(fieldSize, e.field), e.pick), e.label)
	}
	lineups := look.Border(nil, nil, widget.NewLabel(s.t("teams.ui.lineups")), nil,
		container.NewGridWithColumns(2, cell(&v.lineups[0]), cell(&v.lineups[1])))
	entry := look.Border(nil, nil, widget.NewLabel(s.t("ui.rounds.entry.label")), container.NewHBox(v.desk, v.forfeit), v.keys)
	// The pairing editor's button ends the line of what was saved: the
	// title bar has no room for it at 1024×700, a row of its own took a
	// match out of sight, and beside the keys' help it left the help so
	// narrow that in Finnish its five lines hid a board of the match.
	v.saidRow = look.Border(nil, nil, nil, container.NewVBox(v.editBtn), v.said)
	bottom := container.NewVBox(v.unpaired, widget.NewSeparator(), lineups, entry,
		v.saidRow, help)
	v.split = container.NewVSplit(container.NewStack(v.matches.table, container.NewCenter(v.empty)), v.boards.table)
	v.split.Offset = 0.45
	top := titleBar(s.t("teams.ui.nav.matches"), v.pick, v.pairBtn,
		s.printAction("ui.printing.doc.pairings", "pairings", func() int { return v.round }),
		s.printAction("teams.ui.print.sheets", "match-sheets", func() int { return v.round }))
	v.content = look.Border(top, bottom, nil, nil, container.New(sharing{v.share}, v.split))
	return v
}

// sharing lays out a view's two tables, sharing the room again whenever
// it changes (a window made taller shows the boards whole again).
type sharing struct{ share func() }

func (l sharing) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Resize(size)
	}
	l.share()
}

func (l sharing) MinSize(objs []fyne.CanvasObject) fyne.Size { return objs[0].MinSize() }

// focus puts the keyboard in the result box.
func (v *matchesView) focus() fyne.Focusable { return v.keys }

// resultBox is the result box, which the arbiter's acts elsewhere reach
// (Shell.sayLastSaved).
func (v *matchesView) resultBox() *resultKeys { return v.keys }

func (v *matchesView) refresh() {
	s, ev := v.s, &v.s.doc.event
	paired := ev.PairedRounds()
	pickRound(s, v.pick, &v.round, paired)
	next := paired + 1
	setPairButton(s, v.pairBtn, next, ev.TotalRounds(), next <= ev.TotalRounds() || ev.Settings.System != tournament.TeamRoundRobin && ev.Settings.Rounds == 0)
	look.SetEnabled(v.editBtn, paired > 0)
	v.list = ev.RoundMatches(v.round)
	rows := make([][]string, len(v.list))
	for i, m := range v.list {
		rows[i] = v.matchRow(m)
	}
	v.matches.set(rows)
	v.empty.SetText(noRoundHint(s, "teams.ui.rounds.none", len(ev.Teams), waitsOnSeats(ev), "teams.ui.nav.teams"))
	v.matches.sayEmpty(v.empty, len(v.list) == 0)
	v.matches.stopOnlyOnRows()
	if v.match >= len(v.list) {
		v.match = -1
	}
	if v.match < 0 && len(v.list) > 0 {
		v.match = max(0, slices.IndexFunc(v.list, func(m tournament.TeamMatch) bool { return !m.Finished(ev.MatchGames(m)) }))
	}
	v.matches.selectRow(v.match)
	// The teams the round leaves out, as its pairing list says them,
	// whenever the round is shown.
	out := words.TeamsUnpaired(s.cat, ev, v.round, func(id int64) string { return teamName(ev, id) })
	v.unpaired.SetText(strings.Join(out, "\n"))
	look.SetVisible(v.unpaired, len(out) > 0)
	v.showMatch()
}

// drawButton is the button that draws the teams' seats (showDraw).
func (v *teamsView) drawButton() *button.Button { return v.draw }

// teamName is a team's number and name, as the pairing list shows it.
func teamName(ev *tournament.Event, id int64) string {
	t, ok := ev.Team(id)
	if !ok {
		return "?"
	}
	return strconv.Itoa(seats.TeamNumbers(ev)[id]) + ". " + t.Name
}

// teamShortName is a team's number and short name, its name where it has
// none: beside a line-up's field, where a name had the room of a few
// letters, and the matches above name the teams whole.
func teamShortName(ev *tournament.Event, id int64) string {
	if t, ok := ev.Team(id); ok && t.ShortName != "" {
		return strconv.Itoa(seats.TeamNumbers(ev)[id]) + ". " + t.ShortName
	}
	return teamName(ev, id)
}

// matchScore is the match's result as every door says it.
func (v *matchesView) matchScore(m tournament.TeamMatch) string {
	ev := &v.s.doc.event
	return words.MatchResult(v.s.cat, ev.TeamOptions, m, ev.MatchGames(m))
}

func (v *matchesView) matchRow(m tournament.TeamMatch) []string {
	ev := &v.s.doc.event
	if m.IsBye() {
		return []string{strconv.Itoa(m.Number), teamName(ev, m.White), "", words.TeamByeCell(v.s.cat, ev.TeamOptions, m)}
	}
	return []string{strconv.Itoa(m.Number), teamName(ev, m.White), v.matchScore(m), teamName(ev, m.Black)}
}

func (v *matchesView) selectMatch(row int) {
	if row == v.match {
		return
	}
	v.keys.endTyping()
	v.match, v.board = row, -1
	// A refusal speaks of what was typed on the match left (the bye's
	// "takes no result" stayed under the next match's boards); what was
	// saved stays said as the cursor goes on to the next match.
	if v.said.Importance == widget.DangerImportance {
		v.tell(false, "")
	}
	v.showMatch()
}

// selectBoard chooses the clicked board; the cursor's own moves (next)
// come here too, the board already chosen.
func (v *matchesView) selectBoard(row int) {
	if row != v.board {
		v.keys.endTyping()
	}
	v.board = row
	v.showChosen()
	v.s.focusIn(v, v.keys)
}

// chosen is the chosen match, false when none (or a bye) is chosen.
func (v *matchesView) chosen() (tournament.TeamMatch, bool) {
	if v.match < 0 || v.match >= len(v.list) || v.list[v.match].IsBye() {
		return tournament.TeamMatch{}, false
	}
	return v.list[v.match], true
}

// showMatch fills the boards and the line-ups of the chosen match.
func (v *matchesView) showMatch() {
	s, ev := v.s, &v.s.doc.event
	m, ok := v.chosen()
	var rows [][]string
	if ok {
		// A match forfeited as a whole shows each board's forfeit, as
		// the command line and the paper print it.
		for i, b := range ev.MatchGames(m) {
			rows = append(rows, []string{strconv.Itoa(i + 1), v.boardPlayer(b.White), b.Result.Text(s.t), v.boardPlayer(b.Black)})
		}
	}
	v.boards.set(rows)
	v.boards.stopOnlyOnRows()
	v.share()
	if v.board >= len(rows) {
		v.board = -1
	}
	// A result saved elsewhere (the game desk) on the board the cursor
	// waited on moves the cursor on to the match's next board without
	// one, as a key typed here does, and says so; the keys' own save
	// moves it itself (next). The Rounds view does the same.
	if games := ev.MatchGames(m); ok && !v.keys.saving && v.board >= 0 && v.board < len(games) &&
		v.waiting == [2]int{v.round, games[v.board].Board} && games[v.board].Result.Finished() {
		if k := v.nextEmpty(m, v.board); k >= 0 {
			v.tell(false, s.t("live.entry.elsewhere", "board", v.board+1,
				"result", entryResultText(s, games[v.board].Result), "next", k+1))
			v.board = k
		}
	}
	if v.board < 0 && ok && m.Forfeit == tournament.NoResult && len(rows) > 0 {
		// A match whose boards all have their results (an earlier
		// round's) has its first chosen, where one is corrected: with
		// none chosen the result box took no key.
		v.board = max(v.nextEmpty(m, -1), 0)
	}
	v.boards.selectRow(v.board)
	// The bye names its team, and beside it the bye, which has no line-up.
	bye := v.match >= 0 && v.match < len(v.list) && v.list[v.match].IsBye()
	for i := range v.lineups {
		e := &v.lineups[i]
		e.team = 0
		if ok {
			e.team = m.White
			if i == 1 {
				e.team = m.Black
			}
		}
		switch {
		case bye && i == 0:
			e.label.SetText(teamShortName(ev, v.list[v.match].White))
			e.field.SetText("")
		case bye:
			e.label.SetText(s.t("teams.ui.lineup.bye"))
			e.field.SetText("")
		case e.team == 0:
			e.label.SetText(s.t("teams.ui.lineup.none"))
			e.field.SetText("")
		default:
			e.label.SetText(teamShortName(ev, e.team))
			e.field.SetText(v.lineupText(m, e.team))
		}
		// A line-up is fixed once its match has a result (the store's rule).
		on := ok && !m.Started(ev.MatchGames(m))
		look.SetEnabled(e.field, on)
		look.SetEnabled(e.pick, on)
	}
	look.SetEnabled(v.forfeit, ok)
	v.showChosen()
}

// setShare sets split's offset to off, kept between a fifth and four
// fifths, where that differs from *shared, the offset last set: an
// offset the arbiter dragged stays until the share itself changes.
func setShare(split *container.Split, shared *float64, off float32) {
	if off := float64(min(max(off, 0.2), 0.8)); off != *shared {
		*shared = off
		split.SetOffset(off)
	}
}

// splitRoom is the height a vertical split gives its two parts, as it
// laid them out last: its own less its divider's. The theme's thickness
// read 0 in a real window, whose split drew a divider of 5 px, which the
// part under it lacked.
func splitRoom(split *container.Split) float32 {
	return split.Leading.Size().Height + split.Trailing.Size().Height
}

// share divides the room between the matches and the boards as each
// needs it: at 1024×700 a ten-team round's five matches and a match's
// four boards fit together (their rows compact). Where the two do not fit,
// the chosen match's boards, whose results the arbiter types, show whole
// and the matches scroll, the chosen one kept in sight, down to a heading
// and a match; the boards scroll only when even that leaves them too
// little. Given the matches first, a withdrawn team's note of two lines
// under a round robin's boards left board 4 half out of sight. A share
// the arbiter dragged stays until the rows to show change.
func (v *matchesView) share() {
	m, b := v.matches.height(), v.boards.height()
	if len(v.list) == 0 {
		return
	}
	off := m / (m + b)
	if room := splitRoom(v.split); room > 0 && room < m+b {
		least := 2 * m / float32(len(v.matches.shown)+1) // the heading and a match
		off = max(room-b, least) / room
	}
	setShare(v.split, &v.shared, off)
}

// boardPlayer is a player on a board with his number in his team's board
// order, or the word for a board left empty.
func (v *matchesView) boardPlayer(id int64) string {
	ev := &v.s.doc.event
	if id == 0 {
		return v.s.t("teams.print.empty")
	}
	p, _ := ev.Player(id)
	return strconv.Itoa(ev.TeamPlace(id)) + ". " + p.Name + ratingSuffix(p.Rating)
}

// sideName is a board's player by his name, or the word for a board
// left empty, where playerName said "?".
func (v *matchesView) sideName(id int64) string {
	if id == 0 {
		return v.s.t("teams.print.empty")
	}
	return v.s.doc.event.PlayerName(id)
}

func ratingSuffix(r int) string {
	if r == 0 {
		return ""
	}
	return " (" + strconv.Itoa(r) + ")"
}

// lineupText is a team's line-up in the match as the numbers typed.
func (v *matchesView) lineupText(m tournament.TeamMatch, team int64) string {
	ev := &v.s.doc.event
	var places []string
	for _, id := range m.Lineup(ev, team) {
		places = append(places, strconv.Itoa(ev.TeamPlace(id)))
	}
	return strings.Join(places, ",")
}

// saveLineup saves line-up i as typed: one store call, which judges it.
func (v *matchesView) saveLineup(i int) {
	s, e := v.s, &v.lineups[i]
	t, ok := s.doc.event.Team(e.team)
	if !ok {
		return
	}
	// On a refusal the keyboard stays in the field with the line-up as
	// typed, to put it right: it went on to the other team's field, and
	// the line-up typed next was taken as that team's. Left unsaved, the
	// field shows the file's line-up again and says so (lineupLeft).
	ids, err := teamgames.LineupNumbers(*t, e.field.Text)
	if err != nil {
		v.tell(true, s.cat.Sentence(err))
		return
	}
	// An empty field is a slip (Backspace over it, Enter): saved, it lost
	// every board of the team by forfeit. A team that has not come
	// forfeits the match as a whole, F in the result box.
	if len(ids) == 0 {
		v.tell(true, s.t("teams.ui.lineup.empty", "team", t.Name))
		return
	}
	if err := v.setLineup(*t, ids); err != nil {
		v.tell(true, s.cat.Sentence(err))
		return
	}
	if i == 0 && !v.lineups[1].field.Disabled() {
		s.win.Canvas().Focus(v.lineups[1].field)
	} else {
		s.win.Canvas().Focus(v.keys)
	}
}

// lineupLeft follows the keyboard out of line-up i's field: a line-up
// typed there and not saved (Enter saves it) was kept in the field beside
// the boards of the line-up saved, nothing said. The field shows the
// line-up the file holds again, and the view says what was typed and not
// saved; a line-up typed as saved, however written, is left as it is.
func (v *matchesView) lineupLeft(i int) {
	s, e := v.s, &v.lineups[i]
	m, ok := v.chosen()
	t, found := s.doc.event.Team(e.team)
	if !ok || !found || e.field.Disabled() {
		return
	}
	saved := v.lineupText(m, e.team)
	typed := strings.TrimSpace(e.field.Text)
	if typed == saved {
		return
	}
	if ids, err := teamgames.LineupNumbers(*t, typed); err == nil && slices.Equal(ids, m.Lineup(&s.doc.event, e.team)) {
		return
	}
	e.field.SetText(saved)
	v.tell(true, s.t("teams.ui.lineup.unsaved", "team", t.Name, "typed", typed))
}

// setLineup saves a team's line-up for the round shown and says so, or
// returns the rule that refused it.
func (v *matchesView) setLineup(t tournament.Team, ids []int64) error {
	s := v.s
	if s.refuseReadOnly() {
		return nil
	}
	round := v.round
	if m, ok := v.chosen(); ok && slices.Equal(m.Lineup(&s.doc.event, t.ID), ids) {
		// The store saves no line-up the match has: no action to name.
		v.tell(false, s.t("teams.ui.lineup.same", "team", t.Name, "round", round))
		return nil
	}
	if _, err := s.doc.st.SetLineup(round, t.ID, ids); err != nil {
		return err
	}
	s.reload()
	s.sayLastSaved()
	// The boards left empty are the last ones: each is lost by forfeit.
	if boards := s.doc.event.TeamOptions.Boards; len(ids) < boards {
		empty := strconv.Itoa(boards)
		if len(ids)+1 < boards {
			empty = strconv.Itoa(len(ids)+1) + "–" + empty
		}
		v.tell(false, s.t("teams.ui.lineup.saved.short", "team", t.Name, "round", round, "n", len(ids), "empty", boards-len(ids), "boards", empty))
		return nil
	}
	v.tell(false, s.t("teams.ui.lineup.saved", "team", t.Name, "round", round, "n", len(ids)))
	return nil
}

// pickLineup picks line-up i from the team's players in board order, one
// check a player; the checked ones play, in that order.
func (v *matchesView) pickLineup(i int) {
	s, e := v.s, &v.lineups[i]
	ev := &s.doc.event
	t, ok := ev.Team(e.team)
	m, okM := v.chosen()
	if !ok || !okM {
		return
	}
	if s.refuseReadOnly() {
		return
	}
	current := map[int64]bool{}
	for _, id := range m.Lineup(ev, t.ID) {
		current[id] = true
	}
	box := container.NewVBox()
	checks := make([]*tickBox, len(t.Players))
	for k, id := range t.Players {
		p, _ := ev.Player(id)
		checks[k] = newTickBox(strconv.Itoa(k+1) + ". " + p.Name + ratingSuffix(p.Rating))
		checks[k].SetChecked(current[id])
		box.Add(checks[k])
	}
	problem := errorLine()
	var d *modal
	save := primary(newButtonWithIcon(s.t("ui.save"), theme.ConfirmIcon(), func() {
		var ids []int64
		for k, c := range checks {
			if c.Checked {
				ids = append(ids, t.Players[k])
			}
		}
		if err := v.setLineup(*t, ids); err != nil {
			d.fail(problem, s.cat.Sentence(err))
			return
		}
		d.hide()
	}))
	cancel := newButton(s.t("ui.cancel"), func() { d.hide() })
	text := wrapped(s.t("teams.ui.lineup.pick.text", "boards", ev.TeamOptions.Boards))
	// The list as tall as the team's players, up to what the box has of
	// a 700-point window, beyond which it scrolls: a bare scroll is one
	// row high.
	list := container.NewVScroll(box)
	list.SetMinSize(fyne.NewSize(0, min(box.MinSize().Height, notesHeight)))
	d = s.newModal(s.t("teams.ui.lineup.of", "team", t.Name), container.NewVBox(text, list, problem), 520, cancel, save)
	d.show() // its first player's tick box drops the space of Space on Pick… (focusFirst)
}

// forfeitMatch forfeits the chosen match as a whole, or takes its
// forfeit back: the arbiter picks which, and the store judges it. With
// the bye or nothing chosen it says so, as a result key does.
func (v *matchesView) forfeitMatch() {
	s := v.s
	m, ok := v.chosen()
	if !ok {
		v.tell(true, v.noBoard("teams.ui.entry.bye.nokey"))
		return
	}
	if s.refuseReadOnly() {
		return
	}
	ev := &s.doc.event
	values := []tournament.Result{tournament.WhiteForfeitWin, tournament.BlackForfeitWin, tournament.DoubleForfeit, tournament.NoResult}
	labels := []string{
		s.t("teams.ui.forfeit.white", "team", teamName(ev, m.White)),
		s.t("teams.ui.forfeit.black", "team", teamName(ev, m.Black)),
		s.t("teams.ui.forfeit.both"),
		s.t("teams.ui.forfeit.none"),
	}
	choice := newRadio(labels, nil)
	if i := slices.Index(values, m.Forfeit); i >= 0 {
		choice.SetSelected(labels[i])
	} else {
		choice.SetSelected(labels[len(labels)-1])
	}
	round, number := v.round, m.Number
	s.confirm(s.t("teams.ui.forfeit.title", "match", number, "round", round), choice, s.t("ui.save"), func() {
		r := values[max(choice.SelectedIndex(), 0)] // one is always picked
		if s.act(func() error { return s.doc.st.SetMatchForfeit(round, number, r) }) {
			v.tell(false, s.t("teams.ui.forfeit.saved", "match", number, "result", entryResultText(v.s, r)))
			// On to the next board that awaits a result, as after a typed
			// one: a forfeited match has none.
			v.next()
		}
		s.win.Canvas().Focus(v.keys)
	})
}

// forfeitKey in the result box asks how the chosen match is forfeited
// as a whole, as the Forfeit button does.
const forfeitKey = 'f'

// keyTyped saves the result of a key typed for the chosen board; any
// other character is refused where the eye is.
func (v *matchesView) keyTyped(c rune) {
	if v.keys.goOn(c) {
		return
	}
	if c == forfeitKey || c == unicode.ToUpper(forfeitKey) {
		v.forfeitMatch()
		return
	}
	r, ok := resultKey[c]
	if !ok {
		v.keys.refuseKey(c, "teams.ui.entry.notkey")
		return
	}
	m, okM := v.chosen()
	if !okM || v.board < 0 {
		v.tell(true, v.noBoard("teams.ui.entry.bye.nokey"))
		return
	}
	v.enter(m, v.board+1, r, c)
}

// enter saves result r, of key c, on a board of match m: at once when the
// board has none, after a question when it would change one saved. What
// is typed next may go on with the key (resultKeys.goOn).
func (v *matchesView) enter(m tournament.TeamMatch, board int, r tournament.Result, c rune) {
	s := v.s
	b := s.doc.event.MatchGames(m)[board-1]
	number := m.Number
	v.keys.enter(c, r, b, typedResult{round: v.round, game: b.Board, board: board,
		where:  s.t("teams.ui.entry.where", "match", number, "board", board),
		before: b.Result, said: func() string { return v.savedText(number, board) },
		ask: func(r tournament.Result) string { return v.changeText(m, board, r) }}, v.next)
}

// changeText asks whether board of match m is to be corrected to r,
// naming the match, whose every board number the round's other matches
// have too, and how the match's score changes with it.
func (v *matchesView) changeText(m tournament.TeamMatch, board int, r tournament.Result) string {
	s, ev := v.s, &v.s.doc.event
	games := ev.MatchGames(m)
	b := games[board-1]
	text := s.t("teams.ui.change.text", "match", m.Number, "board", board, "white", ev.PlayerName(b.White),
		"black", ev.PlayerName(b.Black), "was", entryResultText(s, b.Result), "result", entryResultText(s, r))
	after := slices.Clone(games)
	after[board-1].Result = r
	if from, to := words.MatchResult(s.cat, ev.TeamOptions, m, games), words.MatchResult(s.cat, ev.TeamOptions, m, after); from != to {
		text += " " + s.t("teams.ui.change.score", "from", from, "to", to)
	}
	return text
}

// savedText says what the file now holds for a board, read back from it.
func (v *matchesView) savedText(match, board int) string {
	ev := &v.s.doc.event
	for _, m := range ev.RoundMatches(v.round) {
		if games := ev.MatchGames(m); m.Number == match && board <= len(games) {
			b := games[board-1]
			if p := team.MatchProgress(ev.TeamOptions, m, games); p.Left > 0 {
				return v.s.t("teams.ui.saved.running", "match", match, "board", board, "white", v.sideName(b.White),
					"black", v.sideName(b.Black), "result", entryResultText(v.s, b.Result),
					"score", p.Score(), "left", p.Left)
			}
			return v.s.t("teams.ui.saved", "match", match, "board", board, "white", v.sideName(b.White),
				"black", v.sideName(b.Black), "result", entryResultText(v.s, b.Result), "score", v.matchScore(m))
		}
	}
	return ""
}

// showUndone puts the cursor on the board whose result Undo took back,
// in the round shown: it stayed on the board after it, where the cursor
// had gone as the result was saved, and the corrected result typed at
// once went there.
func (v *matchesView) showUndone(st store.Step) {
	if st.Action != "team.result" || stepNumber(st, "round") != v.round {
		return
	}
	for i, m := range v.list {
		if board := stepNumber(st, "board"); m.Number == stepNumber(st, "match") && !m.IsBye() && board >= 1 && board <= len(v.s.doc.event.MatchGames(m)) {
			v.keys.endTyping()
			v.match, v.board = i, board-1
			v.matches.selectRow(i)
			v.showMatch()
			return
		}
	}
}

// tell shows a message under the result box. The view is laid out again
// when the line comes or goes or takes another height: shown by Hidden
// alone, the line had no size and the first refusal stayed out of sight
// until the next match was chosen, and then spoke of the match before;
// grown by a round's pairing and the teams paired again to four lines in
// Finnish, it ran over the keys' help and past the window's foot.
func (v *matchesView) tell(refused bool, text string) {
	was, height := v.said.Hidden, v.said.MinSize().Height
	tellOn(v.said, refused, text)
	v.said.Hidden = text == ""
	if v.said.Hidden != was || v.said.MinSize().Height != height {
		v.content.Refresh()
	}
}

// boardKey moves the chosen board with the arrow keys (Page Up and Down:
// the match before and after).
func (v *matchesView) boardKey(ev *fyne.KeyEvent) {
	m, ok := v.chosen()
	switch ev.Name {
	case fyne.KeyPageDown, fyne.KeyPageUp:
		if to, _ := moveKey(ev.Name, v.match, len(v.list), 1); to != v.match {
			v.selectMatch(to)
			v.matches.selectRow(to)
		}
		return
	case fyne.KeyReturn, fyne.KeyEnter:
		why := ""
		if v.match >= 0 && v.match < len(v.list) && v.list[v.match].IsBye() {
			why = v.noBoard("teams.ui.entry.bye.nokey")
		}
		v.keys.enterKey(ev.Name, why)
		return
	}
	if !ok {
		return
	}
	to, moved := moveKey(ev.Name, v.board, len(v.s.doc.event.MatchGames(m)), 0)
	if !moved {
		return
	}
	v.keys.endTyping()
	v.board = to
	v.boards.selectRow(v.board)
	v.showChosen()
	v.s.focusIn(v, v.keys)
}

// showChosen names the chosen board in the result box; the desk opens
// a board with a game on it.
func (v *matchesView) showChosen() {
	s := v.s
	v.waiting = [2]int{}
	look.SetEnabled(v.desk, v.chosenGame() > 0)
	m, ok := v.chosen()
	ev := &s.doc.event
	games := ev.MatchGames(m)
	if !ok || v.board < 0 || v.board >= len(games) {
		v.keys.SetText(v.noBoard("teams.ui.entry.bye"))
		return
	}
	b := games[v.board]
	if b.Board > 0 && v.nextEmpty(m, v.board-1) == v.board {
		v.waiting = [2]int{v.round, b.Board}
	}
	v.keys.SetText(s.t("teams.ui.entry.preview", "match", m.Number, "board", v.board+1,
		"white", v.sideName(b.White), "black", v.sideName(b.Black), "result", entryResultText(v.s, b.Result)))
}

// noBoard says why no board takes a result, in the result box (key
// "teams.ui.entry.bye") or at a result key (".nokey"): the round's bye
// chosen has none ("No board is chosen" sent the arbiter looking for
// one), else none is chosen.
func (v *matchesView) noBoard(key string) string {
	s := v.s
	if v.match >= 0 && v.match < len(v.list) && v.list[v.match].IsBye() {
		m, ev := v.list[v.match], &s.doc.event
		return s.t(key, "match", m.Number, "team", teamName(ev, m.White),
			"bye", words.TeamByeCell(s.cat, ev.TeamOptions, m))
	}
	return s.t("live.entry.nochoice")
}

// chosenGame is the chosen board's number among the round's games, as
// the game desk opens it; 0 when the board has no game: none chosen, a
// player missing, the match forfeited.
func (v *matchesView) chosenGame() int {
	m, ok := v.chosen()
	games := v.s.doc.event.MatchGames(m)
	if !ok || v.board < 0 || v.board >= len(games) || !games[v.board].Seated() || m.Forfeit != tournament.NoResult {
		return 0
	}
	return games[v.board].Board
}

// openDesk opens the chosen board's game at the game desk, as the rounds
// view of an individual event does.
func (v *matchesView) openDesk() {
	if n := v.chosenGame(); n > 0 {
		v.s.openAtDesk(v.round, n)
	}
}

// nextEmpty is the first board of m without a result after index from,
// from the top again; -1 when every board has one.
func (v *matchesView) nextEmpty(m tournament.TeamMatch, from int) int {
	if m.Forfeit != tournament.NoResult {
		return -1
	}
	games := v.s.doc.event.MatchGames(m)
	return nextOpen(from, len(games), func(k int) bool { return !games[k].Result.Finished() })
}

// next moves the cursor to the next board without a result: in the match,
// else in the next match of the round that has one; it stays and says so
// when the round is complete.
func (v *matchesView) next() {
	if m, ok := v.chosen(); ok {
		if k := v.nextEmpty(m, v.board); k >= 0 {
			v.board = k
			v.boards.selectRow(k)
			v.showChosen()
			return
		}
	}
	if k := nextOpen(v.match, len(v.list), func(k int) bool {
		m := v.list[k]
		return !m.IsBye() && !m.Finished(v.s.doc.event.MatchGames(m))
	}); k >= 0 {
		v.match, v.board = k, -1
		v.matches.selectRow(k)
		v.showMatch()
		return
	}
	v.showChosen()
	v.tell(false, v.said.Text+" "+v.s.t("live.entry.done", "round", v.round))
}

// pairNext pairs the next round (the store judges whether it may be); a
// round robin whose seats are not drawn yet is sent to the Teams view.
func (v *matchesView) pairNext() {
	s := v.s
	if s.refuseReadOnly() {
		return
	}
	ev := &s.doc.event
	next := ev.PairedRounds() + 1
	if ev.Settings.System == tournament.TeamRoundRobin && seats.TeamSeatsWanted(ev) {
		text := wrapped(s.t("teams.ui.seats.text", "view", s.t("teams.ui.nav.teams"), "button", s.t("ui.players.draw")))
		s.confirm(s.t("live.seats.title"), text, s.t("teams.ui.seats.go"), s.showDraw)
		return
	}
	// The round is paired once the window has drawn the question gone,
	// the status saying so: paired at once, the pairing and the view's
	// tables filled for the first time kept the window from drawing, and
	// on a busy machine "Pair round 1?" stayed on the screen a second and
	// more after the Enter that answered it; the arbiter pressed Enter
	// again, and the result box, given the keyboard by then, said that
	// Enter is not needed there.
	doc := s.doc
	v.pairBtn.Disable()
	s.setStatus(s.t("ui.rounds.pairing", "n", next))
	s.background(func() { fyne.Do(func() { v.pair(doc, next) }) })
}

// pair pairs and saves team round next of doc, unless the window holds
// another file by now.
func (v *matchesView) pair(doc *document, next int) {
	s := v.s
	v.pairBtn.Enable()
	if s.doc != doc {
		return
	}
	if s.act(func() error { _, err := conduct.Pair(doc.st, &doc.event, next, false); return err }) {
		v.round, v.match, v.board = next, -1, -1
		v.refresh()
		// The teams left out, withdrawn, and those paired with no
		// player left, are said above the line-ups (refresh).
		// Teams paired again after a match not played: right, and
		// said, as the arbiter meets it as a rematch.
		v.tell(false, strings.TrimSpace(s.t("teams.ui.paired", "round", next)+"\n"+s.meetAgain(next, nil)))
		// The first match's first board takes its result at once: the
		// pairing put each team's line-up on the boards in board order,
		// which stands unless the arbiter changes it (Tab to its field).
		// The keyboard in the line-up field took the first result key
		// into the line-up ("1,2,3,41"). Give: the Space that pressed
		// the button, or the question's, types its space after.
		keyhold.Give(s.win.Canvas(), v.keys)
	}
}

// showRound shows round n from its first unfinished match.
func (v *matchesView) showRound(n int) {
	v.keys.endTyping()
	v.round, v.match, v.board = n, -1, -1
	v.refresh()
	v.tell(false, "")
}
