package ui

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/tournament"
	"arbiter/tournament/team"
	"arbiter/ui/keyhold"
	"arbiter/words"
)

// resultKeys are the keys of the rounds view's result box, in the order
// its Keys and the help (F1) tell them: each result's keys (told), those
// read alike and not told (also: the other case, the minus sign), and the
// words that say the result (does). One key per result, so that no key
// can also be read as a board number, and no key is the board before's
// (resultKeys.goOn). ½ is Shift with the key left of 1 on a Finnish
// keyboard, AltGr with the key left of Enter on an Estonian one. An
// adjourned game is a's, as "adj" is the command line's.
var resultKeyList = []struct {
	told, also string
	result     tournament.Result
	does       string
}{
	{"1", "", tournament.WhiteWins, "ui.keys.result.white"},
	{"5=½", "", tournament.Draw, "ui.keys.result.draw"},
	{"0", "", tournament.BlackWins, "ui.keys.result.black"},
	{"+", "", tournament.WhiteForfeitWin, "ui.keys.result.white-forfeit"},
	{"-", "−", tournament.BlackForfeitWin, "ui.keys.result.black-forfeit"},
	{"x", "X", tournament.DoubleForfeit, "ui.keys.result.both-absent"},
	{"a", "A", tournament.Adjourned, "ui.keys.result.adjourned"},
	{"*", "", tournament.NoResult, "ui.keys.result.clear"},
}

// resultKey is the result each key of the result box saves on the board
// the cursor stands on (resultKeyList).
var resultKey = func() map[rune]tournament.Result {
	keys := map[rune]tournament.Result{}
	for _, k := range resultKeyList {
		for _, c := range k.told + k.also {
			keys[c] = k.result
		}
	}
	return keys
}()

// resultKeysText tells the result box's keys, each result's told keys
// and its words: "1 (1–0), 5, = or ½ (½–½), …"; in a team event not the
// adjourned key, which a team match's board always refuses.
func (s *Shell) resultKeysText() string {
	team := s.doc != nil && s.doc.event.Settings.System.Team()
	var parts []string
	for _, k := range resultKeyList {
		if team && k.result == tournament.Adjourned {
			continue
		}
		keys := strings.Split(k.told, "")
		told := keys[0]
		if n := len(keys); n > 1 {
			told = s.t("ui.keys.or", "keys", strings.Join(keys[:n-1], ", "), "last", keys[n-1])
		}
		parts = append(parts, s.t("ui.keys.result", "keys", told, "does", s.t(k.does)))
	}
	return strings.Join(parts, ", ")
}

// typedResult is a result typed whole in a result box ("1/2", "0.5",
// "+/-"): its first character, a result key, is saved at once on the
// chosen board as that key's result, and the cursor moves on; a next
// character that is no result key and goes on with the text
// (tournament.ResultGoesOn) is the same board's, and so is the rest, the
// text read whole by tournament.ParseResult; saved as two actions, "1/2"
// was 1–0 again after one Undo. A result key after a first key is the
// next board's, as Swiss-Manager and Vega read it: "1" then "-" is a win
// and the next board's forfeit, never "1-" going on.
type typedResult struct {
	text   string            // typed so far; "" when the next character is a new result's
	whole  bool              // text reads as a result (its first key does)
	round  int               // the round and its board number (a team round's game) it is for
	game   int               //
	board  int               // the board as the view's questions number it
	where  string            // the board as the view's messages name it
	before tournament.Result // the board's result before its first key
	first  tournament.Result // its first key's result
	saved  tournament.Result // what the text has saved on it
	said   func() string     // what the file holds for it, as the view says a save
	entry  int64             // the action that saved it, of which its next keys are part: one Undo takes it all back
	// ask is the question a correction of it to a result asks, where the
	// view names the board otherwise than by its number (a team round's
	// match); nil: live.change.text.
	ask func(tournament.Result) string
}

// enter saves result r, of key c, on the game typed names, whose pairing
// is p: at once when it has none or its game is adjourned, after a
// question when it would correct the result saved (typed.before,
// Result.Corrects); next moves the cursor on after a save.
// What is typed next may go on with the key (goOn).
func (k *resultKeys) enter(c rune, r tournament.Result, p tournament.Pairing, typed typedResult, next func()) {
	s := k.s
	if typed.before == r {
		k.began(c, r, typed)
		k.say(s.t("live.entry.same", "board", typed.board, "result", entryResultText(s, r)))
		next()
		return
	}
	save := func() {
		if k.save(func() (err error) {
			typed.entry, err = s.doc.st.SetResultOver(typed.round, typed.game, typed.before, r, 0)
			return err
		}) {
			k.began(c, r, typed)
			k.say(typed.said())
			next()
		} else {
			s.reload() // a refusal may say the file holds another result now
		}
		s.win.Canvas().Focus(k)
	}
	if !r.Corrects(typed.before) {
		save()
		return
	}
	k.confirmChange(p, typed, r, save)
}

// confirmChange asks before the result of pairing p, the board typed
// names, is changed to r, saying which later rounds of a Swiss were
// paired on it and stand; save saves it. A change the event's rule
// refuses (a game played after a player's withdrawal, a result on a board
// a team left empty) is not asked about: save is tried at once and the
// file's refusal said, where a yes to the question was refused.
func (k *resultKeys) confirmChange(p tournament.Pairing, typed typedResult, r tournament.Result, save func()) {
	s, ev := k.s, &k.s.doc.event
	round, board, was := typed.round, typed.board, typed.before
	if team.ResultAllowedOn(ev, p, r) != nil {
		save()
		return
	}
	text := s.t("live.change.text", "board", board, "white", ev.PlayerName(p.White),
		"black", ev.PlayerName(p.Black), "was", entryResultText(s, was), "result", entryResultText(s, r))
	if typed.ask != nil {
		text = typed.ask(r)
	}
	if stands := words.PairedOnEarlierResult(s.cat, ev, round); stands != "" {
		text += " " + stands
	}
	// Keys typed from the slips while the question was open went to the
	// box and saved nothing: said so, as a refused key is, whatever the
	// answer (they were gone unseen, their boards left empty).
	var m *modal
	lost := func() {
		var keys []string
		for _, c := range m.typed {
			if !unicode.IsSpace(c) {
				keys = append(keys, string(c))
			}
		}
		if len(keys) > 0 {
			k.refused = s.t("live.change.lost", "keys", strings.Join(keys, " "))
		}
	}
	// Declined, the line says what the board keeps and what was not saved
	// (it went on saying the board before had been saved), and the
	// keyboard is back in the box for the next slip.
	kept := func() {
		k.acted()
		lost()
		k.say(s.t("live.change.kept", "where", typed.where, "was", entryResultText(s, was), "result", entryResultText(s, r)))
		s.win.Canvas().Focus(k)
	}
	m = s.confirmOr(s.t("live.change.title"), wrapped(text), s.t("live.change.ok"), func() { lost(); save() }, kept)
}

// began notes that key c put r on a board, which typed holds: what is
// typed next may go on with it. The keys saved one a board since the
// arbiter last acted are kept, the last three: where they spell a result
// typed whole ("0-1" on three boards), the line says so until he acts.
func (k *resultKeys) began(c rune, r tournament.Result, typed typedResult) {
	k.typed = typedResult{}
	if tournament.ResultGoesOn(string(c)) {
		typed.text, typed.whole, typed.first, typed.saved = string(c), true, r, r
		k.typed = typed
	}
	k.run = append(k.run, keyed{c, typed.where, r})
	if len(k.run) > 3 {
		k.run = k.run[1:]
	}
	for i := range k.run[:len(k.run)-1] {
		var text string
		var saved []string
		for _, e := range k.run[i:] {
			text += string(e.key)
			saved = append(saved, e.where+" "+entryResultText(k.s, e.result))
		}
		if _, err := tournament.ParseResult(text); err == nil {
			k.note = k.s.t("live.entry.spelled", "text", text, "saved", strings.Join(saved, ", "))
			return
		}
	}
}

// keyed is a key saved on a board: the key, the board as the view's
// messages name it, the result.
type keyed struct {
	key    rune
	where  string
	result tournament.Result
}

// say shows what a key saved, after a refusal and with the note on the
// keys before it while they stand and the line has room for them (fits):
// the refusal, said in full when the key was refused, gives way first,
// then the note, each for good. Said whole, a refusal, a save and the
// note took four lines and hid the last board at 1024×700.
func (k *resultKeys) say(text string) {
	whole := func() string {
		t := text
		if k.note != "" {
			t += " " + k.note
		}
		if k.refused != "" {
			t = k.refused + " " + t
		}
		return t
	}
	for _, repeat := range []*string{&k.refused, &k.note} {
		if k.fits == nil || k.fits(whole()) {
			break
		}
		*repeat = ""
	}
	k.tell(k.refused != "", whole())
}

// refuse says why a key typed was not saved. The refusal stays said, in
// the error colour before what the keys after it save (again: what of it
// they repeat), until the arbiter acts (Enter, an arrow, a click, a
// change made elsewhere) or the line has no room left for it (say): the
// next save's message replaced it at once, unseen by an arbiter typing
// from the slips.
func (k *resultKeys) refuse(text, again string) {
	k.typed, k.run, k.refused = typedResult{}, nil, again
	k.tell(true, text)
}

// refuseKey refuses c, no result key, saying the keys that are in the
// words of the view's catalogue key keys (the rounds' or the matches',
// which has F and Page Up and Down but no board field). The saves after
// it repeat that c saved nothing, not the keys: said in full before each
// save the line wrapped to four lines and hid the round's last board at
// 1024×700.
func (k *resultKeys) refuseKey(c rune, keys string) {
	k.refuse(k.s.t(keys, "key", string(c)), k.s.t("live.entry.notkey.again", "key", string(c)))
}

// acted ends what the keys typed since the arbiter last acted left: the
// result being typed, a refusal, the note on the keys.
func (k *resultKeys) acted() {
	k.typed, k.run, k.refused, k.note = typedResult{}, nil, "", ""
}

// sayHistory says what an undo or a redo did on the view's line under
// the box; a result being typed ends with it (its board may hold another
// now).
func (k *resultKeys) sayHistory(text string) {
	k.acted()
	k.tell(false, text)
	k.history = true
}

// save runs the action that saves what the keys typed, as the window's
// every action (Shell.act), marked as theirs: their own save is no
// change made elsewhere (actedElsewhere).
func (k *resultKeys) save(action func() error) bool {
	k.saving = true
	defer func() { k.saving = false }()
	return k.s.act(action)
}

// actedElsewhere ends what the keys left when the arbiter changed the
// file elsewhere in the window (a bye in the bye box, an undo): a refusal
// is taken off the line, where it stayed in red beside the status line's
// word on what he did; a result half typed is said to be left, as when
// the cursor moves; an undo said is taken off, the change after it being
// no longer the last (it stayed through the moves entered at the desk
// after it). A deputy's result read from the file is no act of his and
// calls nothing here.
func (k *resultKeys) actedElsewhere() {
	if k.saving {
		return
	}
	t, refused := k.typed, k.refused != ""
	k.endTyping()
	if refused && (t.text == "" || t.whole) || k.history {
		k.tell(false, "")
	}
}

// enterKey is Enter (name: Return or the keypad's Enter) in the result
// box: it ends a result being typed whole, and is otherwise refused with
// a word on why (why, where the view has a better one than that the box
// needs none: a team round's bye, which takes no result); either way the
// arbiter has acted.
// An Enter pressed before the box had the keyboard and still held is the
// question's that paired the round, its repeats reaching the box the
// pairing gave the keyboard to: nothing of the arbiter's, and not said.
func (k *resultKeys) enterKey(name fyne.KeyName, why string) {
	if k.s.keysTold && !k.down[name] {
		return
	}
	if !k.endTyping() {
		if why == "" {
			why = k.s.t("live.entry.enter")
		}
		k.tell(true, why)
	}
}

// goOn reads c as the rest of the result being typed, for the board it
// began on, when it goes on with it, and reports whether c was taken so:
// a whole result that differs from the one saved is saved in its place
// (asked about, as a key, when it changes one the board had before); a
// text no result begins with is refused, the board keeping what it has.
// A character after a whole result that does not go on with it is the
// next result's (false).
func (k *resultKeys) goOn(c rune) bool {
	t, s := &k.typed, k.s
	if t.text == "" {
		return false
	}
	if _, key := resultKey[c]; key && utf8.RuneCountInString(t.text) == 1 {
		// One key a board: the cursor already stands on the next board.
		k.typed = typedResult{}
		return false
	}
	k.run = nil // a result typed whole is no key of a board
	text := t.text + string(c)
	r, err := tournament.ParseResult(text)
	if err != nil && !tournament.ResultGoesOn(text) {
		if t.whole {
			k.typed = typedResult{}
			return false
		}
		unfinished := s.t("live.entry.unfinished", "where", t.where, "text", text, "result", entryResultText(s, t.saved))
		k.refuse(unfinished, unfinished)
		return true
	}
	t.text, t.whole = text, err == nil
	if err != nil {
		k.say(s.t("live.entry.typing", "where", t.where, "text", text))
		return true
	}
	// What the file holds is said, and that the text read otherwise than
	// its first key.
	said := func(typed typedResult) string {
		if r == typed.first {
			return typed.said()
		}
		return typed.said() + " " + s.t("live.entry.whole", "text", typed.text, "was", entryResultText(s, typed.first))
	}
	if r == t.saved {
		if r == t.before {
			k.say(s.t("live.entry.same", "board", t.board, "result", entryResultText(s, r)))
		} else {
			k.say(said(*t))
		}
		return true
	}
	typed, was := *t, t.saved
	save := func() {
		if k.save(func() (err error) {
			typed.entry, err = s.doc.st.SetResultOver(typed.round, typed.game, was, r, typed.entry)
			return err
		}) {
			k.say(said(typed))
			typed.saved = r
			k.typed = typed
		} else {
			s.reload() // a refusal may say the file holds another result now
			k.typed = typedResult{}
		}
		s.win.Canvas().Focus(k)
	}
	if !r.Corrects(t.before) {
		save()
		return true
	}
	// The question has the keyboard until it is answered; t is k.typed,
	// emptied here, so the board is typed's.
	k.typed = typedResult{}
	p, err := s.doc.event.FindPairing(typed.round, typed.game)
	if err != nil {
		k.tell(true, s.cat.Error(err))
		return true
	}
	k.confirmChange(*p, typed, r, save)
	return true
}

// endTyping ends the result being typed, as the arbiter acted (the cursor
// moved, Enter, another round): a text that is no result yet is said to be
// left, the board keeping what it has; a refusal held lets go (acted). It
// reports whether a text was being typed.
func (k *resultKeys) endTyping() bool {
	t := k.typed
	k.acted()
	if t.text != "" && !t.whole {
		k.tell(true, k.s.t("live.entry.unfinished", "where", t.where, "text", t.text, "result", entryResultText(k.s, t.saved)))
	}
	return t.text != ""
}

// resultKeys is the box that takes results from the keyboard: it shows
// the chosen board and hands each typed character and key to the rounds
// view. It is not a text field: nothing typed stays in it to be read
// later as another board's number, and since it takes no shortcuts the
// window's (Ctrl+Z, Ctrl+P, …) work while it has the keyboard.
type resultKeys struct {
	widget.BaseWidget
	s       *Shell
	text    *widget.Label
	border  *canvas.Rectangle
	onRune  func(rune)
	onKey   func(*fyne.KeyEvent)
	tell    func(refused bool, text string) // the view's message line
	typed   typedResult
	run     []keyed // the last keys saved one a board since the arbiter acted
	note    string  // what they spell typed whole, said with each save until he acts
	refused string  // a key's refusal, said with each save until he acts
	saving  bool    // save is under way
	history bool    // the line says an undo or a redo, which the next change makes stale
	// down are the keys pressed while the box had the keyboard and not
	// let go since (Shell.keysTold).
	down map[fyne.KeyName]bool
	// fits reports whether a text fits the lines its view's line keeps
	// room for; nil where the line takes what it needs.
	fits func(text string) bool
}

// newResultKeys makes the result box of shell s; tell says on its view's
// line what a result typed whole did.
func newResultKeys(s *Shell, onRune func(rune), onKey func(*fyne.KeyEvent), tell func(bool, string)) *resultKeys {
	k := &resultKeys{s: s, onRune: onRune, onKey: onKey}
	k.tell = func(refused bool, text string) {
		k.history = false
		tell(refused, text)
	}
	k.text = wrapped("")
	k.text.TextStyle = fyne.TextStyle{Bold: true}
	k.border = canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	k.border.StrokeWidth = theme.InputBorderSize()
	k.border.CornerRadius = theme.InputRadiusSize()
	k.paint(false)
	k.ExtendBaseWidget(k)
	return k
}

func (k *resultKeys) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(k.border, k.text))
}

// paint draws the border in the focus colour while the box has the
// keyboard, as a text field's.
func (k *resultKeys) paint(focused bool) {
	k.border.StrokeColor = theme.Color(theme.ColorNameInputBorder)
	if focused {
		k.border.StrokeColor = theme.Color(theme.ColorNameFocus)
	}
	k.border.Refresh()
}

// SetText shows what the box is about (the chosen board and its game).
func (k *resultKeys) SetText(s string) { k.text.SetText(s) }

func (k *resultKeys) FocusGained() { k.paint(true) }

func (k *resultKeys) FocusLost() {
	k.paint(false)
	clear(k.down)
}

// KeyDown and KeyUp keep which keys are down that were pressed in the
// box (desktop.Keyable).
func (k *resultKeys) KeyDown(ev *fyne.KeyEvent) {
	if k.down == nil {
		k.down = map[fyne.KeyName]bool{}
	}
	k.down[ev.Name] = true
}

func (k *resultKeys) KeyUp(ev *fyne.KeyEvent) { delete(k.down, ev.Name) }

func (k *resultKeys) TypedRune(r rune) {
	if keyhold.ClosingSpace(k.s.win.Canvas(), r) {
		return // the space of the Space that saved a box before it
	}
	if k.onRune != nil {
		k.onRune(r)
	}
}

func (k *resultKeys) TypedKey(ev *fyne.KeyEvent) {
	if keyhold.Help(k, ev) {
		return
	}
	keyhold.KeyTyped(k.s.win.Canvas())
	// Escape ends a result being typed as Enter does, said so: left open,
	// the next key went on with it on the board it began on ("1/", Escape,
	// "2" saved ½–½ there, the cursor on the next board).
	if ev.Name == fyne.KeyEscape && k.endTyping() {
		return
	}
	if ev.Name == fyne.KeyInsert {
		k.s.insertKey()
		return
	}
	if k.onKey != nil {
		k.onKey(ev)
	}
}

// Tapped gives the box the keyboard.
func (k *resultKeys) Tapped(*fyne.PointEvent) {
	if c := fyne.CurrentApp().Driver().CanvasForObject(k); c != nil {
		c.Focus(k)
	}
}
