package cli

import (
	"errors"
	"flag"
	"io"
	"regexp"
	"strings"
	"testing"

	"arbiter/cli/cmdline"
	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/internal/testtext"
)

// option is one option of a command as its --help lists it, with the
// name of the flag set that lists it ("player add").
type option struct {
	set  string
	flag *flag.Flag
}

// allOptions lists every option of every command, asking each for its
// --help as a user does; "ruling KIND --help" for each kind.
func allOptions(t *testing.T) []option {
	t.Helper()
	env := &cmdline.Env{Stdout: io.Discard, Stderr: io.Discard, Lang: i18n.English, Cat: i18n.For(i18n.English)}
	var out []option
	ask := func(c cmdline.Command, args []string) {
		var h cmdline.HelpRequest
		if err := c.Run(env, args); !errors.As(err, &h) {
			t.Fatalf("%s %v: %v, want its options", c.Name, args, err)
		}
		h.FlagSet.VisitAll(func(f *flag.Flag) { out = append(out, option{h.FlagSet.Name(), f}) })
	}
	// The commands that take a subcommand first list the options of each.
	subcommands := map[string][]string{
		"deputy": {"add", "list", "remove", "pin", "unlock"}, "player": {"add", "edit", "list", "withdraw", "update-ratings"},
		"ratinglist": {"import", "list", "find"}, "team": {"add", "list", "boards"},
	}
	for _, name := range cmdline.Names() {
		// Only the program's commands: each says what it does in the
		// catalogue, which a command some test registers does not.
		if !i18n.For(i18n.English).Has("app.help.cmd." + name) {
			continue
		}
		c, _ := cmdline.Lookup(name)
		if subs, ok := subcommands[c.Name]; ok {
			for _, sub := range subs {
				ask(c, []string{sub, "--help"})
			}
			continue
		}
		ask(c, []string{"--help"})
	}
	ruling, _ := cmdline.Lookup("ruling")
	for _, k := range rules.Kinds() {
		ask(ruling, []string{string(k), "--help"})
	}
	return out
}

// Every option of every command has its meaning in each language's
// catalogue, the English one as the code words it (its value's name
// aside), so that --help speaks the user's language through and through.
func TestEveryOptionHasItsMeaningInEachLanguage(t *testing.T) {
	options := allOptions(t)
	if len(options) < 200 {
		t.Fatalf("only %d options found", len(options))
	}
	for _, o := range options {
		key := cmdline.OptionKey(o.set, o.flag.Name)
		for _, l := range i18n.Complete {
			if !i18n.For(l).Has(key) {
				t.Errorf("%s --%s: %s has no %s", o.set, o.flag.Name, l, key)
			}
		}
		if en, code := i18n.For(i18n.English).T(key), strings.ReplaceAll(o.flag.Usage, "`", ""); en != code {
			t.Errorf("%s --%s: the catalogue says %q, the code %q", o.set, o.flag.Name, en, code)
		}
	}
}

// ARBITER_LANG=fi arbiter pair --help lists the options in Finnish.
func TestOptionsHelpInFinnish(t *testing.T) {
	t.Setenv("ARBITER_LANG", "fi")
	out := runCLI(t, 0, "pair", "--help")
	testtext.SaysEach(t, "pair --help in Finnish", out, "paritettava kierros (oletus: seuraava)", "parita, vaikka aiemmat pelit ovat kesken", "tulosta JSON")
	if strings.Contains(out, "round to pair") {
		t.Errorf("English in the Finnish help:\n%s", out)
	}
}

// An option whose default the help prints after its meaning does not
// name a default in its meaning besides: "arbiter serve --help" read
// "address and port to listen on (default: every network of this
// computer) (default :8080)", two defaults for one option, in every
// language.
func TestNoOptionSaysItsDefaultTwice(t *testing.T) {
	for _, o := range allOptions(t) {
		switch o.flag.DefValue {
		case "", "false", "0", "0s", "-1ns":
			continue // printOptions prints no default
		}
		for _, l := range i18n.Complete {
			cat := i18n.For(l)
			word, _, _ := strings.Cut(cat.T("app.help.default", "value", "\x00"), "\x00")
			if word = strings.TrimSpace(word); word == "" {
				t.Fatalf("%s: app.help.default has no word before its value", l)
			}
			// "(default: …)" in the meaning is a default of its own; a
			// rule's default named in passing ("FIDE's default") is not.
			if meaning := cat.T(cmdline.OptionKey(o.set, o.flag.Name)); strings.Contains(strings.ToLower(meaning), "("+strings.ToLower(word)+":") {
				t.Errorf("%s --%s, %s: %q, and the help adds (%s)", o.set, o.flag.Name, l, meaning, cat.T("app.help.default", "value", o.flag.DefValue))
			}
		}
	}
}

// The usage line writes "-o OUT.pdf"; the option list under it wrote the
// same option "--o STRING". A one-letter option is listed with one dash.
func TestOneLetterOptionListedAsTheUsageWritesIt(t *testing.T) {
	out := runCLI(t, 0, "print", "--help")
	if !strings.Contains(out, "-o OUT.pdf") || !strings.Contains(out, "\n  -o STRING\n") || strings.Contains(out, "--o ") {
		t.Errorf("print --help lists -o otherwise than its usage writes it:\n%s", out)
	}
}

// An option's value written in its command's usage line is the one its
// meaning starts with: "ratings --help" wrote "--national NAME:K:FLOOR"
// above a meaning of "NAME:K:FLOOR[:FED]: … (repeat it …)" once a list
// could name its federation, so a user copying the usage line never
// learnt the federation or a list's name after a rating.
func TestUsageLineWritesEachOptionsValueAsItsMeaningDoes(t *testing.T) {
	form := regexp.MustCompile(`^([A-Z][A-Z0-9_.:=@|,\[\]-]*[A-Z\]]): `)
	checked := 0
	for _, o := range allOptions(t) {
		m := form.FindStringSubmatch(o.flag.Usage)
		if m == nil || !strings.ContainsAny(m[1], ":=@[") {
			continue // a meaning that does not start with a value's form
		}
		name, _, _ := strings.Cut(o.set, " ")
		c, _ := cmdline.Lookup(name)
		for _, at := range regexp.MustCompile(`--`+regexp.QuoteMeta(o.flag.Name)+` ([^ \]]+(\][^ \]|]*)*)`).FindAllStringSubmatch(c.Usage, -1) {
			checked++
			got := strings.TrimRight(at[1], ".")
			for strings.Count(got, "]") > strings.Count(got, "[") {
				got = got[:len(got)-1] // the bracket closing the option's own
			}
			if got != m[1] {
				t.Errorf("%s: the usage line writes --%s %s, its meaning %s", o.set, o.flag.Name, got, m[1])
			}
		}
	}
	if checked < 5 {
		t.Fatalf("only %d options' values checked", checked)
	}
}

// Every command's usage line, the one "arbiter help" lists, names every
// option the command reads: "event" and "new" left out the half-point bye
// limits and the late entries' byes, so an arbiter reading the help never
// learnt that the event's bye rules could be set. "ruling" and "player
// add" and "edit" write [OPTIONS], their --help listing them; --player of
// bye and checkin is --id's former name, kept for old scripts.
func TestEveryUsageNamesItsOptions(t *testing.T) {
	former := map[string]bool{"bye --player": true, "checkin --player": true}
	for _, o := range allOptions(t) {
		name, _, _ := strings.Cut(o.set, " ")
		if name == "ruling" || o.set == "player add" || o.set == "player edit" || former[name+" --"+o.flag.Name] {
			continue
		}
		c, ok := cmdline.Lookup(name)
		if !ok {
			t.Fatalf("%s: no command %q", o.set, name)
		}
		dash := "--"
		if len(o.flag.Name) == 1 {
			dash = "-"
		}
		if !regexp.MustCompile(regexp.QuoteMeta(dash+o.flag.Name) + `\b`).MatchString(c.Usage) {
			t.Errorf("%s's usage does not name %s%s:\n%s", o.set, dash, o.flag.Name, c.Usage)
		}
	}
}
