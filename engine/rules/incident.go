package rules

import (
	"reflect"
	"slices"
	"strings"
	"time"

	"arbiter/engine"
	"arbiter/engine/clock"
)

// Event holds the event settings a ruling depends on.
type Event struct {
	Ruleset RulesetID `json:"ruleset"`
	Type    GameType  `json:"type"`
	// Supervised: rapid or blitz with adequate supervision (FIDE 2023 A.4,
	// B.2), so the standard competition rules apply. Standard play is
	// always supervised.
	Supervised bool `json:"supervised"`
	// National is the country whose national practice fills gaps ("FI").
	National string `json:"national,omitempty"`
	// FIDERated and Championship narrow national options (Finland allows a
	// milder device penalty only outside both).
	FIDERated    bool `json:"fide_rated,omitempty"`
	Championship bool `json:"championship,omitempty"`
	// Lateness is the default time stated by the event (6.7); nil: the
	// ruleset's default or the national one.
	Lateness *time.Duration `json:"lateness,omitempty"`
	// SupervisedBlitzPenalty settles FIDE 2023 B.2, which names no reduced
	// penalty for supervised blitz; 0 means the default of one minute.
	SupervisedBlitzPenalty time.Duration `json:"supervised_blitz_penalty,omitempty"`
	// FirstIllegalLoses: event rules make the first illegal move lose
	// (allowed by the Finnish blitz rules, point 3).
	FirstIllegalLoses bool `json:"first_illegal_loses,omitempty"`
	// DevicePolicy: "" (the ruleset's rule), "loss" or "warning-first".
	DevicePolicy string `json:"device_policy,omitempty"`
	// BothZeroDraw: event rules make both clocks at 0.00 a draw (FI 6).
	BothZeroDraw bool `json:"both_zero_draw,omitempty"`
	// FlagClaimOnly: event rules set the "other practice" FI 2 allows: the
	// arbiter does not call a fallen flag in blitz without supervision; the
	// opponent claims it (A.4.3).
	FlagClaimOnly bool `json:"flag_claim_only,omitempty"`
	// QuickplayFinish: Guideline III (Appendix G) is in force. In Finland
	// Appendix G applies under the 2014 Laws unless NoQuickplayFinish says
	// the regulations exclude it.
	QuickplayFinish   bool `json:"quickplay_finish,omitempty"`
	NoQuickplayFinish bool `json:"no_quickplay_finish,omitempty"`
	// NoDrawBefore: event rules forbid draw offers and agreements before
	// this many moves by each player (9.1.1); 0 for none.
	NoDrawBefore int `json:"no_draw_before,omitempty"`
	// Notation is the language the players write moves in: a sealed move
	// or a claim's intended move is read in its piece letters only (1953
	// §20, FIDE Appendix C). "" means English.
	Notation engine.Lang `json:"notation,omitempty"`
}

// supervised reports whether the standard competition rules apply.
func (ev Event) supervised() bool { return ev.Type == Standard || ev.Supervised }

// Verdict is whether a side can still checkmate by any series of legal
// moves.
type Verdict string

// Verdicts; the zero value means not established.
const (
	Undetermined Verdict = ""
	CanMate      Verdict = "can-mate"
	CannotMate   Verdict = "cannot-mate"
)

// Facts are what the game record and the position say.
type Facts struct {
	// Moves completed by each player.
	Moves Sides `json:"moves"`
	// CanMate per side: can White (Black) still checkmate.
	WhiteCanMate Verdict `json:"white_can_mate,omitempty"`
	BlackCanMate Verdict `json:"black_can_mate,omitempty"`
	// The position on the board.
	Checkmate    bool         `json:"checkmate,omitempty"` // the side to move is mated
	Stalemate    bool         `json:"stalemate,omitempty"`
	DeadPosition bool         `json:"dead_position,omitempty"`
	Turn         engine.Color `json:"turn"`
	// Position, when given, lets the 1953 material draws (§18 a, b) and
	// sealed-move checks be computed.
	Position *engine.Position `json:"-"`
	// Repetitions is how often the current position has occurred;
	// Consecutive says five of them came by consecutive alternate moves
	// (FIDE 2014 9.6 a, which the 2018 text keeps).
	Repetitions int  `json:"repetitions,omitempty"`
	Consecutive bool `json:"consecutive,omitempty"`
	// Halfmoves since the last capture or pawn move.
	Halfmoves int `json:"halfmoves,omitempty"`
	// PerpetualCheck: the arbiter states perpetual check (1953 §18d).
	PerpetualCheck bool `json:"perpetual_check,omitempty"`
	// PerpetualChecks is the run of checks the record shows by the side
	// that moved last when the position repeated within it (1953 §18d);
	// 0 when the record shows none. See FactsFromGame.
	PerpetualChecks int `json:"perpetual_checks,omitempty"`
	// IllegalMoves already penalised per player in this game.
	IllegalMoves Sides `json:"illegal_moves"`
	// DeviceWarnings already given per player.
	DeviceWarnings Sides `json:"device_warnings"`
	// AdjustWarnings already given per player (FI blitz 4-5).
	AdjustWarnings Sides `json:"adjust_warnings"`
	// LastDeclinedOfferBy is who made the last declined draw offer, set
	// only while the opponent has not offered since (1953 §18e).
	LastDeclinedOfferBy *engine.Color `json:"last_declined_offer_by,omitempty"`
}

func (f Facts) canMate(c engine.Color) Verdict {
	if c == engine.White {
		return f.WhiteCanMate
	}
	return f.BlackCanMate
}

// IncidentKind names what happened.
type IncidentKind string

// Incident kinds.
const (
	KindIllegalMove       IncidentKind = "illegal-move"
	KindFlagFall          IncidentKind = "flag-fall"
	KindBothFlags         IncidentKind = "both-flags"
	KindClaimThreefold    IncidentKind = "claim-threefold"
	KindClaimFifty        IncidentKind = "claim-fifty"
	KindDrawOffer         IncidentKind = "draw-offer"
	KindAgreement         IncidentKind = "agreement"
	KindResignation       IncidentKind = "resignation"
	KindPosition          IncidentKind = "position" // mate, stalemate, dead position, automatic draws
	KindLateness          IncidentKind = "lateness"
	KindBothAbsent        IncidentKind = "both-absent"
	KindColoursReversed   IncidentKind = "colours-reversed"
	KindWrongSetup        IncidentKind = "wrong-setup"
	KindIllegalPosition   IncidentKind = "illegal-position"
	KindClockCorrection   IncidentKind = "clock-correction"
	KindQuickplaySwitch   IncidentKind = "quickplay-switch"
	KindQuickplayClaim    IncidentKind = "quickplay-claim"
	KindAdjourn           IncidentKind = "adjourn"
	KindSealedMove        IncidentKind = "sealed-move"
	KindResumption        IncidentKind = "resumption"
	KindDevice            IncidentKind = "device"
	KindScoresheetRequest IncidentKind = "scoresheet-request"
	KindAdjustPieces      IncidentKind = "adjust-pieces"
	KindScoresheetDuty    IncidentKind = "scoresheet-duty" // must the player record now?
	KindChess960Castling  IncidentKind = "chess960-castling"
	KindConduct           IncidentKind = "conduct" // a breach of conduct: advice, notes, analysing, disturbing
	KindTouchMove         IncidentKind = "touch-move"
	KindDisplaced         IncidentKind = "displaced-pieces"   // pieces knocked over or off their squares
	KindClockStopped      IncidentKind = "clock-stopped"      // a player stopped the clock to call the arbiter
	KindUpsideDownRook    IncidentKind = "upside-down-rook"   // a rook put upside down on the promotion square
	KindRefusal           IncidentKind = "persistent-refusal" // a player persistently refuses to comply with the Laws
)

// Kinds lists every incident kind.
func Kinds() []IncidentKind {
	return []IncidentKind{
		KindIllegalMove, KindFlagFall, KindBothFlags, KindClaimThreefold, KindClaimFifty,
		KindDrawOffer, KindAgreement, KindResignation, KindPosition, KindLateness, KindBothAbsent,
		KindColoursReversed, KindWrongSetup, KindIllegalPosition, KindClockCorrection,
		KindQuickplaySwitch, KindQuickplayClaim, KindAdjourn, KindSealedMove, KindResumption,
		KindDevice, KindScoresheetRequest, KindAdjustPieces, KindScoresheetDuty, KindChess960Castling,
		KindConduct, KindTouchMove, KindDisplaced, KindClockStopped, KindUpsideDownRook,
		KindRefusal,
	}
}

// Key is the catalogue key of the incident kind's label.
func (k IncidentKind) Key() string { return "rules.incident." + string(k) }

// reads lists the Incident fields (by JSON name) each kind's ruling reads
// beyond its kind and player: a front end refuses any other detail rather
// than ignore it silently. TestIncidentKind_ReadsNothingElse sets every
// other field and finds no decision changed, so the list cannot fall
// behind the rulings.
var reads = map[IncidentKind][]string{
	KindIllegalMove:       {"illegal", "opponent_moved", "after_game", "next_round_started", "last_round"},
	KindFlagFall:          {"claimed", "control_met", "claimant_flag_down"},
	KindBothFlags:         {"order_known", "first_flag", "final_period", "has_increment"},
	KindClaimThreefold:    {"correct", "intended", "touched_piece", "flag_during_check", "moved"},
	KindClaimFifty:        {"correct", "intended", "touched_piece", "long_win", "moved"},
	KindDrawOffer:         {"on_move", "offer_accepted", "declined_by_touch"},
	KindAgreement:         {},
	KindResignation:       {},
	KindPosition:          {},
	KindLateness:          {"late", "valid_excuse", "arbiter_excuses"},
	KindBothAbsent:        {"late", "valid_excuse", "arbiter_excuses"},
	KindColoursReversed:   {"after_game"},
	KindWrongSetup:        {"board_turned", "chess960", "resumed", "after_game", "next_round_started", "last_round"},
	KindIllegalPosition:   {"still_after_next_move"},
	KindClockCorrection:   {"correction", "after", "before_first_control", "resumed", "schedule_affected"},
	KindQuickplaySwitch:   {"remaining", "has_increment", "offer_accepted", "arbiter_agrees", "moved"},
	KindQuickplayClaim:    {"remaining", "has_increment", "finding", "arbiter_absent", "moved"},
	KindAdjourn:           {"session", "used", "session_left", "control", "arbiter_consent"},
	KindSealedMove:        {"sealed", "already_ended"},
	KindResumption:        {"late", "sealer_late", "valid_excuse", "arbiter_excuses", "already_ended", "answerer_present", "sealer_present"},
	KindDevice:            {},
	KindScoresheetRequest: {"prior_requests"},
	KindAdjustPieces:      {},
	KindScoresheetDuty:    {"remaining", "increment"},
	KindChess960Castling:  {"correct", "opponent_moved", "after_game", "next_round_started", "last_round"},
	KindConduct:           {"arbiter_forfeits"},
	KindTouchMove:         {"touch", "claimed", "touched_piece"},
	KindDisplaced:         {"found_later", "not_restored"},
	KindClockStopped:      {"valid_reason"},
	KindUpsideDownRook:    {},
	KindRefusal:           {"both_players"},
}

// Reads lists the details (Incident fields by JSON name) the kind's ruling
// reads beyond the kind and the player.
func (k IncidentKind) Reads() []string { return reads[k] }

// ReadsPlayer reports whether the kind concerns one player.
func (k IncidentKind) ReadsPlayer() bool { return !playerless[k] }

// Key is the catalogue key of the game type's name.
func (g GameType) Key() string { return "rules.gametype." + string(g) }

// ParseIncidentKind reads an incident kind name.
func ParseIncidentKind(s string) (IncidentKind, error) {
	k := IncidentKind(strings.ToLower(strings.TrimSpace(s)))
	for _, known := range Kinds() {
		if k == known {
			return k, nil
		}
	}
	names := make([]string, 0, len(Kinds()))
	for _, known := range Kinds() {
		names = append(names, string(known))
	}
	return "", newError("rules.error.unknown-incident", map[string]any{"name": s, "known": strings.Join(names, ", ")})
}

// IllegalKind is the kind of illegal move.
type IllegalKind string

// Illegal move kinds.
const (
	IllegalOrdinary    IllegalKind = ""                   // a move against Law 3 (1953 §§7–11)
	IllegalNoPromotion IllegalKind = "no-promotion"       // pawn on the last rank, not exchanged (7.5.2)
	IllegalClockNoMove IllegalKind = "clock-without-move" // 7.5.3
	IllegalTwoHands    IllegalKind = "two-hands"          // 7.5.4
	IllegalKingCapture IllegalKind = "king-capture"       // FI blitz 1
	IllegalCastling    IllegalKind = "castling"           // castling against the rules (4.4.3, 1953 §10)
)

// Finding is the arbiter's finding on a claim that needs judgement.
type Finding string

// Findings.
const (
	FindingDraw     Finding = "draw"
	FindingPostpone Finding = "postpone"
	FindingReject   Finding = "reject"
)

// SealedStatus classifies a sealed move as written.
type SealedStatus string

// Sealed move states (FIDE I.8, 1953 §23).
const (
	SealedClear     SealedStatus = "clear"     // as written, legal and unambiguous
	SealedSlip      SealedStatus = "slip"      // an obvious slip; the intended move is certain
	SealedAmbiguous SealedStatus = "ambiguous" // more than one move may be meant
	SealedIllegible SealedStatus = "illegible" // its meaning cannot be established
	SealedIllegal   SealedStatus = "illegal"
)

// Incident is what happened, with the details its kind needs.
type Incident struct {
	Kind IncidentKind `json:"kind"`
	// Player is the offender, claimant, or the player concerned.
	Player engine.Color `json:"player"`

	// Illegal move: its kind; whether the opponent claimed it (else the
	// arbiter saw it); whether the opponent had completed his next move.
	Illegal       IllegalKind `json:"illegal,omitempty"`
	Claimed       bool        `json:"claimed,omitempty"`
	OpponentMoved bool        `json:"opponent_moved,omitempty"`
	// AfterGame: found only after the game ended; NextRoundStarted and
	// LastRound decide whether the 1953 replay is still possible.
	AfterGame        bool `json:"after_game,omitempty"`
	NextRoundStarted bool `json:"next_round_started,omitempty"`
	LastRound        bool `json:"last_round,omitempty"`

	// Flag fall: ControlMet says the player had in fact completed the
	// moves the period required (6.4); ClaimantFlagDown that the claimant's
	// own flag was down too when he claimed (2014 A.4.c).
	ControlMet       bool `json:"control_met,omitempty"`
	ClaimantFlagDown bool `json:"claimant_flag_down,omitempty"`
	// Both flags: OrderKnown when the clock records which fell first, and
	// FirstFlag is that side; FinalPeriod when the last period was running.
	OrderKnown  bool         `json:"order_known,omitempty"`
	FirstFlag   engine.Color `json:"first_flag,omitempty"`
	FinalPeriod bool         `json:"final_period,omitempty"`

	// Draw claims: whether the claim is correct; by an intended move;
	// whether the claimant had touched a piece (9.4); 1953: the flag fell
	// during the check; a win needs more than 50 moves (§18f).
	Correct         bool `json:"correct,omitempty"`
	Intended        bool `json:"intended,omitempty"`
	TouchedPiece    bool `json:"touched_piece,omitempty"`
	FlagDuringCheck bool `json:"flag_during_check,omitempty"`
	LongWin         bool `json:"long_win,omitempty"`
	// Moved: the claimant has already made his next move on the board
	// (9.2.1, 9.3, III.4, III.5, FI 7.0, 1953 §18g), as the arbiter states
	// it when no record is at hand; with one, the side to move says it.
	Moved bool `json:"moved,omitempty"`

	// Draw offer: whether the offering player was on move (had not yet
	// made his move); Accepted for an agreement after an offer;
	// DeclinedByTouch: the opponent touched a piece with the intention of
	// moving or capturing it instead of answering (9.1.2.1).
	OnMove          bool `json:"on_move,omitempty"`
	DeclinedByTouch bool `json:"declined_by_touch,omitempty"`

	// Displaced pieces (Player displaced them): FoundLater, found during
	// the game after play went on (7.6), rather than at once (7.4);
	// NotRestored, he pressed his clock without re-establishing them.
	FoundLater  bool `json:"found_later,omitempty"`
	NotRestored bool `json:"not_restored,omitempty"`
	// Clock stopped (Player stopped it): the arbiter finds he had a valid
	// reason (6.11.4, 2014 6.12.d).
	ValidReason bool `json:"valid_reason,omitempty"`
	// Persistent refusal: both players refuse (11.8), not only Player.
	BothPlayers bool `json:"both_players,omitempty"`

	// Lateness: how late the player arrived (or is now); ValidExcuse
	// (1953 §17c); ArbiterExcuses (6.7.1 "unless the arbiter decides otherwise").
	Late           time.Duration `json:"late,omitempty"`
	ValidExcuse    bool          `json:"valid_excuse,omitempty"`
	ArbiterExcuses bool          `json:"arbiter_excuses,omitempty"`

	// Wrong set-up: the board was turned (7.2.2) rather than the pieces
	// misplaced. Chess960: the game is Chess960 (set-up rules II.2).
	BoardTurned bool `json:"board_turned,omitempty"`
	Chess960    bool `json:"chess960,omitempty"`
	// Illegal position (A.5.4): still on the board after the next move.
	StillAfterNextMove bool `json:"still_after_next_move,omitempty"`

	// Clock correction: the change per clock (positive adds time), the
	// readings after it, and whether the first time control is still ahead
	// (1953 §19) or the game was resumed after adjournment (§22);
	// ScheduleAffected (A.5.1.1).
	Correction         [2]time.Duration `json:"correction,omitempty"`
	After              [2]time.Duration `json:"after,omitempty"`
	BeforeFirstControl bool             `json:"before_first_control,omitempty"`
	Resumed            bool             `json:"resumed,omitempty"`
	ScheduleAffected   bool             `json:"schedule_affected,omitempty"`

	// Quickplay: the claimant's remaining time, whether the control has an
	// increment, the arbiter's finding, whether the arbiter is present, and
	// whether the opponent accepted the draw offer that comes with the
	// request (III.4).
	Remaining    time.Duration `json:"remaining,omitempty"`
	HasIncrement bool          `json:"has_increment,omitempty"`
	// Increment is the per-move increment now in force (scoresheet duty, 8.4).
	Increment     time.Duration `json:"increment,omitempty"`
	Finding       Finding       `json:"finding,omitempty"`
	ArbiterAbsent bool          `json:"arbiter_absent,omitempty"`
	OfferAccepted bool          `json:"offer_accepted,omitempty"`
	ArbiterAgrees bool          `json:"arbiter_agrees,omitempty"`

	// Adjournment: session length and time used by each player so far;
	// SessionLeft is the wall-clock time left in the session (0: computed
	// as session − both used times); Control says whether the control
	// moves are made (1953 §21: adjourning before them needs the arbiter's
	// consent, ArbiterConsent), "" when nobody has said.
	Session        time.Duration    `json:"session,omitempty"`
	Used           [2]time.Duration `json:"used,omitempty"`
	SessionLeft    time.Duration    `json:"session_left,omitempty"`
	Control        ControlState     `json:"control,omitempty"`
	ArbiterConsent bool             `json:"arbiter_consent,omitempty"`
	// Sealed move: its status (see InterpretSealed) and whether the game
	// had already ended otherwise (I.8 exceptions: Laws 5, 6.9, 9.6, 9.7).
	Sealed       SealedStatus `json:"sealed,omitempty"`
	AlreadyEnded bool         `json:"already_ended,omitempty"`
	// Resumption: who is present, and how late the player who sealed
	// arrived (Late is the answering player's).
	AnswererPresent bool          `json:"answerer_present,omitempty"`
	SealerPresent   bool          `json:"sealer_present,omitempty"`
	SealerLate      time.Duration `json:"sealer_late,omitempty"`

	// Scoresheet requests made before this one.
	PriorRequests int `json:"prior_requests,omitempty"`

	// Touch is what the player on move touched (touch-move); Claimed
	// says his opponent claimed it, TouchedPiece that the claimant had
	// himself touched a piece before claiming (4.8).
	Touch *Touch `json:"touch,omitempty"`

	// Conduct: the arbiter declares the game lost as the penalty (1953
	// §28, FIDE 12.9), rather than a lesser one.
	ArbiterForfeits bool `json:"arbiter_forfeits,omitempty"`
}

// ControlState is whether the moves of the time control have been made,
// as the arbiter states it for an adjournment.
type ControlState string

// Control states; the zero value means nobody has said.
const (
	ControlUnstated   ControlState = ""
	ControlReached    ControlState = "reached"
	ControlNotReached ControlState = "not-reached"
)

// Decide rules on an incident. The event's game type must be one the
// ruleset knows; an event without one takes the ruleset's first (standard,
// or blitz for the Finnish blitz rules, which know nothing else).
//
// A detail the incident's kind does not read (IncidentKind.Reads) is an
// error rather than ignored: a front end that sets it has misunderstood
// the incident, and the arbiter would be told nothing.
func Decide(ev Event, facts Facts, in Incident) (Decision, error) {
	if unread := in.unread(); len(unread) > 0 {
		return Decision{}, newError("rules.error.unread-detail", map[string]any{"incident": string(in.Kind), "details": strings.Join(unread, ", ")})
	}
	return decideUnchecked(ev, facts, in)
}

// unread names the details set on the incident that its kind does not
// read, by their JSON names.
func (in Incident) unread() []string {
	reads := in.Kind.Reads()
	v := reflect.ValueOf(in)
	var out []string
	for i := range v.NumField() {
		name, _, _ := strings.Cut(v.Type().Field(i).Tag.Get("json"), ",")
		if name != "kind" && name != "player" && !v.Field(i).IsZero() && !slices.Contains(reads, name) {
			out = append(out, name)
		}
	}
	return out
}

// decideUnchecked is Decide without the check of the details.
func decideUnchecked(ev Event, facts Facts, in Incident) (Decision, error) {
	r, ev, err := resolve(ev)
	if err != nil {
		return Decision{}, err
	}
	if !r.Knows(ev.Type) {
		return Decision{}, newError("rules.error.type-not-in-rules", map[string]any{"ruleset": r.Name, "type": ev.Type})
	}
	rule, ok := rulings[in.Kind]
	if !ok {
		_, err := ParseIncidentKind(string(in.Kind))
		return Decision{}, err
	}
	under := r
	if r.ID == FIBlitz2018 && ev.FIDERated {
		// The annex's interpretations (FI 1–7) are meant for events that
		// are not FIDE-rated; a FIDE-rated event plays blitz under the
		// Laws the rules are built on, whose articles the rules share.
		under = rulesets[FIDE2018]
	}
	b := newBuilder(under, ev, in)
	rule(b, ev, facts, in)
	if under != r {
		b.relabel(r)
		b.cite(TopicFINational).note("fi-blitz-fide-rated")
	}
	return b.done(), nil
}

// resolve fills in the event's defaults: the default ruleset, and the
// ruleset's first game type.
func resolve(ev Event) (*Ruleset, Event, error) {
	if ev.Ruleset == "" {
		ev.Ruleset = DefaultRuleset
	}
	r, ok := Get(ev.Ruleset)
	if !ok {
		return nil, ev, newError("rules.error.unknown-ruleset", map[string]any{"name": ev.Ruleset, "known": joinIDs()})
	}
	if ev.Type == "" {
		ev.Type = r.Types[0]
	}
	return r, ev, nil
}

// EventFromControl fills the game type from the time control when the
// event does not fix it.
func EventFromControl(ev Event, tc clock.TimeControl) Event {
	if ev.Type != "" {
		return ev
	}
	r, ok := Get(ev.Ruleset)
	if !ok {
		r, _ = Get(DefaultRuleset)
	}
	ev.Type, _ = r.Classify(tc)
	return ev
}

// ApplyClock fills in what the clock knows. For a flag fall: the side whose
// flag fell first, whether its period was the last, and whether that side
// had in fact completed the moves the period required (made is the game
// record's count, which decides over the clock's: 6.4, 1953 §20). For both
// flags: the order, which an electronic clock records. For quickplay
// requests and claims: the claimant's remaining time and whether the
// control adds time per move.
func ApplyClock(in Incident, s clock.State, tc clock.TimeControl, made Sides) Incident {
	switch in.Kind {
	case KindFlagFall, KindBothFlags:
		if len(s.Flags) == 0 {
			return in
		}
		first := s.Flags[0]
		in.Player = first.Side
		if in.Kind == KindFlagFall {
			if _, controlAt := tc.StageOf(first.Moves + 1); controlAt > 0 && made.Get(first.Side) >= controlAt {
				in.ControlMet = true
			}
			return in
		}
		in.FinalPeriod = first.Final
		in.HasIncrement = tc.HasIncrement() || s.Bonus > 0
		if len(s.Flags) > 1 {
			in.OrderKnown = true
			in.FirstFlag = first.Side
		}
	case KindQuickplaySwitch, KindQuickplayClaim:
		in.Remaining = s.Side[in.Player].Remaining
		in.HasIncrement = tc.HasIncrement() || s.Bonus > 0
	case KindScoresheetDuty:
		r := s.Side[in.Player]
		in.Remaining = r.Remaining
		stage, _ := tc.StageOf(r.Moves + 1)
		in.Increment = tc.Periods[min(stage, len(tc.Periods)-1)].Increment + s.Bonus
	}
	return in
}
