package rules

import (
	"maps"
	"slices"
	"strings"
	"time"

	"arbiter/engine"
	"arbiter/engine/clock"
	"arbiter/internal/lazy"
)

// RulesetID names a ruleset.
type RulesetID string

// The rulesets.
const (
	FIDE2014    RulesetID = "FIDE2014"
	FIDE2018    RulesetID = "FIDE2018"
	FIDE2023    RulesetID = "FIDE2023"
	USSR1953    RulesetID = "USSR1953"
	FIBlitz2018 RulesetID = "FI-BLITZ2018"
)

// DefaultRuleset is used when an event names none.
const DefaultRuleset = FIDE2023

// GameType is standard, rapid or blitz.
type GameType string

// The game types.
const (
	Standard GameType = "standard"
	Rapid    GameType = "rapid"
	Blitz    GameType = "blitz"
)

// Topic is one subject a ruleset has an article on.
type Topic string

// Topics. Each ruleset maps those it covers to its article.
const (
	topicGeneral           Topic = "general"             // the ruleset's clause for cases it does not name
	topicRapid             Topic = "rapid"               // definition of rapid
	topicBlitz             Topic = "blitz"               // definition of blitz
	topicStandardOnly      Topic = "standard-only"       // the 1953 code knows standard play only
	topicSupervisedRapid   Topic = "supervised-rapid"    // standard competition rules with adequate supervision
	topicSupervisedBlitz   Topic = "supervised-blitz"    //
	topicUnsupervised      Topic = "unsupervised"        // rapid/blitz without adequate supervision: illegal moves
	topicBlitzByRapid      Topic = "blitz-by-rapid"      // unsupervised blitz is ruled by the rapid appendix's articles
	topicTenMoves          Topic = "ten-moves"           // no clock changes after 10 moves each
	topicTenMovesSetup     Topic = "ten-moves-setup"     // no set-up claims after 10 moves each
	topicIllegalPosition   Topic = "illegal-position"    // both kings in check, pawn on the last rank
	topicFlagClaim         Topic = "flag-claim"          // claiming a win on time without supervision
	topicArbiterCallsFlag  Topic = "arbiter-calls-flag"  //
	topicRapidPenalty      Topic = "rapid-penalty"       // penalties in rapid
	topicBlitzPenalty      Topic = "blitz-penalty"       // penalties in blitz
	topicLateness          Topic = "lateness"            //
	topicBothAbsent        Topic = "both-absent"         //
	topicIllegalRestore    Topic = "illegal-restore"     // position restored after an illegal move
	topicNoPromotion       Topic = "no-promotion"        //
	topicClockWithoutMove  Topic = "clock-without-move"  //
	topicTwoHands          Topic = "two-hands"           //
	topicKingCapture       Topic = "king-capture"        //
	topicIllegalPenalty    Topic = "illegal-penalty"     // first and second completed illegal move
	topicIllegalReplay     Topic = "illegal-replay"      // 1953: replay from the illegal move
	topicReplayDeadline    Topic = "replay-deadline"     // 1953: only before the next round, not in the last
	topicFirstIllegalLoses Topic = "first-illegal-loses" // national option
	topicPenalties         Topic = "penalties"           // the list of penalties
	topicForfeitPenalty    Topic = "forfeit-penalty"     // loss of the game as the penalty
	topicMate              Topic = "mate"                //
	topicResignation       Topic = "resignation"         //
	topicStalemate         Topic = "stalemate"           //
	topicDeadPosition      Topic = "dead-position"       //
	topicInsufficient      Topic = "insufficient"        // 1953 §18 a
	topicSameBishops       Topic = "same-bishops"        // 1953 §18 b
	topicPerpetual         Topic = "perpetual"           // 1953 §18 d
	topicAgreement         Topic = "agreement"           //
	topicDrawOffer         Topic = "draw-offer"          // how offers are made and recorded
	topicOfferRestriction  Topic = "offer-restriction"   // event rules forbidding early draws
	topicOfferRecord       Topic = "offer-record"        // both players record an offer with (=)
	topicOfferScoresheet   Topic = "offer-scoresheet"    // the scoresheet rules\' own line on the (=)
	topicDisturbing        Topic = "disturbing"          // distracting or annoying the opponent
	topicThreefold         Topic = "threefold"           //
	topicFiftyMoves        Topic = "fifty-moves"         //
	topicThreefoldIntend   Topic = "threefold-intended"  // claim by a written, intended move
	topicThreefoldNow      Topic = "threefold-appeared"  // claim on the position just appeared
	topicFiftyIntend       Topic = "fifty-intended"
	topicFiftyNow          Topic = "fifty-completed"
	topicPositionEquality  Topic = "position-equality"  // when two positions are the same
	topicClaimCorrect      Topic = "claim-correct"      // a correct claim draws at once
	topicClaimIncorrect    Topic = "claim-incorrect"    // an incorrect claim: time to the opponent, play on
	topicTouchedPiece      Topic = "touched-piece"      // touching a piece loses the claim
	topicFivefold          Topic = "fivefold"           //
	topicSeventyFive       Topic = "seventy-five"       //
	topicColours           Topic = "colours"            //
	topicWrongSetup        Topic = "wrong-setup"        //
	topicBoardOrientation  Topic = "board-orientation"  //
	topicFlag              Topic = "flag"               // flag fall and its result
	topicFlagEstablished   Topic = "flag-established"   // when a flag counts as fallen
	topicMoveCount         Topic = "move-count"         // checking the moves after a flag fall
	topicBothFlags         Topic = "both-flags"         //
	topicBothFlagsGoOn     Topic = "both-flags-go-on"   // order unknown, not the last period: play goes on
	topicBothFlagsDraw     Topic = "both-flags-draw"    // order unknown, the last period: a draw
	topicClockCorrection   Topic = "clock-correction"   //
	topicQuickplay         Topic = "quickplay"          // quickplay finish guidelines in force
	topicQuickplayScope    Topic = "quickplay-scope"    // only standard and rapid play without increment
	topicQuickplaySwitch   Topic = "quickplay-switch"   //
	topicQuickplayClaim    Topic = "quickplay-claim"    //
	topicQuickplayAbsent   Topic = "quickplay-absent"   // no arbiter present
	topicQuickplayDraw     Topic = "quickplay-draw"     // the arbiter finds for the claimant
	topicQuickplayPostpone Topic = "quickplay-postpone" // the arbiter postpones his decision
	topicQuickplayReject   Topic = "quickplay-reject"   // the arbiter rejects the claim
	topicDevice            Topic = "device"             //
	topicScoresheetRequest Topic = "scoresheet-request" // supervised rapid
	topicBlitzSheetRequest Topic = "request-in-blitz"   // supervised blitz
	topicAdjustPieces      Topic = "adjust-pieces"      // adjusting on the opponent's time, displacing pieces
	topicSeal              Topic = "seal"               //
	topicSealEarly         Topic = "seal-early"         //
	topicEnvelope          Topic = "envelope"           //
	topicResumeClocks      Topic = "resume-clocks"      //
	topicSealedFault       Topic = "sealed-fault"       //
	topicSealedAmbiguous   Topic = "sealed-ambiguous"   // the sealed move is ambiguous
	topicSealedIllegible   Topic = "sealed-illegible"   // its true meaning cannot be established
	topicSealedIllegal     Topic = "sealed-illegal"     // the sealed move is illegal
	topicResumption        Topic = "resumption"         //
	topicResumeLate        Topic = "resume-late"        //
	topicResumeClockError  Topic = "resume-clock-error" // used times set wrongly at the resumption
	topicResumeAnswerer    Topic = "resume-answerer"    // the player to answer the sealed move present
	topicResumeAbsent      Topic = "resume-absent"      // the player to answer the sealed move absent
	topicResumeSealer      Topic = "resume-sealer"      // the sealer absent: the opponent may seal his reply
	topicScoresheet        Topic = "scoresheet"         // the duty to record the moves
	topicScoresheetRelief  Topic = "scoresheet-relief"  // no recording with under five minutes left
	topicScoresheetFree    Topic = "scoresheet-free"    // rapid/blitz players need not record
	topicChess960Setup     Topic = "chess960-setup"
	topicChess960Castling  Topic = "chess960-castling"
	topicIllegalCastling   Topic = "illegal-castling"  // castling against the rules: the king must move
	topicIrregularity      Topic = "irregularity"      // pieces put back to an earlier position; the clocks
	topicConduct           Topic = "conduct"           // the players' conduct
	topicFINational        Topic = "fi-national"       // the Finnish blitz annex: for events not FIDE-rated
	topicTouchAdjust       Topic = "touch-adjust"      // adjusting after saying so first
	topicTouchAccidental   Topic = "touch-accidental"  // a clearly accidental contact binds nobody
	topicTouchOwn          Topic = "touch-own"         // a touched own piece must move
	topicTouchOpponent     Topic = "touch-opponent"    // a touched opponent's piece must be taken
	topicTouchBoth         Topic = "touch-both"        // pieces of both colours touched
	topicTouchCastle       Topic = "touch-castle"      // king and then rook touched: castle
	topicTouchRookFirst    Topic = "touch-rook-first"  // rook and then king touched: no castling that side
	topicTouchPromotion    Topic = "touch-promotion"   // the new piece chosen by touching the square
	topicTouchNone         Topic = "touch-none"        // nothing touched can move or be taken: any move
	topicTouchReleased     Topic = "touch-released"    // a piece let go on a square: the move is made
	topicReleasedCastling  Topic = "released-castling" // the king let go for castling: castling that side, else a king move
	topicTouchClaimLost    Topic = "touch-claim-lost"  // the claimant touched a piece first: no claim
	topicDisplaced         Topic = "displaced"         // pieces displaced: re-established on the displacer's time
	topicDisplacedHelp     Topic = "displaced-help"    // either player may stop the clock for the arbiter's help
	topicDisplacedPenalty  Topic = "displaced-penalty" // the arbiter may penalise the displacer
	topicDisplacedFound    Topic = "displaced-found"   // displaced pieces found later: the position before is restored
	topicClockStopped      Topic = "clock-stopped"     // stopping the clock without a valid reason is penalised
	topicClockStopHelp     Topic = "clock-stop-help"   // a player may stop the clock only to call the arbiter
	topicPromotionPiece    Topic = "promotion-piece"   // the pawn is exchanged for a queen, rook, bishop or knight
	topicRefusal           Topic = "refusal"           // persistent refusal to comply with the Laws: the game is lost
	topicRefusalBoth       Topic = "refusal-both"      // both players refuse: both lose
	topicScoresheetsBoth   Topic = "scoresheets-both"  // neither scoresheet up to date: the arbiter stops the clock, both complete
	topicScoresheetsOne    Topic = "scoresheets-one"   // one scoresheet behind: completed before the player's next move
	topicReconstruct       Topic = "reconstruct"       // no complete scoresheet: the game is reconstructed on a second board
	topicFlagUnproven      Topic = "flag-unproven"     // scoresheets cannot show a flag: the next move starts the next period
	topicLeaveVenue        Topic = "leave-venue"       // leaving the playing venue needs the arbiter's permission
	topicLeaveArea         Topic = "leave-area"        // the player having the move leaves the playing area only with permission
	topicBreachPenalised   Topic = "breach-penalised"  // a breach of 11.1–11.5 is penalised under 12.9
	topicDisturbanceTime   Topic = "disturbance-time"  // extra time after an outside disturbance
	topicSpectators        Topic = "spectators"        // spectators may not interfere; the arbiter may expel offenders
	topicOfferAfterSeal    Topic = "offer-after-seal"  // an offer after the opponent sealed stands until answered
	topicEnvelopeLost      Topic = "envelope-lost"     // a missing envelope: resume from the adjourned position
	topicEnvelopeNewGame   Topic = "envelope-new-game" // the position cannot be re-established: a new game
	topicMatchConceded     Topic = "match-conceded"    // refusing the further games of a match concedes it
	topicScoresheetDevice  Topic = "scoresheet-device" // an obviously faulty electronic scoresheet device is replaced
	topicOneHand           Topic = "one-hand"          // a move is made with one hand only
	topicClockSameHand     Topic = "clock-same-hand"   // the clock is pressed with the hand that moved
	topicWriteInAdvance    Topic = "write-in-advance"  // moves are not written in advance, except for a claim or a sealed move
)

// Article is a ruleset's reference for a topic and the catalogue key of
// the topic's label.
type Article struct {
	Ref string `json:"article"`
	Key string `json:"key"`
}

// Ruleset is one rule book as data.
type Ruleset struct {
	ID   RulesetID
	Name string // as cited in English and JSON: "FIDE 2023"
	// Key of the ruleset's name in the catalogues; CiteKey, of the name
	// citations give it.
	Key string
	// Articles maps each covered topic to its article.
	Articles map[Topic]string
	// FIDE is true for the FIDE editions and the Finnish blitz rules built
	// on them.
	FIDE bool
	// Penalty is the standard time penalty of Laws 7 and 9.
	Penalty time.Duration
	// RapidPenalty and BlitzPenalty are the reduced penalties (0: Penalty).
	RapidPenalty, BlitzPenalty time.Duration
	// BlitzPenaltySupervisedAmbiguous marks FIDE 2023, whose supervised
	// blitz (B.2) names no exception to the 2-minute penalty: the event
	// chooses, and the default is one minute.
	BlitzPenaltySupervisedAmbiguous bool
	// DefaultLateness applies when the event states none; nil means the
	// Laws require the event to state it and name no default.
	DefaultLateness *time.Duration
	// DrawNeedsMoves: an agreement or offer needs a move by each player.
	DrawNeedsMoves bool
	// OfferOnlyOnMove and the repeat rule of 1953 §18e.
	OfferOnlyOnMove bool
	// ResignDeadIsDraw: resigning when the opponent cannot mate draws.
	ResignDeadIsDraw bool
	// FivefoldConsecutive: the automatic draw needs repetitions "by
	// consecutive alternate moves" (2014, 9.6.a); from 2018, 9.6.1 counts
	// any five occurrences.
	FivefoldConsecutive bool
	// AutomaticRepetitionDraws: fivefold and 75 moves end the game.
	AutomaticRepetitionDraws bool
	// ColoursTenMoves: reversed colours found before both made 10 moves
	// mean a new game; otherwise play goes on.
	ColoursTenMoves bool
	// FirstIllegalLosesUnsupervised: in rapid/blitz without supervision the
	// first completed illegal move loses (2014 A.4.b).
	FirstIllegalLosesUnsupervised bool
	// ExtendedIllegal: pressing the clock without a move and using two
	// hands count as illegal moves (7.5.3, 7.5.4 from 2018).
	ExtendedIllegal bool
	// ArbiterCallsFlagUnsupervised: the arbiter calls a fallen flag also
	// without adequate supervision.
	ArbiterCallsFlagUnsupervised bool
	// QuickplayBlitzFixed: the Finnish fixed-time blitz finish (< 30 s).
	QuickplayBlitzFixed bool
	// Types lists the game types the ruleset knows.
	Types []GameType
}

// topicKey is the catalogue key of a topic's label.
func topicKey(t Topic) string { return "rules.topic." + string(t) }

// HasQuickplayFinish reports whether the ruleset has a quickplay finish
// (FIDE Guideline III, 2014 Appendix G): the FIDE editions for standard
// play; the 1953 rules have none.
func (r *Ruleset) HasQuickplayFinish() bool { return r.FIDE && r.Knows(Standard) }

// CiteKey is the catalogue key of the ruleset's name as a citation gives
// it before the articles, in the reader's language: Name in English
// ("USSR 1953"), "NSVL 1953" in Estonian.
func (r *Ruleset) CiteKey() string { return r.Key + ".short" }

// Knows reports whether the ruleset defines the game type.
func (r *Ruleset) Knows(g GameType) bool { return slices.Contains(r.Types, g) }

func minutes(n int) *time.Duration {
	d := time.Duration(n) * time.Minute
	return &d
}

// fideDecimalWith is fideDecimal with an edition's own numbers (refs)
// written over it and the topics it does not have (dropped) taken out.
func fideDecimalWith(refs map[Topic]string, dropped ...Topic) map[Topic]string {
	articles := fideDecimal()
	maps.Copy(articles, refs)
	for _, t := range dropped {
		delete(articles, t)
	}
	return articles
}

// fideCommon holds the article numbers the 2018 and 2023 texts share.
func fideDecimal() map[Topic]string {
	return map[Topic]string{
		topicGeneral:           "Preface",
		topicRapid:             "A.1",
		topicBlitz:             "B.1",
		topicLateness:          "6.7.1",
		topicBothAbsent:        "6.7.2",
		topicIllegalRestore:    "7.5.1",
		topicNoPromotion:       "7.5.2",
		topicClockWithoutMove:  "7.5.3",
		topicTwoHands:          "7.5.4",
		topicKingCapture:       "7.5.1",
		topicIllegalPenalty:    "7.5.5",
		topicPenalties:         "12.9",
		topicForfeitPenalty:    "12.9.6",
		topicMate:              "5.1.1",
		topicResignation:       "5.1.2",
		topicStalemate:         "5.2.1",
		topicDeadPosition:      "5.2.2",
		topicAgreement:         "5.2.3",
		topicDrawOffer:         "9.1.2.1",
		topicOfferRecord:       "9.1.2.2",
		topicOfferScoresheet:   "8.1.5",
		topicDisturbing:        "11.5",
		topicOfferRestriction:  "9.1.1",
		topicThreefold:         "9.2.1",
		topicFiftyMoves:        "9.3",
		topicThreefoldIntend:   "9.2.1.1",
		topicThreefoldNow:      "9.2.1.2",
		topicFiftyIntend:       "9.3.1",
		topicFiftyNow:          "9.3.2",
		topicPositionEquality:  "9.2.2",
		topicClaimCorrect:      "9.5.2",
		topicClaimIncorrect:    "9.5.3",
		topicTouchedPiece:      "9.4",
		topicFivefold:          "9.6.1",
		topicSeventyFive:       "9.6.2",
		topicColours:           "7.3",
		topicWrongSetup:        "7.2.1",
		topicBoardOrientation:  "7.2.2",
		topicFlag:              "6.9",
		topicFlagEstablished:   "6.8",
		topicMoveCount:         "6.4",
		topicBothFlags:         "III.3.1",
		topicBothFlagsGoOn:     "III.3.1.1",
		topicBothFlagsDraw:     "III.3.1.2",
		topicClockCorrection:   "6.10.2",
		topicQuickplay:         "III.2.1",
		topicQuickplayScope:    "III.2.2",
		topicQuickplaySwitch:   "III.4",
		topicQuickplayClaim:    "III.5",
		topicQuickplayDraw:     "III.5.1",
		topicQuickplayPostpone: "III.5.2",
		topicQuickplayReject:   "III.5.3",
		topicQuickplayAbsent:   "III.6",
		topicDevice:            "11.3.2",
		topicAdjustPieces:      "6.2.5",
		topicSeal:              "I.1.1",
		topicSealEarly:         "I.1.2",
		topicEnvelope:          "I.2",
		topicResumeClocks:      "I.5",
		topicSealedFault:       "I.8",
		topicSealedAmbiguous:   "I.8.1",
		topicSealedIllegible:   "I.8.2",
		topicSealedIllegal:     "I.8.3",
		topicResumption:        "I.9",
		topicResumeLate:        "I.10",
		topicResumeClockError:  "I.13",
		topicResumeAnswerer:    "I.9.1",
		topicResumeAbsent:      "I.9.2",
		topicResumeSealer:      "I.9.3",
		topicScoresheet:        "8.1.1",
		topicScoresheetDevice:  "8.3",
		topicScoresheetRelief:  "8.4",
		topicScoresheetFree:    "A.2",
		topicChess960Setup:     "II.2",
		topicChess960Castling:  "II.3",
		topicIllegalCastling:   "4.4.3",
		topicIrregularity:      "7.1",
		topicConduct:           "11.1",
		topicTouchAdjust:       "4.2.1",
		topicTouchAccidental:   "4.2.2",
		topicTouchOwn:          "4.3.1",
		topicTouchOpponent:     "4.3.2",
		topicTouchBoth:         "4.3.3",
		topicTouchCastle:       "4.4.1",
		topicTouchRookFirst:    "4.4.2",
		topicTouchPromotion:    "4.4.4",
		topicTouchNone:         "4.5",
		topicTouchReleased:     "4.7",
		topicReleasedCastling:  "4.7.2",
		topicTouchClaimLost:    "4.8",
		topicDisplaced:         "7.4.1",
		topicDisplacedHelp:     "7.4.2",
		topicDisplacedPenalty:  "7.4.3",
		topicDisplacedFound:    "7.6",
		topicClockStopped:      "6.11.4",
		topicClockStopHelp:     "6.11.2",
		topicPromotionPiece:    "3.7.3.3",
		topicRefusal:           "11.7",
		topicRefusalBoth:       "11.8",
		topicScoresheetsBoth:   "8.5.1",
		topicScoresheetsOne:    "8.5.2",
		topicReconstruct:       "8.5.3",
		topicFlagUnproven:      "8.6",
		topicLeaveVenue:        "11.2.3.1",
		topicLeaveArea:         "11.2.3.2",
		topicBreachPenalised:   "11.6",
		topicDisturbanceTime:   "12.5",
		topicSpectators:        "12.7",
		topicOfferAfterSeal:    "I.4",
		topicEnvelopeLost:      "I.12.1",
		topicEnvelopeNewGame:   "I.12.2",
		topicOneHand:           "4.1",
		topicClockSameHand:     "6.2.3",
		topicWriteInAdvance:    "8.1.2",
	}
}

// rulesets is the table of all rule books, made when it is first asked
// for: a command that rules no incident (every pairing, print and export)
// does not pay for it at start.
var rulesets = lazy.Value[map[RulesetID]*Ruleset]{Make: func() map[RulesetID]*Ruleset {
	all := []GameType{Standard, Rapid, Blitz}

	fide14 := &Ruleset{
		ID: FIDE2014, Name: "FIDE 2014", Key: "rules.ruleset.fide2014", FIDE: true,
		Penalty: 2 * time.Minute, BlitzPenalty: time.Minute,
		FivefoldConsecutive: true, AutomaticRepetitionDraws: true,
		FirstIllegalLosesUnsupervised: true,
		Types:                         all,
		Articles: map[Topic]string{
			topicGeneral:           "Preface",
			topicRapid:             "A.1",
			topicBlitz:             "B.1",
			topicSupervisedRapid:   "A.3",
			topicSupervisedBlitz:   "B.3",
			topicBlitzByRapid:      "B.4",
			topicUnsupervised:      "A.4.b",
			topicTenMoves:          "A.4.a",
			topicTenMovesSetup:     "A.4.a",
			topicIllegalPosition:   "A.4.d",
			topicFlagClaim:         "A.4.c",
			topicBlitzPenalty:      "B.2",
			topicLateness:          "6.7.a",
			topicBothAbsent:        "6.7.b",
			topicIllegalRestore:    "7.5.a",
			topicNoPromotion:       "7.5.a",
			topicClockWithoutMove:  "6.2.c",
			topicTwoHands:          "4.1",
			topicKingCapture:       "7.5.a",
			topicIllegalPenalty:    "7.5.b",
			topicPenalties:         "12.9",
			topicForfeitPenalty:    "12.9.f",
			topicMate:              "5.1.a",
			topicResignation:       "5.1.b",
			topicStalemate:         "5.2.a",
			topicDeadPosition:      "5.2.b",
			topicAgreement:         "5.2.c",
			topicDrawOffer:         "9.1.b",
			topicOfferRecord:       "9.1.b(2)",
			topicOfferScoresheet:   "8.1.d",
			topicDisturbing:        "11.5",
			topicOfferRestriction:  "9.1.a",
			topicThreefold:         "9.2",
			topicFiftyMoves:        "9.3",
			topicThreefoldIntend:   "9.2.a",
			topicThreefoldNow:      "9.2.b",
			topicFiftyIntend:       "9.3.a",
			topicFiftyNow:          "9.3.b",
			topicPositionEquality:  "9.2",
			topicClaimCorrect:      "9.5.a",
			topicClaimIncorrect:    "9.5.b",
			topicTouchedPiece:      "9.4",
			topicFivefold:          "9.6.a",
			topicSeventyFive:       "9.6.b",
			topicColours:           "7.3",
			topicWrongSetup:        "7.2.a",
			topicBoardOrientation:  "7.2.b",
			topicFlag:              "6.9",
			topicFlagEstablished:   "6.8",
			topicMoveCount:         "6.4",
			topicBothFlags:         "6.11",
			topicBothFlagsGoOn:     "6.11.a",
			topicBothFlagsDraw:     "6.11.b",
			topicClockCorrection:   "6.10.b",
			topicQuickplay:         "G.2",
			topicQuickplayScope:    "G.3",
			topicQuickplaySwitch:   "G.4",
			topicQuickplayClaim:    "G.5",
			topicQuickplayDraw:     "G.5.a",
			topicQuickplayPostpone: "G.5.b",
			topicQuickplayReject:   "G.5.c",
			topicQuickplayAbsent:   "G.6",
			topicDevice:            "11.3.b",
			topicAdjustPieces:      "6.2.d",
			topicSeal:              "E.1.a",
			topicSealEarly:         "E.1.b",
			topicEnvelope:          "E.2",
			topicResumeClocks:      "E.5",
			topicSealedFault:       "E.8",
			topicSealedAmbiguous:   "E.8.a",
			topicSealedIllegible:   "E.8.b",
			topicSealedIllegal:     "E.8.c",
			topicResumption:        "E.9",
			topicResumeLate:        "E.10",
			topicResumeClockError:  "E.13",
			topicResumeAnswerer:    "E.9.a",
			topicResumeAbsent:      "E.9.b",
			topicResumeSealer:      "E.9.c",
			topicScoresheet:        "8.1",
			topicScoresheetRelief:  "8.4",
			topicScoresheetFree:    "A.2",
			topicChess960Setup:     "F.2",
			topicChess960Castling:  "F.3",
			topicIllegalCastling:   "4.4.c",
			topicIrregularity:      "7.1",
			topicConduct:           "11.1",
			topicTouchAdjust:       "4.2",
			topicTouchOwn:          "4.3.a",
			topicTouchOpponent:     "4.3.b",
			topicTouchBoth:         "4.3.c",
			topicTouchCastle:       "4.4.a",
			topicTouchRookFirst:    "4.4.b",
			topicTouchPromotion:    "4.4.d",
			topicTouchNone:         "4.5",
			topicTouchReleased:     "4.7",
			topicReleasedCastling:  "4.7.b",
			topicTouchAccidental:   "4.3",
			topicTouchClaimLost:    "4.8",
			topicDisplaced:         "7.4",
			topicDisplacedHelp:     "7.4",
			topicDisplacedPenalty:  "7.4",
			topicDisplacedFound:    "7.6",
			topicClockStopped:      "6.12.d",
			topicClockStopHelp:     "6.12.b",
			topicPromotionPiece:    "3.7.e",
			topicRefusal:           "11.7",
			topicRefusalBoth:       "11.8",
			topicScoresheetsBoth:   "8.5.a",
			topicScoresheetsOne:    "8.5.b",
			topicReconstruct:       "8.5.c",
			topicFlagUnproven:      "8.6",
			topicLeaveVenue:        "11.2.a",
			topicLeaveArea:         "11.2.b",
			topicBreachPenalised:   "11.6",
			topicDisturbanceTime:   "12.5",
			topicSpectators:        "12.7",
			topicOfferAfterSeal:    "E.4",
			topicEnvelopeLost:      "E.12.a",
			topicEnvelopeNewGame:   "E.12.b",
			topicOneHand:           "4.1",
			topicClockSameHand:     "6.2.b",
			topicWriteInAdvance:    "8.1.a",
		},
	}

	fide18 := &Ruleset{
		ID: FIDE2018, Name: "FIDE 2018", Key: "rules.ruleset.fide2018", FIDE: true,
		Penalty: 2 * time.Minute, BlitzPenalty: time.Minute,
		DefaultLateness: minutes(0), DrawNeedsMoves: true,
		AutomaticRepetitionDraws: true,
		ColoursTenMoves:          true, ExtendedIllegal: true, ArbiterCallsFlagUnsupervised: true,
		Types: all,
		Articles: fideDecimalWith(map[Topic]string{
			topicSupervisedRapid: "A.3", topicSupervisedBlitz: "B.3", topicBlitzByRapid: "B.4", topicUnsupervised: "A.4.2",
			topicTenMoves: "A.4.1.1", topicTenMovesSetup: "A.4.1.2", topicIllegalPosition: "A.4.4", topicFlagClaim: "A.4.3",
			topicArbiterCallsFlag: "A.4.5", topicBlitzPenalty: "B.2",
			topicScoresheetRequest: "A.3.2", topicBlitzSheetRequest: "B.3.2",
		},
			// The 2018 Laws know only paper scoresheets: 8.3's device sentence came in 2023.
			topicScoresheetDevice),
	}

	fide23 := &Ruleset{
		ID: FIDE2023, Name: "FIDE 2023", Key: "rules.ruleset.fide2023", FIDE: true,
		Penalty: 2 * time.Minute, RapidPenalty: time.Minute, BlitzPenalty: time.Minute,
		BlitzPenaltySupervisedAmbiguous: true,
		DefaultLateness:                 minutes(0), DrawNeedsMoves: true, ResignDeadIsDraw: true,
		AutomaticRepetitionDraws: true,
		ColoursTenMoves:          true, ExtendedIllegal: true, ArbiterCallsFlagUnsupervised: true,
		Types: all,
		Articles: fideDecimalWith(map[Topic]string{
			topicSupervisedRapid: "A.4", topicSupervisedBlitz: "B.2", topicBlitzByRapid: "B.3", topicUnsupervised: "A.5.2",
			topicTenMoves: "A.5.1.1", topicTenMovesSetup: "A.5.1.2", topicIllegalPosition: "A.5.4", topicFlagClaim: "A.5.3",
			topicArbiterCallsFlag: "A.5.5", topicRapidPenalty: "A.3", topicBlitzPenalty: "B.3",
			topicScoresheetRequest: "A.4.3", topicBlitzSheetRequest: "B.2.3", topicDevice: "11.3.2.2",
		}),
	}

	fiBlitz := &Ruleset{
		ID: FIBlitz2018, Name: "FI blitz 2018", Key: "rules.ruleset.fi-blitz2018", FIDE: true,
		Penalty: 2 * time.Minute, BlitzPenalty: time.Minute,
		DefaultLateness: minutes(0), DrawNeedsMoves: true,
		AutomaticRepetitionDraws: true,
		ColoursTenMoves:          true, ExtendedIllegal: true, ArbiterCallsFlagUnsupervised: true,
		QuickplayBlitzFixed: true,
		Types:               []GameType{Blitz},
		Articles: fideDecimalWith(map[Topic]string{
			topicSupervisedBlitz: "B.3", topicBlitzByRapid: "B.4", topicUnsupervised: "A.4.2.1", topicTenMoves: "A.4.1.1", topicTenMovesSetup: "A.4.1.2",
			topicIllegalPosition: "A.4.4", topicFlagClaim: "A.4.3", topicArbiterCallsFlag: "FI 2",
			topicBlitzPenalty: "B.2", topicBlitzSheetRequest: "B.3.2",
			topicKingCapture: "FI 1", topicFirstIllegalLoses: "FI 3", topicAdjustPieces: "FI 4–5",
			topicDisplaced: "FI 5", topicDisplacedHelp: "FI 5", topicDisplacedPenalty: "FI 5",
			topicBothFlags: "FI 6", topicQuickplayClaim: "FI 7.0",
			topicQuickplayDraw: "FI 7.1", topicQuickplayPostpone: "FI 7.2", topicQuickplayReject: "FI 7.1", topicFINational: "FI annex",
		},
			topicRapid, topicQuickplay, topicQuickplayScope, topicBothFlagsGoOn, topicBothFlagsDraw, topicChess960Setup, topicChess960Castling, topicQuickplaySwitch, topicQuickplayAbsent,
			topicSeal, topicSealEarly, topicEnvelope, topicResumeClocks, topicSealedFault, topicSealedAmbiguous, topicSealedIllegible,
			topicSealedIllegal, topicResumption, topicResumeLate, topicResumeClockError, topicResumeAnswerer, topicResumeAbsent, topicResumeSealer, topicOfferAfterSeal, topicEnvelopeLost, topicEnvelopeNewGame, topicScoresheetDevice),
	}

	ussr := &Ruleset{
		ID: USSR1953, Name: "USSR 1953", Key: "rules.ruleset.ussr1953",
		DefaultLateness: minutes(60), OfferOnlyOnMove: true,
		Types: []GameType{Standard},
		Articles: map[Topic]string{
			topicGeneral:          "§26h",
			topicStandardOnly:     "§19",
			topicLateness:         "§17c",
			topicBothAbsent:       "§19",
			topicIllegalReplay:    "§15",
			topicReplayDeadline:   "§15",
			topicNoPromotion:      "§9 note 2",
			topicClockWithoutMove: "§19",
			topicPenalties:        "§26i",
			topicMate:             "§17a",
			topicResignation:      "§17b",
			topicStalemate:        "§18c",
			topicInsufficient:     "§18a",
			topicSameBishops:      "§18b",
			topicPerpetual:        "§18d",
			topicAgreement:        "§18e",
			topicDrawOffer:        "§18e",
			topicFiftyMoves:       "§18f",
			topicFiftyNow:         "§18f",
			topicThreefold:        "§18g",
			topicPositionEquality: "§18g",
			topicColours:          "§15",
			topicWrongSetup:       "§15",
			topicBoardOrientation: "§15",
			topicFlag:             "§19",
			topicFlagEstablished:  "§19",
			topicMoveCount:        "§19",
			topicClockCorrection:  "§19",
			topicSeal:             "§21",
			topicSealEarly:        "§21",
			topicEnvelope:         "§21",
			topicResumeClocks:     "§22",
			topicSealedFault:      "§23",
			topicResumption:       "§22",
			topicScoresheet:       "§20",
			topicIllegalCastling:  "§10",
			topicConduct:          "§28",
			topicTouchAdjust:      "§14",
			topicAdjustPieces:     "§14",
			topicThreefoldIntend:  "§18g",
			topicThreefoldNow:     "§18g",
			topicClaimCorrect:     "§18g",
			topicClaimIncorrect:   "§18g",
			topicDisturbing:       "§28d",
			topicArbiterCallsFlag: "§26e",
			topicResumeLate:       "§22",
			topicResumeClockError: "§22",
			topicResumeAnswerer:   "§22",
			topicResumeAbsent:     "§22",
			topicResumeSealer:     "§22",
			topicTouchOwn:         "§14",
			topicTouchOpponent:    "§14",
			topicTouchBoth:        "§14",
			topicTouchNone:        "§14",
			topicTouchReleased:    "§6",
			topicEnvelopeLost:     "§22",
			topicEnvelopeNewGame:  "§22",
			topicMatchConceded:    "§27",
		},
	}
	byID := map[RulesetID]*Ruleset{}
	for _, r := range []*Ruleset{fide14, fide18, fide23, fiBlitz, ussr} {
		byID[r.ID] = r
	}
	return byID
}}

// Get returns a ruleset by id.
func Get(id RulesetID) (*Ruleset, bool) {
	r, ok := rulesets.Get()[id]
	return r, ok
}

// IDs lists the rulesets in a stable order, the default first.
func IDs() []RulesetID { return []RulesetID{FIDE2023, FIDE2018, FIDE2014, USSR1953, FIBlitz2018} }

// ParseRuleset reads a ruleset name, case and punctuation insensitive:
// "fide2023", "FIDE-2023", "ussr1953", "fi-blitz2018".
func ParseRuleset(s string) (RulesetID, error) {
	norm := normalise(s)
	for _, id := range IDs() {
		if normalise(string(id)) == norm {
			return id, nil
		}
	}
	return "", newError("rules.error.unknown-ruleset", map[string]any{"name": s, "known": engine.NameList(IDs())})
}

// ParseGameType reads "standard", "rapid" or "blitz".
func ParseGameType(s string) (GameType, error) {
	switch g := GameType(strings.ToLower(strings.TrimSpace(s))); g {
	case Standard, Rapid, Blitz:
		return g, nil
	}
	return "", newError("rules.error.unknown-game-type", map[string]any{"name": s})
}

// Classify derives the game type from a time control by the ruleset's
// definitions: for FIDE, T = base + 60 × increment (clock.ClassTime);
// blitz T ≤ 10 min (B.1), rapid 10 < T < 60 min (A.1), else standard. The
// 1953 code knows standard play only (§19). The topic names the article.
func (r *Ruleset) Classify(tc clock.TimeControl) (GameType, Topic) {
	if !r.FIDE {
		return Standard, topicStandardOnly
	}
	t := tc.ClassTime()
	switch {
	case t <= 10*time.Minute:
		return Blitz, topicBlitz
	case t < 60*time.Minute:
		return Rapid, topicRapid
	}
	return Standard, topicRapid
}

func normalise(s string) string {
	var b strings.Builder
	for _, r := range strings.ToUpper(s) {
		if r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}
