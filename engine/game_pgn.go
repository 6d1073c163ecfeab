package engine

// GameFromPGN builds a game record from a parsed PGN game: its start
// position and its moves with the clock readings of [%clk] comments.
func GameFromPGN(pg *PGNGame) (*Game, error) {
	g := NewGame(pg.Start)
	for _, m := range pg.Moves {
		if err := g.Append(GameMove{Move: m.Move, Clock: m.Clock, HasClock: m.HasClock}); err != nil {
			return nil, err
		}
	}
	return g, nil
}
