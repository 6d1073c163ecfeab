package cmdline

// The ruling command's options: those that state the event, the record
// and the output (rulingOptions), and the flag types that read a colour,
// a verdict and a time in whole seconds, with the event's rule options
// (RuleOptionFlags), which the event program's new and event commands
// take too.

import (
	"flag"
	"fmt"
	"strings"
	"time"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/tournament"
)

// colorFlag reads "white" or "black".
type colorFlag struct{ c *engine.Color }

func (f colorFlag) String() string {
	if f.c == nil {
		return "white"
	}
	return f.c.String()
}

func (f colorFlag) Set(s string) error {
	return setWord(f.c, s, map[string]engine.Color{"white": engine.White, "w": engine.White, "black": engine.Black, "b": engine.Black},
		"%q is neither white nor black")
}

// knownDuration is a duration option whose detail is nil, not known,
// until it is given (the times used of an adjournment): unstated, it is
// not taken for zero.
type knownDuration struct{ p **time.Duration }

func (f knownDuration) String() string {
	if f.p == nil || *f.p == nil {
		return ""
	}
	return (*f.p).String()
}

func (f knownDuration) Set(s string) error {
	d, err := time.ParseDuration(s)
	if err != nil {
		return err
	}
	*f.p = &d
	return nil
}

// setWord sets *dst to the value of the word s (in any case) in words,
// or refuses s saying, by use, what to give.
func setWord[T any](dst *T, s string, words map[string]T, use string) error {
	v, ok := words[strings.ToLower(s)]
	if !ok {
		return fmt.Errorf(use, s)
	}
	*dst = v
	return nil
}

// flagDownUsage is what --flag-down means to `arbiter ruling` and
// `arbiter claim` alike (rules.Facts.FlagFallen).
const flagDownUsage = "the `side` whose flag is down on the clock as the arbiter rules, the moves of its period not made (6.8): a ruling that would play on gives way to it where the arbiter calls flags; an agreement is ruled with it; a correct draw claim stands and says it (6.8), but not a quickplay claim by that side nor one under the 1953 code (§19). With --event, the desk's clock as last saved tells it"

// flagDownFlag reads the side whose flag is down; given, a flag is down.
type flagDownFlag struct {
	down *bool
	side *engine.Color
}

func (f flagDownFlag) String() string {
	if f.down == nil || !*f.down {
		return ""
	}
	return f.side.String()
}

func (f flagDownFlag) Set(s string) error {
	if err := (colorFlag{f.side}).Set(s); err != nil {
		return err
	}
	*f.down = true
	return nil
}

// controlFlag reads whether the time control's moves are made: given
// alone or "=true" it is reached, "=false" it is not; absent, unstated.
type controlFlag struct{ c *rules.ControlState }

func (f controlFlag) String() string { return "" }

func (f controlFlag) IsBoolFlag() bool { return true }

func (f controlFlag) Set(s string) error {
	return setWord(f.c, s, map[string]rules.ControlState{"true": rules.ControlReached, "yes": rules.ControlReached,
		"false": rules.ControlNotReached, "no": rules.ControlNotReached}, "%q: use true or false")
}

// verdictFlag reads "yes" (can mate), "no" (cannot) or "" (not known).
type verdictFlag struct{ v *rules.Verdict }

func (f verdictFlag) String() string { return "" }

func (f verdictFlag) Set(s string) error {
	return setWord(f.v, s, map[string]rules.Verdict{"yes": rules.CanMate, "true": rules.CanMate, "no": rules.CannotMate, "false": rules.CannotMate},
		"%q: use yes or no")
}

// rulingOptions are the ruling command's options about the event, the
// record and the output, beside the incident's own.
type rulingOptions struct {
	rules                                     tournament.RuleOptions
	supervised                                *bool
	af                                        arbiterFindings
	ruleset, typeName, control, pgn, langName *string
	game                                      *int
	json, compare                             *bool
	lateness                                  *time.Duration
	// eventFile, round and board name a game of an event (--event):
	// the event states what the options above would.
	eventFile    *string
	round, board *int
	eg           *EventGame // read from eventFile
}

// eventOptions are the options that state the event or the record, which
// with --event the event file states: given too, they would say it twice.
var eventOptions = []string{"ruleset", "type", "control", "pgn", "game", "lang", "lateness", "national", "device-policy",
	"supervised-blitz-penalty", "no-draw-before", "supervised", "fide-rated", "championship", "first-illegal-loses",
	"both-zero-draw", "flag-claim-only", "quickplay-finish", "no-quickplay-finish"}

// newRulingOptions registers the options every kind reads on fs.
func newRulingOptions(fs *flag.FlagSet) *rulingOptions {
	ro := &rulingOptions{}
	af := &ro.af
	ro.ruleset = fs.String("ruleset", string(rules.DefaultRuleset), "FIDE2023, FIDE2018, FIDE2014, USSR1953 or FI-BLITZ2018")
	ro.typeName = fs.String("type", "", "standard, rapid or blitz (default: from --control; blitz under FI-BLITZ2018, standard under USSR1953; else none: a ruling the type would change is refused)")
	ro.control = fs.String("control", "", "time control, e.g. 40/120+20/60+30'+30\" or 3+2")
	ro.pgn = fs.String("pgn", "", "the game so far (ruled on at its last position, or at the move where the rules ended the game)")
	ro.game = fs.Int("game", 1, "which game of the PGN file")
	ro.eventFile = fs.String("event", "", "rule on a game of this event `FILE` (with --round and --board): its ruleset, its game type in force for the game's time control, its rules and language, and the game as recorded")
	ro.round = fs.Int("round", 0, "the round of the game ruled on (with --event)")
	ro.board = fs.Int("board", 0, "the board of the game ruled on (with --event)")
	fs.String("incident", "", "incident kind: "+strings.Join(engine.NameList(rules.Kinds()), ", "))
	fs.String("from", "", "read the incident from this JSON `file`, its kind beside its details ({\"kind\": \"touch-move\", \"player\": 0, \"touch\": {…}}); the options of its kind add to it")
	ro.json = fs.Bool("json", false, "print the decision as JSON (English explanation)")
	ro.compare = fs.Bool("compare", false, "decide under all five rulesets side by side and say which decide otherwise than --ruleset")
	fs.BoolVar(&af.perpetual, "perpetual-check", false, "the arbiter states perpetual check (1953 §18d); without it the record is searched for one")
	ro.langName = fs.String("lang", "", "the event's language: the ruling is told in it (en, fi or et; else in the user's), and --sealed and --intended-move are read in its notation (also ru or de; only its piece letters are read); without it they are read in the user's language's letters, and one that English letters read otherwise is refused")
	ro.lateness = fs.Duration("lateness", -1, "default time stated by the event (e.g. 30m)")
	fs.Var(verdictFlag{&af.canMate[engine.White]}, "white-can-mate", "`yes|no`: can White still checkmate")
	fs.Var(verdictFlag{&af.canMate[engine.Black]}, "black-can-mate", "`yes|no`: can Black still checkmate")
	RuleOptionFlags(fs, &ro.rules)
	ro.supervised = fs.Bool("supervised", false, "rapid or blitz with adequate supervision")
	fs.Var(flagDownFlag{&af.flagDownSet, &af.flagDown}, "flag-down", flagDownUsage)
	fs.Var(colorFlag{&af.declinedBy}, "declined-offer-by", "1953 §18e: the `side` whose last draw offer was declined, the opponent not having offered since (without --pgn)")
	fs.IntVar(&af.counts.illegal[engine.White], "illegal-moves-white", 0, "illegal moves White has already made (with --event: those the game's rulings log holds)")
	fs.IntVar(&af.counts.illegal[engine.Black], "illegal-moves-black", 0, "illegal moves Black has already made (with --event: those the game's rulings log holds)")
	fs.IntVar(&af.counts.device[engine.White], "device-warnings-white", 0, "device warnings White has had (with --event: those the game's rulings log holds)")
	fs.IntVar(&af.counts.device[engine.Black], "device-warnings-black", 0, "device warnings Black has had (with --event: those the game's rulings log holds)")
	fs.IntVar(&af.counts.adjust[engine.White], "adjust-warnings-white", 0, "adjusting warnings White has had (with --event: those the game's rulings log holds)")
	fs.IntVar(&af.counts.adjust[engine.Black], "adjust-warnings-black", 0, "adjusting warnings Black has had (with --event: those the game's rulings log holds)")
	return ro
}

// ruleOption is an option that states one of an event's rules for
// rulings (tournament.RuleOptions): its name, its meaning and its field.
type ruleOption struct {
	name, usage string
	field       func(*tournament.RuleOptions) any // *string, *int (seconds where a duration is read) or *bool
}

// ruleOptions are named alike where "arbiter ruling" states an event's
// rules without an event file and where "arbiter event" sets them in one.
var ruleOptions = []ruleOption{
	{"national", "national practice, e.g. FI", func(o *tournament.RuleOptions) any { return &o.National }},
	{"device-policy", "loss or warning-first", func(o *tournament.RuleOptions) any { return &o.DevicePolicy }},
	{"supervised-blitz-penalty", "FIDE 2023 supervised blitz penalty (default 1m)", func(o *tournament.RuleOptions) any { return secondsFlag{&o.SupervisedBlitzPenaltySeconds} }},
	{"no-draw-before", "no draws before this many moves each", func(o *tournament.RuleOptions) any { return &o.NoDrawBefore }},
	{"fide-rated", "the event is FIDE-rated", func(o *tournament.RuleOptions) any { return &o.FIDERated }},
	{"championship", "the event is a championship", func(o *tournament.RuleOptions) any { return &o.Championship }},
	{"first-illegal-loses", "event rule: the first illegal move loses", func(o *tournament.RuleOptions) any { return &o.FirstIllegalLoses }},
	{"both-zero-draw", "event rule: both clocks at zero is a draw", func(o *tournament.RuleOptions) any { return &o.BothZeroDraw }},
	{"flag-claim-only", "event rule (FI 2, other practice): the arbiter does not call flags in blitz; the opponent claims", func(o *tournament.RuleOptions) any { return &o.FlagClaimOnly }},
	{"quickplay-finish", "the quickplay-finish guidelines are in force", func(o *tournament.RuleOptions) any { return &o.QuickplayFinish }},
	{"no-quickplay-finish", "the regulations exclude Appendix G (Finland, 2014)", func(o *tournament.RuleOptions) any { return &o.NoQuickplayFinish }},
}

// RuleOptionFlags registers on fs the options that state an event's rules
// for rulings (ruleOptions) into o.
func RuleOptionFlags(fs *flag.FlagSet, o *tournament.RuleOptions) {
	for _, r := range ruleOptions {
		switch p := r.field(o).(type) {
		case *string:
			// Read as the rules write them, in any case: fi is FI.
			fold := strings.ToLower
			if r.name == "national" {
				fold = strings.ToUpper
			}
			fs.Func(r.name, r.usage, func(s string) error { *p = fold(strings.TrimSpace(s)); return nil })
		case *int:
			fs.IntVar(p, r.name, *p, r.usage)
		case *bool:
			fs.BoolVar(p, r.name, *p, r.usage)
		case flag.Value:
			fs.Var(p, r.name, r.usage)
		}
	}
}

// SetRuleOptions sets on o the rules the options given (by name) stated
// in from, read by RuleOptionFlags; the others stay as they are.
func SetRuleOptions(o *tournament.RuleOptions, from tournament.RuleOptions, given map[string]bool) {
	for _, r := range ruleOptions {
		if !given[r.name] {
			continue
		}
		switch p := r.field(o).(type) {
		case *string:
			*p = *r.field(&from).(*string)
		case *int:
			*p = *r.field(&from).(*int)
		case *bool:
			*p = *r.field(&from).(*bool)
		case secondsFlag:
			*p.s = *r.field(&from).(secondsFlag).s
		}
	}
}

// secondsFlag reads a duration (90s, 1m) into whole seconds; a fraction
// of a second, which the options keep no room for, is refused.
type secondsFlag struct{ s *int }

// wholeSeconds is a secondsFlag's value as flag.Getter gives it, so that
// a value refused is answered with an example in whole seconds
// (flagValueKey), not as a value of no kind.
type wholeSeconds int

func (f secondsFlag) Get() any {
	if f.s == nil {
		return wholeSeconds(0)
	}
	return wholeSeconds(*f.s)
}

func (f secondsFlag) String() string {
	if f.s == nil || *f.s == 0 {
		return ""
	}
	return (time.Duration(*f.s) * time.Second).String()
}

func (f secondsFlag) Set(text string) error {
	d, err := time.ParseDuration(text)
	if err != nil {
		return err
	}
	if d%time.Second != 0 {
		return fmt.Errorf("%s is not a whole number of seconds", text)
	}
	*f.s = int(d / time.Second)
	return nil
}
