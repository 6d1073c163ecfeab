package engine

import "strings"

// msg builds a notation error's message; its arguments are texts.
func msg(key string, kv ...string) Message {
	m := Message{Key: key}
	if len(kv) > 0 {
		m.Args = make(map[string]any, len(kv)/2)
		for i := 0; i+1 < len(kv); i += 2 {
			m.Args[kv[i]] = kv[i+1]
		}
	}
	return m
}

// fenError reports a malformed FEN. Field names the FEN field at fault
// ("board", "turn", "castling", "ep", "halfmoves", "fullmoves" or "" for the
// whole text).
type fenError struct {
	Field string
	Message
}

func (e *fenError) Error() string { return "FEN: " + e.English() }

// ProblemKind names one way a set-up is not a legal chess position.
type ProblemKind string

// The problems of a set-up; each is also the last part of its message key
// ("notation.position.kings").
const (
	problemKings           ProblemKind = "kings"             // not one king of each colour
	problemPieces          ProblemKind = "pieces"            // more than 16 pieces of a colour
	problemPawns           ProblemKind = "pawns"             // more than 8 pawns of a colour
	problemBackRank        ProblemKind = "back_rank"         // a pawn on the first or last rank
	problemOpponentCheck   ProblemKind = "opponent_check"    // the side not to move is in check
	problemEPNoPawn        ProblemKind = "ep_no_pawn"        // an en-passant square with no pawn that passed it
	problemTooManyCheckers ProblemKind = "too_many_checkers" // three or more pieces give check
	problemImpossibleCheck ProblemKind = "impossible_check"  // no single move can have given this check
)

// Problem is one problem of a set-up, with its translatable message.
type Problem struct {
	Kind ProblemKind
	Message
}

// PositionError reports a set-up that is not a legal chess position.
// Problems lists every problem found, so that a set-up editor can show
// them all at once; the embedded Message is the first.
type PositionError struct {
	Message
	Problems []Problem
}

func newPositionError(problems []Problem) *PositionError {
	return &PositionError{Message: problems[0].Message, Problems: problems}
}

// Error renders every problem in English.
func (e *PositionError) Error() string {
	if len(e.Problems) == 0 {
		return "position: " + e.English()
	}
	parts := make([]string, len(e.Problems))
	for i, pr := range e.Problems {
		parts[i] = pr.English()
	}
	return "position: " + strings.Join(parts, "; ")
}
