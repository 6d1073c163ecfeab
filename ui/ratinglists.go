package ui

import (
	"path/filepath"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/tournament"
	"arbiter/tournament/ratinglist"
	"arbiter/ui/button"
	"arbiter/ui/look"
	"arbiter/words"
	"arbiter/words/listwords"
)

// searchHits is how many players the add dialog shows for what is typed.
const searchHits = 8

// ratingLists are the user's lists (ratinglist.DataDir), opened on first
// use.
func (s *Shell) ratingLists() (*ratinglist.Lists, error) {
	if s.lists == nil {
		l, err := ratinglist.Default()
		if err != nil {
			return nil, err
		}
		s.lists = l
	}
	return s.lists, nil
}

// listSearch is the search of the rating lists beside the form of a new
// player, an individual event's or a team's: what is typed (letters of the
// family or given name, a FIDE or national id) shows the players found, a
// click fills the form from one, and Enter adds the first (or the one
// clicked) and clears the form for the next.
type listSearch struct {
	s       *Shell
	f       *playerFields
	field   *field
	info    *widget.Label
	results *dialogList
	hits    []ratinglist.Entry
	picked  int
	lists   []ratinglist.Info // the lists searched
	object  fyne.CanvasObject
}

func (s *Shell) newListSearch(f *playerFields, add func(tournament.Player, tournament.RatingSource) bool) *listSearch {
	ls := &listSearch{s: s, f: f, picked: -1}
	// Up and Down step through the players found, as in a drop-down,
	// while the letters stay where they are typed.
	ls.field = s.newField()
	ls.field.up = func() { ls.step(-1) }
	ls.field.down = func() { ls.step(1) }
	ls.field.SetPlaceHolder(s.t("ui.ratinglist.search.hint"))
	ls.info = wrapped("")
	ls.results = newBoxList(
		func() int { return len(ls.hits) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			if id < len(ls.hits) {
				o.(*widget.Label).SetText(hitText(ls.hits[id], ratinglist.RatingKindOf(ls.s.doc.event.Settings)))
			}
		})
	ls.results.OnSelected = func(id widget.ListItemID) {
		if id < len(ls.hits) {
			ls.picked = id
			f.fill(ls.player(ls.hits[id]))
			f.from = ls.source(ls.hits[id])
		}
	}
	ls.field.OnChanged = func(text string) { ls.search(text) }
	ls.field.OnSubmitted = func(string) {
		if len(ls.hits) == 0 {
			return
		}
		i := max(ls.picked, 0)
		if add(ls.player(ls.hits[i]), ls.source(ls.hits[i])) {
			ls.clear()
		}
	}
	ls.search("")
	// The players found are stepped through by Up and Down from the
	// search, so Tab goes from the search past them to the form: the
	// toolkit's border, which holds its middle first, not look.Border.
	ls.object = container.NewBorder(ls.field, ls.info, nil, nil, ls.results)
	return ls
}

// beside lays the search out on the left of its form, with the form's
// problems below their fields.
func (ls *listSearch) beside() fyne.CanvasObject {
	left := container.NewGridWrap(fyne.NewSize(400, max(ls.f.form.MinSize().Height, searchMinHeight)), ls.object)
	// Tab goes from the search to the form: it went to Cancel, and a name
	// typed after one Tab was lost.
	return look.Border(nil, nil, left, nil, ls.f.form)
}

// searchMinHeight is the least height of the search beside a form: a
// team player's form of five fields gave too short a list.
const searchMinHeight = 360

// focus gives the search the keyboard, or without a list to search the
// form's family name.
func (ls *listSearch) focus() {
	if len(ls.lists) == 0 {
		ls.s.win.Canvas().Focus(ls.f.family)
		return
	}
	ls.s.win.Canvas().Focus(ls.field)
}

// step picks the player found before or after the one picked, filling
// the form with him. With none picked the cursor stands on the first, the
// one Enter adds, so the first Down goes to the second.
func (ls *listSearch) step(delta int) {
	if len(ls.hits) == 0 {
		return
	}
	ls.results.Select(min(max(max(ls.picked, 0)+delta, 0), len(ls.hits)-1))
}

// player is a list's player for this event's rating kind.
func (ls *listSearch) player(e ratinglist.Entry) tournament.Player {
	return e.Player(ratinglist.RatingKindOf(ls.s.doc.event.Settings))
}

// source is the list a player found comes from, with its date, which the
// event records as the list it is rated from; a list that cannot be read
// now is named without its date.
func (ls *listSearch) source(e ratinglist.Entry) tournament.RatingSource {
	if lists, err := ls.s.ratingLists(); err == nil {
		if info, err := lists.Get(e.List); err == nil {
			return info.RatingSource()
		}
	}
	return tournament.RatingSource{List: e.List}
}

func (ls *listSearch) search(text string) {
	s := ls.s
	ls.hits, ls.picked = nil, -1
	ls.results.UnselectAll()
	defer ls.results.Refresh()
	lists, err := ls.s.ratingLists()
	var all []ratinglist.Info
	if err == nil {
		all, err = lists.All()
	}
	ls.lists = all
	switch {
	case err != nil:
		ls.info.SetText(s.cat.Error(err))
		return
	case len(all) == 0:
		ls.info.SetText(s.t("ui.ratinglist.none", "button", s.t("ui.ratinglist.import")))
		return
	}
	if len([]rune(strings.TrimSpace(text))) < 2 {
		names := make([]string, len(all))
		for i, info := range all {
			names[i] = info.String()
		}
		lines := []string{s.t("ui.ratinglist.lists", "lists", words.WithRatingsTaken(s.cat, s.doc.event.Settings, strings.Join(names, ", ")))}
		// A list that cannot be read is set aside; the arbiter is told which.
		for _, b := range lists.Broken() {
			lines = append(lines, s.cat.Error(b.Error()))
		}
		ls.info.SetText(strings.Join(lines, "\n"))
		return
	}
	if ls.hits, err = lists.Find(text, "", searchHits); err != nil {
		ls.info.SetText(s.cat.Error(err))
		return
	}
	ls.info.SetText(s.t("ui.ratinglist.found", "n", len(ls.hits)))
}

// clear empties the search and the form for the next player.
func (ls *listSearch) clear() {
	ls.f.fill(tournament.Player{})
	ls.field.SetText("")
	ls.s.win.Canvas().Focus(ls.field)
}

// hitText is one player found: name, title, federation, the rating the
// event takes (that of its game type; none when no list gives it), birth
// year, club and the lists he is in.
func hitText(e ratinglist.Entry, kind ratinglist.RatingKind) string {
	var p tournament.Player
	p.SetNames(e.FamilyName, e.GivenNames)
	parts := []string{p.FamilyFirst()}
	rating, _ := e.RatingFor(kind)
	for _, x := range []string{e.Title, e.Federation, words.Number(rating), words.Number(e.BirthYear), e.Club, strings.Join(e.Lists, " + ")} {
		if x != "" {
			parts = append(parts, x)
		}
	}
	return strings.Join(parts, " · ")
}

// importRatingList reads a rating list file into the user's lists, after
// the arbiter has named it and, for a CSV list, confirmed which field
// each column is (kept for the list's next import).
func (v *playersView) importRatingList() {
	s := v.s
	lists, err := v.s.ratingLists()
	if err != nil {
		s.showError(err)
		return
	}
	s.chooseFile(s.t("ui.ratinglist.import.title"), chooseOpen, s.doc.dir(), ".txt .xml .zip .csv", "", func(path string) {
		v.confirmImport(lists, path)
	})
}

// confirmImport asks for the list's name and date, for a FIDE list of one
// period its period (proposed by its file's name) and, for a CSV list,
// each column's field, then imports beside the window: a list of a
// million players takes seconds.
func (v *playersView) confirmImport(lists *ratinglist.Lists, path string) {
	s := v.s
	lay, err := ratinglist.Inspect(path)
	if err != nil {
		s.showError(err)
		return
	}
	name, date := s.newField(), s.newField()
	name.SetText(lay.Name)
	date.SetText(lay.Date)
	date.SetPlaceHolder(s.t("ui.ratinglist.import.date.hint"))
	form := widget.NewForm(s.item("ui.ratinglist.import.name", name), s.item("ui.ratinglist.import.date", date))
	periods := []string{ratinglist.Standard, ratinglist.Rapid, ratinglist.Blitz}
	var period *picker
	var ok *button.Button // imports once a list of one period has its period
	if lay.Single {
		labels := make([]string, len(periods))
		for i, p := range periods {
			labels[i] = s.t(rules.GameType(p).NameKey())
		}
		// The name proposed follows the period chosen until it is typed.
		proposed := lay.Name
		period = s.newPicker(labels, func(string) {
			if strings.TrimSpace(name.Text) == proposed {
				proposed = lay.NameFor(periods[period.SelectedIndex()])
				name.SetText(proposed)
			}
			if ok != nil {
				ok.Enable()
			}
		})
		if i := slices.Index(periods, lay.Period); i >= 0 {
			period.SetSelectedIndex(i)
		}
		form.Append(s.t("ui.ratinglist.import.period"), period)
	}
	var columns []ratinglist.Column
	var pickers []*picker
	csv := lay.Format == "csv"
	if csv {
		if columns, err = lists.CSVColumns(path, name.Text); err != nil {
			s.showError(err)
			return
		}
		labels := []string{s.t("ui.ratinglist.field.skip")}
		for _, f := range ratinglist.Fields {
			labels = append(labels, s.t("ui.ratinglist.field."+f))
		}
		for _, c := range columns {
			p := s.newPicker(labels, nil)
			p.SetSelectedIndex(slices.Index(ratinglist.Fields, c.Field) + 1)
			pickers = append(pickers, p)
			form.Append(c.Header, p)
		}
		// A list imported before under the name typed is read as it was.
		name.OnChanged = func(n string) {
			if _, err := lists.Get(strings.TrimSpace(n)); err != nil {
				return
			}
			if kept, err := lists.CSVColumns(path, strings.TrimSpace(n)); err == nil {
				for i, c := range kept {
					pickers[i].SetSelectedIndex(slices.Index(ratinglist.Fields, c.Field) + 1)
				}
			}
		}
	}
	var m *modal
	ok = primary(newButtonWithIcon(s.t("ui.ratinglist.import.ok"), theme.ConfirmIcon(), func() {
		if ok.Disabled() {
			return // Enter in a field before the period is chosen
		}
		opt := ratinglist.Options{Name: strings.TrimSpace(name.Text), Date: strings.TrimSpace(date.Text)}
		if period != nil && period.SelectedIndex() >= 0 {
			opt.Period = periods[period.SelectedIndex()]
		}
		if csv {
			opt.Columns = map[string]string{}
			for i, c := range columns {
				opt.Columns[c.Header] = ""
				if k := pickers[i].SelectedIndex(); k > 0 {
					opt.Columns[c.Header] = ratinglist.Fields[k-1]
				}
			}
		}
		m.hide()
		v.importList(lists, path, opt)
	}))
	if period != nil && period.SelectedIndex() < 0 {
		ok.Disable()
	}
	name.OnSubmitted = func(string) { ok.OnTapped() }
	date.OnSubmitted = func(string) { ok.OnTapped() }
	cancel := newButton(s.t("ui.cancel"), func() { m.hide() })
	scroll := container.NewVScroll(form)
	scroll.SetMinSize(fyne.NewSize(560, min(form.MinSize().Height, 460)))
	m = s.newModal(s.t("ui.ratinglist.import.title"), look.Border(widget.NewLabel(filepath.Base(path)), nil, nil, nil, scroll), 620, cancel, ok)
	m.show()
	s.win.Canvas().Focus(name)
}

// importList imports the list at path as opt says, in the background,
// the status line saying it is under way, then how many players it read
// and in how long, or the error shown.
func (v *playersView) importList(lists *ratinglist.Lists, path string, opt ratinglist.Options) {
	s := v.s
	s.setStatus(s.t("ui.ratinglist.importing", "file", filepath.Base(path)))
	go func() {
		start := time.Now()
		res, err := lists.Import(path, opt)
		took := time.Since(start)
		fyne.Do(func() {
			if err != nil {
				s.setStatus("")
				s.showError(err)
				return
			}
			// What the command line says after the count, the window
			// says too: the columns left out and how the file was read;
			// the status, said last, tells that the import is done.
			var notes []engine.Message
			if len(res.Skipped) > 0 {
				notes = append(notes, *engine.NewMessage("ratinglist.cli.skipped", "columns", strings.Join(res.Skipped, ", ")))
			}
			s.showNotes(append(notes, res.Notes...))
			s.setStatus(s.t("ratinglist.cli.imported", "players", res.Info.Players, "name", res.Info.Name,
				"date", res.Info.Date, "seconds", s.cat.Seconds(took)))
		})
	}()
}

// updateRatings shows every change a rating list makes to the players,
// old → new, and the players it does not hold, before the arbiter applies
// them as one action (store.UpdateRatings).
func (v *playersView) updateRatings() {
	s := v.s
	if s.refuseReadOnly() {
		return
	}
	lists, err := v.s.ratingLists()
	var all []ratinglist.Info
	if err == nil {
		all, err = lists.All()
	}
	if err != nil {
		s.showError(err)
		return
	}
	if len(all) == 0 {
		s.showMessage(s.t("ui.ratinglist.update.title"), s.t("ui.ratinglist.none", "button", s.t("ui.ratinglist.import")))
		return
	}
	choices := []string{s.t("ui.ratinglist.update.newest")}
	for _, info := range all {
		choices = append(choices, info.String())
	}
	// A line a player, in a list that lays out only the lines on screen (a
	// national list changes a thousand players); a line cut short is shown
	// whole below when chosen.
	var lines []string
	detail := wrapped("")
	detail.Hide()
	changes := newDialogList(func() []string { return lines }, fyne.NewSize(640, 340))
	summary := wrapped("")
	var m *modal
	changes.OnSelected = func(i widget.ListItemID) {
		detail.SetText(lines[i])
		detail.Show()
		m.resize() // nil while the first change is chosen, before the box is made
	}
	var update ratinglist.Update
	apply := primary(newButtonWithIcon(s.t("ui.ratinglist.update.apply"), theme.ConfirmIcon(), func() {
		m.hide()
		players := update.Players()
		if s.act(func() error { return s.doc.st.UpdateRatings(update.RatingLists(), players) }) {
			s.setStatus(listwords.Updated(s.cat, len(players), update.RatingLists()))
		}
	}))
	show := func(i int) {
		list := ""
		if i > 0 {
			list = all[i-1].Name
		}
		lines = lines[:0]
		changes.UnselectAll()
		detail.Hide()
		defer func() {
			changes.Refresh()
			m.resize()
		}()
		var err error
		if update, err = lists.Changes(&s.doc.event, list); err != nil {
			summary.SetText(s.cat.Error(err))
			apply.Disable()
			return
		}
		for _, c := range update.Changes {
			lines = append(lines, drawable(listwords.RatingChange(s.cat, c)))
		}
		for _, miss := range append(update.Missing, update.NoRating...) {
			lines = append(lines, listwords.RatingMissing(s.cat, miss))
		}
		text := s.t("ui.ratinglist.update.summary", "n", len(update.Changes),
			"same", update.Unchanged, "missing", len(update.Missing))
		for _, line := range listwords.TakenFrom(s.cat, update, s.doc.event.Settings) {
			text += "\n" + line
		}
		if update.Fixed && len(update.Changes) > 0 {
			text += "\n" + s.t("ratinglist.update.fixed")
		}
		summary.SetText(text)
		look.SetEnabled(apply, len(update.Changes) > 0)
		// The first change is shown whole at once: a single player's
		// line, with the fields the event keeps, rarely fits the list.
		if len(lines) > 0 {
			changes.Select(0)
		}
	}
	var pick *picker
	pick = s.newPicker(choices, func(string) { show(max(pick.SelectedIndex(), 0)) })
	pick.SetSelectedIndex(0)
	cancel := newButton(s.t("ui.cancel"), func() { m.hide() })
	body := look.Border(widget.NewForm(s.item("ui.ratinglist.update.list", pick)),
		container.NewVBox(detail, summary), nil, nil, changes)
	m = s.newModal(s.t("ui.ratinglist.update.title"), body, 700, cancel, apply)
	m.show()
	// The keyboard on the changes, where Enter applies them once read;
	// the list they come from is Shift+Tab above them.
	s.win.Canvas().Focus(changes)
}
