package cmdline

import (
	"maps"
	"slices"
)

// Subcommand runs the one of subs that args[0] names with the rest of
// args; usage is the usage error of no name (name "") or of a name not
// in subs. --help (or -h, or "arbiter help COMMAND") in a subcommand's
// place asks for the command's usage, as of every command, and names
// where each subcommand's options are.
func Subcommand(env *Env, args []string, subs map[string]func(*Env, []string) error, usage func(name string) error) error {
	if len(args) == 0 {
		return usage("")
	}
	if args[0] == "--help" || args[0] == "-h" {
		return subcommandHelp{first: slices.Min(slices.Collect(maps.Keys(subs)))}
	}
	if run, ok := subs[args[0]]; ok {
		return run(env, args[1:])
	}
	return usage(args[0])
}

// UsageNaming is a Subcommand's usage error of key, with the name given
// as its value.
func UsageNaming(key string) func(string) error {
	return func(name string) error { return Usagef(key, "value", name) }
}
