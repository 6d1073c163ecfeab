package rules

import (
	"bytes"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"time"

	"arbiter/engine"
)

// Incident is what happened: one type a kind, as each holds only the
// details its ruling reads, so that a detail a kind does not read cannot be
// given. Incidents are values (IllegalMove{…}, not &IllegalMove{…}).
type Incident interface {
	// Kind names the incident.
	Kind() IncidentKind
	// Side is the player the incident concerns (the offender, the
	// claimant); ok is false for an incident that concerns the game.
	Side() (c engine.Color, ok bool)
	// rule rules on it under b's ruleset.
	rule(b *builder, ev Event, f Facts)
}

// IllegalMove: a move against the rules, of the kind Illegal.
type IllegalMove struct {
	Player  engine.Color `json:"player"`
	Illegal IllegalKind  `json:"illegal,omitempty"`
	// OpponentMoved: the opponent had completed his next move.
	OpponentMoved bool `json:"opponent_moved,omitempty"`
	// AfterGame: found only after the game ended; NextRoundStarted and
	// LastRound decide whether the 1953 replay is still possible.
	AfterGame        bool `json:"after_game,omitempty"`
	NextRoundStarted bool `json:"next_round_started,omitempty"`
	LastRound        bool `json:"last_round,omitempty"`
}

// FlagFall: Player's flag fell.
type FlagFall struct {
	Player engine.Color `json:"player"`
	// Claimed: the opponent claimed it (where the arbiter does not call
	// flags, A.4–A.5).
	Claimed bool `json:"claimed,omitempty"`
	// ControlMet: the player had in fact completed the moves the period
	// required (6.4); ClaimantFlagDown: the claimant's own flag was down
	// too when he claimed (2014 A.4.c).
	ControlMet       bool `json:"control_met,omitempty"`
	ClaimantFlagDown bool `json:"claimant_flag_down,omitempty"`
}

// BothFlags: both flags fell.
type BothFlags struct {
	// OrderKnown when the clock records which fell first, and FirstFlag
	// is that side; FinalPeriod when the last period was running.
	OrderKnown   bool         `json:"order_known,omitempty"`
	FirstFlag    engine.Color `json:"first_flag,omitempty"`
	FinalPeriod  bool         `json:"final_period,omitempty"`
	HasIncrement bool         `json:"has_increment,omitempty"`
}

// ClaimThreefold: Player claims a draw by repetition.
type ClaimThreefold struct {
	Player engine.Color `json:"player"`
	// Correct: the claim is correct; Intended: by a written, intended
	// move; TouchedPiece: the claimant had touched a piece (9.4);
	// FlagDuringCheck: 1953, his flag fell while it was checked; Moved:
	// he has already made his next move on the board (9.2.1, 1953 §18g),
	// as the arbiter states it when no record is at hand; RightsDiffer:
	// the same placement stood three times but with other castling or en
	// passant possibilities (the proviso of 9.2.2; §18g compares the
	// placement only), as the record shows or the arbiter states.
	Correct         bool `json:"correct,omitempty"`
	Intended        bool `json:"intended,omitempty"`
	TouchedPiece    bool `json:"touched_piece,omitempty"`
	FlagDuringCheck bool `json:"flag_during_check,omitempty"`
	Moved           bool `json:"moved,omitempty"`
	RightsDiffer    bool `json:"rights_differ,omitempty"`
}

// ClaimFifty: Player claims a draw by the fifty-move rule.
type ClaimFifty struct {
	Player       engine.Color `json:"player"`
	Correct      bool         `json:"correct,omitempty"`
	Intended     bool         `json:"intended,omitempty"`
	TouchedPiece bool         `json:"touched_piece,omitempty"`
	// LongWin: the win needs more than 50 moves (1953 §18f).
	LongWin bool `json:"long_win,omitempty"`
	Moved   bool `json:"moved,omitempty"`
}

// DrawOffer: Player offers a draw.
type DrawOffer struct {
	Player engine.Color `json:"player"`
	// OnMove: he had not yet made his move; AfterPress: he had made it and
	// pressed his clock, offering on the opponent's time (both a time
	// other than 9.1.2.1's); OfferAccepted: the opponent accepted;
	// DeclinedByTouch: the opponent touched a piece with the intention of
	// moving or capturing it instead of answering (9.1.2.1).
	OnMove          bool `json:"on_move,omitempty"`
	AfterPress      bool `json:"after_press,omitempty"`
	OfferAccepted   bool `json:"offer_accepted,omitempty"`
	DeclinedByTouch bool `json:"declined_by_touch,omitempty"`
	// AfterSealing: the game is adjourned and the opponent has sealed his
	// move (I.4).
	AfterSealing bool `json:"after_sealing,omitempty"`
	// Withdrawn: the player asks to take the offer back, which 9.1.2.1
	// does not allow.
	Withdrawn bool `json:"withdrawn,omitempty"`
}

// Agreement: the players agree a draw. A flag counts as fallen from when
// the arbiter notices it or a player validly claims it, not from when it
// falls (6.8), and only an agreement made before that ends the game
// (5.2.3 before 6.9). FlagDown: a flag was down on the clock when the
// agreement was stated, Flag's, the first to fall; ControlMet: that side
// had in fact completed the moves the period required (6.4).
// AgreedFirst: the arbiter states the players agreed before the flag was
// noticed or claimed.
type Agreement struct {
	FlagDown    bool         `json:"flag_down,omitempty"`
	Flag        engine.Color `json:"flag,omitempty"`
	ControlMet  bool         `json:"control_met,omitempty"`
	AgreedFirst bool         `json:"agreed_first,omitempty"`
}

// resignation: Player resigns.
type resignation struct {
	Player engine.Color `json:"player"`
}

// BoardPosition: the position on the board is ruled on (mate, stalemate,
// a dead position, the automatic draws).
type BoardPosition struct{}

// Lateness: Player is late at the start.
type Lateness struct {
	Player engine.Color `json:"player"`
	// Late: how late he arrived (or is now); or, as the commentary on 6.7
	// advises the arbiter to note them, the clock times the round Started
	// and he Arrived, which give it. ValidExcuse (1953 §17c);
	// ArbiterExcuses (6.7.1 "unless the arbiter decides otherwise").
	// FirstMove is the time his clock gave him for his first move, which
	// ran while he was away (clock.TimeControl.FirstMove); 0 where the
	// game's control is not known.
	Late           time.Duration `json:"late,omitempty"`
	Started        ClockTime     `json:"started,omitempty"`
	Arrived        ClockTime     `json:"arrived,omitempty"`
	ValidExcuse    bool          `json:"valid_excuse,omitempty"`
	ArbiterExcuses bool          `json:"arbiter_excuses,omitempty"`
	FirstMove      time.Duration `json:"first_move,omitempty"`
}

// BothAbsent: neither player is at the board, Late after the start.
// FirstMove is the time White's clock, running since the start, gave him
// for his first move (clock.TimeControl.FirstMove); 0 where the game's
// control is not known.
type BothAbsent struct {
	Late           time.Duration `json:"late,omitempty"`
	ValidExcuse    bool          `json:"valid_excuse,omitempty"`
	ArbiterExcuses bool          `json:"arbiter_excuses,omitempty"`
	FirstMove      time.Duration `json:"first_move,omitempty"`
}

// ColoursReversed: the game was begun with the colours reversed.
type ColoursReversed struct {
	AfterGame bool `json:"after_game,omitempty"`
}

// WrongSetup: the pieces were set up wrongly.
type WrongSetup struct {
	// BoardTurned: the board was turned (7.2.2) rather than the pieces
	// misplaced; Chess960: the game is Chess960 (II.2); Resumed: found
	// after the resumption of an adjourned game.
	BoardTurned      bool `json:"board_turned,omitempty"`
	Chess960         bool `json:"chess960,omitempty"`
	Resumed          bool `json:"resumed,omitempty"`
	AfterGame        bool `json:"after_game,omitempty"`
	NextRoundStarted bool `json:"next_round_started,omitempty"`
	LastRound        bool `json:"last_round,omitempty"`
}

// IllegalPosition: an illegal position is found on the board (A.5.4).
type IllegalPosition struct {
	StillAfterNextMove bool `json:"still_after_next_move,omitempty"`
}

// ClockCorrection: the arbiter corrects the clocks.
type ClockCorrection struct {
	// Correction per clock (positive adds time), the readings After it,
	// whether the first time control is still ahead (1953 §19), whether
	// the game was resumed after adjournment (I.13, §22), whether the
	// error at the resumption was pointed out only after the player's
	// first move (I.13), and ScheduleAffected (A.5.1.1).
	Correction         [2]time.Duration `json:"correction,omitempty"`
	After              [2]time.Duration `json:"after,omitempty"`
	BeforeFirstControl bool             `json:"before_first_control,omitempty"`
	Resumed            bool             `json:"resumed,omitempty"`
	AfterFirstMove     bool             `json:"after_first_move,omitempty"`
	ScheduleAffected   bool             `json:"schedule_affected,omitempty"`
}

// QuickplaySwitch: Player asks for an increment (III.4).
type QuickplaySwitch struct {
	Player engine.Color `json:"player"`
	// Remaining: his time left; OfferAccepted: the opponent accepted the
	// draw offer that comes with the request; ArbiterAgrees to the new
	// setting; Moved as for claims.
	Remaining     time.Duration `json:"remaining,omitempty"`
	HasIncrement  bool          `json:"has_increment,omitempty"`
	OfferAccepted bool          `json:"offer_accepted,omitempty"`
	ArbiterAgrees bool          `json:"arbiter_agrees,omitempty"`
	Moved         bool          `json:"moved,omitempty"`
}

// QuickplayClaim: Player claims a draw in a quickplay finish (III.5).
type QuickplayClaim struct {
	Player        engine.Color  `json:"player"`
	Remaining     time.Duration `json:"remaining,omitempty"`
	HasIncrement  bool          `json:"has_increment,omitempty"`
	Finding       Finding       `json:"finding,omitempty"`
	ArbiterAbsent bool          `json:"arbiter_absent,omitempty"`
	Moved         bool          `json:"moved,omitempty"`
}

// Adjourn: the game is to be adjourned, Player sealing.
type Adjourn struct {
	Player engine.Color `json:"player"`
	// Session length and time Used by each player so far, nil where it
	// is not known (a game played on paper, its clock never read here);
	// SessionLeft is the wall-clock time left (0: session − both used
	// times); Control says whether the control moves are made (1953 §21:
	// adjourning before them needs ArbiterConsent), "" when nobody has
	// said.
	Session        time.Duration     `json:"session,omitempty"`
	Used           [2]*time.Duration `json:"used,omitempty"`
	SessionLeft    time.Duration     `json:"session_left,omitempty"`
	Control        ControlState      `json:"control,omitempty"`
	ArbiterConsent bool              `json:"arbiter_consent,omitempty"`
}

// SealedMove: Player's sealed move, as InterpretSealed classifies it;
// AlreadyEnded: the game had ended otherwise (I.8: Laws 5, 6.9, 9.6, 9.7).
type SealedMove struct {
	Player       engine.Color `json:"player"`
	Sealed       SealedStatus `json:"sealed,omitempty"`
	AlreadyEnded bool         `json:"already_ended,omitempty"`
}

// Resumption: an adjourned game resumes; Player answers the sealed move.
type Resumption struct {
	Player engine.Color `json:"player"`
	// Late is the answering player's lateness, SealerLate the sealer's.
	Late            time.Duration `json:"late,omitempty"`
	SealerLate      time.Duration `json:"sealer_late,omitempty"`
	ValidExcuse     bool          `json:"valid_excuse,omitempty"`
	ArbiterExcuses  bool          `json:"arbiter_excuses,omitempty"`
	AlreadyEnded    bool          `json:"already_ended,omitempty"`
	AnswererPresent bool          `json:"answerer_present,omitempty"`
	SealerPresent   bool          `json:"sealer_present,omitempty"`
}

// device: Player has an electronic device in the playing venue.
type device struct {
	Player engine.Color `json:"player"`
}

// ScoresheetDevice: Player's electronic scoresheet device is obviously
// faulty (2023 8.3).
type ScoresheetDevice struct {
	Player engine.Color `json:"player"`
}

// ScoresheetRequest: Player asks to see the opponent's scoresheet, after
// PriorRequests before.
type ScoresheetRequest struct {
	Player        engine.Color `json:"player"`
	PriorRequests int          `json:"prior_requests,omitempty"`
}

// adjustPieces: Player adjusts pieces.
type adjustPieces struct {
	Player engine.Color `json:"player"`
}

// ScoresheetDuty: must Player record now, with Remaining on his clock and
// Increment now in force (8.4)?
type ScoresheetDuty struct {
	Player    engine.Color  `json:"player"`
	Remaining time.Duration `json:"remaining,omitempty"`
	Increment time.Duration `json:"increment,omitempty"`
}

// Chess960Castling: Player castled in Chess960, as the arbiter finds it:
// Correct or Incorrect (one of them: neither is no finding to rule on).
type Chess960Castling struct {
	Player           engine.Color `json:"player"`
	Correct          bool         `json:"correct,omitempty"`
	Incorrect        bool         `json:"incorrect,omitempty"`
	OpponentMoved    bool         `json:"opponent_moved,omitempty"`
	AfterGame        bool         `json:"after_game,omitempty"`
	NextRoundStarted bool         `json:"next_round_started,omitempty"`
	LastRound        bool         `json:"last_round,omitempty"`
}

// Conduct: a breach of conduct by Player (advice, notes, analysing,
// disturbing); ArbiterForfeits: the arbiter declares the game lost as the
// penalty (1953 §28, 12.9), rather than a lesser one.
type Conduct struct {
	Player          engine.Color `json:"player"`
	ArbiterForfeits bool         `json:"arbiter_forfeits,omitempty"`
}

// TouchMove: what Player touched; Claimed says his opponent claimed it,
// TouchedPiece that the claimant had himself touched a piece first (4.8).
type TouchMove struct {
	Player       engine.Color `json:"player"`
	Touch        *Touch       `json:"touch,omitempty"`
	Claimed      bool         `json:"claimed,omitempty"`
	TouchedPiece bool         `json:"touched_piece,omitempty"`
}

// Displaced: Player displaced pieces; FoundLater, found during the game
// after play went on (7.6), rather than at once (7.4); NotRestored, he
// pressed his clock without re-establishing them.
type Displaced struct {
	Player      engine.Color `json:"player"`
	FoundLater  bool         `json:"found_later,omitempty"`
	NotRestored bool         `json:"not_restored,omitempty"`
}

// ClockStopped: Player stopped the clock; ValidReason: the arbiter finds
// he had one (6.11.4, 2014 6.12.d).
type ClockStopped struct {
	Player      engine.Color `json:"player"`
	ValidReason bool         `json:"valid_reason,omitempty"`
}

// upsideDownRook: Player put a rook upside down on the promotion square.
type upsideDownRook struct {
	Player engine.Color `json:"player"`
}

// ClaimUnwritten: Player claims a draw by a move he intends to make
// without first writing it on his scoresheet (FIDE 9.2.1.1, 9.3.1); Fifty,
// by the fifty-move rule rather than by repetition; Correct, the claim
// would be correct with that move; MoveMade, he has since made the move on
// the board.
type ClaimUnwritten struct {
	Player   engine.Color `json:"player"`
	Fifty    bool         `json:"fifty,omitempty"`
	Correct  bool         `json:"correct,omitempty"`
	MoveMade bool         `json:"move_made,omitempty"`
}

// TwoHands: Player made a move with two hands (FIDE 4.1); ClockPressed,
// he then pressed his clock (2018 on: 7.5.4).
type TwoHands struct {
	Player       engine.Color `json:"player"`
	ClockPressed bool         `json:"clock_pressed,omitempty"`
}

// clockOtherHand: Player pressed the clock with the other hand than the
// one he moved with (FIDE 6.2.3, 2014 6.2.b).
type clockOtherHand struct {
	Player engine.Color `json:"player"`
}

// SealedClaim: Player, who sealed the move at an adjournment, claims a
// draw by repetition by his sealed move; Declared, he declared the claim
// to the arbiter when he sealed, before stopping the clocks; Correct, the
// sealed move repeats the position a third time.
type SealedClaim struct {
	Player   engine.Color `json:"player"`
	Declared bool         `json:"declared,omitempty"`
	Correct  bool         `json:"correct,omitempty"`
}

// Refusal: Player persistently refuses to comply with the Laws;
// BothPlayers, both do (11.8).
type Refusal struct {
	Player      engine.Color `json:"player"`
	BothPlayers bool         `json:"both_players,omitempty"`
}

// ScoresheetsBehind: after a time scramble the scoresheets are not up to
// date (8.5): Player's alone, or BothPlayers'; NoCompleteRecord, no
// complete scoresheet is at hand (8.5.3); FlagUnproven, once completed
// they cannot show that a player overstepped the time (8.6).
type ScoresheetsBehind struct {
	Player           engine.Color `json:"player"`
	BothPlayers      bool         `json:"both_players,omitempty"`
	NoCompleteRecord bool         `json:"no_complete_record,omitempty"`
	FlagUnproven     bool         `json:"flag_unproven,omitempty"`
}

// LeftVenue: Player left the playing venue, or only the playing area
// (AreaOnly), OnMove or not, with the arbiter's permission (Permitted) or
// without (11.2.3).
type LeftVenue struct {
	Player    engine.Color `json:"player"`
	AreaOnly  bool         `json:"area_only,omitempty"`
	OnMove    bool         `json:"on_move,omitempty"`
	Permitted bool         `json:"permitted,omitempty"`
}

// Disturbance: play was disturbed from outside; Extra is the time the
// arbiter gives each player (12.5); Spectator, a spectator interfered in
// the game (12.7).
type Disturbance struct {
	Extra     [2]time.Duration `json:"extra,omitempty"`
	Spectator bool             `json:"spectator,omitempty"`
}

// EnvelopeLost: the envelope with Player's sealed move is missing (I.12);
// TimesUnknown, the times used cannot be re-established; PositionLost,
// the position cannot be; SealedInDoubt, the arbiter doubts the sealed
// move the players restore (1953 §22).
type EnvelopeLost struct {
	Player        engine.Color `json:"player"`
	TimesUnknown  bool         `json:"times_unknown,omitempty"`
	PositionLost  bool         `json:"position_lost,omitempty"`
	SealedInDoubt bool         `json:"sealed_in_doubt,omitempty"`
}

// matchWithdrawal: Player, one of the two players of a match, refuses to
// play its further games (1953 §27, last paragraph).
type matchWithdrawal struct {
	Player engine.Color `json:"player"`
}

func (IllegalMove) Kind() IncidentKind       { return KindIllegalMove }
func (FlagFall) Kind() IncidentKind          { return KindFlagFall }
func (BothFlags) Kind() IncidentKind         { return KindBothFlags }
func (ClaimThreefold) Kind() IncidentKind    { return KindClaimThreefold }
func (ClaimFifty) Kind() IncidentKind        { return KindClaimFifty }
func (DrawOffer) Kind() IncidentKind         { return KindDrawOffer }
func (Agreement) Kind() IncidentKind         { return KindAgreement }
func (resignation) Kind() IncidentKind       { return KindResignation }
func (BoardPosition) Kind() IncidentKind     { return KindPosition }
func (Lateness) Kind() IncidentKind          { return KindLateness }
func (BothAbsent) Kind() IncidentKind        { return KindBothAbsent }
func (ColoursReversed) Kind() IncidentKind   { return KindColoursReversed }
func (WrongSetup) Kind() IncidentKind        { return KindWrongSetup }
func (IllegalPosition) Kind() IncidentKind   { return KindIllegalPosition }
func (ClockCorrection) Kind() IncidentKind   { return KindClockCorrection }
func (QuickplaySwitch) Kind() IncidentKind   { return KindQuickplaySwitch }
func (QuickplayClaim) Kind() IncidentKind    { return KindQuickplayClaim }
func (Adjourn) Kind() IncidentKind           { return KindAdjourn }
func (SealedMove) Kind() IncidentKind        { return KindSealedMove }
func (Resumption) Kind() IncidentKind        { return KindResumption }
func (device) Kind() IncidentKind            { return KindDevice }
func (ScoresheetRequest) Kind() IncidentKind { return KindScoresheetRequest }
func (ScoresheetDevice) Kind() IncidentKind  { return KindScoresheetDevice }
func (adjustPieces) Kind() IncidentKind      { return KindAdjustPieces }
func (ScoresheetDuty) Kind() IncidentKind    { return KindScoresheetDuty }
func (Chess960Castling) Kind() IncidentKind  { return KindChess960Castling }
func (Conduct) Kind() IncidentKind           { return KindConduct }
func (TouchMove) Kind() IncidentKind         { return KindTouchMove }
func (Displaced) Kind() IncidentKind         { return KindDisplaced }
func (ClockStopped) Kind() IncidentKind      { return KindClockStopped }
func (upsideDownRook) Kind() IncidentKind    { return KindUpsideDownRook }
func (Refusal) Kind() IncidentKind           { return KindRefusal }
func (ScoresheetsBehind) Kind() IncidentKind { return KindScoresheetsBehind }
func (LeftVenue) Kind() IncidentKind         { return KindLeftVenue }
func (Disturbance) Kind() IncidentKind       { return KindDisturbance }
func (EnvelopeLost) Kind() IncidentKind      { return KindEnvelopeLost }
func (matchWithdrawal) Kind() IncidentKind   { return KindMatchWithdrawal }
func (ClaimUnwritten) Kind() IncidentKind    { return KindClaimUnwritten }
func (TwoHands) Kind() IncidentKind          { return KindTwoHands }
func (clockOtherHand) Kind() IncidentKind    { return KindClockOtherHand }
func (SealedClaim) Kind() IncidentKind       { return KindSealedClaim }

func (in IllegalMove) Side() (engine.Color, bool)       { return in.Player, true }
func (in FlagFall) Side() (engine.Color, bool)          { return in.Player, true }
func (BothFlags) Side() (engine.Color, bool)            { return 0, false }
func (in ClaimThreefold) Side() (engine.Color, bool)    { return in.Player, true }
func (in ClaimFifty) Side() (engine.Color, bool)        { return in.Player, true }
func (in DrawOffer) Side() (engine.Color, bool)         { return in.Player, true }
func (Agreement) Side() (engine.Color, bool)            { return 0, false }
func (in resignation) Side() (engine.Color, bool)       { return in.Player, true }
func (BoardPosition) Side() (engine.Color, bool)        { return 0, false }
func (in Lateness) Side() (engine.Color, bool)          { return in.Player, true }
func (BothAbsent) Side() (engine.Color, bool)           { return 0, false }
func (ColoursReversed) Side() (engine.Color, bool)      { return 0, false }
func (WrongSetup) Side() (engine.Color, bool)           { return 0, false }
func (IllegalPosition) Side() (engine.Color, bool)      { return 0, false }
func (ClockCorrection) Side() (engine.Color, bool)      { return 0, false }
func (in QuickplaySwitch) Side() (engine.Color, bool)   { return in.Player, true }
func (in QuickplayClaim) Side() (engine.Color, bool)    { return in.Player, true }
func (in Adjourn) Side() (engine.Color, bool)           { return in.Player, true }
func (in SealedMove) Side() (engine.Color, bool)        { return in.Player, true }
func (in Resumption) Side() (engine.Color, bool)        { return in.Player, true }
func (in device) Side() (engine.Color, bool)            { return in.Player, true }
func (in ScoresheetRequest) Side() (engine.Color, bool) { return in.Player, true }
func (in ScoresheetDevice) Side() (engine.Color, bool)  { return in.Player, true }
func (in adjustPieces) Side() (engine.Color, bool)      { return in.Player, true }
func (in ScoresheetDuty) Side() (engine.Color, bool)    { return in.Player, true }
func (in Chess960Castling) Side() (engine.Color, bool)  { return in.Player, true }
func (in Conduct) Side() (engine.Color, bool)           { return in.Player, true }
func (in TouchMove) Side() (engine.Color, bool)         { return in.Player, true }
func (in Displaced) Side() (engine.Color, bool)         { return in.Player, true }
func (in ClockStopped) Side() (engine.Color, bool)      { return in.Player, true }
func (in upsideDownRook) Side() (engine.Color, bool)    { return in.Player, true }
func (in Refusal) Side() (engine.Color, bool)           { return in.Player, true }
func (in ScoresheetsBehind) Side() (engine.Color, bool) { return in.Player, true }
func (in LeftVenue) Side() (engine.Color, bool)         { return in.Player, true }
func (Disturbance) Side() (engine.Color, bool)          { return 0, false }
func (in EnvelopeLost) Side() (engine.Color, bool)      { return in.Player, true }
func (in matchWithdrawal) Side() (engine.Color, bool)   { return in.Player, true }
func (in ClaimUnwritten) Side() (engine.Color, bool)    { return in.Player, true }
func (in TwoHands) Side() (engine.Color, bool)          { return in.Player, true }
func (in clockOtherHand) Side() (engine.Color, bool)    { return in.Player, true }
func (in SealedClaim) Side() (engine.Color, bool)       { return in.Player, true }

// kindType is what a kind's type gives the functions that take any kind:
// its blank incident for a player, and its JSON reader.
type kindType struct {
	blank func(p engine.Color) Incident
	parse func(data []byte) (Incident, error)
}

// kind is the kind of the type's incidents, as their Kind method names it.
func (t kindType) kind() IncidentKind { return t.blank(engine.White).Kind() }

// kindTypes lists each kind's type, in the order Kinds gives.
var kindTypes = []kindType{
	{func(p engine.Color) Incident { return IllegalMove{Player: p} }, parseAs[IllegalMove]},
	{func(p engine.Color) Incident { return FlagFall{Player: p} }, parseAs[FlagFall]},
	{func(engine.Color) Incident { return BothFlags{} }, parseAs[BothFlags]},
	{func(p engine.Color) Incident { return ClaimThreefold{Player: p} }, parseAs[ClaimThreefold]},
	{func(p engine.Color) Incident { return ClaimFifty{Player: p} }, parseAs[ClaimFifty]},
	{func(p engine.Color) Incident { return DrawOffer{Player: p} }, parseAs[DrawOffer]},
	{func(engine.Color) Incident { return Agreement{} }, parseAs[Agreement]},
	{func(p engine.Color) Incident { return resignation{Player: p} }, parseAs[resignation]},
	{func(engine.Color) Incident { return BoardPosition{} }, parseAs[BoardPosition]},
	{func(p engine.Color) Incident { return Lateness{Player: p} }, parseAs[Lateness]},
	{func(engine.Color) Incident { return BothAbsent{} }, parseAs[BothAbsent]},
	{func(engine.Color) Incident { return ColoursReversed{} }, parseAs[ColoursReversed]},
	{func(engine.Color) Incident { return WrongSetup{} }, parseAs[WrongSetup]},
	{func(engine.Color) Incident { return IllegalPosition{} }, parseAs[IllegalPosition]},
	{func(engine.Color) Incident { return ClockCorrection{} }, parseAs[ClockCorrection]},
	{func(p engine.Color) Incident { return QuickplaySwitch{Player: p} }, parseAs[QuickplaySwitch]},
	{func(p engine.Color) Incident { return QuickplayClaim{Player: p} }, parseAs[QuickplayClaim]},
	{func(p engine.Color) Incident { return Adjourn{Player: p} }, parseAs[Adjourn]},
	{func(p engine.Color) Incident { return SealedMove{Player: p} }, parseAs[SealedMove]},
	{func(p engine.Color) Incident { return Resumption{Player: p} }, parseAs[Resumption]},
	{func(p engine.Color) Incident { return device{Player: p} }, parseAs[device]},
	{func(p engine.Color) Incident { return ScoresheetRequest{Player: p} }, parseAs[ScoresheetRequest]},
	{func(p engine.Color) Incident { return ScoresheetDevice{Player: p} }, parseAs[ScoresheetDevice]},
	{func(p engine.Color) Incident { return adjustPieces{Player: p} }, parseAs[adjustPieces]},
	{func(p engine.Color) Incident { return ScoresheetDuty{Player: p} }, parseAs[ScoresheetDuty]},
	{func(p engine.Color) Incident { return Chess960Castling{Player: p} }, parseAs[Chess960Castling]},
	{func(p engine.Color) Incident { return Conduct{Player: p} }, parseAs[Conduct]},
	{func(p engine.Color) Incident { return TouchMove{Player: p} }, parseAs[TouchMove]},
	{func(p engine.Color) Incident { return Displaced{Player: p} }, parseAs[Displaced]},
	{func(p engine.Color) Incident { return ClockStopped{Player: p} }, parseAs[ClockStopped]},
	{func(p engine.Color) Incident { return upsideDownRook{Player: p} }, parseAs[upsideDownRook]},
	{func(p engine.Color) Incident { return Refusal{Player: p} }, parseAs[Refusal]},
	{func(p engine.Color) Incident { return ScoresheetsBehind{Player: p} }, parseAs[ScoresheetsBehind]},
	{func(p engine.Color) Incident { return LeftVenue{Player: p} }, parseAs[LeftVenue]},
	{func(engine.Color) Incident { return Disturbance{} }, parseAs[Disturbance]},
	{func(p engine.Color) Incident { return EnvelopeLost{Player: p} }, parseAs[EnvelopeLost]},
	{func(p engine.Color) Incident { return matchWithdrawal{Player: p} }, parseAs[matchWithdrawal]},
	{func(p engine.Color) Incident { return ClaimUnwritten{Player: p} }, parseAs[ClaimUnwritten]},
	{func(p engine.Color) Incident { return TwoHands{Player: p} }, parseAs[TwoHands]},
	{func(p engine.Color) Incident { return clockOtherHand{Player: p} }, parseAs[clockOtherHand]},
	{func(p engine.Color) Incident { return SealedClaim{Player: p} }, parseAs[SealedClaim]},
}

func typeOf(k IncidentKind) (kindType, bool) {
	for _, t := range kindTypes {
		if t.kind() == k {
			return t, true
		}
	}
	return kindType{}, false
}

// New is the incident of kind k concerning player p (ignored by the kinds
// that concern the game), with no other detail stated.
func New(k IncidentKind, p engine.Color) (Incident, error) {
	t, ok := typeOf(k)
	if !ok {
		_, err := ParseIncidentKind(string(k))
		return nil, err
	}
	return t.blank(p), nil
}

// ParseIncident reads an incident written as JSON: its kind under "kind",
// beside its details (arbiter ruling --from). A detail
// its kind does not read is refused, not ignored: the arbiter would be told
// nothing of it.
func ParseIncident(data []byte) (Incident, error) {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil {
		return nil, badJSON(err)
	}
	var name string
	if raw, ok := fields["kind"]; ok {
		if err := json.Unmarshal(raw, &name); err != nil {
			return nil, badJSON(err)
		}
	}
	k, err := ParseIncidentKind(name)
	if err != nil {
		return nil, err
	}
	delete(fields, "kind")
	rest, err := json.Marshal(fields)
	if err != nil {
		return nil, err
	}
	t, _ := typeOf(k)
	return t.parse(rest)
}

func parseAs[T Incident](data []byte) (Incident, error) {
	var in T
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil {
		// encoding/json names the first unknown field so: `unknown field "x"`.
		if _, field, ok := strings.Cut(err.Error(), "unknown field "); ok {
			return nil, newError("rules.error.unread-detail", map[string]any{"incident": string(in.Kind()), "details": strings.Trim(field, `"`)})
		}
		if keyed := (*engine.Message)(nil); errors.As(err, &keyed) {
			return nil, keyed
		}
		return nil, badJSON(err)
	}
	return in, nil
}

// badJSON is the error for an incident's JSON that cannot be read.
// What is wrong is said in words by the decoder's error type (its
// offset, the field and the JSON type found), the decoder's own text kept
// in Err for logs only.
func badJSON(err error) error {
	var syntax *json.SyntaxError
	var typ *json.UnmarshalTypeError
	why := newError("rules.error.json.other", nil)
	switch {
	case errors.As(err, &syntax):
		why = newError("rules.error.json.syntax", map[string]any{"offset": syntax.Offset})
	case errors.As(err, &typ) && typ.Field != "":
		why = newError("rules.error.json.type", map[string]any{"field": typ.Field, "found": jsonFound(typ.Value)})
	case errors.As(err, &typ):
		why = newError("rules.error.json.not-object", map[string]any{"found": jsonFound(typ.Value)})
	}
	return &engine.Message{Key: "rules.error.incident-json", Args: map[string]any{"error": why}, Err: err}
}

// jsonFound is the kind of JSON value the decoder found, in the reader's
// words: the decoder names it in JSON's own ("string", "array", "number
// 1e999").
func jsonFound(value string) *engine.Message {
	kind, _, _ := strings.Cut(value, " ")
	switch kind {
	case "string", "number", "bool", "array", "object":
		return newError("rules.error.json.found."+kind, nil)
	}
	return newError("rules.error.json.found.other", nil)
}

// UnmarshalText reads an illegal move kind, refusing one the rules do not
// know rather than ruling it as an ordinary illegal move.
func (k *IllegalKind) UnmarshalText(b []byte) error {
	return readKnown(k, b, IllegalOrdinary, IllegalNoPromotion, IllegalClockNoMove, IllegalTwoHands, IllegalKingCapture, IllegalCastling)
}

// UnmarshalText reads a quickplay finding, refusing an unknown one.
func (f *Finding) UnmarshalText(b []byte) error {
	return readKnown(f, b, FindingDraw, FindingPostpone, FindingReject)
}

// UnmarshalText reads a sealed move's state, refusing an unknown one.
func (s *SealedStatus) UnmarshalText(b []byte) error {
	return readKnown(s, b, sealedClear, sealedSlip, sealedAmbiguous, sealedIllegible, sealedIllegal)
}

// UnmarshalText reads whether the control moves are made, refusing an
// unknown answer.
func (c *ControlState) UnmarshalText(b []byte) error {
	return readKnown(c, b, ControlUnstated, ControlReached, ControlNotReached)
}

// readKnown sets dst to b when it is one of the known values.
func readKnown[T ~string](dst *T, b []byte, known ...T) error {
	if k := T(b); slices.Contains(known, k) {
		*dst = k
		return nil
	}
	return newError("rules.error.unknown-value", map[string]any{"value": string(b), "known": engine.NameList(known)})
}
