package engine

import "strings"

// analysisMessages holds the English text of the message keys of game
// records, claims and the mate analysis; i18n/<lang>/analysis.json carries
// them for translation (a test keeps the English catalogue equal).
var analysisMessages = map[string]string{
	"analysis.game.illegal_move":       "move {move} (half-move {ply}) is not legal in the position",
	"analysis.game.restore_range":      "cannot restore the position after half-move {ply}: the game has {plies} half-moves",
	"analysis.claim.intended_illegal":  "the declared move {move} is not legal",
	"analysis.claim.threefold_valid":   "the position has appeared {count} times: the claim is correct",
	"analysis.claim.threefold_invalid": "the position has appeared only {count, plural, one {once} other {# times}}: the claim is incorrect",
	"analysis.claim.fifty_valid":       "{moves} moves by each player without a pawn move or capture (needed {needed}): the claim is correct",
	"analysis.claim.fifty_invalid":     "only {moves} moves by each player without a pawn move or capture (needed {needed}): the claim is incorrect",
	"analysis.verdict.can-mate":        "can checkmate",
	"analysis.verdict.cannot-mate":     "cannot checkmate by any series of legal moves",
	"analysis.verdict.undetermined":    "undetermined (the analysis ran out of its budget)",
	"analysis.outcome.none":            "play continues",
	"analysis.outcome.checkmate":       "checkmate",
	"analysis.outcome.stalemate":       "stalemate",
	"analysis.outcome.dead":            "dead position: neither side can checkmate",
	"analysis.outcome.insufficient":    "insufficient material",
	"analysis.outcome.fivefold":        "fivefold repetition",
	"analysis.outcome.seventy-five":    "75 moves without a pawn move or capture",
}

// analysisText renders a message of this area in English, as render does.
func analysisText(m Message) string {
	if text, ok := englishText(m.Key, m.MessageArgs()); ok {
		return text
	}
	text, ok := analysisMessages[m.Key]
	if !ok {
		return m.Key
	}
	for name, value := range m.Args {
		text = strings.ReplaceAll(text, "{"+name+"}", value)
	}
	return text
}
