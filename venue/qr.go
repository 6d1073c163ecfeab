package venue

import (
	"net/http"
	"strings"

	"rsc.io/qr"
)

// QR is a PNG of the QR code of address, for the window to show and the
// pairing list to print: a phone's camera opens the pages without typing.
// rsc.io/qr is used rather than a hand-written encoder: QR's Reed–Solomon
// blocks and masks are easy to get subtly wrong.
func QR(address string, scale int) ([]byte, error) {
	c, err := qr.Encode(address, qr.M)
	if err != nil {
		return nil, err
	}
	c.Scale = max(scale, 1)
	return c.PNG(), nil
}

// serveQR answers the QR code of the address the reader used to reach
// the server, for a venue screen to show beside the pages.
func (s *Server) serveQR(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead || strings.ContainsAny(r.Host, "/\\@ ") {
		http.Error(w, http.StatusText(http.StatusBadRequest), http.StatusBadRequest)
		return
	}
	png, err := QR("http://"+r.Host+"/", 6)
	if err != nil {
		http.Error(w, http.StatusText(http.StatusBadRequest), http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "image/png")
	w.Header().Set("Cache-Control", "no-cache")
	w.Write(png)
}
