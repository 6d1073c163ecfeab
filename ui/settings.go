package ui

import (
	"maps"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine"
	"arbiter/engine/clock"
	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/schedule"
	"arbiter/tournament/standings"
	"arbiter/tournament/store"
	"arbiter/tournament/team"
	"arbiter/tournament/tiebreak"
	"arbiter/ui/button"
	"arbiter/ui/look"
	"arbiter/words"
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

// choiceOf is a choice among items, each stored as itself and shown as
// label names it.
func choiceOf[T ~string](s *Shell, items []T, label func(T) string) *choice {
	values, labels := make([]string, len(items)), make([]string, len(items))
	for i, x := range items {
		values[i], labels[i] = string(x), label(x)
	}
	return s.newChoice(values, labels)
}

// keyedChoice is a choice among items, each stored as itself and named
// by the catalogue key that key gives, shown as dress words the key's
// text (with a capital, with the notation's letters) or as it is where
// dress is nil. The history keeps the key, which names the choice in its
// reader's language.
func keyedChoice[T ~string](s *Shell, items []T, key func(T) string, dress func(x T, text string) string) *choice {
	c := choiceOf(s, items, func(x T) string {
		if dress == nil {
			return s.cat.T(key(x))
		}
		return dress(x, s.cat.T(key(x)))
	})
	for _, x := range items {
		c.sel.kept = append(c.sel.kept, store.ShownText{Key: key(x)})
	}
	return c
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

// setQuietly sets value without calling OnChanged: for the view that
// sets it, and reads it next.
func (c *choice) setQuietly(value string) {
	changed := c.sel.OnChanged
	c.sel.OnChanged = nil
	c.set(value)
	c.sel.OnChanged = changed
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
	e.ActionItem = &dropArrow{tapped: show}
	// Down opens the suggestions from the keyboard, as it opens a
	// drop-down: the presets needed the mouse.
	e.down = show
	return e
}

// dropArrow is the arrow at a suggesting field's end, which opens its
// suggestions when tapped. It is no Tab stop, Down in the field opening
// them: as a button it was one, and Shift+Tab from it went back past its
// own field, which Fyne's walk backwards visits before the arrow inside it.
type dropArrow struct {
	widget.BaseWidget
	tapped func()
}

func (a *dropArrow) Tapped(*fyne.PointEvent) { a.tapped() }

func (a *dropArrow) CreateRenderer() fyne.WidgetRenderer {
	a.ExtendBaseWidget(a)
	// Padded as the drop-downs' arrows beside it are.
	return widget.NewSimpleRenderer(container.NewPadded(widget.NewIcon(theme.MenuDropDownIcon())))
}

// rulesetChoice picks one of the rulesets, named in the window's language.
func rulesetChoice(s *Shell) *choice {
	return choiceOf(s, rules.IDs(), func(id rules.RulesetID) string { r, _ := rules.Get(id); return s.t(r.Key) })
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
	c := keyedChoice(s, systems, tournament.System.NameKey, func(_ tournament.System, name string) string { return i18n.UpperFirst(name) })
	// The new-event dialog shows it at its least width, where the Swiss
	// system's name was cut.
	c.sel.Fit = true
	return c
}

// languageChoice picks the language of the event's documents, or of one
// printed.
func languageChoice(s *Shell) *choice { return choiceOf(s, i18n.All, i18n.Lang.Name) }

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
	supervised                              *tickBox
	timeControl                             *field
	// gameTypeNote says below the game type the type in force and where
	// it comes from, and a type set that the control contradicts.
	gameTypeNote                *fieldNote
	lateness, rounds, tieBreaks *field
	// unratedRating is the rating an unrated opponent counts at in the
	// rating-based tie-breaks (tournament.Settings.UnratedRating), empty
	// for none; an individual event's, nil for a team event.
	unratedRating *field
	// maxHalfByes and noHalfByeRounds are an individual Swiss's limit of a
	// player's half-point byes; shut for another system.
	maxHalfByes, noHalfByeRounds *field
	// lateByes is what a late entry is given for the rounds he missed
	// where nothing is typed for him; shut, typed, for another system
	// than an individual Swiss.
	lateByes                               *choice
	team                                   *teamFields // a team event's options, nil for an individual event
	indexMaster, indexCandidate, indexNone *field
	rules                                  *ruleFields
	schedule                               *scheduleFields
	// cut are the rounds' dates the form last read took out of the
	// schedule, a Swiss cut short (schedule.Cut), said once saved.
	cut []tournament.RoundTime

	// notes are below the fields that can be refused, each saying its
	// problem in place; problem, beside the buttons, says one of no field.
	notes   formNotes
	problem *fieldNote
	// shown and shownTeam are the form read as revert left it, the
	// settings as stored: unsaved compares the form with them. stored
	// and storedTeam are the event's own then, which a change made
	// elsewhere (a result, a player) leaves as they were.
	shown, stored         tournament.Settings
	shownTeam, storedTeam tournament.TeamOptions
	// shownRows are the form's rows as revert showed them: Save names
	// the rows whose value it changed, as the view shows them.
	shownRows []shownRow
	// keys are the keys of the view's texts as it was made, which keyed
	// reads.
	keys   saidKeys
	filled bool // revert has filled the form once
	viewContent
}

func newSettingsView(s *Shell) view {
	v := &settingsView{s: s, notes: formNotes{}, problem: newFieldNote(""), keys: saidKeys{}}
	s.said = v.keys
	defer func() { s.said = nil }()
	v.rules = newRuleFields(s, v.notes)
	event, play, output := v.eventForm(), v.playForm(), v.outputForm()
	v.schedule = newScheduleFields(s, v.notes)
	save := primary(newButtonWithIcon(s.t("ui.save"), theme.DocumentSaveIcon(), v.save))
	revert := newButtonWithIcon(s.t("ui.settings.revert"), theme.ViewRefreshIcon(), v.revert)
	group := func(key string, f fyne.CanvasObject) fyne.CanvasObject {
		return widget.NewCard("", s.t(key), f)
	}
	// One column: two side by side need more than 1024 pixels in Estonian.
	// Made once from its groups: each Add lays out every group before it.
	groups := []fyne.CanvasObject{group("ui.settings.group.event", event), group("ui.settings.group.play", play)}
	if v.team != nil {
		groups = append(groups, v.team.content())
	}
	groups = append(groups, group("ui.schedule.group", v.schedule.content()), group("ui.settings.group.output", output))
	cols := container.NewVBox(groups...)
	// A problem of no one field stands beside the buttons, in room kept
	// for it, so that the view does not move when it speaks.
	bar := look.Border(nil, nil, container.NewHBox(save, revert), nil, v.problem)
	all := container.NewVBox(cols, group("rulesettings.group", v.rules.content()))
	v.content = look.Border(viewTitle(s.t("ui.nav.settings")), bar, nil, nil, container.NewVScroll(all))
	return v
}

// noted is a row of a field the event or the window may refuse: its note
// is below it, holding its example until then.
func (v *settingsView) noted(key string, w fyne.CanvasObject, example string) *widget.FormItem {
	return v.notes.item(v.s.t(key), w, example)
}

// eventForm makes the fields that name the event, its days and its
// arbiters.
func (v *settingsView) eventForm() *widget.Form {
	s := v.s
	v.name, v.site, v.organiser = s.newField(), s.newField(), s.newField()
	// The federation, the deputies and the chief's FIDE id have their
	// example in the note under them, not again in the field.
	v.federation, v.deputies, v.chiefID = s.newField(), s.newField(), s.newField()
	v.chief = s.hintField(s.t("ui.settings.chief.hint"))
	v.start, v.end = s.hintField(s.t("ui.settings.date.hint")), s.hintField(s.t("ui.settings.date.hint"))
	return widget.NewForm(
		v.noted("ui.settings.name", v.name, ""),
		v.noted("ui.settings.site", v.site, ""),
		v.noted("ui.settings.federation", v.federation, s.t("ui.settings.federation.hint")),
		v.noted("ui.settings.organiser", v.organiser, ""),
		v.noted("ui.settings.start", v.start, s.dateExample()),
		// An empty last day is a league's open end (words.EventDates says
		// it so on paper and at the venue), not a day forgotten.
		v.noted("ui.settings.end", v.end, s.t("ui.settings.end.example", "example", s.dateExample())),
		v.noted("ui.settings.chief", v.chief, ""),
		v.noted("ui.settings.chief-fide-id", v.chiefID, s.t("ui.settings.chief-fide-id.hint")),
		v.noted("ui.settings.deputies", v.deputies, s.t("ui.settings.deputies.hint")),
	)
}

// playForm makes the fields of how the event is played: the system (of
// the event's kind, individual or team, with a team event's own options),
// the rules, the game type and the time control, the tie-breaks and the
// withdrawal rule.
func (v *settingsView) playForm() *widget.Form {
	s := v.s
	system := s.doc.event.Settings.System
	v.ruleset = rulesetChoice(s)
	v.lateness, v.rounds = s.hintField(s.t("ui.settings.lateness.default")), s.newField()
	v.maxHalfByes, v.noHalfByeRounds = s.newField(), s.newField()
	v.lateByes = choiceOf(s, tournament.LateEntryByesChoices, func(l tournament.LateEntryByes) string { return s.t(l.NameKey()) })
	offered := v.tieBreakList(system.TieBreaksOffered())
	v.tieBreaks = s.hintField(offered)
	// "" is the time control's type (tournament.Settings.GameTypeIn).
	v.gameType = s.newChoice([]string{"", "standard", "rapid", "blitz"},
		[]string{s.t("event.gametype.auto"), s.t(rules.Standard.NameKey()), s.t(rules.Rapid.NameKey()), s.t(rules.Blitz.NameKey())})
	v.gameTypeNote = newFieldNote("")
	v.gameTypeNote.lines = noteLines + 1 // a contradiction, in Estonian
	systems := individualSystems
	if system.Team() {
		systems = teamSystems
	}
	v.system = systemChoice(s, systems)
	if system.Team() {
		v.team = newTeamFields(s, v.fail, v.notes)
	}
	v.system.sel.OnChanged = func(string) {
		sys := tournament.System(v.system.value())
		// A round robin's rounds follow from its field: the field for
		// them goes, emptied, as the new-event box's does (it took a
		// number the event kept unused, without a word).
		v.openRounds(sys)
		if sys.RoundsFromField() && !v.s.doc.event.Started() {
			v.rounds.SetText("")
		}
		v.halfByesFor(sys)
		if v.team != nil {
			// A team Swiss's own options show as soon as it is chosen.
			v.team.systemChosen(sys)
		}
	}
	v.withdrawal = s.newChoice(
		[]string{string(tournament.WithdrawalUSSR1953), string(tournament.WithdrawalAsPlayed)},
		[]string{s.t("ui.settings.withdrawal.ussr1953"), s.t("ui.settings.withdrawal.as-played")})
	v.supervised = newTickBox(s.t("ui.settings.supervised.label"))
	v.timeControl = s.timeControlEntry()
	// The type in force follows the ruleset, the type and the control as
	// they are chosen, before they are saved.
	v.ruleset.sel.OnChanged = func(string) { v.sayGameType() }
	v.gameType.sel.OnChanged = func(string) { v.sayGameType() }
	v.timeControl.OnChanged = func(string) { v.sayGameType() }
	// The rows are made first and the form once: each AppendItem lays out
	// and refreshes every row before it.
	items := []*widget.FormItem{
		s.item("ui.settings.system", v.system.sel),
		v.noted("ui.settings.rounds", v.rounds, s.t("ui.settings.rounds.hint")),
	}
	if !system.Team() {
		// A player's half-point byes, limited where he asks for them.
		items = append(items,
			v.noted("ui.settings.halfbyes.max", v.maxHalfByes, s.t("ui.settings.halfbyes.max.hint")),
			v.noted("ui.settings.halfbyes.last", v.noHalfByeRounds, s.t("ui.settings.halfbyes.last.hint")),
			// In a box, as the fields above: the form greys the name of
			// a row that is its choice shut, and kept it grey once the
			// choice opened again for a Swiss chosen.
			s.item("ui.settings.latebyes", container.NewStack(v.lateByes.sel)))
	}
	tieBreaks := v.noted("ui.settings.tiebreaks", v.tieBreaks, s.t("ui.settings.tiebreaks.hint", "ids", offered))
	var unrated []*widget.FormItem
	if !system.Team() {
		v.unratedRating = s.newField()
		unrated = append(unrated, v.noted("event.unrated-rating", v.unratedRating, s.t("ui.settings.unrated-rating.hint")))
	}
	// A tie-break refused is said with every one the system offers: in
	// Finnish at 1024×700 on three lines, a team event's heads on four.
	// Set before the form draws the note, which keeps the lines it is
	// first drawn with (set after, the refusal was cut at two).
	v.notes[v.tieBreaks].lines = noteLines + 1
	if system.Team() {
		v.notes[v.tieBreaks].lines++
	}
	items = append(items,
		s.item("ui.settings.ruleset", v.ruleset.sel),
		s.item("ui.settings.gametype", noted(v.gameType.sel, v.gameTypeNote)),
		s.item("ui.settings.supervised", v.supervised),
		v.noted("ui.settings.timecontrol", v.timeControl, s.t("ui.settings.timecontrol.hint")),
		v.noted("ui.settings.lateness", v.lateness, s.t("ui.settings.minutes.hint")),
		tieBreaks)
	items = append(append(items, unrated...), s.item("ui.settings.withdrawal", v.withdrawal.sel))
	return widget.NewForm(items...)
}

// outputForm makes the fields of what the event gives out: the language,
// the paper, the norm indices and where a norm's integer comes from.
func (v *settingsView) outputForm() *widget.Form {
	s := v.s
	v.language = languageChoice(s)
	v.paper = s.newChoice([]string{"A4", "Letter"}, []string{"A4", "Letter"})
	v.normSource = s.newChoice([]string{"text", "table"},
		[]string{s.t("ui.settings.normsource.text"), s.t("ui.settings.normsource.table")})
	v.indexMaster, v.indexCandidate, v.indexNone = s.newField(), s.newField(), s.newField()
	return widget.NewForm(
		s.item("ui.settings.language", v.language.sel),
		s.item("ui.settings.paper", v.paper.sel),
		v.noted("ui.settings.index.master", v.indexMaster, ""),
		v.noted("ui.settings.index.candidate", v.indexCandidate, ""),
		v.noted("ui.settings.index.none", v.indexNone, ""),
		s.item("ui.settings.normsource", v.normSource.sel),
		// Whether the event is FIDE-rated decides the rating report and the
		// title norms, whose pages send the arbiter here to tick it: it is
		// asked beside them, not among the rules the desk reads.
		widget.NewFormItem("", v.rules.fideRated),
	)
}

// halfByesFor opens the limit of half-point byes for a system whose
// players ask for byes (an individual Swiss), and shuts it for another,
// empty, read as 0, no limit (tournament.Settings.Validate refuses one
// there), saying in it why and with no example below: a round robin's
// stood at 0 over "0 for no limit". The late entries' missed rounds
// likewise, read as typed for each entry. Opened again, an emptied field
// shows the 0 it stands for.
func (v *settingsView) halfByesFor(sys tournament.System) {
	if v.team != nil {
		return // a team event has no such rows, its stored values 0
	}
	swiss := sys.IndividualSwiss()
	why := v.s.t("ui.settings.swiss-only")
	for f, example := range map[*field]string{
		v.maxHalfByes:     v.s.t("ui.settings.halfbyes.max.hint"),
		v.noHalfByeRounds: v.s.t("ui.settings.halfbyes.last.hint"),
	} {
		shut(f, v.notes[f], !swiss, why, example)
		if swiss && f.Text == "" {
			f.SetText("0")
		}
	}
	p := v.lateByes.sel
	look.SetEnabled(p, swiss)
	p.PlaceHolder = v.s.t("ui.choose")
	if !swiss {
		p.ClearSelected()
		p.PlaceHolder = why
	} else if p.SelectedIndex() < 0 {
		v.lateByes.set(string(tournament.LateByesTyped))
	}
	p.Refresh()
}

// roundsOpen reports whether the arbiter sets the rounds of an event of
// system sys here: for a system that does not make them from its field,
// before round 1, and afterwards in a Swiss, which may be cut short or
// lengthened (tournament.Event.ValidateSettingsChange).
func (v *settingsView) roundsOpen(sys tournament.System) bool {
	return !sys.RoundsFromField() && (!v.s.doc.event.Started() || sys.PairedByScores())
}

// openRounds opens the rounds' field where roundsOpen says, its example
// below it only then, as the new-event box's (shut): "e.g. 7" stood below
// a round robin's field that takes nothing. A round robin's length
// follows from the players: the field shows it (before they are in, that
// it does), for the system chosen, not the one stored. Nothing suggests
// another's: an emptied field shows nothing, not the count it had.
func (v *settingsView) openRounds(sys tournament.System) {
	open := v.roundsOpen(sys)
	look.SetEnabled(v.rounds, open)
	made := ""
	if sys.RoundsFromField() {
		ev := v.s.doc.event
		ev.Settings.System = sys
		made = words.EventRounds(v.s.cat, &ev)
	}
	v.rounds.SetPlaceHolder(made)
	if n := v.notes[v.rounds]; n != nil && n.problem == "" {
		example := ""
		if open {
			example = v.s.t("ui.settings.rounds.hint")
		}
		n.tell(example)
	}
}

// refresh brings the form up to date after a change to the event. What
// is typed and not saved stays while the settings as stored are the same
// (a result entered in the Rounds view dropped it, nothing said); where
// they changed (elsewhere, or by Save) the form shows them, saying so
// where that drops typing.
func (v *settingsView) refresh() {
	ev := &v.s.doc.event
	if !v.unsaved() {
		v.revert()
		return
	}
	if reflect.DeepEqual(ev.Settings, v.stored) && sameTeamOptions(ev.TeamOptions, v.storedTeam) {
		// The round paired since fixes the system, and the length
		// but of a Swiss.
		look.SetEnabled(v.system.sel, !ev.Started())
		v.openRounds(tournament.System(v.system.value()))
		return
	}
	typed, typedTeam := v.readAll()
	v.revert()
	if !reflect.DeepEqual(typed, v.shown) || !sameTeamOptions(typedTeam, v.shownTeam) {
		v.problem.say(v.s.t("ui.settings.typing-dropped"))
	}
}

// revert shows the settings as stored, dropping unsaved edits.
func (v *settingsView) revert() {
	v.show(&v.s.doc.event)
	v.shown, v.shownTeam = v.readAll()
	v.stored, v.storedTeam = v.s.doc.event.Settings, v.s.doc.event.TeamOptions
	v.shownRows = v.rows()
	v.filled = true
}

// show fills the form with ev's settings and options: the event's as
// stored, or as Save is about to store them, so that it reads the rows
// changed as the view will show them.
func (v *settingsView) show(ev *tournament.Event) {
	st := ev.Settings
	for _, t := range v.texts(&st) {
		t.f.SetText(*t.text)
	}
	// Dates show as the language writes them, which is how they are typed.
	v.start.SetText(words.Date(v.s.cat, st.StartDate))
	v.end.SetText(words.Date(v.s.cat, st.EndDate))
	v.ruleset.set(string(st.Ruleset))
	v.gameType.set(string(st.GameType))
	v.supervised.SetChecked(st.Supervised)
	v.lateness.setNumber(st.LatenessMinutes, -1)
	v.system.set(string(st.System))
	v.rounds.setNumber(st.Rounds, 0)
	v.tieBreaks.SetText(v.tieBreakList(st.TieBreaks))
	if v.unratedRating != nil {
		v.unratedRating.setNumber(st.UnratedRating, 0)
	}
	v.maxHalfByes.SetText(strconv.Itoa(st.MaxHalfByes))
	v.noHalfByeRounds.SetText(strconv.Itoa(st.NoHalfByeRounds))
	v.lateByes.set(string(st.LateEntryByes))
	v.halfByesFor(st.System)
	// The rule the results follow, as every view and report names it:
	// only a round robin's or a match's is the arbiter's to choose.
	v.withdrawal.set(string(ev.WithdrawalRule()))
	look.SetEnabled(v.withdrawal.sel, st.System.ChoosesWithdrawalRule())
	v.language.set(st.Language)
	v.paper.set(st.PaperSize)
	// The pairing system is fixed once a round is paired, and the length
	// but of a Swiss (the store's rule: tournament.Event.ValidateSettingsChange).
	paired := ev.Started()
	look.SetEnabled(v.system.sel, !paired)
	v.openRounds(st.System)
	v.indexMaster.SetText(strconv.Itoa(st.IndexMaster))
	v.indexCandidate.SetText(strconv.Itoa(st.IndexCandidate))
	v.indexNone.SetText(strconv.Itoa(st.IndexUnclassified))
	v.normSource.set(st.IntegerNormSource)
	v.rules.set(st.Rules)
	v.schedule.set(ev)
	if v.team != nil {
		v.team.set(ev)
	}
	v.notes.show(nil)
	v.problem.say("")
	v.sayGameType()
}

// readAll is the form read whole, the team options with the settings,
// each field's problem set aside.
func (v *settingsView) readAll() (tournament.Settings, tournament.TeamOptions) {
	bad := map[fyne.CanvasObject]error{}
	o := v.s.doc.event.TeamOptions
	if v.team != nil {
		o = v.team.read(o, bad)
	}
	return v.read(bad), o
}

// unsaved tells whether the form says other than the settings as stored:
// it and what refresh showed are read alike, so that only what the
// arbiter typed or chose since tells them apart.
func (v *settingsView) unsaved() bool {
	if !v.filled {
		return false // made and not yet shown: nothing typed
	}
	st, o := v.readAll()
	return !reflect.DeepEqual(st, v.shown) || !sameTeamOptions(o, v.shownTeam)
}

// sayGameType shows below the game type the type in force for the
// ruleset, the type and the time control as the form has them, and a
// type set that the control contradicts, or one the ruleset has no rules
// for, as a problem is said. A control that does not read yet says
// nothing: its own note refuses it on saving.
func (v *settingsView) sayGameType() {
	st := v.s.doc.event.Settings
	st.Ruleset, st.GameType = rules.RulesetID(v.ruleset.value()), rules.GameType(v.gameType.value())
	st.TimeControl = strings.TrimSpace(v.timeControl.Text)
	text, warn := words.GameType(v.s.cat, st)
	if _, err := clock.Parse(st.TimeControl); err != nil && st.TimeControl != "" {
		text, warn = "", false
	}
	v.gameTypeNote.example = text
	if !warn {
		text = ""
	}
	v.gameTypeNote.say(text)
	// Adequate supervision is the game type's: three games an arbiter in
	// rapid (A.4.1), one in blitz (B.2.1).
	key := "ui.settings.supervised.label"
	if g, err := st.GameTypeInForce(); err == nil && g.Type != rules.Standard {
		key = "ui.settings.supervised." + string(g.Type)
	}
	v.supervised.SetText(v.s.t(key))
}

// textSetting is a field of free text and the setting it holds.
type textSetting struct {
	f    *field
	text *string
}

// texts are the form's fields of free text, each with the setting of st
// that it shows and sets.
func (v *settingsView) texts(st *tournament.Settings) []textSetting {
	return []textSetting{
		{v.name, &st.Name}, {v.site, &st.Site}, {v.federation, &st.Federation}, {v.chief, &st.ChiefArbiter},
		{v.organiser, &st.Organiser}, {v.chiefID, &st.ChiefArbiterFIDEID}, {v.deputies, &st.Deputies}, {v.timeControl, &st.TimeControl},
	}
}

// read collects the form into settings, adding to bad the problem of
// each field that is no number, date or time where one is wanted, by its
// label.
func (v *settingsView) read(bad map[fyne.CanvasObject]error) tournament.Settings {
	st := v.s.doc.event.Settings
	for _, t := range v.texts(&st) {
		*t.text = strings.TrimSpace(t.f.Text)
	}
	st.Federation = strings.ToUpper(st.Federation)
	st.WithdrawalPolicy = tournament.WithdrawalPolicy(v.withdrawal.value())
	// After the withdrawal rule read: it follows a new ruleset while it is
	// still the old ruleset's own.
	st.SetRuleset(rules.RulesetID(v.ruleset.value()))
	st.GameType = rules.GameType(v.gameType.value())
	st.Supervised = v.supervised.Checked
	st.SetSystem(tournament.System(v.system.value()))
	st.Language = v.language.value()
	st.PaperSize = v.paper.value()
	st.IntegerNormSource = v.normSource.value()
	st.LateEntryByes = tournament.LateEntryByes(v.lateByes.value())
	st.StartDate = readDate(v.start, bad)
	st.EndDate = readDate(v.end, bad)
	st.Rules = v.rules.read(bad)
	st.Schedule = v.schedule.read(bad)
	st.TieBreaks = v.tieBreakIDs(st.System, v.tieBreaks.Text, bad)
	// Switching the system while the tie-breaks are still the old system's
	// defaults takes the new system's defaults (Buchholz for a Swiss); a
	// list the arbiter chose is kept.
	if old := v.s.doc.event.Settings.System; st.System != old && slices.Equal(st.TieBreaks, old.DefaultTieBreaks()) {
		st.TieBreaks = st.System.DefaultTieBreaks()
	}
	numbers := []struct {
		entry *field
		label string
		dst   *int
		empty int // value of an empty field
	}{
		{v.lateness, "ui.settings.lateness", &st.LatenessMinutes, -1},
		{v.rounds, "ui.settings.rounds", &st.Rounds, 0},
		{v.maxHalfByes, "ui.settings.halfbyes.max", &st.MaxHalfByes, 0},
		{v.noHalfByeRounds, "ui.settings.halfbyes.last", &st.NoHalfByeRounds, 0},
		{v.indexMaster, "ui.settings.index.master", &st.IndexMaster, 0},
		{v.indexCandidate, "ui.settings.index.candidate", &st.IndexCandidate, 0},
		{v.indexNone, "ui.settings.index.none", &st.IndexUnclassified, 0},
	}
	for _, n := range numbers {
		*n.dst = n.entry.readNumber(n.empty, v.s.t(n.label), bad)
	}
	if v.unratedRating != nil {
		st.UnratedRating = v.unratedRating.readNumber(0, v.s.t("event.unrated-rating"), bad)
	}
	// The rows of the rounds cut still hold their dates, which the cut
	// drops with a word, as the command line's does.
	v.cut = nil
	if st.Rounds < v.s.doc.event.Settings.Rounds && !st.System.RoundsFromField() {
		v.cut = schedule.Cut(&st)
	}
	return st
}

// tieBreakList is the tie-break ids of an event as the settings name
// them: as the standings head their columns, in the reader's language
// (words.TieBreakList), a team event's as an individual event's, each
// team tie-break having a head of its own.
func (v *settingsView) tieBreakList(ids []string) string {
	return words.TieBreakList(v.s.cat, ids)
}

// tieBreakIDs reads the tie-break field back into ids, as tieBreakList
// names them or as ids (words.TieBreakIDs), adding to bad the first entry
// the event does not offer, said with the offered as the field names
// them, whole (the event's own refusal lists the ids). A team event's
// heads are read among every team tie-break with its suffixes
// (tiebreak.TeamVariants), the event's own ids first, so that an id the
// file keeps as a report gave it ("egmsb:mp", headed EGMSB as "egmsb"
// is) is kept as it is.
func (v *settingsView) tieBreakIDs(system tournament.System, text string, bad map[fyne.CanvasObject]error) []string {
	offered := system.TieBreaksOffered()
	known, key := offered, "event.err.tiebreak.unknown"
	unknown := func(id string) bool { return !slices.Contains(offered, id) }
	if system.Team() {
		known = append(slices.Clone(v.s.doc.event.Settings.TieBreaks), tiebreak.TeamVariants()...)
		key = "teams.err.tiebreak.unknown"
		unknown = func(id string) bool { return tiebreak.ValidateTeam([]string{id}, false) != nil }
	}
	ids := words.TieBreakIDs(v.s.cat, text, known)
	for _, id := range ids {
		if unknown(id) {
			bad[v.tieBreaks] = engine.NewMessage(key, "id", id, "known", words.TieBreakHeads(v.s.cat, offered))
			break
		}
	}
	return ids
}

// readDate is a day as typed in f (input.ISODate: as the language writes
// it, or ISO), its problem added to bad.
func readDate(f *field, bad map[fyne.CanvasObject]error) string {
	d, err := input.ISODate(f.Text)
	if err != nil {
		bad[f] = err
	}
	return d
}

// check reads the form and finds every problem of its fields at once:
// the window's (a number, date or time that is none) and the event's
// (tournament.Event.ValidateSettingsChange, the team options' rule and a time
// control the clock can run), asked again with each refused field set
// aside. It gives the team options when they changed, each field's
// problem and the first problem of no one field.
func (v *settingsView) check() (tournament.Settings, *tournament.TeamOptions, map[fyne.CanvasObject]error, error) {
	ev := &v.s.doc.event
	bad := map[fyne.CanvasObject]error{}
	st := v.read(bad)
	// Read before anything is saved, so that a refused number leaves the
	// settings and the options as they were.
	o := ev.TeamOptions
	if st.System.Team() {
		o = v.team.read(o, bad)
	}
	asked, askedTeam := st, o
	// The settings judged under the team options as they will be: a
	// team event's tie-breaks that name no score read the primary one.
	change := func(st tournament.Settings) error {
		to := *ev
		to.TeamOptions = askedTeam
		return to.ValidateSettingsChange(st)
	}
	err := v.notes.everyProblem(bad, judgeSettings(change, ev.Settings, &asked, &askedTeam), v.ownerOf(&asked, &askedTeam))
	var team *tournament.TeamOptions
	if st.System.Team() && !sameTeamOptions(o, ev.TeamOptions) {
		team = &o
	}
	return st, team, bad, err
}

// ownerOf is the field of the form that a refusal of the event's is
// about, and how to set it aside in st and o: as stored, or left empty.
func (v *settingsView) ownerOf(st *tournament.Settings, o *tournament.TeamOptions) func(*engine.Message) (owner, bool) {
	f := settingsFields{name: v.name, site: v.site, organiser: v.organiser, chief: v.chief, federation: v.federation,
		chiefID: v.chiefID, deputies: v.deputies, start: v.start, end: v.end, rounds: v.rounds,
		timeControl: v.timeControl, tieBreaks: v.tieBreaks, schedule: v.schedule,
		maxHalfByes: v.maxHalfByes, noHalfByeRounds: v.noHalfByeRounds}
	if v.unratedRating != nil {
		f.unratedRating = v.unratedRating
	}
	if v.team != nil {
		f.boards, f.matchPoints, f.prizeMinGames, f.boardColours = v.team.boards, v.team.points, v.team.prizeMinGames, v.team.colours.sel
	}
	return f.ownerOf(st, o, v.s.doc.event.Settings, v.s.doc.event.TeamOptions)
}

// settingsFields are the fields of a box that sets the event's settings,
// each by what it sets, nil where the box has none: the settings view has
// them all, the new-event box some. Their ownerOf is the one reading of
// which field a refusal of the event's rules is about.
type settingsFields struct {
	name, site, organiser, chief, federation, chiefID, deputies fyne.CanvasObject
	start, end, rounds, timeControl, tieBreaks                  fyne.CanvasObject
	boards, matchPoints, prizeMinGames, boardColours            fyne.CanvasObject // a team event's
	maxHalfByes, noHalfByeRounds, unratedRating                 fyne.CanvasObject // an individual event's
	schedule                                                    *scheduleFields
}

// ownerOf is the field that a refusal of the settings st or the team
// options o is about, and how to set it aside in them: as they were
// (was, wasTeam: as stored, or as a new event starts), or left empty. A
// field the box lacks owns nothing, and its refusal is of no one field.
func (f settingsFields) ownerOf(st *tournament.Settings, o *tournament.TeamOptions, was tournament.Settings, wasTeam tournament.TeamOptions) func(*engine.Message) (owner, bool) {
	return func(m *engine.Message) (owner, bool) {
		key := m.Key
		switch {
		case strings.HasPrefix(key, "event.err.settings.rounds."):
			return owner{f.rounds, func() { st.Rounds = max(was.Rounds, 1) }}, true
		case key == "event.err.settings.halfbyes.last":
			return owner{f.noHalfByeRounds, func() { st.NoHalfByeRounds = 0 }}, true
		case strings.HasPrefix(key, "event.err.settings.halfbyes."):
			return owner{f.maxHalfByes, func() { st.MaxHalfByes, st.NoHalfByeRounds = 0, 0 }}, true
		case key == "event.err.settings.name-emptied":
			return owner{f.name, func() { st.Name = was.Name }}, true
		case key == "event.err.settings.federation":
			return owner{f.federation, func() { st.Federation = "" }}, true
		case key == "event.err.settings.chief-fide-id":
			return owner{f.chiefID, func() { st.ChiefArbiterFIDEID = "" }}, true
		case key == "event.err.settings.date" && m.Args["value"] == st.StartDate:
			return owner{f.start, func() { st.StartDate = "" }}, true
		case key == "event.err.settings.date":
			return owner{f.end, func() { st.EndDate = "" }}, true
		case strings.HasPrefix(key, "event.err.tiebreak.") || strings.HasPrefix(key, "teams.err.tiebreak."):
			return owner{f.tieBreaks, func() { st.TieBreaks = st.System.DefaultTieBreaks() }}, true
		case strings.HasPrefix(key, "event.err.settings.unrated-rating"):
			return owner{f.unratedRating, func() { st.UnratedRating = was.UnratedRating }}, true
		case strings.HasPrefix(key, "clock.parse."):
			return owner{f.timeControl, func() { st.TimeControl = "" }}, true
		case strings.HasPrefix(key, "deputy.err.") || key == "event.err.player.name_long":
			// The store's check of each deputy's name (only deputies
			// are persons named in the settings).
			return owner{f.deputies, func() { st.Deputies = was.Deputies }}, true
		case strings.HasPrefix(key, "event.err.text."):
			return f.textOwner(m, st)
		case strings.HasPrefix(key, "schedule.err.") && f.schedule != nil:
			return f.schedule.ownerOf(m, st)
		case key == "teams.err.boards":
			return owner{f.boards, func() { o.Boards = wasTeam.Boards }}, true
		case key == "teams.err.matchpoints":
			return owner{f.matchPoints, func() { o.MatchWin, o.MatchDraw, o.MatchLoss = wasTeam.MatchWin, wasTeam.MatchDraw, wasTeam.MatchLoss }}, true
		case key == "teams.err.board-colours" || key == "teams.err.board-colours-boards":
			return owner{f.boardColours, func() { o.BoardColours = "" }}, true
		case key == "teams.err.prize-min-games":
			return owner{f.prizeMinGames, func() { o.BoardPrizeMinGames = wasTeam.BoardPrizeMinGames }}, true
		}
		return owner{}, false
	}
}

// textOwner is the free-text field holding the text that the event's
// check of text (input.ValidateText: a hidden character, too long)
// refuses, told by its value.
func (f settingsFields) textOwner(m *engine.Message, st *tournament.Settings) (owner, bool) {
	for _, t := range []struct {
		w    fyne.CanvasObject
		text *string
	}{
		{f.name, &st.Name}, {f.site, &st.Site}, {f.federation, &st.Federation}, {f.chief, &st.ChiefArbiter},
		{f.deputies, &st.Deputies}, {f.organiser, &st.Organiser}, {f.timeControl, &st.TimeControl},
	} {
		if m.Args["value"] == *t.text {
			return owner{t.w, func() { *t.text = "" }}, true
		}
	}
	return owner{}, false
}

// submit is Enter in a field of the settings: Save (submitter).
func (v *settingsView) submit() { v.save() }

func (v *settingsView) save() {
	if v.s.refuseReadOnly() {
		return
	}
	ev := &v.s.doc.event
	was, wasSettings, wasOver := ev.TeamOptions, ev.Settings, standings.Over(ev)
	st, team, bad, err := v.check()
	cut := v.cut // before the form is shown anew
	if v.showProblems(bad) {
		v.problem.say("")
		return
	}
	before, _ := v.s.doc.st.NextUndo()
	var changes []store.ShownRow
	if err == nil {
		// The rows changed as the form will show what is stored (a date
		// written as the language writes it, a system's own tie-breaks),
		// kept with the change for the history to name.
		to := *ev
		to.Settings = st
		if team != nil {
			to.TeamOptions = *team
		}
		v.show(&to)
		changes = v.changed(v.shownRows, v.rows())
		err = v.s.doc.updateSettings(st, team, changes)
	}
	if err != nil {
		// A refusal of the store's that one field owns is said below it.
		if w, mine := v.notes.refused(err, v.ownerOf(&st, &tournament.TeamOptions{})); mine {
			v.showProblems(map[fyne.CanvasObject]error{w: err})
			v.problem.say("")
			return
		}
		v.fail(err)
		return
	}
	var notes []string
	if team != nil {
		notes = words.TeamOptionsNotes(v.s.cat, ev, was, *team)
	}
	v.notes.show(nil)
	v.problem.say("")
	v.s.reload()
	v.revert() // what was typed is what is stored now, said saved below
	// A limit of half-point byes set after byes were given refuses none
	// of them: the players over it are said after the change.
	if over := ev.HalfByesOverLimit(); len(over) > 0 && (st.MaxHalfByes != wasSettings.MaxHalfByes || st.NoHalfByeRounds != wasSettings.NoHalfByeRounds) {
		notes = append(notes, v.s.t("byes.over.note"))
		for _, m := range over {
			notes = append(notes, v.s.cat.Message(m)+".")
		}
	}
	// A Swiss cut to the rounds played is over at once, or no longer.
	if st.Rounds != wasSettings.Rounds {
		notes = append(notes, words.ScheduleCut(v.s.cat, cut, st.Rounds)...)
		if note := words.LengthNote(v.s.cat, wasOver, ev); note != "" {
			notes = append(notes, note)
		}
	}
	// Said as the Undo button names the change, with the first rows it
	// changed, old and new, as the history names them all: the change's
	// name alone did not tell a stray choice in a drop-down from the
	// rounds meant. The status line kept what it said before ("Created …").
	// Nothing changed is said too (no step to undo, none before it in a
	// new file): the line went on saying what was done before, and Save
	// looked as though it had done nothing.
	after, err := v.s.doc.st.NextUndo()
	var said []string
	switch {
	case err == nil && after.ID != before.ID:
		said = []string{v.saidChanged(v.s.describe(after), changes)}
	case after.ID == before.ID && len(notes) == 0:
		said = []string{v.s.t("ui.settings.same")}
	}
	if said = append(said, notes...); len(said) > 0 {
		v.s.setStatus(strings.Join(said, " "))
	}
}

// shownRow is a row of the settings view as it shows it: its label and
// its value, a tick box's on or off; as is the value as the history keeps
// it (store.ShownText), the texts typed as they stand, a choice or a tick
// by its key.
type shownRow struct {
	label, value string
	as           store.ShownText
}

// rows are the view's rows as shown, in the order they stand: each
// form's row by its label, its fields' texts and choices joined (a
// round's date and time), each tick box outside a form by its own
// text, and a team Swiss's pairs kept apart, listed below its rows.
// Read from the view itself, so that Save names a change with the label
// and the value the arbiter saw.
func (v *settingsView) rows() []shownRow {
	var rows []shownRow
	var walk func(o fyne.CanvasObject, values *[]shownRow)
	walk = func(o fyne.CanvasObject, values *[]shownRow) {
		switch w := o.(type) {
		case *widget.Form:
			for _, it := range w.Items {
				var vs []shownRow
				walk(it.Widget, &vs)
				if len(vs) == 0 {
					continue // a row that holds no value
				}
				vs = slices.DeleteFunc(vs, func(r shownRow) bool { return r.value == "" })
				switch len(vs) {
				case 0:
					rows = append(rows, shownRow{label: it.Text})
				case 1:
					rows = append(rows, shownRow{it.Text, vs[0].value, vs[0].as})
				default: // typed parts, a date and a time
					var texts []string
					for _, r := range vs {
						texts = append(texts, r.value)
					}
					text := strings.Join(texts, " ")
					rows = append(rows, shownRow{it.Text, text, store.ShownText{Text: text}})
				}
			}
		case *widget.Card:
			walk(w.Content, values)
		case *container.Scroll:
			walk(w.Content, values)
		case *fyne.Container:
			for _, c := range w.Objects {
				walk(c, values)
			}
		case *field:
			if values != nil {
				text := strings.TrimSpace(w.Text)
				*values = append(*values, shownRow{value: text, as: store.ShownText{Text: text}})
			}
		case *picker:
			if values != nil {
				as := v.keyed(w.Selected)
				if i := w.SelectedIndex(); i >= 0 && i < len(w.kept) {
					as = w.kept[i]
				}
				*values = append(*values, shownRow{value: w.Selected, as: as})
			}
		case *tickBox:
			key := map[bool]string{true: "ui.settings.ticked", false: "ui.settings.unticked"}[w.Checked]
			ticked := shownRow{value: v.s.t(key), as: store.ShownText{Key: key, Text: v.s.t(key)}}
			if values != nil {
				*values = append(*values, ticked)
			} else {
				rows = append(rows, shownRow{w.Text, ticked.value, ticked.as})
			}
		}
	}
	walk(v.content, nil)
	if v.team != nil {
		pairs := strings.Join(v.team.pairs(), ", ")
		rows = append(rows, shownRow{v.s.t("teams.cli.forbidden"), pairs, store.ShownText{Text: pairs}})
	}
	return rows
}

// saidKeys are texts of the window by the catalogue key that said each,
// "" for a text that two keys say otherwise in another language.
type saidKeys map[string]string

// note notes that key said text.
func (k saidKeys) note(text, key string) {
	if other, seen := k[text]; !seen {
		k[text] = key
	} else if other != key && other != "" && !sayAlike(other, key) {
		k[text] = ""
	}
}

// sayAlike reports whether two keys say the same in every language.
func sayAlike(a, b string) bool {
	for _, l := range i18n.Complete {
		if c := i18n.For(l); c.T(a) != c.T(b) {
			return false
		}
	}
	return true
}

// keyed is a label or a choice of the view as the history keeps it: by
// the catalogue key that said it as the view was made (a round's row by
// its own), so that the history says it in its reader's language; as
// shown where no one key said it (a language's name, which every
// language writes alike). A drop-down a keyedChoice made keeps its own.
func (v *settingsView) keyed(text string) store.ShownText {
	if t, ok := v.schedule.labels[text]; ok {
		return t
	}
	if k := v.keys[text]; k != "" && text != "" {
		return store.ShownText{Key: k, Text: text}
	}
	return store.ShownText{Text: text}
}

// shownChanges is how many of the rows it changed Save names; the rest
// it counts, so that the status line stays a line or two. The history
// names them all.
const shownChanges = 4

// changed are the rows of now whose value differs from before, each
// with its label and its values old and new, as the history keeps them
// (store.Tx.ShowRows); a round's row gone with fewer rounds is emptied.
func (v *settingsView) changed(before, now []shownRow) []store.ShownRow {
	was := map[string]shownRow{}
	for _, r := range before {
		was[r.label] = r
	}
	var changes []store.ShownRow
	change := func(label string, old, now shownRow) {
		if old.value != now.value {
			changes = append(changes, store.ShownRow{Label: v.keyed(label), Old: old.as, New: now.as})
		}
	}
	shown := map[string]bool{}
	for _, r := range now {
		shown[r.label] = true
		change(r.label, was[r.label], r)
	}
	for _, r := range before {
		if !shown[r.label] {
			change(r.label, r, shownRow{})
		}
	}
	return changes
}

// saidChanged is what, the change's name, with the rows changed
// ("Site: was Helsinki, now Espoo"), the first few of them and how many
// more, each as the history words it; what alone where there are none.
func (v *settingsView) saidChanged(what string, changes []store.ShownRow) string {
	if len(changes) == 0 {
		return what
	}
	said := make([]string, 0, shownChanges)
	for _, r := range changes[:min(len(changes), shownChanges)] {
		said = append(said, v.s.cat.Message(r.Message()))
	}
	list := strings.Join(said, "; ")
	if n := len(changes) - shownChanges; n > 0 {
		list = v.s.t("ui.settings.changed.more", "changes", list, "n", n)
	}
	return v.s.t("ui.settings.saved", "what", what, "changes", list)
}

// showProblems says each field's problem below it, naming the field as
// its label does, and clears the others'; it says whether there was any.
func (v *settingsView) showProblems(bad map[fyne.CanvasObject]error) bool {
	return v.notes.showNamed(v.s, bad)
}

// fail shows why the form was not saved, where no one field is the cause.
func (v *settingsView) fail(err error) {
	v.notes.show(nil)
	v.problem.say(v.s.cat.Error(err))
}

// ruleFields edit the event's rule options (tournament.RuleOptions), the
// part of the settings the game desk's rulings read besides the ruleset.
type ruleFields struct {
	s                                     *Shell
	national, device, notation            *choice
	fideRated, championship, firstIllegal *tickBox
	bothZero, quickplay, noQuickplay      *tickBox
	flagClaimOnly                         *tickBox
	noDrawBefore, blitzPenalty            *field
	notes                                 formNotes // the settings' notes, the counts' among them
}

func newRuleFields(s *Shell, notes formNotes) *ruleFields {
	f := &ruleFields{s: s, notes: notes}
	// The choices are those the event's rule takes (RuleOptions.Validate).
	f.national = keyedChoice(s, rules.NationalPractices, words.NationalPracticeKey, nil)
	f.device = keyedChoice(s, rules.DevicePolicies, words.DevicePolicyKey, nil)
	// The notation's letters show beside each language: they are what the
	// arbiter compares with the scoresheets.
	f.notation = keyedChoice(s, append([]engine.Lang{""}, engine.Langs...), func(l engine.Lang) string { return words.NotationKey(string(l)) },
		func(l engine.Lang, name string) string {
			if l == "" {
				return name
			}
			return name + " (" + engine.LetterList(l) + ")"
		})
	check := func(key string) *tickBox { return newTickBox(s.t(key)) }
	f.fideRated, f.championship = check("rulesettings.fide-rated"), check("rulesettings.championship")
	f.firstIllegal, f.bothZero = check("rulesettings.first-illegal-loses"), check("rulesettings.both-zero-draw")
	f.quickplay, f.noQuickplay = check("rulesettings.quickplay"), check("rulesettings.no-quickplay")
	f.flagClaimOnly = check("rulesettings.flag-claim-only")
	f.noDrawBefore, f.blitzPenalty = s.hintField(s.t("rulesettings.no-draw-before.none")), s.hintField("60")
	return f
}

// content lays the fields out for the settings view: the choices and
// numbers above the event rules that are on or off.
func (f *ruleFields) content() fyne.CanvasObject {
	s := f.s
	form := widget.NewForm(
		s.item("rulesettings.national", f.national.sel),
		s.item("rulesettings.device", f.device.sel),
		s.item("rulesettings.notation", f.notation.sel),
		f.notes.item(s.t("rulesettings.no-draw-before"), f.noDrawBefore, s.t("ui.settings.moves.hint")),
		f.notes.item(s.t("rulesettings.blitz-penalty"), f.blitzPenalty, s.t("ui.settings.seconds.hint")),
	)
	// The choices take the full width (their Finnish and Estonian values
	// were cut beside a column of checks); the checks go below in two. The
	// FIDE-rated tick is with the reports and norms (outputForm).
	checks := container.NewGridWithColumns(2, f.championship, f.firstIllegal, f.bothZero, f.quickplay, f.noQuickplay, f.flagClaimOnly)
	return container.NewVBox(form, checks)
}

// set shows the stored options.
func (f *ruleFields) set(o tournament.RuleOptions) {
	f.national.set(o.National)
	f.device.set(o.DevicePolicy)
	f.notation.set(o.Notation)
	f.fideRated.SetChecked(o.FIDERated)
	f.championship.SetChecked(o.Championship)
	f.firstIllegal.SetChecked(o.FirstIllegalLoses)
	f.bothZero.SetChecked(o.BothZeroDraw)
	f.quickplay.SetChecked(o.QuickplayFinish)
	f.noQuickplay.SetChecked(o.NoQuickplayFinish)
	f.flagClaimOnly.SetChecked(o.FlagClaimOnly)
	f.noDrawBefore.setNumber(o.NoDrawBefore, 0)
	f.blitzPenalty.setNumber(o.SupervisedBlitzPenaltySeconds, 0)
}

// read collects the options; a count that is not a whole number of zero
// or more is refused by its label, added to bad.
func (f *ruleFields) read(bad map[fyne.CanvasObject]error) tournament.RuleOptions {
	o := tournament.RuleOptions{
		National: f.national.value(), DevicePolicy: f.device.value(),
		FIDERated: f.fideRated.Checked, Championship: f.championship.Checked,
		FirstIllegalLoses: f.firstIllegal.Checked, BothZeroDraw: f.bothZero.Checked,
		QuickplayFinish: f.quickplay.Checked, NoQuickplayFinish: f.noQuickplay.Checked,
		FlagClaimOnly: f.flagClaimOnly.Checked, Notation: f.notation.value(),
	}
	for _, n := range []struct {
		entry *field
		label string
		dst   *int
	}{
		{f.noDrawBefore, "rulesettings.no-draw-before", &o.NoDrawBefore},
		{f.blitzPenalty, "rulesettings.blitz-penalty", &o.SupervisedBlitzPenaltySeconds},
	} {
		// A count is refused below zero as well.
		x, err := n.entry.number(0, "ui.settings.not-number", "field", f.s.t(n.label))
		if err == nil && x < 0 {
			err = uiError("ui.settings.not-number", "field", f.s.t(n.label), "text", strings.TrimSpace(n.entry.Text))
		}
		if err != nil {
			bad[n.entry] = err
		}
		*n.dst = max(x, 0)
	}
	return o
}

// scheduleFields are the settings' rows for the rounds' dates and
// starting times, one row a round of the event.
type scheduleFields struct {
	s            *Shell
	box          *fyne.Container
	dates, times []*field
	labels       map[string]store.ShownText // each row's label by its text, as the history keeps it
	notes        formNotes                  // the settings' notes, the rows' among them
}

func newScheduleFields(s *Shell, notes formNotes) *scheduleFields {
	return &scheduleFields{s: s, box: container.NewVBox(), notes: notes}
}

func (f *scheduleFields) content() fyne.CanvasObject { return f.box }

// set shows the event's schedule, a row for each of its rounds.
func (f *scheduleFields) set(ev *tournament.Event) {
	for _, w := range append(f.dates, f.times...) {
		delete(f.notes, w)
	}
	f.dates, f.times, f.labels = nil, nil, map[string]store.ShownText{}
	form := widget.NewForm()
	for n := 1; n <= ev.TotalRounds(); n++ {
		rt := schedule.Stated(ev, n)
		date, at := f.s.hintField(f.s.t("ui.settings.date.hint")), f.s.hintField(f.s.t("ui.schedule.time.hint"))
		// The day as the language writes it, which is how it is typed.
		date.SetText(words.Date(f.s.cat, rt.Date))
		at.SetText(rt.Time)
		f.dates, f.times = append(f.dates, date), append(f.times, at)
		label := f.s.t("ui.schedule.round", "n", n)
		f.labels[label] = store.ShownText{Key: "ui.schedule.round", Args: map[string]any{"n": n}, Text: label}
		form.Append(label, container.NewGridWithColumns(2, noted(date, f.notes.note(date, label, f.s.dateExample())),
			noted(at, f.notes.note(at, label, f.s.t("ui.schedule.time.example")))))
	}
	if len(f.dates) == 0 {
		f.box.Objects = []fyne.CanvasObject{widget.NewLabel(f.s.t("ui.schedule.no-rounds"))}
	} else {
		f.box.Objects = []fyne.CanvasObject{form}
	}
	f.box.Refresh()
}

// read is the schedule the rows hold, the date as input.ParseDate reads
// it and the time as input.ParseClockTime, as the command line's
// --round-time reads them (schedule.Parse), each refusal added to bad.
func (f *scheduleFields) read(bad map[fyne.CanvasObject]error) []tournament.RoundTime {
	var out []tournament.RoundTime
	for i := range f.dates {
		rt := tournament.RoundTime{Round: i + 1}
		var err error
		if rt.Date, err = input.ISODate(f.dates[i].Text); err != nil {
			bad[f.dates[i]] = engine.NewMessage("schedule.err.date", "round", rt.Round, "date", strings.TrimSpace(f.dates[i].Text))
		}
		if at := strings.TrimSpace(f.times[i].Text); at != "" {
			if rt.Time, err = input.ParseClockTime(at); err != nil {
				bad[f.times[i]] = engine.NewMessage("schedule.err.time", "round", rt.Round, "time", at)
			}
		}
		if rt.Date != "" || rt.Time != "" {
			out = append(out, rt)
		}
	}
	return out
}

// ownerOf is the row's field that a refusal of the event's schedule is
// about, the round's time or else its date, and how to leave the round
// out of st's schedule.
func (f *scheduleFields) ownerOf(m *engine.Message, st *tournament.Settings) (owner, bool) {
	n, ok := m.Args["round"].(int)
	if !ok || n < 1 || n > len(f.dates) {
		return owner{}, false
	}
	w := f.dates[n-1]
	if m.Key == "schedule.err.time" {
		w = f.times[n-1]
	}
	return owner{w, func() {
		st.Schedule = slices.DeleteFunc(slices.Clone(st.Schedule), func(rt tournament.RoundTime) bool { return rt.Round == n })
	}}, true
}

// teamFields edit a team event's own options (tournament.TeamOptions) in
// the settings, every one the command line's "new" and "event" set: the
// boards of a match (fixed once round 1 is paired), the match points,
// what the bye scores, the primary score (fixed in a Swiss once round 1
// is paired), the line-up order and the board prizes' fewest games; a
// team Swiss's colour drawn for round 1 and type of colour
// preferences (fixed once round 1 is paired) and the teams never paired
// with each other. They are saved with the settings, as one action.
type teamFields struct {
	s                       *Shell
	boards, win, draw, loss *field
	points                  fyne.CanvasObject // the match points' row, won, drawn and lost
	prizeMinGames           *field
	notes                   formNotes // the settings' notes, the numbers' among them
	bye, lineupOrder        *choice
	primary                 *choice
	// colours are the match's White team's colours board by board: a
	// named kind, or the event's pattern of its own where it has one
	// (tournament.TeamOptions.BoardColoursKind).
	colours              *choice
	initial, preferences *choice

	// forbidden are the pairs of teams kept apart as edited, saved with
	// the form; pickA and pickB choose a pair to add (teams in ids' order).
	forbidden    [][2]int64
	forbiddenBox *fyne.Container
	pickA, pickB *picker
	ids          []int64
	add          *button.Button
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
			out = append(out, tournament.TeamOptions{ByeMatch: m, ByeGame: g}.ByeScoring())
		}
	}
	return out
}()

func newTeamFields(s *Shell, fail func(error), notes formNotes) *teamFields {
	f := &teamFields{s: s, fail: fail, notes: notes}
	f.boards, f.win, f.draw, f.loss, f.prizeMinGames = s.newField(), s.newField(), s.newField(), s.newField(), s.newField()
	def := tournament.TeamSwiss.DefaultTeamOptions(0)
	f.win.SetPlaceHolder(strconv.Itoa(def.MatchWin))
	f.draw.SetPlaceHolder(strconv.Itoa(def.MatchDraw))
	f.loss.SetPlaceHolder(strconv.Itoa(def.MatchLoss))
	f.prizeMinGames.SetPlaceHolder(strconv.Itoa(tournament.TeamOptions{}.PrizeMinGames()))
	f.bye = choiceOf(s, byeValues, func(v string) string { return s.t("teams.cli.bye." + v) })
	f.lineupOrder = s.newChoice([]string{"strict", "free"},
		[]string{s.t("teamrules.cli.lineup-order.strict"), s.t("teamrules.cli.lineup-order.free")})
	f.primary = s.newChoice([]string{"mp", "gp"}, []string{s.t("teams.cli.primary.mp"), s.t("teams.cli.primary.gp")})
	f.colours = s.newChoice(nil, nil)
	f.initial = s.newChoice([]string{"white", "black"}, []string{s.t("swisscli.white"), s.t("swisscli.black")})
	f.preferences = s.newChoice([]string{"a", "b", "none"},
		[]string{s.t("teams.cli.preferences.a"), s.t("teams.cli.preferences.b"), s.t("teams.cli.preferences.none")})

	// In the view's own scroll: a list scrolling inside it was drawn
	// over the buttons below the view.
	f.forbiddenBox = container.NewVBox()
	f.pickA, f.pickB = s.newPicker(nil, nil), s.newPicker(nil, nil)
	f.add = newButtonWithIcon(s.t("swissopt.forbidden.add"), theme.ContentAddIcon(), f.addForbidden)

	f.points = container.NewGridWithColumns(3, f.win, f.draw, f.loss)
	common := widget.NewForm(
		notes.item(s.t("teams.ui.new.boards"), f.boards, s.t("ui.settings.boards.hint", "max", tournament.MaxBoards)),
		notes.item(s.t("teams.cli.board-colours"), f.colours.sel, ""),
		notes.item(s.t("teams.cli.matchpoints"), f.points, s.t("ui.settings.matchpoints.hint")),
		s.item("teams.cli.bye", f.bye.sel),
		s.item("teams.cli.primary", f.primary.sel),
		s.item("teamrules.cli.lineup-order", f.lineupOrder.sel),
		notes.item(s.t("ui.settings.prize-min-games"), f.prizeMinGames, ""),
	)
	swissForm := widget.NewForm(
		s.item("teams.cli.initial", f.initial.sel),
		s.item("teams.cli.preferences", f.preferences.sel),
	)
	addRow := look.Border(nil, nil, nil, f.add, container.NewGridWithColumns(2, f.pickA, f.pickB))
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
	f.bye.set(o.ByeScoring())
	f.lineupOrder.set(o.LineupOrder())
	f.initial.set(map[bool]string{false: "white", true: "black"}[o.InitialBlack])
	f.preferences.set(o.ColourPreferences())
	f.primary.set(o.Primary())
	f.showColours(o)
	paired := ev.PairedRounds() > 0
	// A Swiss pairs by the primary score; a round robin only ranks by it.
	look.SetEnabled(f.primary.sel, !paired || ev.Settings.System != tournament.TeamSwiss)
	look.SetEnabled(f.boards, !paired)
	look.SetEnabled(f.colours.sel, !paired)
	look.SetEnabled(f.initial.sel, !paired)
	look.SetEnabled(f.preferences.sel, !paired)
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

// boardColoursOwn is the colours' choice of the event's pattern of its
// own, offered only where the event has one.
const boardColoursOwn = "own"

// showColours offers the named kinds of the boards' colours, and the
// event's pattern of its own where o has one, and chooses o's.
func (f *teamFields) showColours(o tournament.TeamOptions) {
	values := []string{"alternating", "pairs"}
	kind := o.BoardColoursKind()
	if kind == "" {
		values, kind = append(values, boardColoursOwn), boardColoursOwn
	}
	labels := make([]string, len(values))
	for i, v := range values {
		labels[i] = f.s.t("teams.cli.board-colours."+v, "value", f.s.spacedPattern(o.BoardPattern()))
	}
	f.colours.values, f.colours.sel.Options = values, labels
	f.colours.set(kind)
}

// spacedPattern is a pattern of the boards' colours as a reader reads
// it, in the window's language, a space between the boards: "W B B W",
// in Estonian "V M M V" (the crosstable's colour letters, print.colour.*).
func (s *Shell) spacedPattern(p string) string {
	letters := strings.NewReplacer("W", strings.ToUpper(s.t("print.colour.w")), "B", strings.ToUpper(s.t("print.colour.b")))
	return letters.Replace(strings.Join(strings.Split(p, ""), " "))
}

// systemChosen follows the pairing system chosen in the form: the bye
// still at the system's own scoring takes the new system's (a Swiss's
// pairing-allocated bye is a drawn match with every board won, a round
// robin's odd team out scores nothing), shown before it is saved.
func (f *teamFields) systemChosen(sys tournament.System) {
	if sys != f.sys && f.bye.value() == f.sys.DefaultTeamOptions(0).ByeScoring() {
		f.bye.set(sys.DefaultTeamOptions(0).ByeScoring())
	}
	f.sys = sys
	f.showSystem(sys)
}

// showSystem shows the team Swiss's part for that system, or while
// pairs kept apart remain to be taken off.
func (f *teamFields) showSystem(sys tournament.System) {
	look.SetVisible(f.swiss, sys == tournament.TeamSwiss || len(f.forbidden) > 0)
}

// teamName is a team's name as the list of pairs kept apart names it;
// its number where the event has no such team.
func (f *teamFields) teamName(id int64) string {
	if t, ok := f.s.doc.event.Team(id); ok {
		return t.Name
	}
	return "#" + strconv.FormatInt(id, 10)
}

// pairs are the pairs kept apart as listed, "A – B", without the round
// each is kept apart from: Save names the pairs it added or took off.
func (f *teamFields) pairs() []string {
	var out []string
	for _, p := range f.forbidden {
		out = append(out, keptApartText(f.s, f.teamName(p[0]), f.teamName(p[1]), 0))
	}
	return out
}

// showForbidden lists the pairs kept apart, each with its button to take
// it off.
func (f *teamFields) showForbidden() {
	s, ev := f.s, &f.s.doc.event
	var rows []fyne.CanvasObject
	for _, p := range f.forbidden {
		rows = append(rows, removableRow(keptApartText(s, f.teamName(p[0]), f.teamName(p[1]), ev.TeamOptions.KeptApartFrom(p)), "", func() {
			f.forbidden = tournament.TeamOptions{Forbidden: f.forbidden}.ForbidTeams(p[0], p[1], false).Forbidden
			f.showForbidden()
		}))
	}
	fillRows(f.forbiddenBox, s.t("swissopt.forbidden.none"), rows)
}

// addForbidden keeps the two teams chosen apart; the same team twice is
// refused by the rule the store judges.
func (f *teamFields) addForbidden() {
	a, b := f.pickA.SelectedIndex(), f.pickB.SelectedIndex()
	if a < 0 || b < 0 {
		return
	}
	next := tournament.TeamOptions{Forbidden: f.forbidden}.ForbidTeams(f.ids[a], f.ids[b], true)
	if f.ids[a] == f.ids[b] {
		f.fail(team.ValidateTeamForbidden(&f.s.doc.event, next))
		return
	}
	f.forbidden = next.Forbidden
	f.showForbidden()
}

// read collects the options over the event's: a number that is not a
// whole number is refused by its label, added to bad below its row; an
// empty match points field is the usual 2, 1 or 0 it shows.
func (f *teamFields) read(o tournament.TeamOptions, bad map[fyne.CanvasObject]error) tournament.TeamOptions {
	def := tournament.TeamSwiss.DefaultTeamOptions(0)
	was := o
	for _, n := range []struct {
		entry *field
		row   fyne.CanvasObject // where its problem shows
		label string
		dst   *int
		empty int
	}{
		{f.boards, f.boards, "teams.ui.new.boards", &o.Boards, 0},
		{f.win, f.points, "teams.cli.matchpoints", &o.MatchWin, def.MatchWin},
		{f.draw, f.points, "teams.cli.matchpoints", &o.MatchDraw, def.MatchDraw},
		{f.loss, f.points, "teams.cli.matchpoints", &o.MatchLoss, def.MatchLoss},
		{f.prizeMinGames, f.prizeMinGames, "ui.settings.prize-min-games", &o.BoardPrizeMinGames, 0},
	} {
		var err error
		if *n.dst, err = n.entry.number(n.empty, "ui.settings.not-number", "field", f.s.t(n.label)); err != nil && bad[n.row] == nil {
			bad[n.row] = err
		}
	}
	// A number refused is asked no further as the event's: the stored
	// value stands in for it.
	if bad[f.boards] != nil {
		o.Boards = was.Boards
	}
	if bad[f.points] != nil {
		o.MatchWin, o.MatchDraw, o.MatchLoss = was.MatchWin, was.MatchDraw, was.MatchLoss
	}
	// A named kind of colours is spelled for the boards typed; the
	// event's pattern of its own is kept, and a change of the boards
	// refused below it until a kind is chosen for them.
	if kind := f.colours.value(); kind != boardColoursOwn {
		o = o.WithBoardColours(kind)
	} else if boards := o.Boards; boards != was.Boards {
		o.Boards = was.Boards
		var err error
		if o, err = o.WithBoards(boards); err != nil {
			// The refusal names the pattern in the window's letters,
			// as the choice above it does; the store's W and B are
			// the command line's --board-colours.
			if m, ok := err.(*engine.Message); ok {
				named := *m
				named.Args = maps.Clone(m.Args)
				named.Args["value"] = f.s.spacedPattern(o.BoardColours)
				err = &named
			}
			bad[f.colours.sel] = err
			o.Boards = was.Boards
		}
	}
	// The field shows the rules' number where the event keeps none (0):
	// read back unchanged, that stays the event's none, not a change.
	if bad[f.prizeMinGames] != nil || o.BoardPrizeMinGames == was.PrizeMinGames() {
		o.BoardPrizeMinGames = was.BoardPrizeMinGames
	}
	if m, g, ok := strings.Cut(f.bye.value(), "."); ok {
		o.ByeMatch, o.ByeGame = tournament.Outcome(m), tournament.Outcome(g)
	}
	o.FreeLineupOrder = f.lineupOrder.value() == "free"
	o.InitialBlack = f.initial.value() == "black"
	o = o.WithColourPreferences(f.preferences.value())
	o.GamePointsFirst = f.primary.value() == "gp"
	o.Forbidden = slices.Clone(f.forbidden)
	return o
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
