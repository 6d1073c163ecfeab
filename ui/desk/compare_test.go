package desk

import (
	"bytes"
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/cli"
	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/internal/testtext"
	"arbiter/ui/button"
)

// overlayTexts are the texts of the labels in the window's top overlay.
func overlayTexts(t *testing.T, w fyne.Window) []string {
	t.Helper()
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no overlay shown")
	}
	var out []string
	for _, o := range test.LaidOutObjects(top) {
		if l, ok := o.(*widget.Label); ok {
			out = append(out, l.Text)
		}
	}
	return out
}

// overlayButton taps the button of the top overlay that reads text.
func overlayButton(t *testing.T, w fyne.Window, text string) {
	t.Helper()
	tapButton(t, w.Canvas().Overlays().Top(), text)
}

// overlayFind is the button with text in the box on top, or nil.
func overlayFind(w fyne.Window, text string) *button.Button {
	return findButton(w.Canvas().Overlays().Top(), text)
}

// The same incident under all five rulesets: moving with two hands is in
// FIDE 2014 a breach of 4.1 with the legal move standing (7.5.4 came in
// 2018), in 2018 and 2023 an illegal move with two minutes to the opponent
// (7.5.4, 7.5.5). The comparison puts the event's ruleset first, marks the
// editions that decide otherwise, gives each its articles, and says why
// the Finnish blitz rules, which know only blitz, have no ruling.
func TestCompareRulesetsTwoHands_7_5_4(t *testing.T) {
	f := newFixtureUnder(t, "90+30", "FIDE2014", "standard")
	f.win.Resize(fyne.NewSize(1024, 700))
	r := f.v.rulings
	if !r.compareBtn.Disabled() {
		t.Error("compare offered with no incident proposed")
	}
	f.playSAN("e4", "e5")
	f.proposeIllegal(rules.IllegalTwoHands, engine.White)
	f.noErrors()
	if r.compareBtn.Disabled() {
		t.Fatal("compare not offered for the proposal shown")
	}
	test.Tap(r.compareBtn)
	f.noErrors()
	c, err := r.prepared.Compare()
	if err != nil {
		t.Fatal(err)
	}
	want := []rules.RulesetID{rules.FIDE2014, rules.FIDE2023, rules.FIDE2018, rules.USSR1953, rules.FIBlitz2018}
	if len(c.Editions) != len(want) {
		t.Fatalf("%d editions, want %d", len(c.Editions), len(want))
	}
	for i, e := range c.Editions {
		if e.Ruleset != want[i] {
			t.Errorf("edition %d is %s, want %s", i, e.Ruleset, want[i])
		}
	}
	if d := c.Editions[1].Decision; d == nil || d.TimeAdjust.Get(engine.Black) != 120 || len(c.Editions[1].Differs) == 0 {
		t.Errorf("FIDE 2023 two hands: %+v, differs %v", d, c.Editions[1].Differs)
	}
	if c.Editions[4].Decision != nil {
		t.Error("the Finnish blitz rules ruled on a standard game")
	}
	text := strings.Join(overlayTexts(t, f.win), "\n")
	testtext.SaysEach(t, "the comparison", text, "Illegal move (White) under every ruleset", "FIDE Laws of Chess 2014", "The event's ruleset",
		"FIDE Laws of Chess 2023", "≠ Otherwise than FIDE Laws of Chess 2014: ", "7.5.4", "Chess Code of the USSR 1953", "Finnish blitz rules 2018")
	pop := f.win.Canvas().Overlays().Top()
	if s, size := pop.Size(), f.win.Canvas().Size(); s.Width > size.Width || s.Height > size.Height {
		t.Errorf("comparison %v larger than the window %v", s, size)
	}
	// Closing it leaves the proposal to accept.
	overlayButton(t, f.win, "Close")
	if f.win.Canvas().Overlays().Top() != nil || r.current == nil {
		t.Error("closing the comparison dropped the proposal or stayed open")
	}
	// Escape and Enter close it too, with nothing in it to take the keys.
	for _, key := range []fyne.KeyName{fyne.KeyEscape, fyne.KeyReturn} {
		test.Tap(r.compareBtn)
		if f.win.Canvas().Overlays().Top() == nil {
			t.Fatal("the comparison did not open again")
		}
		f.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: key})
		if f.win.Canvas().Overlays().Top() != nil {
			t.Errorf("%s left the comparison open", key)
			f.win.Canvas().Overlays().Top().Hide()
		}
	}
	// And Escape with the keyboard on Close, which Tab takes there.
	test.Tap(r.compareBtn)
	f.escapeOn(overlayFind(f.win, "Close"))
	if f.win.Canvas().Overlays().Top() != nil {
		t.Error("Escape on Close left the comparison open")
	}
}

// A threefold claim is checked under each ruleset by its own rules and
// equality of positions; the comparison speaks the window's language.
func TestCompareThreefoldClaimInFinnish_9_2(t *testing.T) {
	f := newFixtureUnder(t, "90+30", "FIDE2023", "standard")
	f.build(i18n.Finnish, f.v.Session())
	f.playSAN("Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8")
	f.propose("claim-threefold", engine.White)
	f.noErrors()
	r := f.v.rulings
	if r.current == nil || r.current.Decision.Result != "1/2-1/2" {
		t.Fatalf("correct claim: %+v", r.current)
	}
	test.Tap(r.compareBtn)
	f.noErrors()
	text := strings.Join(overlayTexts(t, f.win), "\n")
	testtext.SaysEach(t, "the Finnish comparison", text, "kaikkien sääntökokoelmien mukaan", "Turnauksen sääntökokoelma", "Ratkaisee kuten FIDEn shakkisäännöt 2023",
		"Neuvostoliiton shakkikoodeksi 1953", "Suomen pikashakkisäännöt 2018", "§18")
	// The rulesets are named in Finnish, above their columns and in the
	// reason one has no ruling: "USSR 1953" and "FI blitz 2018" stood in
	// English. (A citation keeps its short form, "USSR 1953, §18g".)
	for _, w := range []string{"\nUSSR 1953\n", "\nFI blitz 2018\n", "Sääntökokoelmassa FI blitz 2018"} {
		if strings.Contains("\n"+text+"\n", w) {
			t.Errorf("%q, English, in the Finnish comparison:\n%s", strings.TrimSpace(w), text)
		}
	}
	c, err := r.prepared.Compare()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range c.Editions {
		if e.Decision != nil && e.Decision.Result != "1/2-1/2" {
			t.Errorf("%s: a correct threefold claim ruled %q", e.Ruleset, e.Decision.Result)
		}
	}
}

// What the arbiter stated holds under every ruleset: a perpetual check
// stated under the 1953 code reaches the 1953 column; the FIDE editions,
// which know no such rule, let play go on (5.2, 9.2 decide there).
func TestComparePerpetualStated_1953_18d(t *testing.T) {
	f := newFixtureUnder(t, "40/150*", "USSR1953", "standard")
	f.playSAN("e4", "e5")
	r := f.chooseKind("position")
	r.said.perpetual.SetChecked(true)
	f.propose("position", engine.White)
	f.noErrors()
	c, err := r.prepared.Compare()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range c.Editions {
		switch {
		case e.Decision == nil:
		case e.Ruleset == rules.USSR1953 && e.Decision.Result != "1/2-1/2":
			t.Errorf("1953 with perpetual check stated: %q", e.Decision.Result)
		case e.Ruleset != rules.USSR1953 && (e.Decision.Result != "*" || !slicesContain(e.Differs, "result")):
			t.Errorf("%s: %q, differs %v; want play on, marked", e.Ruleset, e.Decision.Result, e.Differs)
		}
	}
}

func slicesContain(s []string, x string) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}

// Space on the comparison's Close closes it on the key; the space it
// types comes after and must not land in the move entry the keyboard
// was in before (every dialog box of the desk closes so).
func TestSpaceOnCloseStaysInTheComparison(t *testing.T) {
	f := newFixture(t, "90+30")
	f.playSAN("e4", "e5")
	f.propose("agreement", engine.White)
	c := f.win.Canvas()
	c.Focus(f.v.entry)
	f.v.rulings.compare() // as the button does, which a tap would take the keyboard to
	var closeBtn *button.Button
	for _, o := range test.LaidOutObjects(c.Overlays().Top()) {
		if b, ok := o.(*button.Button); ok && b.Text == f.v.t("desk.compare.close") {
			closeBtn = b
		}
	}
	if closeBtn == nil {
		t.Fatal("no Close in the comparison")
	}
	c.Focus(closeBtn)
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if c.Overlays().Top() != nil {
		t.Fatal("Space on Close left the comparison open")
	}
	if f := c.Focused(); f != nil {
		f.TypedRune(' ')
	} else if r := c.OnTypedRune(); r != nil {
		r(' ')
	}
	if f.v.entry.Text != "" {
		t.Errorf("the space reached the move entry: %q", f.v.entry.Text)
	}
	// The next key is the entry's again.
	if k := c.OnTypedKey(); c.Focused() == nil && k != nil {
		k(&fyne.KeyEvent{Name: fyne.KeyN})
	}
	if c.Focused() != f.v.entry {
		t.Errorf("after the comparison the keyboard is in %T", c.Focused())
	}
}

// A record that reached a dead position of blocked pawns, which the engine
// proves only past its least budget, and went on: each ruleset's column
// says that the game ended at the start, as `arbiter ruling --ruleset`
// decides (rules.FactsFromGame with the engine's whole budget); read with
// the least budget, the columns said nothing of it. The rulesets read the
// game off the window's goroutine: the box opens at once saying so, Escape
// closes it meanwhile, and the columns come when the reading is done.
func TestCompareFindsTheDeadEndOfARecord(t *testing.T) {
	pgn, file := deadEndFile(t, "8/2p5/1pP5/1P6/1P6/KP6/PP6/1k6 w - - 0 1")
	t.Setenv("ARBITER_LANG", "en")
	f := newFixtureUnder(t, "", rules.FIDE2023, "")
	f.imported(pgn)
	var work []func()
	f.later = &work
	runLater := func() {
		t.Helper()
		if len(work) != 1 {
			t.Fatalf("%d pieces of work off the window's goroutine, want 1", len(work))
		}
		w := work[0]
		work = nil
		w()
	}
	f.propose("position", engine.White)
	runLater() // the proposal's own analysis
	f.proposal()
	r := f.v.rulings
	reading := f.v.t("desk.compare.reading")
	test.Tap(r.compareBtn)
	if got := overlayTexts(t, f.win); !slices.Contains(got, reading) || slices.Contains(got, "The event's ruleset") {
		t.Fatalf("the comparison while the rulesets read the game: %q", got)
	}
	// Closed before the reading is done, it stays closed.
	f.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if f.win.Canvas().Overlays().Top() != nil {
		t.Fatal("Escape left the comparison open while the rulesets read the game")
	}
	runLater()
	if f.win.Canvas().Overlays().Top() != nil {
		t.Fatal("the comparison closed came back when the reading was done")
	}
	f.noErrors()
	test.Tap(r.compareBtn)
	runLater()
	f.noErrors()
	text := strings.Join(overlayTexts(t, f.win), "\n")
	if strings.Contains(text, reading) {
		t.Errorf("the comparison still says it reads the game:\n%s", text)
	}
	c, err := r.prepared.Compare()
	if err != nil {
		t.Fatal(err)
	}
	c.Localize(f.v.cat.TMap)
	s := f.v.Session()
	ended := 0
	for _, e := range c.Editions {
		if e.Decision == nil {
			continue
		}
		facts, err := rules.FactsFromGame(e.Ruleset, s.game, 0)
		if err != nil {
			t.Fatal(err)
		}
		if rs, _ := rules.Get(e.Ruleset); !rs.FIDE {
			// The 1953 code knows no dead position: only its list of
			// material ends a game so (§18a).
			if facts.Ended != nil {
				t.Errorf("%s: the command line's reading ends at %+v", e.Ruleset, facts.Ended)
			}
		} else if facts.Ended == nil || facts.Ended.Ply != 0 {
			t.Fatalf("%s: the command line's reading ends at %+v, want the start", e.Ruleset, facts.Ended)
		}
		// The same facts: the game type the desk rules by, which its
		// clock's control gives.
		line := commandLineRuling(t, "position", "--pgn", file, "--ruleset", string(e.Ruleset), "--type", string(e.Decision.GameType))
		type verdict struct {
			Result       engine.Result
			Continuation rules.Continuation
			Articles     []string
			Explanation  string
			Notes        []string
		}
		of := func(d rules.Decision) verdict {
			return verdict{d.Result, d.Continuation, d.Articles, d.Explanation, d.NoteTexts}
		}
		if desk := *e.Decision; !reflect.DeepEqual(of(desk), of(line)) {
			t.Errorf("%s: the comparison decides\n%+v\narbiter ruling --ruleset\n%+v", e.Ruleset, of(desk), of(line))
		}
		if facts.Ended == nil {
			continue
		}
		ended++
		if end := facts.Ended.Text(f.v.cat.TMap); !strings.Contains(text, end) {
			t.Errorf("%s: %q not in the comparison:\n%s", e.Ruleset, end, text)
		}
	}
	if ended < 3 {
		t.Errorf("%d rulesets found the end, want the three FIDE editions", ended)
	}
}

// TestAnyProposalReadsTheRecordsEnd_5_2_2: a draw agreed, or pieces
// adjusted, after a record that reached a dead position of blocked pawns
// is ruled at the desk as `arbiter ruling` rules it on the same record:
// the game had ended there (5.2.2). The desk read the record with the
// least budget for every incident but those reading the mate analysis, and
// ruled a draw by agreement (5.2.3).
func TestAnyProposalReadsTheRecordsEnd_5_2_2(t *testing.T) {
	pgn, file := deadEndFile(t, "8/2p5/1pP5/1P6/1P6/KP6/PP6/1k6 w - - 0 1")
	t.Setenv("ARBITER_LANG", "en")
	for _, kind := range []string{"agreement", "adjust-pieces"} {
		t.Run(kind, func(t *testing.T) {
			f := newFixtureUnder(t, "", rules.FIDE2023, "")
			f.imported(pgn)
			f.propose(kind, engine.White)
			desk := f.proposal()
			line := commandLineRuling(t, kind, "--pgn", file, "--ruleset", string(rules.FIDE2023))
			if desk.Decision.Result != line.Result || desk.Decision.Continuation != line.Continuation || !slices.Equal(desk.Decision.Articles, line.Articles) {
				t.Errorf("the desk rules %v %v %v; arbiter ruling %v %v %v", desk.Decision.Result, desk.Decision.Continuation, desk.Decision.Articles, line.Result, line.Continuation, line.Articles)
			}
			if !slices.Contains(line.Articles, "5.2.2") {
				t.Errorf("arbiter ruling gives %v, not the dead position that ended the game", line.Articles)
			}
		})
	}
}

// illegalRuledAlike proposes player's ordinary illegal move at the desk
// and holds the ruling to what `arbiter ruling illegal-move --event`
// decides on the same game (board 1 of round 1): both of game type want,
// with the same result, continuation, time adjustment and articles. It
// gives the command line's ruling.
func (f *fixture) illegalRuledAlike(player engine.Color, want rules.GameType) rules.Decision {
	f.t.Helper()
	f.proposeIllegal(rules.IllegalOrdinary, player)
	f.noErrors()
	if f.v.rulings.current == nil {
		f.t.Fatal("no proposal at the desk")
	}
	desk := f.v.rulings.current.Decision
	line := commandLineRuling(f.t, "illegal-move", "--player", player.String(), "--event", f.st.Path(), "--round", "1", "--board", "1")
	if desk.GameType != want || line.GameType != desk.GameType || line.Result != desk.Result || line.Continuation != desk.Continuation ||
		line.TimeAdjust != desk.TimeAdjust || !slices.Equal(line.Articles, desk.Articles) {
		f.t.Errorf("the desk ruled %s %s %s %+v %v; the command line %s %s %s %+v %v, want %s",
			desk.GameType, desk.Result, desk.Continuation, desk.TimeAdjust, desk.Articles,
			line.GameType, line.Result, line.Continuation, line.TimeAdjust, line.Articles, want)
	}
	return line
}

// commandLineRuling is what `arbiter ruling args --json` decides, which
// the desk's rulings are held to.
func commandLineRuling(t testing.TB, args ...string) rules.Decision {
	t.Helper()
	var out, errs bytes.Buffer
	args = append(append([]string{"ruling"}, args...), "--json")
	if rc := cli.Run(args, &out, &errs); rc != 0 {
		t.Fatalf("arbiter %v: exit %d\n%s", args, rc, errs.String())
	}
	var d rules.Decision
	if err := json.Unmarshal(out.Bytes(), &d); err != nil {
		t.Fatal(err)
	}
	return d
}
