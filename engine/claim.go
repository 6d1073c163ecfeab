package engine

import "strconv"

// ClaimKind is the kind of a draw claim a player makes to the arbiter.
type ClaimKind uint8

const (
	// ClaimThreefold: the same position for at least the third time (FIDE 9.2,
	// USSR 1953 §18g).
	ClaimThreefold ClaimKind = iota
	// ClaimFifty: fifty moves by each player without a pawn move or a capture
	// (FIDE 9.3, USSR 1953 §18f).
	ClaimFifty
)

// String returns "threefold" or "fifty".
func (k ClaimKind) String() string {
	if k == ClaimFifty {
		return "fifty"
	}
	return "threefold"
}

// ParseClaimKind reads "threefold" or "fifty".
func ParseClaimKind(s string) (ClaimKind, bool) {
	switch s {
	case "threefold":
		return ClaimThreefold, true
	case "fifty":
		return ClaimFifty, true
	}
	return 0, false
}

// ClaimOptions describes a claim by the player to move.
type ClaimOptions struct {
	// Laws are the rule book's: how positions compare, and whether a
	// shown long win extends the fifty-move count.
	Laws Laws
	// Intended is the move the claimant has written down and declared
	// without playing it (FIDE 9.2.1.1, 9.3.1); NoMove for a claim on the
	// position on the board (9.2.1.2, 9.3.2).
	Intended Move
	// LongWinShown is the arbiter's finding under USSR 1953 §18f that from
	// the position where the count began a win is possible but needs more
	// than 50 moves; the claim then needs 50 further moves (100 in all).
	LongWinShown bool
}

// Occurrence is one earlier appearance of a repeated position, as the
// arbiter finds it on the scoresheets.
type Occurrence struct {
	// Ply is the number of half-moves played when the position appeared
	// (0 = the start position).
	Ply int `json:"ply"`
	// After is the move that produced it, as "23...Nf6", or "" for the
	// start position.
	After string `json:"after,omitempty"`
}

// ClaimRuling is the arbiter's check of a draw claim, ready for JSON. Package
// rules names the articles it rests on.
type ClaimRuling struct {
	Valid bool   `json:"valid"`
	Kind  string `json:"kind"`
	// Intended is the declared move in SAN, if any: the claim is on the
	// position after it (FIDE 9.2.1.1, 9.3.1), else on the position on the
	// board (9.2.1.2, 9.3.2).
	Intended string `json:"intended,omitempty"`
	// Occurrences lists every appearance of the claimed position
	// (threefold claims).
	Occurrences []Occurrence `json:"occurrences,omitempty"`
	// RightsDiffer: the claim fails only on the proviso of the same
	// position (FIDE 9.2.2): the same pieces stood on the same squares
	// with the same player to move three times or more, but the castling
	// or en passant possibilities differed (threefold claims).
	RightsDiffer bool `json:"rights_differ,omitempty"`
	// Halfmoves is the number of half-moves without a pawn move or capture
	// (fifty-move claims), Needed the number the claim requires.
	Halfmoves int `json:"halfmoves,omitempty"`
	Needed    int `json:"needed,omitempty"`
	// Finding is what the record shows (how often the position appeared,
	// how many moves without a pawn move or capture), without the verdict:
	// a ruling that says the verdict itself adds this, and says it once.
	Finding Message `json:"-"`
	// Reason is the finding and the verdict: the claim check's answer.
	Reason Message `json:"-"`
	// ReasonText is the English rendering of Reason.
	ReasonText string `json:"reason"`
}

// Claim checks a draw claim by the player to move in the current position.
// A claim is valid when the position for the third time (or the fifty-move
// count) either has just appeared or will appear after the declared intended
// move. The error reports an illegal intended move.
func (g *Game) Claim(kind ClaimKind, opts ClaimOptions) (ClaimRuling, error) {
	r := ClaimRuling{Kind: kind.String()}
	n := g.Ply()
	ids, halfmoves := g.ids, g.halfmoves
	last := ""
	if opts.Intended != NoMove {
		p := g.Position()
		if !p.IsLegal(opts.Intended) {
			return ClaimRuling{}, &gameError{msg("analysis.claim.intended_illegal", "move", opts.Intended.String())}
		}
		num, mover := p.Fullmoves(), p.Turn()
		r.Intended = p.SAN(opts.Intended)
		last = moveText(num, mover, r.Intended)
		p.Play(opts.Intended)
		// Extend copies of the history by the declared move.
		ids = append(ids[:n+1:n+1], p.Identity(SameFIDE))
		hm := p.Halfmoves()
		if hm > 0 {
			hm = halfmoves[n] + 1
		}
		halfmoves = append(halfmoves[:n+1:n+1], hm)
		n++
	}

	switch kind {
	case ClaimThreefold:
		for _, i := range occurrences(ids, halfmoves, n, opts.Laws.Equality) {
			o := Occurrence{Ply: i}
			switch {
			case i == 0:
			case i <= g.Ply():
				o.After = g.MoveLabel(i)
			default:
				o.After = last
			}
			r.Occurrences = append(r.Occurrences, o)
		}
		r.Valid = len(r.Occurrences) >= 3
		count := strconv.Itoa(len(r.Occurrences))
		placed := 0
		if !r.Valid && opts.Laws.Equality == SameFIDE {
			placed = len(occurrences(ids, halfmoves, n, SamePlacement))
		}
		r.RightsDiffer = placed >= 3
		switch {
		case r.Valid:
			r.Finding = msg("analysis.claim.threefold_valid", "count", count)
		case r.RightsDiffer:
			r.Finding = msg("analysis.claim.threefold_rights", "count", count, "placed", strconv.Itoa(placed))
		default:
			r.Finding = msg("analysis.claim.threefold_invalid", "count", count)
		}
	case ClaimFifty:
		r.Needed = 100
		if opts.Laws.LongWin && opts.LongWinShown {
			r.Needed = 200
		}
		// The position's own clock counts plies before a set-up start too.
		if opts.Intended != NoMove {
			p := g.Position()
			p.Play(opts.Intended)
			r.Halfmoves = p.Halfmoves()
		} else {
			p := g.Position()
			r.Halfmoves = p.Halfmoves()
		}
		r.Valid = r.Halfmoves >= r.Needed
		args := []string{"moves", strconv.Itoa(r.Halfmoves / 2), "needed", strconv.Itoa(r.Needed / 2)}
		if r.Valid {
			r.Finding = msg("analysis.claim.fifty_valid", args...)
		} else {
			r.Finding = msg("analysis.claim.fifty_invalid", args...)
		}
	}
	verdict := "analysis.claim.incorrect"
	if r.Valid {
		verdict = "analysis.claim.correct"
	}
	r.Reason = Message{Key: verdict, Args: map[string]any{"finding": r.Finding}}
	r.ReasonText = r.Reason.English()
	return r, nil
}

// moveText writes a numbered SAN move, "23.Nf3" or "23...Nf6".
// MoveLabel is move m of the position written with its number in
// notation n: "23...Nf6", "23...Rf6" in Finnish.
func (p *Position) MoveLabel(m Move, n Notation) string {
	return moveText(p.Fullmoves(), p.Turn(), p.Format(m, n))
}

func moveText(number int, mover Color, san string) string {
	dots := "."
	if mover == Black {
		dots = "..."
	}
	return strconv.Itoa(number) + dots + san
}
