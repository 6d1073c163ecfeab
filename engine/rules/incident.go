package rules

import (
	"cmp"
	"slices"
	"strings"
	"time"

	"arbiter/engine"
	"arbiter/engine/clock"
)

// NationalPractices are the national practices these rulings know beside
// the Laws ("" for none), and DevicePolicies the event's rules for an
// electronic device they know ("" for the ruleset's own): an Event's
// National and DevicePolicy are one of them, or read as none.
var (
	NationalPractices = []string{"", "FI"}
	DevicePolicies    = []string{"", "loss", "warning-first"}
)

// Event holds the event settings a ruling depends on.
type Event struct {
	Ruleset RulesetID `json:"ruleset"`
	Type    GameType  `json:"type"`
	// Supervised: rapid or blitz with adequate supervision (FIDE 2023 A.4,
	// B.2), so the standard competition rules apply. Standard play is
	// always supervised.
	Supervised bool `json:"supervised"`
	// National is the country whose national practice fills gaps
	// (NationalPractices).
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
	// DevicePolicy: one of DevicePolicies.
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

// Unsupervised reports whether the game is rapid or blitz without
// adequate supervision (A.5, B.3; 2014 and 2018 A.4, B.4), as every
// ruling reads it: the front ends ask here rather than decide it again.
func (ev Event) Unsupervised() bool { return !ev.supervised() }

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
	// Moves completed by each player; MovesUnknown says no record told
	// them (a ruling asked for without the game), so Moves is not known
	// to be the zero it reads.
	Moves        Sides `json:"moves"`
	MovesUnknown bool  `json:"moves_unknown,omitempty"`
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
	// Ended is where the record ended by rule before its last move; the
	// other facts are then those of that point (FactsFromGame).
	Ended *RecordEnd `json:"ended,omitempty"`
	// FlagFallen is the side whose flag the clock shows fallen as the
	// incident is ruled on, the moves of its period not completed (6.4);
	// nil when no flag is down. See flagFirst.
	FlagFallen *engine.Color `json:"flag_fallen,omitempty"`
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
	KindScoresheetDevice  IncidentKind = "scoresheet-device" // an electronic scoresheet device is faulty
	KindAdjustPieces      IncidentKind = "adjust-pieces"
	KindScoresheetDuty    IncidentKind = "scoresheet-duty" // must the player record now?
	KindChess960Castling  IncidentKind = "chess960-castling"
	KindConduct           IncidentKind = "conduct" // a breach of conduct: advice, notes, analysing, disturbing
	KindTouchMove         IncidentKind = "touch-move"
	KindDisplaced         IncidentKind = "displaced-pieces"    // pieces knocked over or off their squares
	KindClockStopped      IncidentKind = "clock-stopped"       // a player stopped the clock to call the arbiter
	KindUpsideDownRook    IncidentKind = "upside-down-rook"    // a rook put upside down on the promotion square
	KindRefusal           IncidentKind = "persistent-refusal"  // a player persistently refuses to comply with the Laws
	KindScoresheetsBehind IncidentKind = "scoresheets-behind"  // scoresheets not up to date after a time scramble
	KindLeftVenue         IncidentKind = "left-venue"          // a player left the playing venue or area
	KindDisturbance       IncidentKind = "outside-disturbance" // play was disturbed from outside
	KindEnvelopeLost      IncidentKind = "envelope-lost"       // the envelope with the sealed move is missing
	KindMatchWithdrawal   IncidentKind = "match-withdrawal"    // a match participant refuses to play the further games
	KindClaimUnwritten    IncidentKind = "claim-unwritten"     // a claim on a move not written on the scoresheet first
	KindTwoHands          IncidentKind = "two-handed-move"     // a move made with two hands
	KindClockOtherHand    IncidentKind = "clock-other-hand"    // the clock pressed with the other hand than the one that moved
	KindSealedClaim       IncidentKind = "sealed-claim"        // a repetition claim by the player who sealed the move
)

// Kinds lists every incident kind.
func Kinds() []IncidentKind {
	out := make([]IncidentKind, len(kindTypes))
	for i, t := range kindTypes {
		out[i] = t.kind()
	}
	return out
}

// IsClaim reports whether the kind is a draw claim the record can check
// (CheckClaim).
func (k IncidentKind) IsClaim() bool {
	return k == KindClaimThreefold || k == KindClaimFifty || k == KindClaimUnwritten || k == KindSealedClaim
}

// Key is the catalogue key of the incident kind's label.
func (k IncidentKind) Key() string { return "rules.incident." + string(k) }

// Key is the catalogue key of the game type's name in a sentence
// ("rapid").
func (g GameType) Key() string { return "rules.gametype." + string(g) }

// NameKey is the catalogue key of the game type's name on its own, as a
// choice or a setting's value shows it ("Rapid").
func (g GameType) NameKey() string { return "ui.settings.gametype." + string(g) }

// ParseIncidentKind reads an incident kind name.
func ParseIncidentKind(s string) (IncidentKind, error) {
	k := IncidentKind(strings.ToLower(strings.TrimSpace(s)))
	if slices.Contains(Kinds(), k) {
		return k, nil
	}
	return "", newError("rules.error.unknown-incident", map[string]any{"name": s, "known": engine.NameList(Kinds())})
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
	sealedClear     SealedStatus = "clear"     // as written, legal and unambiguous
	sealedSlip      SealedStatus = "slip"      // an obvious slip; the intended move is certain
	sealedAmbiguous SealedStatus = "ambiguous" // more than one move may be meant
	sealedIllegible SealedStatus = "illegible" // its meaning cannot be established
	sealedIllegal   SealedStatus = "illegal"
)

// ControlState is whether the moves of the time control have been made,
// as the arbiter states it for an adjournment.
type ControlState string

// Control states; the zero value means nobody has said.
const (
	ControlUnstated   ControlState = ""
	ControlReached    ControlState = "reached"
	ControlNotReached ControlState = "not-reached"
)

// typeRefusal refuses an incident in a game of type t under r, naming the
// rules and the type by their catalogue words, as a comparison names them:
// a type r does not define, or an adjourned game of a type that is not
// adjourned. Nil when r rules on it.
func typeRefusal(r *Ruleset, t GameType, in Incident) *engine.Message {
	args := map[string]any{"ruleset": engine.Message{Key: r.Key}, "type": engine.Message{Key: t.Key()}}
	switch {
	case !r.Knows(t):
		return newError("rules.error.type-not-in-rules", args)
	case t != Standard && adjourned(in):
		return newError("rules.error.not-adjourned", args)
	}
	return nil
}

// AdjournRefusal refuses the adjournment of a game of type t under the
// ruleset rs, and with it its sealed-move envelope, as a ruling on the
// adjournment is refused (typeRefusal): only standard play is adjourned.
// Nil where the game may be adjourned.
func AdjournRefusal(rs RulesetID, t GameType) error {
	r, ok := Get(rs)
	if !ok {
		return newError("rules.error.unknown-ruleset", map[string]any{"name": rs, "known": engine.NameList(IDs())})
	}
	if m := typeRefusal(r, t, Adjourn{}); m != nil {
		return m
	}
	return nil
}

// adjourned says the incident belongs to an adjourned game: its kind is
// the adjournment's own, or the arbiter states that the game was
// adjourned. Only a standard game is: a game "not finished at the end of
// the time prescribed for play" is adjourned (I.1.1, 2014 E.1, 1953 §21),
// and the rapid and blitz rules, whose games are played in a fixed time
// (A.1, B.1), provide no adjournment.
func adjourned(in Incident) bool {
	switch x := in.(type) {
	case Adjourn, SealedMove, Resumption, EnvelopeLost, SealedClaim:
		return true
	case DrawOffer:
		return x.AfterSealing
	case WrongSetup:
		return x.Resumed
	case ClockCorrection:
		return x.Resumed
	}
	return false
}

// Decide rules on an incident. The event's game type must be one the
// ruleset knows. An event without one takes the ruleset's only type (the
// 1953 code knows standard play alone, the Finnish blitz rules blitz);
// under rules that know several, see decideUntyped.
func Decide(ev Event, facts Facts, in Incident) (Decision, error) {
	if in == nil {
		_, err := ParseIncidentKind("")
		return Decision{}, err
	}
	if ev.Type == "" {
		if r, ok := Get(cmp.Or(ev.Ruleset, DefaultRuleset)); ok && len(r.Types) > 1 {
			return decideUntyped(r, ev, facts, in)
		}
	}
	r, ev, err := resolve(ev)
	if err != nil {
		return Decision{}, err
	}
	if e := typeRefusal(r, ev.Type, in); e != nil {
		return Decision{}, e
	}
	under := r
	if r.ID == FIBlitz2018 && ev.FIDERated {
		// The annex's interpretations (FI 1–7) are meant for events that
		// are not FIDE-rated; a FIDE-rated event plays blitz under the
		// Laws the rules are built on, whose articles the rules share.
		under = rulesets.Get()[FIDE2018]
	}
	if c, ok := in.(checked); ok {
		if err := c.check(); err != nil {
			return Decision{}, err
		}
	}
	b := newBuilder(under, ev, in)
	if facts.Ended != nil && in.Kind() != KindConduct {
		// The game was over before the incident: the rule that ended it
		// decides, and nothing after it changes the result. A breach of
		// conduct is ruled on all the same.
		BoardPosition{}.rule(b, ev, facts)
	} else {
		in.rule(b, ev, facts)
		b = flagFirst(b, ev, facts, in)
	}
	if facts.Ended != nil {
		b.d.Notes = append(b.d.Notes, facts.Ended.Message())
	}
	if under != r {
		b.relabel(r)
		b.cite(topicFINational).note("fi-blitz-fide-rated")
	}
	return b.done(), nil
}

// decideUntyped rules on an incident in a game whose type nobody stated,
// under rules that rule standard, rapid and blitz games apart: it is ruled
// as each type the incident can arise in; where they all decide alike (the
// result, how play goes on, the time, what Compare weighs) that is the
// ruling, noted as one for any type, citing the first type's articles.
// Where they part, no ruling is given: the type decides it, and taking
// standard play for it would give a blitz game two minutes where the Laws
// give one.
func decideUntyped(r *Ruleset, ev Event, facts Facts, in Incident) (Decision, error) {
	var first Decision
	var refusal error
	found := false
	for _, t := range r.Types {
		typed := ev
		typed.Type = t
		d, err := Decide(typed, facts, in)
		switch {
		case err != nil && typeRefusal(r, t, in) != nil:
			// An adjourned game's incident arises in standard play alone.
			refusal = cmp.Or(refusal, err)
			continue
		case err != nil:
			return Decision{}, err
		case !found:
			first, found = d, true
		case len(differences(first, d)) > 0 || d.ExplanationKey != first.ExplanationKey:
			return Decision{}, newError("rules.error.type-unstated", map[string]any{
				"ruleset": engine.Message{Key: r.Key}, "type": engine.Message{Key: first.GameType.Key()}, "other": engine.Message{Key: t.Key()}})
		}
	}
	if !found {
		return Decision{}, refusal
	}
	first.Notes = append(first.Notes, engine.Message{Key: "rules.note.type-unstated", Args: map[string]any{"type": first.GameType.Key()}})
	return first, nil
}

// resolve fills in the event's defaults: the default ruleset, and the
// ruleset's first game type.
func resolve(ev Event) (*Ruleset, Event, error) {
	ev.Ruleset = cmp.Or(ev.Ruleset, DefaultRuleset)
	r, ok := Get(ev.Ruleset)
	if !ok {
		return nil, ev, newError("rules.error.unknown-ruleset", map[string]any{"name": ev.Ruleset, "known": engine.NameList(IDs())})
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

// controlMet reports whether the side whose flag fl is had in fact
// completed the moves its period required (made is the game record's
// count, which decides over the clock's: 6.4, 1953 §20).
func controlMet(fl clock.Flag, tc clock.TimeControl, made Sides) bool {
	_, controlAt := tc.StageOf(fl.Moves + 1)
	return controlAt > 0 && made.Get(fl.Side) >= controlAt
}

// FlagFromClock is what Facts.FlagFallen holds: the side whose flag the
// clock shows fallen first, where that side had not in fact completed the
// moves its period required (controlMet); nil when no flag is down or the
// moves were made.
func FlagFromClock(s clock.State, tc clock.TimeControl, made Sides) *engine.Color {
	if len(s.Flags) == 0 || controlMet(s.Flags[0], tc, made) {
		return nil
	}
	side := s.Flags[0].Side
	return &side
}

// correctionOnClock is a clock correction stated as the readings the
// clocks are to show. The correction is taken from the reading as the
// dial shows it, cut to the second (engine.ClockDial), and the decision
// adds whole seconds: the corrected clock then shows the time stated.
func correctionOnClock(x ClockCorrection, s clock.State, tc clock.TimeControl, made Sides) ClockCorrection {
	for side := engine.White; side <= engine.Black; side++ {
		shown := s.Side[side].Remaining.Truncate(time.Second)
		switch {
		case x.After[side] == 0:
			x.After[side] = s.Side[side].Remaining
		case x.Correction[side] == 0:
			x.Correction[side] = x.After[side] - shown
		}
		if stage, controlAt := tc.StageOf(made.Get(side) + 1); stage == 0 && controlAt > 0 {
			x.BeforeFirstControl = true
		}
	}
	return x
}

// ApplyControl fills in what the time control alone knows, with or
// without a clock to read (the command line has none): whether it adds
// time per move (III.2.2, G), and, for both flags down, that a control of
// one period, for all the moves (3+2, 15+10, 90'), has no period but the
// last, so the flags fell in it (2014 6.11.b, III.3.1.2).
func ApplyControl[I Incident](in I, tc clock.TimeControl) I {
	var out Incident = in
	switch x := out.(type) {
	case BothFlags:
		x.HasIncrement = x.HasIncrement || tc.HasIncrement()
		if _, controlAt := tc.StageOf(1); controlAt == 0 && len(tc.Periods) > 0 {
			x.FinalPeriod = true
		}
		out = x
	case QuickplaySwitch:
		x.HasIncrement = x.HasIncrement || tc.HasIncrement()
		out = x
	case QuickplayClaim:
		x.HasIncrement = x.HasIncrement || tc.HasIncrement()
		out = x
	}
	return out.(I)
}

// ApplyClock fills in what the clock knows. For a flag fall: the side whose
// flag fell first, and whether that side had in fact completed the moves
// the period required. For an agreement, the same of a flag down when it
// was stated. For both flags: the order, which an
// electronic clock records, and whether the last period was running. For
// quickplay requests and claims: the claimant's remaining time and whether
// the control adds time per move. For a clock correction: each clock's
// correction from the reading After states for it (a side without one
// keeps its reading, which becomes its After), and whether the first
// control is still ahead of a player by the record's moves. For a
// lateness: the time the control gives the late player for his first
// move; for both players absent, White's. Other incidents come back as
// they are.
func ApplyClock[I Incident](in I, s clock.State, tc clock.TimeControl, made Sides) I {
	var out Incident = ApplyControl(in, tc)
	switch x := out.(type) {
	case FlagFall:
		if len(s.Flags) == 0 {
			return in
		}
		x.Player, x.ControlMet = s.Flags[0].Side, controlMet(s.Flags[0], tc, made)
		out = x
	case Agreement:
		if len(s.Flags) == 0 {
			return in
		}
		x.FlagDown, x.Flag, x.ControlMet = true, s.Flags[0].Side, controlMet(s.Flags[0], tc, made)
		out = x
	case BothFlags:
		if len(s.Flags) == 0 {
			return out.(I) // what the control says
		}
		first := s.Flags[0]
		x.FinalPeriod = x.FinalPeriod || first.Final
		x.HasIncrement = x.HasIncrement || s.Bonus > 0
		if len(s.Flags) > 1 {
			x.OrderKnown = true
			x.FirstFlag = first.Side
		}
		out = x
	case QuickplaySwitch:
		x.Remaining = s.Side[x.Player].Remaining
		x.HasIncrement = tc.HasIncrement() || s.Bonus > 0
		out = x
	case QuickplayClaim:
		x.Remaining = s.Side[x.Player].Remaining
		x.HasIncrement = tc.HasIncrement() || s.Bonus > 0
		out = x
	case ScoresheetDuty:
		r := s.Side[x.Player]
		x.Remaining = r.Remaining
		stage, _ := tc.StageOf(r.Moves + 1)
		x.Increment = tc.Periods[min(stage, len(tc.Periods)-1)].Increment + s.Bonus
		out = x
	case ClockCorrection:
		out = correctionOnClock(x, s, tc, made)
	case Lateness:
		x.FirstMove = tc.FirstMove()
		out = x
	case BothAbsent:
		x.FirstMove = tc.FirstMove()
		out = x
	}
	return out.(I)
}
