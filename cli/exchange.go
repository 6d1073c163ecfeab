package cli

import (
	"cmp"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"

	"arbiter/cli/cmdline"
	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/tournament"
	"arbiter/tournament/conduct"
	"arbiter/tournament/exchange"
	"arbiter/tournament/store"
	"arbiter/tournament/team"
	"arbiter/tournament/trf"
	"arbiter/words"
)

func init() {
	provide("import", runImport)
	provide("export", runExport)
}

// importJSON is what `import --json` prints: what was read into the
// file, and the import's notes, each with its catalogue key and arguments
// (what a program tells them apart by) and its text in the user's
// language.
type importJSON struct {
	Players int        `json:"players"`
	Rounds  int        `json:"rounds"`
	File    string     `json:"file"`
	Notes   []noteJSON `json:"notes"`
}

type noteJSON struct {
	Key  string         `json:"key"`
	Args map[string]any `json:"args,omitempty"`
	Text string         `json:"text"`
}

func runImport(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("import")
	asJSON := fs.Bool("json", false, "print JSON: the players and rounds imported and the import's notes")
	namesake := fs.Bool("namesake", false, "the list's players named as players in the event are other persons of the same name: import them anyway")
	lang := fs.String("lang", string(env.Lang), "language of a new file's documents (an existing file keeps its own)")
	pos, err := cmdline.ParseExact(fs, args, "trf|csv", "FILE", "IN")
	if err != nil {
		return err
	}
	l, err := cmdline.Lang(*lang)
	if err != nil {
		return err
	}
	o := importOptions{kind: pos[0], path: pos[1], lang: string(l), namesake: *namesake}
	if _, statErr := os.Stat(o.path); statErr == nil && cmdline.GivenFlags(fs)["lang"] {
		return cmdline.Usagef("app.usage.import.lang")
	}
	if o.kind != "trf" && o.kind != "csv" {
		return cmdline.Refusef("app.usage.import", "value", o.kind)
	}
	if o.namesake && o.kind != "csv" {
		return cmdline.Usagef("app.usage.import.namesake")
	}
	if o.data, err = cmdline.ReadInput(pos[2]); err != nil {
		return err
	}
	var imp conduct.Imported
	if o.kind == "trf" {
		if imp, err = conduct.ReadReport(o.data); err != nil {
			return err
		}
		if imp.Event.Settings.System.Team() {
			return importTeamTRF(env, o, imp, *asJSON)
		}
	}
	var renumbered []string             // words.LateEntries and Renumbered, of a file imported into
	var controlled *tournament.Settings // a file's settings whose time control the report replaced
	if _, statErr := os.Stat(o.path); errors.Is(statErr, os.ErrNotExist) {
		imp, err = o.intoNew(imp)
	} else {
		imp, renumbered, controlled, err = o.into(env, imp)
	}
	if err != nil {
		return err
	}
	imported := imp.Event
	if err := printImported(env, o.path, imp, len(imported.Rounds), *asJSON,
		env.Cat.T("event.cli.imported", "players", len(imported.Players), "rounds", len(imported.Rounds), "file", o.path)); err != nil {
		return err
	}
	if controlled != nil {
		// The game type the arbiter set stays, and is said where the
		// report's control makes another, as "arbiter event" says it;
		// on standard error, so with --json too.
		noteGameType(env, *controlled)
	}
	if !*asJSON {
		for _, l := range renumbered {
			fmt.Fprintln(env.Stdout, l)
		}
	}
	return nil
}

// importOptions are what "arbiter import" was given: the kind of file
// (trf or csv), the event file, a new file's language, what was read, and
// --namesake.
type importOptions struct {
	kind, path, lang string
	data             []byte
	namesake         bool
}

// list reads a player list with the ratings of game's type, once that is
// known: a new file's is a standard event's, a file's its own.
func (o importOptions) list(game rules.GameType) (conduct.Imported, error) {
	imp, err := conduct.ReadPlayers(o.data, game)
	if err == nil && o.namesake {
		imp.VouchNamesakes()
	}
	return imp, err
}

// namesakeRefusal turns a list's namesake refusal into the command's, which
// names --namesake.
func (o importOptions) namesakeRefusal(err error) error {
	if tournament.IsNamesake(err) && o.kind == "csv" {
		return cmdline.Error("event.cli.import.namesake", "problem", err)
	}
	return err
}

// intoNew makes the new file of the import: a report read already (imp),
// or the list.
func (o importOptions) intoNew(imp conduct.Imported) (conduct.Imported, error) {
	var err error
	if o.kind == "csv" {
		if imp, err = o.list(rules.Standard); err != nil {
			return imp, err
		}
	}
	imp, err = createImported(o.path, o.lang, imp)
	return imp, o.namesakeRefusal(err)
}

// into imports a report (imp) or the list into the existing file. Players
// imported into a Swiss under way are late entries: it returns, as the
// window's import says them, who is not in the round in play and whose
// pairing numbers they moved, and the file's settings where the report
// replaced their time control.
func (o importOptions) into(env *cmdline.Env, imp conduct.Imported) (_ conduct.Imported, renumbered []string, controlled *tournament.Settings, _ error) {
	err := withStore(o.path, func(st *store.Store) error {
		if err := refuseTeams(st, "import"); err != nil {
			return err
		}
		ev, err := st.Event()
		if err != nil {
			return err
		}
		if o.kind == "csv" {
			if imp, err = o.list(ev.Settings.RatingType()); err != nil {
				return err
			}
		}
		before := ev.StartNumbers()
		// The notes said are the import's: the reading's and the
		// settings a report replaced.
		if imp.Notes, err = conduct.Import(st, imp); err != nil {
			return o.namesakeRefusal(err)
		}
		control := ev.Settings.TimeControl
		if ev, err = st.Event(); err == nil {
			// A list's late entries have nothing typed: their byes,
			// where any, are the event's setting's.
			renumbered = slices.Concat(words.LateEntries(env.Cat, ev, before, false), words.Renumbered(env.Cat, ev, before, words.Renumbering{}),
				words.NumbersKept(env.Cat, ev, before, words.Renumbering{}))
			if ev.Settings.TimeControl != control {
				controlled = &ev.Settings
			}
		}
		return err
	})
	return imp, renumbered, controlled, err
}

// createImported makes the new file at path of an import, the command
// line its actor, and returns the import with the notes to say
// (conduct.Create).
func createImported(path, lang string, imp conduct.Imported) (conduct.Imported, error) {
	store.Actor = "cli"
	st, notes, err := conduct.Create(path, lang, imp, store.CreateImported)
	if err != nil {
		return imp, err
	}
	imp.Notes = notes
	return imp, st.Close()
}

// printImported says what an import kept, as JSON or as line, and then
// its notes: what it did not keep, read as written or changed.
func printImported(env *cmdline.Env, path string, imp conduct.Imported, rounds int, asJSON bool, line string) error {
	if asJSON {
		out := importJSON{Players: len(imp.Event.Players), Rounds: rounds, File: path, Notes: []noteJSON{}}
		for _, n := range imp.Notes {
			out.Notes = append(out.Notes, noteJSON{Key: n.Key, Args: n.Args, Text: env.Cat.Message(n)})
		}
		return cmdline.WriteJSON(env.Stdout, out)
	}
	fmt.Fprintln(env.Stdout, line)
	for _, n := range imp.Notes {
		fmt.Fprintln(env.Stdout, env.Cat.Message(n))
	}
	return nil
}

func runExport(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("export")
	out := fs.String("o", "", "output file (default: standard output); for html the folder, required")
	utf8 := fs.Bool("utf8", false, "TRF: names as spelt, in UTF-8 (default: ASCII, as FIDE's rating lists spell them)")
	lang := fs.String("lang", "", "html: the language of the top folder's pages (default: the event's)")
	version := fs.String("trf-version", "", "TRF: the edition written, 2026 or 16 (default: 2026)")
	pos, err := cmdline.Parse(fs, args)
	if err != nil {
		return err
	}
	if err := exportFlagsFit(pos, cmdline.GivenFlags(fs)); err != nil {
		return err
	}
	if len(pos) > 2 && pos[0] == "html" {
		// A weekend's files, exported as one site of sections.
		return cmdline.ExportHTML(env, pos[1:], *out, *lang)
	}
	if err := cmdline.Positional(pos, "trf|pgn|html", "FILE"); err != nil {
		return err
	}
	trfVersion, ok := trf.ParseVersion(cmp.Or(*version, "2026"))
	if !ok {
		return cmdline.Refusef("app.usage.trfversion", "value", *version)
	}
	if pos[0] == "pgn" {
		if err := WithStoreRO(pos[1], func(s *store.Store) error { return refuseTeams(s, "export pgn") }); err != nil {
			return err
		}
	}
	var data []byte
	switch pos[0] {
	case "trf":
		var o exchange.TRFOptions
		var ev *tournament.Event
		err := WithStoreRO(pos[1], func(s *store.Store) (err error) {
			if ev, err = s.Event(); err != nil {
				return err
			}
			if o.Swiss, err = s.SwissOptions(); err != nil {
				return err
			}
			if o.Corrected, err = s.CorrectedSincePaired(ev); err != nil {
				return err
			}
			if o.Rating, err = s.RatingOptions(); err != nil {
				return err
			}
			prizes, err := s.PrizeRules()
			o.PrizeGroups, o.Prizes = len(prizes.Groups), len(prizes.Prizes)
			return err
		})
		if err != nil {
			return err
		}
		o.UTF8, o.Version, o.TeamRanks = *utf8, trfVersion, team.Ranks
		data = exchange.ExportTRF(ev, o)
		if gaps := exchange.TRFRatingGaps(ev); len(gaps) > 0 {
			fmt.Fprintln(env.Stderr, env.Cat.T("event.trf.gaps", "records", strings.Join(gaps, ", ")))
		}
		for _, n := range exchange.TRFNotKept(ev, o) {
			fmt.Fprintln(env.Stderr, env.Cat.Message(n))
		}
	case "pgn":
		var notes []engine.Message
		if data, notes, err = exportPGN(pos[1]); err != nil {
			return err
		}
		for _, n := range notes {
			fmt.Fprintln(env.Stderr, env.Cat.Message(n))
		}
	case "html":
		return cmdline.ExportHTML(env, pos[1:], *out, *lang)
	default:
		return cmdline.Refusef("app.usage.export", "value", pos[0])
	}
	if *out == "" {
		_, err = env.Stdout.Write(data)
		return err
	}
	return cmdline.WriteOutput(env, *out, data)
}

// exportFlagFor is the kind of export a kind-bound option changes; one
// given to another kind would be dropped without a word.
func exportFlagFor(name string) string {
	if name == "lang" {
		return "html"
	}
	return "trf" // utf8, trf-version
}

// exportFlagsFit refuses an option that the kind of export asked for does
// not read.
func exportFlagsFit(pos []string, given map[string]bool) error {
	if len(pos) == 0 || (pos[0] != "trf" && pos[0] != "pgn" && pos[0] != "html") {
		return nil // the kind itself is refused, by name
	}
	kind := pos[0]
	for _, name := range []string{"utf8", "trf-version", "lang"} {
		if given[name] && exportFlagFor(name) != kind {
			return cmdline.Refusef("app.usage.export-flag", "kind", kind, "flag", "--"+name, "for", exportFlagFor(name))
		}
	}
	return nil
}

// exportPGN writes every game recorded in the file, in round and board
// order, with what PGN cannot state of the event (exchange.PGNNotKept).
func exportPGN(path string) (data []byte, notes []engine.Message, err error) {
	err = WithStoreRO(path, func(st *store.Store) error {
		ev, err := st.Event()
		if err != nil {
			return err
		}
		notes = exchange.PGNNotKept(ev)
		data, err = st.ExportPGN()
		return err
	})
	return data, notes, err
}
