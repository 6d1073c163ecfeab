package rules

import (
	"encoding/json"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"

	"arbiter/engine"
)

const (
	W = engine.White
	B = engine.Black
)

var (
	std        = Event{Type: Standard}
	rapidSup   = Event{Type: Rapid, Supervised: true}
	rapidUnsup = Event{Type: Rapid}
	blitzSup   = Event{Type: Blitz, Supervised: true}
	blitzUnsup = Event{Type: Blitz}
	midgame    = Facts{Moves: Sides{White: 20, Black: 20}, WhiteCanMate: CanMate, BlackCanMate: CanMate}
	// Black is left with a bare king: he cannot mate.
	blackBare = Facts{Moves: Sides{White: 40, Black: 40}, WhiteCanMate: CanMate, BlackCanMate: CannotMate}
	// White has already made one illegal move.
	whiteOnce = Facts{Moves: Sides{White: 20, Black: 20}, WhiteCanMate: CanMate, BlackCanMate: CanMate, IllegalMoves: Sides{White: 1}}
	// White has made one illegal move and Black cannot mate.
	whiteOnceBare = Facts{Moves: Sides{White: 40, Black: 40}, WhiteCanMate: CanMate, BlackCanMate: CannotMate, IllegalMoves: Sides{White: 1}}
)

func with(ev Event, change func(*Event)) Event {
	change(&ev)
	return ev
}

// quickplay is ev with a quickplay finish in force (Guidelines III, 2014
// Appendix G).
func quickplay(ev Event) Event { return with(ev, func(e *Event) { e.QuickplayFinish = true }) }

// finnish is ev played in Finland, under its national practice.
func finnish(ev Event) Event { return with(ev, func(e *Event) { e.National = "FI" }) }

// fideRated is ev rated by FIDE.
func fideRated(ev Event) Event { return with(ev, func(e *Event) { e.FIDERated = true }) }

// firstIllegalLoses is ev whose rules make a first illegal move lose (FI 3).
func firstIllegalLoses(ev Event) Event {
	return with(ev, func(e *Event) { e.FirstIllegalLoses = true })
}

func dur(d time.Duration) *time.Duration { return &d }

func pos(t testing.TB, fen string) *engine.Position {
	t.Helper()
	p, err := engine.FromFEN(fen)
	if err != nil {
		t.Fatalf("FEN %s: %v", fen, err)
	}
	return &p
}

type casebookEntry struct {
	name     string
	rs       RulesetID
	ev       Event
	f        Facts
	in       Incident
	result   engine.Result
	cont     Continuation // "" leaves it unchecked
	adjust   Sides
	articles []string // each must be cited
	key      string   // explanation key without "rules.ruling."
}

// casebook lists one case per ruling per ruleset, each naming its article,
// from the digest's table of differences and the seeds' worked examples.
func casebook(t testing.TB) []casebookEntry {
	illegal := IllegalMove{Player: W}
	kingsOnly := pos(t, "8/8/4k3/8/8/2K5/8/8 w - - 0 60")
	knight := pos(t, "8/8/4k3/8/8/2K5/5N2/8 w - - 0 60")
	sameBishops := pos(t, "8/8/4k3/8/2b5/2K5/8/5B2 w - - 0 60") // c4 and f1 are both light
	otherBishops := pos(t, "8/8/4k3/8/2b5/2K5/8/6B1 w - - 0 60")
	return []casebookEntry{
		// Row: illegal move, standard — first +2 min, second loses or draws.
		{"first illegal 2014", FIDE2014, std, midgame, illegal, Ongoing, RestorePosition, Sides{Black: 120}, []string{"7.5.a", "7.5.b"}, "illegal-first"},
		{"first illegal 2018", FIDE2018, std, midgame, illegal, Ongoing, RestorePosition, Sides{Black: 120}, []string{"7.5.1", "7.5.5"}, "illegal-first"},
		{"first illegal 2023", FIDE2023, std, midgame, illegal, Ongoing, RestorePosition, Sides{Black: 120}, []string{"7.5.5"}, "illegal-first"},
		{"first illegal 2023 found moves later", FIDE2023, std, midgame, IllegalMove{Player: W, OpponentMoved: true}, Ongoing, RestorePosition, Sides{Black: 120}, []string{"7.5.1", "7.5.5"}, "illegal-first"},
		{"illegal 2018 found after the game", FIDE2018, std, midgame, IllegalMove{Player: W, AfterGame: true}, Ongoing, ResultStands, Sides{}, []string{"7.5.1"}, "illegal-after-game"},
		{"illegal 1953 found after the game, before the next round", USSR1953, std, midgame, IllegalMove{Player: W, AfterGame: true}, Ongoing, ReplayFromError, Sides{}, []string{"§15"}, "ussr-illegal-replay"},
		{"illegal 1953 replays", USSR1953, std, midgame, illegal, Ongoing, ReplayFromError, Sides{}, []string{"§15"}, "ussr-illegal-replay"},
		{"illegal 1953 after last round", USSR1953, std, midgame, IllegalMove{Player: W, AfterGame: true, LastRound: true}, Ongoing, ResultStands, Sides{}, []string{"§15"}, "ussr-illegal-too-late"},
		{"second illegal 2014", FIDE2014, std, whiteOnce, illegal, BlackWins, GameOver, Sides{}, []string{"7.5.b"}, "illegal-second-loss"},
		{"second illegal 2018", FIDE2018, std, whiteOnce, illegal, BlackWins, GameOver, Sides{}, []string{"7.5.5"}, "illegal-second-loss"},
		{"second illegal 2023", FIDE2023, std, whiteOnce, illegal, BlackWins, GameOver, Sides{}, []string{"7.5.5"}, "illegal-second-loss"},
		{"second illegal 2014 cannot mate", FIDE2014, std, whiteOnceBare, illegal, Draw, GameOver, Sides{}, []string{"7.5.b"}, "illegal-second-draw"},
		{"second illegal 2018 cannot mate", FIDE2018, std, whiteOnceBare, illegal, Draw, GameOver, Sides{}, []string{"7.5.5"}, "illegal-second-draw"},
		{"second illegal 2023 cannot mate", FIDE2023, std, whiteOnceBare, illegal, Draw, GameOver, Sides{}, []string{"7.5.5"}, "illegal-second-draw"},

		// Row: illegal move in rapid/blitz without adequate supervision.
		{"unsupervised first illegal loses 2014", FIDE2014, rapidUnsup, midgame, illegal, BlackWins, GameOver, Sides{}, []string{"A.4.b"}, "illegal-unsupervised-loss"},
		{"unsupervised first illegal 2014 cannot mate", FIDE2014, blitzUnsup, blackBare, IllegalMove{Player: W}, Draw, GameOver, Sides{}, []string{"A.4.b"}, "illegal-unsupervised-draw"},
		{"unsupervised illegal stands 2014", FIDE2014, rapidUnsup, midgame, IllegalMove{Player: W, OpponentMoved: true}, Ongoing, Continue, Sides{}, []string{"A.4.b"}, "illegal-stands"},
		{"unsupervised Finnish rapid 2014", FIDE2014, finnish(rapidUnsup), midgame, illegal, Ongoing, RestorePosition, Sides{Black: 120}, []string{"A.4.b", "7.5.b"}, "illegal-first"},
		{"unsupervised first illegal 2018", FIDE2018, rapidUnsup, midgame, illegal, Ongoing, RestorePosition, Sides{Black: 120}, []string{"A.4.2", "7.5.5"}, "illegal-first"},
		{"unsupervised second illegal 2018", FIDE2018, blitzUnsup, whiteOnce, illegal, BlackWins, GameOver, Sides{}, []string{"A.4.2", "7.5.5"}, "illegal-second-loss"},
		{"unsupervised illegal stands 2018", FIDE2018, blitzUnsup, midgame, IllegalMove{Player: B, OpponentMoved: true}, Ongoing, Continue, Sides{}, []string{"A.4.2"}, "illegal-stands"},
		{"unsupervised first illegal 2023 rapid", FIDE2023, rapidUnsup, midgame, IllegalMove{Player: B}, Ongoing, RestorePosition, Sides{White: 60}, []string{"A.5.2", "7.5.5", "A.3"}, "illegal-first"},
		{"unsupervised illegal stands 2023", FIDE2023, rapidUnsup, midgame, IllegalMove{Player: W, OpponentMoved: true}, Ongoing, Continue, Sides{}, []string{"A.5.2"}, "illegal-stands"},
		{"FI blitz first illegal", FIBlitz2018, blitzUnsup, midgame, illegal, Ongoing, RestorePosition, Sides{Black: 60}, []string{"A.4.2.1", "7.5.5", "B.2"}, "illegal-first"},
		{"FI blitz event: first illegal loses", FIBlitz2018, firstIllegalLoses(blitzUnsup), midgame, illegal, BlackWins, GameOver, Sides{}, []string{"FI 3"}, "illegal-unsupervised-loss"},
		{"FI blitz king capture", FIBlitz2018, blitzUnsup, midgame, IllegalMove{Player: W, Illegal: IllegalKingCapture}, Ongoing, RestorePosition, Sides{Black: 60}, []string{"FI 1", "7.5.1", "7.5.5"}, "illegal-first"},

		// Row: time penalty size.
		{"penalty 2014 rapid supervised 2 min", FIDE2014, rapidSup, midgame, illegal, Ongoing, RestorePosition, Sides{Black: 120}, []string{"A.3", "7.5.b"}, "illegal-first"},
		{"penalty 2014 blitz 1 min", FIDE2014, blitzSup, midgame, illegal, Ongoing, RestorePosition, Sides{Black: 60}, []string{"B.2", "B.3"}, "illegal-first"},
		{"penalty 2018 rapid 2 min", FIDE2018, rapidSup, midgame, illegal, Ongoing, RestorePosition, Sides{Black: 120}, []string{"A.3"}, "illegal-first"},
		{"penalty 2018 supervised blitz 1 min", FIDE2018, blitzSup, midgame, illegal, Ongoing, RestorePosition, Sides{Black: 60}, []string{"B.2"}, "illegal-first"},
		{"penalty 2023 rapid 1 min", FIDE2023, rapidSup, midgame, illegal, Ongoing, RestorePosition, Sides{Black: 60}, []string{"A.3", "A.4"}, "illegal-first"},
		{"penalty 2023 unsupervised blitz 1 min", FIDE2023, blitzUnsup, midgame, illegal, Ongoing, RestorePosition, Sides{Black: 60}, []string{"B.3", "A.3"}, "illegal-first"},
		{"penalty 2023 supervised blitz default", FIDE2023, blitzSup, midgame, illegal, Ongoing, RestorePosition, Sides{Black: 60}, []string{"B.2"}, "illegal-first"},
		{"penalty 2023 supervised blitz set to 2 min", FIDE2023, with(blitzSup, func(e *Event) { e.SupervisedBlitzPenalty = 2 * time.Minute }), midgame, illegal, Ongoing, RestorePosition, Sides{Black: 120}, []string{"B.2"}, "illegal-first"},
		{"penalty FI blitz supervised 1 min", FIBlitz2018, blitzSup, midgame, illegal, Ongoing, RestorePosition, Sides{Black: 60}, []string{"B.3", "B.2"}, "illegal-first"},

		// Row: what counts as an illegal move.
		{"no promotion 2014", FIDE2014, std, midgame, IllegalMove{Player: W, Illegal: IllegalNoPromotion}, Ongoing, PromoteToQueen, Sides{Black: 120}, []string{"7.5.a"}, "illegal-first-promote"},
		{"no promotion 2018", FIDE2018, std, midgame, IllegalMove{Player: W, Illegal: IllegalNoPromotion}, Ongoing, PromoteToQueen, Sides{Black: 120}, []string{"7.5.2"}, "illegal-first-promote"},
		{"no promotion 2023", FIDE2023, std, midgame, IllegalMove{Player: W, Illegal: IllegalNoPromotion}, Ongoing, PromoteToQueen, Sides{Black: 120}, []string{"7.5.2"}, "illegal-first-promote"},
		{"no promotion 1953", USSR1953, std, midgame, IllegalMove{Player: W, Illegal: IllegalNoPromotion}, Ongoing, EndPromotion, Sides{}, []string{"§9 note 2"}, "ussr-promotion-incomplete"},
		{"clock without move 2014 is no illegal move", FIDE2014, std, midgame, IllegalMove{Player: W, Illegal: IllegalClockNoMove}, Ongoing, MakeAMove, Sides{}, []string{"6.2.c", "12.9"}, "not-illegal-penalty"},
		{"two hands 2014 is no illegal move", FIDE2014, std, midgame, IllegalMove{Player: W, Illegal: IllegalTwoHands}, Ongoing, Continue, Sides{}, []string{"4.1", "12.9"}, "not-illegal-penalty"},
		{"clock without move 2018", FIDE2018, std, midgame, IllegalMove{Player: W, Illegal: IllegalClockNoMove}, Ongoing, MakeAMove, Sides{Black: 120}, []string{"7.5.3", "7.5.5"}, "illegal-first-move"},
		{"two hands 2023 second time", FIDE2023, std, whiteOnce, IllegalMove{Player: W, Illegal: IllegalTwoHands}, BlackWins, GameOver, Sides{}, []string{"7.5.4", "7.5.5"}, "illegal-second-loss"},
		{"clock without move 1953", USSR1953, std, midgame, IllegalMove{Player: W, Illegal: IllegalClockNoMove}, Ongoing, MakeAMove, Sides{}, []string{"§19"}, "ussr-clock-without-move"},
		{"clock without move FI blitz", FIBlitz2018, blitzSup, midgame, IllegalMove{Player: B, Illegal: IllegalClockNoMove}, Ongoing, MakeAMove, Sides{White: 60}, []string{"7.5.3"}, "illegal-first-move"},

		// Row: incorrect draw claim.
		{"false threefold 2014", FIDE2014, std, midgame, ClaimThreefold{Player: B}, Ongoing, Continue, Sides{White: 120}, []string{"9.2", "9.5.b"}, "claim-incorrect"},
		{"false fifty 2014 blitz", FIDE2014, blitzUnsup, midgame, ClaimFifty{Player: B}, Ongoing, Continue, Sides{White: 60}, []string{"9.3", "B.2"}, "claim-incorrect"},
		{"false threefold 2018", FIDE2018, std, midgame, ClaimThreefold{Player: W, Intended: true}, Ongoing, PlayIntended, Sides{Black: 120}, []string{"9.2.1", "9.5.3"}, "claim-incorrect"},
		{"false threefold 2018 blitz", FIDE2018, blitzSup, midgame, ClaimThreefold{Player: W}, Ongoing, Continue, Sides{Black: 60}, []string{"B.2"}, "claim-incorrect"},
		{"false threefold 2023", FIDE2023, std, midgame, ClaimThreefold{Player: W}, Ongoing, Continue, Sides{Black: 120}, []string{"9.2.1", "9.5.3"}, "claim-incorrect"},
		{"false fifty 2023 rapid", FIDE2023, rapidSup, midgame, ClaimFifty{Player: W}, Ongoing, Continue, Sides{Black: 60}, []string{"9.3", "A.3"}, "claim-incorrect"},
		{"false threefold 1953 loses", USSR1953, std, midgame, ClaimThreefold{Player: W}, BlackWins, GameOver, Sides{}, []string{"§18g"}, "ussr-threefold-false"},
		{"1953 flag falls while a correct claim is checked", USSR1953, std, midgame, ClaimThreefold{Player: B, Correct: true, FlagDuringCheck: true}, Draw, GameOver, Sides{}, []string{"§18g"}, "ussr-threefold-flag-during-check"},
		{"false claim FI blitz", FIBlitz2018, blitzUnsup, midgame, ClaimThreefold{Player: W}, Ongoing, Continue, Sides{Black: 60}, []string{"9.5.3", "B.2"}, "claim-incorrect"},
		{"claim after touching a piece 2023", FIDE2023, std, midgame, ClaimThreefold{Player: W, TouchedPiece: true}, Ongoing, Continue, Sides{}, []string{"9.4"}, "claim-after-touch"},

		// Rows: threefold repetition and the 50-move rule, correct claims.
		{"threefold 2014", FIDE2014, std, midgame, ClaimThreefold{Player: W, Correct: true}, Draw, GameOver, Sides{}, []string{"9.2", "9.2.b"}, "claim-correct"},
		{"threefold 2018 by intended move", FIDE2018, std, midgame, ClaimThreefold{Player: W, Correct: true, Intended: true}, Draw, GameOver, Sides{}, []string{"9.2.1", "9.2.1.1"}, "claim-correct"},
		{"threefold 2023", FIDE2023, std, midgame, ClaimThreefold{Player: B, Correct: true}, Draw, GameOver, Sides{}, []string{"9.2.1", "9.5.2"}, "claim-correct"},
		{"threefold 1953", USSR1953, std, midgame, ClaimThreefold{Player: W, Correct: true}, Draw, GameOver, Sides{}, []string{"§18g"}, "claim-correct"},
		{"fifty 2014", FIDE2014, std, midgame, ClaimFifty{Player: W, Correct: true}, Draw, GameOver, Sides{}, []string{"9.3"}, "claim-correct"},
		{"fifty 2018", FIDE2018, std, midgame, ClaimFifty{Player: W, Correct: true, Intended: true}, Draw, GameOver, Sides{}, []string{"9.3"}, "claim-correct"},
		{"fifty 2023", FIDE2023, std, midgame, ClaimFifty{Player: B, Correct: true}, Draw, GameOver, Sides{}, []string{"9.3", "9.3.2"}, "claim-correct"},
		{"fifty 1953", USSR1953, std, midgame, ClaimFifty{Player: W, Correct: true}, Draw, GameOver, Sides{}, []string{"§18f"}, "claim-correct"},
		{"fifty 1953 win needs more moves", USSR1953, std, midgame, ClaimFifty{Player: W, Correct: true, LongWin: true}, Ongoing, Continue, Sides{}, []string{"§18f"}, "ussr-fifty-long-win"},
		{"fifty 1953 false claim", USSR1953, std, midgame, ClaimFifty{Player: W}, Ongoing, Continue, Sides{}, []string{"§18f"}, "ussr-fifty-false"},

		// Row: automatic draws.
		{"fivefold 2014 consecutive", FIDE2014, std, Facts{Repetitions: 5, Consecutive: true}, BoardPosition{}, Draw, GameOver, Sides{}, []string{"9.6.a"}, "position-fivefold"},
		{"fivefold 2014 not consecutive", FIDE2014, std, Facts{Repetitions: 5}, BoardPosition{}, Ongoing, Continue, Sides{}, []string{"9.6.a"}, "position-continues"},
		{"fivefold 2018 not consecutive", FIDE2018, std, Facts{Repetitions: 5}, BoardPosition{}, Draw, GameOver, Sides{}, []string{"9.6.1"}, "position-fivefold"},
		{"fivefold 2023 not consecutive", FIDE2023, std, Facts{Repetitions: 5}, BoardPosition{}, Draw, GameOver, Sides{}, []string{"9.6.1"}, "position-fivefold"},
		{"75 moves 2014", FIDE2014, std, Facts{Halfmoves: 150}, BoardPosition{}, Draw, GameOver, Sides{}, []string{"9.6.b"}, "position-seventy-five"},
		{"75 moves 2018", FIDE2018, std, Facts{Halfmoves: 150}, BoardPosition{}, Draw, GameOver, Sides{}, []string{"9.6.2"}, "position-seventy-five"},
		{"75 moves 2023, last move mates", FIDE2023, std, Facts{Halfmoves: 150, Checkmate: true, Turn: B}, BoardPosition{}, WhiteWins, GameOver, Sides{}, []string{"5.1.1", "9.6.2"}, "position-ended"},
		{"no automatic repetition draw 1953", USSR1953, std, Facts{Repetitions: 5, Halfmoves: 160}, BoardPosition{}, Ongoing, Continue, Sides{}, []string{"§18a"}, "position-continues"},
		{"FI blitz fivefold", FIBlitz2018, blitzUnsup, Facts{Repetitions: 5, Consecutive: true}, BoardPosition{}, Draw, GameOver, Sides{}, []string{"9.6.1"}, "position-fivefold"},

		// Row: dead position; mate and stalemate.
		{"dead position 2014", FIDE2014, std, Facts{DeadPosition: true}, BoardPosition{}, Draw, GameOver, Sides{}, []string{"5.2.b"}, "position-ended"},
		{"dead position 2018", FIDE2018, std, Facts{DeadPosition: true}, BoardPosition{}, Draw, GameOver, Sides{}, []string{"5.2.2"}, "position-ended"},
		{"dead position 2023", FIDE2023, std, Facts{DeadPosition: true}, BoardPosition{}, Draw, GameOver, Sides{}, []string{"5.2.2"}, "position-ended"},
		{"dead position FI blitz", FIBlitz2018, blitzSup, Facts{DeadPosition: true}, BoardPosition{}, Draw, GameOver, Sides{}, []string{"5.2.2"}, "position-ended"},
		{"1953 kings only", USSR1953, std, Facts{DeadPosition: true, Position: kingsOnly}, BoardPosition{}, Draw, GameOver, Sides{}, []string{"§18a"}, "position-ended"},
		{"1953 king and knight", USSR1953, std, Facts{DeadPosition: true, Position: knight}, BoardPosition{}, Draw, GameOver, Sides{}, []string{"§18a"}, "position-ended"},
		{"1953 same-coloured bishops", USSR1953, std, Facts{DeadPosition: true, Position: sameBishops}, BoardPosition{}, Draw, GameOver, Sides{}, []string{"§18b"}, "position-ended"},
		{"1953 opposite bishops not automatic", USSR1953, std, Facts{Position: otherBishops}, BoardPosition{}, Ongoing, Continue, Sides{}, []string{"§18b"}, "position-continues"},
		{"1953 perpetual check", USSR1953, std, Facts{PerpetualCheck: true}, BoardPosition{}, Draw, GameOver, Sides{}, []string{"§18d"}, "position-perpetual"},
		{"mate 2014", FIDE2014, std, Facts{Checkmate: true, Turn: W}, BoardPosition{}, BlackWins, GameOver, Sides{}, []string{"5.1.a"}, "position-ended"},
		{"mate 1953", USSR1953, std, Facts{Checkmate: true, Turn: B}, BoardPosition{}, WhiteWins, GameOver, Sides{}, []string{"§17a"}, "position-ended"},
		{"stalemate 2023", FIDE2023, std, Facts{Stalemate: true}, BoardPosition{}, Draw, GameOver, Sides{}, []string{"5.2.1"}, "position-ended"},
		{"stalemate 1953", USSR1953, std, Facts{Stalemate: true}, BoardPosition{}, Draw, GameOver, Sides{}, []string{"§18c"}, "position-ended"},

		// Row: resignation when the opponent cannot mate.
		{"resign 2014 opponent cannot mate", FIDE2014, std, blackBare, resignation{Player: W}, BlackWins, GameOver, Sides{}, []string{"5.1.b"}, "resign"},
		{"resign 2018 opponent cannot mate", FIDE2018, std, blackBare, resignation{Player: W}, BlackWins, GameOver, Sides{}, []string{"5.1.2"}, "resign"},
		{"resign 2023 opponent cannot mate", FIDE2023, std, blackBare, resignation{Player: W}, Draw, GameOver, Sides{}, []string{"5.1.2"}, "resign-cannot-mate-draw"},
		{"resign 2023", FIDE2023, std, midgame, resignation{Player: B}, WhiteWins, GameOver, Sides{}, []string{"5.1.2"}, "resign"},
		{"resign 1953 opponent cannot mate", USSR1953, std, blackBare, resignation{Player: W}, BlackWins, GameOver, Sides{}, []string{"§17b"}, "resign"},
		{"resign in a dead position 2014", FIDE2014, std, Facts{DeadPosition: true}, resignation{Player: W}, Draw, GameOver, Sides{}, []string{"5.2.b"}, "resign-after-end"},

		// Row: draw agreement and offers.
		{"agreement before any move 2014", FIDE2014, std, Facts{}, Agreement{}, Draw, GameOver, Sides{}, []string{"5.2.c"}, "agreement"},
		{"agreement before moves 2018", FIDE2018, std, Facts{Moves: Sides{White: 1}}, Agreement{}, Ongoing, Continue, Sides{}, []string{"5.2.3"}, "agreement-too-early"},
		{"agreement 2023", FIDE2023, std, midgame, Agreement{}, Draw, GameOver, Sides{}, []string{"5.2.3"}, "agreement"},
		{"agreement 2023 before moves", FIDE2023, std, Facts{}, Agreement{}, Ongoing, Continue, Sides{}, []string{"5.2.3"}, "agreement-too-early"},
		{"agreement forbidden by the event 2023", FIDE2023, with(std, func(e *Event) { e.NoDrawBefore = 30 }), midgame, Agreement{}, Ongoing, Continue, Sides{}, []string{"9.1.1"}, "offer-forbidden"},
		{"agreement 1953", USSR1953, std, midgame, Agreement{}, Draw, GameOver, Sides{}, []string{"§18e"}, "agreement"},
		{"offer 2014 before moves", FIDE2014, std, Facts{}, DrawOffer{Player: W}, Ongoing, OfferStands, Sides{}, []string{"9.1.b"}, "offer-valid"},
		{"offer 2018 before moves", FIDE2018, std, Facts{}, DrawOffer{Player: W}, Ongoing, Continue, Sides{}, []string{"5.2.3"}, "offer-before-moves"},
		{"offer 2023", FIDE2023, std, midgame, DrawOffer{Player: W}, Ongoing, OfferStands, Sides{}, []string{"9.1.2.2"}, "offer-valid"},
		{"offer 2023 at the event's move limit", FIDE2023, with(std, func(e *Event) { e.NoDrawBefore = 30 }), Facts{Moves: Sides{White: 30, Black: 30}}, DrawOffer{Player: W}, Ongoing, OfferStands, Sides{}, []string{"9.1.2.2"}, "offer-valid"},
		{"offer 2018 after a move each", FIDE2018, std, Facts{Moves: Sides{White: 1, Black: 1}}, DrawOffer{Player: W}, Ongoing, OfferStands, Sides{}, []string{"9.1.2.2"}, "offer-valid"},
		{"offer 1953 not on move", USSR1953, std, midgame, DrawOffer{Player: W}, Ongoing, Continue, Sides{}, []string{"§18e"}, "ussr-offer-not-on-move"},
		{"offer 1953 on move", USSR1953, std, midgame, DrawOffer{Player: W, OnMove: true}, Ongoing, OfferStands, Sides{}, []string{"§18e"}, "ussr-offer-valid"},
		{"offer 1953 repeated", USSR1953, std, Facts{Moves: Sides{White: 30, Black: 30}, LastDeclinedOfferBy: ptr(W)}, DrawOffer{Player: W, OnMove: true}, Ongoing, Continue, Sides{}, []string{"§18e"}, "ussr-offer-repeat"},

		// Row: allowed lateness.
		{"late 2014 no default stated", FIDE2014, std, midgame, Lateness{Player: W, Late: 20 * time.Minute}, Ongoing, NotCovered, Sides{}, []string{"6.7.a"}, "lateness-no-default"},
		{"late 2014 Finland 30 min", FIDE2014, finnish(std), midgame, Lateness{Player: W, Late: 31 * time.Minute}, BlackWins, GameOver, Sides{}, []string{"6.7.a"}, "late-forfeit"},
		{"late 2018 zero", FIDE2018, std, midgame, Lateness{Player: B, Late: time.Second}, WhiteWins, GameOver, Sides{}, []string{"6.7.1"}, "late-forfeit"},
		{"late 2023 zero", FIDE2023, std, midgame, Lateness{Player: B, Late: time.Minute}, WhiteWins, GameOver, Sides{}, []string{"6.7.1"}, "late-forfeit"},
		{"late 2023 Finland within 30 min", FIDE2023, finnish(std), midgame, Lateness{Player: B, Late: 29 * time.Minute}, Ongoing, Continue, Sides{}, []string{"6.7.1"}, "late-within"},
		{"late 2023 arbiter excuses", FIDE2023, std, midgame, Lateness{Player: B, Late: time.Minute, ArbiterExcuses: true}, Ongoing, Continue, Sides{}, []string{"6.7.1"}, "late-excused"},
		{"late 1953 within the hour", USSR1953, std, midgame, Lateness{Player: W, Late: 59 * time.Minute}, Ongoing, Continue, Sides{}, []string{"§17c"}, "late-within"},
		{"late 1953 over an hour", USSR1953, std, midgame, Lateness{Player: W, Late: 61 * time.Minute}, BlackWins, GameOver, Sides{}, []string{"§17c"}, "late-forfeit"},
		{"late 1953 with a valid excuse", USSR1953, std, midgame, Lateness{Player: W, Late: 90 * time.Minute, ValidExcuse: true}, Ongoing, Continue, Sides{}, []string{"§17c", "§19"}, "ussr-late-excused"},
		{"late FI blitz by event rules", FIBlitz2018, with(blitzUnsup, func(e *Event) { e.Lateness = dur(5 * time.Minute) }), midgame, Lateness{Player: W, Late: 6 * time.Minute}, BlackWins, GameOver, Sides{}, []string{"6.7.1"}, "late-forfeit"},

		// Row: both players absent.
		{"both absent 2014", FIDE2014, with(std, func(e *Event) { e.Lateness = dur(time.Hour) }), midgame, BothAbsent{Late: 10 * time.Minute}, Ongoing, StartWhiteClock, Sides{}, []string{"6.7.b"}, "both-absent-white-clock"},
		{"both absent 2018", FIDE2018, with(std, func(e *Event) { e.Lateness = dur(15 * time.Minute) }), midgame, BothAbsent{Late: 10 * time.Minute}, Ongoing, StartWhiteClock, Sides{}, []string{"6.7.2"}, "both-absent-white-clock"},
		{"both absent 2023 Finland", FIDE2023, finnish(std), midgame, BothAbsent{Late: 10 * time.Minute}, Ongoing, StartWhiteClock, Sides{}, []string{"6.7.2"}, "both-absent-white-clock"},
		{"both absent 2023 zero default", FIDE2023, std, midgame, BothAbsent{Late: time.Minute}, doubleLoss, GameOver, Sides{}, []string{"6.7.1"}, "both-forfeit"},
		{"both absent 1953", USSR1953, std, midgame, BothAbsent{Late: 10 * time.Minute}, Ongoing, StartWhiteClock, Sides{}, []string{"§19"}, "ussr-both-absent"},
		{"both absent 1953 over an hour", USSR1953, std, midgame, BothAbsent{Late: 70 * time.Minute}, doubleLoss, GameOver, Sides{}, []string{"§17c"}, "both-forfeit"},

		// Row: colours reversed.
		{"colours 2014", FIDE2014, std, Facts{Moves: Sides{White: 3, Black: 3}}, ColoursReversed{}, Ongoing, Continue, Sides{}, []string{"7.3"}, "colours-continue-unless"},
		{"colours 2018 early", FIDE2018, std, Facts{Moves: Sides{White: 10, Black: 9}}, ColoursReversed{}, Ongoing, NewGame, Sides{}, []string{"7.3"}, "colours-new-game"},
		{"colours 2023 early", FIDE2023, std, Facts{Moves: Sides{White: 5, Black: 5}}, ColoursReversed{}, Ongoing, NewGame, Sides{}, []string{"7.3"}, "colours-new-game"},
		{"colours 2023 late", FIDE2023, std, Facts{Moves: Sides{White: 10, Black: 10}}, ColoursReversed{}, Ongoing, Continue, Sides{}, []string{"7.3"}, "colours-continue-ten"},
		{"colours 1953", USSR1953, std, Facts{Moves: Sides{White: 5, Black: 5}}, ColoursReversed{}, Ongoing, Continue, Sides{}, []string{"§15"}, "colours-continue"},
		{"colours 1953 after the game", USSR1953, std, midgame, ColoursReversed{AfterGame: true}, Ongoing, ResultStands, Sides{}, []string{"§15"}, "colours-after-game"},

		// Row: flag fall.
		{"flag 2014", FIDE2014, std, midgame, FlagFall{Player: W}, BlackWins, GameOver, Sides{}, []string{"6.9", "6.8"}, "flag-loss"},
		{"flag 2018 cannot mate", FIDE2018, std, blackBare, FlagFall{Player: W}, Draw, GameOver, Sides{}, []string{"6.9"}, "flag-draw-cannot-mate"},
		{"flag 2023", FIDE2023, std, midgame, FlagFall{Player: B}, WhiteWins, GameOver, Sides{}, []string{"6.9"}, "flag-loss"},
		{"flag 2023 cannot mate", FIDE2023, std, blackBare, FlagFall{Player: W}, Draw, GameOver, Sides{}, []string{"6.9"}, "flag-draw-cannot-mate"},
		{"flag 2023 unsupervised claim cannot mate", FIDE2023, blitzUnsup, blackBare, FlagFall{Player: W, Claimed: true}, Draw, GameOver, Sides{}, []string{"A.5.3", "A.5.5"}, "flag-draw-cannot-mate"},
		{"flag 2023 moves were made", FIDE2023, std, midgame, FlagFall{Player: W, ControlMet: true}, Ongoing, Continue, Sides{}, []string{"6.4", "6.10.2"}, "flag-control-met"},
		{"flag 2014 unsupervised, arbiter does not call", FIDE2014, blitzUnsup, midgame, FlagFall{Player: W}, Ongoing, Continue, Sides{}, []string{"A.4.c"}, "flag-not-called"},
		{"flag 2014 unsupervised claim", FIDE2014, blitzUnsup, midgame, FlagFall{Player: W, Claimed: true}, BlackWins, GameOver, Sides{}, []string{"A.4.c"}, "flag-loss"},
		{"flag 2014 claimant's own flag down", FIDE2014, blitzUnsup, midgame, FlagFall{Player: W, Claimed: true, ClaimantFlagDown: true}, Ongoing, Continue, Sides{}, []string{"A.4.c"}, "flag-claimant-down"},
		{"flag 1953 opponent cannot mate", USSR1953, std, blackBare, FlagFall{Player: W}, BlackWins, GameOver, Sides{}, []string{"§19"}, "flag-loss"},
		{"flag 1953 bare kings", USSR1953, std, Facts{Position: kingsOnly}, FlagFall{Player: W}, Draw, GameOver, Sides{}, []string{"§18a"}, "flag-after-end"},
		{"flag FI blitz arbiter calls", FIBlitz2018, blitzUnsup, midgame, FlagFall{Player: W}, BlackWins, GameOver, Sides{}, []string{"FI 2", "6.9"}, "flag-loss"},

		// Row: both flags fallen.
		{"both flags 2014 last period", FIDE2014, std, midgame, BothFlags{FinalPeriod: true}, Draw, GameOver, Sides{}, []string{"6.11"}, "both-flags-final-draw"},
		{"both flags 2014 earlier period", FIDE2014, std, midgame, BothFlags{}, Ongoing, Continue, Sides{}, []string{"6.11"}, "both-flags-continue"},
		{"both flags 2018 quickplay last period", FIDE2018, quickplay(std), midgame, BothFlags{FinalPeriod: true}, Draw, GameOver, Sides{}, []string{"III.3.1"}, "both-flags-final-draw"},
		{"both flags 2023 quickplay earlier period", FIDE2023, quickplay(std), midgame, BothFlags{}, Ongoing, Continue, Sides{}, []string{"III.3.1"}, "both-flags-continue"},
		{"both flags 2023 without guideline III", FIDE2023, std, midgame, BothFlags{FinalPeriod: true}, Ongoing, NotCovered, Sides{}, []string{"III.2.1"}, "both-flags-no-rule"},
		{"both flags 2023 order known", FIDE2023, std, midgame, BothFlags{OrderKnown: true, FirstFlag: B}, WhiteWins, GameOver, Sides{}, []string{"6.9"}, "both-flags-first-loses"},
		{"both flags FI blitz clock record", FIBlitz2018, blitzUnsup, midgame, BothFlags{OrderKnown: true, FirstFlag: W}, BlackWins, GameOver, Sides{}, []string{"FI 6"}, "both-flags-first-loses"},
		{"both flags FI blitz event draw", FIBlitz2018, with(blitzUnsup, func(e *Event) { e.BothZeroDraw = true }), midgame, BothFlags{OrderKnown: true, FirstFlag: W}, Draw, GameOver, Sides{}, []string{"FI 6"}, "both-flags-event-draw"},
		{"both flags 1953", USSR1953, std, midgame, BothFlags{}, Ongoing, NotCovered, Sides{}, []string{"§26h"}, "not-covered"},

		// Row: quickplay finish without increment.
		{"quickplay switch 2014", FIDE2014, quickplay(std), midgame, QuickplaySwitch{Player: W, Remaining: 90 * time.Second, ArbiterAgrees: true}, Ongoing, SwitchIncrement, Sides{Black: 120}, []string{"G.4"}, "quickplay-switch"},
		{"quickplay switch 2023", FIDE2023, quickplay(rapidSup), midgame, QuickplaySwitch{Player: B, Remaining: time.Minute, ArbiterAgrees: true}, Ongoing, SwitchIncrement, Sides{White: 120}, []string{"III.4"}, "quickplay-switch"},
		{"quickplay switch offer accepted 2018", FIDE2018, quickplay(std), midgame, QuickplaySwitch{Player: W, Remaining: time.Minute, OfferAccepted: true}, Draw, GameOver, Sides{}, []string{"III.4"}, "quickplay-offer-accepted"},
		{"quickplay too early 2023", FIDE2023, quickplay(std), midgame, QuickplayClaim{Player: W, Remaining: 3 * time.Minute}, Ongoing, Continue, Sides{}, []string{"III.5"}, "quickplay-too-early"},
		{"quickplay claim postponed 2023", FIDE2023, quickplay(std), midgame, QuickplayClaim{Player: W, Remaining: time.Minute, Finding: FindingPostpone}, Ongoing, Postponed, Sides{Black: 120}, []string{"III.5", "III.5.2"}, "quickplay-postpone"},
		{"quickplay claim rejected 2014", FIDE2014, quickplay(std), midgame, QuickplayClaim{Player: W, Remaining: time.Minute, Finding: FindingReject}, Ongoing, Continue, Sides{Black: 120}, []string{"G.5", "G.5.c"}, "quickplay-reject"},
		{"quickplay claim draw 2018", FIDE2018, quickplay(std), midgame, QuickplayClaim{Player: W, Remaining: time.Minute, Finding: FindingDraw}, Draw, GameOver, Sides{}, []string{"III.5", "III.5.1"}, "quickplay-draw"},
		{"quickplay no arbiter 2023", FIDE2023, quickplay(std), midgame, QuickplayClaim{Player: W, Remaining: time.Minute, ArbiterAbsent: true}, Ongoing, Postponed, Sides{}, []string{"III.6"}, "quickplay-absent-refer"},
		{"quickplay never in blitz 2023", FIDE2023, quickplay(blitzSup), midgame, QuickplayClaim{Player: W, Remaining: time.Minute}, Ongoing, Continue, Sides{}, []string{"III.2.2"}, "quickplay-not-blitz"},
		{"quickplay Appendix G by Finnish practice 2014", FIDE2014, finnish(rapidSup), midgame, QuickplayClaim{Player: B, Remaining: time.Minute, Finding: FindingDraw}, Draw, GameOver, Sides{}, []string{"G.5"}, "quickplay-draw"},
		{"quickplay excluded by Finnish regulations 2014", FIDE2014, with(std, func(e *Event) { e.National = "FI"; e.NoQuickplayFinish = true }), midgame, QuickplayClaim{Player: B, Remaining: time.Minute}, Ongoing, Continue, Sides{}, []string{"G.2"}, "quickplay-not-in-force"},
		{"quickplay not in force 2023", FIDE2023, std, midgame, QuickplayClaim{Player: W, Remaining: time.Minute}, Ongoing, Continue, Sides{}, []string{"III.2.1"}, "quickplay-not-in-force"},
		{"FI blitz claim postponed", FIBlitz2018, blitzUnsup, midgame, QuickplayClaim{Player: W, Remaining: 20 * time.Second, Finding: FindingPostpone}, Ongoing, Postponed, Sides{Black: 60}, []string{"FI 7.0", "FI 7.2"}, "quickplay-postpone"},
		{"FI blitz claim too early", FIBlitz2018, blitzUnsup, midgame, QuickplayClaim{Player: W, Remaining: 40 * time.Second}, Ongoing, Continue, Sides{}, []string{"FI 7.0"}, "quickplay-too-early"},
		{"FI blitz claim with increment", FIBlitz2018, blitzUnsup, midgame, QuickplayClaim{Player: W, Remaining: 10 * time.Second, HasIncrement: true}, Ongoing, Continue, Sides{}, []string{"FI 7.0"}, "quickplay-has-increment"},
		{"quickplay 1953", USSR1953, std, midgame, QuickplayClaim{Player: W, Remaining: time.Minute}, Ongoing, NotCovered, Sides{}, []string{"§26h"}, "not-covered"},

		// Row: scoresheet requests with supervision.
		{"scoresheet request 2018 blitz", FIDE2018, blitzSup, midgame, ScoresheetRequest{Player: W, PriorRequests: 2}, Ongoing, Continue, Sides{}, []string{"B.3.2"}, "scoresheet-request-ok"},
		{"scoresheet request 2023 sixth", FIDE2023, rapidSup, midgame, ScoresheetRequest{Player: W, PriorRequests: 5}, Ongoing, Continue, Sides{}, []string{"A.4.3", "12.9"}, "scoresheet-request-too-many"},
		{"scoresheet request FI blitz", FIBlitz2018, blitzSup, midgame, ScoresheetRequest{Player: B}, Ongoing, Continue, Sides{}, []string{"B.3.2"}, "scoresheet-request-ok"},
		{"scoresheet request 2014", FIDE2014, blitzSup, midgame, ScoresheetRequest{Player: B}, Ongoing, NotCovered, Sides{}, []string{"Preface"}, "not-covered"},

		// Row: scoresheet.
		{"scoresheet 2014", FIDE2014, std, midgame, ScoresheetDuty{Player: W, Remaining: 20 * time.Minute}, Ongoing, Continue, Sides{}, []string{"8.1"}, "scoresheet-required"},
		{"scoresheet 2018 under five minutes", FIDE2018, std, midgame, ScoresheetDuty{Player: W, Remaining: 4 * time.Minute}, Ongoing, Continue, Sides{}, []string{"8.4"}, "scoresheet-relief"},
		{"scoresheet 2023 under five minutes, 30 s increment", FIDE2023, std, midgame, ScoresheetDuty{Player: W, Remaining: 4 * time.Minute, Increment: 30 * time.Second}, Ongoing, Continue, Sides{}, []string{"8.1.1"}, "scoresheet-required"},
		{"scoresheet 2023 unsupervised rapid", FIDE2023, rapidUnsup, midgame, ScoresheetDuty{Player: W, Remaining: 20 * time.Minute}, Ongoing, Continue, Sides{}, []string{"A.2"}, "scoresheet-not-required"},
		{"scoresheet 1953 always", USSR1953, std, midgame, ScoresheetDuty{Player: W, Remaining: time.Minute}, Ongoing, Continue, Sides{}, []string{"§20"}, "scoresheet-required"},
		{"scoresheet FI blitz", FIBlitz2018, blitzUnsup, midgame, ScoresheetDuty{Player: W, Remaining: 3 * time.Minute}, Ongoing, Continue, Sides{}, []string{"A.2"}, "scoresheet-not-required"},
		{"1953 flag: moves made decide, not the scoresheet", USSR1953, std, midgame, FlagFall{Player: W, ControlMet: true}, Ongoing, Continue, Sides{}, []string{"§19"}, "flag-control-met"},

		// Row: Chess960.
		{"Chess960 castling 2014 correct", FIDE2014, std, midgame, Chess960Castling{Player: W, Correct: true}, Ongoing, Continue, Sides{}, []string{"F.3"}, "chess960-castling-correct"},
		{"Chess960 castling 2018 wrong squares", FIDE2018, std, midgame, Chess960Castling{Player: W, Incorrect: true}, Ongoing, RestorePosition, Sides{Black: 120}, []string{"II.3", "7.5.5"}, "illegal-first"},
		{"Chess960 set-up 2023 wrong", FIDE2023, std, midgame, WrongSetup{Chess960: true}, Ongoing, NewGame, Sides{}, []string{"7.2.1", "II.2"}, "setup-new-game"},
		{"Chess960 1953", USSR1953, std, midgame, Chess960Castling{Player: W, Correct: true}, Ongoing, NotCovered, Sides{}, []string{"§26h"}, "not-covered"},

		// Row: penalties available; the Finnish blitz adjusting rules.
		{"adjusting on the opponent's time 2018", FIDE2018, std, midgame, adjustPieces{Player: B}, Ongoing, Continue, Sides{}, []string{"6.2.5", "12.9"}, "adjust-penalty"},
		{"adjusting on the opponent's time 2023", FIDE2023, std, midgame, adjustPieces{Player: W}, Ongoing, Continue, Sides{}, []string{"6.2.5", "12.9"}, "adjust-penalty"},
		{"adjusting on the opponent's time 2014", FIDE2014, std, midgame, adjustPieces{Player: W}, Ongoing, Continue, Sides{}, []string{"6.2.d", "12.9"}, "adjust-penalty"},
		{"FI blitz adjusting, first time", FIBlitz2018, blitzUnsup, midgame, adjustPieces{Player: W}, Ongoing, Continue, Sides{}, []string{"FI 4–5"}, "adjust-warning"},
		{"FI blitz adjusting, second time", FIBlitz2018, blitzUnsup, Facts{AdjustWarnings: Sides{White: 1}}, adjustPieces{Player: W}, BlackWins, GameOver, Sides{}, []string{"FI 4–5"}, "adjust-loss"},
		{"adjusting 1953", USSR1953, std, midgame, adjustPieces{Player: W}, Ongoing, Continue, Sides{}, []string{"§14"}, "ussr-adjust-announce"},

		// Row: mobile phone.
		{"device 2014", FIDE2014, std, midgame, device{Player: W}, BlackWins, GameOver, Sides{}, []string{"11.3.b"}, "device-loss"},
		{"device 2014 Finland first", FIDE2014, finnish(std), midgame, device{Player: W}, Ongoing, Continue, Sides{}, []string{"11.3.b"}, "device-warning"},
		{"device 2014 Finland second", FIDE2014, finnish(std), Facts{DeviceWarnings: Sides{White: 1}}, device{Player: W}, BlackWins, GameOver, Sides{}, []string{"11.3.b"}, "device-loss"},
		{"device 2023", FIDE2023, std, midgame, device{Player: B}, WhiteWins, GameOver, Sides{}, []string{"11.3.2.2"}, "device-loss"},
		{"device 2023 Finland milder", FIDE2023, with(std, func(e *Event) { e.National = "FI"; e.DevicePolicy = "warning-first" }), midgame, device{Player: B}, Ongoing, Continue, Sides{}, []string{"11.3.2.2"}, "device-warning"},
		{"device 2023 Finland rated", FIDE2023, with(std, func(e *Event) { e.National = "FI"; e.DevicePolicy = "warning-first"; e.FIDERated = true }), midgame, device{Player: B}, WhiteWins, GameOver, Sides{}, []string{"11.3.2.2"}, "device-loss"},
		{"device 2018", FIDE2018, std, midgame, device{Player: B}, WhiteWins, GameOver, Sides{}, []string{"11.3.2"}, "device-loss"},
		{"device 1953", USSR1953, std, midgame, device{Player: B}, Ongoing, NotCovered, Sides{}, []string{"§26i"}, "not-covered"},

		// Row: adjournment — early sealing, the 1953 worked example, faults.
		{"1953 §21 worked example", USSR1953, std, midgame, Adjourn{Player: B, Session: 4 * time.Hour, Used: [2]*time.Duration{new(95 * time.Minute), new(80 * time.Minute)}, Control: ControlReached}, Ongoing, Seal, Sides{Black: -65 * 60}, []string{"§21"}, "adjourn"},
		{"1953 early sealing before the control", USSR1953, std, midgame, Adjourn{Player: B, Session: 4 * time.Hour, Used: [2]*time.Duration{new(95 * time.Minute), new(80 * time.Minute)}, Control: ControlNotReached}, Ongoing, Continue, Sides{}, []string{"§21"}, "ussr-adjourn-needs-consent"},
		{"2014 E.1.b early sealing", FIDE2014, std, midgame, Adjourn{Player: W, SessionLeft: 20 * time.Minute, Used: [2]*time.Duration{new(100 * time.Minute), new(90 * time.Minute)}}, Ongoing, Seal, Sides{White: -20 * 60}, []string{"E.1.a", "E.1.b", "E.2"}, "adjourn"},
		{"2023 I.1.2 early sealing", FIDE2023, std, midgame, Adjourn{Player: W, SessionLeft: 10 * time.Minute}, Ongoing, Seal, Sides{White: -600}, []string{"I.1.2"}, "adjourn"},
		{"2018 sealing at session end", FIDE2018, std, midgame, Adjourn{Player: B, Session: 5 * time.Hour, Used: [2]*time.Duration{new(150 * time.Minute), new(150 * time.Minute)}}, Ongoing, Seal, Sides{}, []string{"I.1.1"}, "adjourn"},
		{"sealed move ambiguous 2023", FIDE2023, std, midgame, SealedMove{Player: W, Sealed: sealedAmbiguous}, BlackWins, GameOver, Sides{}, []string{"I.8", "I.8.1"}, "sealed-fault-loss"},
		{"sealed move illegal 2014", FIDE2014, std, midgame, SealedMove{Player: B, Sealed: sealedIllegal}, WhiteWins, GameOver, Sides{}, []string{"E.8", "E.8.c"}, "sealed-fault-loss"},
		{"sealed move illegible 2018", FIDE2018, std, midgame, SealedMove{Player: B, Sealed: sealedIllegible}, WhiteWins, GameOver, Sides{}, []string{"I.8", "I.8.2"}, "sealed-fault-loss"},
		{"sealed move 1953 slip", USSR1953, std, midgame, SealedMove{Player: W, Sealed: sealedSlip}, Ongoing, Continue, Sides{}, []string{"§23"}, "sealed-slip"},
		{"sealed move 1953 ambiguous", USSR1953, std, midgame, SealedMove{Player: W, Sealed: sealedAmbiguous}, BlackWins, GameOver, Sides{}, []string{"§23"}, "sealed-fault-loss"},
		{"faulty sealed move after the game ended 2023", FIDE2023, std, midgame, SealedMove{Player: W, Sealed: sealedIllegal, AlreadyEnded: true}, Ongoing, ResultStands, Sides{}, []string{"I.8"}, "sealed-fault-game-ended"},
		{"resumption 2023 both present", FIDE2023, std, midgame, Resumption{Player: B, AnswererPresent: true, SealerPresent: true}, Ongoing, OpenEnvelope, Sides{}, []string{"I.5", "I.9.1"}, "resume-open"},
		{"resumption 2023 answerer absent", FIDE2023, std, midgame, Resumption{Player: B, SealerPresent: true}, Ongoing, StartClockWait, Sides{}, []string{"I.9.2"}, "resume-answerer-absent"},
		{"resumption 2014 sealer absent", FIDE2014, with(std, func(e *Event) { e.Lateness = dur(time.Hour) }), midgame, Resumption{Player: B, AnswererPresent: true}, Ongoing, SealReply, Sides{}, []string{"E.9.c"}, "resume-sealer-absent"},
		{"resumption 2023 late", FIDE2023, std, midgame, Resumption{Player: B, Late: time.Minute}, WhiteWins, GameOver, Sides{}, []string{"I.10"}, "resume-late"},
		{"resumption 1953", USSR1953, std, midgame, Resumption{Player: W, AnswererPresent: true, SealerPresent: true}, Ongoing, OpenEnvelope, Sides{}, []string{"§22"}, "resume-open"},

		// Wrong initial position, after-10-moves cut-offs, illegal positions.
		{"wrong set-up 2014", FIDE2014, std, Facts{Moves: Sides{White: 12, Black: 12}}, WrongSetup{}, Ongoing, NewGame, Sides{}, []string{"7.2.a"}, "setup-new-game"},
		{"wrong set-up 2023", FIDE2023, std, Facts{Moves: Sides{White: 12, Black: 12}}, WrongSetup{}, Ongoing, NewGame, Sides{}, []string{"7.2.1"}, "setup-new-game"},
		{"board turned 2023", FIDE2023, std, midgame, WrongSetup{BoardTurned: true}, Ongoing, TransferPosition, Sides{}, []string{"7.2.2"}, "board-turned"},
		{"wrong set-up 2023 unsupervised after 10 moves", FIDE2023, rapidUnsup, Facts{Moves: Sides{White: 10, Black: 10}}, WrongSetup{}, Ongoing, Continue, Sides{}, []string{"A.5.1.2"}, "setup-too-late"},
		{"wrong set-up 2014 unsupervised after 10 moves", FIDE2014, blitzUnsup, Facts{Moves: Sides{White: 11, Black: 10}}, WrongSetup{}, Ongoing, Continue, Sides{}, []string{"A.4.a"}, "setup-too-late"},
		{"wrong set-up 2018 unsupervised early", FIDE2018, blitzUnsup, Facts{Moves: Sides{White: 10, Black: 9}}, WrongSetup{}, Ongoing, NewGame, Sides{}, []string{"7.2.1"}, "setup-new-game"},
		{"wrong set-up FI blitz after 10 moves", FIBlitz2018, blitzUnsup, Facts{Moves: Sides{White: 10, Black: 10}}, WrongSetup{}, Ongoing, Continue, Sides{}, []string{"A.4.1.2"}, "setup-too-late"},
		{"wrong set-up 1953", USSR1953, std, midgame, WrongSetup{}, Ongoing, NewGame, Sides{}, []string{"§15"}, "setup-new-game"},
		{"illegal position 2023 unsupervised wait", FIDE2023, blitzUnsup, midgame, IllegalPosition{}, Ongoing, WaitNextMove, Sides{}, []string{"A.5.4"}, "illegal-position-wait"},
		{"illegal position 2023 unsupervised still there", FIDE2023, rapidUnsup, midgame, IllegalPosition{StillAfterNextMove: true}, Draw, GameOver, Sides{}, []string{"A.5.4"}, "illegal-position-draw"},
		{"illegal position 2014 unsupervised", FIDE2014, blitzUnsup, midgame, IllegalPosition{StillAfterNextMove: true}, Draw, GameOver, Sides{}, []string{"A.4.d"}, "illegal-position-draw"},
		{"illegal position 2018 unsupervised", FIDE2018, blitzUnsup, midgame, IllegalPosition{StillAfterNextMove: true}, Draw, GameOver, Sides{}, []string{"A.4.4"}, "illegal-position-draw"},
		{"illegal position FI blitz", FIBlitz2018, blitzUnsup, midgame, IllegalPosition{}, Ongoing, WaitNextMove, Sides{}, []string{"A.4.4"}, "illegal-position-wait"},
		{"illegal position standard", FIDE2023, std, midgame, IllegalPosition{}, Ongoing, RestorePosition, Sides{}, []string{"7.5.1"}, "illegal-position-restore"},

		// Clock corrections (6.10.2, A.5.1.1, 1953 §19 and §22).
		{"correction 2023", FIDE2023, std, midgame, ClockCorrection{Correction: [2]time.Duration{-5 * time.Minute, 0}}, Ongoing, Continue, Sides{White: -300}, []string{"6.10.2"}, "clock-corrected"},
		{"correction 2014", FIDE2014, std, midgame, ClockCorrection{Correction: [2]time.Duration{0, 10 * time.Minute}}, Ongoing, Continue, Sides{Black: 600}, []string{"6.10.b"}, "clock-corrected"},
		{"correction 2023 unsupervised after 10 moves", FIDE2023, blitzUnsup, midgame, ClockCorrection{Correction: [2]time.Duration{time.Minute, 0}}, Ongoing, Continue, Sides{}, []string{"A.5.1.1"}, "clock-too-late"},
		{"correction 2018 unsupervised, schedule at stake", FIDE2018, rapidUnsup, midgame, ClockCorrection{Correction: [2]time.Duration{-10 * time.Minute, -10 * time.Minute}, ScheduleAffected: true}, Ongoing, Continue, Sides{White: -600, Black: -600}, []string{"6.10.2", "A.4.1.1"}, "clock-corrected"},
		{"correction 1953 decrease leaves 15 min", USSR1953, std, midgame, ClockCorrection{Correction: [2]time.Duration{-10 * time.Minute, 0}, After: [2]time.Duration{15 * time.Minute, 40 * time.Minute}, BeforeFirstControl: true}, Ongoing, Continue, Sides{White: -600}, []string{"§19"}, "clock-corrected"},
		{"correction 1953 decrease below 15 min", USSR1953, std, midgame, ClockCorrection{Correction: [2]time.Duration{-10 * time.Minute, 0}, After: [2]time.Duration{14 * time.Minute, 40 * time.Minute}, BeforeFirstControl: true}, Ongoing, Continue, Sides{}, []string{"§19"}, "ussr-correction-15"},
		{"correction 1953 decrease, readings not stated", USSR1953, std, midgame, ClockCorrection{Correction: [2]time.Duration{-10 * time.Minute, 0}, BeforeFirstControl: true}, Ongoing, NotCovered, Sides{}, []string{"§19"}, "ussr-correction-readings"},
		{"correction 1953 decrease, one reading short, the other not stated", USSR1953, std, midgame, ClockCorrection{Correction: [2]time.Duration{-10 * time.Minute, 0}, After: [2]time.Duration{10 * time.Minute, 0}, BeforeFirstControl: true}, Ongoing, Continue, Sides{}, []string{"§19"}, "ussr-correction-15"},
		{"correction 1953 increase", USSR1953, std, midgame, ClockCorrection{Correction: [2]time.Duration{0, 5 * time.Minute}, After: [2]time.Duration{5 * time.Minute, 10 * time.Minute}, BeforeFirstControl: true}, Ongoing, Continue, Sides{Black: 300}, []string{"§19"}, "clock-corrected"},
		{"correction 1953 increase for White", USSR1953, std, midgame, ClockCorrection{Correction: [2]time.Duration{5 * time.Minute, 0}, After: [2]time.Duration{10 * time.Minute, 5 * time.Minute}, BeforeFirstControl: true}, Ongoing, Continue, Sides{White: 300}, []string{"§19"}, "clock-corrected"},
		{"correction 1953 resumed game", USSR1953, std, midgame, ClockCorrection{Correction: [2]time.Duration{-time.Minute, 0}, After: [2]time.Duration{30 * time.Minute, 40 * time.Minute}, Resumed: true}, Ongoing, Continue, Sides{}, []string{"§22"}, "ussr-correction-resumed"},

		// Blitz under the Finnish rules, which play the FIDE Laws: touch-move
		// (4.3.1), the duty to record in supervised blitz (8.1.1), conduct
		// (11.1); in a FIDE-rated event the annex is not applied.
		{"touch-move FI blitz", FIBlitz2018, blitzUnsup, touchFacts, TouchMove{Player: W, Touch: &Touch{Squares: []engine.Square{6}}}, Ongoing, MoveTouched, Sides{}, []string{"4.3.1"}, "touch-own"},
		{"scoresheet duty FI blitz supervised", FIBlitz2018, blitzSup, midgame, ScoresheetDuty{Player: W, Remaining: 4 * time.Minute, Increment: 30 * time.Second}, Ongoing, Continue, Sides{}, []string{"8.1.1"}, "scoresheet-required"},
		{"conduct FI blitz", FIBlitz2018, blitzUnsup, midgame, Conduct{Player: B}, Ongoing, Continue, Sides{}, []string{"11.1"}, "conduct-penalty"},
		{"upside-down rook FI blitz", FIBlitz2018, blitzUnsup, midgame, upsideDownRook{Player: W}, Ongoing, Continue, Sides{}, []string{"3.7.3.3"}, "upside-down-rook"},
		{"displaced pieces FI blitz", FIBlitz2018, blitzUnsup, midgame, Displaced{Player: W}, Ongoing, RestoreOwnTime, Sides{}, []string{"FI 5"}, "displaced"},
		{"clock stopped FI blitz", FIBlitz2018, blitzUnsup, midgame, ClockStopped{Player: W}, Ongoing, Continue, Sides{}, []string{"6.11.4"}, "clock-stopped-penalty"},
		{"king captured FI blitz, FIDE-rated event", FIBlitz2018, fideRated(blitzUnsup), midgame, IllegalMove{Player: W, Illegal: IllegalKingCapture}, Ongoing, RestorePosition, Sides{Black: 60}, []string{"7.5.1", "FI annex"}, "illegal-first"},
	}
}

func ptr[T any](v T) *T { return &v }

func TestCasebook(t *testing.T) {
	catalogue := loadCatalogue(t, "en")
	for _, c := range casebook(t) {
		t.Run(c.name, func(t *testing.T) {
			d := decide(t, c.rs, c.ev, c.f, c.in)
			if d.Result != c.result {
				t.Errorf("result = %s, want %s (%s)", d.Result, c.result, d.ExplanationKey)
			}
			if c.cont != "" && d.Continuation != c.cont {
				t.Errorf("continuation = %s, want %s", d.Continuation, c.cont)
			}
			if d.TimeAdjust != c.adjust {
				t.Errorf("time adjust = %+v, want %+v", d.TimeAdjust, c.adjust)
			}
			citesAll(t, "", d, c.articles)
			if want := "rules.ruling." + c.key; d.ExplanationKey != want {
				t.Errorf("explanation = %s, want %s", d.ExplanationKey, want)
			}
			if _, ok := c.in.Side(); (d.Player == "") == ok {
				t.Errorf("player = %q for %s", d.Player, c.in.Kind())
			}
			if len(d.Articles) == 0 || d.RulesetName == "" || d.Ruleset != c.rs {
				t.Errorf("decision names no ruleset or article: %+v", d)
			}
			checkKeys(t, catalogue, d)
		})
	}
}

// checkKeys makes sure every key a decision carries has English text.
func checkKeys(t *testing.T, catalogue map[string]string, d Decision) {
	t.Helper()
	keys := []string{d.ExplanationKey}
	for _, c := range d.Citations {
		keys = append(keys, c.Key)
	}
	for _, n := range d.Notes {
		keys = append(keys, n.Key)
	}
	for _, w := range d.Warnings {
		keys = append(keys, w.Key)
	}
	if d.Envelope != nil {
		keys = append(keys, d.Envelope.Fields...)
	}
	for _, v := range d.ExplanationArgs {
		if s, ok := v.(string); ok && len(s) > 6 && s[:6] == "rules." {
			keys = append(keys, s)
		}
	}
	for _, k := range keys {
		if _, ok := catalogue[k]; !ok {
			t.Errorf("key %s has no English text", k)
		}
	}
}

// loadCatalogue reads the rules' areas of a language's catalogue: the
// rulings (rules.json), touch-move (touchmove.json) and the incidents of
// play added with them (play.json).
func loadCatalogue(t *testing.T, lang string) map[string]string {
	t.Helper()
	m := map[string]string{}
	for _, area := range []string{"rules", "touchmove", "play", "proceedings", "match", "rulingsv", "rulingsvii"} {
		data, err := os.ReadFile("../../i18n/" + lang + "/" + area + ".json")
		if err != nil {
			t.Fatalf("catalogue: %v", err)
		}
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatalf("catalogue %s: %v", lang, err)
		}
	}
	return m
}

// TestRulesetsDiffer runs the same incident under several rulesets: the
// outcomes must differ exactly where the digest's table says they do.
func TestRulesetsDiffer(t *testing.T) {
	tests := []struct {
		name string
		ev   Event
		f    Facts
		in   Incident
		want map[RulesetID]string // result; "~" continuation; "+" seconds added for Black
	}{
		{"resigning when the opponent cannot mate", std, blackBare, resignation{Player: W},
			map[RulesetID]string{FIDE2014: string(BlackWins), FIDE2018: string(BlackWins), FIDE2023: string(Draw), USSR1953: string(BlackWins)}},
		{"incorrect threefold claim", std, midgame, ClaimThreefold{Player: W},
			map[RulesetID]string{FIDE2014: string(Ongoing), FIDE2018: string(Ongoing), FIDE2023: string(Ongoing), USSR1953: string(BlackWins)}},
		{"flag fall, opponent cannot mate", std, blackBare, FlagFall{Player: W},
			map[RulesetID]string{FIDE2014: string(Draw), FIDE2018: string(Draw), FIDE2023: string(Draw), USSR1953: string(BlackWins)}},
		{"first illegal move in unsupervised blitz", blitzUnsup, midgame, IllegalMove{Player: W},
			map[RulesetID]string{FIDE2014: string(BlackWins), FIDE2018: string(Ongoing), FIDE2023: string(Ongoing), FIBlitz2018: string(Ongoing)}},
		{"agreement before any move", std, Facts{}, Agreement{},
			map[RulesetID]string{FIDE2014: string(Draw), FIDE2018: string(Ongoing), FIDE2023: string(Ongoing), USSR1953: string(Draw)}},
		{"colours reversed after five moves", std, Facts{Moves: Sides{White: 5, Black: 5}}, ColoursReversed{},
			map[RulesetID]string{FIDE2014: "~" + string(Continue), FIDE2018: "~" + string(NewGame), FIDE2023: "~" + string(NewGame), USSR1953: "~" + string(Continue)}},
		{"fivefold, not consecutive", std, Facts{Repetitions: 5}, BoardPosition{},
			map[RulesetID]string{FIDE2014: string(Ongoing), FIDE2018: string(Draw), FIDE2023: string(Draw), USSR1953: string(Ongoing)}},
		{"first illegal move in the first rapid game", rapidSup, midgame, IllegalMove{Player: W},
			map[RulesetID]string{FIDE2014: "+120", FIDE2018: "+120", FIDE2023: "+60"}},
		{"illegal move found after the game, before the next round", std, midgame, IllegalMove{Player: W, AfterGame: true},
			map[RulesetID]string{FIDE2014: "~" + string(ResultStands), FIDE2023: "~" + string(ResultStands), USSR1953: "~" + string(ReplayFromError)}},
		{"supervised draw offer before any move", std, Facts{}, DrawOffer{Player: W, OnMove: true},
			map[RulesetID]string{FIDE2014: "~" + string(OfferStands), FIDE2018: "~" + string(Continue), FIDE2023: "~" + string(Continue), USSR1953: "~" + string(OfferStands)}},
		{"first illegal move in standard", std, midgame, IllegalMove{Player: W},
			map[RulesetID]string{FIDE2014: "~" + string(RestorePosition), FIDE2023: "~" + string(RestorePosition), USSR1953: "~" + string(ReplayFromError)}},
	}
	for _, tt := range tests {
		for rs, want := range tt.want {
			ev := tt.ev
			ev.Ruleset = rs
			d, err := Decide(ev, tt.f, tt.in)
			if err != nil {
				t.Fatalf("%s / %s: %v", tt.name, rs, err)
			}
			got := string(d.Result)
			switch {
			case want[0] == '~':
				got = "~" + string(d.Continuation)
			case want[0] == '+':
				got = "+" + strconv.Itoa(d.TimeAdjust.Black)
			}
			if got != want {
				t.Errorf("%s under %s: %s, want %s", tt.name, rs, got, want)
			}
		}
	}
}

// TestPenalties covers the row "penalties available" for every ruleset.
func TestPenalties(t *testing.T) {
	catalogue := loadCatalogue(t, "en")
	tests := []struct {
		rs        RulesetID
		n         int
		exclusion string // article of exclusion from rounds, "" if none
	}{
		{FIDE2014, 8, ""},
		{FIDE2018, 9, "12.9.8"},
		{FIDE2023, 9, "12.9.8"},
		{FIBlitz2018, 9, "12.9.8"},
		{USSR1953, 4, ""},
	}
	for _, tt := range tests {
		list := Penalties(tt.rs)
		if len(list) != tt.n {
			t.Errorf("%s: %d penalties, want %d", tt.rs, len(list), tt.n)
		}
		exclusion := ""
		for _, p := range list {
			if _, ok := catalogue[p.Key]; !ok {
				t.Errorf("%s: %s has no text", tt.rs, p.Key)
			}
			if p.Key == "rules.penalty.exclude-rounds" {
				exclusion = p.Ref
			}
		}
		if exclusion != tt.exclusion {
			t.Errorf("%s: exclusion at %q, want %q", tt.rs, exclusion, tt.exclusion)
		}
	}
}

// Art. 5.2.2 (2018, 2023; 5.2.b in 2014): a game ended by a dead position
// says so, in words, whatever the incident that brought it to the
// arbiter; the article alone did not tell the player shown the ruling why.
// A mate, or a position the 1953 code does not end, has no such note.
func TestDeadPosition5_2_2SaysTheGameIsDead(t *testing.T) {
	dead := Facts{DeadPosition: true}
	for _, c := range []struct {
		name string
		rs   RulesetID
		f    Facts
		in   Incident
		want bool
	}{
		{"position 2023", FIDE2023, dead, BoardPosition{}, true},
		{"position 2014", FIDE2014, dead, BoardPosition{}, true},
		{"flag after the end 2023", FIDE2023, dead, FlagFall{Player: W}, true},
		{"resignation after the end 2018", FIDE2018, dead, resignation{Player: B}, true},
		{"mate 2023", FIDE2023, Facts{Checkmate: true, Turn: W}, BoardPosition{}, false},
		{"1953, not automatic", USSR1953, dead, BoardPosition{}, false},
	} {
		d, err := Decide(Event{Ruleset: c.rs, Type: Standard}, c.f, c.in)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		has := false
		for _, n := range d.Notes {
			has = has || n.Key == "rules.note.dead-position"
		}
		if has != c.want {
			t.Errorf("%s: the dead-position note %v, want %v (notes %v)", c.name, has, c.want, d.Notes)
		}
	}
}

// Art. 5.2.2 (2023): the position on the board not proved dead lets play
// go on; where no side was proved able to mate, each side the analysis
// left open is named for the arbiter to judge, as after a flag fall (6.9),
// instead of "play continues" alone.
func TestPosition5_2_2NamesTheSideLeftOpen(t *testing.T) {
	const note = "rules.note.can-mate-undetermined"
	for _, c := range []struct {
		name string
		f    Facts
		want []string // the sides named
	}{
		{"White open, Black cannot", Facts{BlackCanMate: CannotMate}, []string{sideKey(W)}},
		{"both open", Facts{}, []string{sideKey(W), sideKey(B)}},
		{"White can mate", Facts{WhiteCanMate: CanMate}, nil},
		{"both can mate", Facts{WhiteCanMate: CanMate, BlackCanMate: CanMate}, nil},
	} {
		d, err := Decide(Event{Ruleset: FIDE2023, Type: Standard}, c.f, BoardPosition{})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if d.Result != Ongoing {
			t.Errorf("%s: result %s, want play to go on", c.name, d.Result)
		}
		var named []string
		for _, n := range d.Notes {
			if n.Key == note {
				named = append(named, n.Args["player"].(string))
			}
		}
		if !slices.Equal(named, c.want) {
			t.Errorf("%s: the open sides named %v, want %v", c.name, named, c.want)
		}
	}
}
