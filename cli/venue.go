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

// runServe serves the file's pages. It holds the file for its life
// through one shared store (store.OpenShared): the pages read through its
// connection, which sees at its next read every change any program made,
// and the deputies' results are written through it, the file's lock taken
// for each result only, so that commands ("arbiter result", "arbiter
// deputy remove") run beside the server and a deputy's removal counts at
// his next request. When the window holds the file as serve starts, serve
// reads it read-only and takes no results (the window's own publishing
// takes them).
func runServe(env *Env, args []string) error {
	fs := NewFlags("serve")
	addr := fs.String("addr", venue.DefaultAddr, "address and port to listen on (default: every network of this computer)")
	pos, err := ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	pin := os.Getenv(pinVariable)
	// With no window to unlock it, entry locked by wrong PINs stays locked
	// until the server is started again.
	opts := venue.Options{Locked: func() { fmt.Fprintln(env.Stderr, env.Cat.T("venue.cli.locked")) }}
	store.Actor = "cli"
	st, err := store.OpenShared(pos[0])
	readOnly := errors.Is(err, store.ErrLocked)
	if readOnly {
		st, err = store.OpenReadOnly(pos[0])
	}
	if err != nil {
		return err
	}
	defer st.Close()
	if err := teamGuard(st); err != nil {
		return err
	}
	ev, err := st.Event()
	if err != nil {
		return err
	}
	if readOnly {
		if pin != "" || slices.ContainsFunc(ev.Deputies, func(d tournament.Deputy) bool { return d.PIN }) {
			fmt.Fprintln(env.Stderr, env.Cat.T("venue.cli.read-only"))
		}
		pin = ""
	} else {
		opts.Deputy = st
	}
	srv, err := venue.New(st, opts)
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
		if rules.Ratings, err = s.RatingOptions(); err != nil {
			return err
		}
		rules.Games, err = s.RecordedGames(ev)
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
