package venue

import (
	"fmt"
	"net/http"
	"strconv"
	"sync/atomic"
	"time"
)

// serveRev answers the revision the pages show, for a page that polls.
func (s *Server) serveRev(w http.ResponseWriter, r *http.Request, snap *snapshot) {
	writeRev(w, snap.rev)
}

// writeRev answers revision rev to a page that polls.
func writeRev(w http.ResponseWriter, rev int64) {
	h := w.Header()
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Type", "text/plain; charset=utf-8")
	fmt.Fprint(w, rev)
}

// stream sends the revision to an open page whenever it changes, as
// server-sent events; the page reloads itself on a new one. A stream
// over the bound is refused (503), and the page polls /rev instead.
func (s *Server) stream(w http.ResponseWriter, r *http.Request, snap *snapshot) {
	streamRevisions(w, r, &s.streams, s.opts.Streams, s.stop, func(<-chan struct{}) (int64, <-chan struct{}) {
		snap := s.snap.Load()
		return snap.rev, snap.changed
	})
}

// revisions are what an update stream follows: the revision now, and a
// channel closed when it changes (or done closes).
type revisions func(done <-chan struct{}) (rev int64, changed <-chan struct{})

// streamRevisions is an update stream of the revisions now tells, one of
// at most bound counted in open, ended by stop or the reader: an event's
// (Server.stream) or a venue's front page's, which follows every section
// (Venue.revisions).
func streamRevisions(w http.ResponseWriter, r *http.Request, open *atomic.Int64, bound int, stop <-chan struct{}, now revisions) {
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	if r.Method == http.MethodHead {
		return
	}
	if open.Add(1) > int64(bound) {
		open.Add(-1)
		http.Error(w, http.StatusText(http.StatusServiceUnavailable), http.StatusServiceUnavailable)
		return
	}
	defer open.Add(-1)
	// A stream outlives the server's read timeout; it has no body to read.
	rc := http.NewResponseController(w)
	rc.SetWriteDeadline(time.Time{})
	rc.SetReadDeadline(time.Time{})
	since, _ := strconv.ParseInt(r.URL.Query().Get("since"), 10, 64)
	done := r.Context().Done()
	rev, changed := now(done)
	fmt.Fprint(w, "retry: 1000\n\n")
	if rev != since {
		fmt.Fprintf(w, "data: %d\n\n", rev)
	}
	if rc.Flush() != nil {
		return
	}
	beat := time.NewTicker(20 * time.Second)
	defer beat.Stop()
	for {
		select {
		case <-done:
			return
		case <-stop:
			return
		case <-beat.C:
			fmt.Fprint(w, ": \n\n")
		case <-changed:
			rev, changed = now(done)
			fmt.Fprintf(w, "data: %d\n\n", rev)
		}
		if rc.Flush() != nil {
			return
		}
	}
}
