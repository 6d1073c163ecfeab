package i18n

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"arbiter/engine"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
)

// TestCataloguesComplete fails when a complete language lacks a key that
// another complete language has, or when the placeholders differ, which
// would print a raw {name} to the user.
func TestCataloguesComplete(t *testing.T) {
	keys := map[string]bool{}
	for _, l := range Complete {
		c, err := catalogOf(l).load()
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range c.Keys() {
			keys[k] = true
		}
	}
	ph := regexp.MustCompile(`\{[a-zA-Z0-9_]+(\}|, plural,)`)
	en := For(English)
	for k := range keys {
		want := placeholders(ph, en.msgs[k])
		for _, l := range Complete {
			c := For(l)
			if !c.Has(k) {
				t.Errorf("%s: key %q is missing", l, k)
				continue
			}
			if got := placeholders(ph, c.msgs[k]); got != want {
				t.Errorf("%s: key %q has placeholders %s, English has %s", l, k, got, want)
			}
		}
	}
	if len(keys) == 0 {
		t.Fatal("no catalogue keys at all")
	}
}

// pluralForm is one form of a plural message, "one {once}", whose text
// is the language's own and not a placeholder ("=0 {standings}" too: no
// word boundary stands before its "=").
var pluralForm = regexp.MustCompile(`(\b(zero|one|two|few|many|other)|=\d+)\s*\{[^{}]*\}`)

func placeholders(re *regexp.Regexp, s string) string {
	m := re.FindAllString(pluralForm.ReplaceAllString(s, ""), -1)
	for i := range m {
		m[i] = strings.TrimSuffix(m[i], ", plural,") + strings.Repeat("}", strings.Count(m[i], ", plural,"))
	}
	sort.Strings(m)
	return fmt.Sprint(m)
}

func TestTranslate(t *testing.T) {
	fi := For(Finnish)
	if got := fi.T("app.title"); got != "Arbiter" {
		t.Errorf("app.title in Finnish = %q", got)
	}
	if got := For(English).T("app.no-such-key"); got != "app.no-such-key" {
		t.Errorf("unknown key = %q, want the key itself", got)
	}
	if got := fill("Round {n} of {total}", []any{"n", 3, "total", 9}); got != "Round 3 of 9" {
		t.Errorf("fill = %q", got)
	}
	// Russian is partial: a key it lacks falls back to English.
	ru := For(Russian)
	if got := ru.T("app.title"); got == "" || got == "app.title" {
		t.Errorf("Russian fallback failed: %q", got)
	}
}

// Finnish and Estonian, which have every key, give their texts without
// reading English; Russian reads it for a key it lacks. The catalogues are
// read once a process, so the test asks in a process of its own.
func TestEnglishIsReadForAMissingKeyOnly(t *testing.T) {
	if os.Getenv("ARBITER_I18N_FRESH") == "" {
		cmd := exec.Command(os.Args[0], "-test.run=^TestEnglishIsReadForAMissingKeyOnly$", "-test.v")
		cmd.Env = append(os.Environ(), "ARBITER_I18N_FRESH=1")
		if out, err := cmd.CombinedOutput(); err != nil || !strings.Contains(string(out), "--- PASS") {
			t.Fatalf("in a process of its own: %v\n%s", err, out)
		}
		return
	}
	english := &catalogOf(English).cat
	for _, l := range []Lang{Finnish, Estonian} {
		if got := For(l).T("ui.opening", "file", "kevät.arbiter"); !strings.Contains(got, "kevät.arbiter") {
			t.Errorf("%s: ui.opening is %q", l, got)
		}
	}
	if english.msgs != nil {
		t.Fatal("English was read for Finnish and Estonian texts")
	}
	var missing string
	for _, k := range For(Finnish).Keys() {
		if !For(Russian).Has(k) {
			missing = k
			break
		}
	}
	// Russian is partial; once it is whole, no key asks for English.
	if missing != "" {
		if got := For(Russian).T(missing); got == missing || english.msgs == nil || got != english.msgs[missing] {
			t.Errorf("Russian's missing %s: %q, not English's", missing, got)
		}
	}
}

// A catalogue's areas merge into one, and a key defined in two areas is
// refused naming both files.
func TestReadLangRefusesAKeyDefinedTwice(t *testing.T) {
	fsys := fstest.MapFS{
		"en/a.json": {Data: []byte(`{"x": "1", "y": "2"}`)},
		"en/b.json": {Data: []byte(`{"z": "3"}`)},
		"en/c.json": {Data: []byte(`{"w": "4"}`)},
		"fi/a.json": {Data: []byte(`{"x": "1"}`)},
		"fi/b.json": {Data: []byte(`{"z": "3"}`)},
		"fi/c.json": {Data: []byte(`{"x": "4"}`)},
	}
	msgs, err := readLang(fsys, English)
	if err != nil || len(msgs) != 4 || msgs["y"] != "2" || msgs["w"] != "4" {
		t.Errorf("English: %v, %v", msgs, err)
	}
	_, err = readLang(fsys, Finnish)
	if err == nil || !strings.Contains(err.Error(), `"x" is in both fi/a.json and fi/c.json`) {
		t.Errorf("Finnish with x twice: %v", err)
	}
}

// TestFill fills placeholders as a strings.Replacer of the arguments'
// "{name}" → value pairs does, which it replaced, on the texts where a
// hand-written scan could go wrong.
func TestFill(t *testing.T) {
	for _, tt := range []struct {
		msg  string
		args []any
		want string
	}{
		{"Round {n} of {total}", []any{"n", 3, "total", 9}, "Round 3 of 9"},
		{"{n}{n}", []any{"n", 1}, "11"},
		{"{{n}}", []any{"n", 2}, "{2}"},
		{"{x} and {n}", []any{"n", "ok"}, "{x} and ok"},
		{"open {n", []any{"n", 1}, "open {n"},
		{"} {n} {", []any{"n", 1}, "} 1 {"},
		{"{n}", []any{"n", 1, "n", 2}, "1"},
		{"{n}", []any{"n"}, "{n}"},
		{"{7}", []any{7, "seven"}, "seven"},
		{"{name}: {n}", []any{"n", "{name}", "name", "Ö"}, "Ö: {name}"},
		{"{}", []any{"", "empty"}, "empty"},
	} {
		var pairs []string
		for i := 0; i+1 < len(tt.args); i += 2 {
			pairs = append(pairs, "{"+fmt.Sprint(tt.args[i])+"}", fmt.Sprint(tt.args[i+1]))
		}
		replacer := strings.NewReplacer(pairs...).Replace(tt.msg)
		if got := fill(tt.msg, tt.args); got != tt.want || got != replacer {
			t.Errorf("fill(%q, %v) = %q, want %q (a Replacer: %q)", tt.msg, tt.args, got, tt.want, replacer)
		}
	}
}

// TestAnAbbreviationEndsTheSentence: an argument that ends with its
// abbreviation's full stop ("adj.", Estonian "katk.", Finnish "kesk.")
// ends a sentence with it: the line under the result box said "Saved:
// board 2, … katk.." after an adjourned game. An ellipsis after it stays.
func TestAnAbbreviationEndsTheSentence(t *testing.T) {
	for _, tt := range []struct {
		msg, result, want string
	}{
		{"Saved: board 2 {result}.", "katk.", "Saved: board 2 katk."},
		{"{result}. Next", "adj.", "adj. Next"},
		{"{result}.", "1–0", "1–0."},
		{"{result}...", "adj.", "adj...."},
		{"{result}", "adj.", "adj."},
	} {
		if got := fill(tt.msg, []any{"result", tt.result}); got != tt.want {
			t.Errorf("fill(%q, %q) = %q, want %q", tt.msg, tt.result, got, tt.want)
		}
	}
}

type keyed struct{ key string }

func (k keyed) Error() string               { return "english " + k.key }
func (k keyed) MessageKey() string          { return k.key }
func (k keyed) MessageArgs() map[string]any { return map[string]any{"file": "x.arbiter"} }

func TestError(t *testing.T) {
	et := For(Estonian)
	err := fmt.Errorf("opening: %w", keyed{"app.error.not-arbiter"})
	if got := et.Error(err); got == err.Error() || got == "app.error.not-arbiter" {
		t.Errorf("keyed error not translated: %q", got)
	}
	plain := errors.New("plain")
	if got := et.Error(plain); got != "plain" {
		t.Errorf("plain error = %q", got)
	}
}

// An error shown in a box of its own starts as a sentence does: the
// catalogue's lower-case start (written to follow "arbiter pair: ")
// upper case; a value put first, and an error of no catalogue, as given.
func TestSentence(t *testing.T) {
	for _, c := range []struct {
		lang Lang
		err  error
		want string
	}{
		{English, NewError("event.err.pair.unfinished", "round", 3, "boards", "3.1"), "Round 3 cannot be paired"},
		{Finnish, NewError("event.err.pair.unfinished", "round", 3, "boards", "3.1"), "Kierrosta 3 ei voi"},
		{Estonian, NewError("live.print.no-lp"), "Selles arvutis"},
		{English, NewError("app.usage.required", "flag", "--round"), "--round is required"},
		{English, errors.New("lp: no default destination"), "lp: no default destination"},
	} {
		if got := For(c.lang).Sentence(c.err); !strings.HasPrefix(got, c.want) {
			t.Errorf("%s %v: %q, want it to start %q", c.lang, c.err, got, c.want)
		}
	}
}

func TestParseLang(t *testing.T) {
	for in, want := range map[string]Lang{"fi_FI.UTF-8": Finnish, "et-EE": Estonian, "EN": English, "ru": Russian} {
		if got, ok := ParseLang(in); !ok || got != want {
			t.Errorf("ParseLang(%q) = %v, %v", in, got, ok)
		}
	}
	if _, ok := ParseLang("xx"); ok {
		t.Error("ParseLang accepted xx")
	}
}

// The plural forms Arbiter chooses are CLDR's as golang.org/x/text gives
// them, for every language it speaks and every count a message says.
func TestPluralFormsAreCLDRs(t *testing.T) {
	names := map[plural.Form]string{plural.Zero: "zero", plural.One: "one", plural.Two: "two", plural.Few: "few", plural.Many: "many", plural.Other: "other"}
	for _, l := range []Lang{English, Finnish, Estonian, Russian} {
		tag := language.Make(string(l))
		for n := range 100_001 {
			if got, want := cldrForm(l, n), names[plural.Cardinal.MatchPlural(tag, n, 0, 0, 0, 0)]; got != want {
				t.Fatalf("%s %d: %q, CLDR's %q", l, n, got, want)
			}
		}
	}
}

// Plural forms follow each language's rules: one game, two games; in
// Finnish one "puolisiirto" but two "puolisiirtoa"; Russian has a form for
// 2–4 and another for 5–20.
func TestPlurals(t *testing.T) {
	const ru = "{n, plural, one {# партия} few {# партии} many {# партий} other {# партии}}"
	for _, tt := range []struct {
		lang Lang
		msg  string
		n    any
		want string
	}{
		{English, "{n, plural, one {# game} other {# games}} left", 1, "1 game left"},
		{English, "{n, plural, one {# game} other {# games}} left", 2, "2 games left"},
		{English, "{n, plural, one {# game} other {# games}} left", 0, "0 games left"},
		{Finnish, "{n, plural, one {# puolisiirto} other {# puolisiirtoa}}", 1, "1 puolisiirto"},
		{Finnish, "{n, plural, one {# puolisiirto} other {# puolisiirtoa}}", 21, "21 puolisiirtoa"},
		{Estonian, "{n, plural, one {# poolkäik} other {# poolkäiku}}", "1", "1 poolkäik"},
		{Lang("ru"), ru, 1, "1 партия"},
		{Lang("ru"), ru, 3, "3 партии"},
		{Lang("ru"), ru, 5, "5 партий"},
		{Lang("ru"), ru, 21, "21 партия"},
		{English, "{n, plural, one {# game} other {# games}} in {file}", 2, "2 games in {file}"},
		{English, "{n, plural, one {# game} other {# games}}", json.Number("1"), "1 game"}, // the audit log's counts
		// A negative count (a report's penalty points, TRF's 299) takes
		// the form of its absolute value, as CLDR's operands are.
		{English, "{n, plural, one {# match point} other {# match points}}", -1, "-1 match point"},
		{Finnish, "{n, plural, one {# ottelupiste} other {# ottelupistettä}}", -2, "-2 ottelupistettä"},
		{Estonian, "{n, plural, one {# matšipunkt} other {# matšipunkti}}", int64(-1), "-1 matšipunkt"},
		{Lang("ru"), ru, -3, "-3 партии"},
		// A whole-number float count ("1.0") is a whole number: it took
		// the plural form.
		{English, "{n, plural, one {# match point} other {# match points}}", 1.0, "1 match point"},
		{Finnish, "{n, plural, one {# ottelupiste} other {# ottelupistettä}}", "1.0", "1.0 ottelupiste"},
		{Estonian, "{n, plural, one {# matšipunkt} other {# matšipunkti}}", -1.0, "-1 matšipunkt"},
		{English, "{n, plural, one {# game point} other {# game points}}", 1.5, "1.5 game points"},
	} {
		if got := plurals(tt.lang, tt.msg, []any{"n", tt.n}); got != tt.want {
			t.Errorf("%s %v: %q, want %q", tt.lang, tt.n, got, tt.want)
		}
	}
	// A plural inside another's form: its "#" is its own count, as in
	// ICU's messages; the outer count was put in its place.
	nested := "{open, plural, =0 {played {played, plural, one {# game} other {# games}}} other {# open}}"
	for _, tt := range []struct {
		open, played int
		want         string
	}{{0, 1, "played 1 game"}, {0, 3, "played 3 games"}, {2, 1, "2 open"}} {
		if got := plurals(English, nested, []any{"open", tt.open, "played", tt.played}); got != tt.want {
			t.Errorf("nested, %d open, %d played: %q, want %q", tt.open, tt.played, got, tt.want)
		}
	}
	if got := For(Finnish).T("desk.imported", "n", 1); got != "1 puolisiirto tuotu." {
		t.Errorf("desk.imported in Finnish for 1: %q", got)
	}
	// The 1953 field checks: "12 osavõtjast 1 on meistersportlased" read
	// as "1 are masters".
	for _, tt := range []struct {
		lang    Lang
		masters int
		want    string
	}{
		{Estonian, 1, "12 osavõtjast 1 on meistersportlane "},
		{Estonian, 9, "12 osavõtjast 9 on meistersportlased "},
		{Finnish, 1, "12 osallistujasta 1 on mestari "},
		{English, 1, "1 of 12 participants is a master "},
		{English, 2, "2 of 12 participants are masters "},
	} {
		if got := For(tt.lang).T("norms.master-field", "masters", tt.masters, "participants", 12, "holds", ""); !strings.Contains(got, tt.want) {
			t.Errorf("%s, %d masters: %q", tt.lang, tt.masters, got)
		}
	}
}

// How long an import took reads as the language writes a decimal, two
// decimals under a second: "0.0 sekunnissa" said nothing.
func TestSeconds(t *testing.T) {
	for _, c := range []struct {
		lang Lang
		d    time.Duration
		want string
	}{
		{Finnish, 1400 * time.Millisecond, "1,4"}, {Estonian, 20 * time.Millisecond, "0,02"}, {English, 20 * time.Millisecond, "0.02"},
	} {
		if got := For(c.lang).Seconds(c.d); got != c.want {
			t.Errorf("%s %v: %q, want %q", c.lang, c.d, got, c.want)
		}
	}
}

// TestCountedTexts checks that the texts which once said "(s)" take the
// form of their number in each language.
func TestCountedTexts(t *testing.T) {
	tests := []struct {
		lang Lang
		key  string
		args []any
		want string
	}{
		{English, "app.usage.args", []any{"want", "FILE", "got", 1}, "expected FILE, got 1 argument"},
		{English, "app.usage.args", []any{"want", "FILE", "got", 2}, "expected FILE, got 2 arguments"},
		{Finnish, "app.usage.args", []any{"want", "FILE", "got", 1}, "odotettiin FILE, annettiin 1 argumentti"},
		{Estonian, "app.usage.args", []any{"want", "FILE", "got", 3}, "oodati FILE, anti 3 argumenti"},
		{English, "analysis.claim.threefold_invalid", []any{"count", "1"}, "The position has appeared only once"},
		{Finnish, "analysis.claim.threefold_invalid", []any{"count", "2"}, "Asema on esiintynyt vain 2 kertaa"},
		{Estonian, "analysis.claim.threefold_invalid", []any{"count", "1"}, "Seis on esinenud ainult ühe korra"},
		{English, "swisscli.err.check", []any{"round", 3, "count", 1}, "round 3 departs from the Dutch rules in 1 point"},
		{English, "store.audit.round.save", []any{"round", 1, "boards", 1}, "Round 1 paired (1 board)"},
		{Finnish, "store.audit.round.save", []any{"round", 1, "boards", 1}, "Kierros 1 paritettu (1 pöytä)"},
		{Finnish, "store.audit.round.replace", []any{"round", 2, "boards", 15}, "Kierroksen 2 parit muutettu (15 pöytää)"},
		{Estonian, "store.audit.round.save", []any{"round", 1, "boards", 1}, "1. voor paaritatud (1 laud)"},
		// The counts of the undo button and the history: a single group,
		// prize, board, team or round is named in the singular.
		{English, "store.audit.prizes", []any{"groups", 1, "prizes", 1}, "Ranking groups and prizes changed (1 group, 1 prize)"},
		{Finnish, "store.audit.prizes", []any{"groups", 1, "prizes", 4}, "Ryhmiä ja palkintoja muutettu (1 ryhmä, 4 palkintoa)"},
		{Estonian, "store.audit.prizes", []any{"groups", 1, "prizes", 1}, "Rühmi ja auhindu muudeti (1 rühm, 1 auhind)"},
		{English, "store.audit.team.options", []any{"boards", 1, "win", 2, "draw", 1, "loss", 0}, "Team options: 1 board, match points 2/1/0"},
		{Finnish, "store.audit.team.options", []any{"boards", 1, "win", 2, "draw", 1, "loss", 0}, "Joukkueasetukset: 1 pöytä, ottelupisteet 2/1/0"},
		{Estonian, "store.audit.team.options", []any{"boards", 4, "win", 2, "draw", 1, "loss", 0}, "Võistkondade seaded: 4 lauda, matšipunktid 2/1/0"},
		{English, "store.audit.team.import", []any{"teams", 6, "players", 24, "rounds", 1}, "Team event imported: 6 teams, 24 players, 1 round"},
		{Finnish, "store.audit.team.import", []any{"teams", 6, "players", 24, "rounds", 1}, "Joukkuekilpailu tuotu: 6 joukkuetta, 24 pelaajaa, 1 kierros"},
		{Estonian, "store.audit.team.import", []any{"teams", 6, "players", 24, "rounds", 1}, "Võistkondlik turniir imporditud: 6 võistkonda, 24 mängijat, 1 voor"},
		// A round paired over one adjourned game, as the history notes it:
		// "with 1 earlier games unfinished".
		{English, "store.audit.event.override", []any{"round", 7, "unfinished", 1}, "Round 7 paired by the arbiter's override with 1 earlier game unfinished"},
		{English, "store.audit.event.override", []any{"round", 7, "unfinished", 2}, "Round 7 paired by the arbiter's override with 2 earlier games unfinished"},
		{Finnish, "store.audit.event.override", []any{"round", 7, "unfinished", 1}, "Kierros 7 paritettu tuomarin päätöksellä, 1 aiempi peli kesken"},
		{Finnish, "store.audit.event.override", []any{"round", 7, "unfinished", 3}, "Kierros 7 paritettu tuomarin päätöksellä, 3 aiempaa peliä kesken"},
		{Estonian, "store.audit.event.override", []any{"round", 7, "unfinished", 1}, "Voor 7 paaritatud kohtuniku otsusega, 1 varasem partii lõpetamata"},
		{Estonian, "store.audit.event.override", []any{"round", 7, "unfinished", 2}, "Voor 7 paaritatud kohtuniku otsusega, 2 varasemat partiid lõpetamata"},
		// The late entry's field of the rounds he missed: one round paired
		// is named alone, where it read "kierrokset 1–1".
		{English, "ui.players.field.missed", []any{"paired", 1}, "Round 1 missed"},
		{English, "ui.players.field.missed", []any{"paired", 3}, "Rounds 1–3 missed"},
		{Finnish, "ui.players.field.missed", []any{"paired", 1}, "Väliin jäänyt kierros 1"},
		{Finnish, "ui.players.field.missed", []any{"paired", 2}, "Väliin jääneet kierrokset 1–2"},
		{Estonian, "ui.players.field.missed", []any{"paired", 1}, "Vahele jäänud voor 1"},
		{Estonian, "ui.players.field.missed", []any{"paired", 4}, "Vahele jäänud voorud 1–4"},
		{Finnish, "ui.players.count", []any{"n", 1}, "1 pelaaja"},
		{Estonian, "ui.players.count", []any{"n", 30}, "30 mängijat"},
		// A team's bye of a drawn match on two drawn boards: 1 match point.
		{English, "teams.print.bye", []any{"team", "Alfa", "mp", 1, "gp", "1"}, "Alfa has the bye: 1 match point, 1 game point."},
		{English, "teams.ui.bye", []any{"mp", 2, "gp", "1½"}, "bye: 2 match points, 1½ game points"},
		{Finnish, "teams.print.bye", []any{"team", "Alfa", "mp", 1, "gp", "4"}, "Joukkueella Alfa on vapaakierros: 1 ottelupiste, 4 pelipistettä."},
		{Finnish, "teams.ui.bye", []any{"mp", 1, "gp", "1"}, "vapaakierros: 1 ottelupiste, 1 pelipiste"},
		{Estonian, "teams.print.bye", []any{"team", "Alfa", "mp", 1, "gp", "4"}, "Võistkonnal Alfa on vaba voor: 1 matšipunkt, 4 partiipunkti."},
		{Estonian, "teams.ui.bye", []any{"mp", 0, "gp", "1"}, "vaba voor: 0 matšipunkti, 1 partiipunkt"},
		// A player who withdrew having played one game: "Mängis 1 partiid
		// 5-st" stood in the withdrawal's box.
		{Estonian, "event.cli.withdrawn.asplayed", []any{"played", 1, "games", 5, "open", 0, "rounds", "", "adjourned", 0, "adjourned_rounds", ""}, "Mängis 1 partii 5-st; tulemused jäävad kehtima, ülejäänud partiisid ei mängita."},
		{Estonian, "event.cli.withdrawn.asplayed", []any{"played", 2, "games", 5, "open", 1, "rounds", "3", "adjourned", 0, "adjourned_rounds", ""}, "Mängis 2 partiid 5-st; tulemused jäävad kehtima, ülejäänud partiisid ei mängita. 3. vooru partiil pole veel tulemust."},
		{Estonian, "event.cli.withdrawn.struck", []any{"played", 0, "games", 7, "open", 1, "rounds", "1", "adjourned", 0, "adjourned_rounds", "", "verdict", NewError("event.cli.struck.annulled")}, "Mängis 0 partiid 7-st, alla poole: tabelist eemaldatud, partiid tühistatud (1953 §27). 1. vooru partiil pole tulemust, seega seda ei loeta mängituks; alustatud ja lõpetamata partii loetakse mängituks, kui see märgitakse katkestatuks."},
		{English, "event.cli.withdrawn.forfeits", []any{"played", 3, "games", 5, "open", 2, "rounds", "2, 3", "adjourned", 0, "adjourned_rounds", ""}, "Played 3 of 5 games, at least half: the remaining games count as + for the opponents (FIDE; 1953 §27). The games of rounds 2, 3 have no result, so they do not count as played: one begun and not finished, entered as adjourned, counts; one never begun is entered as a forfeit (+ for the opponent)."},
		{Estonian, "event.cli.struck", []any{"name", "Mart Kõiv", "round", 1, "played", 1, "games", 7, "open", 0, "rounds", "", "adjourned", 0, "adjourned_rounds", "", "verdict", NewError("event.cli.struck.annulled")}, "Mart Kõiv lahkus turniirilt pärast 1. vooru: mängis 1 partii 7-st, alla poole: tabelist eemaldatud, partiid tühistatud (1953 §27)."},
		// FIDE's half-games rule keeps his row in the crosstable.
		{English, "event.cli.struck", []any{"name", "Mart Kõiv", "round", 4, "played", 4, "games", 18, "open", 0, "rounds", "", "adjourned", 0, "adjourned_rounds", "", "verdict", NewError("event.cli.struck.kept")}, "Mart Kõiv withdrew after round 4: played 4 of 18 games, fewer than half: his games count for nobody and he has no place; the crosstable keeps his row, his points in brackets (FIDE)."},
		{Estonian, "event.cli.struck", []any{"name", "Mart Kõiv", "round", 4, "played", 4, "games", 18, "open", 0, "rounds", "", "adjourned", 0, "adjourned_rounds", "", "verdict", NewError("event.cli.struck.kept")}, "Mart Kõiv lahkus turniirilt pärast 4. vooru: mängis 4 partiid 18-st, alla poole: tema partiisid ei arvestata kellegi kasuks ja talle kohta ei määrata; turniiritabelis säilib tema rida, punktid sulgudes (FIDE)."},
		{Finnish, "event.cli.withdrawn.struck", []any{"played", 4, "games", 18, "open", 0, "rounds", "", "adjourned", 0, "adjourned_rounds", "", "verdict", NewError("event.cli.struck.kept")}, "Pelannut 4/18 peliä, alle puolet: hänen pelejään ei lasketa kenenkään hyväksi eikä hän saa sijoitusta; ristitaulukossa hänen rivinsä säilyy, pisteet suluissa (FIDE)."},
		// An adjourned game counts as played (begun, 1953 §27): it was
		// told as a game without a result that did not count.
		{Finnish, "event.cli.struck", []any{"name", "Eero Nieminen", "round", 3, "played", 3, "games", 10, "open", 0, "rounds", "", "adjourned", 1, "adjourned_rounds", "2", "verdict", NewError("event.cli.struck.annulled")}, "Eero Nieminen keskeytti 3. kierroksen jälkeen: pelannut 3/10 peliä, alle puolet: poistettu taulukosta, pelit mitätöity (1953 §27). Kierroksen 2 peli on keskeytetty: aloitettuna se lasketaan pelatuksi."},
		{Estonian, "event.cli.withdrawn.forfeits", []any{"played", 4, "games", 7, "open", 0, "rounds", "", "adjourned", 0, "adjourned_rounds", ""}, "Mängis 4 partiid 7-st, vähemalt pooled: ülejäänud partiid arvestatakse vastastele +-ga (FIDE; 1953 §27)."},
	}
	for _, tt := range tests {
		if got := For(tt.lang).T(tt.key, tt.args...); got != tt.want {
			t.Errorf("%s %s %v = %q, want %q", tt.lang, tt.key, tt.args, got, tt.want)
		}
	}
}

// A player's withdrawal is named with one term: in Finnish "keskeyttää"
// (keskeytti, keskeyttänyt, keskeytyskierros), in Estonian "lahkuda"
// (lahkus, lahkunud), as the standings' and the crosstable's names
// have it. The crosstable's note below those names read "vetäytymisen
// jälkeen" in Finnish and "pärast loobumist" (after a forfeit) in
// Estonian, and the paper's Estonian mark "(loob.) loobus turniirist",
// the word of a forfeit (loobumine, loobumisvõit) beside + and −; the
// pairing list's "loobus pärast 1. vooru" and its legend "on turniirilt
// loobunud" stood beside the mark, now "(lahk.)".
func TestWithdrawalIsOneTerm(t *testing.T) {
	for _, l := range []struct {
		lang  Lang
		other *regexp.Regexp
		term  string
	}{
		{Finnish, regexp.MustCompile(`(?i)vetäyty\w*`), "kesk"},
		{Estonian, regexp.MustCompile(`(?i)\bloobu\w*\s+turniiri|turniirilt\s+loobu\w*|\(loob\.\)|pärast loobumist`), "lahk"},
	} {
		c := For(l.lang)
		for _, k := range c.Keys() {
			if m := l.other.FindString(c.msgs[k]); m != "" {
				t.Errorf("%s says %q: %q", k, m, c.msgs[k])
			}
		}
		for _, k := range []string{"crosstable.blank", "print.mark.withdrawn", "print.legend.withdrawn", "event.cli.withdrawn",
			"print.legend.withdrawn-paired", "print.legend.withdrawn-paired-names", "print.pairings.withdrawn", "event.cli.struck", "store.problem.withdrawn"} {
			if msg := c.T(k, "name", "X"); !strings.Contains(strings.ToLower(msg), l.term) {
				t.Errorf("%s %s does not say %s…: %q", l.lang, k, l.term, msg)
			}
		}
	}
}

// Estonian quotes open low and close high, „so“: the catalogue closed
// some with ” (Finnish's mark), some with “, the two side by side in the
// same window.
func TestEstonianQuotesCloseHigh(t *testing.T) {
	c := For(Estonian)
	for _, k := range c.Keys() {
		if strings.Contains(c.msgs[k], "”") {
			t.Errorf("%s closes a quote with ”: %q", k, c.msgs[k])
		}
	}
}

// The Estonian catalogue names a thing with one term where two were
// met side by side. A bye is "vaba voor", as the Estonian originals name
// a round "voor" (the 1953 code: "antud voorus mänguvaba"): the
// pairing-allocated bye read "vaba ring" on the team sheets and in the
// team forms beside "vaba voor" on the pairing lists, and the rating
// change's note left out "vabapääsud" (free passes); a team's half-point
// bye is "poole punktiga", as the command line and the history say it,
// where the team's bye box offered "poolpunktiga". A forfeit is
// "loobumine": the Matches view's help said a team that has not come
// "loovutab kogu matši" (cedes the match, Finnish's "luovuttaa" carried
// over) beside its own button "Loobumine (F)". The crosstable is
// "turniiritabel", as the printed page's title and the venue's tab name
// it: the window's view and its Printing list said "Ristitabel", so the
// arbiter who printed "Ristitabel" got a page headed "Turniiritabel".
// The 1953 code's norms are "klassifikatsiooninormid", as the sheet and
// the command line head them: the Printing list and the command's help
// said "järgunormid". The performance rating is "turniiritulemus", as
// the tie-break, the rating changes' columns and the results by board
// name it: the Ratings view's legend said "TT = turniiritulemus" above a
// player's norm that read "turniirisooritus 2643", and the certificate
// printed "Turniirisooritus". FIDE's number of a player or an arbiter is
// "FIDE-kood", as the player's box and the rating lists name it, joined
// as Estonian joins an abbreviation to a word (PIN-kood): the settings,
// the deputies' form and the printed lists said "FIDE ID", an English
// word in an Estonian window, of the same number, and "FIDE kood" broke
// over two lines in a printed list's heading. The pairing's nouns are
// "paarimis…", as the player's box ("Paarimise reiting") and the command
// line (paarimissüsteem) name them: the file's facts said
// "Paaritussüsteem" and a player's note "paaritusreiting", and the round's
// pairings on the wall and the rating report "Paaride süsteem" (a system
// of pairs) of what the event's facts call its paarimissüsteem. The
// withdrawn mark is "(lahk.)", a player who left the event (lahkus
// turniirilt, the 1953 code's §27): "(katk.)" read as the adjourned
// game's "katk." beside it.
func TestEstonianTermsAreOne(t *testing.T) {
	checkTerms(t, Estonian, []oneTerm{
		{regexp.MustCompile(`(?i)\bvaba\w*\s+ring`), "vaba voor",
			[]string{"print.bye.free", "teams.cli.bye", "schedule.team-bye", "teams.print.bye", "teams.ui.bye"}, nil},
		{regexp.MustCompile(`(?i)vabapääs\w*`), "vaba voor",
			[]string{"print.bye.free", "teams.cli.bye", "schedule.team-bye", "teams.print.bye", "teams.ui.bye"}, nil},
		{regexp.MustCompile(`(?i)poolpunkt\w*`), "poole punktiga",
			[]string{"teams.cli.bye.half", "store.audit.team.bye.half", "teams.ui.byereq.half"}, nil},
		{regexp.MustCompile(`(?i)loovut\w*`), "loobu",
			[]string{"teams.ui.forfeit", "teams.ui.entry.keys", "teams.err.result.forfeited"}, nil},
		{regexp.MustCompile(`(?i)ristitabel\w*`), "turniiritabel",
			[]string{"ui.nav.crosstable", "ui.printing.doc.crosstable", "print.crosstable.title", "venue.nav.crosstable", "app.help.cmd.crosstable"}, nil},
		{regexp.MustCompile(`(?i)järgunorm\w*`), "klassifikatsiooninorm",
			[]string{"norms.title", "print.norms.title", "ui.printing.doc.norms", "app.help.cmd.norms"}, nil},
		{regexp.MustCompile(`(?i)turniirisooritus\w*`), "turniiritulemus",
			[]string{"event.tb.tpr", "print.rated.performance", "ui.ratings.norm-figures", "print.certificate.tpr"}, nil},
		{regexp.MustCompile(`(?i)paaritus\w*`), "paarimis",
			[]string{"app.opt.system", "ui.players.field.pairingrating"}, nil},
		{regexp.MustCompile(`(?i)paaride süsteem`), "paarimissüsteem",
			[]string{"print.pairings.system", "print.pairings.system-fide", "print.report.system", "store.info.system"}, nil},
		{regexp.MustCompile(`\(katk\.\)`), "(lahk.)", []string{"print.mark.withdrawn"}, nil},
		{regexp.MustCompile(`FIDE (?:ID|id|kood)`), "fide-kood",
			[]string{"ui.players.field.fideid", "ui.settings.chief-fide-id", "ui.deputies.fide-id", "print.col.fide-id", "deputy.col.fide-id"}, nil},
		// A claim to the arbiter is "taotlus" (taotleb viiki, taotleja), as
		// the Estonian reading of the Laws says it (9.2, 9.3, 9.5, 6.8,
		// III.4): "Nõue on ekslik" read as a demand. "nõue" and "nõuab"
		// stay where a rule or a norm requires, and in the 1953 code's
		// rulings, whose Estonian original says "viigi nõudmine".
		{regexp.MustCompile(`(?i)nõu(?:e|d|ab|av)\w*`), "taotl",
			[]string{"rules.ruling.claim-incorrect", "rules.ruling.claim-correct", "rules.incident.claim-threefold", "rules.incident.claim-fifty",
				"rules.ruling.claim-after-touch", "rules.ruling.quickplay-reject", "desk.ruling.claim-correct", "rules.note.claim-unrecorded"},
			[]string{"rules.ruling.ussr-", "rules.note.ussr-", "rules.note.fivefold-not-consecutive", "rules.ruling.left-area-not-on-move",
				"event.err.pair.unfinished-last", "event.trf.dutchedition", "print.certificate.undated", "swiss.err.nopairing", "app.opt.forecast"}},
	})
}

// The Finnish catalogue names a thing with one term where two were met
// side by side. It pairs with one verb, "parittaa" (paritus, paritettu),
// as Finnish chess writes it: a third of its messages said "pariuttaa"
// (pariutus, pariutettu) beside the others, and the refusals to pair a
// round over unfinished games "paritella", which is animals' mating
// ("kierrosta 2 ei voi paritella"). The performance rating is
// "suoritusluku", as the federation's rating lists name it: the Ratings
// view's column "TS" and its legend "TS = turnaussuoritus" stood above a
// player's norm that read "suoritusluku 2643", which the certificate
// printed too; its kin, the opponents' average and the perfect
// performance, follow it. A rating is "vahvuusluku" and its list
// "vahvuuslukulista", as the rating report, the standings and the norms
// say: the Rounds view's box "Ei ratingiin", the command line's
// "ei ratingiin" and a score of options said the loanword beside a legend
// that read "ei lasketa vahvuuslukuun" of the same game (the command and
// option names, ratings and --rating, stay English).
func TestFinnishTermsAreOne(t *testing.T) {
	checkTerms(t, Finnish, []oneTerm{
		{regexp.MustCompile(`(?i)pariut\w*`), "parit", nil, nil},
		{regexp.MustCompile(`(?i)\bparitel\w*`), "parit", []string{"event.err.pair.unfinished", "ui.rounds.override.swiss"}, nil},
		{regexp.MustCompile(`(?i)turnaussuorit\w*`), "suoritusluku",
			[]string{"event.tb.tpr", "event.tb.apro", "event.tb.ptp", "event.tb.appo", "print.rated.performance", "ui.ratings.norm-figures", "print.certificate.tpr"}, nil},
		{regexp.MustCompile(`(?i)\brating(?:i|ia|in|iin|it|iton|ittoman|ittomat|kausi|lista\w*|raport\w*|o\w+)\b|\b(?:väliaikainen )?rating \(`), "vahvuusluku",
			[]string{"ui.rounds.unrated", "event.cli.result.unrated", "rules.note.late-unrated"}, nil},
		// A Finnish arbiter reads the starting number (C.04.2's pairing number)
		// as lähtönumero in the player box, the crosstable's legend and the lists;
		// the box that says whose numbers a late entry moved called it parinumero
		// and the initial ranking list alkuranking-lista.
		{regexp.MustCompile(`(?i)parinumer\w*`), "lähtönumer", []string{"live.renumber.title", "live.renumber.fixed.late"}, nil},
		{regexp.MustCompile(`(?i)ranking\w*`), "lähtölist", []string{"live.renumber.text", "app.opt.swiss.initial-colour"}, nil},
		// A ruling states what the arbiter found ("evidently", "clearly"):
		// "ilmeisesti" reads "apparently", a guess. The phone's ruling said
		// "Pelaajalla oli ilmeisesti elektroninen laite" and then took the game.
		{regexp.MustCompile(`(?i)\bilmeisesti\b`), "todettiin", []string{"rules.ruling.device-loss"}, nil},
		// The event is "turnaus", as the window's views and forms say;
		// "tapahtuma" is the desk's incident only. The store's errors
		// said "tapahtumatiedosto" and the CSV import "tapahtuman
		// paritus" of the event beside an undo button that read
		// "tapahtuma Laiton siirto" of an incident.
		{regexp.MustCompile(`(?i)tapahtum\w*`), "tapahtum",
			[]string{"desk.ruling.incident", "print.report.incident", "store.audit.incident.board", "app.opt.incident"},
			[]string{"desk.ruling.", "rules.ruling.", "rules.error.", "app.usage.ruling.", "app.usage.not-read", "app.help.cmd.ruling",
				"app.opt.incident", "app.opt.ruling.", "print.report.incident", "print.scoresheet.incidents", "store.audit.incident"}},
		// A match forfeited whole is "koko ottelu luovutettu" at a Finnish
		// league's table; the forfeit box and the match sheet said the
		// match "kokonaisuutena" (as a whole), a word-for-word English.
		{regexp.MustCompile(`(?i)kokonaisuutena`), "koko ottelu", []string{"teams.ui.forfeit.title", "teams.print.sheet.forfeit"}, nil},
	})
}

// oneTerm is the one name of a thing in a catalogue: other, the name it
// took the place of, is in none of its messages but those whose keys
// begin with one of kept (where other names another thing), and each of
// keys says term.
type oneTerm struct {
	other *regexp.Regexp
	term  string
	keys  []string
	kept  []string
}

// checkTerms checks each of terms in lang's catalogue.
func checkTerms(t *testing.T, lang Lang, terms []oneTerm) {
	t.Helper()
	c := For(lang)
	for _, term := range terms {
		for _, k := range c.Keys() {
			if slices.ContainsFunc(term.kept, func(p string) bool { return strings.HasPrefix(k, p) }) {
				continue
			}
			if m := term.other.FindString(c.msgs[k]); m != "" {
				t.Errorf("%s says %q: %q", k, m, c.msgs[k])
			}
		}
		for _, k := range term.keys {
			if !strings.Contains(strings.ToLower(c.msgs[k]), term.term) {
				t.Errorf("%s does not say %s: %q", k, term.term, c.msgs[k])
			}
		}
	}
}

// Estonian names a player's withdrawal as the 1953 code's Estonian
// original does (§27), "lahkuma turniirilt" (lahkus, lahkunud,
// lahkumine, the mark "(lahk.)"), and leaves "katkestama" to an
// adjourned game (§21: katkestamine, katkestatud). The catalogue had
// taken "katkestama" for the withdrawal: F1 told the result key a as
// "katkestatud" two lines under "Ctrl+W: katkesta valitud mängija", and
// the withdrawn mark "(katk.)" stood beside results where an adjourned
// game showed "katk.". Where English names a withdrawal, Estonian never
// says "katk…"; where it names a withdrawal and no forfeit, never
// "loobu…", the forfeit's word (loobumine, loobumisvõit): the arbiter's
// report headed its withdrawals "Loobunuid" a few lines above "+ : − ja
// − : + tähistavad loobumisvõitu", so that "Loobunuid: puudub" of an
// event with a forfeit read as no forfeits. A player who is not yet in
// any round is removed (eemaldama), not withdrawn: "praegu lahkuv
// mängija eemaldatakse" told the two apart by the withdrawal's own verb.
func TestEstonianWithdrawalIsOneVerb(t *testing.T) {
	en, et := For(English), For(Estonian)
	withdrawal, adjournment := regexp.MustCompile(`(?i)withdr`), regexp.MustCompile(`(?i)adjourn`)
	forfeit := regexp.MustCompile(`(?i)forfeit|concede|default`)
	other, forfeitWord := regexp.MustCompile(`(?i)\bkatk\w*`), regexp.MustCompile(`(?i)loobu\w*`)
	et.Keys() // loads its messages
	named := 0
	for _, k := range en.Keys() {
		if !withdrawal.MatchString(en.msgs[k]) {
			continue
		}
		named++
		if m := other.FindString(et.msgs[k]); m != "" && !adjournment.MatchString(en.msgs[k]) {
			t.Errorf("%s says %q for a withdrawal: %q", k, m, et.msgs[k])
		}
		if m := forfeitWord.FindString(et.msgs[k]); m != "" && !forfeit.MatchString(en.msgs[k]) {
			t.Errorf("%s says %q, the forfeit's word, for a withdrawal: %q", k, m, et.msgs[k])
		}
	}
	// The withdrawal boxes, whose English says the player or team
	// "leaves the event", are withdrawals all the same; a withdrawal told
	// beside an adjourned game says which is which.
	for _, k := range []string{"print.legend.withdrawn", "forecast.cell.withdrawn", "forecast.withdrawn.struck", "match.withdrawn.conceded", "print.report.withdrawals",
		"ui.players.withdraw.explain", "teams.ui.withdraw.explain", "ui.help.withdraw", "ui.players.withdraw", "ui.players.withdraw.title", "event.cli.struck"} {
		if !strings.Contains(strings.ToLower(et.msgs[k]), "lahku") {
			t.Errorf("%s does not say lahku…: %q", k, et.msgs[k])
		}
	}
	for _, k := range []string{"ui.keys.withdraw.unpaired", "event.err.withdraw.none-paired", "event.err.withdraw.remove"} {
		if msg := strings.ToLower(et.msgs[k]); !strings.Contains(msg, "eemalda") || strings.Contains(msg, "lahkuv") {
			t.Errorf("%s does not tell a removal (eemalda…) from a withdrawal: %q", k, et.msgs[k])
		}
	}
	if named < 20 {
		t.Fatalf("%d English messages name a withdrawal", named)
	}
}

// "Katkestama" is an adjourned game's verb in Estonian and nothing
// else's: besides a withdrawal, a game stopped for reversed colours
// (katkestatakse), a file's creation cut short (katkes) and a server
// run "kuni katkestatakse" said it. A power cut (voolukatkestus) is a
// word of its own.
func TestEstonianKatkestIsAnAdjournment(t *testing.T) {
	en, et := For(English), For(Estonian)
	adjournment := regexp.MustCompile(`(?i)adjourn|\badj\.|seal|resum|envelope`)
	katk := regexp.MustCompile(`(?i)\bkatk\w*`)
	for _, k := range et.Keys() {
		if m := katk.FindString(et.msgs[k]); m != "" && !adjournment.MatchString(en.msgs[k]) {
			t.Errorf("%s says %q where English names no adjournment: %q / %q", k, m, en.msgs[k], et.msgs[k])
		}
	}
	for _, k := range []string{"ui.keys.result.adjourned", "event.result.adjourned", "print.legend.adjourned", "live.adjourned"} {
		if !katk.MatchString(et.msgs[k]) {
			t.Errorf("%s, an adjourned game, does not say katk…: %q", k, et.msgs[k])
		}
	}
}

// Estonian pairs a round with one verb, "paaritama" (paarita,
// paaritatud, paaritamine), as the Rounds view's button, its status and
// F1 say it: the pairing options, the pairing editor's un-pair and the
// messages that refuse a pairing said "loosima" ("voor 3 on juba
// loositud"), the verb of the seats' draw, so that a round "loositud"
// and a round "paaritatud" read as two things; a few said "paarima"
// (paarida), and "arbiter help" told "paari järgmine voor" (pair the
// next round) where F1 says "paarita järgmine voor", the backup before a
// round was "Enne 3. vooru paaridesse jagamist" and the CSV import's
// note on the rating column named "turniiri paaride moodustamine".
// "Loos…" is left to a draw by lot: of the seats (loosinumbrid), of the
// first colour, of the seed.
func TestEstonianPairsWithOneVerb(t *testing.T) {
	byLot := []string{"app.help.cmd.draw", "event.cli.drawn.seed", "event.err.seats.draw.swiss", "event.err.seats.notdrawn",
		"store.audit.event.draw", "store.audit.event.draw.hand", "live.seats.title", "live.seats.text", "app.opt.initial-colour",
		"app.opt.seats", "app.opt.seed", "app.opt.swiss.initial-colour", "teams.cli.initial", "teams.ui.draw.text", "teams.ui.drawn",
		"teams.ui.seats.text", "ui.players.draw", "ui.players.draw.again", "ui.players.draw.explain", "ui.players.draw.title", "ui.players.drawn"}
	lot, seat := regexp.MustCompile(`(?i)\bloos\w*`), regexp.MustCompile(`(?i)^loosinumb`)
	// "paari" alone is also the genitive of a pair ("paari muutmist"),
	// so its imperative is told by what it pairs.
	paarima := regexp.MustCompile(`(?i)\bpaari(?:da|ma|takse)\b|\bpaari (?:järgmine|voor|see)\b|paaridesse jaga|paaride moodusta`)
	et := For(Estonian)
	for _, k := range et.Keys() {
		msg := et.msgs[k]
		if m := paarima.FindString(msg); m != "" {
			t.Errorf("%s says %q, not paaritama: %q", k, m, msg)
		}
		if slices.Contains(byLot, k) {
			if !lot.MatchString(msg) {
				t.Errorf("%s, a draw by lot, does not say loos…: %q", k, msg)
			}
			continue
		}
		for _, m := range lot.FindAllString(msg, -1) {
			if !seat.MatchString(m) {
				t.Errorf("%s says %q of a pairing: %q", k, m, msg)
			}
		}
	}
	for _, k := range []string{"ui.rounds.pair", "ui.help.pair", "swissopt.button", "swisscli.ui.unpair", "event.err.pair.exists", "event.err.pair.skip"} {
		if !strings.Contains(strings.ToLower(et.msgs[k]), "paarit") {
			t.Errorf("%s does not say paarit…: %q", k, et.msgs[k])
		}
	}
}

// The standings have one name in each language, the window's view's
// (ui.nav.standings): the sheet's heading at every point of the event,
// the Printing list and the round pack's part, the file's name and the
// venue's tab. Finnish headed the standings "Tulokset" (results) until
// round 1 was complete and "Tilanne" after it; Estonian named them
// "Paremusjärjestus" in the window and on the sheet until round 1 was
// complete, and "Seis" after it and at the venue, a word that is also a
// position on the board, which Estonian never calls the standings.
func TestTheStandingsHaveOneName(t *testing.T) {
	for _, l := range Complete {
		c := For(l)
		c.Keys() // loads its messages
		name := strings.ToLower(c.msgs["ui.nav.standings"])
		for _, k := range []string{"print.standings.title", "print.standings.after", "print.standings.in-play", "print.standings.in-play.first",
			"ui.printing.doc.standings", "ui.printing.part.standings", "print.file.standings", "venue.nav.standings", "venue.groups"} {
			if !strings.HasPrefix(strings.ToLower(c.msgs[k]), name) {
				t.Errorf("%s %s: %q, the window's view %q", l, k, c.msgs[k], name)
			}
		}
	}
	en, et := For(English), For(Estonian)
	et.Keys()
	standings, seis := regexp.MustCompile(`(?i)\bstandings\b`), regexp.MustCompile(`(?i)\bseis\w*`)
	for _, k := range en.Keys() {
		if standings.MatchString(en.msgs[k]) {
			if m := seis.FindString(et.msgs[k]); m != "" {
				t.Errorf("et %s says %q for the standings: %q", k, m, et.msgs[k])
			}
		}
	}
}

// The window's Printing list names a sheet by the title it is printed
// with, and a part of the round pack by the word of the sheet's file,
// in every language where English does: the arbiter who picked
// "Järgunormid" got a page headed "Klassifikatsiooninormid", the
// Finnish round pack's "tuloslaput" were written to a file of
// "tulosliput", and the Estonian list said "Tulemuselehed" of the
// "Tulemuslehed" it printed.
func TestThePrintingListNamesASheetAsItIsPrinted(t *testing.T) {
	en := For(English)
	en.Keys() // loads its messages
	pairs := 0
	for _, k := range en.Keys() {
		doc, ok := strings.CutPrefix(k, "ui.printing.doc.")
		part, isPart := strings.CutPrefix(k, "ui.printing.part.")
		var other string
		switch {
		case ok:
			other = "print." + doc + ".title"
		case isPart:
			other = "print.file." + part
		default:
			continue
		}
		if o, has := en.msgs[other]; !has || !strings.EqualFold(o, en.msgs[k]) {
			continue
		}
		pairs++
		for _, l := range Complete {
			c := For(l)
			c.Keys()
			if !strings.EqualFold(c.msgs[k], c.msgs[other]) {
				t.Errorf("%s: %s %q, %s %q", l, k, c.msgs[k], other, c.msgs[other])
			}
		}
	}
	if pairs < 5 {
		t.Fatalf("%d sheets named alike in English", pairs)
	}
}

// A board's number names the table in the playing hall, and every
// message giving one (a {board} or {boards} argument) calls it by the
// word of the pairing table's heading: Finnish "pöytä", never "lauta"
// (laudan, laudalla, …), which is the chessboard. The window's Undo
// and status line, the audit and the team commands said "Kierros 1,
// lauta 3" under a pairing table headed "Pöytä". Finnish "laudan
// ääressä" (over the board, not by forfeit) is the chessboard and
// stays. Messages naming a table without its number are listed.
func TestABoardNumberIsCalledAsThePairingTableCallsIt(t *testing.T) {
	number := regexp.MustCompile(`\{boards?[},]`)
	word := regexp.MustCompile(`\p{L}+`)
	for _, l := range Complete {
		c := For(l)
		heading := []rune(strings.ToLower(c.T("ui.rounds.col.board")))
		if len(heading) < 3 {
			t.Fatalf("%s: the pairing table's heading %q", l, string(heading))
		}
		stem := string(heading[:3])
		n := 0
		for _, k := range c.Keys() {
			msg := c.msgs[k]
			if !number.MatchString(msg) {
				continue
			}
			n++
			if !slices.ContainsFunc(word.FindAllString(strings.ToLower(msg), -1), func(w string) bool { return strings.HasPrefix(w, stem) }) {
				t.Errorf("%s: %s does not call the board %q: %q", l, k, stem, msg)
			}
		}
		if n < 20 {
			t.Fatalf("%s: only %d messages give a board's number", l, n)
		}
	}
	fi := For(Finnish)
	chessboard := regexp.MustCompile(`(?i)(^|[^\p{L}])lau[td]`)
	tables := []string{
		"app.opt.board", "app.opt.boards", "app.opt.bye-games", "app.opt.from", "app.opt.from-game",
		"app.opt.lineup-order", "app.opt.match", "app.opt.min-games", "app.opt.players", "app.opt.print.board",
		"desk.imported.event-tags", "event.err.round.twice", "print.report.matches-value", "print.report.unpaired",
		"store.audit.round.detach-rulings", "store.error.game-tag", "swisscli.unpair.rulings",
	}
	for _, k := range fi.Keys() {
		msg := fi.msgs[k]
		if !number.MatchString(msg) && !slices.Contains(tables, k) {
			continue
		}
		if chessboard.MatchString(strings.ReplaceAll(msg, "laudan ääressä", "")) {
			t.Errorf("%s: %q", k, msg)
		}
	}
	for _, k := range tables {
		if !fi.Has(k) {
			t.Errorf("%s: no such message", k)
		}
	}
}

// Every language the user can choose has a catalogue of its own, not
// English's in its place (catalogs is written out, not made from All).
func TestEveryLanguageHasItsCatalogue(t *testing.T) {
	for _, l := range All {
		if got := For(l).Lang(); got != l {
			t.Errorf("For(%s) is %s's catalogue", l, got)
		}
	}
	if got := For("sv").Lang(); got != English {
		t.Errorf("a language Arbiter does not speak gets %s, not English", got)
	}
}

// A Finnish passive is denied with "ei" ("ei lasketa"), never with the
// plural "eivät": the withdrawal rule printed under every Finnish
// standings and crosstable read "pelaamattomat pelit eivät lasketa".
func TestFinnishPassiveDeniedWithEi(t *testing.T) {
	c := For(Finnish)
	wrong := regexp.MustCompile(`\beivät (lasketa|pelata|oteta|merkitä|anneta|hyväksytä)\b`)
	for _, k := range c.Keys() {
		if m := wrong.FindString(c.msgs[k]); m != "" {
			t.Errorf("%s says %q: %q", k, m, c.msgs[k])
		}
	}
}

// A Finnish passive has no subject: what it is denied of stands in the
// partitive or as a place ("sveitsiläisessä sitä ei pariteta"), never in
// the nominative. The team withdrawal box read "Sveitsiläinen ei pariteta
// sitä", a system made the passive's subject.
func TestFinnishPassiveHasNoSubject(t *testing.T) {
	c := For(Finnish)
	wrong := regexp.MustCompile(`(?i)\b\p{L}+inen ei (pariteta|lasketa|pelata|oteta|merkitä|anneta|hyväksytä)\b`)
	for _, k := range c.Keys() {
		if m := wrong.FindString(c.msgs[k]); m != "" {
			t.Errorf("%s says %q: %q", k, m, c.msgs[k])
		}
	}
}

// Estonian names a round robin "ringturniir", as the systems' list does:
// the team withdrawal box alone said "kõik-kõigiga turniir", a second
// word for the system the arbiter chose by the first.
func TestEstonianRoundRobinIsRingturniir(t *testing.T) {
	c := For(Estonian)
	for _, k := range c.Keys() {
		if strings.Contains(strings.ToLower(c.msgs[k]), "kõik-kõigiga") {
			t.Errorf("%s says \"kõik-kõigiga\": %q", k, c.msgs[k])
		}
	}
}

// The user's language is read as gettext reads the locale, one rule for
// the command line and the window: LANGUAGE's list before the locale
// unless the locale is C, the first locale variable set deciding, and a C
// locale English even where LANG names Finnish.
func TestUserLangReadsTheLocaleAsGettext(t *testing.T) {
	for _, c := range []struct {
		env   map[string]string
		saved string
		want  Lang
	}{
		{map[string]string{"LANG": "fi_FI.UTF-8"}, "", "fi"},
		{map[string]string{"LANG": "fi_FI.UTF-8", "LC_MESSAGES": "et_EE.UTF-8"}, "", "et"},
		{map[string]string{"LC_MESSAGES": "et_EE.UTF-8", "LC_ALL": "fi_FI.UTF-8"}, "", "fi"},
		{map[string]string{"LC_ALL": "et_EE.UTF-8", "ARBITER_LANG": "en"}, "", "en"},
		{map[string]string{"LC_ALL": "et_EE.UTF-8", "ARBITER_LANG": "fi"}, "et", "fi"},
		{map[string]string{"LC_ALL": "et_EE.UTF-8"}, "fi", "fi"},
		{map[string]string{"LANG": "C.UTF-8"}, "", "en"},
		{map[string]string{"LC_ALL": "C", "LANG": "fi_FI.UTF-8"}, "", "en"},
		{map[string]string{"LANG": "en_GB.UTF-8", "LANGUAGE": "de:et:fi"}, "", "et"},
		{map[string]string{"LANG": "C.UTF-8", "LANGUAGE": "fi"}, "", "en"},
		{map[string]string{"LANGUAGE": "fi"}, "", "en"},
		{map[string]string{"LANG": "de_DE.UTF-8"}, "", "en"},
	} {
		got := UserLang(func(v string) string { return c.env[v] }, c.saved)
		if got != c.want {
			t.Errorf("%v, saved %q: %s, want %s", c.env, c.saved, got, c.want)
		}
	}
}

// sideWord writes itself as the catalogue's word for White.
type sideWord struct{}

func (sideWord) Text(t func(string, map[string]any) string) string { return t("rules.side.white", nil) }

// An argument that writes itself in a catalogue's words (a ruling's
// citation) is written in the words of the catalogue that renders the
// message it is in, as a nested message is.
func TestWordedArgument(t *testing.T) {
	for lang, want := range map[Lang]string{Finnish: "valkea", Estonian: "valge"} {
		if got := For(lang).T("desk.error.touch-bound", "move", "Ra6", "moves", "Rc6", "citation", sideWord{}); !strings.Contains(got, "("+want+")") {
			t.Errorf("%s: %q, want the argument in its words (%s)", lang, got, want)
		}
	}
}

// TestOneProposalOfAWarning: a ruling that proposes a warning says so in
// one wording a language, as English does ("a warning is proposed"); the
// Estonian rulings said it three ways for the one proposal.
func TestOneProposalOfAWarning(t *testing.T) {
	en := For(English)
	wording := map[Lang]string{Finnish: "ehdotetaan varoitusta", Estonian: "soovitatakse hoiatust"}
	n := 0
	for _, k := range en.Keys() {
		if !strings.Contains(en.T(k), "a warning is proposed") {
			continue
		}
		n++
		for lang, w := range wording {
			if text := For(lang).T(k); !strings.Contains(text, w) {
				t.Errorf("%s %s does not say %q: %s", lang, k, w, text)
			}
		}
	}
	if n < 8 {
		t.Fatalf("only %d rulings propose a warning; the English wording changed", n)
	}
}

// A fifty-move claim one move in reads as language, in every language:
// the count stands beside the count needed ("1 of 50 moves", "1/50
// siirtoa"), where it said "Only 1 moves", "Vain 1 siirtoa".
func TestFiftyMoveClaimCountsOneMove(t *testing.T) {
	for lang, want := range map[Lang]string{English: "Only 1 of 50 moves by", Finnish: "Vain 1/50 siirtoa kummaltakin", Estonian: "Ainult 1/50 käiku kummaltki"} {
		if got := For(lang).T("analysis.claim.fifty_invalid", "moves", "1", "needed", "50"); !strings.HasPrefix(got, want) {
			t.Errorf("%s: %q, want it to begin %q", lang, got, want)
		}
	}
}

// An English message about a named player or deputy says "he" of nobody:
// a woman entered late or struck by the 1953 rule was "him" and "he" (the
// Finnish hän and the Estonian ta have no sex, and the player's is not
// asked of the message).
func TestEnglishCallsANamedPlayerNoHe(t *testing.T) {
	c, err := catalogOf(English).load()
	if err != nil {
		t.Fatal(err)
	}
	he := regexp.MustCompile(`\b(he|him|his|himself)\b`)
	for _, k := range c.Keys() {
		if text := c.T(k); strings.Contains(text, "{name}") && he.MatchString(text) {
			t.Errorf("%s: %q", k, text)
		}
	}
}

// A path a message names is repeated whole, its control characters
// escaped, where a value from outside of the same length is cut in the
// middle: a log set aside in the backups of an event in a folder of the
// usual depth was named "…/2…1-30T09-36-04-by-hand.arbiter-wal.set-aside".
func TestAPathIsNamedWhole(t *testing.T) {
	long := "/home/arbiter/" + strings.Repeat("Turnaukset/", 20) + "event.arbiter\x1b"
	for _, c := range []struct {
		value any
		whole bool
	}{{engine.Path(long), true}, {long, false}} {
		got := For(English).Message(engine.Message{Key: "app.error.not-arbiter", Args: engine.Args("file", c.value)})
		escaped := strings.Replace(long, "\x1b", `\x1b`, 1)
		if strings.Contains(got, escaped) != c.whole || strings.Contains(got, "\x1b") {
			t.Errorf("%T named: %q", c.value, got)
		}
	}
}

// The Finnish catalogue names the game types as the Finnish translation
// of the FIDE Laws does, appendix A "nopea shakki" (rapid) and appendix B
// "pikashakki" (blitz): the settings, the players' ratings and the rules
// say so, while the command line's help called rapid "pikashakki" and
// "pika-", and blitz "salamashakki", the other usage, so that "pikashakki"
// meant blitz in one line and rapid in the next.
func TestFinnishGameTypesAreOneTerm(t *testing.T) {
	fi, en := For(Finnish), For(English)
	rapid, blitz := regexp.MustCompile(`(?i)\brapid\b`), regexp.MustCompile(`(?i)\bblitz\b`)
	salama := regexp.MustCompile(`(?i)salamashak\w*|\bpika-`)
	for _, k := range fi.Keys() {
		msg := fi.msgs[k]
		if m := salama.FindString(msg); m != "" {
			t.Errorf("%s says %q: %q", k, m, msg)
		}
		if e := en.T(k); rapid.MatchString(e) && !blitz.MatchString(e) && strings.Contains(strings.ToLower(msg), "pikashak") {
			t.Errorf("%s calls rapid pikashakki: %q", k, msg)
		}
	}
}

// The status line says a change is saved ("ui.saved": "Tallennettu:
// {what}") and names the change as the history does (a store.audit
// message), so that a change that says "saved" itself is said twice:
// pairing round 1 read "Tallennettu: Kierroksen 1 parit tallennettu (12
// pöytää)". The history names the change alone, as the English "Round 1
// paired" does, and the status line says it was saved.
func TestAChangeSavedIsNotSaidSavedTwice(t *testing.T) {
	for _, l := range Complete {
		c := For(l)
		word := strings.ToLower(strings.TrimSuffix(strings.Fields(c.T("ui.saved", "what", ""))[0], ":"))
		stem := word[:len(word)-len(word)/3] // saved → sav, tallennettu → tallenn, salvestatud → salvest
		for _, k := range c.Keys() {
			if strings.HasPrefix(k, "store.audit.") && strings.Contains(strings.ToLower(c.msgs[k]), stem) {
				t.Errorf("%s %s says %q again: %q", l, k, word, c.msgs[k])
			}
		}
	}
}

// The time control is labelled with one word in each language wherever
// it is shown: the venue's event page said "Miettimisaika" beside the
// window's, the paper's and the report's "Peliaika", and the desk's
// clock "Ajakontroll" beside Estonian's "Mõtlemisaeg" everywhere else.
func TestTheTimeControlIsOneLabel(t *testing.T) {
	en := For(English)
	var keys []string
	for _, k := range en.Keys() {
		if en.T(k) == "Time control" {
			keys = append(keys, k)
		}
	}
	if len(keys) < 2 {
		t.Fatalf("the time control is labelled by %v", keys)
	}
	sayTheSame(t, "labels the time control", keys)
}

// The players' rating column is headed by one word in each language
// (the paper's may be shorter, the English "Rtg"): the Finnish window
// headed it "Luku" in the players' list and the standings, the rating
// lists "Elo" and the ratings "Vahvuusluku", beside the command line's
// and the paper's "Vahvuus"; Estonian says "Reiting" everywhere.
func TestTheRatingColumnIsOneHeading(t *testing.T) {
	keys := []string{"event.col.rating", "ui.players.col.rating", "ui.standings.col.rating", "ratinglist.col.rating", "ratings.col.rating"}
	sayTheSame(t, "heads the rating", keys)
}

// The players' federation column is headed by one word in each
// language: the Estonian window headed it "Liit" in the players' list
// where its player box, the paper, the command line and the rating lists
// say "Föd" (föderatsioon), and the English window "Fed." beside the
// paper's "Fed".
func TestTheFederationColumnIsOneHeading(t *testing.T) {
	sayTheSame(t, "heads the federation", []string{"event.col.fed", "ui.players.col.federation", "print.col.federation", "ratinglist.col.fed"})
}

// sayTheSame checks that every key says in each language what the first
// says: one thing, one word.
func sayTheSame(t *testing.T, what string, keys []string) {
	t.Helper()
	for _, l := range Complete {
		c := For(l)
		for _, k := range keys[1:] {
			if c.T(k) != c.T(keys[0]) {
				t.Errorf("%s %s %s %q, %s %q", l, k, what, c.T(k), keys[0], c.T(keys[0]))
			}
		}
	}
}

// The note that an event of rapid or blitz earns no norm tells the
// arbiter which settings to check by the names the settings give them:
// the Finnish said "aikakontrolli" beside the field "Peliaika", the
// Estonian "ajakontroll" and "partii liik" beside "Mõtlemisaeg" and
// "Mänguliik".
func TestTheNoNormNoteNamesTheSettingsAsTheyAreLabelled(t *testing.T) {
	for _, l := range Complete {
		c := For(l)
		for _, k := range []string{"norms.error.not-standard.rapid", "norms.error.not-standard.blitz"} {
			for _, label := range []string{"ui.settings.gametype", "ui.settings.timecontrol"} {
				if !strings.Contains(strings.ToLower(c.T(k)), strings.ToLower(c.T(label))) {
					t.Errorf("%s %s does not name %q: %q", l, k, c.T(label), c.T(k))
				}
			}
		}
	}
}

// The messages that speak of the event's or the desk's time control
// call it by its label: the Estonian desk's clock, labelled "Mõtlemisaeg",
// refused a change with "Ajakontrolli saab muuta …" and said the event
// had "ajakontrolli" none, and the command line's --control and
// --time-control read "aikakontrolli", "ajakontroll", a control of no
// period was refused as "Ajankäytössä …", "Ajakontrollis …", and the 1953
// code's note named the control "ajakontroll {control}" (the control's
// moment, "aikakontrollin siirrot", keeps its word).
func TestTheTimeControlIsCalledByItsLabel(t *testing.T) {
	for _, l := range Complete {
		c := For(l)
		stem := strings.ToLower(c.T("ui.settings.timecontrol"))
		stem = string([]rune(stem)[:5]) // "time ", pelia, mõtle: the word before its endings and their gradation (peliajassa)
		for _, k := range []string{"desk.error.clock-started", "desk.clock.assumed", "app.cli.ruling.type-taken",
			"app.opt.control", "app.opt.time-control", "app.opt.has-increment", "clock.control.empty",
			"norms.error.short-control-1953.rapid", "norms.error.short-control-1953.blitz"} {
			if !strings.Contains(strings.ToLower(c.T(k)), stem) {
				t.Errorf("%s %s does not call the time control %q: %q", l, k, c.T("ui.settings.timecontrol"), c.T(k))
			}
		}
	}
}

// A 1953 event's games at a rapid or blitz control read "Standard" in
// the event's settings (the code rules every game as standard play), and
// the norms' refusal said to set the game type to standard, which it
// already read: it names the choice the settings show and the one to
// take in its place, in the settings' words.
func TestThe1953NormsRefusalNamesTheGameTypeChoiceToChange(t *testing.T) {
	for _, l := range Complete {
		c := For(l)
		for _, k := range []string{"norms.error.short-control-1953.rapid", "norms.error.short-control-1953.blitz"} {
			for _, word := range []string{"event.gametype.auto", "ui.settings.gametype.standard", "ui.settings.gametype"} {
				if msg := strings.ToLower(c.T(k)); !strings.Contains(msg, strings.ToLower(c.T(word))) {
					t.Errorf("%s %s does not name %s %q: %q", l, k, word, c.T(word), c.T(k))
				}
			}
		}
	}
}

// Finnish quotes ”so”, Estonian „so“: a message that quoted what was
// typed or a word to type with straight marks ("ei tulosta") stood beside
// the rest of its catalogue. Left straight: the command line's help (what
// is typed at a shell), the PGN tag's form and the characters a file or
// a name may not hold, where the mark itself is meant, and the seconds'
// mark of a time control (30").
func TestFinnishAndEstonianQuoteAsTheirLanguage(t *testing.T) {
	meant := []string{"app.opt.", "app.usage.", "app.help.", "notation.pgn.", "event.err.csv.quote", "ratinglist.err.name"}
	seconds := regexp.MustCompile(`\d"`)
	for _, lang := range []Lang{Finnish, Estonian} {
		c := For(lang)
		for _, k := range c.Keys() {
			if slices.ContainsFunc(meant, func(p string) bool { return strings.HasPrefix(k, p) }) {
				continue
			}
			if msg := seconds.ReplaceAllString(c.msgs[k], ""); strings.Contains(msg, `"`) {
				t.Errorf("%s %s quotes with a straight mark: %q", lang, k, c.msgs[k])
			}
		}
	}
}

// The words that name a player or team the round leaves out are not the
// pair command's verb: Estonian said "Paarita: 6. Rakvere Tõrvik" (the
// abessive, "without a pair", spelt as the imperative) under the button
// "Paarita 3. voor", so that the line read as an order to pair the team
// the round had left out. It says "Paaritamata", of the verb the button's
// "Paarita" and the progress's "Paaritan" are.
func TestNotPairedIsNotThePairCommand(t *testing.T) {
	for _, lang := range Complete {
		c := For(lang)
		verb := strings.Fields(c.T("ui.rounds.pair", "n", 1))[0]
		for _, said := range []string{c.T("print.pairings.unpaired"), strings.SplitN(c.T("pairedit.unpaired", "players", "X"), ":", 2)[0]} {
			if strings.EqualFold(said, verb) {
				t.Errorf("%s: the round's unpaired are headed %q, the pair button's verb", lang, said)
			}
		}
	}
	et := For(Estonian)
	imperative := regexp.MustCompile(`(?i)\bpaarita\b`)
	for _, k := range et.Keys() {
		if strings.HasSuffix(k, ".unpaired") && imperative.MatchString(et.msgs[k]) {
			t.Errorf("%s says the pair button's verb of the unpaired: %q", k, et.msgs[k])
		}
	}
}

// Estonian's paired is "paaritatud", of the verb the pair button's
// "Paarita" is: the late player's message said "Voor 3 on juba paaritud",
// a form of "paaritu" (odd, without a pair).
func TestEstonianPairedIsOneParticiple(t *testing.T) {
	et := For(Estonian)
	odd := regexp.MustCompile(`(?i)\bpaaritud\b`)
	for _, k := range et.Keys() {
		if odd.MatchString(et.msgs[k]) {
			t.Errorf("%s says %q: %q", k, odd.FindString(et.msgs[k]), et.msgs[k])
		}
	}
}

// Estonian says what a thing counts as in the passive, "loetakse
// nulliks" or "arvestatakse", or by what it equals, "vastab 10
// partiile", as Finnish's "vastaa": "lugema" with no object is "to
// matter" ("see ei loe"), so the prize list's "auhinnata koht loeb
// nulliks" and the norm certificate's "9 (loeb 10 partiina)" read as
// English's "counts as" word for word. An arbiter who "loeb partii
// kaotatuks" names what he counts and stays, as does a program that
// "loeb võistkonna" (a genitive, "-nna") still in the event.
func TestEstonianCountsAsWithoutLoeb(t *testing.T) {
	et := For(Estonian)
	calque := regexp.MustCompile(`\bloeb (?:\{\w+\} )?\pL+(?:[^n]na|ks)\b`)
	for _, k := range et.Keys() {
		if m := calque.FindString(et.msgs[k]); m != "" {
			t.Errorf("%s says %q: %q", k, m, et.msgs[k])
		}
	}
}

// Estonian's pairings are "paarid", in every case of the noun: the
// printing's refusal of a pairing naming a player the event does not
// hold said "Paarosides", no word.
func TestEstonianPairingsArePaarid(t *testing.T) {
	et := For(Estonian)
	typo := regexp.MustCompile(`(?i)\bpaaros\pL*`)
	for _, k := range et.Keys() {
		if m := typo.FindString(et.msgs[k]); m != "" {
			t.Errorf("%s says %q: %q", k, m, et.msgs[k])
		}
	}
}

// Estonian joins no word ending in the abessive "-ta" to a noun by a
// hyphen: a group standings' note told the arbiter to rank the unrated
// in a "reitinguta-rühma", which Estonian says as a group of their own
// ("eraldi rühma"), or names by its kind ("rühma liigiga reitinguta").
func TestEstonianHyphensNoAbessive(t *testing.T) {
	et := For(Estonian)
	hyphened := regexp.MustCompile(`\b\pL{4,}[aeiouõäöü]ta-\pL+`)
	for _, k := range et.Keys() {
		if m := hyphened.FindString(et.msgs[k]); m != "" {
			t.Errorf("%s says %q: %q", k, m, et.msgs[k])
		}
	}
}

// Estonian cuts a tie-break's weakest value with one word, "nõrgim
// välja", as the team tie-breaks' modifiers ("nõrgim voor välja") and
// Sonneborn-Berger's, Fore-Buchholz's and the rating average's cut do:
// the standings' legend read "BH-C1 = Buchholz, väikseim välja" (the
// smallest out) beside an SB-C1 whose weakest was cut.
func TestEstonianCutsTheWeakest(t *testing.T) {
	et := For(Estonian)
	for _, k := range []string{"event.tb.bh-c1", "event.tb.bh-c2", "event.tb.fb-c1", "event.tb.sb-c1", "event.tb.aro-c1"} {
		if msg := et.T(k); !strings.Contains(msg, "nõrgim") {
			t.Errorf("%s does not cut the weakest, nõrgim…: %q", k, msg)
		}
	}
}

// Every key of every language is found one by one (findKey, what a
// command that says a message or two reads) with the text the whole
// catalogue has for it; a key no file has is not found.
func TestOneByOneAsRead(t *testing.T) {
	for _, l := range All {
		entries, err := fs.ReadDir(files, string(l))
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			name := path.Join(string(l), e.Name())
			area, err := readArea(files, name)
			if err != nil {
				t.Fatal(err)
			}
			data, err := fs.ReadFile(files, name)
			if err != nil {
				t.Fatal(err)
			}
			for k, want := range area {
				// Read through bufio's smallest buffer as well, so
				// that every line is longer than it.
				for _, size := range []int{4 << 10, 16} {
					got, found, err := findIn(bufio.NewReaderSize(bytes.NewReader(data), size), keyLine(k))
					if err != nil || !found || got != want {
						t.Errorf("%s %s (buffer %d): found %v %q (%v), want %q", name, k, size, found, got, err, want)
					}
				}
			}
		}
		msgs, err := readLang(files, l)
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range []string{"app.title", "app.decimal-point", "event.trf.notkept"} {
			if got, found, err := findKey(files, l, k); err != nil || found != (msgs[k] != "") || got != msgs[k] {
				t.Errorf("%s %s: found %v %q (%v), want %q", l, k, found, got, err, msgs[k])
			}
		}
		if _, found, err := findKey(files, l, "no.such.key"); found || err != nil {
			t.Errorf("%s: a key no file has found (%v)", l, err)
		}
	}
}

// A command's few texts are found without reading the catalogue whole,
// and say what the whole catalogue says, the fallback's included.
func TestFewTextsNotReadWhole(t *testing.T) {
	e := &lazyCatalog{cat: Catalog{lang: Finnish}}
	msg, found, answered := e.one("app.decimal-point")
	if !answered || !found || msg != "," || e.read.Load() {
		t.Errorf("one: %q %v %v, read %v", msg, found, answered, e.read.Load())
	}
	for range oneByOne {
		e.one("app.title")
	}
	if _, _, answered := e.one("app.title"); answered {
		t.Errorf("the %dth text was still found one by one", oneByOne+2)
	}
}

// The result keys' help says that "1" and then "-" typed in turn are a
// win and the next board's forfeit, as English says "1 then -": Estonian
// and Finnish said "1 ja -" ("1 and -"), which reads as one key, or as
// both keys meaning the two results.
func TestOneThenMinusAreTwoKeysInTurn(t *testing.T) {
	for lang, then := range map[Lang]string{Estonian: "seejärel", Finnish: "sitten"} {
		help := For(lang).T("ui.rounds.entry.keys")
		if strings.Contains(help, "1 ja -") || !strings.Contains(help, "1 ja "+then+" -") {
			t.Errorf("%s: the keys' help does not say 1 and then -: %q", lang, help)
		}
	}
}

// A box asking before typed settings are dropped has Cancel beside a
// button that drops them: the Estonian "Loobu" (Cancel) stood beside
// "Loobu trükitust" (drop), told apart by colour and order alone.
func TestCancelAndDropBeginWithOtherWords(t *testing.T) {
	for _, l := range Complete {
		c := For(l)
		cancel := strings.Fields(c.T("ui.cancel"))[0]
		for _, k := range []string{"ui.close.settings.drop", "ui.close.box.ok"} {
			if first := strings.Fields(c.T(k))[0]; strings.EqualFold(first, cancel) {
				t.Errorf("%s %s %q begins as Cancel %q does", l, k, c.T(k), c.T("ui.cancel"))
			}
		}
	}
}

// F1's line for Ctrl+R names the key's deed with the verb of the button
// it presses ("Paarita 2. voor", "Parita kierros 2"): the Estonian help
// said "loosi järgmine voor" and the Finnish "laadi seuraavan kierroksen
// parit" beside a button that says pair, so the arbiter looking for the
// key read of another deed.
func TestTheHelpNamesCtrlRByThePairButtonsVerb(t *testing.T) {
	for _, lang := range Complete {
		c := For(lang)
		verb := strings.ToLower(strings.Fields(c.T("ui.rounds.pair", "n", 2))[0])
		if help := c.T("ui.help.pair"); !strings.HasPrefix(strings.ToLower(help), verb) {
			t.Errorf("%s: F1 says Ctrl+R does %q, not %q as its button", lang, help, verb)
		}
	}
}

// A backup's size is written with the kilobyte's symbol as each language
// writes it: Estonian, with the SI's "kB" (kilobait), showed the English
// "KB" under its Estonian heading "Suurus".
func TestTheKilobyteIsWrittenAsTheLanguageWritesIt(t *testing.T) {
	for lang, want := range map[Lang]string{English: "160 KB", Finnish: "160 kt", Estonian: "160 kB"} {
		if got := For(lang).T("eventfile.backup.kb", "kb", 160); got != want {
			t.Errorf("%s: a backup of 160 kilobytes is %q, want %q", lang, got, want)
		}
	}
}

// Both flags fallen, the clock telling which first (FI blitz rules, 6): Finnish and
// Estonian say that side overstepped its time first, as their rules name a flag
// fall ("ajanylitys", "aja ületamine"). They said "the flag which White lost
// fell first" ("lippu, jonka menetti valkea", "see, mille kaotas valge"), a
// flag no arbiter speaks of losing.
func TestBothFlagsNameTheSideThatOversteppedFirst(t *testing.T) {
	said := map[Lang]string{Finnish: "{first} ylitti aikansa ensin", Estonian: "{first} ületas aja esimesena"}
	for l, want := range said {
		c := For(l)
		c.ready()
		for _, k := range []string{"rules.ruling.both-flags-first-loses", "rules.ruling.both-flags-first-cannot-mate"} {
			if !strings.Contains(c.msgs[k], want) {
				t.Errorf("%s %s does not say %q: %q", l, k, want, c.msgs[k])
			}
		}
	}
}

// A touch-move ruling counts the legal moves the touch leaves the player,
// and says so: "(5 moves are left)", "(5 siirtoa jäljellä)", "(jääb 5
// käiku)" read in a blitz game as the moves left to the time control or
// the game's end. Each says the moves open to him, and the list of them
// "Allowed moves", as Finnish and Estonian already headed it.
func TestTouchRulingsCountTheMovesOpenNotLeft(t *testing.T) {
	left := map[Lang]*regexp.Regexp{English: regexp.MustCompile(`(?i)moves? (are|is) left|moves left`),
		Finnish: regexp.MustCompile(`siirtoa? jäljellä`), Estonian: regexp.MustCompile(`jääb # käik`)}
	for l, re := range left {
		c := For(l)
		for _, k := range c.Keys() {
			if strings.HasPrefix(k, "rules.") && re.MatchString(c.msgs[k]) {
				t.Errorf("%s %s counts the moves left: %q", l, k, c.msgs[k])
			}
		}
	}
}

// A time penalty of whole minutes is said in minutes, as the Laws set it
// ("kaksi minuuttia" 7.5.5, "yksi minuutti" B.2): the desk said "vastustaja
// saa 60 sekuntia lisäaikaa". An event's own penalty in seconds stays so.
func TestTimePenaltiesAreSaidInMinutes(t *testing.T) {
	for _, c := range []struct {
		l       Lang
		seconds int
		want    string
	}{
		{Finnish, 60, "saa minuutin lisäaikaa"}, {Finnish, 120, "saa kaksi minuuttia lisäaikaa"}, {Finnish, 90, "saa 90 sekuntia lisäaikaa"},
		{English, 60, "receives one minute"}, {English, 120, "receives two minutes"}, {English, 90, "receives 90 seconds"},
		{Estonian, 60, "saab ühe minuti lisaaega"}, {Estonian, 120, "saab kaks minutit lisaaega"}, {Estonian, 90, "saab 90 sekundit lisaaega"},
	} {
		for _, k := range []string{"rules.ruling.illegal-first", "rules.ruling.claim-incorrect", "rules.ruling.quickplay-reject"} {
			if got := For(c.l).T(k, "seconds", c.seconds, "citation", "B.2"); !strings.Contains(got, c.want) {
				t.Errorf("%s %s, %d s: %q, want %q", c.l, k, c.seconds, got, c.want)
			}
		}
	}
}

// The audit line of a check-in closed counts the absent given byes and
// names the round once: the Finnish said "vapaakierros kierroksella 2
// poissaolevalle pelaajalle", which reads as a bye in round 2 where two
// absent players had theirs in round 1.
func TestAClosedCheckInCountsItsAbsentApartFromTheRound(t *testing.T) {
	for _, l := range All {
		cat := For(l)
		for _, rule := range []string{"bye", "bye-rest"} {
			got := cat.T("store.audit.checkin.close."+rule, "round", 1, "byes", 2)
			if strings.Count(got, "1") != 1 || strings.Count(got, "2") != 1 {
				t.Errorf("%s %s: %q", l, rule, got)
			}
			if l == Finnish && strings.Contains(got, "kierroksella 2") {
				t.Errorf("%s %s reads as a bye in round 2: %q", l, rule, got)
			}
		}
	}
}

// The Matches view's keys offer no adjourned result: a board of a team
// match cannot be left adjourned (teams.err.result.adjourned), so "a
// (adjourned)" under the result box was a key that always refused.
func TestTheMatchesViewOffersNoAdjournedKey(t *testing.T) {
	for _, l := range Complete {
		if keys := For(l).T("teams.ui.entry.keys"); strings.Contains(keys, " a (") {
			t.Errorf("%s teams.ui.entry.keys offers the adjourned key: %q", l, keys)
		}
	}
}

// The results by board count in one column every round a player sat at a
// board with a result, a forfeit included, and in another the games he
// played over it; the board prizes' note under the same table says a
// forfeit is no game, so the first column must not be headed "Games"
// (Hämäläinen read "Games 5, Played 4" beside "a forfeit is no game").
func TestTheBoardRecordsCountRoundsNotGames(t *testing.T) {
	game := map[Lang]string{English: "game", Finnish: "peli", Estonian: "partii"}
	for l, word := range game {
		cat := For(l)
		if head := strings.ToLower(cat.T("teams.col.rounds")); strings.Contains(head, word) || head == "teams.col.rounds" {
			t.Errorf("%s: the board records' count of rounds headed %q", l, head)
		}
		if rule := cat.T("teams.ui.prizes.rule", "n", 3); !strings.Contains(strings.ToLower(rule), word) {
			t.Errorf("%s: the board prizes' note %q no longer says what a game is", l, rule)
		}
	}
}

// The Estonian messages address the arbiter as "sina", as Estonian
// software does and most of the window did ("vali teine", "uuenda
// reitingud"); the command line's usage errors and some of the window's
// said "kasutage", "andke", "avage", "sulgege", the plural of verbs other
// messages say in the singular, two voices in one hour. A plural
// imperative (…ge, …ke) is refused where a message says the verb's
// singular: its stem, or for a verb whose stem changes the form in
// changed. Words that only end so (clear, the partitive plurals of a
// move or a draw, a little arrow, the singular of "sulgeda") are no
// imperatives.
func TestEstonianAddressesTheArbiterOneWay(t *testing.T) {
	changed := map[string]string{"andke": "anna", "seadke": "sea", "jätke": "jäta", "tehke": "tee", "märkige": "märgi",
		"korrake": "korda", "võtke": "võta", "pange": "pane", "lugege": "loe", "hoidke": "hoia", "vaadake": "vaata",
		"näidake": "näita", "oodake": "oota", "öelge": "ütle", "tulge": "tule", "minge": "mine", "olge": "ole", "laske": "lase"}
	notVerbs := []string{"selge", "käike", "viike", "nooleke", "sulge"}
	c := For(Estonian)
	said := map[string][]string{} // each word, the keys that say it
	letters := regexp.MustCompile(`\p{L}+`)
	for _, k := range c.Keys() {
		for _, w := range letters.FindAllString(c.msgs[k], -1) {
			w = strings.ToLower(w)
			said[w] = append(said[w], k)
		}
	}
	words := make([]string, 0, len(said))
	for w := range said {
		words = append(words, w)
	}
	sort.Strings(words)
	for _, w := range words {
		keys := said[w]
		// …kke is a partitive plural (kohtunikke), never an imperative.
		if !(strings.HasSuffix(w, "ge") || strings.HasSuffix(w, "ke")) || strings.HasSuffix(w, "kke") || len(w) < 5 || slices.Contains(notVerbs, w) {
			continue
		}
		singular, ok := changed[w]
		if !ok {
			singular = w[:len(w)-2]
		}
		if other := said[singular]; len(other) > 0 {
			t.Errorf("et %s says %q, the plural of %q that %s says", keys[0], w, singular, other[0])
		}
	}
}

// The question before a team round is paired says who sets the line-ups
// after it: the arbiter. Estonian said "koosseise muudetakse pärast" (the
// line-ups are changed afterwards), Finnish "kokoonpanoja muutetaan sen
// jälkeen" and English "the line-ups are changed afterwards", which read
// as if the pairing would change them later by itself.
func TestThePairQuestionLeavesTheLineUpsToTheArbiter(t *testing.T) {
	for lang, want := range map[Lang]string{English: "you can change", Finnish: "voit muuttaa", Estonian: "saad muuta"} {
		if ask := For(lang).T("teams.ui.pair.ask", "n", 2, "undo", "Undo"); !strings.Contains(ask, want) {
			t.Errorf("%s: %q does not say %q", lang, ask, want)
		}
	}
}

// The team pairing editor's key help names Escape by its Cancel button's
// word: Estonian said "Esc: katkesta" under the button "Loobu", and
// "katkesta" was then the window's verb for a withdrawal (Teams view's
// "Katkesta"), so Escape read as withdrawing a team.
func TestThePairingEditorsEscapeIsItsCancelButton(t *testing.T) {
	for _, lang := range Complete {
		c := For(lang)
		keys, cancel := strings.ToLower(c.T("teampairedit.keys", "enter", "Enter")), strings.ToLower(c.T("ui.cancel"))
		if !strings.HasSuffix(keys, ": "+cancel) {
			t.Errorf("%s: %q does not end with Escape's %q", lang, keys, cancel)
		}
	}
}

// Estonian names a round robin's seat drawn by lot one way from the box
// that sends the arbiter to draw them to the draw's own box: the first
// said "Loosinumbreid pole loositud", the second, titled "Loosi alusel
// numbrid" (numbers on the basis of a lot), that every player "saab loosi
// teel stardinumbri", the Swiss's word for a number the ratings give.
func TestEstonianSeatsDrawnAreLoosinumbrid(t *testing.T) {
	et := For(Estonian)
	starting := regexp.MustCompile(`(?i)stardinumb\w*`)
	for _, k := range []string{"live.seats.title", "live.seats.text", "ui.players.draw.title", "ui.players.draw.explain", "ui.players.draw.again"} {
		msg := et.T(k, "view", "V", "button", "B")
		if !strings.Contains(strings.ToLower(msg), "loosinumb") {
			t.Errorf("%s does not say loosinumb…: %q", k, msg)
		}
		if m := starting.FindString(msg); m != "" {
			t.Errorf("%s says %q of a seat drawn by lot: %q", k, m, msg)
		}
	}
}

// Estonian calls the clock's flag "nooleke", as the 1953 code's Estonian
// original (§19: "noolekese langemise momendil") and the Estonian reading
// of the Laws' 6.8 ("Nooleke loetakse langenuks") do; "lipp" is the queen
// in both (the 1953 code's K, L, V, O, R, E) and on the desk's own
// promotion buttons. Half the flag's messages said "lipp": the desk's
// flag-fall verdict read "Lipp on langenud" (the queen has fallen) and
// its clock "valge — lipp langenud" beside the Lipp of a promotion.
func TestEstonianFlagIsNoolekeAs6_8(t *testing.T) {
	en, et := For(English), For(Estonian)
	en.ready()
	et.ready()
	lipp := regexp.MustCompile(`(?i)\blipp?\w*`)
	for _, k := range et.Keys() {
		if m := lipp.FindString(et.msgs[k]); m != "" && !strings.Contains(strings.ToLower(en.msgs[k]), "queen") {
			t.Errorf("%s says %q of what English says is no queen: %q", k, m, et.msgs[k])
		}
	}
	for _, k := range []string{"rules.incident.flag-fall", "rules.ruling.flag-draw-cannot-mate", "rules.ruling.flag-loss",
		"desk.clock.flag", "desk.ruling.first-flag.white", "rules.incident.both-flags"} {
		if !strings.Contains(strings.ToLower(et.msgs[k]), "noolek") {
			t.Errorf("%s does not call the flag nooleke: %q", k, et.msgs[k])
		}
	}
}

// The Laws' 11.2.3 keep two places apart: the playing venue (Finnish
// "pelihuoneisto", Estonian "mänguala"), which no player leaves without
// the arbiter's permission, and the playing area within it, where the
// games are played ("pelitila", "mängukoht"), which only the player
// having the move may not leave. Estonian had them the other way round:
// the desk's verdict said a player left "mängukohast, või käigul olles
// mängualalt", and its box "Ainult mängualalt" ticked for 11.2.3.2; the
// command line's Finnish option said "pelialue" and "pelipaikka", words
// the Laws do not use. Each message names its places in its English order.
func TestVenueAndAreaAreTheLaws11_2_3(t *testing.T) {
	const venue, area = "venue", "area"
	terms := map[Lang][2]*regexp.Regexp{
		Finnish:  {regexp.MustCompile(`(?i)pelihuoneisto\w*`), regexp.MustCompile(`(?i)pelitila\w*`)},
		Estonian: {regexp.MustCompile(`(?i)mänguala\w*`), regexp.MustCompile(`(?i)mängukoh\w*`)},
	}
	named := map[string][]string{
		"rules.incident.left-venue":          {venue, area},
		"rules.topic.leave-venue":            {venue},
		"rules.topic.leave-area":             {area},
		"rules.ruling.left-area-not-on-move": {area},
		"rules.ruling.left-venue-penalty":    {venue, area},
		"desk.ruling.area-only":              {area},
		"app.opt.area-only":                  {area, venue},
	}
	for l, re := range terms {
		c := For(l)
		c.ready()
		for k, want := range named {
			type at struct {
				i    int
				name string
			}
			var found []at
			for j, name := range []string{venue, area} {
				for _, m := range re[j].FindAllStringIndex(c.msgs[k], -1) {
					found = append(found, at{m[0], name})
				}
			}
			slices.SortFunc(found, func(a, b at) int { return a.i - b.i })
			var got []string
			for _, f := range found {
				got = append(got, f.name)
			}
			if !slices.Equal(got, want) {
				t.Errorf("%s %s names %v, not %v: %q", l, k, got, want, c.msgs[k])
			}
		}
	}
}

// Estonian calls a chessman "malend" and a square of the board "väli", as
// the Estonian reading of the Laws does (Article 2; 4.3: "puudutab
// malendit"): the desk's touch-move verdict said "malend" while its set-up
// editor and the touched square's box said "nupp" and "ruut", and "nupp" is
// the window's button ("nupp Prindi") beside them.
func TestEstonianPieceIsMalendSquareIsValiAs4_3(t *testing.T) {
	en, et := For(English), For(Estonian)
	en.ready()
	et.ready()
	colloquial := regexp.MustCompile(`(?i)\bnupp?\w*|\bruu[dt]\w*`)
	chess := regexp.MustCompile(`(?i)\bpieces?\b|\bsquares?\b`)
	for _, k := range et.Keys() {
		if !chess.MatchString(en.msgs[k]) || strings.Contains(strings.ToLower(en.msgs[k]), "button") {
			continue
		}
		if m := colloquial.FindString(et.msgs[k]); m != "" {
			t.Errorf("%s says %q of a piece or a square: %q", k, m, et.msgs[k])
		}
	}
}
