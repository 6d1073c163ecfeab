package cli

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/pdftext"
	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/exchange"
	"arbiter/tournament/input"
	"arbiter/tournament/prizes"
	"arbiter/tournament/standings"
	"arbiter/words"
)

// prizesJSON is what prizes --json writes: the rules and the prizes
// they give.
type prizesJSON struct {
	Rules prizes.Rules `json:"rules"`
	prizes.List
}

// TestPrizesCommand: groups and prizes given on the command line are
// saved, the prize list gives each prize once and no player two and
// accounts for the fund to the cent in the currency set, a group's
// standings hold only its players, and a prize of a group that does not
// exist is refused.
func TestPrizesCommand(t *testing.T) {
	file := demoFile(t)
	runCLI(t, 0, "prizes", file, "--group", "w:women:Women", "--group", "u2000:rating:-1999:Under 2000",
		"--prize", "1=300", "--prize", "2=150,50", "--prize", "w:1=50:cup", "--prize", "u2000:1=40", "--hort=true", "--currency", "EUR", "--save")
	out := runJSON[prizesJSON](t, "prizes", file, "--json")
	if len(out.Rules.Groups) != 2 || len(out.Rules.Prizes) != 4 || !out.Rules.Hort || out.Rules.Currency != "EUR" {
		t.Fatalf("saved rules %+v", out.Rules)
	}
	ev := testevent.Read(t, file)
	seen := map[int64]bool{}
	for _, a := range out.Awards {
		if seen[a.ID] {
			t.Errorf("player %d has two prizes", a.ID)
		}
		seen[a.ID] = true
		p, _ := ev.Player(a.ID)
		if g, ok := out.Rules.Group(a.Group); ok && !g.Member(*p) {
			t.Errorf("%s's prize goes to %s, not of the group", g.Name, p.Name)
		}
	}
	// Under 2000's first two without another prize are equal on 3
	// points: the second, past the paid place, shares its 40 by Hort.
	if len(out.Awards) != 5 || out.Awards[4].Shared != 2 || out.Awards[3].Money+out.Awards[4].Money != 4000 {
		t.Errorf("%d awards, want 4 and a share past the paid place: %+v", len(out.Awards), out.Awards)
	}
	// 300 + 150.50 + 50 + 40.
	if out.Fund != 54050 || out.Paid+out.Unpaid+out.Remainder != out.Fund || out.Currency != "EUR" {
		t.Errorf("fund %d = %d paid + %d unpaid + %d over, in %q", out.Fund, out.Paid, out.Unpaid, out.Remainder, out.Currency)
	}
	table := runJSON[struct {
		Rows []standings.Row `json:"rows"`
	}](t, "prizes", file, "--standings", "w", "--json")
	for i, r := range table.Rows {
		if p, _ := ev.Player(r.ID); p.Sex != tournament.Female {
			t.Errorf("%s is in the women's standings", p.Name)
		}
		if i == 0 && !strings.HasPrefix(r.Place, "1") {
			t.Errorf("the first woman is placed %q", r.Place)
		}
	}
	if msg := runCLI(t, 1, "prizes", file, "--prize", "juniors:1=10"); !strings.Contains(msg, "juniors") {
		t.Errorf("a prize of no group: %s", msg)
	}
}

// swissPrizeFile is the 30-player, 7-round Swiss of testevent.Swiss read
// in from its TRF report, ranked on wins after the points so that equal
// players share places, with four ranking groups (rating under 1600,
// women, born 1965 or earlier, unrated) and twelve prizes: overall 300,
// 200, 100, 60, 40; under 1600 50 and 30 with a book; women 50 with a
// cup and 25; seniors 40 and 20; unrated 33.33 — a fund of 948.33 EUR.
func swissPrizeFile(t *testing.T, hort bool) string {
	t.Helper()
	dir := t.TempDir()
	in, file := filepath.Join(dir, "swiss.trf"), filepath.Join(dir, "swiss.arbiter")
	testdir.Write(t, in, exchange.ExportTRF(testevent.Swiss(t, 30, 7, false), exchange.TRFOptions{}))
	runCLI(t, 0, "import", "trf", file, in)
	runCLI(t, 0, "event", file, "--tiebreaks", "wins")
	runCLI(t, 0, "prizes", file, "--group", "u1600:rating:-1599:Under 1600", "--group", "w:women:Women",
		"--group", "s:born:-1965:Seniors", "--group", "u:unrated:Unrated",
		"--prize", "1=300", "--prize", "2=200", "--prize", "3=100", "--prize", "4=60", "--prize", "5=40",
		"--prize", "u1600:1=50", "--prize", "u1600:2=30:book", "--prize", "w:1=50:cup", "--prize", "w:2=25",
		"--prize", "s:1=40", "--prize", "s:2=20", "--prize", "u:1=33.33",
		"--hort="+strconv.FormatBool(hort), "--currency", "EUR", "--save")
	return file
}

// TestPrizesSwissWorkedByHand: the prize list of a 30-player Swiss as
// `prizes --json` gives it equals the money worked out by hand below, by
// Hort and by equal division, adds up to the fund with the remainder
// named, and the printed list shows the same money, in every language.
//
// The standings (starting number: points, wins): 15: 6; 2 and 24: 5½, 5
// wins (places 2–3); 20, 21, 26, 27, 30: 4½, 4 wins (4–8); 1 and 25: 4½,
// 3 wins (9–10); 3, 4, 5, 7, 8, 10, 13, 16, 28: 3½, 3 wins (11–19); … 29:
// 2½. Under 1600: 24, then 20, 21, 26, 27 (4½, 4), 25 (4½, 3), 28, 22,
// 23. Women: 2, 30 (4½, 4), 25 (4½, 3), 10, 13, 18, 6. Seniors: 2, 1
// (4½), 3, 4, 5 (3½, 3 wins: places 3–5), 6. Unrated: 30, 29.
//
// By value the slots go 300 → 15, 200 → 2, 100 → 24, 60 → 20, under
// 1600's 50 → 21, women's 50 → 30, 40 → 26 (overall before the seniors'
// 40), seniors' 40 → 1, unrated 33.33 → 29, under 1600's 30 → 27,
// women's 25 → 25, seniors' 20 → 3. Each group counts its places over
// its players without a prize elsewhere: overall 15, 2, 24, 20, 26, 4, 5
// …; under 1600 21, 27, 28 …; women 30, 25, 10 …; seniors 1, 3, 4, 5, 6;
// unrated 29. A tie that reaches overall places and a group's pools the
// prizes its players took, one each (US Chess rule 32B3), unless one of
// them gains by taking alone a prize the rest of the tie cannot win.
func TestPrizesSwissWorkedByHand(t *testing.T) {
	type award struct {
		group string
		place int
		no    int
		money int64 // cents
	}
	// Each award by both divisions: Hort, players equal on points pooling
	// their places, each keeping half of his own place's money and
	// sharing the rest equally; and equal division, players sharing a
	// place (equal on wins too) sharing its money.
	awards := []struct {
		group       string
		place, no   int
		hort, equal int64 // cents
	}{
		{"", 1, 15, 30000, 30000},
		// 2 and 24 on 5½. Hort: pool 200 + 100 = 300, kept 100 and 50,
		// rest 150 / 2 = 75: 175 and 125. Equal: they share place 2,
		// (200 + 100) / 2 = 150 each.
		{"", 2, 2, 17500, 15000}, {"", 3, 24, 12500, 15000},
		// Hort: the seven on 4½ (places 4–10) pool overall 60 (20) and
		// 40 (26), under 1600's 50 (21) and 30 with the book (27), the
		// women's 50 with the cup (30) and 25 (25), and the seniors' 40
		// (1): 295. Each keeps half of his own: 30 + 20 + 25 + 15 + 25 +
		// 12.50 + 20 = 147.50; the rest 14750 cents / 7 = 2107 each, 1
		// cent over: 51.07, 41.07, 46.07, 36.07, 46.07, 33.57, 41.07. None
		// gains alone: 1, the tie's one senior, 41.07 against 40; 30 and
		// 25, its women, 43.75 and 31.25 sharing the women's 75.
		// Equal: 20, 21, 26, 27 and 30 share places 4–8 (4½, 4 wins): 60
		// + 40 + 50 + 30 + 50 = 230, 46 each; 30, the tie's one woman,
		// takes the women's 50 alone. The four, all under 1600, share 60
		// + 40 + 50 + 30 = 180, 45 each; 25 (3 wins) is apart: the
		// women's 25.
		{"", 4, 20, 5107, 4500}, {"", 5, 26, 4107, 4500},
		{"u1600", 1, 21, 4607, 4500}, {"u1600", 2, 27, 3607, 4500},
		{"w", 1, 30, 4607, 5000}, {"w", 2, 25, 3357, 2500},
		// 3, 4 and 5 on 3½ past the paid places, reaching no overall
		// prize. Hort: pool 20 + 0 + 0, kept 10, rest 1000 cents / 3 =
		// 333, 1 cent over: 13.33, 3.33, 3.33. Equal: they share places
		// 3–5, 2000 cents / 3 = 666, 2 cents over.
		{"s", 1, 1, 4107, 4000}, {"s", 2, 3, 1333, 666}, {"s", 3, 4, 333, 666}, {"s", 4, 5, 333, 666},
		{"u", 1, 29, 3333, 3333},
	}
	for _, tt := range []struct {
		hort      bool
		remainder int64
	}{{true, 2}, {false, 2}} {
		var want []award
		for _, a := range awards {
			money := a.equal
			if tt.hort {
				money = a.hort
			}
			want = append(want, award{a.group, a.place, a.no, money})
		}
		file := swissPrizeFile(t, tt.hort)
		out := runJSON[prizesJSON](t, "prizes", file, "--json")
		var got []award
		for _, a := range out.Awards {
			got = append(got, award{a.Group, a.Place, a.No, a.Money})
		}
		if !slices.Equal(got, want) {
			t.Errorf("Hort %v:\n got %v\nwant %v", tt.hort, got, want)
		}
		// 300 + 200 + 100 + 60 + 40 + 50 + 30 + 50 + 25 + 40 + 20 + 33.33.
		if out.Fund != 94833 || out.Remainder != tt.remainder || out.Unpaid != 0 || out.Paid != out.Fund-tt.remainder {
			t.Errorf("Hort %v: fund %d, paid %d, unpaid %d, remainder %d", tt.hort, out.Fund, out.Paid, out.Unpaid, out.Remainder)
		}
		for _, lang := range i18n.Complete {
			pdf := filepath.Join(t.TempDir(), "prizes.pdf")
			runCLI(t, 0, "print", "prizes", file, "-o", pdf, "--lang", string(lang))
			checkPrintedPrizes(t, lang, pdftext.File(t, pdf), out.Rules, out.List)
		}
	}
}

// checkPrintedPrizes finds on the printed prize list each award's
// number, points and money, and the account's lines, as the JSON gives
// them.
func checkPrintedPrizes(t *testing.T, lang i18n.Lang, text string, rules prizes.Rules, list prizes.List) {
	t.Helper()
	cat := i18n.For(lang)
	page, _, _ := strings.Cut(text, "\f")
	var lines []string
	for _, l := range strings.Split(page, "\n") {
		lines = append(lines, input.Collapse(l))
	}
	has := func(parts ...string) bool {
		return slices.ContainsFunc(lines, func(l string) bool {
			for _, p := range parts {
				var ok bool
				if _, l, ok = strings.Cut(l, p); !ok {
					return false
				}
			}
			return true
		})
	}
	point := cat.T("app.decimal-point")
	for _, a := range list.Awards {
		points := tournament.Points(a.Score * 2).String() // the JSON's points are points, Points half points
		if !has(words.PrizeName(cat, rules, a.Prize), strconv.Itoa(a.No), points, prizes.MoneyText(a.Money, point)) {
			t.Errorf("%s: no row of %s, %d, %s, %s:\n%s", lang, words.PrizeName(cat, rules, a.Prize), a.No, points, prizes.MoneyText(a.Money, point), page)
		}
	}
	for key, cents := range map[string]int64{"prizes.account.fund": list.Fund, "prizes.account.paid": list.Paid, "prizes.account.remainder": list.Remainder} {
		if !has(strings.Fields(cat.T(key))[0], prizes.MoneyText(cents, point)+" EUR") {
			t.Errorf("%s: no line %s %s EUR:\n%s", lang, cat.T(key), prizes.MoneyText(cents, point), page)
		}
	}
}

// The prize list's places are the event's as it stands: prizes --json
// says they are provisional while games remain and final once the event
// is over, as norms --json says of the verdicts (one definition); the
// JSON said nothing, and a page reading it mid-event showed places that
// the last round could still change.
func TestPrizesJSONSaysItsCertainty(t *testing.T) {
	for _, c := range []struct {
		beforeLast bool
		want       string
	}{{true, "provisional"}, {false, "final"}} {
		file := testevent.Norm1953File(t, c.beforeLast)
		var out struct {
			Certainty string `json:"certainty"`
		}
		if err := json.Unmarshal([]byte(runCLI(t, 0, "prizes", file, "--json")), &out); err != nil || out.Certainty != c.want {
			t.Errorf("before the last round %v: certainty %q (%v), want %q", c.beforeLast, out.Certainty, err, c.want)
		}
	}
}

// A group's standings after one round say "after round 1", as the
// event's do (standingsHeading), not "after 1 rounds".
func TestGroupStandingsCountTheRoundsInWords(t *testing.T) {
	file := filepath.Join(t.TempDir(), "one.arbiter")
	newEvent(t, file, []string{"--name", "One", "--lang", "en"}, "Aino Aho", "Jüri Saar", "Mati Põld", "Eero Eng")
	runCLI(t, 0, "draw", file, "--seed", "1")
	runCLI(t, 0, "pair", file)
	runCLI(t, 0, "result", file, "--round", "1", "--board", "1", "1-0")
	runCLI(t, 0, "result", file, "--round", "1", "--board", "2", "½-½")
	runCLI(t, 0, "prizes", file, "--group", "all:rating:0-3000:Everyone", "--save")
	if first, _, _ := strings.Cut(runCLI(t, 0, "prizes", file, "--standings", "all"), "\n"); first != "Everyone — Standings after round 1" {
		t.Errorf("the group's standings are headed %q", first)
	}
}

// "prizes" for an event without a prize says so, in every language,
// instead of a table of nothing but a fund, paid out and remainder of 0.
func TestPrizesWithoutPrizesSaysSo(t *testing.T) {
	file := demoFile(t)
	for lang, want := range map[i18n.Lang]string{i18n.English: "The event has no prizes yet",
		i18n.Finnish: "Kilpailussa ei ole vielä palkintoja", i18n.Estonian: "Turniiril pole veel auhindu"} {
		t.Setenv("ARBITER_LANG", string(lang))
		out := runCLI(t, 0, "prizes", file)
		if fund := i18n.For(lang).T("prizes.account.fund"); !strings.Contains(out, want) || strings.Contains(out, fund) {
			t.Errorf("%s: %q missing, or %q there:\n%s", lang, want, fund, out)
		}
	}
}

// fourPairedFile is an event of the name with four players, no woman
// among them, its seats drawn and round 1 paired, in a folder of its own:
// the field of the ranking groups' tests.
func fourPairedFile(t *testing.T, name string) (dir, file string) {
	t.Helper()
	dir = t.TempDir()
	file = filepath.Join(dir, strings.ToLower(name)+".arbiter")
	newEvent(t, file, []string{"--name", name, "--lang", "en"}, "Aino Aho:1900", "Jüri Saar:1800", "Mati Põld:1700", "Eero Eng:1600")
	runCLI(t, 0, "draw", file, "--seed", "1")
	runCLI(t, 0, "pair", file)
	return dir, file
}

// A ranking group no player is in (women, where none was entered with
// --sex w) says so, in the user's language, in "prizes --standings" and on
// the printed group standings: both showed the group's name and an empty
// table, or none, and left the arbiter to guess why.
func TestEmptyGroupSaysNoPlayerIsInIt(t *testing.T) {
	dir, file := fourPairedFile(t, "Men")
	runCLI(t, 0, "prizes", file, "--group", "w:women:Women", "--prize", "w:1=10", "--save")
	for lang, want := range map[string]string{
		"en": "No player is in this group: none meets its condition.",
		"fi": "Ryhmässä ei ole yhtään pelaajaa: kukaan ei täytä sen ehtoa.",
		"et": "Selles rühmas pole ühtki mängijat: keegi ei vasta selle tingimusele.",
	} {
		t.Setenv("ARBITER_LANG", lang)
		out := runCLI(t, 0, "prizes", file, "--standings", "w")
		if !strings.Contains(out, want) {
			t.Errorf("%s: prizes --standings of the empty group:\n%s", lang, out)
		}
		pdf := filepath.Join(dir, "women-"+lang+".pdf")
		runCLI(t, 0, "print", "group-standings", file, "--groups", "w", "--lang", lang, "-o", pdf)
		if text := input.Collapse(pdftext.Text(t, testdir.Read(t, pdf))); !strings.Contains(text, "Women "+want) {
			t.Errorf("%s: the printed empty group:\n%s", lang, text)
		}
	}
}

// TestUngivenGroupPrizeSaysWhy: a group's prize no one takes says whether
// the group had no player for it or its players all took another prize.
// Where the only woman had won an overall prize the women's prize read
// "not given (no player eligible)", as if she were none.
func TestUngivenGroupPrizeSaysWhy(t *testing.T) {
	_, file := fourPairedFile(t, "Open")
	// Each of the four places pays 100, more than the women's 10.
	runCLI(t, 0, "prizes", file, "--group", "w:women:Women", "--group", "u:unrated:Unrated",
		"--prize", "1=100", "--prize", "2=100", "--prize", "3=100", "--prize", "4=100", "--prize", "w:1=10", "--prize", "u:1=5", "--save")
	runCLI(t, 0, "player", "edit", file, "--id", "1", "--sex", "w")
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		out := runCLI(t, 0, "prizes", file)
		women, unrated := "", ""
		for _, line := range strings.Split(out, "\n") {
			switch {
			case strings.HasPrefix(line, cat.T("prizes.name.group", "group", "Women", "place", 1)):
				women = line
			case strings.HasPrefix(line, cat.T("prizes.name.group", "group", "Unrated", "place", 1)):
				unrated = line
			}
		}
		if !strings.Contains(women, cat.T("prizes.not-given.elsewhere")) {
			t.Errorf("%s: the women's prize, its only player placed overall: %q\n%s", lang, women, out)
		}
		if !strings.Contains(unrated, cat.T("prizes.not-given")) || strings.Contains(unrated, cat.T("prizes.not-given.elsewhere")) {
			t.Errorf("%s: the unrated players' prize, none in the field: %q\n%s", lang, unrated, out)
		}
	})
}

// TestRatingBandFromZeroSaysTheUnratedAreOut: a band typed 0-1599, which
// other programs read as taking in the unrated (rating 0), leaves the
// unrated out here; prizes says so under the list in the user's language,
// where it gave the band's prize past an unrated player without a word.
func TestRatingBandFromZeroSaysTheUnratedAreOut(t *testing.T) {
	_, file := fourPairedFile(t, "Open")
	runCLI(t, 0, "prizes", file, "--group", "u16:rating:0-1599:Under 1600", "--prize", "u16:1=10", "--save")
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		out := runCLI(t, 0, "prizes", file)
		if want := cat.T("prizes.legend.band", "name", "Under 1600"); !strings.Contains(out, want+"\n") {
			t.Errorf("%s: prizes lacks %q:\n%s", lang, want, out)
		}
	})
}

// A band given from 0 on the command line is kept so: prizes --json
// gives its lower bound 0, where it gave none, as of a band open below.
func TestPrizesKeepABandFromZero(t *testing.T) {
	file := demoFile(t)
	runCLI(t, 0, "prizes", file, "--group", "u16:rating:0-1599:Under 1600", "--prize", "1=100", "--save")
	out := runJSON[struct {
		Rules struct {
			Groups []map[string]any `json:"groups"`
		} `json:"rules"`
	}](t, "prizes", file, "--json")
	if g := out.Rules.Groups; len(g) != 1 || g[0]["from"] != 0.0 || g[0]["to"] != 1599.0 {
		t.Errorf("the band saved reads %v, want from 0 to 1599", g)
	}
}

// TestPrizesSaveSaysWhetherItChangedTheFile: `prizes --save` said nothing
// whether it saved or not; saved again as they are, the rules are no
// change, and it says so (beside the JSON with --json).
func TestPrizesSaveSaysWhetherItChangedTheFile(t *testing.T) {
	file := demoFile(t)
	cat := i18n.For(i18n.English)
	t.Setenv("ARBITER_LANG", "en")
	save := []string{"prizes", file, "--prize", "1=100", "--currency", "EUR", "--save"}
	if out := runCLI(t, 0, save...); !strings.Contains(out, cat.T("prizes.cli.saved", "file", file)) {
		t.Errorf("the first save: %q", out)
	}
	if out := runCLI(t, 0, save...); !strings.Contains(out, cat.T("prizes.cli.same", "file", file)) {
		t.Errorf("the same rules saved again: %q", out)
	}
	if code, out, errOut := run(t, append(save, "--json")...); code != 0 || !strings.Contains(errOut, cat.T("prizes.cli.same", "file", file)) || !strings.HasPrefix(strings.TrimSpace(out), "{") {
		t.Errorf("--json: exit %d, stdout %.40q, stderr %q", code, out, errOut)
	}
}
