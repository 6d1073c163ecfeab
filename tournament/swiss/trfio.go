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
	in := Input{
		Round:         round,
		TotalRounds:   pr.Rounds,
		Scoring:       scoringOf(pr),
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

// scoringOf is the points of a report's pairing problem (its 162 record)
// in tenths of a point.
func scoringOf(pr *trf.Problem) Scoring {
	sc := pr.Score()
	return Scoring{Win: tenths(sc.Win), Draw: tenths(sc.Draw), Loss: tenths(sc.Loss),
		PairingBye: tenths(sc.PairingBye), ZeroBye: tenths(sc.Absence), ForfeitLoss: tenths(sc.Absence)}
}

// ReportRounds is a report's rounds read once as FromTRF reads them, so
// that each of them is laid out as the pairing published it (Boards)
// without the whole report read again for each round: an import numbers
// every round of a Swiss report so.
type ReportRounds struct {
	pr      *trf.Problem
	players []Player // each player's history, to the round before unread
	// unread is the first round with a cell roundOf cannot read, 0 none
	// (Contradiction admits no such cell, so it is 0 wherever refused is
	// false; it is kept as FromTRF keeps it).
	unread  int
	refused bool  // the report's lines contradict each other
	in      Input // the round as each Order reads it, its players made once
	c       ctx   // the players' states in the round, read into the same maps and slices
}

// ReadRounds reads the rounds before last of report t, whose pairing
// problem pr is (t.Problem()).
func ReadRounds(t *trf.Tournament, pr *trf.Problem, last int) *ReportRounds {
	rr := &ReportRounds{pr: pr, refused: t.Contradiction() != nil}
	if rr.refused {
		return rr
	}
	sc := scoringOf(pr)
	rr.players = make([]Player, len(t.Players))
	for i, p := range t.Players {
		pl := Player{ID: p.ID}
		if last > 1 {
			pl.History = make([]Round, 0, last-1)
		}
		for r := 1; r < last; r++ {
			rd, err := roundOf(p.Game(r), pr.Bye(p.ID, r), sc)
			if err != nil {
				if rr.unread == 0 || r < rr.unread {
					rr.unread = r
				}
				break
			}
			pl.History = append(pl.History, rd)
		}
		rr.players[i] = pl
	}
	return rr
}

// Order is Boards over FromTRF(t, round), round at most the last that
// ReadRounds was given, as the index in pairs of each pair it lays out:
// its pairs in the order the pairing published them; false where FromTRF
// would refuse that round (a cell of a round before it that no pairing
// reads, or lines that contradict each other). One round at a time: the
// rounds share the players' slice and their states.
func (rr *ReportRounds) Order(round int, pairs []Pair) ([]int, bool) {
	if rr.refused || rr.unread != 0 && round > rr.unread {
		return nil, false
	}
	if rr.in.Players == nil {
		rr.in.Players = make([]Player, len(rr.players))
	}
	rr.in.Round = round
	for i, p := range rr.players {
		rr.in.Players[i] = Player{ID: p.ID, Absent: rr.pr.AbsentIn(p.ID, round), History: p.History[:round-1]}
	}
	rr.c.read(&rr.in, false)
	return boardOrder(&rr.c, pairs), true
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
