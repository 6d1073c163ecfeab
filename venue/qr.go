package venue

import (
	"net/http"
	"strings"

	"arbiter/internal/qrcode"
)

// QR is a PNG of the QR code of address, for the window to show: a
// phone's camera opens the pages without typing.
func QR(address string, scale int) ([]byte, error) { return qrcode.PNG(address, scale) }

// serveQR answers the QR code of the event's pages (a section's own
// folder in a venue).
func (s *Server) serveQR(w http.ResponseWriter, r *http.Request, _ *snapshot) {
	s.writeQR(w, r, strings.TrimPrefix(s.dep.base, "/"))
}

// writeQR answers the QR code of the page at path under the address the
// server was announced by, the one a phone reaches on the venue's network
// (a screen on the serving laptop itself reads the pages at localhost);
// a server not listening by ListenAndServe has only the name the reader
// used, which its route admits only when the server is reached by it.
func (s *Server) writeQR(w http.ResponseWriter, r *http.Request, path string) {
	root := "http://" + r.Host + "/"
	if a := s.announced.Load(); a != nil {
		root = *a
	}
	png, err := QR(root+path, 6)
	if err != nil {
		http.Error(w, http.StatusText(http.StatusBadRequest), http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "image/png")
	w.Header().Set("Cache-Control", "no-cache")
	w.Write(png)
}
