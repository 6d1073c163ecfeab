package ui

import (
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine/clock"
	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/tournament"
)

// choice is a Select whose options show translated labels for stored
// values, so that the file keeps "round-robin" while the arbiter reads
// "Round robin" or "Kiertoturnaus".
type choice struct {
	sel    *picker
	values []string
}

func (s *Shell) newChoice(values, labels []string) *choice {
	return &choice{sel: s.newPicker(labels, nil), values: values}
}

func (c *choice) set(value string) {
	for i, v := range c.values {
		if v == value {
			c.sel.SetSelectedIndex(i)
			return
		}
	}
	c.sel.ClearSelected()
}

func (c *choice) value() string {
	if i := c.sel.SelectedIndex(); i >= 0 {
		return c.values[i]
	}
	return ""
}

// suggestEntry is a text field with a drop-down of suggestions.
//
// Fyne's SelectEntry is not used: once its drop-down has been opened it
// looks up its place in the window on every move, by walking the whole
// window; when Fyne rebuilds a dropped renderer above it (it drops those of
// hidden views after a minute) the walk builds that renderer again, and
// that rebuild moves the field again, until the stack overflows. Here the
// menu's place is computed only when the button is pressed.
func (s *Shell) suggestEntry(options []string) *field {
	e := s.newField()
	items := make([]*fyne.MenuItem, len(options))
	for i, o := range options {
		items[i] = fyne.NewMenuItem(o, func() {
			e.SetText(o)
			if c := fyne.CurrentApp().Driver().CanvasForObject(e); c != nil {
				c.Focus(e) // Tab goes on from the field
			}
		})
	}
	menu := fyne.NewMenu("", items...)
	show := func() {
		d := fyne.CurrentApp().Driver()
		c := d.CanvasForObject(e)
		if c == nil {
			return
		}
		pop := widget.NewPopUpMenu(menu, c)
		pop.ShowAtPosition(d.AbsolutePositionForObject(e).AddXY(0, e.Size().Height))
		pop.Resize(fyne.NewSize(e.Size().Width, pop.MinSize().Height))
	}
	open := newBoxButtonWithIcon("", theme.MenuDropDownIcon(), show)
	open.Importance = widget.LowImportance
	e.ActionItem = open
	// Down opens the suggestions from the keyboard, as it opens a
	// drop-down: the presets needed the mouse.
	e.down = show
	return e
}

// rulesetChoice picks one of the rulesets, named in the window's language.
func rulesetChoice(s *Shell) *choice {
	var values, labels []string
	for _, id := range rules.IDs() {
		r, _ := rules.Get(id)
		values = append(values, string(id))
		labels = append(labels, s.t(r.Key))
	}
	return s.newChoice(values, labels)
}

// individualSystems and teamSystems are the pairing systems an event may
// change between: a team event and an individual one do not turn into each
// other (the store's rule).
var (
	individualSystems = []tournament.System{tournament.RoundRobin, tournament.DoubleRoundRobin, tournament.SwissDutch, tournament.SwissDubov, tournament.SwissBurstein, tournament.Match}
	teamSystems       = []tournament.System{tournament.TeamRoundRobin, tournament.TeamSwiss}
)

// systemChoice picks the pairing system among systems.
func systemChoice(s *Shell, systems []tournament.System) *choice {
	var values, labels []string
	for _, x := range systems {
		values = append(values, string(x))
		labels = append(labels, i18n.UpperFirst(s.t(x.NameKey())))
	}
	// The new-event dialog shows it at its least width, where the Swiss
	// system's name was cut.
	c := s.newChoice(values, labels)
	c.sel.fit = true
	return c
}

// languageChoice picks the language of the event's documents.
func languageChoice(s *Shell) *choice {
	var values, labels []string
	for _, l := range i18n.All {
		values = append(values, string(l))
		labels = append(labels, l.Name())
	}
	return s.newChoice(values, labels)
}

// timeControlEntry is the time-control field, with the usual controls to
// choose from.
func (s *Shell) timeControlEntry() *field {
	var presets []string
	for _, p := range clock.Presets() {
		presets = append(presets, p.Control.String())
	}
	return s.suggestEntry(presets)
}

// settingsView edits the event's regulations: one form, saved as one
// store call, so that an invalid value changes nothing.
type settingsView struct {
	s *Shell

	name, site, federation, chief, deputies *field
	organiser, chiefID                      *field
	start, end                              *field
	ruleset, gameType, system, withdrawal   *choice
	language, paper, normSource             *choice
	supervised                              *widget.Check
	timeControl                             *field
	lateness, rounds, tieBreaks             *field
	team                                    *teamFields // a team event's options, nil for an individual event
	indexMaster, indexCandidate, indexNone  *field
	rules                                   *ruleFields
	schedule                                *scheduleFields

	problem *widget.Label
	content fyne.CanvasObject
}

func newSettingsView(s *Shell) view {
	v := &settingsView{s: s}
	entry := func() *field { return s.newField() }
	v.name, v.site, v.federation, v.chief, v.deputies = entry(), entry(), entry(), entry(), entry()
	v.organiser, v.chiefID = entry(), entry()
	v.chiefID.SetPlaceHolder(s.t("ui.settings.chief-fide-id.hint"))
	v.start, v.end = entry(), entry()
	v.ruleset = rulesetChoice(s)
	v.start.SetPlaceHolder(s.t("ui.settings.date.hint"))
	v.end.SetPlaceHolder(s.t("ui.settings.date.hint"))
	v.federation.SetPlaceHolder(s.t("ui.settings.federation.hint"))
	v.chief.SetPlaceHolder(s.t("ui.settings.chief.hint"))
	v.deputies.SetPlaceHolder(s.t("ui.settings.deputies.hint"))
	v.lateness, v.rounds, v.tieBreaks = entry(), entry(), entry()
	v.lateness.SetPlaceHolder(s.t("ui.settings.lateness.default"))
	ids := tournament.TieBreakIDs
	if s.doc.event.Settings.System.Team() {
		ids = tournament.TeamTieBreakIDs
	}
	v.tieBreaks.SetPlaceHolder(strings.Join(ids, ", "))
	v.indexMaster, v.indexCandidate, v.indexNone = entry(), entry(), entry()
	v.gameType = s.newChoice([]string{"standard", "rapid", "blitz"},
		[]string{s.t("ui.settings.gametype.standard"), s.t("ui.settings.gametype.rapid"), s.t("ui.settings.gametype.blitz")})
	systems := individualSystems
	if s.doc.event.Settings.System.Team() {
		systems = teamSystems
	}
	v.system = systemChoice(s, systems)
	if s.doc.event.Settings.System.Team() {
		v.team = newTeamFields(s, v.fail)
		// A team Swiss's own options show as soon as it is chosen.
		v.system.sel.OnChanged = func(string) { v.team.systemChosen(tournament.System(v.system.value())) }
	}
	v.withdrawal = s.newChoice(
		[]string{string(tournament.WithdrawalUSSR1953), string(tournament.WithdrawalAsPlayed)},
		[]string{s.t("ui.settings.withdrawal.ussr1953"), s.t("ui.settings.withdrawal.as-played")})
	v.language = languageChoice(s)
	v.paper = s.newChoice([]string{"A4", "Letter"}, []string{"A4", "Letter"})
	v.normSource = s.newChoice([]string{"text", "table"},
		[]string{s.t("ui.settings.normsource.text"), s.t("ui.settings.normsource.table")})
	v.supervised = widget.NewCheck(s.t("ui.settings.supervised.label"), nil)
	v.timeControl = s.timeControlEntry()

	v.rules = newRuleFields(s)
	v.schedule = newScheduleFields(s)

	v.problem = widget.NewLabel("")
	v.problem.Importance = widget.DangerImportance
	v.problem.Wrapping = fyne.TextWrapWord
	v.problem.Hide()

	item := func(key string, w fyne.CanvasObject) *widget.FormItem {
		return widget.NewFormItem(s.t(key), w)
	}
	event := widget.NewForm(
		item("ui.settings.name", v.name),
		item("ui.settings.site", v.site),
		item("ui.settings.federation", v.federation),
		item("ui.settings.organiser", v.organiser),
		item("ui.settings.start", v.start),
		item("ui.settings.end", v.end),
		item("ui.settings.chief", v.chief),
		item("ui.settings.chief-fide-id", v.chiefID),
		item("ui.settings.deputies", v.deputies),
	)
	play := widget.NewForm(
		item("ui.settings.system", v.system.sel),
		item("ui.settings.rounds", v.rounds),
		item("ui.settings.ruleset", v.ruleset.sel),
		item("ui.settings.gametype", v.gameType.sel),
		item("ui.settings.supervised", v.supervised),
		item("ui.settings.timecontrol", v.timeControl),
		item("ui.settings.lateness", v.lateness),
		item("ui.settings.tiebreaks", v.tieBreaks),
		item("ui.settings.withdrawal", v.withdrawal.sel),
	)
	output := widget.NewForm(
		item("ui.settings.language", v.language.sel),
		item("ui.settings.paper", v.paper.sel),
		item("ui.settings.index.master", v.indexMaster),
		item("ui.settings.index.candidate", v.indexCandidate),
		item("ui.settings.index.none", v.indexNone),
		item("ui.settings.normsource", v.normSource.sel),
	)
	save := widget.NewButtonWithIcon(s.t("ui.save"), theme.DocumentSaveIcon(), v.save)
	save.Importance = widget.HighImportance
	revert := widget.NewButtonWithIcon(s.t("ui.settings.revert"), theme.ViewRefreshIcon(), v.refresh)
	group := func(key string, f *widget.Form) fyne.CanvasObject {
		return widget.NewCard("", s.t(key), f)
	}
	// One column: two side by side need more than 1024 pixels in Estonian.
	cols := container.NewVBox(group("ui.settings.group.event", event), group("ui.settings.group.play", play))
	if v.team != nil {
		cols.Add(v.team.content())
	}
	cols.Add(widget.NewCard("", s.t("ui.schedule.group"), v.schedule.content()))
	cols.Add(group("ui.settings.group.output", output))
	bar := container.NewVBox(v.problem, container.NewHBox(save, revert))
	all := container.NewVBox(cols, widget.NewCard("", s.t("rulesettings.group"), v.rules.content()))
	v.content = container.NewBorder(viewTitle(s.t("ui.nav.settings")), bar, nil, nil, container.NewVScroll(all))
	return v
}

func (v *settingsView) object() fyne.CanvasObject { return v.content }

// refresh shows the settings as stored, dropping unsaved edits.
func (v *settingsView) refresh() {
	st := v.s.doc.event.Settings
	v.name.SetText(st.Name)
	v.site.SetText(st.Site)
	v.federation.SetText(st.Federation)
	v.chief.SetText(st.ChiefArbiter)
	v.organiser.SetText(st.Organiser)
	v.chiefID.SetText(st.ChiefArbiterFIDEID)
	v.deputies.SetText(st.Deputies)
	v.start.SetText(st.StartDate)
	v.end.SetText(st.EndDate)
	v.ruleset.set(string(st.Ruleset))
	v.gameType.set(string(st.GameType))
	v.supervised.SetChecked(st.Supervised)
	v.timeControl.SetText(st.TimeControl)
	v.lateness.setNumber(st.LatenessMinutes, -1)
	v.system.set(string(st.System))
	v.rounds.setNumber(st.Rounds, 0)
	// A round robin's length follows from the players; show it. Nothing
	// suggests a Swiss's: an emptied field shows nothing, not the count it
	// had.
	v.rounds.SetPlaceHolder(strconv.Itoa(tournament.TotalRounds(&v.s.doc.event)))
	if st.System.IndividualSwiss() {
		v.rounds.SetPlaceHolder("")
	}
	v.tieBreaks.SetText(strings.Join(st.TieBreaks, ", "))
	v.withdrawal.set(string(st.WithdrawalPolicy))
	v.language.set(st.Language)
	v.paper.set(st.PaperSize)
	// The pairing system and length are fixed once a round is paired
	// (the store's rule: tournament.ValidateSettingsChange).
	paired := tournament.Started(&v.s.doc.event)
	setEnabled(v.system.sel, !paired)
	setEnabled(v.rounds, !paired)
	v.indexMaster.SetText(strconv.Itoa(st.IndexMaster))
	v.indexCandidate.SetText(strconv.Itoa(st.IndexCandidate))
	v.indexNone.SetText(strconv.Itoa(st.IndexUnclassified))
	v.normSource.set(st.IntegerNormSource)
	v.rules.set(st.Rules)
	v.schedule.set(&v.s.doc.event)
	if v.team != nil {
		v.team.set(&v.s.doc.event)
	}
	v.problem.Hide()
}

// read collects the form into settings; a number field that is not a
// number is reported by its label.
func (v *settingsView) read() (tournament.Settings, error) {
	st := v.s.doc.event.Settings
	st.Name = strings.TrimSpace(v.name.Text)
	st.Site = strings.TrimSpace(v.site.Text)
	st.Federation = strings.ToUpper(strings.TrimSpace(v.federation.Text))
	st.ChiefArbiter = strings.TrimSpace(v.chief.Text)
	st.Organiser = strings.TrimSpace(v.organiser.Text)
	st.ChiefArbiterFIDEID = strings.TrimSpace(v.chiefID.Text)
	st.Deputies = strings.TrimSpace(v.deputies.Text)
	st.StartDate = strings.TrimSpace(v.start.Text)
	st.EndDate = strings.TrimSpace(v.end.Text)
	st.Ruleset = rules.RulesetID(v.ruleset.value())
	st.GameType = rules.GameType(v.gameType.value())
	st.Supervised = v.supervised.Checked
	st.TimeControl = strings.TrimSpace(v.timeControl.Text)
	st.System = tournament.System(v.system.value())
	st.WithdrawalPolicy = tournament.WithdrawalPolicy(v.withdrawal.value())
	st.Language = v.language.value()
	st.PaperSize = v.paper.value()
	st.IntegerNormSource = v.normSource.value()
	var err error
	if st.Rules, err = v.rules.read(); err != nil {
		return st, err
	}
	if st.Schedule, err = v.schedule.read(); err != nil {
		return st, err
	}
	st.TieBreaks = nil
	for _, id := range strings.Split(v.tieBreaks.Text, ",") {
		if id = strings.ToLower(strings.TrimSpace(id)); id != "" {
			st.TieBreaks = append(st.TieBreaks, id)
		}
	}
	// Switching the system while the tie-breaks are still the old system's
	// defaults takes the new system's defaults (Buchholz for a Swiss); a
	// list the arbiter chose is kept.
	if old := v.s.doc.event.Settings.System; st.System != old && slices.Equal(st.TieBreaks, tournament.DefaultTieBreaks(old)) {
		st.TieBreaks = tournament.DefaultTieBreaks(st.System)
	}
	// Likewise the withdrawal rule follows a new ruleset while it is still
	// the old ruleset's own.
	if old := v.s.doc.event.Settings.Ruleset; st.Ruleset != old && st.WithdrawalPolicy == tournament.DefaultWithdrawal(old) {
		st.WithdrawalPolicy = tournament.DefaultWithdrawal(st.Ruleset)
	}
	numbers := []struct {
		entry *field
		label string
		dst   *int
		empty int // value of an empty field
	}{
		{v.lateness, "ui.settings.lateness", &st.LatenessMinutes, -1},
		{v.rounds, "ui.settings.rounds", &st.Rounds, 0},
		{v.indexMaster, "ui.settings.index.master", &st.IndexMaster, 0},
		{v.indexCandidate, "ui.settings.index.candidate", &st.IndexCandidate, 0},
		{v.indexNone, "ui.settings.index.none", &st.IndexUnclassified, 0},
	}
	for _, n := range numbers {
		var err error
		if *n.dst, err = n.entry.number(n.empty, "ui.settings.not-number", "field", v.s.t(n.label)); err != nil {
			return st, err
		}
	}
	return st, nil
}

func (v *settingsView) save() {
	if v.s.refuseReadOnly() {
		return
	}
	ev := &v.s.doc.event
	st, err := v.read()
	was := ev.TeamOptions
	var team *tournament.TeamOptions
	if err == nil && st.System.Team() {
		// Read before anything is saved, so that a refused number leaves
		// the settings and the options as they were.
		var o tournament.TeamOptions
		if o, err = v.team.read(was); err == nil && !sameTeamOptions(o, was) {
			team = &o
		}
	}
	if err == nil {
		err = v.s.doc.updateSettings(st, team)
	}
	if err != nil {
		v.fail(err)
		return
	}
	var notes []string
	if team != nil {
		notes = teamOptionsNotes(v.s, ev, was, *team)
	}
	v.problem.Hide()
	v.s.reload()
	if len(notes) > 0 {
		v.s.setStatus(strings.Join(notes, " "))
	}
}

// fail shows why the form was not saved.
func (v *settingsView) fail(err error) {
	v.problem.SetText(v.s.cat.Error(err))
	v.problem.Show()
}
