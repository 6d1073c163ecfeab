package ui

import (
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/tournament"
	"arbiter/tournament/store"
	"arbiter/tournament/team"
)

// teamPairingEditor changes the last team round's pairing on a copy of
// its matches, as pairingEditor does a round of players: two teams trade
// places (a team into or out of the bye among them), a match's colours
// are swapped, a team takes the bye. After every change it shows the
// verdict of the team check ("check") on the round as it now stands; only
// Save writes it (roundVerdict), through the store, which lays each
// match's boards from the teams' line-ups.
//
// The list of matches takes the keyboard: Up and Down choose a match, 1
// and 2 pick its White or Black team (the first pick is the team, the
// second the other team), X exchanges the two, C swaps the match's
// colours, B gives the team the bye; Enter saves, Escape cancels.
type teamPairingEditor struct {
	*roundVerdict
	v       *matchesView
	ms      []tournament.TeamMatch // the round as edited
	lines   []string               // a line a match, as list shows them
	list    *dialogList
	teams   []int64 // the teams in the pickers' order
	a, b    *picker
	match   *picker
	fromBye *widget.Label
	// picked: both teams are picked for the action taken since, and the
	// next pick starts a new pair.
	picked bool
}

// editPairing opens the pairing editor on the last round paired.
func (v *matchesView) editPairing() {
	s, ev := v.s, &v.s.doc.event
	r := tournament.PairedRounds(ev)
	if r == 0 || s.refuseReadOnly() {
		return
	}
	e := &teamPairingEditor{v: v, ms: ev.RoundMatches(r)}
	e.roundVerdict = newRoundVerdict(s, r)
	e.judge, e.checked, e.redraw, e.checking = e.judgeRound, "teampairedit.checked", e.show, "teampairedit.checking"
	e.commit = func(edits []store.Step) error { return s.doc.st.SaveEditedTeamRound(r, e.ms, edits) }
	e.saved = func() {
		s.reload()
		v.showRound(r)
		s.setStatus(s.t("teampairedit.saved", "n", r))
		s.win.Canvas().Focus(v.keys) // the round's results come next
	}
	no := tournament.TeamNumbers(ev)
	for _, t := range ev.Teams {
		e.teams = append(e.teams, t.ID)
	}
	slices.SortFunc(e.teams, func(x, y int64) int { return no[x] - no[y] })
	var names []string
	for _, id := range e.teams {
		names = append(names, teamName(ev, id))
	}
	e.a, e.b = s.newPicker(names, nil), s.newPicker(names, nil)
	e.match = s.newPicker(nil, nil)
	e.list = newDialogList(func() []string { return e.lines }, fyne.NewSize(0, float32(min(len(e.ms), 5))*listRowHeight()))
	// The list's arrows choose the match, as its clicks do.
	e.list.OnHighlighted = func(i widget.ListItemID) { e.list.Select(i) }
	e.list.OnSelected = func(i widget.ListItemID) { e.match.SetSelectedIndex(i) }
	e.list.runes = e.key
	e.fromBye = widget.NewLabel("")
	e.fromBye.Wrapping = fyne.TextWrapWord
	lineups := widget.NewLabel(s.t("teampairedit.lineups", "boards", ev.TeamOptions.Boards))
	lineups.Wrapping = fyne.TextWrapWord
	help := widget.NewLabel(s.t("teampairedit.keys"))
	help.Wrapping = fyne.TextWrapWord
	help.Importance = widget.LowImportance

	exchange := e.act("teampairedit.exchange", theme.ViewRefreshIcon(), e.exchange)
	bye := e.act("teampairedit.bye", theme.ContentAddIcon(), e.giveBye)
	colours := e.act("teampairedit.colours", theme.ViewRefreshIcon(), e.swapColours)
	teams := widget.NewForm(
		widget.NewFormItem(s.t("teampairedit.team.a"), e.a),
		widget.NewFormItem(s.t("teampairedit.team.b"), e.b),
	)
	twoTeams := container.NewBorder(nil, nil, nil, container.NewVBox(exchange, bye), teams)
	oneMatch := container.NewBorder(nil, nil, widget.NewLabel(s.t("teampairedit.match")), colours, e.match)
	content := container.NewVBox(e.list, e.fromBye, lineups, widget.NewSeparator(), twoTeams, oneMatch, help,
		widget.NewSeparator(), e.shown, e.problem)
	e.open(s.t("teampairedit.title", "n", r), content)
	s.win.Canvas().Focus(e.list)
}

// listRowHeight is the height of a line of a dialog's list: the label,
// the padding between rows and their separator.
func listRowHeight() float32 {
	return widget.NewLabel("0").MinSize().Height + theme.Padding() + theme.SeparatorThicknessSize()
}

// show lists the matches as edited and the teams that come from the bye,
// and asks the check's verdict.
func (e *teamPairingEditor) show() {
	e.saveIfOK = false // Save was for the round before this change
	v := e.v
	lines := make([]string, len(e.ms))
	numbers := make([]string, len(e.ms))
	for i, m := range e.ms {
		row := v.matchRow(m)
		lines[i] = row[0] + ".  " + row[1] + "  –  " + row[3]
		if !m.IsBye() && m.Started() {
			lines[i] += "   " + row[2]
		}
		numbers[i] = strconv.Itoa(m.Number)
	}
	e.lines = lines
	e.list.Refresh()
	chosen := e.match.SelectedIndex()
	e.match.Options = numbers
	if chosen >= 0 && chosen < len(numbers) {
		e.match.SetSelectedIndex(chosen)
	}
	ev := &v.s.doc.event
	var from []string
	for _, id := range team.TeamsFromBye(ev, e.ms) {
		from = append(from, teamName(ev, id))
	}
	e.fromBye.SetText(v.s.t("teampairedit.frombye", "teams", strings.Join(from, ", ")))
	e.fromBye.Hidden = len(from) == 0
	e.check()
}

// judgeRound is the team check's verdict on the round as edited, as
// "check" gives it for a stored round.
func (e *teamPairingEditor) judgeRound() func() judged {
	s := e.v.s
	ev := s.doc.event
	ms := slices.Clone(e.ms)
	return judgeEdited(s, e.round,
		func(p store.InPlay) error { return p.KeepsTeamRound(&ev, ms) },
		func() ([]error, error) { return team.CheckEditedTeamRound(&ev, ms) },
		func(findings []error) string {
			lines := []string{s.cat.Sentence(team.TeamCheckVerdict(ev.Settings.System, e.round, len(findings)))}
			for _, f := range findings {
				lines = append(lines, "• "+s.cat.Sentence(f))
			}
			return strings.Join(lines, "\n")
		})
}

// key is a key typed in the list of matches.
func (e *teamPairingEditor) key(r rune) {
	switch r {
	case '1', '2':
		i := e.match.SelectedIndex()
		if i < 0 || i >= len(e.ms) {
			e.do(func() error { return uiError("teampairedit.choose.match") })
			return
		}
		m := e.ms[i]
		id := m.White
		if r == '2' && !m.IsBye() {
			id = m.Black
		}
		e.pick(id)
	case 'x', 'X':
		e.do(e.exchange)
	case 'c', 'C':
		e.do(e.swapColours)
	case 'b', 'B':
		e.do(e.giveBye)
	}
}

// pick puts a team picked in the list in the first picker, or in the
// second when the first has one and the second none; after an action the
// next pick starts a new pair.
func (e *teamPairingEditor) pick(id int64) {
	k := slices.Index(e.teams, id)
	if e.picked || e.a.SelectedIndex() < 0 || e.b.SelectedIndex() >= 0 {
		e.a.SetSelectedIndex(k)
		e.b.ClearSelected()
		e.picked = false
		return
	}
	e.b.SetSelectedIndex(k)
}

// team is the team chosen in p, 0 for none.
func (e *teamPairingEditor) team(p *picker) int64 {
	if i := p.SelectedIndex(); i >= 0 && i < len(e.teams) {
		return e.teams[i]
	}
	return 0
}

func (e *teamPairingEditor) name(id int64) string {
	t, _ := e.v.s.doc.event.Team(id)
	return t.Name
}

func (e *teamPairingEditor) exchange() error {
	e.picked = true
	a, b := e.team(e.a), e.team(e.b)
	if a == 0 || b == 0 {
		return uiError("teampairedit.choose.two")
	}
	ms, err := team.ExchangeTeams(&e.v.s.doc.event, e.ms, a, b)
	if err != nil {
		return err
	}
	e.ms = ms
	e.note("teampairedit.exchange", "a", e.name(a), "b", e.name(b))
	return nil
}

func (e *teamPairingEditor) giveBye() error {
	e.picked = true
	a := e.team(e.a)
	if a == 0 {
		return uiError("teampairedit.choose.one")
	}
	was := int64(0)
	for _, m := range e.ms {
		if m.IsBye() && !tournament.RequestedBye(m.Bye) {
			was = m.White
		}
	}
	ms, err := team.GiveTeamBye(&e.v.s.doc.event, e.ms, a)
	if err != nil {
		return err
	}
	e.ms = ms
	e.note("teampairedit.bye", "team", e.name(a), "was", e.name(was))
	return nil
}

func (e *teamPairingEditor) swapColours() error {
	e.picked = true
	i := e.match.SelectedIndex()
	if i < 0 || i >= len(e.ms) {
		return uiError("teampairedit.choose.match")
	}
	n := e.ms[i].Number
	ms, err := team.SwapTeamColours(&e.v.s.doc.event, e.ms, n)
	if err != nil {
		return err
	}
	e.ms = ms
	e.note("teampairedit.colours", "match", n, "white", e.name(ms[i].White))
	return nil
}
