package cli

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"arbiter/i18n"
)

// TestClaimAndAnalyseCiteAsRulings_9_2_1: `arbiter claim` and `arbiter
// analyse` cite the ruleset by the name a ruling gives it ("FIDE 2023,
// 9.2.1, …"), not by its code ("FIDE2023 9.2.1"), so that one fact reads
// alike at every front end.
func TestClaimAndAnalyseCiteAsRulings_9_2_1(t *testing.T) {
	t.Setenv("ARBITER_LANG", "fi")
	game := writeInput(t, t.TempDir(), "rep.pgn", "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 *\n")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"claim", "--pgn", game, "--kind", "threefold", "--intended", "Ng8"}, "(FIDE 2023, 9.2.1, 9.2.1.1, 9.5.2)"},
		{[]string{"claim", "--pgn", game, "--kind", "fifty", "--ruleset", "FIDE2014", "--type", "standard"}, "(FIDE 2014, 9.3"},
		{[]string{"analyse", "--fen", "8/8/4k3/8/8/2K5/5N2/8 w - - 0 60"}, "(FIDE 2023, 5.2.2)"},
		{[]string{"analyse", "--fen", "8/8/4k3/8/8/2K5/5N2/8 w - - 0 60", "--ruleset", "FIDE2014"}, "(FIDE 2014, 5.2.b)"},
	} {
		if out := runCLI(t, 0, c.args...); !strings.Contains(out, c.want) {
			t.Errorf("%v: %q, want %s", c.args, out, c.want)
		}
	}
}

// TestCitationsNameTheRulesInTheLanguage: a ruling's citations, its
// comparison's and a claim's or an analysis's name the Finnish blitz
// rules and the 1953 code in the user's language, as the catalogue does
// ("Neuvostoliitto 1953, §19"), not by their English short names
// ("FI blitz 2018, A.4.2.1", "USSR 1953, §19"); "FIDE 2023" reads the same
// in every language.
func TestCitationsNameTheRulesInTheLanguage(t *testing.T) {
	dead := "8/8/4k3/8/8/2K5/5N2/8 w - - 0 60"
	rep := writeInput(t, t.TempDir(), "rep.pgn", "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n")
	for _, c := range []struct {
		lang, want string
		not        []string
		args       []string
	}{
		{"fi", "(Suomen pikashakkisäännöt 2018, A.4.2.1", []string{"blitz", "FI "}, []string{"ruling", "illegal-move", "--player", "white", "--ruleset", "FI-BLITZ2018"}},
		{"et", "(Soome välkmale reeglid 2018, A.4.2.1", []string{"blitz", "FI "}, []string{"ruling", "illegal-move", "--player", "white", "--ruleset", "FI-BLITZ2018", "--compare"}},
		{"et", "(NSVL 1953, §19)", []string{"USSR"}, []string{"ruling", "clock-correction", "--ruleset", "USSR1953", "--correct-white", "5m", "--before-first-control"}},
		{"fi", "(Neuvostoliitto 1953, §18a)", []string{"USSR"}, []string{"analyse", "--fen", dead, "--ruleset", "USSR1953"}},
		{"et", "(NSVL 1953, §18g)", []string{"USSR"}, []string{"claim", "--pgn", rep, "--kind", "threefold", "--ruleset", "USSR1953"}},
		{"en", "(USSR 1953, §19)", nil, []string{"ruling", "clock-correction", "--ruleset", "USSR1953", "--correct-white", "5m", "--before-first-control"}},
	} {
		t.Setenv("ARBITER_LANG", c.lang)
		out := runCLI(t, 0, c.args...)
		if !strings.Contains(out, c.want) {
			t.Errorf("%s %v: %q, want %s", c.lang, c.args, out, c.want)
		}
		for _, n := range c.not {
			if strings.Contains(out, n) {
				t.Errorf("%s %v: %q holds %q", c.lang, c.args, out, n)
			}
		}
	}
}

// TestPrefaceCitedInTheLanguage: a ruling that rests on the Laws' Preface
// (the arbiter decides where the Laws say nothing) cites it in the user's
// language, "Esipuhe" as the Finnish Laws title it, not "Preface".
func TestPrefaceCitedInTheLanguage(t *testing.T) {
	for lang, want := range map[string]string{"en": "(FIDE 2023, Preface)", "fi": "(FIDE 2023, Esipuhe)", "et": "(FIDE 2023, Eessõna)"} {
		t.Setenv("ARBITER_LANG", lang)
		out := runCLI(t, 0, "ruling", "scoresheet-request", "--player", "white", "--type", "blitz")
		if !strings.Contains(out, want) || lang != "en" && strings.Contains(out, "Preface") {
			t.Errorf("%s: %q, want %s", lang, out, want)
		}
	}
}

// TestScoresheetDeviceNamesTheSide_8_3: the ruling on a faulty electronic
// scoresheet names the side as the other Finnish and Estonian rulings do,
// in brackets after "the player", not as the player's name ("Pelaajan
// valkea elektronisessa…", "the player white's").
func TestScoresheetDeviceNamesTheSide_8_3(t *testing.T) {
	for lang, want := range map[string]string{"fi": "Pelaajan (valkea) elektronisessa", "et": "Mängija (valge) elektrooniline"} {
		t.Setenv("ARBITER_LANG", lang)
		if out := runCLI(t, 0, "ruling", "scoresheet-device", "--player", "white"); !strings.Contains(out, want) {
			t.Errorf("%s: %q, want %q", lang, out, want)
		}
	}
}

// TestAnalyseLinesBeginWithACapital: `arbiter analyse` prints each side's
// verdict and the outcome as lines of their own, each begun with a
// capital in every language ("valkea: …", "kuollut asema: …" were the
// catalogue's words for mid-sentence at a line's start).
func TestAnalyseLinesBeginWithACapital(t *testing.T) {
	for _, lang := range []string{"en", "fi", "et"} {
		t.Setenv("ARBITER_LANG", lang)
		out := runCLI(t, 0, "analyse", "--fen", "8/8/4k3/8/8/2K5/5N2/8 w - - 0 60")
		for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
			if r, _ := utf8.DecodeRuneInString(l); !unicode.IsUpper(r) {
				t.Errorf("%s: %q does not begin with a capital", lang, l)
			}
		}
	}
}

// TestClaimRefusalNamesTheIncident_4_8_2: a draw claim by a move not first
// written (4.8.2), asked with the claimant on move and no move given, is
// refused naming the incident as the catalogue does in the reader's
// language, not by its command word inside a Finnish or Estonian sentence.
func TestClaimRefusalNamesTheIncident_4_8_2(t *testing.T) {
	game := writeInput(t, t.TempDir(), "g.pgn", "1. e4 e5 *\n")
	for _, lang := range i18n.Complete {
		t.Setenv("ARBITER_LANG", string(lang))
		code, _, stderr := run(t, "ruling", "claim-unwritten", "--pgn", game, "--player", "white")
		name := i18n.For(lang).T("rules.incident.claim-unwritten")
		if code == 0 || !strings.Contains(stderr, name) || strings.Contains(stderr, "(claim-unwritten)") {
			t.Errorf("%s: exit %d, want the refusal to name %q:\n%s", lang, code, name, stderr)
		}
	}
}
