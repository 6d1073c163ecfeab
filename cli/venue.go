package cli

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/signal"
	"slices"
	"syscall"
	"time"

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/store"
	"arbiter/venue"
)

func init() {
	Register(Command{Name: "serve", Usage: "serve FILE [--addr HOST:PORT]",
		Run: runServe, Teams: true})
}

// serveContext ends the server: on Ctrl+C or a termination signal; tests
// replace it.
var serveContext = func() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
}

// pinVariable holds the PIN of one unnamed deputy for "arbiter serve",
// for scripts (the event's named deputies have PINs of their own, made
// with "arbiter deputy"): an environment variable rather than a flag, so
// that it does not show in the list of running programs.
const pinVariable = "ARBITER_VENUE_PIN"

// runServe serves the file's pages. It reads through a store of its own
// opened read-only, so that the window can hold the file at the same
// time. The deputies' results are written through fileWriter, which holds
// the file's lock only for the moment of each write, so that "arbiter
// deputy remove" (or add, or pin) runs while serving and counts at the
// deputy's next request; when the window holds the file as serve starts,
// serve takes no results (the window's own publishing takes them).
func runServe(env *Env, args []string) error {
	fs := NewFlags("serve")
	addr := fs.String("addr", venue.DefaultAddr, "address and port to listen on (default: every network of this computer)")
	pos, err := ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	ro, err := store.OpenReadOnly(pos[0])
	if err != nil {
		return err
	}
	defer ro.Close()
	if err := teamGuard(ro); err != nil {
		return err
	}
	ev, err := ro.Event()
	if err != nil {
		return err
	}
	pin := os.Getenv(pinVariable)
	// With no window to unlock it, entry locked by wrong PINs stays locked
	// until the server is started again.
	opts := venue.Options{Locked: func() { fmt.Fprintln(env.Stderr, env.Cat.T("venue.cli.locked")) }}
	// The file is opened for writing once now, so that a file the window
	// holds, or one that cannot be written, is told before anything listens.
	w, err := openWaiting(pos[0])
	switch {
	case errors.Is(err, store.ErrLocked):
		if pin != "" || slices.ContainsFunc(ev.Deputies, func(d tournament.Deputy) bool { return d.PIN }) {
			fmt.Fprintln(env.Stderr, env.Cat.T("venue.cli.read-only"))
		}
		pin = ""
	case err != nil:
		return err
	default:
		if err := w.Close(); err != nil {
			return err
		}
		opts.Deputy = fileWriter{ro, pos[0], func(err error) { fmt.Fprintln(env.Stderr, env.Cat.Error(err)) }}
	}
	srv, err := venue.New(ro, opts)
	if err != nil {
		return err
	}
	defer srv.Close()
	if err := srv.SetPIN(pin); err != nil {
		return err
	}
	ctx, stop := serveContext()
	defer stop()
	return srv.ListenAndServe(ctx, *addr, func(a net.Addr) {
		urls := venue.URLs(a)
		for _, u := range urls {
			fmt.Fprintln(env.Stdout, env.Cat.T("venue.cli.serving", "name", ev.Settings.Name, "url", u))
		}
		// The pages link to the entry only on a signed-in phone, so the
		// deputies are told where to sign in.
		switch {
		case ev.Settings.System.Team():
			// The pages take no team match's board, whatever PIN was given.
			fmt.Fprintln(env.Stdout, env.Cat.T("venue.cli.team-entry", "matches", env.Cat.T("teams.ui.nav.matches")))
		case srv.DeputyEntry() && len(urls) > 0:
			fmt.Fprintln(env.Stdout, env.Cat.T("venue.cli.deputy", "url", venue.EntryURL(urls[0])))
		}
	})
}

// fileWriter is the deputies' store for "arbiter serve": it reads (the
// event, the deputies and their PINs) through the server's read-only
// store, which sees each commit, and opens the file for writing for each
// result alone, so that one writer at a time holds the file, as ever,
// and a command run beside the server (a deputy removed) is kept out only
// for the moment of a result.
type fileWriter struct {
	*store.Store // read-only
	path         string
	// closeFailed tells a failure to close the file after a result was
	// committed: the result is kept, and the deputy told so.
	closeFailed func(error)
}

// lockWait is how long a deputy's result waits for a command that holds
// the file: a command's write takes milliseconds; the window holds it
// for good, and the deputy is told his result was not saved.
const lockWait = 2 * time.Second

// openWaiting opens the file for writing, waiting up to lockWait while
// another holds it.
func openWaiting(path string) (*store.Store, error) {
	w, err := openFile(path)
	for end := time.Now().Add(lockWait); errors.Is(err, store.ErrLocked) && time.Now().Before(end); {
		time.Sleep(25 * time.Millisecond)
		w, err = openFile(path)
	}
	return w, err
}

func (f fileWriter) Batch(fn func(tx *store.Tx) error) error {
	w, err := openWaiting(f.path)
	if err != nil {
		return err
	}
	err = w.Batch(fn)
	if cerr := w.Close(); cerr != nil {
		f.closeFailed(cerr)
	}
	return err
}

// exportHTML writes the event's pages into the folder out.
func exportHTML(env *Env, path, out, lang string) error {
	if out == "" {
		return usagef("venue.usage.out")
	}
	var ev *tournament.Event
	var rules venue.Rules
	if err := withStoreRO(path, func(s *store.Store) (err error) {
		if ev, err = s.Event(); err != nil {
			return err
		}
		if rules.Prizes, err = s.PrizeRules(); err != nil {
			return err
		}
		rules.Ratings, err = s.RatingOptions()
		return err
	}); err != nil {
		return err
	}
	top, ok := i18n.ParseLang(ev.Settings.Language)
	if lang != "" {
		top, ok = i18n.ParseLang(lang)
		if !ok || !venue.Offered(top) {
			return usagef("venue.usage.lang", "value", lang)
		}
	}
	if !ok || !venue.Offered(top) {
		top = i18n.English
	}
	n, err := venue.Export(ev, rules, out, top)
	if err != nil {
		return err
	}
	fmt.Fprintln(env.Stdout, env.Cat.T("venue.cli.exported", "files", n, "dir", out))
	return nil
}
