// Package desk is the arbiter's desk: one game of the tournament at a time
// on an interactive board, with its scoresheet, its clock and the rulings
// the arbiter makes during play.
//
// A Session is the game itself (the engine's record, the clock and the
// tournament file they are saved to) and holds no widgets, so it survives
// the rebuild of its View when the window changes language. Every move is
// saved as it is entered (store.AppendMove), so a crash loses nothing.
//
// Pieces are drawn with the chess figurines U+2654–U+265F of the embedded
// DejaVu Sans (Bitstream Vera licence, assets/fonts/LICENSE-DejaVu.txt,
// which allows use and redistribution in any program): a white piece is
// the solid glyph filled white under the outline glyph, a black piece the
// solid glyph in black.
//
// session.go is long because the Session is one record kept whole: every
// change to the game (a move, a clock, a ruling, an adjournment) is a
// method that saves as it changes, beside the others it must agree with.
// rulings.go is long because it is the rulings panel whole: the form of
// every incident the desk rules, read in parts named for what they state,
// and the proposal, its comparison and its acceptance. desk.go is long
// because it is the View whole: the game chosen, its title, and the move
// box's one reading of what is typed (a move, a touched square, an illegal
// move's two squares), beside the tabs and the keys that reach them.
package desk

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"

	"arbiter/engine"
	"arbiter/engine/clock"
	"arbiter/engine/rules"
	"arbiter/tournament"
	"arbiter/tournament/exchange"
	"arbiter/tournament/replay"
	"arbiter/tournament/store"
	"arbiter/tournament/team"
)

// Host is what the desk needs from the window around it.
type Host struct {
	Store *store.Store
	// Event returns the event as last read from the file.
	Event func() *tournament.Event
	// Changed is called after a change other views show (a result), so
	// that they re-read the file; nil when nothing else needs to know.
	Changed func()
	// Logged is called after an action of the desk, which may have written
	// to the file's history (a move, an incident, a ruling), so that the
	// window's Undo names the latest change; nil when nothing shows it.
	Logged func()
	// Now is the time source of the clock; nil means time.Now.
	Now clock.Source
	// TickEvery is how often a running clock is redrawn; 0 means every
	// 100 ms. A negative value turns the redraws off: the headless test
	// driver runs fyne.Do on the calling goroutine, so tests redraw by
	// hand.
	TickEvery time.Duration
	// Go runs work off the window's goroutine (a ruling's mate analysis);
	// nil means a new goroutine. Tests run it where they choose.
	Go func(func())
}

// incidentIllegal is the kind of an illegal move entered on purpose,
// which the desk writes into the game record besides the engine's draw
// offers and restorations; rulings go to the rulings log.
const incidentIllegal = "illegal-move"

// incidentClockAdjusted is time the arbiter added to or deducted from a
// clock by hand; its note is the amount, "+2:00" or "-1:30".
const incidentClockAdjusted = "clock-adjusted"

// defaultTick is how often a running clock is redrawn; the reading
// itself is always computed from the time source.
const defaultTick = 100 * time.Millisecond

// Session is one game at the desk. Its methods run on the GUI goroutine;
// the clock's ticker only schedules redraws there through fyne.Do.
type Session struct {
	host         Host
	round, board int
	rec          *replay.GameRecord
	game         *engine.Game
	clk          *clock.Clock
	// offer marks a draw offered by the side to move before its move
	// (9.1.2.2); it goes onto that move's record as (=).
	offer [2]bool
	// touch is the accepted touch-move ruling, binding while its
	// position stands (see bound).
	touch *touchBinding

	onTick func()
	stop   chan struct{}
	// savedAt is when the clock's reading was last saved.
	savedAt time.Time
	closed  bool
	// reopened says the clock's reading came from the file (a game
	// reopened) and the clock has not run since: it is resumed, not
	// started.
	reopened bool
	// adjusted says the arbiter has added or taken time on the clock
	// since it was made: its reading is his, not its first setting.
	adjusted bool
	// assumed says the clock's control is assumed, the event naming
	// none and the arbiter not having set one (Settings.ClockControl).
	assumed bool
	// ownControl says the control was set at the desk for this game,
	// not the event's (replay.ClockState.GameControl).
	ownControl bool
	// marks are the started clock as it stood when the game last left
	// each state of its record (markKey), by a move, a restoration or the
	// window's Undo and Redo: those two change the record under the desk,
	// which made its clock anew from the record, not started.
	marks map[string]clockMark
}

// clockMark is a started clock's reading and state, and its control.
type clockMark struct {
	state   clock.State
	control string
}

// Open starts the desk on the game of a board of a round: the recorded
// game when there is one, else a new game from the standard position
// (written to the file with its first move).
func Open(h Host, round, board int) (*Session, error) {
	if h.Now == nil {
		h.Now = time.Now
	}
	if h.TickEvery == 0 {
		h.TickEvery = defaultTick
	}
	if h.Go == nil {
		h.Go = func(f func()) { go f() }
	}
	// A bye's number is a board the round lacks (FindPairing).
	p, err := h.Event().FindPairing(round, board)
	if err != nil {
		return nil, err
	}
	rec, err := h.Store.GameAt(round, board)
	switch {
	case errors.Is(err, store.ErrNotFound):
		rec = &replay.GameRecord{Round: round, Board: board, Result: p.Result}
	case err != nil:
		return nil, err
	}
	s := &Session{host: h, round: round, board: board}
	if err := s.load(rec); err != nil {
		return nil, err
	}
	return s, nil
}

// load replays a record and sets the clock from its saved reading, or
// else its last recorded times.
func (s *Session) load(rec *replay.GameRecord) error {
	g, err := replay.Game(rec)
	if err != nil {
		return err
	}
	s.rec, s.game = rec, g
	// An offer made before the move waits in the rulings log for that
	// move: kept in the window alone, it was lost with the game left.
	s.offer, s.touch = s.pendingOffers(), s.pendingTouch()
	tc, assumed, err := s.host.Event().Settings.ClockControl()
	if err != nil {
		return err
	}
	control := tc.String()
	s.ownControl = false
	if rec.ID != 0 {
		// A control set at the desk is the game's: its clock ran on it,
		// and `arbiter ruling --event` rules the game by it. One the
		// clock ran as the event's gives way to the event's now.
		saved, ok, err := s.host.Store.Clock(rec.ID)
		if err != nil {
			return err
		}
		if own := saved.GameControl(); ok && own != "" {
			s.ownControl = true
			if own != control {
				control, assumed = own, false
			}
		}
	}
	s.assumed = assumed
	return s.resetClock(control)
}

// ControlAssumed reports whether the clock's control is assumed: the
// event names none and none was set at the desk.
func (s *Session) ControlAssumed() bool { return s.assumed }

// resetClock makes a new clock for a control given as text, set from the
// reading saved for the position on the board, or else from the last
// clock times the record holds, with the side to move on turn. A restored
// clock waits for the arbiter to start it.
func (s *Session) resetClock(text string) error {
	tc, err := clock.Parse(text)
	if err != nil {
		return err
	}
	c, err := clock.New(tc, s.host.Now)
	if err != nil {
		return err
	}
	saved, restored, err := s.savedClock(tc)
	if err != nil {
		return err
	}
	// An untouched clock's reading saved tells no time (a paper game's).
	fromFile := restored && !saved.Untouched
	for _, side := range []engine.Color{engine.White, engine.Black} {
		// Without a recorded time the side keeps the first period's time,
		// for the arbiter to set; its move count is always the game's.
		remaining := c.Remaining(side)
		if restored {
			remaining = saved.Remaining[side]
		} else if ply := s.lastReading(side); ply > 0 {
			if remaining, err = s.recount(tc, side, ply); err != nil {
				return err
			}
			fromFile = true
		}
		if err := c.Set(side, remaining, s.movesBy(side)); err != nil {
			return err
		}
	}
	if restored && saved.Bonus > 0 {
		c.QuickplaySwitch(saved.Bonus)
	}
	if err := c.SetTurn(s.turn()); err != nil {
		return err
	}
	s.stopTicker()
	s.clk, s.reopened, s.adjusted = c, fromFile, false
	return nil
}

// lastReading is the half-move after which the record last holds side's
// clock time, 0 for none.
func (s *Session) lastReading(side engine.Color) int {
	for i := len(s.rec.Moves) - 1; i >= 0; i-- {
		if s.moverOf(i+1) == side && s.rec.Moves[i].HasClock {
			return i + 1
		}
	}
	return 0
}

// recount is the time side has on a clock of control tc by his time the
// record holds after ply: that time where it came with the game or ran
// under tc; one recorded at the desk under another control carries the
// time he had used then, taken from what tc gives for as many moves
// (6.10.2: the arbiter sets the clock right and corrects the times), none
// where he has used more.
func (s *Session) recount(tc clock.TimeControl, side engine.Color, ply int) (time.Duration, error) {
	rm := s.rec.Moves[ply-1]
	if rm.ClockControl == "" || rm.ClockControl == tc.String() {
		return rm.Clock, nil
	}
	made := s.movesThrough(side, ply)
	used, err := rm.Used(tc, made)
	if err != nil {
		return 0, err
	}
	return max(tc.Allotted(made)-used, 0), nil
}

// Recounted is the control a player's last time in the record was
// recorded under at the desk where the clock runs another, so that his
// time used was carried to the clock's (recount); "" where none was. It
// stays said while the clock's times come from it, the game reopened too.
func (s *Session) Recounted() string {
	for _, side := range []engine.Color{engine.White, engine.Black} {
		if ply := s.lastReading(side); ply > 0 {
			if was := s.rec.Moves[ply-1].ClockControl; was != "" && was != s.clk.Control().String() {
				return was
			}
		}
	}
	return ""
}

// untouched says the clock holds its first setting: it has not run here,
// nor been adjusted by the arbiter, nor set from a reading of the file (a
// game played on paper); its readings would say 0:00 for times nobody
// knows.
func (s *Session) untouched() bool {
	return !s.reopened && !s.adjusted && s.clk.State().Status == clock.NotStarted
}

// usedTimes is the time each player has used, as the adjournment's
// envelope records it: nil for both on an untouched clock.
func (s *Session) usedTimes() [2]*time.Duration {
	if s.untouched() {
		return [2]*time.Duration{}
	}
	return [2]*time.Duration{new(s.clk.Used(engine.White)), new(s.clk.Used(engine.Black))}
}

// Reopened reports whether the clock holds a reading from the file and has
// not run since, so that starting it resumes the game's times.
func (s *Session) Reopened() bool {
	return s.reopened && s.clk.State().Status == clock.NotStarted
}

// savedClock is the clock reading saved for the game as it stands under
// the control tc; ok is false when there is none, or it was saved for
// another position (moves added or taken back since) or another control.
func (s *Session) savedClock(tc clock.TimeControl) (c replay.ClockState, ok bool, err error) {
	if s.rec.ID == 0 {
		return c, false, nil
	}
	c, ok, err = s.host.Store.Clock(s.rec.ID)
	if err != nil || !ok {
		return c, false, err
	}
	return c, c.Ply == s.game.Ply() && c.Control == tc.String(), nil
}

// clockSaveEvery is how often a running clock's reading is saved: a crash
// or a power cut loses at most that much of it.
const clockSaveEvery = 5 * time.Second

// saveClock saves the clock's reading for the position on the board, so
// that reopening the game restores it rather than the times of the last
// move. A game not yet in the file whose clock has not started has
// nothing to keep; a reopened game's clock reads "not started" but holds
// the times restored, any time added since and the moves made on it.
func (s *Session) saveClock() error {
	st := s.clk.State()
	if st.Status == clock.NotStarted {
		if s.rec.ID == 0 {
			return nil
		}
	} else if err := s.ensureSaved(); err != nil {
		return err
	}
	c := replay.ClockState{Ply: s.game.Ply(), Control: s.clk.Control().String(), Bonus: st.Bonus, At: s.host.Now(), Untouched: s.untouched(),
		EventControl: !s.ownControl}
	for _, side := range []engine.Color{engine.White, engine.Black} {
		c.Remaining[side] = st.Side[side].Remaining
	}
	if err := s.host.Store.SaveClock(s.rec.ID, c); err != nil {
		return err
	}
	s.savedAt = c.At
	return nil
}

// tick redraws the running clock and saves its reading now and then. A
// failed save is not shown here, every second: the next action that
// writes to the file reports the trouble.
func (s *Session) tick() {
	if now := s.host.Now(); now.Sub(s.savedAt) >= clockSaveEvery {
		_ = s.saveClock()
	}
	if s.onTick != nil {
		s.onTick()
	}
}

// SetControl replaces the clock's time control; only before the clock
// starts.
func (s *Session) SetControl(text string) error {
	if s.clk.State().Status != clock.NotStarted {
		return deskError("desk.error.clock-started")
	}
	if err := s.resetClock(text); err != nil {
		return err
	}
	s.assumed, s.ownControl = false, true
	// Kept at once, a new game too: the control set is the game's, by
	// which `arbiter ruling --event` rules it before any move is made.
	if err := s.ensureSaved(); err != nil {
		return err
	}
	return s.saveClock()
}

// Round and Board name the pairing of the game.
func (s *Session) Round() int { return s.round }

// Board is the board number of the game.
func (s *Session) Board() int { return s.board }

// Game is the engine's record of the game; read only.
func (s *Session) Game() *engine.Game { return s.game }

// Record is the game as the file keeps it; read only.
func (s *Session) Record() *replay.GameRecord { return s.rec }

// Clock is the game's clock.
func (s *Session) Clock() *clock.Clock { return s.clk }

// Event is the tournament event.
func (s *Session) Event() *tournament.Event { return s.host.Event() }

// Finished reports whether the game has a result.
func (s *Session) Finished() bool { return s.rec.Result.Finished() }

// noResult is the rule that keeps every result, none included, off the
// game's board, as the file judges it (team.ResultAllowedOn): a board of
// a match forfeited as a whole, or one its team left empty; nil where the
// board takes one.
func (s *Session) noResult() error {
	ev := s.Event()
	p, err := ev.FindPairing(s.round, s.board)
	if err != nil {
		return nil
	}
	return team.ResultAllowedOn(ev, *p, tournament.NoResult)
}

// finished refuses a move or an incident in a game over: its result set
// back to none continues it, save where the board takes no result (noResult),
// whose rule is said in place of that advice.
func (s *Session) finished() error {
	if err := s.noResult(); err != nil {
		return err
	}
	return deskError("desk.error.finished")
}

// rulingRefused says why no ruling is given on the game, nil where one
// may be: the event's rule (tournament.Result.RulingRefused), by the result the
// desk has for the board.
func (s *Session) rulingRefused() error {
	return s.rec.Result.RulingRefused(s.round, s.board)
}

// turn is the side to move on the board.
func (s *Session) turn() engine.Color {
	p := s.game.Position()
	return p.Turn()
}

// moverOf is the colour that made half-move ply (1-based).
func (s *Session) moverOf(ply int) engine.Color {
	_, c := s.game.MoveNumber(ply)
	return c
}

// movesBy is how many moves side has made in the game; movesThrough, by
// the half-move ply.
func (s *Session) movesBy(side engine.Color) int { return s.movesThrough(side, s.game.Ply()) }

func (s *Session) movesThrough(side engine.Color, last int) int {
	n := 0
	for ply := 1; ply <= last; ply++ {
		if s.moverOf(ply) == side {
			n++
		}
	}
	return n
}

// ensureSaved writes the game row the first time the game changes.
func (s *Session) ensureSaved() error {
	if s.rec.ID != 0 {
		return nil
	}
	_, err := s.host.Store.SaveGame(s.rec)
	return err
}

// Play enters a legal move: the clock of the mover is pressed when it is
// running and still his, the move with the clock reading is written to
// the file, and only then added to the game.
func (s *Session) Play(m engine.Move) error {
	s.markClock()
	return s.play(m, nil, false)
}

// playable refuses a move the game cannot take now.
func (s *Session) playable(m engine.Move) error {
	if s.Finished() {
		return s.finished()
	}
	if pos := s.game.Position(); !pos.IsLegal(m) {
		return deskError("desk.error.illegal", "move", m.String())
	}
	return s.checkTouch(m)
}

// play is Play, the move written in one action with what with writes (a
// ruling that plays it); with may be nil. pressed says the mover completed
// the move by his own press of the clock (the ruling's queen, 7.5.2, or
// intended move, 9.5.3): it is timed as his press, on the clock paused
// for the ruling too, which followed the board without his increment.
func (s *Session) play(m engine.Move, with func(*store.Tx) error, pressed bool) error {
	if err := s.playable(m); err != nil {
		return err
	}
	pos := s.game.Position()
	mover := pos.Turn()
	rm := replay.RecordedMove{Ply: s.game.Ply() + 1, UCI: m.String(), SAN: pos.SAN(m), DrawOffer: s.offer[mover]}
	st := s.clk.State()
	timed := st.Turn == mover && (st.Status == clock.Running || pressed && st.Status == clock.Paused)
	if st.Status != clock.NotStarted {
		rm.HasClock, rm.ClockControl = true, s.clk.Control().String()
		rm.Clock = st.Side[mover].Remaining
		if timed {
			mt, err := s.pressFor(mover)
			if err != nil {
				return err
			}
			rm.Clock = mt.Remaining
		}
	}
	// The sealed move played on the board resumes the game, in the same
	// action: one Undo took back the resumption alone and left the move
	// on the board of a game adjourned again.
	resumes := s.rec.Result == tournament.Adjourned
	if err := s.saveMove(rm, with, resumes); err != nil {
		return err
	}
	s.offer[mover], s.touch = false, nil
	if err := s.game.Append(engine.GameMove{Move: m, Clock: rm.Clock, HasClock: rm.HasClock}); err != nil {
		return err
	}
	if rm.DrawOffer {
		s.game.OfferDraw(mover)
	}
	if resumes {
		if err := s.resultEntered(tournament.NoResult); err != nil {
			return err
		}
	}
	if st.Status != clock.Running && !timed {
		// A clock not running yet (or stopped) still follows the board:
		// the side to move and the moves made.
		if err := s.syncClock(); err != nil {
			return err
		}
	}
	// The reading saved was for the position before the move.
	return s.saveClock()
}

// saveMove writes a move, and what with writes in the same action; and
// there too, where resumes is set, the adjourned game's resumption.
func (s *Session) saveMove(rm replay.RecordedMove, with func(*store.Tx) error, resumes bool) error {
	if s.rec.ID == 0 && with == nil && !resumes {
		s.rec.Moves = append(s.rec.Moves, rm)
		if err := s.ensureSaved(); err != nil {
			s.rec.Moves = s.rec.Moves[:len(s.rec.Moves)-1]
			return err
		}
		return nil
	}
	if err := s.ensureSaved(); err != nil {
		return err
	}
	err := s.host.Store.Batch(func(tx *store.Tx) error {
		if with != nil {
			if err := with(tx); err != nil {
				return err
			}
		}
		if err := tx.AppendMove(s.rec.ID, rm); err != nil || !resumes {
			return err
		}
		return tx.SetResult(s.round, s.board, tournament.NoResult)
	})
	if err != nil {
		return err
	}
	s.rec.Moves = append(s.rec.Moves, rm)
	return nil
}

// addIncident writes an incident by side to the file and the record.
func (s *Session) addIncident(kind string, side engine.Color, note string) error {
	if err := s.ensureSaved(); err != nil {
		return err
	}
	in := replay.Incident{Ply: s.game.Ply(), Kind: kind, Side: side.String(), Note: note, At: s.host.Now()}
	if _, err := s.host.Store.AddIncident(s.rec.ID, in); err != nil {
		return err
	}
	s.rec.Incidents = append(s.rec.Incidents, in)
	return nil
}

// EnterIllegal records an illegal move entered on purpose in arbiter mode
// (from, to as the player moved, text as shown): the position stays as it
// was before the move, ready for the ruling and its restoration (7.5.1).
func (s *Session) EnterIllegal(from, to engine.Square) error {
	if s.Finished() {
		return s.finished()
	}
	return s.addIncident(incidentIllegal, s.turn(), from.String()+"-"+to.String())
}

// accepted counts per side the accepted rulings of this game that count
// towards tally: the illegal moves already penalised (7.5.5), the device
// warnings given, the adjusting warnings (FI blitz 4).
func (s *Session) accepted(tally replay.Tally) rules.Sides {
	n := s.rec.Counts(tally)
	return rules.Sides{White: n[engine.White], Black: n[engine.Black]}
}

// tallyOf is what an accepted decision counts towards: an illegal move
// only where the rules counted one (a 2014 two-hands warning is not), a
// device or adjusting warning where one was given.
func tallyOf(d rules.Decision) replay.Tally {
	switch {
	case d.IllegalMoves != nil:
		return replay.TallyIllegalMove
	case len(d.Warnings) > 0 && d.Incident == rules.KindDevice:
		return replay.TallyDeviceWarning
	case len(d.Warnings) > 0 && d.Incident == rules.KindAdjustPieces:
		return replay.TallyAdjustWarning
	}
	return replay.TallyNone
}

// Restore takes the game back to the position after ply half-moves, as
// the arbiter does after an illegal move found later (7.5.1); the moves
// taken back stay in the record as a restoration incident. The clock's
// move counters and turn follow the position; its times are the arbiter's
// to adjust.
func (s *Session) Restore(ply int, note string) error {
	if ply < 0 || ply > s.game.Ply() {
		return deskError("desk.error.restore-range", "ply", ply)
	}
	if ply == s.game.Ply() {
		return nil
	}
	s.markClock()
	var taken []string
	for _, rm := range s.rec.Moves[ply:] {
		taken = append(taken, rm.UCI)
	}
	at := s.game.PositionAt(ply)
	in := replay.Incident{Ply: ply, Kind: engine.IncidentRestored.String(), Note: note, At: s.host.Now(),
		FEN: at.FEN(), Moves: taken}
	err := s.host.Store.Batch(func(tx *store.Tx) error {
		if err := tx.TruncateMoves(s.rec.ID, ply); err != nil {
			return err
		}
		_, err := tx.AddIncident(s.rec.ID, in)
		return err
	})
	if err != nil {
		return err
	}
	if err := s.game.Restore(ply, note); err != nil {
		return err
	}
	s.rec.Moves = s.rec.Moves[:ply]
	s.rec.Incidents = append(s.rec.Incidents, in)
	return s.syncClock()
}

// syncClock gives the clock the game's move counts and side to move
// (after a restoration, or a move entered while the clock was not
// running), keeping both readings.
func (s *Session) syncClock() error {
	st := s.clk.State()
	want := s.turn()
	if st.Status == clock.NotStarted {
		if err := s.clk.SetTurn(want); err != nil {
			return err
		}
	} else if st.Turn != want {
		// Handing the move over is a press; Set below undoes its time.
		if _, err := s.pressFor(st.Turn); err != nil {
			return err
		}
	}
	for _, side := range []engine.Color{engine.White, engine.Black} {
		if err := s.clk.Set(side, st.Side[side].Remaining, s.movesBy(side)); err != nil {
			return err
		}
	}
	return nil
}

// pressFor presses the clock for side, who is on move: a paused clock
// runs for the press alone, which times the move as on a running clock
// (its increment, the delay of the turn), and is paused again.
func (s *Session) pressFor(side engine.Color) (clock.MoveTime, error) {
	paused := s.clk.State().Status == clock.Paused
	if paused {
		if err := s.clk.Resume(); err != nil {
			return clock.MoveTime{}, err
		}
	}
	mt, err := s.clk.Press(side)
	if paused {
		// Paused again even where the press was refused.
		if perr := s.clk.Pause(); err == nil {
			err = perr
		}
	}
	return mt, err
}

// markKey names a state of the game's record: its start and its moves.
func markKey(rec *replay.GameRecord) string {
	var b strings.Builder
	b.WriteString(rec.StartFEN)
	for _, rm := range rec.Moves {
		b.WriteString(" " + rm.UCI)
	}
	return b.String()
}

// markClock keeps the started clock as it stands for the state of the
// record it is about to leave. A clock not started keeps no mark: the
// record's times set it, as before.
func (s *Session) markClock() {
	st := s.clk.State()
	if st.Status == clock.NotStarted {
		return
	}
	if s.marks == nil {
		s.marks = map[string]clockMark{}
	}
	s.marks[markKey(s.rec)] = clockMark{state: st, control: s.clk.Control().String()}
}

// restoreMark sets the clock as it stood when the game last left the
// state its record is in now, running or paused as it was, and saves
// that reading; nothing where no mark was kept for it (markClock).
func (s *Session) restoreMark() error {
	m, ok := s.marks[markKey(s.rec)]
	if !ok || m.control != s.clk.Control().String() {
		return nil
	}
	c, err := clock.New(s.clk.Control(), s.host.Now)
	if err != nil {
		return err
	}
	for _, side := range []engine.Color{engine.White, engine.Black} {
		if err := c.Set(side, m.state.Side[side].Remaining, m.state.Side[side].Moves); err != nil {
			return err
		}
	}
	if m.state.Bonus > 0 {
		c.QuickplaySwitch(m.state.Bonus)
	}
	if err := c.SetTurn(m.state.Turn); err != nil {
		return err
	}
	if err := c.Start(s.host.Now()); err != nil {
		return err
	}
	if m.state.Status == clock.Paused {
		if err := c.Pause(); err != nil {
			return err
		}
	}
	s.stopTicker()
	s.clk, s.reopened = c, false
	if m.state.Status == clock.Running {
		s.startTicker()
	}
	return s.saveClock()
}

// offerMark is the recorded move a draw offer by side marks at once: his
// last move when he has just moved (9.1.2.1), unless it is marked
// already; 0 when the offer waits for the move he is about to make.
func (s *Session) offerMark(by engine.Color) int {
	ply := s.game.Ply()
	if ply == 0 || s.moverOf(ply) != by || s.rec.Moves[ply-1].DrawOffer {
		return 0
	}
	return ply
}

// offerDraw follows a draw offer by side the file took: the move marked
// (ply, from offerMark), or else the offer waiting for his next move.
func (s *Session) offerDraw(by engine.Color, ply int) {
	if ply == 0 {
		if p := s.game.Ply(); p == 0 || s.moverOf(p) != by {
			s.offer[by] = true
		}
		return
	}
	s.rec.Moves[ply-1].DrawOffer = true
	s.game.OfferDraw(by)
}

// offersDraw reports whether an accepted decision puts a draw offer on the
// record (9.1.2.2): an offer that stands, or a claim, which is one too
// (9.1.2.3).
func offersDraw(d rules.Decision) bool {
	return d.Record == "(=)" || d.Incident == rules.KindDrawOffer && d.Continuation == rules.OfferStands
}

// pendingOffers are the draw offers waiting for their offerer's move in
// the position on the board, as the rulings log holds them: accepted
// rulings at this ply that offer a draw by the side to move, which
// OfferDraw keeps for the move he is about to make.
func (s *Session) pendingOffers() [2]bool {
	var out [2]bool
	ply := s.game.Ply()
	for _, r := range s.rec.Rulings {
		if r.Overruled || r.Unpaired || r.Ply != ply {
			continue
		}
		d, ok := r.ProposedDecision()
		if !ok || !offersDraw(d) {
			continue
		}
		for _, side := range []engine.Color{engine.White, engine.Black} {
			if r.Side == side.String() && (ply == 0 || s.moverOf(ply) != side) {
				out[side] = true
			}
		}
	}
	return out
}

// OfferPending reports a draw offer waiting for side's next move.
func (s *Session) OfferPending(side engine.Color) bool { return s.offer[side] }

// SetResult ends the game with a result, which goes to the round too.
func (s *Session) SetResult(r tournament.Result) error {
	if err := s.ensureSaved(); err != nil {
		return err
	}
	if err := s.host.Store.SetResult(s.round, s.board, r); err != nil {
		return err
	}
	return s.resultEntered(r)
}

// resultEntered follows a result the file took: the record has it, the
// clock stops, and the other views are told.
func (s *Session) resultEntered(r tournament.Result) error {
	s.rec.Result = r
	if st := s.clk.State(); st.Status == clock.Running && r != tournament.NoResult {
		s.stopTicker()
		if err := s.clk.Pause(); err != nil {
			return err
		}
	}
	if s.host.Changed != nil {
		s.host.Changed()
	}
	return nil
}

// paired reports whether the session's board is still a game of its
// round in the event.
func (s *Session) paired() bool {
	_, err := s.host.Event().FindPairing(s.round, s.board)
	return err == nil
}

// followEvent takes the pairing's result as the file now has it: it may
// have been entered or corrected elsewhere in the window; and the game,
// when the file's record of it is no longer the one on the board.
func (s *Session) followEvent() error {
	if p, err := s.host.Event().FindPairing(s.round, s.board); err == nil {
		s.rec.Result = p.Result
	}
	// The window's Undo and Redo change the record under the desk: a move
	// taken back stayed on the board, and the next was saved after it.
	rec, err := s.host.Store.GameAt(s.round, s.board)
	switch {
	case errors.Is(err, store.ErrNotFound):
		if s.rec.ID == 0 {
			return nil // nothing saved yet, a set-up being made included
		}
		rec = &replay.GameRecord{Round: s.round, Board: s.board, Result: s.rec.Result}
	case err != nil:
		return err
	}
	if sameGame(rec, s.rec) {
		// The moves are the board's; the incidents and rulings are the
		// file's as it now is: a ruling undone in the window still
		// counted towards the next (a second illegal move, which loses)
		// and stood in the scoresheet's notes.
		taken := addedTime(s.rec.Rulings)
		s.rec.Incidents, s.rec.Rulings = rec.Incidents, rec.Rulings
		s.offer, s.touch = s.pendingOffers(), s.pendingTouch()
		// A ruling undone takes back the time it added to the clocks, a
		// ruling redone adds it again: the clock kept the time of a
		// ruling undone, and its reading saved did too.
		if added := addedTime(s.rec.Rulings); added != taken {
			for _, side := range []engine.Color{engine.White, engine.Black} {
				if d := added[side] - taken[side]; d != 0 {
					if err := s.clk.Adjust(side, d); err != nil {
						return err
					}
				}
			}
			if err := s.saveClock(); err != nil {
				return err
			}
		}
		// A draw offer's (=) undone stayed on the scoresheet: the game's
		// offers are read again, the clock left running.
		if !slices.EqualFunc(rec.Moves, s.rec.Moves, func(x, y replay.RecordedMove) bool { return x.DrawOffer == y.DrawOffer }) {
			g, err := replay.Game(rec)
			if err != nil {
				return err
			}
			s.rec.Moves, s.game = rec.Moves, g
		}
		return nil
	}
	// The window's Undo or Redo moved the game to another state: the
	// clock comes back as it stood when the game last left that one.
	s.markClock()
	if err := s.load(rec); err != nil {
		return err
	}
	return s.restoreMark()
}

// addedTime is the time rulings added to each clock, accepted ones alone
// having added any (Ruling.Added).
func addedTime(rulings []replay.Ruling) [2]time.Duration {
	var out [2]time.Duration
	for _, r := range rulings {
		out[engine.White] += r.Added[engine.White]
		out[engine.Black] += r.Added[engine.Black]
	}
	return out
}

// sameGame reports whether two records hold the same game on the board:
// the same start and moves.
func sameGame(a, b *replay.GameRecord) bool {
	return a.StartFEN == b.StartFEN && a.Chess960 == b.Chess960 &&
		slices.EqualFunc(a.Moves, b.Moves, func(x, y replay.RecordedMove) bool { return x.UCI == y.UCI })
}

// SetStart starts the game from a set-up position; only before the first
// move.
func (s *Session) SetStart(p engine.Position) error {
	if s.game.Ply() > 0 {
		return deskError("desk.error.setup-moves")
	}
	s.markClock()
	fen, std := p.FEN(), engine.StartPosition()
	if fen == std.FEN() {
		fen = ""
	}
	s.rec.StartFEN, s.rec.Chess960 = fen, p.Chess960()
	// Kept at once, a new game too: the position set up is the game's,
	// which `arbiter ruling --event` reads before any move is made.
	if _, err := s.host.Store.SaveGame(s.rec); err != nil {
		return err
	}
	s.game = engine.NewGame(p)
	return s.syncClock()
}

// PGNImport is a game read from PGN for ImportPGN, with where the rules
// of a ruleset ended it, in its last position too.
type PGNImport struct {
	Game    engine.PGNGame
	ruleset rules.RulesetID
	end     *rules.RecordEnd
	from    fileGame // which game of its file it is
}

// readImport reads where the rules of rs ended g, as `arbiter pgn` reads
// it (rules.EndOfGame with the engine's whole
// budget): read with the budget of the desk's analysis after each move, a
// dead position that budget leaves open went unseen, and the import put
// the end later than `arbiter pgn` or said nothing of it. That can take
// seconds; it touches nothing but g, so it may run on any goroutine.
func readImport(rs rules.RulesetID, g engine.PGNGame) (PGNImport, error) {
	game, err := engine.GameFromPGN(&g)
	if err != nil {
		return PGNImport{}, err
	}
	end, err := rules.EndOfGame(rs, game, 0)
	return PGNImport{Game: g, ruleset: rs, end: end}, err
}

// ImportPGN replaces the game by one read from PGN: its start, moves and
// clock comments, and the file's own tags. Only a game without moves is
// replaced. It returns the names of the file's tags the event writes
// itself with another value (exchange.ImportedTags), which the record
// does not keep.
//
// end is where the game ended by rule under the event's ruleset, at the
// record's last move too (a mate), nil if it did not; a result of the
// file's that contradicts it is not entered (the arbiter enters the
// result), the moves are kept all the same.
func (s *Session) ImportPGN(in PGNImport) (replaced []string, end *rules.RecordEnd, err error) {
	if s.game.Ply() > 0 {
		return nil, nil, deskError("desk.error.import-moves")
	}
	ev, err := s.rulesEvent()
	if err != nil {
		return nil, nil, err
	}
	if ev.Ruleset != in.ruleset {
		// The event's ruleset changed while the end was read.
		if in, err = readImport(ev.Ruleset, in.Game); err != nil {
			return nil, nil, err
		}
	}
	g, end := in.Game, in.end
	rec := &replay.GameRecord{ID: s.rec.ID, Round: s.round, Board: s.board, Result: s.rec.Result, Incidents: s.rec.Incidents}
	board, err := exchange.GamePGN(s.host.Event(), &replay.GameRecord{Round: s.round, Board: s.board, Result: s.rec.Result})
	if err != nil {
		return nil, nil, err
	}
	rec.Tags, replaced = exchange.ImportedTags(g.Tags, board)
	if fen, std := g.Start.FEN(), engine.StartPosition(); fen != std.FEN() {
		rec.StartFEN, rec.Chess960 = fen, g.Start.Chess960()
	}
	// The record keeps the main line's moves and clocks, and the rest of
	// the game's text (comments, NAGs, variations) beside them.
	lead, after := g.AnnotationText()
	rec.Annotation = lead
	pos := g.Start
	for i, pm := range g.Moves {
		rec.Moves = append(rec.Moves, replay.RecordedMove{Ply: i + 1, UCI: pm.Move.String(), SAN: pos.SAN(pm.Move), Clock: pm.Clock, HasClock: pm.HasClock, Annotation: after[i]})
		pos.Play(pm.Move)
	}
	// A finished game brings its result when the pairing has none yet.
	// The moves and that result are one action: a crash between two would
	// keep the moves without the result, and the import would then be
	// refused as replacing moves. The store judges the result as it judges
	// every other (a game after a withdrawal is only a forfeit), and a
	// refused result keeps the moves out too.
	r := tournament.GameResult(g.Result)
	withResult := r != tournament.NoResult && s.rec.Result == tournament.NoResult && (end == nil || end.Result == g.Result)
	if err := s.host.Store.Batch(func(tx *store.Tx) error {
		if _, err := tx.SaveGame(rec); err != nil || !withResult {
			return err
		}
		return tx.SetResult(s.round, s.board, r)
	}); err != nil {
		rec.ID = s.rec.ID // an id given inside the undone action is no game's
		return nil, nil, err
	}
	if withResult {
		rec.Result = r
	}
	s.markClock()
	if err := s.load(rec); err != nil {
		return nil, nil, err
	}
	if withResult {
		return replaced, end, s.resultEntered(r)
	}
	return replaced, end, nil
}

// Press is a press of the clock by hand (its face or the space bar). A
// clock not yet started starts. On a running clock it completes no move,
// because entering a move presses the mover's clock itself: the player on
// move pressed without making one. That is an illegal move under FIDE
// 2018 and 2023 (7.5.3) and a breach of 6.2 before; the clock stays with
// him and the incident is returned for the arbiter's ruling.
func (s *Session) Press() (rules.Incident, error) {
	st := s.clk.State()
	switch st.Status {
	case clock.NotStarted:
		return nil, s.StartClock()
	case clock.Running:
		return rules.IllegalMove{Player: st.Turn, Illegal: rules.IllegalClockNoMove}, nil
	}
	_, err := s.clk.Press(st.Turn) // a paused clock says why it cannot be pressed
	return nil, err
}

// StartClock starts the clock now and the ticker that redraws it.
func (s *Session) StartClock() error {
	return s.setRunning(func() error { return s.clk.Start(s.host.Now()) })
}

// setRunning sets the clock running by run, a start or a resume, saves it
// and starts the ticker that redraws it: saved first, as from then on its
// redraws save.
func (s *Session) setRunning(run func() error) error {
	if err := run(); err != nil {
		return err
	}
	err := s.saveClock()
	s.startTicker()
	return err
}

// TogglePause pauses a running clock and resumes a paused one.
func (s *Session) TogglePause() error {
	switch s.clk.State().Status {
	case clock.Running:
		s.stopTicker()
		if err := s.clk.Pause(); err != nil {
			return err
		}
		return s.saveClock()
	case clock.Paused:
		return s.setRunning(s.clk.Resume)
	}
	return s.StartClock()
}

// Adjust adds time to (or with a negative delta takes it from) a side's
// clock, as the arbiter does for a penalty or a bonus; the change goes
// into the game's incidents, for the scoresheet.
func (s *Session) Adjust(side engine.Color, delta time.Duration) error {
	if err := s.clk.Adjust(side, delta); err != nil {
		return err
	}
	if err := s.addIncident(incidentClockAdjusted, side, formatSigned(delta)); err != nil {
		_ = s.clk.Adjust(side, -delta) // undoing what was just done cannot fail
		return err
	}
	s.adjusted = true
	return s.saveClock()
}

// Quickplay switches both clocks to the given increment per move (III.4),
// where the quickplay finish can apply to the game (QuickplayOffered).
func (s *Session) Quickplay(bonus time.Duration) error {
	if !s.QuickplayOffered() {
		id := s.host.Event().Settings.Ruleset
		name := string(id)
		if r, ok := rules.Get(id); ok {
			name = r.Name
		}
		return deskError("desk.clock.quickplay-none", "ruleset", name)
	}
	s.clk.QuickplaySwitch(bonus)
	return s.saveClock()
}

// QuickplayOffered reports whether the quickplay finish can apply to this
// game (rules.QuickplayInForce): the ruleset has one, the event put it in
// force, the game is not blitz and its control adds no increment. The
// desk offers its switch only then.
func (s *Session) QuickplayOffered() bool {
	ev, err := s.rulesEvent()
	return err == nil && rules.QuickplayInForce(ev, s.clk.Control().HasIncrement())
}

// OnTick sets the function called on the GUI goroutine while the clock
// runs; the current view registers itself, replacing an older one.
func (s *Session) OnTick(f func()) { s.onTick = f }

func (s *Session) startTicker() {
	if s.stop != nil || s.host.TickEvery < 0 {
		return
	}
	stop := make(chan struct{})
	s.stop = stop
	go func() {
		t := time.NewTicker(s.host.TickEvery)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				fyne.Do(func() {
					if s.stop == stop {
						s.tick()
					}
				})
			}
		}
	}()
}

func (s *Session) stopTicker() {
	if s.stop != nil {
		close(s.stop)
		s.stop = nil
	}
}

// Close stops the clock's ticker and saves its reading; the game stays in
// the file as it is. Closing again does nothing.
func (s *Session) Close() error {
	if s.closed {
		return nil
	}
	s.closed = true
	s.stopTicker()
	return s.saveClock()
}

// rulesEvent reads the event settings a ruling depends on.
func (s *Session) rulesEvent() (rules.Event, error) {
	return s.host.Event().Settings.RulesEvent(s.clk.Control())
}

// Ended reports whether the record has ended the game by itself under the
// event's ruleset, on the board now or at an earlier move: mate,
// stalemate, a dead position, the 75-move rule or the fivefold repetition.
func (s *Session) Ended() bool {
	ev, err := s.rulesEvent()
	if err != nil {
		return false
	}
	r, ok := rules.Get(ev.Ruleset)
	return ok && s.game.RuleEnd(r.Laws(), endedBudget).Outcome != engine.OutcomeNone
}

// Proposal is a decision the app proposes for an incident, with what the
// arbiter needs to apply it.
type Proposal struct {
	Incident rules.Incident
	Decision rules.Decision
	// Claim is the check of a draw claim, nil for other incidents.
	Claim *rules.ClaimRuling
	// Intended is the move declared with a claim, NoMove if none.
	Intended engine.Move
	// ClockLeft is the time the desk's clock still shows for a side whose
	// flag the incident says has fallen (zero where it agrees): the desk's
	// clock may lag the one on the board, so the proposal says so and the
	// arbiter checks the board's clock.
	ClockLeft [2]time.Duration
	// At is the position the ruling was proposed for: Apply refuses it
	// for any other (a set-up or a move made since).
	At engine.Position
}

// plays reports whether the decision, accepted, plays a move on the
// board: a rejected claim's intended move (9.5.3), or the sealed move
// that stands (clear, or a slip whose meaning is certain) as the
// adjourned game resumes.
func (p Proposal) plays() bool {
	d := p.Decision
	if p.Intended == engine.NoMove || d.Ends() {
		return false
	}
	return p.pressed() || p.Incident.Kind() == rules.KindSealedMove && d.Continuation == rules.Continue
}

// pressed reports whether the move the decision plays is one the player
// completed by pressing his clock: the pawn made a queen (7.5.2), the
// intended move of a rejected claim (9.5.3). The sealed move is not: the
// clocks were stopped on it (I.1.1).
func (p Proposal) pressed() bool {
	c := p.Decision.Continuation
	return c == rules.PlayIntended || c == rules.PromoteToQueen
}

// Propose asks the rules for a decision on an incident at the current
// position. For draw claims the engine checks the claim (with the
// intended move, if any) and the rules decide on its correctness. It runs
// the mate analysis where the rule reads it, on the calling goroutine;
// the window prepares and analyses in two steps (Prepare).
func (s *Session) Propose(in rules.Incident, intended engine.Move) (Proposal, error) {
	r, err := s.Prepare(in, intended)
	if err != nil {
		return Proposal{}, err
	}
	if r.NeedsAnalysis() {
		r.Analyse()
	}
	return r.Decide()
}

// Pending is a proposal in preparation: what the game and the clock say,
// read at once, and the mate analysis still to run on a copy of the
// record, which any goroutine may do.
type Pending struct {
	ev       rules.Event
	facts    rules.Facts
	game     *engine.Game // the record as it was when prepared
	proposal Proposal
	analysed bool
	err      error // of the analysis' reading of the record
	// Ply is the game's length when the ruling was prepared; a ruling
	// prepared for another position is stale.
	Ply int
}

// Prepare reads the facts of an incident; the mate analysis, which can
// take a second, is left to Analyse.
func (s *Session) Prepare(in rules.Incident, intended engine.Move) (*Pending, error) {
	if err := s.rulingRefused(); err != nil {
		return nil, err
	}
	ev, err := s.rulesEvent()
	if err != nil {
		return nil, err
	}
	// The least budget: the verdicts are left to Analyse.
	f, err := rules.FactsFromGame(ev.Ruleset, s.game, 1)
	if err != nil {
		return nil, err
	}
	f.IllegalMoves = s.accepted(replay.TallyIllegalMove)
	f.DeviceWarnings = s.accepted(replay.TallyDeviceWarning)
	f.AdjustWarnings = s.accepted(replay.TallyAdjustWarning)
	f.FlagFallen = rules.FlagFromClock(s.clk.State(), s.clk.Control(), f.Moves)
	in = rules.ApplyClock(in, s.clk.State(), s.clk.Control(), f.Moves)
	p := Proposal{Incident: in, Intended: engine.NoMove, At: s.game.Position()}
	switch x := in.(type) {
	case rules.Adjourn:
		// The envelope records the time each player has used, where the
		// desk's clock knows it.
		x.Used = s.usedTimes()
		p.Incident = x
	case rules.FlagFall:
		p.ClockLeft[x.Player] = s.clockLeft(x.Player)
	case rules.BothFlags:
		p.ClockLeft = [2]time.Duration{s.clockLeft(engine.White), s.clockLeft(engine.Black)}
	case rules.ClaimThreefold:
		x.TouchedPiece = x.TouchedPiece || s.touchedBeforeClaim(x.Player)
		p.Incident = x
	case rules.ClaimFifty:
		x.TouchedPiece = x.TouchedPiece || s.touchedBeforeClaim(x.Player)
		p.Incident = x
	case rules.TouchMove:
		p.Incident = s.touchedSoFar(x)
	case rules.IllegalMove:
		if x.Illegal == rules.IllegalNoPromotion {
			p.Intended = s.queenedPawn(x.Player)
		}
	}
	if in.Kind().IsClaim() {
		cr, err := rules.CheckClaim(ev.Ruleset, s.game, &p.Incident, intended)
		if err != nil {
			return nil, err
		}
		if !cr.Unrecorded {
			p.Claim = &cr
		}
		p.Intended = intended
	}
	return &Pending{ev: ev, facts: f, game: s.game.Head(s.game.Ply()), proposal: p, Ply: s.game.Ply()}, nil
}

// queenedPawn is the move a pawn left unpromoted on the last rank makes
// once replaced by a queen (7.5.2): the desk cannot enter the pawn's move
// without its new piece, so the board still shows it on the seventh rank
// with player on move. Where player has more than one such move, or is
// not on move, it is NoMove, and the accepted ruling says the queen's
// move is to be entered (desk.ruling.enter-queen).
func (s *Session) queenedPawn(player engine.Color) engine.Move {
	pos := s.game.Position()
	if pos.Turn() != player {
		return engine.NoMove
	}
	found := engine.NoMove
	for _, m := range pos.LegalMoves(nil) {
		if m.Promotion() != engine.Queen {
			continue
		}
		if found != engine.NoMove {
			return engine.NoMove
		}
		found = m
	}
	return found
}

// clockLeft is the time the desk's clock shows for side, zero when its
// flag has fallen there.
func (s *Session) clockLeft(side engine.Color) time.Duration {
	for _, f := range s.clk.State().Flags {
		if f.Side == side {
			return 0
		}
	}
	return s.clk.Remaining(side)
}

// NeedsAnalysis reports whether the record has not yet been read as
// `arbiter ruling` reads it (Analyse). Every incident waits for it: the
// mate analysis turns a loss into a draw (6.9, 7.5.5), and a dead position
// the record reached earlier ended the game there (5.2.2), whatever the
// incident, so a draw agreed or a piece adjusted after it is ruled as the
// command line rules it. It is a tenth of a millisecond for most games.
func (r *Pending) NeedsAnalysis() bool { return !r.analysed }

// Analyse reads the record again with the engine's whole budget, as
// `arbiter ruling` reads it (rules.FactsFromGame): the arbiter asked for
// it, a "cannot mate" proved turns a loss on time into a draw (6.9), and a
// dead position of blocked pawns that the least budget left open ends the
// game where it arose, the moves after it not counting (read with the
// least budget, the desk ruled the position dead without saying so). What
// the desk established beside the record is kept (read). Both sides
// are analysed, side by side: about a tenth of a millisecond on average
// for flag falls from real games, and about 0.3 s for the slowest side of
// the hardest composed positions, once more for each step of the search
// for a dead position's first move. It touches nothing but the ruling, so
// it may run on any goroutine.
func (r *Pending) Analyse() {
	f, err := r.read(r.ev.Ruleset)
	if err != nil {
		r.err = err
		return
	}
	r.facts, r.analysed = f, true
}

// read is the record prepared read under rs as `arbiter ruling --ruleset`
// reads it (rules.FactsFromGame with the engine's whole budget), with what
// the desk established beside it: the perpetual check the arbiter stated,
// the flag its clock shows fallen, the illegal moves and the warnings
// already counted. It touches nothing
// but the ruling, so it may run on any goroutine.
func (r *Pending) read(rs rules.RulesetID) (rules.Facts, error) {
	f, err := rules.FactsFromGame(rs, r.game, 0)
	if err != nil {
		return f, err
	}
	f.PerpetualCheck, f.FlagFallen = r.facts.PerpetualCheck, r.facts.FlagFallen
	f.IllegalMoves, f.DeviceWarnings, f.AdjustWarnings = r.facts.IllegalMoves, r.facts.DeviceWarnings, r.facts.AdjustWarnings
	return f, nil
}

// Decide asks the rules for the decision.
func (r *Pending) Decide() (Proposal, error) {
	if r.err != nil {
		return Proposal{}, r.err
	}
	p := r.proposal
	d, err := rules.Decide(r.ev, r.facts, p.Incident)
	if err != nil {
		return Proposal{}, err
	}
	p.Decision = d
	return p, nil
}

// endedBudget bounds the mate analysis that runs after every move to see
// whether the game has ended by itself: the board must answer at once. A
// dead position it leaves undecided is still found when the arbiter asks
// for a ruling on the position. In the unit of engine.DefaultMateBudget,
// where a guided position counts three: the guided search gets the 7,600
// positions that 20,000 gave it when budgets counted positions.
const endedBudget = 47600

// Apply carries out a proposal, or records that the arbiter overruled it
// with a reason. An accepted decision goes onto the clock (time added or
// deducted, a new increment), into the game (a draw offer, the intended
// move of a rejected claim) and to the result; either way the rulings log
// keeps the proposal and what the arbiter did.
func (s *Session) Apply(p Proposal, overruled bool, reason string) error {
	if overruled && strings.TrimSpace(reason) == "" {
		return deskError("desk.error.reason")
	}
	if p.At != s.game.Position() {
		return deskError("desk.error.stale-ruling")
	}
	d := p.Decision
	proposal, err := json.Marshal(d)
	if err != nil {
		return err
	}
	if err := s.ensureSaved(); err != nil {
		return err
	}
	r := s.rulingOf(p, string(proposal), overruled, reason)
	if !overruled && d.Ends() {
		return s.ruleWithResult(r, replay.ResultOf(d))
	}
	// The (=) an accepted draw offer puts on the offerer's move is one
	// action with its ruling (9.1.2.2): one Undo took back the mark alone
	// and left the ruling in the log.
	offers, mark := !overruled && offersDraw(d), 0
	offerer, _ := p.Incident.Side()
	if offers {
		mark = s.offerMark(offerer)
	}
	addRuling := func(tx *store.Tx) (err error) {
		if r.ID, err = tx.AddRuling(r); err != nil || mark == 0 {
			return err
		}
		return tx.MarkDrawOffer(s.rec.ID, mark)
	}
	// A claim's move the ruling plays (9.5.3), and the sealed move read
	// from the envelope, are one action with it, as a result is: one Undo
	// took back the move alone and left the ruling with the time it
	// added, or the ruling on the sealed move alone.
	plays := !overruled && p.plays()
	if plays {
		if err := s.playable(p.Intended); err != nil {
			return err
		}
		// Undone, the move takes the ruling's time back with it.
		s.markClock()
	} else if overruled || d.Continuation != rules.Seal {
		if err := s.host.Store.Batch(addRuling); err != nil {
			return err
		}
		s.rec.Rulings = append(s.rec.Rulings, r)
	}
	if overruled {
		return nil
	}
	if d.Incident == rules.KindTouchMove {
		s.bindTouch(p)
	}
	if err := d.ApplyToClock(s.clk); err != nil {
		return err
	}
	if err := s.saveClock(); err != nil {
		return err
	}
	if offers {
		s.offerDraw(offerer, mark)
	}
	if d.Continuation == rules.Seal {
		// The game stops here until it is resumed; the round shows it as
		// adjourned and the desk can go on with it later.
		if err := s.ruleWithResult(r, tournament.Adjourned); err != nil {
			return err
		}
	}
	if plays {
		if err := s.play(p.Intended, addRuling, p.pressed()); err != nil {
			return err
		}
		s.rec.Rulings = append(s.rec.Rulings, r)
	}
	return nil
}

// ruleWithResult writes ruling r and the result it gives as one action:
// one Undo took the result back and left in the log the ruling that gave
// it, accepted, on a game going on; an adjournment's ruling too.
func (s *Session) ruleWithResult(r replay.Ruling, result tournament.Result) error {
	if err := s.host.Store.Batch(func(tx *store.Tx) (err error) {
		if r.ID, err = tx.AddRuling(r); err != nil {
			return err
		}
		return tx.SetResult(s.round, s.board, result)
	}); err != nil {
		return err
	}
	s.rec.Rulings = append(s.rec.Rulings, r)
	return s.resultEntered(result)
}

// rulingOf is the rulings log's record of proposal p (its decision as
// JSON), accepted or overruled with reason: the time it added only when
// accepted.
func (s *Session) rulingOf(p Proposal, proposal string, overruled bool, reason string) replay.Ruling {
	d := p.Decision
	var detail rules.IllegalKind
	if il, ok := p.Incident.(rules.IllegalMove); ok {
		detail = il.Illegal
	}
	r := replay.Ruling{
		Round: s.round, Board: s.board, At: s.host.Now(), Incident: string(d.Incident),
		Ruleset: d.Ruleset, Articles: d.Articles, Proposal: proposal, Proposed: d.Result,
		Overruled: overruled, Reason: reason,
		Ply: s.game.Ply(), Side: d.Player, Detail: string(detail), Tally: tallyOf(d),
	}
	if i := slices.IndexFunc(d.Warnings, func(w rules.Warning) bool { return w.Player == d.Player }); i >= 0 {
		r.Warning = d.Warnings[i].Key
	}
	if !overruled {
		for _, side := range []engine.Color{engine.White, engine.Black} {
			r.Added[side] = time.Duration(d.TimeAdjust.Get(side)) * time.Second
		}
	}
	return r
}

// Store is the tournament file the game is saved to.
func (s *Session) Store() *store.Store { return s.host.Store }

// requestsBefore is how many times side has asked to see the opponent's
// scoresheet in this game, as the rulings log holds them.
func (s *Session) requestsBefore(side engine.Color) int {
	return s.rec.Ruled(string(rules.KindScoresheetRequest))[side]
}
