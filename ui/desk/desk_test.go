package desk

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/cli"
	"arbiter/engine"
	"arbiter/engine/clock"
	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/internal/pdftext"
	"arbiter/internal/testclock"
	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/internal/testsource"
	"arbiter/internal/testtext"
	"arbiter/printing"
	"arbiter/tournament"
	"arbiter/tournament/conduct"
	"arbiter/tournament/exchange"
	"arbiter/tournament/input"
	"arbiter/tournament/replay"
	"arbiter/tournament/store"
	"arbiter/tournament/team"
	"arbiter/ui/button"
	"arbiter/ui/dropdown"
	"arbiter/ui/look/looktest"
	"arbiter/words"
)

// fixture is a tournament file with round 1 paired (Anna – Boris on board
// 1) and a desk on a headless window.
type fixture struct {
	t       testing.TB
	st      *store.Store
	ev      *tournament.Event
	clk     *testclock.Manual
	win     fyne.Window
	env     Env
	v       *View
	errs    []error
	changed int
	// later, when set, keeps the work the desk runs off the window's
	// goroutine for the test to run; else it runs at once.
	later *[]func()
}

func newFixture(t testing.TB, control string) *fixture {
	t.Helper()
	return newFixtureUnder(t, control, "", "")
}

// clockedFixture is newFixture with its clock started.
func clockedFixture(t testing.TB, control string) *fixture {
	t.Helper()
	f := newFixture(t, control)
	test.Tap(f.v.clocks.start)
	return f
}

// newFixtureUnder is a fixture whose event plays under a ruleset and game
// type ("" for the defaults).
func newFixtureUnder(t testing.TB, control string, ruleset rules.RulesetID, gameType rules.GameType) *fixture {
	t.Helper()
	return newFixtureWith(t, control, func(s *tournament.Settings) {
		if ruleset != "" {
			s.Ruleset = ruleset
		}
		if gameType != "" {
			s.GameType = gameType
		}
	})
}

// newFixtureWith is a fixture whose event settings edit changes.
func newFixtureWith(t testing.TB, control string, edit func(*tournament.Settings)) *fixture {
	t.Helper()
	settings := tournament.DefaultSettings()
	settings.Name = "Desk Test"
	settings.TimeControl = control
	edit(&settings)
	key, err := json.Marshal(settings)
	if err != nil {
		t.Fatal(err)
	}
	// The file is made once for each settings and copied for each test.
	path := testdir.Made(t, t.TempDir(), "desk.arbiter", "desk "+string(key), func(path string) {
		st, err := store.Create(path, settings)
		if err != nil {
			t.Fatal(err)
		}
		defer st.Close()
		for i, n := range []string{"Anna", "Boris", "Carl", "Dana"} {
			if _, err := st.AddPlayer(tournament.Player{Name: n, Seat: i + 1, Rating: 2000 - 10*i}); err != nil {
				t.Fatal(err)
			}
		}
		round, err := testevent.Event(t, st).PairRoundRobin(1)
		if err != nil {
			t.Fatal(err)
		}
		if err := st.SaveRound(round); err != nil {
			t.Fatal(err)
		}
	})
	return fixtureOn(t, path)
}

// fixtureOn is a fixture on the file at path, board 1 of round 1 open.
func fixtureOn(t testing.TB, path string) *fixture {
	t.Helper()
	looktest.App(t)
	st := testevent.Open(t, path)
	f := &fixture{t: t, st: st, clk: testclock.New(time.Date(2026, 5, 1, 10, 0, 0, 0, time.UTC))}
	f.reload()
	f.win = test.NewTempWindow(t, nil)
	f.win.Resize(fyne.NewSize(1280, 860))
	f.env = Env{
		Host: Host{
			Store:     st,
			Event:     func() *tournament.Event { return f.ev },
			Changed:   func() { f.changed++; f.reload() },
			Now:       f.clk.Now,
			TickEvery: -1,
			Go: func(work func()) {
				if f.later != nil {
					*f.later = append(*f.later, work)
					return
				}
				work()
			},
		},
		Window:    f.win,
		ShowError: func(err error) { f.errs = append(f.errs, err) },
	}
	f.build(i18n.English, nil)
	f.open(1, 1)
	t.Cleanup(func() {
		if s := f.v.Session(); s != nil { // nil where a test closed it
			s.Close()
		}
	})
	return f
}

func (f *fixture) reload() {
	ev, err := f.st.Event()
	if err != nil {
		f.t.Fatal(err)
	}
	f.ev = ev
}

// build makes a view in a language over a session, as the window does on
// a language switch.
func (f *fixture) build(lang i18n.Lang, s *Session) {
	f.v = New(f.env, lang, s)
	f.win.SetContent(f.v.Object())
}

// reopen closes the game and opens board 1 of round 1 again in a new
// view, as the app closed and started again does.
func (f *fixture) reopen() {
	f.t.Helper()
	f.v.Session().Close()
	f.build(i18n.English, nil)
	f.open(1, 1)
}

// open opens board of round at the desk; a game it cannot open fails the
// test.
func (f *fixture) open(round, board int) {
	f.t.Helper()
	if err := f.v.OpenGame(round, board); err != nil {
		f.t.Fatal(err)
	}
}

// leaveAndComeBack opens board 2 of round 1 and then board 1 again, as an
// arbiter who looks at another game between two incidents.
func (f *fixture) leaveAndComeBack() {
	f.t.Helper()
	f.open(1, 2)
	f.open(1, 1)
}

// wantResult reads the file again and checks board 1's result.
func (f *fixture) wantResult(want tournament.Result) {
	f.t.Helper()
	f.reload()
	if got := f.ev.Rounds[0].Pairings[0].Result; got != want {
		f.t.Errorf("pairing result = %v, want %v", got, want)
	}
}

// undo takes back the file's last action as the window's Undo does, and
// refreshes the desk as the window then does.
func (f *fixture) undo() {
	f.t.Helper()
	f.refreshedAfter(f.st.Undo())
}

// redo makes again the file's last action undone, as the window's Redo
// does, and refreshes the desk as the window then does.
func (f *fixture) redo() {
	f.t.Helper()
	f.refreshedAfter(f.st.Redo())
}

// refreshedAfter fails the test on err, the undo's or the redo's, else
// reads the file again and refreshes the desk, which must say no error.
func (f *fixture) refreshedAfter(_ store.AuditEntry, err error) {
	f.t.Helper()
	if err != nil {
		f.t.Fatal(err)
	}
	f.reload()
	f.v.Refresh()
	f.noErrors()
}

// wantMoves checks the game's moves in the file, in SAN.
func (f *fixture) wantMoves(want string) {
	f.t.Helper()
	if got := sans(f.stored()); got != want {
		f.t.Errorf("moves %q, want %q", got, want)
	}
}

// wantStatus checks what the desk's status line says.
func (f *fixture) wantStatus(want string) {
	f.t.Helper()
	if f.v.status.Text != want {
		f.t.Errorf("status %q, want %q", f.v.status.Text, want)
	}
}

// importPGN imports the game of pgn as the desk's Import does, and
// returns the error it showed, if any.
func (f *fixture) importPGN(pgn string) error {
	n := len(f.errs)
	f.v.importGame(func(board engine.PGNGame) (fileGame, error) { return boardGame(strings.NewReader(pgn), board) })
	if len(f.errs) > n {
		err := f.errs[n]
		f.errs = f.errs[:n]
		return err
	}
	return nil
}

// imported imports pgn as importPGN does and fails the test on the error
// it showed.
func (f *fixture) imported(pgn string) {
	f.t.Helper()
	if err := f.importPGN(pgn); err != nil {
		f.t.Fatal(err)
	}
}

func (f *fixture) noErrors() {
	f.t.Helper()
	for _, err := range f.errs {
		f.t.Errorf("error shown: %v", err)
	}
	f.errs = nil
}

func sq(name string) engine.Square {
	s, ok := engine.ParseSquare(name)
	if !ok {
		panic(name)
	}
	return s
}

// tap taps a square of the board.
func (f *fixture) tap(name string) {
	test.TapAt(f.v.board, f.v.board.SquareCenter(sq(name)))
}

// move plays from-to by two taps.
func (f *fixture) move(from, to string) {
	f.tap(from)
	f.tap(to)
}

// propose asks the rulings panel for a ruling on an incident of the kind
// named, by player, as the arbiter does with its two lists and button.
func (f *fixture) propose(kind string, player engine.Color) {
	r := f.chooseKind(kind)
	r.player.SetSelectedIndex(int(player))
	test.Tap(r.proposeBtn)
}

// printed is the PDF the desk writes when print runs, and its file's name.
func (f *fixture) printed(print func()) (pdf []byte, name string) {
	f.t.Helper()
	var out bytes.Buffer
	f.v.env.SavePDF = func(n string, write func(io.Writer) error) {
		name = n
		if err := write(&out); err != nil {
			f.t.Fatal(err)
		}
	}
	print()
	f.noErrors()
	return out.Bytes(), name
}

// proposeAdjournment proposes that player seals, with the arbiter's
// consent where the 1953 code asks for it.
func (f *fixture) proposeAdjournment(player engine.Color) {
	r := f.chooseKind("adjourn")
	if r.said.consent.Visible() {
		r.said.consent.SetChecked(true)
	}
	f.propose("adjourn", player)
}

// claimThreefold claims a draw by repetition for player by the move he
// intends, as the arbiter does with the two lists, the move's field and
// the button.
func (f *fixture) claimThreefold(player engine.Color, intended string) {
	r := f.chooseKind("claim-threefold")
	r.player.SetSelectedIndex(int(player))
	r.intended.SetText(intended)
	test.Tap(r.proposeBtn)
}

// startFrom starts the game from the position fen, as the set-up tab does,
// and returns that position.
func (f *fixture) startFrom(fen string) engine.Position {
	f.t.Helper()
	start, err := engine.FromFEN(fen)
	if err != nil {
		f.t.Fatal(err)
	}
	if err := f.v.Session().SetStart(start); err != nil {
		f.t.Fatal(err)
	}
	f.v.update()
	return start
}

// stored reads the game back from the file.
func (f *fixture) stored() *replay.GameRecord {
	f.t.Helper()
	rec, err := f.st.GameAt(1, 1)
	if err != nil {
		f.t.Fatal(err)
	}
	return rec
}

func sans(rec *replay.GameRecord) string {
	var out []string
	for _, m := range rec.Moves {
		out = append(out, m.SAN)
	}
	return strings.Join(out, " ")
}

func TestTappingSquaresPlaysMoves(t *testing.T) {
	f := newFixture(t, "")
	f.move("e2", "e4")
	f.move("e7", "e5")
	f.move("g1", "f3")
	f.noErrors()
	if got, want := sans(f.stored()), "e4 e5 Nf3"; got != want {
		t.Fatalf("moves in the file = %q, want %q", got, want)
	}
	if got := f.v.sheet.rows[1][1]; !strings.HasPrefix(got, "Nf3") {
		t.Errorf("scoresheet row 2 White = %q", got)
	}
	if f.v.board.last != [2]engine.Square{sq("g1"), sq("f3")} {
		t.Errorf("last move highlight = %v", f.v.board.last)
	}
	// White's knight is not Black's to move: a tap selects nothing.
	f.tap("b1")
	if f.v.board.selected != engine.NoSquare {
		t.Errorf("tapping the opponent's piece selected %v", f.v.board.selected)
	}
}

func TestDragPlaysMoves(t *testing.T) {
	f := newFixture(t, "")
	b := f.v.board
	// The test driver: one event at the start with the whole distance.
	from, to := b.SquareCenter(sq("e2")), b.SquareCenter(sq("e4"))
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
	test.Drag(f.win.Canvas(), abs.Add(from), to.X-from.X, to.Y-from.Y)
	// The desktop driver: a press, then events at the pointer's position
	// with the step since the last one.
	from, to = b.SquareCenter(sq("g8")), b.SquareCenter(sq("f6"))
	b.MouseDown(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: from}})
	mid := fyne.NewPos((from.X+to.X)/2, (from.Y+to.Y)/2)
	b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: mid}, Dragged: fyne.NewDelta(mid.X-from.X, mid.Y-from.Y)})
	b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: to}, Dragged: fyne.NewDelta(to.X-mid.X, to.Y-mid.Y)})
	b.DragEnd()
	f.noErrors()
	if got, want := sans(f.stored()), "e4 Nf6"; got != want {
		t.Fatalf("moves after two drags = %q, want %q", got, want)
	}
}

// promotionFEN is a position whose White pawn on a7 promotes on a8.
const promotionFEN = "7k/P7/8/8/8/8/8/K7 w - - 0 1"

// atPromotion is a new game from promotionFEN, its pawn moved to a8 and
// the promotion chooser open.
func atPromotion(t *testing.T) *fixture {
	t.Helper()
	f := newFixture(t, "")
	f.startFrom(promotionFEN)
	f.move("a7", "a8")
	if f.v.promotion == nil || !f.v.promotion.Visible() {
		t.Fatal("no promotion chooser")
	}
	return f
}

func TestPromotionChooser(t *testing.T) {
	f := atPromotion(t)
	if f.v.Session().Game().Ply() != 0 {
		t.Fatal("a move was played before the piece was chosen")
	}
	tapButton(t, f.v.promotion.Content, "Knight (N)")
	f.noErrors()
	if got := sans(f.stored()); got != "a8=N" {
		t.Fatalf("promotion stored as %q, want a8=N", got)
	}
	if rec := f.stored(); rec.StartFEN != promotionFEN {
		t.Errorf("start FEN in the file = %q", rec.StartFEN)
	}
}

// tapButton taps the button with the given text inside o.
func tapButton(t *testing.T, o fyne.CanvasObject, text string) {
	t.Helper()
	if b := findButton(o, text); b != nil {
		test.Tap(b)
		return
	}
	t.Fatalf("no button %q", text)
}

// findButton is the button with the given text laid out in o, or nil.
func findButton(o fyne.CanvasObject, text string) *button.Button {
	for _, o := range test.LaidOutObjects(o) {
		if b, ok := o.(*button.Button); ok && b.Text == text {
			return b
		}
	}
	return nil
}

// TestArbiterModeIllegalMoveTyped: in arbiter mode the illegal move is
// entered at the keyboard by its squares ("e7-e4", "e7e4"), as two taps on
// the board enter it: the move box refused it as not legal, so the step
// was the mouse's alone. A legal move typed stays a move.
func TestArbiterModeIllegalMoveTyped(t *testing.T) {
	f := clockedFixture(t, "90+30")
	f.v.arbiter.SetChecked(true)
	f.v.entry.SetText("e4")
	f.v.entry.OnSubmitted("e4")
	// A piece of the side not to move is no move of his, on the board
	// as in the box: refused.
	f.v.entry.OnSubmitted("d2d5")
	if f.v.status.Importance != widget.DangerImportance {
		t.Errorf("White's d2-d5 on Black's move: status %q, want it refused", f.v.status.Text)
	}
	f.v.entry.SetText("e7-e4")
	f.v.entry.OnSubmitted("e7-e4")
	rec := f.stored()
	if len(rec.Incidents) != 1 || rec.Incidents[0].Kind != incidentIllegal || rec.Incidents[0].Side != "black" || rec.Incidents[0].Note != "e7-e4" {
		t.Fatalf("incidents = %+v, want one illegal move by Black, e7-e4", rec.Incidents)
	}
	if r := f.v.rulings; r.current == nil {
		t.Fatal("no ruling proposed for the typed illegal move")
	}
	if f.v.entry.Text != "" {
		t.Errorf("the move box keeps %q after the illegal move was entered", f.v.entry.Text)
	}
	// Without arbiter mode the same text is refused, out loud.
	g := clockedFixture(t, "90+30")
	g.v.entry.SetText("e4")
	g.v.entry.OnSubmitted("e4")
	g.v.entry.OnSubmitted("e7e4")
	if n := len(g.stored().Incidents); n != 0 || g.v.status.Importance != widget.DangerImportance {
		t.Errorf("without arbiter mode: %d incidents, status %q", n, g.v.status.Text)
	}
}

// TestFIDE_7_5_1_ArbiterModeSaysAnIllegalMoveIsTypedByItsSquares: in a
// rapid game at the desk, with arbiter mode on, the arbiter typed the
// illegal king's move as it is written ("Ke3") and was told only that
// Ke3 is not a legal move in this position, which is why he turned
// arbiter mode on. The refusal now says how the mode takes it, by its two
// squares; the box keeps the text, and nothing is recorded.
func TestFIDE_7_5_1_ArbiterModeSaysAnIllegalMoveIsTypedByItsSquares(t *testing.T) {
	f := clockedFixture(t, "15+10")
	f.v.entry.SetText("e4")
	f.v.entry.OnSubmitted("e4")
	f.v.entry.SetText("e5")
	f.v.entry.OnSubmitted("e5")
	f.v.arbiter.SetChecked(true)
	f.v.entry.SetText("Ke3")
	f.v.entry.OnSubmitted("Ke3")
	if f.v.status.Importance != widget.DangerImportance || !strings.Contains(f.v.status.Text, "Ke3") || !strings.Contains(f.v.status.Text, "two squares") {
		t.Errorf("Ke3 typed in arbiter mode: status %q, want it refused, saying the mode takes it by its two squares", f.v.status.Text)
	}
	if n := len(f.stored().Incidents); n != 0 || f.v.entry.Text != "Ke3" {
		t.Errorf("%d incidents, the box holds %q; want none and Ke3 kept", n, f.v.entry.Text)
	}
}

func TestArbiterModeIllegalMove(t *testing.T) {
	f := clockedFixture(t, "90+30")
	f.move("e2", "e4")
	// Without arbiter mode an illegal move is simply not entered.
	f.move("e7", "e4")
	if n := len(f.stored().Incidents); n != 0 {
		t.Fatalf("%d incidents without arbiter mode", n)
	}
	f.v.arbiter.SetChecked(true)
	f.clk.Advance(time.Minute)
	f.move("e7", "e4")
	rec := f.stored()
	if len(rec.Incidents) != 1 || rec.Incidents[0].Kind != incidentIllegal || rec.Incidents[0].Side != "black" || rec.Incidents[0].Note != "e7-e4" {
		t.Fatalf("incidents = %+v, want one illegal move by Black", rec.Incidents)
	}
	if st := f.v.Session().Clock().State().Status; st != clock.Paused {
		t.Errorf("clock while the ruling is made: %v, want paused", st)
	}
	r := f.v.rulings
	if r.current == nil {
		t.Fatal("no ruling proposed for the illegal move")
	}
	if got := r.citation.Text; !strings.Contains(got, "FIDE 2023, 7.5.1") {
		t.Errorf("citation = %q, want FIDE 2023, 7.5.1…", got)
	}
	before := f.v.Session().Clock().Remaining(engine.White)
	f.accept()
	// The incident is named as its list names it, after a colon: "Ruling
	// on Illegal move applied" had it capitalised mid-sentence.
	if got, want := f.v.status.Text, "Ruling applied and logged: Illegal move."; got != want {
		t.Errorf("the desk says %q, want %q", got, want)
	}
	if got := f.v.Session().Clock().Remaining(engine.White) - before; got != 2*time.Minute {
		t.Errorf("White's clock gained %v, want 2m (7.5.5)", got)
	}
	if st := f.v.Session().Clock().State().Status; st != clock.Running {
		t.Errorf("clock after the ruling: %v, want running again", st)
	}
	rulings, err := f.st.Rulings()
	if err != nil {
		t.Fatal(err)
	}
	if len(rulings) != 1 || rulings[0].Incident != "illegal-move" || rulings[0].Overruled || rulings[0].Ply != 1 ||
		rulings[0].Side != "black" || rulings[0].Added != [2]time.Duration{2 * time.Minute, 0} || rulings[0].Tally != replay.TallyIllegalMove {
		t.Fatalf("rulings log = %+v", rulings)
	}
	if ply := f.v.Session().Game().Ply(); ply != 1 {
		t.Errorf("game has %d plies after the illegal move, want 1 (position before it)", ply)
	}
	// A second illegal move by Black loses (7.5.5).
	f.move("d8", "d2")
	if r.current == nil || r.current.Decision.Result != "1-0" {
		t.Fatalf("second illegal move: %+v", r.current)
	}
	test.Tap(r.accept)
	f.wantResult(tournament.WhiteWins)
	if f.changed == 0 {
		t.Error("the window was not told about the result")
	}
}

func TestClockPressWithInjectedTime(t *testing.T) {
	f := newFixture(t, "5+3")
	c := f.v.clocks
	if got := c.face.time[0].Text; got != "0:05:00" {
		t.Errorf("White's dial before the start = %q", got)
	}
	test.Tap(c.start)
	f.clk.Advance(10 * time.Second)
	c.update()
	if got := c.face.time[0].Text; got != "0:04:50" {
		t.Errorf("White's dial after 10 s = %q, want 0:04:50", got)
	}
	// Entering a move presses its mover's clock.
	f.move("e2", "e4")
	f.clk.Advance(25 * time.Second)
	c.update()
	if got := c.face.time[0].Text; got != "0:04:53" {
		t.Errorf("White after the move (10 s used, 3 s increment) = %q, want 0:04:53", got)
	}
	if got := c.face.time[1].Text; got != "0:04:35" {
		t.Errorf("Black after 25 s = %q, want 0:04:35", got)
	}
	rec := f.stored()
	if len(rec.Moves) != 1 || !rec.Moves[0].HasClock || rec.Moves[0].Clock != 4*time.Minute+53*time.Second {
		t.Fatalf("recorded move = %+v, want White's clock 4:53", rec.Moves)
	}
	c.face.TypedRune('p')
	f.clk.Advance(time.Hour)
	c.update()
	if got := c.face.time[1].Text; got != "0:04:35" {
		t.Errorf("Black while paused an hour = %q, want 0:04:35", got)
	}
	if got := c.start.Text; got != "Resume" {
		t.Errorf("start button while paused = %q", got)
	}
}

func TestClockFlag(t *testing.T) {
	f := clockedFixture(t, "1'")
	f.clk.Advance(61 * time.Second)
	f.v.clocks.update()
	if got := f.v.clocks.face.name[0].Text; !strings.Contains(got, "flag fallen") {
		t.Errorf("White's dial after the flag = %q", got)
	}
	if f.v.clocks.face.bg[0].FillColor != dialFlag {
		t.Error("White's dial is not marked as flagged")
	}
}

// playSAN enters moves through the move entry.
func (f *fixture) playSAN(moves ...string) {
	f.t.Helper()
	for _, m := range moves {
		f.v.entry.SetText(m)
		f.v.entry.OnSubmitted(m)
	}
	f.noErrors()
}

func TestThreefoldClaims(t *testing.T) {
	f := clockedFixture(t, "90+30")
	f.playSAN("Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6")
	r := f.v.rulings
	// A false claim: the position after Ng1 would appear for the second
	// time only. The claim fails, the intended move is played and the
	// opponent gets time (9.5.3).
	f.claimThreefold(engine.White, "Ng1")
	if r.current == nil || r.current.Claim == nil || r.current.Claim.Valid {
		t.Fatalf("false claim proposal = %+v", r.current)
	}
	if d := r.current.Decision; d.Result != "*" || !strings.Contains(r.citation.Text, "9.5.3") {
		t.Errorf("false claim: result %q, citation %q", d.Result, r.citation.Text)
	}
	f.accept()
	if got := sans(f.stored()); got != "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1" {
		t.Errorf("after the false claim the moves are %q, want the intended Ng1 played", got)
	}
	// Now Black claims with Ng8, the third occurrence: correct, a draw
	// under 9.2.1.1.
	f.v.update()
	f.claimThreefold(engine.Black, "Ng8")
	if r.current == nil || !r.current.Claim.Valid || r.current.Decision.Result != "1/2-1/2" {
		t.Fatalf("correct claim proposal = %+v", r.current)
	}
	if got := r.citation.Text; !strings.HasPrefix(got, "FIDE 2023, ") || !strings.Contains(got, "9.2.1.1") {
		t.Errorf("citation = %q, want FIDE 2023 with 9.2.1.1", got)
	}
	f.accept()
	f.wantResult(tournament.Draw)
}

// TestRulingDecidedNamesItsIncidentAfterAColonInEveryLanguage: the line
// under the move field names the incident after a colon in every language,
// as the status line does ("Kohtuniku otsus kirja pandud: 3. voor, 1. laud:
// Reeglivastane käik"). An illegal move ruled at an Estonian blitz desk read
// "Otsus (Reeglivastane käik) rakendatud ja logitud.", the incident's name
// capitalised mid-sentence, where English had been mended.
func TestRulingDecidedNamesItsIncidentAfterAColonInEveryLanguage(t *testing.T) {
	for _, lang := range i18n.Complete {
		for _, overrule := range []bool{false, true} {
			f := clockedFixture(t, "3+2")
			f.build(lang, f.v.Session())
			f.move("e2", "e4")
			f.v.arbiter.SetChecked(true)
			f.move("e7", "e4")
			r := f.v.rulings
			if r.current == nil {
				t.Fatalf("%s: no ruling proposed for the illegal move", lang)
			}
			incident := i18n.For(lang).T(r.current.Decision.Incident.Key())
			if overrule {
				r.reason.SetText("x")
				test.Tap(r.overrule)
				f.noErrors()
			} else {
				f.accept()
			}
			if got := f.v.status.Text; !strings.HasSuffix(got, ": "+incident+".") || strings.Count(got, incident) != 1 {
				t.Errorf("%s, overruled %v: the desk says %q, want it to end \": %s.\"", lang, overrule, got, incident)
			}
		}
	}
}

func TestOverruleNeedsReason(t *testing.T) {
	f := newFixture(t, "")
	r := f.v.rulings
	f.propose("resignation", engine.Black)
	test.Tap(r.overrule)
	var me *engine.Message
	if len(f.errs) != 1 || !errors.As(f.errs[0], &me) || me.Key != "desk.error.reason" {
		t.Fatalf("overrule without a reason: errors %v", f.errs)
	}
	f.errs = nil
	r.reason.SetText("the player only asked about the rules")
	test.Tap(r.overrule)
	f.noErrors()
	rulings, _ := f.st.Rulings()
	if len(rulings) != 1 || !rulings[0].Overruled || rulings[0].Reason != "the player only asked about the rules" || rulings[0].Proposed != "1-0" {
		t.Fatalf("rulings log = %+v", rulings)
	}
	f.wantResult(tournament.NoResult)
}

// A proposal is taken down as soon as the form names another incident,
// player or kind of illegal move: Accept must never apply a ruling the
// form no longer describes (a flag fall accepted under "Adjournment").
func TestChangingTheFormTakesDownTheProposal(t *testing.T) {
	f := newFixture(t, "")
	r := f.v.rulings
	for _, change := range []struct {
		name string
		do   func()
	}{
		{"incident", func() { r.kind.SetSelectedIndex(indexOfKind("adjourn")) }},
		{"player", func() { r.player.SetSelectedIndex(int(engine.White)) }},
		{"illegal kind", func() { r.illegal.SetSelectedIndex(1) }},
	} {
		f.propose("flag-fall", engine.Black)
		if change.name == "illegal kind" {
			f.propose("illegal-move", engine.Black)
		}
		if r.current == nil || r.accept.Disabled() {
			t.Fatalf("%s: no proposal to accept", change.name)
		}
		change.do()
		if r.current != nil || !r.accept.Disabled() || !r.overrule.Disabled() {
			t.Errorf("after changing the %s the old proposal can still be decided", change.name)
		}
		test.Tap(r.accept)
	}
	f.noErrors()
	if rulings, _ := f.st.Rulings(); len(rulings) != 0 {
		t.Errorf("rulings logged: %+v", rulings)
	}
	f.reload()
	if got := f.ev.Rounds[0].Pairings[0].Result; got != tournament.NoResult {
		t.Errorf("result %v set by a proposal the form no longer showed", got)
	}
}

// The form's third row shows only for an incident with a field of its
// own, and the empty verdict lines only with a proposal, so that a
// proposal has the panel's height at 1024×700.
func TestRulingsFormHidesEmptyRows(t *testing.T) {
	f := newFixture(t, "")
	r := f.v.rulings
	for kind, shown := range map[string]bool{"flag-fall": false, "resignation": false, "illegal-move": true, "claim-threefold": true, "lateness": true} {
		r.kind.SetSelectedIndex(indexOfKind(kind))
		if r.fieldLabel.Visible() != shown || r.field.Visible() != shown {
			t.Errorf("%s: third row shown %v, want %v", kind, r.field.Visible(), shown)
		}
	}
	if r.verdict.Visible() || r.citation.Visible() {
		t.Error("empty verdict lines shown with no proposal")
	}
	f.propose("flag-fall", engine.Black)
	if !r.verdict.Visible() || r.verdict.Text == "" || !r.citation.Visible() {
		t.Error("the proposal's verdict is not shown")
	}
}

// chooseKind picks the incident of kind in the rulings panel's list, the
// arbiter's first step at the desk, and returns the panel.
func (f *fixture) chooseKind(kind string) *rulingsPanel {
	r := f.v.rulings
	r.kind.SetSelectedIndex(indexOfKind(kind))
	return r
}

func indexOfKind(name string) int {
	for i, k := range panelKinds {
		if string(k) == name {
			return i
		}
	}
	panic(name)
}

func TestRestoreKeepsLog(t *testing.T) {
	f := newFixture(t, "")
	f.playSAN("e4", "e5", "Nf3", "Nc6")
	f.v.sheet.table.Select(widget.TableCellID{Row: 0, Col: 2}) // 1...e5
	if f.v.viewPly != 2 || f.v.board.Mode() != modeView {
		t.Fatalf("after selecting 1...e5: shown ply %d, mode %d", f.v.viewPly, f.v.board.Mode())
	}
	f.v.sheet.restoreTo(2, "illegal move found")
	f.noErrors()
	rec := f.stored()
	if got := sans(rec); got != "e4 e5" {
		t.Fatalf("moves after the restoration = %q", got)
	}
	last := rec.Incidents[len(rec.Incidents)-1]
	if last.Kind != "restored" || last.Note != "illegal move found" || strings.Join(last.Moves, " ") != "g1f3 b8c6" ||
		last.FEN != "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2" {
		t.Errorf("restoration incident = %+v", last)
	}
	if f.v.board.Mode() != modePlay {
		t.Error("the board does not take moves after the restoration")
	}
	if want := "After 1…e5: Position restored (illegal move found: 2.Nf3 2…Nc6)"; !strings.Contains(f.v.sheet.incidents.Text, want) {
		t.Errorf("incident list = %q, want %q", f.v.sheet.incidents.Text, want)
	}
	// The moves taken back are written in the event's notation, as the
	// moves' list beside them, whatever the window's language: in a
	// Finnish window of an English event they were "2.Rf3 2…Rc6" beside
	// the list's "Nf3".
	f.build(i18n.Finnish, f.v.Session())
	if want := "(illegal move found: 2.Nf3 2…Nc6)"; !strings.Contains(f.v.sheet.incidents.Text, want) {
		t.Errorf("Finnish window's incident list = %q, want %q", f.v.sheet.incidents.Text, want)
	}
}

// A drop-down at the desk with nothing chosen says so in the desk's
// language, not in Fyne's English "(Select one)": before a game is open
// most have nothing chosen.
func TestUnchosenDropDownsSpeakTheDesksLanguage(t *testing.T) {
	f := newFixture(t, "")
	v := New(f.env, i18n.Finnish, nil)
	want := i18n.For(i18n.Finnish).T("ui.choose")
	seen := map[*widget.Select]bool{}
	for _, panel := range []fyne.CanvasObject{v.Object(), v.clocks.content, v.sheet.content, v.rulings.content, v.setup.content} {
		for _, o := range test.LaidOutObjects(panel) {
			sel := selectOf(o)
			if sel == nil || sel.Selected != "" || seen[sel] {
				continue
			}
			seen[sel] = true
			var shown strings.Builder
			for _, x := range test.LaidOutObjects(sel) {
				if c, ok := x.(*canvas.Text); ok {
					shown.WriteString(c.Text)
				}
			}
			if shown.String() != want {
				t.Errorf("a drop-down with nothing chosen shows %q, want %q", shown.String(), want)
			}
		}
	}
	if !seen[&v.sheet.result.Select] || !seen[&v.rulings.player.Select] {
		t.Errorf("the result and the ruling's player have something chosen before a game is open (%d unchosen)", len(seen))
	}
}

// selectOf is the drop-down o is, Fyne's or a fitted one, else nil.
func selectOf(o fyne.CanvasObject) *widget.Select {
	switch x := o.(type) {
	case *widget.Select:
		return x
	case *dropdown.Select:
		return &x.Select
	}
	return nil
}

func TestLanguageRebuildKeepsGameAndClock(t *testing.T) {
	f := clockedFixture(t, "")
	f.playSAN("e4", "e5")
	f.clk.Advance(30 * time.Second)
	s := f.v.Session()
	f.build(i18n.Finnish, s)
	// Moves are typed and shown in the event's notation (English here),
	// whatever the window's language.
	f.playSAN("Nf3")
	if got := sans(f.stored()); got != "e4 e5 Nf3" {
		t.Fatalf("moves = %q", got)
	}
	if !strings.HasPrefix(f.v.title.Text, "Kierros 1, pöytä 1: 1. Anna – ") {
		t.Errorf("Finnish title = %q", f.v.title.Text)
	}
	if got := f.v.sheet.rows[1][1]; !strings.HasPrefix(got, "Nf3") {
		t.Errorf("Finnish scoresheet shows %q", got)
	}
	if got := f.v.clocks.start.Text; got != "Pysäytä" {
		t.Errorf("clock button = %q, want the running clock's Pause in Finnish", got)
	}
	f.build(i18n.Estonian, s)
	if got := f.v.tabs.Items[1].Text; got != "Otsused" {
		t.Errorf("Estonian rulings tab = %q", got)
	}
}

// Once the clock has started the time control is read-only, and it is
// still shown in a view rebuilt for another language.
func TestRunningClockShowsItsControlAfterRebuild(t *testing.T) {
	f := clockedFixture(t, "40/120+30'")
	want := f.v.Session().clk.Control().String()
	if want == "" || f.v.clocks.control.Text != want || !f.v.clocks.control.Disabled() {
		t.Fatalf("running clock: control %q (disabled %v), want %q read-only", f.v.clocks.control.Text, f.v.clocks.control.Disabled(), want)
	}
	f.build(i18n.Finnish, f.v.Session())
	if got := f.v.clocks.control.Text; got != want {
		t.Errorf("Finnish view shows the time control as %q, want %q", got, want)
	}
}

// The desk's scoresheet gives each move's clock reading as the printed
// scoresheet does, rounded to the second: 1:59:58.6 left reads 1:59:59 on
// both, where the running dial shows 1:59:58.
func TestScoresheetClockAsOnPaper(t *testing.T) {
	f := clockedFixture(t, "40/120+30'")
	f.clk.Advance(1400 * time.Millisecond)
	f.playSAN("e4")
	if got := f.v.sheet.rows[0][1]; got != "e4  1:59:59" {
		t.Errorf("scoresheet row %q, want e4  1:59:59", got)
	}
}

// Every desk action tells the window, which names the latest change in
// its Undo: a move typed and a ruling accepted each call Logged.
func TestDeskActionsCallLogged(t *testing.T) {
	f := newFixture(t, "")
	n := 0
	f.env.Logged = func() { n++ }
	f.build(i18n.English, f.v.Session())
	n = 0
	f.playSAN("e4")
	if n == 0 {
		t.Error("a move did not call Logged")
	}
	n = 0
	f.propose("resignation", engine.Black)
	test.Tap(f.v.rulings.accept)
	f.noErrors()
	if n == 0 {
		t.Error("an accepted ruling did not call Logged")
	}
}

func TestMateProposesResult(t *testing.T) {
	f := newFixture(t, "")
	f.playSAN("f3", "e5", "g4", "Qh4#")
	r := f.v.rulings
	if r.current == nil || r.current.Decision.Result != "0-1" {
		t.Fatalf("after mate: %+v", r.current)
	}
	f.accept()
	f.wantResult(tournament.BlackWins)
	if f.v.board.Mode() != modeView {
		t.Error("the board still takes moves after the game ended")
	}
	// A move typed after the end is told that the game is over, not that
	// the move is not legal in the final position.
	f.v.typed("Ke2")
	if want := f.v.cat.Sentence(deskError("desk.error.finished")); f.v.status.Text != want {
		t.Errorf("a move typed into the finished game: %q, want %q", f.v.status.Text, want)
	}
}

// Once the game had a result the rulings form was disabled, yet its hint
// still asked the arbiter to choose the incident and ask for a ruling: it
// says instead that the game has a result and what to do to rule on it.
func TestRulingsHintOnAFinishedGameSaysWhy(t *testing.T) {
	f := newFixture(t, "")
	r := f.v.rulings
	if got := r.explain.Text; got != f.v.t("desk.ruling.none") {
		t.Fatalf("before the end the hint reads %q", got)
	}
	f.playSAN("f3", "e5", "g4", "Qh4#")
	f.accept()
	f.wantResult(tournament.BlackWins)
	if !r.proposeBtn.Disabled() {
		t.Fatal("a ruling can still be proposed on the finished game")
	}
	if got := r.explain.Text; got != f.v.t("desk.ruling.finished") {
		t.Errorf("on the finished game the hint reads %q, want %q", got, f.v.t("desk.ruling.finished"))
	}
}

// Every control of the rulings form, of every incident's fields, is
// disabled once the game has a result, and enabled again once it is
// cleared: three were, and the illegal move's kind stayed enabled under
// the hint that the form was.
func TestRulingsFormWhollyDisabledOnAFinishedGame(t *testing.T) {
	f := newFixture(t, "")
	r := f.chooseKind(string(rules.KindIllegalMove))
	controls := func() []fyne.Disableable {
		var out []fyne.Disableable
		for _, o := range append(test.LaidOutObjects(r.form), r.proposeBtn) {
			if d, ok := o.(fyne.Disableable); ok {
				out = append(out, d)
			}
		}
		return out
	}
	if n := len(controls()); n < 10 {
		t.Fatalf("the form holds %d controls", n)
	}
	for _, d := range controls() {
		if d.Disabled() {
			t.Fatalf("before the result %T is disabled", d)
		}
	}
	f.v.setResult(tournament.Draw)
	f.noErrors()
	f.wantResult(tournament.Draw)
	if !r.illegal.Disabled() {
		t.Error("the illegal move's kind is enabled on the finished game")
	}
	for _, d := range controls() {
		if !d.Disabled() {
			t.Errorf("on the finished game %T is enabled", d)
		}
	}
	f.v.setResult(tournament.NoResult)
	f.noErrors()
	f.wantResult(tournament.NoResult)
	for _, d := range controls() {
		if d.Disabled() {
			t.Errorf("with the result cleared %T is disabled", d)
		}
	}
}

// A ruling proposed before the board's result was entered in another
// view is not accepted over it: the desk, told of the result, takes the
// proposal down; not yet told, Accept is refused by the file, and nothing
// is logged.
func TestRulingProposedBeforeAResultEnteredElsewhere(t *testing.T) {
	for _, told := range []bool{true, false} {
		f := newFixture(t, "")
		r := f.v.rulings
		f.playSAN("e4")
		f.propose(string(rules.KindIllegalMove), engine.Black)
		if r.current == nil || r.accept.Disabled() {
			t.Fatal("no ruling proposed")
		}
		if err := f.st.SetResult(1, 1, tournament.Draw); err != nil {
			t.Fatal(err)
		}
		f.reload()
		if told {
			f.v.Refresh()
			if r.current != nil || !r.accept.Disabled() || !r.proposeBtn.Disabled() || r.explain.Text != f.v.t("desk.ruling.finished") {
				t.Errorf("told of the result, the desk still offers the ruling (%q)", r.explain.Text)
			}
			continue
		}
		test.Tap(r.accept)
		var m *engine.Message
		if len(f.errs) != 1 || !errors.As(f.errs[0], &m) || m.Key != "event.err.ruling.result" {
			t.Errorf("Accept over the result entered elsewhere: errors %v", f.errs)
		}
		f.errs = nil
		if rulings, err := f.st.Rulings(); err != nil || len(rulings) != 0 {
			t.Errorf("rulings log %+v, %v", rulings, err)
		}
		f.wantResult(tournament.Draw)
	}
}

// A ruling that ends the game and the result it gives are one action:
// one Undo takes both back, where it took the result and left the ruling
// that gave it in the log, accepted, on a game going on.
func TestRulingAndItsResultUndoneAsOne(t *testing.T) {
	f := newFixture(t, "")
	f.playSAN("f3", "e5", "g4", "Qh4#")
	test.Tap(f.v.rulings.accept)
	f.noErrors()
	f.wantResult(tournament.BlackWins)
	if _, err := f.st.Undo(); err != nil {
		t.Fatal(err)
	}
	f.wantResult(tournament.NoResult)
	if rulings, err := f.st.Rulings(); err != nil || len(rulings) != 0 {
		t.Errorf("after one Undo the rulings log holds %+v (%v)", rulings, err)
	}
}

// A rejected claim's move that the ruling plays (9.5.3) is one action
// with the ruling, as a result is: one Undo takes back both, where it took
// back the move alone and left the ruling, accepted, with the two minutes
// it added to the opponent's clock.
func TestRejectedClaimAndItsMoveUndoneAsOne(t *testing.T) {
	f := clockedFixture(t, "90+30")
	f.playSAN("Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6")
	black := func() time.Duration { return f.v.s.clk.State().Side[engine.Black].Remaining }
	before := black()
	r := f.v.rulings
	f.claimThreefold(engine.White, "Ng1")
	if r.current == nil || r.current.Claim == nil || r.current.Claim.Valid {
		t.Fatalf("false claim proposal = %+v", r.current)
	}
	f.accept()
	rulings, err := f.st.Rulings()
	if got := sans(f.stored()); err != nil || len(rulings) != 1 || got != "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1" || black() <= before {
		t.Fatalf("the false claim accepted: moves %q, rulings %+v (%v), Black's clock %v from %v", got, rulings, err, black(), before)
	}
	f.undo()
	if got := sans(f.stored()); got != "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6" || f.v.s.game.Ply() != 6 {
		t.Errorf("after one Undo the file holds %q, the desk %d half-moves; want the claim's move taken back", got, f.v.s.game.Ply())
	}
	if rulings, err := f.st.Rulings(); err != nil || len(rulings) != 0 || len(f.v.s.rec.Rulings) != 0 {
		t.Errorf("after one Undo the rulings log holds %+v (%v), the desk %d", rulings, err, len(f.v.s.rec.Rulings))
	}
	if black() != before {
		t.Errorf("after one Undo Black's clock reads %v, want %v as before the claim", black(), before)
	}
}

func TestSetupFromFEN(t *testing.T) {
	f := newFixture(t, "")
	f.v.tabs.Select(f.v.tabs.Items[2])
	if f.v.board.Mode() != modeSetup {
		t.Fatal("the set-up tab does not put the board in set-up mode")
	}
	p := f.v.setup
	p.fen.SetText("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1")
	p.loadFEN()
	// Remove the rook by dragging it off the board, then put it back with
	// the brush.
	b := f.v.board
	from := b.SquareCenter(sq("a1"))
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
	test.Drag(f.win.Canvas(), abs.Add(from), -200, 0)
	if b.Pieces()[sq("a1")].Role != 0 {
		t.Fatal("dragging off the board did not remove the rook")
	}
	p.role.SetSelected(p.role.Options[2]) // rook
	f.tap("a1")
	p.castle[1].SetChecked(true)
	if got := p.fen.Text; got != "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1" {
		t.Errorf("FEN out = %q", got)
	}
	test.Tap(p.useIt)
	f.noErrors()
	if f.v.board.Mode() != modePlay {
		t.Error("the board is not back in play mode")
	}
	f.playSAN("O-O-O")
	if rec := f.stored(); rec.StartFEN != "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1" || sans(rec) != "O-O-O" {
		t.Errorf("game = %q from %q", sans(rec), rec.StartFEN)
	}
}

// A FEN loaded into the set-up keeps its en-passant square, its half-move
// clock and its move number, as long as the board, the side to move and
// the castling stay as loaded: "… w - - 45 60" read "… w - - 0 1", and
// the game started from it counted its fifty moves and its scoresheet
// from nothing.
func TestSetupFromFENKeepsItsCounters(t *testing.T) {
	for _, c := range []struct{ fen, move string }{
		{"8/8/4k3/8/8/2K5/5R2/8 w - - 45 60", "Rf3"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 30", "exd6"}, // en passant
	} {
		fen := c.fen
		f := newFixture(t, "")
		f.v.tabs.Select(f.v.tabs.Items[2])
		p := f.v.setup
		p.fen.SetText(fen)
		p.loadFEN()
		if got := p.fen.Text; got != fen {
			t.Errorf("%s loaded reads %q", fen, got)
		}
		test.Tap(p.useIt)
		f.noErrors()
		f.playSAN(c.move)
		if rec := f.stored(); rec.StartFEN != fen || sans(rec) != c.move {
			t.Errorf("%s: the game is %q from %q", fen, sans(rec), rec.StartFEN)
		}
	}
}

// A ruling proposed before the set-up tab started the game from another
// position is dropped there, and the session refuses it for the new one:
// accepted, it had recorded the first position's result (½–½, a dead
// position) for a game in which play goes on.
func TestSetupDropsTheRulingProposedBefore(t *testing.T) {
	f := newFixture(t, "")
	f.startFrom("8/8/8/4k3/8/8/3B4/4K3 w - - 0 1")
	f.propose("position", engine.White)
	f.noErrors()
	r := f.v.rulings
	if r.current == nil || r.current.Decision.Result != "1/2-1/2" {
		t.Fatalf("the dead position: proposal %+v", r.current)
	}
	stale := *r.current
	f.v.tabs.Select(f.v.tabs.Items[2])
	p := f.v.setup
	p.fen.SetText("k6B/1b4B1/2b2B2/4B3/3B4/1pB1B3/pP1B4/K7 w - - 0 1")
	p.loadFEN()
	test.Tap(p.useIt)
	f.noErrors()
	if r.current != nil || !r.accept.Disabled() {
		t.Errorf("after the set-up, the rulings still propose %+v", r.current)
	}
	err := f.v.Session().Apply(stale, false, "")
	if err == nil || !strings.Contains(err.Error(), "stale-ruling") && !strings.Contains(err.Error(), "position has changed") {
		t.Errorf("the old proposal applied to the new position: %v", err)
	}
}

// The player of a ruling defaults to the side to move when the position
// changes, not on every redraw: "Change the incident" keeps the player the
// arbiter chose (it had gone back to White). And the hint asks for a
// player only for an incident that concerns one.
func TestChangeTheIncidentKeepsThePlayer(t *testing.T) {
	f := clockedFixture(t, "5'")
	f.playSAN("e4") // Black to move
	r := f.v.rulings
	if got := r.player.SelectedIndex(); got != int(engine.Black) {
		t.Fatalf("after 1. e4 the player is %d, want Black", got)
	}
	f.propose("flag-fall", engine.White)
	f.proposal()
	test.Tap(r.change)
	if r.current != nil {
		t.Fatal("Change the incident kept the proposal")
	}
	if got := r.player.SelectedIndex(); got != int(engine.White) {
		t.Errorf("after Change the incident the player is %d, want White, as chosen", got)
	}
	if got := r.explain.Text; got != f.v.t("desk.ruling.none") {
		t.Errorf("the hint for a flag fall reads %q", got)
	}
	r.kind.SetSelectedIndex(indexOfKind("position"))
	if got := r.explain.Text; got != f.v.t("desk.ruling.none-no-player") || strings.Contains(got, "player") {
		t.Errorf("the hint for the position on the board reads %q", got)
	}
	r.kind.SetSelectedIndex(indexOfKind("flag-fall"))
	test.Tap(f.v.clocks.start) // resumes the clock the ruling paused
	f.playSAN("e5")            // White to move: the default follows the game
	if got := r.player.SelectedIndex(); got != int(engine.White) {
		t.Errorf("after 1... e5 the player is %d, want White", got)
	}
	f.playSAN("Nf3")
	if got := r.player.SelectedIndex(); got != int(engine.Black) {
		t.Errorf("after 2. Nf3 the player is %d, want Black", got)
	}
}

// The set-up's Use button is on screen at 1024×700 in every language,
// not below the fold of the tab.
func TestSetupUseReachableAt1024x700(t *testing.T) {
	f := newFixture(t, "")
	// What a 1024×700 window leaves the desk beside the navigation, under
	// the toolbar and over the status line.
	const height = 590
	f.win.Resize(fyne.NewSize(824, height))
	f.v.tabs.Select(f.v.tabs.Items[2])
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(f.v.setup.useIt)
	if bottom := pos.Y + f.v.setup.useIt.Size().Height; !f.v.setup.useIt.Visible() || bottom > height || pos.Y < 0 {
		t.Errorf("Use is at %v to %v, outside the %d pixels", pos.Y, bottom, height)
	}
}

// A set-up being made stays when the arbiter looks at another tab (the
// rulings, the scoresheet) and comes back: it was thrown away for the
// game's position.
func TestSetupKeptAcrossTabs(t *testing.T) {
	f := newFixture(t, "")
	p := f.v.setup
	f.v.tabs.Select(f.v.tabs.Items[2])
	p.fen.SetText("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1")
	p.loadFEN()
	p.turn.SetSelected(p.turn.Options[1])
	want := p.fen.Text
	f.v.tabs.Select(f.v.tabs.Items[1]) // the rulings
	if f.v.board.Mode() == modeSetup {
		t.Fatal("the board stayed in set-up mode on the rulings tab")
	}
	f.v.tabs.Select(f.v.tabs.Items[2])
	if got := p.fen.Text; got != want || f.v.board.Pieces()[sq("a1")].Role != engine.Rook {
		t.Errorf("back on the set-up tab: %q, want %q", got, want)
	}
	test.Tap(p.useIt)
	f.noErrors()
	// Once used, the next set-up starts from the game again.
	f.v.tabs.Select(f.v.tabs.Items[2])
	if got := p.fen.Text; got != want {
		t.Errorf("after Use the editor shows %q, want the game's start %q", got, want)
	}
}

// An impossible set-up loaded on a low window shows its problems where the
// arbiter can see them, not below the fold of the set-up tab.
func TestSetupProblemsScrolledIntoView(t *testing.T) {
	f := newFixture(t, "")
	f.win.Resize(fyne.NewSize(1024, 560))
	f.v.tabs.Select(f.v.tabs.Items[2])
	p := f.v.setup
	p.fen.SetText("R6k/8/6N1/8/8/8/8/K6R b - - 0 1") // a triple check
	p.loadFEN()
	if p.problem.Hidden || p.problem.Text == "" {
		t.Fatal("no problem shown for a triple check")
	}
	if p.scroll.Content.MinSize().Height <= p.scroll.Size().Height {
		t.Fatalf("the set-up tab fits a %v window; the test needs one where it scrolls", f.win.Canvas().Size())
	}
	top, bottom := p.problem.Position().Y, p.problem.Position().Y+p.problem.Size().Height
	if top < p.scroll.Offset.Y || bottom > p.scroll.Offset.Y+p.scroll.Size().Height {
		t.Errorf("problem at %v–%v, visible %v–%v", top, bottom, p.scroll.Offset.Y, p.scroll.Offset.Y+p.scroll.Size().Height)
	}
}

func TestReopenRestoresClockFromRecord(t *testing.T) {
	f := clockedFixture(t, "5+3")
	f.clk.Advance(20 * time.Second)
	f.playSAN("e4")
	f.clk.Advance(40 * time.Second)
	f.playSAN("e5")
	f.reopen() // the game and the clock readings come back from the file
	st := f.v.Session().Clock().State()
	if st.Side[engine.White].Remaining != 4*time.Minute+43*time.Second || st.Side[engine.Black].Remaining != 4*time.Minute+23*time.Second {
		t.Errorf("readings after reopening: %v / %v", st.Side[0].Remaining, st.Side[1].Remaining)
	}
	if st.Side[engine.White].Moves != 1 || st.Turn != engine.White {
		t.Errorf("clock after reopening: %+v", st)
	}
}

// Time added on a reopened game, whose clock reads "not started", and a
// move made on it are kept when the game is reopened again: the readings
// are not taken back to the last recorded move's.
func TestReopenedClockKeepsTimeAdded(t *testing.T) {
	f := clockedFixture(t, "5+3")
	f.clk.Advance(20 * time.Second)
	f.playSAN("e4")
	f.reopen()
	if err := f.v.Session().Adjust(engine.White, time.Minute); err != nil {
		t.Fatal(err)
	}
	f.playSAN("e5")
	f.reopen()
	// White: 5:00 − 0:20 + 0:03 = 4:43, and the minute added.
	if got := f.v.Session().Clock().State().Side[engine.White].Remaining; got != 5*time.Minute+43*time.Second {
		t.Errorf("White's clock after reopening: %v, want 5:43", got)
	}
}

func TestImportPGN(t *testing.T) {
	f := newFixture(t, "")
	pgn := "[Event \"x\"]\n[Result \"1/2-1/2\"]\n\n1. d4 {[%clk 1:29:50]} d5 {[%clk 1:29:40]} 2. c4 1/2-1/2\n"
	f.imported(pgn)
	rec := f.stored()
	if sans(rec) != "d4 d5 c4" || !rec.Moves[0].HasClock || rec.Moves[0].Clock != time.Hour+29*time.Minute+50*time.Second {
		t.Fatalf("imported record = %+v", rec.Moves)
	}
	f.wantResult(tournament.Draw)
	if err := f.importPGN(pgn); err == nil {
		t.Error("importing over recorded moves was allowed")
	}
}

// A game's variations, comments and NAGs are kept by the record beside
// its moves and clocks: the import says what it kept, and the game's PGN
// gives them back.
func TestImportPGNKeepsVariations(t *testing.T) {
	f := newFixture(t, "")
	pgn := "{Played in the first round.} 1. d4 {[%clk 1:29:50] solid} (1. e4 e5 (1... c5)) 1... d5! 2. c4 *\n"
	f.imported(pgn)
	f.wantStatus("3 half-moves imported. Kept with them: 2 variations, 2 comments, 1 annotation glyph, written back in the game's PGN.")
	g, err := exchange.RecordPGN(f.stored())
	if err != nil {
		t.Fatal(err)
	}
	got := input.Collapse(engine.WritePGN([]engine.PGNGame{g}))
	if want := "{Played in the first round.} 1. d4 {[%clk 1:29:50] solid} (1. e4 e5 (1... c5)) 1... d5 $1 2. c4 *"; !strings.Contains(got, want) {
		t.Errorf("the record's PGN:\n%s\nwant its moves %q", got, want)
	}
}

// A game's own tags (ECO, Annotator…) are kept with it and written back
// in its PGN; the tags the event writes for the board itself are the
// event's, and the import names those of the file it did not keep.
func TestImportPGNKeepsTheFilesOwnTags(t *testing.T) {
	f := newFixture(t, "")
	pgn := "[Event \"Another open\"]\n[Site \"?\"]\n[White \"Somebody, Else\"]\n[ECO \"D06\"]\n[Annotator \"Smith, J\"]\n\n1. d4 d5 2. c4 *\n"
	f.imported(pgn)
	f.wantStatus("3 half-moves imported. The event writes its own Event, White for this board; the file's were not kept. 2 tags of the file's own (such as ECO or Annotator) kept with the game.")
	g, err := exchange.GamePGN(f.v.Session().Event(), f.stored())
	if err != nil {
		t.Fatal(err)
	}
	if g.Tag("ECO") != "D06" || g.Tag("Annotator") != "Smith, J" || g.Tag("White") == "Somebody, Else" || g.Tag("Event") == "Another open" {
		t.Errorf("the game's PGN tags: %v", g.Tags)
	}
}

func TestParseAdjust(t *testing.T) {
	tests := []struct {
		in   string
		want time.Duration
		ok   bool
	}{
		{"2", 2 * time.Minute, true},
		{"+2", 2 * time.Minute, true},
		{"-1:30", -90 * time.Second, true},
		{"90s", 90 * time.Second, true},
		{"-30s", -30 * time.Second, true},
		{"1:75", 0, false},
		{"", 0, false},
		{"abc", 0, false},
		{"0", 0, false},
		// Read whole or refused: these were misread as +2 s, +90 min,
		// 1 min and an overflowing +1,166 h.
		{"2 mins", 2 * time.Minute, true},
		{"90 sec", 90 * time.Second, true},
		{"1,5", 90 * time.Second, true},
		{"70000", 0, false},
		{"2 banana", 0, false},
	}
	for _, tt := range tests {
		got, err := parseAdjust(tt.in)
		if got != tt.want || (err == nil) != tt.ok {
			t.Errorf("parseAdjust(%q) = %v, %v; want %v, ok %v", tt.in, got, err, tt.want, tt.ok)
		}
	}
}

func TestFormatClock(t *testing.T) {
	tests := []struct {
		in   time.Duration
		want string
	}{
		{90 * time.Minute, "1:30:00"},
		{4*time.Minute + 53*time.Second + 900*time.Millisecond, "0:04:53"},
		{19*time.Second + 450*time.Millisecond, "0:19.4"},
		{-time.Second, "0:00.0"},
	}
	for _, tt := range tests {
		if got := formatClock(tt.in); got != tt.want {
			t.Errorf("formatClock(%v) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestCatalogue checks that every desk.* key the code uses, including
// the ones it builds from piece roles and incident kinds, is in every
// language.
func TestCatalogue(t *testing.T) {
	keys := map[string]bool{}
	for _, f := range testsource.Read(t) {
		for _, m := range keyPattern.FindAllStringSubmatch(f.Text, -1) {
			if !strings.HasSuffix(m[1], ".") {
				keys[m[1]] = true
			}
		}
	}
	for r := engine.Pawn; r <= engine.King; r++ {
		keys["desk.piece."+r.String()] = true
	}
	if len(keys) < 50 {
		t.Fatalf("found only %d keys; is the pattern right?", len(keys))
	}
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		for k := range keys {
			if !cat.Has(k) {
				t.Errorf("%s: %s missing", lang, k)
			}
		}
	}
}

var keyPattern = regexp.MustCompile(`"(desk\.[a-z0-9.-]+)"`)

func TestDrawOfferMarksTheMove(t *testing.T) {
	f := newFixture(t, "")
	// FIDE 2023 5.2.3: no draw before both have made a move.
	f.playSAN("e4", "e5", "Nf3")
	r := f.v.rulings
	f.propose("draw-offer", engine.White)
	if r.current == nil || r.current.Decision.Record != "(=)" {
		t.Fatalf("draw offer proposal = %+v", r.current)
	}
	f.accept()
	if rec := f.stored(); !rec.Moves[2].DrawOffer {
		t.Fatal("2.Nf3 is not marked with the draw offer in the file")
	}
	if got := f.v.sheet.rows[1][1]; !strings.HasPrefix(got, "Nf3 (=)") {
		t.Errorf("scoresheet shows %q, want Nf3 (=)", got)
	}
	// Black offers before moving: the offer goes with his coming move.
	f.propose("draw-offer", engine.Black)
	if offer, _ := r.current.Incident.(rules.DrawOffer); !offer.OnMove {
		t.Error("Black's offer before his move is not marked as made on move")
	}
	test.Tap(r.accept)
	if got := f.v.clocks.face.info[1].Text; !strings.HasSuffix(got, "(=)") {
		t.Errorf("Black's dial with the offer pending shows %q", got)
	}
	f.playSAN("Nc6")
	if rec := f.stored(); !rec.Moves[3].DrawOffer {
		t.Error("2...Nc6 is not marked with Black's draw offer")
	}
}

// TestDrawOfferBeforeTheMoveSurvivesLeavingTheGame_9_1_2_2: Black offers
// a draw before his move and the arbiter accepts the ruling; he looks at
// another board and comes back. The offer still waits for Black's move
// and goes onto it as (=): it was kept in the window alone, so the dial
// lost its (=) and 2...Nc6 went into the file without it.
func TestDrawOfferBeforeTheMoveSurvivesLeavingTheGame_9_1_2_2(t *testing.T) {
	f := newFixture(t, "")
	f.playSAN("e4", "e5", "Nf3")
	f.propose("draw-offer", engine.Black)
	f.accept()
	f.leaveAndComeBack()
	if got := f.v.clocks.face.info[1].Text; !strings.HasSuffix(got, "(=)") {
		t.Errorf("Black's dial on coming back shows %q, want the offer pending (=)", got)
	}
	if f.v.Session().OfferPending(engine.White) {
		t.Error("White has an offer pending that he never made")
	}
	f.playSAN("Nc6")
	if rec := f.stored(); !rec.Moves[3].DrawOffer {
		t.Error("2...Nc6 is not marked with Black's draw offer made before leaving the game")
	}
	// Once moved, the offer is on the move, not pending again on a
	// second return.
	f.leaveAndComeBack()
	if f.v.Session().OfferPending(engine.Black) || f.v.Session().OfferPending(engine.White) {
		t.Error("an offer pending again after the move that carried it")
	}
}

func TestFlagFallRuling(t *testing.T) {
	f := clockedFixture(t, "1'")
	f.clk.Advance(61 * time.Second)
	r := f.v.rulings
	f.propose("flag-fall", engine.Black) // the clock knows better
	if r.current == nil || r.current.Incident != (rules.FlagFall{Player: engine.White}) || r.current.Decision.Result != "0-1" {
		t.Fatalf("flag fall proposal = %+v", r.current)
	}
	f.accept()
	f.wantResult(tournament.BlackWins)
}

// TestFlagFallInBlockedPosition: White's flag falls where Black's king is
// walled in on b8 and Black's pawns can never promote in time. Proving
// that Black cannot mate takes a search far beyond the budget of the check
// after each move; the ruling must have it, and propose a draw (6.9), not
// a loss with the question left open.
func TestFlagFallInBlockedPosition(t *testing.T) {
	f := newFixture(t, "1'")
	start := f.startFrom("1k6/1P1p1p1p/BP6/1P6/8/8/3P1P1P/7K w - - 0 1")
	if a := engine.AnalyseMate(start, engine.Black, endedBudget); a.Verdict != engine.Undetermined {
		t.Fatalf("the after-move budget already decides this position (%s): the test shows nothing", a.Verdict)
	}
	test.Tap(f.v.clocks.start)
	f.clk.Advance(61 * time.Second)
	r := f.v.rulings
	f.propose("flag-fall", engine.White)
	if r.current == nil || r.current.Decision.Result != "1/2-1/2" {
		t.Fatalf("flag fall proposal = %+v", r.current)
	}
}

func TestFlippedBoardAndHints(t *testing.T) {
	f := newFixture(t, "")
	f.v.flip.SetChecked(true)
	f.v.hints.SetChecked(true)
	b := f.v.board
	if got := b.squareAt(b.SquareCenter(sq("e2"))); got != sq("e2") {
		t.Fatalf("flipped board maps e2's centre to %v", got)
	}
	// Black's side at the bottom: h8 in the bottom left corner.
	if c := b.SquareCenter(sq("h8")); c.X > b.Size().Width/2 || c.Y < b.Size().Height/2 {
		t.Errorf("h8 is not bottom left on a flipped board: %v", c)
	}
	f.tap("g1")
	r := test.WidgetRenderer(b).(*boardRenderer)
	var shown []string
	for s := engine.Square(0); s < 64; s++ {
		if !r.hints[s].Hidden {
			shown = append(shown, s.String())
		}
	}
	if got := strings.Join(shown, " "); got != "f3 h3" {
		t.Errorf("legal-move hints for g1 = %q, want f3 h3", got)
	}
	f.tap("f3")
	f.noErrors()
	f.wantMoves("Nf3")
}

// A typed move the desk refuses, whether it cannot be read as a legal
// move or the store refuses it (the touched piece must move, 4.3.1), plays
// nothing and stays in the box as typed, selected, with the keyboard: the
// next typing replaces it. The refusal is said under the box in the error
// colour, as the result box says its own, and no message box covers the
// board. The move typed over it is played and clears the box.
func TestTypedMoveRefusedStaysSelected(t *testing.T) {
	for _, c := range []struct {
		name, typed, says string
		before            func(f *fixture)
	}{
		{"not a legal move", "Nd2", "", func(*fixture) {}},
		{"touched knight must move", "d4", "4.3.1", func(f *fixture) {
			f.touch("g1")
			test.Tap(f.v.rulings.accept)
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := newFixture(t, "")
			c.before(f)
			f.noErrors()
			f.win.Canvas().Focus(f.v.entry)
			test.Type(f.v.entry, c.typed)
			f.v.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			if f.v.Session().Game().Ply() != 0 {
				t.Fatalf("%q was played", c.typed)
			}
			if len(f.errs) != 0 {
				t.Errorf("a message box for the typed move: %v", f.errs)
				f.errs = nil
			}
			e := f.v.entry
			if e.Text != c.typed || e.SelectedText() != c.typed || f.win.Canvas().Focused() != e {
				t.Errorf("box %q, selected %q, focused %v; want %q kept, selected, with the keyboard",
					e.Text, e.SelectedText(), f.win.Canvas().Focused() == e, c.typed)
			}
			if st := f.v.status; st.Importance != widget.DangerImportance || st.Text == "" || !strings.Contains(st.Text, c.says) {
				t.Errorf("status %q (importance %v), want a refusal citing %q", st.Text, st.Importance, c.says)
			}
			test.Type(e, "Nf3")
			if e.Text != "Nf3" {
				t.Fatalf("typing over the refused move gave %q", e.Text)
			}
			e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			f.noErrors()
			if got := sans(f.stored()); got != "Nf3" || e.Text != "" || f.v.status.Importance == widget.DangerImportance {
				t.Errorf("after Nf3: moves %q, box %q, status %q (importance %v)", got, e.Text, f.v.status.Text, f.v.status.Importance)
			}
		})
	}
}

func TestAdjournment(t *testing.T) {
	f := clockedFixture(t, "40/120+30'")
	f.clk.Advance(30 * time.Minute)
	f.playSAN("e4")
	f.clk.Advance(10 * time.Minute)
	r := f.v.rulings
	f.propose("adjourn", engine.Black)
	if r.current == nil || r.current.Decision.Continuation != "seal" {
		t.Fatalf("adjournment proposal = %+v", r.current)
	}
	// The times used as the printed envelope writes them.
	if got := r.verdict.Text; !strings.Contains(got, "White 30:00, by Black 10:00") {
		t.Errorf("verdict = %q, want the envelope's used times", got)
	}
	f.accept()
	f.wantResult(tournament.Adjourned)
	if st := f.v.Session().Clock().State().Status; st != clock.Paused {
		t.Errorf("clock after sealing: %v, want paused", st)
	}
	if f.v.board.Mode() != modePlay {
		t.Error("an adjourned game cannot be resumed at the desk")
	}
	if f.v.sheet.envelope.Hidden {
		t.Fatal("no envelope to print for the adjourned game")
	}
	if out, _ := f.printed(f.v.printEnvelope); !bytes.HasPrefix(out, []byte("%PDF")) {
		t.Errorf("envelope is not a PDF: %d bytes", len(out))
	}
	// The game resumes with the sealed move.
	f.playSAN("e5")
	f.wantResult(tournament.NoResult)
}

// adjournedFixture is a clocked fixture whose game White opened with e4
// and Black adjourned, the adjournment's ruling accepted.
func adjournedFixture(t *testing.T) *fixture {
	t.Helper()
	f := clockedFixture(t, "40/120+30'")
	f.playSAN("e4")
	f.propose("adjourn", engine.Black)
	f.accept()
	f.wantResult(tournament.Adjourned)
	return f
}

// sealedMove has Black's sealed move, written as text, read from the
// envelope and ruled on, and the ruling accepted.
func (f *fixture) sealedMove(text string) {
	f.t.Helper()
	r := f.chooseKind("sealed-move")
	r.sealed.SetText(text)
	r.player.SetSelectedIndex(int(engine.Black))
	test.Tap(r.proposeBtn)
	f.accept()
}

// TestSealedMovePlayedResumesTheGameInTheHistory: the sealed move, read
// from the envelope and played on an adjourned board, resumes the game,
// and the history says so in every language; it said the adjournment
// corrected ("result corrected from adj. to no result", "korjattu").
func TestSealedMovePlayedResumesTheGameInTheHistory(t *testing.T) {
	f := adjournedFixture(t)
	f.sealedMove("e5")
	f.wantResult(tournament.NoResult)
	if f.v.Session().Game().Ply() != 2 {
		t.Fatalf("the sealed move was not made (%s)", f.v.status.Text)
	}
	log, err := f.st.Audit()
	if err != nil {
		t.Fatal(err)
	}
	steps := log[len(log)-1].Steps
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		got := i18n.Join(cat, steps, "; ")
		want := cat.T("store.audit.result.resume", "round", 1, "board", 1)
		corrected := cat.T("store.audit.result.correct", "round", 1, "board", 1,
			"was", cat.T("event.result.adjourned"), "result", cat.T("live.entry.noresult"))
		if !strings.Contains(got, want) || strings.Contains(got, corrected) {
			t.Errorf("%s: the history says %q, want it to say %q", lang, got, want)
		}
	}
}

// The adjournment's ruling and the result it gives are one action, as a
// ruling that ends the game and its result are: one Undo takes both back,
// where it took the adjournment back and left the ruling that sealed the
// move in the log, accepted, on a game going on.
func TestAdjournmentAndItsRulingUndoneAsOne(t *testing.T) {
	f := adjournedFixture(t)
	f.undo()
	f.wantResult(tournament.NoResult)
	if rulings, err := f.st.Rulings(); err != nil || len(rulings) != 0 || len(f.v.s.rec.Rulings) != 0 {
		t.Errorf("after one Undo the rulings log holds %+v (%v), the desk %d", rulings, err, len(f.v.s.rec.Rulings))
	}
}

// The sealed move played on an adjourned board, by its ruling or on the
// board, and the game's resumption are one action: one Undo takes the
// move, its ruling and the resumption back together and leaves the game
// adjourned as sealed. They were two or three actions, and one Undo took
// back the resumption alone: the move stayed on the board of a game
// adjourned again.
func TestSealedMovePlayedUndoneAsOne(t *testing.T) {
	for _, how := range []string{"ruling", "board"} {
		t.Run(how, func(t *testing.T) {
			f := adjournedFixture(t)
			before, err := f.st.Audit()
			if err != nil {
				t.Fatal(err)
			}
			if how == "ruling" {
				f.sealedMove("e5")
			} else {
				f.playSAN("e5")
			}
			f.wantResult(tournament.NoResult)
			f.wantMoves("e4 e5")
			log, err := f.st.Audit()
			if err != nil {
				t.Fatal(err)
			}
			var actions []string
			for _, e := range log[len(before):] {
				for _, st := range e.Steps {
					actions = append(actions, st.Action)
				}
			}
			want := []string{"move", "result.resume"}
			if how == "ruling" {
				want = append([]string{"ruling"}, want...)
			}
			if len(log) != len(before)+1 || !slices.Equal(actions, want) {
				t.Errorf("the sealed move played wrote %d actions of steps %v, want one of %v", len(log)-len(before), actions, want)
			}
			f.undo()
			f.wantResult(tournament.Adjourned)
			f.wantMoves("e4")
			if f.v.s.game.Ply() != 1 || f.v.s.rec.Result != tournament.Adjourned {
				t.Errorf("after one Undo the desk holds %d half-moves, result %v; want 1, adjourned", f.v.s.game.Ply(), f.v.s.rec.Result)
			}
			if rulings, err := f.st.Rulings(); err != nil || len(rulings) != 1 || rulings[0].Incident != "adjourn" {
				t.Errorf("after one Undo the rulings log holds %+v (%v), want the adjournment's alone", rulings, err)
			}
		})
	}
}

// TestBlankEnvelopeForPaperGame: a game with no moves recorded at the
// desk is played on paper; its envelope is the blank one, with the
// event's round, board and players, in the event's language (Finnish
// here) whatever the window's (English): the desk printed in the
// window's.
func TestBlankEnvelopeForPaperGame(t *testing.T) {
	f := newFixtureWith(t, "", func(s *tournament.Settings) { s.Language = "fi" })
	env := f.v.sheet.envelope
	if env.Hidden || env.Text != f.v.t("desk.print-blank-envelope") {
		t.Fatalf("envelope button: hidden %v, %q", env.Hidden, env.Text)
	}
	var out bytes.Buffer
	var name string
	f.v.env.SavePDF = func(n string, write func(io.Writer) error) {
		name = n
		if err := write(&out); err != nil {
			t.Fatal(err)
		}
	}
	env.OnTapped()
	f.noErrors()
	if name != "envelope-1-1.pdf" {
		t.Errorf("file name %q", name)
	}
	var want bytes.Buffer
	if err := printing.BlankEnvelope(&want, f.ev, 1, 1, printing.Options{Lang: i18n.Finnish}); err != nil {
		t.Fatal(err)
	}
	got, exp := pdftext.Text(t, out.Bytes()), pdftext.Text(t, want.Bytes())
	if got != exp {
		t.Errorf("desk envelope:\n%s\nwant the blank envelope:\n%s", got, exp)
	}
	p := f.ev.Rounds[0].Pairings[0]
	for _, id := range []int64{p.White, p.Black} {
		pl, ok := f.ev.Player(id)
		if !ok || !strings.Contains(got, pl.Name) {
			t.Errorf("envelope does not name player %d:\n%s", id, got)
		}
	}
	// Once moves are recorded here the game is no longer on paper.
	f.playSAN("e4")
	if !env.Hidden {
		t.Error("envelope offered for a game in play at the desk")
	}
}

func TestOverruledIllegalMoveDoesNotCount(t *testing.T) {
	f := newFixture(t, "")
	f.v.arbiter.SetChecked(true)
	f.playSAN("e4")
	r := f.v.rulings
	f.move("e7", "e4")
	r.reason.SetText("the move was never completed")
	test.Tap(r.overrule)
	f.noErrors()
	// The next illegal move is the first one penalised: 7.5.5 gives the
	// opponent time, not the game.
	f.move("d8", "d2")
	if r.current == nil || r.current.Decision.Result != "*" || r.current.Decision.TimeAdjust.White != 120 {
		t.Fatalf("illegal move after an overruled one: %+v", r.current)
	}
	// A move on the board leaves the proposal behind.
	f.playSAN("e5")
	if r.current != nil {
		t.Error("a proposal stayed after the game moved on")
	}
	rec := f.stored()
	if len(rec.Incidents) != 2 || len(rec.Rulings) != 1 || !rec.Rulings[0].Overruled {
		t.Errorf("incidents %+v and rulings %+v, want two illegal moves and the overruled ruling", rec.Incidents, rec.Rulings)
	}
}

// The desk's "Print scoresheet" runs the window's print (Env.Print), which
// prints the game as Scoresheet gives it: the open game's moves in the
// notation chosen, a copy that a move made after leaves as it was.
func TestPrintScoresheet(t *testing.T) {
	f := newFixture(t, "")
	printed := 0
	f.v.env.Print = func() { printed++ }
	f.playSAN("e4", "e5")
	f.v.sheet.pick.SetSelectedIndex(1)
	rec, style := f.v.Scoresheet()
	f.playSAN("Nf3")
	if rec == nil || rec.Round != 1 || rec.Board != 1 || len(rec.Moves) != 2 || style != engine.Figurine {
		t.Fatalf("the scoresheet is of %+v in style %d; want round 1, board 1, two moves, figurines", rec, style)
	}
	var out bytes.Buffer
	if err := printing.GameScoresheet(&out, f.ev, rec, style, printing.Options{}); err != nil || !bytes.HasPrefix(out.Bytes(), []byte("%PDF")) {
		t.Errorf("the scoresheet wrote %d bytes, error %v", out.Len(), err)
	}
	tapButton(t, f.v.sheet.tools, f.v.t("desk.print"))
	if printed != 1 {
		t.Errorf("Print scoresheet ran the window's print %d times, want once", printed)
	}
}

func TestDeadPositionProposesDraw(t *testing.T) {
	f := newFixture(t, "")
	f.startFrom("7k/8/8/8/8/8/1n6/K1B5 w - - 0 1")
	f.playSAN("Kxb2")
	r := f.v.rulings
	if r.current == nil || r.current.Decision.Result != "1/2-1/2" {
		t.Fatalf("king and bishop against king: %+v", r.current)
	}
}

func TestResultEnteredElsewhere(t *testing.T) {
	f := newFixture(t, "")
	f.playSAN("e4")
	if err := f.st.SetResult(1, 1, tournament.Draw); err != nil {
		t.Fatal(err)
	}
	f.reload()
	f.v.Refresh()
	if !f.v.Session().Finished() || f.v.board.Mode() != modeView {
		t.Error("the desk still takes moves after the result was entered in the rounds view")
	}
	if !strings.HasSuffix(f.v.title.Text, "½–½") {
		t.Errorf("title = %q", f.v.title.Text)
	}
}

// TestSetupListsEveryProblem: the set-up editor lists every problem of a
// position at once, one a line: here a pawn on the last rank and three
// pieces giving check.
func TestSetupListsEveryProblem(t *testing.T) {
	f := newFixture(t, "")
	f.v.tabs.Select(f.v.tabs.Items[2])
	p := f.v.setup
	p.fen.SetText("PR5k/8/6N1/8/8/8/8/K6R b - - 0 1")
	p.loadFEN()
	lines := strings.Split(p.problem.Text, "\n")
	if !p.problem.Visible() || len(lines) != 2 || !strings.Contains(lines[0], "a8") || !strings.Contains(lines[1], "3") {
		t.Errorf("problems shown: %q", p.problem.Text)
	}
}

// The incident list is in the arbiter's language: an illegal move entered
// and its ruling, with the time added, in Finnish and Estonian words, the
// move in the event's notation (English here), and no stored identifier.
func TestIncidentListInLanguage(t *testing.T) {
	f := clockedFixture(t, "90+30")
	f.v.arbiter.SetChecked(true)
	f.playSAN("e4", "e5", "Nf3")
	f.move("e8", "e6")
	test.Tap(f.v.rulings.accept)
	f.noErrors()
	s := f.v.Session()
	for _, tt := range []struct {
		lang i18n.Lang
		want []string
	}{
		{i18n.English, []string{"After 2.Nf3: Illegal move (Black: e8-e6)", "Black; accepted: 2:00 added to White; FIDE 2023, 7.5.1, 7.5.5"}},
		{i18n.Finnish, []string{"Siirron 2.Nf3 jälkeen: ", "Musta: e8-e6", "Musta; hyväksytty: Valkea: lisäaikaa 2:00; FIDE 2023, 7.5.1, 7.5.5"}},
		{i18n.Estonian, []string{"Pärast käiku 2.Nf3: ", "Must: e8-e6", "kinnitatud: Valge: lisaaega 2:00"}},
	} {
		f.build(tt.lang, s)
		text := f.v.sheet.incidents.Text
		testtext.SaysEach(t, fmt.Sprintf("%s: the incident list", tt.lang), text, tt.want...)
		testtext.SaysNone(t, fmt.Sprintf("%s: the incident list", tt.lang), text, "illegal-move", "black", "white", "FIDE2023")
	}
}

// Art. 6.8 (2018, 2023; 6.8 in 2014 too): a flag has fallen when the
// arbiter observes it, on the clock on the board. The desk's own clock may
// lag that one, so a flag fall proposed while the desk's clock still shows
// time for the player says so, in the arbiter's language, instead of
// silently contradicting itself; where the desk's flag has fallen too, it
// says nothing more. The time is the one the dial shows, cut to the
// second: with 29.6 s left, rounded, the text had said 0:30 beside a dial
// that showed 0:00:29.
func TestFlagFall6_8DeskClockStillShowsTime(t *testing.T) {
	f := clockedFixture(t, "5'")
	f.playSAN("e4")
	f.clk.Advance(4*time.Minute + 30*time.Second + 400*time.Millisecond)
	r := f.v.rulings
	f.propose("flag-fall", engine.Black)
	if r.current == nil || r.current.Decision.Result != "1-0" {
		t.Fatalf("flag fall proposal = %+v", r.current)
	}
	if got := r.current.ClockLeft; got != [2]time.Duration{0, 29*time.Second + 600*time.Millisecond} {
		t.Errorf("clock left = %v, want Black's 29.6 s", got)
	}
	if dial := f.v.clocks.face.time[engine.Black].Text; dial != "0:00:29" {
		t.Errorf("Black's dial shows %q, want 0:00:29", dial)
	}
	want := "Check the clock on the board: the desk's clock still shows 0:00:29 for Black."
	if !strings.Contains(r.verdict.Text, want) {
		t.Errorf("verdict %q lacks %q", r.verdict.Text, want)
	}
	s := f.v.Session()
	f.build(i18n.Finnish, s)
	f.v.rulings.propose(rules.FlagFall{Player: engine.Black})
	if got := f.v.rulings.verdict.Text; !strings.Contains(got, "tuomarin kellossa on vielä aikaa (Musta 0:00:29)") {
		t.Errorf("Finnish verdict %q lacks the desk's 0:00:29", got)
	}
	f.build(i18n.English, s)
	r = f.v.rulings
	// The desk's own flag falls: the proposal and the clock agree.
	test.Tap(f.v.clocks.start) // resumes the clock the ruling paused
	f.clk.Advance(30 * time.Second)
	f.propose("flag-fall", engine.Black)
	if r.current == nil || r.current.ClockLeft != [2]time.Duration{} || strings.Contains(r.verdict.Text, "still shows") {
		t.Errorf("with the desk's flag down: clock left %v, verdict %q", r.current.ClockLeft, r.verdict.Text)
	}
	// Both flags: each side with time left on the desk's clock is named.
	both, err := s.Propose(rules.BothFlags{}, engine.NoMove)
	if err != nil {
		t.Fatal(err)
	}
	if both.ClockLeft != [2]time.Duration{5 * time.Minute, 0} {
		t.Errorf("both flags: clock left %v, want White's 5:00", both.ClockLeft)
	}
}

// A right-click in the desk's move field opens the edit menu in the
// desk's language, not in Fyne's, which follows the system's locale.
func TestMoveFieldMenuSpeaksTheDesksLanguage(t *testing.T) {
	f := newFixture(t, "")
	v := New(f.env, i18n.Estonian, nil)
	w := test.NewTempWindow(t, v.Object())
	w.Resize(fyne.NewSize(1024, 700))
	test.TapSecondary(v.entry)
	if w.Canvas().Overlays().Top() == nil {
		t.Fatal("no menu opened")
	}
	var shown []string
	for _, o := range test.LaidOutObjects(w.Canvas().Overlays().Top()) {
		if c, ok := o.(*canvas.Text); ok {
			shown = append(shown, c.Text)
		}
	}
	want := i18n.For(i18n.Estonian).T("ui.edit.paste")
	if !slices.Contains(shown, want) {
		t.Errorf("the move field's menu shows %q, want %q among them", shown, want)
	}
}

// The squares tile the board in whole units whatever its size: squares of
// a fractional size, rounded to pixels one by one, left dark hairlines
// between some files and ranks.
func TestBoardSquaresTileInWholeUnits(t *testing.T) {
	looktest.NewTempApp(t)
	board := newBoard()
	w := test.NewTempWindow(t, board)
	for _, size := range []fyne.Size{{Width: 345.5, Height: 345.5}, {Width: 401, Height: 377.25}, {Width: 640, Height: 640}} {
		w.Resize(size)
		board.Resize(size)
		side, _ := board.geometry()
		if side != float32(int(side)) || side < 8 {
			t.Fatalf("%v: square side %v", size, side)
		}
		for sq := engine.Square(0); sq < 64; sq++ {
			at := board.squarePos(sq)
			if at.X != float32(int(at.X)) || at.Y != float32(int(at.Y)) {
				t.Fatalf("%v: %s at %v", size, sq, at)
			}
			if f := sq.File(); f < 7 {
				if next := board.squarePos(engine.SquareAt(f+1, sq.Rank())); next.X != at.X+side {
					t.Fatalf("%v: %s ends at %v, the next file starts at %v", size, sq, at.X+side, next.X)
				}
			}
		}
	}
}

// The desk keeps its layout when the first move is played: the envelope
// button leaves the scoresheet then, and the narrower panel let the board
// grow and everything move under the arbiter's hands.
func TestDeskLayoutStaysAtTheFirstMove(t *testing.T) {
	f := newFixture(t, "")
	f.win.Resize(fyne.NewSize(1024, 700))
	before := f.v.sheet.content.MinSize()
	if !f.v.sheet.envelope.Visible() {
		t.Fatal("no blank-envelope button before the first move")
	}
	f.move("e2", "e4")
	f.noErrors()
	if f.v.sheet.envelope.Visible() {
		t.Fatal("the blank-envelope button stays after a move")
	}
	if after := f.v.sheet.content.MinSize(); after.Width != before.Width {
		t.Errorf("the scoresheet's least width went from %v to %v at the first move", before.Width, after.Width)
	}
}

// Opening another board takes down the ruling proposed for the one
// before: its verdict must not stand beside the new game, nor Accept
// apply it there (a flag fall proposed on board 1 accepted on board 2).
func TestOpeningAnotherBoardTakesDownTheRuling(t *testing.T) {
	f := newFixture(t, "")
	r := f.v.rulings
	f.propose("flag-fall", engine.Black)
	if r.current == nil || r.verdict.Text == "" {
		t.Fatal("no proposal on board 1")
	}
	f.open(1, 2)
	if r.current != nil || r.verdict.Text != "" || !r.accept.Disabled() || !r.overrule.Disabled() {
		t.Errorf("board 2 shows board 1's ruling %q (accept enabled: %v)", r.verdict.Text, !r.accept.Disabled())
	}
	test.Tap(r.accept) // with no proposal: nothing to accept
	f.noErrors()
	if rulings, _ := f.st.Rulings(); len(rulings) != 0 {
		t.Errorf("rulings logged: %+v", rulings)
	}
}

// A record whose last move mates, with a file's result that says the
// mated side won: the import keeps the moves, does not enter the file's
// 1-0, and says the board's 0–1. It entered the 1-0, a result the mate on
// the board contradicts, without a word. A file whose result agrees with
// the mate has it entered.
func TestImportPGNDoesNotEnterAResultTheLastPositionContradicts(t *testing.T) {
	const mate = "1. f3 e5 2. g4 Qh4# "
	f := newFixtureUnder(t, "", rules.FIDE2023, "")
	f.imported("[Result \"1-0\"]\n\n" + mate + "1-0\n")
	if rec := f.stored(); len(rec.Moves) != 4 {
		t.Fatalf("%d half-moves kept, want 4", len(rec.Moves))
	}
	f.wantResult(tournament.NoResult)
	testtext.SaysEach(t, "the status", f.v.status.Text, "2...Qh4#", "0–1", "The file's result 1–0 contradicts that")

	f = newFixtureUnder(t, "", rules.FIDE2023, "")
	f.imported("[Result \"0-1\"]\n\n" + mate + "0-1\n")
	f.wantResult(tournament.BlackWins)
	f.wantStatus("4 half-moves imported.")
}

// A record whose result its last move's mate contradicts, with
// comments, a variation and tags of its own, imported at 1024×700 in
// every language: the sentence that the file's result was not entered
// is within the status's three lines in sight. It came last, after the
// sentences of the annotations and the tags, and was out of sight,
// reached by the mouse's wheel alone.
func TestImportPGNSaysTheResultNotEnteredInSight(t *testing.T) {
	const pgn = "[ECO \"A00\"]\n[Annotator \"Arbiter\"]\n[Result \"1-0\"]\n\n1. f3 {a weak move} e5 (1... e6) 2. g4 $4 Qh4# 1-0\n"
	for _, lang := range i18n.Complete {
		f := newFixtureUnder(t, "", rules.FIDE2023, "")
		f.buildAtSize(lang)
		f.imported(pgn)
		f.settle()
		text := f.v.status.Text
		notTaken := f.v.t("desk.imported.result-not-taken", "result", engine.WhiteWins.Shown())
		at := strings.Index(text, notTaken)
		if at < 0 {
			t.Fatalf("%s: the status %q does not say %q", lang, text, notTaken)
		}
		probe := widget.NewLabel(text[:at+len(notTaken)])
		probe.Wrapping = fyne.TextWrapWord
		probe.Resize(fyne.NewSize(f.v.status.Size().Width, probe.MinSize().Height))
		line := fyne.MeasureText("Ag", theme.TextSize(), fyne.TextStyle{}).Height
		if need, room := probe.MinSize().Height, 3*line+2*theme.InnerPadding(); need > room+0.5 {
			t.Errorf("%s: the sentence that the result was not entered ends %v pixels down the status, which shows %v: %q", lang, need, room, text)
		}
	}
}

// A record played on after a fivefold repetition (FIDE 9.6.1) to a mate:
// the import keeps every move, says where the game ended by rule, and does
// not enter the file's 0-1; the session counts the game as ended, and the
// position's ruling is the draw. Under USSR 1953, which has no fivefold
// rule, the mate's result is entered.
func TestImportPGNEndedByRule(t *testing.T) {
	const pgn = "[Result \"0-1\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 9. f3 e5 10. g4 Qh4# 0-1\n"
	f := newFixtureUnder(t, "", rules.FIDE2023, "")
	f.imported(pgn)
	if rec := f.stored(); len(rec.Moves) != 20 {
		t.Fatalf("%d half-moves kept, want 20", len(rec.Moves))
	}
	testtext.SaysEach(t, "the status", f.v.status.Text, "ended by rule at 8...Ng8", "9.6.1", "The file's result 0–1 contradicts that")
	f.wantResult(tournament.NoResult)
	if !f.v.Session().Ended() {
		t.Error("the session does not count the game as ended")
	}
	p, err := f.v.Session().Propose(rules.BoardPosition{}, engine.NoMove)
	if err != nil || p.Decision.Result != engine.Draw {
		t.Errorf("position ruling %+v, %v; want the draw", p.Decision, err)
	}

	f = newFixtureUnder(t, "", rules.USSR1953, "")
	f.imported(pgn)
	if strings.Contains(f.v.status.Text, "ended by rule") {
		t.Errorf("USSR 1953: status %q", f.v.status.Text)
	}
	f.wantResult(tournament.BlackWins)
}

// The rulings panel offers the clock pressed with the other hand than the
// one that moved (FIDE 2023 6.2.3): the proposal cites it and 12.9, warns
// the player named and leaves the move standing.
func TestRulingsPanel_6_2_3_ClockOtherHand(t *testing.T) {
	f := newFixture(t, "")
	f.playSAN("e4", "e5")
	r := f.v.rulings
	f.propose("clock-other-hand", engine.Black)
	if r.current == nil {
		t.Fatal("no proposal")
	}
	d := r.current.Decision
	if !slices.Contains(d.Articles, "6.2.3") || !slices.Contains(d.Articles, "12.9") || d.Ends() ||
		len(d.Warnings) != 1 || d.Warnings[0].Player != "black" {
		t.Errorf("proposal %+v", d)
	}
}

// A record imported at the desk that reaches a dead position of blocked
// pawns, which the engine proves only past its least budget, and goes on:
// the desk's position ruling finds where the game ended, as `arbiter
// ruling` does (rules.FactsFromGame with the engine's default budget);
// the desk read the record with the least budget and ruled the position
// dead without saying that the game had ended before the moves after it.
func TestPositionRulingFindsTheDeadEndOfARecord(t *testing.T) {
	for _, fen := range []string{
		"8/2p5/1pP5/1P6/1P6/KP6/PP6/1k6 w - - 0 1",
		"8/2p5/1pP5/1P1k4/1P6/KP6/PP6/8 w - - 0 1",
		"8/8/6p1/6P1/6P1/6PK/6PP/k7 w - - 0 1",
		"1k6/6p1/6P1/6PK/6P1/6PR/7P/8 w - - 0 1",
		"5k2/p1p5/8/8/8/6p1/P1P3Pp/7K w - - 0 1",
	} {
		pgn := deadEndRecord(t, fen)
		f := newFixtureUnder(t, "", rules.FIDE2023, "")
		f.imported(pgn)
		s := f.v.Session()
		got, err := s.Propose(rules.BoardPosition{}, engine.NoMove)
		if err != nil {
			t.Fatal(err)
		}
		ev, err := s.rulesEvent()
		if err != nil {
			t.Fatal(err)
		}
		facts, err := rules.FactsFromGame(ev.Ruleset, s.game, 0)
		if err != nil {
			t.Fatal(err)
		}
		if facts.Ended == nil || facts.Ended.Ply != 0 {
			t.Fatalf("%s: the command line's reading ends at %+v, want the start", pgn, facts.Ended)
		}
		want, err := rules.Decide(ev, facts, rules.BoardPosition{})
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got.Decision, want) {
			t.Errorf("%s: the desk rules\n%+v\nthe command line\n%+v", pgn, got.Decision, want)
		}
	}
}

// deadEndRecord is a record from fen, a dead position of blocked pawns
// the engine proves only past its least budget, with four moves of either
// side after it.
func deadEndRecord(t *testing.T, fen string) string {
	t.Helper()
	start, err := engine.FromFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	if a, b := engine.AnalyseSides(start, 1); a.Verdict == engine.CannotMate && b.Verdict == engine.CannotMate {
		t.Fatalf("%s is proved dead at the least budget", fen)
	}
	pgn := fmt.Sprintf("[SetUp \"1\"]\n[FEN \"%s\"]\n\n", fen)
	p := start
	for ply := 0; ply < 8; ply++ {
		moves := p.LegalMoves(nil)
		if len(moves) == 0 {
			break
		}
		if ply%2 == 0 {
			pgn += fmt.Sprintf("%d. ", ply/2+1)
		}
		pgn += p.SAN(moves[0]) + " "
		p.Play(moves[0])
	}
	return pgn + "*\n"
}

// deadEndFile is deadEndRecord from fen written to a file of its own,
// and the file's path.
func deadEndFile(t *testing.T, fen string) (pgn, file string) {
	t.Helper()
	pgn = deadEndRecord(t, fen)
	file = filepath.Join(t.TempDir(), "dead.pgn")
	testdir.Write(t, file, pgn)
	return pgn, file
}

// A record reaching a dead position that the budget of the desk's analysis
// after each move (endedBudget) leaves open, and going on: the desk's
// import says that the game ended there, as `arbiter pgn` warns (the
// engine's whole budget); the desk read the end with its per-move budget
// and put it at 3.e4.
func TestImportSaysTheEndArbiterPGNWarnsOf(t *testing.T) {
	const fen = "k7/p1p1p3/8/8/8/P1P1P1p1/6Pp/7K w - - 0 1"
	start, err := engine.FromFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	if a, b := engine.AnalyseSides(start, endedBudget); a.Verdict == engine.CannotMate && b.Verdict == engine.CannotMate {
		t.Fatalf("%s is proved dead within the desk's per-move budget", fen)
	}
	pgn, file := deadEndFile(t, fen)
	t.Setenv("ARBITER_LANG", "en")
	var out, errs bytes.Buffer
	if rc := cli.Run([]string{"pgn", file, "--ruleset", string(rules.FIDE2023), "--json"}, &out, &errs); rc != 0 {
		t.Fatalf("arbiter pgn: exit %d\n%s", rc, errs.String())
	}
	var games []struct{ Warnings []string }
	if err := json.Unmarshal(out.Bytes(), &games); err != nil || len(games) != 1 {
		t.Fatalf("arbiter pgn --json: %v\n%s", err, out.String())
	}
	if len(games[0].Warnings) == 0 {
		t.Fatalf("arbiter pgn warns of nothing in\n%s", pgn)
	}
	f := newFixtureUnder(t, "", rules.FIDE2023, "")
	f.imported(pgn)
	testtext.SaysEach(t, "the desk's import", f.v.status.Text, games[0].Warnings...)
}

// The event's ruleset changed while the import read where the game ended:
// the end is read again under the ruleset in force, not said under the
// other. The 1953 code knows no dead position (only its list of material
// ends a game so), so the record ended at its start under FIDE 2023 runs
// on under it.
func TestImportReadsTheEndUnderTheRulesetInForce(t *testing.T) {
	f := newFixtureUnder(t, "", rules.FIDE2023, "")
	var work []func()
	f.later = &work
	f.imported(deadEndRecord(t, "8/2p5/1pP5/1P6/1P6/KP6/PP6/1k6 w - - 0 1"))
	if len(work) != 1 {
		t.Fatalf("%d pieces of work off the window's goroutine, want 1", len(work))
	}
	settings := f.ev.Settings
	settings.Ruleset = rules.USSR1953
	if err := f.st.UpdateSettings(settings); err != nil {
		t.Fatal(err)
	}
	f.reload()
	work[0]()
	f.noErrors()
	if want := "8 half-moves imported."; f.v.status.Text != want {
		t.Errorf("the import under the 1953 code says %q, want %q", f.v.status.Text, want)
	}
}

// The incident's list finds a kind by its first letters, as the window's
// drop-downs do, in each language: an arbiter working by keys stepped
// through some forty kinds with the arrows, touch-move 26 steps from an
// illegal move.
func TestIncidentListFindsByTyping(t *testing.T) {
	f := newFixture(t, "")
	for lang, typed := range map[i18n.Lang]string{i18n.English: "touch", i18n.Finnish: "koske", i18n.Estonian: "puudutat"} {
		f.build(lang, f.v.Session())
		r := f.v.rulings
		c := f.win.Canvas()
		f.v.TurnTab(1)
		if c.Focused() != r.kind {
			t.Fatalf("%s: the rulings' tab has the keyboard on %T, not the incident", lang, c.Focused())
		}
		r.kind.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
		l, ok := c.Focused().(*dropdown.List)
		if !ok {
			t.Fatalf("%s: Down on the incident left the keyboard on %T, not its open list", lang, c.Focused())
		}
		for _, ch := range typed {
			l.TypedRune(ch)
		}
		want := indexOfKind(string(rules.KindTouchMove))
		if got := l.Highlighted(); got != want {
			t.Errorf("%s: %q typed in the open list highlights %q, want %q", lang, typed, r.kind.Options[got], r.kind.Options[want])
		}
		l.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		if r.kind.SelectedIndex() != want || !r.touchRow.Visible() {
			t.Errorf("%s: Enter after %q chose %q, the touched piece's row shown %v", lang, typed, r.kind.Selected, r.touchRow.Visible())
		}
		f.v.TurnTab(-1)
	}
}

// A ruling is asked for and decided by the keys: the rulings tab turned
// to by the keys has the keyboard on the incident; Enter in the claimed
// move's field asks for the ruling (it did nothing), the keyboard goes to
// Accept as the proposal shows (it stayed in the field folded away), and
// Enter there applies it, the keyboard going back to the move field for
// the game to go on. Enter in the reason overrules.
func TestRulingAskedAndDecidedByKeys(t *testing.T) {
	f := newFixture(t, "")
	f.playSAN("Nf3", "Nf6", "Ng1")
	r := f.v.rulings
	c := f.win.Canvas()
	f.v.TurnTab(1)
	if c.Focused() != r.kind {
		t.Fatalf("the rulings' tab shown by the keys has the keyboard on %T, not the incident", c.Focused())
	}
	enter := func(w fyne.Focusable) { w.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) }
	r.kind.SetSelectedIndex(indexOfKind(string(rules.KindClaimThreefold)))
	c.Focus(r.intended)
	test.Type(r.intended, "Ng8")
	enter(r.intended)
	f.noErrors()
	if r.current == nil || c.Focused() != r.accept {
		t.Fatalf("Enter in the claimed move: proposal %v, the keyboard on %T", r.current != nil, c.Focused())
	}
	enter(r.accept)
	f.noErrors()
	if rulings, _ := f.st.Rulings(); len(rulings) != 1 || rulings[0].Overruled || r.current != nil {
		t.Fatalf("Enter on Accept: rulings %+v", rulings)
	}
	if c.Focused() != f.v.entry || f.v.s.game.Ply() != 4 {
		t.Errorf("after the ruling the keyboard is on %T, not the move field; %d half-moves", c.Focused(), f.v.s.game.Ply())
	}
	// The claim's move, Ng8, was played as the ruling said: White claims.
	c.Focus(r.intended)
	test.Type(r.intended, "Nf3")
	enter(r.intended)
	c.Focus(r.reason)
	test.Type(r.reason, "the claim was withdrawn")
	enter(r.reason)
	f.noErrors()
	if rulings, _ := f.st.Rulings(); len(rulings) != 2 || !rulings[1].Overruled || rulings[1].Reason != "the claim was withdrawn" {
		t.Errorf("Enter in the reason: rulings %+v", rulings)
	}
	if c.Focused() != f.v.entry {
		t.Errorf("after the overruling the keyboard is on %T, not the move field", c.Focused())
	}
	// A claim that ends the game: the result entered has the window
	// refresh the desk, as the window does (the accepted proposal was
	// taken down under Accept, which then failed on it).
	f.v.s.host.Changed = func() { f.changed++; f.reload(); f.v.Refresh() }
	f.playSAN("Nf3", "Nf6", "Ng1")
	f.v.TurnTab(-1)
	f.v.TurnTab(1)
	c.Focus(r.intended)
	test.Type(r.intended, "Ng8")
	enter(r.intended)
	enter(r.accept)
	f.noErrors()
	f.wantResult(tournament.Draw)
	if c.Focused() != f.v.entry || !r.proposeBtn.Disabled() {
		t.Errorf("after the draw the keyboard is on %T; Propose enabled %v", c.Focused(), !r.proposeBtn.Disabled())
	}
}

// rulingsTabOn is a game after 1.e4 at the desk, its rulings tab shown
// with the incident kind chosen.
func rulingsTabOn(t *testing.T, kind rules.IncidentKind) (*fixture, *rulingsPanel, fyne.Canvas) {
	f := newFixture(t, "")
	f.playSAN("e4")
	f.v.TurnTab(1)
	f.v.rulings.kind.SetSelectedIndex(indexOfKind(string(kind)))
	return f, f.v.rulings, f.win.Canvas()
}

// "Change the incident" pressed by the keys gives the keyboard to the
// incident's list as the form comes back: it stayed on the button, hidden
// with the proposal, and the next Tab went to "Flip board". From the
// incident Shift+Tab goes up to the player it concerns, on the line
// above, and Tab on down the form.
func TestChangeTheIncidentKeepsTheKeyboardInTheForm(t *testing.T) {
	f, r, c := rulingsTabOn(t, rules.KindResignation)
	c.Focus(r.proposeBtn)
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	f.noErrors()
	if r.current == nil || !r.change.Visible() {
		t.Fatal("no proposal to change")
	}
	c.Focus(r.change)
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if r.current != nil || !r.form.Visible() {
		t.Fatal("Change the incident left the proposal")
	}
	if c.Focused() != r.kind {
		t.Fatalf("after Change the incident the keyboard is on %T (shown %v), not the incident", c.Focused(), r.change.Visible())
	}
	c.FocusPrevious()
	if c.Focused() != r.player {
		t.Errorf("Shift+Tab from the incident went to %T, not the player", c.Focused())
	}
	c.FocusNext()
	if c.Focused() != r.kind {
		t.Errorf("Tab from the player went to %T, not the incident", c.Focused())
	}
}

// Tab goes down the rulings form as it is read, the keyboard starting on
// the incident: the player (on the incident label's line) before the
// incident, the incident's field after it, then Propose. From the
// incident it went up to the player, then down to the claimed move.
func TestTabGoesDownTheRulingsForm(t *testing.T) {
	f, r, c := rulingsTabOn(t, rules.KindClaimThreefold)
	f.v.TurnTab(0)
	if c.Focused() != r.kind {
		t.Fatalf("the rulings tab gives the keyboard to %T, not the incident", c.Focused())
	}
	c.Focus(r.player)
	for _, want := range []struct {
		name string
		f    fyne.Focusable
	}{{"the incident", r.kind}, {"the claimed move", r.intended}, {"Propose", r.proposeBtn}} {
		from := c.Focused()
		c.FocusNext()
		if c.Focused() != want.f {
			t.Errorf("Tab from %T went to %T, not %s", from, c.Focused(), want.name)
		}
	}
}

// TestDeskRefusedPlayedResultAfterWithdrawal: the desk's result entry and
// its PGN import meet the store's refusal of a played result for a game
// after a withdrawal, and the refused import keeps no moves.
func TestDeskRefusedPlayedResultAfterWithdrawal(t *testing.T) {
	s, st, round, board := openWithdrawnGame(t)
	testevent.CheckWithdrawnRefusal(t, "desk result", s.SetResult(tournament.WhiteWins))
	game, err := boardGame(strings.NewReader("[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n"), engine.PGNGame{})
	if err != nil {
		t.Fatal(err)
	}
	in, err := readImport(s.Event().Settings.Ruleset, game.game)
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = s.ImportPGN(in)
	testevent.CheckWithdrawnRefusal(t, "desk PGN import", err)
	if g, err := st.GameAt(round, board); err == nil && len(g.Moves) > 0 {
		t.Errorf("the refused import kept %d moves", len(g.Moves))
	}
	if err := s.SetResult(tournament.BlackForfeitWin); err != nil {
		t.Errorf("forfeit refused: %v", err)
	}
}

// A game a withdrawal left unplayed takes no move: the desk recorded the
// moves played over it one by one, into the event's PGN as a game in
// play, where its result entry and its PGN import were refused. The
// store refuses the first move (written with the game) and a next one
// (appended to a game kept without moves) alike.
func TestDeskRefusesMovesOfAGameAWithdrawalLeftUnplayed(t *testing.T) {
	s, st, round, board := openWithdrawnGame(t)
	pos := engine.StartPosition()
	m, err := pos.ParseMove("e4", engine.Notation{Lang: engine.English})
	if err != nil {
		t.Fatal(err)
	}
	testevent.CheckWithdrawnRefusal(t, "desk move", s.Play(m))
	id, err := st.SaveGame(&replay.GameRecord{Round: round, Board: board})
	if err != nil {
		t.Fatalf("the game without moves: %v", err)
	}
	testevent.CheckWithdrawnRefusal(t, "next move", st.AppendMove(id, replay.RecordedMove{Ply: 1, UCI: "e2e4", SAN: "e4"}))
	if g, err := st.GameAt(round, board); err != nil || len(g.Moves) > 0 {
		t.Errorf("the game kept %d moves (%v)", len(g.Moves), err)
	}
}

// A game a withdrawal left unplayed says so as the desk opens it: the
// board picker offers it (a forfeit may be entered there), and an
// Estonian arbiter who opened it saw a board ready for play, started the
// clock and heard why at his first move only.
func TestDeskSaysAsItOpensAGameAWithdrawalLeftUnplayed(t *testing.T) {
	path, round, board := testevent.WithdrawnGame(t)
	f := fixtureOn(t, path)
	if f.v.status.Importance == widget.DangerImportance {
		t.Fatalf("board 1 of round 1, played by both, opens saying %q", f.v.status.Text)
	}
	f.open(round, board)
	_, refusal := f.ev.ValidateResult(round, board, tournament.WhiteWins)
	if refusal == nil {
		t.Fatal("the event takes a played result on the board a withdrawal left unplayed")
	}
	if want := f.v.cat.Error(refusal); f.v.status.Text != want || f.v.status.Importance != widget.DangerImportance {
		t.Errorf("the desk opens the game saying %q (importance %v), want %q as a refusal", f.v.status.Text, f.v.status.Importance, want)
	}
}

// A board of a match forfeited as a whole says so as the desk opens it:
// the board picker offers it, and an Estonian arbiter who opened it saw a
// board ready for play, and at his first move was told to set the
// board's result back to none, which the file refuses on such a board.
func TestDeskSaysAsItOpensABoardOfAMatchForfeitedWhole(t *testing.T) {
	path := testevent.LongNamedTeamsFile(t)
	st := testevent.Open(t, path)
	if _, err := conduct.Pair(st, testevent.Event(t, st), 1, false); err != nil {
		t.Fatal(err)
	}
	if err := st.SetMatchForfeit(1, 1, tournament.BlackForfeitWin); err != nil {
		t.Fatal(err)
	}
	st.Close() // before the desk's fixture opens the file
	f := fixtureOn(t, path)
	f.open(1, 1)
	p, err := f.ev.FindPairing(1, 1)
	if err != nil || p.Match != 1 {
		t.Fatalf("round 1's board 1: %+v (%v), want match 1's", p, err)
	}
	refusal := team.ResultAllowedOn(f.ev, *p, tournament.NoResult)
	if refusal == nil {
		t.Fatal("the event takes no result back on a board of a match forfeited whole")
	}
	want := f.v.cat.Error(refusal)
	if f.v.status.Text != want || f.v.status.Importance != widget.DangerImportance {
		t.Errorf("the desk opens the board saying %q (importance %v), want %q as a refusal", f.v.status.Text, f.v.status.Importance, want)
	}
	// A move typed is told the same, not to set the result back to none.
	f.v.typed("e4")
	if want := f.v.cat.Sentence(refusal); f.v.status.Text != want {
		t.Errorf("a move typed on the forfeited board: %q, want %q", f.v.status.Text, want)
	}
	if g, err := f.st.GameAt(1, 1); err == nil && len(g.Moves) > 0 {
		t.Errorf("the forfeited board kept %d moves", len(g.Moves))
	}
}

// openWithdrawnGame opens at the desk the board of testevent.WithdrawnGame,
// a game after its white player's withdrawal, never played; the session
// closes with the test.
func openWithdrawnGame(t *testing.T) (s *Session, st *store.Store, round, board int) {
	t.Helper()
	path, round, board := testevent.WithdrawnGame(t)
	st = testevent.Open(t, path)
	ev := testevent.Event(t, st)
	host := Host{Store: st, Event: func() *tournament.Event { return ev }, TickEvery: -1, Go: func(f func()) { f() }}
	s, err := Open(host, round, board)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s, st, round, board
}

// A move taken back by Undo is no longer said under the move box: the
// line kept "Played Nf6" over the board without it, while the window's
// status line said it was undone.
func TestUndoneMoveIsNoLongerSaidPlayed(t *testing.T) {
	f := newFixture(t, "")
	f.move("e2", "e4")
	f.move("e7", "e5")
	played := f.v.t("desk.played", "move", "e5")
	f.wantStatus(played)
	f.v.Refresh() // as the window does after the desk's own move
	f.wantStatus(played)
	f.undo()
	f.wantMoves("e4")
	if f.v.status.Text == played {
		t.Errorf("after Undo the desk still says %q", f.v.status.Text)
	}
}

// A ruling taken back by Undo is no longer said applied: the line under
// the move box kept "Ruling applied and logged" while the window's status
// line said it was undone; and a Redo does not say it again as new.
func TestUndoneRulingIsNoLongerSaidApplied(t *testing.T) {
	f := newFixture(t, "90+30")
	f.playSAN("e4")
	f.proposeIllegal(rules.IllegalOrdinary, engine.Black)
	f.accept()
	applied := f.v.status.Text
	if !strings.Contains(applied, f.v.t(rules.KindIllegalMove.Key())) {
		t.Fatalf("the ruling accepted is said %q", applied)
	}
	f.undo()
	if f.v.status.Text == applied {
		t.Errorf("after Undo the desk still says %q", applied)
	}
	f.redo()
	if f.v.status.Text == applied {
		t.Errorf("after Redo the desk says %q as if the ruling were new", applied)
	}
}

// A position set up on a board not yet in the file is the game's at once:
// White's flag falls with Black's king alone against king and queen, which
// the desk rules a draw (6.9), and so does `arbiter ruling --event` on the
// same game; the file had kept the start position until a move was made,
// and the command line ruled the game lost.
func TestSetUpPositionRuledAlikeByTheCommandLine6_9(t *testing.T) {
	f := newFixture(t, "3+2")
	f.startFrom("8/8/4k3/8/8/8/3QK3/8 w - - 0 40")
	f.propose(string(rules.KindFlagFall), engine.White)
	f.noErrors()
	desk := f.v.rulings.current.Decision
	line := commandLineRuling(t, "flag-fall", "--player", "white", "--event", f.st.Path(), "--round", "1", "--board", "1")
	if desk.Result != "1/2-1/2" || line.Result != desk.Result || !slices.Equal(line.Articles, desk.Articles) {
		t.Errorf("the desk ruled %s %v; the command line %s %v", desk.Result, desk.Articles, line.Result, line.Articles)
	}
}

// TestBlitzDeskOffersNoEnvelope_I_1_1: only standard play is adjourned
// (I.1.1; A.1, B.1), so a blitz or rapid game's desk offers no sealed-move
// envelope, as "arbiter ruling adjourn" refuses its adjournment: a 3+2
// game on paper had the blank envelope's button, which printed a standard
// game's envelope.
func TestBlitzDeskOffersNoEnvelope_I_1_1(t *testing.T) {
	for _, control := range []string{"3+2", "15+10"} {
		f := newFixture(t, control)
		if f.v.sheet.envelope.Visible() {
			t.Errorf("%s: the desk offers the envelope of a game that is not adjourned", control)
		}
	}
}

// The board picker and the open game's title mark a player gone before
// the round as the Rounds view and the paper do, "(w/d)", and not in a
// round he played: the board a withdrawal left unplayed was listed as any
// other.
func TestBoardPickerMarksAPlayerGoneBeforeTheRound(t *testing.T) {
	path, round, board := testevent.WithdrawnGame(t)
	f := fixtureOn(t, path)
	f.open(round, board)
	p, err := f.ev.FindPairing(round, board)
	if err != nil {
		t.Fatal(err)
	}
	mark := words.WithdrawnMark(f.v.cat, true)
	name := f.ev.PlayerName(p.White)
	leaver, _ := f.ev.Player(p.White)
	family, _ := leaver.Names()
	i := slices.Index(f.v.boards, board)
	if i < 0 {
		t.Fatalf("round %d's picker lists boards %v, not %d", round, f.v.boards, board)
	}
	if got := f.v.boardPick.Options[i]; !strings.Contains(got, family+mark) {
		t.Errorf("round %d: the picker lists %q, want %q marked %q", round, got, family, mark)
	}
	if got := f.v.boardPick.Listed[i]; !strings.Contains(got, name+mark) {
		t.Errorf("round %d: the picker's whole name %q, want %q marked %q", round, got, name, mark)
	}
	if got := f.v.title.Text; !strings.Contains(got, name+mark) {
		t.Errorf("round %d: the open game's title %q, want %q marked %q", round, got, name, mark)
	}
	f.open(1, 1)
	for _, s := range append(slices.Clone(f.v.boardPick.Options), append(f.v.boardPick.Listed, f.v.title.Text)...) {
		if strings.Contains(s, mark) {
			t.Errorf("round 1, played before the withdrawal, lists %q with the mark", s)
		}
	}
}
