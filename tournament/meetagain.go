package tournament

import (
	"slices"
	"strconv"
	"strings"

	"arbiter/engine"
)

// MeetAgain lists the sides (players, or teams) paired in round r of a
// Swiss that were paired before only in rounds whose game or match was
// not played, each as a message naming them, those rounds and the rule:
// the Swiss forbids two sides to play each other more than once
// (C.04.1; a team Swiss's C.04.6 [C1]), and a game forfeited by one or both, or a match won on
// forfeits alone (MatchScore.Played), is no meeting, so the pairing
// brings them together again, which the arbiter meets as a rematch and
// must be told. A round robin's table pairs whom it pairs, and is not
// listed.
func (ev *Event) MeetAgain(r int) []engine.Message {
	switch {
	case ev.Settings.System == TeamSwiss:
		return ev.teamsMeetAgain(r)
	case ev.Settings.System.IndividualSwiss() && r >= 1 && r <= len(ev.Rounds):
		return ev.playersMeetAgain(r)
	}
	return nil
}

// meeting is one earlier pairing of two sides: its round and whether it
// was played.
type meeting struct {
	round  int
	played bool
}

// pairKey is two sides in a fixed order, so that a pairing is found
// whoever had White.
func pairKey(a, b int64) [2]int64 { return [2]int64{min(a, b), max(a, b)} }

func (ev *Event) playersMeetAgain(r int) []engine.Message {
	met := map[[2]int64][]meeting{}
	for _, rd := range ev.Rounds[:r-1] {
		for _, p := range rd.Pairings {
			if p.Seated() {
				k := pairKey(p.White, p.Black)
				// A game without a result is neither played nor
				// forfeited: counted as played, it lists nothing.
				met[k] = append(met[k], meeting{rd.Number, !p.Result.Forfeit()})
			}
		}
	}
	var out []engine.Message
	for _, p := range ev.Rounds[r-1].Pairings {
		if p.Seated() {
			out = appendMeetAgain(out, "event.meetagain.game", "C.04.1", ev.PlayerName(p.White), ev.PlayerName(p.Black), met[pairKey(p.White, p.Black)])
		}
	}
	return out
}

func (ev *Event) teamsMeetAgain(r int) []engine.Message {
	met := map[[2]int64][]meeting{}
	for _, m := range ev.Matches {
		if m.Round < r && !m.IsBye() {
			w, _ := m.Score(ev.TeamOptions, ev.MatchGames(m))
			k := pairKey(m.White, m.Black)
			met[k] = append(met[k], meeting{m.Round, w.Played})
		}
	}
	var out []engine.Message
	for _, m := range ev.RoundMatches(r) {
		if !m.IsBye() {
			out = appendMeetAgain(out, "event.meetagain.match", "C.04.6 [C1]", ev.TeamName(m.White), ev.TeamName(m.Black), met[pairKey(m.White, m.Black)])
		}
	}
	return out
}

// appendMeetAgain adds the message key says of sides a and b to out where
// they met before and never played, citing article: the basic rules of
// every Swiss for players, the team Swiss's own absolute criterion for
// teams.
func appendMeetAgain(out []engine.Message, key, article, a, b string, before []meeting) []engine.Message {
	if len(before) == 0 || slices.ContainsFunc(before, func(m meeting) bool { return m.played }) {
		return out
	}
	slices.SortFunc(before, func(x, y meeting) int { return x.round - y.round })
	rounds := make([]string, len(before))
	for i, m := range before {
		rounds[i] = strconv.Itoa(m.round)
	}
	return append(out, *engine.NewMessage(key, "a", a, "b", b, "n", len(before),
		"rounds", strings.Join(rounds, ", "), "article", article))
}
