package engine

import (
	"errors"
	"slices"
)

// ReadSealedMove reads a sealed move the way the USSR chess code of 1953
// (§23) asks the arbiter to: a move that is legal as written is taken as it
// is (exact is true); an evident slip in a long-notation move is corrected
// when only one legal move fits it (exact is false). The moves that fit a
// slip are those of the written piece from the written square to a square on
// the written destination's file or rank ("Re7—f4": the knight on e7 can
// reach the f-file only on f5), and those of the same kind of piece from
// anywhere to the written destination ("Ld7—f4" for Lc7—f4). When more than
// one fits ("Ob1—g7" with the bishop able to reach g6 and h7) the result is
// an *AmbiguousMoveError naming them, which under that code loses the game
// for the player who sealed.
func (p *Position) ReadSealedMove(text string, langs ...Lang) (m Move, exact bool, err error) {
	m, err = p.ParseLenient(text, langs...)
	if !errors.Is(err, errIllegalMove) {
		return m, err == nil, err
	}
	if len(langs) == 0 {
		langs = Langs
	}
	pat, perr := parseLenient(text, langs)
	if perr != nil || pat.castle != 0 || pat.fromFile < 0 || pat.fromRank < 0 {
		return NoMove, false, err
	}
	from := SquareAt(pat.fromFile, pat.fromRank)
	roles := pat.roles
	if len(roles) == 0 {
		roles = []Role{Pawn}
	}
	var buf [256]Move
	var fits []Move
	for _, c := range p.LegalMoves(buf[:0]) {
		if c.IsCastle() || !slices.Contains(roles, p.roleAt(c.From())) {
			continue
		}
		if len(pat.promos) > 0 && !slices.Contains(pat.promos, c.Promotion()) {
			continue
		}
		to := c.To()
		sameLine := to.File() == pat.to.File() || to.Rank() == pat.to.Rank()
		if c.From() == from && sameLine || to == pat.to {
			fits = append(fits, c)
		}
	}
	switch len(fits) {
	case 0:
		return NoMove, false, err
	case 1:
		return fits[0], false, nil
	}
	return NoMove, false, p.matchError(text, fits, Notation{langs[0], Long1953})
}
