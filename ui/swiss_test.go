package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/i18n"
	"arbiter/internal/testdir"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/pairing"
	"arbiter/tournament/replay"
	"arbiter/ui/dropdown"
	"arbiter/ui/look"
	"arbiter/ui/radio"
)

// newSwissFile creates a Swiss of n players without seats, in the given
// number of rounds.
func newSwissFile(t testing.TB, n, rounds int) string {
	t.Helper()
	return newSystemFile(t, tournament.SwissDutch, n, rounds)
}

// newSystemFile is newSwissFile in the Swiss system sys.
// It is made once a run for each sys, n and rounds (testdir.Made).
func newSystemFile(t testing.TB, sys tournament.System, n, rounds int) string {
	t.Helper()
	key := fmt.Sprintf("Swiss %v %d %d", sys, n, rounds)
	return testdir.Made(t, t.TempDir(), "swiss.arbiter", key, func(path string) {
		settings := tournament.DefaultSettings()
		settings.Name, settings.System, settings.Rounds = "Swiss Open", sys, rounds
		var players []tournament.Player
		for i := 0; i < n; i++ {
			players = append(players, tournament.Player{Name: fmt.Sprintf("Player %d", i+1), Rating: 2200 - 10*i})
		}
		createEvent(t, path, settings, players...)
	})
}

// overlayTexts are the texts of the labels in the topmost dialog, in
// the order overlayParts finds them.
func overlayTexts(s *Shell) []string {
	var texts []string
	for _, l := range overlayParts[*widget.Label](s) {
		texts = append(texts, l.Text)
	}
	return texts
}

// topMessage is the text of the dialog on top of the window.
func topMessage(s *Shell) string {
	parts := overlayTexts(s)
	for _, n := range overlayParts[*fieldNote](s) {
		if n.problem != "" {
			parts = append(parts, n.problem)
		}
	}
	return strings.Join(parts, "\n")
}

// TestSwissRoundActions requests a bye, pairs, swaps colours, checks the
// round (rejected, then accepted after swapping back) and un-pairs, all
// through the rounds view's buttons.
func TestSwissRoundActions(t *testing.T) {
	s := openShell(t, newSwissFile(t, 7, 5))
	v := shownView[*roundsView](s, areaRounds)
	if v.swiss.bar.Hidden {
		t.Fatal("Swiss actions hidden for a Swiss event")
	}
	// Player 3 asks for a half-point bye in round 1.
	test.Tap(v.swiss.bye)
	for _, sel := range overlayParts[*picker](s) {
		sel.SetSelected("3 Player 3") // pairing number and name
	}
	test.Tap(defaultButton(t, s))
	if ev := s.doc.event; len(ev.Rounds) != 0 || len(ev.Requests) != 1 || ev.Requests[0].Kind != tournament.ByeHalfPoint {
		t.Fatalf("after the bye request: rounds %+v, requests %+v", ev.Rounds, ev.Requests)
	}
	if v.pairBtn.Text != "Pair round 1" {
		t.Errorf("pair button says %q with only byes in round 1", v.pairBtn.Text)
	}
	test.Tap(v.pairBtn)
	rd := s.doc.event.Rounds[0]
	if len(rd.Pairings) != 4 || rd.Pairings[3].Bye != tournament.ByeHalfPoint || v.grid.cell(3, 5) != "half-point bye" {
		t.Fatalf("round 1: %+v", rd.Pairings)
	}
	if w, b := v.grid.cell(0, 1), v.grid.cell(0, 4); w != "1" || b != "5" {
		t.Errorf("board 1 shows pairing numbers %q and %q, want 1 and 5", w, b)
	}
	// Swap board 1, and the check names the colour rule.
	v.selectRow(0)
	if v.swiss.swap.Disabled() {
		t.Fatal("swap disabled on a board without result")
	}
	test.Tap(v.swiss.swap)
	if got := s.doc.event.Rounds[0].Pairings[0]; got.White != rd.Pairings[0].Black {
		t.Fatalf("colours not swapped: %+v", got)
	}
	test.Tap(v.swiss.check)
	if msg := topMessage(s); !strings.Contains(msg, "colour allocation") {
		t.Errorf("check after the swap: %q", msg)
	}
	test.Tap(defaultButton(t, s))
	v.selectRow(0)
	test.Tap(v.swiss.swap)
	test.Tap(v.swiss.check)
	if msg := topMessage(s); !strings.Contains(msg, "prescribe") {
		t.Errorf("check of the engine's pairing: %q", msg)
	}
	test.Tap(defaultButton(t, s))
	// Un-pairing keeps the requested bye for the next pairing.
	test.Tap(v.swiss.unpair)
	test.Tap(defaultButton(t, s))
	if ev := s.doc.event; len(ev.Rounds) != 0 || len(ev.Requests) != 1 || ev.Requests[0].Kind != tournament.ByeHalfPoint {
		t.Errorf("after un-pairing: rounds %+v, requests %+v", ev.Rounds, ev.Requests)
	}
	backups, _ := s.doc.st.Backups()
	if len(backups) != 2 {
		t.Errorf("%d backups, want one before pairing and one before un-pairing", len(backups))
	}
}

// TestSwissRoundsViewFits: the row of Swiss actions keeps the rounds view
// within the default window in every language.
func TestSwissRoundsViewFits(t *testing.T) {
	s := openShell(t, newSwissFile(t, 8, 5))
	test.Tap(s.areaView(areaRounds).(*roundsView).pairBtn)
	for _, l := range i18n.All {
		s.SetLanguage(l)
		s.show(areaRounds)
		if got := s.win.Content().MinSize(); got.Width > defaultWindowSize.Width || got.Height > defaultWindowSize.Height {
			t.Errorf("%s: the rounds view needs %v, more than the default window %v", l, got, defaultWindowSize)
		}
	}
}

// The crosstable of a Swiss is the round-by-round table: opponent's
// number, colour and result per round, not a grid of every pair.
func TestSwissCrosstableView(t *testing.T) {
	s := openShell(t, newSwissFile(t, 6, 5))
	test.Tap(s.areaView(areaRounds).(*roundsView).pairBtn)
	if len(s.doc.event.Rounds) != 1 {
		t.Fatal("round 1 was not paired")
	}
	v := shownView[*crosstableView](s, areaCrosstable)
	if got := len(v.grid.cols); got != 3+1+1+len(s.doc.event.Settings.TieBreaks) {
		t.Errorf("%d columns for one round: a grid of every pair?", got)
	}
	// Numbers 1-6 follow the ratings; round 1 pairs 1-4, 5-2, 3-6 or so:
	// every cell names an opponent and a colour.
	for i, row := range v.grid.rows {
		if row[1] == "" || !strings.ContainsAny(row[3], "wb") || strings.Trim(row[3], "wb") == "" {
			t.Errorf("row %d: %q", i, row)
		}
	}
}

// swissRoundsView opens a Swiss of 24 players, none paired, at the
// Rounds view; the work it does off the window's goroutine goes to queue.
func swissRoundsView(t *testing.T, queue func(func())) (*Shell, *roundsView) {
	s := openShell(t, newSwissFile(t, 24, 5))
	s.background = queue
	return s, shownView[*roundsView](s, areaRounds)
}

// Checking a round runs off the window's goroutine: the status says it
// is under way and the button waits until the verdict opens, so that a
// large open's check (a whole pairing again) never holds the window.
func TestCheckRoundRunsInTheBackground(t *testing.T) {
	var queued []func()
	s, v := swissRoundsView(t, func(f func()) { queued = append(queued, f) })
	test.Tap(v.pairBtn)
	queued[0]() // the pairing
	queued = nil
	test.Tap(v.swiss.check)
	if len(queued) != 1 || !v.swiss.check.Disabled() || !strings.Contains(s.status.Text, "Checking round 1") {
		t.Fatalf("while checking: %d queued, button disabled %v, status %q", len(queued), v.swiss.check.Disabled(), s.status.Text)
	}
	if msg := topMessage(s); msg != "" {
		t.Fatalf("a verdict before the check ran: %q", msg)
	}
	queued[0]()
	if msg := topMessage(s); !strings.Contains(msg, "prescribe") || v.swiss.check.Disabled() {
		t.Errorf("after the check: %q, button disabled %v", msg, v.swiss.check.Disabled())
	}
}

// Pairing runs off the window's goroutine: the status says it is under
// way and the button waits until the round is saved. A result typed while
// the pairing runs replaces the event it was made from, so the round is
// made again from the file as it is, never saved from the old one.
func TestPairingRunsInTheBackground(t *testing.T) {
	var queued []func()
	s, v := swissRoundsView(t, func(f func()) { queued = append(queued, f) })
	test.Tap(v.pairBtn)
	if len(queued) != 1 || !v.pairBtn.Disabled() || !strings.Contains(s.status.Text, "Pairing round 1") || len(s.doc.event.Rounds) != 0 {
		t.Fatalf("before the pairing: %d queued, button disabled %v, status %q, %d rounds", len(queued), v.pairBtn.Disabled(), s.status.Text, len(s.doc.event.Rounds))
	}
	queued[0]()
	if len(s.doc.event.Rounds) != 1 || v.pairBtn.Disabled() || !strings.Contains(s.status.Text, "12 boards") {
		t.Fatalf("after: %d rounds, button disabled %v, status %q", len(s.doc.event.Rounds), v.pairBtn.Disabled(), s.status.Text)
	}

	roundOneInFile(t, s, 12, tournament.WhiteWins)
	test.Tap(v.pairBtn)
	if len(queued) != 2 {
		t.Fatalf("%d pairings queued", len(queued))
	}
	// Board 1 is changed to a draw while round 2 is being paired.
	if !s.act(func() error { return s.doc.setResult(1, 1, tournament.Draw) }) {
		t.Fatal("the result was refused")
	}
	queued[1]()
	if len(s.doc.event.Rounds) != 1 || len(queued) != 3 || !v.pairBtn.Disabled() {
		t.Fatalf("a round made from the replaced event: %d rounds, %d queued, button disabled %v", len(s.doc.event.Rounds), len(queued), v.pairBtn.Disabled())
	}
	// The round saved must be the one the file as it is gives.
	opts, err := s.doc.st.SwissOptions()
	if err != nil {
		t.Fatal(err)
	}
	ev := s.doc.event
	want, err := pairing.PairSwiss(&ev, 2, opts)
	if err != nil {
		t.Fatal(err)
	}
	queued[2]()
	if len(s.doc.event.Rounds) != 2 || v.pairBtn.Disabled() {
		t.Fatalf("after pairing again: %d rounds, button disabled %v", len(s.doc.event.Rounds), v.pairBtn.Disabled())
	}
	board := func(p tournament.Pairing) [4]int64 { return [4]int64{int64(p.Board), p.White, p.Black, int64(p.Bye)} }
	got := s.doc.event.Rounds[1]
	same := len(got.Pairings) == len(want.Pairings)
	for i := 0; same && i < len(got.Pairings); i++ {
		same = board(got.Pairings[i]) == board(want.Pairings[i])
	}
	if !same {
		t.Errorf("round 2 saved\n%v\nthe file as it is gives\n%v", got.Pairings, want.Pairings)
	}
}

// An imported report's own acceleration is shown in the Swiss options and
// kept when they are saved.
func TestSwissOptionsShowAndKeepAnImportedAcceleration(t *testing.T) {
	s := openShell(t, newSwissFile(t, 6, 5))
	v := shownView[*roundsView](s, areaRounds)
	id := s.doc.event.Players[0].ID
	opts := tournament.SwissOptions{Accelerations: []tournament.Acceleration{{Player: id, Points: []float64{1, 1}}}}
	if err := s.doc.st.SetSwissOptions(opts); err != nil {
		t.Fatal(err)
	}
	v.swiss.editOptions()
	if msg := topMessage(s); !strings.Contains(msg, "Fictitious points the imported report gives 1 player, round by round") {
		t.Errorf("the options say:\n%s", msg)
	}
	test.Tap(defaultButton(t, s))
	got, err := s.doc.st.SwissOptions()
	if err != nil || len(got.Accelerations) != 1 || got.Accelerations[0].Player != id {
		t.Errorf("after saving: %+v %v", got, err)
	}
}

// TestRequestedByeWithoutPlayerKeepsTheBox: a request without its player
// is refused inside the box, which stays open with the round and kind
// chosen; with a player chosen it is recorded.
func TestRequestedByeWithoutPlayerKeepsTheBox(t *testing.T) {
	s := openShell(t, newSwissFile(t, 8, 5))
	v := shownView[*roundsView](s, areaRounds)
	v.swiss.requestBye()
	// The kinds are named as the pairing lists name them: the box said
	// "requested bye (½ point)" of what the round's row calls a
	// "half-point bye".
	want := []string{byeText(s, tournament.ByeHalfPoint), byeText(s, tournament.ByeZeroPoint)}
	if kinds := overlayParts[*radio.Group](s); len(kinds) != 1 || !slices.Equal(kinds[0].Options, want) {
		t.Errorf("the box has %d choices of kind; want one, %q", len(kinds), want)
		for _, k := range kinds {
			t.Errorf("its kinds: %q", k.Options)
		}
	}
	test.Tap(defaultButton(t, s))
	if len(openModals[s.win.Canvas()]) == 0 {
		t.Fatal("the box closed on a request without a player")
	}
	if len(fieldProblems(s.win.Canvas().Overlays().Top())) != 1 {
		t.Error("the box does not say that a player is needed")
	}
	for _, p := range overlayParts[*picker](s) {
		if len(p.Options) == 8 {
			p.SetSelectedIndex(2)
		}
	}
	test.Tap(defaultButton(t, s))
	if n := len(s.doc.event.Requests); n != 1 {
		t.Errorf("%d requests recorded, want 1", n)
	}
}

// TestSwissCrosstableSaysARoundIsNotComplete: while a round has a game to
// finish, its column shows no results and the points leave it out; the
// view says so, and no longer once every game has its result.
func TestSwissCrosstableSaysARoundIsNotComplete(t *testing.T) {
	s := openShell(t, newSwissFile(t, 8, 5))
	if err := s.doc.pair(false); err != nil {
		t.Fatal(err)
	}
	if err := s.doc.setResult(1, 1, tournament.WhiteWins); err != nil {
		t.Fatal(err)
	}
	s.reload()
	v := shownView[*crosstableView](s, areaCrosstable)
	pending := s.t("crosstable.pending", "round", 1)
	if !strings.Contains(v.note.Text, pending) {
		t.Errorf("round 1 under way, the notes say %q", v.note.Text)
	}
	for b := 2; b <= 4; b++ {
		if err := s.doc.setResult(1, b, tournament.Draw); err != nil {
			t.Fatal(err)
		}
	}
	s.reload()
	s.show(areaCrosstable)
	if strings.Contains(v.note.Text, pending) {
		t.Errorf("round 1 complete, the notes still say %q", v.note.Text)
	}
}

// Un-pairing a round with a result and a ruling asks first, in the
// window's own words: the results go with the round when confirmed (no
// command-line --force in sight), and the rulings of its boards stay in
// the log, off the boards. Confirmed, it is so.
func TestUnpairConfirmationSaysResultsAndRulings(t *testing.T) {
	s := openShell(t, newSwissFile(t, 6, 5))
	v := s.areaView(areaRounds).(*roundsView)
	test.Tap(v.pairBtn)
	if err := s.doc.st.SetResult(1, 1, tournament.WhiteWins); err != nil {
		t.Fatal(err)
	}
	if _, err := s.doc.st.AddRuling(replay.Ruling{Round: 1, Board: 2, Incident: "illegal-move", Side: "white", Tally: replay.TallyIllegalMove}); err != nil {
		t.Fatal(err)
	}
	s.reload()
	for _, l := range i18n.Complete {
		s.SetLanguage(l)
		v = shownView[*roundsView](s, areaRounds)
		test.Tap(v.swiss.unpair)
		text := topMessage(s)
		testtext.SaysEach(t, string(l)+": the confirmation", text,
			s.t("swisscli.ui.unpair.results", "round", 1, "n", 1, "board", "1"),
			s.t("swisscli.unpair.rulings", "round", 1, "rulings", 1),
		)
		if strings.Contains(text, "--force") {
			t.Errorf("%s: the window's confirmation speaks of --force:\n%s", l, text)
		}
		test.Tap(findButton(t, s, s.t("ui.cancel")))
	}
	test.Tap(v.swiss.unpair)
	unpairConfirmed(t, s)
	if log, err := s.doc.st.Rulings(); err != nil || len(log) != 1 || !log[0].Unpaired {
		t.Errorf("the rulings log after un-pairing: %+v, %v; want the ruling kept, off its board", log, err)
	}
}

// TestCheckRoundJudgesTheRoundAsItWasPaired: Check round after results of
// the round before were corrected once the round was paired judges it by
// the results it was paired by, as `arbiter check` does, and says first
// what was corrected since; it judged it by today's scores and listed
// departures the pairing did not make.
func TestCheckRoundJudgesTheRoundAsItWasPaired(t *testing.T) {
	s, v := correctedOnceRound2Paired(t)
	test.Tap(v.swiss.check)
	wantJudgedAsPaired(t, s, "check of round 2")
}

// correctedOnceRound2Paired is a six-player Swiss whose round 1 had three
// wins for White when round 2 was paired, two of them corrected to wins
// for Black since, round 2 shown.
func correctedOnceRound2Paired(t *testing.T) (*Shell, *roundsView) {
	t.Helper()
	s := openShell(t, newSwissFile(t, 6, 5))
	v := shownView[*roundsView](s, areaRounds)
	test.Tap(v.pairBtn)
	setResults := func(r tournament.Result, boards ...int) {
		for _, b := range boards {
			if !s.act(func() error { return s.doc.setResult(1, b, r) }) {
				t.Fatalf("round 1, board %d: %v not saved", b, r)
			}
		}
	}
	setResults(tournament.WhiteWins, 1, 2, 3)
	test.Tap(v.pairBtn)
	if len(s.doc.event.Rounds) != 2 || v.round != 2 {
		t.Fatalf("round 2 not paired and shown: %d rounds, round %d shown", len(s.doc.event.Rounds), v.round)
	}
	setResults(tournament.BlackWins, 1, 2)
	return s, v
}

// wantJudgedAsPaired checks that the box on top judges round 2 of
// correctedOnceRound2Paired by the results it was paired by, saying
// first what was corrected since.
func wantJudgedAsPaired(t *testing.T, s *Shell, what string) {
	t.Helper()
	msg := topMessage(s)
	testtext.SaysEach(t, what, msg,
		s.t("swisscli.check.since", "round", 2, "count", 2),
		"• round 1, board 1: 1–0 when paired, 0–1 now (#",
		"• round 1, board 2: 1–0 when paired, 0–1 now (#",
		s.t("swisscli.check.ok", "round", 2),
	)
}

// TestCheckRoundJudgesTheRoundByTheOptionsItWasPairedBy: two players kept
// apart in the Swiss options once the round that pairs them was paired
// leave that round as it was paired: Check round judges it by the options
// it was paired by and says the pair forbidden since, as `arbiter check`
// does; it judged it by today's options and listed a departure the
// pairing did not make.
func TestCheckRoundJudgesTheRoundByTheOptionsItWasPairedBy(t *testing.T) {
	s, v, met := forbiddenOncePaired(t)
	test.Tap(v.swiss.check)
	msg := topMessage(s)
	a, b := min(met.White, met.Black), max(met.White, met.Black)
	testtext.SaysEach(t, "check of round 2", msg,
		s.t("swisscli.check.since", "round", 2, "count", 1),
		fmt.Sprintf("• %s and %s: free to meet when paired, forbidden to meet now (#", s.doc.event.PlayerName(a), s.doc.event.PlayerName(b)),
		s.t("swisscli.check.ok", "round", 2),
	)
}

// TestTRFExportKeepsTheRoundAPairIsForbiddenFrom: the window's TRF export
// of a pair kept apart once the round that pairs them was paired writes
// it from the next round, as `arbiter export trf` does; its TRF-16, which
// keeps the pair apart in every round, says so in the export's notes.
func TestTRFExportKeepsTheRoundAPairIsForbiddenFrom(t *testing.T) {
	s, _, met := forbiddenOncePaired(t)
	n := s.doc.event.TRFNumbers()
	lo, hi := min(n[met.White], n[met.Black]), max(n[met.White], n[met.Black])
	v := shownView[*fileView](s, areaFile)
	v.exportTRF()
	path := saveProposed(t, s, "swiss.trf")
	if data, err := os.ReadFile(path); err != nil || !strings.Contains(string(data), fmt.Sprintf("260 003 005 %4d %4d", lo, hi)) {
		t.Errorf("TRF-2026 export: want the pair kept apart from round 3 (%v)\n%s", err, data)
	}
	test.Tap(defaultButton(t, s)) // its notes' box
	v.trf16.SetChecked(true)
	v.exportTRF()
	saveProposed(t, s, "swiss.trf")
	test.Tap(defaultButton(t, s)) // replace the file
	a, b := min(met.White, met.Black), max(met.White, met.Black)
	if want, notes := s.t("event.trf.export.forbidden-from", "a", s.doc.event.PlayerName(a), "b", s.doc.event.PlayerName(b), "round", 3), topMessage(s); !strings.Contains(notes, want) {
		t.Errorf("the export's notes %q\nwant %q", notes, want)
	}
	if data, err := os.ReadFile(path); err != nil || !strings.Contains(string(data), fmt.Sprintf("XXP %d %d", lo, hi)) {
		t.Errorf("TRF-16 export: want the pair kept apart in every round (%v)\n%s", err, data)
	}
}

// swissInRoundTwo opens a Swiss of six players, White winning every board
// of round 1 and round 2 paired and shown in the Rounds view.
func swissInRoundTwo(t *testing.T) (*Shell, *roundsView) {
	t.Helper()
	s := openShell(t, newSwissFile(t, 6, 5))
	v := shownView[*roundsView](s, areaRounds)
	test.Tap(v.pairBtn)
	for b := 1; b <= 3; b++ {
		if !s.act(func() error { return s.doc.setResult(1, b, tournament.WhiteWins) }) {
			t.Fatalf("round 1, board %d not saved", b)
		}
	}
	test.Tap(v.pairBtn)
	if len(s.doc.event.Rounds) != 2 || v.round != 2 {
		t.Fatalf("round 2 not paired and shown: %d rounds, round %d shown", len(s.doc.event.Rounds), v.round)
	}
	return s, v
}

// TestTRFExportSaysARoundWasPairedBeforeACorrection: a result of round 1
// corrected once round 2 is paired is written as it is now, so that a
// check of the report judges round 2 by it; the window's export says so
// in its notes, as `arbiter export trf` does, and said nothing.
func TestTRFExportSaysARoundWasPairedBeforeACorrection(t *testing.T) {
	s, _ := swissInRoundTwo(t)
	if !s.act(func() error { return s.doc.setResult(1, 1, tournament.BlackWins) }) {
		t.Fatal("round 1, board 1 not corrected")
	}
	shownView[*fileView](s, areaFile).exportTRF()
	saveProposed(t, s, "swiss.trf")
	testtext.SaysEach(t, "the export's notes", topMessage(s), s.t("event.trf.export.corrected", "round", 2, "count", 1), "round 1, board 1: 1–0 when paired, 0–1 now (#")
}

// The Swiss options list a pair kept apart once round 2 was paired with
// the round it is kept apart from, as `arbiter swiss` does; the list named
// the pair alone, as if kept apart in every round.
func TestSwissOptionsSayTheRoundAPairIsKeptApartFrom(t *testing.T) {
	s, v, met := forbiddenOncePaired(t)
	test.Tap(v.swiss.options)
	label := v.swiss.playerLabels()
	a, b := min(met.White, met.Black), max(met.White, met.Black)
	want := fmt.Sprintf("%s – %s (%s)", label(a), label(b), s.t("swisscli.forbidden.from", "round", 3))
	shown := overlayTexts(s)
	if !slices.Contains(shown, want) {
		t.Errorf("the options show %q, want %q", shown, want)
	}
}

// forbiddenOncePaired opens a Swiss of six players, round 1 played and
// round 2 paired, whose first board's two are then kept apart in the
// Swiss options, and returns the shell, its rounds and that board.
func forbiddenOncePaired(t *testing.T) (*Shell, *roundsView, tournament.Pairing) {
	t.Helper()
	s, v := swissInRoundTwo(t)
	met := s.doc.event.Rounds[1].Pairings[0]
	test.Tap(v.swiss.options)
	sels := overlayParts[*picker](s)
	numbers := s.doc.event.SwissNumbers()
	sels[0].SetSelectedIndex(slices.Index(numbers, met.White))
	sels[1].SetSelectedIndex(slices.Index(numbers, met.Black))
	test.Tap(findButton(t, s, s.t("swissopt.forbidden.add")))
	test.Tap(findButton(t, s, s.t("ui.save")))
	if opts, err := s.doc.st.SwissOptions(); err != nil || len(opts.Forbidden) != 1 {
		t.Fatalf("the pair not kept apart: %+v, %v", opts, err)
	}
	return s, v, met
}

// The players' drop-down of a requested bye finds a name typed family name
// first, as the alphabetical pairing list prints it: "virtanen a" chose no
// one and left the drop-down on the player chosen before, and the bye
// would have gone to him.
func TestRequestedByeFindsTheNameTypedFamilyNameFirst(t *testing.T) {
	settings := tournament.DefaultSettings()
	settings.Name, settings.System, settings.Rounds = "Lauantairapid", tournament.SwissDutch, 5
	players := seatedPlayers("Mikko Virtanen", "Timo Hämäläinen", "Aino Virtanen", "Jussi Laine")
	s := openShell(t, createEvent(t, filepath.Join(t.TempDir(), "event.arbiter"), settings, players...))
	v := shownView[*roundsView](s, areaRounds)
	v.swiss.requestBye()
	pickers := overlayParts[*picker](s)
	if len(pickers) == 0 {
		t.Fatal("the bye's box has no drop-down")
	}
	p := pickers[0]
	s.win.Canvas().Focus(p)
	for _, typed := range []string{"hämäläinen", "virtanen a"} {
		p.Search = dropdown.Search{}
		typeKeys(s, typed)
	}
	if !strings.HasSuffix(p.Selected, "Aino Virtanen") {
		t.Errorf("“virtanen a” typed on the players' drop-down chose %q, want Aino Virtanen", p.Selected)
	}
}

// The requested bye's player list leaves out the players withdrawn; a
// name typed in it that finds none of those listed is answered atop the
// list, at 1024×700 in each language: a withdrawn player's name says that
// he withdrew and how he comes back, a name of nobody that no player
// bears it. "salm" for Olli Salminen, withdrawn after round 1, left the
// list at its top with nothing highlighted and nothing said.
func TestByeListAnswersANameItLeavesOut(t *testing.T) {
	s := withSalminenWithdrawn(t)
	inEachLanguage(s, func(lang i18n.Lang) {
		shownView[*roundsView](s, areaRounds).swiss.requestBye()
		c := s.win.Canvas()
		player := overlayParts[*picker](s)[0]
		c.Focus(player)
		pressKey(s, fyne.KeySpace)
		list, ok := c.Focused().(*dropdown.List)
		if !ok {
			t.Fatalf("%s: Space on the player's drop-down: the keyboard is with %T", lang, c.Focused())
		}
		for _, typed := range []struct{ keys, want string }{
			{"salm", s.t("ui.choice.withdrawn", "name", "Olli Salminen", "round", 1,
				"reinstate", s.t("ui.players.reinstate"), "view", s.t("ui.nav.players"))},
			{"kask", s.t("venue.search.none", "query", "kask")},
		} {
			player.Search = dropdown.Search{}
			typeKeys(s, typed.keys)
			var said []string
			for _, h := range overlayParts[*look.Hint](s) {
				if h.Visible() {
					said = append(said, h.Text)
				}
			}
			if len(said) != 1 || said[0] != typed.want || list.Highlighted() >= 0 {
				t.Errorf("%s: %q typed in the open list: it says %q, %d highlighted; want %q, none", lang, typed.keys, said, list.Highlighted(), typed.want)
			}
		}
		pressKey(s, fyne.KeyEscape)
		pressKey(s, fyne.KeyEscape)
	})
}

// withSalminenWithdrawn is a shell at 1024×700 on a Swiss of six, round 1
// played, whose Olli Salminen withdrew after it; Pekka Salo plays on.
func withSalminenWithdrawn(t *testing.T) *Shell {
	t.Helper()
	settings := tournament.DefaultSettings()
	settings.Name, settings.System, settings.Rounds = "Lauantairapid", tournament.SwissDutch, 3
	players := seatedPlayers("Mikko Virtanen", "Olli Salminen", "Aino Virtanen", "Jussi Laine", "Pekka Salo", "Liisa Niemi")
	s := openShell(t, createEvent(t, filepath.Join(t.TempDir(), "event.arbiter"), settings, players...))
	s.win.Resize(fyne.NewSize(1024, 700))
	if err := s.doc.pair(false); err != nil {
		t.Fatal(err)
	}
	roundOneInFile(t, s, 3, tournament.Draw)
	withdrawnAfterRoundOne(t, s, 1) // Olli Salminen
	return s
}

// A name typed on the requested bye's closed player drop-down, its list
// not opened, is answered as in the open list (TestByeListAnswersANameItLeavesOut),
// whole within the window at 1024×700 in each language: the list opens
// to say it, nothing highlighted, nothing chosen. "salm" for Olli
// Salminen, withdrawn, left "(choose)" on the drop-down and said nothing;
// "sal" still chooses Pekka Salo, who plays on, the list closed.
func TestClosedByeDropDownAnswersANameItLeavesOut(t *testing.T) {
	s := withSalminenWithdrawn(t)
	inEachLanguage(s, func(lang i18n.Lang) {
		shownView[*roundsView](s, areaRounds).swiss.requestBye()
		c := s.win.Canvas()
		player := overlayParts[*picker](s)[0]
		for _, typed := range []struct{ keys, want string }{
			{"salm", s.t("ui.choice.withdrawn", "name", "Olli Salminen", "round", 1,
				"reinstate", s.t("ui.players.reinstate"), "view", s.t("ui.nav.players"))},
			{"kask", s.t("venue.search.none", "query", "kask")},
		} {
			c.Focus(player)
			player.Search = dropdown.Search{}
			typeKeys(s, typed.keys)
			var said []*look.Hint
			for _, h := range overlayParts[*look.Hint](s) {
				if h.Visible() {
					said = append(said, h)
				}
			}
			list, open := c.Focused().(*dropdown.List)
			if len(said) != 1 || said[0].Text != typed.want || !open || list.Highlighted() >= 0 || player.Selected != "" {
				var texts []string
				for _, h := range said {
					texts = append(texts, h.Text)
				}
				t.Errorf("%s: %q typed on the closed drop-down: it says %q (list open: %v), %q chosen; want %q said in the open list, nothing highlighted, nothing chosen",
					lang, typed.keys, texts, open, player.Selected, typed.want)
				continue
			}
			h := said[0]
			at, size := fyne.CurrentApp().Driver().AbsolutePositionForObject(h), h.Size()
			if size.Height < h.MinSize().Height-0.5 || at.X < 0 || at.Y < 0 || at.X+size.Width > c.Size().Width || at.Y+size.Height > c.Size().Height {
				t.Errorf("%s: %q: the words %v at %v, %v high whole, in a window %v", lang, typed.keys, size, at, h.MinSize().Height, c.Size())
			}
			pressKey(s, fyne.KeyEscape)
		}
		c.Focus(player)
		player.Search = dropdown.Search{}
		typeKeys(s, "sal")
		if _, open := c.Focused().(*dropdown.List); open || !strings.HasSuffix(player.Selected, " Pekka Salo") {
			t.Errorf("%s: \"sal\" typed on the closed drop-down: %q chosen, the list open %v; want Pekka Salo, closed", lang, player.Selected, open)
		}
		pressKey(s, fyne.KeyEscape)
	})
}

// An individual Swiss whose round-1 games were lost by both players
// (−/−) pairs them again in round 2: Ctrl+R's pairing says so under the
// round, where it said nothing and the arbiter met a rematch the Swiss
// forbids.
func TestCtrlRSaysPlayersMeetAgainAfterADoubleForfeit(t *testing.T) {
	s := openShell(t, newSwissFile(t, 4, 3))
	v := pairedRoundTwoByCtrlR(t, s, tournament.DoubleForfeit)
	pair := func(a, b string) string { return s.t("ui.meetagain.pair", "a", a, "b", b, "n", 1, "rounds", "1") }
	want := s.t("ui.meetagain.games", "article", "C.04.1", "pairs", pair("Player 1", "Player 3")+"; "+pair("Player 4", "Player 2"))
	if v.said.Text != want {
		t.Errorf("round 2 paired after the double forfeits says %q, want %q", v.said.Text, want)
	}
	// Check round says it too, after its verdict.
	test.Tap(v.swiss.check)
	check := s.t("event.meetagain.game", "a", "Player 1", "b", "Player 3", "n", 1, "rounds", "1", "article", "C.04.1")
	if msg := topMessage(s); !strings.Contains(msg, s.t("swisscli.check.ok", "round", 2)+"\n"+check) {
		t.Errorf("check of round 2:\n%s\nwant after the verdict %q", msg, check)
	}
}

// pairedRoundTwoByCtrlR pairs round 1 by Ctrl+R and its button, gives
// both of its boards result, pairs round 2 the same way and returns the
// rounds view that shows it.
func pairedRoundTwoByCtrlR(t *testing.T, s *Shell, result tournament.Result) *roundsView {
	t.Helper()
	pressShortcut(s, ctrl(fyne.KeyR))
	test.Tap(findButton(t, s, s.t("ui.rounds.pair", "n", 1)))
	roundOneInFile(t, s, 2, result)
	pressShortcut(s, ctrl(fyne.KeyR))
	test.Tap(findButton(t, s, s.t("ui.rounds.pair", "n", 2)))
	if n := s.doc.event.PairedRounds(); n != 2 {
		t.Fatalf("%d rounds paired, want 2", n)
	}
	return shownView[*roundsView](s, areaRounds)
}

// The rounds view's line keeps room for two lines at 1024×700: the pairs
// paired again after games not played, named in Finnish, took a third,
// cut off at the window's foot; where they do not fit, the line says how
// many and that Check round names them.
func TestCtrlRSaysPlayersMeetAgainWithinTheLinesRoom(t *testing.T) {
	// Names as long as a Finnish club's can be, so that the two pairs
	// named take more than the line's two lines whatever the widgets
	// beside it leave.
	path := filepath.Join(t.TempDir(), "swiss.arbiter")
	settings := tournament.DefaultSettings()
	settings.Name, settings.System, settings.Rounds = "Swiss Open", tournament.SwissDutch, 3
	var players []tournament.Player
	for i, name := range []string{"Aleksanteri Hämäläinen-Väisänen", "Jukka-Pekka Kärkkäinen-Ylönen", "Marja-Liisa Heikkilä-Öhman", "Kalle-Juhani Pöyhönen-Mäkelä"} {
		players = append(players, tournament.Player{Name: name, Rating: 2200 - 10*i})
	}
	createEvent(t, path, settings, players...)
	s := openShell(t, path)
	s.SetLanguage(i18n.Finnish)
	s.win.Resize(fyne.NewSize(1024, 700))
	v := pairedRoundTwoByCtrlR(t, s, tournament.DoubleForfeit)
	want := s.t("ui.meetagain.games.short", "article", "C.04.1", "n", 2, "check", s.t("swisscli.ui.check"))
	if v.said.Text != want {
		t.Errorf("round 2 paired after the double forfeits says %q, want %q", v.said.Text, want)
	}
	if !v.keys.fits(v.said.Text) {
		t.Errorf("%q does not fit the line's two lines", v.said.Text)
	}
}

// A round un-paired takes along what the line under the result box said
// of its boards: "Saved: board 2, … ½–½" of a round 6 un-paired stayed
// under round 5's board 2, which holds another game and result.
func TestUnpairTakesTheRoundsSavedLineAlong(t *testing.T) {
	s := openShell(t, newSwissFile(t, 6, 5))
	v := s.areaView(areaRounds).(*roundsView)
	test.Tap(v.pairBtn)
	s.show(areaRounds)
	typeKeys(s, "1")
	if v.said.Text == "" {
		t.Fatal("the result typed is not said under the box")
	}
	test.Tap(v.swiss.unpair)
	unpairConfirmed(t, s)
	if v.said.Text != "" {
		t.Errorf("round 1 un-paired, the line under the box says %q", v.said.Text)
	}
}

// unpairConfirmed answers yes to the un-pairing's question open in s and
// wants round 1 taken back.
func unpairConfirmed(t *testing.T, s *Shell) {
	t.Helper()
	test.Tap(findButton(t, s, s.t("swisscli.ui.unpair.ok")))
	if len(s.doc.event.Rounds) != 0 {
		t.Fatalf("round 1 stayed: %+v", s.doc.event.Rounds)
	}
}

// Round 2 of a double round robin of 4 plays the Berger table's round 3
// (FIDE C.05 Annex 1): Ctrl+R's pairing says so under the round, in
// Finnish within the line's room at 1024×700, where an arbiter checking
// it against the table met it unexplained.
func TestCtrlRSaysTheExchangedRound(t *testing.T) {
	settings := tournament.DefaultSettings()
	settings.Name, settings.System, settings.Rounds = "Double", tournament.DoubleRoundRobin, 6
	s := openShell(t, createEvent(t, filepath.Join(t.TempDir(), "drr.arbiter"), settings, seatedPlayers("A", "B", "C", "D")...))
	s.SetLanguage(i18n.Finnish)
	s.win.Resize(fyne.NewSize(1024, 700))
	v := pairedRoundTwoByCtrlR(t, s, tournament.Draw)
	if want := s.t("event.roundrobin.exchanged", "round", 2, "table", 3); v.said.Text != want {
		t.Errorf("round 2 paired says %q, want %q", v.said.Text, want)
	}
	if !v.keys.fits(v.said.Text) {
		t.Errorf("%q does not fit the line's two lines", v.said.Text)
	}
}

// Game 4 of a 4-game match won 3–0 is paired (some matches play every
// game) and said decided under the round, in Finnish within the line's
// room at 1024×700 with names as long as Finnish names run.
func TestCtrlRSaysTheMatchIsDecided(t *testing.T) {
	settings := tournament.DefaultSettings()
	settings.Name, settings.System, settings.Rounds = "Match", tournament.Match, 4
	s := openShell(t, createEvent(t, filepath.Join(t.TempDir(), "match.arbiter"), settings, seatedPlayers("Aleksanteri Hämäläinen-Väisänen", "Jukka-Pekka Kärkkäinen-Ylönen")...))
	s.SetLanguage(i18n.Finnish)
	s.win.Resize(fyne.NewSize(1024, 700))
	v := shownView[*roundsView](s, areaRounds)
	for r, res := range []tournament.Result{tournament.WhiteWins, tournament.BlackWins, tournament.WhiteWins, tournament.NoResult} {
		pressShortcut(s, ctrl(fyne.KeyR))
		test.Tap(findButton(t, s, s.t("ui.rounds.pair", "n", r+1)))
		if res == tournament.NoResult {
			break
		}
		if v.said.Text != "" {
			t.Errorf("game %d of a match not yet decided says %q", r+1, v.said.Text)
		}
		if err := s.doc.setResult(r+1, 1, res); err != nil {
			t.Fatal(err)
		}
		s.reload()
	}
	want := s.t("match.decided", "round", 4, "winner", "Aleksanteri Hämäläinen-Väisänen", "score", "3–0")
	if v.said.Text != want {
		t.Errorf("game 4 paired says %q, want %q", v.said.Text, want)
	}
	if !v.keys.fits(v.said.Text) {
		t.Errorf("%q does not fit the line's two lines", v.said.Text)
	}
}

// A withdrawn player's whole family name typed on the requested bye's
// closed player drop-down is his, not the longer name of another who
// holds it: "mäki" for Pekka Mäki, withdrawn after round 1, chose Päivi
// Mäkinen unsaid (the bye went to her). It chooses nobody and says that
// Pekka Mäki withdrew, in each language; "mäkin" still finds Päivi
// Mäkinen, who plays on.
func TestClosedByeDropDownTakesNoLongerNameForAWithdrawnOne(t *testing.T) {
	settings := tournament.DefaultSettings()
	settings.Name, settings.System, settings.Rounds = "Lauantairapid", tournament.SwissDutch, 3
	players := seatedPlayers("Mikko Virtanen", "Pekka Mäki", "Aino Virtanen", "Jussi Laine", "Päivi Mäkinen", "Liisa Niemi")
	s := openShell(t, createEvent(t, filepath.Join(t.TempDir(), "event.arbiter"), settings, players...))
	s.win.Resize(fyne.NewSize(1024, 700))
	if err := s.doc.pair(false); err != nil {
		t.Fatal(err)
	}
	roundOneInFile(t, s, 3, tournament.Draw)
	withdrawnAfterRoundOne(t, s, 1) // Pekka Mäki
	inEachLanguage(s, func(lang i18n.Lang) {
		shownView[*roundsView](s, areaRounds).swiss.requestBye()
		c := s.win.Canvas()
		player := overlayParts[*picker](s)[0]
		c.Focus(player)
		player.Search = dropdown.Search{}
		typeKeys(s, "mäki")
		want := s.t("ui.choice.withdrawn", "name", "Pekka Mäki", "round", 1,
			"reinstate", s.t("ui.players.reinstate"), "view", s.t("ui.nav.players"))
		var said []string
		for _, h := range overlayParts[*look.Hint](s) {
			if h.Visible() {
				said = append(said, h.Text)
			}
		}
		if len(said) != 1 || said[0] != want || player.Selected != "" {
			t.Errorf("%s: \"mäki\" typed on the closed drop-down: it says %q, %q chosen; want %q, nothing chosen", lang, said, player.Selected, want)
		}
		if _, open := c.Focused().(*dropdown.List); open {
			pressKey(s, fyne.KeyEscape)
		}
		c.Focus(player)
		player.Search = dropdown.Search{}
		typeKeys(s, "mäkin")
		if _, open := c.Focused().(*dropdown.List); open {
			// "mäki" opened the list to say Pekka Mäki withdrew; the "n"
			// highlights Päivi Mäkinen there, and Enter takes her.
			pressKey(s, fyne.KeyReturn)
		}
		if !strings.HasSuffix(player.Selected, " Päivi Mäkinen") {
			t.Errorf("%s: \"mäkin\" typed: %q chosen, want Päivi Mäkinen", lang, player.Selected)
		}
		pressKey(s, fyne.KeyEscape)
	})
}
