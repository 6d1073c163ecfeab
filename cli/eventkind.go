package cli

import (
	"flag"
	"sync"

	"arbiter/cli/cmdline"
	"arbiter/tournament"
)

// kindFlag is a command's flag made for one kind of event: given (or,
// with absent, left out) on an event of the other kind, the command
// refuses it with key, which names the flag. Whether the event is of the
// flag's kind is tournament.ForKind's one rule.
type kindFlag struct {
	flag   string
	absent bool // the rule is on the flag left out
	teams  bool // the kind the flag given (or left out, with absent) is for
	key    string
	args   []any // key's, names and values
}

// teamOptionFlags are the team options "event" sets, read from the flags
// teamEventFlags defines, so that an option added there is refused on an
// individual event without a second list; "new" takes the two a new
// event needs and the boards' colours. Made when first asked for: only
// the event commands ask.
var teamOptionFlags = sync.OnceValue(func() []string {
	fs := flag.NewFlagSet("event", flag.ContinueOnError)
	teamEventFlags(fs)
	var names []string
	fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
	return names
})

// kindFlags are, by command, its flags made for one kind of event, made
// when first asked for (teamOptionFlags).
var kindFlags = sync.OnceValue(func() map[string][]kindFlag {
	return map[string][]kindFlag{
		"new": {{flag: "boards", absent: true, key: "app.usage.required", args: []any{"flag", "--boards"}},
			teamOption("boards"), teamOption("match-points"), teamOption("board-colours")},
		"player add": {{flag: "team", absent: true, key: "teams.usage.player-team-required"},
			{flag: "team", teams: true, key: "teams.usage.player-team"}},
		"pair":   {{flag: "override", key: "teams.usage.override"}},
		"result": {{flag: "match", absent: true, key: "teams.usage.match"}},
		"print":  {{flag: "match", teams: true, key: "teams.usage.match-individual"}},
		"event":  teamOptions(),
	}
})

func teamOptions() []kindFlag {
	var out []kindFlag
	for _, f := range teamOptionFlags() {
		out = append(out, teamOption(f))
	}
	return out
}

// teamOption is a team option's flag, refused on an individual event by
// its own name.
func teamOption(name string) kindFlag {
	return kindFlag{flag: name, teams: true, key: "teams.usage.individual", args: []any{"flag", "--" + name}}
}

// judgeKindFlags refuses the first of fs's kind flags (kindFlags) given,
// or left out, on an event of system sys that is not of its kind; given
// says which flags the command counts as given.
func judgeKindFlags(fs *flag.FlagSet, sys tournament.System, given func(*flag.Flag) bool) error {
	for _, k := range kindFlags()[fs.Name()] {
		if given(fs.Lookup(k.flag)) != k.absent && tournament.ForKind(sys, k.teams, fs.Name()) != nil {
			return cmdline.Usagef(k.key, k.args...)
		}
	}
	return nil
}

// valueGiven counts a flag as given when its value is not its default: an
// empty --team names no team.
func valueGiven(f *flag.Flag) bool { return f.Value.String() != f.DefValue }
