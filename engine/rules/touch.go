package rules

import (
	"slices"
	"strings"

	"arbiter/engine"
)

// Touch is what the arbiter finds a player touched on the board before
// his move (FIDE Article 4, 1953 §14): the pieces in the order he touched
// them, his own or his opponent's, and what he said or let go of.
type Touch struct {
	// Squares are the touched pieces' squares in the order touched.
	Squares []engine.Square `json:"squares"`
	// Announced: he said first that he adjusts ("j'adoube", "korjaan",
	// 1953 "kohendan"), 4.2.1 (2014 4.2), §14.
	Announced bool `json:"announced,omitempty"`
	// Accidental: the contact was clearly accidental (4.2.2 from 2018).
	Accidental bool `json:"accidental,omitempty"`
	// ReleasedOn, when set, is the square on which he put the first
	// touched own piece down and let go of it (4.7).
	ReleasedOn *engine.Square `json:"released_on,omitempty"`
	// PromotedTo is the new piece that has touched the promotion square
	// (4.4.4): the choice is final.
	PromotedTo engine.Role `json:"promoted_to,omitempty"`
}

// touchRuling is what the touch-move rule leaves the player on move.
type touchRuling struct {
	// Moves are the legal moves he may make; nil when he may make any.
	Moves []engine.Move
	// Topics are the articles the ruling rests on, in order.
	Topics []Topic
	// Key names the explanation ("rules.ruling." + Key).
	Key string
	// Continuation is how play goes on.
	Continuation Continuation
}

// Bound reports whether the touch narrows his moves.
func (t touchRuling) Bound() bool { return t.Moves != nil }

// MovesOf reads a decision's moves (UCI, Decision.Moves) back as the
// legal moves of the position they were ruled in; any other is left out.
func MovesOf(p *engine.Position, uci []string) []engine.Move {
	var out []engine.Move
	for _, m := range p.LegalMoves(nil) {
		if slices.Contains(uci, p.UCI(m)) {
			out = append(out, m)
		}
	}
	return out
}

func ruleTouch(r *Ruleset, p *engine.Position, t Touch) touchRuling {
	if t.Announced {
		return freeTouch("touch-adjusted", topicTouchAdjust)
	}
	// 4.2.2 frees a clearly accidental contact; the 2014 Laws bind only
	// the deliberate touch (the head of 4.3); the 1953 code makes no
	// exception for an accidental one.
	if _, ok := r.Articles[topicTouchAccidental]; ok && t.Accidental {
		return freeTouch("touch-accidental", topicTouchAccidental)
	}
	tc := touching{r: r, p: p, t: t, legal: p.LegalMoves(nil)}
	for _, sq := range t.Squares {
		pc, ok := p.PieceAt(sq)
		switch {
		case !ok:
		case pc.Color == p.Turn():
			tc.own = append(tc.own, sq)
		default:
			tc.opp = append(tc.opp, sq)
		}
	}
	switch {
	case len(tc.own) == 0 && len(tc.opp) == 0:
		return freeTouch("touch-nothing", topicTouchNone)
	case !r.FIDE:
		return touch1953(tc.own, tc.opp, tc.from, tc.taking, tc.bound)
	}
	// Castling begun by touching the king and a rook (4.4).
	if tr, ok := tc.castling(); ok {
		return tr
	}
	switch {
	case len(tc.opp) == 0:
		return tc.first(tc.own, tc.from, "touch-own", MoveTouched, topicTouchOwn)
	case len(tc.own) == 0:
		return tc.first(tc.opp, tc.taking, "touch-opponent", CaptureTouched, topicTouchOpponent)
	}
	return tc.both()
}

// freeTouch is a touch that binds the player to nothing.
func freeTouch(key string, topics ...Topic) touchRuling {
	return touchRuling{Topics: topics, Key: key, Continuation: Continue}
}

// touching is a touch as it is ruled: the legal moves of the position, and
// the own and the opponent's pieces touched, in the order touched.
type touching struct {
	r        *Ruleset
	p        *engine.Position
	t        Touch
	legal    []engine.Move
	own, opp []engine.Square
}

// from is the legal moves of the piece on sq.
func (tc *touching) from(sq engine.Square) []engine.Move {
	return slices.DeleteFunc(slices.Clone(tc.legal), func(m engine.Move) bool { return m.From() != sq })
}

// taking is the legal moves that take the piece on sq.
func (tc *touching) taking(sq engine.Square) []engine.Move {
	return slices.DeleteFunc(slices.Clone(tc.legal), func(m engine.Move) bool { return !captures(tc.p, m, sq) })
}

// bound is the touch binding the player to moves, narrowed by the piece
// put on the promotion square and by the square the piece was let go on.
func (tc *touching) bound(moves []engine.Move, key string, c Continuation, topics ...Topic) touchRuling {
	if tc.t.PromotedTo != engine.NoRole {
		topics = append(topics, topicTouchPromotion)
		moves = promotedTo(moves, tc.t.PromotedTo)
	}
	if len(moves) == 0 {
		return freeTouch("touch-no-move", append(topics, topicTouchNone)...)
	}
	tr := touchRuling{Moves: moves, Topics: topics, Key: key, Continuation: c}
	if tc.t.ReleasedOn != nil && len(tc.own) > 0 {
		return released(tc.r, tc.p, tr, tc.own[0], *tc.t.ReleasedOn, tc.legal)
	}
	return tr
}

// first binds the player to the moves of the first of the squares whose
// moves (by movesOf) there are; none, the touch binds to nothing.
func (tc *touching) first(squares []engine.Square, movesOf func(engine.Square) []engine.Move, key string, c Continuation, topic Topic) touchRuling {
	for _, sq := range squares {
		if moves := movesOf(sq); len(moves) > 0 {
			return tc.bound(moves, key, c, topic)
		}
	}
	return freeTouch("touch-no-move", topic, topicTouchNone)
}

// castling rules a touch of the king and a rook (4.4); ok is false when
// the first two own pieces touched are not those.
func (tc *touching) castling() (touchRuling, bool) {
	if len(tc.own) < 2 {
		return touchRuling{}, false
	}
	own := tc.own
	a, _ := tc.p.PieceAt(own[0])
	b, _ := tc.p.PieceAt(own[1])
	switch {
	case a.Role == engine.King && b.Role == engine.Rook:
		castle := slices.DeleteFunc(tc.from(own[0]), func(m engine.Move) bool { return !m.IsCastle() || m.To() != own[1] })
		if len(castle) > 0 {
			return tc.bound(castle, "touch-castle", MoveTouched, topicTouchCastle), true
		}
		if king := tc.from(own[0]); len(king) > 0 {
			return tc.bound(king, "touch-castle-illegal", MoveKing, topicIllegalCastling), true
		}
		return freeTouch("touch-castle-no-king-move", topicIllegalCastling), true
	case a.Role == engine.Rook && b.Role == engine.King:
		// 4.4.2: no castling to that side; 4.3.1 for the rest.
		for _, sq := range own {
			moves := slices.DeleteFunc(tc.from(sq), func(m engine.Move) bool { return m.IsCastle() && m.To() == own[0] })
			if len(moves) > 0 {
				return tc.bound(moves, "touch-rook-first", MoveTouched, topicTouchRookFirst, topicTouchOwn), true
			}
		}
		return freeTouch("touch-no-move", topicTouchRookFirst, topicTouchNone), true
	}
	return touchRuling{}, false
}

// both rules own and opponent's pieces touched together (4.3.3): take the
// first touched opponent's piece with the first touched own piece; else
// move or take the first touched piece that can be, in the order touched
// (own first when the order is unclear, which the arbiter settles when he
// states the order).
func (tc *touching) both() touchRuling {
	if moves := slices.DeleteFunc(tc.from(tc.own[0]), func(m engine.Move) bool { return !captures(tc.p, m, tc.opp[0]) }); len(moves) > 0 {
		return tc.bound(moves, "touch-both", CaptureTouched, topicTouchBoth)
	}
	for _, sq := range tc.t.Squares {
		var moves []engine.Move
		if slices.Contains(tc.own, sq) {
			moves = tc.from(sq)
		} else if slices.Contains(tc.opp, sq) {
			moves = tc.taking(sq)
		}
		if len(moves) > 0 {
			return tc.bound(moves, "touch-both-first", MoveTouched, topicTouchBoth)
		}
	}
	return freeTouch("touch-no-move", topicTouchBoth, topicTouchNone)
}

// touch1953 is §14: a touched own piece must move, a touched opponent's
// piece must be taken; touched together, the opponent's piece is taken by
// the touched own piece, else by another, else the own piece moves. A
// piece that cannot move or be taken has no consequence. The code names no
// order among several touched pieces of one side, so any of them will do.
func touch1953(own, opp []engine.Square, from, taking func(engine.Square) []engine.Move,
	bound func([]engine.Move, string, Continuation, ...Topic) touchRuling) touchRuling {
	var ownMoves, takes []engine.Move
	for _, sq := range own {
		ownMoves = append(ownMoves, from(sq)...)
	}
	for _, sq := range opp {
		takes = append(takes, taking(sq)...)
	}
	switch {
	case len(opp) == 0:
		return bound(ownMoves, "ussr-touch-own", MoveTouched, topicTouchOwn)
	case len(own) == 0:
		return bound(takes, "ussr-touch-opponent", CaptureTouched, topicTouchOpponent)
	}
	var withOwn []engine.Move
	for _, m := range takes {
		if slices.Contains(own, m.From()) {
			withOwn = append(withOwn, m)
		}
	}
	switch {
	case len(withOwn) > 0:
		return bound(withOwn, "touch-both", CaptureTouched, topicTouchBoth)
	case len(takes) > 0:
		return bound(takes, "ussr-touch-both-other", CaptureTouched, topicTouchBoth)
	}
	return bound(ownMoves, "ussr-touch-both-own", MoveTouched, topicTouchBoth)
}

// promotedTo narrows moves to the new piece he has chosen by putting it
// on the promotion square (4.4.4); his other moves stay.
func promotedTo(moves []engine.Move, role engine.Role) []engine.Move {
	return slices.DeleteFunc(slices.Clone(moves), func(m engine.Move) bool {
		return m.Promotion() != engine.NoRole && m.Promotion() != role
	})
}

// released applies the release of the first touched own piece (from) on
// a square: a piece let go "as a legal move" stays there (4.7), so the
// moves the touch leaves narrow to that one. A release that is no such
// move fixes nothing: the touch's obligations stand, except that a king
// let go two files from its square has begun castling, and 4.7.2 (2014
// 4.7.b) or 1953 §10 then bind the king: another legal king move,
// castling on the other side included, or any move when it has none. A
// pawn let go on the last rank without its new piece is bound there, by
// 4.7 and by 1953 §9 note 2 (the promotion is completed on that square).
func released(r *Ruleset, p *engine.Position, tr touchRuling, from, on engine.Square, legal []engine.Move) touchRuling {
	var fixed []engine.Move
	for _, m := range tr.Moves {
		if m.From() == from && arrival(m) == on {
			fixed = append(fixed, m)
		}
	}
	pc, _ := p.PieceAt(from)
	if len(fixed) > 0 {
		tr.Moves = fixed
		tr.Topics = append(tr.Topics, topicTouchReleased)
		if !r.FIDE && fixed[0].Promotion() != engine.NoRole {
			// §9 note 2; under the Laws 4.7 alone fixes the pawn there (the
			// promotion is made with the new piece, 4.7.3).
			tr.Topics = append(tr.Topics, topicNoPromotion)
		}
		return tr
	}
	home := 0
	if pc.Color == engine.Black {
		home = 7
	}
	if pc.Role == engine.King && from.Rank() == home && on.Rank() == home && abs(on.File()-from.File()) == 2 {
		topic, key := topicReleasedCastling, "touch-castle-illegal"
		if !r.FIDE {
			// The same answer as castling against the rules (§10).
			topic, key = topicIllegalCastling, "ussr-castling-illegal"
		}
		kings := slices.DeleteFunc(slices.Clone(legal), func(m engine.Move) bool { return m.From() != from })
		if len(kings) == 0 {
			return touchRuling{Topics: append(tr.Topics, topic, topicTouchNone), Key: "touch-castle-no-king-move", Continuation: Continue}
		}
		return touchRuling{Moves: kings, Topics: append(tr.Topics, topic), Key: key, Continuation: MoveKing}
	}
	tr.Topics = append(tr.Topics, topicTouchReleased)
	tr.Key = "touch-released-not-a-move"
	return tr
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// arrival is the square the moving piece is put down on: the king's
// square after castling (c- or g-file), else the destination.
func arrival(m engine.Move) engine.Square {
	if !m.IsCastle() {
		return m.To()
	}
	file := 6
	if m.To().File() < m.From().File() {
		file = 2
	}
	return engine.Square(m.From().Rank()*8 + file)
}

// captures reports whether m, a move of the side to move, takes the piece
// on sq (en passant takes the pawn beside the destination).
func captures(p *engine.Position, m engine.Move, sq engine.Square) bool {
	if m.IsCastle() {
		return false
	}
	if m.IsEnPassant() {
		return sq == engine.Square(m.From().Rank()*8+m.To().File())
	}
	pc, ok := p.PieceAt(sq)
	return ok && pc.Color != p.Turn() && m.To() == sq
}

// TouchMove.rule rules on what the player on move touched: the moves the
// article leaves him, or none when the claim comes too late (4.8: the
// opponent who claims has himself touched a piece since) or he was not on
// move (4.3 binds the player having the move, and his adjusting is a
// breach of 4.2.1 and 6.2.5).
func (in TouchMove) rule(b *builder, ev Event, f Facts) {
	r := b.r
	if in.Claimed && in.TouchedPiece {
		if _, ok := r.Articles[topicTouchClaimLost]; ok {
			b.cite(topicTouchClaimLost).explain("touch-claim-lost")
			return
		}
	}
	if f.Position == nil || in.Touch == nil {
		b.cite(topicTouchOwn, topicTouchOpponent).result(Ongoing, NotCovered).explain("touch-needs-position")
		return
	}
	if f.Position.Turn() != in.Player {
		if in.Touch.Announced {
			// Only the player having the move may adjust (4.2.1, 6.2.5):
			// on the opponent's time the adjustment is itself the breach.
			b.cite(topicTouchAdjust)
			adjustPieces{Player: in.Player}.rule(b, ev, f)
			return
		}
		b.cite(topicTouchOwn).explain("touch-not-on-move")
		return
	}
	t := ruleTouch(r, f.Position, *in.Touch)
	b.cite(t.Topics...).result(Ongoing, t.Continuation)
	if !in.Touch.Announced && !in.Touch.Accidental {
		for _, sq := range in.Touch.Squares {
			b.d.Touched = append(b.d.Touched, sq.String())
		}
	}
	// A square with no piece on it is no touch; the ruling says which it
	// passed over, so that a square mistyped is seen.
	var empty []string
	for _, sq := range in.Touch.Squares {
		if _, ok := f.Position.PieceAt(sq); !ok {
			empty = append(empty, sq.String())
		}
	}
	if len(empty) > 0 {
		b.note("touch-empty", "squares", strings.Join(empty, ", "))
	}
	if in.Touch.ReleasedOn != nil && !slices.ContainsFunc(in.Touch.Squares, func(sq engine.Square) bool {
		pc, ok := f.Position.PieceAt(sq)
		return ok && pc.Color == in.Player
	}) {
		// The release is of the first touched own piece; with none touched
		// it names no piece, and the ruling says it was not read.
		b.note("touch-release-unread", "square", in.Touch.ReleasedOn.String())
	}
	if !t.Bound() {
		b.explain(t.Key)
		return
	}
	b.d.Moves = make([]string, len(t.Moves))
	for i, m := range t.Moves {
		b.d.Moves[i] = f.Position.UCI(m)
	}
	b.explain(t.Key, "moves", len(t.Moves))
}
