package engine

// Result is how a game stands or ended, written as PGN writes it: the one
// typed result of a game for the engine, the rules (a decision's result)
// and the tournament (which adds forfeits and adjournment to it). With an
// Outcome it says what python-chess's Outcome(termination, winner) says.
type Result string

// The results. BothLose is not a PGN result: the Laws let both players
// lose a game (FIDE 11.8 read with 6.7, USSR 1953 §17c), which an event
// scores as a double forfeit.
const (
	Ongoing   Result = "*"
	WhiteWins Result = "1-0"
	BlackWins Result = "0-1"
	Draw      Result = "1/2-1/2"
	BothLose  Result = "0-0"
)

// Win is the result of a game side c wins.
func Win(c Color) Result {
	if c == Black {
		return BlackWins
	}
	return WhiteWins
}

// Shown is a game's result as every table and ruling writes it: "1–0",
// "½–½", "0–1" (the record's "1/2-1/2" is PGN's); "" for any other.
func (r Result) Shown() string {
	switch r {
	case WhiteWins:
		return "1–0"
	case Draw:
		return "½–½"
	case BlackWins:
		return "0–1"
	}
	return ""
}

// Ended reports whether the game is over.
func (r Result) Ended() bool { return r != Ongoing && r != "" }

// Winner returns the side that won, and false for a draw, a game both
// lose and one going on.
func (r Result) Winner() (Color, bool) {
	switch r {
	case WhiteWins:
		return White, true
	case BlackWins:
		return Black, true
	}
	return White, false
}

// parseResult reads a PGN game-termination marker: "1-0", "0-1",
// "1/2-1/2" or "*"; ok is false for anything else.
func parseResult(s string) (Result, bool) {
	switch r := Result(s); r {
	case WhiteWins, BlackWins, Draw, Ongoing:
		return r, true
	}
	return Ongoing, false
}

// pgn is the result as PGN can write it: a game both lose has no PGN
// marker and stands as "*".
func (r Result) pgn() Result {
	if r, ok := parseResult(string(r)); ok {
		return r
	}
	return Ongoing
}
