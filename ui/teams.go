package ui

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/tournament"
)

// A team event shows its own views in four of the window's areas: the
// teams with their players where an individual event has its players, the
// matches with their line-ups and boards where it has its rounds, and the
// team standings and crosstable. Every change is one store call, judged by
// the store as the command line's is.
var teamAreas = map[area]areaEntry{
	areaPlayers:    {"teams.ui.nav.teams", theme.AccountIcon, newTeamsView},
	areaRounds:     {"teams.ui.nav.matches", theme.GridIcon, newMatchesView},
	areaStandings:  {"ui.nav.standings", theme.ListIcon, newTeamStandingsView},
	areaCrosstable: {"ui.nav.crosstable", theme.ViewFullScreenIcon, newTeamCrosstableView},
	// The 1953 classification norms are a round robin's of players: a
	// team event's players would show there without their games, so the
	// view says so. The game desk opens a board of a match as it opens an
	// individual event's (tournament.GameRounds).
	areaNorms: {"ui.nav.norms", theme.ConfirmIcon, func(s *Shell) view { return newNoticeView(s, "ui.nav.norms", "teams.ui.norms.none") }},
}

// noticeView is an area that does not serve a team event: it says why,
// and where the work is done instead.
type noticeView struct{ content fyne.CanvasObject }

func newNoticeView(s *Shell, titleKey, textKey string) view {
	text := widget.NewLabel(s.t(textKey, "matches", s.t("teams.ui.nav.matches")))
	text.Wrapping = fyne.TextWrapWord
	return &noticeView{container.NewBorder(viewTitle(s.t(titleKey)), nil, nil, nil, container.NewVBox(text))}
}

func (v *noticeView) object() fyne.CanvasObject { return v.content }
func (v *noticeView) refresh()                  {}

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
	draw     *widget.Button
	editTeam *widget.Button
	addP     *widget.Button
	late     *widget.Label // where a player joins once round 1 is paired
	editP    *widget.Button
	removeP  *widget.Button
	up, down *widget.Button // move the chosen player a board up or down
	heading  *widget.Label
	content  fyne.CanvasObject
}

func newTeamsView(s *Shell) view {
	v := &teamsView{s: s, chosen: -1, player: -1}
	v.teams = newActiveGrid([]column{
		{s.t("ui.players.col.seat"), 56, fyne.TextAlignTrailing},
		{s.t("teams.col.team"), 260, fyne.TextAlignLeading},
		{s.t("teams.ui.col.short"), 96, fyne.TextAlignLeading},
		{s.t("teams.ui.col.federation"), 160, fyne.TextAlignLeading},
		{s.t("teams.ui.col.captain"), 200, fyne.TextAlignLeading},
		{s.t("teams.ui.col.players"), 0, fyne.TextAlignTrailing},
	}, v.selectTeam, func(row int) { v.teamDialog(v.list[row]) })
	v.players = newActiveGrid([]column{
		{s.t("teams.ui.col.order"), 56, fyne.TextAlignTrailing},
		{s.t("ui.players.col.name"), 260, fyne.TextAlignLeading},
		{s.t("ui.players.col.rating"), 80, fyne.TextAlignTrailing},
		{s.t("ui.players.col.federation"), 72, fyne.TextAlignLeading},
		{s.t("ui.players.field.fideid"), 110, fyne.TextAlignLeading},
		{s.t("ui.players.col.status"), 0, fyne.TextAlignLeading},
	}, func(row int) { v.player = row; v.updateButtons() }, func(row int) { v.playerDialog(v.roster[row]) })
	add := widget.NewButtonWithIcon(s.t("teams.ui.team.add"), theme.ContentAddIcon(), func() { v.teamDialog(tournament.Team{}) })
	add.Importance = widget.HighImportance
	v.editTeam = widget.NewButtonWithIcon(s.t("teams.ui.team.edit"), theme.DocumentCreateIcon(), func() {
		if v.chosen >= 0 {
			v.teamDialog(v.list[v.chosen])
		}
	})
	v.teams.onKey = v.teamKey
	v.addP = widget.NewButtonWithIcon(s.t("teams.ui.player.add"), theme.ContentAddIcon(), func() { v.playerDialog(0) })
	v.editP = widget.NewButtonWithIcon(s.t("ui.players.edit"), theme.DocumentCreateIcon(), func() {
		if v.player >= 0 {
			v.playerDialog(v.roster[v.player])
		}
	})
	v.removeP = widget.NewButtonWithIcon(s.t("ui.players.remove"), theme.DeleteIcon(), v.confirmRemove)
	v.up = widget.NewButtonWithIcon(s.t("teams.ui.order.up"), theme.MoveUpIcon(), s.guard("board-order", func() { v.move(-1) }))
	v.down = widget.NewButtonWithIcon(s.t("teams.ui.order.down"), theme.MoveDownIcon(), s.guard("board-order", func() { v.move(1) }))
	v.draw = widget.NewButtonWithIcon(s.t("ui.players.draw"), theme.ViewRefreshIcon(), v.confirmDraw)
	v.count = widget.NewLabel("")
	v.heading = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	top := container.NewBorder(nil, container.NewHBox(add, v.editTeam), nil, nil, v.teams.table)
	v.late = widget.NewLabel(s.t("teams.ui.player.late"))
	v.late.Wrapping = fyne.TextWrapWord
	v.late.Importance = widget.LowImportance
	v.late.Hide()
	// The note has a line of its own under the buttons: beside them it
	// had no room left at 1024 px and widened the window. The board
	// order's buttons stand beside the roster's heading, which wraps to
	// the room they leave: all five in a row were 21 px wider than the
	// view has at 1024 in Finnish.
	v.heading.Wrapping = fyne.TextWrapWord
	buttons := container.NewVBox(container.NewHBox(v.addP, v.editP, v.removeP), v.late)
	head := container.NewBorder(nil, nil, nil, container.NewHBox(v.up, v.down), v.heading)
	bottom := container.NewBorder(head, buttons, nil, nil, v.players.table)
	split := container.NewVSplit(top, bottom)
	split.Offset = 0.45
	v.content = container.NewBorder(titleBar(s.t("teams.ui.nav.teams"), v.count, v.draw, s.printAction("teams.ui.print.lineups", "lineup-forms", func() int {
		return tournament.PairedRounds(&s.doc.event) // the forms of the round paired last
	})), nil, nil, nil, split)
	return v
}

func (v *teamsView) object() fyne.CanvasObject { return v.content }

// focus puts the keyboard on the team list, where the arrows, Page Up
// and Page Down choose a team and Insert adds a player to it.
func (v *teamsView) focus() fyne.Focusable { return v.teams.table }

func (v *teamsView) refresh() {
	ev := &v.s.doc.event
	var keep int64
	if v.chosen >= 0 && v.chosen < len(v.list) {
		keep = v.list[v.chosen].ID
	}
	v.list = teamsInOrder(ev)
	number := tournament.TeamNumbers(ev)
	rows := make([][]string, len(v.list))
	v.chosen = -1
	for i, t := range v.list {
		rows[i] = []string{seatText(number[t.ID]), t.Name, t.ShortName, t.Federation, t.Captain, strconv.Itoa(len(t.Players))}
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
	setEnabled(v.draw, tournament.ValidateTeamSeatDraw(ev) == nil)
	v.showRoster()
}

// teamsInOrder are the event's teams by their number (seat or pairing
// number, else the order of entry).
func teamsInOrder(ev *tournament.Event) []tournament.Team {
	number := tournament.TeamNumbers(ev)
	out := make([]tournament.Team, len(ev.Teams))
	copy(out, ev.Teams)
	for i := 1; i < len(out); i++ { // a few teams: insertion keeps it stable
		for j := i; j > 0 && number[out[j].ID] < number[out[j-1].ID]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// teamKey chooses the team before or after with Page Up and Page Down,
// and adds a player to the chosen team with Insert, while the team list
// has the keyboard.
func (v *teamsView) teamKey(ev *fyne.KeyEvent) bool {
	switch ev.Name {
	case fyne.KeyPageUp, fyne.KeyPageDown:
		to := v.chosen + 1
		if ev.Name == fyne.KeyPageUp {
			to = v.chosen - 1
		}
		if to >= 0 && to < len(v.list) {
			v.teams.selectRow(to)
		}
		return true
	case fyne.KeyInsert:
		if !v.addP.Disabled() {
			v.addP.OnTapped()
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
		if i >= ev.TeamOptions.Boards {
			status = s.t("teams.ui.reserve")
		}
		if p.Withdrawn() {
			status = s.t("ui.players.status.withdrawn", "round", p.WithdrawnAfter)
		}
		rows[i] = []string{strconv.Itoa(i + 1), p.Name, ratingText(p.Rating), p.Federation, p.FIDEID, status}
	}
	v.players.set(rows)
	if v.player >= len(v.roster) {
		v.player = -1
	}
	if v.player >= 0 {
		v.players.selectRow(v.player)
	} else {
		v.players.table.UnselectAll()
	}
	v.updateButtons()
}

func (v *teamsView) updateButtons() {
	ev := &v.s.doc.event
	setEnabled(v.editTeam, v.chosen >= 0)
	// Once round 1 is paired a player joins at the end of the board
	// order, a reserve (the store's rule): the view says so beside the
	// button, before the arbiter adds him.
	setEnabled(v.addP, v.chosen >= 0)
	v.late.Hidden = tournament.PairedRounds(ev) == 0
	v.late.Refresh()
	setEnabled(v.editP, v.player >= 0)
	// A player leaves only before round 1 (the store's rule, as for
	// players of an individual event).
	setEnabled(v.removeP, v.player >= 0 && !tournament.Started(ev))
	// The board order is the captain's until round 1 is paired (the
	// store's rule).
	open := tournament.PairedRounds(ev) == 0
	setEnabled(v.up, open && v.player > 0)
	setEnabled(v.down, open && v.player >= 0 && v.player < len(v.roster)-1)
}

// move moves the chosen player delta boards in his team's board order
// (-1: up), one store call; the cursor stays on him. Refused by the store
// once round 1 is paired, the rule named.
func (v *teamsView) move(delta int) {
	s := v.s
	if v.chosen < 0 || v.player < 0 {
		return
	}
	order, ok := tournament.MoveInOrder(v.roster, v.player, delta)
	if !ok {
		return
	}
	team := v.list[v.chosen].ID
	if s.act(func() error { return s.doc.st.SetBoardOrder(team, order) }) {
		v.player += delta
		v.showRoster()
	}
}

// moveKey is Alt+Up or Alt+Down in the Teams view: the chosen player a
// board up or down.
func (s *Shell) moveKey(delta int) {
	if v, ok := s.views[s.area].(*teamsView); ok && s.doc != nil {
		v.move(delta)
	}
}

// confirmRemove removes the chosen player from his team and the event,
// after a question; the players below him move up a board.
func (v *teamsView) confirmRemove() {
	s := v.s
	if v.player < 0 || s.refuseReadOnly() {
		return
	}
	id := v.roster[v.player]
	p, _ := s.doc.event.Player(id)
	text := widget.NewLabel(s.t("ui.players.remove.confirm", "name", p.Name))
	text.Wrapping = fyne.TextWrapWord
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
	text := widget.NewLabel(s.t("teams.ui.draw.text", "n", len(v.list)))
	text.Wrapping = fyne.TextWrapWord
	s.confirm(s.t("ui.players.draw"), text, s.t("ui.players.draw"), func() {
		var seed uint64
		if s.act(func() (err error) {
			if seed, err = tournament.NewSeed(); err != nil {
				return err
			}
			return s.doc.st.DrawTeamSeats(seed)
		}) {
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
	form := widget.NewForm(
		widget.NewFormItem(s.t("teams.ui.field.name"), name),
		widget.NewFormItem(s.t("teams.ui.col.short"), short),
		widget.NewFormItem(s.t("teams.ui.col.federation"), fed),
		widget.NewFormItem(s.t("teams.ui.col.captain"), captain),
	)
	problem := errorLine()
	title := s.t("teams.ui.team.add")
	if t.ID != 0 {
		title = s.t("teams.ui.team.edit")
	}
	var d *modal
	save := newBoxButtonWithIcon(s.t("ui.save"), theme.ConfirmIcon(), func() {
		q := t
		q.Name, q.ShortName = strings.TrimSpace(name.Text), strings.TrimSpace(short.Text)
		q.Federation, q.Captain = strings.TrimSpace(fed.Text), strings.TrimSpace(captain.Text)
		var err error
		if q.ID == 0 {
			_, err = s.doc.st.AddTeam(q)
		} else {
			err = s.doc.st.UpdateTeam(q)
		}
		if err != nil {
			d.fail(problem, s.cat.Error(err))
			return
		}
		s.reload()
		s.sayLastSaved()
		if t.ID != 0 {
			d.hide()
			return
		}
		// The next team: the form empties, the name has the keyboard.
		problem.Hide()
		for _, f := range []*field{name, short, fed, captain} {
			f.SetText("")
		}
		s.win.Canvas().Focus(name)
	})
	save.Importance = widget.HighImportance
	for _, f := range []*field{name, short, fed, captain} {
		f.OnSubmitted = func(string) { save.OnTapped() }
	}
	cancel := newBoxButton(s.t("teams.ui.close"), func() { d.hide() })
	d = s.newModal(title, container.NewVBox(form, problem), 520, cancel, save)
	d.show()
	s.win.Canvas().Focus(name)
}

// playerDialog adds a player at the end of the chosen team's board order
// (id 0) or edits player id; a new player's Enter saves him and leaves
// the form open for the team's next.
func (v *teamsView) playerDialog(id int64) {
	s := v.s
	if s.refuseReadOnly() || v.chosen < 0 {
		return
	}
	team := v.list[v.chosen]
	p := tournament.Player{}
	if q, ok := s.doc.event.Player(id); ok {
		p = *q
	}
	f := newPlayerFields(s, p, false)
	problem := errorLine()
	title := s.t("teams.ui.player.add.title", "team", team.Name)
	if id != 0 {
		title = s.t("ui.players.edit.title")
	}
	var d *modal
	save := newBoxButtonWithIcon(s.t("ui.save"), theme.ConfirmIcon(), func() {
		q, err := f.player()
		if err == nil {
			q = tournament.NormalizePlayer(q)
			if q.ID == 0 {
				_, err = s.doc.st.AddTeamPlayer(team.ID, q)
			} else {
				err = s.doc.st.UpdatePlayer(q)
			}
		}
		if err != nil {
			d.fail(problem, s.cat.Error(err))
			return
		}
		s.reload()
		s.sayLastSaved()
		if id != 0 {
			d.hide()
			return
		}
		problem.Hide()
		f.fill(tournament.Player{})
		s.win.Canvas().Focus(f.family)
	})
	save.Importance = widget.HighImportance
	f.onSubmit(save.OnTapped)
	cancel := newBoxButton(s.t("teams.ui.close"), func() { d.hide() })
	d = s.newModal(title, container.NewVBox(f.form, problem), 520, cancel, save)
	d.show()
	s.win.Canvas().Focus(f.family)
}
