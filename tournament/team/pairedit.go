package team

import (
	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/teamgames"
	"slices"
)

// The arbiter's changes to a team round's pairing (pairedit.go for a
// team event), made on a copy of the round's matches before anything is
// saved: two teams trade places, a match's colours are swapped, a team
// takes the bye. Each returns the round's matches as edited (their games
// laid by LayTeamRound); CheckEditedTeamRound judges it as "check" judges a
// stored round, and ValidateEditedTeamRound is the rule the store saves
// it by. A match with a result, and a requested bye, are never changed; a
// zero-point bye the arbiter left a team (LeftOut) is his own, and is.

// teamSide finds team id in ms: the index of its match (-1 when it is
// in none) and whether it is that match's White team.
func teamSide(ms []tournament.TeamMatch, id int64) (int, bool) {
	for i, m := range ms {
		if m.White == id {
			return i, true
		}
		if !m.IsBye() && m.Black == id {
			return i, false
		}
	}
	return -1, false
}

// roundOf is the round of matches ms, 0 when there are none.
func roundOf(ms []tournament.TeamMatch) int {
	if len(ms) == 0 {
		return 0
	}
	return ms[0].Round
}

// editableMatch refuses a match that has a result (its line-ups and
// teams are fixed, as Started says) and a requested bye (the team's own
// request, not a zero-point bye the arbiter left it).
func editableMatch(ev *tournament.Event, m tournament.TeamMatch) error {
	if m.Started(ev.MatchGames(m)) {
		return engine.NewMessage("teampairedit.err.result", "round", m.Round, "match", m.Number)
	}
	if m.Requested() {
		return engine.NewMessage("teampairedit.err.requested", "round", m.Round, "team", ev.TeamName(m.White))
	}
	return nil
}

// ExchangeTeams has teams a and b trade places in round ms: each takes
// the other's match and colour, or bye.
func ExchangeTeams(ev *tournament.Event, ms []tournament.TeamMatch, a, b int64) ([]tournament.TeamMatch, error) {
	if len(ms) == 0 {
		return ms, engine.NewMessage("teams.err.check.round", "round", 0)
	}
	r := ms[0].Round
	if a == b {
		return ms, engine.NewMessage("teampairedit.err.same")
	}
	i, aWhite := teamSide(ms, a)
	j, bWhite := teamSide(ms, b)
	for _, k := range []struct {
		at int
		id int64
	}{{i, a}, {j, b}} {
		if k.at < 0 {
			return ms, engine.NewMessage("teams.error.not-paired", "team", ev.TeamName(k.id), "round", r)
		}
	}
	if i == j {
		return ms, engine.NewMessage("teampairedit.err.opponents", "a", ev.TeamName(a), "b", ev.TeamName(b), "match", ms[i].Number)
	}
	for _, k := range []int{i, j} {
		if err := editableMatch(ev, ms[k]); err != nil {
			return ms, err
		}
	}
	out := slices.Clone(ms)
	put := func(k int, white bool, id int64) {
		if white {
			out[k].White = id
		} else {
			out[k].Black = id
		}
	}
	put(i, aWhite, b)
	put(j, bWhite, a)
	laid, _ := LayTeamRound(ev, out)
	return laid, nil
}

// SwapTeamColours gives the other team of match number White on board 1.
func SwapTeamColours(ev *tournament.Event, ms []tournament.TeamMatch, number int) ([]tournament.TeamMatch, error) {
	k := slices.IndexFunc(ms, func(m tournament.TeamMatch) bool { return m.Number == number })
	if k < 0 {
		return ms, engine.NewMessage("teams.error.no-match", "round", roundOf(ms), "match", number)
	}
	if ms[k].IsBye() {
		return ms, engine.NewMessage("teampairedit.err.byecolours", "round", ms[k].Round, "team", ev.TeamName(ms[k].White))
	}
	if err := editableMatch(ev, ms[k]); err != nil {
		return ms, err
	}
	out := slices.Clone(ms)
	out[k].White, out[k].Black = out[k].Black, out[k].White
	laid, _ := LayTeamRound(ev, out)
	return laid, nil
}

// GiveTeamBye gives team id the round's pairing-allocated bye: the team
// that had it takes id's place. In a round without one (an even number
// of teams playing) id leaves its match for the bye, and its opponent,
// left with none, has the bye too: two teams out is the least an even
// round gives one team a bye with, and the editor names the opponent
// (ByeFrom) and the check says neither bye is the rules'.
func GiveTeamBye(ev *tournament.Event, ms []tournament.TeamMatch, id int64) ([]tournament.TeamMatch, error) {
	r := roundOf(ms)
	i, _ := teamSide(ms, id)
	switch {
	case i < 0:
		return ms, engine.NewMessage("teams.error.not-paired", "team", ev.TeamName(id), "round", r)
	case ms[i].IsBye() && !ms[i].Requested():
		return ms, engine.NewMessage("teams.error.has-bye", "team", ev.TeamName(id), "round", r)
	}
	if k := allocatedBye(ms); k >= 0 {
		return ExchangeTeams(ev, ms, id, ms[k].White)
	}
	if err := editableMatch(ev, ms[i]); err != nil {
		return ms, err
	}
	opponent, _ := ByeFrom(ms, id)
	out := slices.Clone(ms)
	// The match keeps its number, now id's bye, so that no other match is
	// renumbered (a match with a result keeps its number); the
	// opponent's bye comes last.
	out[i] = tournament.TeamMatch{Round: r, Number: ms[i].Number, White: id}
	out = append(out, tournament.TeamMatch{Round: r, Number: len(out) + 1, White: opponent})
	laid, _ := LayTeamRound(ev, out)
	return laid, nil
}

// PairTeams pairs teams a and b, both with the round's pairing-allocated
// bye, in one match, a White on board 1: the two a bye given by hand in an
// even round left without a match (GiveTeamBye) play after all, where the
// arbiter could only exchange them with a team in a match. The match takes
// the first bye's number; the matches after the second close up.
func PairTeams(ev *tournament.Event, ms []tournament.TeamMatch, a, b int64) ([]tournament.TeamMatch, error) {
	r := roundOf(ms)
	if a == b {
		return ms, engine.NewMessage("teampairedit.err.same")
	}
	i, _ := teamSide(ms, a)
	j, _ := teamSide(ms, b)
	for _, k := range []int{i, j} {
		if k >= 0 && (!ms[k].IsBye() || ms[k].Requested()) {
			return ms, engine.NewMessage("teampairedit.err.pair", "team", ev.TeamName(ms[k].White), "round", r)
		}
	}
	if i < 0 || j < 0 {
		id := a
		if i >= 0 {
			id = b
		}
		return ms, engine.NewMessage("teams.error.not-paired", "team", ev.TeamName(id), "round", r)
	}
	first, second := min(i, j), max(i, j)
	out := slices.Clone(ms)
	out[first] = tournament.TeamMatch{Round: r, Number: ms[first].Number, White: a, Black: b}
	out = slices.Delete(out, second, second+1)
	for k := second; k < len(out); k++ {
		out[k].Number = k + 1
	}
	laid, _ := LayTeamRound(ev, out)
	return laid, nil
}

// allocatedBye is the index in ms of the round's pairing-allocated bye,
// -1 for none.
func allocatedBye(ms []tournament.TeamMatch) int {
	return slices.IndexFunc(ms, func(m tournament.TeamMatch) bool { return m.IsBye() && !m.Bye.Requested() })
}

// secondByes are the teams of round ms with a bye not requested where it
// has two: a team given the bye by hand in an even round and the opponent
// that left without a match (GiveTeamBye), each with the
// pairing-allocated bye or the zero-point bye the arbiter scored it with
// (LeftOut). The rules give none of them; how each scores is the
// arbiter's to say (ScoreSecondByes).
func secondByes(ms []tournament.TeamMatch) []int64 {
	var out []int64
	for _, m := range ms {
		if m.IsBye() && !m.Requested() {
			out = append(out, m.White)
		}
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// NewSecondByes are the teams of SecondByes(ms), round ms of ev as
// edited, whose score is yet to be chosen: those the round as stored
// does not give, as a second bye, the bye they have in ms. A second bye
// saved keeps the score chosen for it, and is not asked again when
// another match of the round is edited.
func NewSecondByes(ev *tournament.Event, ms []tournament.TeamMatch) []int64 {
	second := secondByes(ms)
	if len(second) == 0 {
		return nil
	}
	stored := ev.RoundMatches(ms[0].Round)
	saved := secondByes(stored)
	var out []int64
	for _, id := range second {
		i, _ := teamSide(ms, id)
		k, _ := teamSide(stored, id)
		if !slices.Contains(saved, id) || stored[k].Bye != ms[i].Bye || stored[k].LeftOut != ms[i].LeftOut {
			out = append(out, id)
		}
	}
	return out
}

// SecondByeKinds are what the arbiter may score a team of SecondByes
// with: the event's own bye (NoBye, scored as the options' ByeMatch and
// ByeGame say), or, in a Swiss, a zero-point bye, the team not paired (a
// round robin has no byes but its table's, nor requests).
func SecondByeKinds(ev *tournament.Event) []tournament.ByeKind {
	if ev.Settings.System == tournament.TeamSwiss {
		return []tournament.ByeKind{tournament.NoBye, tournament.ByeZeroPoint}
	}
	return []tournament.ByeKind{tournament.NoBye}
}

// ScoreSecondByes scores teams, of SecondByes(ms), with kind, one of
// SecondByeKinds: their byes, otherwise as they were.
func ScoreSecondByes(ev *tournament.Event, ms []tournament.TeamMatch, teams []int64, kind tournament.ByeKind) ([]tournament.TeamMatch, error) {
	if !slices.Contains(SecondByeKinds(ev), kind) {
		return ms, engine.NewMessage("teams.err.bye.kind")
	}
	second := secondByes(ms)
	out := slices.Clone(ms)
	for _, id := range teams {
		if !slices.Contains(second, id) {
			return ms, engine.NewMessage("teampairedit.err.second", "team", ev.TeamName(id), "round", roundOf(ms))
		}
		i, _ := teamSide(out, id)
		out[i].Bye, out[i].LeftOut = kind, kind == tournament.ByeZeroPoint
	}
	return out, nil
}

// ByeFrom is the other team that giving id the bye in round ms moves
// (GiveTeamBye): the team that has the pairing-allocated bye and takes
// id's place, or, the round having none, id's opponent, which has the
// bye too (both true); 0 where id has a bye or plays no match.
func ByeFrom(ms []tournament.TeamMatch, id int64) (int64, bool) {
	i, white := teamSide(ms, id)
	switch k := allocatedBye(ms); {
	case i < 0 || ms[i].IsBye():
		return 0, false
	case k >= 0:
		return ms[k].White, false
	case white:
		return ms[i].Black, true
	}
	return ms[i].White, true
}

// LayTeamRound lays the games of a team round's matches ms, as paired or
// edited, from the line-ups of the round as stored in ev: a match whose
// teams and colours are the stored match's keeps its games (with their
// results) and its forfeit; in any other a team keeps the line-up it had
// in the round, board for board (a board it left empty stays empty), and
// a team that had no match in it (the bye, or a round not yet stored)
// plays its default line-up (teamgames.DefaultLineup). A bye has no games. It
// returns the matches as saved and the round's games, numbered on through
// the matches (teamgames.Lay).
func LayTeamRound(ev *tournament.Event, ms []tournament.TeamMatch) ([]tournament.TeamMatch, []tournament.Pairing) {
	if len(ms) == 0 {
		return ms, nil
	}
	r, boards := ms[0].Round, ev.TeamOptions.Boards
	stored := ev.RoundMatches(r)
	// slots is a team's players board by board in the stored round (0: a
	// board it left empty).
	slots := func(team int64) []int64 {
		i, white := teamSide(stored, team)
		if i < 0 || stored[i].IsBye() {
			t, ok := ev.Team(team)
			if !ok {
				return nil
			}
			return teamgames.DefaultLineup(ev, *t, r, boards)
		}
		games := ev.MatchGames(stored[i])
		out := make([]int64, len(games))
		for k, b := range games {
			if ev.TeamOptions.WhiteTeamOnBoard(k+1) == white {
				out[k] = b.White
			} else {
				out[k] = b.Black
			}
		}
		return out
	}
	out := slices.Clone(ms)
	games := map[int][]tournament.Pairing{} // by match number
	for k := range out {
		m := &out[k]
		m.Round = r
		// A bye keeps the kind ms gives it: the arbiter's score of a
		// second bye (ScoreSecondByes) over the one stored.
		if i := slices.IndexFunc(stored, func(s tournament.TeamMatch) bool { return s.Number == m.Number }); i >= 0 &&
			stored[i].White == m.White && stored[i].Black == m.Black {
			m.Forfeit = stored[i].Forfeit
			games[m.Number] = ev.MatchGames(stored[i])
			continue
		}
		m.Forfeit = tournament.NoResult
		if m.IsBye() {
			continue
		}
		m.Bye, m.LeftOut = tournament.NoBye, false
		games[m.Number] = teamgames.Boards(ev.TeamOptions, slots(m.White), slots(m.Black))
		// A team withdrawn before the round (a round robin's table still
		// pairs it) loses the match as a whole, as its withdrawal forfeits
		// a match paired before it (WithdrawalForfeits): one fact in the
		// crosstable and the results by board, whichever came first.
		if m.Forfeit = goneForfeit(ev, *m); m.Forfeit != tournament.NoResult {
			games[m.Number] = teamgames.Forfeit(ev.TeamOptions, games[m.Number], m.Forfeit)
		}
	}
	return out, teamgames.Lay(r, out, func(m tournament.TeamMatch) []tournament.Pairing { return games[m.Number] })
}

// TeamsFromBye are the teams of the edited round ms that play a match
// but had the bye in the round as stored: they play their default
// line-ups, which the editor says.
func TeamsFromBye(ev *tournament.Event, ms []tournament.TeamMatch) []int64 {
	return movedByBye(ev, ms, true)
}

// TeamsToBye are the teams of the edited round ms that have a bye but
// played a match in the round as stored, which the editor says: in an
// even round the bye given to one team is its opponent's too
// (GiveTeamBye).
func TeamsToBye(ev *tournament.Event, ms []tournament.TeamMatch) []int64 {
	return movedByBye(ev, ms, false)
}

// movedByBye are the teams of ms that play a match but had a bye in the
// round as stored (fromBye), or the other way round.
func movedByBye(ev *tournament.Event, ms []tournament.TeamMatch, fromBye bool) []int64 {
	if len(ms) == 0 {
		return nil
	}
	stored := ev.RoundMatches(ms[0].Round)
	var out []int64
	for _, m := range ms {
		for _, id := range []int64{m.White, m.Black} {
			if i, _ := teamSide(stored, id); id != 0 && i >= 0 && m.IsBye() != fromBye && stored[i].IsBye() == fromBye {
				out = append(out, id)
			}
		}
	}
	return out
}

// CheckEditedTeamRound judges ms, round r of ev as edited but not saved,
// as CheckTeamRound judges a stored one: ev with ms as round r and no
// round after it.
func CheckEditedTeamRound(ev *tournament.Event, ms []tournament.TeamMatch) ([]error, error) {
	if len(ms) == 0 {
		return nil, engine.NewMessage("teams.err.check.round", "round", 0)
	}
	r := ms[0].Round
	cp := *ev
	cp.Matches = nil
	for _, m := range ev.Matches {
		if m.Round < r {
			cp.Matches = append(cp.Matches, m)
		}
	}
	cp.Matches = append(cp.Matches, ms...)
	return CheckTeamRound(&cp, r)
}

// ValidateEditedTeamRound is the rule for the arbiter's pairing of round
// r saved over the round as paired in ev: only the last round paired is
// edited; its matches are numbered 1, 2, … as before; every team of the
// event is in one match or bye, never against itself (editedPlaces); the
// requested byes stay as asked (requestsKept); and a match with a result
// keeps its teams and colours.
func ValidateEditedTeamRound(ev *tournament.Event, r int, ms []tournament.TeamMatch) error {
	if last := ev.PairedRounds(); r < 1 || r != last {
		return engine.NewMessage("teampairedit.err.last", "round", r, "last", last)
	}
	where, err := editedPlaces(ev, r, ms)
	if err != nil {
		return err
	}
	if err := requestsKept(ev, r, ms, where); err != nil {
		return err
	}
	for _, s := range ev.RoundMatches(r) {
		// Byes given by hand change the count of entries, so a stored
		// match may have no place in ms.
		k := s.Number - 1
		if s.Started(ev.MatchGames(s)) && (k >= len(ms) || ms[k].White != s.White || ms[k].Black != s.Black) {
			return engine.NewMessage("teampairedit.err.result", "round", r, "match", s.Number)
		}
	}
	return nil
}

// editedPlaces checks that the matches ms of round r are numbered 1, 2,
// …, that every team of ev is in exactly one of them and none plays
// itself, and that two byes at most are not requested ones (the odd team
// out, or a team given the bye by hand in an even round and its
// opponent); it returns each team's match number.
func editedPlaces(ev *tournament.Event, r int, ms []tournament.TeamMatch) (map[int64]int, error) {
	where := map[int64]int{}
	byes := 0
	for k, m := range ms {
		if m.Round != r || m.Number != k+1 {
			return nil, engine.NewMessage("teampairedit.err.numbers", "round", r, "match", m.Number, "place", k+1)
		}
		if m.White == m.Black {
			return nil, engine.NewMessage("teampairedit.err.self", "round", r, "match", m.Number, "team", ev.TeamName(m.White))
		}
		for _, id := range []int64{m.White, m.Black} {
			if id == 0 {
				continue
			}
			if _, ok := ev.Team(id); !ok {
				return nil, engine.NewMessage("teams.err.bye.team", "team", id)
			}
			if at, twice := where[id]; twice {
				return nil, engine.NewMessage("teampairedit.err.twice", "round", r, "team", ev.TeamName(id), "a", at, "b", m.Number)
			}
			where[id] = m.Number
		}
		if m.IsBye() && !m.Requested() {
			if byes++; byes > 2 {
				return nil, engine.NewMessage("teampairedit.err.byes", "round", r)
			}
		}
	}
	for _, t := range ev.Teams {
		if _, ok := where[t.ID]; !ok {
			return nil, engine.NewMessage("teams.error.not-paired", "team", t.Name, "round", r)
		}
	}
	return where, nil
}

// requestsKept checks the byes of ms against those the teams asked for in
// round r: a requested bye is the team's own, the same teams keep the same
// kinds, and no other bye passes for one. The arbiter's own bye of a
// requested kind is a zero-point bye in a Swiss, his score of a team left
// without a match (ScoreSecondByes), which gains it nothing.
func requestsKept(ev *tournament.Event, r int, ms []tournament.TeamMatch, where map[int64]int) error {
	asked := byesIn(ev, r)
	for _, m := range ms {
		kind, ok := asked[m.White]
		if m.Requested() && (!ok || kind != m.Bye) ||
			m.LeftOut && (!m.IsBye() || m.Bye != tournament.ByeZeroPoint || ev.Settings.System != tournament.TeamSwiss) {
			return engine.NewMessage("teampairedit.err.requested.new", "round", r, "team", ev.TeamName(m.White))
		}
	}
	for id, kind := range asked {
		if m := ms[where[id]-1]; !m.Requested() || m.Bye != kind {
			return engine.NewMessage("teampairedit.err.requested", "round", r, "team", ev.TeamName(id))
		}
	}
	return nil
}
