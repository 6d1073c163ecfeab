package tournament_test

import (
	"errors"
	"testing"

	"arbiter/engine"
	"arbiter/tournament"
)

// The boards' colours an arbiter names (alternating, in pairs) are spelled
// for the event's boards and follow a change of the boards; a pattern of
// its own does not, and the change is refused saying what to do, the
// pattern kept.
func TestBoardColoursNamedFollowTheBoards(t *testing.T) {
	for _, c := range []struct {
		boards  int
		kind    string
		want    string // the pattern
		colours string // as kept: none where it alternates
	}{
		{4, "pairs", "WBBW", "WBBW"},
		{6, "pairs", "WBBWWB", "WBBWWB"},
		{8, "pairs", "WBBWWBBW", "WBBWWBBW"},
		{2, "pairs", "WB", ""}, // on two boards the kinds are one
		{4, "alternating", "WBWB", ""},
		{5, "WBWWB", "WBWWB", "WBWWB"},
		{4, "WBWB", "WBWB", ""},
	} {
		o := tournament.TeamSwiss.DefaultTeamOptions(c.boards).WithBoardColours(c.kind)
		if o.BoardPattern() != c.want || o.BoardColours != c.colours {
			t.Errorf("%d boards %s: pattern %q kept as %q, want %q kept as %q", c.boards, c.kind, o.BoardPattern(), o.BoardColours, c.want, c.colours)
		}
		if err := o.Validate(); err != nil {
			t.Errorf("%d boards %s: %v", c.boards, c.kind, err)
		}
	}
	kinds := map[string]string{"WBWB": "alternating", "WBBW": "pairs", "WBBWWB": "pairs", "WBWWB": "", "WBBB": ""}
	for pattern, want := range kinds {
		o := tournament.TeamOptions{Boards: len(pattern), BoardColours: pattern}
		if got := o.BoardColoursKind(); got != want {
			t.Errorf("%s is of kind %q, want %q", pattern, got, want)
		}
	}

	pairs := tournament.TeamSwiss.DefaultTeamOptions(4)
	pairs.BoardColours = "WBBW"
	for n, want := range map[int]string{6: "WBBWWB", 8: "WBBWWBBW", 3: "WBB"} {
		o, err := pairs.WithBoards(n)
		if err != nil || o.BoardPattern() != want || o.Validate() != nil {
			t.Errorf("in pairs, 4 boards made %d: %q (%v, %v), want %q", n, o.BoardPattern(), err, o.Validate(), want)
		}
	}
	own := tournament.TeamSwiss.DefaultTeamOptions(5)
	own.BoardColours = "WBWWB"
	o, err := own.WithBoards(6)
	var m *engine.Message
	if !errors.As(err, &m) || m.Key != "teams.err.board-colours-boards" || m.Args["value"] != "WBWWB" || m.Args["was"] != 5 || m.Args["boards"] != 6 {
		t.Errorf("a pattern of its own, 5 boards made 6: %v, want teams.err.board-colours-boards naming WBWWB, 5 and 6", err)
	}
	if o.BoardColours != "WBWWB" {
		t.Errorf("the pattern of its own refused became %q", o.BoardColours)
	}
	if o, err := own.WithBoards(5); err != nil || o.BoardColours != "WBWWB" {
		t.Errorf("5 boards kept: %q, %v", o.BoardColours, err)
	}
}
