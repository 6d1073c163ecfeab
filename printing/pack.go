package printing

import (
	"io"
	"slices"
	"strings"

	"arbiter/tournament"
)

// RoundPack prints everything the desk needs before a round in one PDF:
// the pairing list (by board and by name), a result slip for every board,
// a pre-filled scoresheet for each player of every board (the two copies
// of a board together: each player keeps one and hands one in), and the
// standings before the round (from round 2 on: before it they are all
// zeros).
func RoundPack(w io.Writer, ev *tournament.Event, round int, opt Options) error {
	return RoundPackOf(w, ev, round, PackParts, opt)
}

// PackParts are the parts of a round pack, in the order they print.
var PackParts = []string{"pairings", "slips", "scoresheets", "standings"}

// RoundPackOf prints the parts of the round pack the arbiter chose (of
// PackParts, in their order whatever the order asked), so that a print
// run holds only the lists wanted.
func RoundPackOf(w io.Writer, ev *tournament.Event, round int, parts []string, opt Options) error {
	all := map[string]func(*sheet, int) error{"pairings": (*sheet).pairings, "slips": (*sheet).slips,
		"scoresheets": (*sheet).packScoresheets, "standings": (*sheet).standingsBefore}
	var chosen []func(*sheet) error
	for _, name := range parts {
		if all[name] == nil {
			return errorf("print.error.pack-part", "part", name, "parts", strings.Join(PackParts, ", "))
		}
	}
	for _, name := range PackParts {
		if slices.Contains(parts, name) {
			chosen = append(chosen, ofRound(all[name], round))
		}
	}
	return render(w, ev, opt, chosen...)
}

// packScoresheets prints both copies of every board's scoresheet.
func (s *sheet) packScoresheets(round int) error { return s.boardScoresheets(round, 2) }

// standingsBefore prints the standings as they stood before round n;
// before the first round is complete there are none to print, only
// zeros.
func (s *sheet) standingsBefore(round int) error {
	ev := s.ev
	defer func() { s.ev = ev }()
	s.ev = tournament.AfterRound(ev, round-1)
	if tournament.CompletedRounds(s.ev) == 0 {
		return nil
	}
	s.round = 0
	s.standings(tournament.Standings(s.ev))
	return nil
}
