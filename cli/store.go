package cli

import (
	"errors"
	"flag"
	"fmt"
	"strings"

	"arbiter/cli/cmdline"
	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/store"
	"arbiter/words"
)

// openFile opens a tournament file for a command, recording the command
// line as the actor of any change. While another program holds the file's
// lock, store.Open waits for it as every program does (arbiter serve
// holds it for each deputy's result only, and another command for its
// change) and names the holder when it waits in vain.
func openFile(path string) (*store.Store, error) {
	store.Actor = "cli"
	s, err := store.Open(path)
	if err == nil && s.Upgraded() != nil && runningEnv != nil {
		// An older Arbiter cannot open the file any more: said, with
		// the backup of the file as it was.
		u := s.Upgraded()
		fmt.Fprintln(runningEnv.Stderr, runningEnv.Cat.T("store.upgraded", "file", path, "from", u.From, "to", u.To, "backup", u.Backup))
	}
	if err == nil && runningEnv != nil {
		sayInterrupted(runningEnv, path, s)
		if others := s.OpenElsewhere(); len(others) > 0 {
			fmt.Fprintln(runningEnv.Stderr, runningEnv.Cat.T("store.open.elsewhere", "file", path, "other", strings.Join(others, ", ")))
		}
	}
	return guarded(s, err)
}

// sayInterrupted says, on the error output, that the program that had the
// file open last ended without closing it, and the last change it kept.
func sayInterrupted(env *cmdline.Env, path string, s *store.Store) {
	h, ok := s.Interrupted()
	if !ok {
		return
	}
	if log, err := s.Audit(); err == nil && len(log) > 0 {
		last := log[len(log)-1]
		fmt.Fprintln(env.Stderr, words.Interrupted(env.Cat, path, h.PID, last.At, i18n.Join(env.Cat, last.Told(), "; ")))
	}
}

// guarded is the file s opened, with err, once TeamGuard lets a command
// use it; else it is closed and the reason returned.
func guarded(s *store.Store, err error) (*store.Store, error) {
	if err != nil {
		return nil, err
	}
	if err := TeamGuard(s); err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

// running is the command being run, and runningEnv its surroundings
// (provide sets them; the command line runs one command at a time).
var (
	running    *cmdline.Command
	runningEnv *cmdline.Env
)

// provide gives the command line the code of command name, which opens an
// event file (the arbiter program starts this one for it): while it runs,
// the file's lock names it to other programs, and TeamGuard knows it.
func provide(name string, run func(env *cmdline.Env, args []string) error) {
	cmdline.Provide(name, func(env *cmdline.Env, args []string) error {
		c, _ := cmdline.Lookup(name)
		running, runningEnv = &c, env
		defer func() { running, runningEnv = nil, nil }()
		store.Program = name
		return run(env, args)
	})
}

// TeamGuard refuses a team event's file to a command that does not
// handle team events: its players' tables, crosstables or pages would
// show a team event as an individual one.
func TeamGuard(s *store.Store) error {
	if running == nil || running.Teams {
		return nil
	}
	return refuseTeams(s, running.Name)
}

// refuseTeams refuses a team event's file to what (a command, or the part
// of one that handles individual events only).
func refuseTeams(s *store.Store, what string) error {
	ev, err := s.Event()
	if err != nil {
		return err
	}
	return tournament.ForKind(ev.Settings.System, false, what)
}

// openEvent opens a file and loads its event, for commands that read the
// event before changing it; the caller closes the store.
func openEvent(path string) (*store.Store, *tournament.Event, error) {
	return withItsEvent(openFile(path))
}

// withItsEvent loads the event of a store just opened (st, err as the
// opening returned them), closing the store if it cannot.
func withItsEvent(st *store.Store, err error) (*store.Store, *tournament.Event, error) {
	if err != nil {
		return nil, nil, err
	}
	ev, err := st.Event()
	if err != nil {
		st.Close()
		return nil, nil, err
	}
	return st, ev, nil
}

// openFileArg parses a command's flags and its one FILE argument and opens
// that file with its event; the caller closes the store.
func openFileArg(fs *flag.FlagSet, args []string) (*store.Store, *tournament.Event, error) {
	pos, err := cmdline.ParseExact(fs, args, "FILE")
	if err != nil {
		return nil, nil, err
	}
	return openEvent(pos[0])
}

// loadFileArg parses a command's flags and its one FILE argument and reads
// that file's event, for commands that only read.
func loadFileArg(fs *flag.FlagSet, args []string) (*tournament.Event, error) {
	pos, err := cmdline.ParseExact(fs, args, "FILE")
	if err != nil {
		return nil, err
	}
	return loadEvent(pos[0])
}

// loadEvent reads the whole event of a file for commands that only read.
func loadEvent(path string) (*tournament.Event, error) {
	var ev *tournament.Event
	err := WithStoreRO(path, func(s *store.Store) (err error) { ev, err = s.Event(); return })
	return ev, err
}

// eventWith reads the event of the file at path and what read reads of it
// beside (its Swiss options, its prize rules), in one opening for reading
// only.
func eventWith[T any](path string, read func(*store.Store) (T, error)) (ev *tournament.Event, v T, err error) {
	err = WithStoreRO(path, func(s *store.Store) (err error) {
		if ev, err = s.Event(); err != nil {
			return err
		}
		v, err = read(s)
		return err
	})
	return ev, v, err
}

// withStore runs fn on an open file and closes it, reporting a failure to
// close (the final checkpoint) when fn succeeded.
func withStore(path string, fn func(s *store.Store) error) error {
	s, err := openFile(path)
	if err != nil {
		return err
	}
	return closeAfter(s, fn)
}

// WithStoreRO runs fn, which only reads, on the file opened for reading
// only (openRO), so that reports work while the window has the event
// open.
func WithStoreRO(path string, fn func(s *store.Store) error) error {
	s, err := openRO(path)
	if err != nil {
		return err
	}
	return closeAfter(s, fn)
}

// openRO opens the file for reading only, beside the window or any
// writer. A file of an older version is opened for writing instead, to
// be upgraded as any command would; if it is open elsewhere, the arbiter
// is told to open it once in the app.
func openRO(path string) (*store.Store, error) {
	s, err := store.OpenReadOnly(path)
	if errors.Is(err, store.ErrNeedsUpgrade) {
		w, werr := openFile(path)
		if errors.Is(werr, store.ErrLocked) {
			return nil, err
		}
		return w, werr
	}
	return guarded(s, err)
}

// openEventRO is openEvent for a command that only reads (openRO).
func openEventRO(path string) (*store.Store, *tournament.Event, error) {
	return withItsEvent(openRO(path))
}

// closeAfter runs fn on s and closes s, reporting a failure to close when
// fn succeeded.
func closeAfter(s *store.Store, fn func(s *store.Store) error) error {
	err := fn(s)
	if cerr := s.Close(); err == nil {
		err = cerr
	}
	return err
}

// parseFileJSON parses the "COMMAND FILE [--json]" form of the commands
// that only report: the file and whether JSON is asked.
func parseFileJSON(name string, args []string) (string, bool, error) {
	fs := cmdline.NewFlags(name)
	asJSON := fs.Bool("json", false, "print JSON")
	pos, err := cmdline.ParseExact(fs, args, "FILE")
	if err != nil {
		return "", false, err
	}
	return pos[0], *asJSON, nil
}

// readFileJSON parses the "COMMAND FILE [--json]" form of the commands that
// only report on an event, and loads the event.
func readFileJSON(name string, args []string) (*tournament.Event, bool, error) {
	file, asJSON, err := parseFileJSON(name, args)
	if err != nil {
		return nil, false, err
	}
	ev, err := loadEvent(file)
	return ev, asJSON, err
}
