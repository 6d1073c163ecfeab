package cli

import (
	"cmp"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"arbiter/cli/cmdline"
	"arbiter/tournament"
	"arbiter/tournament/ratinglist"
	"arbiter/tournament/store"
	"arbiter/words"
	"arbiter/words/listwords"
)

func init() {
	provide("ratinglist", runRatingList)
}

func runRatingList(env *cmdline.Env, args []string) error {
	return cmdline.Subcommand(env, args, map[string]func(*cmdline.Env, []string) error{"import": runRatingListImport,
		"list": runRatingListList, "find": runRatingListFind}, cmdline.UsageNaming("ratinglist.usage"))
}

// columnFlags collects --column HEADER=FIELD.
type columnFlags map[string]string

func (c columnFlags) String() string { return "" }

func (c columnFlags) Set(v string) error {
	h, f, ok := strings.Cut(v, "=")
	if !ok {
		return fmt.Errorf("want HEADER=FIELD, got %q", v)
	}
	c[strings.TrimSpace(h)] = strings.TrimSpace(f)
	return nil
}

func runRatingListImport(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("ratinglist import")
	var opt ratinglist.Options
	fs.StringVar(&opt.Name, "name", "", "the list's name (default FIDE for FIDE's combined list, \"FIDE rapid\" for its rapid list and so on, else the file's name)")
	fs.StringVar(&opt.Date, "date", "", "the list's rating period, YYYY-MM-DD (default: the month a list of one period names, else the date the file was written)")
	fs.StringVar(&opt.Period, "period", "", "the time control of a FIDE list of one period whose file's name does not say it: standard, rapid or blitz")
	cols := columnFlags{}
	fs.Var(cols, "column", "a CSV column's field, HEADER=FIELD (fields: "+strings.Join(ratinglist.Fields, ", ")+"; an empty FIELD skips the column); kept for the list's next import")
	pos, err := cmdline.ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	if len(cols) > 0 {
		opt.Columns = cols
	}
	start := time.Now()
	var res ratinglist.Result
	if err := withLists(env, func(l *ratinglist.Lists) (err error) { res, err = l.Import(pos[0], opt); return }); err != nil {
		return err
	}
	fmt.Fprintln(env.Stdout, env.Cat.T("ratinglist.cli.imported", "players", res.Info.Players, "name", res.Info.Name,
		"date", res.Info.Date, "seconds", env.Cat.Seconds(time.Since(start))))
	if len(res.Skipped) > 0 {
		fmt.Fprintln(env.Stdout, env.Cat.T("ratinglist.cli.skipped", "columns", strings.Join(res.Skipped, ", ")))
	}
	for _, n := range res.Notes {
		fmt.Fprintln(env.Stdout, env.Cat.Message(n))
	}
	return nil
}

func runRatingListList(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("ratinglist list")
	asJSON := fs.Bool("json", false, "print JSON")
	if _, err := cmdline.ParseExact(fs, args); err != nil {
		return err
	}
	var all []ratinglist.Info
	var broken []ratinglist.Broken
	if err := withLists(env, func(l *ratinglist.Lists) (err error) {
		all, err = l.All()
		broken = l.Broken()
		return
	}); err != nil {
		return err
	}
	if *asJSON {
		return writeJSONArray(env.Stdout, all)
	}
	// Those found broken now are named on standard error (withLists).
	defer func() {
		for _, b := range broken {
			if !b.Now {
				fmt.Fprintln(env.Stdout, env.Cat.Error(b.Error()))
			}
		}
	}()
	if len(all) == 0 {
		fmt.Fprintln(env.Stdout, env.Cat.T("ratinglist.cli.none"))
		return nil
	}
	cat := env.Cat
	rows := [][]string{{cat.T("ratinglist.col.list"), cat.T("ratinglist.col.date"), cat.T("ratinglist.col.players"), cat.T("ratinglist.col.source")}}
	for _, info := range all {
		rows = append(rows, []string{info.Name, info.Date, strconv.Itoa(info.Players), info.Source})
	}
	writeTable(env.Stdout, rows, 0, 1, 3)
	return nil
}

func runRatingListFind(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("ratinglist find")
	list := fs.String("list", "", "search this list only")
	limit := fs.Int("limit", 20, "at most this many players")
	asJSON := fs.Bool("json", false, "print JSON")
	pos, err := cmdline.ParseExact(fs, args, "QUERY")
	if err != nil {
		return err
	}
	var found []ratinglist.Entry
	if err := withLists(env, func(l *ratinglist.Lists) (err error) { found, err = l.Find(pos[0], *list, *limit); return }); err != nil {
		return err
	}
	if done, err := listedOrNone(env, *asJSON, found, "ratinglist.cli.found.none"); done {
		return err
	}
	cat := env.Cat
	// Each id under its own head: a national list's id under "FIDE id"
	// was taken for one, and player add --fide-id found no one by it.
	rows := [][]string{{cat.T("ratinglist.col.fideid"), cat.T("ui.ratinglist.field.natid"), cat.T("ratinglist.col.name"), cat.T("ratinglist.col.title"),
		cat.T("ratinglist.col.fed"), cat.T("ratinglist.col.rating"), cat.T("ratinglist.col.rapid"), cat.T("ratinglist.col.blitz"),
		cat.T("ui.ratinglist.field.natrating"), cat.T("ratinglist.col.born"), cat.T("ratinglist.col.list")}}
	for _, e := range found {
		rows = append(rows, []string{e.FIDEID, e.NationalID, familyFirst(e), e.Title, e.Federation, words.Number(e.Rating), words.Number(e.Rapid),
			words.Number(e.Blitz), words.Number(e.NationalRating), words.Number(e.BirthYear), strings.Join(e.Lists, " + ")})
	}
	writeTable(env.Stdout, rows, 2, 3, 4, 10)
	return nil
}

// withLists runs fn on the user's rating lists (ratinglist.DataDir).
func withLists(env *cmdline.Env, fn func(l *ratinglist.Lists) error) error {
	lists, done, err := openLists(env)
	if err != nil {
		return err
	}
	defer done()
	return fn(lists)
}

// openLists opens the user's rating lists; done closes them and names on
// standard error each list found broken meanwhile (set aside, or skipped),
// which the command went on without.
func openLists(env *cmdline.Env) (*ratinglist.Lists, func(), error) {
	lists, err := ratinglist.Default()
	if err != nil {
		return nil, nil, err
	}
	return lists, func() {
		for _, b := range lists.Broken() {
			if b.Now {
				fmt.Fprintln(env.Stderr, env.Cat.Error(b.Error()))
			}
		}
		lists.Close()
	}, nil
}

// writeJSONArray prints a list as a JSON array, [] when it is empty.
func writeJSONArray[T any](w io.Writer, list []T) error {
	if list == nil {
		list = []T{}
	}
	return cmdline.WriteJSON(w, list)
}

// listedOrNone writes list as a JSON array (asJSON) or, empty, the line
// none; it reports whether that was all the command writes.
func listedOrNone[T any](env *cmdline.Env, asJSON bool, list []T, none string) (bool, error) {
	if asJSON {
		return true, writeJSONArray(env.Stdout, list)
	}
	if len(list) == 0 {
		fmt.Fprintln(env.Stdout, env.Cat.T(none))
		return true, nil
	}
	return false, nil
}

func familyFirst(e ratinglist.Entry) string {
	var p tournament.Player
	p.SetNames(e.FamilyName, e.GivenNames)
	return p.FamilyFirst()
}

// fillFromList makes the player "player add --fide-id N" (or
// --national-id N --list NAME) adds: the list's player for the event's
// rating kind, with the options given on the line written over it as
// player edit writes them (applyDetails), --namesake too; the
// game type whose rating the lists do not give when the line gives none
// either ("" otherwise), for the command to say so; and the list the
// player comes from, which the event records.
func fillFromList(env *cmdline.Env, o playerFields, given tournament.Player, nationalID, list string, ev *tournament.Event) (tournament.Player, string, tournament.RatingSource, error) {
	var src tournament.RatingSource
	lists, done, err := openLists(env)
	if err != nil {
		return given, "", src, err
	}
	defer done()
	var e ratinglist.Entry
	var ok bool
	if nationalID != "" {
		e, ok, err = lists.ByNationalID(nationalID, list)
	} else {
		e, ok, err = lists.ByFIDEID(given.FIDEID, list)
	}
	if err != nil {
		return given, "", src, err
	}
	if !ok {
		id := cmp.Or(nationalID, given.FIDEID)
		return given, "", src, cmdline.Error("ratinglist.err.notfound", "id", id)
	}
	info, err := lists.Get(e.List)
	if err != nil {
		return given, "", src, err
	}
	kind := ratinglist.RatingKindOf(ev.Settings)
	p := e.Player(kind)
	if o.set["name"] || o.set["family"] || o.set["given"] {
		p.Name, p.FamilyName, p.GivenNames = given.Name, given.FamilyName, given.GivenNames
	}
	if p, err = o.applyDetails(p); err != nil {
		return given, "", src, err
	}
	var note string
	if _, ok := e.RatingFor(kind); !ok && given.Rating == 0 {
		note = string(kind.Type)
	}
	return p, note, info.RatingSource(), nil
}

func runPlayerUpdateRatings(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("player update-ratings")
	list := fs.String("list", "", "take the ratings from this list (default: the newest list holding each player)")
	dry := fs.Bool("dry-run", false, "show the changes and write nothing")
	asJSON := fs.Bool("json", false, "print the changes and the players not found as JSON")
	pos, err := cmdline.ParseExact(fs, args, "FILE")
	if err != nil {
		return err
	}
	lists, done, err := openLists(env)
	if err != nil {
		return err
	}
	defer done()
	with := withStore
	if *dry {
		with = WithStoreRO // a dry run only reads, beside the window
	}
	return with(pos[0], func(st *store.Store) error {
		ev, err := st.Event()
		if err != nil {
			return err
		}
		u, err := lists.Changes(ev, *list)
		if err != nil {
			return err
		}
		// An update that changes nobody is no action to undo, as the
		// window's update is not offered then.
		if !*dry && len(u.Changes) > 0 {
			if err := st.UpdateRatings(u.RatingLists(), u.Players()); err != nil {
				return err
			}
		}
		return printUpdate(env, u, ev.Settings, *asJSON, *dry)
	})
}

// printUpdate shows every change, old → new, every player the lists do
// not hold, and the lists the players are taken from with the ratings
// the event s takes and how many from each; --json gives the same as one object (ratinglist.Update).
func printUpdate(env *cmdline.Env, u ratinglist.Update, s tournament.Settings, asJSON, dry bool) error {
	if asJSON {
		return cmdline.WriteJSON(env.Stdout, u)
	}
	cat := env.Cat
	for _, c := range u.Changes {
		fmt.Fprintln(env.Stdout, listwords.RatingChange(cat, c))
	}
	for _, m := range append(u.Missing, u.NoRating...) {
		fmt.Fprintln(env.Stdout, listwords.RatingMissing(cat, m))
	}
	for _, line := range listwords.TakenFrom(cat, u, s) {
		fmt.Fprintln(env.Stdout, line)
	}
	if u.Fixed && len(u.Changes) > 0 {
		fmt.Fprintln(env.Stdout, cat.T("ratinglist.update.fixed"))
	}
	switch {
	case len(u.Changes) == 0:
		fmt.Fprintln(env.Stdout, cat.T("ratinglist.cli.nochange"))
	case dry:
		fmt.Fprintln(env.Stdout, cat.T("ratinglist.cli.dry", "n", len(u.Changes)))
	default:
		fmt.Fprintln(env.Stdout, listwords.Updated(cat, len(u.Changes), u.RatingLists()))
	}
	return nil
}
