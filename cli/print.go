package cli

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"time"

	"arbiter/cli/cmdline"
	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/printing"
	"arbiter/tournament"
	"arbiter/tournament/checkin"
	"arbiter/tournament/norms"
	"arbiter/tournament/replay"
	"arbiter/tournament/standings"
	"arbiter/tournament/store"
)

func init() {
	provide("print", runPrint)
}

// printKinds are the documents "arbiter print" makes.
var printKinds = []string{"pairings", "slips", "scoresheets", "pack", "players", "schedule", "crosstable", "standings", "group-standings", "prizes",
	"norms", "norm-forecast", "ratings", "norm-certificates", "envelope", "report", "match-sheets", "lineup-forms", "boards"}

// roundSheets are the sheets --round picks a round of: a round's own, and
// the tables printed as they stood after it; the others are of the event
// as it stands and refuse it, rather than print another round than named.
var roundSheets = []string{"pairings", "slips", "scoresheets", "pack", "crosstable", "standings", "group-standings", "envelope",
	"match-sheets", "lineup-forms", "boards"}

var notations = sync.OnceValue(func() map[string]engine.Style {
	return map[string]engine.Style{"san": engine.SAN, "figurine": engine.Figurine, "long1953": engine.Long1953, "short1953": engine.Short1953}
})

func runPrint(env *cmdline.Env, args []string) error {
	fs := cmdline.NewFlags("print")
	round := fs.Int("round", 0, "round (default: the last paired); standings, group-standings, crosstable and boards: after that round; the sheets of the event as it stands (players, schedule, prizes, norms, ratings, report) take none")
	board := fs.Int("board", 0, "board: a recorded game's scoresheet, or the envelope's game")
	match := fs.Int("match", 0, "team events: the match whose board --board is, as the pairing list numbers it")
	blank := fs.Bool("blank", false, "scoresheets: one blank sheet; envelope: for a game played on paper")
	notation := fs.String("notation", "san", "scoresheet notation: san, figurine, long1953, short1953")
	lang := fs.String("lang", "", "language of the sheet (default: the event's)")
	paper := fs.String("paper", "", "A4 or Letter (default: the event's)")
	address := fs.String("address", "", "pairings and standings: the venue pages' address (http://…), printed with its QR code")
	out := fs.String("o", "", "output PDF file")
	whiteUsed := fs.String("white-used", "", "envelope: time used by White, H:MM or H:MM:SS")
	blackUsed := fs.String("black-used", "", "envelope: time used by Black")
	adjourned := fs.String("adjourned", "", "envelope: date and time of adjournment")
	resume := fs.String("resume", "", "envelope: date and time of resumption")
	place := fs.String("place", "", "envelope: place of resumption")
	parts := fs.String("parts", "", "pack: the parts it holds, of checkin, pairings, slips, scoresheets and standings; a team event's of pairings, match-sheets, lineup-forms and standings (default: all but checkin, the door's list of the next round to pair, printed before its pairing; checkin alone prints that round's)")
	groups := fs.String("groups", "", "group-standings and prizes: the ranking groups whose standings are printed, by id (default: every group)")
	pos, err := cmdline.ParseExact(fs, args, "KIND", "FILE")
	if err != nil {
		return err
	}
	kind, file := pos[0], pos[1]
	if !slices.Contains(printKinds, kind) {
		return cmdline.Refusef("app.usage.sheet", "value", kind, "sheets", printKinds)
	}
	if *out == "" {
		return cmdline.Usagef("app.usage.required", "flag", "-o OUT.pdf")
	}
	if *round != 0 && !slices.Contains(roundSheets, kind) {
		return cmdline.Usagef("app.usage.no-round", "sheet", kind, "sheets", strings.Join(roundSheets, ", "))
	}
	style, ok := notations()[*notation]
	if !ok {
		return cmdline.Refusef("app.usage.notation", "value", *notation)
	}
	opt := printing.Options{Paper: *paper, Address: *address}
	if *lang != "" {
		if opt.Lang, err = cmdline.Lang(*lang); err != nil {
			return err
		}
	}
	job := printJob{kind: kind, round: *round, board: *board, match: *match, blank: *blank, style: style, opt: opt,
		adjourned: *adjourned, resume: *resume, place: *place, groups: splitList(*groups), parts: splitList(*parts)}
	if kind == "envelope" && *board == 0 {
		return cmdline.Usagef("app.usage.envelope")
	}
	if job.whiteUsed, job.hasWhite, err = parseUsed(*whiteUsed); err != nil {
		return err
	}
	if job.blackUsed, job.hasBlack, err = parseUsed(*blackUsed); err != nil {
		return err
	}

	var leftOut []string // why parts of the pack chosen are not printed
	var asOf string      // which round a table was printed after, when not the one named
	err = WithStoreRO(file, func(s *store.Store) error {
		ev, last, err := s.EventAndLastChange()
		if err != nil {
			return err
		}
		job.opt.State = printing.State{Change: last.ID, At: last.At}
		if err := judgeKindFlags(fs, ev.Settings.System, valueGiven); err != nil {
			return err
		}
		asOf, leftOut = job.settleRound(env.Cat, ev)
		return cmdline.WriteOutputWith(env, *out, func(w io.Writer) error {
			if ev.Settings.System.Team() {
				return job.printTeams(w, s, ev)
			}
			return job.print(w, s, ev)
		})
	})
	if err != nil {
		return err
	}
	for _, why := range leftOut {
		fmt.Fprintln(env.Stderr, why)
	}
	if asOf != "" {
		fmt.Fprintln(env.Stderr, asOf)
	}
	if *out != "-" {
		fmt.Fprintln(env.Stdout, env.Cat.T("print.cli.written", "file", *out))
	}
	return nil
}

// settleRound sets the round the sheet is of once the event is read:
// the one named, else the round a check-in is for (the door's list
// alone), else the last paired. It returns what the command says beside
// the sheet: a table printed after a round not yet complete (asOf), why
// parts of a pack are left out (leftOut).
func (job *printJob) settleRound(cat *i18n.Catalog, ev *tournament.Event) (asOf string, leftOut []string) {
	job.after = job.round > 0
	if next, err := checkin.Round(ev); err == nil && job.kind == "pack" && slices.Equal(job.parts, []string{"checkin"}) {
		// The door's list alone is of the round a check-in is for, not
		// of the last paired, whose check-in is over.
		job.round = cmp.Or(job.round, next)
	}
	job.round = cmp.Or(job.round, ev.PairedRounds())
	team := ev.Settings.System.Team()
	if job.after && (job.kind == "standings" || job.kind == "crosstable" || job.kind == "group-standings") && !team && job.round <= ev.PairedRounds() {
		asOf = roundNotComplete(cat, ev, job.round)
	}
	if job.kind == "pack" {
		// The rest of the pack prints without them (RoundPackOf).
		leftOut = printing.PackLeftOut(cat, ev, job.round, job.parts)
	}
	return asOf, leftOut
}

// printJob is one "arbiter print" request.
type printJob struct {
	kind         string
	round, board int
	match        int // a team event's match, of which board is a board
	// after is set when the arbiter named the round: standings and
	// crosstable are then printed as they stood after it.
	after bool
	blank bool
	style engine.Style
	opt   printing.Options
	// What the arbiter tells the envelope beyond the recorded game.
	whiteUsed, blackUsed     time.Duration
	hasWhite, hasBlack       bool
	adjourned, resume, place string
	// groups are the ranking groups whose standings are printed; parts
	// the parts of a round pack (none: all).
	groups, parts []string
}

func (j printJob) print(w io.Writer, s *store.Store, ev *tournament.Event) error {
	round, opt := j.round, j.opt
	switch j.kind {
	case "match-sheets", "lineup-forms", "boards":
		return tournament.ForKind(ev.Settings.System, true, "print "+j.kind)
	case "pairings":
		return printing.Pairings(w, ev, round, opt)
	case "slips":
		return printing.Slips(w, ev, round, opt)
	case "pack":
		if len(j.parts) > 0 {
			return printing.RoundPackOf(w, ev, round, j.parts, opt)
		}
		return printing.RoundPack(w, ev, round, opt)
	case "scoresheets":
		return j.scoresheets(w, s, ev)
	case "schedule":
		return printing.Schedule(w, ev, opt)
	case "players":
		return printing.PlayerList(w, ev, opt)
	case "crosstable", "standings":
		return j.table(w, ev)
	case "group-standings", "prizes":
		return j.prizes(w, s, ev)
	case "norms":
		rep, err := norms.ForEvent(ev)
		if err != nil {
			return err
		}
		return printing.Norms(w, ev, rep, opt)
	case "ratings", "norm-certificates", "norm-forecast":
		return j.ratings(w, s, ev)
	case "envelope":
		return j.envelope(w, s, ev)
	case "report":
		return printing.ArbiterReportOf(w, ev, s, opt)
	}
	return cmdline.Refusef("app.usage.sheet", "value", j.kind, "sheets", printKinds)
}

// scoresheets prints the blank sheet, one game's sheet or the round's.
func (j printJob) scoresheets(w io.Writer, s *store.Store, ev *tournament.Event) error {
	switch {
	case j.blank:
		return printing.BlankScoresheet(w, ev, j.opt)
	case j.board > 0:
		g, err := j.recordedGame(s, ev)
		if err != nil {
			return err
		}
		return printing.GameScoresheet(w, ev, g, j.style, j.opt)
	}
	return printing.Scoresheets(w, ev, j.round, j.opt)
}

// recordedGame is the game recorded on the board the arbiter named: a
// team event's by its match and its board there, as the pairing list
// numbers it.
func (j printJob) recordedGame(s *store.Store, ev *tournament.Event) (*replay.GameRecord, error) {
	if !ev.Settings.System.Team() {
		return gameOnBoard(s, ev, j.round, j.board)
	}
	if j.match == 0 {
		return nil, cmdline.Usagef("teams.usage.match")
	}
	return s.GameAtMatch(ev, j.round, j.match, j.board)
}

// gameOnBoard is the game recorded on a board numbered as the lists number
// them: a bye's number is a board the round lacks (FindPairing), said so
// rather than as a board without a record.
func gameOnBoard(s *store.Store, ev *tournament.Event, round, board int) (*replay.GameRecord, error) {
	if _, err := ev.FindPairing(round, board); err != nil {
		return nil, err
	}
	return s.GameAt(round, board)
}

// roundNotComplete says which round a table named after round was printed
// after, where round is not complete and the table counts no result of it
// (a Swiss's count the complete rounds only, standings.Progress): the
// paper's title says it, and the command line, saying only that the file
// was written, let the round named pass for the round printed. It is ""
// where the table is of the round named or its title names the results
// it counts of it.
func roundNotComplete(cat *i18n.Catalog, ev *tournament.Event, round int) string {
	p := standings.ProgressOf(ev.AfterRound(round))
	switch {
	case p.Complete >= round || len(p.Partial) > 0:
		return ""
	case p.Complete == 0:
		return cat.T("print.cli.round-incomplete.none", "round", round)
	}
	return cat.T("print.cli.round-incomplete", "round", round, "n", p.Complete)
}

// asItStood is the event as it stood after the round the arbiter named,
// for the tables printed after it; ev itself where he named none.
func (j printJob) asItStood(ev *tournament.Event) (*tournament.Event, error) {
	if !j.after {
		return ev, nil
	}
	return printing.AfterRound(ev, j.round)
}

// table prints the standings or the crosstable, as they stood after the
// named round when the arbiter named one.
func (j printJob) table(w io.Writer, ev *tournament.Event) error {
	ev, err := j.asItStood(ev)
	if err != nil {
		return err
	}
	if j.kind == "standings" {
		return printing.Standings(w, ev, j.opt)
	}
	return printing.Crosstable(w, ev, j.opt)
}

// prizes prints the prize list or the group standings of the named groups,
// refusing a group the event's prize rules do not have.
func (j printJob) prizes(w io.Writer, s *store.Store, ev *tournament.Event) error {
	rules, err := s.PrizeRules()
	if err != nil {
		return err
	}
	for _, id := range j.groups {
		if _, ok := rules.Group(id); !ok {
			return cmdline.Error("prizes.err.no-group", "id", id)
		}
	}
	if j.kind == "prizes" {
		return printing.PrizeList(w, ev, rules, j.groups, j.opt)
	}
	if ev, err = j.asItStood(ev); err != nil {
		return err
	}
	return printing.GroupStandings(w, ev, rules, j.groups, j.opt)
}

// ratings prints the sheets computed with the event's rating options.
func (j printJob) ratings(w io.Writer, s *store.Store, ev *tournament.Event) error {
	o, err := s.RatingOptions()
	if err != nil {
		return err
	}
	switch j.kind {
	case "ratings":
		return printing.Ratings(w, ev, o, j.opt)
	case "norm-forecast":
		return printing.NormForecast(w, ev, o, j.opt)
	}
	return printing.NormCertificates(w, ev, o, j.opt)
}

// envelope prints a sealed-move envelope, blank (a game played on paper)
// or from the recorded game, with what the arbiter states beyond it: the
// times, dates and place stated were dropped from a blank one.
func (j printJob) envelope(w io.Writer, s *store.Store, ev *tournament.Event) error {
	a := printing.Adjournment{Round: j.round, Board: j.board, Blank: true}
	if !j.blank {
		g, err := gameOnBoard(s, ev, j.round, j.board)
		if errors.Is(err, store.ErrNotFound) {
			// Played on paper: the desk and the printing view give it the
			// blank envelope, which here is asked for by name.
			return cmdline.Error("print.cli.envelope-no-record", "round", j.round, "board", j.board)
		}
		if err != nil {
			return err
		}
		var saved *replay.ClockState
		if c, ok, err := s.Clock(g.ID); err != nil {
			return err
		} else if ok {
			saved = &c
		}
		if a, err = printing.AdjournmentFromGame(ev, g, saved); err != nil {
			return err
		}
	}
	// Times the arbiter states replace what the record's clock gives;
	// without readings in the record he states both or neither.
	if !a.HasTimes && j.hasWhite != j.hasBlack {
		return cmdline.Usagef("app.usage.used-both")
	}
	if j.hasWhite {
		a.WhiteUsed, a.HasTimes = j.whiteUsed, true
	}
	if j.hasBlack {
		a.BlackUsed, a.HasTimes = j.blackUsed, true
	}
	if j.adjourned != "" { // else the adjournment ruling's time
		a.AdjournedAt = j.adjourned
	}
	a.ResumeAt, a.ResumePlace = j.resume, j.place
	return printing.Envelope(w, ev, a, j.opt)
}

// parseUsed reads a used time written H:MM or H:MM:SS.
func parseUsed(s string) (time.Duration, bool, error) {
	if s == "" {
		return 0, false, nil
	}
	d, err := engine.ParseReading(s, engine.UsedTime)
	if err != nil {
		return 0, false, cmdline.Refusef("app.usage.time", "value", s)
	}
	return d, true, nil
}
