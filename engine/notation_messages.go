package engine

import (
	"sort"
	"strings"
)

// englishMessages holds the English text of every message key the package
// returns. The catalogue i18n/en/notation.json carries the same texts (a test
// keeps them equal); Finnish and Estonian live beside it.
var englishMessages = map[string]string{
	"notation.fen.empty":               "the FEN is empty",
	"notation.fen.fields":              "the FEN has {count} fields; expected 6 (or 4 without the move counters)",
	"notation.fen.ranks":               "the board has {count} ranks; expected 8",
	"notation.fen.rank_squares":        "rank {rank} has {count} squares",
	"notation.fen.adjacent_digits":     "rank {rank} has two digits in a row",
	"notation.fen.piece":               "rank {rank}: unknown piece letter {char}",
	"notation.fen.turn":                "side to move {text} is neither w nor b",
	"notation.fen.castling_char":       "castling field: unexpected character {char}",
	"notation.fen.castling_twice":      "castling right {right} is given twice",
	"notation.fen.castling_no_king":    "castling right {right} but no king on rank {rank}",
	"notation.fen.castling_no_rook":    "castling right {right} but no rook on {square}",
	"notation.fen.ep_square":           "en passant field {text} is not a square",
	"notation.fen.ep_rank_white":       "en passant square {square} with white to move",
	"notation.fen.ep_rank_black":       "en passant square {square} with black to move",
	"notation.fen.halfmoves":           "halfmove clock {text} is not a non-negative number",
	"notation.fen.fullmoves":           "move number {text} is not a positive number",
	"notation.position.kings":          "a position needs exactly one king of each colour (white has {white}, black has {black})",
	"notation.position.pieces":         "too many pieces (white has {white}, black has {black}; at most 16 each)",
	"notation.position.pawns":          "too many pawns (white has {white}, black has {black}; at most 8 each)",
	"notation.position.back_rank":      "pawn on {square}, on the first or last rank",
	"notation.position.opponent_check": "the side not to move is in check",
	"notation.position.ep_no_pawn":     "en passant square {square} but no pawn has just advanced two squares past it",
	"notation.move.empty":              "the move is empty",
	"notation.move.syntax":             "cannot read the move {text}",
	"notation.move.illegal":            "{text} is not a legal move in this position",
	"notation.move.ambiguous":          "{text} is ambiguous: it may be {candidates}",
	"notation.move.false_capture":      "{text} marks a capture, but the move captures nothing",
	"notation.move.capture_mark":       "{text} captures, but the capture mark is missing",
	"notation.move.pawn_file":          "{text}: a pawn capture must name the pawn's file",
	"notation.pgn.comment":             "line {line}, column {column}: the comment is not closed with }",
	"notation.pgn.paren":               "line {line}, column {column}: a ) without a variation to close",
	"notation.pgn.variation":           "line {line}, column {column}: the variation is not closed with )",
	"notation.pgn.nag":                 "line {line}, column {column}: {text} is not a valid annotation glyph here",
	"notation.pgn.move":                "line {line}, column {column}: move {number}: cannot play {move}",
	"notation.pgn.tag":                 "line {line}, column {column}: malformed tag; expected [Name \"value\"]",
	"notation.pgn.string":              "line {line}, column {column}: the tag value is not closed with \" on its line",
	"notation.pgn.fen":                 "line {line}, column {column}: the FEN tag does not give a legal position",
	"notation.pgn.too_large":           "line {line}: the game is longer than {max} MB and was skipped",
	"notation.reading.syntax":          "{text} is not a time",
	"notation.reading.range":           "{text} is more than {max}",
	"notation.chess960.number":         "Chess960 start position number {number} is outside 0–959",
}

// render gives the English text of key with its arguments in place:
// the catalogue's where the program has registered it (it alone knows
// plural forms), the package's own table in the engine's tests.
func render(key string, args map[string]string) string {
	if text, ok := englishText(key, Message{Key: key, Args: args}.MessageArgs()); ok {
		return text
	}
	text, ok := englishMessages[key]
	if !ok {
		return key
	}
	if len(args) == 0 {
		return text
	}
	names := make([]string, 0, len(args))
	for n := range args {
		names = append(names, n)
	}
	sort.Strings(names)
	pairs := make([]string, 0, 2*len(names))
	for _, n := range names {
		pairs = append(pairs, "{"+n+"}", args[n])
	}
	return strings.NewReplacer(pairs...).Replace(text)
}

// Message is a translatable message: a catalogue key and its named arguments.
type Message struct {
	Key  string
	Args map[string]string
}

// English renders the message in English.
func (m Message) English() string { return render(m.Key, m.Args) }

func msg(key string, kv ...string) Message {
	m := Message{Key: key}
	if len(kv) > 0 {
		m.Args = make(map[string]string, len(kv)/2)
		for i := 0; i+1 < len(kv); i += 2 {
			m.Args[kv[i]] = kv[i+1]
		}
	}
	return m
}

// FENError reports a malformed FEN. Field names the FEN field at fault
// ("board", "turn", "castling", "ep", "halfmoves", "fullmoves" or "" for the
// whole text).
type FENError struct {
	Field string
	Message
}

func (e *FENError) Error() string { return "FEN: " + e.English() }

// PositionError reports a set-up that is not a legal chess position.
type PositionError struct {
	Message
}

func (e *PositionError) Error() string { return "position: " + e.English() }
