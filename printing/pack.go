package printing

import (
	"io"

	"arbiter/tournament"
)

// RoundPack prints everything the desk needs before a round in one PDF:
// the pairing list (by board and by name), a result slip for every board,
// a pre-filled scoresheet for each player of every board (the two copies
// of a board together: each player keeps one and hands one in), and the
// standings before the round (from round 2 on: before it they are all
// zeros).
func RoundPack(w io.Writer, ev *tournament.Event, round int, opt Options) error {
	return render(w, ev, opt, ofRound((*sheet).pairings, round), ofRound((*sheet).slips, round),
		ofRound((*sheet).packScoresheets, round), ofRound((*sheet).standingsBefore, round))
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
