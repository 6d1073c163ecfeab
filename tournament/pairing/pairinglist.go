package pairing

import (
	"sort"

	"arbiter/tournament"
	"arbiter/tournament/standings"
)

// PointsBefore returns each player's points from the rounds before round
// n as the results shown beside them count now (standings.PointsThrough:
// byes, forfeits and the withdrawal policy included, a game a later
// withdrawal annulled for nobody, an adjourned one for neither side
// yet): the points a pairing list shows beside each name, on paper and on
// the venue page alike, and a player's page after each round.
func PointsBefore(ev *tournament.Event, n int) map[int64]tournament.Points {
	return standings.PointsThrough(ev, n-1)
}

// roundGames is round n's games as they count after the withdrawal
// policy, in the order of its pairings, for a pairing list to show what a
// withdrawal decided instead of the board's recorded result.
func roundGames(ev *tournament.Event, n int) []tournament.EffectiveGame {
	for _, rd := range ev.EffectiveResults().Rounds {
		if rd.Number == n {
			return rd.Games
		}
	}
	return nil
}

// ByeText names a bye as the pairing lists do, in the reader's language
// through t, and gives the points it scores as the standings count them
// (ByeKind.Points): "–" for a round robin's free round, which is no score.
func ByeText(k tournament.ByeKind, t func(key string, args ...any) string) (name, points string) {
	if k == tournament.NoBye || k == tournament.ByeRoundRobin {
		return t(tournament.ByeRoundRobin.NameKey()), "–"
	}
	return t(k.NameKey()), k.Points().String()
}

// ListBoard is one board of a round's pairing list.
type ListBoard struct {
	tournament.Pairing
	// Shown is the result the list gives the board: the one recorded, or
	// what the withdrawal policy made of the game.
	Shown tournament.Result
	// Void marks a game the withdrawal policy took out of the event: it
	// counts for nobody, and the list says it was not played.
	Void bool
	// Annulled marks a void game of a player struck from the table (1953
	// §27): one he played is given with its result, marked annulled.
	Annulled bool
	// decided is what the withdrawal policy made of the board (Status
	// not AsRecorded), even where the arbiter recorded the same forfeit.
	decided bool
}

// Withdrawn says a withdrawal decided the board: the list gives it as
// not played, or as the forfeit it counts as, whatever the board holds,
// the same forfeit recorded on it included. No result slip or scoresheet
// is printed for it: it is no game to play.
func (b ListBoard) Withdrawn() bool {
	return b.decided
}

// AnnulledPlayed says the board is a struck player's game with its
// result recorded (1953 §27): the list gives that result, annulled, where
// a void game without one is not played.
func (b ListBoard) AnnulledPlayed() bool {
	return b.Annulled && b.Result != tournament.NoResult
}

// Text is the result the list gives the board, in the reader's language
// through t: the one recorded or the forfeit a withdrawal made of the
// game, "not played" for a game the withdrawal took out of the event (a
// struck player's game played: its result, annulled), "" while there is
// none. The paper, the venue's round page, the window's
// Rounds view and the command line's round all write this one.
func (b ListBoard) Text(t func(key string, args ...any) string) string {
	if b.AnnulledPlayed() {
		return t("print.result.annulled", "result", b.Result.Text(t))
	}
	if b.Void {
		return t("print.result.not-played")
	}
	return b.Shown.Text(t)
}

// marks is the result whose marks Text writes: the one shown, a struck
// player's game played with its result recorded, none for a void game.
func (b ListBoard) marks() tournament.Result {
	switch {
	case b.AnnulledPlayed():
		return b.Result
	case b.Void:
		return tournament.NoResult
	}
	return b.Shown
}

// Marks says which marks a list of boards writes (Text) that its legend
// explains: a forfeit's, recorded or one a withdrawal made of the game,
// and an adjourned game's. The paper's list and report and the venue's
// round page explain these, not the results recorded.
func Marks(boards []ListBoard) (forfeits, adjourned bool) {
	for _, b := range boards {
		r := b.marks()
		forfeits = forfeits || r.Forfeit()
		adjourned = adjourned || r == tournament.Adjourned
	}
	return forfeits, adjourned
}

// Absence is a player without a game in a round: given a bye (IsBye, of
// kind Bye), withdrawn before the round (WithdrawnAfter), or left out.
type Absence struct {
	Player         int64
	IsBye          bool
	Bye            tournament.ByeKind
	WithdrawnAfter int
	// Late marks a late entry's bye of a round paired before he joined:
	// the points given for missing it (Player.MissedRounds), which the
	// list, the report and the window name as such.
	Late bool
	// Absent marks the bye the closing of a check-in gave a player who had
	// not checked in (tournament.Pairing.CheckIn), which the lists name as
	// such: a zero-point bye he did not ask for.
	Absent bool
}

// RoundBye is bye pairing pr of round n as every list of the round names
// it: a bye of its kind, a late entry's points for the round he missed,
// or the bye of a player absent at the check-in.
func RoundBye(ev *tournament.Event, pr tournament.Pairing, n int) Absence {
	p, _ := ev.Player(pr.White)
	return Absence{Player: pr.White, IsBye: true, Bye: pr.Bye, Late: p.LateFor(n), Absent: pr.CheckIn != 0}
}

// Text says why the player has no game, in the reader's language through
// t, and what the round gives him ("" when nothing).
func (a Absence) Text(t func(key string, args ...any) string) (reason, points string) {
	switch {
	case a.IsBye && a.Late:
		name, points := ByeText(a.Bye, t)
		return t("print.bye.late", "kind", name), points
	case a.IsBye && a.Absent:
		name, points := ByeText(a.Bye, t)
		return t("print.bye.absent", "kind", name), points
	case a.IsBye:
		return ByeText(a.Bye, t)
	case a.WithdrawnAfter > 0:
		return t("print.pairings.withdrawn", "round", a.WithdrawnAfter), ""
	}
	return t("print.pairings.absent"), ""
}

// RoundList is round n as a pairing list shows it, on paper and on the
// venue pages alike: its boards in order, and the players without a game
// — those with a bye in the order of the pairings, then those withdrawn
// before the round or left out of it, by number; a late entry is not
// among them before the round he joined. ok is false when the event has
// no round n.
func RoundList(ev *tournament.Event, n int) (boards []ListBoard, out []Absence, ok bool) {
	rd, ok := ev.Round(n)
	if !ok {
		return nil, nil, false
	}
	eff := roundGames(ev, n)
	in := map[int64]bool{}
	late := map[int64]bool{}
	for _, p := range ev.Players {
		late[p.ID] = p.LateFor(n)
	}
	for i, pr := range rd.Pairings {
		in[pr.White], in[pr.Black] = true, true
		if pr.IsBye() {
			out = append(out, RoundBye(ev, pr, n))
			continue
		}
		b := ListBoard{Pairing: pr, Shown: pr.Result}
		if i < len(eff) && eff[i].Status != tournament.AsRecorded {
			b.Shown, b.Void, b.decided = eff[i].Result, !eff[i].Counts(), true
			b.Annulled = eff[i].Status == tournament.Annulled
		}
		boards = append(boards, b)
	}
	// A player who entered after round n (Player.Entered), or, in a file
	// that did not keep it, was first paired after it (a late entry has no
	// game or bye before the round he joined, as FieldAt reads the field)
	// was not absent from round n.
	joined := map[int64]int{}
	for i, r := range ev.Rounds {
		for _, pr := range r.Pairings {
			for _, id := range []int64{pr.White, pr.Black} {
				if _, ok := joined[id]; !ok {
					joined[id] = i + 1
				}
			}
		}
	}
	var left []Absence
	for _, p := range ev.Players {
		switch {
		case in[p.ID], joined[p.ID] > n, late[p.ID]:
		case p.GoneBefore(n):
			left = append(left, Absence{Player: p.ID, WithdrawnAfter: p.WithdrawnAfter})
		default:
			left = append(left, Absence{Player: p.ID})
		}
	}
	number := ev.StartNumbers()
	sort.SliceStable(left, func(i, j int) bool { return number[left[i].Player] < number[left[j].Player] })
	return boards, append(out, left...), true
}

// NameEntry is one line of a round's list by name: a player with his
// board, colour and opponent, or, without a game (Board 0), why.
type NameEntry struct {
	Player   int64
	Board    int
	White    bool
	Opponent int64
	Absence  Absence // when Board is 0
}

// NameList is round n's list by name for the notice board, on paper and
// on the venue pages alike: every player of RoundList, each paired one
// with his board, colour and opponent, in the alphabetical order of lang
// (NameOrderIn). ok is false when the event has no round n.
func NameList(ev *tournament.Event, n int, lang string) (list []NameEntry, ok bool) {
	boards, out, ok := RoundList(ev, n)
	if !ok {
		return nil, false
	}
	for _, b := range boards {
		list = append(list,
			NameEntry{Player: b.White, Board: b.Board, White: true, Opponent: b.Black},
			NameEntry{Player: b.Black, Board: b.Board, Opponent: b.White})
	}
	for _, a := range out {
		list = append(list, NameEntry{Player: a.Player, Absence: a})
	}
	byID := map[int64]*tournament.Player{}
	for i := range ev.Players {
		byID[ev.Players[i].ID] = &ev.Players[i]
	}
	order := tournament.NameOrderIn(lang)
	sort.SliceStable(list, func(i, j int) bool {
		a, b := byID[list[i].Player], byID[list[j].Player]
		return a != nil && b != nil && order(a, b) < 0
	})
	return list, true
}
