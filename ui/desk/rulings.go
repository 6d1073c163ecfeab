package desk

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine"
	"arbiter/engine/clock"
	"arbiter/engine/rules"
	"arbiter/tournament"
	"arbiter/tournament/replay"
	"arbiter/ui/button"
	"arbiter/ui/dropdown"
	"arbiter/ui/look"
	"arbiter/ui/textfield"
	"arbiter/words"
)

// statedAs are the incidents the rulings panel states with another's
// form: a lateness at the resumption is the lateness's own statement
// (statements.resumed). What the desk's clock knows (both flags, the
// quickplay finish, the duty to record, the readings a correction
// starts from) it gives itself (rules.ApplyClock).
var statedAs = map[rules.IncidentKind]rules.IncidentKind{rules.KindResumption: rules.KindLateness}

// panelKinds are the incidents the rulings panel offers: the engine's
// own list (rules.Kinds), in its order, less those stated with another's
// form.
var panelKinds = func() []rules.IncidentKind {
	var out []rules.IncidentKind
	for _, k := range rules.Kinds() {
		if _, other := statedAs[k]; !other {
			out = append(out, k)
		}
	}
	return out
}()

// fieldKeys name the fields the desk fills in, by the incident that
// shows them; the others say what they take by their placeholders.
var fieldKeys = map[rules.IncidentKind]string{
	rules.KindClockCorrection: "desk.ruling.corrected", rules.KindScoresheetRequest: "desk.ruling.requests",
}

// lateText reads the lateness as the arbiter types it: minutes ("31"), or
// the clock times the round started and the player arrived ("15:15
// 15:46"), which the ruling reads and checks.
func lateText(text string) (late time.Duration, started, arrived rules.ClockTime, ok bool) {
	f := strings.Fields(strings.ReplaceAll(text, "–", " "))
	switch {
	case len(f) == 2:
		return 0, rules.ClockTime(f[0]), rules.ClockTime(f[1]), true
	case len(f) == 1:
		mins, err := strconv.Atoi(f[0])
		return time.Duration(mins) * time.Minute, "", "", err == nil && mins >= 0
	}
	return 0, "", "", false
}

// promotionRoles are the new pieces the touch-move form offers after
// "none chosen", in its order (4.4.4).
var promotionRoles = []engine.Role{engine.Queen, engine.Rook, engine.Bishop, engine.Knight}

// illegalKinds are the kinds of illegal move the panel offers, in its
// order; the first is a move against the rules of movement.
var illegalKinds = []rules.IllegalKind{
	rules.IllegalOrdinary, rules.IllegalNoPromotion, rules.IllegalClockNoMove, rules.IllegalTwoHands, rules.IllegalKingCapture, rules.IllegalCastling,
}

// rulingsPanel turns an incident into the app's proposed decision, shows
// it with its articles in the arbiter's language, and applies it or
// records that the arbiter overruled it.
type rulingsPanel struct {
	v      *View
	kind   *dropdown.Select
	player *dropdown.Select
	// playerLabel hides with player for an incident that concerns the
	// game, not one player (an agreement, a disturbance).
	playerLabel *widget.Label
	illegal     *dropdown.Select
	intended    *textfield.Entry
	late        *textfield.Entry
	// lateRow is the lateness in minutes with, beside it, the statement
	// that it is at a resumption: one row, as the form has no room for two.
	lateRow *fyne.Container
	sealed  *textfield.Entry
	// extra is the extra time an outside disturbance brings (12.5), in
	// minutes: one number for each player, or White's and Black's.
	extra *textfield.Entry
	// corrected are the times White's and Black's clocks are to show
	// after a correction, filled with what the desk's clock shows until
	// the arbiter types over them; correctedRow holds them.
	corrected    [2]*followed
	correctedRow *fyne.Container
	// requests are the player's earlier requests to see the opponent's
	// scoresheet, filled with those the game's rulings log counts (shown
	// beside, in counted) until the arbiter types over it; requestsRow
	// holds them.
	requests    *followed
	counted     *widget.Label
	requestsRow *fyne.Container
	// touched are the pieces the arbiter states were touched, in order,
	// by tapping them on the board (touch-move); touchRow shows them.
	// released is the square the first touched own piece was let go on
	// (4.7), NoSquare when none: letGo makes the next tap state it.
	// promoted is the new piece that touched the promotion square
	// (4.4.4), offered when a touched pawn can promote.
	touched    []engine.Square
	released   engine.Square
	releasing  bool
	letGo      *button.Button
	clear      *button.Button
	promoted   *dropdown.Select
	touchLabel *widget.Label
	touchRow   *fyne.Container
	said       *statements
	verdict    *widget.Label
	citation   *widget.Label
	explain    *widget.Label
	reason     *textfield.Entry
	accept     *button.Button
	overrule   *button.Button
	current    *Proposal
	// fieldLabel and field are the form's row for the one field an
	// incident needs; both hide when it needs none, so the row takes no
	// room. The label names a field the desk fills in (fieldKeys), whose
	// text hides its placeholder.
	fieldLabel *widget.Label
	field      fyne.CanvasObject
	// form is the incident as stated; it folds away while a proposal
	// shows, so that the whole ruling is read without scrolling, and
	// change brings it back (dropping the proposal).
	form fyne.CanvasObject
	// actions are the reason, Accept and Overrule, which show with a
	// proposal only: while the form shows, their line is the form's.
	actions    fyne.CanvasObject
	proposeBtn *button.Button
	change     *button.Button
	// prepared is the ruling current was decided from; compareBtn shows it
	// under every ruleset, in an overlay.
	prepared   *Pending
	compareBtn *button.Button
	// waiting is the ruling whose mate analysis runs, nil when none.
	waiting *Pending
	// asked says the arbiter asked for the ruling awaited by the form,
	// whose keyboard then goes to Accept as it shows: Propose, where it
	// was, is gone with the form.
	asked bool
	// paused says the panel stopped the clock for the ruling (the arbiter
	// rules with the clocks stopped) and restarts it once it is made.
	paused bool
	// before is where the keyboard was as the ruling was asked, which
	// Escape gives it back to as it sets the proposal aside (dismiss).
	before fyne.Focusable
	// playerFor is the game and position the player was last set to the
	// side to move for: the default follows the game, not every redraw,
	// so the player the arbiter chose stays when the incident is changed.
	playerFor playerDefault
	content   fyne.CanvasObject
}

// playerDefault is a session's position, by key and ply.
type playerDefault struct {
	s   *Session
	key uint64
	ply int
}

func newRulingsPanel(v *View) *rulingsPanel {
	r := &rulingsPanel{v: v, released: engine.NoSquare}
	r.said = newStatements(v, func() { r.proposeBtn.OnTapped() })
	names := make([]string, len(panelKinds))
	for i, k := range panelKinds {
		names[i] = v.t(k.Key())
	}
	r.kind = v.newSelect(names, func(string) { r.kindChanged() })
	r.kind.Fit = true
	r.player = v.newSelect([]string{v.t("desk.white"), v.t("desk.black")}, func(string) { r.followRequests(); r.formChanged() })
	r.playerLabel = widget.NewLabel(v.t("desk.ruling.player"))
	illegal := make([]string, len(illegalKinds))
	for i, k := range illegalKinds {
		illegal[i] = v.t("desk.ruling.illegal-ordinary")
		if k != rules.IllegalOrdinary {
			illegal[i] = v.t("rules.illegal." + string(k))
		}
	}
	r.illegal = v.newSelect(illegal, func(string) { r.formChanged() })
	r.illegal.SetSelectedIndex(0)
	r.intended = v.newEntry(v.t("desk.ruling.intended"))
	r.late = v.newEntry(v.t("desk.ruling.late"))
	r.lateRow = look.Border(nil, nil, nil, r.said.resumed, r.late)
	r.sealed = v.newEntry(v.t("desk.ruling.sealed"))
	r.extra = v.newEntry(v.t("desk.ruling.extra"))
	var sides [2]fyne.CanvasObject
	for side := range r.corrected {
		r.corrected[side] = &followed{Entry: v.newEntry("")}
		sides[side] = look.Border(nil, nil, widget.NewLabel(v.sideName(engine.Color(side))), nil, r.corrected[side].Entry)
	}
	r.correctedRow = container.NewGridWithColumns(2, sides[:]...)
	r.requests = &followed{Entry: v.newEntry("")}
	r.counted = widget.NewLabel("")
	r.requestsRow = look.Border(nil, nil, nil, r.counted, r.requests.Entry)
	r.said.resumedClock.OnChanged = func(bool) { r.showStatements() }
	r.newTouchRow()
	r.proposeBtn = button.New(v.t("desk.ruling.propose"), v.guard("ruling", r.proposeFromForm))
	r.proposeBtn.Importance = widget.HighImportance
	r.compareBtn = button.New(v.t("desk.compare.button"), v.guard("compare", r.compare))
	r.verdict = wrapped("", fyne.TextStyle{Bold: true})
	r.citation = wrapped("", fyne.TextStyle{})
	r.explain = wrapped("", fyne.TextStyle{})
	r.reason = v.newEntry(v.t("desk.ruling.reason"))
	r.accept = button.New(v.t("desk.ruling.accept"), v.guard("ruling", func() { r.decide(false) }))
	r.accept.Importance = widget.SuccessImportance
	r.overrule = button.New(v.t("desk.ruling.overrule"), v.guard("ruling", func() { r.decide(true) }))
	r.overrule.Importance = widget.DangerImportance
	r.change = button.New(v.t("desk.ruling.change"), v.guard("ruling", r.changeIncident))
	// Enter in a field of the form asks for the ruling, as Enter in a
	// dialog's field takes its default action: an arbiter typing the
	// claimed move pressed Enter, and nothing happened. So does Enter in
	// a statement's tick box (newStatements).
	for _, e := range []*textfield.Entry{r.intended, r.late, r.sealed, r.extra, r.corrected[0].Entry, r.corrected[1].Entry, r.requests.Entry} {
		e.OnSubmitted = func(string) { r.proposeBtn.OnTapped() }
	}
	// Enter in the reason overrules, the one thing a reason is for.
	r.reason.OnSubmitted = func(string) { r.overrule.OnTapped() }
	// Escape sets a proposal aside from the panel and from the move box,
	// where a ruling the desk raised leaves the keyboard; it did nothing.
	escapeCloses(r.dismiss, &r.accept.Pass, &r.overrule.Pass, &r.reason.Pass, &r.change.Pass, &r.compareBtn.Pass, &v.entry.Pass)
	r.fieldLabel, r.field = widget.NewLabel(""), container.NewStack(r.intended, r.lateRow, r.illegal, r.sealed, r.extra, r.touchRow,
		r.correctedRow, r.requestsRow)
	// The incident's list shows every kind whole, under its label where
	// the width has no room for both: the longest Finnish kind is wider
	// than the field column beside the board at 1024 px.
	// The player's choice stands on the incident label's line, which has
	// room for it: on a line of its own it made the Finnish touch-move,
	// draw offer and lateness forms 10 px taller than the desk has at
	// 1024×700.
	// Tab goes down the form as it is read: the player, on the label's
	// line, then the incident, where the keyboard starts, then the
	// incident's field. From the incident it went up to the player, then
	// down past the incident to the field.
	kind := newPair(look.Border(nil, nil, widget.NewLabel(v.t("desk.ruling.incident")), container.NewHBox(r.playerLabel, r.player)), r.kind, 0, 0)
	r.form = container.NewVBox(kind, container.New(layout.NewFormLayout(),
		// The one field the incident needs, if any (the field stack shows
		// at most one), then what the arbiter states for it.
		r.fieldLabel, r.field,
		r.said.label, r.said.content,
	))
	// The labels' own padding keeps the three apart: the box gives the
	// panel's lines to the ruling rather than to the gaps between them.
	decision := container.New(layout.NewCustomPaddedVBoxLayout(-theme.InnerPadding()), r.verdict, r.citation, r.explain)
	r.actions = look.Border(nil, nil, nil, container.NewHBox(r.accept, r.overrule), r.reason)
	buttons := look.Border(nil, nil, nil, r.compareBtn, container.NewStack(r.proposeBtn, r.change))
	// The panel keeps the incident list's width while the form folds away.
	r.content = atLeast(kind.MinSize().Width, look.Border(container.NewVBox(r.form, buttons, widget.NewSeparator()), r.actions, nil, nil,
		container.NewVScroll(decision)))
	r.kind.SetSelectedIndex(0)
	r.show(nil)
	return r
}

// newTouchRow makes the touch-move incident's field: the pieces touched,
// as the arbiter taps them on the board, the piece a pawn was promoted to,
// and the buttons that let a piece go and clear the touches.
func (r *rulingsPanel) newTouchRow() {
	v := r.v
	r.touchLabel = wrapped("", fyne.TextStyle{})
	r.letGo = button.New(v.t("desk.touch.let-go"), v.guard("touch", func() { r.releasing = true; r.syncTouch() }))
	promoted := []string{v.t("desk.touch.promoted-none")}
	for _, role := range promotionRoles {
		promoted = append(promoted, v.t("desk.piece."+role.String()))
	}
	r.promoted = v.newSelect(promoted, func(string) { r.formChanged() })
	r.promoted.SetSelectedIndex(0)
	r.clear = button.New(v.t("desk.touch.clear"), v.guard("touch", func() { r.setTouched(nil) }))
	r.touchRow = look.Border(nil, nil, nil, container.NewHBox(r.promoted, r.letGo, r.clear), r.touchLabel)
	v.board.OnTouch = func(sq engine.Square) { v.guard("touch", func() { r.tapped(sq) })() }
}

// update follows the game: the player defaults to the side to move
// whenever the position changes.
func (r *rulingsPanel) update() {
	s := r.v.s
	if s == nil {
		return
	}
	pos := s.game.Position()
	if at := (playerDefault{s, pos.Key(), s.game.Ply()}); r.current == nil && r.waiting == nil && at != r.playerFor {
		r.playerFor = at
		r.player.SetSelectedIndex(int(pos.Turn()))
	}
	refused := s.rulingRefused() != nil
	if refused && r.current != nil {
		// A result entered meanwhile (in the Rounds view) ends what was
		// proposed: Accept would rule on a game that has its result.
		r.show(nil)
	}
	r.setEnabled(!refused && r.waiting == nil)
	if r.current == nil && r.waiting == nil {
		r.explain.SetText(r.v.t(r.noneKey()))
	}
	r.followRequests()
	r.showStatements()
	r.syncTouch()
}

// followClock fills the corrected times with the readings the dials show
// now, where the arbiter has not typed over them.
func (r *rulingsPanel) followClock(st clock.State) {
	for side, e := range r.corrected {
		r.follow(e, formatClock(st.Side[side].Remaining))
	}
}

// followRequests fills the earlier requests with those the game's
// rulings log holds for the player chosen, where the arbiter has not
// typed over them, and says beside them what the log holds.
func (r *rulingsPanel) followRequests() {
	if r.v.s == nil {
		return
	}
	n := r.v.s.requestsBefore(engine.Color(max(0, r.player.SelectedIndex())))
	r.follow(r.requests, strconv.Itoa(n))
	r.counted.SetText(r.v.t("desk.ruling.requests-logged", "count", n))
}

// follow fills f with text unless it has the keyboard: a reading
// changing under the arbiter's cursor dropped the selection he was about
// to type over, and what he typed went after the old time.
func (r *rulingsPanel) follow(f *followed, text string) {
	if c := r.v.env.Window.Canvas(); c == nil || c.Focused() != f.Entry {
		f.follow(text)
	}
}

// followed is a field the desk fills with what it knows (the clock's
// reading, the requests in the log) until the arbiter types over it:
// what he typed is his statement, and stays.
type followed struct {
	*textfield.Entry
	// shown is what the desk last filled in.
	shown string
}

// follow fills in text, unless the arbiter typed over what was shown.
func (f *followed) follow(text string) {
	if f.Text == f.shown {
		f.SetText(text)
	}
	f.shown = text
}

// typed reports whether the arbiter typed over what the desk filled in.
func (f *followed) typed() bool { return f.Text != f.shown }

// reset drops what the arbiter typed: the field shows the desk's again.
func (f *followed) reset() { f.SetText(f.shown) }

// showStatements shows what the arbiter may state of the chosen incident
// as the event's rules and the clock now stand.
func (r *rulingsPanel) showStatements() {
	flagDown := r.v.s != nil && len(r.v.s.clk.State().Flags) > 0
	// A set-up position's halfmove clock is a record of the fifty moves.
	unrecorded := r.v.s != nil && rules.ClaimUnrecorded(r.selectedKind(), r.v.s.game)
	resumedShown := r.said.resumed.Visible()
	r.said.show(r.selectedKind(), r.event(), flagDown, unrecorded)
	// A lateness on a board whose game is adjourned is at its resumption
	// (I.10, E.10, §22): stated so as the box shows, for the arbiter to
	// unstate.
	if !resumedShown && r.said.resumed.Visible() {
		r.said.resumed.SetChecked(r.v.s != nil && r.v.s.rec.Result == tournament.Adjourned)
	}
}

// setTouched states the pieces touched, in order, and shows them; with
// none, nothing was let go or chosen either.
func (r *rulingsPanel) setTouched(squares []engine.Square) {
	r.touched = squares
	if len(squares) == 0 {
		r.released, r.releasing = engine.NoSquare, false
		r.promoted.SetSelectedIndex(0)
	}
	r.formChanged()
	r.syncTouch()
}

// tapped takes a square tapped on the board while a touch is stated:
// the square let go on after "let go", else a touched piece (an empty
// square is none).
func (r *rulingsPanel) tapped(sq engine.Square) {
	if r.releasing {
		r.released, r.releasing = sq, false
		r.formChanged()
		r.syncTouch()
		return
	}
	if pos := r.v.s.game.Position(); !pos.Occupied().Has(sq) {
		return
	}
	r.setTouched(append(r.touched, sq))
}

// typedSquare states the square typed in the move box as a tap on it
// states it: a touched piece, or after Let go the square it was let go on.
// Text that is no square, or an empty square as a touched piece, is
// refused with what the box takes.
func (r *rulingsPanel) typedSquare(text string) error {
	sq, ok := engine.ParseSquare(strings.ToLower(strings.TrimSpace(text)))
	if !ok {
		return deskError("desk.error.touch-square", "text", strings.TrimSpace(text))
	}
	if pos := r.v.s.game.Position(); !r.releasing && !pos.Occupied().Has(sq) {
		return deskError("desk.error.touch-empty", "square", sq.String())
	}
	r.tapped(sq)
	return nil
}

// promotable reports whether a touched piece is a pawn of the side to
// move that can promote, so that the new piece chosen matters (4.4.4).
func (r *rulingsPanel) promotable() bool {
	pos := r.v.s.game.Position()
	for _, m := range pos.LegalMoves(nil) {
		if m.Promotion() != engine.NoRole && slices.Contains(r.touched, m.From()) {
			return true
		}
	}
	return false
}

// syncTouch lets taps on the board state touched pieces while a
// touch-move incident is being stated (chosen, no proposal shown yet),
// and names and tints them in order while it is chosen.
func (r *rulingsPanel) syncTouch() {
	v := r.v
	stating := v.s != nil && v.s.rulingRefused() == nil && r.selectedKind() == rules.KindTouchMove
	on := stating && r.current == nil && r.waiting == nil
	// The move box takes the squares then (typedSquare): its hint says so.
	hint := v.entryHint()
	if on {
		hint = v.t("desk.entry.placeholder-touch")
	}
	if v.entry.PlaceHolder != hint {
		v.entry.SetPlaceHolder(hint)
	}
	// The row's buttons show only when they can act, so that its line
	// of text has the room to stay one line: a second one grew the desk
	// past 700 pixels in Finnish and Estonian.
	if !stating || len(r.touched) == 0 {
		r.touchLabel.SetText(v.t("desk.touch.tap"))
		look.SetVisible(r.letGo, false)
		look.SetVisible(r.clear, false)
		look.SetVisible(r.promoted, false)
		v.board.SetTouching(on, nil)
		return
	}
	// The pieces stay named and tinted while the proposal shows; taps
	// state more only before it.
	text := v.t("desk.touch.touched", "pieces", v.s.touchLabel(r.touched))
	switch {
	case r.releasing:
		text = v.t("desk.touch.tap-release")
	case r.released != engine.NoSquare:
		text = v.t("desk.touch.released", "pieces", v.s.touchLabel(r.touched), "square", r.released.String())
	}
	r.touchLabel.SetText(text)
	look.SetVisible(r.letGo, on && !r.releasing && r.released == engine.NoSquare)
	look.SetVisible(r.clear, on)
	look.SetVisible(r.promoted, r.promotable())
	v.board.SetTouching(on, r.touched)
}

// setEnabled enables or disables the whole form, every control of every
// incident's fields, shown or not, with Propose: it named three of them,
// and on a finished game the illegal move's kind stayed enabled under the
// hint that the form was disabled.
func (r *rulingsPanel) setEnabled(on bool) {
	look.SetEnabled(r.proposeBtn, on)
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch w := o.(type) {
		case fyne.Disableable:
			look.SetEnabled(w, on)
		case *fyne.Container:
			for _, c := range w.Objects {
				walk(c)
			}
		}
	}
	walk(r.form)
}

// kindChanged shows the fields the chosen incident needs.
func (r *rulingsPanel) kindChanged() {
	k := r.selectedKind()
	r.intended.Hidden = k != rules.KindClaimThreefold && k != rules.KindClaimFifty && k != rules.KindClaimUnwritten
	// A claim on a move not written first is judged by that move: needed
	// while the claimant is on move, none once he has made it (CheckClaim).
	hint := "desk.ruling.intended"
	if k == rules.KindClaimUnwritten {
		hint = "desk.ruling.unwritten-move"
	}
	r.intended.SetPlaceHolder(r.v.t(hint))
	r.lateRow.Hidden = k != rules.KindLateness && k != rules.KindBothAbsent
	r.illegal.Hidden = k != rules.KindIllegalMove
	r.sealed.Hidden = k != rules.KindSealedMove && k != rules.KindSealedClaim
	r.touchRow.Hidden = k != rules.KindTouchMove
	if k != rules.KindTouchMove {
		// The pieces stated are of the incident left: chosen again, it
		// brought them back unasked, and a square typed again was named
		// twice.
		r.touched, r.released, r.releasing = nil, engine.NoSquare, false
	}
	r.extra.Hidden = k != rules.KindDisturbance
	r.correctedRow.Hidden = k != rules.KindClockCorrection
	r.requestsRow.Hidden = k != rules.KindScoresheetRequest
	blank, _ := rules.New(k, engine.White)
	_, concernsPlayer := blank.Side()
	look.SetVisible(r.playerLabel, concernsPlayer)
	look.SetVisible(r.player, concernsPlayer)
	if r.current == nil && r.waiting == nil {
		r.explain.SetText(r.v.t(r.noneKey()))
	}
	text := ""
	if key, ok := fieldKeys[k]; ok {
		text = r.v.t(key)
	}
	r.fieldLabel.SetText(text)
	needed := slices.ContainsFunc([]fyne.CanvasObject{r.intended, r.lateRow, r.illegal, r.sealed, r.touchRow, r.extra, r.correctedRow, r.requestsRow}, fyne.CanvasObject.Visible)
	look.SetVisible(r.fieldLabel, needed)
	look.SetVisible(r.field, needed)
	r.showStatements()
	r.formChanged()
	r.syncTouch()
	// The panel is laid out anew once the form holds what it shows, the
	// form's label column as the label now reads: the field shown kept the
	// width it was last given while hidden and ran past the window's edge,
	// and the form laid out alone grew over the Propose button below it.
	look.LayOut(r.content)
}

// noneKey is the hint while no ruling is proposed: the player is asked
// for only where the chosen incident concerns one; once the game has a
// result the form is disabled, and the hint says why instead of asking.
func (r *rulingsPanel) noneKey() string {
	if r.v.s != nil && r.v.s.rulingRefused() != nil {
		return "desk.ruling.finished"
	}
	if r.player.Hidden {
		return "desk.ruling.none-no-player"
	}
	return "desk.ruling.none"
}

// event is the event's rules, nil while no game is open or when its
// settings cannot be read (the ruling itself then says why).
func (r *rulingsPanel) event() *rules.Event {
	if r.v.s == nil {
		return nil
	}
	ev, err := r.v.s.rulesEvent()
	if err != nil {
		return nil
	}
	return &ev
}

// formChanged takes down a proposal shown for another incident, player
// or kind of illegal move than the form now says, so that Accept never
// applies a ruling the form no longer describes. The clock stays as the
// ruling left it until the arbiter decides.
func (r *rulingsPanel) formChanged() {
	if r.current != nil {
		r.show(nil)
	}
}

func (r *rulingsPanel) selectedKind() rules.IncidentKind {
	if i := r.kind.SelectedIndex(); i >= 0 {
		return panelKinds[i]
	}
	return panelKinds[0]
}

// proposeFromForm builds the incident from the form and asks for its
// ruling; what the form cannot be read as is said, and nothing proposed.
func (r *rulingsPanel) proposeFromForm() {
	v := r.v
	if v.s == nil {
		return
	}
	player := engine.Color(max(0, r.player.SelectedIndex()))
	in, err := rules.New(r.selectedKind(), player)
	if err != nil {
		v.env.ShowError(err)
		return
	}
	intended, err := r.claimedMove(in.Kind())
	if err == nil {
		in, intended, err = r.formIncident(in, player, intended)
	}
	if err != nil {
		v.env.ShowError(err)
		return
	}
	r.asked = true
	r.proposeWith(in, intended)
}

// claimedMove is a claim's move: intended, or for a claim by the sealed
// move the sealed one; the record judges the claim by it (CheckClaim).
// It is NoMove for an incident that is not a claim, or a claim without it.
func (r *rulingsPanel) claimedMove(kind rules.IncidentKind) (engine.Move, error) {
	if !kind.IsClaim() {
		return engine.NoMove, nil
	}
	text := r.intended.Text
	if kind == rules.KindSealedClaim {
		text = r.sealed.Text
	}
	if text = strings.TrimSpace(text); text == "" {
		return engine.NoMove, nil
	}
	return r.v.s.readMove(text)
}

// formIncident is the incident in of player with what the form states of
// its kind: the times and counts typed (timedIncident), or what happened
// on the board (boardIncident); a kind the form states nothing of is in.
func (r *rulingsPanel) formIncident(in rules.Incident, player engine.Color, intended engine.Move) (rules.Incident, engine.Move, error) {
	if timed, ok, err := r.timedIncident(in.Kind(), player); ok {
		return timed, intended, err
	}
	return r.boardIncident(in, player, intended)
}

// timedIncident reads the incidents stated by times and counts typed in
// the form: lateness, both players absent, a disturbance's extra time, a
// clock correction, the earlier scoresheet requests. ok is false for
// another kind.
func (r *rulingsPanel) timedIncident(kind rules.IncidentKind, player engine.Color) (in rules.Incident, ok bool, err error) {
	switch kind {
	case rules.KindLateness:
		late, started, arrived, ok := lateText(r.late.Text)
		if !ok || started != "" && r.said.atResumption() {
			return nil, true, deskError("desk.error.late-text", "text", r.late.Text)
		}
		if r.said.atResumption() {
			// The resumption's rule decides the lateness (I.10, E.10,
			// §22); the player has arrived, so, unless he loses, both are
			// there and the envelope is opened.
			return rules.Resumption{Player: player, Late: late, AnswererPresent: true, SealerPresent: true}, true, nil
		}
		return rules.Lateness{Player: player, Late: late, Started: started, Arrived: arrived}, true, nil
	case rules.KindBothAbsent:
		// Neither is at the board: the time since the start, in minutes
		// (no arrival to give a clock time of).
		late, started, _, ok := lateText(r.late.Text)
		if !ok || started != "" {
			return nil, true, deskError("desk.error.late-minutes", "text", r.late.Text)
		}
		return rules.BothAbsent{Late: late}, true, nil
	case rules.KindDisturbance:
		extra, ok := extraMinutes(r.extra.Text)
		if !ok {
			return nil, true, deskError("desk.error.minutes", "text", r.extra.Text)
		}
		return rules.Disturbance{Extra: extra}, true, nil
	case rules.KindClockCorrection:
		c, err := r.clockCorrection()
		return c, true, err
	case rules.KindScoresheetRequest:
		n, err := strconv.Atoi(strings.TrimSpace(r.requests.Text))
		if err != nil || n < 0 {
			return nil, true, deskError("desk.error.requests", "text", r.requests.Text)
		}
		return rules.ScoresheetRequest{Player: player, PriorRequests: n}, true, nil
	}
	return nil, false, nil
}

// clockCorrection reads the corrected times typed; a clock the arbiter
// did not type a time for keeps its reading (rules.ApplyClock).
func (r *rulingsPanel) clockCorrection() (rules.Incident, error) {
	var after [2]time.Duration
	for side, e := range r.corrected {
		if !e.typed() {
			continue
		}
		d, err := correctedTime(e.Text)
		if err != nil {
			return nil, err
		}
		after[side] = d
	}
	if after == ([2]time.Duration{}) {
		return nil, deskError("desk.error.correction-none")
	}
	return rules.ClockCorrection{After: after}, nil
}

// boardIncident reads the incidents stated by what happened on the board:
// who is on move, the illegal move's kind, the pieces touched, the move
// sealed (which is then the ruling's move).
func (r *rulingsPanel) boardIncident(in rules.Incident, player engine.Color, intended engine.Move) (rules.Incident, engine.Move, error) {
	s := r.v.s
	switch in.Kind() {
	case rules.KindDrawOffer:
		in = rules.DrawOffer{Player: player, OnMove: s.turn() == player}
	case rules.KindClaimUnwritten:
		// Not on move, he has made the move since: the record says so.
		in = rules.ClaimUnwritten{Player: player, MoveMade: s.turn() != player}
	case rules.KindLeftVenue:
		in = rules.LeftVenue{Player: player, OnMove: s.turn() == player}
	case rules.KindIllegalMove:
		in = rules.IllegalMove{Player: player, Illegal: illegalKinds[max(0, r.illegal.SelectedIndex())]}
	case rules.KindTouchMove:
		if len(r.touched) == 0 {
			return nil, intended, deskError("desk.error.touch-none")
		}
		touch := touchIncident(player, r.touched)
		if r.released != engine.NoSquare {
			sq := r.released
			touch.Touch.ReleasedOn = &sq
		}
		if i := r.promoted.SelectedIndex(); i > 0 && r.promoted.Visible() {
			touch.Touch.PromotedTo = promotionRoles[i-1]
		}
		in = touch
	case rules.KindSealedMove:
		text := strings.TrimSpace(r.sealed.Text)
		if text == "" {
			return nil, intended, deskError("desk.error.sealed-empty")
		}
		m, status, err := s.readSealed(text)
		if err != nil {
			return nil, intended, err
		}
		return rules.SealedMove{Player: player, Sealed: status}, m, nil
	}
	return in, intended, nil
}

// propose asks for a ruling on an incident the desk itself raised (an
// illegal move entered, the clock pressed without a move, a mate on the
// board).
func (r *rulingsPanel) propose(in rules.Incident) {
	r.asked = false
	idx := 0
	for i, k := range panelKinds {
		if k == in.Kind() {
			idx = i
		}
	}
	r.kind.SetSelectedIndex(idx)
	if p, ok := in.Side(); ok {
		r.player.SetSelectedIndex(int(p))
	}
	if il, ok := in.(rules.IllegalMove); ok {
		for i, k := range illegalKinds {
			if k == il.Illegal {
				r.illegal.SetSelectedIndex(i)
			}
		}
	}
	r.proposeWith(in, engine.NoMove)
}

// proposeWith prepares the ruling with the clock stopped; where the rule
// reads the mate analysis, that runs off the window's goroutine with an
// "analysing…" line, and the proposal shows when it is done, unless the
// game moved on meanwhile.
func (r *rulingsPanel) proposeWith(in rules.Incident, intended engine.Move) {
	v := r.v
	pend, err := v.s.Prepare(in, intended)
	if err != nil {
		v.env.ShowError(err)
		return
	}
	r.said.apply(&pend.proposal.Incident, &pend.facts)
	if in.Kind() == rules.KindSealedMove {
		pend.proposal.Intended = intended // the move meant, made once the ruling is accepted
	}
	if r.current == nil && r.waiting == nil {
		r.before = v.env.Window.Canvas().Focused()
	}
	if r.waiting != nil {
		// The desk raised another incident (a press of the clock) while an
		// analysis ran: the newer one is ruled on.
		r.waiting = nil
		r.update()
	}
	if v.s.clk.State().Status == clock.Running {
		if err := v.s.TogglePause(); err != nil {
			v.env.ShowError(err)
		}
		r.paused = true
	}
	v.clocks.update()
	v.showRulings()
	if !pend.NeedsAnalysis() {
		r.decided(pend)
		return
	}
	r.show(nil)
	r.waiting = pend
	r.explain.SetText(v.t("desk.ruling.analysing"))
	r.proposeBtn.Disable()
	s := v.s
	s.host.Go(func() {
		pend.Analyse()
		fyne.Do(func() {
			if r.waiting != pend {
				return // dropped, or another incident asked for since
			}
			r.waiting = nil
			r.update()
			if v.s != s || s.game.Ply() != pend.Ply || s.rulingRefused() != nil {
				r.show(nil)
				return
			}
			r.decided(pend)
		})
	})
}

// decided shows the decision of a prepared ruling.
func (r *rulingsPanel) decided(pend *Pending) {
	p, err := pend.Decide()
	if err != nil {
		r.v.env.ShowError(err)
		r.show(nil)
		return
	}
	r.show(&p)
	r.prepared = pend
	if r.asked {
		r.v.env.Window.Canvas().Focus(r.accept)
	}
	r.asked = false
}

// first is the field the keyboard goes to as the tab is shown: the
// incident, which the player's choice stands above; nil while the form
// is disabled.
func (r *rulingsPanel) first() fyne.Focusable {
	if r.kind.Disabled() || !r.form.Visible() {
		return nil
	}
	return r.kind
}

// changeIncident drops the proposal and brings the form back. The
// keyboard, where it was on what folds away with the proposal, goes to
// the incident: left on the hidden button, the next Tab went to "Flip
// board".
func (r *rulingsPanel) changeIncident() {
	c := r.v.env.Window.Canvas()
	hidden := slices.Contains([]fyne.Focusable{r.change, r.accept, r.overrule, r.reason}, c.Focused())
	r.show(nil)
	if f := r.first(); hidden && f != nil {
		c.Focus(f)
	}
}

// show displays a proposal, or clears the panel.
func (r *rulingsPanel) show(p *Proposal) {
	// The panel is laid out anew once it holds what it shows: the window
	// lays out one container of those whose size changed a frame, and
	// the form coming back, the decision's box was that one, the hint
	// left over the incident's list.
	defer look.LayOut(r.content)
	r.current, r.prepared = p, nil
	r.verdict.Hidden, r.citation.Hidden = p == nil, p == nil
	look.SetVisible(r.form, p == nil)
	look.SetVisible(r.proposeBtn, p == nil)
	look.SetVisible(r.change, p != nil)
	look.SetVisible(r.actions, p != nil)
	if p == nil {
		r.compareBtn.Disable()
		r.verdict.SetText("")
		r.citation.SetText("")
		r.explain.SetText(r.v.t(r.noneKey()))
		r.accept.Disable()
		r.overrule.Disable()
		r.reason.Disable()
		r.syncTouch()
		return
	}
	r.syncTouch()
	v := r.v
	d := p.Decision
	d.Localize(v.cat.TMap)
	verdict := v.verdictText(d)
	// The time as the dial shows it (cut to the second, not rounded): the
	// text says what the desk's clock shows.
	for _, side := range []engine.Color{engine.White, engine.Black} {
		if left := p.ClockLeft[side]; left > 0 {
			verdict += "\n" + words.ClockLeft(v.cat, side, left)
		}
	}
	r.verdict.SetText(verdict)
	r.citation.SetText(d.CitationText())
	text := explanationText(d)
	if len(d.Moves) > 0 {
		pos := v.s.game.Position()
		text += "\n" + v.t("rules.touch.moves-left", "moves", v.s.movesText(rules.MovesOf(&pos, d.Moves)))
	}
	if p.Claim != nil {
		text = v.cat.TMap(p.Claim.Finding.Key, p.Claim.Finding.Args) + "\n" + text // the explanation says the verdict
	}
	if d.PenaltyChoice {
		// The Laws leave the penalty to the arbiter: the ruleset's list
		// to choose from, as the command line prints it.
		text += "\n" + v.t("rules.cli.penalties", "ruleset", d.RulesetName)
		for _, pen := range rules.Penalties(d.Ruleset) {
			text += "\n  " + pen.Ref + "  " + v.t(pen.Key)
		}
	}
	r.explain.SetText(text)
	r.accept.Enable()
	r.overrule.Enable()
	r.reason.Enable()
	r.compareBtn.Enable()
}

// verdictText is a localized decision's result and how play goes on, the
// time added or deducted, the warnings given and the envelope's times.
func (v *View) verdictText(d rules.Decision) string {
	verdict := v.t(d.Continuation.Key())
	if d.Ends() {
		verdict = v.t("desk.ruling.result", "result", replay.ResultOf(d).Text(v.t)) + " — " + verdict
	}
	if added := d.TimeText(v.cat.TMap); added != "" {
		verdict += "\n" + added
	}
	for _, w := range d.Warnings {
		verdict += "\n" + v.t(w.Key)
	}
	if e := d.Envelope; e != nil {
		// The times used as the printed envelope writes them
		// (printing.Envelope), not as a dial: 0:00:27 beside 0:02.0.
		verdict += "\n" + v.t("desk.ruling.envelope", "white", e.UsedText(engine.White, v.cat.TMap), "black", e.UsedText(engine.Black, v.cat.TMap))
	}
	return verdict
}

// explanationText is a localized decision's explanation with its notes.
func explanationText(d rules.Decision) string {
	text := d.Explanation
	for _, n := range d.NoteTexts {
		text += "\n• " + n
	}
	return text
}

// decide applies the proposal or records it as overruled.
func (r *rulingsPanel) decide(overruled bool) {
	v := r.v
	if r.current == nil || v.s == nil {
		return
	}
	// The proposal decided, kept: the result it enters has the window
	// refresh the desk, which takes down a proposal on a game with a
	// result.
	p := *r.current
	// The sealed move the ruling plays is said as a move made on the
	// board is; a claim's move the ruling says.
	played := ""
	if !overruled && p.plays() && p.Incident.Kind() == rules.KindSealedMove {
		played = p.At.Format(p.Intended, v.notation())
	}
	if err := v.s.Apply(p, overruled, strings.TrimSpace(r.reason.Text)); err != nil {
		v.env.ShowError(err)
		v.update()
		return
	}
	r.resume()
	key := "desk.ruling.accepted"
	switch {
	case overruled:
		key = "desk.ruling.overruled"
	case p.Decision.Continuation == rules.PromoteToQueen && !p.plays():
		// The pawn's move was not the one the desk could make for it
		// (Session.queenedPawn): the arbiter enters it.
		key = "desk.ruling.accepted-queen"
	}
	v.say(v.t(key, "incident", v.t(p.Decision.Incident.Key())))
	// What was typed and stated was said of this incident.
	for _, e := range []*textfield.Entry{r.reason, r.intended, r.sealed, r.late, r.extra} {
		e.SetText("")
	}
	r.said.reset()
	r.corrected[engine.White].reset()
	r.corrected[engine.Black].reset()
	r.requests.reset()
	c := v.env.Window.Canvas()
	onDecision := c.Focused() == r.accept || c.Focused() == r.overrule || c.Focused() == r.reason
	r.show(nil)
	v.update()
	if onDecision {
		// The game goes on: the keyboard, on the buttons now gone, goes
		// to the move field.
		v.focusEntry()
	}
	if p.Decision.Incident == rules.KindTouchMove {
		r.touchDecided()
	}
	if played != "" {
		v.played(played)
	}
}

// resume restarts the clock the panel stopped for the ruling, on a game
// going on.
func (r *rulingsPanel) resume() {
	v := r.v
	if r.paused && v.s.rec.Result == tournament.NoResult && v.s.clk.State().Status == clock.Paused {
		if err := v.s.TogglePause(); err != nil {
			v.env.ShowError(err)
		}
	}
	r.paused = false
}

// dismiss sets aside the proposal shown, or awaited, as the arbiter does
// with Escape: nothing is ruled (an illegal move entered stays among the
// incidents, as it happened), the clock the panel stopped runs again, the
// form comes back and the keyboard goes back where it was as the ruling
// was asked (the move box where the desk raised it).
func (r *rulingsPanel) dismiss() {
	v := r.v
	p := r.current
	if r.waiting != nil {
		p = &r.waiting.proposal
	}
	if p == nil || v.s == nil {
		return
	}
	kind := p.Incident.Kind()
	r.waiting = nil
	r.show(nil)
	r.resume()
	v.say(v.t("desk.ruling.dismissed", "incident", v.t(kind.Key())))
	v.update()
	// A place gone meanwhile (a tab left) refuses it: the move box takes it.
	c := v.env.Window.Canvas()
	if r.before != nil {
		c.Focus(r.before)
	}
	if r.before == nil || c.Focused() != r.before {
		c.Focus(v.KeyHome())
	}
}

// touchDecided ends the stating of a touch-move incident once it is
// ruled: the touched pieces are forgotten, the board takes moves again
// and the status line says which moves the accepted ruling leaves.
func (r *rulingsPanel) touchDecided() {
	v := r.v
	r.setTouched(nil)
	r.kind.SetSelectedIndex(0)
	if moves, cite, ok := v.s.TouchBound(); ok && moves != nil {
		v.say(v.t("desk.touch.bound", "side", v.sideName(v.s.turn()), "moves", v.s.movesText(moves), "citation", cite.Text(v.cat.TMap)))
	}
}

// drop forgets a proposal the game has moved past: a decision is made
// for the position it was proposed in.
func (r *rulingsPanel) drop() {
	r.touched, r.released, r.releasing = nil, engine.NoSquare, false
	if r.current != nil || r.waiting != nil {
		r.waiting = nil
		r.show(nil)
		r.update()
	}
	r.paused = false
}

// extraMinutes reads the extra time of a disturbance: minutes for each
// player ("5"), or White's and Black's ("5, 0"); empty, none.
func extraMinutes(text string) ([2]time.Duration, bool) {
	var out [2]time.Duration
	parts := strings.Split(text, ",")
	if strings.TrimSpace(text) == "" {
		return out, true
	}
	if len(parts) > 2 {
		return out, false
	}
	for i, p := range parts {
		mins, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil || mins < 0 {
			return out, false
		}
		out[i] = time.Duration(mins) * time.Minute
	}
	if len(parts) == 1 {
		out[1] = out[0]
	}
	return out, true
}

// illegalIncident is the illegal move from → to in p that the arbiter
// entered, of its kind as the board takes a move: a king moving two
// squares along its rank, or onto its own rook, castles (against the
// rules: 4.4.3 then makes it move); a move onto the opponent's king
// captures it (FI 1); any other breaks the rules of movement.
func illegalIncident(p engine.Position, from, to engine.Square) rules.Incident {
	moved, _ := p.PieceAt(from)
	target, taken := p.PieceAt(to)
	in := rules.IllegalMove{Player: p.Turn()}
	switch {
	case taken && target.Role == engine.King && target.Color != moved.Color:
		in.Illegal = rules.IllegalKingCapture
	case moved.Role == engine.King && from.Rank() == to.Rank() &&
		(to.File()-from.File() == 2 || from.File()-to.File() == 2 || taken && target.Role == engine.Rook && target.Color == moved.Color):
		in.Illegal = rules.IllegalCastling
	}
	return in
}

// positionIncident is a position that ends the game by itself.
func positionIncident() rules.Incident {
	return rules.BoardPosition{}
}
