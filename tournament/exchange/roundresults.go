package exchange

import (
	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"bufio"
	"io"
	"strconv"
	"strings"
)

// BoardResult is the result of one board of a round, as a batch of
// results gives it.
type BoardResult struct {
	Board  int
	Result tournament.Result
}

// ReadRoundResults reads the results of a whole round, one board a line:
// the board number and the result ("3 1-0", "12 ½-½", "7 +/-"); blank
// lines and lines starting with # are skipped. Every result is checked as
// tournament.Event.ValidateResult checks one typed at the board, and a board given twice is
// refused; the first problem is returned with its line, so that nothing of
// a batch with a mistake is entered.
func ReadRoundResults(r io.Reader, ev *tournament.Event, round int) ([]BoardResult, error) {
	var out []BoardResult
	seen := map[int]int{} // board → line
	lines := bufio.NewScanner(r)
	n := 0
	for lines.Scan() {
		n++
		text := strings.TrimSpace(lines.Text())
		if n == 1 {
			text = strings.TrimPrefix(text, "\ufeff")
		}
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		fields := strings.Fields(text)
		board, err := strconv.Atoi(fields[0])
		if len(fields) < 2 || err != nil || board < 1 {
			return nil, input.AtLine(engine.NewMessage("event.err.results.format", "text", text), n)
		}
		if first, dup := seen[board]; dup {
			return nil, input.AtLine(engine.NewMessage("event.err.results.twice", "board", board, "first", first), n)
		}
		seen[board] = n
		res, err := tournament.ParseResult(strings.Join(fields[1:], ""))
		if err != nil {
			return nil, input.AtLine(err, n)
		}
		if _, err := ev.ValidateResult(round, board, res); err != nil {
			return nil, input.AtLine(err, n)
		}
		out = append(out, BoardResult{Board: board, Result: res})
	}
	if err := lines.Err(); err != nil {
		return nil, input.AtLine(engine.NewMessage("event.err.results.format", "text", "…"), n+1)
	}
	return out, nil
}
