package ui

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/i18n"
	"arbiter/internal/pdftext"
	"arbiter/internal/testevent"
	"arbiter/internal/testtext"
	"arbiter/printing"
	"arbiter/tournament"
	"arbiter/tournament/standings"
)

// TestPrintingStandingsAfterRound: standings and crosstable are offered
// as the event is, and after each round paired; the round the arbiter
// picks is the one printed.
func TestPrintingStandingsAfterRound(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris", "Carl", "Dana"))
	for n := 1; n <= 3; n++ {
		if round := pairRoundRobin(t, s, n); n < 3 { // round 3 is paired but not played
			resultEvery(t, s, round, tournament.WhiteWins)
		}
	}
	s.reload()
	s.show(areaPrinting)
	var opened []string
	s.openFile = func(path string) error {
		opened = append(opened, path)
		return nil
	}
	v := s.areaView(areaPrinting).(*printingView)
	v.docs.SetSelected(s.t("ui.printing.doc.standings"))
	if v.after.Disabled() || v.after.SelectedIndex() != 0 {
		t.Fatalf("after-round choice: disabled %v, index %d; want the event as it is", v.after.Disabled(), v.after.SelectedIndex())
	}
	printed := func(want string) string {
		t.Helper()
		v.save()
		path := saveProposed(t, s, want)
		if len(opened) == 0 || opened[len(opened)-1] != path {
			t.Errorf("saved %s, shown in the viewer: %v", path, opened)
		}
		text := pdftext.File(t, path)
		os.Remove(path)
		return text
	}
	// Anna wins both rounds with White: her points and games are those of
	// the round printed after.
	anna := regexp.MustCompile(`Anna\s+2000\s+(\S+)\s+(\S+)`)
	scored := func(text, pts, games string) {
		t.Helper()
		m := anna.FindStringSubmatch(text)
		if m == nil || m[1] != pts || m[2] != games {
			t.Errorf("Anna's row %q, want %s points from %s games:\n%s", m, pts, games, text)
		}
	}
	text := printed("standings-after-2-round-3-in-play.pdf")
	if !strings.Contains(text, s.t("print.standings.in-play", "n", 2, "play", 3)) {
		t.Errorf("standings as the event is do not say round 3 is in play:\n%s", text)
	}
	scored(text, "2", "2")
	v.after.SetSelectedIndex(2)
	text = printed("standings-after-2.pdf")
	if !strings.Contains(text, s.t("print.standings.after", "n", 2)) {
		t.Errorf("standings after the default round do not say round 2:\n%s", text)
	}
	scored(text, "2", "2")
	v.after.SetSelectedIndex(1)
	text = printed("standings-after-1.pdf")
	if !strings.Contains(text, s.t("print.standings.after", "n", 1)) {
		t.Errorf("standings after round 1 do not say so:\n%s", text)
	}
	scored(text, "1", "1")
	v.docs.SetSelected(s.t("ui.printing.doc.crosstable"))
	if text := printed("crosstable-after-1.pdf"); !strings.Contains(text, s.t("print.crosstable.after", "n", 1)) {
		t.Errorf("crosstable after round 1 does not say so:\n%s", text)
	}
	// Pairings are per round: the after-round choice is not theirs.
	v.docs.SetSelected(s.t("ui.printing.doc.pairings"))
	if !v.after.Disabled() || v.round.Disabled() {
		t.Errorf("pairings: after-round enabled %v, round enabled %v", !v.after.Disabled(), !v.round.Disabled())
	}
	// No viewer to start: the PDF is saved all the same, and the status
	// says so.
	s.openFile = func(string) error { return errors.New("no viewer") }
	v.save()
	test.Tap(defaultButton(t, s))
	path := filepath.Join(s.doc.dir(), "pairings-3.pdf")
	if _, err := os.Stat(path); err != nil {
		t.Errorf("pairings not saved without a viewer: %v", err)
	}
	if want := s.t("ui.printing.not-opened", "file", path, "error", "no viewer"); s.status.Text != want {
		t.Errorf("status %q, want %q", s.status.Text, want)
	}
}

// fiveWithRoundOne is a shell on a five-player round robin with round 1
// paired, one player free.
func fiveWithRoundOne(t *testing.T) (*Shell, tournament.Round) {
	s := openShell(t, newEventFile(t, "Anna", "Boris", "Carl", "Dana", "Emil"))
	round := pairRoundRobin(t, s, 1)
	s.reload()
	return s, round
}

// fiveWithRoundOneWon is fiveWithRoundOne with every game of round 1 won
// by White.
func fiveWithRoundOneWon(t *testing.T) *Shell {
	t.Helper()
	s, round := fiveWithRoundOne(t)
	resultEvery(t, s, round, tournament.WhiteWins)
	return s
}

// resultEvery enters r for every game of round as the window does.
func resultEvery(t *testing.T, s *Shell, round tournament.Round, r tournament.Result) {
	t.Helper()
	for _, p := range round.Pairings {
		if !p.IsBye() && !s.act(func() error { return s.doc.setResult(round.Number, p.Board, r) }) {
			t.Fatalf("result of round %d board %d not saved", round.Number, p.Board)
		}
	}
}

// pairRoundRobin pairs round n of the round robin s has open and saves
// it as the window does, and returns the round.
func pairRoundRobin(t *testing.T, s *Shell, n int) tournament.Round {
	t.Helper()
	round, err := s.doc.event.PairRoundRobin(n)
	if err != nil {
		t.Fatal(err)
	}
	if !s.act(func() error { return s.doc.st.SaveRound(round) }) {
		t.Fatalf("round %d not saved", n)
	}
	return round
}

// lastGameBoard is the number of round's last board with a game.
func lastGameBoard(round tournament.Round) string {
	board := ""
	for _, p := range round.Pairings {
		if !p.IsBye() {
			board = strconv.Itoa(p.Board)
		}
	}
	return board
}

// TestPrintingBlankEnvelope: the printing view prints the blank sealed-move
// envelope of a board of a round, for a game played on paper; the board
// list offers the round's boards with a game and is only for it.
func TestPrintingBlankEnvelope(t *testing.T) {
	s, round := fiveWithRoundOne(t)
	v := shownView[*printingView](s, areaPrinting)
	if !v.board.Disabled() {
		t.Error("the board list is enabled for the round pack")
	}
	v.docs.SetSelected(s.t("ui.printing.doc.blank-envelope"))
	var games []string
	for _, p := range round.Pairings {
		if !p.IsBye() {
			games = append(games, strconv.Itoa(p.Board))
		}
	}
	if v.board.Disabled() || strings.Join(v.board.Options, " ") != strings.Join(games, " ") {
		t.Fatalf("board list: disabled %v, %v; want the boards with a game %v", v.board.Disabled(), v.board.Options, games)
	}
	v.board.SetSelected(games[1])
	v.save()
	text := pdftext.File(t, saveProposed(t, s, "envelope-1-"+games[1]+".pdf"))
	testtext.SaysEach(t, "the envelope", text, s.t("print.envelope.title"), s.t("print.envelope.board", "n", games[1]))
}

// TestPrintingPackParts: the round pack prints the parts checked and only
// they; the checks are for the round pack alone.
func TestPrintingPackParts(t *testing.T) {
	s, _ := fiveWithRoundOne(t)
	v := shownView[*printingView](s, areaPrinting)
	v.docs.SetSelected(s.t("ui.printing.doc.round-pack"))
	for i, part := range printing.PackParts() {
		if v.parts.checks[i].Disabled() {
			t.Fatalf("the check of %s is disabled for the round pack", part)
		}
		v.parts.checks[i].SetChecked(part == "slips")
	}
	v.save()
	test.Tap(defaultButton(t, s))
	path := filepath.Join(s.doc.dir(), printing.FileName(s.lang, packFile, 1, 0, false))
	text := pdftext.File(t, path)
	if !strings.Contains(text, s.t("print.slips.forfeits")) || strings.Contains(text, s.t("print.pairings.title")) ||
		strings.Contains(text, s.t("print.scoresheet.title")) {
		t.Errorf("the pack is not the slips alone:\n%.300s", text)
	}
	v.docs.SetSelected(s.t("ui.printing.doc.players"))
	if !v.parts.checks[0].Disabled() {
		t.Error("the pack's checks are enabled for the player list")
	}
}

// The check-in list is printed for the door before the round is paired:
// the round pack's round list offers the next round, not yet paired, in
// every language (it offered the paired rounds only), and the pack of the
// check-in list alone prints for it; other documents offer paired rounds.
func TestPrintingCheckInListOfTheNextRound(t *testing.T) {
	s, _ := fiveWithRoundOne(t)
	inEachLanguage(s, func(l i18n.Lang) {
		v := shownView[*printingView](s, areaPrinting)
		v.docs.SetSelected(s.t("ui.printing.doc.round-pack"))
		next := s.t("ui.printing.round.next", "n", 2)
		if want := []string{s.t("ui.rounds.round", "n", 1), next}; !slices.Equal(v.round.Options, want) {
			t.Fatalf("%s: the pack's rounds %q, want %q", l, v.round.Options, want)
		}
		if v.round.Selected != s.t("ui.rounds.round", "n", 1) {
			t.Errorf("%s: the pack's round chosen is %q, want the latest paired", l, v.round.Selected)
		}
		v.round.SetSelected(next)
		for i, part := range printing.PackParts() {
			v.parts.checks[i].SetChecked(part == "checkin")
		}
		v.save()
		test.Tap(defaultButton(t, s))
		path := filepath.Join(s.doc.dir(), printing.FileName(s.lang, packFile, 2, 0, false))
		sheet := i18n.For(i18n.Lang(v.lang.value())) // the event's print language
		if text := pdftext.File(t, path); !strings.Contains(text, sheet.T("print.checkin.title")) ||
			!strings.Contains(text, sheet.T("print.round", "n", 2)) {
			t.Errorf("%s: the check-in list of round 2 is not printed:\n%.300s", l, text)
		}
		v.docs.SetSelected(s.t("ui.printing.doc.pairings"))
		if len(v.round.Options) != 1 {
			t.Errorf("%s: the pairing list offers %q", l, v.round.Options)
		}
	})
}

// After the last round is paired there is no round to check in for
// (checkin.Round): the round pack offers no round after the last, and the
// pack of the check-in list and the pairing list of the last round prints
// the pairings alone, the status saying in every language why the list is
// left out (it printed the last round's, played already).
func TestPrintingPackAfterTheLastRoundLeavesTheCheckInListOutSayingWhy(t *testing.T) {
	ev := testevent.Swiss(t, 8, 3, false)
	ev.Settings.Rounds = 3
	s := openShell(t, testevent.EventFile(t, ev))
	inEachLanguage(s, func(l i18n.Lang) {
		v := shownView[*printingView](s, areaPrinting)
		v.docs.SetSelected(s.t("ui.printing.doc.round-pack"))
		if len(v.round.Options) != 3 || v.round.Selected != s.t("ui.rounds.round", "n", 3) {
			t.Fatalf("%s: the pack's rounds %q, %q chosen; want the 3 paired, the last chosen", l, v.round.Options, v.round.Selected)
		}
		for i, part := range printing.PackParts() {
			v.parts.checks[i].SetChecked(part == "checkin" || part == "pairings")
		}
		v.save()
		test.Tap(defaultButton(t, s))
		why := s.t("print.checkin.left-out", "why", s.t("checkin.err.over", "rounds", 3))
		if !strings.Contains(v.status.Text, why) {
			t.Errorf("%s: the status %q does not say %q", l, v.status.Text, why)
		}
		path := filepath.Join(s.doc.dir(), printing.FileName(s.lang, packFile, 3, 0, false))
		sheet := i18n.For(i18n.Lang(v.lang.value()))
		if text := pdftext.File(t, path); strings.Contains(text, sheet.T("print.checkin.title")) ||
			!strings.Contains(text, sheet.T("print.pairings.title")) {
			t.Errorf("%s: the pack after the last round:\n%.300s", l, text)
		}
	})
	// The print dialog's pack of round 3 says it beside its page count.
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	s.show(areaRounds)
	d := pressedPrint(t, s)
	d.what.SetSelected(d.what.Options[1])
	for _, part := range printing.PackParts() {
		d.parts[s.t("ui.printing.part."+part)].SetChecked(part == "checkin" || part == "pairings")
	}
	if why := s.t("print.checkin.left-out", "why", s.t("checkin.err.over", "rounds", 3)); !overlayLabels(s, why) {
		t.Errorf("the print dialog's pack of round 3 does not say %q", why)
	}
}

// A team event's round pack of round 1, its parts as they come (the
// standings ticked), printed no standings and said only that it was
// saved: before round 1 every score is zero. The status now says, in
// every language, that the standings are left out and why.
func TestPrintingTeamPackOfRoundOneSaysTheStandingsAreLeftOut(t *testing.T) {
	s := openShell(t, testevent.TeamRoundUnderWayFile(t))
	inEachLanguage(s, func(l i18n.Lang) {
		v := shownView[*printingView](s, areaPrinting)
		v.docs.SetSelected(s.t("teams.ui.print.round-pack"))
		v.round.SetSelected(s.t("ui.rounds.round", "n", 1))
		if !slices.Contains(v.parts.chosen(), "standings") {
			t.Fatalf("%s: the pack's parts chosen are %q", l, v.parts.chosen())
		}
		v.save()
		test.Tap(defaultButton(t, s))
		why := s.t("print.standings.left-out", "why", s.t("print.error.standings-round", "round", 1))
		if !strings.Contains(v.status.Text, why) {
			t.Errorf("%s: the status %q does not say %q", l, v.status.Text, why)
		}
	})
}

// A league's arbiter prints the team standings and crosstable as they
// stood after a round, as arbiter print standings --round does: the
// printing view's "after round" was disabled for a team event, so the
// window printed them only as the event is now.
func TestPrintingTeamStandingsAfterARound(t *testing.T) {
	s := openShell(t, testevent.TeamRoundUnderWayFile(t))
	v := shownView[*printingView](s, areaPrinting)
	for _, c := range []struct{ doc, title, file string }{
		{"ui.printing.doc.standings", "print.standings.after", "standings-after-2.pdf"},
		{"ui.printing.doc.crosstable", "print.crosstable.after", "crosstable-after-2.pdf"},
	} {
		v.docs.SetSelected(s.t(c.doc))
		if v.after.Disabled() {
			t.Fatalf("%s: the after-round choice is disabled", c.doc)
		}
		v.after.SetSelectedIndex(2)
		v.save()
		if text := pdftext.File(t, saveProposed(t, s, c.file)); !strings.Contains(text, s.t(c.title, "n", 2)) {
			t.Errorf("%s after round 2 does not say so:\n%.400s", c.doc, text)
		}
	}
}

// TestPrintingRoundFollowsAPairingMadeBeforeALanguageSwitch: the printing
// view seen with round 1 the latest, round 2 paired in the rounds view and
// the language switched, offers round 2, the latest paired; it kept round
// 1, read from the view not yet brought up to date with the pairing, so
// that Print printed the round before.
func TestPrintingRoundFollowsAPairingMadeBeforeALanguageSwitch(t *testing.T) {
	s := swissOfFourRoundOnePlayed(t)
	if v := shownView[*printingView](s, areaPrinting); v.round.SelectedIndex() != 0 {
		t.Fatalf("round 1 alone paired: the printing view's round is %q", v.round.Selected)
	}
	s.show(areaRounds)
	pairedNow(t, s)
	s.SetLanguage(i18n.Finnish)
	defer s.SetLanguage(i18n.English)
	v := shownView[*printingView](s, areaPrinting)
	if want := s.t("ui.rounds.round", "n", 2); v.round.Selected != want {
		t.Errorf("round 2 paired, then the language switched: the printing view's round is %q, want %q", v.round.Selected, want)
	}
}

// The Printing view's standings and crosstable print, unless another
// round is chosen, the event as it is, as the command line's print of
// them does: with round 3 of a round robin under way and one of its games
// entered, they printed "Standings after round 2" without that game,
// where `arbiter print standings` counts it under "Standings after round
// 2, round 3: 1 of 2 games entered".
func TestPrintingViewPrintsTheEventAsItIsByDefault(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris", "Carl", "Dana"))
	for n := 1; n <= 3; n++ {
		round := pairRoundRobin(t, s, n)
		if n < 3 {
			resultEvery(t, s, round, tournament.WhiteWins)
			continue
		}
		if !s.act(func() error { return s.doc.setResult(3, 1, tournament.WhiteWins) }) {
			t.Fatal("round 3's first result not saved")
		}
	}
	s.reload()
	s.show(areaPrinting)
	s.openFile = func(string) error { return nil }
	v := s.areaView(areaPrinting).(*printingView)
	for _, doc := range []struct {
		key  string
		file string
		make func(io.Writer, *tournament.Event, printing.Options) error
	}{
		{"ui.printing.doc.standings", "standings", printing.Standings},
		{"ui.printing.doc.crosstable", "crosstable", printing.Crosstable},
	} {
		v.docs.SetSelected(s.t(doc.key))
		v.save()
		name := printing.FileNameAsNow(s.lang, doc.file, standings.ProgressOf(&s.doc.event))
		path := saveProposed(t, s, name)
		var want bytes.Buffer
		opt := s.eventPrintOptions()
		opt.State = s.doc.state // the change of the history the sheet shows
		if err := doc.make(&want, &s.doc.event, opt); err != nil {
			t.Fatal(err)
		}
		got, cli := pdftext.File(t, path), pdftext.Text(t, want.Bytes())
		if got != cli {
			t.Errorf("%s: the view printed\n%s\nthe event as it is prints\n%s", doc.file, got, cli)
		}
		if heading := "Round 3: 1 of 2 games entered"; !strings.Contains(got, heading) {
			t.Errorf("%s does not say %q:\n%s", doc.file, heading, got)
		}
	}
}

// TestTheChiefArbitersReportHasOneName: the printing view's menu, the
// sheet's own title and its proposed file name call the report by one
// name, the chief arbiter's report (the chief arbiter writes and signs
// it), in every language the sheet is printed in.
func TestTheChiefArbitersReportHasOneName(t *testing.T) {
	s, _ := fiveWithRoundOne(t)
	inEachLanguage(s, func(l i18n.Lang) {
		v := shownView[*printingView](s, areaPrinting)
		v.docs.SetSelected(s.t("ui.printing.doc.arbiter-report"))
		v.lang.set(string(l))
		v.save()
		name := v.docs.Selected
		file := strings.ToLower(strings.ReplaceAll(strings.ReplaceAll(name, "'s", ""), " ", "-")) + ".pdf"
		text := pdftext.File(t, saveProposed(t, s, file))
		if title, _, _ := strings.Cut(strings.TrimSpace(text), "\n"); !strings.Contains(title, name) {
			t.Errorf("%s: the menu's %q prints a sheet titled %q", l, name, title)
		}
	})
}
