package rules

import (
	"errors"

	"arbiter/engine"
)

// InterpretSealed reads a sealed move as the arbiter must when the envelope
// is opened (FIDE I.8, 1953 §23) and says whether it is clear, an obvious
// slip whose meaning is certain, ambiguous, illegible or illegal. It returns
// the move meant when there is exactly one.
//
// The move is read in the event's language only (1953 §20: the notation of
// the event's scoresheets): a Finnish "Lf4" is a bishop move even where an
// Estonian queen could also go to f4, and an Estonian "Rf3" is a knight move
// that no rook may stand in for. The slips are those of
// engine.Position.ReadSealedMove, the 1953 worked examples.
func InterpretSealed(p engine.Position, text string, lang engine.Lang) (engine.Move, SealedStatus) {
	m, exact, err := p.ReadSealedMove(text, lang)
	var amb *engine.AmbiguousMoveError
	switch {
	case err == nil && exact:
		return m, sealedClear
	case err == nil:
		return m, sealedSlip
	case errors.As(err, &amb):
		return engine.NoMove, sealedAmbiguous
	case looksLikeMove(text):
		return engine.NoMove, sealedIllegal
	}
	return engine.NoMove, sealedIllegible
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
