package cli

import (
	"encoding/json"
	"io"

	"arbiter/tournament"
	"arbiter/tournament/store"
)

// openFile opens a tournament file for a command, recording the command
// line as the actor of any change.
func openFile(path string) (*store.Store, error) {
	store.Actor = "cli"
	return store.Open(path)
}

// openEvent opens a file and loads its event, for commands that read the
// event before changing it; the caller closes the store.
func openEvent(path string) (*store.Store, *tournament.Event, error) {
	st, err := openFile(path)
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

// loadEvent reads the whole event of a file for commands that only read.
func loadEvent(path string) (*tournament.Event, error) {
	var ev *tournament.Event
	err := withStore(path, func(s *store.Store) (err error) { ev, err = s.Event(); return })
	return ev, err
}

// withStore runs fn on an open file and closes it, reporting a failure to
// close (the final checkpoint) when fn succeeded.
func withStore(path string, fn func(s *store.Store) error) error {
	s, err := openFile(path)
	if err != nil {
		return err
	}
	err = fn(s)
	if cerr := s.Close(); err == nil {
		err = cerr
	}
	return err
}

// writeJSON prints v as indented JSON, the form every --json flag gives.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// readFileJSON parses the "COMMAND FILE [--json]" form of the commands that
// only report on an event, and loads the event.
func readFileJSON(name string, args []string) (*tournament.Event, bool, error) {
	fs := NewFlags(name)
	asJSON := fs.Bool("json", false, "print JSON")
	pos, err := ParseExact(fs, args, "FILE")
	if err != nil {
		return nil, false, err
	}
	ev, err := loadEvent(pos[0])
	return ev, *asJSON, err
}
