package venue

import (
	"net/http"

	"arbiter/internal/qrcode"
)

// QR is a PNG of the QR code of address, for the window to show: a
// phone's camera opens the pages without typing.
func QR(address string, scale int) ([]byte, error) { return qrcode.PNG(address, scale) }

// serveQR answers the QR code of the address the reader used to reach
// the server, for a venue screen to show beside the pages: only a name
// the server is reached by at the venue (its route's caller), never one
// a request made up.
func (s *Server) serveQR(w http.ResponseWriter, r *http.Request, _ *snapshot) {
	png, err := QR("http://"+r.Host+"/", 6)
	if err != nil {
		http.Error(w, http.StatusText(http.StatusBadRequest), http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "image/png")
	w.Header().Set("Cache-Control", "no-cache")
	w.Write(png)
}
