package cli

import (
	"errors"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"arbiter/cli/cmdline"
	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/internal/testtext"
)

func TestParseInterleaved(t *testing.T) {
	fs := cmdline.NewFlags("x")
	js := fs.Bool("json", false, "")
	round := fs.Int("round", 0, "")
	pos, err := cmdline.Parse(fs, []string{"demo.arbiter", "--json", "--round", "3", "extra"})
	if err != nil {
		t.Fatal(err)
	}
	if !*js || *round != 3 || strings.Join(pos, ",") != "demo.arbiter,extra" {
		t.Errorf("got json=%v round=%d pos=%v", *js, *round, pos)
	}
	if _, err := cmdline.Parse(cmdline.NewFlags("y"), []string{"--nope"}); !errors.As(err, new(*cmdline.UsageError)) {
		t.Errorf("unknown flag: err = %v, want UsageError", err)
	}
}

// TestParseDashWords keeps results that begin with a dash as positional
// arguments wherever they stand, and takes everything after "--" as it is.
func TestParseDashWords(t *testing.T) {
	tests := []struct {
		args  []string
		pos   string
		round int
	}{
		{[]string{"f", "--round", "6", "-/-"}, "f,-/-", 6},
		{[]string{"f", "-/+", "--round", "6"}, "f,-/+", 6},
		{[]string{"-:+", "f", "--round=2"}, "-:+,f", 2},
		{[]string{"f", "--round", "-1", "-+"}, "f,-+", -1},
		{[]string{"f", "--", "--round", "-x"}, "f,--round,-x", 0},
		{[]string{"--round", "3", "--", "-/-"}, "-/-", 3},
	}
	for _, tt := range tests {
		fs := cmdline.NewFlags("x")
		round := fs.Int("round", 0, "")
		pos, err := cmdline.Parse(fs, tt.args)
		if err != nil || strings.Join(pos, ",") != tt.pos || *round != tt.round {
			t.Errorf("%q: pos %q round %d err %v; want %q round %d", tt.args, pos, *round, err, tt.pos, tt.round)
		}
	}
}

// TestUsageInLanguages checks that mistakes in the command line itself,
// the flag package's complaints included, read in the user's language,
// each option named as it is typed (--round, not the flag package's -round).
// A whole number typed with a mark beside it ("1850?", a rating not sure)
// is given back as the example, not "--rating 3".
func TestUsageInLanguages(t *testing.T) {
	tests := []struct {
		lang string
		args []string
		want string
	}{
		{"fi", []string{"info", "a.arbiter", "--nope"}, "valitsinta --nope ei ole"},
		{"et", []string{"print", "pairings", "a.arbiter", "--round"}, "võti --round vajab väärtust"},
		{"fi", []string{"print", "pairings", "a.arbiter", "--round", "x", "-o", "x.pdf"}, "--round \"x\": valitsimen arvo on kokonaisluku, esimerkiksi --round 3"},
		{"et", []string{"player", "add", "a.arbiter", "--name", "Jaan Kask", "--rating", "1850?"}, "--rating \"1850?\": võtme väärtus on täisarv, näiteks --rating 1850"},
		{"fi", []string{"player", "add", "a.arbiter", "--name", "Anna Aho", "--rating", "~1720"}, "--rating \"~1720\": valitsimen arvo on kokonaisluku, esimerkiksi --rating 1720"},
		{"en", []string{"new", "a.arbiter", "--name", "X", "--rounds", "7."}, "--rounds \"7.\": the option takes a whole number, e.g. --rounds 7"},
		{"en", []string{"player", "add", "a.arbiter", "--name", "X", "--rating", "1.850"}, "--rating \"1.850\": the option takes a whole number, e.g. --rating 3"},
		{"et", []string{"ruling", "a.arbiter", "--lateness", "soon"}, "--lateness \"soon\": võtme väärtus on ajavahemik, näiteks --lateness 30m"},
		{"en", []string{"info", "a.arbiter", "--json=maybe"}, "--json=\"maybe\": the option is on when given alone (--json), or written --json=true or --json=false"},
		{"et", []string{"info"}, "oodati FILE, anti 0 argumenti"},
		{"fi", []string{"new", "a.arbiter"}, "--name on pakollinen"},
		{"et", []string{"new", "a.arbiter", "--name", "X", "--start", "31.2.2026"}, "31.2.2026 ei ole kuupäev (31.5.2024 või 2024-05-31)"},
		{"fi", []string{"print", "poster", "a.arbiter", "-o", "x.pdf"}, "tuntematon lomake poster"},
		{"et", []string{"pariing", "a.arbiter"}, "tundmatu käsk pariing (vt arbiter help)"},
	}
	for _, tt := range tests {
		t.Setenv("ARBITER_LANG", tt.lang)
		if code, _, errOut := run(t, tt.args...); code != 2 || !strings.Contains(errOut, tt.want) {
			t.Errorf("%s %v: code %d, %q; want 2 and %q", tt.lang, tt.args, code, errOut, tt.want)
		}
	}
}

// TestARefusedValueIsToldAloneAndALineOfTheWrongShapeWithTheUsage: a
// value the command refuses (a round dated past the event's last day, a
// tie-break it does not know, a rating typed with a mark) is told in one
// line, which names what to change, with no usage under it (for
// "arbiter event" some 1,500 characters of every option, which scrolled
// the refusal out of a small terminal); an unknown option, a file or an
// option missing, is followed by the command's usage.
func TestARefusedValueIsToldAloneAndALineOfTheWrongShapeWithTheUsage(t *testing.T) {
	for _, lang := range []string{"en", "fi", "et"} {
		t.Run(lang, func(t *testing.T) {
			t.Setenv("ARBITER_LANG", lang)
			usage := i18n.For(i18n.Lang(lang)).T("app.help.usage") + ": arbiter "
			file := filepath.Join(t.TempDir(), "open.arbiter")
			runCLI(t, 0, "new", file, "--name", "Open", "--system", "swiss-dutch", "--rounds", "5", "--start", "2026-01-01", "--end", "2026-01-03")
			for _, args := range [][]string{
				{"event", file, "--round-time", "5=2026-01-07 18:00"},
				{"event", file, "--tiebreaks", "NOPE"},
				{"event", file, "--withdrawal", "never"},
				{"player", "add", file, "--name", "Jaan Kask", "--rating", "1850?"},
			} {
				code, _, errOut := run(t, args...)
				if code != 2 || strings.Count(errOut, "\n") != 1 || strings.Contains(errOut, usage) {
					t.Errorf("%v: exit %d, %q; want 2 and the refusal alone on one line", args, code, errOut)
				}
			}
			for _, args := range [][]string{
				{"event", file, "--nope"},
				{"event"},
				{"new", file + "2"},
			} {
				if code, _, errOut := run(t, args...); code != 2 || !strings.Contains(errOut, usage+args[0]) {
					t.Errorf("%v: exit %d, %q; want 2 and the usage of %s", args, code, errOut, args[0])
				}
			}
		})
	}
}

// TestOptionValuesRefusedInLanguages: an option's value refused by the
// command itself (not the flag package) reads in the user's language; the
// Swiss and team options' refusals were English in every language.
func TestOptionValuesRefusedInLanguages(t *testing.T) {
	dir := t.TempDir()
	swiss := testevent.EventFile(t, testevent.Swiss(t, 8, 1, false))
	teams := filepath.Join(dir, "teams.arbiter")
	runCLI(t, 0, "new", teams, "--name", "Liiga", "--system", "team-swiss", "--rounds", "5", "--boards", "2")
	robin := filepath.Join(dir, "robin.arbiter")
	runCLI(t, 0, "new", robin, "--name", "Liiga", "--system", "team-round-robin", "--boards", "2")
	tests := []struct {
		lang string
		args []string
		want string
	}{
		{"fi", []string{"bye", swiss, "--player", "1", "--kind", "full"}, "--kind full: käytä jotakin näistä: half, zero"},
		{"et", []string{"swiss", swiss, "--initial-colour", "red"}, "--initial-colour red: kasuta ühte neist: white, black"},
		{"fi", []string{"swiss", swiss, "--forbid", "1"}, "1: anna kaksi pelaajan tunnusta pilkulla erotettuina"},
		{"et", []string{"swiss", swiss, "--forbid", "1,x"}, "x ei ole mängija tunnus"},
		{"fi", []string{"swap", swiss}, "--round ja --board ovat pakollisia"},
		{"et", []string{"event", teams, "--primary-score", "x"}, "--primary-score x: kasuta ühte neist: mp, gp"},
		{"fi", []string{"event", teams, "--lineup-order", "x"}, "--lineup-order x: käytä jotakin näistä: strict, free"},
		{"et", []string{"event", robin, "--colour-preferences", "a"}, "--colour-preferences a: võistkondliku šveitsi süsteemi valik (a, b, none)"},
		{"fi", []string{"event", teams, "--board-prize-min-games", "0"}, "--board-prize-min-games 0: luku 1:stä ylöspäin"},
		{"et", []string{"event", teams, "--forbid-teams", "A"}, "--forbid-teams A: kaks võistkonda, NIMI,NIMI"},
		{"fi", []string{"team", "boards", teams, "--min-games", "-1"}, "--min-games -1: luku 1:stä ylöspäin, tai 0 turnauksen omalle"},
		{"et", []string{"bye", teams, "--team", "A", "--kind", "x"}, "--kind x: kasuta ühte neist: full, half, zero, cancel"},
	}
	for _, tt := range tests {
		t.Setenv("ARBITER_LANG", tt.lang)
		if code, _, errOut := run(t, tt.args...); code != 2 || !strings.Contains(errOut, tt.want) {
			t.Errorf("%s %v: code %d, %q; want 2 and %q", tt.lang, tt.args[:2], code, errOut, tt.want)
		}
	}
}

// The language is ARBITER_LANG's, else the locale's, LC_ALL before
// LC_MESSAGES before LANG, else English.
func TestLanguageFromTheLocale(t *testing.T) {
	for _, c := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{"LANG": "fi_FI.UTF-8"}, "tuntematon komento"},
		{map[string]string{"LANG": "fi_FI.UTF-8", "LC_MESSAGES": "et_EE.UTF-8"}, "tundmatu käsk"},
		{map[string]string{"LC_MESSAGES": "et_EE.UTF-8", "LC_ALL": "fi_FI.UTF-8"}, "tuntematon komento"},
		{map[string]string{"LC_ALL": "et_EE.UTF-8", "ARBITER_LANG": "en"}, "unknown command"},
		{map[string]string{"LANG": "C.UTF-8"}, "unknown command"},
	} {
		for _, v := range []string{"ARBITER_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"} {
			t.Setenv(v, c.env[v])
		}
		if code, _, errOut := run(t, "pariing"); code != 2 || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: code %d, %q; want 2 and %q", c.env, code, errOut, c.want)
		}
	}
}

// The help names the export's TRF editions and its --trf-version: the
// export writes TRF-2026 unless asked for TRF-16.
func TestHelpExportNamesTRFVersion(t *testing.T) {
	inEachLang(t, func(lang i18n.Lang, _ *i18n.Catalog) {
		var usage, summary string
		lines := strings.Split(runCLI(t, 0, "--help"), "\n")
		for i, l := range lines {
			if strings.HasPrefix(strings.TrimSpace(l), "arbiter export ") && i+1 < len(lines) {
				usage, summary = l, lines[i+1]
			}
		}
		if !strings.Contains(usage, "--trf-version 2026|16") || !strings.Contains(summary, "TRF-2026") {
			t.Errorf("%s: the export's help says %q / %q", lang, usage, summary)
		}
	})
}

// "arbiter help" and a command's --help speak the user's language, as
// its messages do: every command says what it does in the catalogue of
// each language, and the frame's words are translated.
func TestHelpInTheUsersLanguage(t *testing.T) {
	for _, c := range []struct {
		lang, usage, commands, options string
	}{
		{"en", "usage: arbiter", "commands:", "options:"},
		{"fi", "käyttö: arbiter", "komennot:", "valitsimet:"},
		{"et", "kasutus: arbiter", "käsud:", "võtmed:"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			t.Setenv("ARBITER_LANG", c.lang)
			cat := i18n.For(i18n.Lang(c.lang))
			help := runCLI(t, 0, "help")
			if !strings.HasPrefix(help, c.usage) || !strings.Contains(help, "\n"+c.commands+"\n") {
				t.Errorf("the help's frame is not in %s:\n%s", c.lang, help[:min(len(help), 300)])
			}
			for _, name := range cmdline.Names() {
				if strings.HasPrefix(name, "test-") {
					continue // this package's tests' own
				}
				key := "app.help.cmd." + name
				if !cat.Has(key) || !strings.Contains(help, cmdline.Summary(cat, name)) {
					t.Errorf("%s: the help does not say what %s does (%s)", c.lang, name, key)
				}
			}
			// The commands this package's tests register have no text.
			if strings.Count(help, "app.help.") != strings.Count(help, "app.help.cmd.test-") {
				t.Error("a catalogue key instead of its text in the help")
			}
			if code, out, _ := run(t, "info", "--help"); code != 0 || !strings.Contains(out, c.usage+" info") ||
				!strings.Contains(out, c.options) {
				t.Errorf("info --help: exit %d\n%s", code, out)
			}
			// "arbiter help COMMAND" is the command's --help, whether
			// this program or the event's runs it; it printed the list of
			// commands.
			for _, name := range []string{"result", "check-trf"} {
				_, want, _ := run(t, name, "--help")
				if code, out, _ := run(t, "help", name); code != 0 || out != want || !strings.Contains(out, c.usage+" "+name) {
					t.Errorf("help %s: exit %d\n%s\nwant\n%s", name, code, out, want)
				}
			}
			if code, _, errOut := run(t, "help", "resutl"); code != 2 || !strings.Contains(errOut, "resutl") {
				t.Errorf("help of no command: exit %d, %q", code, errOut)
			}
		})
	}
}

// "arbiter help COMMAND" says what the command does, as the list of
// commands does, under its usage line: an Estonian arbiter who asked
// "arbiter help serve" was shown its usage and its options and not that
// it publishes the pages until stopped, nor how deputies enter results.
func TestHelpOfACommandSaysWhatItDoes(t *testing.T) {
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		for _, name := range []string{"result", "backup", "player", "claim"} {
			out := runCLI(t, 0, "help", name)
			lines := strings.SplitN(out, "\n", 3)
			if len(lines) < 3 || strings.TrimSpace(lines[1]) != cmdline.Summary(cat, name) {
				t.Errorf("%s: help %s does not say under its usage what it does:\n%s", lang, name, out)
			}
		}
	})
}

// A command without options heads no list of them: "arbiter help undo"
// ended with "options:" over nothing.
func TestHelpOfACommandWithoutOptionsHeadsNone(t *testing.T) {
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		if out := runCLI(t, 0, "help", "undo"); strings.Contains(out, cat.T("app.help.options")) {
			t.Errorf("%s: help undo heads options it has none of:\n%s", lang, out)
		}
	})
}

// A command's line is syntax only, the same in every language: what it
// means is said in the catalogue's words (app.help.cmd.NAME). Four lines
// carried English notes ("(a team event's player add: --team NAME)",
// "(team events)") into the Finnish and Estonian help and usage errors.
func TestCommandLinesAreSyntaxOnly(t *testing.T) {
	option := regexp.MustCompile(`--?[a-z][a-z0-9-]*`)
	prose := regexp.MustCompile(`'|\b[a-z]+ [a-z]+ [a-z]+\b|\([a-z]+ [a-z]+\)`)
	for _, name := range cmdline.Names() {
		c, _ := cmdline.Lookup(name)
		if bad := prose.FindString(option.ReplaceAllString(c.Usage, "-")); bad != "" {
			t.Errorf("%s: the command's line holds words, not syntax (%q): %s", c.Name, bad, c.Usage)
		}
	}
}

// The help says pair pairs by the event's system, naming each Swiss it
// knows: it said "round-robin table or FIDE Dutch Swiss", the Dubov and
// Burstein systems and the team Swiss paired too.
func TestPairHelpNamesEverySwissSystem(t *testing.T) {
	for _, lang := range i18n.Complete {
		summary := cmdline.Summary(i18n.For(lang), "pair")
		testtext.SaysEach(t, string(lang)+": pair's help", summary, "Dubov", "Burstein", "C.04.6")
	}
}

// The help names the rating and title regulations ratings follows in the
// help's language, as the Ratings view and the rating report do: it named
// them in English in the Finnish and Estonian help.
func TestRatingsHelpNamesTheRegulationsInItsLanguage(t *testing.T) {
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		summary := cmdline.Summary(cat, "ratings")
		for _, key := range []string{"ratings.edition", "ratings.norms.edition"} {
			if !strings.Contains(summary, cat.T(key)) {
				t.Errorf("%s: ratings' help does not name %q: %q", lang, cat.T(key), summary)
			}
		}
	}
}

// The user asks for the help of a command of several (arbiter help
// player, arbiter deputy --help): he gets its usage and where each
// subcommand's options are, exit 0, as of every other command, not a
// usage error saying "--help" is no subcommand.
func TestHelpOfACommandOfSeveralGivesItsUsage(t *testing.T) {
	for _, c := range []struct{ command, first string }{{"player", "add"}, {"deputy", "add"}, {"team", "add"}, {"ratinglist", "find"}} {
		for _, line := range [][]string{{"help", c.command}, {c.command, "--help"}, {c.command, "-h"}} {
			out := runCLI(t, 0, line...)
			if !strings.HasPrefix(out, "usage: arbiter "+c.command+" ") || !strings.Contains(out, "arbiter "+c.command+" "+c.first+" --help") {
				t.Errorf("arbiter %s:\n%s", strings.Join(line, " "), out)
			}
		}
	}
}

// An export's option that its kind does not read is refused by name: a
// TRF asked for in Finnish (--lang is the pages' language) or a PGN in
// UTF-8 would otherwise be written as if the option had not been given.
func TestExportRefusesAnOptionItsKindDoesNotRead(t *testing.T) {
	file := demoFile(t)
	for _, c := range []struct{ args []string }{
		{[]string{"export", "trf", file, "--lang", "fi"}},
		{[]string{"export", "pgn", file, "--utf8"}},
		{[]string{"export", "html", file, "-o", t.TempDir(), "--trf-version", "16"}},
	} {
		code, out, errOut := run(t, c.args...)
		if code != 2 || out != "" || !strings.Contains(errOut, "takes no --") {
			t.Errorf("%v: code %d, out %.40q, err %q; want 2 naming the option not read", c.args, code, out, errOut)
		}
	}
	runCLI(t, 0, "export", "trf", file, "--utf8", "--trf-version", "16", "-o", filepath.Join(t.TempDir(), "r.trf"))
}
