package ui

import (
	"maps"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/pairing"
	"arbiter/ui/look"
	"arbiter/words"
)

// playerFields is the form of a player's details: all of them in the
// players dialog, or only the names, rating, federation and FIDE ID a late
// entry at the pairing gives (the other fields keep the player's values).
type playerFields struct {
	p    tournament.Player
	lang *i18n.Catalog // the language its dates are shown in
	// from is the rating list the form was filled from; zero when typed.
	from tournament.RatingSource
	// seat is nil where the starting number is not typed (a Swiss numbered
	// by the ratings): the form shows it as text.
	family, given, seat, rating, fed, fideID, club, birth *field
	// pairing is an unrated player's provisional rating for the Dubov
	// pairing (tournament.Player.PairingRating, C.04.4.1 1.1.2), shown in
	// a Dubov event and wherever the player has one; nil elsewhere.
	pairing *field
	// notes are below the fields whose refusal shows in place.
	notes formNotes
	// pasteRefused is the refusal of a list pasted into a name, said below
	// the family name until a name is typed (pasteRefusalGone).
	pasteRefused    string
	earned          *field // when the category was earned or last confirmed
	title, sex, cat *picker
	form            *widget.Form
	// missed are a late entry's points for the rounds paired before he
	// joins (tournament.Settings.ParseMissedRounds, by the event's
	// settings, its limit of half-point byes), asked as a Swiss's player
	// is added once rounds are paired; nil otherwise. paired is how many.
	missed   *field
	paired   int
	settings tournament.Settings
	// namesake is the arbiter's word, while his "add anyway" saves, that
	// the player is another person than one of the same name in the event.
	namesake bool
}

// playerTitles are the choices of the title picker, in its order: the
// first, no title, is shown as the catalogue's word for none, as the sex
// and category pickers name theirs; shown empty it read "(choose)", as if
// a title had to be picked.
var playerTitles = []string{"", "GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM"}

// playerSexes are the choices of the sex picker, in its order.
var playerSexes = []tournament.Sex{tournament.SexUnknown, tournament.Male, tournament.Female}

// newPlayerFields is the form filled with p; full shows every field.
func newPlayerFields(s *Shell, p tournament.Player, full bool) *playerFields {
	f := &playerFields{lang: s.cat}
	f.family, f.given, f.seat, f.rating = s.newField(), s.newField(), s.newField(), s.newField()
	f.fed, f.fideID, f.club, f.birth = s.newField(), s.newField(), s.newField(), s.newField()
	f.title = s.newPicker(append([]string{s.t("ui.players.title.none")}, playerTitles[1:]...), nil)
	f.sex = s.newPicker([]string{s.t("ui.players.sex.unknown"), s.t("ui.players.sex.m"), s.t("ui.players.sex.w")}, nil)
	var cats []string
	for c := tournament.Unclassified; c <= tournament.Grandmaster; c++ {
		cats = append(cats, categoryName(s, c))
	}
	f.cat = s.newPicker(cats, nil)
	// Beside a neighbour, each as wide as its longest choice; the title
	// too, which a long label beside it (a late entry's rounds missed)
	// narrowed to "ei arvoni…".
	f.title.Fit, f.sex.Fit, f.cat.Fit = true, true, true
	// The category's expiry counts from the day it was earned (1953 code).
	f.earned = s.hintField(s.t("live.player.earned.hint"))
	if s.doc.event.Settings.System == tournament.SwissDubov || p.PairingRating > 0 {
		f.pairing = s.newField()
	}
	f.fill(p)
	f.family.Pasting, f.given.Pasting = f.refuseList(s), f.refuseList(s)
	f.family.OnChanged, f.given.OnChanged = f.pasteRefusalGone, f.pasteRefusalGone
	var seat fyne.CanvasObject = f.seat
	seatHint := s.t("ui.players.field.seat.hint")
	if !s.doc.event.SeatsByHand() {
		// A Swiss numbers its players by their ratings: no number to type
		// (the store refuses one, tournament.PlayerAllowed). The number is
		// text, as the window's other facts: a shut field looked like one
		// to type in, and Tab passed over it.
		f.seat = nil
		seat = widget.NewLabel(words.Number(s.doc.event.StartNumbers()[p.ID]))
		seatHint = s.t("ui.players.field.seat.swiss")
		if pairing.NumbersFixed(&s.doc.event) {
			seatHint = s.t("ui.players.field.seat.fixed")
		}
	}
	f.notes = formNotes{}
	// A Swiss's player added once rounds are paired is asked the points
	// of the rounds he missed, in the row of the seat, which a Swiss
	// numbers itself: the form keeps its height.
	if ev := &s.doc.event; full && p.ID == 0 && ev.Started() && ev.Settings.System.IndividualSwiss() &&
		tournament.EntryAllowed(ev.Settings, ev.PairedRounds()) == nil {
		f.missed, f.paired, f.settings = s.newField(), ev.PairedRounds(), ev.Settings
	}
	var items []*widget.FormItem
	for _, row := range []struct {
		key  string
		w    fyne.CanvasObject
		late bool   // also in a late entry
		hint string // the example on the line below the field, where its refusal shows
	}{
		{"ui.players.field.family", f.family, true, s.t("ui.players.field.family.hint")},
		{"ui.players.field.given", f.given, true, ""},
		{"ui.players.field.seat", seat, false, seatHint},
		// The short pickers share a row with a neighbour, each named
		// beside it, so that the form with a line below each field that
		// can be refused fits a 1024×700 window.
		{"ui.players.field.title", besideNamed(f.title, s.t("ui.players.field.sex"), f.sex), false, ""},
		{ratingFieldKey(s.doc.event.Settings), f.rating, true, s.t("ui.players.field.rating.hint")},
		{"ui.players.field.federation", f.fed, true, s.t("ui.players.field.federation.hint")},
		{"ui.players.field.fideid", f.fideID, true, s.t("ui.players.field.fideid.hint")},
		// After the fields every event's box has, so that the keys that
		// reach them are the same in a Dubov event: the pairing rating is
		// typed only for an unrated player.
		{"ui.players.field.pairingrating", f.pairing, true, s.t("ui.players.field.pairingrating.hint")},
		{"ui.players.field.club", besideNamed(f.club, s.t("ui.players.field.category"), f.cat), false, ""},
		{"ui.players.field.birth", f.birth, false, s.t("ui.players.field.birth.hint")},
		{"live.player.earned", f.earned, false, s.dateExample()},
	} {
		if !full && !row.late || row.w == (*field)(nil) {
			continue
		}
		if row.w == seat && f.missed != nil {
			items = append(items, f.notes.item(s.t("ui.players.field.missed", "paired", f.paired), f.missed, missedHint(s, f.settings)))
			continue
		}
		item := s.item(row.key, row.w)
		if row.hint != "" {
			// The note below the field is there from the start, holding
			// the example, so that a refusal shown on it moves nothing.
			item = f.notes.item(s.t(row.key), row.w, row.hint)
		}
		items = append(items, item)
	}
	// Made once from its rows: each AppendItem lays out and refreshes
	// every row before it.
	f.form = widget.NewForm(items...)
	return f
}

// missedHint is the line under a late entry's rounds missed: what to type
// there, and what a blank gives, which is the event's setting's bye where
// it gives one (tournament.Settings.MissedRoundsFor).
func missedHint(s *Shell, st tournament.Settings) string {
	blank := s.t("ui.players.field.missed.blank")
	if st.LateEntryByes != tournament.LateByesTyped {
		blank = s.t("ui.players.field.missed.blank.setting", "setting", s.t(st.LateEntryByes.NameKey()))
	}
	return s.t("ui.players.field.missed.hint", "blank", blank)
}

// refuseList refuses a list pasted into a name field (a spreadsheet's
// rows, a column of names, a row's cells), which the field would put on
// one line as one player's name, and says so below the family name: the
// lines it holds, nothing pasted, and where a list is added.
func (f *playerFields) refuseList(s *Shell) func(text string) bool {
	return func(text string) bool {
		text = strings.TrimRight(text, "\r\n")
		if !strings.ContainsAny(text, "\n\t") {
			return false
		}
		lines := len(strings.Split(text, "\n"))
		f.pasteRefused = s.t("ui.players.paste.list", "lines", lines, "import", s.t("ui.players.import"))
		f.notes[f.family].say(f.pasteRefused)
		return true
	}
}

// pasteRefusalGone takes the refusal of a list pasted (refuseList) from
// below the family name once a name is typed in either name field:
// "nothing taken" stayed red below the name typed, as if it would not be
// saved either.
func (f *playerFields) pasteRefusalGone(string) {
	if n := f.notes[f.family]; f.pasteRefused != "" && n.problem == f.pasteRefused {
		n.say("")
	}
	f.pasteRefused = ""
}

// missedRounds reads the points typed for the rounds a late entry missed
// (Player.MissedRounds); none where the form does not ask.
func (f *playerFields) missedRounds() (tournament.MissedRounds, error) {
	if f.missed == nil {
		return "", nil
	}
	return f.settings.ParseMissedRounds(f.missed.Text, f.paired)
}

// besideNamed is a form row's widget with a second, named widget at its
// right, as wide as it needs, and the first taking the rest: in half the
// row the Finnish sex beside the title read "ei ilmoit…".
func besideNamed(w fyne.CanvasObject, name string, other fyne.CanvasObject) fyne.CanvasObject {
	return look.Border(nil, nil, nil, container.NewHBox(widget.NewLabel(name), other), w)
}

// check reads the form, tidied, and finds every problem of its fields at once,
// the window's (a number or date that is none) and the event's
// (tournament.Player.Validate); it gives each field's problem and the
// first problem of no one field (a control character).
func (f *playerFields) check() (tournament.Player, map[fyne.CanvasObject]error, error) {
	q, bad := f.read()
	q = q.Normalized() // as saving tidies him: " fin " is FIN
	q.Namesake = f.namesake
	err := f.notes.everyProblem(bad, func() error { return q.Validate() }, byKey(map[string]owner{
		"event.err.player.name_empty":    {f.family, func() { q.Name = "?" }},
		"event.err.player.name_long":     {f.family, func() { q.Name = "?" }},
		"event.err.player.rating":        {f.rating, func() { q.Rating = 0 }},
		"event.err.player.pairingrating": {f.pairing, func() { q.PairingRating = 0 }},
		"event.err.player.fideid":        {f.fideID, func() { q.FIDEID = "" }},
		"event.err.player.federation":    {f.fed, func() { q.Federation = "" }},
		"event.err.player.birthdate":     {f.birth, func() { q.BirthDate = "" }},
		"event.err.player.birthyear":     {f.birth, func() { q.BirthDate = "" }},
		"event.err.player.category_date": {f.earned, func() { q.CategoryEarned = time.Time{} }},
	}))
	if m, ok := bad[f.family].(*engine.Message); ok {
		switch m.Key {
		case "event.err.player.name_empty":
			// Below the family name, the event's "the player's name is
			// empty" names that field, as its label does.
			bad[f.family] = uiError("ui.players.family.empty")
		case "event.err.player.name_long":
			// The limit is the whole name's: "Name is longer than 60
			// characters" stood below a family name of three letters.
			name, _ := m.Args["name"].(string)
			bad[f.family] = uiError("ui.players.name.long", "n", len([]rune(name)), "max", m.Args["max"])
		}
	}
	return q, bad, err
}

// showProblems shows each field's problem in place, below it (its
// example while it has none), in the user's language, and clears the
// others.
func (f *playerFields) showProblems(s *Shell, bad map[fyne.CanvasObject]error) {
	f.notes.showErrors(bad, func(err error) string {
		return i18n.UpperFirst(strings.TrimPrefix(s.cat.Error(unnamed(err)), ": "))
	})
}

// unnamed is the event's refusal of a player's field without the player's
// name it begins with ("Anna: …"): below the field of his own form it
// names no one else, and a player not yet named would read "?: …".
func unnamed(err error) error {
	m, ok := err.(*engine.Message)
	if !ok || m.Args["name"] == nil {
		return err
	}
	c := *m
	c.Args = maps.Clone(m.Args)
	c.Args["name"] = ""
	return &c
}

// fill shows p in the form: the player being edited, one picked from a
// rating list (who sets from after), or nobody to clear the form for the
// next, who comes from no list until one is picked.
func (f *playerFields) fill(p tournament.Player) {
	f.p, f.from = p, tournament.RatingSource{}
	familyName, givenNames := p.Names()
	f.family.SetText(familyName)
	f.given.SetText(givenNames)
	if f.seat != nil {
		f.seat.SetText(words.Number(p.Seat))
	}
	f.title.SetSelectedIndex(slices.Index(playerTitles, p.Title))
	f.rating.setNumber(p.Rating, 0)
	if f.pairing != nil {
		f.pairing.setNumber(p.PairingRating, 0)
	}
	f.fed.SetText(p.Federation)
	f.fideID.SetText(p.FIDEID)
	f.club.SetText(p.Club)
	for i, x := range playerSexes {
		if x == p.Sex {
			f.sex.SetSelectedIndex(i)
		}
	}
	f.birth.SetText(p.BirthDate)
	f.cat.SetSelectedIndex(int(p.Category))
	f.earned.SetText("")
	if !p.CategoryEarned.IsZero() {
		f.earned.SetText(words.Date(f.lang, p.CategoryEarned.Format(time.DateOnly)))
	}
}

// read is the player as the form gives him, with the problem of each
// field that is not a number or a date where one is wanted.
func (f *playerFields) read() (tournament.Player, map[fyne.CanvasObject]error) {
	q := f.p
	q.SetNames(f.family.Text, f.given.Text)
	q.Title = playerTitles[max(f.title.SelectedIndex(), 0)]
	q.Federation, q.FIDEID, q.Club, q.BirthDate = f.fed.Text, f.fideID.Text, f.club.Text, f.birth.Text
	q.Sex = playerSexes[max(f.sex.SelectedIndex(), 0)]
	q.Category = tournament.Category(max(f.cat.SelectedIndex(), 0))
	bad := map[fyne.CanvasObject]error{}
	var err error
	if q.Rating, err = f.rating.number(0, "ui.players.rating.invalid"); err != nil {
		bad[f.rating] = err
	}
	if f.pairing != nil {
		if q.PairingRating, err = f.pairing.number(0, "ui.players.pairingrating.invalid"); err != nil {
			bad[f.pairing] = err
		}
	}
	if f.seat != nil {
		if q.Seat, err = f.seat.number(0, "ui.players.seat.invalid"); err != nil {
			bad[f.seat] = err
		}
	}
	if q.CategoryEarned, err = f.earnedDate(); err != nil {
		bad[f.earned] = err
	}
	if q.MissedRounds, err = f.missedRounds(); err != nil {
		bad[f.missed] = err
	}
	return q, bad
}

// earnedDate reads the day the category was earned: none when the field
// is empty, else a date as the user's language writes it or as ISO
// (input.ParseDate).
func (f *playerFields) earnedDate() (time.Time, error) {
	t := strings.TrimSpace(f.earned.Text)
	if t == "" {
		return time.Time{}, nil
	}
	d, err := input.ParseDate(t)
	if err != nil {
		return time.Time{}, uiError("live.player.earned.invalid", "text", t)
	}
	return d, nil
}

// askNamesake asks, where the store refused the form's player as a
// namesake of one in the event (tournament.IsNamesake), whether he is
// another person of that name, and if so saves him as one with save, the
// dialog's own (which reads the form again). It reports whether it asked.
func (f *playerFields) askNamesake(s *Shell, err error, save func()) bool {
	anyway := s.t("ui.players.namesake.add")
	if f.p.ID != 0 {
		anyway = s.t("ui.players.namesake.save")
	}
	return s.askNamesake(err, "ui.players.namesake.ask", anyway, func() {
		f.namesake = true
		defer func() { f.namesake = false }()
		save()
	})
}

// askNamesake asks, where the store refused a player as a namesake of one
// in the event (tournament.IsNamesake), whether he is another person of
// that name, in the words of the message ask (its problem the refusal),
// and runs vouched, the action again with the arbiter's word, on the
// button anyway; Cancel, Enter's, does nothing. It reports whether it
// asked.
func (s *Shell) askNamesake(err error, ask, anyway string, vouched func()) bool {
	if !tournament.IsNamesake(err) {
		return false
	}
	text := wrapped(s.t(ask, "problem", s.cat.Sentence(err)))
	s.confirmRisky(s.t("ui.players.namesake.title"), text, anyway, vouched)
	return true
}

// onSubmit makes Enter in any text field of the form call submit, as in
// the rest of the window.
func (f *playerFields) onSubmit(submit func()) {
	for _, e := range []*field{f.family, f.given, f.seat, f.rating, f.pairing, f.fed, f.fideID, f.club, f.birth, f.missed} {
		if e != nil {
			e.OnSubmitted = func(string) { submit() }
		}
	}
}

// ratingFieldKey names the player box's rating field by the ratings the
// event takes (Settings.RatingType): "Rating" alone in a rapid event let
// an arbiter used to a standard and a rapid field type the standard one.
func ratingFieldKey(st tournament.Settings) string {
	if g := st.RatingType(); g != rules.Standard {
		return "ui.ratinglist.field." + string(g)
	}
	return "ui.players.field.rating"
}
