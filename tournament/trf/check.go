package trf

import (
	"strconv"

	"arbiter/engine"
	"arbiter/internal/lazy"
)

// gameCodes are the pairs of result codes a game can carry, White's
// first: the played results, those of a game that lasted less than a move
// (W, D, L), the forfeits and a game without a result yet.
var gameCodes = lazy.Value[map[[2]byte]bool]{Make: func() map[[2]byte]bool {
	return map[[2]byte]bool{
		{'1', '0'}: true, {'0', '1'}: true, {'=', '='}: true,
		{'W', 'L'}: true, {'L', 'W'}: true, {'D', 'D'}: true,
		{'+', '-'}: true, {'-', '+'}: true, {'-', '-'}: true, {' ', ' '}: true,
	}
}}

// Contradiction is the first game the report's lines contradict, as every
// reader refuses it (the import, pair-trf, and through the import pair
// and check), nil when there is none: an opponent with no line, one
// whose cell names another opponent, two players of one colour (a
// forfeit written without colours aside), results that do not fit
// together (both claim the win). The error names the line of the player
// with the lower number, the round and both players.
func (t *Tournament) Contradiction() error {
	// Both maps made at their size: grown a player at a time, they were
	// made again twice over in a 30-player report.
	byID := make(map[int]*Player, len(t.Players))
	for _, p := range t.Players {
		if byID[p.ID] == nil {
			byID[p.ID] = p // the first of a repeated number, as PlayerByID
		}
	}
	// The lines of a parsed report (a report built in memory has none).
	line := make(map[int]int, len(t.Players))
	k := 0
	for i, ln := range t.lines {
		if ln.tag == "001" && k < len(t.Players) {
			if id := t.Players[k].ID; line[id] == 0 {
				line[id] = i + 1
			}
			k++
		}
	}
	for _, p := range t.Players {
		for r := 1; r <= len(p.Games); r++ {
			g := p.Game(r)
			if g.Opponent == 0 {
				continue
			}
			fail := func(key string, col int) error {
				return gameError(key, line[p.ID], col, r, p.ID, g.Opponent)
			}
			opp := byID[g.Opponent]
			if opp == nil {
				return fail("trf.err.game.noline", 92+10*(r-1))
			}
			if opp.Game(r).Opponent != p.ID {
				return fail("trf.err.game.opponent", 92+10*(r-1))
			}
			if p.ID > opp.ID {
				continue // the pair was checked from the lower number
			}
			og := opp.Game(r)
			white, black := g.Code(), og.Code()
			switch c := [2]byte{g.ColourCode(), og.ColourCode()}; c {
			case [2]byte{'w', 'b'}:
			case [2]byte{'b', 'w'}:
				white, black = black, white
			case [2]byte{'-', '-'}:
				if !forfeit(white) || !forfeit(black) {
					return fail("trf.err.game.colour", 92+10*(r-1)+5)
				}
			default:
				return fail("trf.err.game.colour", 92+10*(r-1)+5)
			}
			if !gameCodes.Get()[[2]byte{white, black}] {
				return fail("trf.err.game.result", 92+10*(r-1)+7)
			}
		}
	}
	return nil
}

// gameError names the round and both players, and the line and column
// where the report has lines (key + ".line").
func gameError(key string, line, col, round, player, opponent int) error {
	args := map[string]any{"round": strconv.Itoa(round), "player": strconv.Itoa(player), "opponent": strconv.Itoa(opponent)}
	if line > 0 {
		key += ".line"
		args["line"], args["column"] = strconv.Itoa(line), strconv.Itoa(col)
	}
	return &engine.Message{Key: key, Args: args}
}

func forfeit(c byte) bool { return c == ResultForfeitWin || c == ResultForfeitLoss }
