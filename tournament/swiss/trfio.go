package swiss

import (
	"fmt"
	"math"

	"arbiter/tournament/trf"
)

// FromTRF builds the input for pairing round from a parsed TRF, as the
// report's pairing problem states it (trf.Problem, the one reading the
// import shares): the player lines' rounds before it give the history,
// each cell without opponent the bye the problem reads in it; the players
// the problem finds absent in round (withdrawn, a requested bye or an
// absence in its column, a 240 record) are not paired, and a blank cell
// is a player to pair, as JaVaFo reads it (Swiss-Manager pads its lines
// with the round to pair blank); games already in that column are
// ignored. Acceleration (250, XXA), forbidden pairs (260, XXP), the
// number of rounds (142, XXR), the initial colour (152, XXC) and the
// points (162) are the problem's. A report whose lines contradict each
// other is refused as the import refuses it (trf.Tournament.Contradiction).
func FromTRF(t *trf.Tournament, round int) (Input, error) {
	if err := t.Contradiction(); err != nil {
		return Input{}, err
	}
	pr := t.Problem()
	sc := pr.Score()
	in := Input{
		Round:       round,
		TotalRounds: pr.Rounds,
		Scoring: Scoring{Win: tenths(sc.Win), Draw: tenths(sc.Draw), Loss: tenths(sc.Loss),
			PairingBye: tenths(sc.PairingBye), ZeroBye: tenths(sc.Absence), ForfeitLoss: tenths(sc.Absence)},
		InitialColour: White,
	}
	if pr.InitialColour == 'B' {
		in.InitialColour = Black
	}
	acc := bakuAccelerated(t, pr.Rounds)
	if len(t.Players) > 0 {
		in.Players = make([]Player, 0, len(t.Players))
	}
	for _, p := range t.Players {
		pl := Player{ID: p.ID, Rating: p.Rating, Absent: pr.AbsentIn(p.ID, round)}
		if round > 1 {
			pl.History = make([]Round, 0, round-1)
		}
		for r := 1; r < round; r++ {
			rd, err := roundOf(p.Game(r), pr.Bye(p.ID, r), in.Scoring)
			if err != nil {
				return in, fmt.Errorf("player %d, round %d: %w", p.ID, r, err)
			}
			pl.History = append(pl.History, rd)
		}
		for r := 1; r <= round; r++ {
			if a := tenths(acc.AccelerationOf(p.ID, r)); a != 0 {
				for len(pl.Acceleration) < r {
					pl.Acceleration = append(pl.Acceleration, 0)
				}
				pl.Acceleration[r-1] = a
			}
		}
		in.Players = append(in.Players, pl)
	}
	in.Forbidden = pr.Forbidden(round)
	return in, nil
}

// bakuAccelerated is the report with the 250 records of Baku's
// acceleration where record 192's code asks for it ("…_BAKU") and no 250
// or XXA record states an acceleration, as the import reads it: group A
// of the players who started (a round-1 cell with an opponent or a bye;
// everyone before round 1 is paired). Otherwise the report itself.
func bakuAccelerated(t *trf.Tournament, rounds int) *trf.Tournament {
	if _, baku := trf.BakuCode(t.TypeCode); !baku || len(t.Accelerations) > 0 || len(t.PlayerAccelerations) > 0 {
		return t
	}
	var started, all []int
	for _, p := range t.Players {
		all = append(all, p.ID)
		if g := p.Game(1); g.Opponent > 0 || g.Result != ' ' && g.Result != 0 {
			started = append(started, p.ID)
		}
	}
	if len(started) == 0 {
		started = all
	}
	c := *t
	c.Accelerations = BakuRecords(rounds, BakuLastNumber(started))
	return &c
}

// tenths is a TRF points value in the engine's tenths of a point.
func tenths(f float64) int { return int(math.Round(f * 10)) }

// roundOf is one round of a player's history: the game of a cell with an
// opponent, else the bye the problem reads in it (trf.Problem.Bye), a
// cell with no entry an absence without points.
func roundOf(g trf.Game, bye byte, s Scoring) (Round, error) {
	col := None
	switch g.ColourCode() {
	case 'w':
		col = White
	case 'b':
		col = Black
	}
	code := g.Code()
	if g.Opponent != 0 {
		switch code {
		case '1', 'W':
			return Round{Kind: Played, Opponent: g.Opponent, Colour: col, Points: s.Win}, nil
		case '=', 'D':
			return Round{Kind: Played, Opponent: g.Opponent, Colour: col, Points: s.Draw}, nil
		case '0', 'L':
			return Round{Kind: Played, Opponent: g.Opponent, Colour: col, Points: s.Loss}, nil
		case '+':
			return Round{Kind: ForfeitWin, Opponent: g.Opponent, Colour: col, Points: s.Win}, nil
		case '-':
			return Round{Kind: ForfeitLoss, Opponent: g.Opponent, Colour: col, Points: s.ForfeitLoss}, nil
		case ' ':
			// A game without result: no game yet, as the pairing
			// programs read it.
			return Round{Kind: ZeroBye, Points: s.ZeroBye}, nil
		case 'U', 'F', 'H', 'Z':
			bye = code // a bye code beside an opponent: the bye
		default:
			return Round{}, errorf("swiss.err.result", map[string]any{"code": string(code)})
		}
	}
	switch bye {
	case 'U':
		return Round{Kind: PairingBye, Points: s.PairingBye}, nil
	case 'F':
		return Round{Kind: FullBye, Points: s.Win}, nil
	case 'H':
		return Round{Kind: HalfBye, Points: s.Draw}, nil
	}
	return Round{Kind: ZeroBye, Points: s.ZeroBye}, nil
}
