package desk

import (
	"slices"
	"strings"

	"arbiter/engine"
	"arbiter/engine/rules"
)

// touchBinding is an accepted touch-move ruling while it binds: the side
// that touched, in the position it touched in (ply and key: a set-up or a
// restore changes the position), the moves the article leaves it (nil:
// any) and the ruling's citation. A move played ends it (Session.Play).
type touchBinding struct {
	ply   int
	key   uint64
	side  engine.Color
	moves []engine.Move
	cite  rules.Cite
	// deliberate: he touched a piece with intent to move or take it
	// (4.3), so he has lost a draw claim under 9.2 or 9.3 on this move
	// (9.4).
	deliberate bool
	// squares are the pieces that ruling found touched, in order: a
	// further touch on the same move comes after them (4.3: the first
	// touched piece that can move binds), not in their place.
	squares []engine.Square
}

// bound is the touch-move ruling binding the side to move, nil when none:
// a binding ends with the position it was made in.
func (s *Session) bound() *touchBinding {
	if s.touch == nil || s.touch.ply != s.game.Ply() || s.touch.side != s.turn() {
		return nil
	}
	if pos := s.game.Position(); pos.Key() != s.touch.key {
		return nil
	}
	return s.touch
}

// TouchBound is the accepted touch-move ruling on the position: the moves
// it leaves the side to move (nil: any) and its citation; ok is false
// when none binds.
func (s *Session) TouchBound() (moves []engine.Move, cite rules.Cite, ok bool) {
	b := s.bound()
	if b == nil {
		return nil, rules.Cite{}, false
	}
	return b.moves, b.cite, true
}

// checkTouch refuses a move the accepted touch-move ruling does not leave,
// naming those it does and the article, so that the board and the move
// entry are held to it alike.
func (s *Session) checkTouch(m engine.Move) error {
	b := s.bound()
	if b == nil || b.moves == nil || slices.Contains(b.moves, m) {
		return nil
	}
	pos := s.game.Position()
	return deskError("desk.error.touch-bound", "move", pos.Format(m, s.notation()), "moves", s.movesText(b.moves), "citation", b.cite)
}

// movesText is moves of the position on the board in the event's
// notation, as a list.
func (s *Session) movesText(moves []engine.Move) string {
	pos := s.game.Position()
	n := s.notation()
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = pos.Format(m, n)
	}
	return strings.Join(out, ", ")
}

// notation is the notation the event's players write in, the desk's
// SAN; English when the event's settings cannot be read.
func (s *Session) notation() engine.Notation {
	lang, err := s.writtenIn()
	if err != nil {
		lang = engine.English
	}
	return engine.Notation{Lang: lang, Style: engine.SAN}
}

// bindTouch holds the side to move to an accepted touch-move ruling.
func (s *Session) bindTouch(p Proposal) {
	if in, ok := p.Incident.(rules.TouchMove); ok && in.Touch != nil && in.Player == s.turn() {
		s.touch = s.touchOf(p.Decision, in.Player)
	}
}

// touchOf is the binding decision d, a touch-move ruling on side, makes in
// the position on the board: the accepted ruling's, and the rulings log's
// when the game is opened again (pendingTouch), made from the decision
// alone so that both bind alike.
func (s *Session) touchOf(d rules.Decision, side engine.Color) *touchBinding {
	pos := s.game.Position()
	b := &touchBinding{ply: s.game.Ply(), key: pos.Key(), side: side, cite: rules.Cite{Ruleset: d.Ruleset, Articles: d.Articles}}
	if len(d.Moves) > 0 {
		b.moves = rules.MovesOf(&pos, d.Moves)
	}
	for _, name := range d.Touched {
		if sq, ok := engine.ParseSquare(name); ok {
			b.squares = append(b.squares, sq)
		}
	}
	b.deliberate = len(b.squares) > 0
	return b
}

// pendingTouch is the binding of the last touch-move ruling accepted on
// the position on the board for the side to move, as the rulings log
// holds it; nil where none binds. Kept in the window alone, a binding was
// lost with the game left: opened again, the desk took a move the ruling
// had not left the player.
func (s *Session) pendingTouch() *touchBinding {
	var b *touchBinding
	for _, r := range s.rec.Rulings {
		if r.Overruled || r.Unpaired || r.Ply != s.game.Ply() || r.Side != s.turn().String() {
			continue
		}
		d, ok := r.ProposedDecision()
		if !ok || d.Incident != rules.KindTouchMove || len(d.Moves) == 0 && len(d.Touched) == 0 {
			continue
		}
		b = s.touchOf(d, s.turn())
	}
	return b
}

// touchedSoFar is a touch the arbiter states after an accepted one on
// the same move: the pieces touched before, then those stated now, each
// once, so that the ruling weighs the whole order (4.3, §14).
func (s *Session) touchedSoFar(in rules.TouchMove) rules.TouchMove {
	b := s.bound()
	if b == nil || b.side != in.Player || len(b.squares) == 0 || in.Touch == nil || in.Touch.Announced || in.Touch.Accidental {
		return in
	}
	t := *in.Touch
	t.Squares = slices.Clone(b.squares)
	for _, sq := range in.Touch.Squares {
		if !slices.Contains(t.Squares, sq) {
			t.Squares = append(t.Squares, sq)
		}
	}
	in.Touch = &t
	return in
}

// touchedBeforeClaim says the claimant has touched a piece on this move, as
// an accepted touch-move ruling found (9.4).
func (s *Session) touchedBeforeClaim(claimant engine.Color) bool {
	b := s.bound()
	return b != nil && b.side == claimant && b.deliberate
}

// touchLabel is the touched pieces as the arbiter stated them, in order:
// the piece's letter in the event's notation and its square ("Rg1, e5").
func (s *Session) touchLabel(squares []engine.Square) string {
	pos := s.game.Position()
	letters := engine.PieceLetters(s.notation().Lang)
	out := make([]string, 0, len(squares))
	for _, sq := range squares {
		pc, _ := pos.PieceAt(sq)
		l := ""
		if pc.Role != engine.Pawn {
			l = letters[pc.Role]
		}
		out = append(out, l+sq.String())
	}
	return strings.Join(out, ", ")
}

// touchIncident is the touch-move incident of side with the pieces touched.
func touchIncident(side engine.Color, squares []engine.Square) rules.TouchMove {
	return rules.TouchMove{Player: side, Touch: &rules.Touch{Squares: slices.Clone(squares)}}
}
