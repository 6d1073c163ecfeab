// Package engine is Arbiter's rules core: squares and bitboards, an
// unvalidated Setup apart from a validated Position, legal move generation
// for standard chess and Chess960, Zobrist keys, FEN (with Shredder/X-FEN
// castling letters), move notation in several languages and styles, PGN and
// perft.
//
// The package is pure: it does no I/O and knows no user interface. Every
// translatable text of the program, an error or not, is a Message: a
// catalogue key, named arguments and, where callers branch on the reason,
// a typed Kind (message.go), so that callers translate it with the i18n
// catalogues; *Message is an error whose Error method renders the English
// catalogue's text, which the i18n package registers (SetEnglish), as the
// package keeps no copy of it.
//
// The notation errors (FENError, MoveError, AmbiguousMoveError, PGNError,
// GameError, ReadingError, PositionError) embed a Message and add what
// their callers read besides the text (the FEN field, the move text, the
// candidate moves, the PGN line and column, every problem of a set-up);
// where a caller branches on the reason they carry a typed Kind with an
// errors.Is sentinel (ErrIllegalMove, ErrReadingRange; a Problem's
// ProblemKind). A Message is also a claim's reason, a PGN game's warning
// and an argument of a store step.
//
// Positions. ParseFEN reads a FEN strictly into a Setup; NewPosition
// validates it into a Position and drops castling rights that can never be
// used. Castling rights are kept as the squares of the rooks that hold them,
// so a rook captured on its corner takes its right with it even if another
// rook arrives there later. Castling moves are encoded king square to rook
// square, so standard chess and Chess960 share one representation; in
// Chess960 the king ends on the g- or c-file and the rook beside it, all
// squares both cross must be empty apart from the two, and the king's path
// must not be attacked. A standard-letter (KQkq) castling field whose right
// cannot exist in standard chess, such as a king off the e-file, is read as
// X-FEN and makes the set-up Chess960.
//
// Play mutates a Position in place; Position is a small value type (112
// bytes), so copying it before Play keeps the previous state.
//
// Notation. Format writes a move in a Notation (language and style);
// ParseMove reads the same notation strictly; ParseLenient reads what
// players write on paper in any of the given languages and reports true
// ambiguity with the candidate moves. PGN reading keeps the main line and
// its variations (PGNMove.Variations), which WritePGN writes back; text
// after a game's result that is no game is named in the game's Warnings.
//
// Mate analysis (the unwinnable*.go files, about half of the
// package). AnalyseMate answers whether a side can still checkmate by any
// series of legal moves, which decides a dead position (FIDE 5.2.2), a flag
// fall (6.9) and the illegal-move penalty (7.5.5): CanMate with a witness
// line, CannotMate with a proof, or Undetermined when its budget runs out,
// never a wrong answer. It plays forced moves, then sound static arguments
// (unwinnable_static.go: material, and where each piece can ever go, which
// sees pawn walls and bishop colours; unwinnable_cage.go and
// unwinnable_matingentries.go refine that with pieces shut in a cage and
// squares whose entry mates the winner first), then a helpmate search
// steered by plans (unwinnable_search.go, unwinnable_gap.go,
// unwinnable_pawnplan.go) with a breadth-first search beside it. It is
// written here, not taken from a library, because no Go library decides
// it: the published analyser it is measured against (bench/unwinnable) is
// a C++ program.
//
// Two files are long on purpose. unwinnable_search.go is the helpmate search in one piece: its
// move classes, node facts, corner guidance and pruning share the search's state and tables, and
// each change to one is measured against bench/unwinnable as a whole; split, the order of the
// tests a node goes through would be spread over files. pgn.go is the PGN reader and writer:
// the splitter, the tokenizer and the movetext builder read one grammar, whose error positions
// (PGNError) they share.
package engine
