// Package cmdline is Arbiter's headless command line, "arbiter COMMAND
// ...", for scripting and tests: every command's line and help, and the
// code of those that open no event file (pair-trf, check-trf, generate,
// analyse, claim, perft, pgn, a ruling stated on the line). It links no
// cgo, so that the arbiter program (cli/arbiter), which runs it, starts as
// a plain Go program; that program starts arbiter-event for the commands
// that open an event file (eventCommands, their code in package
// arbiter/cli), arbiter-venue for serve and export html (venue.go), and
// arbiter-window for the window. Each command lives in its own file and
// registers itself in init, so that commands for different areas of the
// app do not touch each other.
package cmdline

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/crash"
)

// Command is one Subcommand.
type Command struct {
	Name string
	// Usage is the command's line, e.g. "info FILE [--json]"; what it
	// does, shown by "arbiter help", is the catalogue's app.help.cmd.NAME.
	Usage string
	// Run is the command's code; nil for a command that opens an event
	// file, which the event program runs (eventCommands).
	Run func(env *Env, args []string) error
	// Teams marks a command that handles team events; any other refuses
	// a team event's file (TeamGuard) rather than show it as players.
	Teams bool
}

// Line is the command's usage as shown: where Usage names the pairing
// systems a command takes by a mark ({systems}, {individual-systems}),
// they are filled in from the parser's own list (SystemChoices) as the
// line is shown, so that the table of commands stays what the linker
// lays out and nothing is worked out at start.
func (c Command) Line() string {
	if !strings.Contains(c.Usage, "systems}") {
		return c.Usage
	}
	return strings.NewReplacer("{systems}", SystemChoices(true, "|"),
		"{individual-systems}", SystemChoices(false, "|")).Replace(c.Usage)
}

// Env is what a command may use: its output streams and the user's
// language for translated messages.
type Env struct {
	Stdout io.Writer
	Stderr io.Writer
	Lang   i18n.Lang
	Cat    *i18n.Catalog
	// line is the whole command line, for another program that runs it
	// (inProgram).
	line []string
}

// ownCommands are the commands this package runs itself, and
// eventCommands those the event program runs: lists the linker lays out,
// so that no command is registered before main (a package initialiser
// that Go would run at every start, bench/start), and searched in turn
// for the one name a command line looks up (a map would be hashed before
// main).
var (
	ownCommands = []Command{
		{Name: "analyse", Usage: "analyse --fen FEN [--ruleset R] [--budget N] [--json]", Run: runAnalyse},
		{Name: "claim", Usage: "claim --pgn GAME.pgn --kind threefold|fifty [--intended SAN [--lang en|fi|et|ru|de]] [--game N] [--ruleset R] [--type standard|rapid|blitz | --control TC] [--long-win] [--flag-down white|black] [--json]", Run: runClaim},
		{Name: "check-trf", Usage: "check-trf IN.trf|- [--system dutch|dubov|burstein] [--rating NO=RATING]... [--json]", Run: runCheckTRF},
		{Name: "generate", Usage: "generate --system dutch|dubov|burstein --players N --rounds R [--seed K] [--draws P] [--forfeits P] [--byes P] [--withdrawals P] [--late P] [--trf-version 2026|16] -o OUT.trf|-", Run: runGenerate},
		{Name: "pair-trf", Usage: "pair-trf IN.trf|- [--round N] [--system dutch|dubov|burstein] [--rating NO=RATING]... [--json]", Run: runPairTRF},
		{Name: "perft", Usage: "perft [--fen FEN | --chess960 N] --depth N [--divide]", Run: runPerft},
		{Name: "pgn", Usage: "pgn FILE|- [--json|--export] [--ruleset R]", Run: runPGN},
		{Name: "ruling", Usage: "ruling KIND [--from INCIDENT.json] [--ruleset R] [--type standard|rapid|blitz | --control TC] [--supervised] [--pgn GAME.pgn] [options] [--json]\n       ruling KIND --event FILE --round R --board B [options] [--json]", Run: runRuling},
		{Name: "serve", Usage: "serve FILE [FILE …] [--addr HOST:PORT]", Run: runServe, Teams: true},
	}
)

// commandLists are the lists of commands, in the order they are searched.
func commandLists() [2][]Command { return [2][]Command{ownCommands, eventCommands} }

// Provide gives the command line the code of command name, one of those
// that the event program runs (eventCommands), in that program: its
// commands' package (arbiter/cli) calls it before main.
func Provide(name string, run func(env *Env, args []string) error) {
	for i := range eventCommands {
		if eventCommands[i].Name == name {
			if eventCommands[i].Run != nil {
				panic("cmdline: command given its code twice: " + name)
			}
			eventCommands[i].Run = run
			return
		}
	}
	panic("cmdline: command not listed: " + name)
}

// Names are the commands' names, in the order the help lists them.
func Names() []string {
	var names []string
	for _, list := range commandLists() {
		for _, c := range list {
			names = append(names, c.Name)
		}
	}
	sort.Strings(names)
	return names
}

// Lookup is the command name, if it is one.
func Lookup(name string) (Command, bool) {
	for _, list := range commandLists() {
		for _, c := range list {
			if c.Name == name {
				return c, true
			}
		}
	}
	return Command{}, false
}

// IsCommand reports whether name is a registered Subcommand, so that
// main can tell "arbiter info x" from "arbiter x.arbiter".
func IsCommand(name string) bool {
	_, ok := Lookup(name)
	return ok || name == "help" || name == "-h" || name == "--help" || name == "--version" || name == "version"
}

// UsageError marks a mistake in the command line itself; it exits with
// status 2. Err, when set, is a translatable error about a value given on
// the line (a result, a category) and is shown in the user's language.
// Value marks a value the command refused: its refusal says what to
// change, so the command's usage (every option, over a thousand
// characters for some) is not printed under it to scroll it away; a line
// of the wrong shape (an unknown option, one missing, too many files) is
// followed by the usage.
type UsageError struct {
	Msg   string
	Err   error
	Value bool
}

func (e *UsageError) Error() string { return e.Msg }

func (e *UsageError) Unwrap() error { return e.Err }

// BadValue marks err, a translatable error about a value on the command
// line, as a usage error that is told alone.
func BadValue(err error) error { return &UsageError{Msg: err.Error(), Err: err, Value: true} }

// Error builds a command's own refusal, the engine's one keyed error
// type; args alternate names and values for the translation. Its text is
// the catalogue's.
func Error(key string, args ...any) error { return engine.NewMessage(key, args...) }

// Usagef is a usage error told in the user's language, followed by the
// command's usage: key and args as in Error.
func Usagef(key string, args ...any) error {
	err := Error(key, args...)
	return &UsageError{Msg: err.Error(), Err: err}
}

// Refusef is a value on the line refused, told alone in the user's
// language (BadValue): key's message names the value and what to give.
func Refusef(key string, args ...any) error { return BadValue(Error(key, args...)) }

// Lang is the language a --lang flag names, value refused where no
// catalogue speaks it.
func Lang(value string) (i18n.Lang, error) {
	l, ok := i18n.ParseLang(value)
	if !ok {
		return l, Refusef("app.usage.lang", "value", value)
	}
	return l, nil
}

// ChoiceError is the usage error of value given to the option flag, which
// takes one of choices (words of the command line, the same in every
// language).
func ChoiceError(flag, value string, choices ...string) error {
	return Refusef("app.usage.choice", "flag", "--"+flag, "value", value, "choices", choices)
}

// Either reads a flag that takes one of two words, off and on: whether
// value is on, refused where it is neither.
func Either(flag, value, off, on string) (bool, error) {
	if value != off && value != on {
		return false, ChoiceError(flag, value, off, on)
	}
	return value == on, nil
}

// Run executes args (args[0] is the command name) and returns the process
// exit status: 0 success, 1 failure, 2 bad usage, 3 a TRF report of a
// system pair-trf and check-trf do not pair or check (notSwissReport).
func Run(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 && (args[0] == "--version" || args[0] == "version") {
		fmt.Fprintf(stdout, "arbiter %s\n", crash.Version())
		return 0
	}
	lang := userLang()
	if len(args) == 2 && args[0] == "help" {
		// "arbiter help result" is "arbiter result --help", as git's
		// and go's help of a command; it printed the list of commands.
		if _, ok := Lookup(args[1]); !ok {
			fmt.Fprintf(stderr, "arbiter: %s\n", i18n.For(lang).T("app.usage.command", "command", args[1]))
			return 2
		}
		args = []string{args[1], "--help"}
	}
	env := &Env{Stdout: stdout, Stderr: stderr, Lang: lang, Cat: i18n.For(lang), line: args}
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		printHelp(stdout, env.Cat)
		return 0
	}
	c, ok := Lookup(args[0])
	if !ok {
		fmt.Fprintf(stderr, "arbiter: %s\n", env.Cat.T("app.usage.command", "command", args[0]))
		return 2
	}
	// A failure inside the program is reported like any other error, with
	// a crash log for the developers, instead of as a Go stack trace.
	run := c.Run
	switch {
	case run == nil && c.Name == "export" && len(args) > 1 && args[1] == "html":
		// The pages are the venue's program's, which runs the event's
		// commands as well: the front starts it, not the event program
		// that would start it in turn. A flag before "html" leaves it to
		// the event program, which starts the venue's as before.
		run = func(env *Env, _ []string) error { return inVenueProgram(env) }
	case run == nil:
		run = func(env *Env, _ []string) error { return inEventProgram(env) }
	}
	var err error
	crash.Guard(c.Name, func(e error) { err = e }, func() { err = run(env, args[1:]) })
	var ue *UsageError
	var elsewhere exitStatus
	switch {
	case err == nil:
		return 0
	case errors.As(err, new(notSwissReport)):
		fmt.Fprintf(stderr, "arbiter %s: %s\n", c.Name, env.Cat.Error(err))
		return 3
	case errors.As(err, &elsewhere):
		return int(elsewhere)
	case errors.Is(err, flag.ErrHelp):
		// Under the usage, what the command does, as the list of
		// commands says it: the options alone do not tell it.
		fmt.Fprintf(stdout, "%s: arbiter %s\n      %s\n", env.Cat.T("app.help.usage"), c.Line(), Summary(env.Cat, c.Name))
		if h, ok := errors.AsType[HelpRequest](err); ok {
			printOptions(stdout, env.Cat, h.FlagSet)
		}
		if h, ok := errors.AsType[subcommandHelp](err); ok {
			fmt.Fprintln(stdout, env.Cat.T("app.help.subcommand", "command", c.Name, "sub", h.first))
		}
		return 0
	case errors.As(err, &ue):
		msg := ue.Msg
		if ue.Err != nil {
			msg = env.Cat.Error(ue.Err)
		}
		fmt.Fprintf(stderr, "arbiter %s: %s\n", c.Name, msg)
		if !ue.Value {
			fmt.Fprintf(stderr, "%s: arbiter %s\n", env.Cat.T("app.help.usage"), c.Line())
		}
		return 2
	default:
		fmt.Fprintf(stderr, "arbiter %s: %s\n", c.Name, env.Cat.Error(err))
		return 1
	}
}

// Fail writes a catalogue's message in the user's language, as a
// command's errors are, for what stops the window before it opens,
// prefixed with the name of the program that says it (arbiter or
// arbiter-window); it returns the exit status.
func Fail(stderr io.Writer, program, key string, args ...any) int {
	fmt.Fprintf(stderr, "%s: %s\n", program, i18n.For(userLang()).T(key, args...))
	return 1
}

// userLang picks the message language, as every program does.
func userLang() i18n.Lang { return i18n.UserLang(os.Getenv, "") }

// printHelp lists the ways to start the program and every command, in
// the user's language: the lines as typed, what each does (the
// catalogue's app.help.cmd.NAME) under it.
func printHelp(w io.Writer, cat *i18n.Catalog) {
	usage := cat.T("app.help.usage") + ":"
	lead := strings.Repeat(" ", len([]rune(usage)))
	fmt.Fprintf(w, "%s arbiter [FILE.arbiter]       %s\n", usage, cat.T("app.help.gui"))
	fmt.Fprintf(w, "%s arbiter COMMAND [ARGS...]     %s\n", lead, cat.T("app.help.command"))
	fmt.Fprintf(w, "%s arbiter --version             %s\n", lead, cat.T("app.help.version"))
	fmt.Fprintf(w, "\n%s:\n", cat.T("app.help.commands"))
	for _, n := range Names() {
		c, _ := Lookup(n)
		fmt.Fprintf(w, "  arbiter %s\n      %s\n", c.Line(), Summary(cat, n))
	}
}

// Summary is what command name does, in the catalogue's words;
// the rating command's names the regulations' editions it follows, in
// the words the Ratings view and the rating report name them.
func Summary(cat *i18n.Catalog, name string) string {
	return cat.T("app.help.cmd."+name, "ratings", cat.T("ratings.edition"), "titles", cat.T("ratings.norms.edition"))
}

// NewFlags returns a flag set for a command that reports errors as
// UsageError instead of exiting, and accepts flags after positional
// arguments ("arbiter info demo.arbiter --json") as people type them.
func NewFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// subcommandHelp is --help given to a command of several (player add,
// player list, …): its usage is shown, and where the options of each
// are, first the subcommand named first.
type subcommandHelp struct{ first string }

func (h subcommandHelp) Error() string { return flag.ErrHelp.Error() }
func (h subcommandHelp) Unwrap() error { return flag.ErrHelp }

// HelpRequest is --help given to a command: its options are listed.
type HelpRequest struct{ FlagSet *flag.FlagSet }

func (h HelpRequest) Error() string { return flag.ErrHelp.Error() }
func (h HelpRequest) Unwrap() error { return flag.ErrHelp }

// printOptions lists a command's options, each with its meaning, in the
// user's language, and its default where it has one.
func printOptions(w io.Writer, cat *i18n.Catalog, fs *flag.FlagSet) {
	n := 0
	fs.VisitAll(func(*flag.Flag) { n++ })
	if n == 0 {
		return // a heading over nothing
	}
	fmt.Fprintf(w, "%s:\n", cat.T("app.help.options"))
	fs.VisitAll(func(f *flag.Flag) {
		name, _ := flag.UnquoteUsage(f)
		usage := cat.T(OptionKey(fs.Name(), f.Name))
		// A one-letter option is written as the usage lines write it
		// (-o OUT.pdf), the others with two dashes.
		line := "  --" + f.Name
		if len(f.Name) == 1 {
			line = "  -" + f.Name
		}
		if name != "" {
			line += " " + strings.ToUpper(name)
		}
		fmt.Fprintln(w, line)
		if f.DefValue != "" && f.DefValue != "false" && f.DefValue != "0" && f.DefValue != "0s" && f.DefValue != "-1ns" {
			usage += " (" + cat.T("app.help.default", "value", f.DefValue) + ")"
		}
		fmt.Fprintln(w, "        "+usage)
	})
}

// OptionKey is the catalogue's key for what option name of the flag set
// set ("player add") means: the set's own where the option means
// something else there than the same name elsewhere
// (app.opt.player.add.list), else the name's (app.opt.list). The option's
// usage in the code names its value (`side`) and is the English text,
// which a test holds equal to the catalogue's.
func OptionKey(set, name string) string {
	// The most particular first: "ruling resumption" tries
	// app.opt.ruling.resumption.player, then app.opt.ruling.player.
	for words := strings.Fields(set); len(words) > 0; words = words[:len(words)-1] {
		if own := "app.opt." + strings.Join(words, ".") + "." + name; i18n.For(i18n.English).Has(own) {
			return own
		}
	}
	return "app.opt." + name
}

// Parse parses args with fs, allowing flags and positional arguments in any
// order, and returns the positional ones. Words that begin with a dash but
// cannot be flags, the forfeit results "-/+", "-/-", "-:+" above all, are
// positional, and everything after "--" is.
func Parse(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for len(args) > 0 {
		// Parse up to the next word the flag package would take for a flag.
		seg, rest := args, []string(nil)
		for i, a := range args {
			if a == "--" || dashWord(a) {
				seg, rest = args[:i], args[i:]
				break
			}
		}
		if err := fs.Parse(seg); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, HelpRequest{fs}
			}
			return nil, flagError(fs, err)
		}
		if left := fs.Args(); len(left) > 0 {
			pos = append(pos, left[0])
			args = append(append([]string{}, left[1:]...), rest...)
			continue
		}
		if len(rest) > 0 && rest[0] == "--" {
			return append(pos, rest[1:]...), nil
		}
		if len(rest) > 0 {
			pos = append(pos, rest[0])
			rest = rest[1:]
		}
		args = rest
	}
	return pos, nil
}

// flagError words the flag package's complaints for translation; a value
// the option's type cannot read is answered with an example of that type.
// The option is named as the help and the messages write it, --name: the
// flag package's -name read as another option than the one typed.
func flagError(fs *flag.FlagSet, err error) error {
	msg := err.Error()
	option := func(name string) string { return "--" + strings.TrimLeft(name, "-") }
	if value, name, ok := invalidValue(msg); ok {
		key := flagValueKey(fs, name)
		args := []any{"flag", option(name), "value", value}
		if key == "app.usage.flag-int" {
			args = append(args, "example", wholeExample(value))
		}
		return &UsageError{Msg: msg, Err: Error(key, args...), Value: true}
	}
	for _, f := range []struct{ prefix, key string }{
		{"flag provided but not defined: ", "app.usage.flag-unknown"},
		{"flag needs an argument: ", "app.usage.flag-needs"},
	} {
		if name, ok := strings.CutPrefix(msg, f.prefix); ok {
			return &UsageError{Msg: msg, Err: Error(f.key, "flag", option(name))}
		}
	}
	return &UsageError{Msg: msg}
}

// wholeExample is the example of a whole number for a value typed wrong
// (quoted as the flag package quotes it): the number typed, where only
// marks stand around it ("1850?", "~1720", "7."), else 3.
func wholeExample(quoted string) string {
	v, err := strconv.Unquote(quoted)
	if err != nil {
		return "3"
	}
	n := strings.TrimFunc(v, func(r rune) bool { return r < '0' || r > '9' })
	if n == "" || strings.ContainsFunc(n, func(r rune) bool { return r < '0' || r > '9' }) {
		return "3"
	}
	return n
}

// flagValueKey picks the message for a value the flag named (with its
// dash) cannot take: by the flag's type, with an example, or the general one
// for the options that read a text of their own.
func flagValueKey(fs *flag.FlagSet, name string) string {
	f := fs.Lookup(strings.TrimLeft(name, "-"))
	if f == nil {
		return "app.usage.flag-value"
	}
	g, _ := f.Value.(flag.Getter)
	if g == nil {
		return "app.usage.flag-value"
	}
	switch g.Get().(type) {
	case int, int64:
		return "app.usage.flag-int"
	case time.Duration:
		return "app.usage.flag-duration"
	case wholeSeconds:
		return "app.usage.flag-seconds"
	case bool:
		return "app.usage.flag-bool"
	}
	return "app.usage.flag-value"
}

// invalidValue reads the flag package's `invalid value "x" for flag -n: ...`
// (or `invalid boolean value "x" for -n: ...`): the value as quoted there
// and the flag with its dash. It reads as the expression
// ^invalid (?:boolean )?value (".*") for (?:flag )?(-[^:]+) would, the
// value up to the last such " for that a flag follows, on one line; written
// out, as linking regexp builds Unicode's tables of categories and scripts
// before main at every command's start (bench/start).
func invalidValue(msg string) (value, name string, ok bool) {
	rest, ok := strings.CutPrefix(msg, "invalid ")
	if !ok {
		return "", "", false
	}
	rest = strings.TrimPrefix(rest, "boolean ")
	if rest, ok = strings.CutPrefix(rest, "value "); !ok || !strings.HasPrefix(rest, `"`) {
		return "", "", false
	}
	const sep = `" for `
	for end := len(rest); end > 0; {
		i := strings.LastIndex(rest[:end], sep)
		if i < 1 {
			return "", "", false
		}
		end = i
		if strings.IndexByte(rest[:i], '\n') >= 0 {
			continue
		}
		after := rest[i+len(sep):]
		for _, a := range []string{strings.TrimPrefix(after, "flag "), after} {
			if flag, _, _ := strings.Cut(a, ":"); len(flag) > 1 && flag[0] == '-' {
				return rest[:i+1], flag, true
			}
		}
	}
	return "", "", false
}

// dashWord reports whether a begins with a dash yet names no flag: a
// result such as "-/+" or "-:-". Negative numbers stay flag values.
func dashWord(a string) bool {
	return len(a) > 1 && a[0] == '-' && strings.ContainsRune("/:+", rune(a[1]))
}

// ParseExact is Parse for a command that takes exactly the positional
// arguments named.
func ParseExact(fs *flag.FlagSet, args []string, names ...string) ([]string, error) {
	pos, err := Parse(fs, args)
	if err != nil {
		return nil, err
	}
	return pos, Positional(pos, names...)
}

// Positional checks the number of positional arguments.
func Positional(pos []string, names ...string) error {
	if len(names) == 0 && len(pos) > 0 {
		return Usagef("app.usage.no-args", "got", len(pos), "args", strings.Join(pos, " "))
	}
	if len(pos) != len(names) {
		return Usagef("app.usage.args", "want", strings.Join(names, " "), "got", len(pos))
	}
	return nil
}
