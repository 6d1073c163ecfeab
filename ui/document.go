package ui

import (
	"errors"
	"path/filepath"

	"arbiter/engine"
	"arbiter/internal/fileio"
	"arbiter/printing"
	"arbiter/tournament"
	"arbiter/tournament/conduct"
	"arbiter/tournament/seats"
	"arbiter/tournament/store"
)

// document is the open tournament file and the event as last read from it.
// Views read event and change the file only through st; after each change
// the shell calls reload.
type document struct {
	st    *store.Store
	event tournament.Event
	gen   int // counts the events read, so that work begun on one can tell it was replaced
	// state is the change of the history event was read at, which every
	// sheet printed from it says (printing.Options.State).
	state    printing.State
	readOnly bool // opened with store.OpenReadOnly: it or its folder cannot be written
}

// readOnlyKeys are the keys of the notice on opening a file for reading
// only and of the refusal of a change to it: its folder cannot be written,
// or the file alone is write-protected.
func (d *document) readOnlyKeys() (notice, refused string) {
	if store.FolderReadOnly(d.st.Path()) {
		return "ui.readonly.notice", "ui.readonly.refused"
	}
	return "ui.readonly.notice.file", "ui.readonly.refused.file"
}

// openDocument opens a tournament file for changes, or, when the file or
// its folder cannot be written (a CD, a colleague's share), for reading
// only.
func openDocument(path string) (*document, error) {
	st, err := store.Open(path)
	readOnly := false
	if errors.Is(err, store.ErrReadOnly) {
		if ro, rerr := store.OpenReadOnly(path); rerr == nil {
			st, err, readOnly = ro, nil, true
		}
	}
	if err != nil {
		return nil, err
	}
	return documentOf(st, readOnly)
}

// documentOf is the document of st, a file just opened or made, its event
// read; st is closed where its event cannot be read.
func documentOf(st *store.Store, readOnly bool) (*document, error) {
	d := &document{st: st, readOnly: readOnly}
	if err := d.reload(); err != nil {
		st.Close()
		return nil, err
	}
	return d, nil
}

func (d *document) reload() error {
	ev, last, err := d.st.EventAndLastChange()
	if err != nil {
		return err
	}
	d.event = *ev
	d.state = printing.State{Change: last.ID, At: last.At}
	d.gen++
	return nil
}

func (d *document) base() string { return filepath.Base(d.st.Path()) }

// dir is the folder of the file, where save choosers start.
func (d *document) dir() string { return filepath.Dir(d.st.Path()) }

// Each change below is checked by the event's rules first, so that the
// arbiter reads why it was refused, and is then one store action.

// savePlayer adds a new player (ID 0) or updates an existing one, as the
// store judges it (tournament.PlayerAllowed).
func (d *document) savePlayer(p tournament.Player) error {
	return d.savePlayerFrom(0, tournament.RatingSource{}, p)
}

// savePlayerFrom is savePlayer of a player of the team (none: 0), added
// at the end of its board order, taken from the rating list from (none
// when zero), which a new player's event records as the list it is rated
// from.
func (d *document) savePlayerFrom(team int64, from tournament.RatingSource, p tournament.Player) error {
	p = p.Normalized()
	var err error
	switch {
	case p.ID != 0:
		return d.st.UpdatePlayer(p)
	case team != 0 && from.List != "":
		_, err = d.st.AddTeamPlayerFromList(team, from, p)
	case team != 0:
		_, err = d.st.AddTeamPlayer(team, p)
	case from.List != "":
		_, err = d.st.AddPlayerFromList(from, p)
	default:
		_, err = d.st.AddPlayer(p)
	}
	return err
}

// importPlayers adds the players of a CSV list (a header row naming the
// columns, one player a row) or of another program's TRF file
// (exchange.ReadPlayerList) in one action, after checking each of them
// against the event and the players before it in the list; it returns
// how many, and the import's notes (columns skipped, the code page read,
// what a TRF file's players lines did not say as Arbiter keeps it).
// vouched: the arbiter said the list's namesakes of players in the event
// are other persons (conduct.Imported.VouchNamesakes).
func (d *document) importPlayers(path string, vouched bool) (int, []engine.Message, error) {
	data, err := fileio.Read(path)
	if err != nil {
		return 0, nil, err
	}
	ev, err := d.st.Event()
	if err != nil {
		return 0, nil, err
	}
	imp, err := conduct.ReadPlayers(data, ev.Settings.RatingType())
	if err != nil {
		return 0, nil, err
	}
	if vouched {
		imp.VouchNamesakes()
	}
	notes, err := conduct.Import(d.st, imp)
	return len(imp.Event.Players), notes, err
}

// updateSettings stores the settings, which the store judges
// (tournament.Event.ValidateSettingsChange), after what the window asks of
// them (tournament.Settings.ValidateTyped), and a team event's options when
// team is not nil (store.Tx.UpdateSettingsWith: each judged under the
// other as it will be), as one action: a refusal of either leaves both as
// they were. The rows of the view it changed are kept with the change,
// for the history to name (store.Tx.ShowRows).
func (d *document) updateSettings(st tournament.Settings, team *tournament.TeamOptions, rows []store.ShownRow) error {
	if err := st.ValidateTyped(d.event.Settings); err != nil {
		return err
	}
	return d.st.Batch(func(tx *store.Tx) error {
		var err error
		if team != nil {
			// Each judged under the other as it will be.
			err = tx.UpdateSettingsWith(st, *team)
		} else {
			err = tx.UpdateSettings(st)
		}
		tx.ShowRows(rows)
		return err
	})
}

// judgeSettings judges settings *st and team options *o as a new file
// and the settings view both ask, read each time it is called (the form
// asks again with each refused field set aside): by the event's rule
// (valid: on their own, or as a change to the event), then by what the
// window asks of them typed over was (tournament.Settings.ValidateTyped),
// then a team event's options.
func judgeSettings(valid func(tournament.Settings) error, was tournament.Settings, st *tournament.Settings, o *tournament.TeamOptions) func() error {
	return func() error {
		if err := valid(*st); err != nil {
			return err
		}
		if err := st.ValidateTyped(was); err != nil {
			return err
		}
		if st.System.Team() {
			return o.Validate()
		}
		return nil
	}
}

// drawSeats draws the seats by lot from a random seed: one store action
// whose audit entry records the seed.
func (d *document) drawSeats() (uint64, error) {
	seed, ev := seats.NewSeed(), d.event
	return seed, conduct.DrawSeats(d.st, &ev, seed)
}

// withdrawalRound is the round a withdrawal box proposes: the last with
// at least one finished game, the usual answer to "after which round did
// the player withdraw", and the first while none is finished, as one
// withdraws only after a round paired (tournament.Event.ValidateWithdrawal):
// the 0 proposed then was refused, the box left open by the arbiter's Enter.
func (d *document) withdrawalRound() int {
	last := 1
	for _, r := range d.event.Rounds {
		for _, p := range r.Pairings {
			if !p.IsBye() && p.Result.Finished() {
				last = r.Number
			}
		}
	}
	return last
}
