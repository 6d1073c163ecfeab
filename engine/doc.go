// Package engine is Arbiter's rules core: squares and bitboards, an
// unvalidated Setup apart from a validated Position, legal move generation
// for standard chess and Chess960, Zobrist keys, FEN (with Shredder/X-FEN
// castling letters), move notation in several languages and styles, PGN and
// perft.
//
// The package is pure: it does no I/O and knows no user interface. Errors
// carry a message key and named arguments so that callers can translate
// them; their Error method renders English.
//
// Castling moves are encoded king square to rook square, so standard chess
// and Chess960 share one representation. Play mutates a Position in place;
// Position is a small value type, so copying it before Play keeps the
// previous state.
package engine
