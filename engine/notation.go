package engine

import (
	"strings"
	"unicode/utf8"

	"arbiter/internal/lazy"
)

// Lang selects the piece letters of a notation.
type Lang string

// Languages with piece-letter tables.
const (
	English  Lang = "en"
	Finnish  Lang = "fi"
	Estonian Lang = "et"
	Russian  Lang = "ru"
	German   Lang = "de"
)

// Langs lists every language with a piece-letter table.
var Langs = []Lang{English, Finnish, Estonian, Russian, German}

// ParseLang reads a notation language name, en, fi, et, ru or de, in any
// case.
func ParseLang(s string) (Lang, bool) {
	for _, l := range Langs {
		if strings.EqualFold(strings.TrimSpace(s), string(l)) {
			return l, true
		}
	}
	return "", false
}

// Style selects the form of written moves.
type Style uint8

const (
	// SAN is FIDE algebraic notation (Laws, Appendix C): "Nf3", "exd5",
	// "e8=Q", "O-O" (English, as in PGN) or "0-0" (other languages), "+",
	// "#". Captures take "x"; promotion is written with "="; readers accept
	// it without.
	SAN Style = iota
	// Figurine is SAN with figurines instead of letters. One set, the
	// outlined ♔♕♖♗♘, serves both colours so columns of moves read alike;
	// readers accept both sets.
	Figurine
	// Long1953 is the full notation of the USSR chess code of 1953 (§20):
	// piece, from-square, "—" or ":" for a capture, to-square: "Rg1—f3",
	// "Rf3:e5", "c7—c8L", "0—0", "+" check and "×" mate.
	Long1953
	// Short1953 is the 1953 short notation: "Of4", "R:e5", "c8L", "O:f7+",
	// disambiguated like FIDE algebraic ("Rgf3", "V8c6").
	Short1953
)

// Notation is a language and a style.
type Notation struct {
	Lang  Lang
	Style Style
}

var pieceLetters = lazy.Value[map[Lang][7]string]{Make: func() map[Lang][7]string {
	return map[Lang][7]string{
		English:  {"", "", "N", "B", "R", "Q", "K"},
		Finnish:  {"", "", "R", "L", "T", "D", "K"},
		Estonian: {"", "E", "R", "O", "V", "L", "K"},
		Russian:  {"", "п", "К", "С", "Л", "Ф", "Кр"},
		German:   {"", "B", "S", "L", "T", "D", "K"},
	}
}}

// Figurines by role: the outline set (White's) and the solid set (Black's).
var figurines = [2][7]string{
	{"", "♙", "♘", "♗", "♖", "♕", "♔"},
	{"", "♟", "♞", "♝", "♜", "♛", "♚"},
}

// Glyph returns the chess figurine of a role, the outline one (♔) or the
// solid one (♚): the one table the notation, the board and the printed
// diagrams draw from.
func Glyph(r Role, solid bool) string {
	if solid {
		return figurines[Black][r]
	}
	return figurines[White][r]
}

// PieceLetters returns the piece letters of a language indexed by Role.
// The pawn entry is the letter used when pawns are named in lists of
// pieces (Estonian "E", Russian "п", German "B"); moves never write it.
// Unknown languages get the English table.
func PieceLetters(l Lang) [7]string {
	if t, ok := pieceLetters.Get()[l]; ok {
		return t
	}
	return pieceLetters.Get()[English]
}

// LetterList lists a language's piece letters as a player reads them on a
// scoresheet's key, king first: "K Q R B N", "K D T L R".
func LetterList(l Lang) string {
	t := PieceLetters(l)
	return strings.Join([]string{t[King], t[Queen], t[Rook], t[Bishop], t[Knight]}, " ")
}

// SANIn writes a move stored in English SAN ("Nxf3+", "e8=Q", "O-O") in
// language l's SAN, as Format would have written it: its only capitals
// are piece letters and castling's O, so the move needs no position.
func SANIn(san string, l Lang) string {
	if l == English {
		return san
	}
	letters := PieceLetters(l)
	var b strings.Builder
	for _, c := range san {
		switch {
		case c == 'O':
			b.WriteByte('0')
		case strings.ContainsRune("NBRQK", c): // a piece letter, by its FEN letter's role
			b.WriteString(letters[strings.IndexRune(fenChars, c)])
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}

// Format writes move m, legal in p, in the given notation.
func (p *Position) Format(m Move, n Notation) string {
	var b strings.Builder
	long := n.Style == Long1953
	dash, capMark := "", "x"
	switch n.Style {
	case Long1953:
		dash, capMark = "—", ":"
	case Short1953:
		capMark = ":"
	}
	letter := func(r Role) string {
		if n.Style == Figurine {
			return figurines[White][r]
		}
		return PieceLetters(n.Lang)[r]
	}
	if m.IsCastle() {
		sep := "-"
		if n.Style == Long1953 || n.Style == Short1953 {
			sep = "—"
		}
		o := "0"
		if n.Lang == English && (n.Style == SAN || n.Style == Figurine) {
			o = "O"
		}
		b.WriteString(o + sep + o)
		if m.To() < m.From() {
			b.WriteString(sep + o)
		}
	} else {
		from, to := m.From(), m.To()
		role := p.roleAt(from)
		capture := p.isCapture(m)
		if role != Pawn {
			b.WriteString(letter(role))
		}
		switch {
		case long:
			b.WriteString(from.String())
		case role == Pawn && capture:
			b.WriteByte(byte('a' + from.File()))
		case role != Pawn:
			b.WriteString(p.disambiguation(m, role))
		}
		if capture {
			b.WriteString(capMark)
		} else {
			b.WriteString(dash)
		}
		b.WriteString(to.String())
		if promo := m.Promotion(); promo != NoRole {
			if n.Style == SAN || n.Style == Figurine {
				b.WriteByte('=')
			}
			b.WriteString(letter(promo))
		}
	}
	after := *p
	after.Play(m)
	if after.checkers != 0 {
		mate := !after.hasLegalMove()
		switch {
		case mate && (n.Style == Long1953 || n.Style == Short1953):
			b.WriteString("×")
		case mate:
			b.WriteByte('#')
		default:
			b.WriteByte('+')
		}
	}
	return b.String()
}

// disambiguation returns the from-file, from-rank or from-square needed to
// tell m from other legal moves of the same role to the same square: the
// file if it suffices, else the rank, else both (Appendix C.10).
func (p *Position) disambiguation(m Move, role Role) string {
	var buf [256]Move
	from, to := m.From(), m.To()
	var others Bitboard
	for _, o := range p.LegalMoves(buf[:0]) {
		if o.To() == to && o.From() != from && !o.IsCastle() && p.roleAt(o.From()) == role {
			others |= SquareBB(o.From())
		}
	}
	switch {
	case others == 0:
		return ""
	case others&(fileA<<from.File()) == 0:
		return string(rune('a' + from.File()))
	case others&(rank1<<(8*from.Rank())) == 0:
		return string(rune('1' + from.Rank()))
	}
	return from.String()
}

// SAN returns the move in Standard Algebraic Notation as PGN writes it.
func (p *Position) SAN(m Move) string { return p.Format(m, Notation{English, SAN}) }

// letterEntry is one piece letter (or figurine) and the role it names.
type letterEntry struct {
	text string
	role Role
}

// lettersFor returns the piece letters of the given languages, longest
// first so that Russian "Кр" wins over "К".
func lettersFor(langs []Lang, withFigurines bool) []letterEntry {
	var out []letterEntry
	for _, l := range langs {
		t := PieceLetters(l)
		for r := Knight; r <= King; r++ {
			out = append(out, letterEntry{t[r], r})
		}
	}
	if withFigurines {
		for c := range figurines {
			for r := Knight; r <= King; r++ {
				out = append(out, letterEntry{figurines[c][r], r})
			}
		}
	}
	// Insertion sort by decreasing length keeps the order stable otherwise.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && utf8.RuneCountInString(out[j].text) > utf8.RuneCountInString(out[j-1].text); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}
