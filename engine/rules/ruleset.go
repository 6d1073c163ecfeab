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
	TopicGeneral           Topic = "general"             // the ruleset's clause for cases it does not name
	TopicRapid             Topic = "rapid"               // definition of rapid
	TopicBlitz             Topic = "blitz"               // definition of blitz
	TopicStandardOnly      Topic = "standard-only"       // the 1953 code knows standard play only
	TopicSupervisedRapid   Topic = "supervised-rapid"    // standard competition rules with adequate supervision
	TopicSupervisedBlitz   Topic = "supervised-blitz"    //
	TopicUnsupervised      Topic = "unsupervised"        // rapid/blitz without adequate supervision: illegal moves
	TopicBlitzByRapid      Topic = "blitz-by-rapid"      // unsupervised blitz is ruled by the rapid appendix's articles
	TopicTenMoves          Topic = "ten-moves"           // no clock changes after 10 moves each
	TopicTenMovesSetup     Topic = "ten-moves-setup"     // no set-up claims after 10 moves each
	TopicIllegalPosition   Topic = "illegal-position"    // both kings in check, pawn on the last rank
	TopicFlagClaim         Topic = "flag-claim"          // claiming a win on time without supervision
	TopicArbiterCallsFlag  Topic = "arbiter-calls-flag"  //
	TopicRapidPenalty      Topic = "rapid-penalty"       // penalties in rapid
	TopicBlitzPenalty      Topic = "blitz-penalty"       // penalties in blitz
	TopicLateness          Topic = "lateness"            //
	TopicBothAbsent        Topic = "both-absent"         //
	TopicIllegalRestore    Topic = "illegal-restore"     // position restored after an illegal move
	TopicNoPromotion       Topic = "no-promotion"        //
	TopicClockWithoutMove  Topic = "clock-without-move"  //
	TopicTwoHands          Topic = "two-hands"           //
	TopicKingCapture       Topic = "king-capture"        //
	TopicIllegalPenalty    Topic = "illegal-penalty"     // first and second completed illegal move
	TopicIllegalReplay     Topic = "illegal-replay"      // 1953: replay from the illegal move
	TopicReplayDeadline    Topic = "replay-deadline"     // 1953: only before the next round, not in the last
	TopicFirstIllegalLoses Topic = "first-illegal-loses" // national option
	TopicPenalties         Topic = "penalties"           // the list of penalties
	TopicForfeitPenalty    Topic = "forfeit-penalty"     // loss of the game as the penalty
	TopicMate              Topic = "mate"                //
	TopicResignation       Topic = "resignation"         //
	TopicStalemate         Topic = "stalemate"           //
	TopicDeadPosition      Topic = "dead-position"       //
	TopicInsufficient      Topic = "insufficient"        // 1953 §18 a
	TopicSameBishops       Topic = "same-bishops"        // 1953 §18 b
	TopicPerpetual         Topic = "perpetual"           // 1953 §18 d
	TopicAgreement         Topic = "agreement"           //
	TopicDrawOffer         Topic = "draw-offer"          // how offers are made and recorded
	TopicOfferRestriction  Topic = "offer-restriction"   // event rules forbidding early draws
	TopicOfferRecord       Topic = "offer-record"        // both players record an offer with (=)
	TopicOfferScoresheet   Topic = "offer-scoresheet"    // the scoresheet rules\' own line on the (=)
	TopicDisturbing        Topic = "disturbing"          // distracting or annoying the opponent
	TopicThreefold         Topic = "threefold"           //
	TopicFiftyMoves        Topic = "fifty-moves"         //
	TopicThreefoldIntend   Topic = "threefold-intended"  // claim by a written, intended move
	TopicThreefoldNow      Topic = "threefold-appeared"  // claim on the position just appeared
	TopicFiftyIntend       Topic = "fifty-intended"
	TopicFiftyNow          Topic = "fifty-completed"
	TopicPositionEquality  Topic = "position-equality"  // when two positions are the same
	TopicClaimCorrect      Topic = "claim-correct"      // a correct claim draws at once
	TopicClaimIncorrect    Topic = "claim-incorrect"    // an incorrect claim: time to the opponent, play on
	TopicTouchedPiece      Topic = "touched-piece"      // touching a piece loses the claim
	TopicFivefold          Topic = "fivefold"           //
	TopicSeventyFive       Topic = "seventy-five"       //
	TopicColours           Topic = "colours"            //
	TopicWrongSetup        Topic = "wrong-setup"        //
	TopicBoardOrientation  Topic = "board-orientation"  //
	TopicFlag              Topic = "flag"               // flag fall and its result
	TopicFlagEstablished   Topic = "flag-established"   // when a flag counts as fallen
	TopicMoveCount         Topic = "move-count"         // checking the moves after a flag fall
	TopicBothFlags         Topic = "both-flags"         //
	TopicBothFlagsGoOn     Topic = "both-flags-go-on"   // order unknown, not the last period: play goes on
	TopicBothFlagsDraw     Topic = "both-flags-draw"    // order unknown, the last period: a draw
	TopicClockCorrection   Topic = "clock-correction"   //
	TopicQuickplay         Topic = "quickplay"          // quickplay finish guidelines in force
	TopicQuickplayScope    Topic = "quickplay-scope"    // only standard and rapid play without increment
	TopicQuickplaySwitch   Topic = "quickplay-switch"   //
	TopicQuickplayClaim    Topic = "quickplay-claim"    //
	TopicQuickplayAbsent   Topic = "quickplay-absent"   // no arbiter present
	TopicQuickplayDraw     Topic = "quickplay-draw"     // the arbiter finds for the claimant
	TopicQuickplayPostpone Topic = "quickplay-postpone" // the arbiter postpones his decision
	TopicQuickplayReject   Topic = "quickplay-reject"   // the arbiter rejects the claim
	TopicDevice            Topic = "device"             //
	TopicScoresheetRequest Topic = "scoresheet-request" // supervised rapid
	TopicBlitzSheetRequest Topic = "request-in-blitz"   // supervised blitz
	TopicAdjustPieces      Topic = "adjust-pieces"      // adjusting on the opponent's time, displacing pieces
	TopicSeal              Topic = "seal"               //
	TopicSealEarly         Topic = "seal-early"         //
	TopicEnvelope          Topic = "envelope"           //
	TopicResumeClocks      Topic = "resume-clocks"      //
	TopicSealedFault       Topic = "sealed-fault"       //
	TopicSealedAmbiguous   Topic = "sealed-ambiguous"   // the sealed move is ambiguous
	TopicSealedIllegible   Topic = "sealed-illegible"   // its true meaning cannot be established
	TopicSealedIllegal     Topic = "sealed-illegal"     // the sealed move is illegal
	TopicResumption        Topic = "resumption"         //
	TopicResumeLate        Topic = "resume-late"        //
	TopicResumeClockError  Topic = "resume-clock-error" // used times set wrongly at the resumption
	TopicResumeAnswerer    Topic = "resume-answerer"    // the player to answer the sealed move present
	TopicResumeAbsent      Topic = "resume-absent"      // the player to answer the sealed move absent
	TopicResumeSealer      Topic = "resume-sealer"      // the sealer absent: the opponent may seal his reply
	TopicScoresheet        Topic = "scoresheet"         // the duty to record the moves
	TopicScoresheetRelief  Topic = "scoresheet-relief"  // no recording with under five minutes left
	TopicScoresheetFree    Topic = "scoresheet-free"    // rapid/blitz players need not record
	TopicChess960Setup     Topic = "chess960-setup"
	TopicChess960Castling  Topic = "chess960-castling"
	TopicIllegalCastling   Topic = "illegal-castling"  // castling against the rules: the king must move
	TopicIrregularity      Topic = "irregularity"      // pieces put back to an earlier position; the clocks
	TopicConduct           Topic = "conduct"           // the players' conduct
	TopicFINational        Topic = "fi-national"       // the Finnish blitz annex: for events not FIDE-rated
	TopicTouchAdjust       Topic = "touch-adjust"      // adjusting after saying so first
	TopicTouchAccidental   Topic = "touch-accidental"  // a clearly accidental contact binds nobody
	TopicTouchOwn          Topic = "touch-own"         // a touched own piece must move
	TopicTouchOpponent     Topic = "touch-opponent"    // a touched opponent's piece must be taken
	TopicTouchBoth         Topic = "touch-both"        // pieces of both colours touched
	TopicTouchCastle       Topic = "touch-castle"      // king and then rook touched: castle
	TopicTouchRookFirst    Topic = "touch-rook-first"  // rook and then king touched: no castling that side
	TopicTouchPromotion    Topic = "touch-promotion"   // the new piece chosen by touching the square
	TopicTouchNone         Topic = "touch-none"        // nothing touched can move or be taken: any move
	TopicTouchReleased     Topic = "touch-released"    // a piece let go on a square: the move is made
	TopicReleasedCastling  Topic = "released-castling" // the king let go for castling: castling that side, else a king move
	TopicTouchClaimLost    Topic = "touch-claim-lost"  // the claimant touched a piece first: no claim
	TopicDisplaced         Topic = "displaced"         // pieces displaced: re-established on the displacer's time
	TopicDisplacedHelp     Topic = "displaced-help"    // either player may stop the clock for the arbiter's help
	TopicDisplacedPenalty  Topic = "displaced-penalty" // the arbiter may penalise the displacer
	TopicDisplacedFound    Topic = "displaced-found"   // displaced pieces found later: the position before is restored
	TopicClockStopped      Topic = "clock-stopped"     // stopping the clock without a valid reason is penalised
	TopicClockStopHelp     Topic = "clock-stop-help"   // a player may stop the clock only to call the arbiter
	TopicPromotionPiece    Topic = "promotion-piece"   // the pawn is exchanged for a queen, rook, bishop or knight
	TopicRefusal           Topic = "refusal"           // persistent refusal to comply with the Laws: the game is lost
	TopicRefusalBoth       Topic = "refusal-both"      // both players refuse: both lose
	TopicScoresheetsBoth   Topic = "scoresheets-both"  // neither scoresheet up to date: the arbiter stops the clock, both complete
	TopicScoresheetsOne    Topic = "scoresheets-one"   // one scoresheet behind: completed before the player's next move
	TopicReconstruct       Topic = "reconstruct"       // no complete scoresheet: the game is reconstructed on a second board
	TopicFlagUnproven      Topic = "flag-unproven"     // scoresheets cannot show a flag: the next move starts the next period
	TopicLeaveVenue        Topic = "leave-venue"       // leaving the playing venue needs the arbiter's permission
	TopicLeaveArea         Topic = "leave-area"        // the player having the move leaves the playing area only with permission
	TopicBreachPenalised   Topic = "breach-penalised"  // a breach of 11.1–11.5 is penalised under 12.9
	TopicDisturbanceTime   Topic = "disturbance-time"  // extra time after an outside disturbance
	TopicOfferAfterSeal    Topic = "offer-after-seal"  // an offer after the opponent sealed stands until answered
	TopicEnvelopeLost      Topic = "envelope-lost"     // a missing envelope: resume from the adjourned position
	TopicEnvelopeNewGame   Topic = "envelope-new-game" // the position cannot be re-established: a new game
	TopicMatchConceded     Topic = "match-conceded"    // refusing the further games of a match concedes it
	TopicScoresheetDevice  Topic = "scoresheet-device" // an obviously faulty electronic scoresheet device is replaced
	TopicOneHand           Topic = "one-hand"          // a move is made with one hand only
	TopicClockSameHand     Topic = "clock-same-hand"   // the clock is pressed with the hand that moved
	TopicWriteInAdvance    Topic = "write-in-advance"  // moves are not written in advance, except for a claim or a sealed move
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
		TopicGeneral:           "Preface",
		TopicRapid:             "A.1",
		TopicBlitz:             "B.1",
		TopicLateness:          "6.7.1",
		TopicBothAbsent:        "6.7.2",
		TopicIllegalRestore:    "7.5.1",
		TopicNoPromotion:       "7.5.2",
		TopicClockWithoutMove:  "7.5.3",
		TopicTwoHands:          "7.5.4",
		TopicKingCapture:       "7.5.1",
		TopicIllegalPenalty:    "7.5.5",
		TopicPenalties:         "12.9",
		TopicForfeitPenalty:    "12.9.6",
		TopicMate:              "5.1.1",
		TopicResignation:       "5.1.2",
		TopicStalemate:         "5.2.1",
		TopicDeadPosition:      "5.2.2",
		TopicAgreement:         "5.2.3",
		TopicDrawOffer:         "9.1.2.1",
		TopicOfferRecord:       "9.1.2.2",
		TopicOfferScoresheet:   "8.1.5",
		TopicDisturbing:        "11.5",
		TopicOfferRestriction:  "9.1.1",
		TopicThreefold:         "9.2.1",
		TopicFiftyMoves:        "9.3",
		TopicThreefoldIntend:   "9.2.1.1",
		TopicThreefoldNow:      "9.2.1.2",
		TopicFiftyIntend:       "9.3.1",
		TopicFiftyNow:          "9.3.2",
		TopicPositionEquality:  "9.2.2",
		TopicClaimCorrect:      "9.5.2",
		TopicClaimIncorrect:    "9.5.3",
		TopicTouchedPiece:      "9.4",
		TopicFivefold:          "9.6.1",
		TopicSeventyFive:       "9.6.2",
		TopicColours:           "7.3",
		TopicWrongSetup:        "7.2.1",
		TopicBoardOrientation:  "7.2.2",
		TopicFlag:              "6.9",
		TopicFlagEstablished:   "6.8",
		TopicMoveCount:         "6.4",
		TopicBothFlags:         "III.3.1",
		TopicBothFlagsGoOn:     "III.3.1.1",
		TopicBothFlagsDraw:     "III.3.1.2",
		TopicClockCorrection:   "6.10.2",
		TopicQuickplay:         "III.2.1",
		TopicQuickplayScope:    "III.2.2",
		TopicQuickplaySwitch:   "III.4",
		TopicQuickplayClaim:    "III.5",
		TopicQuickplayDraw:     "III.5.1",
		TopicQuickplayPostpone: "III.5.2",
		TopicQuickplayReject:   "III.5.3",
		TopicQuickplayAbsent:   "III.6",
		TopicDevice:            "11.3.2",
		TopicAdjustPieces:      "6.2.5",
		TopicSeal:              "I.1.1",
		TopicSealEarly:         "I.1.2",
		TopicEnvelope:          "I.2",
		TopicResumeClocks:      "I.5",
		TopicSealedFault:       "I.8",
		TopicSealedAmbiguous:   "I.8.1",
		TopicSealedIllegible:   "I.8.2",
		TopicSealedIllegal:     "I.8.3",
		TopicResumption:        "I.9",
		TopicResumeLate:        "I.10",
		TopicResumeClockError:  "I.13",
		TopicResumeAnswerer:    "I.9.1",
		TopicResumeAbsent:      "I.9.2",
		TopicResumeSealer:      "I.9.3",
		TopicScoresheet:        "8.1.1",
		TopicScoresheetDevice:  "8.3",
		TopicScoresheetRelief:  "8.4",
		TopicScoresheetFree:    "A.2",
		TopicChess960Setup:     "II.2",
		TopicChess960Castling:  "II.3",
		TopicIllegalCastling:   "4.4.3",
		TopicIrregularity:      "7.1",
		TopicConduct:           "11.1",
		TopicTouchAdjust:       "4.2.1",
		TopicTouchAccidental:   "4.2.2",
		TopicTouchOwn:          "4.3.1",
		TopicTouchOpponent:     "4.3.2",
		TopicTouchBoth:         "4.3.3",
		TopicTouchCastle:       "4.4.1",
		TopicTouchRookFirst:    "4.4.2",
		TopicTouchPromotion:    "4.4.4",
		TopicTouchNone:         "4.5",
		TopicTouchReleased:     "4.7",
		TopicReleasedCastling:  "4.7.2",
		TopicTouchClaimLost:    "4.8",
		TopicDisplaced:         "7.4.1",
		TopicDisplacedHelp:     "7.4.2",
		TopicDisplacedPenalty:  "7.4.3",
		TopicDisplacedFound:    "7.6",
		TopicClockStopped:      "6.11.4",
		TopicClockStopHelp:     "6.11.2",
		TopicPromotionPiece:    "3.7.3.3",
		TopicRefusal:           "11.7",
		TopicRefusalBoth:       "11.8",
		TopicScoresheetsBoth:   "8.5.1",
		TopicScoresheetsOne:    "8.5.2",
		TopicReconstruct:       "8.5.3",
		TopicFlagUnproven:      "8.6",
		TopicLeaveVenue:        "11.2.3.1",
		TopicLeaveArea:         "11.2.3.2",
		TopicBreachPenalised:   "11.6",
		TopicDisturbanceTime:   "12.5",
		TopicOfferAfterSeal:    "I.4",
		TopicEnvelopeLost:      "I.12.1",
		TopicEnvelopeNewGame:   "I.12.2",
		TopicOneHand:           "4.1",
		TopicClockSameHand:     "6.2.3",
		TopicWriteInAdvance:    "8.1.2",
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
			TopicGeneral:           "Preface",
			TopicRapid:             "A.1",
			TopicBlitz:             "B.1",
			TopicSupervisedRapid:   "A.3",
			TopicSupervisedBlitz:   "B.3",
			TopicBlitzByRapid:      "B.4",
			TopicUnsupervised:      "A.4.b",
			TopicTenMoves:          "A.4.a",
			TopicTenMovesSetup:     "A.4.a",
			TopicIllegalPosition:   "A.4.d",
			TopicFlagClaim:         "A.4.c",
			TopicBlitzPenalty:      "B.2",
			TopicLateness:          "6.7.a",
			TopicBothAbsent:        "6.7.b",
			TopicIllegalRestore:    "7.5.a",
			TopicNoPromotion:       "7.5.a",
			TopicClockWithoutMove:  "6.2.c",
			TopicTwoHands:          "4.1",
			TopicKingCapture:       "7.5.a",
			TopicIllegalPenalty:    "7.5.b",
			TopicPenalties:         "12.9",
			TopicForfeitPenalty:    "12.9.f",
			TopicMate:              "5.1.a",
			TopicResignation:       "5.1.b",
			TopicStalemate:         "5.2.a",
			TopicDeadPosition:      "5.2.b",
			TopicAgreement:         "5.2.c",
			TopicDrawOffer:         "9.1.b",
			TopicOfferRecord:       "9.1.b(2)",
			TopicOfferScoresheet:   "8.1.d",
			TopicDisturbing:        "11.5",
			TopicOfferRestriction:  "9.1.a",
			TopicThreefold:         "9.2",
			TopicFiftyMoves:        "9.3",
			TopicThreefoldIntend:   "9.2.a",
			TopicThreefoldNow:      "9.2.b",
			TopicFiftyIntend:       "9.3.a",
			TopicFiftyNow:          "9.3.b",
			TopicPositionEquality:  "9.2",
			TopicClaimCorrect:      "9.5.a",
			TopicClaimIncorrect:    "9.5.b",
			TopicTouchedPiece:      "9.4",
			TopicFivefold:          "9.6.a",
			TopicSeventyFive:       "9.6.b",
			TopicColours:           "7.3",
			TopicWrongSetup:        "7.2.a",
			TopicBoardOrientation:  "7.2.b",
			TopicFlag:              "6.9",
			TopicFlagEstablished:   "6.8",
			TopicMoveCount:         "6.4",
			TopicBothFlags:         "6.11",
			TopicBothFlagsGoOn:     "6.11.a",
			TopicBothFlagsDraw:     "6.11.b",
			TopicClockCorrection:   "6.10.b",
			TopicQuickplay:         "G.2",
			TopicQuickplayScope:    "G.3",
			TopicQuickplaySwitch:   "G.4",
			TopicQuickplayClaim:    "G.5",
			TopicQuickplayDraw:     "G.5.a",
			TopicQuickplayPostpone: "G.5.b",
			TopicQuickplayReject:   "G.5.c",
			TopicQuickplayAbsent:   "G.6",
			TopicDevice:            "11.3.b",
			TopicAdjustPieces:      "6.2.d",
			TopicSeal:              "E.1.a",
			TopicSealEarly:         "E.1.b",
			TopicEnvelope:          "E.2",
			TopicResumeClocks:      "E.5",
			TopicSealedFault:       "E.8",
			TopicSealedAmbiguous:   "E.8.a",
			TopicSealedIllegible:   "E.8.b",
			TopicSealedIllegal:     "E.8.c",
			TopicResumption:        "E.9",
			TopicResumeLate:        "E.10",
			TopicResumeClockError:  "E.13",
			TopicResumeAnswerer:    "E.9.a",
			TopicResumeAbsent:      "E.9.b",
			TopicResumeSealer:      "E.9.c",
			TopicScoresheet:        "8.1",
			TopicScoresheetRelief:  "8.4",
			TopicScoresheetFree:    "A.2",
			TopicChess960Setup:     "F.2",
			TopicChess960Castling:  "F.3",
			TopicIllegalCastling:   "4.4.c",
			TopicIrregularity:      "7.1",
			TopicConduct:           "11.1",
			TopicTouchAdjust:       "4.2",
			TopicTouchOwn:          "4.3.a",
			TopicTouchOpponent:     "4.3.b",
			TopicTouchBoth:         "4.3.c",
			TopicTouchCastle:       "4.4.a",
			TopicTouchRookFirst:    "4.4.b",
			TopicTouchPromotion:    "4.4.d",
			TopicTouchNone:         "4.5",
			TopicTouchReleased:     "4.7",
			TopicReleasedCastling:  "4.7.b",
			TopicTouchAccidental:   "4.3",
			TopicTouchClaimLost:    "4.8",
			TopicDisplaced:         "7.4",
			TopicDisplacedHelp:     "7.4",
			TopicDisplacedPenalty:  "7.4",
			TopicDisplacedFound:    "7.6",
			TopicClockStopped:      "6.12.d",
			TopicClockStopHelp:     "6.12.b",
			TopicPromotionPiece:    "3.7.e",
			TopicRefusal:           "11.7",
			TopicRefusalBoth:       "11.8",
			TopicScoresheetsBoth:   "8.5.a",
			TopicScoresheetsOne:    "8.5.b",
			TopicReconstruct:       "8.5.c",
			TopicFlagUnproven:      "8.6",
			TopicLeaveVenue:        "11.2.a",
			TopicLeaveArea:         "11.2.b",
			TopicBreachPenalised:   "11.6",
			TopicDisturbanceTime:   "12.5",
			TopicOfferAfterSeal:    "E.4",
			TopicEnvelopeLost:      "E.12.a",
			TopicEnvelopeNewGame:   "E.12.b",
			TopicOneHand:           "4.1",
			TopicClockSameHand:     "6.2.b",
			TopicWriteInAdvance:    "8.1.a",
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
			TopicSupervisedRapid: "A.3", TopicSupervisedBlitz: "B.3", TopicBlitzByRapid: "B.4", TopicUnsupervised: "A.4.2",
			TopicTenMoves: "A.4.1.1", TopicTenMovesSetup: "A.4.1.2", TopicIllegalPosition: "A.4.4", TopicFlagClaim: "A.4.3",
			TopicArbiterCallsFlag: "A.4.5", TopicBlitzPenalty: "B.2",
			TopicScoresheetRequest: "A.3.2", TopicBlitzSheetRequest: "B.3.2",
		},
			// The 2018 Laws know only paper scoresheets: 8.3's device sentence came in 2023.
			TopicScoresheetDevice),
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
			TopicSupervisedRapid: "A.4", TopicSupervisedBlitz: "B.2", TopicBlitzByRapid: "B.3", TopicUnsupervised: "A.5.2",
			TopicTenMoves: "A.5.1.1", TopicTenMovesSetup: "A.5.1.2", TopicIllegalPosition: "A.5.4", TopicFlagClaim: "A.5.3",
			TopicArbiterCallsFlag: "A.5.5", TopicRapidPenalty: "A.3", TopicBlitzPenalty: "B.3",
			TopicScoresheetRequest: "A.4.3", TopicBlitzSheetRequest: "B.2.3", TopicDevice: "11.3.2.2",
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
			TopicSupervisedBlitz: "B.3", TopicBlitzByRapid: "B.4", TopicUnsupervised: "A.4.2.1", TopicTenMoves: "A.4.1.1", TopicTenMovesSetup: "A.4.1.2",
			TopicIllegalPosition: "A.4.4", TopicFlagClaim: "A.4.3", TopicArbiterCallsFlag: "FI 2",
			TopicBlitzPenalty: "B.2", TopicBlitzSheetRequest: "B.3.2",
			TopicKingCapture: "FI 1", TopicFirstIllegalLoses: "FI 3", TopicAdjustPieces: "FI 4–5",
			TopicDisplaced: "FI 5", TopicDisplacedHelp: "FI 5", TopicDisplacedPenalty: "FI 5",
			TopicBothFlags: "FI 6", TopicQuickplayClaim: "FI 7.0",
			TopicQuickplayDraw: "FI 7.1", TopicQuickplayPostpone: "FI 7.2", TopicQuickplayReject: "FI 7.1", TopicFINational: "FI annex",
		},
			TopicRapid, TopicQuickplay, TopicQuickplayScope, TopicBothFlagsGoOn, TopicBothFlagsDraw, TopicChess960Setup, TopicChess960Castling, TopicQuickplaySwitch, TopicQuickplayAbsent,
			TopicSeal, TopicSealEarly, TopicEnvelope, TopicResumeClocks, TopicSealedFault, TopicSealedAmbiguous, TopicSealedIllegible,
			TopicSealedIllegal, TopicResumption, TopicResumeLate, TopicResumeClockError, TopicResumeAnswerer, TopicResumeAbsent, TopicResumeSealer, TopicOfferAfterSeal, TopicEnvelopeLost, TopicEnvelopeNewGame, TopicScoresheetDevice),
	}

	ussr := &Ruleset{
		ID: USSR1953, Name: "USSR 1953", Key: "rules.ruleset.ussr1953",
		DefaultLateness: minutes(60), OfferOnlyOnMove: true,
		Types: []GameType{Standard},
		Articles: map[Topic]string{
			TopicGeneral:          "§26h",
			TopicStandardOnly:     "§19",
			TopicLateness:         "§17c",
			TopicBothAbsent:       "§19",
			TopicIllegalReplay:    "§15",
			TopicReplayDeadline:   "§15",
			TopicNoPromotion:      "§9 note 2",
			TopicClockWithoutMove: "§19",
			TopicPenalties:        "§26i",
			TopicMate:             "§17a",
			TopicResignation:      "§17b",
			TopicStalemate:        "§18c",
			TopicInsufficient:     "§18a",
			TopicSameBishops:      "§18b",
			TopicPerpetual:        "§18d",
			TopicAgreement:        "§18e",
			TopicDrawOffer:        "§18e",
			TopicFiftyMoves:       "§18f",
			TopicFiftyNow:         "§18f",
			TopicThreefold:        "§18g",
			TopicPositionEquality: "§18g",
			TopicColours:          "§15",
			TopicWrongSetup:       "§15",
			TopicBoardOrientation: "§15",
			TopicFlag:             "§19",
			TopicFlagEstablished:  "§19",
			TopicMoveCount:        "§19",
			TopicClockCorrection:  "§19",
			TopicSeal:             "§21",
			TopicSealEarly:        "§21",
			TopicEnvelope:         "§21",
			TopicResumeClocks:     "§22",
			TopicSealedFault:      "§23",
			TopicResumption:       "§22",
			TopicScoresheet:       "§20",
			TopicIllegalCastling:  "§10",
			TopicConduct:          "§28",
			TopicTouchAdjust:      "§14",
			TopicAdjustPieces:     "§14",
			TopicThreefoldIntend:  "§18g",
			TopicThreefoldNow:     "§18g",
			TopicClaimCorrect:     "§18g",
			TopicClaimIncorrect:   "§18g",
			TopicDisturbing:       "§28d",
			TopicArbiterCallsFlag: "§26e",
			TopicResumeLate:       "§22",
			TopicResumeClockError: "§22",
			TopicResumeAnswerer:   "§22",
			TopicResumeAbsent:     "§22",
			TopicResumeSealer:     "§22",
			TopicTouchOwn:         "§14",
			TopicTouchOpponent:    "§14",
			TopicTouchBoth:        "§14",
			TopicTouchNone:        "§14",
			TopicTouchReleased:    "§6",
			TopicEnvelopeLost:     "§22",
			TopicEnvelopeNewGame:  "§22",
			TopicMatchConceded:    "§27",
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
		return Standard, TopicStandardOnly
	}
	t := tc.ClassTime()
	switch {
	case t <= 10*time.Minute:
		return Blitz, TopicBlitz
	case t < 60*time.Minute:
		return Rapid, TopicRapid
	}
	return Standard, TopicRapid
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
