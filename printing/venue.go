package printing

import (
	"bytes"
	"net/url"

	"codeberg.org/go-pdf/fpdf"

	"arbiter/internal/qrcode"
)

// maxAddress bounds the venue pages' address printed as a QR code: a
// phone's camera reads a small code more surely than a dense one.
const maxAddress = 200

// checkAddress refuses an address that is not a web page's: it is printed
// for players to open, so it must be http or https and short.
func checkAddress(a string) error {
	if a == "" {
		return nil
	}
	u, err := url.Parse(a)
	if err != nil || len(a) > maxAddress || u.Host == "" || u.Scheme != "http" && u.Scheme != "https" {
		return errorf("print.error.address", "address", a)
	}
	return nil
}

// venueQRSize is the QR code's side in mm: a phone reads it from an arm's
// length.
const venueQRSize = 26.0

// venueNoteFits reports whether the venue note fits under what the page
// holds (or there is none to print).
func (s *sheet) venueNoteFits() bool {
	return s.address == "" || s.pdf.GetY()+4+venueQRSize <= s.bottom()
}

// venueNote prints the address of the venue pages with its QR code, so
// that a player at the notice board opens them on his phone; nothing when
// the options give no address.
func (s *sheet) venueNote() error {
	if s.address == "" {
		return nil
	}
	png, err := qrcode.PNG(s.address, 4)
	if err != nil {
		return errorf("print.error.address", "address", s.address)
	}
	size := venueQRSize
	p := s.pdf
	y := p.GetY() + 4
	if y+size > s.bottom() {
		s.addPage()
		y = p.GetY()
	}
	opt := fpdf.ImageOptions{ImageType: "PNG"}
	p.RegisterImageOptionsReader("venue-qr", opt, bytes.NewReader(png))
	p.ImageOptions("venue-qr", margin, y, size, size, false, opt, 0, "")
	x, w := margin+size+4, s.contentWidth()-size-4
	s.font("B", 10)
	p.SetXY(x, y+7)
	p.CellFormat(w, 5, s.t("print.venue.follow"), "", 0, "L", false, 0, "")
	s.font("", 10)
	p.SetXY(x, y+13)
	p.CellFormat(w, 5, fit(p, s.address, w-2), "", 0, "L", false, 0, s.address)
	p.SetY(y + size)
	return nil
}
