package ui

import (
	"reflect"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/tournament"
)

// teamFields edit a team event's own options (tournament.TeamOptions) in
// the settings, every one the command line's "new" and "event" set: the
// boards of a match (fixed once round 1 is paired), the match points,
// what the bye scores, the line-up order and the board prizes' fewest
// games; a team Swiss's colour drawn for round 1 and type of colour
// preferences (fixed once round 1 is paired) and the teams never paired
// with each other. They are saved with the settings, as one action.
type teamFields struct {
	s                       *Shell
	boards, win, draw, loss *field
	prizeMinGames           *field
	bye, lineupOrder        *choice
	initial, preferences    *choice

	// forbidden are the pairs of teams kept apart as edited, saved with
	// the form; pickA and pickB choose a pair to add (teams in ids' order).
	forbidden    [][2]int64
	forbiddenBox *fyne.Container
	pickA, pickB *picker
	ids          []int64
	add          *widget.Button
	// fail shows a refusal of the form's.
	fail func(error)

	sys   tournament.System // the system chosen in the form
	swiss fyne.CanvasObject // the team Swiss's part, shown for that system
	all   fyne.CanvasObject
}

// byeValues are the bye's scorings, a match's outcome and every board's,
// as "match.game" (the catalogue's teams.cli.bye.<match>.<game>).
var byeValues = func() []string {
	var out []string
	for _, m := range []tournament.Outcome{tournament.OutcomeWin, tournament.OutcomeDraw, tournament.OutcomeLoss} {
		for _, g := range []tournament.Outcome{tournament.OutcomeWin, tournament.OutcomeDraw, tournament.OutcomeLoss} {
			out = append(out, string(m)+"."+string(g))
		}
	}
	return out
}()

func newTeamFields(s *Shell, fail func(error)) *teamFields {
	f := &teamFields{s: s, fail: fail}
	f.boards, f.win, f.draw, f.loss, f.prizeMinGames = s.newField(), s.newField(), s.newField(), s.newField(), s.newField()
	def := tournament.DefaultTeamOptions(tournament.TeamSwiss, 0)
	f.win.SetPlaceHolder(strconv.Itoa(def.MatchWin))
	f.draw.SetPlaceHolder(strconv.Itoa(def.MatchDraw))
	f.loss.SetPlaceHolder(strconv.Itoa(def.MatchLoss))
	f.prizeMinGames.SetPlaceHolder(strconv.Itoa(tournament.TeamOptions{}.PrizeMinGames()))
	var byeLabels []string
	for _, v := range byeValues {
		byeLabels = append(byeLabels, s.t("teams.cli.bye."+v))
	}
	f.bye = s.newChoice(byeValues, byeLabels)
	f.lineupOrder = s.newChoice([]string{"strict", "free"},
		[]string{s.t("teamrules.cli.lineup-order.strict"), s.t("teamrules.cli.lineup-order.free")})
	f.initial = s.newChoice([]string{"white", "black"}, []string{s.t("swisscli.white"), s.t("swisscli.black")})
	f.preferences = s.newChoice([]string{"a", "b"}, []string{s.t("teams.cli.preferences.a"), s.t("teams.cli.preferences.b")})

	// In the view's own scroll: a list scrolling inside it was drawn
	// over the buttons below the view.
	f.forbiddenBox = container.NewVBox()
	f.pickA, f.pickB = s.newPicker(nil, nil), s.newPicker(nil, nil)
	f.add = widget.NewButtonWithIcon(s.t("swissopt.forbidden.add"), theme.ContentAddIcon(), f.addForbidden)

	item := func(key string, w fyne.CanvasObject) *widget.FormItem { return widget.NewFormItem(s.t(key), w) }
	common := widget.NewForm(
		item("teams.ui.new.boards", f.boards),
		item("teams.cli.matchpoints", container.NewGridWithColumns(3, f.win, f.draw, f.loss)),
		item("teams.cli.bye", f.bye.sel),
		item("teamrules.cli.lineup-order", f.lineupOrder.sel),
		item("ui.settings.prize-min-games", f.prizeMinGames),
	)
	swissForm := widget.NewForm(
		item("teams.cli.initial", f.initial.sel),
		item("teams.cli.preferences", f.preferences.sel),
	)
	addRow := container.NewBorder(nil, nil, nil, f.add, container.NewGridWithColumns(2, f.pickA, f.pickB))
	f.swiss = widget.NewCard("", s.t("ui.settings.group.team-swiss"),
		container.NewVBox(swissForm, sectionTitle(s.t("teams.cli.forbidden")), f.forbiddenBox, addRow))
	f.all = container.NewVBox(widget.NewCard("", s.t("ui.settings.group.team"), common), f.swiss)
	return f
}

// content is the fields' part of the settings view.
func (f *teamFields) content() fyne.CanvasObject { return f.all }

// set shows the event's stored options: the boards, colour and
// preferences open to change until round 1 is paired.
func (f *teamFields) set(ev *tournament.Event) {
	o := ev.TeamOptions
	f.boards.SetText(strconv.Itoa(o.Boards))
	f.win.SetText(strconv.Itoa(o.MatchWin))
	f.draw.SetText(strconv.Itoa(o.MatchDraw))
	f.loss.SetText(strconv.Itoa(o.MatchLoss))
	f.prizeMinGames.SetText(strconv.Itoa(o.PrizeMinGames()))
	f.bye.set(byeValue(o))
	f.lineupOrder.set(map[bool]string{false: "strict", true: "free"}[o.FreeLineupOrder])
	f.initial.set(map[bool]string{false: "white", true: "black"}[o.InitialBlack])
	f.preferences.set(map[bool]string{false: "a", true: "b"}[o.TypeB])
	paired := tournament.PairedRounds(ev) > 0
	setEnabled(f.boards, !paired)
	setEnabled(f.initial.sel, !paired)
	setEnabled(f.preferences.sel, !paired)
	f.ids = f.ids[:0]
	var names []string
	for _, t := range ev.Teams {
		f.ids = append(f.ids, t.ID)
		names = append(names, t.Name)
	}
	for _, p := range []*picker{f.pickA, f.pickB} {
		p.Options = names
		p.ClearSelected()
	}
	f.forbidden = slices.Clone(o.Forbidden)
	f.showForbidden()
	f.sys = ev.Settings.System
	f.showSystem(f.sys)
}

// systemChosen follows the pairing system chosen in the form: the bye
// still at the system's own scoring takes the new system's (a Swiss's
// pairing-allocated bye is a drawn match with every board won, a round
// robin's odd team out scores nothing), shown before it is saved.
func (f *teamFields) systemChosen(sys tournament.System) {
	if sys != f.sys && f.bye.value() == byeValue(tournament.DefaultTeamOptions(f.sys, 0)) {
		f.bye.set(byeValue(tournament.DefaultTeamOptions(sys, 0)))
	}
	f.sys = sys
	f.showSystem(sys)
}

// byeValue is the bye's scoring in o as the bye choice names it.
func byeValue(o tournament.TeamOptions) string { return string(o.ByeMatch) + "." + string(o.ByeGame) }

// showSystem shows the team Swiss's part for that system, or while
// pairs kept apart remain to be taken off.
func (f *teamFields) showSystem(sys tournament.System) {
	if sys == tournament.TeamSwiss || len(f.forbidden) > 0 {
		f.swiss.Show()
	} else {
		f.swiss.Hide()
	}
}

// showForbidden lists the pairs kept apart, each with its button to take
// it off.
func (f *teamFields) showForbidden() {
	s, ev := f.s, &f.s.doc.event
	f.forbiddenBox.RemoveAll()
	if len(f.forbidden) == 0 {
		none := widget.NewLabel(s.t("swissopt.forbidden.none"))
		none.Importance = widget.LowImportance
		f.forbiddenBox.Add(none)
	}
	name := func(id int64) string {
		if t, ok := ev.Team(id); ok {
			return t.Name
		}
		return "#" + strconv.FormatInt(id, 10)
	}
	for _, p := range f.forbidden {
		remove := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
			f.forbidden = tournament.ForbidTeams(tournament.TeamOptions{Forbidden: f.forbidden}, p[0], p[1], false).Forbidden
			f.showForbidden()
		})
		f.forbiddenBox.Add(container.NewBorder(nil, nil, nil, remove, widget.NewLabel(name(p[0])+" – "+name(p[1]))))
	}
	f.forbiddenBox.Refresh()
}

// addForbidden keeps the two teams chosen apart; the same team twice is
// refused by the rule the store judges.
func (f *teamFields) addForbidden() {
	a, b := f.pickA.SelectedIndex(), f.pickB.SelectedIndex()
	if a < 0 || b < 0 {
		return
	}
	next := tournament.ForbidTeams(tournament.TeamOptions{Forbidden: f.forbidden}, f.ids[a], f.ids[b], true)
	if f.ids[a] == f.ids[b] {
		f.fail(tournament.ValidateTeamForbidden(&f.s.doc.event, next))
		return
	}
	f.forbidden = next.Forbidden
	f.showForbidden()
}

// read collects the options over the event's: a number that is not a
// whole number is refused by its label; an empty match points field is
// the usual 2, 1 or 0 it shows.
func (f *teamFields) read(o tournament.TeamOptions) (tournament.TeamOptions, error) {
	def := tournament.DefaultTeamOptions(tournament.TeamSwiss, 0)
	for _, n := range []struct {
		entry *field
		label string
		dst   *int
		empty int
	}{
		{f.boards, "teams.ui.new.boards", &o.Boards, 0},
		{f.win, "teams.cli.matchpoints", &o.MatchWin, def.MatchWin},
		{f.draw, "teams.cli.matchpoints", &o.MatchDraw, def.MatchDraw},
		{f.loss, "teams.cli.matchpoints", &o.MatchLoss, def.MatchLoss},
		{f.prizeMinGames, "ui.settings.prize-min-games", &o.BoardPrizeMinGames, 0},
	} {
		var err error
		if *n.dst, err = n.entry.number(n.empty, "ui.settings.not-number", "field", f.s.t(n.label)); err != nil {
			return o, err
		}
	}
	if m, g, ok := strings.Cut(f.bye.value(), "."); ok {
		o.ByeMatch, o.ByeGame = tournament.Outcome(m), tournament.Outcome(g)
	}
	o.FreeLineupOrder = f.lineupOrder.value() == "free"
	o.InitialBlack = f.initial.value() == "black"
	o.TypeB = f.preferences.value() == "b"
	o.Forbidden = slices.Clone(f.forbidden)
	return o, nil
}

// teamOptionsNotes say what a change of the options does to the rounds
// already played: new match points or a new bye score every match paired
// so far (the standings and the crosstable are counted again), a new
// fewest games awards the board prizes again.
func teamOptionsNotes(s *Shell, ev *tournament.Event, was, now tournament.TeamOptions) []string {
	scored := false
	for _, m := range ev.Matches {
		scored = scored || m.Started() || m.IsBye()
	}
	if !scored {
		return nil
	}
	var out []string
	if was.MatchWin != now.MatchWin || was.MatchDraw != now.MatchDraw || was.MatchLoss != now.MatchLoss ||
		was.ByeMatch != now.ByeMatch || was.ByeGame != now.ByeGame {
		out = append(out, s.t("teams.ui.options.rescored", "rounds", tournament.PairedRounds(ev)))
	}
	if was.PrizeMinGames() != now.PrizeMinGames() {
		out = append(out, s.t("teams.ui.options.prizes", "n", now.PrizeMinGames()))
	}
	return out
}

// sameTeamOptions reports whether two options are the same: a list of
// pairs kept apart emptied is none.
func sameTeamOptions(a, b tournament.TeamOptions) bool {
	for _, o := range []*tournament.TeamOptions{&a, &b} {
		if len(o.Forbidden) == 0 {
			o.Forbidden = nil
		}
	}
	return reflect.DeepEqual(a, b)
}
