package venue

import (
	"fmt"
	"net/http"
	"strconv"
	"time"
)

// serveRev answers the revision the pages show, for a page that polls.
func (s *Server) serveRev(w http.ResponseWriter, r *http.Request, snap *snapshot) {
	h := w.Header()
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Type", "text/plain; charset=utf-8")
	fmt.Fprint(w, snap.rev)
}

// stream sends the revision to an open page whenever it changes, as
// server-sent events; the page reloads itself on a new one. A stream
// over the bound is refused (503), and the page polls /rev instead.
func (s *Server) stream(w http.ResponseWriter, r *http.Request, snap *snapshot) {
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	if r.Method == http.MethodHead {
		return
	}
	if s.streams.Add(1) > int64(s.opts.Streams) {
		s.streams.Add(-1)
		http.Error(w, http.StatusText(http.StatusServiceUnavailable), http.StatusServiceUnavailable)
		return
	}
	defer s.streams.Add(-1)
	// A stream outlives the server's read timeout; it has no body to read.
	rc := http.NewResponseController(w)
	rc.SetWriteDeadline(time.Time{})
	rc.SetReadDeadline(time.Time{})
	since, _ := strconv.ParseInt(r.URL.Query().Get("since"), 10, 64)
	fmt.Fprint(w, "retry: 1000\n\n")
	if snap.rev != since {
		fmt.Fprintf(w, "data: %d\n\n", snap.rev)
	}
	if rc.Flush() != nil {
		return
	}
	beat := time.NewTicker(20 * time.Second)
	defer beat.Stop()
	for {
		select {
		case <-r.Context().Done():
			return
		case <-s.stop:
			return
		case <-beat.C:
			fmt.Fprint(w, ": \n\n")
		case <-snap.changed:
			snap = s.snap.Load()
			fmt.Fprintf(w, "data: %d\n\n", snap.rev)
		}
		if rc.Flush() != nil {
			return
		}
	}
}
