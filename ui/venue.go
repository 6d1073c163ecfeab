package ui

import (
	"bytes"
	"context"
	"net"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"arbiter/tournament/store"
	"arbiter/venue"
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
}

// publish starts the venue server on addr: pages read through a store of
// their own opened read-only, so that no phone waits on the window nor the
// window on a phone; a deputy's result goes through the window's store,
// after which the window re-reads the event; when wrong PINs lock the
// deputies' entry, the view says so at once.
func (s *Shell) publish(addr string) error {
	ro, err := store.OpenReadOnly(s.doc.st.Path())
	if err != nil {
		return err
	}
	opts := venue.Options{Written: func() { fyne.Do(s.reload) }, Locked: func() {
		fyne.Do(func() {
			if v := s.views[areaVenue]; v != nil {
				v.refresh()
			}
		})
	}}
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
	ready := make(chan net.Addr, 1)
	go func() { p.done <- srv.ListenAndServe(ctx, addr, func(a net.Addr) { ready <- a }) }()
	select {
	case a := <-ready:
		p.urls = venue.URLs(a)
	case err := <-p.done:
		cancel()
		srv.Close()
		ro.Close()
		return uiError("ui.venue.listen", "addr", addr, "err", err.Error())
	}
	s.venue = p
	return nil
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
	p.srv.Close()
	p.ro.Close()
}

// venueAddress is the address the printed pairing list and standings
// carry, with its QR code, while the pages are published: the first of
// the computer's addresses (a network's before loopback).
func (s *Shell) venueAddress() string {
	if s.venue == nil || len(s.venue.urls) == 0 {
		return ""
	}
	return s.venue.urls[0]
}

// venueView is "Publish at the venue": the server on or off, the
// addresses to type and a QR code to scan, and the deputies' PIN.
type venueView struct {
	s    *Shell
	box  *fyne.Container
	addr *field
	pin  *field
}

func newVenueView(s *Shell) view {
	v := &venueView{s: s, box: container.NewVBox(), addr: s.newField(), pin: s.newField()}
	v.addr.SetText(venue.DefaultAddr)
	v.pin.Password = true
	return v
}

func (v *venueView) object() fyne.CanvasObject { return container.NewVScroll(v.box) }

func (v *venueView) refresh() {
	s := v.s
	title := viewTitle(s.t("ui.venue.title"))
	intro := widget.NewLabel(s.t("ui.venue.intro"))
	intro.Wrapping = fyne.TextWrapWord
	objs := []fyne.CanvasObject{title, intro}
	p := s.venue
	if p == nil {
		start := widget.NewButton(s.t("ui.venue.start"), s.guard("publish", func() {
			if err := s.publish(strings.TrimSpace(v.addr.Text)); err != nil {
				s.showError(err)
			}
			v.refresh()
		}))
		start.Importance = widget.HighImportance
		objs = append(objs, widget.NewForm(widget.NewFormItem(s.t("ui.venue.addr"), v.addr)), start)
		v.box.Objects = objs
		v.box.Refresh()
		return
	}
	stop := widget.NewButton(s.t("ui.venue.stop"), s.guard("publish", func() { s.stopPublishing(); v.refresh() }))
	// The code beside the addresses, so that the view fits a small screen.
	side := []fyne.CanvasObject{widget.NewLabel(s.t("ui.venue.on"))}
	for _, u := range p.urls {
		l := widget.NewLabel(u)
		l.TextStyle.Monospace = true
		l.Selectable = true
		side = append(side, l)
	}
	side = append(side, container.NewHBox(stop))
	row := []fyne.CanvasObject{}
	if png, err := venue.QR(p.urls[0], 8); err == nil {
		img := canvas.NewImageFromReader(bytes.NewReader(png), "venue-qr.png")
		img.FillMode = canvas.ImageFillContain
		img.SetMinSize(fyne.NewSize(220, 220))
		row = append(row, img)
	}
	objs = append(objs, container.NewHBox(append(row, container.NewVBox(side...))...), widget.NewSeparator())
	objs = append(objs, sectionTitle(s.t("ui.venue.deputy.title")))
	entry := widget.NewLabel(s.t("ui.venue.deputy.off"))
	if p.srv.DeputyEntry() {
		entry.SetText(s.t("ui.venue.deputy.on"))
	}
	entry.Wrapping = fyne.TextWrapWord
	objs = append(objs, entry)
	if p.srv.PINsLocked() {
		locked := widget.NewLabel(s.t("ui.venue.deputy.locked"))
		locked.Importance = widget.DangerImportance
		locked.Wrapping = fyne.TextWrapWord
		unlock := widget.NewButton(s.t("ui.venue.deputy.unlock"), s.guard("publish", func() { p.srv.UnlockPINs(); v.refresh() }))
		objs = append(objs, locked, container.NewHBox(unlock))
	}
	if !s.doc.readOnly {
		set := widget.NewButton(s.t("ui.venue.deputy.set"), s.guard("publish", func() {
			if err := p.srv.SetPIN(v.pin.Text); err != nil {
				s.showError(err)
				return
			}
			v.pin.SetText("")
			v.refresh()
		}))
		off := widget.NewButton(s.t("ui.venue.deputy.stop"), s.guard("publish", func() { p.srv.SetPIN(""); v.refresh() }))
		setEnabled(off, p.srv.DeputyEntry())
		objs = append(objs, widget.NewForm(widget.NewFormItem(s.t("ui.venue.deputy.pin"), v.pin)), container.NewHBox(set, off))
	}
	v.box.Objects = objs
	v.box.Refresh()
}
