package cli

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"arbiter/cli/cmdline"
	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/schedule"
	"arbiter/tournament/standings"
	"arbiter/tournament/store"
	"arbiter/words"
)

func init() {
	provide("new", runNew)
	provide("info", runInfo)
	provide("backup", runBackup)
	provide("restore", runRestore)
	provide("undo", runUndo)
	provide("redo", runRedo)
	provide("audit", runAudit)
}

// parseSystem reads --system (tournament.ParseSystem) and says, where the
// name typed is not the system's id ("swiss"), which system it took.
func parseSystem(env *cmdline.Env, text string) (tournament.System, bool) {
	sys, ok := tournament.ParseSystem(text)
	if ok && string(sys) != strings.ToLower(strings.TrimSpace(text)) {
		fmt.Fprintln(env.Stdout, env.Cat.T("app.system.taken", "value", text, "system", env.Cat.T(sys.NameKey()), "id", string(sys)))
	}
	return sys, ok
}

// roundsKept is the number of rounds kept of rounds given for an event of
// system sys, whose rounds were was: a system that makes its rounds from
// its field (a round robin's) keeps was, and the command says that the
// number given is not kept, where it was stored unused without a word.
func roundsKept(env *cmdline.Env, sys tournament.System, rounds, was int) int {
	if !sys.RoundsFromField() || rounds <= 0 { // below 0: refused as such
		return rounds
	}
	fmt.Fprintln(env.Stdout, env.Cat.T("app.rounds.not-kept", "value", rounds, "system", env.Cat.T(sys.NameKey())))
	return was
}

// readDays reads each day as typed (input.ISODate) into ISO, as "new" and
// "event" take the event's first and last day.
func readDays(days ...*string) error {
	for _, d := range days {
		var err error
		if *d, err = input.ISODate(*d); err != nil {
			return cmdline.BadValue(err)
		}
	}
	return nil
}

func runNew(env *cmdline.Env, args []string) error {
	st := tournament.DefaultSettings()
	fs := cmdline.NewFlags("new")
	fs.StringVar(&st.Name, "name", "", "event name")
	fs.StringVar(&st.Site, "site", "", "site")
	fs.StringVar(&st.ChiefArbiter, "arbiter", "", "chief arbiter")
	fs.StringVar(&st.Federation, "federation", "", "host federation, three letters")
	fs.StringVar(&st.Deputies, "deputies", "", "deputy arbiters, separated by ;")
	fs.StringVar(&st.StartDate, "start", "", "first day, YYYY-MM-DD or DD.MM.YYYY")
	fs.StringVar(&st.EndDate, "end", "", "last day, YYYY-MM-DD or DD.MM.YYYY; left out, the first day (a one-day event); --end= leaves it open (a league)")
	ruleset := fs.String("ruleset", string(st.Ruleset), "ruleset id")
	system := fs.String("system", string(st.System), "pairing system")
	fs.IntVar(&st.Rounds, "rounds", 0, "number of rounds")
	readLate := byeFlags(fs, &st)
	fs.StringVar(&st.TimeControl, "time-control", "", `time control, e.g. 90+30 or 40/90+30'+30"`)
	gameType := fs.String("game-type", "auto", "standard, rapid or blitz to set the type over the time control's; auto for the control's (the ruleset's definitions)")
	lang := fs.String("lang", string(env.Lang), "language of the event's documents")
	boards := fs.Int("boards", 0, "boards of a match (team events)")
	matchPoints := fs.String("match-points", "", "match points of a won, drawn and lost match, e.g. 2,1,0 (team events)")
	boardColours := boardColoursFlag(fs)
	pos, err := cmdline.ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	if strings.TrimSpace(st.Name) == "" {
		return cmdline.Usagef("app.usage.required", "flag", "--name")
	}
	if err := readLate(); err != nil {
		return err
	}
	st.Federation = strings.ToUpper(strings.TrimSpace(st.Federation))
	if err := readDays(&st.StartDate, &st.EndDate); err != nil {
		return err
	}
	// --end left out is the first day, as in the window's new-event box;
	// given empty, the end stays open.
	oneDay := !cmdline.GivenFlags(fs)["end"] && schedule.OneDay(&st)
	id, err := rules.ParseRuleset(*ruleset)
	if err != nil {
		return cmdline.BadValue(err)
	}
	st.SetRuleset(id)
	if st.GameType, err = parseGameTypeSetting(*gameType); err != nil {
		return cmdline.BadValue(err)
	}
	sys, known := parseSystem(env, *system)
	if !known {
		return cmdline.Refusef("app.usage.system", "value", *system, "systems", cmdline.SystemChoices(true, ", "))
	}
	st.SetSystem(sys)
	st.TieBreaks = st.System.DefaultTieBreaks()
	st.Rounds = roundsKept(env, st.System, st.Rounds, 0)
	l, err := cmdline.Lang(*lang)
	if err != nil {
		return err
	}
	st.Language = string(l)
	if err := st.ValidateTyped(tournament.Settings{}); err != nil {
		return err
	}
	store.Actor = "cli"
	// The event's rule for settings, which the store judges again, asked
	// first so that a value typed wrong is a usage error.
	if err := st.Validate(); err != nil {
		return cmdline.BadValue(err)
	}
	if err := judgeKindFlags(fs, st.System, valueGiven); err != nil {
		return err
	}
	// Boards given, the event is a team event (judgeKindFlags).
	var fill func(*store.Tx) error
	if *boards != 0 {
		o := st.System.DefaultTeamOptions(*boards)
		if err := teamOptionsFlags(&o, *boards, *matchPoints); err != nil {
			return err
		}
		if *boardColours != "" {
			o = o.WithBoardColours(*boardColours)
		}
		if err := o.Validate(); err != nil {
			return cmdline.BadValue(err)
		}
		fill = func(tx *store.Tx) error { return tx.SetTeamOptions(o) }
	}
	s, err := store.CreateWith(pos[0], st, fill)
	if err != nil {
		return err
	}
	if err := s.Close(); err != nil {
		return err
	}
	fmt.Fprintln(env.Stdout, env.Cat.T("store.cli.created", "file", pos[0]))
	if oneDay {
		fmt.Fprintln(env.Stdout, env.Cat.T("app.new.one-day", "date", words.Date(env.Cat, st.EndDate), "file", pos[0]))
	}
	noteGameType(env, st)
	return nil
}

// noteGameType says, where the game type or the time control is set, a
// type set that the control contradicts, or one the ruleset has no rules
// for.
func noteGameType(env *cmdline.Env, st tournament.Settings) {
	if text, warn := words.GameType(env.Cat, st); warn {
		fmt.Fprintln(env.Stderr, text)
	}
}

// fileInfo is "arbiter info" as JSON.
type fileInfo struct {
	File           string `json:"file"`
	Name           string `json:"name"`
	Site           string `json:"site"`
	StartDate      string `json:"start_date"`
	EndDate        string `json:"end_date"`
	ChiefArbiter   string `json:"chief_arbiter"`
	Ruleset        string `json:"ruleset"`
	System         string `json:"system"`
	TimeControl    string `json:"time_control"`
	GameType       string `json:"game_type"` // the type in force (tournament.GameTypeInForce)
	gameType       string // it and where it comes from, as arbiter event says it
	Players        int    `json:"players"`
	Rounds         int    `json:"rounds"`
	RoundsPaired   int    `json:"rounds_paired"`
	RoundsFinished int    `json:"rounds_finished"`
	// Partial are the paired rounds after the last finished one with a
	// result entered, as the tables' headings name them: a round robin's
	// round 3 played in full while round 2 waits for a postponed game.
	Partial        []standings.RoundProgress `json:"partial,omitempty"`
	teams          bool
	ResultsEntered int   `json:"results_entered"`
	SchemaVersion  int   `json:"schema_version"`
	FileSize       int64 `json:"file_size"`
}

func describe(cat *i18n.Catalog, path string, s *store.Store) (fileInfo, error) {
	ev, err := s.Event()
	if err != nil {
		return fileInfo{}, err
	}
	ver, err := s.Version()
	if err != nil {
		return fileInfo{}, err
	}
	st := ev.Settings
	fi := fileInfo{File: path, Name: st.Name, Site: st.Site, StartDate: st.StartDate, EndDate: st.EndDate,
		ChiefArbiter: st.ChiefArbiter, Ruleset: string(st.Ruleset), System: string(st.System), TimeControl: st.TimeControl,
		Players: len(ev.Players), Rounds: ev.TotalRounds(), RoundsPaired: ev.PairedRounds(),
		RoundsFinished: ev.CompletedRounds(), Partial: standings.PartialRounds(ev), teams: st.System.Team(), SchemaVersion: ver}
	if g, err := st.GameTypeInForce(); err == nil {
		fi.GameType = string(g.Type)
	}
	fi.gameType, _ = words.GameType(cat, st)
	for _, r := range ev.Rounds {
		for _, p := range r.Pairings {
			// An adjourned game is still to be finished: not a result
			// entered, as the crosstable's note counts them.
			if p.Seated() && p.Result.Finished() {
				fi.ResultsEntered++
			}
		}
	}
	return fi, nil
}

func runInfo(env *cmdline.Env, args []string) error {
	file, asJSON, err := parseFileJSON("info", args)
	if err != nil {
		return err
	}
	var info fileInfo
	if err := WithStoreRO(file, func(s *store.Store) (err error) { info, err = describe(env.Cat, file, s); return }); err != nil {
		return err
	}
	// The main file alone: while another instance has it open, the latest
	// changes may still be in the write-ahead log beside it.
	fi, err := os.Stat(file)
	if err != nil {
		return err
	}
	info.FileSize = fi.Size()
	if asJSON {
		return cmdline.WriteJSON(env.Stdout, info)
	}
	writeInfo(env.Stdout, env.Cat, info)
	return nil
}

func writeInfo(w io.Writer, cat *i18n.Catalog, fi fileInfo) {
	dates := words.EventDates(cat, fi.StartDate, fi.EndDate)
	rounds := cat.T("store.info.rounds-value", "paired", fi.RoundsPaired, "finished", fi.RoundsFinished, "total", fi.Rounds)
	if partial := words.RoundsUnderWay(cat, fi.Partial, fi.teams); partial != "" {
		rounds += " (" + partial + ")"
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for _, row := range [][2]string{
		{"store.info.name", fi.Name},
		{"store.info.site", fi.Site},
		{"store.info.dates", dates},
		{"store.info.arbiter", fi.ChiefArbiter},
		{"store.info.ruleset", words.RulesetName(cat, rules.RulesetID(fi.Ruleset))},
		{"store.info.system", cat.T(tournament.System(fi.System).NameKey())},
		{"store.info.time-control", fi.TimeControl},
		{"event.cli.gametype", fi.gameType},
		{"store.info.players", fmt.Sprint(fi.Players)},
		{"store.info.rounds", rounds},
		{"store.info.results", fmt.Sprint(fi.ResultsEntered)},
		{"store.info.schema", fmt.Sprint(fi.SchemaVersion)},
		{"store.info.size", cat.T("store.info.size-value", "bytes", fi.FileSize)},
	} {
		fmt.Fprintf(tw, "%s:\t%s\n", cat.T(row[0]), row[1])
	}
	tw.Flush()
}

func runBackup(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("backup")
	list := fs.Bool("list", false, "list the backups instead of making one")
	pos, err := cmdline.ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	backup := func(s *store.Store) error {
		if *list {
			backups, err := s.Backups()
			printBackups(env, backups)
			return err
		}
		path, err := s.Backup("manual")
		if err == nil {
			fmt.Fprintln(env.Stdout, env.Cat.T("store.cli.backup", "path", path))
		}
		return err
	}
	if *list {
		err := WithStoreRO(pos[0], backup) // the list only reads, beside the window
		if errors.Is(err, store.ErrCorrupt) {
			// The backups of a damaged file are its way back (restore):
			// listed, then the damage said.
			backups, lerr := store.BackupsOf(pos[0])
			printBackups(env, backups)
			return cmp.Or(lerr, err)
		}
		return err
	}
	// A backup changes nothing in the event: made by the file's writer
	// where it is free (which makes the file whole for a plain copy too),
	// else beside the program that holds it (the window) through a reader,
	// SQLite's online backup copying the file as of its last committed
	// change either way.
	err = withStore(pos[0], backup)
	if errors.Is(err, store.ErrLocked) {
		err = WithStoreRO(pos[0], backup)
	}
	return err
}

// printBackups lists backups, oldest first, a line each.
func printBackups(env *cmdline.Env, backups []store.BackupFile) {
	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', 0)
	for _, b := range backups {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\n", words.Moment(env.Cat, b.Taken), env.Cat.Message(b.Why()), b.Size, b.Path)
	}
	tw.Flush()
}

func runRestore(env *cmdline.Env, args []string) error {
	pos, err := cmdline.ParseExact(cmdline.NewFlags("restore"), args, "FILE", "BACKUP")
	if err != nil {
		return err
	}
	store.Actor = "cli"
	// RestoreFile also takes a file that opening refuses as edited by hand.
	damaged, err := store.RestoreFile(pos[0], pos[1])
	if damaged != "" {
		fmt.Fprintln(env.Stdout, env.Cat.T("store.cli.restored.damaged", "file", pos[0], "backup", pos[1], "damaged", damaged))
	}
	if err != nil || damaged != "" {
		return err
	}
	fmt.Fprintln(env.Stdout, env.Cat.T("store.cli.restored", "file", pos[0], "backup", pos[1]))
	return nil
}

// runUndo and runRedo take back the last action, or make again the last
// one taken back; each says which action it was (the one Undo reverses:
// before an undo, after a redo) and, as the window does, whose pairing
// numbers it moved (words.Renumbered).
func runUndo(env *cmdline.Env, args []string) error { return stepHistory(env, args, "undo") }

func runRedo(env *cmdline.Env, args []string) error { return stepHistory(env, args, "redo") }

func stepHistory(env *cmdline.Env, args []string, name string) error {
	pos, err := cmdline.ParseExact(cmdline.NewFlags(name), args, "FILE")
	if err != nil {
		return err
	}
	return withStore(pos[0], func(s *store.Store) error {
		before, err := s.Event()
		if err != nil {
			return err
		}
		var target store.AuditEntry
		key := "store.cli.undone"
		if name == "undo" {
			if target, err = s.NextUndo(); err == nil {
				_, err = s.Undo()
			}
		} else if _, err = s.Redo(); err == nil {
			target, err = s.NextUndo()
			key = "store.cli.redone"
		}
		if err != nil {
			return err
		}
		fmt.Fprintln(env.Stdout, env.Cat.T(key, "what", i18n.Join(env.Cat, target.Told(), "; ")))
		after, err := s.Event()
		if err != nil {
			return err
		}
		for _, l := range words.Renumbered(env.Cat, after, before.StartNumbers(), words.Renumbering{History: true}) {
			fmt.Fprintln(env.Stdout, l)
		}
		return nil
	})
}

// auditJSON is one entry of "arbiter audit --json".
type auditJSON struct {
	ID       int64      `json:"id"`
	At       time.Time  `json:"at"`
	Actor    string     `json:"actor"`
	Text     string     `json:"text"`
	Steps    []stepJSON `json:"steps"`
	Undoable bool       `json:"undoable"`
	Undoes   int64      `json:"undoes,omitempty"`
	UndoneBy int64      `json:"undone_by,omitempty"`
	Changes  []change   `json:"changes,omitempty"`
}

// change is one table's rows before and after an action.
type change struct {
	Table  string         `json:"table"`
	Key    map[string]any `json:"key"`
	Before []store.Row    `json:"before"`
	After  []store.Row    `json:"after"`
}

type stepJSON struct {
	Action string         `json:"action"`
	Args   map[string]any `json:"args,omitempty"`
}

func runAudit(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("audit")
	asJSON := fs.Bool("json", false, "print JSON")
	changes := fs.Bool("changes", false, "with --json: include the rows before and after each action")
	pos, err := cmdline.ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	if *changes && !*asJSON {
		return cmdline.Usagef("app.usage.changes")
	}
	var log []store.AuditEntry
	read := (*store.Store).AuditLog
	if *changes {
		read = (*store.Store).Audit
	}
	if err := WithStoreRO(pos[0], func(s *store.Store) (err error) { log, err = read(s); return }); err != nil {
		return err
	}
	if *asJSON {
		out := make([]auditJSON, len(log))
		for i, e := range log {
			out[i] = auditJSON{ID: e.ID, At: e.At, Actor: e.Actor, Text: i18n.Join(env.Cat, e.Told(), "; "),
				Undoable: e.Undoable(), Undoes: e.Undoes, UndoneBy: e.UndoneBy}
			for _, st := range e.Steps {
				out[i].Steps = append(out[i].Steps, stepJSON(st))
			}
			if *changes {
				for _, c := range e.Changes {
					out[i].Changes = append(out[i].Changes, change(c))
				}
			}
		}
		return cmdline.WriteJSON(env.Stdout, out)
	}
	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', 0)
	for _, e := range log {
		text := i18n.Join(env.Cat, e.Told(), "; ")
		if e.UndoneBy != 0 {
			text += " " + env.Cat.T("store.cli.undone-by", "id", e.UndoneBy)
		}
		fmt.Fprintf(tw, "#%d\t%s\t%s\t%s\n", e.ID, words.Moment(env.Cat, e.At), words.Actor(env.Cat, e.Actor), text)
	}
	return tw.Flush()
}

// parseGameTypeSetting reads the game type --game-type sets: "standard",
// "rapid" or "blitz", or "auto" (or nothing) for the time control's.
func parseGameTypeSetting(text string) (rules.GameType, error) {
	if t := strings.ToLower(strings.TrimSpace(text)); t == "" || t == "auto" {
		return "", nil
	}
	g, err := rules.ParseGameType(text)
	if err != nil {
		return "", cmdline.Error("event.err.game-type", "name", text)
	}
	return g, nil
}
