package rules

import (
	"errors"
	"slices"
	"strings"

	"arbiter/engine"
)

// InterpretSealed reads a sealed move as the arbiter must when the envelope
// is opened (FIDE I.8, 1953 §23) and says whether it is clear, an obvious
// slip whose meaning is certain, ambiguous, illegible or illegal. It returns
// the move meant when there is exactly one.
//
// A move that reads as one legal move in the given languages' notation is
// clear. Otherwise a full-notation text ("Re7—f4": piece, from-square,
// to-square) is tested for a slip as in the 1953 worked examples: the
// candidates are the moves of the named piece on the named square to a
// square on the written file or rank, and the moves of a piece of the named
// kind to the written square. One candidate is a slip with a certain
// meaning ("Re7—f4" when only the knight on e7 moves on the f-file, to f5;
// "Ld7—f4" for the queen on c7); several are ambiguous ("Ob1—g7" when the
// bishop can reach both g6 and h7); none make the move illegal.
func InterpretSealed(p engine.Position, text string, langs ...engine.Lang) (engine.Move, SealedStatus) {
	if len(langs) == 0 {
		langs = engine.Langs
	}
	m, err := p.ParseLenient(text, langs...)
	if err == nil {
		return m, SealedClear
	}
	var amb *engine.AmbiguousMoveError
	if errors.As(err, &amb) {
		return engine.NoMove, SealedAmbiguous
	}
	roles, from, to, ok := readFull(text, langs)
	if !ok {
		if looksLikeMove(text) {
			return engine.NoMove, SealedIllegal
		}
		return engine.NoMove, SealedIllegible
	}
	var cands []engine.Move
	for _, lm := range p.LegalMoves(nil) {
		pc, _ := p.PieceAt(lm.From())
		if lm.IsCastle() || !slices.Contains(roles, pc.Role) {
			continue
		}
		sameFrom := lm.From() == from && lm.To() != to && (lm.To().File() == to.File() || lm.To().Rank() == to.Rank())
		sameTo := lm.To() == to && lm.From() != from
		if (sameFrom || sameTo) && !slices.Contains(cands, lm) {
			cands = append(cands, lm)
		}
	}
	switch len(cands) {
	case 0:
		return engine.NoMove, SealedIllegal
	case 1:
		return cands[0], SealedSlip
	}
	return engine.NoMove, SealedAmbiguous
}

// readFull reads "[piece]from[-—:x]to[promotion]" with the piece letters of
// langs; no letter means a pawn. A letter may stand for several roles
// across languages.
func readFull(text string, langs []engine.Lang) (roles []engine.Role, from, to engine.Square, ok bool) {
	s := strings.TrimSpace(text)
	s = strings.TrimRight(s, "+#×!?")
	var squares []engine.Square
	var letters string
	for i := 0; i < len(s); {
		if i+1 < len(s) && s[i] >= 'a' && s[i] <= 'h' && s[i+1] >= '1' && s[i+1] <= '8' {
			sq, _ := engine.ParseSquare(s[i : i+2])
			squares = append(squares, sq)
			i += 2
			continue
		}
		if len(squares) == 0 {
			letters += s[i : i+1]
		}
		i++
	}
	if len(squares) != 2 {
		return nil, 0, 0, false
	}
	letters = strings.TrimSpace(letters)
	if letters == "" {
		return []engine.Role{engine.Pawn}, squares[0], squares[1], true
	}
	for _, l := range langs {
		table := engine.PieceLetters(l)
		for r := engine.Knight; r <= engine.King; r++ {
			if table[r] == letters && !slices.Contains(roles, r) {
				roles = append(roles, r)
			}
		}
	}
	return roles, squares[0], squares[1], len(roles) > 0
}

// looksLikeMove tells an unreadable scrawl from a readable but impossible
// move: it holds at least one square name.
func looksLikeMove(text string) bool {
	for i := 0; i+1 < len(text); i++ {
		if text[i] >= 'a' && text[i] <= 'h' && text[i+1] >= '1' && text[i+1] <= '8' {
			return true
		}
	}
	return false
}
