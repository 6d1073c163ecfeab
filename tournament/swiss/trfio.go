package swiss

import (
	"fmt"
	"math"
	"strings"

	"arbiter/tournament/trf"
)

// FromTRF builds the input for pairing round from a parsed TRF: the player
// lines' rounds before it give the history, and round's own column marks
// the players who are not to be paired (requested byes H, F or Z and the
// absence "0000 -" with opponent 0000); a blank cell is a player to pair,
// as JaVaFo reads it (Swiss-Manager pads its lines with the round to pair
// blank), and games already in that column are ignored. Records 240
// (byes), 250 and JaVaFo's XXA (acceleration), 260 and XXP (forbidden
// pairs), 142/XXR (number of rounds), 152/XXC (initial colour) and 162
// (points) are used.
func FromTRF(t *trf.Tournament, round int) (Input, error) {
	sc := t.PointSystem()
	tenths := func(f float64) int { return int(math.Round(f * 10)) }
	in := Input{
		Round:       round,
		TotalRounds: t.Rounds,
		Scoring: Scoring{Win: tenths(sc.Win), Draw: tenths(sc.Draw), Loss: tenths(sc.Loss),
			PairingBye: tenths(sc.PairingBye), ZeroBye: tenths(sc.Absence), ForfeitLoss: tenths(sc.Absence)},
	}
	if in.TotalRounds == 0 {
		in.TotalRounds = t.PlayedRounds()
	}
	switch t.InitialColour {
	case 'W':
		in.InitialColour = White
	case 'B':
		in.InitialColour = Black
	default:
		in.InitialColour = firstRoundColour(t)
	}
	byes := map[int]bool{}
	for _, b := range t.Byes {
		if b.Round == round {
			for _, id := range b.Players {
				byes[id] = true
			}
		}
	}
	for _, p := range t.Players {
		pl := Player{ID: p.ID}
		for r := 1; r < round; r++ {
			g := p.Game(r)
			rd, err := roundOf(g, sc, in.Scoring)
			if err != nil {
				return in, fmt.Errorf("player %d, round %d: %w", p.ID, r, err)
			}
			pl.History = append(pl.History, rd)
		}
		if round <= len(p.Games) {
			g := p.Games[round-1]
			if g.Opponent == 0 && (strings.IndexByte("HFZ-", g.Code()) >= 0 || g.Code() == ' ' && g.Colour == '-') {
				pl.Absent = true
			}
		}
		if byes[p.ID] {
			pl.Absent = true
		}
		in.Players = append(in.Players, pl)
	}
	for i := range in.Players {
		p := &in.Players[i]
		for r := 1; r <= round; r++ {
			if a := tenths(t.AccelerationOf(p.ID, r)); a != 0 {
				for len(p.Acceleration) < r {
					p.Acceleration = append(p.Acceleration, 0)
				}
				p.Acceleration[r-1] = a
			}
		}
	}
	for _, group := range t.ForbiddenGroups {
		for i, a := range group {
			for _, b := range group[i+1:] {
				in.Forbidden = append(in.Forbidden, [2]int{a, b})
			}
		}
	}
	for _, f := range t.Prohibitions {
		if round < f.FirstRound || round > f.LastRound {
			continue
		}
		for i, a := range f.Players {
			for _, b := range f.Players[i+1:] {
				in.Forbidden = append(in.Forbidden, [2]int{a, b})
			}
		}
	}
	return in, nil
}

// firstRoundColour is the colour of the highest-ranked player who played in
// round 1 (the rule for files without record 152), White if none did.
func firstRoundColour(t *trf.Tournament) Colour {
	best := -1
	col := White
	for _, p := range t.Players {
		g := p.Game(1)
		if g.Opponent == 0 || (best >= 0 && p.ID > best) {
			continue
		}
		switch g.ColourCode() {
		case 'w':
			best, col = p.ID, White
		case 'b':
			best, col = p.ID, Black
		}
	}
	return col
}

func roundOf(g trf.Game, sc trf.Score, s Scoring) (Round, error) {
	tenths := func(f float64) int { return int(math.Round(f * 10)) }
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
		}
	}
	switch code {
	case 'U':
		return Round{Kind: PairingBye, Points: s.PairingBye}, nil
	case 'F', '+':
		return Round{Kind: FullBye, Points: s.Win}, nil
	case 'H':
		return Round{Kind: HalfBye, Points: tenths(sc.Draw)}, nil
	case 'Z', ' ', '-', '0':
		return Round{Kind: ZeroBye, Points: s.ZeroBye}, nil
	}
	return Round{}, errorf("swiss.err.result", map[string]any{"code": string(code)})
}

// PairTRF returns the Dutch pairing of round as text: the number of pairs
// on the first line, then "white black" per board in board order, the
// pairing-allocated bye as "id 0". Players whose column in round is an
// absence or a requested bye are not paired; a round after the round to
// pair (RoundToPair) is refused, and so is one with nobody to pair.
func PairTRF(t *trf.Tournament, round int) (string, error) {
	if next := t.RoundToPair(); round > next {
		return "", errorf("swisscli.err.skip", map[string]any{"round": round, "next": next})
	}
	in, err := FromTRF(t, round)
	if err != nil {
		return "", err
	}
	pairs, err := Pairing(in)
	if err != nil {
		return "", err
	}
	if len(pairs) == 0 {
		return "", errorf("swiss.err.nobody", map[string]any{"round": round})
	}
	return FormatPairs(pairs), nil
}

// FormatPairs renders pairs in the pairing-engine text format.
func FormatPairs(pairs []Pair) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d\n", len(pairs))
	for _, p := range pairs {
		fmt.Fprintf(&b, "%d %d\n", p.White, p.Black)
	}
	return b.String()
}

// WriteRound enters the pairing of round into the player lines of t:
// opponent and colour with the result left blank until the game is played,
// "0000 - U" for the pairing-allocated bye. Players not in pairs keep what
// their column says (requested byes, absences).
func WriteRound(t *trf.Tournament, round int, pairs []Pair) {
	set := func(id int, g trf.Game) {
		p := t.PlayerByID(id)
		if p == nil {
			return
		}
		for len(p.Games) < round {
			p.Games = append(p.Games, trf.Game{Colour: ' ', Result: ' '})
		}
		p.Games[round-1] = g
	}
	for _, pr := range pairs {
		if pr.Black == 0 {
			set(pr.White, trf.Game{Colour: '-', Result: 'U'})
			continue
		}
		set(pr.White, trf.Game{Opponent: pr.Black, Colour: 'w', Result: ' '})
		set(pr.Black, trf.Game{Opponent: pr.White, Colour: 'b', Result: ' '})
	}
}
