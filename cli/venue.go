package cli

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"syscall"

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/store"
	"arbiter/venue"
)

func init() {
	Register(Command{Name: "serve", Usage: "serve FILE [FILE …] [--addr HOST:PORT]",
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

// runServe serves the files' pages: one file's at the top, several
// files' (a weekend's sections) under a front page of the sections, each
// under a folder of its own (venue.NewVenue).
func runServe(env *Env, args []string) error {
	fs := NewFlags("serve")
	addr := fs.String("addr", venue.DefaultAddr, "address and port to listen on (default: every network of this computer)")
	pos, err := Parse(fs, args)
	if err != nil {
		return err
	}
	if err := severalFiles(pos); err != nil {
		return err
	}
	pin := os.Getenv(pinVariable)
	store.Actor = "cli"
	slugs := venue.Slugs(pos)
	var files []*servedFile
	defer func() {
		for _, f := range files {
			f.close()
		}
	}()
	var secs []venue.Section
	for i, path := range pos {
		f, err := serveFile(env, path, pin)
		if err != nil {
			return err
		}
		files = append(files, f)
		secs = append(secs, venue.Section{Slug: slugs[i], Server: f.srv})
	}
	v, err := venue.NewVenue(secs)
	if err != nil {
		return err
	}
	ctx, stop := serveContext()
	defer stop()
	return v.ListenAndServe(ctx, *addr, func(a net.Addr) {
		urls := venue.URLs(a)
		if len(files) == 1 {
			files[0].announce(env, urls, "")
			return
		}
		for _, u := range urls {
			fmt.Fprintln(env.Stdout, env.Cat.T("sections.cli.front", "url", u))
		}
		for i, f := range files {
			f.announce(env, urls, slugs[i]+"/")
		}
	})
}

// severalFiles refuses no file, and a file given twice, which would be
// two sections of one event.
func severalFiles(paths []string) error {
	if len(paths) == 0 {
		return Positional(paths, "FILE [FILE …]")
	}
	seen := map[string]bool{}
	for _, p := range paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			return err
		}
		if real, err := filepath.EvalSymlinks(abs); err == nil {
			abs = real
		}
		if seen[abs] {
			return usagef("sections.usage.twice", "file", p)
		}
		seen[abs] = true
	}
	return nil
}

// servedFile is an event file arbiter serve serves: its store, its event
// as serve began and its server.
type servedFile struct {
	st  *store.Store
	ev  *tournament.Event
	srv *venue.Server
}

func (f *servedFile) close() {
	f.srv.Close()
	f.st.Close()
}

// serveFile opens path for serving. It holds the file for its life
// through one shared store (store.OpenShared): the pages read through its
// connection, which sees at its next read every change any program made,
// and the deputies' results are written through it, the file's lock taken
// for each result only, so that commands ("arbiter result", "arbiter
// deputy remove") run beside the server and a deputy's removal counts at
// his next request. When the window holds the file as serve starts, serve
// reads it read-only and takes no results (the window's own publishing
// takes them).
func serveFile(env *Env, path, pin string) (*servedFile, error) {
	// With no window to unlock it, a device locked out by its wrong PINs
	// is unlocked by "arbiter deputy unlock", through the file.
	opts := venue.Options{Locked: func(address string) {
		fmt.Fprintln(env.Stderr, env.Cat.T("venue.cli.locked", "address", address, "file", path))
	}}
	st, err := store.OpenShared(path)
	readOnly := errors.Is(err, store.ErrLocked)
	if readOnly {
		st, err = store.OpenReadOnly(path)
	}
	if err != nil {
		return nil, err
	}
	f, err := serveStore(env, st, readOnly, pin, opts)
	if err != nil {
		st.Close()
	}
	return f, err
}

func serveStore(env *Env, st *store.Store, readOnly bool, pin string, opts venue.Options) (*servedFile, error) {
	if err := teamGuard(st); err != nil {
		return nil, err
	}
	ev, err := st.Event()
	if err != nil {
		return nil, err
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
		return nil, err
	}
	if err := srv.SetPIN(pin); err != nil {
		srv.Close()
		return nil, err
	}
	return &servedFile{st, ev, srv}, nil
}

// announce says where the file's pages are served (urls, and in them the
// section's folder dir, "" for an event served alone) and where its
// deputies sign in.
func (f *servedFile) announce(env *Env, urls []string, dir string) {
	name := f.ev.Settings.Name
	for _, u := range urls {
		if dir == "" {
			fmt.Fprintln(env.Stdout, env.Cat.T("venue.cli.serving", "name", name, "url", u))
		} else {
			fmt.Fprintln(env.Stdout, env.Cat.T("sections.cli.section", "name", name, "url", u+dir))
		}
	}
	// The pages link to the entry only on a signed-in phone, so the
	// deputies are told where to sign in.
	switch {
	case f.ev.Settings.System.Team():
		// The pages take no team match's board, whatever PIN was given.
		fmt.Fprintln(env.Stdout, env.Cat.T("venue.cli.team-entry", "matches", env.Cat.T("teams.ui.nav.matches")))
	case f.srv.DeputyEntry() && len(urls) > 0:
		fmt.Fprintln(env.Stdout, env.Cat.T("venue.cli.deputy", "url", venue.EntryURL(urls[0]+dir)))
	}
}

// exportHTML writes the events' pages into the folder out: one event's
// at the top, several as a venue's site of sections
// (venue.ExportSections).
func exportHTML(env *Env, paths []string, out, lang string) error {
	if out == "" {
		return usagef("venue.usage.out")
	}
	if err := severalFiles(paths); err != nil {
		return err
	}
	var secs []venue.ExportSection
	for i, path := range paths {
		sec := venue.ExportSection{Slug: venue.Slugs(paths)[i]}
		if err := withStoreRO(path, func(s *store.Store) (err error) {
			if sec.Event, err = s.Event(); err != nil {
				return err
			}
			if sec.Rules.Prizes, err = s.PrizeRules(); err != nil {
				return err
			}
			if sec.Rules.Ratings, err = s.RatingOptions(); err != nil {
				return err
			}
			sec.Rules.Games, err = s.RecordedGames(sec.Event)
			return err
		}); err != nil {
			return err
		}
		secs = append(secs, sec)
	}
	top, ok := i18n.ParseLang(secs[0].Event.Settings.Language)
	if lang != "" {
		top, ok = i18n.ParseLang(lang)
		if !ok || !venue.Offered(top) {
			return usagef("venue.usage.lang", "value", lang)
		}
	}
	if !ok || !venue.Offered(top) {
		top = i18n.English
	}
	n, err := venue.ExportSections(secs, out, top)
	if err != nil {
		return err
	}
	fmt.Fprintln(env.Stdout, env.Cat.T("venue.cli.exported", "files", n, "dir", out))
	return nil
}
