package ui

import (
	"bytes"
	"context"
	"image/color"
	"net"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/store"
	"arbiter/ui/look"
	"arbiter/venue"
	"arbiter/words"
)

// publication is the venue server of the open file while it runs: it
// outlives the views (a language switch rebuilds them) and ends with the
// file (closeDocument).
type publication struct {
	srv    *venue.Server
	ro     *store.Store
	cancel context.CancelFunc
	done   chan error
	urls   []string
	// own is the open event's folder under the venue's front page
	// ("open/"), "" when it is published alone.
	own string
	// others are the other files of the weekend published with it, each
	// a section under its folder (dirs, in the same order).
	others []*venue.File
	paths  []string
	dirs   []string
}

// publish starts the venue server on addr: pages read through a store of
// their own opened read-only, so that no phone waits on the window nor the
// window on a phone; a deputy's result goes through the window's store,
// after which the window re-reads the event; when wrong PINs lock the
// deputies' entry, the view says so at once. The other files of the
// weekend kept with the event (store.VenueSections) are published with it
// as one venue, each a section, as "arbiter serve A B …" serves them
// (venue.OpenFile, venue.NewVenue).
func (s *Shell) publish(addr string) error {
	paths, err := s.doc.st.VenueSections()
	if err != nil {
		return err
	}
	ro, err := store.OpenReadOnly(s.doc.st.Path())
	if err != nil {
		return err
	}
	// The server calls back from its handlers' goroutines, many at once
	// (wrong PINs from many phones lock many devices together). fyne.Do
	// runs them one at a time on the window's goroutine in the app, but a
	// driver may run them at once on the caller's (Fyne's test driver
	// does): the lock keeps them one at a time there too.
	var one sync.Mutex
	onWindow := func(f func()) {
		fyne.Do(func() {
			one.Lock()
			defer one.Unlock()
			f()
		})
	}
	locked := func(string, time.Time) {
		onWindow(func() {
			if v := s.views[areaVenue]; v != nil {
				v.refresh()
			}
		})
	}
	opts := venue.Options{Written: func() { onWindow(s.reload) }, Locked: locked, ReadOnly: s.doc.readOnly}
	if !s.doc.readOnly {
		opts.Deputy = s.doc.st
	}
	srv, err := venue.New(ro, opts)
	if err != nil {
		ro.Close()
		return err
	}
	ctx, cancel := context.WithCancel(context.Background())
	p := &publication{srv: srv, ro: ro, cancel: cancel, done: make(chan error, 1)}
	slugs := venue.Slugs(append([]string{s.doc.st.Path()}, paths...))
	secs := []venue.Section{{Slug: slugs[0], Server: srv}}
	for i, path := range paths {
		f, err := venue.OpenFile(path, venue.Options{Locked: locked})
		if err != nil {
			p.close()
			return uiError("publish.ui.open-failed", "file", path, "err", s.cat.Sentence(err))
		}
		p.others, p.paths, p.dirs = append(p.others, f), append(p.paths, path), append(p.dirs, slugs[i+1]+"/")
		secs = append(secs, venue.Section{Slug: slugs[i+1], Server: f.Server})
	}
	if len(secs) > 1 {
		p.own = slugs[0] + "/"
	}
	v, err := venue.NewVenue(secs)
	if err != nil {
		p.close()
		return err
	}
	ready := make(chan net.Addr, 1)
	go func() { p.done <- v.ListenAndServe(ctx, addr, func(a net.Addr) { ready <- a }) }()
	select {
	case a := <-ready:
		p.urls = venue.URLs(a)
	case err := <-p.done:
		p.close()
		return err
	}
	s.venue = p
	s.app.Preferences().SetString(prefPublish, addr)
	return nil
}

// close stops the servers and lets the files go, once nothing listens.
func (p *publication) close() {
	p.cancel()
	p.srv.Close()
	p.ro.Close()
	for _, f := range p.others {
		f.Close()
	}
}

// stopPublishing ends the venue server, if one runs.
func (s *Shell) stopPublishing() {
	p := s.venue
	if p == nil {
		return
	}
	s.venue = nil
	p.cancel()
	<-p.done
	p.close()
}

// venueAddress is the address the printed pairing list and standings
// carry, with its QR code, while the pages are published: the open
// event's pages at the first of the computer's addresses (a network's
// before loopback).
func (s *Shell) venueAddress() string {
	if s.venue == nil || len(s.venue.urls) == 0 {
		return ""
	}
	return s.venue.urls[0] + s.venue.own
}

// venueView is "Publish at the venue": the server on or off, the
// addresses to type and a QR code to scan, whether the deputies' result
// entry is on or locked, and the deputy arbiters with their PINs.
type venueView struct {
	s      *Shell
	box    *fyne.Container
	scroll *container.Scroll
	addr   *field
	name   *field // a deputy to add
	fide   *field // his FIDE id
}

func newVenueView(s *Shell) view {
	v := &venueView{s: s, box: container.NewVBox(), addr: s.newField(), name: s.newField(), fide: s.newField()}
	// The scroll bar is drawn over the content's right edge: a strip as
	// wide is kept free, so that the address and Start end left of it.
	bar := canvas.NewRectangle(color.Transparent)
	bar.SetMinSize(fyne.NewSize(theme.ScrollBarSize(), 0))
	v.scroll = container.NewVScroll(look.Border(nil, nil, nil, bar, v.box))
	v.addr.SetText(s.app.Preferences().StringWithFallback(prefPublish, venue.DefaultAddr))
	// The deputy's form ends the view, below the window's edge at
	// 1024×700: a field of it reached by Tab brings it into sight, with
	// its problems and Add (they were typed into and said out of sight).
	for _, f := range []*field{v.name, v.fide} {
		f.reached = v.scroll.ScrollToBottom
	}
	return v
}

func (v *venueView) object() fyne.CanvasObject { return v.scroll }

func (v *venueView) refresh() {
	s := v.s
	title := viewTitle(s.t("ui.venue.title"))
	intro := wrapped(s.t("ui.venue.intro"))
	objs := []fyne.CanvasObject{title, intro}
	if p := s.venue; p == nil {
		start := primary(newButton(s.t("ui.venue.start"), s.guard("publish", func() {
			if err := s.publish(strings.TrimSpace(v.addr.Text)); err != nil {
				s.showError(err)
			}
			v.refresh()
		})))
		// Enter in the address starts, as the box's only action.
		v.addr.OnSubmitted = func(string) { start.OnTapped() }
		objs = append(objs, v.servedElsewhere()...)
		objs = append(objs, widget.NewForm(s.item("ui.venue.addr", v.addr)), start)
	} else {
		objs = append(objs, v.published(p)...)
	}
	objs = append(objs, v.sections()...)
	v.box.Objects = append(objs, v.deputies()...)
	v.box.Refresh()
}

// servedElsewhere says, above Start, that arbiter serve already
// publishes the open file's pages, since when and where the phones read
// them (store.ServedElsewhere): the view offered to publish them as if
// they were not, and on serve's port refused it as a port taken. Nothing
// while no serve does.
func (v *venueView) servedElsewhere() []fyne.CanvasObject {
	s := v.s
	sv, ok := store.ServedElsewhere(s.doc.st.Path())
	if !ok {
		return nil
	}
	l := wrapped(s.t("ui.venue.served", "pid", sv.PID, "since", words.Moment(s.cat, sv.Since), "url", sv.URLs[0]))
	l.Selectable = true // the address copied
	return []fyne.CanvasObject{l}
}

// published is the part of the view while the pages are published.
func (v *venueView) published(p *publication) []fyne.CanvasObject {
	s := v.s
	stop := newButton(s.t("ui.venue.stop"), s.guard("publish", func() { s.stopPublishing(); v.refresh() }))
	// The code beside the addresses, so that the view fits a small screen.
	side := []fyne.CanvasObject{widget.NewLabel(s.t("ui.venue.on"))}
	for _, u := range p.urls {
		l := widget.NewLabel(u)
		l.TextStyle.Monospace = true
		l.Selectable = true
		if !venue.OnlyHere(u) {
			side = append(side, l)
			continue
		}
		// Beside it, not in it: the address is copied without the words.
		side = append(side, container.NewHBox(l, widget.NewLabel(s.t("venue.here-only"))))
	}
	if p.own != "" {
		own := wrapped(s.t("publish.ui.own-at", "url", p.urls[0]+p.own))
		own.Selectable = true
		side = append(side, own)
	}
	wall := wrapped(s.t("ui.venue.wall", "url", p.urls[0]+"wall.html"))
	wall.Selectable = true
	side = append(side, wall, container.NewHBox(stop))
	// The texts take the width the code leaves, and wrap in it: in an
	// HBox they would push the view past the window's edge.
	var qr fyne.CanvasObject
	if img := qrImage(p.urls[0], 220); img != nil {
		qr = img
	}
	objs := []fyne.CanvasObject{look.Border(nil, nil, qr, nil, container.NewVBox(side...)), widget.NewSeparator()}
	if s.doc.event.Settings.System.Team() {
		return objs // deputies() says where a team event's results go
	}
	entry := wrapped(s.t("ui.venue.deputy.off"))
	if p.srv.DeputyEntry() {
		entry.SetText(s.t("ui.venue.deputy.on"))
	}
	objs = append(objs, entry)
	if p.srv.PINsLocked() {
		locked := dangerLabel(s.t("ui.venue.deputy.locked"))
		unlock := newButton(s.t("ui.venue.deputy.unlock"), s.guard("publish", func() { p.srv.UnlockPINs(); v.refresh() }))
		objs = append(objs, locked, container.NewHBox(unlock))
	}
	return objs
}

// qrImage is the QR code of text at size points, nil when text is too
// long for one.
func qrImage(text string, size float32) *canvas.Image {
	png, err := venue.QR(text, 8)
	if err != nil {
		return nil
	}
	img := canvas.NewImageFromReader(bytes.NewReader(png), "venue-qr.png")
	img.FillMode = canvas.ImageFillContain
	img.SetMinSize(fyne.NewSize(size, size))
	return img
}

// deputies lists the event's deputy arbiters (deputyRows), changed
// through the window's actions.
func (v *venueView) deputies() []fyne.CanvasObject {
	s := v.s
	if s.doc.event.Settings.System.Team() {
		// The pages take no team match's board (the entry page is not
		// served): no deputy signs in, so none is offered a PIN.
		off := wrapped(s.t("teams.ui.venue.entry", "matches", s.t("teams.ui.nav.matches")))
		return []fyne.CanvasObject{off}
	}
	intro := wrapped(s.t("ui.deputies.intro"))
	objs := []fyne.CanvasObject{widget.NewSeparator(), sectionTitle(s.t("ui.deputies.title")), intro}
	dir := ""
	if s.venue != nil {
		dir = s.venue.own
	}
	book := deputyBook{list: s.doc.event.Deputies, readOnly: s.doc.readOnly, dir: dir, name: v.name, fide: v.fide,
		change: func(c func(st *store.Store) error, said func(error) bool) bool {
			return s.actSaying(func() error { return c(s.doc.st) }, said)
		}}
	return append(objs, v.deputyRows(book)...)
}

// deputyBook is one file's deputy arbiters as the Publish view shows and
// sets them: the open event's, or another section's (sectionDeputies).
type deputyBook struct {
	list     []tournament.Deputy
	readOnly bool
	dir      string // the file's folder under the venue's address ("" for the top)
	// change makes a change to the file's deputies and says whether it
	// was made; a refusal is shown, unless said (when given) says it
	// where it belongs.
	change     func(c func(st *store.Store) error, said func(error) bool) bool
	name, fide *field // the deputy to add
}

// deputyRows are a file's deputies, each with whether he has a PIN, a
// button for a new one and one to remove him, and a form to add one, who
// gets his PIN at once.
func (v *venueView) deputyRows(b deputyBook) []fyne.CanvasObject {
	s := v.s
	var objs []fyne.CanvasObject
	if len(b.list) == 0 {
		objs = append(objs, widget.NewLabel(s.t("ui.deputies.none")))
	}
	for _, d := range b.list {
		text := d.Name
		if d.FIDEID != "" {
			text += " (FIDE " + d.FIDEID + ")"
		}
		state := s.t("ui.deputies.no-pin")
		if d.PIN {
			state = s.t("ui.deputies.has-pin")
		}
		row := []fyne.CanvasObject{widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), widget.NewLabel(state)}
		if !b.readOnly {
			name := d.Name
			pin := newButton(s.t("ui.deputies.new-pin"), func() {
				var made string
				if b.change(func(st *store.Store) (err error) { made, err = st.NewDeputyPIN(name); return }, nil) {
					v.showPIN(name, made, b.dir)
				}
			})
			remove := newButton(s.t("ui.deputies.remove"), func() {
				ask := wrapped(s.t("ui.deputies.remove-confirm", "name", name))
				s.confirmRisky(s.t("ui.deputies.remove"), ask, s.t("ui.deputies.remove"), func() {
					b.change(func(st *store.Store) error { return st.RemoveDeputy(name) }, nil)
				})
			})
			row = append(row, pin, remove)
		}
		objs = append(objs, container.NewHBox(row...))
	}
	if b.readOnly {
		return objs
	}
	// The event's rule for a deputy judges the name and FIDE id typed
	// (tournament.Deputy.Validate): every problem is said below its field
	// at once, the store's refusal likewise, and what was typed stays.
	notes := formNotes{}
	form := widget.NewForm(notes.item(s.t("ui.deputies.name"), b.name, ""),
		notes.item(s.t("ui.deputies.fide-id"), b.fide, s.t("ui.players.field.fideid.hint")))
	say := func(bad map[fyne.CanvasObject]error) bool {
		// Below his own FIDE id, the problem of the id alone.
		if m, ok := bad[b.fide].(*engine.Message); ok {
			if p, ok := m.Args["problem"].(error); ok {
				bad[b.fide] = p
			}
		}
		return notes.showNamed(s, bad)
	}
	add := newButton(s.t("ui.deputies.add"), func() {
		d := tournament.Deputy{Name: strings.TrimSpace(b.name.Text), FIDEID: strings.TrimSpace(b.fide.Text)}
		asked := d
		ownerOf := deputyOwner(b.name, b.fide, &asked)
		bad := map[fyne.CanvasObject]error{}
		err := notes.everyProblem(bad, func() error { return asked.Validate(b.list) }, ownerOf)
		if say(bad) {
			return
		}
		if err != nil {
			s.showError(err)
			return
		}
		said := func(err error) bool {
			w, mine := notes.refused(err, ownerOf)
			return mine && say(map[fyne.CanvasObject]error{w: err})
		}
		var made string
		if b.change(func(st *store.Store) (err error) { made, err = st.AddDeputy(d, true); return }, said) {
			b.name.SetText("")
			b.fide.SetText("")
			v.showPIN(d.Name, made, b.dir)
		}
	})
	// Enter in either field adds him, as the button does.
	b.name.OnSubmitted = func(string) { add.OnTapped() }
	b.fide.OnSubmitted = b.name.OnSubmitted
	return append(objs, form, container.NewHBox(add))
}

// deputyOwner is the field of a deputy's form, his name or FIDE id, that
// a refusal of the deputy d is about, and how to set it aside in d.
func deputyOwner(name, fide fyne.CanvasObject, d *tournament.Deputy) func(*engine.Message) (owner, bool) {
	return func(m *engine.Message) (owner, bool) {
		switch {
		case m.Key == "event.err.player.fideid":
			return owner{fide, func() { d.FIDEID = "" }}, true
		case strings.HasPrefix(m.Key, "deputy.err.name-") || m.Key == "deputy.err.duplicate" ||
			m.Key == "event.err.player.name_long" || strings.HasPrefix(m.Key, "event.err.text."):
			return owner{name, func() { d.Name = "?" }}, true
		}
		return owner{}, false
	}
}

// showPIN shows a deputy's new PIN this once, large, and while the pages
// are published the QR code of the address that signs his phone in with
// it, in his file's folder dir of the venue.
func (v *venueView) showPIN(name, pin, dir string) {
	s := v.s
	text := wrapped(s.t("ui.deputies.pin-offline", "name", name, "pin", pin))
	big := widget.NewLabelWithStyle(pin, fyne.TextAlignCenter, fyne.TextStyle{Monospace: true})
	big.SizeName = theme.SizeNameHeadingText
	content := []fyne.CanvasObject{container.NewCenter(big)}
	if p := s.venue; p != nil {
		if img := qrImage(p.urls[0]+dir+"enter.html?pin="+pin, 240); img != nil {
			text.SetText(s.t("ui.deputies.pin-scan", "name", name, "pin", pin))
			content = append(content, container.NewCenter(img))
		}
	}
	var m *modal
	ok := primary(newButton(s.t("ui.ok"), func() { m.hide() }))
	m = s.newModal(s.t("ui.deputies.pin-title", "name", name), container.NewVBox(append([]fyne.CanvasObject{text}, content...)...), 520, ok)
	m.resize()
	m.show()
}
