package printing

import (
	"cmp"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"sync"
	"time"

	"codeberg.org/go-pdf/fpdf"

	"arbiter/assets"
	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/schedule"
	"arbiter/words"
)

// Options choose the language and paper of a document. Zero values take
// the event's settings.
type Options struct {
	// Lang is the language of the sheet; empty means the event's language.
	Lang i18n.Lang
	// Paper is "A4" or "Letter"; empty means the event's paper size, A4
	// when that is empty too.
	Paper string
	// Address is the venue pages' address (http://…), which the pairing
	// list and the standings print with its QR code; empty for none.
	Address string
	// State is the change of the event's history the sheet shows, said
	// at every page's foot; the zero State says none.
	State State
}

// State is an event's state as the file's history names it: its newest
// change and when that was made (store.Store.LastChange). A sheet printed
// again after a correction carries another, so that the one on the wall
// is told from the one that replaces it.
type State struct {
	Change int64
	At     time.Time
}

// errorf makes a printing error: a failure to print that the user can fix
// (an unknown paper size, a round that does not exist), as an
// engine.Message the CLI and GUI show in the user's language; kv
// alternates names and values.
func errorf(key string, kv ...any) *engine.Message { return engine.NewMessage(key, kv...) }

// errRound is the error for a round the event does not have.
func errRound(round int) error { return errorf("print.error.round", "round", round) }

// AfterRound is the event to print standings and crosstable from as they
// stood after round n; n 0 is the event as it is.
func AfterRound(ev *tournament.Event, n int) (*tournament.Event, error) {
	switch {
	case n == 0:
		return ev, nil
	case n < 0 || n > ev.PairedRounds():
		return nil, errRound(n)
	}
	return ev.AfterRound(n), nil
}

// Page geometry in millimetres.
const (
	margin     = 12.0
	headerBase = 26.0 // where the body starts below the page header
	footerH    = 8.0
	fontFamily = "dejavu"
)

// pagesAlias is replaced by the page count when the document is written.
const pagesAlias = "{nb}"

// sheet is one PDF being written: the fpdf document plus what the page
// header needs. Documents set title and round before adding pages; the
// header function reads them for every page, including automatic breaks.
type sheet struct {
	pdf pen
	cat *i18n.Catalog
	ev  *tournament.Event
	// number is every player's number (tournament.Event.StartNumbers).
	number map[int64]int
	title  string
	round  int
	// bare pages (result slips) carry the event on every slip instead of a
	// page header.
	bare        bool
	paper       string
	orientation string
	w, h        float64
	// keep is the page render shortens so that signOff's signatures do
	// not stand alone; alone is where the page before them ended when
	// they did.
	keep, alone keepPage
	address     string // Options.Address
	state       State  // Options.State
	// id is the field's identity columns (words.IdentityOf): whether its
	// tables have a strength column, and its head.
	id words.Identity
}

// paperSize maps the settings' paper names to fpdf's.
func paperSize(opt Options, s tournament.Settings) (string, error) {
	p := cmp.Or(opt.Paper, s.PaperSize)
	switch strings.ToLower(p) {
	case "", "a4":
		return "A4", nil
	case "letter":
		return "Letter", nil
	}
	return "", errorf("print.error.paper", "paper", p)
}

func newSheet(ev *tournament.Event, opt Options) (*sheet, error) {
	paper, err := paperSize(opt, ev.Settings)
	if err != nil {
		return nil, err
	}
	if err := checkAddress(opt.Address); err != nil {
		return nil, err
	}
	lang := opt.Lang
	if lang == "" {
		lang, _ = i18n.ParseLang(ev.Settings.Language)
	}
	pdf := fpdf.New("P", "mm", paper, "")
	// The alias must be known before fonts are added: fpdf reserves the
	// glyphs of the page-count digits in the font subset.
	pdf.AliasNbPages(pagesAlias)
	// Each page is compressed as it is finished (and kept in render's
	// spill), the page count put in at the end, and the document written
	// out as it is made, so that a pack of a thousand boards is not held
	// whole. Every caller writes into a buffer or a file put in place only
	// when whole, so a failure halfway leaves nothing.
	// Fonts and other catalogues in sorted order: the same document is the
	// same bytes, not an order of a Go map.
	pdf.SetCatalogSort(true)
	pdf.SetCompressFinishedPages(true)
	pdf.SetOutputStreamed(true)
	regular, bold := faces()
	pdf.AddUTF8FontParsed(fontFamily, "", regular)
	pdf.AddUTF8FontParsed(fontFamily, "B", bold)
	pdf.SetMargins(margin, margin, margin)
	pdf.SetAutoPageBreak(true, margin+footerH)
	pdf.SetTitle(ev.Settings.Name, true)
	pdf.SetCreator("Arbiter", true)
	s := &sheet{pdf: pen{pdf}, cat: i18n.For(lang), ev: ev, number: ev.StartNumbers(), paper: paper, orientation: "P", address: opt.Address, state: opt.State, id: words.IdentityOf(ev)}
	s.w, s.h = pdf.GetPageSize()
	pdf.SetHeaderFunc(s.header)
	pdf.SetFooterFunc(s.footer)
	return s, nil
}

// faces are the sheets' font, regular and bold, parsed once for every
// document of the process: parsing took about a fifth of the CPU of
// making a document of a few pages. Documents made at once share them.
var faces = sync.OnceValues(func() (regular, bold *fpdf.UTF8Font) {
	return parseFace(assets.DejaVuSans), parseFace(assets.DejaVuSansBold)
})

func parseFace(data []byte) *fpdf.UTF8Font {
	f, err := fpdf.ParseUTF8Font(data)
	if err != nil {
		panic("printing: embedded font: " + err.Error()) // the build embeds a broken font
	}
	return f
}

// render makes one document, and every document is made through it: a
// sheet in the options' language and paper, the parts in order, and the
// PDF written to w.
func render(w io.Writer, ev *tournament.Event, opt Options, parts ...func(*sheet) error) error {
	// The finished pages wait for the page count in a temporary file, not
	// in memory; without one they wait in memory, the document the same.
	var spill fpdf.PageSpill
	if f, err := os.CreateTemp("", "arbiter-pages-*"); err == nil {
		defer os.Remove(f.Name())
		defer f.Close()
		spill = f
	}
	build := func(keep keepPage) (*sheet, error) {
		s, err := newSheet(ev, opt)
		if err != nil {
			return nil, err
		}
		if spill != nil {
			s.pdf.SpillFinishedPages(spill)
		}
		s.keep = keep
		for _, part := range parts {
			if err := part(s); err != nil {
				return nil, err
			}
		}
		return s, nil
	}
	s, err := build(keepPage{})
	if err != nil {
		return err
	}
	// Signatures that went to a page of their own take the last lines of
	// the page before with them.
	if s.alone.page > 0 {
		if s, err = build(keepPage{page: s.alone.page, bottom: s.alone.bottom - keepLines}); err != nil {
			return err
		}
	}
	return s.finish(w)
}

// keepPage is a page that ends higher than the others, at bottom.
type keepPage struct {
	page   int
	bottom float64
}

// keepLines is how much of a page's foot goes over with signatures that
// would stand alone on the next page.
const keepLines = 10.0

// ofRound binds a part that prints one round to its round.
func ofRound(part func(*sheet, int) error, round int) func(*sheet) error {
	return func(s *sheet) error { return part(s, round) }
}

// finish writes the document.
func (s *sheet) finish(w io.Writer) error {
	if s.pdf.PageNo() == 0 {
		s.addPage()
	}
	return s.pdf.Output(w)
}

func (s *sheet) t(key string, args ...any) string { return s.cat.T(key, args...) }

// addPage starts a page in the current orientation. The page it closes
// gets its footer inside AddPageFormat, placed by that page's size; the
// new page's size is taken by its header (sheet.header).
func (s *sheet) addPage() {
	s.pdf.AddPageFormat(s.orientation, s.pdf.GetPageSizeStr(s.paper))
}

// setOrientation chooses portrait ("P") or landscape ("L") for the pages
// that follow, for the wide crosstables.
func (s *sheet) setOrientation(o string) { s.orientation = o }

// font sets the regular or bold face ("" or "B") at a size in points.
func (s *sheet) font(style string, size float64) { s.pdf.SetFont(fontFamily, style, size) }

// contentWidth is the width between the margins of the current page.
func (s *sheet) contentWidth() float64 { return s.w - 2*margin }

// bottom is the lowest y the body may use on the current page.
func (s *sheet) bottom() float64 {
	if s.keep.page > 0 && s.pdf.PageNo() == s.keep.page {
		return s.keep.bottom
	}
	return s.h - margin - footerH
}

// date writes an ISO date the way the sheet's language does.
func (s *sheet) date(iso string) string { return words.Date(s.cat, iso) }

// dates is the event's date range.
func (s *sheet) dates() string {
	return words.EventDates(s.cat, s.ev.Settings.StartDate, s.ev.Settings.EndDate)
}

// eventLine is the place, dates, game type and chief arbiter in one
// line. The game type is said where the arbiter chose it, by the time
// control or set: a rapid event's sheets read as a standard event's,
// whose ratings go to another list. Where neither is given the type would
// be assumed, and is not said.
func (s *sheet) eventLine() string {
	st := s.ev.Settings
	chief := ""
	if st.ChiefArbiter != "" {
		chief = s.t("print.chief-arbiter", "name", st.ChiefArbiter)
	}
	return words.Join(" · ", st.Site, s.dates(), words.GameTypeChosen(s.cat, st), chief)
}

// roundLabel is "Round 3" with the round's date and time when known.
func (s *sheet) roundLabel(n int) string {
	label := s.t("print.round", "n", n)
	if when := words.RoundWhen(s.cat, schedule.Round(s.ev, n)); when != "" {
		label += " · " + when
	}
	return label
}

func (s *sheet) header() {
	// The page just begun is measured before anything is set on it: the
	// header runs inside AddPageFormat, after the page before got its
	// footer by its own size, and a page turned landscape or back had
	// its title set on the width of the page before (off the paper).
	s.w, s.h = s.pdf.GetPageSize()
	// Text that runs over (notes) breaks where the tables do.
	s.pdf.SetAutoPageBreak(true, s.h-s.bottom())
	if s.bare {
		s.pdf.SetY(margin)
		return
	}
	p := s.pdf
	p.SetTextColor(0, 0, 0)
	name, size, title, right := s.headerText()
	s.headerLine(margin, 6, name[0], "B", size, title, "B", titleSize)
	for i, line := range name[1:] {
		s.headerLine(margin+nameLineH*float64(i+1), 6, line, "B", size, "", "", 0)
	}
	extra := nameLineH * float64(len(name)-1)
	s.headerLine(margin+6.5+extra, 5, s.eventLine(), "", eventLineSize, right, "B", roundSize)
	p.SetLineWidth(0.4)
	p.Line(margin, margin+12.5+extra, s.w-margin, margin+12.5+extra)
	p.SetLineWidth(0.2)
	p.SetY(headerBase + extra)
}

// nameLineH is the height of each line of an event's name that the page
// header wraps.
const nameLineH = 6.0

// headerText is what the current page's header sets on its first line: the
// event's name in its lines, at its size, and the page's title, and on
// its second line's right the round or the title's rest. A name that does
// not stand whole beside the title goes on in the lines below, set
// smaller where that keeps it to two lines but never under a quarter
// smaller, and never cut: the page is the event's on every sheet.
func (s *sheet) headerText() (name []string, size float64, title, right string) {
	title = s.title
	if s.round > 0 {
		right = s.roundLabel(s.round)
	} else {
		title, right = s.splitTitle(title)
	}
	full := s.ev.Settings.Name
	_, _, wl, wr, room := s.headerSizes(full, "B", nameSize, title, "B", titleSize)
	if wl+wr <= room {
		return []string{full}, nameSize, title, right
	}
	wr = 0
	if title != "" {
		s.font("B", titleSize)
		wr = s.pdf.GetStringWidth(title) + headerGap
	}
	line := s.contentWidth() - 2*s.pdf.GetCellMargin()
	for size = nameSize; ; size -= 0.5 {
		name = s.wrap(full, "B", size, line-wr, line)
		if len(name) <= 2 || size <= nameSize*shrink {
			return name, size, title, right
		}
	}
}

// top is where the body starts below the current page's header: lower
// by the lines of an event's name the header wraps. The font is the same
// again afterwards.
func (s *sheet) top() float64 {
	if s.bare {
		return headerBase
	}
	family, style := s.pdf.GetFontFamily(), s.pdf.GetFontStyle()
	size, _ := s.pdf.GetFontSize()
	name, _, _, _ := s.headerText()
	if family != "" {
		s.pdf.SetFont(family, style, size)
	}
	return headerBase + nameLineH*float64(len(name)-1)
}

// wrap breaks text into lines at its spaces, the first line first wide
// (beside a title) and the others rest wide, in style at size: the words
// the first holds, then the rest as the PDF library breaks them (a word
// wider than a line broken at its edge). The first line is empty where
// not even the first word fits it.
func (s *sheet) wrap(text, style string, size, first, rest float64) []string {
	s.font(style, size)
	words := strings.Fields(text)
	n := 0
	for n < len(words) && s.pdf.GetStringWidth(strings.Join(words[:n+1], " ")) <= first {
		n++
	}
	lines := []string{strings.Join(words[:n], " ")}
	if n == len(words) {
		return lines
	}
	// SplitText leaves a cell's margins at both ends of its width.
	return append(lines, s.pdf.SplitText(strings.Join(words[n:], " "), rest+2*s.pdf.GetCellMargin())...)
}

// headerGap is the least space between the two texts of a header line.
const headerGap = 4.0

// The page header's sizes: the event's name and the page's title on its
// first line, the event's place and days and the round on its second.
const nameSize, titleSize, eventLineSize, roundSize = 13.0, 11.0, 9.0, 10.0

// headerLine sets one line of the page header: left flush with the left
// margin, right with the right one, each in its style at up to its size.
// When they do not fit with headerGap between them the left text shrinks
// first, then the right one, each by up to a quarter, then the right one
// down to minSize where that makes both whole; only texts too long even
// then are cut, the right one to what the left leaves and never to less
// than half the line, so that the event's name and the page title never
// touch in any language.
func (s *sheet) headerLine(y, h float64, left, lstyle string, lsize float64, right, rstyle string, rsize float64) {
	p, cm := s.pdf, s.pdf.GetCellMargin()
	lsize, rsize, wl, wr, room := s.headerSizes(left, lstyle, lsize, right, rstyle, rsize)
	if wl+wr > room {
		wr = min(wr, max(room/2, room-wl))
		wl = room - wr
	}
	if right != "" {
		s.font(rstyle, rsize)
		p.SetXY(s.w-margin-wr-2*cm, y)
		p.CellFormat(wr+2*cm, h, fit(p, right, wr+0.01), "", 0, "R", false, 0, "")
	}
	s.font(lstyle, lsize)
	p.SetXY(margin, y)
	p.CellFormat(wl+2*cm, h, fit(p, left, wl+0.01), "", 0, "L", false, 0, "")
}

// splitTitle is a page title that does not stand whole beside the event's
// whole name, on a page whose header names no round on its second line,
// cut at its last comma that lets its first part stand whole there, the
// rest going to the second line's right ("Standings after round 4" and
// "round 5 in play"): so the name is not cut for a title the second line
// has room for. A title that fits, or has no such comma, is kept whole.
func (s *sheet) splitTitle(title string) (first, second string) {
	fits := func(left string, lsize float64, right string, rsize float64) bool {
		_, _, wl, wr, room := s.headerSizes(left, "B", lsize, right, "B", rsize)
		return wl+wr <= room
	}
	name := s.ev.Settings.Name
	if fits(name, nameSize, title, titleSize) {
		return title, ""
	}
	for i := strings.LastIndex(title, ", "); i > 0; i = strings.LastIndex(title[:i], ", ") {
		first, second = title[:i], title[i+2:]
		if fits(name, nameSize, first, titleSize) && fits(s.eventLine(), eventLineSize, second, roundSize) {
			return first, second
		}
	}
	return title, ""
}

// headerSizes are the sizes and widths headerLine sets left and right in,
// shrunk as headerLine says, and the room they stand whole in.
func (s *sheet) headerSizes(left, lstyle string, lsize float64, right, rstyle string, rsize float64) (ls, rs, wl, wr, room float64) {
	cw, cm := s.contentWidth(), s.pdf.GetCellMargin()
	width := func(text, style string, size float64) float64 {
		s.font(style, size)
		return s.pdf.GetStringWidth(text)
	}
	wl, wr = width(left, lstyle, lsize), 0.0
	if right != "" {
		wr = width(right, rstyle, rsize)
	}
	room = cw - 2*cm - headerGap
	if right == "" {
		room = cw - 2*cm
	}
	if wl+wr > room && wl > 0 {
		f := max(shrink, (room-wr)/wl)
		lsize, wl = lsize*f, wl*f
	}
	if wl+wr > room && wr > 0 {
		f := max(shrink, (room-wl)/wr)
		rsize, wr = rsize*f, wr*f
	}
	// The title says what the page is: where it stands whole beside the
	// name at no less than the least size a table's text takes, it does
	// (a title set that small beside a name cut anyway is read by no one).
	if wl+wr > room && wr > 0 && rsize*(room-wl)/wr >= minSize {
		f := (room - wl) / wr
		rsize, wr = rsize*f, wr*f
	}
	return lsize, rsize, wl, wr, room
}

func (s *sheet) footer() {
	p := s.pdf
	p.SetTextColor(90, 90, 90)
	s.font("", 7.5)
	y := s.h - margin - 4
	p.SetXY(margin, y)
	left := "Arbiter"
	if st := s.state; st.Change > 0 {
		at := st.At.Local()
		left += " · " + s.t("print.state", "n", st.Change, "date", s.date(at.Format(time.DateOnly)), "time", words.ClockTime(s.cat, at.Format("15:04")))
	}
	p.CellFormat(s.contentWidth()/2, 4, left, "", 0, "L", false, 0, "")
	page := s.t("print.page", "n", p.PageNo(), "total", pagesAlias)
	p.SetXY(margin+s.contentWidth()/2, y)
	p.CellFormat(s.contentWidth()/2, 4, page, "", 0, "R", false, 0, "")
	p.SetTextColor(0, 0, 0)
}

// fit shortens text with an ellipsis so that it fits width w in the
// current font; names are never wrapped into a neighbouring column.
func fit(p pen, text string, w float64) string {
	if p.GetStringWidth(text) <= w {
		return text
	}
	r := []rune(text)
	for len(r) > 0 && p.GetStringWidth(string(r)+"…") > w {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}

// shrink is how far a cell's font may shrink before its text is cut.
const shrink = 0.75

// cell writes text left in a cell of width w at the current position: in the
// current font when it and its kin fit, else in a font up to a quarter
// smaller but never under minSize, and only a text too long even then is
// cut with an ellipsis. Kin are the texts of the cell's column (both sides
// of a board, every slip's names): all of them take the one size at which
// the longest fits, so that no name is set smaller than its opponent's.
// The font size is the same again afterwards.
func (s *sheet) cell(w, h float64, text, border string, kin ...string) {
	p := s.pdf
	size, _ := p.GetFontSize()
	room := w - 1.5
	if tw := slices.Max(append(s.widths(kin), p.GetStringWidth(text))); tw > room && room > 0 {
		p.SetFontSize(max(size*shrink, min(size, minSize), 0.99*size*room/tw))
	}
	p.CellFormat(w, h, fit(p, text, room), border, 0, "L", false, 0, "")
	p.SetFontSize(size)
}

// widths are texts' widths in the current font.
func (s *sheet) widths(texts []string) []float64 {
	out := make([]float64, len(texts))
	for i, t := range texts {
		out[i] = s.pdf.GetStringWidth(t)
	}
	return out
}

// lineHeight is the least height in millimetres a line of text needs for
// each point of its font size (a point is 25.4/72 mm, and some leading).
const lineHeight = 25.4 / 72 * 1.25

// players indexes the event's players by id.
func players(ev *tournament.Event) map[int64]*tournament.Player {
	m := make(map[int64]*tournament.Player, len(ev.Players))
	for i := range ev.Players {
		m[ev.Players[i].ID] = &ev.Players[i]
	}
	return m
}

// pairedPlayers looks up both players of a pairing (black is nil for a
// bye); a pairing naming someone not in the event is a damaged file.
func pairedPlayers(byID map[int64]*tournament.Player, pr tournament.Pairing) (white, black *tournament.Player, err error) {
	white, black = byID[pr.White], byID[pr.Black]
	switch {
	case white == nil:
		return nil, nil, errorf("print.error.player", "id", pr.White)
	case black == nil && !pr.IsBye():
		return nil, nil, errorf("print.error.player", "id", pr.Black)
	}
	return white, black, nil
}

// findRound returns the round with number n.
func findRound(ev *tournament.Event, n int) (*tournament.Round, error) {
	if r, ok := ev.Round(n); ok {
		return r, nil
	}
	if len(ev.Rounds) == 0 {
		return nil, errorf("print.error.no-rounds")
	}
	return nil, errorf("print.error.round", "round", n)
}

// strength is a player's rating and category as the lists print them:
// "2150 · I", "1840", "MK" (an Estonian candidate master).
func (s *sheet) strength(p *tournament.Player) string {
	return s.strengthOf(p.Rating, p.Category)
}

// strengthOf is strength of a rating and a category.
func (s *sheet) strengthOf(rating int, c tournament.Category) string {
	var parts []string
	if rating > 0 {
		parts = append(parts, fmt.Sprint(rating))
	}
	if c != tournament.Unclassified {
		parts = append(parts, words.CategoryName(s.cat, c))
	}
	return strings.Join(parts, " · ")
}

// strengthColumn is c headed as the strength column (strengthHead), alone,
// where the field has a strength column (words.Identity.Strength), and no
// column where no player has a rating or a category: an empty column said
// nothing. Its cells are strengthCell's.
func (s *sheet) strengthColumn(c column) []column {
	if !s.id.Strength() {
		return nil
	}
	c.head = s.strengthHead()
	return []column{c}
}

// strengthCell is a row's cell of strengthColumn: text (strength's), or
// none where the column is left out.
func (s *sheet) strengthCell(text string) []string {
	if !s.id.Strength() {
		return nil
	}
	return []string{text}
}

// strengthHead is the heading of the column strength fills: rating,
// category, or both, by what the event's players have.
func (s *sheet) strengthHead() string {
	switch {
	case s.id.Categories && s.id.Ratings:
		return s.t("print.col.rating-category")
	case s.id.Categories:
		return s.t("norms.col.category")
	}
	return s.t("print.col.rating")
}

// displayName is the player's name with title, as lists print it.
func displayName(p *tournament.Player) string {
	if p.Title != "" {
		return p.Title + " " + p.Name
	}
	return p.Name
}
