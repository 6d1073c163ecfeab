package desk

import (
	"errors"
	"fmt"
	"image/color"
	"strings"
	"time"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine"
	"arbiter/engine/clock"
	"arbiter/internal/crash"
	"arbiter/ui/button"
	"arbiter/ui/dropdown"
	"arbiter/ui/keyhold"
	"arbiter/ui/look"
	"arbiter/ui/textfield"
)

// clockPanel shows the two clocks and the arbiter's clock controls.
type clockPanel struct {
	v       *View
	face    *clockFace
	start   *button.Button
	control *textfield.Entry
	setCtl  *button.Button
	adjSide *dropdown.Select
	adjBy   *textfield.Entry
	adjBtn  *button.Button
	quick   *button.Button // the quickplay finish's switch, where the ruleset has one
	content fyne.CanvasObject
	// setting holds the control's and the adjustment's rows, in a tab
	// with the scoresheet's tools: above the scoresheet, with the clock,
	// they left its moves three or four rows at 1024×700, for what is
	// done once a game.
	setting fyne.CanvasObject
	// flags is how many flags were down when last shown.
	flags int
}

func newClockPanel(v *View) *clockPanel {
	c := &clockPanel{v: v}
	c.face = newClockFace(c)
	c.start = button.NewWithIcon(v.t("desk.clock.start"), theme.MediaPlayIcon(), v.guard("clock", c.toggle))
	c.control = v.newEntry("")
	c.setCtl = button.New(v.t("desk.clock.set-control"), v.guard("clock-control", c.setControl))
	c.adjSide = v.newSelect([]string{v.t("desk.white"), v.t("desk.black")}, nil)
	c.adjSide.SetSelectedIndex(0)
	c.adjBy = v.newEntry(v.t("desk.clock.adjust-placeholder"))
	c.adjBtn = button.New(v.t("desk.clock.adjust"), v.guard("clock-adjust", c.adjust))
	c.quick = button.New(v.t("desk.clock.quickplay"), v.guard("quickplay", c.quickplay))
	// Enter in a field does what its button does, as in the rulings form:
	// the arbiter typed "+2", pressed Enter, and nothing happened.
	c.control.OnSubmitted = func(string) { c.setCtl.OnTapped() }
	c.adjBy.OnSubmitted = func(string) { c.adjBtn.OnTapped() }
	// The keys that turn the tabs below are told beside the clock's
	// buttons, in room the row had to spare: under the move field they
	// took the board's column's last pixels at 1024×700, under the tabs
	// a line of the scoresheet.
	row1 := look.Border(nil, nil, container.NewHBox(c.start, c.quick), nil, v.keys)
	row2 := look.Border(nil, nil, widget.NewLabel(v.t("desk.clock.control")), c.setCtl, c.control)
	row3 := look.Border(nil, nil, c.adjSide, c.adjBtn, c.adjBy)
	// Beside each other where each field shows a control and an
	// adjustment whole.
	text := func(s string) float32 { return fyne.MeasureText(s, theme.TextSize(), fyne.TextStyle{}).Width }
	rows := newPair(row2, row3, text("40/120+30', 30+30'"), text(c.adjBy.PlaceHolder))
	c.content = container.NewVBox(c.face, row1, widget.NewSeparator())
	c.setting = container.NewVBox(rows)
	return c
}

// update shows the clock's reading now. The time shown is always the
// model's, computed from the time source; nothing counts down here.
func (c *clockPanel) update() {
	s := c.v.s
	if s == nil {
		return
	}
	st := s.clk.State()
	c.face.show(st)
	if c.v.rulings != nil {
		c.v.rulings.followClock(st)
	}
	look.SetVisible(c.quick, s.QuickplayOffered())
	if len(st.Flags) != c.flags && c.v.rulings != nil {
		// A flag fell (or the clock was set anew): the rulings panel
		// offers what the arbiter states of a flag down.
		c.flags = len(st.Flags)
		c.v.rulings.showStatements()
	}
	switch st.Status {
	case clock.NotStarted:
		key := "desk.clock.start"
		if s.Reopened() {
			key = "desk.clock.resume-clock"
		}
		c.start.SetText(c.v.t(key))
		c.start.SetIcon(theme.MediaPlayIcon())
	case clock.Running:
		c.start.SetText(c.v.t("desk.clock.pause"))
		c.start.SetIcon(theme.MediaPauseIcon())
	case clock.Paused:
		c.start.SetText(c.v.t("desk.clock.resume"))
		c.start.SetIcon(theme.MediaPlayIcon())
	}
	look.SetEnabled(c.control, st.Status == clock.NotStarted)
	look.SetEnabled(c.setCtl, st.Status == clock.NotStarted)
	// The control is shown also once the clock has started (read-only),
	// also in a view rebuilt for another language or a reopened game.
	if c.control.Disabled() || c.v.env.Window.Canvas().Focused() != c.control {
		c.control.SetText(s.clk.Control().String())
	}
	look.SetEnabled(c.start, !s.Finished())
}

// focus gives the keyboard to the clock so that space presses it.
func (c *clockPanel) focus() {
	if cv := c.v.env.Window.Canvas(); cv != nil {
		cv.Focus(c.face)
	}
}

func (c *clockPanel) do(err error) {
	if err != nil {
		c.v.env.ShowError(err)
	}
	c.v.update()
}

// press presses the clock by hand: it starts a clock not yet started; on
// a running clock it is a press without a move, which goes to the rulings
// panel.
func (c *clockPanel) press() {
	if c.v.s == nil || c.v.s.Finished() {
		return
	}
	in, err := c.v.s.Press()
	if in != nil {
		c.v.rulings.propose(in)
	}
	c.do(err)
}

func (c *clockPanel) toggle() {
	if c.v.s == nil {
		return
	}
	c.do(c.v.s.TogglePause())
	c.focus()
}

func (c *clockPanel) setControl() {
	if c.v.s == nil {
		return
	}
	err := c.v.s.SetControl(c.control.Text)
	if err == nil {
		// The game's type is its control's: said where the control is
		// set, with a type the event set that the control contradicts.
		c.v.sayGameType()
	}
	c.do(err)
}

// adjust adds or deducts the time typed as minutes, "m:ss" or seconds
// with an s ("-90s").
func (c *clockPanel) adjust() {
	if c.v.s == nil {
		return
	}
	d, err := parseAdjust(c.adjBy.Text)
	if err != nil {
		c.v.env.ShowError(err)
		return
	}
	side := engine.White
	if c.adjSide.SelectedIndex() == 1 {
		side = engine.Black
	}
	if err := c.v.s.Adjust(side, d); err != nil {
		c.do(err)
		return
	}
	c.adjBy.SetText("")
	c.v.say(c.v.t("desk.clock.adjusted", "side", c.v.sideName(side), "amount", formatSigned(d)))
	c.do(nil)
}

// quickplay gives both players the quickplay-finish increment (III.4).
func (c *clockPanel) quickplay() {
	if c.v.s == nil {
		return
	}
	if err := c.v.s.Quickplay(quickplayBonus); err != nil {
		c.do(err)
		return
	}
	c.v.say(c.v.t("desk.clock.quickplay-done", "seconds", int(quickplayBonus/time.Second)))
	c.do(nil)
}

// quickplayBonus is the increment of a quickplay-finish switch (III.4,
// Appendix G.4).
const quickplayBonus = 5 * time.Second

// parseAdjust reads an adjustment as engine.ClockAdjustment does: "+2",
// "-1:30", "90 s", "2 min", "1,5": minutes unless marked otherwise. What
// it cannot read whole, or an adjustment of nothing, is refused with the
// forms it takes; a time beyond the limit says so.
func parseAdjust(text string) (time.Duration, error) {
	d, err := engine.ParseReading(text, engine.ClockAdjustment)
	if errors.Is(err, engine.ErrReadingRange) {
		return 0, err
	}
	if err != nil || d == 0 {
		return 0, deskError("desk.error.adjust", "text", text)
	}
	return d, nil
}

// correctedTime reads the time a clock is to show after a correction, in
// the forms an adjustment takes, unsigned: "1:25:00" as the dial shows
// it, "85" minutes. A sign ("+5") says a change, not the time the clock is
// to show, and is refused, as is no time at all.
func correctedTime(text string) (time.Duration, error) {
	t := strings.TrimSpace(text)
	if strings.HasPrefix(t, "+") || strings.HasPrefix(t, "-") || strings.HasPrefix(t, "−") {
		return 0, deskError("desk.error.corrected-time", "text", text)
	}
	d, err := engine.ParseReading(t, engine.ClockAdjustment)
	if errors.Is(err, engine.ErrReadingRange) {
		return 0, err
	}
	if err != nil || d <= 0 {
		return 0, deskError("desk.error.corrected-time", "text", text)
	}
	return d, nil
}

// formatClock shows a reading on the dials: h:mm:ss, with tenths under
// 20 seconds when time matters most.
func formatClock(d time.Duration) string { return engine.FormatClock(d, engine.ClockDial) }

// formatSigned writes an adjustment as +m:ss or -m:ss.
func formatSigned(d time.Duration) string {
	if d < 0 {
		return "-" + engine.FormatClock(-d, engine.ClockShort)
	}
	return "+" + engine.FormatClock(d, engine.ClockShort)
}

// clockFace is the two large dials. A tap or the space bar presses the
// clock; "p" pauses and resumes it.
type clockFace struct {
	widget.BaseWidget
	c       *clockPanel
	bg      [2]*canvas.Rectangle
	time    [2]*canvas.Text
	info    [2]*canvas.Text
	name    [2]*canvas.Text
	focused bool
}

var (
	dialIdle    = color.NRGBA{0x3a, 0x3a, 0x3a, 0xff}
	dialRunning = color.NRGBA{0x1d, 0x6b, 0x3c, 0xff}
	dialFlag    = color.NRGBA{0xb0, 0x20, 0x20, 0xff}
	dialText    = color.NRGBA{0xff, 0xff, 0xff, 0xff}
)

func newClockFace(c *clockPanel) *clockFace {
	f := &clockFace{c: c}
	for i := range 2 {
		f.bg[i] = canvas.NewRectangle(dialIdle)
		f.bg[i].CornerRadius = 8
		f.time[i] = canvas.NewText("0:00:00", dialText)
		f.time[i].TextSize = 40
		f.time[i].TextStyle = fyne.TextStyle{Bold: true, Monospace: true}
		f.time[i].Alignment = fyne.TextAlignCenter
		f.info[i] = canvas.NewText("", dialText)
		f.info[i].TextSize = 12
		f.info[i].Alignment = fyne.TextAlignCenter
		f.name[i] = canvas.NewText("", dialText)
		f.name[i].TextSize = 14
		f.name[i].Alignment = fyne.TextAlignCenter
	}
	f.ExtendBaseWidget(f)
	return f
}

// show paints a reading. White's dial is on the left.
func (f *clockFace) show(st clock.State) {
	v := f.c.v
	for i, side := range []engine.Color{engine.White, engine.Black} {
		r := st.Side[side]
		f.time[i].Text = formatClock(r.Remaining)
		name := v.sideName(side)
		if r.Flagged {
			name = v.t("desk.clock.flag", "side", name)
		}
		f.name[i].Text = name
		info := v.t("desk.clock.moves", "n", r.Moves)
		if !r.Final {
			info += "  " + v.t("desk.clock.to-control", "n", r.ToControl)
		}
		if st.Bonus > 0 {
			info += "  +" + fmt.Sprint(int(st.Bonus/time.Second)) + "s"
		}
		if v.s.OfferPending(side) {
			// A draw offered before the move goes with it; the dial shows
			// it until then.
			info += "  (=)"
		}
		f.info[i].Text = info
		switch {
		case r.Flagged:
			f.bg[i].FillColor = dialFlag
		case st.Status == clock.Running && st.Turn == side:
			f.bg[i].FillColor = dialRunning
		default:
			f.bg[i].FillColor = dialIdle
		}
	}
	f.Refresh()
}

// Tapped presses the clock.
func (f *clockFace) Tapped(*fyne.PointEvent) {
	f.c.focus()
	f.c.press()
}

// FocusGained and FocusLost make the face focusable for the space bar.
func (f *clockFace) FocusGained() { f.focused = true; f.Refresh() }

// FocusLost ends keyboard control.
func (f *clockFace) FocusLost() { f.focused = false; f.Refresh() }

// TypedRune pauses and resumes the clock on p. Any other letter is a
// move typed with the keyboard on the face, where Tab from the move field
// takes it: it goes to the move field, which takes the keyboard; the face
// dropped it, nothing said. A space is the face's press (TypedKey).
func (f *clockFace) TypedRune(r rune) {
	switch {
	case r == 'p' || r == 'P':
		f.c.toggle()
	case !unicode.IsSpace(r):
		f.c.v.focusEntry()
		f.c.v.entry.TypedRune(r)
	}
}

// TypedKey presses the clock on space; Escape sets aside the ruling a
// press without a move proposed (rulingsPanel.dismiss). Enter gives the
// move field the keyboard: with a game open the desk's key (Ctrl+7) puts
// it in the move field, and the arbiter who went on by Tab and Enter, as
// from the board picker with none open, was left on the face.
func (f *clockFace) TypedKey(ev *fyne.KeyEvent) {
	if keyhold.Help(f, ev) {
		return
	}
	switch ev.Name {
	case fyne.KeySpace:
		f.c.press()
	case fyne.KeyReturn, fyne.KeyEnter:
		f.c.v.focusEntry()
	case fyne.KeyEscape:
		f.c.v.rulings.dismiss()
	}
}

// MinSize fits two dials of large digits.
func (f *clockFace) MinSize() fyne.Size { return fyne.NewSize(420, 110) }

func (f *clockFace) CreateRenderer() fyne.WidgetRenderer {
	focus := canvas.NewRectangle(color.Transparent)
	focus.StrokeColor = theme.Color(theme.ColorNameFocus)
	focus.StrokeWidth = 2
	focus.CornerRadius = 10
	r := &faceRenderer{f: f, focus: focus}
	r.objects = []fyne.CanvasObject{focus}
	for i := range 2 {
		r.objects = append(r.objects, f.bg[i], f.name[i], f.time[i], f.info[i])
	}
	// Fyne makes a renderer again for a face not drawn for a minute (the
	// desk's view hidden) and lays it out only when its size changes: the
	// new focus ring stayed without a size until the clock ran.
	r.Refresh()
	return r
}

type faceRenderer struct {
	f       *clockFace
	focus   *canvas.Rectangle
	objects []fyne.CanvasObject
}

func (r *faceRenderer) Destroy()                     {}
func (r *faceRenderer) Objects() []fyne.CanvasObject { return r.objects }
func (r *faceRenderer) MinSize() fyne.Size           { return r.f.MinSize() }

// Layout and Refresh run inside the toolkit's drawing: a panic there is
// reported, and the clock face stays as it was drawn last.
func (r *faceRenderer) Layout(size fyne.Size) { crash.Draw("clock", func() { r.layout(size) }) }

func (r *faceRenderer) layout(size fyne.Size) {
	r.focus.Resize(size)
	gap := float32(8)
	w := (size.Width - 3*gap) / 2
	h := size.Height - 2*gap
	for i := range 2 {
		x := gap + float32(i)*(w+gap)
		f := r.f
		f.bg[i].Move(fyne.NewPos(x, gap))
		f.bg[i].Resize(fyne.NewSize(w, h))
		f.name[i].Move(fyne.NewPos(x, gap+4))
		f.name[i].Resize(fyne.NewSize(w, 20))
		f.time[i].TextSize = min(44, h*0.42, w/6)
		f.time[i].Move(fyne.NewPos(x, gap+22))
		f.time[i].Resize(fyne.NewSize(w, h-44))
		f.info[i].Move(fyne.NewPos(x, gap+h-22))
		f.info[i].Resize(fyne.NewSize(w, 18))
	}
}

func (r *faceRenderer) Refresh() {
	crash.Draw("clock", func() {
		r.focus.Hidden = !r.f.focused
		r.layout(r.f.Size())
		for _, o := range r.objects {
			o.Refresh()
		}
	})
}
