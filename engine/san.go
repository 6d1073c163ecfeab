package engine

import (
	"slices"
	"strings"
)

// moveError reports move text that cannot be read or is not a legal move.
type moveError struct {
	Text string
	// Kind is the reason, for callers that branch on it (see
	// ErrIllegalMove).
	Kind moveErrorKind
	Message
}

// moveErrorKind says why move text was refused.
type moveErrorKind int

// The reasons of a MoveError.
const (
	moveEmpty        moveErrorKind = iota + 1 // no text
	moveSyntax                                // not move text at all
	moveIllegal                               // reads as a move, but no legal move fits it
	moveFalseCapture                          // a capture mark on a move that captures nothing
	moveCaptureMark                           // a capture written without the mark the notation asks for
	movePawnFile                              // a pawn capture without the pawn's file
)

// errIllegalMove matches, through errors.Is, every MoveError of kind
// moveIllegal.
var errIllegalMove = &moveError{Kind: moveIllegal}

func (e *moveError) Error() string { return "move: " + e.English() }

// Is matches a MoveError of the same Kind, so that ErrIllegalMove stands
// for every illegal move.
func (e *moveError) Is(target error) bool {
	t, ok := target.(*moveError)
	return ok && t.Kind != 0 && t.Kind == e.Kind
}

// AmbiguousMoveError reports move text that fits more than one legal move;
// Candidates lists them.
type AmbiguousMoveError struct {
	Text       string
	Candidates []Move
	Message
}

func (e *AmbiguousMoveError) Error() string { return "move: " + e.English() }

// movePattern is what a move text says, before it is matched against the
// legal moves. Zero fields mean "not said".
type movePattern struct {
	castle   int    // 1 king side (towards the h-file), 2 queen side
	roles    []Role // candidate roles of the moving piece; empty for a pawn move
	anyRole  bool   // the text gave a from-square and no piece: any role
	fromFile int    // -1 when not given
	fromRank int    // -1 when not given
	to       Square
	promos   []Role // candidate promotion roles; empty when none written
	capture  bool   // a capture mark was written
	quiet    bool   // a non-capture separator ("—") was written
}

// stripSuffix removes what may follow a move: annotation marks, check and
// mate signs and an en-passant remark.
func stripSuffix(s string) string {
	for {
		t := strings.TrimSpace(s)
		for _, suf := range []string{"!", "?", "+", "#", "×", "‡", "e.p.", "e.p", "ep", "o.l.", "(=)"} {
			t = strings.TrimSuffix(t, suf)
		}
		t = strings.TrimSpace(t)
		if t == s {
			return t
		}
		s = t
	}
}

// castleSide recognises castling written with O or 0 and any dashes.
func castleSide(s string) int {
	s = strings.Map(func(r rune) rune {
		switch r {
		case '-', '—', '–', ' ':
			return -1
		case 'O', 'o':
			return '0'
		}
		return r
	}, s)
	switch s {
	case "00":
		return 1
	case "000":
		return 2
	}
	return 0
}

// ParseMove reads one move written in notation n, as strictly as that
// notation prescribes while still allowing what the notation makes
// optional: the capture mark "x" in algebraic notation, "=" before a
// promotion letter, over-specified origin squares, check and mate signs,
// annotation marks and "e.p.". Castling may be written with O or 0.
func (p *Position) ParseMove(text string, n Notation) (Move, error) {
	pat, err := parseStrict(text, n)
	if err != nil {
		return NoMove, err
	}
	cands := p.match(pat, true)
	if len(cands) == 1 {
		m := cands[0]
		if !m.IsCastle() {
			capture := p.isCapture(m)
			if pat.capture && !capture {
				return NoMove, &moveError{text, moveFalseCapture, msg("notation.move.false_capture", "text", text)}
			}
			if !capture {
				return m, nil
			}
			if pat.quiet || (n.Style == Long1953 && !pat.capture) {
				return NoMove, &moveError{text, moveCaptureMark, msg("notation.move.capture_mark", "text", text)}
			}
			if p.roleAt(m.From()) == Pawn && pat.fromFile < 0 {
				return NoMove, &moveError{text, movePawnFile, msg("notation.move.pawn_file", "text", text)}
			}
		}
		return m, nil
	}
	return NoMove, p.matchError(text, cands, n)
}

// ParseLenient reads a move as written on a paper scoresheet. It accepts
// the piece letters of any of langs (all languages when none are given) and
// figurines, with or without capture marks, hyphens, "=", check signs, O or 0
// in castling, over-specified or long algebraic origins ("e2-e4", "Ng1f3",
// UCI "g1f3"). Text that fits several legal moves (say a letter that means a
// knight in one language and a rook in another) yields an
// *AmbiguousMoveError naming the candidates.
func (p *Position) ParseLenient(text string, langs ...Lang) (Move, error) {
	if len(langs) == 0 {
		langs = Langs
	}
	pat, err := parseLenient(text, langs)
	if err != nil {
		return NoMove, err
	}
	cands := p.match(pat, false)
	if len(cands) == 1 {
		return cands[0], nil
	}
	return NoMove, p.matchError(text, cands, Notation{langs[0], Long1953})
}

func (p *Position) matchError(text string, cands []Move, n Notation) error {
	if len(cands) == 0 {
		return &moveError{text, moveIllegal, msg("notation.move.illegal", "text", text)}
	}
	names := make([]string, len(cands))
	for i, c := range cands {
		names[i] = p.Format(c, n)
	}
	return &AmbiguousMoveError{text, cands, msg("notation.move.ambiguous", "text", text, "candidates", strings.Join(names, ", "))}
}

// match returns the legal moves that fit a pattern. Strict matching takes
// castling only from a castling sign, never from a king move written with
// squares.
func (p *Position) match(pat movePattern, strict bool) []Move {
	var buf [256]Move
	var out []Move
	for _, m := range p.LegalMoves(buf[:0]) {
		if pat.castle != 0 {
			if m.IsCastle() && (m.To() > m.From()) == (pat.castle == 1) {
				out = append(out, m)
			}
			continue
		}
		from, to := m.From(), m.To()
		role := p.roleAt(from)
		if m.IsCastle() {
			if strict {
				continue
			}
			// Only a king move written with squares reaches here: the
			// king's destination (e1g1) or the rook's square (e1h1).
			kto, _ := castlingTargets(p.turn, from, to)
			if !pat.anyRole && !slices.Contains(pat.roles, King) || (pat.to != kto && pat.to != to) {
				continue
			}
			if pat.to == to && p.byColor[p.turn].Has(to) && kto != to && !p.chess960 {
				continue
			}
			to = pat.to
		}
		if to != pat.to {
			continue
		}
		switch {
		case pat.anyRole:
		case len(pat.roles) == 0:
			if role != Pawn {
				continue
			}
		default:
			if !slices.Contains(pat.roles, role) {
				continue
			}
		}
		if pat.fromFile >= 0 && from.File() != pat.fromFile || pat.fromRank >= 0 && from.Rank() != pat.fromRank {
			continue
		}
		if m.Promotion() == NoRole && len(pat.promos) > 0 || m.Promotion() != NoRole && len(pat.promos) > 0 && !slices.Contains(pat.promos, m.Promotion()) {
			continue
		}
		out = append(out, m)
	}
	return out
}

// takeLetter removes a piece letter from the start of s (or from its end
// when atEnd), returning the roles it may stand for: several when the
// languages disagree, none when s has no letter there.
func takeLetter(s string, letters []letterEntry, atEnd bool) (rest string, roles []Role) {
	has := strings.HasPrefix
	if atEnd {
		has = strings.HasSuffix
	}
	best := 0
	for _, l := range letters {
		if l.text == "" || !has(s, l.text) || len(l.text) < best {
			continue
		}
		if len(l.text) > best {
			roles, best = roles[:0], len(l.text)
		}
		if !slices.Contains(roles, l.role) {
			roles = append(roles, l.role)
		}
	}
	if atEnd {
		return s[:len(s)-best], roles
	}
	return s[best:], roles
}

func isFile(b byte) bool { return b >= 'a' && b <= 'h' }
func isRank(b byte) bool { return b >= '1' && b <= '8' }

// parseOrigin reads "", a file, a rank or a square into the pattern.
func parseOrigin(s string, pat *movePattern) bool {
	switch {
	case s == "":
	case len(s) == 1 && isFile(s[0]):
		pat.fromFile = int(s[0] - 'a')
	case len(s) == 1 && isRank(s[0]):
		pat.fromRank = int(s[0] - '1')
	case len(s) == 2 && isFile(s[0]) && isRank(s[1]):
		pat.fromFile, pat.fromRank = int(s[0]-'a'), int(s[1]-'1')
	default:
		return false
	}
	return true
}

// parseStart begins reading a move, strictly or leniently alike: s is the
// text without its check and annotation marks; done says the pattern is
// complete already (castling) or err says why there is none.
func parseStart(text string) (pat movePattern, s string, done bool, err error) {
	pat = movePattern{fromFile: -1, fromRank: -1}
	if s = stripSuffix(text); s == "" {
		return pat, s, true, &moveError{text, moveEmpty, msg("notation.move.empty")}
	}
	pat.castle = castleSide(s)
	return pat, s, pat.castle != 0, nil
}

// syntaxError is the error for a move that cannot be read.
func syntaxError(text string) error {
	return &moveError{text, moveSyntax, msg("notation.move.syntax", "text", text)}
}

func parseStrict(text string, n Notation) (movePattern, error) {
	pat, s, done, err := parseStart(text)
	if done {
		return pat, err
	}
	syntax := func() (movePattern, error) { return pat, syntaxError(text) }
	var letters []letterEntry
	if n.Style == Figurine {
		letters = lettersFor(nil, true)
	} else {
		letters = lettersFor([]Lang{n.Lang}, false)
	}
	s, pat.roles = takeLetter(s, letters, false)
	rest, promos := takeLetter(s, letters, true)
	if len(promos) > 0 {
		if len(pat.roles) > 0 {
			return syntax() // a piece cannot promote
		}
		pat.promos = promos
		s = strings.TrimSuffix(rest, "=")
	}
	if len(s) < 2 || !isFile(s[len(s)-2]) || !isRank(s[len(s)-1]) {
		return syntax()
	}
	pat.to = SquareAt(int(s[len(s)-2]-'a'), int(s[len(s)-1]-'1'))
	s = s[:len(s)-2]
	capMark := "x"
	if n.Style == Long1953 || n.Style == Short1953 {
		capMark = ":"
	}
	if strings.HasSuffix(s, capMark) {
		pat.capture = true
		s = strings.TrimSuffix(s, capMark)
	} else if n.Style == Long1953 {
		before := s
		for _, d := range []string{"—", "–", "-"} {
			s = strings.TrimSuffix(s, d)
		}
		if s == before {
			return syntax()
		}
		pat.quiet = true
	}
	if n.Style == Long1953 && (len(s) != 2 || !parseOrigin(s, &pat)) {
		return syntax()
	}
	if !parseOrigin(s, &pat) {
		return syntax()
	}
	if len(pat.roles) == 0 && pat.fromRank >= 0 && n.Style != Long1953 {
		return syntax() // pawns are told apart by file only
	}
	return pat, nil
}

func parseLenient(text string, langs []Lang) (movePattern, error) {
	pat, s, done, err := parseStart(text)
	if done {
		return pat, err
	}
	syntax := func() (movePattern, error) { return pat, syntaxError(text) }
	letters := lettersFor(langs, true)
	// The destination is the last square named.
	at := -1
	for i := len(s) - 2; i >= 0; i-- {
		if isFile(s[i]) && isRank(s[i+1]) {
			at = i
			break
		}
	}
	if at < 0 {
		return syntax()
	}
	pat.to = SquareAt(int(s[at]-'a'), int(s[at+1]-'1'))
	tail := strings.Map(func(r rune) rune {
		if strings.ContainsRune("=/() ", r) {
			return -1
		}
		return r
	}, s[at+2:])
	if tail != "" {
		rest, promos := takeLetter(tail, letters, true)
		if len(promos) == 0 && len(tail) == 1 {
			// UCI writes promotions in lower case.
			rest, promos = takeLetter(strings.ToUpper(tail), lettersFor([]Lang{English}, false), true)
		}
		if rest != "" || len(promos) == 0 {
			return syntax()
		}
		pat.promos = promos
	}
	head := strings.Map(func(r rune) rune {
		if strings.ContainsRune("-—–x:×. ", r) {
			return -1
		}
		return r
	}, s[:at])
	head, pat.roles = takeLetter(head, letters, false)
	if !parseOrigin(head, &pat) {
		return syntax()
	}
	if len(pat.roles) == 0 && pat.fromFile >= 0 && pat.fromRank >= 0 {
		pat.anyRole = true
	}
	return pat, nil
}
