package cmdline

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"time"

	"arbiter/engine"
	"arbiter/engine/clock"
	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/internal/fileio"
	"arbiter/tournament"
	"arbiter/tournament/replay"
	"arbiter/words"
)

// impliedBy is the incident with what the options given imply besides
// what they state: naming the flag that fell first states that the clock
// shows the order (--order-known=false alone says it does not), and with
// --event the player's earlier requests to see the scoresheet are those
// the game's rulings log holds, as the desk counts them, unless
// --prior-requests (or --from) states them.
func impliedBy(in rules.Incident, given map[string]bool, eg *EventGame) rules.Incident {
	if x, ok := in.(rules.BothFlags); ok && given["first-flag"] && !given["order-known"] {
		x.OrderKnown = true
		return x
	}
	if x, ok := in.(rules.ScoresheetRequest); ok && !given["prior-requests"] && eg != nil && eg.Record != nil {
		x.PriorRequests = eg.Record.Ruled(string(rules.KindScoresheetRequest))[x.Player]
		return x
	}
	return in
}

func runRuling(env *Env, args []string) error {
	early := earlyValues(args, "incident", "from", "lang")
	if langs := early.values["lang"]; len(langs) > 0 {
		// The event's language is the ruling's, its help's and its
		// errors' where it is one of the catalogue's.
		if l, ok := i18n.ParseLang(langs[len(langs)-1]); ok {
			env.Lang, env.Cat = l, i18n.For(l)
		}
	}
	fs := NewFlags("ruling")
	ro := newRulingOptions(fs)
	// The incident's kind, and the incident read from --from, are known
	// before its options are: they are that kind's.
	in, stated, err := rulingIncident(early)
	if err != nil {
		return err
	}
	o, w := &detailOptions{fs: fs}, &written{}
	build, err := parseRuling(fs, args, in, o, w, env.Cat)
	if err != nil {
		return err
	}
	given := GivenFlags(fs)
	ro.af.declinedSet = given["declined-offer-by"]
	// What the arbiter stated, by option or in --from's file.
	maps.Copy(given, stated)
	if err := sideStated(fs, in.Kind(), env.Cat, stated); err != nil {
		return err
	}
	if err := lateStated(in.Kind(), given); err != nil {
		return err
	}
	if err := ro.readEvent(env, fs); err != nil {
		return err
	}
	ev, tc, err := ro.event()
	if err != nil {
		return err
	}
	g, lang, err := ro.record(in.Kind(), w, env.Lang)
	if err != nil {
		return err
	}
	if in, err = build(g, lang, ro.played(tc)); err != nil {
		return err
	}
	if err := onMoveRecorded(in, g, given, env.Cat); err != nil {
		return err
	}
	in = impliedBy(in, given, ro.eg)
	// under reads the record as a ruleset reads it, with the counts of
	// the game's rulings log (--event), and the arbiter's own findings
	// (who can still mate, the counts so far) override it.
	under := func(rs rules.RulesetID, f *rules.Facts, in *rules.Incident) error {
		if g != nil {
			var err error
			if *f, err = rules.FactsFromGame(rs, g, 0); err != nil {
				return err
			}
			if ro.eg != nil && ro.eg.Record != nil {
				logged(f, ro.eg.Record, given)
				if f.FlagFallen, err = savedFlag(ro.eg, f.Moves); err != nil {
					return err
				}
				*in = savedUsed(*in, ro.eg, f.Moves, given)
			}
			if (*in).Kind().IsClaim() {
				// With the record at hand the claim is checked, not taken on
				// trust, and what the arbiter stated of it that the record
				// contradicts is refused, not overridden unsaid.
				was := *in
				cr, _, err := checkClaim(g, rs, in, w.intendedMove, lang, w.langStated)
				if err != nil {
					return err
				}
				if name, ok := overruled(given, was, *in); ok {
					return Usagef("app.usage.claim-record", "flag", "--"+name, "record", env.Cat.TMap(cr.Reason.Key, cr.Reason.MessageArgs()))
				}
			}
		}
		if ro.eg != nil {
			var err error
			if *in, err = savedCorrection(*in, ro.eg, f.Moves); err != nil {
				return err
			}
		}
		// Without a record, or the event's game (whose moves, before the
		// desk has its record, are none), the moves made are not known.
		f.MovesUnknown = g == nil && ro.eg == nil
		ro.af.apply(f)
		return nil
	}
	if ro.eg != nil && ro.eg.Refused != nil {
		// The desk refuses a ruling on a board whose result is recorded:
		// that is said first, what the Laws would say following for
		// information only. With --json the output stays the decision,
		// and this goes to the errors' stream.
		out := env.Stdout
		if *ro.json {
			out = env.Stderr
		}
		fmt.Fprintln(out, env.Cat.Sentence(ro.eg.Refused))
		fmt.Fprintln(out, env.Cat.T("rules.cli.result-recorded"))
	}
	return ro.rule(env, ev, tc, in, under, func(d rules.Decision) {
		if len(d.Moves) > 0 {
			printMoves(env, g.Position(), d.Moves, lang)
		}
		for _, l := range ro.clockLeft(env.Cat, in) {
			fmt.Fprintln(env.Stdout, l)
		}
	})
}

// clockLeft is what a ruling on a flag says of the desk's clock, as last
// saved (eg.Clock), that still shows time for a side whose flag the
// incident says has fallen, as the desk says it (words.ClockLeft): the
// command line ruled the loss alone.
func (ro *rulingOptions) clockLeft(cat *i18n.Catalog, in rules.Incident) []string {
	if ro.eg == nil || ro.eg.Clock == nil {
		return nil
	}
	var sides []engine.Color
	switch x := in.(type) {
	case rules.FlagFall:
		sides = []engine.Color{x.Player}
	case rules.BothFlags:
		sides = []engine.Color{engine.White, engine.Black}
	}
	var lines []string
	for _, side := range sides {
		if left := ro.eg.Clock.Remaining[side]; left > 0 {
			lines = append(lines, words.ClockLeft(cat, side, left))
		}
	}
	return lines
}

// parseRuling parses the command line with the options of in's kind, or
// every kind's for --help without one, and refuses a detail option the
// kind does not read; it returns how to make the incident.
func parseRuling(fs *flag.FlagSet, args []string, in rules.Incident, o *detailOptions, w *written, cat *i18n.Catalog) (makeIncident, error) {
	var given []string
	build := ready(&in)
	if in != nil {
		build = bindKind(o, in, w)
		refuseOthers(o, &given)
	} else {
		for _, f := range detailFlags() {
			fs.Var(f.Value, f.Name, f.Usage)
		}
	}
	pos, err := Parse(fs, args)
	if h := (HelpRequest{}); errors.As(err, &h) {
		return nil, HelpRequest{withoutRefused(fs, o.kind)}
	}
	switch {
	case err != nil:
		return nil, err
	case len(pos) > 1:
		// The words beyond the kind are named: a value written after an
		// option that takes none (--intended Rc6) is one.
		extra := pos
		if _, err := rules.ParseIncidentKind(pos[0]); err == nil {
			extra = pos[1:]
		}
		return nil, Usagef("app.usage.args-extra", "want", "KIND", "args", strings.Join(extra, " "))
	case in == nil && len(pos) == 1:
		// A KIND word that names no kind is refused by its name, not
		// as if none had been given.
		_, err := rules.ParseIncidentKind(pos[0])
		return nil, err
	case in == nil:
		return nil, Usagef("app.usage.incident", "kinds", engine.NameList(rules.Kinds()))
	}
	return build, refusal(given, o.bound, in.Kind(), cat)
}

// EventGame is the game --event, --round and --board name: the event's
// settings, the game's record (nil before the desk has one) and the time
// control it is played with.
type EventGame struct {
	Settings tournament.Settings
	Record   *replay.GameRecord
	Control  clock.TimeControl
	// Refused says that the board's result is recorded, where the desk
	// gives no ruling (tournament.Result.RulingRefused); nil where it gives one.
	Refused error
	// Clock is the desk's clock as last saved for the position the
	// record ends in; nil where there is none.
	Clock *replay.ClockState
}

// onMoveRecorded refuses --on-move, and --after-press of the player on
// move, where the record at hand says otherwise: with a record the rule reads who is on move from it (a draw
// offer, leaving the playing area), as the desk does, and a stated
// contrary would be set aside unsaid.
func onMoveRecorded(in rules.Incident, g *engine.Game, given map[string]bool, cat *i18n.Catalog) error {
	if g == nil {
		return nil
	}
	pos := g.Position()
	turn := pos.Turn()
	refuse := func(flag string) error {
		return Usagef("app.usage.on-move-record", "flag", flag, "side", cat.T("rules.side."+turn.String()))
	}
	switch x := in.(type) {
	case rules.DrawOffer:
		// A press after his move is a press of one not on move.
		if given["after-press"] && x.AfterPress && turn == x.Player {
			return refuse("--after-press")
		}
		if given["on-move"] && (turn == x.Player) != x.OnMove {
			return refuse("--on-move")
		}
	case rules.LeftVenue:
		if given["on-move"] && (turn == x.Player) != x.OnMove {
			return refuse("--on-move")
		}
	}
	return nil
}

// savedFlag is the flag the desk's clock, as last saved (eg.Clock), shows
// down, as the desk reads it on reopening the game: its reading set on a
// clock of the game's control, where a time of zero is a fallen flag
// (clock.Clock.Set), read by rules.FlagFromClock with the moves made.
func savedFlag(eg *EventGame, made rules.Sides) (*engine.Color, error) {
	if eg.Clock == nil || len(eg.Control.Periods) == 0 {
		return nil, nil
	}
	c, err := clock.New(eg.Control, time.Now)
	if err != nil {
		return nil, err
	}
	for _, side := range []engine.Color{engine.White, engine.Black} {
		if err := c.Set(side, eg.Clock.Remaining[side], made.Get(side)); err != nil {
			return nil, err
		}
	}
	return rules.FlagFromClock(c.State(), eg.Control, made), nil
}

// savedUsed gives an adjournment the times used the desk's clock, as last
// saved (eg.Clock), shows, as the desk states them on its envelope,
// unless --used-white or --used-black (or --from) state them.
func savedUsed(in rules.Incident, eg *EventGame, made rules.Sides, given map[string]bool) rules.Incident {
	x, ok := in.(rules.Adjourn)
	if !ok || eg.Clock == nil || len(eg.Control.Periods) == 0 || given["used-white"] || given["used-black"] || given["used"] {
		return in
	}
	used, known := eg.Clock.Used(eg.Control, [2]int{made.White, made.Black})
	if !known {
		return in
	}
	x.Used = [2]*time.Duration{&used[engine.White], &used[engine.Black]}
	return x
}

// savedCorrection gives a clock correction what the desk's clock shows
// as the desk reads it (rules.ApplyClock): its reading as last saved
// (eg.Clock), else the control's first setting, a clock not yet run; the
// readings stated for after the correction (--after-white, --after-black)
// are ruled as the correction from it, as at the desk.
func savedCorrection(in rules.Incident, eg *EventGame, made rules.Sides) (rules.Incident, error) {
	x, ok := in.(rules.ClockCorrection)
	if !ok || len(eg.Control.Periods) == 0 {
		return in, nil
	}
	c, err := clock.New(eg.Control, time.Now)
	if err != nil {
		return nil, err
	}
	if eg.Clock != nil {
		for _, side := range []engine.Color{engine.White, engine.Black} {
			if err := c.Set(side, eg.Clock.Remaining[side], made.Get(side)); err != nil {
				return nil, err
			}
		}
	}
	return rules.ApplyClock(x, c.State(), eg.Control, made), nil
}

// readEventGame reads the game of the event file path that round and
// board name: the event program's (ProvideEventGame), which links the
// store; nil in the arbiter program, which starts that one for a ruling
// on an event's game.
var readEventGame func(path string, round, board int) (*EventGame, error)

// ProvideEventGame is called by the event program's commands (package
// arbiter/cli) before Run.
func ProvideEventGame(read func(path string, round, board int) (*EventGame, error)) {
	readEventGame = read
}

// readEvent reads the game of an event the options name, if they name
// one, refusing the options that would state the event again.
func (ro *rulingOptions) readEvent(env *Env, fs *flag.FlagSet) error {
	given := GivenFlags(fs)
	if *ro.eventFile == "" {
		if given["round"] || given["board"] {
			return Usagef("app.usage.required", "flag", "--event")
		}
		return nil
	}
	for _, name := range eventOptions {
		if given[name] {
			return Usagef("app.usage.event-option", "flag", "--"+name)
		}
	}
	for _, name := range []string{"round", "board"} {
		if !given[name] {
			return Usagef("app.usage.required", "flag", "--"+name)
		}
	}
	if readEventGame == nil {
		return inEventProgram(env)
	}
	eg, err := readEventGame(*ro.eventFile, *ro.round, *ro.board)
	if err != nil {
		return err
	}
	ro.eg = eg
	return nil
}

// event is the event the options state: its ruleset, its game type (or
// the time control it is read from) and its default time; with --event,
// the event's settings for the game's control.
func (ro *rulingOptions) event() (rules.Event, *clock.TimeControl, error) {
	if ro.eg != nil {
		ev, err := ro.eg.Settings.RulesEvent(ro.eg.Control)
		if len(ro.eg.Control.Periods) == 0 {
			return ev, nil, err
		}
		return ev, &ro.eg.Control, err
	}
	// The options as an event file would be refused them, so that a
	// ruling is not given under a practice or policy no rule reads.
	if err := ro.rules.Validate(); err != nil {
		return rules.Event{}, nil, err
	}
	ev := ro.rules.Event()
	ev.Supervised = *ro.supervised
	var err error
	if ev.Ruleset, err = rules.ParseRuleset(*ro.ruleset); err != nil {
		return ev, nil, err
	}
	if *ro.lateness >= 0 {
		ev.Lateness = ro.lateness
	}
	return statedType(ev, *ro.typeName, *ro.control)
}

// statedType is ev with the game type the options state, as "arbiter
// ruling" and "arbiter claim" read them: --type (typeName), else the type
// the time control --control makes under ev's ruleset (rules.
// EventFromControl), else none; and the control read, nil where none. A
// control given with a type is the game's all the same (its increment).
func statedType(ev rules.Event, typeName, control string) (rules.Event, *clock.TimeControl, error) {
	var err error
	if typeName != "" {
		if ev.Type, err = rules.ParseGameType(typeName); err != nil {
			return ev, nil, err
		}
	}
	if control == "" {
		return ev, nil, nil
	}
	parsed, err := clock.Parse(control)
	if err != nil {
		return ev, nil, err
	}
	return rules.EventFromControl(ev, parsed), &parsed, nil
}

// played is the time control the game is played with: tc, else with
// --event the usual control of the event's game type, which the desk's
// clock runs where the event names none (Settings.ClockControl).
func (ro *rulingOptions) played(tc *clock.TimeControl) *clock.TimeControl {
	if tc != nil || ro.eg == nil {
		return tc
	}
	if usual, _, err := ro.eg.Settings.ClockControl(); err == nil {
		return &usual
	}
	return nil
}

// unreadControl is the event's game type in force where the game was
// ruled by it, its own control unread (GameTypeInForce.ControlUnread);
// none where the game's clock ran a control of its own.
func (ro *rulingOptions) unreadControl() (tournament.GameTypeInForce, error) {
	if ro.eg == nil || len(ro.eg.Control.Periods) > 0 {
		return tournament.GameTypeInForce{}, nil
	}
	return ro.eg.Settings.GameTypeInForce()
}

// typeTaken says, for a game of an event that states neither a time
// control nor a game type, the type its rules take first, which the ruling
// under ev took, as the desk takes it and says on its status line (its
// clock running that type's usual control, which it keeps as the game's),
// and what to set; in cat's language, as the ruling's game type line (or
// its note in JSON, which has no such line) says it. nil where the type
// was stated, the game's clock ran a control of its own, or the rules
// know one type alone.
func (ro *rulingOptions) typeTaken(cat *i18n.Catalog, ev rules.Event) *engine.Message {
	if ro.eg == nil || ro.eg.Settings.GameType != "" || ro.eg.Settings.TimeControl != "" {
		// Stated, or a control named that does not read, which the
		// type's own words say (words.GameType).
		return nil
	}
	if usual, assumed, err := ro.eg.Settings.ClockControl(); err != nil || !assumed ||
		len(ro.eg.Control.Periods) > 0 && ro.eg.Control.String() != usual.String() {
		return nil
	}
	if r, ok := rules.Get(ev.Ruleset); !ok || len(r.Types) < 2 {
		return nil
	}
	return &engine.Message{Key: "app.cli.ruling.type-taken", Args: map[string]any{"type": cat.T(ev.Type.NameKey())}}
}

// record is the game ruled on (the PGN's, the start for a touch without
// one, else none) and the notation written moves are read in: the
// event's, --lang's, else the user's, which w notes as not stated.
func (ro *rulingOptions) record(k rules.IncidentKind, w *written, user i18n.Lang) (*engine.Game, engine.Lang, error) {
	w.langStated = ro.eg != nil || *ro.langName != ""
	var lang engine.Lang
	if ro.eg != nil {
		var err error
		if lang, err = ro.eg.Settings.Notation(); err != nil {
			return nil, "", err
		}
		if ro.eg.Record != nil {
			g, err := replay.Game(ro.eg.Record)
			return g, lang, err
		}
	} else {
		var ok bool
		if lang, ok = notationLang(*ro.langName, user); !ok {
			return nil, "", Refusef("app.usage.notation-lang", "value", *ro.langName)
		}
		if *ro.pgn != "" {
			g, err := GameFromPGN(*ro.pgn, *ro.game)
			return g, lang, err
		}
	}
	switch {
	case w.intendedMove != "":
		return nil, "", Usagef("app.usage.sealed")
	case k == rules.KindTouchMove:
		return engine.NewGame(engine.StartPosition()), lang, nil
	}
	return nil, lang, nil
}

// rule decides in under the event's ruleset, or under all five with
// --compare, and prints the decision (then after) or writes it as JSON.
func (ro *rulingOptions) rule(env *Env, ev rules.Event, tc *clock.TimeControl, in rules.Incident, under func(rules.RulesetID, *rules.Facts, *rules.Incident) error, after func(rules.Decision)) error {
	var f rules.Facts
	cat := env.Cat
	if *ro.json {
		cat = i18n.For(i18n.English)
	}
	if *ro.compare {
		c, err := rules.Compare(ev, f, in, under)
		if err != nil {
			return err
		}
		c.Localize(cat.TMap)
		if *ro.json {
			return WriteJSON(env.Stdout, c)
		}
		printComparison(env, c)
		return nil
	}
	if err := under(ev.Ruleset, &f, &in); err != nil {
		return err
	}
	d, err := rules.Decide(ev, f, in)
	if err != nil {
		return err
	}
	taken := ro.typeTaken(cat, ev)
	if taken != nil && *ro.json {
		d.Notes = append(d.Notes, *taken)
	}
	if g, err := ro.unreadControl(); err == nil && g.ControlUnread && *ro.json {
		// The text's game type line says it (words.GameType).
		d.Notes = append(d.Notes, words.UnreadControl(cat, ro.eg.Settings, g))
	}
	d.Localize(cat.TMap)
	if *ro.json {
		return WriteJSON(env.Stdout, d)
	}
	s := stated(d, *ro.typeName != "")
	if ro.eg != nil {
		s = ro.eg.Settings
	}
	line := gameTypeLine(cat, d, s, tc)
	if taken != nil {
		line = cat.T("event.cli.gametype") + ": " + cat.TMap(taken.Key, taken.Args)
	}
	if line != "" {
		fmt.Fprintln(env.Stdout, line)
	}
	printDecision(env, d)
	after(d)
	return nil
}

// stated is the settings that the options of a ruling without an event
// file state: the ruleset decision d was given under, and its type where
// --type stated it (typed).
func stated(d rules.Decision, typed bool) tournament.Settings {
	s := tournament.Settings{Ruleset: d.Ruleset}
	if typed {
		s.GameType = d.GameType
	}
	return s
}

// gameTypeLine names the game type decision d was ruled as and where it
// comes from (the game's time control tc, else the settings s: the type
// stated, the event's control, or neither), as the desk's status line
// says it (words.GameTypeOfGame); "" where the ruling took no type.
func gameTypeLine(cat *i18n.Catalog, d rules.Decision, s tournament.Settings, tc *clock.TimeControl) string {
	if d.GameType == "" {
		return ""
	}
	text, _ := words.GameTypeOfGame(cat, s, tc)
	return cat.T("event.cli.gametype") + ": " + text
}

// arbiterFindings are what the arbiter states on the command line about
// the game, which override what the record says: who can still mate,
// perpetual check, the draw offer declined last, the flag down on the
// clock, and the illegal moves and warnings so far.
type arbiterFindings struct {
	canMate   [2]rules.Verdict
	perpetual bool
	// flagDown is the side whose flag is down on the clock as the
	// arbiter rules (rules.Facts.FlagFallen); flagDownSet says it is.
	flagDown    engine.Color
	flagDownSet bool
	// declinedBy is the side whose draw offer was declined last
	// (1953 §18e); declinedSet says the option was given.
	declinedBy  engine.Color
	declinedSet bool
	counts      struct{ illegal, device, adjust [2]int }
}

// apply writes the findings over the facts read from the record.
func (af *arbiterFindings) apply(f *rules.Facts) {
	for c, v := range af.canMate {
		if v == rules.Undetermined {
			continue
		}
		if engine.Color(c) == engine.White {
			f.WhiteCanMate = v
		} else {
			f.BlackCanMate = v
		}
	}
	f.PerpetualCheck = f.PerpetualCheck || af.perpetual
	if af.declinedSet {
		f.LastDeclinedOfferBy = &af.declinedBy
	}
	if af.flagDownSet {
		f.FlagFallen = &af.flagDown
	}
	for c := engine.White; c <= engine.Black; c++ {
		f.IllegalMoves.Add(c, af.counts.illegal[c])
		f.DeviceWarnings.Add(c, af.counts.device[c])
		f.AdjustWarnings.Add(c, af.counts.adjust[c])
	}
}

// logged counts, as the desk does, the illegal moves and the device and
// adjusting warnings of the game's rulings log that a ruling reads, for
// each side whose option (--illegal-moves-white, …) does not state them.
func logged(f *rules.Facts, rec *replay.GameRecord, given map[string]bool) {
	for _, c := range []struct {
		option string
		tally  replay.Tally
		counts *rules.Sides
	}{
		{"illegal-moves", replay.TallyIllegalMove, &f.IllegalMoves},
		{"device-warnings", replay.TallyDeviceWarning, &f.DeviceWarnings},
		{"adjust-warnings", replay.TallyAdjustWarning, &f.AdjustWarnings},
	} {
		n := rec.Counts(c.tally)
		for side := engine.White; side <= engine.Black; side++ {
			if !given[c.option+"-"+side.String()] {
				c.counts.Add(side, n[side])
			}
		}
	}
}

// early are, read before the options are registered, the values of some
// options and the words that are no option.
type early struct {
	values map[string][]string
	words  []string
}

// earlyValues reads the values of the named options (--name V, --name=V)
// and the words of args that begin with no dash.
func earlyValues(args []string, names ...string) early {
	e := early{values: map[string][]string{}}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if !strings.HasPrefix(a, "-") {
			e.words = append(e.words, a)
			continue
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !slices.Contains(names, name) {
			continue
		}
		if !hasValue && i+1 < len(args) {
			i++
			value = args[i]
		}
		e.values[name] = append(e.values[name], value)
	}
	return e
}

// rulingIncident reads, before the options, the incident's kind (the
// first word that names one, or --incident's value) and the incident of
// --from: the blank incident of the kind, the one read, or nil for none,
// and the details the file states, by their options' names. Two kinds
// that differ are refused.
func rulingIncident(e early) (rules.Incident, map[string]bool, error) {
	var kinds []rules.IncidentKind
	for _, v := range e.values["incident"] {
		k, err := rules.ParseIncidentKind(v)
		if err != nil {
			return nil, nil, err
		}
		kinds = append(kinds, k)
	}
	for _, a := range e.words {
		if k, err := rules.ParseIncidentKind(a); err == nil {
			kinds = append(kinds, k)
		}
	}
	var in rules.Incident
	var stated map[string]bool
	if from := e.values["from"]; len(from) > 0 && from[len(from)-1] != "" {
		var err error
		if in, stated, err = incidentFrom(from[len(from)-1]); err != nil {
			return nil, nil, err
		}
		kinds = append(kinds, in.Kind())
	}
	if slices.ContainsFunc(kinds, func(k rules.IncidentKind) bool { return k != kinds[0] }) {
		return nil, nil, Usagef("app.usage.args", "want", "KIND", "got", len(kinds))
	}
	if in == nil && len(kinds) > 0 {
		in, err := rules.New(kinds[0], engine.White)
		return in, nil, err
	}
	return in, stated, nil
}

// incidentFrom reads the incident of a JSON file, and the details it
// states by their options' names ("sealer_late" is --sealer-late).
func incidentFrom(path string) (rules.Incident, map[string]bool, error) {
	file, err := fileio.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer file.Close()
	data, err := io.ReadAll(file)
	if err != nil {
		return nil, nil, err
	}
	in, err := rules.ParseIncident(data)
	if err != nil {
		return nil, nil, err
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil { // read already: an object
		return nil, nil, err
	}
	stated := map[string]bool{}
	for name := range fields {
		stated[strings.ReplaceAll(name, "_", "-")] = true
	}
	return in, stated, nil
}

// withoutRefused is fs without the options its incident does not read,
// for --help: the event's and the record's options and the kind's own.
func withoutRefused(fs *flag.FlagSet, k rules.IncidentKind) *flag.FlagSet {
	only := NewFlags(rulingSet(k))
	fs.VisitAll(func(f *flag.Flag) {
		if _, refused := f.Value.(notRead); !refused {
			only.Var(f.Value, f.Name, f.Usage)
		}
	})
	return only
}

// readTouch reads the touch-move options: the squares in order, the square
// the piece was let go on, the promoted piece's letter.
func readTouch(t rules.Touch, squares, released, promoted string) (*rules.Touch, error) {
	square := func(flag, s string) (engine.Square, error) {
		sq, ok := engine.ParseSquare(strings.ToLower(strings.TrimSpace(s)))
		if !ok {
			return 0, Refusef("app.usage.square", "value", s, "flag", flag)
		}
		return sq, nil
	}
	for _, s := range strings.Split(squares, ",") {
		if strings.TrimSpace(s) == "" {
			continue
		}
		sq, err := square("--touch", s)
		if err != nil {
			return nil, err
		}
		t.Squares = append(t.Squares, sq)
	}
	if released != "" {
		sq, err := square("--released", released)
		if err != nil {
			return nil, err
		}
		t.ReleasedOn = &sq
	}
	if promoted != "" {
		roles := map[string]engine.Role{"q": engine.Queen, "r": engine.Rook, "b": engine.Bishop, "n": engine.Knight}
		r, ok := roles[strings.ToLower(strings.TrimSpace(promoted))]
		if !ok {
			return nil, Refusef("app.usage.promoted", "value", promoted)
		}
		t.PromotedTo = r
	}
	return &t, nil
}

// printMoves lists the moves a touch leaves, in the event's notation.
func printMoves(env *Env, p engine.Position, moves []string, lang engine.Lang) {
	var out []string
	for _, m := range rules.MovesOf(&p, moves) {
		out = append(out, p.Format(m, engine.Notation{Lang: lang, Style: engine.SAN}))
	}
	fmt.Fprintln(env.Stdout, env.Cat.T("rules.touch.moves-left", "moves", strings.Join(out, ", ")))
}
