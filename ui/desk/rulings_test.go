package desk

import (
	"arbiter/internal/pdftext"
	"arbiter/printing"
	"bytes"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/tournament"
)

// TestUnsupervisedBlitzRulingCitesItsBridge_B_4: an illegal move in a
// blitz event (3+2) without adequate supervision is ruled at the desk as
// `arbiter ruling` rules it, citing with the rapid appendix's article the
// blitz article that applies it: 2014 B.4 "Muussa tapauksessa
// noudatetaan nopean shakin sääntöjen kohtaa A.4", 2023 B.3.
func TestUnsupervisedBlitzRulingCitesItsBridge_B_4(t *testing.T) {
	for _, c := range []struct {
		ruleset       rules.RulesetID
		rapid, bridge string
	}{{rules.FIDE2014, "A.4.b", "B.4"}, {rules.FIDE2023, "A.5.2", "B.3"}} {
		t.Run(string(c.ruleset), func(t *testing.T) {
			t.Setenv("ARBITER_LANG", "en")
			f := newFixtureUnder(t, "3+2", c.ruleset, "")
			f.propose(string(rules.KindIllegalMove), engine.White)
			f.noErrors()
			desk := f.v.rulings.current
			if desk == nil {
				t.Fatal("no proposal")
			}
			line := commandLineRuling(t, "illegal-move", "--control", "3+2", "--ruleset", string(c.ruleset))
			if !slices.Equal(desk.Decision.Articles, line.Articles) {
				t.Errorf("the desk cites %v; arbiter ruling %v", desk.Decision.Articles, line.Articles)
			}
			if !slices.Contains(desk.Decision.Articles, c.rapid) || !slices.Contains(desk.Decision.Articles, c.bridge) {
				t.Errorf("the desk cites %v, want %s and %s", desk.Decision.Articles, c.rapid, c.bridge)
			}
		})
	}
}

// A threefold claim's explanation says what the record shows (how often
// the position appeared) and the verdict once: it said "the claim is
// correct" twice, the check's and the ruling's, in every language.
func TestClaimTextSaysTheVerdictOnce_9_2(t *testing.T) {
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		for _, c := range []struct {
			moves    []string
			verdict  string // the ruling's key, whose words before ':' are the verdict
			occurred string
		}{
			{[]string{"Nf3", "Nf6"}, "rules.ruling.claim-incorrect", "analysis.claim.threefold_invalid"},
			{[]string{"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"}, "rules.ruling.claim-correct", "analysis.claim.threefold_valid"},
		} {
			f := clockedFixture(t, "90+30")
			f.playSAN(c.moves...)
			f.build(lang, f.v.Session())
			r := f.chooseKind("claim-threefold")
			r.player.SetSelectedIndex(int(engine.White))
			test.Tap(r.proposeBtn)
			if r.current == nil || r.current.Claim == nil {
				t.Fatalf("%s: no claim proposed", lang)
			}
			verdict, _, _ := strings.Cut(cat.T(c.verdict), ":")
			text := strings.ToLower(r.explain.Text)
			if n := strings.Count(text, strings.ToLower(verdict)); n != 1 {
				t.Errorf("%s %s: the verdict %q said %d times in %q", lang, c.verdict, verdict, n, r.explain.Text)
			}
			count := "1"
			if r.current.Claim.Valid {
				count = "3"
			}
			// The check's own finding, the number of times, is still said.
			fact, _, _ := strings.Cut(cat.T(c.occurred, "count", count), ":")
			if !strings.Contains(r.explain.Text, fact) {
				t.Errorf("%s: %q does not say %q", lang, r.explain.Text, fact)
			}
		}
	}
}

// The desk's verdict of an adjournment writes both times used as the
// printed envelope does, one format for both (it wrote 0:00:27 beside
// 0:02.0, a dial's two forms).
func TestEnvelopeTimesInOneFormat(t *testing.T) {
	f := newFixture(t, "40/120+30'")
	text := f.v.verdictText(rules.Decision{Envelope: &rules.Envelope{UsedWhiteSeconds: new(27), UsedBlackSeconds: new(2)}})
	want := f.v.t("desk.ruling.envelope", "white", "0:27", "black", "0:02")
	if !strings.Contains(text, want) {
		t.Errorf("the envelope's times:\n%s\nwant %q", text, want)
	}
}

// The adjournment of a game played on paper, no move recorded here and
// the desk's clock never started: the times used are not known, and the
// verdict says so, as the envelope leaves them to be written by hand (it
// said "0:00" for both, the clock's untouched readings). Accepted, the
// desk keeps the clock's reading in the file; reopened, the board took it
// for times known and said 0:00 again, at the desk and from the file
// (ruling --event): the reading saved says it is untouched.
func TestAdjournmentOnPaperNamesNoTimesUsed(t *testing.T) {
	f := newFixtureUnder(t, "40/120+30'", rules.USSR1953, "")
	r := f.v.rulings
	f.proposeAdjournment(engine.White)
	if r.current == nil || r.current.Decision.Envelope == nil {
		t.Fatalf("adjournment proposal = %+v", r.current)
	}
	unknown := f.v.t("rules.envelope.time-unknown")
	want := f.v.t("desk.ruling.envelope", "white", unknown, "black", unknown)
	if got := r.verdict.Text; !strings.Contains(got, want) || strings.Contains(got, "0:00") {
		t.Errorf("verdict = %q, want %q and no time used", got, want)
	}
	f.accept()
	f.wantResult(tournament.Adjourned)
	saved, ok, err := f.st.Clock(f.v.Session().rec.ID)
	if err != nil || !ok {
		t.Fatalf("no clock saved: %v", err)
	}
	if _, known := saved.Used(f.v.Session().Clock().Control(), [2]int{}); known {
		t.Errorf("the untouched clock's reading %+v is saved as times known", saved)
	}
	f.reopen()
	if used := f.v.Session().usedTimes(); used != ([2]*time.Duration{}) {
		t.Errorf("reopened, the desk takes the times used for known: %v", used)
	}
}

// The ruling accepted, the form comes back above the button and the hint
// that asks for the next incident. The window's own pass over changed
// sizes lays out one container a frame, there the decision's box, not the
// panel: the hint stood where the decision had been, over the incident's
// list.
func TestRulingAcceptedLaysTheFormOutAgain(t *testing.T) {
	f := newFixture(t, "90+30")
	f.v.showRulings()
	f.proposeIllegal(rules.IllegalOrdinary, engine.White)
	f.settle() // the window lays the proposal out, the form folded away
	f.accept()
	r := f.v.rulings
	d := fyne.CurrentApp().Driver()
	bottom := func(o fyne.CanvasObject) float32 { return d.AbsolutePositionForObject(o).Y + o.Size().Height }
	if top := d.AbsolutePositionForObject(r.proposeBtn).Y; top < bottom(r.form) {
		t.Errorf("the button starts at %v, over the form, which ends at %v", top, bottom(r.form))
	}
	if top := d.AbsolutePositionForObject(r.explain).Y; top < bottom(r.proposeBtn) {
		t.Errorf("the hint %q starts at %v, over the button, which ends at %v", r.explain.Text, top, bottom(r.proposeBtn))
	}
}

// TestBothFlags2014_6_11_b_DeskRulesAsTheCommandLineUnderOnePeriod: a
// FIDE 2014 rapid game of 15+10 and a blitz game of 3+2, the desk's clock
// running and showing no flag (it lags the board's); the arbiter states
// both flags fallen. A control of one period has no period but the last,
// so the desk proposes a draw (6.11.b), as "arbiter ruling both-flags"
// does for the event's control, not play going on (6.11.a).
func TestBothFlags2014_6_11_b_DeskRulesAsTheCommandLineUnderOnePeriod(t *testing.T) {
	for _, control := range []string{"15+10", "3+2"} {
		f := newFixtureUnder(t, control, rules.FIDE2014, "")
		test.Tap(f.v.clocks.start)
		f.playSAN("e4")
		p, err := f.v.Session().Propose(rules.BothFlags{}, engine.NoMove)
		if err != nil {
			t.Fatal(err)
		}
		if p.Decision.Result != "1/2-1/2" || !slices.Contains(p.Decision.Articles, "6.11.b") {
			t.Errorf("%s: both flags proposed %s under %v, want a draw under 6.11.b", control, p.Decision.Result, p.Decision.Articles)
		}
	}
}

// The result box shows the result the board holds. A game adjourned by
// its ruling (or a forfeit, none of the box's choices) kept the choice
// the box showed before, "no result", under the heading saying it was
// adjourned: it now shows the board's own result.
func TestResultBoxShowsAnAdjournedGamesResult(t *testing.T) {
	f := newFixture(t, "90+30")
	f.v.setResult(tournament.Draw)
	f.open(1, 2)
	f.propose("adjourn", engine.White)
	f.accept()
	box := f.v.sheet.result
	want := tournament.Adjourned.Text(f.v.t)
	if box.Selected != "" || box.PlaceHolder != want {
		t.Errorf("the adjourned game's result box shows %q (placeholder %q), want %q", box.Selected, box.PlaceHolder, want)
	}
	f.open(1, 1)
	if want := f.v.resultName(tournament.Draw); box.Selected != want {
		t.Errorf("board 1's result box shows %q, want %q", box.Selected, want)
	}
}

// The envelope printed at the desk three hours after the adjournment says
// when the game was adjourned, as its ruling's time in the rulings log;
// it wrote the time of printing, and `arbiter print envelope` left the
// line blank. Both now write the ruling's time.
func TestEnvelopeSaysWhenTheGameWasAdjourned(t *testing.T) {
	f := adjournedFixture(t)
	adjourned := f.clk.Now()
	f.clk.Advance(3 * time.Hour)
	out, _ := f.printed(f.v.printEnvelope)
	a, err := printing.AdjournmentFromGame(f.ev, f.v.Session().rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := adjourned.Local().Format("2006-01-02 15:04"); a.AdjournedAt != want {
		t.Errorf("the envelope from the file: adjourned %q, want %q", a.AdjournedAt, want)
	}
	a.WhiteUsed, a.BlackUsed, a.HasTimes = f.v.Session().Clock().Used(engine.White), f.v.Session().Clock().Used(engine.Black), true
	var want bytes.Buffer
	if err := printing.Envelope(&want, f.ev, a, printing.Options{}); err != nil {
		t.Fatal(err)
	}
	if got, exp := pdftext.Text(t, out), pdftext.Text(t, want.Bytes()); got != exp {
		t.Errorf("desk envelope:\n%s\nwant:\n%s", got, exp)
	}
}

// TestClaimOfAGameWithNoMoveRecordedIsTheArbitersToEstablish_9_5: a
// repetition claim in a blitz game the desk has no move of (no arbiter saw
// the moves) is ruled as the arbiter states it, as `arbiter ruling` rules
// it, with the same words that the record shows nothing of it. The desk
// checked its empty record, said "the position occurred only once" and
// gave the opponent a minute, with no way to state the claim correct.
func TestClaimOfAGameWithNoMoveRecordedIsTheArbitersToEstablish_9_5(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	f := newFixtureUnder(t, "3+2", rules.FIDE2023, "")
	r := f.chooseKind(string(rules.KindClaimThreefold))
	if !r.said.claimCorrect.Visible() {
		t.Fatal("no move recorded: the desk does not ask whether the claim is correct")
	}
	note := i18n.For(i18n.English).T("rules.note.claim-unrecorded")
	for _, correct := range []bool{true, false} {
		r.said.claimCorrect.SetChecked(correct)
		f.propose(string(rules.KindClaimThreefold), engine.White)
		desk := f.proposal()
		args := []string{"claim-threefold", "--control", "3+2", "--player", "white"}
		if correct {
			args = append(args, "--correct")
		}
		line := commandLineRuling(t, args...)
		if desk.Decision.Result != line.Result || !slices.Equal(desk.Decision.Articles, line.Articles) || !slices.Equal(noteKeys(desk.Decision), noteKeys(line)) {
			t.Errorf("stated correct %v: the desk rules %s %v %v; arbiter ruling %s %v %v", correct,
				desk.Decision.Result, desk.Decision.Articles, noteKeys(desk.Decision), line.Result, line.Articles, noteKeys(line))
		}
		if !strings.Contains(r.explain.Text, note) || desk.Claim != nil {
			t.Errorf("stated correct %v: the desk says %q, its check %+v; want %q and no check", correct, r.explain.Text, desk.Claim, note)
		}
		r.changeIncident()
	}
	// Once a move is recorded, the record decides: the statement goes
	// with the move, ticked or not.
	r.kind.SetSelectedIndex(indexOfKind(string(rules.KindClaimThreefold)))
	r.said.claimCorrect.SetChecked(true)
	f.playSAN("Nf3")
	if r.said.claimCorrect.Visible() {
		t.Error("a move recorded: the desk still asks whether the claim is correct")
	}
	r.changeIncident()
	f.propose(string(rules.KindClaimThreefold), engine.Black)
	if p := f.proposal(); p.Claim == nil || p.Decision.Result != engine.Ongoing {
		t.Errorf("a move recorded: the claim is ruled %s, checked %+v; want it checked on the record and found incorrect", p.Decision.Result, p.Claim)
	}
}

// noteKeys are the catalogue keys of a decision's notes.
func noteKeys(d rules.Decision) []string {
	var keys []string
	for _, n := range d.Notes {
		keys = append(keys, n.Key)
	}
	return keys
}

// The touch-move form, chosen and no piece tapped yet, stands above the
// Propose button and the hint that asks for a ruling below it, at the
// desk's size in every complete language, as the choice itself lays
// them out: the choice laid out the form alone, grown by its touched
// pieces' row, and left the button where the shorter form had ended, so
// that the statements' row and the button were drawn one over the other
// until a piece was tapped.
func TestTouchMoveFormStandsClearOfTheProposeButton(t *testing.T) {
	f := newFixture(t, "40/150*")
	for _, lang := range i18n.Complete {
		f.buildAtSize(lang)
		f.v.showRulings()
		r := f.chooseKind(string(rules.KindTouchMove))
		d := fyne.CurrentApp().Driver()
		box := func(o fyne.CanvasObject) (top, bottom float32) {
			y := d.AbsolutePositionForObject(o).Y
			return y, y + o.Size().Height
		}
		btnTop, btnBottom := box(r.proposeBtn)
		for _, o := range []struct {
			what string
			obj  fyne.CanvasObject
		}{{"touched pieces' row", r.touchRow}, {"statements' row", r.said.content}, {"hint", r.explain}} {
			if top, bottom := box(o.obj); top < btnBottom && btnTop < bottom {
				t.Errorf("%s: the %s at %v–%v over the button at %v–%v", lang, o.what, top, bottom, btnTop, btnBottom)
			}
		}
	}
}
