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

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/store"
	"arbiter/venue"
)

func init() {
	Register(Command{Name: "serve", Usage: "serve FILE [--addr HOST:PORT]",
		Summary: "serve the event's pages to phones and screens on the local network until interrupted (result entry by the deputies given a PIN with \"arbiter deputy\", or by one unnamed deputy with ARBITER_VENUE_PIN; a team event's results are entered in the window)",
		Run:     runServe, Teams: true})
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
// time; only when a deputy has a PIN does it also open the file for writing, for the
// deputies' results, which fails while the window holds it (the window's
// own publishing then takes the results).
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
	if pin != "" || slices.ContainsFunc(ev.Deputies, func(d tournament.Deputy) bool { return d.PIN }) {
		w, err := openFile(pos[0])
		switch {
		case errors.Is(err, store.ErrLocked):
			fmt.Fprintln(env.Stderr, env.Cat.T("venue.cli.read-only"))
			pin = ""
		case err != nil:
			return err
		default:
			defer w.Close()
			opts.Deputy = w
		}
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
		if srv.DeputyEntry() && len(urls) > 0 {
			fmt.Fprintln(env.Stdout, env.Cat.T("venue.cli.deputy", "url", venue.EntryURL(urls[0])))
		}
	})
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
