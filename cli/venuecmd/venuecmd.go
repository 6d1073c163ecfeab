// Package venuecmd is the command line's part that serves the venue
// pages, "arbiter serve" and "arbiter export html": it links arbiter/venue,
// and with it net/http and crypto/tls, so only the venue's program
// (cli/arbiter-venue) links it, and the arbiter program starts that one
// for these commands (cmdline.Venue).
package venuecmd

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"time"

	"arbiter/cli"
	"arbiter/cli/cmdline"
	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/store"
	"arbiter/venue"
	"arbiter/words"
)

// Provide gives the command line these commands (cmdline.ProvideVenue).
func Provide() { cmdline.ProvideVenue(cmdline.Venue{Serve: runServe, ExportHTML: exportHTML}) }

// pinVariable holds the PIN of one unnamed deputy for "arbiter serve" of
// one file, for scripts (the event's named deputies have PINs of their
// own, made with "arbiter deputy"): an environment variable rather than a
// flag, so that it does not show in the list of running programs. With
// several files it is refused: one PIN would open every section.
const pinVariable = "ARBITER_VENUE_PIN"

// runServe serves the files' pages: one file's at the top, several
// files' (a weekend's sections) under a front page of the sections, each
// under a folder of its own (venue.NewVenue).
func runServe(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("serve")
	addr := fs.String("addr", venue.DefaultAddr, "address and port to listen on (no address before the colon: every network of this computer)")
	pos, err := cmdline.Parse(fs, args)
	if err != nil {
		return err
	}
	if err := severalFiles(pos); err != nil {
		return err
	}
	pin := os.Getenv(pinVariable)
	// One PIN would open every section's result entry to one unnamed
	// deputy: a section's deputies are named in its own file instead.
	if pin != "" && len(pos) > 1 {
		return cmdline.Usagef("sections.usage.pin", "variable", pinVariable)
	}
	store.Actor = "cli"
	store.Program = "serve" // the files' locks name the command to others
	slugs := venue.Slugs(pos)
	var files []*servedFile
	defer func() {
		for _, f := range files {
			f.Close()
		}
	}()
	var secs []venue.Section
	for i, path := range pos {
		f, err := serveFile(env, path, pin)
		if err != nil {
			return err
		}
		files = append(files, f)
		secs = append(secs, venue.Section{Slug: slugs[i], Server: f.Server})
	}
	v, err := venue.NewVenue(secs)
	if err != nil {
		return err
	}
	ctx, stop := cli.UntilStopped()
	defer stop()
	for _, f := range files {
		go f.watchFile(ctx, env)
	}
	return v.ListenAndServe(ctx, *addr, func(a net.Addr) {
		urls := venue.URLs(a)
		if len(files) == 1 {
			files[0].note(urls, "")
			files[0].announce(env, urls, "")
			return
		}
		for i, f := range files {
			f.note(urls, slugs[i]+"/")
		}
		for _, u := range urls {
			fmt.Fprintln(env.Stdout, env.Cat.T("sections.cli.front", "url", told(env.Cat, u)))
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
		return cmdline.Positional(paths, "FILE [FILE …]")
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
			return cmdline.Usagef("sections.usage.twice", "file", p)
		}
		seen[abs] = true
	}
	return nil
}

// servedFile is an event file arbiter serve serves (venue.OpenFile) and
// its event as serve began.
type servedFile struct {
	*venue.File
	ev *tournament.Event
	// held: a window held the file as serve opened it, which announce
	// says once, in the line on result entry where there is one.
	held bool
}

// serveFile opens path for serving (venue.OpenFile). Beside the window
// that holds it, the deputies' results and the check-in's taps are refused,
// not kept for later, until the window closes it, and serve says so as it starts and as the file becomes free
// (watchFile). With no window to unlock it, a device locked out by its
// wrong PINs is unlocked by "arbiter deputy unlock", through the file; a
// device that waits the quarter hour is named with the time it may sign
// in again, which the same command brings forward.
func serveFile(env *cmdline.Env, path, pin string) (*servedFile, error) {
	opts := venue.Options{Locked: func(address string, until time.Time) {
		if until.IsZero() {
			fmt.Fprintln(env.Stderr, env.Cat.T("venue.cli.locked", "address", address, "file", path))
			return
		}
		at := words.ClockTime(env.Cat, until.Local().Format("15:04"))
		fmt.Fprintln(env.Stderr, env.Cat.T("venue.cli.waits", "address", address, "file", path, "time", at))
	}, Failed: func(err error) {
		// A file renamed, emptied or written over is said once by
		// watchFile, with what to do.
		var m *engine.Message
		if errors.As(err, &m) && (m.Kind == store.Moved || m.Kind == store.Overwritten) {
			return
		}
		fmt.Fprintln(env.Stderr, env.Cat.Error(err))
	}}
	f, err := venue.OpenFile(path, opts)
	if err != nil {
		return nil, err
	}
	if f.ReadOnly {
		fmt.Fprintln(env.Stderr, env.Cat.T("venue.cli.unwritable", "file", path))
	}
	served, err := serving(f, pin)
	if err != nil {
		f.Close()
	}
	return served, err
}

// serving is f as serve serves it: a team event only where serve takes
// one, the unnamed deputy's PIN set.
func serving(f *venue.File, pin string) (*servedFile, error) {
	if err := cli.TeamGuard(f.Store); err != nil {
		return nil, err
	}
	ev, err := f.Store.Event()
	if err != nil {
		return nil, err
	}
	if err := f.Server.SetPIN(pin); err != nil {
		return nil, err
	}
	return &servedFile{f, ev, f.InWindow()}, nil
}

// windowPoll is how often serve looks whether a window holds its file.
var windowPoll = 500 * time.Millisecond

// watchFile says in serve's log, until ctx ends, when a window takes the
// file (its deputies' results refused, not kept, meanwhile) and when it lets it go (serve
// takes them again), which of a team event, whose pages take no result,
// it does not say; and once when the file was renamed, moved or replaced
// under it: serve cannot follow it there (store.Store.Moved), and its
// pages would otherwise stay as they were without a word.
func (f *servedFile) watchFile(ctx context.Context, env *cmdline.Env) {
	file := f.Store.Path()
	in, moved := f.held, false
	team := f.ev.Settings.System.Team()
	for {
		if now := f.InWindow(); now != in && !team {
			in = now
			key := "venue.cli.free"
			if in {
				key = "venue.cli.held"
			}
			fmt.Fprintln(env.Stderr, env.Cat.T(key, "file", file))
		}
		if err := f.Store.Moved(); !moved && err != nil {
			moved = true
			key := "venue.cli.moved"
			if errors.Is(err, store.ErrOverwritten) {
				key = "venue.cli.overwritten"
			}
			fmt.Fprintln(env.Stderr, env.Cat.T(key, "file", file))
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(windowPoll):
		}
	}
}

// told is url as serve announces it: with the words that a phone cannot
// reach it beside an address of this computer alone (venue.OnlyHere).
func told(cat *i18n.Catalog, url string) string {
	if venue.OnlyHere(url) {
		return url + " " + cat.T("venue.here-only")
	}
	return url
}

// note records where the file's pages are served (urls, and in them the
// section's folder dir), before serve says so, for the window that opens
// the file to name serve and the address (store.Store.NoteServed).
func (f *servedFile) note(urls []string, dir string) {
	at := make([]string, len(urls))
	for i, u := range urls {
		at[i] = u + dir
	}
	f.Store.NoteServed(at)
}

// announce says where the file's pages are served (urls, and in them the
// section's folder dir, "" for an event served alone) and where its
// deputies sign in.
func (f *servedFile) announce(env *cmdline.Env, urls []string, dir string) {
	name := f.ev.Settings.Name
	for _, u := range urls {
		if dir == "" {
			fmt.Fprintln(env.Stdout, env.Cat.T("venue.cli.serving", "name", name, "url", told(env.Cat, u)))
		} else {
			fmt.Fprintln(env.Stdout, env.Cat.T("sections.cli.section", "name", name, "url", told(env.Cat, u+dir)))
		}
	}
	// The pages link to the entry only on a signed-in phone, so the
	// deputies are told where to sign in.
	switch {
	case f.ev.Settings.System.Team():
		// The pages take no team match's board, whatever PIN was given.
		fmt.Fprintln(env.Stdout, env.Cat.T("venue.cli.team-entry", "matches", env.Cat.T("teams.ui.nav.matches")))
	case f.Server.DeputyEntry() && len(urls) > 0 && f.held:
		// Not "on": the results are refused beside the window, said in serve's
		// log as watchFile says it, with where the deputies sign in.
		fmt.Fprintln(env.Stderr, env.Cat.T("venue.cli.held", "file", f.Store.Path())+" "+env.Cat.T("venue.cli.deputy.signin", "url", venue.EntryURL(urls[0]+dir)))
		return
	case f.Server.DeputyEntry() && len(urls) > 0:
		fmt.Fprintln(env.Stdout, env.Cat.T("venue.cli.deputy", "url", venue.EntryURL(urls[0]+dir)))
	}
	if f.held && !f.ev.Settings.System.Team() {
		fmt.Fprintln(env.Stderr, env.Cat.T("venue.cli.held", "file", f.Store.Path()))
	}
}

// exportHTML writes the events' pages into the folder out: one event's
// at the top, several as a venue's site of sections
// (venue.ExportSections).
func exportHTML(env *cmdline.Env, paths []string, out, lang string) error {
	if out == "" {
		return cmdline.Usagef("venue.usage.out")
	}
	if err := severalFiles(paths); err != nil {
		return err
	}
	var secs []venue.ExportSection
	for i, path := range paths {
		sec := venue.ExportSection{Slug: venue.Slugs(paths)[i]}
		if err := cli.WithStoreRO(path, func(s *store.Store) (err error) {
			if sec.Event, err = s.Event(); err != nil {
				return err
			}
			if sec.Rules.Prizes, err = s.PrizeRules(); err != nil {
				return err
			}
			if sec.Rules.Ratings, err = s.RatingOptions(); err != nil {
				return err
			}
			if sec.Rules.Paired, err = s.PairedEver(); err != nil {
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
			return cmdline.Refusef("venue.usage.lang", "value", lang)
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
	fmt.Fprintln(env.Stdout, env.Cat.T("venue.cli.hosts"))
	return nil
}
