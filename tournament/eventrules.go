package tournament

import (
	"slices"
	"strings"

	"arbiter/engine"
	"arbiter/tournament/berger"
	"arbiter/tournament/tiebreak"
)

// The rules of the event that the store judges on every change, whichever
// front end or import brings it. Each is shaped for what it reads, so that
// the store can ask it without loading more of the file than the rule
// needs; front ends show the store's refusal and keep no copy of a rule.
// The result's rule is ResultAllowed (results.go) and the withdrawal's
// ValidateWithdrawal (results.go).

// ValidateSettingsChange checks that the event may take the settings s in
// place of its own: the settings themselves (SettingsAllowed), once a
// round is paired the pairing system stays and the rounds change only as
// roundsChangeable lets them; a Swiss's rounds are as many
// as its field can play (fieldHolds); once a player or a team is
// in, the kind of event (KindFixed), judged first: a team event turned
// individual was refused for its team tie-breaks, which the arbiter had
// not given, under the new system.
func (ev *Event) ValidateSettingsChange(s Settings) error {
	if err := ev.KindFixed(s); err != nil {
		return err
	}
	// A name heads every sheet and page; one given is not taken away (an
	// event imported without one may stay nameless until it is named).
	if strings.TrimSpace(s.Name) == "" && ev.Settings.Name != "" {
		return engine.NewMessage("event.err.settings.name-emptied")
	}
	if err := ev.SettingsAllowed(s); err != nil {
		return err
	}
	if under := s.System.rules().tieBreaksUnder; under != nil {
		if err := under(s.TieBreaks, ev.TeamOptions); err != nil {
			return err
		}
	}
	if err := ev.roundsChangeable(s); err != nil {
		return err
	}
	return ev.fieldHolds(s)
}

// roundsChangeable is the rule for the system and the number of rounds
// once a round is paired: the system stays, since the rounds paired were
// made by it. A Swiss may be cut short (a round cancelled) or lengthened
// as the arbiters' programs let it, to no fewer rounds than are paired:
// its pairing reads the last round afresh for each round it pairs
// (C.04.3's last-round rules), so a round not yet paired follows the new
// number. A round robin's rounds are its table's and a match's its
// agreed games, which a change would leave half played. A bye asked for
// in a round the event no longer has is refused by name, never dropped
// unsaid.
func (ev *Event) roundsChangeable(s Settings) error {
	paired := ev.PairedRounds()
	if s.Rounds == ev.Settings.Rounds && s.System == ev.Settings.System {
		return nil
	}
	swiss := s.System.PairedByScores()
	switch {
	case paired == 0:
	case s.System != ev.Settings.System || s.System == Match:
		return engine.NewMessage("event.err.settings.fixed", "paired", paired)
	case !swiss:
		return engine.NewMessage("event.err.settings.rounds.table")
	case s.Rounds < paired:
		return engine.NewMessage("event.err.settings.rounds.paired", "paired", paired, "rounds", s.Rounds)
	}
	if !swiss || s.Rounds == 0 {
		return nil
	}
	for _, b := range ev.Requests {
		if b.Round > s.Rounds {
			return engine.NewMessage("event.err.settings.rounds.bye", "name", ev.EntrantName(b), "round", b.Round, "rounds", s.Rounds)
		}
	}
	return nil
}

// SettingsAllowed is Settings.Validate of settings s that replace the
// event's own, save that a round the file already dates outside the
// event's days, with the same date and the same day passed, is not the
// change's doing and is let stand (Settings.ValidateBeside): an old file
// so dated still takes its tie-breaks. A paired round's own date counts
// as the file's: a round played a day late is a fact, which the window's
// settings show in the round's row and save back with every change.
func (ev *Event) SettingsAllowed(s Settings) error {
	was := ev.Settings
	was.Schedule = slices.Clone(was.Schedule)
	for _, r := range ev.Rounds {
		if r.Date != "" {
			was.Schedule = append(was.Schedule, RoundTime{Round: r.Number, Date: r.Date})
		}
	}
	return s.ValidateBeside(was)
}

// fieldHolds is the rule for a Swiss's number of rounds against the field
// entered, asked when the rounds or the system change (fieldPlays).
func (ev *Event) fieldHolds(s Settings) error {
	if s.Rounds == ev.Settings.Rounds && s.System == ev.Settings.System {
		return nil
	}
	return ev.fieldPlays(s, "event.err.settings.rounds.players", "event.err.settings.rounds.teams")
}

// StartAllowed is the rule for pairing round 1, which fixes the system and
// the number of rounds (ValidateSettingsChange): the field entered then
// must be able to play the Swiss's rounds (fieldPlays). fieldHolds judged
// them against the field of their day, and players removed since, or
// never entered, leave fewer, and the event would stop at the first
// round nobody can pair. After round 1 the field only grows (a player
// leaves by withdrawing), and a change of the rounds is judged by
// fieldHolds again, so the rule is not asked again.
func (ev *Event) StartAllowed() error {
	if ev.Started() {
		return nil
	}
	return ev.fieldPlays(ev.Settings, "event.err.pair.rounds.players", "event.err.pair.rounds.teams")
}

// fieldPlays judges the rounds of settings s against the field entered:
// each round must leave every player (every team) an opponent not yet met
// or, in an odd field, the one bye he may get, so a Swiss has at most the
// rounds of a round robin of its field (n−1, n when n is odd), as Swiss
// pairing programs refuse more. A field of fewer than two is not a field
// yet; a round robin's rounds follow from its size (TotalRounds). The
// refusal says players or teams, the caller's message for either.
func (ev *Event) fieldPlays(s Settings, players, teams string) error {
	key, n := players, len(ev.Players)
	switch {
	case s.System == TeamSwiss:
		key, n = teams, len(ev.Teams)
	case !s.System.IndividualSwiss():
		return nil
	}
	most := berger.TableSize(n) - 1
	if n < 2 || s.Rounds <= most {
		return nil
	}
	return engine.NewMessage(key, "rounds", s.Rounds, "n", n, "max", most)
}

// PlayerAllowed is the rule for a player added (p.ID 0) or changed, given
// the event's settings, the rounds paired and its players: a new player
// only where EntryAllowed lets one join and never a match's third, a player's seat changed only
// before round 1 is paired (the round robin's tables and a report's
// numbers are made from the seats, as a draw is refused then too:
// seats.CheckDraw), no starting number typed in a Swiss whose numbers
// follow the ratings (seatFollowsRatings), his fields, and no second entry of one person
// (validateNewPlayer).
func PlayerAllowed(p Player, s Settings, paired int, players []Player) error {
	if p.ID == 0 && s.System == Match && len(players) >= 2 {
		// A third player would be seated by the draw and refused only
		// when round 1 is paired.
		return engine.NewMessage("event.err.player.match", "first", players[0].Name, "second", players[1].Name)
	}
	if p.ID == 0 {
		if err := EntryAllowed(s, paired); err != nil {
			return err
		}
	}
	if i := slices.IndexFunc(players, func(q Player) bool { return q.ID == p.ID }); p.ID != 0 && i >= 0 && paired > 0 && players[i].Seat != p.Seat {
		return engine.NewMessage("event.err.seats.paired")
	}
	if seatFollowsRatings(p, s, players) {
		return engine.NewMessage("event.err.seats.swiss")
	}
	return validateNewPlayer(players, p)
}

// SeatTaken is the player whose seat a change of p's seat takes, given
// the seat p leaves (none, 0, where p had none), for the store to save
// with p in one action: a seat changed by hand swaps the two, as no two
// players may share one, which would leave the round robin's table, and
// whom the list's number names, to chance. ok is false where the seat is
// unchanged, none, or no one else's.
func SeatTaken(players []Player, p Player) (other Player, ok bool) {
	i := slices.IndexFunc(players, func(q Player) bool { return q.ID == p.ID })
	if i < 0 || p.Seat == 0 || players[i].Seat == p.Seat {
		return Player{}, false
	}
	j := slices.IndexFunc(players, func(q Player) bool { return q.ID != p.ID && q.Seat == p.Seat })
	if j < 0 {
		return Player{}, false
	}
	other = players[j]
	other.Seat = players[i].Seat
	return other, true
}

// EntryAllowed is the rule for players joining the event, one or a list,
// and for a team joining a team event: before round 1 is paired any event
// takes them; afterwards only a Swiss, which pairs a late entry from the
// next round on, since a round robin's tables are made for the field it
// started with; and none once every round is paired, when the one who
// joins could play none of them.
func EntryAllowed(s Settings, paired int) error {
	if paired > 0 && !s.System.IndividualSwiss() && s.System != TeamSwiss {
		return engine.NewMessage("event.err.player.late", "paired", paired)
	}
	if paired > 0 && paired >= s.Rounds {
		return engine.NewMessage("event.err.entry.over", "rounds", s.Rounds)
	}
	return nil
}

// Started reports whether round 1 is paired: from then on the seats and
// the pairing system and length are fixed, a player leaves by withdrawing
// instead of being removed, and the players' ratings, titles and
// federations are fixed: the event is rated, paired and normed from the
// values at its start (FIDE Rating Regulations; C.04.2 for the pairing
// numbers, which they order), and a rating list's newer values are kept
// apart (Player.Listed). Front ends ask it to offer only what the store's
// rules take.
func (ev *Event) Started() bool { return ev.PairedRounds() > 0 }

// RatingUpdateAllowed is the rule for a player's values p from a rating
// list, was his before: once the ratings are fixed, the rating, title and
// federation stay as they were.
func (p Player) RatingUpdateAllowed(was Player, fixed bool) error {
	if fixed && (p.Rating != was.Rating || p.Title != was.Title || p.Federation != was.Federation) {
		return engine.NewMessage("event.err.ratings.fixed", "name", was.Name)
	}
	return nil
}

// Allowed is the rule for a round saved whole (a pairing, the
// arbiter's pairing changes, an import): it is a round already paired or
// the next one after paired, each board names players of the event
// (players), each player is on one board only, and each result is one
// ResultAllowed takes under the event's withdrawal rule (rule).
func (rd Round) Allowed(paired int, players map[int64]*Player, rule WithdrawalPolicy) error {
	if rd.Number < 1 || rd.Number > paired+1 {
		return engine.NewMessage("event.err.round.number", "round", rd.Number, "next", paired+1)
	}
	seen := map[int64]bool{}
	for _, p := range rd.Pairings {
		for _, id := range []int64{p.White, p.Black} {
			if id == 0 {
				continue
			}
			pl, ok := players[id]
			if !ok {
				return engine.NewMessage("event.err.round.player", "round", rd.Number, "board", p.Board, "id", id)
			}
			if seen[id] {
				return engine.NewMessage("event.err.round.twice", "round", rd.Number, "name", pl.Name)
			}
			seen[id] = true
		}
		if p.Result == NoResult {
			continue
		}
		p.Round = rd.Number
		if err := ResultAllowed(p, players[p.White], players[p.Black], p.Result, rule); err != nil {
			return err
		}
	}
	return nil
}

// validateTeamTieBreakList is the settings' rule for a team event's
// tie-breaks, which do not say which score is primary: a list that one
// reading of the unnamed score takes. The event's own reading is judged
// where its team options are known (ValidateSettingsChange, the store's
// SetTeamOptions).
func validateTeamTieBreakList(ids []string) error {
	err := tiebreak.ValidateTeam(ids, false)
	if err != nil && tiebreak.ValidateTeam(ids, true) == nil {
		return nil
	}
	return err
}

// validateTeamTieBreaks is a team event's tie-break list under its own
// options: the score it does not name is the one the options make primary.
func validateTeamTieBreaks(ids []string, o TeamOptions) error {
	return tiebreak.ValidateTeam(ids, o.GamePointsFirst)
}
