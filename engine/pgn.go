package engine

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"iter"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"arbiter/internal/lazy"

	"golang.org/x/text/encoding/charmap"
)

// Tag is one PGN tag pair.
type Tag struct{ Name, Value string }

// PGNMove is one move of a game with what PGN attaches to it.
type PGNMove struct {
	Move     Move   // NoMove for a variation's null move ("--"), never the main line's
	SAN      string // standard SAN of the move, as WritePGN writes it
	Comment  string // comment text after the move, without [%clk] commands
	NAGs     []int  // numeric annotation glyphs ($1 …); "!", "?" and kin map to $1–$6
	Clock    time.Duration
	HasClock bool // a [%clk] command gave the clock after the move
	// Variations are the lines given instead of this move (PGN's
	// recursive annotation variations written after it), each played
	// from the position before it, in the order written.
	Variations []PGNVariation
}

// PGNVariation is one variation: a comment and NAGs before its first
// move, and its moves, which may have variations of their own; AfterNAGs
// and After are the NAGs and comment written after its ")", before the
// next variation or move (the move's own stand before its first
// variation). The NAGs after it annotate the move, as the move's own do.
type PGNVariation struct {
	Comment   string
	NAGs      []int // NAGs before its first move
	Moves     []PGNMove
	AfterNAGs []int
	After     string
}

// PGNGame is one game of a PGN file: its main line, with the variations
// (RAVs) on its moves.
type PGNGame struct {
	Tags    []Tag
	Start   Position // the standard start unless SetUp/FEN tags say otherwise
	Comment string   // comment before the first move
	NAGs    []int    // NAGs before the first move ("$10 1. e4"), the game's own as python-chess keeps them
	Moves   []PGNMove
	Result  Result // WhiteWins, BlackWins, Draw or Ongoing
	// Warnings are what the game says against itself without being
	// unreadable: a Result tag the move text's result contradicts, a
	// result that contradicts the mate on the board.
	Warnings []Message
}

// Tag returns the value of the named tag, or "".
func (g *PGNGame) Tag(name string) string {
	for _, t := range g.Tags {
		if t.Name == name {
			return t.Value
		}
	}
	return ""
}

// Annotations counts what the game's text holds beside its main line's
// moves and clock times: its variations (nested ones included), its
// comments and its NAGs (the variations' own counted too). A record that
// keeps only moves and clocks names these as not kept.
func (g *PGNGame) Annotations() (variations, comments, nags int) {
	var count func(comment string, glyphs []int, moves []PGNMove)
	count = func(comment string, glyphs []int, moves []PGNMove) {
		if comment != "" {
			comments++
		}
		nags += len(glyphs)
		for _, m := range moves {
			if m.Comment != "" {
				comments++
			}
			nags += len(m.NAGs)
			for _, v := range m.Variations {
				variations++
				count(v.Comment, v.NAGs, v.Moves)
				nags += len(v.AfterNAGs)
				if v.After != "" {
					comments++
				}
			}
		}
	}
	count(g.Comment, g.NAGs, g.Moves)
	return variations, comments, nags
}

// SetTag sets a tag, replacing an existing one of the same name.
func (g *PGNGame) SetTag(name, value string) {
	for i, t := range g.Tags {
		if t.Name == name {
			g.Tags[i].Value = value
			return
		}
	}
	g.Tags = append(g.Tags, Tag{name, value})
}

// PGNError reports malformed PGN at a line and column (both from 1; the
// column counts characters). Err holds the underlying move or FEN error when
// there is one.
type PGNError struct {
	Line, Col int
	Message
	Err error
}

func (e *PGNError) Error() string {
	s := "PGN: " + e.English()
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	return s
}

func (e *PGNError) Unwrap() error { return e.Err }

// pgnReader walks the text keeping line and column.
type pgnReader struct {
	text      string
	pos       int
	line, col int
}

func (r *pgnReader) eof() bool { return r.pos >= len(r.text) }

func (r *pgnReader) peek() rune {
	c, _ := utf8.DecodeRuneInString(r.text[r.pos:])
	return c
}

func (r *pgnReader) next() rune {
	c, n := utf8.DecodeRuneInString(r.text[r.pos:])
	r.pos += n
	if c == '\n' {
		r.line++
		r.col = 1
	} else {
		r.col++
	}
	return c
}

func (r *pgnReader) errAt(line, col int, m Message, err error) *PGNError {
	if m.Args == nil {
		m.Args = map[string]any{}
	}
	m.Args["line"], m.Args["column"] = strconv.Itoa(line), strconv.Itoa(col)
	return &PGNError{Line: line, Col: col, Message: m, Err: err}
}

// skipSpace skips white space and "%" escape lines.
func (r *pgnReader) skipSpace() {
	for !r.eof() {
		c := r.peek()
		switch {
		case c == '%' && r.col == 1:
			for !r.eof() && r.peek() != '\n' {
				r.next()
			}
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\uFEFF':
			r.next()
		default:
			return
		}
	}
}

// suffixNAGs maps move suffix annotations to their NAGs, two-character
// forms first so that "!!" is not read as "!".
var suffixNAGs = []struct {
	text string
	nag  int
}{{"!!", 3}, {"??", 4}, {"!?", 5}, {"?!", 6}, {"!", 1}, {"?", 2}}

// isSuffixNAG reports whether tok is a suffix annotation standing alone.
func isSuffixNAG(tok string) bool {
	_, ok := suffixNAG(tok)
	return ok
}

// suffixNAG is the NAG of a suffix annotation standing alone ("Nf3 !",
// as some programs write it), and whether tok is one.
func suffixNAG(tok string) (int, bool) {
	for _, s := range suffixNAGs {
		if tok == s.text {
			return s.nag, true
		}
	}
	return 0, false
}

// splitSuffixNAG separates a suffix annotation from a move token.
func splitSuffixNAG(tok string) (string, []int) {
	for _, s := range suffixNAGs {
		if strings.HasSuffix(tok, s.text) && len(tok) > len(s.text) {
			return strings.TrimSuffix(tok, s.text), []int{s.nag}
		}
	}
	return tok, nil
}

// maxPGNGame is the most text one game of a PGN file may take; a longer
// one is reported as an error of its own and skipped, so that a damaged or
// hostile file cannot take the program's memory.
const maxPGNGame = 16 << 20

// ReadPGN reads a PGN file game by game: tags, the main line, comments
// (with [%clk h:mm:ss] clock commands), NAGs and results, skipping
// variations. SetUp/FEN tags give the start position, and a Variant tag
// naming Chess960 marks the game as Chess960. A game
// that cannot be read yields its *PGNError (line and column count from the
// start of the file) and reading goes on with the next game, so one bad
// game does not make the others unreadable; an error of r itself ends the
// sequence. Only one game's text is held at a time.
func ReadPGN(r io.Reader) iter.Seq2[PGNGame, error] {
	return func(yield func(PGNGame, error) bool) {
		s := pgnSplitter{in: bufio.NewReaderSize(r, 64<<10), line: 1}
		if bom, _ := s.in.Peek(3); string(bom) == "\uFEFF" {
			// A byte-order mark before the first tag would hide that the
			// line is one, and cut the first game after it.
			s.in.Discard(3)
		}
		for {
			chunk, line, err := s.next()
			if !utf8.ValidString(chunk) {
				// A game from an older program, its tags in Windows-1252.
				if text, err := charmap.Windows1252.NewDecoder().String(chunk); err == nil {
					chunk = text
				}
			}
			if len(chunk) > 0 && !parseChunk(chunk, line, yield) {
				return
			}
			switch {
			case errors.Is(err, errPGNTooLarge):
				if !yield(PGNGame{}, (&pgnReader{}).errAt(line, 1, msg("notation.pgn.too_large", "max", strconv.Itoa(maxPGNGame>>20)), nil)) {
					return
				}
			case err == io.EOF:
				return
			case err != nil:
				yield(PGNGame{}, err)
				return
			}
		}
	}
}

// parseChunk reads the games of one game's text (several when games
// follow each other without tags) that starts at the file's line; it
// reports whether the caller wants more.
func parseChunk(chunk string, line int, yield func(PGNGame, error) bool) bool {
	r := &pgnReader{text: chunk, line: line, col: 1}
	for {
		r.skipSpace()
		if r.eof() {
			return true
		}
		g, err := r.game()
		if err != nil {
			return yield(PGNGame{}, err)
		}
		if text := r.stray(); text != "" {
			g.Warnings = append(g.Warnings, msg("notation.pgn.stray", "text", text))
		}
		if !yield(g, nil) {
			return false
		}
	}
}

// stray reads, after a game, what follows it when that holds no move and
// no tag: a result written twice ("1-0 1-0", "* *") or a word after the
// result ("1-0 ff"), which is no game of its own. It returns the text
// passed over, "" when a game follows.
func (r *pgnReader) stray() string {
	r.skipSpace()
	if r.eof() || r.peek() == '[' {
		return ""
	}
	c := *r
	g, err := c.game()
	if len(g.Moves) > 0 || len(g.Tags) > 0 {
		return ""
	}
	if err != nil {
		// Unreadable from its first word: the rest of this game's text.
		c.pos = len(c.text)
	}
	text := strings.Join(strings.Fields(r.text[r.pos:c.pos]), " ")
	*r = c
	return text
}

var errPGNTooLarge = errors.New("PGN game too large")

// pgnSplitter cuts a PGN file into the text of one game at a time: a game
// ends where a tag line starts after its move text, or after the blank
// line that ends a section of tags without moves. A "[" inside a brace
// comment ("{ [%clk 1:59:58] }" on a line of its own) is not a tag line.
type pgnSplitter struct {
	in        *bufio.Reader
	line      int // the file's line number of the next line
	inComment bool
}

// next returns the next game's text and the line it starts on; io.EOF
// comes with the last one. A game longer than MaxPGNGame is skipped and
// reported as errPGNTooLarge with its first line.
func (s *pgnSplitter) next() (string, int, error) {
	var b strings.Builder
	start, moves, tooLarge := s.line, false, false
	// tags and gap follow a section of tags alone: a blank line after its
	// tags ends it when the tag line next names a tag the section has
	// (a broadcast's sections of tags without moves are games each); a
	// new name carries on the same game's tags (ChessBase writes a blank
	// line after the first tag).
	tags, gap := false, false
	named := map[string]bool{}
	end := func(err error) (string, int, error) {
		if tooLarge {
			return "", start, errPGNTooLarge
		}
		return b.String(), start, err
	}
	for {
		c, err := s.in.Peek(1)
		if err != nil {
			return end(err)
		}
		tag := !s.inComment && c[0] == '['
		if tag && gap && !moves && !named[s.tagName()] {
			gap = false
		}
		if tag && (moves || gap) {
			return end(nil)
		}
		if tag {
			named[s.tagName()] = true
		}
		text := !tag && c[0] != '%' // move text, not a tag nor an escaped line
		blank, err := s.readLine(&b, &tooLarge, text)
		if err != nil {
			return "", start, err
		}
		moves = moves || text && !blank
		gap = gap || tags && text && blank
		tags = tags || tag
	}
}

// readLine reads the line the splitter stands at into b while the game
// stays within MaxPGNGame (tooLarge set past it); a line of move text is
// followed through its comments (scan), and blank says it held nothing.
func (s *pgnSplitter) readLine(b *strings.Builder, tooLarge *bool, text bool) (blank bool, err error) {
	blank, lineComment := true, false
	for {
		frag, err := s.in.ReadSlice('\n')
		if !*tooLarge && b.Len()+len(frag) <= maxPGNGame {
			b.Write(frag)
		} else {
			*tooLarge = true
		}
		if text {
			blank = blank && len(bytes.TrimSpace(frag)) == 0
			lineComment = s.scan(frag, lineComment)
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if err != nil && err != io.EOF {
			return blank, err
		}
		s.line++
		return blank, nil
	}
}

// tagName is the name of the tag on the line the splitter stands at.
func (s *pgnSplitter) tagName() string {
	line, _ := s.in.Peek(256) // short at the end of the input
	line = bytes.TrimLeft(bytes.TrimPrefix(line, []byte("[")), " \t")
	if i := bytes.IndexAny(line, " \t\"]\n"); i >= 0 {
		line = line[:i]
	}
	return string(line)
}

// scan follows brace comments through a piece of a line of move text; a
// ";" comment runs to the end of its line. It returns whether the piece
// ends inside such a line comment.
func (s *pgnSplitter) scan(text []byte, lineComment bool) bool {
	if lineComment {
		return true
	}
	for _, c := range text {
		switch {
		case s.inComment:
			s.inComment = c != '}'
		case c == '{':
			s.inComment = true
		case c == ';':
			return true
		}
	}
	return false
}

func (r *pgnReader) game() (PGNGame, error) {
	var g PGNGame
	for r.skipSpace(); !r.eof() && r.peek() == '['; r.skipSpace() {
		t, err := r.tag()
		if err != nil {
			return g, err
		}
		g.Tags = append(g.Tags, t)
	}
	start, err := r.startPosition(&g)
	if err != nil {
		return g, err
	}
	g.Start = start
	mt := movetext{g: &g, pos: start}
	for {
		r.skipSpace()
		if r.eof() {
			break
		}
		line, col := r.line, r.col
		switch c := r.peek(); c {
		case '[':
			// A tag section without a result before it starts a new game.
			mt.flush()
			g.Result = Result(g.Tag("Result")).pgn()
			return g, nil
		case '{':
			text, err := r.braceComment(line, col)
			if err != nil {
				return g, err
			}
			mt.comment(text)
		case ';':
			mt.comment(r.lineComment())
		case '(':
			if err := mt.variation(r, line, col); err != nil {
				return g, err
			}
		case ')':
			return g, r.errAt(line, col, msg("notation.pgn.paren"), nil)
		default:
			if done, err := mt.token(r, r.token(), line, col); done || err != nil {
				return g, err
			}
		}
	}
	mt.flush()
	g.Result = Result(g.Tag("Result")).pgn()
	return g, nil
}

// movetext is a game's move text (or a variation's) as it is read: the
// position reached, the move comments, NAGs and variations attach to and
// the position before it, and its comments not yet joined.
type movetext struct {
	g       *PGNGame
	inRAV   bool // a variation's: analysis, where a null move may stand
	pos     Position
	pending *PGNMove // the move comments, NAGs and variations attach to
	before  Position // the position before pending
	// The comments of the move (or of the game before the first move) are
	// joined once, when the next move comes or the game ends, so that a
	// game of many comments reads in linear time.
	notes []string
}

// flush joins the comments read onto their move, or the game, or, read
// after a variation of the move, onto that variation (After), so that a
// comment keeps its place among the variations.
func (mt *movetext) flush() {
	if len(mt.notes) > 0 {
		target := &mt.g.Comment
		if p := mt.pending; p != nil && len(p.Variations) > 0 {
			target = &p.Variations[len(p.Variations)-1].After
		} else if p != nil {
			target = &p.Comment
		}
		*target = strings.Join(mt.notes, " ")
		mt.notes = mt.notes[:0]
	}
}

// comment adds a comment; a clock in it is the pending move's.
func (mt *movetext) comment(text string) {
	text, clock, ok := extractClock(text)
	if mt.pending != nil && ok {
		mt.pending.Clock, mt.pending.HasClock = clock, true
	}
	if text != "" {
		mt.notes = append(mt.notes, text)
	}
}

// token reads a token of move text found at line and col: a result, which
// ends the game (done), a NAG, a move number or a move.
func (mt *movetext) token(r *pgnReader, tok string, line, col int) (done bool, err error) {
	g := mt.g
	switch {
	case isResult(tok):
		mt.flush()
		g.Result = Result(tok)
		g.Warnings = resultWarnings(g, &mt.pos)
		return true, nil
	case tok[0] == '$' || isSuffixNAG(tok):
		n, ok := suffixNAG(tok)
		if !ok {
			var err error
			if n, err = strconv.Atoi(tok[1:]); err != nil || n < 0 || n > 255 {
				return false, r.errAt(line, col, msg("notation.pgn.nag", "text", tok), nil)
			}
		}
		switch p := mt.pending; {
		case p == nil:
			g.NAGs = append(g.NAGs, n)
		case len(p.Variations) > 0: // kept where it stands, after a variation
			v := &p.Variations[len(p.Variations)-1]
			v.AfterNAGs = append(v.AfterNAGs, n)
		default:
			p.NAGs = append(p.NAGs, n)
		}
	case isMoveNumber(tok):
	case (tok == "--" || tok == "Z0") && mt.inRAV:
		// Analysis passes the move in a variation to show a threat
		// (ChessBase writes "--"); never with the king in check, where
		// the other side would take it.
		if mt.pos.IsCheck() {
			return false, r.errAt(line, col, msg("notation.pgn.nullmove_check", "move", tok, "number", strconv.Itoa(mt.pos.Fullmoves())), nil)
		}
		mt.flush()
		g.Moves = append(g.Moves, PGNMove{Move: NoMove, SAN: "--"})
		mt.pending = &g.Moves[len(g.Moves)-1]
		mt.before = mt.pos
		mt.pos.playNull()
	case tok == "--" || tok == "Z0":
		// A null move is no move under the Laws; no claim may rest on a
		// game that holds one.
		return false, r.errAt(line, col, msg("notation.pgn.nullmove", "move", tok, "number", strconv.Itoa(mt.pos.Fullmoves())), nil)
	default:
		san, nags := splitSuffixNAG(tok)
		// Standard SAN first: in Chess960 "Kg1" may also read as castling
		// to g1 on a paper scoresheet, but in PGN castling is O-O and the
		// king step is what is written.
		m, err := mt.pos.ParseMove(san, Notation{English, SAN})
		if err != nil {
			m, err = mt.pos.ParseLenient(san, English)
		}
		if err != nil {
			return false, r.errAt(line, col, msg("notation.pgn.move", "move", tok, "number", strconv.Itoa(mt.pos.Fullmoves())), err)
		}
		mt.flush()
		g.Moves = append(g.Moves, PGNMove{Move: m, SAN: mt.pos.SAN(m), NAGs: nags})
		mt.pending = &g.Moves[len(g.Moves)-1]
		mt.before = mt.pos
		mt.pos.Play(m)
	}
	return false, nil
}

// braceComment reads a {…} comment begun at line and col, its white space
// closed up; an unclosed one is an error.
func (r *pgnReader) braceComment(line, col int) (string, error) {
	r.next()
	var b strings.Builder
	for !r.eof() && r.peek() != '}' {
		b.WriteRune(r.next())
	}
	if r.eof() {
		return "", r.errAt(line, col, msg("notation.pgn.comment"), nil)
	}
	r.next()
	return strings.Join(strings.Fields(b.String()), " "), nil
}

// lineComment reads a ";" comment, to the end of its line.
func (r *pgnReader) lineComment() string {
	var b strings.Builder
	r.next()
	for !r.eof() && r.peek() != '\n' {
		b.WriteRune(r.next())
	}
	return strings.TrimSpace(b.String())
}

// resultWarnings compares the game's result (its move text's marker) with
// its Result tag and with a mate on the board: PGN says they agree, and a
// reader that took one over the other without a word would hide which. A
// bare "*" says only that the moves do not end the game (Vega's round
// files give results and no moves): the tag's decided result is then the
// game's, as python-chess reads it.
func resultWarnings(g *PGNGame, final *Position) []Message {
	var out []Message
	if tag := g.Tag("Result"); tag != "" && Result(tag).pgn() != g.Result {
		if g.Result == Ongoing {
			g.Result = Result(tag).pgn()
			out = append(out, msg("notation.pgn.result_tag.asterisk", "tag", tag))
		} else {
			out = append(out, msg("notation.pgn.result_tag", "tag", tag, "moves", string(g.Result)))
		}
	}
	if final.IsCheckmate() {
		want := WhiteWins
		if final.Turn() == White {
			want = BlackWins
		}
		if g.Result != want {
			out = append(out, msg("notation.pgn.result_mate", "result", string(g.Result), "want", string(want)))
		}
	}
	return out
}

// isResult recognises a game-termination marker.
func isResult(tok string) bool {
	_, ok := parseResult(tok)
	return ok
}

// isMoveNumber recognises "12", "12." and "12...".
func isMoveNumber(tok string) bool {
	digits := strings.TrimRight(tok, ".")
	return digits != "" && strings.Trim(digits, "0123456789") == ""
}

// token reads a symbol up to white space or a delimiter. A move number
// glued to its move ("12.Nf3") yields the number first.
func (r *pgnReader) token() string {
	start := r.pos
	for !r.eof() {
		c := r.peek()
		if strings.ContainsRune(" \t\r\n{};()[]", c) {
			break
		}
		r.next()
		if c == '.' && r.pos-start > 0 && isMoveNumber(r.text[start:r.pos]) {
			for !r.eof() && r.peek() == '.' {
				r.next()
			}
			break
		}
	}
	if r.pos == start {
		r.next() // a lone delimiter such as "]"; reported as a bad move
	}
	return r.text[start:r.pos]
}

// variation reads a variation begun with "(" at line and col: a line
// instead of the pending move, from the position before it, with its own
// comments, NAGs and variations, up to its ")". One before the first move,
// unclosed, or ended by a result is an error.
func (mt *movetext) variation(r *pgnReader, line, col int) error {
	if mt.pending == nil {
		return r.errAt(line, col, msg("notation.pgn.variation_first"), nil)
	}
	r.next() // '('
	mt.flush()
	var v PGNGame
	sub := movetext{g: &v, inRAV: true, pos: mt.before}
	for {
		r.skipSpace()
		if r.eof() {
			return r.errAt(line, col, msg("notation.pgn.variation"), nil)
		}
		l, c := r.line, r.col
		switch r.peek() {
		case ')':
			r.next()
			sub.flush()
			mt.pending.Variations = append(mt.pending.Variations, PGNVariation{Comment: v.Comment, NAGs: v.NAGs, Moves: v.Moves})
			return nil
		case '[':
			return r.errAt(line, col, msg("notation.pgn.variation"), nil)
		case '{':
			text, err := r.braceComment(l, c)
			if err != nil {
				return err
			}
			sub.comment(text)
		case ';':
			sub.comment(r.lineComment())
		case '(':
			if err := sub.variation(r, l, c); err != nil {
				return err
			}
		default:
			tok := r.token()
			if isResult(tok) {
				return r.errAt(line, col, msg("notation.pgn.variation"), nil)
			}
			if _, err := sub.token(r, tok, l, c); err != nil {
				return err
			}
		}
	}
}

func (r *pgnReader) tag() (Tag, error) {
	line, col := r.line, r.col
	bad := func() (Tag, error) {
		return Tag{}, r.errAt(line, col, msg("notation.pgn.tag"), nil)
	}
	r.next() // '['
	r.skipInline()
	start := r.pos
	for !r.eof() {
		c := r.peek()
		if !(c == '_' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
			break
		}
		r.next()
	}
	name := r.text[start:r.pos]
	if name == "" {
		return bad()
	}
	r.skipInline()
	if r.eof() || r.peek() != '"' {
		return bad()
	}
	r.next()
	var b strings.Builder
	for {
		if r.eof() || r.peek() == '\n' {
			return Tag{}, r.errAt(line, col, msg("notation.pgn.string"), nil)
		}
		c := r.next()
		if c == '"' {
			break
		}
		if c == '\\' && !r.eof() && (r.peek() == '"' || r.peek() == '\\') {
			c = r.next()
		}
		b.WriteRune(c)
	}
	r.skipInline()
	if r.eof() || r.peek() != ']' {
		return bad()
	}
	r.next()
	return Tag{name, b.String()}, nil
}

func (r *pgnReader) skipInline() {
	for !r.eof() && (r.peek() == ' ' || r.peek() == '\t') {
		r.next()
	}
}

// variantKey is a Variant tag's value as the variant checks compare it:
// in lower case, without blanks, hyphens and underscores ("Chess 960",
// "chess-960" and "Chess960" are one).
func variantKey(v string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) || r == '-' || r == '_' {
			return -1
		}
		return unicode.ToLower(r)
	}, v)
}

// isChess960Variant recognises the Variant tag values used for Chess960:
// those python-chess reads ("Chess960", "Chess 960", Cute Chess's
// "Fischerandom", "Fischer Random") and their spellings with a hyphen.
func isChess960Variant(v string) bool {
	switch variantKey(v) {
	case "chess960", "960", "fischerandom", "fischerrandom", "fischerandomchess", "fischerrandomchess":
		return true
	}
	return false
}

// isStandardVariant recognises the Variant tag values that mean chess
// itself: lichess writes "Standard", and "From Position" for a game begun
// from a set-up position.
func isStandardVariant(v string) bool {
	switch variantKey(v) {
	case "", "standard", "chess", "normal", "fromposition":
		return true
	}
	return false
}

func (r *pgnReader) startPosition(g *PGNGame) (Position, error) {
	fen := g.Tag("FEN")
	chess960 := isChess960Variant(g.Tag("Variant"))
	if v := g.Tag("Variant"); !chess960 && !isStandardVariant(v) {
		// Crazyhouse, antichess and the rest are games of other rules:
		// read as chess they would fail at some move as if mistyped.
		return Position{}, r.errAt(r.line, r.col, msg("notation.pgn.variant", "variant", v), nil)
	}
	if fen == "" {
		p := StartPosition()
		p.chess960 = chess960
		return p, nil
	}
	s, err := ParseFEN(fen)
	if err == nil {
		s.Chess960 = s.Chess960 || chess960
		var p Position
		if p, err = NewPosition(s); err == nil {
			return p, nil
		}
	}
	return Position{}, r.errAt(r.line, r.col, msg("notation.pgn.fen"), err)
}

// extractClock removes [%clk h:mm:ss] commands from a comment and returns
// the last clock value given.
func extractClock(text string) (string, time.Duration, bool) {
	var clock time.Duration
	found := false
	var b strings.Builder
	for {
		i := strings.Index(text, "[%clk")
		if i < 0 {
			break
		}
		j := strings.IndexByte(text[i:], ']')
		if j < 0 {
			break
		}
		if d, ok := parseClock(strings.TrimSpace(text[i+5 : i+j])); ok {
			clock, found = d, true
		}
		b.WriteString(text[:i])
		b.WriteByte(' ')
		text = text[i+j+1:]
	}
	b.WriteString(text)
	return strings.Join(strings.Fields(b.String()), " "), clock, found
}

// parseClock reads h:mm:ss with optional fractional seconds.
func parseClock(s string) (time.Duration, bool) {
	d, err := ParseReading(s, clockDisplay)
	return d, err == nil
}

var sevenTagRoster = []string{"Event", "Site", "Date", "Round", "White", "Black", "Result"}

var rosterDefaults = lazy.Value[map[string]string]{Make: func() map[string]string {
	return map[string]string{"Event": "?", "Site": "?", "Date": "????.??.??", "Round": "?", "White": "?", "Black": "?"}
}}

// WritePGN writes games in PGN export form: the seven-tag roster first,
// SetUp/FEN and Variant tags when the start position needs them, then the
// other tags, and movetext wrapped below 80 columns.
func WritePGN(games []PGNGame) string {
	var b strings.Builder
	for i := range games {
		if i > 0 {
			b.WriteByte('\n')
		}
		writeGame(&b, &games[i])
	}
	return b.String()
}

func writeGame(b *strings.Builder, g *PGNGame) {
	start := g.startPosition()
	result := string(g.Result.pgn())
	tags := make([]Tag, 0, len(g.Tags)+3)
	for _, name := range sevenTagRoster {
		v := g.Tag(name)
		if name == "Result" {
			v = result
		} else if v == "" {
			v = rosterDefaults.Get()[name]
		}
		tags = append(tags, Tag{name, v})
	}
	standard := StartPosition()
	// The Variant tag as the game spelt it, where it names the game's
	// own variant (cutechess's "fischerandom", lichess's "Standard").
	switch variant := g.Tag("Variant"); {
	case start.chess960 && isChess960Variant(variant), !start.chess960 && variant != "" && isStandardVariant(variant):
		tags = append(tags, Tag{"Variant", variant})
	case start.chess960:
		tags = append(tags, Tag{"Variant", "Chess960"})
	}
	if start.FEN() != standard.FEN() || start.chess960 {
		tags = append(tags, Tag{"SetUp", "1"}, Tag{"FEN", start.FEN()})
	}
	for _, t := range g.Tags {
		switch t.Name {
		case "Event", "Site", "Date", "Round", "White", "Black", "Result", "SetUp", "FEN", "Variant":
			continue
		}
		tags = append(tags, t)
	}
	for _, t := range tags {
		v := strings.ReplaceAll(strings.ReplaceAll(t.Value, `\`, `\\`), `"`, `\"`)
		b.WriteString("[" + t.Name + ` "` + v + "\"]\n")
	}
	b.WriteByte('\n')

	var line strings.Builder
	emit := func(tok string) {
		if line.Len() > 0 && line.Len()+1+utf8.RuneCountInString(tok) > 79 {
			b.WriteString(line.String())
			b.WriteByte('\n')
			line.Reset()
		}
		if line.Len() > 0 {
			line.WriteByte(' ')
		}
		line.WriteString(tok)
		if strings.HasSuffix(tok, "\n") { // a rest-of-line comment ends its line
			b.WriteString(line.String())
			line.Reset()
		}
	}
	emitNotes(emit, g.NAGs, g.Comment)
	writeMoves(emit, start, g.Moves)
	emit(result)
	b.WriteString(line.String())
	b.WriteByte('\n')
}

// writeMoves writes a line of moves played from pos, each with its NAGs,
// comment and variations; a Black move gets its number after anything
// written between it and the move before.
func writeMoves(emit func(string), pos Position, moves []PGNMove) {
	needNumber := true
	for _, m := range moves {
		if pos.turn == White {
			emit(strconv.Itoa(pos.Fullmoves()) + ".")
		} else if needNumber {
			emit(strconv.Itoa(pos.Fullmoves()) + "...")
		}
		if m.Move == NoMove { // a variation's null move
			emit("--")
		} else {
			emit(pos.SAN(m.Move))
		}
		needNumber = writeAnnotation(emit, pos, m)
		if m.Move == NoMove {
			pos.playNull()
		} else {
			pos.Play(m.Move)
		}
	}
}

// writeAnnotation writes what follows the move m, played from pos: its
// NAGs, its clock and comment, and its variations. It reports whether it
// wrote anything a Black move after it needs its number again for.
func writeAnnotation(emit func(string), pos Position, m PGNMove) bool {
	comment := m.Comment
	if m.HasClock {
		comment = strings.TrimSpace("[%clk " + FormatClock(m.Clock, ClockPGN) + "] " + comment)
	}
	emitNotes(emit, m.NAGs, comment)
	written := comment != ""
	for _, v := range m.Variations {
		inner, close := bracketed(emit)
		emitNotes(inner, v.NAGs, v.Comment)
		writeMoves(inner, pos, v.Moves)
		close()
		emitNotes(emit, v.AfterNAGs, v.After)
		written = true
	}
	return written
}

// bracketed gives an emitter that writes its tokens through emit inside a
// variation's parentheses, glued to the first and last token as other
// programs write them ("(1. d4 d5)"), and the function that closes it.
// The last token is held back until the next one or the close.
func bracketed(emit func(string)) (inner func(string), close func()) {
	held, open := "", "("
	inner = func(tok string) {
		if held != "" {
			emit(held)
		}
		held, open = open+tok, ""
	}
	close = func() {
		if held == "" {
			held = open
		}
		if strings.HasSuffix(held, "\n") { // a rest-of-line comment: ")" goes on the next line
			emit(held)
			held = ""
		}
		emit(held + ")")
	}
	return inner, close
}

// AnnotationText is what g's text holds beside its main line's moves and
// clock times, as PGN writes it: before the first move (the game's NAGs
// and comment), and after each move (its NAGs, comment and variations),
// "" where there is none. A record that keeps the main line keeps these
// beside it, and SetAnnotationText puts them back.
func (g *PGNGame) AnnotationText() (lead string, after []string) {
	var text strings.Builder
	emit := func(t string) {
		if text.Len() > 0 && !strings.HasSuffix(text.String(), "\n") {
			text.WriteByte(' ')
		}
		text.WriteString(t)
	}
	emitNotes(emit, g.NAGs, g.Comment)
	lead = text.String()
	pos := g.startPosition()
	after = make([]string, len(g.Moves))
	for i, m := range g.Moves {
		text.Reset()
		m.HasClock = false
		writeAnnotation(emit, pos, m)
		after[i] = text.String()
		pos.Play(m.Move)
	}
	return lead, after
}

// SetAnnotationText reads back into g the texts AnnotationText gave for a
// game with g's start and main line: g keeps its moves and clock times and
// gets the NAGs, comments and variations. A text that is not the
// annotation of its move is an error and g is left as it was.
func (g *PGNGame) SetAnnotationText(lead string, after []string) error {
	if len(after) > len(g.Moves) {
		return NewMessage("notation.pgn.annotation", "ply", len(g.Moves)+1)
	}
	bare := PGNGame{Start: g.startPosition(), Result: Ongoing}
	head := strings.TrimSuffix(WritePGN([]PGNGame{bare}), "*\n")
	var b strings.Builder
	b.WriteString(head + lead)
	pos := bare.Start
	for i, m := range g.Moves {
		number := strconv.Itoa(pos.Fullmoves()) + "."
		if pos.turn == Black {
			number += ".."
		}
		b.WriteString("\n" + number + " " + pos.SAN(m.Move))
		if i < len(after) {
			b.WriteString(" " + after[i])
		}
		pos.Play(m.Move)
	}
	b.WriteString(" *\n")
	for read, err := range ReadPGN(strings.NewReader(b.String())) {
		if err != nil {
			return err
		}
		if len(read.Moves) != len(g.Moves) {
			return NewMessage("notation.pgn.annotation", "ply", min(len(read.Moves), len(g.Moves))+1)
		}
		for i := range read.Moves {
			if read.Moves[i].Move != g.Moves[i].Move {
				return NewMessage("notation.pgn.annotation", "ply", i+1)
			}
		}
		g.NAGs, g.Comment = read.NAGs, read.Comment
		for i := range g.Moves {
			g.Moves[i].NAGs, g.Moves[i].Comment, g.Moves[i].Variations = read.Moves[i].NAGs, read.Moves[i].Comment, read.Moves[i].Variations
		}
		return nil
	}
	return NewMessage("notation.pgn.annotation", "ply", 0)
}

// startPosition is the position g starts from, the standard one when
// none is set.
func (g *PGNGame) startPosition() Position {
	if g.Start.Occupied() == 0 {
		return StartPosition()
	}
	return g.Start
}

// emitNotes writes NAGs ($n), then a comment word by word so long
// comments wrap. A "}" would end a {…} comment early, so a text holding
// one is written as rest-of-line comments instead ("; a } b" and a new
// line), as many as wrapping needs: the reader joins them back into the
// one text.
func emitNotes(emit func(string), nags []int, text string) {
	for _, n := range nags {
		emit("$" + strconv.Itoa(n))
	}
	words := strings.Fields(text)
	if len(words) == 0 {
		return
	}
	if !strings.Contains(text, "}") {
		words[0] = "{" + words[0]
		words[len(words)-1] += "}"
		for _, w := range words {
			emit(w)
		}
		return
	}
	line := ";"
	for _, w := range words {
		if line != ";" && utf8.RuneCountInString(line)+1+utf8.RuneCountInString(w) > 79 {
			emit(line + "\n")
			line = ";"
		}
		line += " " + w
	}
	emit(line + "\n")
}
