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
	"arbiter/tournament/seats"
	"arbiter/tournament/store"
	"arbiter/tournament/team"
	"arbiter/ui/keyhold"
	"arbiter/ui/look"
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
// colours, B gives the team the bye, P pairs two teams in the bye; Enter
// saves, Escape cancels.
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
	toBye   *widget.Label // the teams a bye given by hand takes out of a match
	// picked: both teams are picked for the action taken since, and the
	// next pick starts a new pair.
	picked bool
	// given are the teams B gave the bye, the pairing-allocated bye
	// asked for; scored the second byes whose score the arbiter chose
	// (askSecondByes).
	given, scored map[int64]bool
}

// editPairing opens the pairing editor on the last round paired.
func (v *matchesView) editPairing() {
	s, ev := v.s, &v.s.doc.event
	r := ev.PairedRounds()
	if r == 0 || s.refuseReadOnly() {
		return
	}
	e := &teamPairingEditor{v: v, ms: ev.RoundMatches(r), given: map[int64]bool{}, scored: map[int64]bool{}}
	e.roundVerdict = newRoundVerdict(s, r)
	e.judge, e.checked, e.redraw, e.checking = e.judgeRound, "teampairedit.checked", e.show, "teampairedit.checking"
	e.ask = e.askSecondByes
	e.commit = func(edits []store.Step) error { return s.doc.st.SaveEditedTeamRound(r, e.ms, edits) }
	e.saved = func() {
		s.reload()
		v.showRound(r)
		s.sayEditsSaved()
		keyhold.Give(s.win.Canvas(), v.keys) // the round's results come next
	}
	no := seats.TeamNumbers(ev)
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
	e.fromBye = wrapped("")
	e.toBye = wrapped("")
	lineups := wrapped(s.t("teampairedit.lineups", "boards", ev.TeamOptions.Boards))
	help := look.NewHint("")
	e.enterIs = func(button string) { help.SetText(s.t("teampairedit.keys", "enter", button)) }

	exchange := e.act("teampairedit.exchange", theme.ViewRefreshIcon(), e.exchange)
	bye := e.act("teampairedit.bye", theme.ContentAddIcon(), e.giveBye)
	pair := e.act("teampairedit.pair", theme.ContentAddIcon(), e.pairTeams)
	colours := e.act("teampairedit.colours", theme.ViewRefreshIcon(), e.swapColours)
	teams := widget.NewForm(
		s.item("teampairedit.team.a", e.a),
		s.item("teampairedit.team.b", e.b),
	)
	twoTeams := look.Border(nil, nil, nil, container.NewVBox(exchange, bye, pair), teams)
	oneMatch := look.Border(nil, nil, widget.NewLabel(s.t("teampairedit.match")), colours, e.match)
	content := container.NewVBox(e.list, e.fromBye, e.toBye, lineups, widget.NewSeparator(), twoTeams, oneMatch, help,
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
	_, games := team.LayTeamRound(&v.s.doc.event, e.ms)
	for i, m := range e.ms {
		row := v.matchRow(m)
		lines[i] = row[0] + ".  " + row[1] + "  –  " + row[3]
		if !m.IsBye() && m.Started(games) {
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
	// The teams the edit takes from a bye into a match, and those it gives
	// a bye, each named on a line of their own shown only where there are.
	ev := &v.s.doc.event
	name := func(line *widget.Label, key string, ids []int64) {
		names := make([]string, len(ids))
		for i, id := range ids {
			names[i] = teamName(ev, id)
		}
		line.SetText(v.s.t(key, "teams", strings.Join(names, ", ")))
		line.Hidden = len(ids) == 0
	}
	name(e.fromBye, "teampairedit.frombye", team.TeamsFromBye(ev, e.ms))
	name(e.toBye, "teampairedit.tobye", team.TeamsToBye(ev, e.ms))
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
		func(then store.AsPaired) ([]error, error) { return team.CheckEditedTeamRound(then.Event, ms) },
		func(_ store.AsPaired, findings []error) []string {
			lines := []string{s.cat.Sentence(team.TeamCheckVerdict(ev.Settings.System, e.round, len(findings)))}
			for _, f := range findings {
				lines = append(lines, "• "+s.cat.Sentence(f))
			}
			return lines
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
	case 'p', 'P':
		e.do(e.pairTeams)
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

// name is team id's name as the audit log says it, empty for none (the
// bye given where the round had none was no team's).
func (e *teamPairingEditor) name(id int64) string {
	if t, ok := e.v.s.doc.event.Team(id); ok {
		return t.Name
	}
	return ""
}

func (e *teamPairingEditor) exchange() error {
	return e.twoTeams(team.ExchangeTeams, "teampairedit.exchange")
}

// pairTeams pairs the two teams picked, both in the bye, in a match.
func (e *teamPairingEditor) pairTeams() error {
	return e.twoTeams(team.PairTeams, "teampairedit.pair")
}

// twoTeams edits the round by edit on the two teams picked, the audit
// log's step naming them.
func (e *teamPairingEditor) twoTeams(edit func(*tournament.Event, []tournament.TeamMatch, int64, int64) ([]tournament.TeamMatch, error), step string) error {
	e.picked = true
	a, b := e.team(e.a), e.team(e.b)
	if a == 0 || b == 0 {
		return uiError("teampairedit.choose.two")
	}
	ms, err := edit(&e.v.s.doc.event, e.ms, a, b)
	return edited(e.roundVerdict, &e.ms, ms, err, step, "a", e.name(a), "b", e.name(b))
}

func (e *teamPairingEditor) giveBye() error {
	e.picked = true
	a := e.team(e.a)
	if a == 0 {
		return uiError("teampairedit.choose.one")
	}
	other, both := team.ByeFrom(e.ms, a)
	ms, err := team.GiveTeamBye(&e.v.s.doc.event, e.ms, a)
	if err == nil {
		e.given[a] = true
	}
	if both {
		return edited(e.roundVerdict, &e.ms, ms, err, "teampairedit.bye.both", "team", e.name(a), "opponent", e.name(other))
	}
	return edited(e.roundVerdict, &e.ms, ms, err, "teampairedit.bye", "team", e.name(a), "was", e.name(other))
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

// secondByeKeys are the words of each of team.SecondByeKinds: the
// question's option, and the audit log's action (store.audit.…).
var secondByeKeys = map[tournament.ByeKind]string{
	tournament.NoBye:        "teampairedit.second.allocated",
	tournament.ByeZeroPoint: "teampairedit.second.zero",
}

// askSecondByes asks, before Save, what the teams of a second bye score
// (team.SecondByes: left without a match by a bye given by hand in an
// even round), those B gave the bye, those already answered for and
// those saved with the score chosen then (team.NewSecondByes) aside:
// the event's pairing-allocated bye or a zero-point bye, each option with
// its score, none chosen for the arbiter; or back to the editor, to pair
// them (P). A score that leaves the round as judged saves it; one that
// changes it shows the round's verdict again, to be saved after it is
// seen. It reports whether it asked.
func (e *teamPairingEditor) askSecondByes() bool {
	s, ev := e.v.s, &e.v.s.doc.event
	var teams []int64
	var names []string
	for _, id := range team.NewSecondByes(ev, e.ms) {
		if !e.given[id] && !e.scored[id] {
			teams = append(teams, id)
			names = append(names, teamName(ev, id))
		}
	}
	if len(teams) == 0 {
		return false
	}
	kinds := team.SecondByeKinds(ev)
	labels := make([]string, len(kinds))
	for i, k := range kinds {
		sc, _ := tournament.TeamMatch{White: teams[0], Bye: k}.Score(ev.TeamOptions, nil)
		labels[i] = s.t(secondByeKeys[k], "score", s.t("teams.ui.bye", "mp", sc.Match, "gp", sc.Games.String()))
	}
	choice := newRadio(labels, nil)
	text := wrapped(s.t("teampairedit.second.text", "n", e.round, "teams", strings.Join(names, ", ")))
	problem := errorLine()
	var m *modal
	back := newButton(s.t("teampairedit.second.back"), func() {
		m.hide()
		s.win.Canvas().Focus(e.list)
	})
	save := primary(newButtonWithIcon(s.t("ui.save"), theme.DocumentSaveIcon(), func() {
		i := choice.SelectedIndex()
		if i < 0 {
			m.fail(problem, s.t("teampairedit.second.choose"))
			return
		}
		kind := kinds[i]
		ms, err := team.ScoreSecondByes(ev, e.ms, teams, kind)
		if err != nil {
			m.fail(problem, s.cat.Sentence(err))
			return
		}
		m.hide()
		judged := slices.Equal(ms, e.ms)
		e.ms = ms
		for _, id := range teams {
			e.scored[id] = true
			e.note(secondByeKeys[kind], "team", e.name(id))
		}
		if judged {
			e.store()
			return
		}
		e.redraw()
		s.win.Canvas().Focus(e.list)
	}))
	m = s.newModal(s.t("teampairedit.second.title", "n", e.round), container.NewVBox(text, choice, problem), 560, back, save)
	m.show()
	keyhold.Hold(m.canvas) // Space on Save anyway picks nothing here
	return true
}
