package venue

import (
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/checkin"
	"arbiter/tournament/store"
	"arbiter/words"
)

// The entrance tablet's check-in (tournament.CheckIn): a deputy signs the
// tablet in on the entry page, as for result entry, and leaves it at the
// door; a player types his start number or the start of his name, finds
// his line and taps "I am here". Each tap is the store's MarkPresence, in
// one action whose audit names the deputy whose tablet it is and the
// device, as a result a deputy enters is named. Nothing but the open
// check-in's marks can be changed from it: the deputy hands his
// signed-in device over to the check-in with one button, after which the
// device enters no result (the entry page sends it back here) until it
// is signed in again; marking a player absent again is the arbiter's.

// checkInHref is the entrance tablet's check-in page.
const checkInHref = "checkin.html"

// checkInPage is the tablet's page: the open check-in's round, the
// players a search found (all of them before a search), each in or not.
type checkInPage struct {
	SignedIn bool
	Tablet   bool // the device is the entrance's tablet; else a deputy's, offered to become it
	Round    int
	Query    string
	Rows     []checkInRow
	Token    string
	Error    string
	Done     string
	Count    string // those in of those expected, the byes asked for apart (words.CheckInCount)
	// rev is the revision read before the list: a change after it is
	// one the open page is told of.
	rev int64
}

type checkInRow struct {
	who
	// Meta is the line below the name: the rating and the club, which
	// tell namesakes apart as the window's list does.
	Meta string
	In   bool
	// Mark is what the check-in's lists say of a player in, or of one
	// who asked for a bye in the round (words.CheckInMark): not in, why;
	// in, that the bye stands and the round is paired without him, as
	// the window's, the command line's and the wall's lists say it.
	Mark string
}

func (d *deputy) serveCheckIn(w http.ResponseWriter, r *http.Request, s *Server, snap *snapshot) {
	cat := i18n.For(pageLanguage(w, r, snap.facts.ev))
	w.Header().Set("Cache-Control", "no-store")
	now := time.Now()
	se, err := d.current(r, now)
	if err != nil {
		ref := readRefused(err)
		d.showCheckIn(w, r, s, cat, ref.status, checkInPage{Error: cat.Sentence(ref.err)})
		return
	}
	if se == nil {
		d.showCheckIn(w, r, s, cat, http.StatusForbidden, checkInPage{Error: cat.T("checkin.venue.signin")})
		return
	}
	if r.Method == http.MethodPost {
		d.postCheckIn(w, r, s, cat, se, now)
		return
	}
	q := r.URL.Query().Get("q")
	if tooLong(q) {
		q = ""
	}
	d.checkInList(w, r, s, cat, http.StatusOK, checkInPage{Query: q, Done: d.takeFlash(se, r), Tablet: se.tablet})
}

// checkInList shows the open check-in as the file has it now, with the
// players the query finds (all before one is typed).
func (d *deputy) checkInList(w http.ResponseWriter, r *http.Request, s *Server, cat *i18n.Catalog, status int, data checkInPage) {
	data.SignedIn, data.Token, data.rev = true, d.token(time.Now()), s.snap.Load().rev
	ev, err := d.writer.Event()
	if err != nil {
		ref := readRefused(err)
		data.Error = cat.Sentence(ref.err)
		d.showCheckIn(w, r, s, cat, ref.status, data)
		return
	}
	c, err := checkin.OpenNow(ev)
	if err != nil {
		// A tap refused as the check-in closed is told as the list is:
		// the player's next step is the arbiter.
		if data.Error == "" || data.Tablet {
			data.Error = shutWords(cat, ev, err, data.Tablet)
		}
		d.showCheckIn(w, r, s, cat, status, data)
		return
	}
	data.Round = c.Round
	// Beside the window that holds the file every tap is refused: the
	// player, or the deputy, is told before he looks for a name.
	if data.Error == "" && d.besideTheWindow() {
		data.Error = cat.T("checkin.venue.in-window")
	}
	f := s.snap.Load().facts
	list := searchable(f, cat.Lang())
	if data.Query != "" {
		list = found(f, cat.Lang(), data.Query)
	}
	for _, p := range list {
		pl, ok := ev.Player(p.ID)
		if !ok || !checkin.Expected(*pl, c.Round) {
			continue
		}
		row := checkInRow{who: p.who, Meta: words.Join(" · ", words.Number(p.Rating), p.Club), In: c.In(p.ID)}
		if _, own := checkin.OwnBye(ev, c, p.ID); own || row.In {
			row.Mark = words.CheckInMark(cat, ev, c, p.ID)
		}
		data.Rows = append(data.Rows, row)
	}
	data.Count = words.CheckInCount(cat, "checkin.venue.count", ev, c)
	d.showCheckIn(w, r, s, cat, status, data)
}

// shutWords says why no check-in is open, err as checkin.OpenNow gives
// it: to the player at the tablet, whose next step is the arbiter, where
// a check-in is still to come in the event; to a deputy, the arbiter's
// own reason, opening the next one first among them.
func shutWords(cat *i18n.Catalog, ev *tournament.Event, err error, tablet bool) string {
	r, rerr := checkin.Round(ev)
	if !tablet || rerr != nil {
		return cat.Sentence(err)
	}
	if _, closed := checkin.Of(ev, r); closed {
		return cat.T("checkin.venue.closed", "round", r)
	}
	return cat.T("checkin.venue.not-open", "round", r)
}

// postCheckIn checks a player in from the tablet, and answers with a
// redirect to the list, which tells whom it checked in.
func (d *deputy) postCheckIn(w http.ResponseWriter, r *http.Request, s *Server, cat *i18n.Catalog, se *session, now time.Time) {
	val, ref := d.form(w, r)
	if ref == nil && val["step"] != "checkin" && val["step"] != "tablet" && val["step"] != "signout" {
		ref = formRefused(http.StatusBadRequest)
	}
	id, err := strconv.ParseInt(val["player"], 10, 64)
	if ref == nil && val["step"] == "checkin" && (err != nil || id < 1) {
		ref = formRefused(http.StatusBadRequest)
	}
	q := val["q"]
	if tooLong(q) {
		q = ""
	}
	listed := checkInHref
	if q != "" {
		listed += "?" + url.Values{"q": {q}}.Encode()
	}
	// "I am here" tapped twice is told the first tap's outcome; the form
	// is one for every row, so its player is part of what it saves.
	tok, form := val["token"], ""
	if ref == nil && val["step"] == "checkin" {
		form = tok + "/" + val["player"]
	}
	if ref == nil && val["step"] == "checkin" && !se.tablet {
		ref = refuse(http.StatusConflict, "checkin.venue.not-tablet")
	}
	var mine chan struct{}
	if ref == nil {
		var told, gone bool
		ref, told, mine, gone = d.spendOnce(r, se, tok, form, now)
		if gone {
			return
		}
		if told {
			d.redirect(w, r, listed)
			return
		}
	}
	// A player at the tablet enters no result: a form spent or too old
	// tells him to tap again, in the check-in's words.
	if ref != nil && val["step"] == "checkin" {
		if errors.Is(ref.err, errToken) {
			ref = refuse(ref.status, "checkin.venue.err.token")
		}
	}
	if ref != nil {
		ref.err = checkInWords.of(ref.err)
	}
	if ref == nil && val["step"] == "signout" {
		d.signOutDevice(w, r, now)
		d.redirect(w, r, enterHref)
		return
	}
	if ref == nil && val["step"] == "tablet" {
		d.mu.Lock()
		se.tablet = true
		d.mu.Unlock()
		d.redirect(w, r, checkInHref)
		return
	}
	if ref != nil {
		d.checkInList(w, r, s, cat, ref.status, checkInPage{Query: q, Error: cat.Sentence(ref.err), Tablet: se.tablet})
		return
	}
	addr := clientAddr(r)
	var c tournament.CheckIn
	err = d.writer.Batch(func(tx *store.Tx) error {
		by := se.actor(addr)
		tx.ActAs(by)
		var err error
		c, err = tx.MarkPresence(id, true, by)
		return err
	})
	if err != nil {
		ref := checkInWords.refused(err)
		d.saveEnded(se, tok, form, mine, ref)
		d.checkInList(w, r, s, cat, ref.status, checkInPage{Query: q, Error: cat.Sentence(ref.err), Tablet: true})
		return
	}
	said := cat.T("checkin.cli.in", "name", "", "round", c.Round)
	if ev, err := d.writer.Event(); err == nil {
		said = words.CheckedIn(cat, ev, c, id, true)
	}
	d.wrote(s, se, said)
	d.saveEnded(se, tok, form, mine, nil)
	d.redirect(w, r, listed)
}

// showCheckIn renders the tablet's page. The page of a signed-in device
// follows the file as the public pages do, read anew in place rather
// than reloaded (liveScript), and at least at half its forms' life, so
// that a list left open for hours takes a tap.
func (d *deputy) showCheckIn(w http.ResponseWriter, r *http.Request, s *Server, cat *i18n.Catalog, status int, data checkInPage) {
	var live func(*page)
	if data.SignedIn {
		live = func(p *page) {
			p.Live, p.Rev, p.Renew = true, strconv.FormatInt(data.rev, 10), int(tokenLife/2/time.Second)
		}
	}
	writeDeskPage(w, r, s, cat, status, "checkin", checkInHref, "checkin.venue.title", data.SignedIn && !data.Tablet, data, live)
}

// isTablet reports whether r comes from the entrance's tablet, which
// enters no result.
func (d *deputy) isTablet(r *http.Request) bool {
	_, se := d.signedIn(r, time.Now())
	if se == nil {
		return false
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	return se.tablet
}
